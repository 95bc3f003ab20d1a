"""Rendering: per-file collapse, the token budget, withheld count, next read, detail, JSON shape.

Most tests render real search results over the sample repository; the budget tests also build
results by hand (real ``Hit`` records over real files) to get many files and long bodies.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
from pathlib import Path

import pytest

from codesift import CodesiftError, Hit, SearchResult, render_json, render_text
from codesift.search.filters import Filters
from codesift.address import _name_end, hit_label
from codesift.chunk import chunk_file
from codesift.bodies import read_call
from codesift.render import estimate_tokens, render_outline
from codesift.search.outline import OutlineResult

from conftest import ADDRESS, MEMBER, addresses_in, make_hit, write_repo


@pytest.fixture
def big_result(tmp_path: Path) -> SearchResult:
    """Sixty hits over twenty real files, each function 80 lines long (bodies to render)."""
    root = tmp_path / "big"
    hits: list[Hit] = []
    files: dict[str, str] = {}
    for f in range(20):
        rel = f"pkg{f % 3}/mod_{f:02d}.py"
        body = []
        for fn in range(3):
            body.append(f"def handler_{f}_{fn}(x):")
            body.append(f'    """Handle case {fn} of module {f}. More words follow here."""')
            body += [f"    value_{i} = x + {i}  # line {i} of handler {fn}" for i in range(78)]
        files[rel] = "\n".join(body) + "\n"
    write_repo(root, files)
    for rank in range(60):
        f, fn = rank % 20, rank // 20
        rel = f"pkg{f % 3}/mod_{f:02d}.py"
        hits.append(make_hit(rel, 1 + fn * 80, 80 + fn * 80, f"handler_{f}_{fn}",
                             doc=f"Handle case {fn} of module {f}. More words follow here."))
    return SearchResult(query="handler", hits=hits, total=75, root=str(root),
                        index={"files": 20, "chunks": 60, "refresh": {}})


# ---------------------------------------------------------------- collapse and dedup


def test_containment_dedup_end_to_end(index) -> None:
    text = render_text(index.search("TokenBucket"))
    assert "class TokenBucket" in text
    # consume/refill/__init__ match through their container but sit inside the class hit.
    assert "TokenBucket.consume" not in text and "TokenBucket.refill" not in text
    assert "TokenBucket.consume" in render_text(index.search("TokenBucket", kind="method"))


# ---------------------------------------------------------------- the budget


@pytest.mark.parametrize("detail", ["signatures", "snippets", "full"])
def test_budget_cuts_no_address_but_the_first_and_never_its_name(big_result: SearchResult, detail: str) -> None:
    whole = {(h.path, h.line): f"{h.path}:{h.line}  {hit_label(h)}" for h in big_result.hits}
    members = {(h.path, h.line): f"  :{h.line}  {hit_label(h)}" for h in big_result.hits}
    previous = -1
    for budget in (1, 2, 5, 10, 20, 35, 50, 64, 80, 100, 150, 200, 333, 500, 750, 1000, 1500,
                   2500, 4000, 8000, 20000):
        text = render_text(big_result, budget=budget, detail=detail)
        # The budget is a hard cap: under 10 tokens not even the first "path:line  kind
        # name" fits, and the answer is its start.
        assert estimate_tokens(text) <= budget, (budget, estimate_tokens(text))
        shown = addresses_in(text)
        top = big_result.hits[0]   # its file has three hits: a header, then the member line
        first = f"{top.path}\n  :{top.line}  {hit_label(top)}"
        assert shown or (budget < 10 and first.startswith(text[:-2].rstrip())), (budget, text)
        if not shown:
            continue
        cut = []   # only the one obligatory address may be cut, and not before its name
        for ln in text.splitlines():
            m = ADDRESS.match(ln)
            if m:
                full = whole[(m["path"], int(m["line"]))]
                if ln != full:
                    cut.append(ln)
                    assert ln.endswith("…") and full.startswith(ln[:-1]), (budget, ln)
        header = None
        for ln in text.splitlines():
            m = MEMBER.match(ln)
            if m:
                full = members[(header, int(m["line"]))]
                if ln != full:
                    cut.append(ln)
                    assert ln.endswith("…") and full.startswith(ln[:-1]), (budget, ln)
            elif ln and not ln.startswith((" ", "…", "Next:")) and not ADDRESS.match(ln):
                header = ln
        assert not cut or (len(shown) == 1 and len(cut) == 1), (budget, cut)
        # A bigger budget never shows less, and what it shows extends what a smaller one showed.
        assert len(shown) >= previous
        previous = len(shown)
        # The withheld count is exact; a budget under the settings' 50 may leave it out, and
        # the read call (the address says where to read).
        m = re.search(r"^… (\d+) more(?: matches not shown)?\.", text, re.M)
        if m or budget >= 50:
            assert (int(m[1]) if m else 0) == big_result.total - len(shown), budget
        if budget >= 50:
            assert text.rstrip("\n").splitlines()[-1].startswith("Next: read(")


def test_budget_keeps_grouped_rank_order(big_result: SearchResult) -> None:
    full = addresses_in(render_text(big_result, budget=200000))
    for budget in (60, 300, 900):
        part = addresses_in(render_text(big_result, budget=budget))
        assert part == full[:len(part)]


def test_an_answer_without_filters_never_suggests_them(big_result: SearchResult) -> None:
    # find_related takes no kind/path/exclude: its withheld line said "Narrow with kind:…".
    unfilterable = dataclasses.replace(big_result, filterable=False)
    text = render_text(unfilterable, budget=200)
    # The MCP tool takes no budget: its answer names the setting; the CLI's, the flag.
    assert "Narrow with" not in text and "more matches not shown. A larger budget setting " \
        "(CODESIFT_BUDGET, codesift.toml) shows them." in text
    assert "A larger --budget shows them." in render_text(unfilterable, budget=200, flags=True)


def test_first_hit_shows_down_to_a_tiny_budget(big_result: SearchResult) -> None:
    text = render_text(big_result, budget=10, detail="full")
    assert addresses_in(text) == [("pkg0/mod_00.py", 1)] and len(text) <= 40
    # Its body was cut to the budget, its address was not.
    assert len([ln for ln in text.splitlines() if ln.startswith("    value_")]) == 0
    # Even one token is a hard cap: what is left is the address's start.
    assert render_text(big_result, budget=1, detail="full") == "pk…\n"


def test_default_budget_is_1500_tokens(big_result: SearchResult) -> None:
    assert render_text(big_result) == render_text(big_result, budget=1500)
    assert estimate_tokens(render_text(big_result, detail="full")) <= 1500


def test_default_detail_is_the_one_the_search_ran_with(tmp_path: Path, make_index, run_cli,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # `detail = "snippets"` in codesift.toml: `codesift search` showed bodies, while
    # `render_text(ix.search(...))` in the same root showed signatures only.
    root = write_repo(tmp_path / "repo", {
        "pkg/rate.py": "def refill_bucket(bucket):\n    \"\"\"Refill the token bucket.\"\"\"\n"
                       "    bucket.tokens = bucket.capacity\n    return bucket\n",
        "codesift.toml": 'detail = "snippets"\n'})
    monkeypatch.chdir(root)
    ix = make_index(root)
    ix.refresh()
    result = ix.search("refill bucket")
    text = render_text(result)
    assert "bucket.tokens = bucket.capacity" in text
    assert "bucket.tokens" not in render_text(result, detail="signatures")   # asked, it wins
    cli = run_cli("search", "refill bucket", "--root", str(root), cwd=root)
    assert cli.code == 0 and cli.out == render_text(result, flags=True)
    assert "bucket.tokens" in json.loads(render_json(result))["hits"][0]["body"]
    assert "body" not in json.loads(render_json(result, detail="signatures"))["hits"][0]


def test_default_budget_is_the_one_the_search_ran_with(tmp_path: Path, make_index, run_cli,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # `budget = 120` in codesift.toml: `codesift search` answered within it, while
    # `render_text(ix.search(...))` in the same root rendered 1,500 tokens' worth.
    files = {f"pkg/mod{i}.py": "".join(f"def handler_{i}_{j}(x):\n    \"\"\"Handle case {j} of "
                                       f"module {i}, with a few more words.\"\"\"\n    return x\n\n\n"
                                       for j in range(5)) for i in range(8)}
    root = write_repo(tmp_path / "repo", {**files, "codesift.toml": "budget = 120\n"})
    monkeypatch.chdir(root)   # the read call's path is repo-relative, as the CLI's here
    ix = make_index(root)
    ix.refresh()
    result = ix.search("handle case")
    text = render_text(result)
    assert estimate_tokens(text) <= 120 < estimate_tokens(render_text(result, budget=1500))
    assert render_text(result, budget=1500) != text   # an explicit budget still wins
    cli = run_cli("search", "handle case", "--root", str(root), cwd=root)
    assert cli.code == 0 and cli.out == render_text(result, flags=True)
    related = ix.related("pkg/mod0.py", 1)
    assert estimate_tokens(render_text(related)) <= 120
    assert run_cli("related", "pkg/mod0.py:1", "--root", str(root), cwd=root).out == render_text(
        related, flags=True)
    outline = ix.outline("pkg/mod0.py")
    assert render_text(outline) == render_outline(outline) != render_outline(outline, budget=1500)
    assert run_cli("outline", "pkg/mod0.py", "--root", str(root), cwd=root).out == render_outline(
        outline, flags=True)


# ---------------------------------------------------------------- withheld and next-read lines


def test_withheld_line_names_filters_that_really_narrow(index) -> None:
    result = index.search("TokenBucket", limit=3)
    text = render_text(result)
    m = re.search(r"^… (\d+) more matches not shown\. Narrow with (.+)\.$", text, re.M)
    assert m, text
    assert int(m[1]) == result.total - len(addresses_in(text))
    hints = re.findall(r'(kind|path|lang|exclude):"([^"]+)"', m[2])
    assert hints
    wide = index.search("TokenBucket", limit=100).hits
    for name, value in hints:
        arg = {"kind": "kind", "path": "path", "lang": "lang", "exclude": "exclude"}[name]
        narrowed = index.search("TokenBucket", limit=100, **{arg: value}).hits
        assert 0 < len(narrowed) < len(wide), (name, value)
        assert (narrowed[0].path, narrowed[0].line) == (wide[0].path, wide[0].line), (name, value)


def test_a_count_past_the_ranked_depth_is_said_to_be_a_floor(tmp_path: Path, make_index) -> None:
    # 300 functions say "retry": the channels rank the first 100, and "… 97 more matches"
    # read as an exact count. It is a floor (`97+`, `total_exact: false`); a query matching
    # four chunks still gives its exact count.
    files = {f"pkg/mod{i}.py": "".join(f"def handler_{i}_{j}(x):\n    return retry(x)\n\n\n"
                                       for j in range(30)) for i in range(10)}
    files["pkg/rare.py"] = "".join(f"def jitter_{j}(x):\n    return x\n\n\n" for j in range(4))
    ix = make_index(write_repo(tmp_path / "many", files))
    wide = ix.search("retry", limit=3)
    assert not wide.total_exact and wide.to_json()["total_exact"] is False
    assert re.search(rf"^… {wide.total - 3}\+ more matches not shown\.", render_text(wide), re.M)
    narrow = ix.search("jitter", limit=3)
    assert (narrow.total, narrow.total_exact, narrow.to_json()["total_exact"]) == (4, True, True)
    assert "… 1 more match not shown." in render_text(narrow)


def test_a_path_hint_matches_its_folder_literally() -> None:
    # Next.js routes: `--path 'app/[slug]/**'` read `[slug]` as a character class and the
    # narrowed search found nothing; a folder starting with `-` read as a flag.
    from codesift.render import narrowing
    from codesift.search.filters import path_regex

    hits = [make_hit("app/[slug]/page.ts", 1, 3, "Page", lang="typescript"),
            make_hit("app/[slug]/page.ts", 5, 9, "load", lang="typescript"),
            make_hit("app/layout.ts", 1, 4, "Layout", lang="typescript")]
    result = SearchResult("page", hits, total=3, root="/nowhere")
    hint = next(h for h in narrowing(result, flags=True) if h.startswith("--path"))
    assert hint == "--path 'app/\\[slug\\]/**'"
    assert re.fullmatch(path_regex("app/\\[slug\\]/**"), "app/[slug]/page.ts")
    assert 'path:"app/\\\\[slug\\\\]/**"' in narrowing(result)   # a JSON string
    dash = SearchResult("gadget", [make_hit("-drafts/gadgets.py", 2, 4, "gadget"),
                                   make_hit("lib/util.py", 1, 2, "util")], total=2, root="/nowhere")
    assert "--path='-drafts/**'" in narrowing(dash, flags=True)


def test_no_withheld_line_when_everything_shows(index) -> None:
    result = index.search("exponential jitter")
    assert result.total == len(result.hits)
    assert "more matches not shown" not in render_text(result)


def test_next_read_line_opens_the_top_hit(index, repo: Path) -> None:
    result = index.search("TokenBucket")
    last = render_text(result).rstrip("\n").splitlines()[-1]
    m = re.fullmatch(r"Next: read\((\{.*\})\) for (\S+)", last)
    assert m, last
    call = json.loads(m[1])
    assert set(call) == {"path", "offset", "limit"}
    assert m[2] == "TokenBucket"
    top = result.hits[0]
    # Absolute: the tests run outside the repository (test_cli.py checks both ways).
    assert (call["path"], call["offset"]) == (os.path.join(result.root, top.path), top.line)
    assert call["limit"] == top.end_line - top.line + 1
    lines = (repo / call["path"]).read_text().splitlines()
    window = lines[call["offset"] - 1: call["offset"] - 1 + call["limit"]]
    assert window[0] == "class TokenBucket:"
    assert window[-1].strip() == "self.stamp = now"


def test_next_read_names_the_qualified_method(index) -> None:
    last = render_text(index.search("reschedule_pending")).rstrip().splitlines()[-1]
    assert last.endswith(" for Scheduler.reschedule_pending")


# ---------------------------------------------------------------- detail levels


def test_detail_levels(tmp_path: Path, make_index) -> None:
    long_body = "\n".join(f"    total += {i}" for i in range(100))
    root = write_repo(tmp_path / "detail", {
        "calc.py": f'def accumulate_everything(total):\n    """Sum a hundred steps."""\n'
                   f"{long_body}\n    return total\n"})
    ix = make_index(root)
    result = ix.search("accumulate_everything")
    sig = render_text(result, detail="signatures").splitlines()
    snip = render_text(result, detail="snippets").splitlines()
    full = render_text(result, detail="full", budget=20000).splitlines()
    assert sig[0].startswith("calc.py:1  function accumulate_everything(total) — Sum a hundred steps.")
    assert not any(ln.startswith("    ") for ln in sig)
    snippet_body = [ln for ln in snip if ln.startswith("    ") and not ln.startswith("    …")]
    assert snippet_body[0] == "    def accumulate_everything(total):"
    assert 1 <= len(snippet_body) <= 4
    full_body = [ln for ln in full if ln.startswith("    ") and not ln.startswith("    …")]
    assert len(full_body) == 60
    assert full_body[2] == "        total += 0"
    assert any(re.fullmatch(r"    … \(\d+ more lines\)", ln) for ln in full)


def test_snippets_number_lines_as_the_index_does(tmp_path: Path, make_index) -> None:
    # A form feed (GNU C's and Emacs Lisp's page breaks, `^L` on a line of its own), a U+2028
    # in a string and a CR without LF are no line break to tree-sitter, which numbers the
    # chunks: str.splitlines counted each as one, so every snippet past them began early.
    text = ('def first():\n    return 1\n\n\x0c\n\ndef second():\n    s = "a\u2028b"\n'
            '    t = "c\rd"\r\n    return s\n\x0c\n\ndef third_page_function():\n    return 3\n')
    root = tmp_path / "ff"
    root.mkdir()
    (root / "pages.py").write_bytes(text.encode("utf-8"))
    ix = make_index(root)
    result = ix.search("third_page_function")
    assert (result.hits[0].line, result.hits[0].end_line) == (12, 13)
    body = [ln for ln in render_text(result, detail="full").splitlines() if ln.startswith("    ")]
    assert body == ["    def third_page_function():", "        return 3"]
    second = [ln for ln in render_text(ix.search("def second"), detail="snippets").split("\n")
              if ln.startswith("    ")]
    assert second[:2] == ["    def second():", '        s = "a\u2028b"']
    # A UTF-8 byte-order mark (Visual Studio's) is no part of the first line's text.
    (root / "Orders.cs").write_bytes(b"\xef\xbb\xbfpublic class OrderBook {\n    int size;\n}\n")
    body = [ln for ln in render_text(ix.search("OrderBook"), detail="snippets").splitlines()
            if ln.startswith("    ")]
    assert body[0] == "    public class OrderBook {"


def test_unknown_detail_is_an_error(index) -> None:
    with pytest.raises(CodesiftError) as err:
        render_text(index.search("TokenBucket"), detail="everything")
    assert err.value.code == "INVALID_DETAIL"


def test_address_is_one_line_even_with_multiline_doc_and_signature() -> None:
    hit = make_hit("m.py", 1, 9, "build", doc="Build the thing\nacross lines. Then more.",
                   signature="def build(\n    a,\n    b=(1,),\n)")
    text = render_text(SearchResult("build", [hit], total=1, root="/nonexistent"))
    # The list folds as it would be written on one line; the default's tuple keeps its comma.
    # A stored doc's newline ends its first paragraph (``chunk.base.collapse_doc``).
    assert text.splitlines()[0] == "m.py:1  function build(a, b=(1,)) — Build the thing"


# ---------------------------------------------------------------- what an address line says

# Real declarations whose stored signature or doc carries what an address line need not repeat.
TIDY_REPO: dict[str, str] = {
    "http/models.py": '''\
#: The set of HTTP status codes that indicate an automatically
#: processable redirect.
REDIRECT_STATI = (301, 302)


class Session:
    def send(self, request, **kwargs):
        """Send a :class:`PreparedRequest <PreparedRequest>` built by ``prepare``."""

    def close(self):
        """Close every :meth:`~http.adapters.Adapter.close` adapter."""

    @staticmethod
    def parse(
        text,
        mode=(1,),
    ):
        pass
''',
    "src/main/java/demo/Retrofit.java": '''\
package demo;

public final class Retrofit {
  public static final class Builder {
    /** Creates a builder with the {@code platform} of a {@link Retrofit} instance. */
    public Builder(Platform platform) {}
  }
}
''',
    "gin/recovery.go": '''\
package gin

// timeFormat returns a customized time string for logger.
func timeFormat(t time.Time) string {
\treturn t.Format("2006/01/02")
}
''',
    "http/cookies.py": '''\
def merge_cookies(cookiejar: CookieJar, cookies: dict[str, str] | CookieJar | None) -> CookieJar:
    """Add cookies to cookiejar and returns a merged CookieJar built from every cookie given."""


def expand(args: Iterable[str], *, user: bool = True, env: bool = True, **kw: Any) -> list[str]:
    pass


def shell_complete(
    cli: Command,
    ctx_args: cabc.MutableMapping[str, t.Any],
    prog_name: str,
    complete_var: str,
    instruction: str,
) -> t.Literal[0, 1]:
    pass
''',
    "docs/api.rst": ".. module:: http\n\nThe HTTP API\n============\n",
    "gin/binding.go": '''\
package binding

// Render (JSON) writes data with custom ContentType.
func (r JSON) Render(w http.ResponseWriter) error {
\treturn nil
}

func (r *multipartRequest) TrySet(value reflect.Value, field reflect.StructField, key string, opt setOptions) (bool, error) {
\treturn false, nil
}
''',
    "ignore/dir.rs": '''\
impl Ignore {
    pub fn matched_dir_entry<'a>(
        &'a self,
        dent: &DirEntry,
    ) -> Match<'a> {
        todo!()
    }
}
''',
    "site/index.html": "<!DOCTYPE html>\n<html><body>hello</body></html>\n",
    "CHANGES.md": "# Changes\n\n## 1.2.0\n\n- Fixed redirect loops on retries.\n",
    "docs/notes.md": "Release notes, newest first.\n\n# 2.0\n\nFaster.\n",
}


@pytest.fixture
def tidy_index(tmp_path: Path, make_index):
    ix = make_index(write_repo(tmp_path / "tidy", TIDY_REPO))
    ix.refresh()
    return ix


def label_of(ix, query: str, path: str, **filters: object) -> str:
    """The label (after ``path:line``) of the first hit in ``path`` for ``query``."""
    hit = next(h for h in ix.search(query, limit=50, **filters).hits if h.path == path)
    return hit_label(hit)


def test_python_methods_drop_self_and_sphinx_markup(tidy_index) -> None:
    # self is never written in a call; :class: roles and ``literals`` become plain `names`.
    assert label_of(tidy_index, "send", "http/models.py", kind="method") == (
        "method Session.send(request, **kwargs) — Send a `PreparedRequest` built by `prepare`.")
    assert label_of(tidy_index, "close", "http/models.py", kind="method") == (
        "method Session.close() — Close every `close` adapter.")
    # A receiver-less static method keeps its first parameter; the list folds to one line.
    assert label_of(tidy_index, "parse", "http/models.py", kind="method") == (
        "method Session.parse(text, mode=(1,))")
    # The JSON keeps the stored signature and doc whole.
    hit = next(h for h in tidy_index.search("send", kind="method").hits if h.symbol == "send")
    assert hit.signature.startswith("def send(self, request")
    assert ":class:`PreparedRequest <PreparedRequest>`" in hit.doc


@pytest.mark.parametrize("kind, signature, label", [
    # pluggy's `Result.from_call(cls, func)` and alembic's `setup_class(cls)`: a classmethod is
    # called without its `cls`, as an instance method without its `self`.
    ("method", "def from_call(cls, func: Callable[[], T]) -> Result[T]",
     "method Result.from_call(func: Callable[[], T]) -> Result[T]"),
    ("method", "def setup_class(cls)", "method Result.setup_class()"),
    ("method", "def clsx(clsname, x)", "method Result.clsx(clsname, x)"),
])
def test_python_methods_drop_cls_as_they_drop_self(kind: str, signature: str, label: str) -> None:
    name = signature[4:signature.index("(")]
    hit = Hit(path="src/a.py", line=1, end_line=9, kind=kind, symbol=name, container="Result",
              signature=signature, doc="", lang="python", score=1.0)
    assert hit_label(hit) == label


def test_rust_receiver_stays_and_generics_do_not_stop_the_fold(tidy_index) -> None:
    # Rust's receiver (&self, &mut self, self) says how the method borrows: it stays. The list
    # after the generics folds like any other.
    assert label_of(tidy_index, "matched_dir_entry", "ignore/dir.rs") == (
        "method Ignore.matched_dir_entry<'a>(&'a self, dent: &DirEntry) -> Match<'a>")


def test_sphinx_attribute_comment_reads_as_prose(tidy_index) -> None:
    assert label_of(tidy_index, "REDIRECT_STATI", "http/models.py") == (
        "constant REDIRECT_STATI — The set of HTTP status codes that indicate an automatically processable…")


def test_long_typed_parameters_show_every_name_instead_of_half_a_type(tidy_index) -> None:
    # Typed, these run past PARAMS_CHARS inside the first or second type; as names they fit.
    assert label_of(tidy_index, "merge_cookies", "http/cookies.py") == (
        "function merge_cookies(cookiejar, cookies) -> CookieJar — "
        "Add cookies to cookiejar and returns a merged CookieJar built from…")
    assert label_of(tidy_index, "expand", "http/cookies.py") == (
        "function expand(args, *, user, env, **kw) -> list[str]")
    assert label_of(tidy_index, "TrySet", "gin/binding.go") == (
        "method multipartRequest.TrySet(value, field, key, opt) (bool, error)")
    # Names that fill the cap leave no room for the return type: no "->…" is shown for it.
    assert label_of(tidy_index, "shell_complete", "http/cookies.py") == (
        "function shell_complete(cli, ctx_args, prog_name, complete_var, instruction)…")
    # Short typed lists stay typed.
    assert label_of(tidy_index, "timeFormat", "gin/recovery.go").startswith(
        "function timeFormat(t time.Time) string")


def test_names_too_many_for_the_cap_end_at_a_whole_name_and_close_the_list() -> None:
    # js-yaml's `storeMappingPair` read "(state, _result, overridableKeys, keyTag, keyNode…":
    # the list left open, its last name maybe cut. joda-money's `registerCurrency` overloads
    # both read "(currencyCode, numericCurrencyCode, decimalPlaces…", as if that were all.
    js = Hit(path="lib/loader.js", line=323, end_line=380, kind="function",
             symbol="storeMappingPair", container="", lang="javascript", score=1.0, doc="",
             signature="function storeMappingPair(state, _result, overridableKeys, keyTag, "
                       "keyNode, valueNode, startLine, startLineStart, startPos)")
    assert hit_label(js) == (
        "function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, …)")
    java = Hit(path="CurrencyUnit.java", line=162, end_line=170, kind="method",
               symbol="registerCurrency", container="CurrencyUnit", lang="java", score=1.0,
               doc="", signature="public static synchronized CurrencyUnit registerCurrency("
                                 "String currencyCode, int numericCurrencyCode, "
                                 "int decimalPlaces, List<String> countryCodes)")
    assert hit_label(java) == ("method CurrencyUnit.registerCurrency"
                               "(currencyCode, numericCurrencyCode, decimalPlaces, …)")


def test_a_swift_result_builder_attribute_is_no_part_of_a_parameter_name() -> None:
    # swift-parsing's `Many.init` overloads read "(atLeast minimum, @ParserBuilder<Input>
    # element, …)" alike, the attribute taking the room of the names telling them apart.
    hit = Hit(path="Sources/Parsing/Many.swift", line=450, end_line=466, kind="constructor",
              symbol="init", container="Many", lang="swift", score=1.0, doc="",
              signature="public init(atLeast minimum: Int = 0, atMost maximum: Int = .max, "
                        "@ParserBuilder<Input> element: () -> Element, "
                        "@ParserBuilder<Input> terminator: () -> Terminator)")
    assert hit_label(hit) == (
        "constructor Many.init(atLeast minimum, atMost maximum, element, terminator)")


def test_a_scala_method_without_a_parameter_list_shows_its_result_type() -> None:
    # scopt's `def errorOnUnknownArgument: Boolean` read bare, where `def builder[C]:
    # OParserBuilder[C]` showed its type; a function type's arrow is no default's `=`.
    src = ("package scopt\n\ntrait OParserSetup {\n  def errorOnUnknownArgument: Boolean\n"
           "  def builder[C]: OParserBuilder[C]\n  def reads: String => A\n"
           "  def parse(args: Seq[String]): Option[C]\n}\n")
    labels = [hit_label(Hit(path="OParserSetup.scala", line=c.start, end_line=c.end,
                            kind=c.kind, symbol=c.name, container=c.container,
                            signature=c.signature, doc=c.doc, lang=c.lang, score=1.0))
              for c in chunk_file("OParserSetup.scala", src, "scala")]
    assert labels == [
        "trait OParserSetup", "method OParserSetup.errorOnUnknownArgument: Boolean",
        "method OParserSetup.builder[C]: OParserBuilder[C]",
        "method OParserSetup.reads: String => A",
        "method OParserSetup.parse(args: Seq[String]): Option[C]"]


def test_java_constructor_is_named_by_its_class_and_javadoc_tags_unwrap(tidy_index) -> None:
    assert label_of(tidy_index, "Builder", "src/main/java/demo/Retrofit.java",
                    kind="constructor") == (
        "constructor Retrofit.Builder(Platform platform) — "
        "Creates a builder with the `platform` of a `Retrofit` instance.")


def test_go_doc_does_not_repeat_the_name(tidy_index) -> None:
    assert label_of(tidy_index, "timeFormat", "gin/recovery.go") == (
        "function timeFormat(t time.Time) string — returns a customized time string for logger.")
    # A method's comment names its receiver too.
    assert label_of(tidy_index, "Render", "gin/binding.go") == (
        "method JSON.Render(w http.ResponseWriter) error — writes data with custom ContentType.")


def test_file_hit_shows_no_repeated_name_and_no_markup_declaration(tidy_index) -> None:
    text = render_text(tidy_index.search("index html", kind="file"))
    # Not `<!DOCTYPE html>`: a page is summarised by its first text.
    assert "site/index.html:1  file — hello\n" in text
    # An RST directive's ".." is no sentence; above the first title it opens that title's
    # section (it was a section of its own, named by the file and showing nothing).
    assert label_of(tidy_index, "api", "docs/api.rst", kind="section") == "section The HTTP API"


def test_section_doc_drops_its_list_marker(tidy_index) -> None:
    assert label_of(tidy_index, "1.2.0", "CHANGES.md", kind="section") == (
        "section 1.2.0  (in Changes) — Fixed redirect loops on retries.")


def test_text_before_the_first_heading_is_not_named_again(tidy_index) -> None:
    # The chunker names it by the file name, which the path has just printed.
    assert label_of(tidy_index, "release notes newest", "docs/notes.md", kind="section") == (
        "section — Release notes, newest first.")


def test_warming_note_leads_the_answer() -> None:
    result = SearchResult("q", [make_hit("a.py", 1, 2, "f")], total=1, root="/nonexistent",
                          warming=(40, 900))
    first = render_text(result).splitlines()[0]
    assert first == "(index warming up: 40 of 900 files scanned — run again for fuller coverage)"


# ---------------------------------------------------------------- no hits


def test_no_hits_is_an_answer_naming_filters_and_grep(index) -> None:
    result = index.search("TokenBucket", kind="enum", lang="go", exclude="vendor")
    text = render_text(result)
    assert text.startswith('No matches for "TokenBucket".')
    assert 'kind:"enum"' in text and 'lang:"go"' in text and 'exclude:"vendor"' in text
    assert "drop some" in text
    assert "rg -n -F TokenBucket" in text
    assert "Next: read" not in text


def test_no_hits_quotes_the_query_and_a_listing_pass_is_said(tmp_path: Path) -> None:
    # `No matches for """.` printed the quote bare; "0 of 0 files scanned" while another
    # process was still listing.
    result = SearchResult('say "hi"', [], total=0, root=str(tmp_path), warming=(0, 0))
    lines = render_text(result).splitlines()
    assert lines[0] == "(index warming up: listing the files — run again for fuller coverage)"
    assert lines[1] == 'No matches for "say \\"hi\\"".'
    body = json.loads(render_json(result))
    assert body["hits"] == [] and body["total"] == 0 and body["shown"] == 0


def test_no_hits_without_filters_still_guides(index) -> None:
    text = render_text(index.search("qqqzzzxxx"))
    assert "No matches" in text and "grep" in text and "Filters in force" not in text


def test_grep_suggestion_is_shell_quoted() -> None:
    result = SearchResult("it's $HOME", [], total=0, root="/x", filters=Filters(),
                          index={"files": 3})
    assert "rg -n -F 'it'\"'\"'s $HOME'" in render_text(result)


def test_control_characters_never_reach_the_text_raw(tmp_path: Path) -> None:
    # A pasted ESC went to the terminal in the grep suggestion, NULs made it a command no
    # shell can run, and a file named with a newline printed as two lines.
    result = SearchResult("a\x1b[31mred\x00", [], total=0, root="/x", filters=Filters(),
                          index={"files": 3})
    text = render_text(result)
    assert "\x1b" not in text and "\x00" not in text and "rg -n" not in text
    assert text.startswith('No matches for "a\\u001b[31mred\\u0000".')
    hits = [make_hit("new\nline.py", 1, 3, "newline_func"), make_hit("a\x1bb.py", 2, 4, "one"),
            make_hit("a\x1bb.py", 9, 12, "other")]
    text = render_text(SearchResult("newline", hits, total=3, root=str(tmp_path)))
    lines = text.splitlines()
    assert lines[0] == '"new\\nline.py":1  function newline_func(x)'
    assert lines[1] == '"a\\u001bb.py"' and "\x1b" not in text
    # Nor in a file's "+ N more here" (no filter to copy for such a name), nor past the budget:
    # a body's escapes are counted before it is fitted.
    many = [make_hit("new\nline.py", n, n + 2, f"fn_{n}") for n in range(1, 30, 3)] + [
        make_hit("other.py", 1, 3, "other")]
    text = render_text(SearchResult("fn", many, total=11, root=str(tmp_path)))
    assert "\n  + 7 more here\n" in text
    root = tmp_path / "esc"
    write_repo(root, {"esc.py": "def esc(x):\n" + "    x = '\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b'\n" * 58
                      + "    return x\n"})
    hit = make_hit("esc.py", 1, 60, "esc")
    for budget in (150, 300):
        text = render_text(SearchResult("esc", [hit], total=1, root=str(root)), budget=budget,
                           detail="full")
        assert "\x1b" not in text and len(text) <= budget * 4, (budget, len(text))
    # DEL and C1 characters too, which JSON quoting leaves raw (a header, the read call), and
    # an outline's labels.
    odd = [make_hit(f"del{chr(127) * 30}{n // 2}.py", n, n + 1, f"fn_{n}") for n in range(1, 41)]
    text = render_text(SearchResult("fn", odd, total=40, root=str(tmp_path)), budget=150)
    assert "\x7f" not in text and len(text) <= 600, len(text)
    decls = [make_hit("m.py", n, n, f"fn_{n}", signature=f"def fn_{n}(x='{chr(27) * 40}')")
             for n in range(1, 41)]
    outline = OutlineResult(path="m.py", root=str(tmp_path), hits=decls, depths=[0] * 40,
                            total=40)
    text = render_outline(outline, budget=150)
    assert "\x1b" not in text and len(text) <= 600, len(text)
    # Bidirectional overrides and isolates reorder what a reader sees (Trojan Source): a
    # name, a signature and a body's line show them as escapes.
    root = tmp_path / "bidi"
    write_repo(root, {"b.py": "def check(user):\n    access = 'user\u202e \u2066# admin\u2069 \u2066'\n"
                              "    return access\n"})
    hits = [make_hit("b.py", 1, 3, "check", signature="def check(user='\u2067x')"),
            make_hit("evil\u202egnp.py", 1, 2, "other")]
    text = render_text(SearchResult("check", hits, total=2, root=str(root)), detail="full")
    assert not set("\u202e\u2066\u2067\u2069") & set(text), text
    assert "user\\u202e \\u2066# admin\\u2069" in text and '"evil\\u202egnp.py"' in text


def test_a_query_holding_half_an_emoji_is_answered_not_a_traceback(index) -> None:
    # A QA pass: a library caller's query holding a lone UTF-16 surrogate outside the range
    # surrogateescape maps to bytes ("\ud83d", an emoji cut in two by a JavaScript client)
    # made render_text raise UnicodeEncodeError while it wrote the grep suggestion of its
    # "No matches" answer. It stands for U+FFFD there, as the MCP server reads one.
    for query, pattern in (("caf\ud83d_zz", "caf\\357\\277\\275_zz"),
                           ("\ud800", "\\357\\277\\275")):
        text = render_text(index.search(query))
        assert text.startswith("No matches for ")
        assert f"rg -n -F \"$(printf '{pattern}')\" " in text, text
    # A byte that was not UTF-8 (surrogateescape's range, from argv) is still that byte.
    assert "printf 'caf\\351_zz'" in render_text(index.search("caf\udce9_zz"))


def test_grep_suggestion_for_a_dash_pattern_passes_it_with_e() -> None:
    # `rg -n -F '--no-mmap'` would read the pattern as an option.
    result = SearchResult("--no-mmap", [], total=0, root="/x", filters=Filters(),
                          index={"files": 3})
    assert "rg -n -F -e --no-mmap" in render_text(result)


# ---------------------------------------------------------------- JSON


def test_json_shape_exactly(index, repo: Path) -> None:
    result = index.search("TokenBucket", limit=2)
    body = json.loads(render_json(result))
    assert list(body) == ["query", "hits", "total", "total_exact", "shown", "omitted", "index"]
    assert body["query"] == "TokenBucket"
    assert body["shown"] == len(body["hits"]) == 2
    assert body["total"] == result.total and body["omitted"] == result.total - 2
    assert set(body["index"]) == {"files", "chunks", "refresh"}
    assert body["index"]["files"] == 10 and body["index"]["chunks"] > 10
    assert isinstance(body["index"]["refresh"], dict) and "mode" in body["index"]["refresh"]
    for h in body["hits"]:
        assert list(h) == ["path", "line", "end_line", "kind", "symbol", "container",
                           "signature", "doc", "score", "channels"]
        # Issue 2's two channels, plus the whole-file channel the ranking added (issue 5).
        assert list(h["channels"]) == ["bm25", "symbol", "file"]
        assert all(v is None or (isinstance(v, int) and v >= 1) for v in h["channels"].values())
        assert not h["path"].startswith("/") and "\\" not in h["path"]
        assert (repo / h["path"]).is_file()
        assert isinstance(h["line"], int) and isinstance(h["end_line"], int)
        assert 1 <= h["line"] <= h["end_line"]
        assert isinstance(h["score"], float)
    top = body["hits"][0]
    assert (top["path"], top["line"], top["kind"], top["symbol"], top["container"]) == (
        "src/ratelimit/bucket.py", 5, "class", "TokenBucket", "")
    assert top["signature"] == "class TokenBucket"
    assert top["doc"] == "A token bucket that refills at a fixed rate."


def test_json_is_one_line_and_round_trips_unicode(tmp_path: Path, make_index) -> None:
    root = write_repo(tmp_path / "uni", {"grüße.py": 'def grüßen():\n    """Sagt grüß dich."""\n'})
    body_text = render_json(make_index(root).search("grüßen"))
    assert "\n" not in body_text and "grüße.py" in body_text
    assert json.loads(body_text)["hits"][0]["path"] == "grüße.py"


def test_descriptions_end_at_sentences_not_abbreviations_or_tags() -> None:
    from codesift.model import Hit
    from codesift.docline import description

    def desc(doc: str) -> str:
        return description(Hit(path="a.js", line=1, end_line=2, kind="function", symbol="f",
                               container="", signature="", doc=doc, lang="javascript",
                               score=1.0, channels={}))

    # requests' MissingSchema was described "The URL scheme (e.g."; express's View.lookup
    # carried its JSDoc tags; Slim's `@return void` and `{@inheritdoc}` were whole descriptions.
    assert desc("The URL scheme (e.g. http or https) is missing. More.") == \
        "The URL scheme (e.g. http or https) is missing."
    assert desc("Lookup view by the given name @param {string} name @private") == \
        "Lookup view by the given name"
    assert desc("@return void") == desc("{@inheritdoc}") == ""
    # commons-lang's ConcurrentUtils: the words after a leading {@inheritDoc} are its own.
    assert desc("{@inheritDoc} The cancel operation is not supported. Returns false.") == \
        "The cancel operation is not supported."
    # A leading @deprecated tag reads as a deprecation annotation is shown (Carbon's "@deprecated
    # To avoid conflict between …").
    assert desc("@deprecated Use CompletableFuture.") == "Deprecated: Use CompletableFuture."
    assert desc("@deprecated @see Other") == "Deprecated."


@pytest.mark.parametrize("lang, doc, shown", [
    # commons-cli: a {@link}'s parameter list holds spaces ("…of the String[], boolean)…"),
    # and Javadoc's HTML was kept ("<p> A simple…", "rules: <ol> <li>If an…").
    ("java", "The class GnuParser provides an implementation of the "
     "{@link Parser#flatten(Options, String[], boolean) flatten} method.",
     "The class GnuParser provides an implementation of the flatten method."),
    ("java", "<p> Parses {@link #parse(Options, String[])} with <code>null</code> rules.</p>",
     "Parses `parse(Options, String[])` with `null` rules."),
    ("java", "Returns a List<String> of names. More.", "Returns a List<String> of names."),
    # commons-validator: Javadoc's entities are HTML ("min &amp; max"); elsewhere they are text.
    ("java", "Checks if the value is between a min &amp; max (&lt;= max). More.",
     "Checks if the value is between a min & max (<= max)."),
    ("python", "Convert the characters &amp; and &lt; to HTML-safe sequences. More.",
     "Convert the characters &amp; and &lt; to HTML-safe sequences."),
    # scala-xml: ScalaDoc is HTML too ("Escapes the characters &lt; &gt; &amp; and &quot;").
    ("scala", "Escapes the characters &lt; &gt; &amp; and &quot; from string. More.",
     'Escapes the characters < > & and " from string.'),
    # scalatags: ScalaDoc's wiki links showed their brackets ("Serialize this [[TypedTag]] ..."):
    # an entity reads as its name in code, a URL link as its label; '''bold''' as its word.
    ("scala", "Serialize this [[TypedTag]] per [[https://html.spec.whatwg.org the spec]], "
     "'''never''' [[scalatags.Text]]. More.",
     "Serialize this `TypedTag` per the spec, never `scalatags.Text`."),
    ("java", "Keeps [[x]] as written. More.", "Keeps [[x]] as written."),
    # resty: "SetRetryCount method enables …" and a stop inside a sentence ("no. of").
    ("go", "SetRetryCount method enables retry and sets the no. of retries. Default is 0.",
     "enables retry and sets the no. of retries."),
    # QA7: symfony/console's CompletionOutputInterface read "Transforms the {@see
    # CompletionSuggestions} object into output…": PHPDoc's inline {@see}, like Javadoc's
    # {@link}, reads as its target (or its label).
    ("php", "Transforms the {@see CompletionSuggestions} object into output readable by the "
     "shell completion.", "Transforms the `CompletionSuggestions` object into output readable by…"),
    ("php", "Same as {@see parent::run()} but keeps the input.",
     "Same as `parent::run()` but keeps the input."),
    ("typescript", "Calls {@linkcode Ruler.at} and {@see Ruler#push the pusher}.",
     "Calls `Ruler.at` and the pusher."),
])
def test_doc_markup_and_kind_words_leave_the_description(lang: str, doc: str, shown: str) -> None:
    from codesift.docline import description
    from codesift.model import Hit

    hit = Hit(path="a", line=1, end_line=2, kind="method", symbol="SetRetryCount", container="",
              signature="", doc=doc, lang=lang, score=1.0, channels={})
    assert description(hit) == shown


@pytest.mark.parametrize("doc, shown", [
    # The review: a lower-case word after a stop did end the sentence ("…decode. see…" ran
    # on), generics read as tags (`Codec<I, O>`, `.cast::<U>()`), an inline tag left a space
    # before a stop, `{@code (x)}` stayed raw.
    ("Accessor for maximum length of strings to decode. see the limit", "Accessor for maximum length of strings to decode."),
    ("Maps a Codec<I, O> to `.cast::<U>()` values.", "Maps a Codec<I, O> to `.cast::<U>()` values."),
    ("Sets their <b>name</b>. Other.", "Sets their name."),
    ("Escapes {@code (x)} and {@code (?i)} flags.", "Escapes `(x)` and `(?i)` flags."),
    # A {@code} or {@literal} is code whole, not a link's target and label: commons-csv's
    # quotedNullString read "Set to + nullString + quoteCharacter", gson's "as ...>".
    ("Set to {@code quoteCharacter + nullString + quoteCharacter}",
     "Set to `quoteCharacter + nullString + quoteCharacter`"),
    ("Tests deserializing as {@code Map<String, ...>} with a null key. More.",
     "Tests deserializing as `Map<String, ...>` with a null key."),
    ("Splits {@literal {a, b}} pairs on {@link #SEP the separator}.",
     "Splits `{a, b}` pairs on the separator."),
])
def test_review_sentences_generics_inline_tags_and_parenthesised_code(doc: str, shown: str) -> None:
    from codesift.docline import description
    from codesift.model import Hit

    hit = Hit(path="a", line=1, end_line=2, kind="method", symbol="x", container="",
              signature="", doc=doc, lang="java", score=1.0, channels={})
    assert description(hit) == shown


def test_narrowing_never_undoes_the_path_filter_in_force() -> None:
    # requests: --path docs matched .readthedocs.yaml first (a substring match), and the hint
    # said exclude:"docs/**", which drops what was just asked for.
    from codesift.search.filters import Filters
    from codesift.model import Hit
    from codesift.render import SearchResult, narrowing

    def hit(path: str, lang: str) -> Hit:
        return Hit(path=path, line=1, end_line=2, kind="file", symbol=path, container="",
                   signature="", doc="", lang=lang, score=1.0, channels={})

    hits = [hit(".readthedocs.yaml", "yaml"), hit("docs/user/quickstart.rst", "rst"),
            hit("docs/api.rst", "rst")]
    result = SearchResult(query="multipart", hits=hits, total=9, root="/r",
                          filters=Filters(path="docs"))
    assert not [h for h in narrowing(result) if h.startswith("exclude:")]
    unfiltered = SearchResult(query="multipart", hits=hits, total=9, root="/r")
    assert 'exclude:"docs/**"' in narrowing(unfiltered)


def test_a_whole_file_first_never_suggests_keeping_only_whole_files() -> None:
    # lazy.nvim: an example script led, and kind:"file" would drop every declaration.
    from codesift.model import Hit
    from codesift.render import SearchResult, narrowing

    def hit(path: str, kind: str) -> Hit:
        return Hit(path=path, line=1, end_line=2, kind=kind, symbol="x", container="",
                   signature="", doc="", lang="lua", score=1.0, channels={"symbol": 1})

    hits = [hit("doc/example.lua", "file"), hit("lua/loader.lua", "function")]
    assert not [h for h in narrowing(SearchResult("x", hits, 9, "/r")) if h.startswith("kind:")]
    hits.reverse()
    assert 'kind:"function"' in narrowing(SearchResult("x", hits, 9, "/r"))


def test_the_kind_hint_is_only_that_of_the_best_name_match() -> None:
    # Django's `get_or_creat` led with `FileSystemStorage.OS_OPEN_FLAGS` (found by its file and
    # the word `creat`) and said "Narrow with --kind constant", which kept no `get_or_create`:
    # a top hit the symbol channel did not rank first gives no kind to narrow to.
    from codesift.model import Hit
    from codesift.render import SearchResult, narrowing

    def hit(kind: str, symbol_rank: int | None) -> Hit:
        return Hit(path="a.py", line=1, end_line=2, kind=kind, symbol="x", container="",
                   signature="", doc="", lang="python", score=1.0,
                   channels={"bm25": 3, "symbol": symbol_rank, "file": 1})

    led_by_words = [hit("constant", None), hit("method", 1), hit("method", 2)]
    assert not [h for h in narrowing(SearchResult("x", led_by_words, 9, "/r")) if h.startswith("kind:")]
    led_by_name = [hit("class", 1), hit("method", 2)]
    assert 'kind:"class"' in narrowing(SearchResult("x", led_by_name, 9, "/r"))


@pytest.mark.parametrize("lang, signature, container, name, label", [
    # express: a method bound by assignment showed no parameters (`function res.send`).
    ("javascript", "res.send = function send(body)", "res", "send", "function res.send(body)"),
    ("javascript", "res.links = function(links)", "res", "links", "function res.links(links)"),
    # got: arrow functions bound to constants, typed or not.
    ("typescript", "const parseBody = (response: Response, encoding?: BufferEncoding): unknown =>",
     "", "parseBody", "function parseBody(response: Response, encoding?: BufferEncoding): unknown"),
    ("typescript", "export const pick = async <T>(items: T[]): Promise<T> =>", "", "pick",
     "function pick<T>(items: T[]): Promise<T>"),
    ("typescript", "const calc: Returns<RetryFunction, number> = ({attemptCount}) =>", "", "calc",
     "function calc({attemptCount})"),
    # axios, execa: one parameter written bare was no list, and the function read as taking
    # nothing (`function isBoolean`).
    ("javascript", "const isBoolean = thing =>", "", "isBoolean", "function isBoolean(thing)"),
    ("javascript", "axios.formToJSON = async $el =>", "axios", "formToJSON",
     "function axios.formToJSON($el)"),
    ("typescript", "const f: Handler = async =>", "", "f", "function f(async)"),
    # zod: a binding typed as a function, its own arrow in the type, showed no parameters.
    ("typescript", "const error: (msg: string) => never = (msg: string) =>", "", "error",
     "function error(msg: string)"),
    ("typescript", "const lift: (x: T) => U = x =>", "", "lift", "function lift(x)"),
])
def test_js_functions_bound_to_names_show_their_parameters(
        lang: str, signature: str, container: str, name: str, label: str) -> None:
    hit = Hit(path="lib/a.js", line=1, end_line=3, kind="function", symbol=name,
              container=container, signature=signature, doc="", lang=lang, score=1.0)
    assert hit_label(hit) == label


@pytest.mark.parametrize("lang, signature, name, label", [
    # handlebars: `Compiler.prototype = { equals: function (other) {…} }` showed no parameters
    # (`method Compiler.equals`), nor did a Vue component's or a table of handlers' arrows.
    ("javascript", "equals: function (other)", "equals", "method Compiler.equals(other)"),
    ("javascript", "run: async function* run(a, b)", "run", "method Compiler.run(a, b)"),
    ("javascript", "stop: async () =>", "stop", "method Compiler.stop()"),
    ("typescript", "pick: <T>(items: T[]): T =>", "pick", "method Compiler.pick<T>(items: T[]): T"),
    ("javascript", "each: item =>", "each", "method Compiler.each(item)"),
    # A class field typed and bound with `=` reads as it did.
    ("typescript", "handler: Handler = (e) =>", "handler", "method Compiler.handler(e)"),
])
def test_js_methods_written_as_properties_show_their_parameters(
        lang: str, signature: str, name: str, label: str) -> None:
    hit = Hit(path="lib/a.js", line=1, end_line=3, kind="method", symbol=name,
              container="Compiler", signature=signature, doc="", lang=lang, score=1.0)
    assert hit_label(hit) == label


def test_a_typescript_property_typed_as_a_function_shows_no_parameters() -> None:
    hit = Hit(path="lib/a.ts", line=1, end_line=1, kind="property", symbol="onClick",
              container="Props", signature="onClick: (e: Event) => void", doc="",
              lang="typescript", score=1.0)
    assert hit_label(hit) == "property Props.onClick"


@pytest.mark.parametrize("lang, signature, label", [
    # fmt: a reference-to-array parameter lost its closing bracket (`char (&out)[N, fmt, args)`)
    # when a long list was cut to its names.
    ("cpp", "auto format_to(char (&out)[N], format_string<T...> fmt, T&&... args) -> format_to_result",
     "function format_to(char (&out), fmt, args) -> format_to_result"),
    ("c", "int redis_main(int argc, const char *argv[], struct redisOptions *options, size_t len)",
     "function redis_main(argc, argv, options, len)"),
    ("c", "void matrix_apply(double m[2][2], void (*visit)(double value, size_t at), int flags)",
     "function matrix_apply(m, void (*visit)(double value, size_t at), flags)"),
])
def test_c_family_parameters_shortened_to_names_keep_their_shape(
        lang: str, signature: str, label: str) -> None:
    name = label.split(" ", 1)[1].split("(", 1)[0]
    hit = Hit(path="src/a.c", line=1, end_line=9, kind="function", symbol=name, container="",
              signature=signature, doc="", lang=lang, score=1.0)
    assert hit_label(hit) == label


def test_a_c_array_value_closed_by_the_chunker_is_labelled_by_its_size() -> None:
    # The review of 41be492: `const int TABLE[4]={1, 2,` closed to `={…}` balanced, and the
    # label showed the value's opening.
    hit = Hit(path="src/a.c", line=1, end_line=2, kind="constant", symbol="TABLE", container="",
              signature="const int TABLE[4]={…}", doc="", lang="c", score=1.0)
    assert hit_label(hit) == "constant TABLE[4]"


@pytest.mark.parametrize("signature", ["@output_type_modules [Type.Scalar, Type.Object]",
                                       "@extendable_types […]"])
def test_a_list_spaced_from_a_value_s_name_is_its_value_not_its_size(signature: str) -> None:
    # absinthe's `@output_type_modules [Type.Scalar, …]` was labelled
    # "constant Absinthe.Type.output_type_modules[Type.Scalar, …", as a C array's size is.
    name = signature[1:].split(" ", 1)[0]
    hit = Hit(path="lib/absinthe/type.ex", line=148, end_line=148, kind="constant", symbol=name,
              container="Absinthe.Type", signature=signature, doc="", lang="elixir", score=1.0)
    assert hit_label(hit) == f"constant Absinthe.Type.{name}"


@pytest.mark.parametrize("signature, label", [
    # shellcheck: a type signature showed nothing; an equation without one glued its
    # patterns to the name (`function getOption[] _`).
    ("parseArguments :: [String] -> IO Flags", "function parseArguments :: [String] -> IO Flags"),
    ("getOption [] _", "function getOption"),
])
def test_a_haskell_function_shows_its_type_not_its_patterns(signature: str, label: str) -> None:
    name = label.split()[1]
    hit = Hit(path="src/a.hs", line=1, end_line=3, kind="function", symbol=name, container="",
              signature=signature, doc="", lang="haskell", score=1.0)
    assert hit_label(hit) == label


@pytest.mark.parametrize("signature, name, label", [
    # tantivy: an outline showed `impl LogMergePolicy` three times (its own impl, MergePolicy,
    # Default); `impl<T> BoxableTokenizer for T` showed as `impl T`.
    ("impl LogMergePolicy", "LogMergePolicy", "impl LogMergePolicy"),
    ("impl MergePolicy for LogMergePolicy", "LogMergePolicy", "impl MergePolicy for LogMergePolicy"),
    ("impl<T> BoxableTokenizer for T where T: Tokenizer", "T", "impl BoxableTokenizer for T"),
    ("impl<'a> From<&'a str> for Key<'a>", "Key", "impl From<&'a str> for Key<'a>"),
    ("impl<F: Fn() -> u8> Runner for Wrap<F>", "Wrap", "impl Runner for Wrap<F>"),
    ("impl<T> Vec<T>", "Vec", "impl Vec<T>"),
])
def test_a_rust_trait_impl_says_which_trait(signature: str, name: str, label: str) -> None:
    hit = Hit(path="src/a.rs", line=1, end_line=9, kind="impl", symbol=name, container="",
              signature=signature, doc="", lang="rust", score=1.0)
    assert hit_label(hit) == label


def test_tomdoc_public_is_no_part_of_a_ruby_description() -> None:
    # flipper's TomDoc: 200 addresses read "— Public: Find a gate by name.", or "— Public"
    # alone; "Internal:" and "Private:" tell a caller something, and stay.
    rb = ("class Feature\n  # Public: Find a gate by name.\n  #\n  # Returns a Gate.\n"
          "  def gate(name)\n  end\n\n  # Public\n  attr_reader :adapter\n\n"
          "  # Internal: The name of the gate.\n  def key\n  end\nend\n")
    assert _labels("lib/feature.rb", rb, "ruby")[1:] == [
        "method Feature.gate(name) — Find a gate by name.", "property Feature.adapter",
        "method Feature.key — Internal: The name of the gate."]


def test_a_rust_impl_shows_its_type_as_written() -> None:
    # byteorder: the blanket `impl<R: io::Read + ?Sized> ReadBytesExt for R`, which the chunker
    # names by its trait, read `impl ReadBytesExt for ReadBytesExt`; `impl Sealed for
    # super::BigEndian` inside `mod private` read `for private.BigEndian`, a type no one declared.
    rs = ("pub enum BigEndian {}\npub trait ReadBytesExt {}\n"
          "mod private {\n    pub trait Sealed {}\n    impl Sealed for super::BigEndian {}\n"
          "    pub struct Local;\n    impl Default for Local {}\n    impl Default for BigEndian {}\n}\n"
          "impl<R: std::io::Read + ?Sized> ReadBytesExt for R {}\n"
          "impl<T: Log> Log for &T {}\n")
    labels = _labels("src/lib.rs", rs, "rust")
    assert "impl Sealed for super::BigEndian" in labels
    assert "impl Default for private.Local" in labels
    # One the module does not declare is not its own (`use super::*`): similar's `mod
    # text_additions { impl Change<&T> }` read `text_additions.Change`.
    assert "impl Default for BigEndian" in labels
    assert "impl ReadBytesExt for R" in labels
    assert "impl Log for &T" in labels


@pytest.mark.parametrize("doc, shown", [
    # Newtonsoft.Json's XML doc comments showed their markup: "... for the <see…".
    ('Specifies null value handling options for the <see cref="JsonSerializer"/>. '
     '<code lang="cs" source="Tests.cs" region="R" />',
     "Specifies null value handling options for the `JsonSerializer`."),
    ('<para>Converts an <see cref="T:System.Enum"/> to and from its name.</para>',
     "Converts an `System.Enum` to and from its name."),
    ('Returns <c>true</c> if <paramref name="value"/> is a &lt;T&gt; list.',
     "Returns `true` if `value` is a <T> list."),
    ('See <see href="https://example.org">the guide</see> on <see langword="null"/> values.',
     "See the guide on `null` values."),
])
def test_csharp_xml_doc_markup_reads_as_prose(doc: str, shown: str) -> None:
    hit = Hit(path="Src/NullValueHandling.cs", line=1, end_line=9, kind="enum", symbol="X",
              container="", signature="enum X", doc=doc, lang="csharp", score=1.0)
    assert hit_label(hit) == f"enum X — {shown}"


@pytest.mark.parametrize("lang, doc, shown", [
    # ripgrep's rustdoc intra-doc links and moshi's KDoc links showed their brackets.
    ("rust", "Returns the [`Searcher`](crate::Searcher) used; see [`Sink`].",
     "Returns the `Searcher` used; see `Sink`."),
    ("kotlin", "Writes this config to a [codeGenerator].", "Writes this config to a `codeGenerator`."),
    # clikt's, with type arguments in the link, and a link with its own text.
    ("kotlin", "Must call [BaseCliktCommand<*>.registerOptionGroup].",
     "Must call `BaseCliktCommand<*>.registerOptionGroup`."),
    ("kotlin", "Throw a [MissingOption] for [List<T>]; see [the help][Option.help].",
     "Throw a `MissingOption` for `List<T>`; see the help."),
    ("dart", "A file to be uploaded as part of a [MultipartRequest].",
     "A file to be uploaded as part of a `MultipartRequest`."),
    ("java", "Download [the latest JAR][1] or see [the guide](https://example.org/a_b).",
     "Download the latest JAR or see the guide."),
    # Brackets that are no link stay.
    ("python", "Values in [0, 1] are kept; see [1].", "Values in [0, 1] are kept; see [1]."),
])
def test_markdown_links_in_docs_read_as_their_text(lang: str, doc: str, shown: str) -> None:
    hit = Hit(path="src/a", line=1, end_line=9, kind="function", symbol="f", container="",
              signature="", doc=doc, lang=lang, score=1.0)
    assert hit_label(hit) == f"function f — {shown}"


@pytest.mark.parametrize("doc, shown", [
    # pluggy's `:meta private:` was the description of HookCaller.__init__ and Result.excinfo,
    # requests' `:rtype: bool` is_ipv4_address's, jinja's `:param iterable: …` LoopContext's.
    (":meta private:", ""),
    (":rtype: bool", ""),
    ("Wrap an iterable :param iterable: Iterable to wrap. :param undefined: x", "Wrap an iterable"),
    # A colon in prose is no field.
    ("Set the type: one of a, b. See :func:`load`.", "Set the type: one of a, b."),
])
def test_sphinx_info_fields_end_a_python_description(doc: str, shown: str) -> None:
    hit = Hit(path="src/a.py", line=1, end_line=9, kind="function", symbol="f", container="",
              signature="def f()", doc=doc, lang="python", score=1.0)
    assert hit_label(hit) == "function f()" + (f" — {shown}" if shown else "")


@pytest.mark.parametrize("doc, shown", [
    # mustermann, faraday, grape: YARD links and RDoc's +code+ kept their markup ("Returns an
    # {Expander} that…", "Adds all patterns from +mapping+ to the set…").
    ("Pattern options forwarded to {Mustermann.new} and {#to_regexp}.",
     "Pattern options forwarded to `Mustermann.new` and `#to_regexp`."),
    ("Wrapper around {StringScanner#scan}; see {Mustermann::Set the set class}.",
     "Wrapper around `StringScanner#scan`; see the set class."),
    ("Adds +mapping+ to the set, returns +self+ (+:each+ too).",
     "Adds `mapping` to the set, returns `self` (`:each` too)."),
    ("Stand-in for the +@api+ object that {ParamsScope} normally writes to.",
     "Stand-in for the `@api` object that `ParamsScope` normally writes to."),
    # A hash, a sum and C++ are no markup.
    ("Takes {a: 1} or {Name: 1}, x+y+z and C++ too.", "Takes {a: 1} or {Name: 1}, x+y+z and C++ too."),
    # net-http's RDoc: links as their text, an escaped word as the word ("\Class for
    # representing method GET[https://en.wikipedia.org/w/index.php…", the YARD link having
    # taken the braces; "\Net::HTTP object"). A regex's `\A`, an index, a hash's key stay.
    ("\\Class for representing {HTTP method GET}[https://en.wikipedia.org/w/index.php?t=H#GET]:",
     "Class for representing HTTP method GET:"),
    ("Returns a new \\Net::HTTP object; see {Proxy Server}[rdoc-ref:Net::HTTP@Proxy+Server].",
     "Returns a new Net::HTTP object; see Proxy Server."),
    ("Is Safe[https://en.wikipedia.org/wiki/HTTP#Safe_method]; \\A and \\d+, a[0], {a: 1}[:a].",
     "Is Safe; \\A and \\d+, a[0], {a: 1}[:a]."),
])
def test_ruby_yard_links_and_rdoc_code_read_as_code(doc: str, shown: str) -> None:
    hit = Hit(path="lib/a.rb", line=1, end_line=9, kind="method", symbol="f", container="",
              signature="def f", doc=doc, lang="ruby", score=1.0)
    assert hit_label(hit) == f"method f — {shown}"


@pytest.mark.parametrize("doc, shown", [
    # LuaCATS and LDoc annotations end the description; a doc of annotations alone has none.
    ("Tracks the time spent. @param data string @return number", "Tracks the time spent."),
    ("@generic F: fun() @param fn F @return F", ""),
    ("@class LoaderOpts @field root string", ""),
])
def test_lua_annotations_are_no_description(doc: str, shown: str) -> None:
    hit = Hit(path="lua/a.lua", line=1, end_line=9, kind="function", symbol="track",
              container="M", signature="function M.track(data)", doc=doc, lang="lua", score=1.0)
    assert hit_label(hit) == "function M.track(data)" + (f" — {shown}" if shown else "")


@pytest.mark.parametrize("focus, offset", [(0, 10), (100, 10), (300, 240), (399, 281)])
def test_the_read_call_reaches_a_focus_line_past_the_cap(focus: int, offset: int) -> None:
    # A 391-line function whose failing line is 300: reading its first 120 lines would not
    # show it. The window moves to hold the focus line, inside the function.
    hit = Hit(path="big.py", line=10, end_line=400, kind="function", symbol="run", container="",
              signature="def run()", doc="", lang="python", score=1.0, focus=focus)
    at = f", line {focus}" if focus else ""
    assert read_call(hit) == (f'Next: read({{"path": "big.py", "offset": {offset}, '
                              f'"limit": 120}}) for run{at}')


def test_the_read_call_reaches_a_header_past_the_cap(tmp_path: Path, make_index) -> None:
    # uvicorn's `main` sits under 300 lines of `@click.option(…)`: a read of the first 120
    # lines of the hit showed options only. The window starts at the `def` when it can.
    options = "".join(f'@click.option(\n    "--opt-{i}",\n    default={i},\n)\n' for i in range(60))
    body = "".join(f"    total += opt_{i}\n" for i in range(20))
    root = write_repo(tmp_path / "cli", {
        "serve.py": f"import click\n\n\n@click.command()\n{options}async def serve_forever(**opts):\n"
                    f'    """Run the server."""\n    total = 0\n{body}    return total\n'})
    result = make_index(root).search("serve_forever")
    last = render_text(result).rstrip("\n").splitlines()[-1]
    call = json.loads(re.fullmatch(r"Next: read\((\{.*\})\) for serve_forever", last)[1])
    lines = (root / "serve.py").read_text().splitlines()
    window = lines[call["offset"] - 1: call["offset"] - 1 + call["limit"]]
    assert (result.hits[0].line, call["limit"]) == (4, 120)
    assert "async def serve_forever(**opts):" in window and window[-1] == "    return total"


def _labels(path: str, source: str, lang: str) -> list[str]:
    """The address line of every chunk the real chunker makes of ``source``."""
    return [hit_label(Hit(path=path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                          container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                          score=1.0))
            for c in chunk_file(path, source, lang)]


def test_a_name_bound_to_a_lambda_is_a_function_of_its_parameters() -> None:
    # rack-attack's DEFAULT_THROTTLED_RESPONDER, ten lines computing Retry-After, was a
    # one-line constant: weighed as a value, 27th for "how is the Retry-After header computed".
    rb = ("class Configuration\n  # Answers 429 with a Retry-After header.\n"
          "  DEFAULT_THROTTLED_RESPONDER = lambda do |req|\n"
          "    [429, {'Retry-After' => req.env['period'].to_s}, []]\n  end\n"
          "  NORMALIZE = ->(s) { s.to_s.strip.downcase }\n"
          "  FILTER = proc { |a, b| a == b }\n  LIMIT = 5\nend\n")
    assert _labels("lib/configuration.rb", rb, "ruby")[1:] == [
        "method Configuration.DEFAULT_THROTTLED_RESPONDER(req) — Answers 429 with a Retry-After header.",
        "method Configuration.NORMALIZE(s)", "method Configuration.FILTER(a, b)",
        "constant Configuration.LIMIT"]
    py = ("# Sort key: newest first.\nnewest_first = lambda item, reverse=True: -item.stamp\n"
          "LIMIT = 5\n\nif __name__ == '__main__':\n    show = lambda x: print(x)\n")
    assert _labels("sort.py", py, "python") == [
        "function newest_first(item, reverse=True) — Sort key: newest first.", "constant LIMIT"]


def test_a_ruby_superclass_is_spaced_as_written() -> None:
    # rake's outline showed `class Rake.FileTask< Task`: Ruby's `<` read as generics.
    ruby = "module Rake\n  class FileTask < Task\n  end\n  class Plain\n  end\nend\n"
    assert _labels("lib/rake/file_task.rb", ruby, "ruby") == [
        "class Rake.FileTask < Task", "class Rake.Plain"]   # `module Rake` only nests: a scope


def test_a_type_s_bases_are_shown_as_a_generic_one_s_are() -> None:
    # json-schema's `class ValidationException` hid its `extends RuntimeException` and mobx's
    # `class Reaction` its interfaces, while `class Store<T> extends Base` showed them, as
    # Python's bases are shown. Spaced as written; a call signature's brace ends them.
    java = ("public class ValidationException extends RuntimeException {}\n"
            "final class Store<T> extends Base<T> {}\n")
    assert _labels("V.java", java, "java") == [
        "class ValidationException extends RuntimeException", "class Store<T> extends Base<T>"]
    ts = ("export class Reaction implements IDerivation, IReactionPublic {}\n"
          "export interface Flow extends Annotation {\n  <R>(g: () => R): R\n}\n")
    assert _labels("r.ts", ts, "typescript") == [
        "class Reaction implements IDerivation, IReactionPublic", "interface Flow extends Annotation"]
    cs = "public class SilentLogger : ILogger, IDisposable { }\n"
    assert _labels("S.cs", cs, "csharp") == ["class SilentLogger : ILogger, IDisposable"]
    swift = "enum Kind: String { case a }\n"
    assert _labels("K.swift", swift, "swift")[0] == "enum Kind: String"
    rust = "pub trait Stream: Offset + Debug {}\npub struct Plain;\n"
    assert _labels("s.rs", rust, "rust") == ["trait Stream: Offset + Debug", "struct Plain"]


def test_a_rust_impl_label_reads_like_its_source() -> None:
    # serde_json: the type's name inside the trait garbled the label (`impl de::Deserializer<'de>
    # for Deserializer<'de> for &mut Deserializer<R>`), and a reference lost its `&`.
    rust = ("impl<'de, R: Read<'de>> de::Deserializer<'de> for &mut Deserializer<R> {}\n"
            "impl From<Box<RawValue>> for Box<str> {}\n"
            "impl<'de> Deserialize<'de> for &'de RawValue {}\n"
            "impl<T> Vec<T> {}\n"
            "unsafe impl Sync for AtomicUsize {}\n"   # log's: was `impl AtomicUsize`
            # glob's: was `impl From<GlobError> for Error`, beside the std `Error` trait's impl
            "impl From<GlobError> for io::Error {}\nimpl<'a> Into<u8> for &'a std::num::Wrapping {}\n")
    assert _labels("src/de.rs", rust, "rust") == [
        "impl de::Deserializer<'de> for &mut Deserializer<R>",
        "impl From<Box<RawValue>> for Box<str>",
        "impl Deserialize<'de> for &'de RawValue",
        "impl Vec<T>", "impl Sync for AtomicUsize", "impl From<GlobError> for io::Error",
        "impl Into<u8> for &'a std::num::Wrapping"]
    # Inside a module a path says where the type is, not the impl (`m.Error` named a type `m`
    # does not declare); a name without one is the module's (`m.Config`) when it declares it.
    assert _labels("src/m.rs", "mod m {\n    impl From<X> for io::Error {}\n    struct Config;\n"
                   "    impl Default for Config {}\n}\n", "rust") == [
        "module m", "impl From<X> for io::Error", "struct m.Config", "impl Default for m.Config"]


def test_a_getter_shows_its_type_not_a_call() -> None:
    # `property Response.text -> str`, as `response.text` is read; a setter keeps its value.
    py = ("class Response:\n    @property\n    def text(self) -> str:\n        return ''\n\n"
          "    @text.setter\n    def text(self, value):\n        pass\n")
    assert _labels("models.py", py, "python")[1:] == [
        "property Response.text -> str", "property Response.text(value)"]
    ts = "class Store {\n  get size(): number { return 1 }\n}\n"
    assert _labels("store.ts", ts, "typescript")[1:] == ["property Store.size: number"]


def test_an_object_like_c_macro_shows_no_parameters() -> None:
    # cJSON's `#define cJSON_False (1 << 0)` showed as a call, `macro cJSON_False(1 << 0)`:
    # only `(` directly after the name opens a parameter list.
    c = ("#define cJSON_False (1 << 0)\n#define internal_free free\n"
         "#define cjson_min(a, b) (((a) < (b)) ? (a) : (b))\n")
    assert _labels("cJSON.h", c, "c") == [
        "macro cJSON_False", "macro internal_free", "macro cjson_min(a, b) (((a) < (b)) ? (a) : (b))"]
    # json-c's json_object_object_foreach, defined over lines: no continuation `\` at the end.
    c = "#define json_object_object_foreach(obj, key, val) \\\n\tfor (entry = head(obj); entry;)\n"
    assert _labels("json_object.h", c, "c") == ["macro json_object_object_foreach(obj, key, val)"]
    # Its first line's piece of the body is no part of the address (`macro CHECK(x) do`).
    c = "#define CHECK(x) do { \\\n    if (!(x)) abort(); \\\n  } while (0)\n"
    assert _labels("check.h", c, "c") == ["macro CHECK(x)"]


def test_typescript_signatures_never_end_inside_a_bracket() -> None:
    # zustand's outline: `constant createStore((createState)`, `type PersistImpl<T>(`, and
    # `type StateCreator<` with its generics on the lines below.
    ts = ("export const createStore = ((createState) =>\n"
          "  createState ? createStoreImpl(createState) : createStoreImpl) as CreateStore\n\n"
          "type PersistImpl = <T>(\n  storeInitializer: StateCreator<T, [], []>,\n"
          "  options: PersistOptions<T, T>,\n) => StateCreator<T, [], []>\n\n"
          "export type StateCreator<\n  T,\n  Mis extends [StoreMutatorIdentifier, unknown][] = [],\n"
          "  Mos extends [StoreMutatorIdentifier, unknown][] = [],\n  U = T,\n> = ((\n"
          "  setState: Get<Mutate<StoreApi<T>, Mis>, 'setState', never>,\n) => U) & { $$m?: Mos }\n\n"
          "type Pair<A> = [A, A]\n\n"
          "export const sizes = { small: 1 << 2 }\n")
    assert _labels("src/vanilla.ts", ts, "typescript") == [
        "constant createStore",
        "type PersistImpl<T>(storeInitializer, options) => StateCreator<T, [], []>",
        "type StateCreator<T, Mis, Mos, U>",
        "property StateCreator.$$m",   # the member of its `& { … }`
        "type Pair<A>",   # its value left to the source, as `type Pair = [A, A]`'s is
        "constant sizes"]


def test_a_long_parameter_list_s_type_arguments_fold_so_every_name_shows() -> None:
    # koa-router's `constructor Layer.constructor(path, methods, …)`: the signature, cut at
    # its cap inside `middleware`'s type arguments, never reached `options`.
    ts = ("export class Layer<StateT, ContextT, BodyT> {\n  constructor(\n"
          "    path: string | RegExp,\n    methods: string[],\n    middleware:\n"
          "      | RouterMiddleware<StateT, ContextT, BodyT>\n"
          "      | Array<RouterMiddleware<StateT, ContextT, BodyT>>,\n"
          "    options: LayerOptions = {}\n  ) {\n    this.opts = options\n  }\n}\n")
    chunks = chunk_file("src/layer.ts", ts, "typescript")
    assert chunks[1].signature == (
        "constructor(path: string | RegExp, methods: string[], middleware: RouterMiddleware<…>"
        " | Array<…>, options: LayerOptions = {})")
    assert _labels("src/layer.ts", ts, "typescript")[1] == \
        "constructor Layer.constructor(path, methods, middleware, options)"
    # An Elixir binary pattern's `<<…>>` is no type argument: its segments name the values.
    ex = ("defmodule P do\n  defp valid_csrf_token?(_conn, <<csrf_token::@encoded_token_size-binary>>,"
          " <<user_token::@double_encoded_token_size-binary, mask::@encoded_token_size-binary>>,"
          " _allow_hosts) do\n    true\n  end\nend\n")
    assert "<<csrf_token::" in chunk_file("lib/p.ex", ex, "elixir")[1].signature


def test_type_parameters_on_a_line_of_their_own_touch_the_parameters() -> None:
    # xsv's `method Config.write_headers<R: io::Read, W: io::Write> (&self, r, w)`: the
    # line break before the parameter list read as a space.
    rs = ("impl Config {\n    pub fn write_headers<R: io::Read, W: io::Write>\n"
          "                        (&self, r: &mut csv::Reader<R>, w: &mut csv::Writer<W>)\n"
          "                        -> csv::Result<()> {\n        Ok(())\n    }\n}\n")
    assert _labels("src/config.rs", rs, "rust")[1] == (
        "method Config.write_headers<R: io::Read, W: io::Write>(&self, r, w) -> csv::Result<()>")


def test_a_typescript_union_of_a_bracketed_function_type_shows_no_parameters() -> None:
    # cosmiconfig's `type Loader((filepath: string, content: string)) | LoaderSync`: the
    # union's bracketed first member was read as a parameter list, its arrow cut out.
    ts = ("export type Loader =\n  | ((filepath: string, content: string) => Promise<R>)\n"
          "  | LoaderSync;\nexport type LoaderSync = (filepath: string) => R;\n")
    assert _labels("src/index.ts", ts, "typescript") == [
        "type Loader", "type LoaderSync(filepath: string) => R"]


def test_a_typescript_bracketed_type_alias_shows_no_parameters() -> None:
    # yargs-parser's `type ArgsOutput(string | number)[]`: a bracket grouping a union read as
    # a parameter list; a function type's stays one.
    ts = ("export type ArgsOutput = (string | number)[];\n"
          "export type Mixed = (A & B) | C;\n"
          "export type CoerceCallback = (arg: any) => any;\n")
    assert _labels("lib/types.ts", ts, "typescript") == [
        "type ArgsOutput", "type Mixed", "type CoerceCallback(arg: any) => any"]


def test_a_generic_typescript_type_alias_shows_its_generics_as_a_plain_one_shows_its_name() -> None:
    # path-to-regexp's generic aliases showed their definitions whole, `= …` and all, beside
    # `type Path` for `type Path = string | TokenData`; a function type's list stays, after
    # the generics, as `type Encode(value: string) => string` shows it.
    ts = ("export type Path = string | TokenData;\n"
          "export type Encode = (value: string) => string;\n"
          "export type PathFunction<P extends ParamData> = (data?: P) => string;\n"
          "export type Match<P extends ParamData> = false | MatchResult<P>;\n"
          "export type Grouped<T> = (T | string)[];\n")
    assert _labels("src/index.ts", ts, "typescript") == [
        "type Path", "type Encode(value: string) => string",
        "type PathFunction<P extends ParamData>(data?: P) => string",
        "type Match<P extends ParamData>", "type Grouped<T>"]


@pytest.mark.parametrize("doc, shown", [
    # chi: a verb-first comment lost its verb ("— a routing context to its initial state.").
    ("Reset a routing context to its initial state.", "Reset a routing context to its initial state."),
    ("Reset and Clear empty the context.", "Reset and Clear empty the context."),
    ("Reset resets the context.", "resets the context."),    # the convention: name, then verb
])
def test_a_go_doc_keeps_its_name_when_the_name_is_the_verb(doc: str, shown: str) -> None:
    go = f"package chi\n\n// {doc}\nfunc (x *Context) Reset() {{\n}}\n"
    assert _labels("context.go", go, "go") == [f"method Context.Reset() — {shown}"]


def test_a_go_type_doc_drops_its_leading_name() -> None:
    # gin: a type's or value's doc has no verb to keep ("API the json codec in use").
    go = "package json\n\n// API the json codec in use.\nvar API = jsoniter.Config{}\n"
    assert _labels("json.go", go, "go") == ["variable API — the json codec in use."]
    # fiber: a name its next words hang on stays ("for CSRF middleware" lost its head noun).
    go = "package csrf\n\n// Handler for CSRF middleware\ntype Handler struct {\n}\n"
    assert _labels("csrf.go", go, "go") == ["struct Handler — Handler for CSRF middleware"]


@pytest.mark.parametrize("lang, path, source, label", [
    # A quoted character is no bracket: Python's csv-like `quotechar='"'` lost every parameter.
    ("python", "q.py", "def quote(value, quotechar='\"', escape=None):\n    pass\n",
     "function quote(value, quotechar='\"', escape=None)"),
    ("ruby", "w.rb", "def wrap(s, open = '(')\nend\n", "function wrap(s, open = '(')"),
    # Go's `<-chan` opens nothing: gin's Context.Done lost its return type.
    ("go", "c.go", "package gin\n\nfunc (c *Context) Done() <-chan struct{} {\n\treturn nil\n}\n",
     "method Context.Done() <-chan struct{}"),
])
def test_quoted_characters_and_channel_arrows_open_no_bracket(lang: str, path: str, source: str,
                                                             label: str) -> None:
    assert _labels(path, source, lang) == [label]


def test_a_lua_function_bound_to_a_field_shows_its_parameters() -> None:
    # lualine: 44 declarations written `M.init = function(self, options)` showed no parameters.
    lua = ("local M = {}\nM.init = function(self, options)\n  return options\nend\n"
           "function M.draw(self)\nend\nreturn M\n")
    assert _labels("lua/lualine/component.lua", lua, "lua") == [
        "function M.init(self, options)", "function M.draw(self)"]


def test_a_lua_function_a_call_wraps_shows_its_parameters() -> None:
    # neogit's `M.Diff = Component.new(function(diff)`, gitsigns' `M.attach =
    # throttle_async({ hash = attach_hash }, function(opts)`: bare names, `function M.Diff`.
    lua = ("local M = {}\nM.Diff = Component.new(function(diff)\n  return diff\nend)\n"
           "M.attach = throttle_async({ hash = 1 }, function(opts)\nend)\n"
           "M.sleep = a.wrap(function(ms, cb)\nend, 2)\nreturn M\n")
    assert _labels("lua/neogit/buffers/common.lua", lua, "lua") == [
        "function M.Diff(diff)", "function M.attach(opts)", "function M.sleep(ms, cb)"]


def test_a_go_slice_type_is_spaced_as_written() -> None:
    # urfave/cli's outline: `type FlagsByName[]Flag`; type parameters stay attached.
    go = "package cli\n\ntype FlagsByName []Flag\n\ntype List[T any] struct {\n\titems []T\n}\n"
    assert _labels("flag.go", go, "go")[:2] == ["type FlagsByName []Flag", "struct List[T any]"]


def test_a_go_array_type_is_spaced_as_written() -> None:
    # google/uuid's outline: `type UUID[16]` (its element type lost) and `variable
    # pool[randPoolSize]byte`, an array type read as type parameters or a C array's size.
    go = ("package uuid\n\ntype UUID [16]byte\n\nvar pool [randPoolSize]byte\n\n"
          "var nodeID [6]byte = [6]byte{1}\n\ntype Pair[K comparable, V any] [2]V\n")
    assert _labels("uuid.go", go, "go") == [
        "type UUID [16]byte", "variable pool [randPoolSize]byte", "variable nodeID [6]byte",
        "type Pair[K comparable, V any]"]


def test_a_doc_description_ends_at_its_first_paragraph() -> None:
    # A first paragraph without a full stop ran on into the next (monolog's `Level::Info`), a
    # rustdoc section and its doctest (http's `Builder.extension`), a C# `<param>` text
    # (FluentValidation's `Validate`); a heading is passed over (http's `## Panics`).
    php = ("<?php\nclass Logger {\n    /**\n     * Interesting events\n     *\n"
           "     * Examples: User logs in, SQL logs.\n     */\n    public const INFO = 200;\n}\n")
    rust = ("/// Adds an extension to this builder\n///\n/// # Examples\n///\n/// ```\n"
            "/// # use http::*;\n/// let req = Request::builder();\n/// ```\n"
            "pub fn extension() {}\n\n"
            "/// ## Panics\n/// In a debug build this will panic if `bytes` is not valid UTF-8.\n"
            "///\n/// ## Safety\n/// `bytes` must contain valid UTF-8.\n"
            "pub unsafe fn from_utf8_unchecked() {}\n")
    cs = ("class V {\n    /// <summary>\n    /// Validates the specified instance\n"
          "    /// </summary>\n    /// <param name=\"instance\">The object to validate</param>\n"
          "    /// <returns>A ValidationResult object</returns>\n"
          "    public int Validate(int instance) { return 1; }\n}\n")
    py = 'def parse(s):\n    """Parse a string\n\n    Returns a document.\n    """\n'
    go = "package a\n\n// Parse parses a string\n//\n// It returns a document.\nfunc Parse() {}\n"
    kt = ("/**\n * Parses a string\n *\n * Returns a document.\n */\nfun parse() = 1\n\n"
          "/**\n * ## Example\n * ```\n * val b = 1\n * ```\n */\nfun onlyCode() = 1\n")
    assert _labels("Logger.php", php, "php")[1] == "constant Logger.INFO — Interesting events"
    assert _labels("request.rs", rust, "rust") == [
        "function extension() — Adds an extension to this builder",
        "function from_utf8_unchecked() — In a debug build this will panic if `bytes` is not "
        "valid UTF-8."]
    assert _labels("V.cs", cs, "csharp")[1] == \
        "method V.Validate(int instance) — Validates the specified instance"
    assert _labels("p.py", py, "python") == ["function parse(s) — Parse a string"]
    assert _labels("p.go", go, "go") == ["function Parse() — parses a string"]
    # Code is no description (a fence alone on a `///` line is not kept: no words, no doc).
    assert _labels("p.kt", kt, "kotlin") == ["function parse() — Parses a string",
                                             "function onlyCode()"]
    # ScalaDoc fences code with `{{{` and `}}}` (scopt's `OParser`).
    scala = ("/**\n * A monadic commandline options parser\n * {{{\n * val b = 1\n * }}}\n */\n"
             "class OParser\n\n/**\n * {{{\n * val b = 1\n * }}}\n */\nclass OnlyCode\n")
    assert _labels("OParser.scala", scala, "scala") == [
        "class OParser — A monadic commandline options parser", "class OnlyCode"]
    # The stored doc keeps every word, a paragraph a line.
    assert chunk_file("p.py", py, "python")[0].doc == "Parse a string\nReturns a document."
    # An RDoc heading is passed over as a Markdown one is (rack's `== The Response` was the
    # whole description); an `=` inside prose is no heading.
    rb = ("class R\n  # == The Response\n  #\n  # Outgoing HTTP responses are generated.\n"
          "  def response; end\n\n  # x = 3 is the default\n  # and so on.\n  def c; end\nend\n")
    assert _labels("r.rb", rb, "ruby")[1:] == [
        "method R.response — Outgoing HTTP responses are generated.",
        "method R.c — x = 3 is the default and so on."]


def test_a_list_after_a_docs_prose_is_no_part_of_its_sentence() -> None:
    # environs' `_ISO_8601_REGEX` read "Subset of ISO 8601 durations (no years/months), with
    # optional sign - Week format: P[n]W - …", grape's `header` "This method has four
    # responsibilities: 1." (the item's number ending the sentence): a list item opens a
    # paragraph of its own, as in Markdown, and the stored doc keeps one item a line.
    py = ("class TimeDelta:\n    # Subset of ISO 8601 durations, with optional sign\n"
          "    # - Week format:  P[n]W\n    # - Time format:  P[n]DT[n]H[n]M[n]S (T part\n"
          "    #   optional if only days)\n    _ISO_8601_REGEX = 1\n")
    rb = ("class Headers\n  # This method has four responsibilities:\n  # 1. Set a header\n"
          "  # 2. Read a header\n  def header; end\nend\n")
    assert _labels("fields.py", py, "python")[1] == (
        "constant TimeDelta._ISO_8601_REGEX — Subset of ISO 8601 durations, with optional sign")
    assert _labels("headers.rb", rb, "ruby")[1] == (
        "method Headers.header — This method has four responsibilities:")
    assert chunk_file("fields.py", py, "python")[1].doc == (
        "Subset of ISO 8601 durations, with optional sign\n- Week format: P[n]W\n"
        "- Time format: P[n]DT[n]H[n]M[n]S (T part optional if only days)")
    # A number other than 1 opens no list (a wrapped line may start with one), nor does a
    # dash in a code fence.
    go = "package p\n\n// Limit caps a batch at the default of\n// 10. Then it waits.\nfunc Limit() {}\n"
    assert chunk_file("p.go", go, "go")[0].doc == (
        "Limit caps a batch at the default of 10. Then it waits.")
    py = 'def diff():\n    """Show a change\n    ```\n    - old\n    + new\n    ```\n    """\n'
    assert chunk_file("p.py", py, "python")[0].doc == "Show a change\n``` - old + new\n```"


def test_a_numpydoc_section_or_a_doctest_is_no_description() -> None:
    # tqdm's `EMA.__call__` read "Parameters ---------- x : float …", `FormatReplace` its
    # doctest; a summary above a section is still the description.
    py = ('class EMA:\n    def __call__(self, x=None):\n        """\n        Parameters\n'
          '        ----------\n        x  : float\n            New value to include in EMA.\n'
          '        """\n\n'
          '    def update(self, x):\n        """Fold in a new value.\n\n        Returns\n'
          '        -------\n        float\n        """\n\n\n'
          'class FormatReplace(object):\n    """\n    >>> a = FormatReplace(\'something\')\n'
          '    >>> f"{a:5d}"\n    \'something\'\n    """\n')
    assert _labels("ema.py", py, "python") == [
        "class EMA", "method EMA.__call__(x=None)", "method EMA.update(x) — Fold in a new value.",
        "class FormatReplace(object)"]


def test_tool_tags_end_a_php_description() -> None:
    # monolog's `Logger::DEBUG` went on with its `@deprecated` note, `$recordsByLevel` was
    # described by its `@phpstan-var` type, guzzle's tests by PHPUnit's `@covers`.
    php = ("<?php\nclass Logger {\n"
           "    /**\n     * Detailed debug information\n     *\n"
           "     * @deprecated Use \\Monolog\\Level::Debug\n     */\n    public const DEBUG = 100;\n"
           "    /** @phpstan-var array<int, string> */\n    protected array $recordsByLevel = [];\n"
           "    /**\n     * @covers \\GuzzleHttp\\Cookie\\CookieJar\n"
           "     * @dataProvider cookies\n     */\n    public function testJar() {}\n"
           "    /** Returns the level name @phpstan-return value-of<self::NAMES> */\n"
           "    public function getName() {}\n}\n")
    assert _labels("Logger.php", php, "php")[1:] == [
        "constant Logger.DEBUG — Detailed debug information",
        "property Logger.recordsByLevel", "method Logger.testJar()",
        "method Logger.getName() — Returns the level name"]
    # A decorator named in prose is no tag (starlette's release notes, click's docs).
    md = "# 0.9.10\n\nSupport @requires(...) on class methods.\n"
    assert _labels("notes.md", md, "markdown") == [
        "section 0.9.10 — Support @requires(...) on class methods."]
    # YARD's tags end a Ruby description too (sinatra's `configure` read "@yieldparam _self …").
    rb = ("class Base\n  # Set configuration options\n  # @yieldparam _self [Base] the class\n"
          "  def configure; end\n  # @raise [ArgumentError] when empty\n  def check; end\nend\n")
    assert _labels("base.rb", rb, "ruby")[1:] == [
        "method Base.configure — Set configuration options", "method Base.check"]


def test_a_decorator_punctuated_in_prose_is_no_tag() -> None:
    # toolz's `instanceproperty` and `InstanceProperty` were described "Like": `@property,`
    # read as JSDoc's `@property` tag. A tag followed by its text still ends the description.
    py = ('def instanceproperty(fget=None):\n'
          '    """ Like @property, but returns ``classval`` when used as a class attribute\n\n'
          '    >>> 1\n    """\n\n\n'
          'def check(x):\n    """Check x.\n\n    @param x: the value\n    """\n')
    assert _labels("functoolz.py", py, "python") == [
        "function instanceproperty(fget=None) — Like @property, but returns `classval` when "
        "used as a class attribute", "function check(x) — Check x."]
    cs = ("class Internet {\n  /// <summary>Generates an example email with @example.com.</summary>\n"
          "  public string ExampleEmail() { return \"\"; }\n}\n")
    assert _labels("Internet.cs", cs, "csharp")[1:] == [
        "method Internet.ExampleEmail() — Generates an example email with @example.com."]


def test_a_work_note_is_no_description() -> None:
    # ky's `ResponsePromise.json` was described "TODO: Use `json<T extends JSONValue>()…";
    # the note stays in the doc (its words are searched), the description passes it over.
    ts = ("export type R = {\n  // TODO: Use `json<T>(): Promise<T>;` when it's fixed in TS.\n"
          "  json: () => Promise<unknown>\n"
          "  /**\n   * FIXME: slow\n   *\n   * Reads the body as text.\n   */\n"
          "  text: () => Promise<string>\n}\n")
    assert _labels("r.ts", ts, "typescript")[1:] == [
        "property R.json",
        "property R.text — Reads the body as text."]
    assert "fixed in TS" in chunk_file("r.ts", ts, "typescript")[1].doc


def test_a_work_note_s_list_is_no_description() -> None:
    # streamlink's `# TODO: rewrite data structure` / `#  - replace prefix logic with
    # namespaces` / … over `class Cache` was described by the note's first item.
    py = ("# TODO: rewrite data structure\n#  - replace prefix logic with namespaces\n"
          "#  - change timestamps to ISO8601 strings\nclass Cache:\n    pass\n\n\n"
          "# TODO: drop\n#  - the old format\n#\n# Keeps the sessions.\nclass Store:\n    pass\n")
    assert _labels("cache.py", py, "python") == ["class Cache", "class Store — Keeps the sessions."]


def test_a_rust_safety_comment_is_no_description() -> None:
    # aho-corasick's `unsafe impl Automaton for DFA` was described "SAFETY: 'start_state'
    # always returns a valid state ID, …": why the unsafe code holds, not what the item is.
    rust = ("// SAFETY: 'start_state' always returns a valid state ID.\n"
            "unsafe impl Automaton for DFA {}\n"
            "/// A DFA.\n///\n/// SAFETY: never built twice.\npub struct Dfa;\n")
    assert _labels("src/dfa.rs", rust, "rust") == ["impl Automaton for DFA", "struct Dfa — A DFA."]
    assert "valid state ID" in chunk_file("src/dfa.rs", rust, "rust")[0].doc


def test_a_partial_index_with_no_recorded_count_says_what_it_holds(tmp_path: Path) -> None:
    # A pass killed (kill -9) before it recorded its count left 48 files committed: the note
    # said "no file listed yet" over an answer from them.
    index = {"files": 48, "chunks": 300, "refresh": {"mode": "skipped", "complete": False}}
    result = SearchResult("x", [], total=0, root=str(tmp_path), index=index, warming=(0, 0))
    assert render_text(result).splitlines()[0] == (
        "(index partial: 48 files indexed so far — run codesift index to complete it)")
    empty = SearchResult("x", [], total=0, root=str(tmp_path), warming=(0, 0),
                         index={**index, "files": 0})
    assert "(index partial: no file listed yet" in render_text(empty)


def test_the_renderers_take_what_the_library_returns_and_refuse_the_rest(index) -> None:
    """A QA pass: ``render_text(ix.outline(path))`` and ``render_json(None)`` raised
    AttributeError. An outline renders as text (as ``render_outline`` does) and as JSON;
    anything else is a coded error naming what the renderer takes."""
    outline = index.outline("src/ratelimit/bucket.py")
    assert render_text(outline, budget=300) == render_outline(outline, budget=300)
    assert json.loads(render_json(outline)) == outline.to_json()
    search = index.search("TokenBucket")
    for render, bad in [(render_text, None), (render_json, None), (render_outline, search),
                        (render_text, {"hits": []}), (render_outline, None),
                        (render_json, search.hits[0])]:
        with pytest.raises(CodesiftError) as err:
            render(bad)
        assert err.value.code == "INVALID_ARGUMENT" and type(bad).__name__ in err.value.message
        assert render.__name__ in err.value.message
    with pytest.raises(CodesiftError) as err:   # a switch is a bool, as the library's are
        render_text(search, flags="yes")
    assert err.value.code == "INVALID_ARGUMENT" and err.value.message.startswith("flags must be")


@pytest.mark.parametrize("sig, name, start", [
    ("def get(self, url)", "get", 0), ("def $get(get_x, get)", "get", 0),
    ("fn get$x(get)", "get", 0), ("get", "get", 0), ("forget(get)", "get", 0),
    ("ñget get", "get", 0), ("impl Get for Get", "Get", 6), ("x", "get", 0),
    ("operator+(a) operator+", "operator+", 1)])
def test_a_name_ends_where_the_whole_word_pattern_says(sig: str, name: str, start: int) -> None:
    # The parameters follow the name standing alone: the end a `(?<![\w$])name(?![\w$])` search
    # finds, without compiling that pattern for every hit of an answer.
    m = re.compile(r"(?<![\w$])" + re.escape(name) + r"(?![\w$])").search(sig, start)
    assert _name_end(sig, name, start) == (m.end() if m else -1)


def test_render_text_takes_a_detail_in_any_case(big_result: SearchResult) -> None:
    """A QA pass: `render_text(result, detail="Snippets")` was INVALID_DETAIL, though the CLI's
    `--detail Snippets`, the detail setting, Index(flags={"detail": "FULL"}) and the MCP tools
    take any case."""
    for detail in ("snippets", "full"):
        assert render_text(big_result, detail=detail.title()) == render_text(big_result, detail=detail)
        assert render_text(big_result, detail=detail.upper()) == render_text(big_result, detail=detail)
    with pytest.raises(CodesiftError) as err:
        render_text(big_result, detail="snipets")
    assert err.value.code == "INVALID_DETAIL"


@pytest.mark.parametrize("path, source, lang, label", [
    # fmt's `file::file(cstring_view path, int oflag)` and gtest's `Notification::Notification()`
    # were found by the class's name before the `::`, so they showed no parameters.
    ("os.cc", "file::file(cstring_view path, int oflag) {}\n", "cpp",
     "constructor file(cstring_view path, int oflag)"),
    # spdlog's out-of-class template constructor showed `<Mutex>::rotating_file_sink(…)` as
    # its parameters: the class's template arguments were read as the list's opening.
    ("sink-inl.h", "template<typename Mutex>\nrotating_file_sink<Mutex>::rotating_file_sink("
     "filename_t base_filename, std::size_t max_size) {}\n", "cpp",
     "constructor rotating_file_sink(filename_t base_filename, std::size_t max_size)"),
    # serilog's `Some.TimeSpan()`: the return type has the method's name.
    ("Some.cs", "class Some {\n  public static TimeSpan TimeSpan() { return default; }\n}\n",
     "csharp", "method Some.TimeSpan()"),
    # Alamofire's failable initializers: `init?(host: String)` showed as `init`.
    ("R.swift", "class R {\n  public convenience init?(host: String) { nil }\n}\n", "swift",
     "constructor R.init?(host: String)"),
    # clikt's secondary constructors write no name: `constructor UsageError` alone, four times.
    ("E.kt", "class UsageError(m: String?) {\n  constructor(m: String, code: Int = 1) : this(m)\n}\n",
     "kotlin", "constructor UsageError(m: String, code: Int = 1)"),
    # zod's 47 locales: `export default function (): { localeError: … }` was `function default`.
    ("fr.ts", "export default function (): { localeError: ErrorMap } {\n  return {};\n}\n",
     "typescript", "function default(): { localeError: ErrorMap }"),
    # dayjs's 30 plugins, `export default (o, c, d) => {…}`, were `function default` alone.
    ("index.js", "export default (o, c, d) => {\n  c.prototype.x = 1\n}\n", "javascript",
     "function default(o, c, d)"),
    ("a.ts", "export default async <T>(req: T): Promise<T> => {\n  return req\n}\n",
     "typescript", "function default<T>(req: T): Promise<T>"),
])
def test_a_callable_shows_its_parameters_where_its_name_is_elsewhere_or_unwritten(
        path: str, source: str, lang: str, label: str) -> None:
    # QA7: the parameters follow the name's occurrence that opens the list (or the keyword
    # standing for an unwritten name), not its first occurrence.
    assert label in _labels(path, source, lang)


def test_a_long_parameter_list_cut_to_names_splits_no_string() -> None:
    # QA7: zod's `constructor(message = "z.compile does not support async refinements,
    # transforms, or checks")` showed as `constructor(message, transforms, or checks")`: the
    # commas inside the default's string were read as the list's.
    ts = ("class ZodCompileAsyncError extends Error {\n"
          '  constructor(message = "z.compile does not support async refinements, transforms, '
          'or checks") {\n    super(message);\n  }\n}\n')
    assert _labels("compile.ts", ts, "typescript")[1] == \
        "constructor ZodCompileAsyncError.constructor(message)"
    py = "def wrap(text, sep: str = ', ', width: int = 80, *, placeholder: str = ' [...]'):\n    pass\n"
    assert _labels("w.py", py, "python") == ["function wrap(text, sep, width, *, placeholder)"]


def test_an_exclude_hint_never_drops_a_source_hit() -> None:
    # zod: the hint was exclude:"doc" (the bare class word, when no docs folder is shared),
    # which also drops the source file packages/zod/src/v4/core/doc.ts.
    from codesift.model import Hit
    from codesift.render import SearchResult, narrowing

    def hit(path: str) -> Hit:
        return Hit(path=path, line=1, end_line=2, kind="function", symbol="x", container="",
                   signature="", doc="", lang="typescript", score=1.0, channels={})

    hits = [hit("packages/zod/src/v4/core/parse.ts"), hit("packages/zod/src/v4/core/doc.ts"),
            hit("packages/docs/content/basics.md")]
    hints = narrowing(SearchResult(query="safe parse", hits=hits, total=9, root="/r"))
    assert not [h for h in hints if h.startswith("exclude:")], hints
    hits[1] = hit("packages/zod/src/v4/core/api.ts")
    hints = narrowing(SearchResult(query="safe parse", hits=hits, total=9, root="/r"))
    assert 'exclude:"doc"' in hints, hints


def test_an_exclude_hint_names_a_folder_two_classes_share_once() -> None:
    # once_cell: examples/ holds a test (`test_synchronization.rs`) and examples; the hint read
    # "--exclude 'examples/**', --exclude 'examples/**'".
    from codesift.model import Hit
    from codesift.render import SearchResult, narrowing

    def hit(path: str) -> Hit:
        return Hit(path=path, line=1, end_line=2, kind="function", symbol="x", container="",
                   signature="", doc="", lang="rust", score=1.0, channels={})

    hits = [hit("src/lib.rs"), hit("examples/test_synchronization.rs"), hit("examples/bench.rs")]
    hints = narrowing(SearchResult(query="lazy poisoned", hits=hits, total=9, root="/r"))
    assert hints.count('exclude:"examples/**"') == 1, hints


def test_a_parameter_cut_to_its_name_loses_its_annotations() -> None:
    # timber's `fun log(priority: Int, t: Throwable?, @NonNls message: String?, vararg args:
    # Any?)` showed `log(priority, t, @NonNls message, vararg args)`.
    kt = ("abstract class Tree {\n  open fun log(priority: Int, t: Throwable?, @NonNls message: String?,"
          " @Suppress(\"x\") vararg args: Any?, tag: String? = null) {}\n}\n")
    assert _labels("Timber.kt", kt, "kotlin")[1] == \
        "method Tree.log(priority, t, message, vararg args, tag)"


def test_a_java_or_csharp_parameter_cut_to_its_name_loses_its_annotations() -> None:
    # git-plugin's `doNotifyCommit(HttpServletRequest request, @QueryParameter(required=true)
    # String url, …)` showed `doNotifyCommit(request, @QueryParameter(required=true) String url,
    # …)`: the annotation's parentheses kept the parameter whole, as a C function pointer's.
    java = ("class GitStatus {\n  public HttpResponse doNotifyCommit(HttpServletRequest request,"
            " @QueryParameter(required=true) String url, @QueryParameter() String branches,"
            " String token) { return null; }\n}\n")
    assert _labels("GitStatus.java", java, "java")[1] == \
        "method GitStatus.doNotifyCommit(request, url, branches, token)"
    cs = ("class OrdersController {\n  public IActionResult List([FromQuery(Name = \"page\")] int page,"
          " [FromQuery(Name = \"size\")] int pageSize, [FromServices] IOrderStore store) { return null; }\n}\n")
    assert _labels("OrdersController.cs", cs, "csharp")[1] == \
        "method OrdersController.List(page, pageSize, store)"


def test_a_c_declaration_s_gnu_attributes_leave_its_address() -> None:
    # sds.h: `sdscatprintf(s, fmt, ...) __attribute__((format(printf, 2, 3)))` spent a third
    # of its line on what the compiler checks.
    c = ("sds sdscatprintf(sds s, const char *fmt, ...)\n"
         "    __attribute__((format(printf, 2, 3))) __attribute__((nonnull (1)));\n"
         "void die(const char *msg) __attribute__((noreturn));\n")
    assert _labels("sds.h", c, "c") == ["prototype sdscatprintf(sds s, const char *fmt, ...)",
                                        "prototype die(const char *msg)"]


def test_doxygen_commands_leave_a_c_family_description() -> None:
    # CLI11's "@brief class for extracting data…", rapidjson's "\def RAPIDJSON_VERSION_STRING
    # \ingroup RAPIDJSON_CONFIG \brief Version…" and "\em Past-the-end member iterator \pre
    # IsObject() == true", libevent's "@file event2/listener.h" and "@name Rate limit
    # inspection" (a member group's title) were shown as descriptions; a doc of parameters
    # alone has none, as JSDoc's has not. A regex's `\b` (re2) and Objective-C's `@interface`
    # are no commands.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("/** @brief class for extracting data.\n *  More here. */\nstruct SubcommandData { int n; };\n\n"
              "/*! \\def VERSION_STRING\n    \\ingroup CONFIG\n    \\brief Version of \\c rapidjson.\n*/\n"
              "#define VERSION_STRING \"1.1\"\n\n"
              "//! \\em Past-the-end member iterator \\pre IsObject() == true\nint MemberEnd(void);\n\n"
              "/**\n * @file event2/listener.h\n *\n * A callback for a new connection.\n */\n"
              "typedef void (*listener_cb)(int fd);\n\n"
              "/**\n   @name Rate limit inspection\n\n   Return the current bucket size.\n */\n"
              "int get_read_limit(void);\n\n"
              "/** \\param x pointer to align */\n#define ALIGN(x) (x)\n\n"
              "/** Pushes a \\b or \\B onto the stack. */\nint push_word_boundary(void);\n")
    shown = {}
    for lang in ("c", "cpp"):
        for c in chunk_file(f"a.{lang}", source, lang):
            hit = Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                      container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                      score=1.0, channels={})
            shown[c.name] = description(hit)
        assert shown == {
            "SubcommandData": "class for extracting data.",
            "VERSION_STRING": "Version of `rapidjson`.",
            "MemberEnd": "Past-the-end member iterator",
            "listener_cb": "A callback for a new connection.",
            "get_read_limit": "Return the current bucket size.",
            "ALIGN": "",
            "push_word_boundary": "Pushes a \\b or \\B onto the stack."}
    objc = Hit(path="a.h", line=1, end_line=1, kind="file", symbol="a.h", container="",
               signature="", doc="@interface NMBExceptionCapture : NSObject", lang="objc",
               score=1.0, channels={})
    assert description(objc) == "@interface NMBExceptionCapture : NSObject"


