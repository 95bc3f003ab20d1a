"""Lines of a comment addressed to a tool, not a reader (linters' and formatters' switches,
docs sites' snippet markers, magic comments): never part of a declaration's doc
(``doctext.clean_comment``)."""
from __future__ import annotations

import re

from ..regex_cache import compiled

# Lines addressed to a tool, not a reader (`// eslint-disable-next-line …`, `# noqa`,
# `//go:generate`, `/* istanbul ignore next */`): never a declaration's doc. oxlint reads
# eslint's comments and its own (`// oxlint-disable-next-line no-explicit-any` ended the doc
# of lru-cache's `ForC`, "either a function or a class oxlint-disable-next-line …").
_PRAGMA_LINE = compiled(
    # (`<!--` too: a Markdown page's `<!-- prettier-ignore -->` summarised trpc's Step1.md.)
    r"^[ \t]*(?:/\*+|//+|#+|\*+|--+|<!--+)[ \t]*(?:eslint\b|oxlint\b|prettier-ignore|@ts-|tslint:|jshint\b"
    # ts-prune's (`// ts-prune-ignore-next`: the doc of trpc's six `experimental_*` exports),
    # Cppcheck's (`// cppcheck-suppress noExplicitConstructor`), editorconfig-checker's
    # (`// editorconfig-checker-disable-file` summarised env's env_test.go), markdownlint's.
    r"|ts-prune-ignore-next\b|cppcheck-suppress\b|editorconfig-checker-(?:disable|enable)\b"
    r"|markdownlint-(?:disable|enable|capture|restore|configure-file)\b"
    # Coverity's suppressions and function models (`/* coverity[misra_c_2012_rule_8_4_violation]
    # */` ended the doc of FreeRTOS's `xQueueRegistry`; `// coverity[toctou]`, `coverity[+alloc]`).
    r"|coverity\[[^\]\n]*\]"
    r"|(?:istanbul|c8|v8) ignore|noqa\b|type:[ \t]*ignore|pylint:|mypy:|pyright:|nolint|NOSONAR"
    # Ruff's and Flake8's file-wide switch (`# ruff: noqa: F401` summarised wger's
    # trophies/checkers/__init__.py) and djLint's, the template formatter's (`{% comment %}
    # djlint:off {% endcomment %}` summarised its allauth button.html).
    r"|(?:ruff|flake8):[ \t]*noqa\b.*$|djlint:(?:off|on)\b"
    # Lua's linter (`-- luacheck: globals ARGV KEYS redis` under dramatiq's dispatch.lua's
    # license summarised it).
    r"|luacheck:"
    # StyLua's and selene's, the formatter and linter of Lua (`--stylua: ignore` over 115 of
    # mini.nvim's functions was their doc, "stylua: ignore start" summarised a test file's
    # stretch; `-- selene: allow(unused_variable)`), and mini.doc's markers, which tell it
    # what of the code below goes into the help file (`--minidoc_afterlines_end`,
    # `--minidoc_replace_start timing = --<function: …>,` read as a config field's doc).
    r"|stylua:[ \t]*ignore(?:[ \t]+(?:start|end))?[ \t]*$|selene:[ \t]*(?:allow|deny|warn)\("
    r"|minidoc_(?:afterlines_end|replace_start|replace_end)\b.*$"
    # ShellCheck's directives (`# shellcheck disable=SC2034`, `source=./lib.sh`, `shell=bash`,
    # several on a line): `foo()`'s doc read "shellcheck disable=SC2034", eza's bash completion
    # script, no `#!` line, was summarised "shellcheck shell=bash".
    r"|shellcheck[ \t]+(?:disable|enable|source|source-path|shell|external-sources)="
    # gosec's and bandit's (`HeaderXCSRFToken = "X-CSRF-Token" // #nosec G101`).
    r"|#?nosec\b"
    # include-what-you-use's (`// IWYU pragma: private, include "x.h"`, `export`,
    # `begin_exports`): htop's ProvideTerm.h was summarised "IWYU pragma: begin_exports".
    r"|IWYU[ \t]+pragma:.*$"
    r"|rubocop:|clang-format|biome-ignore|deno-lint-ignore|swiftlint:|ktlint|@formatter:"
    # GNU indent's and uncrustify's switches (`/* *INDENT-OFF* */` over FreeRTOS's `extern "C"
    # {` in each header, which summarised 157 of its files once their license title was read
    # as one; the doc of its `crEND` and `configASSERT`).
    r"|\*INDENT-(?:OFF|ON)\*"
    # Perl::Critic's annotations (`## no critic (ProhibitMultiplePackages)`, `## use critic`):
    # Perl-Critic's own t/02_policy.t read "no critic (…)" for its test package's doc.
    r"|(?:no|use)[ \t]+critic\b"
    # swift-format's (`// swift-format-ignore: AlwaysUseLowerCamelCase`: the doc of 61 of
    # swift-argument-parser's tests and helpers, `// swift-format-ignore-file`; its hint is
    # "ignore").
    r"|swift-format-ignore\b"
    # PHP_CodeSniffer's (`// phpcs:disable Squiz.Strings.DoubleQuoteUsage.ContainsVar` was the
    # doc of three of twig's and guzzle's; its old `// @codingStandardsIgnoreStart`).
    r"|phpcs:(?:disable|enable|ignore)\b|@codingStandardsIgnore(?:Start|End|Line|File)\b"
    # PHP's analysers' suppressions, Mago's (`// @mago-ignore lint:cyclomatic-complexity`, its
    # `@mago-expect analysis:…`: the doc of koel's 15, `SongService` and `LicenseService`
    # among them), PHPStan's `@phpstan-ignore-next-line`, Psalm's `@psalm-suppress X`, Phan's
    # and PHPMD's `@SuppressWarnings(PHPMD.StaticAccess)`, a line each in a doc block too.
    r"|@mago-(?:ignore|expect)\b|@phpstan-ignore[\w-]*|@psalm-suppress\b|@phan-suppress[\w-]*"
    r"|@SuppressWarnings\([ \t]*[\"']?PHPMD\b"
    # Xcode's encoding marker opening every project.pbxproj (`// !$*UTF8*$!`): the summary of
    # Swinject's and fpdart's example's Xcode projects, and of 6 in /tmp/aq-trees.
    r"|!\$\*UTF8\*\$!"
    r"|#?(?:end)?region\b|go:\w|\+build\b"
    # The YAML language server's modeline, the schema an editor checks the file against (`#
    # yaml-language-server: $schema=https://…/azure.yaml.json`): eShopOnWeb's azure.yaml was
    # summarised by it, acorn's and spectre.console's workflows and goreleaser files too.
    r"|yaml-language-server:.*$"
    # A Dockerfile's parser directives, read by BuildKit before the first instruction (`#
    # syntax=docker/dockerfile:1`, `# escape=\``, `# check=error=true`): every Rails app's
    # Dockerfile since 7.1 opens with them, and maybe's was summarised "syntax =
    # docker/dockerfile:1".
    r"|(?:syntax[ \t]*=[ \t]*[\w./:@-]*dockerfile[\w./:@-]*|escape[ \t]*=[ \t]*[`\\]"
    r"|check[ \t]*=[ \t]*(?:skip|error)=[\w,;-]*)[ \t]*$"
    # Kubernetes' code generators' markers, gengo's and controller-tools' (`// +genclient`,
    # `// +k8s:deepcopy-gen=true`, `//+kubebuilder:object:root=true`, `// +optional`): the
    # generator's input, no words of the type's doc, which ran on with them (postgres-operator's
    # 15 CRD types: "PostgresTeam defines Custom Resource Definition Object for team
    # management. +k8s:deepcopy-gen=true +kubebuilder:resource:shortName=pgteam,…"). A name
    # then a `:`, a `=` or the line's end: "+1 for this", "+x and y" are prose.
    r"|\+[a-z][\w.-]*(?:[:=].*)?$"
    # Xcode's jump-bar marks (`// MARK: - With Synchronous Matchers`) title a stretch of a
    # file, not the declaration under them (12 of Nimble's docs began with one).
    r"|MARK:|ReSharper\s+(?:disable|restore)"
    # IntelliJ's suppressions (jjwt's Groovy tests open `//file:noinspection GrDeprecatedAPIUsage`),
    # PhpStorm's as a doc block's tag (`/** @noinspection PhpUndefinedMethodInspection */`:
    # koel's `LicenseService.updateOrCreateLicenseFromApiResponseBody` read it).
    r"|@?(?:file:)?noinspection\b"
    # A bundler's annotation (`/*#__PURE__*/` above immer's `isPlainObject`).
    r"|[#@]__(?:PURE|NO_SIDE_EFFECTS)__"
    # Coverage tools' exclusions, lcov's, gcovr's, grcov's and a project's own (`// LCOV_EXCL_
    # START` was the doc of five of PEGTL's test methods, `// FCOV_EXCL_FILE` the summary of
    # its pegtl.hpp; ron's `bitflags!` read "GRCOV_EXCL_START").
    r"|[A-Z]*COV[A-Z]*_EXCL_[A-Z_]+[ \t]*$"
    # The command that runs the test below (`// go test -run Test_Recover`, `// go test -v
    # -run=^$ -bench=Benchmark_App -benchmem -count=4`): fiber's 685 tests had it for doc.
    r"|go[ \t]+test[ \t]+-"
    # Formatters' switches (`# fmt: off` above pyparsing's `__doc__ = """…` was its doc;
    # `# yapf: disable`, `# isort: skip`).
    r"|(?:fmt|yapf|isort):[ \t]*(?:off|on|skip|disable|enable|skip_file)\b"
    # Where a docs site's snippet of this file starts or ends: pymdownx's `--8<-- [start:x]`
    # (fx's examples: "NewHTTPClient builds a new HTTP client. --8<-- [start:constructor]",
    # `main` read "--8<-- [start:provide-server-1]"), Asciidoctor's `tag::x[]`/`end::x[]`
    # (disruptor's examples read "tag::example[]"), Google's `[START x]`/`[END x]`.
    r"|--8<--[ \t]*\[(?:start|end):[\w.-]+\][ \t]*$|(?:tag|end)::[\w.-]+\[\][ \t]*$"
    r"|\[(?:start|end)[ \t]+\w+\][ \t]*$"
    # Other docs tools' markers: a site script's `SNIPPET_START: Name`/`SNIPPET_END: Name`
    # (jline3's 139 examples' `main` read "SNIPPET_START: AggregateCompleterExample"),
    # mdsnippets' `begin-snippet: name`/`end-snippet`, the AWS examples'
    # `snippet-start:[name]`, Dart's code excerpter's `#docregion name`/`#enddocregion`.
    r"|(?:snippet[-_](?:start|end|begin)|(?:begin|end)[-_]snippet)"
    r"(?::[ \t]*(?:\[[\w.:-]+\]|[\w.-]+))?[ \t]*$|#(?:end)?docregion\b[\w., \t-]*$"
    # Sprockets' directives, the asset pipeline's (`//= require jquery2`, `//= link_tree
    # ../images`, `*= require_self` in a stylesheet's comment, `#= require` in CoffeeScript):
    # feedbin's manifest.js read "= link_tree ../images", its lib.js "= require jquery2".
    r"|=[ \t]*(?:require(?:_tree|_directory|_self)?|link(?:_tree|_directory)?"
    r"|depend_on(?:_asset)?|stub)\b"
    # KDoc's `@suppress` and Javadoc's `@hide`, which keep a declaration out of the docs:
    # `/** @suppress */` was the doc of kotlinx-datetime's six `serializer` and `Formats`.
    r"|@(?:suppress|hide)[ \t]*(?:\*/[ \t]*)?$"
    # Dart's: the analyzer's switches, a list of its rule names (`// ignore: unused_field`,
    # `// ignore_for_file: type=lint`; not prose, "ignore: the value is kept for …"), and
    # dartdoc's `/// @nodoc`, which keeps a declaration out of the docs: freezed's generated
    # classes read "@nodoc", their fields "ignore: unused_field" (fpdart's examples, 17).
    r"|ignore(?:_for_file)?:[ \t]*[\w=.-]+(?:[ \t]*,[ \t]*[\w=.-]+)*[ \t]*,?[ \t]*$"
    r"|@nodoc[ \t]*(?:\*/[ \t]*)?$"
    # RDoc's directives and SimpleCov's `# :nocov:`, told to the doc tool or the coverage one
    # (`# :nocov:` was the doc of rack's second `clock_time`); `:call-seq:` with the lines
    # up to the next blank one, its calling sequences, which RDoc shows in place of the
    # signature: rack's `parse_cookies_header` read ":call-seq: parse_cookies_header(value)
    # -> hash", not "Parse cookies from the provided header value …".
    r"|:call-seq:.*(?:\n[ \t]*#+[ \t]*\S.*)*"
    r"|:(?:nodoc|doc|nocov|stopdoc|startdoc|enddoc|notnew|not[-_]new|yields?|args?|section"
    r"|category|title|main|markup|include):(?:[ \t].*)?$"
    # Magic comments for the interpreter or editor, when they are the whole line (`# frozen_
    # string_literal: true` above 21 of rake's modules was their doc; `// -*- C++ -*-`).
    r"|-\*-.*-\*-|(?:frozen_string_literal|warn_indent|shareable_constant_value|typed"
    r"|(?:file)?(?:en)?coding)[:=][ \t]*[\w.-]+[ \t]*$|vim?:[ \t]*(?:set?[ \t]|\w+=)).*$"
    # A link alone on the comment line under a switch is the switch's reason, not the
    # declaration's: `// swift-format-ignore: AlwaysUseLowerCamelCase` / `//
    # https://github.com/apple/swift-argument-parser/issues/710` over 80 of its tests.
    r"(?:\n[ \t]*(?://+|#+|--+)[ \t]*<?https?://\S+?>?[ \t]*$)?",
    re.M | re.I)
