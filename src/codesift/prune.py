"""Index folders under the cache that this codesift no longer uses, found and removed: a root's
folders of other schema versions and earlier names (``codesift clean``), and stale ones of any
root (``codesift clean --stale``).

Each schema version names its own default folder (``diskio.default_index_dir``), so an upgrade
leaves the old one behind, and a deleted or moved repository leaves its index: Django's is
~21 MB. A folder another process holds the writer lock of is never removed: it is in use, by
this version or another one.

>>> [s["why"] for s in stale_indexes(138)]   # doctest: +SKIP
['root /tmp/a/proj no longer exists', 'schema version 132, unused for 41 days']
"""
from __future__ import annotations

import os
import time

from .cachedirs import cache_base, iter_index_dirs
from .diskio import read_json, remove_index_dir
from .errors import CodesiftError
from .writelock import lock_is_held

# Days a folder of another schema version is kept unused before ``clean --stale`` removes it:
# another install of codesift (an MCP client's, a pinned one) may still use it, and a month
# without a search there says it does not.
STALE_DAYS = 30
_DAY_S = 86_400


def last_used(path: str) -> float:
    """When a process last wrote the index ``path`` (the newest mtime of the folder and its
    entries): every refresh writes ``refresh.json``, every pass ``progress.json``."""
    newest = 0.0
    try:
        newest = os.stat(path).st_mtime
        with os.scandir(path) as entries:
            for entry in entries:
                try:
                    newest = max(newest, entry.stat(follow_symlinks=False).st_mtime)
                except OSError:
                    pass
    except OSError:
        pass
    return newest


def stale_reason(meta: dict, used: float, schema: int, now: float,
                 days: int = STALE_DAYS) -> str | None:
    """Why an index whose ``meta.json`` says ``meta`` ({} if unreadable), last written at
    ``used``, is stale, or None: its root no longer exists (deleted or moved), or it is of
    another schema version (or has no readable ``meta.json``) and no process has written it
    for ``days`` days."""
    root = meta.get("root")
    if isinstance(root, str) and not os.path.isdir(root):
        return f"root {root} no longer exists"
    idle = (now - used) / _DAY_S
    if meta.get("schema") != schema and idle >= days:
        version = (f"schema version {meta['schema']}" if "schema" in meta
                   else "no readable meta.json")
        return f"{version}, unused for {int(idle)} days"
    return None


def stale_indexes(schema: int, days: int = STALE_DAYS) -> list[dict]:
    """The stale index folders under the cache base (``stale_reason``), none in use: each with
    its path, root (None if unknown), schema version, last use (epoch seconds) and why."""
    now = time.time()
    found = []
    for path in iter_index_dirs(cache_base()):
        if lock_is_held(path):
            continue
        meta = read_json(os.path.join(path, "meta.json")) or {}
        used = last_used(path)
        why = stale_reason(meta, used, schema, now, days)
        if why is not None:
            found.append({"index_path": path, "root": meta.get("root"),
                          "schema": meta.get("schema"), "last_used": used, "why": why})
    return found


def remove_unused(paths: list[str]) -> tuple[list[str], list[dict]]:
    """Remove each of the index folders ``paths`` that no process holds: the removed ones, and
    the ones left with why (in use; not an index; not writable here)."""
    removed: list[str] = []
    left: list[dict] = []
    for path in paths:
        try:
            if remove_index_dir(path, wait=False):
                removed.append(path)
            elif os.path.isdir(path):
                left.append({"index_path": path,
                             "why": "in use: a process holds its writer lock"})
        except CodesiftError as exc:
            left.append({"index_path": path, "why": exc.message})
    return removed, left
