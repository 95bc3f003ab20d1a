"""Which language a file is read in (`languages.py`): by its name, once; a template a build
fills in; a script's header; awk, Jelly, fish and Nushell scripts.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import content_language, language_of, script_language


def test_a_file_name_s_language_is_worked_out_once() -> None:
    # The name alone decides, and a refresh asks about every file it leaves out as binary:
    # Django's 1,300 `django.mo` catalogs were each split and looked up again.
    from codesift.languages import _language_of_name

    _language_of_name.cache_clear()
    paths = [f"django/conf/locale/{i}/LC_MESSAGES/django.mo" for i in range(50)]
    assert {language_of(p) for p in paths} == {"text"}
    assert [language_of(p) for p in ("a/x.py", "b/x.py", "Makefile", "x/Makefile")] == [
        "python", "python", "make", "make"]
    assert _language_of_name.cache_info().misses == 3


def test_a_file_a_build_fills_in_is_read_in_the_language_it_is_written_in() -> None:
    # C header templates were `text` or `cmake` (json-c's config.h.in, libevent's
    # event-config.h.cmake, glog's config.h.cmake.in), automake's `Makefile.am` and a
    # `config.mk` text, a `Dockerfile.nginx` text: each summarised by its first setting.
    assert [language_of(p) for p in (
        "cmake/config.h.in", "event-config.h.cmake", "src/config.h.cmake.in", "json.h.cmakein",
        "catch_user_config.hpp.in", "FooConfig.cmake.in", "Foo.cmake", "MANIFEST.in",
        "Makefile.am", "config.mk", "lib/rake/loaders/makefile.rb", "Dockerfile.nginx",
        "build/app.dockerfile", "Containerfile")] == [
        "c", "c", "c", "c", "cpp", "cmake", "cmake", "text", "make", "make", "ruby", "docker",
        "docker", "docker"]
    assert content_language("include/x.h.in", b"namespace x {}", "c") == "cpp"
    # A `#cmakedefine` (`#cmakedefine01`) is the `#define` CMake writes: a macro, bare too
    # (no include guard), signed as written.
    source = ("#ifndef X_CONFIG_H\n#define X_CONFIG_H\n\n/* Define to 1 if you have dladdr. */\n"
              "#cmakedefine HAVE_DLADDR\n\n// Have snappy.\n#cmakedefine01 HAVE_SNAPPY\n"
              "#  cmakedefine HAVE_X @HAVE_X@\n#define PACKAGE \"@PROJECT_NAME@\"\n#endif\n")
    chunks = chunk_file("src/config.h.in", source, language_of("src/config.h.in"))
    assert [(c.kind, c.name, c.start, c.signature, c.doc) for c in chunks] == [
        ("macro", "HAVE_DLADDR", 5, "#cmakedefine HAVE_DLADDR", "Define to 1 if you have dladdr."),
        ("macro", "HAVE_SNAPPY", 8, "#cmakedefine01 HAVE_SNAPPY", "Have snappy."),
        ("macro", "HAVE_X", 9, "# cmakedefine HAVE_X @HAVE_X@", ""),
        ("macro", "PACKAGE", 10, '#define PACKAGE "@PROJECT_NAME@"', "")]


def test_a_shell_script_without_hash_bang_is_known_by_its_shell_header() -> None:
    # eza's `completions/bash/eza` opens on ShellCheck's `# shellcheck shell=bash`, task's
    # `completion/zsh/_task` on zsh's `#compdef task`: both were text, one chunk summarised
    # by a line of code ("typeset -A opt_args").
    bash = b"# shellcheck shell=bash\n_eza() {\n  echo\n} &&\ncomplete -F _eza eza\n"
    assert content_language("completions/bash/eza", bash, "text") == "bash"
    assert content_language("completion/zsh/_task", b"#compdef task\ntypeset -A x\n", "text") == "bash"
    assert content_language("x/_foo", b"#autoload\n\n_foo() {}\n", "text") == "bash"
    # A comment naming ShellCheck is no directive; a file with an extension keeps its own.
    assert content_language("notes/README", b"# shellcheck is great\nhello\n", "text") == "text"
    assert content_language("docs/x.txt", b"#compdef x\n", "text") == "text"
    # The function a completion registers once defined (`} && complete -F …`) is a chunk.
    assert [(c.kind, c.name) for c in chunk_file("completions/bash/eza", bash.decode(), "bash")] \
        == [("function", "_eza")]


def test_a_script_named_by_an_extension_no_language_claims_is_read_by_its_hash_bang() -> None:
    # miniflux's packaging/debian/miniflux.postinst (Debian's maintainer scripts), memcached's
    # scripts/memcached.sysv, re2's commit-msg.hook were text, summarised by their first
    # command ("set -e"); their `#!` line names the shell.
    postinst = (b'#!/bin/sh\n\nset -e\n\n# Creates the miniflux user on install.\n'
                b'add_user() {\n    adduser --system miniflux\n}\n\ncase "$1" in\n'
                b'    configure) add_user ;;\nesac\n')
    rel = "packaging/debian/miniflux.postinst"
    lang = content_language(rel, postinst, language_of(rel))
    assert (language_of(rel), lang) == ("text", "bash")
    assert [(c.kind, c.name, c.doc) for c in chunk_file(rel, postinst.decode(), lang)][-2:] == [
        ("function", "add_user", "Creates the miniflux user on install."), ("file", "miniflux.postinst", "")]
    assert content_language("scripts/x.sysv", b"#!/usr/bin/env python3\nprint(1)\n", "text") \
        == "python"
    # A `.txt` file stays text (a test's input), and so does a `#!` naming no interpreter known.
    assert content_language("mocks/5A.txt", b"#!/bin/bash\necho\n", "text") == "text"
    assert content_language("x.py-tpl", b"#!@PYTHON@\nprint(1)\n", "text") == "text"


def test_awk_programs_and_jelly_views_are_their_language_and_code_no_summary() -> None:
    # streamlink's lint scripts read "NF > 1 {", git-plugin's Jelly views
    # "${it.breakOutString(branchSpec)}", "${branch.name}", "$${GIT_BRANCH}": a line of code or
    # an expression is no summary; a comment is, and Jelly's `${%…}` text to translate.
    assert [language_of(p) for p in ("lint.awk", "index.jelly")] == ["awk", "jelly"]
    assert script_language("bin/lint", b"#!/usr/bin/awk -f\nNF > 1 {\n") == "awk"

    def summary(path: str, text: str) -> str:
        return chunk_file(path, text, language_of(path))[0].doc

    assert summary("lint.awk", "NF > 1 {\n    hash = $1\n}\n") == ""
    assert summary("common.awk", "# Shared helpers of the lint scripts.\nBEGIN {\n  MAX = 72\n}\n") \
        == "Shared helpers of the lint scripts."
    assert summary("column.jelly", "<?jelly escape-by-default='true'?>\n<j:jelly>\n"
                   '  <td data="${branchSpec}">\n    ${it.breakOutString(branchSpec)}\n'
                   "  </td>\n</j:jelly>\n") == ""
    assert summary("help.jelly", "<j:jelly>\n  <dt>$${GIT_BRANCH}</dt>\n  <dd>\n"
                   "    Expands to the name of the branch that was built.\n") \
        == "Expands to the name of the branch that was built."
    assert summary("index.jelly", "<j:jelly>\n  <l:main-panel>\n  <h1>${%Git Build Data}</h1>\n") \
        == "Git Build Data"
    # Among words an expression stays (werkzeug's templates, a pom's `${artifactId}-…-src`).
    assert summary("log.html", "<h1>Revisions for ${page.title}</h1>\n") == "Revisions for ${page.title}"


def test_fish_and_nushell_scripts_are_code_no_summary() -> None:
    # task's fish completion read "set -l GO_TASK_PROGNAME (if set -q …", eza's Nushell one
    # `export extern "eza" [`: a line of code is no summary, a comment above the code is.
    assert (language_of("completions/fish/eza.fish"), language_of("completions/nush/eza.nu")) \
        == ("fish", "nushell")
    [fish] = chunk_file("task.fish", "set -l PROG (echo task)\n\ncomplete -c task -f\n", "fish")
    [nu] = chunk_file("eza.nu", 'export extern "eza" [\n  --long(-l)\n]\n', "nushell")
    assert (fish.doc, nu.doc) == ("", "")
    [said] = chunk_file("t.nu", "# Nushell completions for Task.\nexport extern task []\n", "nushell")
    assert said.doc == "Nushell completions for Task."


def test_a_qt_linguist_catalogue_is_xml_not_typescript() -> None:
    # flameshot's 48 `data/translations/*.ts` (3,000 lines each) were parsed as TypeScript,
    # all errors, half a second a file: most of its index's time, and `--lang typescript`.
    catalogue = (b'\xef\xbb\xbf<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                 b'<TS version="2.1" language="de">\n<context>\n    <name>AppLauncher</name>\n')
    assert content_language("data/translations/app_de.ts", catalogue, "typescript") == "xml"
    assert content_language("i18n/app_fr.ts", b'<TS version="2.1" language="fr">\n', "typescript") == "xml"
    assert content_language("src/cast.ts", b"<T>(x: unknown) => x as T;\n", "typescript") == "typescript"
    assert content_language("src/app.ts", b"export const x = 1;\n", "typescript") == "typescript"


def test_a_lua_script_named_by_its_interpreter_is_lua() -> None:
    # luarocks' `src/bin/luarocks` and `binary/all_in_one` (`#!/usr/bin/env lua`) were text, a
    # whole-file chunk: all_in_one's 20 functions were found by no name.
    script = ("#!/usr/bin/env lua\n\n-- All-in-one packager.\nlocal function main(argv)\n"
              "   return #argv\nend\n\nos.exit(main(arg))\n")
    assert content_language("binary/all_in_one", script.encode(), "text") == "lua"
    assert script_language("bin/tool", b"#!/usr/bin/luajit\n") == "lua"
    assert script_language("bin/old", b"#!/usr/bin/lua5.1\n") == "lua"
    chunks = chunk_file("binary/all_in_one", script, "lua")
    assert ("function", "main") in [(c.kind, c.name) for c in chunks]
