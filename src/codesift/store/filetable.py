"""What the file table (``files.sqlite``) says of the indexed files: the reads of a ``Store``.

One row a file (stat, content hash, language, chunk count); ``pending`` holds the paths of a
batch between its commits, read as unknown (see the crash-safety rules in ``store``);
``skipped`` the files refused by content; ``kv`` the totals and library test folders each
commit records. ``Store`` takes these methods from ``FileTable`` and gives them its ``db``.

>>> Store.open(path, root).file_stats()["src/app.py"]   # doctest: +SKIP
(2048, 1733234567000000000, 1311)
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from .damage import db_failure

# A row stands for "unknown state" while its path is pending: no stat or digest matches it.
_UNKNOWN = (-1, -1, -1, b"")
# (size, changed_ns, inode): what the refresh compares with a file's lstat (walk.changed_ns).
FileStat = tuple[int, int, int]


@dataclass(slots=True)
class FileState:
    """What the index knows of one file: enough to tell, by stat alone, that it is unchanged."""

    size: int
    changed_ns: int     # walk.changed_ns of the stat read; -1: read too soon to tell
    inode: int
    digest: bytes
    lang: str
    chunks: int


class FileTable:
    """The file table's reads, for ``Store``, which opens ``db``."""

    db: sqlite3.Connection

    def file_states(self) -> dict[str, FileState]:
        """Every known file; pending paths (a batch cut off mid-commit) come back as unknown."""
        try:
            rows = self.db.execute(
                "SELECT path, size, changed_ns, inode, digest, lang, chunks FROM files").fetchall()
            pending = self.db.execute("SELECT path FROM pending").fetchall()
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        states = {r[0]: FileState(r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows}
        for (path,) in pending:
            old = states.get(path)
            states[path] = FileState(*_UNKNOWN, old.lang if old else "", 0)
        return states

    def file_stats(self) -> dict[str, FileStat]:
        """``(size, changed_ns, inode)`` of every known file: all a refresh compares for the files
        that did not change, nearly all of them. Pending paths (a batch cut off mid-commit) have
        a stat that matches no file, so they are read again.

        Only these columns: ``file_states`` took 7.4 ms on 9,581 files, these tuples 4.1 ms;
        the rest of a row is read (``file_state``) for the files whose stat changed.
        """
        try:
            rows = self.db.execute("SELECT path, size, changed_ns, inode FROM files").fetchall()
            pending = self.db.execute("SELECT path FROM pending").fetchall()
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        stats = {path: (size, changed, inode) for path, size, changed, inode in rows}
        for (path,) in pending:
            stats[path] = _UNKNOWN[:3]
        return stats

    def file_state(self, path: str) -> FileState | None:
        """What the index knows of one file (None: nothing); a pending path's digest and stat
        are unknown, so it is re-chunked if present."""
        # One query for the row and its pending mark (5 us a file; two queries took 8).
        try:
            row = self.db.execute(
                "SELECT size, changed_ns, inode, digest, lang, chunks, EXISTS (SELECT 1 FROM pending"
                " WHERE pending.path = files.path) FROM files WHERE path = ?", (path,)).fetchone()
            if row is None:   # unknown, or pending and never committed to the table
                pending = self.db.execute("SELECT 1 FROM pending WHERE path = ?",
                                          (path,)).fetchone()
                return None if pending is None else FileState(*_UNKNOWN, "", 0)
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        *state, pending = row
        return FileState(*_UNKNOWN, state[4], 0) if pending else FileState(*state)

    def skipped_states(self) -> dict[str, tuple[int, int, int, str]]:
        """Files read once and refused by content (binary, minified): stat and reason.

        A refresh skips them again by stat alone instead of reading them on every pass.
        """
        try:
            rows = self.db.execute(
                "SELECT path, size, changed_ns, inode, reason FROM skipped").fetchall()
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}

    def stats(self) -> dict:
        """Files, chunks and per-language file counts, from the committed state."""
        try:
            rows = self.db.execute(
                "SELECT lang, count(*), sum(chunks) FROM files GROUP BY lang").fetchall()
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        langs = {lang: n for lang, n, _ in sorted(rows)}
        return {"files": sum(n for _, n, _ in rows), "chunks": sum(c or 0 for _, _, c in rows),
                "languages": langs}

    def totals(self) -> dict:
        """Files and chunks of the committed state, from the totals each commit records."""
        try:
            row = self.db.execute("SELECT value FROM kv WHERE key = 'totals'").fetchone()
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        if row is None:  # nothing committed yet
            return {"files": 0, "chunks": 0}
        files, chunks = (int(x) for x in row[0].split())
        return {"files": files, "chunks": chunks}

    def library_tests(self) -> list[str]:
        """Test-looking folders that are library code (``paths.library_test_folders``), as the
        last commit that could change them recorded."""
        try:
            row = self.db.execute("SELECT value FROM kv WHERE key = 'library_tests'").fetchone()
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        return json.loads(row[0]) if row else []
