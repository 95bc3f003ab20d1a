"""Per-language declaration rules: Go and Bash.

Python lives in ``grammars_python.py``; PHP in ``grammars_php.py``; JavaScript/TypeScript/TSX in ``grammars_js.py``
(TypeScript's own rules in ``grammars_ts.py``); C and C++ in ``grammars_c.py``; Java, Scala and C# in ``grammars_typed.py`` (Scala's
test suites and cases in ``grammars_scala_tests.py``); Kotlin in ``grammars_kotlin.py``; Rust, Swift, Ruby, Lua,
Dart, Elixir, Zig, Objective-C, Haskell, OCaml, Solidity, PowerShell, Perl, Julia and Terraform/HCL each in its
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
    last_segment, named, text,
)
from codesift.chunk.comments import doc_comments
from codesift.chunk.doctext import clean_comment
from codesift.chunk.go_routes import ROUTE_BLOCKS, go_route, outside_routes, routes_function
from codesift.chunk.labels import label_shape

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
    if doc and (_names_another_spec(doc, node, group, src) or " " not in doc
                and len(_specs(group)) > 1 and label_shape(doc)):
        # A word labelling the group's specs (task's `// Flags` over `var ( versionFlag bool;
        # notesFlag bool )`, nats.go's 68 `// Errors` over `ErrConnectionClosed` …) restates
        # their names, as a label over a run of declarations does (``labels.py``); a phrase
        # says what they are (pgx's `// Transaction isolation levels` over `Serializable`),
        # and over one spec a word is that one's doc.
        doc = ""
    # The spec's own words first, the group's after them: toml's `maxSafeFloat64Int =
    # int64(9007199254740991) // 2^53-1` is still found by its group's "significand precision".
    trailing = _trailing_doc(node, src)
    return f"{trailing}\n{doc}" if trailing and doc else trailing or doc


def _names_another_spec(doc: str, node: Node, group: Node, src: bytes) -> bool:
    """Whether the group's ``doc`` opens with the name of another of its specs, as Go's docs
    name what they describe, and never names ``node``'s: colly's `// ProxyURLKey is the
    context key for the request proxy address.` over `const ( ProxyURLKey key = iota;
    CheckRevisitKey )` is ProxyURLKey's alone (nats.go's `InboxPrefix is …` over
    `inboxPrefixLen`, `rdigits`, `base`). A doc naming both (echo's "jsonpOpen and jsonpClose
    are …") stays each one's."""
    first = doc.split(None, 1)[0] if doc.strip() else ""
    if not first.isidentifier():
        return False
    own = {text(n, src) for n in node.children_by_field_name("name") if n.is_named}
    if first in own or any(re.search(rf"\b{re.escape(name)}\b", doc) for name in own):
        return False
    return any(first == text(n, src) for spec in _specs(group)
               for n in spec.children_by_field_name("name") if n.is_named)


def _specs(group: Node) -> list[Node]:
    """The `const_spec`s or `var_spec`s of a `const ( … )` or `var ( … )` group."""
    specs = group.named_children
    if len(specs) == 1 and specs[0].type == "var_spec_list":
        specs = specs[0].named_children
    return [spec for spec in specs if spec.type in ("const_spec", "var_spec")]


def _go_implied_type(node: Node, src: bytes) -> str:
    """The type a `const ( … )` group's spec written as names alone has: the spec's its
    expressions repeat, the nearest one above that writes them (the Go spec's "implicit
    repetition"). Signed by its names alone, fasthttp's `CookieSameSiteLaxMode` under
    `CookieSameSiteDisabled CookieSameSite = iota` never said it was a `CookieSameSite`
    (888 of 3,705 Go constants in /tmp/aq-trees were a bare name). "" when the spec writes
    its own type or value, or the one it repeats is untyped (`A = iota`)."""
    if node.type != "const_spec" or node.child_by_field_name("value") is not None \
            or node.child_by_field_name("type") is not None:
        return ""
    above = node.prev_named_sibling
    while above is not None and (above.type != "const_spec"
                                 or above.child_by_field_name("value") is None):
        above = above.prev_named_sibling
    typed = above.child_by_field_name("type") if above is not None else None
    return collapse(text(typed, src), SIGNATURE_MAX // 2) if typed is not None else ""


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
        implied = _go_implied_type(node, src)
        return [Decl(target, kind, name, doc=doc, sig=f"{name} {implied}" if implied else "")
                for name in names if name != "_"] or None
    return rule


GO = Spec(
    module="tree_sitter_go", factory="language",
    rules={
        "function_declaration": routes_function(named("function")),
        "method_declaration": routes_function(_go_method),
        "type_spec": outside_routes(_go_type),
        "type_alias": outside_routes(_go_type),
        "method_elem": named("method"),
        "const_spec": outside_routes(_go_values("constant")),
        "var_spec": outside_routes(_go_values("variable")),
        "expression_statement": go_route,
    },
    # Groups are searched spec by spec so each spec's own comment becomes its doc (a
    # `var ( … )` group holds its specs in a var_spec_list, where `ErrNotFound = …` lived unseen).
    # A body's statements (``statement_list``, a bare block's, an `if`'s, `for`'s or `switch`'s)
    # are walked only in a function registering routes.
    transparent=frozenset({"type_declaration", "const_declaration", "var_declaration",
                           "var_spec_list"}) | ROUTE_BLOCKS,
    # What Go calls a directive (go/doc/comment): `//go:embed`, `//go:noinline`, `//nolint:x`,
    # cgo's `//export F`, `//line`.
    directives=compiled(rb"//(?:line |extern |export |[a-z0-9]+:[a-z0-9])"),
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
            # downloaded (nvm's install.sh and nvm.sh), functions defined per shell in
            # `if … then … else … fi`, and a completion function registered once defined,
            # `_eza() { … } && complete -F _eza eza` (eza's bash completion had no chunk).
            transparent=frozenset({"compound_statement", "if_statement", "elif_clause",
                                   "else_clause", "list"}))


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


SPECS: Mapping[str, Spec] = _Specs({"go": GO, "bash": BASH}, {
    "php": ("grammars_php", "PHP"),
    "rust": ("grammars_rust", "RUST"), "python": ("grammars_python", "PYTHON"),
    "javascript": ("grammars_js", "JAVASCRIPT"), "typescript": ("grammars_js", "TYPESCRIPT"),
    "tsx": ("grammars_js", "TSX"),
    "ruby": ("grammars_ruby", "RUBY"), "java": ("grammars_typed", "JAVA"),
    "c": ("grammars_c", "C"), "cpp": ("grammars_c", "CPP"),
    "csharp": ("grammars_typed", "CSHARP"), "kotlin": ("grammars_kotlin", "KOTLIN"),
    "swift": ("grammars_swift", "SWIFT"), "scala": ("grammars_typed", "SCALA"),
    "lua": ("grammars_lua", "LUA"), "dart": ("grammars_dart", "DART"),
    "elixir": ("grammars_elixir", "ELIXIR"), "zig": ("grammars_zig", "ZIG"),
    "objc": ("grammars_objc", "OBJC"), "hcl": ("grammars_hcl", "HCL"),
    "haskell": ("grammars_haskell", "HASKELL"), "solidity": ("grammars_solidity", "SOLIDITY"),
    "powershell": ("grammars_powershell", "POWERSHELL"), "perl": ("grammars_perl", "PERL"),
    "ocaml": ("grammars_ocaml", "OCAML"), "ocaml_interface": ("grammars_ocaml", "OCAML_INTERFACE"),
    "julia": ("grammars_julia", "JULIA"),
})
