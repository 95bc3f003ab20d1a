"""Which comment is a declaration's doc, in any language (`comments.py`, `banners.py`,
`licenses.py`, `commented.py`, `doctext.py`): the nearest block, banners, rules, license
headers and code commented out.
"""
from __future__ import annotations

import time

import pytest

from codesift.chunk import chunk_file


def test_comments_above_a_container_s_first_member_are_its_doc() -> None:
    # tree-sitter-ruby makes the comments before a class's first member children of the
    # `class` node: rake's `FileTask` and its `needed?` had no doc, their words in the module's
    # text. Python's `class X:` holds them the same way. (`module Rake`, only nesting the
    # class, is a scope: no chunk.)
    ruby = ("module Rake\n\n  # A FileTask is a task.\n  #\n  class FileTask < Task # :nodoc:\n\n"
            "    # Is this file task needed?\n    def needed?\n      true\n    end\n\n"
            "    # Time stamp.\n    def timestamp\n    end\n  end\nend\n")
    chunks = chunk_file("lib/rake/file_task.rb", ruby, "ruby")
    assert [(c.qualified, c.doc) for c in chunks] == [
        ("Rake.FileTask", "A FileTask is a task."),
        ("Rake.FileTask.needed?", "Is this file task needed?"),
        ("Rake.FileTask.timestamp", "Time stamp.")]
    assert "Is this file task needed" not in chunks[0].text
    # Only the block right above the member: not one a blank line before, not the header's own.
    py = "class A:  # header\n    # stale\n\n    # The limit.\n    limit: int = 3\n"
    assert [(c.name, c.doc) for c in chunk_file("a.py", py, "python")] == [
        ("A", ""), ("limit", "The limit.")]


def test_comments_above_a_block_are_not_its_first_member_s_doc() -> None:
    # The members of a JavaScript block are the block itself: the comment above the block
    # became the doc of its first constant.
    js = "/** Admin helpers. */\n{\n  const limit = 1;\n  function foo() {}\n}\n"
    assert [(c.name, c.doc) for c in chunk_file("a.js", js, "javascript")] == [
        ("limit", ""), ("foo", "")]


def test_a_doc_comment_is_the_doc_without_plain_comments_above_it() -> None:
    # zod's `// jsonString(params?): this;` (code left commented out) above `/** @deprecated … */`
    # began xid's doc.
    ts = ("class S {\n"
          "  // jsonString(params?: string): this;\n"
          "  /** @deprecated Use z.jsonString() instead. */\n"
          "  xid(p: string): this { return this; }\n"
          "  // Checks it.\n  // Twice.\n"
          "  y(): void {}\n}\n")
    rust = "// SAFETY: the caller holds the lock.\n/// Frees it.\nunsafe fn free() {}\n"
    assert [c.doc for c in chunk_file("s.ts", ts, "typescript")] == [
        "", "@deprecated Use z.jsonString() instead.", "Checks it. Twice."]
    assert chunk_file("a.rs", rust, "rust")[0].doc == "Frees it."


def test_of_stacked_comment_blocks_the_nearest_is_the_doc() -> None:
    # cJSON.h: the comment under `cJSON_Duplicate(…);` documents it, and began the doc of
    # cJSON_Compare after the comment of its own. Comments written a line at a time (`//`,
    # decNumber's boxes of one-line `/* */`) are one block; line comments under a doc
    # comment are notes on it (jsoup's `// performance sensitive`), and a tool pragma under
    # a block (json-c's `/* clang-format off */`) says nothing.
    c = ("int cJSON_Duplicate(const cJSON *item);\n"
         "/* Duplicate will create a new, identical cJSON item to the one you pass,\n"
         " * in new memory that will need to be released. */\n"
         "/* Recursively compare two cJSON items for equality. If either a or b is NULL\n"
         " * or invalid, they will be considered unequal. */\n"
         "int cJSON_Compare(const cJSON *a, const cJSON *b);\n\n"
         "// Returns the length of the string,\n// not counting the terminator.\n"
         "int len(const char *s);\n\n"
         "/* decFloatCopy -- copy a decFloat as-is */\n/*   returns result */\n"
         "int copy(int x);\n\n"
         "/*\n mix -- mix 3 32-bit values reversibly.\n*/\n/* clang-format off */\n"
         "int mix(int a);\n")
    assert [(c.name, c.doc) for c in chunk_file("cJSON.h", c, "c")] == [
        ("cJSON_Duplicate", ""),
        ("cJSON_Compare", "Recursively compare two cJSON items for equality. If either a or b "
                          "is NULL or invalid, they will be considered unequal."),
        ("len", "Returns the length of the string, not counting the terminator."),
        ("copy", "decFloatCopy -- copy a decFloat as-is returns result"),
        ("mix", "mix -- mix 3 32-bit values reversibly.")]
    java = ("class Element {\n  /**\n   * Tests if this element has a class.\n   */\n"
            "  // performance sensitive\n  public boolean hasClass(String name) { return true; }\n}\n")
    assert chunk_file("Element.java", java, "java")[1].doc == "Tests if this element has a class."


