"""Rank chunks for a query: filters first, then independent channels fused per file.

Channels: field-weighted BM25 over identifier tokens (``bm25``), symbol-name tiers (``symbol``,
see ``symbols.py``), and whole-file BM25 (``file``, ``filechannel.py``). Each ranks candidates
on its own. Fusion scores *files*: the file channel's BM25 score relative to the best file's,
plus the file's best ``w / (60 + rank)`` in each chunk channel, its best chunk BM25 score
relative to the best chunk's, a small bonus when a query word is the file's name, and one for
package manifests when a short query names versions ("drop Python 3.9"); a chunk takes its
file's score plus a tenth of its own RRF sum (which orders chunks inside a file). The prior
(``priors.py``) keeps source ahead of tests, docs, examples and config unless the query asks
for them (and behind them when it is a request for them: "tests for …"), and a namespace or
module below what it wraps. A question's or a pasted text's leading chunks gain with the share
of its terms they say (``coverage.py``). A chunk whose name is exactly the
whole query adds an exact-name bonus larger than any fused score; a chunk in a file the query
names, or one that uses the identifier a short query spells (``setImmediate``, "set
immediate"), or one of source or example code that says the query's message in a string
literal (``said.py``), adds the smallest such step. At most ``PER_FILE`` hits of one file
fill the first ``limit`` places while other files remain (``select.py``). Ties fall back to
(path, line), so the same query on the same index always gives the same order.

>>> hits, total, more = search(store, parse_query("user id"), Filters(), settings, limit=10)  # doctest: +SKIP
"""
from __future__ import annotations

import dataclasses
import heapq
import os
from operator import itemgetter

import tantivy

from ..config import Settings
from ..model import Hit
from ..paths import file_stem, is_manifest, path_class_in
from ..store import Store
from ..store.documents import BM25_FIELDS, is_wrapper
from ..tokens import compact
from ..walk.rules import read_regular
from .coverage import CONTAINERS, COVERAGE_WEIGHT, COVERED, own_text, term_shares, weighs
from .filechannel import file_channel, manifest_files
from .filters import Filters, filter_query, indexed_paths, with_filter
from .frames import framed_chunks
from .literals import best_line
from .located import chunks_at
from .members import asked_members
from .mentions import Mentions, files_named
from .modules import follow_file_modules
from .named_tests import Named, case_named, file_named, requested_names
from .priors import (CLASS_PRIOR, DEPRECATED_PRIOR, PROTOCOL_PRIOR, TYPE_KINDS,
                     TYPE_QUESTION_PRIOR, VALUE_PRIOR, WRAPPER_PRIOR, in_source_test,
                     is_deprecated, is_file_doc, is_protocol, is_value, path_classes_asked,
                     path_classes_requested, prior, request_verb, typings_prior)
from .query import MAX_TERMS, ParsedQuery
from .said import said_messages
from .select import (fold_constructors, fold_file_docs, fold_impls, fold_prototypes, fold_wrappers,
                     select_hits)
from .handed import hand_to_methods
from .symbols import QUALIFIED, symbol_channel
from .ties import by_score_then_place, read_in_tie_order, read_ties
from .words import STOPWORDS

