"""Bring an index up to date with the working tree, within a wall-clock budget.

Stat first (size, change time, inode); hash only files whose stat changed; re-chunk only files
whose hash changed. So a ``git checkout`` or ``touch`` that rewrites mtimes costs a rehash,
never a re-chunk, and an unchanged tree costs one ``lstat`` per file. Work is committed in
batches (every ``COMMIT_EVERY_S`` seconds or ``COMMIT_EVERY_FILES`` files), so a pass cut
short by its budget, Ctrl-C, SIGTERM or ``kill -9`` keeps what it committed and the next pass
continues from there (files already done match by stat and cost nothing).

A file whose change time is within ``RACY_NS`` (chunkpool.py) of the clock when it is read
may still be changing inside one timestamp tick; it is stored with a time that matches nothing,
so the next pass hashes it again instead of trusting a stat that cannot tell two writes apart
(git's "racy clean" rule). That costs one hash; a re-chunk happens only if the bytes differ.

>>> report = refresh(store, "/src/project", settings, budget=4.0)   # doctest: +SKIP
>>> report.mode, report.changed                                      # doctest: +SKIP
('incremental', 1)
"""
from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass, field, fields
from stat import S_ISREG
from typing import Callable, Sequence

from . import FileStat, FileState, Store
from ..config import Settings
from ..cachedirs import cache_base
from ..diskio import atomic_write, read_json
from ..errors import CodesiftError
from ..languages import language_of
from ..paths import library_test_folders
from ..regex_cache import compiled
from ..walk import GitTimeout, changed_ns, skip_by_stat, walk
from .chunkpool import FAILED, REFUSED, UNCHANGED, UNREAD, Chunker, Result
from .passrecord import LEFT_OUT_PATHS, REFRESH_FILE, could_declare, write_progress
from .writer import Writer

# Characters a gitignore pattern reads as syntax, escaped when a literal path becomes a pattern.
_GITIGNORE_SPECIAL = compiled(r"([\\\[\]*?])")

# Commit at least this often, so a killed pass loses little and readers see progress.
# ``CODESIFT_COMMIT_INTERVAL`` overrides the seconds (the fault tests use it to put many
# commits, and so many kill points between them, into a short pass).
COMMIT_EVERY_S = 2.0
COMMIT_EVERY_FILES = 2000
# Between commits, how often the pass says how far it is (progress.json, a terminal's bar):
# `status` and `index --list` showed "0 of N" for the first two seconds.
PROGRESS_EVERY_S = 0.25
# Chunking moves to worker processes (chunkpool.py) for big passes only: from the start of a
# build with POOL_MIN_FILES or more still to index (or fewer files of POOL_MIN_BYTES or more),
# or once a pass has chunked POOL_AFTER_FILES itself and, at the rate it has been finding
# changes, about POOL_MIN_FILES more are ahead. Measured on the eval corpora (cold builds,
# 2 cores): workers win from ~3 MB (ripgrep, 229 files: 0.61 -> 0.50 s) and lose below
# ~1.3 MB (click, gin, express, requests: +0.04 to +0.10 s), where starting them costs more
# than they save.
POOL_MIN_FILES = 500
POOL_MIN_BYTES = 2_000_000
POOL_AFTER_FILES = 200
# A build below those with HELPER_MIN_BYTES or more to index chunks in-process beside one
# worker (chunkpool.py's helper), which takes batches while the main process chunks others:
# the second core did nothing during such builds. Measured (cold builds, 2 cores, a machine
# shared with other work): a 216 KB build lost to the helper's start (~65 ms of CPU) at
# every load; the eval's small corpora (0.65-1.2 MB) gained at low load and broke even
# when no core was free.
HELPER_MIN_BYTES = 400_000
BUDGET_SHARE = 0.85
# The walk's memory of the tree (see walk/cache.py): an unchanged tree is listed for one lstat
# per folder instead of a scandir walk or a git process.
WALK_CACHE_FILE = "walk.cache"

ProgressFn = Callable[[int, int], None]
StopFn = Callable[[], bool]


