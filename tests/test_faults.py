"""Fault tests: kill -9 at random moments, damaged index files, Ctrl-C. Real processes, real
signals, real files; the corpus is generated (CI has no corpora on disk).

``CODESIFT_FAULT_RUNS`` sets the number of kill -9 rounds of the CI test (default 20); the
``slow`` soak test (``CODESIFT_SOAK_RUNS`` rounds, default 100) runs with ``CODESIFT_SLOW=1``.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from codesift import Index
from codesift.store.chunkpool import usable_cpus
from codesift.writelock import WriteLock
from corpus_gen import Corpus, cli_env, codesift, make_corpus

# Many commits per pass, so kills land before, between and inside commits.
FAULT_ENV = {"CODESIFT_COMMIT_INTERVAL": "0.05"}


def run(args: list[str], env: dict[str, str], timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(codesift(*args), env=env, capture_output=True, text=True,
                          timeout=timeout)


def open_index(root: Path, index_dir: Path, **flags: object) -> Index:
    return Index(str(root), flags={"index_dir": str(index_dir), **flags})


def assert_consistent(root: Path, index_dir: Path, corpus: Corpus, docs: int = 5) -> None:
    """The index holds exactly the tree: one row per file, exactly their chunks, no orphan."""
    ix = open_index(root, index_dir, refresh_budget=0)
    try:
        states = ix.read(lambda s: s.file_states(), {})
        assert {p for p in states if p.endswith(".py")} == set(corpus.truth)
        assert len(states) == len(corpus.truth) + docs
        # Both counts, not their equality: a failure says which (None: the store was unreadable).
        counts = ix.read(lambda s: (s.num_docs(), s.stats()["chunks"]), None)
        assert counts is not None and counts[0] == counts[1], counts
        assert ix.status()["complete"] is True
    finally:
        ix.close()


def pairs(truth: dict[str, list[str]]) -> set[tuple[str, str]]:
    return {(path, name) for path, names in truth.items() for name in names}


def kill_rounds(tmp_path: Path, rounds: int, seed: int) -> dict[str, int]:
    """Mutate, index, kill -9 at a random moment, then check: committed state answers
    correctly without refreshing, a new index pass completes, the result matches the tree."""
    rng = random.Random(seed)
    corpus = make_corpus(tmp_path / "repo", files=300, seed=seed)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", **FAULT_ENV)
    # How long a cold pass takes here (in a scratch index), to spread the kills over it.
    scratch = cli_env(tmp_path / "scratch", tmp_path / "cache")
    t0 = time.monotonic()
    assert run(["index", str(corpus.root)], scratch).returncode == 0
    span = time.monotonic() - t0
    shutil.rmtree(tmp_path / "scratch")
    figures = {"rounds": 0, "killed_mid_pass": 0}
    for i in range(rounds):
        before = {p: list(n) for p, n in corpus.truth.items()}
        if i:
            corpus.edit(rng.choice((2, 10, 150)))
            corpus.add(rng.randint(0, 20))
            corpus.delete(rng.randint(0, 10))
            corpus.rename(rng.randint(0, 3))
        proc = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.0, span * 1.1))
        proc.kill()
        _, err = proc.communicate()
        figures["rounds"] += 1
        if proc.returncode == -signal.SIGKILL and (index_dir / "progress.json").exists():
            figures["killed_mid_pass"] += 1
        assert b"Traceback" not in err

        # The last committed state answers, correctly, with no refresh at all.
        rel = rng.choice(sorted(corpus.truth))
        name = corpus.truth[rel][0]
        res = run(["search", name, "--json", "--refresh-budget", "0", "--root", str(corpus.root)], env)
        assert res.returncode in (0, 1) and "Traceback" not in res.stderr, res.stderr
        allowed = pairs(before) | pairs(corpus.truth)
        for hit in json.loads(res.stdout)["hits"]:
            if hit["symbol"].startswith("reconcile_"):
                assert (hit["path"], hit["symbol"]) in allowed, (i, hit)

        # The next pass completes the work, and then every answer is the tree's.
        done = run(["index", str(corpus.root), "--json"], env)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["refresh"]["complete"] is True
        res = run(["search", name, "--json", "--root", str(corpus.root)], env)
        assert res.returncode == 0, res.stderr
        top = [(h["path"], h["symbol"]) for h in json.loads(res.stdout)["hits"]]
        assert (rel, name) in top[:3], (i, name, top[:3])
        assert_consistent(corpus.root, index_dir, corpus)
    return figures


def test_kill_9_at_random_moments_never_breaks_the_index(tmp_path: Path, isolated_env: Path) -> None:
    rounds = int(os.environ.get("CODESIFT_FAULT_RUNS") or 20)
    figures = kill_rounds(tmp_path, rounds, seed=20)
    print(f"\nkill -9 rounds: {figures}")
    assert figures["rounds"] == rounds
    assert figures["killed_mid_pass"] >= 1   # the kills did land inside passes


@pytest.mark.slow
def test_kill_9_soak(tmp_path: Path, isolated_env: Path) -> None:
    rounds = int(os.environ.get("CODESIFT_SOAK_RUNS") or 100)
    figures = kill_rounds(tmp_path, rounds, seed=1234)
    print(f"\nkill -9 soak: {figures}")
    assert figures["rounds"] == rounds


# ---------------------------------------------------------------- damaged files


def _damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "empty":
        path.write_bytes(b"")
    elif how == "half":
        path.write_bytes(data[: len(data) // 2])
    elif how == "garbage":
        path.write_bytes(random.Random(len(data)).randbytes(max(len(data), 64)))


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> tuple[Corpus, Path]:
    """A built index to copy before each damage (built once: the files are what matter)."""
    base = tmp_path_factory.mktemp("pristine")
    corpus = make_corpus(base / "repo", files=60)
    ix = open_index(corpus.root, base / "index")
    ix.refresh()
    ix.close()
    return corpus, base / "index"


def _index_files(index_dir: Path) -> list[str]:
    return sorted(str(p.relative_to(index_dir)) for p in index_dir.rglob("*") if p.is_file())


def _vital(target: str) -> bool:
    """Damage here must be noticed and rebuilt; lock files, the refresh clock and the walk
    cache carry nothing an answer depends on (a garbage refresh.json only costs a refresh, a
    garbage walk.cache a walk that lists every folder), nor does the cache-directory tag."""
    return not (target.endswith(".lock") or target in ("refresh.json", "walk.cache", "CACHEDIR.TAG"))


def test_every_index_file_damaged_in_turn_is_rebuilt_silently(pristine, tmp_path: Path,
                                                              isolated_env: Path) -> None:
    corpus, source = pristine
    rel = sorted(corpus.truth)[7]
    name = corpus.truth[rel][1]
    checked = []
    for target in _index_files(source):
        for how in ("empty", "half", "garbage"):
            index_dir = tmp_path / f"case-{len(checked)}"
            shutil.copytree(source, index_dir)
            _damage(index_dir / target, how)
            ix = open_index(corpus.root, index_dir, min_refresh_interval=0)
            try:
                result = ix.search(name)
                assert (rel, name) == (result.hits[0].path, result.hits[0].symbol), (target, how)
                status = ix.status()
                if _vital(target):
                    assert status["rebuilt"] and status["rebuilt"]["reason"], (target, how)
                assert status["complete"] and status["files"] == len(corpus.truth) + 5
                assert ix.read(lambda s: s.num_docs() == s.stats()["chunks"], False)
            finally:
                ix.close()
            checked.append((target, how))
    targets = {t for t, _ in checked}
    assert {"meta.json", "files.sqlite", "chunks/meta.json", "chunks/.managed.json"} <= targets
    assert any(t.endswith(".store") for t in targets) and any(t.endswith(".idx") for t in targets)


def test_damage_found_only_at_query_time_is_rebuilt_silently(pristine, tmp_path: Path,
                                                             isolated_env: Path) -> None:
    """Garbage inside a segment's doc store passes every open-time check (footers intact) and
    breaks only when a hit's document is read: the search must still answer, rebuilt."""
    corpus, source = pristine
    index_dir = tmp_path / "index"
    shutil.copytree(source, index_dir)
    for store_file in index_dir.glob("chunks/*.store"):
        data = bytearray(store_file.read_bytes())
        for at in range(0, len(data) - 4096, 512):   # every compressed block, footer kept
            data[at:at + 32] = b"\xa5" * 32
        store_file.write_bytes(bytes(data))
    rel = sorted(corpus.truth)[3]
    name = corpus.truth[rel][0]
    env = cli_env(index_dir, tmp_path / "cache")
    res = run(["search", name, "--json", "--root", str(corpus.root)], env)
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    assert json.loads(res.stdout)["hits"][0]["path"] == rel
    status = json.loads(run(["status", "--json", "--root", str(corpus.root)], env).stdout)
    assert "unreadable chunk index" in status["rebuilt"]["reason"]


