"""An index this process cannot write (a read-only mount, a folder without write permission, an
index shared read-only) answers from what it holds and says so; its damage is one coded line,
never a wipe; the index is left byte for byte as it was.

Real folders made unwritable for real ``python -m codesift`` children (``unwritable``): by
permissions when not root, ``chattr +i`` as root, else a read-only bind mount inside
``unshare``; skipped only when none of those works here.
"""
from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
from contextlib import asynccontextmanager
from pathlib import Path
from typing import AsyncIterator, Callable, Iterator, Mapping

import pytest

from conftest import CliResult, assert_error, write_repo

BUCKET = "src/ratelimit/bucket.py"
NOTE = re.compile(r"\(index not refreshed: the index directory is read-only — answering from "
                  r"the index as last updated \d+ s ago\)")
_PROBE = ("import os, sys\n"
          "try:\n"
          "    open(os.path.join(sys.argv[1], '.codesift-probe'), 'w').close()\n"
          "except OSError:\n"
          "    sys.exit(0)\n"
          "sys.exit(1)\n")
# In a new user and mount namespace: bind the folder ($1) onto itself read-only, then run the rest.
_RO_MOUNT = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"'


def _tree(folder: Path) -> list[str]:
    return [str(folder)] + [os.path.join(d, n) for d, dirs, files in os.walk(folder)
                            for n in dirs + files]


def _blocked(folder: Path, prefix: list[str]) -> bool:
    """Whether a child started through ``prefix`` cannot create a file in ``folder``."""
    proc = subprocess.run([*prefix, sys.executable, "-c", _PROBE, str(folder)],
                          capture_output=True, timeout=60)
    return proc.returncode == 0


class Unwritable:
    """Makes a folder and everything in it unwritable for the children a test starts; ``prefix``
    is what their command lines start with (empty, or ``unshare`` with a read-only mount)."""

    def __init__(self) -> None:
        self.prefix: list[str] = []
        self.how = ""
        self._undo: list[Callable[[], None]] = []

    def __call__(self, folder: Path) -> list[str]:
        tried = []
        if os.geteuid() != 0:
            modes = {p: os.lstat(p).st_mode for p in _tree(folder)}
            for p in modes:
                os.chmod(p, modes[p] & ~0o222)
            self._undo.append(lambda: [os.chmod(p, m) for p, m in modes.items()])
            if _blocked(folder, []):
                self.how = "chmod -R a-w"
                return self.prefix
            self.undo()
            tried.append("chmod")
        if shutil.which("chattr"):
            paths = _tree(folder)
            done = subprocess.run(["chattr", "+i", *paths], capture_output=True).returncode == 0
            self._undo.append(lambda: subprocess.run(["chattr", "-i", *paths], capture_output=True))
            if done and _blocked(folder, []):
                self.how = "chattr +i"
                return self.prefix
            self.undo()
            tried.append("chattr")
        if shutil.which("unshare"):
            prefix = ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", _RO_MOUNT,
                      "sh", str(folder)]
            if _blocked(folder, prefix):
                self.how, self.prefix = "read-only bind mount", prefix
                return self.prefix
            tried.append("unshare")
        probe = folder / ".codesift-probe"
        if probe.exists():
            probe.unlink()
        pytest.skip(f"no way to make a folder unwritable here (tried {', '.join(tried) or 'none'})")

    def undo(self) -> None:
        while self._undo:
            self._undo.pop()()


@pytest.fixture
def unwritable() -> Iterator[Unwritable]:
    """``unwritable(folder)`` makes ``folder`` read-only for the test's children (undone after)."""
    made = Unwritable()
    try:
        yield made
    finally:
        made.undo()


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every entry under ``folder``: a file's bytes, None for a folder."""
    out: dict[str, bytes | None] = {}
    for path in _tree(folder)[1:]:
        rel = os.path.relpath(path, folder)
        out[rel] = None if os.path.isdir(path) else Path(path).read_bytes()
    return out


