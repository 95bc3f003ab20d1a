"""The library API: ``Index(root)`` refreshes itself before answering and never lies about it.

The CLI and the MCP server are thin layers over this class. When it refreshes, within what
budget, and what it waits for is its other half, ``Freshness`` (freshness.py); here:

* Damage (truncated, garbage, foreign or old-version files) found while opening or reading is
  confirmed under the write lock, then the index is wiped and rebuilt silently; ``status``
  reports the reason. A wipe never runs while another process writes.
* An index this process cannot write (a read-only mount or folder) is read as it is, its
  damage an ``INDEX_UNUSABLE`` error.

>>> from codesift import Index, render_text
>>> ix = Index("/src/project")                       # doctest: +SKIP
>>> print(render_text(ix.search("user id", kind=["function"])))   # doctest: +SKIP
"""
from __future__ import annotations

import os
import threading
import time
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

from . import failures
from .config import Settings, checked_settings, load_settings
from .cachedirs import adopt_sha256_index_dir, default_index_dir
from .diskio import ensure_dir, read_only_index, remove_index_dir
from .errors import CodesiftError, check_switch
from .freshness import WAIT_SLICE_S, Freshness, in_turn
from .jobs import background_failure
from .roots import resolve_root
from .store import SCHEMA_VERSION, Store, StoreBusy, StoreCorrupt, never_made
from .store.refresh import ProgressFn, RefreshReport, StopFn
from .writelock import WriteLock, lock_is_held, wait_for_writer

if TYPE_CHECKING:
    from .result import SearchResult
    from .search.outline import OutlineResult

T = TypeVar("T")


class Index(Freshness):
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
        self._turn = threading.RLock()   # see freshness.in_turn
        # The state of the call under way (its waits' deadlines) is ``Freshness``'s.

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

    @in_turn
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

    @in_turn
    def close(self) -> None:
        """Let go of the index's files; a later call opens them again. An ``Index`` dropped
        unclosed keeps its file table open (the database, its WAL and shared memory: three
        descriptors) until a cyclic garbage collection, so ``Index(root).search(q)`` in a loop
        piled them up; ``with Index(root) as ix:`` closes it at the block's end."""
        if self._store is not None:
            self._store.close()
            self._store = None

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ search

    @in_turn
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

    @in_turn
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

    @in_turn
    def outline(self, path: str | os.PathLike[str], *, kind: str | Sequence[str] | None = None,
                refresh: bool = True, should_stop: StopFn | None = None) -> OutlineResult:
        """The declarations of ``path`` in line order, nested (see search/outline.py);
        ``should_stop`` as for ``search``."""
        from .search.filters import as_list
        from .search.outline import outline

        check_switch("refresh", refresh)
        return outline(self, path, as_list(kind, "kind"), refresh=refresh, should_stop=should_stop)

    def _index_facts(self, report: RefreshReport) -> dict:
        stats = self.read(lambda store: store.totals(), {"files": 0, "chunks": 0})
        facts = {"files": stats["files"], "chunks": stats["chunks"], "refresh": report.to_json()}
        failed = background_failure(self.path)   # only then: answers otherwise unchanged
        return {**facts, "background_failed": failed} if failed else facts

    # ------------------------------------------------------------------ status / clean

    @in_turn
    def status(self) -> dict:
        """Files, chunks, languages, index path and size, last refresh, running pass, rebuilds.

        Reading never creates nor repairs: a root that was never indexed reports an empty index
        and leaves no folder behind; a damaged one is reported as ``damaged``, left as it is.
        """
        from .index_status import status

        return status(self)

    @in_turn
    def clean(self) -> bool:
        """Remove this root's index directory (waiting for a running writer). True if there was one."""
        self.close()
        return remove_index_dir(self.path)
