"""A Markdown page's sections and their names (chunk/markdown.py): sections that do not
overlap and carry their ancestors, a heading alone above sub-headings spanning them, no
heading in a fence or an HTML comment, a page without headings one chunk, the preamble (front
matter, HTML comments alone above the title), pages read as Markdown (`.livemd`, an
`llms.txt`); badges, links, inline HTML, attribute blocks and escapes no part of a name, a
logo's alt text naming its heading. Their docs are test_chunk_markdown_docs.py's, a
reStructuredText page's titles test_chunk_rst_titles.py's."""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file
from codesift.languages import language_of


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


def test_a_front_matter_title_names_the_page_its_headings_are_in() -> None:
    # teslamate's Docusaurus guides give their title in the front matter and open at `##`:
    # the preamble was named "apache.md" and `## Requirements` sat in no page. The title is
    # the page's first heading, as the site renders it; the title is no description of it.
    md = ("---\nid: apache\ntitle: Advanced install with Apache2, TLS, HTTP Basic Auth\n---\n\n"
          "In case you wish to make TeslaMate publicly available, secure it.\n\n"
          "## Requirements\n\nAn Apache2.\n\n### Modules\n\nproxy.\n\n## Usage\n\nStart it.\n")
    chunks = chunk_file("website/docs/advanced_guides/apache.md", md, "markdown")
    title = "Advanced install with Apache2, TLS, HTTP Basic Auth"
    assert [(c.name, c.container) for c in chunks] == [
        (title, ""), ("Requirements", title), ("Modules", f"{title} > Requirements"),
        ("Usage", title)]
    assert chunks[0].signature == f"title: {title}"
    assert chunks[0].doc == "In case you wish to make TeslaMate publicly available, secure it."
    only = "---\ntitle: Development and Contributing\n---\n\n## Requirements\n\nElixir.\n"
    assert [(c.name, c.doc) for c in chunk_file("development.mdx", only, "markdown")] == [
        ("Development and Contributing", ""), ("Requirements", "Elixir.")]
    # A first-level heading is the page's title itself; an issue template's `title:` is the
    # new issue's default; a title of no word names nothing.
    h1 = "---\ntitle: Guide\n---\n\nIntro.\n\n# Guide\n\n## Install\n\nRun it.\n"
    assert [(c.name, c.container) for c in chunk_file("guide.md", h1, "markdown")] == [
        ("guide.md", ""), ("Guide", ""), ("Install", "Guide")]
    issue = "---\nname: Bug report\nabout: Report one\ntitle: '[BUG] '\n---\n\n## Steps\n\nThem.\n"
    assert [(c.name, c.container) for c in chunk_file("bug.md", issue, "markdown")] == [
        ("bug.md", ""), ("Steps", "")]
    empty = "---\ntitle: ''\n---\n\n## Steps\n\nThem.\n"
    assert [c.name for c in chunk_file("bug.md", empty, "markdown")] == ["bug.md", "Steps"]


def test_toml_front_matter_is_read_as_yamls_is() -> None:
    # Rocket's 15 guide pages open with Hugo's and Zola's TOML front matter: the preamble's
    # doc read '+++ summary = "a migration guide from Rocket v0.5 to v0.6" +++', and a `# `
    # comment in it would have been a heading.
    md = ('+++\nsummary = "a migration guide from Rocket v0.5 to v0.6"\n# weight = 2\n+++\n\n'
          "# Upgrading\n\nThis a placeholder.\n\n## Getting Help\n\nAsk.\n")
    chunks = chunk_file("docs/guide/01-upgrading.md", md, "markdown")
    assert [(c.name, c.start, c.doc) for c in chunks] == [
        ("01-upgrading.md", 1, "a migration guide from Rocket v0.5 to v0.6"),
        ("Upgrading", 6, "This a placeholder."), ("Getting Help", 10, "Ask.")]
    # Its title names the page, as YAML's does; a page of no heading is described by it.
    zola = '+++\ntitle = "Templates"\nweight = 30\n+++\n\nTera renders them.\n\n## Filters\n\nMany.\n'
    assert [(c.name, c.container) for c in chunk_file("docs/templates.md", zola, "markdown")] == [
        ("Templates", ""), ("Filters", "Templates")]
    flat = '+++\ntitle = "Installation"\ndescription = "How to install."\n+++\n\nRun it.\n'
    assert [(c.kind, c.doc) for c in chunk_file("docs/install.md", flat, "markdown")] == [
        ("file", "How to install.")]


