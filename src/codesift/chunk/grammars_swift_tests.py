"""Swift's Quick specs, for ``grammars_swift.py``: the `describe`/`context`/`it` calls a
`QuickSpec`'s `spec()` holds, where a Swift test file's code lies (ReactiveSwift's 17 specs
were each one `spec()` chunk of up to 4,000 lines: a pasted failure's "Action, when enabled,
should be enabled" or "tests for the debounce operator" found a whole spec).

`spec()` stays a method, and its body is walked for the calls as a Dart test file's `main` is:
a suite groups its cases as a namespace does, a case is a function named by its title, a hook
(`beforeEach { … }`) a function named by its call, so `describe("Action") { context("when
enabled") { it("should be enabled") {` is `ActionSpec.Action.when enabled.should be enabled`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, child_of_type, collapse, text

if TYPE_CHECKING:
    from tree_sitter import Node

# Quick's calls: its focused (`f…`) and pending (`x…`) forms too, and Nimble's shared
# examples, a suite defined once for `itBehavesLike`.
_SUITES = frozenset({"describe", "context", "fdescribe", "fcontext", "xdescribe", "xcontext",
                     "sharedExamples"})
_CASES = frozenset({"it", "fit", "xit"})
_HOOKS = frozenset({"beforeEach", "afterEach", "justBeforeEach", "aroundEach", "beforeSuite",
                    "afterSuite"})
_STATEMENTS = frozenset({"statements"})
# Where the calls are read: a `spec()` body or a suite (both namespaces), a file's top level.
_TEST_SCOPES = frozenset({"", "namespace"})
_TITLE_MAX = 120


def quick_spec(decl: Decl | None, node: Node, src: bytes) -> RuleResult:
    """A `spec()` method, and its body as a scope of its suites, cases and hooks when it holds
    one (an unnamed scope, so they are named under the spec's class, not `spec`)."""
    if decl is None or decl.name != "spec" or decl.body is None:
        return decl
    statements = child_of_type(decl.body, _STATEMENTS)
    if statements is None or not any(_shape(s, src) for s in statements.named_children):
        return decl
    # Its statements are read as a suite's: a `var` a fixture, an `it` a case, not a property
    # and a method of the spec's class.
    return [decl, Decl(node, "", "", members=statements, scope_kind="namespace")]


def quick_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A suite (a namespace of its closure's statements), a case or a hook, written in a
    `spec()` or in a suite."""
    if scope.kind not in _TEST_SCOPES:
        return None
    shape = _shape(node, src)
    if shape is None:
        return None
    kind, name, closure = shape
    if kind == "namespace":
        return Decl(node, "namespace", name, members=child_of_type(closure, _STATEMENTS),
                    sig_end=closure.start_byte)
    return Decl(node, "function", name, body=closure, sig_end=closure.start_byte)


def _shape(node: Node, src: bytes) -> tuple[str, str, Node] | None:
    """("namespace" | "function", name, closure) of a Quick call, else ``None``."""
    if node.type != "call_expression" or node.named_child_count < 2:
        return None
    callee, suffix = node.named_children[0], node.named_children[1]
    if callee.type != "simple_identifier" or suffix.type != "call_suffix":
        return None
    call = text(callee, src)
    if call not in _SUITES and call not in _CASES and call not in _HOOKS:
        return None
    closure = child_of_type(suffix, frozenset({"lambda_literal"}))
    if closure is None:
        return None
    if call in _HOOKS:
        return "function", call, closure
    arguments = child_of_type(suffix, frozenset({"value_arguments"}))
    title = _title(arguments, src) if arguments is not None else ""
    if not title:
        return None
    return ("namespace" if call in _SUITES else "function"), title, closure


def _title(arguments: Node, src: bytes) -> str:
    """The first argument's string, less its quotes: `"should be enabled"`."""
    first = child_of_type(arguments, frozenset({"value_argument"}))
    literal = first.named_children[0] if first is not None and first.named_children else None
    if literal is None or literal.type not in ("line_string_literal", "multi_line_string_literal"):
        return ""
    said = text(literal, src)
    quotes = 3 if said.startswith('"""') else 1
    return collapse(said[quotes:-quotes], _TITLE_MAX)