def test_code_commented_out_above_a_declaration_is_no_doc() -> None:
    # json-c's json_pointer_private.h: an old declaration left in `//` lines read as the doc
    # of the one that replaced it; a `/**` comment's example may end in `}` and stays.
    c = ("// replaced by json_pointer_set_cb\n"
         "// typedef int(*json_pointer_array_set_cb)(json_object *parent, size_t idx,\n"
         "//                                         json_object *value, void *priv);\n"
         "typedef int(*json_pointer_set_cb)(json_object *parent, const char *key);\n\n"
         "/** Frees it: `if (p) { put(p); }` */\n"
         "void put(void *p);\n")
    assert [(x.name, x.doc) for x in chunk_file("json_pointer_private.h", c, "c")] == [
        ("json_pointer_set_cb", "replaced by json_pointer_set_cb"),
        ("put", "Frees it: `if (p) { put(p); }`")]
    # Prose ending as code may: a `;` with no call, a parenthesis after a space, a block
    # comment whose example ends it (hiredis's redisFormatCommand), a rule of stars below.
    prose = ("// appendKeyValue writes key=value. Keys are written verbatim (unquoted/unescaped);\n"
             "// values are subject to quoting/escaping.\n"
             "int append(void);\n\n"
             "/* Format a command. Example:\n"
             " * len = redisFormatCommand(target, \"GET %s\", key);\n */\n"
             "int format(void);\n\n"
             "/* Compute the frobnication. */\n/*********/\nint frob(void);\n")
    assert [x.doc for x in chunk_file("a.c", prose, "c")] == [
        "appendKeyValue writes key=value. Keys are written verbatim (unquoted/unescaped); "
        "values are subject to quoting/escaping.",
        'Format a command. Example: len = redisFormatCommand(target, "GET %s", key);',
        "Compute the frobnication."]


def test_a_doc_above_a_conditional_group_reaches_the_declaration_below_it() -> None:
    # serilog's ILogger.cs: a `///` block, then `#if FEATURE_DEFAULT_INTERFACE` /
    # `[CustomDefaultMethodImplementation]` / `#endif`, then the member: the parse with the
    # directive lines blanked (conditionals.best_parse) left a blank line between doc and
    # member, and IsEnabled had no doc; PropertyBinder's `#if`/`#else` between two signatures
    # likewise. A group holding no declaration (`#pragma` only) passes too, in C# and in C,
    # and so do the braces of a C group's earlier branch (jq's `umain`/`main`).
    cs = ("public interface ILogger\n{\n"
          "    /// <summary>\n    /// Determine if events will be passed through.\n"
          "    /// </summary>\n#if FEATURE_DEFAULT_INTERFACE\n"
          "    [CustomDefaultMethodImplementation]\n#endif\n"
          "    bool IsEnabled(LogEventLevel level)\n#if FEATURE_DEFAULT_INTERFACE\n"
          "        => true\n#endif\n    ;\n\n"
          "    /// <summary>Create properties.</summary>\n#if FEATURE_SPAN\n"
          "    EventProperty[] ConstructProperties(ReadOnlySpan<object?> values)\n#else\n"
          "    EventProperty[] ConstructProperties(object?[] values)\n#endif\n"
          "    {\n        return null;\n    }\n}\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("ILogger.cs", cs, "csharp")
            if c.kind == "method"] == [
        ("IsEnabled", 7, "Determine if events will be passed through."),
        ("ConstructProperties", 17, "Create properties.")]
    cs = ("class C\n{\n    /// <summary>Writes.</summary>\n#if NET\n"
          "#pragma warning disable CS0618\n#endif\n    void Write() { }\n}\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("C.cs", cs, "csharp")] == [
        ("C", 1, ""), ("Write", 7, "Writes.")]
    c = ("int z;\n\n/** Runs it. */\n#ifdef __MVS__\nint umain(int a) {\n#else\n"
         "int main(int a) {\n#endif\n  return a;\n}\n\n"
         "/** Doc of m. */\n#ifdef X\n#pragma weak m\n#endif\nint m(void);\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("a.c", c, "c")] == [
        ("z", 1, ""), ("main", 7, "Runs it."), ("m", 16, "Doc of m.")]


