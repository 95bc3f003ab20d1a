"""Go's HTTP route registrations, each a function named by its path, as Rails', Phoenix's and
Django's routes are (``rails_routes.py``, ``django_urls.py``).

Routes are calls in a function's body (`func (s *Server) routes()`), so a route table was one
function chunk and a path pasted from a log landed on no route. Now each registration is a
chunk of its own, the function kept as its scope: net/http's and gorilla/mux's
`r.HandleFunc("/feeds/{feedID}/refresh", h.refreshFeed).Methods("GET")` is `function
/feeds/{feedID}/refresh` signed by its call, Go 1.22's `mux.HandleFunc("GET /items/{id}", h)`
`/items/{id}`, chi's `r.Get("/x", h)`, gin's and echo's `r.GET("/x", h)`, httprouter's
`router.Handle("GET", "/x", h)`, gorilla's `r.Methods("GET").Path("/x").HandlerFunc(h)`, in
the function's `if`, `for` and `switch` blocks too. The prefix a group
gives is in the name when it is a literal the function writes: gin's `v1 := r.Group("/v1")`,
gorilla's `api := r.PathPrefix("/api").Subrouter()`, chi's `r.Route("/api", func(r
chi.Router) {…})`; a prefix from a variable is left out (the path as written).

Only calls of these methods with a literal path (`/…`, or `"METHOD /…"`) followed by a handler
(a name, a selector, a function literal or a call making one): `cache.Get("/key", &v)` and
`client.Get("/x")` are none.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Rule, RuleResult, Scope, collapse
from codesift.chunk.django_urls import NAME_MAX, one_line

if TYPE_CHECKING:
    from tree_sitter import Node

# The scope kind of a body holding routes, then, a line each, `variable TAB prefix` for the
# group variables whose literal prefix is known there: the walk carries them to each route.
GO_ROUTES = "goroutes"

# Methods registering a handler at the path they are given first: net/http, gorilla/mux and
# chi (`Handle`, `HandleFunc`, chi's and fiber's verbs, `Mount`), gin and echo (upper case).
_ROUTE_METHODS = frozenset({
    "Handle", "HandleFunc", "Mount",
    "Get", "Post", "Put", "Patch", "Delete", "Head", "Options", "Connect", "Trace", "All",
    "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "CONNECT", "TRACE", "Any",
})
# chi's `r.Method("GET", "/x", h)`: the verb first, then the path.
_METHOD_FIRST = frozenset({"Method", "MethodFunc"})
# The same with an HTTP verb first, a literal or net/http's constant: httprouter's and gin's
# `router.Handle("GET", "/x", h)` (httprouter's `Handler`, `HandlerFunc` too), echo's
# `e.Add(http.MethodGet, "/x", h)`, gin's and echo's `r.Match([]string{"GET", "POST"}, …)`.
_VERB_FIRST = frozenset({"Handle", "Handler", "HandlerFunc", "Add", "Match"})
_VERB = re.compile(r"[A-Z]+")
# What a handler argument is: `h`, `s.refreshFeed`, `func(w, r) {…}`, `mw(h)`,
# `http.HandlerFunc(h)`; `&v` (a pointer to fill, `cache.Get("/key", &v)`) is none.
_HANDLERS = frozenset({"identifier", "selector_expression", "func_literal", "call_expression",
                       "parenthesized_expression"})
# Go 1.22's ServeMux pattern with a method: `"GET /items/{id}"`.
_METHOD_PATTERN = re.compile(r"([A-Z]+) +(/\S*)")
_STRINGS = frozenset({"interpreted_string_literal", "raw_string_literal"})
# gorilla/mux's route built by a chain ending in its handler: `r.Path("/x").HandlerFunc(h)`,
# `r.Methods("POST").Path("/x").Handler(h)`, `r.PathPrefix("/static/").Handler(fs)`, through
# these matchers.
_GORILLA_HANDLERS = frozenset({"Handler", "HandlerFunc"})
_GORILLA_PATHS = frozenset({"Path", "PathPrefix"})
_GORILLA_MATCHERS = frozenset({"Methods", "Queries", "Headers", "HeadersRegexp", "Schemes",
                               "Name", "Host", "MatcherFunc", "Subrouter"})
# Calls a route's call is chained into: gorilla's `.Methods("GET").Name("feed")`.
_CHAIN_MAX = 4
# Group variables a scope carries at most: each route reads them all (real tables hold a few).
_PREFIXES_MAX = 64


def _call_parts(call: Node, src: bytes) -> tuple[Node, str, list[Node]] | None:
    """A method call's receiver, method name and arguments; None for any other node."""
    if call.type != "call_expression":
        return None
    callee = call.child_by_field_name("function")
    args = call.child_by_field_name("arguments")
    if callee is None or args is None or callee.type != "selector_expression":
        return None
    operand = callee.child_by_field_name("operand")
    field = callee.child_by_field_name("field")
    if operand is None or field is None:
        return None
    return operand, src[field.start_byte:field.end_byte].decode(), args.named_children


