"""A Markdown or reStructuredText section's doc, the first paragraph of prose in its body
(chunk/markdown_docs.py): link definitions, tables, quotes' and admonitions' marks,
mkdocstrings' directives, a table of contents' placeholder, a rule page's notices, MDX's
imports, components, an option's facts and a row of badges are no prose; a label is joined to
what it labels, a list stands for its first item; code spans and Sphinx roles read as text."""
from __future__ import annotations

from codesift.chunk import chunk_file


def test_markdown_link_definitions_opening_a_section_are_no_doc() -> None:
    # go-retryablehttp's README: its badge row's `[travis]: http://travis-ci.org/…` and
    # `[godocs]: …` definitions, under the badges, were the title's doc. A footnote is prose.
    md = ("go-retryablehttp\n================\n\n"
          "[![Build Status](http://img.shields.io/travis.svg)][travis]\n\n"
          "[travis]: http://travis-ci.org/hashicorp/go-retryablehttp\n"
          "  [godocs]: <http://godoc.org/retryablehttp> \"Docs\"\n\n"
          "The `retryablehttp` package provides retries.\n\n"
          "## Notes\n\n[^1]: Backoff is exponential.\n")
    chunks = chunk_file("README.md", md, "markdown")
    assert [(c.name, c.doc) for c in chunks] == [
        ("go-retryablehttp", "The retryablehttp package provides retries."),
        ("Notes", "[^1]: Backoff is exponential.")]


def test_a_markdown_table_opening_a_section_is_no_doc() -> None:
    # goldmark's "Styles of Line Breaking" read "| Style | Description | | ----- | …": a
    # table's cells are no sentence, as code is none; the prose after it is the doc. A table
    # without outer pipes counts, a pipe in prose does not. Nor is the thematic break closing
    # a table (Kingfisher's analysis would then read "---"), nor a link definition whose
    # target is on the line below (cli11's `[arg_capture.cpp]:` / `  https://…`).
    md = ("# Styles\n\n| Style | Description |\n| ----- | ----------- |\n"
          "| Simple | Soft line breaks are ignored |\n\n---\n\n"
          "## Defaults\n\na | b\n---|---\n1 | 2\n\n[a.cpp]:\n  https://example.com/a.cpp\n\n"
          "The defaults apply everywhere.\n\n## Pipes\n\nUse a | b to pipe.\n")
    chunks = chunk_file("README.md", md, "markdown")
    assert [(c.name, c.doc) for c in chunks] == [
        ("Styles", ""), ("Defaults", "The defaults apply everywhere."),
        ("Pipes", "Use a | b to pipe.")]


def test_a_rst_table_opening_a_section_is_no_doc() -> None:
    # FOSRestBundle's "Priorities" read "========== ========= Listener Event Priority …": a
    # simple table's borders and cells, a grid table's rules and rows, are no sentence; the
    # prose after the table is the doc (a simple table's rows may hold a blank line). A
    # title's adornment, a run of `=` with no space, is still none of a table's.
    rst = ("Priorities\n----------\n\n=========  =====\nListener   Prio\n=========  =====\n"
           "Format     34\n\nBody       10\n=========  =====\n\nThat was it!\n\n"
           "Grid\n----\n\n+------+-----+\n| a    | b   |\n+======+=====+\n| 1    | 2   |\n"
           "+------+-----+\n\nA grid of cells.\n")
    chunks = chunk_file("listeners.rst", rst, "rst")
    assert [(c.name, c.doc) for c in chunks] == [
        ("Priorities", "That was it!"), ("Grid", "A grid of cells.")]


