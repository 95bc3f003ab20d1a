"""Effective settings and where each came from: flags > environment > file > defaults.

The file is ``codesift.toml`` at the root, else ``[tool.codesift]`` in the root's
``pyproject.toml``. Every bad value names its source, key and problem; none is ignored.

>>> s = load_settings("/tmp", env={"CODESIFT_BUDGET": "800"})
>>> s.budget, s.source["budget"]
(800, 'env CODESIFT_BUDGET')
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .errors import CodesiftError

DETAILS = ("signatures", "snippets", "full")
FIELDS = ("name", "container", "signature", "doc", "path", "body")
CHANNELS = ("bm25", "symbol")


def _int_in(lo: int, hi: int) -> Callable[[Any], int]:
    def conv(v: Any) -> int:
        if isinstance(v, bool):
            raise ValueError("expected an integer")
        n = int(v)
        if not lo <= n <= hi:
            raise ValueError(f"must be between {lo} and {hi}")
        return n
    return conv


def _float_in(lo: float, hi: float) -> Callable[[Any], float]:
    def conv(v: Any) -> float:
        if isinstance(v, bool):
            raise ValueError("expected a number")
        x = float(v)
        if not lo <= x <= hi:
            raise ValueError(f"must be between {lo:g} and {hi:g}")
        return x
    return conv


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def conv(v: Any) -> str:
        if v not in options:
            raise ValueError(f"must be one of {', '.join(options)}")
        return str(v)
    return conv


def _str_list(v: Any) -> list[str]:
    if isinstance(v, str):
        return [p.strip() for p in v.split(",") if p.strip()]
    if isinstance(v, list) and all(isinstance(p, str) for p in v):
        return list(v)
    raise ValueError("expected a list of strings")


def _opt_path(v: Any) -> str | None:
    if v in (None, ""):
        return None
    if not isinstance(v, str):
        raise ValueError("expected a path")
    return os.path.expanduser(v)


def _weights(keys: tuple[str, ...]) -> Callable[[Any], dict[str, float]]:
    """A table ``{name = 4}`` in files, ``name=4,doc=1`` in the environment or on a flag."""
    def conv(v: Any) -> dict[str, float]:
        if isinstance(v, str):
            pairs = [p.split("=", 1) for p in v.split(",") if p.strip()]
            if any(len(p) != 2 for p in pairs):
                raise ValueError("expected key=number pairs separated by commas")
            v = {k.strip(): val.strip() for k, val in pairs}
        if not isinstance(v, dict):
            raise ValueError("expected a table of weights")
        out: dict[str, float] = {}
        for k, w in v.items():
            if k not in keys:
                raise ValueError(f"unknown key {k!r} (known: {', '.join(keys)})")
            out[k] = _float_in(0.0, 100.0)(w)
        return out
    return conv


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    convert: Callable[[Any], Any]
    help: str


OPTIONS: tuple[Option, ...] = (
    Option("budget", 1500, _int_in(50, 200_000), "token budget of a rendered answer (chars/4)"),
    Option("detail", "signatures", _choice(DETAILS), "signatures | snippets | full"),
    Option("limit", 20, _int_in(1, 100), "hits returned by a search"),
    Option("refresh_budget", 4.0, _float_in(0.0, 3600.0),
           "seconds a search may spend refreshing the index first (0 = never refresh)"),
    Option("min_refresh_interval", 2.0, _float_in(0.0, 86400.0),
           "skip the refresh when the root was refreshed less than this many seconds ago"),
    Option("max_file_bytes", 1_000_000, _int_in(1, 1 << 30), "files larger than this are skipped"),
    Option("ignore", [], _str_list, "extra gitignore-style patterns to skip"),
    Option("languages", [], _str_list, "index only these languages (empty = all)"),
    Option("index_dir", None, _opt_path, "where the index lives (default: user cache dir)"),
    Option("field_weights", {"name": 4.0, "container": 2.0, "signature": 2.0, "doc": 1.0,
                             "path": 1.0, "body": 1.0}, _weights(FIELDS), "BM25 field boosts"),
    Option("channel_weights", {"bm25": 1.0, "symbol": 2.0}, _weights(CHANNELS),
           "reciprocal-rank-fusion weight of each ranking channel"),
)
_BY_NAME = {o.name: o for o in OPTIONS}


@dataclass
class Settings:
    """Resolved settings; ``source[name]`` says which layer set each value."""

    budget: int = 1500
    detail: str = "signatures"
    limit: int = 20
    refresh_budget: float = 4.0
    min_refresh_interval: float = 2.0
    max_file_bytes: int = 1_000_000
    ignore: list[str] = field(default_factory=list)
    languages: list[str] = field(default_factory=list)
    index_dir: str | None = None
    field_weights: dict[str, float] = field(default_factory=dict)
    channel_weights: dict[str, float] = field(default_factory=dict)
    source: dict[str, str] = field(default_factory=dict)
    config_file: str | None = None


def env_name(option: str) -> str:
    return "CODESIFT_" + option.upper()


def _read_file(root: str) -> tuple[dict[str, Any], str | None]:
    """The ``[tool.codesift]``-style table from the root's config file, and that file's path."""
    own = os.path.join(root, "codesift.toml")
    pyproject = os.path.join(root, "pyproject.toml")
    for path, nested in ((own, False), (pyproject, True)):
        if not os.path.isfile(path):
            continue
        try:
            with open(path, "rb") as fh:
                data = tomllib.load(fh)
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise CodesiftError("INVALID_CONFIG", f"{path}: {exc}") from None
        if nested:
            table = data.get("tool", {}).get("codesift")
            if table is None:
                continue
            if not isinstance(table, dict):
                raise CodesiftError("INVALID_CONFIG", f"{path}: [tool.codesift] must be a table")
            return table, path
        return data, path
    return {}, None


def load_settings(root: str, flags: Mapping[str, Any] | None = None,
                  env: Mapping[str, str] | None = None) -> Settings:
    """Resolve every option for ``root``. ``flags`` holds only options given on the command line."""
    env = os.environ if env is None else env
    table, path = _read_file(root)
    for key in table:
        if key not in _BY_NAME:
            raise CodesiftError("INVALID_CONFIG", f"{path}: unknown key {key!r}")
    settings = Settings(config_file=path)
    for opt in OPTIONS:
        value, source = opt.default, "default"
        layers = ((table.get(opt.name), f"file {path}", f"{path}: key {opt.name!r}"),
                  (env.get(env_name(opt.name)), f"env {env_name(opt.name)}",
                   f"environment variable {env_name(opt.name)}"),
                  ((flags or {}).get(opt.name), "flag", f"--{opt.name.replace('_', '-')}"))
        for raw, where, label in layers:
            if raw is None:
                continue
            try:
                converted = opt.convert(raw)
            except (TypeError, ValueError) as exc:
                code = "INVALID_CONFIG" if where != "flag" else "INVALID_ARGUMENT"
                raise CodesiftError(code, f"{label}: {exc}") from None
            if isinstance(opt.default, dict):
                converted = {**value, **converted}
            value, source = converted, where
        setattr(settings, opt.name, value)
        settings.source[opt.name] = source
    return settings


def default_toml() -> str:
    """The commented ``codesift.toml`` that ``codesift init`` writes, holding every default."""
    lines = ["# codesift settings for this repository. Precedence: flags > CODESIFT_* env > this file.", ""]
    for opt in OPTIONS:
        lines.append(f"# {opt.help}")
        lines.append(f"# {opt.name} = {_toml_value(opt.default)}")
        lines.append("")
    return "\n".join(lines)


def _toml_value(v: Any) -> str:
    if v is None:
        return '""'
    if isinstance(v, str):
        return f'"{v}"'
    if isinstance(v, list):
        return "[" + ", ".join(f'"{x}"' for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {x:g}" for k, x in v.items()) + " }"
    return str(v)
