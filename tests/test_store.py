"""The on-disk store: creation, detection of foreign/old/damaged indexes, the write lock,
the pending-batch protocol and atomic writes. Real tantivy, real SQLite, real flock."""
from __future__ import annotations

import errno
import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import tantivy

from codesift import Index
from codesift.cachedirs import iter_index_dirs
from codesift.diskio import atomic_write
from codesift.writelock import WriteLock, lock_is_held
from codesift.store import SCHEMA_VERSION, Store, StoreBusy, StoreCorrupt
from corpus_gen import make_corpus


@pytest.fixture
def built(tmp_path: Path, isolated_env: Path) -> Index:
    corpus = make_corpus(tmp_path / "repo", files=10)
    ix = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index"),
                                        "min_refresh_interval": 0})
    ix.refresh()
    ix.close()
    return ix


def test_new_store_is_created_and_reopened_without_a_rebuild(tmp_path: Path) -> None:
    store = Store.open(str(tmp_path / "idx"), "/some/root")
    meta = json.loads((tmp_path / "idx" / "meta.json").read_text())
    assert meta["schema"] == SCHEMA_VERSION and meta["root"] == "/some/root"
    assert store.rebuilt is None and store.stats()["files"] == 0
    generation = store.generation
    store.close()
    again = Store.open(str(tmp_path / "idx"), "/some/root")
    assert again.generation == generation and again.rebuilt is None


def test_an_index_dir_inside_a_repository_is_a_cache_no_walk_reads(tmp_path: Path,
                                                                   isolated_env: Path) -> None:
    # CODESIFT_INDEX_DIR=./.codesift: another index of the same tree (or this one) read the
    # first one's meta.json, SQLite and segments as the repository's files.
    corpus = make_corpus(tmp_path / "repo", files=5)
    inner = corpus.root / ".codesift"
    first = Index(str(corpus.root), flags={"index_dir": str(inner)})
    first.refresh()
    first.close()
    assert (inner / "CACHEDIR.TAG").read_text().startswith(
        "Signature: 8a477f597d28d172789f06886806bc55")
    other = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "other")})
    other.refresh()
    paths = other.store.file_paths()
    other.close()
    assert paths and not [p for p in paths if p.startswith(".codesift/")]
    # A rebuild keeps the tag, as it keeps the write lock.
    again = Store.open(str(inner), str(corpus.root), locked=True)
    again.wipe("test")
    again.close()
    assert (inner / "CACHEDIR.TAG").exists()


@pytest.mark.parametrize("change, reason", [
    (lambda m: {**m, "root": "/elsewhere"}, "another root"),
    (lambda m: {**m, "schema": SCHEMA_VERSION - 1}, "schema version"),
])
def test_foreign_or_old_index_is_rebuilt_with_the_reason(built: Index, change, reason) -> None:
    meta_path = Path(built.path) / "meta.json"
    meta_path.write_text(json.dumps(change(json.loads(meta_path.read_text()))))
    report = built.refresh()
    assert report.mode == "full" and report.added == 15
    status = built.status()
    assert reason in status["rebuilt"]["reason"] and status["files"] == 15


def test_a_reader_never_wipes(built: Index) -> None:
    (Path(built.path) / "meta.json").write_text("{garbage")
    before = sorted(os.listdir(built.path))
    with pytest.raises(StoreCorrupt, match="meta.json"):
        Store.open(built.path, built.root)
    assert sorted(os.listdir(built.path)) == before


def test_missing_index_while_another_process_writes_is_busy_not_created(tmp_path: Path) -> None:
    path = tmp_path / "idx"
    path.mkdir()
    with WriteLock(str(path), wait=False) as got:   # a second flock on the file: held elsewhere
        assert got
        with pytest.raises(StoreBusy):
            Store.open(str(path), "/root")
    assert not (path / "meta.json").exists()


def test_emptied_file_table_is_caught_by_the_generation_check(built: Index) -> None:
    db_path = Path(built.path) / "files.sqlite"
    db_path.unlink()
    sqlite3.connect(db_path).close()   # an empty, valid database: SQLite alone would accept it
    with pytest.raises(StoreCorrupt):
        Store.open(built.path, built.root)


