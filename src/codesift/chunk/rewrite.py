"""Source rewrites before parsing, where a grammar cannot read what a preprocessor or a
framework puts in the text, or reads what the language does not: macros in C, C++ and
Objective-C (``rewrite_c.py``, ``rewrite_c_lines.py``, ``rewrite_c_view.py``), Kotlin layouts
(``rewrite_kotlin.py``), C# 14 extension blocks (``rewrite_csharp.py``), PHP's promoted
`readonly` parameters (``rewrite_php.py``), Swift conditions read as trailing closures
(``rewrite_swift.py``), TypeScript's call signatures opening a line, the markup around a Vue
or Svelte component's scripts. Every rewrite keeps the length (blanks, a `;` for a blank, or
the same bytes moved), so each row and offset of the parse is the file's own.

>>> rewrite("cpp", b"static FMT_CONSTEXPR20 void grow(int n);")
b'static                 void grow(int n);'
"""
from __future__ import annotations

import re

from codesift.chunk.base import NOT_NEWLINE
from codesift.chunk.rewrite_c import rewrite_c
from codesift.chunk.rewrite_c_view import c_parse_view
from codesift.chunk.rewrite_objc import objc_source
from codesift.chunk.rewrite_csharp import csharp_parse_view, rewrite_csharp
from codesift.chunk.rewrite_kotlin import kotlin_parse_view, rewrite_kotlin
from codesift.chunk.rewrite_php import rewrite_php
from codesift.chunk.rewrite_swift import rewrite_swift
from codesift.chunk.rewrite_teal import teal_parse_view
from codesift.chunk.rewrite_ts import rewrite_ts

from ..regex_cache import compiled

# A Bats test case (`@test "prints usage" {`), which bats turns into a function before bash
# reads it: the grammar read a command `@test` and the case's lines as the file's, each
# `.bats` file one whole-file chunk. For the parse the title becomes `()`, `@test() {`, a
# function; the walker reads the file's own line for its name (``BASH``'s rule).
_BATS_TEST = compiled(rb"(?m)^([ \t]*@test)([ \t]+\S[^\n]*?)(\{[ \t]*\r?)$")
# Grammars whose rewrite only helps the parser: the walker reads the file's own bytes.
PARSE_ONLY = frozenset({"php", "bash", "swift"})


def parse_view(grammar: str, src: bytes) -> bytes:
    """``src`` as the parser is given it, where ``rewrite``'s bytes still read wrong; the
    walker reads ``src``, so names and signatures keep the file's own characters.

    >>> parse_view("c", b'#define ACCEPT "*/*"')
    b'#define ACCEPT "*/ "'
    >>> parse_view("cpp", b"jint (JNICALL *GetVersion)(JNIEnv *env);")
    b'jint (        *GetVersion)(JNIEnv *env);'
    """
    if grammar == "csharp":
        return csharp_parse_view(src)
    if grammar == "kotlin":
        return kotlin_parse_view(src)
    if grammar in ("c", "cpp", "objc"):
        return c_parse_view(src)
    if grammar == "lua":
        return teal_parse_view(src)   # a `.tl` file read as Lua
    return src


# A Vue or Svelte single-file component: its code is in `<script>` blocks (`lang="ts"` for
# TypeScript); the template and styles around them are markup.
_SCRIPT = compiled(rb"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
_SCRIPT_LANG = compiled(rb"""\blang\s*=\s*["']?(ts|typescript|tsx)\b""", re.I)


def component_script(src: bytes) -> tuple[str, bytes] | None:
    """The grammar for a component's scripts and the source with everything else blanked
    (same length, newlines kept, so rows and offsets hold); ``None`` without a script."""
    blocks = list(_SCRIPT.finditer(src))
    if not blocks:
        return None
    typed = [m.group(1) for m in blocks if _SCRIPT_LANG.search(m.group(1))]
    grammar = "tsx" if any(b"tsx" in t.lower() for t in typed) else \
        "typescript" if typed else "javascript"
    out, at = bytearray(), 0
    for m in blocks:
        out += src[at:m.start(2)].translate(NOT_NEWLINE) + m.group(2)
        at = m.end(2)
    out += src[at:].translate(NOT_NEWLINE)
    return grammar, bytes(out)


# A merge conflict's marker lines, as git writes them: exactly seven `<`, `|` (diff3's base),
# `=` or `>`, the first, second and last followed by a label or nothing.
_CONFLICT_MARKER = compiled(r"(?m)^(?:([<|>])\1{6}(?![<|>])(?:[ \t][^\r\n]*)?|={7})(?=\r?$)")


def blank_conflict_markers(text: str) -> str:
    """``text`` with the marker lines of each complete merge conflict (``<<<<<<<``, an
    optional ``|||||||``, ``=======``, ``>>>>>>>``, in that order) as spaces, so every side's
    code is read and rows hold: in a Python file the `=======` line broke the parse, and
    `def other_side_fn` below it was in no chunk; in Markdown the line above it was a heading.

    >>> blank_conflict_markers("a\\n<<<<<<< HEAD\\nb\\n=======\\nc\\n>>>>>>> x\\n=======\\n")
    'a\\n            \\nb\\n       \\nc\\n         \\n=======\\n'
    """
    spans: list[tuple[int, int]] = []
    opened: list[tuple[int, int]] = []   # the markers of the conflict being read
    for m in _CONFLICT_MARKER.finditer(text):
        mark = text[m.start()]
        if mark == "<":
            opened = [m.span()]
        elif opened and mark == "|" and len(opened) == 1:
            opened.append(m.span())
        elif opened and mark == "=" and text[opened[-1][0]] in "<|":
            opened.append(m.span())
        elif opened and mark == ">" and text[opened[-1][0]] == "=":
            spans += opened + [m.span()]
            opened = []
        else:
            opened = []
    if not spans:
        return text
    out, at = [], 0
    for start, end in spans:
        out += [text[at:start], " " * (end - start)]
        at = end
    out.append(text[at:])
    return "".join(out)


def rewrite(grammar: str, src: bytes) -> bytes:
    """``src`` as ``grammar``'s parser can read it, the same length."""
    if grammar in ("c", "cpp"):
        return rewrite_c(src)
    if grammar == "objc":
        return objc_source(src)
    if grammar == "kotlin":
        return rewrite_kotlin(src)
    if grammar == "csharp":
        return rewrite_csharp(src)
    if grammar in ("typescript", "tsx"):
        return rewrite_ts(src)
    if grammar == "php" and b"readonly" in src:
        return rewrite_php(src)
    if grammar == "swift":
        return rewrite_swift(src)
    if grammar == "bash" and b"@test" in src:
        return _BATS_TEST.sub(
            lambda m: m.group(1) + b"()" + b" " * (len(m.group(2)) - 2) + m.group(3), src)
    return src
