"""C#'s declarations from the real grammar (`grammars_typed.py`, `rewrite_csharp.py`,
`conditionals.py`): XML docs, top-level programs, preprocessor conditions, extension blocks.
"""
from __future__ import annotations

import time

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_csharp_xml_doc_is_plain_text() -> None:
    chunks = _chunks("Sample.cs")
    assert _find(chunks, "Order", "class").doc == "An order."
    assert _find(chunks, "Order.Add").signature == "public void Add(Item item)"


def test_csharp_top_level_program_local_functions_and_code_between() -> None:
    # A Program.cs of top-level statements was one whole-file chunk: its local functions
    # (markdig's `static string[] GetAllowedOrigins(…)`) were no chunks. They are functions
    # now, and the statements between them a `file` stretch as a script's code is.
    cs = ("using System;\n\nvar builder = Create(args);\nvar origins = GetOrigins(builder);\n"
          "builder.Use(origins);\nbuilder.Run();\n\n/// <summary>The allowed origins.</summary>\n"
          "static string[] GetOrigins(Builder b)\n{\n    return b.Origins;\n}\n\n"
          "int Add(int a) => a + 1;\n")
    assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunk_file("Program.cs", cs, "csharp")] \
        == [("file", "Program.cs", 1, 6, ""),
            ("function", "GetOrigins", 9, 12, "The allowed origins."), ("function", "Add", 14, 14, "")]


def test_csharp_file_based_app_directives_are_read_past() -> None:
    # A .NET 10 file-based app opens with `#:sdk …` / `#:package …` lines (Polly's cake.cs):
    # the grammar read them as one error and the file stayed one whole-file chunk.
    cs = ("#:sdk Cake.Sdk\n#:package Cake.FileHelpers\n\nvar target = Argument(\"target\");\n"
          "Task(\"Build\").Does(() => Run(target));\nRunTarget(target);\n\n"
          "void Run(string target)\n{\n    Information(target);\n}\n")
    chunks = chunk_file("cake.cs", cs, "csharp")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("file", "cake.cs", 1, 6), ("function", "Run", 8, 11)]
    assert chunks[0].text.startswith("#:sdk Cake.Sdk\n")
    # Its directives are no summary either: the stretch had read ":sdk Cake.Sdk".
    assert chunks[0].doc == ""


def test_csharp_parenthesised_pointer_dereference_keeps_the_class() -> None:
    # LiteDB's BufferExtensions.cs: `*(Int16*)ptr = value;` and `*(b) | *(b + 1)` made the
    # whole file an error, one `file` chunk with no class. A multiplication, `a * (b)`, and
    # the `*` of a pointer type stay as written.
    cs = ("internal static class BufferExtensions\n{\n"
          "    public static unsafe void ToBytes(Int16 value, byte[] array, int at)\n    {\n"
          "        fixed (byte* ptr = &array[at])\n        {\n"
          "            *(Int16*)ptr = value * (at);\n        }\n    }\n\n"
          "    public static unsafe bool IsFull(long* b)\n    {\n"
          "        if ((*(b) | *(b + 1) |\n            *(b + 2)) != 0) return false;\n    }\n\n"
          "    public static unsafe void ToBytes(Single value, byte[] array, int at)\n    {\n"
          "        ToBytes(*(UInt32*)(&value), array, at);\n    }\n}\n")
    chunks = chunk_file("BufferExtensions.cs", cs, "csharp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "BufferExtensions", 1, 21), ("method", "BufferExtensions.ToBytes", 3, 9),
        ("method", "BufferExtensions.IsFull", 11, 15), ("method", "BufferExtensions.ToBytes", 17, 20)]
    assert "*(Int16*)ptr = value * (at);" in chunks[1].text