def env_for(tmp_path: Path, index_dir: Path) -> dict[str, str]:
    """A child's environment: its index in ``index_dir``, a refresh due before every answer,
    and a temporary folder of its own (the read-only store's shadow must not outlive it)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    tmp = tmp_path / "tmp"
    tmp.mkdir(exist_ok=True)
    env.update(CODESIFT_INDEX_DIR=str(index_dir), XDG_CACHE_HOME=str(tmp_path / "cache"),
               CODESIFT_MIN_REFRESH_INTERVAL="0", TMPDIR=str(tmp))
    return env


def cli(prefix: list[str], env: Mapping[str, str], *args: str) -> CliResult:
    proc = subprocess.run([*prefix, sys.executable, "-m", "codesift", *args], env=dict(env),
                          capture_output=True, text=True, timeout=120)
    return CliResult(proc.returncode, proc.stdout, proc.stderr)


def built(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """The sample repository (a git work tree), indexed by the CLI into ``tmp_path/ro/index``."""
    repo = write_repo(tmp_path / "repo", git=True)
    index_dir = tmp_path / "ro" / "index"
    env = env_for(tmp_path, index_dir)
    res = cli([], env, "index", str(repo))
    assert res.code == 0, res.err
    return repo, index_dir, env


def test_a_read_only_index_answers_from_what_it_holds_and_says_so(tmp_path: Path,
                                                                 unwritable: Unwritable) -> None:
    repo, index_dir, env = built(tmp_path)
    empty = index_dir.parent / "empty"
    empty.mkdir()
    # Added after the index was built: no refresh can add it now.
    (repo / "src" / "late.py").write_text("def added_after_the_build():\n    pass\n")
    before = snapshot(index_dir.parent)
    prefix = unwritable(index_dir.parent)

    def run(*args: str) -> CliResult:
        return cli(prefix, env, *args, "--root", str(repo))

    res = run("search", "TokenBucket")
    assert (res.code, res.err) == (0, ""), (unwritable.how, res.err)
    lines = res.out.splitlines()
    assert NOTE.fullmatch(lines[0]), res.out
    assert re.search(rf"^(?:{BUCKET}|  ):5  class TokenBucket", res.out, re.M), res.out
    late = run("search", "added_after_the_build", "--json")
    assert late.code == 1 and "src/late.py" not in late.out

    body = json.loads(run("search", "TokenBucket", "--json").out)
    assert body["hits"][0]["path"] == BUCKET
    refresh = body["index"]["refresh"]
    assert (refresh["mode"], refresh["stopped"], refresh["complete"]) == ("failed", "read_only", True)
    assert 0 <= refresh["last_refresh_age_s"] < 600 and body["index"]["files"] == 10

    outline = run("outline", BUCKET)
    assert outline.code == 0 and NOTE.fullmatch(outline.out.splitlines()[0]), outline.out
    related = run("related", f"{BUCKET}:16")
    assert related.code == 0 and "TokenBucket.consume" in related.out, related.err

    status = run("status")
    assert status.code == 0 and "access:   read-only" in status.out and "files:    10" in status.out
    facts = json.loads(run("status", "--json").out)
    assert facts["read_only"] is True and facts["complete"] is True and facts["files"] == 10

    # Asked to write, it says it cannot; with no index there yet, nothing can answer.
    line = assert_error(cli(prefix, env, "index", str(repo)), "INDEX_DIR_UNWRITABLE")
    assert str(index_dir) in line and "searches answer from the index there" in line
    assert_error(cli(prefix, {**env, "CODESIFT_INDEX_DIR": str(empty)}, "search", "TokenBucket",
                     "--root", str(repo)), "INDEX_DIR_UNWRITABLE")

    assert snapshot(index_dir.parent) == before
    assert os.listdir(env["TMPDIR"]) == []   # the shadows of tantivy's folders are gone


def _garble_segments(index_dir: Path) -> None:
    for path in index_dir.glob("chunks/*.term"):
        data = bytearray(path.read_bytes())
        data[-64:] = b"\xa5" * min(64, len(data))
        path.write_bytes(bytes(data))


def _garble_doc_store(index_dir: Path) -> None:
    """Met only when a hit's document is read (every open-time check passes)."""
    for path in index_dir.glob("chunks/*.store"):
        data = bytearray(path.read_bytes())
        data[:32] = b"\xa5" * 32
        path.write_bytes(bytes(data))


