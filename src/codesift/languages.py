"""File extension and file name to language, shared by the walk, the chunker and the ``lang`` filter.

Languages with a tree-sitter grammar get declaration chunks; ``markdown`` gets section chunks;
everything else known here is indexed as whole-file chunks under its language name.
"""
from __future__ import annotations

import functools
import os
import re

from .lazy_re import lazy

# A Rust test attribute's path: `#[test]`, `#[tokio::test]`, `#[sqlx::test]`, rstest's,
# test-case's, wasm-bindgen-test's. The Rust chunker signs a test with it, and the searcher
# reads a test in a source file by that signature (``search/source_tests.py``).
RUST_TEST_ATTRIBUTES = r"(?:[\w:]*::)?test|rstest|test_case|wasm_bindgen_test"

# Languages whose chunks come from a tree-sitter grammar.
GRAMMAR_LANGUAGES: frozenset[str] = frozenset({
    "python", "javascript", "typescript", "tsx", "go", "rust", "java", "c", "cpp", "csharp",
    "ruby", "php", "kotlin", "swift", "scala", "bash", "lua", "dart", "elixir", "zig", "objc",
    "haskell", "ocaml", "solidity", "powershell", "perl", "hcl", "julia", "vue", "svelte",
})
# Languages whose code is JavaScript or TypeScript: a Vue or Svelte single-file component's
# `<script>` blocks are parsed as such (its markup is not code).
JS_FAMILY: frozenset[str] = frozenset({"javascript", "typescript", "tsx", "vue", "svelte"})