def test_a_template_tag_is_no_prose() -> None:
    # Rocket's FAQ (Zola's Tera) read "{% macro faq(id) %} <details id="{{ id }}"> …", and
    # commonmark's Jekyll pages "{% assign version = site.data.project.default_version %}":
    # a template engine's tags are markup; the prose or front matter after them describes.
    md = ('+++\nsummary = "answers to frequently asked questions"\n+++\n\n{% macro faq(id) %}\n'
          '<details id="{{ id }}">\n<summary>\n{% endmacro %}\n\n# FAQ\n\n'
          "{% include note.html %}\nBelow are the questions.\n")
    assert [(c.name, c.doc) for c in chunk_file("docs/guide/14-faq.md", md, "markdown")] == [
        ("14-faq.md", "answers to frequently asked questions"), ("FAQ", "Below are the questions.")]


MARKDOWN = """\
---
title: Guide
---
[![build](https://ci/badge.svg)](https://ci)

A tiny guide.

# Guide

Read **this** first.
Second line.

## Install

```sh
# not a heading
pip install guide
```

Run the installer.

Usage
-----

Call `guide()`.

### Flags ###

~~~
## also not a heading
~~~

# Reference
"""


def _sections(text: str) -> list[tuple[str, str, int, int]]:
    return [(c.name, c.container, c.start, c.end) for c in chunk_file("docs/guide.md", text, "markdown")]


def test_markdown_sections_do_not_overlap_and_carry_ancestors() -> None:
    assert _sections(MARKDOWN) == [
        ("guide.md", "", 1, 7),
        ("Guide", "", 8, 12),
        ("Install", "Guide", 13, 21),
        ("Usage", "Guide", 22, 26),
        ("Flags", "Guide > Usage", 27, 32),
        ("Reference", "", 33, 33),
    ]


def test_markdown_fields() -> None:
    chunks = chunk_file("docs/guide.md", MARKDOWN, "markdown")
    assert all(c.kind == "section" and c.lang == "markdown" for c in chunks)
    by_name = {c.name: c for c in chunks}
    assert by_name["guide.md"].doc == "A tiny guide."  # badges and front matter skipped
    assert by_name["Guide"].doc == "Read this first. Second line."
    assert by_name["Install"].doc == "Run the installer."  # the fenced block is not prose
    assert by_name["Install"].signature == "## Install"
    assert by_name["Usage"].text.startswith("Usage\n-----")
    assert by_name["Flags"].qualified == "Flags"  # sections are not dotted
    assert "## also not a heading" in by_name["Flags"].text


@pytest.mark.parametrize("front, doc", [
    ('name: backport-pr\ndescription: "Backport a fix to maintenance branches."\n',
     "Backport a fix to maintenance branches."),
    ("title: Getting Started\nlayout: doc\n", "Getting Started"),
    ("description: >\n  folded\ntitle: Routing\n", "Routing"),   # a folded block is skipped
    ("layout: home\n", ""),
    # A GitHub issue template's `title:` is the new issue's default title, not what it is.
    ("name: v1 bug report\nabout: Create a report\ntitle: your bug title goes here\n",
     "v1 bug report"),
])
def test_a_preamble_of_only_front_matter_is_described_by_it(front: str, doc: str) -> None:
    # A skill file or a docs-site page opens with front matter and then its heading: its
    # preamble section showed as a bare "section", with nothing to tell it by.
    text = f"---\n{front}---\n\n# Heading\n\nBody.\n"
    preamble = chunk_file("docs/page.md", text, "markdown")[0]
    assert (preamble.name, preamble.start, preamble.doc) == ("page.md", 1, doc)


