"""Objective-C's BDD specs, for ``grammars_objc.py``: Quick's, Specta's and Kiwi's
`describe`/`context`/`it` calls, written between `QuickSpecBegin(Name)` / `SpecBegin(Name)` /
`SPEC_BEGIN(Name)` and their end macros, where an Objective-C test file's code lies (Mantle's
nine specs were each one whole-file chunk, MTLJSONAdapterSpec.m 700 lines of 50 cases).

The macros that open and close a spec are blanked before parsing (``rewrite_objc.py``): the
grammar read `QuickSpecBegin(X)` and the first case after it as one error. A suite groups its
cases as a namespace does, a case is a function named by its title, a hook (`beforeEach(^{ …
})`) a function named by its call, as in Swift's Quick specs (``grammars_swift_tests.py``):
`describe(@"merging", ^{ it(@"should merge two models", ^{ … }); });` is `merging.should merge
two models`. A suite whose title is no string literal still holds its cases, unnamed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, child_of_type, collapse, first_named, text

if TYPE_CHECKING:
    from tree_sitter import Node

# Quick's (its `qck_` spellings, focused `f…` and pending `x…` forms), Specta's and Kiwi's.
_SUITES = frozenset({"describe", "context", "fdescribe", "fcontext", "xdescribe", "xcontext",
                     "qck_describe", "qck_context", "sharedExamples", "sharedExamplesFor"})
_CASES = frozenset({"it", "fit", "xit", "qck_it", "pending", "specify"})
_HOOKS = frozenset({"beforeEach", "afterEach", "beforeAll", "afterAll", "beforeSuite",
                    "afterSuite", "justBeforeEach", "qck_beforeEach", "qck_afterEach"})
_TITLE_MAX = 120


def spec_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An expression statement that is a suite (a namespace of its block's statements), a
    case or a hook, at a file's top level or in a suite."""
    call = first_named(node)
    if call is None or call.type != "call_expression" or scope.kind not in ("", "namespace"):
        return None
    name = text(call.child_by_field_name("function"), src)
    arguments = call.child_by_field_name("arguments")
    if arguments is None or (name not in _SUITES and name not in _CASES and name not in _HOOKS):
        return None
    block = next((a for a in reversed(arguments.named_children) if a.type == "block_literal"), None)
    body = child_of_type(block, frozenset({"compound_statement"})) if block is not None else None
    if block is None or body is None:
        return None
    # The call without its block: `it(@"should merge two models")`, `beforeEach()`.
    head = src[node.start_byte:block.start_byte].decode("utf-8", "replace")
    sig = collapse(head.rstrip(", \t\r\n"), _TITLE_MAX + 40) + ")"
    if name in _HOOKS:
        return Decl(node, "function", name, body=body, sig=sig)
    title = _title(arguments, src)
    if name in _SUITES:
        if not title:
            return Decl(node, "", "", members=body, scope_kind="namespace")
        return Decl(node, "namespace", title, members=body, sig=sig)
    return Decl(node, "function", title, body=body, sig=sig) if title else None


def _title(arguments: Node, src: bytes) -> str:
    """The first argument's string, less its `@"` and `"`: `@"should merge two models"`."""
    first = first_named(arguments)
    if first is None or first.type != "string_literal":
        return ""
    said = text(first, src)
    said = said[1:] if said.startswith("@") else said
    return collapse(said[1:-1], _TITLE_MAX) if len(said) >= 2 else ""
