"""Rust's HTTP route registrations, each a function named by its full path, as Go's, Rails'
and Django's routes are (``go_routes.py``, ``rails_routes.py``, ``django_urls.py``).

Routes are calls in a function's body, chained: actix-web's `cfg.service(web::scope("/auth")
.service(web::resource("/opaque/login/start").route(web::post().to(login_start))))` and
`app.route("/settings", web::get().to(get_settings))`, axum's `Router::new().route("/users/:id",
get(show).post(update)).nest("/api", api)`. A route table was one function chunk (lldap's
`configure_server`, 13 routes) and a path pasted from a log landed on no route. Now each
registration is a chunk of its own, the function kept as their scope: `function
/auth/opaque/login/start` signed by its call. The prefix is in the name when a literal writes
it around the registration: actix's `web::scope("/auth")` the call is chained on or given
to, axum's `.nest("/api", Router::new().route(…))`; a router built elsewhere keeps its own
path.

Only `.route("/…", handler)` (a literal path, then a handler) and actix's `resource("/…")`:
`map.route(x)` and a `"/tmp"` passed anywhere else are none.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Rule, RuleResult, Scope, collapse
from codesift.chunk.django_urls import NAME_MAX, one_line

if TYPE_CHECKING:
    from tree_sitter import Node

# The scope kind of a function body registering routes: its statements are read for them, and
# its locals are no chunks.
RUST_ROUTES = "rustroutes"
# Nodes of one statement read for registrations at most (a real table holds a few hundred).
_NODES_MAX = 20_000
# Calls down a chain read for the `scope("/…")` it starts from: `web::scope("/api").wrap(m)`.
_CHAIN_MAX = 8


def _parts(call: Node, src: bytes) -> tuple[str, Node | None, list[Node]]:
    """A call's callee name, its receiver (a method call's, else None) and its arguments:
    `web::resource("/x")` is ("resource", None, …), `app.route("/x", h)` ("route", app, …)."""
    callee = call.child_by_field_name("function")
    args = call.child_by_field_name("arguments")
    named = args.named_children if args is not None else []
    if callee is None:
        return "", None, named
    if callee.type == "field_expression":
        field = callee.child_by_field_name("field")
        name = src[field.start_byte:field.end_byte].decode("utf-8", "replace") if field else ""
        return name, callee.child_by_field_name("value"), named
    if callee.type == "scoped_identifier":
        callee = callee.child_by_field_name("name") or callee
    if callee.type == "identifier":
        return src[callee.start_byte:callee.end_byte].decode("utf-8", "replace"), None, named
    return "", None, named


def _path(node: Node, src: bytes) -> str | None:
    """A string literal's contents when it is a path, `/…`."""
    if node.type != "string_literal":
        return None
    value = src[node.start_byte:node.end_byte].decode("utf-8", "replace")[1:-1]
    return value if value.startswith("/") and "\n" not in value and "\\" not in value else None


def _registered(call: Node, src: bytes) -> str | None:
    """The path a call registers: `.route("/x", handler)`, actix's `resource("/x")`."""
    name, receiver, args = _parts(call, src)
    if name == "route" and receiver is not None and len(args) >= 2:
        return _path(args[0], src)
    if name == "resource" and receiver is None and len(args) == 1:
        return _path(args[0], src)
    return None


def _scope_of(chain: Node | None, src: bytes) -> str:
    """The path of the `scope("/…")` a chain of calls starts from, else ""."""
    for _ in range(_CHAIN_MAX):
        if chain is None or chain.type != "call_expression":
            return ""
        name, receiver, args = _parts(chain, src)
        if name == "scope" and receiver is None and len(args) == 1:
            return _path(args[0], src) or ""
        chain = receiver
    return ""


def _joined(prefix: str, path: str) -> str:
    return prefix[:-1] + path if prefix.endswith("/") else prefix + path


