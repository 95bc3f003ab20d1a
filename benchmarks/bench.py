#!/usr/bin/env python3
"""Speed, size, memory and token benchmarks for codesift (issue 5). Run by hand, never by CI.

Each corpus is copied to a temp folder (the originals are never touched) and indexed into its
own temp index directory, through the real library (``codesift.Index``) and the real CLI. See
benchmarks/README.md for the exact commands and docs/BENCHMARKS.md for the results.

    .venv/bin/python benchmarks/bench.py --out /tmp/bench.json --md /tmp/bench.md
    .venv/bin/python benchmarks/bench.py --corpus requests=/path/to/requests --quick
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

if TYPE_CHECKING:  # codesift is imported late, so --rev can put another copy first on the path
    from codesift import Index

HERE = Path(__file__).resolve().parent
EVAL_REPOS = ("requests", "click", "express", "gin", "ripgrep", "retrofit")
# Where get_corpora.sh puts the large corpora.
DATA_DIR = Path(os.environ.get("CODESIFT_BENCH_DATA", os.path.join(tempfile.gettempdir(), "codesift-bench")))
SEED = 1729
# Set in the re-executed run of ``--rev``: the commit whose exported src/ is on PYTHONPATH.
REV_ENV = "BENCH_CODESIFT_REV"

# Targets from issue 5 (2-core machine).
COLD_CHUNKS_PER_S = 10_000
WARM_BASE_MS, WARM_PER_FILE_MS = 15.0, 0.010
QUERY_P50_MS = ((10_000, 3.0), (100_000, 10.0))
CLI_MS = 150.0
BYTES_PER_CHUNK = 512           # 0.5 KiB
SIG_TOKENS_PER_HIT = 25.0

# Fixed natural-language questions: the same on every corpus, so none is favoured.
PHRASES = (
    "where is the configuration loaded",
    "retry with backoff",
    "parse command line arguments",
    "handle errors from http requests",
    "read a file from disk",
    "how are tests run",
    "format the output as json",
    "close the connection",
    "validate user input",
    "default timeout value",
)
# Sentences a pasted issue is made of; mixed with the corpus's own names and a stack trace.
ISSUE_PROSE = (
    "After upgrading to the latest release the application started failing intermittently.",
    "I expected the call to return the cached value, but it raised an error instead.",
    "This only happens when the request is sent twice in a row with the same session.",
    "Steps to reproduce are below; the minimal example still shows the problem.",
    "The documentation says this option is optional, yet leaving it out breaks startup.",
    "We run this in production behind a proxy and the logs show the same trace every time.",
    "Reverting to the previous version fixes it, so it looks like a regression.",
    "I am happy to open a pull request if someone can point me at the right place.",
    "The error message does not say which value was wrong, which makes it hard to debug.",
    "Setting the environment variable did not change anything as far as I can tell.",
)
DECL_KINDS = frozenset({"function", "method", "constructor", "class", "interface", "struct",
                        "enum", "trait", "type", "constant", "macro", "property"})
HASH_COMMENT_LANGS = frozenset({"python", "ruby", "bash"})
# An address line of render_text: "path:line  label" or "  :line  label" under a path header.
ADDRESS_RE = re.compile(r"^(?:\S[^\n]*?:\d+  |  :\d+  )", re.M)


# ---------------------------------------------------------------------------- helpers


def pct(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100), nearest-rank on the sorted values; NaN when empty."""
    if not values:
        return float("nan")
    s = sorted(values)
    k = max(0, min(len(s) - 1, round(q / 100 * (len(s) - 1))))
    return s[k]


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


def ms(values: Sequence[float], q: float = 50) -> float:
    """A percentile of seconds, in milliseconds (the unit every table uses)."""
    return pct(values, q) * 1e3


def query_target_ms(chunks: int) -> float:
    """The p50 target at this size: 3 ms up to 10k chunks, 10 ms from 100k, linear between."""
    (n0, t0), (n1, t1) = QUERY_P50_MS
    if chunks <= n0:
        return t0
    if chunks >= n1:
        return t1
    return t0 + (t1 - t0) * (chunks - n0) / (n1 - n0)


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


# ---------------------------------------------------------------------------- query set


@dataclass
class QuerySet:
    """Queries by category, drawn from the corpus's own names (deterministic seed)."""

    by_cat: dict[str, list[str]]
    issues: list[str]

    def short(self) -> list[tuple[str, str]]:
        return [(cat, q) for cat, qs in self.by_cat.items() for q in qs]