def test_pending_batch_left_by_a_crash_is_repaired(built: Index, tmp_path: Path) -> None:
    """The state a kill between the tantivy and the SQLite commit leaves: chunks ahead of rows.

    Built on disk directly: a path recorded as pending whose chunks tantivy committed but
    whose file never reached the file table (and no longer exists), plus a pending real file.
    """
    store = Store.open(built.path, built.root, locked=True)
    real = sorted(store.file_stats())[0]
    writer = store.index.writer(15_000_000, 1)
    doc = tantivy.Document()
    doc.add_text("path", "ghost.py")
    doc.add_text("kind", "function")
    doc.add_unsigned("line", 1)
    doc.add_bytes("meta", json.dumps(["ghost", "", "", "", 1, "python"]).encode())
    writer.add_document(doc)
    store.db.executemany("INSERT INTO pending VALUES (?)", [("ghost.py",), (real,)])
    writer.commit()
    writer.wait_merging_threads()
    assert store.num_docs() == store.stats()["chunks"] + 1          # the orphan
    stats = store.file_stats()
    assert stats["ghost.py"] == stats[real] == (-1, -1, -1)
    assert store.file_state("ghost.py").digest == store.file_state(real).digest == b""
    store.close()
    report = built.refresh()
    assert report.removed == 1 and report.changed == 1
    assert built.read(lambda s: s.num_docs() == s.stats()["chunks"], False)
    assert built.read(lambda s: s.db.execute("SELECT count(*) FROM pending").fetchone()[0], 1) == 0


def test_a_new_writers_deletes_never_share_the_last_commits_opstamp(built: Index) -> None:
    """tantivy stamps a new writer's first operation with the last commit's opstamp, which a
    merge of committed segments may count as applied to some of its sources only: a refresh
    whose first operation deleted a changed file's old chunks kept them beside the new ones
    (found by the kill -9 tests: 9,016 chunks in tantivy, 9,010 in the file table). Each of
    the store's writers spends that stamp on a delete that matches nothing."""
    store = Store.open(built.path, built.root, locked=True)
    writer = store.writer()
    path = sorted(store.file_stats())[0]
    for tantivy_writer, key in ((writer._tantivy(), "path"), (writer._file_writer(), "fpath")):
        committed = tantivy_writer.commit_opstamp
        assert tantivy_writer.delete_documents_by_term(key, path) > committed
    writer.close(wait=True)   # nothing committed: the deletes are dropped
    assert store.num_docs() == store.stats()["chunks"] > 0
    store.close()


def test_write_lock_is_exclusive_and_a_wait_can_be_cancelled(tmp_path: Path) -> None:
    path = str(tmp_path)
    assert not lock_is_held(path)
    with WriteLock(path, wait=False) as first:
        assert first and lock_is_held(path)
        with WriteLock(path, wait=False) as second:
            assert not second
        calls = []
        with WriteLock(path, wait=True, cancel=lambda: calls.append(1) or len(calls) > 3) as third:
            assert not third and len(calls) == 4
    assert not lock_is_held(path)


# Asks `lock_is_held` of the folder in argv[1] without end, after saying "ready" once.
PROBER = """
import sys
from codesift.writelock import lock_is_held
lock_is_held(sys.argv[1])
print("ready", flush=True)
while True:
    lock_is_held(sys.argv[1])
"""


