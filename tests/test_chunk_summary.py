"""A whole file's summary (chunk/summary.py) says something of the file: a line holding no
letter nor digit is none, a copy a user makes the real file of is read in its format, and
what says nothing of the file (an Xcode template's header) is passed over."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def _doc(path: str, text: str) -> str:
    chunks = chunk_file(path, text, language_of(path))
    assert len(chunks) == 1, chunks
    return chunks[0].doc


def test_a_summary_holding_no_word_is_none() -> None:
    # teslamate's Node-RED flows (676 lines) were summarised "[{", boltons' JSON Lines data
    # "{}", a VB designer file "'-----…", jansson's test inputs `{,`; toml-test's `[.]` is not
    # passed over for the line under it, but says nothing either. A version, a number with a
    # mark (express's `20%` fixture) and a sentence in any script still are summaries.
    assert _doc("Teslamate-flows.json.example", '[{\n  "id": "8a9b",\n  "type": "tab"\n}]\n') == ""
    assert _doc("jsonl_test_data.txt", "{}\n{}\n") == ""
    assert _doc("Resources.Designer.vb", "'" + "-" * 40 + "\n") == ""
    assert _doc("input", "{,\n") == ""
    assert _doc("dot.toml", "[.]\nk = 1\n") == ""
    assert _doc("NodeVersion", "26.5.0\n") == "26.5.0"
    assert _doc("% of dogs.txt", "20%\n") == "20%"
    assert _doc("readme.txt", "Это - одно из открытий.\n") == "Это - одно из открытий."


def test_a_section_doc_holding_no_word_is_none() -> None:
    # dacite's changelog's "[Unreleased]" read "...", flask's tutorial README's "Test" read
    # "::" (the literal block it opens).
    md = "# Changelog\n\n## [Unreleased]\n\n...\n\n## [1.9.0]\n\n- Fixed things\n"
    assert [(c.name, c.doc) for c in chunk_file("CHANGELOG.md", md, "markdown")] == [
        ("Changelog", ""), ("[Unreleased]", ""), ("[1.9.0]", "Fixed things")]
    rst = "Test\n----\n\n::\n\n    $ pytest\n"
    assert [(c.name, c.doc) for c in chunk_file("README.rst", rst, "rst")] == [("Test", "")]


def test_a_copy_to_fill_in_is_read_in_its_format() -> None:
    # phpunit.xml.dist (31 in the aq-trees' PHP libraries) and a `.json.example` were text.
    assert [language_of(p) for p in ("phpunit.xml.dist", "config.json.example",
                                     "settings.yml.sample", ".env.example", "pre-commit.sample")] \
        == ["xml", "json", "yaml", "text", "text"]


def summary(path: str, text: str) -> str:
    """The doc of the first chunk codesift makes of ``text`` at ``path``."""
    return chunk_file(path, text, language_of(path))[0].doc


def test_xcodes_file_template_names_the_project_not_the_file() -> None:
    # Xcode heads each new file with its name, the project's, and who created it when:
    # IceCubesApp's 10 InfoPlist.strings and a Swift file of imports read "IceCubesApp",
    # swifter's main.swift "SwifterOSX" (an older template, a copyright under it).
    head = "//\n//  Exports.swift\n//  IceCubesApp\n//\n//  Created by Thomas Durand on 26/01/2023.\n//\n\n"
    assert summary("Sources/Exports.swift", head + "@_exported import Models\n") == ""
    assert summary("Sources/Exports.swift", head + "// Re-exports the models.\n"
                   "@_exported import Models\n") == "Re-exports the models."
    strings = ('/* \n  InfoPlist.strings\n  IceCubesApp\n\n  Created by Thomas Durand on '
               '27/01/2023.\n  \n*/\n\n"CFBundleDisplayName" = "Ice Cubes";\n')
    assert summary("be.lproj/InfoPlist.strings", strings) != "IceCubesApp"
    older = ("//\n//  main.swift\n//  SwifterOSX\n//  Copyright (c) 2015 Damian. All rights "
             "reserved.\n//\n\n// Starts the demo server.\nimport Foundation\n")
    assert summary("main.swift", older) == "Starts the demo server."
    # A line under the file's name that says what it holds is its summary, over a copyright
    # too (postgrex's errcodes.txt).
    errcodes = ("#\n# errcodes.txt\n#      PostgreSQL error codes\n#\n# Copyright (c) 2003-2024, "
                "PostgreSQL Global Development Group\n#\n\nSection: Class 00\n")
    assert summary("lib/errcodes.txt", errcodes) == "PostgreSQL error codes"
    said = "//\n//  Exports.swift\n//  Wraps the exports of the package.\n//\n\nimport Foo\n"
    assert summary("Exports.swift", said) == "Wraps the exports of the package."


def test_a_license_in_a_templates_comment_tag_is_passed_over() -> None:
    # pretalx's 15 templates open with `{% comment %}` / SPDX lines / "This file contains
    # Apache-2.0 licensed contributions copyrighted by the following contributors:" / …: that
    # line was their summary. A paragraph of the block holding a license's line (or its title
    # alone) is the license, passed over as a `#` comment's is; one holding none still says
    # what the template is (pretalx's claim_auth.html), as a comment tag's prose did.
    header = ("{% extends \"common/base.html\" %}\n{% comment %}\n"
              "SPDX-FileCopyrightText: 2017-present Tobias Kunze\n"
              "SPDX-License-Identifier: AGPL-3.0-only\n\n"
              "This file contains Apache-2.0 licensed contributions copyrighted by the following"
              " contributors:\nSPDX-FileContributor: Raphael Michel\n{% endcomment %}\n\n"
              "{% load static %}\n")
    assert _doc("base.html", header + "<h1>Call for papers</h1>\n") == "Call for papers"
    assert _doc("list.html", "{%- comment -%}\nThe MIT License\nWhoever reads this.\n"
                "{%- endcomment -%}\n<p>A list of talks</p>\n") == "A list of talks"
    assert _doc("side.html", "{% comment %}\nRenders the sidebar.\n{% endcomment %}\n<p>x</p>\n") \
        == "Renders the sidebar."
    assert _doc("claim_auth.html", "{% comment %}\nSPDX-License-Identifier: AGPL-3.0-only\n\n"
                "The login/register interstitial of the claim flow.\n{% endcomment %}\n") \
        == "The login/register interstitial of the claim flow."
    assert _doc("one.html", "{# Copyright 2020 Jane Doe #}\n<p>A page</p>\n") == "A page"


def test_a_template_page_is_not_summarised_by_the_marks_its_code_leaves() -> None:
    # Miniflux's Go templates, whose text is all `{{ t "key" }}` calls, were summarised
    # "&gt; ( )", "-30s", "- Miniflux" and "= <strong> /v1/</strong>"; nestjs-boilerplate's
    # Handlebars mail ".<br>". A page's own text, a tag's title and a comment still are.
    assert _doc("feeds.html", '{{ define "title"}}{{ .Title }} &gt; {{ t "feeds" }} ({{ .total }})'
                '{{ end }}\n') == ""
    assert _doc("keys.html", '{{ define "content"}}\n    {{ t "endpoint" }} = <strong>{{ baseURL }}'
                '/v1/</strong>\n{{ end }}\n') == ""
    assert _doc("entry.html", '<button title="{{ t "seek" }}"><span>-30s</span></button>\n') == ""
    assert _doc("layout.html", '<head>\n<title>{{template "title" .}} - Miniflux</title>\n') \
        == "Miniflux"
    assert _doc("activation.hbs", "<td>\n    {{text1}}<br>\n    {{text2}} {{app_name}}.<br>\n"
                "</td>\n") == ""
    assert _doc("base.html", "{% block title %}Website Name{% endblock %}\n") == "Website Name"
    assert _doc("edit.hbs", "<title>Edit {{user.name}}</title>\n") == "Edit"
    assert _doc("page.html", "{# Override this template to customize. #}\n") \
        == "Override this template to customize."
    assert _doc("about.html", "<h1>Archive.org</h1>\n") == "Archive.org"
    assert _doc("cache.html", "<div>Cached value: {{ .cached }}</div>\n") == "Cached value:"


def test_an_icon_font_s_glyph_name_is_no_word_of_a_page() -> None:
    # qa86: wallabag's Materialize templates were summarised by the ligature naming a Material
    # icon, `<i class="material-icons">live_help</i>`: "live_help", "more_vert", "casino".
    assert _doc("index.html.twig", '<a href="#">\n    <i class="material-icons">live_help</i>\n'
                '</a>\n<p>Your settings</p>\n') == "Your settings"
    assert _doc("card.html.twig", '<i class="grey-text activator material-icons right">more_vert'
                '</i>\n') == ""
    assert _doc("star.html.twig", '<i class="material-icons">{% if starred %}star{% else %}'
                'star_border{% endif %}</i>\n') == ""
    assert _doc("nav.html", '<mat-icon>home</mat-icon>\n<span class="material-symbols-outlined">'
                'menu</span> <v-icon>mdi-home</v-icon>\n') == ""
    # Italics and a span of text stay the page's words.
    assert _doc("note.html", "<i>Note well</i>\n") == "Note well"
    assert _doc("tip.html", '<span class="hint">Save often</span>\n') == "Save often"


def test_a_settings_file_is_summarised_by_its_comment_not_its_first_setting() -> None:
    # lemmy's .rustfmt.toml read "tab_spaces = 2", ~80 `.editorconfig`s "root = true",
    # commonmark's php.ini "assert.exception=1": a setting says nothing of the file; a comment
    # above it does, and a manifest's own description still is its summary.
    assert _doc(".rustfmt.toml", 'tab_spaces = 2\nedition = "2021"\n') == ""
    assert _doc("rustfmt.toml", "# Rustfmt configuration\nmax_width = 100\n") \
        == "Rustfmt configuration"
    assert _doc("taplo.toml", "include = ['*.toml']\n# Trailing note on the formatter.\n") == ""
    assert _doc("php.ini", "assert.exception=1\n") == ""
    assert _doc("phpdoc.ini", "; phpDocumentor parse configuration file\ntarget = docs\n") \
        == "phpDocumentor parse configuration file"
    assert _doc(".editorconfig", "root = true\n\n[*]\nindent_style = space\n") == ""
    assert _doc(".editorconfig", "# top-most EditorConfig file\nroot = true\n") \
        == "top-most EditorConfig file"
    assert _doc("Cargo.toml", '[package]\nname = "rocket_codegen"\n'
                'description = "Procedural macros for Rocket."\n') == "Procedural macros for Rocket."


def test_a_properties_file_is_summarised_by_its_comment_not_its_setting_or_stamp() -> None:
    # Every Gradle project's gradle-wrapper.properties read "distributionBase=GRADLE_USER_HOME"
    # or Java's `Properties.store` stamp ("Mon Jan 15 18:40:40 CET 2024": koin's), its
    # gradle.properties "org.gradle.daemon=true", retrofit's modules' "POM_ARTIFACT_ID=…",
    # joda-time's message bundles "PeriodFormat.space= ", Eclipse's `.prefs` their stamp.
    assert _doc("gradle-wrapper.properties", "#Mon Jan 15 18:40:40 CET 2024\n"
                "distributionBase=GRADLE_USER_HOME\ndistributionPath=wrapper/dists\n") == ""
    assert _doc("koin.properties", "KEY=VALUE\nserver_url: http://localhost\n") == ""
    assert _doc("org.eclipse.jdt.core.prefs", "#Tue Jul 22 09:31:38 PDT 2008\n"
                "eclipse.preferences.version=1\n") == ""
    assert _doc("gradle.properties", "# Project-wide Gradle settings.\norg.gradle.daemon=true\n") \
        == "Project-wide Gradle settings."
    assert _doc("messages.properties", "#Sat Feb  3 09:05:01 GMT+01:00 2024\n"
                "# Labels of the login page\nlogin.title=Sign in\n") == "Labels of the login page"
    # A text file's first line is its content, a date too.
    assert _doc("BUILD_DATE", "Mon Jan 15 18:40:40 CET 2024\n") == "Mon Jan 15 18:40:40 CET 2024"


def test_an_options_file_is_summarised_by_its_comment_not_its_arguments() -> None:
    # An options file's lines are a tool's arguments, their `--` no comment's marker: RxSwift's
    # `.swiftformat` read "ifdef no-indent", 17 `.rspec` files "color", "require spec_helper",
    # 15 `.yardopts` "no-private", "markup markdown", mocha.opts "bail", gson's Maven
    # `.mvn/jvm.config` "add-exports jdk.compiler/…".
    assert _doc(".swiftformat", "--ifdef no-indent\n--commas inline\n") == ""
    assert _doc(".rspec", "--require spec_helper\n--color\n") == ""
    assert _doc(".yardopts", "--markup markdown\nlib/**/*.rb\n") == ""
    assert _doc("mocha.opts", "--reporter spec\n--bail\n") == ""
    assert _doc("jvm.config", "--add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED\n") \
        == ""
    assert _doc(".rspec", "# Options for the whole suite\n--color\n") == "Options for the whole suite"
    # A Lua or SQL file's `--` is still its comment.
    assert _doc("schema.sql", "-- The users of the app\nSELECT 1;\n") == "The users of the app"


def test_an_xml_value_of_marks_and_placeholders_is_no_summary() -> None:
    # logback's `<pattern>` summarised 56 logback files of the aq and qa trees ("%d{HH:mm:ss.SSS}
    # [%thread] %-5level %logger - %msg%n": bucket4j's 23, togglz's 23, koin's hello-ktor's);
    # an element's words still are its summary, and a comment above the root still is.
    config = ('<configuration>\n  <appender name="STDOUT" class="ch.qos.logback.core.ConsoleAppender">\n'
              "    <encoder>\n      <pattern>%d{yyyy-MM-dd HH:mm:ss} %-5level %logger{36} - %msg%n"
              "</pattern>\n    </encoder>\n  </appender>\n</configuration>\n")
    assert _doc("logback.xml", config) == ""
    assert _doc("logback-test.xml", "<!-- Logging of the test suite -->\n" + config) \
        == "Logging of the test suite"
    assert _doc("fixture.xml", "<root>\n  <entry>Applies the retry policy</entry>\n</root>\n") \
        == "Applies the retry policy"


def test_an_assembler_file_is_summarised_by_its_comment_not_a_directive() -> None:
    # FreeRTOS's ports read ".global _vPortYield" (RL78's portasm.S), "RSEG ICODE:CODE"
    # (STR75x's portasm.s79), "SECTION .text:CODE:NOROOT(2)"; janet's hello.nasm "BITS 64".
    assert _doc("portasm.S", '#include "FreeRTOSConfig.h"\n\n    .global _vPortYield\n') == ""
    assert _doc("portasm.s79", ";/*\n; * Copyright (C) 2021 Amazon.com, Inc.\n; *\n; */\n"
                "    RSEG ICODE:CODE\n    CODE32\n") == ""
    assert _doc("hello.nasm", "BITS 64\n; says hello\n") == ""
    assert _doc("portASM.S", "/* Context switch for the RL78 port. */\n"
                '#include "FreeRTOSConfig.h"\n    .text\n') == "Context switch for the RL78 port."
    assert _doc("vectors.s", "# Interrupt vectors of the x86-64 port.\n.text\n") \
        == "Interrupt vectors of the x86-64 port."
    assert _doc("port.s85", "#if __CORE__ != __78K0R__\n#error \"Only for 78K0R\"\n#endif\n"
                "; Functions used by the scheduler.\n    PUBLIC vPortYield\n") \
        == "Functions used by the scheduler."


def test_a_swift_playground_pages_markup_is_its_text() -> None:
    # RxSwift's Rx.playground: `/*:` and `//:` are Xcode's markup comments, their colon a
    # marker (the docs read ": `replay` Converts …", and the colon alone on `/*:`'s line was
    # taken for a figure, the text under it passed over), and a line of links to `@previous`
    # or `@next` is the page's navigation (11 pages read "[Previous](@previous) - [Table of
    # Contents](Table_of_Contents)").
    page = ("/*:\n [Previous](@previous) - [Table of Contents](Table_of_Contents)\n */\n"
            "import RxSwift\n\n"
            "/*:\n # Connectable Operators\n Sequences that start emitting when connected.\n */\n"
            "func sampleWithPublish() {\n    print(1)\n}\n")
    chunks = chunk_file("Rx.playground/Pages/Connectable.xcplaygroundpage/Contents.swift",
                        page, "swift")
    assert [(c.name, c.doc) for c in chunks] == [
        ("sampleWithPublish", "Connectable Operators Sequences that start emitting when connected.")]
    assert summary("Contents.swift", "/*:\n Operators to help debug Rx code.\n */\n"
                                     "import RxSwift\n") == "Operators to help debug Rx code."
    assert summary("Contents.swift", "//: [Back](@previous)\n//: Follow these instructions.\n"
                                     "import RxSwift\n") == "Follow these instructions."
    # Links among words are text, and a line of links to other places stays.
    assert summary("Links.swift", "// [Docs](https://example.org) - [API](api.md)\nimport A\n") \
        == "[Docs](https://example.org) - [API](api.md)"


def test_an_init_scripts_lsb_header_is_read_for_its_description() -> None:
    # miniflux's contrib/sysvinit/etc/init.d/miniflux (and wagtail's and memcached's SysV
    # scripts) opens with the LSB header the init system reads, and was summarised "BEGIN
    # INIT INFO"; its Short-Description says what the script is.
    header = ("#! /bin/sh\n\n### BEGIN INIT INFO\n# Provides:          miniflux\n"
              "# Required-Start:    $syslog $network\n# Default-Start:     2 3 4 5\n"
              "# Short-Description: A rss reader\n# Description:       A RSS reader daemon\n"
              "### END INIT INFO\n\n# Author: Danny Boisvert\n\n")
    script = header + 'DESC="Miniflux"\nNAME=miniflux\n'
    assert chunk_file("etc/init.d/miniflux", script, "bash")[0].doc == "A rss reader"
    # Its Description when it has no Short-Description; none when it has neither.
    plain = header.replace("# Short-Description: A rss reader\n", "")
    assert chunk_file("init.d/x", plain + "NAME=x\n", "bash")[0].doc == "A RSS reader daemon"
    bare = "#!/bin/sh\n### BEGIN INIT INFO\n# Provides: x\n### END INIT INFO\nNAME=x\n"
    assert chunk_file("init.d/x", bare, "bash")[0].doc == ""


def test_a_yaml_files_format_version_is_no_summary() -> None:
    # eShopOnWeb's docker-compose.yml read "version: '3.4'", 170 dependabot.yml files in the
    # aq-trees "version: 2": the version of the format the file is written in, a setting.
    assert _doc("docker-stack.yml", "version: '3.4'\n\nservices:\n  web:\n    image: x\n") == ""
    # A compose file's head is a chunk of its own beside its services (`yaml_entries.py`).
    compose = chunk_file("docker-compose.yml", "version: '3.4'\n\nservices:\n  web:\n    image: x\n",
                         "yaml")
    assert [(c.kind, c.doc) for c in compose] == [("file", ""), ("section", "x")]
    assert _doc(".github/dependabot.yml", "version: 2\nupdates:\n  - package-ecosystem: nuget\n") == ""
    assert _doc("appveyor.yml", "version: 1.0.{build}  # the build's\nimage: x\n") == ""
    # A comment above it says what the file is; a workflow's name and prose stay.
    assert _doc("dependabot.yml", "# Checks the deps weekly.\nversion: 2\nupdates: []\n") == \
        "Checks the deps weekly."
    assert _doc("ci.yml", "name: CI\non: push\n") == "name: CI"
    assert _doc("x.yml", "version: the second draft\n") == "version: the second draft"


def test_a_bicep_templates_code_is_no_summary() -> None:
    # eShopOnWeb's infra/*.bicep (Azure's templates, text here) read "param name string",
    # "targetScope = 'subscription'": declarations, as a stylesheet's rules are; a `//` or
    # `/* */` comment above them says what the template is.
    assert _doc("infra/main.bicep", "targetScope = 'subscription'\n\n@minLength(1)\n"
                "param environmentName string\n") == ""
    assert _doc("infra/core/host/appservice.bicep", "param name string\nparam location string\n"
                "resource appService 'Microsoft.Web/sites@2022-03-01' = {\n  name: name\n}\n") == ""
    assert _doc("infra/kv.bicep", "// Creates the key vault for the app's secrets.\n"
                "param name string\n") == "Creates the key vault for the app's secrets."


def test_an_environment_files_settings_are_no_summary() -> None:
    # CTFd's .flaskenv read "FLASK_ENV=development", saleor's .env.example
    # "CACHE_URL=redis://localhost:6379/0": settings, as a properties file's are; a `#`
    # comment above them says what the file is. direnv's `.envrc` is a script, read as one.
    assert _doc(".flaskenv", "FLASK_ENV=development\nFLASK_RUN_PORT=4000\n") == ""
    assert _doc(".env.example", "CACHE_URL=redis://localhost:6379/0\nSECRET_KEY=changeme\n") == ""
    assert _doc("examples/kafka/kafka-variables.env", "KAFKA_BROKER_ID=1\n") == ""
    assert _doc(".env.sample", "# Copy this file to .env and fill in the secrets.\nPORT=3000\n") \
        == "Copy this file to .env and fill in the secrets."
    assert _doc("notes.txt", "FLASK_ENV is the first thing to set.\n") == \
        "FLASK_ENV is the first thing to set."


def test_a_statement_commented_out_is_no_summary() -> None:
    # eShopOnWeb's functional test AuthenticateEndpoint.cs, commented out whole, was
    # summarised "using System.Net.Http;": code, though written as a comment.
    dead = ("//using System.Net.Http;\n//using Xunit;\n\n//namespace Microsoft.eShopWeb.Tests;\n\n"
            "//public class AuthenticateEndpoint\n//{\n//}\n")
    assert _doc("tests/AuthenticateEndpoint.cs", dead) == ""
    # A comment in words above it still says what the file is; a doc comment is a doc.
    assert _doc("tests/Old.cs", "// Kept until the API tests move to the new host.\n" + dead) \
        == "Kept until the API tests move to the new host."
    assert _doc("tests/Dead.cs", "/// using the cache; see below.\n") == "using the cache; see below."


def test_a_hash_statement_commented_out_is_no_summary() -> None:
    # feedbin's config/initializers/expire_caches.rb, one line commented out, was summarised
    # "ActionController::Caching::Actions.send(:expire_action, …)"; aasm's memory_leak_spec.rb
    # and sanic's test_multi_serve.py, commented out whole, their first `require`/`import`.
    assert _doc("config/initializers/expire_caches.rb",
                "# ActionController::Caching::Actions.send(:expire_action, controller: 'site', "
                "action: :index)\n") == ""
    assert _doc("spec/unit/memory_leak_spec.rb",
                "# require 'spec_helper'\n\n# describe \"state machines\" do\n# end\n") == ""
    assert _doc("tests/test_multi_serve.py",
                "# import logging\n\n# from unittest.mock import Mock\n") == ""
    # A comment in words still says what the file is.
    assert _doc("config/initializers/cache.rb", "# Clears the page caches on boot.\n"
                "Rails.cache.clear\n") == "Clears the page caches on boot."


def test_a_quoted_attribute_value_is_part_of_its_tag() -> None:
    # A `>` or `<` inside a quoted value does not close the tag: feedbin's templates read
    # `toolbar#scroll">` from Stimulus' `data-action="scroll->toolbar#scroll"` and `s "
    # data-toggle=…` from `title="Star <i>s</i>"`; wagtail's tag of attribute lines
    # `w-tabs#selectInside"`. Vue's and Alpine's `@click="a > b"` and `:class` alike.
    assert summary("app/views/entries/_inner_content.html.erb",
                   '<div class="entry-content" data-action="scroll->toolbar#scroll">\n'
                   '  <%= render "entry" %>\n</div>\n') == ""
    assert summary("_form.html.erb", '<button class="star" title="Star <i>s</i>" '
                   'data-toggle="tooltip">\n  <%= svg_tag "icon-star" %>\n</button>\n') == ""
    assert summary("account.html", '<section\n    hidden\n'
                   '    data-action="w-focus:focus->w-tabs#selectInside"\n>\n'
                   '  <p>Your account settings</p>\n</section>\n') == "Your account settings"
    assert summary("counter.html", '<button @click="count > 0 && reset()" '
                   ":class=\"{ 'active': count > 1 }\">Reset the counter</button>\n") \
        == "Reset the counter"
    assert summary("page.html", "<p title='a > b'>Tags alone</p>\n") == "Tags alone"


def test_a_line_of_tags_is_read_in_linear_time() -> None:
    # `<[^>]*>` searched a line of 20,000 `<` in 1.9 s; an unclosed quote reads each later tag
    # to its first `>`, as before.
    import time
    started = time.perf_counter()
    for line in ("<" * 20_000, '<"a>"' * 4_000, '<a title="' + "x>" * 10_000):
        summary("page.html", line + "\n")
    assert time.perf_counter() - started < 0.5
    assert summary("page.html", "<% it's %><b>Bold words</b>\n") == "Bold words"


def test_coffeescripts_code_is_no_summary_its_comments_are() -> None:
    # CoffeeScript has no grammar here; as text its files were summarised by their first line
    # of code: feedbin's six `.js.coffee` read "window.feedbin ?= {}", mocha's fixtures
    # "obj = foo: 'bar'". A `#` line comment or a `###` block says what the file is.
    code = "window.feedbin ?= {}\n\n$.extend feedbin,\n  forcePlay: false\n"
    assert language_of("app/assets/javascripts/web/audio.js.coffee") == "coffeescript"
    assert language_of("Cakefile") == language_of("lib/x.coffee") == "coffeescript"
    assert summary("app/assets/javascripts/web/audio.js.coffee", code) == ""
    assert summary("Cakefile", "fs = require 'fs'\n\ntask 'build', 'Build it', ->\n") == ""
    assert summary("counts.coffee", "# Unread counts per feed and tag.\n" + code) \
        == "Unread counts per feed and tag."
    assert summary("counts.coffee", "###\nUnread counts per feed\nand tag.\n###\n" + code) \
        == "Unread counts per feed and tag."
    # Literate CoffeeScript is Markdown, its code the indented blocks.
    assert summary("docs/intro.litcoffee", "# Intro\n\nParses feeds.\n\n    p = (x) -> x\n") \
        == "Parses feeds."


def test_an_rc_d_scripts_rcorder_lines_are_no_summary() -> None:
    # FreeBSD's rc.d scripts open on rcorder's lines: lldap's rc.d_lldap read "PROVIDE: lldap".
    # The comment below them says what the script is; an LSB header is read as before.
    script = ("#!/bin/sh\n\n# PROVIDE: lldap\n# REQUIRE: DAEMON NETWORKING\n# KEYWORD: shutdown\n\n"
              "# Add the following lines to /etc/rc.conf to enable lldap:\n"
              "# lldap_enable : set to \"YES\" to enable the daemon, default is \"NO\"\n\n"
              ". /etc/rc.subr\n\nname=lldap\nrcvar=lldap_enable\n")
    assert summary("example_configs/freebsd/rc.d_lldap", script) \
        == "Add the following lines to /etc/rc.conf to enable lldap:"
    puma = "#!/bin/sh\n#\n\n# PROVIDE: puma\n\n. /etc/rc.subr\n"   # (its `#!` line: shell)
    assert chunk_file("docs/jungle/rc.d/puma", puma, "bash")[0].doc == ""
    assert summary("init.d/miniflux", "#!/bin/sh\n### BEGIN INIT INFO\n# Provides: miniflux\n"
                   "# Short-Description: A rss reader\n### END INIT INFO\necho\n") == "A rss reader"
