"""A declaration's address line, from real grammars: the markup a doc comment or docstring
is written in (emphasis, reStructuredText) read as plain words, Elixir's pattern parameters
as the names a caller passes."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.docline import says_deprecated
from conftest import chunk_label as _label
from conftest import chunk_labels as _labels


def _labels_all(path: str, text: str, lang: str) -> list[str]:
    """Every chunk's address line, names repeating."""
    return [_label(c) for c in chunk_file(path, text, lang)]


def test_emphasis_around_words_is_dropped_and_stars_of_code_stay() -> None:
    # credo's and typer's docs showed `**DEPRECATED**.` and `**Create** a new *shiny* user.`,
    # more-itertools' numpydoc `Break *iterable* into lists of length *n*.`
    js = ("/**\n * **DEPRECATED** use `render` with *options*.\n */\n"
          "function draw(a) {}\n\n"
          "/** Calls obj.name(*args, **kwargs) on __init__ for *.py files. */\n"
          "function each(a) {}\n\n"
          "/** Removes the whitespace on the __left and right__ side. */\n"
          "function trim(s) {}\n")
    labels = _labels("lib/draw.js", js, "javascript")
    assert labels["draw"] == "function draw(a) — DEPRECATED use `render` with options."
    assert labels["each"] == "function each(a) — Calls obj.name(*args, **kwargs) on __init__ for *.py files."
    assert labels["trim"] == "function trim(s) — Removes the whitespace on the left and right side."
    py = ('def chunked(iterable, n):\n'
          '    """Break *iterable* into lists of length *n*, like ``a * b``."""\n')
    assert _labels("more.py", py, "python")["chunked"] == (
        "function chunked(iterable, n) — Break iterable into lists of length n, like `a * b`.")


def test_restructuredtext_escapes_literal_blocks_and_link_targets_read_as_sphinx_shows_them() -> None:
    # pyparsing's `:class:`Literal`\\ s`, funcy's "Transforms a flat wrapper into decorator::",
    # a docstring's `` `the guide <https://…>`_ ``; an `id_` parameter keeps its underscore.
    py = ('def add(other):\n'
          '    """Converts strings to :class:`Literal`\\\\ s for `the guide <https://x.org/g>`_."""\n\n'
          'def decorator(deco):\n'
          '    """Transforms a flat wrapper into decorator::\n\n'
          '        @decorator\n'
          '        def f(call): ...\n'
          '    """\n\n'
          'def always(obj):\n'
          '    """If *obj* is iterable, return an iterator over its items ::\n\n'
          '        list(always(obj))\n'
          '    """\n\n'
          'def find(id_):\n'
          '    """Find the row named by id_ in the table."""\n')
    labels = _labels("funcy/decorators.py", py, "python")
    assert labels["add"] == "function add(other) — Converts strings to `Literal`s for the guide."
    assert labels["decorator"] == "function decorator(deco) — Transforms a flat wrapper into decorator:"
    assert labels["always"] == "function always(obj) — If obj is iterable, return an iterator over its items"
    assert labels["find"] == "function find(id_) — Find the row named by id_ in the table."
    # A reStructuredText page's section: cachetools' "available from PyPI_ … by running::",
    # pendulum's `` `Official Website <https://pendulum.eustace.io>`_ ``.
    rst = ("cachetools\n==========\n\nInstallation\n------------\n\n"
           "cachetools is available from PyPI_ and can be installed by running::\n\n"
           "  pip install cachetools\n\n"
           "Resources\n---------\n\n"
           "`Official Website <https://p.io>`_ `Documentation <https://p.io/docs/>`_\n")
    labels = _labels("README.rst", rst, "rst")
    assert labels["Installation"].endswith(
        " — cachetools is available from PyPI and can be installed by running:")
    assert labels["Resources"].endswith(" — Official Website Documentation")


def test_elixir_pattern_parameters_fold_to_the_variable_they_bind() -> None:
    # credo's `handle_call(:to_text, _from, %__MODULE__.State{config_lines: …} = s)` showed
    # "%__MODULE__.State{config_lines:…" and its other parameters not at all; a list that
    # fits is shown as written (`%State{} = state`).
    ex = ("defmodule Xgit.Config do\n"
          "  def handle_call(:to_text, _from, %__MODULE__.State{config_lines: config_lines} = s) do\n"
          "    {:reply, config_lines, s}\n  end\n\n"
          "  def handle_cast(msg, %State{} = state), do: {:noreply, {msg, state}}\n\n"
          "  def to_line(%Issue{check: check, message: message, filename: filename}, width) do\n"
          "    {check, message, filename, width}\n  end\n\n"
          "  def walk({:|>, meta, [_, {function, _, [[{:do, _} | _]]}]} = ast, ctx) do\n"
          "    {ast, ctx, meta, function}\n  end\n"
          "end\n")
    labels = _labels("lib/config.ex", ex, "elixir")
    assert labels["handle_call"] == "function Xgit.Config.handle_call(:to_text, _from, s)"
    assert labels["handle_cast"] == "function Xgit.Config.handle_cast(msg, %State{} = state)"
    assert labels["to_line"] == "function Xgit.Config.to_line(%Issue{…}, width)"
    assert labels["walk"] == "function Xgit.Config.walk(ast, ctx)"


def test_jsdoc_tags_that_place_or_classify_are_no_description() -> None:
    # chokidar's `NodeFsHandler` showed "@mixin", its doc comment's one line.
    ts = ("/**\n * @mixin\n */\nexport class NodeFsHandler {}\n\n"
          "/**\n * Watches a folder.\n * @fires change\n * @memberof module:fs\n */\n"
          "export function watchDir(dir: string): void {}\n")
    labels = _labels("src/handler.ts", ts, "typescript")
    assert labels["NodeFsHandler"] == "class NodeFsHandler"
    assert labels["watchDir"] == "function watchDir(dir: string): void — Watches a folder."


def test_dart_optional_parameter_groups_fold_to_their_names() -> None:
    # args' `Parser._validate` showed "(bool condition, String message, )": its optional
    # positional group `[…]` was read as a C array's size and dropped.
    dart = ("class Parser {\n"
            "  void validate(bool condition, String message,\n"
            "      [String? args, List<String>? source, int? offset]) {}\n\n"
            "  Parser(this.commandName, this.grammar,\n"
            "      {required Map<String, Object> results, void Function(int)? onDone}) {}\n"
            "}\n")
    labels = _labels("lib/src/parser.dart", dart, "dart")
    assert labels["validate"] == "method Parser.validate(condition, message, [args, source, offset])"
    assert labels["Parser"] == "constructor Parser(commandName, grammar, {results, onDone})"


def test_a_lua_function_named_as_its_table_shows_its_parameters() -> None:
    # inspect.lua's `function inspect.inspect(root, options)` showed no list: the table's
    # name was read as the function's, and `.inspect(…)` as no list.
    lua = ("local inspect = {}\n\nfunction inspect.inspect(root, options)\n  return root\nend\n\n"
           "function inspect.other(x)\n  return x\nend\n\nreturn inspect\n")
    labels = _labels("inspect.lua", lua, "lua")
    assert labels["inspect"] == "function inspect.inspect(root, options)"
    assert labels["other"] == "function inspect.other(x)"


def test_a_crate_docs_centred_logo_is_no_description() -> None:
    # qa21: insta's and cargo-insta's crate docs open on a README's centred logo; their file
    # chunks read "<img src="https://github.com/mitsuhiko/insta/blob/master/assets/logo.pn…".
    rs = ('#![warn(rustdoc::all)]\n\n'
          '//! <div align="center">\n'
          '//!  <img src="https://example.org/assets/logo.png?raw=true" width="250" height="250">\n'
          '//!  <picture><img src="dark.png"></picture>\n'
          '//!  <p><strong>insta: a snapshot testing library for Rust</strong></p>\n'
          '//! </div>\n//!\n//! # What are snapshot tests\n\n'
          'pub mod macros {}\n')
    assert _labels("insta/src/lib.rs", rs, "rust")[""] == (
        "file — insta: a snapshot testing library for Rust")


def test_a_style_element_in_a_doc_is_no_description() -> None:
    # qa34: ratatui documents its 24 Tailwind and Material palettes by a swatch, a `<style>`
    # element and `<div style="background-color: …">` rows; their addresses read
    # "<style>.palette div{width:2rem;height:2rem}</style> <div style="backg…".
    rs = ('#[rustfmt::skip]\n'
          '/// <style>.palette div{width:2rem;height:2rem}</style><div class="palette" '
          'style="display:flex"><div style="background-color: #fff7ed"></div></div>\n'
          'pub const ORANGE: Palette = Palette { c50: 0xfff7ed };\n\n'
          '/// A `<style>` or <script> named in prose stays. <style>p{}</style>Orange 100.\n'
          'pub const O100: u32 = 0xffedd5;\n')
    labels = _labels("src/style/palette/tailwind.rs", rs, "rust")
    assert labels["ORANGE"] == "constant ORANGE"
    assert labels["O100"] == "constant O100 — A `<style>` or <script> named in prose stays."


