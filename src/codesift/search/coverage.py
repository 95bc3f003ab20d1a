"""How much of a question each leading chunk covers: the share of its words its head says.

BM25 sums its terms, so one rare word said often in a small chunk (a field or getter named
after it: ``getThreshold``, ``anchorPrefix``) outscores the function whose code and doc hold
most of what a question describes ("how does the edit distance stop early past a threshold,
and why -1"). A question is answered by the chunk that covers it: the fused score of each
leading chunk grows with the share of the query's terms found in its path and its head.

The head is read from the files, and a term counts, case aside, where a word or a name's part
begins: inside ``isoTimeNano`` and ``nanoseconds`` alike, as the index's whole tokens and
parts would not ("nano"), but not ``defined`` inside ``undefined``; and without splitting the
chunk into tokens, which a search process that starts cold would pay for every word. Terms
shorter than three letters (``id``, ``0``) are inside nearly everything and are not counted.

>>> term_shares("/src/x", ["threshold", "distance"], {(0, 7): ("a.py", 10, 12)}, {}, 1 << 20)  # doctest: +SKIP
{(0, 7): 0.5}
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable

from ..store.documents import WRAPPER_KINDS
from ..walk.reading import read_regular
from .priors import TYPE_KINDS, is_value

# How many of the best chunks are weighed: the answer's first places come from them.
COVERED = 40
# A chunk saying every term gains this share of its fused score; one saying none, nothing.
COVERAGE_WEIGHT = 0.3
MIN_TERM = 3
# A container's lines hold its members, which are chunks of their own (the index keeps only
# the lines no member holds as its words): read whole, it would say every member's words and
# lead them all. It says what its path, name, signature and doc do (``own_text``).
CONTAINERS = TYPE_KINDS | WRAPPER_KINDS
# A callable of three lines or fewer (an interface's method, an accessor, a one-call test or
# delegation) does little of the work a question asks about, while its path and name still
# gave it the share of the method doing it: "how are HTTP Range headers parsed" led with
# starlette's three-line `_should_use_range` over `_parse_range_header` beside it.
BRIEF_LINES = 3
CALLABLE_KINDS = frozenset({"function", "method"})
# A chunk is read for its head: its signature, doc and opening lines say what it does; a long
# function's rest costs time and, measured at 1, 2, 4 KB and whole, changed little.
HEAD_BYTES = 4096
HEAD_LINES = 200


def term_shares(root: str, terms: Iterable[str],
                heads: dict[tuple[int, int], tuple[str, int, int]],
                texts: dict[tuple[int, int], str], cap: int,
                bases: dict[str, list[str]] | None = None) -> dict[tuple[int, int], float]:
    """Each chunk's share (0..1) of ``terms`` it says: ``heads`` maps a chunk read from its
    file (its first ``cap`` bytes: the index's ``max_file_bytes``) to (path, first line, last
    line), and it says what its path and first ``HEAD_BYTES`` do (a file that cannot be read,
    its path alone); ``texts`` maps a chunk to its own text. A term of ``bases`` (an inflected
    word -> its bases, ``inflections.py``) is said where any of them is: `parseDate`, "parsed"."""
    bases = bases or {}
    # Each term counted once, by any of its spellings.
    words = [[w.encode("ascii", "replace") for w in (t, *bases.get(t, ()))]
             for t in terms if len(t) >= MIN_TERM]
    if not words:
        return {}
    lines_of: dict[str, list[bytes]] = {}
    said = {key: text.encode("utf-8", "replace") for key, text in texts.items()}
    for key, (path, line, end) in heads.items():
        lines = lines_of.get(path)
        if lines is None:
            lines = lines_of[path] = (read_regular(os.path.join(root, path), cap)
                                      or b"").split(b"\n")
        head = b"\n".join(lines[line - 1:min(end, line - 1 + HEAD_LINES)])[:HEAD_BYTES]
        said[key] = b"%s\n%s" % (head, path.encode("utf-8", "replace"))
    starts = {w: _word_start(w) for spellings in words for w in spellings}
    return {key: sum(1 for spellings in words
                     if any(w in low and starts[w].search(text) for w in spellings)) / len(words)
            for key, text in said.items() for low in (text.lower(),)}


def _word_start(word: bytes) -> "re.Pattern[bytes]":
    """``word`` where a word or a name's part begins: `nano` in `nanoseconds` and in
    `isoTimeNano`, not `defined` in `undefined` (in nearly every JavaScript function)."""
    return re.compile(rb"(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))(?i:" + re.escape(word) + rb")")


def own_text(chunk: dict) -> str:
    """What a container says of itself: its path, name, signature and doc (a decoded chunk)."""
    return " ".join((chunk["path"], chunk["name"], chunk["signature"], chunk["doc"]))


def is_container(d: dict) -> bool:
    """Whether the chunk ``d`` is weighed by its own text (``CONTAINERS``). So is a type alias
    written over several lines: TypeScript's `type X = { … }` is an interface written another
    way, its members chunks of their own (trpc's `HTTPBatchLinkOptions`, read whole, said its
    options' docs and led "how does the batching link keep the request URL under a length
    limit"). A one-line alias is its line: its doc would lift it (Go's `type Handler func…`).

    >>> is_container({"kind": "type", "line": 6, "end": 24}), is_container({"kind": "type", "line": 6, "end": 6})
    (True, False)
    """
    return d["kind"] in CONTAINERS or d["kind"] == "type" and d["end"] > d["line"]


def weighs(d: dict) -> bool:
    """Whether the chunk ``d`` is weighed by coverage: not a value (a constant, variable or
    field: its name may say a question's words, ``UPLOAD_RETRY_WAIT``, but the function that
    uses it does what is asked about), nor a brief callable (``BRIEF_LINES``).

    >>> weighs({"kind": "method", "line": 21, "end": 21}), weighs({"kind": "method", "line": 21, "end": 40})
    (False, True)
    """
    if d["kind"] in CALLABLE_KINDS:
        return d["end"] - d["line"] >= BRIEF_LINES
    return not is_value(d)
