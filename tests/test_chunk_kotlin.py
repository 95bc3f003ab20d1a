"""Kotlin's declarations from the real grammar (`grammars_kotlin.py`, `rewrite_kotlin.py`,
`kotlin_receivers.py`, `grammars_kotlin_tests.py`): annotations, keywords used as names,
extensions, constructor properties, enum entries and Kotest specs.
"""
from __future__ import annotations

import time

import pytest

from codesift.chunk import chunk_file
from codesift.chunk.rewrite_kotlin import rewrite_kotlin

from chunk_fixtures import find_chunk as _find


def test_kotlin_nested_class_with_its_constructor_on_the_next_line() -> None:
    # moshi's JsonReader.kt: tree-sitter-kotlin 1.1 turns a nested `class Options` whose
    # `private constructor(` starts the next line into an error spanning the outer class,
    # and the whole 647-line file was one chunk.
    kt = ("package p\n\npublic sealed class JsonReader {\n  public abstract fun peek(): Int\n\n"
          "  public class Options\n  private constructor(\n    internal val strings: Array<out String>,\n"
          "  ) {\n    public fun strings(): List<String> = strings.toList()\n  }\n\n"
          "  public fun path(): String = \"$\"\n}\n")
    chunks = chunk_file("JsonReader.kt", kt, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "JsonReader", 3, 14), ("method", "JsonReader.peek", 4, 4),
        ("class", "JsonReader.Options", 6, 11), ("property", "JsonReader.Options.strings", 8, 8),
        ("method", "JsonReader.Options.strings", 10, 10),
        ("method", "JsonReader.path", 13, 13)]
    assert _find(chunks, "JsonReader.Options").signature.startswith(
        "public class Options private constructor(")


def test_kotlin_annotations_with_arguments_opening_a_declarations_line() -> None:
    # moshi's ToJson.kt and FromJson.kt: tree-sitter-kotlin 1.1 reads `@Retention(RUNTIME)
    # @Target(FUNCTION) public annotation class ToJson` as an expression, and each file was
    # one whole-file chunk; `enum class` after an annotation with arguments likewise.
    kt = ("package p\n\n@Retention(RUNTIME) @Target(FUNCTION) public annotation class ToJson\n\n"
          "@Suppress(\"x\") enum class Color { RED, GREEN }\n\n"
          "@Retention(RUNTIME) annotation class Qualifier\n\n"
          "class Adapter {\n  @Throws(IOException::class) fun read(x: Int) = x\n"
          "  @field:Json(name = \"a\") val a: Int = 1\n}\n")
    chunks = chunk_file("ToJson.kt", kt, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "ToJson", 3, 3), ("enum", "Color", 5, 5), ("constant", "Color.RED", 5, 5),
        ("constant", "Color.GREEN", 5, 5), ("class", "Qualifier", 7, 7),
        ("class", "Adapter", 9, 12), ("method", "Adapter.read", 10, 10),
        ("property", "Adapter.a", 11, 11)]
    # The chunk keeps its annotations; the address line shows the declaration.
    assert _find(chunks, "ToJson").text.startswith("@Retention(RUNTIME) @Target(FUNCTION)")
    assert _find(chunks, "ToJson").signature == "public annotation class ToJson"


def test_kotlin_class_delegating_by_a_name_keeps_its_body() -> None:
    # tree-sitter-kotlin reads `: AutoCloseable by closeable { … }` as the delegate called with
    # a trailing lambda, the class then bodiless: mordant's `RawModeScope` had none of its 8
    # methods in a chunk. The lambda is the body, and the header ends before it.
    kt = ("class Scope(closeable: AutoCloseable) : AutoCloseable by closeable {\n"
          "    /** Read a key. */\n    fun readKey(): Int {\n        return 1\n    }\n"
          "    val open: Boolean = true\n}\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("Scope.kt", kt, "kotlin")] == [
        ("class", "Scope", 1, 7, "class Scope(closeable: AutoCloseable) : AutoCloseable by closeable",
         ""),
        ("method", "Scope.readKey", 3, 5, "fun readKey(): Int", "Read a key."),
        ("property", "Scope.open", 6, 6, "val open: Boolean = true", "")]


