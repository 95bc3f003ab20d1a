"""Dart's declaration rules (tree-sitter-dart): classes, mixins, enums, extensions, members.

Dart's grammar puts a function's body *beside* its signature, not inside it: a method is a
``method_signature`` followed by a ``function_body`` sibling (at the top level, a
``function_signature`` and its ``function_body``). Each rule here names the signature and
hands the body over as the declaration's ``tail``, so the chunk runs to the body's end.
Doc comments are ``///`` lines (``documentation_comment``); ``@override`` and other
annotations are prefixes that belong to the next member. DartDoc's `{@template name}` …
`{@endtemplate}` marks text that a `{@macro name}` repeats: the marks are no words of the
doc, and a macro reads as its template's text when the file holds it.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, Rule, RuleResult, Scope, Spec, child_of_type, field_text, first_named, text,
)

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

_IDENTIFIERS = frozenset({"identifier"})
_TYPE_NAMES = frozenset({"type_identifier"})


def _body_after(node: Node) -> Node | None:
    """The ``function_body`` right after a signature, if it has one (an abstract member has
    none: `void close();`)."""
    after = node.next_named_sibling
    return after if after is not None and after.type == "function_body" else None


def _name(node: Node, src: bytes) -> str:
    return field_text(node, "name", src) or text(child_of_type(node, _IDENTIFIERS), src)


def _signature_decl(signature: Node, outer: Node, scope: Scope, src: bytes) -> Decl | None:
    """One member or top-level function from the signature node inside ``outer``."""
    body = _body_after(outer)
    kind = signature.type
    if kind in ("function_signature", "getter_signature", "setter_signature"):
        name = _name(signature, src)
        what = "function" if kind == "function_signature" else "property"
        return Decl(outer, what, name, body=body, tail=body) if name else None
    if kind == "operator_signature":
        op = child_of_type(signature, frozenset({"binary_operator", "tilde_operator"}))
        symbol = text(op, src) if op is not None else \
            text(signature, src).split("operator", 1)[-1].split("(", 1)[0].strip()
        return Decl(outer, "method", f"operator {symbol}", body=body, tail=body)
    if kind in ("constructor_signature", "factory_constructor_signature",
                "constant_constructor_signature", "redirecting_factory_constructor_signature"):
        names = [text(c, src) for c in signature.named_children if c.type == "identifier"]
        # `Client(…)` is the class's constructor; `Client.named(…)` a named one.
        name = names[1] if len(names) > 1 else (names[0] if names else scope.name)
        # The header ends at the parameters: an initializer list or a redirection after them
        # (`: style = Style.platform as InternalStyle, _current = null`) is the body's work,
        # as C++'s is; path's `Context._internal()` read "Context._internal()…".
        return Decl(outer, "constructor", name, body=body, tail=body, sig_end=signature.end_byte)
    return None


def _member(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A class member: a `method_signature` (then its body), or a `declaration` (a field list,
    a constructor, an abstract method)."""
    fields = _fields(node) if node.type == "declaration" else []
    if not fields:
        for child in node.named_children:
            decl = _signature_decl(child, node, scope, src)
            if decl is not None:
                return decl
        return None
    if len(fields) == 1:   # the declaration's own line: `final Duration timeout`
        return Decl(node, "property", text(fields[0], src))
    return [Decl(ident, "property", text(ident, src)) for ident in fields] or None


def _fields(node: Node) -> list[Node]:
    """The names a field declaration declares: `final Duration timeout`, `static const a = 1, b`."""
    out = []
    for group in node.named_children:
        if group.type in ("initialized_identifier_list", "static_final_declaration_list"):
            for item in group.named_children:
                ident = child_of_type(item, _IDENTIFIERS) if item.type != "identifier" else item
                if ident is not None:
                    out.append(ident)
    return out


def _top_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A top-level function, getter or setter: the signature, then its body beside it.

    A test file's `main` holds its `group`s and `test`s: its body is walked for them, as
    the file's own (a test is named `.bytes().sets body`, not `main..bytes().sets body`)."""
    decl = _signature_decl(node, node, scope, src)
    if decl is None or decl.name != "main" or decl.body is None:
        return decl
    return [decl, Decl(node, "", "", members=child_of_type(decl.body, frozenset({"block"})))]


# The keyword and type written before a top-level variable's names, beside them in the tree
# (`final Future<bool> supportsIPv6 = …`): prefixes of the declaration, so its doc stays.
# `late` is a node of its own at the top level (dio's `late HttpServer _server;`).
_VALUE_PREFIXES = frozenset({"const_builtin", "final_builtin", "inferred_type", "type_identifier",
                             "type_arguments", "nullable_type", "void_type", "function_type",
                             "record_type", "late_builtin", "late"})


