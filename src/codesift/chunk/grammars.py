"""Per-language declaration rules: Go, Rust, PHP, Bash.

Python lives in ``grammars_python.py``; JavaScript/TypeScript/TSX in ``grammars_js.py``
(TypeScript's own rules in ``grammars_ts.py``); C and C++ in ``grammars_c.py``; the JVM languages and C# in ``grammars_typed.py`` (Scala's
test suites and cases in ``grammars_scala_tests.py``); Swift, Ruby, Lua,
Dart, Elixir, Zig, Objective-C, Haskell, Solidity, PowerShell, Perl and Terraform/HCL each in its
``grammars_<language>.py``. ``SPECS`` here maps every grammar language to its ``Spec``, each
of those modules imported by the first lookup of its language. A rule receives a node whose type it was registered for, the
enclosing ``Scope`` and the source bytes, and returns the declarations it stands for (or
``None`` when the node is not one, e.g. a lower-case Python assignment in a class).
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, Decl, RuleResult, Scope, Spec, child_of_type, collapse, field_text,
    first_named, last_segment, named, text,
)
from codesift.chunk.comments import TAG_TEXT, constructor_property, doc_comments
from codesift.chunk.doctext import clean_comment
from codesift.chunk.item_macros import generated_item

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


# -------------------------------------------------------------------------------------- Go

def _go_group_node(node: Node) -> Node:
    """`type X struct` is one spec inside a declaration: use the declaration so the signature
    keeps its keyword; inside a `const ( … )` group each spec stands alone."""
    parent = node.parent
    if parent is not None and parent.start_point.row == node.start_point.row:
        return parent
    return node


def _go_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`func (c *Client[T]) Send()` -> method Send in container Client."""
    receiver = node.child_by_field_name("receiver")
    owner = ""
    if receiver is not None:
        param = child_of_type(receiver, {"parameter_declaration"})
        if param is not None:
            owner = last_segment(field_text(param, "type", src).lstrip("*"), ".")
    return Decl(node, "method", field_text(node, "name", src),
                body=node.child_by_field_name("body"), qual=owner)


