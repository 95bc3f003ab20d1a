"""What ``Index.status`` reports: files, chunks, languages, the index's path and size, its last
refresh, a running or unfinished pass, rebuilds and damage, read without creating or repairing.

Apart from ``index.py`` because nothing on a search's path needs it.

>>> status(Index("/src/project"))["complete"]   # doctest: +SKIP
True
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from .diskio import dir_size, read_only_index
from .errors import CodesiftError
from .jobs import background_failure
from .store.passrecord import complete_age, last_refresh, refresh_age, unfinished_pass

if TYPE_CHECKING:
    from .index import Index


def status(ix: Index) -> dict:
    """``Index.status``: a never-indexed root reports an empty index and leaves no folder
    behind; a damaged one is reported as ``damaged``, left as it is."""
    if os.path.exists(ix.path) and not os.path.isdir(ix.path):
        raise CodesiftError("INDEX_DIR_UNWRITABLE", f"the index directory {ix.path} is a file")
    made = os.path.exists(os.path.join(ix.path, "meta.json"))
    empty: tuple[dict, dict | None] = ({"files": 0, "chunks": 0, "languages": {}}, None)
    # Damage is reported, not repaired: the next search or `codesift index` rebuilds it.
    (stats, rebuilt), damaged = (ix._peek(lambda store: (store.stats(), store.rebuilt),
                                          empty) if made else (empty, None))
    last = last_refresh(ix.path)
    unfinished = unfinished_pass(ix.path)   # killed: ``last`` is the pass before it
    return {
        "root": ix.root,
        "index_path": ix.path,
        "index_bytes": dir_size(ix.path),
        "files": stats["files"],
        "chunks": stats["chunks"],
        "languages": stats["languages"],
        "last_refresh": last,
        "last_refresh_age_s": refresh_age(ix.path),
        "complete": (complete_age(ix.path) is not None and unfinished is None
                     and damaged is None),
        "running": ix.progress(),
        "unfinished": unfinished,
        "background_failed": background_failure(ix.path),   # why, until a complete pass
        "rebuilt": rebuilt,
        "damaged": damaged,   # why the index cannot be read; the next search rebuilds it
        "read_only": read_only_index(ix.path) is not None,   # answers come as last updated
    }
