"""The hit lines of a text answer (render_hits.py): hits per file under one header, a file's
places, a declaration copied into other files shown once, a file's hits labelled alike folded,
a generated file's header marked.

Hand-built results are real ``Hit`` records over real files (``conftest.make_hit``); the rest
render real searches of small repositories written to ``tmp_path``.
"""
from __future__ import annotations

import re
from pathlib import Path

from codesift import SearchResult, render_text
from codesift.render import render_outline

from conftest import addresses_in, make_hit, write_repo


def test_several_hits_in_one_file_collapse_under_one_header(tmp_path: Path) -> None:
    # Five hits in one file: a header, three member lines, then "+ 2 more here".
    hits = [make_hit("a/one.py", 10 * i + 1, 10 * i + 5, f"f{i}") for i in range(5)]
    hits.append(make_hit("b/two.py", 3, 4, "solo"))
    result = SearchResult("f", hits, total=6, root=str(tmp_path))
    lines = render_text(result).splitlines()
    assert lines[0] == "a/one.py"
    assert [ln.split("  ")[1] for ln in lines[1:4]] == [":1", ":11", ":21"]
    assert lines[4] == '  + 2 more here (narrow with path:"a/one.py")'
    assert lines[5].startswith("b/two.py:3  function solo(x)")
    assert sum(1 for ln in lines if ln.startswith("a/one.py")) == 1


def test_an_answer_of_one_file_shows_all_its_hits(tmp_path: Path) -> None:
    # `--path starlette/middleware/cors.py` showed three hits and "+ 7 more here (narrow with
    # --path starlette/middleware/cors.py)", the filter already in force.
    hits = [make_hit("a/one.py", 10 * i + 1, 10 * i + 5, f"f{i}") for i in range(6)]
    text = render_text(SearchResult("f", hits, total=6, root=str(tmp_path)))
    assert len(addresses_in(text)) == 6 and "more here" not in text


def test_files_keep_the_order_of_their_best_hit() -> None:
    hits = [make_hit("z.py", 1, 2, "best"), make_hit("a.py", 1, 2, "second"),
            make_hit("z.py", 5, 6, "third")]
    text = render_text(SearchResult("q", hits, total=3, root="/nonexistent"))
    assert [p for p, _ in addresses_in(text)] == ["z.py", "z.py", "a.py"]


def test_a_declaration_copied_file_to_file_is_shown_once_with_where_else(tmp_path: Path) -> None:
    # zod's locales each declare `function error()`: eight lines of one answer (sixteen with
    # their path headers) said the same thing. The first says where else it is, and the
    # withheld count counts the twins as shown.
    locales = [f"src/locales/{name}.ts" for name in ("el", "kn", "az", "id", "fr")]
    hits = ([make_hit("src/core/regexes.ts", 41, 41, "email", kind="constant", signature="email")]
            + [make_hit(p, 5, 9, "error", signature="function error()") for p in locales]
            + [make_hit("lib/other/error.ts", 5, 9, "error", signature="function error()")])
    for p in [*locales, "src/core/regexes.ts", "lib/other/error.ts"]:
        write_repo(tmp_path, {p: "x\n" * 50})
    result = SearchResult(query="error", hits=hits, total=9, root=str(tmp_path))
    text = render_text(result)
    assert text.count("function error()") == 1, text
    assert ("src/locales/el.ts:5  function error()\n"
            "    (the same in kn.ts:5, az.ts:5, id.ts:5 + 2 more)\n") in text, text
    assert "… 2 more" in text, text   # 9 hits in all, less the constant and the six errors
    # A related answer lists what it found, each as itself.
    related = SearchResult(query="error", hits=hits, total=9, root=str(tmp_path), filterable=False)
    assert render_text(related).count("function error()") == len(locales) + 1


