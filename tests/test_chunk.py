"""chunk_file contract: whole-file fallbacks and their summaries, and inputs that must never
raise (broken, empty, enormous, deeply nested). A Markdown page's sections are
test_chunk_markdown*.py's, a reStructuredText page's test_chunk_rst_*.py's."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest

from codesift.chunk import chunk_file
from codesift.model import KINDS, Chunk
from codesift.languages import language_of


def _whole(path: str, text: str, lang: str) -> Chunk:
    chunks = chunk_file(path, text, lang)
    assert len(chunks) == 1, chunks
    return chunks[0]


def test_unknown_language_is_whole_file() -> None:
    chunk = _whole("notes/todo.txt", "Buy milk\nWalk dog\n", "text")
    assert (chunk.kind, chunk.name, chunk.container, chunk.signature) == ("file", "todo.txt", "", "")
    assert (chunk.start, chunk.end, chunk.doc) == (1, 2, "Buy milk")
    assert chunk.text == "Buy milk\nWalk dog\n"


def test_a_rules_error_is_a_whole_file_chunk_for_users_and_raises_under_debug(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A split once left a TypeScript rule calling a renamed function: the NameError became a
    # whole-file chunk and no test saw it. Users keep the fallback; CODESIFT_DEBUG (set for
    # every test by conftest) lets the error through.
    import codesift.chunk.tree as tree

    def broken(*args: object, **kwargs: object) -> None:
        raise NameError("name '_ts_namespace' is not defined")

    monkeypatch.setattr(tree, "chunk_tree", broken)
    text = "export function run(): void {}\n"
    with pytest.raises(NameError):
        chunk_file("src/run.ts", text, "typescript")
    monkeypatch.delenv("CODESIFT_DEBUG")
    [chunk] = chunk_file("src/run.ts", text, "typescript")
    assert (chunk.kind, chunk.name) == ("file", "run.ts")


def test_script_without_declarations_is_whole_file() -> None:
    text = "#!/usr/bin/env python\n# Print a greeting.\nimport sys\nprint(sys.argv)\n"
    chunk = _whole("scripts/hello.py", text, "python")
    assert (chunk.kind, chunk.name, chunk.end, chunk.doc) == ("file", "hello.py", 4, "Print a greeting.")


def test_whole_file_summary_skips_bare_docstring_opener() -> None:
    text = '"""\nSettings loaded at import.\n"""\nimport os\ndebug = os.environ.get("X")\n'
    chunk = _whole("conf.py", text, "python")
    assert chunk.doc == "Settings loaded at import."


def test_names_documented_by_attribute_docstrings_are_chunks_not_one_file() -> None:
    # pretalx's orga/signals.py declares 13 plugin signals, each with a Sphinx attribute
    # docstring saying what its receivers get and return: the module declares only lower-case
    # names, so it was one whole-file chunk with no doc, and `nav_event` was named by none.
    signals = ('from django.dispatch import Signal\n\n'
               'nav_event = Signal()\n'
               '"""\nThis signal allows you to add additional views to the admin panel\n'
               'navigation.\n"""\n'
               'nav_global = Signal()\n"""Views added to the navigation bar."""\n'
               'ungiven = Signal()\n')
    chunks = chunk_file("orga/signals.py", signals, "python")
    assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks if c.kind != "file"] == [
        ("variable", "nav_event", 3, 7,
         "This signal allows you to add additional views to the admin panel navigation."),
        ("variable", "nav_global", 8, 9, "Views added to the navigation bar."),
        ("variable", "ungiven", 10, 10, "")]
    # A script's names under comments, or a multi-line string's value, stay one chunk.
    conf = '# The theme to use.\nhtml_theme = "x"\n# Its notice.\nnotice = """\nMIT\n"""\n'
    assert _whole("docs/conf.py", conf, "python").doc == "The theme to use."


def test_a_long_list_of_strings_under_a_comment_is_read_in_linear_time() -> None:
    # ``documented_below`` joined the rest of a name's lines at each line opening a string:
    # a module's `words = [` of 20,000 quoted words under a comment took minutes. Compared
    # with the same list under no comment (never asked): a ratio, not a time.
    took = []
    for above in ("", "# The words a user may not pick.\n"):
        text = f"{above}words = [\n" + "".join(f'    "word{i}",\n' for i in range(20_000)) + "]\n"
        start = time.process_time()
        assert [c.kind for c in chunk_file("lists.py", text, "python")] == ["file"]
        took.append(time.process_time() - start)
    assert took[1] < took[0] * 5 + 0.05, took


def test_whole_file_summary_passes_over_a_title_naming_the_module() -> None:
    # babel's __init__.py (`babel` / `~~~~~` over its prose) was summarised "babel", which a
    # file that declares something drops from its docstring too (``filedoc``); an over-line
    # too, and the title on the opener's line. Any other title is a summary still.
    babel = ('"""\nbabel.messages\n~~~~~~~~~~~~~~\n\nSupport for ``gettext`` message catalogs.\n'
             '\n:copyright: (c) 2013 by the Babel Team.\n"""\n\nfrom babel.messages.catalog import '
             'Catalog\n')
    assert _whole("babel/messages/__init__.py", babel, "python").doc == \
        "Support for ``gettext`` message catalogs."
    over = '"""\n=====\nbabel\n=====\n\nIntegrated utilities.\n"""\n'
    assert _whole("babel/__init__.py", over, "python").doc == "Integrated utilities."
    opener = '"""babel.util\n   ~~~~~~~~~~\n\n   Various utils.\n"""\n'
    assert _whole("babel/util.py", opener, "python").doc == "Various utils."
    titled = '"""\nUtility functions\n=================\n\nThis module helps.\n"""\n'
    assert _whole("babel/x.py", titled, "python").doc == "Utility functions"


@pytest.mark.parametrize("path, lang, text, summary", [
    # Wrapped at a column: the sentence runs on to the lines it goes on over (pgx's doc.go
    # was "Package pgio is a low-level toolkit for building and parsing messages in the").
    ("pgio/doc.go", "go", "// Package pgio is a low-level toolkit for parsing messages in the\n"
     "// PostgreSQL wire protocol.\npackage pgio\n",
     "Package pgio is a low-level toolkit for parsing messages in the PostgreSQL wire protocol."),
    ("map/package-info.java", "java", "/**\n * Implements the {@link java.util.Map Map},\n"
     " * {@link java.util.SortedMap SortedMap} interfaces.\n * A Map maps keys.\n */\n"
     "package m;\n", "Implements the {@link java.util.Map Map}, {@link java.util.SortedMap "
     "SortedMap} interfaces."),
    ("mutil.go", "go", "// Package mutil has functions helpful when writing http\n// middleware.\n"
     "//\n// Vendored.\npackage mutil\n", "Package mutil has functions helpful when writing "
     "http middleware."),
    ("conf.py", "python", '"""Build configuration file, created by\nsphinx-quickstart.\n\nMore."""\n'
     "x = 1\n", "Build configuration file, created by sphinx-quickstart."),
    # Below a bare opener too (babel's `Integrated collection of utilities that assist in
    # internationalizing and` / `localizing applications.` was cut after "and").
    ("babel/__init__.py", "python", '"""\nIntegrated utilities that assist in\n'
     'localizing applications.\n\nMore.\n"""\nx = 1\n',
     "Integrated utilities that assist in localizing applications."),
    # A word in capitals alone is a label over the sentence (minimatch's 7 tap snapshots
    # were summarised "IMPORTANT").
    ("tap-snapshots/test/basic.js.test.cjs", "javascript", "/* IMPORTANT\n * This snapshot "
     "file is auto-generated, but designed for humans.\n * Re-generate it.\n */\n'use strict'\n",
     "IMPORTANT This snapshot file is auto-generated, but designed for humans."),
    # A code span opening the next line is a word of the sentence (async's applyEach.js was
    # "Applies the provided arguments to each function in the array, calling").
    ("lib/applyEach.js", "javascript", "import map from './map.js'\n\n/**\n * Applies the "
     "arguments to each function, calling\n * `callback` after all have completed.\n *\n"
     " * @name applyEach\n */\nexport default applyEach(map);\n",
     "Applies the arguments to each function, calling `callback` after all have completed."),
    ("notes.txt", "text", "# Release notes\n# `v2` Changes\nx\n", "Release notes"),
    # Apart: a new sentence, a URL, an example indented below, a blank comment line.
    (".readthedocs.yaml", "yaml", "# Read the Docs configuration file\n# See https://x.org/v2\n"
     "version: 2\n", "Read the Docs configuration file"),
    (".taplo.toml", "toml", "# Taplo configuration\n# https://taplo.dev/configuration\n[f]\n",
     "Taplo configuration"),
    ("database.yml", "yaml", "# SQLite version 3.x\n#   gem install sqlite3\n#\n# Ensure it.\n"
     "dev: 1\n", "SQLite version 3.x"),
    # (A preprocessor line is no summary: `#define READONLY_SYMBOLS` once was this one's.)
    ("a.rc", "text", "# Resources of the\n#include <windows.h>\n", "Resources of the"),
])
def test_whole_file_summary_runs_on_while_its_sentence_does(path: str, lang: str, text: str,
                                                            summary: str) -> None:
    assert _whole(path, text, lang).doc == summary


@pytest.mark.parametrize("path, lang, text, summary", [
    # A bracket opened by no name says nothing (`{` led 2,703 JSON files' summaries).
    ("package.json", "json", '{\n  "name": "x"\n}\n', ""),
    ("index.js", "javascript", "module.exports = {\n  parse: parse,\n};\n", ""),
    ("pkg/__init__.py", "python", "__all__ = [\n    'run',\n]\n", ""),
    ("build.gradle", "groovy", "plugins {\n    id 'java'\n}\n", ""),
    # PHP's `array(` is its literal's bracket: valitron's 31 lang files read "return array(";
    # `require_once` is an import, as `require` is.
    ("lang/en.php", "php", "<?php\n\nreturn array(\n    'required' => \"is required\",\n);\n", ""),
    ("config/app.php", "php", "<?php\n$config = array(\n    'debug' => true,\n);\n", ""),
    ("boot.php", "php", "<?php\nrequire_once __DIR__ . '/vendor/autoload.php';\n// Boots the app.\n"
     "$app = 1;\n", "Boots the app."),
    ("style.css", "css", "html {\n  margin: 0;\n}\n", ""),
    # ...one a name or a string opens does.
    # (A SQL file's definitions are chunks of their own, ``test_chunk_sql.py``: its data stays whole.)
    ("001_seed.up.sql", "sql", "INSERT INTO users (\n  id\n) VALUES (1);\n", "INSERT INTO users ("),
    # Code in a language with a grammar is no summary (``test_a_code_line_is_no_summary``).
    ("pool_test.go", "go", 'var _ = Describe("pool", func() {\n})\n', ""),
    # Markup: lines of tags alone are passed over; the first text is the summary.
    ("examples/get/index.html", "html", "<!doctype html>\n<html>\n<head>\n"
     "  <title>axios - get example</title>\n", "axios - get example"),
    ("views/footer.html", "html", "</body>\n</html>\n", ""),
    # A script's or style's code is no text (funcy's descriptions.html read "pup {").
    ("docs/descriptions.html", "html", '<script src="a.js"></script>\n<style>\n#pup {\n'
     "  z-index: 200;\n}\n</style>\n<p>Descriptions</p>\n", "Descriptions"),
    ("page.html", "html", "<style>p {color: red}</style><script>var a = 1;\n</script>\n"
     "<h1>Title</h1>\n", "Title"),
    # An XML file's `<style>` is an element like another (picasso's Android styles.xml).
    # (One word there, `@drawable/sel`, is a value: ``test_a_data_files_values_are_no_summary``.)
    ("styles.xml", "xml", '<style name="W">\n  <item name="b">Sign in here</item>\n'
     "</style>\n", "Sign in here"),
    # ...its comments are read (jekyll's anchor_links.html).
    ("anchor_links.html", "html", "<script>\n/* Creates an anchor element*/\nconst a = 1;\n"
     "</script>\n", "Creates an anchor element"),
    ("ICallback.tt", "text", '<#@ template language="C#" #>\nnamespace Moq.Language\n',
     "namespace Moq.Language"),
    # A PowerShell comment block's `<#` is no tag: its first line still reads.
    ("build.ps1", "text", "<#\n.SYNOPSIS\n  Builds it.\n#>\n", ".SYNOPSIS"),
])
def test_whole_file_summary_is_no_bare_bracket_or_tag(path: str, lang: str, text: str,
                                                      summary: str) -> None:
    assert _whole(path, text, lang).doc == summary


def test_powershell_script_help_is_the_scripts_summary() -> None:
    # Pode's 114 example scripts open with comment-based help (`<#` / `.SYNOPSIS` / `A sample
    # PowerShell script to set up a Pode server …` / `#>`) and had no summary: `<#` was no
    # comment, and the help keyword no text. A `#Requires` line above it is a directive;
    # a help keyword's text runs on as a comment's does; a one-line `<# … #>` note reads too.
    script = ("#Requires -Version 7\n<#\n.SYNOPSIS\n    A sample PowerShell script to set up a"
              "\n    server with logging.\n\n.DESCRIPTION\n    More.\n#>\n\n"
              "Import-Module Pode\nStart-PodeServer { }\n")
    assert _whole("examples/Logging.ps1", script, "powershell").doc == \
        "A sample PowerShell script to set up a server with logging."
    assert _whole("a.ps1", "<# Sets things up. #>\nImport-Module Pode\n", "powershell").doc \
        == "Sets things up."
    # A script's code between its functions is read so too: polly's build.ps1 under its help.
    build = ("<#\n.SYNOPSIS\nBootstraps a Cake build.\n#>\n\n[CmdletBinding()]\n"
             "Param([string]$Target = 'Default')\n\nWrite-Host $Target\n\n\n"
             "function Get-Thing { 'x' }\n")
    assert [(c.kind, c.start, c.doc) for c in chunk_file("build.ps1", build, "powershell")] \
        == [("file", 1, "Bootstraps a Cake build."), ("function", 12, "")]


