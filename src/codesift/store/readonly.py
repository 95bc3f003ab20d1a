"""Reading an index this process cannot write (a read-only mount, a folder it has no write
permission on): answers come from it as last built. (Another user's index is not readable
yet: tantivy writes its ``meta.json`` and ``.managed.json`` for their owner alone.)

Neither part of an index opens as it is in such a folder:

* tantivy's ``Index.open`` creates and locks ``.tantivy-meta.lock`` beside the segments, even
  to read. So each tantivy folder is opened through a *shadow*: a private temporary folder of
  symlinks to its segment files, where tantivy puts its lock files instead, and a copy of its
  ``meta.json`` (a snapshot: a writer that can write the real folder may commit meanwhile;
  ``Store.is_current`` sees that and the store is reopened). The shadow is removed when the
  store closes, or at exit; a process killed with -9 leaves a few symlinks in the temp folder.
* SQLite in WAL mode makes ``files.sqlite-shm`` to read. ``immutable=1`` reads the file with no
  ``-shm`` and no lock, but ignores ``files.sqlite-wal``: when one is there (a writer killed
  before its checkpoint, or one running), ``mode=ro`` reads it through its ``-shm`` if that
  exists; if neither works, the table read would not be the committed one, and the index is
  unusable here (``StoreCorrupt``, which a read-only index reports and never wipes).

Writing never happens here: no refresh, no wipe, no lock file in the index directory.
Which index is read this way is ``diskio.read_only_index``'s call.
"""
from __future__ import annotations

import os
import sqlite3
from typing import Callable

from .damage import StoreCorrupt


class Shadow:
    """A private temporary folder standing in for an index's tantivy folders (see above)."""

    def __init__(self) -> None:
        # Imported here, not above: every search imports this module, few read an index this way.
        import shutil
        import tempfile
        import weakref

        try:
            self.dir = tempfile.mkdtemp(prefix="codesift-ro-")
        except OSError as exc:
            raise StoreCorrupt(f"no temporary folder to read the read-only index through: "
                               f"{exc.strerror}") from None
        self._remove = weakref.finalize(self, _remove_tree, self.dir, shutil.rmtree)

    def mirror(self, real: str) -> str:
        """The shadow of the tantivy folder ``real``: links to its files but the locks, a copy
        of its ``meta.json``. A missing folder is left missing (the caller says so)."""
        try:
            names = os.listdir(real)
        except FileNotFoundError:
            return real
        except OSError as exc:
            raise StoreCorrupt(f"cannot list {real}: {exc.strerror}") from None
        folder = os.path.join(self.dir, os.path.basename(real))
        try:
            os.mkdir(folder)
            # meta.json first: a segment a commit adds after it is read is not needed, and one
            # a merge deletes after the listing is gone either way.
            if "meta.json" in names:
                import shutil   # loaded by __init__ already

                shutil.copyfile(os.path.join(real, "meta.json"), os.path.join(folder, "meta.json"))
            for name in names:
                if name != "meta.json" and not name.endswith(".lock"):
                    os.symlink(os.path.join(real, name), os.path.join(folder, name))
        except OSError as exc:
            # Reading the index's meta.json failed; else the temporary folder did, whatever a
            # failed symlink names first (its target, the index's file: "No space left on
            # device (<index>/chunks/….idx)" sent users to the wrong disk).
            if exc.filename2 is None and os.path.dirname(str(exc.filename)) == real:
                raise StoreCorrupt(f"cannot read {exc.filename}: {exc.strerror}") from None
            raise StoreCorrupt(f"cannot read the read-only index through the temporary folder "
                               f"{self.dir}: {exc.strerror}") from None
        return folder

    def remove(self) -> None:
        self._remove()


def _remove_tree(folder: str, rmtree: Callable[..., None]) -> None:
    """Remove ``folder``, again if need be: tantivy's reader threads, still running at exit,
    may create a lock file in it while it is being removed (a shadow was left once, under
    load, in a full test run). ``rmtree`` is passed in: this may run as Python exits."""
    for _ in range(5):
        rmtree(folder, ignore_errors=True)
        if not os.path.lexists(folder):
            return


def connect(db_path: str) -> sqlite3.Connection:
    """``files.sqlite`` opened for reading without writing a byte beside it (see above)."""
    wal = db_path + "-wal"
    pending = os.path.exists(wal)
    if pending:
        db = None
        try:
            db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, isolation_level=None,
                                 check_same_thread=False)
            db.execute("PRAGMA schema_version").fetchone()   # reads the WAL's index
            return db
        except sqlite3.Error as exc:
            if db is not None:
                db.close()
            try:
                unread = os.path.getsize(wal)
            except OSError:
                unread = 0
            if unread:
                raise StoreCorrupt(f"unreadable file table: {os.path.basename(wal)} holds "
                                   f"writes that cannot be read without writing ({exc})") from None
    return sqlite3.connect(f"file:{db_path}?mode=ro&immutable=1", uri=True,
                           isolation_level=None, check_same_thread=False)
