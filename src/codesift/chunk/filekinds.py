"""Whole-file summary rules for kinds of files whose lines ``_summary`` (``chunk/summary.py``)
would otherwise misread: an XML manifest's values and its root's name, a batch script's code,
the code of files without a grammar (Makefiles, stylesheets, Groovy); a licence's and a
project's title (a man page's roff, a notebook's JSON, a gettext catalogue: ``docformats.py``).

>>> leaf_value("<modelVersion>4.0.0</modelVersion>", ["4.0.0"], "xml")
True
>>> leaf_value("<name>Apache Commons Lang</name>", ["Apache", "Commons", "Lang"], "xml")
False
"""
from __future__ import annotations

import re

from ..languages import GRAMMAR_LANGUAGES, template_language
from ..regex_cache import compiled
from .commented import commented_statement
from .licenses import LICENSE
from .runon import has_word
from .summarylines import ASM_COMMENTS, ASSEMBLER_FILE

# Languages with no grammar whose files are code with `#` comments: a line that is no comment
# is a rule, a setting or an instruction, no summary (dynaconf's 70 test Makefiles read
# ".PHONY: test", CMakeLists.txt files "cmake_minimum_required(VERSION 3.11)", Dockerfiles
# "FROM python:3.14-slim"), and fish's and Nushell's scripts (task's completions read "set -l
# GO_TASK_PROGNAME (…)", eza's `export extern "eza" [`), and AWK's programs (streamlink's lint
# scripts read "NF > 1 {"), and CoffeeScript (feedbin's six `.js.coffee` read "window.feedbin
# ?= {}", mocha's fixtures "obj = foo: 'bar'"); a comment above it says what the file is.
# So are the lines of a file of path patterns (``summary_language``): nowinandroid's 33
# `.gitignore`s read "/build", 36 `.gitattributes` "* text=auto", a CODEOWNERS "* @dturner".
# And so are an options file's lines, a tool's command-line arguments one or more a line
# (``summary_language``), whose `--` is no Lua or SQL comment: 17 `.rspec` files read "color"
# or "require spec_helper", 15 `.yardopts` "no-private", "markup markdown", mocha.opts "bail",
# RxSwift's `.swiftformat` "ifdef no-indent", Maven's `.mvn/jvm.config` "add-exports …".
_HASH_CODE_LANGS = frozenset({"make", "cmake", "docker", "fish", "nushell", "awk", "patterns",
                              "options", "coffeescript"})
# Options files by name: RSpec's, YARD's and RDoc's (`.document`: its files and options),
# SwiftFormat's, Maven's and sbt's JVM and build options, mocha's `test/mocha.opts`.
_OPTIONS_FILE = compiled(r"\.rspec(?:-local)?|\.yardopts|\.document|\.swiftformat|jvm\.config"
                         r"|maven\.config|\.jvmopts|\.sbtopts|.*\.opts")
# A TOML or INI file's `key = value` settings say nothing of it (lemmy's .rustfmt.toml read
# "tab_spaces = 2", ~80 `.editorconfig`s "root = true"); a comment above them does. (A
# manifest's description is ``manifests.py``'s; its `name = "x"` is what its path says.)
# Java's `.properties` files alike (`key=value`, `key: value`): every Gradle project's
# gradle-wrapper.properties read "distributionBase=GRADLE_USER_HOME", koin's gradle.properties
# "org.gradle.daemon=true", its test resources "KEY=VALUE".
# So are an environment file's `KEY=value` lines (``ENV_FILE``): saleor's .env.example read
# "CACHE_URL=redis://localhost:6379/0", CTFd's .flaskenv "FLASK_ENV=development".
_SETTINGS_COMMENTS = {"toml": ("#",), "ini": ("#", ";"), "properties": ("#", "!"),
                      "env": ("#",)}
