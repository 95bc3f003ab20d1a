"""A small build's helper: one worker process chunking beside the main process.

Real files in tmp_path, real worker processes, the real chunker and index; no mocks.
"""
from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from codesift import Index
from codesift.languages import language_of
from codesift.store import chunkpool, refresh as refresh_module
from codesift.store.chunkpool import INDEXED, Chunker, chunk_data, process_file, usable_cpus
from corpus_gen import make_corpus

needs_two = pytest.mark.skipif(usable_cpus() < 2, reason="one CPU: no helper")


def works(folder: Path, n: int) -> list[chunkpool.Work]:
    out = []
    for i in range(n):
        (folder / f"m{i}.py").write_text(f"def fn_{i}(a):\n    return a + {i}\n")
        out.append((f"m{i}.py", str(folder / f"m{i}.py"), "python", None, 1_000_000))
    return out


def same(results: list[chunkpool.Result], expected: list[chunkpool.Result]) -> bool:
    """Equal but for the change time (racy -1 or not depends on when the file was read)."""
    return [r._replace(changed_ns=0) for r in results] == [
        r._replace(changed_ns=0) for r in expected]


@needs_two
def test_a_small_build_chunks_beside_one_helper_with_the_same_chunks(
        tmp_path: Path, isolated_env: Path) -> None:
    """A build too small for the pool (under 500 files and 2 MB) but of HELPER_MIN_BYTES or
    more chunks in the main process and one worker; every file gets the in-process chunks."""
    # A generated module is about 1 KB.
    corpus = make_corpus(tmp_path / "repo", files=refresh_module.HELPER_MIN_BYTES // 900 + 20)
    listed = [p for p in corpus.root.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in listed)
    assert refresh_module.HELPER_MIN_BYTES <= size < refresh_module.POOL_MIN_BYTES, size
    ix = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index")})
    report = ix.refresh()
    assert (report.workers, report.added, report.complete) == (1, len(listed), True)
    states = ix.read(lambda s: s.file_states(), {})
    expected = {rel: len(chunk_data(rel, (corpus.root / rel).read_bytes(), language_of(rel))[0])
                for rel in states}
    assert {rel: st.chunks for rel, st in states.items()} == expected
    assert ix.read(lambda s: s.num_docs() == s.stats()["chunks"], False)
    rel = sorted(corpus.truth)[-1]
    assert (rel, corpus.truth[rel][2]) in {(h.path, h.symbol)
                                           for h in ix.search(corpus.truth[rel][2]).hits}
    ix.close()


def test_a_build_under_helper_min_bytes_stays_in_process(tmp_path: Path,
                                                         isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=10)
    ix = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index")})
    assert ix.refresh().workers == 0
    ix.close()


@needs_two
def test_a_helper_that_never_answers_costs_no_wait(tmp_path: Path) -> None:
    """A helper stopped before it answers (as one still starting, or starved of CPU): the main
    process takes back every batch it holds, the results come in order and complete, and the
    helper, owing only work done elsewhere, is killed at close."""
    items = works(tmp_path, 40)
    chunker: Chunker[int] = Chunker()
    chunker.start_helper()
    assert chunker.workers == 1
    helper = chunker._workers[0].proc
    os.kill(helper.pid, signal.SIGSTOP)
    try:
        done = []
        for i, work in enumerate(items):
            done += chunker.submit(work, i, 40)
        for answered in chunker.drain():
            done += answered
        chunker.close()
        assert helper.wait(timeout=10) == -signal.SIGKILL
    finally:
        if helper.poll() is None:
            helper.kill()
            helper.wait()
    assert [tag for tag, _ in done] == list(range(40))
    assert same([r for _, r in done], [process_file(*w) for w in items])


@needs_two
def test_a_helper_answers_in_order_and_one_that_dies_is_replaced(tmp_path: Path) -> None:
    items = works(tmp_path, 120)
    chunker: Chunker[int] = Chunker()
    chunker.start_helper()
    done = []
    for i, work in enumerate(items):
        done += chunker.submit(work, i, 40)
        if i == 60:
            chunker._workers[0].proc.kill()   # a real SIGKILL, as the OOM killer would send
    for answered in chunker.drain():
        done += answered
    chunker.close()
    assert [tag for tag, _ in done] == list(range(120))
    assert all(r.status == INDEXED for _, r in done)
    assert same([r for _, r in done], [process_file(*w) for w in items])
    assert chunker.workers == 0
