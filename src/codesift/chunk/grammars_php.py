"""Declaration rules for PHP: namespaces, classes and their promoted constructor parameters,
a migration's returned anonymous class, a returned settings array's keys, Pest's suites and
cases, and Laravel's routes (``laravel_routes.py``). See ``grammars.py`` for the contract a
rule follows."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    FILE_STEM, Decl, RuleResult, Scope, Spec, child_of_type, collapse, field_text, first_named,
    named, text,
)
from codesift.chunk.doctext import clean_comment
from codesift.chunk.laravel_routes import laravel_route
from codesift.chunk.owner_tags import TAG_TEXT, constructor_property
from codesift.chunk.php_commands import command_description

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


def _php_namespace(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`namespace A\\B { … }` contains its body; `namespace A\\B;` the rest of the file; its
    members' names leave it out, as C#'s do (``grammars_typed._cs_namespace``)."""
    name = field_text(node, "name", src).replace("\\", ".")
    if not name:
        body = node.child_by_field_name("body")
        return Decl(node, "", "", members=body) if body is not None else None
    body = node.child_by_field_name("body")
    return Decl(node, "namespace", name, body=body, members=body, rescope=body is None,
                qualifies=False)


def _php_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = field_text(node, "name", src)
    kind = "constructor" if name == "__construct" else "method"
    return Decl(node, kind, name, body=node.child_by_field_name("body"))


def _php_class(kind: str):
    """A class (or trait) with its body's members, and its constructor's promoted parameters
    (`public function __construct(public readonly string $message)`): monolog's
    `LogRecord.message` existed only in a signature."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name = field_text(node, "name", src)
        if not name:
            return None
        body = node.child_by_field_name("body")
        params = None
        for member in body.named_children if body is not None else ():
            if member.type == "method_declaration" \
                    and field_text(member, "name", src) == "__construct":
                params = member.child_by_field_name("parameters")
        return Decl(node, kind, name, body=body, members=body, params=params,
                    doc_else=command_description(node, body, src))
    return rule


_ANONYMOUS_CLASS = frozenset({"anonymous_class"})
_CLASS_BODY = frozenset({"declaration_list"})


def _php_returned_class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A file's `return new class extends Migration { … };`: an anonymous class the file is
    (Laravel's migrations since 9), named by the file's stem, its methods its members; koel's
    74 migrations' `up` and `down` were in no chunk but the file's."""
    if scope.kind not in ("", "namespace"):
        return None
    made = first_named(node)
    if made is not None and made.type == "array_creation_expression" \
            and child_of_type(made, _PHP_COMMENTS) is not None:
        return Decl(node, "", FILE_STEM, members=made, scope_kind=_CONFIG)
    anonymous = child_of_type(made, _ANONYMOUS_CLASS) \
        if made is not None and made.type == "object_creation_expression" else None
    body = child_of_type(anonymous, _CLASS_BODY) if anonymous is not None else None
    if body is None:
        return None
    return Decl(node, "class", FILE_STEM, body=body, members=body)


# A file returning an array that comments its keys is settings (Laravel's `config/*.php`,
# read as `config('media-library.max_file_size')`; a language file's lines): each key a
# property of the file's stem. laravel-medialibrary's 363-line config was one chunk, and a
# search for the maximum file size or the queue's name found none of its keys.
_CONFIG = "config"
# A settings key's array: the entries in it that are arrays themselves are properties too, one
# level down (a disk, a connection, a log channel by its name: `filesystems.disks.local`, as
# `config('filesystems.disks.local')` reads it); their scalar entries, and anything deeper,
# are not (`'driver' => 'local'` under every disk).
_CONFIG_GROUP = "config group"


