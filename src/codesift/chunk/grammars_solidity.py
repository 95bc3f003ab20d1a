"""Solidity's declaration rules (tree-sitter-solidity).

Contracts and libraries are classes and interfaces interfaces, with their functions,
modifiers, constructor, `receive`/`fallback`, state variables (properties; `constant` and
`immutable` ones constants), events and custom errors (types), structs and enums as members.
Free functions, structs, enums, errors and user-defined value types may also sit at the top
level. NatSpec `///` comments are docs (``docline.py`` reads their `@notice`/`@dev` tags).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, Spec, field_text, named, text

if TYPE_CHECKING:
    from tree_sitter import Node


def _constructor(node: Node, scope: Scope, src: bytes) -> RuleResult:
    return Decl(node, "constructor", scope.name or "constructor", body=node.child_by_field_name("body"))


def _special(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`receive() external payable {}` and `fallback() external {}`."""
    first = node.child(0)
    name = text(first, src) if first is not None else ""
    return Decl(node, "function", name, body=node.child_by_field_name("body")) if name else None


def _state_variable(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = field_text(node, "name", src)
    if not name:
        return None
    fixed = any(c.type in ("constant", "immutable") for c in node.children)   # keyword or node
    return Decl(node, "constant" if fixed else "property", name)


SOLIDITY = Spec(
    module="tree_sitter_solidity", factory="language",
    rules={
        "contract_declaration": named("class", members=True),
        "library_declaration": named("class", members=True),
        "interface_declaration": named("interface", members=True),
        "function_definition": named("function"),
        "modifier_definition": named("function"),
        "constructor_definition": _constructor,
        "fallback_receive_definition": _special,
        "state_variable_declaration": _state_variable,
        "constant_variable_declaration": _state_variable,
        "event_definition": named("type"),
        "error_declaration": named("type"),
        "struct_declaration": named("struct"),
        "enum_declaration": named("enum"),
        "user_defined_type_definition": named("type"),
    },
)