@pytest.mark.parametrize("suffix", [".store", ".term"])
def test_damage_to_the_file_index_met_in_a_refresh_names_the_file_index(
        pristine, tmp_path: Path, isolated_env: Path, suffix: str) -> None:
    """tantivy's errors do not say which index raised them, and every one was recorded as the
    chunk index's: a garbled file-document store (read by the refresh's search) or term
    dictionary (met by the refresh's writer) of ``filedocs/`` said "unreadable chunk index"
    or "cannot write the chunk index"."""
    corpus, source = pristine
    index_dir = tmp_path / "index"
    shutil.copytree(source, index_dir)
    damaged = sorted(index_dir.glob(f"filedocs/*{suffix}"))
    assert damaged
    for path in damaged:
        data = bytearray(path.read_bytes())
        data[:64] = b"\xa5" * min(64, len(data))
        path.write_bytes(bytes(data))
    rel = sorted(corpus.truth)[7]
    edited = corpus.root / rel
    original = edited.read_text()
    edited.write_text(original + "\n# edited\n")   # the search refreshes first
    ix = open_index(corpus.root, index_dir, min_refresh_interval=0)
    try:
        result = ix.search(corpus.truth[rel][1])
        assert result.hits and result.hits[0].path == rel
        reason = ix.status()["rebuilt"]["reason"]
        assert "file index" in reason and "chunk index" not in reason, reason
    finally:
        ix.close()
        edited.write_text(original)   # the corpus is the module's