def test_csharp_async_as_a_name_keeps_the_class() -> None:
    # fluid's IfStatementTests.cs: a parameter `bool async` used as `async ? … : …` and as an
    # argument (`F(false, async)` in a collection initializer) made lines 97-274 one stretch.
    # An async lambda (`async () => …`) and an async method keep the modifier.
    cs = ("public class IfStatementTests\n{\n"
          "    private static Expression Boolean(bool value, bool async)\n    {\n"
          "        return async ? new Awaited(value) : new Literal(value);\n    }\n\n"
          "    public async Task IfProcessElseIf(bool async)\n    {\n"
          "        var e = new If(\n            Boolean(false, async),\n"
          "            new List<ElseIf> { new ElseIf(Boolean(true, async), T(\"c\")) }\n"
          "            );\n"
          "        await Run(async () => await e.WriteToAsync(async: true));\n    }\n\n"
          "    public void After() { }\n}\n")
    chunks = chunk_file("IfStatementTests.cs", cs, "csharp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "IfStatementTests", 1, 18), ("method", "IfStatementTests.Boolean", 3, 6),
        ("method", "IfStatementTests.IfProcessElseIf", 8, 15), ("method", "IfStatementTests.After", 17, 17)]
    assert "return async ? new Awaited(value)" in chunks[1].text


def test_csharp_ref_partial_struct_keeps_the_struct() -> None:
    # StackExchange.Redis's RESPite: `public ref partial struct RespReader` (the order C#
    # requires) was read as a variable of a ref type; the struct was lost and its members were
    # top-level functions signed `public ref partial struct RespReader { internal bool …`. Its
    # C# 13 `where TState : allows ref struct` made the rest of the file an error.
    cs = ("namespace RESPite.Messages;\n\n"
          "/// <summary>\n/// Provides low level RESP parsing functionality.\n/// </summary>\n"
          "public readonly ref partial struct RespReader\n{\n"
          "    [Flags]\n    private enum RespFlags : byte\n    {\n        None = 0,\n    }\n\n"
          "    public delegate TResult Projection<TState, out TResult>(ref TState state)\n"
          "        where TState : allows ref struct;\n\n"
          "    internal bool DebugEquals(in RespReader other) => true;\n}\n")
    chunks = chunk_file("RespReader.cs", cs, "csharp")
    decls = [c for c in chunks if c.kind != "constant"]
    assert [(c.kind, c.qualified, c.start, c.end, c.signature) for c in decls] == [
        ("namespace", "RESPite.Messages", 1, 18, "namespace RESPite.Messages"),
        ("struct", "RespReader", 6, 18, "public readonly ref partial struct RespReader"),
        ("enum", "RespReader.RespFlags", 8, 12, "private enum RespFlags : byte"),
        ("type", "RespReader.Projection", 14, 15,
         "public delegate TResult Projection<TState, out TResult>(ref TState state)"),
        ("method", "RespReader.DebugEquals", 17, 17, "internal bool DebugEquals(in RespReader other)")]
    assert decls[1].doc == "Provides low level RESP parsing functionality."


def test_csharp_conditional_reparse_keeps_the_parse_view() -> None:
    # StackExchange.Redis's RespReader.cs: `#if NET10_0_OR_GREATER` / `where TState : allows
    # ref struct` / `#endif` inside a declaration made the file err, and the re-parse with the
    # directives blanked read the source without the parse view, whose `ref partial struct`
    # repair it lost: the struct stayed a variable, its members top-level functions.
    cs = ("namespace RESPite.Messages;\n\n"
          "public ref partial struct RespReader\n{\n"
          "    public delegate TResult Projection<TState, out TResult>(ref TState state)\n"
          "#if NET10_0_OR_GREATER\n"
          "        where TState : allows ref struct\n"
          "#endif\n"
          "        ;\n\n"
          "    public void FillAll() { }\n}\n")
    chunks = chunk_file("RespReader.cs", cs, "csharp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("namespace", "RESPite.Messages", 1, 12), ("struct", "RespReader", 3, 12),
        ("type", "RespReader.Projection", 5, 9), ("method", "RespReader.FillAll", 11, 11)]