def test_kotest_specs_are_classes_of_their_suites_and_cases() -> None:
    # A Kotest spec passes its tests to its style's constructor as a lambda (hoplite's 117
    # specs): each was one class chunk signed into its first test's body, `class X :
    # FunSpec({ test("should find matches") { val node = …`, and no test was a chunk.
    kt = ('class ResolverTest : FunSpec({\n'
          '  val ctx = Context()\n'
          '  beforeTest { reset() }\n'
          '  test("should find matches") {\n    ctx.run() shouldBe 1\n  }\n'
          '  context("with whitespace") {\n    test("leading").config(enabled = false) { }\n  }\n'
          '})\n'
          'class PathTest : StringSpec({\n  "Path decoded from json" {\n    run()\n  }\n})\n'
          'class LoaderTest : WordSpec({\n  "loader" should {\n    "load files" { }\n  }\n})\n'
          'class TreeTest : FreeSpec({\n  "outer" - {\n    "inner" { }\n  }\n})\n'
          'class FlowTest : BehaviorSpec({\n  given("a config") {\n'
          '    `when`("loaded") {\n      then("it decodes") { }\n    }\n  }\n})\n'
          'class InitTest : FunSpec() {\n  init {\n    test("in init") { }\n  }\n}\n'
          'class Plain(val f: () -> Int) : Base({ 1 })\n')
    assert [(c.kind, c.qualified, c.start, c.end, c.signature)
            for c in chunk_file("src/test/kotlin/ResolverTest.kt", kt, "kotlin")] == [
        ("class", "ResolverTest", 1, 10, "class ResolverTest : FunSpec"),
        ("property", "ResolverTest.ctx", 2, 2, "val ctx = Context()"),
        ("method", "ResolverTest.beforeTest", 3, 3, "beforeTest"),
        ("method", "ResolverTest.should find matches", 4, 6, 'test("should find matches")'),
        ("namespace", "ResolverTest.with whitespace", 7, 9, 'context("with whitespace")'),
        ("function", "ResolverTest.with whitespace.leading", 8, 8,
         'test("leading").config(enabled = false)'),
        ("class", "PathTest", 11, 15, "class PathTest : StringSpec"),
        ("method", "PathTest.Path decoded from json", 12, 14, '"Path decoded from json"'),
        ("class", "LoaderTest", 16, 20, "class LoaderTest : WordSpec"),
        ("namespace", "LoaderTest.loader", 17, 19, '"loader" should'),
        ("function", "LoaderTest.loader.load files", 18, 18, '"load files"'),
        ("class", "TreeTest", 21, 25, "class TreeTest : FreeSpec"),
        ("namespace", "TreeTest.outer", 22, 24, '"outer" -'),
        ("function", "TreeTest.outer.inner", 23, 23, '"inner"'),
        ("class", "FlowTest", 26, 32, "class FlowTest : BehaviorSpec"),
        ("namespace", "FlowTest.a config", 27, 31, 'given("a config")'),
        ("namespace", "FlowTest.a config.loaded", 28, 30, '`when`("loaded")'),
        ("function", "FlowTest.a config.loaded.it decodes", 29, 29, 'then("it decodes")'),
        ("class", "InitTest", 33, 37, "class InitTest : FunSpec()"),
        ("method", "InitTest.in init", 35, 35, 'test("in init")'),
        # A lambda holding no test is an argument like another, its statements no members.
        ("class", "Plain", 38, 38, "class Plain(val f: () -> Int) : Base({ 1 })"),
        ("property", "Plain.f", 38, 38, "val f: () -> Int")]


def test_kotlin_a_top_level_class_whose_constructor_starts_the_next_line() -> None:
    # okio's multiplatform ByteString.kt: `actual open class ByteString` with `internal actual
    # constructor(` on the next line, unindented, was a one-line class and its functions were
    # in no chunk. Rows hold: each member is at its own line.
    source = ("actual open class ByteString\n"
              "internal actual constructor(\n"
              "  internal actual val data: ByteArray,\n"
              ") : Comparable<ByteString> {\n"
              "  actual fun utf8(): String = commonUtf8()\n\n"
              "  actual fun hex(): String = commonHex()\n"
              "}\n")
    chunks = chunk_file("okio/src/appleMain/kotlin/okio/ByteString.kt", source, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "ByteString", 1, 8), ("property", "ByteString.data", 3, 3),
        ("method", "ByteString.utf8", 5, 5),
        ("method", "ByteString.hex", 7, 7)]


