"""Rust's declaration rules: items, an impl named by its type (beside the inline modules
around it that do not declare the type), a trait impl's associated types as its lines, and
the items a macro call declares (``macro_rules.py``). ``grammars.SPECS`` imports it on the
first lookup of Rust."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, Decl, Rule, RuleResult, Scope, Spec, child_of_type, collapse, field_text,
    first_named, last_segment, named, text,
)
from codesift.chunk.comments import doc_comments
from codesift.chunk.doctext import clean_comment
from codesift.chunk.macro_rules import generated_item
from codesift.chunk.rust_routes import outside_routes, routes_function, rust_routes

from ..languages import RUST_TEST_ATTRIBUTES
from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


# Type wrappers an impl's target can sit in, and the field holding what they wrap.
_RUST_TYPE_WRAPPERS = {"reference_type": "type", "pointer_type": "type", "dynamic_type": "trait"}


def _rust_impl(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`impl<T> Display for Foo<T>` -> impl named Foo; its methods get container Foo, beside
    the inline modules holding the impl up to one declaring Foo (``_modules_out``)."""
    target = node.child_by_field_name("type")
    # `&'a mut Serializer<W, F>`, `*const dyn Bar`, `dyn Bar + Send`: the name is the type
    # inside (stripping `&*` from the text left `'a Serializer` as the container).
    while target is not None and target.type in (*_RUST_TYPE_WRAPPERS, "bounded_type"):
        wrapped = _RUST_TYPE_WRAPPERS.get(target.type)
        target = target.child_by_field_name(wrapped) if wrapped else first_named(target)
    body = node.child_by_field_name("body")
    if target is not None and target.type in ("tuple_type", "array_type"):
        # `impl IntoResponse for (http::response::Parts, R)`: named `(Parts, R)`, not after its
        # last `::` (`Parts, R)`), its generic arguments dropped as `Foo<T>`'s are.
        name = _RUST_PATH.sub("", " ".join(text(target, src).split()))
        while _RUST_GENERICS.search(name):   # innermost first: `Response<Vec<u8>>`
            name = _RUST_GENERICS.sub("", name)
    elif target is not None and text(target, src) in _rust_type_parameters(node, src):
        # `impl<T: Log> Log for &T`: a blanket impl, named by its trait (`T.enabled` said nothing).
        trait = node.child_by_field_name("trait")
        if trait is not None and trait.type == "generic_type":
            trait = trait.child_by_field_name("type")
        name = last_segment(text(trait if trait is not None else target, src), "::")
        return Decl(node, "impl", name, body=body, members=body)
    else:
        name = last_segment(text(target, src), "::")
    return Decl(node, "impl", name, body=body, members=body,
                beside=_modules_out(node, name, src) if scope.kind == "module" else 0)


# The items that declare a type an impl may be for.
_RUST_TYPE_ITEMS = frozenset({"struct_item", "union_item", "enum_item", "type_item"})


def _modules_out(impl: Node, name: str, src: bytes) -> int:
    """How many of the inline `mod m { … }` around ``impl`` it is named outside of: from the
    innermost out, each that does not declare the type it is named by. similar's `mod
    text_additions { use super::*; impl Change<&T> {…} }` named `Change`
    `text_additions.Change`, and `mod bytes_support`'s `impl DiffableStr for [u8]` read `for
    bytes_support.[u8]`; `mod tests { struct TempDir; impl TempDir {…} }` stays. Nested
    modules alike: anyhow's `mod __private { mod not { impl Bool for bool } }` named `bool`
    `__private.bool`, beside `not` alone."""
    out = 0
    block = impl.parent
    while block is not None and block.type == "declaration_list" \
            and block.parent is not None and block.parent.type == "mod_item" \
            and not any(item.type in _RUST_TYPE_ITEMS and field_text(item, "name", src) == name
                        for item in block.named_children):
        out += 1
        block = block.parent.parent
    return out


def _rust_type_parameters(node: Node, src: bytes) -> set[str]:
    """The names of an item's type parameters (`impl<'a, T: Sized, U>` -> T, U)."""
    params = node.child_by_field_name("type_parameters")
    names = set()
    for param in params.named_children if params is not None else ():
        ident = param if param.type == "type_identifier" else child_of_type(param, {"type_identifier"})
        if ident is not None:
            names.add(text(ident, src))
    return names