def _garble_table(index_dir: Path) -> None:
    (index_dir / "files.sqlite").write_bytes(b"\xa5" * 4096)


def _old_schema(index_dir: Path) -> None:
    meta = json.loads((index_dir / "meta.json").read_text())
    (index_dir / "meta.json").write_text(json.dumps({**meta, "schema": 1}))


@pytest.mark.parametrize("damage", [_garble_segments, _garble_doc_store, _garble_table, _old_schema],
                         ids=["segments", "doc-store", "file-table", "old-schema"])
def test_damage_in_a_read_only_index_is_one_coded_line_and_never_a_wipe(
        tmp_path: Path, unwritable: Unwritable, damage: Callable[[Path], None]) -> None:
    repo, index_dir, env = built(tmp_path)
    damage(index_dir)
    before = snapshot(index_dir.parent)
    prefix = unwritable(index_dir.parent)
    # Damage in the documents is met only by reading one: status reads none.
    for args in [["search", "TokenBucket"]] + [["status"]] * (damage is not _garble_doc_store):
        res = cli(prefix, env, *args, "--root", str(repo))
        line = assert_error(res, "INDEX_UNUSABLE")
        assert f"the index at {index_dir} is read-only, so it cannot be rebuilt: " in line, line
    res = cli(prefix, env, "search", "TokenBucket", "--json", "--root", str(repo))
    assert json.loads(res.out)["error"]["code"] == "INDEX_UNUSABLE"
    assert snapshot(index_dir.parent) == before
    assert os.listdir(env["TMPDIR"]) == []


def test_the_mcp_server_answers_from_a_read_only_index(tmp_path: Path,
                                                       unwritable: Unwritable) -> None:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    repo, index_dir, env = built(tmp_path)
    before = snapshot(index_dir.parent)
    command = [*unwritable(index_dir.parent), sys.executable, "-m", "codesift", "serve",
               "--json", "--root", str(repo)]

    @asynccontextmanager
    async def connect() -> AsyncIterator[ClientSession]:
        params = StdioServerParameters(command=command[0], args=command[1:], env=env,
                                       cwd=str(tmp_path))
        with open(tmp_path / "server.log", "a") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    yield session

    async def body() -> None:
        async with connect() as s:
            res = await s.call_tool("search_code", {"query": "TokenBucket"})
            assert not res.is_error, res.content[0].text
            text, data = res.content[0].text, res.structured_content
            assert NOTE.fullmatch(text.splitlines()[0]), text
            assert data["hits"][0]["path"] == BUCKET
            assert data["index"]["refresh"]["stopped"] == "read_only"
            status = await s.call_tool("index_status", {})
            assert status.structured_content["read_only"] is True
            assert "warm_error" not in status.structured_content   # nothing was tried
            assert "access:   read-only" in status.content[0].text

    try:
        asyncio.run(body())
    except BaseExceptionGroup as group:   # the SDK's task groups: the failure itself
        leaf: BaseException = group
        while isinstance(leaf, BaseExceptionGroup):
            leaf = leaf.exceptions[0]
        raise leaf from None
    assert snapshot(index_dir.parent) == before


