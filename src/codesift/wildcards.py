"""Glob regexes that Python's backtracking matcher answers in linear time.

A glob becomes a regex of literal pieces and three kinds of star: ``*`` (``[^/]*``), a trailing
``**`` (``.*``) and ``**/`` (``(?:.*/)?``). Tried as written, each star backtracks over every
place of the next: ``*a*a*a*a*a*a*a*a*a*a*b`` against a 40-letter name, or ``**/a/`` ten times
against a deep path, ran for minutes (a .gitignore is a repository's text, and a search's
``path`` filter comes from a model as often as from a person).

``join_leftmost`` puts each star and the fixed-width piece after it in an atomic group that
takes the piece's leftmost place and never tries another, where that is the same answer
(``_safe``): the next star can then take whatever text a later place would have left to the
one before. Pieces of variable width (a ``{a,ab}`` alternation) or that may or may not match a
"/" (a class ``[/x]``) are the caller's to mark, and are left as they are.
"""
from __future__ import annotations

STAR, SPAN, DIRS = "[^/]*", ".*", "(?:.*/)?"
_LAZY = {STAR: "[^/]*?", SPAN: ".*?", DIRS: "(?:.*?/)??"}


def join_leftmost(parts: list[str], fixed: list[bool]) -> str:
    """``"".join(parts)`` with the atomic groups described above; ``fixed[k]`` is False for a
    part of variable width (or one inside an alternation), which is never grouped.

    >>> join_leftmost([STAR, "a", STAR, "b"], [True] * 4)
    '(?>[^/]*?a)[^/]*b'
    >>> join_leftmost([SPAN, "a", STAR], [True] * 3)   # a later "a" may be the one
    '.*a[^/]*'
    """
    out: list[str] = []
    i, n = 0, len(parts)
    while i < n:
        if fixed[i] and parts[i] in _LAZY:
            j = i + 1
            while j < n and fixed[j] and parts[j] not in _LAZY:
                j += 1
            if i + 1 < j < n and fixed[j] and _safe(parts[i], parts[i + 1:j], parts[j]):
                out.append(f"(?>{_LAZY[parts[i]]}{''.join(parts[i + 1:j])})")
                i = j
                continue
        out.append(parts[i])
        i += 1
    return "".join(out)


def _safe(star: str, piece: list[str], after: str) -> bool:
    """Whether ``piece`` may be committed to at its leftmost place after ``star``, with the
    star ``after`` it next: a ``.*`` takes any text; a ``*`` the text without a "/" a ``*``
    before left it; a ``**/`` whole folders, which a piece ending in "/" leaves it."""
    if after == SPAN:
        return True
    if after == STAR:
        return star == STAR
    return piece[-1] == "/"
