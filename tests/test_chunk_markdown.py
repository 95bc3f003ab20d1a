"""A Markdown page's headings and their names (chunk/markdown.py): badges, links and inline
HTML no part of a name, a logo's alt text naming its heading. More of its sections' contract
is in test_chunk.py; their docs are test_chunk_markdown_docs.py's."""
from __future__ import annotations

from codesift.chunk import chunk_file


def test_markdown_heading_badges_by_reference_and_inline_html_are_no_name() -> None:
    # qs's README: every section's container read `qs <sup>[![Version Badge][npm-version-svg]]
    # [package-url]</sup> > Usage`, and the title's doc was its badge row.
    md = ("# qs <sup>[![Version Badge][npm-version-svg]][package-url]</sup>\n\n"
          "[![github actions][actions-image]][actions-url] [![coverage][codecov-image]][codecov-url]\n\n"
          "A querystring parser. See [the docs][docs].\n\n"
          "## Usage\n\nThe string 'a[b][c]=d' nests, as `List<T>` does.\n\n"
          "## Lazy<T> and credo:disable-for-lines:<count>\n\nKept.\n\n"
          "[docs]: https://example.com\n")
    chunks = chunk_file("README.md", md, "markdown")
    assert [(c.name, c.container) for c in chunks] == [
        ("qs", ""), ("Usage", "qs"), ("Lazy<T> and credo:disable-for-lines:<count>", "qs")]
    assert chunks[0].doc == "A querystring parser. See the docs."
    assert chunks[1].doc == "The string 'a[b][c]=d' nests, as List<T> does."


def test_markdown_heading_of_a_logo_alone_is_named_by_its_alt_text() -> None:
    # htop's README opens `# [![htop logo](htop-logo.png)](https://htop.dev)`: the title had
    # no name and its subsections' containers read "" and "> Usage"; rack's `# ![Rack](…)`,
    # chi's `# <img alt="chi" …>` too. A badge alone (a CI status) names nothing still.
    md = ("# [![htop logo](htop-logo.png)](https://htop.dev)\n\n"
          "## Usage\n\nRun it.\n\n### Quick Start\n\nPress F1.\n")
    chunks = chunk_file("README.md", md, "markdown")
    assert [(c.name, c.container) for c in chunks] == [
        ("htop logo", ""), ("Usage", "htop logo"), ("Quick Start", "htop logo > Usage")]
    html_logo = '# <img alt="chi" src="https://example.org/chi.svg" width="220" />\n\nA router.\n'
    assert chunk_file("README.md", html_logo, "markdown")[0].name == "chi"
    badge = "# ![CI](https://github.com/o/r/workflows/CI/badge.svg)\n\nA library.\n"
    assert chunk_file("README.md", badge, "markdown")[0].name == ""
