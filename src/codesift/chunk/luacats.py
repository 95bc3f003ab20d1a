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
``property`` of that class, its doc the text after the type. The walker does not see them
(comments are docs to it), so this pass reads them after the walk, as ``ruby_directives`` does
YARD's.
"""
from __future__ import annotations

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
        prose = lines[first:row] + ([said] if said.strip() else []) \
            + _until_tag(lines[row + 1:last + 1])
        out.append(Chunk(path=path, lang=lang, kind="class", name=name, container="",
                         signature=f"class {name} {parents.strip()}".strip(),
                         doc=clean_comment("\n".join(prose)), start=first + 1, end=last + 1,
                         text="\n".join(lines[first:last + 1])))
        for at in range(row + 1, last + 1):
            field = _FIELD.match(lines[at])
            if field is None:
                continue
            typed, said = _type_and_description(field.group(3))
            out.append(Chunk(path=path, lang=lang, kind="property", name=field.group(1),
                             container=name, signature=f"{field.group(1)}{field.group(2)}: {typed}",
                             doc=_DESCRIPTION_MARK.sub("", said), start=at + 1, end=at + 1,
                             text=lines[at]))
    return out


def _until_tag(lines: list[str]) -> list[str]:
    """The prose lines opening ``lines``, up to the first tag (`---@field`)."""
    prose = []
    for line in lines:
        if _TAG.match(line):
            break
        prose.append(line)
    return prose


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
