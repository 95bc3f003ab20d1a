"""Shared pieces of the tree-sitter chunker: the ``Decl`` a grammar rule returns, the ``Spec``
that describes one language, and the small text helpers every rule uses.

Nothing here imports tree-sitter: ``Node`` is only a type name, so importing the chunker stays
cheap and no grammar loads until a file of that language is chunked.
"""
from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Union

if TYPE_CHECKING:
    from tree_sitter import Node, Parser

# Scopes whose functions are methods (a Rust ``mod`` or a C++ ``namespace`` is not one of them).
TYPE_SCOPES: frozenset[str] = frozenset(
    {"class", "interface", "struct", "enum", "trait", "impl"}
)

SIGNATURE_MAX = 160

# The name a rule gives a declaration its file names, an anonymous one the file's code is (PHP's
# `return new class extends Migration { … };`, which Laravel loads by its file): the walker
# writes the file's stem in its place (``Walker._emit``), since a rule sees no path.
FILE_STEM = "\0stem"

# A parse that runs longer is given up and its file read as one whole-file chunk: a grammar's
# error recovery can be quadratic (tree-sitter-kotlin took 8.5 s over 2,000 lines of
# `@Ann(x)` and minutes over 12,500), and one such file must not stall an index. Real files
# parse at megabytes a second (fmt's 170 KB format.h: 40 ms).
PARSE_SECONDS = 5.0
# Bytes handed to the parser a read. A grammar's scanner may go back and read again from
# each token (tree-sitter-perl read 13,473 times over a 122 KB test file: in 64 KB slices,
# 880 MB copied, 290 ms around a 32 ms parse); a grammar reading straight through makes a
# call per slice, ~1 µs each. (Not memoryview slices, which copy nothing: py-tree-sitter's
# `Node.text` then reads freed memory and crashes.)
_READ_BYTES = 1 << 11


_NEWLINE = re.compile("\n")


def parse_within(parser: Parser, src: bytes, seconds: float | None = None) -> Node | None:
    """``src``'s tree, or ``None`` when parsing takes over ``seconds`` (``PARSE_SECONDS``).

    tree-sitter checks its progress callback only when it reads through a callback; a
    cancelled parser resumes that parse on its next call unless reset.
    """
    deadline = time.monotonic() + (PARSE_SECONDS if seconds is None else seconds)
    try:
        tree = parser.parse(lambda at, _point: src[at:at + _READ_BYTES],
                            progress_callback=lambda *_: time.monotonic() > deadline)
    except ValueError:   # cancelled: "Parsing failed"
        parser.reset()
        return None
    return tree.root_node if tree is not None else None

# Every byte but a line break as a space: text blanked this way keeps every row and offset.
NOT_NEWLINE = bytes.maketrans(bytes(range(256)), b" " * 10 + b"\n" + b" " * 245)

@dataclass(slots=True)
class Scope:
    """Where a rule is looking: the qualified container path and the kind/name of its owner,
    and the namespace around it that names leave out (``Decl.qualifies``)."""

    path: str
    kind: str
    name: str
    namespace: str = ""


