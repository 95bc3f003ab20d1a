"""A C function a macro defines, named by the macro's first argument.

An interpreter's or extension's core library defines its functions through a macro that
also registers them: Janet's `JANET_CORE_FN(cfun_channel_choice, "(ev/select & clauses)",
"Block until …") { … }`. Its string arguments make the grammar read a call statement missing
its `;` and then a block at the file's top level, into which no rule looked: janet's
`ev.c` had no chunk over its 40 `ev/` functions, 313 such definitions in all. A macro of one
identifier (libuv's `TEST_IMPL(name) {`) parses as a function declarator and needs no rule.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, collapse, field_text, first_named, text
from codesift.chunk.c_blocks import at_top_level
from codesift.chunk.c_tests import string_text

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# A macro's name is written in capitals; a lower-case call missing its `;` before a block is
# broken code, not a definition. A test framework's macro names a test by its suite and title,
# not its first argument (Unity's `IGNORE_TEST(Group, Name)`, Catch2's
# `TEMPLATE_LIST_TEST_CASE_METHOD(Fixture, "title", …)`): left to ``c_tests.py``.
_MACRO = compiled(r"(?!\w*TEST)[A-Z][A-Z0-9_]*[A-Z0-9]")
# A string argument of this many words is the function's description, as Janet writes it.
_DOC_WORDS = 4
_DOC_CHARS = 2000


def macro_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`MACRO(name, "…", …) { … }` at a top level: a function named ``name``, described by
    its one string argument of several words, if any, signed by the call without it."""
    call = first_named(node)
    block = node.next_named_sibling
    # Where no statement may stand, `#if` groups passed: janet's `ev.c` is in `#ifdef JANET_EV`.
    if not at_top_level(node) or call is None \
            or call.type != "call_expression" or call.has_error or block is None \
            or block.type != "compound_statement" or block.has_error:
        return None
    args = call.child_by_field_name("arguments")
    first = args.named_children[0] if args is not None and args.named_children else None
    if first is None or first.type != "identifier" \
            or not _MACRO.fullmatch(field_text(call, "function", src)):
        return None
    docs = [a for a in args.named_children[1:] if a.type in ("string_literal", "concatenated_string")
            and len(string_text(a, src).split()) >= _DOC_WORDS]
    found = Decl(node, "function", text(first, src), body=block, tail=block,
                 sig_end=call.end_byte)
    if len(docs) == 1:
        shown = ["…" if a == docs[0] else text(a, src) for a in args.named_children]
        found.sig = collapse(f"{field_text(call, 'function', src)}({', '.join(shown)})", 300)
        found.doc_else = collapse(string_text(docs[0], src), _DOC_CHARS)
    return found

