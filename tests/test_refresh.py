"""Refresh before search: stat -> hash -> re-chunk, modes and counts, budget and warming, hostile files.

Real files in tmp_path, real git, the real chunker and index; no mocks.
"""
from __future__ import annotations

import shutil

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from codesift import CodesiftError, Index, render_text
from codesift.writelock import WriteLock
from codesift.store import chunkpool
from codesift.store.passrecord import REFRESH_FILE, write_progress
from corpus_gen import GIT_ENV, make_corpus


def fresh_index(root: Path, index_dir: Path, **flags: object) -> Index:
    flags.setdefault("index_dir", str(index_dir))
    flags.setdefault("min_refresh_interval", 0)
    return Index(str(root), flags=flags)


def consistent(ix: Index) -> bool:
    """tantivy holds exactly the chunks the file table accounts for (no orphans, no doubles)."""
    return ix.read(lambda s: s.num_docs() == s.stats()["chunks"], False)


def symbols(result) -> set[tuple[str, str]]:
    return {(h.path, h.symbol) for h in result.hits}


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=root, env={**os.environ, **GIT_ENV}, check=True,
                   capture_output=True)


@pytest.fixture
def corpus(tmp_path: Path, isolated_env: Path):
    return make_corpus(tmp_path / "repo", files=40, git=True)


def test_modes_and_counts_follow_the_tree(corpus, tmp_path: Path) -> None:
    ix = fresh_index(corpus.root, tmp_path / "index")
    first = ix.refresh()
    assert (first.mode, first.added, first.complete) == ("full", 45, True)   # 40 modules + 5 docs
    again = ix.refresh()
    assert (again.mode, again.added, again.changed, again.removed) == ("incremental", 0, 0, 0)
    edited = corpus.edit(2)
    added = corpus.add(3)
    deleted = corpus.delete(1)
    third = ix.refresh()
    assert third.mode == "incremental"
    assert (third.changed, third.added, third.removed) == (len(edited), len(added), len(deleted))
    assert consistent(ix)
    # The same figures reach --json (search) and status.
    result = ix.search("reconcile", limit=5)
    assert result.index["refresh"]["mode"] == "incremental"
    status = ix.status()
    assert status["last_refresh"]["mode"] == "incremental" and status["complete"] is True
    assert status["files"] == len(corpus.truth) + 5


def test_touch_and_checkout_rehash_but_never_rechunk(corpus, tmp_path: Path, monkeypatch) -> None:
    # Files written in the last seconds are "racy" and rehashed by the next refresh (see
    # refresh.py); their ctime cannot be dated back, so here no write counts as recent.
    monkeypatch.setattr(chunkpool, "RACY_NS", 0)
    ix = fresh_index(corpus.root, tmp_path / "index")
    ix.refresh()
    rels = sorted(corpus.truth)[:5]
    later = time.time() + 5   # a new mtime the stat cannot miss, on any timestamp granularity
    for rel in rels:
        os.utime(corpus.root / rel, (later, later))
    report = ix.refresh()
    assert report.rehashed == len(rels)
    assert (report.changed, report.added, report.removed, report.mode) == (0, 0, 0, "incremental")

    # A branch switch there and back rewrites the mtimes of the files that differ, not their bytes.
    git(corpus.root, "checkout", "-q", "-b", "other")
    target = corpus.root / rels[0]
    original = target.read_bytes()
    target.write_text("def elsewhere():\n    return 1\n", encoding="utf-8")
    git(corpus.root, "commit", "-qam", "other")
    git(corpus.root, "checkout", "-q", "-")
    assert target.read_bytes() == original
    report = ix.refresh()
    assert report.rehashed >= 1 and report.changed == 0
    assert consistent(ix)


def test_each_change_shows_in_the_next_search(corpus, tmp_path: Path) -> None:
    ix = fresh_index(corpus.root, tmp_path / "index")
    ix.refresh()
    # edit
    rel = corpus.edit(1)[0]
    name = corpus.truth[rel][0]
    assert (rel, name) in symbols(ix.search(name))
    # edit again at once, same size (a write inside one timestamp tick must still be seen)
    text = (corpus.root / rel).read_text(encoding="utf-8")
    renamed = name[:-1] + ("0" if name[-1] != "0" else "1")
    (corpus.root / rel).write_text(text.replace(name, renamed), encoding="utf-8")
    hits = symbols(ix.search(renamed))
    assert (rel, renamed) in hits and (rel, name) not in hits
    # add
    new = corpus.add(1)[0]
    assert (new, corpus.truth[new][1]) in symbols(ix.search(corpus.truth[new][1]))
    # delete
    gone = corpus.delete(1)[0]
    assert not any(path == gone for path, _ in symbols(ix.search("reconcile", limit=100)))
    # rename
    old, moved = corpus.rename(1)[0]
    hits = symbols(ix.search(corpus.truth[moved][0]))
    assert (moved, corpus.truth[moved][0]) in hits and all(p != old for p, _ in hits)
    assert consistent(ix)


def test_outline_and_related_index_their_file_first_when_the_budget_runs_short(
        tmp_path: Path, isolated_env: Path) -> None:
    # A first outline in a large repository spent its budget on the files the walk lists
    # first and answered "not indexed yet" for the one asked about.
    corpus = make_corpus(tmp_path / "repo", files=120)
    last = sorted(corpus.truth)[-1]
    ix = fresh_index(corpus.root, tmp_path / "index", refresh_budget=0.001)
    outline = ix.outline(last)
    assert outline.hits and outline.warming is not None
    scanned, total = outline.warming
    assert scanned < total
    other = sorted(corpus.truth)[-2]
    line = ix.outline(other).hits[0].line   # its own pass, and again that file first
    related = ix.related(other, line)
    assert related.hits[0].path == other and related.warming is not None


