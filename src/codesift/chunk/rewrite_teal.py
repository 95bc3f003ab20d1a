"""Teal (Lua with types, ``.tl``) as the Lua grammar can parse it: its type annotations
blanked, byte for byte and line for line, for the parse only (the walker reads the file's own
bytes, so signatures keep their types).

luarocks' ``cmd.tl`` kept 2 of its 21 functions past one 529-line error: a typed local
(`local process_tree_args: function(Args, string): boolean, string`), a record block and the
optional parameters (`tree?: Tree`) are no Lua.
"""
from __future__ import annotations

import re

from codesift.regex_cache import compiled

# A file is Teal when it declares a type or types a function's parameter, which Lua never
# writes; plain Lua is left alone (`as` and `record` are names there).
_TEAL = compiled(rb"(?m)^[ \t]*(?:local|global)[ \t]+(?:record|interface|enum|type)[ \t]+\w"
                 rb"|\bfunction\b[^\n(]*\([ \t]*\w+\??[ \t]*:[ \t]*[\w{(]")
# A type's header: `local record cmd`, `   interface Build is Base`, `global enum Mode`; group
# 1 is its keyword (and `global`), 2 its name. Its block runs to the `end` that closes it:
# a body holds fields and nested types only, so the `end` lines count them (not indentation:
# luarocks' bopts.d.tl closes `    record BOpts` with `     end`).
_TYPE_HEAD = compiled(rb"(?m)^[ \t]*(?:local[ \t]+)?((?:global[ \t]+)?(?:record|interface|enum)"
                      rb"[ \t]+)([A-Za-z_]\w*)[^\n]*")
_END_LINE = compiled(rb"(?m)^[ \t]*end\b")
# A type alias, one line: `local type Tree = require("luarocks.core.types.tree").Tree`.
_TYPE_ALIAS = compiled(rb"(?m)^[ \t]*(?:local[ \t]+|global[ \t]+)?type[ \t]+\w+[ \t]*=[^\n]*")
# A typed local or global: `local x: T = v`, `local ok, v: boolean, T = …`, `local f:
# function(A): R` (to `=` or the line's end).
_TYPED_LOCAL = compiled(rb"(?m)^([ \t]*(?:local|global)[ \t]+\w+(?:[ \t]*<\w+>)?"
                        rb"(?:[ \t]*,[ \t]*\w+(?:[ \t]*<\w+>)?)*)[ \t]*:")
# A function's header up to its parameters, with its type parameters: `function fun.map<K, V>(`.
_HEADER = compiled(rb"\bfunction\b[ \t]*[\w.:]*[ \t]*(<[^>\n]*>)?[ \t]*\(")
# A cast or a type test: `x as {string: Dir}`, `dirs as Dirs`, `if tree is Tree then`.
_CAST = compiled(rb"\b(?:as|is)[ \t]+(?:\{[^}\n]*\}|[A-Za-z_][\w.]*(?:<[^>\n]*>)?)")
_OPEN, _CLOSE = b"({[<", b")}]>"
_PARAM_NAME = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_?. \t\r\n")
# Words that end a return type's list and open the body on the header's line.
_BODY_WORDS = compiled(rb"(?:return|local|if|for|while|do|end|repeat)\b")


def _blank(buf: bytearray, start: int, end: int) -> None:
    """Spaces for ``buf[start:end]``, its line breaks kept."""
    for i in range(start, end):
        if buf[i] not in b"\r\n":
            buf[i] = 0x20


def _block_end(src: bytes, i: int, end: int) -> int:
    """Where the `end` closing a type block whose header ends at ``i`` starts; -1 if none
    before ``end``."""
    depth = 1
    while i < end:
        i = src.find(b"\n", i, end) + 1
        if i <= 0:
            return -1
        if _TYPE_HEAD.match(src, i, end):
            depth += 1
        elif (m := _END_LINE.match(src, i, end)) is not None:
            depth -= 1
            if depth == 0:
                return m.end() - 3
    return -1


