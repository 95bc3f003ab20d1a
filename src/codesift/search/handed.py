"""A type a short query names beside other words hands its symbol rank to its methods.

"FilenameUtils getExtensionIndex helper" asks for a method of `FilenameUtils`, often
misremembered: the type's rank goes to its methods the words found, and fusion puts the type
after the best of them (``search.search``), right after it when the words describe the type
(``describes_type``).

>>> hand_to_methods(ranks, bm25_ranks, doc_of, parse_query("FilenameUtils getExtensionIndex helper"), set())  # doctest: +SKIP
"""
from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Iterable
from operator import itemgetter

from ..regex_cache import compiled
from ..tokens import compact, name_words
from .priors import TYPE_KINDS
from .query import ParsedQuery
from .probes import QUALIFIED
from .select import take_place

# A query that calls the type it names a type wants the type, not a method of it.
_KIND_SAID = compiled(r"\b(?:class|struct|type|enum|interface|trait|protocol)\b")
_METHOD_KINDS = frozenset({"function", "method"})
_PLACE = itemgetter("path", "line")


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
    if not _qualifies(q):
        return handed
    typed = _typed_names(q)
    candidates = list(candidates)
    for key, rank in list(ranks.items()):
        d = doc_of(key)
        if not _named_type(d, typed, q):
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


def describes_type(t: dict, methods: list[tuple[int, int]],
                   doc_of: Callable[[tuple[int, int]], dict], q: ParsedQuery,
                   typed: Collection[str]) -> bool:
    """Whether the type ``t``, which handed its rank to ``methods``, is what the query's other
    words describe ("MiniArc small reference counted pointer", "StreamedJsonResponse: stream a
    big JSON document …"): typed whole, not only as a qualified name's qualifier (a member
    typed after it, even misremembered, `NameAllocator.allocateName` for `newName`, is what
    was asked), with none of its methods typed beside it (`SortedDict peek_item / pop_item`),
    in no question (``asked_of`` hands its place) and no pasted error line (the message's
    sayers and raisers go first; ``search.search`` also leaves out a message a chunk says).
    ``typed``: the compacted parts of the typed identifiers.

    Its methods all took its rank, and behind them all the type was cut by its file's two
    hits: moka's `ptr_eq` and `count` were shown, not `MiniArc`.
    """
    return not (q.question or q.error_messages) \
        and compact(t["name"]) in {compact(i) for i in q.identifiers} \
        and not any(compact(doc_of(m)["name"]) in typed for m in methods)


def asked_of(fused: dict[tuple[int, int], float], doc_of: Callable[[tuple[int, int]], dict],
             q: ParsedQuery) -> dict[tuple[int, int], list[tuple[int, int]]]:
    """The types a short question names, each with its methods among the candidates.

    "how does Rack::Deflater decide whether to compress a response" asks what a method of the
    type does (`should_deflate?`); the type's name won it first place and the method came
    second, found by its file's words rather than its own. Fusion gives the type's place to
    the best of its methods, and the type comes just after it.

    >>> asked_of(fused, doc_of, parse_query("how does Rack::Deflater decide whether to compress"))  # doctest: +SKIP
    """
    if not q.question or q.long or _KIND_SAID.search(q.text):
        return {}
    typed = _typed_names(q) if _qualifies(q) else set()
    spoken = _spoken_names(q.words)
    out = {}
    for key in fused:
        d = doc_of(key)
        if _named_type(d, typed, q) or _spoken_type(d, spoken, q):
            methods = [m for m in fused if _member_of(doc_of(m), d)]
            if methods:
                out[key] = methods
    return out


def leading_type_yields(fused: dict[tuple[int, int], float],
                        doc_of: Callable[[tuple[int, int]], dict], q: ParsedQuery,
                        named: Collection[tuple[int, int]], typed: Collection[str]) -> None:
    """In a question, a type standing first with one of its own methods right behind it gives
    that method its place, and comes just after it.

    A question asks what code does: a type leads on the words its many lines hold (spdlog's
    "how does the once-a-day file sink compute the next moment it should switch to a new
    file" led with the 124-line `daily_file_sink`, the method computing it,
    `next_rotation_tp_`, second), and the method the words found next is the answer inside
    it. Not for a type the query names (an exact name's match, ``named``, or its compacted name
    ``typed``: ``asked_of`` hands such a type's place) or calls a class: those ask for the type.

    >>> leading_type_yields(fused, doc_of, parse_query("how does the file sink rotate"), set(), set())  # doctest: +SKIP
    """
    if not q.question or _KIND_SAID.search(q.text) or len(fused) < 2:
        return
    first, second = heapq.nsmallest(2, fused, key=lambda k: (-fused[k], _PLACE(doc_of(k))))
    t, m = doc_of(first), doc_of(second)
    if t["kind"] in TYPE_KINDS and first not in named and compact(t["name"]) not in typed \
            and _member_of(m, t):
        take_place(fused, second, first)


def _qualifies(q: ParsedQuery) -> bool:
    """A short query with a name and other words, that does not call the name a type."""
    return not (q.long or not q.identifiers or q.single_identifier is not None
                or _KIND_SAID.search(q.text))


def _typed_names(q: ParsedQuery) -> set[str]:
    # A qualified name's qualifiers name its type too: `FileUtils` of `FileUtils.forceMkdirs`.
    return {compact(part) for name in q.identifiers
            for part in [name, *QUALIFIED.split(name)[:-1]]}


def _named_type(d: dict, typed: set[str], q: ParsedQuery) -> bool:
    """Whether ``d`` is a type the query typed, by its name or qualified (`Rack::Deflater`),
    beside other words: "where is ProxyHeadersMiddleware" has none but the type's own, and
    asks for it."""
    return d["kind"] in TYPE_KINDS \
        and not {compact(d["name"]), compact(d["container"] + d["name"])}.isdisjoint(typed) \
        and bool(set(q.words) - set(name_words(d["name"])))


def _spoken_names(words: list[str]) -> set[str]:
    """Runs of two or three neighbouring words, joined: "the default error handler" names
    `ErrorHandler` and `DefaultErrorHandler` as a type's name words would."""
    return {"".join(words[i:i + n]) for n in (2, 3) for i in range(len(words) - n + 1)}


def _spoken_type(d: dict, spoken: set[str], q: ParsedQuery) -> bool:
    """Whether ``d`` is a type of two or more name words the question says in a row, beside
    other words ("how does the default error handler choose between JSON and XML")."""
    if d["kind"] not in TYPE_KINDS or compact(d["name"]) not in spoken:
        return False   # most candidates: no name words split for them
    words = name_words(d["name"])
    return len(words) >= 2 and bool(set(q.words) - set(words))
