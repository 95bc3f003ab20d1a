"""Index passes outside the foreground: start one detached, list the running ones, stop one.

A background pass is an ordinary ``codesift index ROOT --index-dir DIR`` started in a new
session (no controlling terminal, so the shell's Ctrl-C and hangup never reach it), with stdin
from /dev/null and its output in ``index.log`` inside the index directory. Like any
``codesift index`` it waits for the write lock, commits as it goes, and treats SIGTERM as it
treats Ctrl-C: stop between files, commit what is done, exit. That is how ``--kill`` stops it,
so the index it leaves is consistent and the next pass continues where it ended.

Running passes are found from the index directories alone: a held ``write.lock`` is a live
writer (flock dies with its process) and its ``progress.json`` says who and how far.

>>> start_background("/src/project", "/tmp/idx", {})     # doctest: +SKIP
{'pid': 4242, 'log': '/tmp/idx/index.log', 'already_running': False}
"""
from __future__ import annotations

import json
import os
import signal
import sys
import time
from types import FrameType
from typing import Any, Iterable, Mapping

from .cachedirs import cache_base, iter_index_dirs
from .diskio import atomic_write, ensure_dir, probe_write_errno, read_json
from .errors import CodesiftError
from .writelock import lock_is_held

LOG_FILE = "index.log"
# What a background pass that failed left for ``status`` and the next search to say.
FAILED_FILE = "failed.json"
# The hidden flag a background pass is started with: it records its failure (FAILED_FILE).
DETACHED_FLAG = "--detached"
# How long ``--background`` waits to see its child take the lock, and ``--kill`` to see the
# pass let go of it; a pass commits within seconds of SIGTERM, so these are generous.
START_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 60.0
_POLL_S = 0.02


