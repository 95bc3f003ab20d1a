"""What a search or ``related`` answers with (``SearchResult``), and its ``--json`` shape.

The search layer makes it and the renderers read it, so it sits below both: the hits with the
facts an answer needs to say what it left out (a partial index, stale or deleted files, the
filters, what the walk left out).

>>> SearchResult("retry", [], 0, "/repo").to_json()["total"]
0
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from .bodies import Sources, body_end
from .config import DEFAULT_BUDGET
from .model import Hit
from .search.filters import Filters


@dataclass
class SearchResult:
    """What a search found, with the facts the renderers need to say what it left out."""

    query: str
    hits: list[Hit]
    total: int
    root: str
    total_exact: bool = True                        # False: more matched than were ranked
    filters: Filters = field(default_factory=Filters)
    index: dict = field(default_factory=dict)       # files, chunks, refresh report
    warming: tuple[int, int] | None = None          # (scanned, total) when the index is partial
    building: bool = False                          # another process's pass is extending it now
    stale: list[str] = field(default_factory=list)  # hits' files changed on disk since indexed
    deleted: list[str] = field(default_factory=list)  # files whose hits were left out: gone
    filterable: bool = True                         # False for find_related: it takes no filters
    unmatched: bool = False                         # the path/exclude filters leave no indexed file
    ignore: list[str] = field(default_factory=list)  # the ignore setting's patterns, and where
    ignore_from: str = "default"                    # it came from (``Settings.source``)
    not_indexed: dict[str, int] = field(default_factory=dict)  # no hit of the name: files left out
    not_indexed_repos: list[str] = field(default_factory=list)  # and repositories' folders
    max_file_bytes: int = 0                         # the size cap they were over
    relation: str = ""                              # find_related's relation asked alone (only)
    # The settings' budget it was found with: ``render_text``'s default, so a library caller
    # gets the answer ``codesift search`` gives in that root (``budget = 800`` in its toml).
    budget: int = DEFAULT_BUDGET
    # And its detail, for a search (``related`` answers at signatures, as its command does).
    detail: str = "signatures"

    def to_json(self) -> dict:
        """The ``--json`` shape, key for key as the README documents it (programs parse it)."""
        return {
            "query": self.query,
            "hits": [hit_json(h) for h in self.hits],
            "total": self.total,
            "total_exact": self.total_exact,
            "shown": len(self.hits),
            "omitted": max(0, self.total - len(self.hits)),
            "index": self.index,
            **({"stale": self.stale} if self.stale else {}),
            **({"deleted": self.deleted} if self.deleted else {}),
            **({"not_indexed": self.not_indexed} if self.not_indexed else {}),
            **({"not_indexed_repos": self.not_indexed_repos} if self.not_indexed_repos else {}),
            **warming_json(self.warming, self.building),
        }


def warming_json(warming: tuple[int, int] | None, building: bool = False) -> dict:
    """``{"warming": {"scanned": …, "total": …, "building": …}}`` for an answer from a
    partial index (a program must not read "no hits" as "not there"; ``building``: another
    process's pass is extending it right now), else nothing."""
    return {"warming": {"scanned": warming[0], "total": warming[1],
                        "building": building}} if warming else {}


def hit_json(hit: Hit) -> dict:
    """One hit as JSON: exactly the documented keys, path repo-relative with forward slashes.

    ``channels`` are the hit's own: a search's bm25/symbol/file ranks, or ``related``'s
    anchor/calls/callers/shared/container ranks. ``focus_line``, only when there is one, is
    the line inside the hit the query pointed at (a frame, a ``path:line``, a diff hunk, the
    line saying a message); ``namespace``, only when there is one, the C# or PHP namespace the
    address leaves out; ``generated``, only when true, that a tool wrote the hit's file.
    """
    out = {
        "path": hit.path.replace(os.sep, "/"), "line": hit.line, "end_line": hit.end_line,
        "kind": hit.kind, "symbol": hit.symbol, "container": hit.container,
        "signature": hit.signature, "doc": hit.doc, "score": round(hit.score, 6),
        "channels": dict(hit.channels),
    }
    if hit.focus:
        out["focus_line"] = hit.focus
    if hit.namespace:
        out["namespace"] = hit.namespace
    if hit.generated:
        out["generated"] = True
    return out


def search_json(result: SearchResult, detail: str | None = None) -> dict:
    """``result.to_json()``; at ``snippets`` or ``full`` each hit also has ``body``, the source
    lines the text shows under it as the file has them, and ``body_end_line``, the last of
    them (``--json`` took ``--detail`` and ignored it).

    >>> search_json(ix.search("TokenBucket"), "snippets")["hits"][0]["body"].split()[:2]  # doctest: +SKIP
    ['class', 'TokenBucket:']
    """
    data = result.to_json()
    detail = result.detail if detail is None else detail
    if detail == "signatures":
        return data
    sources = Sources(result.root)
    for hit, out in zip(result.hits, data["hits"]):
        lines = sources.lines(hit.path)
        end = body_end(hit, lines, detail)
        out["body"] = "\n".join(lines[hit.line - 1:end])
        out["body_end_line"] = end
    return data
