"""Shared pieces of the tree-sitter chunker: the ``Decl`` a grammar rule returns, the ``Spec``
that describes one language, and the small text helpers every rule uses.

Nothing here imports tree-sitter: ``Node`` is only a type name, so importing the chunker stays
cheap and no grammar loads until a file of that language is chunked.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Union

from codesift.chunk.yard import yard_parse_as_comments

if TYPE_CHECKING:
    from tree_sitter import Node, Parser

# Scopes whose functions are methods (a Rust ``mod`` or a C++ ``namespace`` is not one of them).
TYPE_SCOPES: frozenset[str] = frozenset(
    {"class", "interface", "struct", "enum", "trait", "impl"}
)

SIGNATURE_MAX = 160
DOC_MAX = 400

# A parse that runs longer is given up and its file read as one whole-file chunk: a grammar's
# error recovery can be quadratic (tree-sitter-kotlin took 8.5 s over 2,000 lines of
# `@Ann(x)` and minutes over 12,500), and one such file must not stall an index. Real files
# parse at megabytes a second (fmt's 170 KB format.h: 40 ms).
PARSE_SECONDS = 5.0
_READ_BYTES = 1 << 16


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
    """Where a rule is looking: the qualified container path and the kind/name of its owner."""

    path: str
    kind: str
    name: str


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
    ``sig`` a signature it wrote itself, over the header read from the source (a getter defined
    by `Object.defineProperties(X.prototype, { host: { get () {…} } })` reads `get host()`).
    ``params`` is a constructor's parameter list walked in the members' scope: those that
    declare members (Kotlin's `val`/`var`, PHP's promoted, a C# record's) are properties.
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
    sig: str = ""
    params: Node | None = None
    lead: Node | None = None


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
    as attributes are, not its doc (Go's `//go:embed`, `//go:noinline`, `//nolint:x`).
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
    return _capped(" ".join(value.split()), limit)


def _capped(value: str, limit: int) -> str:
    if len(value) > limit:
        return value[: limit - 1].rstrip() + "…"
    return value


# A blank line (and those after it): where a doc's paragraph ends.
_BLANK_LINES = re.compile(r"\n[^\S\n]*\n\s*")
# A line of a doc that is a paragraph of its own, or opens one: a Markdown heading (rustdoc's
# `# Examples`, `## Panics`; not "# of bytes read"), an RDoc one (rack's `== The Response`)
# or a code fence.
_HEADING = re.compile(r"[ \t]*(?:#{1,6}[ \t]+(?![a-z])\S|={1,6}[ \t]+[A-Z])")
_FENCE = re.compile(r"[ \t]*```")


def collapse_doc(value: str, limit: int) -> str:
    """A doc's text as ``collapse`` makes it, but one paragraph a line: a blank line, a Markdown
    heading or a code fence ends the paragraph before it. The address line's description is
    the first paragraph's first sentence: folded into one line, a summary without a full stop
    ran on into the next paragraph (monolog's `Level::Info` read "Interesting events Examples:
    User logs in, SQL logs.", http's `Builder.extension` "Adds an extension to this builder #
    Examples # use http::*; …"). The words, and so the index, are the same.

    >>> collapse_doc("Parse a string\\n\\n  Returns a\\n  document.\\n## Panics\\nIf empty.", 400)
    'Parse a string\\nReturns a document.\\n## Panics\\nIf empty.'
    """
    paragraphs: list[str] = []
    size = 0
    for block in _BLANK_LINES.split(value):
        for paragraph in _markdown_paragraphs(block, limit) \
                if "#" in block or "```" in block or "= " in block else (block,):
            words = " ".join(paragraph.split())
            if words:
                paragraphs.append(words)
                size += len(words) + 1
        if size > limit + 1:   # a docstring may be long: what follows would be cut anyway
            break
    return _capped("\n".join(paragraphs), limit)


def _markdown_paragraphs(block: str, limit: int) -> list[str]:
    """``block``'s lines as paragraphs: a heading one of its own, a fence opening one; no more
    than ``limit`` characters of them."""
    paragraphs: list[list[str]] = [[]]
    size = 0
    for line in block.split("\n"):
        heading = _HEADING.match(line) is not None
        if (heading or _FENCE.match(line)) and paragraphs[-1]:
            paragraphs.append([])
        paragraphs[-1].append(line)
        if heading:
            paragraphs.append([])
        words = " ".join(line.split())
        size += len(words) + bool(words)   # as ``collapse_doc`` will join them
        if size > limit + 1:
            break
    return [" ".join(p) for p in paragraphs]


# One pass over the whole block: the marker opening each line, and a closing `*/` or `-->`.
# Sphinx's `#:` above an attribute is a marker too (werkzeug's docs read ": the maximum …").
_COMMENT_MARKERS = re.compile(
    r"^[ \t]*(?:#!.*|/\*+!?|\*+(?!/)|//+!?|#+(?::(?=[ \t]|$))?"
    r"|--+(?:[ \t]*[|^](?=[ \t]))?|;+|<!--|<#)"  # `-- |` Haddock
    r"|[ \t]*(?:\*+/|-->|#>)[ \t]*$", re.M)
# C# XML doc wrappers carry no words worth indexing; keep the text between them.
_XML_DOC_TAGS = re.compile(r"</?(?:summary|remarks|para|returns|value|example|c|code)>")
# Source read for a doc: enough for DOC_MAX characters after markers and indentation go.
_DOC_SOURCE_MAX = DOC_MAX * 4


# Lines addressed to a tool, not a reader (`// eslint-disable-next-line …`, `# noqa`,
# `//go:generate`, `/* istanbul ignore next */`): never a declaration's doc.
_PRAGMA_LINE = re.compile(
    r"^[ \t]*(?:/\*+|//+|#+|\*+|--+)[ \t]*(?:eslint\b|prettier-ignore|@ts-|tslint:|jshint\b"
    r"|(?:istanbul|c8|v8) ignore|noqa\b|type:[ \t]*ignore|pylint:|mypy:|pyright:|nolint|NOSONAR"
    # gosec's and bandit's (`HeaderXCSRFToken = "X-CSRF-Token" // #nosec G101`).
    r"|#?nosec\b"
    r"|rubocop:|clang-format|biome-ignore|deno-lint-ignore|swiftlint:|ktlint|@formatter:"
    r"|#?(?:end)?region\b|go:\w|\+build\b"
    # Xcode's jump-bar marks (`// MARK: - With Synchronous Matchers`) title a stretch of a
    # file, not the declaration under them (12 of Nimble's docs began with one).
    r"|MARK:|ReSharper\s+(?:disable|restore)"
    # A bundler's annotation (`/*#__PURE__*/` above immer's `isPlainObject`).
    r"|[#@]__(?:PURE|NO_SIDE_EFFECTS)__"
    # Magic comments for the interpreter or editor, when they are the whole line (`# frozen_
    # string_literal: true` above 21 of rake's modules was their doc; `// -*- C++ -*-`).
    r"|-\*-.*-\*-|(?:frozen_string_literal|warn_indent|shareable_constant_value|typed"
    r"|(?:file)?(?:en)?coding)[:=][ \t]*[\w.-]+[ \t]*$|vim?:[ \t]*(?:set?[ \t]|\w+=)).*$",
    re.M | re.I)
# What a pragma line needs to hold, lower-cased: a plain scan spares most comments the
# per-line pattern. Substring tests, not a case-insensitive alternation, which cost ten times
# as much (39 us for a 350-character doc comment; 5 % of chunking ripgrep).
_PRAGMA_HINTS = ("lint", "prettier-", "@ts-", "ignore", "noqa", "mypy:", "pyright:", "nosonar",
                 "nosec", "rubocop:", "clang-format", "@formatter:", "region", "go:", "+build", "-*-",
                 "frozen_string", "warn_indent", "shareable_constant", "typed:", "coding:",
                 "coding=", "vi:", "vim:", "mark:", "resharper", "__pure__", "__no_side_effects__")


# The Apache header's "Licensed to the Apache Software Foundation (ASF) under one or more"
# leads every file of an Apache project (commons-lang's 18 package-info.java summaries).
_FOUNDATION = r"|\blicensed to the [^\n]{0,60}?\bfoundation\b"
# The first line of a license header.
LICENSE = re.compile(r"\b(?:copyright|licensed under|spdx-license-identifier|all rights reserved)\b"
                     r"|\(c\)\s*\d{4}" + _FOUNDATION, re.I)
# A license's own words, stricter than ``LICENSE``: a doc may speak of "the copyright notice".
_LICENSE_TEXT = re.compile(r"\bcopyright\s+(?:\(c\)|©|\d{4})|\blicensed under\b|spdx-license-identifier"
                           r"|\ball rights reserved\b" + _FOUNDATION, re.I)
_LETTER = re.compile(r"[^\W\d_]")
# The bracket each opener is closed by (a value's signature cut at its first line, an import
# written over lines).
CLOSERS = {"(": ")", "[": "]", "{": "}"}
# A banner: a title of one short line framed on both sides by a rule, a run of 3 or more of
# = - * / # ~ _ (`/*=======MAIN=====*/`, `// ----- Helpers -----`, zod's `//////////
# ZodString  //////////`, a title between two lines of dashes), or of two of - = ~ #
# (`//-- transforms --`). A run of stars and slashes alone counts from 4: `/**` and `**/`
# are a doc comment's own marks.
_RULE_CHARS = "-=*/#~_"
_BANNER_MAX = 400   # two 80-column rules around a title line
_TITLE_MAX = 60


def _is_banner(comment: str) -> bool:
    """Whether ``comment`` is a short title between two rules (see ``_RULE_CHARS``).

    Read by stripping the rules off both ends, not by one regex: the regex this replaced
    backtracked over every split of a long rule (seconds on a 1,200-character `-=-=` line).
    """
    text = comment.strip()
    if len(text) > _BANNER_MAX:
        return False
    text = text.removesuffix("*/")
    framing = _RULE_CHARS + " \t\r\n"
    title = text.strip(framing)
    # A title, not a sentence: `/*****` / ` * Returns the length of the string.` / ` ****/`
    # boxes a doc.
    if not title or len(title) > _TITLE_MAX or "\n" in title or title.endswith("."):
        return False
    start = len(text) - len(text.lstrip(framing))
    runs = (text[:start], text[start + len(title):])
    return all(_is_rule(run.translate(_NO_SPACE)) for run in runs)


_NO_SPACE = str.maketrans("", "", " \t\r\n")


# Rule characters that frame a title two at a time (`//-- transforms --` over yup's
# `ensure`, `== Helpers ==`): not `*`/`/`, a comment's own marks, nor `_` (`// __proto__`).
_SHORT_RULE = "-=~#"


def _is_rule(run: str) -> bool:
    """A rule: 3+ rule characters, one of them not a star or slash, 4+ stars and slashes, or
    two of ``_SHORT_RULE``."""
    return len(run) >= 4 or len(run) == 3 and run.strip("*/") != "" \
        or len(run) == 2 and not run.strip(_SHORT_RULE)


def end_row(node: Node) -> int:
    """Last row holding the node's text (tokens that swallow their newline end at column 0)."""
    start, end = node.start_point, node.end_point
    if end.column == 0 and end.row > start.row:
        return end.row - 1
    return end.row


def says_nothing(comment: str) -> bool:
    """A comment no declaration's doc: a license header (okio's build scripts led with
    "Copyright (C) 2023 Square, Inc." above their first `//` line) or a rule of stars or
    dashes (json-c's `/*****/` over each function), alone or framing a short title (Unity's
    `/*=======MAIN=====*/` was the doc of the `main` under it)."""
    head = comment[:_DOC_SOURCE_MAX]
    if _LETTER.search(head) is None:
        return True
    if _is_banner(head):
        return True
    # Most comments name no license: a plain substring test spares them the regex.
    low = head.lower()
    return ("copyright" in low or "licen" in low or "rights reserved" in low) \
        and _LICENSE_TEXT.search(head) is not None


def clean_comment(raw: str) -> str:
    """Comment markers stripped from every line, shebangs and tool pragmas dropped, whitespace
    collapsed but for paragraph breaks (``collapse_doc``)."""
    raw = raw[:_DOC_SOURCE_MAX]
    if "@!parse" in raw:
        raw = yard_parse_as_comments(raw)
    lowered = raw.lower()
    if any(hint in lowered for hint in _PRAGMA_HINTS):
        raw = _PRAGMA_LINE.sub("", raw)
    cleaned = _COMMENT_MARKERS.sub(" ", raw)
    if "</" in cleaned:
        # The summary is a paragraph of its own: FluentValidation's `Validate` read "Validates
        # the specified instance The object to validate", its `<param>` text after it.
        cleaned = _XML_DOC_TAGS.sub(lambda m: "\n\n" if m.group() == "</summary>" else "",
                                    cleaned)
    return collapse_doc(cleaned, DOC_MAX)


def clean_docstring(raw: str) -> str:
    """A Python string literal's contents: prefix and quotes removed, whitespace collapsed but
    for paragraph breaks (``collapse_doc``)."""
    raw = raw.lstrip("rRbBuUfF")
    for quote in ('"""', "'''", '"', "'"):
        if raw.startswith(quote):
            raw = raw[len(quote):]
            if raw.endswith(quote):
                raw = raw[: -len(quote)]
            break
    return collapse_doc(raw, DOC_MAX)


def constructor_property(node: Node, name: str, owner: Node | None, src: bytes,
                         comments: frozenset[str], *tags: re.Pattern[bytes]) -> Decl:
    """A member a constructor's parameter declares (Kotlin's `val`, PHP's promoted, a C#
    record's): a property, described by its own comment or else by its owner's line for it."""
    if owner is None or _own_comment(node, comments):
        return Decl(node, "property", name)
    return Decl(node, "property", name, doc=_tag_doc(owner, src, comments, *tags))


# The text of a doc tag's line and its continuation lines, up to the next tag or the comment's
# end (`@property isSynthetic whether it is\n *   synthetic.`), after the tag and its name.
TAG_TEXT = rb"\b((?:(?!\n[ \t]*\*?[ \t]*@|\*/).)*)"


def _own_comment(node: Node, comments: frozenset[str]) -> bool:
    """Whether a comment opens a line right above ``node`` among its siblings (not one ending
    the line of the code before it, `val a: Int, // the a`): the walker takes it as its doc."""
    before = node.prev_named_sibling
    if before is None or before.type not in comments:
        return False
    code = before.prev_named_sibling
    for _ in range(_TAG_COMMENTS):
        if code is None or code.type not in comments:
            break
        code = code.prev_named_sibling
    row = end_row(code) if code is not None else node.parent.start_point.row if node.parent else -1
    return before.start_point.row > row


# Comment nodes, and bytes, read above a constructor's owner for its parameters' tags: a KDoc
# or PHPDoc is one node, a C# `///` doc one node a line.
_TAG_COMMENTS = 64
_TAG_SOURCE_MAX = 16_384


def _tag_doc(owner: Node, src: bytes, comments: frozenset[str], *tags: re.Pattern[bytes]) -> str:
    """What the first of ``tags`` to match captures in the comments right above ``owner``,
    cleaned: a constructor parameter's line in its owner's doc (KDoc's `@property name …`,
    PHPDoc's `@param type $name …`, C#'s `<param name="…">…</param>`); "" without one."""
    raw = _comments_above(owner, src, comments)
    for tag in tags:
        found = tag.search(raw)
        if found is not None:
            return clean_comment(found.group(1).decode("utf-8", "replace"))
    return ""


@lru_cache(maxsize=8)
def _comments_above(owner: Node, src: bytes, comments: frozenset[str]) -> bytes:
    """The run of comments right above ``owner``, read once for all its parameters: each step
    back to a previous sibling walks tree-sitter's siblings from the first, so a step per
    parameter over 2,000 `///` lines was cubic (83 s for a 63 KB record)."""
    last = owner.prev_sibling
    if last is None or last.type not in comments:
        return b""
    first = last
    for _ in range(_TAG_COMMENTS):
        before = first.prev_sibling
        if before is None or before.type not in comments:
            break
        first = before
    return src[max(first.start_byte, last.end_byte - _TAG_SOURCE_MAX):last.end_byte]


def last_segment(name: str, sep: str) -> str:
    """``a::b::Foo`` -> ``Foo``; generic arguments are dropped first (``Foo<T>`` -> ``Foo``)."""
    for bracket in ("<", "["):
        cut = name.find(bracket)
        if cut > 0:
            name = name[:cut]
    return name.rsplit(sep, 1)[-1].strip()