EXTENSIONS: dict[str, str] = {
    ".py": "python", ".pyi": "python", ".pyw": "python",
    ".pyx": "python", ".pxd": "python", ".pxi": "python",   # Cython: ``rewrite_cython.py``
    ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".jsx": "javascript",
    ".ts": "typescript", ".mts": "typescript", ".cts": "typescript", ".tsx": "tsx",
    ".go": "go", ".rs": "rust", ".java": "java",
    ".c": "c", ".h": "c",
    ".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".hh": "cpp", ".hpp": "cpp", ".hxx": "cpp",
    # A library's inline and template definitions kept apart from its declarations (toml++'s
    # `impl/*.inl`, Boost's `.ipp`, libstdc++'s `.tcc`): C++ included by a header, they were
    # `text`, each one whole-file chunk (toml++'s parser.inl, 3,927 lines, its whole parser).
    # Not C++20 module units (`.cppm`, `.ixx`): the grammar reads `export module x;` and
    # `export namespace x {` as a variable and a function named `namespace`.
    ".inl": "cpp", ".ipp": "cpp", ".tpp": "cpp", ".tcc": "cpp", ".txx": "cpp",
    ".c++": "cpp", ".h++": "cpp",
    # Appraisal's `gemfiles/rails_7.0.gemfile` are Gemfiles (aasm's 12 were text, summarised by
    # their `source "https://rubygems.org"` line once their generator's note was none).
    ".cs": "csharp", ".rb": "ruby", ".rake": "ruby", ".gemfile": "ruby", ".php": "php",
    # Ruby under a name of its own: gem and pod specs, Rack's `config.ru`, Thor scripts, and
    # Rails' Ruby views, Jbuilder's JSON and Builder's XML (`index.atom.builder`). As text they
    # were summarised by their first line of code (feedbin's 73 `.json.jbuilder` views read
    # `json.partial! "api/v2/users/user", user: @user`, sidekiq.gemspec
    # `Gem::Specification.new do |gem|`), and a view's `def summary(entry)` was in no chunk.
    ".gemspec": "ruby", ".podspec": "ruby", ".ru": "ruby", ".thor": "ruby", ".jbuilder": "ruby",
    ".builder": "ruby", ".rabl": "ruby",
    ".kt": "kotlin", ".kts": "kotlin", ".swift": "swift", ".scala": "scala", ".sc": "scala",
    ".sbt": "scala", ".mill": "scala",   # sbt's and Mill's build files are Scala
    ".sh": "bash", ".bash": "bash", ".zsh": "bash", ".bats": "bash",
    # Shells the bash grammar cannot read: their scripts (completions, mostly) are whole-file
    # chunks whose code is no summary (``chunk/filekinds.py``).
    ".fish": "fish", ".nu": "nushell",
    # CoffeeScript (`.coffee`, Rails' `.js.coffee`, a `Cakefile`) has no grammar here (none is
    # on PyPI but the 372-language pack): its code is no summary, a `#` or `###` comment is
    # (feedbin's six read `window.feedbin ?= {}`). Literate CoffeeScript is Markdown, its code
    # the indented blocks.
    ".coffee": "coffeescript", ".litcoffee": "markdown",
    # Livebook's notebooks (`.livemd`) are Markdown, their code cells fenced `elixir` blocks;
    # Cursor's rules (`.cursor/rules/*.mdc`) Markdown under a front matter of when they apply.
    ".md": "markdown", ".markdown": "markdown", ".mdx": "markdown", ".livemd": "markdown",
    ".mdc": "markdown",
    ".rst": "rst", ".rdoc": "rdoc", ".txt": "text", ".adoc": "asciidoc", ".asciidoc": "asciidoc",
    ".mld": "odoc",
    ".json": "json", ".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".ini": "ini",
    ".cfg": "ini", ".xml": "xml", ".html": "html", ".htm": "html", ".css": "css",
    ".scss": "scss", ".sass": "sass", ".styl": "stylus", ".less": "less", ".sql": "sql", ".proto": "protobuf",
    ".graphql": "graphql", ".graphqls": "graphql", ".gql": "graphql", ".prisma": "prisma", ".vue": "vue", ".svelte": "svelte",
    ".lua": "lua", ".pl": "perl", ".pm": "perl", ".pod": "pod", ".t": "perl", ".r": "r", ".jl": "julia", ".dart": "dart",
    ".ex": "elixir", ".exs": "elixir", ".erl": "erlang", ".hrl": "erlang", ".hs": "haskell", ".hs-boot": "haskell", ".ml": "ocaml",
    # An OCaml interface (`.mli`) is where a library writes its docs; ClojureScript (`.cljs`),
    # cross-platform Clojure (`.cljc`, malli's whole `src/`) and ClojureDart (`.cljd`) are
    # Clojure: they were `text`, out of a `lang` filter for their language.
    ".mli": "ocaml", ".clj": "clojure", ".cljc": "clojure", ".cljs": "clojure", ".cljd": "clojure",
    # Crystal (`.cr`) was `text`: read by its own line reader now (``chunk/crystal.py``).
    ".zig": "zig", ".nim": "nim", ".cr": "crystal", ".m": "objc", ".mm": "objc",
    ".groovy": "groovy", ".gradle": "groovy", ".tf": "hcl", ".hcl": "hcl", ".sol": "solidity", ".cmake": "cmake",
    ".ps1": "powershell", ".psm1": "powershell", ".bat": "batch", ".cmd": "batch", ".tmpl": "template", ".tpl": "template",
    ".mk": "make", ".mak": "make", ".dockerfile": "docker", ".rl": "ragel",
    # AWK programs, and Jenkins' Jelly views (XML pages with `${…}` expressions): their code
    # lines are no summary (``chunk/filekinds.py``); they were `text`, read by their first line.
    ".awk": "awk", ".jelly": "jelly",
}

FILENAMES: dict[str, str] = {
    "Makefile": "make", "makefile": "make", "GNUmakefile": "make", "Dockerfile": "docker",
    "CMakeLists.txt": "cmake", "Rakefile": "ruby", "Cakefile": "coffeescript", "Gemfile": "ruby", "Jenkinsfile": "groovy",
    "BUILD": "bazel", "WORKSPACE": "bazel", "Vagrantfile": "ruby", "Containerfile": "docker",
    # Ruby DSLs read by their tools (Guard, CocoaPods, Capistrano, Bundler's Brewfile twin,
    # fastlane, Danger, Steep, Thor, Berkshelf).
    "Guardfile": "ruby", "Podfile": "ruby", "Capfile": "ruby", "Brewfile": "ruby",
    "Fastfile": "ruby", "Appfile": "ruby", "Dangerfile": "ruby", "Steepfile": "ruby",
    "Thorfile": "ruby", "Berksfile": "ruby",
}
# Names whose suffix after a dot is a variant, not a format (`Dockerfile.nginx`, automake's
# `Makefile.am`, `Makefile.common`): the file is written in the name's language.
_VARIANT_NAMES: dict[str, str] = {"Dockerfile": "docker", "Makefile": "make", "makefile": "make",
                                  "GNUmakefile": "make"}
