"""Address lines: what one line says of a declaration (``address.hit_label``): its kind, its
name with its container, its parameters shortened to fit, its type or bases, then its doc.

Most tests build hits by hand with the stored signature a chunker gave; the rest chunk real
sources with real grammars, or index a small repository of real declarations.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from codesift import Hit, render_text
from codesift.address import _name_end, hit_label
from codesift.chunk import chunk_file

from conftest import chunk_labels_in_order as _labels
from conftest import write_repo


# Real declarations whose stored signature or doc carries what an address line need not repeat.
TIDY_REPO: dict[str, str] = {
    "http/models.py": '''\
#: The set of HTTP status codes that indicate an automatically
#: processable redirect.
REDIRECT_STATI = (301, 302)


class Session:
    def send(self, request, **kwargs):
        """Send a :class:`PreparedRequest <PreparedRequest>` built by ``prepare``."""

    def close(self):
        """Close every :meth:`~http.adapters.Adapter.close` adapter."""

    @staticmethod
    def parse(
        text,
        mode=(1,),
    ):
        pass
''',
    "src/main/java/demo/Retrofit.java": '''\
package demo;

public final class Retrofit {
  public static final class Builder {
    /** Creates a builder with the {@code platform} of a {@link Retrofit} instance. */
    public Builder(Platform platform) {}
  }
}
''',
    "gin/recovery.go": '''\
package gin

// timeFormat returns a customized time string for logger.
func timeFormat(t time.Time) string {
\treturn t.Format("2006/01/02")
}
''',
    "http/cookies.py": '''\
def merge_cookies(cookiejar: CookieJar, cookies: dict[str, str] | CookieJar | None) -> CookieJar:
    """Add cookies to cookiejar and returns a merged CookieJar built from every cookie given."""


def expand(args: Iterable[str], *, user: bool = True, env: bool = True, **kw: Any) -> list[str]:
    pass


def shell_complete(
    cli: Command,
    ctx_args: cabc.MutableMapping[str, t.Any],
    prog_name: str,
    complete_var: str,
    instruction: str,
) -> t.Literal[0, 1]:
    pass
''',
    "docs/api.rst": ".. module:: http\n\nThe HTTP API\n============\n",
    "gin/binding.go": '''\
package binding

// Render (JSON) writes data with custom ContentType.
func (r JSON) Render(w http.ResponseWriter) error {
\treturn nil
}

func (r *multipartRequest) TrySet(value reflect.Value, field reflect.StructField, key string, opt setOptions) (bool, error) {
\treturn false, nil
}
''',
    "ignore/dir.rs": '''\
impl Ignore {
    pub fn matched_dir_entry<'a>(
        &'a self,
        dent: &DirEntry,
    ) -> Match<'a> {
        todo!()
    }
}
''',
    "site/index.html": "<!DOCTYPE html>\n<html><body>hello</body></html>\n",
    "CHANGES.md": "# Changes\n\n## 1.2.0\n\n- Fixed redirect loops on retries.\n",
    "docs/notes.md": "Release notes, newest first.\n\n# 2.0\n\nFaster.\n",
}


@pytest.fixture
def tidy_index(tmp_path: Path, make_index):
    ix = make_index(write_repo(tmp_path / "tidy", TIDY_REPO))
    ix.refresh()
    return ix


def label_of(ix, query: str, path: str, **filters: object) -> str:
    """The label (after ``path:line``) of the first hit in ``path`` for ``query``."""
    hit = next(h for h in ix.search(query, limit=50, **filters).hits if h.path == path)
    return hit_label(hit)


def test_python_methods_drop_self_and_sphinx_markup(tidy_index) -> None:
    # self is never written in a call; :class: roles and ``literals`` become plain `names`.
    assert label_of(tidy_index, "send", "http/models.py", kind="method") == (
        "method Session.send(request, **kwargs) — Send a `PreparedRequest` built by `prepare`.")
    assert label_of(tidy_index, "close", "http/models.py", kind="method") == (
        "method Session.close() — Close every `close` adapter.")
    # A receiver-less static method keeps its first parameter; the list folds to one line.
    assert label_of(tidy_index, "parse", "http/models.py", kind="method") == (
        "method Session.parse(text, mode=(1,))")
    # The JSON keeps the stored signature and doc whole.
    hit = next(h for h in tidy_index.search("send", kind="method").hits if h.symbol == "send")
    assert hit.signature.startswith("def send(self, request")
    assert ":class:`PreparedRequest <PreparedRequest>`" in hit.doc


@pytest.mark.parametrize("kind, signature, label", [
    # pluggy's `Result.from_call(cls, func)` and alembic's `setup_class(cls)`: a classmethod is
    # called without its `cls`, as an instance method without its `self`.
    ("method", "def from_call(cls, func: Callable[[], T]) -> Result[T]",
     "method Result.from_call(func: Callable[[], T]) -> Result[T]"),
    ("method", "def setup_class(cls)", "method Result.setup_class()"),
    ("method", "def clsx(clsname, x)", "method Result.clsx(clsname, x)"),
])
def test_python_methods_drop_cls_as_they_drop_self(kind: str, signature: str, label: str) -> None:
    name = signature[4:signature.index("(")]
    hit = Hit(path="src/a.py", line=1, end_line=9, kind=kind, symbol=name, container="Result",
              signature=signature, doc="", lang="python", score=1.0)
    assert hit_label(hit) == label


def test_rust_receiver_stays_and_generics_do_not_stop_the_fold(tidy_index) -> None:
    # Rust's receiver (&self, &mut self, self) says how the method borrows: it stays. The list
    # after the generics folds like any other.
    assert label_of(tidy_index, "matched_dir_entry", "ignore/dir.rs") == (
        "method Ignore.matched_dir_entry<'a>(&'a self, dent: &DirEntry) -> Match<'a>")


def test_sphinx_attribute_comment_reads_as_prose(tidy_index) -> None:
    assert label_of(tidy_index, "REDIRECT_STATI", "http/models.py") == (
        "constant REDIRECT_STATI — The set of HTTP status codes that indicate an automatically processable…")


def test_long_typed_parameters_show_every_name_instead_of_half_a_type(tidy_index) -> None:
    # Typed, these run past PARAMS_CHARS inside the first or second type; as names they fit.
    assert label_of(tidy_index, "merge_cookies", "http/cookies.py") == (
        "function merge_cookies(cookiejar, cookies) -> CookieJar — "
        "Add cookies to cookiejar and returns a merged CookieJar built from…")
    assert label_of(tidy_index, "expand", "http/cookies.py") == (
        "function expand(args, *, user, env, **kw) -> list[str]")
    assert label_of(tidy_index, "TrySet", "gin/binding.go") == (
        "method multipartRequest.TrySet(value, field, key, opt) (bool, error)")
    # Names that fill the cap leave no room for the return type: no "->…" is shown for it.
    assert label_of(tidy_index, "shell_complete", "http/cookies.py") == (
        "function shell_complete(cli, ctx_args, prog_name, complete_var, instruction)…")
    # Short typed lists stay typed.
    assert label_of(tidy_index, "timeFormat", "gin/recovery.go").startswith(
        "function timeFormat(t time.Time) string")


def test_names_too_many_for_the_cap_end_at_a_whole_name_and_close_the_list() -> None:
    # js-yaml's `storeMappingPair` read "(state, _result, overridableKeys, keyTag, keyNode…":
    # the list left open, its last name maybe cut. joda-money's `registerCurrency` overloads
    # both read "(currencyCode, numericCurrencyCode, decimalPlaces…", as if that were all.
    js = Hit(path="lib/loader.js", line=323, end_line=380, kind="function",
             symbol="storeMappingPair", container="", lang="javascript", score=1.0, doc="",
             signature="function storeMappingPair(state, _result, overridableKeys, keyTag, "
                       "keyNode, valueNode, startLine, startLineStart, startPos)")
    assert hit_label(js) == (
        "function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, …)")
    java = Hit(path="CurrencyUnit.java", line=162, end_line=170, kind="method",
               symbol="registerCurrency", container="CurrencyUnit", lang="java", score=1.0,
               doc="", signature="public static synchronized CurrencyUnit registerCurrency("
                                 "String currencyCode, int numericCurrencyCode, "
                                 "int decimalPlaces, List<String> countryCodes)")
    assert hit_label(java) == ("method CurrencyUnit.registerCurrency"
                               "(currencyCode, numericCurrencyCode, decimalPlaces, …)")


def test_a_swift_result_builder_attribute_is_no_part_of_a_parameter_name() -> None:
    # swift-parsing's `Many.init` overloads read "(atLeast minimum, @ParserBuilder<Input>
    # element, …)" alike, the attribute taking the room of the names telling them apart.
    hit = Hit(path="Sources/Parsing/Many.swift", line=450, end_line=466, kind="constructor",
              symbol="init", container="Many", lang="swift", score=1.0, doc="",
              signature="public init(atLeast minimum: Int = 0, atMost maximum: Int = .max, "
                        "@ParserBuilder<Input> element: () -> Element, "
                        "@ParserBuilder<Input> terminator: () -> Terminator)")
    assert hit_label(hit) == (
        "constructor Many.init(atLeast minimum, atMost maximum, element, terminator)")


def test_a_scala_method_without_a_parameter_list_shows_its_result_type() -> None:
    # scopt's `def errorOnUnknownArgument: Boolean` read bare, where `def builder[C]:
    # OParserBuilder[C]` showed its type; a function type's arrow is no default's `=`.
    src = ("package scopt\n\ntrait OParserSetup {\n  def errorOnUnknownArgument: Boolean\n"
           "  def builder[C]: OParserBuilder[C]\n  def reads: String => A\n"
           "  def parse(args: Seq[String]): Option[C]\n}\n")
    labels = [hit_label(Hit(path="OParserSetup.scala", line=c.start, end_line=c.end,
                            kind=c.kind, symbol=c.name, container=c.container,
                            signature=c.signature, doc=c.doc, lang=c.lang, score=1.0))
              for c in chunk_file("OParserSetup.scala", src, "scala")]
    assert labels == [
        "trait OParserSetup", "method OParserSetup.errorOnUnknownArgument: Boolean",
        "method OParserSetup.builder[C]: OParserBuilder[C]",
        "method OParserSetup.reads: String => A",
        "method OParserSetup.parse(args: Seq[String]): Option[C]"]


def test_java_constructor_is_named_by_its_class_and_javadoc_tags_unwrap(tidy_index) -> None:
    assert label_of(tidy_index, "Builder", "src/main/java/demo/Retrofit.java",
                    kind="constructor") == (
        "constructor Retrofit.Builder(Platform platform) — "
        "Creates a builder with the `platform` of a `Retrofit` instance.")


def test_go_doc_does_not_repeat_the_name(tidy_index) -> None:
    assert label_of(tidy_index, "timeFormat", "gin/recovery.go") == (
        "function timeFormat(t time.Time) string — returns a customized time string for logger.")
    # A method's comment names its receiver too.
    assert label_of(tidy_index, "Render", "gin/binding.go") == (
        "method JSON.Render(w http.ResponseWriter) error — writes data with custom ContentType.")


def test_file_hit_shows_no_repeated_name_and_no_markup_declaration(tidy_index) -> None:
    text = render_text(tidy_index.search("index html", kind="file"))
    # Not `<!DOCTYPE html>`: a page is summarised by its first text.
    assert "site/index.html:1  file — hello\n" in text
    # An RST directive's ".." is no sentence; above the first title it opens that title's
    # section (it was a section of its own, named by the file and showing nothing).
    assert label_of(tidy_index, "api", "docs/api.rst", kind="section") == "section The HTTP API"


def test_section_doc_drops_its_list_marker(tidy_index) -> None:
    assert label_of(tidy_index, "1.2.0", "CHANGES.md", kind="section") == (
        "section 1.2.0  (in Changes) — Fixed redirect loops on retries.")


def test_text_before_the_first_heading_is_not_named_again(tidy_index) -> None:
    # The chunker names it by the file name, which the path has just printed.
    assert label_of(tidy_index, "release notes newest", "docs/notes.md", kind="section") == (
        "section — Release notes, newest first.")


@pytest.mark.parametrize("lang, signature, container, name, label", [
    # express: a method bound by assignment showed no parameters (`function res.send`).
    ("javascript", "res.send = function send(body)", "res", "send", "function res.send(body)"),
    ("javascript", "res.links = function(links)", "res", "links", "function res.links(links)"),
    # got: arrow functions bound to constants, typed or not.
    ("typescript", "const parseBody = (response: Response, encoding?: BufferEncoding): unknown =>",
     "", "parseBody", "function parseBody(response: Response, encoding?: BufferEncoding): unknown"),
    ("typescript", "export const pick = async <T>(items: T[]): Promise<T> =>", "", "pick",
     "function pick<T>(items: T[]): Promise<T>"),
    ("typescript", "const calc: Returns<RetryFunction, number> = ({attemptCount}) =>", "", "calc",
     "function calc({attemptCount})"),
    # axios, execa: one parameter written bare was no list, and the function read as taking
    # nothing (`function isBoolean`).
    ("javascript", "const isBoolean = thing =>", "", "isBoolean", "function isBoolean(thing)"),
    ("javascript", "axios.formToJSON = async $el =>", "axios", "formToJSON",
     "function axios.formToJSON($el)"),
    ("typescript", "const f: Handler = async =>", "", "f", "function f(async)"),
    # zod: a binding typed as a function, its own arrow in the type, showed no parameters.
    ("typescript", "const error: (msg: string) => never = (msg: string) =>", "", "error",
     "function error(msg: string)"),
    ("typescript", "const lift: (x: T) => U = x =>", "", "lift", "function lift(x)"),
])
def test_js_functions_bound_to_names_show_their_parameters(
        lang: str, signature: str, container: str, name: str, label: str) -> None:
    hit = Hit(path="lib/a.js", line=1, end_line=3, kind="function", symbol=name,
              container=container, signature=signature, doc="", lang=lang, score=1.0)
    assert hit_label(hit) == label


@pytest.mark.parametrize("lang, signature, name, label", [
    # handlebars: `Compiler.prototype = { equals: function (other) {…} }` showed no parameters
    # (`method Compiler.equals`), nor did a Vue component's or a table of handlers' arrows.
    ("javascript", "equals: function (other)", "equals", "method Compiler.equals(other)"),
    ("javascript", "run: async function* run(a, b)", "run", "method Compiler.run(a, b)"),
    ("javascript", "stop: async () =>", "stop", "method Compiler.stop()"),
    ("typescript", "pick: <T>(items: T[]): T =>", "pick", "method Compiler.pick<T>(items: T[]): T"),
    ("javascript", "each: item =>", "each", "method Compiler.each(item)"),
    # A class field typed and bound with `=` reads as it did.
    ("typescript", "handler: Handler = (e) =>", "handler", "method Compiler.handler(e)"),
])
def test_js_methods_written_as_properties_show_their_parameters(
        lang: str, signature: str, name: str, label: str) -> None:
    hit = Hit(path="lib/a.js", line=1, end_line=3, kind="method", symbol=name,
              container="Compiler", signature=signature, doc="", lang=lang, score=1.0)
    assert hit_label(hit) == label


def test_a_typescript_property_typed_as_a_function_shows_no_parameters() -> None:
    hit = Hit(path="lib/a.ts", line=1, end_line=1, kind="property", symbol="onClick",
              container="Props", signature="onClick: (e: Event) => void", doc="",
              lang="typescript", score=1.0)
    assert hit_label(hit) == "property Props.onClick"


@pytest.mark.parametrize("lang, signature, label", [
    # fmt: a reference-to-array parameter lost its closing bracket (`char (&out)[N, fmt, args)`)
    # when a long list was cut to its names.
    ("cpp", "auto format_to(char (&out)[N], format_string<T...> fmt, T&&... args) -> format_to_result",
     "function format_to(char (&out), fmt, args) -> format_to_result"),
    ("c", "int redis_main(int argc, const char *argv[], struct redisOptions *options, size_t len)",
     "function redis_main(argc, argv, options, len)"),
    ("c", "void matrix_apply(double m[2][2], void (*visit)(double value, size_t at), int flags)",
     "function matrix_apply(m, void (*visit)(double value, size_t at), flags)"),
])
def test_c_family_parameters_shortened_to_names_keep_their_shape(
        lang: str, signature: str, label: str) -> None:
    name = label.split(" ", 1)[1].split("(", 1)[0]
    hit = Hit(path="src/a.c", line=1, end_line=9, kind="function", symbol=name, container="",
              signature=signature, doc="", lang=lang, score=1.0)
    assert hit_label(hit) == label


def test_a_c_array_value_closed_by_the_chunker_is_labelled_by_its_size() -> None:
    # The review of 41be492: `const int TABLE[4]={1, 2,` closed to `={…}` balanced, and the
    # label showed the value's opening.
    hit = Hit(path="src/a.c", line=1, end_line=2, kind="constant", symbol="TABLE", container="",
              signature="const int TABLE[4]={…}", doc="", lang="c", score=1.0)
    assert hit_label(hit) == "constant TABLE[4]"


@pytest.mark.parametrize("signature", ["@output_type_modules [Type.Scalar, Type.Object]",
                                       "@extendable_types […]"])
def test_a_list_spaced_from_a_value_s_name_is_its_value_not_its_size(signature: str) -> None:
    # absinthe's `@output_type_modules [Type.Scalar, …]` was labelled
    # "constant Absinthe.Type.output_type_modules[Type.Scalar, …", as a C array's size is.
    name = signature[1:].split(" ", 1)[0]
    hit = Hit(path="lib/absinthe/type.ex", line=148, end_line=148, kind="constant", symbol=name,
              container="Absinthe.Type", signature=signature, doc="", lang="elixir", score=1.0)
    assert hit_label(hit) == f"constant Absinthe.Type.{name}"


@pytest.mark.parametrize("signature, label", [
    # shellcheck: a type signature showed nothing; an equation without one glued its
    # patterns to the name (`function getOption[] _`).
    ("parseArguments :: [String] -> IO Flags", "function parseArguments :: [String] -> IO Flags"),
    ("getOption [] _", "function getOption"),
])
def test_a_haskell_function_shows_its_type_not_its_patterns(signature: str, label: str) -> None:
    name = label.split()[1]
    hit = Hit(path="src/a.hs", line=1, end_line=3, kind="function", symbol=name, container="",
              signature=signature, doc="", lang="haskell", score=1.0)
    assert hit_label(hit) == label


@pytest.mark.parametrize("signature, name, label", [
    # tantivy: an outline showed `impl LogMergePolicy` three times (its own impl, MergePolicy,
    # Default); `impl<T> BoxableTokenizer for T` showed as `impl T`.
    ("impl LogMergePolicy", "LogMergePolicy", "impl LogMergePolicy"),
    ("impl MergePolicy for LogMergePolicy", "LogMergePolicy", "impl MergePolicy for LogMergePolicy"),
    ("impl<T> BoxableTokenizer for T where T: Tokenizer", "T", "impl BoxableTokenizer for T"),
    ("impl<'a> From<&'a str> for Key<'a>", "Key", "impl From<&'a str> for Key<'a>"),
    ("impl<F: Fn() -> u8> Runner for Wrap<F>", "Wrap", "impl Runner for Wrap<F>"),
    ("impl<T> Vec<T>", "Vec", "impl Vec<T>"),
])
def test_a_rust_trait_impl_says_which_trait(signature: str, name: str, label: str) -> None:
    hit = Hit(path="src/a.rs", line=1, end_line=9, kind="impl", symbol=name, container="",
              signature=signature, doc="", lang="rust", score=1.0)
    assert hit_label(hit) == label


def test_a_rust_impl_shows_its_type_as_written() -> None:
    # byteorder: the blanket `impl<R: io::Read + ?Sized> ReadBytesExt for R`, which the chunker
    # names by its trait, read `impl ReadBytesExt for ReadBytesExt`; `impl Sealed for
    # super::BigEndian` inside `mod private` read `for private.BigEndian`, a type no one declared.
    rs = ("pub enum BigEndian {}\npub trait ReadBytesExt {}\n"
          "mod private {\n    pub trait Sealed {}\n    impl Sealed for super::BigEndian {}\n"
          "    pub struct Local;\n    impl Default for Local {}\n    impl Default for BigEndian {}\n}\n"
          "impl<R: std::io::Read + ?Sized> ReadBytesExt for R {}\n"
          "impl<T: Log> Log for &T {}\n")
    labels = _labels("src/lib.rs", rs, "rust")
    assert "impl Sealed for super::BigEndian" in labels
    assert "impl Default for private.Local" in labels
    # One the module does not declare is not its own (`use super::*`): similar's `mod
    # text_additions { impl Change<&T> }` read `text_additions.Change`.
    assert "impl Default for BigEndian" in labels
    assert "impl ReadBytesExt for R" in labels
    assert "impl Log for &T" in labels


def test_a_name_bound_to_a_lambda_is_a_function_of_its_parameters() -> None:
    # rack-attack's DEFAULT_THROTTLED_RESPONDER, ten lines computing Retry-After, was a
    # one-line constant: weighed as a value, 27th for "how is the Retry-After header computed".
    rb = ("class Configuration\n  # Answers 429 with a Retry-After header.\n"
          "  DEFAULT_THROTTLED_RESPONDER = lambda do |req|\n"
          "    [429, {'Retry-After' => req.env['period'].to_s}, []]\n  end\n"
          "  NORMALIZE = ->(s) { s.to_s.strip.downcase }\n"
          "  FILTER = proc { |a, b| a == b }\n  LIMIT = 5\nend\n")
    assert _labels("lib/configuration.rb", rb, "ruby")[1:] == [
        "method Configuration.DEFAULT_THROTTLED_RESPONDER(req) — Answers 429 with a Retry-After header.",
        "method Configuration.NORMALIZE(s)", "method Configuration.FILTER(a, b)",
        "constant Configuration.LIMIT"]
    py = ("# Sort key: newest first.\nnewest_first = lambda item, reverse=True: -item.stamp\n"
          "LIMIT = 5\n\nif __name__ == '__main__':\n    show = lambda x: print(x)\n")
    assert _labels("sort.py", py, "python") == [
        "function newest_first(item, reverse=True) — Sort key: newest first.", "constant LIMIT"]


def test_a_ruby_superclass_is_spaced_as_written() -> None:
    # rake's outline showed `class Rake.FileTask< Task`: Ruby's `<` read as generics.
    ruby = "module Rake\n  class FileTask < Task\n  end\n  class Plain\n  end\nend\n"
    assert _labels("lib/rake/file_task.rb", ruby, "ruby") == [
        "class Rake.FileTask < Task", "class Rake.Plain"]   # `module Rake` only nests: a scope


def test_a_type_s_bases_are_shown_as_a_generic_one_s_are() -> None:
    # json-schema's `class ValidationException` hid its `extends RuntimeException` and mobx's
    # `class Reaction` its interfaces, while `class Store<T> extends Base` showed them, as
    # Python's bases are shown. Spaced as written; a call signature's brace ends them.
    java = ("public class ValidationException extends RuntimeException {}\n"
            "final class Store<T> extends Base<T> {}\n")
    assert _labels("V.java", java, "java") == [
        "class ValidationException extends RuntimeException", "class Store<T> extends Base<T>"]
    ts = ("export class Reaction implements IDerivation, IReactionPublic {}\n"
          "export interface Flow extends Annotation {\n  <R>(g: () => R): R\n}\n")
    assert _labels("r.ts", ts, "typescript") == [
        "class Reaction implements IDerivation, IReactionPublic", "interface Flow extends Annotation"]
    cs = "public class SilentLogger : ILogger, IDisposable { }\n"
    assert _labels("S.cs", cs, "csharp") == ["class SilentLogger : ILogger, IDisposable"]
    swift = "enum Kind: String { case a }\n"
    assert _labels("K.swift", swift, "swift")[0] == "enum Kind: String"
    rust = "pub trait Stream: Offset + Debug {}\npub struct Plain;\n"
    assert _labels("s.rs", rust, "rust") == ["trait Stream: Offset + Debug", "struct Plain"]


def test_a_rust_impl_label_reads_like_its_source() -> None:
    # serde_json: the type's name inside the trait garbled the label (`impl de::Deserializer<'de>
    # for Deserializer<'de> for &mut Deserializer<R>`), and a reference lost its `&`.
    rust = ("impl<'de, R: Read<'de>> de::Deserializer<'de> for &mut Deserializer<R> {}\n"
            "impl From<Box<RawValue>> for Box<str> {}\n"
            "impl<'de> Deserialize<'de> for &'de RawValue {}\n"
            "impl<T> Vec<T> {}\n"
            "unsafe impl Sync for AtomicUsize {}\n"   # log's: was `impl AtomicUsize`
            # glob's: was `impl From<GlobError> for Error`, beside the std `Error` trait's impl
            "impl From<GlobError> for io::Error {}\nimpl<'a> Into<u8> for &'a std::num::Wrapping {}\n")
    assert _labels("src/de.rs", rust, "rust") == [
        "impl de::Deserializer<'de> for &mut Deserializer<R>",
        "impl From<Box<RawValue>> for Box<str>",
        "impl Deserialize<'de> for &'de RawValue",
        "impl Vec<T>", "impl Sync for AtomicUsize", "impl From<GlobError> for io::Error",
        "impl Into<u8> for &'a std::num::Wrapping"]
    # Inside a module a path says where the type is, not the impl (`m.Error` named a type `m`
    # does not declare); a name without one is the module's (`m.Config`) when it declares it.
    assert _labels("src/m.rs", "mod m {\n    impl From<X> for io::Error {}\n    struct Config;\n"
                   "    impl Default for Config {}\n}\n", "rust") == [
        "module m", "impl From<X> for io::Error", "struct m.Config", "impl Default for m.Config"]


def test_a_getter_shows_its_type_not_a_call() -> None:
    # `property Response.text -> str`, as `response.text` is read; a setter keeps its value.
    py = ("class Response:\n    @property\n    def text(self) -> str:\n        return ''\n\n"
          "    @text.setter\n    def text(self, value):\n        pass\n")
    assert _labels("models.py", py, "python")[1:] == [
        "property Response.text -> str", "property Response.text(value)"]
    ts = "class Store {\n  get size(): number { return 1 }\n}\n"
    assert _labels("store.ts", ts, "typescript")[1:] == ["property Store.size: number"]


def test_an_object_like_c_macro_shows_no_parameters() -> None:
    # cJSON's `#define cJSON_False (1 << 0)` showed as a call, `macro cJSON_False(1 << 0)`:
    # only `(` directly after the name opens a parameter list.
    c = ("#define cJSON_False (1 << 0)\n#define internal_free free\n"
         "#define cjson_min(a, b) (((a) < (b)) ? (a) : (b))\n")
    assert _labels("cJSON.h", c, "c") == [
        "macro cJSON_False", "macro internal_free", "macro cjson_min(a, b) (((a) < (b)) ? (a) : (b))"]
    # json-c's json_object_object_foreach, defined over lines: no continuation `\` at the end.
    c = "#define json_object_object_foreach(obj, key, val) \\\n\tfor (entry = head(obj); entry;)\n"
    assert _labels("json_object.h", c, "c") == ["macro json_object_object_foreach(obj, key, val)"]
    # Its first line's piece of the body is no part of the address (`macro CHECK(x) do`).
    c = "#define CHECK(x) do { \\\n    if (!(x)) abort(); \\\n  } while (0)\n"
    assert _labels("check.h", c, "c") == ["macro CHECK(x)"]


def test_typescript_signatures_never_end_inside_a_bracket() -> None:
    # zustand's outline: `constant createStore((createState)`, `type PersistImpl<T>(`, and
    # `type StateCreator<` with its generics on the lines below.
    ts = ("export const createStore = ((createState) =>\n"
          "  createState ? createStoreImpl(createState) : createStoreImpl) as CreateStore\n\n"
          "type PersistImpl = <T>(\n  storeInitializer: StateCreator<T, [], []>,\n"
          "  options: PersistOptions<T, T>,\n) => StateCreator<T, [], []>\n\n"
          "export type StateCreator<\n  T,\n  Mis extends [StoreMutatorIdentifier, unknown][] = [],\n"
          "  Mos extends [StoreMutatorIdentifier, unknown][] = [],\n  U = T,\n> = ((\n"
          "  setState: Get<Mutate<StoreApi<T>, Mis>, 'setState', never>,\n) => U) & { $$m?: Mos }\n\n"
          "type Pair<A> = [A, A]\n\n"
          "export const sizes = { small: 1 << 2 }\n")
    assert _labels("src/vanilla.ts", ts, "typescript") == [
        "constant createStore",
        "type PersistImpl<T>(storeInitializer, options) => StateCreator<T, [], []>",
        "type StateCreator<T, Mis, Mos, U>",
        "property StateCreator.$$m",   # the member of its `& { … }`
        "type Pair<A>",   # its value left to the source, as `type Pair = [A, A]`'s is
        "constant sizes"]


def test_a_long_parameter_list_s_type_arguments_fold_so_every_name_shows() -> None:
    # koa-router's `constructor Layer.constructor(path, methods, …)`: the signature, cut at
    # its cap inside `middleware`'s type arguments, never reached `options`.
    ts = ("export class Layer<StateT, ContextT, BodyT> {\n  constructor(\n"
          "    path: string | RegExp,\n    methods: string[],\n    middleware:\n"
          "      | RouterMiddleware<StateT, ContextT, BodyT>\n"
          "      | Array<RouterMiddleware<StateT, ContextT, BodyT>>,\n"
          "    options: LayerOptions = {}\n  ) {\n    this.opts = options\n  }\n}\n")
    chunks = chunk_file("src/layer.ts", ts, "typescript")
    assert chunks[1].signature == (
        "constructor(path: string | RegExp, methods: string[], middleware: RouterMiddleware<…>"
        " | Array<…>, options: LayerOptions = {})")
    assert _labels("src/layer.ts", ts, "typescript")[1] == \
        "constructor Layer.constructor(path, methods, middleware, options)"
    # An Elixir binary pattern's `<<…>>` is no type argument: its segments name the values.
    ex = ("defmodule P do\n  defp valid_csrf_token?(_conn, <<csrf_token::@encoded_token_size-binary>>,"
          " <<user_token::@double_encoded_token_size-binary, mask::@encoded_token_size-binary>>,"
          " _allow_hosts) do\n    true\n  end\nend\n")
    assert "<<csrf_token::" in chunk_file("lib/p.ex", ex, "elixir")[1].signature


def test_type_parameters_on_a_line_of_their_own_touch_the_parameters() -> None:
    # xsv's `method Config.write_headers<R: io::Read, W: io::Write> (&self, r, w)`: the
    # line break before the parameter list read as a space.
    rs = ("impl Config {\n    pub fn write_headers<R: io::Read, W: io::Write>\n"
          "                        (&self, r: &mut csv::Reader<R>, w: &mut csv::Writer<W>)\n"
          "                        -> csv::Result<()> {\n        Ok(())\n    }\n}\n")
    assert _labels("src/config.rs", rs, "rust")[1] == (
        "method Config.write_headers<R: io::Read, W: io::Write>(&self, r, w) -> csv::Result<()>")


def test_a_typescript_union_of_a_bracketed_function_type_shows_no_parameters() -> None:
    # cosmiconfig's `type Loader((filepath: string, content: string)) | LoaderSync`: the
    # union's bracketed first member was read as a parameter list, its arrow cut out.
    ts = ("export type Loader =\n  | ((filepath: string, content: string) => Promise<R>)\n"
          "  | LoaderSync;\nexport type LoaderSync = (filepath: string) => R;\n")
    assert _labels("src/index.ts", ts, "typescript") == [
        "type Loader", "type LoaderSync(filepath: string) => R"]


def test_a_typescript_bracketed_type_alias_shows_no_parameters() -> None:
    # yargs-parser's `type ArgsOutput(string | number)[]`: a bracket grouping a union read as
    # a parameter list; a function type's stays one.
    ts = ("export type ArgsOutput = (string | number)[];\n"
          "export type Mixed = (A & B) | C;\n"
          "export type CoerceCallback = (arg: any) => any;\n")
    assert _labels("lib/types.ts", ts, "typescript") == [
        "type ArgsOutput", "type Mixed", "type CoerceCallback(arg: any) => any"]


def test_a_generic_typescript_type_alias_shows_its_generics_as_a_plain_one_shows_its_name() -> None:
    # path-to-regexp's generic aliases showed their definitions whole, `= …` and all, beside
    # `type Path` for `type Path = string | TokenData`; a function type's list stays, after
    # the generics, as `type Encode(value: string) => string` shows it.
    ts = ("export type Path = string | TokenData;\n"
          "export type Encode = (value: string) => string;\n"
          "export type PathFunction<P extends ParamData> = (data?: P) => string;\n"
          "export type Match<P extends ParamData> = false | MatchResult<P>;\n"
          "export type Grouped<T> = (T | string)[];\n")
    assert _labels("src/index.ts", ts, "typescript") == [
        "type Path", "type Encode(value: string) => string",
        "type PathFunction<P extends ParamData>(data?: P) => string",
        "type Match<P extends ParamData>", "type Grouped<T>"]


@pytest.mark.parametrize("lang, path, source, label", [
    # A quoted character is no bracket: Python's csv-like `quotechar='"'` lost every parameter.
    ("python", "q.py", "def quote(value, quotechar='\"', escape=None):\n    pass\n",
     "function quote(value, quotechar='\"', escape=None)"),
    ("ruby", "w.rb", "def wrap(s, open = '(')\nend\n", "function wrap(s, open = '(')"),
    # Go's `<-chan` opens nothing: gin's Context.Done lost its return type.
    ("go", "c.go", "package gin\n\nfunc (c *Context) Done() <-chan struct{} {\n\treturn nil\n}\n",
     "method Context.Done() <-chan struct{}"),
])
def test_quoted_characters_and_channel_arrows_open_no_bracket(lang: str, path: str, source: str,
                                                             label: str) -> None:
    assert _labels(path, source, lang) == [label]


def test_a_lua_function_bound_to_a_field_shows_its_parameters() -> None:
    # lualine: 44 declarations written `M.init = function(self, options)` showed no parameters.
    lua = ("local M = {}\nM.init = function(self, options)\n  return options\nend\n"
           "function M.draw(self)\nend\nreturn M\n")
    assert _labels("lua/lualine/component.lua", lua, "lua") == [
        "function M.init(self, options)", "function M.draw(self)"]


def test_a_lua_function_a_call_wraps_shows_its_parameters() -> None:
    # neogit's `M.Diff = Component.new(function(diff)`, gitsigns' `M.attach =
    # throttle_async({ hash = attach_hash }, function(opts)`: bare names, `function M.Diff`.
    lua = ("local M = {}\nM.Diff = Component.new(function(diff)\n  return diff\nend)\n"
           "M.attach = throttle_async({ hash = 1 }, function(opts)\nend)\n"
           "M.sleep = a.wrap(function(ms, cb)\nend, 2)\nreturn M\n")
    assert _labels("lua/neogit/buffers/common.lua", lua, "lua") == [
        "function M.Diff(diff)", "function M.attach(opts)", "function M.sleep(ms, cb)"]


def test_a_go_slice_type_is_spaced_as_written() -> None:
    # urfave/cli's outline: `type FlagsByName[]Flag`; type parameters stay attached.
    go = "package cli\n\ntype FlagsByName []Flag\n\ntype List[T any] struct {\n\titems []T\n}\n"
    assert _labels("flag.go", go, "go")[:2] == ["type FlagsByName []Flag", "struct List[T any]"]


def test_a_go_array_type_is_spaced_as_written() -> None:
    # google/uuid's outline: `type UUID[16]` (its element type lost) and `variable
    # pool[randPoolSize]byte`, an array type read as type parameters or a C array's size.
    go = ("package uuid\n\ntype UUID [16]byte\n\nvar pool [randPoolSize]byte\n\n"
          "var nodeID [6]byte = [6]byte{1}\n\ntype Pair[K comparable, V any] [2]V\n")
    assert _labels("uuid.go", go, "go") == [
        "type UUID [16]byte", "variable pool [randPoolSize]byte", "variable nodeID [6]byte",
        "type Pair[K comparable, V any]"]


@pytest.mark.parametrize("sig, name, start", [
    ("def get(self, url)", "get", 0), ("def $get(get_x, get)", "get", 0),
    ("fn get$x(get)", "get", 0), ("get", "get", 0), ("forget(get)", "get", 0),
    ("ñget get", "get", 0), ("impl Get for Get", "Get", 6), ("x", "get", 0),
    ("operator+(a) operator+", "operator+", 1)])
def test_a_name_ends_where_the_whole_word_pattern_says(sig: str, name: str, start: int) -> None:
    # The parameters follow the name standing alone: the end a `(?<![\w$])name(?![\w$])` search
    # finds, without compiling that pattern for every hit of an answer.
    m = re.compile(r"(?<![\w$])" + re.escape(name) + r"(?![\w$])").search(sig, start)
    assert _name_end(sig, name, start) == (m.end() if m else -1)


@pytest.mark.parametrize("path, source, lang, label", [
    # fmt's `file::file(cstring_view path, int oflag)` and gtest's `Notification::Notification()`
    # were found by the class's name before the `::`, so they showed no parameters.
    ("os.cc", "file::file(cstring_view path, int oflag) {}\n", "cpp",
     "constructor file(cstring_view path, int oflag)"),
    # spdlog's out-of-class template constructor showed `<Mutex>::rotating_file_sink(…)` as
    # its parameters: the class's template arguments were read as the list's opening.
    ("sink-inl.h", "template<typename Mutex>\nrotating_file_sink<Mutex>::rotating_file_sink("
     "filename_t base_filename, std::size_t max_size) {}\n", "cpp",
     "constructor rotating_file_sink(filename_t base_filename, std::size_t max_size)"),
    # serilog's `Some.TimeSpan()`: the return type has the method's name.
    ("Some.cs", "class Some {\n  public static TimeSpan TimeSpan() { return default; }\n}\n",
     "csharp", "method Some.TimeSpan()"),
    # Alamofire's failable initializers: `init?(host: String)` showed as `init`.
    ("R.swift", "class R {\n  public convenience init?(host: String) { nil }\n}\n", "swift",
     "constructor R.init?(host: String)"),
    # clikt's secondary constructors write no name: `constructor UsageError` alone, four times.
    ("E.kt", "class UsageError(m: String?) {\n  constructor(m: String, code: Int = 1) : this(m)\n}\n",
     "kotlin", "constructor UsageError(m: String, code: Int = 1)"),
    # zod's 47 locales: `export default function (): { localeError: … }` was `function default`.
    ("fr.ts", "export default function (): { localeError: ErrorMap } {\n  return {};\n}\n",
     "typescript", "function default(): { localeError: ErrorMap }"),
    # dayjs's 30 plugins, `export default (o, c, d) => {…}`, were `function default` alone.
    ("index.js", "export default (o, c, d) => {\n  c.prototype.x = 1\n}\n", "javascript",
     "function default(o, c, d)"),
    ("a.ts", "export default async <T>(req: T): Promise<T> => {\n  return req\n}\n",
     "typescript", "function default<T>(req: T): Promise<T>"),
])
def test_a_callable_shows_its_parameters_where_its_name_is_elsewhere_or_unwritten(
        path: str, source: str, lang: str, label: str) -> None:
    # QA7: the parameters follow the name's occurrence that opens the list (or the keyword
    # standing for an unwritten name), not its first occurrence.
    assert label in _labels(path, source, lang)


def test_a_long_parameter_list_cut_to_names_splits_no_string() -> None:
    # QA7: zod's `constructor(message = "z.compile does not support async refinements,
    # transforms, or checks")` showed as `constructor(message, transforms, or checks")`: the
    # commas inside the default's string were read as the list's.
    ts = ("class ZodCompileAsyncError extends Error {\n"
          '  constructor(message = "z.compile does not support async refinements, transforms, '
          'or checks") {\n    super(message);\n  }\n}\n')
    assert _labels("compile.ts", ts, "typescript")[1] == \
        "constructor ZodCompileAsyncError.constructor(message)"
    py = "def wrap(text, sep: str = ', ', width: int = 80, *, placeholder: str = ' [...]'):\n    pass\n"
    assert _labels("w.py", py, "python") == ["function wrap(text, sep, width, *, placeholder)"]


def test_a_parameter_cut_to_its_name_loses_its_annotations() -> None:
    # timber's `fun log(priority: Int, t: Throwable?, @NonNls message: String?, vararg args:
    # Any?)` showed `log(priority, t, @NonNls message, vararg args)`.
    kt = ("abstract class Tree {\n  open fun log(priority: Int, t: Throwable?, @NonNls message: String?,"
          " @Suppress(\"x\") vararg args: Any?, tag: String? = null) {}\n}\n")
    assert _labels("Timber.kt", kt, "kotlin")[1] == \
        "method Tree.log(priority, t, message, vararg args, tag)"


def test_a_java_or_csharp_parameter_cut_to_its_name_loses_its_annotations() -> None:
    # git-plugin's `doNotifyCommit(HttpServletRequest request, @QueryParameter(required=true)
    # String url, …)` showed `doNotifyCommit(request, @QueryParameter(required=true) String url,
    # …)`: the annotation's parentheses kept the parameter whole, as a C function pointer's.
    java = ("class GitStatus {\n  public HttpResponse doNotifyCommit(HttpServletRequest request,"
            " @QueryParameter(required=true) String url, @QueryParameter() String branches,"
            " String token) { return null; }\n}\n")
    assert _labels("GitStatus.java", java, "java")[1] == \
        "method GitStatus.doNotifyCommit(request, url, branches, token)"
    cs = ("class OrdersController {\n  public IActionResult List([FromQuery(Name = \"page\")] int page,"
          " [FromQuery(Name = \"size\")] int pageSize, [FromServices] IOrderStore store) { return null; }\n}\n")
    assert _labels("OrdersController.cs", cs, "csharp")[1] == \
        "method OrdersController.List(page, pageSize, store)"


def test_a_c_declaration_s_gnu_attributes_leave_its_address() -> None:
    # sds.h: `sdscatprintf(s, fmt, ...) __attribute__((format(printf, 2, 3)))` spent a third
    # of its line on what the compiler checks.
    c = ("sds sdscatprintf(sds s, const char *fmt, ...)\n"
         "    __attribute__((format(printf, 2, 3))) __attribute__((nonnull (1)));\n"
         "void die(const char *msg) __attribute__((noreturn));\n")
    assert _labels("sds.h", c, "c") == ["prototype sdscatprintf(sds s, const char *fmt, ...)",
                                        "prototype die(const char *msg)"]


def test_a_javascript_constant_s_bracketed_value_is_no_parameter_list() -> None:
    # node-glob's `const max = (module === require.main && …) || 1_000_000` was labelled
    # `constant max(module === require.main && +process.argv[2]) || 1_000_000`, zod's
    # `globalRegistry(globalThis as GlobalThisWithRegistry).__zod_globalRegistry!`. An arrow
    # bound to a constant is a function, with its parameters.
    js = ("const max = (module === require.main && +process.argv[2]) || 1_000_000\n"
          "const report = (s, n) => {\n  return s\n}\n")
    assert _labels("make-big-tree.js", js, "javascript") == ["constant max", "function report(s, n)"]
    ts = "export const globalRegistry = (globalThis as G).__zod_globalRegistry!\n"
    assert _labels("registries.ts", ts, "typescript") == ["constant globalRegistry"]


def test_ruby_parameters_written_without_brackets_are_shown_as_a_list() -> None:
    # psych's `def initialize action, klass_name` read `constructor
    # Psych.DisallowedClass.initialize`, `def self.safe_load yaml, permitted_classes: [], …`
    # `method Psych.safe_load`: as taking nothing. An endless method has no list, nor has
    # an alias (`alias :add :[]=`).
    ruby = ("module Psych\n  class DisallowedClass < Exception\n"
            "    def initialize action, klass_name\n      super\n    end\n  end\n"
            "  def self.safe_load yaml, permitted_classes: [], permitted_symbols: [], "
            "aliases: false, filename: nil, fallback: nil, symbolize_names: false\n  end\n"
            "  def self.log= log # the logger\n    @log = log\n  end\n"
            "  def self.version = VERSION\n  class Coder\n    def []= k, v\n    end\n"
            "    alias :add :[]=\n  end\nend\n")
    assert _labels("lib/psych.rb", ruby, "ruby") == [
        "module Psych", "class Psych.DisallowedClass < Exception",
        "constructor Psych.DisallowedClass.initialize(action, klass_name)",
        "method Psych.safe_load(yaml, permitted_classes:, permitted_symbols:, …)",
        "method Psych.log=(log)", "method Psych.version", "class Psych.Coder",
        "method Psych.Coder.[]=(k, v)", "method Psych.Coder.add — Alias of `[]=`."]


def test_a_csharp_explicit_interface_member_names_its_interface() -> None:
    # YamlDotNet: InsertionQueue's `public IEnumerator<T> GetEnumerator()` and its
    # `IEnumerator IEnumerable.GetEnumerator()` both read `method InsertionQueue.GetEnumerator()`
    # (25 such pairs in its tree): which one an address meant took reading both.
    cs = ("public class Queue<T> : IEnumerable<T>, IDictionary<string, T>\n{\n"
          "    public IEnumerator<T> GetEnumerator() { return null; }\n"
          "    IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }\n"
          "    IEnumerator<KeyValuePair<string, T>> IEnumerable<KeyValuePair<string, T>>"
          ".GetEnumerator() { return null; }\n"
          "    int ICollection<KeyValuePair<string, T>>.Count { get { return 0; } }\n"
          "    void System.Collections.IDictionary.Add(object key, object value) { }\n}\n")
    assert _labels("Queue.cs", cs, "csharp") == [
        "class Queue<T> : IEnumerable<T>, IDictionary<string, T>",
        "method Queue.GetEnumerator()",
        "method Queue.IEnumerable.GetEnumerator()",
        "method Queue.IEnumerable<KeyValuePair<string, T>>.GetEnumerator()",
        "property Queue.ICollection<KeyValuePair<string, T>>.Count",
        "method Queue.System.Collections.IDictionary.Add(object key, object value)"]


def test_a_function_wrapped_in_calls_given_other_arguments_first_shows_its_list() -> None:
    # ramda's `var all = _curry2(_dispatchable(['all'], _xall, function all(fn, list)` showed
    # "function all", no list: only one call holding the function first was passed over.
    def label(sig: str, name: str) -> str:
        return hit_label(Hit(path="source/a.js", line=1, end_line=9, kind="function",
                             symbol=name, container="", signature=sig, doc="",
                             lang="javascript", score=1.0))
    assert label("var all = _curry2(_dispatchable(['all'], _xall, function all(fn, list)",
                 "all") == "function all(fn, list)"
    assert label("var uniqBy = _curry2(_dispatchable([], _xuniqBy, function(fn, list)",
                 "uniqBy") == "function uniqBy(fn, list)"
    assert label("exports.old = deprecate(function old(a)", "old") == "function old(a)"
    assert label("var x = wrap(a(b), function (c)", "x") == "function x"   # `(b)` is no list