def _literal_path(node: Node, src: bytes) -> str | None:
    """A string literal's text when it is a path, `/…` (Go 1.22's `"GET /x"` its path)."""
    if node.type not in _STRINGS:
        return None
    value = src[node.start_byte + 1:node.end_byte - 1].decode("utf-8", "replace")
    if "\n" in value or "\t" in value:   # no route's; they would break ``routes_kind``
        return None
    if value.startswith("/"):
        return value
    found = _METHOD_PATTERN.fullmatch(value)
    return found.group(2) if found else None


def _route_call(call: Node, src: bytes) -> tuple[Node, str, list[Node]] | None:
    """The route a statement's call registers, through the calls chained on it: its receiver,
    its path and its arguments."""
    for _ in range(_CHAIN_MAX):
        parts = _call_parts(call, src)
        if parts is None:
            return None
        operand, method, args = parts
        if method in _GORILLA_HANDLERS and len(args) == 1:
            found = _gorilla_path(operand, src)
            if found is not None and (args[0].type in _HANDLERS or _composite(args[0])):
                return found[0], found[1], args
        if method in _METHOD_FIRST:
            args = args[1:] if args and args[0].type in _STRINGS else []
        elif method in _VERB_FIRST and len(args) >= 3 and _verb(args[0], src):
            args, method = args[1:], "Method"
        if (method in _ROUTE_METHODS or method in _METHOD_FIRST) and len(args) >= 2 \
                and args[-1].type in _HANDLERS | {"unary_expression"}:
            # An empty path is its group's own (`sub.GET("", list)`): a route only under a
            # group whose prefix is known (``go_route``).
            path = "" if _empty(args[0], src) else _literal_path(args[0], src)
            handler = args[-1]
            if path is not None and (handler.type in _HANDLERS or _composite(handler)):
                return operand, path, args
        call = operand
    return None


def _empty(node: Node, src: bytes) -> bool:
    """Whether an argument is an empty string literal, `""`."""
    return node.type in _STRINGS and node.end_byte - node.start_byte == 2


def _gorilla_path(call: Node, src: bytes) -> tuple[Node, str] | None:
    """The receiver and literal path of the `Path("/x")` (or `PathPrefix`) a gorilla/mux
    handler's chain is built on, through its matchers (`Methods("GET")`), else None."""
    for _ in range(_CHAIN_MAX):
        parts = _call_parts(call, src)
        if parts is None:
            return None
        operand, method, args = parts
        if method in _GORILLA_PATHS:
            path = _literal_path(args[0], src) if len(args) == 1 else None
            return None if path is None else (operand, path)
        if method not in _GORILLA_MATCHERS:
            return None
        call = operand
    return None


def _verb(node: Node, src: bytes) -> bool:
    """Whether an argument names HTTP verbs: `"GET"`, `http.MethodGet`, `[]string{"GET"}`."""
    if node.type in _STRINGS:
        return bool(_VERB.fullmatch(src[node.start_byte + 1:node.end_byte - 1].decode()))
    if node.type == "selector_expression":
        operand = node.child_by_field_name("operand")
        field = node.child_by_field_name("field")
        return operand is not None and field is not None \
            and src[operand.start_byte:operand.end_byte] == b"http" \
            and src[field.start_byte:field.end_byte].startswith(b"Method")
    body = node.child_by_field_name("body") if node.type == "composite_literal" else None
    return body is not None and body.named_child_count > 0 and all(
        e.named_child_count == 1 and _verb(e.named_children[0], src)
        for e in body.named_children)


