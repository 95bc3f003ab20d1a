"""A type a short query names beside other words hands its symbol rank to its methods.

"FilenameUtils getExtensionIndex helper" asks for a method of `FilenameUtils`, often
misremembered: the type's rank goes to its methods the words found, and fusion puts the type
after the best of them (``search.search``).

>>> hand_to_methods(ranks, bm25_ranks, doc_of, parse_query("FilenameUtils getExtensionIndex helper"), set())  # doctest: +SKIP
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

from ..regex_cache import compiled
from ..tokens import compact, name_words
from .priors import TYPE_KINDS
from .query import ParsedQuery
from .symbols import QUALIFIED

# A query that calls the type it names a type wants the type, not a method of it.
_KIND_SAID = compiled(r"\b(?:class|struct|type|enum|interface|trait|protocol)\b")
_METHOD_KINDS = frozenset({"function", "method"})


def _member_of(m: dict, t: dict) -> bool:
    """Whether ``m`` is a method of the type ``t``: inside its lines, or in its file and named
    after it as its container (Rust's `impl WalkDir`, Go's receiver `(w *responseWriter)`)."""
    return m["kind"] in _METHOD_KINDS and m["path"] == t["path"] and (
        t["line"] < m["line"] <= t["end"] or QUALIFIED.split(m["container"])[-1] == t["name"])


def hand_to_methods(ranks: dict[tuple[int, int], int], candidates: Iterable[tuple[int, int]],
                    doc_of: Callable[[tuple[int, int]], dict], q: ParsedQuery,
                    whole: Collection[tuple[int, int]]) -> dict[tuple[int, int], list[tuple[int, int]]]:
    """Give the methods of a type a short query names, beside other words, the type's rank
    in ``ranks`` (the symbol channel's), and the type none; return each such type with those
    methods, for fusion to put the type after them (its own words may still lead).

    The type qualifies the other words: "DeduplicationHandler isDuplicated / checkDuplicate
    method …", "FilenameUtils getExtensionIndex helper …", "FileUtils.forceMakeParentDirs -
    create the parent directories" ask for a method of it, often misremembered, which came
    after the type (whose doc says the words too) or far down its file. Among the type's
    ``candidates`` (its methods the words found), they decide which leads. A query calling it
    "the … class" wants the type, and so does one it names whole (``whole``: "Retrofit
    Builder" is `Retrofit.Builder`).

    >>> hand_to_methods(ranks, bm25_ranks, doc_of, parse_query("FilenameUtils getExtensionIndex helper"), set())  # doctest: +SKIP
    """
    handed: dict[tuple[int, int], list[tuple[int, int]]] = {}
    if q.long or not q.identifiers or q.single_identifier is not None or _KIND_SAID.search(q.text):
        return handed
    # A qualified name's qualifiers name its type too: `FileUtils` of `FileUtils.forceMkdirs`.
    typed = {compact(part) for name in q.identifiers
             for part in [name, *QUALIFIED.split(name)[:-1]]}
    candidates = list(candidates)
    for key, rank in list(ranks.items()):
        d = doc_of(key)
        # "where is ProxyHeadersMiddleware" has no word but the type's own: it asks for it.
        if d["kind"] not in TYPE_KINDS or compact(d["name"]) not in typed \
                or not set(q.words) - set(name_words(d["name"])):
            continue
        methods = [m for m in candidates if _member_of(doc_of(m), d)]
        if not methods:
            continue
        for m in methods:
            ranks[m] = min(rank, ranks.get(m, rank))
        if key not in whole:
            del ranks[key]
            handed[key] = methods
    return handed
