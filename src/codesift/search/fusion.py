"""Fusion: one score a candidate chunk, from its file's part and its own channel ranks.

A file's part is the file channel's BM25 score relative to the best file's, plus the file's
best ``w / (60 + rank)`` in each chunk channel, its best chunk BM25 score relative to the best
chunk's, a small bonus when a query word is the file's name, and one for package manifests
when a short query names versions ("drop Python 3.9"). A chunk takes its file's part plus a
tenth of its own RRF sum (which orders chunks inside a file), under the path prior
(``priors.py``). A question's or a pasted text's leading chunks gain with the share of its
terms they say (``coverage.py``). Then the bonus steps, each larger than any fused score: an
exact name of the whole query; a file the query names, a frame of its stack trace, a use of
the identifier it spells, a type declaring the field it names, a chunk saying its message.

>>> fused, own = fuse(c, q, settings)   # c = candidates.gather(…)    # doctest: +SKIP
"""
from __future__ import annotations

import heapq
from collections.abc import Callable
from operator import itemgetter

from ..config import Settings
from ..languages import language_of
from ..paths import file_stem, is_fixture, is_manifest, path_class_in
from ..store.documents import is_wrapper
from ..tokens import compact, split_identifier
from .candidates import PLACE_KEY, Candidates, Key
from .coverage import COVERAGE_WEIGHT, COVERED, is_container, own_text, term_shares, weighs
from .inflections import action_nouns, prose_words, singulars
from .modules import follow_file_modules
from .named_tests import Named, case_named, file_named
from .priors import (CLASS_PRIOR, DEPRECATED_PRIOR, PROTOCOL_PRIOR, TYPE_KINDS,
                     TYPE_QUESTION_PRIOR, VALUE_PRIOR, WRAPPER_PRIOR, generated_prior,
                     is_deprecated, is_file_doc, is_protocol, is_value, prior, typings_prior)
from .query import ParsedQuery
from .source_tests import in_source_test
from .probes import QUALIFIED

RRF_K = 60
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
# A chunk's span, (path, line, end): the text coverage reads of it.
_SPAN = itemgetter("path", "line", "end")


