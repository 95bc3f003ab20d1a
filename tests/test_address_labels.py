"""Address lines of real files in a real index: what an agent reads of a hit's parameters and
doc, in repositories codesift had not seen (credo, qs, gin)."""
from __future__ import annotations

from pathlib import Path

import pytest

from codesift.address import hit_label
from conftest import write_repo

_FILES = {
    # credo's test helper and config reader: defaults follow `\\`, patterns stand for names.
    "lib/case.ex": (
        "defmodule Credo.Test.Case do\n"
        "  @doc \"Runs the given check on the given source files.\"\n"
        "  def run_check(source_files, check, params \\\\ [], exec \\\\ Credo.Execution.build()) do\n"
        "    {source_files, check, params, exec}\n"
        "  end\n\n"
        "  @doc \"Prints each line of an issue's message.\"\n"
        "  def print_issue_message([first_line | other_lines], issue, check, outer_color, tag_style) do\n"
        "    {first_line, other_lines, issue, check, outer_color, tag_style}\n"
        "  end\n"
        "end\n"),
    # qs's parse.js: a key written with brackets in a `//` comment is no Markdown link.
    "lib/parse.js": (
        "// Split a key like \"a[b][c[]]\" into ['a', '[b]', '[c[]]'].\n"
        "var splitKeyIntoSegments = function splitKeyIntoSegments(key, options) {\n"
        "    return [key, options];\n"
        "};\n"),
    # gin's form_mapping.go: a Go type in a doc.
    "form.go": (
        "package binding\n\n"
        "// ErrConvertMapStringSlice can not convert to map[string][]string\n"
        "var ErrConvertMapStringSlice = 1\n"),
    # archiver's formats.go: a method named as its receiver's type (and every `Error() string`
    # of a type named `Error`).
    "archive.go": (
        "package archiver\n\n"
        "// Archive adds files to the output archive while compressing the result.\n"
        "func (ar Archive) Archive(ctx context.Context, output io.Writer, files []FileInfo) error {\n"
        "\treturn nil\n"
        "}\n\n"
        "func (e *Error) Error() string { return e.msg }\n\n"
        # envconfig's unexported gatherInfo, its doc's name capitalized as a sentence opens.
        "// GatherInfo gathers information about the specified struct\n"
        "func gatherInfo(prefix string, spec interface{}) ([]varInfo, error) {\n"
        "\treturn nil, nil\n"
        "}\n"),
    # mosaic's ansi.kt: comments that link to where the code came from.
    "ansi.kt": (
        "package mosaic\n\n"
        "// simpler version without full conversion to HSV\n"
        "// https://github.com/ajalt/colormath/blob/4a0cc97/RGB.kt#L301\n"
        "internal fun Color.toAnsi16Code(): Int = 30\n\n"
        "// https://github.com/ajalt/colormath/blob/4a0cc97/RGB.kt#L310\n"
        "internal fun Color.toAnsi256Code(): Int = 16\n\n"
        "// Adapted from https://github.com/ajalt/colormath\n"
        "internal fun Color.toHsv(): Int = 0\n"),
    # mime-types' mimeScore.js: a link in parentheses that its word leads to.
    "mimeScore.js": (
        "// Score RFC facets (see https://tools.ietf.org/html/rfc6838#section-3)\n"
        "function facetScore(subtype) {\n  return subtype.length\n}\n"),
    # pry's command_set.rb: an alias of the index operator.
    "command_set.rb": (
        "class CommandSet\n"
        "  # Find a command that matches the given line\n"
        "  def [](pattern)\n    @commands[pattern]\n  end\n"
        "  alias find_command []\nend\n"),
    # javalin's HttpResponseException.kt: primary constructors written with their keyword.
    "HttpResponseException.kt": (
        "package io.javalin.http\n\n"
        "open class HttpResponseException @JvmOverloads constructor(\n"
        "    val status: Int,\n"
        "    message: String = \"\",\n"
        ") : JavalinException(message)\n\n"
        "class Cache<K, V> private constructor(val size: Int)\n\n"
        "class ConfigLoaderBuilder @Inject internal constructor() {\n}\n"),
    # turbine's Turbine.kt: a primary constructor's parameters declared private properties;
    # an Angular-style TypeScript constructor's parameter properties.
    "Turbine.kt": (
        "package app.cash.turbine\n\n"
        "internal class ChannelTurbine<T>(\n  channel: Channel<T>,\n"
        "  private val collectJob: Job?,\n  private val timeout: Duration?,\n"
        "  private val name: String?,\n) : Turbine<T> {\n}\n"),
    "src/api.service.ts": (
        "export class ApiService {\n"
        "  constructor(private readonly http: HttpClient, @Inject(TOKEN) public config: AppConfig,\n"
        "              protected logger: Logger) {}\n}\n"),
    # rust-smallvec's lib.rs: bounds in `where` clauses after a return type and after an
    # impl's generics.
    "src/lib.rs": (
        "pub struct SmallVec<T, const N: usize> { len: usize }\n"
        "pub struct ExtractIf<'a, T, const N: usize, F> { vec: &'a mut SmallVec<T, N>, f: F }\n\n"
        "impl<T, const N: usize> SmallVec<T, N> {\n"
        "    pub fn drain<R>(&mut self, range: R) -> Drain<'_, T, N>\n"
        "    where\n"
        "        R: core::ops::RangeBounds<usize>,\n"
        "    {\n"
        "        todo!()\n"
        "    }\n"
        "}\n\n"
        "impl<T, const N: usize, F> core::fmt::Debug for ExtractIf<'_, T, N, F>\n"
        "where\n"
        "    F: FnMut(&mut T) -> bool,\n"
        "    T: core::fmt::Debug,\n"
        "{\n"
        "    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { todo!() }\n"
        "}\n"),
    # SwiftyJSON's extensions of its one type, told apart by the protocols they add.
    "Sources/JSON.swift": (
        "public struct JSON {}\n\n"
        "extension JSON: Swift.ExpressibleByStringLiteral {\n"
        "    public init(stringLiteral value: StringLiteralType) {}\n"
        "}\n\n"
        "extension JSON { // : Swift.Bool\n"
        "    public var boolValue: Bool { return false }\n"
        "}\n\n"
        "extension Array: Decodable where Element: Decodable {}\n\n"
        # Moya's extensions of one protocol, told apart by their `where` clauses.
        "public extension Publisher where Output == Response, Failure == MoyaError {\n"
        "    func filter(statusCode: Int) -> Self { self }\n"
        "}\n\n"
        "extension Publisher\n    where Failure == MoyaError {\n    func mapJSON() {}\n}\n"),
    # dry-validation's options, described by YARD's `@return` alone.
    "lib/contract.rb": (
        "class Contract\n"
        "  # @!attribute [r] config\n"
        "  #   @return [Config] Contract's configuration object\n"
        "  #   @api public\n"
        "  option :config, default: -> { self.class.config }\n\n"
        "  # @return [String] the name of the thing\n"
        "  attr_reader :name\n\n"
        "  # @return [Hash]\n"
        "  attr_reader :rules\n\n"
        "  # @return [Integer] the count of items\n"
        "  def count\n    1\n  end\nend\n"),
    # morgan's index.js: tokens defined by a call passing a named function; express's
    # request.js: a getter's function named as its property, and a case named by its string.
    "lib/tokens.js": (
        "/**\n * response time in milliseconds\n */\n\n"
        "morgan.token('response-time', function getResponseTimeToken (req, res, digits) {\n"
        "  return digits\n})\n\n"
        "defineGetter(req, 'ip', function ip() {\n  return this.socket;\n});\n\n"
        "it('should log the time', function (done) {\n  done()\n})\n"),
    # helmet's index.ts: the middleware is a function wrapped by the call that binds it; a
    # wrapped function of another name, or a call given an anonymous one, is no function.
    "lib/helmet.ts": (
        "/** Sets the headers. */\n"
        "const helmet: Helmet = Object.assign(\n"
        "  function helmet(options: Readonly<HelmetOptions> = {}) {\n"
        "    return options;\n  },\n  { frameguard },\n);\n\n"
        "export const Row = memo(function Row(props) {\n  return props;\n});\n\n"
        "const server = http.createServer(function onRequest(req, res) {\n  res.end();\n});\n"
        "const lengthDesc = Object.getOwnPropertyDescriptor(function () {}, 'length');\n"),
}


