"""Java's declarations from the real grammar (`grammars_typed.py`): annotations, modules,
enum constants and record components.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_java_annotations_stay_out_of_signatures() -> None:
    chunks = _chunks("Sample.java")
    find = _find(chunks, "UserService.find")
    assert find.signature == "public String find(int id)"
    assert find.start == 16  # @Override line
    user = _find(chunks, "UserService.Api.user")
    assert user.signature == 'Call<User> user(@Path("id") int id)'
    assert _find(chunks, "UserService").doc == "A user service."


def test_java_module_declaration_is_a_module_chunk() -> None:
    # classgraph's module-info.java was one whole-file chunk: `module io.github.classgraph`
    # could not be found by its name, and its Javadoc read as the file's.
    java = ("/* Copyright (c) 2019 Luke Hutchison */\n\n"
            "import org.jspecify.annotations.NullMarked;\n\n"
            "/**\n * The uber-fast classpath and module scanner.\n */\n"
            "@NullMarked\n"
            "open module io.github.classgraph {\n"
            "    exports io.github.classgraph;\n"
            "    requires transitive io.github.classgraph.classpath;\n"
            "}\n")
    chunks = chunk_file("src/main/java/module-info.java", java, "java")
    module = [c for c in chunks if c.kind == "module"]
    assert [(c.name, c.start, c.end) for c in module] == [("io.github.classgraph", 8, 12)]
    assert module[0].doc == "The uber-fast classpath and module scanner."
    assert module[0].signature == "open module io.github.classgraph"


def test_java_enum_constants_and_php_enum_cases_are_constants() -> None:
    # gson's FieldNamingPolicy outline listed none of its seven constants; monolog's
    # `Level::Critical` found `toPsrLogLevel`, its cases being no declarations.
    java = ("public enum FieldNamingPolicy implements FieldNamingStrategy {\n"
            "  /** Leaves the field name unchanged. */\n"
            "  IDENTITY() {\n    @Override\n    public String translateName(Field f) {\n"
            "      return f.getName();\n    }\n  },\n\n"
            "  // Upper case.\n  @Deprecated UPPER(1, \"u\");\n\n"
            "  FieldNamingPolicy(int n, String s) {}\n}\n")
    chunks = chunk_file("FieldNamingPolicy.java", java, "java")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("enum", "FieldNamingPolicy", 1, 14,
         "public enum FieldNamingPolicy implements FieldNamingStrategy", ""),
        ("constant", "FieldNamingPolicy.IDENTITY", 3, 8, "IDENTITY()",
         "Leaves the field name unchanged."),
        # A constant's class body holds methods (jsoup's `InBody { … }`: 700 lines, and none
        # of its methods, `inBodyStartTag` among them, was a declaration).
        ("method", "FieldNamingPolicy.IDENTITY.translateName", 4, 7,
         "public String translateName(Field f)", ""),
        ("constant", "FieldNamingPolicy.UPPER", 11, 11, 'UPPER(1, "u")', "Deprecated. Upper case."),
        ("constructor", "FieldNamingPolicy.FieldNamingPolicy", 13, 13,
         "FieldNamingPolicy(int n, String s)", "")]
    php = ("<?php\nenum Level: int\n{\n    /**\n     * Detailed debug information\n     */\n"
           "    case Debug = 100;\n    case Critical = 500;\n\n"
           "    public function toPsrLogLevel(): string\n    {\n        return 'x';\n    }\n}\n")
    assert [(c.kind, c.qualified, c.signature, c.doc) for c in chunk_file("Level.php", php, "php")] == [
        ("enum", "Level", "enum Level: int", ""),
        ("constant", "Level.Debug", "case Debug = 100", "Detailed debug information"),
        ("constant", "Level.Critical", "case Critical = 500", ""),
        ("method", "Level.toPsrLogLevel", "public function toPsrLogLevel(): string", "")]


def test_java_record_components_are_properties_of_the_record() -> None:
    # gson's and moshi's records (`record RecordWithPrimitives(String aString, byte aByte, …)`)
    # declared their accessors only in the header, as C# records' positional parameters did.
    java = ("/**\n * A point.\n * @param x the x\n *   coordinate\n */\n"
            "public record Point(int x, int y) {\n  public Point {}\n  double dist() { return 0; }\n}\n"
            "class A {\n  void f(int a) {}\n  record R(String name) implements X {}\n}\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("Point.java", java, "java")] == [
        ("class", "Point", 6, "public record Point(int x, int y)",
         "A point. @param x the x coordinate"),
        ("property", "Point.x", 6, "int x", "the x coordinate"),
        ("property", "Point.y", 6, "int y", ""),
        ("constructor", "Point.Point", 7, "public Point", ""),
        ("method", "Point.dist", 8, "double dist()", ""),
        ("class", "A", 10, "class A", ""), ("method", "A.f", 11, "void f(int a)", ""),
        ("class", "A.R", 12, "record R(String name) implements X", ""),
        ("property", "A.R.name", 12, "String name", "")]