def test_markdown_quotes_admonitions_and_containers_are_read_as_their_text() -> None:
    # 427 sections of 76 repositories over /tmp/aq-trees: uvicorn's "Running with Gunicorn"
    # read "!!! warning The uvicorn.workers module is …", ajv's "::: warning Grapheme
    # clusters … Certain charsets …", mocha's options ":::note[New in v8.0.0] :::", attrs's
    # CONTRIBUTING "[!IMPORTANT] > - This document …", a quote's lines "> a > b". The markers
    # say nothing; what they set aside is the text. A tab's code (`=== "v2"` over an indented
    # fence) is code, and mkdocstrings' `::: pkg.mod` is no prose (below).
    md = ("# Gunicorn\n\n!!! warning\n    The workers module is deprecated.\n\n"
          "## Length\n\n::: warning Grapheme clusters count\nCertain charsets combine.\n:::\n\n"
          "## Color\n\n:::note[New in v8.0.0]\n:::\n\nEnables color output.\n\n"
          "## Contribute\n\n> [!IMPORTANT]\n> This document helps you\n> get started.\n\n"
          "## App\n\n=== \"v2\"\n\n    ```go\n    cli.App{}\n    ```\n\n"
          "## Size\n\n::: humanize.filesize\n")
    assert [(c.name, c.doc) for c in chunk_file("docs/index.md", md, "markdown")] == [
        ("Gunicorn", "The workers module is deprecated."),
        ("Length", "Certain charsets combine."),
        ("Color", "Enables color output."),
        ("Contribute", "This document helps you get started."),
        ("App", ""),
        ("Size", "")]


def test_a_mkdocstrings_directive_and_its_options_are_no_doc() -> None:
    # httpcore's reference sections read "::: httpcore.ConnectionPool handler: python
    # rendering: show_source: False", starlette's pages their directive inside an admonition
    # (15 sections over /tmp/aq-trees): the reference mkdocstrings inserts is no prose, the
    # text after it is. VitePress's `::: tip` container still reads as its text.
    md = ("# Reference\n\n## `httpcore.ConnectionPool`\n\n::: httpcore.ConnectionPool\n"
          "    handler: python\n    rendering:\n        show_source: False\n\n"
          "## Apps\n\n??? abstract \"API Reference\"\n    ::: starlette.applications.Starlette\n"
          "        options:\n            show_root_heading: true\n\n"
          "Starlette includes an application class.\n\n"
          "## Module\n\n::: mypkg\n    options:\n      members: true\n\n"
          "## Tip\n\n::: tip\nUse the pool.\n:::\n")
    assert [(c.name, c.doc) for c in chunk_file("docs/api.md", md, "markdown")] == [
        ("Reference", ""), ("httpcore.ConnectionPool", ""),
        ("Apps", "Starlette includes an application class."), ("Module", ""),
        ("Tip", "Use the pool.")]


def test_a_table_of_contents_placeholder_is_no_doc() -> None:
    # ajv's 13 guides opened `# Title` / `[[toc]]` and read "[[toc]]", rapidjson's FAQ "[TOC]":
    # a renderer fills it with the page's headings; the prose after it is the doc.
    md = ("# Code generation design\n\n[[toc]]\n\nAjv uses the CodeGen module.\n\n"
          "# FAQ\n\n[TOC]\n\n## General\n\nAnswers.\n")
    assert [(c.name, c.doc) for c in chunk_file("docs/codegen.md", md, "markdown")] == [
        ("Code generation design", "Ajv uses the CodeGen module."), ("FAQ", ""),
        ("General", "Answers.")]


def test_eslint_doc_generator_rule_header_marks_and_notices_are_no_doc() -> None:
    # eslint-plugin-react's 104 rule pages read "📝 Disallow missing `key` props …"; a page
    # without the description line read its `💼 This rule is enabled in …` notice.
    md = ("# react/jsx-key\n\n📝 Disallow missing `key` props in iterators.\n\n"
          "💼 This rule is enabled in the ☑️ `recommended` config.\n\n"
          "<!-- end auto-generated rule header -->\n\nWarn if an element needs a key.\n\n"
          "# no-var\n\n💼⚠️ This rule is enabled in the ✅ config.\n\n"
          "🔧 This rule is automatically fixable by the `--fix` option.\n\n"
          "<!-- end auto-generated rule header -->\n\nRequire `let` or `const`.\n")
    assert [(c.name, c.doc) for c in chunk_file("docs/rules/jsx-key.md", md, "markdown")] == [
        ("react/jsx-key", "Disallow missing key props in iterators."),
        ("no-var", "Require let or const.")]