# Suffixes a build step fills in or copies a file from (`config.h.in`, `jansson_config.h.cmake`,
# json-c's `json.h.cmakein`, `FooConfig.cmake.in`): the file is written in the language of the
# extension before them, a C header template a C header (they were `text` or `cmake`). So is
# a stub a package publishes into its user's app (Laravel packages' migrations,
# laravel-medialibrary's `create_media_table.php.stub`, whose `up` was in no chunk); a stub
# naming no language, knex's `js.stub`, stays text.
# So is a copy a user makes the real file of (`phpunit.xml.dist`, the 31 of the aq-trees'
# PHP libraries; `config.json.example`, teslamate's Node-RED flows read "[{" as text).
_TEMPLATE_SUFFIXES = frozenset({".in", ".cmake", ".cmakein", ".stub", ".dist", ".example",
                                ".sample"})


def language_of(path: str) -> str:
    """The language name for a repo-relative path; ``text`` when nothing better is known.

    >>> language_of("src/app/main.py")
    'python'
    >>> language_of("src/config.h.in"), language_of("Makefile.am"), language_of("Dockerfile.dev")
    ('c', 'make', 'docker')
    >>> language_of("Dockerfile.ci.alpine-base"), language_of("Dockerfile.ci.yml")
    ('docker', 'yaml')
    >>> language_of("phpunit.xml.dist"), language_of("flows.json.example"), language_of(".env.example")
    ('xml', 'json', 'text')
    """
    return _language_of_name(os.path.basename(path))


# The name alone decides, and a tree repeats names (Django's 1,300 `django.mo`, every
# `__init__.py`): a refresh asks about every file it leaves out as binary, and under a
# `languages` setting about every listed file (~1.2 ms of Django's no-change pass, ~0.2 kept).
@functools.lru_cache(maxsize=1 << 14)
def _language_of_name(base: str) -> str:
    if base in FILENAMES:
        return FILENAMES[base]
    stem, ext = os.path.splitext(base)
    ext = ext.lower()
    # (A variant of a variant too: lldap's `Dockerfile.ci.alpine-base`, whose six were text,
    # summarised by their `FROM` line, their stages no sections.)
    if base.split(".", 1)[0] in _VARIANT_NAMES and ext not in EXTENSIONS:   # not `makefile.rb`
        return _VARIANT_NAMES[base.split(".", 1)[0]]
    while ext in _TEMPLATE_SUFFIXES:   # glog's `config.h.cmake.in` is a C header too
        stem, inner = os.path.splitext(stem)
        if inner.lower() not in EXTENSIONS:
            break
        ext = inner.lower()
    return EXTENSIONS.get(ext, "text")


# Interpreters named on a script's `#!` line, for files without an extension (bin/deploy).
INTERPRETERS: dict[str, str] = {
    "python": "python", "bash": "bash", "sh": "bash", "zsh": "bash", "dash": "bash",
    "ksh": "bash", "node": "javascript", "deno": "typescript", "ruby": "ruby", "php": "php",
    "perl": "perl", "awk": "awk", "gawk": "awk", "mawk": "awk", "coffee": "coffeescript",
    # (luarocks' `src/bin/luarocks`, `#!/usr/bin/env lua`, was text: its functions no chunks.)
    "lua": "lua", "luajit": "lua",
}


# Lines only Objective-C writes: a class, protocol or property declaration, an `#import`, a
# module's `@import` (SwiftyJSON.h's `@import Foundation;`, read as C, was a variable `Foundation`).
_OBJC_HEADER = lazy(rb"^[ \t]*(?:@(?:interface|protocol|property|end|import)\b|#import\b)", re.M)
# Lines only C++ writes (after linguist's heuristics for `.h`): a template, class or namespace
# header, an access label. Not `std::`, which C headers mention in comments.
_CPP_HEADER = lazy(
    rb"^[ \t]*(?:template[ \t]*<|(?:class|namespace|using[ \t]+namespace)[ \t]+\w"
    rb"|(?:public|private|protected)[ \t]*:)"
    # A scope-qualified name (`void thread_pool::post_log(`, `std::string`): spdlog's `-inl.h`
    # files hold only out-of-line definitions and lost all of them to the C grammar. Not
    # after a `[` (C23's `[[gnu::unused]]`).
    rb"|^[^\[\n]*?\b[A-Za-z_]\w*::[~A-Za-z_]", re.M)