@dataclass
class RefreshReport:
    """What one refresh did.

    ``mode``: ``full`` (building an index from nothing, including the passes that continue a
    cut-short build), ``incremental`` (a stat pass over an existing index; the counts say what
    it changed, all zero when nothing did), ``cache_hit`` (no pass: the last complete one is
    younger than ``min_refresh_interval``), ``busy`` (another process holds the write lock;
    the answer comes from its last commit; stopped ``budget`` when the search waited its
    whole budget for that pass, whose progress ``scanned`` and ``total`` then are),
    ``skipped`` (refresh_budget 0) or ``failed`` (the disk refused a write, full or read-only:
    the answer comes from what was committed, and ``stopped`` carries the error; ``read_only`` when this process cannot write the index
    directory, so no refresh was tried: the answer comes from the index as it was
    ``last_refresh_age_s`` seconds ago, a key only such a report has). ``complete`` is False
    when the pass stopped early; ``stopped`` says why (``budget`` or ``interrupted``).
    ``workers``: processes that chunked in parallel (0: all in-process; 1: one beside the
    main process, a small build's helper; see chunkpool.py).
    """

    mode: str = "incremental"
    changed: int = 0
    added: int = 0
    removed: int = 0
    rehashed: int = 0
    scanned: int = 0
    total: int = 0
    complete: bool = True
    stopped: str | None = None
    seconds: float = 0.0
    workers: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    last_refresh_age_s: float | None = None
    # Per ``UNINDEXED`` reason, the files left out that could declare a name (``n``) and the
    # first ``LEFT_OUT_PATHS`` of them (``paths``); per ``REPOSITORIES`` reason, the folders
    # alike. Kept in refresh.json (not in answers' reports, which count): a no-hits note
    # counts only the ones its filters keep, so `--lang go` is not told of an oversize
    # logo.ai, nor anyone of Django's 1,261 binary `.mo` files.
    left_out: dict[str, dict] = field(default_factory=dict)

    def to_json(self) -> dict:
        # Field by field, as ``asdict`` gives them (it copied ``left_out``'s hundreds of paths
        # only to drop them, ~20 us of every answer).
        out = {name: getattr(self, name) for name in _JSON_FIELDS}
        out["skipped"] = dict(self.skipped)
        if self.last_refresh_age_s is None:
            del out["last_refresh_age_s"]
        return out


# What ``RefreshReport.to_json`` holds, in the fields' order: all but ``left_out``.
_JSON_FIELDS = tuple(f.name for f in fields(RefreshReport) if f.name != "left_out")