def test_csharp_declarations_under_preprocessor_conditions() -> None:
    # Newtonsoft.Json's *.Async.cs files are wrapped whole in `#if HAVE_ASYNC … #endif`.
    source = (
        "#if HAVE_ASYNC\n"
        "namespace Json.Linq\n"
        "{\n"
        "    public partial class JToken\n"
        "    {\n"
        "#if HAVE_BIG_INTEGER\n"
        "        public static explicit operator BigInteger(JToken value) => default;\n"
        "#else\n"
        "        public Task WriteToAsync() => null;\n"
        "#endif\n"
        "    }\n"
        "}\n"
        "#endif\n"
    )
    chunks = chunk_file("JToken.Async.cs", source, "csharp")
    assert [(c.kind, c.name, c.container, c.start) for c in chunks] == [
        ("namespace", "Json.Linq", "", 2),
        ("class", "JToken", "", 4),
        ("method", "operator BigInteger", "JToken", 7),
        ("method", "WriteToAsync", "JToken", 9),
    ]


def test_csharp_a_signature_holds_no_preprocessor_line() -> None:
    # polly's PolicyRegistry.cs: `#pragma warning disable IDE0306` between the parameters and
    # `=>` was signed into the constructor's header; `#if !NETCOREAPP` / `[Serializable]` /
    # `#endif` above a class, and `#pragma` lines around a test's `[MemberData(…)]`, opened
    # theirs, the attribute kept.
    source = ("namespace Polly.Registry;\n\n"
              "#if !NETCOREAPP\n[Serializable]\n#endif\n"
              "public class PolicyRegistry : IPolicyRegistry\n{\n"
              "    internal PolicyRegistry(IDictionary<string, IsPolicy> registry)\n"
              "#pragma warning disable IDE0306 // Simplify collection initialization\n"
              "        => _registry = new(registry);\n"
              "#pragma warning restore IDE0306\n\n"
              "#pragma warning disable xUnit1044\n    [MemberData(nameof(Data))]\n"
              "#pragma warning restore xUnit1044\n    public void Add_Ok(int value)\n    {\n    }\n}\n")
    assert [(c.kind, c.signature) for c in chunk_file("PolicyRegistry.cs", source, "csharp")] == [
        ("namespace", "namespace Polly.Registry"),
        ("class", "public class PolicyRegistry : IPolicyRegistry"),
        ("constructor", "internal PolicyRegistry(IDictionary<string, IsPolicy> registry)"),
        ("method", "public void Add_Ok(int value)")]


def test_csharp_conditionals_that_split_a_construct_keep_the_class() -> None:
    # Newtonsoft.Json: an `#if` around one arm of an if/else chain ended JsonTextReader at
    # line 244 of 2,660, and an `#if` between a class name and its base list named the class
    # HAVE_ASYNC_DISPOSABLE. Parsed with the directive lines blanked, both read right.
    source = (
        "namespace Json\n{\n"
        "    public partial class Reader\n"
        "#if HAVE_ASYNC_DISPOSABLE\n        : IAsyncDisposable\n#endif\n"
        "    {\n"
        "        void Parse(int t)\n        {\n"
        "            if (t == 1)\n            {\n                t = 2;\n            }\n"
        "#if HAVE_DATE_TIME_OFFSET\n"
        "            else if (t == 3)\n            {\n                t = 4;\n            }\n"
        "#endif\n"
        "            else\n            {\n                t = 5;\n            }\n"
        "        }\n\n"
        "        void Shift() { }\n"
        "    }\n}\n")
    chunks = chunk_file("Reader.cs", source, "csharp")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("namespace", "Json", 1, 28), ("class", "Reader", 3, 27),
        ("method", "Reader.Parse", 8, 24), ("method", "Reader.Shift", 26, 26)]
    # The chunk's text is the source as written, directives included.
    assert "#if HAVE_DATE_TIME_OFFSET" in _find(chunks, "Reader.Parse").text