def _prefix(call: Node, statement: Node, src: bytes) -> str:
    """The prefix literals around a registration give it, up to its statement: the scope it
    is chained on, the scope the call it is given to is chained on, a `.nest("/x", …)`."""
    prefixes: list[str] = []
    _, receiver, _ = _parts(call, src)
    prefixes.append(_scope_of(receiver, src))
    node = call
    while node is not None and node != statement:
        parent = node.parent
        if parent is not None and parent.type == "arguments" and parent.parent is not None:
            outer = parent.parent
            name, receiver, args = _parts(outer, src)
            if name in ("nest", "nest_service") and len(args) == 2 and args[1] == node:
                prefixes.append(_path(args[0], src) or "")
            else:
                prefixes.append(_scope_of(receiver, src))
        node = parent
    full = ""
    for prefix in reversed(prefixes):
        full = _joined(full, prefix) if prefix else full
    return full


def _chain_top(call: Node) -> Node:
    """The last call of the method chain ``call`` starts."""
    for _ in range(_CHAIN_MAX):
        parent = call.parent
        if parent is None or parent.type != "field_expression" or parent.parent is None \
                or parent.parent.type != "call_expression":
            break
        call = parent.parent
    return call


def _may_register(node: Node, src: bytes) -> bool:
    """A cheap test of a node's bytes: a path literal and a call that could register it."""
    raw = src[node.start_byte:node.end_byte]
    return b'"/' in raw and (b"route(" in raw or b"resource(" in raw)


def _registrations(root: Node, src: bytes, first: bool = False) -> list[tuple[Node, str]]:
    """The registering calls under ``root`` and their paths, in source order (the first
    found alone with ``first``)."""
    found: list[tuple[Node, str]] = []
    if not _may_register(root, src):
        return found
    stack, seen = [root], 0
    while stack and seen < _NODES_MAX:
        node = stack.pop()
        seen += 1
        if node.type == "call_expression":
            callee = node.child_by_field_name("function")
            # (The callee's name ends `route` or `resource`, `.route::<S>` aside.)
            if callee is not None and src[callee.end_byte - 5:callee.end_byte] in (b"route", b"ource") \
                    and (path := _registered(node, src)) is not None:
                found.append((node, path))
                if first:
                    return found
        if node.named_child_count:
            stack.extend(reversed(node.named_children))
    return sorted(found, key=lambda f: f[0].start_byte)


def holds_routes(body: Node | None, src: bytes) -> bool:
    """Whether a function's body registers a route."""
    return body is not None and bool(_registrations(body, src, first=True))


def routes_function(rule: Rule) -> Rule:
    """``rule`` for a function, its body a scope of the routes it registers when it does."""
    def routes_rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        found = rule(node, scope, src)
        if isinstance(found, Decl) and found.body is not None and holds_routes(found.body, src):
            found.members = found.body
            found.scope_kind = RUST_ROUTES
        return found
    return routes_rule


def outside_routes(rule: Rule) -> Rule:
    """``rule`` declaring nothing in a routes scope: a body's locals are no chunks."""
    def outside(node: Node, scope: Scope, src: bytes) -> RuleResult:
        return None if scope.kind == RUST_ROUTES else rule(node, scope, src)
    return outside


def rust_routes(otherwise: Rule | None = None) -> Rule:
    """A statement of a routes scope (an expression, a `let`, the body's last expression):
    each route it registers a function named by its full path, signed by its call (a
    `.route(…)` by itself, from its dot); ``otherwise`` outside a routes scope."""
    def statement_routes(node: Node, scope: Scope, src: bytes) -> RuleResult:
        if scope.kind != RUST_ROUTES:
            return otherwise(node, scope, src) if otherwise is not None else None
        out: list[Decl] = []
        for call, path in _registrations(node, src):
            name = collapse(_joined(_prefix(call, node, src), path), NAME_MAX)
            callee = call.child_by_field_name("function")
            if callee is not None and callee.type == "field_expression":
                # `.route("/x", h)`, from its dot: the chain before it is another route's.
                field = callee.child_by_field_name("field")
                start = field.start_byte - 1 if field is not None else call.start_byte
                spot = call.child_by_field_name("arguments") or call
            else:
                # `web::resource("/x").route(web::post().to(h))`: to the chain's end, its
                # handlers.
                start, spot = call.start_byte, _chain_top(call)
            sig = one_line(src[start:spot.end_byte].decode("utf-8", "replace"))
            out.append(Decl(node, "function", name, sig=sig, spot=spot))
        return out or None
    return statement_routes
