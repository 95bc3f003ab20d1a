"""Listing a git work tree with ``git ls-files``, and knowing when the last listing still holds.

Git's answer depends on the work tree's folders (untracked files), the index (tracked files),
and the ignore rules: .gitignore files, ``info/exclude``, the excludes file the configuration
names, and the configuration itself. Its listing is then filtered by the ripgrep ``.ignore`` and
``.rgignore`` files, which git does not read. The scandir walk (walk/cache.py) already watches
the folders and the ignore files below the root; this module hashes the rest (a few small
files and the index, ~0.2 ms for Django's 0.9 MB index) and runs git only when something
changed. Contents, not stats, are compared, so a write inside one timestamp tick cannot hide.
"""
from __future__ import annotations

import os
import time
from collections import Counter
from typing import TYPE_CHECKING, Any

from .cache import hide_ignored
from .listing import (BUILD_OUTPUT_DIRS, DIR_MARKERS, JAZZY_REPORT, JSDOC_SOURCE_PAGE,
                      PACKAGE_SOURCES, TYPEDOC_ASSETS, listing_reason)
from .rules import (SKIP_DIR_SUFFIXES, SKIP_DIRS, dir_reason, file_reason, hidden_above,
                    kept_by_user, kept_names, utf8_ok)

if TYPE_CHECKING:
    import subprocess

    from .ignorefile import IgnoreFile

# Variables that would point git at some other repository than the one holding ``root``
# (set, for instance, when codesift runs inside a git hook).
_GIT_LOCATION_VARS = frozenset({
    "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX",
})
# Generous: a listing that takes longer than this is broken (a hung fsmonitor hook, say), and
# the scandir walk is the better answer. A walk with a deadline (a search's refresh) gives git
# what is left of it instead, but never less than _GIT_MIN_S: a tiny budget must not keep a
# healthy git (tens of ms, a second on a huge cold tree) from ever answering.
_GIT_TIMEOUT_S = 60.0
_GIT_MIN_S = 1.0
# The skipped folders, handed to git so it does not even list an untracked node_modules or
# venv (measured: 8.1 ms -> 1.4 ms for a repo with 4,900 untracked files there; no cost when
# nothing is untracked). They only filter untracked files; tracked ones are filtered here.
# A name a negation of the user's spells (`!vendor/`) is not handed over: it may be kept.
_GIT_EXCLUDES: dict[str, str] = {
    **{name: f"--exclude={name}/" for name in sorted(SKIP_DIRS)},
    **{suffix: f"--exclude=*{suffix}/" for suffix in SKIP_DIR_SUFFIXES},
}
_GITLINK_MODE = "160000"
_SYMLINK_MODE = "120000"


def git_top(root: str) -> str | None:
    """The folder at or above ``root`` holding a ``.git``, without which git can only fail.

    A few lstats; they spare the failing ``git`` process (~1.3 ms, more than scanning a
    200-file tree) outside git. ``realpath`` because git looks up from the physical folder.
    """
    folder = os.path.realpath(root)
    while True:
        if os.path.lexists(os.path.join(folder, ".git")):
            return folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


class GitTimeout(Exception):
    """git outlasted the deadline the walk was given: there is no listing to answer with, and
    the scandir walk is no stand-in for git's (it would drop tracked files git ignores)."""