_RUST_PATH = compiled(r"\b(?:\w+::)+")
_RUST_GENERICS = compiled(r"<[^<>]*>")


def _rust_const(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`const X: u8 = 1;`; `const _: () = { impl … };` scopes the items in its block, which are
    the module's own (axum's `impl Connected for SocketAddr` and its methods were in none)."""
    name = field_text(node, "name", src)
    value = node.child_by_field_name("value")
    if name == "_" and value is not None and value.type == "block":
        return Decl(node, "", "", members=value)
    return Decl(node, "constant", name) if name else None


def _rust_type(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`type Result<T> = …;` is a type; `type Output = Vec<O>;` in a trait impl is none.

    A trait impl's associated types are one line each of what the impl says, and nom's
    Parser impls (`type Output`, `type Error`, 189 of them) came before the functions asked
    for: "many0 returns Error Many0" led with `type Many0.Error`, a read of one line. The
    impl keeps their words; a trait's `type Output;` (``associated_type``) stays a type.
    """
    body = node.parent
    if body is not None and body.type == "declaration_list" and body.parent is not None \
            and body.parent.type == "impl_item":
        return None
    return _RUST_TYPE(node, scope, src)


_RUST_TYPE = named("type")


def _rust_static(node: Node, scope: Scope, src: bytes) -> RuleResult:
    mutable = child_of_type(node, {"mutable_specifier"}) is not None
    return Decl(node, "variable" if mutable else "constant", field_text(node, "name", src))