def test_mdx_imports_and_a_pages_script_are_no_section_doc() -> None:
    # trpc's Docusaurus pages read "import TabItem from '@theme/TabItem'; import Tabs …",
    # starship's VitePress home pages "import { onMounted } from 'vue'" (in `<script setup>`):
    # code; the prose past it, else the front matter's description, says what the page is.
    mdx = ("---\ntitle: Set up with Next.js\n---\n\nimport TabItem from '@theme/TabItem';\n"
           "import Tabs from '@theme/Tabs';\n\nThis guide is for the Pages Router.\n\n"
           "## Install deps\n\nimport {\n  InstallSnippet,\n} from '@site/src/components';\n\n"
           '<InstallSnippet pkgs="@trpc/server" />\n\nInstall the packages.\n\n'
           "## Exports\n\nexport const meta = { a: 1 };\n\n{/* ## Old title\n  */}\n\n"
           "The page's metadata.\n")
    assert [c.doc for c in chunk_file("docs/setup.mdx", mdx, "markdown")] == [
        "This guide is for the Pages Router.", "Install the packages.", "The page's metadata."]
    md = ("---\nlayout: home\ndescription: The minimal prompt for any shell!\n---\n\n"
          "<script setup>\nimport { onMounted } from 'vue'\n\nonMounted(() => {\n  go()\n})\n"
          "</script>\n\n<style>\n.demo { width: 2rem }\n</style>\n\n### Prerequisites\n\nA font.\n")
    assert [c.doc for c in chunk_file("docs/README.md", md, "markdown")] == [
        "The minimal prompt for any shell!", "A font."]
    # Prose that only starts with the word stays.
    assert chunk_file("a.md", "Import the module first.\n\n# A\n", "markdown")[0].doc == \
        "Import the module first."


def test_a_component_or_comment_over_several_lines_is_no_description() -> None:
    # pinia's docs: a section's description was `href="https://play.gumlet.io/…"`, the second
    # line of a `<MasteringPiniaLink` component opening the section.
    text = ("# Introduction\n\n<!-- <VueSchoolLink\n  href=\"https://vueschool.io/x\"\n/> -->\n\n"
            "<MasteringPiniaLink\n  href=\"https://play.gumlet.io/embed/1\"\n  title=\"Create\"\n/>\n\n"
            "Pinia started as an experiment.\n\n## Why\n\n<p align=\"center\">\nA store library.\n")
    docs = [c.doc for c in chunk_file("docs/introduction.md", text, "markdown")]
    assert docs == ["Pinia started as an experiment.", "A store library."]


def test_an_option_s_facts_and_hard_breaks_are_no_description() -> None:
    # slugify's README: each option's section read "Type: boolean\\ Default: true", the
    # Markdown hard break's backslash kept and its prose ("Convert camelcase…") unsaid.
    text = ("# API\n\n##### decamelize\n\nType: `boolean`\\\nDefault: `true`\n\n"
            "Convert camelcase to separate words.\n\n##### separator\n\nType: `string`\\\n"
            "Default: `'-'`\n\n```js\nslugify('a b')\n```\n\n## Related\n\nA line\\\nbroken.\n")
    docs = [(c.name, c.doc) for c in chunk_file("readme.md", text, "markdown")]
    assert docs == [("API", ""), ("decamelize", "Convert camelcase to separate words."),
                    ("separator", "Type: string Default: '-'"), ("Related", "A line broken.")]


def test_a_code_span_keeps_its_stars_in_a_section_name_and_doc() -> None:
    # A section's name and doc lose backticks and emphasis stars, and lost a code span's own
    # stars with them: ratatui-macros' "Use `*=` instead of `=*`" read "Use = instead of =",
    # httpx's `httpx.URL(**kwargs)` "httpx.URL(kwargs)", puma's `1024 * 10` "1024  10".
    text = ("## Imports with `prelude::*`\n\n"
            "- *(layout)* [**breaking**] Use `*=` instead of `=*`, not **`=`**.\n"
            "  Pass ``a`*b`` along.\n")
    [chunk] = chunk_file("CHANGELOG.md", text, "markdown")
    assert chunk.name == "Imports with prelude::*"
    assert chunk.doc == "(layout) [breaking] Use *= instead of =*, not =. Pass a`*b along."