def test_a_license_header_or_a_rule_is_no_doc() -> None:
    # okio's build scripts: a license block right above the first `//` comment was merged into
    # its function's doc; json-c's `/*****/` rules were the doc of each function under one.
    source = ("/*\n * Copyright (C) 2023 Square, Inc.\n */\n// Returns one.\nint one(void) { return 1; }\n\n"
              "/*****************/\nint two(void) { return 2; }\n\n"
              "/** Prints the copyright notice. */\nint three(void) { return 3; }\n")
    assert [(c.name, c.doc) for c in chunk_file("a.c", source, "c")] == [
        ("one", "Returns one."), ("two", ""), ("three", "Prints the copyright notice.")]


def test_a_banner_is_no_doc() -> None:
    # Unity's generated runners: `/*=======MAIN=====*/` was the doc of `main`; decNumber's
    # `/* ----- Macros ----- */` began the doc under it, zod's `//////////  ZodString
    # //////////` each schema's. A doc comment's own `/**` and `**/` frame no banner.
    c = ("/*=======MAIN=====*/\nint main(void)\n{\n  return UnityEnd();\n}\n\n"
         "/* ----- Macros ----- */\n/* ISZERO -- return true if decNumber dn is a zero */\n"
         "#define ISZERO(dn) ((dn)->digits == 1)\n\n"
         "/*-------------------------------------------------------\n"
         " * Language Features Available\n"
         " *-------------------------------------------------------*/\n"
         "#define UNITY_WEAK_ATTRIBUTE 1\n\n"
         "/**\n * Frees the buffer.\n **/\nvoid buf_free(void);\n")
    assert [(c.name, c.doc) for c in chunk_file("testsample_cmd.c", c, "c")] == [
        ("main", ""), ("ISZERO", "ISZERO -- return true if decNumber dn is a zero"),
        ("UNITY_WEAK_ATTRIBUTE", ""), ("buf_free", "Frees the buffer.")]
    ts = ("//////////////////////////////////////////\n"
          "//////////      ZodString       //////////\n"
          "//////////////////////////////////////////\n"
          "export interface ZodString {}\n")
    assert chunk_file("schemas.ts", ts, "typescript")[0].doc == ""


def test_a_title_between_two_dashes_is_a_banner() -> None:
    # yup's `//-- transforms --` above `ensure()` was its doc: a rule of two dashes (or `==`,
    # `~~`, `##`) on both sides frames a section's title too. A dunder is no rule.
    ts = ("class StringSchema {\n"
          "  //-- transforms --\n"
          "  ensure(): this {\n"
          "    return this;\n"
          "  }\n"
          "  // == Tests ==\n"
          "  min(n: number) {}\n"
          "  // __proto__\n"
          "  proto() {}\n"
          "}\n")
    got = [(c.name, c.doc) for c in chunk_file("src/string.ts", ts, "typescript")]
    assert got == [("StringSchema", ""), ("ensure", ""), ("min", ""), ("proto", "__proto__")]


def test_a_title_ruled_off_on_one_side_is_no_part_of_the_doc() -> None:
    # gorilla/schema's `// TextUnmarshaler helpers -----…` above `// unmarshaller contains …`
    # read "TextUnmarshaler helpers ----…- unmarshaller contains …": a section's heading, a
    # rule after its title (or before it), heads the comment under it. A short dash stays.
    go = ("package schema\n\n"
          "// TextUnmarshaler helpers ----------------------------------------------------\n"
          "// unmarshaller contains information about a TextUnmarshaler type\n"
          "type unmarshaler struct {\n\tIsValid bool\n}\n\n"
          "// Errors ---------------------------------------------------------------------\n\n"
          "// ConversionError stores information about a failed conversion.\n"
          "type ConversionError struct{}\n\n"
          "// ---------- Encoding\n"
          "func encode() {}\n\n"
          "// Pad pads x -- with spaces\n"
          "func Pad() {}\n")
    got = [(c.name, c.doc) for c in chunk_file("decoder.go", go, "go") if c.kind != "file"]
    assert got == [("unmarshaler", "unmarshaller contains information about a TextUnmarshaler type"),
                   ("ConversionError", "ConversionError stores information about a failed conversion."),
                   ("encode", ""), ("Pad", "Pad pads x -- with spaces")]
    c = "/* Helpers ---------------- */\n/* Frees the buffer. */\nvoid buf_free(void);\n"
    assert chunk_file("buf.h", c, "c")[0].doc == "Frees the buffer."


