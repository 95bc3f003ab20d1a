"""C++ test frameworks' test-defining macros read as named tests: GoogleTest's `TEST(Suite,
Name) { … }` and a project's own wrappers of it, gMock's `ACTION(Name)` and `MATCHER(Name,
"…")`, Catch2's and doctest's `TEST_CASE("name")`.
Used by ``grammars_c.py``'s function and expression-statement rules."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, collapse, field_text, first_named, text
from codesift.chunk.c_docs import back_doc

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


# GoogleTest's test-defining macros: `TEST(Suite, Name)` reads as a function named TEST.
_TEST_MACROS = frozenset({"TEST", "TEST_F", "TEST_P", "TYPED_TEST", "TYPED_TEST_P", "GTEST_TEST"})
# A project's own wrapper of them, named as GoogleTest's are (c-ares's 29
# `VIRT_NONVIRT_TEST_F(DefaultChannelTest, LiveSearchSRV)` were functions named
# VIRT_NONVIRT_TEST_F, and its 31 `CONTAINED_TEST_F(LibraryTest, Name, "host", …)` lost).
_TEST_WRAPPER = compiled(r"[A-Z][A-Z0-9_]*_TEST(?:_[FP])?$")


def is_test_macro(name: str) -> bool:
    """Whether `name(Suite, Name) { … }` defines a GoogleTest-style test."""
    return name in _TEST_MACROS or _TEST_WRAPPER.match(name) is not None


# gMock's action and matcher definers, named by their first argument, the name a test calls
# (`.WillOnce(SetReplyData(&server, &rsp))`): c-ares's `ACTION_P2(SetReplyData, mockserver,
# data) {` was a function named ACTION_P2, leveldb's `MATCHER(IsOK, "") { … }` (its string no
# parameter declaration) had no chunk.
_GMOCK_DEFINER = compiled(r"(?:ACTION|MATCHER)(?:_P\d*)?|ACTION_TEMPLATE")


def gmock_definer_name(macro: str, first: Node | None, src: bytes) -> str | None:
    """The name `macro(first, …) { … }` defines, if it is a gMock action or matcher."""
    if first is None or not _GMOCK_DEFINER.fullmatch(macro):
        return None
    name = text(first, src).strip()
    return name if name.isidentifier() else None


# Catch2's and doctest's, named by their first string: `TEST_CASE("rotating file sink", "[x]")`.
_NAMED_TEST_MACROS = frozenset({"TEST_CASE", "SCENARIO", "TEST_CASE_METHOD", "TEMPLATE_TEST_CASE",
                                "TEMPLATE_PRODUCT_TEST_CASE", "TEST_CASE_TEMPLATE",
                                "TEST_CASE_FIXTURE"})


def c_test_case(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`TEST_CASE("name", "[tag]") { … }`: the grammar reads a call statement missing its `;`
    and then a block, and spdlog's ten test files were each one whole-file chunk. So it reads
    a GoogleTest wrapper passed more than the suite and the test, and a gMock matcher."""
    call = first_named(node)
    block = node.next_named_sibling
    # `TEMPLATE_TEST_CASE("t", "[t]", int, float)`: its types make an error, and the block
    # recovered after it may be anything (two functions read as one); left to the fallback.
    if call is None or call.type != "call_expression" or call.has_error or block is None \
            or block.type != "compound_statement" or _broken(block):
        return None
    macro = field_text(call, "function", src)
    args = call.child_by_field_name("arguments")
    if is_test_macro(macro):
        # A GoogleTest wrapper whose further arguments are no parameter declarations
        # (c-ares's `CONTAINED_TEST_F(LibraryTest, ContainerChannelInit, "host", …) {`):
        # named by its first two, the suite and the test, as `TEST(Suite, Name)` is.
        ids = [text(a, src) for a in (args.named_children[:2] if args is not None else [])
               if a.type == "identifier"]
        return Decl(node, "function", ".".join(ids), body=block, tail=block,
                    sig_end=call.end_byte) if len(ids) == 2 else None
    definer = gmock_definer_name(macro, args.named_children[0] if args is not None
                                 and args.named_children else None, src)
    if definer:
        found = Decl(node, "function", definer, body=block, tail=block, sig_end=call.end_byte)
        found.doc = back_doc(node, src)
        return found
    if macro not in _NAMED_TEST_MACROS:
        return None
    names = [_titled(a) for a in (args.named_children if args is not None else [])]
    names = [a for a in names if a is not None]
    if not names:
        return None
    # A title written over lines as adjacent strings is their contents joined (argparse's
    # `TEST_CASE("… allowed choices, with "` / `"other positional argument" * …)`).
    name = collapse(string_text(names[0], src), 80)
    return Decl(node, "function", name, body=block, tail=block, sig_end=call.end_byte) \
        if name else None


def _titled(arg: Node) -> Node | None:
    """A test's title among its macro's arguments: a string, or one doctest's decorators are
    multiplied into (argparse's `TEST_CASE("Parse a string argument" * test_suite("x"))`,
    180 of its 191 tests lost)."""
    while arg.type == "binary_expression":
        operator = arg.child_by_field_name("operator")
        left = arg.child_by_field_name("left")
        if operator is None or operator.type != "*" or left is None:
            return None
        arg = left
    return arg if arg.type in ("string_literal", "concatenated_string") else None


def _broken(block: Node) -> bool:
    """Whether a test's body holds an error other than a `;` missing after a call: Catch2's
    `SECTION("resizing")` and doctest's `SUBCASE("x")` before their blocks read as calls
    wanting one, and every test case holding a section was lost (toml++'s user_feedback.cpp,
    27 sections, one whole-file chunk; catch2's own tests)."""
    stack = [block]
    while stack:
        node = stack.pop()
        if node.type == "ERROR" or node.is_missing and node.type != ";":
            return True
        stack.extend(c for c in node.children if c.has_error)
    return False


def string_text(literal: Node, src: bytes) -> str:
    """A string's text between its quotes (`u8"x"` is `x`), adjacent pieces joined (`"a "
    "b"` is `a b`)."""
    parts = literal.named_children if literal.type == "concatenated_string" else [literal]
    return "".join(t[t.find('"') + 1:t.rfind('"')] for p in parts
                   if p.type == "string_literal" for t in (text(p, src),))