def test_a_code_span_of_an_emoji_shortcode_is_no_sphinx_role() -> None:
    # markdig's emoji docs: `| `:smile:` | 😄 |` read `:smile:` and the code span's closing
    # backtick as a role whose text ran to the next backtick: the cell was lost. A role
    # opens after no backtick or word; one after a blank still reads as its text. (A table
    # is no doc now: the shortcodes are in prose here.)
    md = ("## Shortcodes\n\nType `:smile:` for 😄 or `:heart:` for ❤️.\n\n"
          "## Guide\n\nSee :doc:`/emoji`.\n")
    chunks = chunk_file("emoji.md", md, "markdown")
    assert ":smile: for 😄 or :heart: for ❤️" in chunks[-2].doc
    assert chunks[-1].doc == "See /emoji."


def test_rst_section_docs_show_a_sphinx_role_as_its_text() -> None:
    # itsdangerous: "The :doc:`/signer` only signs bytes." was shown "The :doc:/signer …".
    rst = ("Serializer\n==========\n\nThe :doc:`/signer` only signs bytes; see "
           ":class:`~itsdangerous.TimestampSigner` and :doc:`the guide </timed>`.\n")
    assert chunk_file("docs/serializer.rst", rst, "rst")[0].doc == (
        "The /signer only signs bytes; see TimestampSigner and the guide.")


def test_rst_section_doc_passes_over_a_row_of_badges() -> None:
    # kombu's, jsonschema's, pluggy's READMEs: their title's section read "|build-status|
    # |coverage| |license| …", the badges' substitutions; a line block (`| verse`) stays.
    rst = ("kombu\n=====\n\n|build-status| |coverage| |license|\n|wheel|_ |pyversion|\n\n"
           "Kombu is a messaging library for Python.\n\n.. |wheel| image:: https://x.org/w.svg\n")
    assert chunk_file("README.rst", rst, "rst")[0].doc == "Kombu is a messaging library for Python."
    verse = "Poem\n====\n\n| A line block\n| of verse.\n"
    assert chunk_file("poem.rst", verse, "rst")[0].doc == "| A line block | of verse."


def test_a_label_paragraph_is_joined_to_the_paragraph_it_labels() -> None:
    # packaging's CHANGELOG.rst sections read "Features:", "Fixes:", ripgrep's "Feature
    # enhancements:", "Bug fixes:": a label alone, over the list that says what changed. A
    # label over code stays alone ("Install from PyPI:" over a fence), and a sentence ending
    # in a colon is no label.
    rst = ("Changelog\n---------\n\n26.3 - 2026-08-03\n~~~~~~~~~~~~~~~~~\n\nFeatures:\n\n"
           "* Add a public VersionRange API (1100)\n* Add SpecifierSet.to_range() (1101)\n\n"
           "26.2 - 2026-04-24\n~~~~~~~~~~~~~~~~~\n\nInstall from PyPI::\n\n    pip install packaging\n")
    docs = {c.name: c.doc for c in chunk_file("CHANGELOG.rst", rst, "rst")}
    assert docs["26.3 - 2026-08-03"] == "Features: Add a public VersionRange API (1100)"
    assert docs["26.2 - 2026-04-24"] == "Install from PyPI::"
    md = ("# ripgrep\n\n## 0.3.1\n\nBug fixes:\n\n* BUG #242: ripgrep didn't respect `--colors foo:none`.\n\n"
          "## Install\n\nInstall it with:\n\n```\ncargo install ripgrep\n```\n\n"
          "## Usage\n\nHere's how the search works in short:\n\nIt walks the tree.\n")
    docs = {c.name: c.doc for c in chunk_file("CHANGELOG.md", md, "markdown")}
    assert docs["0.3.1"] == "Bug fixes: BUG #242: ripgrep didn't respect --colors foo:none."
    assert docs["Install"] == "Install it with:"
    assert docs["Usage"] == "Here's how the search works in short:"
    # Nor over an indented code block (retry-go's "HTTP GET with retry:"), a table (koin's
    # "Last version is currently:") or what reStructuredText's `::` alone opens.
    md = ("# retry\n\n## Usage\n\nHTTP GET with retry:\n\n    url := \"http://example.com\"\n\n"
          "## Versions\n\nLast version is currently:\n\n| Package | Version |\n|---|---|\n")
    docs = {c.name: c.doc for c in chunk_file("README.md", md, "markdown")}
    assert (docs["Usage"], docs["Versions"]) == ("HTTP GET with retry:", "Last version is currently:")
    rst = "Overview\n========\n\nStart with:\n\n::\n\n    from funcy import *\n"
    assert chunk_file("docs/overview.rst", rst, "rst")[0].doc == "Start with:"


