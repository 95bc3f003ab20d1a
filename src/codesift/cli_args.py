"""The ``codesift`` command line read into arguments: the parser, its flags, and the settings
they carry (``cli.py`` runs the commands).

    >>> build_parser().parse_args(["search", "user id", "--kind", "function"]).kind
    ['function']
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import IO, Any, Callable, NoReturn, Sequence

from . import __version__
from .config import DETAILS
from .errors import CodesiftError
from .model import KINDS, RELATIONS

_KIND_HELP = f"only these kinds (repeat, or comma-separate): {', '.join(KINDS)}"


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, told the terminal's width: left to find it, argparse imports
    ``shutil`` (and zlib, bz2, lzma with it), ~2 ms of every call, help shown or not."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_columns() - 2)


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size`` reads it: $COLUMNS, stdout's
    terminal, else 80."""
    try:
        if (columns := int(os.environ["COLUMNS"])) > 0:
            return columns
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):
        return 80


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line with a stable code and exit status 2.

    Abbreviated flags are off: ``--lim`` working today would break when a ``--limits`` arrives.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise CodesiftError("INVALID_ARGUMENT", message)

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        """As argparse's, but a write that fails is raised (``main`` makes it IO_ERROR):
        argparse passed over it, so `codesift --help > /dev/full` wrote nothing and exited 0."""
        if message:
            (file or sys.stderr).write(message)
            (file or sys.stderr).flush()

    def parse_known_args(self, args: Sequence[str] | None = None,
                         namespace: argparse.Namespace | None = None) -> Any:
        try:
            return super().parse_known_args(args, namespace)
        except CodesiftError as exc:
            raise _dash_led(self, exc, list(args or ())) from None


def _dash_led(parser: argparse.ArgumentParser, exc: CodesiftError, args: list[str]) -> CodesiftError:
    """A query (or PATH) that begins with "-" is read as an unknown flag, and argparse then
    says the query is missing: ``codesift search -v`` answered "the following arguments are
    required: query". Name the word it took for a flag, and how to pass it (after ``--``)."""
    if not exc.message.startswith("the following arguments are required:"):
        return exc
    known = parser._option_string_actions
    for arg in args[:args.index("--")] if "--" in args else args:
        if (arg.startswith("-") and arg != "-" and arg.split("=", 1)[0] not in known
                and not parser._negative_number_matcher.match(arg)):
            import shlex   # only this message quotes: its import compiles a pattern

            positional = exc.message.split(":", 1)[1].strip()
            return CodesiftError("INVALID_ARGUMENT", (
                f"unrecognized arguments: {arg}; to pass it as the {positional}, put it after --: "
                f"{parser.prog} -- {shlex.quote(arg)}"))
    return exc


def split_values(values: list[str] | None) -> list[str] | None:
    """Repeated or comma-separated values: ``--kind function,method --kind class``; None
    when the flag is not given.

    A value with nothing in it (``--kind ""``, ``--kind ,``) stays as one empty value, for the
    filter to refuse as it refuses an empty ``--path`` (and an MCP ``kind: []``).
    """
    if values is None:
        return None
    out: list[str] = []
    for v in values:
        out.extend([p.strip() for p in v.split(",") if p.strip()] or [""])
    return out


