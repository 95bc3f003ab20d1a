"""The line tests a file's summary (``summary.py``) passes lines over by, or stops at: numbers
and section headers that say nothing, PowerShell's help keywords, `---` comments, C's
directives, lines for the compiler, a one-word label over code, a heading over a group of
imports, a `*`-led line that is text, not a comment, an import, a comment's opening mark, a rule,
a code fence and a bracket opened by no name.

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


# An import says what a file uses, not what it is: no summary (Python, JS/TS, Go, Rust, PHP,
# C/C++, Objective-C, C#, Java, Ruby, Lua, Elixir), Swift's under its attributes too
# (swift-snapshot-testing's Exports.swift read "@_exported import SnapshotTesting").
IMPORT = compiled(r"(?:@(?:_exported|testable|preconcurrency|_implementationOnly)[ \t]+)*"
                  r"(?:import|from\s+\S+\s+import|#\s*(?:include|import)|(?:global\s+)?using|use"
                  # PHP's `require_once` (a file's `return require __DIR__.'/fr.php';` is
                  # code, no import: Carbon's fr_CH.php is fr's)
                  r"|(?:include|require)_once"
                  r"|require(?:_relative)?|(?:const|let|var|local)\s+\w+\s*=\s*require|alias)"
                  r"\b[\s(\"'{*]")


# A line ending in an opening bracket with nothing before it that names anything: an
# assignment or an export of a literal, an arrow, or one bare word (a DSL block, a selector).
# PHP's `array(` is its literal's bracket (valitron's 31 lang files read "return array(").
BARE_OPENER = compiled(r"(?:.*(?:=|=>|:|\bexport(?:\s+default|\s+type)?|\breturn)\s*(?:array\s*)?"
                       r"|[\w.:#>*@-]*\s*|.*%w)[{\[(]$")
# How a comment's line opens, in any language a whole-file chunk may hold: such a line
# ending in a bracket is prose (`# Options (`), not a statement opening a block.
COMMENT_STARTS = ("//", "#", "--", ";", "/*", "*", "%", "'", '"', "(*", "{-", "@rem", "rem ",
                  "REM ", "::")

# A rule, alone or after a comment's mark, says nothing: mvnw's `# -----…` and a NOTICE's
# `=====…` were their summaries, pyparsing's CHANGES read "==========" over "Change Log".
# A line of brackets (`[.]`, `%{`) is content, a test file's whole case.
RULE_LINE = compiled(r"(?:#+|//+|--|;+|/\*+|%+)?[ \t]*[+|]?([-=*#~_])\1{2,}[-=*#~_+| \t]*(?:\*/)?")
# A code fence alone, its language named or not: shouldly's 83 `*.approved.txt` and polly's
# BenchmarkDotNet reports open with ```` ``` ````, which was their summary; what it fences is.
# Its info string may hold spaces (trpc's fence-only Step1.md read "```ts twoslash"); MyST's
# `{include}` directive is no bare fence. In a Markdown page a fence naming what it holds,
# other than text (BenchmarkDotNet's reports' "```ini"), holds code, passed over to its
# closing marks: trpc's Step2.md read "const { listen } = createHTTPServer({".
FENCE_LINE = compiled(r"(`{3,}|~{3,})[ \t]*(?:([^\s`{][^\s`]*)[^`]*)?")
TEXT_FENCES = frozenset({None, "text", "txt", "plain", "plaintext", "ini"})


def over_import(below: list[str]) -> bool:
    """Whether the comment a line opens or goes on with sits right above an import: among a
    file's imports it tells why that one is there (rubocop-rspec's `# Dependent on
    `RuboCop::Cop::RSpec::FinalEndLocation`.` over a `require_relative` read as the file's)."""
    for line in below:
        stripped = line.strip()
        if not stripped.startswith(COMMENT_STARTS):
            return bool(IMPORT.match(stripped))
    return False
