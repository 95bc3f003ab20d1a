"""Which comments above a declaration say something about it: its doc.

The comments above a declaration become its doc: of blocks stacked there the nearest, a doc
comment (``/**``, ``///``) without the plain ones beside it, less a license header or a rule,
less code commented out; a comment above an ``#if`` line is the doc of the group's first line.
(A header's own comments, which leave its signature: ``header_text.py``.)
(A constructor's parameter declaring a member, documented in its owner's doc: ``owner_tags.py``.)

>>> doc_comments(["// jsonString(params?: string): this;", "/** @deprecated Use xid(). */"])
['/** @deprecated Use xid(). */']
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import end_row
from codesift.chunk.banners import is_boxed_title
from codesift.chunk.commented import STATEMENT
from codesift.chunk.doctext import clean_comment, says_nothing
from codesift.chunk.doxygen import FILE_COMMAND_TEXT, PAGE_COMMAND_TEXT, own_group
from codesift.chunk.gennotes import generator_note
from codesift.chunk.pragmas import without_pragmas
from codesift.docline import WORK_NOTE

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# Comments written as documentation: Javadoc/JSDoc/KDoc/Doxygen `/**`, Rust/C#/Swift `///` and
# OCaml's `(**` (not a rule of stars or slashes: `/*****/`, `//////`, `(*****`, nor `(**)`).
_DOC_COMMENT = compiled(r"/\*\*(?![*/])|///(?!/)|\(\*\*(?![*)])")
# Where `///` is no doc comment: in JavaScript and TypeScript it opens a triple-slash directive
# (`/// <reference types="node" />`) or a banner (pino.d.ts's `/// Exported types and
# interfaces` was BaseLogger's doc); their doc comment is JSDoc's `/**`.
_TRIPLE_SLASH = compiled(r"///(?!/)")
_TRIPLE_SLASH_NO_DOC = frozenset({"javascript", "typescript", "tsx", "vue", "svelte"})
# A line of code: a call or declaration ending in `);` or `) {`, an assignment ending in `;`,
# a brace alone, a Rust attribute (hyper's `//#[expect(clippy::large_enum_variant, …)]` over
# `enum State` was its doc; `// #![deny(warnings)]  // FIXME: …`). Prose rarely ends so:
# "Frees the buffer;" has no call, "Keys are written verbatim (unquoted/unescaped);" no name
# right before its parenthesis.
_CODE_LINE = compiled(r".*[\w)\]>]\(.*[)\]][ \t]*(?:const[ \t]*)?[;{][ \t]*$|[{}][ \t]*$"
                      r"|[\w.\[\]*>-]+[ \t]*[-+*/|&]?=[ \t]*[^=\s].*;[ \t]*$"
                      r"|#!?\[.*\][ \t]*(?://.*)?$")


# A line comment telling a tool about the next line alone (`// eslint-disable-next-line
# complexity`, oxlint's `// oxlint-disable-next-line`, `// @ts-expect-error`, `/* istanbul
# ignore next */`): it sits between a declaration and its doc, and is no block of its own.
_NEXT_LINE_PRAGMA = compiled(
    rb"(?://+|/\*+)[ \t]*(?:(?:es|ox)lint-disable-next-line|prettier-ignore|@ts-(?:ignore|expect-error)"
    rb"|(?:istanbul|c8|v8) ignore next|biome-ignore|deno-lint-ignore(?!-file)"
    rb"|tslint:disable-next-line|NOSONAR)\b")


def pragma_under_doc(doc: Node, comment: Node, src: bytes) -> bool:
    """Whether ``comment`` is a next-line pragma one blank line at most under the doc comment
    ``doc`` (`/** … */` / `` / `// eslint-disable-next-line complexity` / `function f`): the
    doc goes on to the declaration under both. debug's `useColors`, whose JSDoc says which
    browsers support `%c`, had no doc."""
    return comment.start_point.row - end_row(doc) <= 2 and is_doc_comment(src, doc.start_byte) \
        and end_row(comment) == comment.start_point.row \
        and _NEXT_LINE_PRAGMA.match(src, comment.start_byte) is not None


# A `///` line saying nothing (its newline aside: tree-sitter-rust's comments hold it), and a
# `///` line opening or closing a Markdown code fence.
_BARE_LINE_DOC = compiled(rb"///[ \t]*\r?\n?")
_FENCE_LINE_DOC = compiled(rb"///[ \t]*```")
_WORDED = compiled(rb"[^\W_]")
# A line comment that is a bare code fence: no word, but no rule either (axum's `/// ```` over
# an example, blanked, left the example's code as `Utf8Bytes.deref`'s summary).
_FENCE_LINE = compiled(r"//[/!]?[ \t]*```[ \t]*\r?\n?")


def continued_line_doc(above: list[Node], comment: Node, src: bytes, lang: str) -> bool:
    """Whether ``comment``, a `///` line one blank line under the `///` run ``above`` ends,
    goes on with that doc rather than opening one of its own: it says nothing (a paragraph
    break written at its top: Crow's `/// A rule dealing with websockets.` / `` / `///` /
    `/// Provides the interface …`, 29 of its docs read from their second paragraph) under a
    line with words (not a Doxygen group's `/// @{`, which closes the group's own doc: cli11's
    `Validator`), or a code fence the lines above opened is still open (fpdart's
    `Eq.contramap` example, whose doc was the example's last lines)."""
    if lang in _TRIPLE_SLASH_NO_DOC or not above \
            or comment.start_point.row != end_row(above[-1]) + 2 \
            or not _LINE_DOC.match(src, above[-1].start_byte) \
            or not _LINE_DOC.match(src, comment.start_byte):
        return False
    if _BARE_LINE_DOC.fullmatch(src, comment.start_byte, comment.end_byte):
        return _WORDED.search(src, above[-1].start_byte, above[-1].end_byte) is not None
    fences = sum(_FENCE_LINE_DOC.match(src, c.start_byte) is not None for c in above)
    return fences % 2 == 1


def is_doc_comment(src: bytes, start: int) -> bool:
    """Whether the comment at byte ``start`` of ``src`` is a doc comment (``_DOC_COMMENT``)."""
    return _DOC_COMMENT.match(src[start:start + 4].decode("utf-8", "replace")) is not None


def doc_comments(said: list[str], lang: str = "", touching: bool = True, name: str = "") -> list[str]:
    """The comments of ``said`` (the comments above a declaration, in order) that are its doc;
    ``touching``: the last ends on the line right above the declaration (or beside it);
    ``name``: the declaration's.

    Of several comment blocks stacked there, the nearest that says something (``_nearest``):
    cJSON's `/* Duplicate will create … */` under `cJSON_Duplicate(…);` led the doc of
    cJSON_Compare below it. A doc comment is the doc, and plain comments beside it are not
    (zod's `// jsonString(params?): this;` above `/** @deprecated … */` led xid's doc; log's
    `/// A key …` went on with `// These impls must only be based on …`, a note to
    maintainers); a license header, a rule, a title boxed by rule lines (``is_boxed_title``)
    or a code generator's note (``gennotes.generator_note``) says nothing, and is left as an empty line, as a
    blank `///` or `//` line is: the paragraph break it makes ends the doc's first paragraph
    (``base.collapse_doc``); code commented out is dropped (``_prose``). In ``lang``s where
    `///` is no doc comment (``_TRIPLE_SLASH_NO_DOC``) such a line says nothing, as an empty
    `//` line: the plain comment below a banner is the doc.
    """
    if lang in _TRIPLE_SLASH_NO_DOC:
        said = ["//" if _TRIPLE_SLASH.match(c) else c for c in said]
    said = _without_tool_lines(said)
    # A title boxed by rule lines, a line comment each, says nothing as a whole, nor when
    # the doc goes on below it (`# ----` / `# Helpers` / `# ----` / `# Compute f.`).
    blocks = [[""] * 3 + b[3:] if is_boxed_title(b[:3]) else b for b in _blocks(said)]
    # So does a title in capitals heading a run of line comments (SwiftyBeaver's `// LOGFILE
    # ROTATION` / `// ho many bytes should a logfile have …` over `logFileMaxSize`).
    blocks = [[""] + b[1:] if len(b) > 1 and _CAPS_TITLE.fullmatch(b[0]) else b for b in blocks]
    # Visual Studio's resource editor heads each `resource.h` it writes with a run of line
    # comments (`//{{NO_DEPENDENCIES}}` / `// Microsoft Visual C++ generated include file.` /
    # `// Used by Runner.rc`), no word on its first `#define` (Flutter's IDI_APP_ICON).
    blocks = [[""] * len(b) if b and "{{NO_DEPENDENCIES}}" in b[0] else b for b in blocks]
    # A code generator's note (doobie's `// This file is Auto-generated using FreeGen2.scala`
    # over `object connection`) says where the code came from, not what it is.
    blocks = [[""] * len(b) if generator_note(b) else b for b in blocks]
    blocks = [_without_license_header(b) for b in blocks]
    if lang in _DOXYGEN_LANGS:
        # Doxygen's `@file` block documents the file (``filedoc``'s chunk holds it), not the
        # declaration below: libevent's `struct in6_addr` read "Replacement types and
        # functions for platforms that don't support ipv6", taskflow's 35 `namespace tf`
        # "… include file". Right above the declaration (``touching``) it is that one's doc
        # as well, as ``filedoc`` reads JSDoc's `@file` (libevent's listener.h documents its
        # callback type so, under `/**@file event2/listener.h`).
        blocks = [[""] * len(b) if any(FILE_COMMAND_TEXT.search(c) for c in b)
                  and not (touching and i == len(blocks) - 1) else b for i, b in enumerate(blocks)]
        # A page's or group's block (`\page`, `\defgroup` …) documents that page or group
        # wherever it sits (``doxygen.page_chunks``): libusb's `usbi_io_init` showed "\page
        # libusb_mtasync Multi-threaded applications…". A group named as the declaration right
        # below is that one's own, less its command's line (``own_group``: FreeRTOS'
        # `\defgroup xQueueCreate xQueueCreate` closing the doc of `#define xQueueCreate(…)`).
        blocks = [([PAGE_COMMAND_TEXT.sub(r"\1", c) for c in b] if i == len(blocks) - 1
                   and own_group(b, name) else [""] * len(b))
                  if any(PAGE_COMMAND_TEXT.search(c) for c in b) else b
                  for i, b in enumerate(blocks)]
    said = [c for b in blocks for c in b]
    if len(blocks) > 1:
        said = _nearest(blocks)
        if lang in _DOXYGEN_LANGS and said is blocks[-1] and _doxygen_brief(blocks[-2], said):
            said = blocks[-2] + [""] + said   # the brief is a paragraph of its own
    if len(said) > 1 and any(_DOC_COMMENT.match(c) for c in said):
        said = [c for c in said if _DOC_COMMENT.match(c)]
    if lang == "go" and len(said) > 1:
        said = _annotations_apart(said)
    return ["" if says_nothing(c) and not _FENCE_LINE.fullmatch(c) else c for c in _prose(said)]


def _without_tool_lines(said: list[str]) -> list[str]:
    """``said`` less its one-line comments told to a tool (``pragmas``), and the link alone
    under one, its reason: no line of the comment. mini.nvim's `--stylua: ignore` over `---
    Module config` / `---` framed that title as a banner's (Lua's `--` and `---` read as
    rules), and the doc lost it. A doc comment stays: `/// :nodoc:` keeps a declaration out
    of the docs, and the plain `// Sequence` label above it is no doc either (yams)."""
    kept: list[str] = []
    switch = ""   # the tool's line dropped right above, if any
    for comment in said:
        line = comment.strip()
        if line and "\n" not in line and not _DOC_COMMENT.match(line) and not without_pragmas(
                f"{switch}\n{comment}" if switch else comment).strip():
            switch = switch or comment
            continue
        switch = ""
        kept.append(comment)
    return kept


# A Go comment line opening with an annotation: swag's `// @Summary Get a user`, `//\t@Param
# id path int true "ID"`, `// @Router /users/{id} [get]`.
_GO_ANNOTATION = compiled(r"[ \t]*//[ \t]*@[A-Za-z][\w.-]*(?=[ \t]|$)")


def _annotations_apart(said: list[str]) -> list[str]:
    """``said``, Go line comments, with each annotation line of a run of two or more (swag's)
    a paragraph of its own, as the line after the run is: folded into one paragraph they
    read as one sentence, where Go has no tags and `@requires` mid-sentence is a word
    (``docline``). A lone line opening with `@` is most often a sentence's wrapped words
    (gqlgen's `// … when the computed` / `// @requires strategy is used …`), and stays."""
    marked = [False, *(_GO_ANNOTATION.match(c) is not None for c in said), False]
    apart = [False] + [marked[i] and (marked[i - 1] or marked[i + 1])
                       for i in range(1, len(marked) - 1)]
    out: list[str] = []
    for i, comment in enumerate(said, 1):
        if (apart[i] or apart[i - 1]) and out and out[-1]:
            out.append("")
        out.append(comment)
    return out


# A paragraph of a license header opens with one of these: its copyright line, the license's
# name or grant, its warranty, or the project the file is part of (Apple's Swift packages'
# `// This source file is part of the Swift Async Algorithms open source project`).
_HEADER_WORDS = compiled(r"(?i)\b(?:licen[cs]e|copyright\b|all rights reserved|permission is hereby"
                         r" granted|warrant|this (?:source )?file is (?:a )?part of)")
_WORDLESS = compiled(r"[^\w]*")


def _without_license_header(block: list[str]) -> list[str]:
    """``block``, a run of plain line comments, with the license header opening it blanked:
    its paragraphs from the first while each opens with a header's words (``_HEADER_WORDS``),
    one of them a license line (``says_nothing``). A line comment at a time, only the
    copyright line said nothing, and with no blank line above the first declaration refit's
    131 namespaces read "ReactiveUI and Contributors licenses this file to you under the MIT
    license.", CsvHelper's 87 "See LICENSE.txt for details …", swift-async-algorithms'
    ChannelStorage "This source file is part of the Swift Async Algorithms open source
    project". A paragraph naming where code came from first (cast's `// From
    html/template/content.go` / `// Copyright 2011 The Go Authors.` / `// indirect returns …`)
    stays, its copyright line alone gone; a doc comment (`///`) is the doc whatever it says."""
    if len(block) < 2 or any(_DOC_COMMENT.match(c) for c in block) \
            or not any(_HEADER_WORDS.search(c) and says_nothing(c) for c in block):
        return block
    end = 0            # the header's lines: block[:end]
    opening = True     # the next line with words opens a paragraph
    for i, comment in enumerate(block):
        if _WORDLESS.fullmatch(comment):   # `//`, a rule: a paragraph break
            opening = True
            continue
        if opening and not _HEADER_WORDS.search(comment):
            break
        opening, end = False, i + 1
    return [""] * end + block[end:]


# A one-line comment that is a title in capitals: one to four words of capitals, digits and a
# name's joiners, four letters at least, a colon after it at most; no work note (`// TODO`).
_CAPS_TITLE = compiled(r"[ \t]*(?://+|#+|--)[ \t]*(?!(?:TODO|FIXME|XXX|HACK|NOTE|BUG)\b)"
                       r"(?=(?:[^A-Za-z]*[A-Z]){4})[A-Z][A-Z0-9_&/-]*(?: [A-Z0-9][A-Z0-9_&/-]*){0,3}"
                       r":?[ \t]*\r?\n?")


# Doxygen reads a run of `//!` or `///` lines right above a `/*!` or `/**` block over lines as
# one doc: the brief description, then the detailed one. cereal's `//! Creates a name value
# pair` / `/*! @relates NameValuePair` / `@ingroup Utility */` over `make_nvp` and CEREAL_NVP
# kept the block alone, and showed "@relates NameValuePair".
_DOXYGEN_LANGS = frozenset({"c", "cpp", "objc"})
_BRIEF_LINE = compiled(r"//[/!](?![/!<])")   # not a member's trailing `//!<`
_DETAILED_BLOCK = compiled(r"/\*[*!](?![*/])")


def _doxygen_brief(upper: list[str], lower: list[str]) -> bool:
    """Whether ``upper``, a run of one-line comments, is the Doxygen brief of ``lower``, a
    doc comment over lines right below it: brief lines, and rules that say nothing
    (cereal's `// ####…` over each)."""
    return any(_BRIEF_LINE.match(c) for c in upper) \
        and all(_BRIEF_LINE.match(c) or says_nothing(c) for c in upper) and len(lower) == 1 \
        and _DETAILED_BLOCK.match(lower[0]) is not None and "\n" in lower[0].strip()


def _nearest(blocks: list[list[str]]) -> list[str]:
    """The last block that says something. Line comments under a doc comment are notes on it,
    not a block of their own (jsoup's `/** Tests if this element has a class. */` / `//
    performance sensitive`); a block comment under one is (hiredis's ffc.h: a function's
    `/** … */` left above `/* When included from a FFC_IMPL translation unit … */`)."""
    documented = max((i for i, b in enumerate(blocks) if any(_DOC_COMMENT.match(c) for c in b)),
                     default=-1)
    for i in range(len(blocks) - 1, -1, -1):
        note = i > documented >= 0 and "\n" not in blocks[i][0].strip()
        if not note and _says_something(blocks[i]):
            return blocks[i]
    return blocks[-1]


def _blocks(said: list[str]) -> list[list[str]]:
    """``said`` in blocks: a comment over lines (`/* … */`) is one, a run of one-line comments
    (`//`, `#`, `/* … */` lines: one comment written a line at a time) another."""
    blocks: list[list[str]] = []
    for comment in said:
        if blocks and "\n" not in comment.strip() and "\n" not in blocks[-1][-1].strip():
            blocks[-1].append(comment)
        else:
            blocks.append([comment])
    return blocks


def _says_something(block: list[str]) -> bool:
    """Whether a block leaves any doc once tool pragmas (`/* clang-format off */`), rules,
    license headers, code commented out and work notes (`/* TODO: vectorize */` under a
    function's doc) are dropped."""
    return any(not says_nothing(c) and (text := clean_comment(c)) and not WORK_NOTE.match(text)
               for c in _prose(block))


def _prose(said: list[str]) -> list[str]:
    """Comments, less code commented out: one-line `//` or `/* … */` comments that together
    make a line of code (``_CODE_LINE``; the lines before the last ending in `,` or `(`, as
    a declaration's parameters run on): json-c's old prototypes left in `//` lines were the
    docs of their replacements. A block comment over lines (an example at its end) and a doc
    comment stay."""
    out: list[str] = []
    run: list[str] = []      # one-line comments continuing a line of code, so far
    bodies: list[str] = []   # their text, markers stripped
    for comment in said:
        if comment.startswith(("//", "/*")) and "\n" not in comment \
                and not _DOC_COMMENT.match(comment):
            run.append(comment)
            bodies.append(comment.rstrip().removesuffix("*/").lstrip("/*").strip())
            if bodies[-1].endswith((",", "(")):
                continue
            if not _CODE_LINE.match(" ".join(bodies)):
                out.extend(run)
            run, bodies = [], []
        else:
            out.extend(run)
            run, bodies = [], []
            out.append(comment)
    out += run
    # Statements commented out right under the prose, above the declaration, are code too
    # (rusqlite's `// Column numbers` / `// const CARRAY_COLUMN_VALUE : c_int = 0;`, eShop's
    # `// private Type? PageComponentType => HttpContext?.GetEndpoint()…;`, zod's old
    # `// export const hostname: RegExp = /…/;`, kept in their docs): `commented.STATEMENT`'s
    # shape. Only there: a wrapped line of prose may have it (gmock's "… for its" / "return
    # type, or if the return type has a … value;"), and an example is indented or a paragraph
    # of its own (glog's `// or` / `//` / `// int fd = open(filename, flags); …;`).
    end = len(out)
    while end and (m := _COMMENTED_STATEMENT.fullmatch(out[end - 1])) is not None \
            and STATEMENT.fullmatch(m[1]) is not None:
        end -= 1
    if end < len(out) and (not end or _WORDED.search(out[end - 1].encode()) is not None):
        del out[end:]
    return out


# A `//` line of a statement, indented no more than prose (`// x;`, not `//   x;`).
_COMMENTED_STATEMENT = compiled(r"//(?!/) ?(\S.*;)[ \t]*\r?\n?")


# Conditional groups' directives, and those that open a group, in C, C++, Objective-C and C#;
# with them C#'s `#pragma warning disable CA1034`, a directive declaring nothing that passes
# between a doc and its code as they do (FakeItEasy's `/// <summary>…` / `#pragma warning
# disable CA1034 // Do not nest type` / `public static class FreeForm`; 11 of Polly's types).
_CONDITIONAL_DIRECTIVES = frozenset({"preproc_if", "preproc_ifdef", "preproc_elif",
                                     "preproc_elifdef", "preproc_else", "preproc_pragma"})
_OPENING_DIRECTIVES = frozenset({"preproc_if", "preproc_ifdef"})


def condition_group(node: Node) -> bool:
    """Whether ``node`` is a conditional group or one of its branches (or C#'s `#pragma`)."""
    return node.type in _CONDITIONAL_DIRECTIVES


def directive_condition(node: Node, directive_rows: set[int]) -> Node | None:
    """The condition (or name) on a conditional directive's line, no code between a comment
    and what it documents; an ``#if``/``#ifdef`` line's rows go into ``directive_rows``:
    cJSON's `/* Limits how deeply nested … */` above `#ifndef CJSON_NESTING_LIMIT` was lost
    from the `#define` inside. Not an `#elif`'s: a comment above it ends the branch before."""
    if node.type not in _CONDITIONAL_DIRECTIVES:
        return None
    condition = node.child_by_field_name("condition") or node.child_by_field_name("name")
    if condition is not None and node.type in _OPENING_DIRECTIVES:
        directive_rows.update(range(node.start_point.row, end_row(condition) + 1))
    return condition


def attached(comment: Node, row: int, src: bytes, directive_rows: set[int],
             lang: str = "") -> bool:
    """Whether ``comment`` documents the declaration at ``row``: it ends on the line above,
    the lines opening `#if` groups (``directive_rows``) aside, so a comment above `#ifdef
    _WIN32` documents the group's first line; a `/** … */` block may also sit one blank line
    above (express, many Java codebases), and so may a Ruby block RDoc's `##` opens, and a
    C# or Rust `///` doc, which their compilers give the next member across blank lines."""
    end = end_row(comment)
    gap = row - 1 - end
    if gap > 0 and directive_rows and not _on_directive_line(comment):
        gap -= sum(r in directive_rows for r in range(end + 1, row))
    return gap <= 0 or gap == 1 and (src.startswith(b"/**", comment.start_byte)
                                     or lang == "ruby" and _rdoc_marked(comment, src)
                                     or lang == "powershell" and _help_block(comment, src)
                                     or lang in _SPACED_LINE_DOCS and _LINE_DOC.match(
                                         src, comment.start_byte) is not None)


def _help_block(comment: Node, src: bytes) -> bool:
    """Whether ``comment`` is PowerShell's comment-based help, `<# .SYNOPSIS … #>`, which
    PowerShell gives the function below it across one blank line (about_Comment_Based_Help):
    Pode's `Set-PodeCurrentRunspaceName`, written so, had no doc."""
    said = src[comment.start_byte:comment.end_byte]
    return said.startswith(b"<#") and _HELP.search(said) is not None


# PowerShell's help keywords that make a block comment help rather than a note.
_HELP = compiled(rb"^\s*\.(?:SYNOPSIS|DESCRIPTION)\b", re.I | re.M)


# Languages whose `///` doc (not a `////` rule) documents the next member a blank line below
# too, as C#'s compiler and rustdoc read it: MoreLINQ writes a blank line under each method's
# `/// <summary>…</remarks>` block, and 719 of its 735 methods had no doc.
_SPACED_LINE_DOCS = frozenset({"csharp", "rust"})
_LINE_DOC = compiled(rb"///(?!/)")


# Lines of a `#` block looked up through for RDoc's `##`, at most.
_RDOC_LINES = 200


def _rdoc_marked(comment: Node, src: bytes) -> bool:
    """Whether the run of `#` lines ending with ``comment`` opens with a bare `##` line, RDoc's
    mark of a doc comment, which the seattlerb style sets a blank line above its method
    (mechanize's `##` / `# Adds credentials +user+, +pass+ for +uri+.` / `` / `def add_auth`:
    251 of its methods, rake's and aasm's had no doc)."""
    start = src.rfind(b"\n", 0, comment.start_byte) + 1
    for _ in range(_RDOC_LINES):
        stop = src.find(b"\n", start)
        line = src[start:stop if stop >= 0 else len(src)].strip()
        if line == b"##":
            return True
        if not line.startswith(b"#") or start == 0:
            return False
        start = src.rfind(b"\n", 0, start - 1) + 1
    return False


def _on_directive_line(comment: Node) -> bool:
    """Whether ``comment`` ends a directive's line (`#else  // !__BORLANDC__`): it names the
    branch, and documents no declaration under the next `#if`."""
    parent = comment.parent
    return parent is not None and parent.type in _CONDITIONAL_DIRECTIVES \
        and parent.start_point.row == comment.start_point.row
