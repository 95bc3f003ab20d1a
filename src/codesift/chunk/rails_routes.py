"""Rails' route table (`config/routes.rb`, the files it `draw`s from `config/routes/`): each
route a function named by its full path, as Phoenix's and Django's are.

A routes file was one or two chunks: a `namespace :admin do` read as a Rake namespace, every
route a line of no chunk (rubygems.org's 200 routes, discourse's 1,700), so a URL pasted from a
log found nothing to land on. Now `get "/photos/:id", to: "photos#show", as: "photo"` is
`function /photos/:id` signed by its call (its controller#action and name searchable), and
the namespaces, scopes and resources around it are in its name: `namespace :admin do
resources :users` is `/admin/users`, `resources :photos do member do get :preview` is
`/photos/:id/preview`. A `namespace` or `scope` with a path is a namespace named by it: its
routes are its members, chunks of their own, so its words are left to them (as Phoenix's
`scope "/api"` is, ``phoenix_routes.py``).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, collapse, field_text, text
from codesift.chunk.django_urls import NAME_MAX, one_line

if TYPE_CHECKING:
    from tree_sitter import Node

# The scope kind of a route table's body: the draw block's, a nested block's, a drawn file's.
ROUTES_SCOPE = "routes"

# The calls that each declare a route at a path they write.
_VERBS = frozenset({"get", "post", "put", "patch", "delete", "match", "options", "head"})
_RESOURCES = frozenset({"resources", "resource"})
# Blocks whose path they add to the routes inside (`scope module: :api` adds none).
_PREFIXES = frozenset({"namespace", "scope"})
# A `draw` file (`draw :admin` reads config/routes/admin.rb) holds routes at its top level.
_DRAWN = re.compile(r"(?:^|/)config/routes(?:\.rb|/.+\.rb)$")


def routes_scope(path: str) -> str:
    """The scope kind a Ruby file's top level has: a route table's in config/routes.rb and the
    files under config/routes/ it draws (mastodon's `config/routes/api.rb` opens
    `namespace :api do` with no `draw` block around it), else the file's ("")."""
    return ROUTES_SCOPE if _DRAWN.search(path) else ""


def draws_routes(call: Node, method: str, src: bytes) -> bool:
    """`Rails.application.routes.draw do` (an engine's `Engine.routes.draw`, `prepend`,
    `append`): the block a route table is written in; `set.draw do` in a test is none."""
    return method in ("draw", "prepend", "append") \
        and field_text(call, "receiver", src).rsplit(".", 1)[-1] == "routes"


def in_routes(kind: str) -> bool:
    """Whether a scope of kind ``kind`` is a route table's body (``_under``)."""
    return kind == ROUTES_SCOPE or kind.startswith(_UNDER)


def rails_route(call: Node, method: str, kind: str, src: bytes) -> RuleResult:
    """The route (or namespace) a call in a route table declares, and the route table its
    block holds; ``None`` for a call that declares none (`devise_for :users`, `draw :api`).
    ``kind`` is the table's scope kind, which carries the path its blocks put it under: read
    up the tree instead, each route's walk (tree-sitter finds a node's parent from the root)
    made 1,000 nested namespaces take minutes."""
    base, member, nested = _places(kind)
    block = call.child_by_field_name("block")
    sig = one_line(src[call.start_byte:block.start_byte if block is not None
                       else call.end_byte].decode("utf-8", "replace"))
    on = _literal(_option(call, "on", src), src) if member is not None else None
    # Where under a resource: `member do` (or `on: :member`) at its `:id`, `collection do`
    # beside it, anything else nested under its `:photo_id`.
    here = base if member is None or on == "collection" or method == "collection" \
        else member if on == "member" or method == "member" else nested
    path = _path(call, method, src)
    found = []
    name = collapse(joined_path(here, path), NAME_MAX) if path is not None else here
    if path is not None:
        found.append(Decl(call, "namespace" if method in _PREFIXES else "function", name, sig=sig))
    if block is None:
        return found or None
    if method == "resources" and path is not None:
        # `resources :gems, path: "rubygems", param: :name`: `:name`, `:gem_name`.
        param = _literal(_option(call, "param", src), src) or "id"
        args = _args(call)
        named = _literal(args[0], src) if args else None
        inner = _under(name, f"{name}/:{param}",
                       f"{name}/:{singular(named or name.rsplit('/', 1)[-1])}_{param}")
    elif path is not None or method in ("member", "collection"):
        inner = _under(name if path is not None else here)
    else:   # `scope module: :api do`, `authenticate do`: where the table is
        inner = kind
    return found + [Decl(call, "", "", members=block.child_by_field_name("body"),
                         scope_kind=inner)]


