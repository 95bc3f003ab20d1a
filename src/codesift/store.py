"""Where an index lives on disk: a tantivy chunk index beside a SQLite file table.

Layout of one root's index directory::

    meta.json      schema version, canonical root, generation id, last rebuild and why
    files.sqlite   one row per indexed file: stat, content hash, language, chunk count (WAL);
                   ``pending`` lists files whose chunks may be ahead of their row (see below)
    chunks/        tantivy index, one document per chunk (atomic commits, lock-free readers)
    filedocs/      tantivy index, one document per whole file (the file channel)
    write.lock     flock held by the single writer (released by the kernel if it dies)
    progress.json  the running pass (pid, root, files done/total), removed when it ends
    refresh.json   report of the last pass; its ``finished`` time drives ``min_refresh_interval``
    index.log      output of the last ``codesift index --background``

Crash safety. Every file is replaced atomically (tantivy commits, SQLite transactions,
temp file + rename), and a batch lands in three steps: (1) its paths are recorded in
``pending``, (2) tantivy commits the chunks, (3) SQLite commits the file rows and clears
``pending``. A crash after (1) or (2) leaves those paths pending, and the next refresh treats
them as unknown: re-chunks them if they exist (delete by path, add: idempotent) and deletes
their chunks if they don't. So no chunk outlives its file, and no committed state is ever
half-written. ``meta.json`` is written last when an index is created, so a directory without
it is never mistaken for a usable one.

Corruption. ``Store.open`` checks meta.json, opens both parts and compares the generation id
kept in meta.json with the one kept in SQLite (so an emptied or foreign ``files.sqlite`` is
caught). Anything wrong raises ``StoreCorrupt``; only a holder of the write lock may wipe,
and ``Index`` decides that it is real corruption (not a writer mid-change) by checking again
under the lock.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Callable, Sequence

import tantivy

from .diskio import WriteLock, atomic_write, ensure_dir, wait_for_flock
from .documents import META_KEYS, ChunkFields, chunk_document, chunk_schema, file_schema
from .errors import CodesiftError
from .tokens import text_tokens

SCHEMA_VERSION = 4
# Entries a wipe leaves alone: the lock and files a live writer (or its log) owns.
_KEEP_ON_WIPE = frozenset({"write.lock", "progress.json", "index.log"})
# SQLite result codes that mean the file itself is damaged, not busy.
_SQLITE_DAMAGED = {11, 26}   # SQLITE_CORRUPT, SQLITE_NOTADB (primary codes)
# A write that failed because of the disk, not the index: ENOSPC, EROFS, EACCES, EDQUOT, EIO,
# EFBIG, or an indexing thread killed by one of those (it only writes new segments; reading
# old ones happens in merges). Rebuilding would not help and would throw away a good index.
_DISK_TROUBLE = re.compile(r"os error (?:5|13|27|28|30|122)\b|No space left|Read-only file "
                           r"system|Permission denied|quota|File too large|writer was killed",
                           re.IGNORECASE)
# A row stands for "unknown state" while its path is pending: no stat or digest matches it.
_UNKNOWN = (-1, -1, -1, b"")
# tantivy's writer lock in each index folder: a writer finishing its merges still holds it.
_TANTIVY_LOCK = ".tantivy-writer.lock"
# How long a new writer waits for merges that another process's writer is finishing.
MERGE_WAIT_S = 60.0
# Segments (in either index) at which a writer's close waits for its merges in the
# foreground after all: a process that exits right after its commit abandons them (safe, but
# they never land), so a run of such processes would otherwise pile segments up for ever.
FOREGROUND_MERGE_SEGMENTS = 24



class StoreCorrupt(Exception):
    """The index on disk cannot be used as it is; checked again under the lock, then rebuilt."""


class StoreBusy(Exception):
    """The index cannot be read and another process holds the write lock (it is rebuilding)."""


@dataclass(slots=True)
class FileState:
    """What the index knows of one file: enough to tell, by stat alone, that it is unchanged."""

    size: int
    mtime_ns: int
    inode: int
    digest: bytes
    lang: str
    chunks: int


def _write_failure(exc: ValueError) -> Exception:
    """A tantivy write error: the disk's fault (reported, index kept) or damage (rebuilt)."""
    if _DISK_TROUBLE.search(str(exc)):
        return CodesiftError("IO_ERROR", f"cannot write the index: {exc}")
    return StoreCorrupt(f"cannot write the chunk index: {exc}")


