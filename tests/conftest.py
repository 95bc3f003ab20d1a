"""Shared fixtures: a small real repository on disk, a real index beside it, the real CLI.

Nothing here mocks codesift: the repository is written to ``tmp_path`` (optionally made a git
work tree with a real commit), the index lives under ``tmp_path`` via ``CODESIFT_INDEX_DIR``,
and ``run_cli`` starts ``python -m codesift`` as a subprocess.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Mapping

import pytest

if TYPE_CHECKING:
    from codesift.model import Hit

# The tests start `python -m codesift` children in temporary folders: a relative PYTHONPATH
# (`PYTHONPATH=src pytest`, a worktree's) would resolve there, and the children would import
# another installed codesift than the one under test (one of another schema, say).
if os.environ.get("PYTHONPATH"):
    os.environ["PYTHONPATH"] = os.pathsep.join(
        os.path.abspath(p) for p in os.environ["PYTHONPATH"].split(os.pathsep) if p)

# A chunker rule's bug raises here instead of becoming a whole-file chunk (``chunk_file``
# falls back for users); the CLI's children start without it (``run_cli``).
os.environ["CODESIFT_DEBUG"] = "1"

# A repository that exercises the ranking contract of issue 2: a class and its Markdown heading,
# a file that only mentions the class (twelve times), its test, a camelCase function found by
# words, a method found by its bare name, a function found by a phrase only its doc holds, and a
# config file found by the words of its path. Several languages, so the lang filters have work.
SAMPLE_REPO: dict[str, str] = {
    "src/ratelimit/bucket.py": '''\
"""Rate limiting primitives."""
import time


class TokenBucket:
    """A token bucket that refills at a fixed rate."""

    def __init__(self, rate: float, capacity: int) -> None:
        self.rate = rate
        self.capacity = capacity
        self.level = capacity
        self.stamp = time.monotonic()

    def consume(self, amount: int = 1) -> bool:
        """Take amount tokens if the bucket holds them."""
        self.refill()
        if self.level >= amount:
            self.level -= amount
            return True
        return False

    def refill(self) -> None:
        now = time.monotonic()
        self.level = min(self.capacity, self.level + (now - self.stamp) * self.rate)
        self.stamp = now


def backoff_delay(attempt: int) -> float:
    """Seconds to sleep before the next try, doubling with exponential jitter."""
    return min(30.0, 2.0 ** attempt)
''',
    "src/jobs/scheduler.py": '''\
"""A tiny job scheduler."""


class Scheduler:
    """Runs jobs when they are due."""

    def __init__(self) -> None:
        self.pending = []

    def reschedule_pending(self, delay: float) -> int:
        """Push every pending job back by delay seconds."""
        for job in self.pending:
            job.due += delay
        return len(self.pending)

    def run_due(self, now: float) -> list:
        return [job for job in self.pending if job.due <= now]
''',
    "src/jobs/usage.txt": "\n".join(
        f"Note {i}: the TokenBucket limits how often job {i} may run." for i in range(12)) + "\n",
    "tests/test_bucket.py": '''\
from ratelimit.bucket import TokenBucket


class TestTokenBucket:
    def test_consume(self) -> None:
        bucket = TokenBucket(rate=1.0, capacity=2)
        assert bucket.consume()
''',
    "docs/ratelimit.md": '''\
# Rate limiting

How requests are throttled.

## TokenBucket

The bucket refills at a fixed rate; see the class for details.

## Tuning

Pick a rate that matches the upstream quota.
''',
    "web/users.js": '''\
/** Fetch one user record from the API by its identifier. */
export async function getUserById(id) {
  const res = await fetch(`/api/users/${id}`);
  return res.json();
}

export class UserStore {
  constructor() {
    this.users = new Map();
  }

  /** Forget a user. */
  removeUser(id) {
    this.users.delete(id);
  }
}
''',
    "web/format.ts": '''\
export interface Money {
  amount: number;
  currency: string;
}

/** Render an amount with its currency symbol. */
export function formatMoney(m: Money): string {
  return `${m.currency} ${m.amount.toFixed(2)}`;
}
''',
    "server/handler.go": '''\
package server

import "net/http"

// Server answers health checks.
type Server struct {
	Name string
}

// ServeHTTP writes the health status.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte("ok"))
}
''',
    "native/src/lib.rs": '''\
/// Counts words in a line of text.
pub struct WordCounter {
    total: usize,
}

impl WordCounter {
    /// Add the words of one line.
    pub fn feed(&mut self, line: &str) {
        self.total += line.split_whitespace().count();
    }
}
''',
    "deploy/kubernetes/ingress-rules.yaml": '''\
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: web
spec:
  rules:
    - host: example.org
''',
}


def write_repo(root: Path, files: Mapping[str, str] | None = None, git: bool = False) -> Path:
    """Write ``files`` (default: ``SAMPLE_REPO``) under ``root``; with ``git``, init and commit."""
    for rel, text in (SAMPLE_REPO if files is None else files).items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    if git:
        env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
               "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}
        for cmd in (["git", "init", "-q"], ["git", "add", "-A"],
                    ["git", "commit", "-q", "-m", "fixture"]):
            subprocess.run(cmd, cwd=root, env=env, check=True, capture_output=True)
    return root


def chunk_labels(path: str, text: str, lang: str) -> dict[str, str]:
    """Each chunk of ``text``'s address line by its name, as a search would show it."""
    from codesift.chunk import chunk_file
    return {c.name: chunk_label(c) for c in chunk_file(path, text, lang)}


def chunk_label(c) -> str:
    """One chunk's address line, as a search would show it."""
    from codesift.address import hit_label
    from codesift.model import Hit
    return hit_label(Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                         container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                         score=0.0, namespace=c.namespace))


