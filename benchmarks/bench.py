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
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:  # codesift is imported late, so --rev can put another copy first on the path
    from codesift import Index

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # finds the siblings below also when loaded by file path (smoke test)
from bench_procs import child_build, clean_env, dir_bytes, run_child, timed
from bench_queries import build_queries
from bench_report import (REV_ENV, WARM_BASE_MS, WARM_PER_FILE_MS, machine,
                          markdown, query_target_ms)

EVAL_REPOS = ("requests", "click", "express", "gin", "ripgrep", "retrofit")
# Where get_corpora.sh puts the large corpora.
DATA_DIR = Path(os.environ.get("CODESIFT_BENCH_DATA", os.path.join(tempfile.gettempdir(), "codesift-bench")))
HASH_COMMENT_LANGS = frozenset({"python", "ruby", "bash"})
# An address line of render_text: "path:line  label" or "  :line  label" under a path header.
ADDRESS_RE = re.compile(r"^(?:\S[^\n]*?:\d+  |  :\d+  )", re.M)
# The line naming a hit's twins in other files: "    (the same in a.ts:5, b.ts:5 + 4 more)".
TWINS_RE = re.compile(r"^    \(the same in ([^\n]*?)(?: \+ (\d+) more)?\)$", re.M)


def hits_shown(text: str) -> int:
    """Hits a text answer shows: its address lines, and the twins each one names or counts."""
    twins = sum(m.group(1).count(", ") + 1 + int(m.group(2) or 0) for m in TWINS_RE.finditer(text))
    return len(ADDRESS_RE.findall(text)) + twins


# ---------------------------------------------------------------------------- helpers


def pct(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100), nearest-rank on the sorted values; NaN when empty."""
    if not values:
        return float("nan")
    s = sorted(values)
    k = max(0, min(len(s) - 1, round(q / 100 * (len(s) - 1))))
    return s[k]


def ms(values: Sequence[float], q: float = 50) -> float:
    """A percentile of seconds, in milliseconds (the unit every table uses)."""
    return pct(values, q) * 1e3


# ---------------------------------------------------------------------------- one corpus


def copy_corpus(src: str, dst: str) -> None:
    """A private copy to index and edit; symlinks stay links, as in the original.

    Returned once the copy has settled, as a checkout nobody is editing: a file changed less
    than two seconds before a pass reads it is hashed again by the next pass (the racy rule,
    store/chunkpool.py), and every ctime of a fresh copy is new (copytree keeps mtimes only),
    so warm refreshes measured at once would each rehash the whole corpus.
    """
    from codesift.store.chunkpool import RACY_NS

    shutil.copytree(src, dst, symlinks=True)
    time.sleep(RACY_NS / 1e9 + 0.1)


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
    # Rendered from inside the root, where an agent runs: from elsewhere the read call names
    # its file by an absolute path.
    tok: dict[str, Any] = {}
    results = [ix.search(q, refresh=False) for _, q in short]
    here = os.getcwd()
    os.chdir(root)
    try:
        for detail in ("signatures", "snippets", "full"):
            chars = shown = 0
            for r in results:
                text = render_text(r, budget=200_000, detail=detail)
                chars += len(text)
                shown += hits_shown(text)
            tok[detail] = {"tokens_per_hit": chars / 4 / max(1, shown), "hits": shown}
        defaults = [render_text(r) for r in results]
    finally:
        os.chdir(here)
    per = [estimate_tokens(t) for t in defaults]
    tok["default"] = {"mean": statistics.mean(per), "p50": pct(per, 50), "max": max(per),
                      "hits_mean": statistics.mean(hits_shown(t) for t in defaults)}
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

    from codesift.store.chunkpool import RACY_NS

    for cmd in (["git", "init", "-q"], ["git", "add", "-A"], ["git", "commit", "-qm", "corpus"]):
        subprocess.run(cmd, cwd=root, env=git_env(), check=True, capture_output=True)
    time.sleep(RACY_NS / 1e9 + 0.1)   # the root's new `.git` makes it a fresh folder (see copy_corpus)
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
