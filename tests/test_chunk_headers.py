"""Headers and summaries of declarations and stretches, found wrong on repositories the
project had not seen (qa22), against the real grammars."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def summary(path: str, text: str) -> str:
    """The doc of the first chunk codesift makes of ``text`` at ``path``: a whole file's
    summary, for the summary tests below."""
    return chunk_file(path, text, language_of(path))[0].doc


def test_dart_constructor_header_ends_before_its_initializer_list() -> None:
    # path's `Context._internal()` / `: style = Style.platform as InternalStyle, …` read
    # "Context._internal() : style = …", its address "Context._internal()…"; C++'s stop too.
    src = ("class Context {\n  /// Create one.\n  Context._internal()\n"
           "      : style = Style.platform as InternalStyle,\n        _current = null;\n\n"
           "  Context.other(String x)\n      : style = x {\n    print(x);\n  }\n\n"
           "  Context.r(int a) : this._(a, null);\n\n  const Context.p(this.x) : assert(x >= 0);\n\n"
           "  Context._(this.style, this._current);\n}\n")
    sigs = {c.name: c.signature for c in chunk_file("context.dart", src, "dart")
            if c.kind == "constructor"}
    assert sigs == {"_internal": "Context._internal()", "other": "Context.other(String x)",
                    "r": "Context.r(int a)", "p": "const Context.p(this.x)",
                    "_": "Context._(this.style, this._current)"}, sigs
    chunks = {c.name: c for c in chunk_file("context.dart", src, "dart")}
    # The initializers stay in the chunk: their words are still searched.
    assert "Style.platform" in chunks["_internal"].text
    assert (chunks["other"].start, chunks["other"].end) == (7, 10)


def test_a_comment_naming_only_the_file_is_no_summary() -> None:
    # json.lua's stretch was summarised "json.lua", the comment over its license; pyparsing's
    # examples "SimpleCalc.py" over the sentence saying what they show.
    lua = ("--\n-- json.lua\n--\n-- Copyright (c) 2020 rxi\n--\n-- Permission is hereby granted.\n--\n\n"
           "local json = { _version = \"0.1.2\" }\nlocal n = 0\nfor k in pairs(json) do\n"
           "  n = n + 1\nend\n\nlocal function f(x)\n  return x\nend\n\nreturn json\n")
    stretch = next(c for c in chunk_file("json.lua", lua, "lua") if c.kind == "file")
    assert stretch.start == 1 and stretch.doc == "", stretch   # its code is no summary either
    script = "# SimpleCalc.py\n#\n# Demonstration of the parsing module.\n\nimport sys\nprint(sys.argv)\n"
    whole = chunk_file("examples/SimpleCalc.py", script, "python")
    assert [c.doc for c in whole] == ["Demonstration of the parsing module."], whole
    # Not a comment: a YAML file's first key and value are what it holds, even named as the
    # file is. (A key alone, `members:` over a list, says nothing: below.)
    members = chunk_file("data/members.yml", "members: tiangolo, dependabot\n", "yaml")
    assert [c.doc for c in members] == ["members: tiangolo, dependabot"], members


def test_a_comment_among_imports_is_no_summary() -> None:
    # rubocop-rspec's lib/rubocop-rspec.rb read "Dependent on
    # `RuboCop::Cop::RSpec::FinalEndLocation`.": the comment tells why one require is there.
    ruby = ("# frozen_string_literal: true\n\nrequire 'pathname'\nrequire 'yaml'\n\n"
            "# Dependent on `RuboCop::Cop::RSpec::FinalEndLocation`.\n"
            "require_relative 'rubocop/cop/rspec/mixin/comments_help'\n\n"
            "# Registers our cops' autocorrect incompatibilities.\n\n"
            "RuboCop::AST::Node.include(RuboCop::RSpec::Node)\n")
    whole = chunk_file("lib/rubocop-rspec.rb", ruby, "ruby")
    assert [c.doc for c in whole] == ["Registers our cops' autocorrect incompatibilities."], whole
    # A comment over the first import still says what the file is.
    script = "# Helpers for the release scripts.\nimport os\nimport sys\nprint(os, sys)\n"
    assert [c.doc for c in chunk_file("tools/rel.py", script, "python")] == \
        ["Helpers for the release scripts."]


def test_an_import_group_s_heading_is_no_summary() -> None:
    # qa86: isort's `import_heading_*` headings (`# Standard Library`, `# Django`, `# Local`)
    # summarised 27 of wger's urls.py, manage.py and package __init__.py files.
    script = ("#!/usr/bin/env python3\n\n# Standard Library\nimport os\nimport sys\n\n"
              "# Django\nfrom django.core.management import execute_from_command_line\n\n"
              "if __name__ == '__main__':\n    execute_from_command_line(sys.argv)\n")
    assert [c.doc for c in chunk_file("manage.py", script, "python")] == [""]
    package = "# Local\nfrom .day import Day\nfrom .label import Label\n"
    assert [c.doc for c in chunk_file("models/__init__.py", package, "python")] == [""]
    tsx = "// Components\nimport { Button } from './Button';\nexport { Button };\n"
    assert [c.doc for c in chunk_file("src/index.ts", tsx, "typescript")][-1:] == [""]
    # A sentence over the first import still says what the file is, a short one too.
    for said in ("Tests for the CLI", "Release helpers."):
        script = f"# {said}\nimport os\nprint(os)\n"
        assert [c.doc for c in chunk_file("tools/rel.py", script, "python")] == [said]
    # A text file's title over a line that reads as an import (fsnotify's test scripts,
    # `# Basic open test` / `require op_open`) is no import group's heading.
    assert chunk_file("testdata/op-open", "# Basic open test\nrequire op_open\n\nwatch /\n",
                      "text")[0].doc == "Basic open test"


def test_a_long_signature_is_cut_between_tokens() -> None:
    # A signature past 160 characters was cut inside a word or an operator: helmet's
    # `contentSecurityPolicy(…): (req: IncomingMessag…` and cloup's `_option_group(…) -…` (of
    # `-> Callable[[F], F]`), a fragment indexed as a word and shown in the address.
    ts = ("const contentSecurityPolicy: ContentSecurityPolicy =\n"
          "  function contentSecurityPolicy(\n"
          "    options: Readonly<ContentSecurityPolicyOptions> = {},\n"
          "  ): (\n    req: IncomingMessage,\n    res: ServerResponse,\n  ) => void {\n"
          "    return run;\n  };\n")
    py = ("def _option_group(\n    title: str,\n    options: Sequence[Callable[[F], F]],\n"
          "    help: Optional[str] = None,\n    constraint: Optional[Constraint] = None,\n"
          "    hidden: bool = False,\n) -> Callable[[F], F]:\n    return f\n")
    got = [c.signature for c in chunk_file("csp/index.ts", ts, "typescript")
           if c.name == "contentSecurityPolicy"]
    got += [c.signature for c in chunk_file("cloup/_option_groups.py", py, "python")]
    assert got == [
        "const contentSecurityPolicy: ContentSecurityPolicy = function contentSecurityPolicy("
        "options: Readonly<ContentSecurityPolicyOptions> = {}): (req:…",
        "def _option_group(title: str, options: Sequence[Callable[[F], F]], help: Optional[str]"
        " = None, constraint: Optional[Constraint] = None, hidden: bool = False)…"], got


def test_a_lua_doc_comment_opening_with_three_dashes_is_the_summary() -> None:
    # Penlight's modules open with LDoc's `--- A Map class.`, passed over as YAML's `---`
    # document marker: 35 stretches read the paragraph after it ("> Map = require 'pl.Map'").
    lua = ("--- A Map class.\n--\n--    > Map = require 'pl.Map'\n--\n-- @classmod pl.Map\n\n"
           "local utils = require 'pl.utils'\nlocal Map = {}\nsetmetatable(Map, utils)\n"
           "for k in pairs(utils) do\n  Map[k] = k\nend\n\nreturn Map\n")
    stretch = next(c for c in chunk_file("pl/Map.lua", lua, "lua") if c.kind == "file")
    assert stretch.doc.startswith("A Map class."), stretch
    # YAML's marker, and `---` in a language whose comment is not `--`, still say nothing.
    yaml = "---\nname: ci\n"
    assert [c.doc for c in chunk_file("ci.yml", yaml, "yaml")] == ["name: ci"]


def test_a_data_files_values_are_no_summary() -> None:
    # commons-lang's pom.xml read "4.0.0" (its `<modelVersion>`, 112 poms so), a .csproj
    # "net8.0", a plist "CFBundleDevelopmentRegion": one word in an element naming nothing is
    # a value. The first element holding words, or a `<name>`, says what the file is.
    pom = ('<?xml version="1.0"?>\n<!-- Licensed to the Apache Software Foundation (ASF) -->\n'
           '<project xmlns="http://maven.apache.org/POM/4.0.0">\n'
           '  <modelVersion>4.0.0</modelVersion>\n  <groupId>org.apache.commons</groupId>\n'
           '  <name>Apache Commons Lang</name>\n  <description>Java utility classes.</description>\n'
           '</project>\n')
    assert [c.doc for c in chunk_file("pom.xml", pom, "xml")] == ["Apache Commons Lang"]
    csproj = ('<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n'
              '    <TargetFramework>net8.0</TargetFramework>\n    <OutputType>Exe</OutputType>\n'
              '  </PropertyGroup>\n</Project>\n')
    assert [c.doc for c in chunk_file("App.csproj", csproj, "text")] == [""]
    # A commented-out element is no prose (HikariCP's `<!--java11.sourceDirectory>…-->`).
    props = '<Project>\n  <!-- <Content Include="x.json" /> -->\n  <Title>Dapper tests</Title>\n</Project>\n'
    assert [c.doc for c in chunk_file("Directory.Build.props", props, "text")] == ["Dapper tests"]
    # So are its lines to the one closing it (mustache.java's example pom.xml read "* -->").
    pom = ('<project>\n  <build>\n    <!--<Export-Package>*</Export-Package>\n'
           '    <Import-Package>*</Import-Package>-->\n  </build>\n</project>\n')
    assert [c.doc for c in chunk_file("pom.xml", pom, "xml")] == [""]
    # One word is still a title in a naming element, and a heading in a page's element.
    xdoc = '<document>\n  <properties>\n    <title>Building</title>\n  </properties>\n</document>\n'
    assert [c.doc for c in chunk_file("building.xml", xdoc, "xml")] == ["Building"]
    erb = '<h2>Edit</h2>\n\n<%= form_for(resource) do |f| %>\n'
    assert [c.doc for c in chunk_file("edit.html.erb", erb, "text")] == ["Edit"]


def test_a_dotnet_project_is_summarised_by_its_package_description_never_a_setting() -> None:
    # A .csproj's settings are no summary: Flurl's three projects read "Todd Menier" (their
    # `<Authors>`), fluentassertions' 12 test projects "runtime; build; native; contentfiles;
    # analyzers; buildtransitive" (a package reference's `<IncludeAssets>`), CliWrap's
    # "true</IsTrimmable" (a value under a tag over lines), SharpZipLib's samples "copy
    # Cmd_GZip.exe gzip.exe" (a post-build step), polly's "$([MSBuild]::ValueOrDefault(…" and
    # a comment on one property ("To reduce build times, we only enable analyzers …"). What
    # the package says it is, its `<Description>` (a .nuspec's `<description>`), is; else a
    # comment above the project's first element; a property's value names nothing.
    flurl = ('\ufeff<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n'
             '    <TargetFrameworks>netstandard2.0</TargetFrameworks>\n    <Authors>Todd Menier</Authors>\n'
             '    <Description>A fluent, portable URL builder.</Description>\n  </PropertyGroup>\n'
             '  <ItemGroup>\n    <PackageReference Include="x" Version="1" PrivateAssets="all">\n'
             '      <IncludeAssets>runtime; build; native; contentfiles</IncludeAssets>\n'
             '    </PackageReference>\n  </ItemGroup>\n</Project>\n')
    assert [c.doc for c in chunk_file("Flurl.csproj", flurl, "text")] == ["A fluent, portable URL builder."]
    tests = flurl.replace("    <Description>A fluent, portable URL builder.</Description>\n", "")
    assert [c.doc for c in chunk_file("Flurl.Test.csproj", tests, "text")] == [""]
    cliwrap = ('<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <IsTrimmable\n'
               '      Condition="$([MSBuild]::IsTargetFrameworkCompatible(\'$(TargetFramework)\', \'net6.0\'))"\n'
               '      >true</IsTrimmable\n    >\n    <!-- To reduce build times, we only enable analyzers -->\n'
               '    <Product>$(AssemblyName) ($(TargetFramework))</Product>\n'
               '  </PropertyGroup>\n  <Target Name="PostBuild">\n'
               '    <Exec Command="copy Cmd_GZip.exe gzip.exe" />\n    <Message Text="copy the tool" />\n'
               '  </Target>\n</Project>\n')
    assert [c.doc for c in chunk_file("CliWrap.csproj", cliwrap, "text")] == [""]
    props = ('<Project>\n  <!-- Contains global properties for all projects in the solution. -->\n'
             '  <PropertyGroup>\n    <LangVersion>latest</LangVersion>\n  </PropertyGroup>\n</Project>\n')
    assert [c.doc for c in chunk_file("Directory.Build.props", props, "text")] == [
        "Contains global properties for all projects in the solution."]
    nuspec = ('<?xml version="1.0"?>\n<package>\n  <metadata>\n    <id>Cronos</id>\n'
              '    <authors>Sergey Odinokov</authors>\n    <title>Cronos</title>\n'
              '    <description>A library for parsing cron expressions.</description>\n'
              '  </metadata>\n</package>\n')
    assert [c.doc for c in chunk_file("Cronos.nuspec", nuspec, "text")] == [
        "A library for parsing cron expressions."]
    package = ('<Project>\n  <PropertyGroup Label="Package info">\n    <PackageDescription>\n'
               '      A very extensive set of extension methods.\n\n      IMPORTANT: a paid licence.\n'
               '    </PackageDescription>\n  </PropertyGroup>\n</Project>\n')
    assert [c.doc for c in chunk_file("FluentAssertions.csproj", package, "text")] == [
        "A very extensive set of extension methods."]


def test_an_xml_roots_name_outranks_a_comment_inside_the_root() -> None:
    # HikariCP's pom.xml read its `<properties>`' comment on one property ("When releasing a
    # new version, this property controls …"), feign-bom's "GENERATED FILE - do not edit by
    # hand.": the root's `<name>` (or `<description>`, its first paragraph) says what the file
    # is. A comment above the root still may; a template's placeholder is no name.
    pom = ('<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n'
           '  <properties>\n    <!-- When releasing, this property controls\n'
           '         whether artifacts are released. -->\n    <autoRelease>true</autoRelease>\n'
           '  </properties>\n  <organization>\n    <name>Zaxxer.com</name>\n  </organization>\n'
           '  <name>HikariCP</name>\n</project>\n')
    assert [c.doc for c in chunk_file("pom.xml", pom, "xml")] == ["HikariCP"]
    above = '<!-- Build settings for the widget module. -->\n<project>\n  <name>widget</name>\n</project>\n'
    assert [c.doc for c in chunk_file("pom.xml", above, "xml")] == ["Build settings for the widget module."]
    ruleset = ('<ruleset name="Default">\n  <!-- GENERATED -->\n  <name>${model.name}</name>\n'
               '  <description>\n    The default ruleset.\n    Used by the plugin.\n\n    [0] https://x.org\n'
               '  </description>\n</ruleset>\n')
    assert [c.doc for c in chunk_file("rules.xml", ruleset, "xml")] == ["The default ruleset. Used by the plugin."]


def test_a_markup_tag_over_several_lines_is_no_summary() -> None:
    # XHTML's doctype goes on over two lines: Penlight's 67 LDoc pages were summarised
    # `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"`, a pom.xml `<project xmlns=…`.
    page = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"\n'
            '   "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html>\n<head>\n'
            '    <title>Penlight Documentation</title>\n</head>\n<body>\n<p>Hi</p>\n</body>\n</html>\n')
    assert [c.doc for c in chunk_file("docs/index.html", page, "html")] == ["Penlight Documentation"]
    pom = ('<?xml version="1.0" encoding="UTF-8"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0"\n'
           '         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
           '  <artifactId>handlebars</artifactId>\n  <name>Handlebars</name>\n</project>\n')
    assert [c.doc for c in chunk_file("pom.xml", pom, "xml")] == ["Handlebars"]
    # A doctype's internal subset ends at `]>`, a processing instruction at `?>`: their lines'
    # own `>` (an `<!ENTITY …>`, code's `x > 1`) end no tag. (A text of entities alone is a
    # value, no summary: ``filekinds.leaf_value``.)
    dtd = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n'
           ' <!ELEMENT lolz (#PCDATA)>\n]>\n<lolz>Two laughs: &lol; &lol;</lolz>\n')
    assert [c.doc for c in chunk_file("bla.xml", dtd, "xml")] == ["Two laughs: &lol; &lol;"]
    subset = ('<!DOCTYPE form-validation PUBLIC\n     "-//Apache//DTD Validator 1.4.0//EN"\n'
              '     [<!ENTITY byteform SYSTEM "byteform.xml">]>\n<form-validation>\n'
              '  <title>Entity import</title>\n</form-validation>\n')
    assert [c.doc for c in chunk_file("Entity.xml", subset, "xml")] == ["Entity import"]
    # PHP's opening tag is passed over as before; data that only starts with `<` is no tag.
    assert [c.doc for c in chunk_file("common.inc", "<?php\n\n$parent = __DIR__;\n", "text")] \
        == ["$parent = __DIR__;"]
    genshi = "<?python\n  if x > 1:\n    y = 2\n?>\n<title>View Diff</title>\n"
    assert [c.doc for c in chunk_file("diff.html", genshi, "html")] == ["View Diff"]


def test_dart_top_level_variable_signature_keeps_its_keyword_and_type() -> None:
    # dio's `const ComputeImpl compute = _c.compute;` read `compute = _c.compute`, its
    # `HttpServer? _server;` read `_server`: the type an agent asks the signature for was lost
    # (a field's, `static const x = 1`, always kept it); `late` is a node of its own.
    src = ("/// The compute.\nconst ComputeImpl compute = _c.compute;\n"
           "final _rnU8 = Uint8List.fromList([13, 10]);\n"
           "/// The current server.\nHttpServer? _server;\n"
           "/// Set up later.\nlate final Map<String, int> cache;\n")
    got = {c.name: (c.kind, c.signature, c.doc) for c in chunk_file("a.dart", src, "dart")}
    assert got == {
        "compute": ("constant", "const ComputeImpl compute = _c.compute", "The compute."),
        "_rnU8": ("variable", "final _rnU8 = Uint8List.fromList([13, 10])", ""),
        "_server": ("variable", "HttpServer? _server", "The current server."),
        "cache": ("variable", "late final Map<String, int> cache", "Set up later."),
    }, got


def test_a_reuse_spdx_header_is_no_summary() -> None:
    # badger's Makefiles and .proto files open with the REUSE header, `SPDX-FileCopyrightText:
    # © 2017-2025 Istari Digital, Inc.` (no word "copyright": a letter runs before it) over
    # `SPDX-License-Identifier`: the copyright line was their summary.
    make = ("#\n# SPDX-FileCopyrightText: © 2017-2025 Istari Digital, Inc.\n"
            "# SPDX-License-Identifier: Apache-2.0\n#\n\n# Builds the tool.\nall:\n\tgo build\n")
    assert [c.doc for c in chunk_file("Makefile", make, "make")] == ["Builds the tool."]
    script = ("#!/bin/sh\n# SPDX-FileCopyrightText: 2020 Jane Doe <j@d.org>\n#\n"
              "# SPDX-License-Identifier: MIT\n\n# Runs the tests.\ngo test ./...\n")
    assert [c.doc for c in chunk_file("test.sh", script, "bash")] == ["Runs the tests."]


def test_dart_enum_values_are_constants_with_their_docs() -> None:
    # dio's `DioExceptionType.connectionTimeout` ("Caused by a connection timeout.") and its 7
    # siblings were in no chunk but their enum's, as Java's, Kotlin's and Swift's are; an
    # enhanced enum's value is signed with its arguments.
    src = ("/// Types.\nenum DioExceptionType {\n  /// Caused by a connection timeout.\n"
           "  connectionTimeout,\n\n  unknown,\n}\n\nenum ContentType {\n  /// JSON.\n"
           "  json('application/json');\n\n  const ContentType(this.mime);\n  final String mime;\n}\n")
    got = [(c.kind, c.qualified, c.start, c.signature, c.doc)
           for c in chunk_file("e.dart", src, "dart") if c.kind == "constant"]
    assert got == [
        ("constant", "DioExceptionType.connectionTimeout", 4, "connectionTimeout",
         "Caused by a connection timeout."),
        ("constant", "DioExceptionType.unknown", 6, "unknown", ""),
        ("constant", "ContentType.json", 11, "json('application/json')", "JSON."),
    ], got


def test_a_figure_of_strokes_and_a_license_title_are_no_summary() -> None:
    # libexpat's 60 scripts, makefiles and headers open with its logo in strokes (`__  __  _`
    # / `___\ \/ /_ __ …` / `|_| XML parser`) above the copyright: each was summarised
    # "__ __ _". A line without a letter or digit says nothing, nor does the figure it opens.
    logo = ("#! /usr/bin/env bash\n#                          __  __            _\n"
            "#                       ___\\ \\/ /_ __   __ _| |_\n"
            "#                      / _ \\\\  /| '_ \\ / _` | __|\n"
            "#                       \\___/_/\\_\\ .__/ \\__,_|\\__|\n"
            "#                                |_| XML parser\n#\n"
            "# Copyright (c) 2017 Expat development team\n# Licensed under the MIT license:\n"
            "#\n\n# Builds the docs.\nset -e\n")
    assert chunk_file("buildconf.sh", logo, "bash")[0].doc == "Builds the docs."
    # easy-rules' five package-info.java were summarised "The MIT License", the title of the
    # license over the package's own Javadoc.
    java = ("/*\n * The MIT License\n *\n *  Copyright (c) 2021, Mahmoud Ben Hassine\n *\n"
            " *  Permission is hereby granted, free of charge.\n */\n"
            "/**\n * This package contains Easy Rules public API.\n */\npackage org.jeasy.rules.api;\n")
    assert chunk_file("api/package-info.java", java, "java")[0].doc \
        == "This package contains Easy Rules public API."
    # A license's own file is summarised by its title, and a word after strokes stays (a
    # title between them is a banner, passed over: ``test_whole_file_summary_passes_over_a_banner``).
    assert chunk_file("LICENSE", "The MIT License (MIT)\n\nCopyright (c) 2015\n", "text")[0].doc \
        == "The MIT License (MIT)"
    start = chunk_file("a.sh", "# ~~ Start here\necho 1\n", "bash")
    assert start[0].doc == "~~ Start here"
    # A text file's line of marks is its content, no figure passed over for the line below
    # (toml-test's case of an empty key), though no summary, holding no word
    # (test_chunk_summary.py); the figure ends where its lines do: an Apache page's `<!---` over its license is no figure
    # of the text under the license.
    apache = ("<!---\n Licensed to the Apache Software Foundation (ASF) under one or more\n"
              " contributor license agreements.\n\n Unless required by law.\n-->\n"
              "The Apache Commons security page is here.\n")
    assert chunk_file("SECURITY.md", apache, "markdown")[0].doc \
        == "The Apache Commons security page is here."
    assert chunk_file("only-str.toml", '""\nk = 1\n', "toml")[0].doc == ""


def test_a_license_box_without_copyright_and_a_projects_title_are_no_summary() -> None:
    # secp256k1's musig main_impl.h, a box framed by `*` on both sides, was summarised
    # "Distributed under the MIT software license, see the accompanying * file COPYING…".
    box = ("/**********************************************************************\n"
           " * Distributed under the MIT software license, see the accompanying   *\n"
           " * file COPYING or http://www.opensource.org/licenses/mit-license.php.*\n"
           " **********************************************************************/\n\n"
           "#ifndef MAIN_H\n#define MAIN_H\n\n#include \"keyagg_impl.h\"\n\n#endif\n")
    assert chunk_file("main_impl.h", box, "c")[0].doc == ""
    cmake = ("# Distributed under the OSI-approved BSD 3-Clause License.  See accompanying\n"
             "# file Copyright.txt for details.\n\n# Adds the tests.\nset(X 1)\n")
    assert chunk_file("Catch.cmake", cmake, "cmake")[0].doc == "Adds the tests."
    # MoreLINQ's files open with the project's title right above the copyright line, and
    # were summarised "MoreLINQ - Extensions to LINQ to Objects"; a title naming the file
    # itself says what the file is (zlib's deflate.c), and so does one of another shape.
    more = ("// MoreLINQ - Extensions to LINQ to Objects\n"
            "// Copyright (c) 2017 Atif Aziz. All rights reserved.\n//\n"
            "// Licensed under the Apache License, Version 2.0.\n\n// Runs the tests.\n")
    assert chunk_file("Program.cs", more, "csharp")[0].doc == "Runs the tests."
    pest = "// pest. The Elegant Parser\n// Copyright (c) 2018 D. Tiselice\n\nWHITESPACE = _{ \" \" }\n"
    assert chunk_file("json.pest", pest, "text")[0].doc == "WHITESPACE = _{ \" \" }"
    zlib = ("/* deflate.c -- compress data using the deflation algorithm\n"
            " * Copyright (C) 1995-2023 Jean-loup Gailly and Mark Adler\n */\n\nint x;\n")
    assert chunk_file("deflate.txt", zlib.replace("deflate.c", "deflate.txt"), "text")[0].doc \
        == "compress data using the deflation algorithm"
    po = "# German translations for WTForms.\n# Copyright (C) 2020 WTForms Team\nmsgid \"\"\n"
    assert chunk_file("wtforms.po", po, "text")[0].doc == "German translations for WTForms."
    # FreeRTOS's files open with the kernel's name and release over the copyright line
    # (`FreeRTOS Kernel V11.1.0`, `FreeRTOS Kernel <DEVELOPMENT BRANCH>`): 95 of its files were
    # summarised by it; its IAR ports write the header in an assembler's `;` comments, and 34
    # read "* copies or substantial portions of the Software.".
    mit = (" * Permission is hereby granted, free of charge, to any person obtaining a copy of\n"
           " * this software, subject to the following conditions:\n *\n"
           " * The above copyright notice and this permission notice shall be included in all\n"
           " * copies or substantial portions of the Software.\n */\n\n")
    for release in ("V11.1.0", "<DEVELOPMENT BRANCH>"):
        kernel = (f"/*\n * FreeRTOS Kernel {release}\n"
                  " * Copyright (C) 2021 Amazon.com, Inc. or its affiliates. All Rights Reserved.\n *\n"
                  + mit + "/* FreeRTOS yield handler. */\n_vPortYield:\n")
        assert chunk_file("portasm.txt", kernel, "text")[0].doc == "FreeRTOS yield handler."
    iar = ";/*\n; * FreeRTOS Kernel V11.1.0\n; * Copyright (C) 2021 Amazon.com, Inc.\n;" \
        + mit.replace("\n *", "\n; *").replace(" */\n\n", "; */\n\n") \
        + "; Declare all extern symbols here.\n        EXTERN vTaskSwitchContext\n"
    assert chunk_file("portmacro.txt", iar, "text")[0].doc == "Declare all extern symbols here."


def test_a_gettext_catalogues_placeholder_title_and_entries_are_no_summary() -> None:
    # xgettext's template opens `# SOME DESCRIPTIVE TITLE.`, a placeholder left unfilled:
    # 63 `.po` files (drf's 59) were summarised by it. Under the header are entries, data.
    po = ("# SOME DESCRIPTIVE TITLE.\n# Copyright (C) YEAR THE PACKAGE'S COPYRIGHT HOLDER\n"
          "# This file is distributed under the same license as the PACKAGE package.\n"
          "# Translators:\n# Andrew Ayoub <andrew@example.com>, 2017\n"
          "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: Django REST framework\\n\"\n")
    assert chunk_file("locale/ar/LC_MESSAGES/django.po", po, "text")[0].doc == ""
    bare = "# SOME DESCRIPTIVE TITLE.\n#, fuzzy\nmsgid \"\"\nmsgstr \"\"\n"
    assert chunk_file("messages.pot", bare, "text")[0].doc == ""
    # A title filled in stays.
    said = "# Dutch translations for tornado.\n#\nmsgid \"\"\n"
    assert chunk_file("nl.po", said, "text")[0].doc == "Dutch translations for tornado."


def test_elixir_gettexts_note_heading_a_catalogue_is_no_summary() -> None:
    # Elixir's Gettext heads every catalogue it writes with a note on how the file is kept:
    # timex's 281 read "`msgid`s in this file come from POT (.pot) files." or "This file is a
    # PO Template file.", a generator's note; a translator's own title above it stays.
    po = ("## `msgid`s in this file come from POT (.pot) files.\n##\n"
          "## Do not add, change, or remove `msgid`s manually here as\n"
          "## they're tied to the ones in the corresponding POT file\n## (with the same domain).\n##\n"
          "## Use `mix gettext.extract --merge` or `mix gettext.merge`\n## to merge POT files into PO files.\n"
          "msgid \"\"\nmsgstr \"\"\n\"Language: pl\\n\"\n")
    assert chunk_file("pl/LC_MESSAGES/months.po", po, "text")[0].doc == ""
    pot = ("# # This file is a PO Template file.\n# #\n# # `msgid`s here are often extracted from\n"
           "# # source code.\n# #\n# # Run `mix gettext.extract` to bring this file up to\n"
           "# # date.\nmsgid \"\"\nmsgstr \"\"\n")
    assert chunk_file("default.pot", pot, "text")[0].doc == ""
    quoted = po.replace("`msgid`", '"msgid"')   # (older versions quote the words)
    assert chunk_file("bg/LC_MESSAGES/months.po", quoted, "text")[0].doc == ""
    titled = "# Polish month names.\n#\n" + po
    assert chunk_file("months.po", titled, "text")[0].doc == "Polish month names."


def test_a_protobuf_files_code_is_no_summary() -> None:
    # 168 .proto files were summarised `syntax = "proto3";`; a comment above it says what
    # the file is.
    assert chunk_file("any.proto", 'syntax = "proto3";\n\npackage google.protobuf;\n', "protobuf")[0].doc == ""
    said = '// Test nanopb option parsing.\nsyntax = "proto2";\nmessage A {}\n'
    assert chunk_file("options.proto", said, "protobuf")[0].doc == "Test nanopb option parsing."


def test_a_ragel_files_code_is_no_summary_its_machines_comment_is() -> None:
    # qa68: mail's 11 Ragel parsers (`.rl`) were summarised by their Ruby host code's "begin",
    # its 10 grammar files by "%%{", puma's Java one by "public class Http11Parser {". A
    # machine's block bounds are read past to the comment opening it.
    assert language_of("lib/mail/parsers/rfc5322.rl") == "ragel"
    parser = ("# frozen_string_literal: true\nrequire 'mail/utilities'\n\nbegin\n"
              "  original_verbose, $VERBOSE = $VERBOSE, nil\n\n%%{\n  machine address_lists;\n")
    assert chunk_file("address_lists_parser.rl", parser, "ragel")[0].doc == ""
    rules = ("%%{\n  # RFC 5322 Internet Message Format\n  # https://tools.ietf.org/html/rfc5322\n"
             "  machine rfc5322;\n  alphtype int;\n}%%\n")
    assert chunk_file("rfc5322.rl", rules, "ragel")[0].doc == "RFC 5322 Internet Message Format"
    java = "public class Http11Parser {\n%%{\n  machine http_parser;\n}%%\n}\n"
    assert chunk_file("http11_parser.java.rl", java, "ragel")[0].doc == ""


def test_a_batch_scripts_summary_is_its_comment_not_its_code() -> None:
    # gradlew.bat read "@rem" (8 in /tmp/aq-trees), Sphinx's make.bat "@ECHO OFF" (23): `@rem`,
    # `REM` and `::` open a batch comment, a license in them is passed over, and the lines
    # opening every script (`@echo off`, `setlocal`, `pushd %~dp0`) say nothing.
    gradlew = ("@rem\r\n@rem Copyright 2015 the original author or authors.\r\n@rem\r\n"
               "@rem Licensed under the Apache License, Version 2.0 (the \"License\");\r\n\r\n"
               "@if \"%DEBUG%\"==\"\" @echo off\r\n@rem ####################\r\n@rem\r\n"
               "@rem  Gradle startup script for Windows\r\n@rem\r\nsetlocal\r\n")
    assert [c.doc for c in chunk_file("gradlew.bat", gradlew, "batch")] \
        == ["Gradle startup script for Windows"]
    make = "@ECHO OFF\n\npushd %~dp0\n\nREM Command file for Sphinx documentation\n\nset X=1\n"
    assert [c.doc for c in chunk_file("docs/make.bat", make, "batch")] \
        == ["Command file for Sphinx documentation"]
    # Code says what a line does, not what the script is; `.cmd` is batch too.
    build = "@echo off\npowershell -noprofile -File build.ps1 %*\n"
    assert [(c.lang, c.doc) for c in chunk_file("Build.cmd", build, language_of("Build.cmd"))] \
        == [("batch", "")]
    assert [c.doc for c in chunk_file("run.bat", ":: Run one of the samples.\n", "batch")] \
        == ["Run one of the samples."]


def test_a_licence_files_summary_names_its_licence() -> None:
    # handlebars.java's LICENSE read "you may not use this file except in compliance with the
    # License." (its "Licensed under …" line passed over as a header), 130 MIT texts in
    # /tmp/aq-trees "Permission is hereby granted, free of charge, to any …".
    apache = ("Copyright (c) 2012-2015 Edgar Espina\n\nThis file is part of Handlebars.java.\n\n"
              'Licensed under the Apache License, Version 2.0 (the "License");\n'
              "you may not use this file except in compliance with the License.\n")
    assert [c.doc for c in chunk_file("LICENSE", apache, "text")] == ["Apache License, Version 2.0"]
    mit = ("Copyright (c) 2014 Chris McCord\n\nPermission is hereby granted, free of charge, to any\n"
           "person obtaining a copy of this software\n")
    assert [c.doc for c in chunk_file("LICENSE-MIT", mit, "text")] == ["MIT License"]
    bsd = "Copyright 2008 Google Inc.\n\nRedistribution and use in source and binary forms, with or\n"
    assert [c.doc for c in chunk_file("COPYING", bsd, "text")] == ["BSD License"]
    # A title line says it already; another file's grant is its own text.
    titled = "The MIT License (MIT)\n\nPermission is hereby granted, free of charge, to any\n"
    assert [c.doc for c in chunk_file("LICENSE.txt", titled, "text")] == ["The MIT License (MIT)"]
    assert [c.doc for c in chunk_file("NOTES.txt", mit.split("\n\n")[1], "text")] \
        == ["Permission is hereby granted, free of charge, to any"]


def test_version_control_keywords_are_no_summary() -> None:
    # babel's test setup.py was summarised "$Id$" (`# $Id$` / `# $URL$` / `# $Rev$` between
    # rules, over a copyright), json-c's json.h.cmakein by its `$Id: json.h,v 1.6 … Exp $`:
    # words CVS and Subversion fill in, which say nothing of the file.
    py = ("#!/usr/bin/env python\n# =====\n# $Id$\n# =====\n# $URL$\n# $Rev$, $Date$\n"
          "# =====\n\n# THIS IS A BOGUS PROJECT\n\nimport os\nos.getcwd()\n")
    assert chunk_file("tests/setup.py", py, "python")[0].doc == "THIS IS A BOGUS PROJECT"
    c = ("/*\n * $Id: json.h,v 1.6 2006/01/26 02:16:28 mclark Exp $\n */\n\n"
         "/* A convenience header. */\n\n#include \"json_object.h\"\n")
    assert chunk_file("json.h.cmakein", c, "text")[0].doc == "A convenience header."
    # A keyword in a sentence stays.
    assert chunk_file("a.sh", "# Prints $Id$ of the file.\necho 1\n", "bash")[0].doc \
        == "Prints $Id$ of the file."


def test_a_visual_studio_resource_header_comment_is_no_doc() -> None:
    # Flutter's Windows runner: Visual Studio's `//{{NO_DEPENDENCIES}}` / `// Microsoft Visual
    # C++ generated include file.` / `// Used by Runner.rc` was IDI_APP_ICON's doc.
    src = ("//{{NO_DEPENDENCIES}}\n// Microsoft Visual C++ generated include file.\n"
           "// Used by Runner.rc\n//\n#define IDI_APP_ICON                    101\n\n"
           "// Next default values for new objects\n//\n#define _APS_NEXT_RESOURCE_VALUE 102\n")
    docs = [(c.name, c.doc) for c in chunk_file("windows/runner/resource.h", src, "c")]
    assert docs == [("IDI_APP_ICON", ""),
                    ("_APS_NEXT_RESOURCE_VALUE", "Next default values for new objects")]


def test_a_code_generators_note_is_no_doc() -> None:
    # doobie's FreeGen2 wrote `// This file is Auto-generated using FreeGen2.scala` over each
    # of its 20 `object`s; FakeItEasy's `*.g.cs` namespaces read "<auto-generated> This code
    # was generated by CodeGen.…"; a note that goes on to say what the code is stays.
    scala = ("import java.sql.Blob\n\n// This file is Auto-generated using FreeGen2.scala\n"
             "object connection { module =>\n  def x: Int = 1\n}\n")
    assert next(c for c in chunk_file("doobie/free/connection.scala", scala, "scala") if c.name == "connection").doc == ""
    cs = ("//----------------------------------------------------------------------\n"
          "// <auto-generated>\n//     This code was generated by CodeGen.ExceptionThrowerGenerator.\n"
          "//\n//     Changes to this file will be lost when the project is rebuilt.\n"
          "// </auto-generated>\n"
          "//----------------------------------------------------------------------\n"
          "namespace FakeItEasy.Configuration\n{\n    public class Thrower { }\n}\n")
    assert next(c for c in chunk_file("ExceptionThrower.g.cs", cs, "csharp") if c.kind == "namespace").doc == ""
    swift = ("extension Test212 {\n    // DO NOT MODIFY: This is autogenerated, use:\n"
             "    //   `swift test --generate-linuxmain`\n    // to regenerate.\n"
             "    static let __allTests__Test212 = [\n        (\"test\", test),\n    ]\n}\n")
    assert next(c for c in chunk_file("XCTestManifests.swift", swift, "swift") if c.name == "__allTests__Test212").doc == ""
    ts = ("// Generated by Pidgin.CodeGen. Each of these methods is equivalent to a query.\n"
          "export function sequence() {}\n")
    assert chunk_file("a.ts", ts, "typescript")[0].doc.startswith("Generated by Pidgin.CodeGen.")


def test_a_code_generators_note_is_no_summary() -> None:
    # hey-api's 19 `index.ts` read "This file is auto-generated by @hey-api/openapi-ts", aasm's
    # Appraisal gemfiles "This file was generated by Appraisal", Apache Commons' 39 xdoc pages
    # the boxed `THIS FILE IS GENERATED BY THE COMMONS BUILD PLUGIN`: where the file came from.
    def summary(path: str, text: str) -> str:
        return next(c.doc for c in chunk_file(path, text, language_of(path)) if c.kind == "file")

    ts = "// This file is auto-generated by @hey-api/openapi-ts\n\nexport * from './sdk.gen';\n"
    assert summary("client/index.ts", ts) == ""
    rb = '# This file was generated by Appraisal\n\nsource "https://rubygems.org"\n\ngem "rails"\n'
    assert summary("gemfiles/rails_7.0.gemfile", rb) == ""
    # The rest of a box is how to regenerate the page; its root's `<title>` says what it is.
    xml = ('<?xml version="1.0"?>\n<!--\n +=========+\n |****  THIS FILE IS GENERATED BY THE '
           "COMMONS BUILD PLUGIN  ****|\n |****    DO NOT EDIT DIRECTLY    ****|\n +=========+\n"
           " | TEMPLATE FILE: issue-tracking-template.xml |\n-->\n<document>\n  <properties>\n"
           "    <title>Apache Commons CLI Issue tracking</title>\n  </properties>\n</document>\n")
    assert summary("src/site/xdoc/issue-tracking.xml", xml) == "Apache Commons CLI Issue tracking"
    # Cargo's note over a lock file's copy, both its lines; a note saying more stays.
    lock = ("# This file is automatically @generated by Cargo.\n# It is not intended for manual "
            "editing.\n# Pinned for the minimum supported Rust version.\n")
    assert summary("Cargo.lock.msrv", lock) == "Pinned for the minimum supported Rust version."
    # TypeGraphQL's emitted schemas, framed in `!!!`: "do not modify", as "do not edit", is the
    # note's (its 24 schema.graphql files read "!!! DO NOT MODIFY THIS FILE BY YOURSELF !!!").
    schema = ("# -----------------------------------------------\n"
              "# !!! THIS FILE WAS GENERATED BY TYPE-GRAPHQL !!!\n"
              "# !!!   DO NOT MODIFY THIS FILE BY YOURSELF   !!!\n"
              "# -----------------------------------------------\n\n"
              '# The recipes example.\n\ntype Query {\n  recipes: [Recipe!]!\n}\n')
    assert summary("examples/simple-usage/schema.graphql", schema) == "The recipes example."
    text = "# Generated by gen.py\n# Do not modify this file directly.\n# The list of codes.\n"
    assert summary("codes.txt", text) == "The list of codes."
    ignore = "# generated by cythonize\ntests/cython/test_cython.c\n"
    assert summary(".gitignore", ignore) == "generated by cythonize"
    py = "# Generated parsers for the config format.\n\nimport re\n"
    assert summary("parsers.py", py) == "Generated parsers for the config format."


def test_a_javadoc_paragraph_tag_alone_is_no_summary() -> None:
    # jdbi's 39 package-info.java files (and 18 of Apache Commons') were summarised "<p>",
    # which the address shows as nothing: the sentence is on the lines below it.
    java = ("/*\n * Licensed under the Apache License, Version 2.0 (the \"License\");\n */\n"
            "/**\n * <p>\n * The <code>argument</code> classes translate Java types into JDBC\n"
            " * parameters.\n * </p>\n */\npackage org.jdbi.v3.core.argument;\n")
    assert chunk_file("argument/package-info.java", java, "java")[0].doc == \
        "The argument classes translate Java types into JDBC parameters."


def test_more_tools_pragmas_are_no_doc() -> None:
    # trpc's six `experimental_*` exports read "ts-prune-ignore-next", doctest's `String(const
    # char*)` "cppcheck-suppress noExplicitConstructor", env's env_test.go was summarised
    # "editorconfig-checker-disable-file", trpc's Step1.md "prettier-ignore" (`<!-- … -->`).
    ts = "// ts-prune-ignore-next\nexport function experimental_nextHttpLink() {}\n"
    assert chunk_file("nextHttp.ts", ts, "typescript")[0].doc == ""
    cpp = "struct String {\n  // cppcheck-suppress noExplicitConstructor\n  String(const char* in);\n};\n"
    assert [c.doc for c in chunk_file("doctest.hpp", cpp, "cpp")] == ["", ""]
    go = "// editorconfig-checker-disable-file\npackage env\n\nfunc F() {}\n"
    assert [c.doc for c in chunk_file("env_test.go", go, "go")] == [""]
    md = "<!-- prettier-ignore -->\nSee the router below.\n"
    assert chunk_file("Step1.md", md, "markdown")[0].doc == "See the router below."
    md = "<!-- markdownlint-disable MD033 -->\n<!-- The page's intro. -->\nText.\n"
    assert chunk_file("intro.md", md, "markdown")[0].doc == "The page's intro."


def test_a_rust_attribute_or_a_typescript_directive_is_no_summary() -> None:
    # rust-url's fuzz target was summarised "[macro_use]", vite-env.d.ts files
    # `<reference types="vite/client" />`; a comment after them still says what the file is.
    rs = "#![no_main]\n#[macro_use]\nextern crate libfuzzer_sys;\n\nfuzz_target!(|d: &[u8]| {});\n"
    assert [c.doc for c in chunk_file("fuzz/fuzz-url.rs", rs, "rust") if c.kind == "file"] == [""]
    attrs = "#![allow(dead_code)]\n//! Parses URLs.\n\nfn parse() {}\n"
    assert chunk_file("src/url.rs", attrs, "rust")[0].doc == "Parses URLs."
    ts = '/// <reference types="vite/client" />\n'
    assert [c.doc for c in chunk_file("src/vite-env.d.ts", ts, "typescript")] == [""]
    ts = '/// <reference types="vitest" />\n/** Test setup for the suite. */\n\nexport const x = 1;\n'
    assert chunk_file("vite.config.ts", ts, "typescript")[0].doc == "Test setup for the suite."


def test_a_makefiles_rule_or_setting_is_no_summary() -> None:
    # dynaconf's 70 test Makefiles read ".PHONY: test", CMakeLists.txt files
    # "cmake_minimum_required(VERSION 3.11)", Dockerfiles "FROM python:3.14-slim": their
    # lines are code; only a comment opening the file says what it is.
    assert summary("tests/issues/1005/Makefile", ".PHONY: test\n\ntest:\n\tpytest -v\n") == ""
    assert summary("Makefile", "SHELL := /bin/bash\n\n# Run the tests.\ntest:\n\tpytest\n") == ""
    assert summary("docs/Makefile", "# Minimal makefile for Sphinx documentation\n#\n\n"
                   "SPHINXOPTS ?=\n") == "Minimal makefile for Sphinx documentation"
    assert summary("CMakeLists.txt", "cmake_minimum_required(VERSION 3.11)\nproject(x)\n") == ""
    assert summary("Dockerfile", "FROM python:3.14-slim\nRUN pip install .\n") == ""


def test_a_graphql_definition_is_no_summary_its_comment_or_description_is() -> None:
    # type-graphql's 26 examples.graphql read their first operation, "query GetPublicRecipes
    # {", feign's test schema "type Query {": a GraphQL file's definitions are code, and a
    # description string is its definition's. A `#` comment opening the file says what it is.
    # (Its definitions are chunks now: the file's summary is read where none is, an anonymous
    # query's file, and over the lines above its first definition, `graphql._head`.)
    from codesift.chunk.summary import whole_file_chunk

    def whole(text: str) -> str:
        return whole_file_chunk("schema.graphql", text, "graphql").doc

    assert whole("query GetPublicRecipes {\n  recipes { title }\n}\n") == ""
    assert whole("type Query {\n  battle(id: ID!): Battle\n}\n") == ""
    assert whole("# Star Wars schema\ntype Query {\n  a: Int\n}\n") == "Star Wars schema"
    assert whole('"""\nThe root query.\n"""\ntype Query {\n  a: Int\n}\n') == ""


def test_an_ignore_files_pattern_is_no_summary() -> None:
    # nowinandroid's 33 `.gitignore`s read "/build": a line of an ignore file is a pattern, as a
    # Makefile's is a rule; a comment opening it says what it is. A text file named otherwise
    # keeps its first line.
    assert summary("core/data/.gitignore", "/build\n") == ""
    assert summary(".dockerignore", "node_modules\n# Docker's build context\n") == ""
    assert summary(".gitignore", "# Files the Gradle build writes\n/build\n") == \
        "Files the Gradle build writes"
    assert summary("ignore.txt", "/build\n") == "/build"


def test_git_attributes_and_code_owners_patterns_are_no_summary() -> None:
    # 36 `.gitattributes` in the agent-question trees read "* text=auto", a CODEOWNERS
    # "* @dturner": lines of path patterns, as an ignore file's; a comment opening one stays.
    assert summary(".gitattributes", "* text=auto eol=lf\n/Tests export-ignore\n") == ""
    assert summary(".github/CODEOWNERS", "* @dturner\n") == ""
    assert summary(".gitattributes", "# Auto detect text files and perform LF normalization\n"
                                      "* text=auto\n") == \
        "Auto detect text files and perform LF normalization"


def test_an_astro_components_script_code_is_no_summary() -> None:
    # qa70: an Astro component's script, between `---` fences at its top, is TypeScript: bloc's
    # 193 docs snippets were summarised "const code = `" (a Dart snippet in a template literal,
    # whose `// …` lines are the snippet's), cheerio's layouts "interface Props {". A comment in
    # the script still says what the component is; the markup below is read as a page's.
    snippet = ("---\nimport { Code } from '@astrojs/starlight/components';\n\nconst code = `\n"
               "class CounterBloc extends Bloc<CounterEvent, int> {\n  // do stuff here\n}\n`;\n"
               "---\n\n<Code code={code} lang=\"dart\" title=\"counter_bloc.dart\" />\n")
    assert summary("docs/CounterBlocSnippet.astro", snippet) == ""
    layout = ("---\ninterface Props {\n  title: string;\n}\n// Fetch GitHub stars at build time\n"
              "const { title } = Astro.props;\n---\n<html><body><h1>{title}</h1></body></html>\n")
    assert summary("src/Hero.astro", layout) == "Fetch GitHub stars at build time"
    # An expression in the markup is no text either (mocha's PageTitle.astro).
    page = ("---\nconst isHomepage = Astro.locals.id === '';\n---\n\n"
            "{isHomepage ? <HomepagePageTitle /> : <Default />}\n")
    assert summary("src/PageTitle.astro", page) == ""


def test_a_template_engines_tags_are_no_summary() -> None:
    # qa65: drf's 51 Django templates were summarised "{% load static %}" or "{% extends
    # "rest_framework/base.html" %}", Crow's docs overrides "{% extends "main.html" %}", axum's
    # layout.jinja "{% block title %}Website Name{% endblock %}", commonmark's Jekyll layouts
    # "{% assign version = … %}", axios's Handlebars templates "{{#if files}}".
    assert summary("templates/api.html", '{% extends "base.html" %}\n\n'
                   "{# Override this template to customize #}\n") == "Override this template to customize"
    assert summary("overrides/home.html", '{% extends "main.html" %}\n\n<!-- Render hero under tabs -->\n'
                   "{% block extrahead %}\n") == "Render hero under tabs"
    assert summary("templates/layout.jinja", "<!doctype html>\n<html>\n  <head><title>{% block title %}"
                   "Website Name{% endblock %}</title></head>\n") == "Website Name"
    assert summary("_layouts/default.html", '{% assign v = page.url | split: "/" %}\n'
                   "{% capture home %}/{{ v }}/{% endcapture %}\n<title>{{ a }} - {{ b }}</title>\n"
                   "<p>Released under the MIT License.</p>\n") == "Released under the MIT License."
    assert summary("templates/pr.hbs", "{{#if files}}\n{{! The files a pull request changed. }}\n") \
        == "The files a pull request changed."
    # A tag going on over lines is the tag's to its end (tornado's `{% raw … +` / `… %}`).
    assert summary("base.html", '{% raw _("Sign in") % {"url": "/login?next=" +\n'
                   "    url_escape(path)} %}\n<p>The blog's frame.</p>\n") == "The blog's frame."
    assert summary("checkbox.html", "{% if field.label %}\n  <label>{{ field.label }}</label>\n"
                   "{% endif %}\n") == ""


def test_a_server_pages_code_is_no_summary() -> None:
    # qa74: lobsters' ERB views read "comment, :show_tree_lines => show_tree_lines %>" (a
    # Ruby `=>` closed the tag), "previous_depth %>", "<%", "<% if action_name == …"; hexpm's
    # HEEx ones `{render(HexpmWeb.DashboardView, "_sidebar.html", assigns)}` and
    # "<.auth_layout", its EEx e-mails "<%". Code in `<% … %>` (over lines too) and HEEx's
    # `{…}` are no text, nor is a line the code leaves without a word.
    assert summary("app/views/comments/_postedreply.html.erb",
                   "<%# locals: (comment:) -%>\n<li>\n  <%= render \"comments/comment\", "
                   ":comment => comment %>\n</li>\n<p>A reply, posted.</p>\n") == "A reply, posted."
    assert summary("app/views/comments/_comment.html.erb",
                   "<%\n  # partial inputs:\n  # force_open: may collapse\n%>\n"
                   "<% if show %>\n  <%= link_to x, y %> &nbsp;|&nbsp;\n  <p>Max reply depth reached.</p>\n"
                   "<% end %>\n") == "Max reply depth reached."
    assert summary("templates/email/password_changed.html.eex",
                   "<%\nurl = url(email_uri(), ~p\"/password/reset\")\n%>\n<p>\n"
                   "  <%= PasswordChanged.greeting(@username) %>,\n</p>\n<p>Your password was changed.</p>\n") \
        == "Your password was changed."
    assert summary("templates/dashboard/email/index.html.heex",
                   "<.auth_layout\n  title=\"Sign up\"\n>\n"
                   "{render(HexpmWeb.DashboardView, \"_sidebar.html\", assigns)}\n"
                   "<h2>Email Addresses</h2>\n</.auth_layout>\n") == "Email Addresses"
    # A text e-mail's sentence stays, less the values it puts in; a line left with a word
    # alone is none (plug's `# <%= @title %> at <%= method(@conn) %>` read "at").
    assert summary("app/views/mailer/invite.text.erb",
                   "You were invited to <%= Rails.application.name %> by <%= @user.name %>.\n") \
        == "You were invited to by ."
    assert summary("templates/debugger.md.eex", "# <%= @title %> at <%= method(@conn) %>\n\n"
                   "Exception:\n") == "Exception:"
    # An entity is no word (sidekiq's busy.html.erb read "&nbsp;", its `<th>&nbsp;</th>`).
    assert summary("web/views/busy.html.erb", "<table>\n  <tr>\n    <th>&nbsp;</th>\n"
                   "    <th><%= t('Queue') %></th>\n  </tr>\n</table>\n<p>Busy workers.</p>\n") \
        == "Busy workers."
    # A page's entities are the characters it shows: maybe's footer read "&copy; , Maybe
    # Finance, Inc.", dream's index page "Dream &mdash; Tidy, feature-complete web framework".
    assert summary("app/views/layouts/shared/_footer.html.erb",
                   "<footer>\n  <p>&copy; <%= Date.current.year %>, Maybe Finance, Inc.</p>\n"
                   "</footer>\n") == "© , Maybe Finance, Inc."
    assert summary("docs/web/templates/index.html", "<!DOCTYPE html>\n<html>\n<head>\n"
                   "<title>Dream &mdash; Tidy,&nbsp;feature-complete web framework</title>\n") \
        == "Dream — Tidy, feature-complete web framework"
    # A page's own comments are read as before (commons-dbcp's abandon.jsp, no code in it).
    assert summary("doc/abandon.jsp", '<?xml version="1.0"?>\n<!--\n Licensed to the Apache '
                   "Software Foundation (ASF) under one\n-->\n<jsp:root>\n<!--\n  This jsp is "
                   "used to test the abandoned connection feature.\n-->\n") \
        == "This jsp is used to test the abandoned connection feature."


def test_a_resource_files_format_boilerplate_is_no_summary() -> None:
    # qa74: ArchiSteamFarm's 164 `Strings.*.resx` were summarised "System.Resources.
    # ResXResourceReader, System.Windows.Forms, …" (a `<resheader>` value), dotliquid's and
    # FluentValidation's "Microsoft ResX Schema" (Visual Studio's comment): the format's.
    header = ('  <resheader name="resmimetype">\n    <value>text/microsoft-resx</value>\n  </resheader>\n'
              '  <resheader name="reader">\n    <value>System.Resources.ResXResourceReader, '
              'System.Windows.Forms, Version=4.0.0.0</value>\n  </resheader>\n'
              '  <data name="Done" xml:space="preserve">\n    <value>Done!</value>\n  </data>\n')
    assert summary("Localization/Strings.resx", '<?xml version="1.0" encoding="utf-8"?>\n<root>\n'
                   + header + "</root>\n") == ""
    assert summary("Properties/Resources.resx", '<?xml version="1.0" encoding="utf-8"?>\n<root>\n'
                   "  <!-- \n    Microsoft ResX Schema \n    \n    Version 2.0\n  -->\n"
                   + header + "</root>\n") == ""


def test_a_templates_or_stylesheets_directive_is_no_summary() -> None:
    # refit's Blazor example read "@using System.Net.Http", "@page "/"", "@inherits
    # LayoutComponentBase"; ajv's theme styles "@require './config'", jotai's "@import
    # url(…)"; phoenix's generator templates (`.ex.eex`) `@doc """`.
    assert summary("App.razor", "@using System.Net.Http\n@using X.Shared\n\n<h1>Not found</h1>\n") \
        == "Not found"
    assert summary("Pages/Index.razor", '@page "/"\n@inject IApi Api\n\n<h1>Issue 2065</h1>\n') \
        == "Issue 2065"
    assert summary("_Imports.razor", "@namespace X.Shared\n") == ""
    # A Razor file's code lines are no text either: `@if (…)`, `@Body`; a `@{` block's C#.
    assert summary("_TocItem.cshtml", "@inherits Page<TocItem>\n<li>\n  @if (Model.Any())\n"
                   "  {\n    <a class=\"x\"></a>\n  }\n</li>\n") == ""
    assert summary("MainLayout.razor", "@inherits LayoutComponentBase\n<main>\n  @Body\n</main>\n") == ""
    assert summary("_Layout.cshtml", "@{\n  var isMarkdown = true;\n}\n<!DOCTYPE html>\n") == ""
    assert summary("styles/arrow.styl", "@require './config'\n\n// Mobile layout.\n.x\n  color red\n") \
        == "Mobile layout."
    assert summary("style.css", "@import url('x.css');\n@charset \"utf-8\";\n"
                   "/* The site's base styles. */\nbody {}\n") == "The site's base styles."
    assert summary("schema_access.ex.eex", '  @doc """\n  Returns the list of <%= s.plural %>.\n\n'
                   '  ## Examples\n  """\n  def list, do: 1\n') == "Returns the list of <%= s.plural %>."
    # A stylesheet's rule or selector is no summary either (`* {` selects, no comment), a
    # comment's closing line is the comment's; a text file's `@import …` is prose.
    assert summary("main.scss", "@use 'sass:math';\n\n.a { b: c }\n") == ""
    assert summary("styles.css", "* {\n  box-sizing: border-box;\n}\n") == ""
    assert summary("LaTeXML.css", "/*=====\n Core CSS for LaTeXML */\n.ltx_page { x: 1 }\n") \
        == "Core CSS for LaTeXML"
    assert summary("notes.txt", "@import is a CSS rule\n") == "@import is a CSS rule"


def test_a_doc_tag_or_a_groovy_code_line_is_no_summary() -> None:
    # jotai's, winston's and zod's configs read "@type {import('rollup').RollupOptions}",
    # oauth2-server's examples "@author Alex Bilbie …", jjwt's Groovy tests "@since 0.12.0"
    # (and, past it, "class ArraysTest {"): a tag is about the declaration below.
    assert summary("rollup.config.js", "/** @type {import('rollup').RollupOptions} */\n"
                   "export default { input: 'x' }\n") == ""
    assert summary("examples/public/implicit.php", "<?php\n/**\n * @author Alex Bilbie <a@b.c>\n"
                   " * @copyright Copyright (c) Alex Bilbie\n */\n\ninclude __DIR__ . '/x.php';\n") == ""
    assert summary("ArraysTest.groovy", "package io.x\n\nimport org.junit.Test\n\n/**\n"
                   " * @since 0.12.0\n */\nclass ArraysTest {\n}\n") == ""
    assert summary("Utils.groovy", "// Helpers for the console.\nclass Utils {}\n") \
        == "Helpers for the console."


def test_a_doxygen_page_is_summarised_by_its_title() -> None:
    # A `.dox` page is one Doxygen comment: its `\mainpage`, `\page name` or `\defgroup
    # name` command was the summary ("\mainpage libfoo Reference"), not the title after it.
    assert summary("docs/main.dox", "/**\n * \\mainpage libfoo Reference\n *\n"
                   " * libfoo parses frobs.\n */\n") == "libfoo Reference"
    assert summary("docs/usage.dox", "/*!\n\\page usage Using libfoo\n\nText.\n*/\n") \
        == "Using libfoo"
    assert summary("docs/groups.dox", "/** @defgroup io Input and output\n */\n") \
        == "Input and output"
    # A page with no title: the text under it.
    assert summary("docs/p.dox", "/** \\page usage\n * Using it well.\n */\n") == "Using it well."
    assert summary("notes.txt", "the page number is 4\n") == "the page number is 4"


def test_a_line_telling_a_tool_how_to_read_the_file_is_no_summary() -> None:
    # cmark's wrapper.rkt read "lang racket/base", symfony's completion.zsh "compdef …",
    # glog's config.h.cmake.in "ifndef GLOG_CONFIG_H", jjwt's Groovy tests "file:noinspection
    # GrDeprecatedAPIUsage", rake's Rakefile "Rakefile for rake -*- ruby -*-".
    assert summary("wrappers/wrapper.rkt", "#lang racket/base\n\n;; Lowlevel interface\n\n"
                   "(module low-level racket/base)\n") == "Lowlevel interface"
    assert summary("completion.zsh", "#compdef {{ COMMAND_NAME }}\n\n# Completes the command.\n") \
        == "Completes the command."
    assert summary("src/config.h.cmake.in", "#ifndef GLOG_CONFIG_H\n#define GLOG_CONFIG_H\n\n"
                   "/* Namespace for Google classes */\n") == "Namespace for Google classes"
    assert summary("PublicAPI.Shipped.txt", "#nullable enable\nabstract Foo.Bar() -> int\n") \
        == "abstract Foo.Bar() -> int"
    assert summary("Rakefile", "# Rakefile for rake        -*- ruby -*-\n\ntask :x\n") \
        == "Rakefile for rake"
    assert summary("google-java-format.el", ";;; google-java-format.el --- Format code with "
                   "google-java-format -*- lexical-binding: t; -*-\n") \
        == "Format code with google-java-format"
    assert summary("GsonTest.groovy", "//file:noinspection GrDeprecatedAPIUsage\n"
                   "// Tests the Gson reader.\n") == "Tests the Gson reader."
    # (A `config.h.in` is a C header: ``languages.language_of``.)
    assert summary("src/config.in", "#cmakedefine HAVE_INT32_T 1\n#ifndef HAVE_INT32_T\n"
                   "#  define int32_t @JSON_INT32@\n#endif\n#if USE_DTOA\n#else\n#endif\n\n/* Whether to use locks. */\n") \
        == "Whether to use locks."
    # A comment with no space after its `#` is still prose, and so is a word after `# `.
    assert summary(".gitignore", "#ignore build outputs\nbuild/\n") == "ignore build outputs"
    assert summary("hooks.conf", "# define the hooks here\nx = 1\n") == "define the hooks here"


def test_a_module_docstring_signed_with_its_license_is_the_files_doc() -> None:
    # pint's and werkzeug's module docstrings title the module, say what it is, then sign it
    # `:copyright: …` / `:license: …`: the copyright in their first 200 characters made the
    # whole docstring a license, and pint's 24 such modules had no file chunk.
    src = ('"""\npint.compat\n~~~~~~~~~~~\n\nCompatibility layer.\n\n'
           ':copyright: 2013 by Pint Authors, see AUTHORS for more details.\n'
           ':license: BSD, see LICENSE for more details.\n"""\n\n'
           "from __future__ import annotations\n\n\ndef upcast(x):\n    return x\n")
    files = [c for c in chunk_file("pint/compat.py", src, "python") if c.kind == "file"]
    assert [(c.start, c.end, c.doc) for c in files] == [(1, 9, "Compatibility layer.")]
    # A docstring opening on its license stays no file chunk.
    src = ('"""Copyright (c) 2013 Pint Authors.\n\nCompatibility layer.\n"""\n\n'
           "def upcast(x):\n    return x\n")
    assert [c for c in chunk_file("compat.py", src, "python") if c.kind == "file"] == []


def test_a_license_titled_in_capitals_is_no_module_doc() -> None:
    # qa70: pexpect's 31 test modules' docstrings are its license alone, `PEXPECT LICENSE` /
    # `This license is approved by the OSI…` / `Copyright (c) 2012, …`: the lines above the
    # copyright became a file chunk, "PEXPECT LICENSE". Its examples say what they are, then
    # quote the license whole, past the first 200 characters: it stayed in their doc.
    license = ("PEXPECT LICENSE\n\n    This license is approved by the OSI and FSF as "
               "GPL-compatible.\n        http://opensource.org/licenses/isc-license.txt\n\n"
               "    Copyright (c) 2012, Noah Spurrier <noah@noah.org>\n"
               "    PERMISSION TO USE, COPY, MODIFY, AND/OR DISTRIBUTE THIS SOFTWARE.\n")
    code = "import os\n\n\ndef main():\n    return os.getpid()\n"
    src = "#!/usr/bin/env python\n\'\'\'\n" + license + "\'\'\'\n" + code
    assert [c for c in chunk_file("tests/test_run.py", src, "python") if c.kind == "file"] == []
    described = ("This demonstrates controlling a screen oriented application (curses). It "
                 "starts two instances of gnuchess and then pits them against each other.\n\n")
    src = "#!/usr/bin/env python\n\'\'\'" + described + license + "\'\'\'\n" + code
    files = [c for c in chunk_file("examples/chess.py", src, "python") if c.kind == "file"]
    assert [c.doc for c in files] == [described.strip()]


def test_a_script_s_docstring_titled_as_a_license_is_no_summary() -> None:
    # qa70: pexpect's scripts that declare nothing (tests/exit1.py, qa.py, ticker.py …) open on
    # a docstring that is the license, `PEXPECT LICENSE` / `This license is approved by the
    # OSI…` / `Copyright (c) 2012, …`: they were summarised "PEXPECT LICENSE". The docstring's
    # rest is the license; a comment under it still says what the file is.
    license = ("\'\'\'\nPEXPECT LICENSE\n\n    This license is approved by the OSI and FSF as "
               "GPL-compatible.\n        http://opensource.org/licenses/isc-license.txt\n\n"
               "    Copyright (c) 2012, Noah Spurrier <noah@noah.org>\n\'\'\'\n")
    (chunk,) = chunk_file("tests/exit1.py", "#!/usr/bin/env python\n" + license
                          + "import os, sys\n\nprint('Hello')\nsys.exit(1)\n", "python")
    assert (chunk.kind, chunk.doc) == ("file", "")
    (chunk,) = chunk_file("tests/__init__.py", license
                          + "\n# The mere presence of this file makes the dir a package.\npass\n",
                          "python")
    assert chunk.doc == "The mere presence of this file makes the dir a package."


def test_a_docstring_of_a_title_and_a_license_alone_is_no_summary() -> None:
    # pint's babel_names.py declares one private value: a whole-file chunk, summarised by its
    # `:license:` field; past it, its first statement, read as the docstring's words.
    src = ('"""\npint.babel\n~~~~~~~~~~\n\n'
           ":copyright: 2016 by Pint Authors, see AUTHORS for more details.\n"
           ':license: BSD, see LICENSE for more details.\n"""\n\n'
           "from __future__ import annotations\n\nfrom .compat import HAS_BABEL\n\n"
           "_babel_units: dict[str, str] = dict(\n    millibar=\"pressure-millibar\",\n)\n")
    (chunk,) = chunk_file("pint/babel_names.py", src, "python")
    assert (chunk.kind, chunk.doc) == ("file", "")


def test_typescript_intersection_alias_keeps_its_members_and_object_type() -> None:
    # oclif's `export type Class = typeof Command & {` read `type Class = typeof Command &`,
    # and `type ErrorToHandle = Error &` / `  Partial<OclifError> &` / … `type ErrorToHandle =
    # Error &`: a dangling `&`, the types it joins lost. An object type alone (`type Cached =
    # {`) still reads `type Cached`, as an interface does; `&&` ends no line of a type.
    src = ("export type Class = typeof Command & {\n  id: string\n}\n"
           "type ErrorToHandle = Error &\n  Partial<A> &\n  Partial<B>\n"
           "export type BooleanFlag<T> = FlagProps &\n  BooleanFlagProps & {\n    allowNo: boolean\n  }\n"
           "type Cached = {\n  a: string\n}\n"
           "type U = {a: 1} |\n  {b: 2}\n")
    for lang in ("typescript", "tsx"):
        sigs = [c.signature for c in chunk_file("a.ts", src, lang) if c.kind == "type"]
        assert sigs == [
            "type Class = typeof Command & {…}",
            "type ErrorToHandle = Error & Partial<A> & Partial<B>",
            "type BooleanFlag<T> = FlagProps & BooleanFlagProps & {…}",
            "type Cached", "type U = {a: 1} | {b: 2}"], sigs
    # Generics closing past the source a signature reads (fastify's 20-line `type
    # preParsingMetaHookHandler<`, ts-pattern's `p &` / `  Omit<` / …) are closed, not left open.
    params = "".join(f"  P{i} extends LongConstraintName<Alpha, Beta> = Default{i},\n" for i in range(20))
    members = "".join(f"      m{i}(): SomethingQuiteLongHere<{i}>\n" for i in range(30))
    src = (f"export type Meta<\n{params}> = P0\n"
           f"export type Chainable<p> = p &\n  Omit<\n    {{\n{members}    }},\n    'x'\n  >\n")
    assert [c.signature for c in chunk_file("a.ts", src, "typescript") if c.kind == "type"] == [
        "type Meta<…>", "type Chainable<p> = p & Omit<…>"]


def test_typescript_union_broken_a_member_a_line_has_no_leading_bar() -> None:
    # Prettier breaks a long union a member a line, each after a `|`, the first too: valibot's
    # `TMessage extends` / `| ErrorMessage<…>` / `| undefined` read `TMessage extends |
    # ErrorMessage<…> | undefined`, yaml's `replacer?:` / `| Replacer` `replacer?: | Replacer`.
    # A bitwise `|` has an operand on its left, and one in a string (a test's name) stays.
    src = ("interface EndsWithAction<\n  TInput extends string,\n  TMessage extends\n"
           "    | ErrorMessage<EndsWithIssue<TInput>>\n    | undefined,\n> extends Base<TInput> {\n"
           "  readonly kind:\n    | 'a'\n    | 'b';\n}\n"
           "export function stringify(\n  value: any,\n  replacer?:\n    | Replacer\n"
           "    | null,\n): string {\n  return '';\n}\n"
           "type D = DefaultAsync<\n  | BaseSchema\n  | BaseSchemaAsync\n>;\n"
           "const mask = (a | b);\n"
           "it('writes tests, & plan: | x', () => {});\n")
    sigs = [c.signature for c in chunk_file("a.ts", src, "typescript")]
    assert sigs[:4] == [
        "interface EndsWithAction<TInput extends string, TMessage extends "
        "ErrorMessage<EndsWithIssue<TInput>> | undefined> extends Base<TInput>",
        "readonly kind: 'a' | 'b'",
        "function stringify(value: any, replacer?: Replacer | null): string",
        "type D = DefaultAsync<BaseSchema | BaseSchemaAsync>"], sigs
    assert "const mask = (a | b)" in sigs, sigs
    assert any("'writes tests, & plan: | x'" in sig for sig in sigs), sigs


def test_spaces_inside_a_string_literal_stay_in_the_signature() -> None:
    # comfy-table's `pub const NOTHING: &str = "` + 19 spaces + `"` read `= " "`, gson's
    # `PRETTY = new FormattingStyle("\n", "  ", true)` an indent of one space; the spaces
    # between literals, and a Rust lifetime's quote, still collapse.
    rust = ('pub const NOTHING: &str = "                   ";\n'
            'pub const ASCII: &str = "||--+==+|    ++++++";\n'
            "pub fn f<'a>(x: &'a str,   y: &'a str) -> &'a str { x }\n")
    sigs = [c.signature for c in chunk_file("src/presets.rs", rust, "rust")]
    assert sigs == ['pub const NOTHING: &str = "                   "',
                    'pub const ASCII: &str = "||--+==+|    ++++++"',
                    "pub fn f<'a>(x: &'a str, y: &'a str) -> &'a str"], sigs
    java = ('class F {\n  public static final F PRETTY = new F("\\n", "  ", true);\n'
            '  void g(String a,   String b) {}\n}\n')
    sigs = [c.signature for c in chunk_file("F.java", java, "java")]
    assert 'public static final F PRETTY = new F("\\n", "  ", true)' in sigs, sigs
    assert "void g(String a, String b)" in sigs, sigs
    py = 'def add_line(self, indent: str = "    ",   comment: str = \'  # \') -> None:\n    pass\n'
    assert chunk_file("items.py", py, "python")[0].signature == \
        "def add_line(self, indent: str = \"    \", comment: str = '  # ') -> None"


def test_a_license_maven_plugin_header_is_no_summary() -> None:
    # JSqlParser's 286 `.sql` fixtures and its `.jjt` grammar open with the header Mojo's
    # license-maven-plugin writes, its project name above the copyright: they read "#%L".
    lines = ["#%L", "JSQLParser library", "%%", "Copyright (C) 2004 - 2019 JSQLParser", "%%",
             "Dual licensed under GNU LGPL 2.1 or Apache License 2.0", "#L%"]
    sql = "---\n" + "".join(f"-- {line}\n" for line in lines) + "---\n\n" \
        "-- Selects the rows of a table.\nselect a from b;\n"
    (chunk,) = chunk_file("src/test/resources/q.sql", sql, language_of("q.sql"))
    assert chunk.doc == "Selects the rows of a table.", chunk.doc
    jjt = "/*\n" + "".join(f" * {line}\n" for line in lines) + " */\n\n" \
        "/* The SQL grammar. */\noptions {\n    STATIC = false;\n}\n"
    (grammar,) = chunk_file("src/main/jjtree/P.jjt", jjt, language_of("P.jjt"))
    assert grammar.doc == "The SQL grammar.", grammar.doc


def test_a_value_s_method_chain_going_on_below_its_first_line_is_its_signature() -> None:
    # spring-session's `DEFAULT_MAX_INACTIVE_INTERVAL = Duration` / `.ofSeconds(…);` was
    # signed `= Duration`, riverpod's `characterPages = FutureProvider.autoDispose` /
    # `.family<…>((ref, …) async {` lost the `.family<…>` saying what it is.
    java = ("class MapSession {\n"
            "\tpublic static final Duration DEFAULT_MAX_INACTIVE_INTERVAL = Duration\n"
            "\t\t.ofSeconds(DEFAULT_MAX_INACTIVE_INTERVAL_SECONDS);\n\n"
            "\tstatic final String NAME = MapSession.class.getName()\n"
            "\t\t.concat(\".NAME\");\n\n"
            "\tprivate final List<String> names = List.of(\"a\",\n\t\t\"b\");\n}\n")
    signed = {c.name: c.signature for c in chunk_file("MapSession.java", java, "java")}
    assert signed["DEFAULT_MAX_INACTIVE_INTERVAL"] == (
        "public static final Duration DEFAULT_MAX_INACTIVE_INTERVAL"
        " = Duration.ofSeconds(DEFAULT_MAX_INACTIVE_INTERVAL_SECONDS)")
    assert signed["NAME"] == 'static final String NAME = MapSession.class.getName().concat(".NAME")'
    assert signed["names"] == "private final List<String> names = List.of(…)"   # as before
    # A builder's calls past the signature's cap are its body, left out after a `…`.
    builder = "class B {\n\tfinal Bucket bucket = Bucket.builder()\n" + "".join(
        f"\t\t.addLimitOfTheBucketNumber{i}(limit)\n" for i in range(9)) + "\t\t.build();\n}\n"
    [_, bucket] = chunk_file("B.java", builder, "java")
    assert bucket.signature == ("final Bucket bucket = Bucket.builder()"
                                ".addLimitOfTheBucketNumber0(limit).addLimitOfTheBucketNumber1(limit)"
                                ".addLimitOfTheBucketNumber2(limit)…")
    dart = ("final characterPages = FutureProvider.autoDispose\n"
            "    .family<Response, Page>((ref, meta) async {\n  return fetch(meta);\n});\n")
    [chunk] = chunk_file("home.dart", dart, "dart")
    assert chunk.signature == \
        "final characterPages = FutureProvider.autoDispose.family<Response, Page>(…)"


def test_a_blade_view_s_echoes_and_directives_are_code_its_comments_read() -> None:
    # laravel-medialibrary's image.blade.php was summarised "getUrl($conversion) }}" alt=" ">"
    # (the `->` in its echo ended a tag), koel's base.blade.php "@yield('title')".
    image = ('<img{!! $attributeString !!}@if($loadingAttributeValue) loading="{{ $value }}"@endif'
             ' src="{{ $media->getUrl($conversion) }}" alt="{{ $media->name }}">\n')
    assert summary("resources/views/image.blade.php", image) == ""
    base = "<html>\n<head>\n    <title>@yield('title')</title>\n</head>\n</html>\n"
    assert summary("resources/views/base.blade.php", base) == ""
    guide = ("{{-- Media Library guidelines for code assistants --}}\n\n## Media Library\n\n"
             "- Associates files with {{ $model }} models.\n")
    assert summary("resources/boost/core.blade.php", guide) == \
        "Media Library guidelines for code assistants"


def test_a_nix_expressions_code_is_no_summary_its_comment_is() -> None:
    # teslamate's Nix modules read "{ self }:", "{ inputs, ... }:": a function's arguments,
    # code (a .nix file is text to codesift, with no grammar). A comment above says what the
    # file is; with none there is no summary.
    assert summary("nix/module.nix", "{ self }:\n{\n  config,\n  lib,\n  ...\n}:\nlet\n  cfg = 1;\nin\n{ }\n") == ""
    assert summary("shell.nix", "# The development shell.\n{ pkgs ? import <nixpkgs> { } }:\npkgs.mkShell { }\n") == \
        "The development shell."
    assert summary("default.nix", "/* Builds the site. */\n{ stdenv }:\nstdenv.mkDerivation { }\n") == \
        "Builds the site."


def test_a_yaml_key_alone_is_no_summary() -> None:
    # maybe's 57 config/locales/**/en.yml read "en:", its test fixtures "one:", VCR cassettes
    # "http_interactions:": a key opening what lies below it says nothing of the file.
    assert summary("config/locales/views/accounts/en.yml", "---\nen:\n  accounts:\n    x: y\n") == ""
    assert summary("test/fixtures/users.yml", "one:\n  name: Bob\n") == ""
    assert summary("config/database.yml", "default: &default\n  adapter: pg\n") == ""
    assert summary("cassettes/sync.yml", "---\nhttp_interactions:\n- request:\n") == ""
    # A comment above it says what the file is; a key with its value says something.
    assert summary("en.yml", "# Strings of the accounts pages.\nen:\n  a: b\n") \
        == "Strings of the accounts pages."
    assert summary("ci.yml", "name: CI\non: push\n") == "name: CI"


def test_a_comment_boxs_right_edge_is_no_word_of_its_summary() -> None:
    # flameshot's data/shell-completion/flameshot.fish read "HELPER FUNCTIONS #", its box's
    # right edge; bidict's `#   * Welcome to the bidict source code *` its stars.
    fish = ("\n####################\n# HELPER FUNCTIONS #\n####################\n\n"
            "function __flameshot_complete --argument-names cmd\nend\n")
    assert summary("data/shell-completion/flameshot.fish", fish) == "HELPER FUNCTIONS"
    box = ("# " + "=" * 40 + "\n#        * Welcome to the bidict source code *\n# " + "=" * 40
           + "\n\nimport sys\n")
    assert summary("bidict/__init__.py", box) == "Welcome to the bidict source code"
    assert summary("Dockerfile", "############################\n# STEP 1 build the binary #\n"
                   "############################\nFROM golang:alpine\n") == "STEP 1 build the binary"
    # A `*` ending a line whose next goes on without one is an operator, no edge.
    c = "/*\n * Always capacity *\n * loadFactor.\n */\nint threshold;\n"
    assert summary("segment.c", c).startswith("Always capacity * loadFactor")


def test_the_gnu_notice_without_a_copyright_line_is_no_doc_nor_summary() -> None:
    # Three of NewPipe's classes carry the GPL's notice as their Javadoc, under "Created by …"
    # and "X.java is part of NewPipe." but with no copyright line: SelectChannelFragment's doc
    # read "SelectChannelFragment.java is part of NewPipe. <p> NewPipe is free software: …".
    java = ("package org.example;\n\n/**\n * Created by Jane Doe on 26.09.17.\n"
            " * SelectChannelFragment.java is part of NewPipe.\n * <p>\n"
            " * NewPipe is free software: you can redistribute it and/or modify\n"
            " * it under the terms of the GNU General Public License as published by\n"
            " * the Free Software Foundation, either version 3 of the License, or\n"
            " * (at your option) any later version.\n * </p>\n */\n\n"
            "public class SelectChannelFragment {\n    void run() {}\n}\n")
    cls = next(c for c in chunk_file("SelectChannelFragment.java", java, "java")
               if c.name == "SelectChannelFragment")
    assert cls.doc == ""
    # The older form's `;`: a header, and the file says what it is below it.
    sh = ("#!/bin/sh\n# This program is free software; you can redistribute it and/or modify\n"
          "# it under the terms of the GNU General Public License.\n\n# Builds the site.\n"
          "make site\n")
    assert chunk_file("build.sh", sh, "bash")[0].doc == "Builds the site."
    # Words about free software are no license.
    doc = "/** Lists the free software you can redistribute. */\nclass Catalog {}\n"
    assert next(c for c in chunk_file("Catalog.java", doc, "java") if c.name == "Catalog").doc \
        == "Lists the free software you can redistribute."


def test_diesel_s_migration_placeholders_are_no_summary() -> None:
    # qa86: 7 of lemmy's migrations were summarised by the placeholders `diesel migration
    # generate` writes, "Your SQL goes here" and "This file should undo anything in `up.sql`".
    up = "-- Your SQL goes here\nCREATE INDEX idx_post_url ON post (url);\n"
    down = "-- This file should undo anything in `up.sql`\nDROP INDEX idx_post_url;\n"
    # (diesel before 2.0 quoted the name: axum's diesel examples.)
    old = "-- This file should undo anything in \"up.sql\"\nDROP TABLE \"users\";\n"
    assert chunk_file("migrations/2023_y/down.sql", old, "sql")[0].doc == 'DROP TABLE "users";'
    # (A definition is a chunk of its own, ``test_chunk_sql.py``: nor is it its doc.)
    assert [(c.kind, c.name, c.doc) for c in chunk_file("migrations/2023_x/up.sql", up, "sql")] \
        == [("property", "idx_post_url", "")]
    assert [c.doc for c in chunk_file("migrations/2023_x/down.sql", down, "sql")] == \
        ["DROP INDEX idx_post_url;"]
    # A comment of the author's stays the summary.
    said = "-- Index the post URLs for the duplicate check.\nCREATE INDEX i ON post (url);\n"
    assert chunk_file("up.sql", said, "sql")[0].doc == "Index the post URLs for the duplicate check."


def test_a_mojolicious_templates_perl_lines_are_no_summary() -> None:
    # Mojo::Template writes a line of Perl as a line opening with `%`: mojo's login example
    # read "% layout 'default';", its test templates "% my $self = shift;", "%= include
    # 'menubar'", "%= 20 + 3"; `%%` opens a line of text.
    login = ("% layout 'default';\n%= form_for index => begin\n  % if (param 'user') {\n"
             "    <b>Wrong name or password, please try again.</b><br>\n  % }\n  Name:<br>\n"
             "  %= text_field 'user'\n% end\n")
    assert summary("templates/login/index.html.ep", login) == \
        "Wrong name or password, please try again."
    assert summary("templates/layouts/default.html.epl", "% my $self = shift;\n%= $self->render_inner\n") == ""
    assert summary("templates/test.mt", "%= $_[0] + 20\nHello World!\n") == "Hello World!"
    assert summary("templates/percent.txt.ep", "%% Discount for today only\n") == "%% Discount for today only"
