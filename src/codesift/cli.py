"""The ``codesift`` command: a thin layer over ``codesift.Index``.

Exit status follows grep: 0 with hits, 1 without, 2 on bad input (one line on stderr with a
stable code, never a traceback). Only the search path's modules are imported up front;
the MCP server and the parsers load when a command needs them.

    codesift search "user id" --kind function --json
"""
from __future__ import annotations

import argparse
import codecs
import gc
import io
import json
import os
import re
import sys
import time
from typing import TYPE_CHECKING, Any, Callable, NoReturn, Sequence, TypeVar

from .cli_args import INDEX_TUNABLES, build_parser, flags_of, refuse_empty, split_values
from .config import OPTIONS, config_file, default_toml, load_settings, toml_value, unknown_env
from .errors import CodesiftError, counted, one_line

if TYPE_CHECKING:
    from .render import SearchResult
    from .search.outline import OutlineResult

# What a command that refreshes first answers: each carries its refresh report in ``index``.
R = TypeVar("R", "SearchResult", "OutlineResult")
# signal.SIGINT, whose module every call would otherwise import for this number (~0.9 ms).
_SIGINT = 2


def _running_pass(running: dict) -> str:
    """Another process's pass as a wait message names it (``index`` and ``clean`` wait on it)."""
    from .render_status import pass_line

    return pass_line(running) if running.get("pid") else "another process holding the index"


def _index(args: argparse.Namespace, work: bool = False, read_file: bool = True):
    """The index of the root the arguments name; ``work``: a command that builds or searches,
    which refuses a home folder it was only started in (it would index everything under it);
    ``read_file=False``: its settings as if the root had no config file (``clean``)."""
    from .config import settings_without_file
    from .index import Index
    from .roots import broad_working_folder, resolve_root

    given = getattr(args, "root_pos", None)
    if given and args.root and resolve_root(given) != resolve_root(args.root):
        raise CodesiftError("INVALID_ARGUMENT", f"two roots given: {given!r} and --root {args.root!r}")
    root = given or args.root
    cwd = broad_working_folder(root) if work else None
    if cwd is not None:
        raise CodesiftError("INVALID_ROOT", f"the working folder {cwd} is not a project: "
                            "run codesift inside one, or pass --root")
    if not read_file:
        root = resolve_root(root)
        return Index(root, settings=settings_without_file(root, flags_of(args)))
    return Index(root, flags=flags_of(args))


def _emit(obj: Any) -> None:
    """``obj`` as one line of JSON: as ASCII with ``\\u`` escapes when stdout's encoding is
    not UTF-8, since the escapes ``_tolerant_streams`` writes there would not be JSON."""
    utf8 = codecs.lookup(sys.stdout.encoding or "ascii").name == "utf-8"
    sys.stdout.write(json.dumps(obj, ensure_ascii=not utf8) + "\n")


def _tolerant_streams() -> None:
    """Write a character stdout's encoding cannot hold as an escape (``\\U0001f389``); a closed
    standard stream is /dev/null.

    Windows writes cp1252 to a pipe, and ``PYTHONIOENCODING`` may name any codec: an emoji in
    a file's name or doc was a traceback, and exit 1 ("not found"). stderr escapes already.
    """
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")
    # A stream whose descriptor was closed (`codesift search x >&-`, a daemon's spawn) is
    # None in Python: writing to it was an AttributeError traceback and exit 1 ("no hits").
    # What the caller closed it to say is that the text goes nowhere; the exit status still
    # tells hits from none.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")
    # A closed stdin has nothing to say, as /dev/null has: `search -` reads an empty query,
    # `serve` a client that hung up (both were an AttributeError, error[INTERNAL]).
    if sys.stdin is None:
        sys.stdin = open(os.devnull)


# A search that builds or catches up the index first shows the bar once it takes this long.
SEARCH_BAR_AFTER_S = 0.3