def refresh(store: Store, root: str, settings: Settings, budget: float | None,
            progress: ProgressFn | None = None, should_stop: StopFn | None = None,
            first: Sequence[str] = ()) -> RefreshReport:
    """Index what changed under ``root``; stop between files once ``budget`` seconds pass.

    The caller holds the write lock, and removes ``progress.json`` once this returns or
    raises (freshness.py): the pass writes it as it goes, not as it ends. ``budget=None`` runs
    to completion; ``should_stop`` is polled between files (Ctrl-C, SIGTERM) and ends the pass
    the same clean way the budget does. The listed files among ``first`` go before the others:
    an outline of a file in a large repository's first, budgeted pass was "not indexed yet"
    when the walk reached it late.
    """
    t0 = time.monotonic()
    # New files stop at BUDGET_SHARE of the budget; the rest pays for finishing the files in
    # the workers' hands and the final commit (0.3-0.5 s at a 4 s budget on 31k files).
    deadline = None if budget is None else t0 + budget * BUDGET_SHARE
    report = RefreshReport()
    previous = read_json(os.path.join(store.path, REFRESH_FILE)) or {}
    known = store.file_stats()
    refused = store.skipped_states()
    # Still building: nothing indexed, a cut-short first build, or one killed before it could
    # write its report (files committed, no refresh.json).
    building = not known or not previous or (previous.get("mode") == "full"
                                             and not previous.get("complete"))
    try:
        # git may block (a hung fsmonitor hook): a budgeted pass gives it the budget, not a minute.
        listing = walk(root, [*settings.ignore, *own_folders(root, store.path)],
                       cache=os.path.join(store.path, WALK_CACHE_FILE),
                       deadline=deadline)
    except GitTimeout:
        # Nothing listed, so nothing changes: the pass stops as one out of budget does, and
        # the answer comes from the index as it stands (total 0 tells the note why).
        listing = None
        report.stopped = "budget"
    files = [] if listing is None else listing.files
    if first and files:
        listed = set(files)
        ahead = {rel: None for rel in first if rel in listed}
        if ahead:
            files = [*ahead, *(rel for rel in files if rel not in ahead)]
    if listing is not None and not files and not os.access(root, os.R_OK | os.X_OK):
        # A root deleted, renamed or made unreadable since the pass began lists nothing: that
        # is no reason to drop every file from the index.
        raise CodesiftError("INVALID_ROOT", f"root {root!r} can no longer be read")
    report.skipped = {} if listing is None else dict(listing.skipped)
    for reason, folders in ({} if listing is None else listing.repos).items():
        # A submodule's declarations are as unsearchable as an oversize file's: a search that
        # misses a name counts it (passrecord.not_indexed), by folder, since git lists none
        # of its files.
        if folders:
            report.left_out[reason] = {"n": len(folders), "paths": folders[:LEFT_OUT_PATHS]}
    report.total = len(files)
    wanted = set(settings.languages)
    cap = settings.max_file_bytes
    prefix = os.path.join(root, "")
    commit_every = commit_interval()

    def skip(reason: str, rel: str | None = None) -> None:
        report.skipped[reason] = report.skipped.get(reason, 0) + 1
        if rel is not None and could_declare(reason, rel):
            left = report.left_out.setdefault(reason, {"n": 0, "paths": []})
            left["n"] += 1
            if left["n"] <= LEFT_OUT_PATHS:
                left["paths"].append(rel)

    # The full record (digest, language, chunks) of a file whose stat changed is read alone:
    # few files on most passes. Past a twentieth of them (a branch switch, a tree-wide touch)
    # the whole table is loaded instead (a lookup costs ~6 us, a row of the table ~1), which
    # bounds what a pass that rehashes everything pays over one load to a few milliseconds.
    records: dict[str, FileState] | None = None
    lookups = 0

    def record(rel: str) -> FileState | None:
        nonlocal records, lookups
        if records is None:
            lookups += 1
            if lookups <= len(known) // 20:
                return store.file_state(rel)
            records = store.file_states()
        return records.get(rel)

    writer: Writer | None = None
    last_commit = time.monotonic()
    seen: set[str] = set()
    started = time.time()
    write_progress(store.path, root, 0, report.total, started)
    chunker: Chunker[tuple[str, str, FileState | None]] = Chunker()
    to_index = 0 if not building or len(files) - len(known) >= POOL_MIN_FILES else (
        _bytes_to_index(root, files, known, wanted, cap))
    if building and (len(files) - len(known) >= POOL_MIN_FILES or to_index >= POOL_MIN_BYTES):
        chunker.start_pool()   # workers boot while the first files are stat'ed
    elif building and to_index >= HELPER_MIN_BYTES:
        chunker.start_helper()
    report.workers = chunker.workers
    chunked_inline = 0
    owed = 0   # files handed to the chunker whose results have not come back yet
    # A pass stops for the budget only after indexing at least one new or changed file, so
    # repeated short passes always advance (a rehash of a racy file does not count).
    advanced = False

    last_said = time.monotonic()

    def say_progress(last: bool = False) -> None:
        # Files done, not those still in the workers' hands: a stop drops those (and the next
        # pass reads them again), so counting them made the bar run back and `index --kill`'s
        # "work so far is saved" keep fewer files than `index --list` had shown.
        nonlocal last_said
        last_said = time.monotonic()
        if not last:   # the last of a pass that wrote nothing: progress.json is removed next
            write_progress(store.path, root, report.scanned - owed, report.total, started)
        if progress:
            progress(report.scanned - owed, report.total)

    def commit(last: bool = False) -> None:
        nonlocal last_commit
        if writer is not None and (writer.pending or writer.library_tests is not None):
            writer.commit()
        last_commit = time.monotonic()
        say_progress(last)

    def apply(done: list[tuple[tuple[str, str, FileState | None], Result]]) -> None:
        """Record what the chunker made of each file (in-process at once, or from workers)."""
        nonlocal writer, advanced, chunked_inline, owed
        owed -= len(done)
        for (rel, lang, old), res in done:
            if res.status == UNREAD:
                skip(res.reason, rel)
                continue
            if writer is None:
                writer = store.writer()
            if res.status == REFUSED:
                skip(res.reason, rel)
                writer.skip_file(rel, res.size, res.changed_ns, res.inode, res.reason)
                continue
            seen.add(rel)
            if res.status == UNCHANGED:
                assert old is not None
                writer.touch_file(rel, FileState(res.size, res.changed_ns, res.inode, res.digest,
                                                 old.lang, old.chunks))
                report.rehashed += 1
                continue
            advanced = True
            if res.status == FAILED or res.fields is None:
                skip("chunk_error")
                seen.discard(rel)
                continue
            chunked_inline += not chunker.workers
            state = FileState(res.size, res.changed_ns, res.inode, res.digest, res.lang or lang,
                              len(res.fields))
            writer.replace_file(rel, res.fields, state, res.file_text)
            if old is None:
                report.added += 1
            else:
                report.changed += 1

    try:
        for i, rel in enumerate(files):
            report.stopped = _stop_reason(deadline, advanced, should_stop)
            if report.stopped:
                break
            report.scanned += 1
            stat = known.get(rel)   # (size, changed_ns, inode) on record
            # The language is worked out only when it is needed (a filter, a file to chunk): for
            # every listed file it cost a tenth of a no-change pass.
            if wanted and language_of(rel) not in wanted:
                skip("language")
                continue
            full = prefix + rel
            try:
                st = os.lstat(full)
            except OSError:
                skip("vanished")
                continue
            # The no-change case first, in as few steps as possible: it is nearly every file
            # (changed_ns(st) written out: a call per file cost a no-change pass 3%).
            m, c = st.st_mtime_ns, st.st_ctime_ns
            if (stat is not None and stat[1] == (c if c > m else m) and stat[0] == st.st_size
                    and stat[2] == st.st_ino and S_ISREG(st.st_mode) and st.st_size <= cap):
                seen.add(rel)
                continue
            reason = skip_by_stat(st, cap) or ("empty" if st.st_size == 0 else None)
            if reason:
                skip(reason, rel)
                continue
            was = refused.get(rel)
            if was is not None and was[:3] == (st.st_size, changed_ns(st), st.st_ino):
                skip(was[3], rel)  # refused by content before, unchanged since: no read
                continue
            if not chunker.workers and chunked_inline > POOL_AFTER_FILES:
                ahead = chunked_inline * (len(files) - i) / (i + 1)
                if ahead >= POOL_MIN_FILES:
                    chunker.start_pool()
                    report.workers = chunker.workers
            # Read, refused by content, hashed and chunked unless the digest is the one on record:
            # by a worker in a big pass, so this process never handles the file's bytes.
            old = record(rel) if stat is not None else None
            work = (rel, full, language_of(rel), old.digest if old is not None else None, cap)
            owed += 1
            apply(chunker.submit(work, (rel, work[2], old), st.st_size))
            if writer is not None and (writer.pending >= COMMIT_EVERY_FILES
                                       or time.monotonic() - last_commit > commit_every):
                commit()
            elif time.monotonic() - last_said > PROGRESS_EVERY_S:
                say_progress()
        # The workers may hold a few hundred files still: a stop or the budget is heeded while
        # they finish, and then what is done is kept and the rest left to the next pass.
        if report.stopped is None:
            for done in chunker.drain():
                apply(done)
                if chunker.busy:   # work still owed: a stop or the budget ends the wait
                    report.stopped = _stop_reason(deadline, advanced, should_stop)
                    if report.stopped:
                        break
        if report.stopped is not None:
            apply(chunker.cancel())
            # What the workers still held is dropped, and read again by the next pass: not
            # scanned ("3000 of 3000 files scanned — run again" over 2,880 indexed files).
            report.scanned -= owed
            owed = 0
        report.complete = report.stopped is None
        if report.complete:
            gone = [p for p in known if p not in seen]
            if gone:
                if writer is None:
                    writer = store.writer()
                for rel in gone:
                    writer.remove_file(rel)
                report.removed = len(gone)
            listed = set(files)
            stale = [p for p in refused if p not in listed]
            if stale:
                if writer is None:
                    writer = store.writer()
                writer.forget_skipped(stale)
            if writer is not None:   # something changed: the library test folders may have
                writer.library_tests = library_test_folders(files)
        commit(last=writer is None)   # a writer's close may wait for merges: say all is done
    finally:
        chunker.close()
        if writer is not None:
            writer.close(wait=building)   # a build leaves its segments merged
    if building:
        report.mode = "full"
    report.seconds = time.monotonic() - t0
    atomic_write(os.path.join(store.path, REFRESH_FILE),
                 json.dumps({**report.to_json(), "finished": time.time(),
                             "shape": index_shape(settings), "left_out": report.left_out}),
                 durable=False)
    return report