def test_a_files_hits_labelled_alike_are_one_line_saying_where_the_others_are(
        tmp_path: Path) -> None:
    # walkdir's util.rs declares `device_num` once per platform: three lines of one answer read
    # `function device_num<P: AsRef<Path>>(path: P) -> io::Result<u64>`, nothing to choose by,
    # and they took the file's three places. The first says where the others are, the
    # file's next hit takes a place, and the withheld count counts the repeats as shown.
    sig = "pub fn device_num<P: AsRef<Path>>(path: P) -> io::Result<u64>"
    hits = [make_hit("src/util.rs", 11, 14, "device_num", signature=sig),
            make_hit("src/lib.rs", 5, 9, "walk", signature="pub fn walk()"),
            make_hit("src/util.rs", 4, 7, "device_num", signature=sig),
            make_hit("src/util.rs", 30, 33, "is_same", signature="pub fn is_same()"),
            make_hit("src/util.rs", 19, 22, "device_num", signature=sig),
            make_hit("src/util.rs", 40, 44, "other", signature="pub fn other()")]
    write_repo(tmp_path, {"src/util.rs": "x\n" * 50, "src/lib.rs": "x\n" * 50})
    text = render_text(SearchResult(query="device number", hits=hits, total=7, root=str(tmp_path)))
    assert text.count("device_num") == 1 + text.count("for device_num"), text
    assert ("  :11  function device_num<P: AsRef<Path>>(path: P) -> io::Result<u64>\n"
            "    (also at :4, :19)\n") in text, text
    assert ":30  function is_same()" in text and ":40  function other()" in text, text
    assert "… 1 more" in text, text   # 7 in all, less the six the answer shows
    # Past three, the others are counted.
    many = [make_hit("src/util.rs", 4 + 10 * i, 7 + 10 * i, "device_num", signature=sig)
            for i in range(5)]
    text = render_text(SearchResult(query="device number", hits=many, total=5, root=str(tmp_path)))
    assert "    (also at :14, :24, :34 + 1 more)\n" in text, text
    # A related answer lists what it found, each as itself.
    related = SearchResult(query="x", hits=hits, total=6, root=str(tmp_path), filterable=False)
    assert render_text(related).count("function device_num") == 3


def test_whole_files_are_twins_only_when_they_share_their_name(tmp_path: Path,
                                                               make_index) -> None:
    # jmespath: "setup.py:1  file" then "(the same in tests/legacy/literal.json:1,
    # tests/compliance/filters.json:1 …)": a whole file's label ("file") names no file, so
    # every one without a summary was the first one's twin. A file copied under its name is.
    json_case = '[\n  {"given": {"cachetool": 1}, "expression": "cachetool"}\n]\n'
    files = {"setup.py": "from setuptools import setup\n\nsetup(\n    name='cachetool',\n)\n",
             "tests/legacy/literal.json": json_case,
             "tests/compliance/filters.json": json_case.replace("1", "2"),
             "schemas/a/schema.json": '{\n  "cachetool": {"type": "object"}\n}\n',
             "schemas/b/schema.json": '{\n  "cachetool": {"type": "object"}\n}\n'}
    ix = make_index(write_repo(tmp_path / "r", files))
    result = ix.search("cachetool", limit=10)
    assert {h.path for h in result.hits} == set(files), result.hits
    text = render_text(result)
    for rel in ("setup.py", "literal.json", "filters.json"):
        assert re.search(rf"^\S*{re.escape(rel)}:1  file$", text, re.M), text
    assert re.search(r"^    \(the same in schemas/\w/schema\.json:1\)$", text, re.M), text
    assert text.count("(the same in") == 1, text


def test_modules_of_one_name_are_no_twins(tmp_path: Path, make_index) -> None:
    # parking_lot: rwlock.rs's and remutex.rs's `module tests` were "the same": a module's
    # label names the wrapper, not the tests it holds. Copies of a function still fold.
    # (A documented module: an undocumented one goes when the tests in it match.)
    files = {f"src/{name}.rs": (f"pub fn {name}_lock() {{}}\n\n/// Tests of the lock.\n"
                                f"#[cfg(test)]\nmod tests {{\n"
                                f"    #[test]\n    fn {name}_smoke() {{ super::{name}_lock(); }}\n}}\n"
                                "/// Spin until the guard frees.\npub fn spin_wait() {}\n")
             for name in ("rwlock", "remutex")}
    ix = make_index(write_repo(tmp_path / "r", files))
    result = ix.search("tests spin wait", limit=10)
    text = render_text(result)
    assert sum(1 for h in result.hits if h.kind == "module") == 2, result.hits
    assert re.search(r"\(the same in \w+\.rs:10\)", text), text
    assert text.count("(the same in") == 1, text   # spin_wait's, not the modules'