# A test's snapshot, the output a snapshot or approval tool wrote and a run compares with:
# Verify's `*.verified.txt` (PublicApiGenerator's listing of a library's whole public API,
# fluentassertions' 3,000 lines), `*.received.*`, ApprovalTests' and Catch2's `*.approved.txt`,
# Jest's, Vitest's and insta's `*.snap` (a `__snapshots__/` folder's), any extension after it.
_SNAPSHOT = lazy(r"(?:^|/)(?:[^/]+\.(?:verified|received|approved)\.[^/.]+|[^/]+\.snap"
                 r"|__snapshots__/[^/]+)$")


# A template of code, whose lines are the code it writes: Rails' JavaScript responses
# (`create.js.erb`), a generator's Ruby or YAML (`model.rb.tt`, `database.yml.erb`).
_CODE_TEMPLATE_SUFFIXES = (".erb", ".tt")


def template_language(name: str) -> str | None:
    """The language of the code an ERB or Thor template named ``name`` writes, when it is one
    with a grammar or YAML; ``None`` else (a page's `.html.erb`, a mail's `.text.erb`). Its
    lines are code, no summary: feedbin's 67 `.js.erb` responses read
    `feedbin.showNotification('Page saved!');`, `window.feedbin.refresh()`.

    >>> template_language("create.js.erb"), template_language("show.html.erb")
    ('javascript', None)
    """
    for suffix in _CODE_TEMPLATE_SUFFIXES:
        if name.endswith(suffix):
            inner = language_of(name[:-len(suffix)])
            return inner if inner in GRAMMAR_LANGUAGES or inner == "yaml" else None
    return None


def snapshot_file(path: str) -> bool:
    """Whether ``path`` names a test's snapshot (``_SNAPSHOT``): a tool's record of output,
    no page of docs whatever its titles, and no code to change (``chunk_file`` marks it
    generated).

    >>> snapshot_file("Approval.Tests/ApprovedApi/net6.0.verified.txt"), snapshot_file("a/__snapshots__/x.ts.snap")
    (True, True)
    >>> snapshot_file("docs/verified.txt"), snapshot_file("src/snapshot.rs")
    (False, False)
    """
    return _SNAPSHOT.search(path) is not None


