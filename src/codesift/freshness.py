"""When an ``Index`` call refreshes the index first, within what budget, and what it waits for.

``Freshness`` is the half of ``Index`` (index.py) that keeps answers fresh; the rules:

* Before each search the index refreshes, unless the last complete refresh of the root is
  younger than ``min_refresh_interval``; the refresh stops at ``refresh_budget`` seconds and the
  answer comes from what is committed, with a warming-up note while the index is partial.
* One writer per index directory (``write.lock``). ``Index.refresh(wait=True)`` (what
  ``codesift index`` does) waits for a running writer and then does its own pass, which finds
  little left to do; the refresh before a search does not wait: if another process is writing,
  it answers from the last committed state (mode ``busy``), unless the index has never been
  whole. Then what is committed may be nothing yet, so it waits for the writer within the
  refresh budget (parallel first searches, a search beside ``codesift index --background``).
  So does a search whose answer from the last commit is doubtful (no hits, none named by the
  one identifier the query is, a hit in a file changed since): the writer may be indexing
  just that (``codesift index`` after a branch switch). If the budget runs out first, the
  answer says another process is refreshing the index.
* An index this process cannot write (a read-only mount or folder) is never refreshed (mode
  ``failed``, stopped ``read_only``).
"""
from __future__ import annotations

import functools
import os
import threading
import time
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence, TypeVar

from . import failures
from .config import Settings
from .diskio import FolderWatch, ensure_dir, read_json, read_only_index
from .errors import CodesiftError, check_hook, check_switch, printable
from .store import Store, StoreBusy, StoreCorrupt
from .store.passrecord import (clear_progress, complete_age, last_refresh, refresh_age,
                               write_progress)
from .store.refresh import ProgressFn, RefreshReport, StopFn, index_shape, refresh
from .store.stale import changed_on_disk
from .writelock import WriteLock, lock_is_held, wait_for_writer

if TYPE_CHECKING:
    from .index import Index

F = TypeVar("F", bound=Callable[..., Any])
# How often a wait for another process's pass looks at ``should_stop`` (Ctrl-C).
WAIT_SLICE_S = 0.1


def in_turn(method: F) -> F:
    """Run ``method`` holding the Index's lock: threads sharing one Index take turns. One
    thread closing the store (out of date, ``clean``) while another read through its SQLite
    connection crashed Python. Reentrant: ``search`` calls ``read`` and ``refresh``."""
    @functools.wraps(method)
    def held(self: "Index", *args: Any, **kwargs: Any) -> Any:
        with self._turn:
            return method(self, *args, **kwargs)
    return held  # type: ignore[return-value]


