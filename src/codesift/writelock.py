"""The single-writer lock of an index directory (``write.lock``, an flock), and the waits for
a lock to be let go.

Kept apart from the index folder's plumbing (``diskio.py``) and from where folders live
(``cachedirs.py``): job control (``jobs.py``), ``status`` and every reader ask whether a writer
runs without opening an index.
"""
from __future__ import annotations

import errno
import fcntl
import os
import time
from typing import Callable


# Times a lock is taken again after `clean` removed its file (or folder) under it.
_RELOCK_TRIES = 5


class WriteLock:
    """The single-writer lock of an index directory (flock: released if the holder dies).

    ``wait`` blocks until the lock is free, polling so that ``cancel`` (a Ctrl-C flag) can
    end the wait; without ``wait`` it gives up at once when a writer holds it. Processes that
    only ask whether a writer runs (``lock_is_held``, ``wait_for_writer``) hold it shared, for
    microseconds, and are waited out: a search's refresh that met one such moment answered
    ``busy`` and stale while nobody wrote.

    >>> with WriteLock(path, wait=False) as got:   # doctest: +SKIP
    ...     if got: refresh()
    """

    POLL_S = 0.05
    # How long probes may keep the lock from a writer before it counts as held: one probe
    # holds it for microseconds, unless its process is descheduled in between.
    PROBES_WAIT_S = 0.5

    def __init__(self, index_dir: str, wait: bool,
                 cancel: Callable[[], bool] | None = None) -> None:
        self.file = os.path.join(index_dir, "write.lock")
        self.wait = wait
        self.cancel = cancel
        self._fd: int | None = None

    def __enter__(self) -> bool:
        for attempt in range(_RELOCK_TRIES):
            try:
                fd = os.open(self.file, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            except FileNotFoundError:
                if attempt == _RELOCK_TRIES - 1:
                    raise
                os.makedirs(os.path.dirname(self.file), exist_ok=True)   # cleaned meanwhile
                continue
            probes_until = time.monotonic() + self.PROBES_WAIT_S
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if _only_shared(fd) and time.monotonic() < probes_until:
                        time.sleep(0.001)
                        continue
                    if not self.wait or (self.cancel is not None and self.cancel()):
                        os.close(fd)
                        return False
                    time.sleep(self.POLL_S)
            if self._still_linked(fd):
                self._fd = fd
                return True
            # `clean` removed the index, lock file and all, while this waited on that file:
            # holding a lock nobody else can see would let a newcomer write alongside.
            os.close(fd)
            os.makedirs(os.path.dirname(self.file), exist_ok=True)
        raise OSError(errno.ESTALE, "the index directory keeps being removed", self.file)

    def _still_linked(self, fd: int) -> bool:
        """Whether the file locked through ``fd`` is still the one at ``self.file``."""
        try:
            return os.stat(self.file).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            return False

    def __exit__(self, *exc: object) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


def _only_shared(fd: int) -> bool:
    """Whether the flock that ``fd``'s file refused an exclusive lock for is only shared (held
    by probes), not a writer's: a shared lock is let go at once if so."""
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    fcntl.flock(fd, fcntl.LOCK_UN)
    return True


def wait_for_flock(path: str, timeout: float) -> bool:
    """Wait until no process holds an flock on ``path`` (True), or ``timeout`` passes (False).

    For locks that another library takes, such as tantivy's writer lock: holding it is theirs
    to do; this only waits for it to be let go. A missing file is a free lock. It asks with a
    shared lock, as ``lock_is_held`` does, so two waiters never see each other as the holder.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return True
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                fcntl.flock(fd, fcntl.LOCK_UN)
                return True
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    return False
                time.sleep(WriteLock.POLL_S / 5)
    finally:
        os.close(fd)


def wait_for_writer(index_dir: str, timeout: float) -> bool:
    """Wait until no process holds the writer lock of ``index_dir`` (True), or ``timeout``
    passes (False)."""
    return wait_for_flock(os.path.join(index_dir, "write.lock"), timeout)


def lock_is_held(index_dir: str) -> bool:
    """True when some process holds the writer lock of ``index_dir`` right now.

    flock can only be asked by taking it, so this holds a *shared* lock for a moment: only a
    writer's exclusive lock refuses it, and a writer trying the lock meanwhile sees a shared
    one and tries again. The exclusive lock it took before made such a writer give up
    (``busy``), and two probes at once (two ``status`` calls) say a writer ran.
    """
    try:
        fd = os.open(os.path.join(index_dir, "write.lock"), os.O_RDWR | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False