def test_csharp_extension_block_members_are_the_class_s() -> None:
    # C# 14's extension blocks (RestSharp's RestClient.Extensions.*.cs): tree-sitter-c-sharp
    # 0.23.5 read `extension(IRestClient client) {` as a constructor named `extension` and its
    # members as local functions, and a generic block with a `where` clause broke the rest of
    # its class (`Other` was lost). The header and its `}` are blanked for the parse; the
    # receiver's `<param>` documents no member, a comment after the header's `{` neither.
    cs = (
        "namespace RestSharp;\n\n"
        "public static partial class RestClientExtensions {\n"
        "    /// <param name=\"client\"></param>\n"
        "    extension(IRestClient client) {\n"
        "        /// <summary>Executes a PUT-style request asynchronously.</summary>\n"
        "        public Task<RestResponse<T>> ExecutePutAsync<T>(RestRequest request, CancellationToken ct = default)\n"
        "            => client.ExecuteAsync<T>(request, Method.Put, ct);\n"
        "        public string BaseUrl => client.Options.BaseUrl;\n"
        "        public string Braces() => $\"{{{client}}}\" + '}' + @\"\"\"}\" + \"\"\" } \"\"\";\n"
        "    }\n"
        "    extension<T>(T value) where T : class { // nullables\n"
        "        public bool IsNull() => value == null;\n"
        "    }\n"
        "#if NET10_0_OR_GREATER\n"
        "    /** The receiver. */\n"
        "    extension(ref int x) { public void Inc() => x++; }\n"
        "#endif\n"
        "    extension(string)\n"
        "    {\n"
        "        public static string Create() => \"{\";\n"
        "    }\n"
        "    public static int Other(int x) => x;\n"
        "}\n")
    chunks = chunk_file("RestClient.Extensions.Put.cs", cs, "csharp")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("namespace", "RestSharp", 1, 24, "namespace RestSharp", ""),
        ("class", "RestClientExtensions", 3, 24,
         "public static partial class RestClientExtensions", ""),
        ("method", "RestClientExtensions.ExecutePutAsync", 7, 8,
         "public Task<RestResponse<T>> ExecutePutAsync<T>(RestRequest request, "
         "CancellationToken ct = default)", "Executes a PUT-style request asynchronously."),
        ("property", "RestClientExtensions.BaseUrl", 9, 9, "public string BaseUrl", ""),
        ("method", "RestClientExtensions.Braces", 10, 10, "public string Braces()", ""),
        ("method", "RestClientExtensions.IsNull", 13, 13, "public bool IsNull()", ""),
        ("method", "RestClientExtensions.Inc", 17, 17, "public void Inc()", ""),
        ("method", "RestClientExtensions.Create", 21, 21,
         "public static string Create()", ""),
        ("method", "RestClientExtensions.Other", 23, 23,
         "public static int Other(int x)", "")]
    # The chunks' text is the file's own: the class's holds the headers.
    assert "extension<T>(T value) where T : class {" in chunks[1].text


