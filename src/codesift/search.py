"""Rank chunks for a query: filters first, then independent channels fused by weighted RRF.

Channels: field-weighted BM25 over identifier tokens (``bm25``), symbol-name tiers
(``symbol``, see ``symbols.py``), and whole-file BM25 (``file``: a chunk takes its file's
rank). Each ranks candidates on its own; the fused score of a chunk is
``prior(path) * sum(w / (60 + rank))`` over the channels that ranked it, where the prior keeps
source ahead of tests, docs, examples and config unless the query asks for them. A chunk whose
name is exactly the whole query adds an exact-name bonus larger than any fused score. Ties
fall back to (path, line), so the same query on the same index always gives the same order.

>>> hits, total = search(store, parse_query("user id"), Filters(), settings, limit=10)  # doctest: +SKIP
"""
from __future__ import annotations

import re

import tantivy

from .config import Settings
from .filters import Filters, filter_query, with_filter
from .model import Hit
from .paths import path_class
from .query import MAX_TERMS, ParsedQuery
from .store import BM25_FIELDS, Store
from .symbols import symbol_channel

RRF_K = 60
# How deep each channel looks; fusion and per-file collapse need more than ``limit``.
CHANNEL_DEPTH = 200
SYMBOL_DEPTH = 50
FILE_DEPTH = 100
# Paths a query may name, files each may match, chunks each matched file contributes.
MAX_MENTIONS = 8
MENTION_FILES = 20
MENTIONED_CHUNKS = 3
MENTION_BONUS = 0.25
CLASS_PRIOR = {"test": 0.6, "doc": 0.5, "example": 0.6, "config": 0.6}


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


def search(store: Store, q: ParsedQuery, filters: Filters, settings: Settings,
           limit: int) -> tuple[list[Hit], int]:
    """The top ``limit`` hits and the number of distinct candidates the channels found."""
    searcher = store.searcher()
    schema = store.schema
    fq = filter_query(schema, filters)
    ranks: dict[str, dict[tuple[int, int], int]] = {}
    addresses: dict[tuple[int, int], tantivy.DocAddress] = {}

    terms = _pick_terms(searcher, q.terms)
    bq = bm25_query(schema, terms, settings.field_weights)
    bm25_scores: dict[tuple[int, int], float] = {}
    if bq is not None:
        result = searcher.search(with_filter(bq, fq), CHANNEL_DEPTH, count=False)
        ranks["bm25"] = {}
        for i, (score, a) in enumerate(result.hits):
            addresses[(a.segment_ord, a.doc)] = a
            ranks["bm25"][(a.segment_ord, a.doc)] = i + 1
            bm25_scores[(a.segment_ord, a.doc)] = score
    docs: dict[tuple[int, int], dict] = {}
    ranks["symbol"], strength = symbol_channel(store, searcher, q, fq, SYMBOL_DEPTH, docs, addresses)

    def doc_of(key: tuple[int, int]) -> dict:
        d = docs.get(key)
        if d is None:
            d = docs[key] = store.decode(searcher.doc(addresses[key]))
        return d

    asked = path_classes_asked(q)
    file_searcher = store.file_searcher()
    mentioned = mentioned_files(file_searcher, store.file_schema, q.paths)
    candidates = {**ranks.get("bm25", {}), **ranks["symbol"]}
    for path in mentioned:
        # A file the text names (a stack trace, "in sessions.py") is a candidate even when
        # its chunks ranked nowhere: its best few chunks, or its first ones, join in.
        in_file = tantivy.Query.term_query(schema, "path", path)
        query = with_filter(in_file, fq) if bq is None else with_filter(with_filter(bq, in_file), fq)
        for _, a in searcher.search(query, MENTIONED_CHUNKS, count=False).hits:
            addresses[(a.segment_ord, a.doc)] = a
            candidates.setdefault((a.segment_ord, a.doc), 0)
    ranks["file"] = file_channel(file_searcher, store.file_schema, terms, candidates, doc_of,
                                 asked, mentioned)
    weights = settings.channel_weights
    fused: dict[tuple[int, int], float] = {}
    for channel, ranked in ranks.items():
        w = weights.get(channel, 0.0)
        for key, rank in ranked.items():
            fused[key] = fused.get(key, 0.0) + w / (RRF_K + rank)
    if not fused:
        return [], 0
    for key in fused:
        fused[key] *= prior(doc_of(key)["path"], asked)

    # Sort by score; ties by (path, line). Only candidates near the cut need their docs
    # decoded for the tie-break, but decoding is cheap at this depth.
    # An exact-name match of the whole query comes first: its strength (0.5-2 in quarter
    # steps) is scaled so one step outweighs any fused score (at most sum(w) / 61), so adding
    # it keeps the order strength-first while the score stays one monotonic number.
    unit = 4.04 * sum(weights.values()) / (RRF_K + 1)
    if mentioned:
        # A file the query names outright (a stack-trace frame, "in sessions.py") is as
        # strong a pointer as an exact identifier: its chunks take the smallest bonus step.
        named = set(mentioned)
        for key in fused:
            if doc_of(key)["path"] in named:
                strength[key] = max(strength.get(key, 0.0), MENTION_BONUS)
    for key, bonus in strength.items():
        if key in fused:
            fused[key] += bonus * unit
    order = sorted(fused, key=lambda k: (-fused[k], doc_of(k)["path"], doc_of(k)["line"]))
    hits: list[Hit] = []
    kept: dict[str, list[tuple[int, int]]] = {}
    total = 0
    for key in order:
        d = doc_of(key)
        span = (d["line"], d["end"])
        spans = kept.setdefault(d["path"], [])
        # A hit wholly inside a better-ranked hit of the same file adds nothing: drop it.
        if any(a <= span[0] and span[1] <= b and (a, b) != span for a, b in spans):
            continue
        spans.append(span)
        total += 1
        if len(hits) < limit:
            hits.append(Hit(path=d["path"], line=d["line"], end_line=d["end"], kind=d["kind"],
                            symbol=d["name"], container=d["container"], signature=d["signature"],
                            doc=d["doc"], lang=d["lang"], score=fused[key],
                            channels={c: ranks.get(c, {}).get(key) for c in ("bm25", "symbol", "file")}))
    return hits, total