def test_doxygen_markers_eigen_writes_are_read_as_what_they_render() -> None:
    # Eigen's docs (vendored in taskflow) showed raw markup: 320 descriptions "\\internal …",
    # 39 "\\deprecated use isEmpty()" (`@deprecated` read "Deprecated: …"), 26 "\\copydoc
    # SparseMatrixBase::rows()", formulas' `\\f$` and links' `\\link X … \\endlink`.
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="a.h", line=1, end_line=1, kind="method", symbol="f",
                               container="", signature="void f()", doc=doc, lang="cpp",
                               score=1.0, channels={}))

    assert shown("\\internal \\class X Internal helper class") == "Internal helper class"
    assert shown("\\deprecated use isEmpty()") == "Deprecated: use isEmpty()"
    assert shown("\\copydoc SparseMatrixBase::rows()") == "See `SparseMatrixBase::rows()`."
    assert shown("Returns an \\link Eigen::ArrayBase Array \\endlink expression of this") \
        == "Returns an Array expression of this"
    assert shown("Set the shift \\f$ \\sigma \\f$. More.") == "Set the shift `\\sigma`."
    assert shown("\\rst\nAdds an argument.\n\\endrst") == "Adds an argument."
    # qa65: Crow's `/// @endcond` over `CatchallRule.has_handler` was shown as its description.
    assert shown("@endcond") == "" and shown("@cond SKIP") == ""
    assert shown("@endcond\nReturns the handler.") == "Returns the handler."