RRF_K = 60
# How deep each channel looks; fusion and per-file collapse need more than ``limit``.
# Long pasted texts spread their evidence over many weak terms and need the deeper pool;
# a short query's answer is in its first hundred chunks, and each one costs a decode.
CHANNEL_DEPTH = 100
CHANNEL_DEPTH_LONG = 200
SYMBOL_DEPTH = 50
# Chunks each file a query names contributes.
MENTIONED_CHUNKS = 3
MENTION_BONUS = 0.25
# A stack-trace frame's function in the file it names: the step above its file's other chunks.
FRAME_BONUS = 0.5
# And a little more the nearer the frame is to where it failed: the innermost frame's chunk
# this much strength, the n-th frame's a n-th of it (all below the next 0.25 step).
FRAME_DEPTH_BONUS = 0.2
# A chunk that uses the identifier a short query spells: the same step as a named file.
WHOLE_BONUS = 0.25
# A type declaring it as a field when no declaration is named by it (search/members.py): the
# step above every use, the lowest an exact name takes.
MEMBER_BONUS = 0.5
# A chunk that says the query's message in a string literal (``said.py``): the same step.
LITERAL_BONUS = 0.25
# A whole-file hit this long gets a focus line (see place_in_whole_files): a read call
# shows 120 lines. Only among the first hits, in the file's first bytes: a search reads no
# megabyte for it.
WHOLE_FILE_LINES = 120
WHOLE_FILE_HITS = 3
WHOLE_FILE_BYTES = 256 * 1024
# Fusion, in units of the RRF sum. The best file's file-channel part is ``w_file / 30``, about
# twice what rank 1 of an RRF channel of that weight gives; the best chunk's BM25 score adds
# ``0.06 w_bm25``; a file whose name (stem) is a query word adds ``NAMED_FILE_BONUS``; a chunk
# adds ``CHUNK_SHARE`` of its own RRF sum to its file's score.
FILE_SCALE = 1 / 30
# A pasted issue describes a change to a file more than it names a declaration: the file
# channel counts about twice as much.
FILE_SCALE_LONG = 0.07
CHUNK_SCORE_SCALE = 0.06
NAMED_FILE_BONUS = 0.04
# A short query that names versions ("drop Python 3.9", "allow idna 3.x") is about supported
# versions or dependencies: package manifests join the candidates, undemoted, with this bonus
# (about a rank-1 file-channel part: strong content elsewhere still wins).
MANIFEST_BONUS = 0.1
CHUNK_SHARE = 0.1
# The file channel's best files that no chunk channel found still get their best chunk.
NOMINATED_FILES = 10
# A question's first files (by the file channel, which weighs a file's words as a whole) put
# up their best chunks too: the declaration doing what was asked may say too few of its words
# to reach either chunk channel's depth (32 of 188 concept misses with the file first, in the
# agent-question sets 1-24 and 28, never were candidates).
QUESTION_FILES = 2
QUESTION_CHUNKS = 10
# Chunks of a file looked at for its largest, when none holds a query word.
LARGEST_OF = 50


def _pick_terms(searcher: tantivy.Searcher, terms: dict[str, float]) -> dict[str, float]:
    """The ``MAX_TERMS`` most useful query terms (weight x rarity), for long pasted texts."""
    if len(terms) <= MAX_TERMS:
        return terms
    n = max(1, searcher.num_docs)
    scored = []
    for term, w in terms.items():
        df = searcher.doc_freq("t_body", term)
        if df == 0:
            df = searcher.doc_freq("t_path", term)
        if df == 0:
            continue
        scored.append((w * (1.0 + (n / df) ** 0.5), term))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return {t: terms[t] for _, t in scored[:MAX_TERMS]}


def bm25_query(schema: tantivy.Schema, terms: dict[str, float],
               weights: dict[str, float]) -> tantivy.Query | None:
    """Sum over fields and terms of boost x BM25: field-weighted BM25 with whole-index DF."""
    subs: list[tuple[tantivy.Occur, tantivy.Query]] = []
    for term, w in terms.items():
        for name, field_name in BM25_FIELDS.items():
            boost = weights.get(name, 0.0) * w
            if boost <= 0:
                continue
            tq = tantivy.Query.term_query(schema, field_name, term)
            subs.append((tantivy.Occur.Should, tantivy.Query.boost_query(tq, boost)))
    if not subs:
        return None
    return tantivy.Query.boolean_query(subs)


class DecodedDocs(dict[tuple[int, int], dict]):
    """Chunk documents by key, each decoded from its address the first time it is asked for.

    A search asks for its candidates' fields over a thousand times: as a dict's own lookup
    (``__getitem__``, ``__missing__`` only for a new key), a repeated ask runs no Python code.
    """

    def __init__(self, store: Store, searcher: tantivy.Searcher,
                 addresses: dict[tuple[int, int], tantivy.DocAddress]) -> None:
        super().__init__()
        self._store = store
        self._searcher = searcher
        self._addresses = addresses

    def __missing__(self, key: tuple[int, int]) -> dict:
        d = self[key] = self._store.decode(self._searcher.doc(self._addresses[key]))
        return d


# A chunk's place, (path, line): equal scores go in this order, so an answer never depends on
# tantivy's document order. Its span adds the last line.
PLACE_KEY = itemgetter("path", "line")
_SPAN = itemgetter("path", "line", "end")