def cmd_search(args: argparse.Namespace) -> int:
    from .render import render_text, search_json

    # One answer, then the process exits: the cycle collector only costs time here (~6 ms of
    # a refresh-first search on a 10k-file tree, passes set off by the file table and the walk
    # cache). What a search allocates is bounded by its refresh budget and freed at exit.
    gc.disable()
    # Bytes, decoded leniently: a pasted issue with a stray non-UTF-8 byte is still a query.
    query = (sys.stdin.buffer.read().decode("utf-8", "replace").strip() if args.query == "-"
             else args.query)
    ix = _index(args, work=True)
    s = ix.settings  # budget, detail and limit validated there, flags included
    if any(not v.strip() for v in args.exclude or ()):   # as --path "" is, not dropped unseen
        raise CodesiftError("INVALID_FILTER", "empty path pattern in --exclude")
    bar = _Progress(after=SEARCH_BAR_AFTER_S)

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
    if args.json:
        _emit(search_json(result, s.detail))
    else:
        sys.stdout.write(render_text(result, budget=s.budget, detail=s.detail, flags=True))
    return 0 if result.hits else 1


class _Progress:
    """A one-line progress bar on a terminal, once a pass has run ``after`` seconds; silent
    when stderr is not one (a search's refresh of a few files never flashes a bar)."""

    def __init__(self, after: float = 0.0) -> None:
        self.tty = sys.stderr.isatty()
        self.start = time.monotonic() + after
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        if self.tty and total and time.monotonic() >= self.start:
            self.drawn = True
            width = 30
            fill = int(width * done / total)
            sys.stderr.write(f"\rindexing [{'#' * fill}{'.' * (width - fill)}] {done}/{total} files")
            sys.stderr.flush()

    def end(self) -> None:
        if self.drawn:
            sys.stderr.write("\r\033[K")


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
            _emit({"running": running})
        elif not running:
            print("no index pass is running")
        for r in [] if args.json else running:
            print(f"{r['root']}  {pass_line(r)}  [{r['index_path']}]")
        return 0
    if args.kill:
        target, root = args.kill, None
        if not target.isdigit():
            args.root_pos = target
            ix = _index(args)
            root, extra_dirs = ix.root, [ix.path]
        stopped = jobs.stop(target, jobs.index_dirs(extra_dirs), root)
        if args.json:
            _emit(stopped)
        else:
            print(f"stopped pid {stopped['pid']} on {stopped['root']}; its work so far is saved")
        return 0
    ix = _index(args, work=True)
    if args.background:
        flags = {k: v for k, v in flags_of(args).items() if k in INDEX_TUNABLES}
        started = jobs.start_background(ix.root, ix.path, flags)
        if args.json:
            _emit({"root": ix.root, "index_path": ix.path, **started})
        elif started["already_running"]:
            print(f"an index pass is already running on {ix.root} (pid {started['pid']})")
        else:
            print(f"indexing {ix.root} in the background (pid {started['pid']}, log {started['log']})")
        return 0
    bar = _Progress()
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
        _emit({"root": ix.root, "files": stats["files"], "chunks": stats["chunks"],
               "refresh": report.to_json(), "index_path": ix.path})
    elif report.stopped != "interrupted":   # an interrupted pass says so below, not "indexed"
        print(f"indexed {counted(stats['files'], 'file')}, {counted(stats['chunks'], 'chunk')} "
              f"in {report.seconds:.2f}s "
              f"({report.mode}: {report.added} added, {report.changed} changed, "
              f"{report.removed} removed)")
    if report.stopped == "interrupted":
        return _interrupted(report.to_json(), stop.signum or _SIGINT)
    return 0


def _until_interrupted(run: Callable[[Callable[[], bool]], R]) -> tuple[R, int | None]:
    """``run(should_stop)``, with Ctrl-C (or SIGTERM) turned into the flag ``should_stop``
    that the refresh before an answer polls between files, as `codesift index` does: raised
    inside the pass, it dropped all since the last commit (a first build of 3,000 files, 2.2 s,
    kept nothing). With the result, the exit status if a signal came (``_interrupted``, said
    on stderr): the answer is then not printed."""
    from .jobs import StopOnSignal

    with StopOnSignal() as stop:
        result = run(stop)
    if stop.signum is None:
        return result, None
    return result, _interrupted(result.index.get("refresh") or {}, stop.signum)


def _interrupted(report: dict, signum: int) -> int:
    """Say that a signal stopped the command (and how far its pass got, if one was stopped);
    the exit status, 128 + the signal's number."""
    try:
        if report.get("stopped") == "interrupted":
            sys.stderr.write(f"codesift: interrupted after {report.get('scanned')} of "
                             f"{report.get('total')} files; the work done so far is saved\n")
        else:
            sys.stderr.write("codesift: interrupted\n")
        sys.stderr.flush()
    except OSError:
        pass   # stderr full or gone: the status still says it
    return 128 + signum