@pytest.mark.parametrize("front, body, doc", [
    # GitHub's issue templates: the front matter's `name:` is what the page is.
    ("name: Bug report\nabout: Create a report\nlabels: bug\n", "**Describe the bug**\n",
     "Bug report"),
    # Its `title:` is the new issue's default title, no summary (urfave-cli's question.md).
    ("name: ask a question\nabout: ask here\ntitle: your question title goes here\n", "Hi.\n",
     "ask a question"),
    # remeda's 200-odd mapping pages: no title in the front matter, their first paragraph.
    ("category: List\nremeda: concat\n", "_Not provided by Remeda._\n\n- Use `concat`.\n",
     "_Not provided by Remeda._"),
    ("category: List\nremeda: flatMap\n", "", "category: List"),   # nothing else: as before
])
def test_a_headingless_page_with_front_matter_is_described_past_it(front: str, body: str,
                                                                   doc: str) -> None:
    # A page with no heading is one whole-file chunk, summarised by its first line: its front
    # matter's first field ("category: List", "name: Bug report").
    page = chunk_file("docs/append.md", f"---\n{front}---\n\n{body}", "markdown")
    assert [(c.kind, c.doc) for c in page] == [("file", doc)]


def test_a_livebook_notebook_is_a_markdown_page() -> None:
    # livebook's learn/*.livemd tutorials (and every Elixir project's notebooks) were one
    # whole-file chunk each, 1,100 lines of intro_to_vega_lite.livemd, summarised by their
    # `<!-- livebook:{…} -->` settings comment: a notebook is Markdown, its code cells fenced.
    from codesift.paths import path_class
    path = "lib/livebook/notebook/learn/github_stars.livemd"
    text = ('<!-- livebook:{"app_settings":{"slug":"github-stars"}} -->\n\n'
            "# Counting GitHub Stars\n\n```elixir\nMix.install([{:req, \"~> 0.5\"}])\n```\n\n"
            "## GitHub API client\n\nFirst, we'll build a simple API client.\n\n"
            '<!-- livebook:{"break_markdown":true} -->\n\n'
            "```elixir\ndefmodule GitHubApi do\nend\n```\n")
    assert (language_of(path), path_class(path)) == ("markdown", "doc")
    chunks = chunk_file(path, text, language_of(path))
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("section", "Counting GitHub Stars", 1), ("section", "GitHub API client", 9)]
    assert chunks[-1].doc == "First, we'll build a simple API client."


def test_a_cursor_rule_is_a_markdown_page_described_by_its_front_matter() -> None:
    # maybe's nine `.cursor/rules/*.mdc` (trpc's seven) were one whole-file chunk each, in no
    # language, summarised by their front matter's first line ("description: This rule
    # explains …"): project-design.mdc's 249 lines on every part of the app. A rule's text
    # opens with the page's prose, else its front matter's description. It stays in the
    # source class: an agent's instructions, ranked with the code they are about (as doc
    # pages, "stimulus conventions" answered with none of them).
    from codesift.paths import path_class
    path = ".cursor/rules/project-design.mdc"
    text = ("---\ndescription: This rule explains the system architecture of the app\n"
            "globs: *\nalwaysApply: false\n---\n\n"
            "This file outlines how the codebase is structured.\n\n"
            "## App Modes\n\nThe app runs in two distinct modes.\n\n"
            "## Account Balances\n\nA balance is one value for an account on a date.\n")
    assert (language_of(path), path_class(path)) == ("markdown", "source")
    chunks = chunk_file(path, text, language_of(path))
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("section", "project-design.mdc", 1), ("section", "App Modes", 9),
        ("section", "Account Balances", 13)]
    assert chunks[0].doc == "This file outlines how the codebase is structured."
    assert chunks[2].doc == "A balance is one value for an account on a date."


def test_a_txt_in_markdown_is_read_as_markdown_and_marks_alone_name_no_section() -> None:
    # kotlin-result's llms-full.txt (Markdown) was read as reStructuredText: a fence's closing
    # `}` over its ``` made a title, and 15 of its 16 sections were named "}".
    from codesift.languages import content_language

    page = ("# kotlin-result\n\nA Result monad.\n\n## Binding\n\n```kotlin\nval r = binding {\n"
            "    x.bind()\n}\n```\n\nCalls the block.\n\n## Zip\n\n```kotlin\nzip({ a }) {\n}\n```\n")
    lang = content_language("llms-full.txt", page.encode(), language_of("llms-full.txt"))
    assert lang == "markdown"
    assert [(c.name, c.doc) for c in chunk_file("llms-full.txt", page, lang)] == [
        ("kotlin-result", "A Result monad."), ("Binding", "Calls the block."), ("Zip", "")]
    # An llms.txt is Markdown by its format, fence or not; another `.txt` needs both a heading
    # and a fence (a requirements file's `# comment` lines, shouldly's fenced approvals).
    llms = b"# Echo\n\n> A web framework.\n\n## Docs\n\n- [Guide](https://echo.labstack.com)\n"
    assert content_language("llms.txt", llms, "text") == "markdown"
    assert content_language("notes.txt", llms, "text") == "text"
    assert content_language("requirements/test.txt", b"# tests\npytest\n# cov\ncov\n", "text") == "text"
    assert content_language("Ex.approved.txt", b"```\nwebsters\n```\n", "text") == "text"
    # Read as reStructuredText all the same (a `.rst`), a line of marks alone is no title.
    rst = "Usage\n=====\n\n.. code::\n\n   x\n}\n```\n\nMore text.\n"
    assert [c.name for c in chunk_file("guide.rst", rst, "rst")] == ["Usage"]


