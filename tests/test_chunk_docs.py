"""What a declaration's or section's doc and name become, from real grammars: deprecation
notes written over lines, license headers that are no doc (Markdown's in
test_chunk_markdown*.py)."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.model import Chunk


def _named(chunks: list[Chunk], name: str) -> Chunk:
    return next(c for c in chunks if c.name == name)


def test_rust_deprecation_note_continued_over_lines_is_the_doc() -> None:
    # indexmap's eight `remove`/`take` read "Deprecated." alone: the note's string goes on
    # with a `\` continuation, and its first line names the method in backticks, which was
    # taken for the header's name outside any string.
    rs = ('pub struct Map;\n\nimpl Map {\n'
          '    /// Remove the entry.\n'
          '    #[deprecated(note = "`remove` disrupts the map order -- \\\n'
          '        use `swap_remove` or `shift_remove` for explicit behavior.")]\n'
          '    pub fn remove(&mut self) {}\n'
          '}\n')
    doc = _named(chunk_file("src/map.rs", rs, "rust"), "remove").doc
    assert doc == ("Deprecated: `remove` disrupts the map order -- use `swap_remove` or "
                   "`shift_remove` for explicit behavior. Remove the entry.")


def test_kotlin_deprecation_message_on_two_lines_reads_as_one() -> None:
    kt = ('class A {\n'
          '  @Deprecated("moved to\n'
          '    the url property")\n'
          '  fun url(): String = ""\n'
          '}\n')
    assert _named(chunk_file("A.kt", kt, "kotlin"), "url").doc == \
        "Deprecated: moved to the url property."


def test_a_deprecation_message_saying_deprecated_says_it_once() -> None:
    # GuardClauses' `[Obsolete("Deprecated: Switch to Expression …")]` read "Deprecated:
    # Deprecated: Switch to …", commons-lang's `@deprecated Deprecated without replacement.`
    # "Deprecated: Deprecated without replacement.".
    cs = ('static class G {\n'
          '    /// <summary>Throws if false.</summary>\n'
          '    [Obsolete("Deprecated: Switch to Expression for validation.")]\n'
          '    public static T AgainstExpression<T>(T input) => input;\n'
          '}\n')
    assert _named(chunk_file("G.cs", cs, "csharp"), "AgainstExpression").doc == \
        "Deprecated: Switch to Expression for validation. Throws if false."
    java = ('class P {\n'
            '    /**\n'
            '     * The AWT toolkit property.\n'
            '     *\n'
            '     * @deprecated Deprecated without replacement.\n'
            '     */\n'
            '    @Deprecated\n'
            '    public static final String AWT = "awt";\n'
            '}\n')
    assert _named(chunk_file("P.java", java, "java"), "AWT").doc.startswith(
        "Deprecated: without replacement. The AWT toolkit property.")


def test_an_elixir_deprecated_attribute_s_message_is_read() -> None:
    # Elixir writes the attribute's message with no parentheses: phoenix_live_view's
    # `@deprecated "Use push_navigate/2 instead"` over `def push_redirect` read "Deprecated.".
    ex = ('defmodule Phoenix.LiveView do\n'
          '  @doc false\n'
          '  @deprecated "Use push_navigate/2 instead"\n'
          '  def push_redirect(socket, opts) do\n'
          '    socket\n'
          '  end\n'
          'end\n')
    assert _named(chunk_file("lib/live.ex", ex, "elixir"), "push_redirect").doc == \
        "Deprecated: Use push_navigate/2 instead."


def test_a_kotlin_secondary_constructor_s_deprecation_message_is_its_doc() -> None:
    # jackson-module-kotlin's `constructor()` read "Deprecated.": its header never spells the
    # class's name, which the message did, and was cut there; okio's, whose message names no
    # class, had no note at all.
    kt = ('class KotlinModule private constructor(val size: Int) {\n'
          '    @Deprecated(\n'
          '        level = DeprecationLevel.HIDDEN,\n'
          '        message = "If you have no choice but to initialize KotlinModule from reflection."\n'
          '    )\n'
          '    constructor() : this(512)\n'
          '\n'
          '    // Avoid the old clock.\n'
          '    @Deprecated("Use the constructor that accepts a kotlin.time.Clock")\n'
          '    constructor(clock: Clock) : this(\n'
          '        1,\n'
          '    )\n'
          '}\n')
    ctors = [c for c in chunk_file("KotlinModule.kt", kt, "kotlin") if c.kind == "constructor"]
    assert [(c.start, c.doc) for c in ctors] == [
        (2, "Deprecated: If you have no choice but to initialize KotlinModule from reflection."),
        (9, "Deprecated: Use the constructor that accepts a kotlin.time.Clock. "
            "Avoid the old clock.")]


_PACKAGE_HEADER = ("/**\n * This file is part of the Carbon package.\n *\n"
                   " * (c) Brian Nesbitt <brian@nesbot.com>\n *\n"
                   " * For the full copyright and license information, please view the LICENSE\n"
                   " * file that was distributed with this source code.\n */\n")


def test_php_package_license_header_is_no_doc_nor_summary() -> None:
    # Carbon's (and Symfony's, PHPUnit's, Monolog's) header has no year and no "Copyright
    # (c)": its 94 namespaces took it for their doc, its 824 locale files for their summary.
    php = f"<?php\n\n{_PACKAGE_HEADER}\nnamespace Carbon\\Exceptions;\n\nclass Bad {{}}\n"
    chunks = chunk_file("src/Bad.php", php, "php")
    assert _named(chunks, "Carbon.Exceptions").doc == ""
    assert _named(chunks, "Bad").doc == ""
    locale = f"<?php\n\n{_PACKAGE_HEADER}\nreturn require __DIR__.'/fr.php';\n"
    [whole] = chunk_file("src/Lang/fr_CH.php", locale, "php")
    assert (whole.kind, whole.doc) == ("file", "")   # nor its code (test_a_code_line_is_no_summary)


def test_a_header_with_a_copyright_tag_is_no_doc() -> None:
    # Mockery's header names the project, then `@copyright` and `@license` tags with links
    # and no year: its 88 namespaces read "Mockery (https://docs.mockery.io/)".
    php = ("<?php\n\n/**\n * Mockery (https://docs.mockery.io/)\n *\n"
           " * @copyright https://github.com/mockery/mockery/blob/HEAD/COPYRIGHT.md\n"
           " * @license   https://github.com/mockery/mockery/blob/HEAD/LICENSE BSD 3-Clause License\n"
           " */\n\nnamespace Mockery;\n\nclass Mock {}\n")
    assert _named(chunk_file("library/Mockery/Mock.php", php, "php"), "Mockery").doc == ""
    js = "/**\n * Tiny router.\n * @copyright Jane Doe\n */\nfunction route() {}\n"
    assert _named(chunk_file("route.js", js, "javascript"), "route").doc == ""
    # A doc citing the license of code it borrows stays (psr7's `Rfc7230.HEADER_REGEX`), as
    # does one speaking of the tag.
    cited = ("<?php\nclass R {\n    /**\n     * Header regex (based on amphp/http).\n     *\n"
             "     * @license https://github.com/amphp/http/blob/v1.0.1/LICENSE\n     */\n"
             "    public const HEADER = 'x';\n}\n")
    assert _named(chunk_file("R.php", cited, "php"), "HEADER").doc.startswith("Header regex")
    kept = "/**\n * Checks the @copyright field of a package.\n */\nfunction check() {}\n"
    assert _named(chunk_file("check.js", kept, "javascript"), "check").doc == \
        "Checks the @copyright field of a package."


def test_a_crate_docs_badge_row_and_its_link_targets_are_no_doc() -> None:
    # askama's and dtolnay's crates copy their README's badges into lib.rs: the crate read
    # "[![Crates.io](https://img.shields.io/…", and anyhow's 400 characters held its badges
    # and their link targets alone.
    inline = ('//! [![Crates.io](https://img.shields.io/crates/v/askama?logo=rust "Crates.io")]'
              '(https://crates.io/crates/askama) [![Book](https://img.shields.io/b)](https://askama.rs/)\n'
              "//!\n//! Askama implements a type-safe compiler for Jinja-like templates.\n\n"
              "pub mod filters;\n")
    assert chunk_file("src/lib.rs", inline, "rust")[0].doc == \
        "Askama implements a type-safe compiler for Jinja-like templates."
    by_reference = ("//! [![github]](https://github.com/dtolnay/anyhow)&ensp;[![crates-io]]"
                    "(https://crates.io/crates/anyhow)\n//!\n"
                    "//! [github]: https://img.shields.io/badge/github-8da0cb?style=for-the-badge\n"
                    "//! [crates-io]: https://img.shields.io/badge/crates.io-fc8d62?style=for-the-badge\n"
                    "//!\n//! This library provides [`anyhow::Error`][Error].\n//!\n"
                    "//! [Error]: crate::Error\n\npub mod error;\n")
    assert chunk_file("src/lib.rs", by_reference, "rust")[0].doc == \
        "This library provides [`anyhow::Error`][Error]."
    # Without a badge row a doc's link definitions stay; an image among words stays too.
    kept = ("/// Draws the [logo] ![logo](logo.png) here.\n///\n/// [logo]: crate::Logo\n"
            "fn draw() {}\n")
    assert _named(chunk_file("src/draw.rs", kept, "rust"), "draw").doc == \
        "Draws the [logo] ![logo](logo.png) here.\n[logo]: crate::Logo"


def test_a_doc_that_speaks_of_a_file_part_stays() -> None:
    # The header's first words alone are no license: a doc may say them.
    php = ("<?php\n\n/**\n * This file is part of the public API: it parses dates.\n */\n"
           "function parse() {}\n")
    assert _named(chunk_file("a.php", php, "php"), "parse").doc == \
        "This file is part of the public API: it parses dates."


def test_go_test_command_above_a_test_is_no_doc() -> None:
    # fiber's 685 tests and benchmarks had the command that runs them for their doc.
    go = ("package fiber\n\nimport \"testing\"\n\n"
          "// go test -run Test_Recover\n"
          "func Test_Recover(t *testing.T) {}\n\n"
          "// go test -v -run=^$ -bench=Benchmark_App -benchmem -count=4\n"
          "func Benchmark_App(b *testing.B) {}\n\n"
          "// go test -run Test_Redirect\n"
          "// Regression: https://github.com/gofiber/fiber/issues/1395\n"
          "func Test_Redirect(t *testing.T) {}\n\n"
          "// Test_Go checks that go test runs.\n"
          "func Test_Go(t *testing.T) {}\n")
    chunks = chunk_file("app_test.go", go, "go")
    assert [(c.name, c.doc) for c in chunks] == [
        ("Test_Recover", ""), ("Benchmark_App", ""),
        ("Test_Redirect", "Regression: https://github.com/gofiber/fiber/issues/1395"),
        ("Test_Go", "Test_Go checks that go test runs.")]


def test_a_formatter_switch_is_no_doc() -> None:
    # pyparsing's `__doc__ = """…` and a parametrized matplotlib test had "fmt: off" for doc.
    py = ('# fmt: off\n__doc__ = """\npyparsing - parsing grammars\n"""\n\n'
          "# fmt: off\n@pytest.mark.parametrize('m', [1])\ndef test_mathtext(m):\n    pass\n\n"
          "# yapf: disable\n# Builds the table.\ndef table():\n    pass\n\n"
          "# Uses fmt: the formatting module.\ndef show():\n    pass\n")
    chunks = chunk_file("pyparsing/__init__.py", py, "python")
    assert [(c.name, c.doc) for c in chunks] == [
        ("__doc__", ""), ("test_mathtext", ""), ("table", "Builds the table."),
        ("show", "Uses fmt: the formatting module.")]


def test_a_docs_snippet_marker_is_no_doc() -> None:
    # fx's examples mark what its docs site quotes (`// --8<-- [start:constructor]`), as
    # disruptor's do for Asciidoctor (`// tag::example[]`) and Google's samples do (`// [START
    # x]`): "NewHTTPClient builds a new HTTP client. --8<-- [start:constructor]", and `main`
    # read "--8<-- [start:provide-server-1]". Such words in a sentence stay.
    go = ("package main\n\n"
          "// NewClient builds a new HTTP client.\n// --8<-- [start:constructor]\n"
          "func NewClient() {}\n\n"
          "// --8<-- [start:main]\nfunc main() {}\n\n"
          "// [START upload]\n// Upload sends a file.\nfunc Upload() {}\n\n"
          "// Tags like tag::x[] name a snippet.\nfunc Tag() {}\n")
    chunks = chunk_file("main.go", go, "go")
    assert [(c.name, c.doc) for c in chunks] == [
        ("NewClient", "NewClient builds a new HTTP client."), ("main", ""),
        ("Upload", "Upload sends a file."), ("Tag", "Tags like tag::x[] name a snippet.")]
    java = "// tag::example[]\npublic class LongEvent {\n    // end::example[]\n}\n"
    assert [c.doc for c in chunk_file("LongEvent.java", java, "java")] == [""]


