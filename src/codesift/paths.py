"""What a path is for: source, test, doc or example. Used to prefer source unless asked.

>>> path_class("tests/test_client.py"), path_class("src/client.py"), path_class("docs/api.md")
('test', 'source', 'doc')
"""
from __future__ import annotations

import re

_TEST = re.compile(
    r"(?:^|/)(?:tests?|__tests__|spec|specs|testing|testdata|test_?utils?)/"
    r"|(?:^|/)test_[^/]*$|_tests?\.[^/]+$|\.(?:test|spec)\.[^/]+$|Tests?\.[^/]+$|(?:^|/)conftest\.py$")
_DOC = re.compile(r"(?:^|/)(?:docs?|documentation|man)/|\.(?:md|markdown|rst|txt|adoc)$"
                  r"|(?:^|/)(?:CHANGELOG|CHANGES|HISTORY|NEWS|RELEASE)[^/]*$", re.IGNORECASE)
_EXAMPLE = re.compile(r"(?:^|/)(?:examples?|samples?|demos?|benchmarks?|bench)/", re.IGNORECASE)


def path_class(path: str) -> str:
    """``test``, ``doc``, ``example`` or ``source`` for a repo-relative path."""
    if _TEST.search(path):
        return "test"
    if _DOC.search(path):
        return "doc"
    if _EXAMPLE.search(path):
        return "example"
    return "source"
