"""The library API: a curated ``__all__``, ``Index(root).refresh()/.search()``, typed hits, renderers."""
from __future__ import annotations

import importlib.metadata
import json
import os
from pathlib import Path
from types import ModuleType

import pytest

import codesift
from codesift import (DETAILS, KINDS, CodesiftError, Filters, Hit, Index, RefreshReport,
                      SearchResult, Settings, render_json, render_text)

from conftest import write_repo


def test_all_is_curated_and_honest() -> None:
    assert len(codesift.__all__) == len(set(codesift.__all__))
    for name in codesift.__all__:
        obj = getattr(codesift, name)
        assert obj is not None
        if callable(obj):
            assert (obj.__doc__ or "").strip(), f"{name} has no docstring"
    # Every public, non-module name of the package is in __all__: nothing leaks by accident.
    # Submodules (codesift.cli, codesift.store, ...) are importable but are not the API.
    public = {n for n in dir(codesift)
              if not n.startswith("_") and not isinstance(getattr(codesift, n), ModuleType)}
    assert public == set(codesift.__all__)
    star: dict = {}
    exec("from codesift import *", star)
    assert set(codesift.__all__) <= set(star)


def test_version_matches_the_distribution() -> None:
    assert codesift.__version__ == importlib.metadata.version("codesift")


def test_vocabularies() -> None:
    assert DETAILS == ("signatures", "snippets", "full")
    assert {"function", "method", "class", "section", "file"} <= set(KINDS)


def test_refresh_is_incremental(tmp_path: Path, make_index) -> None:
    root = write_repo(tmp_path / "repo", git=True)
    ix = make_index(root)
    first = ix.refresh()
    assert isinstance(first, RefreshReport)
    assert (first.mode, first.added, first.complete) == ("full", 10, True)
    second = ix.refresh()
    # Nothing changed, nothing re-chunked (the mode's name is the freshness layer's business).
    assert second.mode != "full"
    assert (second.added, second.changed, second.removed) == (0, 0, 0)
    (root / "web/users.js").write_text("export function fetchAccount(id) {\n  return id;\n}\n")
    (root / "server/handler.go").unlink()
    third = ix.refresh()
    assert (third.changed, third.removed, third.added) == (1, 1, 0)
    assert ix.search("fetchAccount").hits[0].path == "web/users.js"
    assert not any(h.path == "server/handler.go" for h in ix.search("ServeHTTP").hits)


def test_search_returns_typed_hits(index) -> None:
    result = index.search("user id", kind=["function", "method"], path="web/**", lang="javascript",
                          exclude=["*.ts"], limit=5)
    assert isinstance(result, SearchResult)
    assert result.query == "user id" and result.root == index.root
    assert isinstance(result.filters, Filters) and result.filters.kinds == ["function", "method"]
    assert 1 <= len(result.hits) <= 5 and result.total >= len(result.hits)
    for h in result.hits:
        assert isinstance(h, Hit)
        assert isinstance(h.path, str) and isinstance(h.line, int) and isinstance(h.end_line, int)
        assert isinstance(h.score, float) and h.score > 0
        assert h.kind in KINDS and h.lang == "javascript"
    top = result.hits[0]
    assert (top.path, top.line, top.end_line, top.symbol, top.qualified) == (
        "web/users.js", 2, 5, "getUserById", "getUserById")
    assert result.index["files"] == 10


def test_renderers_on_a_library_result(index) -> None:
    result = index.search("consume")
    text = render_text(result, budget=400, detail="snippets")
    assert text.startswith("src/ratelimit/bucket.py") and text.endswith("\n")
    body = json.loads(render_json(result))
    assert body["hits"][0]["symbol"] == "consume" and body["hits"][0]["container"] == "TokenBucket"
    assert body == result.to_json()


def test_index_root_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                             isolated_env: Path) -> None:
    a = write_repo(tmp_path / "a", {"a.py": "x = 1\n"})
    b = write_repo(tmp_path / "b", {"b.py": "y = 2\n"})
    monkeypatch.chdir(a)
    assert Index().root == str(a.resolve())
    monkeypatch.setenv("CODESIFT_ROOT", str(b))
    assert Index().root == str(b.resolve())
    assert Index(str(a)).root == str(a.resolve())


