"""Where an index lives on disk: a tantivy chunk index beside a SQLite file table.

Layout of one root's index directory::

    meta.json      schema version, canonical root, why it was last rebuilt
    files.sqlite   one row per indexed file: stat, content hash, language, chunk count (WAL)
    chunks/        tantivy index, one document per chunk (atomic commits, lock-free readers)
    write.lock     flock held by the single writer
    progress.json  the running pass (pid, files done/total), removed when it ends
    refreshed      touched after every complete refresh (its mtime is the last refresh)

Crash safety comes from commit order: a batch is committed to tantivy first and to SQLite
second, and re-indexing a file is "delete its chunks by path, add the new ones". A crash
between the two commits leaves SQLite with the old hash, so the next refresh redoes that file,
which is idempotent. Anything unreadable (truncated, garbage, foreign, old schema) is wiped and
rebuilt by the caller; ``Store.open`` reports why in ``rebuilt``.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import sqlite3
import time
from dataclasses import dataclass
from typing import Iterable, Iterator

import tantivy

from .errors import CodesiftError
from .model import Chunk
from .tokens import compact, distinct_tokens, name_words, text_tokens

SCHEMA_VERSION = 1
BODY_TOKEN_CAP = 256
# Stored per chunk and decoded only for the hits that are shown.
_META_KEYS = ("name", "container", "signature", "doc", "end", "lang")
# Field names in the tantivy schema for each BM25 field of the settings.
BM25_FIELDS = {"name": "t_name", "container": "t_cont", "signature": "t_sig", "doc": "t_doc",
               "path": "t_path", "body": "t_body"}


class StoreCorrupt(Exception):
    """The index on disk cannot be used as it is; the caller wipes and rebuilds it."""


@dataclass(slots=True)
class FileState:
    """What the index knows of one file: enough to tell, by stat alone, that it is unchanged."""

    size: int
    mtime_ns: int
    inode: int
    digest: bytes
    lang: str
    chunks: int


def default_index_dir(root: str) -> str:
    """``$XDG_CACHE_HOME/codesift/<hash of root>``: the index never lands in the repository."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    digest = hashlib.sha256(root.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return os.path.join(base, "codesift", f"{os.path.basename(root) or 'root'}-{digest}")