def test_doxygen_code_words_overloads_and_see_also_read_as_doxygen_renders_them() -> None:
    # qa70: range-v3's meta.hpp showed "wrapper for `std`::size_t" (`\\c std::size_t`: 28
    # descriptions), its 18 `\\overload` docs "\\overload", and its lazy aliases' `\\sa
    # `meta::_t` \\ingroup lazy_invocation` nothing.
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="a.hpp", line=1, end_line=1, kind="type", symbol="f",
                               container="", signature="using f = g", doc=doc, lang="cpp",
                               score=1.0, channels={}))

    assert shown("An integral constant wrapper for \\c std::size_t.") \
        == "An integral constant wrapper for `std::size_t`."
    assert shown("Type alias for \\p T::type.") == "Type alias for `T::type`."
    assert shown("Uses \\c foo: then more.") == "Uses `foo`: then more."
    assert shown("\\overload") == ""
    assert shown("\\overload\nReturns the value.") == "Returns the value."
    assert shown("\\sa `meta::_t` \\ingroup lazy_invocation") == "See `meta::_t`."
    assert shown("Does a thing. \\sa other") == "Does a thing."


def test_doxygen_code_word_opening_a_bracket_ends_at_its_close() -> None:
    # qa76: SFML's Glsl.hpp showed "2D float vector (\\p vec2 in GLSL)" for `Glsl::Vec2` and
    # eleven more types: a `\\p`/`\\c` right after `(` or `[` was no code word.
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="Glsl.hpp", line=1, end_line=1, kind="type", symbol="Vec2",
                               container="sf.Glsl", signature="using Vec2 = Vector2<float>",
                               doc=doc, lang="cpp", score=1.0, channels={}))

    assert shown("\\brief 2D float vector (\\p vec2 in GLSL)") == "2D float vector (`vec2` in GLSL)"
    assert shown("Size in bytes (\\c size_t).") == "Size in bytes (`size_t`)."
    assert shown("Calls \\c f(x) first.") == "Calls `f(x)` first."


