"""Rust's declarations from the real grammar (`grammars_rust.py`, `item_macros.py`): impls,
attributes and docs, items inside macro calls.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_rust_an_impl_in_an_inline_module_is_its_module_s_only_for_a_type_it_declares() -> None:
    # similar's `mod text_additions { use super::*; impl<'s, T> Change<&'s T> { fn as_str } }`
    # named the methods `text_additions.Change.as_str`, and `mod bytes_support`'s `impl
    # DiffableStr for [u8]` `bytes_support.[u8].tokenize_lines`: neither module declares the
    # type. A type it declares (ripgrep's `mod tests { struct TempDir; impl TempDir }`) and a
    # blanket impl, named by its trait, stay the module's.
    rs = ("pub struct Change<T>(T);\n"
          "mod text_additions {\n    use super::*;\n"
          "    impl<'s, T> Change<&'s T> {\n        pub fn as_str(&self) -> &str { \"\" }\n    }\n}\n"
          "mod bytes_support {\n    impl DiffableStr for [u8] {\n        fn len(&self) -> usize { 0 }\n    }\n"
          "    impl<T: Sealed> Sealed for T {}\n}\n"
          "mod tests {\n    struct TempDir;\n    impl TempDir {\n        fn path(&self) {}\n    }\n}\n")
    names = [(c.kind, c.qualified) for c in chunk_file("src/types.rs", rs, "rust")
             if c.kind in ("impl", "method")]
    assert names == [("impl", "Change"), ("method", "Change.as_str"),
                     ("impl", "[u8]"), ("method", "[u8].len"),
                     ("impl", "bytes_support.Sealed"),
                     ("impl", "tests.TempDir"), ("method", "tests.TempDir.path")]


def test_rust_an_impl_in_nested_inline_modules_is_named_outside_each_not_declaring_its_type() -> None:
    # anyhow's `pub mod __private { mod not { impl Bool for bool { fn not } } }` named the
    # method `__private.bool.not`: beside `not` only, still inside `__private`, which does not
    # declare `bool` either. Nested modules are read as one is: out of each, from the
    # innermost, up to one declaring the type (`a.Local`, `a.b` holding a blanket impl).
    rs = ("pub mod __private {\n    mod not {\n        pub trait Bool { fn not(self) -> bool; }\n"
          "        impl Bool for bool {\n            fn not(self) -> bool { !self }\n        }\n"
          "    }\n}\n"
          "mod a {\n    struct Local;\n    mod b {\n        impl Local {\n            fn f(&self) {}\n"
          "        }\n        impl<T: Sealed> Sealed for T {}\n    }\n}\n")
    names = [(c.kind, c.qualified) for c in chunk_file("src/lib.rs", rs, "rust")
             if c.kind in ("impl", "method")]
    assert names == [("method", "__private.not.Bool.not"), ("impl", "bool"),
                     ("method", "bool.not"), ("impl", "a.Local"), ("method", "a.Local.f"),
                     ("impl", "a.b.Sealed")]


def test_rust_impl_attributes_and_docs() -> None:
    chunks = _chunks("sample.rs")
    point = _find(chunks, "Point", "struct")
    assert point.start == 6 and point.text.startswith("#[derive")  # attribute opens the chunk
    assert point.doc == "A point."  # `//! Crate docs.` documents the crate, not Point
    display = [c for c in chunks if c.kind == "impl" and c.name == "Wrapper"][0]
    assert display.signature == "impl<T> fmt::Display for Wrapper<T> where T: fmt::Debug"
    assert _find(chunks, "Point.new").doc == "Make a point."


def test_rust_a_trait_impl_s_associated_types_are_its_lines_not_chunks() -> None:
    # nom: every Parser impl binds `type Output = …; type Error = …;`, 189 one-line chunks;
    # "many0 with digit0 returns Err Error Many0" led with `type Many0.Error`. The impl keeps
    # their words; a trait's own `type Error;` and a module's alias stay types.
    rs = ("/// The parser trait.\npub trait Parser<I> {\n  /// What it makes.\n  type Output;\n}\n"
          "pub type IResult<I, O> = Result<(I, O), Err>;\n"
          "impl<I, F> Parser<I> for Many0<F> {\n  type Output = Vec<I>;\n"
          "  fn process(&mut self, i: I) -> I {\n    i\n  }\n}\n")
    chunks = chunk_file("src/multi/mod.rs", rs, "rust")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("trait", "Parser"), ("type", "Parser.Output"), ("type", "IResult"),
        ("impl", "Many0"), ("method", "Many0.process")]
    assert chunks[1].doc == "What it makes."
    assert "Vec" in chunks[3].text


def test_rust_doc_comments_going_on_below_an_attribute_keep_the_doc_above_it() -> None:
    # mio's `/// A collection of readiness events.` / `/// # Examples` / `#[cfg_attr(…, doc =
    # "```")]` / `/// # use std::error::Error;` / `pub struct Events`: the doc restarted
    # below the attribute, and the struct was described by its example's hidden lines. A doc
    # comment that only starts below the attributes is still the doc, and a plain note there
    # is not.
    src = ("/// A collection of readiness events.\n///\n/// # Examples\n///\n"
           '#[cfg_attr(feature = "os-poll", doc = "```")]\n/// # use std::error::Error;\n'
           "/// # fn main() {}\n/// ```\npub struct Events;\n\n#[derive(Debug)]\n"
           "/// Below the attribute only.\npub struct Below;\n\n/// Above.\n#[derive(Debug)]\n"
           "// a note\npub struct Noted;\n")
    docs = {c.name: c.doc for c in chunk_file("events.rs", src, "rust")}
    assert docs["Events"].startswith("A collection of readiness events."), docs
    assert docs["Below"] == "Below the attribute only." and docs["Noted"] == "Above.", docs


def test_rust_doc_going_on_below_each_of_several_attribute_runs_keeps_its_opening() -> None:
    # miette's `bail!`: `/// Return early with an error.` … `#[cfg_attr(…, doc = …)]` twice,
    # `/// }` … another two `#[cfg_attr]`s, more `///` lines, `#[macro_export]`. Only the first
    # run of attributes let the doc go on; below the second it restarted and the macro read
    # "Ok(x / y)", its last example's last line.
    src = ("/// Return early with an error.\n///\n/// ```\n/// if bad {\n"
           '#[cfg_attr(a, doc = r#"    bail!(x);"#)]\n#[cfg_attr(b, doc = r#"    bail!(y);"#)]\n'
           "/// }\n/// ```\n/// ```\n/// if worse {\n"
           '#[cfg_attr(a, doc = r#"    bail!(x);"#)]\n#[cfg_attr(b, doc = r#"    bail!(y);"#)]\n'
           "/// }\n/// Ok(x / y)\n/// ```\n#[macro_export]\nmacro_rules! bail {\n    () => {};\n}\n")
    docs = {c.name: c.doc for c in chunk_file("macros.rs", src, "rust")}
    assert docs["bail"].startswith("Return early with an error."), docs


def test_a_rust_impl_for_a_reference_is_named_by_its_type() -> None:
    # serde_json's `impl … for &'a mut Serializer<W, F>` had the container `'a Serializer`.
    rust = ("impl<'a, W: io::Write, F: Formatter> ser::Serializer for &'a mut Serializer<W, F> {\n"
            "    fn serialize_bool(self, v: bool) {}\n}\n"
            "impl<'de> Deserialize<'de> for &'de RawValue {}\n"
            "impl Sink for *const dyn Write + Send {}\n"
            "impl From<Box<RawValue>> for Box<str> {}\n")
    chunks = chunk_file("src/ser.rs", rust, "rust")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("impl", "Serializer"), ("method", "Serializer.serialize_bool"), ("impl", "RawValue"),
        ("impl", "Write"), ("impl", "Box")]


def test_rust_items_inside_item_macro_calls_are_chunks() -> None:
    # reqwest's `pin_project! { pub struct Conn … }` and `if_hyper! { fn try_uri … }`, axum's
    # `define_rejection! { … pub struct MethodNotGet; }`: tree-sitter reads a macro call's
    # braces as unparsed tokens, and none of these was in any chunk.
    rust = ("cfg_rt! {\n"
            "    /// Spawns a task.\n"
            "    pub fn spawn(task: T) -> JoinHandle {}\n"
            "    cfg_net! {\n        pub struct Listener;\n    }\n"
            "}\n"
            "pin_project! {\n    pub struct Conn<T> {\n        #[pin]\n        inner: T,\n    }\n}\n"
            "impl Client {\n    if_hyper! {\n        fn try_uri(&self) -> bool { true }\n    }\n}\n"
            "bitflags! {\n    pub struct Flags: u32 {\n        const A = 1;\n    }\n}\n"
            "fn after() {}\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("function", "spawn", 3, 3, "Spawns a task."), ("struct", "Listener", 5, 5, ""),
        ("struct", "Conn", 9, 12, ""), ("impl", "Client", 14, 18, ""),
        ("method", "Client.try_uri", 16, 16, ""), ("struct", "Flags", 19, 23, ""),
        ("function", "after", 24, 24, "")]
    # A DSL that does not parse as items (bitflags' `struct Flags: u32`) stays closed, named by
    # the one struct it declares (below), and an opened call's text is the file's own.
    assert chunks[2].text.startswith("    pub struct Conn<T> {")


def test_rust_an_item_level_call_over_a_table_is_a_macro_chunk() -> None:
    # http's `status_codes! { /// 404 Not Found\n (404, NOT_FOUND, "Not Found"); … }` holds the
    # crate's 62 status constants: its rows parse as tuple statements, not items, so the call
    # was opened, found nothing, and its table was in no chunk at all.
    rust = ("/// Generate constants for all status codes.\n"
            "status_codes! {\n"
            "    /// 404 Not Found\n"
            "    (404, NOT_FOUND, \"Not Found\");\n"
            "}\n"
            "impl_from!(Foo, Bar);\n"
            "fn after() {}\n")
    chunks = chunk_file("src/status.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("macro", "status_codes!", 2, 5, "Generate constants for all status codes."),
        ("function", "after", 7, 7, "")]
    assert "NOT_FOUND" in chunks[0].text and "Not Found" in chunks[0].text


def test_rust_a_table_call_declaring_structs_is_a_chunk_a_struct() -> None:
    # qa57: bitflags' `bitflags! { /// doc  #[derive(…)] pub struct OpenFlags: c_int { const … } }`
    # (rusqlite's OpenFlags, tower-http's GrpcCodeBitmask) was a `macro bitflags!` chunk: the
    # body is no Rust struct's, so the call stays closed, and the type was found by no name.
    rust = ("bitflags::bitflags! {\n"
            "    /// Flags for opening connections.\n"
            "    #[derive(Clone, Copy)]\n"
            "    #[repr(C)]\n"
            "    pub(crate) struct OpenFlags: c_int {\n"
            "        /// Read only.\n"
            "        const READ_ONLY = 1;\n"
            "    }\n"
            "}\n"
            "/// Two types in one call.\n"
            "bitflags! {\n"
            "    struct A: u8 { const X = 1; }\n"
            "    /// The second.\n"
            "    #[derive(Debug)]\n"
            "    pub struct B: u8 {\n        const Y = 1;\n    }\n"
            "}\n"
            "bitflags! {\n    struct C: u8 { const Z = 1; }\n    impl C: u8 {}\n}\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    # A call declaring several types (bitflags' own tests.rs, `TestFlags` and
    # `TestFlagsInvert`, was one `macro bitflags!`) is a chunk a type, from its attributes
    # (`#[derive(Debug)]` had been left out, tests.rs:40 above `TestFlags` at 41–53) or its
    # header to its body's end, its own doc over the call's; one with one type and more is
    # that type's.
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("struct", "OpenFlags", 1, 9, "pub(crate) struct OpenFlags: c_int",
         "Flags for opening connections."),
        ("struct", "A", 12, 12, "struct A: u8", "Two types in one call."),
        ("struct", "B", 14, 17, "pub struct B: u8", "The second."),
        ("struct", "C", 19, 22, "struct C: u8", "")]
    assert "READ_ONLY" in chunks[0].text and "const Y = 1;" in chunks[2].text


def test_rust_a_diesel_table_call_is_a_struct_a_table() -> None:
    # qa86: lemmy's schema.rs was 58 `macro` chunks all named `diesel::table!`, no table found
    # by its name (`comment`, `person`): diesel's DSL is no items, so the call stays closed.
    rust = ("diesel::table! {\n"
            "    use diesel::sql_types::*;\n"
            "\n"
            "    comment (id) {\n"
            "        id -> Int4,\n"
            "        #[max_length = 255]\n"
            "        ap_id -> Varchar,\n"
            "    }\n"
            "}\n"
            "/// The notes.\n"
            "table! {\n    app.notes (id, x) {\n        id -> Int4,\n    }\n}\n"
            "table! {\n"
            "    /// Users.\n"
            "    #[sql_name = \"people\"]\n"
            "    users {\n        id -> Int4,\n    }\n"
            "    posts (id) {\n        id -> Int4,\n    }\n"
            "}\n"
            "joinable!(comment -> users (creator_id));\n"
            "multizip_impls! {\n    Tuple1 {\n        (0) -> A\n    }\n}\n")
    chunks = chunk_file("src/schema.rs", rust, "rust")
    # Several tables in one call are a chunk each, from their attributes to their body's end.
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("struct", "comment", 1, 9, "diesel::table! comment (id)", ""),
        ("struct", "notes", 11, 15, "table! app.notes (id, x)", "The notes."),
        ("struct", "users", 18, 21, "table! users", "Users."),
        ("struct", "posts", 22, 24, "table! posts (id)", ""),
        # Another macro's call in that shape is no table (rayon's multizip.rs).
        ("macro", "multizip_impls!", 27, 31, "multizip_impls!", "")]
    assert "ap_id -> Varchar" in chunks[0].text


def test_rust_a_macro_naming_a_closure_defines_it_and_a_semicolon_keeps_a_call_open() -> None:
    # ripgrep's tests are `rgtest!(name, |dir: Dir, mut cmd: TestCommand| { … });`: each test
    # file was one whole-file chunk. `thread_local! { … };` ends with `;` and stayed closed.
    rust = ("/// Issue 16.\n"
            "rgtest!(r16, |dir: Dir, mut cmd: TestCommand| {\n    cmd.arg(\"x\");\n});\n"
            "rgtest!(r25, move || {\n    run();\n});\n"
            "impl_from!(Foo, Bar);\n"
            "thread_local! {\n    static COUNTER: Cell<u32> = Cell::new(0);\n};\n"
            "fn after() {}\n")
    chunks = chunk_file("tests/regression.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "r16", 2, 4, "rgtest!(r16, |dir: Dir, mut cmd: TestCommand|", "Issue 16."),
        ("function", "r25", 5, 7, "rgtest!(r25, move ||", ""),
        ("constant", "COUNTER", 10, 10, "static COUNTER: Cell<u32> = Cell::new(0)", ""),
        ("function", "after", 12, 12, "fn after()", "")]


def test_rust_a_thread_local_whose_last_static_has_no_semicolon_declares_it() -> None:
    # qa21: insta's `thread_local! { static RECORDED_DUPLICATES: … = RefCell::default() }` and
    # hashbrown's one-line `thread_local! { static DROP_VECTOR: … = const { … } }` were
    # `macro thread_local!` chunks: the call needs no `;` after its last static, a file does.
    rust = ("thread_local! {\n"
            "    static RECORDED: RefCell<Vec<u32>> = RefCell::default()\n"
            "}\n"
            "mod tests {\n"
            "    thread_local! { static DROP_VECTOR: RefCell<Vec<i32>> = const { RefCell::new(Vec::new()) } }\n"
            "    fn after() {}\n"
            "}\n")
    chunks = chunk_file("src/runtime.rs", rust, "rust")
    assert [(c.kind, c.container, c.name, c.start, c.end) for c in chunks] == [
        ("constant", "", "RECORDED", 2, 3),
        ("module", "", "tests", 4, 7),
        ("constant", "tests", "DROP_VECTOR", 5, 5),
        ("function", "tests", "after", 6, 6)]
    assert chunks[0].signature == "static RECORDED: RefCell<Vec<u32>> = RefCell::default()"


def test_rust_a_macro_naming_a_closure_after_other_arguments_defines_it() -> None:
    # httparse's 305 tests are `req! { name, b"…", [status,] |req| { … } }`: each was a `macro`
    # chunk named `req!` (a pattern with `|$arg:ident|` in it is read by no rule), so a search
    # for `test_request_multibyte` found none. A comment among the arguments is passed over; a
    # closure not last names nothing.
    rust = ("// A single byte which is part of a method is not invalid\n"
            "req! {\n    // one byte\n    test_request_one_byte_method, b\"G\", Ok(Status::Partial),\n"
            "    |_req| {}\n}\n"
            "res!(urltest_001, b\"HTTP/1.1 200\", move |res| {\n    check(res);\n},);\n"
            "table! {\n    rows, |a| { a }, 3\n}\n"
            "fn after() {}\n")
    chunks = chunk_file("tests/uri.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "test_request_one_byte_method", 2, 6,
         "req! { test_request_one_byte_method, b\"G\", Ok(Status::Partial), |_req|",
         "A single byte which is part of a method is not invalid"),
        ("function", "urltest_001", 7, 9, "res!(urltest_001, b\"HTTP/1.1 200\", move |res|", ""),
        ("macro", "table!", 10, 12, "table!", ""),
        ("function", "after", 13, 13, "fn after()", "")]


def test_rust_a_call_of_a_macro_of_the_file_declares_the_item_its_rule_names() -> None:
    # rust-csv's `deserialize_int!(deserialize_u8, visit_u8, u8);` in an impl defines the
    # method `deserialize_u8`, which was in no chunk. Rust takes the first rule that matches
    # (a word its pattern writes, `(not, $name:ident)`, matched as written); an argument a
    # comma may split (`HashMap<K, V>`) leaves the call unread.
    rust = ("macro_rules! deserialize_int {\n"
            "    ($method:ident, $visit:ident, $inttype:ty) => {\n"
            "        pub(crate) fn $method<V: Visitor<'de>>(\n            self,\n"
            "            visitor: V,\n        ) -> Result<V::Value, Self::Error> {\n"
            "            visitor.$visit(self.parse::<$inttype>()?)\n        }\n    };\n}\n"
            "impl<'de> Deserializer<'de> for Wrap {\n"
            "    /// Unsigned.\n"
            "    deserialize_int!(deserialize_u8, visit_u8, u8);\n"
            "    deserialize_int!(deserialize_map, visit_map, HashMap<K, V>);\n"
            "}\n"
            "macro_rules! matched {\n"
            "    (not, $name:ident) => { fn $name() {} };\n"
            "    ($name:ident) => { fn $name() {} };\n}\n"
            "matched!(match1);\nmatched!(not, match2);\n")
    chunks = chunk_file("src/de.rs", rust, "rust")
    assert [(c.kind, c.name, c.container, c.start, c.signature, c.doc) for c in chunks] == [
        ("macro", "deserialize_int", "", 1, "macro_rules! deserialize_int", ""),
        ("impl", "Wrap", "", 11, "impl<'de> Deserializer<'de> for Wrap", ""),
        ("method", "deserialize_u8", "Wrap", 13,
         "pub(crate) fn deserialize_u8<V: Visitor<'de>>(self, visitor: V)"
         " -> Result<V::Value, Self::Error>", "Unsigned."),
        ("macro", "matched", "", 16, "macro_rules! matched", ""),
        ("function", "match1", "", 20, "fn match1()", ""),
        ("function", "match2", "", 21, "fn match2()", "")]


def test_rust_a_test_macro_of_the_file_names_its_test_by_its_own_rule() -> None:
    # aho-corasick's tests.rs: `testconfig!(overlapping, search_…_default, COLLECTION, Kind,
    # |b| { … })` defines `fn search_…_default` by the rule opening with the word
    # `overlapping`; 29 such calls were functions named `overlapping`, `anchored` or `stream`
    # (a closure named by the call's first argument), and two ending `|_| ()` no chunk at all.
    rust = ("macro_rules! testconfig {\n"
            "    (anchored, $name:ident, $collection:expr, $with:expr) => {\n"
            "        #[test]\n        fn $name() { run($collection, $with, true) }\n    };\n"
            "    (overlapping, $name:ident, $collection:expr, $with:expr) => {\n"
            "        #[test]\n        fn $name() { run($collection, $with, false) }\n    };\n"
            "    ($name:ident, $collection:expr, $with:expr) => {\n"
            "        #[test]\n        fn $name() { run($collection, $with, false) }\n    };\n"
            "}\n"
            "testconfig!(\n    overlapping,\n    search_overlapping_dfa,\n    OVERLAPPING,\n"
            "    |b: &mut AhoCorasickBuilder| {\n        b.kind(Some(DFA));\n    }\n);\n"
            "testconfig!(overlapping, search_overlapping_default, OVERLAPPING, |_| ());\n"
            "testconfig!(acasei_default, &[ASCII_CASE_INSENSITIVE], |b: &mut Builder| {\n"
            "    b.ascii_case_insensitive(true);\n});\n")
    chunks = chunk_file("src/tests.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks[1:]] == [
        ("function", "search_overlapping_dfa", 15, 22, "fn search_overlapping_dfa()"),
        ("function", "search_overlapping_default", 23, 23, "fn search_overlapping_default()"),
        ("function", "acasei_default", 24, 26, "fn acasei_default()")]


def test_rust_a_test_macro_with_labels_or_repetitions_names_its_test_by_the_pattern_lead() -> None:
    # qa57: hyper's `test! { name: client_get, server: …, client: … }` (39 tests), http's
    # `test_parse! { test_uri_parse_path_and_query, "/some/path", [], scheme = None, … }`,
    # ron's `test_non_identifier! { test_bool => deserialize_bool() }`: their rules' patterns
    # hold labels, `=>` and repetitions, which a whole pattern's reading stops at, so each call
    # was a `macro test!` chunk. The pattern up to the fragment the `fn` is named by is
    # enough; a rule that only calls the macro again (tower-http's default `message: ""`) is
    # passed over for the rule it calls.
    rust = ("macro_rules! test {\n"
            "    (name: $name:ident, status: $status:expr,) => {\n"
            "        test!(name: $name, status: $status, message: \"\",);\n    };\n"
            "    (name: $name:ident, status: $status:expr, message: $message:expr,) => {\n"
            "        #[test]\n        fn $name() { check($status, $message) }\n    };\n}\n"
            "test! {\n    name: basic_ok,\n    status: \"0\",\n}\n"
            "test! {\n    name: basic_error,\n    status: \"1\",\n    message: \"x\",\n}\n"
            "macro_rules! parse {\n"
            "    ($test_name:ident => $method:ident($($param:expr),*)) => {\n"
            "        #[test]\n        fn $test_name() { $method($($param),*) }\n    };\n}\n"
            "parse! { test_bool => deserialize_bool() }\n"
            "parse! { 5 => deserialize_bool() }\n"
            "macro_rules! prim {\n"
            "    ($method:ident ( $ty:ty )) => { fn $method(value: $ty) {} };\n}\n"
            "prim!(serialize_i8(i8));\n")
    chunks = chunk_file("tests/client.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks] == [
        ("macro", "test", 1, 9, "macro_rules! test"),
        ("function", "basic_ok", 10, 13, "fn basic_ok()"),
        ("function", "basic_error", 14, 18, "fn basic_error()"),
        ("macro", "parse", 19, 24, "macro_rules! parse"),
        ("function", "test_bool", 25, 25, "fn test_bool()"),
        # No identifier where the rule's name stands: the call names nothing.
        ("macro", "parse!", 26, 26, "parse!"),
        ("macro", "prim", 27, 29, "macro_rules! prim"),
        # A fragment past the one naming the item (`$ty`) is not read: the call signs it.
        ("function", "serialize_i8", 30, 30, "prim!(serialize_i8(i8))")]


def test_rust_an_item_a_macro_call_declares_takes_the_doc_its_rule_writes() -> None:
    # qa81: Rocket's codegen writes `route_attribute!(get => Method::Get);` eight times; the
    # rule's transcriber documents the `pub fn $name` it declares with `///` lines above its
    # `#[proc_macro_attribute]`, and `get`, `put`, … had no doc. A doc above the call is
    # still its own, and a fragment in the rule's doc reads as the call's argument.
    rust = ("macro_rules! route_attribute {\n"
            "    ($name:ident => $method:expr) => (\n"
            "        /// Attribute to generate a [`Route`] and associated metadata.\n"
            "        ///\n        /// Only for free functions.\n"
            "        #[proc_macro_attribute]\n"
            "        pub fn $name(args: TokenStream, input: TokenStream) -> TokenStream {\n"
            "            emit!(route_attribute($method, args, input))\n        }\n    )\n}\n"
            "route_attribute!(get => Method::Get);\n"
            "/// The catch-all route.\nroute_attribute!(route => None);\n"
            "macro_rules! getter {\n"
            "    ($field:ident, $ty:ty) => {\n"
            "        /// Returns the `$field` setting.\n"
            "        pub fn $field(&self) -> $ty { self.$field }\n    };\n}\n"
            "getter!(workers, usize);\n"
            # A doc attribute's string is a line of it (status.rs' `#[doc=$type]`); one that
            # `concat!` builds leaves the doc out, a sentence short.
            "macro_rules! class_check_fn {\n"
            "    ($func:ident, $type:expr, $variant:ident) => (\n"
            "        /// Returns `true` if `self` is a `StatusClass` of\n"
            "        #[doc=$type]\n        /// Returns `false` otherwise.\n"
            "        pub fn $func(&self) -> bool { *self == StatusClass::$variant }\n    )\n}\n"
            "class_check_fn!(is_success, \"`Success` (2XX).\", Success);\n"
            "macro_rules! status_response {\n"
            "    ($T:ident $kind:expr) => {\n"
            "        /// Sets the status of the response to\n"
            "        #[doc = concat!($kind, \" (`Status`).\")]\n"
            "        pub struct $T<R>(pub R);\n    }\n}\n"
            "status_response!(Accepted \"202 Accepted\");\n"
            # A comment a blank line parts from the item is none of its doc.
            "macro_rules! error_type {\n    ($name:ident, $what:expr) => {\n"
            "        // Use #[error(\"invalid {}\", $what)] instead.\n\n"
            "        #[derive(Error, Debug)]\n        pub struct $name;\n    };\n}\n"
            "error_type!(Error, \"foo\");\n")
    chunks = chunk_file("core/codegen/src/lib.rs", rust, "rust")
    assert [(c.kind, c.name, c.doc) for c in chunks] == [
        ("macro", "route_attribute", ""),
        ("function", "get", "Attribute to generate a [`Route`] and associated metadata.\n"
                            "Only for free functions."),
        ("function", "route", "The catch-all route."),
        ("macro", "getter", ""),
        ("function", "workers", "Returns the `workers` setting."),
        ("macro", "class_check_fn", ""),
        ("function", "is_success",
         "Returns `true` if `self` is a `StatusClass` of `Success` (2XX). Returns `false` otherwise."),
        ("macro", "status_response", ""),
        ("struct", "Accepted", ""),
        ("macro", "error_type", ""),
        ("struct", "Error", "")]


def test_rust_blanket_impls_attribute_notes_and_maintainer_comments() -> None:
    # log: `impl<T> Log for &'_ T` was impl `T` with methods `T.enabled`; a comment closing an
    # attribute's line ("// Not needless.") was the impl's doc; `// These impls must …` under
    # a `///` doc went on in Key's doc.
    rust = ("#[allow(clippy::needless_lifetimes)] // Not needless.\n"
            "impl<'a, T: ?Sized> Visit<'a> for &'a mut T {\n    fn visit(&mut self) {}\n}\n"
            "/// A key in a key-value.\n"
            "// These impls must only be based on the as_str() representation of the key\n"
            "#[derive(Clone)]\npub struct Key<'k> {\n    key: &'k str,\n}\n"
            "impl<T> From<T> for Wrapper<T> {}\n")
    chunks = chunk_file("src/kv/key.rs", rust, "rust")
    assert [(c.kind, c.qualified, c.doc) for c in chunks] == [
        ("impl", "Visit", ""), ("method", "Visit.visit", ""),
        ("struct", "Key", "A key in a key-value."), ("impl", "Wrapper", "")]


def test_rust_a_comment_among_attributes_leaves_the_doc_above_them() -> None:
    # uuid's `Uuid` was described by `// NOTE: Also check NonNilUuid when ading new derives
    # here`, a note between its `#[derive]` and `#[cfg_attr]`, not by its `///` doc. A doc
    # comment among attributes is still the doc (`#[derive]` / `/// …` / `pub enum`).
    rust = ("/// A 128-bit UUID.\n#[derive(Clone, Copy)]\n#[repr(transparent)]\n"
            "// NOTE: Also check `NonNilUuid` when ading new derives here\n"
            "#[cfg_attr(\n    feature = \"borsh\",\n    derive(borsh_derive::BorshSerialize)\n)]\n"
            "pub struct Uuid(Bytes);\n\n"
            "// Plain doc.\n#[derive(Debug)]\n// a note on the derive\npub struct Plain;\n\n"
            "#[derive(Debug)]\n/// The error kind.\npub enum ErrorKind {}\n\n"
            "#[derive(Debug)]\n// Only a comment.\npub struct Lone;\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    assert [(c.name, c.start, c.doc) for c in chunks] == [
        ("Uuid", 2, "A 128-bit UUID."), ("Plain", 12, "Plain doc."),
        ("ErrorKind", 16, "The error kind."), ("Lone", 20, "Only a comment.")]


def test_rust_items_in_a_const_block_and_impls_for_tuples() -> None:
    # axum's `const _: () = { impl Connected for SocketAddr { … } };` hid the impl and its
    # methods in one constant `_`; `impl IntoResponse for (http::response::Parts, R)` was
    # named `Parts, R)`.
    rust = ("const _: () = {\n"
            "    impl Connected for SocketAddr {\n"
            "        fn connect_info(s: Stream) -> Self { s.addr() }\n"
            "    }\n"
            "};\n"
            "impl<R> IntoResponse for (http::response::Response<()>, R) {\n"
            "    fn into_response(self) {}\n"
            "}\n")
    assert [(c.kind, c.qualified) for c in chunk_file("connect_info.rs", rust, "rust")] == [
        ("impl", "SocketAddr"), ("method", "SocketAddr.connect_info"),
        ("impl", "(Response, R)"), ("method", "(Response, R).into_response")]


def test_rust_a_conditional_macro_s_arms_hold_items() -> None:
    # qa86: lemmy's `LemmyError` and `LemmyResult` are written in a `cfg_select! { feature =
    # "full" => { … } _ => {} }` arm, dashmap's methods in `cfg_if! { if #[cfg(…)] { … } }`
    # calls in an impl: each call was one `macro` chunk, the items in it found by no name.
    rust = ("cfg_if::cfg_if! {\n"
            "    if #[cfg(unix)] {\n"
            "        /// The Unix one.\n"
            "        pub struct Imp;\n"
            "    } else if #[cfg(windows)] {\n"
            "        pub struct Imp;\n"
            "    } else {\n"
            "        fn fallback() {}\n"
            "    }\n"
            "}\n"
            "cfg_select! {\n"
            "  feature = \"full\" => {\n"
            "    pub type LemmyResult<T> = Result<T, LemmyError>;\n"
            "    pub struct LemmyError;\n"
            "  }\n"
            "  _ => {}\n"
            "}\n"
            "impl Map {\n"
            "    cfg_if! {\n"
            "        if #[cfg(feature = \"raw-api\")] {\n"
            "            pub fn shards(&self) -> usize { 0 }\n"
            "        }\n"
            "    }\n"
            "}\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    assert [(c.kind, c.container, c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("struct", "", "Imp", 4, 4, "The Unix one."),
        ("struct", "", "Imp", 6, 6, ""),
        ("function", "", "fallback", 8, 8, ""),
        ("type", "", "LemmyResult", 13, 13, ""),
        ("struct", "", "LemmyError", 14, 14, ""),
        ("impl", "", "Map", 18, 24, ""),
        ("method", "Map", "shards", 21, 21, "")]