# What a pragma line needs to hold, lower-cased: a plain scan spares most comments the
# per-line pattern. Substring tests, not a case-insensitive alternation, which cost ten times
# as much (39 us for a 350-character doc comment; 5 % of chunking ripgrep).
_PRAGMA_HINTS = ("lint", "prettier-", "@ts-", "ignore", "cppcheck", "coverity[", "editorconfig-checker", "noqa", "mypy:", "pyright:", "nosonar",
                 "nosec", "rubocop:", "clang-format", "*indent-o", " critic", "@formatter:", "region", "go:", "+build", "-*-",
                 "go test", "fmt:", "yapf:", "isort:", "@suppress", "@hide", "@nodoc",
                 "--8<--", "tag::", "end::", "[start ", "[end ", "snippet", "docregion", "luacheck",
                 "selene:", "minidoc_", "djlint:",
                 # Sprockets' directives.
                 "= require", "=require", "= link", "=link", "depend_on", "= stub", "=stub",
                 "shellcheck", "iwyu pragma", "yaml-language-server:",
                 # A Dockerfile's parser directives.
                 "dockerfile", "escape=", "escape =", "check=", "check =",
                 "frozen_string", "warn_indent", "shareable_constant", "typed:", "coding:",
                 "coding=", "vi:", "vim:", "mark:", "resharper", "noinspection", "__pure__",
                 "__no_side_effects__", "cov_excl_", "covr_excl_", "phpcs:",
                 "@codingstandards", "!$*utf8*$!", "@mago-", "@psalm-suppress", "@phan-suppress",
                 "@suppresswarnings(",
                 # Kubernetes' generators' markers.
                 "// +", "//+",
                 # RDoc's and SimpleCov's (`doc:` is `:nodoc:`, `:stopdoc:`, …).
                 ":call-seq:", "doc:", ":nocov:", "new:", ":yield", ":arg", ":section:",
                 ":category:", ":title:", ":main:", ":markup:", ":include:")


