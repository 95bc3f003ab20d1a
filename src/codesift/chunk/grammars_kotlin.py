"""Declaration rules for Kotlin: classes, objects and their companions, functions and
properties with their receivers (``kotlin_receivers.py``), a primary constructor's `val`s,
enum entries, and Kotest's specs (``grammars_kotlin_tests.py``). See ``grammars.py`` for the
contract a rule follows."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    TYPE_SCOPES, Decl, RuleResult, Scope, Spec, child_of_type, field_text, has_token, named,
    text, unticked,
)
from codesift.chunk.grammars_kotlin_tests import kotest_init, kotest_test, spec_lambda
from codesift.chunk.kotlin_receivers import KT_RECEIVER_LEAD, kt_receiver
from codesift.chunk.owner_tags import TAG_TEXT, constructor_property, owner_tag_doc

if TYPE_CHECKING:
    from tree_sitter import Node


_KT_BODIES = frozenset({"class_body", "enum_class_body"})


def _kt_class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = field_text(node, "name", src)
    if not name:
        return None
    if has_token(node, "interface"):
        kind = "interface"
    elif node.type == "class_declaration" and "enum" in text(child_of_type(node, {"modifiers"}), src).split():
        kind = "enum"
    else:
        kind = "class"
    body = child_of_type(node, _KT_BODIES)
    delegated = _kt_delegated_body(node) if body is None else None
    constructor = child_of_type(node, {"primary_constructor"})
    params = child_of_type(constructor, {"class_parameters"}) if constructor is not None else None
    if delegated is not None:   # its header ends where the lambda starts
        return Decl(node, kind, name, body=delegated, members=delegated, scope_kind="class",
                    params=params, sig_end=delegated.start_byte)
    spec = spec_lambda(node, src) if body is None else None
    if spec is not None:   # a Kotest spec's lambda: its tests are the class's members
        return Decl(node, kind, name, body=spec, members=spec, scope_kind="class",
                    params=params, sig_end=spec.parent.parent.start_byte)
    return Decl(node, kind, name, body=body, members=body, scope_kind="class", params=params)


def _kt_delegated_body(node: Node) -> Node | None:
    """A class body tree-sitter-kotlin reads as a lambda given to the delegate: in `class
    RawModeScope(…) : AutoCloseable by closeable { fun readKey(…) … }` the `closeable { … }`
    is a call with a trailing lambda, and the class had no body (mordant's `RawModeScope`,
    all its 8 methods in no chunk)."""
    specs = child_of_type(node, {"delegation_specifiers"})
    last = specs.named_children[-1] if specs is not None and specs.named_children else None
    delegation = child_of_type(last, {"explicit_delegation"}) if last is not None else None
    call = delegation.named_children[-1] if delegation is not None \
        and delegation.named_children else None
    if call is None or call.type != "call_expression":
        return None
    lam = child_of_type(call, {"annotated_lambda"})
    return child_of_type(lam, {"lambda_literal"}) if lam is not None else None


_KT_COMMENTS = frozenset({"line_comment", "block_comment"})


def _kt_class_parameter(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A primary constructor's `val`/`var` parameter (`data class FieldData(val isSynthetic:
    Boolean)`): a property of its class, described by its own KDoc or else by the class's
    `@property isSynthetic …` (or `@param`) line. A plain parameter declares nothing."""
    if not (has_token(node, "val") or has_token(node, "var")):
        return None
    key = child_of_type(node, {"identifier", "simple_identifier"})
    if key is None:
        return None
    name = text(key, src)
    owner = node.parent.parent.parent if node.parent and node.parent.parent else None
    word = re.escape(name.encode())
    return constructor_property(node, name, owner, src, _KT_COMMENTS, *(
        re.compile(rb"@" + tag + rb"[ \t]+" + word + TAG_TEXT, re.S)
        for tag in (rb"property", rb"param")))


