"""The candidates of one search: what each channel ranked, and the chunks the query points at.

The bm25 and symbol channels rank chunks; the file channel ranks whole files, and its best
files that no chunk channel reached join with their best chunks. A file the query names, a
stack trace's frames, package manifests (a query naming versions), chunks saying the query's
message (``said.py``), uses of the identifier a short query spells and the types declaring it
as a field join too, unranked: fusion (``fusion.py``) scores them all.

>>> c = gather(store, parse_query("user id"), Filters(), settings)  # doctest: +SKIP
>>> c.ranks["bm25"][key], c.docs[key]["path"]                        # doctest: +SKIP
(1, 'users.py')
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

import tantivy

from ..config import Settings
from ..paths import path_class_in
from ..store import FileSearcher, Store
from ..store.documents import BM25_FIELDS, is_wrapper
from .copies import drop_copies, drop_copy_files
from .filechannel import file_channel, manifest_files
from .filters import Filters, filter_query, indexed_paths, with_filter
from .frames import framed_chunks
from .located import chunks_at
from .members import asked_members
from .mentions import Mentions, files_named
from .named_tests import (SharedPrefixes, listed_words, requested_names, surest_test_files,
                          without_test_kinds)
from .priors import path_classes_asked, path_classes_requested, request_verb
from .query import MAX_TERMS, ParsedQuery
from .routes import ROUTE_STRENGTH, ROUTE_STRENGTH_LONG, hit_routes, request_paths, route_keys
from .said import said_messages
from .handed import hand_to_methods
from .symbols import symbol_channel
from .thrown import thrown_cases
from .ties import any_term, by_score_then_place, read_in_tie_order, read_ties

# How deep each channel looks; fusion and per-file collapse need more than ``limit``.
# Long pasted texts spread their evidence over many weak terms and need the deeper pool;
# a short query's answer is in its first hundred chunks, and each one costs a decode.
CHANNEL_DEPTH = 100
CHANNEL_DEPTH_LONG = 200
SYMBOL_DEPTH = 50
# Chunks each file a query names contributes.
MENTIONED_CHUNKS = 3
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
# At most this many times the BM25 depth is read while versions' copies of docs pages leave it
# short (Humanizer's seven copies of each API page).
COPIES_READ = 4

# A chunk's place, (path, line): equal scores go in this order, so an answer never depends on
# tantivy's document order.
PLACE_KEY = itemgetter("path", "line")

Key = tuple[int, int]


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


class DecodedDocs(dict[Key, dict]):
    """Chunk documents by key, each decoded from its address the first time it is asked for
    (``Store.decoded``: a copy of the one it keeps across searches).

    A search asks for its candidates' fields over a thousand times: as a dict's own lookup
    (``__getitem__``, ``__missing__`` only for a new key), a repeated ask runs no Python code.
    """

    def __init__(self, store: Store, searcher: tantivy.Searcher,
                 addresses: dict[Key, tantivy.DocAddress]) -> None:
        super().__init__()
        self._store = store
        self._searcher = searcher
        self._addresses = addresses

    def __missing__(self, key: Key) -> dict:
        d = self[key] = self._store.decoded(self._searcher, self._addresses[key])
        return d


@dataclass
class Candidates:
    """One search's candidate chunks, by key (segment, doc), and what found them.

    ``ranks`` holds each channel's ranks (``bm25``, ``symbol``, ``file``: a chunk's file's
    rank); ``strength`` the exact-name strength of the symbol channel's matches (``close``
    names folded in), which fusion adds above every fused score; the lists and dicts after it
    are the chunks the query points at, unranked."""

    store: Store
    searcher: tantivy.Searcher
    file_searcher: FileSearcher
    fq: tantivy.Query | None
    terms: dict[str, float]
    bq: tantivy.Query | None
    addresses: dict[Key, tantivy.DocAddress]
    docs: DecodedDocs
    ranks: dict[str, dict[Key, int]] = field(default_factory=dict)
    bm25_scores: dict[Key, float] = field(default_factory=dict)
    more: bool = False   # a channel stopped at its depth: more chunks match
    strength: dict[Key, float] = field(default_factory=dict)
    exact_names: set[Key] = field(default_factory=set)   # exact-name matches of the whole query
    handed: dict[Key, list[Key]] = field(default_factory=dict)   # a type -> its methods
    asked: set[str] = field(default_factory=set)
    requested: set[str] = field(default_factory=set)
    library: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)   # files the query names
    frame_keys: dict[Key, int] = field(default_factory=dict)
    versions: bool = False   # a short query naming versions: manifests are candidates
    manifest_keys: list[Key] = field(default_factory=list)
    file_scores: dict[str, float] = field(default_factory=dict)
    literal_keys: dict[Key, int] = field(default_factory=dict)
    routes: set[Key] = field(default_factory=set)   # the routes a pasted path surely hits
    raising: dict[Key, tuple[Key, ...]] = field(default_factory=dict)   # use -> messages it raises
    whole_keys: list[Key] = field(default_factory=list)
    members: dict[Key, int] = field(default_factory=dict)
    # What a request for tests names (``named_tests.requested_names``; empty for any other
    # query), and the prefix each folder's file names share: read once, here and by fusion.
    test_names: dict[str, int] = field(default_factory=dict)
    prefixes: SharedPrefixes = field(init=False)
    # Every candidate, ranked or not (0): a joined file's chunks are added here.
    pool: dict[Key, int] = field(default_factory=dict)

    def join(self, path: str, n: int) -> list[Key]:
        """Make a file's ``n`` best chunks for the query candidates, or, when none of its
        chunks holds a query word, its ``n`` largest: a file found by its words as a whole
        is better shown by its main declaration than by its first line (`T = TypeVar(…)`)."""
        schema = self.store.schema
        in_file = with_filter(tantivy.Query.term_query(schema, "path", path), self.fq)
        matching = [] if self.bq is None else self.searcher.search(tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, in_file), (tantivy.Occur.Must, self.bq)]), n, count=False).hits
        keys = []
        for _, a in matching or self.searcher.search(in_file, LARGEST_OF, count=False).hits:
            self.addresses[(a.segment_ord, a.doc)] = a
            keys.append((a.segment_ord, a.doc))
        if not matching:
            keys = sorted(keys, key=self._largest_first)[:n]
        for key in keys:
            self.pool.setdefault(key, 0)
        return keys

    def _largest_first(self, key: Key) -> tuple[bool, int, int]:
        # A namespace or module would only wrap the declaration that should show.
        d = self.docs[key]
        return is_wrapper(d["kind"], d["line"], d["end"]), d["line"] - d["end"], d["line"]


def gather(store: Store, q: ParsedQuery, filters: Filters, settings: Settings) -> Candidates:
    """Run the channels for ``q`` under ``filters`` and collect every candidate chunk."""
    searcher = store.searcher()
    schema = store.schema
    fq = filter_query(schema, filters, lambda: indexed_paths(searcher))
    addresses: dict[Key, tantivy.DocAddress] = {}

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
    file_searcher = store.file_searcher()
    c = Candidates(store, searcher, file_searcher, fq, terms, bq, addresses, docs)
    c.prefixes = SharedPrefixes(store.file_paths)
    doc_of = docs.__getitem__
    ranks = c.ranks

    if bq is not None:
        depth = CHANNEL_DEPTH_LONG if q.long else CHANNEL_DEPTH
        ranked = _bm25_ranked(searcher, with_filter(bq, fq), depth, addresses, doc_of)
        c.more = len(ranked) >= depth
        ranked = ranked[:depth]
        ranks["bm25"] = {key: i + 1 for i, (_, key) in enumerate(ranked)}
        c.bm25_scores = {key: score for score, key in ranked}
    ranks["symbol"], strength, close = symbol_channel(store, searcher, q, fq, SYMBOL_DEPTH, docs,
                                                      addresses)
    c.exact_names = set(strength)
    strength.update(close)
    c.strength = strength
    c.handed = hand_to_methods(ranks["symbol"], ranks.get("bm25", {}), doc_of, q, c.exact_names)

    c.asked = asked = path_classes_asked(q)
    c.requested = path_classes_requested(q)
    c.library = library = store.library_tests()
    _hit_routes(c, q, mentions)
    mentioned = mentions.mentioned(q.paths) if q.paths else []
    if not mentioned and not q.declared and q.single_identifier:
        # A one-word query may name a file as "sessions.py" would: `ChangeLog`, `Makefile`.
        mentioned = files_named(store.file_paths(), q.single_identifier)
    c.mentioned = mentioned
    c.pool = {**ranks.get("bm25", {}), **ranks["symbol"]}

    # A file the text names (a stack trace, "in sessions.py") is a candidate even when its
    # chunks ranked nowhere; so is a test file a request for tests names (``named_tests``).
    for path in mentioned:
        c.join(path, MENTIONED_CHUNKS)
    if "test" in c.requested:
        c.test_names = without_test_kinds(q.text, requested_names(
            q.words, q.identifiers, listed_words(q.text, q.words, q.identifiers)))
        tests = [p for p in store.file_paths() if path_class_in(p, library) == "test"]
        for path in surest_test_files(tests, c.test_names, c.prefixes,
                                      lambda name: file_searcher.doc_freq("f_body", name)):
            c.join(path, MENTIONED_CHUNKS)
    c.frame_keys = framed_chunks(
        searcher, schema, mentions, q.frames, fq, addresses, doc_of,
        lambda path, lines: chunks_at(searcher, schema, fq, addresses, doc_of, path, lines))
    c.versions = versions = bool(q.versions) and not q.long   # an issue names versions in passing
    # Manifest chunks stay candidates even when no channel ranks them: the bonus alone counts.
    c.manifest_keys = [key for path in (manifest_files(store.file_paths())
                                        if versions else []) for key in c.join(path, 1)]
    # A channel weighted zero has no say at all, nominations included.
    c.file_scores = file_scores = (
        drop_copy_files(file_channel(file_searcher, store.file_schema, terms, asked, mentioned,
                                     versions, library))
        if settings.channel_weights.get("file", 0.0) > 0 else {})
    # So are the file channel's best files that neither chunk channel found: their words are
    # spread over many chunks, or lie past a chunk's token cap.
    have = {doc_of(key)["path"] for key in c.pool}
    for path in list(file_scores)[:NOMINATED_FILES]:
        if path not in have:
            c.join(path, 1)
    if q.question and not (q.frames or q.error_messages):
        for path in list(file_scores)[:QUESTION_FILES]:
            c.join(path, QUESTION_CHUNKS)
    c.literal_keys, c.raising = said_messages(store, searcher, file_searcher, q, filters, fq,
                                              asked, library, addresses, doc_of,
                                              ranks.get("bm25", {}))
    # The code throwing an error case the query names says it as a message's raiser does.
    for key, (line, cases) in thrown_cases(store, searcher, fq, q, asked | {"source", "example"},
                                           library, addresses, doc_of).items():
        c.literal_keys.setdefault(key, line)
        c.raising[key] = c.raising.get(key, ()) + cases
    if q.describes and not (c.strength or c.literal_keys):
        # So does a description's, unless a step points somewhere (``fusion``): the chunks
        # put up may only replace its files' matched ones (``fusion._order_in_files``), and a
        # file no chunk channel found gets none.
        for path in list(file_scores)[:QUESTION_FILES]:
            if path in have:
                c.join(path, QUESTION_CHUNKS)
    if q.whole:
        # A bare identifier is asked for by name: a chunk that uses it verbatim is a candidate,
        # and comes before one that only shares its parts (``setImmediate`` vs a ``set``
        # method), after its definitions. Every use scores alike: the first read are
        # ``tie_order``'s, source first, the same in every build.
        used = any_term(schema, "t_body", list(q.whole))
        c.whole_keys = read_in_tie_order(searcher, with_filter(used, fq), CHANNEL_DEPTH, addresses)
        c.more = c.more or len(c.whole_keys) >= CHANNEL_DEPTH
    # A field no declaration is named by: the types declaring it, each read at its line.
    name = q.single_identifier
    c.members = asked_members(store.root, searcher, schema, fq, addresses, doc_of, name,
                              c.whole_keys) if name and not c.exact_names else {}
    for key in [*c.literal_keys, *c.whole_keys, *c.frame_keys, *c.members]:
        c.pool.setdefault(key, 0)
    file_rank = {path: i + 1 for i, path in enumerate(file_scores)}
    ranks["file"] = {}
    for key in c.pool:
        rank = file_rank.get(doc_of(key)["path"])
        if rank is not None:
            ranks["file"][key] = rank
    return c


def _bm25_ranked(searcher: Any, query: tantivy.Query, depth: int,
                 addresses: dict[Key, tantivy.DocAddress],
                 doc_of: Callable[[Key], dict]) -> list[tuple[float, Key]]:
    """The BM25 channel's hits by score then place, older versions' copies of a docs page
    left out (``copies.py``): read deeper, up to ``COPIES_READ`` times, while copies leave
    fewer than ``depth``. More than ``depth`` returned means more matched."""
    read = depth
    while True:
        hits = read_ties(searcher, query, read)
        for _, a in hits:
            addresses[(a.segment_ord, a.doc)] = a
        # Every hit is decoded for fusion anyway: ordering ties by it costs only the sort.
        ranked = by_score_then_place(((score, (a.segment_ord, a.doc)) for score, a in hits),
                                     lambda key: PLACE_KEY(doc_of(key)))
        kept = drop_copies(ranked, doc_of)
        if len(kept) >= depth or len(hits) < read or read >= COPIES_READ * depth:
            return kept
        read *= 2


def _hit_routes(c: Candidates, q: ParsedQuery, mentions: Mentions) -> None:
    """Put the routes a pasted URL path hits first in the symbol channel (``routes.py``), the
    best of them with an exact name's strength: `GET /v1/feeds/42/refresh` asks for miniflux's
    `/v1/feeds/{feedID}/refresh` as surely as typing its name. A path naming files or folders
    of the repository (`/internal/api`) is a mention, unless a verb says it is a request."""
    paths = [p for p in request_paths(q.text, q.long)
             if p.method or not mentions.files("/".join(p.segments))]
    if not paths:
        return
    hits = hit_routes(paths, route_keys(c.searcher, c.store.schema, c.fq, paths, c.addresses),
                      c.docs.__getitem__)
    if not hits:
        return
    ranks = c.ranks["symbol"]
    routes = [key for _, key in hits]
    rest = sorted((k for k in ranks if k not in set(routes)), key=ranks.__getitem__)
    c.ranks["symbol"] = {key: i + 1 for i, key in enumerate(routes + rest)}
    # The surest match: the most literal segments, the method the path says, the fewest
    # segments left to a mount (``routes.MOUNT_MAX``); more literal
    # segments than values, or a path a verb or URL says is one, or the whole query (saleor's
    # `/thumbnail/UHJvZHVjdDoxMg==/256/` is its `^thumbnail/(?P<instance_id>…)/(?P<size>\d+)/`).
    # Only a route of the class asked for: echo's "GET /users/:id: adding duplicate route …"
    # is said by its router, and its tests' 14 routes of that path led it. A pasted issue
    # quoting a URL in passing points at the route less surely.
    best = hits[0][0][:4]
    for rank, key in hits:
        path = c.docs[key]["path"]
        if rank[:4] == best and (rank[2] + rank[3] <= 0 or not rank[4]) and (
                path_class_in(path, c.library) in c.asked | {"source"}):
            c.strength[key] = max(c.strength.get(key, 0.0),
                                  ROUTE_STRENGTH_LONG if q.long else ROUTE_STRENGTH)
            c.exact_names.add(key)
            c.routes.add(key)
