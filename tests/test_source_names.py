"""Every name codesift's source uses is defined somewhere it can be found.

``chunk_file`` turns any exception into one whole-file chunk, so users never see a chunker
fail: a grammar rule calling a name a refactor moved (``_ts_namespace``, after TypeScript's
rules left grammars_js.py) raised NameError on every TypeScript namespace that is no
`export`, and showed only as worse answers. pyflakes reads the source without running it.
"""
from __future__ import annotations

from pathlib import Path

from pyflakes import api, messages

SRC = Path(__file__).resolve().parent.parent / "src" / "codesift"
# Unused imports are allowed: ``store/__init__`` re-exports names its modules import.
UNDEFINED = (messages.UndefinedName, messages.UndefinedLocal, messages.UndefinedExport)


class _Collect:
    """A pyflakes reporter that keeps what it is told."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def unexpectedError(self, filename: str, msg: str) -> None:
        self.found.append(f"{filename}: {msg}")

    def syntaxError(self, filename: str, msg: str, lineno: int, offset: int, text: str) -> None:
        self.found.append(f"{filename}:{lineno}: {msg}")

    def flake(self, message: messages.Message) -> None:
        if isinstance(message, UNDEFINED):
            self.found.append(str(message))


def test_no_module_uses_a_name_it_does_not_define() -> None:
    seen = _Collect()
    api.checkRecursive([str(SRC)], seen)
    assert seen.found == []
