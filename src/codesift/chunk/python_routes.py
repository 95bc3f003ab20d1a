"""Python's routes declared by a decorator: Flask's `@app.route("/users/<int:id>")` and
`@bp.get("/x")`, FastAPI's `@router.get("/items/{item_id}")`, Quart's, Sanic's, Django
Ninja's, each a function named by its path (under the module's `APIRouter(prefix="/items")`
or `Blueprint(…, url_prefix="/x")`), signed by its decorator, as Go's, Express's and Django's
`urlpatterns` routes are (``search/routes.py`` matches a pasted path against it).

A decorated handler was a function named `read_item`: a request line, `GET /items/42`, matched
no name, and the path's words lost among every function reading items. The route is a chunk
of the decorator's lines named under the handler (`read_item./items/{item_id}`), documented by
the handler's docstring.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import first_named, text
from codesift.chunk.django_urls import NAME_MAX, one_line
from codesift.model import Chunk
from codesift.paths import path_class

if TYPE_CHECKING:
    from tree_sitter import Node

# A decorator's method registering its function at a path: Flask's `route`, the verbs of
# Flask 2, FastAPI, Quart, Sanic and Django Ninja, FastAPI's `api_route` and `websocket`.
_METHODS = frozenset({"route", "get", "post", "put", "patch", "delete", "head", "options",
                      "api_route", "websocket"})
# The calls making a router whose keyword gives the prefix of its routes.
_PREFIXED = {"APIRouter": "prefix", "Blueprint": "url_prefix", "Router": "prefix"}
# Decorated definitions read at most: a generated file of thousands is no route table.
_MAX_DEFINITIONS = 2000


def python_route_chunks(path: str, lang: str, root: Node, src: bytes,
                        chunks: list[Chunk]) -> list[Chunk]:
    """A chunk for each route a decorator in the file declares."""
    # A test's routes are fixtures of one case (flask's own tests define 288 `@app.route("/")`
    # inside their functions), no table an answer is asked for.
    if b"@" not in src or path_class(path) == "test":
        return []
    prefixes = _prefixes(root, src)
    # The handler each decorated definition is, by its first line: the route is named under
    # it, as a Go route under the function registering it (`read_item./items/{item_id}`).
    handlers = {c.start: c for c in chunks if c.kind in ("function", "method")}
    out: list[Chunk] = []
    todo, seen = [root], 0
    while todo and seen < _MAX_DEFINITIONS:
        node = todo.pop()
        for child in node.named_children:
            if child.type == "decorated_definition":
                seen += 1
                out += _routes(path, lang, child, src, prefixes, handlers)
                todo.append(child)
            elif child.type in ("class_definition", "function_definition", "block",
                                "if_statement", "try_statement", "with_statement"):
                todo.append(child)
    out.sort(key=lambda c: c.start)
    return out


def _routes(path: str, lang: str, node: Node, src: bytes, prefixes: dict[str, str],
            handlers: dict[int, Chunk]) -> list[Chunk]:
    """The routes the decorators of one decorated definition declare."""
    out = []
    handler = handlers.get(node.start_point[0] + 1)
    for decorator in node.named_children:
        if decorator.type != "decorator":
            continue
        call = first_named(decorator)
        route = _route(call, src, prefixes) if call is not None else None
        if route is None:
            continue
        out.append(Chunk(
            path=path, lang=lang, kind="function", name=route,
            container=handler.qualified if handler is not None else "",
            signature=one_line(text(decorator, src)),
            doc=handler.doc if handler is not None else "",
            start=decorator.start_point[0] + 1, end=decorator.end_point[0] + 1))
    return out


def _route(call: Node, src: bytes, prefixes: dict[str, str]) -> str | None:
    """The full path a decorator's call registers (`@router.get("/{id}")` under a router of
    prefix `/items` is `/items/{id}`), else None."""
    if call.type != "call":
        return None
    callee = call.child_by_field_name("function")
    args = call.child_by_field_name("arguments")
    if callee is None or args is None or callee.type != "attribute" or not args.named_children:
        return None
    method = callee.child_by_field_name("attribute")
    receiver = callee.child_by_field_name("object")
    if method is None or receiver is None or text(method, src) not in _METHODS:
        return None
    path = _string(args.named_children[0], src)
    if path is None or not path.startswith("/"):
        return None
    prefix = prefixes.get(text(receiver, src), "")
    full = prefix.rstrip("/") + path if prefix else path
    return full[:NAME_MAX]


def _string(node: Node, src: bytes) -> str | None:
    """A plain string literal's text (no f-string's interpolation), else None."""
    if node.type != "string" or any(c.type == "interpolation" for c in node.named_children):
        return None
    parts = [c for c in node.named_children if c.type == "string_content"]
    return "".join(text(c, src) for c in parts) if parts else ""


def _prefixes(root: Node, src: bytes) -> dict[str, str]:
    """The routers a module assigns with a literal prefix: `router = APIRouter(prefix="/items")`,
    `bp = Blueprint("auth", __name__, url_prefix="/auth")`."""
    out: dict[str, str] = {}
    for statement in root.named_children:
        assignment = first_named(statement) if statement.type == "expression_statement" else None
        if assignment is None or assignment.type != "assignment":
            continue
        left = assignment.child_by_field_name("left")
        right = assignment.child_by_field_name("right")
        if left is None or right is None or left.type != "identifier" or right.type != "call":
            continue
        callee = right.child_by_field_name("function")
        keyword = _PREFIXED.get(text(callee, src).rsplit(".", 1)[-1]) if callee is not None \
            else None
        args = right.child_by_field_name("arguments")
        if keyword is None or args is None:
            continue
        for arg in args.named_children:
            if arg.type == "keyword_argument" and text(arg.child_by_field_name("name"), src) \
                    == keyword:
                value = arg.child_by_field_name("value")
                prefix = _string(value, src) if value is not None else None
                if prefix is not None and prefix.startswith("/"):
                    out[text(left, src)] = prefix
    return out
