"""A whole file's summary (chunk/summary.py) says something of the file: a line holding no
letter nor digit is none, and a copy a user makes the real file of is read in its format."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def _doc(path: str, text: str) -> str:
    chunks = chunk_file(path, text, language_of(path))
    assert len(chunks) == 1, chunks
    return chunks[0].doc


def test_a_summary_holding_no_word_is_none() -> None:
    # teslamate's Node-RED flows (676 lines) were summarised "[{", boltons' JSON Lines data
    # "{}", a VB designer file "'-----…", jansson's test inputs `{,`; toml-test's `[.]` is not
    # passed over for the line under it, but says nothing either. A version, a number with a
    # mark (express's `20%` fixture) and a sentence in any script still are summaries.
    assert _doc("Teslamate-flows.json.example", '[{\n  "id": "8a9b",\n  "type": "tab"\n}]\n') == ""
    assert _doc("jsonl_test_data.txt", "{}\n{}\n") == ""
    assert _doc("Resources.Designer.vb", "'" + "-" * 40 + "\n") == ""
    assert _doc("input", "{,\n") == ""
    assert _doc("dot.toml", "[.]\nk = 1\n") == ""
    assert _doc("NodeVersion", "26.5.0\n") == "26.5.0"
    assert _doc("% of dogs.txt", "20%\n") == "20%"
    assert _doc("readme.txt", "Это - одно из открытий.\n") == "Это - одно из открытий."


def test_a_section_doc_holding_no_word_is_none() -> None:
    # dacite's changelog's "[Unreleased]" read "...", flask's tutorial README's "Test" read
    # "::" (the literal block it opens).
    md = "# Changelog\n\n## [Unreleased]\n\n...\n\n## [1.9.0]\n\n- Fixed things\n"
    assert [(c.name, c.doc) for c in chunk_file("CHANGELOG.md", md, "markdown")] == [
        ("Changelog", ""), ("[Unreleased]", ""), ("[1.9.0]", "Fixed things")]
    rst = "Test\n----\n\n::\n\n    $ pytest\n"
    assert [(c.name, c.doc) for c in chunk_file("README.rst", rst, "rst")] == [("Test", "")]


def test_a_copy_to_fill_in_is_read_in_its_format() -> None:
    # phpunit.xml.dist (31 in the aq-trees' PHP libraries) and a `.json.example` were text.
    assert [language_of(p) for p in ("phpunit.xml.dist", "config.json.example",
                                     "settings.yml.sample", ".env.example", "pre-commit.sample")] \
        == ["xml", "json", "yaml", "text", "text"]
