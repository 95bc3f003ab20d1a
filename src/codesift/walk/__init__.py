"""Which files of a repository are worth indexing, decided cheaply enough to run before every search.

The index refreshes before each search, so the work is split by cost:

* ``walk()`` decides by *name and path only*: it lists files (``git ls-files`` inside a git work
  tree, an ``os.scandir`` walk honouring nested ``.gitignore`` files elsewhere, and in a work
  tree git refuses to list, see refused.py) and applies the
  default skip lists (rules.py), the ``.ignore`` and ``.rgignore`` files ripgrep reads (in
  every folder, git's listing included; see cache.IGNORE_FILES) plus the user's
  ``extra_ignores``. It never reads or stats a file.
* The refresher does one ``os.lstat`` per listed file and asks ``skip_by_stat``.
* Only files whose stat changed are read, and their bytes go through ``skip_by_content``.

With a cache file (the refresher keeps one in the index directory) a walk of an unchanged tree
costs one lstat per folder and runs no git process: cache.py remembers each folder's
listing by its stat, git.py what git last answered and the inputs it answered from.

Nothing here raises because of one file or folder: problems are counted in
``WalkResult.skipped`` under a reason and the walk goes on.
"""
from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field

from . import cache as walkcache
from . import git as walkgit
from . import refused
from .git import GitTimeout
from .reading import as_utf8
from .rules import changed_ns, compile_extra, skip_by_content, skip_by_stat

# Seconds ``left_out`` waits for `git check-ignore`: it only words an error message.
_CHECK_IGNORE_S = 5.0

__all__ = ["GitTimeout", "WalkResult", "walk", "left_out", "as_utf8", "changed_ns",
           "skip_by_stat", "skip_by_content"]


@dataclass
class WalkResult:
    """The candidate files of one walk and why the others were left out."""

    files: list[str]          # repo-relative, "/"-separated, sorted, unique
    skipped: dict[str, int]   # reason -> count (files, or pruned folders: see ``walk``)
    git: bool                 # True when ``git ls-files`` did the listing
    # ``submodule``/``nested_repo`` -> the folders of repositories git lists none of the files
    # of, those the skip rules and ignore patterns keep (a search's note names them).
    repos: dict[str, list[str]] = field(default_factory=dict)


def walk(root: str, extra_ignores: Sequence[str] = (), cache: str | None = None,
         deadline: float | None = None) -> WalkResult:
    """List the files under ``root`` worth indexing, by name and path only.

    ``extra_ignores`` are gitignore-syntax patterns matched against the root-relative path.
    A bad pattern there is the user's configuration error and raises ``CodesiftError``; nothing
    in the tree itself can make this raise. Counts in ``skipped`` are per file, except for
    pruned folders (``ignored_dir``, ``venv``, ``cache_dir``, ``doxygen_output``,
    ``javadoc_output``, ``jsdoc_output``, ``jazzy_output``, ``typedoc_output``, ``gitignore``
    or ``ignore_file`` on a folder, ...),
    which count once each because the scandir walk never looks inside them.
    In git mode what git itself hides (gitignored files, untracked folders on the skip list) is
    not counted; what a .ignore or .rgignore hides of its listing is (``ignore_file``).

    ``cache`` is a file this function may read and replace (see cache.py); the answer is
    the same with or without it.

    ``deadline`` (a ``time.monotonic()`` instant: a search's refresh budget) bounds the git
    processes, which may block (a hung ``core.fsmonitor`` hook): past it the walk raises
    ``GitTimeout`` rather than wait up to a minute (see git.run_git). Without one, a git that
    times out is a git that cannot list, and the scandir walk answers.
    """
    root = os.fspath(root)
    if isinstance(extra_ignores, str):  # one pattern passed bare would otherwise become characters
        extra_ignores = [extra_ignores]
    patterns = list(extra_ignores)
    extra = compile_extra(patterns)
    saved = walkcache.load(cache, root, patterns)
    # In a work tree the scandir walk is not the answer, but it is what tells whether git's
    # last answer still holds: an unchanged folder holds no new untracked file.
    scan = walkcache.scan(root, extra, saved)
    git_saved = saved.get("git")
    git_part = None
    top = walkgit.git_top(root)
    listed = None if top is None else walkgit.listing(root, top, extra, scan.changed, git_saved,
                                                      deadline, scan.ignore_files)
    if listed:
        files, skipped, git_part = listed
        result = WalkResult(files=files, skipped=dict(skipped), git=True,
                            repos=dict(git_part.get("repos") or {}))
    elif listed is None and top is not None:   # a work tree git will not list
        skipped = dict(scan.skipped)
        files = refused.hide_what_git_hides(root, top, scan.files, skipped, walkgit.git_env(),
                                            deadline)
        result = WalkResult(files=files, skipped=skipped, git=False)
    else:
        result = WalkResult(files=scan.files, skipped=dict(scan.skipped), git=False)
    if cache is not None and (scan.relisted or git_part is not git_saved):
        walkcache.save(cache, root, patterns, scan, git_part)
    return result


def left_out(root: str, rel: str, extra_ignores: Sequence[str] = ()) -> tuple[str, str] | None:
    """Why a walk of ``root`` leaves out the file ``rel`` (repo-relative) although its name and
    folders pass the skip lists: a ``skipped`` reason and the folder of its path it holds for
    (``""``: the file itself, or not known). ``extra_ignore``: the user's pattern matches the
    file or a folder; ``nested_repo``: a folder holds a repository of its own, which git does
    not list as the root's; ``gitignore``; ``ignore_file``: a ``.ignore`` or ``.rgignore``.
    None when none holds. ``outline`` and ``related``
    name it, where the walk only counted it.

    >>> left_out("/nonexistent", "dist2/app.py", ["dist2/"])
    ('extra_ignore', 'dist2')
    """
    root = os.fspath(root)
    extra = compile_extra(list(extra_ignores))
    parts = rel.split("/")
    folders = ["/".join(parts[:i]) for i in range(1, len(parts))]
    if extra is not None:
        matched = next((f for f in folders if extra.ignores(f, True)), None)
        if matched is not None or extra.ignores(rel, False):
            return "extra_ignore", matched or ""
    if walkgit.git_top(root) is None:
        reason = walkcache.ignored_by(root, rel)
        return (reason, "") if reason else None
    nested = next((f for f in folders if os.path.lexists(os.path.join(root, f, ".git"))), None)
    if nested is not None:
        return "nested_repo", nested
    import subprocess   # as run_git loads it: only when git runs

    try:
        proc = walkgit.run_git(["git", "check-ignore", "-q", "--", rel], root, walkgit.git_env(),
                               timeout=_CHECK_IGNORE_S)
    except (OSError, subprocess.SubprocessError):   # no git, or a hung one
        proc = None
    if proc is not None and proc.returncode == 0:
        return "gitignore", ""
    # Not ignored by git (1), or git refuses this work tree (128): the .ignore and .rgignore
    # files filter its listing all the same, and `git check-ignore` does not read them.
    reason = walkcache.ignored_by(root, rel)
    if reason == "gitignore" and proc is not None and proc.returncode == 1:
        return None   # git's rules, info/exclude included, keep it
    return (reason, "") if reason else None