def fuse(c: Candidates, q: ParsedQuery, settings: Settings
         ) -> tuple[dict[Key, float], dict[Key, float]] | None:
    """Each candidate's fused score, bonuses added, and its own RRF sum over the chunk
    channels (what it matched itself); None when no chunk is a candidate."""
    doc_of = c.docs.__getitem__
    ranks = c.ranks
    asked, library, requested = c.asked, c.library, c.requested
    weights = settings.channel_weights
    # Each chunk's own RRF sum over the chunk channels, and each file's best per channel.
    own: dict[Key, float] = {key: 0.0 for key in [*ranks["file"], *c.manifest_keys,
                                                  *c.literal_keys, *c.whole_keys,
                                                  *c.frame_keys, *c.members]}
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
    if c.bm25_scores:
        top = max(c.bm25_scores.values()) or 1.0
        w = weights.get("bm25", 0.0) * CHUNK_SCORE_SCALE
        for key, score in c.bm25_scores.items():
            if not is_file_doc(d := doc_of(key)):
                b = best.setdefault(d["path"], {})
                b["score"] = max(b.get("score", 0.0), w * score / top)
    if not own:
        return None
    query_names = {compact(w) for w in q.words} | {compact(p) for i in q.identifiers
                                                   for p in QUALIFIED.split(i)}
    # A file named for what a verb of the query's prose does, as a noun: `pagination.go` for
    # "paginate".
    query_names |= {n for w in prose_words(q.text) for n in action_nouns(w)}
    # Two neighbouring words a file's name runs together as one word, a plural's singular
    # too: "the hide sets attached to tokens" names aro's `Hideset.zig`, whose name no word
    # said. Not a name of two words (`TextToken.cs`): the words say it already, and the class
    # a C# or Java file is named for is more often mentioned than changed.
    joined = {n for a, b in zip(q.words, q.words[1:]) if a.isalpha() and b.isalpha()
              for n in (compact(a + b), *(compact(a) + s for s in singulars(b.lower())))}
    file_w = weights.get("file", 0.0) * (FILE_SCALE_LONG if q.long else FILE_SCALE)
    fused: dict[Key, float] = {}
    file_part: dict[str, tuple[float, float]] = {}   # path -> (its part, its prior)
    # Test files and cases a request for tests names, each with how surely (``named_tests``).
    named_tests: dict[str, tuple[int, int, int]] = {}
    test_names, prefixes = c.test_names, c.prefixes
    file_searcher = c.file_searcher

    def rarer_first(sure: Named) -> tuple[int, int, int]:
        """How surely a test is named, its name's rarity last: a rare word before a common one."""
        return sure[0], sure[1], -file_searcher.doc_freq("f_body", sure[2])

    deprecation_asked = "deprecat" in q.text.lower()

    def unasked_hook(d: dict) -> bool:
        """A constructor or protocol hook the query does not name (``PROTOCOL_PRIOR``)."""
        return is_protocol(d) and compact(d["name"]) not in query_names

    def demoted(d: dict) -> bool:
        """A chunk of a class the query did not ask for (tests, docs, examples, config,
        generated code), a test inside a source file included. Its file's part must be cached
        already."""
        return file_part[d["path"]][1] < 1.0 or ("test" not in asked and in_source_test(d))

    for key, mine in own.items():
        path = doc_of(key)["path"]
        cached = file_part.get(path)
        if cached is None:
            part = file_w * c.file_scores.get(path, 0.0) + sum(best.get(path, {}).values())
            stem = compact(file_stem(path))
            if len(stem) > 2 and (stem in query_names or stem in joined
                                  and len(split_identifier(file_stem(path))) == 1):
                part += NAMED_FILE_BONUS
            # Not `elif`: a test file named by the stem alone (nom's tests/ini.rs for "tests
            # for the ini parser") is named as a test too, or a case named `parser` led.
            # A suite's fixture is no test named for anything (solid_queue's
            # `test/dummy/bin/jobs` script led "tests for claiming jobs").
            if test_names and path_class_in(path, library) == "test" and not is_fixture(path):
                sure = file_named(path, test_names, prefixes.of(path))
                if sure:
                    named_tests[path] = rarer_first(sure)
            if c.versions and is_manifest(path):
                cached = (part + MANIFEST_BONUS, 1.0)
            else:
                cached = (part, prior(path, asked, library, requested)
                          * typings_prior(path, q, c.store.root)
                          * generated_prior(doc_of(key), q))
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
    follow_file_modules(fused, c.strength, doc_of, c.store.file_paths, c.join,
                        lambda path: prior(path, asked, library, requested))
    if (q.question or q.describes or q.long) and not (q.frames or q.error_messages):
        # A question is answered by the chunk that covers most of it (``coverage.py``); a
        # pasted trace or error line points at its places itself, and its prose is no question.
        leading = heapq.nsmallest(COVERED, fused, key=lambda k: (-fused[k], PLACE_KEY(doc_of(k))))
        weighed = [k for k in leading if weighs(doc_of(k)) and not unasked_hook(doc_of(k))]
        heads = {k: _SPAN(doc_of(k)) for k in weighed if not is_container(doc_of(k))}
        shares = term_shares(c.store.root, c.terms, heads, {k: own_text(doc_of(k))
                                                            for k in weighed if k not in heads},
                             settings.max_file_bytes, q.inflected)
        covered = {k: fused[k] * (1 + COVERAGE_WEIGHT * shares.get(k, 0.0)) for k in leading}
        if q.describes:
            if not (c.strength or c.literal_keys):
                # Not when a step points somewhere (a chunk saying it as a message, a name
                # it spells), nor over a chunk its name matched (tera's `one_off` for
                # "oneoff"): the description named those.
                named = ranks.get("symbol", {})
                _order_in_files(fused, {k: v for k, v in covered.items() if k not in named},
                                doc_of, lambda k: own.get(k, 0.0) > 0)
        else:
            fused.update(covered)

    # An exact-name match of the whole query comes first: its strength (0.5-2 in quarter
    # steps) is scaled so one step outweighs any fused score (at most ``ceiling``), so adding
    # it keeps the order strength-first while the score stays one monotonic number.
    chunk_w = sum(weights.get(ch, 0.0) for ch in ("bm25", "symbol"))
    ceiling = (file_w + NAMED_FILE_BONUS + (MANIFEST_BONUS if c.versions else 0.0)
               + weights.get("bm25", 0.0) * CHUNK_SCORE_SCALE
               + (1 + CHUNK_SHARE) * chunk_w / (RRF_K + 1))
    unit = 4.04 * ceiling
    _add_bonuses(c, q, fused, file_part, named_tests, test_names, rarer_first, demoted)
    for key, bonus in c.strength.items():
        if key in fused:
            fused[key] += bonus * unit
    return fused, own


def _order_in_files(fused: dict[Key, float], covered: dict[Key, float],
                    doc_of: Callable[[Key], dict], matched: Callable[[Key], bool]) -> None:
    """Give each file's matched leading chunks' scores to its leading chunks best by
    ``covered`` (their scores weighed by coverage), the rest of them going: a description is
    no question, and coverage may not move files (as a question's it moved commit subjects'
    files both ways), nor may the chunks its file put up unmatched (``Candidates.join``) add
    places, only say which of a file's chunks answers it (vapor's `addCookies`, put up, over
    the `session` field its words name). Chunks a bonus step raises are not in ``covered``."""
    by_file: dict[str, list[Key]] = {}
    for key in covered:
        by_file.setdefault(doc_of(key)["path"], []).append(key)
    in_file: dict[str, list[Key]] = {path: [] for path in by_file}
    for key in fused:
        if (path := doc_of(key)["path"]) in in_file:
            in_file[path].append(key)
    for keys in by_file.values():
        scores = sorted((fused[k] for k in keys if matched(k)), reverse=True)
        if not scores and not any(matched(k) for k in in_file[doc_of(keys[0])["path"]]):
            continue   # a file only the file channel found: its chunk stands for it
        ranked = sorted(keys, key=lambda k: (-covered[k], PLACE_KEY(doc_of(k))))
        fused.update(zip(ranked, scores))
        for key in ranked[len(scores):]:
            del fused[key]


