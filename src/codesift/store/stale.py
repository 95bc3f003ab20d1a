"""Which of an answer's files changed on disk since the index read them.

Kept apart from the refresh (refresh.py), which walks the whole root: this checks only the few
files an answer names, so a search inside ``min_refresh_interval`` can still say that a line
may be off (or refresh first) without walking anything.

>>> changed_on_disk(store, "/src/project", ["app/models.py"])   # doctest: +SKIP
['app/models.py']
"""
from __future__ import annotations

import os

from ..walk import changed_ns
from . import Store


def changed_on_disk(store: Store, root: str, paths: list[str]) -> list[str]:
    """Those of ``paths`` whose stat is not what the index read (edited, deleted, or never
    read): their lines may be off. One lstat and one row per file, ~0.1 ms for 20."""
    out = []
    for rel in dict.fromkeys(paths):
        state = store.file_state(rel)
        try:
            st = os.lstat(os.path.join(root, rel))
        except OSError:
            out.append(rel)
            continue
        if state is None or (state.size, state.inode) != (st.st_size, st.st_ino):
            out.append(rel)
        elif state.changed_ns != changed_ns(st) and not (
                state.changed_ns == -1 and _digest(os.path.join(root, rel)) == state.digest):
            # -1: read within a timestamp tick of a write ("racy", chunkpool.py),
            # so only its bytes can tell.
            out.append(rel)
    return out


def _digest(path: str) -> bytes | None:
    """The file's xxh3-128, as the index records it (None if it cannot be read)."""
    import xxhash   # only for a file indexed moments after a write

    try:
        with open(path, "rb") as fh:
            return xxhash.xxh3_128_digest(fh.read())
    except OSError:
        return None
