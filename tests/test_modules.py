"""Rust's `mod name;` stands for the file it loads: the file's best chunk is the answer."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.search.modules import module_file

from conftest import write_repo

CRATE = {
    "src/lib.rs": "//! A search library.\n\nmod mmap;\nmod flags;\npub mod util;\n\n"
                  "pub fn search(path: &str) -> usize {\n    path.len()\n}\n",
    "src/mmap.rs": "/// Controls when memory maps are used.\npub struct MmapChoice {\n    auto: bool,\n}\n\n"
                   "impl MmapChoice {\n    /// Map files when it is safe.\n    pub fn auto() -> MmapChoice {\n"
                   "        MmapChoice { auto: true }\n    }\n}\n",
    "src/flags/mod.rs": "mod parse;\n\npub struct Flags {\n    verbose: bool,\n}\n",
    "src/flags/parse.rs": "pub fn parse_flags(args: &[String]) -> Vec<String> {\n    args.to_vec()\n}\n",
}


@pytest.mark.parametrize("declared_in, name, indexed, loaded", [
    ("src/lib.rs", "mmap", {"src/mmap.rs"}, "src/mmap.rs"),
    ("src/main.rs", "flags", {"src/flags/mod.rs"}, "src/flags/mod.rs"),   # a folder's mod.rs
    ("src/flags/mod.rs", "parse", {"src/flags/parse.rs"}, "src/flags/parse.rs"),
    ("src/flags.rs", "parse", {"src/flags/parse.rs"}, "src/flags/parse.rs"),   # 2018 layout
    ("src/flags.rs", "parse", {"src/parse.rs"}, None),   # a sibling of flags.rs is no child
    ("src/lib.rs", "util", {"src/mmap.rs"}, None),       # not indexed
])
def test_module_file_follows_rusts_layouts(declared_in: str, name: str, indexed: set[str],
                                           loaded: str | None) -> None:
    assert module_file(declared_in, name, indexed) == loaded


def test_a_module_declaration_hands_its_place_to_its_file(tmp_path: Path, make_index) -> None:
    ix = make_index(write_repo(tmp_path / "crate", CRATE))
    ix.refresh()
    hits = ix.search("mmap").hits
    assert hits[0].path == "src/mmap.rs"
    assert all(h.kind != "module" for h in hits if h.path == "src/lib.rs")
    # The folder layout too; and a module whose file is not indexed stays as declared.
    assert ix.search("flags").hits[0].path == "src/flags/mod.rs"
    util = [h for h in ix.search("util").hits if h.symbol == "util"]
    assert [(h.path, h.line) for h in util] == [("src/lib.rs", 5)]


def test_a_filtered_out_module_file_leaves_the_declaration(tmp_path: Path, make_index) -> None:
    ix = make_index(write_repo(tmp_path / "crate", CRATE))
    ix.refresh()
    hits = ix.search("mmap", path="src/lib.rs").hits
    assert (hits[0].path, hits[0].line, hits[0].kind) == ("src/lib.rs", 3, "module")


def test_a_tests_module_hands_its_place_on_as_a_test(tmp_path: Path, make_index) -> None:
    # `mod tests;` in a source file loads a test file: the score it hands on takes the test
    # prior there, so the tests do not outrank the code they test.
    crate = {
        "src/lib.rs": "pub mod printer;\n",
        "src/printer.rs": "#[cfg(test)]\nmod tests;\n\n/// Print a summary line.\n"
                          "pub fn summary(count: usize) -> String {\n    format!(\"{count}\")\n}\n",
        "src/printer/tests.rs": "use super::summary;\n\n#[test]\nfn summary_counts() {\n"
                                "    assert_eq!(summary(3), \"3\");\n}\n",
    }
    ix = make_index(write_repo(tmp_path / "crate", crate))
    ix.refresh()
    hits = ix.search("printer").hits
    assert [h.path for h in hits[:2]] == ["src/printer.rs", "src/printer/tests.rs"]
    # `#[cfg(test)]` above it makes the declaration two lines; it is still one, and `mod
    # printer;` in lib.rs hands its place to printer.rs's code, not to that declaration.
    assert all(h.kind != "module" for h in hits)
    assert hits[0].symbol == "summary"