def test_a_kotlin_annotation_line_after_a_comment_keeps_the_declaration_s_doc() -> None:
    # okio's `/** … */` / `@Throws(IOException::class)` / `fun Source.buffer()`: the grammar
    # read the annotation as an expression, and the function lost its KDoc and first line.
    kotlin = ("fun first() {}\n\n"
              "/** Returns the UTF-8 size. */\n"
              "@JvmOverloads\n"
              "@Throws(IOException::class)\n"
              "fun String.utf8Size(begin: Int = 0): Long = 0L\n")
    chunks = chunk_file("Utf8.kt", kotlin, "kotlin")
    assert [(c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("first", 1, 1, ""), ("utf8Size", 4, 6, "Returns the UTF-8 size.")]
    assert chunks[1].text.startswith("@JvmOverloads\n@Throws(IOException::class)\n")


def test_a_kotlin_modifier_used_as_a_name_keeps_the_class() -> None:
    # okio's CipherSource: `private var final = false` / `final = true` made the file two
    # stretches and a class cut short at line 54.
    kotlin = ("class CipherSource {\n"
              "  private var final = false\n"
              "  fun refill() {\n    final = true\n    open?.close()\n  }\n"
              "  fun close() {}\n"
              "}\n")
    chunks = chunk_file("CipherSource.kt", kotlin, "kotlin")
    assert [(c.qualified, c.start, c.end) for c in chunks] == [
        ("CipherSource", 1, 8), ("CipherSource.final", 2, 2), ("CipherSource.refill", 3, 6),
        ("CipherSource.close", 7, 7)]


def test_a_kotlin_soft_keyword_used_as_a_name_keeps_the_class() -> None:
    # okio's ForwardingFileSystemTest (cut down): `val by = base / "by"` /
    # `by.writeUtf8("by")`, read as a delegation's `by` continuing the line above, lost the
    # class and its last three tests to two `file` chunks. A real delegation (`by lazy`) and
    # `where` clause stay.
    kotlin = """class T {
  fun pathMappingImpactedBySorting() {
    az.writeUtf8("az")
    by.writeUtf8("by")
    val forwardingFileSystem = object : ForwardingFileSystem(fileSystem) {
      override fun onPathResult(path: Path, functionName: String): Path {
        return path.parent!! / path.name.reversed()
      }
    }
    assertEquals(listOf(base / "xc", base / "yb", base / "za"), forwardingFileSystem.list(base))
  }
  fun copyIsNotForwarded() {
    val log = mutableListOf<String>()
    val delegate = object : ForwardingFileSystem(fileSystem) {
      override fun copy(source: Path, target: Path) {
      }
    }
    val forwardingFileSystem = object : ForwardingFileSystem(delegate) {
      override fun onPathParameter(path: Path, functionName: String, parameterName: String): Path {
      }
    }
    assertEquals(listOf("source(file=$source)", "sink(file=$target)"), log)
  }
}
"""
    chunks = chunk_file("T.kt", kotlin, "kotlin")
    assert [(c.qualified, c.start, c.end) for c in chunks] == [
        ("T", 1, 24), ("T.pathMappingImpactedBySorting", 2, 11), ("T.copyIsNotForwarded", 12, 23)]
    assert rewrite_kotlin(b"  by.x()\n  where = 3\n  val x: Int\n    by lazy { 1 }\n    where R : Any {\n") \
        == b"  b_.x()\n  wher_ = 3\n  val x: Int\n    by lazy { 1 }\n    where R : Any {\n"


def test_a_kotlin_accessor_keyword_used_as_a_name_keeps_the_class() -> None:
    # okhttp's http2/Settings.kt: a field named `set`, assigned after a `val` (`val bit = 1 shl
    # id` / `set = set or bit`), read as the `val`'s setter; the class and its 13 members were
    # a whole-file chunk and two stretches. A real setter (`private set`, `set(value)`) stays.
    kotlin = ("class Settings {\n"
              "  private var set: Int = 0\n"
              "  var size: Int = 0\n    private set\n"
              "  operator fun set(id: Int, value: Int): Settings {\n"
              "    val bit = 1 shl id\n    set = set or bit\n    return this\n  }\n"
              "  fun clear() {\n    val none = 0\n    get += none\n  }\n"
              "}\n")
    chunks = chunk_file("Settings.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "Settings", 1, 14), ("property", "Settings.set", 2, 2),
        ("property", "Settings.size", 3, 4), ("method", "Settings.set", 5, 9),
        ("method", "Settings.clear", 10, 13)]


def test_a_kotlin_infix_call_named_get_or_set_keeps_the_class() -> None:
    # Exposed's `Users.insert { … } get Users.id`: an infix call of `get` read as the accessor
    # of the `val` it assigns, and the error took the rest of the file (33 of Exposed's files,
    # its SQL dialects among them), and so was `set = …` opening a lambda's code (Query.kt's
    # `apply { set = … }`). Real accessors (`private set`, `get() = 1`) stay.
    kotlin = ("class Repo {\n"
              "  var count: Int = 0\n    private set\n"
              "  val empty: Boolean get() = count == 0\n"
              "  fun save(p: P): Int = db {\n"
              "    val id = Users.insert {\n      it[name] = p.name\n    } get Users.id\n"
              "    val other = row set (T.id)\n    id\n  }\n"
              "  fun adjust(b: B): Repo = apply { set = set.source.body(set).set }\n"
              "  fun delete(id: Int) {}\n"
              "}\n")
    chunks = chunk_file("Repo.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "Repo", 1, 14), ("property", "Repo.count", 2, 3),
        ("property", "Repo.empty", 4, 4), ("method", "Repo.save", 5, 11),
        ("method", "Repo.adjust", 12, 12), ("method", "Repo.delete", 13, 13)]
    assert "} get Users.id" in chunks[3].text


def test_a_kotlin_name_opening_with_in_or_as_and_a_digit_keeps_the_class() -> None:
    # okhttp's CacheTest.kt: `val in1 = response1.body.source()` / `in1.skip(…)`: the grammar's
    # scanner read `in` continuing the line above, and the class's 150 tests below were one
    # whole-file chunk. `input`, `inx` and `is1` never erred.
    kotlin = ("class CacheTest {\n"
              "  fun skip() {\n    val in1 = source()\n    in1.skip(3)\n    in1.close()\n  }\n"
              "  fun cast() {\n    val as_x = 1\n    as_x.inc()\n  }\n"
              "  fun after() {}\n"
              "}\n")
    chunks = chunk_file("CacheTest.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "CacheTest", 1, 12), ("method", "CacheTest.skip", 2, 6),
        ("method", "CacheTest.cast", 7, 10), ("method", "CacheTest.after", 11, 11)]
    assert "in1.skip(3)" in chunks[1].text


def test_a_kotlin_suspend_lambda_given_as_a_value_keeps_the_class() -> None:
    # arrow's CircuitBreaker: `copy(onRejected = suspend { … })` and a parameter's default
    # `= suspend { }` read as a type's modifier, the rest of the file an error: the class and
    # its members were lost, its methods top-level functions and two `file` chunks.
    kotlin = ("class CircuitBreaker(private val onRejected: suspend () -> Unit) {\n"
              "  fun doOnRejectedTask(callback: suspend () -> Unit): CircuitBreaker =\n"
              "    copy(onRejected = suspend { onRejected.invoke(); callback.invoke() })\n"
              "  fun copy(onRejected: suspend () -> Unit = suspend { }): CircuitBreaker =\n"
              "    CircuitBreaker(onRejected)\n"
              "  suspend fun state(): Int = 1\n"
              "}\n")
    chunks = chunk_file("CircuitBreaker.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "CircuitBreaker", 1, 7), ("property", "CircuitBreaker.onRejected", 1, 1),
        ("method", "CircuitBreaker.doOnRejectedTask", 2, 3), ("method", "CircuitBreaker.copy", 4, 5),
        ("method", "CircuitBreaker.state", 6, 6)]
    assert "suspend { onRejected.invoke()" in chunks[2].text


def test_kotlin_when_guard_conditions_keep_the_functions_below() -> None:
    # mordant's ProgressState.kt: Kotlin 2.1's guard `is Status.Finished if elapsed -> {`
    # made the rest of the file an error, and the functions below the `when` were in no chunk.
    # An `if`-expression inside a plain condition is no guard and parses as it stands.
    kotlin = ("fun remaining(elapsed: Boolean): Int? {\n"
              "    return when (status) {\n"
              "        is Status.Finished if elapsed -> {\n"
              "            1\n"
              "        }\n"
              "        in 'a'..'z' if s == \"->\" -> 2\n"
              "        x + if (a) 1 else 2 -> 3\n"
              "        else if ready -> 4\n"
              "        else -> null\n"
              "    }\n"
              "}\n\n"
              "fun frameCount(fps: Int): Int = fps * 2\n")
    chunks = chunk_file("ProgressState.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "remaining", 1, 11), ("function", "frameCount", 13, 13)]
    assert "is Status.Finished if elapsed -> {" in chunks[0].text


def test_kotlin_multiline_when_guards_and_multi_dollar_strings_keep_the_functions_below() -> None:
    # Exposed's MysqlDialect.kt: a guard in brackets over lines (`is LiteralOp<*> if (` / … /
    # `) -> {`) and its JsonColumnTests' Kotlin 2.2 `$$"…$team"` made the rest of each file an
    # error, the functions below in a `file` chunk.
    kotlin = ("fun processDefault(e: Expression<*>): String = when (e) {\n"
              "    is LiteralOp<*> if (\n"
              "        e.columnType is Blob && (dialect as? H2) == null\n"
              "        ) -> {\n"
              "        \"lo\"\n"
              "    }\n"
              "    else -> \"x\"\n"
              "}\n\n"
              "fun path(team: String) = $$\"?(@.user.team == $team)\" to \"PASSING '$team'\"\n\n"
              "fun after(): Int = 1\n")
    chunks = chunk_file("MysqlDialect.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "processDefault", 1, 8), ("function", "path", 10, 10),
        ("function", "after", 12, 12)]
    assert "is LiteralOp<*> if (\n" in chunks[0].text


def test_kotlin_soft_keyword_names_and_suspend_statements_keep_the_class() -> None:
    # Exposed's Query.where: `error(…)` / `where = predicate`, `where` read as a type constraint
    # continuing the line above, and Query.kt's 40 members were a `file` chunk (main now
    # renames `where`/`by` too); its tests' `suspend {` opening a statement (`}` /
    # `.startCoroutine(object : …)`) did the same. A delegate's `by lazy` on its own line stays.
    kotlin = ("class Query(where: Op?) {\n"
              "    val size: Int\n        by lazy { 1 }\n"
              "    fun where(predicate: Op): Query {\n"
              "        check()\n        where = predicate\n        where?.let { g() }\n"
              "        by = 2\n        return this\n    }\n"
              "    fun main() {\n"
              "        suspend {\n            suspendTransaction(db) {\n            }\n        }\n"
              "            .startCoroutine(object : Continuation<Unit> {\n"
              "                override fun resumeWith(result: Result<Unit>) {\n"
              "                }\n            })\n"
              "        if (!latch.await(10, TimeUnit.SECONDS)) {\n        }\n    }\n"
              "    fun after() = 1\n"
              "}\n")
    chunks = chunk_file("Query.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "Query", 1, 24), ("property", "Query.size", 2, 3),
        ("method", "Query.where", 4, 10), ("method", "Query.main", 11, 22),
        ("method", "Query.after", 23, 23)]


def test_kotlin_trailing_commas_in_type_lists_and_indexes_keep_the_class() -> None:
    # mockk's MockKMatcherScope: ktlint's trailing commas closing type parameter lists split
    # over lines (`fun <` / `R,` / `> invoke(`) made the class body an error, its 94 members
    # top-level functions and a `file` chunk. A type argument list's (`Map<K, V,>`) and an
    # index's (`grid[1, 2,]`) did the same; a value parameter list's always parsed.
    kotlin = ("class MatcherScope(val recorder: Recorder) {\n"
              "    val cache: Map<String, Int,> = mapOf()\n\n"
              "    inline fun <\n        reified T : (A1, A2) -> R,\n        R,\n        A1,\n"
              "        A2,\n    > invoke(arg1: A1, arg2: A2) = match(InvokeMatcher<T> { it(arg1, arg2) })\n\n"
              "    fun cell(grid: Grid) = grid[1, 2,]\n\n"
              "    fun after() = 1\n"
              "}\n")
    chunks = chunk_file("MatcherScope.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "MatcherScope", 1, 14), ("property", "MatcherScope.recorder", 1, 1),
        ("property", "MatcherScope.cache", 2, 2), ("method", "MatcherScope.invoke", 4, 9),
        ("method", "MatcherScope.cell", 11, 11), ("method", "MatcherScope.after", 13, 13)]
    # The parse alone reads the commas blanked: the signature keeps the file's own text.
    assert chunks[2].signature == "val cache: Map<String, Int,> = mapOf()"


def test_kotlin_context_parameters_and_context_function_types_keep_their_declarations() -> None:
    # mockk's ContextParameters.kt: `stubBlock: context(C1, C2) () -> Any?` made the file one
    # `file` chunk. Kotlin 2's `context(Logger)` over a member read as a `constant context`
    # holding the member's doc, and over a top-level function took its doc; a Kotest
    # `context("group") {` call stays a call.
    kotlin = ("/** Two matchers. */\n"
              "fun <C1, C2> withContext(stubBlock: context(C1, C2) () -> Any?): Any? = null\n\n"
              "/** Logs. */\ncontext(logger: Logger)\nfun log() = 1\n\n"
              "class Service {\n    /** Runs. */\n    context(Logger)\n    fun run() = 1\n\n"
              "    fun spec() {\n        context(\"group\") {\n            it(\"works\") {}\n        }\n    }\n"
              "}\n")
    chunks = chunk_file("Context.kt", kotlin, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("function", "withContext", 2, 2, "Two matchers."), ("function", "log", 5, 6, "Logs."),
        ("class", "Service", 8, 18, ""), ("method", "Service.run", 10, 11, "Runs."),
        ("method", "Service.spec", 13, 17, "")]
    assert chunks[0].signature.endswith("(stubBlock: context(C1, C2) () -> Any?): Any?")


def test_kotlin_get_calls_and_annotated_getters_keep_the_class() -> None:
    # okio's jvmMain ByteString: `val copy = …` / `get(copy)` read as a getter, and an untyped
    # `val size` / `@JvmName("size")` / `get() = …` erred; either took the whole class (its
    # 40 members were one chunk with no class).
    kt = ("open class ByteString(val data: ByteArray) {\n  val size\n    @JvmName(\"size\")\n"
          "    get() = getSize()\n  var name\n    @Synchronized set(value) { field = value }\n"
          "  fun getSize() = data.size\n  fun copy(buffer: ByteBuffer): ByteArray {\n"
          "    val copy = ByteArray(3)\n    get(copy)\n    return copy\n  }\n}\n")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunk_file("ByteString.kt", kt, "kotlin")] == [
        ("class", "ByteString", 1, 13), ("property", "ByteString.data", 1, 1),
        ("property", "ByteString.size", 2, 4),
        ("property", "ByteString.name", 5, 6), ("method", "ByteString.getSize", 7, 7),
        ("method", "ByteString.copy", 8, 12)]


# A declaration after annotation lines at the top level, in the layouts tree-sitter-kotlin 1.1
# misread as an annotated expression with no error (two or more annotation lines; one before
# `annotation`, `expect`, `actual`, `const`, `enum`): each starts at line 4 (its annotations)
# and runs to its last line, with the KDoc above its annotations as its doc.
_KT_ANNOTATED = {
    "Marker": "annotation class Marker",
    "Color": "enum class Color {\n  RED, GREEN;\n  fun x() = 1\n}",
    "Crc": "expect class Crc {\n  fun a(): Int\n}",
    "Crc32": "actual class Crc32 {\n  actual fun reset() {\n  }\n}",
    "Alias": "actual typealias Alias = java.io.File",
    "Module": "interface Module {\n  fun a(): Int\n}",
    "Test": "public class Test {\n  fun a() = 1\n}",
    "MAX": "const val MAX = 1",
    "f": "fun f(): Int {\n  return 1\n}",
}
_KT_ANNOTATION_RUNS = [
    "@Foo", "@Foo(1)", '@Foo("a")\n@Bar', "@Module\n@InstallIn(SingletonComponent::class)",
    '@Deprecated(\n  message = "x)",\n  level = HIDDEN,\n)\n@Retention(SOURCE)',
    '@Suppress("NOTHING_TO_INLINE") // Syntactic sugar.\n@get:JvmName("x") @Bar(\')\')',
]


@pytest.mark.parametrize("annotations", _KT_ANNOTATION_RUNS)
def test_kotlin_top_level_declarations_after_annotation_lines(annotations: str) -> None:
    # okio's CRC32.kt (`@OptIn(UnsafeNumber::class)` / `actual class CRC32 {`) and
    # ExperimentalFileSystem.kt were whole-file chunks; `@Module` / `@InstallIn(…)` /
    # `interface …` and `@RunWith(…)` / `@LargeTest` / `class …Test {` lost the declaration
    # and its members when another declaration followed.
    for name, declaration in _KT_ANNOTATED.items():
        kt = f"package a\n\n/** Doc. */\n{annotations}\n{declaration}\n\nfun zz() = 2\n"
        chunks = chunk_file("a.kt", kt, "kotlin")
        start = 4
        end = start + annotations.count("\n") + declaration.count("\n") + 1
        found = _find(chunks, name)
        doc = "Deprecated: x). Doc." if "@Deprecated" in annotations else "Doc."
        assert (found.start, found.end, found.doc) == (start, end, doc), (name, annotations)
        assert found.text.startswith(annotations.split("\n")[0]), (name, annotations)
        assert not found.signature.startswith("@"), found.signature
        assert _find(chunks, "zz").start == end + 2, (name, annotations)
    chunks = chunk_file("a.kt", f"package a\n\n{annotations}\n" + _KT_ANNOTATED["Crc32"] + "\n",
                        "kotlin")
    assert [c.qualified for c in chunks] == ["Crc32", "Crc32.reset"]


def test_kotlin_annotation_lines_rewrite_reads_each_run_once() -> None:
    # An argument list that never closes is read over a bounded stretch, and the search goes
    # on after it: 12,500 lines of `@Ann(` took 15 s while each one was read to the bound.
    from codesift.chunk.rewrite import rewrite

    took = []
    for source in (b"@Ann(x)\n" * 12_500 + b"class X", b"@Ann(\n" * 12_500 + b"class X"):
        start = time.process_time()
        rewritten = rewrite("kotlin", source)
        took.append(time.process_time() - start)
        assert len(rewritten) == len(source)
    assert rewrite("kotlin", b"@A(x)\n@B\nclass X") == b"     \n  \nclass X"
    assert rewrite("kotlin", b"@file:JvmName(\"X\")\n\npackage a\n").startswith(b"@file:")
    assert took[1] < took[0] * 20 + 0.05, took
    # Nor does a comment that never closes after each, or a run of comment lines.
    for source in (b"@Ann\n/*\n" * 12_500 + b"class X", b"@Ann\n// c\n\n" * 12_500 + b"class X"):
        start = time.process_time()
        assert len(rewrite("kotlin", source)) == len(source)
        assert time.process_time() - start < took[0] * 20 + 0.05


# What may stand between a run of annotations and its declaration, and the run's indentation.
_KT_BETWEEN = ["", "\n", "// note\n", "/* note */\n", "\n// note\n",
               "/*\n * A note\n * over lines.\n */\n"]


@pytest.mark.parametrize("indent", ["", "  "])
@pytest.mark.parametrize("between", _KT_BETWEEN)
def test_kotlin_annotations_apart_from_their_declaration(between: str, indent: str) -> None:
    # `@Suppress("x")` / `` / `// note` / `actual class X {`, and an indented top-level
    # declaration (a script's, one indented by mistake): read as an annotated expression, the
    # declaration and its members were lost (or it started below its annotations, with the
    # comment between as its doc and its KDoc dropped).
    for runs in ('@Suppress("x")', "@Module\n@InstallIn(SingletonComponent::class)"):
        for name, declaration in _KT_ANNOTATED.items():
            lead = f"/** Doc. */\n{runs}\n{between}{declaration}"
            body = "\n".join(indent + line if line else line for line in lead.split("\n"))
            kt = f"package a\n\n{body}\n\nfun zz() = 2\n"
            chunks = chunk_file("a.kt", kt, "kotlin")
            end = 4 + lead.count("\n") - 1
            found = _find(chunks, name)
            assert (found.start, found.end, found.doc) == (4, end, "Doc."), (name, runs, between)
            assert not found.signature.startswith(("@", "/")), found.signature
            assert _find(chunks, "zz").start == end + 2, (name, runs, between)
            if name in ("Color", "Crc", "Crc32", "Module", "Test"):
                assert any(c.container == name for c in chunks), (name, runs, between)


def test_kotlin_comment_between_annotations_and_declaration() -> None:
    # kotlinx.serialization's Annotations.kt: `/** … */` / `@MustBeDocumented` /
    # `@Target(…)` / `// @Retention(…) still runtime, but KT-41082` / `public annotation class
    # Required` started at its last line, its doc the commented-out annotation.
    kt = ("/**\n * Indicates that property must be present.\n */\n@MustBeDocumented\n"
          "@Target(AnnotationTarget.PROPERTY)\n// @Retention(AnnotationRetention.RUNTIME) still\n"
          "public annotation class Required\n\n"
          "@Suppress(\"x\")\n// Explains X.\nclass X {\n  fun a() = 1\n}\n\n"
          "class Y {\n  @Test\n  // Issue: 2417\n  fun a() = 1\n\n"
          "  @Serializable\n  /*private*/ data class Box(val value: Int)\n\n"
          "  /*\n    @Serializable\n    class Broken {\n    }\n  */\n\n"
          "  private class Decoder(val n: Int)\n}\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc)
            for c in chunk_file("a.kt", kt, "kotlin")] == [
        ("class", "Required", 4, 7, "Indicates that property must be present."),
        ("class", "X", 9, 13, "Explains X."), ("method", "X.a", 12, 12, ""),
        ("class", "Y", 15, 30, ""), ("method", "Y.a", 16, 18, "Issue: 2417"),
        ("class", "Y.Box", 20, 21, ""), ("property", "Y.Box.value", 21, 21, ""),
        ("class", "Y.Decoder", 29, 29, ""), ("property", "Y.Decoder.n", 29, 29, "")]
    # The commented-out and the quoted class are left as written for the parse.
    from codesift.chunk.rewrite import rewrite

    quoted = b'/*\n  @Serializable\n  class Broken\n*/\nval s = """\n  @A\n  class B\n"""\n'
    assert rewrite("kotlin", quoted) == quoted


def test_kotlin_annotation_then_a_block_comment_over_lines() -> None:
    # `@Deprecated("x") /* a` / ` b */` / `class X {`: the comment, neither blanked nor on the
    # declaration's line, held the annotation's row apart: in no chunk, the class started at
    # its own line and the comment was its doc. The same in a class body.
    kt = ('/** Doc. */\n@Deprecated("x") /* a\n b */\nclass X {\n  fun a() = 1\n}\n\n'
          "class Y {\n  @Test /* a\n   b */\n  fun a() = 1\n}\n")
    assert [(c.qualified, c.start, c.end, c.doc) for c in chunk_file("a.kt", kt, "kotlin")] == [
        ("X", 2, 6, "Deprecated: x. Doc."), ("X.a", 5, 5, ""), ("Y", 8, 12, ""), ("Y.a", 9, 11, "")]


def test_kotlin_a_comment_mark_in_a_string_template_opens_no_comment() -> None:
    # `"$path/${ignore.removeSuffix("/**")}"`: the quotes inside the template ended the string
    # for the scan, `/**` opened a comment to the end of the file, and every annotated
    # declaration below it was lost (`Checker` and its method).
    kt = ('fun rule(path: String, ignore: String) = "$path/${ignore.removeSuffix("/**")}"\n'
          'val all = "${items.joinToString(", ") { "${it}/*" }}"\n'
          'val raw = """\n  ${"/*"} @A\n  class Quoted\n"""\n\n'
          "@OptIn(ExperimentalContracts::class)\nactual class Checker {\n    fun check() {}\n}\n")
    assert [(c.qualified, c.start, c.end) for c in chunk_file("a.kt", kt, "kotlin")] == [
        ("rule", 1, 1), ("all", 2, 2), ("raw", 3, 6), ("Checker", 8, 11),
        ("Checker.check", 10, 10)]
    # The raw string's lines stay as written for the parse.
    from codesift.chunk.rewrite import rewrite

    assert rewrite("kotlin", kt.encode()).split(b"\n")[3:5] == [b'  ${"/*"} @A', b"  class Quoted"]


def test_kotlin_extension_and_computed_top_level_properties_are_properties() -> None:
    # kotlinpoet's `internal val KmClass.isObject: Boolean get() = …` was a constant.
    kt = ("/** The last char. */\nval String.lastChar: Char get() = this[length - 1]\n"
          "val <T> List<T>.second: T\n  get() = this[1]\n"
          "var FileSystem.workingDirectory: Path\n  get() = x\n  set(value) {}\n"
          "val isJvm: Boolean\n  get() = true\n"
          "const val MAX = 1\nval DEFAULT = 3\nvar counter = 0\nval lazyOne by lazy { 1 }\n")
    assert [(c.kind, c.name, c.start, c.doc) for c in chunk_file("a.kt", kt, "kotlin")] == [
        ("property", "lastChar", 2, "The last char."), ("property", "second", 3, ""),
        ("property", "workingDirectory", 5, ""), ("property", "isJvm", 8, ""),
        ("constant", "MAX", 10, ""), ("constant", "DEFAULT", 11, ""),
        ("variable", "counter", 12, ""), ("constant", "lazyOne", 13, "")]


def test_kotlin_top_level_extensions_are_their_receiver_s() -> None:
    # clikt's three `required()` (`fun <EachT, ValueT> NullableOption<EachT, ValueT>.required()`,
    # `MutuallyExclusiveOptions<T, T>.required()`, …) had no container, told apart only by
    # their return types. A top-level extension's receiver type, without its type arguments,
    # is its container; a member extension stays its class's.
    kt = ("package com.github.ajalt.clikt.parameters.options\n\n"
          "fun <EachT, ValueT> NullableOption<EachT, ValueT>.required(): OptionWithValues<EachT, "
          "EachT, ValueT> = x\n"
          "fun String?.orEmpty(): String = this ?: \"\"\n"
          "fun Outer.Inner.deep() {}\n"
          "fun (() -> Unit).run() {}\n"
          "val <T> List<T>.second: T get() = this[1]\n"
          "class Box {\n    fun Int.times(): Int = this\n}\n")
    chunks = chunk_file("TransformAll.kt", kt, "kotlin")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "NullableOption.required", 3), ("function", "String.orEmpty", 4),
        ("function", "Outer.Inner.deep", 5), ("function", "run", 6),
        ("property", "List.second", 7), ("class", "Box", 8), ("method", "Box.times", 9)]