# Environment files by name: an app's sample (`.env.example`, `.env.sample`, `.env.template`;
# the walk leaves a real `.env` out as a secret), Compose's and a tool's `*.env`, Flask's
# `.flaskenv`. Not direnv's `.envrc`, a shell script.
ENV_FILE = compiled(r"\.env(?:\.[\w.-]+)?|[\w.-]+\.env|\.flaskenv")
# A file of path patterns, `#` comments among them: ignore files (git's, Docker's, npm's,
# Prettier's, ESLint's, Mercurial's, Helm's, ripgrep's: `.gitignore`, `.dockerignore`,
# `.ignore`, …), git's attributes and a forge's code owners.
_PATTERN_FILE = compiled(r"\.(?:\w+)?ignore|\.gitattributes|CODEOWNERS")
# Stylesheets likewise, with `/* */` and `//` comments: a selector or a rule is no summary
# (jotai's styles read "{", ajv's theme "html, body", csvhelper's sidebar ".expander"); and
# Groovy and Protocol Buffers, whose code has no grammar here (jjwt's tests would read "class
# ArraysTest {", 168 .proto files in the qa and aq trees read `syntax = "proto3";`); and
# Azure's Bicep templates (text to codesift: ``summary_language``), whose `param`, `var`,
# `resource`, `module` and `output` lines are code (eShopOnWeb's six `infra/*.bicep` read
# "param name string", "targetScope = 'subscription'").
_SLASH_CODE_LANGS = frozenset({"css", "scss", "sass", "less", "stylus", "groovy", "protobuf",
                               "bicep"})
# Ragel's state machines (`.rl`), `#` comments in its `%%{ … }%%` blocks and the host
# language's (Ruby's `#`, C's, Go's or Java's `//` and `/* */`) around them: every other line
# is a machine's rule or host code (mail's 11 parsers read "begin", puma's Java one "public
# class Http11Parser {").
_RAGEL_COMMENTS = ("#", "//", "/*", "*")
# Clojure, read by its own reader (``chunk/clojure.py``), not a grammar: a line that is no `;`
# comment is a form, no summary (malli's files read "(ns malli.core", the code between its
# definitions "(declare schema schema? into-schema …").
_SEMICOLON_CODE_LANGS = frozenset({"clojure"})
# A YAML key alone (`en:`, `one:`, `http_interactions:`, or opening a block scalar, `run: |`,
# or an anchor, `defaults: &defaults`) opens what lies below it: no word of the file, as JSON's
# `{` is none. maybe's 57 locale files read "en:", Rails fixtures "one:", VCR cassettes
# "http_interactions:"; a key with its value (a workflow's `name: CI`) says something.
_YAML_KEY_ALONE = compiled(r"(?!- )(?:[^\s#'\"][^:#]*|\"[^\"]*\"|'[^']*')[ \t]*:"
                           r"(?:[ \t]+(?:[|>][-+0-9]*|[&!]\S+))*(?:[ \t]+#.*)?")
# A YAML file's `version:` setting, the version of the format it is written in (Dependabot's
# `version: 2`, Compose's `version: '3.4'`, golangci-lint's, Read the Docs', GoReleaser's) or
# of the build (AppVeyor's `version: 1.0.{build}`): a setting, no summary, as a key alone is.
# 170 dependabot.yml files in the aq-trees, eShopOnWeb's two Compose files read it.
_YAML_VERSION = compiled(r"version:[ \t]*(?:\"[^\"\s]*\"|'[^'\s]*'|[^\s#'\"]+)(?:[ \t]+#.*)?")
# A `;` line that is a form commented out (malli's `;(m/=> sum [:=> [:cat :int :int] :int])`
# summarised the code below it): a bracket, then a symbol's or keyword's first character.
_COMMENTED_FORM = compiled(r";+[ \t]*\((?=[a-z_*+!?<>=/.:&$-])")


# MSBuild's project files and imports, and NuGet's package manifests: XML the walk knows as
# text, whose elements are settings (``project_head``).
_PROJECT_FILE = compiled(r"(?i).+\.(?:[cfv]sproj|vbproj|vcxproj|props|targets|nuspec)")