def test_doxygen_brief_line_over_a_detailed_block_is_the_description() -> None:
    # cereal's `//! Creates a name value pair` / `/*! @relates NameValuePair` / `@ingroup
    # Utility */` over make_nvp and CEREAL_NVP (7 in cereal.hpp, helpers.hpp, specialize.hpp,
    # traits.hpp): the block alone was the doc, shown "@relates NameValuePair". Doxygen reads
    # the `//!` (or `///`) run as the brief and the block as the detail, a rule above them
    # passed over; a `\relates` alone says nothing, as `\ingroup` does. A plain comment over
    # a doc block stays out.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("namespace cereal {\n"
              "  // ####################\n  //! Creates a name value pair\n"
              "  /*! @relates NameValuePair\n      @ingroup Utility */\n"
              "  template <class T> inline\n  NameValuePair<T> make_nvp(const char * name, T && value)\n"
              "  {\n    return {name, value};\n  }\n\n"
              "  //! Creates a name value pair for the variable T\n"
              "  /*! @relates NameValuePair\n      @ingroup Utility */\n"
              "  #define CEREAL_NVP(T) ::cereal::make_nvp(#T, T)\n\n"
              "  /*! @relates BinaryData */\n  int binary_size(int n);\n\n"
              "  // see below\n  /** Reads a blob.\n      @param n the size */\n  int read_blob(int n);\n}\n")
    shown = {}
    for c in chunk_file("include/cereal/cereal.hpp", source, "cpp"):
        hit = Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                  container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                  score=1.0, channels={})
        shown[c.name] = description(hit)
    assert shown == {"cereal": "", "make_nvp": "Creates a name value pair",
                     "CEREAL_NVP": "Creates a name value pair for the variable T",
                     "binary_size": "", "read_blob": "Reads a blob."}
    # Doxygen's escapes print as their character (cereal's types/map.hpp summary).
    summary = Hit(path="include/cereal/types/map.hpp", line=1, end_line=36, kind="file",
                  symbol="map.hpp", container="", signature="",
                  doc="Support for types found in \\<map\\>", lang="cpp", score=1.0, channels={})
    assert description(summary) == "Support for types found in <map>"


