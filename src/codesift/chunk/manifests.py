"""What a package manifest says its package is: the one-line description its registry shows,
for the manifest's whole-file summary (``summary.whole_file_chunk``).

A manifest is settings, no prose: its first line (`[package]`, `{`, `name: args`) is no
summary, and was none or the package's name (Rocket's nine Cargo.toml files and 121 more in
the aq trees had no summary, dart-args' pubspec.yaml read "name: args", teslamate's Nix
modules "{ self }:"), while the manifest names the package's own description a line or two
below: Cargo's and pyproject's `description = "…"`, npm's and Composer's `"description"`,
Dart's and Helm's `description:`, a Cabal package's `synopsis:`, a CocoaPods spec's
`s.summary`, a Nix flake's `description = "…";`. Only the file's own key counts: a
dependency's table or a nested object is another thing's.

>>> manifest_description("Cargo.toml", '[package]\\nname = "rocket_codegen"\\n'
...                      'description = "Procedural macros for the Rocket web framework."\\n')
'Procedural macros for the Rocket web framework.'
>>> manifest_description("package.json", '{"name": "acorn", "description": "ECMAScript parser"}')
'ECMAScript parser'
>>> manifest_description("notes.toml", 'description = "x"') is None
True
"""
from __future__ import annotations

import json
import re
from typing import Callable

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.runon import has_word
from codesift.regex_cache import compiled

# A TOML table's header line (`[package]`, `[tool.poetry]`), or an INI section's.
_TABLE = compiled(r"^\s*\[([^\[\]]+)\]\s*(?:#.*)?$")
# A TOML key's line, its value's start after the `=`; an INI one's (setup.cfg) too.
_TOML_KEY = compiled(r'^\s*(["\']?)([\w.-]+)\1\s*=\s*(.*)$')
# A YAML top-level key's line (at the margin), its value's start after the colon.
_YAML_KEY = compiled(r"^([\w.-]+)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$")
# CocoaPods' spec: `s.summary = 'A WebSocket client.'` (any receiver name), or `.description`.
_PODSPEC = compiled(r"""^\s*\w+\.(summary|description)\s*=\s*(['"])((?:(?!\2)[^\\\n]|\\.)*)\2""",
                    re.M)
# A Nix flake's `description = "…";`, the flake's own attribute, indented at most one level.
_FLAKE = compiled(r'^[ \t]{0,4}description\s*=\s*"((?:[^"\\\n]|\\.)*)"\s*;', re.M)
# A TOML string, basic or literal, that the line closes.
_TOML_STRING = compiled(r'"((?:[^"\\]|\\.)*)"|\'([^\']*)\'')


def _toml_value(lines: list[str], row: int, rest: str) -> str:
    """A TOML string value starting ``rest`` on line ``row``: one line, or a multi-line
    string (`\"\"\"…\"\"\"`) to the line closing it; "" for anything else (an array, a
    table, `description.workspace = true`)."""
    rest = rest.strip()
    for quotes in ('"""', "'''"):
        if rest.startswith(quotes):
            held = [rest[3:]]
            for line in lines[row + 1:row + 40]:
                if quotes in held[-1]:
                    break
                held.append(line)
            text = "\n".join(held)
            end = text.find(quotes)
            # A line ending in a backslash runs on into the next (TOML's line-ending escape).
            return text[:end if end >= 0 else len(text)].replace("\\\n", " ")
    match = _TOML_STRING.match(rest)
    if match is None:
        return ""
    basic, literal = match.groups()
    return literal if basic is None else basic.replace('\\"', '"').replace("\\\\", "\\")