def test_kotlin_extension_on_its_own_type_parameter_is_its_bound_s() -> None:
    # Exposed's `fun <T : Table> T.insert(…)`, `fun <C1 : ColumnSet, …> C1.innerJoin(…)`: 74
    # functions were named under their type parameter (`T.insert`, `C1.innerJoin`), a name no
    # one asks for. The bound (in the brackets or a `where` clause, through another parameter:
    # clikt's `<T : BaseCliktCommand<T>, U : T> U.context`) is the container; an unbounded
    # parameter names none.
    kt = ("fun <T : Table> T.insert(body: T.() -> Unit): Int = 1\n"
          "fun <C1, C2> C1.innerJoin(other: C2): Join where C1 : ColumnSet, C2 : ColumnSet = j\n"
          "fun <T> T?.orDefault(): T = this!!\n"
          "val <T : Table> T.aliasName: String get() = \"\"\n"
          "fun <T : Comparable<T>> T.clamp(): T = this\n"
          "fun <T : BaseCliktCommand<T>, U : T> U.context(block: () -> Unit): U = this\n"
          "inline fun <T : Closeable?, R> T.use(block: (T) -> R): R = block(this)\n")
    chunks = chunk_file("Queries.kt", kt, "kotlin")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "Table.insert", 1), ("function", "ColumnSet.innerJoin", 2),
        ("function", "orDefault", 3), ("property", "Table.aliasName", 4),
        ("function", "Comparable.clamp", 5), ("function", "BaseCliktCommand.context", 6),
        ("function", "Closeable.use", 7)]


