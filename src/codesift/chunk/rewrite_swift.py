"""Swift conditions tree-sitter-swift 0.7 reads as a call with a trailing closure. Like every
rewrite in ``rewrite.py``, this one keeps the length, so each row and offset of the parse is
the file's own; the walker reads the file's own bytes (``PARSE_ONLY``).

>>> rewrite_swift(b"    while await task.count < 2 {")
b'    while(await task.count < 2){'
>>> rewrite_swift(b"      switch consume self {")
b'      switch(consume self){'
>>> rewrite_swift(b"  for try await line in try handle.bytes.lines {")
b'  for try await line in(try handle.bytes.lines){'
>>> rewrite_swift(b"    if case .done(let v) = try #require(events.first) {")
b'    if case .done(let v) =(try  require(events.first)){'
"""
from __future__ import annotations

import re

from typing import TYPE_CHECKING

from codesift.chunk.base import NOT_NEWLINE, parse_within
from codesift.regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node, Parser

# A statement's head whose last operand is a prefix expression, `await`, `try`, `consume` or
# `copy` before an operand ending in a name or a literal: `while await task.count < 2 {`,
# `if x, await state.isDone {`, `switch consume self {` (SE-0366's ownership operators on a
# ~Copyable value), `switch try await x.y {`, `for try await line in try handle.lines {`. The
# grammar took the block for a trailing closure of that operand, the statement became an
# ERROR, and with it the enclosing type (Nuke's ImageTaskTests: the struct and 7 tests lost,
# two file chunks; swift-async-algorithms' channel state machines, 1,000 lines, 40 `switch
# consume self {`, were one ERROR). Parenthesised from the blank before the operator to the
# one before `{`, it is a condition; a `for` loop's from its `in`, its pattern's `try await`
# left alone; an operand opens the head or follows an operator (`=`, `,`, `&&`: not a word
# inside a string). One line, no brace inside: a head over lines or holding a closure is left
# as it is.
_PREFIXED_CONDITION = compiled(
    rb"(?m)^([ \t]*(?:\}[ \t]*else[ \t]+)?(?:(?:if|while|switch)\b|for\b[^\n{}]*?[ \t]in\b)"
    rb"(?:[^\n{}]*?[=,&|<>!?])?) ((?:try[?!]?|await|consume|copy)[ \t][^\n{}]*?[^\s{}]) \{")
# A freestanding macro (Swift Testing's `#require(…)`) just before a condition's `{`: read as
# a trailing closure the same way. For the parse its `#` is blanked, a call the grammar knows.
# `#available(…)` / `#unavailable(…)` have rules of their own and are kept.
_MACRO_CONDITION = compiled(
    rb"(?m)^([ \t]*(?:\}[ \t]*else[ \t]+)?(?:if|while)\b[^\n{}]*?)"
    rb"#(?!(?:un)?available\b)(?=[A-Za-z_]\w*\([^\n{}]*\)[ \t]*\{[ \t]*\r?$)")


# A function declared with the symbol it binds to and no body, which only `@_silgen_name("…")`
# and `@_extern(c)` allow outside a protocol: from the attribute to the header's `func
# name(`. The grammar wants a body and took the rest of the file for it: swift-async-algorithms'
# Test.swift (442 lines, a protocol and 3 types) was one ERROR and one whole-file chunk.
_EXTERN_FUNC = compiled(rb"(?m)^[ \t]*@_(?:silgen_name|extern)\b[^\n]*\n"
                        rb"(?:[ \t]*(?:@|(?:public|internal|private|fileprivate|package)\b)[^\n]*\n)*?"
                        rb"[^\n{}]*?\bfunc[ \t]+[^\s(]+[ \t]*\(")
# What may follow a header before its body on the next line.
_HEADER_GOES_ON = compiled(rb"\s*(?:\{|where\b|->|throws\b|rethrows\b|async\b)")


def rewrite_swift(src: bytes) -> bytes:
    """``src`` with the conditions above as the grammar can read them, the same length."""
    if b"await" in src or b"try" in src or b"consume" in src or b"copy" in src:
        src = _PREFIXED_CONDITION.sub(_parenthesise, src)
    if b"#" in src:
        src = _MACRO_CONDITION.sub(lambda m: m.group(1) + b" ", src)
    if b"@_silgen_name" in src or b"@_extern" in src:
        src = _blank_bodiless(src)
    return src


def _blank_bodiless(src: bytes) -> bytes:
    """``src`` with each bodiless `@_silgen_name` function blanked, its line breaks kept: the
    rest of the file parses (the function itself is then no chunk).

    >>> _blank_bodiless(b'@_silgen_name("run")\\nfunc run(_ j: Job)\\n\\nstruct S {}\\n')
    b'                    \\n                  \\n\\nstruct S {}\\n'
    """
    buf = bytearray(src)
    for m in _EXTERN_FUNC.finditer(src):
        depth, i = 1, m.end()
        while i < len(src) and depth:   # to the parameters' `)`
            depth += (src[i] == ord("(")) - (src[i] == ord(")"))
            i += 1
        end = src.find(b"\n", i)
        end = len(src) if end < 0 else end
        if depth or b"{" in src[i:end] or _HEADER_GOES_ON.match(src, end):
            continue   # a body follows: a definition the attribute names
        buf[m.start():end] = src[m.start():end].translate(NOT_NEWLINE)
    return bytes(buf)


def _parenthesise(m: re.Match[bytes]) -> bytes:
    return m.group(1) + b"(" + m.group(2) + b"){"


# `nonisolated(unsafe)` (SE-0412) before a `let` or `var`.
_NONISOLATED_UNSAFE = compiled(rb"\bnonisolated[ \t]*\(unsafe\)")


def reparse_unsafe_locals(parser: Parser, parsed: bytes, root: Node) -> Node:
    """``root``, or the parse of ``parsed`` with each `nonisolated(unsafe)` the grammar did not
    read as a declaration's modifiers blanked when there is one.

    The grammar knows it on a member or a global, not on a local, where it read a call and
    an ERROR; in a closure or a `switch` case that ERROR swallowed what followed (swift-async-
    algorithms' MultiProducerSingleConsumerAsyncChannel+Internal.swift: a closure's
    `nonisolated(unsafe) let disconnectedElement = element` cost 113 of its 157 chunks). No
    rewrite that keeps it parses in a `switch` case, and blanked everywhere it would leave the
    signatures of the members that have it; the walker reads the file's own bytes.
    """
    buf = bytearray(parsed)
    for m in _NONISOLATED_UNSAFE.finditer(parsed):
        node: Node | None = root.descendant_for_byte_range(m.start(), m.start() + 1)
        while node is not None and node.type not in ("modifiers", "ERROR"):
            node = node.parent
        if node is None or node.type == "ERROR":
            buf[m.start():m.end()] = parsed[m.start():m.end()].translate(NOT_NEWLINE)
    if buf == parsed:
        return root
    return parse_within(parser, bytes(buf)) or root
