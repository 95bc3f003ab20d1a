"""What an ASP.NET Core endpoint's OpenAPI attributes say it does, its doc when no comment
gives one, as Java's `@ApiOperation` is (``java_operations.py``).

A minimal API's handlers and a controller's actions are documented for OpenAPI, not by XML
comments: CleanArchitecture's `[EndpointSummary("Create a new Todo Item")]` over
`TodoItems.CreateTodoItem` (each of its 13 endpoints so), Swashbuckle's
`[SwaggerOperation(Summary = "Get a user")]`. Their addresses showed no doc. A summary is
read first (`EndpointSummary`, `SwaggerOperation`'s first argument or `Summary =`), else a
description (`EndpointDescription`, `SwaggerOperation`'s second argument or `Description =`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import field_text, text
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX

if TYPE_CHECKING:
    from tree_sitter import Node

# Each attribute's arguments saying what the endpoint does, by rank (0 a summary, 1 a
# description): a position among the unnamed arguments, or a name.
_DESCRIBING: dict[str, dict[int | str, int]] = {
    "EndpointSummary": {0: 0},
    "EndpointDescription": {0: 1},
    "SwaggerOperation": {0: 0, "Summary": 0, 1: 1, "Description": 1},
}
_LITERAL_PARTS = frozenset({"string_literal_content", "escape_sequence"})


def endpoint_summary(node: Node, src: bytes) -> str:
    """The summary (else the description) ``node``'s OpenAPI attributes give, "" if none."""
    found: dict[int, str] = {}
    for attr_list in node.named_children:
        if attr_list.type != "attribute_list":
            continue
        for attr in attr_list.named_children:
            name = field_text(attr, "name", src).rsplit(".", 1)[-1].removesuffix("Attribute")
            wanted = _DESCRIBING.get(name) if attr.type == "attribute" else None
            args = next((c for c in attr.named_children if c.type == "attribute_argument_list"),
                        None) if wanted else None
            position = 0
            for arg in args.named_children if args is not None else ():
                named = arg.child_by_field_name("name")
                key: int | str = text(named, src) if named is not None else position
                position += named is None
                value = arg.named_children[-1] if arg.named_child_count else None
                said = _literal(value, src) if value is not None and key in wanted else ""
                if said:
                    found.setdefault(wanted[key], said)
    return found[min(found)] if found else ""


def _literal(value: Node, src: bytes) -> str:
    """A plain string literal's text, "" for anything else (a constant, an interpolation)."""
    if value.type not in ("string_literal", "verbatim_string_literal") \
            or any(c.type not in _LITERAL_PARTS for c in value.named_children):
        return ""
    raw = text(value, src)
    inner = raw[2:-1] if raw.startswith("@") else raw[1:-1]
    return collapse_doc(inner.replace('\\"', '"'), DOC_MAX)