def _schema() -> tantivy.Schema:
    sb = tantivy.SchemaBuilder()
    # Filters and identity: raw terms, matched exactly or by regex.
    sb.add_text_field("path", stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_text_field("kind", stored=True, tokenizer_name="raw", index_option="basic")
    sb.add_text_field("lang", tokenizer_name="raw", index_option="basic")
    sb.add_unsigned_field("line", stored=True)
    sb.add_bytes_field("meta", stored=True)
    # Symbol channel: compact name, lower-cased qualified name, and name words.
    sb.add_text_field("sym", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("qual", tokenizer_name="raw", index_option="basic")
    sb.add_text_field("words", tokenizer_name="whitespace", index_option="basic")
    # BM25 channel: pre-tokenized fields, scored with term frequency and field norms.
    for field in BM25_FIELDS.values():
        sb.add_text_field(field, tokenizer_name="whitespace", index_option="freq")
    return sb.build()


def qualified_key(container: str, name: str) -> str:
    """Lower-cased ``container.name`` with every separator folded to ``.``: ``client.send``."""
    parts = [p for p in container.replace("::", ".").replace(" > ", ".").split(".") if p]
    parts.append(name)
    return ".".join(compact(p) for p in parts if compact(p))


class Store:
    """One root's index directory. Readers never lock; one writer at a time holds ``write.lock``.

    >>> store = Store.open("/tmp/idx", root="/src/project")   # doctest: +SKIP
    >>> store.num_chunks()                                    # doctest: +SKIP
    """

    def __init__(self, path: str, root: str) -> None:
        self.path = path
        self.root = root
        self.schema = _schema()
        self.rebuilt: str | None = None
        self._index: tantivy.Index | None = None
        self._db: sqlite3.Connection | None = None

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: str, root: str) -> "Store":
        """Open (creating or rebuilding as needed) the index at ``path`` for ``root``."""
        store = cls(path, root)
        try:
            os.makedirs(path, exist_ok=True)
            probe = os.path.join(path, ".probe")
            with open(probe, "w"):
                pass
            os.unlink(probe)
        except OSError as exc:
            raise CodesiftError("INDEX_DIR_UNWRITABLE",
                                f"cannot write the index directory {path}: {exc.strerror}") from None
        reason = store._check_meta()
        if reason is None:
            try:
                store._open_parts()
                return store
            except StoreCorrupt as exc:
                reason = str(exc)
        store.wipe(reason)
        store._open_parts()
        return store

    def _check_meta(self) -> str | None:
        """Why the directory cannot be used as it is, or None when it can."""
        meta_path = os.path.join(self.path, "meta.json")
        if not os.path.exists(meta_path):
            return "new index" if not os.listdir(self.path) else "missing meta.json"
        try:
            with open(meta_path, encoding="utf-8") as fh:
                meta = json.load(fh)
        except (OSError, ValueError):
            return "unreadable meta.json"
        if not isinstance(meta, dict):
            return "unreadable meta.json"
        if meta.get("schema") != SCHEMA_VERSION:
            return f"schema version {meta.get('schema')!r} is not {SCHEMA_VERSION}"
        if meta.get("root") != self.root:
            return f"index belongs to another root ({meta.get('root')!r})"
        self.rebuilt = meta.get("rebuilt")
        return None

    def _open_parts(self) -> None:
        chunks_dir = os.path.join(self.path, "chunks")
        try:
            if os.path.isdir(chunks_dir) and tantivy.Index.exists(chunks_dir):
                self._index = tantivy.Index.open(chunks_dir)
            else:
                os.makedirs(chunks_dir, exist_ok=True)
                self._index = tantivy.Index(self.schema, path=chunks_dir)
            self._index.reload()
            self._index.searcher()
        except (ValueError, OSError) as exc:
            raise StoreCorrupt(f"unreadable chunk index: {exc}") from None
        try:
            db = sqlite3.connect(os.path.join(self.path, "files.sqlite"), timeout=30,
                                 isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("CREATE TABLE IF NOT EXISTS files (path TEXT PRIMARY KEY, size INTEGER,"
                       " mtime_ns INTEGER, inode INTEGER, digest BLOB, lang TEXT, chunks INTEGER)")
            db.execute("CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT)")
            db.execute("SELECT count(*) FROM files").fetchone()
        except sqlite3.DatabaseError as exc:
            raise StoreCorrupt(f"unreadable file table: {exc}") from None
        self._db = db

    def wipe(self, reason: str) -> None:
        """Empty the directory and start a fresh index, remembering why."""
        self.close()
        for entry in os.listdir(self.path):
            if entry in ("write.lock", "progress.json"):
                continue  # held or written by a live writer; they stay valid across a wipe
            full = os.path.join(self.path, entry)
            if os.path.isdir(full) and not os.path.islink(full):
                shutil.rmtree(full, ignore_errors=True)
            else:
                try:
                    os.unlink(full)
                except OSError:
                    pass
        self.rebuilt = None if reason == "new index" else reason
        meta = {"schema": SCHEMA_VERSION, "root": self.root, "created": time.time(),
                "rebuilt": self.rebuilt}
        atomic_write(os.path.join(self.path, "meta.json"), json.dumps(meta))

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        self._index = None

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
        except ValueError as exc:
            raise StoreCorrupt(f"unreadable chunk index: {exc}") from None

    def file_states(self) -> dict[str, FileState]:
        try:
            rows = self.db.execute(
                "SELECT path, size, mtime_ns, inode, digest, lang, chunks FROM files").fetchall()
        except sqlite3.DatabaseError as exc:
            raise StoreCorrupt(f"unreadable file table: {exc}") from None
        return {r[0]: FileState(r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows}

    def kv_get(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM kv WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def stats(self) -> dict:
        """Files, chunks and per-language file counts, from the committed state."""
        rows = self.db.execute("SELECT lang, count(*), sum(chunks) FROM files GROUP BY lang").fetchall()
        langs = {lang: n for lang, n, _ in sorted(rows)}
        return {"files": sum(n for _, n, _ in rows), "chunks": sum(c or 0 for _, _, c in rows),
                "languages": langs}

    def size_bytes(self) -> int:
        total = 0
        for dirpath, _, files in os.walk(self.path):
            for f in files:
                try:
                    total += os.path.getsize(os.path.join(dirpath, f))
                except OSError:
                    pass
        return total

    def decode(self, doc: tantivy.Document) -> dict:
        """A stored chunk document as a plain dict (path, kind, line, name, container, ...)."""
        meta = dict(zip(_META_KEYS, json.loads(doc.get_first("meta"))))
        meta["path"] = doc.get_first("path")
        meta["kind"] = doc.get_first("kind")
        meta["line"] = doc.get_first("line")
        return meta

    # ------------------------------------------------------------------ writing

    def writer(self) -> "Writer":
        return Writer(self)


def chunk_document(chunk: Chunk, path_tokens: str) -> tantivy.Document:
    """The tantivy document of one chunk: filters, symbol keys, BM25 fields, stored meta."""
    doc = tantivy.Document()
    doc.add_text("path", chunk.path)
    doc.add_text("kind", chunk.kind)
    doc.add_text("lang", chunk.lang)
    doc.add_unsigned("line", chunk.start)
    doc.add_bytes("meta", json.dumps(
        [chunk.name, chunk.container, chunk.signature, chunk.doc, chunk.end, chunk.lang],
        ensure_ascii=False, separators=(",", ":")).encode())
    doc.add_text("sym", compact(chunk.name))
    doc.add_text("qual", qualified_key(chunk.container, chunk.name))
    doc.add_text("words", " ".join(name_words(chunk.name)))
    doc.add_text("t_name", " ".join(text_tokens(chunk.name)))
    doc.add_text("t_cont", " ".join(text_tokens(chunk.container)))
    doc.add_text("t_sig", " ".join(text_tokens(chunk.signature)))
    doc.add_text("t_doc", " ".join(text_tokens(chunk.doc)))
    doc.add_text("t_path", path_tokens)
    doc.add_text("t_body", " ".join(distinct_tokens(chunk.text, BODY_TOKEN_CAP)))
    return doc


class Writer:
    """Batches file replacements; ``commit`` lands them in tantivy, then in SQLite."""

    HEAP_BYTES = 64_000_000

    def __init__(self, store: Store) -> None:
        self.store = store
        try:
            self._tw = store.index.writer(self.HEAP_BYTES, 1)
        except ValueError as exc:
            raise StoreCorrupt(f"cannot open the chunk index for writing: {exc}") from None
        self._rows: list[tuple] = []
        self._stat_rows: list[tuple] = []
        self._deleted: list[str] = []
        self.pending = 0

    def replace_file(self, path: str, chunks: Iterable[Chunk], state: FileState) -> None:
        """Drop the file's old chunks and add these (idempotent, so safe to redo after a crash)."""
        self._tw.delete_documents_by_term("path", path)
        path_tokens = " ".join(text_tokens(path))
        for chunk in chunks:
            self._tw.add_document(chunk_document(chunk, path_tokens))
        self._rows.append((path, state.size, state.mtime_ns, state.inode, state.digest,
                           state.lang, state.chunks))
        self.pending += 1

    def touch_file(self, path: str, state: FileState) -> None:
        """Record a new stat for a file whose content (hash) did not change."""
        self._stat_rows.append((state.size, state.mtime_ns, state.inode, path))
        self.pending += 1

    def remove_file(self, path: str) -> None:
        self._tw.delete_documents_by_term("path", path)
        self._deleted.append(path)
        self.pending += 1

    def commit(self, kv: dict[str, str] | None = None) -> None:
        """tantivy first, SQLite second: see the module docstring for why this order."""
        self._tw.commit()
        db = self.store.db
        db.execute("BEGIN IMMEDIATE")
        try:
            db.executemany("INSERT OR REPLACE INTO files VALUES (?,?,?,?,?,?,?)", self._rows)
            db.executemany("UPDATE files SET size=?, mtime_ns=?, inode=? WHERE path=?",
                           self._stat_rows)
            db.executemany("DELETE FROM files WHERE path=?", [(p,) for p in self._deleted])
            for key, value in (kv or {}).items():
                db.execute("INSERT OR REPLACE INTO kv VALUES (?, ?)", (key, value))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._rows.clear()
        self._stat_rows.clear()
        self._deleted.clear()
        self.pending = 0

    def close(self) -> None:
        """Let tantivy finish merging so the next writer does not trip over its lock."""
        try:
            self._tw.wait_merging_threads()
        except ValueError:
            pass


class WriteLock:
    """The single-writer lock of an index directory (flock: released if the holder dies).

    >>> with WriteLock(path, wait=False) as got:   # doctest: +SKIP
    ...     if got: refresh()
    """

    def __init__(self, index_dir: str, wait: bool) -> None:
        self.file = os.path.join(index_dir, "write.lock")
        self.wait = wait
        self._fd: int | None = None

    def __enter__(self) -> bool:
        fd = os.open(self.file, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if self.wait else fcntl.LOCK_NB))
        except BlockingIOError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def __exit__(self, *exc: object) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


def lock_is_held(index_dir: str) -> bool:
    """True when some process holds the writer lock of ``index_dir`` right now."""
    path = os.path.join(index_dir, "write.lock")
    if not os.path.exists(path):
        return False
    fd = os.open(path, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def atomic_write(path: str, text: str) -> None:
    """Write via a temp file and rename, so readers see the old or the new file, never half."""
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def iter_index_dirs(base: str) -> Iterator[str]:
    """Every index directory under the cache base (for ``codesift index --list``)."""
    try:
        entries = sorted(os.scandir(base), key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False) and os.path.exists(os.path.join(entry.path, "meta.json")):
            yield entry.path
