"""Equal scores inside one ranking channel, ordered by place (path, line), not by tantivy.

tantivy orders hits of equal score by document address, and an index's edit history decides
the addresses (a file changed or re-added lands in a newer segment; merges reorder them), so
the same files ranked differently in an index built at once and in one built file by file.
Identical files (vendored copies, generated twins, templates) tie exactly. The channels sort
their hits by (score, path, line) instead; they decode every hit anyway, so that costs only
the sort. The BM25 scores themselves may still differ between two such indexes: a deleted
document counts in the term statistics until a merge drops it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

K = TypeVar("K")


def by_score_then_place(hits: Iterable[tuple[float, K]],
                        place: Callable[[K], tuple]) -> list[tuple[float, K]]:
    """``hits`` as (score, key), best first, equal scores by ``place(key)`` ((path, line)).

    >>> by_score_then_place([(1.0, "b"), (2.0, "c"), (1.0, "a")], lambda k: (k, 1))
    [(2.0, 'c'), (1.0, 'a'), (1.0, 'b')]
    """
    return sorted(hits, key=lambda hit: (-hit[0], place(hit[1])))
