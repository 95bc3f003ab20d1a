"""Python decorators read for the declaration they wrap (tree-sitter-python): which make a
method an accessor or an ``@overload`` stub, and which describe it for a web API's or admin's
pages (``description=``, ``summary=``, a command's ``help=``).

>>> decorator_names(function_node, b"@functools.cache\\ndef f(): ...")  # doctest: +SKIP
['cache']
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import field_text, first_named, last_segment, text
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


def decorator_names(node: Node, src: bytes) -> list[str]:
    """The last dotted part of each decorator on ``node`` (``@functools.cache`` -> ``cache``).

    Read from the decorator's expression, not its whole text: a comment after it on its line
    is the decorator's child too, and packaging's ``@prereleases.setter  # noqa: B027`` (or a
    ``@property  # type: ignore[misc]``) was named ``setter  # noqa: B027``, no accessor."""
    parent = node.parent
    if parent is None or parent.type != "decorated_definition":
        return []
    expressions = (first_named(c) for c in parent.children if c.type == "decorator")
    return [text(e, src).split("(", 1)[0].strip().rsplit(".", 1)[-1]
            for e in expressions if e is not None]


# A decorator's keywords saying what the function it wraps does, which a web API's or an
# admin's pages show for it: flask-restx's `@ns.doc(description=…)`, FastAPI's and
# drf-spectacular's `summary=`/`description=`, Django admin's `@admin.action(description=…)`.
# A command's `help=` too (`@click.command(help=…)`), but never an option's, which is the
# option's own (uvicorn's 47 `@click.option(…, help=…)` over `main`).
_DESCRIBING = ("summary", "description")
_HELPED = frozenset({"command", "group"})


def decorator_doc(node: Node, src: bytes) -> str:
    """The summary and description a decorator's keywords give ``node``, a paragraph each
    (``Decl.doc_else``: a docstring still wins). CTFd's 84 REST methods, documented only by
    `@files_namespace.doc(description="Endpoint to get a specific file object", …)`, had no doc."""
    parent = node.parent
    if parent is None or parent.type != "decorated_definition":
        return ""
    said: dict[str, str] = {}
    for decorator in parent.children:
        call = first_named(decorator) if decorator.type == "decorator" else None
        args = call.child_by_field_name("arguments") if call is not None and call.type == "call" \
            else None
        if args is None:
            continue
        helped = last_segment(field_text(call, "function", src), ".") in _HELPED
        for kw in args.named_children:
            key = field_text(kw, "name", src) if kw.type == "keyword_argument" else ""
            key = "description" if key == "help" and helped else key
            if key in _DESCRIBING and key not in said:
                said[key] = literal_text(kw.child_by_field_name("value"), src)
    return "\n".join(filter(None, (said.get(k, "") for k in _DESCRIBING)))


# A translation call around a label (`_("Mark as read")`, `gettext_lazy(…)`, `_l(…)`).
_TRANSLATED = compiled(r"_\w*|\w*gettext\w*")


def literal_text(value: Node | None, src: bytes) -> str:
    """A string literal's text (parenthesized, adjacent literals joined, or handed to a
    translation call), collapsed as a docstring is; "" for anything else: an f-string's
    interpolation, a name, a call."""
    while value is not None and value.type == "parenthesized_expression":
        value = first_named(value)
    if value is not None and value.type == "call" \
            and _TRANSLATED.fullmatch(field_text(value, "function", src)):
        args = value.child_by_field_name("arguments")
        value = args.named_children[0] if args is not None and args.named_child_count == 1 \
            else None
    parts = [value] if value is not None and value.type == "string" else \
        value.named_children if value is not None and value.type == "concatenated_string" else []
    if not parts or any(c.type == "interpolation" for p in parts for c in p.named_children):
        return ""
    return collapse_doc("".join(text(c, src) for p in parts for c in p.named_children
                                if c.type == "string_content"), DOC_MAX)


# `@property`, `@functools.cached_property`, `@hybrid_property`, and a property's
# `@x.setter` / `@x.getter` / `@x.deleter`.
_ACCESSOR_DECORATORS = ("setter", "getter", "deleter")


def is_accessor(node: Node, src: bytes) -> bool:
    """A method decorated as a property or one of its accessors."""
    return any(name.endswith("property") or name in _ACCESSOR_DECORATORS
               for name in decorator_names(node, src))


def is_overload(node: Node, src: bytes) -> bool:
    """Decorated ``@overload`` / ``@typing.overload``: a signature, not the implementation."""
    return "overload" in decorator_names(node, src)