def _root_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--root", help="repository root (default: $CODESIFT_ROOT, else the repository the current directory is in)")
    p.add_argument("--index-dir", help="where the index lives (default: user cache dir)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


# Settings a flag may set, by the commands they matter to. Values stay strings here so that
# ``load_settings`` validates flags, environment and files alike, with one stable error code each.
SEARCH_TUNABLES = ("budget", "detail", "limit", "refresh_budget", "min_refresh_interval",
                   "field_weights", "channel_weights")
INDEX_TUNABLES = ("max_file_bytes", "ignore", "languages")
_TUNABLE_HELP = {
    "budget": "token budget of the text answer (default 1500)",
    "detail": f"{' | '.join(DETAILS)} (default signatures)",
    "limit": "hits to return, 1..100 (default 20)",
    "refresh_budget": "seconds a search may spend refreshing first; 0 = never (default 4)",
    "min_refresh_interval": "skip the refresh if the last was this recent, seconds (default 0.5)",
    "field_weights": "BM25 field boosts, e.g. name=4,doc=1",
    "channel_weights": "fusion weights, e.g. bm25=1,symbol=2",
    "max_file_bytes": "skip files larger than this (default 1000000; reshapes the index)",
    "ignore": ("extra gitignore-style pattern to skip; a negation ('!vendor/') keeps a folder "
               "skipped by default (repeatable; reshapes the index)"),
    "languages": "index only these languages, comma-separated (repeatable; reshapes the index:"
                 " to narrow one answer use --lang)",
}
LIST_TUNABLES = ("ignore", "languages")


def _tunable_flags(p: argparse.ArgumentParser, names: Sequence[str]) -> None:
    for name in names:
        flag = "--" + name.replace("_", "-")
        if name in LIST_TUNABLES:
            p.add_argument(flag, action="append", metavar="P", help=_TUNABLE_HELP[name])
        else:
            p.add_argument(flag, metavar="V", help=_TUNABLE_HELP[name])


class _Once(argparse.Action):
    """A filter that takes one value: given twice, the first would be dropped unseen, and a
    user who gives two paths means either of them, which one glob cannot say."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        if getattr(namespace, self.dest) is not None:
            raise CodesiftError("INVALID_ARGUMENT", f"{option_string} given twice: it takes one "
                                "glob or substring (search each path on its own, or use --exclude)")
        setattr(namespace, self.dest, values)


# The exit status, in the help an agent reads before scripting a command: 1 is no failure.
EXIT_STATUS = ("exit status: 0 success; 1 no hits (search), no declaration left (outline "
               "--kind); 2 bad input or a failure, told as 'codesift: error[CODE]: message' on "
               "stderr (with --json, also {\"error\": {\"code\": ..., \"message\": ...}} on "
               "stdout); 128 + the signal's number after Ctrl-C (130), SIGTERM or SIGHUP")


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """Every command and its flags, or only the command ``argv`` opens with: argparse builds
    each command's parser when it is added (~0.2 ms, its help strings looked up in gettext's
    catalogs), and a search needs one. A usage error raises ``CodesiftError``, not
    ``SystemExit``."""
    parser = _Parser(prog="codesift", description="Local code search for agents: ranked addresses.",
                     epilog=EXIT_STATUS)
    parser.add_argument("--version", action="version", version=f"codesift {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    named = argv[0] if argv and argv[0] in _COMMANDS else None
    for name, (summary, add_flags) in _COMMANDS.items():
        if named in (None, name):
            add_flags(sub.add_parser(name, help=summary,
                                     epilog=EXIT_STATUS if name in ("search", "outline") else None))
    return parser


def _search_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", help="identifier, words, or an issue text; '-' reads stdin")
    _root_flags(p)
    p.add_argument("--kind", action="append", help=_KIND_HELP)
    p.add_argument("--path", action=_Once, help="glob (with * ? [ or {a,b}) or substring of the path")
    p.add_argument("--lang", action="append", help="language name or file extension")
    p.add_argument("--exclude", action="append", help="drop paths matching this glob or substring")
    _tunable_flags(p, SEARCH_TUNABLES + INDEX_TUNABLES)


def _index_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("root_pos", nargs="?", metavar="ROOT", help="repository root")
    _root_flags(p)
    _tunable_flags(p, INDEX_TUNABLES)
    job = p.add_mutually_exclusive_group()
    job.add_argument("--background", action="store_true",
                     help="run the pass in a detached process (output in index.log)")
    job.add_argument("--list", action="store_true",
                     help="list running indexers (of indexes under the cache dir, and --index-dir's)")
    job.add_argument("--kill", metavar="ROOT|PID", help="stop a running indexer cleanly")
    # Set by --background on the pass it starts (jobs.background_argv): a failure is recorded.
    p.add_argument("--detached", action="store_true", help=argparse.SUPPRESS)


def _clean_flags(p: argparse.ArgumentParser) -> None:
    _root_flags(p)
    p.add_argument("--stale", action="store_true",
                   help="remove the stale indexes of every root instead: of a root that no longer "
                        "exists, or of another codesift version and unused for 30 days")
    p.add_argument("--list", action="store_true",
                   help="with --stale: list them, remove nothing")


def _config_flags(p: argparse.ArgumentParser) -> None:
    _root_flags(p)
    _tunable_flags(p, SEARCH_TUNABLES + INDEX_TUNABLES)


def _related_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("location", metavar="PATH:LINE", help="a repo-relative file and a line inside it")
    _root_flags(p)
    p.add_argument("--limit", dest="related_limit", default="10",
                   help="related chunks to return, 1..100 (default 10)")
    p.add_argument("--only", type=str.lower, choices=RELATIONS, metavar="RELATION",
                   help="one relation, in its own order and not spread over files: calls "
                        "(what it calls), callers (what calls or mentions it), shared (code "
                        "using its rare identifiers), siblings (its class's or module's), "
                        "cochange (files git history changed with its file)")
    # As outline's: an answer the budget cut says "A larger --budget shows them".
    _tunable_flags(p, ("budget", "refresh_budget", "min_refresh_interval") + INDEX_TUNABLES)


def _outline_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="PATH", help="a repo-relative file (or an absolute one inside the root)")
    _root_flags(p)
    p.add_argument("--kind", action="append", help=_KIND_HELP)
    _tunable_flags(p, ("budget", "refresh_budget", "min_refresh_interval") + INDEX_TUNABLES)


def _serve_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--root", help="default root for tool calls")
    p.add_argument("--json", action="store_true",
                   help="results also carry the --json shape as structured content (for "
                        "programs: agent clients show the model only that, not the text)")


# Each command, in the order `codesift --help` lists them: its one-line help, and its flags.
_COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None]]] = {
    "search": ("search the repository (builds or refreshes the index first)", _search_flags),
    "index": ("build or refresh the index (waits for a running indexer)", _index_flags),
    "status": ("what the index holds and how fresh it is", _root_flags),
    "clean": ("remove this root's indexes (--stale: those no one uses)", _clean_flags),
    "config": ("print the effective settings and where each came from", _config_flags),
    "init": ("write a commented codesift.toml with the defaults", _root_flags),
    "related": ("the declaration at PATH:LINE, then the code most related to it", _related_flags),
    "outline": ("a file's declarations in line order, members under their class", _outline_flags),
    "serve": ("run the MCP server over stdio", _serve_flags),
}


# Flags naming a place or a process, with the code an empty value gets and what it must be.
_DEFAULT_ROOT = "a directory (leave it out for $CODESIFT_ROOT or the repository the current directory is in)"
_NOT_EMPTY = (("root", "--root", "INVALID_ROOT", _DEFAULT_ROOT),
              ("root_pos", "ROOT", "INVALID_ROOT", _DEFAULT_ROOT),
              ("index_dir", "--index-dir", "INVALID_ARGUMENT",
               "a directory (leave it out for the default)"),
              ("kill", "--kill", "INVALID_ARGUMENT",
               "the root or pid of a running pass (see index --list)"),
              ("ignore", "--ignore", "INVALID_ARGUMENT", "a gitignore-style pattern"),
              ("languages", "--languages", "INVALID_ARGUMENT",
               "language names (leave it out for every language)"))


def refuse_empty(args: argparse.Namespace) -> None:
    """An empty value is a variable that was not set (``--kill "$PID"``), not a request for the
    default: ``--kill ""`` indexed the working folder, ``clean --root ""`` removed its index."""
    for dest, flag, code, what in _NOT_EMPTY:
        value = getattr(args, dest, None)
        for v in value if isinstance(value, list) else [value]:
            # A list flag's commas separate values: `--ignore ,` gives none either.
            if isinstance(v, str) and not (v.replace(",", " ") if isinstance(value, list) else v).strip():
                raise CodesiftError(code, f"{flag} is empty; it takes {what}")


def flags_of(args: argparse.Namespace) -> dict[str, Any]:
    """Settings given on the command line, by settings name (only those given)."""
    out: dict[str, Any] = {}
    for name in ("index_dir",) + SEARCH_TUNABLES + INDEX_TUNABLES:
        v = getattr(args, name, None)
        if v is not None:
            out[name] = split_values(v) if name in LIST_TUNABLES else v
    return out
