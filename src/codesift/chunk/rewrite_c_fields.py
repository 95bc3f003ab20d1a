"""A C++ data member's or variable's annotation macro read as its declarator: Clang's
thread-safety attributes as projects spell them (leveldb's `int total GUARDED_BY(mu);`,
Abseil's `ABSL_GUARDED_BY(mu_)`), which ``rewrite_c.rewrite_c`` blanks for the parse."""
from __future__ import annotations

import re

from ..regex_cache import compiled

# A macro-cased call after a word and before the `;`, `=` or `{…};` ending a declaration:
# the grammar read `int total GUARDED_BY(mu);` as a prototype named GUARDED_BY, and
# leveldb's 20 guarded fields (DBImpl's `imm_`, `logfile_number_`…) were all named so.
_AFTER_NAME_CALL = compiled(
    rb"(?<=\w)([ \t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]+\((?:[^()\n]|\([^()\n]*\))*\))"
    rb"(?=[ \t]*(?:;|=|\{[^{}\n]*\}[ \t]*;))")
# Its arguments name what guards the member (`mu_`, `a, b`), never a parameter's type and
# name: `extern void UNITY_FIXTURE_FREE(void* ptr);` is a function so named.
_PARAMETER = compiled(rb"\w[ \t*&]+\w")
# What the line before it must be: a type and then the name, nothing else (no `=`, call,
# `return` or `case`: `return FOO(x);`, `else BAR(y);` stay).
_DECLARATION_HEAD = compiled(
    rb"[ \t]*(?!(?:return|else|case|goto|throw|delete|new|co_return|co_yield|using|typedef"
    rb"|define|if|while|for|switch|do)\b)[A-Za-z_][\w:]*(?:<[^;=(){}\n]*>)?"
    rb"(?:[ \t*&]+(?:const[ \t]+)?[A-Za-z_][\w:]*(?:<[^;=(){}\n]*>)?)*[ \t*&]+[A-Za-z_]\w*")


def blank_field_annotations(src: bytes) -> bytes:
    """``src`` with each annotation macro after a declared name blanked (same length), on a
    line that is a declaration's head (``_DECLARATION_HEAD``) and no directive's."""
    if b"(" not in src:
        return src

    def blank(m: re.Match[bytes]) -> bytes:
        start = m.string.rfind(b"\n", 0, m.start()) + 1
        head = m.string[start:m.start()]
        if head.lstrip().startswith(b"#") or not _DECLARATION_HEAD.fullmatch(head) \
                or _PARAMETER.search(m.group(2), m.group(2).find(b"(")):
            return m.group(0)
        return m.group(1) + b" " * len(m.group(2))

    return _AFTER_NAME_CALL.sub(blank, src)
