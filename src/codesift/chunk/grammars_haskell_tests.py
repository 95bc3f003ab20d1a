"""Hspec's suites and cases in a Haskell spec (tree-sitter-haskell).

`spec = do` / `describe "sourceFileRange" $ do` / `it "works" $ do …`: the whole spec was one
function chunk (conduit's `BinarySpec.spec` 270 lines, 1,754 cases and 1,125 suites in four
Haskell trees), so "tests for sourceFileRange" could only point at its first line. The `do`
block a function's equation runs (past `hspec $`, `around withDb $` and other `f $` wrappers)
holds them when a statement of it calls a suite or a case; a suite (`describe`, `context`) is
a namespace around the statements of its own `do` block, a case (`it`, `specify`, `prop`) a
function, each named by its title string, signed to the `$` before its body.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, collapse
from codesift.regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# A string's escaped backslash or quote.
_ESCAPE = compiled(r'\\([\\"])')
# The scopes of a spec's blocks: its function's and its suites'.
SPEC_SCOPES = frozenset({"spec", "namespace"})
_SUITES = frozenset({"describe", "context", "xdescribe", "xcontext", "fdescribe", "fcontext"})
_CASES = frozenset({"it", "specify", "prop", "xit", "xspecify", "xprop", "fit", "fspecify",
                    "fprop"})


def _dollar_body(node: Node) -> Node | None:
    """The right operand of `f $ body`, else ``None``."""
    if node.type != "infix":
        return None
    operator = node.child_by_field_name("operator")
    return node.child_by_field_name("right_operand") \
        if operator is not None and operator.text == b"$" else None


def _innermost_do(node: Node | None) -> Node | None:
    """``node`` past `f $` wrappers (`hspec $`, `around withDb $`), when that is a `do` block."""
    while node is not None and node.type == "infix":
        node = _dollar_body(node)
    return node if node is not None and node.type == "do" else None


def _call(node: Node, src: bytes) -> tuple[str, str, Node | None, int] | None:
    """(callee, title, body, where its signature ends) of a suite's or case's call: `it "works"
    $ do …` (its body the `$`'s right operand, its signature `it "works"`) or `it "works" (x
    `shouldBe` 1)` (its last argument); ``None`` for any other statement."""
    if node.type == "exp" and node.named_child_count == 1:
        node = node.named_children[0]
    body = _dollar_body(node)
    head = node.child_by_field_name("left_operand") if body is not None else node
    args: list[Node] = []
    while head is not None and head.type == "apply":
        argument = head.child_by_field_name("argument")
        if argument is not None:
            args.insert(0, argument)
        head = head.child_by_field_name("function")
    if head is None or head.type != "variable" or not args:
        return None
    callee = head.text.decode() if head.text is not None else ""
    if callee not in _SUITES | _CASES:
        return None
    title = args[0].named_children[0] if args[0].type == "literal" and args[0].named_child_count \
        else None
    if title is None or title.type != "string":
        return None
    if body is None and len(args) > 1:
        body = args[-1]
    # As hspec prints it: megaparsec's `context "when stream begins with '\\r'"` is `'\r'`.
    name = collapse(_ESCAPE.sub(r"\1", src[title.start_byte + 1:title.end_byte - 1].decode(
        "utf-8", "replace")), 120)
    operator = node.child_by_field_name("operator") if node.type == "infix" else None
    return (callee, name, body, operator.start_byte if operator is not None else title.end_byte) \
        if name else None


def spec_block(equation: Node | None, src: bytes) -> Node | None:
    """The `do` block ``equation`` runs when a statement of it calls a suite or a case."""
    if equation is None or equation.type not in ("function", "bind"):
        return None
    match = equation.child_by_field_name("match")
    block = _innermost_do(match.child_by_field_name("expression")) if match is not None else None
    if block is None or not any(_call(s, src) for s in block.named_children):
        return None
    return block


def hspec_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement of a spec's `do` block calling a suite or a case."""
    found = _call(node, src)
    if found is None:
        return None
    callee, name, body, sig_end = found
    if callee in _SUITES:
        # A suite of one case, `describe "db" $ it "connects" $ …`, holds it as its `$`'s
        # right operand: the call's own node is the block walked (the `infix` rule reads it).
        call = node.named_children[0] if node.type == "exp" and node.named_child_count else node
        members = _innermost_do(body) or (call if body is not None and body.type == "infix"
                                          and _dollar_body(call) == body else None)
        return Decl(node, "namespace", name, members=members, sig_end=sig_end)
    return Decl(node, "function", name, body=body, sig_end=sig_end)


def spec_statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Only inside a spec's block (its scope a spec function's or a suite's): a statement
    anywhere else is none of the walk's."""
    return hspec_call(node, scope, src) if scope.kind in SPEC_SCOPES else None

