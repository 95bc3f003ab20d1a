"""The walk cache on real trees and real git repositories: every change a walk must see is
seen, and an unchanged tree is answered from the cache (no folder listed, no git process).

A folder changed within the last 2 s is listed again on every walk (the racy rule), which
would hide whether the cache was used at all; as a ctime cannot be dated back, the rule's
window is 0 here (``settled``) but in the test of the rule itself.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from codesift.walk import cache as walkcache
from codesift.walk import walk
from conftest import write_file as write

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
pytestmark = pytest.mark.usefixtures("isolated_git")


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def git_commit(repo: Path, *paths: str) -> None:
    """Make ``repo`` a work tree with one commit of ``paths`` (every file when none given)."""
    git(repo, "init", "-q")
    git(repo, "add", *(paths or ("-A",)))
    git(repo, "commit", "-qm", "c")


@pytest.fixture(autouse=True)
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every tree here is one nobody is editing: no folder counts as freshly changed."""
    monkeypatch.setattr(walkcache, "RACY_NS", 0)


class Walker:
    """Walks one root with a cache file and checks each answer against a walk without one."""

    def __init__(self, root: Path, cache: Path, ignores: tuple[str, ...] = ()) -> None:
        self.root, self.cache, self.ignores = str(root), str(cache), ignores

    def __call__(self) -> list[str]:
        cached = walk(self.root, self.ignores, cache=self.cache)
        assert cached == walk(self.root, self.ignores)
        return cached.files

    def unchanged(self) -> bool:
        """True when the next walk would list no folder again (the whole answer is cached)."""
        saved = walkcache.load(self.cache, self.root, list(self.ignores))
        scan = walkcache.scan(self.root, None, saved)
        return bool(saved) and not scan.relisted and not scan.changed