def search(store: Store, q: ParsedQuery, filters: Filters, settings: Settings,
           limit: int) -> tuple[list[Hit], int, bool]:
    """The top ``limit`` hits, the number of distinct candidates the channels found, and
    whether more chunks match than that: a channel stopped at its depth, so the number is
    only a floor (``… 96+ more``)."""
    searcher = store.searcher()
    schema = store.schema
    fq = filter_query(schema, filters, lambda: indexed_paths(searcher))
    ranks: dict[str, dict[tuple[int, int], int]] = {}
    addresses: dict[tuple[int, int], tantivy.DocAddress] = {}

    mentions = Mentions(store.file_paths)
    terms = q.terms
    # A pasted path the repository does not hold (the user's own `./main.go`) says where
    # their code is, not ours: its words keep only their weight as prose.
    unknown = [p for p in q.path_lifts
               if not mentions.files(p) and not mentions.installed_copy(p)]
    if unknown:
        terms = dict(terms)
        for p in unknown:
            for tok, lift in q.path_lifts[p].items():
                terms[tok] -= lift
    verb = request_verb(q)
    if verb is not None and verb in terms and len(terms) > 1:
        terms = {t: w for t, w in terms.items() if t != verb}
    terms = _pick_terms(searcher, terms)
    bq = bm25_query(schema, terms, settings.field_weights)
    docs = DecodedDocs(store, searcher, addresses)
    doc_of = docs.__getitem__

    bm25_scores: dict[tuple[int, int], float] = {}
    more = False
    if bq is not None:
        depth = CHANNEL_DEPTH_LONG if q.long else CHANNEL_DEPTH
        hits = read_ties(searcher, with_filter(bq, fq), depth)
        more = len(hits) >= depth
        for _, a in hits:
            addresses[(a.segment_ord, a.doc)] = a
        # Every hit is decoded for fusion anyway: ordering ties by it costs only the sort.
        ranked = by_score_then_place(((score, (a.segment_ord, a.doc)) for score, a in hits),
                                     lambda key: PLACE_KEY(doc_of(key)))[:depth]
        ranks["bm25"] = {key: i + 1 for i, (_, key) in enumerate(ranked)}
        bm25_scores = {key: score for score, key in ranked}
    ranks["symbol"], strength, close = symbol_channel(store, searcher, q, fq, SYMBOL_DEPTH, docs,
                                                      addresses)
    exact_names = set(strength)   # exact-name matches of the whole query
    strength.update(close)
    handed = hand_to_methods(ranks["symbol"], ranks.get("bm25", {}), doc_of, q, exact_names)

    asked = path_classes_asked(q)
    requested = path_classes_requested(q)
    library = store.library_tests()
    file_searcher = store.file_searcher()
    mentioned = mentions.mentioned(q.paths) if q.paths else []
    if not mentioned and not q.declared and q.single_identifier:
        # A one-word query may name a file as "sessions.py" would: `ChangeLog`, `Makefile`.
        mentioned = files_named(store.file_paths(), q.single_identifier)
    candidates = {**ranks.get("bm25", {}), **ranks["symbol"]}

    def join(path: str, n: int) -> list[tuple[int, int]]:
        """Make a file's ``n`` best chunks for the query candidates, or, when none of its
        chunks holds a query word, its ``n`` largest: a file found by its words as a whole
        is better shown by its main declaration than by its first line (`T = TypeVar(…)`)."""
        in_file = with_filter(tantivy.Query.term_query(schema, "path", path), fq)
        matching = [] if bq is None else searcher.search(tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, in_file), (tantivy.Occur.Must, bq)]), n, count=False).hits
        keys = []
        for _, a in matching or searcher.search(in_file, LARGEST_OF, count=False).hits:
            addresses[(a.segment_ord, a.doc)] = a
            keys.append((a.segment_ord, a.doc))
        if not matching:
            keys = sorted(keys, key=largest_first)[:n]
        for key in keys:
            candidates.setdefault(key, 0)
        return keys

    def largest_first(key: tuple[int, int]) -> tuple[bool, int, int]:
        # A namespace or module would only wrap the declaration that should show.
        d = doc_of(key)
        return is_wrapper(d["kind"], d["line"], d["end"]), d["line"] - d["end"], d["line"]

    # A file the text names (a stack trace, "in sessions.py") is a candidate even when its
    # chunks ranked nowhere.
    for path in mentioned:
        join(path, MENTIONED_CHUNKS)
    frame_keys = framed_chunks(
        searcher, schema, mentions, q.frames, fq, addresses, doc_of,
        lambda path, lines: chunks_at(searcher, schema, fq, addresses, doc_of, path, lines))
    versions = q.versions and not q.long   # a pasted issue names versions in passing
    # Manifest chunks stay candidates even when no channel ranks them: the bonus alone counts.
    manifest_keys = [key for path in (manifest_files(store.file_paths())
                                      if versions else []) for key in join(path, 1)]
    # A channel weighted zero has no say at all, nominations included.
    file_scores = (file_channel(file_searcher, store.file_schema, terms, asked, mentioned, versions,
                                library)
                   if settings.channel_weights.get("file", 0.0) > 0 else {})
    # So are the file channel's best files that neither chunk channel found: their words are
    # spread over many chunks, or lie past a chunk's token cap.
    have = {doc_of(key)["path"] for key in candidates}
    for path in list(file_scores)[:NOMINATED_FILES]:
        if path not in have:
            join(path, 1)
    if q.question and not (q.frames or q.error_messages):
        for path in list(file_scores)[:QUESTION_FILES]:
            join(path, QUESTION_CHUNKS)
    literal_keys = said_messages(store, searcher, file_searcher, q, filters, fq, asked, library,
                                 addresses, doc_of, ranks.get("bm25", {}))
    whole_keys: list[tuple[int, int]] = []
    if q.whole:
        # A bare identifier is asked for by name: a chunk that uses it verbatim is a candidate,
        # and comes before one that only shares its parts (``setImmediate`` vs a ``set``
        # method), after its definitions. Every use scores alike: the first read are
        # ``tie_order``'s, source first, the same in every build.
        used = tantivy.Query.term_set_query(schema, "t_body", list(q.whole))
        whole_keys = read_in_tie_order(searcher, with_filter(used, fq), CHANNEL_DEPTH, addresses)
        more = more or len(whole_keys) >= CHANNEL_DEPTH
    # A field no declaration is named by: the types declaring it, each read at its line.
    name = q.single_identifier
    members = asked_members(store.root, searcher, schema, fq, addresses, doc_of, name,
                            whole_keys) if name and not exact_names else {}
    for key in [*literal_keys, *whole_keys, *frame_keys, *members]:
        candidates.setdefault(key, 0)
    file_rank = {path: i + 1 for i, path in enumerate(file_scores)}
    ranks["file"] = {}
    for key in candidates:
        rank = file_rank.get(doc_of(key)["path"])
        if rank is not None:
            ranks["file"][key] = rank

    weights = settings.channel_weights
    # Each chunk's own RRF sum over the chunk channels, and each file's best per channel.
    own: dict[tuple[int, int], float] = {key: 0.0 for key in [*ranks["file"], *manifest_keys,
                                                              *literal_keys, *whole_keys,
                                                              *frame_keys, *members]}
    # A file's own doc lends its file nothing: the file channel has read its words already.
    best: dict[str, dict[str, float]] = {}
    for channel in ("bm25", "symbol"):
        w = weights.get(channel, 0.0)
        for key, rank in ranks.get(channel, {}).items():
            part = w / (RRF_K + rank)
            own[key] = own.get(key, 0.0) + part
            if not is_file_doc(d := doc_of(key)):
                b = best.setdefault(d["path"], {})
                b[channel] = max(b.get(channel, 0.0), part)
    if bm25_scores:
        top = max(bm25_scores.values()) or 1.0
        w = weights.get("bm25", 0.0) * CHUNK_SCORE_SCALE
        for key, score in bm25_scores.items():
            if not is_file_doc(d := doc_of(key)):
                b = best.setdefault(d["path"], {})
                b["score"] = max(b.get("score", 0.0), w * score / top)
    if not own:
        return [], 0, more
    query_names = {compact(w) for w in q.words} | {compact(p) for i in q.identifiers
                                                   for p in QUALIFIED.split(i)}
    file_w = weights.get("file", 0.0) * (FILE_SCALE_LONG if q.long else FILE_SCALE)
    fused: dict[tuple[int, int], float] = {}
    file_part: dict[str, tuple[float, float]] = {}   # path -> (its part, its prior)
    # Test files and cases a request for tests names, each with how surely (``named_tests``).
    named_tests: dict[str, tuple[int, int, int]] = {}
    test_names = requested_names(q.words, q.identifiers) if "test" in requested else {}

    def rarer_first(sure: Named) -> tuple[int, int, int]:
        """How surely a test is named, its name's rarity last: a rare word before a common one."""
        return sure[0], sure[1], -file_searcher.doc_freq("f_body", sure[2])

    deprecation_asked = "deprecat" in q.text.lower()

    def unasked_hook(d: dict) -> bool:
        """A constructor or protocol hook the query does not name (``PROTOCOL_PRIOR``)."""
        return is_protocol(d) and compact(d["name"]) not in query_names

    def demoted(d: dict) -> bool:
        """A chunk of a class the query did not ask for (tests, docs, examples, config), a
        test inside a source file included. Its file's part must be cached already."""
        return file_part[d["path"]][1] < 1.0 or ("test" not in asked and in_source_test(d))

    for key, mine in own.items():
        path = doc_of(key)["path"]
        cached = file_part.get(path)
        if cached is None:
            part = file_w * file_scores.get(path, 0.0) + sum(best.get(path, {}).values())
            stem = compact(file_stem(path))
            if len(stem) > 2 and stem in query_names:
                part += NAMED_FILE_BONUS
            # Not `elif`: a test file named by the stem alone (nom's tests/ini.rs for "tests
            # for the ini parser") is named as a test too, or a case named `parser` led.
            if test_names and path_class_in(path, library) == "test":
                sure = file_named(path, test_names)
                if sure:
                    named_tests[path] = rarer_first(sure)
            if versions and is_manifest(path):
                cached = (part + MANIFEST_BONUS, 1.0)
            else:
                cached = (part, prior(path, asked, library, requested)
                          * typings_prior(path, q))
            file_part[path] = cached
        part, factor = cached
        d = doc_of(key)
        if is_wrapper(d["kind"], d["line"], d["end"]):
            factor *= WRAPPER_PRIOR   # a namespace or module answers only when named
        elif factor == 1.0 and demoted(d):   # a test inside a source file
            factor = CLASS_PRIOR["test"]
        elif "test" in requested and in_source_test(d):
            factor = 1.0
        if is_value(d):
            mine *= VALUE_PRIOR
        elif is_file_doc(d):
            mine = 0.0   # its words rank its file (the file channel read them), not itself
        elif q.question and d["kind"] in TYPE_KINDS:
            mine *= TYPE_QUESTION_PRIOR
        elif unasked_hook(d):
            mine *= PROTOCOL_PRIOR
        if not deprecation_asked and is_deprecated(d):
            mine *= DEPRECATED_PRIOR
        fused[key] = (part + CHUNK_SHARE * mine) * factor
    follow_file_modules(fused, strength, doc_of, store.file_paths, join,
                        lambda path: prior(path, asked, library, requested))
    if (q.question or q.long) and not (q.frames or q.error_messages):
        # A question is answered by the chunk that covers most of it (``coverage.py``); a
        # pasted trace or error line points at its places itself, and its prose is no question.
        leading = heapq.nsmallest(COVERED, fused, key=lambda k: (-fused[k], PLACE_KEY(doc_of(k))))
        weighed = [k for k in leading if weighs(doc_of(k)) and not unasked_hook(doc_of(k))]
        heads = {k: _SPAN(doc_of(k)) for k in weighed
                 if doc_of(k)["kind"] not in CONTAINERS}
        shares = term_shares(store.root, terms, heads, {k: own_text(doc_of(k)) for k in weighed
                                                        if k not in heads},
                             settings.max_file_bytes, q.inflected)
        for key, share in shares.items():
            fused[key] *= 1 + COVERAGE_WEIGHT * share

    # An exact-name match of the whole query comes first: its strength (0.5-2 in quarter
    # steps) is scaled so one step outweighs any fused score (at most ``ceiling``), so adding
    # it keeps the order strength-first while the score stays one monotonic number.
    chunk_w = sum(weights.get(c, 0.0) for c in ("bm25", "symbol"))
    ceiling = (file_w + NAMED_FILE_BONUS + (MANIFEST_BONUS if versions else 0.0)
               + weights.get("bm25", 0.0) * CHUNK_SCORE_SCALE
               + (1 + CHUNK_SHARE) * chunk_w / (RRF_K + 1))
    unit = 4.04 * ceiling
    def pointed_at(path: str) -> bool:
        """A pasted issue also names changelogs, docs and test frames in passing ("updated
        History.md"; a test's frame above the failing call): there only source files count."""
        return not q.long or path_class_in(path, library) == "source"

    # Tests the request names, as their files are: "tests for Sequence" names
    # commands_test.go's `TestSequence` (`test_sequence`, `SequenceTests`).
    named_cases: dict[tuple[int, int], tuple[int, int, int]] = {}
    if test_names:
        test_files = {p for p in file_part if path_class_in(p, library) == "test"}
        for key in fused:
            d = doc_of(key)
            if d["path"] in test_files or in_source_test(d):
                sure = case_named(d["name"], d["kind"], test_names)
                if sure:
                    named_cases[key] = rarer_first(sure)
    if mentioned or named_tests or named_cases:
        # A file the query names outright (a stack-trace frame, "in sessions.py") is as
        # strong a pointer as an exact identifier: its chunks take the smallest bonus step.
        surest = max([*named_tests.values(), *named_cases.values()], default=None)
        named = {p for p in mentioned if pointed_at(p)} | {
            p for p, sure in named_tests.items() if sure == surest}
        cases = {key for key, sure in named_cases.items() if sure == surest}
        for key in fused:
            if doc_of(key)["path"] in named or key in cases:
                strength[key] = max(strength.get(key, 0.0), MENTION_BONUS)
    framed = [key for key in frame_keys if pointed_at(doc_of(key)["path"])]
    # Innermost first: where it failed leads; but a frame that says the pasted message
    # before the frames below it, which only raised it: javapoet's `TypeSpec.Builder.build`
    # holds "non-abstract type %s cannot declare abstract method %s", and the innermost
    # frame, `Util.checkArgument(condition, format, args)`, is a precondition helper.
    framed.sort(key=lambda key: key not in literal_keys)
    for depth, key in enumerate(framed):
        strength[key] = max(strength.get(key, 0.0), FRAME_BONUS + FRAME_DEPTH_BONUS / (1 + depth))
    for key in whole_keys:
        # A test, doc or example that uses the identifier is no pointer unless the query asks
        # for its class: the bonus comes after the class prior and would undo it.
        if not demoted(doc_of(key)):
            strength[key] = max(strength.get(key, 0.0), WHOLE_BONUS)
    for key in members:
        if not demoted(doc_of(key)):
            strength[key] = max(strength.get(key, 0.0), MEMBER_BONUS)
    for key in literal_keys:
        strength[key] = max(strength.get(key, 0.0), LITERAL_BONUS)
    for key, bonus in strength.items():
        if key in fused:
            fused[key] += bonus * unit
    fold_prototypes(fused, doc_of, {*literal_keys, *(k for k, line in frame_keys.items() if line)})
    fold_constructors(fused, doc_of)
    fold_impls(fused, doc_of)
    def matched(key: tuple[int, int]) -> bool:
        return own.get(key, 0.0) > 0 or key in strength

    fold_file_docs(fused, doc_of, matched)
    fold_wrappers(fused, doc_of, matched, strength)
    for key, methods in handed.items():
        # A type that handed its rank to its methods comes after the best of them: its doc
        # says the words as well, and its chunk (its constructors' score folded in) would
        # still lead.
        best_method = max((fused[m] for m in methods if m in fused), default=None)
        if key in fused and best_method is not None and fused[key] >= best_method:
            fused[key] = best_method * (1 - 1e-9)
    # Ties by (path, line): the same query on the same index always gives the same order.
    order = sorted(fused, key=lambda k: (-fused[k], PLACE_KEY(doc_of(k))))
    # Where the query pointed inside a hit: a frame's line over a message's.
    focus = {**members, **literal_keys, **{key: line for key, line in frame_keys.items() if line}}
    hits, total = select_hits(order, doc_of, fused, ranks, limit, focus, exact_names)
    place_in_whole_files(store.root, hits, q)
    return hits, total, more


def place_in_whole_files(root: str, hits: list[Hit], q: ParsedQuery) -> None:
    """Give a long whole-file hit (a file without declarations) the line holding most of the
    query's words as its focus, so its read call starts there and not at line 1 (a new,
    frozen ``Hit`` in its place in ``hits``)."""
    words = [w.lower() for w in [*q.identifiers, *q.words] if w.lower() not in STOPWORDS]
    identifiers = {name.lower() for name in q.identifiers}
    for i, hit in enumerate(hits[:WHOLE_FILE_HITS]):   # the first: the read call is the top hit's
        if hit.kind == "file" and not hit.focus and hit.end_line - hit.line >= WHOLE_FILE_LINES:
            data = read_regular(os.path.join(root, hit.path), WHOLE_FILE_BYTES)
            if not data:
                continue
            # A badly parsed file's stretch between the declarations found (``chunk.stretches``)
            # is read where its own lines hold the words.
            lines = data.split(b"\n")[hit.line - 1:hit.end_line]
            found = best_line(b"\n".join(lines), words, identifiers)
            hits[i] = dataclasses.replace(hit, focus=hit.line - 1 + found if found else 0)
