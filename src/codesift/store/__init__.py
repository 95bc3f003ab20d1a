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
    cochange.json  the files recent commits changed, for ``related`` (search/cochange.py)
    CACHEDIR.TAG   marks the folder a cache, so no walk (codesift's, a backup's) reads it

Crash safety. Every file is replaced atomically (tantivy commits, SQLite transactions,
temp file + rename), and a batch (``Writer``, writer.py) lands in three steps: (1) its paths
are recorded in ``pending``, (2) tantivy commits the chunk and file indexes (at once; both
land before (3)), (3) SQLite commits the file rows and clears ``pending``. A crash after (1)
or (2) leaves those paths pending, and the next refresh treats them as unknown: re-chunks them
if they exist (delete by path, add: idempotent) and deletes their chunks if they don't. So no
chunk outlives its file, and no committed state is ever half-written. ``meta.json`` is written
last when an index is created, so a directory without it is never mistaken for a usable one.

Corruption. ``Store.open`` checks meta.json, opens both parts and compares the generation id
kept in meta.json with the one kept in SQLite (so an emptied or foreign ``files.sqlite`` is
caught). Anything wrong raises ``StoreCorrupt``; only a holder of the write lock may wipe,
and ``Index`` decides that it is real corruption (not a writer mid-change) by checking again
under the lock.