def test_a_bold_label_paragraph_is_joined_to_the_paragraph_it_labels() -> None:
    # knex's changelog writes its labels in bold, `**New features:**` / `**Bug fixes**` (358
    # sections): each read the label alone, "New features", not the entry under it. A bold
    # sentence (drf's "**Awesome web-browsable Web APIs.**") is prose, and a bold label over
    # code stays alone, as a plain one does.
    md = ("# Changelog\n\n## 3.1.0\n\n**New features:**\n\n* Add support for Bun #5926\n\n"
          "## 3.0.1\n\n**Bug fixes**\n\nFix the pool's drain.\n\n"
          "## ShouldContainKey\n\n**Exception**\n\n```\nboom\n```\n\n"
          "## Overview\n\n**Awesome web-browsable Web APIs.**\n\nMore.\n"
          "## 0.0.3\n\n**Changed**\n\n**Added**\n\n* Sets with TTL.\n\n"
          "## default\n\n**Output**:\n\n```\n| a |\n```\n")
    docs = {c.name: c.doc for c in chunk_file("CHANGELOG.md", md, "markdown")}
    assert docs["3.1.0"] == "New features: Add support for Bun #5926"
    assert docs["3.0.1"] == "Bug fixes: Fix the pool's drain."
    assert docs["ShouldContainKey"] == "Exception"
    assert docs["Overview"] == "Awesome web-browsable Web APIs."
    # A label right over another says nothing of its own; a colon outside the stars stays.
    assert docs["0.0.3"] == "Changed"
    assert docs["default"] == "Output:"


def test_a_section_opening_with_a_list_is_summarised_by_its_first_item() -> None:
    # 10,069 of 61,382 sections in /tmp/aq-trees read "- Fixed X - Added Y - …": a changelog
    # release's entries run into one, their marks kept (requests' "Bugfixes: - The SSLContext
    # caching feature …"). The first item is the summary, without its mark, a label before it
    # joined to it even with no blank line between (`**Bugfixes**` / `- Fixed …`).
    md = ("# Changes\n\n## 2.32.5\n\n**Bugfixes**\n\n- The SSLContext caching is reverted.\n"
          "- Second fix.\n\n## 2.32.4\n\n**Bugfixes**\n- Tight list item.\n- Two.\n\n"
          "## 1.0\n\n1. Numbered first,\n   wrapped.\n2. Next.\n\n"
          "## Notes\n\nSome prose here\n- not an item of a list\n")
    docs = {c.name: c.doc for c in chunk_file("HISTORY.md", md, "markdown")}
    assert docs["2.32.5"] == "Bugfixes: The SSLContext caching is reverted."
    assert docs["2.32.4"] == "Bugfixes: Tight list item."
    assert docs["1.0"] == "Numbered first, wrapped."
    assert docs["Notes"] == "Some prose here - not an item of a list"
    # A bold label's colon, inside its stars or outside them, is one colon before the item.
    md = ("# Changes\n\n## 3.0\n\n**New features:**\n- Added x.\n\n"
          "## 2.0\n\n- **Added three new extensions:**\n  - FrontMatterExtension\n\n"
          "## 1.11.0\n\n* **http1:**\n  * discard content-length header (#4124)\n")
    docs = {c.name: c.doc for c in chunk_file("CHANGELOG.md", md, "markdown")}
    assert docs["3.0"] == "New features: Added x."
    assert docs["2.0"] == "Added three new extensions: FrontMatterExtension"
    assert docs["1.11.0"] == "http1: discard content-length header (#4124)"
