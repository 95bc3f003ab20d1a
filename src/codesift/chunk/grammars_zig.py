"""Zig's declaration rules (tree-sitter-zig).

A Zig type is a value bound to a name: `pub const Buffer = struct { … };` declares the struct
``Buffer``, whose fields and functions are its members (an `enum`, a `union`, an `opaque`
likewise). Imports (`const std = @import("std");`) and aliases (`const Allocator =
std.mem.Allocator;`) name something declared elsewhere and are no declarations here; other
`const` values are constants. A function returning a type it declares (a generic,
`fn List(comptime T: type) type { return struct { … }; }`) holds that type's members.
A struct, union, enum or opaque bound to a name inside a function's body (at any depth) that
declares functions is a chunk named under that function, its functions methods (arocc's
`expansionSlice.S.orderTokenIndex`, the order a search is given), and a function bound out of
one (Zig's local function: `const write_operand = struct { fn write_operand(…) … }.write_operand;`
in a switch prong) a function named under it (`dumpNode.write_operand`); a test's are names
of the test (`chunk/inner.py`), as Python's are; any other type declaring functions written
in a function's body (a call's argument, `std.mem.sort(…, struct { fn lessThan … }.lessThan)`)
has them named under the function (`run.lessThan`). A type chosen by a `switch` or an `if`,
written in place in a prong (`const Impl = switch (os) { .linux => struct { fn f … }, else =>
struct { … } }`), is a type named by its constant, every prong's functions its methods
(`Impl.f`, twice: a caller writes `Impl.f()` whichever the build picks); one written inside
any other constant's value (an argument, `const Map = std.HashMapUnmanaged(K, V, struct { pub
fn hash … }, 80)`, or bound out, `pub const assert = (struct { fn assert … }).assert`) has its
functions named under that constant (`Map.hash`, `assert.assert`). `test "name" { … }` blocks are named by
their string, functions wherever written (`_test`). A file is a struct too: its top-level fields are properties (a field without a
type is none: a tagged union's tag, a tuple's element; one whose type is written in place over
lines is signed `sgr: enum {…} = .standard`). `///` comments document the next
declaration; `//!` ones the file or container they sit in.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, Spec, child_of_type, collapse, field_text, has_token, text,
)
from codesift.chunk.header_text import closed_value

if TYPE_CHECKING:
    from tree_sitter import Node

_TYPES = {"struct_declaration": "struct", "union_declaration": "struct",
          "enum_declaration": "enum", "opaque_declaration": "struct"}
# Values that name something declared elsewhere.
_ALIASES = frozenset({"builtin_function", "field_expression", "identifier"})
_NAME = frozenset({"identifier"})
# A body or value that may write a type in place: most have none, and are not walked.
_WRITES_TYPE = re.compile(rb"\b(?:struct|union|enum|opaque)\s*[({]")
# What a type written inside a value may sit in and still be found: not another type or a
# function, whose own rules read their insides.
_OPAQUE = frozenset({*_TYPES, "function_declaration"})


def _variable(node: Node, scope: Scope, src: bytes) -> RuleResult:
    if scope.kind not in ("", "struct", "enum"):
        return None
    name = text(child_of_type(node, _NAME), src)
    value = next((c for c in reversed(node.named_children)
                  if c.type not in ("identifier", "comment") and c != node.child_by_field_name("type")),
                 None)
    if not name or value is None:
        return None
    if value.type in _TYPES:
        return _type_decl(node, value, name)
    written = _written_types(value, src)
    chosen = _chosen_types(value)
    if chosen:
        # A type chosen at compile time, `pub const Ctx = if (enable) ___tracy_c_zone_context
        # else struct { pub inline fn end(…) … }` or `const Impl = switch (os) { .linux =>
        # struct {…}, else => struct {…} }`: the prongs written in place are its type, their
        # functions its methods (arocc's tracy.zig lost `Ctx`'s five functions to one constant).
        return [_type_decl(node, chosen[0], name, chooser=value),
                *(_holder(t, name, bound) for t, bound in written if t != chosen[0])]
    holders = [_holder(t, name, bound) for t, bound in written]
    if value.type in _ALIASES or not has_token(node, "const"):
        return holders or None
    return [Decl(node, "constant", name), *holders]


def _chosen_types(value: Node) -> list[Node]:
    """The types an `if` or `switch` ``value`` chooses among that are written in place as a
    branch or a prong's value (in parentheses or not; `struct {…}.f` is a function, no type)."""
    if value.type == "if_expression":
        branches = value.named_children[1:]
    elif value.type == "switch_expression":
        branches = [c.named_children[-1] for c in value.named_children
                    if c.type == "switch_case" and c.named_children]
    else:
        return []
    chosen = []
    for branch in branches:
        while branch.type == "parenthesized_expression" and branch.named_children:
            branch = branch.named_children[0]
        if branch.type in _TYPES:
            chosen.append(branch)
    return chosen


