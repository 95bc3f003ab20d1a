"""Where a read of a long whole-file hit should start: the line holding most of the query's
words, when they lie past its first screenful.

A file without declarations (a text, a config, a badly parsed stretch) is one hit from its
first line; its read call would show lines 1-120 while the words asked for stand at line 261.

>>> place_in_whole_files(root, hits, parse_query("expandGitAlias"))   # doctest: +SKIP
"""
from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Collection

from ..model import Hit
from ..walk.reading import read_regular
from .query import ParsedQuery
from .words import STOPWORDS

# A whole-file hit this long gets a focus line: a read call shows 120 lines. Only among the
# first hits, in the file's first bytes: a search reads no megabyte for it.
WHOLE_FILE_LINES = 120
WHOLE_FILE_HITS = 3
WHOLE_FILE_BYTES = 256 * 1024


def place_in_whole_files(root: str, hits: list[Hit], q: ParsedQuery) -> None:
    """Give a long whole-file hit (a file without declarations) the line holding most of the
    query's words as its focus, so its read call starts there and not at line 1 (a new,
    frozen ``Hit`` in its place in ``hits``)."""
    words = [w.lower() for w in [*q.identifiers, *q.words] if w.lower() not in STOPWORDS]
    identifiers = {name.lower() for name in q.identifiers}
    for i, hit in enumerate(hits[:WHOLE_FILE_HITS]):   # the first: the read call is the top hit's
        if hit.kind == "file" and not hit.focus and hit.end_line - hit.line >= WHOLE_FILE_LINES:
            data = read_regular(os.path.join(root, hit.path), WHOLE_FILE_BYTES)
            if not data:
                continue
            # A badly parsed file's stretch between the declarations found (``chunk.stretches``)
            # is read where its own lines hold the words.
            lines = data.split(b"\n")[hit.line - 1:hit.end_line]
            found = best_line(b"\n".join(lines), words, identifiers)
            hits[i] = dataclasses.replace(hit, focus=hit.line - 1 + found if found else 0)


def best_line(data: bytes, words: list[str], strong: Collection[str] = ()) -> int:
    """The first line of ``data`` holding the most of ``words`` (lower-cased, whole), or 0; a
    word in ``strong`` (an identifier the query typed) counts twice.

    A file without declarations is one hit from its first line: this is where a read of it
    should start, when the query's words lie past the first screenful.

    >>> best_line(b"# settings\\nname = 1\\nnat_gateway_count = 2  # nat\\n", ["nat_gateway_count", "nat"])
    3
    >>> best_line(b"log it\\nfunction WriteTabExpLog {\\n", ["writetabexplog", "log"], {"writetabexplog"})
    2
    """
    if not words:
        return 0
    pattern = re.compile(rb"(?<![\w$])(?:%s)(?![\w$])" % b"|".join(
        re.escape(w.encode()) for w in sorted(set(words), key=len, reverse=True)))
    lowered = data.lower()
    held: dict[int, set[bytes]] = {}   # a line's start -> the words it holds
    for m in pattern.finditer(lowered):   # one scan at C speed; lines without a word cost nothing
        held.setdefault(lowered.rfind(b"\n", 0, m.start()) + 1, set()).add(m.group())
    if not held:
        return 0
    strong_bytes = {w.encode() for w in strong}
    start = max(held, key=lambda s: (len(held[s]) + len(held[s] & strong_bytes), -s))
    return lowered.count(b"\n", 0, start) + 1
