"""What the readers of languages chunked without a grammar share (Clojure's and Erlang's forms,
``clojure.py``, ``erlang.py``; Crystal's lines, ``crystal.py``; R's brackets, ``r_lang.py``):
a file's text, its lines and their offsets, the 1-based row of an offset, the comment lines
above a row, and a chunk made of a span of forms.

>>> reader = FormReader("a.erl", "% Adds.\\nadd(A) -> A.\\n", "erlang")
>>> reader.row(9), reader.comment_rows(2, ("%",))
(2, 1)
"""
from __future__ import annotations

import bisect

from codesift.chunk.base import SIGNATURE_MAX, capped, comment_top, line_starts
from codesift.model import Chunk


class FormReader:
    """The chunks of one file's forms, with the file's line offsets to place them."""

    def __init__(self, path: str, text: str, lang: str) -> None:
        self.path, self.text, self.lang = path, text, lang
        self.line_starts = line_starts(text)
        self.lines = text.split("\n")
        self.chunks: list[Chunk] = []

    def row(self, offset: int) -> int:
        """The 1-based line holding ``offset``."""
        return bisect.bisect_right(self.line_starts, offset)

    def comment_rows(self, first: int, marks: tuple[str, ...]) -> int:
        """The first row of the comment lines (opening with one of ``marks``) right above row
        ``first``; ``first`` if none."""
        return comment_top(self.lines, first - 1, marks) + 1

    def span_chunk(self, kind: str, name: str, container: str, signature: str, doc: str,
                   start: int, end: int) -> Chunk:
        """A chunk of the text from offset ``start`` to ``end``, its rows whole."""
        first, last = self.row(start), self.row(max(end - 1, start))
        return Chunk(path=self.path, lang=self.lang, kind=kind, name=name, container=container,
                     signature=capped(signature, SIGNATURE_MAX), doc=doc, start=first,
                     end=last, text="\n".join(self.lines[first - 1:last]))