def test_html_comments_alone_above_a_pages_title_are_its_first_sections() -> None:
    # 75 of /tmp/aq-trees' 1,305 Markdown preambles were HTML comments alone (35 Apache
    # license comments over commons-*'s READMEs, pull request templates' instructions,
    # Kingfisher's `<!-- Generated: … -->`, livebook's settings): each a nameless section
    # named by the file, saying nothing. They open the first section, as reStructuredText's
    # markup does; a preamble with text in it stays its own section.
    text = ("<!---\n Licensed to the Apache Software Foundation (ASF).\n-->\n"
            "<!-- markdownlint-disable MD041 -->\n\n# Apache Commons CLI\n\nParses options.\n\n"
            "## Building\n\nRun mvn.\n")
    assert [(c.name, c.start, c.end, c.doc) for c in chunk_file("README.md", text, "markdown")] == [
        ("Apache Commons CLI", 1, 9, "Parses options."), ("Building", 10, 12, "Run mvn.")]
    text = "<!-- omit in toc -->\nA tiny guide.\n\n# Guide\n\nBody.\n"
    assert [(c.name, c.start) for c in chunk_file("guide.md", text, "markdown")] == [
        ("guide.md", 1), ("Guide", 4)]


def test_markdown_without_headings_is_one_file_chunk() -> None:
    text = "Just some notes.\n\nNo headings here.\n"
    [chunk] = chunk_file("NOTES.md", text, "markdown")
    assert (chunk.kind, chunk.name, chunk.start, chunk.end) == ("file", "NOTES.md", 1, 3)
    assert chunk.doc == "Just some notes."


def test_markdown_heading_only_in_code_fence_is_not_a_section() -> None:
    text = "intro\n\n```\n# code comment\n```\n"
    assert [c.kind for c in chunk_file("a.md", text, "markdown")] == ["file"]


def test_a_line_opening_on_a_code_span_of_three_backticks_opens_no_fence() -> None:
    # FreeRTOS's README: "```FreeRTOS/Demo``` directory." opened a fence (an info string holds
    # no backtick), so every fence below was read inverted, and its cmake block's `# Select the
    # native compile PORT` comments were sections whose doc was `set( FREERTOS_PORT … )`.
    text = ("# Getting started\n\nSee the\n```FreeRTOS/Demo``` directory.\n\n"
            "## Consume with CMake\n\nUse FetchContent.\n\n```cmake\nset(FREERTOS_HEAP 4)\n"
            "# Select the native compile PORT\nset(FREERTOS_PORT GCC_POSIX)\n```\n\n"
            "## Repository structure\n\nThe root holds the kernel.\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("README.md", text, "markdown")] == [
        ("Getting started", 1, "See the FreeRTOS/Demo directory."),
        ("Consume with CMake", 6, "Use FetchContent."),
        ("Repository structure", 16, "The root holds the kernel.")]


def test_markdown_heading_inside_an_html_comment_is_not_a_section() -> None:
    # riverpod's translated docs keep each English heading commented out over its translation:
    # `<!---` / `## Filtering widget/provider rebuild` / `-->` was a section summarised "-->".
    text = ("---\ntitle: Select\n---\n\n<!---\nIntro in English.\n-->\nIntro translated.\n\n"
            "<!---\n## Filtering rebuilds\n-->\n## 过滤重建\n\n<!---\nBody in English.\n-->\n"
            "Body translated.\n\n<!-- ## One line -->\n\n### Async\n\nMore.\n\n"
            "```md\n<!--\n```\n\n## After the fence\n\nText.\n")
    chunks = chunk_file("docs/select.mdx", text, "markdown")
    assert [(c.name, c.start, c.doc) for c in chunks] == [
        ("Select", 1, "Intro translated."), ("过滤重建", 13, "Body translated."),
        ("Async", 22, "More."), ("After the fence", 30, "Text.")]