def test_whole_file_summary_is_no_import() -> None:
    # itsdangerous' __init__.py was described "from .encoding import base64_decode as …".
    py = "from .encoding import base64_decode as base64_decode\nfrom .exc import BadData\n"
    js = "const path = require('path')\n// Joins paths.\nmodule.exports = path.join\n"
    assert _whole("src/pkg/__init__.py", py, "python").doc == ""
    assert _whole("index.js", js, "javascript").doc == "Joins paths."
    # Nocilla's umbrella header was described "import <Foundation/Foundation.h>".
    objc = '#import <Foundation/Foundation.h>\n#import "LSHTTPBody.h"\n'
    assert _whole("NSString+Nocilla.h", objc, "objc").doc == ""
    # Nor is Swift's under an attribute (swift-snapshot-testing's Exports.swift).
    swift = "@_exported import SnapshotTesting\n@testable import App\n"
    assert _whole("Sources/InlineSnapshotTesting/Exports.swift", swift, "swift").doc == ""


def test_whole_file_summary_is_no_file_tag() -> None:
    # hono's 22 entry points (`/**` / ` * @module` / ` * Netlify Adapter for Hono.` / ` */`,
    # then `export * from './mod'`) were summarised "@module", shown as no doc. The tag says
    # the comment is the file's; the text under it, or after `@fileoverview`, is the summary.
    reexport = "\nexport * from './mod'\n"
    for head in ("/**\n * @module\n * Netlify Adapter for Hono.\n */\n",
                 "/**\n * @module hono/netlify\n * Netlify Adapter for Hono.\n */\n",
                 "/**\n * @packageDocumentation\n * Netlify Adapter for Hono.\n */\n",
                 "/** @fileoverview Netlify Adapter for Hono. */\n",
                 "/**\n * Netlify Adapter for Hono.\n * @module\n */\n"):
        assert _whole("src/netlify/index.ts", head + reexport, "typescript").doc \
            == "Netlify Adapter for Hono.", head
    # A tag named by a longer word is no file's tag.
    assert _whole("a.ts", "// @modules are listed below.\n" + reexport, "typescript").doc \
        == "@modules are listed below."


def test_whole_file_summary_passes_over_doxygen_file_and_brief_commands() -> None:
    # cereal's types/map.hpp, `/*! \file map.hpp` / `\brief Support for types found in
    # \<map\>`, was summarised "\file map.hpp", catch2's 16 `/** \file` headers "\file";
    # json-c's json.h.cmakein (no C to the walker) kept its `@brief` tag.
    guard = "#ifndef X_HPP_\n#define X_HPP_\n#include <map>\n#endif\n"
    doxy = ("/*! \\file map.hpp\n    \\brief Support for types found in \\<map\\>\n"
            "    \\ingroup STLSupport */\n")
    assert _whole("include/cereal/types/map.hpp", doxy + guard, "cpp").doc \
        == "Support for types found in \\<map\\>"
    catch = "/** \\file\n * This is a convenience header for Catch2.\n */\n"
    assert _whole("src/catch2/catch_all.hpp", catch + guard, "cpp").doc \
        == "This is a convenience header for Catch2."
    cmakein = "/**\n * @file\n * @brief A convenience header.\n */\n" + guard
    assert _whole("json.h.cmakein", cmakein, "text").doc == "A convenience header."


def test_whole_file_summary_passes_over_a_start_tag_whose_attributes_run_on() -> None:
    # Xcode writes each attribute on a line of its own (every `.xcscheme` and
    # `contents.xcworkspacedata`, ten in Nuke, eight in Alamofire), Android a layout's or
    # manifest's from the second: the summaries read "<Scheme", "<Workspace",
    # "<LinearLayout xmlns:android=…". Markup says nothing; a page's first text still does.
    scheme = ('<?xml version="1.0" encoding="UTF-8"?>\n<Scheme\n   LastUpgradeVersion = "2640"\n'
              '   version = "1.3">\n   <BuildAction\n      parallelizeBuildables = "YES">\n'
              '   </BuildAction>\n</Scheme>\n')
    assert _whole("Nuke.xcodeproj/xcshareddata/xcschemes/Nuke.xcscheme", scheme, "text").doc == ""
    layout = ('<?xml version="1.0" encoding="utf-8"?>\n'
              '<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"\n'
              '    android:orientation="vertical">\n    <TextView\n'
              '        android:text="Hello" />\n</LinearLayout>\n')
    assert _whole("res/layout/main.xml", layout, "xml").doc == ""
    page = '<html\n  lang="en">\n<head><title>Users</title></head>\n'
    assert _whole("users.html", page, "html").doc == "Users"
    assert _whole("p.html", '<p\n  class="lead">Hello world</p>\n', "html").doc == "Hello world"


def test_whole_file_summary_passes_over_a_rule() -> None:
    # kotlinx-io's mvnw was summarised "-----…", its NOTICE "=====…", pyparsing's CHANGES
    # "==========" (its title's over-line): a rule says nothing, the line under it does. A
    # line of brackets is no rule: toml-test's `[.]` is not passed over for the `k = 1` under
    # it; holding no word it is no summary either (test_chunk_summary.py).
    sh = ("#!/bin/sh\n# " + "-" * 76 + "\n# Apache Maven Wrapper startup batch script\n#\n"
          "MAVEN=1\n")
    assert _whole("mvnw", sh, "text").doc == "Apache Maven Wrapper startup batch script"
    assert _whole("CHANGES", "==========\nChange Log\n==========\n\nVersion 3\n", "text").doc \
        == "Change Log"
    css = "/****************/\n/* Common */\n/****************/\nbody { margin: 0 }\n"
    assert _whole("screen.css", css, "css").doc == "Common"
    assert _whole("dot.toml", "[.]\nk = 1\n", "toml").doc == ""


def test_whole_file_summary_passes_over_a_code_fence() -> None:
    # shouldly's 83 `*.approved.txt` and polly's BenchmarkDotNet reports open with a fence,
    # and were summarised "```": what the fence holds is the text. MyST's `{include}`
    # directive is no bare fence.
    txt = "```\nwebsters\n    should contain key\n\"Cromulent\"\n```\n"
    assert _whole("Ex.ShouldContainKey.approved.txt", txt, "text").doc == "websters"
    md = "```text\n\nBenchmarkDotNet v0.15.2, Windows 11\n```\n| Method | Mean |\n"
    assert _whole("Bridge-report-github.md", md, "markdown").doc \
        == "BenchmarkDotNet v0.15.2, Windows 11"
    assert _whole("history.md", "```{include} ../HISTORY.md\n```\n", "markdown").doc \
        == "```{include} ../HISTORY.md"


def test_a_markdown_page_s_code_fence_is_no_summary() -> None:
    # trpc's fence-only Step1.md read "```ts twoslash", its Step2.md "const { listen } =
    # createHTTPServer({": a fence line is never a summary, and a page's code fence holds code.
    md = "<!-- prettier-ignore -->\n```ts twoslash\nimport z from 'zod';\nconst t = 1;\n```\n"
    assert _whole("Step1.md", md, "markdown").doc == ""
    md = "```ts\nconst { listen } = createHTTPServer({\n});\n```\n\nThe server listens.\n"
    assert _whole("Step2.md", md, "markdown").doc == "The server listens."
    assert _whole("notes.txt", "```text block\nwebsters\n```\n", "text").doc == "websters"


def test_whole_file_summary_passes_over_a_banner() -> None:
    # Sphinx's conf.py opens its sections with a title ruled off: hcl's guide/conf.py was
    # summarised "-- Project information -----…", werkzeug's, jinja's and itsdangerous's
    # docs/conf.py "Project -----…". A banner heads the lines below it, as a declaration's doc
    # it is none; a comment under it still says what the file is.
    conf = ("import os\n\n# -- Project information " + "-" * 53 + "\n\nproject = 'HCL'\n")
    assert _whole("guide/conf.py", conf, "python").doc == ""
    pallets = "# Project " + "-" * 62 + "\n\nproject = 'Werkzeug'\n"
    assert _whole("docs/conf.py", pallets, "python").doc == ""
    headed = "# ===== Helpers =====\n# Shared helpers for the build.\nX = 1\n"
    assert _whole("helpers.py", headed, "python").doc == "Shared helpers for the build."
    # A PHPT section's `--TEST--` is one too: twig's 454 fixtures read "TEST--", not their title.
    phpt = '--TEST--\n"cache" tag\n--TEMPLATE--\n{{ x }}\n'
    assert _whole("cache.test", phpt, "text").doc == '"cache" tag'


def test_whole_file_summary_is_no_label_of_the_code_under_it() -> None:
    # xxhash's two Go assembly files were summarised "Registers:", the label of the
    # `#define`s under it; `# Usage:` over comment lines heads what the file says (flipper's
    # examples), read with the line it labels. A YAML key alone is no label but data opening
    # what lies below it, no summary either (`test_a_yaml_key_alone_is_no_summary`).
    asm = ('//go:build !purego\n\n#include "textflag.h"\n\n// Registers:\n'
           "#define h      AX\n#define p      SI\n\nTEXT ·Sum64(SB), NOSPLIT, $0-32\n")
    assert _whole("xxhash_amd64.s", asm, "text").doc == ""
    ru = "#\n# Usage:\n#   bin/rackup examples/api/basic.ru -p 9999\n#\n\nrequire 'x'\n"
    assert _whole("basic.ru", ru, "text").doc == "Usage: bin/rackup examples/api/basic.ru -p 9999"
    assert _whole("codecov.yml", "coverage:\n  status: off\n", "yaml").doc == ""


def test_whole_file_summary_reads_a_label_with_the_line_it_heads() -> None:
    # php-amqplib's benchmarks and demos were summarised "Usage:", which says nothing: the
    # command under it is what the file is for. A blank comment line may come between; a
    # label over code stays alone (`Supported options:` / `x = 1`), and a sentence over a
    # label is not run on into it.
    php = ("<?php\n\n/**\n * Usage:\n *  php producer.php 10000\n"
           " * The integer arguments tells the script how many messages to publish.\n */\n\n"
           "use PhpAmqpLib\\Connection\\AMQPStreamConnection;\n$n = 1;\n")
    assert _whole("benchmark/producer.php", php, "php").doc == "Usage: php producer.php 10000"
    py = '"""\nUsage:\n\n    python file_receiver.py\n"""\nimport os\n'
    assert _whole("demos/file_receiver.py", py, "python").doc == "Usage: python file_receiver.py"
    sh = "#!/bin/sh\n# Supported options:\nx=1\n"
    assert _whole("run.sh", sh, "bash").doc == "Supported options:"
    said = "# Runs the benchmarks.\n# Usage:\n#   ./bench\nx=1\n"
    assert _whole("bench.sh", said, "bash").doc == "Runs the benchmarks."


def test_a_code_line_is_no_summary() -> None:
    # sqlite-utils' __main__.py was described "if __name__ == "__main__":", YamlDotNet's
    # CustomAssemblyInfo.cs "if !UNITY" (its `#` read as a comment's), 7 of Lua's test
    # stretches "end": code says what a line does, not what the file is.
    main = 'from .cli import cli\n\nif __name__ == "__main__":\n    cli()\n'
    assert _whole("sqlite_utils/__main__.py", main, "python").doc == ""
    cs = ("#if !UNITY\nusing System.Reflection;\n\n// General Information about an assembly.\n"
          '[assembly: AssemblyTitle("YamlDotNet")]\n#endif\n')
    assert _whole("Properties/CustomAssemblyInfo.cs", cs, "csharp").doc \
        == "General Information about an assembly."
    # A preprocessor line is passed over: a header's comment under its include guard says
    # what it is.
    h = "#ifndef UTIL_H\n#define UTIL_H\n\n/* Helpers shared by the tools. */\n#endif\n"
    assert _whole("util.h", h, "c").doc == "Helpers shared by the tools."
    lua = ("local function f(x)\n  return x\nend\n\nfor i = 1, 3 do\n  f(i)\nend\n"
           "assert(f(1) == 1)\nprint('OK')\n")
    [rest] = [c for c in chunk_file("testes/calls.lua", lua, "lua") if c.kind == "file"]
    assert rest.doc == ""
    # A docstring's words under its bare opener are no code; a text file's line is its content.
    doc = '"""\ncs custom locale file.\n"""\n\ntranslations = {}\n'
    assert _whole("locales/cs/custom.py", doc, "python").doc == "cs custom locale file."
    assert _whole(".ruby-version", "3.3.6\n", "text").doc == "3.3.6"


def test_whole_file_summary_passes_over_an_import_over_lines() -> None:
    # The review: `import {` / `  execa,` gave execa's tests the summary "execa,".
    js = ("import {\n  execa,\n  execaSync,\n} from 'execa';\n// Runs unicorns.\n"
          "await execa('unicorns');\n")
    go = 'package main\n\nimport (\n\t"fmt"\n)\n\n// Prints.\nvar x = 1\n'
    assert _whole("test/exit.js", js, "javascript").doc == "Runs unicorns."
    assert _whole("main.go", go, "go").doc == "Prints."


def test_whole_file_summary_passes_over_a_license_header() -> None:
    # moshi's JsonReader.kt (one whole-file chunk) was summarised "Copyright (C) 2010 Google Inc."
    java_style = ("/*\n * Copyright (C) 2010 Google Inc.\n *\n * Licensed under the Apache License\n"
                  " * Unless required by applicable law or agreed to in writing\n */\n"
                  "package com.squareup.moshi\n\n/** Reads a JSON-encoded value. */\nclass R\n")
    hash_style = "# Copyright 2020 The Authors\n# SPDX-License-Identifier: MIT\n\n# Widget tools.\n"
    # pry's lib/pry.rb was summarised "(C) John Mair (banisterfiend) 2010".
    owner_style = "# (C) John Mair (banisterfiend) 2010\n# MIT License\n\n# The REPL.\n"
    yearless_style = "# (C) John Mair (banisterfiend)\n# MIT license\n\n# Run the REPL.\n"
    slash_style = ("// Copyright 2014 Manu. All rights reserved.\n// Use of this source code is "
                   "governed by an MIT license.\n\n// Package gin is a web framework.\npackage gin\n")
    # An Apache project's header names no copyright: commons-lang's 18 package-info.java and
    # its pom.xml were summarised "Licensed to the Apache Software Foundation (ASF) under…".
    asf = (" Licensed to the Apache Software Foundation (ASF) under one or more\n contributor"
           " license agreements.  See the NOTICE file distributed with\n")
    apache_style = "/*\n" + asf.replace("\n ", "\n * ").replace(" L", " * L", 1) + " */\n" \
        "/**\n * Provides classes to work with the os.arch system property.\n */\npackage a;\n"
    markup_style = '<?xml version="1.0"?>\n<!--\n' + asf + "-->\n<project>\n</project>\n"
    bare_style = "/*\n" + asf + "*/\n/** The help production system. */\npackage a.help;\n"
    # Apple's Swift packages open with "This source file is part of the Swift Logging API open
    # source project": swift-log's 7 CMake files and swift-argument-parser's scripts read it.
    swift_style = ("#===---===#\n#\n# This source file is part of the Swift Logging API open "
                   "source project\n#\n# Copyright (c) 2018 Apple Inc.\n# Licensed under Apache "
                   "License v2.0\n#\n# See LICENSE.txt for license information\n#\n#===---===#\n"
                   "\n# Move to the project root\ncd ..\n")
    for text, summary in ((java_style, "Reads a JSON-encoded value."),
                          (hash_style, "Widget tools."),
                          (owner_style, "The REPL."),
                          (yearless_style, "Run the REPL."),
                          (slash_style, "Package gin is a web framework."),
                          (apache_style, "Provides classes to work with the os.arch system property."),
                          (markup_style, ""),   # tags alone: no summary
                          (bare_style, "The help production system."),
                          (swift_style, "Move to the project root")):
        assert chunk_file("f.txt", text, "text")[0].doc == summary


