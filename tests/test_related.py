"""find_related as a library function and as ``codesift related``, on the real sample repository.

The sample (conftest.SAMPLE_REPO) has ``TokenBucket.consume`` calling ``self.refill()``, a test
that calls ``bucket.consume()``, and a text file and a Markdown section that mention the class.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codesift import CodesiftError, render_text
from codesift.search.places import repo_path
from codesift.render_hits import PER_FILE
from conftest import write_repo

BUCKET = "src/ratelimit/bucket.py"   # class TokenBucket 5-25: __init__ 8-12, consume 14-20, refill 22-25


def names(result) -> list[str]:
    return [h.qualified for h in result.hits]


def code_of(fn) -> str:
    with pytest.raises(CodesiftError) as info:
        fn()
    return info.value.code


def indexed(make_index, root: Path, files: dict[str, str]):
    """A fresh index of a repository made of ``files``, refreshed and ready to ask."""
    ix = make_index(write_repo(root, files))
    ix.refresh()
    return ix


def by_channel(ix, path: str, line: int, channel: str, attr: str = "qualified") -> list[str]:
    """``attr`` of the hits of ``related(path, line)`` that ``channel`` placed, in answer order."""
    return [getattr(h, attr) for h in ix.related(path, line).hits if h.channels.get(channel)]


def test_anchor_is_the_innermost_chunk_and_comes_first(index) -> None:
    result = index.related(BUCKET, 16)
    first = result.hits[0]
    assert (first.path, first.line, first.end_line, first.qualified) == (BUCKET, 14, 20, "TokenBucket.consume")
    assert first.channels == {"anchor": 1}
    # The class header line anchors the class, not a method.
    assert index.related(BUCKET, 5).hits[0].qualified == "TokenBucket"


def test_callee_and_caller_rank_by_their_channels(index) -> None:
    consume = index.related(BUCKET, 16)
    refill = next(h for h in consume.hits if h.qualified == "TokenBucket.refill")
    assert refill.channels["calls"] == 1          # consume calls self.refill()
    assert names(consume)[1] == "TokenBucket.refill"
    caller = next(h for h in consume.hits if h.qualified == "TestTokenBucket.test_consume")
    assert caller.channels["callers"] == 1        # the test calls bucket.consume()
    # And the other way round: refill's caller is consume.
    back = index.related(BUCKET, 23)
    assert back.hits[0].qualified == "TokenBucket.refill"
    assert names(back)[1] == "TokenBucket.consume"
    assert back.hits[1].channels["callers"] == 1


def test_class_callers_include_tests_docs_and_plain_text(index) -> None:
    result = index.related(BUCKET, 5, limit=20)
    paths = {h.path for h in result.hits[1:]}
    assert {"tests/test_bucket.py", "docs/ratelimit.md", "src/jobs/usage.txt"} <= paths


def test_never_the_anchor_again_nor_what_contains_it_or_lies_inside_it(index) -> None:
    for line in (5, 16, 23):
        result = index.related(BUCKET, line, limit=50)
        a = result.hits[0]
        for h in result.hits[1:]:
            if h.path == a.path:
                assert not (h.line <= a.line and a.end_line <= h.end_line), (line, h.qualified)
                assert not (a.line <= h.line and h.end_line <= a.end_line), (line, h.qualified)


def test_no_file_holds_more_hits_than_the_renderer_shows(index) -> None:
    result = index.related(BUCKET, 16, limit=50)
    per_file: dict[str, int] = {}
    for h in result.hits:
        per_file[h.path] = per_file.get(h.path, 0) + 1
    assert max(per_file.values()) <= PER_FILE
    assert "more here" not in render_text(result)


def test_siblings_rank_through_the_container_channel(index) -> None:
    result = index.related(BUCKET, 9)     # inside __init__
    sib = {h.qualified: h.channels.get("container") for h in result.hits[1:]}
    assert sib.get("TokenBucket.consume") == 1   # the nearest sibling below __init__


def test_a_line_outside_every_declaration_anchors_the_gap(index) -> None:
    result = index.related(BUCKET, 2)     # `import time`, below the module's docstring
    first = result.hits[0]
    assert (first.kind, first.symbol, first.line, first.end_line) == ("file", "bucket.py", 2, 4)
    assert len(result.hits) > 1


def test_a_blank_line_between_declarations_is_the_one_below(tmp_path: Path, make_index) -> None:
    """Blank lines between two functions are no code of their own: `related core.py:100` there
    anchored the two empty lines (a `file` hit) and listed what shared none of their words."""
    ix = indexed(make_index, tmp_path / "repo", {"m.py": (
        "def first():\n    return second()\n\n\ndef second():\n    return 2\n\n\n"
        "def third():\n    return first()\n\n\n")})
    assert ix.related("m.py", 3).hits[0].symbol == "second"     # between first and second
    assert ix.related("m.py", 8).hits[0].symbol == "third"
    assert ix.related("m.py", 11).hits[0].symbol == "third"     # after the last: the last


def test_limit_result_shape_and_determinism(index) -> None:
    result = index.related(BUCKET, 16, limit=3)
    assert len(result.hits) == 4                   # the anchor, then 3
    assert result.total == len(result.hits)
    data = result.to_json()
    assert data["hits"][0]["symbol"] == "consume" and data["omitted"] == 0
    again = index.related(BUCKET, 16, limit=3)
    assert names(again) == names(result)


def test_absolute_path_inside_the_root_is_the_same_file(index, repo: Path) -> None:
    assert names(index.related(str(repo / BUCKET), 16)) == names(index.related(BUCKET, 16))


def test_errors_have_stable_codes(index, repo: Path, tmp_path: Path) -> None:
    outside = tmp_path / "secret.py"
    outside.write_text("password = 1\n")
    (repo / "link.py").symlink_to(outside)
    (repo / "notes.bin").write_bytes(b"\0\1\2binary")
    cases = {
        "INVALID_LINE": [lambda: index.related(BUCKET, 0), lambda: index.related(BUCKET, 31),
                         lambda: index.related(BUCKET, True)],
        "INVALID_PATH": [lambda: index.related("../secret.py", 1),
                         lambda: index.related(str(outside), 1),
                         lambda: index.related("link.py", 1),
                         lambda: index.related("src/../../secret.py", 1),
                         lambda: index.related("nope/missing.py", 1),
                         lambda: index.related("notes.bin", 1),
                         lambda: index.related("", 1),
                         lambda: index.related("a\0b", 1)],
        "INVALID_LIMIT": [lambda: index.related(BUCKET, 16, limit=0),
                          lambda: index.related(BUCKET, 16, limit=101)],
    }
    for code, calls in cases.items():
        for i, call in enumerate(calls):
            assert code_of(call) == code, (code, i)


def test_repo_path_normalizes_and_refuses_escapes(repo: Path) -> None:
    root = str(repo)
    assert repo_path(root, "src/./ratelimit/../ratelimit/bucket.py") == BUCKET
    assert repo_path(root, os.path.join(root, BUCKET)) == BUCKET
    for bad in ("..", "../x", "/etc/passwd", root + "/../x"):
        assert code_of(lambda: repo_path(root, bad)) == "INVALID_PATH", bad


def test_an_edit_is_reflected(repo: Path, make_index) -> None:
    ix = make_index(repo, min_refresh_interval="0")
    ix.refresh()

    def calls(result) -> list[str]:
        return [h.qualified for h in result.hits if h.channels.get("calls")]

    assert "TokenBucket.refill" not in calls(ix.related(BUCKET, 29))   # backoff_delay
    text = (repo / BUCKET).read_text().replace(
        "    return min(30.0, 2.0 ** attempt)", "    TokenBucket(1, 1).refill()\n    return min(30.0, 2.0 ** attempt)")
    (repo / BUCKET).write_text(text)
    result = ix.related(BUCKET, 29)
    assert result.hits[0].qualified == "backoff_delay" and result.hits[0].end_line == 31
    assert "TokenBucket.refill" in calls(result)


def test_cli_related_text_json_and_errors(repo: Path, run_cli) -> None:
    assert run_cli("index", str(repo)).code == 0
    res = run_cli("related", f"{BUCKET}:16", "--root", str(repo))
    assert res.code == 0, res.err
    lines = res.out.splitlines()
    assert lines[0] == BUCKET and "method TokenBucket.consume" in lines[1]
    assert "method TokenBucket.refill" in res.out
    assert run_cli("related", f"{BUCKET}:16:9", "--root", str(repo)).out == res.out  # grep's form
    res = run_cli("related", f"{BUCKET}:16", "--root", str(repo), "--limit", "2", "--json")
    data = json.loads(res.out)
    assert [h["symbol"] for h in data["hits"]][:2] == ["consume", "refill"] and len(data["hits"]) == 3
    # Each hit says which of related's channels placed it (search's channel names never did).
    assert data["hits"][0]["channels"] == {"anchor": 1}
    assert set(data["hits"][1]["channels"]) == {"calls", "callers", "shared", "container",
                                                "cochange"}
    assert data["hits"][1]["channels"]["calls"] == 1
    for args, code in ((f"{BUCKET}:999", "INVALID_LINE"), (f"{BUCKET}:x", "INVALID_LINE"),
                       (BUCKET, "INVALID_LINE"), ("../x.py:1", "INVALID_PATH"),
                       (f"{BUCKET}:16 --limit 0", "INVALID_LIMIT"), (":5", "INVALID_PATH")):
        res = run_cli("related", *args.split(), "--root", str(repo))
        assert res.code == 2 and res.out == "", args
        assert res.err.startswith(f"codesift: error[{code}]: ") and res.err.count("\n") == 1, res.err


def test_a_name_calls_only_the_declaration_spelled_the_same(tmp_path: Path, make_index) -> None:
    # gin: Context.BindJSON(obj any) listed RouterGroup.Any and ginS.Any as its callees:
    # Go's type `any` folded to the same key as the function `Any`.
    files = {"context.go": ("package gin\n\n// BindJSON is a shortcut for MustBindWith.\n"
                            "func (c *Context) BindJSON(obj any) error {\n"
                            "\treturn c.MustBindWith(obj, jsonBinding)\n}\n\n"
                            "func (c *Context) MustBindWith(obj any, b string) error {\n\treturn nil\n}\n"),
             "routergroup.go": ("package gin\n\n// Any registers a route for every method.\n"
                                "func (group *RouterGroup) Any(path string) {\n}\n")}
    ix = indexed(make_index, tmp_path / "go", files)
    calls = by_channel(ix, "context.go", 4, "calls")
    assert "Context.MustBindWith" in calls
    assert "RouterGroup.Any" not in calls


def test_a_constructor_is_called_by_its_class_name(tmp_path: Path, make_index) -> None:
    # requests: Session.__init__'s "callers" were whatever text said `__init__` (docs/make.bat
    # runs `python -m sphinx.__init__`); code calls a constructor as `Session()`.
    files = {"sessions.py": ("class Session:\n    def __init__(self) -> None:\n"
                             "        self.headers = {}\n        self.max_redirects = 30\n"),
             "api.py": ("from .sessions import Session\n\n\ndef request(method, url):\n"
                        "    with Session() as session:\n        return session.request(method, url)\n"),
             "docs/make.bat": "@ECHO OFF\nset SPHINXBUILD=python -m sphinx.__init__\n"}
    ix = indexed(make_index, tmp_path / "py", files)
    hits = ix.related("sessions.py", 3).hits
    callers = [h.path for h in hits if h.channels.get("callers")]
    assert hits[0].qualified == "Session.__init__"
    assert callers[:1] == ["api.py"] and "docs/make.bat" not in callers


def test_a_module_value_beside_a_function_is_no_neighbour(tmp_path: Path, make_index) -> None:
    # `scheduler = Scheduler()` above `frob` took the file's last place from the method frob
    # calls; a value the anchor uses is among its calls anyway (`LIMIT`).
    root = write_repo(tmp_path / "r", {"src/jobs.py": (
        "class Scheduler:\n    def reschedule_pending(self, count):\n        return count\n\n\n"
        "LIMIT = 3\nscheduler = Scheduler()\n\n\n"
        "def frob(count):\n    return Scheduler().reschedule_pending(min(count, LIMIT))\n")})
    ix = make_index(root)
    ix.refresh()
    hits = ix.related("src/jobs.py", 11).hits
    assert [h.symbol for h in hits] == ["frob", "Scheduler", "reschedule_pending"]
    assert hits[2].channels["calls"] is not None and hits[2].channels["container"] is None


def test_the_read_call_reaches_the_line_asked_about(tmp_path: Path, make_index, run_cli,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # `related big.py:1500` in a 2000-line function said read offset 1, limit 120: lines the
    # question was not about. A PATH:LINE points into its anchor as a compiler's does in a
    # search, so the anchor has that focus line and its read call holds it.
    body = "".join(f"    x = x + {i}\n" for i in range(2000))
    repo = write_repo(tmp_path / "big", {"big.py": f"def big(x):\n    \"\"\"Big.\"\"\"\n{body}    return x\n"})
    ix = make_index(repo)
    ix.refresh()
    result = ix.related("big.py", 1500)
    assert (result.hits[0].qualified, result.hits[0].focus) == ("big", 1500)
    assert result.to_json()["hits"][0]["focus_line"] == 1500
    monkeypatch.chdir(repo)   # as an agent runs: the read call's path is repo-relative
    assert render_text(result).rstrip().splitlines()[-1] == (
        'Next: read({"path": "big.py", "offset": 1440, "limit": 120}) for big, line 1500')
    # At the declaration's own line there is nothing to point into.
    assert ix.related("big.py", 1).hits[0].focus == 0
    res = run_cli("related", "big.py:1500", "--root", str(repo))
    assert res.code == 0 and '"offset": 1440' in res.out, res.err


def test_a_form_feed_is_no_line_break(tmp_path: Path, make_index) -> None:
    # `related` counted a file's lines with str.splitlines, which also breaks at a form feed
    # (`^L`, the page break of GNU C and Emacs Lisp): a 5-line file took line 6, and read
    # the anchor's text a line early for each `^L` above it.
    root = tmp_path / "ff"
    root.mkdir()
    (root / "pages.py").write_bytes(b"def first():\n    return 1\n\x0c\ndef second():\n    return first()\n")
    ix = make_index(root)
    ix.refresh()
    assert code_of(lambda: ix.related("pages.py", 6)) == "INVALID_LINE"
    result = ix.related("pages.py", 5)
    assert result.hits[0].qualified == "second"
    assert [h.qualified for h in result.hits if h.channels.get("calls")] == ["first"]


def test_cli_related_takes_the_budget_its_answer_names(repo: Path, run_cli) -> None:
    # `related` cut by the budget says "A larger --budget shows them.", but took no --budget
    # (outline and search do) nor --refresh-budget: the flags were INVALID_ARGUMENT.
    assert run_cli("index", str(repo)).code == 0
    small = run_cli("related", f"{BUCKET}:16", "--root", str(repo), "--budget", "100")
    assert small.code == 0, small.err
    assert "A larger --budget shows them." in small.out, small.out
    wide = run_cli("related", f"{BUCKET}:16", "--root", str(repo), "--budget", "5000",
                   "--refresh-budget", "0", "--min-refresh-interval", "0")
    assert wide.code == 0 and "A larger --budget" not in wide.out, wide.err
    assert len(wide.out.splitlines()) > len(small.out.splitlines())
    bad = run_cli("related", f"{BUCKET}:16", "--root", str(repo), "--budget", "1")
    assert bad.code == 2 and bad.err.startswith("codesift: error[INVALID_BUDGET]: "), bad.err


def test_a_symlink_inside_the_root_names_the_file_it_leads_to(index, repo: Path) -> None:
    # Symlinks are not indexed (their target is, under its own name): `outline src/link.py`
    # said "not indexed (ignored, binary, generated, too large, or not yet reached…)", none
    # of which it was, and did not say which path would answer.
    (repo / "src" / "alias.py").symlink_to("ratelimit/bucket.py")
    (repo / "lib").symlink_to("src/ratelimit")
    for path in ("src/alias.py", "lib/bucket.py"):
        with pytest.raises(CodesiftError) as info:
            index.outline(path)
        assert (info.value.code, info.value.message) == ("INVALID_PATH", (
            f"{path}: a symlink, which the index does not follow: ask for {BUCKET}, the file "
            "it leads to")), info.value.message
        with pytest.raises(CodesiftError) as info:
            index.related(path, 16)
        assert f"ask for {BUCKET}, the file it leads to" in info.value.message


def test_hits_in_other_files_changed_or_deleted_since_indexed_are_told(repo: Path,
                                                                       make_index) -> None:
    """Only the anchor's file was checked against the disk: with another process holding the
    index (a branch checkout it is still indexing), find_related pointed at lines of other
    files that had moved, and at files deleted since, without a word. As a search does, it
    now names the changed ones and leaves the deleted ones out, saying so."""
    from codesift.writelock import WriteLock

    ix = make_index(repo, min_refresh_interval="0")
    ix.refresh()
    before = {h.path for h in ix.related(BUCKET, 5, limit=20).hits}
    assert {"tests/test_bucket.py", "docs/ratelimit.md"} <= before
    with WriteLock(ix.path, wait=False) as got:   # another writer: no refresh can run
        assert got
        test_file = repo / "tests/test_bucket.py"
        test_file.write_text("# moved down\n" * 4 + test_file.read_text())
        (repo / "docs/ratelimit.md").unlink()
        result = ix.related(BUCKET, 5, limit=20)
    assert result.index["refresh"]["mode"] == "busy"
    paths = [h.path for h in result.hits]
    assert "docs/ratelimit.md" not in paths and result.deleted == ["docs/ratelimit.md"]
    assert "tests/test_bucket.py" in paths and result.stale == ["tests/test_bucket.py"]
    text = render_text(result)
    assert "(deleted since indexed, left out: docs/ratelimit.md)" in text
    assert "(changed on disk since indexed: tests/test_bucket.py" in text


def test_a_file_swapped_for_a_folder_or_link_since_indexed_is_named_as_outline_names_it(
        repo: Path, make_index) -> None:
    """Indexed as a file, then swapped for a folder or a symlink while another process held
    the index: find_related said the OS's words ("cannot read …: Is a directory", "Too many
    levels of symbolic links") where file_outline and an unheld index say what the path is."""
    from codesift.writelock import WriteLock

    ix = make_index(repo, min_refresh_interval="0")
    ix.refresh()
    with WriteLock(ix.path, wait=False) as got:
        assert got
        (repo / BUCKET).unlink()
        (repo / BUCKET).mkdir()
        with pytest.raises(CodesiftError) as folder:
            ix.related(BUCKET, 5)
        (repo / BUCKET).rmdir()
        os.symlink(repo / "src/jobs/scheduler.py", repo / BUCKET)
        with pytest.raises(CodesiftError) as link:
            ix.related(BUCKET, 5)
    assert (folder.value.code, folder.value.message) == (
        "INVALID_PATH", f"{BUCKET}: a folder, not a file")
    assert (link.value.code, link.value.message) == (
        "INVALID_PATH", f"{BUCKET}: a symlink, which the index does not follow: ask for "
        "src/jobs/scheduler.py, the file it leads to")


