"""What a pass leaves in its index folder for other processes, and what that tells them:
``progress.json`` while it runs (``status``, ``index --list``), ``refresh.json`` when it ends
(how fresh the index is, what it left out and why).

>>> complete_age(index_dir) is not None   # the last pass was whole   # doctest: +SKIP
True
"""
from __future__ import annotations

import json
import math
import os
import sys
import time
from typing import Callable

from ..diskio import atomic_write, read_json
from ..languages import language_of
from ..writelock import lock_is_held

PROGRESS_FILE = "progress.json"
REFRESH_FILE = "refresh.json"


def write_progress(index_dir: str, root: str, done: int, total: int, started: float) -> None:
    """``progress.json`` of the running pass: what ``status`` and ``index --list`` show."""
    atomic_write(os.path.join(index_dir, PROGRESS_FILE), json.dumps(
        {"pid": os.getpid(), "root": root, "done": done, "total": total, "started": started,
         "by": pass_owner()}), durable=False)


def pass_owner() -> str:
    """The codesift command this process runs (``index``, ``search``, ``serve`` …), or
    ``library``: ``index --kill`` stops only ``index`` passes, never a server or a caller's
    program that happens to be indexing."""
    prog = os.path.basename(sys.argv[0]) if sys.argv else ""
    if prog in ("codesift", "__main__.py") and len(sys.argv) > 1:
        return sys.argv[1]
    return "library"


def clear_progress(index_dir: str) -> None:
    try:
        os.unlink(os.path.join(index_dir, PROGRESS_FILE))
    except OSError:
        pass


def unfinished_pass(index_dir: str) -> dict | None:
    """The pass that ended without finishing (``kill -9``, a crash, a power cut): the
    ``progress.json`` it left (a pass removes it last, under the lock) while no one holds the
    lock. What it committed is kept; the next pass goes on from there."""
    path = os.path.join(index_dir, PROGRESS_FILE)
    left = read_json(path)
    if not left or lock_is_held(index_dir) or read_json(path) != left:
        return None   # none, or running (or it ended between the two reads)
    return left


def last_refresh(index_dir: str) -> dict | None:
    """The report of the last pass that ran (with its ``finished`` time), if any."""
    return read_json(os.path.join(index_dir, REFRESH_FILE))


# Why the last pass left out a file whose declarations a search may be looking for: source
# over the size cap, bytes it took for binary, a file it could not open. (Ignored, vendored,
# lock and minified files are left out by design, and status lists them.)
UNINDEXED = ("oversize", "binary", "unreadable")
# Paths of each UNINDEXED reason a pass keeps (``RefreshReport.left_out``): enough for any
# repository's few large or binary files, small enough that refresh.json, read before every
# search, stays a few kilobytes.
LEFT_OUT_PATHS = 100
# Why the walk left out a whole folder whose files could declare the name: a repository of
# its own (a submodule, or a nested repository git does not enter), whose files git never
# lists as the root's. Its files cannot be named, so the pass keeps the folders
# (walk.WalkResult.repos), and a search names them with the root that searches them.
REPOSITORIES = ("submodule", "nested_repo")


def could_declare(reason: str, rel: str) -> bool:
    """Whether a file left out for ``reason`` could hold a declaration a search asks for: any
    oversize or unreadable file, a binary one only when its name says a language (a `.py` in
    UTF-16 without its mark), not data (`.mo` catalogs, fonts, databases).

    >>> could_declare("binary", "django/conf/locale/af/LC_MESSAGES/django.mo")
    False
    """
    return reason in UNINDEXED and (reason != "binary" or language_of(rel) != "text")


def not_indexed(index_dir: str, keeps: Callable[[str], bool] | None = None
                ) -> tuple[dict[str, int], int, list[str]]:
    """How many files of each ``UNINDEXED`` reason the last pass left out (as ``codesift
    status`` reports them), and folders of each ``REPOSITORIES`` one; the ``max_file_bytes``
    that pass ran under (0 if unknown); and those folders, named.

    Only files that could declare a name count (``could_declare``). ``keeps``: whether a
    search's filters would keep a path (a folder's ends in ``/``); the files it refuses are
    not counted. A file the pass did not name (past ``LEFT_OUT_PATHS``, a folder the walk
    could not list, a report from before paths were kept) is counted: it could hold the name.
    """
    last = last_refresh(index_dir) or {}
    skipped, shape, named = last.get("skipped"), last.get("shape"), last.get("left_out")
    counts = {r: n for r in UNINDEXED if isinstance(skipped, dict)
              and isinstance(n := skipped.get(r), int) and not isinstance(n, bool) and n > 0}
    if isinstance(named, dict):
        for reason, n in list(counts.items()):
            left = named.get(reason)
            left = left if isinstance(left, dict) else {}
            eligible, listed = left.get("n", 0), left.get("paths")
            if reason == "binary":   # the others could all declare one (and a folder the walk
                n = min(n, eligible if isinstance(eligible, int) else 0)   # could not list)
            paths = [p for p in listed if isinstance(p, str)][:n] if isinstance(listed, list) else []
            counts[reason] = n if keeps is None else n - len(paths) + sum(map(keeps, paths))
        counts = {r: n for r, n in counts.items() if n > 0}
    folders: list[str] = []
    for reason in REPOSITORIES if isinstance(named, dict) else ():
        left = named.get(reason)
        listed = left.get("paths") if isinstance(left, dict) else None
        if not isinstance(listed, list):
            continue
        paths = [p for p in listed if isinstance(p, str)]
        n = left.get("n")
        unnamed = max(0, n - len(paths)) if isinstance(n, int) and not isinstance(n, bool) else 0
        kept = [p for p in paths if keeps is None or keeps(p + "/")]
        if kept or unnamed:
            counts[reason] = len(kept) + unnamed
            folders += kept
    cap = shape.get("max_file_bytes") if isinstance(shape, dict) else None
    return counts, cap if isinstance(cap, int) and not isinstance(cap, bool) else 0, folders


def refresh_age(index_dir: str) -> float | None:
    """Seconds since the last pass that ran finished, complete or not; None if unknown."""
    finished = (last_refresh(index_dir) or {}).get("finished")
    return (round(max(0.0, time.time() - finished), 3)
            if isinstance(finished, (int, float)) and not isinstance(finished, bool) else None)


def complete_age(index_dir: str, shape: dict | None = None) -> float | None:
    """Seconds since the last pass finished, if that pass was complete (and, given ``shape``,
    ran under the same ``index_shape``); else None.

    A pass stamped in the future (the clock was set back since, or the index was made on
    another machine) is of unknown age, taken as infinite: clamped to 0, it read as fresh
    until the clock caught up, and no search in between refreshed first.
    """
    last = last_refresh(index_dir)
    if not last or not last.get("complete") or (shape is not None and last.get("shape") != shape):
        return None
    try:
        age = time.time() - float(last["finished"])
    except (KeyError, TypeError, ValueError):
        return None
    return age if age >= 0 else math.inf
