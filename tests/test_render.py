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
from codesift.address import hit_label
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
