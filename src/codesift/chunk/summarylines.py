"""The line tests a file's summary (``summary.py``) passes lines over by, or stops at: numbers
and section headers that say nothing, PowerShell's help keywords, `---` comments, C's
directives, lines for the compiler, a one-word label over code, a heading over a group of
imports, and a `*`-led line that is text, not a comment.

>>> bool(NOT_PROSE.search("1 2 2")), bool(NOT_PROSE.search("Installs the tools."))
(True, False)
"""
from __future__ import annotations

import re

from codesift.chunk.runon import LINE_MARKER, has_word
from codesift.languages import JS_FAMILY

from ..regex_cache import compiled

# A text file's first line that says nothing of it, its content no sentence: numbers alone
# (goldmark's test fixtures opened "1", a case's number; jansson's error files "1 2 2"; not a
# version, `3.3.6`), an INI or TOML section's header (tox.ini's "[tox]", a .gitmodules'
# `[submodule "x"]`; not a case of brackets alone, toml-test's `[.]`, nor a JSON array,
# `["Sunday", …]`), a drawing's box characters (tmux's screens, "OUT11 abcdefghij │PAN00").
NOT_PROSE = compiled(r"^[-+]?\d+(?:[\s,;:]+[-+]?\d+)*$|[\u2500-\u259f]"
                      r"|^\[\[?[ \t]*[A-Za-z_*{][^\[\]\n]*\]\]?$")


# A PowerShell help keyword alone on its line, heading the help's text below it.
HELP_KEYWORD = compiled(r"\.[A-Z]+(?:[ \t]+\S+)?")


# Languages whose line comment is `--`: there `--- text` opens a doc comment (LDoc's module
# doc, `--- Python-style list class.`), not YAML's document marker or a diff's `--- a/x`.
_DASH_COMMENT_LANGS = frozenset({"lua", "haskell", "sql"})


def dash_doc(stripped: str, lang: str) -> bool:
    """Whether a line opening with `---` is a comment with words in a language whose comment
    is `--`: Penlight's 44 modules open `--- A Map class.`, passed over as a YAML marker and
    summarised by the paragraph after it ("> Map = require 'pl.Map'")."""
    return lang in _DASH_COMMENT_LANGS and has_word(stripped[3:])


# Languages whose `#` opens a preprocessor directive (`#if !UNITY`, `#ifdef _WIN32`), no comment;
# a .NET 10 file-based app's `#:sdk Cake.Sdk` too (Polly's cake.cs read ":sdk Cake.Sdk").
DIRECTIVE_LANGS = frozenset({"c", "cpp", "objc", "csharp"})
DIRECTIVE = compiled(r"#(?:\s*[a-z]+\b|:)")
# Lines for the compiler that read as comments: Rust's attributes (`#[macro_use]` under
# `#![no_main]`, rust-url's fuzz target summarised "[macro_use]") and TypeScript's
# triple-slash directives (`/// <reference types="vite/client" />`, a vite-env.d.ts' summary),
# and the bounds of a Ragel machine's block, read past to the comment opening it (mail's
# rfc5322.rl, `%%{` / `# RFC 5322 Internet Message Format`, read "%%{").
COMPILER_LINE = {"rust": compiled(r"#!?\["),
                  **dict.fromkeys(JS_FAMILY, compiled(r"///[ \t]*<(?:reference|amd-)")),
                  "ragel": compiled(r"(?:%%\{|\}%%)[ \t]*$"),
                  # An assembler file's C preprocessor lines (`#include "FreeRTOSConfig.h"`,
                  # `#error "…"`), not its `#` comments (GNU as's on x86).
                  "asm": compiled(r"#[ \t]*(?:include|define|undef|ifn?def|if|elif|else|endif"
                                  r"|error|warning|pragma|line)\b")}

