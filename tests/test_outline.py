"""A file's outline: its declarations in line order, nested, through the library and the CLI."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from codesift import CodesiftError
from codesift.render import estimate_tokens, render_outline

from conftest import write_repo

SHOP = {
    "shop/cart.py": '''"""Shopping carts."""

TAX_RATE = 0.2


class Cart:
    """A customer's cart."""

    def __init__(self, owner):
        self.owner = owner
        self.items = []

    def add(self, item):
        """Put an item in the cart."""
        self.items.append(item)

    class Line:
        """One line of a receipt."""

        def total(self):
            return 0


def checkout(cart):
    """Pay for everything in the cart."""
    return sum(cart.items)
''',
    "notes.txt": "nothing declared here\n",
    "GUIDE.md": "# Guide\n\nHow to shop.\n\n## Carts\n\nA cart holds items.\n\n### Lines\n\n"
                "One line each.\n\n## Checkout\n\nPay.\n",
    ".gitignore": "build/\n",
    "build/out.py": "def built():\n    pass\n",
}


@pytest.fixture
def shop(tmp_path: Path, make_index):
    ix = make_index(write_repo(tmp_path / "shop", SHOP))
    ix.refresh()
    return ix


def test_declarations_in_line_order_members_under_their_class(shop) -> None:
    result = shop.outline("shop/cart.py")
    assert [(h.symbol, d) for h, d in zip(result.hits, result.depths)] == [
        ("", 0), ("TAX_RATE", 0), ("Cart", 0), ("__init__", 1), ("add", 1), ("Line", 1), ("total", 2),
        ("checkout", 0)]
    text = render_outline(result)
    assert text.splitlines() == [
        "shop/cart.py — 8 declarations",
        "  :1  file — Shopping carts.",   # the module's docstring: what the file is for
        "  :3  constant TAX_RATE",
        "  :6  class Cart — A customer's cart.",
        "    :9  constructor Cart.__init__(owner)",
        "    :13  method Cart.add(item) — Put an item in the cart.",
        "    :17  class Cart.Line — One line of a receipt.",
        "      :20  method Cart.Line.total()",
        "  :24  function checkout(cart) — Pay for everything in the cart.",
    ]


def test_kind_filter_budget_and_json(shop) -> None:
    classes = shop.outline("shop/cart.py", kind=["class"])
    assert [(h.symbol, d) for h, d in zip(classes.hits, classes.depths)] == [("Cart", 0), ("Line", 1)]
    assert render_outline(classes).splitlines()[0] == "shop/cart.py — 2 of 8 declarations"
    # A budget too small for all of it: whole lines only, and what was withheld is said.
    cut = render_outline(shop.outline("shop/cart.py"), budget=40).splitlines()
    assert cut[-1].startswith("… ") and "more not shown" in cut[-1] and 'kind:"' in cut[-1]
    assert len(cut) < 9
    # One too small for the advice too keeps the count (the budget is a hard cap).
    assert render_outline(shop.outline("shop/cart.py"), budget=30).splitlines()[-1] == "… 7 more."
    # The first declaration always shows, cut like search's first hit: never past its name.
    result = shop.outline("shop/cart.py", kind=["function"])
    whole = render_outline(result)
    assert ":24  function checkout(cart) — Pay for everything in the cart." in whole
    for budget in range(1, estimate_tokens(whole) + 1):
        text = render_outline(result, budget=budget)
        assert estimate_tokens(text) <= budget, budget
        if budget >= 16:   # below, the budget is too small for even the path and that name
            assert text.splitlines()[1].startswith("  :24  function checkout"), budget
    body = shop.outline(str(Path(shop.root) / "shop/cart.py")).to_json()   # absolute path
    assert body["path"] == "shop/cart.py" and body["total"] == body["shown"] == 8
    assert shop.outline(Path("shop/cart.py")).to_json() == body   # os.PathLike too
    assert body["declarations"][5] == {
        "line": 17, "end_line": 21, "kind": "class", "symbol": "Line", "container": "Cart",
        "signature": "class Line", "doc": "One line of a receipt.", "depth": 1}


def test_a_file_without_declarations_is_one_whole_file_line(shop) -> None:
    result = shop.outline("notes.txt")
    assert [(h.kind, h.line) for h in result.hits] == [("file", 1)]


@pytest.mark.parametrize("path, code, says", [
    ("shop/missing.py", "INVALID_PATH", "no such file"),
    ("build/out.py", "INVALID_PATH", "not indexed"),          # ignored by .gitignore
    ("../elsewhere.py", "INVALID_PATH", "outside the root"),
    ("", "INVALID_PATH", "empty"),
    ("shop", "INVALID_PATH", "a folder"),
    (b"\xe9.py".decode("utf-8", "surrogateescape"), "INVALID_PATH", "not valid UTF-8"),
])
def test_paths_it_cannot_outline_say_why(shop, path: str, code: str, says: str) -> None:
    with pytest.raises(CodesiftError) as err:
        shop.outline(path)
    assert err.value.code == code and says in err.value.message


def test_a_skipped_file_is_named_with_the_reason_it_was_skipped(tmp_path: Path, make_index) -> None:
    # A QA pass: outline and related on a file the walk skipped said only "it is not indexed
    # (ignored, binary, generated, too large, or not yet reached …)" though the index knew why.
    root = write_repo(tmp_path / "repo", {
        "shop/cart.py": "def checkout(cart):\n    pass\n",
        "shop/blob.py": "x = 1\0\n",
        "assets/logo.png": "\x89PNG\r\n",
        "web/app.min.js": "var a=1;\n",
        "core/api/core.api": "public final class arrow/core/Either {\n}\n",
        "node_modules/left-pad/index.js": "function leftPad() {}\n",
        "data/table.py": "x = 1\n" * 300,
        "docs/api/index.html": "<html></html>\n",
        "docs/api/undocumented.json": "{}\n",
        "docs/api/js/jazzy.js": "function toggle() {}\n",
        "Site/wwwroot/lib/jquery/jquery.js": "function jQuery() {}\n",
        "build/gen.js": "function gen() {}\n",
    })
    ix = make_index(root, max_file_bytes=1000)
    ix.refresh()
    says = {
        "shop/blob.py": "not indexed: a binary file (a NUL byte in its first 8 KB), skipped when "
                        "it was last read",
        "assets/logo.png": "not indexed: a media file, skipped by its name",
        "web/app.min.js": "not indexed: a minified file, skipped by its name",
        "core/api/core.api": "not indexed: a Kotlin API dump (the binary-compatibility "
                             "validator's listing), skipped when it was last read",
        "node_modules/left-pad/index.js": "not indexed: inside node_modules/, a folder the "
                                          "index skips wherever it is",
        "data/table.py": "not indexed: too large (1,800 bytes, over max_file_bytes: 1,000); "
                         "raise max_file_bytes to index it",
        # Folders the walk drops by what they hold (walk/listing.py), named with what they are.
        "docs/api/js/jazzy.js": "not indexed: inside docs/api/, Jazzy's generated site, which "
                                "the index skips",
        "Site/wwwroot/lib/jquery/jquery.js": "not indexed: inside Site/wwwroot/lib/, an ASP.NET "
                                             "site's client-side libraries, which the index skips",
        "build/gen.js": "not indexed: inside build/, build output (no package's source in it), "
                        "which the index skips",
    }
    for path, why in says.items():
        for call in (lambda: ix.outline(path), lambda: ix.related(path, 1)):
            with pytest.raises(CodesiftError) as err:
                call()
            assert err.value.code == "INVALID_PATH" and err.value.message == f"{path}: {why}"


def test_outline_takes_a_kind_in_any_case_as_search_does(shop) -> None:
    assert [h.symbol for h in shop.outline("shop/cart.py", kind="Function").hits] == ["checkout"]



def test_a_pasted_place_names_its_file(shop) -> None:
    # `shop/cart.py:6:3` as a compiler, grep or an answer's address prints it: the file's outline.
    whole = [h.qualified for h in shop.outline("shop/cart.py").hits]
    assert [h.qualified for h in shop.outline("shop/cart.py:6").hits] == whole
    assert [h.qualified for h in shop.outline("shop/cart.py:6:3").hits] == whole
    # A file named with the colon and digits is that file.
    with open(os.path.join(shop.root, "shop", "log.py:12"), "w") as fh:
        fh.write("def rotated():\n    return 1\n")
    assert shop.outline("shop/log.py:12").path == "shop/log.py:12"

def test_a_fifo_is_no_regular_file_not_a_missing_one(shop) -> None:
    os.mkfifo(os.path.join(shop.root, "shop", "pipe.py"))
    with pytest.raises(CodesiftError) as err:
        shop.outline("shop/pipe.py")
    assert err.value.code == "INVALID_PATH" and "not a regular file" in err.value.message


def test_cli_outline(run_cli, tmp_path: Path) -> None:
    root = write_repo(tmp_path / "shop", SHOP)
    res = run_cli("outline", "shop/cart.py", "--root", str(root))
    assert res.code == 0 and res.out.splitlines()[3] == "  :6  class Cart — A customer's cart."
    res = run_cli("outline", "shop/cart.py", "--root", str(root), "--kind", "function", "--json")
    body = json.loads(res.out)
    assert res.code == 0 and [d["symbol"] for d in body["declarations"]] == ["checkout"]
    res = run_cli("outline", "shop/cart.py", "--root", str(root), "--kind", "enum")
    assert res.code == 1 and res.out.startswith("shop/cart.py — 0 of 8 declarations")
    res = run_cli("outline", "shop/nope.py", "--root", str(root))
    assert res.code == 2 and res.err.startswith("codesift: error[INVALID_PATH]: shop/nope.py: no such file")
    res = run_cli("outline", "shop/cart.py", "--root", str(root), "--kind", "klass")
    assert res.code == 2 and "error[INVALID_FILTER]" in res.err


def test_a_path_from_the_working_folder_inside_the_root_is_that_file(run_cli, tmp_path: Path) -> None:
    """A QA pass: in `src/requests`, `outline sessions.py --root ../..` (shell completion's
    path) said "sessions.py: no such file", as did `related`, and `search --path
    ./sessions.py` matched none of the indexed files: paths are read from the root. One that
    names nothing there but a file inside it from the working folder is that file."""
    root = write_repo(tmp_path / "shop", SHOP, git=True)
    here = root / "shop"
    write_repo(tmp_path, {"outside.py": "def outside(): pass\n"})
    for args in (("outline", "cart.py", "--root", ".."), ("outline", "./cart.py"),
                 ("related", "cart.py:6", "--root", str(root))):
        res = run_cli(*args, cwd=here)
        assert res.code == 0 and res.out.startswith("shop/cart.py"), (args, res.out + res.err)
    res = run_cli("search", "Cart", "--path", "./cart.py", "--root", "..", "--json", cwd=here)
    assert res.code == 0 and {h["path"] for h in json.loads(res.out)["hits"]} == {"shop/cart.py"}
    res = run_cli("search", "Cart", "--exclude", "../shop/", "--root", "..", "--json", cwd=here)
    hits = json.loads(res.out)["hits"]
    assert hits and not any(h["path"].startswith("shop/") for h in hits), res.out
    # A name in neither place, or one from the working folder outside the root, is still no
    # file of the root, and the message says where paths start.
    for args in (("outline", "nope.py", "--root", str(root)), ("outline", "outside.py", "--root", str(root))):
        res = run_cli(*args, cwd=tmp_path)
        assert res.code == 2 and res.err == (f"codesift: error[INVALID_PATH]: {args[1]}: no such "
                                             f"file (paths are relative to the root {root})\n")
    # The root's own file of that name comes first, unless the path is spelled from the
    # working folder (`./cart.py`, as a shell reads it: in gin's internal/fs `./fs.go` named
    # gin's own fs.go).
    (root / "cart.py").write_text("def top_level_cart(): pass\n")
    res = run_cli("outline", "cart.py", "--root", "..", cwd=here)
    assert res.code == 0 and res.out.startswith("cart.py"), res.out
    for args in (("outline", "./cart.py"), ("outline", "./cart.py", "--root", "..")):
        res = run_cli(*args, cwd=here)
        assert res.code == 0 and res.out.startswith("shop/cart.py"), (args, res.out + res.err)
    res = run_cli("search", "cart", "--path", "./cart.py", "--json", cwd=here)
    assert {h["path"] for h in json.loads(res.out)["hits"]} == {"shop/cart.py"}, res.out


def test_headings_nest_under_their_parents(shop) -> None:
    result = shop.outline("GUIDE.md")
    assert [(h.symbol, d) for h, d in zip(result.hits, result.depths)] == [
        ("Guide", 0), ("Carts", 1), ("Lines", 2), ("Checkout", 1)]
    assert render_outline(result).splitlines()[3] == "      :9  section Lines  (in Guide > Carts) — One line each."


def test_declarations_sharing_their_lines_are_siblings(tmp_path: Path, make_index) -> None:
    # rest-client's `attr_reader :method, :uri, …` over four lines stood as properties each
    # indented under the one before; Go's `var a, b = 1, 2` as `b` inside `a`. A member on
    # its owner's one line (Kotlin's `class Point(val x: Int)`) still sits inside it.
    ix = make_index(write_repo(tmp_path / "r", {
        "request.rb": "class Request\n  attr_reader :method, :uri,\n              :user\n"
                      "  def run; end\nend\n",
        "vars.go": "package p\n\nvar a, b = 1, 2\n",
        "Point.kt": "class Point(val x: Int)\n",
    }))
    ix.refresh()

    def depths(path: str) -> list[tuple[str, int]]:
        result = ix.outline(path)
        return [(h.symbol, d) for h, d in zip(result.hits, result.depths)]

    assert depths("request.rb") == [("Request", 0), ("method", 1), ("uri", 1), ("user", 1),
                                    ("run", 1)]
    assert depths("vars.go") == [("a", 0), ("b", 0)]
    assert depths("Point.kt") == [("Point", 0), ("x", 1)]


def test_a_kind_filter_that_keeps_nothing_names_the_kinds_there(shop) -> None:
    # `outline cart.py --kind enum` printed "0 of 7 declarations" and nothing else: the
    # next step (which kind to ask for) meant another call without the filter.
    result = shop.outline("shop/cart.py", kind=["enum"])
    assert render_outline(result, flags=True).splitlines() == [
        "shop/cart.py — 0 of 8 declarations",
        "--kind enum keeps none; the file holds class 2, method 2, file 1, constant 1, "
        "constructor 1, function 1."]
    assert render_outline(result).splitlines()[1].startswith('kind:"enum" keeps none; ')
