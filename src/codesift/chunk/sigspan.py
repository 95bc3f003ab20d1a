"""How much of a value's or a bodiless type's source its signature holds: its first line, down
to the line holding its name (a long type above it), on over a `\\` splice, the value below a
`=` ending it, a type's brackets left open and its union members a line each, a TypeScript
generic opened at its end to where it closes: CTFd's `SECRET_KEY: str = empty_str_cast(…) \\` /
`or gen_secret_key()` is held to its second line, ``signature`` folding and closing what it
holds.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from codesift.chunk.header_text import chained
from codesift.model import VALUE_KINDS

from ..regex_cache import compiled

if TYPE_CHECKING:
    from codesift.chunk.base import Decl

# Languages whose signatures hold types (Prettier formats them).
TYPED_JS = frozenset({"typescript", "tsx"})


class ValueSpan(NamedTuple):
    """A value's signature source and how ``signature`` finishes it."""
    raw: bytes      # the source the signature holds
    cut: bool       # whether it ends at a line the value goes on past (closed as it ends)
    folded: bool    # whether its bracket groups over lines are folded when long
    unions: bool    # whether a type's value starts on the line under its `=`


def value_span(decl: Decl, kind: str, raw: bytes, start: int, lang: str) -> ValueSpan:
    """The part of ``raw`` (the header's source from ``start``) that a value's, or a bodiless
    type's or macro's, signature holds: its first line, a macro's parameters over lines, an
    interface member's whole type, and the lines below that the first leaves unfinished."""
    node = decl.node
    cut = folded = unions = False
    # A macro's parameters written over lines (gmock's `F(p0, p1, \` / `p2)`) all stay.
    params = node.child_by_field_name("parameters") if kind == "macro" else None
    after = params.end_byte - start if params is not None else 0
    if node.type == "property_signature" or node.type == "public_field_definition" \
            and node.child_by_field_name("value") is None:
        # An interface member's type is all of it, lines folded (below): fastify's
        # `frameworkErrors?: <` / `  RequestGeneric extends …` / `>(` … read
        # `frameworkErrors?: <`, its `schemaController?: {` lost its type altogether. So
        # is a class field's with no value: class-validator's `constraints?: {` / `[type:
        # string]: string;` / `};` read `constraints?`.
        newline, folded = -1, True
    elif kind == "type":
        newline = _open_line_end(raw)
        if lang in TYPED_JS:
            newline = _intersection_end(raw, newline)
    elif lang in _GENERIC_VALUES and (dangling := _DANGLING_GENERIC.match(raw, 0, 256)):
        # `const server: FastifyInstance<` / `  Server, …` / `> = fastify()`: to the line
        # its generic closes on.
        newline = raw.find(b"\n", _generic_end(raw, dangling.start(1)))
        folded = True
    else:
        newline = raw.find(b"\n", after)
    if newline >= 0 and decl.name:
        newline = _name_line_end(raw, newline, decl.name)
    if newline >= 0 and kind != "macro":
        newline = _logical_line_end(raw, newline)
    if newline >= 0 and _dangling_equals(raw[:newline]):
        newline = _value_end(raw, newline + 1, kind)
        unions = kind == "type"
    if newline >= 0 and kind in VALUE_KINDS and (joined := chained(raw, newline)) is not None:
        raw, newline = joined[0], -1 if joined[1] else len(joined[0])
    if newline >= 0:
        raw, cut = raw[:newline], True
    return ValueSpan(raw, cut, folded, unions)


def _name_line_end(raw: bytes, newline: int, name: str) -> int:
    """Where the line holding ``name`` ends, when the first line (up to ``newline``) does
    not hold it: gson's `static final JsonAdapterAnnotationTypeAdapterFactory` / `DEFAULT_…
    =`, serilog's `const string` / `MT0 = "Zero",` were signed without their names."""
    word = name.encode("utf-8", "replace")
    if word in raw[:newline]:
        return newline
    m = re.compile(rb"(?<![\w$])" + re.escape(word) + rb"(?![\w$])").search(raw, newline)
    return raw.find(b"\n", m.end()) if m else newline


# Brackets a type's header may leave open at a line's end (`{` opens a body, not a header).
_HEADER_BRACKETS = compiled(rb"[(\[<]|[)\]]|(?<![-=])>|\n")