def _go_type(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = field_text(node, "name", src)
    if not name:
        return None
    spec_type = node.child_by_field_name("type")
    target = _go_group_node(node)
    if node.type == "type_spec" and spec_type is not None and spec_type.type in ("struct_type", "interface_type"):
        brace = src.find(b"{", spec_type.start_byte, spec_type.end_byte)
        kind = "struct" if spec_type.type == "struct_type" else "interface"
        return Decl(target, kind, name, members=spec_type if kind == "interface" else None,
                    sig_end=brace if brace >= 0 else spec_type.end_byte)
    return Decl(target, "type", name)


def _comments_above(node: Node) -> list[Node]:
    """The comment lines right above ``node``, each on the line before the next; not one
    ending the code of its own line (`yaml_CR_BREAK   // Use CR …` is that spec's)."""
    found: list[Node] = []
    row = node.start_point.row
    before = node.prev_named_sibling
    while before is not None and before.type == "comment" and before.end_point.row == row - 1:
        code = before.prev_named_sibling
        if code is not None and code.end_point.row == before.start_point.row:
            break
        found.append(before)
        row = before.start_point.row
        before = code
    return found[::-1]


def _trailing_doc(node: Node, src: bytes) -> str:
    """The comment ending ``node``'s last line, as its doc. A constant group's specs are most
    often described so, aligned after each (go-yaml's `yaml_UTF8_ENCODING    // The default
    UTF-8 encoding.`, seven specs of `yaml_error_type_t`); without it, the spec after a blank
    line had the group's doc and the ones after a described spec none."""
    after = node.next_named_sibling
    if after is None or after.type != "comment" or after.start_point.row != node.end_point.row:
        return ""
    return clean_comment("\n".join(doc_comments([text(after, src)], "go")))


def _go_group_doc(node: Node, src: bytes) -> str:
    """The doc of a spec inside a `var ( … )` or `const ( … )` group that has none of its own
    (above it or ending its line): the group's, as godoc shows it over the group
    (golang-jwt's `// Specific instances for HS256 and company` above `var (
    SigningMethodHS256 … )` was no chunk's doc)."""
    group = node.parent
    if group is not None and group.type == "var_spec_list":
        group = group.parent
    if group is None or group.start_point.row == node.start_point.row or _comments_above(node):
        return ""
    said = [text(c, src) for c in _comments_above(group)]
    doc = clean_comment("\n".join(doc_comments(said, "go"))) if said else ""
    # The spec's own words first, the group's after them: toml's `maxSafeFloat64Int =
    # int64(9007199254740991) // 2^53-1` is still found by its group's "significand precision".
    trailing = _trailing_doc(node, src)
    return f"{trailing}\n{doc}" if trailing and doc else trailing or doc


def _go_values(kind: str):
    """`const X = 1`, `var a, b = …`: one chunk per name."""
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        target = _go_group_node(node)
        # `var _ Logger = (*logger)(nil)` asserts an interface; it declares no name. The
        # grammar gives a `const_spec`'s commas its name field too: `const x, y = 1, 2`
        # declared a constant named ",".
        names = [text(n, src) for n in node.children_by_field_name("name") if n.is_named]
        if target is node:
            doc = _go_group_doc(node, src)
        else:   # `const maxDepth = 10000 // Maximum nesting.`, with no comment above
            doc = "" if _comments_above(target) else _trailing_doc(target, src)
        return [Decl(target, kind, name, doc=doc) for name in names if name != "_"] or None
    return rule


GO = Spec(
    module="tree_sitter_go", factory="language",
    rules={
        "function_declaration": named("function"),
        "method_declaration": _go_method,
        "type_spec": _go_type,
        "type_alias": _go_type,
        "method_elem": named("method"),
        "const_spec": _go_values("constant"),
        "var_spec": _go_values("variable"),
    },
    # Groups are searched spec by spec so each spec's own comment becomes its doc (a
    # `var ( … )` group holds its specs in a var_spec_list, where `ErrNotFound = …` lived unseen).
    transparent=frozenset({"type_declaration", "const_declaration", "var_declaration",
                           "var_spec_list"}),
    # What Go calls a directive (go/doc/comment): `//go:embed`, `//go:noinline`, `//nolint:x`,
    # cgo's `//export F`, `//line`.
    directives=compiled(rb"//(?:line |extern |export |[a-z0-9]+:[a-z0-9])"),
)


# ------------------------------------------------------------------------------------ Rust

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
    arguments (``item_macros.generated_item``), a named closure's (below), or a table written in
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
        return Decl(node, item[0], item[1], sig=collapse(item[2], SIGNATURE_MAX))
    closure = _rust_named_closure(call, src)
    if closure is not None:
        return Decl(node, "function", closure[0], sig_end=closure[1])
    args = call.children[-1]
    name = call.child_by_field_name("macro")
    if (name is None or args.type != "token_tree" or args.children[0].type != "{"
            or len(args.named_children) == 0):
        return None
    return Decl(node, "macro", text(name, src) + "!", sig_end=args.start_byte + 1)


_RUST_COMMENTS = frozenset({"line_comment", "block_comment"})


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


RUST = Spec(
    module="tree_sitter_rust", factory="language",
    rules={
        "expression_statement": _rust_macro_call,
        "macro_invocation": _rust_macro_call,
        "function_item": named("function"),
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
    },
    comments=_RUST_COMMENTS,
    transparent=frozenset({"foreign_mod_item", "declaration_list"}),
    prefixes=frozenset({"attribute_item"}),
    inner_docs=(b"//!", b"/*!"),
)


# ------------------------------------------------------------------------------------- PHP

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
        return Decl(node, kind, name, body=body, members=body, params=params)
    return rule


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
    },
    # `if (!function_exists('x')) { function x() … }` is how PHP helpers are declared.
    transparent=frozenset({
        "if_statement", "compound_statement", "else_clause", "else_if_clause", "colon_block",
    }),
)