def summary_language(name: str, lang: str) -> str:
    """The language a file named ``name`` is summarised as: "patterns" for a file of path
    patterns (read as text otherwise), "options" for one of a tool's arguments, whose lines are
    no summary, and whose comments may be;
    "msbuild" for a .NET project file (``project_head``); "nix" for a Nix expression; "bicep"
    for an Azure Bicep template; "ini" for an EditorConfig file; "properties" for a Java
    properties file; "env" for an environment file; "asm" for an assembler's source.

    >>> summary_language(".gitattributes", "text"), summary_language("notes.txt", "text")
    ('patterns', 'text')
    >>> summary_language(".rspec", "text"), summary_language("mocha.opts", "text")
    ('options', 'options')
    >>> summary_language("Flurl.csproj", "text"), summary_language("Directory.Build.props", "text")
    ('msbuild', 'msbuild')
    >>> summary_language("module.nix", "text"), summary_language(".editorconfig", "text")
    ('nix', 'ini')
    >>> summary_language("gradle-wrapper.properties", "text")
    'properties'
    >>> summary_language("portASM.S", "text"), summary_language("portasm.s79", "text")
    ('asm', 'asm')
    """
    if lang != "text":
        return lang
    if (written := template_language(name)) is not None:
        return written   # (a template of code: `create.js.erb`)
    if _PATTERN_FILE.fullmatch(name):
        return "patterns"
    if _OPTIONS_FILE.fullmatch(name):
        return "options"
    if name.endswith(".nix"):
        return "nix"
    if name.endswith((".bicep", ".bicepparam")):
        return "bicep"
    if name == ".editorconfig":
        return "ini"   # (EditorConfig's files are INI: `root = true`, `[*.py]`)
    if name.endswith((".properties", ".prefs")):
        return "properties"   # (Eclipse's `.settings/*.prefs` are properties files too)
    if ENV_FILE.fullmatch(name):
        return "env"
    if ASSEMBLER_FILE.fullmatch(name):
        return "asm"
    return "msbuild" if _PROJECT_FILE.fullmatch(name) else lang


def code_line(stripped: str, lang: str, comment_starts: tuple[str, ...]) -> bool:
    """Whether a line of a file in a language with a grammar (or ``_HASH_CODE_LANGS``,
    ``_SLASH_CODE_LANGS``, Ragel, Clojure, GraphQL; a YAML key alone or `version:`, a TOML or INI setting, an assembler's line) is code, not a comment's (a line opening with one of
    ``comment_starts``; a docstring's or a preprocessor's lines are told apart by
    ``summary._summary``)."""
    if lang in _HASH_CODE_LANGS:
        return not stripped.startswith("#")
    if lang == "asm":
        return not stripped.startswith(ASM_COMMENTS)
    if lang in _SETTINGS_COMMENTS:
        return not stripped.startswith(_SETTINGS_COMMENTS[lang])
    if lang == "graphql":
        # A schema's or an operation's definition (`type Query {`, type-graphql's 26
        # examples.graphql read "query GetPublicRecipes {"), and a description string, which
        # is the definition's under it (type-graphql's emitted schemas read their first
        # scalar's "A date-time string at UTC, …"); a `#` comment says what the file is.
        return not stripped.startswith("#")
    if lang == "nix":
        # A Nix expression is code, read as text (no grammar): its function's arguments were
        # teslamate's modules' summaries ("{ self }:", "{ inputs, ... }:"); a `#` or `/* */`
        # comment says what the file is.
        return not stripped.startswith(("#", "/*", "*"))
    if lang in _SLASH_CODE_LANGS:   # (a stylesheet's `* {` selects every element)
        return not stripped.startswith(("/*", "*/", "//"))
    if lang == "ragel":
        return not stripped.startswith(_RAGEL_COMMENTS)
    if lang in _SEMICOLON_CODE_LANGS:
        return not stripped.startswith(";") or commented_form(stripped)
    if lang == "yaml":
        return _YAML_KEY_ALONE.fullmatch(stripped) is not None \
            or _YAML_VERSION.fullmatch(stripped) is not None
    if lang not in GRAMMAR_LANGUAGES and lang != "batch":   # (batch: ``batch_lines``)
        return False   # a text file's first line is its content (`name: ci`, `3.3.6`)
    # (A statement commented out, `//using System.Text;`, is code too.)
    return not stripped.startswith(comment_starts) or commented_statement(stripped, lang)


