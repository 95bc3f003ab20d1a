"""Identifier-aware tokens: the one function that turns code and queries into index terms.

Documents and queries go through the same splitter, so ``getUserById`` is found by
``getUserById`` (whole token), by ``getUser`` (its parts ``get`` and ``user``) and by
"user id". Identifiers repeat heavily in code, so each distinct one is split once (memoized).

>>> split_identifier("HTTPServerError2")
['http', 'server', 'error', '2']
>>> split_identifier("userIDs"), split_identifier("IPv6Only"), split_identifier("ipv6_only")
(['user', 'id'], ['ipv', '6', 'only'], ['ipv', '6', 'only'])
>>> text_tokens("def getUserById(user_id):")
['def', 'getuserbyid', 'get', 'user', 'by', 'id', 'user_id', 'user', 'id']

A word written outside ASCII is a token too (``wide_tokens``), Chinese, Japanese and Korean
text as its overlapping pairs of characters, since nothing sets their words apart:
>>> text_tokens('throw new BadRequestException("验证码错误")')
['throw', 'new', 'badrequestexception', 'bad', 'request', 'exception', '验证', '证码', '码错', '错误']
"""
from __future__ import annotations

from itertools import chain
from typing import Callable, TypeVar

from .regex_cache import compiled

# An identifier-ish run: letters, digits, underscore and `$` (JS). Dots, dashes and `::`
# separate identifiers, so `os.path.join` and `kebab-case` yield their parts as tokens.
_WORD_RE = compiled(r"[A-Za-z0-9_$]+")
# Parts inside one identifier: an acronym before its plural `s` (IDs, URLs: the `s` is then
# a one-letter part, dropped), an acronym with a letter before digits (IPv6 as `ipv6` splits,
# ipv|6), an acronym before a capitalised word (HTTP|Server), a capitalised or lower word, a
# bare acronym, or digits.
_PART_RE = compiled(r"[A-Z]{2,}(?=s(?![a-z]))|[A-Z]{2,}[a-z](?=[0-9])|[A-Z]+(?=[A-Z][a-z])"
                    r"|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")

