"""Declaration rules for Java, Scala and C# (Kotlin's are in ``grammars_kotlin.py``). See
``grammars.py`` for the contract a rule follows."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from codesift.chunk.base import (
    TYPE_SCOPES, Decl, Rule, RuleResult, Scope, Spec, child_of_type, field_text, has_token, named,
    text,
)
from codesift.chunk.csharp_methods import cs_method
from codesift.chunk.grammars_scala_tests import holds_cases, scala_test
from codesift.chunk.java_operations import operation_summary
from codesift.chunk.owner_tags import TAG_TEXT, constructor_property

if TYPE_CHECKING:
    from tree_sitter import Node


# ------------------------------------------------------------------------------------ Java

def _java_fields(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Fields are properties; `static final` fields and interface fields are constants."""
    modifiers = child_of_type(node, {"modifiers"})
    words = text(modifiers, src).split() if modifiers is not None else []
    constant = (node.type == "constant_declaration" or scope.kind == "interface"
                or ("static" in words and "final" in words))
    declarators = node.children_by_field_name("declarator")
    return [Decl(node, "constant" if constant else "property", field_text(d, "name", src))
            for d in declarators] or None


def _java_enum_constant(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`IDENTITY() { … }`: an enum's constant, with its Javadoc (gson's FieldNamingPolicy
    outline listed none of its seven); its signature stops before any class body."""
    name = node.child_by_field_name("name")
    if name is None:
        return None
    head = node.child_by_field_name("arguments") or name
    # Its class body's methods are its own (jsoup's `InBody { … inBodyStartTag(…) … }`, 700
    # lines in one constant): members, as a class's.
    body = node.child_by_field_name("body")
    return Decl(node, "constant", text(name, src), sig_end=head.end_byte, body=body, members=body,
                scope_kind="class" if body is not None else "")


def _record(params_type: str, kind: str = "class") -> Rule:
    """A record, whose header's components (Java's `record Point(int x, int y)`, C#'s
    positional parameters) are its properties, read by ``_component``; and a Scala class or
    trait, whose first parameter list is walked for the properties it declares
    (``_scala_class_parameter``)."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name = field_text(node, "name", src)
        if not name:
            return None
        body = node.child_by_field_name("body")
        # C#'s `record struct SystemUnit(…)` is a value type, as `struct` is (Humanizer's
        # ByteSize units were classes); `record class` and `record` are classes.
        made = "struct" if has_token(node, "struct") else kind
        return Decl(node, made, name, body=body, members=body,
                    params=child_of_type(node, {params_type}))
    return rule


def _component(comments: frozenset[str], tag: Callable[[bytes], bytes]) -> Rule:
    """A record's component: a property, described by its own comment or else by the record's
    line for it, the pattern ``tag`` makes of its escaped name. Reached only through
    ``_record``."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name = field_text(node, "name", src)
        if not name:
            return None
        record = node.parent.parent if node.parent is not None else None
        return constructor_property(node, name, record, src, comments,
                                    re.compile(tag(re.escape(name.encode())), re.S))
    return rule


_JAVA_COMMENTS = frozenset({"line_comment", "block_comment"})


def _java_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A method, its `@ApiOperation`/`@Operation` summary its doc when no comment is one."""
    name = field_text(node, "name", src)
    return Decl(node, "method", name, body=node.child_by_field_name("body"),
                doc_else=operation_summary(node, src)) if name else None


JAVA = Spec(
    module="tree_sitter_java", factory="language",
    rules={
        "class_declaration": named("class", members=True),
        "record_declaration": _record("formal_parameters"),
        # A record's `@param x …` line.
        "formal_parameter": _component(_JAVA_COMMENTS,
                                       lambda name: rb"@param[ \t]+" + name + TAG_TEXT),
        "interface_declaration": named("interface", members=True),
        "annotation_type_declaration": named("interface", members=True),
        "enum_declaration": named("enum", members=True),
        "method_declaration": _java_method,
        "annotation_type_element_declaration": named("method"),
        "constructor_declaration": named("constructor"),
        "compact_constructor_declaration": named("constructor"),
        "field_declaration": _java_fields,
        "constant_declaration": _java_fields,
        "enum_constant": _java_enum_constant,
        # A `module-info.java`'s `module io.github.classgraph { requires …; exports …; }`: the
        # file's one declaration, named as `requires` names it (the file was one whole-file
        # chunk, its Javadoc no doc). Its directives declare nothing of their own.
        "module_declaration": named("module"),
    },
    comments=_JAVA_COMMENTS,
    transparent=frozenset({"enum_body_declarations"}),
)


