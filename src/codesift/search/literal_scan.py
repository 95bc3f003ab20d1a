"""A file's string literals written over several lines, found once and kept: where
``literals.py`` reads a message besides a line's quotes. A file's scan (its bytes
lower-cased, its long literals found so far) is kept while the same bytes are read again
(``scanned``): a server's queries read the same few large files again and again.

>>> LongLiterals(b"x = '''a\\nb'''\\n").upto()
[(7, 10)]
"""
from __future__ import annotations

import bisect
import re
import threading

from ..regex_cache import compiled

# A literal written over several lines: triple quotes (Python, Kotlin, Scala, Swift, Dart,
# Java's text blocks, C#'s raw strings), a template literal or Go raw string, C++'s and Rust's
# raw strings, a heredoc (Ruby's `<<~MSG`, PHP's `<<<EOT`, a shell's `<<EOF`). Its lines hold
# the message without quotes of their own: provider's `return '''` then "Error: Could not find
# the correct Provider<$valueType> above this $widgetType Widget" on the next line.
# Only the opening is a regex, tried only where `bytes.find` sees one of `_OPENERS`: a regex
# search tries its branches at every byte (half the time of a message query over ripgrep's
# 250 KB defs.rs, with a lookahead to fail fast), `find` skips to the next opener at C speed.
# So does it to the first closing, where a lazy `.*?` tried it at every byte.
_LONG_LITERAL_OPEN = compiled(rb"""(?:("""
                              rb'''"""|\'\'\'|`)|R"([^(\s"]{0,16})\(|'''
                              rb"""\br(\#+)"|<<<?[-~]?(['"]?)([A-Z_][A-Z0-9_]*)\4[^\n]*\n)""")
# What each branch of `_LONG_LITERAL_OPEN` opens with: it matches nowhere else.
_OPENERS = (b'"""', b"'''", b"`", b'R"', b"r#", b"<<")
# A line opening with a word: a heredoc's end where the word is its terminator. Found once a
# file: a regex running from each `<<NAME` to the line `NAME` read the rest of the file at
# every C shift (`1<<FLAG_3`) whose name ends none, 25 s over 4,000 such lines.
_LINE_WORD = compiled(rb"^[ \t]*([A-Z_][A-Z0-9_]*)\b", re.M)
# Where a literal is a value: after `(`, `,`, `=`, an operator, `return`, `throw` or `raise` on
# its line (with a string prefix: Scala's `s"""`, a tag), or on the line after one ending so.
# Not a docstring, which opens a line of its own after a `:` or nothing and describes rather
# than says (nor Elixir's `@doc """`).
_VALUE_BEFORE = compiled(rb"""(?:[(,=+{\[?:>]|\.\.|\breturn|\bthrow|\braise|\byield)[ \t]*"""
                         rb"""[\w.$@]{0,12}\Z""")
# A line's start that comments it out: its quotes are prose.
_COMMENTED = compiled(rb"""^[ \t]*(?:#|\*|/\*|--)|//""")
_VALUE_LINE_END = compiled(rb"""[(,=+{\[][ \t]*\r?\n[ \t]*\Z""")


def long_literals(data: bytes, until: int | None = None) -> list[tuple[int, int]]:
    """Where the literals of ``data`` written over several lines hold their text, as
    ``(start, end)`` offsets, of those that are values (not docstrings); of those opening
    before ``until`` (a later one holds no line before it).

    >>> long_literals(b"x = '''a\\nb'''\\n'''doc\\nstring'''\\nf(`c\\nd`)\\n")
    [(7, 10), (34, 37)]
    >>> long_literals(b"x = '''a\\nb'''\\n'''doc\\nstring'''\\nf(`c\\nd`)\\n", 30)
    [(7, 10)]
    """
    return LongLiterals(data).upto(until)


