"""Zig's declaration rules (tree-sitter-zig).

A Zig type is a value bound to a name: `pub const Buffer = struct { … };` declares the struct
``Buffer``, whose fields and functions are its members (an `enum`, a `union`, an `opaque`
likewise). Imports (`const std = @import("std");`) and aliases (`const Allocator =
std.mem.Allocator;`) name something declared elsewhere and are no declarations here; other
`const` values are constants. A function returning a type it declares (a generic,
`fn List(comptime T: type) type { return struct { … }; }`) holds that type's members.
`test "name" { … }` blocks are named by their string. A file is a struct too: its top-level
fields are properties. `///`
comments document the next declaration; `//!` ones the file or container they sit in.
"""
from __future__ import annotations

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


def _variable(node: Node, scope: Scope, src: bytes) -> RuleResult:
    if scope.kind not in ("", "struct", "enum"):
        return None
    name = text(child_of_type(node, frozenset({"identifier"})), src)
    value = next((c for c in reversed(node.named_children)
                  if c.type not in ("identifier", "comment") and c != node.child_by_field_name("type")),
                 None)
    if not name or value is None:
        return None
    if value.type in _TYPES:   # its signature stops at the brace: `pub const Buffer = struct`
        brace = next((c for c in value.children if c.type == "{"), None)
        return Decl(node, _TYPES[value.type], name, members=value,
                    sig_end=brace.start_byte if brace is not None else -1)
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
    return Decl(node, "function", name, body=body, members=returned,
                scope_kind=_TYPES[returned.type] if returned is not None else "")


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
    `DocumentStore.zig`, `config: Config,` with its `///` doc, listed none)."""
    if scope.kind not in ("struct", ""):
        return None
    name = field_text(node, "name", src)
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