def test_eclipse_non_javadoc_stub_is_no_doc() -> None:
    # mockito's `ReturnsEmptyValues.answer` read "(non-Javadoc)": Eclipse's stub over an
    # override points at the overridden method's doc and says nothing itself. A doc that goes
    # on past its `@see` stays.
    java = ("public class ReturnsEmptyValues implements Answer<Object> {\n"
            "    /* (non-Javadoc)\n"
            "     * @see org.mockito.stubbing.Answer#answer(org.mockito.invocation.InvocationOnMock)\n"
            "     */\n"
            "    public Object answer(InvocationOnMock invocation) { return null; }\n\n"
            "    /*\n     * (non-Javadoc)\n     *\n     * @see MockingProgress#reset()\n     */\n"
            "    public void reset() {}\n\n"
            "    /* (non-Javadoc) Resets the stubbing in progress. */\n"
            "    public void clear() {}\n"
            "}\n")
    chunks = chunk_file("ReturnsEmptyValues.java", java, "java")
    assert [(c.name, c.doc) for c in chunks if c.kind == "method"] == [
        ("answer", ""), ("reset", ""), ("clear", "(non-Javadoc) Resets the stubbing in progress.")]


def test_a_number_alone_on_a_doc_line_goes_on_the_line_above() -> None:
    # google/uuid's `UUID` read "… as defined in RFC": its last line, "9562.", holds no
    # letter and was dropped as a rule would be; a rule of dashes still says nothing.
    go = ("package uuid\n\n"
          "// A UUID is a 128 bit (16 byte) Universal Unique IDentifier as defined in RFC\n"
          "// 9562.\ntype UUID [16]byte\n\n"
          "// ----------\nfunc helper() {}\n")
    chunks = chunk_file("uuid.go", go, "go")
    assert [(c.name, c.doc) for c in chunks] == [
        ("UUID", "A UUID is a 128 bit (16 byte) Universal Unique IDentifier as defined in RFC"
                 " 9562."),
        ("helper", "")]


def test_a_deprecation_message_joined_by_plus_is_read_whole() -> None:
    # kotlinx-datetime's `TimeZone.serializer` read "Deprecated: Serializing TimeZone is
    # discouraged,.": the message's later pieces, joined by `+`, were lost.
    kt = ("package kotlinx.datetime\n\nclass TimeZone {\n"
          "    @Deprecated(\n"
          "        \"Serializing TimeZone is discouraged, \" +\n"
          "                \"as deserialization can fail. \" +\n"
          "                \"Please serialize the string id instead.\",\n"
          "        level = DeprecationLevel.WARNING,\n"
          "    )\n"
          "    fun serializer(): String = \"\"\n\n"
          "    @Deprecated(\"Use id\", ReplaceWith(\"id\"))\n"
          "    fun name(): String = \"\"\n}\n")
    chunks = chunk_file("TimeZone.kt", kt, "kotlin")
    assert _named(chunks, "serializer").doc == (
        "Deprecated: Serializing TimeZone is discouraged, as deserialization can fail."
        " Please serialize the string id instead.")
    assert _named(chunks, "name").doc == "Deprecated: Use id."


def test_a_c_deprecation_macro_opens_the_doc() -> None:
    # c-ares's `CARES_EXTERN CARES_DEPRECATED_FOR(ares_init_options) int ares_init(…)` (27
    # prototypes in ares.h) and sqlite's `SQLITE_API SQLITE_DEPRECATED int sqlite3_expired(…)`
    # read as live: a library's macro wrapping a compiler's deprecation attribute says what
    # `[[deprecated("…")]]` says. A switch leaving deprecated code out (`SQLITE_OMIT_DEPRECATED`)
    # and the macro's own `#define` do not.
    c = ("#define CARES_DEPRECATED_FOR(f) __attribute__((deprecated(\"Use \" #f)))\n\n"
         "/* Initialise a channel. */\n"
         "CARES_EXTERN CARES_DEPRECATED_FOR(ares_init_options) int ares_init(\n"
         "  ares_channel_t **channelptr);\n\n"
         "SQLITE_API SQLITE_DEPRECATED int sqlite3_expired(sqlite3_stmt*);\n\n"
         "FMT_DEPRECATED(\"use format\") int old_format(int x);\n\n"
         "#ifndef SQLITE_OMIT_DEPRECATED\nint sqlite3_live(void);\n#endif\n")
    chunks = chunk_file("ares.h", c, "cpp")
    assert [_named(chunks, n).doc for n in ("CARES_DEPRECATED_FOR", "ares_init", "sqlite3_expired",
                                            "old_format", "sqlite3_live")] \
        == ["", "Deprecated: use `ares_init_options`. Initialise a channel.", "Deprecated.",
            "Deprecated: use format.", ""]


def test_a_c_deprecation_macro_on_its_own_lines_opens_the_doc() -> None:
    # googletest's `GTEST_INTERNAL_DEPRECATED(` / `"… is deprecated, please use "` / `"…")` over
    # `constexpr bool InstantiateTestCase_P_IsDeprecated() {`, and c-ares's `CARES_EXTERN` /
    # `CARES_DEPRECATED_FOR(ares_get_servers_csv)` over `int ares_get_servers_ports(`: the
    # macro on its own lines deprecates the declaration as it does on its line, and the comment
    # above it is the declaration's doc. A pragma macro over a class stays no part of it.
    cpp = ("// Utility functions to be called with static_assert to induce deprecation\n"
           "// warnings.\nGTEST_INTERNAL_DEPRECATED(\n"
           "    \"INSTANTIATE_TEST_CASE_P is deprecated, please use \"\n"
           "    \"INSTANTIATE_TEST_SUITE_P\")\n"
           "constexpr bool InstantiateTestCase_P_IsDeprecated() { return true; }\n\n"
           "CARES_EXTERN\nCARES_DEPRECATED_FOR(ares_get_servers_csv)\n"
           "int ares_get_servers_ports(const ares_channel_t *channel);\n\n"
           "// Suppresses a warning.\nFMT_PRAGMA_CLANG(diagnostic push)\nclass Widget {};\n")
    chunks = chunk_file("gtest-internal.h", cpp, "cpp")
    first = _named(chunks, "InstantiateTestCase_P_IsDeprecated")
    assert (first.start, first.doc) == (3, "Deprecated: INSTANTIATE_TEST_CASE_P is deprecated, "
                                           "please use INSTANTIATE_TEST_SUITE_P. Utility functions "
                                           "to be called with static_assert to induce deprecation "
                                           "warnings.")
    ports = _named(chunks, "ares_get_servers_ports")
    assert (ports.start, ports.doc) == (8, "Deprecated: use `ares_get_servers_csv`.")
    widget = _named(chunks, "Widget")
    assert (widget.start, widget.doc) == (14, "")


def test_kdoc_suppress_is_no_doc() -> None:
    # kotlinx-datetime: `/** @suppress */` (out of the docs) was the whole doc of six members
    # and the tail of 28 deprecation notes ("Deprecated: Use the 'day' property instead.
    # @suppress").
    kt = ("package kotlinx.datetime\n\nclass MonthNames {\n"
          "    /** @suppress */\n    override fun toString(): String = \"\"\n\n"
          "    /**\n     * @suppress\n     */\n"
          "    @Deprecated(\"Use the 'day' property instead.\")\n    val dayOfMonth: Int = 0\n\n"
          "    /** Suppresses nothing. */\n    fun quiet() {}\n}\n")
    chunks = chunk_file("MonthNames.kt", kt, "kotlin")
    assert [(c.name, c.doc) for c in chunks[1:]] == [
        ("toString", ""), ("dayOfMonth", "Deprecated: Use the 'day' property instead."),
        ("quiet", "Suppresses nothing.")]