@pytest.fixture
def unseen(tmp_path: Path, make_index):
    ix = make_index(write_repo(tmp_path / "unseen", _FILES))
    ix.refresh()
    return ix


def _label(ix, query: str, symbol: str) -> str:
    return hit_label(next(h for h in ix.search(query, limit=20).hits if h.symbol == symbol))


def test_elixir_parameters_fold_to_names_without_their_defaults(unseen) -> None:
    # credo's `run_check` read "(source_files, check, params \\, exec \\…": a list's `[]`
    # default was taken for a C array's size, the rest of the default kept.
    assert _label(unseen, "run_check", "run_check") == (
        "function Credo.Test.Case.run_check(source_files, check, params, exec)"
        " — Runs the given check on the given source files.")
    # A list pattern is the parameter, not an array size to drop ("print_issue_message(, …").
    assert _label(unseen, "print_issue_message", "print_issue_message").startswith(
        "function Credo.Test.Case.print_issue_message([first_line | other_lines], issue,")


def test_brackets_touching_a_word_are_no_markdown_link(unseen) -> None:
    assert _label(unseen, "splitKeyIntoSegments", "splitKeyIntoSegments") == (
        "function splitKeyIntoSegments(key, options)"
        " — Split a key like \"a[b][c[]]\" into ['a', '[b]', '[c[]]'].")
    assert _label(unseen, "ErrConvertMapStringSlice", "ErrConvertMapStringSlice") == (
        "variable ErrConvertMapStringSlice — can not convert to map[string][]string")


