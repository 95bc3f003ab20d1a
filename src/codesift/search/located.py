"""Which chunk of a file holds a line: for frames, said messages and ``related``'s anchors.

>>> innermost_at({(0, 1): {"line": 1, "end": 40}, (0, 2): {"line": 5, "end": 9}}, 7)
(0, 2)
"""
from __future__ import annotations

from collections.abc import Callable

import tantivy

from ..store.documents import is_wrapper
from .filters import with_filter

# Chunks of one file looked at to place a line.
MAX_FILE_CHUNKS = 5000


def own_chunks(searcher: tantivy.Searcher, schema: tantivy.Schema, fq: tantivy.Query | None,
                addresses: dict, doc_of: Callable[[tuple[int, int]], dict],
                path: str) -> dict[tuple[int, int], dict]:
    """The chunks of ``path``, wrappers aside, by key."""
    in_file = with_filter(tantivy.Query.term_query(schema, "path", path), fq)
    own: dict[tuple[int, int], dict] = {}
    for _, a in searcher.search(in_file, MAX_FILE_CHUNKS, count=False).hits:
        key = (a.segment_ord, a.doc)
        addresses[key] = a
        d = doc_of(key)
        if not is_wrapper(d["kind"], d["line"], d["end"]):
            own[key] = d
    return own


def chunks_at(searcher: tantivy.Searcher, schema: tantivy.Schema, fq: tantivy.Query | None,
              addresses: dict, doc_of: Callable[[tuple[int, int]], dict], path: str,
              lines: list[int], own: dict[tuple[int, int], dict] | None = None,
              ) -> dict[tuple[int, int], int]:
    """The innermost chunk of ``path`` (wrappers aside) holding each of ``lines``, if any,
    with the first of ``lines`` it holds; ``own``: the file's chunks, if already read."""
    if own is None:
        own = own_chunks(searcher, schema, fq, addresses, doc_of, path)
    found: dict[tuple[int, int], int] = {}
    for line in lines:
        key = innermost_at(own, line)
        if key is not None:
            found.setdefault(key, line)
    return found


def innermost_at(docs: dict[tuple[int, int], dict], line: int) -> tuple[int, int] | None:
    """The innermost of ``docs`` (one file's chunks) whose lines hold ``line``, if any."""
    inside = [(d["end"] - d["line"], -d["line"], k) for k, d in docs.items()
              if d["line"] <= line <= d["end"]]
    return min(inside)[2] if inside else None
