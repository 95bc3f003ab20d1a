"""What a package manifest says its package is: the one-line description its registry shows,
for the manifest's whole-file summary (``summary.whole_file_chunk``).

A manifest is settings, no prose: its first line (`[package]`, `{`, `name: args`) is no
summary, and was none or the package's name (Rocket's nine Cargo.toml files and 121 more in
the aq trees had no summary, dart-args' pubspec.yaml read "name: args", teslamate's Nix
modules "{ self }:"), while the manifest names the package's own description a line or two
below: Cargo's and pyproject's `description = "…"`, npm's and Composer's `"description"`,
Dart's, Helm's and a GitHub Action's (`action.yml`) `description:`, a Cabal package's
`synopsis:`, a CocoaPods spec's or a gemspec's `s.summary`, a Nix flake's `description = "…";`, a LuaRocks
rockspec's `description = { summary = "…" }` (luarocks' rockspecs read `version = "1.3.2-1"`,
`rockspec_format = "3.0"`). Only the file's own key counts: a
dependency's table or a nested object is another thing's. A Kubernetes manifest (or a Helm
template of one) is summarised by the object it declares, its kind and name (``kube_object``),
not by the `apiVersion: v1` it opens with.

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

# A YAML top-level key's line (at the margin), its value's start after the colon.
_YAML_KEY = compiled(r"^([\w.-]+)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$")
# A CocoaPods spec or a RubyGems one: `s.summary = 'A WebSocket client.'` (any receiver name),
# or `.description`, quoted or in a `%q{…}` literal (aasm's `%q{State machine mixin …}`).
_PODSPEC = compiled(r"""^\s*\w+\.(summary|description)\s*=\s*"""
                    r"""(?:(['"])((?:(?!\2)[^\\\n]|\\.)*)\2|%[qQ]?\{([^{}\n]*)\})""", re.M)
# A Nix flake's `description = "…";`, the flake's own attribute, indented at most one level.
_FLAKE = compiled(r'^[ \t]{0,4}description\s*=\s*"((?:[^"\\\n]|\\.)*)"\s*;', re.M)
# A rockspec's `description = {` table at the margin, and in it the `summary` (else `detailed`)
# key: its value a `"…"` or `'…'` string or a long bracket `[[…]]`, `[==[…]==]`. The table ends
# at the first `}` back at the margin, as every rockspec writes it (`luarocks write_rockspec`
# does); it is read this far at most, a description being a few lines.
_ROCKSPEC_TABLE = compiled(r"^description[ \t]*=[ \t]*\{", re.M)
_ROCKSPEC_TABLE_CHARS = 8000
_ROCKSPEC_KEY = compiled(r"(?<![\w.])(summary|detailed)[ \t]*=[ \t]*")
_LUA_STRING = compiled(r"""(["'])((?:(?!\1)[^\\\n]|\\.)*)\1""")
_LONG_BRACKET = compiled(r"\[(=*)\[")


def _toml_key(*tables: str) -> Callable[[str], str]:
    """A reader of the ``description`` string of the first of ``tables`` (dotted: `tool.poetry`)
    that has one; a dependency's table is another package's, and `description.workspace =
    true` none."""
    def read(text: str) -> str:
        import tomllib

        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            return ""
        for table in tables:
            node: object = data
            for part in table.split("."):
                node = node.get(part) if isinstance(node, dict) else None
            value = node.get("description") if isinstance(node, dict) else None
            if isinstance(value, str) and value.strip():
                return value
        return ""
    return read


def _setup_cfg(text: str) -> str:
    """setup.cfg's ``description`` in ``[metadata]``."""
    import configparser

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(text)
    except configparser.Error:
        return ""
    return parser.get("metadata", "description", fallback="")


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
    """A CocoaPods spec's or a gemspec's `summary` (else its `description` on one line)."""
    found = {m.group(1): m.group(3) if m.group(2) else m.group(4)
             for m in reversed(list(_PODSPEC.finditer(text)))}
    return found.get("summary") or found.get("description") or ""


def _flake(text: str) -> str:
    """A Nix flake's own `description`."""
    match = _FLAKE.search(text)
    return match.group(1).replace('\\"', '"') if match else ""


def _rockspec(text: str) -> str:
    """A LuaRocks rockspec's ``description.summary``, else its ``detailed`` text: luaposix's
    `description = { summary = 'Lua bindings for POSIX', detailed = [[…]] }`."""
    opened = _ROCKSPEC_TABLE.search(text)
    if opened is None:
        return ""
    table = text[opened.end():opened.end() + _ROCKSPEC_TABLE_CHARS]
    if (closing := table.find("\n}")) >= 0:
        table = table[:closing]
    found: dict[str, str] = {}
    for key in _ROCKSPEC_KEY.finditer(table):
        if (quoted := _LUA_STRING.match(table, key.end())) is not None:
            found.setdefault(key.group(1), quoted.group(2).replace("\\\"", "\"").replace("\\'", "'"))
        elif (bracket := _LONG_BRACKET.match(table, key.end())) is not None:
            close = table.find(f"]{bracket.group(1)}]", bracket.end())
            found.setdefault(key.group(1), table[bracket.end():close] if close >= 0 else "")
    return found.get("summary") or found.get("detailed") or ""


# Each manifest's name and how its description is read.
_BY_NAME: dict[str, Callable[[str], str]] = {
    "Cargo.toml": _toml_key("package", "workspace.package"),
    "pyproject.toml": _toml_key("project", "tool.poetry"),
    "setup.cfg": _setup_cfg,
    "package.json": _json_key,
    "composer.json": _json_key,
    "bower.json": _json_key,
    "pubspec.yaml": _yaml_key("description"),
    "Chart.yaml": _yaml_key("description"),
    # A GitHub Action's metadata (its inputs and runs below) read "name: 'Setup Python'".
    "action.yml": _yaml_key("description"),
    "action.yaml": _yaml_key("description"),
    "flake.nix": _flake,
}
# Named by the package: `cassava.cabal`, `Starscream.podspec`.
_BY_SUFFIX: tuple[tuple[str, Callable[[str], str]], ...] = (
    (".cabal", _yaml_key("synopsis", "description")),
    (".podspec", _podspec),
    # (sidekiq.gemspec read `Gem::Specification.new do |gem|`, aasm's its `$:.push …` line.)
    (".gemspec", _podspec),
    (".rockspec", _rockspec),
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


# The line a Kubernetes manifest opens with, which said nothing as its summary:
# postgres-operator's 52 manifests and Helm templates read "apiVersion: v1", "apiVersion:
# apps/v1", "apiVersion: rbac.authorization.k8s.io/v1".
KUBE_OPENER = compiled(r"(?:apiVersion|kind)[ \t]*:")


def kube_object(text: str) -> str:
    """A Kubernetes manifest's first object as its kind and name, `metadata.name`
    ("Deployment postgres-operator-ui", "CustomResourceDefinition postgresqls.acid.zalan.do"),
    the kind alone when a Helm template writes the name (`{{ template "x.fullname" . }}`) or
    none is given; "" for YAML that is no object (no top-level `apiVersion` and `kind`)."""
    top: dict[str, str] = {}
    name, metadata_indent, in_metadata = "", "", False
    for line in text[:50_000].split("\n")[:500]:
        if line.startswith("---"):
            if "kind" in top:
                break
            top, name, in_metadata = {}, "", False   # a document before it held no object
            continue
        match = _YAML_KEY.match(line)
        if match is not None:
            top.setdefault(match.group(1), _unquoted(match.group(2) or ""))
            in_metadata, metadata_indent = match.group(1) == "metadata", ""
            continue
        if not in_metadata or name or not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = line[:len(line) - len(line.lstrip())]
        if not indent:
            in_metadata = False   # a template's `{{- end }}` at the margin, or a list item
            continue
        metadata_indent = metadata_indent or indent
        field = _YAML_KEY.match(line[len(indent):]) if indent == metadata_indent else None
        if field is not None and field.group(1) == "name":
            name = _unquoted(field.group(2) or "")
    kind = top.get("kind", "")
    if not top.get("apiVersion") or not kind or not has_word(kind) or "{{" in kind:
        return ""
    return kind if not name or "{{" in name else f"{kind} {name}"


def _unquoted(value: str) -> str:
    """A YAML scalar's value, its quotes gone."""
    return value[1:-1] if len(value) > 1 and value[0] in "\"'" and value[-1] == value[0] else value