def commented_form(stripped: str) -> bool:
    """Whether a stripped `;` comment line is a Lisp form commented out: its bracket opens a
    symbol and is still open at the line's end, or closes there; a parenthesis closed before
    more words is prose (`; (see below) the registry`).

    >>> commented_form(";(m/=> sum [:=> [:cat :int :int] :int])"), commented_form(";; (defn f [x]")
    (True, True)
    >>> commented_form("; (see below) the registry"), commented_form("; Registry (mutable)")
    (False, False)
    """
    m = _COMMENTED_FORM.match(stripped)
    if m is None:
        return False
    depth = 0
    rest = stripped[m.end() - 1:].rstrip()
    for i, ch in enumerate(rest):
        depth += (ch in "([{") - (ch in ")]}")
        if depth == 0:
            return i == len(rest) - 1
    return True


# What Visual Studio writes into every .NET resource file (`.resx`): its schema's comment,
# `Microsoft ResX Schema` / `Version 2.0` / `The primary goals of this format …`, and its
# `<resheader>` values, the reader's and writer's type names. They say what format the file
# is in, never what its strings are for: ArchiSteamFarm's 164 `Strings.*.resx` were
# summarised "System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, …",
# dotliquid's and FluentValidation's "Microsoft ResX Schema".
_RESX_BOILERPLATE = compiled(r"Microsoft ResX Schema\b|System\.Resources\.ResX|text/microsoft-resx")


def resx_boilerplate(name: str, summary: str) -> bool:
    """Whether ``summary`` of the file ``name`` is a resource file's format boilerplate
    (``_RESX_BOILERPLATE``), no summary."""
    return name.lower().endswith(".resx") and _RESX_BOILERPLATE.match(summary) is not None


# Languages whose markup is data, not a page: an XML file, and the XML of files the walk
# knows only as text (a .csproj, .props, .nuspec, .plist), and Jelly's (`<f:enum>x</f:enum>`).
_DATA_MARKUP_LANGS = frozenset({"xml", "text", "jelly"})
# Elements naming or describing what holds them: one word there is still a title
# (an xdoc's `<title>Building</title>`, a pom's `<name>jsoup</name>`).
_NAMING_ELEMENTS = frozenset({"name", "title", "description", "summary", "displayname",
                              "product", "caption"})
_FIRST_TAG = compiled(r"<([A-Za-z_][\w.:-]*)")
# A page's elements (a template's `<h1>Edit</h1>`, `<title>{{page.title}}</title>`): one word
# in them is the page's heading or text, not a value, in a file known only as text too.
_HTML_ELEMENTS = frozenset("""a abbr b big blockquote body button caption center cite code dd
div dl dt em figcaption font footer form h1 h2 h3 h4 h5 h6 head header i label legend li main
nav option p pre section small span strong sub sup table td th title tr tt u ul""".split())


# A word of prose in an element's text: letters, a mark of punctuation after them.
_PLAIN_WORD = compiled(r"[A-Za-z]+[.,;:!?)]?")


def leaf_value(line: str, words: list[str], lang: str) -> bool:
    """Whether a markup ``line`` whose text outside tags is ``words`` holds a data file's value,
    no summary: one word in an element that names nothing. A pom.xml's first text is its
    `<modelVersion>4.0.0</modelVersion>` (112 commons poms read "4.0.0"), a .csproj's its
    `<TargetFramework>net8.0</…>`, a plist's a `<key>`; what the file is comes in a `<name>`,
    `<description>` or any element holding words (`<name>Apache Commons Lang</name>`).
    Nor is a value of marks and placeholders with less than two words in it: logback's
    `<pattern>%d{HH:mm:ss.SSS} [%thread] %-5level %logger - %msg%n</pattern>` summarised 56
    logback files of the aq and qa trees (bucket4j's 23, togglz's 23, koin's hello-ktor's)."""
    if lang not in _DATA_MARKUP_LANGS or len(words) != 1 and sum(
            1 for word in words if _PLAIN_WORD.fullmatch(word)) > 1:
        return False
    tag = _FIRST_TAG.match(line)
    if tag is None:
        return len(words) == 1
    name = tag.group(1).rsplit(":", 1)[-1].lower()
    return name not in _NAMING_ELEMENTS and name not in _HTML_ELEMENTS


# A comment, a CDATA section, a declaration or instruction (`<!DOCTYPE …>`, `<?xml …?>`), or a tag: its
# closing slash, its name, its self-closing slash (quoted attribute values may hold a `>`).
_MARKUP_TOKEN = compiled(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<[?!][^>]*>"
                         r"|<(/?)([A-Za-z_][\w.:-]*)(?:[^>\"']|\"[^\"]*\"|'[^']*')*?(/?)>", re.S)