@pytest.mark.parametrize("path, text, summary, shown", [
    # A leading `*` was stripped as a comment's marker: ky's `* text=auto eol=lf` read
    # "text=auto eol=lf", http's `**/dgph` "*/dgph", uvicorn's `**Uvicorn** is` "Uvicorn** is".
    # (A `.gitattributes`' patterns are no summary now; a text file of them still has one.)
    ("attributes.txt", "* text=auto eol=lf\n*.ai binary\n", "* text=auto eol=lf",
     "* text=auto eol=lf"),
    ("globs.txt", "**/dgph\n*.mode1v3\n", "**/dgph", "**/dgph"),
    # Markdown's bold is kept in the summary, and shown as its words (``docmarkup``).
    ("docs/install.md", "**Uvicorn** is available on PyPI.\n", "**Uvicorn** is available on PyPI.",
     "Uvicorn is available on PyPI."),
    # A `/*` the file never closes is a glob too (jotai's benchmarks/.gitignore; an ignore
    # file's patterns are no summary now, a text file of globs' still are).
    ("globs.txt", "/*.json\n", "/*.json", "/*.json"),
    # A block comment's ` * ` lines and an RST over-line of stars still say nothing.
    ("notes.txt", "/*\n * Widget tools.\n */\n", "Widget tools.", "Widget tools."),
    ("AUTHORS", "*******\nAuthors\n", "Authors", "Authors"),
    # A bare `/*` has no word: the text below it is the summary, a list of globs' next line
    # or a C header's, which that `/*` opens though the file never closes it; a `<!--`
    # block's ` * ` lines are a comment's too. They read `/*`, `/*` and `* Build settings…`.
    ("globs.txt", "/*\n!/src\n!/docs\n", "!/src", "!/src"),
    ("a.c", "/*\n * Unterminated header comment of a C file\n",
     "Unterminated header comment of a C file", "Unterminated header comment of a C file"),
    ("pom.xml", "<!--\n * Build settings for the widget module.\n-->\n<project/>\n",
     "Build settings for the widget module.", "Build settings for the widget module."),
])
def test_a_glob_led_line_keeps_its_stars(path: str, text: str, summary: str, shown: str) -> None:
    from codesift.address import hit_label
    from codesift.languages import language_of
    from codesift.model import Hit

    chunk = _whole(path, text, language_of(path))
    assert chunk.doc == summary
    hit = Hit(path=path, line=1, end_line=chunk.end, kind=chunk.kind, symbol=chunk.name,
              container="", signature="", doc=chunk.doc, lang=chunk.lang, score=1.0)
    assert hit_label(hit) == f"file — {shown}"


@pytest.mark.parametrize("text, summary", [
    # rake's doc/rake.1 (mdoc) was summarised by its first request, `.Dd June 12, 2016`.
    (".Dd June 12, 2016\n.Dt RAKE 1\n.Sh NAME\n.Nm rake\n.Nd make-like build utility for Ruby\n"
     ".Sh DESCRIPTION\n.Nm\nis a build tool.\n", "make-like build utility for Ruby"),
    # man(7) behind a comment header: NAME's prose line, its font and dash escapes undone.
    ('.\\" Copyright (c) 2020 The Authors\n.TH JQ 1 "2023"\n.SH "NAME"\n'
     "\\fBjq\\fR \\- Command\\-line JSON processor\n.SH SYNOPSIS\n", "jq - Command-line JSON processor"),
])
def test_a_man_page_is_summarised_by_its_name_line_not_a_request(text: str, summary: str) -> None:
    assert _whole("doc/tool.1", text, "text").doc == summary


@pytest.mark.parametrize("book, summary", [
    # nbformat 4: a code cell first, then a title cell; a cell's source a list of lines.
    ({"nbformat": 4, "cells": [
        {"cell_type": "code", "source": ["import sys\n", "sys.version_info"]},
        {"cell_type": "markdown", "source": ["# Resolving conflicts\n", "\n", "There is no …"]}]},
     "Resolving conflicts"),
    # nbformat 3 (petl's issue_219.ipynb): worksheets of cells, a `heading` cell, `input` code.
    ({"nbformat": 3, "worksheets": [{"cells": [
        {"cell_type": "heading", "level": 1, "source": ["Using server-side cursors"]},
        {"cell_type": "code", "input": ["import petl"]}]}]}, "Using server-side cursors"),
    # A notebook of code alone says nothing (its first code cell is no summary).
    ({"nbformat": 4, "cells": [{"cell_type": "code", "source": "x = 1"}]}, ""),
])
def test_a_notebook_is_summarised_by_its_first_markdown_cell(book: dict, summary: str) -> None:
    # qa57: petl's example notebooks (JSON) had no summary, 5 of 9 opening with a title cell.
    import json
    assert _whole("examples/notes/case.ipynb", json.dumps(book, indent=1), "text").doc == summary


def test_tool_pragmas_are_not_docs() -> None:
    source = ("// eslint-disable-next-line @typescript-eslint/consistent-type-definitions\n"
              "export interface Shape { area(): number }\n\n"
              "/* istanbul ignore next */\n/** Twice the value. */\n"
              "export function double(x: number): number { return 2 * x; }\n")
    docs = {c.name: c.doc for c in chunk_file("src/shape.ts", source, "typescript")}
    assert docs["Shape"] == "" and docs["double"] == "Twice the value."
    # A bundler's annotation: immer's `/*#__PURE__*/` was the doc of ten functions.
    pure = "/*#__PURE__*/\nexport function isPlainObject(v: any): boolean {\n  return !!v\n}\n"
    assert [c.doc for c in chunk_file("src/common.ts", pure, "typescript")] == [""]


def test_include_what_you_use_pragmas_are_not_docs() -> None:
    # htop's ProvideTerm.h was summarised "IWYU pragma: begin_exports"; googletest's headers
    # open `// IWYU pragma: private, include "gmock/gmock.h"`.
    term = ('/*\nhtop - ProvideTerm.h\n(C) 2023 htop dev team\n*/\n\n'
            '#include "config.h" // IWYU pragma: keep\n\n// IWYU pragma: begin_exports\n\n'
            '#include <term.h>\n\n// IWYU pragma: end_exports\n')
    assert [(c.kind, c.doc) for c in chunk_file("ProvideTerm.h", term, "c")] == [("file", "")]
    actions = ('// IWYU pragma: private, include "gmock/gmock.h"\n\n'
               '// IWYU pragma: export\nint invoke_action(int code);\n')
    assert [c.doc for c in chunk_file("gmock-actions.h", actions, "c")] == [""]


def test_a_next_line_pragma_under_a_doc_leaves_the_doc_to_the_declaration() -> None:
    # debug's browser.js: `/** Currently only WebKit-based Web Inspectors … */`, a blank line,
    # `// eslint-disable-next-line complexity`, `function useColors()`: the blank line
    # ended the comments above it, and the pragma alone was no doc. A plain comment, or a
    # pragma under two blank lines, still ends them.
    source = ("/**\n * Currently only WebKit-based Web Inspectors support %c.\n */\n\n"
              "// eslint-disable-next-line complexity\nfunction useColors() {\n  return 1;\n}\n\n"
              "/** Checks the type. */\n\n// @ts-expect-error\nfunction typed() {}\n\n"
              "/** Not the doc. */\n\n// Loads the value.\nfunction load() {}\n\n"
              "/** Too far. */\n\n\n// eslint-disable-next-line\nfunction far() {}\n")
    docs = {c.name: c.doc for c in chunk_file("src/browser.js", source, "javascript")}
    assert docs == {"useColors": "Currently only WebKit-based Web Inspectors support %c.",
                    "typed": "Checks the type.", "load": "Loads the value.", "far": ""}


def test_oxlint_pragmas_are_not_docs() -> None:
    # lru-cache's `// either a function or a class` / `// oxlint-disable-next-line
    # no-explicit-any` / `type ForC = …` read "either a function or a class
    # oxlint-disable-next-line no-explicit-any"; under a JSDoc the pragma ended the doc.
    source = ("// either a function or a class\n// oxlint-disable-next-line no-explicit-any\n"
              "type ForC = ((...a: any[]) => any)\n\n"
              "/** Warns once. */\n\n// oxlint-disable-next-line no-console\n"
              "function warn(msg: string) {}\n")
    docs = {c.name: c.doc for c in chunk_file("src/index.ts", source, "typescript")}
    assert docs == {"ForC": "either a function or a class", "warn": "Warns once."}


def test_dart_analyzer_switches_and_nodoc_are_not_docs() -> None:
    # qa65: freezed's generated classes (fpdart's examples) read "@nodoc", their fields
    # "ignore: unused_field". A doc above the switch stays, and so does prose after `ignore:`.
    source = ("/// @nodoc\nmixin _$Pokemon {\n  int get id => 1;\n}\n\n"
              "/// @nodoc\nclass _$PokemonCopyWithImpl<$Res> {\n"
              "  // ignore: unused_field\n  final Object _value;\n"
              "  // ignore: unused_field, unused_element\n  final Object _then;\n\n"
              "  /// Copies it.\n  // ignore: non_constant_identifier_names\n"
              "  Object Do() => _value;\n\n"
              "  // ignore: the old name is kept for the wire format\n  final int code = 1;\n}\n")
    docs = {c.name: c.doc for c in chunk_file("lib/pokemon.freezed.dart", source, "dart")}
    assert docs == {"_$Pokemon": "", "id": "", "_$PokemonCopyWithImpl": "", "_value": "",
                    "_then": "", "Do": "Copies it.",
                    "code": "ignore: the old name is kept for the wire format"}


def test_swift_format_switches_and_the_link_under_them_are_not_docs() -> None:
    # qa65: 61 of swift-argument-parser's tests and helpers read "swift-format-ignore:
    # AlwaysUseLowerCamelCase", 80 more with the issue link under it that says why.
    source = ("// swift-format-ignore: AlwaysUseLowerCamelCase\n"
              "// https://github.com/apple/swift-argument-parser/issues/710\n"
              "func parsing_Defaults() throws {}\n\n"
              "// swift-format-ignore: AlwaysUseLowerCamelCase\nfunc Assert() {}\n\n"
              "// swift-format-ignore: NeverForceUnwrap\n// Unwraps the first value.\n"
              "func first() -> Int { 1 }\n\n"
              "// See https://example.com/why for the format.\nfunc linked() {}\n")
    docs = {c.name: c.doc for c in chunk_file("Tests/DefaultsTests.swift", source, "swift")}
    assert docs == {"parsing_Defaults": "", "Assert": "", "first": "Unwraps the first value.",
                    "linked": "See https://example.com/why for the format."}


def test_phpcs_switches_and_xcodes_encoding_marker_are_not_docs() -> None:
    # qa65: commonmark's `register` methods read "phpcs:disable Generic.Functions.…"; every
    # project.pbxproj (Swinject's, Kingfisher's, SnapKit's) was summarised "!$*UTF8*$!".
    source = ("<?php\nclass Ext\n{\n    // phpcs:disable Generic.Functions.FunctionCallArgumentSpacing\n"
              "    public function register($env): void\n    {\n    }\n\n"
              "    // @codingStandardsIgnoreStart\n    /** Adds the parsers. */\n"
              "    public function add($env): void\n    {\n    }\n}\n")
    docs = {c.name: c.doc for c in chunk_file("src/Ext.php", source, "php")}
    assert docs["register"] == "" and docs["add"] == "Adds the parsers.", docs
    pbxproj = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 54;\n}\n"
    path = "App.xcodeproj/project.pbxproj"
    assert [c.doc for c in chunk_file(path, pbxproj, language_of(path))] == [""]


def test_php_analysers_suppressions_are_not_docs() -> None:
    # qa74: koel's `SongService` read "@mago-ignore lint:cyclomatic-complexity", its
    # `SubsonicResponse` the switch before its reason (15 such docs). Mago's, PHPStan's,
    # Psalm's, Phan's and PHPMD's suppressions are told to the tool; the prose around stays.
    source = ("<?php\n// @mago-ignore lint:cyclomatic-complexity\nclass SongService\n{\n"
              "    // @mago-expect analysis:mixed-argument\n    // Updates the songs' tags.\n"
              "    public function update(): void\n    {\n    }\n\n"
              "    /**\n     * @SuppressWarnings(PHPMD.StaticAccess)\n     */\n"
              "    public function scan(): void\n    {\n    }\n\n"
              "    /**\n     * Removes the songs.\n     *\n     * @psalm-suppress MixedAssignment\n"
              "     */\n    public function delete(): void\n    {\n    }\n\n"
              "    // @phpstan-ignore-next-line\n    public function sync(): void\n    {\n    }\n}\n")
    docs = {c.name: c.doc for c in chunk_file("app/SongService.php", source, "php")}
    assert docs == {"SongService": "", "update": "Updates the songs' tags.", "scan": "",
                    "delete": "Removes the songs.", "sync": ""}, docs


def test_phpstorms_noinspection_tag_is_not_a_doc() -> None:
    # qa74: koel's `LicenseService.updateOrCreateLicenseFromApiResponseBody` read
    # "@noinspection PhpIncompatibleReturnTypeInspection", PhpStorm's suppression written as
    # a doc block's tag (IntelliJ's `//noinspection X` already said nothing).
    source = ("<?php\nclass LicenseService\n{\n"
              "    /** @noinspection PhpIncompatibleReturnTypeInspection */\n"
              "    public function update(): License\n    {\n    }\n\n"
              "    /**\n     * Stores the licence.\n     * @noinspection PhpUnhandledExceptionInspection\n     */\n"
              "    public function store(): void\n    {\n    }\n}\n")
    docs = {c.name: c.doc for c in chunk_file("app/LicenseService.php", source, "php")}
    assert docs == {"LicenseService": "", "update": "", "store": "Stores the licence."}, docs