def _written_types(value: Node, src: bytes) -> list[tuple[Node, bool]]:
    """The types declaring functions written in place inside ``value`` (not inside one
    another, nor a function), each with whether one of its functions is bound out of it
    (`struct { fn f … }.f`, `(struct {…}).f`: the function is the value, not the type)."""
    if _WRITES_TYPE.search(src, value.start_byte, value.end_byte) is None:
        return []
    found = []
    stack = [value]
    while stack:
        node = stack.pop()
        if node.type in _TYPES:
            if any(c.type == "function_declaration" for c in node.named_children):
                found.append((node, _bound_out(node)))
            continue
        if node.type not in _OPAQUE:
            stack.extend(reversed(node.named_children))
    return found


def _bound_out(node: Node) -> bool:
    """Whether type ``node`` is the object of a field access, through parentheses."""
    up = node.parent
    while up is not None and up.type == "parenthesized_expression":
        node, up = up, up.parent
    return up is not None and up.type == "field_expression" and up.named_children[0] == node


def _holder(written: Node, name: str, functions: bool) -> Decl:
    """A scope, no chunk, naming the functions of a type ``written`` inside the value or body
    of ``name`` under it: as methods of a type (`Map.hash`), or as ``functions`` (one bound
    out of it, `assert.assert`; a function body's, `run.lessThan`)."""
    return Decl(written, "", "", members=written, qual=name,
                scope_kind="function" if functions else _TYPES[written.type])


def _function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A function; a generic type's (`fn List(comptime T: type) type { return struct {…}; }`)
    fields and functions are its members, as a struct's are."""
    name = field_text(node, "name", src)
    if not name:
        return None
    body = node.child_by_field_name("body")
    returned = _returned_type(body) if field_text(node, "type", src) == "type" else None
    decl = Decl(node, "function", name, body=body, members=returned,
                scope_kind=_TYPES[returned.type] if returned is not None else "")
    if body is None:
        return decl
    # Named under the function: `expansionSlice.S`, `dumpNode.write_operand`; a generic's
    # too, less the type it returns (zigimg's `fn Hasher(…) type { const HasherType =
    # switch (wrap) { …, .raw => struct { pub fn init() … } }; return struct {…}; }`).
    return [decl, *_local_types(body, name, src, returned)]


def _type_decl(node: Node, value: Node, name: str, qual: str = "",
               chooser: Node | None = None) -> Decl:
    """A struct, union, enum or opaque ``value`` bound to ``name`` (maybe a branch of an `if`
    or a `switch` ``chooser``); its signature stops at the brace: `pub const Buffer = struct`,
    `pub const Ctx = if (enable) Real else struct`, a switch's own: `const Impl = switch (os)`."""
    opens = chooser if chooser is not None and chooser.type == "switch_expression" else value
    brace = next((c for c in opens.children if c.type == "{"), None)
    return Decl(node, _TYPES[value.type], name, members=value, qual=qual,
                sig_end=brace.start_byte if brace is not None else -1)


def _local_types(body: Node, name: str, src: bytes, returned: Node | None = None) -> list[Decl]:
    """The ``const``/``var`` statements in function ``name``'s ``body`` (nested blocks, a
    switch's prongs too) that bind a type declaring a function (or choose one, `const H =
    switch (wrap) { .raw => struct {…}, … }`), as that type's declaration named under
    ``name``; any other type declaring functions written in the body (bound out of it, Zig's
    local function `const define = struct { fn define(…) … }.define;`, or zig-clap's `return
    struct { fn parse(…) … }.parse;`; a call's argument, `std.mem.sort(…, struct { fn
    lessThan … }.lessThan)`) as a scope holding its functions under ``name``: not those
    inside such a type, whose own rules read them, nor the type a generic ``returned``, its
    members. A local type of fields alone (`const Pair
    = struct { a: u8, b: u8 };`) is the function's detail, as a Python function's helper
    class is."""
    if _WRITES_TYPE.search(src, body.start_byte, body.end_byte) is None:
        return []
    found: list[Decl] = []
    stack = list(reversed(body.named_children))
    while stack:
        node = stack.pop()
        if node.type in _TYPES and node != returned:
            if any(c.type == "function_declaration" for c in node.named_children):
                found.append(_holder(node, name, True))   # its functions are the function's own
            continue
        if node.type in _OPAQUE:
            continue   # another declaration's inside
        if node.type == "variable_declaration":
            local = _local_type(node, name, src)
            if local:
                found.extend(local)
                continue
        stack.extend(reversed(node.named_children))
    return found


def _local_type(node: Node, name: str, src: bytes) -> list[Decl]:
    """The declarations a function's local ``const``/``var`` ``node`` makes when it binds a
    type declaring functions, or chooses one by an `if` or a `switch` (the other prongs'
    functions its methods too), named under function ``name``."""
    bound = text(child_of_type(node, _NAME), src)
    value = node.named_children[-1] if node.named_children else None
    while value is not None and value.type == "parenthesized_expression":
        value = value.named_children[0] if value.named_children else None
    if not bound or value is None:
        return []
    declaring = [t for t in _chosen_types(value) or [value] if t.type in _TYPES
                 and any(c.type == "function_declaration" for c in t.named_children)]
    if not declaring:
        return []
    first, qual = declaring[0], f"{name}.{bound}"
    return [_type_decl(node, first, bound, name, chooser=value),
            *(Decl(t, "", "", members=t, qual=qual, scope_kind=_TYPES[t.type]) for t in declaring[1:])]