def _add_bonuses(c: Candidates, q: ParsedQuery, fused: dict[Key, float],
                 file_part: dict[str, tuple[float, float]],
                 named_tests: dict[str, tuple[int, int, int]], test_names: dict,
                 rarer_first: Callable[[Named], tuple[int, int, int]],
                 demoted: Callable[[dict], bool]) -> None:
    """Raise ``c.strength`` of the chunks the query points at, each to its step: a file it
    names or the tests a request for tests names, a frame of its trace, a use of the
    identifier it spells, a type declaring the field it names, a chunk saying its message."""
    doc_of, library, strength = c.docs.__getitem__, c.library, c.strength

    def pointed_at(path: str) -> bool:
        """A pasted issue also names changelogs, docs and test frames in passing ("updated
        History.md"; a test's frame above the failing call): there only source files count."""
        return not q.long or path_class_in(path, library) == "source"

    # Tests the request names, as their files are: "tests for Sequence" names
    # commands_test.go's `TestSequence` (`test_sequence`, `SequenceTests`).
    named_cases: dict[Key, tuple[int, int, int]] = {}
    if test_names:
        test_files = {p for p in file_part if path_class_in(p, library) == "test"}
        for key in fused:
            d = doc_of(key)
            if d["path"] in test_files or in_source_test(d):
                sure = case_named(d["name"], d["kind"], test_names, language_of(d["path"]),
                                   d["signature"])
                if sure:
                    named_cases[key] = rarer_first(sure)
    if c.mentioned or named_tests or named_cases:
        # A file the query names outright (a stack-trace frame, "in sessions.py") is as
        # strong a pointer as an exact identifier: its chunks take the smallest bonus step.
        surest = max([*named_tests.values(), *named_cases.values()], default=None)
        # Asked for tests, a fixture the query names is their subject's input, no answer
        # (mdBook's 60 `tests/testsuite/*/src/SUMMARY.md` for "tests for parsing SUMMARY.md").
        named = {p for p in c.mentioned if pointed_at(p)
                 and not ("test" in c.requested and is_fixture(p))} | {
            p for p, sure in named_tests.items() if sure == surest}
        cases = {key for key, sure in named_cases.items() if sure == surest}
        for key in fused:
            if doc_of(key)["path"] in named or key in cases:
                strength[key] = max(strength.get(key, 0.0), MENTION_BONUS)
    framed = [key for key in c.frame_keys if pointed_at(doc_of(key)["path"])]
    # Innermost first: where it failed leads; but a frame that says the pasted message
    # before the frames below it, which only raised it: javapoet's `TypeSpec.Builder.build`
    # holds "non-abstract type %s cannot declare abstract method %s", and the innermost
    # frame, `Util.checkArgument(condition, format, args)`, is a precondition helper. A frame
    # in the thrown type's own file made the error (resilience4j's
    # `MaxRetriesExceededException.createMaxRetriesExceededException` says its message): the
    # frame below it, where it failed, stays first (``frames.made_after_failed``).
    framed.sort(key=lambda key: key not in c.literal_keys
                or file_stem(doc_of(key)["path"]) in q.thrown)
    for depth, key in enumerate(framed):
        strength[key] = max(strength.get(key, 0.0), FRAME_BONUS + FRAME_DEPTH_BONUS / (1 + depth))
    # A test, doc or example that uses the identifier is no pointer unless the query asks for
    # its class (the bonus comes after the class prior and would undo it), or the query writes
    # the identifier and no other chunk says it: an environment variable only a guide
    # documents (teslamate's `TM_DB_USER`, in five pages and no code) came after every chunk
    # saying `db` or `user`. Words that spell one ("call adapter factory") are no such ask: a
    # test's local `callAdapterFactory` would lead the source's `ScalaCallAdapterFactory`.
    pointing = [key for key in c.whole_keys if not demoted(doc_of(key))] \
        or (c.whole_keys if q.identifiers else [])
    for key in pointing:
        strength[key] = max(strength.get(key, 0.0), WHOLE_BONUS)
    for key in c.members:
        if not demoted(doc_of(key)):
            strength[key] = max(strength.get(key, 0.0), MEMBER_BONUS)
    for key in c.literal_keys:
        strength[key] = max(strength.get(key, 0.0), LITERAL_BONUS)