def test_coverage_exclusion_markers_are_not_docs() -> None:
    # PEGTL's `// LCOV_EXCL_START` above five test methods was their doc and its `//
    # FCOV_EXCL_FILE` the summary of pegtl.hpp; ron's `// GRCOV_EXCL_START` over a
    # `bitflags!`. A doc around the marker stays.
    source = ("struct action {\n   // LCOV_EXCL_START\n   static void failure(int) {}\n"
              "   // LCOV_EXCL_STOP\n\n   // Applies it.\n   // GCOVR_EXCL_LINE\n"
              "   static void apply(int) {}\n};\n")
    docs = {c.name: c.doc for c in chunk_file("src/test/action.cpp", source, "cpp")}
    assert docs == {"action": "", "failure": "", "apply": "Applies it."}
    header = ("// Copyright (c) 2014 Dr. Colin Hirsch\n\n#ifndef TAO_PEGTL_HPP\n"
              "#define TAO_PEGTL_HPP\n\n#include \"pegtl/parse.hpp\"\n\n// FCOV_EXCL_FILE\n"
              "#endif\n")
    assert [c.doc for c in chunk_file("include/tao/pegtl.hpp", header, "cpp")] == [""]


def test_a_title_boxed_by_rule_lines_is_no_doc() -> None:
    # prettytable boxes its section titles in `#` lines (`#####` / `# ATTRIBUTE MANAGEMENT #`
    # / `#####`): read a line at a time, the title said something, and was the doc of the
    # `rows` property below it. So does C's `/****/` / `/* Helpers */` / `/****/`. A doc
    # written below the box is still the doc.
    py = ("class PrettyTable:\n"
          "    ##############################\n"
          "    # ATTRIBUTE MANAGEMENT       #\n"
          "    ##############################\n"
          "    @property\n    def rows(self):\n        return self._rows[:]\n\n"
          "# ---------\n# Helpers\n# ---------\n# Join two tables.\ndef join(a, b):\n    pass\n")
    docs = {c.name: c.doc for c in chunk_file("src/prettytable/prettytable.py", py, "python")}
    assert docs == {"PrettyTable": "", "rows": "", "join": "Join two tables."}
    c = ("/*****************************/\n/* Helpers                   */\n"
         "/*****************************/\nint helper(void) { return 0; }\n")
    assert [ch.doc for ch in chunk_file("src/util.c", c, "c")] == [""]


def test_javascript_calls_with_callbacks_are_chunks() -> None:
    # Test suites and cases, routes and `defineGetter(req, 'ip', function ip() {…})`: code in
    # no declaration, found before only through its file.
    text = ("describe('res', function () {\n"
            "  var app = express();\n"
            "  it('should set the status', function () {\n    app.use(1);\n  });\n"
            "  describe('.send()', () => {\n    it('sends', async () => {});\n  });\n});\n"
            "defineGetter(req, 'ip', function ip() {\n  return this.socket;\n});\n"
            "app.post('/login', function (req, res) {\n  res.redirect('/');\n});\n"
            "app.listen(3000);\nbeforeEach(function () {});\n(function () {})();\n"
            "defineGetter(req, 'fresh', function () {\n  return true;\n});\n"
            "app.use(function (req, res, next) {});\n")
    chunks = [(c.kind, c.container, c.name, c.start, c.end)
              for c in chunk_file("test/res.js", text, "javascript")]
    # A suite groups its cases as a namespace does; a getter is qualified by its object.
    assert chunks == [("namespace", "", "res", 1, 9),
                      ("function", "res", "should set the status", 3, 5),
                      ("namespace", "res", "send()", 6, 8), ("function", "res.send()", "sends", 7, 7),
                      ("function", "req", "ip", 10, 12), ("function", "", "/login", 13, 15),
                      ("function", "", "beforeEach", 17, 17),   # a hook, named by its call
                      ("function", "req", "fresh", 19, 21)]     # `app.use(…)` declares no app.use
    # A name from a string reads as the string does.
    escaped = chunk_file("t.js", "test('doesn\\'t retry', t => {});\n", "javascript")
    assert [c.name for c in escaped] == ["doesn't retry"]
    # A case's callback is not walked: the call inside it is no chunk.
    inner = chunk_file("t.js", "it('a b', function () {\n  run('x', function () {});\n});\n",
                       "javascript")
    assert [c.name for c in inner] == ["a b"]


def test_a_suite_or_case_titled_by_a_reference_is_named_by_it() -> None:
    # remeda's `describe(pipe, () => {…})` (Vitest titles it by the function's name) and
    # knex's `describe(db, …)`: untitled by a string, the suite and every case in it were no
    # chunk. A reference first is the title here, not an object qualifying the name.
    ts = ('describe(pipe, () => {\n  test("as fn", () => {\n    run();\n  });\n});\n'
          'it(spec.title, async function () {});\n'
          'defineGetter(req, "ip", function () {\n  return 1;\n});\n')
    chunks = [(c.kind, c.container, c.name, c.start, c.end)
              for c in chunk_file("src/first.test.ts", ts, "typescript")]
    assert chunks == [("namespace", "", "pipe", 1, 5), ("function", "pipe", "as fn", 2, 4),
                      ("function", "", "spec.title", 6, 6), ("function", "req", "ip", 7, 9)]
    # Any other call passing a reference and a function declares nothing.
    assert [c.kind for c in chunk_file("a.js", "app.use(router, function () {});\n", "javascript")] \
        == ["file"]


def test_a_suite_with_an_empty_or_computed_title_is_no_scope_of_its_cases() -> None:
    # routing-controllers opens each of its 24 functional specs with `describe(``, () => {…})`:
    # untitled, the suite returned nothing and each spec was one whole-file chunk; body-parser's
    # `describe('in ' + (extended ? 'extended' : 'simple') + ' mode', …)` lost its cases so.
    ts = ("describe(``, () => {\n  let server: Server;\n"
          "  describe('interceptor', () => {\n    it('replaces', () => {\n      run();\n    });\n  });\n"
          "  it('top', () => {});\n});\n"
          "describe('in ' + (x ? 'a' : 'b') + ' mode', function () {\n  it('parses', function () {});\n});\n")
    chunks = [(c.kind, c.container, c.name, c.start, c.end)
              for c in chunk_file("test/functional/interceptors.spec.ts", ts, "typescript")]
    assert chunks == [("namespace", "", "interceptor", 3, 7),
                      ("function", "interceptor", "replaces", 4, 6),
                      ("function", "", "top", 8, 8), ("function", "", "parses", 11, 11)]


def test_a_case_run_by_a_macro_or_a_made_function_is_a_chunk() -> None:
    # AVA's macros (execa's 4,179 `test('Non-string arguments are coerced', testRoundtrip,
    # [1234])`) and ajv's `it("…", spec(new Ajv()))` pass no function: their titles, the only
    # words saying what each case tests, were in no chunk. Signed to the runner.
    js = ("test('Non-string arguments are coerced', testRoundtrip, [1234]);\n"
          "test.serial('multi line', testRoundtrip, [\n  1, 2]);\n"
          'it("should compile", spec(new Ajv()))\n'
          "describe('suite', () => {\n  it('inside', helpers.check)\n})\n"
          "app.get('/users', handler)\nit('pending only')\ntest(title, macro)\n")
    chunks = [(c.kind, c.container, c.name, c.start, c.end, c.signature)
              for c in chunk_file("test/a.js", js, "javascript")]
    assert chunks == [
        ("function", "", "Non-string arguments are coerced", 1, 1,
         "test('Non-string arguments are coerced', testRoundtrip,"),
        ("function", "", "multi line", 2, 3, "test.serial('multi line', testRoundtrip,"),
        ("function", "", "should compile", 4, 4, 'it("should compile", spec(new Ajv())'),
        ("namespace", "", "suite", 5, 7, "describe('suite',"),
        ("function", "suite", "inside", 6, 6, "it('inside', helpers.check"),
        # No case: a route, named by its path (test_chunk_go_js_routes.py).
        ("function", "", "/users", 8, 8, "app.get('/users', handler)")]


def test_an_eslint_rule_testers_cases_are_a_case_named_by_the_rule() -> None:
    # eslint-plugin-react's 104 test files run `ruleTester.run('display-name', rule, { valid:
    # […], invalid: […] })`: their 30,000 lines of cases were in no chunk. A `run` given no
    # `valid` or `invalid` cases (a task runner's `runner.run('build', opts, {})`) is none.
    js = ("const ruleTester = new RuleTester({ parserOptions });\n"
          "ruleTester.run('display-name', rule, {\n"
          "  valid: parsers.all([\n    { code: 'var Hello = 1;' },\n  ]),\n"
          "  invalid: [\n    { code: 'var x;', errors: [{ messageId: 'noDisplayName' }] },\n  ],\n"
          "});\n"
          "runner.run('build', opts, { watch: true });\n")
    chunks = [(c.kind, c.name, c.start, c.end, c.signature)
              for c in chunk_file("tests/lib/rules/display-name.js", js, "javascript")]
    assert chunks == [
        ("constant", "ruleTester", 1, 1, "const ruleTester = new RuleTester({ parserOptions })"),
        ("function", "display-name", 2, 9, "ruleTester.run('display-name', rule,")]


def test_suites_and_cases_a_file_repeats_in_a_loop_or_an_if_are_chunks() -> None:
    # ioredis's `for (const { name } of CONFIGS) { describe(…) }`, mobx's `[…].forEach(key =>
    # { test(…) })`, yaml's `if (…) { describe(…) }`: the code of those suites and cases was
    # in no chunk at all. They are named as if written at file scope; the values the loop
    # computes each time round are no chunks, as a function's locals are none.
    ts = ('for (const name of CONFIGS) {\n  const opts = OPTIONS[name]\n'
          '  describe(`asking (${name})`, () => {\n    it("returns OK", () => {})\n  })\n}\n'
          ';["props", "state"].forEach(key => {\n  test(`using ${key}`, () => {})\n})\n'
          'if (isWindows) {\n  test("on windows", () => {})\n} else if (isLinux) {\n'
          '  for (const x of xs) test("on linux", () => {})\n} else {\n'
          '  beforeEach(() => {})\n}\n'
          'while (more()) {\n  run()\n}\n')
    chunks = [(c.kind, c.container, c.name, c.start)
              for c in chunk_file("src/a.test.ts", ts, "typescript")]
    assert chunks == [
        ("namespace", "", "asking (${name})", 3), ("function", "asking (${name})", "returns OK", 4),
        ("function", "", "using ${key}", 8), ("function", "", "on windows", 11),
        ("function", "", "on linux", 13), ("function", "", "beforeEach", 15)]
    # Inside a function, a loop's cases are the function's (a test helper's, below).
    inner = "function helper() {\n  for (const x of xs) {\n    test('a', () => {})\n  }\n}\n"
    assert [c.qualified for c in chunk_file("b.test.js", inner, "javascript")] == ["helper", "helper.a"]


def test_suites_cases_and_hooks_a_test_helper_declares_are_chunks() -> None:
    # mqtt's `function abstractTest(server, config) { describe(…) … }`, 4,250 lines, and pino's
    # `const levelTest = (name, level) => { test(…) }`: a function test files call to declare
    # shared cases was one chunk, its cases lines of it. They are named inside it; a call that
    # declares no test by its arguments (mocha's own `suite.on(EVENT, fn)`) stays its code.
    js = ("function abstractTest(server, config) {\n  const port = 1883\n"
          "  describe('publishing', () => {\n    beforeEach(() => { server.reset() })\n"
          "    it('should publish', () => {})\n  })\n"
          "  ;[1, 2].forEach((n) => {\n    it(`handles ${n}`, () => {})\n  })\n}\n"
          "const levelTest = (name, level) => {\n  test(name, async () => {})\n}\n"
          "function notATest(suite) {\n  suite.on(EVENT_FILE_PRE_REQUIRE, function (context) {})\n"
          "  return suite\n}\n")
    chunks = [(c.kind, c.qualified, c.start, c.signature)
              for c in chunk_file("test/abstract.js", js, "javascript")]
    assert chunks == [
        ("function", "abstractTest", 1, "function abstractTest(server, config)"),
        ("namespace", "abstractTest.publishing", 3, "describe('publishing',"),
        ("function", "abstractTest.publishing.beforeEach", 4, "beforeEach("),
        ("function", "abstractTest.publishing.should publish", 5, "it('should publish',"),
        ("function", "abstractTest.handles ${n}", 8, "it(`handles ${n}`,"),
        ("function", "levelTest", 11, "const levelTest = (name, level) =>"),
        ("function", "levelTest.name", 12, "test(name,"),
        ("function", "notATest", 14, "function notATest(suite)")]

def test_the_member_called_says_whether_a_call_is_a_suite_or_a_case() -> None:
    # node-postgres' `suite.test('promise API async stack trace in pool', async () => {…})`
    # was a suite (`namespace`) for its object's name, its inner function a chunk of it;
    # Playwright's `test.describe('…', …)` a case. The member called decides, past a
    # runner's modifiers (`test.describe.serial`); the runner's own word still does
    # (`describe.only`), and an object's other calls (`suite.on(…)`) declare no test.
    js = ("suite.test('async stack trace in pool', async () => {\n"
          "  async function inner() {}\n  await inner()\n})\n"
          "test.describe.serial('login', () => {\n  test('works', async () => {})\n})\n"
          "describe.only('pool', () => {})\n"
          "function helper(suite) {\n  suite.test('in helper', () => {})\n}\n")
    chunks = [(c.kind, c.qualified, c.start)
              for c in chunk_file("test/stack-tests.js", js, "javascript")]
    assert chunks == [
        ("function", "async stack trace in pool", 1), ("namespace", "login", 5),
        ("function", "login.works", 6), ("namespace", "pool", 8),
        ("function", "helper", 9), ("function", "helper.in helper", 10)]


@pytest.mark.parametrize("lang", ["python", "rust", "go", "java", "markdown", "text", "cpp"])
def test_empty_file(lang: str) -> None:
    chunk = _whole("src/empty", "", lang)
    assert (chunk.kind, chunk.start, chunk.end, chunk.text) == ("file", 1, 1, "")