def test_a_heading_that_is_a_lowercase_call_signature_is_no_description() -> None:
    # qa26: chai's `assert.isIterable` showed "### isIterable(obj, [message])" and its
    # `stringDistanceCapped` "# stringDistanceCapped(strA, strB, cap) Return the Levenshtein…":
    # a heading opening with a lowercase name was read as prose ("# of bytes read" is prose).
    js = ("/**\n * ### isIterable(obj, [message])\n *\n * Asserts that the target is iterable.\n"
          " */\nassert.isIterable = function (obj, msg) {};\n\n"
          "/**\n * # stringDistanceCapped(strA, strB, cap)\n"
          " * Return the Levenshtein distance between two strings.\n */\n"
          "function stringDistanceCapped(strA, strB, cap) {}\n\n"
          "/**\n * # of bytes read so far.\n */\nfunction count(n) {}\n\n"
          "const config = {\n  /**\n   * ### config.showDiff\n   * Whether a diff is shown.\n   */\n"
          "  showDiff: true,\n};\n\n"
          "/**\n * # urls.py\n * urlpatterns = []\n */\nfunction urls() {}\n")
    labels = _labels("lib/assert.js", js, "javascript")
    assert labels["isIterable"] == "function assert.isIterable(obj, msg) — Asserts that the target is iterable."
    assert labels["stringDistanceCapped"] == (
        "function stringDistanceCapped(strA, strB, cap) — Return the Levenshtein distance between two strings.")
    assert labels["count"] == "function count(n) — # of bytes read so far."
    assert labels["showDiff"] == "property config.showDiff — Whether a diff is shown."
    assert labels["urls"] == "function urls() — # urls.py urlpatterns = []"


def test_a_heading_of_two_marks_or_more_is_one_whatever_its_case() -> None:
    # elysia's 40 `### state` / `Assign global mutatable state …` and `### stop | Life cycle
    # event` / `Called after server stop …` docs (no blank line under the heading) showed
    # "### state Assign …" while `### Error | Life cycle event` was passed over. One `#` and a
    # lowercase word stays prose, as above.
    ts = ("class Elysia {\n"
          "  /**\n   * ### state\n   * Assign global mutatable state accessible for all handler\n"
          "   */\n  state(name: string) { return this }\n\n"
          "  /**\n   * ### stop | Life cycle event\n   * Called after server stop serving request\n"
          "   */\n  onStop(handler: Function) { return this }\n}\n")
    labels = _labels("src/index.ts", ts, "typescript")
    assert labels["state"] == (
        "method Elysia.state(name: string) — Assign global mutatable state accessible for all handler")
    assert labels["onStop"] == (
        "method Elysia.onStop(handler: Function) — Called after server stop serving request")


def test_an_rdoc_heading_with_no_space_after_its_marks_is_one() -> None:
    # qa68: mail's `Message#initialize` opens `# ==Making an email` (RDoc reads its marks with
    # no space after them too; Scaladoc writes `==Overview==`): shown as its description, and
    # `# ===Per RFC2822` with no blank line under it ran on into the text below. A `==` in a
    # sentence, or a lone `=`, stays prose.
    rb = ("class Message\n  # ==Making an email\n  #\n"
          "  # You can make a new mail object via a block.\n  def initialize(*args)\n  end\n\n"
          "  # ===Per RFC2822\n  # Header fields are lines.\n  def header\n  end\n\n"
          "  # =Not a heading here.\n  def other\n  end\nend\n")
    labels = _labels("lib/message.rb", rb, "ruby")
    assert labels["initialize"] == (
        "constructor Message.initialize(*args) — You can make a new mail object via a block.")
    assert labels["header"] == "method Message.header — Header fields are lines."
    assert labels["other"] == "method Message.other — =Not a heading here."


def test_a_callback_a_call_defines_by_its_name_shows_its_parameters() -> None:
    # qa26: chai's `Assertion.addMethod('members', function (subset, msg) {…})` was addressed
    # `function members`, no list; express's `app.param('user', function(req, res, next, id)`
    # too. A test case's, a hook's or a route's callback takes the runner's parameters: none.
    js = ("Assertion.addMethod('members', function (subset, msg) {\n  return subset;\n});\n\n"
          "Assertion.addProperty('finite', async msg => {\n  return msg;\n});\n\n"
          "app.get('/users', function (req, res) {\n  res.end();\n});\n\n"
          "it('members', function (done) {\n  done();\n});\n\n"
          "beforeEach(function (done) {\n  done();\n});\n\n"
          "showdown.subParser('makehtml.blockGamut', function (text, options, globals) {\n"
          "  return text;\n});\n\napp.get('/v1.2', function (req, res) {\n  res.end();\n});\n")
    labels = {label.split(" —")[0] for label in _labels_all("lib/assertions.js", js, "javascript")}
    assert "function members(subset, msg)" in labels
    # A dotted name is one too (showdown's 70 sub-parsers showed no parameters).
    assert "function makehtml.blockGamut(text, options, globals)" in labels
    assert "function /v1.2" in labels
    assert "function finite(msg)" in labels
    assert "function /users" in labels
    assert "function members" in labels        # the test case
    assert "function beforeEach" in labels


def test_an_operator_in_a_doc_ends_no_sentence() -> None:
    # quiver's firstNonNull read "Deprecated: Use ??": Dart's `??` was taken for the end
    # of a sentence, and a ternary's lone `?` would be too.
    dart = ("@Deprecated('Use ?? and ArgumentError.checkNotNull. Will be removed in 4.0.0')\n"
            "dynamic firstNonNull(o1, o2, [o3, o4]) {\n  return o1;\n}\n\n"
            "/// Picks `a` when ready ? else b. Then more.\n"
            "int pick(int a, int b) => a;\n\n"
            "/// Is it ready? Then go.\n"
            "bool ready() => true;\n")
    labels = _labels("lib/src/core/utils.dart", dart, "dart")
    assert labels["firstNonNull"] == ("function firstNonNull(o1, o2, [o3, o4]) — Deprecated: Use ??"
                                      " and ArgumentError.checkNotNull."), labels
    assert labels["pick"].endswith("— Picks `a` when ready ? else b."), labels
    assert labels["ready"].endswith("— Is it ready?"), labels


def test_sphinx_version_directives_read_as_sphinx_renders_them() -> None:
    # pyparsing's `asList` opened "… deprecated:: 3.0.0 use :meth:`as_list`" and showed no doc;
    # a `versionchanged` opening leads only when no sentence follows it (click's
    # `format_completion`), and a deprecation further down still marks the function.
    py = ('class ParseResults:\n'
          '    def asList(self):\n'
          '        """\n        .. deprecated:: 3.0.0\n           use :meth:`as_list`\n        """\n\n'
          'def validate(trace=None):\n'
          '    """\n    .. versionchanged:: 3.2.0\n       Now checks recursion.\n\n'
          '    Check defined expressions for valid structure.\n    """\n\n'
          'def fmt(item):\n'
          '    """.. versionchanged:: 8.4.2 Escape newlines."""\n\n'
          'def stream(name):\n'
          '    """Returns a system stream.\n\n    .. deprecated:: 8.5.0 Will be removed.\n    """\n')
    chunks = {c.name: c for c in chunk_file("pyparsing/results.py", py, "python")}
    labels = _labels("pyparsing/results.py", py, "python")
    assert labels["asList"] == "method ParseResults.asList() — Deprecated since version 3.0.0: use `as_list`"
    assert labels["validate"] == "function validate(trace=None) — Check defined expressions for valid structure."
    assert labels["fmt"] == "function fmt(item) — Changed in version 8.4.2: Escape newlines."
    assert says_deprecated(chunks["stream"].doc) and not says_deprecated(chunks["fmt"].doc)


def test_a_tag_naming_an_alias_or_author_above_the_description_is_passed_over() -> None:
    # Carbon's 16 `@alias copy` / `Get a copy of the instance.` methods showed no doc; a
    # tag that describes (`@param`) still ends the search.
    php = ("<?php\ninterface CarbonInterface\n{\n"
           "    /**\n     * @alias copy\n     *\n     * Get a copy of the instance.\n"
           "     *\n     * @return static\n     */\n    public function clone();\n\n"
           "    /**\n     * @param int $n\n     *\n     * Adds days.\n     */\n"
           "    public function addDays($n);\n}\n")
    labels = _labels("src/CarbonInterface.php", php, "php")
    assert labels["clone"] == "method CarbonInterface.clone() — Get a copy of the instance."
    assert labels["addDays"] == "method CarbonInterface.addDays($n)"