def test_a_property_built_by_a_call_has_its_getters_doc_or_its_own() -> None:
    # tablib's `Dataset.headers` had no doc: its text is on the getter `property()` is given,
    # which is where Python's `help()` reads it too.
    py = ('class Dataset:\n'
          '    def _get_headers(self):\n'
          '        """An *optional* list of strings to be used for header rows."""\n'
          '        return self._headers\n\n'
          '    def _set_headers(self, collection):\n'
          '        """Validating headers setter."""\n'
          '        self._headers = collection\n\n'
          '    headers = property(_get_headers, _set_headers)\n'
          '    ignore = property(lambda self: self._ignore, doc="""Error processing mode.\n\n'
          '        If set, failing conversions return None.""")\n'
          '    width = property(len)\n')
    chunks = chunk_file("core.py", py, "python")
    assert _named(chunks, "headers").kind == "property"
    assert _named(chunks, "headers").doc == "An *optional* list of strings to be used for header rows."
    assert _named(chunks, "ignore").doc.startswith("Error processing mode.")
    assert _named(chunks, "width").doc == ""    # a getter the class does not define says nothing


def test_a_class_level_alias_of_a_method_is_a_method_with_its_docstring() -> None:
    # parsel's `SelectorList.extract = getall` was a property with no doc: it is the method
    # under a second name (Python's `help()` shows getall's docstring for it), as Ruby's
    # `alias_method` is a method signed by its line. An alias of a property's accessor, or of
    # a name the class does not define, stays a property.
    py = ('class SelectorList(list):\n'
          '    def getall(self):\n        """Call getall() on each element."""\n'
          '        return [x.get() for x in self]\n\n'
          '    extract = getall\n\n'
          '    def __str__(self):\n        return "x"\n    __repr__ = __str__\n\n'
          '    @property\n    def text(self):\n        return ""\n    body = text\n'
          '    close = release\n    # Backwards compatibility for parsel 1.0\n    extract_all = getall\n')
    chunks = chunk_file("selector.py", py, "python")
    assert [(c.kind, c.name, c.start, c.signature, c.doc) for c in chunks
            if c.name in ("extract", "__repr__", "body", "close", "extract_all")] == [
        ("method", "extract", 6, "extract = getall", "Call getall() on each element."),
        ("method", "__repr__", 10, "__repr__ = __str__", ""),
        ("property", "body", 15, "body = text", ""),
        ("property", "close", 16, "close = release", ""),
        # A comment of its own is its doc (urllib3's `getheaders = getlist`).
        ("method", "extract_all", 18, "extract_all = getall", "Backwards compatibility for parsel 1.0")]


def _file_docs(path: str, text: str, lang: str) -> list[tuple[int, int, str]]:
    return [(c.start, c.end, c.doc) for c in chunk_file(path, text, lang) if c.kind == "file"]


def test_a_python_module_docstring_is_a_chunk_beside_the_declarations() -> None:
    # requests' adapters.py opens with what the module is for, outside every declaration: its
    # words were in no chunk, and its file, leading on them, was shown by `_check_cryptography`.
    py = ('#!/usr/bin/env python\n"""\nrequests.adapters\n~~~~~~~~~~~~~~~~~\n\n'
          'This module contains the transport adapters.\n"""\nimport os\n\n\n'
          'def send(request):\n    """Send it."""\n')
    assert _file_docs("requests/adapters.py", py, "python") == [
        (2, 7, "This module contains the transport adapters.")]
    assert [c.kind for c in chunk_file("requests/adapters.py", py, "python")] == ["file", "function"]
    # A title that says more than the module's name is a paragraph of its own.
    titled = '"""Requests HTTP Library\n=====================\nRequests is a library."""\n\nX = 1\n'
    assert _file_docs("requests/__init__.py", titled, "python") == [
        (1, 3, "Requests HTTP Library\nRequests is a library.")]
    # A docstring that is a license says nothing of the file; a file of one function has none.
    license = '"""Copyright 2020 ACME. Licensed under the MIT license."""\n\ndef f():\n    pass\n'
    assert _file_docs("m.py", license, "python") == []
    assert _file_docs("m.py", 'def f():\n    """F."""\n', "python") == []


def test_rust_inner_docs_and_go_package_comments_are_the_file_doc() -> None:
    rs = ('// Copyright 2020 The Authors.\n// Licensed under MIT.\n\n'
          '//! A simple logger configured by environment variables.\n//!\n//! More.\n'
          '#![deny(missing_docs)]\n\n/// A logger.\npub struct Logger;\n')
    assert _file_docs("src/lib.rs", rs, "rust") == [
        (4, 6, "A simple logger configured by environment variables.\nMore.")]
    assert _file_docs("src/lib.rs", "/// A logger.\npub struct Logger;\n", "rust") == []
    go = ('// Copyright 2012 The Authors. All rights reserved.\n\n'
          '// Package mux implements a request router.\npackage mux\n\nfunc New() {}\n')
    assert _file_docs("mux.go", go, "go") == [(3, 3, "Package mux implements a request router.")]
    # A license right above `package` is no package doc.
    bare = '// Copyright 2012 The Authors. All rights reserved.\npackage mux\n\nfunc New() {}\n'
    assert _file_docs("mux.go", bare, "go") == []


def test_a_js_or_ts_comment_tagged_as_the_files_is_the_file_doc() -> None:
    # qa34: hono's 98 files open `/**` / ` * @module` / ` * Basic Auth Middleware for Hono.`
    # over their imports (types.ts: "This module contains some type definitions …"); those
    # words were in no chunk. So are ESLint's `@fileoverview` lines over each rule.
    ts = ("/**\n * @module\n * Basic Auth Middleware for Hono.\n */\n\n"
          "import type { Context } from '../../context'\n\n"
          "export const basicAuth = (c: Context) => c\n")
    assert _file_docs("src/middleware/basic-auth/index.ts", ts, "typescript") == [
        (1, 4, "Basic Auth Middleware for Hono.")]
    js = ("#!/usr/bin/env node\n/**\n * @fileoverview Rule to flag use of console.\n"
          " * @author Nicholas C. Zakas\n */\n\"use strict\";\n\n"
          "module.exports = { create(context) { return {} } };\n")
    docs = _file_docs("lib/rules/no-console.js", js, "javascript")
    assert [(a, b, d.split("\n")[0]) for a, b, d in docs] == [
        (2, 5, "Rule to flag use of console. @author Nicholas C. Zakas")]
    tsdoc = ("/**\n * The widgets of the kit.\n *\n * @packageDocumentation\n */\n\n"
             "export * from './button'\nexport function widget() {}\n")
    assert _file_docs("src/index.ts", tsdoc, "tsx") == [(1, 5, "The widgets of the kit.")]
    # Untagged, or right above a declaration (its doc already), it is no file doc.
    assert _file_docs("a.ts", "/** Helpers. */\n\nexport function f() {}\n", "typescript") == []
    assert _file_docs("a.ts", "/**\n * Helpers.\n * @module\n */\nexport function f() {}\n",
                      "typescript") == []


def test_a_rust_inner_doc_paragraph_over_lines_is_one_line() -> None:
    # mini-redis's lib.rs read "A minimal (i.e. very incomplete) implementation of a Redis
    # server and", its "client." a paragraph of its own: tree-sitter-rust's `//!` comment
    # holds its newline, so joining them with another left a blank line after each.
    rs = ("//! A minimal (i.e. very incomplete) implementation of a Redis server and\n"
          "//! client.\n//!\n//! The purpose of this project is to\n//! be an example.\n"
          "pub const PORT: u16 = 6379;\n")
    assert _file_docs("src/lib.rs", rs, "rust") == [
        (1, 5, "A minimal (i.e. very incomplete) implementation of a Redis server and client.\n"
               "The purpose of this project is to be an example.")]


def test_a_go_file_comment_a_blank_line_above_package_is_the_file_doc() -> None:
    # xxhash's xxhash_unsafe.go says "This file encapsulates usage of unsafe." under its build
    # constraints, a blank line above `package`: its words were in no chunk. Build
    # constraints, a generator's marker and fiber's banner of links say nothing of the file.
    go = ('//go:build !appengine\n// +build !appengine\n\n'
          '// This file encapsulates usage of unsafe.\n// xxhash_safe.go has the safe ones.\n\n'
          'package xxhash\n\nfunc Sum64(b []byte) uint64 { return 0 }\n')
    assert _file_docs("xxhash_unsafe.go", go, "go") == [
        (4, 5, "This file encapsulates usage of unsafe. xxhash_safe.go has the safe ones.")]
    generated = "// Code generated by msgp DO NOT EDIT.\n\npackage fiber\n\nfunc F() {}\n"
    banner = ("// Fiber is an Express inspired web framework\n"
              "// GitHub Repository: https://github.com/gofiber/fiber\n\npackage fiber\n\nfunc F() {}\n")
    assert _file_docs("a_msgp.go", generated, "go") == _file_docs("ctx.go", banner, "go") == []


def test_a_go_generators_marker_right_above_package_is_no_file_doc() -> None:
    # gopsutil's cgo files, `// Created by cgo -godefs - DO NOT EDIT` / `// cgo -godefs
    # types_linux.go`, and goldmark's `// Code generated by _tools; DO NOT EDIT.` right above
    # `package` were the files' docs; under gomock's marker the `Package x` paragraph is.
    cgo = ("//go:build linux && ppc64\n\n// Created by cgo -godefs - DO NOT EDIT\n"
           "// cgo -godefs types_linux.go\n\npackage host\n\nconst sizeofPtr = 0x8\n")
    attached = "// Code generated by _tools; DO NOT EDIT.\npackage util\n\nconst n = 2124\n"
    assert _file_docs("host_linux_ppc64.go", cgo, "go") == _file_docs("a.gen.go", attached, "go") == []
    mock = ("// Code generated by MockGen. DO NOT EDIT.\n// Source: x (interfaces: Job)\n//\n"
            "// Package gocronmocks is a generated GoMock package.\npackage gocronmocks\n\n"
            "type MockJob struct{}\n")
    assert _file_docs("job.go", mock, "go") == [(4, 4, "Package gocronmocks is a generated GoMock package.")]


def test_a_comment_after_code_on_its_line_is_no_doc_of_the_next() -> None:
    # crack's second `def self.parse` read "Ruby < 2.6", the note ending its `else` line; jq's
    # `f_match` read "!HAVE_LIBONIG" from `#else /* !HAVE_LIBONIG */`. A comment alone on the
    # line above stays the doc.
    rb = ("module Crack\n  class JSON\n    if modern\n      # Parse with keywords.\n"
          "      def self.parse(json)\n        1\n      end\n    else # Ruby < 2.6\n"
          "      def self.load(json)\n        2\n      end\n    end\n  end\nend\n")
    chunks = chunk_file("lib/crack/json.rb", rb, "ruby")
    assert (_named(chunks, "parse").doc, _named(chunks, "load").doc) == ("Parse with keywords.", "")
    c = ("#ifdef HAVE_LIBONIG\n/* Match with oniguruma. */\nstatic int f_match(int a) { return a; }\n"
         "#else /* !HAVE_LIBONIG */\nstatic int f_match(int a) { return 0; }\n#endif\n")
    assert [x.doc for x in chunk_file("src/builtin.c", c, "c") if x.name == "f_match"] \
        == ["Match with oniguruma.", ""]


