"""Effective settings and where each came from: flags > environment > file > defaults.

The file is ``codesift.toml`` at the root, else ``[tool.codesift]`` in the root's
``pyproject.toml``. Every bad value names its source, key and problem; none is ignored.

>>> s = load_settings("/tmp", env={"CODESIFT_BUDGET": "800"})
>>> s.budget, s.source["budget"]
(800, 'env CODESIFT_BUDGET')
"""
from __future__ import annotations

import errno
import json
import os
import re
import stat
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from .errors import CodesiftError
from .lazy_re import lazy
from .roots import check_root_type, working_folder

# How much of each hit a text answer shows: its address line, plus its first lines, plus its body.
DETAILS = ("signatures", "snippets", "full")
FIELDS = ("name", "container", "signature", "doc", "path", "body")
CHANNELS = ("bm25", "symbol", "file")


_INTEGER = lazy(r"[+-]?[0-9]+", re.ASCII)
_NUMBER = lazy(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?", re.ASCII)


def _int_in(lo: int, hi: int) -> Callable[[Any], int]:
    def conv(v: Any) -> int:
        # int("1.5") and int(1.5) would pass or truncate; a tunable takes whole numbers only.
        if isinstance(v, bool) or isinstance(v, float) and not v.is_integer():
            raise ValueError(f"expected a whole number, got {v!r}")
        # Python's int() also takes `1_000` and other scripts' digits (`٣`): no one means them.
        if isinstance(v, str) and not _INTEGER.fullmatch(v.strip()):
            raise ValueError(f"expected a whole number, got {v!r}")
        try:
            n = int(v.strip()) if isinstance(v, str) else int(v)
        except (TypeError, ValueError):
            raise ValueError(f"expected a whole number, got {v!r}") from None
        if not lo <= n <= hi:
            raise ValueError(f"must be between {lo} and {hi}, got {n}")
        return n
    return conv


def _float_in(lo: float, hi: float) -> Callable[[Any], float]:
    def conv(v: Any) -> float:
        if isinstance(v, bool):
            raise ValueError(f"expected a number, got {v!r}")
        if isinstance(v, str) and not _NUMBER.fullmatch(v.strip()):
            raise ValueError(f"expected a number, got {v!r}")
        try:
            x = float(v.strip()) if isinstance(v, str) else float(v)
        except (TypeError, ValueError):
            raise ValueError(f"expected a number, got {v!r}") from None
        if not lo <= x <= hi:  # also rejects nan
            raise ValueError(f"must be between {lo:g} and {hi:g}, got {v!r}")
        return x
    return conv


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def conv(v: Any) -> str:
        # Any case, as a kind or a language is (`--detail FULL`).
        if not isinstance(v, str) or v.lower() not in options:
            raise ValueError(f"must be one of {', '.join(options)}, got {v!r}")
        return v.lower()
    return conv


def _str_list(v: Any) -> list[str]:
    """A TOML array of strings, or a comma-separated string (environment, flags)."""
    if isinstance(v, str):
        return [p.strip() for p in v.split(",") if p.strip()]
    if isinstance(v, list) and all(isinstance(p, str) for p in v):
        return [p.strip() for p in v if p.strip()]
    raise ValueError(f"expected a list of strings, got {v!r}")


def _ignore_patterns(v: Any) -> list[str]:
    """Gitignore-style patterns, checked now so a bad one names its source, not a later walk."""
    patterns = _str_list(v)
    if patterns:
        from .walk.ignorefile import check_pattern

        for pattern in patterns:
            check_pattern(pattern)
    return patterns


def _languages(v: Any) -> list[str]:
    from .languages import known_languages

    names = [n.lower() for n in _str_list(v)]
    unknown = [n for n in names if n not in known_languages()]
    if unknown:
        # A misspelt language would silently index nothing: refuse it.
        raise ValueError(f"unknown language {unknown[0]!r} (known: {', '.join(known_languages())})")
    return names


def _opt_path(v: Any) -> str | None:
    """A path setting: a string or, from the library, any PathLike (as a root may be)."""
    if isinstance(v, os.PathLike):
        v = os.fspath(v)
    if v in (None, ""):
        return None
    if not isinstance(v, str):
        raise ValueError(f"expected a path, got {v!r}")
    if "\0" in v:   # every call on it would raise ValueError("embedded null byte")
        raise ValueError("the path contains a NUL byte")
    return os.path.expanduser(v)


def _weights(keys: tuple[str, ...]) -> Callable[[Any], dict[str, float]]:
    """A table ``{name = 4}`` in files, ``name=4,doc=1`` in the environment or on a flag."""
    def conv(v: Any) -> dict[str, float]:
        if isinstance(v, str):
            pairs = [p.split("=", 1) for p in v.split(",") if p.strip()]
            if not pairs or any(len(p) != 2 for p in pairs):
                raise ValueError(f"expected key=number pairs separated by commas, got {v!r}")
            keys_given = [k.strip() for k, _ in pairs]
            twice = sorted({k for k in keys_given if keys_given.count(k) > 1})
            if twice:   # which one would win is no user's intent
                raise ValueError(f"{', '.join(map(repr, twice))} given twice in {v!r}")
            v = {k.strip(): val.strip() for k, val in pairs}
        if not isinstance(v, dict):
            raise ValueError(f"expected a table of weights, got {v!r}")
        out: dict[str, float] = {}
        for k, w in v.items():
            if k not in keys:
                raise ValueError(f"unknown key {k!r} (known: {', '.join(keys)})")
            out[k] = _float_in(0.0, 100.0)(w)
        return out
    return conv


@dataclass(frozen=True)
class Option:
    """One tunable: its default, how a raw value becomes a typed one, and the code a bad flag gets."""

    name: str
    default: Any
    convert: Callable[[Any], Any]
    help: str
    flag_code: str = "INVALID_ARGUMENT"


# A text answer's token budget when no setting names one; also what a result built by hand
# (not by ``Index``, which gives it the settings' budget) renders in.
DEFAULT_BUDGET = 1500

OPTIONS: tuple[Option, ...] = (
    Option("budget", DEFAULT_BUDGET, _int_in(50, 200_000), "token budget of a rendered answer (chars/4)",
           "INVALID_BUDGET"),
    Option("detail", "signatures", _choice(DETAILS), "signatures | snippets | full",
           "INVALID_DETAIL"),
    Option("limit", 20, _int_in(1, 100), "hits returned by a search", "INVALID_LIMIT"),
    Option("refresh_budget", 4.0, _float_in(0.0, 3600.0),
           "seconds a search may spend refreshing the index first (0 = never refresh)"),
    Option("min_refresh_interval", 0.5, _float_in(0.0, 86400.0),
           "skip the refresh when the root was refreshed less than this many seconds ago"),
    Option("max_file_bytes", 1_000_000, _int_in(1, 1 << 30), "files larger than this are skipped"),
    Option("ignore", [], _ignore_patterns,
           "extra gitignore-style patterns to skip; `!vendor/` keeps a folder skipped by default"),
    Option("languages", [], _languages, "index only these languages (empty = all)"),
    Option("index_dir", None, _opt_path, "where the index lives (default: user cache dir)"),
    Option("field_weights", {"name": 4.0, "container": 2.0, "signature": 2.0, "doc": 1.0,
                             "path": 1.0, "body": 1.0}, _weights(FIELDS), "BM25 field boosts"),
    Option("channel_weights", {"bm25": 1.0, "symbol": 2.0, "file": 6.0}, _weights(CHANNELS),
           "reciprocal-rank-fusion weight of each ranking channel"),
)
_BY_NAME = {o.name: o for o in OPTIONS}


def _default(name: str) -> Any:
    """A fresh copy of an option's default (lists and tables are never shared)."""
    value = _BY_NAME[name].default
    return type(value)(value) if isinstance(value, (list, dict)) else value


@dataclass
class Settings:
    """Resolved settings; ``source[name]`` says which layer set each value.

    ``Settings()`` alone holds the defaults, so library callers may build one directly.
    """

    budget: int = field(default_factory=lambda: _default("budget"))
    detail: str = field(default_factory=lambda: _default("detail"))
    limit: int = field(default_factory=lambda: _default("limit"))
    refresh_budget: float = field(default_factory=lambda: _default("refresh_budget"))
    min_refresh_interval: float = field(default_factory=lambda: _default("min_refresh_interval"))
    max_file_bytes: int = field(default_factory=lambda: _default("max_file_bytes"))
    ignore: list[str] = field(default_factory=lambda: _default("ignore"))
    languages: list[str] = field(default_factory=lambda: _default("languages"))
    index_dir: str | None = field(default_factory=lambda: _default("index_dir"))
    field_weights: dict[str, float] = field(default_factory=lambda: _default("field_weights"))
    channel_weights: dict[str, float] = field(default_factory=lambda: _default("channel_weights"))
    source: dict[str, str] = field(default_factory=lambda: {o.name: "default" for o in OPTIONS})
    config_file: str | None = None


def checked_settings(settings: Settings) -> Settings:
    """A copy of ``settings`` built by a library caller (``Index(root, settings=...)``), each
    value checked and normalized as one from a file, a variable or a flag is, with the same
    codes as a flag's: ``Settings(refresh_budget="4")`` was a TypeError from inside the first
    search, and ``Settings(languages=["Python"])``, a name the file would have lowercased,
    left every file out of the index (all 156 of click's removed, skipped as ``language``)
    without a word. A weights table stays as given: keys it leaves out weigh nothing, as
    before."""
    values = {}
    for opt in OPTIONS:
        value = getattr(settings, opt.name)
        if opt.name == "index_dir":   # relative: to the working folder, as a flag's is
            value = _anchor_path(value, working_folder)
        try:
            values[opt.name] = opt.convert(value)
        except (TypeError, ValueError) as exc:
            raise CodesiftError(opt.flag_code, f"settings.{opt.name}: {exc}") from None
    return replace(settings, **values)


def env_name(option: str) -> str:
    return "CODESIFT_" + option.upper()


# Variables read besides one per option: the root, the refresh's commit interval, and the
# switch that lets an INTERNAL error show its traceback.
OTHER_ENV = ("CODESIFT_ROOT", "CODESIFT_COMMIT_INTERVAL", "CODESIFT_DEBUG")


def unknown_env(env: Mapping[str, str] | None = None) -> list[tuple[str, str | None]]:
    """``CODESIFT_*`` variables codesift does not read, each with the closest name it does.

    A misspelt variable (``CODESIFT_BUDGT``) changes nothing, silently; ``codesift config``
    names it, so the mistake shows where settings are checked.

    >>> unknown_env({"CODESIFT_BUDGT": "300", "CODESIFT_LIMIT": "5", "HOME": "/root"})
    [('CODESIFT_BUDGT', 'CODESIFT_BUDGET')]
    """
    import difflib   # only `codesift config` asks

    env = os.environ if env is None else env
    known = [env_name(o.name) for o in OPTIONS] + list(OTHER_ENV)
    prefix = len("CODESIFT_")   # compared after the prefix every name shares

    def closest(name: str) -> str | None:
        match = difflib.get_close_matches(name[prefix:], [k[prefix:] for k in known], n=1)
        return "CODESIFT_" + match[0] if match else None

    return [(name, closest(name)) for name in sorted(env)
            if name.startswith("CODESIFT_") and name not in known]


def _read_config_bytes(path: str) -> bytes:
    """The bytes of the config file at ``path``, which must be a regular file (a symlink to one
    is fine): one committed as a link to /dev/zero was read until memory ran out, and a fifo
    waited for good. Raises ``OSError`` (``EINVAL`` for a file that is not regular)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as fh:
        mode = os.fstat(fh.fileno()).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        return fh.read()


def _read_file(root: str) -> tuple[dict[str, Any], str | None]:
    """The ``[tool.codesift]``-style table from the root's config file, and that file's path."""
    own = os.path.join(root, "codesift.toml")
    pyproject = os.path.join(root, "pyproject.toml")
    for path, nested in ((own, False), (pyproject, True)):
        try:
            raw = _read_config_bytes(path)
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            continue
        except OSError as exc:
            if nested and exc.errno == errno.EINVAL:   # not ours, as a table it never holds
                continue
            raise CodesiftError("INVALID_CONFIG", f"{path}: {exc.strerror or exc}") from None
        # Most pyproject.toml files say nothing to codesift: parsing one cost ~2 ms of every
        # command, and a mistake in a table of another tool's is not ours to report.
        if nested and b"codesift" not in raw:
            continue
        import tomllib  # only for a file that matters: the import is part of that cost

        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
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


def config_file(root: str) -> str | None:
    """The file the root's settings are read from (its codesift.toml, else a pyproject.toml
    with a ``[tool.codesift]`` table), or None."""
    return _read_file(root)[1]


def config_stamp(root: str) -> tuple[tuple[int, int, int] | None, ...]:
    """What a change of the root's config files changes (their inode, size and change time):
    a long-lived process compares it to see that its settings need reading again."""
    stamps: list[tuple[int, int, int] | None] = []
    for name in ("codesift.toml", "pyproject.toml"):
        try:
            st = os.stat(os.path.join(root, name))
        except OSError:
            stamps.append(None)
        else:
            stamps.append((st.st_ino, st.st_size, max(st.st_mtime_ns, st.st_ctime_ns)))
    return tuple(stamps)


def _anchor_path(value: Any, base: Callable[[], str]) -> Any:
    """A relative ``index_dir`` means relative to the file that names it, or to the cwd.

    ``base`` is asked only for a relative path: a deleted working folder fails nothing else.
    """
    if isinstance(value, str) and value and not os.path.isabs(os.path.expanduser(value)):
        return os.path.join(base(), value)
    return value


def load_settings(root: str, flags: Mapping[str, Any] | None = None,
                  env: Mapping[str, str] | None = None) -> Settings:
    """Resolve every option for ``root``. ``flags`` holds only options given on the command line.

    An empty environment variable counts as unset, as shells make it easy to blank one.
    """
    return _settings(root, flags, env, read_file=True)


def settings_without_file(root: str, flags: Mapping[str, Any] | None = None) -> Settings:
    """``load_settings`` as if the root had no config file: for ``codesift clean``, the one
    command a user reaches for when that file is broken (``budget = = 3``), which must not
    depend on it. A bad variable or flag is still refused."""
    return _settings(root, flags, None, read_file=False)


def _settings(root: str, flags: Mapping[str, Any] | None, env: Mapping[str, str] | None,
              read_file: bool) -> Settings:
    check_root_type(root)
    if flags is not None and not isinstance(flags, Mapping):
        raise CodesiftError("INVALID_ARGUMENT", "flags must be a mapping of setting names to "
                            f"values, got {type(flags).__name__}")
    env = os.environ if env is None else env
    flags = flags or {}
    table, path = _read_file(root) if read_file else ({}, None)
    for key in table:
        if key not in _BY_NAME:
            raise CodesiftError("INVALID_CONFIG", f"{path}: unknown key {key!r} "
                                f"(known: {', '.join(o.name for o in OPTIONS)})")
    for key in flags:
        if key not in _BY_NAME:
            raise CodesiftError("INVALID_ARGUMENT", f"unknown setting {key!r}")
    settings = Settings(config_file=path)
    for opt in OPTIONS:
        value, source = _default(opt.name), "default"
        var = env_name(opt.name)
        from_file = table.get(opt.name)
        from_env = env.get(var) or None
        from_flag = flags.get(opt.name)
        if opt.name == "index_dir":
            from_file = _anchor_path(from_file, lambda: os.fspath(root))
            from_env = _anchor_path(from_env, working_folder)
            from_flag = _anchor_path(from_flag, working_folder)
        layers = ((from_file, f"file {path}", "INVALID_CONFIG", f"{path}: key {opt.name!r}"),
                  (from_env, f"env {var}", "INVALID_CONFIG", f"environment variable {var}"),
                  (from_flag, "flag", opt.flag_code, f"--{opt.name.replace('_', '-')}"))
        for raw, where, code, label in layers:
            if raw is None:
                continue
            try:
                converted = opt.convert(raw)
            except (TypeError, ValueError) as exc:
                raise CodesiftError(code, f"{label}: {exc}") from None
            if isinstance(value, dict):
                converted = {**value, **converted}  # a layer may set one weight, keeping the rest
            value, source = converted, where
        setattr(settings, opt.name, value)
        settings.source[opt.name] = source
    return settings


def default_toml() -> str:
    """The commented ``codesift.toml`` that ``codesift init`` writes, holding every default."""
    lines = [
        "# codesift settings for this repository, written by `codesift init` with the defaults.",
        "# Precedence: command-line flags > CODESIFT_* environment variables > this file > defaults.",
        "# (A [tool.codesift] table in pyproject.toml is read only when this file is absent.)",
        "",
    ]
    for opt in OPTIONS:
        flag = "--" + opt.name.replace("_", "-")
        lines.append(f"# {opt.help}")
        lines.append(f"# (flag {flag}, environment variable {env_name(opt.name)})")
        lines.append(f"{opt.name} = {toml_value(opt.default)}")
        lines.append("")
    return "\n".join(lines)


def toml_value(v: Any) -> str:
    """``v`` as TOML writes it (``None``, the unset path, as ``""``)."""
    if v is None:
        return '""'
    if isinstance(v, str):
        return json.dumps(v)  # a JSON string is a valid TOML basic string
    if isinstance(v, list):
        return "[" + ", ".join(json.dumps(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {x:g}" for k, x in v.items()) + " }"
    return str(v)