@dataclass(slots=True)
class Decl:
    """One declaration found by a rule; the walker turns it into a ``Chunk``.

    ``kind == ""`` opens a scope without emitting a chunk (Ruby ``class << self``, Kotlin
    companion objects, anonymous namespaces). ``qual`` is an extra qualifier between the
    enclosing path and the name (Go receiver, C++ ``Foo::``, JS ``res.``). ``rescope`` makes the
    name the container of the remaining siblings (C# file-scoped and PHP statement namespaces).
    ``tail`` is a later sibling the declaration runs to (Dart's ``function_body``, which
    follows its signature instead of sitting inside it; Elixir's later clauses of a function);
    ``lead`` an earlier sibling it starts at, as at a prefix (Elixir's `@doc`/`@spec` above a
    function).
    ``doc`` is a doc the rule read itself (Elixir's ``@doc "…"``), over any leading comment;
    ``doc_else`` one it gives when no comment documents the declaration (a Ruby alias's
    "Alias of `old`.");
    ``sig`` a signature it wrote itself, over the header read from the source (a getter defined
    by `Object.defineProperties(X.prototype, { host: { get () {…} } })` reads `get host()`).
    ``params`` is a constructor's parameter list walked in the members' scope: those that
    declare members (Kotlin's `val`/`var`, PHP's promoted, a C# record's) are properties.
    ``beside`` names the declaration beside its scope's owner, not inside it: Elixir's
    `defstruct` in `defmodule Oban.Config` is `%Oban.Config{}`, the module's own name (a
    number: that many scopes out, a Rust impl in inline modules nested two deep 2; a negative
    one: in no scope, a C/C++ `#define` written inside a namespace or class).
    ``qualifies`` says whether the name goes into its members' containers: a C# or PHP
    namespace's does not, as a Java package's does not (see ``grammars_typed._cs_namespace``).
    ``spot`` is the part of a statement declaring several names that writes this one (a
    symbol of Ruby's `attr_reader :a,` / `:b`): the chunk's lines are its lines (from the
    statement's first when it is on that line, from ``lead`` when one is given: a bitflags
    table item's `#[derive(…)]` above its header), its doc still the statement's; with a
    ``tail``, to the tail's end (a Haskell name's equations under a signature of several).
    ``sig_start`` is where the signature starts when it is before the node (a Dart top-level
    variable's keyword and type, siblings of its names: `const ComputeImpl compute = …`).
    ``sig_head`` is the text a declaration of several names writes once for all of them, put
    before this name's own header (C's `static PROLOG_HANDLER` of `static PROLOG_HANDLER
    prolog0, prolog1;`, whose names were signed `prolog0` and `prolog1` alone).
    ``sig_tail`` is what the declaration writes after its body, shown after a folded `{ … }`:
    the alias of C's `typedef enum { … } Htop_Reaction;` (signed `typedef enum` before).
    ``note`` is a deprecation note the rule read itself ("Deprecated: Use x."), for what no
    line above the name says: OCaml's `[@@deprecated "Use x"]` after the item.
    ``free`` keeps a function a function inside a type: no caller calls it through the type
    (Zig's `test "timer" {…}` in a struct was `method TimerTests.timer`, a test at file scope
    `function`).
    """

    node: Node
    kind: str
    name: str
    body: Node | None = None
    members: Node | None = None
    qual: str = ""
    scope_kind: str = ""
    sig_end: int = -1
    rescope: bool = False
    tail: Node | None = None
    doc: str = ""
    doc_else: str = ""
    sig: str = ""
    params: Node | None = None
    lead: Node | None = None
    beside: int = 0
    qualifies: bool = True
    spot: Node | None = None
    sig_start: int = -1
    sig_head: str = ""
    sig_tail: str = ""
    free: bool = False
    note: str = ""


RuleResult = Union[Decl, list[Decl], None]
Rule = Callable[["Node", Scope, bytes], RuleResult]


