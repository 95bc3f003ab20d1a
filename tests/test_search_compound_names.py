"""A query writes a file's one-word name as two words ("hide set" for `Hideset.zig`)."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

SETS = '''const std = @import("std");

/// Union of two lists of token locations, each once.
pub fn @"union"(self: *Self, a: Index, b: Index) !Index {
    return self.merge(a, b, false);
}

/// The locations both lists hold.
pub fn intersection(self: *Self, a: Index, b: Index) !Index {
    return self.merge(a, b, true);
}
'''


def test_two_words_name_the_file_whose_one_word_name_runs_them_together(
        make_index, tmp_path: Path) -> None:
    # aro's "…stop a macro from expanding itself recursively: the hide sets attached to tokens,
    # their union and intersection …" (set 88): src/aro/Hideset.zig, named by no word the
    # question says, was 49th. The same code in two files: the one the words name answers.
    root = write_repo(tmp_path / "aro", {
        "src/aro/Expansion.zig": SETS,
        "src/aro/Hideset.zig": SETS,
    })
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("how are the hide sets attached to tokens merged: union and intersection").hits
    assert hits[0].path == "src/aro/Hideset.zig"
    # One word still names its own file.
    hits = ix.search("how are the expansion sets merged: union and intersection").hits
    assert hits[0].path == "src/aro/Expansion.zig"


def test_two_words_name_no_file_whose_name_says_them_as_two(make_index, tmp_path: Path) -> None:
    # serilog's "cache empty text token" named `TextToken.cs`, which its words already say,
    # over MessageTemplateParser.cs, where the change was (the eval's s set): the words in
    # their order score it as in another.
    root = write_repo(tmp_path / "aro", {
        "src/aro/TextToken.zig": SETS,
        "src/aro/Hideset.zig": SETS,
    })
    ix = make_index(root)
    ix.refresh()
    adjacent = ix.search("text token sets: union and intersection").hits
    apart = ix.search("token text sets: union and intersection").hits
    assert adjacent[0].path == apart[0].path == "src/aro/TextToken.zig"
    assert adjacent[0].score == apart[0].score