def test_callers_mention_the_anchor_not_only_a_token_of_its_name(tmp_path: Path,
                                                                  make_index) -> None:
    # chi: Mux.Method's "callers" were RegisterMethod and the variable methodMap (a token
    # `method`, never the name); Ruby's `fresh? env` was no mention of `fresh?` (`\b` after `?`).
    files = {"mux.go": ("package chi\n\n// Method routes pattern for one HTTP method.\n"
                        "func (mx *Mux) Method(method, pattern string) {\n"
                        "\tmx.routes = append(mx.routes, pattern)\n\tmx.count++\n}\n"),
             "tree.go": ("package chi\n\nvar methodMap = map[string]int{}\n\n"
                         "func RegisterMethod(method string) {\n\tmethodMap[method] = 1\n}\n"),
             "app.go": "package chi\n\nfunc routes(r *Mux) {\n\tr.Method(\"GET\", \"/\")\n}\n",
             "cond.rb": ("class Cond\n  def fresh?(env, headers)\n    a = env['x']\n"
                         "    b = headers['y']\n    a == b\n  end\n\n"
                         "  def call(env)\n    return 304 if fresh? env, {}\n    200\n  end\n\n"
                         "  def stale(env)\n    fresh = env['fresh']\n    !fresh\n  end\nend\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    go = by_channel(ix, "mux.go", 5, "callers")
    assert go == ["routes"]
    rb = by_channel(ix, "cond.rb", 3, "callers")
    assert rb == ["Cond.call"]


def test_a_constructor_calls_no_other_constructor_by_its_header(tmp_path: Path,
                                                                 make_index) -> None:
    # rack: Files::BaseIterator#initialize (assignments only) "called" every other
    # initialize in the repo: its own `def initialize(` read as a call. commons-cli:
    # `Util.isEmpty(x)` and `throws ParseException` "called" the constructors Util() and
    # ParseException(String): a Java constructor is named as its class, called only as `new X(`.
    files = {"files.rb": ("class BaseIterator\n  def initialize(path, ranges)\n"
                          "    @path = path\n    @ranges = ranges\n  end\nend\n"),
             "builder.rb": ("class Builder\n  def initialize(app)\n    @app = app\n"
                            "    @use = []\n  end\nend\n"),
             "Util.java": ("final class Util {\n    private Util() {\n    }\n\n"
                           "    static boolean isEmpty(String s) {\n        return s == null;\n    }\n}\n"),
             "ParseException.java": ("class ParseException extends Exception {\n"
                                     "    ParseException(String m) {\n        super(m);\n    }\n}\n"),
             "Parser.java": ("class Parser {\n    void check(String s) throws ParseException {\n"
                             "        if (Util.isEmpty(s)) {\n            return;\n        }\n"
                             "        throw new ParseException(s);\n    }\n\n"
                             "    void skip(String s) throws ParseException {\n"
                             "        if (Util.isEmpty(s)) {\n            return;\n        }\n"
                             "        s.trim();\n    }\n}\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    rb = by_channel(ix, "files.rb", 3, "calls")
    assert "Builder.initialize" not in rb
    check = by_channel(ix, "Parser.java", 3, "calls")
    assert "ParseException.ParseException" in check and "Util.Util" not in check
    skip = by_channel(ix, "Parser.java", 10, "calls")
    assert "Util.isEmpty" in skip
    assert "Util.Util" not in skip and "ParseException.ParseException" not in skip


def test_a_call_resolves_to_its_own_files_declaration(tmp_path: Path, make_index) -> None:
    # rust-csv: ByteRecord::truncate's `self.len()` listed StringRecord::len and
    # RandomAccessSimple::len beside ByteRecord::len, declared in its own file.
    files = {"src/byte_record.rs": ("pub struct ByteRecord(Vec<u8>);\n\nimpl ByteRecord {\n"
                                    "    pub fn len(&self) -> usize {\n        self.0.len()\n    }\n\n"
                                    "    pub fn truncate(&mut self, n: usize) {\n"
                                    "        if n <= self.len() {\n            self.0.truncate(n);\n"
                                    "        }\n    }\n}\n"),
             "src/string_record.rs": ("pub struct StringRecord(ByteRecord);\n\nimpl StringRecord {\n"
                                      "    pub fn len(&self) -> usize {\n        self.0.len()\n    }\n}\n"),
             "src/io.h": "int frob(int x);\n",
             "src/io.c": ("#include \"io.h\"\n\nint frob(int x) {\n    return x + 1;\n}\n\n"
                          "int twice(int x) {\n    int y = frob(x);\n    return frob(y);\n}\n"),
             "files.rb": ("class BaseIterator\n  attr_reader :path\n\n  def each\n"
                          "    File.open(path, 'rb') do |f|\n      yield f\n    end\n  end\nend\n"),
             "request.rb": "class Request\n  def path\n    @env['PATH']\n  end\nend\n"}
    ix = indexed(make_index, tmp_path / "r", files)
    calls = by_channel(ix, "src/byte_record.rs", 9, "calls")
    assert "ByteRecord.len" in calls and "StringRecord.len" not in calls
    # A prototype elsewhere is the same declaration's header: the definition is the callee.
    c = [(h.path, h.kind) for h in ix.related("src/io.c", 8).hits if h.channels.get("calls")]
    assert ("src/io.c", "function") in c and ("src/io.h", "prototype") not in c
    # rack: `path` beside `attr_reader :path` is that reader, not Request#path.
    rb = by_channel(ix, "files.rb", 5, "calls")
    assert "Request.path" not in rb


def test_a_ruby_predicate_or_setter_is_called_by_its_whole_name(tmp_path: Path,
                                                                make_index) -> None:
    # rack: MediaType.params (reading `content_type`) "called" Response#content_type=, and
    # a body saying `valid` "called" Auth::Basic#valid?: Ruby names them with the ? and =.
    files = {"response.rb": ("class Response\n  def content_type\n    @ct\n  end\n\n"
                             "  def content_type=(v)\n    @ct = v\n  end\n\n"
                             "  def valid?\n    true\n  end\nend\n"),
             "media.rb": ("class MediaType\n  def params(r)\n    valid = r.content_type\n"
                          "    valid.split(';')\n    valid\n  end\n\n"
                          "  def set(r)\n    r.content_type = 'x'\n    r.valid? && r\n"
                          "    r\n  end\nend\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    params = by_channel(ix, "media.rb", 3, "calls", "symbol")
    assert "content_type" in params
    assert "content_type=" not in params and "valid?" not in params
    set_ = by_channel(ix, "media.rb", 9, "calls", "symbol")
    assert "content_type=" in set_ and "valid?" in set_


def test_a_method_is_called_or_accessed_not_named_by_a_bare_word(tmp_path: Path,
                                                                 make_index) -> None:
    # click: FloatRange._clamp (a parameter `open`, a comment "left up to the user to write a
    # callback") "called" _LazyFile.open and five classes' write methods: a Python method is
    # reached through `.open`, never as a bare `open`.
    files = {"types.py": ("class FloatRange:\n    def _clamp(self, bound, open):\n"
                          "        if not open:\n            return bound\n"
                          "        # left to the user to write a callback\n"
                          "        raise RuntimeError('no clamping')\n\n"
                          "    def dump(self, f):\n        f.write(str(self))\n"
                          "        handler = f.flush\n        return handler\n"),
             "utils.py": ("class LazyFile:\n    def open(self):\n        return self\n\n"
                          "    def write(self, s):\n        return s\n\n"
                          "    def flush(self):\n        return None\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    clamp = by_channel(ix, "types.py", 3, "calls")
    assert "LazyFile.open" not in clamp and "LazyFile.write" not in clamp
    dump = by_channel(ix, "types.py", 9, "calls")
    assert "LazyFile.write" in dump and "LazyFile.flush" in dump


def test_a_declaration_of_the_same_name_is_no_caller_by_its_own_header(tmp_path: Path,
                                                                       make_index) -> None:
    # FluentValidation: GermanLanguage.GetTranslation's callers were the other languages'
    # GetTranslation overrides; jq: gen_call's was its own prototype in compile.h; chi:
    # Mux.Method's was the Router interface's Method. Each said the name in its header only.
    files = {"German.cs": ("class German : Language {\n"
                           "    public override string GetTranslation(string key) {\n"
                           "        return key switch {\n            \"a\" => \"b\",\n"
                           "            _ => null,\n        };\n    }\n}\n"),
             "Arabic.cs": ("class Arabic : Language {\n"
                           "    public override string GetTranslation(string key) {\n"
                           "        return key == \"a\" ? \"c\" : null;\n    }\n}\n"),
             "Manager.cs": ("class Manager {\n    string Get(Language l, string key) {\n"
                            "        return l.GetTranslation(key);\n    }\n}\n"),
             "compile.h": "int gen_call(int f, int args);\n",
             "compile.c": ("int gen_call(int f, int args) {\n    int x = f;\n    x += args;\n"
                           "    return x;\n}\n\nint gen_function(int f) {\n"
                           "    return gen_call(f, 0);\n}\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    cs = by_channel(ix, "German.cs", 3, "callers")
    assert cs == ["Manager.Get"]
    c = [(h.path, h.symbol) for h in ix.related("compile.c", 2).hits if h.channels.get("callers")]
    assert c == [("compile.c", "gen_function")]


def test_one_relation_alone_lists_what_the_fused_answer_spreads_out(tmp_path: Path, make_index,
                                                                     run_cli) -> None:
    # zod's processCreateParams has 42 callers, all in its own file: the fused answer holds
    # each file to the renderer's share and gave them none. `only` lists one relation alone.
    callers = "".join(f"def make_{i}(params):\n    return process_params(params)\n\n"
                      for i in range(8))
    files = {"schema.py": ("def process_params(params):\n    return normalize(params)\n\n\n"
                           "def normalize(params):\n    return dict(params)\n\n\n" + callers),
             "other.py": "from schema import process_params\n\n\ndef build(p):\n"
                         "    return process_params(p)\n"}
    ix = indexed(make_index, tmp_path / "repo", files)
    fused = ix.related("schema.py", 1, limit=10)
    assert sum(h.path == "schema.py" for h in fused.hits) <= PER_FILE
    alone = ix.related("schema.py", 1, limit=10, only="callers")
    assert alone.hits[0].qualified == "process_params"
    found = {h.qualified for h in alone.hits[1:]}
    assert found == {f"make_{i}" for i in range(8)} | {"build"}
    assert all(set(h.channels) == {"callers"} for h in alone.hits[1:])
    assert [h.channels["callers"] for h in alone.hits[1:]] == list(range(1, 10))
    assert [h.qualified for h in ix.related("schema.py", 1, only="calls").hits] == [
        "process_params", "normalize"]
    assert len(ix.related("schema.py", 1, limit=3, only="callers").hits) == 4
    assert "make_0" in names(ix.related("schema.py", 1, only="siblings"))
    for bad in ("everything", 3, ["callers"]):
        assert code_of(lambda: ix.related("schema.py", 1, only=bad)) == "INVALID_ARGUMENT"
    # The text answer shows every caller it was asked for: none folded into "+ N more here".
    res = run_cli("related", "schema.py:1", "--only", "CALLERS", "--root", str(ix.root),
                  "--index-dir", str(ix.path))
    assert res.code == 0 and "more here" not in res.out, res.out
    assert all(f"function make_{i}(params)" in res.out for i in range(8)), res.out
    res = run_cli("related", "schema.py:1", "--only", "friends", "--root", str(ix.root))
    assert res.code == 2 and res.err.startswith("codesift: error[INVALID_ARGUMENT]: ")


def test_only_takes_any_case_in_the_library_as_the_cli_and_server_do(tmp_path: Path, make_index,
                                                                       run_cli) -> None:
    # `--only CALLERS` and the tool's `only: "Callers"` were read as callers, while
    # `Index.related(..., only="Callers")` was refused: the three take it as `detail` is taken.
    files = {"a.py": "def target():\n    return 1\n\n\ndef caller():\n    return target()\n"}
    ix = indexed(make_index, tmp_path / "repo", files)
    lower = ix.related("a.py", 1, only="callers")
    for asked in ("Callers", "CALLERS"):
        mixed = ix.related("a.py", 1, only=asked)
        assert names(mixed) == names(lower) == ["target", "caller"]
        assert mixed.relation == "callers" and mixed.query == lower.query
        assert render_text(mixed) == render_text(lower)
    alone = ix.related("a.py", 5, only="Siblings")
    assert names(alone) == ["caller", "target"]
    # A real bad value keeps the one code the CLI and the server give it.
    assert code_of(lambda: ix.related("a.py", 1, only="Friends")) == "INVALID_ARGUMENT"
    res = run_cli("related", "a.py:1", "--only", "Friends", "--root", str(ix.root),
                  "--index-dir", str(ix.path))
    assert res.code == 2 and res.err.startswith("codesift: error[INVALID_ARGUMENT]: ")


def test_a_line_of_a_declarations_doc_comment_anchors_on_that_declaration(
        tmp_path: Path, make_index, monkeypatch: pytest.MonkeyPatch) -> None:
    # gin: `related gin.go:200`, in the `// New returns …` comment above `func New(` at 202,
    # anchored on the anonymous gap above New and read only up to line 201: a chunk's lines
    # begin at its header (or attributes), not at the doc comment the index gave it.
    files = {"gin.go": ("package gin\n\nimport \"fmt\"\n\n"
                        "// New returns a new blank Engine instance.\n"
                        "// By default, the configuration is:\n"
                        "// - RedirectTrailingSlash:  true\n"
                        "func New(name string) *Engine {\n\tfmt.Println(name)\n"
                        "\treturn &Engine{}\n}\n\n"
                        "// a note on the file, no declaration's doc\n\n"
                        "type Engine struct {\n\tName string\n}\n"),
             "sink.rs": ("use std::io;\n\n"
                         "/// A trait that defines how results from searchers are handled.\n"
                         "///\n/// In this crate, a searcher follows the \"push\" model.\n"
                         "#[derive(Debug)]\npub trait Sink {\n"
                         "    type Error;\n\n"
                         "    /**\n     * Called whenever a match is found.\n     */\n"
                         "    fn matched(&mut self) -> Result<bool, Self::Error>;\n}\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    monkeypatch.chdir(tmp_path / "r")   # as an agent runs: the read call's path is repo-relative
    for line in (5, 6, 7):
        result = ix.related("gin.go", line)
        first = result.hits[0]
        assert (first.kind, first.qualified, first.line, first.focus) == ("function", "New", 8, 0)
        assert render_text(result).rstrip().splitlines()[-1] == (
            'Next: read({"path": "gin.go", "offset": 8, "limit": 4}) for New')
    assert [ix.related("sink.rs", line).hits[0].qualified for line in (3, 4, 5)] == ["Sink"] * 3
    # A member's doc inside its container: the member, not the container around it.
    assert [ix.related("sink.rs", line).hits[0].qualified for line in (10, 11, 12)] == [
        "Sink.matched"] * 3
    # A comment no declaration took for its doc, and an import, stay the gaps they are in.
    assert [(h.kind, h.line) for h in (ix.related("gin.go", 13).hits[0],
                                       ix.related("gin.go", 3).hits[0])] == [("file", 12), ("file", 1)]
    assert ix.related("sink.rs", 9).hits[0].qualified == "Sink"


def _unreadable_to_children(*paths: Path) -> list[str]:
    """Takes read permission off ``paths`` (mode 000) and returns the command prefix under
    which a child process is refused them. Root reads whatever the mode, so as root the
    child runs in a user namespace whose one user (uid 1000) is root outside: it owns every
    file here but holds no capability over them (as test_readonly.py binds root by an
    ``unshare`` prefix). Skipped only when neither way refuses a read here."""
    for path in paths:
        path.chmod(0)
    probe = ["-c", "import sys\ntry:\n    open(sys.argv[1]).close()\nexcept PermissionError:\n"
                   "    sys.exit(0)\nsys.exit(1)\n", str(paths[0])]
    tried = []
    for prefix in ([], ["unshare", "--user", "--map-user=1000", "--map-group=1000"]):
        if prefix and not shutil.which(prefix[0]):
            continue
        proc = subprocess.run([*prefix, sys.executable, *probe], capture_output=True, timeout=60)
        if proc.returncode == 0:
            return prefix
        tried.append(" ".join(prefix[:1]) or "chmod")
    pytest.skip(f"no way to make a file unreadable here (tried {', '.join(tried)})")


def test_a_file_not_indexed_says_what_the_walk_knows(tmp_path: Path) -> None:
    # `outline`/`related` of a file in an unreadable folder said "no such file" (lstat fails
    # with EACCES there), and of an unreadable file, a gitignored one, one under an `ignore`
    # pattern or inside a nested repository "it is not indexed (ignored, binary, generated,
    # too large, or not yet reached…)", though the walk counted each by its reason.
    root = write_repo(tmp_path / "repo", {"ok.py": "def ok():\n    pass\n",
                                          "secret.py": "def secret():\n    pass\n",
                                          "locked/hidden.py": "def hidden():\n    pass\n",
                                          "skipme.py": "def skipped():\n    pass\n",
                                          ".gitignore": "gen/\n", ".ignore": "snap/\n"},
                      git=True)
    write_repo(root, {"gen/made.py": "def made():\n    pass\n",
                      "snap/shot.py": "def shot():\n    pass\n"})
    write_repo(root / "vendored", {"inner/lib.py": "def lib():\n    pass\n"}, git=True)
    prefix = _unreadable_to_children(root / "secret.py", root / "locked")
    env = {k: v for k, v in os.environ.items() if not k.startswith("CODESIFT_")}
    env.update(CODESIFT_INDEX_DIR=str(tmp_path / "index"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               CODESIFT_IGNORE="skip*.py")

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*prefix, sys.executable, "-m", "codesift", *args, "--root", str(root)],
                              capture_output=True, text=True, env=env, timeout=120)

    try:
        assert cli("index").returncode == 0
        expected = {
            "locked/hidden.py": "inside locked/, a folder this user may not read (permission denied)",
            "secret.py": "this user may not read it (permission denied)",
            "gen/made.py": "ignored by git (a .gitignore, .git/info/exclude or the global "
                           "excludes file)",
            "snap/shot.py": "hidden by a .ignore or .rgignore file (ripgrep's ignore files)",
            "skipme.py": 'matched by the ignore setting ["skip*.py"] (ignore patterns decide '
                         "what the index holds)",
            "vendored/inner/lib.py": "inside vendored/, a git repository of its own (a nested "
                                     "repository or submodule), whose files git does not list "
                                     "as this one's",
        }
        for path, why in expected.items():
            for args in (("outline", path), ("related", f"{path}:1")):
                res = cli(*args)
                assert (res.returncode, res.stderr) == (
                    2, f"codesift: error[INVALID_PATH]: {path}: not indexed: {why}\n"), args
        assert cli("outline", "nope.py").stderr.endswith(
            f"nope.py: no such file (paths are relative to the root {root})\n")
    finally:
        (root / "secret.py").chmod(0o644)
        (root / "locked").chmod(0o755)


def test_one_relation_that_holds_nothing_says_so(tmp_path: Path, run_cli) -> None:
    # `related c.py:2 --only callers` of a function nothing calls answered the anchor alone,
    # exit 0, without a word: an agent could not tell "none" from an answer cut short.
    from test_server import call, connect, run

    root = write_repo(tmp_path / "repo", {"c.py": "def delta_four():\n    pass\n"})
    said = {"callers": "No callers of delta_four found.",
            "calls": "No declarations called by delta_four found.",
            "shared": "No code sharing delta_four's rare identifiers found.",
            "siblings": "No siblings of delta_four found."}
    for only, line in said.items():
        res = run_cli("related", "c.py:2", "--only", only, "--root", str(root))
        assert res.code == 0 and res.out.splitlines()[:2] == [
            "c.py:1  function delta_four()", line], res.out
        # The JSON is the anchor alone, as before: `shown` 1 tells a program.
        data = json.loads(run_cli("related", "c.py:2", "--only", only, "--json",
                                  "--root", str(root)).out)
        assert (data["shown"], data["hits"][0]["symbol"]) == (1, "delta_four")
    # The fused answer asked no one relation; a relation that holds something says no "No".
    assert "found." not in run_cli("related", "c.py:2", "--root", str(root)).out
    write_repo(root, {"d.py": "from c import delta_four\n\n\ndef use():\n    delta_four()\n"})
    res = run_cli("related", "c.py:2", "--only", "callers", "--root", str(root),
                  "--min-refresh-interval", "0")
    assert "function use()" in res.out and "No callers" not in res.out, res.out

    async def body() -> None:
        async with connect(tmp_path, "--root", str(root)) as s:
            res = await call(s, "find_related", path="c.py", line=2, only="siblings")
            assert not res.is_error and said["siblings"] in res.content[0].text.splitlines()

    run(body)


def test_callers_are_calls_first_and_a_same_named_getter_is_none(tmp_path: Path,
                                                                 make_index) -> None:
    # ripgrep: `Sink::matched`'s callers listed the getter `ColorSpecs.matched(&self)` (its
    # `&self.matched`, a field read, counted as a call) and the tests of another type's
    # `.matched(` first; the real call `self.sink.matched(` in core.rs came 46th.
    tests = "".join(f"    #[test]\n    fn case_{i}() {{\n        let ov = Override::new();\n"
                    f"        assert!(ov.matched(\"a{i}\"));\n        assert!(!ov.matched(\"b\"));\n"
                    "    }\n\n" for i in range(3))
    files = {"src/sink.rs": ("pub trait Sink {\n    /// Called for every match.\n"
                             "    fn matched(&mut self, line: &str) -> bool;\n}\n"),
             "src/color.rs": ("pub struct ColorSpecs {\n    matched: u8,\n}\n\n"
                              "impl ColorSpecs {\n    pub fn matched(&self) -> &u8 {\n"
                              "        &self.matched\n    }\n}\n"),
             "src/overrides.rs": ("pub struct Override;\n\nimpl Override {\n"
                                  "    pub fn new() -> Override {\n        Override\n    }\n\n"
                                  "    pub fn count(&self, lines: &[&str]) -> usize {\n"
                                  "        let matched = lines.len();\n        matched\n    }\n}\n\n"
                                  "#[cfg(test)]\nmod tests {\n    use super::*;\n\n" + tests + "}\n"),
             "src/core.rs": ("pub struct Core<S> {\n    sink: S,\n    lines: usize,\n}\n\n"
                             "impl<S: Sink> Core<S> {\n"
                             "    fn sink_matched(&mut self, buf: &str, start: usize) -> bool {\n"
                             "        if start > buf.len() {\n            return false;\n        }\n"
                             "        self.lines += 1;\n        let line = &buf[start..];\n"
                             "        let keepgoing = self.sink.matched(line);\n"
                             "        keepgoing\n    }\n}\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    callers = [h.qualified for h in ix.related("src/sink.rs", 3, only="callers", limit=20).hits[1:]]
    assert "ColorSpecs.matched" not in callers
    # The call first; the tests, which call a `matched` too, after code; mentions (a local,
    # a field's declaration) last.
    assert callers[:4] == ["Core.sink_matched", "tests.case_0", "tests.case_1",
                           "tests.case_2"], callers
    assert set(callers[4:]) == {"Override.count", "ColorSpecs"}, callers


def test_calls_are_of_the_callers_language_and_its_own_file_first(tmp_path: Path,
                                                                  make_index) -> None:
    # express: `res.sendFile` calls the file's own `sendfile(…)`, skipped as "its own name"
    # (the names were compared case-folded), and `app.all(…)` named the tests' `describe('all')`
    # suites; Django's `dict(…)` and `defaults` named a JavaScript file's declarations.
    files = {"lib/response.js": ("var res = module.exports = {};\n\n"
                                 "/** Transfer the file at the given `path`. */\n"
                                 "res.sendFile = function sendFile(path, options) {\n"
                                 "  var file = openStream(path);\n"
                                 "  sendfile(this, file, options);\n"
                                 "  defaults(options);\n"
                                 "};\n\n"
                                 "function sendfile(res, file, options) {\n"
                                 "  file.pipe(res);\n}\n"),
             "lib/stream.ts": "export function openStream(path: string) {\n  return path;\n}\n",
             "test/app.all.js": ("describe('app', function () {\n"
                                 "  describe('sendfile', function () {\n"
                                 "    it('pipes', function () {});\n  });\n});\n"),
             "tools/defaults.py": "def defaults(options):\n    return options\n"}
    ix = indexed(make_index, tmp_path / "r", files)
    calls = [(h.path, h.symbol) for h in ix.related("lib/response.js", 6, only="calls").hits[1:]]
    assert ("lib/response.js", "sendfile") in calls, calls
    assert ("lib/stream.ts", "openStream") in calls, calls           # TypeScript is JavaScript's
    assert not [c for c in calls if c[0] in ("test/app.all.js", "tools/defaults.py")], calls


def test_a_call_naming_its_owner_calls_that_module_s_or_type_s_declaration(
        tmp_path: Path, make_index) -> None:
    # serde-yaml: Loader::new's `error::new(…)` called every `new` of the crate (Loader's,
    # Deserializer's, Serializer's); the owner it names is error.rs, or Go's package folder.
    files = {"src/error.rs": "pub struct Error;\n\npub(crate) fn new(inner: u8) -> Error {\n    Error\n}\n",
             "src/de.rs": ("pub struct Deserializer;\n\nimpl Deserializer {\n"
                           "    pub fn new() -> Self {\n        Deserializer\n    }\n}\n"),
             "src/ser.rs": ("pub struct Serializer;\n\nimpl Serializer {\n"
                            "    pub fn new() -> Self {\n        Serializer\n    }\n\n"
                            "    pub fn boxed() -> Box<Self> {\n"
                            "        Box::new(Serializer::new())\n    }\n}\n"),
             "src/loader.rs": ("pub struct Loader;\n\nimpl Loader {\n"
                               "    pub fn load(&self) -> Result<(), Error> {\n"
                               "        let _d = Deserializer::new();\n"
                               "        Err(error::new(1))\n    }\n\n"
                               "    pub fn new() -> Result<Loader, Error> {\n"
                               "        let _v: Vec<u8> = Vec::new();\n"
                               "        Err(error::new(2))\n    }\n}\n"),
             "pkg/slug/slug.go": "package slug\n\nfunc Make(s string) string {\n\treturn s\n}\n",
             "pkg/name/name.go": "package name\n\nfunc Make(s string) string {\n\treturn s\n}\n",
             "cmd/main.go": ("package main\n\nfunc run(s string) string {\n"
                             "\treturn slug.Make(s)\n}\n\nfunc both(s string) string {\n"
                             "\treturn slug.Make(s) + Make(s)\n}\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    calls = [(h.path, h.qualified) for h in ix.related("src/loader.rs", 5, only="calls").hits[1:]]
    assert ("src/error.rs", "new") in calls and ("src/de.rs", "Deserializer.new") in calls, calls
    assert ("src/ser.rs", "Serializer.new") not in calls, calls
    # Its own name is no callee, but another owner's is (and `Vec`'s, declared nowhere, none).
    calls = [(h.path, h.qualified) for h in ix.related("src/loader.rs", 10, only="calls").hits[1:]]
    assert [c for c in calls if c[1].endswith("new")] == [("src/error.rs", "new")], calls
    # Its callers are those calling `error::new(`, not `Vec::new(` or `Deserializer::new(`.
    callers = [(h.path, h.qualified) for h in ix.related("src/error.rs", 3, only="callers").hits[1:]]
    assert callers == [("src/loader.rs", "Loader.load"), ("src/loader.rs", "Loader.new")], callers
    # The class's own `static::create(` (or `Self::new(`) still calls it.
    php = indexed(make_index, tmp_path / "php", {
        "src/Money.php": ("<?php\nclass Money\n{\n    public static function create($a)\n    {\n"
                          "        return new Money();\n    }\n\n"
                          "    public function plus($b)\n    {\n        return static::create($b);\n"
                          "    }\n}\n")})
    assert [h.qualified for h in php.related("src/Money.php", 4, only="callers").hits[1:]] == [
        "Money.plus"]
    go = [h.path for h in ix.related("cmd/main.go", 4, only="calls").hits[1:]]
    assert go == ["pkg/slug/slug.go"], go
    # A bare use beside the qualified one may be any of them: both stay.
    go = {h.path for h in ix.related("cmd/main.go", 8, only="calls").hits[1:]}
    assert go == {"pkg/slug/slug.go", "pkg/name/name.go"}, go


def test_a_method_called_on_an_owner_no_declaration_has_is_no_callee_of_several(
        tmp_path: Path, make_index) -> None:
    # similar: group_diff_ops's `ops.is_empty()` (a slice's) named the crate's three
    # unrelated `is_empty` methods as its calls; one declaration of the name stays a callee.
    files = {"src/text.rs": ("pub struct DiffableStr;\n\nimpl DiffableStr {\n"
                             "    pub fn is_empty(&self) -> bool {\n        true\n    }\n}\n"),
             "src/lookup.rs": ("pub struct CachedLookup;\n\nimpl CachedLookup {\n"
                               "    pub fn is_empty(&self) -> bool {\n        false\n    }\n}\n"),
             "src/ops.rs": ("pub struct DiffOp;\n\nimpl DiffOp {\n"
                            "    pub fn as_tag_tuple(&self) -> u8 {\n        0\n    }\n}\n"),
             "src/common.rs": ("pub fn group_diff_ops(ops: Vec<DiffOp>) -> Vec<Vec<DiffOp>> {\n"
                               "    if ops.is_empty() {\n        return vec![];\n    }\n"
                               "    let _t = ops[0].as_tag_tuple();\n    vec![ops]\n}\n")}
    ix = indexed(make_index, tmp_path / "r", files)
    calls = [h.qualified for h in ix.related("src/common.rs", 1, only="calls").hits[1:]]
    assert "DiffOp.as_tag_tuple" in calls and not [c for c in calls if "is_empty" in c], calls


def test_files_git_history_changed_together_are_a_channel_of_their_own(
        tmp_path: Path, make_index, isolated_git, run_cli) -> None:
    # gin's ClientIP (context.go) reads an option the engine in gin.go sets: no name links
    # them, but the commits that changed one changed the other. The co-changed file is shown
    # by its chunk sharing the anchor's rare identifiers (round_cents, not its first, rate).
    files = {"billing/invoice.py": "def total(lines):\n    amount = sum(lines)\n"
                                   "    return amount * ledger_factor\n",
             "billing/tax.py": "def rate(region):\n    return 0.2\n\n\n"
                               "def round_cents(value):\n    return value * ledger_factor\n",
             "billing/report.py": "def render(rows):\n    return rows\n",
             "README.md": "# Billing\n\nTotals and tax.\n"}
    root = write_repo(tmp_path / "repo", files)

    def commit(*changed: str) -> None:
        for rel in changed:
            with open(root / rel, "a", encoding="utf-8") as fh:
                fh.write("# edit\n")
        for cmd in (["git", "add", "-A"], ["git", "commit", "-q", "-m", "edit"]):
            subprocess.run(cmd, cwd=root, check=True, capture_output=True)

    plain = make_index(root, index_dir=str(tmp_path / "plain-index"))
    plain.refresh()
    # Outside git the channel is empty and the answer is the other channels' alone.
    assert all(h.channels.get("cochange") is None
               for h in plain.related("billing/invoice.py", 2).hits)
    assert len(plain.related("billing/invoice.py", 2, only="cochange").hits) == 1

    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    commit(*files)
    for _ in range(3):
        commit("billing/invoice.py", "billing/tax.py", "README.md")
    commit("billing/invoice.py", "billing/report.py")
    ix = make_index(root)
    ix.refresh()
    result = ix.related("billing/invoice.py", 2)
    tax = next(h for h in result.hits if h.path == "billing/tax.py")
    assert (tax.qualified, tax.channels["cochange"]) == ("round_cents", 1)
    report = next(h for h in result.hits if h.path == "billing/report.py")
    assert report.channels["cochange"] == 2
    # Alone: the co-changed code files in the history's order, never the README.
    alone = ix.related("billing/invoice.py", 2, only="cochange")
    assert [(h.path, h.qualified) for h in alone.hits] == [
        ("billing/invoice.py", "total"), ("billing/tax.py", "round_cents"),
        ("billing/report.py", "render")]
    # Read once per HEAD and kept in the index folder: another process reads the file.
    saved = json.loads((Path(ix.path) / "cochange.json").read_text(encoding="utf-8"))
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()
    assert saved["head"] == head
    res = run_cli("related", "billing/invoice.py:2", "--only", "cochange", "--root", str(root),
                  "--index-dir", str(ix.path))
    assert res.code == 0 and "billing/tax.py:5" in res.out, res.out
    # A later commit moves HEAD: the history is read again.
    commit("billing/invoice.py", "billing/report.py")
    commit("billing/invoice.py", "billing/report.py")
    again = ix.related("billing/invoice.py", 2, only="cochange")
    assert [h.path for h in again.hits[1:]] == ["billing/report.py", "billing/tax.py"]
    # A shallow clone's history is a stub: no channel, as outside git.
    shallow = tmp_path / "shallow"
    subprocess.run(["git", "clone", "-q", "--depth", "2", f"file://{root}", str(shallow)],
                   check=True, capture_output=True)
    cut = make_index(shallow, index_dir=str(tmp_path / "shallow-index"))
    cut.refresh()
    assert len(cut.related("billing/invoice.py", 2, only="cochange").hits) == 1