def content_language(path: str, data: bytes, lang: str) -> str:
    """The language a file's content names where its extension cannot: a ``#!`` line for a
    file without an extension or with one no language claims, an Objective-C or C++ header named ``.h`` (counted as C by its
    extension; the C grammar turns `namespace`, `template<…>` and `@interface` into errors).

    >>> content_language("fmt/base.h", b"namespace fmt {}", "c")
    'cpp'

    A ``.txt`` file with reStructuredText titles is reStructuredText: Sphinx projects name
    their sources so (Django's 2,000 pages of docs were one whole-file chunk each, a question
    about `select_for_update` read from line 1 of 4,225).

    >>> content_language("docs/ref/q.txt", b"QuerySet API\\n============\\n\\nFields\\n------\\n", "text")
    'rst'

    One with Markdown's headings and fences is Markdown, as is an `llms.txt` with a heading
    (llmstxt.org's format): kotlin-result's `llms-full.txt` was read as reStructuredText, a
    fence's closing `}` over its ``` a title, and 15 of its 16 sections were named "}".

    >>> content_language("llms-full.txt", b"# R\\n\\n## Use\\n\\n```kotlin\\nfun f() {\\n}\\n```\\n", "text")
    'markdown'

    A Vim help file (a plugin's `doc/*.txt`) is read at its tagged headings: gitsigns.nvim's
    1,545-line `doc/gitsigns.txt` was one chunk summarised by its title line.

    >>> content_language("doc/x.txt", b"*x.txt*  Does X\\n\\nINTRO  *x-intro*\\n", "text")
    'vimhelp'

    One with RDoc headings is RDoc: Ruby projects write release notes so (roda's 144
    `doc/release_notes/*.txt`, each one chunk whose summary was its heading, "= New Features").

    >>> content_language("doc/release_notes/3.1.0.txt", b"= New Features\\n\\n* r.halt\\n", "text")
    'rdoc'

    A ``.tl`` file with Lua's blocks is Teal (Lua with types), read with the Lua grammar,
    which keeps its functions (luarocks' 111 `.tl` modules were one whole-file chunk each, up
    to 810 lines); Telegram's TL schemas share the extension and stay text.

    >>> content_language("src/cmd.tl", b"local record cmd\\nend\\nfunction cmd.run(a: string)\\nend\\n", "text")
    'lua'

    A ``.ts`` file in XML is a Qt Linguist catalogue, not TypeScript: every Qt application
    keeps its translations so (flameshot's 48, 3,000 lines each), whose TypeScript parse, all
    errors, took half a second a file, most of the time its index took.

    >>> content_language("data/translations/app_de.ts", b'<?xml version="1.0"?>\\n<!DOCTYPE TS>', "typescript")
    'xml'
    """
    if lang == "typescript" and _XML_START.match(data):
        return "xml"
    if lang == "text" and path.endswith(".tl"):
        return "lua" if _TEAL_BLOCK.search(data) and _LUA_END.search(data) else lang
    if lang == "text":
        if snapshot_file(path):
            return lang   # Catch2's approved console output: its `----` rules titled no sections
        if path.endswith(".txt") and _vim_help(data):
            return "vimhelp"   # before reStructuredText: a title over its `====` rule reads as one
        if path.endswith(".txt") and _markdown(path, data):
            return "markdown"   # before reStructuredText: a fence's `}` over its ``` reads as a title
        if path.endswith(".txt") and _rst_titles(data):
            return "rst"
        script = script_language(path, data[:256])
        if script is None and (path.endswith(".txt") or not os.path.splitext(
                os.path.basename(path))[1]) and _rdoc_headings(data):
            return "rdoc"   # roda's CHANGELOG too: `=== master`, `=== 3.104.0 (2026-…)`
        return script or lang
    if lang == "c" and (path.endswith(".h") or ".h." in os.path.basename(path)):
        if _OBJC_HEADER.search(data):
            return "objc"
        if _CPP_HEADER.search(data):
            return "cpp"
    return lang


# An XML document's start: its declaration, or a Linguist catalogue's doctype or root (no
# TypeScript file opens with `<`, but for a type assertion, `<T>x`).
_XML_START = lazy(rb"(?:\xef\xbb\xbf)?\s*(?:<\?xml\b|<!DOCTYPE TS>|<TS\b)")
# A Teal declaration opening a block (`local record cmd`, `function cmd.run(`), and the line
# ending one: a TL schema (`boolTrue = Bool;`) has neither.
_TEAL_BLOCK = lazy(rb"^[ \t]*(?:global[ \t]+|local[ \t]+)?(?:function|record|interface|enum)"
                   rb"[ \t]+[A-Za-z_][\w.:]*", re.M)
_LUA_END = lazy(rb"^[ \t]*end\b", re.M)
# A reStructuredText title and its underline: one punctuation character repeated at least as
# long as the title (docutils' rule); an overline above the title changes nothing here. The
# title holds a letter or digit: a line of marks alone is none (a Markdown fence's `}` over
# its closing ```).
_RST_TITLE = lazy(rb"^(?=[^\n]*\w)([^\s\n][^\n]{0,200}?)[ \t]*\r?\n(([!-/:-@\[-`{-~])\3{2,})[ \t]*\r?$",
                  re.M)
# Titles a text file needs to be read as reStructuredText: one underlined line may be a
# banner; two are a document's sections.
_RST_MIN_TITLES = 2


# Markdown's own marks at the margin: an ATX heading (`## Usage`) and a code fence's line. A
# `.txt` needs a heading and a fenced block (two fence lines) to be read as Markdown: a
# requirements file's or robots.txt's `# comment` lines have no fence, shouldly's
# `*.approved.txt` fences and no heading. An llms.txt (`llms-full.txt`, `llms-ctx.txt`) is
# Markdown by its format's definition, a heading enough.
_MD_HEADING = lazy(rb"^#{1,6}[ \t]+\S", re.M)
_MD_FENCE = lazy(rb"^(?:`{3,}|~{3,})", re.M)
_LLMS_TXT = lazy(r"llms(?:-[\w-]+)?\.txt")


