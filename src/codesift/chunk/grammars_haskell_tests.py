"""Hspec's and tasty's suites and cases in a Haskell test (tree-sitter-haskell).

`spec = do` / `describe "sourceFileRange" $ do` / `it "works" $ do …`, and tasty's `tests =
testGroup "unit" [testCase "parses" $ …, …]`: the whole test was one function chunk
(conduit's `BinarySpec.spec` 270 lines; 1,754 Hspec cases and 1,125 suites in four Haskell
trees, 574 tasty calls in aeson), so "tests for sourceFileRange" could only point at its first
line. What a function's equation runs, past `f $` wrappers (`hspec $`, `around withDb $`,
`defaultMain $`), holds them: a `do` block a statement of which calls a suite or a case, or a
suite's call itself. A suite (`describe`, `context`, `testGroup`) is a namespace around its
own `do` block, its one `$` case, or its list; a case (`it`, `specify`, `prop`, `testCase`,
`testProperty`) a function; each named by its title string as the runner prints it, signed to
the `$` before its body (`it "works"`) or to its title.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, collapse
from codesift.regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# A string's escaped backslash or quote.
_ESCAPE = compiled(r'\\([\\"])')
# The scopes of a test's blocks: its function's and its suites'.
SPEC_SCOPES = frozenset({"spec", "namespace"})
_SUITES = frozenset({"describe", "context", "xdescribe", "xcontext", "fdescribe", "fcontext",
                     "testGroup"})
_CASES = frozenset({"it", "specify", "prop", "xit", "xspecify", "xprop", "fit", "fspecify",
                    "fprop", "testCase", "testProperty", "testCaseSteps", "testCaseInfo"})


def _dollar_body(node: Node | None) -> Node | None:
    """The right operand of `f $ body`, else ``None``."""
    if node is None or node.type != "infix":
        return None
    operator = node.child_by_field_name("operator")
    return node.child_by_field_name("right_operand") \
        if operator is not None and operator.text == b"$" else None


def _innermost(node: Node | None) -> Node | None:
    """``node`` past `f $` wrappers and brackets (`hspec $ do`, `describe "x" (do …)`)."""
    while node is not None and node.type in ("infix", "parens"):
        node = _dollar_body(node) if node.type == "infix" else node.child_by_field_name("expression")
    return node


def _call(node: Node, src: bytes) -> tuple[str, str, Node | None, int] | None:
    """(callee, title, body, where its signature ends) of a suite's or case's call: `it "works"
    $ do …` (its body the `$`'s right operand, its signature `it "works"`), `it "works" (x
    `shouldBe` 1)` or `testGroup "unit" [ … ]` (its last argument, signed to its title);
    ``None`` for any other expression, and for a suite given no body (the `describe "db"` of
    `describe "db" $ …`, read as that call's operand)."""
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
    if head is None or head.type not in ("variable", "qualified") or not args:
        return None
    callee = (head.text or b"").decode("utf-8", "replace").rpartition(".")[2]   # `HU.testCase`
    if callee not in _SUITES | _CASES:
        return None
    title = args[0].named_children[0] if args[0].type == "literal" and args[0].named_child_count \
        else None
    if title is None or title.type != "string":
        return None
    if body is None and len(args) > 1:
        body = args[-1]
    if body is None and callee in _SUITES:
        return None
    # As the runner prints it: megaparsec's `context "when stream begins with '\\r'"` is `'\r'`.
    name = collapse(_ESCAPE.sub(r"\1", src[title.start_byte + 1:title.end_byte - 1].decode(
        "utf-8", "replace")), 120)
    operator = node.child_by_field_name("operator") if node.type == "infix" else None
    return (callee, name, body, operator.start_byte if operator is not None else title.end_byte) \
        if name else None


def spec_block(equation: Node | None, src: bytes) -> Node | None:
    """What ``equation`` runs that holds a test's suites and cases, its block to walk: a `do`
    block a statement of which calls one, or the node holding a suite's call (`tests =
    testGroup …`, `main = defaultMain $ testGroup …`)."""
    if equation is None or equation.type not in ("function", "bind"):
        return None
    holder = equation.child_by_field_name("match")
    node = holder.child_by_field_name("expression") if holder is not None else None
    while node is not None and node.type != "do" and _call(node, src) is None \
            and (inner := _dollar_body(node)) is not None:
        holder, node = node, inner
    if node is None:
        return None
    if node.type == "do":
        return node if any(_call(s, src) for s in node.named_children) else None
    return holder if _call(node, src) is not None else None


def _suite_block(call: Node, body: Node | None, src: bytes) -> Node | None:
    """The block a suite's statements are walked in: its `do` block, its list (tasty), or its
    own call when its body is one case (`describe "db" $ it "connects" $ …`)."""
    inner = _innermost(body)
    if inner is not None and inner.type in ("do", "list"):
        return inner
    return call if body is not None and _dollar_body(call) == body and _call(body, src) else None


def spec_statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement or list element of a test's block (its scope a test function's or a
    suite's) calling a suite or a case; anywhere else, none of the walk's."""
    found = _call(node, src) if scope.kind in SPEC_SCOPES else None
    if found is None:
        return None
    callee, name, body, sig_end = found
    if callee in _SUITES:
        call = node.named_children[0] if node.type == "exp" and node.named_child_count else node
        return Decl(node, "namespace", name, members=_suite_block(call, body, src), sig_end=sig_end)
    return Decl(node, "function", name, body=body, sig_end=sig_end)
