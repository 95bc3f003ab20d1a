"""The words of one quoted piece of a message as the code writes it: a formatted value is a
wildcard word, an escape sequence separates words (``literals.py`` matches them to a query's).

>>> piece_words("Ranch listener ~p, stream ~p had its request process ~p exit~n")
['ranch', 'listener', '*~p', 'stream', '*~p', 'had', 'its', 'request', 'process', '*~p', 'exit']
"""
from __future__ import annotations

import re

from ..regex_cache import compiled

# A value formatted into a message: printf's `%s`/`%-5d`/`%+v`/`%,d` (numbered too: Java's and
# POSIX's `%1$s`), Qt's `QString::arg` numbered `%1`…`%99` (flameshot's `tr("Shortcut conflict:
# '%1' and '%2' " "have the same shortcut: %3\n")` read "1" and "2" as words, and no run of
# the pasted message was long enough to count), `{}`/`{0}`/`{name!r}`/`{:?}`, an f-string's
# `{delay % secs}`, `${expr}`/`#{expr}`/`\(expr)`, a shell's or Kotlin's `$name`. It stands
# for one wildcard word, as does whatever joins two quoted pieces of one message (`"Plugin " ..
# name .. " is"`). Letters or digits written against it are of the one word it prints: a
# prefix or a unit (`0x%02X` printed `0x67`, `%dms` printed `250ms`; commons-codec's "Illegal
# hexadecimal character 0x%02X at index %,d." read as "0x" then a value broke the run after
# three words). Erlang's `io_lib:format` directives are values too (`~p`, `~0p`, `~ts`, `~.2f`;
# Common Lisp's `format` shares `~a`, `~s`): cowboy's "Ranch listener ~p, connection process ~p,
# stream ~p had its request process ~p exit with reason ~0p~n" read `~p` as the word "p".
PLACEHOLDER = compiled(r"[A-Za-z0-9]*(?:%(?:[1-9]\d*\$)?[-+#0,]*(?:\d+|\*)?(?:\.\d+)?[hlLqjzt]*[a-zA-Z]"
                       r"|%[1-9]\d?(?!\d)|\{[^{}\n]{0,80}\}|[$#]\{[^{}]*\}|\\\([^()]*\)|\$[A-Za-z_]\w*"
                       r"|~(?:-?\d+|\*)?(?:\.(?:-?\d+|\*)?){0,2}[tlk]*[pPwWsaeEfgGbBxX#+ic])"
                       r"[A-Za-z0-9]*")
# Erlang's `~n` in a format string is a newline, an escape: "… ~0p~n" ends its line there.
_ERLANG_NEWLINE = compiled(r"~n")
# An escape sequence in a literal: a newline, tab or other control character, or a character
# by its code. Its letter was read into the next word: "…: %3\nusage" said `nusage`, and a
# message written over two lines of output broke at the line's end. An escaped backslash is
# itself, so `C:\\new` keeps its `new`.
_ESCAPE = compiled(r"\\(\\|[abefnrtv0]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]+\})")
WILD = "*"


def piece_words(piece: str) -> list[str]:
    r"""The words of one quoted piece, lower-cased, a ``WILD`` for each formatted value; an
    escape sequence separates words as the character it prints does.

    >>> piece_words(r"cannot open %s\nreason: denied\tC:\\new")
    ['cannot', 'open', '*%s', 'reason', 'denied', 'c', 'new']
    """
    if "\\" in piece:
        piece = _ESCAPE.sub(lambda m: "\\" if m.group(1) == "\\" else " ", piece)
    if "~" in piece:
        piece = _ERLANG_NEWLINE.sub(" ", piece)
    text = PLACEHOLDER.sub(lambda m: f" \0{m.group(0).lower()}\0 ", piece)
    return [WILD + w[1:-1] if w[0] == "\0" else w.lower()
            for w in re.findall(r"\0[^\0]*\0|[A-Za-z0-9_$]+", text)]