def test_phpstan_generic_tags_are_no_description() -> None:
    # league/csv's Schema read "@implements IteratorAggregate<array-key, Field>", its nine
    # type casters "@implements TypeCasting<?int>": PHPStan's generics, as `@template` is.
    source = ("<?php\nnamespace League\\Csv;\n\n/**\n * @implements IteratorAggregate<array-key, Field>\n"
              " */\nfinal class Schema implements IteratorAggregate\n{\n}\n\n"
              "/**\n * Casts a cell to an int.\n *\n * @implements TypeCasting<?int>\n */\n"
              "final class CastToInt implements TypeCasting\n{\n}\n\n"
              "/** @extends Base<int> */\nclass Child extends Base\n{\n}\n")
    shown = _descriptions("src/Schema.php", source, "php", "class")
    assert shown == {"Schema": "", "CastToInt": "Casts a cell to an int.", "Child": ""}


def test_phpstan_purity_tags_are_no_description() -> None:
    # brick/math's private helpers under `/** @pure */` read "@pure" (its exception
    # factories under `@internal` / `@pure` read nothing); a word after the tag is prose.
    source = ("<?php\nfinal class BigDecimal\n{\n    /**\n     * @pure\n     */\n"
              "    private function isOneScaleZero(): bool\n    {\n        return true;\n    }\n\n"
              "    /** @immutable */\n    public function a(): void {}\n\n"
              "    /**\n     * Returns the sum.\n     *\n     * @pure\n     */\n"
              "    public function plus(): void {}\n\n"
              "    /** Keeps @pure, as its tests say. */\n    public function b(): void {}\n}\n")
    shown = _descriptions("src/BigDecimal.php", source, "php", "method")
    assert shown == {"isOneScaleZero": "", "a": "", "plus": "Returns the sum.",
                     "b": "Keeps @pure, as its tests say."}