def _prober(path: str) -> subprocess.Popen:
    """Another process asking `lock_is_held(path)` in a tight loop (status, `index --list`)."""
    proc = subprocess.Popen([sys.executable, "-c", PROBER, path], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    return proc


def test_a_writer_never_fails_for_another_process_asking_whether_the_lock_is_held(
        tmp_path: Path) -> None:
    # The probe took the writer's exclusive lock for a moment to see whether it was free, and a
    # writer trying the lock in that moment gave up: a search's refresh answered `busy` and
    # stale while nobody wrote, only because `status` or `index --list` looked.
    path = str(tmp_path)
    prober = _prober(path)
    # A second of tries, not a count: on a busy machine the prober may get no CPU during a
    # few thousand tries (the old code then passed); in a second it meets the writer often.
    until = time.monotonic() + 1
    try:
        while time.monotonic() < until:
            with WriteLock(path, wait=False) as got:
                assert got
            # Probes never take one another for a writer either (two `status` calls at once).
            assert not lock_is_held(path)
    finally:
        prober.kill()
        prober.wait()


def test_atomic_write_replaces_whole_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    atomic_write(str(target), "old")
    atomic_write(str(target), "new", durable=False)
    assert target.read_text() == "new"
    assert os.listdir(tmp_path) == ["f.json"]


def test_a_rebuild_by_another_process_is_noticed_by_an_open_store(built: Index) -> None:
    reader = Index(built.root, flags={"index_dir": built.path})
    before = reader.read(lambda s: s.generation, None)
    other = Index(built.root, flags={"index_dir": built.path})
    other.clean()
    other.refresh()
    after = reader.read(lambda s: s.generation, None)
    assert after != before and reader.status()["files"] == 15


def test_iter_index_dirs_lists_dirs_that_had_a_writer(built: Index, tmp_path: Path) -> None:
    (tmp_path / "not-an-index").mkdir()
    assert list(iter_index_dirs(str(tmp_path))) == [built.path]


def _edit_and_refresh(ix: Index, corpus_root: Path, n: int) -> None:
    """Edit ``n`` files, one refresh each: each refresh commits a segment per index."""
    files = sorted(corpus_root.glob("pkg*/*.py"))
    for i in range(n):
        with open(files[i % len(files)], "a", encoding="utf-8") as fh:
            fh.write(f"\ndef added_later_{i}():\n    return {i}\n")
        ix.refresh()


def test_a_refresh_leaves_merges_to_a_thread_and_the_next_writer_waits_for_it(
        tmp_path: Path, isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=10)
    ix = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index"),
                                        "min_refresh_interval": 0})
    ix.refresh()
    assert ix.store._merging is None                  # a build waits for its merges
    _edit_and_refresh(ix, corpus.root, 12)            # past tantivy's 8 segments: merges run
    assert ix.store._merging is not None
    assert ix.search("added_later_11").hits[0].symbol == "added_later_11"
    ix.close()                                        # joins the thread
    assert ix._store is None
    reopened = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index")})
    assert reopened.store.num_docs() == reopened.store.stats()["chunks"]
    assert reopened.status().get("rebuilt") is None
    reopened.close()


def test_too_many_segments_make_the_close_wait(tmp_path: Path, isolated_env: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    import codesift.store.writer as writer_module

    corpus = make_corpus(tmp_path / "repo", files=10)
    ix = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index"),
                                        "min_refresh_interval": 0})
    ix.refresh()
    monkeypatch.setattr(writer_module, "FOREGROUND_MERGE_SEGMENTS", 1)
    _edit_and_refresh(ix, corpus.root, 2)
    assert ix.store._merging is None
    ix.close()


def test_a_writer_still_merging_elsewhere_is_waited_for_not_taken_for_damage(
        built: Index, tmp_path: Path) -> None:
    """Another process's writer may hold tantivy's lock for its merges after its pass ended."""
    import threading

    other = tantivy.Index.open(str(Path(built.path) / "chunks")).writer(15_000_000, 1)
    threading.Timer(0.3, other.wait_merging_threads).start()   # lets go a moment later
    target = sorted(Path(built.root).glob("pkg*/*.py"))[0]
    with open(target, "a", encoding="utf-8") as fh:
        fh.write("\ndef written_while_locked():\n    return 1\n")
    report = built.refresh()
    assert report.changed == 1
    assert built.search("written_while_locked").hits[0].symbol == "written_while_locked"
    assert built.status().get("rebuilt") is None
    built.close()


def test_a_wipe_tries_again_when_a_folder_fills_while_it_is_removed(
        tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Under load a closed tantivy index still took its meta lock file inside filedocs/ while a
    # wipe removed the folder: rmtree met "Directory not empty" and the search failed with it.
    corpus = make_corpus(tmp_path / "repo", files=5)
    ix = Index(str(corpus.root), flags={"index_dir": str(tmp_path / "index")})
    ix.refresh()
    ix.close()
    real_rmdir, refused = os.rmdir, []

    def rmdir(path, *args, **kwargs):
        if str(path).endswith("filedocs") and not refused:
            refused.append(path)
            raise OSError(errno.ENOTEMPTY, os.strerror(errno.ENOTEMPTY), path)
        return real_rmdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "rmdir", rmdir)
    store = Store.open(str(tmp_path / "index"), str(corpus.root), locked=True)
    store.wipe("test")
    store.close()
    assert refused and not list((tmp_path / "index" / "filedocs").glob("*.store"))


