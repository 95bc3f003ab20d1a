"""Lua classes and fields that exist only as LuaCATS annotations (lua-language-server's, which
Neovim plugins write):

    ---@class Job
    ---@field command string Command to run
    ---@field on_exit? fun(self: Job, code: number) Called when it exits
    local Job = {}

`local Job = {}` is no chunk (a table is a scope, not a declaration), and an options type
(`---@class benchmark_run_opts` over its `---@field`s) has no code at all, so "Job class" or
"the job's cwd option" found a `file` stretch. Each `---@class NAME` becomes a ``class``
chunk over its annotation block, its doc the block's prose, and each `---@field` under it a
``property`` of that class, its doc the text after the type, else the prose right above it
(Neovim's style, which its docs generator reads so: gitsigns's `--- Whether to loop around
file or not.` / `--- @field wrap boolean`, which had described the class `Gitsigns.NavOpts`
while its eight fields had none). The walker does not see them
(comments are docs to it), so this pass reads them after the walk, as ``ruby_directives`` does
YARD's.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from codesift.chunk.doctext import clean_comment
from codesift.model import Chunk

from ..regex_cache import compiled

# `---@class (exact) Job : Parent`: group 1 the name, group 2 what follows (its parents).
_CLASS = compiled(r"[ \t]*---[ \t]*@class[ \t]+(?:\([\w, ]*\)[ \t]*)?([A-Za-z_][\w.]*)(.*)")
# `---@field private name? type description`: group 1 the name, 2 its `?`, 3 the type and
# the rest.
_FIELD = compiled(r"[ \t]*---[ \t]*@field[ \t]+(?:(?:public|protected|private|package)[ \t]+)?"
                  r"([A-Za-z_]\w*)(\??)[ \t]+(\S.*)")
_ANNOTATION = compiled(r"[ \t]*---")
_TAG = compiled(r"[ \t]*---[ \t]*@")
# A comment commented again, a note among the fields, no field's description (gitsigns's
# `--- -- Undocumented` over its config's private fields).
_COMMENTED = compiled(r"[ \t]*---[ \t]*--")
# A description's old EmmyLua marks (`@number of runs`, `# the path`) say nothing.
_DESCRIPTION_MARK = compiled(r"^[@#][ \t]*")
_OPENING, _CLOSING = "([{<", ")]}>"


def luacats_chunks(path: str, lang: str, lines: list[str]) -> list[Chunk]:
    """The class and field chunks of a Lua file's `---@class` blocks."""
    out: list[Chunk] = []
    for row, line in enumerate(lines):
        m = _CLASS.match(line)
        if m is None:
            continue
        name = m.group(1)
        first = row   # the prose right above the class line is its description
        while first > 0 and _ANNOTATION.match(lines[first - 1]) and not _TAG.match(lines[first - 1]):
            first -= 1
        last = row
        while last + 1 < len(lines) and _ANNOTATION.match(lines[last + 1]) \
                and not _CLASS.match(lines[last + 1]):
            last += 1
        # What follows the name: its parents (`: Parent`), then an old EmmyLua description
        # after `@` or `#` (`---@class List @The base class for all list objects`).
        parents, _, said = m.group(2).partition("@") if "@" in m.group(2) else \
            m.group(2).partition("#")
        fields, above = _fields(lines, row + 1, last + 1)
        # The prose right under the class line is the first field's when that field has no
        # description of its own (gitsigns's `Gitsigns.HunkOpts` / `--- Operate on/select all
        # contiguous hunks.` / `--- @field greedy? boolean`), else the class's.
        claimed = bool(fields) and fields[0].before is above
        prose = lines[first:row] + ([said] if said.strip() else []) + ([] if claimed else above)
        out.append(Chunk(path=path, lang=lang, kind="class", name=name, container="",
                         signature=f"class {name} {parents.strip()}".strip(),
                         doc=clean_comment("\n".join(prose)), start=first + 1, end=last + 1,
                         text="\n".join(lines[first:last + 1])))
        for field in fields:
            named, at = field.match, field.row
            out.append(Chunk(path=path, lang=lang, kind="property", name=named.group(1),
                             container=name,
                             signature=f"{named.group(1)}{named.group(2)}: {field.typed}",
                             doc=field.said or clean_comment("\n".join(field.before)),
                             start=at + 1, end=at + 1, text=lines[at]))
    return out


class _Field(NamedTuple):
    """A `---@field` line: its match, row, type, the description after the type and, when
    that is empty, the prose lines right above it (since the last tag or the class line)."""

    match: re.Match[str]
    row: int
    typed: str
    said: str
    before: list[str]


def _fields(lines: list[str], start: int, end: int) -> tuple[list[_Field], list[str]]:
    """The `---@field`s of ``lines[start:end]``, and the prose lines opening the block, up to
    its first tag (the very list the first field holds as ``before`` when it takes them)."""
    fields: list[_Field] = []
    opening: list[str] | None = None
    prose: list[str] = []
    for at in range(start, end):
        line = lines[at]
        if not _TAG.match(line):
            if not _COMMENTED.match(line):
                prose.append(line)
            continue
        if opening is None:
            opening = prose
        field = _FIELD.match(line)
        if field is not None:
            typed, said = _type_and_description(field.group(3))
            said = _DESCRIPTION_MARK.sub("", said)
            fields.append(_Field(field, at, typed, said, [] if said else prose))
        prose = []
    return fields, prose if opening is None else opening


def _type_and_description(rest: str) -> tuple[str, str]:
    """A field's type and the description after it: the type ends at a space outside its
    brackets, unless a union's `|` or a function's result (`fun(a: T): R`) goes on.

    >>> _type_and_description("fun(error: string, data: string): boolean Called on output")
    ('fun(error: string, data: string): boolean', 'Called on output')
    >>> _type_and_description("table<string, string>|string[] Environment")
    ('table<string, string>|string[]', 'Environment')
    """
    depth = 0
    for i, c in enumerate(rest):
        if c in _OPENING:
            depth += 1
        elif c in _CLOSING:
            depth = max(0, depth - 1)
        elif c.isspace() and depth == 0:
            before, after = rest[:i].rstrip(), rest[i:].lstrip()
            if before.endswith((":", "|")) or after.startswith(("|", ":")):
                continue
            return rest[:i], after
    return rest, ""
