"""Running and measuring the benchmark's child processes, for benchmarks/bench.py.

Apart from bench.py so the per-corpus driver reads as a list of measurements: this module
holds how a child is started (from a small launcher, so its peak memory is its own), how its
wall time, CPU time and memory are taken, the cold build a child runs, and the size of an
index dir on disk. It imports no codesift at module level: the child's build times the import
apart, and ``--rev`` must be able to put another copy first on the path.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence


def clean_env(**extra: str) -> dict[str, str]:
    """The environment without any CODESIFT_* setting, so only defaults and ``extra`` apply."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env.update(extra)
    return env


@dataclass
class ChildRun:
    """A finished child process: exit code, output, wall seconds and its own peak RSS."""

    code: int
    out: str
    err: str
    wall: float
    cpu: float          # user + system seconds of the child (and of its reaped children)
    maxrss_kb: int      # peak RSS of the largest single process: the child or a worker
    tree_pss_kb: int    # largest sampled PSS sum over the child and its descendants (0: not sampled)


# A tiny process that starts every measured child. A forked child's ``ru_maxrss`` starts at
# its parent's RSS (Linux folds the pre-exec memory into it), so children forked from this
# benchmark, which grows to hundreds of MB, would all report at least that. Forked from this
# ~10 MB launcher instead, a child's peak is its own. ``ru_maxrss`` is still the peak of the
# largest single process (the child or one of its workers), so for builds the launcher also
# samples the whole process tree's proportional set size (PSS: shared pages split between the
# processes sharing them) every 50 ms and keeps the largest sum. Lines of JSON in and out.
_LAUNCHER_CODE = r"""
import json, os, subprocess, sys, time

def tree_pss_kb(root):
    children = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as fh:
                    ppid = int(fh.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(name))
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo += children.get(pid, [])
        try:
            with open(f"/proc/{pid}/smaps_rollup") as fh:
                total += next(int(l.split()[1]) for l in fh if l.startswith("Pss:"))
        except (OSError, StopIteration, ValueError):
            pass
    return total

for line in sys.stdin:
    job = json.loads(line)
    peak = 0
    with open(job["out"], "wb") as out, open(job["err"], "wb") as err, open(job["in"], "rb") as inp:
        t0 = time.perf_counter()
        proc = subprocess.Popen(job["cmd"], stdout=out, stderr=err, stdin=inp, env=job["env"])
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG if job["sample"] else 0)
            if pid:
                break
            peak = max(peak, tree_pss_kb(proc.pid))
            time.sleep(0.05)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
    print(json.dumps({"code": proc.returncode, "wall": wall, "maxrss_kb": usage.ru_maxrss,
                      "cpu": usage.ru_utime + usage.ru_stime, "tree_pss_kb": peak}), flush=True)
"""
_launcher: subprocess.Popen | None = None


def run_child(cmd: Sequence[str], env: dict[str, str], stdin: bytes | None = None,
              sample_memory: bool = False) -> ChildRun:
    """Run ``cmd`` from the launcher, which reaps it with ``wait4`` (that child's own rusage).

    ``sample_memory`` polls the child's process tree for its summed PSS; the polling adds up
    to 50 ms to the wall time (and ~1 ms of CPU per sample), so only builds ask for it.
    """
    global _launcher
    if _launcher is None or _launcher.poll() is not None:
        _launcher = subprocess.Popen([sys.executable, "-S", "-c", _LAUNCHER_CODE], text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    with tempfile.TemporaryDirectory(prefix="codesift-child-") as tmp:
        paths = {k: os.path.join(tmp, k) for k in ("in", "out", "err")}
        Path(paths["in"]).write_bytes(stdin or b"")
        assert _launcher.stdin and _launcher.stdout
        _launcher.stdin.write(json.dumps({"cmd": list(cmd), "env": env, "sample": sample_memory,
                                          **paths}) + "\n")
        _launcher.stdin.flush()
        done = json.loads(_launcher.stdout.readline())
        return ChildRun(done["code"], Path(paths["out"]).read_text("utf-8", "replace"),
                        Path(paths["err"]).read_text("utf-8", "replace"), done["wall"],
                        done["cpu"], done["maxrss_kb"], done["tree_pss_kb"])


def dir_bytes(path: str) -> dict[str, Any]:
    """Bytes on disk (apparent size) of an index dir: total, and per top-level entry.

    SQLite's ``-wal``/``-shm`` files count with their database, so the parts stay meaningful
    whatever the store's layout becomes.
    """
    total = 0
    parts: dict[str, int] = {}
    for dirpath, _, files in os.walk(path):
        for name in files:
            full = os.path.join(dirpath, name)
            try:
                size = os.path.getsize(full)
            except OSError:
                continue
            top = os.path.relpath(full, path).split(os.sep)[0]
            top = re.sub(r"-(wal|shm|journal)$", "", top) + ("/" if top != name else "")
            parts[top] = parts.get(top, 0) + size
            total += size
    return {"total": total, "parts": dict(sorted(parts.items(), key=lambda kv: -kv[1]))}


def timed(fn: Callable[[], Any]) -> tuple[float, float, Any]:
    """Wall and CPU seconds of one call, and its value.

    CPU time is reported beside wall time because the machine is shared: other processes
    inflate wall time, while this process's CPU time moves much less.
    """
    c0, t0 = time.process_time(), time.perf_counter()
    value = fn()
    return time.perf_counter() - t0, time.process_time() - c0, value


# ---------------------------------------------------------------------------- child: cold build


def child_build(root: str, index_dir: str) -> None:
    """Runs in a subprocess: a full ``Index.refresh(None)`` into an empty index dir, as JSON."""
    t0 = time.perf_counter()
    from codesift import Index

    t1 = time.perf_counter()
    ix = Index(root, flags={"index_dir": index_dir})
    report = ix.refresh(None)
    t2 = time.perf_counter()
    stats = ix.store.stats()
    ix.close()
    # Chunk workers exit on their own and are not waited for; reap them here so their CPU
    # time joins this process's in the launcher's wait4 (only waited-for children count).
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            break
    json.dump({"import_s": t1 - t0, "refresh_s": t2 - t1, "vmhwm_kb": _vmhwm_kb(),
               "files": stats["files"], "chunks": stats["chunks"],
               "languages": stats["languages"], "report": report.to_json()}, sys.stdout)


def _vmhwm_kb() -> int | None:
    """This process's peak RSS since exec (Linux ``VmHWM``), a cross-check of ``ru_maxrss``."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None
