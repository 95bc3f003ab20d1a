"""Kotest's specs, for ``grammars_kotlin.py``: a spec class passes its tests to its style's
constructor as a lambda (`class PathDecoderTest : StringSpec({ "Path decoded from json" { … }
})`), or writes them in an `init { … }` block, and they lie in no declaration. Each of
hoplite's 117 specs was one class chunk whose signature ran into its first test's body
(`class ReferenceContextResolverTest : FunSpec({ test("should find matches") { val node = …`).

The lambda is the class's body; a suite groups its cases as a namespace does, a case is a
function named by its title (as Scala's and JavaScript's are), and a hook a function named by
its call (`beforeTest`). The styles' calls: FunSpec's `context`/`test`, ShouldSpec's
`should`, DescribeSpec's `describe`/`it`, BehaviorSpec's `given`/`` `when` ``/`then`,
FeatureSpec's `feature`/`scenario`, ExpectSpec's `expect`, StringSpec's `"title" { … }`,
WordSpec's `"title" should { … }` and FreeSpec's `"title" - { … }`, each also under
`.config(…)` (`test("x").config(enabled = false) { … }`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import TYPE_SCOPES, Decl, RuleResult, Scope, child_of_type, collapse, text

if TYPE_CHECKING:
    from tree_sitter import Node

# Calls titled by their first argument (an `x` before one disables it: `xtest`, `xGiven`).
_SUITE_CALLS = frozenset({"context", "describe", "feature", "given", "when", "and"})
_CASE_CALLS = frozenset({"test", "it", "should", "then", "scenario", "expect"})
# WordSpec's words between a title and its block (`"loader" should { … }`, `"x" When { … }`).
_SUITE_WORDS = frozenset({"should", "when", "When"})
_HOOKS = frozenset({"beforeTest", "afterTest", "beforeEach", "afterEach", "beforeSpec",
                    "afterSpec", "beforeContainer", "afterContainer", "beforeAny", "afterAny"})
# Where tests are written: a spec's lambda (a class's scope), a suite, an `init` block.
_TEST_SCOPES = TYPE_SCOPES | {"namespace"}
_TITLE_MAX = 120
_CALLS_DEEP = 4   # `.config(…)` and the like between a title and its block, at most


def spec_lambda(node: Node, src: bytes) -> Node | None:
    """The lambda a class passes to its superclass's constructor, its only argument, when it
    holds tests: `class X : FunSpec({ … })` (another lambda is an argument like any other)."""
    specs = child_of_type(node, {"delegation_specifiers"})
    last = specs.named_children[-1] if specs is not None and specs.named_children else None
    call = child_of_type(last, {"constructor_invocation"}) if last is not None else None
    args = child_of_type(call, {"value_arguments"}) if call is not None else None
    only = args.named_children if args is not None else []
    if len(only) != 1 or only[0].type != "value_argument" or len(only[0].named_children) != 1:
        return None
    lam = only[0].named_children[0]
    return lam if lam.type == "lambda_literal" and holds_cases(lam, src) else None


def kotest_init(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A spec's `init { … }` block holding its tests (`class E : FunSpec() { init { test("t")
    { … } } }`): no declaration, its tests the class's own."""
    block = child_of_type(node, {"block"})
    return Decl(node, "", "", members=block) if holds_cases(block, src) else None


def kotest_test(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A suite, a case or a hook written in a spec's lambda, an `init` block or a suite."""
    if scope.kind not in _TEST_SCOPES:
        return None
    shape = _shape(node, src)
    if shape is None:
        return None
    kind, name, body = shape
    if kind == "namespace" or kind == "case" and holds_cases(body, src):
        return Decl(node, "namespace", name, members=body, sig_end=body.start_byte)
    return Decl(node, "function", name, body=body, sig_end=body.start_byte)


def holds_cases(block: Node | None, src: bytes) -> bool:
    """Whether one of ``block``'s statements is a suite or a case."""
    return block is not None and any((shape := _shape(s, src)) is not None and shape[0] != "hook"
                                     for s in block.named_children)


def _shape(node: Node, src: bytes) -> tuple[str, str, Node] | None:
    """("namespace" | "case" | "hook", name, its block) of a test statement, else ``None``."""
    if node.type == "infix_expression":   # WordSpec's `"loader" should { … }`
        parts = node.named_children
        if len(parts) == 3 and parts[2].type == "lambda_literal" \
                and text(parts[1], src).strip("`") in _SUITE_WORDS \
                and (name := _title(parts[0], src)):
            return ("namespace", name, parts[2])
        return None
    if node.type == "binary_expression":   # FreeSpec's `"outer" - { … }`
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        op = node.child_by_field_name("operator")
        if left is None or right is None or right.type != "lambda_literal" \
                or op is None or op.type != "-" or not (name := _title(left, src)):
            return None
        return ("case", name, right)
    if node.type != "call_expression":
        return None
    trailing = child_of_type(node, {"annotated_lambda"})
    lam = child_of_type(trailing, {"lambda_literal"}) if trailing is not None else None
    head = node.named_children[0] if node.named_children else None
    if lam is None or head is None:
        return None
    if head.type == "identifier" and text(head, src) in _HOOKS:
        return ("hook", text(head, src), lam)
    name = _title(head, src)   # StringSpec's `"title" { … }`
    if name:
        return ("case", name, lam)
    called = _called(head, src)
    if called is None:
        return None
    call, name = called
    return ("namespace" if call in _SUITE_CALLS else "case", name, lam)


def _called(node: Node, src: bytes) -> tuple[str, str] | None:
    """(callee, title) of `test("x")`, `` `when`("y") ``, `xit("z")`, also under
    `.config(…)`; ``None`` for another call."""
    for _ in range(_CALLS_DEEP):
        if node.type != "call_expression" or not node.named_children:
            return None
        callee = node.named_children[0]
        if _configured(callee, src):
            node = callee.named_children[0]   # `test("x").config(…)`: the call before
            continue
        args = child_of_type(node, {"value_arguments"})
        first = args.named_children[0] if args is not None and args.named_children else None
        # BehaviorSpec writes `Given`, `` `when` `` or `When`; an `x` before a word disables it.
        word = text(callee, src).strip("`").lower() if callee.type == "identifier" else ""
        if word.startswith("x") and word[1:] in _SUITE_CALLS | _CASE_CALLS:
            word = word[1:]
        if word not in _SUITE_CALLS and word not in _CASE_CALLS or first is None:
            return None
        title = _title(first.named_children[0], src) if first.named_children else ""
        return (word, title) if title else None
    return None


def _title(node: Node, src: bytes) -> str:
    """A string literal's text, also under `.config(…)` (`"s".config(invocations = 3)`);
    "" for anything else."""
    for _ in range(_CALLS_DEEP):
        if node.type != "call_expression" or not node.named_children \
                or not _configured(node.named_children[0], src):
            break
        node = node.named_children[0].named_children[0]
    if node.type != "string_literal":
        return ""
    said = text(node, src)
    quotes = 3 if said.startswith('"""') else 1
    return collapse(said[quotes:-quotes], _TITLE_MAX)


def _configured(node: Node, src: bytes) -> bool:
    """Whether ``node`` is `X.config`, the member a test's options are given by."""
    parts = node.named_children
    return node.type == "navigation_expression" and len(parts) == 2 \
        and text(parts[1], src).lstrip(".") == "config"
