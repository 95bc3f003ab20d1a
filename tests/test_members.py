"""search/members.py: a struct field asked for by name leads with the type declaring it."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.search.members import member_line
from conftest import write_repo


@pytest.mark.parametrize("lang, lines, name, line", [
    ("go", ["type Engine struct {", "\t// TrustedPlatform trusts headers.",
            "\tTrustedPlatform string", "}"], "TrustedPlatform", 3),
    ("go", ["type T struct {", "\tmaxDepth, minDepth int // bounds", "}"], "minDepth", 2),
    ("go", ["type T struct {", "\tName string `json:\"name\"`", "}"], "Name", 2),
    # An interface's method, a comment and a composite literal's key are no fields.
    ("go", ["type R interface {", "\tName() string", "}"], "Name", 0),
    ("go", ["type T struct {", "\t// Name is set by New.", "}"], "Name", 0),
    ("go", ["type T struct {", "\tInner", "\tName: 1,", "}"], "Name", 0),
    ("rust", ["pub struct Config {", "    /// Maximum.", "    pub(crate) max_columns: Option<u64>,",
              "}"], "max_columns", 3),
    ("rust", ["pub struct P {", "    x: Foo::Bar,", "}"], "x", 2),
    ("rust", ["impl P {", "    fn x(&self) -> Foo::Bar { Foo::x }", "}"], "x", 0),
    ("c", ["struct buffer {", "    size_t len;", "    char *data, *end;", "    char name[16];",
           "};"], "end", 3),
    ("c", ["struct buffer {", "    char name[16];", "};"], "name", 2),
    ("cpp", ["class Buf {", " public:", "  unsigned flags : 3;", "};"], "flags", 3),
    # A prototype, a function pointer's parameter and a body's statement are no fields.
    ("cpp", ["class Buf {", "  void add(int len);", "  int (*cb)(int len);", "};"], "len", 0),
    ("c", ["struct s {", "    int len;", "};"], "le", 0),
    ("python", ["class A:", "    len: int"], "len", 0),
])
def test_member_line(lang: str, lines: list[str], name: str, line: int) -> None:
    assert member_line(lines, lang, name) == line


GO = ("package gin\n\n"
      "// Engine is the framework's instance.\n"
      "type Engine struct {\n"
      "\tRedirectTrailingSlash bool\n\n"
      "\t// TrustedPlatform if set trusts the headers of that platform.\n"
      "\tTrustedPlatform string\n"
      "}\n\n"
      "// New returns a new blank Engine, its platform trusted.\n"
      "func New() *Engine {\n"
      "\tengine := &Engine{TrustedPlatform: defaultPlatform, RedirectTrailingSlash: true}\n"
      "\treturn engine\n"
      "}\n\n"
      "func (e *Engine) clientIP() string {\n"
      "\tif e.TrustedPlatform != \"\" {\n\t\treturn e.TrustedPlatform\n\t}\n"
      "\treturn \"\"\n"
      "}\n\n"
      "// RedirectTrailingSlash redirects a path with a trailing slash.\n"
      "func RedirectTrailingSlash(e *Engine) bool {\n\treturn e.RedirectTrailingSlash\n}\n")
RUST = ("/// The printer's configuration.\n"
        "pub struct Config {\n"
        "    /// Maximum columns.\n"
        "    pub max_columns: Option<u64>,\n"
        "}\n\n"
        "fn columns(config: &Config) -> u64 {\n"
        "    config.max_columns.unwrap_or(0)\n"
        "}\n")


def test_a_field_asked_by_name_leads_with_its_type_read_at_its_line(tmp_path: Path,
                                                                      make_index, run_cli) -> None:
    ix = make_index(write_repo(tmp_path / "repo", {"gin.go": GO, "config.rs": RUST}))
    ix.refresh()
    first = ix.search("TrustedPlatform").hits[0]
    assert (first.path, first.symbol, first.line, first.focus) == ("gin.go", "Engine", 4, 8)
    first = ix.search("max_columns").hits[0]
    assert (first.symbol, first.focus) == ("Config", 4)
    # A declaration named by the query still leads, read at its own first line.
    first = ix.search("RedirectTrailingSlash").hits[0]
    assert (first.symbol, first.focus) == ("RedirectTrailingSlash", 0)
    res = run_cli("search", "TrustedPlatform", "--root", str(tmp_path / "repo"), cwd=tmp_path / "repo")
    assert res.code == 0 and res.out.splitlines()[-1] == (
        'Next: read({"path": "gin.go", "offset": 4, "limit": 6}) for Engine, line 8'), res.out


def test_a_qualified_field_leads_with_the_type_its_qualifier_names(tmp_path: Path,
                                                                    make_index) -> None:
    # `Engine.TrustedPlatform` as docs write it, `c.engine.TrustedPlatform` as code does.
    other = ("package gin\n\n// Options configures a server.\ntype Options struct {\n"
             "\tTrustedPlatform bool\n}\n\n"
             "func apply(o Options, e *Engine) {\n\te.TrustedPlatform = \"x\"\n"
             "\t_ = o.TrustedPlatform\n}\n")
    ix = make_index(write_repo(tmp_path / "repo", {"gin.go": GO, "options.go": other}))
    ix.refresh()
    for query, path, symbol, focus in (("Engine.TrustedPlatform", "gin.go", "Engine", 8),
                                       ("Options.TrustedPlatform", "options.go", "Options", 5),
                                       ("c.engine.TrustedPlatform", "gin.go", "Engine", 8)):
        first = ix.search(query).hits[0]
        assert (first.path, first.symbol, first.focus) == (path, symbol, focus), query
    # Unqualified, both declare it: each leads the uses, read at its own field.
    top = {(h.symbol, h.focus) for h in ix.search("TrustedPlatform").hits[:2]}
    assert top == {("Engine", 8), ("Options", 5)}


def test_a_qualifier_naming_a_type_looks_in_that_type_alone(tmp_path: Path, make_index) -> None:
    # raft: `AppendEntriesRequest.Term` led with another struct's `Term` field when the named
    # struct was past the ones read; a qualifier naming types looks in those alone.
    structs = "".join(f"type Msg{i} struct {{\n\tTerm uint64\n}}\n\n" for i in range(12))
    go = ("package raft\n\n" + structs +
          "// AppendEntries is the command.\ntype AppendEntries struct {\n\tLeader string\n}\n")
    ix = make_index(write_repo(tmp_path / "repo", {"commands.go": go}))
    ix.refresh()
    assert not [h for h in ix.search("AppendEntries.Term").hits if h.focus]
    first = ix.search("Msg11.Term").hits[0]
    assert (first.symbol, first.focus) == ("Msg11", 48)


def test_a_field_s_pattern_stays_out_of_the_regex_cache(tmp_path: Path, make_index) -> None:
    # regex_cache keeps fixed patterns on disk; one built from each query would grow its file.
    from codesift import regex_cache

    ix = make_index(write_repo(tmp_path / "repo", {"gin.go": GO}))
    ix.refresh()
    assert ix.search("TrustedPlatform").hits[0].focus == 8
    assert ix.search("Engine.TrustedPlatform").hits[0].focus == 8
    assert not [p for p, _ in regex_cache._used if "TrustedPlatform" in str(p)]
