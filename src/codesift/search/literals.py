"""Find where a query's words stand verbatim in a string literal: the code that says a message.

An agent pastes what it saw ("Authentication failed, please check your password", or a
traceback's last line ``InvalidURL: Invalid URL 'x': No scheme supplied``). The place that
produced it holds those words in that order inside quotes, often with values interpolated
between them. BM25 cannot see order, and a message's common words ("failed", "check") rank
the files that say them most, not the one that says them together; so the few files whose
words best match are read and checked for a run of the message's words inside quotes.

>>> message_runs(b'raise ValueError("Invalid URL %r: No scheme supplied")\\n',
...              ["invalid", "url", "http", "no", "scheme", "supplied"])
[(1, 3)]
"""
from __future__ import annotations

import os
import re

from ..walk.rules import read_regular
from .query import STOPWORDS, ParsedQuery

# A message is at least this many words in a row, of which this many are content words
# ("handling of the" is not a message).
MIN_RUN = 3
MIN_CONTENT = 2
# A run this long counts whatever share of the message it is (values and hints around it).
LONG_RUN = 4
# Files read per query: the message-word BM25's best. Each costs a read and one regex scan.
FILES_READ = 8
MAX_FILE_BYTES = 1 << 20
MAX_MESSAGES = 4
_WORD = re.compile(r"[A-Za-z0-9_$]+")
# A quoted span on one line. Spans are paired left to right whatever they hold, so the gap
# between two `code` spans of a comment is not read as a quote; only spans with a space can
# hold a message. Triple quotes open a docstring, which describes rather than says: the quote
# next to another of its kind does not count.
_QUOTED = re.compile(r"""(?<!')'(?!'')([^'\n]*)'(?!')|(?<!")"(?!"")([^"\n]*)"(?!")|`([^`\n]*)`""")
# In a query only double quotes quote: an apostrophe is prose ("user's"), backticks mark code.
_QUERY_QUOTED = re.compile(r"""["\u201c]([^"\u201c\u201d\n]*\s[^"\u201c\u201d\n]*)["\u201d]""")
# The message line of a pasted error: ``ValueError: text``, ``requests.exceptions.InvalidURL:
# text``, ``error[E0382]: text``, ``panic: text``.
# A command's own name may lead (``rg: error: …``, ``codesift: error[INVALID_FILTER]: …``).
_ERROR_LINE = re.compile(r"^\W*(?:[\w.-]+:\s+)?(?:(?:\w+\.)+[A-Z]\w*|[A-Z]\w*(?:Error|Exception|Warning)"
                         r"|error|fatal|panic|E)(?:\[\w+\])?:\s+(.{12,300})$", re.M)


def messages(q: ParsedQuery) -> list[list[str]]:
    """The word sequences of ``q`` that may be messages, lower-cased.

    Quoted spans, error lines of a pasted text, and a short query of three or more words
    (it may be the message itself).
    """
    spans = [m.group(1) for m in _QUERY_QUOTED.finditer(q.text)]
    spans += [m.group(1) for m in _ERROR_LINE.finditer(q.text)]
    if not q.long:
        spans.append(q.text)
    out: list[list[str]] = []
    for span in spans:
        words = [w.lower() for w in _WORD.findall(span)]
        if len(words) >= MIN_RUN and sum(w not in STOPWORDS for w in words) >= MIN_CONTENT \
                and words not in out:
            out.append(words)
    return out[:MAX_MESSAGES]


def _gram_patterns(words: list[str]) -> list[re.Pattern[bytes]]:
    """One pattern per run of ``MIN_RUN`` words, for lower-cased text.

    Separate patterns that start with a literal, not one alternation under ``(?i)``: the
    regex engine then scans for each pattern's first word at C speed.
    """
    grams = dict.fromkeys(r"\W+".join(re.escape(w) for w in words[i:i + MIN_RUN])
                          for i in range(len(words) - MIN_RUN + 1))
    return [re.compile(g.encode()) for g in grams]


def _run_length(quoted: list[str], words: list[str]) -> int:
    """The longest run of ``words`` found in order in ``quoted`` (both lower-cased)."""
    best = 0
    for i in range(len(quoted)):
        for j in range(len(words)):
            n = 0
            while i + n < len(quoted) and j + n < len(words) and quoted[i + n] == words[j + n]:
                n += 1
            best = max(best, n)
    return best


def message_runs(data: bytes, words: list[str]) -> list[tuple[int, int]]:
    """``(line, run)`` for each quoted string in ``data`` holding a run of ``words``."""
    found: dict[int, int] = {}
    lowered = data.lower()
    starts = {lowered.rfind(b"\n", 0, m.start()) + 1
              for pattern in _gram_patterns(words) for m in pattern.finditer(lowered)}
    for start in sorted(starts):
        end = data.find(b"\n", start)
        line = data[start:end if end >= 0 else len(data)].decode("utf-8", "replace")
        for q in _QUOTED.finditer(line):
            span = q.group(q.lastindex or 0)
            if len(span.split()) < 2:
                continue
            quoted = [w.lower() for w in _WORD.findall(span)]
            run = _run_length(quoted, words)
            if run >= MIN_RUN and sum(w not in STOPWORDS for w in quoted) >= MIN_CONTENT:
                number = data.count(b"\n", 0, start) + 1
                found[number] = max(found.get(number, 0), run)
    return sorted(found.items())


def message_lines(root: str, paths: list[str], msgs: list[list[str]]) -> dict[str, list[int]]:
    """Lines of ``paths`` (relative to ``root``) that say the most of one of ``msgs`` in quotes.

    Only the longest run found counts: "Unable to create converter for %s" says more of
    "Unable to create converter for class" than "Unable to create request." does.
    """
    found: list[tuple[int, str, int]] = []   # (run, path, line)
    for path in paths:
        data = read_regular(os.path.join(root, path), MAX_FILE_BYTES)
        if not data:
            continue
        for words in msgs:
            found += [(run, path, line) for line, run in message_runs(data, words)
                      if run * 2 >= len(words) or run >= LONG_RUN]
    longest = max((run for run, _, _ in found), default=0)
    out: dict[str, list[int]] = {}
    for run, path, line in found:
        if run == longest:
            out.setdefault(path, []).append(line)
    return out
