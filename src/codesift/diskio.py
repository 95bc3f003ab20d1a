"""The index folder on disk: made and checked before a write (refused when it is no index or
cannot be written), asked whether a refusing disk takes a write, removed whole; small files
written atomically and read leniently.

Kept apart from ``store/__init__.py`` (what is inside an index) because the CLI's job control
(``jobs.py``) and status need these without opening an index. Where folders live is
``cachedirs.py``; the single-writer lock, ``writelock.py``.
"""
from __future__ import annotations

import errno
import json
import os
import time

from .errors import CodesiftError
from .writelock import WriteLock


def read_json(path: str) -> dict | None:
    """A small JSON object file, or None if it is missing or unreadable (never raises)."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def atomic_write(path: str, text: str | bytes, durable: bool = True) -> None:
    """Write via a temp file and rename, so readers see the old or the new file, never half.

    ``text`` is written as UTF-8, bytes as they are. ``durable=False`` skips the fsync for
    files whose loss in a power cut costs nothing.
    """
    tmp = f"{path}.{os.getpid()}.tmp"
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError:
        try:   # a full disk must not leave a temp file per attempt behind
            os.unlink(tmp)
        except OSError:
            pass
        raise


# Every name an index directory may hold, this version's and earlier ones' (`refreshed`,
# `.probe`), each also as `NAME.<pid>.tmp` while written. A folder holding anything else is
# not an index: wiping or cleaning it would delete the user's files (`--index-dir ~/work`).
INDEX_ENTRIES = frozenset({
    "chunks", "filedocs", "meta.json", "refresh.json", "walk.cache", "write.lock",
    "progress.json", "index.log", "failed.json", "refreshed", ".probe", "CACHEDIR.TAG",
    "files.sqlite", "files.sqlite-wal", "files.sqlite-shm", "files.sqlite-journal",
    "cochange.json"})


def _ours(name: str) -> bool:
    """``name`` is an index directory's entry, or one being written (``meta.json.123.tmp``)."""
    parts = name.rsplit(".", 2)
    return name in INDEX_ENTRIES or (len(parts) == 3 and parts[2] == "tmp"
                                     and parts[1].isdigit() and parts[0] in INDEX_ENTRIES)


# Tries of a folder call another process can race between two system calls: `clean` removing
# the index folder, another process making it again (``ensure_dir``, ``remove_index_dir``).
FOLDER_TRIES = 3


def _removed_meanwhile(exc: CodesiftError, attempt: int) -> bool:
    """Whether a look into an index folder that failed with ``exc`` is worth another try: its
    INDEX_DIR_UNWRITABLE ("No such file or directory") means another process removed the
    folder after this one made or saw it, and tries are left."""
    return exc.code == "INDEX_DIR_UNWRITABLE" and attempt < FOLDER_TRIES - 1


def ensure_dir(path: str) -> None:
    """Make the index directory ``path`` if need be; refuse one that cannot be written or holds
    anything but an index (``INDEX_DIR_NOT_EMPTY``), before anything is written there."""
    for attempt in range(FOLDER_TRIES):
        _make_dir(path)
        why = access_refusal(path)
        if why is not None:
            if os.path.isfile(os.path.join(path, "meta.json")):   # read as it is (store/readonly.py)
                why += " (searches answer from the index there as last updated)"
            raise CodesiftError("INDEX_DIR_UNWRITABLE",
                                f"cannot write the index directory {path}: {why}")
        try:
            refuse_foreign(path)
            return
        except CodesiftError as exc:
            # `clean` removed the folder after it was made here: make it again. (Whether it is
            # gone now cannot tell: a third process may have made it again meanwhile.)
            if not _removed_meanwhile(exc, attempt):
                raise


