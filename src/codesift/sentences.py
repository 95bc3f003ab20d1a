"""Where a doc's first sentence ends, and a text cut to a width with ``…``: the last step of
an address line's description (``docline.description``) and of a name too long for its line
(``address_names``).

>>> first_sentence("Send a request. Retries on failure.")
'Send a request.'
>>> cut("transmission control", 14)
'transmission…'
"""
from __future__ import annotations

from .docmarkup import one_line
from .regex_cache import compiled

# The doc's share of an address line (a hit costs about 25 tokens); the agent reads the
# declaration itself for the rest.
DOC_CHARS = 72
# A sentence ends at . ! or ? before a space, but not after "e.g", "i.e", "etc", "vs", "cf",
# "no" or "approx" ("set no. of retries": resty's docs were cut at "no."), nor after "incl",
# "excl", "resp", "esp", "viz", "a.k.a" or "w.r.t" (postgres-operator's "returns major version
# to use, incl. potential auto upgrade" read "… to use, incl."), nor in a word of marks alone,
# an operator (quiver's "Deprecated: Use ?? and ArgumentError.checkNotNull." read "Use ??";
# `a ? b : c`, `?.`, `!!`).
_SENTENCE = compiled(r"(.+?(?<!e\.g)(?<!i\.e)(?<!etc)(?<!vs)(?<!cf)(?<!\bno)(?<!\bNo)(?<!approx)"
                     r"(?<!\bincl)(?<!\bexcl)(?<!\bresp)(?<!\besp)(?<!\bviz)(?<!a\.k\.a)(?<!w\.r\.t)"
                     r"(?<!\s[?!])(?<!\s[?!][?!])(?:(?<!\s)[!?]|\.))(?:\s|$)")


def first_sentence(doc: str, cap: int = DOC_CHARS) -> str:
    """The doc's first sentence (or its start, cut at ``cap`` characters with ``…``).

    A full stop inside a bracket or a code span the doc closes later ends no sentence before a
    word in lower case or a mark: pyparsing's "Comments (C-style /* ... */)" read "Comments
    (C-style /* ...", Sinatra's "Sugar for `error(404) { ... }`" "Sugar for `error(404) {
    ...", testify's "… returned a nil error (ie. no error)." "… a nil error (ie.".

    >>> first_sentence("Comment of the form `/* ... */`. Then more.")
    'Comment of the form `/* ... */`.'
    """
    doc = one_line(doc)
    m = _SENTENCE.match(doc)
    if m is not None and " " not in m[1] and m.end() < len(doc):   # a word alone runs on:
        m = _SENTENCE.match(doc, m.end()) or m   # litestar's "**REQUIRED**. The license name …"
    # A bracket the doc never closes is a slip (leveldb's "… per block (before compression."):
    # it holds no sentence open. A capital after the stop starts a sentence all the same:
    # Kingfisher's issue template "[The steps to reproduce this issue. What is …]".
    while m is not None and _left_open(doc[:m.end(1)]) and not _left_open(doc) \
            and not doc[m.end():m.end() + 1].isupper():
        m = _SENTENCE.match(doc, m.end()) if m.end() < len(doc) else None
        if m is None:
            return cut(doc, cap)
    return cut(doc[:m.end(1)] if m else doc, cap)


def _left_open(text: str) -> bool:
    """Whether ``text`` ends inside a code span or a bracket it opened (`(`, `[`, `{`)."""
    if text.count("`") % 2:
        return True
    depth = 0
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}" and depth:
            depth -= 1
    return depth > 0


def cut(text: str, cap: int) -> str:
    """``text`` in at most ``cap`` characters, ending ``…`` when cut, at a word's end if one is
    near (a half word, ``transmissio…``, costs characters and reads as a typo)."""
    if len(text) <= cap:
        return text
    head = text[: cap - 1]
    space = head.rfind(" ")
    if text[cap - 1] != " " and space >= cap * 2 // 3:
        head = head[:space]
    return head.rstrip(" ,") + "…"
