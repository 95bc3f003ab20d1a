"""A file's code outside its declarations as chunks (``chunk/stretches.py``): when a Python
module's top-level calls make one, and that a module calling too little is not read again."""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file


def _stretches(path: str, text: str) -> list[tuple[int, int]]:
    return [(c.start, c.end) for c in chunk_file(path, text, "python") if c.kind == "file"]


def test_a_python_module_s_top_level_calls_are_a_stretch_from_three_rows() -> None:
    # httpie's `add_argument(…)` options between its helpers: three call rows make a stretch.
    head = "def helper():\n    return 1\n\n\n"
    assert _stretches("setup.py", head + "setup(\n    name='x',\n    version='1',\n)\n") == [(5, 8)]
    assert _stretches("setup.py", head + "setup(name='x')\nrun()\n") == []


def test_a_module_with_fewer_call_rows_than_a_stretch_needs_is_not_scanned_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Speed: most Python modules call nothing at their top level. Their lines were split and
    # walked row by row again for a stretch that could not hold three code rows (2% of
    # Django's chunking); now the count of call rows answers first.
    import codesift.chunk.stretches as stretches

    def scanned(*args: object) -> bytearray:
        raise AssertionError("the file's rows were scanned for stretches")

    monkeypatch.setattr(stretches, "covered_rows", scanned)
    assert stretches.stretches("m.py", "x = 1\nrun()\nstop()\n", "python", [], {2, 3}) == []
    assert stretches.stretches("m.py", "x = 1\n", "python", [], set()) == []
