"""Several processes on one root's index: a search beside an indexer, two indexers, a long-lived
reader (the library, the MCP server) beside the CLI. Real processes and real locks."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from codesift import Index
from codesift.diskio import access_refusal, ensure_dir, remove_index_dir
from codesift.writelock import WriteLock
from codesift.store.passrecord import complete_age
from conftest import write_repo
from corpus_gen import cli_env, codesift, make_corpus


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(codesift(*args), env=env, capture_output=True, text=True, timeout=300)


def consistent(root: Path, index_dir: Path) -> bool:
    ix = Index(str(root), flags={"index_dir": str(index_dir), "refresh_budget": 0})
    try:
        return ix.read(lambda s: s.num_docs() == s.stats()["chunks"], False)
    finally:
        ix.close()


def test_search_while_another_process_indexes(tmp_path: Path, isolated_env: Path) -> None:
    """The search answers from the indexer's last commit and says the index is warming up
    (mode ``busy``), after waiting for the lock at most its refresh budget."""
    corpus = make_corpus(tmp_path / "repo", files=2000)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="0.2")
    indexer = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    reader = Index(str(corpus.root), flags={"index_dir": str(index_dir), "refresh_budget": 0})
    for _ in range(3000):   # until the indexer's first commit
        assert indexer.poll() is None
        if (index_dir / "meta.json").exists() and reader.status()["files"]:
            break
        time.sleep(0.01)
    reader.close()
    truth = {(p, n) for p, names in corpus.truth.items() for n in names}
    searches = 0
    while indexer.poll() is None and searches < 5:
        res = run(["search", "reconcile ledger", "--json", "--refresh-budget", "0.1",
                   "--min-refresh-interval", "0", "--root", str(corpus.root)], env)
        if indexer.poll() is not None:
            break    # the indexer finished meanwhile: this search may have refreshed itself
        assert res.returncode in (0, 1) and res.stderr == "", res.stderr
        data = json.loads(res.stdout)
        assert data["index"]["refresh"]["mode"] == "busy"
        assert all((h["path"], h["symbol"]) in truth for h in data["hits"]
                   if h["symbol"].startswith("reconcile_"))
        text = run(["search", "reconcile", "--refresh-budget", "0.1", "--min-refresh-interval",
                    "0", "--root", str(corpus.root)], env)
        # The pass may complete a moment before its process exits: only a pass still not
        # complete after the search was surely incomplete during it.
        if indexer.poll() is None and complete_age(str(index_dir)) is None:
            assert "(index warming up: " in text.stdout and text.stderr == ""
        searches += 1
    assert searches >= 1
    assert indexer.wait(timeout=300) == 0, indexer.stderr.read()
    assert consistent(corpus.root, index_dir)


def test_two_indexers_at_once_never_corrupt_it(tmp_path: Path, isolated_env: Path) -> None:
    """``codesift index`` waits for a running indexer, then finds nothing left to do."""
    corpus = make_corpus(tmp_path / "repo", files=600)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="0.1")
    procs = [subprocess.Popen(codesift("index", str(corpus.root), "--json"), env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [e for _, e in outs]
    reports = sorted((json.loads(out)["refresh"] for out, _ in outs), key=lambda r: -r["added"])
    assert [(r["mode"], r["added"], r["complete"]) for r in reports] == [
        ("full", 605, True), ("incremental", 0, True)]
    assert consistent(corpus.root, index_dir)


def test_a_search_never_waits_for_a_writer(tmp_path: Path, isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    ix = Index(str(corpus.root), flags={"index_dir": str(index_dir), "min_refresh_interval": 0})
    ix.refresh()
    new = corpus.add(1)[0]
    rel = sorted(corpus.truth)[0]
    with WriteLock(str(index_dir), wait=False) as got:     # a writer in the middle of a pass
        assert got
        result = ix.search(corpus.truth[rel][0])
        assert result.index["refresh"]["mode"] == "busy"
        assert result.hits[0].path == rel                  # the committed state answers
        assert all(h.path != new for h in result.hits)
        assert result.warming is None                      # the index is complete, just busy
    result = ix.search(corpus.truth[new][0])               # lock free: it refreshes again
    assert result.hits[0].path == new
    ix.close()


def test_a_search_waits_for_a_writer_building_a_new_index(tmp_path: Path, isolated_env: Path) -> None:
    """Parallel first searches (an agent's, a terminal's) or a background ``codesift index``:
    what the writer has committed may be nothing yet, so "no matches" would be a guess. The
    search waits for it, within the refresh budget, and then answers from the whole index."""
    import threading

    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    rel = sorted(corpus.truth)[0]
    ix = Index(str(corpus.root), flags={"index_dir": str(index_dir), "refresh_budget": 30})
    index_dir.mkdir()
    lock = WriteLock(str(index_dir), wait=False)
    assert lock.__enter__()                                # a writer has just begun
    threading.Timer(1.0, lock.__exit__).start()
    result = ix.search(corpus.truth[rel][0])
    assert result.hits and result.hits[0].path == rel
    assert result.warming is None
    ix.close()
    ix = Index(str(corpus.root), flags={"index_dir": str(index_dir), "refresh_budget": 0.3,
                                        "min_refresh_interval": 0})
    with WriteLock(str(index_dir), wait=False) as got:     # the index is whole: no wait
        assert got
        assert ix.search(corpus.truth[rel][0]).index["refresh"]["mode"] == "busy"
    ix.close()


# Another process's pass: it takes the index's writer lock, says how far it got (progress.json)
# and prints "held"; it lets go once its stdin reads a line, or after argv[3] seconds.
_WRITER = """
import sys, time
from codesift.writelock import WriteLock
from codesift.store.passrecord import write_progress
index_dir, root, hold = sys.argv[1], sys.argv[2], float(sys.argv[3])
with WriteLock(index_dir, wait=False) as got:
    assert got
    write_progress(index_dir, root, 3, 10, time.time())
    print("held", flush=True)
    if hold:
        time.sleep(hold)
    else:
        sys.stdin.readline()
