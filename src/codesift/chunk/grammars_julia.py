"""Julia's declaration rules (tree-sitter-julia).

A package's functions (`function f(…) … end` and the short form `f(x) = …`), macros, structs,
abstract and primitive types, modules and constants, and `Test`'s `@testset "title" begin`
blocks, a function named by the title with the sets nested in it read too. Names drop what
they extend, as a caller names them: `function Base.show(io, df)` is `show`, `Base.:(==)` is
`==`, a callable type's method `(agg::Aggregate{T})(col)` is `Aggregate`. A definition
behind macros (`@inline function`, `Base.@kwdef struct`) starts at them, and a documented
signature alone (a docstring over `Base.deleteat!(df::DataFrame, inds)`) is a function. A
declaration's doc is the docstring right above it (less a first paragraph of indented
signatures) or `@doc`'s, else its `#` comment; its signature its header, the short form's left
of its `=`. Containers are the modules, the structs (an inner constructor is a function) and
the test sets; `if`, `let` (its `global f(x) = …`), `begin` and `for` blocks (a loop
`@eval`ing a method per type), `@eval begin` and `@static if` are read through.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, Spec, child_of_type, text
from codesift.chunk.doctext import clean_comment
from codesift.chunk.stretches import stretches
from codesift.model import Chunk
from codesift.regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

_STRINGS = frozenset({"string_literal", "prefixed_string_literal"})
# What a test set's block is: `begin … end`, a `for` over cases, a `let`.
_BLOCKS = frozenset({"compound_statement", "for_statement", "let_statement"})
# Blocks whose definitions are the file's: `if VERSION >= v"1.9"` branches, `begin … end`, a
# `for` loop defining a method a type (`for T in (…) @eval function Base.setindex!(…, ::$T)`)
# or holding test sets, a `let` and the `global f(x) = …` in it (a function over its state).
_READ_THROUGH = frozenset({"if_statement", "elseif_clause", "else_clause", "compound_statement",
                           "let_statement", "for_statement", "global_statement"})
_TYPED = frozenset({"typed_expression", "unary_typed_expression"})   # `x::T`, `::T`
_KINDS = {"function_definition": "function", "macro_definition": "macro"}
# A block comment's marks, `#=` and `=#`: a `#` cleaned off each left `= … =#` in its doc.
_BLOCK_MARKS = compiled(r"#=+|=+#")


def _name(node: Node | None, src: bytes) -> str:
    """The name a callee, a type head or a dotted path gives: its last segment (`Base.show`
    is `show`), a quoted operator's operator (`Base.:(==)` is `==`), a parametrized type's
    base (`Index{T}` is `Index`), a typed parameter's type (`(agg::Aggregate{T})`); "" for
    none (an interpolated `$op`)."""
    while node is not None:
        kind = node.type
        if kind in ("identifier", "operator"):
            return text(node, src)
        if kind == "field_expression":   # `Base.show`: its last child is the name
            node = node.named_children[-1] if node.named_child_count else None
        elif kind == "quote_expression":   # `:+`, `:(==)`
            inner = node.named_children[0] if node.named_child_count else None
            node = inner.named_children[0] if inner is not None and inner.type == \
                "parenthesized_expression" and inner.named_child_count else inner
        elif kind in ("parametrized_type_expression", "curly_expression", "binary_expression",
                      "where_expression"):
            node = node.named_children[0] if node.named_child_count else None
        elif kind == "parenthesized_expression":   # a callable type's `(agg::Aggregate)`
            typed = child_of_type(node, _TYPED)
            node = typed.named_children[-1] if typed is not None and typed.named_child_count \
                else None
        else:
            return ""
    return ""


def _call(node: Node | None) -> Node | None:
    """The call a signature or a short form's left side is, past its `where` clauses and
    return type (`f(x::T)::T where T`); None when it is no call."""
    while node is not None and node.type in ("where_expression", "typed_expression"):
        node = node.named_children[0] if node.named_child_count else None
    return node if node is not None and node.type == "call_expression" else None


def _callee_name(call: Node, src: bytes) -> str:
    return _name(call.named_children[0], src) if call.named_child_count else ""


def _function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`function name(…) … end`, `function f end`, `macro name(…) … end`."""
    sig = child_of_type(node, frozenset({"signature"}))
    head = sig.named_children[0] if sig is not None and sig.named_child_count else None
    call = _call(head)
    name = _callee_name(call, src) if call is not None else _name(head, src)
    if not name:
        return None
    return Decl(node, _KINDS[node.type], name, doc=_docstring(node, src), free=True,
                sig_end=sig.end_byte if sig is not None else -1)


