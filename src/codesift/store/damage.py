"""What a damaged index raises, and which of its two tantivy indexes the damage is in.

An error from tantivy says nothing of the index it came from, so a reader of the file index
(``filedocs/``) goes through ``FileSearcher``, which names it; an error met anywhere else is
the chunk index's (``chunks/``). ``Store.wipe`` records the name, and ``codesift status``
shows it as the reason of the last rebuild.
"""
from __future__ import annotations

from typing import Any

import tantivy

# How tantivy words the errors of a damaged file met while reading (checked before wiping).
_TANTIVY_DAMAGE = ("An IO error occurred", "Data corrupted", "Failed to open file")
CHUNK_INDEX = "chunk index"
FILE_INDEX = "file index"


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