def _descriptions(path: str, source: str, lang: str, kind: str) -> dict[str, str]:
    """The description each ``kind`` chunk of ``source`` shows, by its name."""
    from codesift.docline import description
    return {c.name: description(Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind,
                                    symbol=c.name, container=c.container, signature=c.signature,
                                    doc=c.doc, lang=c.lang, score=1.0, channels={}))
            for c in chunk_file(path, source, lang) if c.kind == kind}


def test_csharp_cref_braces_read_as_a_generic_s_brackets() -> None:
    # Bogus's docs read "Clones the internal state of a `Faker{T}`…": in a cref, XML's
    # stand-ins for `<` and `>`.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("namespace Bogus;\n\npublic class Faker<T>\n{\n   /// <summary>\n"
              "   /// Clones a <seealso cref=\"Faker{T}\"/> keeping <see cref=\"M:Bogus.Faker`1.Clone\"/>.\n"
              "   /// </summary>\n   public Faker<T> Clone() { return this; }\n}\n")
    [clone] = [c for c in chunk_file("Faker[T].cs", source, "csharp") if c.name == "Clone"]
    hit = Hit(path=clone.path, line=clone.start, end_line=clone.end, kind=clone.kind,
              symbol=clone.name, container=clone.container, signature=clone.signature,
              doc=clone.doc, lang=clone.lang, score=1.0, channels={})
    assert description(hit) == "Clones a `Faker<T>` keeping `Bogus.Faker`1.Clone`."