def _markdown(path: str, data: bytes) -> bool:
    """Whether the ``.txt`` file ``data`` (the first 64 KB of it) is written in Markdown."""
    if not _MD_HEADING.search(data, 0, 65536):
        return False
    if _LLMS_TXT.fullmatch(os.path.basename(path)):
        return True
    return sum(1 for _ in zip(range(2), _MD_FENCE.finditer(data, 0, 65536))) == 2


# How Vim help announces itself: its first line tags the file (`*gitsigns.txt* Gitsigns`), or
# a modeline near its end sets its filetype (`vim:tw=78:ts=8:ft=help:norl:`).
_VIM_HELP_TITLE = lazy(rb"\*[^*\s|]+\.txt\*(?:[ \t]|\r?$)", re.M)
_VIM_HELP_MODELINE = lazy(rb"\bvim?:[^\n]*?\b(?:ft|filetype)=help\b")


def _vim_help(data: bytes) -> bool:
    """Whether ``data`` is a Vim help file: tagged as one on its first line, or by its modeline
    in its last 500 bytes."""
    return _VIM_HELP_TITLE.match(data) is not None \
        or _VIM_HELP_MODELINE.search(data, max(0, len(data) - 500)) is not None


def _rst_titles(data: bytes) -> bool:
    """Whether ``data`` (the first 64 KB of it) has reStructuredText section titles."""
    titles = 0
    for m in _RST_TITLE.finditer(data, 0, 65536):
        if len(m.group(2)) >= len(m.group(1)):
            titles += 1
            if titles >= _RST_MIN_TITLES:
                return True
    return False


# An RDoc heading: up to six `=` at the margin, a space, then a word (not a rule, `====`, nor a
# banner spaced from it, zt-exec's NOTICE.txt `====  The following is …`), opening the text or
# under a blank line: a wrapped line of text or SQL opening on `= ` continues the line above
# (JSqlParser's simple_parsing.txt, `… AND PV_CU.objid` / `= CU.salutation2pv AND …`, was read
# as RDoc, its statements cut into 11 sections named by their continuations).
_RDOC_HEADING = lazy(rb"(?:\A|(?<=\n)[ \t]*\r?\n)={1,6} [A-Za-z0-9]")
# A text file is RDoc when it opens with a heading or has two (one heading further down may
# be a line of something else).
_RDOC_MIN_HEADINGS = 2


def _rdoc_headings(data: bytes) -> bool:
    """Whether ``data`` (the first 64 KB of it) is RDoc by its headings."""
    if _RDOC_HEADING.match(data[:65536].lstrip()):
        return True
    return sum(1 for _ in zip(range(_RDOC_MIN_HEADINGS),
                              _RDOC_HEADING.finditer(data, 0, 65536))) >= _RDOC_MIN_HEADINGS


def unread_languages(path: str) -> set[str]:
    """The languages a file may be indexed under, judged by its name alone (a file the index
    left out, never read): its extension's, and those ``content_language`` may find instead.

    >>> sorted(unread_languages("fmt/base.h")), unread_languages("logo.ai")
    (['c', 'cpp', 'objc'], {'text'})
    """
    lang = language_of(path)
    if lang == "c" and (path.endswith(".h") or ".h." in os.path.basename(path)):
        return {lang, "cpp", "objc"}
    if lang == "text" and path.endswith(".txt"):
        # its titles, headings or tags may make it one
        return {lang, "markdown", "rst", "rdoc", "vimhelp"}
    if lang == "text" and path.endswith(".tl"):
        return {lang, "lua"}   # Teal, by its content
    if lang == "text" and not os.path.splitext(os.path.basename(path))[1]:
        # A `#!` line may name one (bin/deploy); headings may make it RDoc (a CHANGELOG).
        return {lang, "rdoc", *INTERPRETERS.values()}
    return {lang}