def test_a_wipe_keeps_the_failure_of_the_last_background_pass(built: Index) -> None:
    # A background pass's failure is told by status and searches until a complete pass has
    # finished since. A damaged index's rebuild wiped it first, so a rebuild its budget cut
    # short left no complete pass and no failure either: status said nothing had failed.
    from codesift.jobs import background_failure, record_failure

    record_failure(built.path, "IO_ERROR", "cannot write the index: No space left on device")
    built.close()
    store = Store.open(built.path, built.root, locked=True)
    store.wipe("damaged: test")
    store.close()
    failed = background_failure(built.path)
    assert failed is not None and failed["code"] == "IO_ERROR", failed


def test_searchers_are_kept_until_a_commit(built: Index) -> None:
    # Reloading both tantivy indexes took ~0.25 ms of a ~3 ms query, every search, though
    # nothing had been committed since the last one.
    store = built.store
    chunks, files = store.searcher(), store.file_searcher()
    assert store.searcher() is chunks and store.file_searcher() is files
    (Path(built.root) / "fresh_module.py").write_text("def kept_searcher_probe():\n    pass\n")
    other = Index(built.root, flags={"index_dir": built.path})   # another writer's commit
    other.refresh()
    other.close()
    assert store.searcher() is not chunks and store.file_searcher() is not files
    assert [h.symbol for h in built.search("kept_searcher_probe", refresh=False).hits][:1] == [
        "kept_searcher_probe"]


def test_decoded_documents_are_kept_per_searcher_each_caller_given_its_own_copy(
        built: Index) -> None:
    # A search decodes 100-200 chunk documents (a doc read and a JSON parse, ~3 us each); a
    # server's next searches read many of them again. Kept, they must be what a fresh decode
    # gives, a search's changes to its copy (select.py lends a prototype's doc) must not
    # reach the next search, and a commit (a new searcher) must be read anew.
    store = built.store
    searcher = store.searcher()
    hits = searcher.search(tantivy.Query.all_query(), 5, count=False).hits
    assert hits
    for _, address in hits:
        first = store.decoded(searcher, address)
        assert first == store.decode(searcher.doc(address))
        first["doc"] = "changed by one search"
        again = store.decoded(searcher, address)
        assert again == store.decode(searcher.doc(address)) and again is not first
    path = next(d["path"] for _, a in searcher.search(tantivy.Query.all_query(), 1000,
                                                      count=False).hits
                if (d := store.decoded(searcher, a))["path"].endswith(".py"))
    (Path(built.root) / path).write_text("def decoded_anew_probe():\n    pass\n")
    other = Index(built.root, flags={"index_dir": built.path})   # another writer's commit
    other.refresh()
    other.close()
    fresh = store.searcher()
    assert fresh is not searcher
    found = fresh.search(tantivy.Query.term_query(store.schema, "path", path), 5, count=False).hits
    assert [store.decoded(fresh, a)["name"] for _, a in found] == [
        store.decode(fresh.doc(a))["name"] for _, a in found] == ["decoded_anew_probe"]


def test_the_two_commits_of_a_batch_both_land_before_a_failure_is_raised() -> None:
    # The chunk and file indexes commit at the same time (store/writer.py). A failure must
    # wait for the other commit: raised at once, the caller could wipe the folder for damage
    # while a thread was still writing in it. And the failing index is named, as before.
    import threading
    import time

    from codesift.store.damage import CHUNK_INDEX, FILE_INDEX
    from codesift.store.writer import _commit_together

    landed = threading.Event()

    class Slow:
        def commit(self) -> None:
            time.sleep(0.05)
            landed.set()

    class Broken:
        def commit(self) -> None:
            raise ValueError("Failed to open file for read: 'term dictionary'")

    with pytest.raises(StoreCorrupt, match=f"cannot write the {FILE_INDEX}") as raised:
        _commit_together([(CHUNK_INDEX, Slow()), (FILE_INDEX, Broken())])
    assert landed.is_set(), raised.value
    landed.clear()
    with pytest.raises(StoreCorrupt, match=f"cannot write the {FILE_INDEX}"):
        _commit_together([(CHUNK_INDEX, None), (FILE_INDEX, Broken())])
    _commit_together([(CHUNK_INDEX, Slow()), (FILE_INDEX, None)])
    assert landed.is_set()

    class Bug:
        def commit(self) -> None:
            raise RuntimeError("not a write failure")

    # Any other exception in the thread reaches the caller too: printed and dropped there, the
    # batch went on to write file rows for documents that never landed.
    landed.clear()
    with pytest.raises(RuntimeError, match="not a write failure"):
        _commit_together([(CHUNK_INDEX, Slow()), (FILE_INDEX, Bug())])
    assert landed.is_set()