def test_damaged_index_through_the_cli_is_silent(pristine, tmp_path: Path,
                                                 isolated_env: Path) -> None:
    corpus, source = pristine
    index_dir = tmp_path / "index"
    shutil.copytree(source, index_dir)
    segment = sorted(index_dir.glob("chunks/*.idx"))[0]
    _damage(segment, "half")
    env = cli_env(index_dir, tmp_path / "cache")
    rel = sorted(corpus.truth)[0]
    res = run(["search", corpus.truth[rel][2], "--root", str(corpus.root)], env)
    assert res.returncode == 0 and res.stderr == "" and rel in res.stdout
    text = run(["status", "--root", str(corpus.root)], env).stdout
    assert "rebuilt:" in text and "unreadable chunk index" in text


@pytest.mark.parametrize("target", ["meta.json", "files.sqlite"])
def test_status_of_a_damaged_index_reports_it_and_rebuilds_nothing(
        pristine, tmp_path: Path, isolated_env: Path, target: str) -> None:
    """`codesift status` (and the index_status tool, documented as starting nothing) wiped a
    damaged index and rebuilt it for up to the refresh budget. It only reports now: the
    damage, and that the next search or `codesift index` rebuilds it."""
    corpus, source = pristine
    index_dir = tmp_path / "index"
    shutil.copytree(source, index_dir)
    _damage(index_dir / target, "garbage")
    damaged = (index_dir / target).read_bytes()
    before = _index_files(index_dir)
    env = cli_env(index_dir, tmp_path / "cache")
    res = run(["status", "--json", "--root", str(corpus.root)], env)
    assert res.returncode == 0 and res.stderr == "", res.stderr
    status = json.loads(res.stdout)
    assert status["damaged"] and status["rebuilt"] is None and status["complete"] is False
    assert status["running"] is None
    assert (index_dir / target).read_bytes() == damaged and _index_files(index_dir) == before
    text = run(["status", "--root", str(corpus.root)], env).stdout
    assert (f"damaged:  {status['damaged']} — the next search or `codesift index` rebuilds "
            "it") in text, text
    assert (index_dir / target).read_bytes() == damaged
    # The next search rebuilds it, and status then says so.
    rel = sorted(corpus.truth)[0]
    assert run(["search", corpus.truth[rel][0], "--root", str(corpus.root)], env).returncode == 0
    status = json.loads(run(["status", "--json", "--root", str(corpus.root)], env).stdout)
    assert status["damaged"] is None and status["rebuilt"]["reason"] and status["complete"]