def test_a_javadoc_deprecated_tag_says_why_an_annotation_deprecates() -> None:
    # retrofit's `SimpleXmlConverterFactory` and jOOR's `Reflect.on` read "Deprecated." alone:
    # `@Deprecated` says nothing more, and the Javadoc's `@deprecated` tag, which says what to
    # use instead, was left at the doc's end (or past its cap: the tag is read from the
    # comment). An annotation with no tag reads "Deprecated.", run on into the doc's sentence
    # as a word alone is.
    java = ("package org.joor;\n\npublic class Reflect {\n"
            "    /**\n     * Wrap a class name.\n     *\n"
            + "     * @param name A fully qualified class name, loaded by the class loader.\n" * 8 +
            "     * @deprecated [#78] 0.9.11, use {@link #onClass(String)} instead.\n"
            "     * @see #onClass(Class)\n     */\n"
            "    @Deprecated\n    public static Reflect on(String name) { return null; }\n\n"
            "    /** Wrap a class. */\n"
            "    @Deprecated\n    public static Reflect wrap(Class<?> c) { return null; }\n}\n")
    labels = _labels("Reflect.java", java, "java")
    assert labels["on"].endswith(
        "— Deprecated: [#78] 0.9.11, use `onClass(String)` instead."), labels["on"]
    assert labels["wrap"].endswith("— Deprecated. Wrap a class."), labels["wrap"]
    doc = next(c.doc for c in chunk_file("Reflect.java", java, "java") if c.name == "on")
    assert says_deprecated(doc) and doc.startswith("Deprecated: [#78]")


def test_rst_auto_numbered_item_opening_a_section_shows_its_text() -> None:
    # packaging's docs/development/release-process.rst opens with a `#.` list: "#." was read
    # as the whole first sentence, and the section showed no doc at all.
    rst = ("Release Process\n===============\n\n"
           "#. Checkout the current ``main`` branch.\n\n"
           "#. Install the latest ``nox``::\n\n    $ pip install nox\n")
    labels = _labels("docs/development/release-process.rst", rst, "rst")
    assert labels["Release Process"] == "section Release Process — Checkout the current main branch."


def test_ldoc_typed_parameter_and_placing_tags_end_the_description() -> None:
    # Penlight's LDoc docs run on into their tags: `tablex.copy` showed "make a shallow copy of
    # a table @within Copying @tab t an iterable source", `List.splice` "… @int idx index".
    lua = ("local tablex = {}\n\n--- make a shallow copy of a table\n-- @within Copying\n"
           "-- @tab t an iterable source\n-- @return new table\nfunction tablex.copy(t)\n"
           "  return t\nend\n\n--- Insert a sublist into a list\n-- equivalent to 's[idx:idx] = "
           "list' in Python\n-- @int[opt] idx index\nfunction tablex.splice(idx, list)\nend\n\n"
           "return tablex\n")
    labels = _labels("pl/tablex.lua", lua, "lua")
    assert labels["copy"] == "function tablex.copy(t) — make a shallow copy of a table"
    assert labels["splice"] == ("function tablex.splice(idx, list) — Insert a sublist into a "
                                "list equivalent to 's[idx:idx] = list' in Python")
    # Prose naming an annotation is no tag: "annotated with @Table" stays.
    java = "/** Entities annotated with @Table are stored. */\nclass Store {}\n"
    assert _labels("Store.java", java, "java")["Store"] == \
        "class Store — Entities annotated with @Table are stored."


def test_a_full_stop_in_an_open_bracket_or_code_span_ends_no_sentence() -> None:
    # pyparsing's `c_style_comment` read "Comment of the form `/* ...", its tiny example's
    # `comment` "Comments (C-style /* ...", Sinatra's `not_found` "Sugar for `error(404) {
    # ..."; a sentence after the bracket closes still ends where it does.
    py = ('class Helpers:\n    c_style_comment = 1\n    "Comment of the form ``/* ... */``"\n\n'
          '    # Comments (C-style /* ... */)\n    comment = 2\n')
    rb = ("class Base\n  # Sugar for `error(404) { ... }`. Runs the block.\n"
          "  def not_found(&block); end\nend\n")
    labels = _labels("helpers.py", py, "python")
    assert labels["c_style_comment"] == (
        "property Helpers.c_style_comment — Comment of the form `/* ... */`")
    assert labels["comment"] == "property Helpers.comment — Comments (C-style /* ... */)"
    assert _labels("base.rb", rb, "ruby")["not_found"] == (
        "method Base.not_found(&block) — Sugar for `error(404) { ... }`.")


def test_a_php_var_tag_alone_describes_its_property() -> None:
    # PHP-Parser's node properties are documented `/** @var Node\Param[] Parameters */`
    # (315 of them), guzzle's `@var array Default request options`: read as a block tag, the
    # doc showed nothing. The description follows the type (its brackets may hold spaces)
    # and the variable, if named; a tag with no description still shows nothing.
    php = ("<?php\nclass A {\n    /** @var Node\\Param[] Parameters */\n    public array $params;\n"
           "    /** @var array<string, mixed> */\n    protected array $attributes = [];\n"
           "    /** @var array{type: int, line: int}|null the last error */\n    private $err;\n"
           "    /** @var string $name The name */\n    public $name;\n"
           "    /** @var int One of the TYPE_* constants */\n    public const TYPE = 1;\n}\n")
    labels = _labels("A.php", php, "php")
    assert labels["params"] == "property A.params — Parameters", labels
    assert labels["attributes"] == "property A.attributes", labels
    assert labels["err"] == "property A.err — the last error", labels
    assert labels["name"] == "property A.name — The name", labels
    assert labels["TYPE"] == "constant A.TYPE — One of the TYPE_* constants", labels


def test_a_js_function_bound_to_two_names_shows_its_parameters() -> None:
    # bluebird's `Promise.prototype.caught = Promise.prototype["catch"] = function (fn)` and
    # `Promise.reject = Promise.rejected = function (reason)` (20 of its API), jQuery's `init =
    # jQuery.fn.init = function(selector, context, root)`: the second name stood between the
    # first and the function, and the address showed no list.
    js = ("Foo.prototype.caught = Foo.prototype[\"catch\"] = function (fn) {\n  return fn;\n};\n"
          "Foo.reject = Foo.rejected = function (reason) {\n  return reason;\n};\n"
          "Foo._peek = Foo.prototype._peek = function() {\n  return 1;\n};\n")
    labels = _labels("foo.js", js, "javascript")
    assert labels == {"caught": "method Foo.caught(fn)", "reject": "function Foo.reject(reason)",
                      "_peek": "function Foo._peek()"}, labels


def test_a_note_s_tag_opening_a_doc_is_no_part_of_its_description() -> None:
    # falcon's constants read "NOTE(kgriffs): According to RFC 7159, most JSON parsers…" and
    # its `strptime` alias "PERF(kgriffs): Avoid an extra namespace lookup…"; the tag and its
    # author's handle took a quarter of the line. A work note is still passed over whole.
    source = ("# NOTE(kgriffs): According to RFC 7159, most JSON parsers assume UTF-8.\n"
              "MEDIA_JSON = 'application/json'\n\n"
              "# PERF(kgriffs): Avoid an extra namespace lookup.\nstrptime = 1\n\n"
              "# NOTE: package perms to remove a synthetic accessor\nCACHE = None\n")
    labels = _labels("constants.py", source, "python")
    assert labels["MEDIA_JSON"].endswith(
        "constant MEDIA_JSON — According to RFC 7159, most JSON parsers assume UTF-8.")
    assert labels["strptime"].endswith("— Avoid an extra namespace lookup.")
    assert labels["CACHE"].endswith("— package perms to remove a synthetic accessor")


def test_a_doc_of_see_tags_alone_points_to_the_doc_it_refers_to() -> None:
    # ormlite's RuntimeExceptionDao documents each of its 106 wrappers with `@see
    # Dao#queryForId(Object)` alone, and their lines showed no description: the reference
    # says which doc describes the method; a URL says where it is. A sentence still wins.
    java = ("public class RuntimeExceptionDao<T, ID> {\n"
            "    /**\n     * @see Dao#queryForId(Object)\n     */\n"
            "    public T queryForId(ID id) { return null; }\n\n"
            "    /**\n     * @see https://github.com/j256/ormlite-core/issues/12\n     */\n"
            "    public void issue() {}\n\n"
            "    /**\n     * Close the wrapped DAO.\n     *\n     * @see Dao#close()\n     */\n"
            "    public void close() {}\n}\n")
    labels = _labels("RuntimeExceptionDao.java", java, "java")
    assert labels["queryForId"].endswith("queryForId(ID id) — See `Dao#queryForId(Object)`.")
    assert labels["issue"].endswith("issue() — See https://github.com/j256/ormlite-core/issues/12")
    assert labels["close"].endswith("— Close the wrapped DAO.")