def test_a_box_of_a_few_title_lines_is_a_banner_and_a_rule_in_a_doc_says_nothing() -> None:
    # lz4.h's `/*-*****` box of two title lines was the doc of the typedef under it, read
    # "-*****… Streaming Decompression Functions …"; a box whose rule then goes on to text,
    # "-*****… Private Definitions …". A rule inside a comment is a paragraph break.
    c = ("/*-**********************************************\n"
         "*  Streaming Decompression Functions\n"
         "*  Bufferless synchronous API\n"
         "************************************************/\n"
         "typedef union LZ4_streamDecode_u LZ4_streamDecode_t;\n\n"
         "/*-************************************************************\n"
         " *  Private Definitions\n"
         " **************************************************************\n"
         " * Do not use these definitions directly.\n"
         " **************************************************************/\n"
         "#define LZ4_HASHLOG   (LZ4_MEMORY_USAGE-2)\n")
    assert [(x.name, x.doc) for x in chunk_file("lib/lz4.h", c, "c")] == [
        ("LZ4_streamDecode_t", ""),
        ("LZ4_HASHLOG", "Private Definitions\nDo not use these definitions directly.")]
    # Lines under a rule with none below them are a doc (timex's `parse_array`).
    ex = ("defmodule P do\n  ################\n  # Parses an array of a primitive type, ex:\n"
          "  #   parse_array(<<\"test\">>, 2, &parse_uchar/1)\n  ###\n"
          "  defp parse_array(data, 0, _parser), do: {[], data}\nend\n")
    assert [x.doc for x in chunk_file("lib/parser.ex", ex, "elixir") if x.name == "parse_array"] \
        == ["Parses an array of a primitive type, ex: parse_array(<<\"test\">>, 2, &parse_uchar/1)"]


@pytest.mark.parametrize("unit", ["-=", "-", "/", "// -", "#", "* "])
def test_a_comment_of_rules_is_read_in_linear_time(unit: str) -> None:
    # The banner check, a regex until the review, backtracked over every split of a long rule:
    # a 1,200-character `-=-=…a` comment took 2 s, a `# ###…a###…` one minutes. Compared
    # with a comment of plain words of the same length: a ratio, not a timed budget.
    from codesift.chunk.doctext import says_nothing

    hostile = (unit * 1_000)[:600] + "a"
    plain = "word " * (len(hostile) // 5)
    took = []
    for comment in (plain, hostile) * 3:
        start = time.process_time()
        says_nothing(comment)
        took.append(time.process_time() - start)
    assert min(took[1::2]) < min(took[0::2]) * 50 + 0.001, took


def test_review_a_boxed_sentence_and_a_doc_over_a_work_note_stay_docs() -> None:
    # The review: a one-sentence doc in a box of stars read as a banner; a `/* TODO */` line
    # under a function's doc block was taken as the nearest block, so the doc.
    c = ("/*****************************\n * Returns the length of the string.\n"
         " *****************************/\nint strlen2(const char *s);\n\n"
         "/*\n * Compute the FNV-1a hash of buf.\n */\n/* TODO: vectorize */\n"
         "unsigned hash(const char *buf);\n")
    assert [(c.name, c.doc) for c in chunk_file("str.h", c, "c")] == [
        ("strlen2", "Returns the length of the string."),
        ("hash", "Compute the FNV-1a hash of buf.")]


def test_a_tools_line_is_dropped_before_the_blocks_are_read_a_doc_comment_stays() -> None:
    # A `--stylua: ignore` over `--- Title` / `---` framed the title as a banner's (Lua's
    # `--` and `---` read as rules): mini.nvim's `MiniHues.apply_palette` lost "Apply
    # palette". A doc comment told to a tool stays: yams' `// Sequence` / `/// :nodoc:` over
    # `makeIterator` has no doc, not the label.
    lua = ("local M = {}\n--stylua: ignore\n--- Apply palette\n---\n--- Create highlight groups.\n"
           "M.apply = function(palette) return palette end\nreturn M\n")
    assert chunk_file("hues.lua", lua, "lua")[0].doc == "Apply palette\nCreate highlight groups."
    swift = ("extension Node.Sequence: MutableCollection {\n    // Sequence\n    /// :nodoc:\n"
             "    public func makeIterator() -> Array<Node>.Iterator {\n        return nodes.makeIterator()\n"
             "    }\n}\n")
    chunks = chunk_file("Node.Sequence.swift", swift, "swift")
    assert [(c.name, c.doc) for c in chunks if c.name == "makeIterator"] == [("makeIterator", "")]
