"""A search's answer: the ranking of ``search()`` on a fresh index, and what it must say.

``Index.search`` checks nothing itself and comes here. The refresh runs first (or not, inside
``min_refresh_interval``); hits in files changed since indexed make it run after all, hits in
files deleted since are left out and a deeper ranking fills their places; the answer names
the changed files, a partial index and, with no hits, why there may be none.

>>> answer(Index("/src/project"), "user id", limit=5)   # doctest: +SKIP
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Sequence

from ..errors import CodesiftError, check_hook, check_switch
from ..result import SearchResult
from ..store.passrecord import not_indexed
from . import search as run_search
from .filters import Filters
from .query import MAX_QUERY_CHARS, parse_query

if TYPE_CHECKING:
    from ..index import Index
    from ..store.refresh import ProgressFn, StopFn

# Hits more a search ranks to fill the places of hits in files deleted since indexed: a
# deleted folder's dozens of hits must not leave an answer empty.
GONE_DEPTH = 100


def answer(ix: Index, query: str, *, kind: str | Sequence[str] | None = None,
           path: str | None = None, lang: str | Sequence[str] | None = None,
           exclude: str | Sequence[str] | None = None, limit: int | None = None,
           refresh: bool = True, progress: ProgressFn | None = None,
           should_stop: StopFn | None = None) -> SearchResult:
    """``Index.search``: its arguments checked, the ranked hits and the notes they need."""
    if not isinstance(query, str):
        raise CodesiftError("INVALID_QUERY", f"the query must be a string, got {type(query).__name__}")
    if not query.strip():
        raise CodesiftError("INVALID_QUERY", "the query is empty")
    if len(query) > MAX_QUERY_CHARS:
        raise CodesiftError("INVALID_QUERY", f"the query is over {MAX_QUERY_CHARS} characters")
    limit = ix.settings.limit if limit is None else limit
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100:
        raise CodesiftError("INVALID_LIMIT", f"limit must be an integer from 1 to 100, got {limit!r}")
    check_switch("refresh", refresh)
    check_hook("progress", progress)
    check_hook("should_stop", should_stop)
    filters = Filters.from_args(ix.root, kind=kind, path=path, lang=lang, exclude=exclude)
    report = ix.ensure_fresh(progress, should_stop) if refresh else ix.skipped_refresh()
    parsed = parse_query(query)

    def ranked(more: int = 0) -> tuple[list, int, bool]:
        return ix.read(lambda store: run_search(store, parsed, filters, ix.settings,
                                                limit + more), ([], 0, False))

    hits, total, capped = ranked()
    stale: list[str] = []
    if refresh:
        before = report
        report, stale = ix._recheck(report, [h.path for h in hits],
                                    parsed.names_none_of(h.symbol for h in hits), should_stop)
        if report is not before:
            hits, total, capped = ranked()
            stale = ix._changed_on_disk([h.path for h in hits])
    # A file deleted since indexed (or a folder now where it was) has nothing to read when
    # the refresh could not run (another process writing, the budget spent): its hits are
    # left out, one deeper ranking fills their places, and the answer says so.
    def deleted(paths: list[str]) -> list[str]:
        return [p for p in paths if not os.path.isfile(os.path.join(ix.root, p))]

    gone = deleted(stale)
    if any(h.path in gone for h in hits):
        hits, total, capped = ranked(GONE_DEPTH)
        stale = ix._changed_on_disk([h.path for h in hits])
        gone += [p for p in deleted(stale) if p not in gone]
    dropped = sum(h.path in gone for h in hits)
    hits = [h for h in hits if h.path not in gone][:limit]
    total = max(total - dropped, len(hits)) if hits else 0
    stale = [p for p in stale if p not in gone]
    warming = ix._warming(report)
    # No hits: say whether the path filters, not the words, left nothing (hints.no_hits).
    unmatched = not hits and ix.read(lambda s: filters.matches_no_file(s.file_paths()), False)
    # No hits, or none named the one identifier the query is (the test that refreshes again
    # above: `huge_fn` found `bom_fn` and `ok_fn` by their shared `fn`): the name may be
    # declared in a file the index left out (too large, say), one the filters would keep.
    missed = not hits or parsed.names_none_of(h.symbol for h in hits)
    left_out, cap, repos = not_indexed(ix.path, filters.may_hold) if missed else ({}, 0, [])
    return SearchResult(query=query, hits=hits, total=total, total_exact=not capped,
                        root=ix.root, filters=filters, unmatched=unmatched,
                        ignore=list(ix.settings.ignore),
                        ignore_from=ix.settings.source.get("ignore", "default"),
                        index=ix._index_facts(report), warming=warming,
                        building=ix._building(warming),
                        stale=stale, deleted=gone, not_indexed=left_out, not_indexed_repos=repos,
                        max_file_bytes=cap or ix.settings.max_file_bytes,
                        budget=ix.settings.budget, detail=ix.settings.detail)
