"""What an answer reads from the files it points at: a hit's lines under its address at a
detail level, and the exact read call for the top hit (from its header or around the line the
query pointed at, by a path the reader can open).

>>> read_call(hit, Sources(root))   # doctest: +SKIP
'Next: read({"path": "src/app.py", "offset": 12, "limit": 30}) for App.run'
"""
from __future__ import annotations

import json
import os
import re

from .docline import one_line, visible
from .errors import counted
from .model import Hit
from .walk.reading import read_file

SNIPPET_LINES = 4
FULL_LINES = 60
READ_LIMIT_CAP = 120
BODY_LINE_CHARS = 200


def source_lines(path: str) -> list[str]:
    """The lines of the file at ``path`` as the index numbers them: split at "\\n" only, as
    tree-sitter counts rows, with a CR before it dropped.

    ``str.splitlines`` (and text mode's newline translation) also breaks at a form feed, a
    lone CR, U+2028 and more: past a `^L` page break (GNU C, Emacs Lisp) each snippet began a
    line early, and ``related`` took a line past the file's end. Raises ``OSError``.

    Read as the walk reads (``read_file``, UTF-16 as UTF-8): a file swapped since it was
    indexed for a symlink (maybe out of the root) or a fifo is neither followed nor waited on.
    """
    # A UTF-8 byte-order mark (Visual Studio writes one) is no character of the first line.
    lines = read_file(path).decode("utf-8", "replace").removeprefix("\ufeff").split("\n")
    if lines[-1] == "":   # the newline ending the last line begins no line
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


class Sources:
    """File lines for snippet bodies, read once per file and only for hits that get shown."""

    def __init__(self, root: str) -> None:
        self.root = root
        self._cache: dict[str, list[str]] = {}

    def lines(self, rel: str) -> list[str]:
        if rel not in self._cache:
            try:
                self._cache[rel] = source_lines(os.path.join(self.root, rel))
            except OSError:
                self._cache[rel] = []  # gone since indexing: the address still stands
        return self._cache[rel]


def body_end(hit: Hit, lines: list[str], detail: str) -> int:
    """The last line of ``hit`` that ``detail`` shows (``hit.line - 1`` for none)."""
    want = {"signatures": 0, "snippets": SNIPPET_LINES}.get(detail, FULL_LINES)
    return max(hit.line - 1, min(hit.end_line, hit.line - 1 + want, len(lines)))


def body(sources: Sources, hit: Hit, detail: str) -> list[str]:
    """Source lines under an address for ``snippets``/``full``; empty for ``signatures``."""
    if detail == "signatures":
        return []
    lines = sources.lines(hit.path)
    end = body_end(hit, lines, detail)
    body = []
    for ln in lines[hit.line - 1:end]:
        ln = visible(ln.rstrip().expandtabs(4))   # escaped before the budget counts it
        body.append("    " + (ln if len(ln) <= BODY_LINE_CHARS else ln[:BODY_LINE_CHARS - 1] + "…"))
    if body and hit.end_line > end:
        body.append(f"    … ({counted(hit.end_line - end, 'more line')})")
    return body


def header_line(hit: Hit, lines: list[str]) -> int:
    """The line where ``hit``'s signature starts, up to its name (``def main``), past its
    decorators and annotations; 0 when no line of the hit holds it."""
    sig = one_line(hit.signature)
    # The name as a word: `a` in `async def a(x)` is not the `a` of `async`.
    m = re.search(rf"(?<![\w$]){re.escape(hit.symbol)}(?![\w$])", sig) if hit.symbol else None
    if m is None:
        return 0
    head = " ".join(sig[:m.end()].split())
    for number in range(hit.line, min(hit.end_line, len(lines)) + 1):
        if head in " ".join(lines[number - 1].split()):
            return number
    return 0


def read_path(rel: str, root: str) -> str:
    """``rel`` as the reader opens it: repo-relative when this process runs in ``root``, else
    absolute. The reader's relative paths start where it runs: a server in ``requests`` asked
    about ``root: "../gin"`` said ``read({"path": "Makefile"})``, which opened requests' own
    Makefile. A working directory deleted since is no root either."""
    try:
        here = os.path.realpath(os.getcwd())
    except FileNotFoundError:
        here = None
    return rel if here == os.path.realpath(root) else os.path.join(root, rel)


def read_call(hit: Hit, sources: Sources | None = None, named: bool = True) -> str:
    """The exact read call for a hit: 1-based ``offset``, ``limit`` its length (capped); its
    path absolute when ``sources``' root is not the working directory (``read_path``).

    A hit longer than the cap whose focus line (a frame's, a compiler's) lies past the first
    ``READ_LIMIT_CAP`` lines is read around that line instead, inside the hit; one whose
    header lies past them (uvicorn's ``main`` under 300 lines of ``@click.option``) is read
    from its header, found in ``sources``.
    """
    limit = max(1, min(hit.end_line - hit.line + 1, READ_LIMIT_CAP))
    offset = hit.line
    if hit.focus >= offset + limit:
        offset = max(hit.line, min(hit.focus - limit // 2, hit.end_line - limit + 1))
    elif sources is not None and hit.end_line - hit.line >= limit:
        header = header_line(hit, sources.lines(hit.path))
        if header >= offset + limit:
            offset = max(hit.line, min(header, hit.end_line - limit + 1))
    path = hit.path if sources is None else read_path(hit.path, sources.root)
    args = json.dumps({"path": path, "offset": offset, "limit": limit}, ensure_ascii=False)
    if not named or not hit.qualified:   # the call alone: for a budget that holds no more,
        # or for a file's own doc, which has no name (``chunk/filedoc.py``)
        return visible(f"Next: read({args})")
    at = f", line {hit.focus}" if hit.focus else ""   # the line the query pointed at
    return visible(f"Next: read({args}) for {one_line(hit.qualified)}{at}")
