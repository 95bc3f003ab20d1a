"""Phoenix's router: each route of a `scope` a function named by its full path, as Rails',
Django's and Laravel's routes are (``rails_routes.py``, ``laravel_routes.py``).

A `scope "/api", MyAppWeb.API do … end` was a section and its routes its lines (a route
given no block was no chunk, so "a router of 300 routes stays a chunk a scope"): hexpm's
`PUT /packages/phoenix/owners/josevalim` ranked a view helper first and the router 4th, its
17 scopes' words all one text each. Now `put "/packages/:name/owners/:username",
PackageOwnerController, :update` is `function /packages/:name/owners/:username` signed by its
call (its controller and action searchable, and said by its doc when no comment is one:
"Handled by `PackageOwnerController.update`."), the scopes around it in its name (`scope
"/dashboard"` then `scope "/orgs"`: `/dashboard/orgs/…`), and so are `live "/x", XLive`,
`resources "/users", UserController` (its nested resources under `/users/:user_id`) and
`forward "/x", Plug`. A scope with a literal path is a namespace named by it (its routes
are its members, chunks of their own); `scope prefix do`, `live_session`, `for` and `if`
blocks are where their routes are, under the path around them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, child_of_type, collapse, first_named
from codesift.chunk.django_urls import NAME_MAX, one_line
from codesift.chunk import elixir_docs as edoc
from codesift.chunk.rails_routes import joined_path, singular

if TYPE_CHECKING:
    from tree_sitter import Node

# The scope kind of a route scope's body: `phoenix`, NUL, the path its routes go under.
PHOENIX_ROUTES = "phoenix\0"
SCOPE = "scope"
# The calls that declare a route at the path they are given first.
_VERBS = frozenset({"get", "post", "put", "patch", "delete", "options", "head", "match",
                    "live", "forward", "resources"})
# Blocks a router writes routes in that add no path: `live_session :admin do`, a `for` or an
# `if` around scopes (hexpm's `for prefix <- ["/", "/repos/:repository"] do scope prefix do`).
_BLOCKS = frozenset({"live_session", "for", "if", "unless", SCOPE})
_DO = frozenset({"do_block"})


def in_routes(scope: Scope) -> bool:
    """Whether ``scope`` is a route scope's body, whose calls ``phoenix_route`` reads."""
    return scope.kind.startswith(PHOENIX_ROUTES)


def phoenix_scope(call: Node, src: bytes) -> RuleResult:
    """A module's `scope "/api", MyAppWeb do … end`: a namespace named by its path, and its
    block the routes under it; ``None`` for a call writing no literal path."""
    path = _path(call, src)
    block = child_of_type(call, _DO)
    if path is None or block is None:
        return None
    return _scoped(call, block, joined_path("", path), src)


def phoenix_route(call: Node, keyword: str, scope: Scope, src: bytes) -> RuleResult:
    """What a call in a route scope declares: a route named by its full path, a nested
    scope, or a block its routes are in; ``None`` for anything else (`pipe_through`)."""
    base = scope.kind[len(PHOENIX_ROUTES):]
    block = child_of_type(call, _DO)
    path = _path(call, src)
    if keyword in _VERBS and path is not None:
        name = joined_path(base, path)
        cut = block.start_byte if block is not None else call.end_byte
        sig = one_line(src[call.start_byte:cut].decode("utf-8", "replace"))
        handler = _handler(call, keyword, src)
        route = Decl(call, "function", collapse(name, NAME_MAX), sig=sig,
                     doc_else=f"Handled by `{handler}`." if handler else "")
        if keyword != "resources" or block is None:
            route.body = block
            return route
        # `resources "/users", UserController do resources "/posts", … end`: the nested
        # resources' paths are under the parent's `:user_id`.
        param = f"{singular(name.rsplit('/', 1)[-1]).replace('-', '_')}_id"
        return [route, Decl(call, "", "", members=block, scope_kind=PHOENIX_ROUTES
                            + f"{name}/:{param}")]
    if keyword in _BLOCKS and block is not None:
        if keyword == SCOPE and path is not None:
            return _scoped(call, block, joined_path(base, path), src)
        return Decl(call, "", "", members=block, scope_kind=scope.kind)
    return None


def _scoped(call: Node, block: Node, name: str, src: bytes) -> list[Decl]:
    """A scope's namespace, signed by its head, and its block's routes under ``name``."""
    sig = one_line(src[call.start_byte:block.start_byte].decode("utf-8", "replace"))
    return [Decl(call, "namespace", collapse(name, NAME_MAX), sig=sig),
            Decl(call, "", "", members=block, scope_kind=PHOENIX_ROUTES + name.rstrip("/"))]


def _handler(call: Node, keyword: str, src: bytes) -> str:
    """The module (and action) a route names after its path, as its address's doc says it:
    `get "/x", PageController, :about` is `PageController.about`, `live "/x", PackageLive.Index,
    :index` `PackageLive.Index` (a live action is no function); "" when its second argument is
    no module."""
    args = child_of_type(call, edoc.ARGUMENTS)
    parts = args.named_children if args is not None else []
    if len(parts) < 2 or parts[1].type != "alias":
        return ""
    action = parts[2] if len(parts) > 2 and parts[2].type == "atom" and keyword != "live" \
        else None
    module = src[parts[1].start_byte:parts[1].end_byte].decode("utf-8", "replace")
    return f"{module}.{src[action.start_byte + 1:action.end_byte].decode()}" if action else module


def _path(call: Node, src: bytes) -> str | None:
    """The literal path a call writes first (`"/packages/:name"`); ``None`` for another
    first argument (`scope prefix do`, `live_dashboard("/db")` aside, a `~p` sigil)."""
    args = child_of_type(call, edoc.ARGUMENTS)
    first = first_named(args) if args is not None else None
    if first is None or first.type != "string" \
            or any(c.type == "interpolation" for c in first.named_children):
        return None
    path = edoc.content(first, src) if first.named_child_count else ""
    return path if path.startswith("/") or not path else None