def test_an_index_folder_deleted_mid_pass_is_built_again(tmp_path: Path, isolated_env: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """`rm -rf` of the cache while a pass wrote the index: its next write failed as
    FileNotFoundError, or as tantivy's "index writer was killed" (IO_ERROR, which a search
    took for a disk refusing writes), or, mid-wipe, as a tantivy or SQLite error (INTERNAL).
    The pass now sees its folder deleted and builds it once more."""
    monkeypatch.setenv("CODESIFT_COMMIT_INTERVAL", "0.05")
    corpus = make_corpus(tmp_path / "repo", files=300)
    index_dir = tmp_path / "index"
    for warm in (False, True):
        ix = open_index(corpus.root, index_dir)
        if warm:
            ix.refresh()
            corpus.edit(200)
        calls: list[int] = []

        def delete_once(done: int, total: int) -> None:
            calls.append(done)
            while len(calls) == 2 and index_dir.exists():   # past the first commit
                # tantivy's threads may add a file meanwhile, as under an `rm -rf`
                shutil.rmtree(index_dir, ignore_errors=True)

        report = ix.refresh(progress=delete_once)
        assert len(calls) > 2 and (report.mode, report.complete) == ("full", True), calls
        assert report.added == 305
        ix.close()
        assert_consistent(corpus.root, index_dir, corpus)


class _Proxy:
    """A module (or class) whose one attribute ``name`` runs ``before`` first."""

    def __init__(self, real: object, name: str, before) -> None:
        self._real, self._name, self._before = real, name, before

    def __getattr__(self, attr: str):
        got = getattr(self._real, attr)
        if attr != self._name:
            return got

        def hooked(*args, **kwargs):
            self._before(*args, **kwargs)
            return got(*args, **kwargs)
        return hooked

    def __call__(self, *args, **kwargs):   # the class itself, when ``name`` is "__call__"
        self._before(*args, **kwargs)
        return self._real(*args, **kwargs)


@pytest.mark.parametrize("point", ["tantivy", "sqlite", "meta"])
@pytest.mark.parametrize("how", ["folder", "contents"])
@pytest.mark.parametrize("refresh", [True, False])
def test_an_index_folder_deleted_inside_a_wipe_is_made_again(
        tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch, point: str,
        how: str, refresh: bool) -> None:
    """A QA pass: ~200 searches beside a loop of `rm -rf` on the index folder gave 38
    tracebacks (error[INTERNAL]), every one inside Store.wipe: tantivy's "No such file or
    directory" making filedocs, SQLite's "disk I/O error" making the file table, StoreCorrupt
    ("Directory does not exist") opening what it had just made. The deletion lands at each of
    those points here, once: the folder (or, as when `rm -rf` meets a file made meanwhile and
    leaves the folder, its contents) is gone, and the search answers from a new index."""
    import codesift.store as store_module

    corpus = make_corpus(tmp_path / "repo", files=5)
    index_dir = tmp_path / "index"
    fired: list[str] = []

    def delete(*args: object, **kwargs: object) -> None:
        target = str(kwargs.get("path") or (args[0] if args else ""))
        wanted = {"tantivy": "filedocs", "sqlite": "files.sqlite", "meta": "meta.json"}[point]
        if fired or not target.endswith(wanted) or not index_dir.is_dir():
            return
        fired.append(target)
        if how == "folder":
            shutil.rmtree(index_dir)
            return
        for entry in index_dir.iterdir():
            if entry.name != "write.lock":   # the held lock is kept, as a failed rm -rf keeps some
                shutil.rmtree(entry) if entry.is_dir() else entry.unlink()

    if not refresh:
        # A search that does not refresh makes no index where there is none (it writes
        # nothing); it repairs a damaged one, whose wipe makes the index anew.
        with open_index(corpus.root, index_dir) as built:
            built.refresh()
        (index_dir / "meta.json").write_text("{garbage")
    if point == "tantivy":
        monkeypatch.setattr(store_module.tantivy, "Index",
                            _Proxy(store_module.tantivy.Index, "__call__", delete))
    elif point == "sqlite":
        monkeypatch.setattr(store_module, "sqlite3", _Proxy(store_module.sqlite3, "connect", delete))
    else:
        monkeypatch.setattr(store_module, "atomic_write", _Proxy(store_module, "atomic_write",
                                                                 delete).__getattr__("atomic_write"))
    ix = open_index(corpus.root, index_dir)
    rel = sorted(corpus.truth)[0]
    result = ix.search(corpus.truth[rel][0], refresh=refresh)
    ix.close()
    assert fired, "the deletion never happened"
    if refresh:
        assert result.hits and result.hits[0].path == rel
    monkeypatch.undo()
    ix = open_index(corpus.root, index_dir)
    assert ix.search(corpus.truth[rel][0]).hits[0].path == rel
    ix.close()


# ---------------------------------------------------------------- Ctrl-C


def _wait_for_commit(index_dir: Path, proc: subprocess.Popen, root: Path) -> int:
    """Poll until the running pass has committed some files; return how many."""
    ix = open_index(root, index_dir, refresh_budget=0)
    try:
        for _ in range(3000):
            assert proc.poll() is None, "the pass ended before it could be interrupted"
            if (index_dir / "meta.json").exists():
                files = ix.status()["files"]
                if files:
                    return files
            time.sleep(0.01)
    finally:
        ix.close()
    raise AssertionError("no commit seen")


def test_ctrl_c_during_index_stops_cleanly_with_the_work_saved(tmp_path: Path,
                                                               isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=2000)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="0.2")
    proc = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _wait_for_commit(index_dir, proc, corpus.root)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "interrupted after" in err and "Traceback" not in err
    assert "indexed" not in out   # no success line for a pass that did not finish

    status = json.loads(run(["status", "--json", "--root", str(corpus.root)], env).stdout)
    last = status["last_refresh"]
    assert (last["complete"], last["stopped"]) == (False, "interrupted")
    assert 0 < status["files"] < 2005 and status["running"] is None
    ix = open_index(corpus.root, index_dir, refresh_budget=0)
    partial = ix.read(lambda s: s.file_states(), {})
    assert ix.read(lambda s: s.num_docs() == s.stats()["chunks"], False)
    ix.close()
    rel = sorted(p for p in partial if p in corpus.truth)[0]
    res = run(["search", corpus.truth[rel][0], "--json", "--refresh-budget", "0",
               "--root", str(corpus.root)], env)
    assert res.returncode == 0 and json.loads(res.stdout)["hits"][0]["path"] == rel

    # The next pass continues the interrupted build and adds only what is missing.
    res = run(["index", str(corpus.root), "--json"], env)
    report = json.loads(res.stdout)["refresh"]
    assert (report["mode"], report["complete"]) == ("full", True)
    assert report["added"] == 2005 - len(partial)
    assert_consistent(corpus.root, index_dir, corpus)