def test_go_method_named_as_its_receiver_type_keeps_its_parameters(unseen) -> None:
    # The name was first found in the receiver, `(ar Archive)`, followed by `)`: the address
    # lost its parameter list and result ("method Archive.Archive — adds files …").
    assert _label(unseen, "Archive adds files", "Archive") == (
        "method Archive.Archive(ctx, output, files) error"
        " — adds files to the output archive while compressing the result.")
    assert _label(unseen, "Error", "Error") == "method Error.Error() string"


def test_a_url_ending_a_doc_is_no_description(unseen) -> None:
    # mosaic's `toAnsi256Code` read "— https://github.com/ajalt/colormath/blob/4a0cc…",
    # `toAnsi16Code` "— simpler version without full conversion to HSV https://github.com/…".
    assert _label(unseen, "toAnsi16Code", "toAnsi16Code") == (
        "function Color.toAnsi16Code(): Int — simpler version without full conversion to HSV")
    assert _label(unseen, "toAnsi256Code", "toAnsi256Code") == "function Color.toAnsi256Code(): Int"
    # A URL the words lead to stays theirs.
    assert _label(unseen, "toHsv", "toHsv").startswith(
        "function Color.toHsv(): Int — Adapted from https://github.com/")
    # In parentheses too: mime-types' "Score RFC facets (see https://…)" read "Score RFC
    # facets (see", a bracket left open.
    assert _label(unseen, "facetScore", "facetScore").startswith(
        "function facetScore(subtype) — Score RFC facets (see https://tools.ietf.org/")


def test_kotlin_primary_constructor_written_with_its_keyword_is_the_class_list(unseen) -> None:
    # javalin's `class HttpResponseException @JvmOverloads constructor(…)` read "class
    # HttpResponseException": what stood before the keyword hid the list.
    assert _label(unseen, "HttpResponseException", "HttpResponseException") == (
        "class HttpResponseException(val status, message)"
        " : JavalinException(message)")
    # A constructor not public is shown so: hoplite's `class ConfigLoaderBuilder private
    # constructor()` read "class ConfigLoaderBuilder()", as if any caller could build one.
    assert _label(unseen, "Cache", "Cache") == "class Cache<K, V> private constructor(val size: Int)"
    assert _label(unseen, "ConfigLoaderBuilder", "ConfigLoaderBuilder") == (
        "class ConfigLoaderBuilder internal constructor()")


