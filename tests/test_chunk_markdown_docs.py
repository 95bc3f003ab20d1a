"""A Markdown section's doc, the first paragraph of prose in its body (chunk/markdown_docs.py):
link definitions, tables, quotes' and admonitions' marks, mkdocstrings' directives, a table of
contents' placeholder and a rule page's notices are no prose."""
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