"""


def _other_writer(index_dir: Path, root: Path, hold: float) -> subprocess.Popen:
    """``_WRITER`` started, once it holds the lock."""
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(index_dir), str(root), str(hold)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "held\n"
    return proc


# The one identifier no hit of the last commit is named (it has `freshly_kept_fn`), and words
# no file of it holds.
@pytest.mark.parametrize("query", ["freshly_added_fn", "added late"])
def test_a_doubtful_answer_waits_for_another_processs_pass(tmp_path: Path, isolated_env: Path,
                                                           query: str) -> None:
    """A QA pass: after a branch switch, a search beside `codesift index` answered at once from
    the commit before it, with an unrelated declaration and exit 0, for a name the new branch
    declares, though the pass ended well inside the refresh budget. A search whose answer is
    doubtful (the one identifier unanswered, or no hits) now waits for the pass, and answers
    from the index it leaves."""
    corpus = make_corpus(tmp_path / "repo", files=20)
    (corpus.root / "kept.py").write_text("def freshly_kept_fn():\n    pass\n")
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    (corpus.root / "late.py").write_text('def freshly_added_fn():\n    """Added late."""\n')
    writer = _other_writer(index_dir, corpus.root, hold=3.0)   # lets go after a while
    res = run(["search", query, "--json", "--root", str(corpus.root), "--refresh-budget", "60",
               "--min-refresh-interval", "0"], env)
    writer.wait(timeout=60)
    assert res.returncode == 0, res.stderr
    data = json.loads(res.stdout)
    assert [(h["path"], h["symbol"]) for h in data["hits"]][:1] == [("late.py", "freshly_added_fn")]
    assert data["index"]["refresh"]["mode"] != "busy"


def test_a_doubtful_answer_says_another_process_is_refreshing_when_the_budget_runs_out(
        tmp_path: Path, isolated_env: Path) -> None:
    """The pass outlasts the refresh budget: the answer comes from the last commit, and says
    that another process is refreshing the index, how far it got, and that new code may be
    missing."""
    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    (corpus.root / "late.py").write_text("def freshly_added_fn():\n    pass\n")
    writer = _other_writer(index_dir, corpus.root, hold=0)   # until told
    try:
        args = ["search", "freshly_added_fn", "--root", str(corpus.root), "--refresh-budget",
                "0.5", "--min-refresh-interval", "0"]
        text = run(args, env)
        data = json.loads(run([*args, "--json"], env).stdout)
    finally:
        writer.communicate("\n", timeout=60)
    assert text.stdout.startswith("(another process is refreshing the index (3 of 10 files "
                                  "scanned) — this answer may miss new code; run again once it "
                                  "is done)\n"), text.stdout
    refresh = data["index"]["refresh"]
    assert (refresh["mode"], refresh["stopped"], refresh["scanned"], refresh["total"]) == (
        "busy", "budget", 3, 10)
    assert all(h["path"] != "late.py" for h in data["hits"])
    # With the pass over, the same search answers from the index it left.
    data = json.loads(run([*args, "--json"], env).stdout)
    assert data["hits"][0]["path"] == "late.py" and data["index"]["refresh"]["mode"] != "busy"


def test_a_long_lived_reader_follows_the_cli(tmp_path: Path, isolated_env: Path) -> None:
    """A library Index (as the MCP server holds one) that never refreshes by itself still sees
    every CLI commit, and reopens when the CLI wipes and rebuilds the directory."""
    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    reader = Index(str(corpus.root), flags={"index_dir": str(index_dir), "refresh_budget": 0})
    rel = sorted(corpus.truth)[0]
    assert reader.search(corpus.truth[rel][0]).hits[0].path == rel
    new = corpus.add(1)[0]
    assert run(["index", str(corpus.root)], env).returncode == 0
    assert reader.search(corpus.truth[new][0]).hits[0].path == new
    generation = reader.read(lambda s: s.generation, None)
    assert run(["clean", "--root", str(corpus.root)], env).returncode == 0
    assert run(["index", str(corpus.root)], env).returncode == 0
    assert reader.search(corpus.truth[new][1]).hits[0].path == new
    assert reader.read(lambda s: s.generation, None) != generation
    reader.close()


def test_the_mcp_server_and_the_cli_share_one_index(tmp_path: Path, isolated_env: Path) -> None:
    pytest.importorskip("mcp")
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    # The server never refreshes by itself: whatever it finds new, the CLI indexed.
    server_env = {**env, "CODESIFT_REFRESH_BUDGET": "0"}
    params = StdioServerParameters(command=sys.executable,
                                   args=["-m", "codesift", "serve", "--json", "--root", str(corpus.root)],
                                   env=server_env, cwd=str(tmp_path))

    async def body() -> None:
        with open(tmp_path / "server.log", "a") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()

                    async def top(name: str) -> str:
                        res = await session.call_tool("search_code", {"query": name})
                        assert not res.is_error, res.content
                        return res.structured_content["hits"][0]["path"]

                    rel = sorted(corpus.truth)[0]
                    assert await top(corpus.truth[rel][0]) == rel
                    new = corpus.add(1)[0]
                    assert run(["index", str(corpus.root)], env).returncode == 0
                    assert await top(corpus.truth[new][0]) == new
                    assert run(["clean", "--root", str(corpus.root)], env).returncode == 0
                    assert run(["index", str(corpus.root)], env).returncode == 0
                    assert await top(corpus.truth[new][2]) == new
                    res = run(["search", corpus.truth[rel][1], "--json", "--root",
                               str(corpus.root)], env)
                    assert json.loads(res.stdout)["hits"][0]["path"] == rel

    try:
        asyncio.run(body())
    except BaseExceptionGroup as group:   # the SDK's task groups wrap the real failure
        leaf: BaseException = group
        while isinstance(leaf, BaseExceptionGroup):
            leaf = leaf.exceptions[0]
        raise leaf from None


def test_a_lock_whose_file_clean_removed_is_taken_again(tmp_path: Path) -> None:
    # `clean` unlinks write.lock and the folder while others wait on that file: a waiter then
    # held a lock nobody else could see, and a newcomer's fresh write.lock let two write.
    import fcntl
    import os
    import shutil
    import threading

    index_dir = tmp_path / "index"
    index_dir.mkdir()
    lock_file = index_dir / "write.lock"
    cleaner = os.open(lock_file, os.O_RDWR | os.O_CREAT)
    fcntl.flock(cleaner, fcntl.LOCK_EX)
    held: list[bool] = []   # did the waiter hold the lock a newcomer would take?

    def wait_for_it() -> None:
        with WriteLock(str(index_dir), wait=True):
            newcomer = os.open(lock_file, os.O_RDWR | os.O_CREAT)
            try:
                fcntl.flock(newcomer, fcntl.LOCK_EX | fcntl.LOCK_NB)
                held.append(False)
            except BlockingIOError:
                held.append(True)
            finally:
                os.close(newcomer)

    thread = threading.Thread(target=wait_for_it)
    thread.start()
    time.sleep(3 * WriteLock.POLL_S)   # the waiter is polling the old file now
    shutil.rmtree(index_dir)           # as clean does, lock file last, while holding it
    os.close(cleaner)
    thread.join(timeout=30)
    assert held == [True] and index_dir.is_dir()


def test_an_index_shared_by_threads_takes_their_calls_in_turn(tmp_path: Path,
                                                              isolated_env: Path) -> None:
    """A QA pass: three threads searching one Index while another process rebuilt the index
    crashed Python (a segmentation fault): a thread that found the store out of date closed
    its SQLite connection while another thread was reading through it (an AssertionError
    when the timing was kinder, and ``clean`` from one thread did the same). Calls on one
    Index now take turns; two Index objects still run side by side."""
    import threading

    write_repo(tmp_path / "repo", {"a.py": "def alpha():\n    return 1\n"})
    ix = Index(str(tmp_path / "repo"), flags={"index_dir": str(tmp_path / "idx")})
    ix.refresh()
    inside, go_on = threading.Event(), threading.Event()

    def slow_read(store) -> int:
        inside.set()
        go_on.wait(10)
        return store.stats()["files"]

    got: list[int] = []
    reader = threading.Thread(target=lambda: got.append(ix.read(slow_read, -1)))
    reader.start()
    assert inside.wait(10)
    cleaner = threading.Thread(target=ix.clean)
    cleaner.start()
    cleaner.join(0.3)
    assert cleaner.is_alive(), "clean closed the store under the reading thread"
    go_on.set()
    reader.join(10)
    cleaner.join(10)
    assert got == [1]
    assert [h.path for h in ix.search("alpha").hits] == ["a.py"]
    ix.close()


def test_a_tantivy_folder_another_indexer_makes_meanwhile_is_not_read_as_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``access`` says no for a missing ``chunks`` folder; the other indexer makes it before
    ``isdir`` looks. That is a writable folder, not ``INDEX_DIR_UNWRITABLE`` (CI saw the
    second of two concurrent ``codesift index`` runs fail so)."""
    index_dir = tmp_path / "index"
    index_dir.mkdir()
    chunks = str(index_dir / "chunks")
    real_isdir = os.path.isdir

    def isdir_after_the_other_indexer(path: str) -> bool:
        if path == chunks and not os.path.lexists(chunks):
            os.mkdir(chunks)   # the other process, between this one's access and isdir
        return real_isdir(path)

    monkeypatch.setattr(os.path, "isdir", isdir_after_the_other_indexer)
    assert access_refusal(str(index_dir)) is None
    os.rmdir(chunks)
    ensure_dir(str(index_dir))   # raised INDEX_DIR_UNWRITABLE ("Permission denied") before
    assert real_isdir(chunks)


