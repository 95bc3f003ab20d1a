"""A file's own documentation as a chunk of its own: a Python module's docstring, Rust's and
Zig's `//!` lines, Go's package comment, the JSDoc comment a JavaScript or TypeScript file's
`@module`, `@packageDocumentation` or `@fileoverview` tag marks as its own, the Haddock comment
over a Haskell module's `module` line, an OCaml module's preamble (its first `(** … *)`), a
Lua or Teal module's opening comments (LDoc's module doc).

Such a doc says what the whole file is for, in the words a concept question uses, yet it sits
outside every declaration: its words were in no chunk, and a file that led on them (through
the file channel) was shown by whichever declaration came first, an address that answered
nothing (requests' "Basic GET usage" docstring showed `_check_cryptography`). As a chunk of
its own (kind `file`, no name) the doc answers for its words: its lines are the doc's, its read
call starts at its first line and its summary the doc's first sentence. A file that declares nothing is one whole-file
chunk already, summarised by the same doc.

>>> file_doc_chunks("pkg/__init__.py", "python", "python", spec, tree.root_node, src, lines, [])  # doctest: +SKIP
[Chunk(kind='file', name='__init__.py', start=1, end=3, doc='Tools for parsing.', ...)
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import bare_string, end_row, text
from codesift.chunk.doxygen import FILE_COMMAND, page_chunks
from codesift.chunk.doctext import clean_comment, clean_docstring
from codesift.chunk.licenses import LICENSE, LICENSE_TITLE
from codesift.chunk.metatags import meta_only, past_file_name
from codesift.chunk.rst_directives import field_list
from codesift.model import Chunk

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

    from codesift.chunk.base import Spec


def file_doc_chunks(path: str, lang: str, grammar: str, spec: Spec, root: Node, src: bytes,
                    lines: list[str], declared: list[Chunk]) -> list[Chunk]:
    """The chunk of the file's own doc (see the module's docstring), if any, and in C, C++ and
    Objective-C one for each Doxygen page or group documented in it (``page_chunks``): docs
    beside the declarations (``declared``), no declaration's."""
    own = _file_doc_chunk(path, lang, grammar, spec, root, src, lines, declared)
    pages = page_chunks(path, lang, root, src, lines, declared) \
        if grammar in _DOXYGEN_GRAMMARS else []
    return ([own] if own is not None else []) + pages


def _file_doc_chunk(path: str, lang: str, grammar: str, spec: Spec, root: Node, src: bytes,
                    lines: list[str], declared: list[Chunk]) -> Chunk | None:
    """The chunk of the file's own doc, or ``None``."""
    found = _python_docstring(root, src) if spec.docstrings and grammar == "python" else \
        _inner_docs(root, src, spec.inner_docs) if spec.inner_docs else \
        _package_comment(root, src) if grammar == "go" else \
        _module_haddock(root, src) if grammar == "haskell" else \
        _ocaml_preamble(root, src) if grammar in ("ocaml", "ocaml_interface") else \
        _lua_preamble(path, root, src, declared) if grammar == "lua" else \
        _tagged_file_comment(root, src) if grammar in _JS_GRAMMARS else \
        _doxygen_file_comment(root, src) if grammar in _DOXYGEN_GRAMMARS else None
    if found is None:
        return None
    first, last, doc = found
    doc = _without_license(doc)
    if not doc:
        return None
    return Chunk(path=path, lang=lang, kind="file", name="", container="",
                 signature="", doc=doc, start=first + 1, end=last + 1,
                 text="\n".join(lines[first:last + 1]))


def _without_license(doc: str) -> str:
    r"""``doc`` less the license it holds: a license is no summary of the file (a `//!` block
    may be one), and a doc that says what the file is before it closes on its license is
    that part.

    pint's 24 module docstrings and werkzeug's middleware title theirs, then sign `:copyright:
    2013 by Pint Authors` / `:license: BSD`, and had no file chunk ("Compatibility layer." was
    in no chunk). The license's title above its copyright (testify's `The MIT License (MIT)` /
    `Copyright (c) 2015 …` package comment) is the license too, with what it says between
    them (pexpect's `PEXPECT LICENSE` / `This license is approved by the OSI…`), and so is
    such a title anywhere with a license under it (pexpect's examples describe themselves
    first, then quote the license whole).

    >>> _without_license("Plays chess.\nPEXPECT LICENSE\nThis license is approved.\nCopyright (c) 2012 N")
    'Plays chess.'
    """
    licensed = LICENSE.search(doc[:200])
    kept = doc[:doc.rfind("\n", 0, licensed.start()) + 1 if licensed else len(doc)]
    paragraphs = kept.rstrip().split("\n")
    for i, paragraph in enumerate(paragraphs):
        if LICENSE_TITLE.fullmatch(paragraph.strip()) and \
                (licensed or LICENSE.search("\n".join(paragraphs[i + 1:])[:400])):
            return "\n".join(paragraphs[:i]).rstrip()
    return kept.rstrip()