# A GHC pragma (`{-# INLINE foo #-}`, `{-# LANGUAGE CPP #-}`, one over lines too), a line or
# more of its own: told to the compiler, and tree-sitter-haskell reads it as a comment, so the
# one under a declaration's equations was the next declaration's doc (aeson's `foldr` read
# "{-# INLINE foldMap #-}", 40 of its docs and file summaries a pragma).
_GHC_PRAGMA = compiled(r"^[ \t]*\{-#(?:[^#]|#(?!-\}))*#-\}[ \t]*$", re.M)


def without_pragmas(raw: str) -> str:
    """``raw`` less its pragma lines (``_PRAGMA_LINE``, ``_GHC_PRAGMA``)."""
    lowered = raw.lower()
    if "{-#" in raw:
        raw = _GHC_PRAGMA.sub("", raw)
    if _hinted(lowered):
        return _PRAGMA_LINE.sub("", raw)
    return raw


# Characters a hint may hold, the rarer in prose first: each hint is filed under the first it
# holds, and a comment without that character is spared the hint's scan (``_hinted``).
_HINT_KEYS = "!+[$_@:-"


def _filed(hints: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]]:
    """``hints`` holding none of ``_HINT_KEYS``, and the others by the key each is filed under."""
    plain: list[str] = []
    keyed: dict[str, list[str]] = {}
    for hint in hints:
        key = next((k for k in _HINT_KEYS if k in hint), None)
        if key is None:
            plain.append(hint)
        else:
            keyed.setdefault(key, []).append(hint)
    return tuple(plain), tuple((key, tuple(filed)) for key, filed in keyed.items())