def test_a_search_that_reads_an_index_another_process_is_making_waits_for_it(
        tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After ``codesift clean``, a search waited for the first writer (``clean`` itself), and
    the next one (``codesift index``) took the lock at once: its refresh was ``busy``, its read
    found no index yet (``StoreBusy``), and by the time the answer's notes were made the
    index was whole, so it said "no matches" (exit 1), no warming note, for a name that is
    there. The chaos driver met it beside ``clean`` and ``index``; here the other process acts
    between the wait for the first writer and the search's read."""
    import codesift.freshness as freshness_mod
    import codesift.index as index_mod

    corpus = make_corpus(tmp_path / "repo", files=20)
    index_dir = tmp_path / "index"
    rel = sorted(corpus.truth)[0]
    index_dir.mkdir()
    other = WriteLock(str(index_dir), wait=False)       # `codesift index`, just begun
    assert other.__enter__()
    finished: list[bool] = []

    def the_other_process_finishes() -> None:
        if not finished:
            other.__exit__()
            builder = Index(str(corpus.root), flags={"index_dir": str(index_dir)})
            assert builder.refresh().complete
            builder.close()
            finished.append(True)

    calls: list[int] = []

    def wait_for_writer(path: str, timeout: float) -> bool:
        calls.append(1)
        if len(calls) > 1:   # a wait of the search's read, if it waits: the writer ends
            the_other_process_finishes()
        return True          # the first: `clean` let go, and `index` took the lock at once

    real_recheck = Index._recheck

    def recheck(self: Index, *args: object, **kwargs: object) -> object:
        the_other_process_finishes()   # ... and ends before the answer's notes are made
        return real_recheck(self, *args, **kwargs)

    monkeypatch.setattr(index_mod, "wait_for_writer", wait_for_writer)     # the read's
    monkeypatch.setattr(freshness_mod, "wait_for_writer", wait_for_writer)  # the first writer's
    monkeypatch.setattr(Index, "_recheck", recheck)
    ix = Index(str(corpus.root), flags={"index_dir": str(index_dir), "refresh_budget": 30})
    result = ix.search(corpus.truth[rel][0])
    ix.close()
    assert result.warming is not None or [h.path for h in result.hits][:1] == [rel], (
        result.hits, result.index)


@pytest.mark.parametrize("made_again", [False, True])
def test_an_index_folder_clean_removes_after_it_was_made_is_made_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, made_again: bool) -> None:
    """``codesift clean`` removes the index folder between ``ensure_dir``'s ``makedirs`` and its
    look for foreign files: that listing failed, and a search or ``codesift index`` beside
    ``clean`` stopped with INDEX_DIR_UNWRITABLE ("cannot read the index directory …: No such
    file or directory"; a stress of ensure_dir against remove_index_dir met it 609 times in
    700,000). The folder is made again, also when a third process (``made_again``) has made it
    before this one looks whether it is gone."""
    index_dir = tmp_path / "index"
    real_listdir = os.listdir
    removed: list[bool] = []

    def listdir_after_clean(path: str) -> list[str]:
        if path == str(index_dir) and not removed:
            os.rmdir(path)   # the other process's `clean`, between makedirs and listdir
            removed.append(True)
            try:
                return real_listdir(path)
            finally:
                if made_again:
                    os.mkdir(path)
        return real_listdir(path)

    monkeypatch.setattr(os, "listdir", listdir_after_clean)
    ensure_dir(str(index_dir))   # raised INDEX_DIR_UNWRITABLE before
    assert removed and index_dir.is_dir()


