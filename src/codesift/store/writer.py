"""The write side of an index: a batch of file changes, landed crash-safely, and its merges.

``Store`` (store/__init__.py) opens, reads and wipes an index; a ``Writer`` from ``Store.writer()``
collects one pass's changes and commits them in the three steps the store's crash-safety
protocol names (pending paths, tantivy, file rows), then leaves tantivy's merges to finish
without making the pass wait for them.
"""
from __future__ import annotations

import json
import os
import sqlite3
import threading
from typing import Callable, Sequence

import tantivy

from . import (CHUNK_INDEX, FILE_INDEX, MERGE_WAIT_S, TANTIVY_LOCK, FileState, Store,
               StoreCorrupt, db_failure, write_failure)
from ..writelock import wait_for_flock
from ..errors import CodesiftError
from ..tokens import text_tokens
from .documents import ChunkFields, chunk_document, path_json

# Segments (in either index) at which a writer's close waits for its merges in the
# foreground after all: a process that exits right after its commit abandons them (safe, but
# they never land), so a run of such processes would otherwise pile segments up for ever.
FOREGROUND_MERGE_SEGMENTS = 24


def _commit_together(writers: list[tuple[str, tantivy.IndexWriter | None]]) -> None:
    """Commit the tantivy indexes of one batch at the same time, and return once all have
    landed, as the second of the three steps needs: a commit mostly waits for its fsyncs,
    which tantivy makes without the GIL, so the two overlap (a one-edit refresh of requests,
    two commits of ~11 ms each: 26 -> 23 ms p50). A failure is raised once every commit has
    returned, the chunk index's first, as one ran after the other before; any other exception
    too, which a thread would otherwise print and drop while the file rows went on."""
    live = [(what, writer) for what, writer in writers if writer is not None]
    failed: dict[str, BaseException] = {}

    def commit(what: str, writer: tantivy.IndexWriter) -> None:
        try:
            writer.commit()
        except BaseException as exc:   # ValueError: could not write, or read a segment
            failed[what] = exc

    others = [threading.Thread(target=commit, args=item, name="codesift-commit")
              for item in live[1:]]
    for thread in others:
        thread.start()
    if live:
        commit(*live[0])
    for thread in others:
        thread.join()
    for what, _ in live:
        exc = failed.get(what)
        if isinstance(exc, ValueError):
            raise write_failure(exc, what) from None
        if exc is not None:
            raise exc