def _top_values(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Top-level variables: `const maxRetries = 3;` a constant, `final cache = …;` a variable."""
    if scope.kind:
        return None
    constant = False
    first = node
    before = node.prev_sibling
    while before is not None and before.type in _VALUE_PREFIXES:
        constant = constant or before.type == "const_builtin"
        first, before = before, before.prev_sibling
    names = [item if item.type == "identifier" else child_of_type(item, _IDENTIFIERS)
             for item in node.named_children]
    names = [n for n in names if n is not None]
    kind = "constant" if constant else "variable"
    if len(names) == 1:
        # The keyword and type are the signature's, as a field's are (`static const x = 1`):
        # dio's `const ComputeImpl compute = _c.compute;` read `compute = _c.compute`, its
        # `late HttpServer _server;` read `_server`.
        return Decl(node, kind, text(names[0], src), sig_start=first.start_byte)
    return [Decl(n, kind, text(n, src)) for n in names] or None


# package:test's groups, tests and hooks (`group('.bytes()', () { test('sets body', …`): the
# code a test file holds lies in them. A group gathers its tests as a namespace does.
_DART_GROUPS = frozenset({"group"})
_DART_TESTS = frozenset({"test", "testWidgets", "testWithoutContext"})
_DART_HOOKS = frozenset({"setUp", "tearDown", "setUpAll", "tearDownAll"})


def _call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    callee = first_named(node)
    call = text(callee, src) if callee is not None and callee.type == "identifier" else ""
    if call not in _DART_GROUPS | _DART_TESTS | _DART_HOOKS:
        return None
    args = node.named_children[1] if node.named_child_count > 1 else None
    while args is not None and args.type != "arguments":
        args = first_named(args)   # selector > argument_part > arguments
    if args is None:
        return None
    values = [first_named(a) for a in args.named_children if a.type == "argument"]
    func = next((v for v in values if v is not None and v.type == "function_expression"), None)
    if func is None:
        return None
    body = func.child_by_field_name("body")
    header = (func.child_by_field_name("parameters") or func).end_byte
    if call in _DART_HOOKS:
        return Decl(node, "function", call, body=body, sig_end=header)
    title = next((v for v in values if v is not None and v.type == "string_literal"), None)
    name = " ".join(_string_value(text(title, src)).split())[:120] if title is not None else ""
    if not name:
        return None
    if call in _DART_GROUPS:
        return Decl(node, "namespace", name, sig_end=header,
                    members=child_of_type(body, frozenset({"block"})) if body is not None else None)
    return Decl(node, "function", name, body=body, sig_end=header)


# One literal of a Dart string: raw or not, in any of its quotes. Adjacent literals are one
# string (`'… the first ' "doesn't"`), one `string_literal` node in the grammar.
_DART_LITERAL = compiled(r"""(r?)('{3}|"{3}|'|")((?:\\.|(?!\2).)*)\2""", re.S)
_DART_ESCAPE = compiled(r"\\(.)")


def _string_value(literal: str) -> str:
    """A test's title as package:test reports it: the contents of its adjacent literals joined,
    less their quotes (shelf's case read `… and the first ' "doesn't`)."""
    parts = [m[3] if m[1] else _DART_ESCAPE.sub(r"\1", m[3])
             for m in _DART_LITERAL.finditer(literal)]
    return "".join(parts) if parts else literal.strip("'\"")


def _type_like(kind: str) -> Rule:
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        body = node.child_by_field_name("body") or child_of_type(
            node, frozenset({"class_body", "extension_body", "enum_body"}))
        name = _name(node, src)
        if not name and node.type == "extension_declaration":   # `extension on String {…}`
            name = text(node.child_by_field_name("class"), src)
        return Decl(node, kind, name, body=body, members=body) if name else None
    return rule


def _enum_constant(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An enum's value, with its `///` doc, a constant as Java's, Kotlin's and Swift's are: dio's
    `DioExceptionType.connectionTimeout` ("Caused by a connection timeout.") was in no chunk
    but its enum's. An enhanced enum's arguments (`json('application/json')`) are its signature."""
    name = child_of_type(node, _IDENTIFIERS)
    return Decl(node, "constant", text(name, src)) if name is not None else None


def _type_alias(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`typedef Handler = FutureOr<Response> Function(Request request);`"""
    name = child_of_type(node, _TYPE_NAMES) or first_named(node)
    return Decl(node, "type", text(name, src)) if name is not None else None


_TEMPLATE = compiled(r"\{@template\s+([^\s}]+)\s*\}(.*?)\{@endtemplate\}", re.S)
_MACRO = compiled(r"\{@macro\s+([^\s}]+)\s*\}")
_TEMPLATE_MARKS = compiled(r"\{@(?:template\s+[^\s}]+|endtemplate)\s*\}")


@lru_cache(maxsize=2)
def _templates(src: bytes) -> dict[str, str]:
    """The `{@template name}` texts of a file, by name (read once per file: each macro's doc
    asks again, with the same source)."""
    return {m.group(1): m.group(2) for m in _TEMPLATE.finditer(src.decode("utf-8", "replace"))}


def _dartdoc(raw: str, src: bytes) -> str:
    """A doc's raw `///` lines with DartDoc's template marks gone and each `{@macro name}` the
    text of its template in this file (provider's `Consumer2`…`Consumer6`, each documented by
    `/// {@macro provider.consumer}`, were described by that line; `Consumer` by "{@template
    provider.consumer} Obtains …"). A macro whose template is in another file says nothing."""
    if "{@" not in raw:
        return raw
    if "{@macro" in raw:
        raw = _MACRO.sub(lambda m: _templates(src).get(m.group(1), ""), raw)
    return _TEMPLATE_MARKS.sub("", raw)


DART = Spec(
    module="tree_sitter_dart", factory="language",
    rules={
        "class_definition": _type_like("class"),
        "mixin_declaration": _type_like("class"),
        "extension_declaration": _type_like("impl"),
        "extension_type_declaration": _type_like("class"),
        "enum_declaration": _type_like("enum"),
        "enum_constant": _enum_constant,
        "type_alias": _type_alias,
        "function_signature": _top_function,
        "getter_signature": _top_function,
        "setter_signature": _top_function,
        "static_final_declaration_list": _top_values,
        "initialized_identifier_list": _top_values,
        "method_signature": _member,
        "declaration": _member,
        "expression_statement": _call,
    },
    comments=frozenset({"comment", "documentation_comment"}),
    prefixes=frozenset({"annotation"}) | _VALUE_PREFIXES,
    doc_text=_dartdoc,
)