def _composite(node: Node) -> bool:
    """`&fileHandler{root}`: a handler value, unlike `&v`."""
    return node.type == "unary_expression" and any(
        c.type == "composite_literal" for c in node.named_children)


def _base(node: Node, src: bytes) -> str:
    """The variable a receiver starts from: `r` of `r`, of `r.With(mw)`."""
    while node.type in ("call_expression", "selector_expression"):
        inner = node.child_by_field_name("function" if node.type == "call_expression"
                                          else "operand")
        if inner is None:
            return ""
        node = inner
    return src[node.start_byte:node.end_byte].decode() if node.type == "identifier" else ""


# What holds a routes function's statements, walked for its routes: a bare `{ … }` block (gin's
# `v1 := r.Group("/v1")` / `{ v1.GET(…) }`), and those of an `if`, `for` or `switch`
# (`if cfg.Pprof { r.HandleFunc("/debug/pprof/", pprof.Index) }`).
ROUTE_BLOCKS = frozenset({"statement_list", "block", "if_statement", "for_statement",
                          "expression_switch_statement", "type_switch_statement",
                          "expression_case", "type_case", "default_case"})


def _statements(body: Node) -> list[Node]:
    """A block's statements, those of the blocks in it (``ROUTE_BLOCKS``) among them."""
    out: list[Node] = []
    todo = [body]
    while todo:
        node = todo.pop()
        for child in node.named_children:
            if child.type in ROUTE_BLOCKS:
                todo.append(child)
            else:
                out.append(child)
    return out


def _expression(statement: Node) -> Node | None:
    """The expression a statement is, the call of `r.Get("/x", h)`."""
    return statement.named_children[0] \
        if statement.type == "expression_statement" and statement.named_children else None


def _scoped(call: Node, src: bytes) -> tuple[str, str, Node] | None:
    """chi's `r.Route("/api", func(r chi.Router) {…})` (and `r.Group(func(r chi.Router)
    {…})`, no path): the receiver's variable, the path and the function literal."""
    parts = _call_parts(call, src)
    if parts is None:
        return None
    operand, method, args = parts
    if not args or args[-1].type != "func_literal":
        return None
    if method == "Route" and len(args) == 2 and _literal_path(args[0], src) is not None:
        return _base(operand, src), _literal_path(args[0], src) or "", args[-1]
    if method == "Group" and len(args) == 1:
        return _base(operand, src), "", args[-1]
    return None


def routes_function(rule: Rule) -> Rule:
    """``rule`` for a function, its body a scope of the routes it registers when it does:
    miniflux's `func Serve(store *storage.Storage, pool *worker.Pool) http.Handler` held its
    83 routes in one chunk."""
    def routes_rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        found = rule(node, scope, src)
        if isinstance(found, Decl) and holds_routes(found.body, src) and found.body is not None:
            found.members = found.body
            found.scope_kind = routes_kind(found.body, src, {})
        return found
    return routes_rule


def outside_routes(rule: Rule) -> Rule:
    """``rule`` declaring nothing in a routes scope: a function body's locals (`var x T`,
    `type row struct`) are no chunks."""
    def outside(node: Node, scope: Scope, src: bytes) -> RuleResult:
        return None if scope.kind.startswith(GO_ROUTES) else rule(node, scope, src)
    return outside


def holds_routes(body: Node | None, src: bytes) -> bool:
    """Whether a function's body registers a route (or a chi `Route` block)."""
    if body is None:
        return False
    known: dict[str, str] | None = None
    for statement in _statements(body):
        call = _expression(statement)
        if call is None:
            continue
        found = _route_call(call, src)
        if found is not None and not found[1]:
            # A group's own path counts under a group the body makes (pocketbase's
            # `subGroup := rg.Group("/health")` / `subGroup.GET("", healthCheck)`).
            known = _known(routes_kind(body, src, {})) if known is None else known
            found = found if _base(found[0], src) in known else None
        if found is not None or _scoped(call, src):
            return True
    return False


