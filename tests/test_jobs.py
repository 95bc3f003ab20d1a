"""``codesift index --background``, ``--list`` and ``--kill``: detached real processes, real
SIGTERM, progress read back from the index directory."""
from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from codesift import Index
from corpus_gen import cli_env, codesift, make_corpus


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(codesift(*args), env=env, capture_output=True, text=True, timeout=300)


def wait_until(check, what: str, tries: int = 6000) -> None:
    for _ in range(tries):
        if check():
            return
        time.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


def alive(pid: int) -> bool:
    """True while the process runs (a zombie, exited but not reaped, counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def status(root: Path, env: dict[str, str]) -> dict:
    return json.loads(run(["status", "--json", "--root", str(root)], env).stdout)


def background_build(tmp_path: Path):
    """A 2,500-file corpus and an ``index --background`` pass started on it, committing every
    0.2 s: (corpus, index dir, environment, the pass's pid)."""
    corpus = make_corpus(tmp_path / "repo", files=2500)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="0.2")
    pid = json.loads(run(["index", str(corpus.root), "--background", "--json"], env).stdout)["pid"]
    return corpus, index_dir, env, pid


def test_background_index_runs_detached_and_completes(tmp_path: Path, isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=300)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    res = run(["index", str(corpus.root), "--background", "--json"], env)
    assert res.returncode == 0, res.stderr
    started = json.loads(res.stdout)
    pid = started["pid"]
    assert started["already_running"] is False and started["log"] == str(index_dir / "index.log")
    # Its own session: the shell's Ctrl-C and hangup cannot reach it.
    if alive(pid):
        assert os.getsid(pid) == pid
    wait_until(lambda: not alive(pid), "the background pass ends")
    st = status(corpus.root, env)
    assert st["complete"] and st["files"] == 305 and st["running"] is None
    assert "indexed 305 files" in (index_dir / "index.log").read_text()


def test_a_background_pass_takes_a_flag_value_that_begins_with_a_dash(tmp_path: Path,
                                                                      isolated_env: Path) -> None:
    """`--ignore=-draft.py` was handed on as `--ignore -draft.py`, which the pass read as a
    flag with no value: BACKGROUND_FAILED, nothing indexed."""
    corpus = make_corpus(tmp_path / "repo", files=3)
    (corpus.root / "-draft.py").write_text("def draft_only():\n    pass\n")
    env = cli_env(tmp_path / "index", tmp_path / "cache")
    res = run(["index", str(corpus.root), "--background", "--json", "--ignore=-draft.py"], env)
    assert res.returncode == 0, res.stderr
    pid = json.loads(res.stdout)["pid"]
    wait_until(lambda: not alive(pid), "the background pass ends")
    st = status(corpus.root, env)
    assert st["complete"] and st["files"] == 3 + 5 and st["last_refresh"]["shape"]["ignore"] == ["-draft.py"]


def test_list_shows_a_running_pass_and_kill_by_root_stops_it_cleanly(tmp_path: Path,
                                                                     isolated_env: Path) -> None:
    corpus, index_dir, env, pid = background_build(tmp_path)

    def listed() -> list[dict]:
        return json.loads(run(["index", "--list", "--json"], env).stdout)["running"]

    wait_until(lambda: any(r["total"] and r["done"] for r in listed()), "progress is listed")
    # Held still while it is inspected: a fast machine would otherwise finish the pass first.
    os.kill(pid, signal.SIGSTOP)
    entry = next(r for r in listed() if r["pid"] == pid)
    assert entry["root"] == str(corpus.root) and entry["total"] == 2505
    assert entry["index_path"] == str(index_dir)
    text = run(["index", "--list"], env).stdout
    assert f"pid {pid}:" in text and "files scanned" in text
    st = status(corpus.root, env)
    assert st["running"]["pid"] == pid and st["running"]["total"] == 2505
    assert f"running:  pid {pid}" in run(["status", "--root", str(corpus.root)], env).stdout

    assert alive(pid), "the pass ended before it could be stopped; make the corpus larger"
    os.kill(pid, signal.SIGCONT)   # --kill waits for the pass to commit and let go
    res = run(["index", "--kill", str(corpus.root)], env)
    assert res.returncode == 0 and f"stopped pid {pid}" in res.stdout, res.stderr
    wait_until(lambda: not alive(pid), "the killed pass exits")
    assert listed() == []
    st = status(corpus.root, env)
    assert st["running"] is None and st["complete"] is False
    assert st["last_refresh"]["stopped"] == "interrupted" and 0 < st["files"] < 2505
    assert "interrupted after" in (index_dir / "index.log").read_text()
    ix = Index(str(corpus.root), flags={"index_dir": str(index_dir), "refresh_budget": 0})
    assert ix.read(lambda s: s.num_docs() == s.stats()["chunks"], False)
    ix.close()
    # The next pass finishes the build.
    assert json.loads(run(["index", str(corpus.root), "--json"], env).stdout)["refresh"]["complete"]
    assert status(corpus.root, env)["files"] == 2505