def test_constructor_parameters_fold_to_names_without_their_modifiers(unseen) -> None:
    # turbine's "class ChannelTurbine<T>(channel, private val collectJob, private val timeout,
    # …)": the modifiers took the place of the last name. `val` stays (a property).
    assert _label(unseen, "ChannelTurbine", "ChannelTurbine").startswith(
        "class ChannelTurbine<T>(channel, val collectJob, val timeout, val name)")
    assert _label(unseen, "ApiService constructor", "constructor") == (
        "constructor ApiService.constructor(http, config, logger)")


def test_go_doc_opening_with_an_unexported_name_capitalized_reads_without_it(unseen) -> None:
    # It read "— GatherInfo gathers information …", where "Process populates …" read
    # "— populates …".
    assert _label(unseen, "gatherInfo", "gatherInfo") == (
        "function gatherInfo(prefix string, spec interface{}) ([]varInfo, error)"
        " — gathers information about the specified struct")


def test_ruby_alias_of_an_operator_shows_no_list(unseen) -> None:
    # `alias find_command []` read "method CommandSet.find_command[]".
    assert _label(unseen, "find_command", "find_command") == "method CommandSet.find_command — Alias of `[]`."


def test_a_where_clause_gives_way_to_the_return_type(unseen) -> None:
    # smallvec's `drain` read "drain<R>(&mut self, range)…": its bounds made the return type
    # too long to show, and both went.
    assert _label(unseen, "drain", "drain") == (
        "method SmallVec.drain<R>(&mut self, range) -> Drain<'_, T, N>")
    # An impl's bounds hold no parameter list: `FnMut(&mut T)` was read as one.
    debug = next(h for h in unseen.search("ExtractIf Debug", limit=20).hits if h.kind == "impl")
    assert hit_label(debug) == "impl core::fmt::Debug for ExtractIf<'_, T, N, F>"


def test_a_swift_extension_shows_the_protocols_it_adds_and_its_where_clause(unseen) -> None:
    # Each read "impl JSON": 15 extensions of one type, none told from another.
    labels = {hit_label(h) for h in unseen.outline("Sources/JSON.swift").hits if h.kind == "impl"}
    # Moya's 3 extensions of `Publisher` in one file read "impl Publisher" each.
    assert labels == {"impl JSON: Swift.ExpressibleByStringLiteral", "impl JSON",
                      "impl Array: Decodable where Element: Decodable",
                      "impl Publisher where Output == Response, Failure == MoyaError",
                      "impl Publisher where Failure == MoyaError"}, labels


def test_a_ruby_attribute_is_described_by_its_yard_return(unseen) -> None:
    # dry-validation's `option :config` under `@!attribute [r] config` / `@return [Config]
    # Contract's configuration object` showed no doc: YARD describes an attribute so.
    labels = {h.symbol: hit_label(h) for h in unseen.outline("lib/contract.rb").hits}
    assert labels["config"] == "property Contract.config — Contract's configuration object"
    assert labels["name"] == "property Contract.name — the name of the thing"
    assert labels["rules"] == "property Contract.rules"   # a type alone says nothing
    # A method's `@return` describes its result, said so: not "the count of items".
    assert labels["count"] == "method Contract.count — Returns the count of items"


def test_a_callback_named_for_itself_shows_its_parameters(unseen) -> None:
    # morgan's 14 tokens read `function getResponseTimeToken`: the signature stopped before
    # the function, so an agent saw no `digits` (the token's `[digits]` argument).
    labels = {h.symbol: hit_label(h) for h in unseen.outline("lib/tokens.js").hits}
    assert labels["getResponseTimeToken"] == ("function getResponseTimeToken(req, res, digits)"
                                              " — response time in milliseconds"), labels
    assert labels["ip"] == "function req.ip"   # a getter still reads as its property
    assert labels["should log the time"] == "function should log the time"


def test_a_function_wrapped_by_the_call_binding_it_shows_its_parameters(unseen) -> None:
    # helmet's `const helmet: Helmet = Object.assign(function helmet(options…) {…}, {…})` read
    # "constant helmet": no list, and a value's kind for the library's one entry point.
    labels = {h.symbol: (h.kind, hit_label(h)) for h in unseen.outline("lib/helmet.ts").hits}
    assert labels["helmet"] == ("function", "function helmet(options: Readonly<HelmetOptions>"
                                " = {}) — Sets the headers."), labels
    assert labels["Row"] == ("function", "function Row(props)")
    # A server or a descriptor is what its call makes, not the function it is handed.
    assert labels["server"] == ("constant", "constant server")
    assert labels["lengthDesc"] == ("constant", "constant lengthDesc")


