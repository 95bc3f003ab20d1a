"""Bring an index up to date with the working tree, within a wall-clock budget.

Stat first (size, mtime_ns, inode); hash only files whose stat changed; re-chunk only files
whose hash changed. So a ``git checkout`` that rewrites mtimes costs a rehash, never a
re-chunk, and an unchanged tree costs one ``lstat`` per file. Work is committed in batches,
so a pass cut short by its budget, Ctrl-C or ``kill -9`` keeps what it finished and the next
pass continues from there.

>>> report = refresh(store, "/src/project", settings, budget=4.0)   # doctest: +SKIP
>>> report.mode, report.changed
('incremental', 1)
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from typing import Callable

import xxhash

from .config import Settings
from .languages import language_of
from .store import FileState, Store, Writer, atomic_write
from .walk import skip_by_content, skip_by_stat, walk

# Commit at least this often, so a killed pass loses little and a reader sees progress.
COMMIT_EVERY_S = 2.0
COMMIT_EVERY_FILES = 2000


@dataclass
class RefreshReport:
    """What one refresh did; ``complete`` is False when the budget ran out first."""

    mode: str = "cache_hit"          # cache_hit | incremental | full | busy | skipped
    changed: int = 0
    added: int = 0
    removed: int = 0
    rehashed: int = 0
    scanned: int = 0
    total: int = 0
    complete: bool = True
    seconds: float = 0.0
    skipped: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return asdict(self)


ProgressFn = Callable[[int, int], None]


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError:
        return None


def refresh(store: Store, root: str, settings: Settings, budget: float | None,
            progress: ProgressFn | None = None) -> RefreshReport:
    """Index what changed under ``root``; stop between files once ``budget`` seconds pass.

    The caller holds the write lock. ``budget=None`` means run to completion.
    """
    from .chunk import chunk_file  # parsers load only when something needs chunking

    t0 = time.monotonic()
    deadline = None if budget is None else t0 + budget
    report = RefreshReport()
    known = store.file_states()
    report.mode = "incremental" if known else "full"
    listing = walk(root, settings.ignore)
    report.skipped = dict(listing.skipped)
    wanted = set(settings.languages)

    def skip(reason: str) -> None:
        report.skipped[reason] = report.skipped.get(reason, 0) + 1

    files = listing.files
    report.total = len(files)
    writer: Writer | None = None
    last_commit = time.monotonic()
    seen: set[str] = set()
    progress_path = os.path.join(store.path, "progress.json")
    started = time.time()

    def commit() -> None:
        nonlocal last_commit
        if writer is not None and writer.pending:
            writer.commit()
        last_commit = time.monotonic()
        atomic_write(progress_path, json.dumps({
            "pid": os.getpid(), "root": root, "done": report.scanned, "total": report.total,
            "started": started}))

    try:
        for i, rel in enumerate(files):
            if deadline is not None and time.monotonic() > deadline:
                report.complete = False
                break
            report.scanned = i + 1
            lang = language_of(rel)
            if wanted and lang not in wanted:
                skip("language")
                continue
            full = os.path.join(root, rel)
            try:
                st = os.lstat(full)
            except OSError:
                skip("vanished")
                continue
            reason = skip_by_stat(st, settings.max_file_bytes)
            if reason:
                skip(reason)
                continue
            seen.add(rel)
            old = known.get(rel)
            if old is not None and (old.size, old.mtime_ns, old.inode) == (st.st_size, st.st_mtime_ns, st.st_ino):
                continue
            data = _read(full)
            if data is None:
                skip("unreadable")
                seen.discard(rel)
                continue
            reason = skip_by_content(data)
            if reason:
                skip(reason)
                seen.discard(rel)
                continue
            digest = xxhash.xxh3_128_digest(data)
            if writer is None:
                writer = store.writer()
            if old is not None and old.digest == digest:
                writer.touch_file(rel, FileState(st.st_size, st.st_mtime_ns, st.st_ino, digest,
                                                 old.lang, old.chunks))
                report.rehashed += 1
            else:
                text = data.decode("utf-8", "replace")
                chunks = chunk_file(rel, text, lang)
                writer.replace_file(rel, chunks, FileState(st.st_size, st.st_mtime_ns, st.st_ino,
                                                           digest, lang, len(chunks)))
                if old is None:
                    report.added += 1
                else:
                    report.changed += 1
            if writer.pending >= COMMIT_EVERY_FILES or time.monotonic() - last_commit > COMMIT_EVERY_S:
                commit()
                if progress:
                    progress(report.scanned, report.total)
        if report.complete:
            gone = [p for p in known if p not in seen]
            if gone:
                if writer is None:
                    writer = store.writer()
                for rel in gone:
                    writer.remove_file(rel)
                report.removed = len(gone)
        report.seconds = time.monotonic() - t0
        if writer is not None:
            writer.commit({"last_refresh": json.dumps(report.to_json())})
        if report.complete:
            touch(os.path.join(store.path, "refreshed"))
    finally:
        if writer is not None:
            writer.close()
        try:
            os.unlink(progress_path)
        except OSError:
            pass
    if progress:
        progress(report.scanned, report.total)
    return report


def touch(path: str) -> None:
    with open(path, "a"):
        pass
    os.utime(path)


def last_refresh_age(store_path: str) -> float | None:
    """Seconds since the last complete refresh, by the ``refreshed`` marker's mtime."""
    try:
        return max(0.0, time.time() - os.stat(os.path.join(store_path, "refreshed")).st_mtime)
    except OSError:
        return None
