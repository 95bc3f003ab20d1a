"""A file's declarations in line order, nested: ``codesift outline`` and ``file_outline``.

An agent that has found a file (a search hit, a frame of a trace) asks what the file holds
before reading it: its declarations as addresses, in the order they are written, members
indented under their class, so it can read the one range it needs. They come from the index
(the chunks of that path), so the answer costs no parse and matches what search returns.

>>> result = outline(Index("/src/project"), "src/client.py", kinds=["class"])   # doctest: +SKIP
"""
from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..config import DEFAULT_BUDGET
from ..model import Hit, is_heading
from .filters import Filters
from .places import file_chunks, not_indexed, place_file, repo_path, skip_reason

if TYPE_CHECKING:
    from ..index import Index
    from ..store.refresh import StopFn


@dataclass
class OutlineResult:
    """One file's declarations (containers before their members) and how deep each sits."""

    path: str
    root: str
    hits: list[Hit]
    depths: list[int]
    total: int                                      # declarations of the file, before filters
    filters: Filters = field(default_factory=Filters)
    index: dict = field(default_factory=dict)
    warming: tuple[int, int] | None = None
    stale: list[str] = field(default_factory=list)  # [path] if it changed on disk since indexed
    building: bool = False                          # another process's pass is extending it now
    kinds: dict[str, int] = field(default_factory=dict)  # every declaration's kind, unfiltered
    budget: int = DEFAULT_BUDGET                    # the settings' budget: render_outline's default

    def to_json(self) -> dict:
        from ..result import warming_json

        return {
            "path": self.path,
            "declarations": [
                {"line": h.line, "end_line": h.end_line, "kind": h.kind, "symbol": h.symbol,
                 "container": h.container, "signature": h.signature, "doc": h.doc, "depth": d,
                 **({"namespace": h.namespace} if h.namespace else {})}
                for h, d in zip(self.hits, self.depths)],
            "total": self.total,
            "shown": len(self.hits),
            "index": self.index,
            **({"stale": self.stale} if self.stale else {}),
            **warming_json(self.warming, self.building),
        }


def outline(ix: "Index", path: str, kinds: list[str] | None = None, *,
            refresh: bool = True, should_stop: StopFn | None = None) -> OutlineResult:
    """The declarations of ``path`` (repo-relative, or absolute inside the root)."""
    filters = Filters(kinds=[k.lower() for k in kinds or []])
    filters.validate()
    rel = repo_path(ix.root, place_file(ix.root, path)[0])
    report = (ix.ensure_fresh(should_stop=should_stop, first=[rel]) if refresh
              else ix.skipped_refresh())
    report, stale = (ix._recheck(report, [rel], should_stop=should_stop) if refresh
                     else (report, []))
    docs = ix.read(lambda store: list(file_chunks(store, store.searcher(), rel).values()), [])
    # Every indexed file has a chunk, its whole-file one if nothing else; one deleted since the
    # last refresh (inside min_refresh_interval) still has them, but there is nothing to read.
    if not docs or not os.path.isfile(os.path.join(ix.root, rel)):
        warming = ix._warming(report)
        why = ix.read(lambda store: skip_reason(store, ix.settings, ix.root, rel), None)
        raise not_indexed(ix.root, rel, warming, ix._building(warming), why)
    docs.sort(key=lambda d: (d["line"], -d["end"], d["name"]))
    total = len(docs)
    kinds = dict(Counter(d["kind"] for d in docs))   # in line order: the first seen leads a tie
    if filters.kinds:
        docs = [d for d in docs if d["kind"] in filters.kinds]
    hits = [Hit.of(d) for d in docs]   # each of them ``rel``'s
    warming = ix._warming(report)
    return OutlineResult(path=rel, root=ix.root, hits=hits, depths=_depths(hits), total=total,
                         filters=filters, index=ix._index_facts(report), warming=warming,
                         building=ix._building(warming), stale=stale, kinds=kinds,
                         budget=ix.settings.budget)


def _depths(hits: list[Hit]) -> list[int]:
    """How many of the hits before each one hold it (``hits`` in line order, outer first).

    A heading's lines run to the next heading (or, alone above sub-headings, over them), so a
    Markdown or reStructuredText section's depth comes from its chain of parent headings.
    Declarations sharing their lines, not one inside the other, are siblings: rest-client's
    `attr_reader :method, :uri, …` over four lines stood as fifteen properties each indented
    under the one before, as Go's `var a, b = 1, 2` stood as `b` inside `a`."""
    open_: list[Hit] = []
    depths = []
    for h in hits:
        while open_ and (open_[-1].end_line < h.end_line   # that one ends before this one does
                         or (open_[-1].line, open_[-1].end_line) == (h.line, h.end_line)
                         and h.container != open_[-1].qualified):
            open_.pop()
        if is_heading(h.kind, h.lang):
            depths.append(len(h.container.split(" > ")) if h.container else 0)
            continue
        depths.append(len(open_))
        open_.append(h)
    return depths
