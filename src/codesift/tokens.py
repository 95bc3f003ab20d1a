"""Identifier-aware tokens: the one function that turns code and queries into index terms.

Documents and queries go through the same splitter, so ``getUserById`` is found by
``getUserById`` (whole token), by ``getUser`` (its parts ``get`` and ``user``) and by
"user id". Identifiers repeat heavily in code, so each distinct one is split once (memoized).

>>> split_identifier("HTTPServerError2")
['http', 'server', 'error', '2']
>>> text_tokens("def getUserById(user_id):")
['def', 'getuserbyid', 'get', 'user', 'by', 'id', 'user_id', 'user', 'id']
"""
from __future__ import annotations

import re

# An identifier-ish run: letters, digits, underscore and `$` (JS). Dots, dashes and `::`
# separate identifiers, so `os.path.join` and `kebab-case` yield their parts as tokens.
_WORD_RE = re.compile(r"[A-Za-z0-9_$]+")
# Parts inside one identifier: an acronym before a capitalised word (HTTP|Server), a
# capitalised or lower word, a bare acronym, or digits.
_PART_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")

_NOT_ALNUM = re.compile(r"[\W_]+")
_split_cache: dict[str, tuple[str, ...]] = {}
_token_cache: dict[str, tuple[str, ...]] = {}
_CACHE_LIMIT = 500_000


def split_identifier(ident: str) -> list[str]:
    """Lower-cased parts of one identifier, dropping one-letter parts (``x``, the ``s`` of ``IDs``).

    Digits are kept whole at any length, since ``v2`` or ``404`` carry meaning.
    """
    cached = _split_cache.get(ident)
    if cached is None:
        parts = tuple(p.lower() for p in _PART_RE.findall(ident) if len(p) > 1 or p.isdigit())
        if len(_split_cache) < _CACHE_LIMIT:
            _split_cache[ident] = parts
        cached = parts
    return list(cached)


def _word_tokens(word: str) -> tuple[str, ...]:
    """Tokens of one identifier-ish word: the whole (lower-cased) and, if compound, its parts."""
    cached = _token_cache.get(word)
    if cached is not None:
        return cached
    core = word.strip("_$")
    out: list[str] = []
    if core:
        parts = split_identifier(core)
        whole = core.lower()
        if len(parts) != 1 or parts[0] != whole:
            if len(whole) > 1 and not whole.isdigit():
                out.append(whole)
        out.extend(parts)
    result = tuple(out)
    if len(_token_cache) < _CACHE_LIMIT:
        _token_cache[word] = result
    return result


def text_tokens(text: str) -> list[str]:
    """Every token of a text, in order, repeats kept (for term frequencies)."""
    out: list[str] = []
    cache = _token_cache  # the hot loop of indexing: look up before calling
    for word in _WORD_RE.findall(text):
        toks = cache.get(word)
        out.extend(toks if toks is not None else _word_tokens(word))
    return out


def distinct_tokens(text: str, cap: int) -> list[str]:
    """The first ``cap`` distinct tokens of a text, in order of first appearance.

    Bodies count each identifier once: a function that says ``user`` forty times is not
    forty times more about users, and the cap keeps huge files from dominating the index.
    """
    seen: dict[str, None] = {}
    cache = _token_cache
    for m in _WORD_RE.finditer(text):  # lazily: a long body stops at the cap
        word = m.group()
        toks = cache.get(word)
        for tok in toks if toks is not None else _word_tokens(word):
            if tok not in seen:
                seen[tok] = None
                if len(seen) >= cap:
                    return list(seen)
    return list(seen)


def compact(name: str) -> str:
    """A name with case and separators folded away: ``get_user_by_id`` -> ``getuserbyid``.

    The symbol channel compares names in this form, so "get user by id", ``getUserById`` and
    ``get_user_by_id`` are the same name.
    """
    return _NOT_ALNUM.sub("", name.lower())


def name_words(name: str) -> list[str]:
    """The words of a symbol name (``HTTPServer`` -> http, server), for word-set matching."""
    out: list[str] = []
    for word in _WORD_RE.findall(name):
        out.extend(split_identifier(word))
    return out