class StopOnSignal:
    """Turns SIGINT, SIGTERM and SIGHUP into a flag the pass polls between files.

    The pass then commits and returns, so an interrupted ``codesift index`` keeps its work. A
    second signal ends the process at once, as a kill would (still safe: commits are atomic).
    Not by raising KeyboardInterrupt: landing in a finalizer (``Popen.__del__``), it was
    printed as a traceback, swallowed, and the pass went on.

    >>> with StopOnSignal() as stop:            # doctest: +SKIP
    ...     ix.refresh(None, should_stop=stop)
    """

    SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)

    def __init__(self) -> None:
        self.signum: int | None = None
        self._old: dict[int, Any] = {}

    def __enter__(self) -> "StopOnSignal":
        for sig in self.SIGNALS:
            self._old[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        for sig, old in self._old.items():
            signal.signal(sig, old)

    def __call__(self) -> bool:
        return self.signum is not None

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.signum is not None:
            try:   # a hung-up terminal or a closed pipe refuses it: exit all the same
                os.write(2, b"\r\033[Kcodesift: interrupted\n" if os.isatty(2)
                         else b"codesift: interrupted\n")
            except OSError:
                pass
            os._exit(128 + signum)
        self.signum = signum


def start_background(root: str, index_dir: str, flags: Mapping[str, Any]) -> dict:
    """Start a detached ``codesift index`` for ``root``; return its pid and log path.

    If a pass already holds the lock, nothing starts and its pid comes back instead; a disk
    that refuses a write now is ``IO_ERROR`` before anything starts. Returns once the child
    holds the lock (or has already finished), so ``status`` right after shows it.
    """
    import subprocess   # here: a search imports this module for StopOnSignal alone

    from .store.refresh import commit_interval

    ensure_dir(index_dir)
    commit_interval()   # read by the pass alone: a bad value was an error nobody saw
    if lock_is_held(index_dir):
        running = read_json(os.path.join(index_dir, "progress.json")) or {}
        return {"pid": running.get("pid"), "log": None, "already_running": True}
    refused = probe_write_errno(index_dir)
    if refused is not None:
        # A full disk fails the pass at its first write, often after the child has taken the
        # lock and this has returned as if all were well: say it now, as `codesift index` does.
        raise CodesiftError("IO_ERROR", f"cannot write the index at {index_dir}: "
                                        f"{os.strerror(refused)}")
    argv = background_argv(root, index_dir, flags)
    log_path = os.path.join(index_dir, LOG_FILE)
    with open(log_path, "wb") as log, open(os.devnull, "rb") as devnull:
        child = subprocess.Popen(argv, stdin=devnull, stdout=log, stderr=log, close_fds=True,
                                 start_new_session=True, cwd=root)
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        code = child.poll()
        if code is not None:
            if code != 0:
                raise CodesiftError("BACKGROUND_FAILED", _failure(code, log_path, index_dir))
            break
        if lock_is_held(index_dir):
            break
        time.sleep(_POLL_S)
    return {"pid": child.pid, "log": log_path, "already_running": False}


def background_argv(root: str, index_dir: str, flags: Mapping[str, Any]) -> list[str]:
    """The command line of a background pass on ``root``: an ordinary ``codesift index``,
    marked ``--detached`` so that a failure is recorded where ``status`` reads it."""
    argv = [sys.executable, "-m", "codesift", "index", root, "--index-dir", index_dir,
            DETACHED_FLAG]
    for name, value in flags.items():
        for v in (value if isinstance(value, list) else [value]):
            # One argument, `--ignore=-draft.py`: apart, a value starting with '-' is a flag.
            argv.append(f"--{name.replace('_', '-')}={v}")
    return argv


def record_failure(index_dir: str, code: str, message: str) -> None:
    """Leave a detached pass's error in ``index_dir`` for ``status`` and searches: its parent
    has returned, and no one reads index.log unasked. Best effort: a disk that refuses this
    small write refused the log too, and the next pass meets the same refusal and says it."""
    try:
        atomic_write(os.path.join(index_dir, FAILED_FILE), json.dumps(
            {"pid": os.getpid(), "at": time.time(), "code": code, "message": message,
             "log": os.path.join(index_dir, LOG_FILE)}), durable=False)
    except OSError:
        pass


def background_failure(index_dir: str) -> dict | None:
    """The failure the last background pass recorded, unless a complete pass has finished
    since (then it is history); None if there is none."""
    failed = read_json(os.path.join(index_dir, FAILED_FILE))
    if not failed or not isinstance(failed.get("at"), (int, float)):
        return None
    last = read_json(os.path.join(index_dir, "refresh.json")) or {}
    finished = last.get("finished")
    if last.get("complete") and isinstance(finished, (int, float)) and finished > failed["at"]:
        return None
    return failed


def _failure(code: int, log_path: str, index_dir: str) -> str:
    """Why a background pass failed, in one line: its log says, unless it is empty. It is
    empty when the disk refused to write it too (full: "see index.log" sent the user to an
    empty file), or when the pass ended before it wrote a word: killed (the OOM killer, a
    ``kill -9``), or an exit that said nothing. Both were "see index.log", and a killed pass
    "exited with status -9" (Popen's return code, not an exit status)."""
    said = f"the background index pass {_ended(code)}"
    try:
        empty = os.path.getsize(log_path) == 0
    except OSError:
        empty = True
    if not empty:
        return f"{said}; see {log_path}"
    refused = probe_write_errno(index_dir)
    if refused is not None:
        return (f"{said}, its log empty: cannot write the index at {index_dir}: "
                f"{os.strerror(refused)}")
    return f"{said} before it wrote a line to {log_path}"


def _ended(code: int) -> str:
    """How a child ended, from its ``Popen.returncode``: negative is the signal that killed it."""
    if code >= 0:
        return f"exited with status {code}"
    try:
        return f"was killed by {signal.Signals(-code).name}"
    except ValueError:
        return f"was killed by signal {-code}"


def index_dirs(extra: Iterable[str | None] = ()) -> list[str]:
    """Index directories to look in: every one under the cache base, plus ``extra`` ones."""
    seen = dict.fromkeys(iter_index_dirs(cache_base()))
    for path in extra:
        if path and os.path.isdir(path):
            seen.setdefault(os.path.realpath(path))
    return list(seen)


def list_running(dirs: Iterable[str]) -> list[dict]:
    """The live passes among ``dirs``: pid, root, files done and total, start time, index path."""
    running = []
    for path in dirs:
        if not lock_is_held(path):
            continue
        prog = read_json(os.path.join(path, "progress.json")) or {}
        root = prog.get("root") or (read_json(os.path.join(path, "meta.json")) or {}).get("root")
        running.append({"pid": prog.get("pid"), "root": root, "done": prog.get("done", 0),
                        "total": prog.get("total", 0), "started": prog.get("started"),
                        "by": prog.get("by", "index"), "index_path": path})
    return running


def stop(target: str, dirs: Iterable[str], root: str | None = None) -> dict:
    """SIGTERM the pass ``target`` names (a pid, or the root whose pass ``root`` resolved),
    then wait until it has committed and let go of the lock. Only listed passes are signalled.
    """
    running = list_running(dirs)
    if target.isdigit():
        match = [r for r in running if r["pid"] == int(target)]
    else:
        match = [r for r in running if r["root"] == root]
    if not match:
        raise CodesiftError("NOT_RUNNING", f"no index pass is running for {target}")
    entry = match[0]
    if entry["by"] != "index":
        raise CodesiftError("NOT_RUNNING", f"pid {entry['pid']} is `codesift {entry['by']}` "
                            f"indexing {entry['root']}, not an index pass; it is left running"
                            if entry["by"] != "library" else f"pid {entry['pid']} is a program "
                            f"indexing {entry['root']} through the library; it is left running")
    if not entry["pid"]:
        raise CodesiftError("NOT_RUNNING", f"the pass on {entry['index_path']} has not said its "
                            "pid yet; try again in a moment")
    try:
        os.kill(entry["pid"], signal.SIGTERM)
    except ProcessLookupError:
        return {**entry, "stopped": True}
    deadline = time.monotonic() + STOP_TIMEOUT_S
    # Done when the lock is free or held by someone else (the pass clears its progress file
    # after its last commit); the pid alone can't say, since an exited child lingers as a zombie.
    while lock_is_held(entry["index_path"]) and (read_json(os.path.join(
            entry["index_path"], "progress.json")) or {}).get("pid") == entry["pid"]:
        if time.monotonic() > deadline:
            raise CodesiftError("STOP_TIMEOUT", f"pid {entry['pid']} still holds the index lock "
                                f"after {STOP_TIMEOUT_S:.0f}s")
        time.sleep(_POLL_S)
    return {**entry, "stopped": True}