@pytest.mark.parametrize("path,lang,text", [
    ("a.rs", "rust", "\x00\xff}}}{{{ fn ( [ <<>> \ud800 impl { \udcff"),
    ("A.java", "java", "class A { void m() { if (x) { "),
    ("a.py", "python", "def f(:\n  )))\nclass\n" * 50),
    ("a.go", "go", "}}}}}} func ((( package"),
    ("a.c", "c", "#if\n#else\n#endif\n#endif\n{{{{"),
    ("a.ts", "typescript", "export class { constructor( }"),
])
def test_broken_input_never_raises(path: str, lang: str, text: str) -> None:
    chunks = chunk_file(path, text, lang)
    assert chunks and all(c.kind in KINDS for c in chunks)
    assert all(1 <= c.start <= c.end for c in chunks)


def test_mostly_broken_parse_falls_back_to_whole_file() -> None:
    chunk = _whole("A.java", "class A { void m() { if (x) { ", "java")
    assert chunk.kind == "file"


def test_a_mostly_broken_parse_keeps_what_it_found_and_chunks_the_rest() -> None:
    # jq's util.c: an `#ifndef HAVE_STRPTIME` block the grammar cannot follow made the file
    # mostly errors, and its 20 good functions went with it into one whole-file chunk.
    good = "".join(f"int f{i}(int x) {{\n    return x + {i};\n}}\n\n" for i in range(3))
    broken = ("#ifndef HAVE_STRPTIME\n#define LEGAL_ALT(x) { if (alt & ~(x)) return NULL; }\n"
              + "".join(f"static const char *conv{i}(const char *buf) {{\n"
                        f"    switch (*buf) {{\n    case 'E': LEGAL_ALT(0) alt = 1; goto again\n"
                        f"    }}\n    return buf\n" for i in range(12))
              + "#endif\n")
    text = good + broken
    chunks = chunk_file("src/util.c", text, "c")
    assert [(c.kind, c.name) for c in chunks if c.kind == "function"][:3] == [
        ("function", "f0"), ("function", "f1"), ("function", "f2")]
    rest = [c for c in chunks if c.kind == "file"]
    assert rest and all(c.name == "util.c" for c in rest)
    # No two chunks share a line, and only a lone line between them (the `#ifndef`) is in none.
    lines = text.split("\n")
    held = [n for c in chunks for n in range(c.start, c.end + 1)]
    assert len(held) == len(set(held))
    missing = {n for n, ln in enumerate(lines, 1) if ln.strip()} - set(held)
    assert [lines[n - 1] for n in sorted(missing)] == ["#ifndef HAVE_STRPTIME"]


def test_the_rest_of_a_broken_file_skips_comments_and_directives() -> None:
    # jq's src/: 17 of 30 such stretches held only comments or `#if`/`#endif` lines, and 12
    # were described as "endif".
    from codesift.chunk.stretches import stretches
    from codesift.model import Chunk

    text = "\n".join(["int a(void) { return 1; }",                  # 1: a declaration found
                      "/* one", " * two", " * three", " */", "#endif",   # 2-6: no code
                      "int b(void) { return 2; }",                  # 7: found
                      "#endif", "#ifdef TM_ZONE", "static char *utc = \"UTC\";",
                      "#endif", "static const char *nast[] = {", "  \"EST\", \"CST\"", "};"])
    found = [Chunk(path="u.c", lang="c", kind="function", name=n, container="", signature="",
                   doc="", start=line, end=line) for n, line in (("a", 1), ("b", 7))]
    rest = stretches("u.c", text, "c", found)
    # Its first line of code is no summary (``test_a_code_line_is_no_summary``).
    assert [(c.start, c.end, c.doc) for c in rest] == [(8, 14, "")]


def test_a_script_s_code_outside_its_declarations_is_chunked_by_stretch() -> None:
    # bats's argument loop, 240 lines between its functions that print "Bad command line
    # option", was in no chunk: the message found the file's functions, never the loop. A
    # script's stretch of 3+ lines of code is a `file` chunk now, described by its first
    # meaningful line; a stretch of imports, comments and a `#!` line is none, and a stretch
    # ends at its last code row (the comment below it is the next function's doc).
    sh = ("#!/usr/bin/env bash\n# shellcheck disable=SC1091\nsource \"$LIB/common.bash\"\n"
          ". \"$LIB/formatter.bash\"\n\\. \"$LIB/tracing.bash\"\n\n"
          "abort() {\n  printf 'Error: %s\\n' \"$1\" >&2\n  exit 1\n}\n\n"
          "# Parse the command line.\nwhile [[ $# -gt 0 ]]; do\n  case \"$1\" in\n"
          "  -h) usage; exit 0 ;;\n  *) abort \"Bad command line option '$1'\" ;;\n  esac\n"
          "  shift\ndone\n\n# Print the usage text.\nusage() {\n  echo usage\n}\n\n"
          "if [[ -n \"$report\" ]]; then\n  printf 'Error: no report\\n' >&2\nfi\n")
    chunks = chunk_file("libexec/tool", sh, "bash")
    assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("function", "abort", 7, 10, ""),
        ("file", "tool", 12, 19, "Parse the command line."),
        ("function", "usage", 22, 24, "Print the usage text."),
        ("file", "tool", 26, 28, "")]   # to its `fi`; its `if` line is no summary
    assert "Bad command line option" in chunks[1].text
    # Perl: `use` lines are no code, nor POD after `__END__`; PowerShell: a `<# … #>` help
    # block, `Import-Module`, dot-sourcing and `using module` are none either.
    pl = ("#!/usr/bin/perl\nuse strict;\nuse warnings;\nuse Getopt::Long;\n\n"
          "GetOptions(\\my %opt, 'verbose') or usage();\nmy $url = shift or usage();\n"
          "die \"No such file: $url\\n\" unless -e $url;\n\nsub usage {\n    die \"usage\\n\";\n}\n\n"
          "__END__\n\n=head1 NAME\n\nfetch - get a URL\n\nMore text.\n\nAnd more.\n\n=cut\n")
    assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunk_file("bin/fetch", pl, "perl")] \
        == [("file", "fetch", 1, 8, ""),
            ("function", "usage", 10, 12, "")]
    ps = ("<#\n.SYNOPSIS\nSets up the prompt.\n#>\nImport-Module posh-git\n"
          ". $PSScriptRoot\\Utils.ps1\nusing module Foo\n\nfunction Get-Thing { 'x' }\n\n"
          "if (!(Get-Command git -ErrorAction SilentlyContinue)) {\n"
          "    Write-Warning \"git command could not be found.\"\n    return\n}\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("src/Check.ps1", ps, "powershell")] \
        == [("function", "Get-Thing", 9, 9), ("file", "Check.ps1", 11, 14)]
    # Lua: a `--[[ … ]]` comment and `local x = require "x"` are no code (the comment opening
    # the file is its own doc, a chunk of its own: filedoc._lua_preamble).
    lua = ("--[[\nA module that opens files\nthe platform's way,\nwith ffi.\n]]\n"
           "local ffi = require(\"ffi\")\nlocal util = require \"util\"\n\n"
           "local function open(path) return io.open(path) end\n\n"
           "if ffi.os == \"Windows\" then\n  ffi.cdef[[ int _open(const char *p); ]]\n"
           "else\n  ffi.cdef[[ int open(const char *p); ]]\nend\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("ffi/io.lua", lua, "lua")] == [
        ("file", "", 1, 5), ("function", "open", 9, 9), ("file", "io.lua", 11, 15)]
    # A Python module's code outside its declarations stays out: its imports and constants,
    # its `__all__`, and a script's main guard (its names are none; see grammars_python.py).
    py = ("import sys\n\n__all__ = [\n    'main',\n    'run',\n]\n\ndef main(argv):\n    return 0\n\n"
          "if __name__ == '__main__':\n    args = sys.argv[1:]\n    if not args:\n"
          "        print('usage: tool FILE')\n        sys.exit(2)\n    sys.exit(main(args))\n")
    assert [(c.kind, c.name) for c in chunk_file("tool.py", py, "python")] == [("function", "main")]


def test_a_python_module_s_top_level_calls_are_chunked_by_stretch() -> None:
    # httpie's cli/definition.py: 90 `sessions.add_argument('--session-read-only', …)` calls
    # (716 lines) between its group variables lay in no chunk, so `--session-read-only` found
    # no declaration of it; so did a setup.py's `setup(…)` under its helpers. Three lines or
    # more of top-level call statements are a `file` stretch; a lone call, assignments,
    # imports and the main guard stay out.
    py = ("import argparse\n\nparser = argparse.ArgumentParser()\n\n"
          "def flag(s):\n    return s\n\n"
          "parser.add_argument(\n    '--session-read-only',\n    help='Reuse a session.',\n)\n"
          "parser.add_argument('--debug')\n\nLIMIT = 3\nlog('ready')\n\n"
          "if __name__ == '__main__':\n    parser.parse_args()\n    run()\n    done()\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("cli/definition.py", py, "python")] \
        == [("variable", "parser", 3, 3), ("function", "flag", 5, 6), ("file", "definition.py", 8, 12),
            ("constant", "LIMIT", 14, 14)]


# hiredis's adapters/libuv.h: the `#else` repeats a function header, tree-sitter-c wraps the
# whole file, include guard and all, in one ERROR node, and every function in it is intact.
_LIBUV_H = """#ifndef LIBUV_H
#define LIBUV_H
#include <uv.h>

typedef struct events {
    int events;
} events;

static void poll(uv_poll_t *handle, int status) {
    events *p = handle->data;
    p->events = status;
}

#if UV_VERSION_MAJOR == 0
static void on_timeout(uv_timer_t *timer, int status) {
#else
static void on_timeout(uv_timer_t *timer) {
#endif
    (void)timer;
}

static void add_read(void *privdata) {
    events *p = privdata;
    if (p->events & 1) {
        return;
    }
    p->events |= 1;
    uv_poll_start(p);
}

static void del_read(void *privdata) {
    events *p = privdata;
    if (p->events & 1) {
        p->events &= ~1;
        uv_poll_start(p);
    }
}

static void cleanup(void *privdata) {
    events *p = privdata;
    if (p->events) {
        uv_poll_stop(p);
        p->events = 0;
    }
    free(p);
}
#endif
"""


def test_declarations_inside_an_error_that_wraps_the_file_are_kept() -> None:
    chunks = chunk_file("adapters/libuv.h", _LIBUV_H, "c")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("struct", "events", 5, 7),
        ("function", "poll", 9, 12),
        ("function", "on_timeout", 17, 20),
        ("function", "add_read", 22, 29),
        ("function", "del_read", 31, 37),
        ("function", "cleanup", 39, 46),
    ]


def test_one_line_200kb_file() -> None:
    text = "const DATA = [" + "1," * 100_000 + "];"
    [chunk] = chunk_file("data.js", text, "javascript")
    assert (chunk.kind, chunk.name, chunk.start, chunk.end) == ("constant", "DATA", 1, 1)
    assert len(chunk.signature) <= 160 and chunk.signature.endswith("…")
    assert _whole("blob.txt", "x" * 200_000, "text").end == 1


@pytest.mark.parametrize("path,lang,text", [
    ("deep.py", "python", "".join("    " * i + "if x:\n" for i in range(2000)) + "    " * 2000 + "pass\n"),
    ("deep.js", "javascript", "function f() {" + "{" * 2000 + "}" * 2000 + "}\n"),
    ("deep.c", "c", "#ifdef A\n" * 2000 + "int f(void) { return 0; }\n" + "#endif\n" * 2000),
    ("deep.rs", "rust", "mod m { " * 2000 + "fn f() {}" + " }" * 2000),
    ("deep.md", "markdown", "".join("#" * (i % 6 + 1) + f" h{i}\n" for i in range(2000))),
])
def test_deep_nesting_never_raises(path: str, lang: str, text: str) -> None:
    chunks = chunk_file(path, text, lang)
    assert chunks and all(c.kind in KINDS for c in chunks)


def test_deep_containers_keep_qualified_paths() -> None:
    text = "mod m { " * 400 + "fn f() {}" + " }" * 400
    chunks = chunk_file("deep.rs", text, "rust")
    assert len(chunks) == 401
    func = chunks[-1]
    assert (func.kind, func.name) == ("function", "f")
    assert func.container == ".".join(["m"] * 400)


def test_a_container_past_1000_characters_keeps_its_innermost_parts() -> None:
    # Each of 5,000 nested modules carried its whole dotted path (~30 KB) to be tokenized:
    # 12.7 s and 700 MB to index a 69 KB file, quadratic in the depth.
    text = "".join(f"mod m{i} {{\n" for i in range(3000)) + "fn f() {}\n" + "}\n" * 3000
    func = chunk_file("deep.rs", text, "rust")[-1]
    assert (func.kind, func.name) == ("function", "f")
    assert func.container.startswith("…m") and func.container.endswith(".m2998.m2999")
    assert len(func.container) <= 1001


def test_a_function_inside_3000_nested_ifdefs_is_its_own_chunk() -> None:
    # The check whether a group declares anything recursed once per nested group: past
    # ~1,000 levels a RecursionError, caught, left the file one whole-file chunk.
    text = "".join(f"#ifdef A{i}\n" for i in range(3000)) + "int f(void) { return 0; }\n" \
        + "#endif\n" * 3000
    chunks = chunk_file("deep.c", text, "c")
    assert [(c.kind, c.name, c.start) for c in chunks] == [("function", "f", 3001)]


def test_deeply_nested_containers_take_memory_linear_in_the_file() -> None:
    # Each of 3,000 nested modules held its whole span's text until its members' lines were
    # dropped: 89 MB at peak for a 41 KB file (10,000 levels: 2 GB and 78 s).
    import tracemalloc

    text = "".join(f"mod m{i} {{\n" for i in range(3000)) + "}\n" * 3000
    tracemalloc.start()
    try:
        chunks = chunk_file("deep.rs", text, "rust")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(chunks) == 3000 and chunks[5].text == "mod m5 {\n}"
    # Beside the qualified containers (`m0.m1.….m2998`, 24 MB here), 10 MB; it was 65 MB.
    assert peak < sum(len(c.container) for c in chunks) + 10_000_000


