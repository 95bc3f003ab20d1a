"""Names declared inside function bodies ride on the enclosing chunk, never as chunks."""
from codesift.chunk import chunk_file
from codesift.chunk.inner import inner_names

PY = '''\
def help_option(*param_decls):
    """Add a --help option."""

    def show_help(ctx, param, value):
        ctx.exit()

    class _Local:
        pass

    return show_help


class Widget:
    def render(self):
        def _flush_par():
            pass
'''

JS = '''\
function sendfile(res, file, options, callback) {
  var done = false;
  function onaborted() {}
  const onfile = (name) => name;
  var setImmediate = function () {};
}
'''


def test_python_nested_names_ride_on_enclosing_function() -> None:
    chunks = {c.name: c for c in chunk_file("m.py", PY, "python")}
    assert "show_help" not in chunks and "_Local" not in chunks  # locals are not chunks
    assert chunks["help_option"].inner == ("show_help", "_Local")
    assert chunks["render"].inner == ("_flush_par",)
    assert chunks["Widget"].inner == ()  # a class's methods are chunks already


def test_javascript_named_callbacks_and_function_expressions() -> None:
    (chunk,) = [c for c in chunk_file("lib/r.js", JS, "javascript") if c.name == "sendfile"]
    assert chunk.inner == ("onaborted", "onfile", "setImmediate")
    assert "done" not in chunk.inner  # a plain variable is not a declaration


TS = """\
export default function timedOut(request: ClientRequest, delays: Delays): () => void {
  const handled = new Set<string>();
  const addTimeout = (delay: number, callback: (delay: number, event: string) => void): (typeof noop) => {
    return noop;
  };
  const timeoutHandler = (delay: number, event: string): void => {
    handled.add(event);
  };
  const onAbort: Listener = async (e) => e;
  const identity = <T,>(x: T): T => x;
  const total = (a + b) * c;
}
"""


def test_typescript_annotated_arrow_functions() -> None:
    (chunk,) = [c for c in chunk_file("src/t.ts", TS, "typescript") if c.name == "timedOut"]
    assert chunk.inner == ("addTimeout", "timeoutHandler", "onAbort", "identity")


def test_header_line_is_not_an_inner_name() -> None:
    assert inner_names("def outer():\n    return 1\n", "function", "python") == ()
    assert inner_names("def outer(): pass", "function", "python") == ()


def test_only_the_chunks_own_language_declares() -> None:
    """'fn widget' in a Python docstring is prose, not a Rust function."""
    py = 'def f():\n    """Calls fn widget and func other."""\n    def g():\n        pass\n'
    assert inner_names(py, "function", "python") == ("g",)
    rust = "fn outer() {\n    fn helper() {}\n    let x = 1;\n}\n"
    assert inner_names(rust, "function", "rust") == ("helper",)
    # Go closures have no name; an unknown language declares nothing.
    assert inner_names("func a() {\n  b := func() {}\n}\n", "function", "go") == ()
    assert inner_names("def x():\n  def y(): pass\n", "function", "text") == ()


