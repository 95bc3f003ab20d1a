"""A C# method's rule: the method, documented by its OpenAPI summary when no comment is
(``aspnet_summaries.py``), and the routes its attributes declare when it is a controller's
action (``aspnet_routes.py``), each a chunk beside it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.aspnet_routes import action_routes
from codesift.chunk.aspnet_summaries import endpoint_summary
from codesift.chunk.base import Decl, RuleResult, Scope, named

if TYPE_CHECKING:
    from tree_sitter import Node

_METHOD = named("method")


def cs_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A method, its routes beside it; its OpenAPI summary its doc (and theirs) when no
    comment is one."""
    found = _METHOD(node, scope, src)
    if not isinstance(found, Decl):
        return found
    found.doc_else = endpoint_summary(node, src)
    routes = action_routes(node, found.name, scope, src)
    for route in routes:
        route.doc_else = found.doc_else
    return [found, *routes]