def test_a_store_opened_read_only_is_reopened_to_write_once_it_can(tmp_path: Path,
                                                                  unwritable: Unwritable) -> None:
    """A long-lived ``Index`` (the server's) that read an index while it was read-only must
    not write through what it opened then (tantivy's folders were temporary shadows)."""
    from codesift import Index

    repo, index_dir, env = built(tmp_path)
    if unwritable(index_dir.parent):
        pytest.skip("the folder is read-only only inside another mount namespace")
    ix = Index(str(repo), flags={"index_dir": str(index_dir), "min_refresh_interval": 0})
    try:
        assert ix.search("TokenBucket").index["refresh"]["stopped"] == "read_only"
        assert ix.store.read_only is not None
        unwritable.undo()
        (repo / "src" / "late.py").write_text("def added_after_the_build():\n    pass\n")
        result = ix.search("added_after_the_build")
        assert result.hits[0].path == "src/late.py" and result.index["refresh"]["mode"] == "incremental"
    finally:
        ix.close()
    # Landed in the index itself: a new process finds it without refreshing.
    res = cli([], {**env, "CODESIFT_REFRESH_BUDGET": "0"}, "search", "added_after_the_build",
              "--root", str(repo))
    assert res.code == 0 and "src/late.py:1" in res.out, res.out


# A long-lived process (the MCP server, a library user) answering one query a stdin line.
_SERVE = ("import json, sys\n"
          "from codesift import Index\n"
          "ix = Index(sys.argv[1], flags={'index_dir': sys.argv[2], 'min_refresh_interval': 0})\n"
          "for query in sys.stdin:\n"
          "    try:\n"
          "        r = ix.search(query.strip())\n"
          "        out = {'hits': [h.path for h in r.hits], 'refresh': r.index['refresh']}\n"
          "    except Exception as exc:\n"
          "        out = {'error': str(exc)}\n"
          "    print(json.dumps(out), flush=True)\n"
          "ix.close()\n")
# Run in a process's mount namespace: a read-only bind of the folder ($1) over itself, which
# paths opened from then on meet (files open already stay on the mount below, as writable).
_OVERMOUNT_RO = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1"'


