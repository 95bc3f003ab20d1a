"""The few lines of a message's holder read for how it is raised (``search/holders.py``), and
the first line of a Lua file read for its LuaCATS mark (``search/priors.py``)."""
from __future__ import annotations

import os

import pytest

from codesift.search.holders import read_lines
from codesift.search.priors import is_declaration_file


@pytest.mark.timeout(10)
def test_a_holders_lines_are_numbered_as_the_index_numbers_them_and_never_read_from_a_fifo(tmp_path) -> None:
    # A lone CR breaks no line for the index (tree-sitter's rows), as text mode's reading did.
    (tmp_path / "real.rs").write_bytes(b'let a = 1;\rlet b = 2;\nErr(Error::Full)\n')
    assert read_lines(str(tmp_path), "real.rs", 2, 2) == ["Err(Error::Full)"]
    # Swapped since it was indexed for a fifo or a link, a file is neither waited on nor followed.
    os.mkfifo(tmp_path / "pipe.rs")
    os.symlink(tmp_path / "real.rs", tmp_path / "link.rs")
    assert read_lines(str(tmp_path), "pipe.rs", 1, 3) is None
    assert read_lines(str(tmp_path), "link.rs", 1, 3) is None


@pytest.mark.timeout(10)
def test_a_lua_files_mark_is_never_read_from_a_fifo_or_through_a_link(tmp_path) -> None:
    (tmp_path / "meta.lua").write_text("---@meta\nerror('Cannot require a meta file')\n")
    os.mkfifo(tmp_path / "pipe.lua")
    os.symlink(tmp_path / "meta.lua", tmp_path / "link.lua")
    assert is_declaration_file("meta.lua", str(tmp_path))
    assert not is_declaration_file("pipe.lua", str(tmp_path))
    assert not is_declaration_file("link.lua", str(tmp_path))