def test_10000_nested_modules_chunk_in_linear_time() -> None:
    # Each module's comments above its body were found by `prev_sibling`, which tree-sitter
    # answers by walking down from the root: 3.2 s at 10,000 levels, 13 s at 20,000. A ratio
    # of two sizes in one run, not a budget: five times the levels cost ~5x, quadratic ~25x.
    import time

    def took(levels: int) -> float:
        text = "".join(f"mod m{i} {{\n" for i in range(levels)) + "}\n" * levels
        runs = []
        for _ in range(3):
            start = time.process_time()
            chunks = chunk_file("deep.rs", text, "rust")
            runs.append(time.process_time() - start)
        assert len(chunks) == levels
        return min(runs)

    small, large = took(2_000), took(10_000)
    assert large < small * 12 + 0.05, (small, large)


@pytest.mark.parametrize("path,lang,text", [
    # A Python type alias of a 3,000-member union: each `|` one level deeper.
    ("u.py", "python", "MyUnion = " + " | ".join(["Foo"] * 3000) + "\n\ndef after():\n    pass\n"),
    # A Scala function whose body ends 3,000 parentheses deep.
    ("u.scala", "scala", "object O {\n  def f(): Int = " + "(" * 3000 + "1" + ")" * 3000
     + "\n  def after(): Int = 2\n}\n"),
])
def test_a_deep_expression_keeps_its_file_s_declarations(path: str, lang: str, text: str) -> None:
    # Read by recursion, both raised RecursionError, and the file became one whole-file chunk.
    names = [c.name for c in chunk_file(path, text, lang)]
    assert "after" in names, names


def test_preprocessor_blocks_are_searched() -> None:
    text = "#ifdef A\n" * 3 + "int f(void) { return 0; }\n" + "#endif\n" * 3
    [chunk] = chunk_file("deep.c", text, "c")
    assert (chunk.kind, chunk.name, chunk.start) == ("function", "f", 4)


def test_surrogate_escaped_text_is_chunked() -> None:
    text = "def f():\n    return '\udcff'\n\ndef g():\n    pass\n"
    assert [c.name for c in chunk_file("a.py", text, "python")] == ["f", "g"]


def test_crlf_line_endings() -> None:
    text = "def f():\r\n    pass\r\n\r\nclass C:\r\n    def m(self):\r\n        pass\r\n"
    chunks = chunk_file("a.py", text, "python")
    assert [(c.qualified, c.start, c.end) for c in chunks] == [("f", 1, 2), ("C", 4, 6), ("C.m", 5, 6)]
    assert chunks[0].signature == "def f()"


def test_a_merge_conflict_s_sides_are_both_chunked() -> None:
    # `git merge` with a conflict inside a function: the `=======` line broke the parse, and
    # other_side_fn, below it, was in no chunk (a search for it answered main_side_fn). In
    # Markdown the line above `=======` was a heading. Rows hold; a lone `=======` (a
    # reStructuredText rule, a heading's underline) is no marker.
    py = ("def alpha():\n<<<<<<< HEAD\n    return 999\n\ndef main_side_fn():\n    pass\n"
          "||||||| base\n    return 1\n=======\n    return 111\n\ndef other_side_fn():\n"
          "    pass\n>>>>>>> other\n\n\ndef beta():\n    return 2\n")
    assert [(c.name, c.start) for c in chunk_file("m.py", py, "python")] == [
        ("alpha", 1), ("main_side_fn", 5), ("other_side_fn", 12), ("beta", 17)]
    md = ("# Title\n\nIntro.\n\n<<<<<<< HEAD\nOur text.\n=======\nTheir text.\n"
          ">>>>>>> feature/x\n\n## Usage\n\nRun it.\n")
    assert [(c.name, c.start) for c in chunk_file("README.md", md, "markdown")] == [
        ("Title", 1), ("Usage", 11)]
    setext = "Title\n=======\n\nText.\n"
    assert [c.name for c in chunk_file("a.md", setext, "markdown")] == ["Title"]


