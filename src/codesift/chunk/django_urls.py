"""Django's URL tables: each entry of a module's `urlpatterns = [path(…), re_path(…), …]` a
function named by its URL pattern, as Phoenix's and Rails' routes are.

A `urls.py` declares only lower-case names, so it was one whole-file chunk (wagtail's 40,
saleor's, netbox's): a URL pasted from a log, `/articles/2003/`, or a route's `name=`, had no
chunk of its own to land on. Now `path("articles/<int:year>/", views.year_archive,
name="news-year-archive")` is `function /articles/<int:year>/` signed by its call, its view
and name searchable; `re_path(r"^feed/$", …)` keeps its regex as written; an entry under an
inline `include([…])` is named under its parent's pattern (`path("api/", include([path("users/",
…)]))` is `/api/users/`). The `urlpatterns` variable stays a chunk of its own.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, Decl, RuleResult, Scope, collapse, field_text, first_named, last_segment, text,
)

if TYPE_CHECKING:
    from tree_sitter import Node

# The scope kind of a URL table's list, whose calls ``django_route`` reads.
URLS_SCOPE = "urlpatterns"

# A route's name is its pattern as written, cut as Phoenix's are (a regex may run long).
NAME_MAX = 120
# The calls that declare a route (`url` is Django's before 2.0).
_ROUTE_CALLS = frozenset({"path", "re_path", "url"})
# An inline include's table's scope kind: `urlpatterns`, NUL, the patterns it is under.
_UNDER = URLS_SCOPE + "\0"
# The tables one value gathers at most: a `[…] + […] + …` chain of thousands, each table's
# walk as deep as the chain, was quadratic (real ones join two or three).
_TABLES_MAX = 16
# Calls whose arguments are a table's entries (`urlpatterns += i18n_patterns(path(…), …)`).
_TABLE_CALLS = frozenset({"i18n_patterns", "patterns", "format_suffix_patterns"})


def _table_name(name: str) -> bool:
    """`urlpatterns`, and the lists a module gathers to include (`uuid_urls`, `api_patterns`)."""
    return name == "urlpatterns" or name.endswith(("_urls", "_patterns", "urlpatterns"))


def url_tables(statement: Node, scope: Scope, src: bytes) -> list[Decl]:
    """The route tables a module-level `urlpatterns = [...]` (`+= [...]`, `= [...] + [...]`,
    `+= i18n_patterns(...)`) assigns: a scope over each, no chunk (the variable is one)."""
    assign = first_named(statement)
    if scope.kind != "" or assign is None \
            or assign.type not in ("assignment", "augmented_assignment"):
        return []
    left = assign.child_by_field_name("left")
    if left is None or left.type != "identifier" or not _table_name(text(left, src)):
        return []
    return [Decl(statement, "", "", members=table, scope_kind=URLS_SCOPE)
            for table in _tables(assign.child_by_field_name("right"), src)]


def _tables(value: Node | None, src: bytes) -> list[Node]:
    """The lists (or table calls' argument lists) an assigned value is made of, left to right
    (a stack, not recursion: a long `[…] + […] + …` chain is no deep call)."""
    found, todo = [], [value]
    while todo:
        node = todo.pop()
        if node is None:
            continue
        if node.type in ("list", "tuple"):
            found.append(node)
            if len(found) == _TABLES_MAX:
                break
        elif node.type == "parenthesized_expression":
            todo.append(first_named(node))
        elif node.type == "binary_operator":
            todo += [node.child_by_field_name("right"), node.child_by_field_name("left")]
        elif node.type == "call" and last_segment(field_text(node, "function", src), ".") \
                in _TABLE_CALLS and (args := node.child_by_field_name("arguments")) is not None:
            found.append(args)
            if len(found) == _TABLES_MAX:
                break
    return found


def django_route(call: Node, scope: Scope, src: bytes) -> RuleResult:
    """An entry of a URL table: `path("articles/<int:year>/", views.year_archive, name=…)` a
    function named `/articles/<int:year>/`, signed by its call; the entries of an inline
    `include([...])` it holds a table of their own."""
    if scope.kind != URLS_SCOPE and not scope.kind.startswith(_UNDER):
        return None
    pattern = _pattern(call, src)
    if pattern is None:
        return None
    # The include's parent pattern comes in the scope kind: read up the tree, each entry's
    # walk (tree-sitter finds a parent from the root) was quadratic in a deep table.
    prefix = scope.kind[len(_UNDER):]
    joined = prefix + pattern.removeprefix("^") if prefix else pattern
    # A `path()` pattern is a URL's path less its slash; a regex is read as written.
    as_path = last_segment(field_text(call, "function", src), ".") == "path"
    name = "/" + joined if as_path and not joined.startswith("^") else joined
    included = _inline_includes(call, src)
    # The entries an inline include holds are their own chunks: `include([…])` here.
    cut, at = [], call.start_byte
    for table in included:
        cut += [src[at:table.start_byte], b"[\xe2\x80\xa6]"]
        at = table.end_byte
    written = b"".join(cut) + src[at:call.end_byte]
    return [Decl(call, "function", collapse(name, NAME_MAX) or "/",
                 sig=one_line(written.decode("utf-8", "replace")))] \
        + [Decl(call, "", "", members=table, scope_kind=_UNDER + joined) for table in included]


def one_line(call: str) -> str:
    """A call written over lines on one, its brackets closed up: `path( "a/", v, )` reads
    `path("a/", v)`."""
    return collapse(call, SIGNATURE_MAX).replace("( ", "(").replace(", )", ")") \
        .replace(" )", ")").replace("[ ", "[").replace(", ]", "]").replace(" ]", "]")


def _pattern(call: Node, src: bytes) -> str | None:
    """The pattern a route call writes first, as written (an f-string's too); ``None`` for a
    call that is no route, or whose pattern is a name (`path(settings.ADMIN_URL, …)`)."""
    if last_segment(field_text(call, "function", src), ".") not in _ROUTE_CALLS:
        return None
    args = call.child_by_field_name("arguments")
    first = first_named(args) if args is not None else None
    while first is not None and first.type == "parenthesized_expression":
        first = first_named(first)
    if first is None or first.type not in ("string", "concatenated_string"):
        return None
    # saleor's `r"^plugins/channel/(?P<channel_slug>…)/"` / `r"(?P<plugin_id>…)/"`: one pattern.
    strings = first.named_children if first.type == "concatenated_string" else [first]
    return "".join(_content(string, src) for string in strings)


def _content(string: Node, src: bytes) -> str:
    """A string literal's text between its quotes, as written (an f-string's fields too)."""
    parts = [c for c in string.children if c.type not in ("string_start", "string_end")]
    return src[parts[0].start_byte:parts[-1].end_byte].decode("utf-8", "replace") \
        if parts else ""


def _inline_includes(call: Node, src: bytes) -> list[Node]:
    """The lists a route's `include([...])` (or `include(([...], "app"))`) writes in place."""
    args = call.child_by_field_name("arguments")
    found = []
    for arg in args.named_children if args is not None else []:
        if arg.type != "call" or last_segment(field_text(arg, "function", src), ".") != "include":
            continue
        inner = arg.child_by_field_name("arguments")
        first = first_named(inner) if inner is not None else None
        if first is not None and first.type == "tuple":
            first = first_named(first)
        if first is not None and first.type == "list":
            found.append(first)
    return found