# A route table's scope kind under a path: `routes`, NUL, the path, and under a resource's
# block the paths of its member's and its nested routes.
_UNDER = ROUTES_SCOPE + "\0"


def _under(base: str, member: str | None = None, nested: str = "") -> str:
    """The scope kind of a block whose routes go under ``base`` (or, a resource's, under
    ``member`` or ``nested`` as they say)."""
    return _UNDER + base if member is None else f"{_UNDER}{base}\0{member}\0{nested}"


def _places(kind: str) -> tuple[str, str | None, str]:
    """``_under``'s arguments back from a scope kind."""
    parts = kind.split("\0")
    if len(parts) == 4:
        return parts[1], parts[2], parts[3]
    return (parts[1] if len(parts) > 1 else ""), None, ""


def _path(call: Node, method: str, src: bytes) -> str | None:
    """The path a call in a route table writes, under the blocks around it; ``None`` for a
    call that writes none (`scope module: :api`, `devise_for :users`). `match "" =>
    "users#auth"` and `root` are their scope's own path ("")."""
    if method in _VERBS:
        return _written(call, src)
    if method == "root":
        return ""
    if method == "mount":
        return _mounted_at(call, src)
    if method in _RESOURCES or method in _PREFIXES:
        return _segment(call, src) or None
    return None


def _args(call: Node) -> list[Node]:
    args = call.child_by_field_name("arguments")
    return list(args.named_children) if args is not None else []


def _literal(node: Node | None, src: bytes) -> str | None:
    """A string's or symbol's text (`"/photos"`, `:photos`, `photos:`); ``None`` for anything
    else, an interpolated string too (`"#{x}/y"` names no path a URL shows)."""
    if node is None or any(c.type == "interpolation" for c in node.named_children):
        return None
    if node.type == "string":   # its quotes off, not a parameter's colon (`':token/status'`)
        return "".join(text(c, src) for c in node.named_children)
    return text(node, src).strip(":") if node.type in ("simple_symbol", "hash_key_symbol") \
        else None


def _option(call: Node, key: str, src: bytes) -> Node | None:
    """The value of a call's `key: value` option."""
    for arg in _args(call):
        if arg.type == "pair" and _literal(arg.child_by_field_name("key"), src) == key:
            return arg.child_by_field_name("value")
    return None


def _written(call: Node, src: bytes) -> str | None:
    """The path a verb writes: its first argument, or the key of `"login" => "sessions#new"`."""
    args = _args(call)
    first = args[0] if args else None
    if first is not None and first.type == "pair" \
            and first.child_by_field_name("key").type == "string":
        first = first.child_by_field_name("key")
    return _literal(first, src)


def _mounted_at(call: Node, src: bytes) -> str | None:
    """Where `mount Sidekiq::Web => "/sidekiq"` (or `mount X, at: "/x"`) puts an app."""
    for arg in _args(call):
        if arg.type == "pair" and arg.child_by_field_name("key").type != "hash_key_symbol":
            return _literal(arg.child_by_field_name("value"), src)
    return _literal(_option(call, "at", src), src)


def _segment(call: Node, src: bytes) -> str:
    """The path a `namespace`, `scope` or `resources` call adds: its `path:` option, else its
    first argument (`scope module: :api` adds none)."""
    path = _option(call, "path", src)
    if path is not None:
        return _literal(path, src) or ""
    args = _args(call)
    return _literal(args[0], src) or "" if args and args[0].type != "pair" else ""


def joined_path(prefix: str, path: str) -> str:
    """``path`` under ``prefix``, one slash between: ("/admin", "stats") -> "/admin/stats"."""
    path = path.strip("/")
    return f"{prefix}/{path}" if path else prefix or "/"


def singular(word: str) -> str:
    """The parameter Rails names a nested resource's parent by, close enough for a name:
    `photos` -> `photo`, `categories` -> `category` (ActiveSupport's inflections aside)."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word