def run_git(args: list[str], cwd: str, env: dict[str, str],
            deadline: float | None = None,
            timeout: float = _GIT_TIMEOUT_S) -> subprocess.CompletedProcess[bytes]:
    """``subprocess.run`` of git in a session of its own, capturing its output.

    ``deadline`` (a ``time.monotonic()`` instant) caps the wait at what is left of it (at least
    ``_GIT_MIN_S``) and makes running out ``GitTimeout``; without one, running out past
    ``timeout`` raises ``subprocess.TimeoutExpired`` as ``subprocess.run`` does. Either way git
    and everything it started (a hung fsmonitor hook) are killed: the hook outlived git, and
    each search left one more behind.
    """
    import signal
    import subprocess   # ~1.5 ms: loaded only when git runs, which an unchanged tree skips

    limit = timeout if deadline is None else max(deadline - time.monotonic(), _GIT_MIN_S)
    with subprocess.Popen(args, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          start_new_session=True) as proc:
        try:
            out, err = proc.communicate(timeout=limit)
        except BaseException as exc:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass
            proc.wait()
            if deadline is not None and isinstance(exc, subprocess.TimeoutExpired):
                raise GitTimeout(f"{args[1]} ran past {limit:.1f} s") from None
            raise
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


# ``listing``'s answer when git lists nothing at all under the root: it hides the whole folder
# (a home-directory dotfiles repo ignoring "*", a root inside an ignored folder). The user asked
# for this folder, so the scandir walk is the answer as it is.
HIDES_ALL: tuple[()] = ()


def listing(root: str, top: str, extra: IgnoreFile | None, tree_changed: bool,
            saved: dict[str, Any] | None, deadline: float | None = None,
            ignore_files: list[tuple[str, str]] | None = None,
            ) -> tuple[list[str], dict[str, int], dict[str, Any]] | tuple[()] | None:
    """(files, skipped, what to remember) as git lists ``root``, ``HIDES_ALL``, or None when
    git can't (refused.py then hides what git would).

    ``saved`` is what the last call returned third; it is the answer again when
    ``tree_changed`` is False (no folder under the root changed, and no ignore file) and every
    input git reads hashes as before. Past ``deadline`` (see ``run_git``) git is stopped:
    ``GitTimeout``. ``ignore_files`` are the .ignore and .rgignore files the scandir walk found
    (``Scan.ignore_files``): what they hide of git's listing is left out.
    """
    if not tree_changed and saved is not None and _fingerprint(saved["watch"]) == saved["inputs"]:
        return saved["files"], saved["skipped"], saved
    env = git_env()
    watch = _watched_files(root, top, env, deadline)
    inputs = _fingerprint(watch)   # before the listing: a change during it shows next time
    skipped: Counter[str] = Counter()
    kept = kept_names(extra)
    repos: dict[str, list[str]] = {}
    listed = _ls_files(root, env, skipped, [x for n, x in _GIT_EXCLUDES.items() if n not in kept],
                       deadline, repos)
    if not listed:
        return None if listed is None else HIDES_ALL
    files = _filter_paths(listed, extra, skipped, repos)
    if ignore_files:
        files = hide_ignored(root, files, ignore_files, skipped)
    files.sort()
    part = {"watch": watch, "inputs": inputs, "files": files, "skipped": dict(skipped),
            "repos": repos}
    return files, part["skipped"], part


def git_env() -> dict[str, str]:
    return {key: value for key, value in os.environ.items() if key not in _GIT_LOCATION_VARS}


def _watched_files(root: str, top: str, env: dict[str, str],
                   deadline: float | None = None) -> list[str]:
    """Every file besides the work tree's folders whose content can change git's listing.

    The repository's index, HEAD (``includeIf "onbranch:"``), sparse-checkout patterns,
    configuration and ``info/exclude``; the user's and the system's configuration files where
    git looks for them (present or not: creating one counts); every configuration file git
    actually read (includes among them) and the excludes file it names, as ``git config``
    reports them; the .gitignore files between the repository's top and the root.
    """
    gitdir, common = git_dirs(top)
    xdg = env.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    paths = {
        os.path.join(gitdir, "index"), os.path.join(gitdir, "HEAD"),
        os.path.join(gitdir, "config.worktree"), os.path.join(gitdir, "info", "sparse-checkout"),
        os.path.join(common, "config"), os.path.join(common, "info", "exclude"),
        os.path.join(os.path.expanduser("~"), ".gitconfig"), os.path.join(xdg, "git", "config"),
        os.path.join(xdg, "git", "ignore"), "/etc/gitconfig",
        *(env[var] for var in ("GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM") if env.get(var)),
    }
    paths.update(_config_files(root, env, deadline))
    folder = os.path.realpath(root)
    while folder != top and folder != os.path.dirname(folder):
        folder = os.path.dirname(folder)
        paths.add(os.path.join(folder, ".gitignore"))
    return sorted(paths)


