""".gitignore files as git reads them: the scandir walk against ``git ls-files`` on the same tree.

Real files in tmp_path, real git; nothing mocked. Outside a work tree the scandir walk is the
listing; inside one it is what tells whether git's last listing still holds, so a folder it
wrongly takes as ignored hides the files added there later.
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from codesift.walk import cache as walkcache
from codesift.walk import walk
from codesift.walk.ignorefile import IgnoreFile
from conftest import write_file as write

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
pytestmark = [needs_git, pytest.mark.usefixtures("isolated_git")]

# Names none of codesift's own rules skip, so its answer and git's can be compared whole.
TREE = [
    "a.py", "b.log", "keep.log", "logs/x.log", "logs/keep.log", "logs/sub/keep.log",
    "doc/frotz/a.py", "a/doc/frotz/b.py", "foo/bar/c.py", "foo/x/bar/d.py", "bar/e.py",
    "abc/def.py", "abc.py", "Abc/g.py", "CamelCase.PY", "x/y/z/w.py", "x/y/q.py", "x/y/r.txt",
    "deep/1/2/3.py", "keep/in.py", "keep/out.txt", "a[1].py", "tab.py",
    "\u00e9t\u00e9/y.py", "caf\u00e9.py", "na\u00efve.py",
]

CASES = {
    "whitelist": {".gitignore": b"*\n!*/\n!*.py\n"},
    "whitelist_nested": {"x/.gitignore": b"*\n!*/\n!*.txt\n"},
    "negated_dir_star": {".gitignore": b"/x/*\n!/x/y\n/x/y/*\n!/x/y/q.py\n"},
    "double_star_keep": {".gitignore": b"logs/**\n!logs/**/keep.log\n"},
    "triple_star": {".gitignore": b"***/w.py\n"},
    "posix_class": {".gitignore": b"[[:upper:]]*\n"},
    "reversed_range": {".gitignore": b"[z-a].py\n*.log\n"},
    "unclosed_class": {".gitignore": b"[abc\n*.log\n"},
    "byte_order_mark": {".gitignore": b"\xef\xbb\xbf*.log\n"},
    "crlf": {".gitignore": b"*.log\r\nabc/\r\n"},
    "trailing_tab": {".gitignore": b"tab.py\t\n"},
    "dir_only_any_depth": {".gitignore": b"**/y/\nfrotz/\n"},
    "reinclude_under_excluded_dir": {".gitignore": b"logs/\n!logs/keep.log\n"},
    # git matches bytes: `?` is one byte of a two-byte letter, a class lists bytes, and a
    # Latin-1 line names no UTF-8 file.
    "byte_wildcards": {".gitignore": "?t?/\ncaf??.py\nna[\u00ef]ve.py\n".encode()},
    "latin1_line": {".gitignore": b"caf\xe9.py\n"},
    # Names, paths and "*.ext" are looked up by key, not matched as regexes: the last matching
    # line still decides, whichever way each was found.
    "keyed_lines": {".gitignore": b"*.log\n!keep.log\nlogs/sub/keep.log\nabc.py\n/bar\n"
                                  b"x/y/q.py\n!x/y/q.py\nlogs/**/keep.log\n!logs/sub/keep.log\n"
                                  b"frotz/\n*.PY\n**/y/*.txt\ny/\n*e.py\n!a[1].py\na[1].py\n"},
    "keyed_then_glob": {".gitignore": b"keep/in.py\n!keep/*\nd.py\n!**/bar/d.py\ne.py\n!b*/e.py\n"},
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_scan_walk_ignores_what_git_ignores(tmp_path: Path, case: str) -> None:
    repo = tmp_path / "repo"
    for rel in TREE:
        write(repo, rel)
    for rel, text in CASES[case].items():
        write(repo, rel, text)
    scanned = walk(str(repo))
    assert scanned.git is False
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    listed = subprocess.run(["git", "ls-files", "-z", "--others", "--exclude-standard"],
                            cwd=repo, check=True, capture_output=True).stdout
    assert scanned.files == sorted(name for name in listed.decode().split("\0") if name)


def test_a_file_added_where_a_negation_keeps_folders_is_listed(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """``*`` then ``!*/``: git enters every folder; the walk must watch them all to see a new
    file there (it took them as ignored, never looked again, and reused git's old answer)."""
    monkeypatch.setattr(walkcache, "RACY_NS", 0)   # a settled tree: the cache is trusted
    repo = tmp_path / "repo"
    write(repo, ".gitignore", b"*\n!*/\n!*.py\n")
    write(repo, "top.py")
    write(repo, "sub/a.py")
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    cache = str(tmp_path / "walk.cache")
    assert walk(str(repo), cache=cache).files == ["sub/a.py", "top.py"]
    write(repo, "sub/new.py")
    assert walk(str(repo), cache=cache).files == ["sub/a.py", "sub/new.py", "top.py"]


def test_a_file_added_in_a_folder_named_in_other_letters_is_listed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``?t?/`` hides no folder ``\u00e9t\u00e9/`` from git (its ``?`` is one byte, and
    ``\u00e9`` is two): the walk, matching letters, took it as ignored and never saw a file
    added there."""
    monkeypatch.setattr(walkcache, "RACY_NS", 0)   # a settled tree: the cache is trusted
    repo = tmp_path / "repo"
    write(repo, ".gitignore", b"?t?/\n")
    write(repo, "\u00e9t\u00e9/a.py")
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    cache = str(tmp_path / "walk.cache")
    assert walk(str(repo), cache=cache).files == [".gitignore", "\u00e9t\u00e9/a.py"]
    write(repo, "\u00e9t\u00e9/new.py")
    assert walk(str(repo), cache=cache).files == [".gitignore", "\u00e9t\u00e9/a.py",
                                                  "\u00e9t\u00e9/new.py"]


@pytest.mark.parametrize("patterns", [
    ["*", "!*/", "!*.py"],            # a whitelist: every folder kept was pruned
    ["/*", "!/x/"],
    ["logs/*", "!logs/keep.log", "*.txt"],
    ["x/**", "!x/y/", "x/y/*", "!x/y/q.py"],
])
def test_the_ignore_setting_reads_as_git_reads_an_excludes_file(tmp_path: Path,
                                                                patterns: list[str]) -> None:
    """The user's ``ignore`` patterns went through pathspec's GitIgnoreSpec, whose parent-folder
    rule beat a later negation: ``["*", "!*/", "!*.py"]`` kept nothing in either mode."""
    repo = tmp_path / "repo"
    for rel in TREE:
        write(repo, rel)
    scanned = walk(str(repo), patterns)
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    (tmp_path / "exclude").write_text("\n".join(patterns) + "\n")
    listed = subprocess.run(["git", "ls-files", "-z", "--others", "--exclude-standard",
                             f"--exclude-from={tmp_path / 'exclude'}"],
                            cwd=repo, check=True, capture_output=True).stdout
    expected = sorted(name for name in listed.decode().split("\0") if name)
    assert scanned.git is False and scanned.files == expected
    in_git = walk(str(repo), patterns)
    assert in_git.git is True and in_git.files == expected


def test_a_work_tree_git_refuses_hides_what_git_would(tmp_path: Path, isolated_git: Path) -> None:
    """When ``git ls-files`` fails in a work tree (another user's repository: "dubious
    ownership"; here a damaged index), the scandir walk answered alone and indexed what git
    hides beyond the .gitignore files it reads: ``info/exclude``, the user's excludes file,
    a .gitignore above the root, a nested repository's files."""
    top = tmp_path / "repo"
    write(top, "sub/.gitignore", b"")
    for rel in ("sub/a.py", "sub/local_secret.py", "sub/trace.log", "sub/gen/g.py",
                "sub/vendored/v.py", "sub/keep.txt"):
        write(top, rel)
    subprocess.run(["git", "init", "-q"], cwd=top, check=True)
    subprocess.run(["git", "init", "-q"], cwd=top / "sub" / "vendored", check=True)
    write(top, ".gitignore", b"/sub/gen/\n")
    write(top, ".git/info/exclude", b"local_secret.py\n")
    write(tmp_path, "global-ignore", b"*.log\n")
    isolated_git.write_text(f"[core]\n\texcludesFile = {tmp_path / 'global-ignore'}\n")
    root = str(top / "sub")
    assert walk(root).files == [".gitignore", "a.py", "keep.txt"]   # git lists it
    (top / ".git" / "index").write_bytes(b"not an index")
    refused = walk(root)
    assert refused.git is False
    assert refused.files == [".gitignore", "a.py", "keep.txt"]
    assert refused.skipped["gitignore"] == 3 and refused.skipped["nested_repo"] == 1


def test_a_refused_work_tree_with_folders_1200_deep_is_searched(tmp_path: Path, isolated_git: Path,
                                                                 run_cli) -> None:
    """The check for a nested repository recursed once per folder level: in a work tree git
    refuses to list, a file 1,200 folders deep made every ``search`` and ``index`` fail with
    ``error[INTERNAL]: RecursionError``."""
    top = tmp_path / "repo"
    top.mkdir()
    chain = [top / "d"]
    for _ in range(1199):   # pathlib's mkdir(parents=True) recurses as deep itself
        chain.append(chain[-1] / "d")
    for folder in chain:
        folder.mkdir()
    (chain[-1] / "deep.py").write_text("def deep_refused():\n    pass\n")
    try:
        subprocess.run(["git", "init", "-q"], cwd=top, check=True)
        (top / ".git" / "index").write_bytes(b"not an index")
        res = run_cli("search", "deep_refused", "--root", str(top))
        assert res.code == 0 and "deep.py:1  function deep_refused()" in res.out, res.err
    finally:   # shutil.rmtree and pytest's cleanup of old temp folders recurse as deep
        (chain[-1] / "deep.py").unlink()
        for folder in reversed(chain):
            folder.rmdir()


@pytest.mark.timeout(120)
def test_a_pattern_of_many_stars_is_matched_without_backtracking(tmp_path: Path) -> None:
    """A .gitignore is the repository's text and the walk runs before every search:
    ``*a*a*…*b`` against a 40-letter name backtracked for hours (pathspec's regex did too, and
    git's own wildmatch takes as long on this one); the walk now answers at once (the timeout
    only guards the suite)."""
    repo = tmp_path / "repo"
    write(repo, ".gitignore", ("*a" * 16 + "*b\n" + "**/a/" * 14 + "b\n").encode())
    write(repo, "a" * 40 + ".py")
    write(repo, "a" * 39 + "b")
    write(repo, "a/" * 30 + "c.py")
    assert walk(str(repo)).files == [".gitignore", "a/" * 30 + "c.py", "a" * 40 + ".py"]


def test_a_gitignore_of_100000_lines_is_walked_in_a_moment(tmp_path: Path) -> None:
    """A QA pass: a 100,000-line .gitignore took ~8 s to compile (a regex a line, and two of
    them all) and ~1 ms a path to match, on every walk that lists a folder. Names, paths and
    `*.ext` are now looked up by key; the walk takes well under a second."""
    repo = tmp_path / "repo"
    lines = []
    for i in range(100_000):
        lines.append(("build_{i}/", "*.ext{i}", "/generated/file_{i}.txt", "cache_{i}",
                      "docs/**/tmp{i}.md")[i % 5].format(i=i))
    lines += ["cache_7", "!docs/**/tmp4.md"]
    write(repo, ".gitignore", ("\n".join(lines) + "\n").encode())
    for i in range(10):
        write(repo, f"src/mod{i}.py")
    for rel in ("cache_3", "a.ext1", "generated/file_2.txt", "docs/x/tmp9.md", "docs/tmp4.md",
                "build_0/a.py", "build_1/a.py", "b.ext10"):
        write(repo, rel)
    files = walk(str(repo)).files
    assert files == [".gitignore", "b.ext10", "build_1/a.py", "docs/tmp4.md",
                     *(f"src/mod{i}.py" for i in range(10))]
    # Not timed (a shared machine's clock proves nothing): every line is found by its key, so
    # no line joins the combined regexes, and matching compiles only the lines a path met.
    spec = IgnoreFile.parse((repo / ".gitignore").read_bytes())
    assert spec._rest == []
    for rel in ("cache_3", "a.ext1", "generated/file_2.txt", "docs/x/tmp9.md", "src/mod1.py"):
        spec.verdict(rel, False)
    assert len(spec._regexes) <= 2