_ROOT_SCAN = 20_000
_PARAGRAPH_BREAK = compiled(r"\n[ \t]*\r?\n")
# A template's value (feign's bom.xml `<name>${model.name}</name>`, tornado's feed.xml
# `<title>{{ handler.settings["blog_title"] }}</title>`).
_PLACEHOLDER = compiled(r"(?:\$\{[^}]*\}|\{\{.*?\}\}|\{%.*?%\}|\s)+")


def root_title(text: str) -> tuple[int, str] | None:
    """The words of the first naming element (``_NAMING_ELEMENTS``) directly inside an XML
    file's root element, and the 0-based row the root opens on; ``None`` without one. A
    pom.xml is its `<name>`, not a comment inside the root about one property or build step
    (HikariCP's "When releasing a new version, this property controls …" in `<properties>`,
    feign-bom's "GENERATED FILE - do not edit by hand.", Gradle's "This module was also
    published with a richer model").

    >>> root_title("<!-- x -->\\n<project>\\n  <!-- a build note -->\\n  <name>Jimfs</name>\\n</project>")
    (1, 'Jimfs')
    """
    depth, root_row = 0, -1
    for m in _MARKUP_TOKEN.finditer(text, 0, _ROOT_SCAN):
        closing, tag, empty = m.groups()
        if tag is None or empty:
            continue
        if closing:
            depth -= 1
            if depth <= 0:
                return None
            continue
        if depth == 0:
            root_row = text.count("\n", 0, m.start())
        elif depth == 1 and tag.rsplit(":", 1)[-1].lower() in _NAMING_ELEMENTS:
            end = text.find(f"</{tag}", m.end(), _ROOT_SCAN)
            # Its first paragraph, as a comment's; a template's placeholder names nothing yet.
            held = _PARAGRAPH_BREAK.split(text[m.end():end], 1)[0] if end >= 0 else ""
            words = _MARKUP_TOKEN.sub(" ", held).split()
            if words and not _PLACEHOLDER.fullmatch(" ".join(words)):
                return root_row, " ".join(words)
        depth += 1
    return None


# What a package says it is, by preference (MSBuild's `<Description>` or NuGet's own
# `<PackageDescription>`, `<Title>`, `<Product>` in a `<PropertyGroup>`; a .nuspec's in its
# `<metadata>`).
_PACKAGE_TEXT = ("description", "packagedescription", "summary", "title", "product")
_PROPERTY_PARENTS = frozenset({"propertygroup", "metadata"})
# An MSBuild property's value, `$(AssemblyName)`, or a .nuspec's replacement token,
# `$description$`: refit's `<Product>$(AssemblyName) ($(TargetFramework))</Product>` names
# nothing until built.
_PROPERTY_REFERENCE = compiled(r"\$\([^()]*\)|\$\w+\$")


def project_head(text: str) -> tuple[int, str]:
    """The 0-based row of a .NET project file's first element inside its root (the comments
    above it may say what the file is), and what the package says it is (``_PACKAGE_TEXT``),
    "" without it. Its other elements are settings, never a summary: Flurl's three projects
    read "Todd Menier" (`<Authors>`), 14 test projects "runtime; build; native; contentfiles;
    analyzers; buildtransitive" (a package reference's `<IncludeAssets>`), CliWrap's
    "true</IsTrimmable", SharpZipLib's samples "copy Cmd_GZip.exe gzip.exe" (a post-build step).

    >>> project_head("<Project>\\n  <!-- Shared. -->\\n  <PropertyGroup>\\n    <Authors>A B</Authors>"
    ...              "\\n    <Description>A URL builder.</Description>\\n  </PropertyGroup>\\n</Project>")
    (2, 'A URL builder.')
    """
    depth, first_row = 0, -1
    parents: list[str] = []
    found: dict[str, str] = {}
    for m in _MARKUP_TOKEN.finditer(text, 0, _ROOT_SCAN):
        closing, tag, empty = m.groups()
        if tag is None:
            continue
        name = tag.rsplit(":", 1)[-1].lower()
        if closing:
            depth -= 1
            del parents[depth:]
            if depth <= 0:
                break
            continue
        if depth == 1 and first_row < 0:
            first_row = text.count("\n", 0, m.start())
        if (depth == 1 or depth > 1 and parents[-1] in _PROPERTY_PARENTS) and name in _PACKAGE_TEXT \
                and not empty and name not in found:
            end = text.find(f"</{tag}", m.end(), _ROOT_SCAN)
            # Its first paragraph, as a comment's (fluentassertions' goes on to its licence).
            held = _PARAGRAPH_BREAK.split(text[m.end():end], 1)[0] if end >= 0 else ""
            words = _MARKUP_TOKEN.sub(" ", held).split()
            if has_word(_PROPERTY_REFERENCE.sub("", " ".join(words))):
                found[name] = " ".join(words)
        if not empty:
            parents.append(name)
            depth += 1
    if first_row < 0:
        first_row = text.count("\n")
    return first_row, next((found[n] for n in _PACKAGE_TEXT if n in found), "")