def test_csharp_extension_block_rewrite_stays_linear_and_spares_the_rest() -> None:
    # Braces are paired in one pass over the file, and only where a header opens a line:
    # 200 KB of unclosed headers, strings, holes or `$` costs a pass, not a scan per header.
    from codesift.chunk.rewrite import rewrite

    kept = (b"class E {\n  var s = @\"\n  extension(int a) {\n  \";\n}\n",   # in a string
            b"class E {\n  void F() {\n    extension(a);\n  }\n}\n",          # a call
            b"class E {\n  extension(int a) {\n")                           # never closed
    for source in kept:
        assert rewrite("csharp", source) == source
    took = []
    for unit in (b"  extension(int a) {\n", b"$\"{", b"'", b"#else\n", b"$"):
        for n in (20_000, 200_000):
            source = b"static class E {\n  extension(int a) {\n" + unit * (n // len(unit))
            # The best of three: one pass caught by the shared machine's load (0.1 s for 200 KB
            # beside 1.6 ms for 20 KB) is noise; a scan per header is ~100x every time.
            best = float("inf")
            for _ in range(3):
                start = time.process_time()
                assert len(rewrite("csharp", source)) == len(source)
                best = min(best, time.process_time() - start)
            took.append(best)
    assert all(big < small * 30 + 0.05 for small, big in zip(took[::2], took[1::2])), took


def test_csharp_a_pragma_between_a_doc_and_its_declaration_passes() -> None:
    # FakeItEasy's `/// <summary>…` / `#pragma warning disable CA1034 // Do not nest type` /
    # `public static class FreeForm`: the pragma ended the doc, where an `#if` line passes,
    # and the class and the method under the next pragma had none (Polly's 11 types too).
    cs = ("namespace N;\n\npublic static class Raise\n{\n"
          "    /// <summary>\n    /// Allows raising an event.\n    /// </summary>\n"
          "#pragma warning disable CA1034 // Do not nest type\n"
          "    public static class FreeForm\n"
          "#pragma warning restore CA1034 // Do not nest type\n    {\n"
          "        /// <summary>Raises it.</summary>\n"
          "#pragma warning disable CA1000\n"
          "        public static int With(params object?[] arguments)\n"
          "#pragma warning restore CA1000\n        {\n            return 1;\n        }\n"
          "    }\n}\n")
    assert [(c.name, c.doc) for c in chunk_file("Raise.cs", cs, "csharp")] == [
        ("N", ""), ("Raise", ""), ("FreeForm", "Allows raising an event."),
        ("With", "Raises it.")]


def test_csharp_expression_bodied_indexer_and_named_module_exports() -> None:
    # `this[string key] => _map[key]` kept its body in the signature; `module.exports =
    # function createApp(opts)` was named `module.exports`.
    cs = "class A {\n  public string this[string key] => _map[key];\n}\n"
    js = "module.exports = function createApp(opts) {\n  return opts;\n};\n"
    assert chunk_file("A.cs", cs, "csharp")[1].signature == "public string this[string key]"
    assert [(c.kind, c.qualified) for c in chunk_file("app.js", js, "javascript")] == [
        ("function", "createApp")]


def test_a_csharp_record_struct_is_a_struct() -> None:
    # Humanizer's `readonly record struct SystemUnit(double Bytes, string Symbol, …)` was a
    # class: `--kind struct` left it out. `record class` and a bare `record` stay classes.
    cs = ("namespace N;\n"
          "public struct ByteSize {\n"
          "  readonly record struct SystemUnit(double Bytes, string Symbol);\n"
          "  public record struct Pair { public int A; }\n"
          "  record class Ref(int Id);\n"
          "  record Plain(int Id);\n"
          "}\n")
    assert [(c.kind, c.qualified) for c in chunk_file("B.cs", cs, "csharp")] == [
        ("namespace", "N"), ("struct", "ByteSize"),
        ("struct", "ByteSize.SystemUnit"), ("property", "ByteSize.SystemUnit.Bytes"),
        ("property", "ByteSize.SystemUnit.Symbol"),
        ("struct", "ByteSize.Pair"), ("property", "ByteSize.Pair.A"),
        ("class", "ByteSize.Ref"), ("property", "ByteSize.Ref.Id"),
        ("class", "ByteSize.Plain"), ("property", "ByteSize.Plain.Id")]


def test_a_csharp_constructor_initializer_is_no_part_of_its_signature() -> None:
    # QA7: as a C++ member initializer list: 64 of CsvHelper's 436 constructors and 38 of
    # FluentValidation's 204 were signed with their `: base(…)` / `: this(…)` call
    # (`public ValidationContext(T instanceToValidate) : this(instanceToValidate, null, …)`).
    cs = ("class A : B {\n  public A(int x) : base(x) { }\n"
          "  public A()\n      : this(1) { }\n  public A(string s) { }\n}\n")
    assert [(c.kind, c.signature) for c in chunk_file("A.cs", cs, "csharp")][1:] == [
        ("constructor", "public A(int x)"), ("constructor", "public A()"),
        ("constructor", "public A(string s)")]