def _make_dir(path: str) -> None:
    """``os.makedirs(path)``, or INDEX_DIR_UNWRITABLE saying why it cannot be."""
    try:
        for attempt in range(FOLDER_TRIES):
            try:
                os.makedirs(path, exist_ok=True)
                break
            except FileExistsError:
                # `clean` removed it between makedirs's mkdir and its check: make it again.
                if attempt == FOLDER_TRIES - 1 or (os.path.lexists(path) and not os.path.isdir(path)):
                    raise   # a file in the way is no race
    except OSError as exc:
        # makedirs says "File exists" for a file in the way, which reads as if all were well.
        why = ("it is a file, not a folder" if isinstance(exc, FileExistsError)
               and os.path.lexists(path) and not os.path.isdir(path) else exc.strerror)
        raise CodesiftError("INDEX_DIR_UNWRITABLE",
                            f"cannot write the index directory {path}: {why}") from None


def access_refusal(path: str) -> str | None:
    """Why this process cannot write the index directory ``path`` or the tantivy folders in it
    (``chunks``, ``filedocs``: tantivy creates lock files there); None if it can, or if
    ``path`` is missing. Three ``access`` calls when all is well."""
    def writable(folder: str) -> bool:
        return os.access(folder, os.W_OK | os.X_OK)

    def refused(folder: str) -> bool:
        # `access` says no for a missing folder too: a missing index folder is no index yet, a
        # missing tantivy folder damage, which a writer rebuilds. Another process may make it
        # between `access` and `isdir` (an indexer its tantivy folder; the index folder after
        # `clean` removed it), so a folder found there is asked again before it counts.
        return not writable(folder) and os.path.isdir(folder) and not writable(folder)

    parts = [os.path.join(path, part) for part in ("chunks", "filedocs")]
    if not refused(path) and not any(refused(p) for p in parts):
        return None
    try:
        if os.statvfs(path).f_flag & os.ST_RDONLY:
            return os.strerror(errno.EROFS)
    except OSError:
        pass
    return os.strerror(errno.EACCES)


# What a probe of a refusing disk writes: more than SQLite's shared-memory file (32 KB) needs.
PROBE_BYTES = 65_536


def probe_write_errno(folder: str) -> int | None:
    """The errno a write of ``PROBE_BYTES`` into ``folder`` meets now (``ENOSPC`` on a full
    disk), or None if the disk takes it. tantivy ("An index writer was killed … io::Error
    most likely") and SQLite ("disk I/O error") drop the OS's reason for a failed write; this
    asks the disk again, before the failed write's leftovers are freed. The probe file is
    named as an index's own (``.probe``), and is removed."""
    path = os.path.join(folder, f".probe.{os.getpid()}.tmp")
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
    except OSError as exc:
        return exc.errno
    try:
        view = memoryview(bytes(PROBE_BYTES))
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        return None
    except OSError as exc:
        return exc.errno
    finally:
        os.close(fd)
        try:
            os.unlink(path)
        except OSError:
            pass


def read_only_index(path: str) -> str | None:
    """Why this process cannot write the index that ``path`` holds (``access_refusal``), so it
    is only read, as it is (``store/readonly.py``); None if it can, or if there is no index."""
    why = access_refusal(path)
    return why if why is not None and os.path.isfile(os.path.join(path, "meta.json")) else None


def refuse_removal(path: str) -> None:
    """Raise unless ``clean`` may empty the index directory ``path``: ``INDEX_DIR_NOT_EMPTY``
    for a folder that is not an index, ``INDEX_DIR_UNWRITABLE`` for one this process cannot
    write (a read-only index is left whole, not emptied as far as permissions let it)."""
    refuse_foreign(path)
    why = access_refusal(path)
    if why is not None:
        raise CodesiftError("INDEX_DIR_UNWRITABLE", f"cannot remove the index directory {path}: {why}")