def commented_markup(summary: str, line: str, open_block: str | None, lang: str) -> bool:
    """Whether a data file's comment ``summary`` holds elements, commented out: HikariCP's
    pom.xml read "java11.sourceDirectory>${project.basedir}/src/main/java11</java11…", its
    `<!--java11.sourceDirectory>…-->`, a .props file "<Content Include=…/>". Prose in an XML
    comment closes no tag. ``line`` is the comment's line, ``open_block`` the end of a comment
    opened above it."""
    return lang in _DATA_MARKUP_LANGS and ("</" in summary or "/>" in summary) \
        and (open_block == "-->" or line.startswith("<!--"))


# A batch script's comment: `@rem`, `REM`, `::` (a `:label` alone is code, a jump target).
_BATCH_COMMENT = compiled(r"(?i)([ \t]*)(?:@?rem(?=\s|$)|::)")
# The lines opening nearly every batch script, saying nothing of it: echo off (gradlew.bat's
# `@if "%DEBUG%"=="" @echo off` too), a local scope, a move to the script's own directory.
_BATCH_PREAMBLE = compiled(r'(?i)[ \t]*(?:@?(?:if[ \t]+"%DEBUG%"[ \t]*==[ \t]*""[ \t]+@?)?echo[ \t]+off'
                           r'|@?setlocal\b.*|@?(?:pushd|cd(?:[ \t]+/d)?)[ \t]+"?%~dp0"?\\?)[ \t]*')


def batch_lines(lines: list[str]) -> list[str]:
    """A batch script's lines as a summary reads them: a comment's marker as `#`, so a license
    in `@rem` lines is passed over as one in `#` lines is, and the preamble blank; any other
    line is code. gradlew.bat read "@rem" (its first line), Sphinx's make.bat "@ECHO OFF"
    over `REM Command file for Sphinx documentation`.

    >>> batch_lines(["@ECHO OFF", "pushd %~dp0", "REM Command file for Sphinx", "set X=1"])
    ['', '', '# Command file for Sphinx', 'set X=1']
    """
    out = []
    for line in lines:
        if _BATCH_PREAMBLE.fullmatch(line.rstrip("\r")):
            out.append("")
        else:
            out.append(_BATCH_COMMENT.sub(r"\1#", line, count=1) if _BATCH_COMMENT.match(line)
                       else line)
    return out


# A licence file's name: LICENSE, LICENCE, COPYING, UNLICENSE, with a suffix or not
# (LICENSE.txt, LICENSE-MIT, COPYING.LESSER).
_LICENSE_FILE = compiled(r"(?i)(?:un)?licen[cs]e(?:[-_.][\w.-]*)?|copying(?:[-_.][\w.-]*)?")
# A summary that names its licence, as a title does ("The MIT License (MIT)", "Apache
# License"), not a grant's sentence read from its middle ("you may not use this file …").
_NAMES_LICENSE = compiled(r"(?i)\blicen[cs]es?\b|\b[AL]?GPL|\bpublic domain\b")
# How a licence is named where no title line stands above it: a header's "Licensed under the
# Apache License, Version 2.0 (the "License")", the well-known grants' first words.
_LICENSED_UNDER = compiled(r"(?i)\blicensed under (?:the )?([\w.() -]{2,60}?\blicen[cs]e\b"
                           r"(?:,?[ \t]+(?:version|v)[ \t]*[\d.]*\d)?)")
