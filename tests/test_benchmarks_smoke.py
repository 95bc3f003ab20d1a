"""benchmarks/bench.py runs end to end on a tiny generated repository, and history.py on a tiny
git history, so they cannot rot.

Nothing here is timed or compared with a target: the numbers of a tiny repository on a busy
test machine mean nothing. It checks the script runs, leaves the corpus untouched, and that
its way of counting hits in rendered text agrees with the renderer's per-file collapse.
"""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from corpus_gen import GIT_ENV

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench.py"

# Compound names (the query builder draws identifiers and split words from them), more than
# three hits in one file (the per-file collapse), and a Markdown file (section chunks).
FILES: dict[str, str] = {
    "src/app/store.py": "".join(
        f'def load_user_record_{i}(user_id: int) -> dict:\n    """Load a user record."""\n'
        f"    return {{'id': user_id}}\n\n\n" for i in range(6))
    + 'class RetryPolicy:\n    """Retry with backoff."""\n\n'
      "    def next_delay(self, attempt: int) -> float:\n        return 2.0 ** attempt\n",
    "src/app/config.py": 'def read_config_file(path: str) -> str:\n    """Read the config."""\n'
                         "    with open(path) as fh:\n        return fh.read()\n",
    "web/server.js": "function handleHttpRequest(req, res) {\n  res.end('ok');\n}\n\n"
                     "class ConnectionPool {\n  closeConnection() { return true; }\n}\n"
                     "module.exports = { handleHttpRequest, ConnectionPool };\n",
    "README.md": "# Tiny\n\nParse command line arguments.\n\n## Usage\n\nRun it.\n",
}


def _load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("codesift_bench", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    root = tmp_path / "tiny"
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(root)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in root.rglob("*") if p.is_file()}


def test_bench_runs_on_a_tiny_repo(tiny: Path, tmp_path: Path) -> None:
    before = _snapshot(tiny)
    out = tmp_path / "results.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env.update(TMPDIR=str(tmp_path), GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    proc = subprocess.run([sys.executable, str(BENCH), "--corpus", f"tiny={tiny}", "--quick",
                           "--out", str(out)], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "### Cold index" in proc.stdout

    corpus = json.loads(out.read_text())["corpora"][0]
    assert corpus["cold"]["files"] == len(FILES)
    assert corpus["cold"]["chunks"] >= 10
    assert corpus["queries"]["identifier"] and corpus["queries"]["words"]
    assert corpus["edit"]["file"].startswith(("src/", "web/"))
    for detail in ("signatures", "snippets", "full"):
        assert corpus["tokens"][detail]["hits"] > 0
    assert corpus["cli"]["cache_hit"]["refresh_modes"] == {"cache_hit": corpus["cli"]["cache_hit"]["n"]}
    assert "cache_hit" not in corpus["cli"]["refresh"]["refresh_modes"]
    # The corpus was copied, never edited in place.
    assert _snapshot(tiny) == before