def _kt_enum_entry(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An enum entry: a constant with its KDoc, as Java's enum constants and Swift's cases
    (okhttp's `Protocol` documents each of `HTTP_1_0` … `HTTP_3` in up to ten lines, and its
    outline listed none); one with a body (`STATIC { override fun annotationSpec() … }`)
    holds its methods as members. Its signature stops before any body."""
    body = child_of_type(node, {"class_body"})
    key = child_of_type(node, {"identifier", "simple_identifier"})
    if key is None:
        return None
    head = child_of_type(node, {"value_arguments"}) or key
    return Decl(node, "constant", text(key, src), sig_end=head.end_byte, body=body, members=body,
                scope_kind="class" if body is not None else "")


def _kt_companion(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Companion members are called as `Outer.member`: a scope, not a container."""
    body = child_of_type(node, _KT_BODIES)
    return Decl(node, "", "", members=body) if body is not None else None


def _kt_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = node.child_by_field_name("name")
    if name is None:
        return None
    return Decl(node, "function", text(name, src), body=child_of_type(node, {"function_body"}),
                qual=kt_receiver(node, name, scope, src))


def _kt_constructor(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A secondary constructor, signed by its parameters: its delegation call (`: this(…)`,
    `: super(…)`) runs another constructor, as a body's first line would."""
    params = child_of_type(node, {"function_value_parameters"})
    return Decl(node, "constructor", scope.name or "constructor",
                body=child_of_type(node, {"block"}),
                sig_end=params.end_byte if params is not None else -1)


def _kt_property(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`const val` and top-level `val` are constants, top-level `var` variables, members
    properties; so is a top-level extension or computed property (`val String.lastChar: Char
    get() = …`, kotlinpoet's `internal val KmClass.isObject: Boolean`), read per receiver."""
    variable = child_of_type(node, {"variable_declaration"})
    key = child_of_type(variable, {"identifier", "simple_identifier"}) if variable else None
    if key is None:
        return None
    if "const" in text(child_of_type(node, {"modifiers"}), src).split():
        kind = "constant"
    elif scope.kind in TYPE_SCOPES or _kt_accessed(node, variable):
        kind = "property"
    else:
        kind = "variable" if has_token(node, "var") else "constant"
    name = text(key, src)
    doc = ""
    body = node.parent
    if kind == "property" and body is not None and body.type == "class_body" and body.parent:
        # KDoc's `@property name` documents a body's property as it does a constructor's.
        tag = re.compile(rb"@property[ \t]+" + re.escape(name.encode()) + TAG_TEXT, re.S)
        doc = owner_tag_doc(node, body.parent, src, _KT_COMMENTS, tag)
    return Decl(node, kind, name, qual=kt_receiver(node, variable, scope, src), doc=doc)


def _kt_accessed(node: Node, variable: Node) -> bool:
    """Whether a property has a receiver type before its name or a getter or setter."""
    for child in node.named_children:
        if child == variable:
            continue
        if child.type in ("getter", "setter"):
            return True
        if child.start_byte < variable.start_byte and child.type not in KT_RECEIVER_LEAD:
            return True
    return False


KOTLIN = Spec(
    module="tree_sitter_kotlin", factory="language",
    # Names out of backticks, as Swift's are: a test named `` `should parse a date` `` is the
    # method JUnit and Gradle report (clikt's 383 tests, jackson-module-kotlin's 53).
    rules={name: unticked(rule) for name, rule in {
        "class_declaration": _kt_class,
        "object_declaration": _kt_class,
        "companion_object": _kt_companion,
        "function_declaration": _kt_function,
        "secondary_constructor": _kt_constructor,
        "property_declaration": _kt_property,
        "type_alias": named("type", name_field="type"),
        "class_parameter": _kt_class_parameter,
        "enum_entry": _kt_enum_entry,
        "call_expression": kotest_test,
        "infix_expression": kotest_test,
        "binary_expression": kotest_test,
        "anonymous_initializer": kotest_init,
    }.items()},
    comments=_KT_COMMENTS,
    blanked_leads=True,
)