def test_a_title_in_capitals_heading_line_comments_is_no_part_of_the_doc() -> None:
    # SwiftyBeaver's `logFileMaxSize` read "LOGFILE ROTATION ho many bytes …": the title
    # heads the comment lines under it. A title alone, and a work note, stay.
    swift = ("open class FileDestination {\n    // LOGFILE ROTATION\n"
             "    // how many bytes should a logfile have until it is rotated?\n"
             "    public var logFileMaxSize = 5\n\n    // DEFAULT AMOUNT\n"
             "    public var logFileAmount = 1\n\n    // TODO\n    // drop the queue\n"
             "    var queue = 2\n}\n")
    chunks = chunk_file("Sources/FileDestination.swift", swift, "swift")
    assert _named(chunks, "logFileMaxSize").doc \
        == "how many bytes should a logfile have until it is rotated?"
    assert _named(chunks, "logFileAmount").doc == "DEFAULT AMOUNT"
    assert _named(chunks, "queue").doc.startswith("TODO")


def test_a_docstrings_call_form_line_is_no_part_of_the_doc() -> None:
    # parsel's `flatten` read "flatten(sequence) -> list Returns a single, flat list …": the
    # builtin-style form, joined to the description below it, was its opening words.
    py = ('def flatten(x):\n'
          '    """flatten(sequence) -> list\n'
          '    Returns a single, flat list.\n'
          '    """\n\n\n'
          'def find(s):\n'
          '    """S.find(sub[, start[, end]]) -> int\n\n'
          '    Return the lowest index.\n'
          '    """\n\n\n'
          'def once(f):\n'
          '    """f(x) is called (once).\n'
          '    Then g."""\n\n\n'
          'def alone(y):\n'
          '    """alone(y) -> int"""\n')
    chunks = chunk_file("utils.py", py, "python")
    assert _named(chunks, "flatten").doc == "Returns a single, flat list."
    assert _named(chunks, "find").doc == "Return the lowest index."
    assert _named(chunks, "once").doc == "f(x) is called (once). Then g."
    assert _named(chunks, "alone").doc == "alone(y) -> int"   # nothing else to show


def test_a_comment_that_is_one_bracketed_tag_is_no_doc() -> None:
    # jOOR's `CACHED_LOOKUP_CONSTRUCTOR` read "[java-8]" and `ByteArrayClassLoader`
    # "[java-11]": jOOQ's preprocessor marks what a Java version keeps. Words in brackets
    # are a remark, an issue's key (jackson's `// [JACKSON-884]`) says which bug a test
    # covers, and a Javadoc under the tag is still the doc.
    java = ("package org.joor;\n\npublic class Reflect {\n"
            "    /* [java-8] */\n    static final Object CACHED = null;\n\n"
            "    /* [java-11] */\n    static final class Loader {}\n"
            "    /* [/java-11] */\n\n"
            "    // [status is handled by caller]\n    int status;\n\n"
            "    // [JACKSON-884]\n    void charSequence() {}\n\n"
            "    /* [java-8] */\n    /** Wrap a class. */\n    static void on() {}\n}\n")
    docs = {c.name: c.doc for c in chunk_file("Reflect.java", java, "java")}
    assert (docs["CACHED"], docs["Loader"]) == ("", "")
    assert docs["status"] == "[status is handled by caller]"
    assert docs["charSequence"] == "[JACKSON-884]"
    assert docs["on"] == "Wrap a class."


def test_a_comment_that_is_one_tag_closed_in_its_file_is_no_doc() -> None:
    # NewPipe's CircularFileWriter.canRead read "<editor-fold defaultstate="collapsed" desc=…>",
    # nestjs-boilerplate's `idType` and `infrastructurePersistenceModule` "<database-block>":
    # markers of a stretch for an editor or a template, which the file closes. A tag the file
    # never closes is a grammar's notation (`// <ZWNJ>`) and stays; C#'s `/// <summary>` is
    # its doc's markup.
    java = ("class W {\n"
            "    // <editor-fold defaultstate=\"collapsed\" desc=\"stub read methods\">\n"
            "    public boolean canRead() {\n        return false;\n    }\n    //</editor-fold>\n"
            "    public int size() {\n        return 0;\n    }\n}\n")
    docs = {c.name: c.doc for c in chunk_file("W.java", java, "java")}
    assert (docs["canRead"], docs["size"]) == ("", "")
    ts = "// <database-block>\nconst idType = 1;\n// </database-block>\n"
    assert [c.doc for c in chunk_file("src/users/domain/user.ts", ts, "typescript")] == [""]
    js = "// <ZWNJ>\nconst ZWNJ = '\\u200c';\n"
    assert [c.doc for c in chunk_file("chars.js", js, "javascript")] == ["<ZWNJ>"]
    cs = ("class A {\n    /// <summary>\n    /// Gets the foo.\n    /// </summary>\n"
          "    public int Foo() { return 1; }\n}\n")
    assert {c.name: c.doc for c in chunk_file("A.cs", cs, "csharp")}["Foo"] == "Gets the foo."
    # A template a Go doc shows, indented, and a tag inside a doc's run are the doc's lines.
    go = "package p\n\n// Render writes the page:\n//\n//\t<html>\n//\t</html>\nfunc Render() {}\n"
    assert [c.doc for c in chunk_file("p.go", go, "go")] == [
        "Render writes the page:\n<html> </html>"]


def test_a_comment_that_is_one_file_name_is_no_doc() -> None:
    # tmux.h heads each file's prototypes with its name (`/* cmd-find.c */` over
    # `cmd_find_target`), compat.h each replacement's (`/* strsep.c */`): 103 prototypes
    # read a file's name as their doc. A sentence naming a file stays.
    header = ("/* cmd-find.c */\nint cmd_find_target(struct cmd_find_state *, const char *);\n"
              "struct client *cmd_find_best_client(struct session *);\n\n"
              "#ifndef HAVE_STRSEP\n/* strsep.c */\nchar *strsep(char **, const char *);\n#endif\n\n"
              "/* Defined in tmux.c. */\nextern int ptm_fd;\n")
    docs = {c.name: c.doc for c in chunk_file("tmux.h", header, "c")}
    assert (docs["cmd_find_target"], docs["strsep"]) == ("", "")
    assert docs["ptm_fd"] == "Defined in tmux.c."


def test_a_comment_closer_quoted_at_a_line_end_stays_in_the_doc() -> None:
    # fastparse's `JavaWhitespace` read "supports // line-comments and /* multiline-comments":
    # Scala nests block comments, and the `*/` ending the doc's first line was stripped as
    # the comment's end.
    scala = ("/**\n  * Whitespace syntax that supports // line-comments and /* */\n"
             "  * multiline-comments, *without nesting* of /* */ comments\n  */\n"
             "object JavaWhitespace {\n  def apply(): Unit = ()\n}\n")
    assert _named(chunk_file("Whitespace.scala", scala, "scala"), "JavaWhitespace").doc == (
        "Whitespace syntax that supports // line-comments and /* */ multiline-comments,"
        " *without nesting* of /* */ comments")
    # A glob ending a line comment is text; a run of block comments still loses each closer.
    go = ("package glob\n\n// Dir says whether a pattern ends in **/\nfunc Dir() bool { return true }\n\n"
          "/* Base is the last part. */\n/* It may be empty. */\nfunc Base() string { return \"\" }\n")
    chunks = chunk_file("glob.go", go, "go")
    assert _named(chunks, "Dir").doc == "Dir says whether a pattern ends in **/"
    assert _named(chunks, "Base").doc == "Base is the last part. It may be empty."


def test_a_doc_that_only_inherits_is_no_doc() -> None:
    # laminas-diactoros's 95 methods, Carbon's and semver's stored "{@inheritdoc}" as their
    # doc, and moq's `<inheritdoc/>`: the parent's doc applies, the chunk has none of its own.
    php = ("<?php\nclass Stream implements StreamInterface\n{\n    /**\n     * {@inheritdoc}\n"
           "     */\n    public function close(): void\n    {\n    }\n\n    /** @inheritDoc */\n"
           "    public function detach() {}\n\n    /**\n     * {@inheritDoc}\n"
           "     * @return int\n     */\n    public function getSize() {}\n}\n")
    chunks = chunk_file("src/Stream.php", php, "php")
    assert (_named(chunks, "close").doc, _named(chunks, "detach").doc) == ("", "")
    assert _named(chunks, "getSize").doc == "{@inheritDoc} @return int"   # not only that
    cs = ("class Invocation\n{\n    /// <inheritdoc/>\n    public override string ToString()"
          " => \"\";\n}\n")
    assert _named(chunk_file("Invocation.cs", cs, "csharp"), "ToString").doc == ""


def test_a_csharp_inheritdoc_above_a_summary_is_markup() -> None:
    # ArchiSteamFarm's plugin interfaces write `/// <inheritdoc />` above a `<summary>` of
    # their own: `IBot` stored "<inheritdoc />\nImplementing this interface …". The summary is
    # the doc; a tag with no description beside it stays, for the address line to read (none,
    # or "See `X`.").
    cs = ("/// <inheritdoc />\n/// <summary>\n///     Implementing this interface allows you "
          "to register structures.\n/// </summary>\npublic interface IBot : IPlugin {\n"
          "    /// <inheritdoc cref=\"IPlugin.Name\" />\n    /// <summary>The bot's name.</summary>\n"
          "    string Name { get; }\n\n    /// <inheritdoc cref=\"IPlugin.Version\" />\n"
          "    string Version { get; }\n\n    /// <inheritdoc cref=\"IPlugin.Run\" />\n"
          "    /// <param name=\"x\">The x.</param>\n    void Run(int x);\n\n"
          "    /// <summary>Counts.</summary>\n"
          "    /// <param name=\"e\"><inheritdoc cref=\"Encoding.Get\"/></param>\n"
          "    int Count(string e);\n}\n")
    chunks = chunk_file("IBot.cs", cs, "csharp")
    assert [(c.name, c.doc) for c in chunks] == [
        ("IBot", "Implementing this interface allows you to register structures."),
        ("Name", "The bot's name."),
        ("Version", '<inheritdoc cref="IPlugin.Version" />'),
        ("Run", '<inheritdoc cref="IPlugin.Run" />\n@param x The x.'),   # no description of its own
        ("Count", 'Counts.\n@param e <inheritdoc cref="Encoding.Get"/>')]   # the parameter's text


