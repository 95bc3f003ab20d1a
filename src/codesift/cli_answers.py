"""The commands that answer a question: ``codesift search``, ``related`` and ``outline``.

Each refreshes the index first (a progress bar on a terminal once that takes a moment), and
Ctrl-C stops that pass between files with its work committed (exit 130, no answer).
"""
from __future__ import annotations

import argparse
import gc
import re
import sys
from typing import TYPE_CHECKING, Callable, TypeVar

from .cli import Progress, emit, index_of, interrupted
from .cli_args import split_values
from .config import OPTIONS
from .errors import CodesiftError

if TYPE_CHECKING:
    from .result import SearchResult
    from .search.outline import OutlineResult

# What a command that refreshes first answers: each carries its refresh report in ``index``.
R = TypeVar("R", "SearchResult", "OutlineResult")


# A search that builds or catches up the index first shows the bar once it takes this long.
SEARCH_BAR_AFTER_S = 0.3


def cmd_search(args: argparse.Namespace) -> int:
    # One answer, then the process exits: the cycle collector only costs time here (~6 ms of
    # a refresh-first search on a 10k-file tree, passes set off by the file table and the walk
    # cache; ~3 ms more while the ranking's modules load). What a search allocates is bounded
    # by its refresh budget and freed at exit. ``run`` collects nothing after a command that
    # turned the collector off, so the Index is closed here: its SQLite connection
    # checkpoints the file table as it closes.
    gc.disable()
    # Bytes, decoded leniently: a pasted issue with a stray non-UTF-8 byte is still a query.
    query = (sys.stdin.buffer.read().decode("utf-8", "replace").strip() if args.query == "-"
             else args.query)
    with index_of(args, work=True) as ix:
        s = ix.settings  # budget, detail and limit validated there, flags included
        if any(not v.strip() for v in args.exclude or ()):   # as --path "" is, not dropped unseen
            raise CodesiftError("INVALID_FILTER", "empty path pattern in --exclude")
        bar = Progress(after=SEARCH_BAR_AFTER_S)

        def run(stop: Callable[[], bool]) -> SearchResult:
            try:
                return ix.search(query, kind=split_values(args.kind), path=args.path,
                                 lang=split_values(args.lang), exclude=args.exclude,
                                 progress=bar, should_stop=stop)   # one glob each: {a,b}
            finally:
                bar.end()

        result, stopped = _until_interrupted(run)
        if stopped is not None:
            return stopped
        if args.json:   # no text renderer (addresses, notes): ~1 ms of modules to load
            from .result import search_json

            emit(search_json(result, s.detail))
        else:
            from .render import render_text

            sys.stdout.write(render_text(result, budget=s.budget, detail=s.detail, flags=True))
        return 0 if result.hits else 1


def _until_interrupted(run: Callable[[Callable[[], bool]], R]) -> tuple[R, int | None]:
    """``run(should_stop)``, with Ctrl-C (or SIGTERM) turned into the flag ``should_stop``
    that the refresh before an answer polls between files, as `codesift index` does: raised
    inside the pass, it dropped all since the last commit (a first build of 3,000 files, 2.2 s,
    kept nothing). With the result, the exit status if a signal came (``interrupted``, said
    on stderr): the answer is then not printed."""
    from .jobs import StopOnSignal

    with StopOnSignal() as stop:
        result = run(stop)
    if stop.signum is None:
        return result, None
    return result, interrupted(result.index.get("refresh") or {}, stop.signum)


def cmd_related(args: argparse.Namespace) -> int:
    from .render import render_text
    from .search.places import PLACE

    # PATH:LINE, or PATH:LINE:COL as compilers and grep print it (the column is not needed).
    m = PLACE.fullmatch(args.location)
    path, line = (m.group(1), m.group(2)) if m else ("", "")
    if not m and re.fullmatch(r":\d+(?::\d+)?", args.location):
        raise CodesiftError("INVALID_PATH", f"expected PATH:LINE, got no path before {args.location!r}")
    if not path or not line.isdigit():
        raise CodesiftError("INVALID_LINE", f"expected PATH:LINE with a line number, got {args.location!r}")
    # Read and worded as search's --limit (the `limit` setting's), only its default differs.
    try:
        limit = next(o for o in OPTIONS if o.name == "limit").convert(args.related_limit)
    except ValueError as exc:
        raise CodesiftError("INVALID_LIMIT", f"--limit: {exc}") from None
    ix = index_of(args, work=True)
    result, stopped = _until_interrupted(lambda stop: ix.related(path, int(line), limit,
                                                                 only=args.only,
                                                                 should_stop=stop))
    if stopped is not None:
        return stopped
    if args.json:
        emit(result.to_json())
    else:
        sys.stdout.write(render_text(result, budget=ix.settings.budget, flags=True))
    return 0


def cmd_outline(args: argparse.Namespace) -> int:
    from .render import render_outline

    ix = index_of(args, work=True)
    result, stopped = _until_interrupted(lambda stop: ix.outline(
        args.file, kind=split_values(args.kind), should_stop=stop))
    if stopped is not None:
        return stopped
    if args.json:
        emit(result.to_json())
    else:
        sys.stdout.write(render_outline(result, budget=ix.settings.budget, flags=True))
    return 0 if result.hits else 1