def test_declarations_of_one_label_whose_code_differs_are_no_twins(tmp_path: Path,
                                                                    make_index) -> None:
    # nanoid: the secure `customAlphabet(alphabet, defaultSize = 21)` (a byte pool over
    # crypto) read "(the same in non-secure/index.js:5)", whose 13 lines use Math.random.
    # A copy whose strings and comments alone differ still folds.
    secure = ("export function customAlphabet(alphabet, defaultSize = 21) {\n"
              "  let charCodes = Uint8Array.from(alphabet, str => str.charCodeAt(0))\n"
              "  let pool = ''\n  let poolOffset = 0\n"
              "  return (size = defaultSize) => {\n"
              "    if (poolOffset + size > pool.length) {\n"
              "      let buffer = Buffer.allocUnsafe(size * 16)\n"
              "      crypto.getRandomValues(buffer)\n"
              "      pool = buffer.toString('latin1')\n      poolOffset = 0\n    }\n"
              "    poolOffset += size\n"
              "    return pool.substring(poolOffset - size, poolOffset)\n  }\n}\n")
    insecure = ("export function customAlphabet(alphabet, defaultSize = 21) {\n"
                "  return (size = defaultSize) => {\n    let id = ''\n    let i = size | 0\n"
                "    while (i-- > 0) {\n"
                "      id += alphabet[(Math.random() * alphabet.length) | 0]\n    }\n"
                "    return id\n  }\n}\n")
    copied = ("export function toBase(alphabet, n) {\n  // Digits, most significant first.\n"
              "  let out = ''\n  while (n > 0) { out = alphabet[n % alphabet.length] + out;"
              " n = Math.floor(n / alphabet.length) }\n  return out || 'zero'\n}\n")
    files = {"index.js": secure + "\n" + copied, "non-secure/index.js": insecure,
             "browser/index.js": copied.replace("Digits, most", "Highest").replace("zero", "0")}
    ix = make_index(write_repo(tmp_path / "r", files))
    text = render_text(ix.search("customAlphabet toBase alphabet", limit=10))
    assert "non-secure/index.js:1  function customAlphabet" in text, text
    assert "(the same in non-secure" not in text, text
    assert "    (the same in browser/index.js:1)" in text, text


def test_a_generated_file_says_so_on_its_header_line(tmp_path: Path) -> None:
    """A file whose head says a tool wrote it is marked where its path shows, in a search
    (even with one hit, its path then on a line of its own) and in an outline; others not."""
    from codesift import Index
    root = write_repo(tmp_path / "repo", {
        "mocks/scheduler.go": "// Code generated by MockGen. DO NOT EDIT.\n\npackage mocks\n\n"
                              "// MockScheduler is a mock of the Scheduler interface.\n"
                              "type MockScheduler struct{ calls int }\n",
        "scheduler.go": "package sched\n\n// Scheduler runs jobs on a schedule.\n"
                        "type Scheduler interface{ Start() }\n",
    })
    ix = Index(root)
    text = render_text(ix.search("scheduler"))
    lines = text.splitlines()
    assert "mocks/scheduler.go  (generated)" in lines
    at = lines.index("mocks/scheduler.go  (generated)")
    assert lines[at + 1].startswith("  :6  struct MockScheduler")
    assert lines[lines.index("scheduler.go") + 1].startswith("  :4  interface Scheduler")
    assert "(generated)" not in text.replace("mocks/scheduler.go  (generated)", "")
    assert render_outline(ix.outline("mocks/scheduler.go")).splitlines()[0].endswith(
        "— 1 declaration  (generated)")
    assert "(generated)" not in render_outline(ix.outline("scheduler.go"))


def test_names_given_other_strings_are_no_twins(tmp_path: Path, make_index) -> None:
    # CTFd's Alembic migrations each set `down_revision` to the one before: one answer read
    # `variable down_revision` "(the same in 5c4996aeb2cb_add_sha1sum_field_….py:14)", a
    # revision of another value. A name given the same string still folds.
    def migration(rev: str, down: str) -> str:
        return (f'"""Add a table\n\nRevision ID: {rev}\n"""\n\n'
                f'# revision identifiers, used by Alembic.\nrevision = "{rev}"\n'
                f'down_revision = "{down}"\n\n\ndef upgrade():\n    op.add_column("a", "b")\n')
    files = {"versions/75e8ab9a0014_add_fields.py": migration("75e8ab9a0014", "0366ba6575ca"),
             "versions/5c4996aeb2cb_add_sha1sum.py": migration("5c4996aeb2cb", "9e6f6578ca84"),
             "other/a.py": 'DOWN_NAME = "down_revision"\n',
             "other/b.py": 'DOWN_NAME = "down_revision"\n'}
    ix = make_index(write_repo(tmp_path / "r", files))
    text = render_text(ix.search("down_revision", limit=10))
    assert text.count("variable down_revision") == 2, text
    assert "(the same in 5c4996aeb2cb" not in text and "(the same in b.py:1)" in text, text