def cmd_status(args: argparse.Namespace) -> int:
    """What the index holds, its last refresh (mode, counts, partial or not), a running pass,
    and the last silent rebuild with its reason."""

    from .render_status import status_text

    ix = _index(args)
    st = ix.status()
    if args.json:
        _emit(st)
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
        ix = _index(args)
    except CodesiftError as exc:
        if exc.code != "INVALID_CONFIG":
            raise
        # A malformed codesift.toml must not keep its index from being removed: clean is how
        # a user starts over. A bad variable or flag is refused again here, as it should be.
        ix = _index(args, read_file=False)
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
        _emit({"removed": removed, "index_path": path, "also_removed": others, "left": left})
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
        _emit({"stale": stale, "left": left, "stale_days": STALE_DAYS})
        return 0
    if not stale:
        print(f"no stale index under {cache_base()}")
    for entry in stale:
        if args.list or entry["removed"]:
            print(f"{'' if args.list else 'removed '}{entry['index_path']}  ({entry['why']})")
    for entry in left:
        print(f"left {entry['index_path']}: {entry['why']}")
    return 0


def cmd_config(args: argparse.Namespace) -> int:
    from .cachedirs import default_index_dir
    from .roots import resolve_root
    from .store import SCHEMA_VERSION

    root = resolve_root(args.root)
    s = load_settings(root, flags=flags_of(args))
    values = {o.name: getattr(s, o.name) for o in OPTIONS}
    # The folder the other commands use, not the unset setting's `""`: where is my index?
    values["index_dir"] = s.index_dir or default_index_dir(root, SCHEMA_VERSION)
    ignored = unknown_env()
    if args.json:
        _emit({"root": root, "config_file": s.config_file,
               "settings": {k: {"value": v, "source": s.source[k]} for k, v in values.items()},
               "ignored_env": [{"name": n, "did_you_mean": m} for n, m in ignored]})
        return 0
    print(f"# root: {root}; config file: {s.config_file or 'none'}")
    for name, value in values.items():
        print(f"{name} = {toml_value(value)}    # {s.source[name]}")
    for name, match in ignored:
        hint = f"; did you mean {match}?" if match else ""
        print(f"# ignored: {name} is not a codesift variable{hint}")
    return 0


def cmd_init(args: argparse.Namespace) -> int:
    from .roots import resolve_root

    root = resolve_root(args.root)
    path = os.path.join(root, "codesift.toml")
    exists = CodesiftError("CONFIG_EXISTS", f"{path} already exists; edit it or remove it first")
    if os.path.lexists(path):   # a dangling symlink too: writing would create its target
        raise exists
    # A codesift.toml is read instead of pyproject.toml's table: one of defaults put the
    # budget, limit and ignore patterns there back to the defaults, without a word.
    table = config_file(root)
    if table is not None:
        raise CodesiftError("CONFIG_EXISTS", f"{table} holds a [tool.codesift] table, which a "
                            "codesift.toml would replace; edit that table, or remove it first")
    try:
        fh = open(path, "x", encoding="utf-8")   # O_EXCL: never through a link made since
    except FileExistsError:
        raise exists from None
    with fh:
        fh.write(default_toml())
    if args.json:
        _emit({"wrote": path})
    else:
        print(f"wrote {path}")
    return 0


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
    ix = _index(args, work=True)
    result, stopped = _until_interrupted(lambda stop: ix.related(path, int(line), limit,
                                                                 only=args.only,
                                                                 should_stop=stop))
    if stopped is not None:
        return stopped
    if args.json:
        _emit(result.to_json())
    else:
        sys.stdout.write(render_text(result, budget=ix.settings.budget, flags=True))
    return 0


def cmd_outline(args: argparse.Namespace) -> int:
    from .render import render_outline

    ix = _index(args, work=True)
    result, stopped = _until_interrupted(lambda stop: ix.outline(
        args.file, kind=split_values(args.kind), should_stop=stop))
    if stopped is not None:
        return stopped
    if args.json:
        _emit(result.to_json())
    else:
        sys.stdout.write(render_outline(result, budget=ix.settings.budget, flags=True))
    return 0 if result.hits else 1