def routes_kind(body: Node, src: bytes, known: dict[str, str]) -> str:
    """The scope kind of a body holding routes: ``GO_ROUTES`` and the prefixes its group
    variables are known to have, ``known`` (the enclosing scope's) and those it assigns from a
    literal: `v1 := r.Group("/v1")`, `api := r.PathPrefix("/api").Subrouter()`. A variable
    assigned twice differently is none's (the prefix must be certain)."""
    prefixes = dict(known)
    seen: set[str] = set()
    for statement in _statements(body):
        if statement.type not in ("short_var_declaration", "assignment_statement"):
            continue
        left = statement.child_by_field_name("left")
        right = statement.child_by_field_name("right")
        if left is None or right is None or left.named_child_count != 1 \
                or right.named_child_count != 1 or left.named_children[0].type != "identifier":
            continue
        name = src[left.start_byte:left.end_byte].decode()
        prefix = _group_prefix(right.named_children[0], src, prefixes)
        if name in seen or prefix is None or len(prefixes) >= _PREFIXES_MAX:
            prefixes.pop(name, None)
        else:
            prefixes[name] = prefix
        seen.add(name)
    return "\n".join([GO_ROUTES] + [f"{k}\t{v}" for k, v in prefixes.items()])


def _group_prefix(value: Node, src: bytes, prefixes: dict[str, str]) -> str | None:
    """The full prefix a group's value has: gin's `r.Group("/v1")`, gorilla's
    `r.PathPrefix("/v1").Subrouter()`, under its receiver's; ``None`` for any other value."""
    parts = _call_parts(value, src)
    for _ in range(_CHAIN_MAX):
        # Through the calls a group is configured by and returned from: pocketbase's
        # `rg.Group("/collections").Bind(RequireSuperuserAuth())`, `.Unbind(id)`.
        if parts is None or parts[1] in ("Group", "Subrouter"):
            break
        parts = _call_parts(parts[0], src)
    if parts is None:
        return None
    operand, method, args = parts
    if method == "Subrouter" and not args:
        parts = _call_parts(operand, src)
        if parts is None or parts[1] != "PathPrefix":
            return None
        operand, method, args = parts[0], "Group", parts[2]
    if method != "Group" or not args or args[0].type not in _STRINGS:
        return None
    path = _literal_path(args[0], src)
    if path is None:
        return None
    return _joined(prefixes.get(_base(operand, src), ""), path)


def _joined(prefix: str, path: str) -> str:
    return prefix[:-1] + path if prefix.endswith("/") else prefix + path


def _known(kind: str) -> dict[str, str]:
    """The group prefixes a routes scope's kind carries."""
    return dict(line.split("\t", 1) for line in kind.split("\n")[1:])


def go_route(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement of a routes scope registering a route: a function named by its full path,
    signed by its call up to a function literal's body (`r.GET("/ping", func(c *gin.Context)`).
    A chi `Route`/`Group` block is a scope of routes under its path."""
    if not scope.kind.startswith(GO_ROUTES):
        return None
    call = _expression(node)
    if call is None:
        return None
    known = _known(scope.kind)
    found = _route_call(call, src)
    if found is not None:
        operand, path, args = found
        if not path and _base(operand, src) not in known:
            return None
        bodies = [a.child_by_field_name("body") for a in args if a.type == "func_literal"]
        end = bodies[0].start_byte if bodies and bodies[0] is not None else node.end_byte
        name = collapse(_joined(known.get(_base(operand, src), ""), path), NAME_MAX)
        return Decl(node, "function", name,
                    sig=one_line(src[node.start_byte:end].decode("utf-8", "replace")))
    scoped = _scoped(call, src)
    body = scoped[2].child_by_field_name("body") if scoped is not None else None
    if scoped is None or body is None:
        return None
    base, path, func = scoped
    prefix = _joined(known.get(base, ""), path)
    params = func.child_by_field_name("parameters")
    param = params.named_children[0].child_by_field_name("name") \
        if params is not None and params.named_child_count == 1 else None
    inner = dict(known)
    if param is not None:
        inner[src[param.start_byte:param.end_byte].decode()] = prefix
    return Decl(node, "", "", members=body, scope_kind=routes_kind(body, src, inner))
