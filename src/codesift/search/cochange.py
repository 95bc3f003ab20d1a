"""Files that changed with a file in the root's git history: ``related``'s cochange channel.

A commit that changed ``context.go`` and ``gin.go`` together says the next change to one may
need the other, where no name in the code shows it (gin's ``ClientIP`` reads an option the
engine in gin.go sets). The history read is HEAD's last ``HISTORY_COMMITS`` first-parent
commits (a merge as its diff against the first parent: a pull request's whole change), each as
the files it changed under the root; a commit of more than ``MAX_FILES`` files (a reformat, a
licence header, a rename of a package) says little about which files belong together and is
left out, as is a first commit (an import of files written apart). No git, no commit yet, or
a shallow clone (whose history is a stub): no history, and the channel is empty.

Git runs once per HEAD: the commits' file lists are kept in memory (the MCP server asks many
times) and in ``cochange.json`` in the index folder, keyed by HEAD's commit id, so a warm
``codesift related`` reads one small file and runs no git. HEAD's id is read from the git
folder's own files, as git resolves it (HEAD, the ref it names, packed-refs). Never read by
``search``.

>>> cochanged("/src/project", "/cache/codesift/project-1a2b", "src/client.py")  # doctest: +SKIP
['src/session.py', 'src/adapters.py', 'tests/test_client.py']
"""
from __future__ import annotations

import json
import os
import re
from collections import Counter

from ..diskio import atomic_write, read_json
from ..paths import path_class
from ..walk.git import git_dirs, git_env, git_top, run_git

HISTORY_COMMITS = 1500     # first-parent commits read back from HEAD
MAX_FILES = 30             # a commit changing more files is a mass edit, not a coupling
CACHE_NAME = "cochange.json"
# Co-changed files of these classes are ranked, code before tests: a README or changelog
# changes with everything, a manifest with every release.
_KEPT_CLASSES = ("source", "test")
_OBJECT_ID = re.compile(r"[0-9a-f]{40}(?:[0-9a-f]{24})?")
# A history git cannot list in this long (a huge repository on a cold disk) is not worth the
# wait of a `related` asked now: the channel is empty, and the next call tries again.
_GIT_TIMEOUT_S = 20.0

# (root, HEAD's id) -> each commit's files under the root, newest first.
_memory: dict[tuple[str, str], list[list[str]]] = {}


def cochanged(root: str, index_dir: str, rel: str) -> list[str]:
    """The files that changed in the same commits as ``rel`` (paths relative to ``root``),
    most such commits first, ties by the most recent one; code before tests, nothing else."""
    commits = history(root, index_dir)
    # Counted, not weighed by each commit's size: 1/(files - 1) a commit scored the same
    # (benchmarks/related_eval.py: MRR@10 0.520 either way, file@10 81.7 against 81.3).
    count: Counter[str] = Counter()
    latest: dict[str, int] = {}
    for age, files in enumerate(commits):
        if rel in files:
            for path in files:
                if path != rel:
                    count[path] += 1
                    latest.setdefault(path, age)
    kept = [p for p in count if path_class(p) in _KEPT_CLASSES]
    return sorted(kept, key=lambda p: (path_class(p) != "source", -count[p], latest[p], p))


def history(root: str, index_dir: str) -> list[list[str]]:
    """Each commit's files under ``root`` (at most ``MAX_FILES`` of them), newest first; empty
    outside git, before the first commit and in a shallow clone."""
    head = head_id(root)
    if head is None:
        return []
    commits = _memory.get((root, head))
    if commits is not None:
        return commits
    cache = os.path.join(index_dir, CACHE_NAME)
    commits = _saved(cache, head)
    if commits is None:
        commits = _git_history(root)
        if commits is None:
            return []
        paths = sorted({p for files in commits for p in files})
        number = {p: i for i, p in enumerate(paths)}
        try:   # a read-only index folder: git runs again next time, the answer is the same
            atomic_write(cache, json.dumps({
                "head": head, "commits": HISTORY_COMMITS, "paths": paths,
                "changes": [[number[p] for p in files] for files in commits]}), durable=False)
        except OSError:
            pass
    for key in [k for k in _memory if k[0] == root]:   # an earlier HEAD's is not asked again
        del _memory[key]
    _memory[(root, head)] = commits
    return commits


def _saved(cache: str, head: str) -> list[list[str]] | None:
    """The commits ``cache`` keeps for ``head``; None for another HEAD's or a damaged file."""
    saved = read_json(cache)
    if not saved or saved.get("head") != head or saved.get("commits") != HISTORY_COMMITS:
        return None
    try:
        paths = saved["paths"]
        return [[paths[i] for i in files] for files in saved["changes"]]
    except (KeyError, IndexError, TypeError):
        return None


def _git_history(root: str) -> list[list[str]] | None:
    """``git log`` of the last first-parent commits, or None when git fails."""
    import subprocess   # as run_git loads it: only when git runs

    # --relative: paths as the index spells them when the root is a folder inside the work
    # tree, and files outside it left out. Quoted names (a tab or a quote in them) are not the
    # index's spelling and drop out with the files no longer indexed.
    try:
        proc = run_git(["git", "-c", "core.quotepath=off", "log", "--first-parent",
                        "--no-renames", "--relative", "--name-only", "--format=%x1e%P",
                        f"-n{HISTORY_COMMITS}", "HEAD"], root, git_env(),
                       timeout=_GIT_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None
    if proc.returncode != 0:
        return None
    out = []
    for record in proc.stdout.decode("utf-8", "replace").split("\x1e")[1:]:
        parents, _, names = record.partition("\n")
        files = [ln for ln in names.split("\n") if ln]
        # A first commit adds what was written apart, and one file alone changed with nothing.
        if parents.strip() and 2 <= len(files) <= MAX_FILES:
            out.append(files)
    return out


def head_id(root: str) -> str | None:
    """HEAD's commit id, read from the git folder holding ``root``; None outside git, before
    the first commit, and in a shallow clone."""
    top = git_top(root)
    if top is None:
        return None
    gitdir, common = git_dirs(top)
    try:
        if os.path.exists(os.path.join(common, "shallow")):
            return None
        head = _read(os.path.join(gitdir, "HEAD")).strip()
        if head.startswith("ref:"):
            head = _ref(gitdir, common, head[4:].strip())
    except OSError:
        return None
    return head if head and _OBJECT_ID.fullmatch(head) else None


def _ref(gitdir: str, common: str, ref: str) -> str:
    """The id a ref names: its loose file (the worktree's own, then the shared one), else its
    line in packed-refs; empty for a branch with no commit yet."""
    for folder in (gitdir, common):
        try:
            return _read(os.path.join(folder, ref)).strip()
        except OSError:
            continue
    try:
        packed = _read(os.path.join(common, "packed-refs"))
    except OSError:
        return ""
    for line in packed.splitlines():
        sha, _, name = line.partition(" ")
        if name == ref:
            return sha
    return ""


def _read(path: str) -> str:
    with open(path, encoding="utf-8", errors="replace") as fh:
        return fh.read()