def chunk_labels_in_order(path: str, source: str, lang: str) -> list[str]:
    """The address line of every chunk the real chunker makes of ``source``."""
    from codesift.address import hit_label
    from codesift.chunk import chunk_file
    from codesift.model import Hit
    return [hit_label(Hit(path=path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                          container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                          score=1.0))
            for c in chunk_file(path, source, lang)]


# A rendered answer's address line, and a member line under its file's header.
ADDRESS = re.compile(r"^(?P<path>[^\s:]+):(?P<line>\d+)  (?P<kind>[a-z]+) (?P<rest>.+)$")
MEMBER = re.compile(r"^  :(?P<line>\d+)  (?P<kind>[a-z]+) (?P<rest>.+)$")


def make_hit(path: str, line: int, end: int, symbol: str, kind: str = "function",
             container: str = "", doc: str = "", signature: str | None = None,
             lang: str = "python") -> Hit:
    """A hit made by hand, for results no search would give (many files, copies, repeats)."""
    from codesift.model import Hit
    sig = f"def {symbol}(x)" if signature is None else signature
    return Hit(path=path, line=line, end_line=end, kind=kind, symbol=symbol, container=container,
               signature=sig, doc=doc, lang=lang, score=1.0 / line,
               channels={"bm25": line, "symbol": None})


def addresses_in(text: str) -> list[tuple[str, int]]:
    """(path, line) of every address in a rendered answer, checking each is whole."""
    out: list[tuple[str, int]] = []
    header: str | None = None
    for ln in text.splitlines():
        m = ADDRESS.match(ln)
        if m:
            out.append((m["path"], int(m["line"])))
            header = None
            continue
        m = MEMBER.match(ln)
        if m:
            assert header is not None, f"member line without a file header: {ln!r}"
            out.append((header, int(m["line"])))
            continue
        if ln and not ln.startswith((" ", "…", "Next: ", "(index warming")):
            header = ln  # a file header: a bare path
    return out


def write_file(root: Path, rel: str, content: bytes = b"x = 1\n") -> Path:
    """Write one file (and its folders) under ``root``."""
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


@pytest.fixture
def isolated_git(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep the machine's git config (a global excludesFile, say) and any repo above out.

    Returns the global config file git reads, which does not exist until a test writes it.
    """
    config = tmp_path / "gitconfig"
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(config))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    for var in ("AUTHOR", "COMMITTER"):
        monkeypatch.setenv(f"GIT_{var}_NAME", "t")
        monkeypatch.setenv(f"GIT_{var}_EMAIL", "t@example.com")
    return config


@pytest.fixture
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep every index (and any stray cache) under ``tmp_path``; drop the caller's CODESIFT_*."""
    for key in list(os.environ):
        if key.startswith("CODESIFT_"):
            monkeypatch.delenv(key)
    cache = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    return cache


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """The sample repository as a git work tree with one commit."""
    return write_repo(tmp_path / "repo", git=True)


@pytest.fixture
def index_dir(tmp_path: Path) -> Path:
    return tmp_path / "index"


@pytest.fixture
def make_index(isolated_env: Path, index_dir: Path) -> Callable[..., "object"]:
    """Build an ``Index`` over a root with its index directory under ``tmp_path``."""
    from codesift import Index

    made = []

    def make(root: Path, **flags: object) -> Index:
        flags.setdefault("index_dir", str(index_dir))
        ix = Index(str(root), flags=flags)
        made.append(ix)
        return ix

    yield make
    for ix in made:
        ix.close()


@pytest.fixture
def index(repo: Path, make_index: Callable[..., "object"]):
    """The sample repository, fully indexed."""
    ix = make_index(repo)
    ix.refresh()
    return ix


# A bad-input line of `codesift`: `codesift: error[CODE]: message`.
ERROR_LINE = re.compile(r"^codesift: error\[([A-Z_]+)\]: \S.*$")


def assert_error(res: CliResult, code: str) -> str:
    """Exit 2, nothing on stdout, exactly one line on stderr carrying ``code``, no traceback
    (the CLI's bad-input contract, which every test of `codesift` checks)."""
    assert res.code == 2, (res.code, res.out, res.err)
    assert res.out == ""
    lines = res.err.splitlines()
    assert len(lines) == 1, res.err
    m = ERROR_LINE.match(lines[0])
    assert m and m[1] == code, lines[0]
    assert "Traceback" not in res.err
    return lines[0]


@dataclass
class CliResult:
    code: int
    out: str
    err: str


@pytest.fixture
def run_cli(tmp_path: Path) -> Callable[..., CliResult]:
    """Run ``python -m codesift ARGS`` with its index under ``tmp_path``; returns code, stdout, stderr.

    ``env`` entries override the base environment; a value of ``None`` removes the variable.
    """
    base = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    base["CODESIFT_INDEX_DIR"] = str(tmp_path / "index")
    base["XDG_CACHE_HOME"] = str(tmp_path / "cache")

    def run(*args: str, input: str | None = None, env: Mapping[str, str | None] | None = None,
            cwd: Path | str | None = None) -> CliResult:
        full = dict(base)
        for key, value in (env or {}).items():
            if value is None:
                full.pop(key, None)
            else:
                full[key] = value
        proc = subprocess.run([sys.executable, "-m", "codesift", *args], input=input,
                              capture_output=True, text=True, env=full, cwd=cwd, timeout=120)
        return CliResult(proc.returncode, proc.stdout, proc.stderr)

    return run


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``@pytest.mark.slow`` soak runs are skipped unless ``CODESIFT_SLOW=1``: CI stays short."""
    if os.environ.get("CODESIFT_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow soak run; set CODESIFT_SLOW=1 to run it")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