@pytest.mark.parametrize("command", [("search", "ledger"), ("outline", "docs/guide_0.md"),
                                     ("related", "docs/guide_0.md:1")])
def test_ctrl_c_during_a_first_search_keeps_the_files_it_indexed(tmp_path: Path, isolated_env: Path,
                                                                 command: tuple[str, str]) -> None:
    """The first search of a big tree builds the index; Ctrl-C there raised KeyboardInterrupt
    inside the pass, which dropped everything since its last commit (every 2 s): on a
    3,000-file tree (a 2.2 s build) nothing was kept and the next run started over. The
    search now stops its pass between files, as `codesift index` does, and commits; so do
    `outline` and `related`, which build the index first too."""
    corpus = make_corpus(tmp_path / "repo", files=2000)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")   # the default commit interval
    proc = subprocess.Popen(codesift(*command, "--root", str(corpus.root)), env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ix = open_index(corpus.root, index_dir, refresh_budget=0)
    try:
        # Until the pass is well under way: "done" counts the files the pass has recorded
        # (not those out at the chunking workers, dropped at a stop and read next time). By a
        # deadline, not a count of polls: on a loaded machine 3,000 polls ran out first, and
        # the signal came before anything was saved.
        deadline = time.monotonic() + 300
        while ((ix.progress() or {}).get("done") or 0) < 800:
            assert proc.poll() is None, "the build ended before it could be interrupted"
            assert time.monotonic() < deadline, "the build recorded no 800 files in 300 s"
            time.sleep(0.01)
    finally:
        ix.close()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130 and out == "", (out, err)
    assert err.startswith("codesift: interrupted after ") and "saved" in err, err
    status = json.loads(run(["status", "--json", "--root", str(corpus.root)], env).stdout)
    assert (status["last_refresh"]["complete"], status["last_refresh"]["stopped"]) == (
        False, "interrupted")
    kept = status["files"]
    assert 0 < kept < 2005 and status["running"] is None and status["damaged"] is None
    # A search from the partial index answers and says so; the next pass goes on from there.
    res = run(["search", "ledger", "--refresh-budget", "0", "--root", str(corpus.root)], env)
    assert res.returncode == 0 and "(index partial:" in res.stdout, res.stdout[:300]
    report = json.loads(run(["index", str(corpus.root), "--json"], env).stdout)["refresh"]
    assert (report["mode"], report["complete"], report["added"]) == ("full", True, 2005 - kept)
    assert_consistent(corpus.root, index_dir, corpus)


def test_ctrl_c_while_waiting_for_another_indexer(tmp_path: Path, isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=5)
    index_dir = tmp_path / "index"
    index_dir.mkdir()
    env = cli_env(index_dir, tmp_path / "cache")
    with WriteLock(str(index_dir), wait=False) as got:   # another indexer holds the lock
        assert got
        proc = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for _ in range(3000):   # until it is waiting (its interpreter is up and polling)
            if _waiting(proc.pid):
                break
            time.sleep(0.01)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "Traceback" not in err
    assert not (index_dir / "meta.json").exists()   # it never started a pass


def _waiting(pid: int) -> bool:
    """True once the process has opened the lock file (it is in the wait loop)."""
    try:
        return any(os.readlink(f"/proc/{pid}/fd/{fd}").endswith("write.lock")
                   for fd in os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return False


# ---------------------------------------------------------------- a failing disk


def _small_files_only() -> None:
    """In the child: writes past 64 KB fail with EFBIG (as on a full disk) instead of killing."""
    import resource

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64_000, 64_000))