def test_members_declared_in_a_constructor_are_properties_of_its_class() -> None:
    # kotlinpoet's `FieldData.isSynthetic`, monolog's `LogRecord.message`, a C# record's
    # `Point.X` existed only inside a constructor's signature.
    kt = ("/**\n * Field data.\n *\n * @property isSynthetic whether it is\n *   synthetic.\n"
          " * @param constant the constant.\n */\n@Foo\n@Bar\ndata class FieldData(\n"
          "  val isSynthetic: Boolean,\n  /** Its name. */\n  private val name: String = \"x\",\n"
          "  plain: Int,\n  val constant: Int?, // trailing\n  var last: Int,\n) {\n"
          "  fun f() = 1\n}\n\nclass User(val id: Int, other: Int)\n")
    chunks = chunk_file("FieldData.kt", kt, "kotlin")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("class", "FieldData", 8, 19, _find(chunks, "FieldData").signature,
         "Field data.\n@property isSynthetic whether it is synthetic. @param constant the constant."),
        ("property", "FieldData.isSynthetic", 11, 11, "val isSynthetic: Boolean",
         "whether it is synthetic."),
        ("property", "FieldData.name", 13, 13, 'private val name: String = "x"', "Its name."),
        ("property", "FieldData.constant", 15, 15, "val constant: Int?", "the constant."),
        ("property", "FieldData.last", 16, 16, "var last: Int", ""),
        ("method", "FieldData.f", 18, 18, "fun f()", ""),
        ("class", "User", 21, 21, "class User(val id: Int, other: Int)", ""),
        ("property", "User.id", 21, 21, "val id: Int", "")]
    php = ("<?php\nnamespace Monolog;\nclass LogRecord {\n  /**\n   * @param string $message The"
           " log message\n   * @param array<string, mixed> $extra\n   */\n"
           "  public function __construct(\n    public readonly string $message,\n"
           "    /** Extra data. */\n    public array $extra = [],\n    int $plain = 1,\n  ) {}\n}\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("LogRecord.php", php, "php")][2:] == [
        ("constructor", "LogRecord.__construct", 8,
         "public function __construct(public readonly string $message, public array $extra = [],"
         " int $plain = 1)", "@param string $message The log message @param array<string, mixed> $extra"),
        ("property", "LogRecord.message", 9, "public readonly string $message",
         "The log message"),
        ("property", "LogRecord.extra", 11, "public array $extra = []", "Extra data.")]
    cs = ("namespace N;\n/// <summary>A point.</summary>\n/// <param name=\"X\">The x.</param>\n"
          "public record Point(int X, [property: Json(\"y\")] int Y = 0) { public int Z => 1; }\n"
          "public class C(int notMember) { }\n")
    assert [(c.kind, c.qualified, c.signature, c.doc) for c in chunk_file("P.cs", cs, "csharp")] == [
        ("namespace", "N", "namespace N", ""),
        ("class", "Point", 'public record Point(int X, [property: Json("y")] int Y = 0)',
         'A point.\n@param X The x.'),
        ("property", "Point.X", "int X", "The x."), ("property", "Point.Y", "int Y = 0", ""),
        ("property", "Point.Z", "public int Z", ""),
        ("class", "C", "public class C(int notMember)", "")]