def cmd_serve(args: argparse.Namespace) -> int:
    from .server import serve

    serve(args.root, structured=args.json)
    return 0


COMMANDS = {"search": cmd_search, "index": cmd_index, "status": cmd_status, "clean": cmd_clean,
            "config": cmd_config, "init": cmd_init, "related": cmd_related, "outline": cmd_outline,
            "serve": cmd_serve}


def _error(code: str, message: str, argv: Sequence[str] | None) -> int:
    """One line on stderr, and with ``--json`` the same as JSON on stdout: a program that
    parses stdout gets an object either way. A line break in a name the message quotes (a path
    may hold one) is folded as the MCP server folds it, so the line stays one."""
    try:
        sys.stderr.write(one_line(f"codesift: error[{code}]: {message}") + "\n")
        sys.stderr.flush()
    except OSError:
        # stderr is full or gone (`2>/dev/full`): the raise left main with a traceback, exit
        # 1 ("no hits" to a script) and no JSON. The status and the JSON still tell.
        pass
    args = list(sys.argv[1:] if argv is None else argv)
    args = args[:args.index("--") if "--" in args else None]   # not a query `--json`
    # `serve`'s stdout is the MCP stream, and its `--json` is about tool results: an object
    # there that is no JSON-RPC message made the client log a 40-line parse traceback over
    # the one line on stderr that says why the server did not start.
    if "--json" in args and next((a for a in args if not a.startswith("-")), None) != "serve":
        try:
            _emit({"error": {"code": code, "message": message}})
        except OSError:
            # stdout is what failed (`> /dev/full`): the line on stderr says so, once; this
            # second failure was a traceback and exit 1.
            pass
    return 2


def _failed(code: str, message: str, argv: Sequence[str] | None,
            args: argparse.Namespace | None) -> int:
    """``_error``; a background pass (``--detached``) also records it in its index directory,
    since the command that started it has returned and nobody reads index.log unasked."""
    if args is not None and getattr(args, "detached", False) and args.index_dir:
        from .jobs import record_failure

        record_failure(args.index_dir, code, message)
    return _error(code, message, argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit status (0 hits, 1 none, 2 bad input or a failure)."""
    _tolerant_streams()
    args: argparse.Namespace | None = None
    try:
        args = build_parser(sys.argv[1:] if argv is None else argv).parse_args(argv)
        if not args.command:
            raise CodesiftError("INVALID_ARGUMENT", "a command is required: "
                                f"{', '.join(COMMANDS)} (see codesift --help)")
        refuse_empty(args)
        return COMMANDS[args.command](args)
    except CodesiftError as exc:
        return _failed(exc.code, exc.message, argv, args)
    except KeyboardInterrupt:
        return _interrupted({}, _SIGINT)
    except BrokenPipeError:
        # The reader went away (``| head``): silence the flush at exit, which would fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        # A disk, permission or vanished-path failure outside any one file: one line, no traceback.
        where = f" ({exc.filename})" if exc.filename else ""
        return _failed("IO_ERROR", f"{exc.strerror or exc}{where}", argv, args)
    except Exception as exc:
        # A bug. Its traceback exited 1, which a script reads as "no hits"; the server answers
        # one as INTERNAL too. CODESIFT_DEBUG=1 lets it through, for the bug report.
        if os.environ.get("CODESIFT_DEBUG"):
            raise
        return _failed("INTERNAL", f"{type(exc).__name__}: {exc} (a bug; CODESIFT_DEBUG=1 "
                       "shows where)", argv, args)


def run() -> NoReturn:
    """The ``codesift`` program (its console script, ``python -m codesift``): ``main()``,
    then an exit that leaves what is still alive to the operating system.

    The interpreter's exit collects and tears down every module, class and cache one object
    at a time: 25-45 ms after a cold build of requests had printed its report (its token
    caches, grammars and index objects), a tenth of the build. Here the garbage the command
    left is collected first, as the exit did (an ``Index`` it did not close: its SQLite
    connection checkpoints the file table as it closes), and what remains is frozen out of
    the exit's collections (``gc.freeze``). Atexit handlers (the regex cache) and the
    streams' flushes still run. ``main()`` itself stays as it was for callers in-process.
    """
    status = main()
    gc.collect()
    gc.freeze()
    sys.exit(status)


if __name__ == "__main__":
    run()