def test_a_doc_opening_with_the_name_and_a_dash_or_colon_shows_what_follows() -> None:
    # golang-lru's "constant noEvictionTTL — noEvictionTTL - very long ttl…", jansson's
    # "prototype hashtable_init(…) — hashtable_init - Initialize a hashtable object", Bison's
    # "macro YYLAST — YYLAST -- Last index in YYTABLE.", go-redis's "TestAsyncFaceDeferred:
    # …": the name printed twice. A property's colon gives its type or value: kept.
    go = ("package lru\n\n// noEvictionTTL - very long ttl to prevent eviction\n"
          "const noEvictionTTL = 10\n\n// TestDeferred: the call returns at once.\n"
          "func TestDeferred(t *testing.T) {}\n")
    assert _labels("lru.go", go, "go") == [
        "constant noEvictionTTL — very long ttl to prevent eviction",
        "function TestDeferred(t *testing.T) — the call returns at once."]
    c = ("/**\n * hashtable_init - Initialize a hashtable object\n */\n"
         "int hashtable_init(hashtable_t *hashtable);\n\n"
         "/* YYLAST -- Last index in YYTABLE.  */\n#define YYLAST   1985\n")
    assert _labels("hashtable.h", c, "c") == [
        "prototype hashtable_init(hashtable_t *hashtable) — Initialize a hashtable object",
        "macro YYLAST — Last index in YYTABLE."]
    ts = ("export interface Def {\n  /** schema: false makes validate not expect a schema */\n"
          "  schema?: boolean\n}\n")
    assert _labels("types.ts", ts, "typescript")[1] == (
        "property Def.schema — schema: false makes validate not expect a schema")