def test_a_kotlin_class_kdoc_property_tag_describes_a_property_of_its_body() -> None:
    # javalin's `MultipartConfig` documents its four `private var`s with `@property name`
    # lines in the class's KDoc; a property with its own comment keeps it.
    kt = ("/**\n * Multipart settings.\n *\n * @property cacheDirectory : where big files go\n"
          " * @property maxFileSize the largest file\n */\nclass MultipartConfig {\n"
          "    private var cacheDirectory = \"/tmp\"\n    /** Own words. */\n"
          "    private var maxFileSize: Long = -1\n    private var other: Int = 1\n}\n")
    chunks = chunk_file("MultipartConfig.kt", kt, "kotlin")
    assert [(c.name, c.doc) for c in chunks if c.kind == "property"] == [
        ("cacheDirectory", "where big files go"), ("maxFileSize", "Own words."), ("other", "")]


def test_a_dash_between_a_tags_name_and_its_text_is_no_word_of_the_doc() -> None:
    # nowinandroid's `@param type - the event type.` over `data class AnalyticsEvent(val
    # type: String, …)` documented `AnalyticsEvent.type` "- the event type.".
    kt = ("/**\n * Represents an analytics event.\n *\n * @param type - the event type. Use one of\n"
          " * the standard `Types`.\n * @param extras \u2013 list of parameters.\n */\n"
          "data class AnalyticsEvent(\n    val type: String,\n    val extras: List<Param> = emptyList(),\n)\n")
    chunks = chunk_file("AnalyticsEvent.kt", kt, "kotlin")
    assert [(c.name, c.doc) for c in chunks if c.kind == "property"] == [
        ("type", "the event type. Use one of the standard `Types`."),
        ("extras", "list of parameters.")]


