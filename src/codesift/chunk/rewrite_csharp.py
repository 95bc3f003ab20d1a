"""C# 14 extension blocks as tree-sitter-c-sharp 0.23.5 can read them. Like every rewrite in
``rewrite.py``, this one keeps the length, so each row and offset of the parse is the file's
own.

An extension block (`extension(IRestClient client) { … }` in a static class, .NET 10) is
unknown to the grammar: it read RestSharp's `extension(IRestClient client) {` as a
constructor named `extension` whose members were local functions, so
RestClient.Extensions.Put.cs had no chunk for `ExecutePutAsync`, and a generic block with a
constraint (`extension<T>(T value) where T : class {`) broke the rest of its class. The
header, from `extension` to its `{`, and the matching `}` are blanked: the members are then
the class's own, as the compiler sees them (an extension member is called as the receiver's
but declared, documented and found in its static class). The receiver is in no chunk's
signature; the header's words stay in the class's text, which is the file's own.

>>> rewrite_csharp(b"static class E {\\n  extension(string s) {\\n    public int N() => 1;\\n  }\\n}")
b'static class E {\\n                       \\n    public int N() => 1;\\n   \\n}'
"""
from __future__ import annotations

import bisect
import re

from codesift.chunk.base import NOT_NEWLINE

from ..regex_cache import compiled

# An extension block's header opening its line: type parameters (names only), the receiver's
# parameter (`ref int x`, `in Span<T> s`, `(int, string) t`, `[NotNull] string? s`, a type
# alone: `extension(string)` declares static members only), `where` clauses, its `{` on a line
# of its own too. No `;` or `=`: `extension(x);` is a call. Bounded, so a line of `extension(`
# or of `(` costs a few hundred steps.
_HEADER = compiled(
    rb"(?m)^[ \t]*(extension[ \t]*(?:<[^<>(){};=]{1,300}>[ \t]*)?"
    rb"\((?:[^(){};=]|\([^(){};=]{0,300}\)){1,300}\)"
    rb"[ \t\r\n]*(?:where\b[^{};=]{0,500})?\{)")
# The comments right above a header (`/// <param name="client">…`) document its receiver: left
# for the parse, a `/** … */` one blank row above the first member, or any comment above a
# header sharing its line with that member, would be that member's doc. Whole comments only
# (`// …` lines, a `/* … */` from a line's start), looked back over within bounds.
_LINE_COMMENT = compiled(rb"[ \t]*//")
_BLOCK_END = compiled(rb"[^\n]*\*/[ \t]*\r?$")
_COMMENTS_MAX = 64        # lines looked back over
_BLOCK_COMMENT_MAX = 4_096   # bytes a block comment's opener is looked back for
# And a comment after the header's `{` (`extension<T>(T value) where T : class { // nullables`):
# left alone on its row, it would be the first member's doc.
_TRAILING_COMMENT = compiled(rb"[ \t]*(?://[^\n]*|/\*[^\n]*?\*/[ \t]*(?=\r?\n|\Z))")

# What code is read past to find its braces: comments, strings, characters and directive lines.
# A string's prefix is bounded: a run of 40,000 `$` took 3 s, each tried to its end.
_CODE = compiled(rb"(?m)[{}'\"]|//|/\*|[$@]{1,16}\"|^[ \t]*#")
_CHARACTER = compiled(rb"'(?:[^'\\\n]|\\[^\n]{1,9}?)'")
# What a string stops at: its end, an escape, an interpolation's hole (`{{` is a brace).
_REGULAR = compiled(rb'\\.|["\n]')
_REGULAR_HOLES = compiled(rb'\\.|\{\{|["\n{]')
_VERBATIM = compiled(rb'""|"')
_VERBATIM_HOLES = compiled(rb'""|\{\{|["{]')
# An `#elif` or `#else` line, after the `#` a directive line opens with, and every conditional
# directive line: see ``_skip_branches``.
_OTHER_BRANCH = compiled(rb"[ \t]*(?:elif|else)\b")
_CONDITIONAL = compiled(rb"(?m)^[ \t]*#[ \t]*(if|elif|else|endif)\b")


# A .NET 10 file-based app's directives (`#:package Humanizer@2.14.1`, `#:sdk Cake.Sdk`,
# `#:property X=y`), which open the file: the grammar knows no `#:`, and Polly's cake.cs, a Cake
# script of top-level statements, parsed as one error and stayed one whole-file chunk.
_APP_DIRECTIVE = compiled(rb"(?m)^#:[^\n]*")