Read-only. An index in a directory this process cannot write is opened read-only
(``readonly.py``: tantivy through a temporary folder of symlinks, SQLite immutable); it is
never refreshed nor wiped, and its damage is an error. So is a reader's file table on a disk
that refuses writes (full: SQLite cannot make its WAL's shared-memory file), which is read as
it stands.
"""
from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from typing import TYPE_CHECKING, Any, Callable, TypeVar

import tantivy

from ..diskio import atomic_write, ensure_dir, probe_write_errno, read_only_index, remove_tree
from ..errors import CodesiftError
from ..writelock import WriteLock, wait_for_flock
from .damage import (CHUNK_INDEX, FILE_INDEX, FileSearcher, StoreBusy, StoreCorrupt, db_failure,
                     sqlite_damaged, vanished, write_failure)
from .documents import META_KEYS, chunk_schema, file_schema
from .filetable import FileStat, FileState, FileTable   # the first two for refresh and writer
from .readonly import Shadow, connect

if TYPE_CHECKING:
    from .writer import Writer

T = TypeVar("T")

# Bumped whenever what a file becomes in the index changes (tables, walk rules, chunks,
# tokens): an index of unchanged files is never re-chunked, so only a rebuild brings it up to
# date. docs/SCHEMA.md says what each version changed.
SCHEMA_VERSION = 812
_JSON = json.JSONDecoder()
# Chunk documents ``Store.decoded`` keeps decoded for the searcher they were read from: a
# search decodes 100-200, and a server's or a library's next queries read many of them again.
DECODED_KEPT = 20_000
# Times a wipe makes a folder deleted under it again (``Store.wipe``).
WIPE_TRIES = 3
# Entries a wipe leaves alone: the lock and files a live writer (or its log) owns, and the
# failure a background pass recorded, which stands until a complete pass has finished
# (``jobs.background_failure``): a rebuild its budget cut short had erased it unsaid.
_KEEP_ON_WIPE = frozenset({"write.lock", "progress.json", "index.log", "failed.json",
                           "CACHEDIR.TAG"})
# An index dir is a cache by the Cache Directory Tagging spec: backup tools skip it, and so does
# any walk, codesift's included, when the index dir lies inside a repository (another root's
# index, or this root's under CODESIFT_INDEX_DIR=./.codesift, was indexed as its files).
CACHEDIR_TAG = ("Signature: 8a477f597d28d172789f06886806bc55\n"
                "# This file is a cache directory tag created by codesift (its index).\n"
                "# See the Cache Directory Tagging Specification.\n")
# tantivy's writer lock in each index folder: a writer finishing its merges still holds it.
TANTIVY_LOCK = ".tantivy-writer.lock"
# How long a new writer or a wipe waits for merges that another writer is finishing.
MERGE_WAIT_S = 60.0


class Store(FileTable):
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
        # The file index's paths, and the stat of its meta.json they were listed at; the same
        # for the two searchers (``searcher``, ``file_searcher``).
        self._paths: tuple[tuple[int, int, int], list[str]] | None = None
        self._searchers: dict[str, tuple[tuple[int, int, int], Any]] = {}
        # ``decoded``'s documents, by address, and the searcher they were read from.
        self._decoded: tuple[Any, dict[tuple[int, int], dict]] | None = None
        self.read_only: str | None = None   # why this process cannot write the directory
        self._shadow: Shadow | None = None

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: str, root: str, *, locked: bool = False) -> "Store":
        """Open the index at ``path`` for ``root``, creating it if there is none.

        ``locked``: the caller holds the write lock, so a missing or damaged index is wiped and
        created here. Otherwise a damaged index raises ``StoreCorrupt`` (the caller re-checks
        under the lock), and a missing one is created only if the lock is free right now
        (``StoreBusy`` if not: a writer is creating it). An index this process cannot write is
        opened read-only (``read_only`` says why), and its damage raises ``StoreCorrupt``.
        """
        why = None if locked else read_only_index(path)
        if why is None:
            ensure_dir(path)
        store = cls(path, root)
        store.read_only = why
        try:
            store._open_parts(reader=not locked)
            return store
        except StoreCorrupt as exc:
            reason = str(exc)
        except BaseException:   # no damage (a disk refusing a write): reported, index kept
            store.close()
            raise
        store.close()
        if why is not None:
            raise StoreCorrupt(reason)
        if locked:
            store.wipe(reason)
            return store
        if reason != "new index":
            raise StoreCorrupt(reason)
        with WriteLock(path, wait=False) as got:
            if not got:
                raise StoreBusy(reason)
            return cls.open(path, root, locked=True)

    def _open_parts(self, reader: bool = False) -> None:
        """Read meta.json, open tantivy and SQLite read-only-ish, match generations.
        ``reader``: not the lock holder, so the file table may be read without writing."""
        meta_path = os.path.join(self.path, "meta.json")
        self._searchers.clear()   # of the indexes opened before, if any
        self._decoded = None
        stamp = self._stamp()   # before reading: a meta.json replaced meanwhile is reopened
        try:
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
        parts = [os.path.join(self.path, part) for part in ("chunks", "filedocs")]
        if self.read_only is not None:
            self._shadow = Shadow()
            parts = [self._shadow.mirror(part) for part in parts]
        self._index = _open_tantivy(parts[0], "chunk index")
        self._files = _open_tantivy(parts[1], "file index")
        db_path = os.path.join(self.path, "files.sqlite")
        if not os.path.isfile(db_path):
            raise StoreCorrupt("missing file table")
        try:
            row = self._open_db(db_path)
        except sqlite3.Error as exc:
            # Damage only when SQLite says so: "disk I/O error" (a full disk refusing the WAL's
            # shared-memory file) or "database is locked" wiped a good index.
            failure = db_failure(exc)
            refused = (probe_write_errno(self.path) if reader and self.read_only is None
                       and not isinstance(failure, StoreCorrupt) else None)
            if refused is None:
                raise failure from None
            # A full disk: read the table as a read-only index's (never written through).
            self.read_only = f"the disk refused a write: {os.strerror(refused)}"
            try:
                row = self._open_db(db_path)
            except (sqlite3.Error, StoreCorrupt):   # never damage: a wipe would lose the index
                raise failure from None
        if row is None or row[0] != meta.get("generation"):
            raise StoreCorrupt("file table does not match the chunk index")
        self.generation = meta["generation"]
        self.rebuilt = meta.get("rebuilt")
        self._meta_stat = stamp

    def _open_db(self, db_path: str) -> tuple | None:
        """Open the file table (read-only as ``readonly.connect`` reads it, for a store that
        cannot write) and read its generation row."""
        if self._db is not None:
            self._db.close()
        # mode=rw: a reader must never create an empty table in place of a missing one.
        self._db = connect(db_path) if self.read_only is not None else sqlite3.connect(
            f"file:{db_path}?mode=rw", uri=True, timeout=30, isolation_level=None,
            check_same_thread=False)
        row = self._db.execute("SELECT value FROM kv WHERE key = 'generation'").fetchone()
        self._db.execute("SELECT count(*) FROM pending").fetchone()
        return row

    def wipe(self, reason: str) -> None:
        """Replace whatever is in the directory with a new empty index. Caller holds the lock.

        A folder deleted or emptied while it is made (an `rm -rf` of the cache) is made again,
        ``WIPE_TRIES`` times at most: its failures were tantivy's, SQLite's or StoreCorrupt, and
        a search that met them error[INTERNAL].
        """
        self.wiped = True
        for _ in range(WIPE_TRIES):
            try:
                return self._wipe(reason)
            except (OSError, ValueError, sqlite3.Error, StoreCorrupt) as exc:
                if not vanished(exc, self.path):
                    raise
                self.close()
                os.makedirs(self.path, exist_ok=True)
        raise CodesiftError("IO_ERROR", f"the index directory {self.path} kept being deleted "
                            "while it was made")

    def _wipe(self, reason: str) -> None:
        """One try of ``wipe``. meta.json goes first and comes back last, so no reader ever
        opens a half-made index. A writer still finishing merges (this process's or another's)
        is waited for first: its last step rewrites tantivy's meta.json, which would land in
        the new index."""
        self.close()
        for part in ("chunks", "filedocs"):
            wait_for_flock(os.path.join(self.path, part, TANTIVY_LOCK), MERGE_WAIT_S)
        try:
            os.unlink(os.path.join(self.path, "meta.json"))
        except FileNotFoundError:
            pass
        for entry in os.listdir(self.path):
            if entry in _KEEP_ON_WIPE:
                continue
            full = os.path.join(self.path, entry)
            if os.path.isdir(full) and not os.path.islink(full):
                remove_tree(full)
            else:
                os.unlink(full)
        # 128 random bits as 32 hex digits, as uuid4().hex was: the uuid module cost a cold
        # build ~3.5 ms to load (with platform), for a token only compared for equality.
        generation = os.urandom(16).hex()
        chunks_dir = os.path.join(self.path, "chunks")
        os.makedirs(chunks_dir)
        tantivy.Index(self.schema, path=chunks_dir)
        files_dir = os.path.join(self.path, "filedocs")
        os.makedirs(files_dir)
        tantivy.Index(self.file_schema, path=files_dir)
        db = sqlite3.connect(os.path.join(self.path, "files.sqlite"), isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            # Every table is looked up by its text key: WITHOUT ROWID stores each key once,
            # where a rowid table keeps a second b-tree (its key index) beside the rows.
            db.execute("CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER, changed_ns INTEGER,"
                       " inode INTEGER, digest BLOB, lang TEXT, chunks INTEGER) WITHOUT ROWID")
            db.execute("CREATE TABLE pending (path TEXT PRIMARY KEY) WITHOUT ROWID")
            db.execute("CREATE TABLE skipped (path TEXT PRIMARY KEY, size INTEGER,"
                       " changed_ns INTEGER, inode INTEGER, reason TEXT) WITHOUT ROWID")
            db.execute("CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID")
            db.execute("INSERT INTO kv VALUES ('generation', ?)", (generation,))
        finally:
            db.close()
        if not os.path.exists(os.path.join(self.path, "CACHEDIR.TAG")):
            atomic_write(os.path.join(self.path, "CACHEDIR.TAG"), CACHEDIR_TAG)
        rebuilt = None if reason == "new index" else {"reason": reason, "at": time.time()}
        atomic_write(os.path.join(self.path, "meta.json"), json.dumps(
            {"schema": SCHEMA_VERSION, "root": self.root, "generation": generation,
             "created": time.time(), "rebuilt": rebuilt}))
        self._open_parts()

    def is_current(self) -> bool:
        """False once meta.json was replaced (another process rebuilt the index): reopen. Read
        only, also once a writer committed: the shadow's tantivy ``meta.json`` is a copy. Opened
        to write, also once the folder turned read-only: tantivy's reader locks in its folder."""
        return (self._meta_stat is not None and self._stamp() == self._meta_stat
                and (self.read_only is not None or read_only_index(self.path) is None))

    def _stamp(self) -> tuple[int, ...] | None:
        names = ["meta.json"] + (["chunks/meta.json", "filedocs/meta.json"] if self.read_only else [])
        try:
            stats = [os.stat(os.path.join(self.path, name)) for name in names]
        except OSError:
            return None
        return tuple(n for st in stats for n in (st.st_ino, st.st_mtime_ns))

    def close(self) -> None:
        self.wait_for_merges()
        if self._db is not None:
            self._db.close()
            self._db = None
        self._index = None
        self._files = None
        self._decoded = None
        if self._shadow is not None:
            self._shadow.remove()
            self._shadow = None

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
            return self._kept_searcher("chunks", self.index, lambda s: s)
        except (ValueError, OSError) as exc:
            raise StoreCorrupt(f"unreadable chunk index: {exc}") from None

    def file_searcher(self) -> FileSearcher:
        """A searcher over the file documents (the file channel), last committed state; the
        damage it meets names the file index (damage.py)."""
        assert self._files is not None
        try:
            return self._kept_searcher("filedocs", self._files, FileSearcher)
        except (ValueError, OSError) as exc:
            raise StoreCorrupt(f"unreadable {FILE_INDEX}: {exc}") from None

    def _kept_searcher(self, folder: str, index: tantivy.Index, wrap: Callable[[Any], T]) -> T:
        """``wrap(index.searcher())`` after a reload, kept while the folder's ``meta.json``
        (rewritten by every commit) is the same file: a reload costs ~0.1 ms, and a search
        asks for both searchers, so a query of ~3 ms spent ~0.25 ms on them. A commit landing
        meanwhile changes the stat the next call reads, so it reloads then."""
        stamp = self._meta_json_stamp(folder)
        kept = self._searchers.get(folder)
        if stamp is not None and kept is not None and kept[0] == stamp:
            return kept[1]
        index.reload()
        searcher = wrap(index.searcher())
        if stamp is not None:
            self._searchers[folder] = (stamp, searcher)
        return searcher

    def file_paths(self) -> list[str]:
        """Every file path in the file index's last committed state (deleted files' left out).

        A term-dictionary walk, counted over live documents only: a term outlives its
        deleted documents until their segment merges. Kept until the file index's
        ``meta.json`` (rewritten by every commit) changes: a server answering many queries
        lists the paths once per commit, not once per query (~5 ms on 7,500 files). A commit
        landing while they are listed leaves nothing kept.
        """
        stamp = self._meta_json_stamp("filedocs")
        if stamp is not None and self._paths is not None and self._paths[0] == stamp:
            return self._paths[1]
        try:
            terms = self.file_searcher().terms_with_prefix(
                "fpath", "", filter_query=tantivy.Query.all_query())
        except ValueError as exc:
            raise StoreCorrupt(f"unreadable file index: {exc}") from None
        paths = [path for path, live in terms if live]
        if stamp is not None and stamp == self._meta_json_stamp("filedocs"):
            self._paths = (stamp, paths)
        return paths

    def _meta_json_stamp(self, folder: str) -> tuple[int, int, int] | None:
        """The stat of a tantivy folder's ``meta.json``, which each commit writes anew."""
        try:
            st = os.stat(os.path.join(self.path, folder, "meta.json"))
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size, st.st_ino

    def num_docs(self) -> int:
        """Chunks tantivy holds; equals ``stats()["chunks"]`` whenever no batch is pending."""
        return self.searcher().num_docs

    def decode(self, doc: tantivy.Document) -> dict:
        """A stored chunk document as a plain dict (path, kind, line, name, container, ...)."""
        # The decoder's own method, on text: json.loads on bytes first sniffs their encoding,
        # which cost as much as the parse (~140 documents a search). raw_decode skips decode's
        # whitespace scans around the value (a third of its time): ``chunk_document`` writes
        # the list alone, from "[" to "]".
        return dict(zip(META_KEYS, _JSON.raw_decode(doc.get_first("meta").decode())[0]))

    def decoded(self, searcher: tantivy.Searcher, address: tantivy.DocAddress) -> dict:
        """``decode`` of the chunk document at ``address`` of ``searcher``, as a copy of its
        own (a search may write into its copy: select.py's C prototypes lend their doc).

        Kept per searcher, the same object while no commit lands (``searcher``): its documents
        never change, so a kept one is what reading it again gives. ~3 us a document saved
        (a doc read and a JSON parse) against a dict copy's ~0.2.
        """
        kept = self._decoded
        if kept is None or kept[0] is not searcher:
            kept = self._decoded = (searcher, {})
        docs = kept[1]
        key = (address.segment_ord, address.doc)
        d = docs.get(key)
        if d is None:
            if len(docs) >= DECODED_KEPT:
                del docs[next(iter(docs))]   # the oldest: a bounded memory
            d = docs[key] = self.decode(searcher.doc(address))
        return dict(d)

    # ------------------------------------------------------------------ writing

    def writer(self) -> "Writer":
        from .writer import Writer   # writer.py builds on this module

        return Writer(self)


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


def never_made(path: str) -> bool:
    """No index was ever made at ``path``: no folder there, or one holding only what a wipe
    keeps (a lock, a background pass's log). False for a file or a folder of other files,
    which opening the store reports as the errors they are."""
    try:
        return _is_empty(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