def test_budget_gives_a_partial_answer_and_the_next_call_continues(tmp_path: Path,
                                                                   isolated_env: Path) -> None:
    corpus = make_corpus(tmp_path / "repo", files=120)
    ix = fresh_index(corpus.root, tmp_path / "index", refresh_budget=0.001)
    result = ix.search("reconcile ledger")
    assert result.warming is not None
    scanned, total = result.warming
    assert 1 <= scanned < total == 125
    text = render_text(result)
    # Its own pass ran out of budget: the command that finishes the index is named too.
    assert (f"(index warming up: {scanned} of {total} files scanned — run again for fuller "
            "coverage, or codesift index to complete it)") in text
    # JSON says it too: "no hits" from a partial index is not "not there".
    assert result.to_json()["warming"] == {"scanned": scanned, "total": total, "building": False}
    assert result.index["refresh"]["stopped"] == "budget"
    assert ix.status()["complete"] is False
    # Each call continues the saved partial pass: every call indexes more (files written in
    # the last seconds are rehashed first, and that must not use up a pass), until it is whole.
    indexed = [ix.status()["files"]]
    for _ in range(500):
        result = ix.search("reconcile ledger")
        indexed.append(ix.status()["files"])
        if result.warming is None:
            break
    assert result.warming is None and indexed[-1] == 125
    assert all(b > a for a, b in zip(indexed, indexed[1:])) and len(indexed) > 2
    assert ix.status()["complete"] is True and consistent(ix)


@pytest.mark.skipif(chunkpool.usable_cpus() < 2, reason="no worker pool on one CPU")
def test_a_pooled_pass_stopped_short_counts_only_the_files_it_recorded(
        tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pass that stops while its workers still hold files drops them (the next pass reads
    them again), but `scanned` counted them: "(index warming up: 3000 of 3000 files scanned
    — run again for fuller coverage)" over an index of 2,880 files."""
    corpus = make_corpus(tmp_path / "repo", files=900)
    ix = fresh_index(corpus.root, tmp_path / "index")
    calls = 0

    def stop() -> bool:   # a moment when batches are out at the workers
        nonlocal calls
        calls += 1
        return calls > 700

    from codesift.store import refresh as refresh_module

    said: list[int] = []
    monkeypatch.setattr(refresh_module, "PROGRESS_EVERY_S", 0.0)   # progress after each file
    report = ix.refresh(None, should_stop=stop, progress=lambda done, total: said.append(done))
    assert report.stopped is not None and report.workers >= 2, report
    recorded = report.added + sum(report.skipped.values())
    assert report.scanned == recorded, report
    # Progress counts files done, not those out at the workers: it never ran ahead of what
    # the pass kept, so the bar never ran back (1569, then 1233 of 9336).
    assert said == sorted(said) and said[-1] == report.scanned, (said[-5:], report.scanned)
    assert ix.status()["files"] == report.added


def test_refresh_budget_zero_never_refreshes(corpus, tmp_path: Path) -> None:
    ix = fresh_index(corpus.root, tmp_path / "index")
    ix.refresh()
    new = corpus.add(1)[0]
    lazy = fresh_index(corpus.root, tmp_path / "index", refresh_budget=0)
    result = lazy.search(corpus.truth[new][0])
    assert result.index["refresh"]["mode"] == "skipped"
    assert all(h.path != new for h in result.hits)


def test_an_answer_that_refreshes_nothing_from_a_partial_index_says_it_is_partial(
        tmp_path: Path, isolated_env: Path) -> None:
    # Refreshing off (or `refresh=False`) over a pass that stopped short answered as if the
    # index were whole: the note came only from a search's own pass or another's lock.
    corpus = make_corpus(tmp_path / "repo", files=120)
    fresh_index(corpus.root, tmp_path / "index").refresh(budget=0.001)
    lazy = fresh_index(corpus.root, tmp_path / "index", refresh_budget=0)
    result = lazy.search("reconcile ledger")
    assert result.index["refresh"]["mode"] == "skipped" and result.warming is not None
    assert result.to_json()["index"]["refresh"]["complete"] is False   # not the skipped pass's
    scanned, total = result.warming
    assert 1 <= scanned < total == 125
    assert result.to_json()["warming"] == {"scanned": scanned, "total": total, "building": False}
    assert (f"(index partial: {scanned} of {total} files scanned — run codesift index to "
            "complete it)") in render_text(result)
    assert lazy.search("reconcile ledger", refresh=False).warming == (scanned, total)
    # A file the partial index has not reached says so, and what completes it.
    missing = []
    for rel in sorted(corpus.truth):
        try:
            lazy.outline(rel)
        except CodesiftError as err:
            missing.append(err.message)
    assert missing and all(m.endswith(f"not indexed yet: the index is partial ({scanned} of "
                                      f"{total} files scanned); run codesift index to complete it")
                           for m in missing), missing[:2]
    # While another process's pass is building it, running again is the advice, as when a
    # search's own refresh is cut short.
    with WriteLock(str(tmp_path / "index"), wait=False):
        write_progress(str(tmp_path / "index"), str(corpus.root), scanned + 5, total, time.time())
        result = lazy.search("reconcile ledger")
        assert result.warming == (scanned + 5, total) and result.building
        assert result.to_json()["warming"]["building"] is True
        assert (f"(index warming up: {scanned + 5} of {total} files scanned — run again for "
                "fuller coverage)") in render_text(result)
    fresh_index(corpus.root, tmp_path / "index").refresh()
    assert lazy.search("reconcile ledger").warming is None
    assert lazy.search("reconcile ledger").index["refresh"]["complete"] is True


def test_min_refresh_interval_skips_the_refresh(corpus, tmp_path: Path) -> None:
    ix = fresh_index(corpus.root, tmp_path / "index", min_refresh_interval=3600)
    ix.refresh()
    corpus.add(1)
    result = ix.search("reconcile")
    assert result.index["refresh"]["mode"] == "cache_hit"
    assert result.index["refresh"]["scanned"] == 0   # skipped, not run