def test_a_header_under_attributes_is_not_an_inner_name() -> None:
    # kotlinx-io's `@Setup` / `fun setupBuffers()` declared `setupBuffers` in its own body, its
    # `@OptIn(…)` / `private fun Source.readByteArrayImpl(…)` the receiver `Source`; click's
    # `@pytest.mark.parametrize(…)` over lines, a string in it opening `[` ("\x1b[32m"), made
    # its words names ("class itself") and hid the `cli` its test declares.
    kt = ("class B {\n    @Setup\n    fun setupBuffers() {\n        buffer.clear()\n    }\n}\n\n"
          "@OptIn(InternalIoApi::class)\nprivate fun Source.readByteArrayImpl(size: Int): Int {\n"
          "    fun grow(): Int = size * 2\n    return grow()\n}\n\n"
          "@Test fun reads() {\n    fun sample() {}\n}\n")
    got = {c.qualified: c.inner for c in chunk_file("src/Sources.kt", kt, "kotlin")}
    assert (got["B.setupBuffers"], got["Source.readByteArrayImpl"], got["reads"]) \
        == ((), ("grow",), ("sample",))
    py = ('@pytest.mark.parametrize(\n    ("call", "expect"),\n'
          '    [("the class itself", "\\x1b[32mName"), ("b", "c")],\n)\n'
          "def test_color(call, expect):\n    @click.command()\n    def cli():\n        pass\n")
    assert chunk_file("tests/test_termui.py", py, "python")[0].inner == ("cli",)
    rs = "#[test]\n#[cfg_attr(miri, ignore)]\nfn parses() {\n    fn helper() {}\n}\n"
    assert chunk_file("src/lib.rs", rs, "rust")[0].inner == ("helper",)
    # A TypeScript private method's `#name(` is its header, no comment above one.
    ts = "class G {\n  #match(a: string) {\n    function inner() {}\n  }\n}\n"
    assert [c.inner for c in chunk_file("src/g.ts", ts, "typescript") if c.kind == "method"] \
        == [("inner",)]


def test_rust_proc_macro_derive_name_rides_on_its_function_and_signs_it() -> None:
    # strum_macros' `#[proc_macro_derive(EnumProperty, attributes(strum))] pub fn
    # enum_properties(…)` is what `#[derive(EnumProperty)]` runs: "EnumProperty" did not name
    # it, and its signature did not say it. A function's other attributes sign nothing.
    rs = ('/// Add custom properties to enum variants.\n'
          '#[proc_macro_derive(EnumProperty, attributes(strum))]\n'
          '#[allow(dead_code)]\n'
          'pub fn enum_properties(input: proc_macro::TokenStream) -> proc_macro::TokenStream {\n'
          '    let ast = syn::parse_macro_input!(input as DeriveInput);\n'
          '    fn helper() {}\n'
          '    ast.into()\n}\n\n'
          '#[proc_macro_derive(\n    AsRefStr,\n    attributes(strum)\n)]\n'
          'pub fn as_ref_str(input: TokenStream) -> TokenStream {\n    input\n}\n\n'
          '#[inline]\npub fn plain(x: u8) -> u8 {\n    x\n}\n')
    chunks = {c.name: c for c in chunk_file("src/lib.rs", rs, "rust")}
    derive = chunks["enum_properties"]
    assert derive.inner == ("EnumProperty", "helper")
    assert derive.signature == ("#[proc_macro_derive(EnumProperty, attributes(strum))] pub fn "
                                "enum_properties(input: proc_macro::TokenStream) -> "
                                "proc_macro::TokenStream")
    assert derive.doc == "Add custom properties to enum variants."
    assert chunks["as_ref_str"].inner == ("AsRefStr",)
    assert chunks["as_ref_str"].signature.startswith(
        "#[proc_macro_derive(AsRefStr, attributes(strum))] pub fn as_ref_str(")
    assert chunks["plain"].inner == () and chunks["plain"].signature == "pub fn plain(x: u8) -> u8"


def test_rust_test_attribute_signs_its_function() -> None:
    # serde_derive's `#[test] fn rename_fields()` outside `mod tests`: nothing else said it
    # was a test (set 91). A test case's values are left out, other attributes sign nothing.
    rs = ('#[test]\nfn rename_fields() {}\n\n#[tokio::test]\n#[ignore]\nasync fn fetches() {}\n\n'
          '#[test_case(1, 2 ; "one")]\nfn cases(a: u8, b: u8) {}\n\n#[inline]\n#[must_use]\n'
          'pub fn tested() -> u8 {\n    1\n}\n')
    signed = {c.name: c.signature for c in chunk_file("src/case.rs", rs, "rust")}
    assert signed == {"rename_fields": "#[test] fn rename_fields()",
                      "fetches": "#[tokio::test] async fn fetches()",
                      "cases": "#[test_case] fn cases(a: u8, b: u8)",
                      "tested": "pub fn tested() -> u8"}
