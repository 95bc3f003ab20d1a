"""Inline markup a doc's first sentence shows as plain words: Markdown's and reStructuredText's
emphasis (``**DEPRECATED** use X``, ``*iterable*``, ``__two words__``), and what else
reStructuredText leaves in a docstring or a page (an escaped space, a literal block's ``::``,
a hyperlink reference's target and underscores). ``docline.py`` reads a doc's sentence
through it.

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
# reStructuredText's escaped space glues markup to the word after it (`` :class:`Literal`\ s ``
# reads "Literals"); a docstring's source writes it `\\ ` unless raw. Only after markup's
# closing mark: tablib's "not permitted: \\ / * ?" names a backslash.
_RST_GLUE = lazy(r"(?<=[`*_])\\{1,2} (?=\w)")
# A hyperlink reference: `` `text <url>`_ `` (``__`` when anonymous) reads as its text, a page's
# too once its backticks are gone (pendulum's "Official Website <https://…>_"); `PyPI_`, a
# reference to a target named elsewhere, as its word. Python's `id_` is a name: in a docstring
# only the backticked form counts.
_RST_LINK = lazy(r"`([^`<]*?)\s*<[^`>]*>`__?(?!\w)")
_RST_PAGE_LINK = lazy(r"\s*<(?:https?://|mailto:)[^\s>]*>__?(?!\w)")
_RST_REFERENCE = lazy(r"(?<!\w)([^\W_](?:[\w.-]*[^\W_])?)__?(?=[\s.,;:)]|$)")
# A page's escaped marks (`jwt.get\_unverified\_header()`): the mark itself.
_RST_ESCAPED = lazy(r"\\([_*`|])")


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


def rst_plain(doc: str, page: bool) -> str:
    r"""One paragraph of a docstring (or, with ``page``, of a reStructuredText page) without the
    markup above: escaped spaces, a closing ``::`` and hyperlink references.

    >>> rst_plain("Converts them to `Literal`\\ s, see `the docs <https://x.org>`_::", False)
    'Converts them to `Literal`s, see the docs:'
    >>> rst_plain("Available from PyPI_ and Docs <https://x.org>_ by running::", True)
    'Available from PyPI and Docs by running:'
    >>> rst_plain("Expanded __diag__ and get\\_header by @dbader_org", True)
    'Expanded __diag__ and get_header by @dbader_org'
    """
    if "\\ " in doc:
        doc = _RST_GLUE.sub("", doc)
    if doc.endswith("::"):
        # A literal block follows: Sphinx shows "running::" as "running:", and a `::` after a
        # space not at all (more-itertools' "return an iterator over its items::").
        before = doc[-3:-2]
        doc = doc[:-1] if before.strip() and before != ":" else doc[:-2].rstrip()
    if ">`_" in doc:
        doc = _RST_LINK.sub(r"\1", doc)
    if page and "_" in doc:
        doc = _RST_REFERENCE.sub(r"\1", _RST_PAGE_LINK.sub("", doc))
        if "\\" in doc:
            doc = _RST_ESCAPED.sub(r"\1", doc)
    return doc
