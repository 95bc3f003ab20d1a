"""A work tree git refuses to list, walked without hiding what git would hide.

``git ls-files`` fails in a work tree it will not read: one another user owns ("dubious
ownership", a repository mounted into a container), or whose index is damaged. The walk then
takes the scandir walk's answer, which reads only the .gitignore files at and below the root:
a file listed in ``.git/info/exclude`` or the user's excludes file (a local secret, say), one
ignored by a .gitignore above the root, and the files of a submodule or nested repository were
indexed, all of which git hides. Here they are taken out again.

Only this fallback pays for it (a few small reads, one ``git config`` and one lstat a folder):
a listing git answers never comes here. The ignore files above the root are matched against
each listed file and its folders below the root, the nearest first, as git orders them; a
negation in a .gitignore inside the root cannot bring back what they hide here, so this may
hide a file git would list, never the reverse.
"""
from __future__ import annotations

import os
from collections.abc import Mapping

from .git import git_dirs, run_git
from .ignorefile import IgnoreFile
from .reading import read_regular

_GIT_TIMEOUT_S = 10.0


def hide_what_git_hides(root: str, top: str, files: list[str], skipped: dict[str, int],
                        env: Mapping[str, str], deadline: float | None = None) -> list[str]:
    """``files`` (root-relative, sorted) less what git hides that the scan could not see;
    ``skipped`` counts them under ``gitignore`` and ``nested_repo``. ``deadline`` as for
    ``git.run_git`` (``GitTimeout`` past it)."""
    sources = _outer_ignore_files(root, top, env, deadline)
    nested: dict[str, bool] = {"": False}   # folder -> it or a folder above it is a repository
    kept: list[str] = []
    for path in files:
        folder = path.rpartition("/")[0]
        if _in_nested_repo(root, folder, nested):
            skipped["nested_repo"] = skipped.get("nested_repo", 0) + 1
        elif sources and _hidden(sources, path):
            skipped["gitignore"] = skipped.get("gitignore", 0) + 1
        else:
            kept.append(path)
    return kept


def _in_nested_repo(root: str, folder: str, seen: dict[str, bool]) -> bool:
    """Whether ``folder`` (root-relative) or a folder between it and the root holds a ``.git``:
    a submodule or a repository of its own, whose files git never lists as the root's.
    ``seen`` holds the folders answered (``""``, the root, among them). A loop up to the
    nearest answered folder, then down: one call a level raised RecursionError, and so
    failed every search, for a file 1,000 folders deep."""
    unknown: list[str] = []
    while folder not in seen:
        unknown.append(folder)
        folder = folder.rpartition("/")[0]
    inside = seen[folder]
    for below in reversed(unknown):   # the outermost first
        inside = inside or os.path.lexists(os.path.join(root, below, ".git"))
        seen[below] = inside
    return inside


def _hidden(sources: list[tuple[str, IgnoreFile]], path: str) -> bool:
    """Whether a folder of ``path`` below the root, or ``path`` itself, is ignored by the
    first of ``sources`` with a pattern matching it."""
    parts = path.split("/")
    for depth in range(1, len(parts) + 1):
        rel, is_dir = "/".join(parts[:depth]), depth < len(parts)
        for prefix, spec in sources:
            verdict = spec.verdict(prefix + rel, is_dir)
            if verdict is not None:
                if verdict:
                    return True
                break
    return False


def _outer_ignore_files(root: str, top: str, env: Mapping[str, str],
                        deadline: float | None = None) -> list[tuple[str, IgnoreFile]]:
    """The ignore files git reads besides those at and below the root, in its order: the
    .gitignore files from the root's parent up to the top, ``info/exclude``, the excludes
    file. Each comes with the root's path relative to the folder its patterns are anchored
    at ("" or "sub/dir/")."""
    real = os.path.realpath(root)
    found: list[tuple[str, str]] = []
    folder = real
    while folder != top and folder != os.path.dirname(folder):
        folder = os.path.dirname(folder)
        found.append((folder, os.path.join(folder, ".gitignore")))
    found.append((top, os.path.join(git_dirs(top)[1], "info", "exclude")))
    found.append((top, _excludes_file(top, env, deadline)))
    sources = []
    for base, path in found:
        data = read_regular(path, text=False)   # bytes, as git matches them
        spec = None if data is None else IgnoreFile.parse(data)
        if spec is not None:
            prefix = os.path.relpath(real, base).replace(os.sep, "/")
            sources.append(("" if prefix == "." else prefix + "/", spec))
    return sources


def _excludes_file(top: str, env: Mapping[str, str], deadline: float | None = None) -> str:
    """``core.excludesFile`` from the user's and the system's configuration (the repository's
    own is what git refused to read), else git's default, ``$XDG_CONFIG_HOME/git/ignore``."""
    import subprocess   # ~3 ms with what it loads: a search of an unchanged tree runs no git

    try:
        proc = run_git(["git", "config", "--get", "core.excludesFile"], "/", dict(env),
                       deadline, _GIT_TIMEOUT_S)
        value = os.fsdecode(proc.stdout).strip()
    except (OSError, subprocess.SubprocessError):
        value = ""
    if value:
        return os.path.join(top, os.path.expanduser(value))
    xdg = env.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return os.path.join(xdg, "git", "ignore")
