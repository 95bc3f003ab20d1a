"""Which of an answer's files changed on disk since indexed (store/stale.py), on a real index."""
from __future__ import annotations

import os
from pathlib import Path

from codesift.store.stale import changed_on_disk


def _stale(ix, paths: list[str]) -> list[str]:
    return ix.read(lambda store: changed_on_disk(store, ix.root, paths), None)


def _indexed(make_index, root: Path):
    """Two files, indexed moments after they were written."""
    root.mkdir()
    (root / "a.py").write_text("def alpha_fn():\n    return 1\n")
    (root / "b.py").write_text("def beta_fn():\n    return 2\n")
    ix = make_index(root)
    ix.refresh()
    return ix


def test_a_file_read_moments_after_its_write_is_told_by_its_bytes(tmp_path: Path, make_index) -> None:
    """Indexed within a timestamp tick of its write, a file's change time is not trusted
    (stored as -1): a touch that leaves its bytes alone is no change, a same-size rewrite is."""
    root = tmp_path / "repo"
    ix = _indexed(make_index, root)
    assert ix.read(lambda store: store.file_state("a.py").changed_ns, None) == -1
    os.chmod(root / "a.py", 0o600)             # a new change time, the same bytes
    os.chmod(root / "b.py", 0o600)
    (root / "b.py").write_text("def betb_fn():\n    return 3\n")   # same size, other bytes
    assert _stale(ix, ["a.py", "b.py", "a.py"]) == ["b.py"]


def test_deleted_grown_and_unindexed_files_are_changed(tmp_path: Path, make_index) -> None:
    root = tmp_path / "repo"
    ix = _indexed(make_index, root)
    (root / "a.py").unlink()
    (root / "b.py").write_text("def beta_fn():\n    return 22\n")
    (root / "c.py").write_text("x = 1\n")
    assert _stale(ix, ["a.py", "b.py", "c.py"]) == ["a.py", "b.py", "c.py"]
    assert _stale(ix, []) == []


def test_a_file_swapped_for_a_link_or_a_fifo_is_never_read_through(tmp_path: Path,
                                                                     run_cli) -> None:
    """An answer from an index that cannot refresh (refresh_budget 0, or a writer holding it)
    read the lines of a file it would show with a plain open(): a file swapped since for a
    symlink out of the root printed that file's lines in `--detail full`, and one swapped
    for a fifo hung `related` for good (in the MCP server, with its root's lock held)."""
    root = tmp_path / "repo"
    root.mkdir()
    (root / "a.py").write_text("def load_config_file(path):\n    return path\n")
    (root / "b.py").write_text("def parse_config_text(text):\n    return text\n")
    outside = tmp_path / "outside.txt"
    outside.write_text("SECRET OUTSIDE THE ROOT\n" * 3)
    frozen = {"CODESIFT_REFRESH_BUDGET": "0"}
    assert run_cli("index", "--root", str(root)).code == 0
    (root / "a.py").unlink()
    (root / "a.py").symlink_to(outside)
    (root / "b.py").unlink()
    os.mkfifo(root / "b.py")
    res = run_cli("search", "load_config_file", "--detail", "full", "--root", str(root), env=frozen)
    assert "SECRET" not in res.out, res.out
    res = run_cli("search", "parse_config_text", "--detail", "full", "--root", str(root), env=frozen)
    assert res.code in (0, 1), res.err
    res = run_cli("related", "b.py:1", "--root", str(root), env=frozen)
    assert res.code == 2 and "error[INVALID_PATH]" in res.err, res.err
