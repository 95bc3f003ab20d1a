"""The library API: ``Index(root)`` refreshes itself before answering and never lies about it.

The CLI and the MCP server are thin layers over this class.

Freshness and concurrency rules:

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
* Damage (truncated, garbage, foreign or old-version files) found while opening or reading is
  confirmed under the write lock, then the index is wiped and rebuilt silently; ``status``
  reports the reason. A wipe never runs while another process writes.
* An index this process cannot write (a read-only mount or folder) is read as it is: no
  refresh (mode ``failed``, stopped ``read_only``), its damage an ``INDEX_UNUSABLE`` error.

>>> from codesift import Index, render_text
>>> ix = Index("/src/project")                       # doctest: +SKIP
>>> print(render_text(ix.search("user id", kind=["function"])))   # doctest: +SKIP
"""
from __future__ import annotations

import functools
import os
import threading
import time
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence, TypeVar

from . import failures
from .config import Settings, checked_settings, load_settings
from .diskio import (FolderWatch, WriteLock, adopt_sha256_index_dir, default_index_dir,
                     ensure_dir, lock_is_held, read_json, read_only_index, remove_index_dir,
                     wait_for_writer)
from .errors import CodesiftError, check_hook, check_switch, printable
from .jobs import background_failure
from .roots import resolve_root
from .store import SCHEMA_VERSION, Store, StoreBusy, StoreCorrupt, never_made
from .store.passrecord import (clear_progress, complete_age, last_refresh, refresh_age,
                               write_progress)
from .store.refresh import ProgressFn, RefreshReport, StopFn, index_shape, refresh
from .store.stale import changed_on_disk

if TYPE_CHECKING:
    from .render import SearchResult
    from .search.outline import OutlineResult

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])
# How often a wait for another process's pass looks at ``should_stop`` (Ctrl-C).
WAIT_SLICE_S = 0.1


def _in_turn(method: F) -> F:
    """Run ``method`` holding the Index's lock: threads sharing one Index take turns. One
    thread closing the store (out of date, ``clean``) while another read through its SQLite
    connection crashed Python. Reentrant: ``search`` calls ``read`` and ``refresh``."""
    @functools.wraps(method)
    def held(self: "Index", *args: Any, **kwargs: Any) -> Any:
        with self._turn:
            return method(self, *args, **kwargs)
    return held  # type: ignore[return-value]