def test_a_javascript_constant_s_bracketed_value_is_no_parameter_list() -> None:
    # node-glob's `const max = (module === require.main && …) || 1_000_000` was labelled
    # `constant max(module === require.main && +process.argv[2]) || 1_000_000`, zod's
    # `globalRegistry(globalThis as GlobalThisWithRegistry).__zod_globalRegistry!`. An arrow
    # bound to a constant is a function, with its parameters.
    js = ("const max = (module === require.main && +process.argv[2]) || 1_000_000\n"
          "const report = (s, n) => {\n  return s\n}\n")
    assert _labels("make-big-tree.js", js, "javascript") == ["constant max", "function report(s, n)"]
    ts = "export const globalRegistry = (globalThis as G).__zod_globalRegistry!\n"
    assert _labels("registries.ts", ts, "typescript") == ["constant globalRegistry"]


def test_ruby_parameters_written_without_brackets_are_shown_as_a_list() -> None:
    # psych's `def initialize action, klass_name` read `constructor
    # Psych.DisallowedClass.initialize`, `def self.safe_load yaml, permitted_classes: [], …`
    # `method Psych.safe_load`: as taking nothing. An endless method has no list, nor has
    # an alias (`alias :add :[]=`).
    ruby = ("module Psych\n  class DisallowedClass < Exception\n"
            "    def initialize action, klass_name\n      super\n    end\n  end\n"
            "  def self.safe_load yaml, permitted_classes: [], permitted_symbols: [], "
            "aliases: false, filename: nil, fallback: nil, symbolize_names: false\n  end\n"
            "  def self.log= log # the logger\n    @log = log\n  end\n"
            "  def self.version = VERSION\n  class Coder\n    def []= k, v\n    end\n"
            "    alias :add :[]=\n  end\nend\n")
    assert _labels("lib/psych.rb", ruby, "ruby") == [
        "module Psych", "class Psych.DisallowedClass < Exception",
        "constructor Psych.DisallowedClass.initialize(action, klass_name)",
        "method Psych.safe_load(yaml, permitted_classes:, permitted_symbols:, …)",
        "method Psych.log=(log)", "method Psych.version", "class Psych.Coder",
        "method Psych.Coder.[]=(k, v)", "method Psych.Coder.add — Alias of `[]=`."]


def test_a_csharp_explicit_interface_member_names_its_interface() -> None:
    # YamlDotNet: InsertionQueue's `public IEnumerator<T> GetEnumerator()` and its
    # `IEnumerator IEnumerable.GetEnumerator()` both read `method InsertionQueue.GetEnumerator()`
    # (25 such pairs in its tree): which one an address meant took reading both.
    cs = ("public class Queue<T> : IEnumerable<T>, IDictionary<string, T>\n{\n"
          "    public IEnumerator<T> GetEnumerator() { return null; }\n"
          "    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }\n"
          "    IEnumerator<KeyValuePair<string, T>> IEnumerable<KeyValuePair<string, T>>"
          ".GetEnumerator() { return null; }\n"
          "    int ICollection<KeyValuePair<string, T>>.Count { get { return 0; } }\n"
          "    void System.Collections.IDictionary.Add(object key, object value) { }\n}\n")
    assert _labels("Queue.cs", cs, "csharp") == [
        "class Queue<T> : IEnumerable<T>, IDictionary<string, T>",
        "method Queue.GetEnumerator()",
        "method Queue.IEnumerable.GetEnumerator()",
        "method Queue.IEnumerable<KeyValuePair<string, T>>.GetEnumerator()",
        "property Queue.ICollection<KeyValuePair<string, T>>.Count",
        "method Queue.System.Collections.IDictionary.Add(object key, object value)"]


def test_a_function_wrapped_in_calls_given_other_arguments_first_shows_its_list() -> None:
    # ramda's `var all = _curry2(_dispatchable(['all'], _xall, function all(fn, list)` showed
    # "function all", no list: only one call holding the function first was passed over.
    def label(sig: str, name: str) -> str:
        return hit_label(Hit(path="source/a.js", line=1, end_line=9, kind="function",
                             symbol=name, container="", signature=sig, doc="",
                             lang="javascript", score=1.0))
    assert label("var all = _curry2(_dispatchable(['all'], _xall, function all(fn, list)",
                 "all") == "function all(fn, list)"
    assert label("var uniqBy = _curry2(_dispatchable([], _xuniqBy, function(fn, list)",
                 "uniqBy") == "function uniqBy(fn, list)"
    assert label("exports.old = deprecate(function old(a)", "old") == "function old(a)"
    assert label("var x = wrap(a(b), function (c)", "x") == "function x"   # `(b)` is no list