# A word holding a letter or digit outside ASCII, whole: `Größe`, `ошибка`, `验证码错误`. It
# starts at a word's start and its ASCII head cannot be backtracked into, so a long ASCII
# word is scanned once, not once per character.
_WIDE_WORD_RE = compiled(r"\b[A-Za-z0-9_]*+[^\x00-\x7f\W]\w*")
# Han, kana and Hangul: scripts written without spaces between words.
_UNSPACED_RE = compiled(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
_NOT_ALNUM = compiled(r"[\W_]+")
_split_cache: dict[str, tuple[str, ...]] = {}
_token_cache: dict[str, tuple[str, ...]] = {}
_CACHE_LIMIT = 500_000

# Every byte that is not part of a word becomes a space, so ``bytes.translate`` and ``split``
# find the words ``_WORD_RE`` finds, at C speed. A non-ASCII character (or an undecodable
# byte) separates words in a decoded text; each of its UTF-8 bytes (>= 0x80) does here.
_WORD_BYTES = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$"
_SEPARATE = bytes(b if b in _WORD_BYTES else 0x20 for b in range(256))
# Bytes of a text that ``distinct_tokens`` splits at a time: a long text stops near its cap.
_WINDOW = 16_384
# Characters of a text whose non-ASCII words a capped body reads (``distinct_tokens``).
_WIDE_CAP = 262_144
K = TypeVar("K")
V = TypeVar("V")


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


def name_parts(ident: str) -> list[str]:
    """Lower-cased parts of one identifier as its name reads, a one-letter capital kept: a
    test named `TestBindPFlagsStringSlice` is for "bind pflags string slice", which
    ``split_identifier`` (made for index tokens) reads as bind, flags, string, slice.

    >>> name_parts("TestBindPFlagsStringSlice"), name_parts("UserIDs"), name_parts("test_a")
    (['test', 'bind', 'p', 'flags', 'string', 'slice'], ['user', 'id'], ['test'])
    """
    return [p.lower() for p in _PART_RE.findall(ident) if len(p) > 1 or p.isupper() or p.isdigit()]


def _word_tokens(word: str) -> tuple[str, ...]:
    """Tokens of one identifier-ish word: the whole (lower-cased) and, if compound, its parts."""
    cached = _token_cache.get(word)
    if cached is not None:
        return cached
    if word.isalpha() and word.isascii() and (word.islower() or word.isupper()):
        # Most words (`session`, `HTTP`) are one part, the word itself: no part regex needed.
        result: tuple[str, ...] = (word.lower(),) if len(word) > 1 else ()
    else:
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
    if not text.isascii():
        out.extend(wide_tokens(text))
    return out


def wide_tokens(text: str) -> list[str]:
    """Tokens of a text's words written outside ASCII, in order, repeats kept.

    The ASCII splitter reads a non-ASCII character as a space, so an error message, comment or
    i18n string in Chinese or Russian gave no token at all and eladmin's
    ``BadRequestException("验证码错误")`` was found by nothing. A word of a spaced script is
    its whole lower-cased self; a run of an unspaced one (Han, kana, Hangul) its overlapping
    character pairs, which a query's run shares wherever its words are: "验证码" finds
    "验证码错误" by 验证 and 证码.

    >>> wide_tokens("Größe der Datei: ошибка,\\nan ASCII line,\\n登录授权, 码 x")
    ['größe', 'ошибка', '登录', '录授', '授权', '码']

    The pattern runs over the lines that hold a non-ASCII character only: no word spans a line
    break, and a line's first word starts a word in either text, so the words are the same,
    in the same order. Django's translation catalogs, where every other line is English,
    took the pattern twice as long scanned whole.
    """
    if "\n" in text:
        text = "\n".join([line for line in text.split("\n") if not line.isascii()])
    words = _WIDE_WORD_RE.findall(text)
    return list(chain.from_iterable(map(_wide_cache.__getitem__, words)))


def _wide_word_tokens(word: str) -> tuple[str, ...]:
    out: list[str] = []
    low = word.lower()
    pos = 0
    for run in _UNSPACED_RE.finditer(low):
        _spaced(low[pos:run.start()], out)
        chars = run.group(0)
        out.extend([chars[i:i + 2] for i in range(len(chars) - 1)] if len(chars) > 1 else [chars])
        pos = run.end()
    _spaced(low[pos:], out)
    return tuple(out)


def _spaced(word: str, out: list[str]) -> None:
    """A spaced script's word as a token, when not ASCII alone (the ASCII splitter's part)."""
    word = word.strip("_")
    if len(word) > 1 and not word.isascii():
        out.append(word)


def distinct_tokens(text: str, cap: int) -> list[str]:
    """The first ``cap`` distinct tokens of a text, in order of first appearance.

    Bodies count each identifier once: a function that says ``user`` forty times is not
    forty times more about users, and the cap keeps huge files from dominating the index.
    """
    data = text.encode("ascii", "replace").translate(_SEPARATE)
    seen: dict[str, None] = {}
    start, end = 0, len(data)
    while start < end:
        stop = data.find(b" ", start + _WINDOW)   # at a space: no word is cut
        stop = end if stop < 0 else stop
        words = list(dict.fromkeys(data[start:stop].split()))   # repeats looked up once
        seen.update(dict.fromkeys(chain.from_iterable(map(_bytes_cache.__getitem__, words))))
        if len(seen) >= cap:
            return list(seen)[:cap]
        start = stop
    if not text.isascii():   # after the ASCII words, as many as the cap leaves room for
        seen.update(dict.fromkeys(wide_tokens(text[:_WIDE_CAP])))
    return list(seen)[:cap]


def bytes_token_text(data: bytes) -> str:
    """``" ".join(text_tokens(data.decode("utf-8", "replace")))``, without the decode.

    A whole file's tokens (the file channel's document) are a cold build's longest text;
    this keeps each word's work to a C-level split and one dictionary lookup.
    """
    words = data.translate(_SEPARATE).split()
    text = " ".join(filter(None, map(_joined_cache.__getitem__, words)))
    if data.isascii():
        return text
    return " ".join([text, *wide_tokens(data.decode("utf-8", "replace"))])


def _tokens_of(word: bytes) -> tuple[str, ...]:
    return _word_tokens(word.decode("ascii"))


def _joined_of(word: bytes) -> str:
    return " ".join(_word_tokens(word.decode("ascii")))


class _Memo(dict[K, V]):
    """Each word's value, made the first time the word is looked up (``__missing__``).

    ``list(map(memo.__getitem__, words))`` runs at C speed while the words are known, as
    nearly every word is once a few files are done, and a new word costs one call of ``make``.
    (Mapping the whole list, then on a miss finding the missing words by a set difference
    and mapping again made every text holding one new word pay three passes.) Past
    ``_CACHE_LIMIT`` entries a new word is made and not kept.
    """

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, word: K) -> V:
        value = self.make(word)
        if len(self) < _CACHE_LIMIT:
            self[word] = value
        return value


# Tokens of words met as bytes, as a tuple and joined by spaces (the index's field form),
# and of words written outside ASCII.
_bytes_cache: _Memo[bytes, tuple[str, ...]] = _Memo(_tokens_of)
_joined_cache: _Memo[bytes, str] = _Memo(_joined_of)
_wide_cache: _Memo[str, tuple[str, ...]] = _Memo(_wide_word_tokens)


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