def _type_table(src: bytes, buf: bytearray, start: int, end: int) -> None:
    """Each type block between ``start`` and ``end`` as a table the Lua grammar reads, nested
    ones as its fields: `local record lfs` … `   record Lock` … `   end` … `end` becomes `local
    lfs={` … `   Lock={` … `   };` … `};`, its fields and `is`/`where` lines blanked. The
    rules know a type's table by the file's own `record` at its start (``grammars_lua``);
    luarocks' 225 records, interfaces and enums (its 27 `.d.tl` files declare nothing else)
    were in no chunk."""
    pos = start
    while (m := _TYPE_HEAD.search(src, pos, end)) is not None:
        close = _block_end(src, m.end(), end)
        if close < 0:   # no `end` of its own: left as it is
            pos = m.end()
            continue
        _blank(buf, m.start(1), close + 3)
        head = m.group(2) + b"={"
        buf[m.start(1):m.start(1) + len(head)] = head   # `record ` is longer than `={`
        buf[close:close + 2] = b"};"
        _type_table(src, buf, m.end(), close)
        pos = close + 3


def _type_end(src: bytes, i: int, stops: bytes) -> int:
    """Where a type opening at ``i`` ends: at a byte of ``stops`` outside brackets or the
    line's end (a `function(A): R` inside it is part of it)."""
    depth = 0
    while i < len(src):
        c = src[i]
        if c in b"\r\n" and depth == 0:
            return i
        if depth == 0 and c in stops:
            return i
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            if depth == 0:
                return i
            depth -= 1
        i += 1
    return i


def _blank_header(src: bytes, buf: bytearray, m: re.Match[bytes]) -> None:
    """A function header's types: its type parameters, each parameter's `?: T`, and the
    `: R, S` after its `)` up to the body."""
    if m.group(1):
        _blank(buf, m.start(1), m.end(1))
    i = m.end()
    while i < len(src):
        while i < len(src) and src[i] in _PARAM_NAME:   # a name, `?`, `...`, a line's break
            i += 1
        if i >= len(src) or src[i] != ord(":"):
            if i < len(src) and src[i] == ord(","):
                i += 1
                continue
            break
        start = i - 1 if src[i - 1] == ord("?") else i
        i = _type_end(src, i + 1, b",")
        _blank(buf, start, i)
    if i < len(src) and src[i] == ord(")"):
        j = i + 1
        _blank(buf, j, returns_end(src, j))


def returns_end(src: bytes, j: int) -> int:
    """Where the return types after a function's parameters (``j`` just past their `)`) end:
    `: R, S` up to the body or the line's end; ``j`` when there are none (plain Lua).

    >>> src = b"function f(a): boolean, string return a end"
    >>> src[:returns_end(src, 13)].decode()
    'function f(a): boolean, string '
    """
    while j < len(src) and src[j] in b" \t":
        j += 1
    if j >= len(src) or src[j] != ord(":"):
        return j
    k, depth = j + 1, 0
    while k < len(src) and src[k] not in b"\r\n":
        c = src[k]
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and src[k - 1] in b" \t" and _BODY_WORDS.match(src, k):
            break   # a one-line body: `function(s: string): string return s end`
        elif depth == 0 and src.startswith(b"--", k):
            break   # a comment after the header
        k += 1
    return k


def teal_parse_view(src: bytes) -> bytes:
    """``src`` less its Teal types when it has any; plain Lua unchanged.

    >>> teal_parse_view(b"local function f(a: string, b?: {T}): boolean, string\\n")
    b'local function f(a        , b      )                 \\n'
    >>> teal_parse_view(b"local function f(a) return a end\\n")
    b'local function f(a) return a end\\n'
    """
    if not _TEAL.search(src):
        return src
    buf = bytearray(src)
    for m in _TYPE_ALIAS.finditer(src):
        _blank(buf, m.start(), m.end())
    _type_table(src, buf, 0, len(src))
    src = bytes(buf)
    for m in _TYPED_LOCAL.finditer(src):
        colon = m.end() - 1
        _blank(buf, colon, _type_end(src, colon + 1, b"="))
    src = bytes(buf)
    for m in _HEADER.finditer(src):
        _blank_header(src, buf, m)
    for m in _CAST.finditer(bytes(buf)):
        _blank(buf, m.start(), m.end())
    return bytes(buf)
