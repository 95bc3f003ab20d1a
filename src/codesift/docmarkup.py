"""Inline markup a doc's first sentence shows as plain words: Markdown's and reStructuredText's
emphasis (``**DEPRECATED** use X``, ``*iterable*``, ``__two words__``). ``docline.py`` reads a doc's
sentence through it.

>>> plain_emphasis("**DEPRECATED** use *iterable*, not `*args` or *.py")
'DEPRECATED use iterable, not `*args` or *.py'
"""
from __future__ import annotations

import re

from .lazy_re import lazy

# Emphasis around words: the marker opens after a space, a bracket or a quote and before a
# letter or digit, and closes after one (or a full stop) before no word character. So
# `*args`, `**kwargs`, `a * b`, `2*3*4`, a glob's `*.py` or `src/*/lib/*` keep their stars.
_STRONG_STAR = lazy(r"(?<![\w*\\/])\*\*(?=[^\W_])([^*\n]*?[^\W_][.!?)]?)\*\*(?![\w*])")
_EM_STAR = lazy(r"(?<![\w*\\/])\*(?=[^\W_])([^*\n]*?[^\W_][.!?)]?)\*(?![\w*])")
# `__bold__` is Python's dunder too (`__init__`, PHP's `__DIR__`): only words with a space or
# a mark between them read as emphasis (`__not a name__`).
_STRONG_UNDERSCORE = lazy(r"(?<![\w\\/])__(?=[^\W_])([^\n]*?[^\W_][.!?)]?)__(?!\w)")
_CODE_SPAN = lazy(r"(`[^`]*`)")


def _unless_name(m: re.Match[str]) -> str:
    """A ``__…__`` span as its words, unless it is one identifier (a dunder)."""
    inner = m.group(1)
    return m.group() if inner.replace("_", "").isalnum() else inner


def plain_emphasis(doc: str) -> str:
    """``doc`` with emphasis markers around words dropped, code spans left as written."""
    if "*" not in doc and "__" not in doc:
        return doc
    parts = _CODE_SPAN.split(doc)
    for i in range(0, len(parts), 2):   # the even parts lie outside code spans
        part = parts[i]
        if "*" in part:
            part = _EM_STAR.sub(r"\1", _STRONG_STAR.sub(r"\1", part))
        if "__" in part:
            part = _STRONG_UNDERSCORE.sub(_unless_name, part)
        parts[i] = part
    return "".join(parts)
