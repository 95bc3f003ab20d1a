"""The library API: ``Index(root)`` refreshes itself before answering and never lies about it.

The CLI and the MCP server are thin layers over this class.

>>> from codesift import Index, render_text
>>> ix = Index("/src/project")                       # doctest: +SKIP
>>> print(render_text(ix.search("user id", kind=["function"])))   # doctest: +SKIP
"""
from __future__ import annotations

import json
import os
import shutil
from typing import Any, Sequence

from .config import Settings, load_settings
from .errors import CodesiftError
from .filters import Filters
from .query import parse_query
from .refresh import ProgressFn, RefreshReport, last_refresh_age, refresh
from .render import SearchResult
from .store import Store, StoreCorrupt, WriteLock, default_index_dir, lock_is_held

MAX_QUERY_CHARS = 200_000


def resolve_root(root: str | None) -> str:
    """``root`` > ``$CODESIFT_ROOT`` > the working directory; must exist; canonicalized."""
    chosen = root or os.environ.get("CODESIFT_ROOT") or os.getcwd()
    real = os.path.realpath(os.path.expanduser(chosen))
    if not os.path.isdir(real):
        raise CodesiftError("INVALID_ROOT", f"root {chosen!r} is not an existing directory")
    return real


def _as_list(value: str | Sequence[str] | None) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [v for v in value]


class Index:
    """One repository's index: refresh, search, status, clean."""

    def __init__(self, root: str | None = None, *, settings: Settings | None = None,
                 flags: dict[str, Any] | None = None) -> None:
        self.root = resolve_root(root)
        self.settings = settings or load_settings(self.root, flags=flags)
        self.path = self.settings.index_dir or default_index_dir(self.root)
        self._store: Store | None = None
        self.last_refresh: RefreshReport | None = None

    # ------------------------------------------------------------------ plumbing

    @property
    def store(self) -> Store:
        if self._store is None:
            self._store = Store.open(self.path, self.root)
        return self._store

    def _rebuild(self, reason: str) -> None:
        """Wipe a store that failed mid-use; the next refresh rebuilds it (silently)."""
        with WriteLock(self.path, wait=True):
            self.store.wipe(reason)
            self._store = None

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    # ------------------------------------------------------------------ refresh

    def refresh(self, budget: float | None = None, *, wait: bool = True,
                progress: ProgressFn | None = None) -> RefreshReport:
        """Index what changed. ``wait=False`` returns mode ``busy`` if another process is writing."""
        self.store  # opens (creating) the directory that holds the lock
        with WriteLock(self.path, wait=wait) as got:
            if not got:
                report = RefreshReport(mode="busy", complete=False)
                self.last_refresh = report
                return report
            try:
                report = refresh(self.store, self.root, self.settings, budget, progress)
            except StoreCorrupt as exc:
                self.store.wipe(str(exc))
                self._store = None
                report = refresh(self.store, self.root, self.settings, budget, progress)
        self.last_refresh = report
        return report

    def ensure_fresh(self) -> RefreshReport:
        """The refresh a search does first: skipped inside ``min_refresh_interval``, budgeted."""
        s = self.settings
        if s.refresh_budget == 0:
            report = RefreshReport(mode="skipped", complete=True)
        else:
            age = last_refresh_age(self.store.path)
            if age is not None and age < s.min_refresh_interval:
                report = RefreshReport(mode="cache_hit")
            else:
                report = self.refresh(s.refresh_budget, wait=False)
        self.last_refresh = report
        return report

    def progress(self) -> dict | None:
        """The running pass's progress file (pid, done, total), if a live writer holds the lock."""
        path = os.path.join(self.path, "progress.json")
        if not lock_is_held(self.path):
            return None
        try:
            with open(path, encoding="utf-8") as fh:
                return json.load(fh)
        except (OSError, ValueError):
            return {"pid": None, "done": 0, "total": 0}

    # ------------------------------------------------------------------ search

    def search(self, query: str, *, kind: str | Sequence[str] | None = None,
               path: str | None = None, lang: str | Sequence[str] | None = None,
               exclude: str | Sequence[str] | None = None, limit: int | None = None,
               refresh: bool = True) -> SearchResult:
        """Ranked hits for ``query`` (an identifier, a few words, or a pasted issue)."""
        from .search import search as run_search

        if not isinstance(query, str) or not query.strip():
            raise CodesiftError("INVALID_QUERY", "the query is empty")
        if len(query) > MAX_QUERY_CHARS:
            raise CodesiftError("INVALID_QUERY", f"the query is over {MAX_QUERY_CHARS} characters")
        limit = self.settings.limit if limit is None else limit
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100:
            raise CodesiftError("INVALID_LIMIT", f"limit must be an integer from 1 to 100, got {limit!r}")
        filters = Filters(kinds=_as_list(kind), path=path, langs=_as_list(lang),
                          exclude=_as_list(exclude))
        filters.validate()
        report = self.ensure_fresh() if refresh else RefreshReport(mode="skipped")
        parsed = parse_query(query)
        try:
            hits, total = run_search(self.store, parsed, filters, self.settings, limit)
        except StoreCorrupt as exc:
            self._rebuild(str(exc))
            report = self.refresh(self.settings.refresh_budget or None)
            hits, total = run_search(self.store, parsed, filters, self.settings, limit)
        return SearchResult(query=query, hits=hits, total=total, root=self.root, filters=filters,
                            index=self._index_facts(report), warming=self._warming(report))

    def related(self, path: str, line: int, limit: int = 10, *, refresh: bool = True) -> SearchResult:
        """The chunk at ``path:line`` first, then the chunks most related to it (see related.py)."""
        from .related import related

        return related(self, path, line, limit, refresh=refresh)

    def _warming(self, report: RefreshReport) -> tuple[int, int] | None:
        if report.mode == "busy":
            prog = self.progress()
            if prog and last_refresh_age(self.path) is None:
                return (int(prog.get("done", 0)), int(prog.get("total", 0)))
            return None
        if not report.complete:
            return (report.scanned, report.total)
        return None

    def _index_facts(self, report: RefreshReport) -> dict:
        stats = self.store.stats()
        return {"files": stats["files"], "chunks": stats["chunks"], "refresh": report.to_json()}

    # ------------------------------------------------------------------ status / clean

    def status(self) -> dict:
        """Files, chunks, languages, index path and size, last refresh, running pass, rebuilds."""
        store = self.store
        stats = store.stats()
        last = store.kv_get("last_refresh")
        age = last_refresh_age(store.path)
        return {
            "root": self.root,
            "index_path": self.path,
            "index_bytes": store.size_bytes(),
            "files": stats["files"],
            "chunks": stats["chunks"],
            "languages": stats["languages"],
            "last_refresh": json.loads(last) if last else None,
            "last_refresh_age_s": None if age is None else round(age, 3),
            "complete": age is not None,
            "running": self.progress(),
            "rebuilt": store.rebuilt,
        }

    def clean(self) -> bool:
        """Remove this root's index directory. True if there was one."""
        self.close()
        if not os.path.isdir(self.path):
            return False
        with WriteLock(self.path, wait=True):
            shutil.rmtree(self.path, ignore_errors=True)
        return True