def test_an_empty_answer_inside_the_interval_refreshes_first(tmp_path: Path) -> None:
    # A file written right after a search, then asked for by name: "no matches" was stated as
    # fact for the whole interval. An answer with nothing in it refreshes and asks again.
    root = tmp_path / "repo"
    root.mkdir()
    (root / "old.py").write_text("def old_fn():\n    pass\n")
    ix = fresh_index(root, tmp_path / "index", min_refresh_interval=3600)
    ix.refresh()
    assert ix.search("old_fn").index["refresh"]["mode"] == "cache_hit"
    (root / "new.py").write_text("def brand_new_kumquat():\n    pass\n")
    result = ix.search("brand_new_kumquat")
    assert [(h.path, h.symbol) for h in result.hits] == [("new.py", "brand_new_kumquat")]
    assert result.index["refresh"]["mode"] == "incremental"
    assert ix.search("old_fn").index["refresh"]["mode"] == "cache_hit"   # hits: no refresh
    ix.close()


def test_a_name_no_hit_has_inside_the_interval_refreshes_first(tmp_path: Path) -> None:
    # A QA pass: a file written within the interval, then its function asked for by name; a
    # near name elsewhere answered (`parse_config_file` for `load_config_file`), so the
    # empty-answer rule above never fired. One identifier that no hit is named refreshes.
    root = tmp_path / "repo"
    root.mkdir()
    (root / "a.py").write_text("def parse_config_file(path):\n    pass\n")
    ix = fresh_index(root, tmp_path / "index", min_refresh_interval=3600)
    ix.refresh()
    assert ix.search("parse_config_file").index["refresh"]["mode"] == "cache_hit"
    (root / "b.py").write_text("def load_config_file(path):\n    pass\n")
    result = ix.search("load_config_file")
    assert (result.hits[0].path, result.hits[0].symbol) == ("b.py", "load_config_file")
    assert result.index["refresh"]["mode"] == "incremental"
    for named in ("parse_config_file", "a.parse_config_file", "config file"):   # no refresh
        assert ix.search(named).index["refresh"]["mode"] == "cache_hit", named
    ix.close()


