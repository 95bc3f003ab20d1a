"""Lines of a comment addressed to a tool (``chunk/pragmas.py``): the quick test for a hint
that lets most comments skip the per-line pattern."""
from __future__ import annotations

from codesift.chunk import chunk_file, pragmas
from codesift.chunk.pragmas import _PRAGMA_HINTS, _hinted, without_pragmas


def test_the_filed_hints_answer_as_a_scan_for_each_hint_does() -> None:
    # Speed: a scan for each of the 69 hints was a fifth of clean_comment's time; filed by
    # a character each holds, a comment without it skips the group's scans. The answer must
    # be the one the full scan gives, for every hint in any prose around it.
    prose = ("returns the value", "see: the docs", "a-b c_d @e", "[x] (y) $z + w!")
    for hint in _PRAGMA_HINTS:
        for text in prose:
            for written in (hint, f"{text} {hint}", f"{hint}{text}", text):
                assert _hinted(written) == any(h in written for h in _PRAGMA_HINTS), written
    assert sorted(pragmas._PLAIN_HINTS + tuple(h for _, filed in pragmas._KEYED_HINTS
                                               for h in filed)) == sorted(_PRAGMA_HINTS)


def test_a_pragma_line_leaves_the_doc_and_prose_stays() -> None:
    raw = "// eslint-disable-next-line no-explicit-any\n// Either a function or a class."
    assert without_pragmas(raw).strip() == "// Either a function or a class."
    assert without_pragmas("// Returns: the value.") == "// Returns: the value."


def test_a_dockerfiles_parser_directives_are_no_summary() -> None:
    # maybe's Dockerfile (every Rails app's since 7.1) opens with BuildKit's parser directives,
    # `# syntax = docker/dockerfile:1` (and `# check=error=true`), and was summarised by it.
    from codesift.chunk import chunk_file
    from codesift.languages import language_of

    def summary(text: str) -> str:
        return chunk_file("Dockerfile", text, language_of("Dockerfile"))[0].doc

    assert summary("# syntax = docker/dockerfile:1\n\n# Make sure RUBY_VERSION matches the "
                   "Ruby version in .ruby-version\nARG RUBY_VERSION=3.4.4\nFROM ruby:3\n") \
        == "Make sure RUBY_VERSION matches the Ruby version in .ruby-version"
    assert summary("# syntax=docker/dockerfile:1\n# check=error=true\n\n# This Dockerfile is "
                   "designed for production.\nFROM ruby:3\n") == \
        "This Dockerfile is designed for production."
    assert summary("# escape=`\n\nFROM mcr.microsoft.com/windows/servercore\n") == ""
    # Prose holding the words stays.
    assert without_pragmas("# check the syntax = fine") == "# check the syntax = fine"


def test_indent_and_uncrustify_switches_are_not_docs() -> None:
    # FreeRTOS's headers put `/* *INDENT-OFF* */` over `extern "C" {`, and its croutine.h
    # over `#define crEND() }`, whose doc it was; a file's summary passes over it too.
    source = ('/* *INDENT-OFF* */\n#ifdef __cplusplus\n    extern "C" {\n#endif\n/* *INDENT-ON* */\n\n'
              '/* *INDENT-OFF* */\n#define crEND()    }\n/* *INDENT-ON* */\n')
    chunks = chunk_file("include/croutine.h", source, "c")
    assert [(c.name, c.doc) for c in chunks if c.kind == "macro"] == [("crEND", "")]
    assert all(c.doc == "" for c in chunks)


def test_perl_critic_annotations_are_not_docs() -> None:
    # Perl-Critic's t/02_policy.t: `## no critic (ProhibitMultiplePackages, …)` over
    # `package PolicyTest;` was the package's doc; `## use critic` ends such a stretch.
    source = ("use strict;\n\n## no critic (ProhibitMultiplePackages, RequireFilenameMatchesPackage)\n"
              "package PolicyTest;\nuse base 'Perl::Critic::Policy';\n\n## use critic\n"
              "# Counts the tests.\nsub count { return 1; }\n")
    docs = {c.qualified: c.doc for c in chunk_file("t/02_policy.t", source, "perl")}
    assert docs["PolicyTest"] == "" and docs["PolicyTest.count"] == "Counts the tests."