def test_a_disk_that_refuses_writes_is_an_error_and_keeps_the_index(tmp_path: Path,
                                                                    isolated_env: Path) -> None:
    """Not damage: nothing is wiped, the user sees one coded line, the old index still answers."""
    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    before = corpus.truth.copy()
    corpus.add(400)
    proc = subprocess.run(codesift("index", str(corpus.root)), env=env, capture_output=True,
                          text=True, timeout=300, preexec_fn=_small_files_only)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    # The OS's reason, not tantivy's "An index writer was killed.. (io::Error most likely)".
    assert proc.stderr == (f"codesift: error[IO_ERROR]: cannot write the index at {index_dir}: "
                           "File too large\n"), proc.stderr
    ix = open_index(corpus.root, index_dir, refresh_budget=0)
    status = ix.status()
    # What was committed before the disk refused stays: the first commit's 5 files at least,
    # more when the machine is slow enough for the timed commits to come first (118 under a
    # load of 12), never all 400.
    assert status["rebuilt"] is None
    assert len(before) + 5 <= status["files"] < len(before) + 400, status["files"]
    rel = sorted(before)[0]
    assert ix.search(before[rel][0]).hits[0].path == rel
    ix.close()
    # A search whose refresh the disk refuses still answers from what is committed, says so,
    # and frees what the failed writes left (segments no commit names, temp files).
    proc = subprocess.run(codesift("search", before[rel][0], "--root", str(corpus.root),
                                   "--min-refresh-interval", "0"), env=env, capture_output=True,
                          text=True, timeout=300, preexec_fn=_small_files_only)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert proc.stdout.startswith("(index not refreshed: the disk refused a write") and rel in proc.stdout
    assert not [p.name for p in index_dir.iterdir() if p.name.endswith(".tmp")]
    for part in ("chunks", "filedocs"):
        named = {seg["segment_id"].replace("-", "") for seg in
                 json.loads((index_dir / part / "meta.json").read_text())["segments"]}
        on_disk = {p.name.split(".")[0] for p in (index_dir / part).iterdir()
                   if not p.name.startswith(".") and p.name != "meta.json"}
        assert on_disk <= named, (part, on_disk - named)
    assert run(["index", str(corpus.root)], env).returncode == 0
    assert_consistent(corpus.root, index_dir, corpus)


def _tiny_files_only() -> None:
    """In the child: no file may grow past 16 KB, so SQLite cannot size the 32 KB shared-memory
    file it makes beside a WAL database to open it (as on a full disk)."""
    import resource

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (16_000, 16_000))