class Index:
    """One repository's index: refresh, search, outline, related, status, clean.

    ``root`` defaults to ``$CODESIFT_ROOT``, else the repository the current directory is in;
    ``flags`` override settings as the CLI's flags do (``{"budget": 800}``), ``settings``
    replaces them all.

    >>> ix = Index("/src/project", flags={"min_refresh_interval": 0})   # doctest: +SKIP
    >>> [h.qualified for h in ix.search("send request", kind="method", limit=3).hits]  # doctest: +SKIP
    ['Session.send', 'Session.request', 'HTTPAdapter.send']
    """

    def __init__(self, root: str | os.PathLike[str] | None = None, *,
                 settings: Settings | None = None, flags: dict[str, Any] | None = None) -> None:
        self.root = resolve_root(root)
        if settings is not None and not isinstance(settings, Settings):
            raise CodesiftError("INVALID_ARGUMENT", "settings must be a Settings, got "
                                f"{type(settings).__name__}")
        self.settings = (load_settings(self.root, flags=flags) if settings is None
                         else checked_settings(settings))
        self.path = self.settings.index_dir
        if not self.path:
            self.path = default_index_dir(self.root, SCHEMA_VERSION)
            adopt_sha256_index_dir(self.root, self.path)
        self._store: Store | None = None
        self.last_refresh: RefreshReport | None = None
        self._turn = threading.RLock()   # see _in_turn
        # Until when a read may wait for another process making the index (``_read_later``):
        # the refresh budget of the call under way, set by ``ensure_fresh``.
        self._wait_until: float | None = None
        # The end of that budget for waiting on another process's pass (``_after_writer``),
        # which ``_read_later`` does not use up.
        self._refresh_until: float | None = None
        # That call's ``should_stop``, which ends the wait of ``_read_later`` too.
        self._wait_stop: StopFn | None = None
        # When the call under way must have answered by, if its caller spent part of its
        # refresh budget before it (``_answering_by``); None: the budget runs from its start.
        self._answer_by: float | None = None

    # ------------------------------------------------------------------ plumbing

    @property
    def store(self) -> Store:
        """The open store, reopened when another process has rebuilt it since.

        Raises ``StoreCorrupt`` for a damaged index and ``StoreBusy`` while another process
        creates one; ``read`` turns both into an answer.
        """
        if self._store is not None and not self._store.is_current():
            self.close()
        if self._store is None:
            self._store = Store.open(self.path, self.root)
        return self._store

    @_in_turn
    def read(self, op: Callable[[Store], T], default: T) -> T:
        """``op(store)`` on the last committed state, repairing damage met on the way.

        Damage is confirmed under the write lock (a clean reopen and a second try, so a writer
        mid-change is never mistaken for it), then the index is wiped, refreshed within the
        refresh budget (not at all when it is 0), and ``op`` runs once more. While another
        process holds the lock over an unreadable index, ``_read_later`` answers.

        A call that does not refresh (``refresh=False``, ``refresh_budget = 0``: no wait is
        set, see ``skipped_refresh``) over a root never indexed answers ``default`` and writes
        nothing: opening the store made an empty index folder, a write the caller turned off.
        """
        if self._wait_until is None and self._store is None and never_made(self.path):
            return default
        try:
            return op(self.store)
        except StoreBusy:
            return self._read_later(op, default)
        except BaseException as exc:
            self._damage_in(exc)
        ensure_dir(self.path)
        with WriteLock(self.path, wait=False) as got:
            if not got:
                return self._read_later(op, default)
            self.close()
            self._store = Store.open(self.path, self.root, locked=True)   # wipes if it must
            if not self._store.wiped:
                try:
                    return op(self._store)
                except BaseException as exc:
                    damage = failures.damage(exc)
                    if damage is None:
                        raise
                    self._store.wipe(str(damage))
        if self.settings.refresh_budget:   # 0: never refresh, not even a rebuild (it may take
            self.refresh(self.settings.refresh_budget, wait=False)   # minutes); the answer says so
        try:
            return op(self.store)
        except StoreBusy:
            return default
        except BaseException as exc:
            raise failures.unusable(exc, f"the index at {self.path} cannot be read even after a "
                                 "rebuild") from None

    def _read_later(self, op: Callable[[Store], T], default: T) -> T:
        """``op(store)`` once the process holding an index this one cannot read (making it,
        after ``clean`` say, or removing it) lets go, if it does before ``_wait_until``; else
        ``default``. Answering ``default`` at once said "no matches" for a name the index held
        a moment later, and no warming note: the index was whole by the time the answer's
        notes looked (a search beside ``clean`` then ``index``). The wait asks the call's
        ``should_stop`` between slices: a server whose client had hung up sat in it for the
        whole refresh budget while another process built the index."""
        deadline = self._wait_until
        if deadline is None or deadline <= time.monotonic():
            return default
        while not wait_for_writer(self.path, min(WAIT_SLICE_S, deadline - time.monotonic())):
            if time.monotonic() >= deadline or (self._wait_stop is not None and self._wait_stop()):
                return default
        self._wait_until = None   # one wait per call: what follows reads the index as it is
        self.close()
        return self.read(op, default)

    def _damage_in(self, exc: BaseException) -> StoreCorrupt:
        """The damage ``exc`` shows (``failures.damage``); ``exc`` itself is raised again when it
        shows none, and ``INDEX_UNUSABLE`` when this process could never repair it: a read-only
        index is never wiped."""
        found = failures.damage(exc)
        if found is None:
            raise exc
        if read_only_index(self.path) is not None:
            raise failures.unusable(exc, f"the index at {self.path} is read-only, so it cannot "
                                    "be rebuilt") from None
        return found

    def _peek(self, op: Callable[[Store], T], default: T) -> tuple[T, str | None]:
        """``(op(store), None)``, or ``(default, why)`` for a damaged index: ``read`` without
        the repair, for ``status``, which reports and never builds (a rebuild takes up to the
        refresh budget). A failure seen twice, on a clean reopen, while no writer holds the
        index is damage; one while a writer holds it is taken for the writer's change."""
        for again in (False, True):
            try:
                return op(self.store), None
            except StoreBusy:
                return default, None
            except BaseException as exc:
                found = self._damage_in(exc)
                self.close()
                if again:
                    return default, None if lock_is_held(self.path) else str(found)
        raise AssertionError("unreachable")

    @_in_turn
    def close(self) -> None:
        """Let go of the index's files; a later call opens them again. An ``Index`` dropped
        unclosed keeps its file table open (the database, its WAL and shared memory: three
        descriptors) until a cyclic garbage collection, so ``Index(root).search(q)`` in a loop
        piled them up; ``with Index(root) as ix:`` closes it at the block's end."""
        if self._store is not None:
            self._store.close()
            self._store = None

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

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ refresh

    @_in_turn
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

    @_in_turn
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

    # ------------------------------------------------------------------ search

    @_in_turn
    def search(self, query: str, *, kind: str | Sequence[str] | None = None,
               path: str | None = None, lang: str | Sequence[str] | None = None,
               exclude: str | Sequence[str] | None = None, limit: int | None = None,
               refresh: bool = True, progress: ProgressFn | None = None,
               should_stop: StopFn | None = None) -> SearchResult:
        """Ranked hits for ``query`` (an identifier, a few words, or a pasted issue).

        ``kind`` and ``lang`` take one value or a list (``KINDS``; a language or an extension);
        ``path`` is a glob or a substring of the repo-relative path (an absolute path into the
        root is anchored there), ``exclude`` one or a list of them. ``limit`` defaults to the
        settings' (1..100). ``refresh=False`` answers from the index as it is;
        ``progress(done, total)`` hears the refresh done first, if any, and ``should_stop()``
        is polled between its files: once true, the pass commits what it did and stops, and
        the answer comes from the index as it stands (``codesift search``'s Ctrl-C).
        """
        from .search.answer import answer

        return answer(self, query, kind=kind, path=path, lang=lang, exclude=exclude, limit=limit,
                      refresh=refresh, progress=progress, should_stop=should_stop)

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

    @_in_turn
    def related(self, path: str | os.PathLike[str], line: int, limit: int = 10, *,
                only: str | None = None, refresh: bool = True,
                should_stop: StopFn | None = None) -> SearchResult:
        """The chunk at ``path:line`` first, then the chunks most related to it (see
        search/related.py), or with ``only`` those of one relation: ``"calls"``, ``"callers"``,
        ``"shared"`` (rare identifiers in common), ``"siblings"`` or ``"cochange"`` (files git
        history changed with its file); ``should_stop`` as for ``search``."""
        from .search.related import related

        check_switch("refresh", refresh)
        return related(self, path, line, limit, only=only, refresh=refresh,
                       should_stop=should_stop)

    @_in_turn
    def outline(self, path: str | os.PathLike[str], *, kind: str | Sequence[str] | None = None,
                refresh: bool = True, should_stop: StopFn | None = None) -> OutlineResult:
        """The declarations of ``path`` in line order, nested (see search/outline.py);
        ``should_stop`` as for ``search``."""
        from .search.filters import as_list
        from .search.outline import outline

        check_switch("refresh", refresh)
        return outline(self, path, as_list(kind, "kind"), refresh=refresh, should_stop=should_stop)

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

    def _index_facts(self, report: RefreshReport) -> dict:
        stats = self.read(lambda store: store.totals(), {"files": 0, "chunks": 0})
        facts = {"files": stats["files"], "chunks": stats["chunks"], "refresh": report.to_json()}
        failed = background_failure(self.path)   # only then: answers otherwise unchanged
        return {**facts, "background_failed": failed} if failed else facts

    # ------------------------------------------------------------------ status / clean

    @_in_turn
    def status(self) -> dict:
        """Files, chunks, languages, index path and size, last refresh, running pass, rebuilds.

        Reading never creates nor repairs: a root that was never indexed reports an empty index
        and leaves no folder behind; a damaged one is reported as ``damaged``, left as it is.
        """
        from .index_status import status

        return status(self)

    @_in_turn
    def clean(self) -> bool:
        """Remove this root's index directory (waiting for a running writer). True if there was one."""
        self.close()
        return remove_index_dir(self.path)
