"""The symbol-name channel: match the query against declaration names, in strict tiers.

Tiers, strongest first: exact ▸ qualified exact ▸ prefix ▸ qualified suffix ▸ containment ▸
ordered word set ▸ word set ▸ subsequence. A weaker tier never ranks above a stronger one;
inside a tier a real declaration beats a Markdown heading or whole file, source beats tests,
and a closer length beats a looser match. Names are compared compacted (``get_user_by_id`` ==
``getUserById`` == "get user by id"). Every tier is a tantivy term or regex query over the
name fields, so no Python loop ever runs over all names.
"""
from __future__ import annotations

import re

import tantivy

from .paths import path_class
from .query import ParsedQuery, query_name_words
from .filters import with_filter
from .store import Store
from .tokens import compact, name_words

TIERS = ("exact", "qualified", "prefix", "suffix", "contains", "ordered_words", "words",
         "subsequence")
_PER_TIER = 60
_MAX_PROBES = 12
_QUALIFIED = re.compile(r"\.|::|#|->")


def _probes(q: ParsedQuery) -> list[str]:
    """Identifier strings to look up: the query itself, or the identifiers a long text names."""
    if q.long:
        return [p for p in q.identifiers if "/" not in p][:_MAX_PROBES]
    single = q.single_identifier
    if single is not None:
        return [] if "/" in single else [single]
    # A few words: try them run together ("get user by id" -> getuserbyid) and any code tokens.
    return [q.text] + [p for p in q.identifiers if "/" not in p][:_MAX_PROBES - 1]


def _tier_queries(schema: tantivy.Schema, probe: str, exhaustive: bool) -> list[tuple[int, tantivy.Query]]:
    out: list[tuple[int, tantivy.Query]] = []
    key = compact(probe)
    if len(key) < 2:
        return out
    out.append((0, tantivy.Query.term_query(schema, "sym", key)))
    parts = [compact(p) for p in _QUALIFIED.split(probe) if compact(p)]
    qualified = len(parts) > 1
    if qualified:
        qkey = ".".join(parts)
        out.append((1, tantivy.Query.term_query(schema, "qual", qkey)))
        out.append((3, tantivy.Query.regex_query(schema, "qual", ".*\\." + re.escape(qkey))))
    if not exhaustive:
        return out
    if len(key) >= 3:
        out.append((2, tantivy.Query.regex_query(schema, "sym", key + ".+")))
        out.append((3, tantivy.Query.regex_query(schema, "sym", ".+" + key)))
        out.append((4, tantivy.Query.regex_query(schema, "sym", ".+" + key + ".+")))
    if 3 <= len(key) <= 24:
        out.append((7, tantivy.Query.regex_query(schema, "sym", ".*".join(key) + ".*")))
    return out


def _word_query(schema: tantivy.Schema, words: list[str]) -> tantivy.Query:
    return tantivy.Query.boolean_query(
        [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "words", w)) for w in words])


def _in_order(needles: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(w == h for h in it) for w in needles)


# Within a tier: what a definition is worth as an answer. A type or function beats its
# constructor, fields and impl blocks (which share its name), and those beat headings.
_KIND_RANK = {"constructor": 1, "property": 1, "constant": 1, "variable": 1, "impl": 1,
              "section": 2, "file": 2}


def _exactness(name: str, probe: str) -> int:
    """0 verbatim, 1 same ignoring case, 2 same ignoring case and separators."""
    if name == probe:
        return 0
    if name.lower() == probe.lower():
        return 1
    return 2


def symbol_channel(store: Store, searcher: tantivy.Searcher, q: ParsedQuery,
                   fq: tantivy.Query | None, depth: int, docs: dict,
                   addresses: dict) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], float]]:
    """Rank chunks by how well their name matches; fills ``docs``/``addresses`` for reuse.

    Returns the ranks and, for exact matches of the whole query, a *strength* (2 verbatim,
    1 folded, less a quarter per step of kind rank) that fusion puts ahead of everything else:
    an agent that types ``validateStruct`` wants that definition first, not a caller.
    """
    schema = store.schema
    found: dict[tuple[int, int], tuple] = {}
    strength: dict[tuple[int, int], float] = {}

    def collect(tier: int, order: int, query: tantivy.Query, probe: str,
                words: list[str] | None = None) -> None:
        probe_len = len(compact(probe))
        for _, addr in searcher.search(with_filter(query, fq), _PER_TIER, count=False).hits:
            key = (addr.segment_ord, addr.doc)
            d = docs.get(key)
            if d is None:
                d = docs[key] = store.decode(searcher.doc(addr))
                addresses[key] = addr
            t = tier
            if words is not None:
                t = 5 if _in_order(words, name_words(d["name"])) else 6
            name = d["name"] if t != 1 else f"{d['container']}.{d['name']}"
            exact = _exactness(name, probe) if t <= 1 else 3
            kind_rank = _KIND_RANK.get(d["kind"], 0)
            rank_key = (t, exact, order, kind_rank, path_class(d["path"]) != "source",
                        abs(len(compact(d["name"])) - probe_len), d["path"], d["line"])
            if key not in found or rank_key < found[key]:
                found[key] = rank_key
            if t <= 1 and order == 0 and not q.long:
                s = (2.0 if exact == 0 else 1.0) - 0.25 * kind_rank
                strength[key] = max(strength.get(key, 0.0), s)

    probes = _probes(q)
    for order, probe in enumerate(probes):
        for tier, query in _tier_queries(schema, probe, exhaustive=not q.long and order == 0):
            collect(tier, order, query, probe)
            if len(found) >= depth:
                break
    words = query_name_words(q)
    if not q.long and 2 <= len(words) <= 8:
        collect(5, 0, _word_query(schema, words), "".join(words), words=words)
    ranked = sorted(found, key=found.__getitem__)[:depth]
    return {key: i + 1 for i, key in enumerate(ranked)}, strength