def test_kill_by_pid_and_a_second_background_start(tmp_path: Path, isolated_env: Path) -> None:
    corpus, index_dir, env, pid = background_build(tmp_path)
    wait_until(lambda: (status(corpus.root, env)["running"] or {}).get("pid") == pid,
               "the pass says its pid")
    os.kill(pid, signal.SIGSTOP)   # held still while a second start finds it running
    again = json.loads(run(["index", str(corpus.root), "--background", "--json"], env).stdout)
    assert again == {"root": str(corpus.root), "index_path": str(index_dir), "pid": pid,
                     "log": None, "already_running": True}
    os.kill(pid, signal.SIGCONT)
    res = run(["index", "--kill", str(pid), "--json"], env)
    assert res.returncode == 0 and json.loads(res.stdout)["stopped"] is True, res.stderr
    wait_until(lambda: not alive(pid), "the killed pass exits")
    assert status(corpus.root, env)["last_refresh"]["stopped"] == "interrupted"


def test_kill_with_nothing_running_is_a_clear_error(tmp_path: Path, isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=3)
    env = cli_env(tmp_path / "index", tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    for target in (str(corpus.root), "999999"):
        res = run(["index", "--kill", target], env)
        assert res.returncode == 2 and res.stderr.startswith("codesift: error[NOT_RUNNING]")
    assert json.loads(run(["index", "--list", "--json"], env).stdout) == {"running": []}
    assert run(["index", "--list"], env).stdout == "no index pass is running\n"


# Holds an index's write lock as `codesift serve` does while it builds, saying so in
# progress.json, until its stdin closes.
_SERVER_LIKE = """
import sys, time
sys.argv = ["codesift", "serve"]
from codesift.writelock import WriteLock
from codesift.store.passrecord import write_progress
with WriteLock({index_dir!r}, wait=True):
    write_progress({index_dir!r}, {root!r}, 3, 10, time.time())
    print("holding", flush=True)
    sys.stdin.read()
"""


@contextlib.contextmanager
def server_like(tmp_path: Path) -> Iterator[tuple[subprocess.Popen, Path, dict[str, str]]]:
    """An indexed 3-file repository and a process holding its index as a building server does;
    yields (the holder, the repository's root, the CLI's environment). Its stdin closed, it lets go."""
    corpus = make_corpus(tmp_path / "repo", files=3)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    holder = subprocess.Popen([*codesift()[:1], "-c", _SERVER_LIKE.format(
        index_dir=str(index_dir), root=str(corpus.root))], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert holder.stdout.readline() == "holding\n"
        yield holder, corpus.root, env
    finally:
        if not holder.stdin.closed:
            holder.stdin.close()
        holder.wait(timeout=30)


def test_kill_never_stops_a_server_and_index_waits_for_it_out_loud(tmp_path: Path,
                                                               isolated_env: Path) -> None:
    # `index --kill ROOT` SIGTERMed an MCP server building the index (the agent lost its
    # tools) and said "its work so far is saved".
    with server_like(tmp_path) as (holder, root, env):
        listed = json.loads(run(["index", "--list", "--json"], env).stdout)["running"]
        assert [(r["pid"], r["by"]) for r in listed] == [(holder.pid, "serve")]
        assert f"pid {holder.pid} (codesift serve): 3 of 10" in run(["index", "--list"], env).stdout
        res = run(["index", "--kill", str(root)], env)
        assert res.returncode == 2 and "codesift serve" in res.stderr and "left running" in res.stderr
        assert alive(holder.pid)
        # An index run behind it says what it waits for, then does its pass.
        waiting = subprocess.Popen(codesift("index", str(root)), env=env, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert waiting.stderr.readline() == (
            "codesift: waiting for the pass writing the index "
            f"(pid {holder.pid} (codesift serve): 3 of 10 files scanned (30%)); this pass follows it\n")
        holder.stdin.close()
        out, _ = waiting.communicate(timeout=120)
        assert waiting.returncode == 0 and out.startswith("indexed ")


def test_a_second_signal_exits_at_once_even_when_stderr_is_gone() -> None:
    """The second SIGTERM ends the process (128 + 15) from the handler, as a kill would; a
    closed stderr (a hung-up terminal) made the message's write raise into whatever code ran."""
    code = ("import os, signal, time\n"
            "from codesift.jobs import StopOnSignal\n"
            "with StopOnSignal() as stop:\n"
            "    os.close(2)\n"
            "    os.kill(os.getpid(), signal.SIGTERM)\n"
            "    assert stop()\n"
            "    os.kill(os.getpid(), signal.SIGTERM)\n"
            "    time.sleep(5)\n"
            "print('still alive')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert (done.returncode, done.stdout) == (128 + signal.SIGTERM, "")


def test_clean_behind_a_running_pass_says_it_waits_then_removes(tmp_path: Path,
                                                               isolated_env: Path) -> None:
    # It waited without a word for the pass to commit, so the pass's "indexed …" report
    # followed by an index gone read as a lie.
    with server_like(tmp_path) as (holder, root, env):
        cleaning = subprocess.Popen(codesift("clean", "--root", str(root)), env=env,
                                    text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert cleaning.stderr.readline() == (
            "codesift: waiting for the pass writing the index to stop "
            f"(pid {holder.pid} (codesift serve): 3 of 10 files scanned (30%)); the index is "
            "removed then\n")
        holder.stdin.close()
        out, _ = cleaning.communicate(timeout=60)
        assert cleaning.returncode == 0 and out == f"removed {tmp_path / 'index'}\n"
        assert not (tmp_path / "index").exists()


def _progress(index_dir: Path) -> dict:
    try:
        return json.loads((index_dir / "progress.json").read_text())
    except (OSError, ValueError):
        return {}


def test_a_pass_killed_mid_way_is_reported_unfinished(tmp_path: Path, isolated_env: Path) -> None:
    # A QA pass: after `kill -9` of an index pass, status showed the pass before it, "complete"
    # with its counts, as if the killed one had never run.
    corpus = make_corpus(tmp_path / "repo", files=3)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="0.2")
    assert run(["index", str(corpus.root)], env).returncode == 0
    corpus.add(2500)
    proc = subprocess.Popen(codesift("index", str(corpus.root)), env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_until(lambda: _progress(index_dir).get("done") or proc.poll() is not None,
               "the pass is under way")
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL, "the pass ended first; make the corpus larger"
    st = status(corpus.root, env)
    assert st["running"] is None and st["complete"] is False
    left = st["unfinished"]
    assert left["pid"] == proc.pid and 0 < left["done"] < left["total"] == 2508
    text = run(["status", "--root", str(corpus.root)], env).stdout
    assert f"unfinished: the last pass (pid {proc.pid}: " in text
    assert "was killed before it finished; the refresh line above is the pass before it" in text
    # The next pass finishes the work, and the report is its own.
    assert run(["index", str(corpus.root)], env).returncode == 0
    st = status(corpus.root, env)
    assert st["complete"] and st["unfinished"] is None and st["files"] == 2508


def test_clean_stops_an_index_pass_rather_than_wait_for_its_end(tmp_path: Path,
                                                                isolated_env: Path) -> None:
    # A QA pass: `clean` behind a build waited for all of it, minutes on a big repository,
    # then removed what it had built.
    corpus, index_dir, env, pid = background_build(tmp_path)
    wait_until(lambda: _progress(index_dir).get("done") or not alive(pid), "the pass is under way")
    os.kill(pid, signal.SIGSTOP)   # held still: it cannot end before clean meets it
    assert alive(pid), "the pass ended before clean could meet it; make the corpus larger"
    cleaning = subprocess.Popen(codesift("clean", "--root", str(corpus.root)), env=env,
                                text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert cleaning.stderr.readline().startswith(
        f"codesift: stopping the index pass writing the index (pid {pid}: ")
    os.kill(pid, signal.SIGCONT)
    out, _ = cleaning.communicate(timeout=120)
    assert cleaning.returncode == 0 and out == f"removed {index_dir}\n"
    wait_until(lambda: not alive(pid), "the stopped pass exits")
    assert not index_dir.exists()


def test_a_background_start_checks_what_the_parent_can(tmp_path: Path, isolated_env: Path) -> None:
    """A QA pass: a bad CODESIFT_COMMIT_INTERVAL was read only by the detached pass, once it
    held the lock: `index --background` exited 0 and the error sat in index.log unread."""
    corpus = make_corpus(tmp_path / "repo", files=3)
    env = cli_env(tmp_path / "index", tmp_path / "cache", CODESIFT_COMMIT_INTERVAL="abc")
    res = run(["index", str(corpus.root), "--background"], env)
    assert res.returncode == 2 and res.stdout == "", res.stdout
    assert res.stderr == ("codesift: error[INVALID_CONFIG]: CODESIFT_COMMIT_INTERVAL: expected "
                          "seconds between 0 and 3600, got 'abc'\n")
    # The settings too: a bad value is refused before anything is started.
    res = run(["index", str(corpus.root), "--background", "--max-file-bytes", "-5"],
              cli_env(tmp_path / "index", tmp_path / "cache"))
    assert res.returncode == 2 and "error[INVALID_" in res.stderr, res.stderr


# A sitecustomize module for a child's PYTHONPATH: a detached pass (`--detached` on its command
# line) ends as its interpreter starts, before it writes a byte: killed, as the OOM killer or a
# `kill -9` ends one, or exiting with status 3. Other processes (the parent CLI) run as ever.
SUDDEN_END = """
import os, signal
with open("/proc/self/cmdline", "rb") as fh:
    detached = b"--detached" in fh.read().split(b"\\0")
if detached and os.environ["SUDDEN_END"] == "kill":
    os.kill(os.getpid(), signal.SIGKILL)
elif detached:
    os._exit(3)
"""


@pytest.mark.parametrize(("how", "said"), [("kill", "was killed by SIGKILL"),
                                           ("exit", "exited with status 3")])
def test_a_background_pass_that_ends_before_writing_its_log_is_told_as_such(
        tmp_path: Path, isolated_env: Path, how: str, said: str) -> None:
    """A detached pass that ended before it wrote anything was reported as `exited with status
    -9; see …/index.log`: a signal read as a status, and the user sent to an empty file."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SUDDEN_END)
    corpus = make_corpus(tmp_path / "repo", files=3)
    index_dir = tmp_path / "index"
    path = os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))
    env = cli_env(index_dir, tmp_path / "cache", PYTHONPATH=path, SUDDEN_END=how)
    res = run(["index", str(corpus.root), "--background"], env)
    assert (index_dir / "index.log").read_bytes() == b""
    assert res.returncode == 2 and res.stdout == "", res.stdout
    assert res.stderr == (f"codesift: error[BACKGROUND_FAILED]: the background index pass {said} "
                          f"before it wrote a line to {index_dir / 'index.log'}\n"), res.stderr


def test_a_background_pass_that_fails_is_told_by_status_and_search(tmp_path: Path,
                                                                   isolated_env: Path) -> None:
    """A failure only the detached pass meets (here a commit interval it alone reads, set in its
    environment) is recorded in the index directory: status and the next search say that the
    last background pass failed and why, until a complete pass has run since."""
    from codesift.jobs import background_argv

    corpus = make_corpus(tmp_path / "repo", files=3)
    index_dir = tmp_path / "index"
    env = cli_env(index_dir, tmp_path / "cache")
    assert run(["index", str(corpus.root)], env).returncode == 0
    child = subprocess.run(background_argv(str(corpus.root), str(index_dir), {}),
                           env={**env, "CODESIFT_COMMIT_INTERVAL": "abc"}, capture_output=True,
                           text=True, timeout=60, cwd=corpus.root)
    assert child.returncode == 2
    failed = status(corpus.root, env)["background_failed"]
    assert failed["code"] == "INVALID_CONFIG" and "CODESIFT_COMMIT_INTERVAL" in failed["message"]
    assert failed["log"] == str(index_dir / "index.log")
    text = run(["status", "--root", str(corpus.root)], env).stdout
    assert "failed:   the last background index pass (pid " in text
    assert "error[INVALID_CONFIG]: CODESIFT_COMMIT_INTERVAL" in text
    name = corpus.truth[sorted(corpus.truth)[0]][0]
    found = run(["search", name, "--root", str(corpus.root), "--refresh-budget", "0"], env)
    assert found.stdout.startswith("(the last background index pass failed "), found.stdout
    assert "error[INVALID_CONFIG]" in found.stdout.splitlines()[0]
    as_json = json.loads(run(["search", name, "--json", "--root", str(corpus.root),
                              "--refresh-budget", "0"], env).stdout)
    assert as_json["index"]["background_failed"]["code"] == "INVALID_CONFIG"
    # A complete pass since then: the failure is history.
    corpus.add(1)
    assert run(["index", str(corpus.root)], env).returncode == 0
    assert status(corpus.root, env)["background_failed"] is None
    found = run(["search", name, "--root", str(corpus.root)], env)
    # The note, not the word: the read call's absolute path holds this test's folder name.
    assert "the last background index pass" not in found.stdout, found.stdout