_PLAIN_HINTS, _KEYED_HINTS = _filed(_PRAGMA_HINTS)


def _hinted(lowered: str) -> bool:
    """Whether ``lowered`` holds one of ``_PRAGMA_HINTS``. A scan for each of the 70 hints was a
    fifth of ``doctext.clean_comment``'s time (7 µs a doc comment); a hint holding a key
    character is looked for only in a comment holding it, one scan for the group.

    >>> _hinted("// eslint-disable-next-line"), _hinted("# type: ignore"), _hinted(":nodoc:")
    (True, True, True)
    >>> _hinted("returns the value: a string"), _hinted("@param x the value")
    (False, False)
    """
    return any(hint in lowered for hint in _PLAIN_HINTS) or any(
        key in lowered and any(hint in lowered for hint in filed) for key, filed in _KEYED_HINTS)


# What a whole file's summary passes over (``summary.py``), tool lines of its own kinds.
# A comment of version-control keywords alone (CVS's and Subversion's `$Id$`, `$Id: debug.c,v
# 1.5 2006/01/26 … Exp $`, `$Rev$, $Date$`), which the tool fills in: babel's test setup.py
# was summarised "$Id$", json-c's json.h.cmakein by its CVS line.
VCS_KEYWORDS = compiled(r"(?:\$(?:Id|Revision|Rev|Date|Header|Author|Source|Log|URL|HeadURL"
                        r"|LastChanged(?:Date|By|Revision)|RCSfile|Locker|Name|State)"
                        r"(?::[^$\n]*)?\$[ \t,;]*)+")