def commit_interval() -> float:
    """Seconds between a pass's commits: ``COMMIT_EVERY_S``, or ``CODESIFT_COMMIT_INTERVAL``
    (``CODESIFT_COMMIT_INTERVAL=0.05`` makes a short pass commit often, as the fault tests do)."""
    raw = os.environ.get("CODESIFT_COMMIT_INTERVAL")
    if not raw:
        return COMMIT_EVERY_S
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not 0 < value <= 3600:
        raise CodesiftError("INVALID_CONFIG", f"CODESIFT_COMMIT_INTERVAL: expected seconds "
                            f"between 0 and 3600, got {raw!r}")
    return value


def index_shape(settings: Settings) -> dict:
    """The settings that decide which files the index holds: a pass under other ones is not a
    fresh answer for these (``--languages markdown`` right after a plain search must refresh).

    >>> index_shape(Settings(languages=["go"]))["languages"]
    ['go']
    """
    return {"languages": sorted(settings.languages), "ignore": list(settings.ignore),
            "max_file_bytes": settings.max_file_bytes}


def _stop_reason(deadline: float | None, advanced: bool, should_stop: StopFn | None) -> str | None:
    """Why the pass should stop now: its budget is spent (once it has advanced), or a signal."""
    if deadline is not None and advanced and time.monotonic() > deadline:
        return "budget"
    if should_stop is not None and should_stop():
        return "interrupted"
    return None


