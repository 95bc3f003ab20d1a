"""`codesift index`, `status` and `clean` (cli_index.py) through real subprocesses."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from conftest import assert_error, write_repo


def test_index_prints_files_chunks_and_time(run_cli, repo: Path) -> None:
    res = run_cli("index", str(repo))
    assert res.code == 0, res.err
    m = re.search(r"(\d+) files, (\d+) chunks in (\d+(?:\.\d+)?)s", res.out)
    assert m, res.out
    assert int(m[1]) == 10 and int(m[2]) > 10
    again = run_cli("index", "--root", str(repo), "--json")
    body = json.loads(again.out)
    assert (body["files"], body["chunks"]) == (10, int(m[2]))
    assert body["refresh"]["added"] == body["refresh"]["changed"] == 0


def test_code_written_after_a_search_is_found_by_the_next_one(run_cli, repo: Path) -> None:
    # The default refresh interval was 2 s: an agent that searched, wrote a function and
    # searched for it at once got unrelated hits and no note (8 of 30 in the lifecycle QA).
    assert run_cli("search", "TokenBucket", "--root", str(repo)).code == 0
    with open(repo / "src" / "ratelimit" / "bucket.py", "a") as fh:
        fh.write("\n\ndef freshly_written_helper():\n    return 1\n")
    time.sleep(0.6)   # an agent's next call comes seconds later; the interval is 0.5 s
    res = run_cli("search", "freshly_written_helper", "--root", str(repo), "--json")
    assert json.loads(res.out)["hits"][0]["symbol"] == "freshly_written_helper"


def test_status_reports_the_index(run_cli, repo: Path, tmp_path: Path) -> None:
    run_cli("index", str(repo))
    res = run_cli("status", "--root", str(repo))
    assert res.code == 0, res.err
    assert "files:" in res.out and "10" in res.out and "chunks:" in res.out
    assert "python" in res.out and str(tmp_path / "index") in res.out and "MB" in res.out
    body = json.loads(run_cli("status", "--root", str(repo), "--json").out)
    assert body["root"] == str(repo.resolve()) and body["files"] == 10
    assert body["languages"]["python"] == 3 and body["index_path"] == str(tmp_path / "index")
    assert body["last_refresh"]["mode"] == "full" and body["index_bytes"] > 0


def test_status_says_what_was_skipped_and_why(run_cli, repo: Path) -> None:
    # The JSON had the skip reasons; the text did not, and an agent asking why `logo.png`
    # is in no answer had nowhere to look.
    (repo / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(64))
    (repo / "empty.py").write_text("")
    assert run_cli("index", str(repo)).code == 0
    res = run_cli("status", "--root", str(repo))
    skipped = json.loads(run_cli("status", "--root", str(repo), "--json").out)[
        "last_refresh"]["skipped"]
    assert skipped.get("media") and skipped.get("empty"), skipped
    line = next((ln for ln in res.out.splitlines() if ln.startswith("skipped:")), res.out)
    assert f"media {skipped['media']}" in line and f"empty {skipped['empty']}" in line, line


def test_two_different_roots_are_an_error(run_cli, repo: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    assert "two roots" in assert_error(run_cli("index", str(repo), "--root", str(other)),
                                       "INVALID_ARGUMENT")
    assert run_cli("index", str(repo), "--root", str(repo)).code == 0   # the same one twice


def test_status_of_a_never_indexed_root_creates_nothing(run_cli, repo: Path,
                                                        tmp_path: Path) -> None:
    body = json.loads(run_cli("status", "--root", str(repo), "--json").out)
    assert (body["files"], body["chunks"], body["last_refresh"]) == (0, 0, None)
    text = run_cli("status", "--root", str(repo)).out
    assert "(not created yet)" in text and "refresh:  never" in text
    assert not (tmp_path / "index").exists()


def test_status_of_an_index_dir_that_is_a_file_is_an_error(run_cli, repo: Path,
                                                         tmp_path: Path) -> None:
    # It said "(not created yet)", exit 0, where search and index refuse the same folder.
    (tmp_path / "afile").write_text("x")
    line = assert_error(run_cli("status", "--root", str(repo), "--index-dir",
                                str(tmp_path / "afile")), "INDEX_DIR_UNWRITABLE")
    assert "is a file" in line
    # search and index said "File exists", which reads as if all were well.
    for args in (("search", "x"), ("index",)):
        line = assert_error(run_cli(*args, "--root", str(repo), "--index-dir",
                                    str(tmp_path / "afile")), "INDEX_DIR_UNWRITABLE")
        assert line.endswith("it is a file, not a folder"), line


def test_a_folder_that_is_no_index_is_never_emptied(run_cli, repo: Path, tmp_path: Path) -> None:
    # `--index-dir ~/work` (or `index_dir = "."` in codesift.toml) once wiped the folder as a
    # damaged index, the repository's .git included; `clean` removed any folder it was given.
    victim = tmp_path / "work"
    victim.mkdir()
    (victim / "notes.txt").write_text("precious")
    for args in (["search", "x", "--root", str(repo)], ["index", str(repo)],
                 ["clean", "--root", str(repo)]):
        line = assert_error(run_cli(*args, "--index-dir", str(victim)), "INDEX_DIR_NOT_EMPTY")
        assert "notes.txt" in line
    assert sorted(p.name for p in victim.iterdir()) == ["notes.txt"]
    (repo / "codesift.toml").write_text('index_dir = "."\n')
    before = sorted(p.name for p in repo.iterdir())
    assert_error(run_cli("search", "x", "--root", str(repo), env={"CODESIFT_INDEX_DIR": None}),
                 "INDEX_DIR_NOT_EMPTY")
    assert sorted(p.name for p in repo.iterdir()) == before


def test_clean_removes_the_index(run_cli, repo: Path, tmp_path: Path) -> None:
    run_cli("index", str(repo))
    assert (tmp_path / "index").is_dir()
    res = run_cli("clean", "--root", str(repo))
    assert res.code == 0 and "removed" in res.out
    assert not (tmp_path / "index").exists()
    again = run_cli("clean", "--root", str(repo))
    assert again.code == 0 and "no index" in again.out


def test_clean_removes_the_index_under_a_malformed_config_file(run_cli, repo: Path,
                                                                tmp_path: Path) -> None:
    """`clean` refused to run under a broken codesift.toml (`budget = = 3`), the one command a
    user reaches for to start over; it cleans without that file's settings, saying so in one
    line, and every other command still refuses with INVALID_CONFIG."""
    default = {"CODESIFT_INDEX_DIR": None}   # the cache's folder, named by no setting
    assert run_cli("index", str(repo), env=default).code == 0
    (folder,) = (tmp_path / "cache" / "codesift").glob(f"{repo.name}-*")
    (repo / "codesift.toml").write_text("budget = = 3\n")
    for args in (["search", "x"], ["status"], ["outline", "src/jobs/scheduler.py"], ["index"]):
        assert_error(run_cli(*args, "--root", str(repo), env=default), "INVALID_CONFIG")
    res = run_cli("clean", "--root", str(repo), env=default)
    assert res.code == 0 and res.out == f"removed {folder}\n", (res.out, res.err)
    (warning,) = res.err.splitlines()
    assert warning.startswith(f"codesift: warning: {repo / 'codesift.toml'}: ") and (
        "cleaning without that file's settings" in warning)
    assert not folder.exists()
    # A bad variable is the caller's to fix, and still refused.
    assert_error(run_cli("clean", "--root", str(repo), env={"CODESIFT_LIMIT": "0"}),
                 "INVALID_CONFIG")


def _root_folders(tmp_path: Path, root: Path, count: int = 3) -> list[Path]:
    """``root``'s default index folders of this version, the one before (``-s<N-1>``) and the
    unversioned name (the first ``count``), each built by `codesift index` with that folder
    as its index_dir."""
    import xxhash

    from codesift.store import SCHEMA_VERSION

    stem = f"{root.name}-{xxhash.xxh3_64_hexdigest(str(root.resolve()).encode())}"
    cache = tmp_path / "cache" / "codesift"
    folders = [cache / f"{stem}-s{SCHEMA_VERSION}", cache / f"{stem}-s{SCHEMA_VERSION - 1}",
               cache / stem][:count]
    for folder in folders:
        assert subprocess.run([sys.executable, "-m", "codesift", "index", str(root), "--index-dir",
                               str(folder)], capture_output=True).returncode == 0
    return folders


def test_clean_removes_every_index_of_a_root_even_one_that_no_longer_exists(
        run_cli, tmp_path: Path) -> None:
    """A QA pass: the index of a deleted or moved repository could only be removed by finding
    its folder by hand (`clean --root` of it was INVALID_ROOT), and `clean` of a root left its
    folders of other schema versions and earlier names behind."""
    cache = {"CODESIFT_INDEX_DIR": None}
    kept = write_repo(tmp_path / "kept", {"a.py": "def kept_fn():\n    pass\n"})
    gone = write_repo(tmp_path / "gone" / "proj", {"a.py": "def gone_fn():\n    pass\n"})
    kept_folders, gone_folders = _root_folders(tmp_path, kept), _root_folders(tmp_path, gone)
    res = run_cli("clean", "--root", str(kept), "--json", env=cache)
    body = json.loads(res.out)
    assert res.code == 0 and body["removed"] and body["index_path"] == str(kept_folders[0])
    assert sorted(body["also_removed"]) == sorted(map(str, kept_folders[1:]))
    assert not any(f.exists() for f in kept_folders) and all(f.is_dir() for f in gone_folders)

    import shutil
    shutil.rmtree(tmp_path / "gone")
    res = run_cli("clean", "--root", str(gone), env=cache)
    assert res.code == 0, res.err
    assert res.out.splitlines()[0] == f"removed {gone_folders[0]}"
    assert not any(f.exists() for f in gone_folders)
    assert run_cli("clean", "--root", str(gone), env=cache).out == f"no index at {gone_folders[0]}\n"


def test_clean_stale_lists_and_removes_indexes_no_one_uses(run_cli, tmp_path: Path) -> None:
    """`clean --stale`: an index whose root no longer exists, and one of another schema version
    no process has written for STALE_DAYS days, are stale; one of another version in use
    lately, this version's of a root that exists, and any whose writer lock is held, are not."""
    from codesift.writelock import WriteLock
    from codesift.prune import STALE_DAYS
    from codesift.store import SCHEMA_VERSION

    cache = {"CODESIFT_INDEX_DIR": None}
    live = write_repo(tmp_path / "live", {"a.py": "def live_fn():\n    pass\n"})
    gone = write_repo(tmp_path / "gone" / "proj", {"a.py": "def gone_fn():\n    pass\n"})
    held = write_repo(tmp_path / "held" / "proj", {"a.py": "def held_fn():\n    pass\n"})
    current, older, unversioned = _root_folders(tmp_path, live)
    [gone_folder], [held_folder] = _root_folders(tmp_path, gone, 1), _root_folders(tmp_path, held, 1)
    long_ago = time.time() - (STALE_DAYS + 10) * 86_400
    for folder, schema, when in ((older, SCHEMA_VERSION - 1, long_ago),
                                 (unversioned, SCHEMA_VERSION - 7, None)):
        meta = folder / "meta.json"   # as that version wrote it
        meta.write_text(json.dumps({**json.loads(meta.read_text()), "schema": schema}))
        if when is not None:
            for path in [folder, *folder.iterdir()]:
                os.utime(path, (when, when), follow_symlinks=False)
    import shutil
    shutil.rmtree(tmp_path / "gone")
    shutil.rmtree(tmp_path / "held")

    listed = run_cli("clean", "--stale", "--list", "--json", env=cache)
    assert listed.code == 0, listed.err
    stale = {e["index_path"]: e for e in json.loads(listed.out)["stale"]}
    assert set(stale) == {str(older), str(gone_folder), str(held_folder)}
    assert stale[str(older)]["why"] == f"schema version {SCHEMA_VERSION - 1}, unused for {STALE_DAYS + 10} days"
    assert stale[str(gone_folder)]["why"] == f"root {gone.resolve()} no longer exists"
    assert not any(e["removed"] for e in stale.values()) and older.is_dir()
    with WriteLock(str(held_folder), wait=False) as got:   # a process using it meanwhile
        assert got
        res = run_cli("clean", "--stale", env=cache)
    assert res.code == 0, res.err
    assert sorted(res.out.splitlines()) == sorted([
        f"removed {older}  (schema version {SCHEMA_VERSION - 1}, unused for {STALE_DAYS + 10} days)",
        f"removed {gone_folder}  (root {gone.resolve()} no longer exists)"])
    assert not older.exists() and not gone_folder.exists()
    assert current.is_dir() and unversioned.is_dir() and held_folder.is_dir()
    assert run_cli("clean", "--stale", env=cache).out.startswith(f"removed {held_folder}")
    assert run_cli("clean", "--stale", env=cache).out == f"no stale index under {tmp_path / 'cache' / 'codesift'}\n"
    assert_error(run_cli("clean", "--list"), "INVALID_ARGUMENT")