def test_explicit_settings(tmp_path: Path, isolated_env: Path) -> None:
    root = write_repo(tmp_path / "repo")
    ix = Index(str(root), settings=Settings(index_dir=str(tmp_path / "own"), limit=3))
    try:
        assert ix.path == str(tmp_path / "own")
        assert len(ix.search("token bucket user job").hits) == 3
    finally:
        ix.close()
    assert (tmp_path / "own" / "meta.json").is_file()


def test_settings_built_by_hand_are_checked_as_a_file_s_are(tmp_path: Path,
                                                            isolated_env: Path) -> None:
    # A QA pass: a Settings passed to Index was used unchecked. `refresh_budget="4"`,
    # `max_file_bytes="big"`, `channel_weights={"bm25": "x"}` and `index_dir=5` were TypeErrors
    # from deep inside a search or a pass; `detail="all"`, `budget=10`, `refresh_budget=-1`,
    # an unknown language or weight name were taken; and `languages=["Python"]`, which a
    # codesift.toml would have lowercased, left every file out of the index in silence.
    root = write_repo(tmp_path / "repo")
    own = str(tmp_path / "own")
    for bad, code in [(dict(refresh_budget="soon"), "INVALID_ARGUMENT"),
                      (dict(refresh_budget=-1), "INVALID_ARGUMENT"),
                      (dict(max_file_bytes="big"), "INVALID_ARGUMENT"),
                      (dict(limit=0), "INVALID_LIMIT"), (dict(detail="all"), "INVALID_DETAIL"),
                      (dict(budget=10), "INVALID_BUDGET"),
                      (dict(languages=["klingon"]), "INVALID_ARGUMENT"),
                      (dict(field_weights={"title": 2}), "INVALID_ARGUMENT"),
                      (dict(channel_weights={"bm25": "x"}), "INVALID_ARGUMENT"),
                      (dict(index_dir=5), "INVALID_ARGUMENT")]:
        with pytest.raises(CodesiftError) as err:
            Index(str(root), settings=Settings(**{"index_dir": own, **bad}))
        assert err.value.code == code and err.value.message.startswith(f"settings.{next(iter(bad))}: ")
    # Values a file or a variable may write so are read so: a language in any case, one
    # pattern as a string, a number as text.
    given = Settings(index_dir=own, languages=["Python"], ignore="tests/", refresh_budget="4")
    ix = Index(str(root), settings=given)
    try:
        assert (ix.settings.languages, ix.settings.ignore, ix.settings.refresh_budget) == (
            ["python"], ["tests/"], 4.0)
        assert given.languages == ["Python"]   # the caller's own object is left as it was
        assert ix.refresh().added == 2   # bucket.py and scheduler.py; tests/ is ignored
        assert ix.search("TokenBucket").hits[0].symbol == "TokenBucket"
    finally:
        ix.close()


def test_errors_are_codesift_errors(tmp_path: Path, index) -> None:
    with pytest.raises(CodesiftError) as err:
        Index(str(tmp_path / "missing"))
    assert err.value.code == "INVALID_ROOT"
    for bad, code in ((dict(query=""), "INVALID_QUERY"), (dict(query="x", limit=0), "INVALID_LIMIT"),
                      (dict(query="x", kind="bogus"), "INVALID_FILTER"),
                      # As the CLI's `--kind ""` and the MCP tools' `kind: []`.
                      (dict(query="x", kind=[]), "INVALID_FILTER"),
                      (dict(query="x", exclude=()), "INVALID_FILTER")):
        with pytest.raises(CodesiftError) as err:
            index.search(**bad)
        assert err.value.code == code
        assert str(err.value).startswith(f"error[{code}]: ")


def _open_under(folder: Path) -> list[str]:
    """The files under ``folder`` this process holds open (Linux's /proc; [] elsewhere)."""
    fds = Path("/proc/self/fd")
    if not fds.is_dir():
        return []
    held = []
    for fd in list(fds.iterdir()):
        try:
            target = os.readlink(fd)
        except OSError:   # closed since listed (the listing's own descriptor)
            continue
        if target.startswith(str(folder)):
            held.append(target)
    return held