def test_a_see_tag_to_a_name_in_backticks_a_link_or_a_url_points_there() -> None:
    # remeda's `INTERNAL_SYMBOLS` (`// @see `injectAdditionalTypeDeclarations``) showed no
    # description; nor did Javadoc's `@see #now()`, `{@link Foo}`, a URL, or a `@see` that
    # other tags follow. Words after the reference are a sentence of their own, not a target.
    ts = ("// @see `injectAdditionalTypeDeclarations`\nconst INTERNAL_SYMBOLS = [\"A\"];\n\n"
          "/** @see {@link Pipe | the pipe} */\nexport function pipe() {}\n\n"
          "/** @see https://example.com/spec#merge */\nexport function merge() {}\n\n"
          "/** @see Foo for the details */\nexport function details() {}\n\n"
          "/** @see {@link https://w3c.github.io/x/#strip-url} */\nexport function strip() {}\n")
    labels = _labels("tsdown.config.ts", ts, "typescript")
    assert labels["INTERNAL_SYMBOLS"].endswith("— See `injectAdditionalTypeDeclarations`.")
    assert labels["pipe"].endswith("pipe() — See `Pipe`.")
    assert labels["merge"].endswith("merge() — See https://example.com/spec#merge")
    assert "See" not in labels["details"]
    assert labels["strip"].endswith("strip() — See https://w3c.github.io/x/#strip-url")
    java = ("class Clock {\n    /**\n     * @see #now()\n     * @since 2.12.0\n     */\n"
            "    long today() { return 0; }\n\n    /** @see A#b() @see C#d() */\n"
            "    void both() {}\n}\n")
    labels = _labels("Clock.java", java, "java")
    assert labels["today"].endswith("today() — See `#now()`.")
    assert labels["both"].endswith("both() — See `A#b()`.")


def test_a_see_tag_after_other_tags_points_there_when_no_sentence_does() -> None:
    # commons-compress's `parseFromCentralDirectoryData` is documented by `@param` lines and
    # `@see ZipExtraField#parseFromCentralDirectoryData(byte[], int, int)`: no description
    # showed. A sentence still wins, and so does what a `@return` says.
    java = ("class Header {\n    /**\n     * @param data The bytes.\n"
            "     * @see ZipExtraField#parse(byte[], int)\n     */\n    void parse(byte[] data) {}\n\n"
            "    /**\n     * @param data The bytes.\n     * @return the header's length\n"
            "     * @see ZipExtraField#length()\n     */\n    int length(byte[] data) { return 0; }\n\n"
            "    /**\n     * Reads the header.\n     * @see ZipExtraField#read()\n     */\n"
            "    void read() {}\n}\n")
    labels = _labels("Header.java", java, "java")
    assert labels["parse"].endswith("parse(byte[] data) — See `ZipExtraField#parse(byte[], int)`.")
    assert labels["length"].endswith("— Returns the header's length")
    assert labels["read"].endswith("read() — Reads the header.")
    # YARD's `(see Pattern#===)` copies that method's doc (mustermann's `Shell#===`).
    rb = ("class Shell\n  # @param (see Pattern#===)\n  # @return (see Pattern#===)\n"
          "  # @see (see Pattern#===)\n  def ===(string)\n  end\nend\n")
    assert _labels("shell.rb", rb, "ruby")["==="].endswith("— See `Pattern#===`.")


def test_a_csharp_inheritdoc_cref_alone_points_to_the_doc_it_inherits() -> None:
    # StackExchange.Redis's KeyPrefixed wrappers: 388 members documented by `<inheritdoc
    # cref="IDatabase.StreamAdd(…)"/>` alone showed no description; the cref says whose doc
    # applies. A bare `<inheritdoc/>` says nothing, and a sentence after the tag still wins.
    cs = ("public class KeyPrefixed\n{\n"
          "    /// <inheritdoc cref=\"IDatabase.StreamAdd(RedisKey, RedisValue)\"/>\n"
          "    public RedisValue StreamAdd(RedisKey key, RedisValue value) => default;\n\n"
          "    /// <inheritdoc cref=\"Faker{T}.Generate\" />\n"
          "    public T Generate() => default;\n\n"
          "    /// <inheritdoc/>\n    public void Close() { }\n\n"
          "    /// <inheritdoc cref=\"GetMemory\"/> Defaults to the memory's span.\n"
          "    public Span<byte> GetSpan() => default;\n}\n")
    labels = _labels("KeyPrefixed.cs", cs, "csharp")
    assert labels["StreamAdd"].endswith("— See `IDatabase.StreamAdd(RedisKey, RedisValue)`.")
    assert labels["Generate"].endswith("Generate() — See `Faker<T>.Generate`.")
    assert labels["Close"].endswith("method KeyPrefixed.Close()")
    assert labels["GetSpan"].endswith("— Defaults to the memory's span.")


def test_an_annotated_self_or_cls_is_left_out_of_a_python_method_s_parameters() -> None:
    # falcon's overloads narrow `self` (`def __init__(self: App[Request, Response], …)`),
    # anyio's mixins too (`def __enter__(self: _SupportsCtxMgr[_T_co, bool | None])`): the
    # line showed `App.__init__(self, media_type, …)`, a receiver no call writes.
    source = ("class App:\n    @overload\n"
              "    def __init__(self: App[Request, Response], media_type: str = ...,\n"
              "                 request_type: None = None, response_type: None = None,\n"
              "                 router: CompiledRouter | None = ...) -> None: ...\n\n"
              "    def __enter__(self: _SupportsCtxMgr[_T_co, bool | None]) -> _T_co:\n"
              "        return self\n\n"
              "    @classmethod\n    def make(cls: type[T], name: str) -> T:\n"
              "        return cls()\n")
    labels = _labels_all("app.py", source, "python")
    assert labels[1].endswith("App.__init__(media_type, request_type, response_type, router)…")
    assert labels[2].endswith("App.__enter__() -> _T_co")
    assert labels[3].endswith("App.make(name: str) -> T")


def test_self_after_python_type_parameters_is_left_out() -> None:
    # Python 3.12's type parameters come before the list (pint's 148 generic functions and
    # methods): `_convert[T](self, value, …)` showed the receiver no call writes.
    source = ("class Registry:\n"
              "    def _convert[T](self, value: T, src: UnitsContainer, dst: UnitsContainer,\n"
              "                    inplace: bool = False, **ctx_kwargs: Any) -> T:\n"
              "        return value\n\n"
              "    @classmethod\n"
              "    def make[Q: Quantity](cls, name: str) -> Q:\n"
              "        return cls()\n\n"
              "def partition[T](self, items: list[T]) -> T:\n"
              "    return items[0]\n")
    labels = _labels("registry.py", source, "python")
    assert labels["_convert"].endswith("Registry._convert[T](value, src, dst, inplace, **ctx_kwargs) -> T")
    assert labels["make"].endswith("Registry.make[Q: Quantity](name: str) -> Q")
    # A function's first parameter named `self` is a parameter like another.
    assert labels["partition"].endswith("partition[T](self, items: list[T]) -> T")


def test_a_return_type_cut_to_its_arrow_shows_as_the_cut() -> None:
    # The stored signature's cap (160 characters) cut anyio's and httpcore's return types
    # right after their `->`, ioredis's after `:`, chevrotain's after `: (`: the line read
    # `__aexit__(exc_type, exc_value, traceback) ->…`, a type that says nothing.
    from codesift.address import hit_label
    from codesift.model import Hit

    def label(signature: str, lang: str, kind: str = "method") -> str:
        name = signature.split("(")[0].split()[-1]
        return hit_label(Hit(path="a", line=1, end_line=2, kind=kind, symbol=name, container="",
                             signature=signature, doc="", lang=lang, score=0.0))

    assert label("async def __aexit__(self, exc_type: type[BaseException] | None = None, exc_value: "
                 "BaseException | None = None, traceback: types.TracebackType | None = None) ->…",
                 "python") == "method __aexit__(exc_type, exc_value, traceback)…"
    assert label("buildLookaheadForAlternation(options: { prodOccurrence: number; rule: Rule; "
                 "maxLookahead: number; hasPredicates: boolean; dynamicTokensEnabled: boolean; }): (…",
                 "typescript") == "method buildLookaheadForAlternation(options)…"
    # A return type cut inside its name still says what it is.
    assert label("def run_object_filters(self, object_: SchemaItem, name: sqla_compat._ConstraintName, "
                 "type_: NameFilterType, reflected: bool, compare_to: Optional[SchemaItem]) -> Optional[b…",
                 "python") == ("method run_object_filters(object_, name, type_, reflected, compare_to)"
                               " -> Optional[b…")