class Writer:
    """Batches file changes; ``commit`` lands them pending -> tantivy -> SQLite (module doc).

    The tantivy writer is created on the first chunk change only: a pass that just records new
    stats (a ``touch``, a branch switch back and forth) touches SQLite alone.
    """

    HEAP_BYTES = 64_000_000
    FILE_HEAP_BYTES = 32_000_000

    def __init__(self, store: Store) -> None:
        self.store = store
        self._tw: tantivy.IndexWriter | None = None
        self._fw: tantivy.IndexWriter | None = None
        self._rows: list[tuple] = []
        self._stat_rows: list[tuple] = []
        self._deleted: list[str] = []
        self._skip_rows: list[tuple] = []
        self._unskip: list[str] = []      # previously refused paths that vanished
        self._touched: list[str] = []     # paths whose chunks change in this batch
        self.pending = 0
        # Set by a complete pass from its listing (empty __init__.py files included, which the
        # file table never holds): recorded with the next commit, read by every search.
        self.library_tests: list[str] | None = None

    def _tantivy(self) -> tantivy.IndexWriter:
        if self._tw is None:
            self._tw = self._open(self.store.index, self.HEAP_BYTES, "chunks", CHUNK_INDEX,
                                  "path")
        return self._tw

    def _file_writer(self) -> tantivy.IndexWriter:
        if self._fw is None:
            assert self.store._files is not None
            self._fw = self._open(self.store._files, self.FILE_HEAP_BYTES, "filedocs",
                                  FILE_INDEX, "fpath")
        return self._fw

    def _open(self, index: tantivy.Index, heap: int, folder: str, what: str,
              key: str) -> tantivy.IndexWriter:
        """A tantivy writer, once the last one (here or in another process) has let go.

        Its first operation deletes a path no document has. A new tantivy writer stamps its
        first operation with the opstamp of the last commit, and a merge of committed segments
        treats that opstamp as already applied to some sources and not to others: when that
        first operation was a real delete, the merged segment kept the deleted chunks beside
        their replacements (a file's chunks twice after a refresh, found by the kill -9
        tests). A delete that matches nothing can take that stamp harmlessly.
        """
        self.store.wait_for_merges()
        lock = os.path.join(self.store.path, folder, TANTIVY_LOCK)
        for _ in range(2):   # the lock may be taken again between the wait and the open
            try:
                writer = index.writer(heap, 1)
                writer.delete_documents_by_term(key, "")
                return writer
            except ValueError as exc:
                if "LockBusy" not in str(exc):
                    raise StoreCorrupt(f"cannot open the {what} for writing: {exc}") from None
                if not wait_for_flock(lock, MERGE_WAIT_S):
                    break
        raise CodesiftError("IO_ERROR", f"the {what} is still held by another writer")

    def replace_file(self, path: str, chunks: Sequence[ChunkFields], state: FileState,
                     file_text: str = "") -> None:
        """Drop the file's old chunks and add these (idempotent, so safe to redo after a crash).

        ``file_text`` is the file channel's document (``file_tokens``)."""
        fw = self._file_writer()
        tw = self._tantivy()
        fdoc = tantivy.Document()
        fdoc.add_text("fpath", path)
        fdoc.add_text("f_body", file_text)
        path_tokens = " ".join(text_tokens(path))
        path_meta = path_json(path)
        # An indexing thread died (it could not write a segment): each index says its own.
        try:
            fw.delete_documents_by_term("fpath", path)
            fw.add_document(fdoc)
        except ValueError as exc:
            raise write_failure(exc, FILE_INDEX) from None
        try:
            tw.delete_documents_by_term("path", path)
            for fields in chunks:
                tw.add_document(chunk_document(path, path_tokens, path_meta, fields))
        except ValueError as exc:
            raise write_failure(exc, CHUNK_INDEX) from None
        self._rows.append((path, state.size, state.changed_ns, state.inode, state.digest,
                           state.lang, state.chunks))
        self._touched.append(path)
        self.pending += 1

    def skip_file(self, path: str, size: int, changed_ns: int, inode: int, reason: str) -> None:
        """Remember a file refused by its content, so an unchanged one is never read again."""
        self._skip_rows.append((path, size, changed_ns, inode, reason))
        self.pending += 1

    def forget_skipped(self, paths: Sequence[str]) -> None:
        """Drop refused files that are gone from the listing."""
        self._unskip.extend(paths)
        self.pending += len(paths)

    def touch_file(self, path: str, state: FileState) -> None:
        """Record a new stat for a file whose content (hash) did not change."""
        self._stat_rows.append((state.size, state.changed_ns, state.inode, path))
        self.pending += 1

    def remove_file(self, path: str) -> None:
        try:
            self._tantivy().delete_documents_by_term("path", path)
        except ValueError as exc:
            raise write_failure(exc, CHUNK_INDEX) from None
        try:
            self._file_writer().delete_documents_by_term("fpath", path)
        except ValueError as exc:
            raise write_failure(exc, FILE_INDEX) from None
        self._deleted.append(path)
        self._touched.append(path)
        self.pending += 1

    def commit(self) -> None:
        """Land the batch; a crash at any point leaves a state the next refresh repairs."""
        db = self.store.db
        try:
            if self._touched:
                self._transaction(lambda: db.executemany(
                    "INSERT OR IGNORE INTO pending VALUES (?)", [(p,) for p in self._touched]))
            _commit_together([(CHUNK_INDEX, self._tw), (FILE_INDEX, self._fw)])

            def rows() -> None:
                db.executemany("INSERT OR REPLACE INTO files VALUES (?,?,?,?,?,?,?)", self._rows)
                db.executemany("UPDATE files SET size=?, changed_ns=?, inode=? WHERE path=?",
                               self._stat_rows)
                db.executemany("DELETE FROM files WHERE path=?", [(p,) for p in self._deleted])
                db.executemany("DELETE FROM pending WHERE path=?", [(p,) for p in self._touched])
                # A file indexed now, or gone, is no longer a refused one.
                db.executemany("DELETE FROM skipped WHERE path=?",
                               [(r[0],) for r in self._rows] + [(p,) for p in self._unskip])
                db.executemany("INSERT OR REPLACE INTO skipped VALUES (?,?,?,?,?)",
                               self._skip_rows)
                # Totals kept beside the rows, so every search can report them by one lookup.
                db.execute("INSERT OR REPLACE INTO kv SELECT 'totals', count(*) || ' ' || "
                           "coalesce(sum(chunks), 0) FROM files")
                if self.library_tests is not None:
                    db.execute("INSERT OR REPLACE INTO kv VALUES ('library_tests', ?)",
                               (json.dumps(self.library_tests),))
            self._transaction(rows)
        except sqlite3.Error as exc:
            raise db_failure(exc) from None
        except ValueError as exc:   # tantivy could not write, or could not read a segment
            raise write_failure(exc) from None
        self._rows.clear()
        self._stat_rows.clear()
        self._deleted.clear()
        self._skip_rows.clear()
        self._unskip.clear()
        self._touched.clear()
        self.pending = 0
        self.library_tests = None

    def _transaction(self, body: Callable[[], object]) -> None:
        db = self.store.db
        db.execute("BEGIN IMMEDIATE")
        try:
            body()
            db.execute("COMMIT")
        except BaseException:
            # A Ctrl-C can land just after COMMIT or before BEGIN took hold: roll back only an
            # open transaction, so the original exception is what propagates.
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    def free_garbage(self) -> None:
        """Delete the segment files no commit references (what a write the disk refused left
        behind). Writes nothing, so a full disk allows it."""
        try:
            for what, writer in ((CHUNK_INDEX, self._tantivy), (FILE_INDEX, self._file_writer)):
                try:
                    writer().garbage_collect_files()
                except ValueError as exc:
                    raise write_failure(exc, what) from None
        finally:
            self.close(wait=True)

    def close(self, wait: bool = False) -> None:
        """Let tantivy finish the merges its commits started: in the background, or ``wait``.

        Waiting made an edit's refresh take up to 0.5 s on a 114k-chunk index whenever a
        commit completed a level of segments (every 8th edit re-merged the whole file-document
        index). A thread waits instead; the next writer, a wipe or ``Store.close`` joins it,
        and another process's writer waits for tantivy's lock. A process that exits first
        abandons the merge, which tantivy makes safe; past ``FOREGROUND_MERGE_SEGMENTS`` the
        close waits, so such abandoned merges cannot pile segments up.
        """
        writers = [w for w in (self._tw, self._fw) if w is not None]
        self._tw = self._fw = None
        if not writers:
            return
        if wait or self._segments() >= FOREGROUND_MERGE_SEGMENTS:
            _finish_merges(writers)
            return
        thread = threading.Thread(target=_finish_merges, args=(writers,), daemon=True,
                                  name="codesift-merges")
        thread.start()
        self.store._merging = thread

    def _segments(self) -> int:
        """Segments of the larger of the two indexes (unreadable: as many as the bound)."""
        try:
            return max(self.store.searcher().num_segments, self.store.file_searcher().num_segments)
        except StoreCorrupt:
            return FOREGROUND_MERGE_SEGMENTS


def _finish_merges(writers: list[tantivy.IndexWriter]) -> None:
    for writer in writers:
        try:
            writer.wait_merging_threads()
        except ValueError:
            pass
