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
of the test (`chunk/inner.py`), as Python's are. `test "name" { … }` blocks are named by
their string. A file is a struct too: its top-level fields are properties (a field without a
type is none: a tagged union's tag, a tuple's element). `///` comments document the next
declaration; `//!` ones the file or container they sit in.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, Spec, child_of_type, collapse, field_text, has_token, text,
)

if TYPE_CHECKING:
    from tree_sitter import Node

_TYPES = {"struct_declaration": "struct", "union_declaration": "struct",
          "enum_declaration": "enum", "opaque_declaration": "struct"}
# Values that name something declared elsewhere.
_ALIASES = frozenset({"builtin_function", "field_expression", "identifier"})
_NAME = frozenset({"identifier"})
# A body that may bind a type to a name: most have none, and are not walked.
_LOCAL_TYPE = re.compile(rb"(?:=|\breturn)\s*\(?\s*(?:(?:extern|packed)\s+)?(?:struct|union|enum|opaque)\b")


def _variable(node: Node, scope: Scope, src: bytes) -> RuleResult:
    if scope.kind not in ("", "struct", "enum"):
        return None
    name = text(child_of_type(node, _NAME), src)
    value = next((c for c in reversed(node.named_children)
                  if c.type not in ("identifier", "comment") and c != node.child_by_field_name("type")),
                 None)
    if not name or value is None:
        return None
    if value.type == "if_expression":
        # A type chosen at compile time, `pub const Ctx = if (enable) ___tracy_c_zone_context
        # else struct { pub inline fn end(…) … }`: the branch written in place is its type
        # (arocc's tracy.zig lost `Ctx`'s five functions to one constant).
        written = [c for c in value.named_children if c.type in _TYPES]
        value = written[0] if len(written) == 1 else value
    if value.type in _TYPES:
        return _type_decl(node, value, name)
    if value.type in _ALIASES or not has_token(node, "const"):
        return None
    return Decl(node, "constant", name)


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
    if returned is not None or body is None:
        return decl
    # Named under the function: `expansionSlice.S`, `dumpNode.write_operand`.
    return [decl, *_local_types(body, name, src)]


def _type_decl(node: Node, value: Node, name: str, qual: str = "") -> Decl:
    """A struct, union, enum or opaque ``value`` bound to ``name``; its signature stops at the
    brace: `pub const Buffer = struct`."""
    brace = next((c for c in value.children if c.type == "{"), None)
    return Decl(node, _TYPES[value.type], name, members=value, qual=qual,
                sig_end=brace.start_byte if brace is not None else -1)


def _local_types(body: Node, name: str, src: bytes) -> list[Decl]:
    """The ``const``/``var`` statements in function ``name``'s ``body`` (nested blocks, a
    switch's prongs too) that bind a type declaring a function, as that type's declaration,
    and those that bind one of its functions (Zig's local function, `const define = struct {
    fn define(…) … }.define;`), as a scope holding its functions, named under ``name``: not
    those inside such a type, whose own rules read them. A local type of fields alone (`const
    Pair = struct { a: u8, b: u8 };`) is the function's detail, as a Python function's helper
    class is."""
    if _LOCAL_TYPE.search(src, body.start_byte, body.end_byte) is None:
        return []
    found: list[Decl] = []
    stack = list(reversed(body.named_children))
    while stack:
        node = stack.pop()
        if node.type in _TYPES or node.type == "function_declaration":
            continue   # another declaration's inside
        if node.type in ("variable_declaration", "return_expression"):
            local = _local_type(node, name, src)
            if local is not None:
                found.append(local)
                continue
        stack.extend(reversed(node.named_children))
    return found


def _local_type(node: Node, name: str, src: bytes) -> Decl | None:
    """The declaration a function's local ``const``/``var`` ``node`` makes, if it binds a type
    declaring functions or a function of one (`struct { … }.define`, `(struct { … }).f`); a
    ``return`` of such a function is its function's too (zig-clap's `fn int(…) fn ([]const
    u8) …!T { return struct { fn parse(…) … }.parse; }`: `int.parse`)."""
    returned = node.type == "return_expression"
    bound = "" if returned else text(child_of_type(node, _NAME), src)
    value = node.named_children[-1] if node.named_children else None
    member = value is not None and value.type == "field_expression"
    while value is not None and value.type in ("field_expression", "parenthesized_expression"):
        value = value.named_children[0] if value.named_children else None
    if not (bound or returned and member) or value is None or value.type not in _TYPES \
            or not any(c.type == "function_declaration" for c in value.named_children):
        return None
    if member:   # its functions are the function's own, `generateSystemDefines.define`
        return Decl(node, "", "", members=value, qual=name, scope_kind="function")
    return _type_decl(node, value, bound, name)


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
    if name and kind is not None and kind.type in _TYPES \
            and any(c.type == "function_declaration" for c in kind.named_children):
        # A field whose type, written in place, declares functions holds them: arocc's
        # `current: struct { …, fn node(c: *const @This()) … }`, `current.node`, no chunk else.
        return Decl(node, "property", name, members=kind, scope_kind=_TYPES[kind.type])
    return Decl(node, "property", name) if name else None


def _test(node: Node, scope: Scope, src: bytes) -> RuleResult:
    title = child_of_type(node, frozenset({"string"}))
    name = collapse(text(child_of_type(title, frozenset({"string_content"})), src), 120) \
        if title is not None else ""
    if not name:   # `test { … }` or `test decl_name { … }` (a doctest of that declaration)
        name = text(child_of_type(node, frozenset({"identifier"})), src) or "test"
    body = child_of_type(node, frozenset({"block"}))
    return Decl(node, "function", name, body=body,
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
