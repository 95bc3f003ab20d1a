"""Swift's declaration rules: classes, structs, enums, actors and extensions (one node type),
protocols, initializers, properties, enum cases, macros, names out of backticks. See ``grammars.py``
for the contract a rule follows."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, TYPE_SCOPES, Decl, Rule, RuleResult, Scope, Spec, child_of_type, field_text,
    last_segment, named, text, unticked,
)

from codesift.chunk.grammars_swift_tests import quick_call, quick_spec
from codesift.model import Chunk, dotted

if TYPE_CHECKING:
    from tree_sitter import Node


_SWIFT_KINDS = {"class": "class", "actor": "class", "struct": "struct", "enum": "enum",
                "extension": "impl"}


def _swift_type(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`class`/`struct`/`enum`/`actor`/`extension` share one node type in this grammar."""
    kind = _SWIFT_KINDS.get(field_text(node, "declaration_kind", src), "class")
    # An extension of a nested type (`extension NameSpecification.Element`) is the inner type,
    # qualified by its outer one: its members are `NameSpecification.Element.name`.
    full = field_text(node, "name", src)
    name = last_segment(full, ".")
    outer = full[:-len(name) - 1] if kind == "impl" and full.endswith("." + name) else ""
    body = node.child_by_field_name("body")
    return Decl(node, kind, name, body=body, members=body, qual=outer) if name else None


def _swift_special(kind: str, name: str) -> Rule:
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        return Decl(node, kind, name, body=node.child_by_field_name("body")
                    or child_of_type(node, {"computed_property"}))
    return rule


def _swift_property(node: Node, scope: Scope, src: bytes) -> RuleResult:
    pattern = node.child_by_field_name("name")
    if pattern is None or scope.kind == "namespace":
        # (A Quick suite's `var action: Action<…>!` is a fixture, a line of its suite.)
        return None
    name = text(pattern.child_by_field_name("bound_identifier") or pattern, src)
    if not name or any(ch in name for ch in " ,()"):
        return None  # tuple patterns: `let (a, b) = …`
    if scope.kind in TYPE_SCOPES:
        kind = "property"
    else:
        binding = child_of_type(node, {"value_binding_pattern"})
        kind = "variable" if text(binding, src).startswith("var") else "constant"
    return Decl(node, kind, name, body=node.child_by_field_name("computed_value"))


def _swift_enum_case(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`case invalidURL(request: URLRequest)`: a constant of its enum, with its `///` doc, as
    Java's enum constants and PHP's enum cases are (Kingfisher's `KingfisherError` documents
    each of its ~50 error cases, the place a pasted case name should lead, and listed none).
    Each name of `case a, b` is its own, signed by it alone, on the line that writes it when
    the cases go on over lines (`case north,` / `south`: each had the statement's lines),
    with what follows it up to the next `,`: `case east(Int), west` signed east `case east`,
    its associated values lost."""
    names = [n for n in node.children_by_field_name("name") if n.type == "simple_identifier"]
    if len(names) == 1:
        return Decl(node, "constant", text(names[0], src))
    return [Decl(node, "constant", text(n, src), sig=f"case {_case_text(n, src)}", spot=n)
            for n in names] or None


_CASE_STOPS = frozenset({",", "comment", "multiline_comment"})


def _case_text(name: Node, src: bytes) -> str:
    """One case of a `case a(Int), b = 2` list: its name and what follows it before the next
    `,` (its associated values or raw value), on one line, without a comment after it."""
    end = name
    while end.next_sibling is not None and end.next_sibling.type not in _CASE_STOPS:
        end = end.next_sibling
    return " ".join(src[name.start_byte:end.end_byte].decode("utf-8", "replace").split())


def _swift_macro(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A macro's declaration (Swift 5.9: `@freestanding(expression) public macro
    stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")`): a
    `macro` named by its identifier (this grammar gives it no `name` field), signed up to its
    `= #externalMacro(…)` definition, the plugin type that expands it. Vapor's
    MacroInterface.swift declares its 14 route macros (`GET`, `POST`, `Controller`) so,
    and was one whole-file chunk."""
    name = child_of_type(node, {"simple_identifier"})
    if name is None:
        return None
    return Decl(node, "macro", text(name, src), body=node.child_by_field_name("definition"))


_CALLABLE_KINDS = frozenset({"function", "method", "constructor"})


def extension_constraints(chunks: list[Chunk]) -> None:
    """Give a constrained extension's callables its `where` clause in their signatures: what
    Swift reads as their own (`func f() where Self: P`). swift-algorithms' Rotate.swift
    declares `rotate(toStartAt:)` in `extension MutableCollection` and again in `extension
    MutableCollection where Self: BidirectionalCollection`: two hits read the same."""
    for ext in chunks:
        clause = ext.signature.partition(" where ")[2] if ext.kind == "impl" else ""
        if not clause:
            continue
        owner = dotted(ext.container, ext.name)
        for member in chunks:
            if member.kind in _CALLABLE_KINDS and member.container == owner \
                    and ext.start <= member.start <= ext.end and clause not in member.signature:
                joiner = ", " if " where " in member.signature else " where "
                signed = member.signature + joiner + clause
                # A header already at the cap keeps its own words: the clause, cut, said "w…".
                if len(signed) <= SIGNATURE_MAX:
                    member.signature = signed


_FUNCTION = named("function")


def _swift_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A function; a Quick spec's `spec()` holds its suites and cases (``grammars_swift_tests``)."""
    return quick_spec(_FUNCTION(node, scope, src), node, src)


SWIFT = Spec(
    module="tree_sitter_swift", factory="language",
    rules={name: unticked(rule) for name, rule in {
        "class_declaration": _swift_type,
        "protocol_declaration": named("interface", members=True),
        "function_declaration": _swift_function,
        "call_expression": quick_call,
        "protocol_function_declaration": named("method"),
        "init_declaration": _swift_special("constructor", "init"),
        "deinit_declaration": _swift_special("method", "deinit"),
        "subscript_declaration": _swift_special("method", "subscript"),
        "property_declaration": _swift_property,
        "protocol_property_declaration": _swift_property,
        "typealias_declaration": named("type"),
        # A protocol's `associatedtype Element: Hashable`, a type its conformers name.
        "associatedtype_declaration": named("type"),
        "macro_declaration": _swift_macro,
        "enum_entry": _swift_enum_case,
    }.items()},
    comments=frozenset({"comment", "multiline_comment"}),
)