def sqlite_damaged(exc: sqlite3.Error) -> bool:
    """True when SQLite says the file itself is damaged (not busy, not out of disk)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return (code is not None and code & 0xFF in _SQLITE_DAMAGED) or "no such table" in str(exc)


def _db_failure(exc: sqlite3.Error) -> Exception:
    """A damaged file table is rebuilt; any other failure (disk full, I/O) is reported as is,
    leaving the committed index alone."""
    if sqlite_damaged(exc):
        return StoreCorrupt(f"unreadable file table: {exc}")
    return CodesiftError("IO_ERROR", f"the index file table failed: {exc}")


class Store:
    """One root's index directory. Readers never lock; one writer at a time holds ``write.lock``.

    >>> store = Store.open("/tmp/idx", root="/src/project", locked=True)   # doctest: +SKIP
    >>> store.stats()["files"]                                               # doctest: +SKIP
    """

    def __init__(self, path: str, root: str) -> None:
        self.path = path
        self.root = root
        self.schema = chunk_schema()
        self.file_schema = file_schema()
        self._files: tantivy.Index | None = None
        self.rebuilt: dict | None = None
        self.wiped = False   # this object emptied the directory: it needs a refresh to answer
        self.generation: str | None = None
        self._meta_stat: tuple[int, int] | None = None
        self._index: tantivy.Index | None = None
        self._db: sqlite3.Connection | None = None
        self._merging: threading.Thread | None = None   # the last writer, finishing merges

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: str, root: str, *, locked: bool = False) -> "Store":
        """Open the index at ``path`` for ``root``, creating it if there is none.

        ``locked``: the caller holds the write lock, so a missing or damaged index is wiped and
        created here. Otherwise a damaged index raises ``StoreCorrupt`` (the caller re-checks
        under the lock), and a missing one is created only if the lock is free right now
        (``StoreBusy`` if not: a writer is creating it).
        """
        ensure_dir(path)
        store = cls(path, root)
        try:
            store._open_parts()
            return store
        except StoreCorrupt as exc:
            reason = str(exc)
        store.close()
        if locked:
            store.wipe(reason)
            return store
        if reason != "new index":
            raise StoreCorrupt(reason)
        with WriteLock(path, wait=False) as got:
            if not got:
                raise StoreBusy(reason)
            return cls.open(path, root, locked=True)

    def _open_parts(self) -> None:
        """Read meta.json, open tantivy and SQLite read-only-ish, match generations."""
        meta_path = os.path.join(self.path, "meta.json")
        try:
            st = os.stat(meta_path)
            with open(meta_path, encoding="utf-8") as fh:
                meta = json.load(fh)
        except FileNotFoundError:
            raise StoreCorrupt("new index" if _is_empty(self.path) else "missing meta.json") from None
        except (OSError, ValueError):
            raise StoreCorrupt("unreadable meta.json") from None
        if not isinstance(meta, dict):
            raise StoreCorrupt("unreadable meta.json")
        if meta.get("schema") != SCHEMA_VERSION:
            raise StoreCorrupt(f"index schema version {meta.get('schema')!r} is not {SCHEMA_VERSION}")
        if meta.get("root") != self.root:
            raise StoreCorrupt(f"index belongs to another root ({meta.get('root')!r})")
        self._index = _open_tantivy(os.path.join(self.path, "chunks"), "chunk index")
        self._files = _open_tantivy(os.path.join(self.path, "filedocs"), "file index")
        db_path = os.path.join(self.path, "files.sqlite")
        if not os.path.isfile(db_path):
            raise StoreCorrupt("missing file table")
        try:
            # mode=rw: a reader must never create an empty table in place of a missing one.
            self._db = sqlite3.connect(f"file:{db_path}?mode=rw", uri=True, timeout=30,
                                       isolation_level=None, check_same_thread=False)
            row = self._db.execute("SELECT value FROM kv WHERE key = 'generation'").fetchone()
            self._db.execute("SELECT count(*) FROM pending").fetchone()
        except sqlite3.Error as exc:
            raise StoreCorrupt(f"unreadable file table: {exc}") from None
        if row is None or row[0] != meta.get("generation"):
            raise StoreCorrupt("file table does not match the chunk index")
        self.generation = meta["generation"]
        self.rebuilt = meta.get("rebuilt")
        self._meta_stat = (st.st_ino, st.st_mtime_ns)

    def wipe(self, reason: str) -> None:
        """Replace whatever is in the directory with a new empty index. Caller holds the lock.

        meta.json goes first and comes back last, so no reader ever opens a half-made index.
        A writer still finishing merges (this process's or another's) is waited for first: its
        last step rewrites tantivy's meta.json, which would land in the new index.
        """
        self.wiped = True
        self.close()
        for part in ("chunks", "filedocs"):
            wait_for_flock(os.path.join(self.path, part, _TANTIVY_LOCK), MERGE_WAIT_S)
        try:
            os.unlink(os.path.join(self.path, "meta.json"))
        except FileNotFoundError:
            pass
        for entry in os.listdir(self.path):
            if entry in _KEEP_ON_WIPE:
                continue
            full = os.path.join(self.path, entry)
            if os.path.isdir(full) and not os.path.islink(full):
                shutil.rmtree(full)
            else:
                os.unlink(full)
        generation = uuid.uuid4().hex
        chunks_dir = os.path.join(self.path, "chunks")
        os.makedirs(chunks_dir)
        tantivy.Index(self.schema, path=chunks_dir)
        files_dir = os.path.join(self.path, "filedocs")
        os.makedirs(files_dir)
        tantivy.Index(self.file_schema, path=files_dir)
        db = sqlite3.connect(os.path.join(self.path, "files.sqlite"), isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER,"
                       " inode INTEGER, digest BLOB, lang TEXT, chunks INTEGER)")
            db.execute("CREATE TABLE pending (path TEXT PRIMARY KEY)")
            db.execute("CREATE TABLE skipped (path TEXT PRIMARY KEY, size INTEGER,"
                       " mtime_ns INTEGER, inode INTEGER, reason TEXT)")
            db.execute("CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT)")
            db.execute("INSERT INTO kv VALUES ('generation', ?)", (generation,))
        finally:
            db.close()
        rebuilt = None if reason == "new index" else {"reason": reason, "at": time.time()}
        atomic_write(os.path.join(self.path, "meta.json"), json.dumps(
            {"schema": SCHEMA_VERSION, "root": self.root, "generation": generation,
             "created": time.time(), "rebuilt": rebuilt}))
        self._open_parts()

    def is_current(self) -> bool:
        """False once meta.json was replaced (another process rebuilt the index): reopen."""
        try:
            st = os.stat(os.path.join(self.path, "meta.json"))
        except OSError:
            return False
        return (st.st_ino, st.st_mtime_ns) == self._meta_stat

    def close(self) -> None:
        self.wait_for_merges()
        if self._db is not None:
            self._db.close()
            self._db = None
        self._index = None
        self._files = None

    def wait_for_merges(self) -> None:
        """Let this process's last writer finish its merges (it releases tantivy's lock)."""
        if self._merging is not None:
            self._merging.join()
            self._merging = None

    # ------------------------------------------------------------------ reading

    @property
    def index(self) -> tantivy.Index:
        assert self._index is not None
        return self._index

    @property
    def db(self) -> sqlite3.Connection:
        assert self._db is not None
        return self._db

    def searcher(self) -> tantivy.Searcher:
        """A searcher over the last committed state (other processes' commits included)."""
        try:
            self.index.reload()
            return self.index.searcher()
        except (ValueError, OSError) as exc:
            raise StoreCorrupt(f"unreadable chunk index: {exc}") from None

    def file_searcher(self) -> tantivy.Searcher:
        """A searcher over the file documents (the file channel), last committed state."""
        assert self._files is not None
        try:
            self._files.reload()
            return self._files.searcher()
        except (ValueError, OSError) as exc:
            raise StoreCorrupt(f"unreadable file index: {exc}") from None

    def file_states(self) -> dict[str, FileState]:
        """Every known file; pending paths (a batch cut off mid-commit) come back as unknown."""
        try:
            rows = self.db.execute(
                "SELECT path, size, mtime_ns, inode, digest, lang, chunks FROM files").fetchall()
            pending = self.db.execute("SELECT path FROM pending").fetchall()
        except sqlite3.Error as exc:
            raise _db_failure(exc) from None
        states = {r[0]: FileState(r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows}
        for (path,) in pending:
            old = states.get(path)
            states[path] = FileState(*_UNKNOWN, old.lang if old else "", 0)
        return states

    def skipped_states(self) -> dict[str, tuple[int, int, int, str]]:
        """Files read once and refused by content (binary, minified): stat and reason.

        A refresh skips them again by stat alone instead of reading them on every pass.
        """
        try:
            rows = self.db.execute(
                "SELECT path, size, mtime_ns, inode, reason FROM skipped").fetchall()
        except sqlite3.Error as exc:
            raise _db_failure(exc) from None
        return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}

    def stats(self) -> dict:
        """Files, chunks and per-language file counts, from the committed state."""
        try:
            rows = self.db.execute(
                "SELECT lang, count(*), sum(chunks) FROM files GROUP BY lang").fetchall()
        except sqlite3.Error as exc:
            raise _db_failure(exc) from None
        langs = {lang: n for lang, n, _ in sorted(rows)}
        return {"files": sum(n for _, n, _ in rows), "chunks": sum(c or 0 for _, _, c in rows),
                "languages": langs}

    def totals(self) -> dict:
        """Files and chunks of the committed state, from the totals each commit records."""
        try:
            row = self.db.execute("SELECT value FROM kv WHERE key = 'totals'").fetchone()
        except sqlite3.Error as exc:
            raise _db_failure(exc) from None
        if row is None:  # nothing committed yet
            return {"files": 0, "chunks": 0}
        files, chunks = (int(x) for x in row[0].split())
        return {"files": files, "chunks": chunks}

    def num_docs(self) -> int:
        """Chunks tantivy holds; equals ``stats()["chunks"]`` whenever no batch is pending."""
        return self.searcher().num_docs

    def decode(self, doc: tantivy.Document) -> dict:
        """A stored chunk document as a plain dict (path, kind, line, name, container, ...)."""
        meta = dict(zip(META_KEYS, json.loads(doc.get_first("meta"))))
        meta["path"] = doc.get_first("path")
        meta["kind"] = doc.get_first("kind")
        meta["line"] = doc.get_first("line")
        return meta

    # ------------------------------------------------------------------ writing

    def writer(self) -> "Writer":
        return Writer(self)


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

    def _tantivy(self) -> tantivy.IndexWriter:
        if self._tw is None:
            self._tw = self._open(self.store.index, self.HEAP_BYTES, "chunks", "chunk index")
        return self._tw

    def _file_writer(self) -> tantivy.IndexWriter:
        if self._fw is None:
            assert self.store._files is not None
            self._fw = self._open(self.store._files, self.FILE_HEAP_BYTES, "filedocs", "file index")
        return self._fw

    def _open(self, index: tantivy.Index, heap: int, folder: str, what: str) -> tantivy.IndexWriter:
        """A tantivy writer, once the last one (here or in another process) has let go."""
        self.store.wait_for_merges()
        lock = os.path.join(self.store.path, folder, _TANTIVY_LOCK)
        for _ in range(2):   # the lock may be taken again between the wait and the open
            try:
                return index.writer(heap, 1)
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
        try:
            fw.delete_documents_by_term("fpath", path)
            fw.add_document(fdoc)
            tw.delete_documents_by_term("path", path)
            for fields in chunks:
                tw.add_document(chunk_document(path, path_tokens, fields))
        except ValueError as exc:   # an indexing thread died: it could not write a segment
            raise _write_failure(exc) from None
        self._rows.append((path, state.size, state.mtime_ns, state.inode, state.digest,
                           state.lang, state.chunks))
        self._touched.append(path)
        self.pending += 1

    def skip_file(self, path: str, size: int, mtime_ns: int, inode: int, reason: str) -> None:
        """Remember a file refused by its content, so an unchanged one is never read again."""
        self._skip_rows.append((path, size, mtime_ns, inode, reason))
        self.pending += 1

    def forget_skipped(self, paths: Sequence[str]) -> None:
        """Drop refused files that are gone from the listing."""
        self._unskip.extend(paths)
        self.pending += len(paths)

    def touch_file(self, path: str, state: FileState) -> None:
        """Record a new stat for a file whose content (hash) did not change."""
        self._stat_rows.append((state.size, state.mtime_ns, state.inode, path))
        self.pending += 1

    def remove_file(self, path: str) -> None:
        try:
            self._tantivy().delete_documents_by_term("path", path)
            self._file_writer().delete_documents_by_term("fpath", path)
        except ValueError as exc:
            raise _write_failure(exc) from None
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
            if self._tw is not None:
                self._tw.commit()
            if self._fw is not None:
                self._fw.commit()

            def rows() -> None:
                db.executemany("INSERT OR REPLACE INTO files VALUES (?,?,?,?,?,?,?)", self._rows)
                db.executemany("UPDATE files SET size=?, mtime_ns=?, inode=? WHERE path=?",
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
            self._transaction(rows)
        except sqlite3.Error as exc:
            raise _db_failure(exc) from None
        except ValueError as exc:   # tantivy could not write, or could not read a segment
            raise _write_failure(exc) from None
        self._rows.clear()
        self._stat_rows.clear()
        self._deleted.clear()
        self._skip_rows.clear()
        self._unskip.clear()
        self._touched.clear()
        self.pending = 0

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


def _open_tantivy(path: str, what: str) -> tantivy.Index:
    """Open one of the two tantivy indexes and read it once; anything wrong is damage."""
    try:
        if not tantivy.Index.exists(path):
            raise StoreCorrupt(f"missing {what}")
        index = tantivy.Index.open(path)
        index.reload()
        index.searcher()
    except (ValueError, OSError) as exc:
        raise StoreCorrupt(f"unreadable {what}: {exc}") from None
    return index


def _is_empty(path: str) -> bool:
    return not (set(os.listdir(path)) - _KEEP_ON_WIPE)