def _bytes_to_index(root: str, files: list[str], known: dict[str, FileStat],
                    wanted: set[str], cap: int) -> int:
    """Bytes of the listed files not yet indexed, by ``lstat`` (called for few files only)."""
    total = 0
    for rel in files:
        if rel not in known and (not wanted or language_of(rel) in wanted):
            try:
                size = os.lstat(os.path.join(root, rel)).st_size
            except OSError:
                continue
            total += size if size <= cap else 0
    return total


def own_folders(root: str, index_path: str) -> list[str]:
    """Ignore patterns for codesift's own folders inside ``root``: an index never indexes itself.

    A cache kept in the project (``XDG_CACHE_HOME=$PWD/.cache`` on CI) or a root above it
    (``codesift index ~``) would otherwise index the index, which changes on every refresh.

    >>> own_folders("/p", "/p/.cache/codesift/p-1f")  # doctest: +SKIP
    ['/.cache/codesift/', '/.cache/codesift/p-1f/']
    """
    prefix = os.path.join(root, "")
    out = []
    for folder in (cache_base(), index_path):
        real = os.path.realpath(folder)
        if real.startswith(prefix):
            out.append("/" + _GITIGNORE_SPECIAL.sub(r"\\\1", real[len(prefix):]) + "/")
    return out