def _python_docstring(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """A module's docstring: its first statement, comments aside, when a bare string."""
    statement = next((c for c in root.named_children if c.type != "comment"), None)
    string = bare_string(statement)
    if string is None:
        return None
    raw = _without_field_list(_UNDERLINED.sub(_untitled, text(string, src)))
    return string.start_point.row, string.end_point.row, clean_docstring(raw)


# A string literal's prefix and opening quotes.
_OPENING_QUOTES = compiled("[rRbBuUfF]*(?:\"\"\"|'''|\"|')")


def _without_field_list(raw: str) -> str:
    r"""``raw``, a module's docstring, less a reStructuredText field list opening it: watchdog's
    16 modules open `:module: watchdog.events` / `:synopsis: File system events and event
    handlers.` / `:author: …`, and were summarised by those fields; a describing field's value
    (`:synopsis:`) stays, a paragraph of its own.

    >>> _without_field_list("'''\n:module: w.events\n:synopsis: File events.\n\nMore.'''")
    "'''File events.\n\nMore.'''"
    """
    opening = _OPENING_QUOTES.match(raw)
    if opening is None or ":" not in raw:
        return raw
    lines = raw[opening.end():].split("\n")
    row = next((i for i, line in enumerate(lines) if line.strip()), len(lines))
    past, said = field_list(lines, row, len(lines))
    if past == row:
        return raw
    said = said.rstrip(raw[opening.end() - 1]).strip()   # its closing quotes, if on its line
    return raw[:opening.end()] + (said + "\n\n" if said else "") + "\n".join(lines[past:])


# An RST title and its underline (`requests.adapters` over `~~~~~~~~`): a title that only
# names the module says nothing the path does not, and any other is a paragraph of its own,
# not the first words of the sentence below (a docstring's first paragraph is its summary).
_UNDERLINED = compiled(r"^([ \t]*\S[^\n]*)\n[ \t]*([=\-~^*+#])\2{2,}[ \t]*$", re.M)
_DOTTED_NAME = compiled(r"[ \t]*[\w.]+[ \t]*")


def _untitled(m: re.Match[str]) -> str:
    """An underlined title as its own paragraph, or nothing when it is a dotted name."""
    return "" if _DOTTED_NAME.fullmatch(m.group(1)) else m.group(1) + "\n"


_UNDERLINE = compiled(r"[ \t]*([=\-~^*+#])\1{2,}[ \t]*\r?")


def names_module(title: str, below: str) -> bool:
    """Whether ``title`` over the line ``below`` is such a title naming the module (babel's
    `babel.messages` / `~~~~~~~~~~~~~~`), to pass over as ``_untitled`` does."""
    return bool(_DOTTED_NAME.fullmatch(title)) and bool(_UNDERLINE.fullmatch(below))


def _inner_docs(root: Node, src: bytes, markers: tuple[bytes, ...]) -> tuple[int, int, str] | None:
    """The file's run of inner doc comments (`//!`, `/*!`) among the comments and attributes
    that open it: a crate's or a module's doc, which Rust writes before any item."""
    run: list[Node] = []
    for child in root.children:
        if child.type in ("line_comment", "block_comment", "comment"):
            if src.startswith(markers, child.start_byte):
                run.append(child)
                continue
            if run:   # an outer comment after the run: the first item's doc
                break
        elif child.type != "inner_attribute_item":   # `#![deny(…)]` sits among them
            break
    return _comment_run(run, src) if run else None


# What a Go file's opening comments may say that describes no file: build constraints and
# the generators' marker, a line saying DO NOT EDIT (`// Code generated by ifacemaker; DO
# NOT EDIT.`, old cgo's `// Created by cgo -godefs - DO NOT EDIT`, go-bindata's `// DO NOT
# EDIT!` under its list of sources).
_GO_NOT_DOC = compiled(rb"//(?:go:build |[ \t]*\+build |[^\n]*?\bDO NOT EDIT\b)")
# Go's package doc opens so; under a generator's marker it is the run's one word of the file
# (gomock's `// Code generated by MockGen. DO NOT EDIT.` / … / `// Package mocks is a
# generated GoMock package.`).
_GO_PACKAGE_DOC = compiled(rb"//[ \t]*Package[ \t]")
# A comment run pointing elsewhere (fiber's banner over each of its files: `// 🤖 GitHub
# Repository: https://…`) is a banner, no file's description.
_URL = compiled(rb"https?://")


def _package_comment(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """Go's package doc: the comments right above `package`, no blank line between; else the
    file's comment a blank line above it, which go/doc leaves out of the package's doc but
    which says what the file holds (xxhash's `// This file encapsulates usage of unsafe.`):
    the last run of comments above `package`, not build constraints, a generator's marker or
    a banner with links."""
    clause = next((c for c in root.children if c.type == "package_clause"), None)
    if clause is None:
        return None
    runs: list[list[Node]] = []
    below = clause.start_point.row
    node = clause.prev_sibling
    while node is not None and node.type == "comment":
        if not runs or end_row(node) != below - 1:
            runs.append([])
        runs[-1].insert(0, node)
        below = node.start_point.row
        node = node.prev_sibling
    if not runs:
        return None
    attached = end_row(runs[0][-1]) == clause.start_point.row - 1
    run = runs[0] if attached else next(
        (r for r in runs if not any(_GO_NOT_DOC.match(src, c.start_byte) for c in r)), [])
    if attached and any(_GO_NOT_DOC.match(src, c.start_byte) for c in run):
        # A generator's marker right above `package` (goldmark's `// Code generated by _tools;
        # DO NOT EDIT.`, gopsutil's cgo files) is no doc: the run's `Package x …` paragraph is.
        opens = [i for i, c in enumerate(run) if _GO_PACKAGE_DOC.match(src, c.start_byte)]
        run = run[opens[-1]:] if opens else []
    if not attached and any(_URL.search(src, c.start_byte, c.end_byte) for c in run):
        return None
    return _comment_run(run, src) if run else None


_JS_GRAMMARS = frozenset({"javascript", "typescript", "tsx"})
# What may follow a file's comment on its next line without taking it as its doc: an import,
# a directive (`"use strict";`), a statement.
_NO_DECLARATION = frozenset({"comment", "import_statement", "expression_statement"})
# JSDoc's and TSDoc's tags saying a comment is the file's own: `@module` (Deno's and JSR's
# convention; hono's 98 files open `/**` / ` * @module` / ` * Basic Auth Middleware for
# Hono.`), `@packageDocumentation`, `@file` / `@fileoverview` / `@overview` (ESLint's rules).
# Their words were in no chunk: an import stands between them and the first declaration.
# The tag goes from the doc: a `@module` line with the module's name, the others' word alone.
_FILE_TAG_LINE = compiled(rb"(?m)^[ \t]*\*?[ \t]*@(?:module|packageDocumentation)\b[^\n]*$")
_FILE_TAG = compiled(rb"@(?:file|fileoverview|overview)\b[ \t]*")


def _tagged_file_comment(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """The `/** … */` among the comments opening a JavaScript or TypeScript file that a file
    tag marks as the file's (see ``_FILE_TAG_LINE``), unless a declaration follows on its next
    line (the comment is then that declaration's doc as well, and is kept there)."""
    children = root.children
    for i, child in enumerate(children):
        if child.type not in ("comment", "hash_bang_line"):
            return None
        raw = src[child.start_byte:child.end_byte]
        if not raw.startswith(b"/**") or not (_FILE_TAG_LINE.search(raw) or _FILE_TAG.search(raw)):
            continue
        below = children[i + 1] if i + 1 < len(children) else None
        if below is not None and below.type not in _NO_DECLARATION \
                and below.start_point.row == end_row(child) + 1:
            return None
        raw = _FILE_TAG.sub(b"", _FILE_TAG_LINE.sub(b"", raw))
        return child.start_point.row, end_row(child), clean_comment(raw.decode("utf-8", "replace"))
    return None


_DOXYGEN_GRAMMARS = frozenset({"c", "cpp", "objc"})
# What may follow a C file's `@file` comment on its next line without taking it as its doc: an
# `#include`, a conditional group's opening (an include guard), another comment.
_NOT_DECLARED = frozenset({"comment", "preproc_include", "preproc_if", "preproc_ifdef",
                           "preproc_call"})


def _doxygen_file_comment(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """The comment holding Doxygen's `@file` / `\\file` command (``FILE_COMMAND``): the
    file's own doc, wherever it sits (libevent's under `extern "C" {`), and never the doc of
    the declaration below it (``comments.doc_comments``) unless right above it, on its next
    line: it is that one's doc then (see ``_tagged_file_comment``)."""
    # A file never spelling the command is not searched line by line (~0.1 ms a C file).
    found = FILE_COMMAND.search(src) if b"@file" in src or b"\\file" in src else None
    if found is None:
        return None
    node = root.descendant_for_byte_range(found.start(1), found.end(1))
    if node is None or node.type != "comment":
        return None
    below = node.next_sibling
    if below is not None and below.type not in _NOT_DECLARED \
            and below.start_point.row == end_row(node) + 1:
        return None
    doc = clean_comment(_FILE_COMMAND_LINE.sub("", text(node, src)))
    return node.start_point.row, end_row(node), doc


# Doxygen's `\file` command and its file's name, when they end their line: the file chunk's
# doc goes on from the text below (catch2's `/** \file` / ` * This is a convenience header…`
# read "is a convenience header…", its first word taken for the file's name once joined).
_FILE_COMMAND_LINE = compiled(r"[@\\]file\b(?:[ \t]+[^\s@\\]+)?[ \t]*(?=\r?$|\*/)", re.M)


# Haddock's module header fields (`-- Module      :  Text.Megaparsec`, `Copyright`, `License`,
# `Maintainer`, `Stability`, `Portability`, a value going on below indented): Hackage shows them
# in a box beside the module's description, no words of it; aeson's Data.Aeson.Parser read
# "Module: Data.Aeson.Parser", and its `Copyright` line took the description below for a
# license's; hspec's `-- | Stability: unstable` / `-- @since 2.11.10` read "Stability:
# unstable", a doc of tags alone once it is gone, none. A `Description` field is the module's
# short description: its value stays. A field's line is never the value of the one above, as
# the fields of a `{- |` block indented alike are (PostgREST's Response.hs, `   Module      :
# PostgREST.Response` over `   Description : Generate HTTP Response`, whose description was
# taken for the module name's second line and dropped with it).
_FIELD_NAMES = "module|description|copyright|licen[cs]e|maintainer|stability|portability"
_MODULE_FIELD = compiled(
    rf"(?im)^([ \t]*(?:--|\{{-)?[ \t]*\|?[ \t]*)({_FIELD_NAMES})[ \t]*:(?!:)[ \t]*([^\n]*)"
    rf"((?:\n[ \t]*(?:--)?[ \t]{{2,}}(?!(?:{_FIELD_NAMES})[ \t]*:(?!:))\S[^\n]*)*)")


def without_module_fields(raw: str) -> str:
    """``raw``, a Haskell module's header comment (or a file opening with one), less Haddock's
    header fields (``_MODULE_FIELD``), a `Description`'s value kept as a paragraph of its own.

    >>> without_module_fields("-- |\\n-- Module: X\\n-- License: BSD3\\n--\\n-- Parses JSON.")
    '-- |\\n--\\n--\\n--\\n-- Parses JSON.'
    """
    def field(m: re.Match[str]) -> str:
        if m.group(2).lower() != "description":
            return m.group(1).rstrip()
        return f"{m.group(1)}{m.group(3)}{m.group(4)}\n{m.group(1).rstrip()}"
    return _MODULE_FIELD.sub(field, raw) if ":" in raw else raw


def _module_haddock(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """A Haskell module's header: the Haddock comment (`-- |`, `{- |`) above `module X`,
    pragmas and plain comments aside, which Hackage shows as the module's description (its
    words were in no chunk: megaparsec's "This module includes everything you need to get
    started writing a parser"), less Haddock's header fields."""
    header = next((c for c in root.children if c.type == "header"), None)
    node = header.prev_sibling if header is not None else None
    while node is not None and node.type in ("comment", "pragma"):
        node = node.prev_sibling
    if node is None or node.type != "haddock":
        return None
    # The grammar's node for `{- |` starts at its `|`, its opening `{-` left before it: read
    # from the line's start, or the doc keeps the `|` and the closing `-}` as words.
    start = src.rfind(b"\n", 0, node.start_byte) + 1
    doc = clean_comment(without_module_fields(src[start:node.end_byte].decode("utf-8", "replace")))
    return None if meta_only(doc) else (node.start_point.row, end_row(node), doc)


def _ocaml_preamble(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """An OCaml module's preamble: the first `(** … *)` among the comments opening the file (a
    license's plain `(* … *)` above it aside), set apart from the item below it by a blank
    line (else it is that item's doc), which odoc shows as the module's description: lwt's
    `lwt.mli` opens with 700 lines of it, in no chunk."""
    from codesift.chunk.grammars_ocaml import comment_text

    for node in root.named_children:
        if node.type != "comment":
            return None
        if src.startswith(b"(**", node.start_byte) \
                and not src.startswith((b"(**)", b"(***"), node.start_byte):
            after = node.next_named_sibling
            if after is not None and after.start_point.row <= end_row(node) + 1 \
                    and after.type != "comment":
                return None
            doc = clean_comment(comment_text(text(node, src)))
            return None if meta_only(doc) else (node.start_point.row, end_row(node), doc)
    return None


# What a Lua module's opening comment may stand right above and still be the module's: its
# table (`local unix = {}`) or a `require` (oil.nvim's `-- integration with git operations` over
# `local fs = require("oil.fs")`); a plain `--` comment above other code is that code's
# (memcached's tests' `-- get some information about the test being run …` over `local mode =
# dofile(…)`), LDoc's `---` and a block comment the module's wherever.
_LUA_MODULE_LINE = compiled(rb"local[ \t]+\w+[ \t]*=[ \t]*(?:require\b|\{[ \t]*\}[ \t]*(?:\n|$))")


def _lua_preamble(path: str, root: Node, src: bytes,
                  declared: list[Chunk]) -> tuple[int, int, str] | None:
    """A Lua (or Teal) module's doc, as LDoc reads it: the run of comments opening the file (a
    `#!` line aside), unless a declaration starts on the line below it (it is that one's doc).
    luarocks' `fs/unix.lua` opens `--- Unix implementation of filesystem and platform
    abstractions.` over `local unix = {}` and its functions: in no chunk, as the module table
    is none; a license's comment is left out (``_without_license``), and so are LuaCATS'
    lines for the language server (nvim-dap's `---@meta`, `---@diagnostic disable: …`), and a
    first line naming the file alone (rxi's `-- json.lua` over its license)."""
    run: list[Node] = []
    for child in root.children:
        if child.type == "hash_bang_line" and not run:
            continue
        if child.type != "comment" or run and child.start_point.row > end_row(run[-1]) + 1:
            break
        run.append(child)
    if not run:
        return None
    below = end_row(run[-1]) + 2   # the 1-based line under the run
    if any(c.start <= below and c.end > run[0].start_point.row for c in declared):
        return None
    after = run[-1].next_sibling
    if after is not None and after.start_point.row == below - 1 \
            and not src.startswith((b"---", b"--[["), run[0].start_byte) \
            and not _LUA_MODULE_LINE.match(src, after.start_byte):
        return None   # a plain comment right above a statement is that statement's
    run = [c for c in run if not src.startswith(b"---@", c.start_byte)]
    if not run:
        return None
    first, last, doc = _comment_run(run, src)
    doc = past_file_name(doc, path)
    return None if meta_only(doc) else (first, last, doc)


def _comment_run(run: list[Node], src: bytes) -> tuple[int, int, str]:
    """The rows a run of comments spans and its text, cleaned."""
    # tree-sitter-rust's `//!` comment holds its newline: joined with another, each line was
    # a paragraph of its own (mini-redis's lib.rs read "… of a Redis server and").
    raw = "\n".join(text(c, src).rstrip("\r\n") for c in run)
    return run[0].start_point.row, end_row(run[-1]), clean_comment(raw)