def _php_config_key(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """One `'key' => value` of a returned settings array (``_php_returned_class``), or one
    naming an array in a key's array (``_CONFIG_GROUP``)."""
    if scope.kind not in (_CONFIG, _CONFIG_GROUP):
        return None
    key = first_named(node)
    if key is None or key.type != "string" or node.named_child_count < 2:
        return None   # `Foo::class => …`, a listed value
    name = text(key, src)[1:-1]
    if not name or "\\" in name:
        return None
    # Laravel's own configs part each key's comment from it by a blank line: still its doc.
    above = node.prev_named_sibling
    spaced = above is not None and above.type == "comment" \
        and node.start_point.row - above.end_point.row == 2 \
        and not (above.prev_named_sibling is not None
                 and above.prev_named_sibling.end_point.row == above.start_point.row)
    value = node.named_children[-1]
    if scope.kind == _CONFIG_GROUP and value.type != "array_creation_expression":
        return None
    group = value if scope.kind == _CONFIG and value.type == "array_creation_expression" else None
    return Decl(node, "property", name, doc=clean_comment(text(above, src)) if spaced else "",
                members=group, scope_kind=_CONFIG_GROUP)


def _php_promoted(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A promoted constructor parameter: a property, described by its own doc or else by the
    constructor's `@param string $message …` line."""
    key = node.child_by_field_name("name")
    name = text(key, src).lstrip("&$") if key is not None else ""
    if not name:
        return None
    constructor = node.parent.parent if node.parent is not None else None
    tag = re.compile(rb"@param[ \t]+(?:[^$\n]*?[ \t])?(?:\.\.\.)?\$" + re.escape(name.encode())
                     + TAG_TEXT, re.S)
    return constructor_property(node, name, constructor, src, _PHP_COMMENTS, tag)


_PHP_COMMENTS = frozenset({"comment"})


def _php_elements(kind: str, element: str):
    """`const A = 1, B = 2;` and `public $a, $b;`: one chunk per element."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        out = []
        for child in node.named_children:
            if child.type == element:
                key = child.child_by_field_name("name") or first_named(child)
                if key is not None:
                    out.append(Decl(node, kind, text(key, src).lstrip("$")))
        return out or None
    return rule


# Pest's tests (`test('…', function () {…})`, `it('…', fn () => …)->with([…])`, `describe('…',
# function () {…})`): their code lies in no declaration, and Respect/Validation's 203 test
# files of them were one whole-file chunk each. A suite groups its cases as a namespace, a case
# is a function named by its string, a hook by itself; as JavaScript's (``js_callback``).
_PEST_SUITES = frozenset({"describe"})
_PEST_CASES = frozenset({"test", "it", "todo"})
_PEST_HOOKS = frozenset({"beforeEach", "afterEach", "beforeAll", "afterAll"})
_PEST = _PEST_SUITES | _PEST_CASES | _PEST_HOOKS
_PHP_ESCAPE = compiled(r"\\(['\"\\])")   # 'doesn\'t pass' names the case "doesn't pass"


def _php_test_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement calling one of Pest's suites, cases or hooks at a file's top, in its
    namespace or in a suite; chained calls after it (`->with(…)`, `->skip()`) are its own."""
    if scope.kind not in ("", "namespace"):
        return None
    call = first_named(node)
    while call is not None and call.type == "member_call_expression":
        call = call.child_by_field_name("object")
    if call is None or call.type != "function_call_expression":
        return None
    callee = field_text(call, "function", src)
    args = call.child_by_field_name("arguments")
    values = [first_named(a) for a in args.named_children] if args is not None else []
    values = [v for v in values if v is not None]
    if callee not in _PEST or not values:
        return None
    if callee in _PEST_HOOKS:
        name, rest = callee, values
    elif values[0].type in ("string", "encapsed_string"):
        name = collapse(_PHP_ESCAPE.sub(r"\1", text(values[0], src)[1:-1]), 80)
        rest = values[1:]
    else:
        return None
    func = rest[-1] if rest else None
    body = func.child_by_field_name("body") if func is not None \
        and func.type == "anonymous_function" else None
    sig_end = rest[0].start_byte if rest else -1
    if callee in _PEST_SUITES:
        return Decl(node, "namespace", name, body=body, members=body, sig_end=sig_end) \
            if body is not None else None
    return Decl(node, "function", name, body=body, sig_end=sig_end)


def _php_statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement declaring something: a Pest case or suite, or a Laravel route."""
    return _php_test_call(node, scope, src) or laravel_route(node, scope, src)


PHP = Spec(
    module="tree_sitter_php", factory="language_php",
    rules={
        "namespace_definition": _php_namespace,
        "function_definition": named("function"),
        "class_declaration": _php_class("class"),
        "interface_declaration": named("interface", members=True),
        "trait_declaration": _php_class("trait"),
        "enum_declaration": named("enum", members=True),
        "method_declaration": _php_method,
        "const_declaration": _php_elements("constant", "const_element"),
        # PHP 8.1 `case Debug = 100;`: an enum's constants, as Java's are.
        "enum_case": named("constant"),
        "property_declaration": _php_elements("property", "property_element"),
        "property_promotion_parameter": _php_promoted,
        "expression_statement": _php_statement,
        "return_statement": _php_returned_class,
        "array_element_initializer": _php_config_key,
    },
    # `if (!function_exists('x')) { function x() … }` is how PHP helpers are declared.
    transparent=frozenset({
        "if_statement", "compound_statement", "else_clause", "else_if_clause", "colon_block",
    }),
)
