"""Scala's test suites and cases, for ``grammars_typed.py``: the calls and infix expressions of
ScalaTest, munit, utest and specs2 that hold a test file's code, which lies in no declaration
(scopt's `ImmutableParserSpec` outlined its 80 helpers, none of its 43 `test("…") { … }` cases;
a pasted failure's `at …Spec.scala:42` found the spec's class).

A suite groups its cases as a namespace does (a wrapper walked for them); a case is a function
named by its title, as JavaScript's `it` and RSpec's are; nested titles join as containers do
(`"The 'host' directive" - { "in its simple String form" - { "blocks …" in {` is
`HostDirectivesSpec.The 'host' directive.in its simple String form.blocks …`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    TYPE_SCOPES, Decl, RuleResult, Scope, collapse, field_text, text,
)

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# Calls titled by their first argument: FunSpec's `describe("A Set") { it("is empty") {…} }`,
# FeatureSpec's `Feature`/`Scenario`, munit's and FunSuite's `test("parses") {…}` (and a
# fixture's `dirs.test("…")`), PropSpec's and munit-scalacheck's `property("…")`, circe's
# `group("…")`. A suite call is always a namespace; a case call is one only when its block
# holds cases (utest's `test("Literals") { test("valid") {…} }`).
_SUITE_CALLS = frozenset({"describe", "Feature", "feature", "group"})
_CASE_CALLS = frozenset({"test", "it", "they", "ignore", "property", "Scenario", "scenario"})
# Words between a title and its block: WordSpec's (and specs2's) `"A Stack" should {`, `must`,
# `can`, `when`, `which` open a suite; `"pop" in {…}`, `ignore`, FreeSpec's and utest's
# `"x" - {…}` and specs2's `"x" >> {…}` a case, or a suite when their block holds cases.
_SUITE_WORDS = frozenset({"should", "must", "can", "when", "which"})
_CASE_WORDS = frozenset({"in", "ignore", "-", ">>"})
# FlatSpec's `"A Stack" should "pop" in {…}` and `it should "pop" in {…}`: the title is the
# sentence, less the pronoun (`it`, `they`) or `ignore` standing for the subject.
_FLAT_VERBS = frozenset({"should", "must", "can"})
_FLAT_SUBJECTS = frozenset({"it", "they", "ignore"})
# BeforeAndAfter's `before { … }` and `after { … }`: functions named by the hook.
_HOOKS = frozenset({"before", "after"})
# Where tests are written: a class's, object's or trait's body, a suite, a script's top level.
_TEST_SCOPES = TYPE_SCOPES | {"", "namespace"}
_BODIES = frozenset({"block", "colon_argument"})
_ESCAPE = compiled(r"\\(.)")   # "doesn\"t parse" names the case `doesn"t parse`
_TITLE_MAX = 120


def scala_test(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A suite, a case or a hook written at a class's body or inside a suite."""
    if scope.kind not in _TEST_SCOPES:
        return None
    shape = _shape(node, src)
    if shape is None:
        return None
    kind, name, body = shape
    members = _statements(body)
    if kind == "namespace" or kind == "case" and holds_cases(members, src):
        return Decl(node, "namespace", name, members=members, sig_end=body.start_byte)
    return Decl(node, "function", name, body=body, sig_end=body.start_byte)


def holds_cases(block: Node | None, src: bytes) -> bool:
    """Whether one of ``block``'s statements is a suite or a case (utest's `Tests { … }`, a
    test that holds others)."""
    return block is not None and any(_shape(s, src) is not None for s in block.named_children)


def _statements(body: Node) -> Node:
    """The node whose children are a body's statements: a brace block, or the indented block
    of Scala 3's `test("x"):`."""
    if body.type == "colon_argument":
        return next((c for c in body.named_children if c.type == "indented_block"), body)
    return body


def _shape(node: Node, src: bytes) -> tuple[str, str, Node] | None:
    """("namespace" | "case" | "hook", name, body) of a test statement, else ``None``."""
    if node.type == "call_expression":
        body, callee = node.child_by_field_name("arguments"), node.child_by_field_name("function")
        if body is None or body.type not in _BODIES or callee is None:
            return None
        if callee.type == "identifier":
            name = text(callee, src)
            return ("hook", name, body) if name in _HOOKS else None
        called = _called(callee, src)
        if called is None:
            return None
        call, name = called
        return ("namespace" if call in _SUITE_CALLS else "case", name, body)
    if node.type != "infix_expression":
        return None
    body, word = node.child_by_field_name("right"), field_text(node, "operator", src)
    left = node.child_by_field_name("left")
    if body is None or body.type != "block" or left is None:
        return None
    if word in _SUITE_WORDS:
        name = _title(left, src)
        return ("namespace", name, body) if name else None
    if word not in _CASE_WORDS:
        return None
    while left.type == "infix_expression" and field_text(left, "operator", src) == "taggedAs":
        left = left.child_by_field_name("left") or left   # `"x" taggedAs Slow in {`
    called = _called(left, src) if left.type == "call_expression" else None   # `test("x") - {`
    name = called[1] if called is not None else _title(left, src) or _sentence(left, src)
    return ("case", name, body) if name else None


def _called(call: Node, src: bytes) -> tuple[str, str] | None:
    """(callee, title) of `test("parses", Slow)`, `fixture.test("x")`, `it("works")`."""
    callee, args = call.child_by_field_name("function"), call.child_by_field_name("arguments")
    if callee is None or args is None or args.type != "arguments" or not args.named_children:
        return None
    if callee.type == "field_expression":
        callee = callee.child_by_field_name("field")
    name = text(callee, src) if callee is not None and callee.type == "identifier" else ""
    if name not in _SUITE_CALLS and name not in _CASE_CALLS:
        return None
    title = _title(args.named_children[0], src)
    return (name, title) if title else None


def _sentence(left: Node, src: bytes) -> str:
    """FlatSpec's title: `"A Stack" should "pop"` is `A Stack should pop`, `it should "pop"`
    `should pop` (as ScalaTest reports it: `- should pop *** FAILED ***`)."""
    if left.type != "infix_expression":
        return ""
    verb = field_text(left, "operator", src)
    subject, what = left.child_by_field_name("left"), left.child_by_field_name("right")
    if verb not in _FLAT_VERBS or subject is None or what is None or not _title(what, src):
        return ""
    said = text(subject, src) if subject.type == "identifier" else ""
    lead = "" if said in _FLAT_SUBJECTS else _title(subject, src)
    if not lead and said not in _FLAT_SUBJECTS:
        return ""
    return collapse(f"{lead} {verb} {_title(what, src)}".strip(), _TITLE_MAX)


def _title(node: Node, src: bytes) -> str:
    """A string's text, also under munit's options (`"x".ignore`, `"x".tag(Slow)`) and an
    interpolator (`s"at $rate rps"` reads `at $rate rps`); "" for anything else."""
    for _ in range(8):   # `"x".tag(Slow).only`: a few calls at most
        if node.type == "field_expression":
            node = node.child_by_field_name("value")
        elif node.type == "call_expression":
            node = node.child_by_field_name("function")
        else:
            break
        if node is None:
            return ""
    if node.type == "interpolated_string_expression":
        node = next((c for c in node.named_children if c.type == "interpolated_string"), None)
        if node is None:
            return ""
    elif node.type != "string":
        return ""
    said = text(node, src)
    quotes = 3 if said.startswith('"""') else 1
    return collapse(_ESCAPE.sub(r"\1", said[quotes:-quotes]), _TITLE_MAX)