def test_a_python_docstring_opening_with_a_line_continuation_starts_on_the_next_line() -> None:
    # gunicorn's, boltons' and natsort's `"""\` / text: the backslash continues the line, so the
    # docstring starts below it; it was read "\ Return the thing." (a raw string's too), and
    # a file of no declaration was summarised "\".
    py = ('"""\\\nThe module.\n"""\n\ndef f():\n    """\\\n    Return the thing.\n\n    More.\n    """\n\n'
          'class C:\n    r"""\\\n    A class.\n    """\n')
    chunks = chunk_file("pkg/mod.py", py, "python")
    assert [(c.kind, c.name, c.doc) for c in chunks] == [
        ("file", "", "The module."), ("function", "f", "Return the thing.\nMore."),
        ("class", "C", "A class.")]
    script = '"""\\\nPrints the OS name.\n"""\nimport os\nprint(os.name)\n'
    assert [c.doc for c in chunk_file("pkg/script.py", script, "python")] == ["Prints the OS name."]


def test_a_doc_of_when_and_whom_tags_alone_is_no_doc() -> None:
    # hanami-router's `class BodyParser` had the doc "@since 1.3.0 @api private", joda-time's
    # test classes "@author Brian S O'Neill": they say nothing of what the declaration is.
    rb = ("module Hanami\n  # @since 1.3.0\n  # @api private\n  class BodyParser\n"
          "    # Body parsing error\n    #\n    # @since 1.3.0\n    class BodyParsingError < StandardError\n"
          "    end\n\n    def call(env)\n      env\n    end\n  end\nend\n")
    chunks = chunk_file("errors.rb", rb, "ruby")
    assert (_named(chunks, "BodyParser").doc, _named(chunks, "BodyParsingError").doc) \
        == ("", "Body parsing error\n@since 1.3.0")
    java = ("/**\n * @author Brian S O'Neill\n * @since 1.0\n */\npublic class TestJulian {}\n\n"
            "/** @return the widget's name */\nclass Other {}\n")
    chunks = chunk_file("TestJulian.java", java, "java")
    assert (_named(chunks, "TestJulian").doc, _named(chunks, "Other").doc) \
        == ("", "@return the widget's name")
    # An author's e-mail address is no tag (PHP-DI's "@author Matthieu Napoli <matthieu@…>").
    php = ("<?php\n/**\n * @author Domenic Muskulus <domenic@muskulus.eu>\n"
           " * @author Matthieu Napoli <matthieu@mnapoli.fr>\n */\nclass Holder {}\n\n"
           "/**\n * @author (matthew.tambara@liferay.com)\n * @see Pool\n */\nclass Other {}\n")
    chunks = chunk_file("Holder.php", php, "php")
    assert (_named(chunks, "Holder").doc, _named(chunks, "Other").doc) \
        == ("", "@author (matthew.tambara@liferay.com) @see Pool")
    # Words after an access tag describe (zod's `/** @internal The parent of this schema. */`).
    ts = "class Schema {\n  /** @internal The parent of this schema. */\n  parent?: Schema;\n}\n"
    assert _named(chunk_file("schema.ts", ts, "typescript"), "parent").doc \
        == "@internal The parent of this schema."


def test_a_date_tag_is_when_and_the_description_after_when_and_whom_tags_is_the_doc() -> None:
    # eladmin's 243 Javadocs open `@author Zheng Jie` / `@date 2018-11-23`: over
    # `GlobalExceptionHandler` the whole doc (it read "@author Zheng Jie @date 2018-11-23"),
    # over `BadRequestException` before its description, "统一异常处理", which an address
    # showed nothing of (a doc opening with a tag). A `@since`'s line goes on with why (jjwt's).
    java = ("/**\n * @author Zheng Jie\n * @date 2018-11-23\n */\npublic class GlobalExceptionHandler {}\n\n"
            "/**\n * @author Zheng Jie\n * @date 2018-11-23\n * 统一异常处理\n */\n"
            "class BadRequestException extends RuntimeException {}\n\n"
            "/**\n * @author Zheng Jie\n * @date 2019年10月26日21:56:27\n */\nclass OnlineUserService {}\n\n"
            "/**\n * @since 0.10.0 to support assertValid(Key, boolean)\n */\nclass KeyType {}\n\n"
            "/**\n * @date the day to check\n */\nclass Holiday {}\n")
    chunks = chunk_file("Errors.java", java, "java")
    assert [_named(chunks, n).doc for n in ("GlobalExceptionHandler", "BadRequestException",
                                            "OnlineUserService", "KeyType", "Holiday")] \
        == ["", "统一异常处理", "", "@since 0.10.0 to support assertValid(Key, boolean)",
            "@date the day to check"]


def test_an_ide_template_s_created_by_line_is_no_doc() -> None:
    # showdown's `getDefaultOpts` read "Created by Tivie on 13-07-2015.", mustache.java's and
    # jsonpath's classes "Created by sam on 6/5/17.", slf4j's `ErrorHandler` IntelliJ's whole
    # "Created by IntelliJ IDEA. User: ceki Date: … Time: …" template: by whom and when, never
    # what. Prose after it is the doc (json-schema-validator's `SelfRefTest`).
    js = ("/**\n * Created by Tivie on 13-07-2015.\n */\n\nfunction getDefaultOpts (simple) {}\n\n"
          "/**\n * Created by matt@example.net on 12/10/15.\n * Runs the tests.\n */\n"
          "function run () {}\n")
    chunks = chunk_file("src/options.js", js, "javascript")
    assert (_named(chunks, "getDefaultOpts").doc, _named(chunks, "run").doc) \
        == ("", "Runs the tests.")
    java = ("/**\n * Created by IntelliJ IDEA.\n * User: ceki\n * Date: 19 oct. 2010\n"
            " * Time: 11:46:24\n * To change this template use File | Settings | File Templates.\n"
            " */\npublic class ErrorHandler {}\n\n/** Created by sam on 6/5/17. @since 1.0 */\n"
            "class WalkTree {}\n\n/** Created by hand, on purpose. */\nclass Kept {}\n")
    chunks = chunk_file("ErrorHandler.java", java, "java")
    assert [_named(chunks, n).doc for n in ("ErrorHandler", "WalkTree", "Kept")] \
        == ["", "", "Created by hand, on purpose."]
    # ktorm's 39 classes write the date with its month's name, after "on" or "at".
    kt = ("/**\n * Created by vince on Dec 07, 2018.\n */\nabstract class BaseTest\n\n"
          "/**\n * Created by vince at Apr 05, 2020.\n */\nclass Query\n")
    assert [c.doc for c in chunk_file("BaseTest.kt", kt, "kotlin")] == ["", ""]


def test_a_doc_s_first_line_naming_a_file_alone_is_passed_over() -> None:
    # phoenix's bundled phoenix.cjs.js has `// js/phoenix/push.js` over `var Push = class`
    # (20 such docs), node-fetch's is.js `/** Is.js` / `Object type checks. */`, showdown's
    # horizontalRule.js a header copied from blockquote.js: they read as a path.
    js = ("// js/phoenix/push.js\nvar Push = class {};\n\n/**\n * Is.js\n *\n"
          " * Object type checks.\n */\nconst NAME = Symbol.toStringTag;\n\n"
          "// makehtml/blockquote.js\n//\n// Turn rules into hr tags.\nfunction rule () {}\n")
    chunks = chunk_file("src/is.js", js, "javascript")
    assert [_named(chunks, n).doc for n in ("Push", "NAME", "rule")] \
        == ["", "Object type checks.", "Turn rules into hr tags."]
    # A protocol's version is no path (httprb's `HTTP_1_1 = "1.1"`, "HTTP/1.1").
    rb = "module HTTP\n  # HTTP/1.1\n  HTTP_1_1 = \"1.1\"\nend\n"
    assert _named(chunk_file("lib/connection.rb", rb, "ruby"), "HTTP_1_1").doc == "HTTP/1.1"


def test_a_phpdoc_file_header_of_package_link_and_license_is_no_doc() -> None:
    # dompdf's 68 namespaces read "@package dompdf @link https://github.com/dompdf/dompdf
    # @license http://…/lesser.html GNU Lesser General Public License", 2 classes "@package
    # dompdf": for whom and under what terms, never what. A `@link` alone is a reference.
    php = ("<?php\n/**\n * @package dompdf\n * @link    https://github.com/dompdf/dompdf\n"
           " * @license http://www.gnu.org/copyleft/lesser.html GNU Lesser General Public License\n"
           " */\nnamespace Dompdf\\Renderer;\n\n/**\n * @package dompdf\n */\n"
           "class TableRow\n{\n    /**\n     * @link https://www.w3.org/TR/CSS21/fonts.html#font-size\n"
           "     */\n    function size() {}\n\n    /**\n     * Renders the row.\n"
           "     * @package dompdf\n     */\n    function render() {}\n}\n")
    chunks = chunk_file("src/Renderer/TableRow.php", php, "php")
    assert [_named(chunks, n).doc for n in ("Dompdf.Renderer", "TableRow", "size", "render")] \
        == ["", "", "@link https://www.w3.org/TR/CSS21/fonts.html#font-size",
            "Renders the row. @package dompdf"], [(c.name, c.doc) for c in chunks]


def test_a_doc_of_tags_for_tools_alone_is_no_doc() -> None:
    # flysystem's 437 adapter tests had the doc "@test", commonmark's fields "@psalm-readonly",
    # FastRoute's classes "@internal" over `@phpstan-import-type` lines: they tell PHPUnit,
    # Psalm and PHPStan how to treat the code, never what it is.
    php = ("<?php\n/**\n * @internal\n *\n * @phpstan-import-type StaticRoutes from DataGenerator\n"
           " * @phpstan-import-type RouteData from DataGenerator\n */\nabstract class Regex\n{\n"
           "    /** @psalm-readonly */\n    private string $char;\n\n"
           "    /** @psalm-readonly-allow-private-mutation */\n    private int $length;\n\n"
           "    /**\n     * @test\n     */\n    public function writing(): void {}\n\n"
           "    /** @final @psalm-pure */\n    public function pure(): void {}\n\n"
           "    /**\n     * @runInSeparateProcess\n     * @preserveGlobalState disabled\n     */\n"
           "    public function isolated(): void {}\n\n"
           "    /** @covers Logger::addRecord */\n    public function covers(): void {}\n\n"
           "    /** @test Writes the file. */\n    public function described(): void {}\n}\n")
    chunks = chunk_file("src/Regex.php", php, "php")
    assert [_named(chunks, n).doc for n in ("Regex", "char", "length", "writing", "pure",
                                             "isolated", "covers")] == [""] * 7
    # Words after a tag describe.
    assert _named(chunks, "described").doc.endswith("Writes the file.")