def test_default_index_lives_in_the_cache_dir_not_the_repo(run_cli, repo: Path,
                                                           tmp_path: Path) -> None:
    res = run_cli("index", str(repo), env={"CODESIFT_INDEX_DIR": None})
    assert res.code == 0
    made = [p for p in (tmp_path / "cache" / "codesift").iterdir() if p.is_dir()]
    assert len(made) == 1 and (made[0] / "meta.json").is_file()
    status = json.loads(run_cli("status", "--root", str(repo), "--json",
                                env={"CODESIFT_INDEX_DIR": None}).out)
    assert status["index_path"] == str(made[0])
    porcelain = subprocess.run(["git", "status", "--porcelain"], cwd=repo, capture_output=True,
                               text=True, check=True).stdout
    assert porcelain == ""


def test_a_relative_xdg_cache_home_is_ignored(run_cli, repo: Path, tmp_path: Path) -> None:
    """The XDG spec calls a relative $XDG_CACHE_HOME invalid, to be ignored: taken as is, it put
    the index in whatever folder the command ran in (the repository itself, a second full
    index from each subfolder), where `clean` and `status` run elsewhere did not find it."""
    home = tmp_path / "home"
    home.mkdir()
    env = {"CODESIFT_INDEX_DIR": None, "XDG_CACHE_HOME": "cache", "HOME": str(home)}
    for cwd in (repo, repo / "src"):
        res = run_cli("status", "--json", "--root", str(repo), env=env, cwd=cwd)
        assert res.code == 0, res.err
        path = Path(json.loads(res.out)["index_path"])
        assert path.parent == home / ".cache" / "codesift", path
    assert run_cli("index", str(repo), env=env, cwd=repo).code == 0
    assert not (repo / "cache").exists()


def test_indexing_a_subfolder_says_a_search_there_uses_the_repository(run_cli, repo: Path) -> None:
    # `index .` in src/ built src/'s own index while `search` there built the repository's:
    # a second build nobody was told about.
    sub = repo / "src"
    res = run_cli("index", ".", cwd=sub)
    assert res.code == 0, res.err
    assert f"{sub.resolve()} is a folder of the repository {repo.resolve()}" in res.err
    assert "codesift: note:" not in run_cli("index", cwd=sub).err
    assert "codesift: note:" not in run_cli("index", str(repo)).err
    assert run_cli("index", ".", "--json", cwd=sub).err == ""