@dataclass(slots=True)
class Spec:
    """How to find declarations in one language's tree.

    ``rules`` map a node type to a function returning declarations; ``transparent`` node types
    are searched at the same scope (preprocessor blocks, ``if TYPE_CHECKING:``, Go ``const (…)``
    groups); ``wrappers`` map a node type to the field that holds the wrapped declaration
    (``None``: its first child with a rule) and lend it their start line and leading comment
    (decorators, ``export``, ``template<…>``); ``prefixes`` are sibling attributes that belong to
    the next declaration (Rust ``#[…]``); comments starting with an ``inner_docs`` marker
    document the enclosing item (Rust ``//!``), so they never become a declaration's doc;
    ``slash_comments`` says ``//`` and ``/* */`` are comments to drop from signatures;
    ``comment_holders`` are node types whose trailing comments belong to the next declaration
    (Haskell's ``imports`` ends with the Haddock comment of the first declaration after it);
    ``blanked_leads`` says the rows a rewrite blanked right above a declaration are its own
    (Kotlin's annotation lines, see ``rewrite.py``): its lines start there, and the doc above
    them is its doc; comments matching ``directives`` right above a declaration are its lines
    as attributes are, not its doc (Go's `//go:embed`, `//go:noinline`, `//nolint:x`);
    ``doc_text`` rewrites a doc's raw comments, the file's source at hand, before they are
    cleaned (DartDoc's `{@macro name}` is the text of the file's `{@template name}`);
    ``doc_under`` gives the comment after a declaration (the sibling after its statement) when
    that comment is the declaration's doc, written under it (OCaml's `val length : t -> int` /
    `(** The length. *)`): the declaration's lines run through it, and no declaration below
    takes it. ``labels`` says a short comment over a run of declarations may be a section's
    label, no doc (``labels.py``); not where a comment right above is always the doc.
    ``file_scope`` gives the kind of a file's top-level scope from its path, for a file whose
    place says what its calls declare (Rails' `config/routes/admin.rb`, routes with no `draw`
    block around them).
    """

    module: str
    factory: str
    rules: dict[str, Rule]
    comments: frozenset[str] = frozenset({"comment"})
    transparent: frozenset[str] = frozenset()
    wrappers: dict[str, str | None] = field(default_factory=dict)
    prefixes: frozenset[str] = frozenset()
    docstrings: bool = False
    inner_docs: tuple[bytes, ...] = ()
    slash_comments: bool = True
    comment_holders: frozenset[str] = frozenset()
    blanked_leads: bool = False
    directives: re.Pattern[bytes] | None = None
    doc_text: Callable[[str, bytes], str] | None = None
    doc_under: Callable[[Node | None, Node, bytes], Node | None] | None = None
    labels: bool = True
    file_scope: Callable[[str], str] | None = None


def named(kind: str, members: bool = False, name_field: str = "name",
          body_field: str = "body", scope_kind: str = "", constructor: str = "") -> Rule:
    """A rule for the common shape: a ``name`` field and an optional ``body`` field.

    ``constructor`` is the name that makes the declaration a constructor in languages that
    spell one as a method or function (JS ``constructor``, Scala ``this``).
    """
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name = field_text(node, name_field, src)
        if not name:
            return None
        body = node.child_by_field_name(body_field)
        return Decl(node, "constructor" if constructor and name == constructor else kind, name,
                    body=body, members=body if members else None, scope_kind=scope_kind)
    return rule


def unticked(rule: Rule) -> Rule:
    """``rule`` with its names out of backticks, as the compiler names them: Swift's `` var
    `default`: Self `` declares ``default``, called as `.default` (the backticks only let a
    keyword be a name); Kotlin's test `` fun `should serialize duration`() `` is the JVM method
    a Gradle or JUnit report names ``DurationTests > should serialize duration()``."""
    def rule_unticked(node: Node, scope: Scope, src: bytes) -> RuleResult:
        found = rule(node, scope, src)
        for decl in found if isinstance(found, list) else [found] if found else []:
            decl.name = decl.name.replace("`", "")
            decl.qual = decl.qual.replace("`", "")
        return found
    return rule_unticked


def header_end(node: Node, *fields: str) -> int:
    """Where a header ends: at the first of ``fields`` the node has (-1 without any).

    Comments between `def f():` (or Lua's `function f()`) and the first statement sit before
    the body node, so a header that ran to the body would take them in.
    """
    for name in fields:
        part = node.child_by_field_name(name)
        if part is not None:
            return part.end_byte
    return -1


def text(node: Node | None, src: bytes) -> str:
    """The node's source text ("" for a missing node); invalid UTF-8 never raises."""
    if node is None:
        return ""
    return src[node.start_byte:node.end_byte].decode("utf-8", "replace")


