"""What a failure met while reading or writing the index means: damage, a refusing disk, or a bug.

Damage (a truncated, garbage or foreign file) is rebuilt from silently; a disk that refuses a
write (full, read-only, over quota) leaves what is committed intact, so answers come from it
and say why they are not fresher; anything else is a bug, and is raised.

>>> disk_trouble(OSError(28, "No space left on device"))
'the disk refused a write: No space left on device'
"""
from __future__ import annotations

import errno
import os
import re
import sqlite3

from .errors import CodesiftError
from .store import StoreCorrupt, sqlite_damaged
from .store.damage import CHUNK_INDEX, tantivy_damage

# A write the disk refused: no space, read-only, over quota, failed I/O, past a size limit, no
# permission (a folder made read-only under a running agent).
_DISK_ERRNOS = frozenset({errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.EIO, errno.EFBIG,
                           errno.EACCES})


def damage(exc: BaseException) -> StoreCorrupt | None:
    """The exception as index damage, or None if it is something else (a bug: re-raised)."""
    if isinstance(exc, StoreCorrupt):
        return exc
    # A raw tantivy error is the chunk index's: the file index's reads and writes name
    # themselves (store.FileSearcher, the writer's calls) before an error gets here.
    found = tantivy_damage(exc, CHUNK_INDEX)
    if found is not None:
        return found
    if isinstance(exc, sqlite3.DatabaseError) and sqlite_damaged(exc):
        return StoreCorrupt(f"unreadable file table: {exc}")
    return None


def unusable(exc: BaseException, what: str) -> CodesiftError:
    """Damage that outlived a rebuild, as ``INDEX_UNUSABLE``; anything else is re-raised."""
    found = damage(exc)
    if found is None:
        raise exc
    return CodesiftError("INDEX_UNUSABLE", f"{what}: {found}")


def disk_trouble(exc: BaseException) -> str | None:
    """A short reason, if a refresh could not write (the disk refused: full, read-only, over
    quota, too large, I/O; or another writer held the index too long), so the answer comes from
    what is committed; None for anything else, which is raised."""
    if isinstance(exc, OSError):
        code = exc.errno
    elif isinstance(exc, CodesiftError) and exc.code == "IO_ERROR":
        # tantivy words it "… (os error 28)", or only "An index writer was killed … (io::Error
        # most likely)"; any other IO_ERROR (a writer lock held too long) says its own reason.
        m = re.search(r"os error (\d+)", exc.message)
        code = int(m.group(1)) if m else None
        if code is None:
            return "the disk refused a write" if "writer was killed" in exc.message else exc.message
    else:
        return None
    if code in _DISK_ERRNOS:
        return f"the disk refused a write: {os.strerror(code)}"
    return exc.message if isinstance(exc, CodesiftError) else None