def test_a_full_disk_still_answers_from_the_index_as_it_stands(tmp_path: Path,
                                                               isolated_env: Path) -> None:
    """SQLite's "disk I/O error" opening the file table (a full disk refusing the 32 KB it
    makes beside a WAL database) wiped the whole index as damaged once; then every search,
    outline and MCP call stopped with error[IO_ERROR]. The table is read without writing, as a
    read-only index's is; the answer says why it is not fresher, with the OS's reason; the
    index is kept, and the next refresh with space to write catches up."""
    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    rel = sorted(corpus.truth)[0]
    name = corpus.truth[rel][0]
    corpus.add(3)

    def on_full_disk(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(codesift(*args, "--root", str(corpus.root)), env=env,
                              capture_output=True, text=True, timeout=300,
                              preexec_fn=_tiny_files_only)

    for budget in ("0", "4"):
        proc = on_full_disk("search", name, "--refresh-budget", budget,
                            "--min-refresh-interval", "0")
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        assert proc.stdout.splitlines()[budget == "4"].startswith(rel), proc.stdout
        if budget == "4":
            assert proc.stdout.startswith("(index not refreshed: the disk refused a write: "
                                          "File too large"), proc.stdout
    proc = on_full_disk("search", name, "--json", "--min-refresh-interval", "0")
    answer = json.loads(proc.stdout)
    assert answer["hits"][0]["path"] == rel and answer["index"]["refresh"]["mode"] == "failed"
    assert "File too large" in answer["index"]["refresh"]["stopped"], answer["index"]
    proc = on_full_disk("outline", rel, "--min-refresh-interval", "0")
    assert proc.returncode == 0 and name in proc.stdout, proc.stderr
    # The MCP server's search_code, on the same disk (the SDK's client starts it).
    limited = ("import resource, signal, sys, runpy; signal.signal(signal.SIGXFSZ, signal.SIG_IGN);"
               " resource.setrlimit(resource.RLIMIT_FSIZE, (16_000, 16_000));"
               " sys.argv = ['codesift', 'serve', '--json', '--root', sys.argv[1]];"
               " runpy.run_module('codesift', run_name='__main__')")

    async def serve() -> dict:
        params = StdioServerParameters(command=sys.executable,
                                       args=["-c", limited, str(corpus.root)],
                                       env={**env, "CODESIFT_MIN_REFRESH_INTERVAL": "0"})
        with open(tmp_path / "server.log", "a") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    res = await session.call_tool("search_code", {"query": name})
                    assert not res.is_error, res.content
                    return {"text": res.content[0].text, **res.structured_content}

    got = asyncio.run(serve())
    assert got["hits"][0]["path"] == rel and got["index"]["refresh"]["mode"] == "failed"
    assert got["text"].startswith("(index not refreshed: the disk refused a write: File too "
                                  "large"), got["text"]
    ix = open_index(corpus.root, index_dir, refresh_budget=0)
    status = ix.status()
    assert status["rebuilt"] is None and status["files"] == len(corpus.truth) + 5 - 3
    assert ix.search(name).hits[0].path == rel
    ix.close()
    assert run(["index", str(corpus.root)], env).returncode == 0
    assert_consistent(corpus.root, index_dir, corpus)


# Run inside a mount namespace of its own: a 4 MB tmpfs, an index on it, the disk filled.
_FULL_DISK_SCRIPT = """
set -u
mount -t tmpfs -o size=4m tmpfs "$DISK" || exit 77
export CODESIFT_INDEX_DIR="$DISK/index"
"$PY" -m codesift index --root "$REPO" > /dev/null || exit 3
dd if=/dev/zero of="$DISK/fill" bs=4k 2> /dev/null
"$PY" -c 'import sys; open(sys.argv[1], "w").write("def brand_new_fn():\\n    pass\\n" * 3000)' \\
    "$REPO/late.py"
"$PY" -m codesift search "$NAME" --root "$REPO" --min-refresh-interval 0 > "$OUT/search" 2>&1
echo $? >> "$OUT/codes"
"$PY" -m codesift index --root "$REPO" > "$OUT/index" 2>&1
echo $? >> "$OUT/codes"
"$PY" -m codesift index --background --root "$REPO" > "$OUT/background" 2>&1
echo $? >> "$OUT/codes"
rm "$DISK/fill"
"$PY" -m codesift search brand_new_fn --root "$REPO" --min-refresh-interval 0 > "$OUT/after" 2>&1
echo $? >> "$OUT/codes"
"""


def test_a_really_full_disk(tmp_path: Path, isolated_env: Path) -> None:
    """The two tests above on a real full disk (ENOSPC, not a size limit), where a tmpfs can
    be mounted in a namespace of the test's own: search answers from the index saying "No
    space left on device"; index, and index --background before it starts a pass, fail with
    that reason; freed space lets the next search catch up."""
    corpus = make_corpus(tmp_path / "repo", files=20)
    rel = sorted(corpus.truth)[0]
    (tmp_path / "disk").mkdir()
    (tmp_path / "out").mkdir()
    env = {**cli_env(tmp_path / "unused", tmp_path / "cache"), "DISK": str(tmp_path / "disk"),
           "REPO": str(corpus.root), "NAME": corpus.truth[rel][0], "OUT": str(tmp_path / "out"),
           "PY": sys.executable}
    try:
        proc = subprocess.run(["unshare", "--map-root-user", "--mount", "sh", "-c",
                               _FULL_DISK_SCRIPT], env=env, capture_output=True, text=True,
                              timeout=300)
    except FileNotFoundError:
        pytest.skip("no unshare here")
    if proc.returncode == 77 or (proc.returncode and "unshare" in proc.stderr):
        pytest.skip(f"no tmpfs can be mounted here: {proc.stderr.strip()}")
    assert proc.returncode == 0, proc.stderr
    out = tmp_path / "out"
    assert (out / "codes").read_text().split() == ["0", "2", "2", "0"], [
        (out / name).read_text() for name in ("search", "index", "background", "after")]
    search = (out / "search").read_text()
    assert search.startswith("(index not refreshed: the disk refused a write: No space left on "
                             "device"), search
    assert search.splitlines()[1].startswith(rel), search
    assert (out / "index").read_text() == ("codesift: error[IO_ERROR]: cannot write the index at "
                                           f"{tmp_path / 'disk' / 'index'}: No space left on "
                                           "device\n")
    # Before it starts a pass: one started would take the lock, and its parent report it
    # started, before its first write failed.
    assert (out / "background").read_text() == (out / "index").read_text()
    assert (out / "after").read_text().startswith("late.py"), (out / "after").read_text()


def _processes_with(marker: str) -> list[int]:
    """Live processes whose environment holds ``marker`` (the test's own index dir)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/environ", "rb") as fh:
                if marker.encode() in fh.read():
                    with open(f"/proc/{pid}/stat", encoding="ascii") as st:
                        if st.read().rsplit(")", 1)[1].split()[0] != "Z":
                            found.append(int(pid))
        except OSError:
            pass
    return found


def test_kill_9_during_a_pooled_build_leaves_no_workers_behind(tmp_path: Path,
                                                               isolated_env: Path) -> None:
    """The big-pass path (chunking in worker processes) under kill -9: same guarantees, and the
    orphaned workers notice their parent is gone and exit."""
    corpus = make_corpus(tmp_path / "repo", files=1500)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", **FAULT_ENV)
    rng = random.Random(5)
    pooled = 0
    for i in range(5):
        if i:
            corpus.edit(800)
        proc = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        for _ in range(3000):   # until the pass is well under way
            prog = (json.loads((index_dir / "progress.json").read_text())
                    if (index_dir / "progress.json").exists() else {})
            if prog.get("done", 0) > 300 or proc.poll() is not None:
                break
            time.sleep(0.01)
        time.sleep(rng.uniform(0, 0.5))
        running = _processes_with(str(index_dir))
        proc.kill()
        _, err = proc.communicate()   # the workers share this stderr: read until they are gone
        # Progress counts files done, so "well under way" may come late: a build can finish
        # and write its report in the moments before the kill lands.
        reported = (index_dir / "refresh.json").exists()
        assert b"Traceback" not in err, err.decode()
        if proc.returncode == -signal.SIGKILL and usable_cpus() >= 2:
            pooled += len(running) >= 3   # the pass and its workers were all there
        for _ in range(1000):
            if not _processes_with(str(index_dir)):
                break
            time.sleep(0.01)
        assert _processes_with(str(index_dir)) == []
        done = run(["index", str(corpus.root), "--json"], env)
        assert done.returncode == 0, done.stderr
        if i == 0 and proc.returncode == -signal.SIGKILL and not reported:
            # The first build, killed before its report: the next pass goes on building it.
            assert json.loads(done.stdout)["refresh"]["mode"] == "full"
        assert_consistent(corpus.root, index_dir, corpus)
    assert pooled >= 1 or usable_cpus() < 2


def test_damage_met_inside_the_refresh_interval_still_answers(pristine, tmp_path: Path,
                                                              isolated_env: Path) -> None:
    """The refresh is skipped (the last pass is recent), so the damage is met by the query
    itself: the rebuild must still happen before the answer, not leave it empty."""
    corpus, source = pristine
    index_dir = tmp_path / "index"
    shutil.copytree(source, index_dir)
    clock = index_dir / "refresh.json"
    clock.write_text(json.dumps({**json.loads(clock.read_text()), "finished": time.time()}))
    _damage(sorted(index_dir.glob("chunks/*.term"))[0], "half")
    rel = sorted(corpus.truth)[11]
    ix = open_index(corpus.root, index_dir, min_refresh_interval=3600)
    result = ix.search(corpus.truth[rel][0])
    assert result.hits and result.hits[0].path == rel
    assert "unreadable chunk index" in ix.status()["rebuilt"]["reason"]
    ix.close()


def test_damage_with_refreshing_off_answers_at_once_and_says_the_index_is_partial(
        pristine, tmp_path: Path, isolated_env: Path) -> None:
    """Refresh budget 0 means never refresh: damage wipes the index, and the answer says it is
    partial, where it rebuilt every file first in silence (6.7 s for 6,000 files)."""
    corpus, source = pristine
    index_dir = tmp_path / "index"
    shutil.copytree(source, index_dir)
    _damage(sorted(index_dir.glob("chunks/*.term"))[0], "half")
    rel = sorted(corpus.truth)[11]
    ix = open_index(corpus.root, index_dir, refresh_budget=0)
    result = ix.search(corpus.truth[rel][0])
    assert result.hits == [] and result.warming == (0, 0)
    assert ix.status()["files"] == 0 and "unreadable chunk index" in ix.status()["rebuilt"]["reason"]
    ix.refresh()
    assert ix.search(corpus.truth[rel][0]).hits[0].path == rel
    ix.close()


def test_a_second_ctrl_c_stops_at_once_and_is_as_safe_as_a_kill(tmp_path: Path,
                                                                isolated_env: Path) -> None:
    """Ctrl-C twice: the second lands anywhere (mid-commit, mid-rollback, in cleanup). Each
    round must end with status 130 and one line, no worker left, and the build continues."""
    corpus = make_corpus(tmp_path / "repo", files=1500)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="0.05")
    rng = random.Random(2)
    interrupted = 0
    for i in range(6):
        if i:
            corpus.edit(700)   # work for this round's pass to be interrupted in
        proc = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        progress = index_dir / "progress.json"
        for _ in range(3000):   # until this process's pass runs (its handlers are in place)
            assert proc.poll() is None
            if progress.exists() and f'"pid": {proc.pid},' in progress.read_text():
                break
            time.sleep(0.005)
        time.sleep(rng.uniform(0, 0.3))
        proc.send_signal(signal.SIGINT)
        time.sleep(rng.uniform(0.001, 0.05))   # two signals at once would merge into one
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=120)
        # Stopped at once, or cleanly (the clean stop finished first), or not at all (the pass
        # finished first): never anything else. -SIGINT: the second signal hit interpreter
        # shutdown after the clean stop (a shell reports that as 130 too).
        if (proc.returncode, err) == (0, ""):
            continue
        interrupted += 1
        assert proc.returncode in (130, -signal.SIGINT), err
        assert err == "codesift: interrupted\n" or err.startswith("codesift: interrupted after"), err
        for _ in range(1000):   # its workers notice their parent is gone
            if not _processes_with(str(index_dir)):
                break
            time.sleep(0.01)
        assert _processes_with(str(index_dir)) == []
    assert interrupted >= 3
    assert run(["index", str(corpus.root)], env).returncode == 0
    assert_consistent(corpus.root, index_dir, corpus)