# A shell script with no `#!` line names its shell otherwise: zsh's completion functions open
# on `#compdef x` or `#autoload` (task's `completion/zsh/_task`, read as text, was summarised
# by its first line of code, "typeset -A opt_args"), and ShellCheck's `shell=` directive says
# which shell a sourced file is written for (eza's `completions/bash/eza`). zsh is read with
# the bash grammar, as a `.zsh` file is.
_SHELL_HEADER = lazy(rb"\A(?:#(?:compdef|autoload)\b|(?:[ \t]*(?:#[^\n]*)?\r?\n)*?"
                     rb"[ \t]*#[ \t]*shellcheck[ \t]+(?:[\w-]+=\S*[ \t]+)*shell=(?:ba|k|da|z)?sh\b)")


def script_language(path: str, head: bytes) -> str | None:
    """The language a text file names on its ``#!`` line, if one we know, or, without an
    extension, by a shell's own header (``_SHELL_HEADER``).

    >>> script_language("bin/deploy", b"#!/usr/bin/env -S python3 -u")
    'python'
    >>> script_language("completions/bash/eza", b"# shellcheck shell=bash\\n_eza() {")
    'bash'

    An extension no language claims does not hide it: Debian's maintainer scripts
    (`miniflux.postinst`, `.prerm`), a CGI script, a SysV script (`memcached.sysv`), a git hook
    (`commit-msg.hook`), Django's `manage.py-tpl` were whole-file chunks summarised by their
    first command ("set -e"). A ``.txt`` file stays text: a test's input (java-diff-utils'
    mocks of a shell script).

    >>> script_language("debian/miniflux.postinst", b"#!/bin/sh\\nset -e\\n")
    'bash'
    """
    ext = os.path.splitext(os.path.basename(path))[1]
    if not head.startswith(b"#!"):
        return "bash" if not ext and _SHELL_HEADER.match(head) else None
    if ext.lower() == ".txt":
        return None
    words = head[2:].split(b"\n", 1)[0].decode("latin-1").split()
    if words and os.path.basename(words[0]) == "env":
        words = [w for w in words[1:] if not w.startswith("-") and "=" not in w]
    if not words:
        return None
    return INTERPRETERS.get(os.path.basename(words[0]).rstrip("0123456789."))


# Languages whose files a text names by their extension: code and prose, not data formats
# (`res.json`, `res.html` and `doc.xml` are member accesses as often as files).
CODE_LANGUAGES: frozenset[str] = GRAMMAR_LANGUAGES | {
    "groovy", "nim", "erlang", "clojure", "perl", "ocaml", "r", "crystal"}
PROSE_LANGUAGES: frozenset[str] = frozenset({"markdown", "rst", "rdoc", "pod", "asciidoc", "odoc"})


# Extensions that are also a method every builder API has: a pasted `Tailer.builder()` (Java,
# Kotlin, Rust) names no Builder view of Ruby's (`feed.rss.builder`), and read as a file name
# it took the words off commons-io's `Tailer.run`, failsafe's and feign's answers.
_CALLED_EXTENSIONS = frozenset({".builder"})


def named_file_extensions(prose: bool = True) -> str:
    """The extensions a pasted text names files by (``py|pyi|…``), as a regex alternation;
    code files' only without ``prose`` (a compiler's ``path:line`` is in code).

    >>> "tf" in named_file_extensions().split("|"), "json" in named_file_extensions().split("|")
    (True, False)
    """
    named = CODE_LANGUAGES | (PROSE_LANGUAGES if prose else frozenset())
    # Escaped: `c++` and `h++` (Cap'n Proto's, workerd's) are no regex, and unescaped their
    # `++` made every `.c++` location and path unreadable.
    return "|".join(sorted(re.escape(e[1:]) for e, lang in EXTENSIONS.items()
                           if lang in named and e not in _CALLED_EXTENSIONS))


def names_file(text: str) -> bool:
    """Whether a name typed in a query is a file's (`ArrayJsonAdapter.java`), not a
    declaration's (`Tailer.builder`, a call whose last part an extension also is).

    >>> names_file("ArrayJsonAdapter.java"), names_file("Tailer.builder"), names_file("Client.send")
    (True, False, False)
    """
    return language_of(text) != "text" \
        and os.path.splitext(text)[1].lower() not in _CALLED_EXTENSIONS


def known_languages() -> list[str]:
    """Every language name the ``lang`` filter accepts."""
    return sorted(set(EXTENSIONS.values()) | set(FILENAMES.values()) | {"text", "vimhelp"})
