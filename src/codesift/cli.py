"""The ``codesift`` command: a thin layer over ``codesift.Index``.

Exit status follows grep: 0 with hits, 1 without, 2 on bad input (one line on stderr with a
stable code, never a traceback). Only the search path's modules are imported up front;
the MCP server and the parsers load when a command needs them.

    codesift search "user id" --kind function --json
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, NoReturn, Sequence

from .config import DETAILS, default_toml, load_settings
from .errors import CodesiftError
from .model import KINDS


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line with a stable code and exit status 2."""

    def error(self, message: str) -> NoReturn:
        raise CodesiftError("INVALID_ARGUMENT", message)


def _split(values: list[str] | None) -> list[str]:
    """Repeated or comma-separated values: ``--kind function,method --kind class``."""
    out: list[str] = []
    for v in values or []:
        out.extend(p.strip() for p in v.split(",") if p.strip())
    return out


def _root_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--root", help="repository root (default: $CODESIFT_ROOT or the current directory)")
    p.add_argument("--index-dir", help="where the index lives (default: user cache dir)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="codesift", description="Local code search for agents: ranked addresses.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser("search", help="search the repository (builds or refreshes the index first)")
    p.add_argument("query", help="identifier, words, or an issue text; '-' reads stdin")
    _root_flags(p)
    p.add_argument("--limit", type=int, help="hits to return, 1..100 (default 20)")
    p.add_argument("--kind", action="append", help=f"only these kinds: {', '.join(KINDS)}")
    p.add_argument("--path", help="glob (with * ? [) or substring of the path")
    p.add_argument("--lang", action="append", help="language name or file extension")
    p.add_argument("--exclude", action="append", help="drop paths matching this glob or substring")
    p.add_argument("--detail", help=f"{' | '.join(DETAILS)}")
    p.add_argument("--budget", type=int, help="token budget of the text answer (default 1500)")
    p.add_argument("--refresh-budget", type=float, help="seconds to spend refreshing first (0 = none)")

    p = sub.add_parser("index", help="build or refresh the index")
    p.add_argument("root_pos", nargs="?", metavar="ROOT", help="repository root")
    _root_flags(p)

    p = sub.add_parser("status", help="what the index holds and how fresh it is")
    _root_flags(p)
    p = sub.add_parser("clean", help="remove this root's index")
    _root_flags(p)
    p = sub.add_parser("config", help="print the effective settings and where each came from")
    _root_flags(p)
    p = sub.add_parser("init", help="write a commented codesift.toml with the defaults")
    _root_flags(p)
    p = sub.add_parser("related", help="the declaration at PATH:LINE, then the code most related to it")
    p.add_argument("location", metavar="PATH:LINE", help="a repo-relative file and a line inside it")
    _root_flags(p)
    p.add_argument("--limit", dest="related_limit", default="10",
                   help="related chunks to return, 1..100 (default 10)")
    p = sub.add_parser("serve", help="run the MCP server over stdio")
    p.add_argument("--root", help="default root for tool calls")
    return parser


def _flags(args: argparse.Namespace) -> dict[str, Any]:
    """Options given on the command line, by settings name (only those given)."""
    out: dict[str, Any] = {}
    for name in ("index_dir", "refresh_budget"):
        v = getattr(args, name, None)
        if v is not None:
            out[name] = v
    return out


def _index(args: argparse.Namespace):
    from .index import Index

    root = getattr(args, "root_pos", None) or args.root
    return Index(root, flags=_flags(args))


def _emit(obj: Any) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def cmd_search(args: argparse.Namespace) -> int:
    from .render import render_json, render_text

    query = sys.stdin.read() if args.query == "-" else args.query
    ix = _index(args)
    s = ix.settings
    detail = args.detail or s.detail
    if detail not in DETAILS:
        raise CodesiftError("INVALID_DETAIL", f"detail must be one of {', '.join(DETAILS)}, got {detail!r}")
    budget = s.budget if args.budget is None else args.budget
    if budget < 50:
        raise CodesiftError("INVALID_BUDGET", f"budget must be at least 50 tokens, got {budget}")
    result = ix.search(query, kind=_split(args.kind), path=args.path, lang=_split(args.lang),
                       exclude=_split(args.exclude), limit=args.limit)
    if args.json:
        sys.stdout.write(render_json(result) + "\n")
    else:
        sys.stdout.write(render_text(result, budget=budget, detail=detail))
    return 0 if result.hits else 1


class _Progress:
    """A one-line progress bar on a terminal; silent when stderr is not one."""

    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        if self.tty and total:
            width = 30
            fill = int(width * done / total)
            sys.stderr.write(f"\rindexing [{'#' * fill}{'.' * (width - fill)}] {done}/{total} files")
            sys.stderr.flush()

    def end(self) -> None:
        if self.tty:
            sys.stderr.write("\r\033[K")


def cmd_index(args: argparse.Namespace) -> int:
    ix = _index(args)
    bar = _Progress()
    try:
        report = ix.refresh(None, progress=bar)
    except KeyboardInterrupt:
        bar.end()
        sys.stderr.write("codesift: interrupted; the work done so far is saved\n")
        return 130
    bar.end()
    stats = ix.store.stats()
    if args.json:
        _emit({"root": ix.root, "files": stats["files"], "chunks": stats["chunks"],
               "refresh": report.to_json(), "index_path": ix.path})
    else:
        print(f"indexed {stats['files']} files, {stats['chunks']} chunks in {report.seconds:.2f}s "
              f"({report.mode}: {report.added} added, {report.changed} changed, "
              f"{report.removed} removed)")
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    ix = _index(args)
    st = ix.status()
    if args.json:
        _emit(st)
        return 0
    last = st["last_refresh"] or {}
    langs = ", ".join(f"{k} {v}" for k, v in sorted(st["languages"].items(), key=lambda kv: -kv[1]))
    print(f"root:     {st['root']}")
    print(f"index:    {st['index_path']} ({st['index_bytes'] / 1e6:.1f} MB)")
    print(f"files:    {st['files']}   chunks: {st['chunks']}")
    print(f"languages: {langs or '-'}")
    if last:
        age = st["last_refresh_age_s"]
        when = f"{age:.0f}s ago" if age is not None else "incomplete"
        print(f"refresh:  {last.get('mode')} {when}: {last.get('added', 0)} added, "
              f"{last.get('changed', 0)} changed, {last.get('removed', 0)} removed")
    if st["running"]:
        r = st["running"]
        print(f"running:  pid {r.get('pid')}, {r.get('done')} of {r.get('total')} files scanned")
    if st["rebuilt"]:
        print(f"rebuilt:  {st['rebuilt']}")
    return 0


def cmd_clean(args: argparse.Namespace) -> int:
    ix = _index(args)
    removed = ix.clean()
    if args.json:
        _emit({"removed": removed, "index_path": ix.path})
    else:
        print(f"removed {ix.path}" if removed else f"no index at {ix.path}")
    return 0


def cmd_config(args: argparse.Namespace) -> int:
    from .index import resolve_root

    root = resolve_root(args.root)
    s = load_settings(root, flags=_flags(args))
    from .config import OPTIONS

    values = {o.name: getattr(s, o.name) for o in OPTIONS}
    if args.json:
        _emit({"root": root, "config_file": s.config_file,
               "settings": {k: {"value": v, "source": s.source[k]} for k, v in values.items()}})
        return 0
    print(f"# root: {root}; config file: {s.config_file or 'none'}")
    for name, value in values.items():
        print(f"{name} = {json.dumps(value)}    # {s.source[name]}")
    return 0


def cmd_init(args: argparse.Namespace) -> int:
    from .index import resolve_root

    root = resolve_root(args.root)
    path = os.path.join(root, "codesift.toml")
    if os.path.exists(path):
        raise CodesiftError("CONFIG_EXISTS", f"{path} already exists; edit it or remove it first")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(default_toml())
    print(f"wrote {path}")
    return 0


def cmd_related(args: argparse.Namespace) -> int:
    from .render import render_json, render_text

    path, _, line = args.location.rpartition(":")
    if not path or not line.isdigit():
        raise CodesiftError("INVALID_LINE", f"expected PATH:LINE with a line number, got {args.location!r}")
    try:
        limit = int(args.related_limit)
    except ValueError:
        raise CodesiftError("INVALID_LIMIT", "limit must be an integer from 1 to 100, "
                            f"got {args.related_limit!r}") from None
    ix = _index(args)
    result = ix.related(path, int(line), limit)
    if args.json:
        sys.stdout.write(render_json(result) + "\n")
    else:
        sys.stdout.write(render_text(result, budget=ix.settings.budget))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .server import serve

    serve(args.root)
    return 0


COMMANDS = {"search": cmd_search, "index": cmd_index, "status": cmd_status, "clean": cmd_clean,
            "config": cmd_config, "init": cmd_init, "related": cmd_related, "serve": cmd_serve}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit status (0 hits, 1 none, 2 bad input)."""
    try:
        args = build_parser().parse_args(argv)
        if not args.command:
            build_parser().print_help()
            return 2
        return COMMANDS[args.command](args)
    except CodesiftError as exc:
        sys.stderr.write(f"codesift: {exc}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("codesift: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
