"""What the C, C++ and Objective-C parser alone is given (``c_parse_view``), beside the
rewrites ``rewrite_c.py`` makes for signatures too: a directive's `/*` in a string, a calling
convention in a function pointer, a macro standing for `if`, CMake's `#cmakedefine`. Every
rewrite keeps the length, so each row and offset of the parse is the file's own.
"""
from __future__ import annotations

import re

from ..regex_cache import compiled

# A directive's lines (continued ones too) and a string literal in them: the grammar's
# `preproc_arg` token stops at a `/*` even inside a string, so picohttpparser's `#define REQ`
# holding `"Accept: text/html,*/*;q=0.8"` became a macro named `q`, `#define ACCEPT "*/*"` no
# macro at all, and `#define GLOB "src/*.c"` read the lines up to the next `*/` as a comment.
_DIRECTIVE = compiled(rb"(?m)^[ \t]*#(?:[^\n\\]|\\\r?\n|\\.)*")
_DIRECTIVE_STRING = compiled(rb'"(?:[^"\\\n]|\\\r?\n|\\.)*"')


# A calling convention's macro in a function pointer's parentheses, a list opening after them:
# jni.h's 236 `jint (JNICALL *GetVersion)(JNIEnv *env);`, Windows' `(WINAPI *proc)(…)`, MSVC's
# `(__stdcall *f)(…)`. Not knowing the macro, the C++ grammar read `jint (…)` as a prototype
# named `jint` (236 of them), a typedef was named by a parameter; blanked for the parse only
# (signatures keep the macro), the pointer parses as one without a convention.
_POINTER_CONVENTION = compiled(rb"\([ \t]*([A-Z_][A-Z0-9_]*|__\w+)(?=[ \t]+\*[ \t]*\w+[ \t]*\)\s*\()")


# A macro standing for `if` (toml11's `#define TOML11_CONSTEXPR_IF if constexpr`, rapidjson's
# `RAPIDJSON_IF_CONSTEXPR`, dragonbox's `JKJ_IF_CONSTEXPR`), defined in another file: opening
# a statement (after `else` too) with its condition and then a block, it read as a call with
# no `;`, and toml11's `TOML11_CONSTEXPR_IF(…) { … } else TOML11_CONSTEXPR_IF(…) { … } else`
# broke parser.hpp's tree: its namespace closed at `parse_floating`, 60 functions lost
# `toml.detail`, four of its locals were constants. Read as `if` for the parse only; a call
# not followed by a block (glog's `LOG_IF(INFO, x) << "…";`) stays a call.
_MACRO_IF = compiled(rb"^[ \t]*(?:\}[ \t]*)?(?:else[ \t]+)?((?:[A-Z][A-Z0-9]*_)+IF(?:_[A-Z0-9]+)*)"
                     rb"[ \t]*\(", re.M)


def _if_macros(src: bytes) -> bytes:
    """``src`` with each macro standing for `if` written `if` and blanks (same length)."""
    out: bytearray | None = None
    for m in _MACRO_IF.finditer(src):
        close = _closing_paren(src, m.end() - 1)
        if close is None or not src[close + 1:close + 200].lstrip().startswith(b"{"):
            continue
        out = out if out is not None else bytearray(src)
        out[m.start(1):m.end(1)] = b"if".ljust(m.end(1) - m.start(1))
    return src if out is None else bytes(out)


def _closing_paren(src: bytes, at: int) -> int | None:
    """The offset of the `)` closing the `(` at ``at`` (a condition: no `;` or brace inside,
    400 bytes at most), or None."""
    depth = 0
    for i in range(at, min(len(src), at + 400)):
        c = src[i]
        if c == 0x28:      # (
            depth += 1
        elif c == 0x29:    # )
            depth -= 1
            if depth == 0:
                return i
        elif c in b";{}":
            return None
    return None


_CMAKEDEFINE = compiled(rb"(?m)^([ \t]*#[ \t]*)(cmakedefine(?:01)?)(?=[ \t])")


def c_parse_view(src: bytes) -> bytes:
    """C, C++ or Objective-C ``src`` as the parser is given it (see ``rewrite.parse_view``).

    >>> c_parse_view(b'#define ACCEPT "*/*"')
    b'#define ACCEPT "*/ "'
    >>> c_parse_view(b"jint (JNICALL *GetVersion)(JNIEnv *env);")
    b'jint (        *GetVersion)(JNIEnv *env);'
    """
    if b"/*" in src:
        src = _DIRECTIVE.sub(lambda d: _DIRECTIVE_STRING.sub(
            lambda s: s.group(0).replace(b"/*", b"/ "), d.group(0)), src)
    if b" *" in src:
        src = _POINTER_CONVENTION.sub(lambda m: b"(" + b" " * (m.end() - m.start() - 1), src)
    if b"IF" in src:
        src = _if_macros(src)
    if b"cmakedefine" in src:
        # A header template's `#cmakedefine HAVE_X 1` (`#cmakedefine01 HAVE_X`) is the
        # `#define` CMake writes or comments out: its macro, as the `#define`s beside it are
        # (catch2's `catch_user_config.hpp.in` declares its 50 options so).
        src = _CMAKEDEFINE.sub(lambda m: m.group(1) + b"define" + b" " * (len(m.group(2)) - 6),
                               src)
    return src