def test_an_index_is_a_context_manager_that_closes_its_files(tmp_path: Path,
                                                             isolated_env: Path) -> None:
    # A QA pass: `with Index(root) as ix:` was a TypeError ('Index' object does not support
    # the context manager protocol), and an Index dropped unclosed kept its file table's three
    # descriptors until a cyclic garbage collection.
    root = write_repo(tmp_path / "repo")
    index_dir = tmp_path / "idx"
    with Index(str(root), flags={"index_dir": str(index_dir)}) as ix:
        assert isinstance(ix, Index)
        assert ix.search("TokenBucket").hits[0].symbol == "TokenBucket"
        if Path("/proc/self/fd").is_dir():
            assert _open_under(index_dir)
    assert _open_under(index_dir) == []
    # An error inside the block closes it too, and goes on up as it came.
    with pytest.raises(CodesiftError) as err:
        with ix:
            ix.search("")
    assert err.value.code == "INVALID_QUERY" and _open_under(index_dir) == []
    # Closed is not finished: the next call opens the index again.
    assert ix.search("TokenBucket").hits and ix.close() is None


def _search_in_worker(root: str, index_dir: str, query: str) -> str:
    """One search in a process of a pool: the top hit's symbol."""
    ix = Index(root, flags={"index_dir": index_dir})
    try:
        return ix.search(query).hits[0].symbol
    finally:
        ix.close()


def test_an_error_crosses_processes_and_copies_whole(tmp_path: Path, isolated_env: Path) -> None:
    # A QA pass: CodesiftError could not be unpickled nor copied (its args were one string,
    # "CODE: message", and __init__ takes two), so a search refused in a ProcessPoolExecutor's
    # worker broke the pool: BrokenProcessPool for that job and for every other one, answered
    # or not.
    import concurrent.futures
    import copy
    import multiprocessing
    import pickle

    root = write_repo(tmp_path / "repo")
    index_dir = str(tmp_path / "idx")
    ix = Index(str(root), flags={"index_dir": index_dir})
    try:
        ix.refresh()
        with pytest.raises(CodesiftError) as raised:
            ix.search("x", limit=0)
    finally:
        ix.close()
    err = raised.value
    for again in (pickle.loads(pickle.dumps(err)), copy.copy(err), copy.deepcopy(err)):
        assert type(again) is CodesiftError and again.code == "INVALID_LIMIT"
        assert (again.message, str(again)) == (err.message, str(err))
    with concurrent.futures.ProcessPoolExecutor(
            2, mp_context=multiprocessing.get_context("spawn")) as pool:
        good = pool.submit(_search_in_worker, str(root), index_dir, "TokenBucket")
        bad = pool.submit(_search_in_worker, str(root), index_dir, "  ")
        assert good.result(timeout=120) == "TokenBucket"
        with pytest.raises(CodesiftError) as far:
            bad.result(timeout=120)
    assert far.value.code == "INVALID_QUERY" and str(far.value).startswith("error[INVALID_QUERY]: ")


def test_status_and_clean(index) -> None:
    st = index.status()
    assert st["root"] == index.root and st["files"] == 10 and st["chunks"] > 10
    assert st["languages"]["python"] == 3 and st["index_bytes"] > 0
    assert os.path.isdir(index.path)
    assert index.clean() is True
    assert not os.path.exists(index.path)
    assert index.clean() is False


def test_search_reports_the_same_totals_as_status(repo, make_index) -> None:
    """Each search reads the totals each commit records; they must match the file table."""
    ix = make_index(repo, min_refresh_interval="0")
    ix.refresh()
    for _ in range(2):
        facts = ix.search("TokenBucket").index
        status = ix.status()
        assert (facts["files"], facts["chunks"]) == (status["files"], status["chunks"])
        assert facts["files"] > 0 and facts["chunks"] > facts["files"]
        (repo / "src" / "extra.py").write_text("def one():\n    pass\n\ndef two():\n    pass\n")


def test_an_unreadable_root_is_invalid_root_not_a_config_error(tmp_path, monkeypatch) -> None:
    # Without read permission its codesift.toml could not be opened: INVALID_CONFIG said.
    # (Tests run as root, which reads anything, so the permission check is what is faked.)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if str(p) == str(tmp_path)
                        else real_access(p, mode))
    with pytest.raises(CodesiftError) as err:
        Index(str(tmp_path))
    assert err.value.code == "INVALID_ROOT" and "cannot be read" in err.value.message


