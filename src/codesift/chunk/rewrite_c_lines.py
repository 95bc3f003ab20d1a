"""The C, C++ and Objective-C lines a preprocessor reads differently from the grammar, for
``rewrite_c.py`` and ``rewrite_objc.py``: a directive's lines and their continuations, which
no rewrite touches (``in_directive``, ``blank_group``), a comment inside a multi-line
`#define`, and a macro alone on its line or opening a block. Same length, so rows hold.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from codesift.chunk.base import NOT_NEWLINE

from ..regex_cache import compiled

# A macro's name as C projects write one: upper case, with an underscore (`FMT_API`).
UPPER_MACRO = rb"[A-Z][A-Z0-9]*_[A-Z0-9_]+"
# A comment inside a multi-line `#define` (`    /*YYERROR*/; \`, bison's FAIL): the grammar
# ends the directive there, and the rest of it swallowed jq's yyerror after it.
_CONTINUED_LINE = compiled(rb"^[^\n]*\\\r?$", re.M)
_LINE_COMMENT_BLOCK = compiled(rb"/\*(?:[^*\n]|\*(?!/))*\*/")
# A macro call alone on its line, with no `;` (`FMT_PRAGMA_CLANG(diagnostic error "…")`):
# read as the head of what follows, it turned fmt's `namespace detail {` in ranges.h into a
# function over 250 lines. Indented too, in a class body: CLI11's `CLI11_ERROR_DEF(Error,
# ConstructionError)` as a class's only member lost Error.hpp's namespace and two classes.
# Blanked whole, unless a body or an expression's next part follows on the next line
# (`ASSERT_EQ(a, b)` / `    << "why";`).
# Nor when it is a return type, an export macro's (libyaml's `YAML_DECLARE(int)` / `yaml_parser_
# initialize(…)`, its whole API): blanked, the function had no type and api.c read as one
# function named `void`. Macro calls below it on their own lines are passed over to see
# whether a declarator follows: in rapidjson's `RAPIDJSON_DIAG_OFF(padded)` /
# `RAPIDJSON_DIAG_OFF(switch-enum)` only the last of a run was blanked.
_CALL_MACRO = compiled(rb"^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]+\((?:[^()\n;{}]|\([^()\n;{}]*\))*\))"
                       rb"[ \t]*$(?![\r\n]+[ \t]*(?:[{<>+\-%&|^=?:.,)\]]|/(?![/*])))", re.M)
_NEWLINES = compiled(rb"[\r\n]+")
_MACRO_CALL_LINE = compiled(rb"[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]+\([^()\n;{}]*\)[ \t]*\r?\n")
_DECLARATOR = compiled(rb"[*]*(?!" + UPPER_MACRO + rb"[ \t]*\()[A-Za-z_]\w*[ \t]*\(")
# A macro standing for a keyword that opens a block (spdlog's `SPDLOG_TRY{` for `try {`) at
# the start of a statement: read as an expression without its `;`, the error swallowed the
# function around it (async_logger's sink_it_, whose message a pasted log line names). The
# name is blanked, leaving the block. `class FOO_API {` and `= INIT_X {` start no statement,
# nor does a name on the line after its `enum class`, `namespace` or `=` (_CONTINUED).
_BLOCK_MACRO = compiled(rb"(?m)((?:^|[{};])[ \t]*)([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?=[ \t]*\{)")
_CONTINUED = compiled(rb"(?:[=,(<]|\b(?:class|struct|union|enum|namespace|typedef|return))[ \t\r\n]*$")
# A macro alone on its line (`NS_ASSUME_NONNULL_BEGIN`, which opens most Objective-C headers
# written since 2015; fmt's `FMT_BEGIN_NAMESPACE`): the grammar reads it as an expression or
# a type that swallows the declaration after it. Blanked (same length) before parsing.
BARE_MACRO = compiled(rb"(?m)^([ \t]*)([A-Z_][A-Z0-9_]{2,})(?=[ \t]*\r?$)")
# But with a declarator opening the next line at column 0 it is a return type (libevent's
# `ARC4RANDOM_EXPORT ARC4RANDOM_UINT32` / `arc4random(void)`, the export macro blanked first;
# puma's `VALUE` / `sslctx_initialize(…)`; blanked, the function was named `void`). A macro
# call there (`RAPIDJSON_DIAG_OFF(effc++)`) is none, nor is an indented statement (`g(x);`).
_DECLARATOR_LINE = compiled(rb"[ \t]*\r?\n[*&]*(?![A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\()"
                            rb"[A-Za-z_]\w*(?:::~?[A-Za-z_]\w*)*[ \t]*\(")


def in_directive(src: bytes, at: int) -> bool:
    """Whether the line holding ``at`` is a directive's (`#define GET() DEFAULT_VALUE`) or
    continues the one before it (a `\\` ends that line), as a multi-line `#define`'s body does.

    The grammar reads such a body as the directive's text whatever it holds, so nothing there
    is rewritten: blanking `YY_USER_ACTION` alone on a continuation line (flex's
    `#define YY_RULE_SETUP \\`) left the directive no text, and it took in the function
    after it (jq's lexer.c lost its functions).
    """
    end = src.rfind(b"\n", 0, at)    # the line before ends here, perhaps after a `\r`
    if src[end + 1:at].lstrip().startswith(b"#"):
        return True
    if end > 0 and src[end - 1] == 13:
        end -= 1
    return end > 0 and src[end - 1] == 92    # `\\`


def blank_group(group: int) -> Callable[[re.Match[bytes]], bytes]:
    """A substitution blanking the match's ``group`` (its line breaks kept), except on a
    directive's line or continuation."""
    def blank(m: re.Match[bytes]) -> bytes:
        if in_directive(m.string, m.start()):
            return m.group(0)
        return m.group(0)[:m.start(group) - m.start()] + m.group(group).translate(NOT_NEWLINE) \
            + m.group(0)[m.end(group) - m.start():]
    return blank


def blank_continued_comments(src: bytes) -> bytes:
    """``src`` with each comment on a continued line blanked (see ``_CONTINUED_LINE``)."""
    return _CONTINUED_LINE.sub(lambda m: _LINE_COMMENT_BLOCK.sub(
        lambda c: b" " * len(c.group(0)), m.group(0)), src)


def blank_call_macros(src: bytes) -> bytes:
    """``src`` with its ``_CALL_MACRO`` lines blanked, but those a declarator follows, past
    the macro calls on the lines below (a return type's: libyaml's `YAML_DECLARE(int)`).

    A run of such lines ends in the same place for each of them: it is read once, not once
    a line as a lookahead would (20,000 lines of `FOO_API(int)` took 37 s).

    >>> blank_call_macros(b"FMT_PRAGMA(x)\\nnamespace detail {}\\nYAML_DECLARE(int)\\nf(void);\\n")
    b'             \\nnamespace detail {}\\nYAML_DECLARE(int)\\nf(void);\\n'
    """
    typed: dict[int, bool] = {}   # a line's start -> whether a declarator ends its run

    def declarator_after(pos: int) -> bool:
        run = []
        while pos not in typed:
            run.append(pos)
            line = _MACRO_CALL_LINE.match(src, pos)
            if line is None:
                typed[pos] = _DECLARATOR.match(src, pos) is not None
                break
            pos = line.end()
        for start in run:
            typed[start] = typed[pos]
        return typed[pos]

    blank = blank_group(1)

    def call_macro(m: re.Match[bytes]) -> bytes:
        gap = _NEWLINES.match(src, m.end())
        return m.group(0) if gap is not None and declarator_after(gap.end()) else blank(m)

    return _CALL_MACRO.sub(call_macro, src)


def _block_macro(src: bytes, m: re.Match[bytes]) -> bytes:
    """The match with its macro blanked, if it starts a statement (see ``_BLOCK_MACRO``)."""
    if not m.group(1).strip() and _CONTINUED.search(src, max(0, m.start() - 80), m.start()) \
            or in_directive(src, m.start()):
        return m.group(0)
    return m.group(1) + b" " * len(m.group(2))


def blank_block_macros(src: bytes) -> bytes:
    """``src`` with each macro opening a block at a statement's start blanked
    (``_BLOCK_MACRO``)."""
    return _BLOCK_MACRO.sub(lambda m: _block_macro(src, m), src)


def _bare_macro(m: re.Match[bytes]) -> bytes:
    """A ``BARE_MACRO`` match blanked, unless it is a return type (see ``_DECLARATOR_LINE``)."""
    if _DECLARATOR_LINE.match(m.string, m.end()):
        return m.group(0)
    return blank_group(2)(m)


def blank_bare_macros(src: bytes) -> bytes:
    """``src`` with each macro alone on its line blanked, but a return type's
    (``_bare_macro``)."""
    return BARE_MACRO.sub(_bare_macro, src)
