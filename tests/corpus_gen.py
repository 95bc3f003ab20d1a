"""A generated repository of real source files, and a record of which file declares what.

The fault and concurrency tests need a tree large enough that indexing takes a noticeable
moment (so a kill or a search can land in the middle of it) and whose right answers are known
(so "the search returned correct results" is checkable). CI has no corpora on disk, so this
writes one: Python modules with uniquely named functions and classes, a few Markdown files,
optionally as a git work tree. ``Corpus`` mutates it (edit, add, delete, rename) and keeps
``truth``: path -> the function names the file declares.
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def module_text(names: list[str], salt: int) -> str:
    """A plausible module declaring ``names`` as functions, plus a class with methods."""
    out = [f'"""Module {salt}: helpers for ledger reconciliation."""', "import math", ""]
    for name in names:
        out += [f"def {name}(values, factor={salt % 7 + 1}):",
                f'    """Scale the running total of values ({name}) and round it."""',
                "    total = 0",
                "    for value in values:",
                "        total += value * factor",
                f"    return math.floor(total / {salt % 5 + 2})", "", ""]
    out += [f"class Ledger{salt}:", f'    """Balances kept for batch {salt}."""', "",
            "    def __init__(self):", "        self.entries = []", "",
            "    def post(self, amount):", "        self.entries.append(amount)",
            "        return len(self.entries)", ""]
    return "\n".join(out)


@dataclass
class Corpus:
    root: Path
    rng: random.Random
    truth: dict[str, list[str]] = field(default_factory=dict)
    counter: int = 0

    def _names(self, k: int) -> list[str]:
        names = []
        for _ in range(k):
            self.counter += 1
            names.append(f"reconcile_{self.counter}_{self.rng.randrange(10**6)}")
        return names

    def write(self, rel: str, names: list[str]) -> None:
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(module_text(names, self.counter), encoding="utf-8")
        self.truth[rel] = names

    def add(self, n: int) -> list[str]:
        added = []
        for _ in range(n):
            rel = f"pkg{self.counter % 17}/mod_{self.counter}.py"
            self.write(rel, self._names(3))
            added.append(rel)
        return added

    def edit(self, n: int) -> list[str]:
        picked = self.rng.sample(sorted(self.truth), min(n, len(self.truth)))
        for rel in picked:
            self.write(rel, self._names(3))
        return picked

    def delete(self, n: int) -> list[str]:
        picked = self.rng.sample(sorted(self.truth), min(n, len(self.truth)))
        for rel in picked:
            (self.root / rel).unlink()
            del self.truth[rel]
        return picked

    def rename(self, n: int) -> list[tuple[str, str]]:
        moves = []
        for rel in self.rng.sample(sorted(self.truth), min(n, len(self.truth))):
            self.counter += 1
            new = f"moved/{self.counter}_{Path(rel).name}"
            (self.root / new).parent.mkdir(parents=True, exist_ok=True)
            os.rename(self.root / rel, self.root / new)
            self.truth[new] = self.truth.pop(rel)
            moves.append((rel, new))
        return moves

    def mutate(self) -> None:
        """One round of edits, additions, deletions and a rename, as an agent's session would."""
        self.edit(self.rng.randint(1, 8))
        self.add(self.rng.randint(0, 6))
        self.delete(self.rng.randint(0, 4))
        self.rename(self.rng.randint(0, 2))

    def owner(self, name: str) -> str | None:
        for rel, names in self.truth.items():
            if name in names:
                return rel
        return None


def make_corpus(root: Path, files: int, seed: int = 7, git: bool = False,
                docs: int = 5) -> Corpus:
    """Write ``files`` Python modules (three functions each) and ``docs`` Markdown files."""
    root.mkdir(parents=True, exist_ok=True)
    corpus = Corpus(root, random.Random(seed))
    corpus.add(files)
    for i in range(docs):
        (root / "docs").mkdir(exist_ok=True)
        (root / "docs" / f"guide_{i}.md").write_text(
            f"# Guide {i}\n\nHow the ledger is balanced.\n\n## Step {i}\n\nPost entries.\n",
            encoding="utf-8")
    if git:
        env = {**os.environ, **GIT_ENV}
        for cmd in (["git", "init", "-q"], ["git", "add", "-A"],
                    ["git", "commit", "-q", "-m", "corpus"]):
            subprocess.run(cmd, cwd=root, env=env, check=True, capture_output=True)
    return corpus


def cli_env(index_dir: Path, cache: Path, **extra: str) -> dict[str, str]:
    """The environment of a ``python -m codesift`` child: its index under the test's tmp dir."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env.update(CODESIFT_INDEX_DIR=str(index_dir), XDG_CACHE_HOME=str(cache), **GIT_ENV, **extra)
    return env


def codesift(*args: str) -> list[str]:
    return [sys.executable, "-m", "codesift", *args]