def test_a_root_deleted_or_renamed_after_opening_is_refused_and_its_index_kept(
        tmp_path: Path, make_index) -> None:
    # A QA pass: the refresh before a search listed nothing under a root renamed away, dropped
    # every file from the index (status: 0 files) and answered "No matches"; renamed back,
    # the whole repository was indexed again.
    root = write_repo(tmp_path / "repo")
    ix = make_index(root, min_refresh_interval=0)
    ix.refresh()
    files = ix.status()["files"]
    root.rename(tmp_path / "moved")
    for call in (lambda: ix.search("token bucket"), lambda: ix.search("bucket", refresh=False),
                 lambda: ix.outline("src/ratelimit/bucket.py"),
                 lambda: ix.related("src/ratelimit/bucket.py", 5), lambda: ix.refresh()):
        with pytest.raises(CodesiftError) as err:
            call()
        assert err.value.code == "INVALID_ROOT" and "no longer exists" in err.value.message
    assert ix.status()["files"] == files
    (tmp_path / "moved").rename(root)
    assert ix.search("token bucket").hits[0].path == "src/ratelimit/bucket.py"
    assert ix.last_refresh.added == 0 and ix.last_refresh.removed == 0


def test_arguments_of_the_wrong_type_are_errors_with_codes(tmp_path: Path) -> None:
    # A QA pass: `Index(5)` was a TypeError from os.path, `search(123)` "the query is empty".
    with pytest.raises(CodesiftError) as err:
        Index(5)   # type: ignore[arg-type]
    assert err.value.code == "INVALID_ROOT" and "int" in err.value.message
    # An empty root, as the CLI's `--root ""`: no silent fall back to the working folder.
    for empty in ("", " "):
        with pytest.raises(CodesiftError) as err:
            Index(empty)
        assert err.value.code == "INVALID_ROOT" and "root is empty" in err.value.message
    assert Index(tmp_path).root == str(tmp_path.resolve())                  # a PathLike is a path
    ix = Index(str(tmp_path), flags={"index_dir": str(tmp_path / ".idx")})
    with pytest.raises(CodesiftError) as err:
        ix.search(123)   # type: ignore[arg-type]
    assert err.value.code == "INVALID_QUERY" and "a string" in err.value.message
    ix.close()


def test_settings_flags_and_refresh_budgets_of_the_wrong_type_are_coded_errors(
        tmp_path: Path) -> None:
    # A QA pass: `Index(root, settings="x")` was an AttributeError, `flags=["budget"]` another,
    # `refresh("4")` a TypeError from deep in the pass, `refresh(-1)` a whole pass.
    from codesift import load_settings

    index_dir = str(tmp_path / ".idx")
    for bad, code in [({"settings": "x"}, "INVALID_ARGUMENT"),
                      ({"flags": ["budget"]}, "INVALID_ARGUMENT")]:
        with pytest.raises(CodesiftError) as err:
            Index(str(tmp_path), **bad)
        assert err.value.code == code and type(bad[next(iter(bad))]).__name__ in err.value.message
    with pytest.raises(CodesiftError) as err:
        load_settings(5)   # type: ignore[arg-type]
    assert err.value.code == "INVALID_ROOT"
    ix = Index(str(tmp_path), flags={"index_dir": index_dir})
    for budget in ("4", -1, float("nan"), True):
        with pytest.raises(CodesiftError) as err:
            ix.refresh(budget)   # type: ignore[arg-type]
        assert err.value.code == "INVALID_ARGUMENT"
        assert "budget must be seconds" in err.value.message
    assert ix.refresh(0.0).mode == "full" and ix.refresh(None).complete
    ix.close()


def test_a_root_not_in_utf8_is_named_readably(tmp_path: Path) -> None:
    # `--root $'/tmp/\xff'` was named '/tmp/\udcff', Python's escape for the byte.
    with pytest.raises(CodesiftError) as err:
        Index(os.fsdecode(bytes(tmp_path) + b"/\xff"))
    assert err.value.code == "INVALID_ROOT" and "\\udcff" not in err.value.message
    assert "/\ufffd" in err.value.message


def test_switches_and_hooks_of_the_wrong_type_are_coded_errors(tmp_path: Path) -> None:
    # A QA pass: `search("x", progress=5)` was accepted and the 5 never called, `refresh(
    # progress=5)` a TypeError from inside the pass, `search("x", refresh="no")` refreshed.
    write_repo(tmp_path / "repo", {"a.py": "def alpha():\n    return 1\n"})
    index_dir = tmp_path / ".idx"
    ix = Index(str(tmp_path / "repo"), flags={"index_dir": str(index_dir)})
    calls = [(lambda: ix.search("alpha", progress=5), "progress", "int"),
             (lambda: ix.search("alpha", refresh="no"), "refresh", "str"),
             (lambda: ix.refresh(progress=5), "progress", "int"),
             (lambda: ix.refresh(should_stop=True), "should_stop", "bool"),
             (lambda: ix.refresh(wait=None), "wait", "NoneType"),
             (lambda: ix.related("a.py", 1, refresh=1), "refresh", "int"),
             (lambda: ix.outline("a.py", refresh="yes"), "refresh", "str")]
    for call, name, got in calls:
        with pytest.raises(CodesiftError) as err:
            call()
        assert err.value.code == "INVALID_ARGUMENT", err.value
        assert err.value.message.startswith(f"{name} must be ") and err.value.message.endswith(got)
    assert not index_dir.exists()   # refused before any work
    seen: list[tuple[int, int]] = []
    assert ix.search("alpha", progress=lambda done, total: seen.append((done, total))).hits
    assert ix.refresh(should_stop=lambda: False, wait=False).complete
    ix.close()