def refuse_foreign(path: str) -> None:
    """Raise ``INDEX_DIR_NOT_EMPTY`` if the folder ``path`` holds anything an index never does."""
    try:
        names = os.listdir(path)
    except OSError as exc:
        raise CodesiftError("INDEX_DIR_UNWRITABLE",
                            f"cannot read the index directory {path}: {exc.strerror}") from None
    foreign = sorted(n for n in names if not _ours(n))
    if foreign:
        shown = ", ".join(foreign[:3]) + (f" and {len(foreign) - 3} more" if len(foreign) > 3 else "")
        raise CodesiftError("INDEX_DIR_NOT_EMPTY",
                            f"{path} is not a codesift index (it holds {shown}): "
                            "give an empty or new folder as the index directory")


def dir_size(path: str) -> int:
    """Bytes under ``path`` (0 if it is gone)."""
    total = 0
    for dirpath, _, files in os.walk(path):
        for f in files:
            try:
                total += os.path.getsize(os.path.join(dirpath, f))
            except OSError:
                pass
    return total


def remove_index_dir(path: str, wait: bool = True) -> bool:
    """Remove the index directory ``path`` once its running writer lets go of the lock; True if
    there was one. ``wait=False`` leaves a folder whose lock another process holds (False, and
    the folder stays): ``clean --stale`` never takes an index from under a live process. Refused
    (``refuse_removal``) for a folder that is no index, or one this process cannot write."""
    if not os.path.isdir(path):
        return False
    for attempt in range(FOLDER_TRIES):
        try:
            refuse_removal(path)
            break
        except CodesiftError as exc:
            # Another `clean` removed the folder after `isdir`. There is no index left to
            # remove, unless a third process has made the folder again meanwhile: look again.
            if not _removed_meanwhile(exc, attempt):
                raise
            if not os.path.isdir(path):
                return False
    with WriteLock(path, wait=wait) as got:
        if not got:
            return False
        for entry in os.listdir(path):
            full = os.path.join(path, entry)
            if entry == "write.lock":
                continue
            if os.path.isdir(full) and not os.path.islink(full):
                import shutil   # here only: a search would pay ~2 ms to import it
                shutil.rmtree(full, ignore_errors=True)
            else:
                try:
                    os.unlink(full)
                except OSError:
                    pass
        os.unlink(os.path.join(path, "write.lock"))
    try:
        os.rmdir(path)
    except OSError:
        pass
    return True


# Tries of ``remove_tree`` on a folder that something filled again while it was emptied.
REMOVE_TRIES = 20


def remove_tree(path: str) -> None:
    """``shutil.rmtree``, tried again when a file appears or goes inside meanwhile.

    A tantivy index closed a moment ago can still touch its folder (a reader's reload thread
    takes its meta lock file while the Python object waits to be freed): under load a wipe's
    rmtree met ``Directory not empty`` and the search that wiped failed with it.
    """
    import shutil   # zlib, bz2 and lzma come with it: ~2 ms a search would pay for nothing

    for attempt in range(REMOVE_TRIES):
        try:
            shutil.rmtree(path)
            return
        except FileNotFoundError:
            if not os.path.lexists(path):
                return
            err = errno.ENOENT
        except OSError as exc:
            err = exc.errno
            if err != errno.ENOTEMPTY:
                raise
        if attempt == REMOVE_TRIES - 1:
            raise OSError(err, os.strerror(err), path)
        time.sleep(0.05)


class FolderWatch:
    """An open handle on a folder, to tell later whether it was deleted meanwhile: a deleted
    folder's link count is 0. Held open, its inode is not reused by a folder made in its
    place, as a path's (device, inode) compared before and after was (ext4, overlayfs)."""

    def __init__(self, path: str) -> None:
        try:
            self._fd: int | None = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError:
            self._fd = None

    def deleted(self) -> bool:
        if self._fd is None:
            return False
        try:
            return os.fstat(self._fd).st_nlink == 0
        except OSError:
            return False

    def __enter__(self) -> "FolderWatch":
        return self

    def __exit__(self, *exc: object) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