def _short_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`name(args) = expr`, its left side a call (`f(x)::T where T = …`); an assignment to a
    name or a field is no declaration."""
    left = node.named_children[0] if node.named_child_count else None
    call = _call(left)
    name = _callee_name(call, src) if call is not None else ""
    if not name or left is None:
        return None
    return Decl(node, "function", name, doc=_docstring(node, src), free=True,
                sig_end=left.end_byte)


def _documented_signature(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A call statement right under a docstring documents the function it names, its methods
    below (`Base.deleteat!(df::DataFrame, inds)`); any other call runs code."""
    doc = _docstring(node, src)
    name = _callee_name(node, src) if doc else ""
    return Decl(node, "function", name, doc=doc, free=True) if name else None


def _struct(node: Node, scope: Scope, src: bytes) -> RuleResult:
    head = child_of_type(node, frozenset({"type_head"}))
    name = _name(head.named_children[0], src) if head is not None and head.named_child_count \
        else ""
    if not name or head is None:
        return None
    return Decl(node, "struct", name, members=node, doc=_docstring(node, src),
                sig_end=head.end_byte)


def _type(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`abstract type AbstractIndex end`, `primitive type Byte 8 end`."""
    head = child_of_type(node, frozenset({"type_head"}))
    name = _name(head.named_children[0], src) if head is not None and head.named_child_count \
        else ""
    return Decl(node, "type", name, doc=_docstring(node, src)) if name else None


def _module(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = node.child_by_field_name("name")
    if name is None:
        return None
    return Decl(node, "module", text(name, src), members=node, doc=_docstring(node, src),
                sig_end=name.end_byte)


def _const(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`const DEFAULT_WIDTH = 80`, `const A, B = 1, 2`: a constant each name."""
    assignment = child_of_type(node, frozenset({"assignment"}))
    left = assignment.named_children[0] if assignment is not None \
        and assignment.named_child_count else None
    targets = left.named_children if left is not None and left.type == "open_tuple" else [left]
    names = []
    for target in targets:
        if target is not None and target.type == "typed_expression" and target.named_child_count:
            target = target.named_children[0]   # `const WIDTH::Int = 80`
        if target is not None and target.type == "identifier":
            names.append(text(target, src))
    doc = _docstring(node, src)
    return [Decl(node, "constant", name, doc=doc) for name in names] or None


def _macrocall(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A test set, an `@enum`, or a definition behind macros (`@inline function`,
    `Base.@kwdef mutable struct`, `@doc "…" f(x) = x`), which starts at them; `@static if`
    is read through."""
    macro = text(child_of_type(node, frozenset({"macro_identifier"})), src)
    args = child_of_type(node, frozenset({"macro_argument_list"}))
    if args is None:
        return None
    if macro == "@testset":
        return _testset(node, args, src)
    if macro == "@enum":
        head = args.named_children[0] if args.named_child_count else None
        if head is not None and head.type == "typed_expression" and head.named_child_count:
            head = head.named_children[0]   # `@enum Color::UInt8 red green`
        name = text(head, src) if head is not None and head.type == "identifier" else ""
        return Decl(node, "enum", name, doc=_docstring(node, src)) if name else None
    for child in args.named_children:
        if child.type in _READ_THROUGH:   # `@static if Sys.iswindows() … end`
            return Decl(node, "", "", members=child)
        rule = _DEFINITIONS.get(child.type)
        if rule is None:
            continue
        found = rule(child, scope, src)
        decls = found if isinstance(found, list) else [found] if found is not None else []
        said = _string_doc(args.named_children[0]) if macro == "@doc" else None
        for decl in decls:
            decl.node = node   # its lines and signature start at the macros
            if said is not None:   # the header is the definition's, after the docstring
                decl.doc, decl.sig_start = _doc_text(text(said, src)), child.start_byte
            elif not decl.doc:
                decl.doc = _docstring(node, src)
        return found
    return None


def _testset(node: Node, args: Node, src: bytes) -> RuleResult:
    """`@testset "joins" begin … end`: a function named by its title (its interpolations as
    written), the sets nested in it read too; an untitled set's nested sets are read."""
    block = next((c for c in reversed(args.named_children) if c.type in _BLOCKS), None)
    title = child_of_type(args, _STRINGS)
    name = text(title, src).strip('"') if title is not None and title.type == "string_literal" \
        else ""
    line_end = src.find(b"\n", node.start_byte)
    return Decl(node, "function" if name else "", name, members=block, free=True,
                scope_kind="function", sig_end=line_end if line_end >= 0 else -1)


def _string_doc(node: Node | None) -> Node | None:
    return node if node is not None and node.type in _STRINGS else None


def _docstring(node: Node, src: bytes) -> str:
    """The docstring right above ``node`` (its string ending on the line before), cleaned."""
    above = node.prev_named_sibling
    if above is not None and above.type == "line_comment":   # `""" # note: …` ends its line
        string = above.prev_named_sibling
        above = string if string is not None and string.end_point.row == above.start_point.row \
            else None
    above = _string_doc(above)
    if above is None or above.end_point.row < node.start_point.row - 1:
        return ""
    return _doc_text(text(above, src))


def julia_stretches(path: str, text: str, root: Node, chunks: list[Chunk]) -> list[Chunk]:
    """The code between a file's declarations as stretches (``stretches.stretches``), its
    docstrings left out: each is its declaration's doc."""
    rows = _docstring_rows(root)
    lines = [("" if row in rows else line) for row, line in enumerate(text.split("\n"), 1)]
    return stretches(path, "\n".join(lines), "julia", chunks)


def _docstring_rows(root: Node) -> set[int]:
    """The 1-based rows of the docstrings right above declarations at the levels the walk
    reads (the file, its modules and blocks)."""
    rows: set[int] = set()
    stack = [root]
    while stack:
        kids = stack.pop().named_children
        for at, child in enumerate(kids):
            if child.type in ("module_definition", "struct_definition") or \
                    child.type in _READ_THROUGH:
                stack.append(child)
            elif child.type in _STRINGS and at + 1 < len(kids) \
                    and kids[at + 1].start_point.row <= child.end_point.row + 1:
                rows.update(range(child.start_point.row + 1, child.end_point.row + 2))
    return rows


def _doc_text(literal: str) -> str:
    """A docstring's text: its quotes (and `raw` prefix) off, less a first paragraph of
    indented signatures (`    lookupname(l, idx)`), which the declaration's own says."""
    body = literal[literal.index('"'):].strip('"').strip("\n")
    paragraphs = body.split("\n\n")
    while paragraphs and all(line.startswith("    ") or not line.strip()
                             for line in paragraphs[0].split("\n")):
        paragraphs.pop(0)
    return clean_comment("\n\n".join(paragraphs))


def _block_comment_doc(raw: str, src: bytes) -> str:
    """A doc comment's text less a `#= … =#` block's marks."""
    return _BLOCK_MARKS.sub("", raw) if "#=" in raw else raw


# The rules a definition behind macros is read by.
_DEFINITIONS = {
    "function_definition": _function, "macro_definition": _function,
    "assignment": _short_function, "struct_definition": _struct,
    "abstract_definition": _type, "primitive_definition": _type,
    "module_definition": _module, "const_statement": _const, "macrocall_expression": _macrocall,
}

JULIA = Spec(
    module="tree_sitter_julia", factory="language",
    rules={**_DEFINITIONS, "call_expression": _documented_signature},
    comments=frozenset({"line_comment", "block_comment"}),
    transparent=_READ_THROUGH,
    slash_comments=False,
    doc_text=_block_comment_doc,
)