def test_a_hit_is_a_frozen_hashable_value(index) -> None:
    # A QA pass: `set(result.hits)` was a TypeError (unhashable type: 'Hit'), so hits from two
    # searches could not be joined or used as keys without building tuples by hand.
    import dataclasses

    first = index.search("TokenBucket").hits
    again = index.search("TokenBucket").hits
    assert len(set(first)) == len(first) and set(first) == set(again)
    assert {hit: hit.qualified for hit in first}[again[0]] == first[0].qualified
    with pytest.raises(dataclasses.FrozenInstanceError):
        first[0].line = 1   # type: ignore[misc]
    moved = dataclasses.replace(first[0], focus=first[0].line)
    assert moved != first[0] and moved.focus == first[0].line


def test_path_filters_take_paths_and_list_filters_refuse_a_bare_string(tmp_path: Path) -> None:
    # A QA pass: `search(path=Path("src"))` was INVALID_FILTER though `outline` and `related`
    # take any PathLike, and `Filters(kinds="function")` said "unknown kind 'f'".
    root = write_repo(tmp_path / "repo", {"src/a.py": "def send(x):\n    return x\n",
                                          "lib/b.py": "def send(y):\n    return y\n"})
    ix = Index(root, flags={"index_dir": str(tmp_path / ".idx")})
    ix.refresh()
    as_path = ix.search("send", path=Path("src")).hits
    assert [h.path for h in as_path] == [h.path for h in ix.search("send", path="src").hits] \
        == ["src/a.py"]
    assert [h.path for h in ix.search("send", exclude=[Path("lib")]).hits] == ["src/a.py"]
    ix.close()
    for name in ("kinds", "langs", "exclude"):
        with pytest.raises(CodesiftError) as err:
            Filters(**{name: "function"}).validate()
        assert err.value.code == "INVALID_FILTER" and f"{name} must be a list" in err.value.message


def test_an_index_named_by_sha256_is_moved_not_rebuilt(tmp_path: Path, isolated_env: Path) -> None:
    # The default index folder was `<name>-<sha256(root)[:16]>`; it is named by xxh3 now (no
    # OpenSSL to load on every call). An index made under the old name is taken over as it is.
    import hashlib

    from codesift.cachedirs import cache_base, default_index_dir
    from codesift.store import SCHEMA_VERSION

    root = str(write_repo(tmp_path / "repo"))
    old = os.path.join(cache_base(), "repo-" + hashlib.sha256(root.encode()).hexdigest()[:16])
    built = Index(root, flags={"index_dir": old})
    built.refresh()
    assert built.status()["files"] > 0
    built.close()

    ix = Index(root)
    assert ix.path == default_index_dir(root, SCHEMA_VERSION) != old
    assert os.path.isdir(ix.path) and not os.path.exists(old)
    assert ix.search("TokenBucket").hits
    report = ix.last_refresh
    assert report is not None and report.mode != "full" and report.added == 0   # not rebuilt


def test_an_old_index_being_written_is_left_where_it_is(tmp_path: Path, isolated_env: Path) -> None:
    import hashlib

    from codesift.cachedirs import cache_base
    from codesift.writelock import WriteLock

    root = str(write_repo(tmp_path / "repo"))
    old = os.path.join(cache_base(), "repo-" + hashlib.sha256(root.encode()).hexdigest()[:16])
    os.makedirs(old)
    with WriteLock(old, wait=False) as got:   # an older codesift's pass, still running
        assert got
        ix = Index(root)
        assert os.path.isdir(old) and not os.path.exists(ix.path)
    assert ix.search("TokenBucket").hits   # builds its own