def test_a_return_type_cut_at_its_string_annotations_quote_shows_as_the_cut() -> None:
    # lark's `Transformer.__mul__` returns `'TransformerChain[…]'`, a string annotation the
    # cap cut after its quote: the line read `__mul__(other) -> '…`.
    import dataclasses

    from codesift.address import hit_label
    from codesift.model import Hit

    signature = ("def __mul__(self: 'Transformer[_Leaf_T, Tree[_Leaf_U]]', other: 'Union[Transformer"
                 "[_Leaf_U, _Return_V], TransformerChain[_Leaf_U, _Return_V,]]') -> '…")
    hit = Hit(path="a", line=1, end_line=2, kind="method", symbol="__mul__",
              container="Transformer", signature=signature, doc="", lang="python", score=0.0)
    assert hit_label(hit).endswith("Transformer.__mul__(other)…")
    hit = dataclasses.replace(hit, signature=signature.replace("'…", '"…'))
    assert hit_label(hit).endswith("Transformer.__mul__(other)…")


def test_a_parameter_cut_inside_its_type_keeps_its_name() -> None:
    # ioredis's 759 overloads open with `...args: [key: RedisKey, …]` longer than the stored
    # signature's cap: every one read `hexpire(…)`, though its one parameter's name was there.
    from codesift.address import hit_label
    from codesift.model import Hit

    def label(signature: str, lang: str) -> str:
        name = signature.split("(")[0].split()[-1]
        return hit_label(Hit(path="a", line=1, end_line=2, kind="method", symbol=name, container="",
                             signature=signature, doc="", lang=lang, score=0.0))

    assert label("hexpire(...args: [key: RedisKey, seconds: number | string, gt: 'GT', fieldsToken: "
                 "'FIELDS', numfields: number | string, ...fields: (string | Buffer)[],…",
                 "typescript") == "method hexpire(...args, …)"
    assert label("def invoke(operation: (AddConstraintOp | DropConstraintOp | CreateIndexOp | "
                 "DropIndexOp | AddColumnOp | AlterColumnOp | AlterTableOp | CreateTableCommentOp |…",
                 "python") == "method invoke(operation, …)"
    # A name the cut may have shortened is no name: Java's comes after its type.
    assert label("public Builder(String name, Map<String, List<Map<String, Map<String, List<Integer>>>>> "
                 "values, Map<String, List<Map<String, Map<String, List<Integer>>>>> othe…",
                 "java") == "method Builder(name, values, …)"


def test_a_typescript_this_parameter_is_left_out() -> None:
    # TypeScript's `this` parameter types the receiver; a call never writes it: chevrotain's
    # mixin traits' 189 methods read `SAVE_ERROR(this, error)`.
    source = ("export class ErrorHandler {\n"
              "  SAVE_ERROR(this: MixedInParser, error: IRecognitionException): IRecognitionException {\n"
              "    return error;\n  }\n\n"
              "  optionInternal<OUT>(this: Parser<A, B<C>>, occurrence: number): OUT {\n"
              "    return occurrence as OUT;\n  }\n\n"
              "  reset(this: MixedInParser): void {}\n\n"
              "  thisLike(thisArg: unknown): void {}\n"
              "}\n"
              "export function bound(this: { id: string }, x: number): number {\n  return x;\n}\n")
    labels = _labels("error_handler.ts", source, "typescript")
    assert labels["SAVE_ERROR"].endswith("ErrorHandler.SAVE_ERROR(error: IRecognitionException): IRecognitionException")
    assert labels["optionInternal"].endswith("ErrorHandler.optionInternal<OUT>(occurrence: number): OUT")
    assert labels["reset"].endswith("ErrorHandler.reset(): void")
    assert labels["thisLike"].endswith("ErrorHandler.thisLike(thisArg: unknown): void")
    assert labels["bound"].endswith("function bound(x: number): number")


def test_a_javadoc_bare_value_tag_shows_the_constants_own_value() -> None:
    # commons-cli's `DEFAULT_WIDTH` read "Default number of characters per line: {@value}.",
    # as 380 constants of commons-lang, commons-compress and 8 more did: a bare `{@value}` is
    # the documented constant's value, read from its initializer; a folded one shows its name.
    # One naming another constant is a link to it.
    java = ("public class HelpFormatter {\n"
            "    /** Default number of characters per line: {@value}. */\n"
            "    public static final int DEFAULT_WIDTH = 74;\n\n"
            "    /** The System property name {@value}. */\n"
            "    public static final String LINE_SEPARATOR = \"line.separator\";\n\n"
            "    /** The prefixes, {@value}, in order. */\n"
            "    static final String[] PREFIXES = {\"-\", \"--\", \"/\", \"+\", \"++\", \"//\", \"---\", \"+++\", \"///\", \"~~~\"};\n\n"
            "    /** At most {@value #DEFAULT_WIDTH} columns. */\n"
            "    public static final int MAX = 74;\n}\n")
    labels = _labels("HelpFormatter.java", java, "java")
    assert labels["DEFAULT_WIDTH"].endswith("— Default number of characters per line: `74`."), labels
    assert labels["LINE_SEPARATOR"].endswith('— The System property name `"line.separator"`.'), labels
    assert labels["PREFIXES"].endswith("— The prefixes, `PREFIXES`, in order."), labels
    assert labels["MAX"].endswith("— At most `DEFAULT_WIDTH` columns."), labels


def test_a_url_in_an_inline_link_tag_ending_a_doc_goes_with_its_tag() -> None:
    # phpseclib's `SSH2::$connections` read "Connection storage to replicate ssh2 extension
    # functionality: {@link": the URL ending the paragraph was dropped, and its tag's opener,
    # taken for the word before it, stayed. A tag the words before lead to stays, as a URL does.
    php = ("<?php\nclass SSH2\n{\n"
           "    /**\n     * Connection storage to replicate the ssh2 extension\n"
           "     * {@link http://php.net/manual/en/wrappers.ssh2.php}\n     */\n"
           "    private static array $connections;\n\n"
           "    /**\n     * Quoting from {@link https://tools.ietf.org/html/rfc4253#section-6}\n     */\n"
           "    private int $window;\n}\n")
    labels = _labels("SSH2.php", php, "php")
    assert labels["connections"].endswith("— Connection storage to replicate the ssh2 extension"), labels
    assert "— Quoting from `https://tools.ietf.org/" in labels["window"], labels


def test_a_doc_of_tags_alone_says_what_its_return_tag_says() -> None:
    # upickle's `isObj` and junit4's `getField` showed no doc: a Javadoc/Scaladoc `@return`,
    # YARD's after its `[type]`, PHPDoc's after its bare type, JSDoc's after `{type}`, read
    # as Javadoc's `{@return …}` renders, "Returns …".
    scala = ("trait ObjArrVisitor {\n  /**\n    * @return true if this is a json object\n"
             "    *         false if this is a json array\n    */\n  def isObj: Boolean\n}\n")
    assert _labels("Visitor.scala", scala, "scala")["isObj"] == (
        "method ObjArrVisitor.isObj: Boolean — Returns true if this is a json object false if"
        " this is a json array")
    java = ("class Field {\n    /**\n     * @return The underlying java Field\n     */\n"
            "    public java.lang.reflect.Field getField() { return field; }\n\n"
            "    /** @return TODO: add return description. */\n    int size() { return 0; }\n}\n")
    labels = _labels("Field.java", java, "java")
    assert labels["getField"].endswith("getField() — Returns the underlying java Field")
    assert labels["size"] == "method Field.size()"   # a work note says nothing
    ruby = ("class Set\n  # @param k [String] the key\n  # @return [Boolean] whether trie"
            " optimization is enabled\n  def use_trie?(k)\n  end\nend\n")
    assert _labels("set.rb", ruby, "ruby")["use_trie?"].endswith(
        " — Returns whether trie optimization is enabled")
    php = ("<?php\nclass Q\n{\n    /** @return iterable<int, string> */\n    public function"
           " lines() {}\n\n    /** @return string|null The name, if set */\n    public function"
           " name() {}\n}\n")
    labels = _labels("Q.php", php, "php")
    assert labels["lines"] == "method Q.lines()"   # a type alone describes nothing
    assert labels["name"] == "method Q.name() — Returns the name, if set"
    js = "/**\n * @returns {Promise<{a: number}>} - the parsed config\n */\nfunction load() {}\n"
    assert _labels("a.js", js, "javascript")["load"] == (
        "function load() — Returns the parsed config")


