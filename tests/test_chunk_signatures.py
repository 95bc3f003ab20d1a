"""Signatures, in any language (`signature.py`, `comments.py`): strings holding comment
markers, a value below its `=`, a list an item a line, a name below its type, a constructor's
initializers, a parameter named by a comment.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find


def test_strings_holding_comment_markers_stay_in_signatures() -> None:
    # `"image/*"` cut a Java constant's signature to `ACCEPT = "image`, a glob default
    # commander.js's `['**`, and a regex's `#` rack's `/\A\/[^`.
    java = "class A {\n  static final String ACCEPT = \"image/*\"; // the type\n}\n"
    js = "function load(p = '**/*.ts', q = 1 /* count */) {}\n"
    ruby = "ORIGIN_FORM = /\\A\\/[^#]*\\z/ # origin form\nCOLOR = \"#fff\" # white\n"
    java_sig = chunk_file("A.java", java, "java")[1].signature
    assert java_sig == 'static final String ACCEPT = "image/*"'
    js_sig = chunk_file("a.js", js, "javascript")[0].signature
    assert js_sig == "function load(p = '**/*.ts', q = 1)"
    # Where `'` is no string's quote, a lifetime must not pair with a comment's apostrophe.
    rust = "fn f(x: &'static str, // the caller's name\n     y: u8) -> u8 { y }\n"
    assert chunk_file("a.rs", rust, "rust")[0].signature == "fn f(x: &'static str, y: u8) -> u8"
    assert [c.signature for c in chunk_file("a.rb", ruby, "ruby")] == [
        "ORIGIN_FORM = /\\A\\/[^#]*\\z/", 'COLOR = "#fff"']


def test_a_value_written_below_its_equals_sign_is_in_the_signature() -> None:
    # yargs's `export type CommandBuilder =` / `  CommandBuilderCallback | Dictionary<…>;` read
    # `type CommandBuilder`, the type it names lost; a union a member a line the same; Java's
    # `… cProvider =` / `new AtomicReference<Provider>();` lost its value.
    ts = ("export type CommandBuilder =\n  CommandBuilderCallback | Dictionary<Option>;\n"
          "type Level =\n  | 'error'\n  | 'warn';\n"
          "type Fn<T> =\n  (a: T,\n   b: number) => void;\n"
          "export const handler =\n  create({ a: 1,\n    b: 2 });\n"
          "const same = a ==\n  b;\n")
    assert [c.signature for c in chunk_file("a.ts", ts, "typescript")] == [
        "type CommandBuilder = CommandBuilderCallback | Dictionary<Option>",
        "type Level = 'error' | 'warn'", "type Fn<T> = (a: T, b: number) => void",
        "const handler = create(…)", "const same = a"]
    rust = "pub type Result<T> =\n    std::result::Result<T, Error>;\n"
    assert chunk_file("a.rs", rust, "rust")[0].signature == \
        "pub type Result<T> = std::result::Result<T, Error>"
    java = "class A {\n  static final AtomicReference<P> cProvider =\n      new AtomicReference<P>();\n}\n"
    assert chunk_file("A.java", java, "java")[1].signature == \
        "static final AtomicReference<P> cProvider = new AtomicReference<P>()"


def test_a_list_written_an_item_a_line_loses_its_trailing_comma() -> None:
    # commander's `formatItem(term: string, …, helper: Help,): string`: the comma Prettier,
    # gofmt and rustfmt put after a list's last line stayed before the folded `)`. Written on
    # one line it is the code's own (a one-tuple `(u8,)`).
    ts = ("export class Help {\n"
          "  formatItem(\n"
          "    term: string,\n"
          "    helper: Help, // the helper\n"
          "  ): string {\n"
          "    return term;\n"
          "  }\n"
          "}\n")
    assert _find(chunk_file("lib/help.ts", ts, "typescript"), "Help.formatItem").signature \
        == "formatItem(term: string, helper: Help): string"
    go = "package a\n\nfunc Open(\n\tname string,\n\tflag int,\n) error {\n\treturn nil\n}\n"
    assert chunk_file("a.go", go, "go")[0].signature == "func Open(name string, flag int) error"
    rs = "type One = (u8,);\nfn f(\n    a: u8,\n) {}\n"
    assert [c.signature for c in chunk_file("a.rs", rs, "rust")] == ["type One = (u8,)",
                                                                     "fn f(a: u8)"]


def test_a_constructor_s_initializers_are_no_part_of_its_signature() -> None:
    # QA7: fmt's 420 constructors read `basic_string_view(const Char* s) : data_(s)`, and
    # gtest's `MatcherBase(MatcherBase&& other) : vtable_(other.vtable_), buffer_(…)` ran
    # past the address line's cap, cutting its parameters to names: a C++ member initializer
    # list is the body's (the grammar's function-body), and a Kotlin delegation call
    # (`: this(…)`, `: super(…)`) runs the primary constructor, as a body line would.
    cpp = ("class A {\n public:\n  explicit A(int x) : x_(x), y_(2) {}\n"
           "  A(A&& o) noexcept\n      : x_(o.x_) {\n  }\n};\n"
           "A::A(const char* f) : x_(1) { }\n")
    assert [(c.kind, c.signature) for c in chunk_file("a.cc", cpp, "cpp")] == [
        ("class", "class A"), ("constructor", "explicit A(int x)"),
        ("constructor", "A(A&& o) noexcept"), ("constructor", "A::A(const char* f)")]
    kotlin = ("class UsageError(message: String?) : Exception(message) {\n"
              "    constructor(message: String, statusCode: Int = 1)\n"
              "        : this(message)\n"
              "    constructor(code: Int) : super(null) {\n        println(code)\n    }\n}\n")
    assert [(c.kind, c.signature) for c in chunk_file("e.kt", kotlin, "kotlin")] == [
        ("class", "class UsageError(message: String?) : Exception(message)"),
        ("constructor", "constructor(message: String, statusCode: Int = 1)"),
        ("constructor", "constructor(code: Int)")]


def test_a_value_whose_name_is_below_its_type_is_signed_down_to_its_name() -> None:
    # QA7: gson's `static final JsonAdapterAnnotationTypeAdapterFactory` / `DEFAULT_JSON_…
    # = …` (google-java-format breaks a long type from its name) was signed by its first line
    # alone, without the name; so were serilog's `const string` / `MT0 = "Zero",` and gtest's
    # `typedef typename internal::Function<F>::MakeResultIgnoredValue` / `OriginalFunction;`.
    java = ("class GsonBuilder {\n  static final JsonAdapterAnnotationTypeAdapterFactory\n"
            "      DEFAULT_FACTORY =\n          new JsonAdapterAnnotationTypeAdapterFactory(C);\n}\n")
    assert [(c.name, c.signature) for c in chunk_file("G.java", java, "java")][1] == (
        "DEFAULT_FACTORY", "static final JsonAdapterAnnotationTypeAdapterFactory DEFAULT_FACTORY "
        "= new JsonAdapterAnnotationTypeAdapterFactory(C)")
    cs = ('class B\n{\n    const string\n        MT0 = "Zero",\n        MT1 = "Zero{A}one";\n}\n')
    assert [(c.name, c.signature) for c in chunk_file("B.cs", cs, "csharp")][1:] == [
        ("MT0", 'const string MT0 = "Zero",'), ("MT1", 'const string MT0 = "Zero", MT1 = "Zero{A}one"')]
    cpp = ("struct Impl {\n  typedef typename internal::Function<F>::MakeResultIgnoredValue\n"
           "      OriginalFunction;\n};\n")
    assert [(c.name, c.signature) for c in chunk_file("a.h", cpp, "cpp")][1] == (
        "OriginalFunction",
        "typedef typename internal::Function<F>::MakeResultIgnoredValue OriginalFunction")


def test_a_parameter_named_by_a_comment_leaves_no_space_before_its_comma() -> None:
    # PEGTL's 170 `match( ParseInput& /*unused*/, bool& v )` read `match(ParseInput& , bool&
    # v)`, glog's `send(…, const char* /*base_filename*/, int /*line*/, …)` `const char* , int ,`.
    source = ("struct my_rule {\n"
              "  static bool match( ParseInput& /*unused*/, bool& v, States... /*unused*/ )\n"
              "  {\n    return v;\n  }\n};\n")
    chunks = chunk_file("src/test/rule_until.cpp", source, "cpp")
    assert chunks[-1].signature == "static bool match(ParseInput&, bool& v, States...)"
    js = "function raise(input /* unused */, code) {\n  return code;\n}\n"
    assert chunk_file("lib/raise.js", js, "javascript")[0].signature == \
        "function raise(input, code)"
    ts = "export type CompilerInfo = [number /* revision */, string /* versions */];\n"
    assert chunk_file("types/index.d.ts", ts, "typescript")[0].signature == \
        "type CompilerInfo = [number, string]"


def test_a_member_access_opening_a_line_continues_the_name_before_it() -> None:
    # IceCubesApp's `… async -> Models` / `    .Notification?` (swift-format's break) was signed
    # `-> Models .Notification?`; a Kotlin return type so broken the same.
    swift = ("actor Provider {\n  private func toRemoteNotification(local: PushNotification) async -> Models\n"
             "    .Notification?\n  {\n    nil\n  }\n}\n")
    sig = {c.name: c.signature for c in chunk_file("Provider.swift", swift, "swift")}
    assert sig["toRemoteNotification"] \
        == "private func toRemoteNotification(local: PushNotification) async -> Models.Notification?"
    kotlin = "class A {\n    fun parse(text: String): Result<Models\n        .Event> {\n        TODO()\n    }\n}\n"
    sig = {c.name: c.signature for c in chunk_file("A.kt", kotlin, "kotlin")}
    assert sig["parse"] == "fun parse(text: String): Result<Models.Event>"
    # An Elm accessor is a function, an argument of its own: its space stays.
    elm = "names : List User -> List String\nnames users =\n    List.map\n        .name users\n"
    assert all("map.name" not in c.signature for c in chunk_file("Names.elm", elm, "elm"))