def test_a_running_process_answers_once_its_index_folder_turns_read_only(tmp_path: Path) -> None:
    """A process that opened the index while it could write it (the server) must answer from it
    once the folder turns read-only under it, and refresh it again once it is writable: tantivy's
    reader, reloaded in the real folder, could no longer take its lock file there ("Failed to
    acquire Lockfile", INDEX_UNUSABLE for every search). The folder turns read-only by a mount
    in the child's namespace: ``chattr +i`` would kill the child (SQLite's -shm is mapped, and
    a write to a mapped immutable file is a SIGBUS), a remount is refused (files open to write)."""
    if not shutil.which("unshare") or not shutil.which("nsenter"):
        pytest.skip("needs unshare and nsenter")
    repo, index_dir, env = built(tmp_path)
    folder = str(index_dir.parent)
    proc = subprocess.Popen(["unshare", "--user", "--map-root-user", "--mount", sys.executable,
                             "-c", _SERVE, str(repo), str(index_dir)],
                            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(query: str) -> dict:
        assert proc.stdin and proc.stdout
        proc.stdin.write(query + "\n")
        proc.stdin.flush()
        line = proc.stdout.readline()
        assert line, "the child died"
        return json.loads(line)

    def remount(script: str) -> None:
        done = subprocess.run(["nsenter", "-t", str(proc.pid), "-U", "-m", "--preserve-credentials",
                               "sh", "-c", script, "sh", folder], capture_output=True, text=True)
        if done.returncode != 0:
            pytest.skip(f"cannot remount in the child's namespace: {done.stderr.strip()}")

    try:
        first = ask("TokenBucket")
        if "error" in first and "mount" in first["error"]:
            pytest.skip("no mount namespace here")
        assert first["hits"][0] == BUCKET and first["refresh"]["stopped"] is None, first
        remount(_OVERMOUNT_RO)
        held = ask("TokenBucket")
        assert "error" not in held, held
        assert held["hits"][0] == BUCKET and held["refresh"]["stopped"] == "read_only", held
        (repo / "src" / "late.py").write_text("def added_after_the_build():\n    pass\n")
        assert "src/late.py" not in ask("added_after_the_build").get("hits", [])
        remount('umount -l "$1"')   # lazily: the read-only store's files are open on it
        again = ask("added_after_the_build")
        assert again.get("hits", [None])[0] == "src/late.py", again
        assert again["refresh"]["mode"] == "incremental", again
    finally:
        if proc.stdin:
            proc.stdin.close()
        proc.wait(timeout=60)
    assert proc.returncode == 0
    assert os.listdir(env["TMPDIR"]) == []


@pytest.mark.parametrize("part", ["", "chunks"], ids=["whole", "chunks-only"])
def test_clean_of_a_read_only_index_says_it_cannot_and_removes_nothing(
        tmp_path: Path, unwritable: Unwritable, part: str) -> None:
    """``clean`` refuses as ``index`` does: one coded line naming the folder, nothing removed.
    It said ``error[IO_ERROR]: Permission denied (…/write.lock)``; with only ``chunks/``
    read-only it removed the rest, said ``removed``, and left the folder behind."""
    repo, index_dir, env = built(tmp_path)
    before = snapshot(index_dir.parent)
    prefix = unwritable(index_dir / part if part else index_dir.parent)
    line = assert_error(cli(prefix, env, "clean", "--root", str(repo)), "INDEX_DIR_UNWRITABLE")
    assert f"cannot remove the index directory {index_dir}: " in line, line
    res = cli(prefix, env, "clean", "--json", "--root", str(repo))
    assert json.loads(res.out)["error"]["code"] == "INDEX_DIR_UNWRITABLE"
    assert snapshot(index_dir.parent) == before
    unwritable.undo()
    res = cli([], env, "clean", "--root", str(repo))
    assert res.code == 0 and not index_dir.exists(), res.err


def test_a_partial_read_only_index_sends_nobody_to_complete_it_here(
        tmp_path: Path, unwritable: Unwritable) -> None:
    """A read-only index whose first pass never finished (killed before it recorded, so no
    refresh.json) answers from what it holds, and says it cannot be completed here: it told
    an agent ``run codesift index to complete it``, which can only answer
    INDEX_DIR_UNWRITABLE, and status said ``a search or `codesift index` completes it``."""
    repo, index_dir, env = built(tmp_path)
    (index_dir / "refresh.json").unlink()
    prefix = unwritable(index_dir.parent)
    res = cli(prefix, env, "search", "TokenBucket", "--root", str(repo))
    assert res.code == 0, res.err
    head = [ln for ln in res.out.splitlines() if ln.startswith("(")]
    assert any("index partial" in ln for ln in head), res.out
    assert not any("codesift index" in ln or "run again" in ln for ln in head), head
    assert any("read-only" in ln for ln in head if "index partial" in ln), head
    status = cli(prefix, env, "status", "--root", str(repo))
    assert status.code == 0 and "never finished" in status.out, status.out
    assert "completes it" not in status.out, status.out
    assert_error(cli(prefix, env, "index", str(repo)), "INDEX_DIR_UNWRITABLE")


def test_a_full_temporary_folder_is_named_not_the_index(tmp_path: Path,
                                                        unwritable: Unwritable) -> None:
    """The shadow of tantivy's folders is made in the temporary folder: when that is full, the
    error says so. It said ``error[IO_ERROR]: No space left on device (<index>/chunks/….idx)``,
    sending the user to free space on the index's disk."""
    if not shutil.which("unshare"):
        pytest.skip("needs unshare")
    repo, index_dir, env = built(tmp_path)
    before = snapshot(index_dir.parent)
    if unwritable(index_dir.parent):
        pytest.skip("the folder is read-only only inside another mount namespace")
    # A temporary folder with room for the shadow's folders and nothing in them.
    full = ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c",
            'mount -t tmpfs -o size=1m,nr_inodes=4 tmpfs "$1" && shift && exec "$@"',
            "sh", env["TMPDIR"]]
    if subprocess.run([*full, "true"], capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    for args in (["search", "TokenBucket"], ["status"]):
        line = assert_error(cli(full, env, *args, "--root", str(repo)), "INDEX_UNUSABLE")
        assert "temporary folder" in line and "No space left on device" in line, line
        assert str(index_dir / "chunks") not in line, line
    assert snapshot(index_dir.parent) == before
