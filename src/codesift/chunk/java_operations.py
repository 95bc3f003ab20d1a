"""What an OpenAPI annotation says a Java method does, its doc when no comment gives one.

A Spring controller's methods are documented for Swagger, not Javadoc: eladmin's
`@ApiOperation("登录授权")` over `AuthController.login`, springdoc's `@Operation(summary =
"Get a user")`. The address showed no doc for any of its ~100 REST methods.

>>> from codesift.chunk.parsers import parser_for
>>> src = b'class A { @ApiOperation(value = "Log in", notes = "n") void f() {} }'
>>> tree = parser_for("java").parse(src)
>>> operation_summary(tree.root_node.named_children[0].child_by_field_name("body").named_children[0], src)
'Log in'
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import child_of_type, field_text, text
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX

if TYPE_CHECKING:
    from tree_sitter import Node

# Each annotation's keys that describe the operation, in the order read: Swagger 2's
# `@ApiOperation(value = …)` (its single argument the value), OpenAPI 3's `@Operation`.
_DESCRIBING = {"ApiOperation": ("value",), "Operation": ("summary", "description")}
_MODIFIERS = frozenset({"modifiers"})


def operation_summary(node: Node, src: bytes) -> str:
    """The first describing string of ``node``'s `@ApiOperation`/`@Operation`, "" if none."""
    modifiers = child_of_type(node, _MODIFIERS)
    for annotation in modifiers.named_children if modifiers is not None else ():
        keys = _DESCRIBING.get(field_text(annotation, "name", src).rsplit(".", 1)[-1]) \
            if annotation.type == "annotation" else None
        args = annotation.child_by_field_name("arguments") if keys else None
        for arg in args.named_children if args is not None else ():
            if arg.type == "element_value_pair":
                value = arg.child_by_field_name("value") \
                    if field_text(arg, "key", src) in keys else None
            else:
                value = arg if keys == ("value",) else None   # `@ApiOperation("…")`
            said = _literal(value, src) if value is not None else ""
            if said:
                return said
    return ""


def _literal(value: Node, src: bytes) -> str:
    """A plain string literal's text, "" for anything else (a constant, a concatenation)."""
    if value.type != "string_literal" or any(
            c.type not in ("string_fragment", "escape_sequence") for c in value.named_children):
        return ""
    parts = [text(c, src) for c in value.named_children]
    return collapse_doc("".join(p[1:] if p.startswith("\\") else p for p in parts), DOC_MAX)