def test_a_heading_alone_above_sub_headings_spans_them() -> None:
    # zustand's use-shallow.md: `### useShallow(selectorFn)` sat right above `#### Parameters`,
    # ranked first for "useShallow" and its read call showed that one heading line.
    text = ("## Reference\n\n### `useShallow(selectorFn)`\n\n#### Parameters\n\n- `selectorFn`.\n\n"
            "#### Returns\n\nA selector.\n\n## Usage\n\nWrite one.\n")
    chunks = chunk_file("docs/use-shallow.md", text, "markdown")
    assert [(c.name, c.start, c.end) for c in chunks] == [
        ("Reference", 1, 12), ("useShallow(selectorFn)", 3, 12), ("Parameters", 5, 8),
        ("Returns", 9, 12), ("Usage", 13, 15)]
    # Its words are still its own: a sub-section's words do not make it a hit too.
    assert chunks[1].text == "### `useShallow(selectorFn)`\n" and chunks[1].doc == ""


def test_a_heading_attribute_block_is_no_part_of_its_name() -> None:
    # Docs sites give headings anchors (`{#site-config}`); names showed them, ancestors too.
    text = ("# Site Config {#site-config}\n\nText.\n\n## ignoreDeadLinks {#ignoredeadlinks .tip}\n\n"
            "More.\n\n## Sets {a, b}\n\nBraces that are no attributes stay.\n")
    assert [(c.name, c.container) for c in chunk_file("docs/site.md", text, "markdown")] == [
        ("Site Config", ""), ("ignoreDeadLinks", "Site Config"), ("Sets {a, b}", "Site Config")]


def test_attr_list_and_kramdown_attributes_are_no_part_of_a_heading_or_its_doc() -> None:
    # healthchecks' MkDocs-style docs write Python-Markdown's attr_list, `{: #pause-check
    # .rule }`: 297 sections (and their children's containers) were named with it. hamcrest's
    # Jekyll pages style a logo `{:.logo}` inside the heading and keep headings out of the
    # table of contents with a `{:.no_toc}` line, which was their doc; a `* TOC` / `{:toc}`
    # list is the table of contents. An Elixir tuple in a page, `{:ok, pid}`, is text, and
    # vcr's `:erb => { ... }` a hash.
    text = ("# ![Surfer](logo.jpg){:.logo}Java Hamcrest\n{:.no_toc}\n\nMatchers.\n\n"
            "## Pause a Check {: #pause-check .rule }\n\nPauses it.\n\n"
            "### Example { #example }\n{: .note}\n\n* TOC\n{:toc}\n\nAn example.\n\n"
            "## Tuples\n\n{:ok, pid} is returned.\n\n## Pass :erb => { ... }\n\nA hash.\n")
    assert [(c.name, c.container, c.doc) for c in chunk_file("docs/a.md", text, "markdown")] == [
        ("Java Hamcrest", "", "Matchers."),
        ("Pause a Check", "Java Hamcrest", "Pauses it."),
        ("Example", "Java Hamcrest > Pause a Check", "An example."),
        ("Tuples", "Java Hamcrest", "{:ok, pid} is returned."),
        ("Pass :erb => { ... }", "Java Hamcrest", "A hash.")]


def test_a_heading_names_a_backslash_escaped_character_as_itself() -> None:
    # environs' README titles its FAQ `## Why\...?` (a Markdown escape): the section and its
    # children's container read "Why\...?". A code span keeps its backslash.
    text = ("## Why\\...?\n\n### Why not `os.environ`?\n\nText.\n\n"
            "## Using \\*args and `a\\.b`\n\nMore.\n")
    assert [(c.name, c.container) for c in chunk_file("README.md", text, "markdown")] == [
        ("Why...?", ""), ("Why not os.environ?", "Why...?"), ("Using *args and a\\.b", "")]