# An assembler's source, read as text: every line but a comment is a directive, a label or an
# instruction, no summary (FreeRTOS's ports read ".global _vPortYield", "RSEG ICODE:CODE",
# "SECTION .text:CODE:NOROOT(2)", janet's hello.nasm "BITS 64"): GNU as's `.S`/`.s`/`.sx`,
# NASM's and MASM's `.asm`/`.nasm`, IAR's `.s` with a number (`.s79`, `.s85`, `.s90`). Its
# comments open with `;`, `#`, `@` (ARM's GNU as), `//` or `/*`. (A `.inc` may be PHP's or
# reStructuredText's as well as an assembler's: left as text.)
ASSEMBLER_FILE = compiled(r"(?i).+\.(?:s|sx|asm|nasm|s\d\d)")
ASM_COMMENTS = (";", "#", "@", "//", "/*", "*")


# A line comment of one word and a colon: a label of the lines under it. Over code (xxhash's
# two Go assembly files open `// Registers:` / `#define h AX` …) it labels the code, not the
# file, which then has no summary; over comment lines (`# Usage:` / `#   bin/rackup …`) it
# heads what the file says of itself, and stays.
LABEL = compiled(r"[A-Za-z]\w*:")


def labels_code(rest: list[str]) -> bool:
    """Whether the first non-blank line of ``rest`` is code, no comment's line."""
    line = next((s for s in (r.strip() for r in rest) if s), "")
    return bool(line) and LINE_MARKER.match(line) is None \
        and not line.startswith(("/*", "*", "//", "--"))


def template_project(lines: list[str], row: int) -> bool:
    """Whether ``lines[row]``, right under a comment naming the file itself, is the project's
    name in Xcode's file template (`//  InfoPlist.strings` / `//  IceCubesApp` / `//` /
    `//  Created by … on 27/01/2023.`): `Created by` follows it across empty comment lines, or
    the copyright line an older template wrote under a one-word name. The project's name is no
    summary (IceCubesApp's 10 InfoPlist.strings read "IceCubesApp", swifter's main.swift
    "SwifterOSX"); a description there stays (postgrex's errcodes.txt, "PostgreSQL error codes"
    over its copyright)."""
    own = lines[row].strip().lstrip("/*#").strip() if row < len(lines) else ""
    for below in lines[row + 1:row + 4]:
        said = below.strip().lstrip("/*#").strip()
        if said:
            return said.startswith("Created by ") or said.startswith("Copyright ") \
                and bool(own) and " " not in own
    return False


def glob_led(stripped: str, open_block: str | None, closed: frozenset[str]) -> bool:
    """Whether a line opening with `*` or `/*` is text, not a comment: a leading `*` is a
    comment's marker only on the lines of an open block (`/*`, or `<!--` whose lines may have
    ` * ` too), and a `/*` only when the text closes it. As markers they were stripped: a
    `.gitattributes`' `* text=auto` read `text=auto`, a `.gitignore`'s `**/dgph` `*/dgph`,
    Markdown's `**Uvicorn** is …` `Uvicorn** is …`. Text has a word: a line of stars alone
    (an RST over-line), a stray `*/` or a bare `/*` (a `.gitignore`'s, a C header cut short)
    says nothing."""
    if stripped.startswith("*"):
        return open_block is None and has_word(stripped.lstrip("*"))
    return stripped.startswith("/*") and "*/" not in closed and has_word(stripped[2:])


# A heading of a group of imports, one line of a word to three right above the group's first:
# isort's `import_heading_*` settings write `# Standard Library`, `# Third Party`, `# Django`,
# `# Local` (wger's 27 urls.py and package __init__.py files were summarised "Django" and
# "Local"), a JS file its `// Components`. No word of a sentence's (`# Tests for the CLI`,
# "Helpers for the release scripts." stay), nor a sentence's mark.
IMPORT_HEADING = compiled(r"(?:#+|//+)[ \t]*(?!(?:[\w&+-]+[ \t]+){0,2}(?:for|of|the|to|a|an|in|on"
                          r"|with|from|by|is|are|this|that|see|and|or|not)\b)"
                          r"[A-Za-z][\w&+-]*(?:[ \t]+[A-Za-z][\w&+-]*){0,2}[ \t]*", re.I)