def _config_files(root: str, env: dict[str, str], deadline: float | None = None) -> list[str]:
    """The configuration files git read for ``root`` and the excludes file they name."""
    import subprocess

    try:
        proc = run_git(["git", "config", "-z", "--list", "--show-origin"], root, env, deadline)
    except (OSError, subprocess.SubprocessError):
        return []
    found: list[str] = []
    fields = os.fsdecode(proc.stdout).split("\0")
    for origin, entry in zip(fields[::2], fields[1::2]):
        if origin.startswith("file:"):
            found.append(os.path.join(root, origin[5:]))
        key, _, value = entry.partition("\n")
        if key.lower() == "core.excludesfile" and value:
            found.append(os.path.join(root, os.path.expanduser(value)))
    return found


def git_dirs(top: str) -> tuple[str, str]:
    """The work tree ``top``'s own git folder and the repository's shared one (the main work
    tree's for a linked worktree; the same folder otherwise). `.git` is a file naming the
    folder, "gitdir: <path>", in a linked worktree or a submodule."""
    gitdir = os.path.join(top, ".git")
    if os.path.isfile(gitdir):
        gitdir = os.path.join(top, _read_text(gitdir).removeprefix("gitdir:").strip())
    return gitdir, os.path.join(gitdir, _read_text(os.path.join(gitdir, "commondir")).strip())