class Freshness:
    """``Index``'s refreshes and waits: ``refresh``, ``ensure_fresh`` (the refresh a call makes
    first), the second look at a doubtful answer (``_recheck``) and what a partial index tells
    (``_warming``). ``Index`` gives it its root, index folder, settings, store and reads."""

    root: str
    path: str
    settings: Settings
    last_refresh: RefreshReport | None
    _store: Store | None
    _turn: threading.RLock
    # The state of the call under way, set by ``ensure_fresh`` (or ``skipped_refresh``).
    # Until when a read may wait for another process making the index (``_read_later``):
    # the refresh budget of the call under way.
    _wait_until: float | None = None
    # The end of that budget for waiting on another process's pass (``_after_writer``),
    # which ``_read_later`` does not use up.
    _refresh_until: float | None = None
    # That call's ``should_stop``, which ends the wait of ``_read_later`` too.
    _wait_stop: StopFn | None = None
    # When the call under way must have answered by, if its caller spent part of its
    # refresh budget before it (``_answering_by``); None: the budget runs from its start.
    _answer_by: float | None = None

    # Index's own, used here.
    store: Store
    close: Callable[[], None]
    read: Callable[..., Any]

    @contextmanager
    def _answering_by(self, deadline: float) -> Iterator[None]:
        """The calls inside end their refreshes and waits by ``deadline`` (a monotonic time),
        not a whole refresh budget after they start: the MCP server's warm-up wait comes out
        of the call's one budget. A call arriving while the server's pass ran waited the
        budget for it, then, its answer doubtful, as long again for the same pass."""
        self._answer_by = deadline
        try:
            yield
        finally:
            self._answer_by = None

    # ------------------------------------------------------------------ refresh

    @in_turn
    def refresh(self, budget: float | None = None, *, wait: bool = True,
                progress: ProgressFn | None = None, should_stop: StopFn | None = None,
                first: Sequence[str] = ()) -> RefreshReport:
        """Index what changed; ``budget`` seconds at most (None: to the end).

        ``wait=True`` waits for another writer to finish first (polling ``should_stop``, so
        Ctrl-C ends the wait); ``wait=False`` returns mode ``busy`` at once instead. ``first``:
        repo-relative paths indexed before the rest, so a budget cut short still covers them.
        """
        if budget is not None and (isinstance(budget, bool) or not isinstance(budget, (int, float))
                                   or not budget >= 0):   # NaN too
            raise CodesiftError("INVALID_ARGUMENT", "budget must be seconds (0 or more) or None, "
                                f"got {budget!r}")
        check_switch("wait", wait)
        check_hook("progress", progress)
        check_hook("should_stop", should_stop)
        self._present()
        deadline = None if budget is None else time.monotonic() + budget
        for attempt in range(2):
            ensure_dir(self.path)
            with FolderWatch(self.path) as folder:
                try:
                    report = self._refresh_under_lock(wait, None if deadline is None else max(
                        0.0, deadline - time.monotonic()), progress, should_stop, first)
                    break
                except Exception as exc:
                    if not folder.deleted():
                        if isinstance(exc, (CodesiftError, OSError)):
                            raise self._refused(exc) from None
                        raise
            # The index directory was deleted under the pass (an `rm -rf` of the cache): its
            # writes failed as IO errors, or, mid-wipe, as tantivy's and SQLite's (INTERNAL).
            # What it wrote went with the folder; one more pass builds anew.
            self.close()
            if attempt:
                raise CodesiftError("IO_ERROR", f"the index directory {self.path} was deleted "
                                    "twice while a pass wrote it") from None
        self.last_refresh = report
        return report

    def _refresh_under_lock(self, wait: bool, budget: float | None, progress: ProgressFn | None,
                            should_stop: StopFn | None, first: Sequence[str]) -> RefreshReport:
        """One pass under the write lock, or mode ``busy`` if another process holds it."""
        with WriteLock(self.path, wait=wait, cancel=should_stop) as got:
            if not got:
                stopped = "interrupted" if should_stop is not None and should_stop() else None
                return RefreshReport(mode="busy", complete=False, stopped=stopped)
            # Visible to ``status`` and ``index --list`` from the first moment of the pass.
            write_progress(self.path, self.root, 0, 0, time.time())
            try:
                return self._refresh_locked(budget, progress, should_stop, first)
            finally:
                clear_progress(self.path)

    def _refused(self, exc: CodesiftError | OSError) -> Exception:
        """What a refresh failure is raised as. A write the disk refused is ``IO_ERROR`` with
        the OS's reason: tantivy said only "An index writer was killed.. (io::Error most
        likely)" for a full disk, and a small file's write only "No space left on device".
        What the failed write left (segments no commit names) is deleted, so freeing the
        space that filled the disk is enough to recover."""
        code = failures.os_errno(exc, self.path)   # asked before the leftovers are freed
        if code not in failures.DISK_ERRNOS:
            return exc
        self.close()
        self._free_garbage()
        if isinstance(exc, OSError) and exc.filename is not None and not os.path.abspath(
                str(exc.filename)).startswith(os.path.join(self.path, "")):
            return exc   # a write outside the index: its own path says where
        return CodesiftError("IO_ERROR", f"cannot write the index at {self.path}: "
                             f"{os.strerror(code)}")

    def _refresh_locked(self, budget: float | None, progress: ProgressFn | None,
                        should_stop: StopFn | None, first: Sequence[str]) -> RefreshReport:
        # A store opened read-only (the directory was read-only then) is never written through.
        if self._store is not None and (self._store.read_only or not self._store.is_current()):
            self.close()
        if self._store is None:
            self._store = Store.open(self.path, self.root, locked=True)
        try:
            return refresh(self._store, self.root, self.settings, budget, progress, should_stop,
                           first)
        except BaseException as exc:
            damage = failures.damage(exc)
            if damage is None:
                raise
            self._store.wipe(str(damage))
        try:
            return refresh(self._store, self.root, self.settings, budget, progress, should_stop,
                           first)
        except BaseException as exc:
            raise failures.unusable(exc, f"cannot rebuild the index at {self.path}") from None

    @in_turn
    def ensure_fresh(self, progress: ProgressFn | None = None,
                     should_stop: StopFn | None = None, first: Sequence[str] = ()) -> RefreshReport:
        """The refresh a search does first: skipped inside ``min_refresh_interval``, budgeted;
        ``progress(done, total)``, ``should_stop()`` and ``first`` as for ``refresh``."""
        self._present()
        s = self.settings
        # The reads of this call may wait for a writer making the index within what is left
        # of the refresh budget (``_read_later``), and so may a doubtful answer (``_recheck``).
        end = time.monotonic() + s.refresh_budget
        if self._answer_by is not None:
            end = min(end, self._answer_by)
        self._wait_until = self._refresh_until = end
        self._wait_stop = should_stop
        age = complete_age(self.path, index_shape(s)) if s.refresh_budget else None
        if s.refresh_budget == 0:
            report = self.skipped_refresh()
        elif age is not None and age < s.min_refresh_interval:
            report = RefreshReport(mode="cache_hit")
        elif (held := self._read_only_report()) is not None:
            report = held
        else:
            try:
                report = self.refresh(self._budget_left(), wait=False, progress=progress,
                                      should_stop=should_stop, first=first)
                if report.mode == "busy" and age is None:
                    report = self._after_writer(progress, should_stop, first)
            except (CodesiftError, OSError) as exc:
                trouble = failures.disk_trouble(exc)
                if trouble is None:
                    raise
                # A full or read-only disk: what is committed is intact, so the answer
                # comes from it and says why it is not fresher (mode "failed"). The refresh
                # freed what its failed write left.
                self.close()
                report = RefreshReport(mode="failed", complete=complete_age(self.path)
                                       is not None, stopped=trouble)
        self.last_refresh = report
        return report

    def _budget_left(self) -> float:
        """Seconds left of the call's refresh budget (``_refresh_until``); the whole budget
        outside a call that set one."""
        if self._refresh_until is None:
            return self.settings.refresh_budget
        return max(0.0, self._refresh_until - time.monotonic())

    def _present(self) -> None:
        """INVALID_ROOT once the root is gone (deleted, or renamed) since this ``Index`` was made:
        a refresh listed no files there and dropped every file from the index, and each search
        answered "No matches" from it, as if the repository were empty."""
        if not os.path.isdir(self.root):
            raise CodesiftError("INVALID_ROOT", f"root {printable(self.root)!r} no longer exists "
                                "(deleted or renamed since it was opened)")

    def _read_only_report(self) -> RefreshReport | None:
        """The report of an answer from an index this process cannot write (None if it can):
        no refresh tried, the index as it was ``last_refresh_age_s`` ago (when known)."""
        if read_only_index(self.path) is None:
            return None
        return RefreshReport(mode="failed", complete=complete_age(self.path) is not None,
                             stopped="read_only", last_refresh_age_s=refresh_age(self.path))

    def _after_writer(self, progress: ProgressFn | None, should_stop: StopFn | None,
                      first: Sequence[str] = ()) -> RefreshReport:
        """The refresh of a search that met another process's pass: wait for it within what is
        left of the refresh budget, then catch up with the rest of the budget. For an index
        never yet whole (four parallel first searches answered "No matches" from an empty
        index in 0.4 s while the fifth built it), and for a doubtful answer (``_recheck``).

        If the budget runs out first (or ``should_stop``), the report is ``busy``, stopped
        ``budget`` (``interrupted``), with the pass's progress as its ``scanned``/``total``.
        """
        s = self.settings
        deadline = self._refresh_until or time.monotonic()
        while not wait_for_writer(self.path, min(WAIT_SLICE_S, deadline - time.monotonic())):
            stop = should_stop is not None and should_stop()
            if stop or time.monotonic() >= deadline:
                prog = self.progress() or {}
                return RefreshReport(mode="busy", complete=False,
                                     stopped="interrupted" if stop else "budget",
                                     scanned=int(prog.get("done") or 0),
                                     total=int(prog.get("total") or 0))
        age = complete_age(self.path, index_shape(s))
        if age is not None and age < s.min_refresh_interval:
            return RefreshReport(mode="cache_hit")   # the writer has just made it whole
        left = deadline - time.monotonic()
        if left <= 0:
            return RefreshReport(mode="busy", complete=age is not None)
        return self.refresh(left, wait=False, progress=progress, should_stop=should_stop,
                            first=first)

    def skipped_refresh(self) -> RefreshReport:
        """The report of an answer given without refreshing: ``complete`` says whether the index
        is (its last pass was), as ``warming`` and ``status`` do, not that a pass that never ran
        ended well; a client reading it alone took a half-built index for a whole one."""
        self._present()
        # No refresh budget: a read answers from what it finds, a doubtful answer as it is.
        self._wait_until = self._refresh_until = None
        return RefreshReport(mode="skipped", complete=complete_age(self.path) is not None)

    def _free_garbage(self) -> None:
        """After a write the disk refused: delete the segments it left, which nothing
        references, so freeing the space that filled the disk lets the next refresh through."""
        try:
            with WriteLock(self.path, wait=False) as got:
                if got:
                    self.store.writer().free_garbage()
        except (CodesiftError, OSError, StoreCorrupt, StoreBusy, ValueError):
            pass   # best effort: the next refresh tries again
        finally:
            self.close()

    def progress(self) -> dict | None:
        """The running pass (pid, root, done, total, started) if some process holds the lock."""
        if not lock_is_held(self.path):
            return None
        return read_json(os.path.join(self.path, "progress.json")) or {
            "pid": None, "done": 0, "total": 0}

    # ------------------------------------------------------------------ a doubtful answer

    def _recheck(self, report: RefreshReport, paths: list[str], unanswered: bool = False,
                 should_stop: StopFn | None = None) -> tuple[RefreshReport, list[str]]:
        """The report and the ``paths`` changed on disk since indexed, refreshing first if the
        answer is doubtful: one of them changed, or there are none, or the query is a name no
        hit has (``unanswered``). An agent that edits a file and asks again at once must not
        be shown its old lines, nor told "no matches" (or shown a near name) for the function
        it has just written: a refresh skipped inside ``min_refresh_interval`` runs after all,
        and one that met another process's pass (``busy``) waits for it within what is left
        of the budget (``_after_writer``). That answered at once from the commit before a
        branch switch, whose ``codesift index`` finished 1.7 s later, with an unrelated
        declaration and exit 0, for a name three files of the new branch declare."""
        stale = self._changed_on_disk(paths)
        if not (stale or not paths or unanswered):
            return report, stale
        if report.mode == "cache_hit":
            report = self.last_refresh = (self._read_only_report() or self.refresh(
                self._budget_left(), wait=False, should_stop=should_stop))
        elif report.mode == "busy" and report.stopped is None and self._refresh_until is not None:
            report = self.last_refresh = self._after_writer(None, should_stop)
        else:
            return report, stale
        return report, self._changed_on_disk(paths)

    def _changed_on_disk(self, paths: list[str]) -> list[str]:
        """Those of ``paths`` changed on disk since indexed (see store/stale.py)."""
        return self.read(lambda store: changed_on_disk(store, self.root, paths), []) if paths else []

    def _warming(self, report: RefreshReport) -> tuple[int, int] | None:
        """(files scanned, files listed) while the answer comes from a partial index.

        A search that refreshed says how far its own pass got. One that did not (another
        process holds the index, refreshing is off, the disk refused) asks the index: a
        running pass's progress, else how far the last pass got, if it stopped short.
        """
        if report.mode not in ("busy", "skipped", "failed"):
            return None if report.complete else (report.scanned, report.total)
        if complete_age(self.path) is not None:
            return None
        prog = self.progress()
        if prog:
            return (int(prog.get("done", 0)), int(prog.get("total", 0)))
        last = last_refresh(self.path) or {}
        return (int(last.get("scanned") or 0), int(last.get("total") or 0))

    def _building(self, warming: tuple[int, int] | None) -> bool:
        """Whether another process's pass is extending a partial index right now (asking again
        helps) or nothing is (``codesift index`` does); False for a whole index."""
        return warming is not None and self.progress() is not None