def test_a_title_s_underline_alone_is_not_read_for_a_merge_conflict(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Speed: every reStructuredText page with an `=======` underline (657 of Django's files)
    # was scanned for conflict markers; a conflict opens with `<<<<<<<`, and one without it
    # is no conflict.
    import codesift.chunk.rewrite as rewrite

    def scanned(text: str) -> str:
        raise AssertionError("the file was scanned for conflict markers")

    monkeypatch.setattr(rewrite, "blank_conflict_markers", scanned)
    rst = "Title\n=======\n\nText.\n\nUsage\n=======\n\nRun it.\n"
    assert [c.name for c in chunk_file("docs/a.rst", rst, "rst")] == ["Title", "Usage"]


def test_import_loads_no_grammar() -> None:
    code = (
        "import sys, codesift.chunk\n"
        "loaded = [m for m in sys.modules if m.startswith('tree_sitter')]\n"
        "assert not loaded, loaded\n"
        "codesift.chunk.chunk_file('a.py', 'def f():\\n    pass\\n', 'python')\n"
        "loaded = {m.split('.')[0] for m in sys.modules if m.startswith('tree_sitter_')}\n"
        "assert loaded == {'tree_sitter_python'}, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_value_cut_at_its_first_line_closes_its_bracket() -> None:
    # phpdotenv's `private const PATTERNS = [` and itsdangerous' `default_fallback_signers:
    # list[` ended their signatures on an opener.
    php = "<?php\nclass Lexer {\n    private const PATTERNS = [\n        'a',\n    ];\n}\n"
    py = "class S:\n    signers: list[\n        str\n    ] = []\n    y = f(\n        1)\n    z = g(1)\n"
    assert [c.signature for c in chunk_file("Lexer.php", php, "php")][1:] == [
        "private const PATTERNS = […]"]
    assert [c.signature for c in chunk_file("s.py", py, "python")][1:] == [
        "signers: list[…]", "y = f(…)", "z = g(1)"]


def test_a_typescript_property_s_type_over_lines_reads_whole_or_folded() -> None:
    # fastify's `frameworkErrors?: <` (its generics and parameters over 14 lines) and
    # `schemaController?: {` (its type dropped) ended their signatures on an opener, and so
    # did `const server: FastifyInstance<` (examples/typescript-server.ts).
    params = "".join(f"    request{i}: FastifyRequest<RequestGeneric, TypeProvider>,\n"
                     for i in range(4))
    ts = ("interface Options {\n  frameworkErrors?: <\n"
          "    RequestGeneric extends RequestGenericInterface = RequestGenericInterface,\n"
          "    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault\n  >(\n"
          f"{params}  ) => void\n"
          "  schemaController?: {\n    bucket?: (parentSchemas?: unknown) => void\n  }\n"
          "  names: string[]\n}\n"
          "const server: FastifyInstance<\n  Server,\n  IncomingMessage\n> = fastify({\n"
          "  logger: true\n})\nconst few = count <\n  max\n")
    assert _signatures("fastify.d.ts", ts, "typescript") == {
        "Options": "interface Options",
        "frameworkErrors": "frameworkErrors?: <…>(…) => void",
        "schemaController": "schemaController?: { bucket?: (parentSchemas?: unknown) => void }",
        "names": "names: string[]",
        "server": "const server: FastifyInstance<Server, IncomingMessage> = fastify(…)",
        "few": "const few = count <"}


def test_a_typescript_class_field_s_type_over_lines_reads_whole_or_folded() -> None:
    # class-validator's `constraints?: {` / `[type: string]: string;` / `};` was signed
    # `constraints?`, its type lost as the value's opening brace; a field with a value keeps
    # its first line, the value's bracket closed.
    ts = ("class ValidationError {\n  constraints?: {\n    [type: string]: string;\n  };\n"
          "  declare cb: (a: number,\n    b: string) => void;\n  third = {\n    a: 1,\n  };\n}\n")
    assert _signatures("ValidationError.ts", ts, "typescript") == {
        "ValidationError": "class ValidationError",
        "constraints": "constraints?: { [type: string]: string; }",
        "cb": "declare cb: (a: number, b: string) => void",
        "third": "third = {…}"}


def test_type_parameters_that_push_the_parameters_past_the_cap_keep_their_names() -> None:
    # fastify's 17 `addHook<` overloads all read `addHook< RouteGeneric extends
    # RouteGenericInterface = …`, cut before `name: 'onRequest'` told them apart.
    ts = ("interface FastifyInstance {\n  addHook<\n"
          "    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,\n"
          "    ContextConfig = ContextConfigDefault,\n"
          "    SchemaCompiler extends FastifySchema = FastifySchema,\n  >(\n"
          "    name: 'onRequest',\n    hook: onRequestHookHandler<RouteGeneric, ContextConfig>\n"
          "  ): FastifyInstance;\n  short<T extends X = Y>(a: T): T;\n}\n"
          "const handler: RouteHandlerMethod<{ Body: LongBodyTypeName; Querystring: LongQueryTypeName"
          "; Params: LongParamsTypeName; Headers: LongHeadersTypeName }> = function (request, reply) {"
          "\n  return 1\n}\n")
    assert _signatures("instance.d.ts", ts, "typescript") == {
        "FastifyInstance": "interface FastifyInstance",
        "addHook": "addHook<RouteGeneric, ContextConfig, SchemaCompiler>(name: 'onRequest', hook: "
                   "onRequestHookHandler<RouteGeneric, ContextConfig>): FastifyInstance",
        "short": "short<T extends X = Y>(a: T): T",   # it fits: as written
        # A type's arguments are no type parameters: cut as before, between tokens.
        "handler": "const handler: RouteHandlerMethod<{ Body: LongBodyTypeName; Querystring: "
                   "LongQueryTypeName; Params: LongParamsTypeName; Headers: LongHeadersTypeName }> "
                   "=…"}
    java = ("class Objects {\n  public static <T, U, R, E1 extends Throwable, E2 extends Throwable> R "
            "applyNonNull(final T value1, final FailableFunction<? super T, ? extends U, E1> mapper1, "
            "final FailableFunction<? super U, ? extends R, E2> mapper2) throws E1, E2 {\n"
            "    return null;\n  }\n}\n")
    assert _signatures("Objects.java", java, "java")["applyNonNull"].startswith(
        "public static <T, U, R, E1, E2> R applyNonNull(final T value1, ")
    # A return type's arguments, right after its name and a name before the parameters, are
    # no type parameters: they read `Map<?, List<?> build(` when cut. The parameters' type
    # arguments fold instead, so every parameter shows.
    java = ("class A {\n  public Map<? extends String, List<? extends Number>> buildLookupTable("
            "Map<String, List<Integer>> sourceMapWithLongName, Function<String, Number> "
            "mappingFunction, int x) { return null; }\n}\n")
    assert _signatures("A.java", java, "java")["buildLookupTable"] == (
        "public Map<? extends String, List<? extends Number>> buildLookupTable(Map<…> "
        "sourceMapWithLongName, Function<…> mappingFunction, int x)")


def test_a_return_type_before_the_name_folds_when_the_parameters_still_run_past_the_cap() -> None:
    # jOOL's Tuple2: `public final <T3, …, T16> Tuple16<T1, …, T16> concat(Tuple14<…> tuple)`
    # was cut before `concat(`, its address a bare `Tuple2.concat`; Tuple.tuple's fourteen
    # values were cut after `Tuple14<T1, …` (the type parameters fold when they crowd the list).
    names = ", ".join(f"T{i}" for i in range(3, 17))
    every = ", ".join(f"T{i}" for i in range(1, 17))
    values = ", ".join(f"T{i} v{i}" for i in range(1, 15))
    java = (f"class Tuple2<T1, T2> {{\n  public final <{names}> Tuple16<{every}> concat(Tuple14<"
            f"{names}> tuple) {{\n    return null;\n  }}\n"
            f"  static <{every[:every.index(', T15')]}> Tuple14<{every[:every.index(', T15')]}> "
            f"tuple({values}) {{\n    return null;\n  }}\n"
            "  public <T> Converter<T, RequestBody> next(Type type) { return null; }\n}\n")
    got = _signatures("Tuple2.java", java, "java")
    assert got["concat"] == f"public final <{names}> Tuple16<…> concat(Tuple14<…> tuple)"
    assert got["tuple"] == f"static <…> Tuple14<…> tuple({values})"
    assert got["next"] == "public <T> Converter<T, RequestBody> next(Type type)"   # it fits


def test_a_signature_cut_inside_a_parameter_s_type_arguments_ends_at_the_last_whole_one() -> None:
    # jOOL's Agg.percentileCollector read `…, Function<…> onSingle, Function<……`: the cut fell
    # in the last parameter's folded type arguments.
    java = ("class Agg {\n  private static <T, U, R> Collector<T, List<Tuple2<T, U>>, R> "
            "percentileCollector(\n      Function<? super T, ? extends U> function,\n"
            "      Comparator<? super U> comparator,\n      Supplier<R> onEmpty,\n"
            "      Function<T, R> onSingle,\n      Function<List<Tuple2<T, U>>, R> finisher\n"
            "  ) {\n    return null;\n  }\n}\n")
    assert _signatures("Agg.java", java, "java")["percentileCollector"] == (
        "private static <T, U, R> Collector<…> percentileCollector(Function<…> function, "
        "Comparator<…> comparator, Supplier<…> onEmpty, Function<…> onSingle,…")


def _signatures(path: str, source: str, lang: str) -> dict[str, str]:
    return {c.name: c.signature for c in chunk_file(path, source, lang)}


def test_a_go_raw_string_cut_at_its_first_line_is_closed() -> None:
    # urfave/cli's template.go: `authorsTemplate = \`{{with $length := len .Authors}}…` ended
    # inside the template; viper's `[]byte(\`` inside the call. One that fits its line stays.
    go = ("package cli\n\nvar (\n\tdescriptionTemplate = `{{wrap .Description 3}}`\n"
          "\tauthorsTemplate = `{{with $length := len .Authors}}{{if ne 1 $length}}S{{end}}\n"
          "{{end}}`\n)\n\nvar yamlExample = []byte(`Hacker: true\nname: steve\n`)\n\n"
          'var label = fmt.Sprintf("(%s] %s",\n\tkind, name)\n')
    assert _signatures("template.go", go, "go") == {
        "descriptionTemplate": "descriptionTemplate = `{{wrap .Description 3}}`",
        "authorsTemplate": "authorsTemplate = `…`",
        "yamlExample": "var yamlExample = []byte(…)",
        "label": "var label = fmt.Sprintf(…)",   # the string's `(` and `]` are no brackets
    }


def test_a_java_call_cut_at_its_first_line_is_closed() -> None:
    # commons-lang's SystemUtils and RandomUtils: the signature stopped after the call's first
    # argument, or at `() ->`.
    java = ("class SystemUtils {\n"
            "    public static final String USER_COUNTRY = SystemProperties.getProperty("
            "SystemProperties.USER_COUNTRY,\n"
            "            () -> SystemProperties.getProperty(SystemProperties.USER_REGION));\n"
            "    private static final ThreadLocal<SecureRandom> SECURE_RANDOM_STRONG = "
            "ThreadLocal.withInitial(() ->\n        new SecureRandom());\n"
            '    static final String RANGE = String.format("[%s)",\n            LIMIT);\n'
            '    static final String ONE = "a(b";\n}\n')
    assert _signatures("SystemUtils.java", java, "java") == {
        "SystemUtils": "class SystemUtils",
        "USER_COUNTRY": "public static final String USER_COUNTRY = "
                        "SystemProperties.getProperty(…)",
        "SECURE_RANDOM_STRONG": "private static final ThreadLocal<SecureRandom> "
                                "SECURE_RANDOM_STRONG = ThreadLocal.withInitial(…)",
        "RANGE": "static final String RANGE = String.format(…)",
        "ONE": 'static final String ONE = "a(b"',
    }


def test_a_ruby_hash_or_continued_string_cut_at_its_first_line_is_closed() -> None:
    # Faraday's formatter.rb and rack_builder.rb: the hash's first keys, and a message that a
    # `\` continues on the next line, ended the signature (now its logical line, both strings).
    ruby = ("module Faraday\n  class Formatter\n"
            "    DEFAULT_OPTIONS = { headers: true, bodies: false, errors: false,\n"
            "                        log_level: :info }.freeze\n"
            '    MISSING_ADAPTER_ERROR = "An attempt (to run) was made.\\n" \\\n'
            '                            "Set Faraday.default_adapter."\n'
            '    LOCK_ERR = "can\'t modify [middleware"\n  end\nend\n')
    signatures = _signatures("formatter.rb", ruby, "ruby")
    assert (signatures["DEFAULT_OPTIONS"], signatures["MISSING_ADAPTER_ERROR"],
            signatures["LOCK_ERR"]) == ("DEFAULT_OPTIONS = {…}", 'MISSING_ADAPTER_ERROR = "An attempt '
                                        '(to run) was made.\\n" "Set Faraday.default_adapter."',
                                        'LOCK_ERR = "can\'t modify [middleware"')


def test_a_value_whose_first_line_opens_an_object_keeps_its_brace_closed() -> None:
    # grape's types.rb: `SPECIAL = {` / `  ::JSON => Json,` / `}.freeze` read `SPECIAL`, as
    # if the brace opened a body, where `PRIMITIVES = [` read `PRIMITIVES = […]`; so did a
    # JavaScript `const DEFAULTS = {`, a Python dict and a Go composite literal. A Swift
    # computed property's brace (no `=`) is still its body's.
    ruby = ("module Grape\n  module Types\n    SPECIAL = {\n      ::JSON => Json,\n"
            "      ::File => File\n    }.freeze\n  end\nend\n")
    assert _signatures("types.rb", ruby, "ruby")["SPECIAL"] == "SPECIAL = {…}"
    js = "const DEFAULTS = {\n  level: 'info',\n};\n"
    assert _signatures("a.js", js, "javascript")["DEFAULTS"] == "const DEFAULTS = {…}"
    py = "LEVELS = {\n    'info': 2,\n}\n"
    assert _signatures("a.py", py, "python")["LEVELS"] == "LEVELS = {…}"
    go = "package a\n\nvar levels = map[string]int{\n\t\"info\": 2,\n}\n"
    assert _signatures("a.go", go, "go")["levels"] == "var levels = map[string]int{…}"
    swift = "struct A {\n    var body: some View {\n        Text(\"a\")\n    }\n}\n"
    assert _signatures("a.swift", swift, "swift")["body"] == "var body: some View"


def test_type_parameters_and_a_where_clause_written_one_a_line_fold_tight() -> None:
    # tracing-subscriber's fmt/mod.rs: `pub struct Subscriber<` / `    N = …,` / `> {` read
    # `pub struct Subscriber< N = format::DefaultFields, W = fn() -> io::Stdout >`, and
    # tracing-core's `pub fn display<T>(t: T) -> DisplayValue<T>` / `where` /
    # `    T: fmt::Display,` ended in its comma.
    rust = ("pub struct Subscriber<\n    N = format::DefaultFields,\n"
            "    W = fn() -> io::Stdout,\n> {\n    inner: u8,\n}\n\n"
            "pub type Formatter<\n    N = format::DefaultFields,\n> = Layered<N>;\n\n"
            "pub fn display<T>(t: T) -> DisplayValue<T>\nwhere\n    T: fmt::Display,\n{\n"
            "    DisplayValue(t)\n}\n\nfn shift(a: u8, b: u8) -> bool {\n    a\n        >= b\n}\n")
    assert _signatures("mod.rs", rust, "rust") == {
        "Subscriber": "pub struct Subscriber<N = format::DefaultFields, W = fn() -> io::Stdout>",
        "Formatter": "pub type Formatter<N = format::DefaultFields> = Layered<N>",
        "display": "pub fn display<T>(t: T) -> DisplayValue<T> where T: fmt::Display",
        "shift": "fn shift(a: u8, b: u8) -> bool"}


def test_a_rust_string_cut_at_its_first_line_is_closed() -> None:
    # thiserror's build.rs: `const PRIVATE: &str = "\` ended at the string's first line; a
    # lifetime's quote opens no string.
    rust = ('const PRIVATE: &str = "\\\n#[doc(hidden)]\npub mod __private {}\n";\n'
            "static SHERLOCK: &'static [u8] = b\"\\\nFor the Doctor Watsons of this world\n\";\n"
            'const ONE: &str = "(";\n')
    assert _signatures("build.rs", rust, "rust") == {
        "PRIVATE": 'const PRIVATE: &str = "…"',
        "SHERLOCK": "static SHERLOCK: &'static [u8] = b\"…\"",
        "ONE": 'const ONE: &str = "("',
    }


def test_a_macro_keeps_parameters_written_over_lines() -> None:
    # gmock's `#define GMOCK_INTERNAL_DECL_AND_7_VALUE_PARAMS(p0, p1, p2, p3, p4, p5, \` left
    # the rest of its parameters out; the body's `do { \` is closed as a value's brace is.
    c = "#define SET_PAIR(first, \\\n        second) do { \\\n    a = first; \\\n} while (0)\n"
    assert _signatures("m.h", c, "c") == {"SET_PAIR": "#define SET_PAIR(first, second) do {…}"}


def test_a_container_keeps_only_the_lines_its_members_do_not_hold() -> None:
    # Each word counts where it is written: a class's methods are chunks of their own, so
    # their words would otherwise make the class a hit too, and its span hide the method.
    source = ('class Parser:\n    """Reads tokens."""\n    __slots__ = ("limit",)\n\n'
              "    def feed(self, data):\n        zebra = data\n\n"
              "    def close(self):\n        pass\n")
    chunks = {c.name: c for c in chunk_file("p.py", source, "python")}
    assert "zebra" not in chunks["Parser"].text and "def close" not in chunks["Parser"].text
    assert chunks["Parser"].text.startswith(
        'class Parser:\n    """Reads tokens."""\n    __slots__ = ("limit",)')
    assert "zebra" in chunks["feed"].text
    # A member's doc comment is its doc, not the container's words.
    ts = chunk_file("o.ts", "class O {\n  /**\n  Decompress gzip.\n  */\n  get decompress() { return 1; }\n"
                            "  // not attached: kept\n\n  x = 1;\n}\n", "typescript")
    assert ts[0].text == "class O {\n  // not attached: kept\n\n}" and ts[1].doc == "Decompress gzip."
    # A member that starts on the container's own line leaves that line to the container.
    rs = chunk_file("w.rs", "impl W { fn run(&self) {\n    go();\n}\n}\n", "rust")
    assert [(c.kind, c.start, c.end, c.text) for c in rs] == [
        ("impl", 1, 4, "impl W { fn run(&self) {\n}"),
        ("method", 1, 3, "impl W { fn run(&self) {\n    go();\n}")]


def test_a_cpp_export_macro_before_the_class_name_is_no_function() -> None:
    # gtest's `class GTEST_API_ Mutex {` read as a function named Mutex: class and members lost.
    source = ("namespace t {\nclass GTEST_API_ Mutex {\n public:\n  void Lock();\n"
              "  int count() const { return n; }\n};\nclass FMT_API file : public base {};\n}\n")
    chunks = [(c.kind, c.qualified, c.signature) for c in chunk_file("m.h", source, "cpp")]
    assert chunks == [("namespace", "t", "namespace t"), ("class", "t.Mutex", "class Mutex"),
                      ("prototype", "t.Mutex.Lock", "void Lock()"),
                      ("method", "t.Mutex.count", "int count() const"),
                      ("class", "t.file", "class file : public base")]


def test_a_cpp_export_macro_with_a_lower_case_prefix_is_no_function() -> None:
    # mosquitto's `class mosqpp_EXPORT mosquittopp {` (ITK's `class ITKCommon_EXPORT …`) read
    # as a function named mosquittopp, its 50 members lost.
    source = ("namespace mosqpp {\nclass mosqpp_EXPORT mosquittopp {\n public:\n"
              "  int reconnect();\n};\nstruct ITKCommon_EXPORT Light : public Base {};\n}\n")
    chunks = [(c.kind, c.qualified, c.signature) for c in chunk_file("m.h", source, "cpp")]
    assert chunks == [("namespace", "mosqpp", "namespace mosqpp"),
                      ("class", "mosqpp.mosquittopp", "class mosquittopp"),
                      ("prototype", "mosqpp.mosquittopp.reconnect", "int reconnect()"),
                      ("struct", "mosqpp.Light", "struct Light : public Base")]


def test_a_run_of_cpp_export_macros_before_the_class_name_is_no_function() -> None:
    # toml++'s `class TOML_ABSTRACT_INTERFACE TOML_EXPORTED_CLASS node` (the base of its
    # table, array and value) read as a function named TOML_EXPORTED_CLASS, 80 members loose.
    source = ("namespace toml {\nclass TOML_ABSTRACT_INTERFACE TOML_EXPORTED_CLASS node\n{\n"
              "  public:\n  bool is_table() const noexcept;\n};\n"
              "struct TOML_TRIVIAL_ABI ALIGNED(8) date : base {};\n}\n")
    chunks = [(c.kind, c.qualified, c.signature) for c in chunk_file("node.hpp", source, "cpp")]
    assert chunks == [("namespace", "toml", "namespace toml"), ("class", "toml.node", "class node"),
                      ("prototype", "toml.node.is_table", "bool is_table() const noexcept"),
                      ("struct", "toml.date", "struct date : base")]


def test_ruby_spec_blocks_are_chunks() -> None:
    # RSpec groups are namespaces around their examples; an example is named by its string.
    ruby = ('RSpec.describe Foo do\n  let(:x) { 1 }\n  context "when x" do\n'
            '    it "does y" do\n      expect(1).to eq 1\n    end\n  end\n'
            '  describe "#bar" do\n    it("works") { bar }\n  end\nend\n')
    assert [(c.kind, c.container, c.name, c.start) for c in chunk_file("spec/f_spec.rb", ruby, "ruby")] == [
        ("namespace", "", "Foo", 1), ("namespace", "Foo", "when x", 3),
        ("function", "Foo.when x", "does y", 4), ("namespace", "Foo", "bar", 8),
        ("function", "Foo.bar", "works", 9)]


def test_ruby_specs_in_a_loop_are_their_scope_s_and_keep_an_interpolation() -> None:
    # mail's `Dir.glob(…).each do |path|` / `it "parses #{path} fixture" do` inside a describe
    # was in no chunk (excon's shared examples, one `each do |nonblock, persistent|` around all
    # of them, were one chunk); named as the scope's own, as a JavaScript `forEach`'s are. A
    # title opening with `#{…}` keeps its `#` (aasm's `describe "#{event_type}_transaction
    # callback"` read `{event_type}_transaction callback`); `#bar` is still `bar`. A block
    # without parameters is no loop (capybara's `FilterSet.add(:_field) do` / `describe(:x) do`).
    ruby = ('RSpec.describe Mail::Message do\n'
            '  Dir.glob("x/*.eml").each do |path|\n'
            '    it "parses #{path} fixture" do\n      ok\n    end\n  end\n'
            '  [:get].each do |verb|\n'
            '    context "##{verb}" do\n'
            '      it "#{verb} works" do\n      end\n      it "#call" do\n      end\n'
            '    end\n  end\nend\n'
            'FilterSet.add(:_field) do\n  describe(:node_filters) do |checked: nil|\n  end\nend\n')
    assert [(c.kind, c.container, c.name, c.start) for c in chunk_file("spec/m_spec.rb", ruby, "ruby")] == [
        ("namespace", "", "Mail::Message", 1),
        ("function", "Mail::Message", "parses #{path} fixture", 3),
        ("namespace", "Mail::Message", "#{verb}", 8),
        ("function", "Mail::Message.#{verb}", "#{verb} works", 9),
        ("function", "Mail::Message.#{verb}", "call", 11)]


def test_ruby_spec_group_of_a_class_and_a_title_is_named_as_rspec_reports_it() -> None:
    # dry-validation's spec files each `RSpec.describe Dry::Validation::Contract, "…" do`: by
    # the class alone, 17 groups had one name. RSpec joins a class and a `#`/`.`/`::` title
    # without a space, anything else with one; a symbol after the class is a tag.
    ruby = ('RSpec.describe Dry::Validation::Contract, "Rule#each" do\n'
            '  it "applies rule" do\n    ok\n  end\nend\n'
            'RSpec.describe Dry::Validation::Contract, ".rule", type: :unit do\nend\n'
            'describe Foo, "#call" do\nend\n'
            'describe Foo, :focus do\nend\n')
    assert [(c.kind, c.container, c.name) for c in chunk_file("spec/f_spec.rb", ruby, "ruby")] == [
        ("namespace", "", "Dry::Validation::Contract Rule#each"),
        ("function", "Dry::Validation::Contract Rule#each", "applies rule"),
        ("namespace", "", "Dry::Validation::Contract.rule"),
        ("namespace", "", "Foo#call"), ("namespace", "", "Foo")]


def test_ruby_spec_group_inside_a_module_is_a_group_when_it_holds_examples() -> None:
    # draper's 17 spec files open `module Draper` then `describe CollectionDecorator do`: a
    # module's scope is a class's, where a group named by a class was read as a DSL's own
    # call, and each file was one `module Draper` chunk. Its examples make it a group; a
    # class body's `describe Foo do` holding no example stays none.
    ruby = ('module Draper\n  describe CollectionDecorator do\n'
            '    it_behaves_like "view helpers", CollectionDecorator.new([])\n'
            '    describe "#initialize" do\n      it "validates options" do\n        ok\n'
            '      end\n    end\n  end\nend\n'
            'class Api\n  describe Widget do\n    summary "A widget"\n  end\nend\n')
    assert [(c.kind, c.container, c.name, c.start) for c in chunk_file("spec/c_spec.rb", ruby, "ruby")] == [
        ("module", "", "Draper", 1), ("namespace", "Draper", "CollectionDecorator", 2),
        ("namespace", "Draper.CollectionDecorator", "initialize", 4),
        ("function", "Draper.CollectionDecorator.initialize", "validates options", 5),
        ("class", "", "Api", 11)]


def test_ruby_project_group_helper_holding_examples_is_a_group() -> None:
    # capybara's 89 shared session specs open `Capybara::SpecHelper.spec '#fill_in' do`: a
    # group by another name, each file was one whole-file chunk, its `it` cases unread. A
    # call titled by a string whose block holds examples is a group; one holding none (a
    # DSL's block, `Capybara.add_selector(:checkbox) do`, `configure "x" do`) stays none.
    ruby = ("Capybara::SpecHelper.spec '#fill_in', requires: [:js] do\n"
            "  before do\n    visit('/form')\n  end\n\n"
            "  it 'fills in a field by id' do\n    ok\n  end\nend\n"
            'configure "x" do\n  set :a, 1\nend\n')
    assert [(c.kind, c.container, c.name, c.start) for c in chunk_file("lib/x/spec/fill_in_spec.rb", ruby, "ruby")] == [
        ("namespace", "", "fill_in", 1), ("function", "fill_in", "fills in a field by id", 6)]


def test_ruby_spec_title_continued_over_lines_is_its_strings_joined() -> None:
    # pry's hist_spec.rb: `it("… points out to another " \\ "`hist --replay`")` was named
    # `… points out to another " \\ "`hist -…`, quotes and backslash and all.
    ruby = ('describe "hist" do\n  it(\n    "raises when it points to another " \\\n'
            '    "`hist --replay`"\n  ) do\n    ok\n  end\n'
            "  it 'defines it when performing ' \\\n     '\"def m;end\" inside' do\n  end\nend\n")
    assert [(c.kind, c.container, c.name) for c in chunk_file("spec/f_spec.rb", ruby, "ruby")] == [
        ("namespace", "", "hist"),
        ("function", "hist", "raises when it points to another `hist --replay`"),
        ("function", "hist", 'defines it when performing "def m;end" inside')]


def test_a_test_title_joined_with_plus_is_its_strings_joined() -> None:
    # addressable's 76 specs `it "should have a route of '#fragment' " +\n "from '…'" do` were
    # named by their source, `…'#fragment' " + "from …`; a JavaScript case so written
    # (`it('does ' +\n 'y', …)`) was no chunk at all. A `+` of anything else stays as it was.
    ruby = ('describe "uri" do\n  it "routes \'#f\' " +\n     "from \'a:\'" do\n  end\n'
            '  it "v" + x do\n  end\nend\n')
    assert [c.name for c in chunk_file("spec/uri_spec.rb", ruby, "ruby")] == [
        "uri", "routes '#f' from 'a:'", 'v" + x']
    js = "describe('x', () => {\n  it('does ' +\n    \"y\", () => { a(); });\n});\n"
    assert [c.name for c in chunk_file("a.test.js", js, "javascript")] == ["x", "does y"]


def test_a_dart_test_title_is_its_adjacent_literals_joined_less_their_quotes() -> None:
    # shelf's `test('… and the first '\n "doesn't", …)` was named `… and the first ' "doesn't`,
    # and `test('access "/files"', …)` `access "/files` (a strip of quotes took its own).
    dart = ("void main() {\n  test('the first '\n      \"doesn't\", () {});\n"
            "  test('access \"/files\"', () {});\n  test(r'raw \\$x', () {});\n}\n")
    assert [c.name for c in chunk_file("test/a_test.dart", dart, "dart")] == [
        "main", "the first doesn't", 'access "/files"', "raw \\$x"]


def test_a_parse_past_its_time_is_given_up_and_the_parser_reset(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # tree-sitter-kotlin's error recovery is quadratic over lines of `@Ann(x)` (8.5 s for
    # 2,000, minutes for 12,500): a parse past PARSE_SECONDS makes the file one whole-file
    # chunk, and the parser, reset, reads the next file from its start.
    import codesift.chunk.base as base
    from codesift.chunk.parsers import parser_for

    parser = parser_for("kotlin")
    assert base.parse_within(parser, b"@Ann(x)\n" * 500, seconds=0.0) is None
    root = base.parse_within(parser, b"fun f() {}\n")
    assert root is not None and [c.type for c in root.named_children] == ["function_declaration"]
    monkeypatch.setattr(base, "PARSE_SECONDS", 0.0)
    assert [c.kind for c in chunk_file("a.kt", "fun f() {}\n" * 200, "kotlin")] == ["file"]


def test_a_byte_order_mark_is_no_text() -> None:
    # FluentValidation's CODE_OF_CONDUCT.md was a section named after the file, its doc
    # "\ufeff# Code of Conduct"; a Python module's summary kept its docstring's quotes.
    md = chunk_file("CODE_OF_CONDUCT.md", "\ufeff# Title\n\nIntro text.\n\n## Usage\n\nUse it.\n",
                    "markdown")
    assert [(c.name, c.start, c.end, c.doc) for c in md] == [
        ("Title", 1, 4, "Intro text."), ("Usage", 5, 7, "Use it.")]
    py = chunk_file("m.py", '\ufeff"""Module doc."""\n\nimport os\n', "python")
    assert [(c.kind, c.doc, c.start, c.end) for c in py] == [("file", "Module doc.", 1, 3)]
    cs = chunk_file("A.cs", "\ufeff/// <summary>Doc A.</summary>\npublic class A {}\n", "csharp")
    assert [(c.name, c.doc, c.start) for c in cs] == [("A", "Doc A.", 2)]


def test_sbt_and_mill_build_files_are_scala_scripts() -> None:
    # scopt's build.sbt was one whole-file chunk read as text: its
    # projects, `def v` and settings were no declarations. sbt and Mill write Scala; their
    # settings between declarations run as a script's code does, a stretch of their own.
    sbt = ('import Dependencies._\n\ndef v: String = "4.0.1-SNAPSHOT"\n\n'
           "ThisBuild / version := v\nThisBuild / scalaVersion := scala213\n"
           "ThisBuild / scalafmtOnCompile := true\n\n"
           'lazy val root = (project in file("."))\n  .settings(publish / skip := true)\n')
    assert language_of("build.sbt") == language_of("build.mill") == "scala"
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("build.sbt", sbt, "scala")] == [
        ("function", "v", 3, 3), ("file", "build.sbt", 5, 7), ("constant", "root", 9, 10)]
    # A `.scala` file's statements between declarations stay out, as before.
    assert [c.kind for c in chunk_file("Build.scala", sbt, "scala")] == ["function", "constant"]


def test_appraisal_gemfiles_are_ruby() -> None:
    # aasm's 12 `gemfiles/rails_7.0.gemfile` (Appraisal's) were text: their `gem` lines read as
    # prose, and a summary could be their `source "https://rubygems.org"` line.
    gemfile = ('source "https://rubygems.org"\n\ngem "rails", "~> 7.0.0"\n\n'
               'def local?\n  ENV["LOCAL"]\nend\n\ngemspec path: "../"\n')
    assert language_of("gemfiles/rails_7.0.gemfile") == "ruby"
    chunks = chunk_file("gemfiles/rails_7.0.gemfile", gemfile, language_of("rails_7.0.gemfile"))
    assert [(c.kind, c.name) for c in chunks] == [("function", "local?")]


def test_python_type_variables_are_types_whatever_their_spelling() -> None:
    # pendulum's `_DT = TypeVar("_DT", bound=datetime)` was a constant, click's `_T_co =
    # t.TypeVar(…)` a variable, poetry's `NewType` a variable: one kind, as a type alias is.
    py = ('import typing as t\nfrom typing import NewType, ParamSpec, TypeVar\n\n'
          'T = TypeVar("T")\n_T_co = t.TypeVar("_T_co", covariant=True)\nP = ParamSpec("P")\n'
          'DistributionName = NewType("DistributionName", str)\nLIMIT = t.cast(int, 3)\n'
          "\n\ndef f(x: T) -> T:\n    return x\n")
    assert [(c.kind, c.name) for c in chunk_file("types.py", py, "python")] == [
        ("type", "T"), ("type", "_T_co"), ("type", "P"), ("type", "DistributionName"),
        ("constant", "LIMIT"), ("function", "f")]


def test_a_summary_drops_a_terminal_s_escape_sequences() -> None:
    # loguru keeps its colored tracebacks as expected output (38 files summarised
    # "\x1b[33m\x1b[1mTraceback (most recent call last):\x1b[0m"), console a session log
    # opening with a window title's OSC sequence, tmux its screen dumps.
    colored = ("\x1b[33m\x1b[1mTraceback (most recent call last):\x1b[0m\n\n"
               "  File \"test.py\", line 1, in <module>\n")
    titled = "\x1b]2;user@host:~/repo\x07\x1b[0mReady.\n"
    assert _whole("tests/output/assertion_error.txt", colored, "").doc \
        == "Traceback (most recent call last):"
    assert _whole("session.log", titled, "").doc == "Ready."


def test_whole_file_summary_is_no_number_section_header_or_drawing() -> None:
    # fix15: goldmark's test fixtures were summarised "1" (a case's number), jansson's error
    # files "1 2 2", tox.ini "[tox]", a .gitmodules `[submodule "x"]`, tmux's captured screens
    # "OUT11 abcdefghij │PAN00 abcd": a data file's first line, no sentence about it.
    assert _whole("extra.txt", "1\n//- - - -//\n*\tA\n", "text").doc == ""
    assert _whole("error", "1 2 2\nunable to decode byte\n", "text").doc == ""
    assert _whole("tox.ini", "[tox]\nenvlist = py3\n", "ini").doc == ""
    assert _whole(".gitmodules", '[submodule "spec"]\n\tpath = spec\n', "text").doc == ""
    assert _whole("a.result", "OUT11 abcdefghij │PAN00 abcd\n", "text").doc == ""
    # A version, a JSON array and a comment above a header still are summaries (a case of
    # brackets alone, `[.]`, holds no word: test_chunk_summary.py).
    assert _whole(".ruby-version", "3.3.6\n", "text").doc == "3.3.6"
    assert _whole("tox.ini", "# Tox settings for the tests.\n[tox]\n", "ini").doc == \
        "Tox settings for the tests."
    assert _whole("test10", '["Sunday", "Monday"]\n', "text").doc == '["Sunday", "Monday"]'


def test_a_member_named_by_a_string_is_named_by_its_content() -> None:
    # valibot's schemas: `'~standard'` and `'~run'` members kept their quotes
    # (`string.'~standard'`), where an object's `'foo-bar': function` key is `foo-bar`; a
    # computed `[Symbol.iterator]()` stays as written.
    ts = ("export class StringSchema {\n  readonly '~standard': Props = props;\n"
          "  get '~types'() { return undefined; }\n  '~run'(dataset: Dataset) { return dataset; }\n"
          "  \"kind\"() { return 'schema'; }\n  [Symbol.iterator]() {}\n}\n"
          "export interface Schema {\n  readonly '~standard': Props;\n  '~validate'(x: unknown): void;\n}\n"
          "const o = {\n  'foo-bar': function () {},\n  'qux'() {},\n};\n")
    for path, lang in (("string.ts", "typescript"), ("string.js", "javascript")):
        source = ts if lang == "typescript" else ts.split("export interface")[0].replace(
            "readonly ", "").replace(": Props", "").replace(": Dataset", "")
        names = [(c.kind, c.qualified) for c in chunk_file(path, source, lang)]
        assert names[:6] == [
            ("class", "StringSchema"), ("property", "StringSchema.~standard"),
            ("property", "StringSchema.~types"), ("method", "StringSchema.~run"),
            ("method", "StringSchema.kind"), ("method", "StringSchema.[Symbol.iterator]")], path
    names = [(c.kind, c.qualified) for c in chunk_file("string.ts", ts, "typescript")]
    assert names[6:] == [
        ("interface", "Schema"), ("property", "Schema.~standard"), ("method", "Schema.~validate"),
        ("constant", "o"), ("method", "o.foo-bar"), ("method", "o.qux")]


def test_a_javascript_test_title_keeps_its_runs_of_spaces() -> None:
    # luxon's `test("Jan  1 2012 should be week 52, year 2011", …)` was named "Jan 1 2012 …",
    # a name `jest -t` finds no test by (20 such titles in 10 of the aq-trees' files); a line
    # break in a template literal still reads as one space.
    js = ("describe('localWeekNumber  in de-DE', () => {\n"
          "  test(\"Jan  1 2012 should be week 52, year 2011\", () => {});\n"
          "  it('multi ' +\n    'part  name', () => {});\n"
          "  it(`over\n      two lines`, () => {});\n});\n")
    assert [c.qualified for c in chunk_file("localeWeek.test.js", js, "javascript")] == [
        "localWeekNumber  in de-DE",
        "localWeekNumber  in de-DE.Jan  1 2012 should be week 52, year 2011",
        "localWeekNumber  in de-DE.multi part  name",
        "localWeekNumber  in de-DE.over two lines"]


def test_a_test_case_passed_a_named_function_is_named_by_its_title() -> None:
    # mqtt's 228 `it('should emit close if stream closes', function _test(t, done) {…})` cases
    # were each named `_test`, their titles only in their signatures. A callback a call names
    # by itself elsewhere keeps its name (morgan's `token('date', function getDateToken …)`).
    js = ("describe('closing', function () {\n  it('should emit close', function _test(t, done) {\n"
          "    done()\n  })\n})\nmorgan.token('date', function getDateToken (req, res) {\n})\n")
    assert [(c.qualified, c.signature) for c in chunk_file("test/a.js", js, "javascript")] == [
        ("closing", "describe('closing',"), ("closing.should emit close", "it('should emit close',"),
        ("getDateToken", "morgan.token('date', function getDateToken (req, res)")]
