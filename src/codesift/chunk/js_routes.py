"""JavaScript/TypeScript route registrations given no function of their own: Express's,
Koa-router's and Fastify's `router.get('/users/:id', auth, users.show)`, `app.use('/api',
router)`, and Express's `router.route('/book').get(getBook).post(addBook)`, each a function
named by its path, as a route passing its callback already is (`app.get('/x', (req, res) =>
…)`, ``grammars_js_calls.js_callback``) and as Rails' and Django's routes are.

Such a route was a line of no chunk (realworld's `router.get('/articles/:slug',
auth.optional, controller.get)` found only through its file). Only a literal path (`/…`) then
a handler (a name, a member, a call making one), called on a router's name (`app`, `router`,
`api`, `v1`, `userRoutes`, …) by an HTTP verb's method: `cache.get('/key', opts)` and
`map.get('/x')` are none. Fastify's and Hapi's route of an options object naming its handler,
`fastify.route({ method: 'GET', url: '/x', handler })`, `server.route([{ method: 'GET', path:
'/x', handler: h }, …])`, is one too, named by its `url` or `path`.
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
# A string's escape, `\'` of `'Update a user\'s password'`, read as its character.
_ESCAPE = re.compile(r"\\(.)")
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


def _key(node: Node, src: bytes) -> str:
    """An object member's key: `method` of `method: 'GET'`, of `'method': …`, of `handler()
    {…}`, of a shorthand `handler`."""
    if node.type == "shorthand_property_identifier":
        return text(node, src)
    key = node.child_by_field_name("key" if node.type == "pair" else "name") \
        if node.type in ("pair", "method_definition") else None
    if key is None:
        return ""
    return text(key, src)[1:-1] if key.type == "string" else text(key, src)


def _described(obj: Node, src: bytes) -> str:
    """What a route's options say it does: Hapi's `options: { description: '…' }` (`config`
    in its older style), Fastify's `schema: { description: '…' }` (or `summary`), for
    hapi-swagger's and @fastify/swagger's pages; frame's `/api/accounts` reads "Get a
    paginated list of all customer accounts. [Admin Scope]"."""
    members = {_key(m, src): m for m in obj.named_children}
    for outer, keys in (("options", ("description",)), ("config", ("description",)),
                        ("schema", ("description", "summary"))):
        value = _value(members.get(outer))
        inner = {_key(m, src): m for m in value.named_children} \
            if value is not None and value.type == "object" else {}
        for key in keys:
            said = _value(inner.get(key))
            if said is not None and said.type == "string":
                return " ".join(_ESCAPE.sub(r"\1", text(said, src)[1:-1]).split())
    return ""


def _value(member: Node | None) -> Node | None:
    return member.child_by_field_name("value") if member is not None \
        and member.type == "pair" else None


def _route_object(obj: Node, src: bytes) -> tuple[str, str] | None:
    """A route's options object, Fastify's `{ method: 'GET', url: '/x', handler }` or Hapi's
    `{ method: 'GET', path: '/x', handler: h }` (its handler in `options`/`config` in Hapi's
    older style): its path and the `method: …, url: …` text it is known by, else None."""
    if obj.type != "object":
        return None
    members = {_key(m, src): m for m in obj.named_children}
    method, where = members.get("method"), members.get("url") or members.get("path")
    value = _value(where)
    path = _path(value, src) if value is not None else None
    if method is None or method.type != "pair" or path is None or not (
            _handles_inline(obj, src) or any(_handles(members.get(k), src)
                                        for k in ("options", "config"))):
        return None
    return path, f"{one_line(text(method, src))}, {one_line(text(where, src))}"


def _handles_inline(obj: Node, src: bytes) -> bool:
    """Whether Fastify's options object passes the handler: `{ schema, handler: login }`."""
    return any(_key(m, src) == "handler" for m in obj.named_children)


def _handles(member: Node | None, src: bytes) -> bool:
    """Whether Hapi's `options: { handler: h }` names a handler."""
    value = _value(member)
    return value is not None and value.type == "object" and _handles_inline(value, src)


def _route_objects(call: Node, src: bytes) -> list[tuple[Node, str, str]]:
    """The routes a `route({…})` call registers by options objects, Fastify's
    `fastify.route({ method, url, handler })` and Hapi's `server.route({ method, path,
    handler })` or `server.route([{…}, {…}])`: each object, its path and signature (any
    handler's body left out)."""
    member = _member(call, src)
    args = _arguments(call)
    if member is None or member[1] != "route" or len(args) != 1:
        return []
    objects = args[0].named_children if args[0].type == "array" else args
    callee = call.child_by_field_name("function")
    head = text(callee, src) if callee is not None else "route"
    out = []
    for obj in objects:
        found = _route_object(obj, src)
        if found is not None:
            out.append((obj, found[0], one_line(f"{head}({{ {found[1]} }})")))
    return out


def js_route(node: Node, call: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement registering a route: a function named by its path, signed by its call up
    to any function it passes. At a file's top level only a route no callback of its own
    holds (``js_callback`` names those by their path); in a function registering routes (a
    Fastify plugin's `async function (fastify, opts) {…}`, ``holds_routes``) any. A route of
    an options object is signed by its method and path, `fastify.route({ method: 'GET', url:
    '/x' })`, each of an array's the object it is."""
    if scope.kind not in JS_OUTER and scope.kind != FUNCTION_SCOPE:
        return None
    objects = _route_objects(call, src)
    if objects:
        single = len(objects) == 1 and _arguments(call)[0].type == "object"
        return [Decl(node if single else obj, "function", collapse(path, NAME_MAX), sig=sig,
                     doc_else=_described(obj, src)) for obj, path, sig in objects]
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
        if call is not None and call.type == "call_expression" and (
                _route_path(call, src, callbacks=True) is not None
                or _route_objects(call, src)):
            return True
    return False


def _route_path(call: Node, src: bytes, callbacks: bool) -> str | None:
    """The path a call registers a route at: a chain's `route('/x')`, or a verb's first
    argument, then a handler last, a reference (or, with ``callbacks``, a function), after
    any middleware and options (`{ schema: loginSchema }`), or Fastify's options passing it
    (`fastify.post('/login', { schema, handler: login })`)."""
    path = _chained_route(call, src)
    if path is not None:
        return path
    member = _member(call, src)
    args = _arguments(call)
    if member is None or member[1] not in _VERBS or not _router(member[0], src) or len(args) < 2:
        return None
    allowed = _HANDLERS | {"object"} | (JS_FUNCTIONS if callbacks else frozenset())
    if args[-1].type == "object" and not _handles_inline(args[-1], src) \
            or not all(a.type in allowed for a in args[1:]) \
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
