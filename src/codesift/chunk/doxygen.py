"""Doxygen's structural commands, which document no declaration: `@file` (the file's own doc,
``filedoc``), a page's or group's command (a `section` chunk of its own, ``page_chunks``);
``comments.doc_comments`` leaves such a block out of the doc of the declaration below it.
"""
from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from codesift.chunk.base import SIGNATURE_MAX, collapse, end_row, text
from codesift.chunk.doctext import clean_comment
from codesift.model import Chunk

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# The start of a comment's line up to its text: the comment's mark or its `*` column, if any.
_MARK = r"[ \t]*(?:/\*[*!]?|\*|//[/!]?)?[ \t]*"
# Doxygen's `\file` command (`@file` too) opening a comment's line, after the comment's mark or
# its `*` column, if any: taskflow writes `/**` / `@file taskflow/taskflow.hpp` / `@brief …`.
_FILE_COMMAND_SOURCE = r"(?m)^" + _MARK + r"([@\\]file)\b(?![-.=(])"
FILE_COMMAND = compiled(_FILE_COMMAND_SOURCE.encode())
FILE_COMMAND_TEXT = compiled(_FILE_COMMAND_SOURCE)


# Doxygen's commands opening a page or a group (`\page name Title`, `\mainpage [Title]`,
# `\defgroup name Title`, `\addtogroup name [Title]`, `\weakgroup`): their block documents the
# page or the group, not the declaration below it (libusb's io.c: `usbi_io_init` showed
# "\page libusb_mtasync Multi-threaded applications…", its descriptor.c's `ReadLittleEndian16`
# "USB descriptors This page details…"). Groups: the comment's mark, the command, its words.
_PAGE_COMMAND_SOURCE = (r"(?m)^(" + _MARK + r")[@\\]"
                        r"(page|mainpage|defgroup|addtogroup|weakgroup)\b(?![-.=(])([^\n]*?)"
                        r"[ \t]*(?:\*/)?[ \t]*\r?$")
PAGE_COMMAND = compiled(_PAGE_COMMAND_SOURCE.encode())
# The command as a page's line spells it: a file without any is not searched line by line
# (``PAGE_COMMAND`` is tried at each line's start, ~0.2 ms a C file; these, 0.03).
_PAGE_COMMANDS = tuple(mark + word for word in (b"page", b"mainpage", b"defgroup", b"addtogroup",
                                                b"weakgroup") for mark in (b"@", b"\\"))
PAGE_COMMAND_TEXT = compiled(_PAGE_COMMAND_SOURCE)
# The commands naming a page or group, which a block may name after the declaration below it.
_NAMING_COMMANDS = frozenset({"page", "defgroup", "addtogroup", "weakgroup"})


def own_group(block: list[str], name: str) -> bool:
    """Whether every page or group command in ``block`` (a comment's texts) names its page or
    group ``name``, the declaration's below it: FreeRTOS ends each API function's doc so
    (`\\defgroup xQueueCreate xQueueCreate` / `\\ingroup QueueManagement` over `#define
    xQueueCreate(…)`; list.h's `\\page listINSERT_END listINSERT_END`), and 125 of its
    prototypes and macros had no doc, their prose a section of its own."""
    found = [m for c in block for m in PAGE_COMMAND_TEXT.finditer(c)]
    return bool(name) and bool(found) and all(
        m[2] in _NAMING_COMMANDS and m[3].split(None, 1)[:1] == [name] for m in found)


# A group's opening or closing mark (`@{`, `@}`) alone on a comment's line: no prose either.
_GROUP_MARK = compiled(r"(?m)^(" + _MARK + r")[@\\][{}][ \t]*(?=\*/|\r?$)")

# A page's headings (`\section intro Introduction`, `\subsection`, `\subsubsection`): a heading
# of its own, which a summary passes over (libusb's `\page libusb_io` read "\section io_intro
# Introduction"). Groups: the comment's mark, the title.
_SECTION_COMMAND = compiled(r"(?m)^(" + _MARK + r")[@\\](?:sub){0,2}section"
                            r"[ \t]+\S+[ \t]*([^\n]*?)[ \t]*\r?$")



def _heading(m: re.Match[str]) -> str:
    """A `\\section` line (``_SECTION_COMMAND``) as a Markdown heading and a paragraph break, a
    `*` before it where its line has no comment mark (libevent's `/**` / `  @section intro
    Introduction`), which would take its `##` for one."""
    mark = m[1] if m[1].strip() else m[1] + "* "
    return f"{mark}## {m[2]}\n{m[1]}"


