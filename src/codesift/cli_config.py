"""The commands about settings: ``codesift config`` (each setting's value and where it came
from) and ``init`` (a commented ``codesift.toml`` of the defaults).
"""
from __future__ import annotations

import argparse
import os

from .cli import emit
from .cli_args import flags_of
from .config import OPTIONS, config_file, default_toml, load_settings, toml_value, unknown_env
from .errors import CodesiftError


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
        emit({"root": root, "config_file": s.config_file,
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
        emit({"wrote": path})
    else:
        print(f"wrote {path}")
    return 0