# ------------------------------------------------------------------------------------ Bash

def _bash_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A function, or a Bats test case by its title: `@test "prints usage" {`, which the
    rewrite gives the parser as a function named `@test` (``rewrite._BATS_TEST``), is read
    from the file's own line (bash is ``PARSE_ONLY``)."""
    name = field_text(node, "name", src)
    if name == "@test":
        end = src.find(b"\n", node.start_byte)
        line = src[node.start_byte:end if end >= 0 else len(src)]
        title = line.decode("utf-8", "replace").strip().removeprefix("@test")
        title = title.rstrip().removesuffix("{").strip()
        if len(title) > 1 and title[0] == title[-1] and title[0] in "\"'":
            title = title[1:-1]
        name = collapse(title, 120)
    if not name:
        return None
    return Decl(node, "function", name, body=node.child_by_field_name("body"))


BASH = Spec(module="tree_sitter_bash", factory="language",
            rules={"function_definition": _bash_function}, slash_comments=False,
            # Still file scope: a script wrapped in `{ … }` so it runs only once fully
            # downloaded (nvm's install.sh and nvm.sh), and functions defined per shell in
            # `if … then … else … fi`.
            transparent=frozenset({"compound_statement", "if_statement", "elif_clause",
                                   "else_clause"}))


class _Specs(Mapping[str, Spec]):
    """Every grammar language's ``Spec``: this module's own at once, the others' modules
    imported on their language's first lookup. A build imported all fifteen (~2.5 ms) in
    every process that chunks (a cold build, each of its workers, a search re-chunking one
    edited file), where a repository needs the rules of a language or three."""

    def __init__(self, here: dict[str, Spec], elsewhere: dict[str, tuple[str, str]]) -> None:
        self._specs = here
        self._elsewhere = elsewhere   # language -> (module in codesift.chunk, its name)
        self._languages = (*here, *elsewhere)

    def __getitem__(self, lang: str) -> Spec:
        spec = self._specs.get(lang)
        if spec is None:
            module, name = self._elsewhere[lang]   # KeyError: not a grammar language
            # Threads chunking at once may both get here: the import is made once, and
            # either may store the same object.
            spec = self._specs[lang] = getattr(import_module(f"codesift.chunk.{module}"), name)
        return spec

    def __contains__(self, lang: object) -> bool:   # Mapping's own would import the module
        return lang in self._specs or lang in self._elsewhere

    def __iter__(self) -> Iterator[str]:
        return iter(self._languages)

    def __len__(self) -> int:
        return len(self._languages)


SPECS: Mapping[str, Spec] = _Specs({"go": GO, "rust": RUST, "php": PHP, "bash": BASH}, {
    "python": ("grammars_python", "PYTHON"), "javascript": ("grammars_js", "JAVASCRIPT"),
    "typescript": ("grammars_js", "TYPESCRIPT"), "tsx": ("grammars_js", "TSX"),
    "ruby": ("grammars_ruby", "RUBY"), "java": ("grammars_typed", "JAVA"),
    "c": ("grammars_c", "C"), "cpp": ("grammars_c", "CPP"),
    "csharp": ("grammars_typed", "CSHARP"), "kotlin": ("grammars_typed", "KOTLIN"),
    "swift": ("grammars_swift", "SWIFT"), "scala": ("grammars_typed", "SCALA"),
    "lua": ("grammars_lua", "LUA"), "dart": ("grammars_dart", "DART"),
    "elixir": ("grammars_elixir", "ELIXIR"), "zig": ("grammars_zig", "ZIG"),
    "objc": ("grammars_objc", "OBJC"), "hcl": ("grammars_hcl", "HCL"),
    "haskell": ("grammars_haskell", "HASKELL"), "solidity": ("grammars_solidity", "SOLIDITY"),
    "powershell": ("grammars_powershell", "POWERSHELL"), "perl": ("grammars_perl", "PERL"),
})