class LongLiterals:
    """``long_literals`` of one file's bytes, found only as far as asked and kept: a later
    ask goes on from where the last one stopped (``scanned`` keeps a file's for later
    searches reading it again; its five to six scans for openers were ~1 ms over ripgrep's
    246 KB defs.rs, a third of what a message query spent reading files).

    The openings are found one after the other from the file's start, each search going on
    from the end of the last literal, so those up to an offset are the same however far the
    search went before: ``upto(u)`` is what a scan stopping at ``u`` finds.
    """

    def __init__(self, data: bytes) -> None:
        self.data = data
        self._found: list[tuple[int, int, int]] = []   # (where it opens, start, end)
        self._stop = -1   # openings found up to here
        self._pos = 0   # where the next opening is looked for
        self._ahead = dict.fromkeys(_OPENERS, -1)   # opener -> where it stands next
        self._ends: dict[bytes, list[int]] | None = None   # terminator -> its lines' offsets
        self._lock = threading.Lock()   # two searches' threads may read one kept file

    def upto(self, until: int | None = None) -> list[tuple[int, int]]:
        """``(start, end)`` of the literals opening by ``until`` (all when None)."""
        stop = len(self.data) if until is None else until
        with self._lock:
            if stop > self._stop:
                self._scan(stop)
            return [(start, end) for at, start, end in self._found if at <= stop]

    def _scan(self, stop: int) -> None:
        data, out, pos, ahead = self.data, self._found, self._pos, self._ahead
        while m := _next_opening(data, pos, stop, ahead):
            if m.group(5) is not None:   # a heredoc: to the first line its terminator opens
                if self._ends is None:
                    self._ends = {}
                    for w in _LINE_WORD.finditer(data):
                        self._ends.setdefault(w.group(1), []).append(w.start())
                lines = self._ends.get(m.group(5), [])
                at = bisect.bisect_left(lines, m.end())
                pos = m.end()
                if at < len(lines):
                    out.append((m.start(), m.end(), lines[at]))
                    pos = lines[at]
                continue
            close = m.group(1) or (b")" + m.group(2) + b'"' if m.group(2) is not None
                                   else b'"' + m.group(3))
            body = m.end()
            end = data.find(close, body)
            if end < 0:   # never closed: no literal opens here
                pos = m.start() + 1
                continue
            pos = end + len(close)
            if data.find(b"\n", body, end) < 0:
                continue
            before = data[max(0, m.start() - 80):m.start()]
            line = before.rsplit(b"\n", 1)[-1]
            if not _COMMENTED.search(line) and (
                    _VALUE_BEFORE.search(line) or _VALUE_LINE_END.search(before)):
                out.append((m.start(), body, end))
            elif m.group(1) == b"`":
                # A backtick of prose (migrate's "it`s" in a comment) pairs with nothing: the
                # literals after it still pair as written.
                pos = m.start() + 1
        self._pos, self._stop = pos, stop


def _next_opening(data: bytes, pos: int, stop: int,
                  ahead: dict[bytes, int]) -> re.Match[bytes] | None:
    """``_LONG_LITERAL_OPEN.search(data, pos)`` if it starts by ``stop``, else None: the match
    at the first opener from ``pos`` where one matches. ``ahead`` keeps each opener's next
    offset from earlier calls, so a file is scanned once per opener."""
    beyond = len(data) + 1
    while True:
        for opener, at in ahead.items():
            if at < pos:
                found = data.find(opener, pos)
                ahead[opener] = found if found >= 0 else beyond
        at = min(ahead.values())
        if at > stop or at == beyond:
            return None
        if m := _LONG_LITERAL_OPEN.match(data, at):
            return m
        pos = at + 1


class FileScan:
    """What ``message_runs`` reads of a file besides its words: its bytes lower-cased and its
    multi-line literals (``LongLiterals``), each worked out once a file content."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.lowered = data.lower()
        self.literals = LongLiterals(data)


# The scans of the files message queries read, kept between searches while this many bytes
# (a file and its lower-cased copy) at most: a server's or a library's queries read the same
# few large files again and again (ripgrep's defs.rs for most of them).
KEPT_SCAN_BYTES = 32 << 20
_kept_scans: dict[str, FileScan] = {}   # by absolute path, least recently read first
_kept_size = [0]   # their bytes, as KEPT_SCAN_BYTES counts them
_kept_lock = threading.Lock()


def scanned(path: str, data: bytes) -> FileScan:
    """The scan of ``data``, the bytes just read from ``path``: the one kept for ``path`` when
    it was of the same bytes, else a new one, kept (the least recently read go beyond
    ``KEPT_SCAN_BYTES``)."""
    with _kept_lock:
        scan = _kept_scans.pop(path, None)
        if scan is not None:
            _kept_size[0] -= 2 * len(scan.data)
        if scan is None or scan.data != data:
            scan = FileScan(data)
        _kept_scans[path] = scan
        _kept_size[0] += 2 * len(data)
        while _kept_size[0] > KEPT_SCAN_BYTES and len(_kept_scans) > 1:
            _kept_size[0] -= 2 * len(_kept_scans.pop(next(iter(_kept_scans))).data)
        return scan