def test_kotlin_enum_entries_with_a_body_hold_their_methods() -> None:
    # kotlinpoet's JvmFieldModifier: `STATIC { override fun annotationSpec() … }`, as Java's
    # enum constants with a body; a plain entry is a constant with no members.
    kt = ("enum class JvmFieldModifier(val x: Int) : JvmModifier {\n  /** Static. */\n"
          "  STATIC(1) {\n    override fun annotationSpec(): AnnotationSpec = x()\n  },\n"
          "  PLAIN(2),\n  VOLATILE(3) {\n    override fun annotationSpec() = y()\n  };\n"
          "  fun y() = 1\n}\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("JvmFieldModifier.kt", kt, "kotlin")] == [
        ("enum", "JvmFieldModifier", 1, 11, "enum class JvmFieldModifier(val x: Int) : JvmModifier", ""),
        ("property", "JvmFieldModifier.x", 1, 1, "val x: Int", ""),
        ("constant", "JvmFieldModifier.STATIC", 3, 5, "STATIC(1)", "Static."),
        ("method", "JvmFieldModifier.STATIC.annotationSpec", 4, 4,
         "override fun annotationSpec(): AnnotationSpec", ""),
        ("constant", "JvmFieldModifier.PLAIN", 6, 6, "PLAIN(2)", ""),
        ("constant", "JvmFieldModifier.VOLATILE", 7, 9, "VOLATILE(3)", ""),
        ("method", "JvmFieldModifier.VOLATILE.annotationSpec", 8, 8, "override fun annotationSpec()", ""),
        ("method", "JvmFieldModifier.y", 10, 10, "fun y()", "")]


