"""Zig's declaration rules (tree-sitter-zig).

A Zig type is a value bound to a name: `pub const Buffer = struct { … };` declares the struct
``Buffer``, whose fields and functions are its members (an `enum`, a `union`, an `opaque`
likewise). Imports (`const std = @import("std");`) and aliases (`const Allocator =
std.mem.Allocator;`) name something declared elsewhere and are no declarations here; other
`const` values are constants. `test "name" { … }` blocks are named by their string. `///`
comments document the next declaration; `//!` ones the file or container they sit in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, Spec, child_of_type, collapse, field_text, has_token, named, text,
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


def _field(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A struct's or union's field (an enum's values are no declarations)."""
    if scope.kind != "struct":
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
        "function_declaration": named("function"),
        "variable_declaration": _variable,
        "container_field": _field,
        "test_declaration": _test,
    },
    inner_docs=(b"//!",),
)
