"""Razor pages and Blazor components: their `@code { … }` / `@functions { … }` members are C#
chunks of the class the file compiles to, the file's chunk stays for its markup."""
from __future__ import annotations

from pathlib import Path

from codesift import Index
from codesift.chunk import chunk_file
from codesift.chunk.razor import code_blocks
from codesift.languages import language_of
from conftest import write_repo

# eShop's ItemPage.razor, shortened: markup with Razor expressions, then the component's code.
_ITEM_PAGE = """@page "/item/{itemId:int}"
@inject BasketState BasketState

<PageTitle>@item?.Name | AdventureWorks</PageTitle>
@if (item is not null)
{
    <form method="post" @formname="add-to-cart" @onsubmit="@AddToCartAsync">
        <button type="submit">Add to shopping bag</button>
    </form>
}

@code {
    private CatalogItem? item;
    private string note = "} not a brace";

    [Parameter]
    public int ItemId { get; set; }

    /// <summary>Adds the shown item to the shopper's basket.</summary>
    private async Task AddToCartAsync()
    {
        if (item is not null) { await BasketState.AddAsync(item); }
    }
}
"""


def _chunks(tmp_path: Path, rel: str, text: str) -> list:
    write_repo(tmp_path, {rel: text})
    return chunk_file(rel, (tmp_path / rel).read_text(encoding="utf-8"), language_of(rel))


def test_a_components_code_block_members_are_csharp_chunks_of_its_class(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, "Pages/Item/ItemPage.razor", _ITEM_PAGE)
    got = [(c.kind, c.qualified, c.start, c.end, c.lang) for c in chunks]
    assert got == [
        ("file", "ItemPage.razor", 1, 24, "text"),
        ("property", "ItemPage.item", 13, 13, "csharp"),
        ("property", "ItemPage.note", 14, 14, "csharp"),
        ("property", "ItemPage.ItemId", 16, 17, "csharp"),
        ("method", "ItemPage.AddToCartAsync", 20, 23, "csharp"),
    ]
    method = chunks[-1]
    assert method.signature == "private async Task AddToCartAsync()"
    assert method.doc == "Adds the shown item to the shopper's basket."
    # The file's chunk keeps the markup, its members' lines are theirs alone.
    assert "Add to shopping bag" in chunks[0].text and "BasketState.AddAsync" not in chunks[0].text


def test_a_pages_functions_block_and_a_brace_on_the_next_line(tmp_path: Path) -> None:
    text = "@page\n@model IndexModel\n<h1>Hi</h1>\n@functions\n{\n    public string Greet() => \"hi\";\n}\n"
    chunks = _chunks(tmp_path, "Pages/Index.cshtml", text)
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("file", "Index.cshtml", 1), ("method", "Index.Greet", 6)]


def test_a_page_without_code_is_one_file_chunk(tmp_path: Path) -> None:
    chunks = _chunks(tmp_path, "Shared/Footer.razor", "<footer>@code is written here</footer>\n")
    assert [(c.kind, c.name) for c in chunks] == [("file", "Footer.razor")]


def test_code_blocks_skip_strings_comments_and_characters() -> None:
    text = '@code {\n  // }\n  /* } */\n  char c = \'}\';\n  string s = @"a""}";\n}\n<p/>\n'
    start, body, close = code_blocks(text)[0]
    assert (start, body, text[close], text[close + 1:]) == (0, 7, "}", "\n<p/>\n")


def test_a_search_names_the_components_method(tmp_path: Path, isolated_env: Path) -> None:
    root = write_repo(tmp_path / "repo", {"Pages/Item/ItemPage.razor": _ITEM_PAGE})
    ix = Index(str(root), flags={"index_dir": str(tmp_path / "index")})
    ix.refresh()
    hits = ix.search("AddToCartAsync").hits
    assert (hits[0].path, hits[0].qualified, hits[0].line) == (
        "Pages/Item/ItemPage.razor", "ItemPage.AddToCartAsync", 20)
    ix.close()


def test_a_razor_comment_is_read_as_one_and_code_in_it_is_no_summary(tmp_path: Path) -> None:
    # eShop's HybridApp components were summarised "@inject BasketState BasketState *@" (their
    # `@* @inject … *@`), "@using Microsoft.eShop.WebApp.Components.Chatbot *@", and LogOut.razor
    # "@*", its `@*` opening a comment of prose over lines.
    pages = {
        "Item.razor": "@page \"/item\"\n@* @inject BasketState BasketState *@\n@* <Badge />\n"
                      "   <Cart /> *@\n<h1>Product details</h1>\n",
        "LogOut.razor": "@page \"/user/logout\"\n@*\n    When the form is posted, UserMenu handles it.\n*@\n",
        "Note.razor": "@* Shows the cart's badge. *@\n<span>badge</span>\n",
    }
    got = {rel: _chunks(tmp_path, rel, text)[0].doc for rel, text in pages.items()}
    assert got == {"Item.razor": "Product details",
                   "LogOut.razor": "When the form is posted, UserMenu handles it.",
                   "Note.razor": "Shows the cart's badge."}


def test_a_razor_expression_is_no_word_of_a_pages_text(tmp_path: Path) -> None:
    # eShop's UserMenu.razor was summarised "@context.User.Identity?.Name", the C# its `<h3>`
    # shows; CatalogListItem.razor "@Item.Name". An address, `a@b.org`, and `@@` are text.
    text = ("<AuthorizeView>\n  <h3>@context.User.Identity?.Name</h3>\n"
            "  <span>$@Item.Price.ToString(\"0.00\")</span>\n  <a>My orders</a>\n</AuthorizeView>\n")
    assert _chunks(tmp_path, "UserMenu.razor", text)[0].doc == "My orders"
    mail = "<p>Write to help@example.org</p>\n"
    assert _chunks(tmp_path, "Contact.cshtml", mail)[0].doc == "Write to help@example.org"