# A pointer dereferenced with a parenthesis after it (`*(Int16*)ptr = value;`, `ToBytes(
# *(UInt32*)(&value), …)`, `*(b) | *(b + 1)`): tree-sitter-c-sharp 0.23.5 misreads the `*`
# (as a multiplication or a pointer type) and the error can take the file: LiteDB's
# BufferExtensions.cs was one `file` chunk with no class. Where an operand cannot stand
# before it (after an operator, an opening bracket, `,`, `;`, `:`, a brace, `return` or
# `else`), the `*` becomes `~`, a prefix operator the grammar reads there (same length). Only
# in a file with `unsafe`, which every pointer needs; a `*` in a string or comment so changed
# changes nothing the parse keeps.
_DEREFERENCE = compiled(
    rb"(?:(?<=[(,=|&!~+\-?:\[{};<>%^])|(?<=\breturn)|(?<=\belse))([ \t\r\n]*)\*(?=[ \t]*\()")


# `async` used as a name (a parameter `bool async`, then `async ? a : b`, `F(true, async)`):
# the grammar reads it only as a modifier, and each use was an error, one in an object
# initializer taking the rest of the file (fluid's IfStatementTests.cs, lines 97-274 one
# stretch). Where a modifier cannot be, before `)`, `,`, `;`, `?`, `:`, `.`, `]`, `}`, a
# comparison, an assignment or a logical operator, it is renamed `asyn_` (same length).
_ASYNC_NAME = compiled(rb"\basync(?=[ \t]*(?:[),;?:.\]}]|[=!]=|=(?!>)|&&|\|\|))")


# A partial ref struct (`public ref partial struct RespReader`, the order C# requires):
# tree-sitter-c-sharp 0.23.5 reads only `partial ref struct`, and took `ref partial struct R`
# for a variable of a ref type: StackExchange.Redis's RESPite lost the struct, its members
# top-level functions signed `public ref partial struct RespReader { internal bool …`, over
# 10 files. The two words trade places for the parse (same length).
_REF_PARTIAL = compiled(rb"\bref([ \t]+)partial(?=[ \t]+struct\b)")
# C# 13's anti-constraint `where TState : allows ref struct` is unknown to the grammar too, and
# the error took the rest of RESPite's RespReader.cs (its 2,000 lines of members top-level
# functions). It reads as `new()`, the constraint that, like it, must come last (same length).
_ALLOWS_REF_STRUCT = compiled(rb"\ballows[ \t]+ref[ \t]+struct\b")


def csharp_parse_view(src: bytes) -> bytes:
    """``src`` with a file-based app's `#:` directive lines blanked, a parenthesised
    pointer dereference's `*` read as `~`, `async` as a name renamed, `ref partial struct`
    read `partial ref struct` and `allows ref struct` as `new()`, for the parse only.

    >>> csharp_parse_view(b"#:sdk Cake.Sdk\\nvar x = 1;")
    b'              \\nvar x = 1;'
    >>> csharp_parse_view(b"unsafe { *(Int16*)p = a * (b); }")
    b'unsafe { ~(Int16*)p = a * (b); }'
    >>> csharp_parse_view(b"return async ? F(x, async) : G(async () => 1);")
    b'return asyn_ ? F(x, asyn_) : G(async () => 1);'
    """
    if b"async" in src:
        src = _ASYNC_NAME.sub(b"asyn_", src)
    if b"ref partial" in src:
        src = _REF_PARTIAL.sub(lambda m: b"partial" + m.group(1) + b"ref", src)
    if b"allows" in src:
        src = _ALLOWS_REF_STRUCT.sub(lambda m: b"new()".ljust(len(m.group(0))), src)
    if b"unsafe" in src and b"*" in src:
        src = _DEREFERENCE.sub(lambda m: m.group(1) + b"~", src)
    if not src.startswith(b"#:") and b"\n#:" not in src:
        return src
    return _APP_DIRECTIVE.sub(lambda m: m.group(0).translate(NOT_NEWLINE), src)


def rewrite_csharp(src: bytes) -> bytes:
    """``src`` with each extension block's header and closing brace blanked (same length)."""
    if b"extension" not in src:
        return src
    headers = list(_HEADER.finditer(src))
    if not headers:
        return src
    pairs, opaque = code_braces(src)
    out = bytearray(src)
    for m in headers:
        brace = m.end() - 1
        close = pairs.get(brace)
        if close is None or bisect.bisect_right(opaque, m.start(1)) % 2:
            continue     # in a comment or string, or never closed: left as written
        end = _TRAILING_COMMENT.match(src, m.end())
        stop = m.end() if end is None else end.end()
        out[m.start(1):stop] = src[m.start(1):stop].translate(NOT_NEWLINE)
        out[close] = 32
        _blank_comments_above(src, out, src.rfind(b"\n", 0, m.start(1)))
    return bytes(out)