def test_every_change_to_the_tree_is_seen(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    for rel in ("a.py", "pkg/b.py", "pkg/sub/c.py", "docs/readme.md"):
        write(root, rel)
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == ["a.py", "docs/readme.md", "pkg/b.py", "pkg/sub/c.py"]
    w()
    assert w.unchanged()
    # A file edited in place changes no folder: the cached answer stands (the refresher's own
    # lstat of the file sees the edit; see the test below).
    write(root, "pkg/sub/c.py", b"x = 2\n")
    assert w.unchanged()
    write(root, "pkg/sub/new.py")                                   # created
    assert w() == ["a.py", "docs/readme.md", "pkg/b.py", "pkg/sub/c.py", "pkg/sub/new.py"]
    (root / "pkg/b.py").unlink()                                    # removed
    assert w() == ["a.py", "docs/readme.md", "pkg/sub/c.py", "pkg/sub/new.py"]
    write(root, "pkg/deep/er/still/d.py")                           # nested folders at once
    assert "pkg/deep/er/still/d.py" in w()
    shutil.rmtree(root / "docs")                                    # a whole folder gone
    assert w() == ["a.py", "pkg/deep/er/still/d.py", "pkg/sub/c.py", "pkg/sub/new.py"]
    os.rename(root / "pkg/sub", root / "pkg/moved")                 # a folder renamed
    assert w() == ["a.py", "pkg/deep/er/still/d.py", "pkg/moved/c.py", "pkg/moved/new.py"]
    write(root, "pkg/moved/logo.png")                               # a skipped file counts
    assert walk(str(root), cache=w.cache).skipped == {"media": 1}
    w()
    assert w.unchanged()


def test_gitignore_edited_in_place_rejudges_every_folder_below(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    write(root, ".gitignore", b"*.log\n")
    for rel in ("a.py", "x.tmp", "pkg/b.py", "pkg/y.tmp", "pkg/deep/z.tmp", "pkg/deep/c.log"):
        write(root, rel)
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == [".gitignore", "a.py", "pkg/b.py", "pkg/deep/z.tmp", "pkg/y.tmp", "x.tmp"]
    assert w.unchanged()
    # Same size, the folder untouched: only the .gitignore's own stat (and content) moved.
    with open(root / ".gitignore", "r+b") as fh:
        fh.write(b"*.tmp\n")
    assert w() == [".gitignore", "a.py", "pkg/b.py", "pkg/deep/c.log"]
    # A .gitignore appearing deeper down is seen through its folder's mtime.
    write(root, "pkg/.gitignore", b"!y.tmp\n")
    assert w() == [".gitignore", "a.py", "pkg/.gitignore", "pkg/b.py", "pkg/deep/c.log", "pkg/y.tmp"]
    (root / "pkg/.gitignore").unlink()
    assert w() == [".gitignore", "a.py", "pkg/b.py", "pkg/deep/c.log"]


def test_ignore_files_edited_added_or_deleted_are_seen(tmp_path: Path) -> None:
    """ripgrep's .ignore and .rgignore are watched as a .gitignore is: by their own stat."""
    root = tmp_path / "repo"
    write(root, ".ignore", b"*.tmp\n")
    for rel in ("a.py", "x.tmp", "pkg/b.py", "pkg/y.tmp", "pkg/deep/c.log"):
        write(root, rel)
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == [".ignore", "a.py", "pkg/b.py", "pkg/deep/c.log"]
    assert w.unchanged()
    with open(root / ".ignore", "r+b") as fh:   # same size, the folder untouched
        fh.write(b"*.log\n")
    assert w() == [".ignore", "a.py", "pkg/b.py", "pkg/y.tmp", "x.tmp"]
    assert w.unchanged()
    # A deeper .rgignore outranks the root's .ignore.
    write(root, "pkg/.rgignore", b"!*.log\n")
    assert w() == [".ignore", "a.py", "pkg/.rgignore", "pkg/b.py", "pkg/deep/c.log", "pkg/y.tmp",
                   "x.tmp"]
    with open(root / "pkg/.rgignore", "r+b") as fh:
        fh.write(b"!*.xyz\n")
    assert w() == [".ignore", "a.py", "pkg/.rgignore", "pkg/b.py", "pkg/y.tmp", "x.tmp"]
    (root / ".ignore").unlink()
    assert w() == ["a.py", "pkg/.rgignore", "pkg/b.py", "pkg/deep/c.log", "pkg/y.tmp", "x.tmp"]
    assert w.unchanged()


@needs_git
def test_an_ignore_file_edited_in_a_work_tree_refilters_what_git_lists(tmp_path: Path) -> None:
    """git's cached answer was filtered by the .ignore files: one edited (no folder moving, and
    here no folder the scan looks at changing its outcome) is a reason to list again."""
    root = tmp_path / "repo"
    write(root, ".gitignore", b"private/\n")
    write(root, ".ignore", b"# none\n")
    write(root, "a.py")
    write(root, "private/t.py")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "add", "-f", "private/t.py")   # tracked in a folder the scan never enters
    git(root, "commit", "-qm", "c")
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == [".gitignore", ".ignore", "a.py", "private/t.py"]
    assert w.unchanged()
    with open(root / ".ignore", "r+b") as fh:
        fh.write(b"t.py\n")
    assert w() == [".gitignore", ".ignore", "a.py"]
    assert walk(w.root, cache=w.cache).skipped == {"ignore_file": 1}
    (root / ".ignore").unlink()   # still listed: git lists a tracked file deleted
    assert w() == [".gitignore", ".ignore", "a.py", "private/t.py"]


def test_folder_rules_that_read_a_listing_follow_it(tmp_path: Path) -> None:
    """``build/`` is a package once it holds ``__init__.py``; a venv marker drops its folder."""
    root = tmp_path / "repo"
    write(root, "build/api.py")
    write(root, "env/lib/x.py")
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == ["env/lib/x.py"]
    write(root, "build/__init__.py")
    write(root, "env/pyvenv.cfg", b"home = /usr\n")
    assert w() == ["build/__init__.py", "build/api.py"]


def test_freshly_changed_folders_are_listed_again_until_they_settle(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The racy rule: a folder changed under 2 s ago may still change within the same
    timestamp tick, so its listing is not trusted by the next walk; an mtime put back does
    not make it settled (its ctime is still fresh)."""
    monkeypatch.setattr(walkcache, "RACY_NS", 2_000_000_000)
    root = tmp_path / "repo"
    write(root, "a.py")
    then = time.time() - 10
    os.utime(root, (then, then))
    w = Walker(root, tmp_path / "walk.cache")
    w()
    assert not w.unchanged()
    monkeypatch.setattr(walkcache, "RACY_NS", 0)   # two seconds later
    w()
    assert w.unchanged()


def test_a_root_given_as_a_symlink_is_watched_through_its_target(tmp_path: Path) -> None:
    real = tmp_path / "real"
    write(real, "a.py")
    link = tmp_path / "link"
    link.symlink_to(real)
    w = Walker(link, tmp_path / "walk.cache")
    assert w() == ["a.py"]
    write(real, "b.py")
    assert w() == ["a.py", "b.py"]


def test_a_cache_for_other_patterns_or_a_damaged_one_is_not_used(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    write(root, "a.py")
    write(root, "gen/b.py")
    cache = tmp_path / "walk.cache"
    assert Walker(root, cache)() == ["a.py", "gen/b.py"]
    assert Walker(root, cache, ("gen/",))() == ["a.py"]
    data = cache.read_bytes()
    cache.write_bytes(data[:-3] + bytes([data[-3] ^ 1]) + data[-2:])   # one bit flipped
    assert walkcache.load(str(cache), str(root), []) == {}
    assert Walker(root, cache)() == ["a.py", "gen/b.py"]
    cache.write_bytes(b"\x00garbage")
    assert Walker(root, cache)() == ["a.py", "gen/b.py"]
    cache.write_bytes(b"")
    assert Walker(root, cache)() == ["a.py", "gen/b.py"]


@needs_git
def test_git_work_tree_unchanged_is_answered_without_git(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "repo"
    write(root, "a.py")
    git_commit(root)
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == ["a.py"]
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin-here"))   # git cannot run any more
    cached = walk(str(root), cache=w.cache)
    assert (cached.files, cached.git) == (["a.py"], True)
    write(root, "b.py")                  # a change: git must run, cannot, and the scan answers
    assert walk(str(root), cache=w.cache).git is False


@needs_git
def test_every_input_of_git_is_watched(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    write(root, "a.py")
    write(root, "pkg/b.py")
    write(root, "pkg/c.tmp")
    git_commit(root, "a.py")
    w = Walker(root, tmp_path / "walk.cache")
    assert w() == ["a.py", "pkg/b.py", "pkg/c.tmp"]
    assert w.unchanged()
    # info/exclude: inside .git, so no folder of the work tree changes.
    write(root, ".git/info/exclude", b"*.tmp\n")
    assert w() == ["a.py", "pkg/b.py"]
    # The excludes file the user's configuration names, created after the first listing.
    excludes = write(tmp_path, "global-ignore", b"")
    write(tmp_path, "gitconfig", f"[core]\n\texcludesFile = {excludes}\n".encode())
    assert w() == ["a.py", "pkg/b.py"]
    excludes.write_bytes(b"b.py\n")
    assert w() == ["a.py"]
    excludes.write_bytes(b"")
    # The index: tracked files stay listed even when ignored; untracking one drops it again.
    write(root, ".git/info/exclude", b"*.tmp\na.py\n")
    assert w() == ["a.py", "pkg/b.py"]
    git(root, "rm", "-q", "--cached", "a.py")
    assert w() == ["pkg/b.py"]
    # The root's .gitignore edited in place.
    write(root, ".gitignore", b"")
    git(root, "add", ".gitignore")
    assert w() == [".gitignore", "pkg/b.py"]
    w()
    assert w.unchanged()
    with open(root / ".gitignore", "r+b") as fh:   # the folder untouched
        fh.write(b"pkg/\n")
    assert w() == [".gitignore"]


@needs_git
def test_root_below_the_top_watches_the_gitignore_files_above(tmp_path: Path) -> None:
    top = tmp_path / "repo"
    write(top, ".gitignore", b"")
    write(top, "sub/a.py")
    write(top, "sub/a.txt")
    git_commit(top, ".gitignore")
    w = Walker(top / "sub", tmp_path / "walk.cache")
    assert w() == ["a.py", "a.txt"]
    (top / ".gitignore").write_bytes(b"*.txt\n")
    assert w() == ["a.py"]


def test_an_edit_that_moves_no_folder_is_still_indexed(tmp_path: Path, make_index) -> None:
    """The walk answers from its cache; the refresher's lstat of the file catches the edit."""
    root = tmp_path / "repo"
    write(root, "pkg/mod.py", b"def before_edit():\n    return 1\n")
    ix = make_index(root)
    ix.refresh()
    ix.refresh()
    write(root, "pkg/mod.py", b"def after_edit():\n    return 2\n")
    os.utime(root / "pkg", (time.time() - 10, time.time() - 10))
    report = ix.refresh()
    assert (report.changed, report.added, report.removed) == (1, 0, 0)
    assert ix.search("after_edit").hits[0].path == "pkg/mod.py"