def test_kotlin_plain_enum_entries_are_constants_with_their_kdoc() -> None:
    # okhttp's Protocol.kt documents each of its seven entries (`H2_PRIOR_KNOWLEDGE("h2_…")`)
    # in up to ten lines, and its outline listed none of them: only entries with a body were
    # chunks, where Java's enum constants, PHP's enum cases and Swift's cases all are.
    kt = ("enum class Protocol(private val protocol: String) {\n"
          "  /** An obsolete plaintext framing. */\n  HTTP_1_0(\"http/1.0\"),\n\n"
          "  /**\n   * Cleartext HTTP/2 with no \"upgrade\" round trip.\n   */\n"
          "  H2_PRIOR_KNOWLEDGE(\"h2_prior_knowledge\"),\n\n"
          "  QUIC(\"quic\");\n\n  override fun toString(): String = protocol\n}\n"
          "enum class Level { LOW, HIGH }\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("Protocol.kt", kt, "kotlin")
            if c.kind == "constant"] == [
        ("constant", "Protocol.HTTP_1_0", 3, 'HTTP_1_0("http/1.0")', "An obsolete plaintext framing."),
        ("constant", "Protocol.H2_PRIOR_KNOWLEDGE", 8, 'H2_PRIOR_KNOWLEDGE("h2_prior_knowledge")',
         'Cleartext HTTP/2 with no "upgrade" round trip.'),
        ("constant", "Protocol.QUIC", 10, 'QUIC("quic")', ""),
        ("constant", "Level.LOW", 14, "LOW", ""), ("constant", "Level.HIGH", 14, "HIGH", "")]


def test_chunking_documented_constructor_properties_keeps_none_of_their_parse_trees() -> None:
    # `owner_tags._comments_above` was an lru_cache keyed on tree-sitter nodes: up to 8 files'
    # parse trees stayed alive in a worker. The comments are cached for one source only, by
    # node id, and each property still takes its line of the owner's KDoc.
    import gc

    from tree_sitter import Node

    for i in range(12):
        src = (f"/**\n * A probe.\n * @property leakProbe{i} how far it reached\n */\n"
               f"class Probe{i}(val leakProbe{i}: Int)\n")
        docs = {c.name: c.doc for c in chunk_file(f"src/Probe{i}.kt", src, "kotlin")}
        assert docs[f"leakProbe{i}"] == "how far it reached"
    gc.collect()
    held = [r for o in gc.get_objects() for r in gc.get_referents(o)
            if isinstance(r, Node) and b"leakProbe" in (r.text or b"")]
    assert held == []
