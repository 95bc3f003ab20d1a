"""A LazyPattern answers as re.compile's pattern would, and compiles only when first used."""
from __future__ import annotations

import re
import subprocess
import sys

from codesift.lazy_re import lazy


def test_each_method_answers_as_the_compiled_pattern() -> None:
    source, text = r"(\w+)=(\d+)", "a=1, bb=22; c=x"
    lazy_p, real = lazy(source), re.compile(source)
    assert lazy_p.search(text).group(0) == real.search(text).group(0)
    assert lazy_p.search(text, 5).span() == real.search(text, 5).span()
    assert lazy_p.match(text).span() == real.match(text).span()
    assert lazy_p.fullmatch("a=1") is not None and lazy_p.fullmatch(text) is None
    assert [m.span() for m in lazy_p.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy_p.findall(text) == real.findall(text)
    assert lazy_p.split(text, 1) == real.split(text, 1)
    assert lazy_p.sub(r"\2", text, 1) == real.sub(r"\2", text, 1)
    assert lazy(rb"b+", re.I).findall(b"aBbA") == [b"Bb"]
    assert lazy_p.pattern == source


def test_compiled_once_and_only_when_used() -> None:
    p = lazy(r"x+")
    assert p._compiled is None
    p.search("xx")
    first = p._compiled
    p.findall("xx")
    assert first is not None and p._compiled is first


def test_a_query_without_a_digit_compiles_no_frame_or_error_line_pattern() -> None:
    # Most queries: the trace and error-line patterns (~4 ms of CPU a CLI search to compile)
    # cannot match a text with no digit (frames) or none of an error line's marks.
    code = ("from codesift.search import frames, errorlines\n"
            "assert frames.parse_frames('where is the session redirect handled') == []\n"
            "assert errorlines.pasted_messages('where is the session redirect handled') == []\n"
            "lazies = [v for m in (frames, errorlines) for k, v in vars(m).items()\n"
            "          if type(v).__name__ == 'LazyPattern' and k not in ('_DIGIT', '_MAY_SAY')]\n"
            "lazies += frames._PATTERNS\n"
            "assert len(lazies) > 20 and all(p._compiled is None for p in lazies)\n"
            "assert frames.parse_frames('at x (a.js:3:1)')[0].line == 3\n"
            "assert frames._PATTERNS[1]._compiled is not None\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