def page_chunks(path: str, lang: str, root: Node, src: bytes, lines: list[str],
                declared: list[Chunk]) -> list[Chunk]:
    """A `section` chunk for each comment opening a Doxygen page or group with prose of its
    own, named by its title (the page's or group's name when it has none), its lines its
    text, its prose its doc, its command line its signature. The prose answers a question on
    what the page covers (libusb's 350 lines on threads and asynchronous I/O, of which the
    declaration below kept a doc's first 400 characters), which that declaration does not;
    a block of commands alone (`/** @defgroup misc Miscellaneous */`) makes none, nor a group
    of the name of the first of the ``declared`` chunks below it, whose doc it is (``own_group``)."""
    chunks: list[Chunk] = []
    if not any(command in src for command in _PAGE_COMMANDS):
        return chunks
    done = -1   # the last row of the last block taken
    for found in PAGE_COMMAND.finditer(src):
        node = root.descendant_for_byte_range(found.start(2), found.end(2))
        if node is None or node.type != "comment" or node.start_point.row <= done:
            continue
        run = _line_run(node, src)
        first, done = run[0].start_point.row, end_row(run[-1])
        if _documents_below(done, found.group(2).decode(), found.group(3).decode("utf-8", "replace"),
                            declared):
            continue
        raw = "\n".join(text(c, src).rstrip("\r\n") for c in run)
        raw, more = _wrapped_title(raw)
        doc = clean_comment(_SECTION_COMMAND.sub(_heading, _GROUP_MARK.sub(
            r"\1", PAGE_COMMAND_TEXT.sub(r"\1", raw))))
        if not doc:
            continue
        command, words = found.group(2).decode(), found.group(3).decode("utf-8", "replace").strip()
        # `\mainpage` has a title alone; the others a name, then a title, which may be missing.
        named = words.split(None, 1)
        title = (words if command == "mainpage" else named[-1] if named else "") + more
        chunks.append(Chunk(
            path=path, lang=lang, kind="section", name=title or os.path.basename(path),
            container="", signature=collapse(f"\\{command} {words}{more}".rstrip(), SIGNATURE_MAX),
            doc=doc, start=first + 1, end=done + 1, text="\n".join(lines[first:done + 1])))
    return chunks


def _documents_below(done: int, command: str, words: str, declared: list[Chunk]) -> bool:
    """Whether the group a block ending on row ``done`` opens (``command``, ``words``) is named
    as the first of the ``declared`` chunks below the block, which took the block as its doc
    (``comments.doc_comments``)."""
    named = words.split(None, 1)
    if command not in _NAMING_COMMANDS or not named:
        return False
    below = min((c for c in declared if c.start > done + 1), key=lambda c: c.start, default=None)
    return below is not None and below.name == named[0] and bool(below.doc)


# The line under a page's or group's command, its comment's mark aside; and a comment's line
# that says nothing (a blank `*` line, the comment's close).
_NEXT_LINE = compiled(r"[ \t]*(?:\*|//[/!]?)?[ \t]*([^\n]*?)[ \t]*\r?")
_EMPTY_LINE = compiled(r"[ \t]*(?:\*+/?|//[/!]?)?[ \t]*\r?")


def _wrapped_title(raw: str) -> tuple[str, str]:
    """``raw`` less the line a title running past its command's line goes on to, and that line
    (a space before it), or "": up to three words, no full stop, a line saying nothing below
    (c-ares's `\\addtogroup ares_htable_vpvp HashTable with void pointer Key and void` / `
    * pointer Value` / ` *` read "pointer Value" as the group's description)."""
    lines = raw.split("\n")
    at = next((i for i, line in enumerate(lines) if PAGE_COMMAND_TEXT.match(line)), -1)
    if at < 0 or at + 2 >= len(lines) or not _EMPTY_LINE.fullmatch(lines[at + 2]):
        return raw, ""
    said = _NEXT_LINE.fullmatch(lines[at + 1])
    words = said[1] if said is not None else ""
    if not words or words[0] in "@\\" or "." in words or len(words.split()) > 3:
        return raw, ""
    return "\n".join(lines[:at + 1] + lines[at + 2:]), " " + words


def _line_run(node: Node, src: bytes) -> list[Node]:
    """``node`` and, when a line comment (`///`), the line comments right below it."""
    run = [node]
    below = node.next_sibling
    while src.startswith(b"//", node.start_byte) and below is not None \
            and below.type == "comment" and src.startswith(b"//", below.start_byte) \
            and below.start_point.row == end_row(run[-1]) + 1:
        run.append(below)
        below = below.next_sibling
    return run