def test_a_doc_of_tags_alone_says_what_it_returns_before_where_it_points() -> None:
    # Both readings of a doc of tags alone met on merge: "Returns …" says what the method
    # does, a `@see` only where to read it, so the return comes first.
    java = ("public class Dao {\n"
            "    /**\n     * @param id the row's id\n     * @return the row with that id\n"
            "     * @see Query#forId(Object)\n     */\n"
            "    public Row find(long id) { return null; }\n}\n")
    labels = _labels("Dao.java", java, "java")
    assert labels["find"].endswith("— Returns the row with that id"), labels


def test_leafdoc_tag_lines_over_a_description_are_no_description() -> None:
    # Leaflet's 336 documented methods, functions and classes showed none, or the tag:
    # `// @method getLatLng: LatLng` over `// Returns the current …`, `@constructor
    # Marker(…)`, `@alternative`, `@section Methods for modifying map state`.
    js = ("// @class Marker\n// @inherits Interactive layer\n// Marker is used to display icons.\n"
          "export class Marker extends Layer {\n"
          "\t// @method getLatLng: LatLng\n\t// Returns the current position of the marker.\n"
          "\tgetLatLng() {\n\t\treturn this._latlng;\n\t}\n\n"
          "\t// @section Other Methods\n\t// @alternative\n"
          "\t// @method setIcon(icon: Icon): this\n\t// Changes the marker icon.\n"
          "\tsetIcon(icon) {\n\t}\n}\n"
          "// @property chrome: Boolean; `true` for the Chrome browser.\nexport const chrome = 1;\n")
    labels = _labels("src/Marker.js", js, "javascript")
    assert labels["Marker"] == "class Marker extends Layer — Marker is used to display icons."
    assert labels["getLatLng"] == (
        "method Marker.getLatLng() — Returns the current position of the marker.")
    assert labels["setIcon"] == "method Marker.setIcon(icon) — Changes the marker icon."
    assert labels["chrome"] == "constant chrome"   # its text on the tag's line: none, as before
    # KDoc's `@property name text` runs on over lines as written: no paragraph of its own.
    kotlin = ("/**\n * @property name the name\n *   of the thing\n */\nclass Box(val name: String)\n")
    assert "of the thing" not in _labels("Box.kt", kotlin, "kotlin")["Box"]


def test_jsdoc_summary_and_description_tags_open_the_text_and_tool_tags_say_nothing() -> None:
    # mocha's `Mocha.grep` read "@summary Sets `grep` filter …", grape's "@description Add
    # middlewares …"; ioredis's `@ignore`, ramsey/uuid's `@phpcsSuppress Sniff.Name` and
    # flysystem's `@codeCoverageIgnore` were whole descriptions.
    js = ("/**\n * @summary Sets `grep` filter used to select tests.\n * @param {RegExp} re\n */\n"
          "function grep(re) {}\n/** @ignore */\nfunction stream() {}\n")
    labels = _labels("mocha.js", js, "javascript")
    assert labels["grep"] == "function grep(re) — Sets `grep` filter used to select tests."
    assert labels["stream"] == "function stream()"
    php = ("<?php\nclass T\n{\n    /**\n     * @phpcsSuppress SlevomatCodingStandard.TypeHints\n"
           "     */\n    public function provide() {}\n}\n/** @codeCoverageIgnore */\nclass Stub {}\n")
    labels = _labels("T.php", php, "php")
    assert labels["provide"] == "method T.provide()"
    assert labels["Stub"] == "class Stub"


def test_haddock_markup_reads_as_the_words_it_renders_to() -> None:
    # megaparsec's addresses showed Haddock's markup: "@'skipBlockComment' start end@ skips a
    # non-nested block comment", "Skip /zero/ or more white space characters", "Parse a CRLF
    # (see 'crlf')", "A non-empty collection of 'ParseError's" (194 of its 357 doc lines);
    # conduit's "Combine two @Conduit@s" (10 docs in five Haskell trees).
    hs = ("module Lexer where\n\n"
          "-- | @'skipBlockComment' start end@ skips a non-nested block comment.\n"
          "skipBlockComment :: Tokens s -> Tokens s -> m ()\n"
          "skipBlockComment start end = undefined\n\n"
          "-- | Skip /zero/ or more white space characters (see 'crlf', \"Data.Char\").\n"
          "space :: m ()\n"
          "space = undefined\n\n"
          "-- | A collection of 'ParseError's; mail a\\@b.c, see <https://x.org the guide>.\n"
          "bundle :: Int\n"
          "bundle = 1\n\n"
          "-- | The parser's input, a/b/c paths and __never__ 'char''.\n"
          "input :: Int\n"
          "input = 1\n\n"
          "-- | Combine two @Conduit@s, executing their @Flush@es; not @x@y.\n"
          "fuse :: Int\n"
          "fuse = 1\n")
    labels = _labels("Lexer.hs", hs, "haskell")
    assert labels["skipBlockComment"].endswith(
        "— `skipBlockComment start end` skips a non-nested block comment.")
    assert labels["space"].endswith(
        "— Skip zero or more white space characters (see `crlf`, Data.Char).")
    assert labels["bundle"].endswith(
        "— A collection of `ParseError`s; mail a@b.c, see the guide.")
    assert labels["input"].endswith(
        "— The parser's input, a/b/c paths and never `char'`.")
    assert labels["fuse"].endswith("— Combine two `Conduit`s, executing their `Flush`es; not @x@y.")


def test_a_typescript_value_typed_as_a_function_shows_its_type() -> None:
    # fp-ts's 846 `export const getOrElse: <A>(onNone: LazyArg<A>) => (ma: Option<A>) => A =
    # getOrElseW` read `constant getOrElse`: what it takes and returns is its type. Another
    # type (a union holding a function, an array) stays unshown, as values are.
    ts = ("/** Extracts the value. */\n"
          "export const getOrElse: <A>(onNone: LazyArg<A>) => (ma: Option<A>) => A = getOrElseW\n"
          "export const parse: <T extends $ZodType>(\n  schema: T,\n  value: unknown\n) => T = _parse(Err)\n"
          "const gc: (() => void) | undefined = globalThis.gc\n"
          "const order: (keyof Options)[] = ['a']\n"
          "const error: () => ZodErrorMap = () => { return x }\n")
    labels = _labels("src/Option.ts", ts, "typescript")
    assert labels["getOrElse"] == \
        "constant getOrElse: <A>(onNone: LazyArg<A>) => (ma: Option<A>) => A — Extracts the value."
    assert labels["parse"] == "constant parse: <T extends $ZodType>(…)"
    assert labels["gc"] == "constant gc"
    assert labels["order"] == "constant order"
    assert labels["error"] == "function error()"


def test_a_paragraph_naming_the_declaration_alone_is_no_description() -> None:
    # libssh2's headers open each doc with the function's name ("libssh2_knownhost_del()"),
    # its description the paragraph after: the address read "prototype
    # libssh2_knownhost_del(…) — libssh2_knownhost_del()". A name with more words stays.
    c = ("/*\n * libssh2_knownhost_del()\n *\n * Remove a host from the collection of known\n"
         " * hosts.\n */\nint libssh2_knownhost_del(LIBSSH2_KNOWNHOSTS *hosts);\n\n"
         "/*\n * libssh2_knownhost_free\n */\nvoid libssh2_knownhost_free(LIBSSH2_KNOWNHOSTS *h);\n\n"
         "/* free_all() frees them all. */\nvoid free_all(void);\n")
    assert _labels_all("include/libssh2.h", c, "c") == [
        "prototype libssh2_knownhost_del(LIBSSH2_KNOWNHOSTS *hosts) — Remove a host from the "
        "collection of known hosts.",
        "prototype libssh2_knownhost_free(LIBSSH2_KNOWNHOSTS *h)",
        "prototype free_all(void) — free_all() frees them all."]


def test_swift_parameter_and_returns_callouts_are_tags_in_any_case() -> None:
    # Swift Markup's `- Parameter x:`, `- Parameters:`, `- Returns:` and `- Throws:` are what
    # Javadoc's block tags are: CryptoSwift's `Scrypt.init` read "parameters:", its
    # `String.encrypt` "parameter cipher: Instance of `Cipher`"; promisekit's
    # `Promise.description` "Returns: A description of …". A doc of them alone says what
    # it returns, as a `@return` does.
    swift = ('struct S {\n'
             '  /// - parameters:\n  ///   - password: password\n  ///   - salt: salt\n'
             '  public init(password: [UInt8], salt: [UInt8]) {}\n\n'
             '  /// - parameter cipher: Instance of `Cipher`\n  /// - returns: hex string of bytes\n'
             '  public func encrypt(cipher: Cipher) -> String { "" }\n\n'
             '  /// - Returns: A description of the state of this promise.\n'
             '  public var description: String { "" }\n\n'
             '  /// Decrypts.\n  /// - Throws: `Error` if it fails\n'
             '  public func decrypt() throws {}\n'
             '}\n')
    labels = _labels("S.swift", swift, "swift")
    assert labels["init"] == "constructor S.init(password: [UInt8], salt: [UInt8])"
    assert labels["encrypt"].endswith(" — Returns hex string of bytes")
    assert labels["description"].endswith(" — Returns a description of the state of this promise.")
    assert labels["decrypt"].endswith(" — Decrypts.")


