"""C++'s declarations from the real grammar (`grammars_c.py`, `c_*.py`, `rewrite_c.py`):
out-of-line definitions, namespaces, macros standing for keywords and attributes, operators,
templates and test frameworks' macros.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.chunk.rewrite_c import rewrite_c
from codesift.languages import content_language, language_of

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_cpp_out_of_line_definitions() -> None:
    chunks = _chunks("sample.cpp")
    defs = [c for c in chunks if c.start >= 18 and c.container == "geo.Shape"]
    assert [(c.kind, c.name) for c in defs] == [("method", "area"), ("constructor", "Shape")]
    assert _find(chunks, "geo.Shape", "class").doc == "A shape."


def test_cpp_a_friend_declared_without_a_body_is_no_chunk() -> None:
    # qa65: catch2's `friend Context& getCurrentMutableContext();` was a prototype named
    # `Catch.Context.getCurrentMutableContext`, beside the real `Catch.getCurrentMutableContext`;
    # Crow's `friend rvalue crow::json::load(…);` in `r_string` read
    # `crow.json.detail.r_string.crow.json.load`. A friend defined in the class stays a chunk.
    src = ("namespace Catch {\n  class Context {\n    friend Context& getCurrentMutableContext();\n"
           "    template <typename T> friend bool operator==(const T&, const Context&);\n"
           "    friend bool operator!=(const Context& a, const Context& b) { return false; }\n"
           "    void reset();\n  };\n  Context& getCurrentMutableContext();\n}\n")
    chunks = chunk_file("catch_context.hpp", src, "cpp")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("namespace", "Catch"), ("class", "Catch.Context"),
        ("method", "Catch.Context.operator!="), ("prototype", "Catch.Context.reset"),
        ("prototype", "Catch.getCurrentMutableContext")], chunks


def test_cpp_an_inline_version_namespace_names_nothing() -> None:
    # toml11 wraps every file in `inline namespace TOML11_INLINE_VERSION_NAMESPACE`: 4,321
    # chunks were named `toml.TOML11_INLINE_VERSION_NAMESPACE.basic_value…`, 142 wrappers
    # chunks of their own; code writes `toml::basic_value`. A worded one stays a namespace.
    src = ("namespace toml\n{\ninline namespace TOML11_INLINE_VERSION_NAMESPACE\n{\n"
           "class basic_value\n{\n  public:\n    bool is_table() const;\n};\n"
           "inline namespace v2 {\nint parse(const char* s);\n}\n"
           "inline namespace literals\n{\nint operator\"\"_toml(const char* s);\n}\n"
           "} // inline namespace\n} // toml\n")
    chunks = chunk_file("value.hpp", src, "cpp")
    assert [(c.kind, c.container, c.name) for c in chunks] == [
        ("namespace", "", "toml"), ("class", "toml", "basic_value"),
        ("prototype", "toml.basic_value", "is_table"), ("prototype", "toml", "parse"),
        ("namespace", "toml", "literals"), ("prototype", "toml.literals", 'operator""_toml')]


def test_cpp_a_block_a_namespace_macro_opens_holds_declarations() -> None:
    # toml++'s `TOML_NAMESPACE_START {` (a macro for `namespace toml { inline namespace v3`):
    # the grammar read the block as a compound statement at the top level, and table.hpp
    # (`class table`, its 90 members) and 45 more headers were each one whole-file chunk.
    src = ("#pragma once\n/// \\cond\nTOML_IMPL_NAMESPACE_START\n{\n"
           "\ttemplate <bool IsConst>\n\tstruct table_proxy_pair\n\t{\n\t\tconst key& first;\n\t};\n"
           "}\nTOML_IMPL_NAMESPACE_END;\n\nTOML_NAMESPACE_START\n{\n"
           "\t/// \\brief A TOML table.\n\tclass TOML_EXPORTED_CLASS table : public node\n\t{\n"
           "\t  public:\n\t\tTOML_NODISCARD\n\t\tbool empty() const noexcept\n\t\t{\n"
           "\t\t\treturn map_.empty();\n\t\t}\n\t};\n"
           "\tTOML_EXTERNAL_LINKAGE\n\tvoid table::clear() noexcept\n\t{\n\t\tmap_.clear();\n\t}\n"
           "}\nTOML_NAMESPACE_END;\n")
    chunks = chunk_file("table.hpp", src, "cpp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("struct", "table_proxy_pair", 5, 9), ("class", "table", 16, 24),
        ("method", "table.empty", 20, 23), ("method", "table.clear", 26, 29)], chunks
    assert chunks[1].doc == "\\brief A TOML table."
    # A body at the top level holding a statement is a function's, no namespace: catch2's
    # `[[noreturn]]` over a TEST_CASE left its body there, `CHECKED_ELSE(true) {}` in it read
    # as a function definition (4 functions named CHECKED_ELSE in Misc.tests.cpp).
    body = ('[[noreturn]]\nTEST_CASE("Testing checked-if 4", "[checked-if][!shouldfail]") {\n'
            '    CHECKED_ELSE(true) {}\n    throw std::runtime_error("Uncaught exception");\n}\n')
    assert "CHECKED_ELSE" not in [c.name for c in chunk_file("Misc.tests.cpp", body, "cpp")]
    # Nor is the block a test macro's call opens (its `;` missing): CLI11's test bodies
    # gave their local `enum class` and variables, 76 of them.
    test = ('TEST_CASE("TypeTools: Streaming", "[helpers]") {\n    CHECK("5" == to_string(5));\n'
            '    enum class t1 : std::uint8_t { enum1, enum2 };\n'
            '    CHECK(to_string(t1::enum1) == "0");\n}\n')
    assert [(c.kind, c.name) for c in chunk_file("HelpersTest.cpp", test, "cpp")] == [
        ("function", "TypeTools: Streaming")]


def test_cpp_a_macro_standing_for_if_keeps_the_tree() -> None:
    # toml11's `TOML11_CONSTEXPR_IF(…) { … } else TOML11_CONSTEXPR_IF(…) { … } else { … }`
    # (a macro for `if constexpr`, defined in another file) read as calls with no `;`: the
    # namespace closed early, the functions below lost `toml.detail`, locals were constants.
    src = ("namespace toml\n{\nnamespace detail\n{\ntemplate<typename T>\nT parse_floating(int x)\n{\n"
           "    T val;\n    if(x == 1)\n    {\n"
           "        TOML11_CONSTEXPR_IF(std::numeric_limits<T>::has_quiet_NaN)\n        {\n"
           "            val = 1;\n        }\n"
           "        else TOML11_CONSTEXPR_IF(std::numeric_limits<T>::has_signaling_NaN)\n"
           "        {\n            val = 2;\n        }\n        else\n        {\n"
           "            return T(0);\n        }\n    }\n    else\n    {\n"
           "        const auto decpoint = x + 1;\n        val = decpoint;\n    }\n"
           "    LOG_IF(INFO, x > 2) << \"big\";\n    return val;\n}\n\n"
           "int parse_local_datetime(int loc)\n{\n    return loc;\n}\n} // detail\n} // toml\n")
    chunks = chunk_file("parser.hpp", src, "cpp")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("namespace", "toml"), ("namespace", "toml.detail"),
        ("function", "toml.detail.parse_floating"),
        ("function", "toml.detail.parse_local_datetime")], chunks
    # The file's own bytes are what the chunk holds.
    assert "TOML11_CONSTEXPR_IF(std::numeric_limits<T>::has_quiet_NaN)" in chunks[2].text


def test_cpp_header_with_h_extension_is_parsed_as_cpp() -> None:
    # fmt's include/fmt/*.h: the C grammar made `noexcept` and `if` function names of these.
    source = (
        "#include <stdint.h>\n"
        "namespace fmt {\n"
        "class format_error {\n"
        " public:\n"
        "  auto what() const noexcept -> const char*;\n"
        "};\n"
        "template <typename T> auto to_unsigned(T value) noexcept -> unsigned {\n"
        "  return static_cast<unsigned>(value);\n"
        "}\n"
        "}  // namespace fmt\n"
    )
    lang = content_language("include/fmt/base.h", source.encode(), "c")
    assert lang == "cpp"
    chunks = chunk_file("include/fmt/base.h", source, lang)
    assert [(c.kind, c.name, c.container, c.start, c.end) for c in chunks] == [
        ("namespace", "fmt", "", 2, 10),
        ("class", "format_error", "fmt", 3, 6),
        ("prototype", "what", "fmt.format_error", 5, 5),
        ("function", "to_unsigned", "fmt", 7, 9),
    ]
    # A C header stays C: `class` as a word in a comment is not a declaration.
    c_header = "/* class of errors */\nint f(int class_id);\n"
    assert content_language("err.h", c_header.encode(), "c") == "c"
    assert [(c.kind, c.name) for c in chunk_file("err.h", c_header, "c")] == [("prototype", "f")]
    # spdlog's `-inl.h`: only out-of-line definitions, each scope-qualified; C23's
    # `[[gnu::unused]]` is no C++.
    inl = "#pragma once\nSPDLOG_INLINE void async_logger::flush_() {\n  sink_it_();\n}\n"
    assert content_language("async_logger-inl.h", inl.encode(), "c") == "cpp"
    assert content_language("a.h", b"[[gnu::unused]] static int x;\n", "c") == "c"


def test_cpp_inline_and_template_definition_files_are_cpp() -> None:
    # toml++'s `impl/*.inl` (its parser, 3,927 lines), Boost's `.ipp`, libstdc++'s `.tcc`:
    # C++ a header includes, each was `text`, one whole-file chunk. Module units stay text:
    # the grammar reads `export module x;` as a variable.
    assert [language_of(p) for p in (
        "include/toml++/impl/table.inl", "boost/asio/impl/io_context.ipp", "bits/vector.tcc",
        "src/matrix.tpp", "itkImage.txx", "x.c++", "x.h++", "argparse.cppm", "cmodule.ixx",
    )] == ["cpp"] * 7 + ["text", "text"]
    source = ("#pragma once\nTOML_EXTERNAL_LINKAGE\ntable::table() noexcept\n{\n}\n")
    path = "include/toml++/impl/table.inl"
    assert [(c.kind, c.qualified, c.start) for c in chunk_file(path, source, language_of(path))] \
        == [("constructor", "table.table", 2)]


def test_cpp_attribute_macros_opening_a_line_keep_the_class() -> None:
    # fmt's basic_memory_buffer: `static FMT_CONSTEXPR20 void grow(` and
    # `FMT_NO_UNIQUE_ADDRESS Allocator alloc_;` read as types turned the class into one
    # broken function named `operator=`.
    source = ("#define FMT_API __attribute__((visibility(\"default\")))\n"
              "FMT_BEGIN_NAMESPACE\n"   # alone on its line, it read as the type of what follows
              "template <typename T>\nclass basic_memory_buffer : public buffer<T> {\n"
              " private:\n  FMT_NO_UNIQUE_ADDRESS Allocator alloc_;\n\n"
              "  static FMT_CONSTEXPR20 void grow(buffer<T>& buf, size_t size) {\n"
              "    FMT_ASSERT(size > 0, \"\");\n  }\n\n public:\n"
              "  FMT_CONSTEXPR20 ~basic_memory_buffer() { deallocate(); }\n"
              "  FMT_INLINE void reserve(size_t new_capacity) { this->try_reserve(new_capacity); }\n"
              "};\n")
    chunks = chunk_file("include/fmt/format.h", source, "cpp")
    assert [(c.kind, c.qualified) for c in chunks if c.kind != "property"] == [
        ("macro", "FMT_API"), ("class", "basic_memory_buffer"),
        ("method", "basic_memory_buffer.grow"), ("method", "basic_memory_buffer.~basic_memory_buffer"),
        ("method", "basic_memory_buffer.reserve")]


def test_cpp_a_macro_before_the_return_type_names_as_without_it() -> None:
    # CLI11's `CLI11_INLINE bool` / `App::_parse_arg(` (the return type alone on the line,
    # the declarator below: read as a macro type and its variable) had container
    # `CLI.bool App`; after a template head on the same line, `template <typename F>
    # CLI11_NODISCARD CLI11_INLINE scope_guard_t<F> scope_guard(` was named `scope_guard_t
    # scope_guard`; spdlog's `void SPDLOG_INLINE spdlog::sinks::base_sink<Mutex>::log(` had
    # container `SPDLOG_INLINE spdlog.sinks.base_sink`. Each names as with no macro.
    source = ("namespace CLI {\n"
              "CLI11_INLINE bool\nApp::_parse_arg(std::vector<std::string> &args, bool local) {\n"
              "    return true;\n}\n"
              "template <class CharT> CLI11_INLINE void App::parse_char_t(int argc, const CharT *argv) {\n"
              "    return;\n}\n"
              "namespace detail {\n"
              "template <typename F> CLI11_NODISCARD CLI11_INLINE scope_guard_t<F> scope_guard(F &&f) {\n"
              "    return scope_guard_t<F>{f};\n}\n}\n}\n"
              "template <typename Mutex>\n"
              "void SPDLOG_INLINE spdlog::sinks::base_sink<Mutex>::log(const log_msg &msg) {\n"
              "    sink_it_(msg);\n}\n")
    plain = source
    for macro in ("CLI11_NODISCARD ", "CLI11_INLINE ", "SPDLOG_INLINE "):
        plain = plain.replace(macro, "")
    def rows(text: str) -> list[tuple[str, str, str, int, int]]:
        return [(c.kind, c.name, c.container, c.start, c.end)
                for c in chunk_file("include/CLI/impl/App_inl.hpp", text, "cpp")]
    assert rows(source) == rows(plain) == [
        ("namespace", "CLI", "", 1, 14), ("method", "_parse_arg", "CLI.App", 2, 5),
        ("method", "parse_char_t", "CLI.App", 6, 8), ("namespace", "detail", "CLI", 9, 13),
        ("function", "scope_guard", "CLI.detail", 10, 12),
        ("method", "log", "spdlog.sinks.base_sink", 15, 18)]
    # A macro type one name follows, its declarator's `(` on the next line, stays a type.
    flex = "YY_BUFFER_STATE yy_scan_string\n(const char *s)\n{\n  return 0;\n}\n"
    assert [(c.kind, c.name) for c in chunk_file("lex.c", flex, "c")] == [("function", "yy_scan_string")]
    # So does one after a template head: the signature keeps it.
    made = chunk_file("make.hpp", "template <class T> MY_TYPE make(T x);\n", "cpp")
    assert [(c.name, c.signature) for c in made] == [("make", "MY_TYPE make(T x)")]


def test_cpp_a_macro_call_alone_in_a_class_body_keeps_the_classes() -> None:
    # CLI11's Error.hpp: `CLI11_ERROR_DEF(Error, ConstructionError)`, no `;`, as a class's only
    # member broke the parse: no namespace, two classes lost, one running into the next. A
    # call an expression goes on from (gtest's `ASSERT_EQ(a, b)` / `<< "why";`) stays.
    from codesift.chunk.rewrite import rewrite
    source = ("namespace CLI {\n/// Base error.\nclass Error {};\n"
              "/// Construction errors.\nclass ConstructionError : public Error {\n"
              "    CLI11_ERROR_DEF(Error, ConstructionError)\n};\n"
              "/// Not found.\nclass NotFound : public Error {\n"
              "    CLI11_ERROR_DEF(Error, NotFound)\n};\n}\n"
              "void check() {\n  ASSERT_EQ(1, 2)\n      << \"why\";\n}\n")
    assert rewrite("cpp", source.encode()).endswith(b"  ASSERT_EQ(1, 2)\n      << \"why\";\n}\n")
    chunks = chunk_file("include/CLI/Error.hpp", source, "cpp")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("namespace", "CLI", 1, 12, ""),
        ("class", "CLI.Error", 3, 3, "Base error."),
        ("class", "CLI.ConstructionError", 5, 7, "Construction errors."),
        ("class", "CLI.NotFound", 9, 11, "Not found."),
        ("function", "check", 13, 16, "")]


def test_cpp_a_macro_between_if_and_its_condition_keeps_the_class() -> None:
    # fmt's args.h: `if FMT_CONSTEXPR20 (need_copy<T>::value)` (its `if constexpr`) broke the
    # parse, and dynamic_format_arg_store was indexed as a function `clear` over its body.
    source = ("#if FMT_USE_X (1)\n#endif\n"
              "template <typename Context> class dynamic_format_arg_store {\n"
              " public:\n"
              "  template <typename T> void push_back(const named_arg<T, char_type>& arg) {\n"
              "    if FMT_CONSTEXPR20 (need_copy<T>::value) {\n"
              "      emplace_arg(fmt::arg(arg.name, dynamic_args_.push<stored_t<T>>(arg.value)));\n"
              "    } else {\n"
              "      emplace_arg(fmt::arg(arg.name, arg.value));\n"
              "    }\n"
              "  }\n\n"
              "  void clear() { data_.clear(); }\n"
              "};\n")
    chunks = chunk_file("include/fmt/args.h", source, "cpp")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("class", "dynamic_format_arg_store", 3),
        ("method", "dynamic_format_arg_store.push_back", 5),
        ("method", "dynamic_format_arg_store.clear", 13)]


def test_cpp_friend_functions_stacked_macros_and_gtest_names() -> None:
    # fmt: `friend auto format_as(…) {…}` had no chunk; `FMT_CONSTEXPR FMT_ALWAYS_INLINE
    # named_arg_store(…)` (two macros) turned the struct into a function; every GoogleTest
    # test was a function named TEST.
    source = ("struct named_arg_store {\n"
              "  FMT_CONSTEXPR FMT_ALWAYS_INLINE named_arg_store(int v) : v_{v} {}\n"
              "  friend auto format_as(const named_arg_store& s) -> int { return s.v_; }\n"
              "  int v_;\n};\n\n"
              "TEST(uint128_test, ctor) {\n  EXPECT_EQ(1, 1);\n}\n")
    chunks = chunk_file("test/format-test.cc", source, "cpp")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("struct", "named_arg_store"), ("constructor", "named_arg_store.named_arg_store"),
        ("method", "named_arg_store.format_as"), ("function", "uint128_test.ctor")]
    assert chunks[-1].name == "uint128_test.ctor" and not chunks[-1].container


def test_cpp_a_parse_error_in_a_nested_class_body_or_a_default_argument_keeps_it() -> None:
    # cxxopts.hpp: one `m_iter.operator->()` the grammar cannot read, in the last member of
    # `class Iterator` nested in `ParseResult`, lost the class and its members (the nested
    # class is a field declaration, and the error check covered its whole body); the
    # prototype `help(… groups = {}, …) const;` was lost to its `{}`. A macro read as a
    # declarator (zlib's `f OF((void))`, a parameter with no type) is still no prototype.
    cpp = ("class ParseResult\n{\n  public:\n"
           "  class Iterator\n  {\n    public:\n"
           "    int next() { return 1; }\n"
           "    const KeyValue* operator->()\n    {\n      return m_iter.operator->();\n    }\n"
           "  };\n\n"
           "  std::string\n"
           "  help(const std::vector<std::string>& groups = {}, bool print_usage=true) const;\n"
           "};\n")
    chunks = chunk_file("include/cxxopts.hpp", cpp, "cpp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "ParseResult", 1, 16), ("class", "ParseResult.Iterator", 4, 12),
        ("method", "ParseResult.Iterator.next", 7, 7),
        ("method", "ParseResult.Iterator.operator->", 8, 11),
        ("prototype", "ParseResult.help", 14, 15)]
    assert chunks[-1].signature == ("std::string help(const std::vector<std::string>& groups = {}, "
                                    "bool print_usage=true) const")
    zlib = "ZEXTERN const char * ZEXPORT zlibVersion OF((void));\nint f(void);\n"
    assert [(c.kind, c.name) for c in chunk_file("zlib.h", zlib, "c")] == [("prototype", "f")]


def test_cpp_a_macro_defined_in_a_namespace_or_class_is_in_none() -> None:
    # cereal's `CEREAL_REGISTER_ARCHIVE`, written inside `namespace cereal { … }`, was named
    # `cereal.CEREAL_REGISTER_ARCHIVE`, re2's `SpecialStateMax` `re2.SpecialStateMax`: the
    # preprocessor knows a macro by its name alone. What follows it keeps its scope.
    source = ("namespace cereal {\n#define CEREAL_REGISTER_ARCHIVE(Archive) \\\n  struct x;\n"
              "class OutputArchive {\n#define PROCESS_IF(name) name\n  void process();\n};\n"
              "void save();\n}\n")
    chunks = chunk_file("cereal.hpp", source, "cpp")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("namespace", "cereal"), ("macro", "CEREAL_REGISTER_ARCHIVE"),
        ("class", "cereal.OutputArchive"), ("macro", "PROCESS_IF"),
        ("prototype", "cereal.OutputArchive.process"), ("prototype", "cereal.save")]


def test_cpp_a_doxygen_back_doc_documents_what_is_before_it() -> None:
    # Doxygen's `//!<`, `///<`, `/**<` documents what precedes it: on a line of its own
    # (rapidjson's `//!< Set boolean value` under `GetBool`) it was `SetBool`'s doc, "< Set
    # boolean value"; ending a typedef's or a function's line it was no one's
    # (`typedef Encoding EncodingType;  //!< Encoding type from template parameter.`). A
    # plain comment ending a function's line stays no doc (`} // namespace`).
    source = ("template <typename Encoding>\nclass GenericValue {\npublic:\n"
              "    typedef Encoding EncodingType;  //!< Encoding type from template parameter.\n"
              "    //! Name-value pair in an object.\n"
              "    typedef int Member;  //!< not this one\n"
              "    bool GetBool() const { return f; }\n"
              "    //!< Set boolean value\n"
              "    /*! \\post IsBool() == true */\n"
              "    GenericValue& SetBool(bool b) { return *this; }\n"
              "    bool IsNull() const { return n; } ///< Whether the value is null.\n"
              "    int Size() const { return 0; } // plain note\n"
              "};\n")
    docs = [(c.name, c.doc) for c in chunk_file("document.h", source, "cpp")]
    assert docs == [
        ("GenericValue", ""), ("EncodingType", "Encoding type from template parameter."),
        ("Member", "Name-value pair in an object."), ("GetBool", ""),
        ("SetBool", "\\post IsBool() == true"), ("IsNull", "Whether the value is null."),
        ("Size", "")]
    # C#'s `///<summary>` opens the doc of what follows (CsvHelper's `ClassMap`).
    csharp = "///<summary>\n/// Maps class members to CSV fields.\n///</summary>\npublic class ClassMap {}\n"
    assert [c.doc for c in chunk_file("ClassMap.cs", csharp, "csharp")] == [
        "Maps class members to CSV fields."]


def test_cpp_a_macro_call_alone_on_its_line_keeps_what_follows() -> None:
    # fmt's ranges.h: after `FMT_PRAGMA_CLANG(diagnostic error "…")` (no `;`), `namespace
    # detail {` was read as a function over 250 lines and its templates were lost.
    source = ("FMT_PRAGMA_CLANG(diagnostic error \"-Wreturn-stack-address\")\n\n"
              "namespace detail {\n"
              "template <typename T> class is_map {\n  int check;\n};\n\n"
              "template <typename T> auto range_begin(const T& r) -> int { return 0; }\n"
              "}  // namespace detail\n")
    chunks = chunk_file("include/fmt/ranges.h", source, "cpp")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("namespace", "detail", 3), ("class", "detail.is_map", 4),
        ("function", "detail.range_begin", 8)]


def test_cpp_a_macro_opening_a_block_keeps_the_function_around_it() -> None:
    # spdlog's async_logger-inl.h: `SPDLOG_TRY{` (a `try` when exceptions are on) read as an
    # expression lost sink_it_, whose lines a pasted "thread pool doesn't exist" names; fmt's
    # `FMT_TRY {` … `FMT_CATCH(…)` gave functions named FMT_CATCH. `class FMT_API x {` and an
    # initializer's macro are no statement's start.
    source = ("SPDLOG_INLINE void spdlog::async_logger::sink_it_(const details::log_msg &msg){\n"
              "    SPDLOG_TRY{if (auto pool_ptr = thread_pool_.lock()){\n"
              "        pool_ptr->post_log(shared_from_this(), msg, overflow_policy_);\n"
              "}\n"
              "else {\n"
              "    throw_spdlog_ex(\"async log: thread pool doesn't exist anymore\");\n"
              "}\n"
              "}\n"
              "SPDLOG_LOGGER_CATCH(msg.source)\n"
              "}\n\n"
              "void fmt_vprint(const char* fmt) {\n"
              "  FMT_TRY {\n    fmt::vprint(fmt);\n  }\n  FMT_CATCH(...) {}\n}\n\n"
              "class FMT_API file_handle {\n  int fd_ = NO_FD_X {};\n};\n")
    chunks = chunk_file("async_logger-inl.h", source, "cpp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("method", "spdlog.async_logger.sink_it_", 1, 10),
        ("function", "fmt_vprint", 12, 17), ("class", "file_handle", 19, 21)]
    # A type's or namespace's name on the line after its keyword is a name, not a macro.
    named = "enum class\nLOG_LEVEL {\n  A\n};\nnamespace\nMY_NS_V2 {\nvoid f() {}\n}\n"
    assert [(c.kind, c.qualified) for c in chunk_file("levels.h", named, "cpp")] == [
        ("enum", "LOG_LEVEL"), ("namespace", "MY_NS_V2"), ("function", "MY_NS_V2.f")]


def test_cpp_conversion_operators_and_a_macro_before_the_name() -> None:
    # fmt's `explicit operator std::string_view() const` was named "string_view() const", a
    # conversion operator "operator bool() const noexcept"; spdlog's `std::string
    # SPDLOG_INLINE getenv(…)` (the grammar reads the macro as a scope with `::` missing)
    # was named "SPDLOG_INLINE getenv".
    cpp = ("namespace os {\n"
           "std::string SPDLOG_INLINE getenv(const char *field) {\n  return x;\n}\n"
           "class C {\n"
           "  explicit operator bool() const noexcept { return ok_; }\n"
           "  explicit operator std::string_view() const { return s_; }\n"
           "  inline operator const std::locale&() const { return l_; }\n"
           "  auto operator()(int x) -> bool { return x; }\n"
           "};\n"
           "C::operator int() const { return 1; }\n"
           "}\n")
    chunks = chunk_file("os.h", cpp, "cpp")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("namespace", "os"), ("function", "os.getenv"), ("class", "os.C"),
        ("method", "os.C.operator bool"), ("method", "os.C.operator std::string_view"),
        ("method", "os.C.operator const std::locale&"), ("method", "os.C.operator()"),
        ("method", "os.C.operator int")]
    assert chunks[4].signature == "explicit operator std::string_view() const"


def test_cpp_comparison_operators_defined_out_of_class_keep_their_operator() -> None:
    # taskflow's `inline bool UUID::operator < (const UUID& rhs) const` and Catch's
    # `SourceLineInfo::operator <` were named "operator": the `<` was read as a template's.
    cpp = ("template <typename T> bool Box<T>::operator<(const Box& o) const { return 1; }\n"
           "inline bool UUID::operator <= (const UUID& rhs) const { return 1; }\n"
           "std::ostream& Stream::operator<<(int x) { return *this; }\n"
           "bool Map<std::vector<int>>::operator>(const Map& o) const { return 0; }\n"
           "template <typename T>\nstruct has_insertion_operator<T, decltype(operator<<("
           "declval<std::ostream&>()), void())> : true_type {};\n")
    assert [c.qualified for c in chunk_file("u.cpp", cpp, "cpp")] == [
        "Box.operator<", "UUID.operator <=", "Stream.operator<<", "Map.operator>",
        "has_insertion_operator"]   # an operator in template arguments is no name's


def test_cpp_annotation_macros_catch2_cases_and_explicit_instantiations() -> None:
    # gmock's ~95 methods named GTEST_LOCK_EXCLUDED_ (a thread-safety macro after the
    # parameters), 75 prototypes named GTEST_DISALLOW_COPY_AND_ASSIGN_ and a variable
    # GTEST_ATTRIBUTE_UNUSED_ over a class; spdlog's Catch2 test files, each one chunk; fmt's
    # `extern template …;` read into the function after it, and `class FMT_SO_VISIBILITY(
    # "default") format_error` lost.
    cpp = ("class Registry {\n"
           "  int Count() const EXCLUSIVE_LOCKS_REQUIRED(mutex_) { return n_; }\n"
           "  void Add(int n) LOCKS_EXCLUDED(mutex_);\n"
           "  DISALLOW_COPY_AND_ASSIGN(Registry);\n"
           "} ATTRIBUTE_UNUSED;\n"
           "static DEFINE_STATIC_MUTEX_(g_log_mutex);\n"
           "extern template class Foo<int>;\n"
           "int after(int x) {\n  return x;\n}\n"
           "class VISIBILITY(\"default\") format_error : public std::runtime_error {};\n"
           "TEST_CASE(\"rotating file sink\", \"[sinks]\") {\n  REQUIRE(1 == 1);\n}\n")
    chunks = chunk_file("registry.cpp", cpp, "cpp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "Registry", 1, 5), ("method", "Registry.Count", 2, 2),
        ("prototype", "Registry.Add", 3, 3), ("variable", "g_log_mutex", 6, 6),
        ("function", "after", 8, 10), ("class", "format_error", 11, 11),
        ("function", "rotating file sink", 12, 14)]
    assert chunks[1].signature == "int Count() const"
    c = "jv jv_string_fmt(const char*, ...) JV_PRINTF_LIKE(1, 2);\n"
    assert [(x.kind, x.name) for x in chunk_file("jv.h", c, "c")] == [("prototype", "jv_string_fmt")]
    # Globals named in capitals stay, and so does a macro call inside an expression; a
    # TEMPLATE_TEST_CASE the grammar cannot read names nothing.
    globals_ = ("static const struct option LONG_OPTIONS[] = {{0}};\n"
                "struct config DEFAULT_CONFIG = {1, 2};\n"
                "static const char *kName = (const char *) DEFAULT_NAME(x);\n"
                "int Count() const EXCLUSIVE_LOCKS_REQUIRED(mu_)\n{\n  return 1;\n}\n")
    assert [(x.kind, x.name) for x in chunk_file("g.cpp", globals_, "cpp")] == [
        ("constant", "LONG_OPTIONS"), ("variable", "DEFAULT_CONFIG"), ("constant", "kName"),
        ("function", "Count")]
    template = 'TEMPLATE_TEST_CASE("t", "[t]", int, float) {}\nint after() { return 0; }\n'
    assert "t" not in {x.name for x in chunk_file("t.cpp", template, "cpp")}


def test_cpp_a_test_case_holding_sections_and_a_doctest_decorated_one() -> None:
    # Catch2's `SECTION("…")` and doctest's `SUBCASE("…")` before their blocks read as calls
    # missing their `;`: every test case holding one was lost (catch2's own tests, toml++'s
    # user_feedback.cpp one whole-file chunk). doctest's decorators multiplied into the title
    # (argparse's `TEST_CASE("…" * test_suite("x"))`) lost 180 of its 191 tests.
    src = ('#include "x.hpp"\n\nTEST_CASE("vectors can be sized", "[vector]")\n{\n'
           '    std::vector<int> v(5);\n    SECTION("resizing bigger")\n    {\n'
           '        v.resize(10);\n        REQUIRE(v.size() == 10);\n    }\n}\n\n'
           'TEST_CASE("Parse a string argument" *\n          test_suite("parse_args")) {\n'
           '  SUBCASE("x") {\n    REQUIRE(1 == 1);\n  }\n}\n')
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("t.cpp", src, "cpp")] == [
        ("function", "vectors can be sized", 3, 11), ("function", "Parse a string argument", 13, 18)]
    # Another error in the body still leaves the test to the fallback, and a title
    # divided or added to is no title.
    broken = 'TEST_CASE("t") {\n  int x = ;\n}\nTEST_CASE("a" + suffix) {\n  REQUIRE(1);\n}\n'
    assert not {"t", "a"} & {c.name for c in chunk_file("b.cpp", broken, "cpp")}
    # A title of adjacent strings is their contents joined: catch2's `TEST_CASE("Decomposer
    # checks … when handling " "only-0-comparable types", "[decomposition][approvals]")` was
    # named by its tags, argparse's `TEST_CASE("…, with " "other …" * test_suite("x"))` lost.
    joined = ('TEST_CASE("Decomposer checks " "only-0-comparable types", "[approvals]") {\n'
              '  REQUIRE(1);\n}\nTEST_CASE("with " "other" * test_suite("x")) {\n  REQUIRE(1);\n}\n'
              'TEST_CASE(u8"wide \\"q\\"") {\n  REQUIRE(1);\n}\n')
    assert [c.name for c in chunk_file("j.cpp", joined, "cpp")] == [
        "Decomposer checks only-0-comparable types", "with other", 'wide \\"q\\"']


def test_cpp_a_sfinae_macro_standing_for_a_return_type() -> None:
    # rapidjson's document.h: `RAPIDJSON_DISABLEIF_RETURN((internal::IsPointer<T>),
    # (GenericValue&))` over `operator=(T value) {` (or before `operator[](T* name) {` on its
    # line) read as a call, and GenericValue, most of rapidjson's API, became 188 top-level
    # functions and 62 stretches. The macro is read as its type; a macro between a
    # constructor's parameters and its initializers (`RAPIDJSON_NOEXCEPT : data_()`) is blanked
    # as before a body.
    source = ("template <typename Encoding>\nclass GenericValue {\npublic:\n"
              "    GenericValue() RAPIDJSON_NOEXCEPT : data_() { data_.f.flags = 0; }\n"
              "    template <typename T>\n"
              "    RAPIDJSON_DISABLEIF_RETURN((internal::IsPointer<T>), (GenericValue&))\n"
              "    operator=(T value) {\n        return *this;\n    }\n"
              "    template <typename T>\n"
              "    RAPIDJSON_DISABLEIF_RETURN((internal::NotExpr<internal::IsSame<T, Ch> >),"
              "(GenericValue&)) operator[](T* name) {\n        return *this;\n    }\n"
              "    bool IsNull() const { return data_.f.flags == 0; }\nprivate:\n    Data data_;\n};\n")
    chunks = chunk_file("include/rapidjson/document.h", source, "cpp")
    assert [(c.kind, c.qualified, c.signature) for c in chunks] == [
        ("class", "GenericValue", "class GenericValue"),
        ("constructor", "GenericValue.GenericValue", "GenericValue()"),
        ("method", "GenericValue.operator=", "GenericValue& operator=(T value)"),
        ("method", "GenericValue.operator[]", "GenericValue& operator[](T* name)"),
        ("method", "GenericValue.IsNull", "bool IsNull() const")]


def test_cpp_an_inlining_macro_ending_the_line_before_a_qualified_declarator() -> None:
    # spdlog's base_sink-inl.h: `void SPDLOG_INLINE` / `spdlog::sinks::base_sink<Mutex>::
    # set_formatter(…) {` was a method named `SPDLOG_INLINE spdlog.sinks.base_sink.set_formatter`;
    # blanked as a calling convention ending its line is, and as on one line.
    source = ("template <typename Mutex>\nvoid SPDLOG_INLINE\n"
              "spdlog::sinks::base_sink<Mutex>::set_formatter(std::unique_ptr<formatter> f) {\n"
              "    formatter_ = std::move(f);\n}\n")
    chunks = chunk_file("include/spdlog/sinks/base_sink-inl.h", source, "cpp")
    assert [(c.kind, c.qualified, c.signature) for c in chunks] == [
        ("method", "spdlog.sinks.base_sink.set_formatter",
         "void spdlog::sinks::base_sink<Mutex>::set_formatter(std::unique_ptr<formatter> f)")]


def test_cpp_an_attribute_macro_before_a_globally_qualified_type() -> None:
    # toml11's `TOML11_INLINE ::toml::value literal_internal_impl(…)` and gtest's `GTEST_API_
    # ::std::string FormatFileLocation(…)` kept the macro in the signature, as every other
    # `TOML11_INLINE std::string f(` already did not; a `#define`'s body keeps it.
    source = ("namespace toml {\nTOML11_INLINE ::toml::value literal_internal_impl(location loc)\n"
              "{\n    return 1;\n}\n}\n"
              "GTEST_API_ ::std::string FormatFileLocation(const char* file, int line);\n"
              "#define GTEST_DECLARE(name) \\\n  GTEST_API_ ::std::string GTEST_FLAG(name) = 1\n")
    chunks = chunk_file("literal_impl.hpp", source, "cpp")
    assert [(c.kind, c.qualified, c.signature) for c in chunks] == [
        ("namespace", "toml", "namespace toml"),
        ("function", "toml.literal_internal_impl", "::toml::value literal_internal_impl(location loc)"),
        ("prototype", "FormatFileLocation",
         "::std::string FormatFileLocation(const char* file, int line)"),
        ("macro", "GTEST_DECLARE", "#define GTEST_DECLARE(name) …")]


def test_cpp_a_parenthesised_name_after_its_type() -> None:
    # Catch2's `static constexpr result_type (min)()`, parenthesised against a `min` macro,
    # was named result_type; `int (foo)(int x)` already read right.
    source = ("class Rng {\npublic:\n    static constexpr result_type (min)() {\n        return 0;\n"
              "    }\n    static constexpr result_type (max)();\n};\nint (foo)(int x) { return x; }\n")
    chunks = chunk_file("rng.hpp", source, "cpp")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("class", "Rng", 1), ("method", "Rng.min", 3), ("prototype", "Rng.max", 6),
        ("function", "foo", 8)]
    assert chunks[1].signature == "static constexpr result_type (min)()"


def test_cpp_a_short_lower_case_comment_over_a_run_labels_it_and_documents_nothing() -> None:
    # yaml-cpp's impl.h: `// assignment` heads `Node::is` and the `operator=`s below it, and
    # "assignment" was the doc of `is`, an identity test; libuv's internal.h heads its TCP
    # prototypes with `/* tcp */`, spdlog its factories with `//` / `// factory functions` /
    # `//`. A sentence stays a doc, and so does a label over one declaration only.
    source = ("// assignment\ninline bool Node::is(const Node& rhs) const { return true; }\n\n"
              "inline Node& Node::operator=(const Node& rhs) { return *this; }\n\n"
              "/* tcp */\nint uv__tcp_listen(int backlog);\nint uv__tcp_nodelay(int fd, int on);\n\n"
              "//\n// factory functions\n//\nint logger_mt(int a);\nint logger_st(int a);\n\n"
              "// Returns the size.\nint size(void);\nint clear(void);\n"
              "// returns size\nint count(void);\nint reset(void);\n"
              "/* pipe */\nvoid uv__pipe_close(int p);\n/* Closes it. */\nvoid uv__tty_close(int t);\n")
    docs = {c.name: c.doc for c in chunk_file("impl.h", source, "cpp")}
    assert docs == {"is": "", "operator=": "", "uv__tcp_listen": "", "uv__tcp_nodelay": "",
                    "logger_mt": "", "logger_st": "", "size": "Returns the size.", "clear": "",
                    "count": "returns size", "reset": "", "uv__pipe_close": "pipe",
                    "uv__tty_close": "Closes it."}


def test_cpp_an_unnamed_enum_with_an_underlying_type_is_not_named_by_it() -> None:
    # QA7: fmt's `enum : ullong { is_unpacked_bit = 1ULL << 63 };` was `enum detail.ullong`,
    # twice: the grammar reads `: ullong` as an error and then the type as the enum's name.
    cpp = ("namespace detail {\nenum : ullong { has_named_args_bit = 1ULL << 62 };\n"
           "enum { packed_arg_bits = 4 };\nenum class color : int { red };\n"
           "enum level : unsigned { low };\n}\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("base.h", cpp, "cpp")] == [
        ("namespace", "detail", 1), ("enum", "color", 4), ("enum", "level", 5)]


def test_cpp_a_project_s_own_googletest_wrapper_names_its_tests() -> None:
    # c-ares: 29 `VIRT_NONVIRT_TEST_F(DefaultChannelTest, LiveSearchSRV) {` were functions
    # named VIRT_NONVIRT_TEST_F; 31 `CONTAINED_TEST_F(LibraryTest, Name, "host", …) {` (its
    # strings no parameter declarations) had no chunk. `INSTANTIATE_TEST_SUITE_P` is none.
    source = ("VIRT_NONVIRT_TEST_F(DefaultChannelTest, LiveSearchSRV) {\n  Process();\n}\n\n"
              'CONTAINED_TEST_F(LibraryTest, ContainerChannelInit,\n'
              '                 "myhostname", "mydomainname.org", filelist) {\n'
              "  return HasFailure();\n}\n\n"
              "INSTANTIATE_TEST_SUITE_P(Modes, MockTest, ::testing::Values(1));\n")
    chunks = chunk_file("test/ares-test-live.cc", source, "cpp")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "DefaultChannelTest.LiveSearchSRV", 1),
        ("function", "LibraryTest.ContainerChannelInit", 5)]
    assert chunks[1].signature == ('CONTAINED_TEST_F(LibraryTest, ContainerChannelInit, '
                                   '"myhostname", "mydomainname.org", filelist)')


def test_cpp_gmock_actions_and_matchers_are_named_by_their_first_argument() -> None:
    # c-ares's `ACTION_P2(SetReplyData, mockserver, data) {` was a function named ACTION_P2
    # (a test calls it `SetReplyData(&server_, &rsp)`); leveldb's `MATCHER(IsOK, "") { … }`,
    # a string among its arguments, had no chunk at all.
    source = ("namespace test {\n"
              '// Matches an OK status.\nMATCHER(IsOK, "") { return arg.ok(); }\n\n'
              "// gMock action to set the reply for a mock server.\n"
              "ACTION_P2(SetReplyData, mockserver, data) {\n  mockserver->Set(data);\n}\n}\n")
    chunks = chunk_file("test/ares-test.h", source, "cpp")
    assert [(c.kind, c.qualified, c.start, c.doc) for c in chunks[1:]] == [
        ("function", "test.IsOK", 3, "Matches an OK status."),
        ("function", "test.SetReplyData", 6, "gMock action to set the reply for a mock server.")]
    assert chunks[2].signature == "ACTION_P2(SetReplyData, mockserver, data)"


def test_cpp_a_member_s_thread_safety_annotation_is_no_declarator() -> None:
    # leveldb's `uint64_t logfile_number_ GUARDED_BY(mutex_);`: 20 guarded members were
    # prototypes named GUARDED_BY. A function so named (Unity's `extern void
    # UNITY_FIXTURE_FREE(void* ptr);`, its argument a parameter) stays one.
    source = ("class DBImpl {\n private:\n  port::Mutex mutex_;\n"
              "  MemTable* imm_ GUARDED_BY(mutex_);  // Memtable being compacted\n"
              "  std::deque<Writer*> writers_ GUARDED_BY(mutex_);\n"
              "  int Count() const EXCLUSIVE_LOCKS_REQUIRED(mutex_);\n};\n\n"
              "extern void UNITY_FIXTURE_FREE(void* ptr);\n")
    chunks = chunk_file("db/db_impl.h", source, "cpp")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("class", "DBImpl"), ("prototype", "DBImpl.Count"), ("prototype", "UNITY_FIXTURE_FREE")]


def test_cpp_a_variable_template_s_specialisations_are_named_by_the_template() -> None:
    # argparse's `template <> constexpr bool standard_signed_integer<int> = true;` and PEGTL's
    # `template<> inline constexpr auto error_message< abnf::comment_cont > = "…";` (141) were
    # no chunks: the declarator is a template id, no identifier. Named by the template, as a
    # class's specialisation (`struct unescape< any >`) is `unescape`.
    source = (
        "namespace details {\n"
        "template <typename T> constexpr bool standard_signed_integer = false;\n"
        "template <> constexpr bool standard_signed_integer<signed char> = true;\n"
        "template <typename P> inline constexpr bool enable_control< icu< P > > = false;\n"
        "template <> inline constexpr const char* error_message< comment_cont > = \"unterminated\";\n"
        "}\n"
    )
    chunks = chunk_file("argparse.hpp", source, "cpp")
    assert [(c.kind, c.qualified, c.start, c.signature) for c in chunks] == [
        ("namespace", "details", 1, "namespace details"),
        ("variable", "details.standard_signed_integer", 2, "constexpr bool standard_signed_integer = false"),
        ("variable", "details.standard_signed_integer", 3,
         "constexpr bool standard_signed_integer<signed char> = true"),
        ("variable", "details.enable_control", 4,
         "inline constexpr bool enable_control< icu< P > > = false"),
        ("constant", "details.error_message", 5,
         'inline constexpr const char* error_message< comment_cont > = "unterminated"'),
    ]


def test_cpp_a_defaulted_or_deleted_member_is_its_class_s_unless_it_has_a_doc() -> None:
    # cpr's `ServerSentEventParser() = default;` was a prototype chunk of its own, ranked above
    # the class it says nothing beyond; one with its own comment, or one outside its class
    # (no class chunk there), keeps its chunk.
    source = ("class Parser {\n  public:\n    Parser() = default;\n    ~Parser() = default;\n"
              "    Parser& operator=(Parser&&) = default;\n    // Not copyable.\n"
              "    Parser(const Parser&) = delete;\n    void reset();\n    virtual void f() = 0;\n"
              "};\nParser::Parser(int) = default;\n")
    chunks = chunk_file("sse.h", source, "cpp")
    assert [(c.kind, c.qualified, c.start, c.doc) for c in chunks] == [
        ("class", "Parser", 1, ""),
        ("prototype", "Parser.Parser", 7, "Not copyable."),
        ("prototype", "Parser.reset", 8, ""),
        ("prototype", "Parser.f", 9, ""),
        ("prototype", "Parser.Parser", 11, "")]


def test_cpp_a_wrapped_signatures_annotation_macro_names_no_function() -> None:
    # clang-format wraps a long signature before its thread-safety macro: 40 definitions of
    # gmock-spec-builders.cc were named GTEST_LOCK_EXCLUDED_ or GTEST_EXCLUSIVE_LOCK_REQUIRED_,
    # and "Actual function call count doesn't match" found no `VerifyAndClearExpectationsLocked`.
    src = ("bool UntypedFunctionMockerBase::VerifyAndClearExpectationsLocked()\n"
           "    GTEST_EXCLUSIVE_LOCK_REQUIRED_(g_gmock_mutex) {\n  return true;\n}\n\n"
           "void Mock::AllowLeak(const void* mock_obj)\n"
           "    GTEST_LOCK_EXCLUDED_(internal::g_gmock_mutex) {\n  leak(mock_obj);\n}\n\n"
           "int Registry::Count() const\n    EXCLUSIVE_LOCKS_REQUIRED(mu_);\n\n"
           "void Report(bool ok) {\n  if (ok)\n    LOG_INFO(\"ok\");\n"
           "  else if (!ok)\n    LOG_ERROR(\"failed\");\n}\n")
    chunks = chunk_file("spec.cc", src, "cpp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("method", "UntypedFunctionMockerBase.VerifyAndClearExpectationsLocked", 1, 4),
        ("method", "Mock.AllowLeak", 6, 9), ("prototype", "Registry.Count", 11, 12),
        ("function", "Report", 14, 19)]
    assert chunks[0].signature == "bool UntypedFunctionMockerBase::VerifyAndClearExpectationsLocked()"
    # A statement's body on the line below its head is a call the parse keeps.
    body = b"  if (ok)\n    LOG_INFO(x);\n  } else if (y)\n    LOG_ERROR(y);\n  while (n)\n    STEP_ONE(n);\n"
    assert rewrite_c(body) == body