def _file_labels(src: str, path: str = "Temperature.scala", lang: str = "scala") -> list[str]:
    """The address labels of a file's chunks, in order (a Scala file's unless told)."""
    from codesift.chunk import chunk_file
    from codesift.model import Hit
    return [hit_label(Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                          container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                          score=1.0))
            for c in chunk_file(path, src, lang)]


def test_a_dart_extension_reads_as_an_impl_of_the_type_it_is_on() -> None:
    # riverpod: an unnamed `extension<…> on Map<…>` read "class Map<ProviderT, PointerT>", as
    # if Dart's Map were declared there, and a named one hid what it extends.
    labels = _file_labels(
        "/// Helpers on maps of pointers.\n"
        "extension<ProviderT, PointerT> on Map<ProviderT, PointerT> {\n"
        "  PointerT upsert(ProviderT key, PointerT Function() create) => putIfAbsent(key, create);\n"
        "}\n\n"
        "extension RiverpodWidgetTesterX on flutter_test.WidgetTester {\n"
        "  void pumpIt() {}\n}\n\n"
        "extension type UserId(int id) {}\n", "provider_container.dart", "dart")
    assert labels[:2] == ["impl Map<ProviderT, PointerT> — Helpers on maps of pointers.",
                          "method Map.upsert(ProviderT key, PointerT Function() create)"], labels
    assert labels[2] == "impl RiverpodWidgetTesterX on flutter_test.WidgetTester", labels
    # An extension type is a type of its own.
    assert labels[-1].startswith("class UserId"), labels


def test_scala_object_reads_as_an_object_not_a_class() -> None:
    # squants' 714 singletons read "class Gibibits extends InformationUnit", and
    # `Temperature`'s companion a second "class Temperature".
    labels = _file_labels(
        "/** A temperature. */\nclass Temperature(val value: Double)\n\n"
        "/** Its companion. */\nobject Temperature extends Dimension[Temperature]\n\n"
        "private[thermal] case object Kelvin extends TemperatureScale\n")
    assert labels[0].startswith("class Temperature(val value: Double)"), labels
    assert "object Temperature extends Dimension[Temperature] — Its companion." in labels, labels
    assert "object Kelvin extends TemperatureScale" in labels, labels


def test_scala_class_with_a_private_constructor_shows_its_list() -> None:
    # squants' 75 quantities, `final class Temperature private (val value: Double, …) extends
    # Quantity[Temperature]`, read "class Temperature": the modifier hid the list.
    (label, *_) = _file_labels(
        "final class Temperature private (val value: Double, val unit: TemperatureScale)\n"
        "  extends Quantity[Temperature] {\n  def x = 1\n}\n\n"
        "class Rate private[market] (val base: Money) {\n}\n")
    assert label == "class Temperature(val value, val unit) extends Quantity[Temperature]", label
    assert "class Rate(val base: Money)" in _file_labels(
        "class Rate private[market] (val base: Money) {\n}\n"), label


def test_an_arrow_a_call_wraps_shows_its_parameters() -> None:
    # eslint-plugin-react's rules, `create: Components.detect((context, components, utils) =>`,
    # showed `method module.exports.create` with no list, as did an AWS handler's
    # `module.exports.handler = middy(async (event) =>`; a wrapped `function` already showed one.
    from conftest import chunk_labels
    js = ("module.exports = {\n"
          "  create: Components.detect((context, components, utils) => {\n    return {};\n  }),\n"
          "  check: wrap(function check(node) {\n    return node;\n  }),\n"
          "  max: limit(3),\n"
          "};\n"
          "module.exports.handler = middy(async (event) => {\n  return 1\n})\n")
    labels = chunk_labels("lib/rules/display-name.js", js, "javascript")
    assert labels["create"] == "method module.exports.create(context, components, utils)"
    assert labels["check"] == "method module.exports.check(node)"
    assert labels["handler"] == "function module.exports.handler(event)"
