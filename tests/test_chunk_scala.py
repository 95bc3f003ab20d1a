"""Scala's declarations from the real grammar (`grammars_typed.py`,
`grammars_scala_tests.py`): brace-less bodies, packages, class parameters and test suites.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find


def test_scala_brace_less_definitions_end_at_their_own_text() -> None:
    # scopt's OParser.scala: `def head(…) =` and an indented expression ran to the next
    # declaration's line, and the Scaladoc above that declaration (inside the indented block)
    # was lost: 41 of 78 documented declarations had their doc.
    scala = ("object A {\n"
             "  def programName(x: String): Int =\n    wrap(x)\n\n"
             "  /** adds usage text. */\n"
             "  def head(xs: String*): Int =\n    wrap(xs)\n\n"
             "  /** Braced. */\n"
             "  def f(x: Int): Int = {\n    x + 1\n  }\n}\n")
    chunks = chunk_file("OParser.scala", scala, "scala")
    assert [(c.name, c.start, c.end, c.doc) for c in chunks if c.kind == "method"] == [
        ("programName", 2, 3, ""), ("head", 6, 7, "adds usage text."), ("f", 10, 12, "Braced.")]


def test_a_scala_doc_is_the_comment_block_right_above_after_a_brace_less_body() -> None:
    # akka-http's HttpEntity.scala: a brace-less `def empty(…) =` holds the comments after it,
    # and all of them were `object Strict`'s doc, "TODO: re-establish serializability TODO:
    # equal/hashcode ? manual case-class stuff for bin comp": a blank line ends a comment
    # block there too, as it does everywhere else.
    scala = ("object HttpEntity {\n  def empty(contentType: ContentType): Strict =\n"
             "    Strict(contentType)\n\n  // TODO: re-establish serializability\n"
             "  // TODO: equal/hashcode ?\n\n  // manual case-class stuff for bin comp\n"
             "  object Strict {\n  }\n\n  // A note.\n\n  def g = 1\n}\n")
    assert [(c.qualified, c.start, c.end, c.doc)
            for c in chunk_file("HttpEntity.scala", scala, "scala")] == [
        ("HttpEntity", 1, 15, ""), ("HttpEntity.empty", 2, 3, ""),
        ("HttpEntity.Strict", 9, 10, "manual case-class stuff for bin comp"),
        ("HttpEntity.g", 14, 14, "")]


def test_a_scala_package_object_and_a_braced_package_declare_their_members() -> None:
    # fastparse's package.scala: `package object fastparse { … }` holds the library's API
    # (`P`, `LiteralStr`, `EagerOps`), and the file was one whole-file chunk, described by
    # `P`'s doc; a `package a.b { … }` block hid its classes the same way.
    scala = ("package object fastparse extends fastparse.SharedPackageDefs {\n"
             "  /** Delimits a named parser. */\n  def P[T](t: P[T]): P[T] = t\n"
             "  val Max = 1\n  implicit class EagerOps[T](val parse0: P[T]) {\n"
             "    def rep: P[T] = parse0\n  }\n}\n\n"
             "package a.b {\n  /** A thing. */\n  class X { def f = 1 }\n}\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc)
            for c in chunk_file("package.scala", scala, "scala")] == [
        ("module", "fastparse", 1, 8, ""),
        ("function", "fastparse.P", 3, 3, "Delimits a named parser."),
        ("constant", "fastparse.Max", 4, 4, ""),
        ("class", "fastparse.EagerOps", 5, 7, ""),
        ("property", "fastparse.EagerOps.parse0", 5, 5, ""),
        ("method", "fastparse.EagerOps.rep", 6, 6, ""),
        ("class", "X", 12, 12, "A thing."),
        ("method", "X.f", 12, 12, "")]


def test_scala_test_suites_are_namespaces_of_their_cases() -> None:
    # scopt's ImmutableParserSpec (110 munit-style `test("…") { … }`) outlined as one object,
    # and akka-http's 225 ScalaTest specs as their classes: a pasted failure's `at
    # …Spec.scala:42` found the class, not the case. A suite is a namespace of its cases, each
    # a function named by its title (FlatSpec's by its sentence, as ScalaTest reports it);
    # utest's `Tests { … }` holds the suite's own, and a test holding tests is a suite.
    src = ("class ParserSpec extends AnyWordSpec {\n"
           '  test("int parser should parse 1", Slow) {\n    intParser("--foo", "1")\n  }\n'
           '  "The header parser" should {\n'
           '    "parse a header" in {\n      parse("a")\n    }\n'
           '    "tagged" taggedAs Slow in { ok }\n'
           '    "empty" when {\n      "idle" must { "wait" in { ok } }\n    }\n  }\n'
           '  it should "pop values" in { ok }\n'
           '  "A Stack" should "push" in { ok }\n'
           '  describe("A Set") {\n    it("is empty") { ok }\n  }\n'
           '  "specs2" >> { "works" >> { ok } }\n'
           '  "The host directive" - {\n    "blocks" in { ok }\n  }\n'
           '  fixture.test("tmp dir".ignore) { dir => ok }\n'
           "  before { setup() }\n"
           '  test(Success(23), f) { ok }\n'
           '  "a" -> { ok }\n'
           "}\n"
           "object PathTests extends TestSuite {\n"
           "  val tests = Tests {\n"
           '    test("Literals") {\n      test("valid") - { ok }\n    }\n'
           '    "escaped \\"x\\"" - { ok }\n  }\n}\n')
    chunks = chunk_file("src/test/scala/ParserSpec.scala", src, "scala")
    header = "ParserSpec.The header parser"
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "ParserSpec", 1, 27),
        ("method", "ParserSpec.int parser should parse 1", 2, 4),
        ("namespace", header, 5, 13),
        ("function", f"{header}.parse a header", 6, 8),
        ("function", f"{header}.tagged", 9, 9),
        ("namespace", f"{header}.empty", 10, 12),
        ("namespace", f"{header}.empty.idle", 11, 11),
        ("function", f"{header}.empty.idle.wait", 11, 11),
        ("method", "ParserSpec.should pop values", 14, 14),
        ("method", "ParserSpec.A Stack should push", 15, 15),
        ("namespace", "ParserSpec.A Set", 16, 18),
        ("function", "ParserSpec.A Set.is empty", 17, 17),
        ("namespace", "ParserSpec.specs2", 19, 19),
        ("function", "ParserSpec.specs2.works", 19, 19),
        ("namespace", "ParserSpec.The host directive", 20, 22),
        ("function", "ParserSpec.The host directive.blocks", 21, 21),
        ("method", "ParserSpec.tmp dir", 23, 23),
        ("method", "ParserSpec.before", 24, 24),
        ("class", "PathTests", 28, 35),
        ("property", "PathTests.tests", 29, 34),
        ("namespace", "PathTests.Literals", 30, 32),
        ("function", "PathTests.Literals.valid", 31, 31),
        ("method", 'PathTests.escaped "x"', 33, 33)]
    assert _find(chunks, f"{header}.parse a header").signature == '"parse a header" in'
    assert _find(chunks, header).signature == '"The header parser" should'
    assert 'parse("a")' in _find(chunks, f"{header}.parse a header").text
    # Scala 3's `test("x"):` and its indented block, which runs to the next token: the
    # comment above the next case is that case's doc, not the end of this one.
    src = ('class S extends munit.FunSuite:\n  test("x"):\n    ok\n\n'
           '  // The y case.\n  test("y"):\n    ok\n')
    assert [(c.qualified, c.start, c.end, c.doc) for c in chunk_file("S.scala", src, "scala")] == [
        ("S", 1, 7, ""), ("S.x", 2, 3, ""), ("S.y", 6, 7, "The y case.")]


def test_a_test_titled_with_a_leading_dot_joins_its_group_with_one_dot() -> None:
    # scopt's `test(".required() should fail …")` read `ImmutableParserSpec..required()`,
    # timex's `describe ".iso_day_to_date_tuple"` gave its tests a container with two dots.
    scala = ('class ParserSpec extends AnyFunSuite {\n'
             '  test(".required() should fail") {\n    ok\n  }\n}\n')
    chunks = chunk_file("ParserSpec.scala", scala, "scala")
    assert [c.qualified for c in chunks] == ["ParserSpec", "ParserSpec.required() should fail"]
    exs = ('defmodule HelpersTests do\n  use ExUnit.Case\n'
           '  describe ".iso_day" do\n    test "is a day" do\n      :ok\n    end\n  end\nend\n')
    tests = [c for c in chunk_file("test/helpers_test.exs", exs, "elixir") if c.kind == "function"]
    assert [(c.container, c.qualified) for c in tests] == [
        ("HelpersTests.iso_day", "HelpersTests.iso_day.is a day")]


def test_a_scaladoc_code_block_is_a_paragraph_of_its_own() -> None:
    # scopt's `OParser` doc read "A monadic commandline options parser. {{{ import
    # scopt.OParser val builder = …": ScalaDoc's `{{{` … `}}}` fences code as Markdown's
    # backticks do, so each opens a paragraph, and the address line's description ends
    # before the code. A Handlebars triple-stash in prose (`{{{body}}}`) is no fence.
    scala = ("/**\n * A monadic commandline options parser\n * {{{\n"
             " * val builder = OParser.builder[Config]\n * }}}\n * Then parse the arguments.\n"
             " */\nclass OParser\n\n"
             "/**\n * {{{\n * val x = 1\n * }}}\n */\nclass OnlyCode\n\n"
             "/** Renders {{{body}}}\n  * unescaped. */\nclass Stash\n")
    assert [(c.name, c.doc) for c in chunk_file("OParser.scala", scala, "scala")] == [
        ("OParser", "A monadic commandline options parser\n"
                    "{{{ val builder = OParser.builder[Config]\n}}} Then parse the arguments."),
        ("OnlyCode", "{{{ val x = 1\n}}}"),
        ("Stash", "Renders {{{body}}} unescaped.")]


def test_scala_class_parameters_are_properties_of_the_class() -> None:
    # akka-http's `HttpEntity.Default(contentType: ContentType, contentLength: Long, …)` and
    # `Strict(val contentType: ContentType, …)` declared their members only in the class's
    # header. Every parameter of a case class's first list is a public val; a plain class's
    # `val`/`var` ones are members; a plain parameter, and a case class's second list, not.
    scala = ("/** An entity.\n  *\n  * @param contentLength its length\n  *   in bytes\n  */\n"
             "final case class Default(\n  contentType: ContentType,\n  contentLength: Long,\n"
             "  /** Its bytes. */\n  data: Source[ByteString, Any] = Source.empty)(implicit ec: Ec)\n"
             "    extends HttpEntity\n\n"
             "class Strict(val contentType: ContentType, private var n: Int, plain: Int) {\n"
             "  def f = 1\n}\n"
             "trait Named(val name: String)\n")
    chunks = chunk_file("HttpEntity.scala", scala, "scala")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks][1:] == [
        ("property", "Default.contentType", 7, 7, "contentType: ContentType", ""),
        ("property", "Default.contentLength", 8, 8, "contentLength: Long", "its length in bytes"),
        ("property", "Default.data", 10, 10, "data: Source[ByteString, Any] = Source.empty",
         "Its bytes."),
        ("class", "Strict", 13, 15, "class Strict(val contentType: ContentType, private var n: Int,"
         " plain: Int)", ""),
        ("property", "Strict.contentType", 13, 13, "val contentType: ContentType", ""),
        ("property", "Strict.n", 13, 13, "private var n: Int", ""),
        ("method", "Strict.f", 14, 14, "def f", ""),
        ("trait", "Named", 16, 16, "trait Named(val name: String)", ""),
        ("property", "Named.name", 16, 16, "val name: String", "")]
