"""A Kotlin top-level extension's container: its receiver type, or a type parameter's bound
(``grammars_kotlin.py``'s functions and properties)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import TYPE_SCOPES, Scope, child_of_type, text

if TYPE_CHECKING:
    from tree_sitter import Node

# What a declaration holds before its receiver type.
KT_RECEIVER_LEAD = frozenset({"modifiers", "type_parameters", "line_comment", "block_comment"})


def kt_receiver(node: Node, before: Node, scope: Scope, src: bytes) -> str:
    """A top-level extension's receiver type without its type arguments, its container:
    clikt's `fun <EachT, ValueT> NullableOption<EachT, ValueT>.required()` is
    `NullableOption.required`, as a Swift extension's `func` is its type's, not one of three
    `required()` told apart only by their return types. `String?` is `String`; a function type
    (`(() -> Unit).run()`) names no container, nor does a member extension (`fun Int.times()`
    in a class is the class's). A receiver that is its own type parameter is its bound (Exposed's
    `fun <T : Table> T.insert(…)` is `Table.insert`, not `T.insert`), or none."""
    if scope.kind in TYPE_SCOPES:
        return ""
    for child in node.named_children:
        if child.start_byte >= before.start_byte:
            break
        if child.type in KT_RECEIVER_LEAD:
            continue
        if child.type == "nullable_type":
            child = child_of_type(child, {"user_type"}) or child
        if child.type != "user_type":
            return ""
        name, params = _kt_type_name(child, src), _kt_type_parameters(node, src)
        for _ in range(len(params)):    # a bound may be another parameter: `<T : Base, U : T>`
            if name not in params:
                break
            bound = params.pop(name)
            name = _kt_type_name(bound, src) if bound is not None else ""
        return "" if name in params else name
    return ""


def _kt_type_name(node: Node, src: bytes) -> str:
    """A user type's name without its type arguments (`Map.Entry` of `Map.Entry<K, V>`)."""
    return ".".join(text(part, src) for part in node.named_children
                    if part.type in ("identifier", "simple_identifier", "type_identifier"))


def _kt_type_parameters(node: Node, src: bytes) -> dict[str, Node | None]:
    """A declaration's type parameters by name, each with its bound (`<T : Table>`, `where T :
    Table`) or None."""
    found: dict[str, Node | None] = {}
    for param in (p for g in node.named_children if g.type in ("type_parameters", "type_constraints")
                  for p in g.named_children if p.named_child_count):
        key = text(param.named_children[0], src)
        bound = child_of_type(param, {"user_type", "nullable_type"})   # `T : Closeable?` too
        if bound is not None and bound.type == "nullable_type":
            bound = child_of_type(bound, {"user_type"})
        found[key] = found.get(key) or bound
    return found