def _blank_comments_above(src: bytes, out: bytearray, end: int) -> None:
    """Blank in ``out`` the whole comments on the lines right above the line after ``end``."""
    for _ in range(_COMMENTS_MAX):
        if end <= 0:
            return
        start = src.rfind(b"\n", 0, end) + 1
        if not _LINE_COMMENT.match(src, start, end):
            if not _BLOCK_END.match(src, start, end):
                return
            opener = src.rfind(b"/*", max(0, end - _BLOCK_COMMENT_MAX), end)
            start = src.rfind(b"\n", 0, opener) + 1
            if opener < 0 or src[start:opener].strip():
                return
        out[start:end] = src[start:end].translate(NOT_NEWLINE)
        end = start - 1


def code_braces(src: bytes) -> tuple[dict[int, int], list[int]]:
    """Each `{` of code with the `}` closing it, and the bounds of what is not code (comments,
    strings, characters, directive lines and `#elif`/`#else` branches: `'{'`, `"}"`,
    `$"{x}}}"`), a start and an end each in order, so ``bisect_right(bounds, at) % 2`` says
    whether ``at`` is out of code. An interpolation's hole (`$"…{f(a)}…"`, `$$\"""…{{x}}…\"""`)
    is code. One pass, each byte read once; a brace never closed has no pair."""
    pairs: dict[int, int] = {}
    bounds: list[int] = []
    opened: list[int] = []               # open braces, innermost last; -1 for a hole's
    holes: list[tuple[int, int, int]] = []   # the strings whose holes are open, innermost last
    pos, size = 0, len(src)
    while pos < size:
        m = _CODE.search(src, pos)
        if m is None:
            break
        at, token = m.start(), m.group()
        if token == b"{":
            opened.append(at)
            pos = at + 1
            continue
        if token == b"}":
            pos = at + 1
            if not opened:
                continue
            start = opened.pop()
            if start >= 0:
                pairs[start] = at
                continue
            verbatim, quotes, dollars = holes.pop()
            pos = at + max(1, dollars)       # a raw string's hole closes with its `}`s
            begin, string = pos, (verbatim, quotes, dollars)
        elif token.endswith(b"#") and _OTHER_BRANCH.match(src, m.end()):
            pos = _skip_branches(src, m.end())
            bounds += (at, pos)
            continue
        elif token == b"//" or token.endswith(b"#"):
            line_end = src.find(b"\n", at)
            pos = size if line_end < 0 else line_end
            bounds += (at, pos)
            continue
        elif token == b"/*":
            closed = src.find(b"*/", at + 2)
            pos = size if closed < 0 else closed + 2
            bounds += (at, pos)
            continue
        elif token == b"'":
            character = _CHARACTER.match(src, at)
            pos = at + 1 if character is None else character.end()
            bounds += (at, pos)
            continue
        else:
            quote = m.end() - 1
            run = quote
            while run < size and src[run] == 34:    # "
                run += 1
            verbatim = b"@" in token
            if not verbatim and run - quote == 2:   # `""`, `$""`: empty
                pos = run
                bounds += (at, pos)
                continue
            quotes = run - quote if run - quote >= 3 and not verbatim else 1
            begin, string = at, (verbatim, quotes, token.count(b"$"))
            pos = quote + quotes
        end, hole = _string_end(src, pos, *string)
        bounds += (begin, end)
        pos = end
        if hole:
            opened.append(-1)
            holes.append(string)
    return pairs, bounds


def _skip_branches(src: bytes, at: int) -> int:
    """The end of the `#endif` line closing the group whose `#elif` or `#else` is at ``at``.

    Braces are read in the build where every condition holds, as ``conditionals.py`` parses:
    RestSharp's `#if NET7_0_OR_GREATER` / `while (…ct…) {` / `#else` / `while (…) {` /
    `#endif` opens one loop, and counting both braces paired the extension block's `{` with
    its class's `}`. The other branches are passed over unread, as the compiler does."""
    nested = 0
    for m in _CONDITIONAL.finditer(src, at):
        if m.group(1) == b"if":
            nested += 1
        elif m.group(1) == b"endif":
            if not nested:
                end = src.find(b"\n", m.end())
                return len(src) if end < 0 else end
            nested -= 1
    return len(src)


def _string_end(src: bytes, pos: int, verbatim: bool, quotes: int, dollars: int) -> tuple[int, bool]:
    """Where a string's text from ``pos`` ends (after its closing quotes, or after the braces
    opening a hole), and whether a hole opens there."""
    if quotes >= 3:
        pattern = re.compile(b'"{%d,}' % quotes + (b"|\\{{%d,}" % dollars if dollars else b""))
    elif verbatim:
        pattern = _VERBATIM_HOLES if dollars else _VERBATIM
    else:
        pattern = _REGULAR_HOLES if dollars else _REGULAR
    while True:
        m = pattern.search(src, pos)
        if m is None:
            return len(src), False
        token = m.group()
        if token in (b'"', b"\n") or token.startswith(b'"') and quotes >= 3:
            return m.end(), False
        if token.startswith(b"{") and (token != b"{{" or quotes >= 3):
            return m.end(), True
        pos = m.end()    # an escape, `""` in a verbatim string, `{{`
