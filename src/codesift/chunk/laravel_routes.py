"""Laravel's route files (`routes/web.php`, `routes/api.php`): each `Route::` registration a
function named by its full path, as Rails', Django's and Go's routes are (``rails_routes.py``).

A route file declares no function or class, so it was one whole-file chunk (koel's 330-line
`routes/api.base.php`): a request pasted from a log, `PUT /api/songs/9b1c…/rating`, had no
chunk to land on, and its file's words matched every controller's. Now
`Route::put('songs/{song}/rating', RateSongController::class)` is `function
/api/songs/{song}/rating` signed by its statement (its controller searchable, and said by its
doc when no comment is one: "Handled by `RateSongController`."), the prefixes
of the groups around it in its name: `Route::prefix('api')->middleware('api')->group(function
() { … })` and `Route::group(['prefix' => 'radio'], function () { … })` put their routes under
`/api` and `/radio`, and a group with a prefix is a namespace named by it. A group with none
(`Route::middleware('auth')->group(…)`) is only where its routes are. `Route::resource('photos',
…)` (`apiResource`, `singleton`) is `/photos`, a nested `albums.songs` `/albums/{album}/songs`.

Only calls on the `Route` facade (`\\Illuminate\\Support\\Facades\\Route` too) with a literal
path: `Route::get($uri, …)` names nothing a URL shows.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, collapse, field_text, first_named, text
from codesift.chunk.django_urls import NAME_MAX, one_line
from codesift.chunk.rails_routes import joined_path, singular

if TYPE_CHECKING:
    from tree_sitter import Node

# The scope kind of a group's closure body: `laravel`, NUL, the prefix its routes go under.
LARAVEL_ROUTES = "laravel"
_UNDER = LARAVEL_ROUTES + "\0"
# Registrations whose first argument is the path (`match` and `any` below).
_VERBS = frozenset({"get", "post", "put", "patch", "delete", "options", "any", "view",
                    "redirect", "permanentRedirect", "fallback"})
_RESOURCES = frozenset({"resource", "apiResource", "singleton", "apiSingleton"})
# `Route::match(['get', 'post'], '/x', h)`: the verbs first, then the path.
_MATCH = "match"
# The calls of a chain a route is built by at most (`Route::middleware(…)->prefix(…)->name(…)
# ->group(…)`: real ones chain four or five).
_CHAIN_MAX = 12
_STRINGS = frozenset({"string", "encapsed_string"})
# Where Laravel keeps its route files: `routes/web.php`, `routes/api/v1.php`.
_ROUTE_FILE = re.compile(r"(?:^|/)routes/(?:.+/)?[^/]+\.php$")


def route_file(path: str) -> bool:
    """Whether ``path`` is where Laravel keeps route files: its code besides its routes (a
    table the routes loop over, koel's Subsonic `$endpoints`) is chunked as a script's is,
    the file's one chunk having held it before its routes were chunks."""
    return bool(_ROUTE_FILE.search(path))


def laravel_route(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """The route (or group) a statement calling the `Route` facade registers: a function
    named by its path, or a group's closure as the scope of the routes it holds (and, with a
    prefix, a namespace named by it); ``None`` for any other statement."""
    if scope.kind not in ("", "namespace") and not scope.kind.startswith(_UNDER):
        return None
    chain = _chain(first_named(node), src)
    if chain is None:
        return None
    base = scope.kind[len(_UNDER):] if scope.kind.startswith(_UNDER) else ""
    prefix = base
    for method, args in chain:
        if method == "prefix" and args:
            prefix = joined_path(prefix, _string(args[0], src) or "")
        elif method == "group":
            return _group(node, args, prefix, base, src)
        elif method in _VERBS or method in _RESOURCES or method == _MATCH:
            path = _route_path(method, args, src)
            if path is None:
                return None
            body = _closure_body(args[-1]) if args else None
            cut = args[-1].start_byte if body is not None else node.end_byte
            sig = one_line(src[node.start_byte:cut].decode("utf-8", "replace"))
            handler = _handler(args[-1], src) if len(args) > 1 else ""
            return Decl(node, "function", collapse(joined_path(prefix, path), NAME_MAX),
                        body=body, sig=sig,
                        doc_else=f"Handled by `{handler}`." if handler else "")
    return None


def _chain(call: Node | None, src: bytes) -> list[tuple[str, list[Node]]] | None:
    """The calls of a `Route::a(…)->b(…)->c(…)` chain in the order written, each its method
    and its arguments' values; ``None`` when the chain opens on no `Route::` call."""
    calls: list[tuple[str, list[Node]]] = []
    while call is not None and call.type == "member_call_expression" and len(calls) < _CHAIN_MAX:
        calls.append((field_text(call, "name", src), _values(call)))
        call = call.child_by_field_name("object")
    if call is None or call.type != "scoped_call_expression" \
            or field_text(call, "scope", src).rsplit("\\", 1)[-1] != "Route":
        return None
    calls.append((field_text(call, "name", src), _values(call)))
    return calls[::-1]


def _values(call: Node) -> list[Node]:
    """A call's argument values (a named argument's value too: `group(callback: fn)`)."""
    args = call.child_by_field_name("arguments")
    if args is None:
        return []
    out = []
    for arg in args.named_children:
        value = arg.named_children[-1] if arg.type == "argument" and arg.named_child_count \
            else arg
        out.append(value)
    return out


def _string(node: Node | None, src: bytes) -> str | None:
    """A string literal's text; ``None`` for anything else (a variable, an interpolation)."""
    if node is None or node.type not in _STRINGS \
            or any(c.type not in ("string_content", "string_value") for c in node.named_children):
        return None
    return "".join(text(c, src) for c in node.named_children)


def _route_path(method: str, args: list[Node], src: bytes) -> str | None:
    """The path a registration writes (`fallback` none of its own), a nested resource's
    (`albums.songs`) under its parent's parameter."""
    if method == "fallback":
        return ""
    if method == _MATCH:
        args = args[1:]
    path = _string(args[0], src) if args else None
    if path is None or method not in _RESOURCES:
        return path
    parts = [p for p in path.split(".") if p]
    if not parts:
        return None
    return "/".join(f"{p}/{{{singular(p).replace('-', '_')}}}" for p in parts[:-1]) \
        + ("/" if len(parts) > 1 else "") + parts[-1]


def _handler(node: Node, src: bytes) -> str:
    """The controller (and action) a route names, as its address's doc says it: `X::class`
    is `X`, `[X::class, 'show']` `X::show`, `'X@show'` as written; "" for a closure."""
    if node.type == "class_constant_access_expression":
        parts = node.named_children
        return text(parts[0], src).rsplit("\\", 1)[-1] \
            if len(parts) == 2 and text(parts[1], src) == "class" else ""
    if node.type == "array_creation_expression":
        parts = [first_named(e) for e in node.named_children]
        if len(parts) == 2 and parts[0] is not None and parts[1] is not None:
            owner, action = _handler(parts[0], src), _string(parts[1], src)
            return f"{owner}::{action}" if owner and action else ""
        return ""
    said = _string(node, src) or ""
    return said if "@" in said and " " not in said else ""


def _closure_body(node: Node) -> Node | None:
    """A closure argument's body, the statements a group holds or a route runs."""
    if node.type == "anonymous_function":
        return node.child_by_field_name("body")
    return None


def _group(node: Node, args: list[Node], prefix: str, base: str, src: bytes) -> RuleResult:
    """A group: its closure's statements under ``prefix`` (the array form's `'prefix' =>`
    too), and a namespace named by the prefix when the group adds one."""
    body = _closure_body(args[-1]) if args else None
    if body is None:   # `->group(base_path('routes/api.php'))`: another file's routes
        return None
    if len(args) > 1 and args[0].type == "array_creation_expression":
        prefix = joined_path(prefix, _array_prefix(args[0], src) or "")
    inner = Decl(node, "", "", members=body, scope_kind=_UNDER + prefix)
    if prefix == base or not prefix:
        return inner
    sig = one_line(src[node.start_byte:args[-1].start_byte].decode("utf-8", "replace"))
    return [Decl(node, "namespace", collapse(prefix, NAME_MAX), sig=sig), inner]


def _array_prefix(array: Node, src: bytes) -> str | None:
    """The `'prefix' => 'admin'` of `Route::group(['prefix' => 'admin', …], …)`."""
    for element in array.named_children:
        parts = element.named_children
        if element.type == "array_element_initializer" and len(parts) == 2 \
                and _string(parts[0], src) == "prefix":
            return _string(parts[1], src)
    return None