def test_a_doc_of_phpunit_wiring_tags_alone_is_no_doc() -> None:
    # PHP-DI's 141 tests had the doc "@dataProvider provideContainer", guzzle's test classes
    # "@covers \GuzzleHttp\Cookie\CookieJar", monolog's "@depends testWriteHeader": which data,
    # which code, which test first, for PHPUnit; nothing of what the test checks.
    php = ("<?php\n/**\n * @covers \\DI\\ContainerBuilder\n * @group aws\n */\nclass BuilderTest\n{\n"
           "    /**\n     * @test\n     * @dataProvider provideContainer\n     */\n"
           "    public function injects(): void {}\n\n"
           "    /**\n     * @depends testWriteHeader\n     * @requires extension idn\n     */\n"
           "    public function content(): void {}\n\n"
           "    /**\n     * @testWith [\"digest\"]\n     *           [\"ntlm\"]\n     */\n"
           "    public function cross(): void {}\n\n"
           "    /** @coversNothing @large */\n    public function off(): void {}\n\n"
           "    /** @api */\n    const LIMIT = 1;\n\n"
           "    /**\n     * @dataProvider provideContainer\n     *\n"
           "     * Checks that every container injects.\n     */\n"
           "    public function described(): void {}\n\n"
           "    /** @group <name> [using <group 1>] */\n    public function grammar(): void {}\n}\n")
    chunks = chunk_file("tests/BuilderTest.php", php, "php")
    assert [_named(chunks, n).doc for n in ("BuilderTest", "injects", "content", "cross",
                                             "off", "LIMIT")] == [""] * 6
    # Prose after them, or a tag's argument that is no name, stays the doc.
    assert _named(chunks, "described").doc.endswith("Checks that every container injects.")
    assert _named(chunks, "grammar").doc == "@group <name> [using <group 1>]"
    # JSDoc's bare `@override` (luxon's zones' getters) says nothing either.
    js = "class InvalidZone {\n  /** @override **/\n  get type() {\n    return 'invalid';\n  }\n}\n"
    assert _named(chunk_file("zone.js", js, "javascript"), "type").doc == ""


def test_a_doc_of_group_tags_alone_is_no_doc() -> None:
    # doobie's 337 docs read "@group Values", "@group Cursor Control": ScalaDoc's tag placing a
    # member under a heading of its page, a label for the doc tool. A description stays.
    scala = ("object resultset {\n  /** @group Cursor Control */\n  val next: Int = 1\n\n"
             "  /** Read a value. @group Results */\n  def get: Int = 1\n\n"
             "  /**\n   * @group Values\n   * @since 1.0\n   */\n  case object NoNulls\n}\n")
    chunks = chunk_file("resultset.scala", scala, "scala")
    assert [_named(chunks, n).doc for n in ("next", "get", "NoNulls")] \
        == ["", "Read a value. @group Results", ""]
    php = "<?php\nclass T\n{\n    /** @group slow */\n    public function testIt(): void {}\n}\n"
    assert _named(chunk_file("T.php", php, "php"), "testIt").doc == ""


def test_a_phpdoc_var_tag_without_a_description_is_no_doc() -> None:
    # monolog's, ramsey/uuid's, guzzle's properties stored "@var string", "@var int<1, max>",
    # "@var UuidInterface & MockObject": the type alone, which the declaration writes itself.
    # A description after the type or the variable stays the doc.
    php = ("<?php\nclass Handler\n{\n    /** @var string */\n    private $name;\n\n"
           "    /** @var array<string, mixed> $options */\n    private $options;\n\n"
           "    /**\n     * @var string\n     * @psalm-var non-empty-string\n     */\n"
           "    private $channel;\n\n    /** @var UuidInterface & MockObject */\n    private $uuid;\n\n"
           "    /** @var callable(Request, array): Promise */\n    private $handler;\n\n"
           "    /** @var int<1, max> Bytes a chunk holds at most */\n    private $chunkSize;\n\n"
           "    /** @var mixed[] $config Handler options @phpstan-var Options */\n    private $config;\n}\n")
    chunks = chunk_file("src/Handler.php", php, "php")
    assert [_named(chunks, n).doc for n in ("name", "options", "channel", "uuid", "handler")] \
        == [""] * 5
    assert _named(chunks, "chunkSize").doc == "@var int<1, max> Bytes a chunk holds at most"
    assert _named(chunks, "config").doc.startswith("@var mixed[] $config Handler options")


def test_a_line_of_code_commented_out_is_no_doc() -> None:
    # markdig's CompactPrefixTree.cs: `//namespace SharpCollections.Generic` over its
    # file-scoped namespace was that namespace's doc; json-schema-validator's
    # `//    private InstanceResults instanceResults = null;` a field's. A `//` comment that is
    # one statement is code, as a summary's `_code_line` is; prose ending in `;` stays.
    cs = ("//namespace SharpCollections.Generic\nnamespace Markdig.Helpers;\n\n"
          "/// <summary>A tree.</summary>\ninternal sealed class Tree\n{\n    public int X;\n}\n")
    chunks = chunk_file("Tree.cs", cs, "csharp")
    assert (_named(chunks, "Markdig.Helpers").doc, _named(chunks, "Tree").doc) == ("", "A tree.")
    java = ("class E {\n    private int a = 1;\n//    private InstanceResults results = null;\n"
            "    private Foo foo = null;\n    // Whether escapes should be kept. Default is false;\n"
            "    private boolean keep;\n    /** private int legacy = 0; */\n    int legacy;\n}\n")
    chunks = chunk_file("E.java", java, "java")
    assert [_named(chunks, n).doc for n in ("foo", "keep", "legacy")] \
        == ["", "Whether escapes should be kept. Default is false;", "private int legacy = 0;"]


def test_lines_of_code_commented_out_together_are_no_doc() -> None:
    # eShop's ItemPage.razor (HybridApp): `// private int numInCart;` / `// private bool
    # isLoggedIn;` over `private bool notFound;` was its doc, "private int numInCart; private
    # bool isLoggedIn;". Plain `//` lines each a statement are code, as one alone is; a line
    # of prose that reads as one (gmock's "return type, or if … default value;") stays.
    cs = ("class ItemPage\n{\n    private int item;\n    // private int numInCart;\n"
          "    // private bool isLoggedIn;\n    private bool notFound;\n\n"
          "    // Returns a default value if the user has specified one for its\n"
          "    // return type, or if the return type has a built-in default value;\n"
          "    // otherwise nothing.\n    private int fallback;\n\n"
          "    /// private int legacy;\n    /// private int older;\n    private int kept;\n}\n")
    chunks = chunk_file("ItemPage.cs", cs, "csharp")
    assert [_named(chunks, n).doc for n in ("notFound", "fallback", "kept")] == [
        "", "Returns a default value if the user has specified one for its return type, or if "
        "the return type has a built-in default value; otherwise nothing.",
        "private int legacy; private int older;"]


def test_a_statement_commented_out_under_a_doc_s_prose_is_left_out() -> None:
    # rusqlite's `// Column numbers` / `// const CARRAY_COLUMN_VALUE : c_int = 0;` over
    # `CARRAY_COLUMN_POINTER` read "Column numbers const CARRAY_COLUMN_VALUE : c_int = 0;",
    # eShop's HeaderBar.razor "… being visited private Type? PageComponentType => …;".
    rs = ("// Column numbers\n// const CARRAY_COLUMN_VALUE : c_int = 0;\n"
          "const CARRAY_COLUMN_POINTER: c_int = 1;\n")
    chunks = chunk_file("src/vtab/array.rs", rs, "rust")
    assert _named(chunks, "CARRAY_COLUMN_POINTER").doc == "Column numbers"
    cs = ("class HeaderBar\n{\n    // We can use Endpoint Metadata to find the page\n"
          "    // private Type? PageType => HttpContext?.GetEndpoint()?.Metadata.Type;\n"
          "    private bool IsCatalog { get; } = true;\n}\n")
    chunks = chunk_file("HeaderBar.cs", cs, "csharp")
    assert _named(chunks, "IsCatalog").doc == "We can use Endpoint Metadata to find the page"


def test_a_hash_line_of_code_commented_out_is_no_doc() -> None:
    # lobsters' comment.rb: `# has_one :comment_stat, -> { where(…) }` over `has_many :votes`
    # was its doc. A plain `#` line that is one statement of Ruby, Python or shell is code; a
    # line of prose, or one that goes on in words, stays.
    rb = ("class Comment < ApplicationRecord\n  belongs_to :user\n"
          "  # has_one :comment_stat, -> { where(\"date(created_at)\") }\n"
          "  has_many :votes,\n    dependent: :delete_all\n"
          "  # The comment this one replies to\n  belongs_to :parent_comment\n\n"
          "  # @score = compute(votes)\n  def score\n    1\n  end\nend\n")
    chunks = chunk_file("app/models/comment.rb", rb, "ruby")
    assert [_named(chunks, n).doc for n in ("votes", "parent_comment", "score")] == [
        "", "The comment this one replies to", ""]
    py = ("# from legacy import helper\ndef run():\n    pass\n\n"
          "# timeout = None means wait forever\ntimeout = None\n\n"
          "# retries = 3\nretries = 5\n\n# tls=True\ndef connect(tls):\n    pass\n")
    chunks = chunk_file("app.py", py, "python")
    assert [_named(chunks, n).doc for n in ("run", "timeout", "retries", "connect")] == [
        "", "timeout = None means wait forever", "", "tls=True"]
    sh = "# DEBUG=1\nbuild() {\n  make\n}\n\n# Builds the docs.\ndocs() {\n  make docs\n}\n"
    chunks = chunk_file("build.sh", sh, "bash")
    assert [_named(chunks, n).doc for n in ("build", "docs")] == ["", "Builds the docs."]


def test_a_rust_attribute_commented_out_is_no_doc() -> None:
    # hyper's h2/server.rs: `//#[expect(clippy::large_enum_variant, reason = "…")]` over
    # `enum State` was its doc. A commented-out attribute's line is code, left out of a doc;
    # a `///` doc and prose naming an attribute stay.
    rust = ('//#[expect(clippy::large_enum_variant, reason = "the whole future is boxed")]\n'
            "enum State {\n    A,\n}\n\n"
            '// #[cfg(feature = "nightly")]\n// #[bench]\nfn bench() {}\n\n'
            "// Skips #[cfg(test)] items.\nfn skip() {}\n\n/// #[derive] helper.\nfn derive() {}\n\n"
            "// The reason.\n//#[inline]\nfn reason() {}\n")
    chunks = chunk_file("server.rs", rust, "rust")
    assert [_named(chunks, n).doc for n in ("State", "bench", "skip", "derive", "reason")] \
        == ["", "", "Skips #[cfg(test)] items.", "#[derive] helper.", "The reason."]