def _open_line_end(raw: bytes) -> int:
    """The first newline outside ``(``, ``[`` and ``<``: a type alias whose generics or
    function parameters run over several lines (zustand's `type StateCreator<` / `  T,` …)
    keeps them, where its first line alone is a dangling opener. The first newline when the
    brackets never close within ``raw``; -1 when the whole of it is the header."""
    first = raw.find(b"\n")
    if first < 0:
        return -1
    depth = 0
    for m in _HEADER_BRACKETS.finditer(raw):
        token = m.group(0)
        if token == b"\n":
            if depth <= 0:
                return m.start()
        elif token in b"([<":
            depth += 1
        else:
            depth -= 1
    return -1 if depth <= 0 else first


def _intersection_end(raw: bytes, newline: int) -> int:
    """Where a TypeScript alias whose intersection or union goes on below, each line ending
    at its `&` or `|` (oclif's `type ErrorToHandle = Error &` / `  Partial<OclifError> &` /
    `  Partial<CLIError>`), ends: at the line ending in none. ``newline`` ends the first line."""
    while newline >= 0:
        line = raw[:newline].rstrip()
        if not line.endswith((b"&", b"|")) or line.endswith((b"&&", b"||")):
            return newline
        start = newline + 1
        newline = _open_line_end(raw[start:])
        newline = newline + start if newline >= 0 else -1
    return newline


# The operators a line may end in that are no assignment's `=`.
_NOT_ASSIGNMENT = (b"==", b"!=", b"<=", b">=")
# A union's or intersection's member written on a line of its own (`  | 'warn'`).
_UNION_LINE = compiled(rb"[ \t]*[|&](?![|&])")


def _logical_line_end(raw: bytes, newline: int) -> int:
    """Where the logical line ending at ``newline`` ends, its lines a `\\` continues joined
    (spliced below): CTFd's `SECRET_KEY: str = empty_str_cast(…) \\` / `or gen_secret_key()`
    lost its fallback. Not a string's `\\` (Rust's `"\\` / `100101…`, a triple-quoted one's),
    whose text goes on: closed `"…"` as before. (A macro's `\\` is read apart, below.)"""
    while newline >= 0 and (line := raw[:newline].rstrip(b"\r")).endswith(b"\\") \
            and not in_string(line.decode("utf-8", "replace"), len(line) - 1):
        newline = raw.find(b"\n", newline + 1)
    return newline


def _dangling_equals(line: bytes) -> bool:
    """Whether a value's or alias's first ``line`` ends at its ``=``, its value on the lines
    below (Prettier's `export type CommandBuilder =` / `  CommandBuilderCallback | …;`)."""
    line = line.rstrip()
    return line.endswith(b"=") and not line.endswith(_NOT_ASSIGNMENT)


def _value_end(raw: bytes, start: int, kind: str) -> int:
    """Where the signature of a value whose first line ended at its `=` ends: with the first
    line of the value (from ``start``) too, a type's generics and parameters over lines, and
    the union members a line each after it: its signature had read `type CommandBuilder`,
    yargs's `CompletionFunction` and zod's `SupportedCheck` the same, the type itself lost.
    -1 when the whole of ``raw`` is the signature."""
    if kind != "type":
        return raw.find(b"\n", start)
    end = _open_line_end(raw[start:])
    while end >= 0:
        end += start
        if not _UNION_LINE.match(raw, end + 1):
            return end
        start = end + 1
        end = _open_line_end(raw[start:])
    return end


# TypeScript values whose first line may end in a type's generic opener (`x: Map<`).
_GENERIC_VALUES = frozenset({"typescript", "tsx"})
_DANGLING_GENERIC = compiled(rb"[^\n]*[\w$>\]](<)[ \t]*\r?\n")
_ANGLES = compiled(rb"<|(?<![-=])>")


def _generic_end(raw: bytes, at: int) -> int:
    """Where the ``<`` at ``at`` closes (``at`` itself when it never does within ``raw``)."""
    depth = 0
    for m in _ANGLES.finditer(raw, at):
        depth += 1 if m.group() == b"<" else -1
        if depth == 0:
            return m.end()
    return at


def in_string(text: str, pos: int) -> bool:
    """Whether ``pos`` in ``text`` lies inside a quoted string (`"`, `'` or a backquote)."""
    quote, escaped = "", False
    for char in text[:pos]:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = bool(quote)
        elif quote:
            quote = "" if char == quote else quote
        elif char in "\"'`":
            quote = char
    return bool(quote)