def test_phpdoc_internal_note_is_no_part_of_the_description() -> None:
    # phpseclib's `Blowfish::$key_length` read "The Key Length (in bytes) {@internal The max
    # value is 256 / 8 = 32, …": phpDocumentor leaves the developers' note out of its docs.
    php = ('<?php\nclass Blowfish\n{\n    /**\n     * The Key Length (in bytes)\n'
           '     * {@internal The max value is 32, see {@link http://x.org/a the RFC}.\n'
           '     *    We precompute it once.}\n     *\n     * @see setKeyLength()\n     */\n'
           '    protected int $key_length = 16;\n\n'
           '    /**\n     * {@internal Could return $this->subtract($x).}\n     *\n'
           '     * Compares two numbers.\n     */\n    public function compare($x) {}\n}\n')
    labels = _labels("Blowfish.php", php, "php")
    assert labels["key_length"].endswith(" — The Key Length (in bytes)")
    assert labels["compare"].endswith(" — Compares two numbers.")


def test_a_tools_prefixed_summary_tag_after_its_other_tags_opens_the_text() -> None:
    # liquid's 100 documented filters read "@liquid_public_docs @liquid_type filter …".
    rb = ('module StandardFilters\n'
          '  # @liquid_public_docs\n  # @liquid_type filter\n  # @liquid_category array\n'
          '  # @liquid_summary\n  #   Returns the size of a string or array.\n'
          '  # @liquid_syntax variable | size\n  # @liquid_return [number]\n'
          '  def size(input); end\nend\n')
    assert _labels("filters.rb", rb, "ruby")["size"].endswith(
        " — Returns the size of a string or array.")


def test_a_rustdoc_hidden_line_or_a_google_section_header_is_no_description() -> None:
    # anyhow's `impl Context for Option`, whose doc is an example alone, read "# type T = ();";
    # transitions' `Transition.__init__` read "Args: source (str): The name of the source State."
    rs = ('/// ```\n/// # type T = ();\n/// #\n/// use anyhow::Result;\n/// ```\n'
          'impl<T> Context<T> for Option<T> {}\n\n'
          '/// # Examples\n///\n/// ```\n/// # #[derive(Debug)]\n/// struct A;\n/// ```\n'
          'pub struct B;\n\n'
          '/// Parses a grammar.\n///\n/// ```\n/// # use pest::Parser;\n/// ```\n'
          'pub fn parse() {}\n')
    labels = _labels_all("src/context.rs", rs, "rust")
    assert labels[0].startswith("impl") and " — " not in labels[0]
    assert labels[1] == "struct B"
    assert labels[2].endswith(" — Parses a grammar.")
    py = ('class Transition:\n    def __init__(self, source):\n'
          '        """\n        Args:\n            source (str): The name of the source State.\n'
          '        """\n\n'
          '    def run(self):\n        """Note: any new arguments go here too."""\n')
    labels = _labels("core.py", py, "python")
    assert " — " not in labels["__init__"]
    assert labels["run"].endswith(" — Note: any new arguments go here too.")


def test_a_doctest_run_on_into_a_paragraph_ends_its_sentence() -> None:
    # megaparsec's `dbg` instance read "… prints state after running `p`: >>> p = modify succ".
    py = ('def dbg(p):\n    """Prints the state after running p:\n    >>> dbg(modify)\n'
          '    (1, 2)\n    """\n')
    assert _labels("debug.py", py, "python")["dbg"] == "function dbg(p) — Prints the state after running p:"
    hs = ('module Debug where\n\n-- | Prints the state after running @p@:\n-- >>> dbg p\n'
          '-- ((),2)\ndbg :: Int -> Int\ndbg p = p\n')
    assert _labels("Debug.hs", hs, "haskell")["dbg"].endswith(" — Prints the state after running `p`:")


def test_a_kind_word_before_the_name_or_alone_over_a_constructor_is_no_description() -> None:
    # taskflow labels each definition "// Function: run" or "// Procedure: _spill" (~400 of
    # them) and its destructor "// Destructor"; commons-collections' constructors say
    # "Constructor.": the address read "method tf.Executor.run(Taskflow& f) — Function: run".
    # A kind word with more words after it describes (quick-xml's "Constructor for tests").
    cpp = ("namespace tf {\nclass Executor {\n public:\n  ~Executor();\n  void run(int f);\n"
           "  void spill(int n);\n  Executor(int n);\n  bool operator==(int r);\n};\n\n"
           "// Destructor\ninline Executor::~Executor() {\n}\n\n// Function: run\n"
           "inline void Executor::run(int f) {\n}\n\n// Procedure: spill\n"
           "inline void Executor::spill(int n) {\n}\n\n// Constructor for tests\n"
           "inline Executor::Executor(int n) {\n}\n\n// Operator ==\n"
           "inline bool Executor::operator==(int r) {\n}\n}\n")
    labels = [line for line in _labels_all("executor.hpp", cpp, "cpp") if "{" not in line]
    assert labels[-5:] == ["method tf.Executor.~Executor()", "method tf.Executor.run(int f)",
                           "method tf.Executor.spill(int n)",
                           "constructor tf.Executor(int n) — Constructor for tests",
                           "method tf.Executor.operator==(int r)"]
    java = "class A {\n  /** Constructor. */\n  public A(int x) {}\n}\n"
    assert _labels_all("A.java", java, "java")[-1] == "constructor A(int x)"


def test_a_rust_crate_doc_heading_or_badge_row_is_no_description() -> None:
    # fix15: hyper's, warp's and reqwest's lib.rs open `//! # hyper` (a lowercase heading, read
    # as prose) and were described "# hyper"; anyhow's, thiserror's and semver's open a badge
    # row (`[![github]](https://…)&ensp;[![crates-io]](…)`) and were described by its first 72
    # characters. A file doc of headings alone is summarised by its first unless a name.
    rs = ("//! # hyper\n//!\n//! hyper is a **fast** HTTP implementation.\n\n"
          "pub fn serve() {}\n")
    assert _labels_all("src/lib.rs", rs, "rust")[0] == "file — hyper is a fast HTTP implementation."
    rs = ("//! [![github]](https://github.com/x/y)&ensp;[![docs-rs]](https://docs.rs/y)\n//!\n"
          "//! <br>\n//!\n//! This library provides `y::Error`, a trait object.\n\npub fn f() {}\n")
    assert _labels_all("src/lib.rs", rs, "rust")[0] == \
        "file — This library provides `y::Error`, a trait object."
    rs = "//! # Hyper C API\n//!\n//! ## Unstable\n\npub fn f() {}\n"
    assert _labels_all("src/ffi/mod.rs", rs, "rust")[0] == "file — Hyper C API"
    rs = "//! # warp\n\npub fn f() {}\n"
    assert _labels_all("src/lib.rs", rs, "rust")[0] == "file"


def test_a_csharp_doc_of_param_and_returns_tags_is_described_by_what_it_returns() -> None:
    # fix15: a C# doc with no `<summary>` read its first `<param>`'s text as the method's
    # description ("The x."), and a `<typeparam>`'s ("The element type.").
    cs = ("class C {\n    /// <param name=\"x\">The x.</param>\n"
          "    /// <returns>The number of items in <paramref name=\"x\"/>.</returns>\n"
          "    public int Count(int x) { return 0; }\n\n"
          "    /// <typeparam name=\"T\">The element type.</typeparam>\n"
          "    public void Only<T>() { }\n}\n")
    labels = _labels("C.cs", cs, "csharp")
    assert labels["Count"].endswith(" — Returns the number of items in `x`.")
    assert " — " not in labels["Only"]