def _rust_macro_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An item-level macro call: the item a macro of this file declares by one of its
    arguments (``macro_rules.generated_item``), a named closure's (below), or a table written in
    the macro's own language, which item_macros.py could not open as items.

    http's `status_codes! { /// 404 Not Found\n (404, NOT_FOUND, "Not Found"); … }` holds its
    62 status constants, and `standard_headers!` its 81 header names, with their docs: they
    were in no chunk at all. Such a `name! { … }` call is a `macro` chunk named `name!`, its
    table the chunk's words. A call with parentheses (`impl_from!(Foo, Bar);`) names nothing.
    """
    call = node if node.type == "macro_invocation" else first_named(node)
    if call is None or call.type != "macro_invocation":
        return None
    # The macro's own rules first, when this file has them: aho-corasick's
    # `testconfig!(overlapping, search_standard_overlapping_default, …, |b| { … })` defines
    # `fn $name`, its second argument, not a closure named by its first.
    item = generated_item(call, src)
    if item is not None:
        # A doc above the call is its item's; else the one the transcriber writes above it.
        raw = "\n".join(c.rstrip("\r\n") for c in doc_comments(item[3], "rust"))
        return Decl(node, item[0], item[1], sig=collapse(item[2], SIGNATURE_MAX),
                    doc_else=clean_comment(raw) if raw.strip() else "")
    closure = _rust_named_closure(call, src)
    if closure is not None:
        return Decl(node, "function", closure[0], sig_end=closure[1])
    args = call.children[-1]
    name = call.child_by_field_name("macro")
    if (name is None or args.type != "token_tree" or args.children[0].type != "{"
            or len(args.named_children) == 0):
        return None
    declared = _rust_table_items(args, src)
    if not declared and text(name, src).rpartition("::")[2] == "table":
        declared = _rust_schema_tables(text(name, src), args, src)
    if len(declared) == 1:
        kind, name, sig, doc, _, _ = declared[0]
        return Decl(node, kind, name, sig=sig, doc=doc)
    if declared:
        # Several types in one call (bitflags' `pub struct FlagsA: u32 {…}` / `pub struct
        # FlagsB: u32 {…}`): each is a chunk of its own lines, from its attributes (its header
        # when it has none) to its body's end.
        return [Decl(node, kind, name, sig=sig, doc=doc, spot=body, lead=first)
                for kind, name, sig, doc, body, first in declared]
    return Decl(node, "macro", text(name, src) + "!", sig_end=args.start_byte + 1)


_RUST_COMMENTS = frozenset({"line_comment", "block_comment"})
# The item keywords a call in a macro's own language may open with, and their kinds.
_TABLE_ITEMS = {"struct": "struct", "enum": "enum"}


# One item a table call declares: its kind, name, signature, doc, body and first token (its
# first attribute's `#`, else its header's first).
TableItem = tuple[str, str, str, str, "Node", "Node"]


def _rust_table_items(args: Node, src: bytes) -> list[TableItem]:
    """The items a table call declares, each with its docs and attributes before it: bitflags'
    `bitflags! { /// Flags for opening … #[derive(…)] pub struct OpenFlags: c_int { const
    READ_ONLY = …; … } }` (rusqlite's, tower-http's `GrpcCodeBitmask`) was a `macro` chunk
    named `bitflags!`, the type found by no name; so was a call declaring several (bitflags'
    own tests.rs, `TestFlags` and `TestFlagsInvert`). None unless the call is such items alone.

    Their bodies are no Rust struct's (`: c_int`, `const X = …;`), so ``item_macros`` leaves the
    call closed; their words stay its chunks'.
    """
    tokens = args.children[1:-1]
    items: list[TableItem] = []
    at = 0
    while at < len(tokens):
        said, attribute, at = _item_lead(tokens, at, src)
        start = at
        if at < len(tokens) and tokens[at].type == "pub":
            at += 1
            if at < len(tokens) and tokens[at].type == "token_tree" and text(tokens[at], src)[:1] == "(":
                at += 1   # `pub(crate)`
        if at + 1 >= len(tokens) or tokens[at].type not in _TABLE_ITEMS \
                or tokens[at + 1].type != "identifier":
            return _one_of(items, tokens)
        end = next((i for i in range(at + 2, len(tokens)) if tokens[i].type in _TABLE_ITEMS
                    or tokens[i].type == "token_tree" and text(tokens[i], src)[:1] == "{"), None)
        if end is None or tokens[end].type != "token_tree":   # no body before the next item
            return _one_of(items, tokens)
        body = tokens[end]
        header = " ".join(src[tokens[start].start_byte:body.start_byte].decode("utf-8", "replace").split())
        raw = "\n".join(c.rstrip("\r\n") for c in doc_comments(said, "rust"))
        items.append((_TABLE_ITEMS[tokens[at].type], text(tokens[at + 1], src),
                      collapse(header, SIGNATURE_MAX), clean_comment(raw) if raw.strip() else "",
                      body, tokens[attribute if attribute >= 0 else start]))
        at = end + 1
    return items


def _item_lead(tokens: list[Node], at: int, src: bytes) -> tuple[list[str], int, int]:
    """The comments and attributes a table call writes above an item from ``at``: their
    texts, the first attribute's `#` (-1 when none) and where the item's header starts."""
    said: list[str] = []
    attribute = -1
    while at < len(tokens):
        if tokens[at].type in _RUST_COMMENTS:
            said.append(text(tokens[at], src))
        elif tokens[at].type != "#" or at + 1 == len(tokens) or tokens[at + 1].type != "token_tree":
            break
        else:
            attribute = at if attribute < 0 else attribute
            at += 1   # an attribute: `#` and its `[…]`
        at += 1
    return said, attribute, at


def _rust_schema_tables(macro: str, args: Node, src: bytes) -> list[TableItem]:
    """The tables a diesel `table!` call declares, `use …;` lines first, then for each its
    docs and attributes, its name (after its schema's, `app.users`), its primary key's columns
    in parentheses and its `{ column -> Type, … }`: every diesel project's schema.rs was a run
    of `macro` chunks all named `diesel::table!` (lemmy's 58), no table found by its name.

    Each is a struct named by its table, signed with the call's head and its own
    (`diesel::table! comment (id)`). None unless the call is such tables alone; a call of
    another macro in that shape is no table (rayon's `multizip_impls! { Tuple1 { (0) -> A } }`).
    """
    tokens = args.children[1:-1]
    at = 0
    while at < len(tokens) and tokens[at].type == "use":   # `use diesel::sql_types::*;`
        at = next((i for i in range(at, len(tokens)) if tokens[i].type == ";"), len(tokens)) + 1
    items: list[TableItem] = []
    while at < len(tokens):
        said, attribute, at = _item_lead(tokens, at, src)
        start = at
        if at + 2 < len(tokens) and tokens[at + 1].type == "." and tokens[at].type == "identifier":
            at += 2   # the schema's name
        if at + 1 >= len(tokens) or tokens[at].type != "identifier":
            return []
        name = text(tokens[at], src)
        at += 1
        if tokens[at].type == "token_tree" and text(tokens[at], src)[:1] == "(":
            at += 1   # the primary key's columns
        body = tokens[at] if at < len(tokens) else None
        if body is None or body.type != "token_tree" or text(body, src)[:1] != "{" \
                or not any(c.type == "->" for c in body.children):
            return []
        header = " ".join(src[tokens[start].start_byte:body.start_byte].decode("utf-8", "replace").split())
        raw = "\n".join(c.rstrip("\r\n") for c in doc_comments(said, "rust"))
        items.append(("struct", name, collapse(f"{macro}! {header}", SIGNATURE_MAX),
                      clean_comment(raw) if raw.strip() else "", body,
                      tokens[attribute if attribute >= 0 else start]))
        at += 1
    return items


def _one_of(items: list[TableItem], tokens: list[Node]) -> list[TableItem]:
    """A call that is no list of items alone still declares its one type when it writes one
    (bitflags' `struct C: u8 {…}` then its `impl C: u8 {…}`): the call is that type's chunk."""
    return items if len(items) == 1 and sum(t.type in _TABLE_ITEMS for t in tokens) == 1 else []


def _rust_named_closure(call: Node, src: bytes) -> tuple[str, int] | None:
    """`rgtest!(f1_sjis, |dir: Dir, mut cmd: TestCommand| { … });`: a macro call that names a
    closure by its first argument defines it, as a test suite's macro does (ripgrep's 300-odd
    regression tests were one whole-file chunk): that name, and where its signature ends.

    The closure is the call's last argument, after any others, in parentheses or braces:
    httparse's 305 tests are `req! { urltest_001, b"GET /bar HTTP/1.1…", |req| { … } }`, and
    were each a `macro` chunk named `req!`, their names found nowhere (a comment among the
    arguments, `req! { // test the scalar parsing`, is passed over).
    """
    tokens = [t for t in call.children[-1].children if t.type not in _RUST_COMMENTS]
    types = [t.type for t in tokens]
    if len(tokens) < 6 or types[0] not in ("(", "{") or types[1:3] != ["identifier", ","]:
        return None
    end = len(tokens) - 1 - (types[-2] == ",")   # the closing bracket, or a trailing comma
    body = tokens[end - 1]
    if body.type != "token_tree" or body.children[0].type != "{":
        return None
    at = end - 2   # the closure's `||`, or the `|` closing its parameters
    if types[at] == "|":
        at = next((i for i in range(at - 1, 2, -1) if types[i] == "|"), 0)
    elif types[at] != "||":
        return None
    if at > 3 and text(tokens[at - 1], src) == "move":   # a token tree holds `move` as a word
        at -= 1
    if at < 3 or types[at - 1] != ",":
        return None
    return text(tokens[1], src), body.start_byte


_function = named("function")
# What may stand between a function and its attribute: other attributes and comments.
_ABOVE_FUNCTION = frozenset({"attribute_item", "line_comment", "block_comment"})


# A test attribute's path (``languages.RUST_TEST_ATTRIBUTES``).
_TEST_ATTRIBUTE = compiled(RUST_TEST_ATTRIBUTES)


def _test_attribute(attribute: Node, src: bytes) -> str | None:
    """``#[path]`` of a test attribute item, its arguments left out (a `#[test_case(…)]`'s
    values are the case's, not the kind's); None for any other attribute."""
    inner = first_named(attribute)
    path = first_named(inner) if inner is not None else None
    if path is None or path.type not in ("identifier", "scoped_identifier"):
        return None
    name = text(path, src)
    return f"#[{name}]" if _TEST_ATTRIBUTE.fullmatch(name) else None


def _rust_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A function, signed by the derive it defines when it is a procedural macro's: strum's
    `#[proc_macro_derive(EnumProperty, attributes(strum))]` over `pub fn enum_properties(…)`
    is what `#[derive(EnumProperty)]` runs, a name the function's own does not say (its
    derive name is also a name it is found by: ``inner.inner_names``). A test is signed by
    its test attribute (`#[test] fn rename_fields()`): outside a `mod tests` and named
    without `test_`, nothing else says it is one (``search/source_tests.in_source_test``)."""
    found = _function(node, scope, src)
    above = node.prev_named_sibling
    while isinstance(found, Decl) and above is not None and above.type in _ABOVE_FUNCTION:
        if above.type == "attribute_item":
            if b"proc_macro_derive" in src[above.start_byte:above.end_byte]:
                found.sig_head = " ".join(text(above, src).split())
                break
            test = _test_attribute(above, src)
            if test is not None:
                found.sig_head = test
                break
        above = above.prev_named_sibling
    return found


# A doc attribute's string, `#[doc = " Sends a greeting"]` (prost's and tonic's generated code
# writes its docs so), and a `concat!` of strings alone: a `///` line each. A `concat!` holding
# a macro's fragment or a call (`stringify!($t)`) or an `include_str!` says nothing here.
_DOC_STRINGS = frozenset({"string_literal", "raw_string_literal"})
_ESCAPES = {"n": "\n", "t": " ", "r": "", "0": ""}


def _doc_string(literal: Node, src: bytes) -> str:
    """A string literal's text, its escapes read (`\\"` a quote, `\\n` a new line)."""
    if literal.type == "raw_string_literal":
        return "".join(text(c, src) for c in literal.named_children if c.type == "string_content")
    said = []
    for part in literal.named_children:
        piece = text(part, src)
        if part.type == "escape_sequence":
            piece = _ESCAPES.get(piece[1:], piece[1:]) if len(piece) == 2 else ""
        said.append(piece)
    return "".join(said)


def _attribute_doc(node: Node, src: bytes) -> str:
    """The doc the `#[doc = "…"]` attributes above ``node`` write, as their `///` lines
    would: tonic's generated `#[doc = " The greeting service definition."]` over `pub trait
    Greeter` was no doc."""
    lines: list[str] = []
    before = src[max(0, node.start_byte - 200):node.start_byte].rstrip()
    if not before.endswith(b"]"):
        # No attribute ends right above: `prev_named_sibling` walks down from the root, so
        # asking it of every item cost 10,000 nested modules 3 s (test_chunk's linear time).
        return ""
    above = node.prev_named_sibling
    while above is not None and above.type == "attribute_item":
        attribute = first_named(above)
        parts = attribute.named_children if attribute is not None else []
        value = parts[1] if len(parts) == 2 and text(parts[0], src) == "doc" else None
        pieces = [value] if value is not None and value.type in _DOC_STRINGS else []
        if value is not None and value.type == "macro_invocation" \
                and text(first_named(value), src) == "concat":
            args = [c for c in value.named_children[-1].named_children]
            pieces = args if args and all(c.type in _DOC_STRINGS for c in args) else []
        if pieces:
            said = "".join(_doc_string(piece, src) for piece in pieces)
            lines[:0] = ["///" + line for line in said.split("\n")]
        above = above.prev_named_sibling
    return clean_comment("\n".join(lines)) if lines else ""


# Statements a routes scope reads for its routes (``rust_routes.rust_routes``).
_ROUTE_STATEMENTS = frozenset({"expression_statement", "let_declaration", "call_expression"})


def _attribute_documented(rule: Rule) -> Rule:
    """``rule``, its declaration given the doc its `#[doc = "…"]` attributes write when no
    comment documents it."""
    def documented(node: Node, scope: Scope, src: bytes) -> RuleResult:
        found = rule(node, scope, src)
        if isinstance(found, Decl) and not found.doc and not found.doc_else:
            found.doc_else = _attribute_doc(node, src)
        return found
    return documented


RUST = Spec(
    module="tree_sitter_rust", factory="language",
    # (A function registering HTTP routes is their scope, each a function named by its path,
    # its other statements no chunks: ``rust_routes.py``.)
    rules={name: rule if name in _ROUTE_STATEMENTS else _attribute_documented(outside_routes(rule))
           for name, rule in {
        "expression_statement": rust_routes(_attribute_documented(_rust_macro_call)),
        "let_declaration": rust_routes(),
        "call_expression": rust_routes(),
        "macro_invocation": _rust_macro_call,
        "function_item": routes_function(_rust_function),
        "function_signature_item": named("function"),
        "struct_item": named("struct"),
        "union_item": named("struct"),
        "enum_item": named("enum"),
        "trait_item": named("trait", members=True),
        "impl_item": _rust_impl,
        "mod_item": named("module", members=True),
        "macro_definition": named("macro"),
        "const_item": _rust_const,
        "static_item": _rust_static,
        "type_item": _rust_type,
        "associated_type": named("type"),
    }.items()},
    comments=_RUST_COMMENTS,
    transparent=frozenset({"foreign_mod_item", "declaration_list"}),
    prefixes=frozenset({"attribute_item"}),
    inner_docs=(b"//!", b"/*!"),
)