def _returned_type(body: Node | None) -> Node | None:
    """The struct, union, enum or opaque a function body returns at its top level."""
    for statement in body.named_children if body is not None else ():
        returned = statement.named_children[0] if statement.named_children else None
        if returned is not None and returned.type == "return_expression":
            value = returned.named_children[0] if returned.named_children else None
            if value is not None and value.type in _TYPES:
                return value
    return None


def _field(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A struct's or union's field (an enum's values are no declarations), and a file's: a
    Zig file is a struct, its top-level fields its instances' (zls's `Server.zig` /
    `DocumentStore.zig`, `config: Config,` with its `///` doc, listed none); one whose type
    declares functions holds that type's members."""
    if scope.kind not in ("struct", "") or node.child_by_field_name("type") is None:
        # One without a type is a tagged union's tag of no payload, a value as an enum's
        # are (arocc's `Attribute.Args` has 60: `allocator,` read `property allocator`), or
        # a tuple's element, a type (`struct { u32, bool }` read `property u32`).
        return None
    name = field_text(node, "name", src)
    kind = node.child_by_field_name("type")
    if not name:
        return None
    sig = _in_place_type_sig(node, name, kind, src)
    if kind is not None and kind.type in _TYPES \
            and any(c.type == "function_declaration" for c in kind.named_children):
        # A field whose type, written in place, declares functions holds them: arocc's
        # `current: struct { …, fn node(c: *const @This()) … }`, `current.node`, no chunk else.
        return Decl(node, "property", name, members=kind, scope_kind=_TYPES[kind.type], sig=sig)
    return Decl(node, "property", name, sig=sig)


def _in_place_type_sig(node: Node, name: str, kind: Node | None, src: bytes) -> str:
    """The signature of a field whose struct, union or enum type is written in place over
    lines: the type's body folded, its default after it (libvaxis's `sgr: enum {…} =
    .standard`, `state: struct {…} = .{}`; its first line alone read `sgr: enum`, arocc's 130
    `Attribute.Args` fields `access: struct`). "" for any other field: its first line signs it."""
    if kind is None or kind.type not in _TYPES or b"\n" not in src[kind.start_byte:kind.end_byte]:
        return ""
    brace = next((c for c in kind.children if c.type == "{"), None)
    if brace is None:
        return ""
    head = src[kind.start_byte:brace.start_byte].decode("utf-8", "replace")
    sig = f"{name}: {collapse(head, 120)} {{…}}"
    default = kind.next_named_sibling
    if default is not None and has_token(node, "="):
        # A default over lines shows its first, the bracket it opens closed (`.{…}`).
        first = text(default, src).split("\n", 1)[0]
        sig += f" = {closed_value(collapse(first, 80), 'zig', slash=True)}"
    return sig


# What a test block that only makes other tests run holds: references to declarations
# (`_ = foo;`, `_ = @import("x.zig");`, `_ = TimerTests(xev, Self);`, no `try` call whose
# result it drops) and `std.testing.refAllDecls(@This());`; a comment opening a line.
_REFERENCE = re.compile(rb"\b_\s*=\s*(?:@import\(\"[^\"]*\"\)|[A-Za-z_@][\w.]*(?:\([\w.@,\s]*\))?)\s*;"
                        rb"|(?:[\w.@()\"]*\.)?refAllDecls\w*\([^;]*\)\s*;|^[ \t]*//[^\n]*", re.M)


def _references_only(body: Node, src: bytes) -> bool:
    """Whether a test's block does nothing but reference declarations so their tests run:
    what is left without them holds no statement (a `switch` or `if` choosing them may stay)."""
    return b";" not in _REFERENCE.sub(b"", src[body.start_byte + 1:body.end_byte - 1])


def _test(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A test block: `test "name" {…}` by its string, `test decl_name {…}` (a doctest of that
    declaration) by the name, a function wherever it is written. An unnamed one, by Zig's
    convention, makes other tests run (libxev's `test { _ = @import("heap.zig"); … }`, 25 in
    libxev, read `function test`): no chunk; one with code of its own tests the type it sits
    in, named as `test Batch {…}` would be (beside it), or "test" at file scope."""
    title = child_of_type(node, frozenset({"string"}))
    name = collapse(text(child_of_type(title, frozenset({"string_content"})), src), 120) \
        if title is not None else ""
    if not name:
        name = text(child_of_type(node, frozenset({"identifier"})), src)
    body = child_of_type(node, frozenset({"block"}))
    beside = 0
    if not name:
        if body is None or _references_only(body, src):
            return None
        name, beside = scope.name or "test", int(bool(scope.name))
    return Decl(node, "function", name, body=body, beside=beside, free=True,
                sig_end=body.start_byte if body is not None else -1)


ZIG = Spec(
    module="tree_sitter_zig", factory="language",
    rules={
        "function_declaration": _function,
        "variable_declaration": _variable,
        "container_field": _field,
        "test_declaration": _test,
    },
    inner_docs=(b"//!",),
)