def test_a_lua_doc_opening_with_the_functions_name_shows_what_follows() -> None:
    # fix15: plenary's scandir documents `m.scan_dir = function` by `--- m.scan_dir` /
    # `-- Search directory recursive …`, described "m.scan_dir Search directory recursive …";
    # `--- foo(a, b): does X` kept its call.
    lua = ("local m = {}\n\n--- m.ls\n-- List directory contents.\nm.ls = function(path) end\n\n"
           "--- m.count(a, b): counts the entries.\nm.count = function(a, b) end\n\n"
           "--- set the current time.\nfunction m.set(t) end\n\nreturn m\n")
    labels = _labels("scandir.lua", lua, "lua")
    assert labels["ls"].endswith(" — List directory contents.")
    assert labels["count"].endswith(" — counts the entries.")
    assert labels["set"].endswith(" — set the current time.")
    # Elsewhere a colon after the call's parameters is its return type's: kept.
    js = "/** parse(data: unknown): T */\nfunction parse(data) {}\n"
    assert _labels("p.js", js, "javascript")["parse"].endswith(" — parse(data: unknown): T")


def test_a_jsdoc_link_with_its_text_shows_the_text() -> None:
    # async's 105 `[text]{@link target}` links showed both, glued: concatLimit's "The same as
    # `concat``module:Collections.concat` but runs …"; mocha's `{@link Suite|Suites}` showed
    # "`Suite|Suites`". JSDoc renders the text; so does TSDoc's `{@link Pipe | the pipe}`.
    js = ("/**\n * The same as [`concat`]{@link module:Collections.concat} but runs a maximum\n"
          " * of `limit` async operations at a time.\n */\nfunction concatLimit(coll, limit) {}\n\n"
          "/** Undoes a [memoize]{@link module:Utils.memoize}d function. */\n"
          "function unmemoize(fn) {}\n\n"
          "/** Runs the {@link Suite|Suites} and {@link Hook | hooks} of {@link Runner}. */\n"
          "function run() {}\n")
    labels = _labels("lib/concatLimit.js", js, "javascript")
    assert labels["concatLimit"].endswith("— The same as `concat` but runs a maximum of `limit` async operations at…")
    assert labels["unmemoize"].endswith("— Undoes a memoized function.")
    assert labels["run"].endswith("— Runs the Suites and hooks of `Runner`.")


def test_sqlite_api_reference_headers_read_as_their_title() -> None:
    # Every vendored sqlite3.h (rusqlite's two, 486 docs) opens its docs with its doc generator's
    # `CAPI3REF: Title` and index lines: `sqlite3_version` read "CAPI3REF: Run-Time Library
    # Version Numbers KEYWORDS: sqlite3_version sqlite3_sourceid". The title is the summary.
    c = ("/*\n** CAPI3REF: Run-Time Library Version Numbers\n"
         "** KEYWORDS: sqlite3_version sqlite3_sourceid\n**\n"
         "** These interfaces provide the same information as [SQLITE_VERSION].\n*/\n"
         "SQLITE_API SQLITE_EXTERN const char sqlite3_version[];\n\n"
         "/*\n** CAPI3REF: Closing A Database Connection\n** DESTRUCTOR: sqlite3\n**\n"
         "** ^The sqlite3_close() routine is the destructor.\n*/\n"
         "SQLITE_API int sqlite3_close(sqlite3*);\n\n"
         "/*\n** NOTE: the close is lazy.\n*/\nint close_later(void);\n")
    chunks = {ch.name: ch for ch in chunk_file("sqlite3.h", c, "c")}
    assert chunks["sqlite3_version"].doc == ("Run-Time Library Version Numbers\n"
                                             "These interfaces provide the same information as "
                                             "[SQLITE_VERSION].")
    labels = _labels("sqlite3.h", c, "c")
    assert labels["sqlite3_close"].endswith("— Closing A Database Connection"), labels
    assert chunks["close_later"].doc == "NOTE: the close is lazy."


def test_luaconf_setting_markers_are_comment_markers() -> None:
    # Lua's luaconf.h (luarocks' vendored win32 copy: 26 macros) writes `@@` for `**` on a
    # line naming a setting and `@*` where its text goes on; the docs opened with "@@".
    c = ("/*\n@@ LUA_PATH_DEFAULT is the default path that Lua uses to look for\n"
         "@* Lua libraries.\n** CHANGE them if your machine has a non-conventional directory.\n*/\n"
         "#define LUA_PATH_DEFAULT \"?.lua\"\n")
    chunks = {ch.name: ch for ch in chunk_file("luaconf.h", c, "c")}
    assert chunks["LUA_PATH_DEFAULT"].doc == (
        "LUA_PATH_DEFAULT is the default path that Lua uses to look for Lua libraries. CHANGE "
        "them if your machine has a non-conventional directory.")


def test_a_name_in_backticks_is_named_without_them_and_keeps_its_list() -> None:
    # jackson-module-kotlin's `fun `should serialize Kotlin duration`()` (clikt's 383 tests
    # too) kept its backticks, which a Gradle report ("DurationTests > should serialize Kotlin
    # duration() FAILED") never writes; Swift's were dropped from the name, and the list after
    # the closing backtick with them: promisekit's `catch` read "method CatchMixin.catch".
    kt = ("class DurationTests {\n"
          "    @Test\n"
          "    fun `should serialize Kotlin duration`() {\n        check()\n    }\n"
          "    val `foo-bar`: String = \"\"\n"
          "}\n"
          "object `-DeprecatedOkio` {\n    fun buffer(): Int = 1\n}\n")
    assert _labels_all("DurationTests.kt", kt, "kotlin") == [
        "class DurationTests",
        "method DurationTests.should serialize Kotlin duration()",
        "property DurationTests.foo-bar",
        "object -DeprecatedOkio",
        "method -DeprecatedOkio.buffer(): Int"]
    swift = ("protocol CatchMixin {}\nextension CatchMixin {\n"
             "    func `catch`(on q: DispatchQueue? = nil, _ body: @escaping (Error) -> Void) {}\n"
             "}\n")
    assert _labels_all("Catchable.swift", swift, "swift")[-1] == "method CatchMixin.catch(on q, _ body)"


def test_restructuredtext_substitution_references_read_as_names() -> None:
    # python-docx's 261 docstrings: "Return a |Document| object … or |None| if not found."
    # read with their bars; Python's `int|None` and a spaced `a | b` are no references.
    py = ('def get(comment_id: int):\n'
          '    """Return the |Comment| identified by `comment_id`, or |None| if not found."""\n\n'
          'def widen(kind):\n'
          '    """Accepts int|None or a | b as the kind."""\n')
    labels = _labels("docx/comments.py", py, "python")
    assert labels["get"] == (
        "function get(comment_id: int) — Return the `Comment` identified by `comment_id`, or "
        "`None` if not found."), labels["get"]
    assert labels["widen"] == "function widen(kind) — Accepts int|None or a | b as the kind."


def test_natspec_return_names_its_variable_first() -> None:
    # solady's CWIA.sol `/// @return offset The offset of the packed immutable args in
    # calldata.` read "Returns offset The offset of …": NatSpec names a named result first.
    sol = ("contract CWIA {\n"
           "    /// @return offset The offset of the packed immutable args in calldata.\n"
           "    function _offset() internal pure returns (uint256 offset) {}\n\n"
           "    /// @return The balance held.\n"
           "    function balance() external view returns (uint256) {}\n}\n")
    labels = _labels("src/CWIA.sol", sol, "solidity")
    assert labels["_offset"].endswith(
        "— Returns the offset of the packed immutable args in calldata.")
    assert labels["balance"].endswith("— Returns the balance held.")


def test_an_objc_keyword_a_sentence_names_is_no_block_tag() -> None:
    # Mantle's MTLModel.h `+propertyKeys`, "Returns the keys for all @property declarations,
    # except for `readonly` …", read "Returns the keys for all".
    objc = ("@interface MTLModel : NSObject\n"
            "/// Returns the keys for all @property declarations, except for `readonly`\n"
            "/// properties without ivars.\n"
            "+ (NSSet *)propertyKeys;\n\n"
            "/// The model's key.\n"
            "/// @property key the key\n"
            "@property (nonatomic, copy) NSString *key;\n"
            "@end\n")
    labels = _labels("include/MTLModel.h", objc, "objc")
    assert "— Returns the keys for all @property declarations, except for" in labels["propertyKeys"]
    assert labels["key"].endswith("— The model's key.")


def test_a_first_sentence_of_one_word_runs_on_into_the_next() -> None:
    # litestar's OpenAPI spec fields, `"""**REQUIRED**. The license name used for the API."""`,
    # read "REQUIRED." (15 of them): a word alone is no description.
    py = ('class License:\n    name: str\n    """**REQUIRED**. The license name used for the API."""\n\n'
          '    url: str | None = None\n    """A URL to the license. Optional."""\n')
    labels = _labels("license.py", py, "python")
    assert labels["name"].endswith(" — REQUIRED. The license name used for the API.")
    assert labels["url"].endswith(" — A URL to the license.")