def field_text(node: Node, name: str, src: bytes) -> str:
    """Text of the child in field ``name``, or ""."""
    return text(node.child_by_field_name(name), src)


def first_named(node: Node) -> Node | None:
    """First named child or ``None`` (tree-sitter 0.26 raises IndexError on a childless node)."""
    return node.named_child(0) if node.named_child_count else None


def bare_string(statement: Node | None) -> Node | None:
    """The string a Python statement is, when it is nothing else (a docstring), else ``None``."""
    if statement is None or statement.type != "expression_statement":
        return None
    string = first_named(statement)
    return string if string is not None and string.type in ("string", "concatenated_string") \
        else None


def child_of_type(node: Node, types: frozenset[str] | set[str]) -> Node | None:
    """First named child whose type is in ``types`` (for grammars that leave bodies unfielded)."""
    for child in node.named_children:
        if child.type in types:
            return child
    return None


def plus_operands(node: Node, binary: str, strings: frozenset[str]) -> list[Node] | None:
    """The strings a test title joins with `+` (``binary`` the grammar's operator node), left
    to right: addressable's `it "should have a route of '#fragment' " + "from '…'" do` was
    named by its source, `…'#fragment' " + "from …`. ``None`` unless every operator is `+`
    and every operand one of ``strings``."""
    if node.type in strings:
        return [node]
    if node.type != binary or not has_token(node, "+") or node.named_child_count != 2:
        return None
    left, right = (plus_operands(c, binary, strings) for c in node.named_children)
    return left + right if left is not None and right is not None else None


def has_token(node: Node, token: str) -> bool:
    """Whether an anonymous child (a keyword) equals ``token``: ``interface``, ``const``…"""
    for child in node.children:
        if not child.is_named and child.type == token:
            return True
    return False


def is_constant_name(name: str) -> bool:
    """UPPER_CASE names are constants by convention in Python, Ruby, JS and shell."""
    return name.isupper()


def collapse(value: str, limit: int) -> str:
    """Whitespace runs become one space; longer than ``limit`` is cut with an ellipsis."""
    return capped(" ".join(value.split()), limit)


def as_titled(value: str, limit: int) -> str:
    """A title as its string writes it (a test's, `it('Jan  1 2012 …')`), cut at ``limit``:
    its runs of spaces kept, which a runner's name filter needs (`jest -t`), a line break
    and the blanks around it one space.

    >>> as_titled("Jan  1 2012 is\\n    week 52", 80)
    'Jan  1 2012 is week 52'
    """
    return capped(_LINE_BREAK.sub(" ", value).strip(), limit)


_LINE_BREAK = re.compile(r"[ \t]*[\r\n][ \t\r\n]*|\t")


def comment_top(lines: list[str], row: int, marks: tuple[str, ...] = ("#",)) -> int:
    """The first row of the comment lines right above ``row`` (opening with one of ``marks``
    after their indentation, no blank between); ``row`` when there are none. A settings
    file's, an environment file's, a workflow's or a Dockerfile's comment over an entry is its
    doc.

    >>> comment_top(["x = 1", "# The port.", "# Default 80.", "port = 80"], 3)
    1
    """
    top = row
    while top > 0 and lines[top - 1].lstrip().startswith(marks):
        top -= 1
    return top


def capped(value: str, limit: int) -> str:
    """``value`` cut to ``limit`` characters, the cut marked with an ellipsis."""
    if len(value) > limit:
        return value[: limit - 1].rstrip() + "…"
    return value


# The bracket each opener is closed by (a value's signature cut at its first line, an import
# written over lines).
CLOSERS = {"(": ")", "[": "]", "{": "}"}


def end_row(node: Node) -> int:
    """Last row holding the node's text (tokens that swallow their newline end at column 0)."""
    start, end = node.start_point, node.end_point
    if end.column == 0 and end.row > start.row:
        return end.row - 1
    return end.row


