r"""What a comment line in a file's head says, for its summary (``summary.py``): which block
comment a line opens or closes, whether it opens a license header and where that ends,
PowerShell's help read as comments, and the marks a summary's text drops (Emacs's mode line,
an Emacs Lisp header's file name, JSDoc's and Doxygen's file tags).

>>> without_file_tag("@fileoverview Netlify adapter for Hono.")
'Netlify adapter for Hono.'
"""
from __future__ import annotations

from codesift.chunk.doctext import clean_comment
from codesift.chunk.filekinds import project_title
from codesift.chunk.licenses import LICENSE, LICENSE_TITLE
from codesift.chunk.runon import has_word
from codesift.chunk.summarylines import HELP_KEYWORD
from codesift.doctags import DOXYGEN_BRIEF

from ..regex_cache import compiled

# JSDoc's tags saying a comment is the file's own: `@module` (hono's 23 entry points, Deno's
# convention: `/**` / ` * @module` / ` * Netlify Adapter for Hono.`; the summary read
# "@module", shown as no doc), TSDoc's `@packageDocumentation`, `@file` / `@fileoverview` /
# `@overview` before their text. The tag is no summary; a module's name after it is the
# path's; the others' text is. Doxygen's `\file` too (cereal's `/*! \file map.hpp` / `\brief
# Support for types found in \<map\>` was summarised "\file map.hpp"), and its `@brief` or
# `\brief` opening the text (json-c's json.h.cmakein read "@brief A convenience header …").
# A Doxygen page's command before its title (a `.dox` page's `/** \mainpage libfoo Reference`,
# `\page usage Using libfoo`, `\defgroup io Input and output`): the title is the summary.
_FILE_TAG = compiled(r"(?:(?:@(module|packageDocumentation|file|fileoverview|overview)|\\file)\b"
                     r"|[\\@](?:mainpage\b|(?:page|defgroup)[ \t]+\S+(?=[ \t]|$)))"
                     r"(?![,.;)])[ \t]*(?:(?<=module)[^\n]*)?")
# A doc comment's block tag opening a line, about the declaration below it, not the file
# (jotai's configs read "@type {import('tailwindcss').Config}", jjwt's Groovy tests "@since
# 0.12.0", oauth2-server's examples "@author …"); not one whose text describes (`@summary`),
# nor prose opening with a word so marked ("@modules are listed below.").
BLOCK_TAG = compiled(r"@(?:param|arg|argument|returns?|type|typedef|callback|template|since"
                     r"|version|author|var|see|throws|exception|property|prop|access|internal"
                     r"|private|protected|public|package|api|flow|noflow|format|jsx)(?=[ \t{]|$)")
# Emacs's file variables ending a summary's line (rake's Rakefile "Rakefile for rake -*- ruby
# -*-"), and an Emacs Lisp header's `;;; name.el --- ` before what the file does.
_MODE_LINE = compiled(r"[ \t]*-\*-.*-\*-[ \t]*$")
_NAMED_HEADER = compiled(r"(\S+)[ \t]+-{2,3}[ \t]+(?=\S)")


def block_comment(stripped: str, blocks: tuple[tuple[str, str], ...], closed: frozenset[str],
                  open_block: str | None) -> str | None:
    """The end of the block comment open after the line ``stripped`` (None when none is),
    ``open_block`` being the one open before it and ``closed`` the closers the text holds.
    An opener the text never closes opens no comment (a `.gitignore`'s `/*.json`), but a
    bare one does: the ` * ` lines of a C header cut short below it."""
    for opener, closer in blocks:
        if stripped.startswith(opener) \
                and (closer in closed or not has_word(stripped[len(opener):])):
            # (Past the opener: CoffeeScript's `###` closes with `###`.)
            open_block = None if closer in stripped[len(opener):] else closer
        elif open_block == closer and closer in stripped:
            open_block = None
    return open_block


def powershell_help(stripped: str) -> str | None:
    """A PowerShell help block's line (`<# … #>`, its scripts' help) read as the `#` comment
    it is; None for a help keyword alone on its line (`.SYNOPSIS`, `.PARAMETER Name`), which
    heads the text below: Pode's 114 example scripts open with `<#` / `.SYNOPSIS` / `A sample
    PowerShell script to set up a Pode server …`, and had no summary."""
    if stripped.startswith("<#"):
        stripped = "# " + stripped[2:].split("#>")[0].strip()
    return None if HELP_KEYWORD.fullmatch(stripped.removeprefix("# ")) else stripped


def opens_license(stripped: str, commented: bool, lines: list[str], row: int, name: str) -> bool:
    """Whether the line ``stripped`` (row ``row`` of ``lines``) opens a license header: it
    names a license, or is a comment holding a license's title or a project's title over its
    license (``filekinds.project_title``)."""
    return bool(LICENSE.search(stripped) or commented and (LICENSE_TITLE.fullmatch(stripped) or (
        row + 1 < len(lines) and project_title(clean_comment(stripped), lines[row + 1], name))))


def license_block_end(stripped: str, open_block: str | None) -> str | None:
    """How the license comment the line ``stripped`` opens or goes on with ends: its block's
    closer, or the line comment's mark every line of it opens with (None: at the line's end).
    (`;`: an assembler's or an INI file's comments, FreeRTOS's IAR ports' `; * Copyright (C)
    2021 …` header read "* copies or substantial portions of the Software.")"""
    if stripped.startswith(("/*", "*")) and not stripped.endswith("*/"):
        return "*/"
    if open_block:
        return open_block
    return next((m for m in ("//", "#", "--", ";") if stripped.startswith(m)), None)


def without_mode_line(summary: str, own_names: set[str]) -> str:
    """``summary`` without Emacs's file variables at its end (`Rakefile for rake -*- ruby -*-`)
    and an Emacs Lisp header's `name.el --- ` naming the file (one of ``own_names``)."""
    if "-*-" in summary or " --" in summary:
        summary = _MODE_LINE.sub("", summary)
        named = _NAMED_HEADER.match(summary)
        if named is not None and named[1].lower() in own_names:
            summary = summary[named.end():]
    return summary


def without_file_tag(summary: str) -> str:
    """``summary`` without the JSDoc or Doxygen tag saying the comment is the file's own
    (`@fileoverview`, `\\file map.hpp`, `\\mainpage`) and a `@brief` opening its text; "" for
    a `@module` tag, whose name after it is the path's."""
    file_tag = _FILE_TAG.match(summary)
    if file_tag is not None:
        summary = "" if file_tag[1] == "module" else summary[file_tag.end():]
    brief = DOXYGEN_BRIEF.match(summary)
    if brief is not None:
        summary = summary[brief.end():]
    return summary