def sample_declarations(root: str, rng: random.Random, max_files: int) -> list[tuple[str, str, int]]:
    """(name, path, line) of declarations in a sample of the corpus's grammar-parsed files."""
    from codesift.chunk import chunk_file
    from codesift.languages import GRAMMAR_LANGUAGES, language_of
    from codesift.paths import path_class
    from codesift.walk import walk

    files = [f for f in walk(root).files if language_of(f) in GRAMMAR_LANGUAGES]
    source = [f for f in files if path_class(f) == "source"] or files
    picked = sorted(rng.sample(source, min(max_files, len(source))))
    decls: dict[str, tuple[str, str, int]] = {}
    for rel in picked:
        try:
            text = Path(root, rel).read_bytes().decode("utf-8", "replace")
        except OSError:
            continue
        for ch in chunk_file(rel, text, language_of(rel)):
            if ch.kind in DECL_KINDS and len(ch.name) >= 3 and ch.name.isidentifier():
                decls.setdefault(ch.name, (ch.name, ch.path, ch.start))
    return [decls[k] for k in sorted(decls)]


def build_queries(root: str, n_per_cat: int, issue_words: int, n_issues: int) -> QuerySet:
    """Identifiers, their split words, fixed phrases, and pasted-issue texts with a stack trace."""
    from codesift.tokens import name_words

    rng = random.Random(SEED)
    decls = sample_declarations(root, rng, max_files=120)
    multi = [d for d in decls if len(name_words(d[0])) >= 2]
    single = [d for d in decls if len(name_words(d[0])) < 2]
    rng.shuffle(multi)
    rng.shuffle(single)
    # Mostly compound names (what agents half-remember), a few one-word ones.
    n_single = min(len(single), n_per_cat // 3)
    idents = [d[0] for d in multi[: n_per_cat - n_single] + single[:n_single]]
    words = [" ".join(name_words(d[0])) for d in multi[n_per_cat - n_single:][:n_per_cat]]
    if len(words) < n_per_cat:  # small corpora: reuse the identifiers' names as words
        words += [" ".join(name_words(n)) for n in idents if len(name_words(n)) >= 2]
        words = list(dict.fromkeys(words))[:n_per_cat]
    cats = {"identifier": idents, "words": words, "phrase": list(PHRASES[:n_per_cat])}

    issues = []
    for _ in range(n_issues):
        parts: list[str] = []
        count = 0
        while count < issue_words:
            sentence = rng.choice(ISSUE_PROSE)
            if decls and rng.random() < 0.3:
                sentence += f" It seems to go through `{rng.choice(decls)[0]}` first."
            parts.append(sentence)
            count += len(sentence.split())
        trace = ["Traceback (most recent call last):"]
        for name, path, line in rng.sample(decls, min(6, len(decls))):
            trace.append(f'  File "{path}", line {line}, in {name}')
        trace.append("ValueError: invalid literal for int() with base 10: 'abc'")
        issues.append(" ".join(parts[: len(parts) // 2]) + "\n\n" + "\n".join(trace) + "\n\n"
                      + " ".join(parts[len(parts) // 2:]))
    return QuerySet(cats, issues)


# ---------------------------------------------------------------------------- one corpus


def copy_corpus(src: str, dst: str) -> None:
    """A private copy to index and edit; symlinks stay links, as in the original."""
    shutil.copytree(src, dst, symlinks=True)


def pick_edit_file(index: Index) -> str:
    """A typical source file to edit: the median-sized grammar-parsed source file."""
    from codesift.languages import GRAMMAR_LANGUAGES, language_of
    from codesift.paths import path_class

    states = index.store.file_states()
    cands = sorted((st.size, p) for p, st in states.items()
                   if language_of(p) in GRAMMAR_LANGUAGES and path_class(p) == "source")
    if not cands:
        cands = sorted((st.size, p) for p, st in states.items())
    return cands[len(cands) // 2][1]


def bench_corpus(name: str, src: str, work: str, args: argparse.Namespace) -> dict[str, Any]:
    """Every measurement for one corpus; returns a JSON-able dict."""
    from codesift import Index, render_text
    from codesift.render import estimate_tokens
    from codesift.walk import walk

    quick = args.quick
    root = os.path.join(work, name)
    copy_corpus(src, root)
    res: dict[str, Any] = {"name": name, "source": os.path.abspath(src),
                           "loadavg_start": os.getloadavg()}
    cache = os.path.join(work, f"{name}.cache")
    env = clean_env(XDG_CACHE_HOME=cache)

    # Cold build through the library, in a child process (its peak RSS is the build's).
    idx = os.path.join(work, f"{name}.idx")
    run = run_child([sys.executable, str(Path(__file__).resolve()), "--child-build", root, idx], env,
                    sample_memory=True)
    if run.code != 0:
        raise RuntimeError(f"{name}: cold build failed: {run.err.strip()[-2000:]}")
    cold = json.loads(run.out)
    sizes = dir_bytes(idx)
    res["cold"] = {
        "seconds": cold["refresh_s"], "import_s": cold["import_s"], "wall_s": run.wall,
        "cpu_s": run.cpu,
        "files": cold["files"], "chunks": cold["chunks"], "listed": cold["report"]["total"],
        "languages": cold["languages"], "skipped": cold["report"]["skipped"],
        "files_per_s": cold["files"] / cold["refresh_s"],
        "chunks_per_s": cold["chunks"] / cold["refresh_s"],
        "peak_rss_mb": run.maxrss_kb / 1024, "tree_pss_mb": run.tree_pss_kb / 1024,
        "vmhwm_mb": cold["vmhwm_kb"] / 1024 if cold["vmhwm_kb"] else None,
        "workers": cold["report"].get("workers", 0),
    }
    res["size"] = {**sizes, "bytes_per_chunk": sizes["total"] / max(1, cold["chunks"])}

    # Cold build through the CLI: what a user pays, interpreter start included.
    idx_cli = os.path.join(work, f"{name}.cli-idx")
    run = run_child([*args.cli, "index", root, "--index-dir", idx_cli, "--json"], env,
                    sample_memory=True)
    if run.code != 0:
        raise RuntimeError(f"{name}: codesift index failed: {run.err.strip()[-2000:]}")
    out = json.loads(run.out)
    res["cold_cli"] = {"wall_s": run.wall, "cpu_s": run.cpu, "refresh_s": out["refresh"]["seconds"],
                       "chunks": out["chunks"], "chunks_per_s": out["chunks"] / run.wall,
                       "peak_rss_mb": run.maxrss_kb / 1024, "tree_pss_mb": run.tree_pss_kb / 1024}
    shutil.rmtree(idx_cli, ignore_errors=True)

    ix = Index(root, flags={"index_dir": idx})
    ix.refresh(None)  # opens the store and settles anything the child left (nothing, normally)

    # Warm no-change refresh, forced (not the interval-skipping path), and what it is made of.
    reps = 3 if quick else args.warm_repeats
    warm = [timed(lambda: ix.refresh(None)) for _ in range(reps)]
    walk_s = [timed(lambda: walk_as_refresh(root, ix))[0] for _ in range(reps)]
    states_s = [timed(ix.store.file_stats)[0] for _ in range(reps)]   # what a no-change pass loads
    listed = res["cold"]["listed"]
    res["warm"] = {"median_ms": ms([w for w, _, _ in warm]), "min_ms": ms([w for w, _, _ in warm], 0),
                   "p95_ms": ms([w for w, _, _ in warm], 95), "cpu_ms": ms([c for _, c, _ in warm]),
                   "walk_ms": ms(walk_s), "file_states_ms": ms(states_s), "listed": listed,
                   "git": walk(root).git, "target_ms": WARM_BASE_MS + WARM_PER_FILE_MS * listed}

    # Queries in-process, on the warm index, without the refresh a search does first.
    qs = build_queries(root, 4 if quick else args.queries, 300 if quick else 5000,
                       1 if quick else 3)
    res["queries"] = qs.by_cat
    short = qs.short()
    for _, q in short:                       # warm-up: first-use costs are not per-query costs
        ix.search(q, refresh=False)
    lat: dict[str, list[float]] = {cat: [] for cat in qs.by_cat}
    cpu: dict[str, list[float]] = {cat: [] for cat in qs.by_cat}
    for _ in range(1 if quick else args.query_repeats):
        for cat, q in short:
            wall, used, _ = timed(lambda: ix.search(q, refresh=False))
            lat[cat].append(wall)
            cpu[cat].append(used)
    res["query"] = {cat: {"p50_ms": ms(v), "p95_ms": ms(v, 95), "cpu_p50_ms": ms(cpu[cat]),
                          "n": len(v)} for cat, v in lat.items()}
    pooled = [x for v in lat.values() for x in v]
    res["query"]["all"] = {"p50_ms": ms(pooled), "p95_ms": ms(pooled, 95),
                           "cpu_p50_ms": ms([x for v in cpu.values() for x in v]), "n": len(pooled),
                           "target_p50_ms": query_target_ms(res["cold"]["chunks"])}
    issue_lat = [timed(lambda: ix.search(q, refresh=False))[0] for q in qs.issues for _ in range(2)]
    res["query"]["issue"] = {"p50_ms": ms(issue_lat), "max_ms": ms(issue_lat, 100),
                             "words": statistics.mean(len(q.split()) for q in qs.issues)}

    # Tokens: per hit at each detail level (budget out of the way, so only the per-file
    # collapse decides what shows), and per default answer (default budget and detail).
    tok: dict[str, Any] = {}
    results = [ix.search(q, refresh=False) for _, q in short]
    for detail in ("signatures", "snippets", "full"):
        chars = shown = 0
        for r in results:
            text = render_text(r, budget=200_000, detail=detail)
            chars += len(text)
            shown += len(ADDRESS_RE.findall(text))
        tok[detail] = {"tokens_per_hit": chars / 4 / max(1, shown), "hits": shown}
    defaults = [render_text(r) for r in results]
    per = [estimate_tokens(t) for t in defaults]
    tok["default"] = {"mean": statistics.mean(per), "p50": pct(per, 50), "max": max(per),
                      "hits_mean": statistics.mean(len(ADDRESS_RE.findall(t)) for t in defaults)}
    res["tokens"] = tok

    # Through the CLI on the warm index: inside min_refresh_interval (no refresh) and with
    # the no-change refresh every search does once the interval has passed.
    n_cli = 2 if quick else args.cli_queries
    cli_qs = short[:: max(1, len(short) // n_cli)][:n_cli]   # spread over the categories
    res["cli"] = {"floor": cli_floor(env, 1 if quick else 5)}
    modes = {"cache_hit": "86400", "refresh": "0"}
    for mode, interval in modes.items():
        res["cli"][mode] = cli_search(args.cli, root, idx, cli_qs, clean_env(
            XDG_CACHE_HOME=cache, CODESIFT_MIN_REFRESH_INTERVAL=interval),
            1 if quick else args.cli_repeats)
    issue_runs = [run_child([*args.cli, "search", "-", "--root", root, "--index-dir", idx, "--json"],
                            clean_env(XDG_CACHE_HOME=cache, CODESIFT_MIN_REFRESH_INTERVAL="86400"),
                            stdin=q.encode()) for q in qs.issues]
    res["cli"]["issue_stdin"] = {"p50_ms": pct([r.wall for r in issue_runs], 50) * 1e3,
                                 "max_ms": max(r.wall for r in issue_runs) * 1e3}

    # Refresh after one edit: append a comment line, refresh; restore, refresh.
    rel = pick_edit_file(ix)
    path = os.path.join(root, rel)
    original = Path(path).read_bytes()
    mark = "#" if ix.store.file_states()[rel].lang in HASH_COMMENT_LANGS else "//"
    edited = original + (b"" if original.endswith(b"\n") else b"\n") + f"{mark} codesift bench\n".encode()
    edit_s: list[float] = []
    try:
        for _ in range(1 if quick else args.edit_repeats):
            for content in (edited, original):
                Path(path).write_bytes(content)
                secs, _, report = timed(lambda: ix.refresh(None))
                if report.changed != 1:
                    raise RuntimeError(f"{name}: an edit of {rel} refreshed as {report.to_json()}")
                edit_s.append(secs)
    finally:
        Path(path).write_bytes(original)
    res["edit"] = {"file": rel, "bytes": len(original),
                   "chunks": ix.store.file_states()[rel].chunks,
                   "median_ms": statistics.median(edit_s) * 1e3, "max_ms": max(edit_s) * 1e3}
    ix.refresh(None)

    # The same tree as a git work tree: the walk lists it with ``git ls-files``.
    if shutil.which("git"):
        res["git"] = bench_git(root, ix, idx, cache, args, cli_qs)
    ix.close()
    res["loadavg_end"] = os.getloadavg()
    shutil.rmtree(root, ignore_errors=True)
    shutil.rmtree(idx, ignore_errors=True)
    return res


def git_env() -> dict[str, str]:
    """git with no user or system config, so the machine's settings cannot change the listing."""
    return clean_env(GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1",
                     GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@localhost",
                     GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@localhost")


def walk_as_refresh(root: str, ix: Index) -> Any:
    """The walk a refresh of ``ix`` does: with the index's walk cache, where the code has one."""
    from codesift.walk import walk
    try:
        from codesift.store.refresh import WALK_CACHE_FILE
    except ImportError:  # a --rev from before the walk cache
        return walk(root)
    return walk(root, cache=os.path.join(ix.store.path, WALK_CACHE_FILE))


def bench_git(root: str, ix: Index, idx: str, cache: str, args: argparse.Namespace,
              cli_qs: list[tuple[str, str]]) -> dict[str, Any]:
    """Warm refresh and refresh-first CLI search once the corpus is a committed git work tree."""
    from codesift.walk import walk

    for cmd in (["git", "init", "-q"], ["git", "add", "-A"], ["git", "commit", "-qm", "corpus"]):
        subprocess.run(cmd, cwd=root, env=git_env(), check=True, capture_output=True)
    first = ix.refresh(None)  # the listing can differ slightly from the scandir walk's
    reps = 3 if args.quick else args.warm_repeats
    warm = [timed(lambda: ix.refresh(None))[0] for _ in range(reps)]
    walk_s = [timed(lambda: walk_as_refresh(root, ix))[0] for _ in range(reps)]
    cli = cli_search(args.cli, root, idx, cli_qs,
                     clean_env(XDG_CACHE_HOME=cache, CODESIFT_MIN_REFRESH_INTERVAL="0"),
                     1 if args.quick else args.cli_repeats)
    return {"listed": first.total, "added": first.added, "removed": first.removed,
            "walk_is_git": walk(root).git, "median_ms": statistics.median(warm) * 1e3,
            "walk_ms": statistics.median(walk_s) * 1e3,
            "target_ms": WARM_BASE_MS + WARM_PER_FILE_MS * first.total, "cli_refresh": cli}


def cli_search(cli: list[str], root: str, idx: str, queries: list[tuple[str, str]],
               env: dict[str, str], repeats: int) -> dict[str, Any]:
    """Wall time of ``codesift search Q --root R --json`` per query, process start included."""
    walls: list[float] = []
    cpus: list[float] = []
    refresh_modes: dict[str, int] = {}
    for _ in range(repeats):
        for _, q in queries:
            run = run_child([*cli, "search", q, "--root", root, "--index-dir", idx, "--json"], env)
            if run.code not in (0, 1):
                raise RuntimeError(f"codesift search {q!r} failed: {run.err.strip()}")
            mode = json.loads(run.out)["index"]["refresh"]["mode"]
            refresh_modes[mode] = refresh_modes.get(mode, 0) + 1
            walls.append(run.wall)
            cpus.append(run.cpu)
    return {"p50_ms": ms(walls), "p95_ms": ms(walls, 95), "cpu_p50_ms": ms(cpus), "n": len(walls),
            "refresh_modes": refresh_modes}


def cli_floor(env: dict[str, str], repeats: int) -> dict[str, float]:
    """What any CLI call pays before searching: interpreter start, and importing the CLI."""
    cases = {"python_ms": [sys.executable, "-c", "pass"],
             "import_cli_ms": [sys.executable, "-c", "import codesift.cli"],
             "import_search_path_ms": [sys.executable, "-c",
                                       "import codesift.cli, codesift.index, codesift.search, "
                                       "codesift.render"]}
    out: dict[str, float] = {}
    for key, cmd in cases.items():
        runs = [run_child(cmd, env) for _ in range(repeats)]
        out[key] = ms([r.wall for r in runs])
        out[key.replace("_ms", "_cpu_ms")] = ms([r.cpu for r in runs])
    return out


# ---------------------------------------------------------------------------- report


def machine() -> dict[str, Any]:
    import codesift
    import tantivy

    return {"nproc": os.cpu_count(), "python": platform.python_version(),
            "platform": platform.platform(), "machine": platform.machine(),
            "tantivy": getattr(tantivy, "__version__", "?"),
            "cpu": _cpu_model(), "date": time.strftime("%Y-%m-%d"),
            "codesift": os.path.dirname(codesift.__file__), "codesift_rev": _codesift_rev()}


def _codesift_rev() -> str:
    """The commit measured: the exported ``--rev``, else HEAD (+ "dirty" if src/ has edits)."""
    if os.environ.get(REV_ENV):
        return os.environ[REV_ENV]
    git = ["git", "-C", str(HERE.parent)]
    head = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True, text=True)
    dirty = subprocess.run(git + ["status", "--porcelain", "--", "src"], capture_output=True, text=True)
    if head.returncode != 0:
        return "?"
    return head.stdout.strip() + (" + uncommitted edits in src/" if dirty.stdout.strip() else "")


def export_rev(rev: str, dest: str) -> str:
    """``git archive`` the ``src/`` of ``rev`` into ``dest``; returns the full commit id."""
    repo = str(HERE.parent)
    sha = subprocess.run(["git", "-C", repo, "rev-parse", "--verify", rev + "^{commit}"],
                         capture_output=True, text=True, check=True).stdout.strip()
    archive = subprocess.run(["git", "-C", repo, "archive", sha, "src"], capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", dest], input=archive, check=True)
    # pip compiles a package's bytecode at install time; without it (and with
    # PYTHONDONTWRITEBYTECODE set, as on these machines) every CLI call would compile
    # the whole library again, ~20-35 ms that no installed codesift pays.
    subprocess.run([sys.executable, "-m", "compileall", "-q", os.path.join(dest, "src")], check=True)
    return sha


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def verdict(ok: bool) -> str:
    return "met" if ok else "**not met**"


def _tally(rows: list[dict], value: Callable[[dict], float], target: Callable[[dict], float],
           higher_is_better: bool = False, fmt: str = "{:.1f}") -> str:
    """"met on k of n (range lo–hi)" for one measure over the corpora it applies to."""
    if not rows:
        return "-"
    vals = [value(r) for r in rows]
    ok = sum((v >= target(r)) if higher_is_better else (v <= target(r)) for v, r in zip(vals, rows))
    span = fmt.format(min(vals)) + "–" + fmt.format(max(vals)) if len(vals) > 1 else fmt.format(vals[0])
    return f"{ok} of {len(rows)} ({span})"


def summary(rows: list[dict]) -> list[list[str]]:
    """One line per target: how many corpora meet it on wall time, and on CPU time."""
    small = [r for r in rows if r["cold"]["chunks"] <= QUERY_P50_MS[0][0]]
    big = [r for r in rows if r["cold"]["chunks"] >= QUERY_P50_MS[1][0]]
    cold_cpu = lambda r: r["cold"]["chunks"] / max(1e-9, r["cold"]["cpu_s"] - r["cold"]["import_s"])
    return [
        [f"cold index ≥ {COLD_CHUNKS_PER_S:,} chunks/s",
         _tally(rows, lambda r: r["cold"]["chunks_per_s"], lambda r: COLD_CHUNKS_PER_S, True, "{:,.0f}"),
         _tally(rows, cold_cpu, lambda r: COLD_CHUNKS_PER_S, True, "{:,.0f}")],
        ["warm no-change refresh ≤ 15 ms + 10 µs/file (plain folder)",
         _tally(rows, lambda r: r["warm"]["median_ms"], lambda r: r["warm"]["target_ms"]),
         _tally(rows, lambda r: r["warm"]["cpu_ms"], lambda r: r["warm"]["target_ms"])],
        [f"query p50 ≤ {QUERY_P50_MS[0][1]:g} ms, corpora ≤ 10k chunks (ms)",
         _tally(small, lambda r: r["query"]["all"]["p50_ms"], lambda r: QUERY_P50_MS[0][1], fmt="{:.2f}"),
         _tally(small, lambda r: r["query"]["all"]["cpu_p50_ms"], lambda r: QUERY_P50_MS[0][1], fmt="{:.2f}")],
        [f"query p50 ≤ {QUERY_P50_MS[1][1]:g} ms, corpora ≥ 100k chunks (ms)",
         _tally(big, lambda r: r["query"]["all"]["p50_ms"], lambda r: QUERY_P50_MS[1][1], fmt="{:.2f}"),
         _tally(big, lambda r: r["query"]["all"]["cpu_p50_ms"], lambda r: QUERY_P50_MS[1][1], fmt="{:.2f}")],
        [f"CLI search ≤ {CLI_MS:g} ms p50, inside min_refresh_interval (ms)",
         _tally(rows, lambda r: r["cli"]["cache_hit"]["p50_ms"], lambda r: CLI_MS, fmt="{:.0f}"),
         _tally(rows, lambda r: r["cli"]["cache_hit"]["cpu_p50_ms"], lambda r: CLI_MS, fmt="{:.0f}")],
        [f"CLI search ≤ {CLI_MS:g} ms p50, refresh first (ms)",
         _tally(rows, lambda r: r["cli"]["refresh"]["p50_ms"], lambda r: CLI_MS, fmt="{:.0f}"),
         _tally(rows, lambda r: r["cli"]["refresh"]["cpu_p50_ms"], lambda r: CLI_MS, fmt="{:.0f}")],
        [f"index ≤ {BYTES_PER_CHUNK} bytes/chunk",
         _tally(rows, lambda r: r["size"]["bytes_per_chunk"], lambda r: BYTES_PER_CHUNK, fmt="{:.0f}"), "-"],
        [f"signatures ≤ {SIG_TOKENS_PER_HIT:g} tokens/hit",
         _tally(rows, lambda r: r["tokens"]["signatures"]["tokens_per_hit"], lambda r: SIG_TOKENS_PER_HIT), "-"],
    ]


def markdown(results: dict[str, Any]) -> str:
    """The tables of docs/BENCHMARKS.md, generated so no number is copied by hand."""
    rows = results["corpora"]
    L: list[str] = []

    def table(head: list[str], body: list[list[Any]]) -> None:
        L.append("| " + " | ".join(head) + " |")
        L.append("|" + "---|" * len(head))
        for r in body:
            L.append("| " + " | ".join(str(c) for c in r) + " |")
        L.append("")

    L.append("### Targets: corpora meeting each, on wall time and on CPU time\n")
    table(["target", "wall (range)", "CPU (range)"], summary(rows))
    L.append("CPU columns: CPU time in place of wall time; for the cold index, chunks per "
             "CPU-second of the build over all its processes (what one busy core does).\n")
    L.append("### Corpora\n")
    table(["corpus", "files listed", "files indexed", "chunks", "top languages (files)",
           "load avg (1 min) start / end"],
          [[r["name"], r["cold"]["listed"], r["cold"]["files"], r["cold"]["chunks"],
            ", ".join(f"{k} {v}" for k, v in sorted(r["cold"]["languages"].items(),
                                                    key=lambda kv: -kv[1])[:4]),
            f"{r['loadavg_start'][0]:.1f} / {r['loadavg_end'][0]:.1f}"] for r in rows])
    L.append("### Cold index (empty index dir, page cache warm)\n")
    table(["corpus", "library s", "files/s", "chunks/s", f"≥ {COLD_CHUNKS_PER_S:,}",
           "child CPU s", "worker processes", "CLI `index` wall s", "CLI chunks/s (wall)",
           "peak RSS, largest process: lib / CLI MB", "peak PSS, all processes: lib / CLI MB"],
          [[r["name"], f"{r['cold']['seconds']:.2f}", f"{r['cold']['files_per_s']:,.0f}",
            f"{r['cold']['chunks_per_s']:,.0f}",
            verdict(r["cold"]["chunks_per_s"] >= COLD_CHUNKS_PER_S), f"{r['cold']['cpu_s']:.2f}",
            r["cold"].get("workers", 0),
            f"{r['cold_cli']['wall_s']:.2f}", f"{r['cold_cli']['chunks_per_s']:,.0f}",
            f"{r['cold']['peak_rss_mb']:.0f} / {r['cold_cli']['peak_rss_mb']:.0f}",
            f"{r['cold'].get('tree_pss_mb', 0):.0f} / {r['cold_cli'].get('tree_pss_mb', 0):.0f}"]
           for r in rows])
    L.append("### Refresh\n")
    table(["corpus", "files listed", "warm no-change ms (median; CPU)", "of which walk / file table ms",
           "target ms", "", "git work tree: warm ms (walk ms)", "target", "one edit ms (median / max)",
           "edited file (chunks)"],
          [[r["name"], r["warm"]["listed"], f"{r['warm']['median_ms']:.1f} ({r['warm']['cpu_ms']:.1f})",
            f"{r['warm']['walk_ms']:.1f} / {r['warm']['file_states_ms']:.1f}",
            f"{r['warm']['target_ms']:.1f}", verdict(r["warm"]["median_ms"] <= r["warm"]["target_ms"]),
            (f"{r['git']['median_ms']:.1f} ({r['git']['walk_ms']:.1f})" if "git" in r else "-"),
            (verdict(r["git"]["median_ms"] <= r["git"]["target_ms"]) if "git" in r else "-"),
            f"{r['edit']['median_ms']:.1f} / {r['edit']['max_ms']:.1f}",
            f"`{r['edit']['file']}` ({r['edit']['chunks']})"] for r in rows])
    L.append("### Query latency in-process (`Index.search(q, refresh=False)`), ms\n")
    cats = list(rows[0]["query"].keys() - {"all", "issue"}) if rows else []
    cats = [c for c in ("identifier", "words", "phrase") if c in cats]
    table(["corpus", "chunks"] + [f"{c} p50 / p95" for c in cats]
          + ["all p50 / p95 (CPU p50)", "target p50", "", "pasted issue (~words) p50 / max"],
          [[r["name"], r["cold"]["chunks"]]
           + [f"{r['query'][c]['p50_ms']:.2f} / {r['query'][c]['p95_ms']:.2f}" for c in cats]
           + [f"{r['query']['all']['p50_ms']:.2f} / {r['query']['all']['p95_ms']:.2f} "
              f"({r['query']['all']['cpu_p50_ms']:.2f})",
              f"{r['query']['all']['target_p50_ms']:.1f}",
              verdict(r["query"]["all"]["p50_ms"] <= r["query"]["all"]["target_p50_ms"]),
              f"({r['query']['issue']['words']:.0f}) {r['query']['issue']['p50_ms']:.0f} / "
              f"{r['query']['issue']['max_ms']:.0f}"] for r in rows])
    L.append("### CLI `codesift search Q --root R --json` end to end on a warm index, ms\n")
    table(["corpus", "python -c pass / import codesift.cli", "inside min_refresh_interval p50 / p95 (CPU)",
           "", "refresh first p50 / p95 (CPU)", "", "git work tree, refresh first p50 / p95",
           "pasted issue on stdin p50"],
          [[r["name"], f"{r['cli']['floor']['python_ms']:.0f} / {r['cli']['floor']['import_cli_ms']:.0f}",
            f"{r['cli']['cache_hit']['p50_ms']:.0f} / {r['cli']['cache_hit']['p95_ms']:.0f} "
            f"({r['cli']['cache_hit']['cpu_p50_ms']:.0f})",
            verdict(r["cli"]["cache_hit"]["p50_ms"] <= CLI_MS),
            f"{r['cli']['refresh']['p50_ms']:.0f} / {r['cli']['refresh']['p95_ms']:.0f} "
            f"({r['cli']['refresh']['cpu_p50_ms']:.0f})",
            verdict(r["cli"]["refresh"]["p50_ms"] <= CLI_MS),
            (f"{r['git']['cli_refresh']['p50_ms']:.0f} / {r['git']['cli_refresh']['p95_ms']:.0f}"
             if "git" in r else "-"),
            f"{r['cli']['issue_stdin']['p50_ms']:.0f}"] for r in rows])
    L.append("### Index size on disk\n")
    table(["corpus", "chunks", "total MB", "bytes/chunk", f"≤ {BYTES_PER_CHUNK}",
           "largest parts (MB)"],
          [[r["name"], r["cold"]["chunks"], f"{r['size']['total'] / 1e6:.1f}",
            f"{r['size']['bytes_per_chunk']:.0f}",
            verdict(r["size"]["bytes_per_chunk"] <= BYTES_PER_CHUNK),
            ", ".join(f"`{k}` {v / 1e6:.2f}" for k, v in list(r["size"]["parts"].items())[:3])]
           for r in rows])
    L.append("### Tokens (chars/4 of `render_text`)\n")
    table(["corpus", "signatures tok/hit", f"≤ {SIG_TOKENS_PER_HIT:.0f}", "snippets tok/hit",
           "full tok/hit", "default answer tokens mean / p50 / max", "hits shown (mean)"],
          [[r["name"], f"{r['tokens']['signatures']['tokens_per_hit']:.1f}",
            verdict(r["tokens"]["signatures"]["tokens_per_hit"] <= SIG_TOKENS_PER_HIT),
            f"{r['tokens']['snippets']['tokens_per_hit']:.1f}",
            f"{r['tokens']['full']['tokens_per_hit']:.1f}",
            f"{r['tokens']['default']['mean']:.0f} / {r['tokens']['default']['p50']:.0f} / "
            f"{r['tokens']['default']['max']:.0f}",
            f"{r['tokens']['default']['hits_mean']:.1f}"] for r in rows])
    return "\n".join(L)


# ---------------------------------------------------------------------------- main


def default_corpora() -> list[tuple[str, str]]:
    """The six eval corpora (under $EVAL_WORK/corpora) and the large ones get_corpora.sh makes."""
    eval_work = Path(os.environ.get("EVAL_WORK", os.path.join(tempfile.gettempdir(), "eval-work")))
    found = [(n, str(eval_work / "corpora" / n)) for n in EVAL_REPOS]
    found += [(n, str(DATA_DIR / n)) for n in ("django", "large")]
    present = [(n, p) for n, p in found if os.path.isdir(p)]
    for n, p in found:
        if not os.path.isdir(p):
            print(f"skipping {n}: {p} is missing (see benchmarks/README.md)", file=sys.stderr)
    return present


def default_cli() -> list[str]:
    """The installed ``codesift`` script next to this interpreter, as a user runs it."""
    script = Path(sys.executable).with_name("codesift")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "codesift"]


def parse_corpus(spec: str) -> tuple[str, str]:
    name, sep, path = spec.partition("=")
    if not sep:
        path, name = spec, os.path.basename(os.path.normpath(spec))
    if not os.path.isdir(path):
        raise SystemExit(f"--corpus {spec}: not a directory")
    return name, path


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--corpus", action="append", default=[], metavar="[NAME=]DIR",
                   help="a corpus to measure (repeatable); default: eval corpora + django + large")
    p.add_argument("--out", help="write all results as JSON here")
    p.add_argument("--md", help="write the markdown tables here")
    p.add_argument("--cli", type=shlex.split, default=default_cli(),
                   help="the codesift command, split like a shell would (default: the script "
                   "beside this interpreter, else python -m codesift)")
    p.add_argument("--quick", action="store_true", help="few repeats and queries (smoke test)")
    p.add_argument("--warm-repeats", type=int, default=15)
    p.add_argument("--queries", type=int, default=10, help="queries per category")
    p.add_argument("--query-repeats", type=int, default=5)
    p.add_argument("--cli-queries", type=int, default=12)
    p.add_argument("--cli-repeats", type=int, default=2)
    p.add_argument("--edit-repeats", type=int, default=3)
    p.add_argument("--keep", action="store_true", help="keep the temp folder")
    p.add_argument("--rev", help="measure this git revision of codesift (its src/ exported with git "
                   "archive and put first on PYTHONPATH), not the live work tree others edit")
    p.add_argument("--report", metavar="RESULTS_JSON",
                   help="print the markdown tables of an earlier --out file and exit")
    p.add_argument("--child-build", nargs=2, metavar=("ROOT", "INDEX_DIR"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child_build:
        child_build(*args.child_build)
        return 0
    if args.report:
        print(markdown(json.loads(Path(args.report).read_text())))
        return 0
    if args.rev and not os.environ.get(REV_ENV):
        # Re-run this script against the exported tree; every child inherits PYTHONPATH.
        with tempfile.TemporaryDirectory(prefix="codesift-rev-") as snap:
            sha = export_rev(args.rev, snap)
            env = dict(os.environ, PYTHONPATH=os.path.join(snap, "src"), **{REV_ENV: sha})
            return subprocess.call([sys.executable, str(Path(__file__).resolve()),
                                    *(argv if argv is not None else sys.argv[1:])], env=env)
    for key in [k for k in os.environ if k.startswith("CODESIFT_")]:
        del os.environ[key]  # the in-process Index must see defaults too
    corpora = [parse_corpus(c) for c in args.corpus] or default_corpora()
    if not corpora:
        raise SystemExit("no corpus to measure")
    work = tempfile.mkdtemp(prefix="codesift-bench-")
    os.environ["XDG_CACHE_HOME"] = os.path.join(work, "cache")
    results: dict[str, Any] = {"machine": machine(), "argv": sys.argv[1:], "corpora": []}
    try:
        for name, path in corpora:
            t0 = time.perf_counter()
            print(f"== {name} ({path})", file=sys.stderr, flush=True)
            results["corpora"].append(bench_corpus(name, path, work, args))
            print(f"   done in {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
            if args.out:  # keep what is done if a later corpus fails
                Path(args.out).write_text(json.dumps(results, indent=1))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    results["self_maxrss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=1))
    md = markdown(results)
    if args.md:
        Path(args.md).write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
