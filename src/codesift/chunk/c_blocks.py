"""A C++ block where no statement may stand, read as the namespace a macro opened.

A library may open its namespace with a macro written before the brace (toml++'s
`TOML_NAMESPACE_START {` / `} TOML_NAMESPACE_END;`, the macro standing for `namespace toml {
inline namespace v3`). The macro is blanked for the parse (``rewrite_c_lines.BARE_MACRO``) and the
grammar reads the `{ … }` as a compound statement at the file's top level, a function body's
node, into which no rule looked: toml++'s table.hpp (2,001 lines, `class table` and its 90
members) and 45 more of its headers were each one whole-file chunk.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import C_PREPROC, Decl, RuleResult, Scope

if TYPE_CHECKING:
    from tree_sitter import Node

# Where no statement may stand: a file's top level, a namespace's or a linkage block's body
# (the `#if` groups among them walked through).
_TOP_LEVELS = frozenset({"translation_unit", "declaration_list", "linkage_specification"})
# What a function body cannot hold (a function, a template, a namespace), or holds only
# beside statements (a class: table.hpp's block holds `class table` and two aliases alone).
_DEFINITIONS = frozenset({
    "function_definition", "template_declaration", "namespace_definition", "class_specifier",
    "struct_specifier", "union_specifier", "enum_specifier",
})
# What only a function body holds: a broken function's body at the top level (libuv's
# `heap-inl.h` after a macro return type, rapidjson's class cut by an `#if`, whose
# `public:` is a label) is no namespace, its locals no declarations.
_STATEMENTS = frozenset({
    "if_statement", "for_statement", "for_range_loop", "while_statement", "do_statement",
    "return_statement", "labeled_statement", "switch_statement", "throw_statement",
    "try_statement", "break_statement", "continue_statement", "goto_statement",
    "co_return_statement",
})


def at_top_level(node: Node) -> bool:
    """Whether ``node`` stands where no statement may (``_TOP_LEVELS``), `#if` groups passed."""
    parent = node.parent
    while parent is not None and parent.type in C_PREPROC:
        parent = parent.parent
    return parent is not None and parent.type in _TOP_LEVELS


def namespace_block(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A `{ … }` at a top level holding definitions and no statements: a scope naming
    nothing, as an anonymous namespace is (the macro's namespace is unknown here)."""
    if not at_top_level(node):
        return None
    kinds = {child.type for child in node.named_children}
    if kinds & _STATEMENTS or not kinds & _DEFINITIONS or not _opens_statement(node):
        return None
    return Decl(node, "", "", members=node)


def _opens_statement(node: Node) -> bool:
    """Whether ``node`` starts a statement of its own: nothing before it but comments, a
    directive, or something closed by its own `;` or `}`. A test macro's call right before
    it (`TEST_CASE("Types: TypeName", "[helpers]") {`, its `;` missing) makes it the test's
    body, though the test's rule passed it over: CLI11's test bodies holding a local `enum
    class` gave their locals (76 variables and enums in five files)."""
    before = node.prev_sibling
    while before is not None and before.type == "comment":
        before = before.prev_sibling
    if before is None or before.type.startswith("preproc_"):
        return True
    last = before
    while last.child_count:
        last = last.children[-1]
    return last.type in (";", "}") and not last.is_missing