def test_a_comment_of_annotations_alone_is_no_doc() -> None:
    # commons-io's `// @GuardedBy("stateChangeLock")` was ten fields' doc, commons-codec's
    # commented-out `//    @Test` a test's, PHPBench's `@BeforeMethods({"setUp"})` / `@Revs(10)`
    # graphql-php's benchmarks'. Prose under the annotations stays; JSDoc/PHPDoc tags too.
    java = ('class S {\n    // @GuardedBy("lock")\n    private int active;\n\n'
            '    // @GuardedBy("lock")\n    // true if closed\n    private boolean closed;\n\n'
            '//    @Test\n//\n    @Test\n    void testIsIn() {}\n\n'
            '    /** Handles @Inject fields. */\n    int handles;\n}\n')
    chunks = chunk_file("S.java", java, "java")
    assert [_named(chunks, n).doc for n in ("active", "closed", "testIsIn", "handles")] \
        == ["", "true if closed", "", "Handles @Inject fields."]
    php = ('<?php\n/**\n * @BeforeMethods({"setUp"})\n *\n * @OutputTimeUnit("milliseconds", '
           'precision=3)\n */\nclass Bench\n{\n    /** @Revs(1000) */\n    public function a() {}\n\n'
           '    /**\n     * @param int $n the count\n     */\n    public function b($n) {}\n}\n')
    chunks = chunk_file("Bench.php", php, "php")
    assert [_named(chunks, n).doc for n in ("Bench", "a", "b")] == ["", "", "@param int $n the count"]


def test_a_comment_marker_repeated_is_one_marker() -> None:
    # A comment commented out again (`# # X`, `// // X`) reads as its words: timex's 177 `.po`
    # files read "# `msgid`s in this file come from …", rich's `STANDARD_PALETTE` "# The
    # standard ansi colors …", boltons' `# # #` box lines were kept as marks. A Markdown
    # heading in a comment (`# ## Options`) is still one, and a Jupytext cell's `# # Title`
    # reads as its title.
    py = ('import os\n\n'
          '# # The standard ansi colors (including bright variants)\n'
          'STANDARD = [1, 2]\n\n'
          '# # #\n# # # Function builder, with its\n# # # arguments\n# # #\n'
          'def build():\n    pass\n\n'
          '# Load the data.\n#\n# ## Options\n# More.\n'
          'def load():\n    pass\n')
    chunks = chunk_file("pal.py", py, "python")
    assert _named(chunks, "STANDARD").doc == "The standard ansi colors (including bright variants)"
    assert _named(chunks, "build").doc == "Function builder, with its arguments"
    assert _named(chunks, "load").doc == "Load the data.\n## Options\nMore."
    java = 'class A {\n    // // First, test with the default factory\n    void f() {}\n}\n'
    assert _named(chunk_file("A.java", java, "java"), "f").doc == \
        "First, test with the default factory"
    # (Elixir Gettext's own note, "# # `msgid`s in this file come from …", is no summary since
    # `64f1676`: a translator's title is read the same way.)
    po = ('# # Polish translation of the month names.\n# #\n'
          '# # Kept by hand.\n'
          'msgid ""\nmsgstr ""\n"Language: pl\\n"\n')
    assert chunk_file("months.po", po, "text")[0].doc == "Polish translation of the month names."
    nb = '# # Fitting a linear model\n#\n# This notebook fits a model.\n\nimport numpy\n'
    assert chunk_file("fit.sh", nb, "bash")[0].doc == "Fitting a linear model"
    rs = ('/// Adds.\n///\n/// ```\n/// // one and one\n/// add(1, 1);\n/// ```\n'
          'pub fn add() {}\n')
    assert "// one and one" in _named(chunk_file("a.rs", rs, "rust"), "add").doc
    rb = ('class A\n  # Builds the query.\n  #\n  # @example\n  #   a.query\n  #   # => "a=a"\n'
          '  def query; end\nend\n')
    assert '# => "a=a"' in _named(chunk_file("a.rb", rb, "ruby"), "query").doc


def test_csharp_xml_param_returns_and_exception_tags_are_doc_tags() -> None:
    # fix15: `--json` showed FluentValidation's docs raw, "Adds all validators in specified
    # assemblies\n<param name=\"services\">The collection of services</param> <param …", a
    # `<returns>`'s text run on unmarked after them; a doc of tags alone was described by its
    # first parameter's text ("The x."). Each is a JSDoc tag, a paragraph of its own.
    cs = ("namespace N {\n  public class C {\n"
          "    /// <summary>Adds all validators.</summary>\n"
          "    /// <param name=\"services\">The collection of services</param>\n"
          "    /// <typeparam name=\"T\">The type.</typeparam>\n"
          "    /// <returns>The same collection.</returns>\n"
          "    /// <exception cref=\"T:System.ArgumentNullException\">When null.</exception>\n"
          "    public int Add<T>(int services) { return 0; }\n\n"
          "    /// <param name=\"x\">The x.</param>\n"
          "    /// <returns>The number of items in <paramref name=\"x\"/>.</returns>\n"
          "    public int Count(int x) { return 0; }\n  }\n}\n")
    chunks = chunk_file("C.cs", cs, "csharp")
    assert _named(chunks, "Add").doc == (
        "Adds all validators.\n@param services The collection of services\n@typeparam T The type.\n"
        "@returns The same collection.\n@throws System.ArgumentNullException When null.")
    assert _named(chunks, "Count").doc == \
        '@param x The x.\n@returns The number of items in <paramref name="x"/>.'


def test_a_natural_docs_topic_line_is_no_part_of_the_doc() -> None:
    # mosquitto's 149 documented API functions, enums and structs read "Function: …" alone,
    # or the name run into the description ("Enum: mosq_err_t Integer values returned …").
    header = ("/*\n * Function: mosquitto_destroy\n *\n * Use to free memory associated with a"
              " mosquitto client instance.\n *\n * Parameters:\n * \tmosq - a struct mosquitto"
              " pointer to free.\n */\nint mosquitto_destroy(struct mosquitto *mosq);\n\n"
              "/* Enum: mosq_err_t\n * Integer values returned from many libmosquitto functions."
              " */\nenum mosq_err_t {\n\tMOSQ_ERR_SUCCESS = 0,\n};\n\n"
              "/* Type: handle */\ntypedef int handle;\n")
    docs = {c.name: c.doc for c in chunk_file("mosquitto.h", header, "c")}
    assert docs["mosquitto_destroy"].startswith("Use to free memory associated with"), docs
    assert docs["mosq_err_t"] == "Integer values returned from many libmosquitto functions."
    assert docs["handle"] == "Type: handle"   # nothing below it: kept, as said


def test_other_docs_tools_snippet_markers_are_no_doc() -> None:
    # jline3's 139 examples' `main` read "SNIPPET_START: AggregateCompleterExample" (its site
    # script's marker); mdsnippets' `begin-snippet:`, the AWS examples' `snippet-start:[x]` and
    # Dart's `#docregion` mark a docs site's excerpt the same way. Words in a sentence stay.
    java = ("public class Example {\n    // SNIPPET_START: Example\n"
            "    public static void main(String[] args) {}\n    // SNIPPET_END: Example\n\n"
            "    // snippet-start:[s3.get]\n    // Gets the object.\n    void get() {}\n\n"
            "    // begin-snippet: Put\n    void put() {}\n\n"
            "    // #docregion del\n    // Deletes it.\n    void del() {}\n\n"
            "    // The snippet-start line opens an excerpt.\n    void open() {}\n}\n")
    docs = {c.name: c.doc for c in chunk_file("Example.java", java, "java")}
    assert (docs["main"], docs["get"], docs["put"], docs["del"]) == ("", "Gets the object.", "", "Deletes it.")
    assert docs["open"] == "The snippet-start line opens an excerpt."


def test_a_gpl_header_saying_this_file_is_a_part_of_is_no_summary() -> None:
    # dramatiq's LGPL header opens "This file is a part of Dramatiq.": 7 modules of imports
    # alone were summarised by it; under the header of its Lua script a luacheck pragma.
    header = ("# This file is a part of Dramatiq.\n#\n# Copyright (C) 2017,2018 CLEARTYPE SRL\n#\n"
              "# Dramatiq is free software; you can redistribute it and/or modify it\n\n")
    [whole] = chunk_file("dramatiq/__main__.py", header + "import sys\n\nsys.exit(1)\n", "python")
    assert (whole.kind, whole.doc) == ("file", "")
    lua = header.replace("#", "--") + "-- luacheck: globals ARGV KEYS\n-- Acks the messages.\n\nlocal x = 1\n"
    assert [c.doc for c in chunk_file("dispatch.lua", lua, "lua") if c.kind == "file"][0] \
        == "Acks the messages."


def test_a_license_header_of_line_comments_is_no_doc() -> None:
    # refit's `// Copyright (c) 2019-2026 ReactiveUI …` / `// ReactiveUI and Contributors
    # licenses this file to you under the MIT license.` / `// See the LICENSE file …` right
    # above `namespace Refit;`: the copyright line alone said nothing, its 131 namespaces
    # read the grant. Apple's Swift header, its paragraphs parted by `//` lines and framed by
    # rules, read "This source file is part of the Swift Async Algorithms open source project".
    cs = ("// Copyright (c) 2019-2026 ReactiveUI and Contributors. All rights reserved.\n"
          "// ReactiveUI and Contributors licenses this file to you under the MIT license.\n"
          "// See the LICENSE file in the project root for full license information.\n"
          "namespace Refit;\n\npublic class Api {}\n")
    assert _named(chunk_file("Api.cs", cs, "csharp"), "Refit").doc == ""
    swift = ("//===----------------------------------------------------------------------===//\n"
             "//\n// This source file is part of the Swift Async Algorithms open source project\n"
             "//\n// Copyright (c) 2022 Apple Inc. and the Swift project authors\n"
             "// Licensed under Apache License v2.0 with Runtime Library Exception\n//\n"
             "// See https://swift.org/LICENSE.txt for license information\n//\n"
             "//===----------------------------------------------------------------------===//\n"
             "struct ChannelStorage {}\n")
    assert _named(chunk_file("ChannelStorage.swift", swift, "swift"), "ChannelStorage").doc == ""
    # A paragraph saying where code came from before its copyright line stays, less that
    # line (cast's `indirect`); so does a doc comment mentioning a license (AutoMapper's).
    go = ("package cast\n\n// From html/template/content.go\n"
          "// Copyright 2011 The Go Authors. All rights reserved.\n"
          "// indirect returns the value.\nfunc indirect(i any) any { return i }\n")
    assert _named(chunk_file("indirect.go", go, "go"), "indirect").doc == (
        "From html/template/content.go\nindirect returns the value.")
    doc = ("/// <summary>Null-safe member access.</summary>\n"
           "/// <remarks>Copied from NeinLinq, licensed under the MIT license.\n"
           "/// Copyright (c) 2014-2018 Axel Heer.</remarks>\ninternal class Rewriter {}\n")
    assert _named(chunk_file("Rewriter.cs", doc, "csharp"), "Rewriter").doc.startswith(
        "Null-safe member access.")