def test_settings_that_shape_the_index_refresh_inside_the_interval(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    (root / "a.go").write_text("package a\n\nfunc ShapeProbe() {}\n")
    (root / "notes.md").write_text("# ShapeProbe notes\n\nAbout the probe.\n")
    ix = fresh_index(root, tmp_path / "index", min_refresh_interval=3600)
    ix.refresh()
    assert {h.path for h in ix.search("ShapeProbe").hits} == {"a.go", "notes.md"}
    ix.close()
    # Another language set inside the interval: the index follows it at once, and back.
    only_md = fresh_index(root, tmp_path / "index", min_refresh_interval=3600,
                          languages=["markdown"])
    result = only_md.search("ShapeProbe")
    assert result.index["refresh"]["mode"] != "cache_hit"
    assert {h.path for h in result.hits} == {"notes.md"}
    # (A name no hit declares would refresh again: asked by its heading's words.)
    assert only_md.search("ShapeProbe notes").index["refresh"]["mode"] == "cache_hit"
    only_md.close()
    plain = fresh_index(root, tmp_path / "index", min_refresh_interval=3600)
    assert {h.path for h in plain.search("ShapeProbe").hits} == {"a.go", "notes.md"}
    ignoring = fresh_index(root, tmp_path / "index", min_refresh_interval=3600, ignore=["*.go"])
    assert {h.path for h in ignoring.search("ShapeProbe").hits} == {"notes.md"}
    plain.close()
    ignoring.close()


def test_utf16_files_with_their_mark_are_text(tmp_path: Path, isolated_env: Path) -> None:
    # Windows PowerShell and Visual Studio save UTF-16 with a byte-order mark: its NUL bytes
    # made such a script "binary", so none of it could be found.
    root = tmp_path / "win"
    root.mkdir()
    script = "function Get-UserRecord {\r\n    param([int]$Id)\r\n    Write-Output $Id\r\n}\r\n"
    (root / "profile.ps1").write_bytes("\ufeff".encode("utf-16-le") + script.encode("utf-16-le"))
    (root / "Query.cs").write_bytes("\ufeff".encode("utf-16-be") + (
        "class Query {\n    // Joins the order lines.\n    void JoinOrderLines() {}\n}\n"
    ).encode("utf-16-be"))
    ix = fresh_index(root, tmp_path / "index")
    report = ix.refresh()
    assert report.skipped == {} and report.added == 2
    hits = ix.search("Get-UserRecord").hits
    assert (hits[0].path, hits[0].line, hits[0].symbol) == ("profile.ps1", 1, "Get-UserRecord")
    assert "param([int]$Id)" in render_text(ix.search("Get-UserRecord"), detail="snippets")
    hit = ix.search("join order lines").hits[0]
    assert (hit.path, hit.line, hit.symbol) == ("Query.cs", 3, "JoinOrderLines")
    # A touch rehashes (the digest is the bytes on disk), and rechunks nothing.
    os.utime(root / "profile.ps1", (1, 1))
    again = ix.refresh()
    assert again.rehashed >= 1 and again.changed == 0


def test_a_file_that_is_not_utf8_keeps_its_identifiers_whole(tmp_path: Path, run_cli) -> None:
    """A Latin-1 (cp1252) file's `caf\\xe9_fn` was indexed as `caf`: the undecodable byte became
    U+FFFD, which splits words. Such bytes are read as cp1252, UTF-8 around them kept, so the
    whole name is found, shown intact, on its own line."""
    root = tmp_path / "legacy"
    root.mkdir()
    (root / "prices.py").write_bytes(
        b"# Tarifs du caf\xe9 \x96 \xa9 1998\n"
        b"def caf\xe9_fn(x):\n    \"\"\"Return the caf\xe9 price.\"\"\"\n    return x\n\n"
        b"def na\xefve_total(items):\n    return sum(items)\n")
    # Mostly UTF-8 with one stray Latin-1 byte: the UTF-8 stays UTF-8.
    (root / "mixed.py").write_bytes("def größe_fn():\n    pass\n# \xe9t\xe9\n".encode(
        "latin-1").replace(b"gr\xf6\xdfe", "größe".encode()))
    res = run_cli("search", "caf_fn", "--root", str(root), "--json")
    assert res.code == 0, res.err
    hit = json.loads(res.out)["hits"][0]
    assert (hit["path"], hit["line"], hit["symbol"]) == ("prices.py", 2, "caf\u00e9_fn"), hit
    assert hit["signature"] == "def caf\u00e9_fn(x)" and hit["doc"] == "Return the caf\u00e9 price."
    res = run_cli("search", "caf\u00e9_fn", "--root", str(root))
    assert res.code == 0 and "prices.py:2  function caf\u00e9_fn(x)" in res.out, res.out
    res = run_cli("search", "na\u00efve_total", "--root", str(root), "--detail", "snippets")
    assert "prices.py:6" in res.out and "return sum(items)" in res.out, res.out
    res = run_cli("outline", "mixed.py", "--root", str(root))
    assert ":1  function gr\u00f6\u00dfe_fn()" in res.out, res.out


def test_hostile_inputs_are_skipped_or_handled_and_counted(tmp_path: Path,
                                                           isolated_env: Path) -> None:
    root = tmp_path / "hostile"
    root.mkdir()
    (root / "ok.py").write_text("def plain_function():\n    return 1\n", encoding="utf-8")
    (root / "big.py").write_text("x = 1\n" * 30000, encoding="utf-8")           # over the cap
    (root / "blob.dat").write_bytes(b"\x00\x01\x02binary" * 100)
    (root / "bundle.js").write_text("var a=1;" * 1000, encoding="utf-8")        # minified
    (root / "latin1.py").write_bytes(b"def caf\xe9_latin_name():\n    return '\xe9t\xe9'\n")
    (root / "longline.py").write_text(
        "def long_line_holder():\n    return [" + "1, " * 600 + "]\n", encoding="utf-8")
    # Source holding one long constant is code, not a bundle; the same line in JSON is data.
    table = '"' + "di=0;38;5;81:" * 200 + '"'                                       # 2,602 chars
    (root / "colors.rs").write_text("fn ls_colors() -> &'static str {\n" + "    let x = 1;\n" * 300
                                    + f"    {table}\n}}\n", encoding="utf-8")
    (root / "colors.json").write_text('{\n' + '  "k": 1,\n' * 300 + f'  "t": {table}\n}}\n',
                                      encoding="utf-8")
    nested = "def deeply_nested_outer():\n" + "".join(
        "    " * (i + 1) + f"if x{i}:\n" for i in range(90)) + "    " * 91 + "pass\n"
    (root / "nested.py").write_text(nested, encoding="utf-8")
    (root / "brackets.json").write_text("[\n" * 5000 + "]\n" * 5000, encoding="utf-8")
    (root / "deep.js").write_text("function deepArrays() {\n  return " + "[\n" * 5000 + "]\n" * 5000
                                  + ";\n}\n", encoding="utf-8")
    (root / "empty.py").write_text("", encoding="utf-8")
    os.symlink("loop_b", root / "loop_a")
    os.symlink("loop_a", root / "loop_b")
    os.symlink("missing_target", root / "dangling.py")
    os.mkfifo(root / "pipe.py")
    ix = fresh_index(root, tmp_path / "index", max_file_bytes=100_000)
    report = ix.refresh()
    assert report.complete
    skipped = report.skipped
    assert skipped.get("oversize") == 1
    assert skipped.get("data", 0) + skipped.get("binary", 0) == 1
    assert skipped.get("minified") == 2   # bundle.js, colors.json
    assert skipped.get("empty") == 1
    assert skipped.get("symlink") == 3
    assert skipped.get("not_file") == 1
    indexed = set(ix.read(lambda s: s.file_states(), {}))
    assert {"ok.py", "latin1.py", "longline.py", "nested.py", "brackets.json", "deep.js",
            "colors.rs"} <= indexed
    # Decoded with replacement: the bad byte becomes U+FFFD, the rest stays searchable.
    assert "latin1.py" in {h.path for h in ix.search("latin_name").hits}
    assert "long_line_holder" in {h.symbol for h in ix.search("long_line_holder").hits}
    assert "deeply_nested_outer" in {h.symbol for h in ix.search("deeply_nested_outer").hits}
    assert "deepArrays" in {h.symbol for h in ix.search("deepArrays").hits}
    assert consistent(ix)


def test_files_vanished_since_the_listing_are_counted(tmp_path: Path, isolated_env: Path) -> None:
    # git still lists a committed file deleted from the work tree: the refresher meets it gone.
    corpus = make_corpus(tmp_path / "repo", files=5, git=True)
    ix = fresh_index(corpus.root, tmp_path / "index")
    ix.refresh()
    gone = corpus.delete(1)[0]
    report = ix.refresh()
    assert report.skipped.get("vanished") == 1 and report.removed == 1
    assert gone not in ix.read(lambda s: s.file_states(), {})


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_unreadable_file_is_counted(tmp_path: Path, isolated_env: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    (root / "ok.py").write_text("def fine():\n    pass\n", encoding="utf-8")
    secret = root / "locked.py"
    secret.write_text("def hidden():\n    pass\n", encoding="utf-8")
    secret.chmod(0)
    report = fresh_index(root, tmp_path / "index").refresh()
    assert report.skipped.get("unreadable") == 1 and report.added == 1


def test_the_refresh_report_file_is_the_interval_clock(corpus, tmp_path: Path) -> None:
    ix = fresh_index(corpus.root, tmp_path / "index")
    ix.refresh()
    with open(tmp_path / "index" / REFRESH_FILE, encoding="utf-8") as fh:
        saved = json.load(fh)
    assert saved["complete"] is True and saved["finished"] <= time.time()


def test_a_pass_that_changes_nothing_writes_its_progress_once_and_removes_it_once(
        corpus, tmp_path: Path, monkeypatch) -> None:
    # A search's no-change refresh wrote progress.json three times (as the pass began, once
    # the walk had counted the files, as it ended) and removed it twice: a rename and an
    # unlink a search paid for a file that is gone as the pass ends. A pass that writes keeps
    # its last word (done = total) while its writer may wait for merges.
    from codesift.diskio import atomic_write
    from codesift.store import passrecord

    monkeypatch.setattr(chunkpool, "RACY_NS", 0)   # no file just written is rehashed
    ix = fresh_index(corpus.root, tmp_path / "index")
    ix.refresh()
    said: list[tuple[str, object]] = []

    def writing(path: str, text: str | bytes, durable: bool = True) -> None:
        if os.path.basename(path) == "progress.json":
            said.append(("write", json.loads(text)["done"]))
        atomic_write(path, text, durable)

    real_unlink = os.unlink

    def unlinking(path: str, *args: object, **kwargs: object) -> None:
        if os.path.basename(str(path)) == "progress.json":
            said.append(("unlink", os.path.exists(path)))
        real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(passrecord, "atomic_write", writing)
    monkeypatch.setattr(os, "unlink", unlinking)
    assert ix.refresh().changed == 0
    assert [what for what, _ in said if what == "write"] == ["write", "write"], said
    assert said[-1] == ("unlink", True) and [w for w, _ in said].count("unlink") == 1, said
    assert not (tmp_path / "index" / "progress.json").exists()
    # A pass that changed a file says it is done before it ends.
    corpus.edit(1)
    said.clear()
    assert ix.refresh().changed == 1
    writes = [done for what, done in said if what == "write"]
    assert writes[-1] == json.loads((tmp_path / "index" / REFRESH_FILE).read_text())["total"], said


def test_a_report_s_json_is_its_fields_but_the_paths_left_out() -> None:
    # Written field by field: ``asdict`` deep-copied ``left_out`` (up to a hundred paths a
    # reason) only to drop it, ~12-100 us of every answer and of every refresh.json.
    from dataclasses import asdict

    from codesift.store.refresh import RefreshReport

    for report in (RefreshReport(), RefreshReport(
            mode="busy", complete=False, stopped="budget", skipped={"binary": 2, "empty": 1},
            left_out={"binary": {"n": 2, "paths": ["a.py", "b.py"]}}, last_refresh_age_s=1.5)):
        expected = asdict(report)
        del expected["left_out"]
        if report.last_refresh_age_s is None:
            del expected["last_refresh_age_s"]
        out = report.to_json()
        assert json.dumps(out) == json.dumps(expected)
        out["skipped"]["changed"] = 1   # the caller's own copy
        assert "changed" not in report.skipped


def test_a_last_pass_stamped_in_the_future_is_no_fresh_one(tmp_path: Path,
                                                            isolated_env: Path) -> None:
    """Its age was clamped to 0: with the clock set back an hour since (a VM resumed, NTP
    stepping it, an index restored from another machine), every search for that hour was a
    cache hit, and code written meanwhile was never found, nor was the answer called stale."""
    root = tmp_path / "repo"
    root.mkdir()
    (root / "old.py").write_text("def helper(x):\n    return x\n")
    ix = fresh_index(root, tmp_path / "index", min_refresh_interval=60)
    ix.refresh()
    report = tmp_path / "index" / REFRESH_FILE
    saved = json.loads(report.read_text(encoding="utf-8"))
    report.write_text(json.dumps({**saved, "finished": time.time() + 3600}), encoding="utf-8")
    (root / "new.py").write_text("def helper_two(y):\n    return y\n")
    result = ix.search("helper")
    assert result.index["refresh"]["mode"] == "incremental"
    assert ("new.py", "helper_two") in symbols(result)
    assert ix.search("helper").index["refresh"]["mode"] == "cache_hit"   # stamped now: fresh
    assert ix.status()["complete"] is True
    ix.close()


def test_a_big_pass_chunks_in_workers_with_the_same_result(tmp_path: Path,
                                                           isolated_env: Path) -> None:
    """Past 200 chunked files with 500+ to go, chunking moves to worker processes (on 2+ CPUs);
    every file gets exactly the chunks the in-process chunker gives it."""
    from codesift.store.chunkpool import chunk_data, usable_cpus
    from codesift.languages import language_of

    corpus = make_corpus(tmp_path / "repo", files=900)
    ix = fresh_index(corpus.root, tmp_path / "index")
    report = ix.refresh()
    assert report.workers == (min(4, usable_cpus()) if usable_cpus() >= 2 else 0)
    states = ix.read(lambda s: s.file_states(), {})
    expected = {rel: len(chunk_data(rel, (corpus.root / rel).read_bytes(), language_of(rel))[0])
                for rel in states}
    assert {rel: st.chunks for rel, st in states.items()} == expected
    assert consistent(ix)
    rel = sorted(corpus.truth)[-1]
    assert (rel, corpus.truth[rel][2]) in symbols(ix.search(corpus.truth[rel][2]))


def test_a_worker_that_dies_is_replaced_by_in_process_chunking(tmp_path: Path) -> None:
    from codesift.store.chunkpool import INDEXED, Chunker, process_file, usable_cpus

    if usable_cpus() < 2:
        pytest.skip("one CPU: no workers to kill")
    works = []
    for i in range(200):
        (tmp_path / f"m{i}.py").write_text(f"def fn_{i}(a):\n    return a + {i}\n")
        works.append((f"m{i}.py", str(tmp_path / f"m{i}.py"), "python", None, 1_000_000))
    chunker: Chunker[int] = Chunker()
    chunker.start_pool()
    assert chunker.workers >= 2
    done = []
    for i, work in enumerate(works):
        done += chunker.submit(work, i, 40)
        if i == 60:
            chunker._workers[0].proc.kill()   # a real SIGKILL, as the OOM killer would send
    for answered in chunker.drain():
        done += answered
    chunker.close()
    assert [tag for tag, _ in done] == list(range(200))
    results = [result for _, result in done]
    assert all(r.status == INDEXED for r in results)
    # Same as in-process, but for the change time: racy (-1) or not depends on when it was read.
    expected = [process_file(*w) for w in works]
    assert [r._replace(changed_ns=0) for r in results] == [r._replace(changed_ns=0) for r in expected]
    assert chunker.workers == 0


def test_workers_read_hash_and_skip_unchanged_digests(tmp_path: Path) -> None:
    """A worker reads the file itself: refused, unread, unchanged and indexed files, in order."""
    import xxhash

    from codesift.store.chunkpool import (INDEXED, REFUSED, UNCHANGED, UNREAD, Chunker,
                                    usable_cpus)

    if usable_cpus() < 2:
        pytest.skip("one CPU: no workers")
    (tmp_path / "a.py").write_text("def alpha():\n    return 1\n")
    (tmp_path / "b.bin").write_bytes(b"\x00\x01\x02" * 100)
    (tmp_path / "c.py").write_text("def gamma():\n    return 3\n")
    same = xxhash.xxh3_128_digest((tmp_path / "c.py").read_bytes())
    works = [("a.py", str(tmp_path / "a.py"), "python", None, 1_000_000),
             ("b.bin", str(tmp_path / "b.bin"), "text", None, 1_000_000),
             ("gone.py", str(tmp_path / "gone.py"), "python", None, 1_000_000),
             ("c.py", str(tmp_path / "c.py"), "python", same, 1_000_000)]
    chunker: Chunker[str] = Chunker()
    chunker.start_pool()
    done = []
    for work in works:
        done += chunker.submit(work, work[0], 30)
    for answered in chunker.drain():
        done += answered
    chunker.close()
    got = {tag: r for tag, r in done}
    assert [tag for tag, _ in done] == ["a.py", "b.bin", "gone.py", "c.py"]
    assert got["a.py"].status == INDEXED and got["a.py"].fields
    assert got["b.bin"].status == REFUSED and got["b.bin"].reason
    assert (got["gone.py"].status, got["gone.py"].reason) == (UNREAD, "vanished")
    assert got["c.py"].status == UNCHANGED and got["c.py"].fields is None


def test_a_file_refused_by_content_is_not_read_again_until_it_changes(tmp_path, make_index,
                                                                      monkeypatch) -> None:
    """Binary or minified files are remembered by stat, so a warm refresh never rereads them."""
    import os

    monkeypatch.setattr(chunkpool, "RACY_NS", 0)  # a ctime cannot be set back to look settled
    root = tmp_path / "repo"
    root.mkdir()
    (root / "app.py").write_text("def handler():\n    return 1\n")
    blob = root / "data.txt"
    blob.write_bytes(b"\x00" + b"b" * 29)
    old = 1_600_000_000 * 10**9
    os.utime(blob, ns=(old, old))
    ix = make_index(root)
    ix.refresh()
    assert set(ix.store.skipped_states()) == {"data.txt"}
    reads: list[str] = []
    real_read = chunkpool._read
    monkeypatch.setattr(chunkpool, "_read", lambda full, cap: reads.append(full) or real_read(full, cap))
    report = ix.refresh(None)
    assert report.skipped.get("binary") == 1 and reads == []   # refused again by stat alone
    monkeypatch.setattr(chunkpool, "_read", real_read)
    # New text of the same size and inode, the mtime put back (`cp -p`, `tar x`): the ctime
    # moved, so it is read, indexed, and no longer remembered as refused.
    with open(blob, "r+b") as fh:
        fh.write(b"def from_blob(): return 2    \n")
    os.utime(blob, ns=(old, old))
    ix.refresh()
    assert ix.store.skipped_states() == {}
    assert [h.path for h in ix.search("from_blob", refresh=False).hits][:1] == ["data.txt"]
    # A refused file that disappears is forgotten.
    (root / "other.txt").write_bytes(b"\x00" * 50)
    ix.refresh()
    assert set(ix.store.skipped_states()) == {"other.txt"}
    (root / "other.txt").unlink()
    ix.refresh()
    assert ix.store.skipped_states() == {}


def test_a_write_that_puts_the_old_mtime_back_is_seen(tmp_path, make_index, monkeypatch) -> None:
    """Same size, same inode, the mtime restored (`cp -p` of a reproducible archive's file):
    only the ctime tells. The index kept the old name and line for good, with no stale note."""
    import os

    monkeypatch.setattr(chunkpool, "RACY_NS", 0)
    root = tmp_path / "repo"
    root.mkdir()
    one, two = "def tar_ver_one_fn():\n    return 1\n\n\n", "\n\ndef tar_ver_two_fn():\n    return 2\n"
    assert len(one) == len(two)
    src = root / "m.py"
    src.write_text(one)
    old = 1_600_000_000 * 10**9
    os.utime(src, ns=(old, old))
    ix = make_index(root)
    ix.refresh()
    assert [(h.symbol, h.line) for h in ix.search("tar_ver_one_fn", refresh=False).hits] == [
        ("tar_ver_one_fn", 1)]
    with open(src, "r+") as fh:
        fh.write(two)
    os.utime(src, ns=(old, old))
    assert ix._changed_on_disk(["m.py"]) == ["m.py"]   # an answer before the refresh says so
    assert ix.refresh(None).changed == 1
    assert [(h.symbol, h.line) for h in ix.search("tar_ver_two_fn", refresh=False).hits] == [
        ("tar_ver_two_fn", 3)]
    assert "tar_ver_one_fn" not in {h.symbol for h in ix.search("tar_ver_one_fn", refresh=False).hits}


def test_a_stopping_pass_drops_what_the_workers_have_not_answered(tmp_path: Path) -> None:
    """``cancel`` returns the answered files in order, drops the rest and ends the workers."""
    from codesift.store.chunkpool import INDEXED, Chunker, usable_cpus

    if usable_cpus() < 2:
        pytest.skip("one CPU: no workers")
    chunker: Chunker[int] = Chunker()
    chunker.start_pool()
    done = []
    for i in range(300):
        (tmp_path / f"m{i}.py").write_text(f"def fn_{i}(a):\n    return a + {i}\n")
        done += chunker.submit((f"m{i}.py", str(tmp_path / f"m{i}.py"), "python", None, 10**6),
                               i, 40)
    done += chunker.cancel()
    assert [tag for tag, _ in done] == list(range(len(done)))   # an in-order prefix
    assert all(result.status == INDEXED for _, result in done)
    assert chunker.workers == 0 and chunker.cancel() == []


def test_a_shown_file_edited_inside_the_interval_is_refreshed_or_named(tmp_path: Path) -> None:
    # An agent edits a file and searches again at once: inside min_refresh_interval the skipped
    # refresh showed the old line numbers, and a deleted file's functions, saying nothing.
    root = tmp_path / "r"
    root.mkdir()
    src = root / "a.py"
    src.write_text("def alpha_function():\n    pass\n\ndef beta_handler():\n    pass\n")
    ix = fresh_index(root, tmp_path / "index", min_refresh_interval=3600)
    ix.refresh()
    src.write_text("# one\n# two\n# three\n" + src.read_text())
    result = ix.search("beta_handler")
    assert result.index["refresh"]["mode"] != "cache_hit"     # it ran after all
    assert (result.hits[0].line, result.stale) == (7, [])
    assert ix.outline("a.py").hits[0].line == 4
    assert ix.search("alpha_function").index["refresh"]["mode"] == "cache_hit"  # nothing new
    src.unlink()
    assert not ix.search("alpha_function").hits
    # No refresh allowed: the answer names the file it may be wrong about, text and JSON alike.
    src.write_text("def beta_handler():\n    pass\n")
    lazy = fresh_index(root, tmp_path / "index", refresh_budget=0)
    lazy.refresh()
    src.write_text("\n\n" + src.read_text())
    result = lazy.search("beta_handler")
    assert result.stale == ["a.py"] and result.to_json()["stale"] == ["a.py"]
    assert render_text(result).startswith("(changed on disk since indexed: a.py")
    assert lazy.outline("a.py").stale == ["a.py"]
    lazy.close()
    ix.close()


def test_hits_in_a_file_deleted_since_indexed_are_left_out_and_said(tmp_path: Path) -> None:
    # A refresh that cannot run (another process writing, the budget spent, refresh_budget
    # 0) listed a deleted file's functions and made it the read target.
    root = tmp_path / "r"
    root.mkdir()
    for name in ("a", "b", "c"):
        (root / f"{name}.py").write_text(f'def probe_{name}():\n    """Probe {name}."""\n')
    lazy = fresh_index(root, tmp_path / "index", refresh_budget=0)
    lazy.refresh()
    (root / "a.py").unlink()
    (root / "b.py").unlink()
    result = lazy.search("probe", limit=2)
    assert [h.path for h in result.hits] == ["c.py"] and result.stale == []
    assert result.deleted == ["a.py", "b.py"] and result.to_json()["deleted"] == ["a.py", "b.py"]
    text = render_text(result)
    assert text.startswith("(deleted since indexed, left out: a.py, b.py)")
    assert f'read({{"path": "{root / "c.py"}"' in text   # absolute: the tests run elsewhere
    # A whole folder gone: more deleted files than rankings to replace them, and a folder
    # where a file was. Never one shown, and nothing left counts as withheld.
    for i in range(30):
        (root / "w").mkdir(exist_ok=True)
        (root / "w" / f"w{i:02}.py").write_text(f"def frobnicate_widget_{i:02}():\n    pass\n")
    (root / "f.py").write_text("def frobnicate_widget_file():\n    pass\n")
    (root / "keep.py").write_text("def frobnicate_widget_kept():\n    pass\n" + "\n" * 200)
    lazy.refresh()
    shutil.rmtree(root / "w")
    (root / "f.py").unlink()
    (root / "f.py").mkdir()
    result = lazy.search("frobnicate widget", limit=3)
    assert [h.path for h in result.hits] == ["keep.py"] and result.total == 1
    assert len(result.deleted) == 31 and "f.py" in result.deleted
    (root / "keep.py").unlink()
    result = lazy.search("frobnicate widget", limit=3)
    assert result.hits == [] and result.total == 0
    assert render_text(result).splitlines()[1].startswith("No matches")
    lazy.close()


def test_an_index_inside_its_root_never_indexes_itself(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The cache under the project (XDG_CACHE_HOME=$PWD/xdg on CI), or a root above the cache
    # (`codesift index ~`): the index's own files must not become documents of the index.
    root = tmp_path / "proj"
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("def main():\n    return 1\n", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(root / "xdg"))
    other = root / "xdg" / "codesift" / "another-root-0123"     # some other root's index
    other.mkdir(parents=True)
    (other / "meta.json").write_text('{"schema": 5}', encoding="utf-8")
    own = root / "weird [dir]*" / "idx"                           # an explicit --index-dir
    for ix in (Index(str(root), flags={"min_refresh_interval": 0}),
               fresh_index(root, own)):
        first = ix.refresh()
        assert set(ix.read(lambda s: s.file_states(), {})) == {"src/app.py"}
        second = ix.refresh()
        assert (second.added, second.changed, second.removed) == (0, 0, 0), first
        ix.close()


def test_a_script_without_extension_is_chunked_in_the_language_its_shebang_names(
        tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "bin").mkdir(parents=True)
    (root / "bin" / "deploy").write_text(
        "#!/usr/bin/env python3\n\ndef push_release(tag):\n    \"\"\"Upload the built wheels.\"\"\"\n")
    (root / "bin" / "setup").write_text("#!/bin/sh\nfetch_deps() {\n  curl -O x\n}\n")
    (root / "notes").write_text("#!not a script, just a note\n")
    ix = Index(str(root), flags={"index_dir": str(tmp_path / "idx")})
    top = ix.search("push_release", lang="python").hits[0]
    assert (top.path, top.kind, top.lang) == ("bin/deploy", "function", "python")
    assert ix.search("fetch_deps").hits[0].kind == "function"
    assert ix.status()["languages"] == {"bash": 1, "python": 1, "text": 1}
    ix.close()


def test_progress_is_said_between_commits(tmp_path: Path, isolated_env: Path, monkeypatch) -> None:
    # progress.json and the terminal's bar moved only at commits (every 2 s): `status` and
    # `index --list` showed "0 of N" for the first two seconds of a pass.
    import json

    from codesift.store import refresh as refresh_module

    corpus = make_corpus(tmp_path / "repo", files=40)
    monkeypatch.setenv("CODESIFT_COMMIT_INTERVAL", "3600")
    monkeypatch.setattr(refresh_module, "PROGRESS_EVERY_S", 0.0)
    ix = fresh_index(corpus.root, tmp_path / "index")
    said: list[tuple[int, int, int]] = []

    def heard(done: int, total: int) -> None:
        on_disk = json.loads((tmp_path / "index" / "progress.json").read_text())
        said.append((done, total, on_disk["done"]))

    ix.refresh(None, progress=heard)
    assert len(said) > 10 and all(done == disk for done, _, disk in said)
    assert [d for d, _, _ in said] == sorted(d for d, _, _ in said)
    ix.close()


def _contents(ix: Index) -> tuple[list[str], list[str]]:
    """Every chunk's stored record and every file the table lists, each sorted."""
    import tantivy

    def read(store) -> tuple[list[str], list[str]]:
        searcher = store.searcher()
        hits = searcher.search(tantivy.Query.all_query(), limit=searcher.num_docs + 1).hits
        chunks = sorted(json.dumps(store.decode(searcher.doc(a)), sort_keys=True) for _, a in hits)
        return chunks, sorted(row[0] for row in store.db.execute("SELECT path FROM files"))
    return ix.read(read, ([], []))


def test_a_refreshed_index_holds_what_a_fresh_build_holds(corpus, tmp_path: Path) -> None:
    """Edits, additions, deletions, renames, a folder ignored and let back, a file turned into
    a folder, commits and checkouts, a refresh after each: the index then holds exactly the
    chunks and files a fresh build of the same tree holds (checked on gin, ripgrep, click and
    express along 200 commits of their history too, by hand)."""
    walked = fresh_index(corpus.root, tmp_path / "walked")
    walked.refresh()
    git(corpus.root, "branch", "start")
    for round_ in range(1, 10):
        corpus.mutate()
        if round_ == 2:
            (corpus.root / ".gitignore").write_text("moved/\n")
        if round_ == 4:
            (corpus.root / ".gitignore").unlink()
        if round_ == 5:   # a file becomes a folder of the same name
            rel = sorted(corpus.truth)[0]
            (corpus.root / rel).unlink()
            corpus.truth.pop(rel)
            corpus.write(f"{rel}/inner.py", ["turned_into_a_folder"])
        if round_ in (3, 6):
            git(corpus.root, "add", "-A")
            git(corpus.root, "commit", "-q", "-m", f"round {round_}")
        if round_ == 7:   # back to the first commit, then forward again
            git(corpus.root, "stash", "-q", "--include-untracked")
            git(corpus.root, "checkout", "-q", "start")
            walked.refresh()
            git(corpus.root, "checkout", "-q", "-")
            git(corpus.root, "stash", "pop", "-q")
        walked.refresh()
        if round_ in (4, 7, 9):
            fresh = fresh_index(corpus.root, tmp_path / f"fresh{round_}")
            fresh.refresh()
            assert _contents(walked) == _contents(fresh), f"round {round_}"
            assert consistent(walked)
            fresh.close()
    assert len(_contents(walked)[1]) > 40


def test_a_kotlin_api_dump_is_refused_and_its_names_find_the_source(tmp_path, make_index) -> None:
    # arrow's `api/arrow-resilience.api` (and `api/jvm/…`, `…klib.api`) lists every public
    # declaration again, as the binary-compatibility validator writes it: its lines of names
    # won searches over the Kotlin source. Outside an `api/` folder, or not opening as a dump,
    # an `.api` file is text like any other.
    root = tmp_path / "repo"
    (root / "core" / "api" / "jvm").mkdir(parents=True)
    (root / "core" / "src").mkdir()
    (root / "core" / "src" / "CircuitBreaker.kt").write_text(
        "package arrow.resilience\n\nclass CircuitBreaker {\n"
        "    fun awaitClose(): Unit = Unit\n}\n")
    dump = ("public final class arrow/resilience/CircuitBreaker {\n"
            "\tpublic final fun awaitClose (Lkotlin/coroutines/Continuation;)Ljava/lang/Object;\n}\n")
    (root / "core" / "api" / "core.api").write_text(dump)
    (root / "core" / "api" / "jvm" / "core.api").write_text(dump)
    (root / "core" / "api" / "core.klib.api").write_text(
        "// Klib ABI Dump\n// Targets: [js]\nfinal class arrow.resilience/CircuitBreaker {\n"
        "    final suspend fun awaitClose() // awaitClose|awaitClose(){}[0]\n}\n")
    (root / "docs").mkdir()
    (root / "docs" / "rest.api").write_text(dump)
    ix = make_index(root)
    ix.refresh()
    assert set(ix.store.skipped_states()) == {
        "core/api/core.api", "core/api/jvm/core.api", "core/api/core.klib.api"}
    paths = {h.path for h in ix.search("awaitClose", refresh=False).hits}
    assert "core/src/CircuitBreaker.kt" in paths and not any("/api/" in p for p in paths)
