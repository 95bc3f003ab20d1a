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

from .diskio import probe_write_errno
from .errors import CodesiftError
from .regex_cache import compiled
from .store import StoreCorrupt, sqlite_damaged
from .store.damage import CHUNK_INDEX, tantivy_damage

# A write the disk refused: no space, read-only, over quota, failed I/O, past a size limit, no
# permission (a folder made read-only under a running agent).
DISK_ERRNOS = (errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.EIO, errno.EFBIG, errno.EACCES)
# A failed write whose words drop the OS's reason: tantivy's dead indexing thread, SQLite's
# "disk I/O error" (a full disk refusing the WAL's shared-memory file).
_REASON_DROPPED = compiled(r"writer was killed|disk I/O error|database or disk is full")


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


def os_errno(exc: BaseException, folder: str | None = None) -> int | None:
    """The errno of a failed write: an ``OSError``'s; an ``IO_ERROR``'s "(os error N)"
    (tantivy's words) or the OS's reason it quotes; else, when tantivy ("index writer was
    killed") or SQLite ("disk I/O error") dropped the reason, the one a write into ``folder``
    meets now (``diskio.probe_write_errno``). None when there is none to tell."""
    if isinstance(exc, OSError):
        return exc.errno
    if not (isinstance(exc, CodesiftError) and exc.code == "IO_ERROR"):
        return None
    m = re.search(r"os error (\d+)", exc.message)
    if m:
        return int(m.group(1))
    quoted = [code for code in DISK_ERRNOS if os.strerror(code) in exc.message]
    if quoted:
        return quoted[0]
    if folder is not None and _REASON_DROPPED.search(exc.message):
        return probe_write_errno(folder)
    return None


def disk_trouble(exc: BaseException, folder: str | None = None) -> str | None:
    """A short reason, if a refresh could not write (the disk refused: full, read-only, over
    quota, too large, I/O; or another writer held the index too long), so the answer comes from
    what is committed; None for anything else, which is raised. ``folder``: the index's, asked
    for the OS's reason when the error dropped it (``os_errno``)."""
    if not isinstance(exc, (OSError, CodesiftError)) or (isinstance(exc, CodesiftError)
                                                         and exc.code != "IO_ERROR"):
        return None
    code = os_errno(exc, folder)
    if code in DISK_ERRNOS:
        return f"the disk refused a write: {os.strerror(code)}"
    if isinstance(exc, CodesiftError):
        # Any other IO_ERROR (a writer lock held too long) says its own reason.
        return "the disk refused a write" if _REASON_DROPPED.search(exc.message) else exc.message
    return None
