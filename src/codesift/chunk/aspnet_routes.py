"""ASP.NET Core's attribute routes: an action's `[HttpPut("{id}/share")]` under its
controller's `[Route("ciphers")]` is a route, a function named by its full path
(`/ciphers/{id}/share`) at the attribute's line, beside the action's method, as Go's, Rails'
and Laravel's routes are functions named by theirs (``go_routes.py``, ``laravel_routes.py``).

The path of a request was written nowhere whole: its prefix on the class, its rest on the
method, so a request pasted from a log (`PUT /ciphers/3fa85f64-…/share`) matched no name, and
bitwarden's server ranked a migration script first and `CiphersController` 3rd. Each route
attribute of an action (`HttpGet`, `HttpPost`, `HttpPut`, `HttpDelete`, `HttpPatch`,
`HttpHead`, `HttpOptions`, `Route`) is now one, under each of its controller's `[Route]`
templates (none: the action's own template alone), `[controller]` and `[action]` replaced as
ASP.NET does (`CiphersController` is `ciphers`), a template opening with `/` or `~/` its
own; an attribute given no template (`[HttpGet]`) is the controller's template's route. Its
lines are the attribute's, its doc the action's, its signature the attribute and the action's
name (`[HttpPut("{id}/share")] PutShare`): the method stays whole, its address unchanged.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Scope, collapse, field_text, first_named, text
from codesift.chunk.django_urls import NAME_MAX
from codesift.chunk.rails_routes import joined_path

if TYPE_CHECKING:
    from tree_sitter import Node

# The attributes that route an action, by their name less `Attribute` (`HttpGetAttribute`).
_ROUTING = frozenset({"HttpGet", "HttpPost", "HttpPut", "HttpDelete", "HttpPatch", "HttpHead",
                      "HttpOptions", "Route"})
_ROUTE = "Route"
# Templates a class gives at most (a controller routed at several prefixes writes two or three).
_PREFIXES_MAX = 4


def action_routes(method: Node, name: str, scope: Scope, src: bytes) -> list[Decl]:
    """The routes a controller's action declares by its attributes, a function each at its
    attribute's line; none for a method routed by no attribute, or outside a class."""
    if scope.kind != "class" or not name:
        return []
    own = [(attr_list, attr, _template(attr, src)) for attr_list, attr in
           _attributes(method, src)]
    if not own:
        return []
    prefixes = _class_templates(method, src) or [None]
    controller = scope.name.removesuffix("Controller")
    # `[Route("x")]` with `[HttpGet]`: the verb is said apart from the template, whose route
    # it is; a verb given no template then adds none of its own.
    templated = any(t is not None for _, _, t in own)
    out: list[Decl] = []
    for attr_list, attr, template in own:
        if template is None and templated:
            continue
        for prefix in prefixes:
            path = _path(prefix, template)
            if path is None:
                continue
            path = _tokens(path, controller, name)
            if path is None:
                continue
            sig = collapse(f"[{text(attr, src)}] {name}", 160)
            out.append(Decl(method, "function", collapse(path, NAME_MAX), spot=attr_list,
                            sig=sig, free=True))
    return out


def _attributes(node: Node, src: bytes) -> list[tuple[Node, Node]]:
    """The routing attributes on ``node`` with the list holding each."""
    found = []
    for child in node.named_children:
        if child.type != "attribute_list":
            continue
        for attr in child.named_children:
            if attr.type == "attribute" and _attribute_name(attr, src) in _ROUTING:
                found.append((child, attr))
    return found


def _attribute_name(attr: Node, src: bytes) -> str:
    """An attribute's name, its namespace and `Attribute` suffix off: `HttpGet`."""
    name = field_text(attr, "name", src) or text(first_named(attr), src)
    return name.rsplit(".", 1)[-1].removesuffix("Attribute")


def _template(attr: Node, src: bytes) -> str | None:
    """An attribute's template, its first argument when a plain string (`"{id}/share"`)."""
    args = next((c for c in attr.named_children if c.type == "attribute_argument_list"), None)
    first = first_named(args) if args is not None else None
    value = first_named(first) if first is not None else None
    if first is None or first.named_child_count != 1 or value is None \
            or value.type not in ("string_literal", "verbatim_string_literal"):
        return None
    raw = text(value, src)
    return raw[2:-1] if raw.startswith("@") else raw[1:-1]


def _class_templates(method: Node, src: bytes) -> list[str]:
    """The `[Route("…")]` templates of the class an action is declared in."""
    body = method.parent
    owner = body.parent if body is not None else None
    if owner is None or owner.type not in ("class_declaration", "record_declaration"):
        return []
    templates = []
    for _, attr in _attributes(owner, src):
        template = _template(attr, src)
        if _attribute_name(attr, src) == _ROUTE and template is not None:
            templates.append(template)
    return templates[:_PREFIXES_MAX]


def _path(prefix: str | None, template: str | None) -> str | None:
    """The path an action's template makes under its controller's: one opening with `/` or
    `~/` overrides it; no template at all is no attribute route."""
    if template is not None and template.startswith(("/", "~/")):
        return joined_path("", template.lstrip("~"))
    if prefix is None and template is None:
        return None
    return joined_path(joined_path("", prefix) if prefix else "", template or "")


def _tokens(path: str, controller: str, action: str) -> str | None:
    """`[controller]` and `[action]` replaced as ASP.NET does; ``None`` for a path naming
    another token (`[area]`), whose value no file says."""
    for token, value in (("[controller]", controller), ("[action]", action)):
        at = path.lower().find(token)
        while at >= 0:
            path = path[:at] + value + path[at + len(token):]
            at = path.lower().find(token)
    return None if "[" in path else path
