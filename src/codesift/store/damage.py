"""What a damaged index raises, which of its two tantivy indexes the damage is in, and which
failed writes are damage (rebuilt) and which the disk's refusal (reported, the index kept).

An error from tantivy says nothing of the index it came from, so a reader of the file index
(``filedocs/``) goes through ``FileSearcher``, which names it; an error met anywhere else is
the chunk index's (``chunks/``). ``Store.wipe`` records the name, and ``codesift status``
shows it as the reason of the last rebuild.
"""
from __future__ import annotations

import errno
import os
import re
import sqlite3
from typing import Any

import tantivy

from ..errors import CodesiftError
from ..lazy_re import lazy

# How tantivy words the errors of a damaged file met while reading (checked before wiping).
_TANTIVY_DAMAGE = ("An IO error occurred", "Data corrupted", "Failed to open file")
CHUNK_INDEX = "chunk index"
FILE_INDEX = "file index"
# SQLite result codes that mean the file itself is damaged, not busy.
_SQLITE_DAMAGED = {11, 26}   # SQLITE_CORRUPT, SQLITE_NOTADB (primary codes)
# A write that failed because of the disk, not the index: ENOSPC, EROFS, EACCES, EDQUOT, EIO,
# EFBIG, or an indexing thread killed by one of those (it only writes new segments; reading
# old ones happens in merges). Rebuilding would not help and would throw away a good index.
_DISK_TROUBLE = lazy(r"os error (?:5|13|27|28|30|122)\b|No space left|Read-only file "
                           r"system|Permission denied|quota|File too large|writer was killed",
                           re.IGNORECASE)


# How tantivy and SQLite word a file or folder that is not there: the index folder deleted or
# emptied under a writer (an `rm -rf` of the cache).
_VANISHED = lazy(r"No such file or directory|does not exist|DoesNotExist|os error 2\b|^missing "
                 r"|^new index$|unable to open database file|disk I/O error")


def vanished(exc: BaseException, folder: str) -> bool:
    """Whether ``exc`` says a file of the index in ``folder`` was not there. SQLite's "disk
    I/O error" counts only when the file table is gone indeed (a full disk words it so too)."""
    if isinstance(exc, OSError):
        return exc.errno == errno.ENOENT
    if not isinstance(exc, (ValueError, StoreCorrupt, sqlite3.Error)) or not _VANISHED.search(str(exc)):
        return False
    return not isinstance(exc, sqlite3.Error) or not os.path.exists(os.path.join(folder, "files.sqlite"))


class StoreCorrupt(Exception):
    """The index on disk cannot be used as it is; checked again under the lock, then rebuilt."""


class StoreBusy(Exception):
    """The index cannot be read and another process holds the write lock (it is rebuilding)."""


def tantivy_damage(exc: BaseException, what: str = CHUNK_INDEX) -> StoreCorrupt | None:
    """``exc``, raised by the tantivy index ``what``, as damage; None if it is something else.

    >>> str(tantivy_damage(ValueError("Data corrupted: x"), FILE_INDEX))
    'unreadable file index: Data corrupted: x'
    """
    # A Rust panic inside tantivy on a damaged segment surfaces as pyo3's PanicException.
    if type(exc).__name__ == "PanicException" or (
            isinstance(exc, ValueError) and str(exc).startswith(_TANTIVY_DAMAGE)):
        return StoreCorrupt(f"unreadable {what}: {str(exc)[:200]}")
    return None


class FileSearcher:
    """A searcher over the file index whose damage says it is the file index's.

    The file channel, the message finder and path listings read it a few times per query, so
    the extra call costs nothing measurable; the chunk searcher, read in every loop, stays
    tantivy's own.
    """

    __slots__ = ("_searcher",)

    def __init__(self, searcher: tantivy.Searcher) -> None:
        self._searcher = searcher

    def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        try:
            return getattr(self._searcher, name)(*args, **kwargs)
        except BaseException as exc:
            found = tantivy_damage(exc, FILE_INDEX)
            if found is None:
                raise
            raise found from None

    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self._call("search", *args, **kwargs)

    def doc(self, address: tantivy.DocAddress) -> tantivy.Document:
        return self._call("doc", address)

    def doc_freq(self, field: str, term: str) -> int:
        return self._call("doc_freq", field, term)

    def terms_with_prefix(self, *args: Any, **kwargs: Any) -> Any:
        return self._call("terms_with_prefix", *args, **kwargs)

    @property
    def num_docs(self) -> int:
        return self._searcher.num_docs

    @property
    def num_segments(self) -> int:
        return self._searcher.num_segments


def write_failure(exc: ValueError, what: str = CHUNK_INDEX) -> Exception:
    """A tantivy write error of the index ``what``: the disk's fault (reported, index kept)
    or damage (rebuilt)."""
    if _DISK_TROUBLE.search(str(exc)):
        return CodesiftError("IO_ERROR", f"cannot write the index: {exc}")
    return StoreCorrupt(f"cannot write the {what}: {exc}")


def sqlite_damaged(exc: sqlite3.Error) -> bool:
    """True when SQLite says the file itself is damaged (not busy, not out of disk)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return (code is not None and code & 0xFF in _SQLITE_DAMAGED) or "no such table" in str(exc)


def db_failure(exc: sqlite3.Error) -> Exception:
    """A damaged file table is rebuilt; any other failure (disk full, I/O) is reported as is,
    leaving the committed index alone."""
    if sqlite_damaged(exc):
        return StoreCorrupt(f"unreadable file table: {exc}")
    return CodesiftError("IO_ERROR", f"the index file table failed: {exc}")
