"""The commands about the index itself: ``codesift index`` (build or refresh; passes in the
background, listed, stopped), ``status`` and ``clean`` (this root's index, or every stale one).
"""
from __future__ import annotations

import argparse
import os
import sys

from .cli import SIGINT, Progress, emit, index_of, interrupted
from .cli_args import INDEX_TUNABLES, flags_of
from .config import load_settings
from .errors import CodesiftError, counted


def _running_pass(running: dict) -> str:
    """Another process's pass as a wait message names it (``index`` and ``clean`` wait on it)."""
    from .render_status import pass_line

    return pass_line(running) if running.get("pid") else "another process holding the index"


def cmd_index(args: argparse.Namespace) -> int:
    """Build or refresh; ``--background`` / ``--list`` / ``--kill`` manage passes (jobs.py).

    SIGINT, SIGTERM and SIGHUP stop the pass between files with its work committed; the exit
    status is then 128 + the signal number.
    """
    from . import jobs

    extra_dirs = [args.index_dir, os.environ.get("CODESIFT_INDEX_DIR")]
    if args.list:
        from .render_status import pass_line

        running = jobs.list_running(jobs.index_dirs(extra_dirs))
        if args.json:
            emit({"running": running})
        elif not running:
            print("no index pass is running")
        for r in [] if args.json else running:
            print(f"{r['root']}  {pass_line(r)}  [{r['index_path']}]")
        return 0
    if args.kill:
        target, root = args.kill, None
        if not target.isdigit():
            args.root_pos = target
            ix = index_of(args)
            root, extra_dirs = ix.root, [ix.path]
        stopped = jobs.stop(target, jobs.index_dirs(extra_dirs), root)
        if args.json:
            emit(stopped)
        else:
            print(f"stopped pid {stopped['pid']} on {stopped['root']}; its work so far is saved")
        return 0
    ix = index_of(args, work=True)
    if args.background:
        flags = {k: v for k, v in flags_of(args).items() if k in INDEX_TUNABLES}
        started = jobs.start_background(ix.root, ix.path, flags)
        if args.json:
            emit({"root": ix.root, "index_path": ix.path, **started})
        elif started["already_running"]:
            print(f"an index pass is already running on {ix.root} (pid {started['pid']})")
        else:
            print(f"indexing {ix.root} in the background (pid {started['pid']}, log {started['log']})")
        return 0
    bar = Progress()
    running = ix.progress()
    if running and not args.json:   # waiting behind another writer is not hanging
        sys.stderr.write("codesift: waiting for the pass writing the index "
                         f"({_running_pass(running)}); this pass follows it\n")
    with jobs.StopOnSignal() as stop:
        try:
            report = ix.refresh(None, progress=bar, should_stop=stop)
        finally:
            bar.end()
    stats = ix.read(lambda store: store.stats(), {"files": 0, "chunks": 0})
    if args.json:
        emit({"root": ix.root, "files": stats["files"], "chunks": stats["chunks"],
               "refresh": report.to_json(), "index_path": ix.path})
    elif report.stopped != "interrupted":   # an interrupted pass says so below, not "indexed"
        print(f"indexed {counted(stats['files'], 'file')}, {counted(stats['chunks'], 'chunk')} "
              f"in {report.seconds:.2f}s "
              f"({report.mode}: {report.added} added, {report.changed} changed, "
              f"{report.removed} removed)")
    if report.stopped == "interrupted":
        return interrupted(report.to_json(), stop.signum or SIGINT)
    above = _repository_above(ix.root) if (args.root_pos or args.root) and not args.json else None
    if above:
        sys.stderr.write(f"codesift: note: {ix.root} is a folder of the repository {above}; "
                         "a search without a root uses that repository's index, not this one\n")
    return 0


def _repository_above(root: str) -> str | None:
    """The repository a named ``root`` is a subfolder of, or None.

    ``index .`` in ``src/`` indexes ``src/`` alone, as a named root is taken as given, while
    ``search`` there without a root finds the repository (``roots.repository_folder``) and
    builds its index: said once, when the first is built, rather than found out by waiting.
    """
    from .roots import repository_folder

    top = repository_folder(root)
    return top if top != root else None


def cmd_status(args: argparse.Namespace) -> int:
    """What the index holds, its last refresh (mode, counts, partial or not), a running pass,
    and the last silent rebuild with its reason."""

    from .render_status import status_text

    ix = index_of(args)
    st = ix.status()
    if args.json:
        emit(st)
        return 0
    sys.stdout.write(status_text(st))
    return 0