_GRANTS = (
    (compiled(r"(?i)permission\s+is\s+hereby\s+granted,\s+free\s+of\s+charge"), "MIT License"),
    (compiled(r"(?i)redistribution\s+and\s+use\s+in\s+source\s+and\s+binary\s+forms"),
     "BSD License"),
    (compiled(r"(?i)permission\s+to\s+use,\s+copy,\s+modify,\s+and(?:/or)?\s+distribute\s+this"
              r"\s+software\s+for\s+any\s+purpose"), "ISC License"),
)


def license_title(name: str, text: str, summary: str) -> str:
    """A licence file's summary: the licence's name. ``summary``, the file's first line read as
    any file's is, when it names its licence; else the licence a header or a grant names.
    handlebars.java's LICENSE read "you may not use this file except in compliance with the
    License." (its `Licensed under the Apache License, Version 2.0` line passed over as a
    license header is), 130 MIT texts in /tmp/aq-trees "Permission is hereby granted, free of
    charge, to any …", BSD ones "Redistribution and use in source and binary forms, …".

    >>> license_title("LICENSE", "Permission is hereby granted, free of charge, to any", "Permission …")
    'MIT License'
    """
    if not _LICENSE_FILE.fullmatch(name) or (
            _NAMES_LICENSE.search(summary) and not summary[:1].islower()):
        return summary
    head = text[:4000]
    named = _LICENSED_UNDER.search(head)
    if named:
        return " ".join(named.group(1).split())
    return next((title for grant, title in _GRANTS if grant.search(head)), summary)


# The line right above a license header's copyright line, in its comment, naming the project
# and what it is, not the file: MoreLINQ's `// MoreLINQ - Extensions to LINQ to Objects` /
# `// Copyright (c) 2017 Atif Aziz.`, protobuf's `// Protocol Buffers - Google's data
# interchange format`, pest's `// pest. The Elegant Parser`: every file of the project opens
# so, and it summarised them all alike. A name of three words at most before a dash, or one
# word before a full stop and a capital, or before the release it is alone on its line (every
# FreeRTOS file opens `FreeRTOS Kernel V11.1.0` / ` * Copyright (C) 2021 Amazon.com, …`, its
# development branch `FreeRTOS Kernel <DEVELOPMENT BRANCH>`: 95 of its files were summarised
# so). (gettext's unfilled title: ``catalogue_header``.)
_PROJECT_TITLE = compiled(r"(?:(?P<name>[\w.+#]+(?:[ \t]+[\w.+#]+){0,2}?)[ \t]+(?:--?|\u2013|\u2014)[ \t]+"
                          r"|(?P<word>[\w+#-]+)\.[ \t]+(?=[A-Z]))\S"
                          r"|(?P<release>[\w.+#-]+(?:[ \t]+[\w.+#-]+){0,2}?)[ \t]+"
                          r"(?:[vV]?\d+(?:\.\d+)+[\w.+-]*|<(?-i:[A-Z][A-Z _-]*)>)[ \t]*$")
_NOT_WORD = compiled(r"[\W_]+")


def project_title(summary: str, below: str, name: str) -> bool:
    """Whether ``summary``, a comment's line with ``below`` the line under it, is the title a
    license header opens with (``_PROJECT_TITLE``), the copyright line below it: a title naming
    the file ``name`` itself, or its stem, says what it is and is none (zlib's `/* deflate.c --
    compress data using the deflation algorithm` / ` * Copyright (C) …`).

    >>> project_title("MoreLINQ - Extensions to LINQ", "// Copyright (c) 2017 A. Aziz.", "Fold.cs")
    True
    >>> project_title("deflate.c -- compress data", " * Copyright (C) 1995", "deflate.c")
    False
    """
    titled = _PROJECT_TITLE.match(summary)
    if titled is None or not LICENSE.search(below):
        return False
    named = titled["name"] or titled["word"] or titled["release"]
    key = _NOT_WORD.sub("", named.lower())
    whole = _NOT_WORD.sub("", name.lower())
    stem = _NOT_WORD.sub("", name.rsplit(".", 1)[0].lower())
    return bool(key) and key != whole and not (stem and (key in stem or stem in key))