def test_ruff_s_flake8_s_and_djlint_s_switches_are_no_doc() -> None:
    # qa86: wger's trophies/checkers/__init__.py was summarised "ruff: noqa: F401", its allauth
    # button.html "djlint:off" (`{% comment %} djlint:off {% endcomment %}`).
    [whole] = chunk_file("checkers/__init__.py", "# ruff: noqa: F401\nfrom .base import Base\n",
                         "python")
    assert whole.doc == ""
    py = '# flake8: noqa\n"""The checkers."""\nfrom .base import Base\n'
    assert chunk_file("x/__init__.py", py, "python")[0].doc == "The checkers."
    for line in ("{% comment %} djlint:off {% endcomment %}{% load allauth %}", "{# djlint:off #}",
                 "<!-- djlint:off -->"):
        assert chunk_file("button.html", f"{line}\n<p>Go now</p>\n", "html")[0].doc == "Go now"
    # The tag under it, its name a template's choice, is markup over its lines, not text.
    button = ("{% comment %} djlint:off {% endcomment %}{% load allauth %}\n"
              "<{% if attrs.href %}a href=\"{{ attrs.href }}\"{% else %}button{% endif %}\n"
              " class=\"btn\">\n{% slot %}{% endslot %}\n</{% if attrs.href %}a{% else %}button"
              "{% endif %}>\n")
    assert chunk_file("button.html", button, "html")[0].doc == ""
    # A comment saying more than the switch is read.
    assert chunk_file("a.html", "{# Lists the entries #}\n", "html")[0].doc == "Lists the entries"


def test_coverity_s_suppressions_are_not_docs() -> None:
    # FreeRTOS's queue.c: `/* coverity[misra_c_2012_rule_8_4_violation] */` under its comments
    # ended `xQueueRegistry`'s doc; json-c's `/* coverity[toctou] */` above a statement.
    source = ("/* The registry of queues. */\n"
              "/* coverity[misra_c_2012_rule_8_4_violation] */\n"
              "QueueRegistryItem_t xQueueRegistry[ 8 ];\n\n"
              "// coverity[toctou]\n"
              "int seed( void );\n")
    docs = {c.name: c.doc for c in chunk_file("queue.c", source, "c")}
    assert docs["xQueueRegistry"] == "The registry of queues."
    assert docs["seed"] == ""


def test_the_yaml_language_servers_modeline_is_no_summary() -> None:
    # eShopOnWeb's azure.yaml opens with the schema an editor checks it against, and was
    # summarised "yaml-language-server: $schema=https://raw.githubusercontent.com/…".
    from codesift.languages import language_of

    def summary(name: str, text: str) -> str:
        return chunk_file(name, text, language_of(name))[0].doc

    schema = "# yaml-language-server: $schema=https://example.org/v1.0/azure.yaml.json\n"
    assert summary("azure.yaml", schema + "\nname: eShopOnWeb\nservices:\n  web:\n"
                   "    project: ./src/Web\n") == "name: eShopOnWeb"
    assert summary(".github/workflows/ci.yml", schema + "# Runs the tests on every push.\n"
                   "name: CI\non: push\n") == "Runs the tests on every push."
    assert without_pragmas("# the yaml-language-server reads it") == \
        "# the yaml-language-server reads it"


def test_sprockets_directives_are_no_summary_nor_doc() -> None:
    # feedbin's app/assets/config/manifest.js read "= link_tree ../images", its lib.js
    # "= require jquery2"; openstreetmap-website's `OSM.initializeDataLayer` had its file's
    # "= require download_util" for doc.
    from codesift.languages import language_of

    def docs(name: str, text: str) -> list[tuple[str, str]]:
        return [(c.name, c.doc) for c in chunk_file(name, text, language_of(name))]

    assert docs("app/assets/config/manifest.js",
                "//= link_tree ../images\n//= link_directory ../stylesheets .css\n") == \
        [("manifest.js", "")]
    assert docs("app/assets/javascripts/lib/lib.js", "//= require jquery2\n//= require_tree .\n") \
        == [("lib.js", "")]
    assert docs("app/assets/javascripts/data.js",
                "//= require download_util\nOSM.initializeDataLayer = function (map) {\n"
                "  return map;\n};\n") == [("initializeDataLayer", "")]
    css = ("/*\n * Styles of the embedded map.\n *\n *= require_self\n *= require leaflet\n */\n"
           "body { margin: 0; }\n")
    assert docs("app/assets/stylesheets/embed.css", css)[0][1] == "Styles of the embedded map."
    assert without_pragmas("// a = require('x') loads it") == "// a = require('x') loads it"