def _read_text(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return fh.read()
    except OSError:
        return ""


def _fingerprint(paths: list[str]) -> list[Any]:
    """The content hash of each file (None when it is missing or unreadable) and git's
    environment."""
    import xxhash

    hashes: list[Any] = []
    for path in paths:
        try:
            with open(path, "rb") as fh:
                hashes.append(xxhash.xxh3_128_digest(fh.read()))
        except OSError:
            hashes.append(None)
    env = sorted((k, v) for k, v in os.environ.items()
                 if k.startswith("GIT_") or k in ("HOME", "XDG_CONFIG_HOME"))
    return [hashes, env]


def _ls_files(root: str, env: dict[str, str], skipped: Counter[str],
              excludes: list[str], deadline: float | None = None,
              repos: dict[str, list[str]] | None = None) -> list[str] | None:
    """Root-relative files git would show (tracked + untracked-not-ignored), or None if git can't
    (none: it hides the whole folder). ``repos`` gets the folders of submodules and nested
    repositories, whose files git does not list, under ``submodule`` and ``nested_repo``.

    One call gives everything: ``-t`` tags each entry (``S`` = outside a sparse checkout,
    ``?`` = untracked) and ``-s`` gives tracked entries their mode, which tells submodules
    (gitlinks) and symlinks apart without a stat. ``-z`` keeps names raw whatever
    ``core.quotePath`` says. Tracked files deleted from the work tree are still listed: dropping
    them takes ``--deleted``, which lstats every file inside git and measured +23 ms (2.3x the
    listing) on 15k files, while the refresher's own lstat already reports them as vanished.
    """
    cmd = ["git", "ls-files", "-z", "-t", "-s", "--cached", "--others", "--exclude-standard",
           *excludes]
    import subprocess

    try:
        proc = run_git(cmd, root, env, deadline)
    except (OSError, subprocess.SubprocessError):  # no git, root missing, hung (no deadline)
        return None
    if proc.returncode != 0:  # not a work tree, unsafe ownership, ...
        return None
    if not proc.stdout:   # see HIDES_ALL
        return []
    tracked: list[str] = []
    paths: list[str] = []
    # Names as the OS decodes them, as the scandir walk gets them: UTF-8 ones under a locale
    # that is not (LC_ALL=C, PYTHONUTF8=0) could not be stat'ed (UnicodeEncodeError).
    for entry in os.fsdecode(proc.stdout).split("\0"):
        if not entry:
            continue
        tag, rest = entry[0], entry[2:]
        if tag == "?":
            if rest.endswith("/"):  # an untracked folder git won't enter: a nested repository
                skipped["nested_repo"] += 1
                if repos is not None:
                    repos.setdefault("nested_repo", []).append(rest.rstrip("/"))
            else:
                paths.append(rest)
            continue
        meta, _, path = rest.partition("\t")  # "<mode> <object> <stage>\t<path>"
        if tag == "S":
            skipped["sparse"] += 1
        elif meta.startswith(_GITLINK_MODE):
            skipped["submodule"] += 1
            if repos is not None:
                repos.setdefault("submodule", []).append(path)
        elif meta.startswith(_SYMLINK_MODE):
            skipped["symlink"] += 1
        else:
            tracked.append(path)
    paths.extend(dict.fromkeys(tracked))  # unmerged paths come once per stage
    return paths


def _filter_paths(paths: list[str], extra: IgnoreFile | None, skipped: Counter[str],
                  repos: dict[str, list[str]] | None = None) -> list[str]:
    """Apply the folder and file rules to a flat listing, deciding each folder once. The
    folders in ``repos`` the rules drop are dropped from it too: a submodule in `vendor/` or
    one the ignore setting names was never meant to be searched, so no answer mentions it."""
    # The only child names the folder rules look at (a package's source only in a folder named
    # like build output, JSDoc's and Jazzy's pages and TypeDoc's assets anywhere); collected in
    # one pass over the listing.
    watched = {*DIR_MARKERS, "__init__.py", "index.html", JAZZY_REPORT, *TYPEDOC_ASSETS}
    children: dict[str, set[str]] = {}
    for path in paths:
        folder, _, name = path.rpartition("/")
        if name in watched or name.endswith(JSDOC_SOURCE_PAGE) \
                or name.endswith(PACKAGE_SOURCES) and folder.rpartition("/")[2] in BUILD_OUTPUT_DIRS:
            children.setdefault(folder, set()).add(name)

    pruned: dict[str, bool] = {"": False}  # folder -> skipped (itself or an ancestor)
    files: list[str] = []
    for path in paths:
        folder, _, name = path.rpartition("/")
        if hidden_above(folder, pruned,
                        lambda f: _folder_skipped(f, children, extra, skipped)):
            continue
        if not utf8_ok(path):
            skipped["undecodable_name"] += 1
            continue
        reason = file_reason(name)
        if reason is None and extra is not None and extra.ignores(path, False):
            reason = "extra_ignore"
        if reason is not None:
            skipped[reason] += 1
        else:
            files.append(path)
    # A repository's folder and those above it are judged as a file's are, with a throwaway
    # count: what the rules drop of one is already counted as that repository (``skipped``).
    for reason, folders in list(repos.items()) if repos else ():
        repos[reason] = [f for f in folders if not hidden_above(
            f, pruned, lambda g: _folder_skipped(g, children, extra, Counter()))]
    return files


def _folder_skipped(folder: str, children: dict[str, set[str]], extra: IgnoreFile | None,
                    skipped: Counter[str]) -> bool:
    """Whether the skip rules or the user's patterns drop ``folder`` (counted in ``skipped``),
    as the scandir walk would drop it, its parent kept."""
    name = folder.rpartition("/")[2]
    reason = dir_reason(name) or listing_reason(folder, children.get(folder, ()))
    if reason is not None and kept_by_user(extra, folder):
        reason = None
    if reason is None and extra is not None and extra.ignores(folder, True):
        reason = "extra_ignore"
    if reason is not None:
        skipped[reason] += 1
    return reason is not None
