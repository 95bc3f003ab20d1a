"""The ``codesift`` command: a thin layer over ``codesift.Index``.

Exit status follows grep: 0 with hits, 1 without, 2 on bad input (one line on stderr with a
stable code, never a traceback). Only the search path's modules are imported up front;
the MCP server and the parsers load when a command needs them.

This module is the program (``main``, ``run``: parsing, dispatch, errors, exit status) and
what its commands share (the index the arguments name, JSON output, the progress bar, the
report of a signal); the commands are ``cli_answers.py`` (search, related, outline),
``cli_index.py`` (index, status, clean) and ``cli_config.py`` (config, init).

    codesift search "user id" --kind function --json
"""
from __future__ import annotations

import argparse
import codecs
import gc
import io
import json
import os
import sys
import time
from typing import Any, Callable, NoReturn, Sequence

# The parser's modules (settings, records: dataclasses, inspect) load with the cycle collector
# off: their objects set off ~16 collections, ~2.5 ms of every call, which find nothing to free.
_collecting = gc.isenabled()
gc.disable()
try:
    from .cli_args import build_parser, flags_of, refuse_empty
    from .errors import CodesiftError, one_line
finally:
    if _collecting:
        gc.enable()

# signal.SIGINT, whose module every call would otherwise import for this number (~0.9 ms).
SIGINT = 2


def index_of(args: argparse.Namespace, work: bool = False, read_file: bool = True):
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


def emit(obj: Any) -> None:
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


class Progress:
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


def interrupted(report: dict, signum: int) -> int:
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


def cmd_serve(args: argparse.Namespace) -> int:
    from .server import serve

    serve(args.root, structured=args.json)
    return 0


COMMANDS = ("search", "index", "status", "clean", "config", "init", "related", "outline", "serve")


def _command(name: str) -> Callable[[argparse.Namespace], int]:
    """The function that runs the command ``name``, its module imported only now: a search
    loads neither the index commands' (job control, pruning) nor the settings commands'."""
    if name in ("search", "related", "outline"):
        from . import cli_answers as commands
    elif name in ("index", "status", "clean"):
        from . import cli_index as commands
    elif name in ("config", "init"):
        from . import cli_config as commands
    else:
        return cmd_serve
    return getattr(commands, f"cmd_{name}")


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
            emit({"error": {"code": code, "message": message}})
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
        return _command(args.command)(args)
    except CodesiftError as exc:
        return _failed(exc.code, exc.message, argv, args)
    except KeyboardInterrupt:
        return interrupted({}, SIGINT)
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

    A command that turned the collector off (``search``, which closes its Index itself) is
    not collected after: the process's first full collection walks every object its imports
    made, ~8 ms of a search, to find a few classes' cycles.
    """
    status = main()
    if gc.isenabled():
        gc.collect()
    gc.freeze()
    sys.exit(status)


if __name__ == "__main__":
    run()