def _table_key(tables: tuple[str, ...], ini: bool = False) -> Callable[[str], str]:
    """A reader of the ``description`` key of the first of ``tables`` that has one (a TOML
    file's, or with ``ini`` an INI file's, whose values are unquoted)."""
    def read(text: str) -> str:
        lines = text.split("\n")
        found: dict[str, str] = {}
        table = ""
        for row, line in enumerate(lines):
            header = _TABLE.match(line)
            if header:
                table = header.group(1).strip().replace(" ", "")
                continue
            if table not in tables or table in found:
                continue
            key = _TOML_KEY.match(line)
            if key and key.group(2) == "description":
                value = key.group(3).strip() if ini else _toml_value(lines, row, key.group(3))
                if value:
                    found[table] = value
        return next((found[t] for t in tables if t in found), "")
    return read


def _json_key(text: str) -> str:
    """The top-level ``"description"`` string of a JSON manifest (npm's, Composer's, Bower's)."""
    try:
        data = json.loads(text)
    except ValueError:
        return ""
    value = data.get("description") if isinstance(data, dict) else None
    return value if isinstance(value, str) else ""


def _yaml_key(*keys: str) -> Callable[[str], str]:
    """A reader of the first of top-level ``keys`` a YAML (or Cabal) file gives a value: a
    plain or quoted scalar, run on over the more indented lines under it, or a block scalar
    (`description: >-` over its indented lines). Keys are matched in any case (Cabal's
    `Synopsis:`)."""
    def read(text: str) -> str:
        lines = text.split("\n")
        found: dict[str, str] = {}
        for row, line in enumerate(lines):
            match = _YAML_KEY.match(line)
            if not match or match.group(1).lower() not in keys or match.group(1).lower() in found:
                continue
            value = match.group(2) or ""
            if value.startswith(("|", ">")):
                value = ""
            held = [value]
            for below in lines[row + 1:row + 40]:
                if below.strip() and not below[:1].isspace():
                    break
                held.append(below)
            value = collapse(" ".join(held), DOC_MAX * 2)
            if value[:1] in "\"'" and value.endswith(value[0]) and len(value) > 1:
                value = value[1:-1]
            if value and value[0] not in "[{&*!":
                found[match.group(1).lower()] = value
        return next((found[k] for k in keys if k in found), "")
    return read


def _podspec(text: str) -> str:
    """A CocoaPods spec's `summary` (else its `description` on one line)."""
    found = {m.group(1): m.group(3) for m in reversed(list(_PODSPEC.finditer(text)))}
    return found.get("summary") or found.get("description") or ""


def _flake(text: str) -> str:
    """A Nix flake's own `description`."""
    match = _FLAKE.search(text)
    return match.group(1).replace('\\"', '"') if match else ""


# Each manifest's name and how its description is read.
_BY_NAME: dict[str, Callable[[str], str]] = {
    "Cargo.toml": _table_key(("package", "workspace.package")),
    "pyproject.toml": _table_key(("project", "tool.poetry")),
    "setup.cfg": _table_key(("metadata",), ini=True),
    "package.json": _json_key,
    "composer.json": _json_key,
    "bower.json": _json_key,
    "pubspec.yaml": _yaml_key("description"),
    "Chart.yaml": _yaml_key("description"),
    "flake.nix": _flake,
}
# Named by the package: `cassava.cabal`, `Starscream.podspec`.
_BY_SUFFIX: tuple[tuple[str, Callable[[str], str]], ...] = (
    (".cabal", _yaml_key("synopsis", "description")),
    (".podspec", _podspec),
)


def manifest_description(name: str, text: str) -> str | None:
    """What the manifest named ``name`` (a basename) says its package is, cut to a doc's
    length; ``None`` when ``name`` is no manifest, or its description is missing or holds
    no word, as teslamate's assets' `"description": "..."` (its summary is then read as any
    file's)."""
    read = _BY_NAME.get(name) or next((r for suffix, r in _BY_SUFFIX if name.endswith(suffix)), None)
    if read is None:
        return None
    try:
        value = collapse(read(text[:200_000]), DOC_MAX)
    except (RecursionError, ValueError):
        return None
    return value if has_word(value) else None