# The time a program wrote the file, Java's `Properties.store` stamp (`#Mon Jan 15 18:40:40
# CET 2024`, `Date.toString()`): koin's gradle-wrapper.properties was summarised by it.
STORED_AT = compiled(r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \d]?\d "
                     r"\d\d:\d\d:\d\d(?: [A-Z][A-Za-z]{1,4}(?:[+-]\d\d:?\d\d)?)? \d{4}")

# A first line telling a tool how to read the file, no comment on it (PowerShell's `#Requires
# -Version 7` too, which Pode's scripts open with above their help): Racket's `#lang
# racket/base` (cmark's wrapper.rkt read "lang racket/base"), zsh's `#compdef cmd` and
# `#autoload`, C#'s `#nullable enable` (a PublicAPI.Shipped.txt), and a template header's
# preprocessor lines (glog's config.h.cmake.in read "ifndef GLOG_CONFIG_H", spdlog's pch.h.in
# "pragma once"). An English word only with no space after `#` (`#include this first`, `# define
# the hooks` are prose), but `#  define int32_t` in a conditional too: a name no word is.
TOOL_LINE = compiled(r"#(?:lang|compdef|autoload|nullable|[Rr]equires|define|include(?=[ \t]*[<\"]))\b"
                     r"|#[ \t]*(?:pragma|ifn?def|endif|undef|cmakedefine(?:01)?"
                     r"|(?:define|if|elif)[ \t]+(?=[\w!(]*[A-Z0-9_!(]|defined\b)[\w!(]+"
                     r"|else[ \t]*$)")


# A comment that is one markup tag alone, an editor's fold or a template's block marker
# (NetBeans' and IntelliJ's `// <editor-fold desc="stub read methods">` … `//</editor-fold>`,
# nestjs-boilerplate's `// <database-block>` … `// </database-block>`): it opens or closes a
# stretch for a tool and was the doc of the declaration under it ("<editor-fold …>").
# Plain comments only: C#'s `/// <summary>` … `/// </summary>` lines are its doc's markup.
# The tag at the comment's margin, one space at most: indented, `//\t<html>`, it is a line of
# an example in a doc (pongo2's and minijinja's Go docs show their templates so).
_FOLD_TAG = compiled(r"[ \t]*(?://(?![/!])|#+|--+|/\*(?![*!])) ?"
                     r"<(/?)([A-Za-z][\w.:-]*)(?:[ \t][^<>\n]*)?>[ \t]*(?:\*+/)?[ \t]*")


def without_fold_markers(said: list[str], src: bytes) -> list[str]:
    """The comments above a declaration, ``said``, less the markers (``fold_marker``) that
    open or close their run: one inside it is a line of the doc."""
    first, last = 0, len(said)
    while last > first and fold_marker(said[last - 1], src):
        last -= 1
    while first < last and fold_marker(said[first], src):
        first += 1
    return said[first:last]


def fold_marker(comment: str, src: bytes) -> bool:
    """Whether ``comment`` is a tag alone whose counterpart (its closing tag, or the tag it
    closes) the file ``src`` holds too: a marker, no doc. A tag with none is kept, a grammar's
    notation (`// <ZWNJ>` above the code matching that character) or a placeholder."""
    if "<" not in comment or (found := _FOLD_TAG.fullmatch(comment)) is None:
        return False
    closing, name = found.group(1), re.escape(found.group(2).encode())
    other = rb"<" + name + rb"(?:[ \t][^<>\n]*)?>" if closing else rb"</" + name + rb"[ \t]*>"
    return re.search(other, src) is not None