def rescoped_end_row(node: Node) -> int:
    """The last row a statement namespace (``Decl.rescope``) names: its file's or block's,
    or the one before the next statement of its kind there, a block form (`package B {…}`,
    `namespace B {…}`) aside. Perl files declare several: Plack's `package
    HTTP::Message::PSGI::ChunkedInput;` ran to the end of the file over the `package
    HTTP::Message::PSGI;` after it (19 such packages in Plack; an outline nested them)."""
    sibling = node.next_named_sibling
    while sibling is not None:
        if sibling.type == node.type and sibling.child_by_field_name("body") is None \
                and not any(c.type == "block" for c in sibling.named_children):
            return max(end_row(node), sibling.start_point.row - 1)
        sibling = sibling.next_named_sibling
    return end_row(node.parent) if node.parent is not None else end_row(node)


def line_starts(text: str) -> list[int]:
    """The offset each line of ``text`` starts at: ``bisect_right(starts, offset)`` is the
    1-based line holding ``offset``, for readers that place chunks by offset, not by node.

    >>> line_starts("a\\nbc\\n")
    [0, 2, 5]
    """
    return [0] + [m.end() for m in _NEWLINE.finditer(text)]


def last_segment(name: str, sep: str) -> str:
    """``a::b::Foo`` -> ``Foo``; generic arguments are dropped first (``Foo<T>`` -> ``Foo``)."""
    for bracket in ("<", "["):
        cut = name.find(bracket)
        if cut > 0:
            name = name[:cut]
    return name.rsplit(sep, 1)[-1].strip()


def prev_siblings(node: Node) -> Iterator[Node]:
    """``node``'s earlier siblings, nearest first."""
    prev = node.prev_sibling
    while prev is not None:
        yield prev
        prev = prev.prev_sibling


def trailing_comments(node: Node, comments: frozenset[str]) -> list[Node]:
    """The comments ``node`` ends with, in order: a grammar that folds the comment above the
    next declaration into the node before it, directly or in the body it ends with (Scala's
    indented block). Only the last block: a blank line ends one, as it does between
    comments the walk reads one by one (akka-http's `// TODO: re-establish serializability`
    / `` / `// manual case-class stuff` above `object Strict`, after a brace-less `def`, was
    all its doc)."""
    trailing: list[Node] = []
    while not trailing:   # a loop, not recursion: a body may end 3,000 levels deep
        for child in reversed(node.named_children):
            if child.type not in comments:
                break
            if trailing and end_row(child) + 1 < trailing[-1].start_point.row:
                break
            trailing.append(child)
        else:
            break
        if not trailing:
            node = child
    return trailing[::-1]


def content_end_row(node: Node, comments: frozenset[str]) -> int:
    """The last row of ``node``'s own text: trailing comments and whatever its last body runs
    into (a Scala indented block ends at the next declaration's first token) left out."""
    while True:   # a loop, not recursion: the last body may end 3,000 levels deep
        # A brace block's own `}` is among its children, so it ends the block.
        child = next((c for c in reversed(node.children) if c.type not in comments), None)
        if child is None:
            return end_row(node)
        node = child


# The C family's `#if` groups, which declarations sit in as they sit in the scope around them.
C_PREPROC = frozenset({"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif",
                       "preproc_elifdef"})


# Characters of a dotted container kept, its innermost parts after a "…": no real code comes
# near it, and each of 5,000 nested Rust modules carried its ~30 KB path to be tokenized
# (12.7 s and 700 MB to index a 69 KB file).
MAX_CONTAINER = 1_000

def innermost(container: str) -> str:
    """``container``, or past ``MAX_CONTAINER`` characters "…" and its innermost parts.

    >>> innermost("a.b")
    'a.b'
    """
    if len(container) <= MAX_CONTAINER:
        return container
    cut = container.find(".", len(container) - MAX_CONTAINER)
    return "…" + (container[cut + 1:] if cut >= 0 else container[-MAX_CONTAINER:])