def test_a_csharp_or_rust_triple_slash_doc_one_blank_line_above_is_the_doc() -> None:
    # MoreLINQ writes a blank line under each method's `/// <summary>…</remarks>` block, and
    # C#'s compiler and rustdoc still give the doc to the member below: 719 of its 735
    # methods had none. A `////` rule, or two blank lines, documents nothing.
    cs = ('static class E\n{\n'
          '    /// <summary>\n    /// Batches the source sequence into sized buckets.\n'
          '    /// </summary>\n\n'
          '    public static int Batch(int size) => size;\n\n'
          '    //// ------------------------------------------------\n\n'
          '    public static int Pad(int size) => size;\n\n'
          '    /// <summary>Far above.</summary>\n\n\n'
          '    public static int Lag(int size) => size;\n'
          '}\n')
    chunks = chunk_file("Batch.cs", cs, "csharp")
    assert _named(chunks, "Batch").doc == "Batches the source sequence into sized buckets."
    assert _named(chunks, "Pad").doc == ""
    assert _named(chunks, "Lag").doc == ""
    rs = '/// A Timer that uses the tokio runtime.\n\n#[derive(Clone, Debug)]\npub struct TokioTimer;\n'
    assert _named(chunk_file("src/rt.rs", rs, "rust"), "TokioTimer").doc == \
        "A Timer that uses the tokio runtime."
    # Elsewhere a `///` line one blank line above stays apart: TypeScript's triple-slash
    # directive documents no function.
    ts = '/// <reference types="node" />\n\nexport function run(): void {}\n'
    assert _named(chunk_file("src/run.ts", ts, "typescript"), "run").doc == ""


def test_a_triple_slash_doc_going_on_across_a_blank_line_keeps_its_first_paragraph() -> None:
    # Crow writes a doc's brief, a blank line, then its details opening with a bare `///`
    # line: 29 of its docs (`CORSHandler`) read from the second paragraph. A run opening with
    # a bare `///` goes on with the doc a blank line above, and so does one inside a code fence
    # that doc opened (fpdart's `Eq.contramap` read its example's last lines).
    cpp = ('namespace crow {\n'
           '    /// CORSHandler is a global middleware for setting CORS headers.\n\n'
           '    ///\n'
           '    /// By default, it sets Access-Control-Allow-Origin to "*".\n'
           '    struct CORSHandler {};\n\n'
           '    /// A note on the section.\n\n'
           '    /// Send a "Ping" message.\n'
           '    void send_ping();\n'
           '}\n')
    chunks = chunk_file("include/crow/cors.h", cpp, "cpp")
    assert _named(chunks, "CORSHandler").doc == (
        "CORSHandler is a global middleware for setting CORS headers.\n"
        'By default, it sets Access-Control-Allow-Origin to "*".')
    # A run that opens with words is a doc of its own: the one above is no part of it.
    assert _named(chunks, "send_ping").doc == 'Send a "Ping" message.'
    # A Doxygen group's `/// @{` closes the group's doc: cli11's `Validator` is not in it.
    grouped = ('/// @brief Some validators that are provided\n/// @{\n\n///\n'
               'class Validator {};\n')
    assert _named(chunk_file("include/CLI/Validators.hpp", grouped, "cpp"), "Validator").doc == ""
    dart = ('class Eq<T> {\n'
            '  /// Return an [Eq] instance based on a parameter of type `T`.\n'
            '  /// ```dart\n'
            '  /// class Parent {}\n\n'
            '  /// /// Equality for values of type [Parent].\n'
            '  /// final eqParentInt = Eq.eqInt.contramap<Parent>((p) => p.value1);\n'
            '  /// ```\n'
            '  Eq<A> contramap<A>(T Function(A) map) => this;\n'
            '}\n')
    doc = _named(chunk_file("lib/src/eq.dart", dart, "dart"), "contramap").doc
    assert doc.startswith("Return an [Eq] instance based on a parameter of type `T`.")


def test_a_bare_code_fence_line_of_a_triple_slash_doc_stays_in_it() -> None:
    # A `/// ```` line has no word, but it is no rule: blanked, axum's `Utf8Bytes.deref`, whose
    # doc is an example alone, read the example's code ("/// Example fn that takes a str
    # slice fn a(s: &str) {}") as its summary. Kept, the doc opens with the fence: code.
    rs = ('impl std::ops::Deref for Utf8Bytes {\n'
          '    /// ```\n'
          '    /// /// Example fn that takes a str slice\n'
          '    /// fn a(s: &str) {}\n'
          '    /// ```\n'
          '    fn deref(&self) -> &str { self.as_str() }\n\n'
          '    /// Returns as a string slice.\n'
          '    ///\n'
          '    /// ```\n'
          '    /// let s = b.as_str();\n'
          '    /// ```\n'
          '    pub fn as_str(&self) -> &str { "" }\n'
          '}\n')
    chunks = chunk_file("src/ws.rs", rs, "rust")
    assert _named(chunks, "deref").doc.startswith("``` ")
    assert _named(chunks, "as_str").doc == "Returns as a string slice.\n``` let s = b.as_str();\n```"


def test_a_lone_star_ending_a_doc_comments_line_is_no_word() -> None:
    # scalafmt writes `/** text **/` as `/** text * */`: doobie's five `Transactor` members
    # read "… given the kernel *"; phoenix's `/** Initializes the Socket *` ends its first
    # line so. A `*` between words, `a * b`, stays.
    scala = ('abstract class Transactor {\n'
             '  /** A program that can provide a database connection, given the kernel * */\n'
             '  def connect: Int\n\n'
             '  /** Returns a * b */\n'
             '  def times: Int\n'
             '}\n')
    chunks = chunk_file("transactor.scala", scala, "scala")
    assert _named(chunks, "connect").doc == \
        "A program that can provide a database connection, given the kernel"
    assert _named(chunks, "times").doc == "Returns a * b"
    # One the sentence goes on after is an operator: commons-collections' `threshold`.
    java = ('class Segment {\n'
            '    /**\n     * Always <code>(int)(capacity *\n     * loadFactor)</code>.\n     */\n'
            '    private transient int threshold;\n}\n')
    assert _named(chunk_file("Segment.java", java, "java"), "threshold").doc == \
        "Always (int)(capacity * loadFactor)."
    js = '/** Initializes the Socket *\n *\n * For IE8 support use a shim.\n */\nexport class Socket {}\n'
    assert _named(chunk_file("socket.js", js, "javascript"), "Socket").doc == \
        "Initializes the Socket\nFor IE8 support use a shim."


def test_a_shellcheck_directive_is_no_doc() -> None:
    # `# shellcheck disable=SC2034` above a function was its doc; under a description it ran
    # on after it ("Prints things. shellcheck disable=SC2086").
    sh = ("#!/bin/bash\n\n# shellcheck disable=SC2034\nfoo() {\n  echo hi\n}\n\n"
          "# Prints things.\n# shellcheck disable=SC2086 source=./lib.sh\nbar() {\n  echo $1\n}\n")
    chunks = chunk_file("x.sh", sh, "bash")
    assert (_named(chunks, "foo").doc, _named(chunks, "bar").doc) == ("", "Prints things.")
    # A script's summary is not its `shell=` directive.
    [whole] = chunk_file("bin/run", "# shellcheck shell=bash\n# Runs the suite.\nmake test\n", "text")
    assert whole.doc == "Runs the suite."


def test_a_picture_drawn_in_punctuation_is_no_doc() -> None:
    """django-allauth's package docstring is a figlet logo of `/\\|_` lines, and was the
    package's summary; the words under such a picture are the doc, and an example's closing
    `});` lines stay in it."""
    art = ('r"""\n    _        ___      __    __\n /\\| |/\\    /   \\    |  |  |  |\n'
           ' \\ ` \' /   /  ^  \\   |  |  |  |\n"""\n\nVERSION = (1, 0)\n')
    assert [(c.kind, c.name, c.doc) for c in chunk_file("pkg/__init__.py", art, "python")] == [
        ("constant", "VERSION", "")]
    under = art.replace('"""\n\nVERSION', '\nAuthentication for Django.\n"""\n\nVERSION')
    assert chunk_file("pkg/__init__.py", under, "python")[0].doc == "Authentication for Django."
    example = ("/**\n * Usage:\n *\n *   suite('a', function() {\n *     test('b', f);\n"
               " *   });\n * });\n */\nfunction tdd(suite) {\n  return suite;\n}\n")
    assert chunk_file("tdd.js", example, "javascript")[0].doc.endswith("}); });")


def test_a_comment_framed_by_a_bar_margin_reads_without_it() -> None:
    # Laravel frames its comments over settings and bootstrapping code with a `|` margin:
    # koel's config keys read "|---------- | Default Session Driver |----------- | | This …".
    php = ("<?php\n\n/*\n|------------------------------------------\n| Size Helpers\n"
           "|------------------------------------------\n|\n"
           "| Formats a size in bytes for people to read.\n|\n*/\n"
           "function format_size(int $bytes): string\n{\n    return $bytes . ' B';\n}\n\n"
           "/* | a bar inside the text | stays */\nfunction other(): void\n{\n}\n")
    chunks = chunk_file("helpers.php", php, "php")
    assert _named(chunks, "format_size").doc == \
        "Size Helpers\nFormats a size in bytes for people to read."
    assert _named(chunks, "other").doc == "| a bar inside the text | stays"


def test_a_bar_framed_comment_summarises_a_file_without_its_margin() -> None:
    # koel's bootstrap/autoload.php and public/index.php (Laravel's): the file's summary read
    # "| Register The Composer Auto Loader".
    php = ("<?php\n\n/*\n |------------------------------------------\n"
           " | Register The Composer Auto Loader\n |------------------------------------------\n"
           " |\n | Composer provides a convenient class loader.\n |\n */\n\n"
           "require __DIR__.'/../vendor/autoload.php';\n")
    (chunk,) = chunk_file("bootstrap/autoload.php", php, "php")
    assert chunk.doc == "Register The Composer Auto Loader"