def test_address_count_matches_the_per_file_collapse(tiny: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The bench counts hits shown by an address regex; it must agree with the renderer."""
    from codesift import Index, render_text
    from codesift.render_hits import PER_FILE

    bench = _load_bench()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    ix = Index(str(tiny), flags={"index_dir": str(tmp_path / "idx")})
    ix.refresh(None)
    for query in ("load user record", "handleHttpRequest", "retry with backoff"):
        result = ix.search(query, refresh=False)
        per_file: dict[str, int] = {}
        for hit in result.hits:
            per_file[hit.path] = per_file.get(hit.path, 0) + 1
        cap = PER_FILE if len(per_file) > 1 else len(result.hits)   # one file: all its hits
        for detail in ("signatures", "snippets", "full"):
            text = render_text(result, budget=200_000, detail=detail)
            assert len(bench.ADDRESS_RE.findall(text)) == sum(min(n, cap) for n in per_file.values())
    ix.close()


HISTORY = BENCH.with_name("history.py")


def test_history_walks_a_real_git_history(tmp_path: Path) -> None:
    """history.py builds at an old commit, refreshes along the history to the pin, and scores
    both that index and a fresh build of the pinned tree on the eval's cases."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env.update(TMPDIR=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"), **GIT_ENV)
    repo = tmp_path / "mirror" / "o+tiny" / "repo"
    repo.mkdir(parents=True)
    git = ["git", "-C", str(repo)]
    subprocess.run([*git, "init", "-q"], check=True, env=env)
    for i, (rel, text) in enumerate(FILES.items()):   # one commit per file, then one deletion
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
        subprocess.run([*git, "add", "-A"], check=True, env=env)
        subprocess.run([*git, "commit", "-q", "-m", f"add {rel} ({i})"], check=True, env=env)
    subprocess.run([*git, "rm", "-q", "src/app/config.py"], check=True, env=env)
    subprocess.run([*git, "commit", "-q", "-m", "drop the config reader"], check=True, env=env)
    pin = subprocess.run([*git, "rev-parse", "HEAD"], check=True, env=env, capture_output=True,
                         text=True).stdout.strip()
    (tmp_path / "repos.txt").write_text(f"o/tiny  rev={pin}  # a comment\n")
    cases = tmp_path / "cases"
    cases.mkdir()
    (cases / "tiny.jsonl").write_text("".join(json.dumps(c) + "\n" for c in (
        {"track": "change", "query": "retry backoff delay", "gold_files": ["src/app/store.py"]},
        {"track": "long", "query": "handle the http request in the connection pool",
         "gold_files": ["web/server.js"]},
        {"track": "symbol", "query": "load_user_record_1", "gold": []})))
    out = tmp_path / "rows.jsonl"
    proc = subprocess.run([sys.executable, str(HISTORY), "--mirror", str(tmp_path / "mirror"),
                           "--cases", str(cases), "--repos-file", str(tmp_path / "repos.txt"),
                           "--back", "4", "--steps", "2", "--out", str(out)],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    row = json.loads(out.read_text())
    assert (row["repo"], row["commits"], row["refreshes"], row["cases"]) == ("tiny", 4, 2, 2)
    assert row["walked"] == row["fresh"] == {"change": [1, 1, 1], "long": [1, 1, 1]}
    assert row["docs"] >= row["deleted"] >= 1   # the dropped file's chunks, until a merge
    assert "| tiny | 4 | 2 |" in proc.stdout


def test_chunk_dump_lists_every_chunk_of_a_tree_a_line_each(tiny: Path, tmp_path: Path) -> None:
    # benchmarks/chunk_dump.py is how a chunking change is measured (before/after dumps).
    out = tmp_path / "dump.txt"
    script = BENCH.parent / "chunk_dump.py"
    before = _snapshot(tiny)
    subprocess.run([sys.executable, str(script), str(out), str(tiny)], check=True,
                   env={**os.environ, "PYTHONPATH": str(BENCH.parents[1] / "src")})
    lines = out.read_text().splitlines()
    assert "tiny/src/app/config.py:1-4\tfunction\tread_config_file\t" \
           "def read_config_file(path: str) -> str\tRead the config." in lines, lines
    assert "tiny/src/app/store.py:34-35\tmethod\tRetryPolicy.next_delay\t" \
           "def next_delay(self, attempt: int) -> float\t" in lines, lines
    assert "tiny/README.md:5-7\tsection\tTiny.Usage\t## Usage\tRun it." in lines, lines
    assert len(lines) == 14, lines
    assert _snapshot(tiny) == before  # the trees are only read


def test_eval_inprocess_gives_the_cli_s_hits(tiny: Path, tmp_path: Path, monkeypatch) -> None:
    # benchmarks/eval_inprocess.py judges ranking changes on the shared eval in process: its
    # hits must be the ones `codesift search --json` gives the eval's own adapter.
    spec = importlib.util.spec_from_file_location("eval_inprocess",
                                                  BENCH.parent / "eval_inprocess.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "PYTHONPATH": str(BENCH.parents[1] / "src")}
    monkeypatch.setenv("XDG_CACHE_HOME", env["XDG_CACHE_HOME"])
    adapter = module.InProcess()
    adapter.index(str(tiny))
    for query in ("load user record", "RetryPolicy next delay", "read the config file"):
        hits = adapter.search(query, 5)
        cli = subprocess.run([sys.executable, "-m", "codesift", "search", query, "--root",
                              str(tiny), "--limit", "5", "--json"], env=env, check=True,
                             capture_output=True, text=True)
        want = [{k: h[k] for k in ("path", "line", "end_line", "symbol")}
                for h in json.loads(cli.stdout)["hits"]]
        assert hits == want and hits, query