def file_channel(searcher: tantivy.Searcher, schema: tantivy.Schema, terms: dict[str, float],
                 candidates: dict[tuple[int, int], int], doc_of, asked: set[str],
                 mentioned: list[str]) -> dict[tuple[int, int], int]:
    """Rank candidate chunks by how well their whole *file* matches (BM25 over file documents).

    A change usually lands in the file whose declarations together cover the topic, not in
    the one chunk that repeats its words; this channel lets that file's chunks rise. Files the
    query names outright (``mentioned``) rank first, in the order they were named.
    """
    subs = [(tantivy.Occur.Should,
             tantivy.Query.boost_query(tantivy.Query.term_query(schema, "f_body", t), w))
            for t, w in terms.items()]
    if not candidates:
        return {}
    file_rank = {path: i + 1 for i, path in enumerate(mentioned)}
    hits = searcher.search(tantivy.Query.boolean_query(subs), FILE_DEPTH, count=False).hits if subs else []
    for _, addr in hits:
        path = searcher.doc(addr).get_first("fpath")
        # Files of a class the query did not ask for (tests, docs) neither rank nor push
        # source files down: this channel ranks the places a change would land.
        if path_class(path) in asked | {"source"} and path not in file_rank:
            file_rank[path] = len(file_rank) + 1
    out = {}
    for key in candidates:
        rank = file_rank.get(doc_of(key)["path"])
        if rank is not None:
            out[key] = rank
    return out


def mentioned_files(searcher: tantivy.Searcher, schema: tantivy.Schema, paths: list[str]) -> list[str]:
    """Indexed files a query names: ``sessions.py``, ``requests/sessions.py``, ``django/db/models``.

    A mention matches at a folder boundary, as the whole path's tail or as a folder or file
    stem (``django/db/models`` -> ``django/db/models.py`` and ``django/db/models/base.py``).
    """
    out: list[str] = []
    for mention in dict.fromkeys(p.lstrip("./") for p in paths[:MAX_MENTIONS]):
        if not mention:
            continue
        regex = "(?:.*/)?" + re.escape(mention) + "(?:[./].*)?"
        query = tantivy.Query.regex_query(schema, "fpath", regex)
        found = sorted(searcher.doc(a).get_first("fpath")
                       for _, a in searcher.search(query, MENTION_FILES, count=False).hits)
        out.extend(p for p in found if p not in out)
    return out


def path_classes_asked(q: ParsedQuery) -> set[str]:
    """Path classes the query itself asks for ("the test for …", "docs on …")."""
    words = set(q.words)
    asked = set()
    if words & {"test", "tests", "testing", "spec", "specs", "fixture", "fixtures"}:
        asked.add("test")
    if words & {"doc", "docs", "documentation", "readme", "changelog", "guide", "tutorial"}:
        asked.add("doc")
    if words & {"example", "examples", "sample", "demo"}:
        asked.add("example")
    if words & {"config", "configuration", "ci", "workflow", "build", "dependency",
                "dependencies", "version", "yaml", "json", "toml", "settings"}:
        asked.add("config")
    return asked


def prior(path: str, asked: set[str]) -> float:
    """Source first: tests, docs and examples answer fewer questions unless asked for."""
    cls = path_class(path)
    if cls == "source" or cls in asked:
        return 1.0
    return CLASS_PRIOR[cls]