# -------------------------------------------------------------------------------------- C#

def _cs_namespace(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Block namespaces contain their body; `namespace X;` the rest of the file.

    The namespace is left out of its members' names, as Java's package is: C# code names a
    class bare under its `using`s, and the path says the rest (serilog's addresses read
    `Serilog.Core.Enrichers.PropertyEnricher.Enrich`, a third of each line). A qualified name
    as typed still finds it by the folders of its path (``search/symbols.py``).
    """
    body = node.child_by_field_name("body")
    return Decl(node, "namespace", field_text(node, "name", src), body=body, members=body,
                rescope=body is None, qualifies=False)


def _cs_special(kind: str, label: str):
    """Members without a usable name field: `~Foo()`, `operator +`, `this[int i]`."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        # An expression-bodied indexer's `=> _map[key]` is its body, not its signature.
        body = (node.child_by_field_name("body") or node.child_by_field_name("accessors")
                or node.child_by_field_name("value"))
        if label == "~":
            name = "~" + field_text(node, "name", src)
        elif label == "operator":
            params = node.child_by_field_name("parameters")
            header = src[node.start_byte:params.start_byte if params else node.end_byte]
            cut = header.find(b"operator")
            name = " ".join(header[cut:].decode("utf-8", "replace").split()) if cut >= 0 else label
        else:
            name = label
        return Decl(node, kind, name, body=body)
    return rule


def _cs_property(node: Node, scope: Scope, src: bytes) -> RuleResult:
    body = node.child_by_field_name("accessors") or node.child_by_field_name("value")
    return Decl(node, "property", field_text(node, "name", src), body=body)


_CS_COMMENTS = frozenset({"comment"})
_CS_INITIALIZER = frozenset({"constructor_initializer"})


def _cs_constructor(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A constructor, signed by its parameters: its initializer (`: base(x)`, `: this(1)`)
    runs another constructor, as a body's first line would."""
    name = field_text(node, "name", src)
    init = child_of_type(node, _CS_INITIALIZER)
    return Decl(node, "constructor", name, body=node.child_by_field_name("body"),
                sig_end=init.start_byte if init is not None else -1) if name else None


def _cs_fields(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`const` and `static readonly` fields are constants, other fields and events properties."""
    words = {text(c, src) for c in node.named_children if c.type == "modifier"}
    constant = "const" in words or {"static", "readonly"} <= words
    variables = child_of_type(node, {"variable_declaration"})
    if variables is None:
        return None
    return [Decl(node, "constant" if constant else "property", field_text(d, "name", src))
            for d in variables.named_children if d.type == "variable_declarator"] or None


CSHARP = Spec(
    module="tree_sitter_c_sharp", factory="language",
    rules={
        "namespace_declaration": _cs_namespace,
        "file_scoped_namespace_declaration": _cs_namespace,
        "class_declaration": named("class", members=True),
        "record_declaration": _record("parameter_list"),
        # A record's `<param name="X">…</param>`.
        "parameter": _component(
            _CS_COMMENTS, lambda name: rb'<param\s+name\s*=\s*"' + name + rb'"\s*>(.*?)</param>'),
        "struct_declaration": named("struct", members=True),
        "interface_declaration": named("interface", members=True),
        "enum_declaration": named("enum"),
        "delegate_declaration": named("type"),
        "method_declaration": cs_method,
        "constructor_declaration": _cs_constructor,
        "destructor_declaration": _cs_special("method", "~"),
        "operator_declaration": _cs_special("method", "operator"),
        "conversion_operator_declaration": _cs_special("method", "operator"),
        "indexer_declaration": _cs_special("property", "this"),
        "property_declaration": _cs_property,
        "field_declaration": _cs_fields,
        "event_field_declaration": _cs_fields,
        # A local function among a top-level program's statements (`static string[]
        # GetAllowedOrigins(IConfiguration c) { … }` in a Program.cs, a Cake script's tasks'
        # helpers): the file's only declarations, it was one whole-file chunk.
        "local_function_statement": named("function"),
    },
    # Each top-level statement is wrapped; only a local function in one declares something.
    wrappers={"global_statement": None},
    # `#if NET6_0 … #endif` around a whole file or a group of members is common in libraries
    # built for several frameworks; the declarations inside are still namespace or class scope.
    # A `#pragma` passes as they do (``comments.condition_group``).
    transparent=frozenset({"preproc_if", "preproc_elif", "preproc_else", "preproc_pragma"}),
)


# ----------------------------------------------------------------------------------- Scala

_scala_named = named("function", constructor="this")


def _scala_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A function or method (`this` a constructor), and the tests its value holds."""
    return _with_tests(_scala_named(node, scope, src), node.child_by_field_name("body"), src)


def _scala_value(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Members are properties; top-level `val` constants, `var` variables."""
    pattern = node.child_by_field_name("pattern")
    if pattern is None or pattern.type != "identifier":
        return None
    if scope.kind in TYPE_SCOPES:
        kind = "property"
    else:
        kind = "variable" if node.type == "var_definition" else "constant"
    return _with_tests(Decl(node, kind, text(pattern, src)), node.child_by_field_name("value"),
                       src)


def _with_tests(decl: RuleResult, value: Node | None, src: bytes) -> RuleResult:
    """``decl``, and its value's tests as its scope's own: utest's `val tests = Tests {
    test("Literals") { … } }` holds a suite's cases in a call's block (os-lib's `PathTests`
    held its 59 cases and 16 groups in one property), named as the suite's
    (`PathTests.Literals`), as Dart's `main` holds a test file's groups."""
    body = value.child_by_field_name("arguments") \
        if decl is not None and value is not None and value.type == "call_expression" else None
    if body is None or body.type != "block" or not holds_cases(body, src):
        return decl
    return [decl, Decl(value, "", "", members=body)]


_SCALA_COMMENTS = frozenset({"comment", "block_comment"})


def _scala_class_parameter(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A class parameter that is a member: a `val`/`var` one (`class Strict(val contentType:
    ContentType)`), and any of a case class's first list (`case class Default(contentType:
    ContentType, …)`: each a public val), as Kotlin's `val` parameters are; described by its
    own comment or else by the class's ScalaDoc `@param contentType …` line. A plain
    parameter declares nothing."""
    owner = node.parent.parent if node.parent is not None else None
    key = node.child_by_field_name("name")
    if owner is None or key is None:
        return None
    if not (has_token(node, "val") or has_token(node, "var") or has_token(owner, "case")):
        return None
    name = text(key, src)
    return constructor_property(node, name, owner, src, _SCALA_COMMENTS, re.compile(
        rb"@param[ \t]+" + re.escape(name.encode()) + TAG_TEXT, re.S))


def _scala_extension(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`extension (s: String) def f` or `{ def f; def g }`: a scope for its methods."""
    body = node.child_by_field_name("body")
    if body is None:
        return None
    return Decl(node, "", "", members=body if body.type == "template_body" else node)


def _scala_package(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`package a.b { … }`: a scope for what its braces declare, named by none (a file's
    `package a.b` line qualifies no name either); a clause without braces declares nothing."""
    body = node.child_by_field_name("body")
    return Decl(node, "", "", members=body) if body is not None else None


SCALA = Spec(
    module="tree_sitter_scala", factory="language",
    rules={
        # A package object's members are its package's own (`fastparse.P`, `import
        # fastparse._`): functions and constants of a module; read as nothing, the 406 lines of
        # fastparse's API were one whole-file chunk.
        "package_object": named("module", members=True),
        "package_clause": _scala_package,
        "class_definition": _record("class_parameters"),
        "object_definition": named("class", members=True),
        "trait_definition": _record("class_parameters", "trait"),
        "class_parameter": _scala_class_parameter,
        "enum_definition": named("enum", members=True),
        "function_definition": _scala_function,
        "function_declaration": _scala_function,
        "val_definition": _scala_value,
        "var_definition": _scala_value,
        "val_declaration": _scala_value,
        "type_definition": named("type"),
        "extension_definition": _scala_extension,
        "call_expression": scala_test,
        "infix_expression": scala_test,
    },
    comments=_SCALA_COMMENTS,
    # A brace-less body (`def head(…) =` and an indented expression) runs to the next token:
    # the Scaladoc of the next declaration lands inside it (scopt lost 36 of 69).
    # So does Scala 3's `test("x"):` and its indented block.
    comment_holders=frozenset({"function_definition", "val_definition", "var_definition",
                               "call_expression"}),
)