def cmd_clean(args: argparse.Namespace) -> int:
    """Remove the root's index, and its folders of other schema versions and earlier names;
    ``--stale``: every root's stale ones (``prune.py``), ``--list`` naming them only."""
    from . import jobs
    from .cachedirs import root_index_dirs
    from .prune import remove_unused
    from .roots import gone_root

    if args.list and not args.stale:
        raise CodesiftError("INVALID_ARGUMENT", "clean --list goes with --stale "
                            "(index --list lists running passes)")
    if args.stale:
        return _clean_stale(args)
    gone = gone_root(args.root or os.environ.get("CODESIFT_ROOT"))
    if gone is not None:
        return _clean_gone(args, gone)
    try:
        ix = index_of(args)
    except CodesiftError as exc:
        if exc.code != "INVALID_CONFIG":
            raise
        # A malformed codesift.toml must not keep its index from being removed: clean is how
        # a user starts over. A bad variable or flag is refused again here, as it should be.
        ix = index_of(args, read_file=False)
        sys.stderr.write(f"codesift: warning: {exc.message}; cleaning without that file's "
                         "settings\n")
    running = ix.progress()
    if running and running.get("by") == "index" and running.get("pid"):
        # A build may run for minutes, and all it builds is about to go: stopped as
        # `index --kill` stops it (it commits and lets go), not waited for to the end.
        sys.stderr.write(f"codesift: stopping the index pass writing the index "
                         f"({_running_pass(running)}); the index is removed then\n")
        try:
            jobs.stop(str(running["pid"]), [ix.path])
        except CodesiftError as exc:
            if exc.code != "NOT_RUNNING":   # not if it has ended meanwhile: removed at once
                raise
    elif running:   # clean waits for a running pass to commit, then removes what it built
        # The pass, not its process: a search goes on answering after its refresh (and rebuilds
        # what it needs if the index is gone by then).
        sys.stderr.write("codesift: waiting for the pass writing the index to stop "
                         f"({_running_pass(running)}); "
                         "the index is removed then\n")
    removed = ix.clean()
    # The root's other default folders: other schema versions', the earlier names'. Not for an
    # index_dir the settings name: that folder is all the user chose.
    others = [] if ix.settings.index_dir else [p for p in root_index_dirs(ix.root)
                                             if p != ix.path]
    return _cleaned(args, ix.path, removed, *remove_unused(others))


def _clean_gone(args: argparse.Namespace, root: str) -> int:
    """``clean`` of a root that no longer exists (deleted or moved): its default folders are
    named by its path (every version's); an index_dir set by a flag or the environment is
    removed as for a root that exists (its codesift.toml went with the root)."""
    from .cachedirs import default_index_dir, root_index_dirs
    from .diskio import remove_index_dir
    from .prune import remove_unused
    from .store import SCHEMA_VERSION

    chosen = load_settings(root, flags=flags_of(args)).index_dir
    if chosen:
        return _cleaned(args, chosen, remove_index_dir(chosen), [], [])
    path = default_index_dir(root, SCHEMA_VERSION)
    removed, left = remove_unused(root_index_dirs(root))
    return _cleaned(args, path, path in removed, [p for p in removed if p != path], left)


def _cleaned(args: argparse.Namespace, path: str, removed: bool, others: list[str],
             left: list[dict]) -> int:
    """What ``clean`` says: the root's index removed (or none there), the root's other folders
    removed, and those left in use."""
    if args.json:
        emit({"removed": removed, "index_path": path, "also_removed": others, "left": left})
        return 0
    print(f"removed {path}" if removed else f"no index at {path}")
    for other in others:
        print(f"removed {other}")
    for entry in left:
        print(f"left {entry['index_path']}: {entry['why']}")
    return 0


def _clean_stale(args: argparse.Namespace) -> int:
    """``clean --stale``: remove (``--list``: name) every stale index under the cache."""
    from .cachedirs import cache_base
    from .prune import STALE_DAYS, remove_unused, stale_indexes
    from .store import SCHEMA_VERSION

    stale = stale_indexes(SCHEMA_VERSION)
    removed, left = ([], []) if args.list else remove_unused([s["index_path"] for s in stale])
    for entry in stale:
        entry["removed"] = entry["index_path"] in removed
    if args.json:
        emit({"stale": stale, "left": left, "stale_days": STALE_DAYS})
        return 0
    if not stale:
        print(f"no stale index under {cache_base()}")
    for entry in stale:
        if args.list or entry["removed"]:
            print(f"{'' if args.list else 'removed '}{entry['index_path']}  ({entry['why']})")
    for entry in left:
        print(f"left {entry['index_path']}: {entry['why']}")
    return 0