def test_an_index_folder_made_again_between_access_and_isdir_is_not_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``clean`` removed the index folder before ``access`` (no), another process made it
    again before ``isdir`` (yes): that read as "Permission denied", INDEX_DIR_UNWRITABLE for
    ``codesift index`` and a search, and for a second ``clean`` (a stress of two makers and
    one cleaner, or two cleaners and one maker, met both)."""
    index_dir = tmp_path / "index"
    real_isdir = os.path.isdir

    def isdir_after_another_process(path: str) -> bool:
        if path == str(index_dir) and not os.path.lexists(path):
            os.mkdir(path)   # the other process, between this one's access and isdir
        return real_isdir(path)

    monkeypatch.setattr(os.path, "isdir", isdir_after_another_process)
    assert access_refusal(str(index_dir)) is None   # "Permission denied" before


def test_an_index_folder_another_clean_removes_meanwhile_is_no_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two ``codesift clean`` at once: the other removed the folder after this one's ``isdir``
    and before its look for foreign files, and this one stopped with INDEX_DIR_UNWRITABLE
    ("cannot read the index directory …: No such file or directory"). There is no index
    left: nothing removed, no error."""
    index_dir = tmp_path / "index"
    ensure_dir(str(index_dir))
    real_listdir = os.listdir
    cleaned: list[bool] = []

    def listdir_after_another_clean(path: str) -> list[str]:
        if path == str(index_dir) and not cleaned:
            cleaned.append(True)
            remove_index_dir(path)   # the other `clean`, between this one's isdir and listdir
        return real_listdir(path)

    monkeypatch.setattr(os, "listdir", listdir_after_another_clean)
    assert remove_index_dir(str(index_dir)) is False   # INDEX_DIR_UNWRITABLE before
    assert not index_dir.exists()


def test_an_index_folder_made_again_after_another_clean_is_removed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As above, and a third process made the folder again before this ``clean`` looked
    whether it is gone: the new folder is looked at and removed, no error."""
    index_dir = tmp_path / "index"
    ensure_dir(str(index_dir))
    real_listdir = os.listdir
    cleaned: list[bool] = []

    def listdir_between_clean_and_ensure(path: str) -> list[str]:
        if path == str(index_dir) and not cleaned:
            cleaned.append(True)
            remove_index_dir(path)   # the other `clean`, between this one's isdir and listdir
            try:
                return real_listdir(path)
            finally:
                ensure_dir(path)     # a search or `codesift index`, just after the listing
        return real_listdir(path)

    monkeypatch.setattr(os, "listdir", listdir_between_clean_and_ensure)
    assert remove_index_dir(str(index_dir)) is True
    assert not index_dir.exists()
