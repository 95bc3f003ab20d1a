"""Objective-C's declaration rules (tree-sitter-objc): C's, plus classes, protocols, methods.

`@interface AFClient : NSObject … @end` declares a class (its properties and method
prototypes are members), `@implementation AFClient … @end` defines its methods, `@protocol`
is an interface. A method is named by its selector, the keywords of its parts joined with
colons (`getPath:parameters:success:`), as Objective-C code and its docs name it; a search
for `getPath` finds it by prefix. C declarations (functions, structs, macros) are read by
the C rules.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Rule, RuleResult, Scope, Spec, child_of_type, text
from codesift.chunk.grammars_c import C_PREPROC, C_RULES
from codesift.chunk.grammars_objc_tests import spec_call

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

_NAME = frozenset({"identifier", "type_identifier"})


def _selector(node: Node, src: bytes) -> str:
    """`getPath:parameters:success:` for a method with arguments, `sharedClient` without.

    A macro after the last argument (`error:(NSError **)error NS_SWIFT_NOTHROW;`,
    `NS_DESIGNATED_INITIALIZER`) takes no argument: it is no part of the selector; after a
    one-word selector it is another word (PromiseKit's `- (id)wait NS_REFINED_FOR_SWIFT;`
    was named `waitNS_REFINED_FOR_SWIFT`), and the selector is the first.
    """
    parts: list[str] = []
    for child in node.named_children:
        if child.type == "identifier":
            parts.append(text(child, src))
        elif child.type == "method_parameter" and parts and not parts[-1].endswith(":"):
            parts[-1] += ":"
    if parts and parts[0].endswith(":"):
        parts = [p for p in parts if p.endswith(":")]
    return "".join(parts) if not parts or parts[0].endswith(":") else parts[0]


def _container(kind: str) -> Rule:
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name = text(child_of_type(node, _NAME), src)
        if not name:
            return None
        category = _category(node, src)
        if category:
            name = f"{name}({category})"
        keyword = _keyword(node)
        return Decl(node, kind, name, members=node, sig_end=_header_end(node, keyword),
                    sig_start=keyword.start_byte)
    return rule


def _category(node: Node, src: bytes) -> str:
    """The category a class's `@interface`/`@implementation` adds, named in parentheses after
    the class (`@interface UIImage (MemoryCacheCost)`), or "". Older grammars gave a category
    node of its own, newer ones a class's node with `(` `identifier` `)` among its children:
    SDWebImage's 14 categories of `UIImage` were each named `UIImage`, so a question saying
    "UIImages" had 17 hits of that name first. A class extension, `()`, names none."""
    children = node.children
    for at, child in enumerate(children[:-1]):
        if child.type == "(" and children[at + 1].type == "identifier":
            return text(children[at + 1], src)
        if child.type in ("{", ":", "parameterized_arguments") or child.type.endswith("declaration"):
            break
    return ""


# What opens a container; an attribute before it (`API_AVAILABLE(macos(10.12))`,
# `NS_SWIFT_NAME(Foo)`, `__attribute__((deprecated))`) is a child of the node too.
_KEYWORDS = frozenset({"@interface", "@implementation", "@protocol"})


def _keyword(node: Node) -> Node:
    """The container's `@interface` / `@implementation` / `@protocol` (the node itself when
    the grammar gave none)."""
    return next((c for c in node.children if c.type in _KEYWORDS), node)


def _header_end(node: Node, keyword: Node) -> int:
    """A container's header is its keyword's line: `@interface AFClient : NSObject
    <NSCopying>`. Not an attribute's line above it (CocoaLumberjack's `@interface DDOSLogger`
    was signed `API_AVAILABLE(macos(10.12), ios(10.0), …)`), nor an instance-variable block
    opened on that line (`@interface AppDelegate : NSObject { NSWindow *window; }`)."""
    line_end = -1
    for child in node.children:
        if child.start_byte < keyword.start_byte:
            continue
        if child.start_point.row != keyword.start_point.row or child.type == "instance_variables":
            break
        line_end = child.end_byte
    return line_end


def _method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = _selector(node, src)
    if not name:
        return None
    body = child_of_type(node, frozenset({"compound_statement"}))
    kind = "method" if node.type == "method_definition" else "prototype"
    return Decl(node, kind, name, body=body)


# An attribute macro (`NS_REFINED_FOR_SWIFT`, `NS_UNAVAILABLE`): capitals joined by `_`.
_MACRO = compiled(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")


def _property(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`@property (nonatomic, copy) NSString *baseURL;` -> baseURL.

    After a macro the grammar reads the name as a type and the macro as the name:
    PromiseKit's `@property (readonly) BOOL pending NS_REFINED_FOR_SWIFT;` was a property
    `NS_REFINED_FOR_SWIFT` (four of them in AnyPromise.h); the name is the word before it.
    """
    declaration = child_of_type(node, frozenset({"struct_declaration"}))
    names = [] if declaration is None else [
        text(n, src) for n in declaration.children if n.type in ("identifier", "field_identifier")]
    if not names and declaration is not None:   # `NSString *baseURL`: the name is in a declarator
        # Not in an attribute after it: `id tag __attribute__((deprecated("Use representedObject
        # instead", "representedObject")))` was CocoaLumberjack's property `representedObject`.
        last = next((c for c in reversed(declaration.named_children)
                     if c.type != "attribute_specifier"), None)
        while last is not None and last.type != "field_identifier" and last.named_child_count:
            last = last.named_children[-1]
        names = [text(last, src)] if last is not None else []
        words = [text(n, src) for n in declaration.children if n.type == "type_identifier"]
        if names and _MACRO.fullmatch(names[-1]) and words:
            names = words[-1:]
    return Decl(node, "property", names[-1]) if names and names[-1] else None


def _c_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A C function; one written inside an `@implementation` is no method of it, and is
    named in no scope, as C names it: CocoaLumberjack's `DDExtractFileNameWithoutExtension`
    was `method DDLog.DDExtractFileNameWithoutExtension`."""
    found = C_RULES["function_definition"](node, scope, src)
    if isinstance(found, Decl) and scope.kind == "class" and not found.qual:
        found.beside = -1
        found.kind = "function" if found.kind in ("method", "constructor") else found.kind
    return found


def _statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A BDD spec's suite, case or hook (``grammars_objc_tests``), or C's misread prototype."""
    return spec_call(node, scope, src) or C_RULES["expression_statement"](node, scope, src)


def _declaration(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A C declaration; not a spec suite's fixture (`__block MTLTestModel *model;` in a
    `describe` block, or between `SpecBegin` and the first suite): a local of its block."""
    if node.parent is not None and node.parent.type == "compound_statement" \
            or src.startswith(b"__block", node.start_byte):
        return None
    return C_RULES["declaration"](node, scope, src)


OBJC = Spec(
    module="tree_sitter_objc", factory="language",
    rules={
        **C_RULES,
        "class_interface": _container("class"),
        "class_implementation": _container("class"),
        "category_interface": _container("class"),
        "category_implementation": _container("class"),
        "protocol_declaration": _container("interface"),
        "method_declaration": _method,
        "method_definition": _method,
        "function_definition": _c_function,
        "property_declaration": _property,
        "expression_statement": _statement,
        "declaration": _declaration,
    },
    # A protocol's `@required` / `@optional` sections: the grammar wraps the methods after each
    # in a node of its own, and SDWebImage's `@protocol SDImageCache` lost all seven of them.
    transparent=C_PREPROC | {"implementation_definition", "linkage_specification",
                             "qualified_protocol_interface_declaration"},
)