def test_two_schema_versions_sharing_the_cache_keep_an_index_each(
        tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A QA pass: two installs of different schema versions (an MCP client's pipx codesift and
    a venv's CLI) named one default folder per root, each took the other's index for damage
    ("schema version 132 is not 138"), and every call of either was a rebuild."""
    import codesift.index
    import codesift.store
    from codesift.store import SCHEMA_VERSION

    root = str(write_repo(tmp_path / "repo"))
    ours = Index(root)
    ours.refresh()
    meta = os.path.join(ours.path, "meta.json")
    generation = json.loads(Path(meta).read_text())["generation"]
    ours.close()
    with monkeypatch.context() as older:   # the other install, one schema version behind
        older.setattr(codesift.store, "SCHEMA_VERSION", SCHEMA_VERSION - 1)
        older.setattr(codesift.index, "SCHEMA_VERSION", SCHEMA_VERSION - 1, raising=False)
        theirs = Index(root)
        assert theirs.search("TokenBucket").hits
        theirs.close()
    again = Index(root)
    assert again.search("TokenBucket").hits
    report = again.last_refresh
    assert report is not None and report.mode != "full" and report.added == 0   # not rebuilt
    assert again.status()["rebuilt"] is None
    assert json.loads(Path(meta).read_text())["generation"] == generation
    again.close()


def test_an_index_dir_given_as_a_path_and_a_nul_in_a_root_or_index_dir(tmp_path: Path) -> None:
    """A QA pass: ``flags={"index_dir": Path(...)}`` was INVALID_ARGUMENT "expected a path, got
    PosixPath(...)", though a root may be any PathLike; a NUL byte in a root (``Index``,
    ``load_settings``) or in the index_dir setting (a flag, or ``"\\u0000"`` in codesift.toml)
    was a bare ValueError ("embedded null byte"), error[INTERNAL] from the CLI."""
    from codesift import load_settings

    write_repo(tmp_path / "repo", {"a.py": "def alpha():\n    return 1\n"})
    root = tmp_path / "repo"
    ix = Index(root, flags={"index_dir": tmp_path / ".idx"})
    assert ix.path == str(tmp_path / ".idx") and ix.search("alpha").hits
    ix.close()
    for call in (lambda: Index(f"{root}\0x"), lambda: load_settings(f"{root}\0x")):
        with pytest.raises(CodesiftError) as err:
            call()
        assert err.value.code == "INVALID_ROOT" and "NUL" in err.value.message
    with pytest.raises(CodesiftError) as err:
        Index(root, flags={"index_dir": f"{tmp_path}/a\0b"})
    assert err.value.code == "INVALID_ARGUMENT" and "NUL" in err.value.message
    (root / "codesift.toml").write_text('index_dir = "a\\u0000b"\n')
    with pytest.raises(CodesiftError) as err:
        Index(root)
    assert err.value.code == "INVALID_CONFIG" and "NUL" in err.value.message


def test_a_read_with_refresh_off_on_a_never_indexed_root_writes_nothing(
        tmp_path: Path, make_index, index_dir: Path, run_cli) -> None:
    # `Index(root).search(q, refresh=False)` made an empty index folder on disk: a write the
    # caller had turned off. It answers as `codesift search --refresh-budget 0` does there
    # (no matches, the index holds no files yet), and neither writes an index.
    root = write_repo(tmp_path / "repo", {"a.py": "def probe_fn():\n    pass\n"})
    ix = make_index(root)
    result = ix.search("probe_fn", refresh=False)
    assert result.hits == [] and result.index["files"] == 0 and result.warming == (0, 0)
    assert result.index["refresh"]["mode"] == "skipped"
    lazy = make_index(root, refresh_budget=0)
    assert lazy.search("probe_fn").to_json() == result.to_json()
    for call in (lambda: ix.outline("a.py", refresh=False), lambda: ix.related("a.py", 1, refresh=False)):
        with pytest.raises(CodesiftError) as err:
            call()
        assert err.value.code == "INVALID_PATH" and "not indexed yet" in err.value.message
    assert not index_dir.exists()
    cli = run_cli("search", "probe_fn", "--root", str(root), "--refresh-budget", "0")
    assert cli.code == 1 and cli.out == render_text(result, flags=True), cli.out
    assert not index_dir.exists()   # run_cli's index folder is this one
    assert ix.search("probe_fn").hits[0].symbol == "probe_fn"   # a refresh still builds it
    assert index_dir.is_dir()
