"""JavaScript/TypeScript route registrations given no function of their own: Express's,
Koa-router's and Fastify's `router.get('/users/:id', auth, users.show)`, `app.use('/api',
router)`, and Express's `router.route('/book').get(getBook).post(addBook)`, each a function
named by its path, as a route passing its callback already is (`app.get('/x', (req, res) =>
…)`, ``grammars_js_calls.js_callback``) and as Rails' and Django's routes are.

Such a route was a line of no chunk (realworld's `router.get('/articles/:slug',
auth.optional, controller.get)` found only through its file). Only a literal path (`/…`) then
a handler (a name, a member, a call making one), called on a router's name (`app`, `router`,
`api`, `v1`, `userRoutes`, …) by an HTTP verb's method: `cache.get('/key', opts)` and
`map.get('/x')` are none.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, collapse, text
from codesift.chunk.django_urls import NAME_MAX, one_line
from codesift.chunk.grammars_js_calls import FUNCTION_SCOPE, JS_FUNCTIONS, JS_OUTER

if TYPE_CHECKING:
    from tree_sitter import Node

# The methods registering a handler at a path: the HTTP verbs, Express's `all` and `use`,
# Koa-router's `del`.
_VERBS = frozenset({"get", "post", "put", "patch", "delete", "del", "head", "options", "all",
                    "use"})
# A router's name, the last part of the receiver (`this.app`, `server.router`).
_ROUTER = re.compile(r"(?i)app|api|r|server|fastify|routes?|v\d+|\w*(?:router|routes|app|api)")
# What a handler is: `users.show`, `controller`, `asyncHandler(x)`, `[auth, show]`.
_HANDLERS = frozenset({"identifier", "member_expression", "call_expression", "array"})
_STRINGS = frozenset({"string", "template_string"})
# Verbs chained on a `route('/x')`: `router.route('/book').get(h).post(h)`.
_CHAIN_MAX = 8


def _member(call: Node, src: bytes) -> tuple[Node, str] | None:
    """A method call's receiver and method name, else None."""
    callee = call.child_by_field_name("function")
    if callee is None or callee.type != "member_expression":
        return None
    obj = callee.child_by_field_name("object")
    prop = callee.child_by_field_name("property")
    if obj is None or prop is None:
        return None
    return obj, text(prop, src)


def _path(node: Node, src: bytes) -> str | None:
    """A string literal's contents when it is a path, `/…` (no `${…}` in it)."""
    if node.type not in _STRINGS or node.type == "template_string" and node.named_child_count:
        return None
    value = text(node, src)[1:-1]
    return value if value.startswith("/") and "\n" not in value else None


def _arguments(call: Node) -> list[Node]:
    args = call.child_by_field_name("arguments")
    return args.named_children if args is not None else []


def _router(obj: Node, src: bytes) -> bool:
    """Whether a receiver is named as a router is: `app`, `router`, `this.app`, `v1`."""
    name = text(obj, src).rsplit(".", 1)[-1] if obj.type in ("identifier", "member_expression") \
        else ""
    return bool(_ROUTER.fullmatch(name))


def _chained_route(call: Node, src: bytes) -> str | None:
    """The path of the `route('/x')` a chain of verbs is called on, else None."""
    verbs = 0
    for _ in range(_CHAIN_MAX):
        member = _member(call, src)
        if member is None:
            return None
        obj, method = member
        if method == "route" and verbs:
            args = _arguments(call)
            return _path(args[0], src) if len(args) == 1 and _router(obj, src) else None
        if method not in _VERBS or obj.type != "call_expression":
            return None
        verbs += 1
        call = obj
    return None


def js_route(node: Node, call: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement registering a route: a function named by its path, signed by its call up
    to any function it passes. At a file's top level only a route no callback of its own
    holds (``js_callback`` names those by their path); in a function registering routes (a
    Fastify plugin's `async function (fastify, opts) {…}`, ``holds_routes``) any."""
    if scope.kind not in JS_OUTER and scope.kind != FUNCTION_SCOPE:
        return None
    path = _route_path(call, src, callbacks=scope.kind == FUNCTION_SCOPE)
    if path is None:
        return None
    funcs = [n for n in _descendant_args(call) if n.type in JS_FUNCTIONS]
    end = funcs[0].start_byte if funcs else node.end_byte
    return Decl(node, "function", collapse(path, NAME_MAX),
                sig=one_line(src[node.start_byte:end].decode("utf-8", "replace")).rstrip(";"))


def holds_routes(body: Node, src: bytes) -> bool:
    """Whether a function's body registers a route: its routes are then chunks of their own
    (``grammars_js_factories.factory_members``), as fastify-example-twitter's plugin's
    `fastify.post('/login', { schema: loginSchema }, loginHandler)` were not."""
    for statement in body.named_children:
        call = statement.named_children[0] \
            if statement.type == "expression_statement" and statement.named_children else None
        if call is not None and call.type == "call_expression" \
                and _route_path(call, src, callbacks=True) is not None:
            return True
    return False


def _route_path(call: Node, src: bytes, callbacks: bool) -> str | None:
    """The path a call registers a route at: a chain's `route('/x')`, or a verb's first
    argument, then a handler last, a reference (or, with ``callbacks``, a function), after
    any middleware and options (`{ schema: loginSchema }`)."""
    path = _chained_route(call, src)
    if path is not None:
        return path
    member = _member(call, src)
    args = _arguments(call)
    if member is None or member[1] not in _VERBS or not _router(member[0], src) or len(args) < 2:
        return None
    allowed = _HANDLERS | {"object"} | (JS_FUNCTIONS if callbacks else frozenset())
    if args[-1].type == "object" or not all(a.type in allowed for a in args[1:]) \
            or not callbacks and any(a.type in JS_FUNCTIONS for a in args):
        return None
    return _path(args[0], src)


def _descendant_args(call: Node) -> list[Node]:
    """The arguments of a chain's calls, first call's first."""
    out: list[Node] = []
    while call.type == "call_expression":
        out[:0] = _arguments(call)
        callee = call.child_by_field_name("function")
        call = callee.child_by_field_name("object") if callee is not None \
            and callee.type == "member_expression" else callee
        if call is None:
            break
    return out
