"""PHP's promoted `readonly` constructor parameters as tree-sitter-php 0.25 can read them. Like
every rewrite in ``rewrite.py``, this one keeps the length, so each row and offset of the
parse is the file's own.

>>> rewrite_php(b"function __construct(readonly int $x) {}")
b'function __construct(public   int $x) {}'
"""
from __future__ import annotations

import bisect

from codesift.regex_cache import compiled

# A constructor parameter promoted by `readonly` alone (PHP 8.1's `__construct(readonly int $x)`,
# implicitly public), or with its visibility after it (`readonly private Foo $x`):
# tree-sitter-php 0.25 asks a visibility first, and read `readonly` as the parameter's type
# (the property was lost) or as an error before it. For the parse, `readonly` alone becomes
# `public` and two blanks, and `readonly` swaps places with the visibility after it; the walker
# reads the file's own bytes (``PARSE_ONLY``), so the signature says `readonly int $x`. Only
# after a list's `(` or `,`, attributes and comments passed (the gap, ``_PhpGaps``); a named
# argument (`f(readonly: true)`) is followed by no blank and a type.
_PHP_READONLY = compiled(
    rb"readonly([ \t\r\n]+)(?:(public|protected|private)\b|(?=[?\\A-Za-z_]))")
_PHP_LIST_ITEM = compiled(rb"[(,](?=[ \t\r\n#/r])")
# What the gap may hold besides comments: blanks and attributes (an attribute's scan ends at
# its `]` or at a second `[` unclosed, so scans from different lists barely overlap).
_PHP_GAP_ITEM = compiled(rb"[ \t\r\n]+|#\[(?:[^\[\]]|\[[^\[\]]*\])*\]")
_PHP_COMMENT_CLOSE = compiled(rb"\*/")
_PHP_NEWLINE = compiled(rb"\n")


class _PhpGaps:
    """Where the gap (blanks, attributes, `/* … */` and `// …` comments) from an offset ends.
    A comment's end is looked up, not scanned for, and each offset's answer is kept: a regex
    scanned each comment from every `(` and `,` before it, to the end of the file when it
    never closed (`f(/*` repeated: 49 s at 100 KB)."""

    def __init__(self, src: bytes) -> None:
        self.src = src
        self.closes = [m.start() for m in _PHP_COMMENT_CLOSE.finditer(src)]
        self.newlines = [m.start() for m in _PHP_NEWLINE.finditer(src)]
        self.ends: dict[int, int] = {}

    def _item_end(self, at: int) -> int:
        """The end of the gap's item at ``at``; -1 when none starts there."""
        src = self.src
        if src.startswith(b"/*", at):
            found = bisect.bisect_left(self.closes, at + 2)
            return self.closes[found] + 2 if found < len(self.closes) else -1
        if src.startswith(b"//", at):
            found = bisect.bisect_left(self.newlines, at + 2)
            return self.newlines[found] + 1 if found < len(self.newlines) else -1
        item = _PHP_GAP_ITEM.match(src, at)
        return -1 if item is None else item.end()

    def end(self, at: int) -> int:
        """The offset after the gap from ``at``."""
        path = []
        while at not in self.ends:
            after = self._item_end(at)
            if after < 0:
                self.ends[at] = at
                break
            path.append(at)
            at = after
        end = self.ends[at]
        for start in path:
            self.ends[start] = end
        return end


def rewrite_php(src: bytes) -> bytes:
    """``src`` with each promoting `readonly` as the grammar reads it: `public  ` for a lone
    `readonly`, the visibility before it when one follows (same length)."""
    gaps, out, done = _PhpGaps(src), bytearray(), 0
    for item in _PHP_LIST_ITEM.finditer(src):
        if item.start() < done:
            continue
        at = gaps.end(item.end())
        m = _PHP_READONLY.match(src, at)
        if m is None:
            continue
        out += src[done:at]
        if m.group(2):
            out += m.group(2) + m.group(1) + b"readonly"
        else:
            out += b"public  " + m.group(1)
        done = m.end()
    return src if not out else bytes(out + src[done:])
