"""Equal scores inside one ranking channel, ordered by place (path, line), not by tantivy.

tantivy orders hits of equal score by document address, and an index's edit history decides
the addresses (a file changed or re-added lands in a newer segment; merges reorder them), so
the same files ranked differently in an index built at once and in one built file by file.
Identical files (vendored copies, generated twins, templates) tie exactly. The channels sort
their hits by (score, path, line) instead; they decode every hit anyway, so that costs only
the sort. The BM25 scores themselves may still differ between two such indexes: a deleted
document counts in the term statistics until a merge drops it.

A channel cut at its depth reads every document tied with the last one it keeps
(``read_ties``), so which of them make the cut is decided by place too; lookups whose every
match scores alike are read in the index's ``tie`` order instead (``store.documents.tie_order``).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import groupby
from typing import Any, TypeVar

import tantivy

K = TypeVar("K")
# At most this many times a channel's depth is read to find the end of a tie at its cut: a
# tie longer than that (hundreds of identical files) is cut in document order.
MAX_TIE_READ = 8


def read_ties(searcher: Any, query: tantivy.Query, depth: int) -> list[tuple[float, Any]]:
    """``query``'s best ``depth`` hits and every hit tied with the last of them (a few more,
    to sort by place and cut at ``depth``); more than ``depth`` hits means more matched.

    ``searcher`` is a tantivy searcher (chunks or files).
    """
    limit = depth + 1
    while True:
        hits = searcher.search(query, limit, count=False).hits
        if len(hits) < limit or hits[-1][0] < hits[depth - 1][0] or limit >= MAX_TIE_READ * depth:
            return hits
        limit *= 2


def read_in_tie_order(searcher: Any, query: tantivy.Query, depth: int,
                      addresses: dict) -> list[tuple[int, int]]:
    """The keys of ``query``'s first ``depth`` chunks in the index's ``tie`` order, for a
    lookup whose every match scores alike; their addresses go into ``addresses``."""
    keys = []
    for _, a in searcher.search(query, depth, count=False, order_by_field="tie",
                                order=tantivy.Order.Asc).hits:
        addresses[(a.segment_ord, a.doc)] = a
        keys.append((a.segment_ord, a.doc))
    return keys


def any_term(schema: tantivy.Schema, field: str, values: list[str]) -> tantivy.Query:
    """The documents holding any of ``values`` in ``field``, for a lookup read in ``tie``
    order (``read_in_tie_order``) or a filter's constant score, where scores do not count: a
    boolean of term queries.

    tantivy's ``term_set_query`` matches the same documents, but a search with it cost
    ~0.65 ms whatever its terms and field (a `kind` of two values, a `sym` no name has),
    this one 3-40 us; a short query ran one to three (its typed identifier's uses, the
    names it starts or ends, a name's head), a millisecond of a ~3 ms search. Read in
    ``tie`` order, the same documents come in the same order: tantivy orders equal values
    by document address. (Scored, it would differ: each term adds its BM25 score.)
    """
    return tantivy.Query.boolean_query([(tantivy.Occur.Should,
                                         tantivy.Query.term_query(schema, field, value))
                                        for value in values])


def by_score_then_place(hits: Iterable[tuple[float, K]],
                        place: Callable[[K], tuple]) -> list[tuple[float, K]]:
    """``hits`` as (score, key), best first, equal scores by ``place(key)`` ((path, line)).

    >>> by_score_then_place([(1.0, "b"), (2.0, "c"), (1.0, "a")], lambda k: (k, 1))
    [(2.0, 'c'), (1.0, 'a'), (1.0, 'b')]
    """
    return sorted(hits, key=lambda hit: (-hit[0], place(hit[1])))


def places_in_tie_order(hits: Iterable[tuple[float, K]], place: Callable[[K], str]
                        ) -> Iterator[str]:
    """The places (paths) of ``hits``, best first, each run of equal scores sorted by place:
    ``by_score_then_place`` for a reader that stops early, fetching a hit's place only when
    its run is reached.

    >>> list(places_in_tie_order([(2.0, "b"), (1.0, "d"), (1.0, "c")], str.upper))
    ['B', 'C', 'D']
    """
    for _, run in groupby(hits, key=lambda hit: hit[0]):
        yield from sorted(place(key) for _, key in run)
