"""C's declarations from the real grammar (`grammars_c.py`, `c_*.py`, `rewrite_c.py`,
`conditionals.py`): macros the grammar cannot read, conditional groups, prototypes, typedefs,
and the docs written beside or under them.
"""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file
from codesift.chunk.conditionals import blank_split_statements
from codesift.chunk.rewrite_c import rewrite_c

from chunk_fixtures import find_chunk as _find


def test_c_conditional_groups_that_split_braces_keep_the_functions_after_them() -> None:
    # jq's jv_print.c: `#ifdef USE_DECNUM … } else { #endif` and a later `#ifdef … } #endif`
    # ran jv_dump_term to the end of the file, and the five functions after it had no chunk.
    c = ('static void jv_dump_term(int x, int flags) {\n'
         '  switch (kind(x)) {\n'
         '  case JV_KIND_NUMBER: {\n'
         '    if (is_nan(x)) {\n'
         '      put_str("null");\n'
         '    } else {\n'
         '#ifdef USE_DECNUM\n'
         '      const char * literal_data = literal(x);\n'
         '      if (literal_data) {\n'
         '        put_str(literal_data);\n'
         '      } else {\n'
         '#endif\n'
         '        double d = value(x);\n'
         '        put_str(fmt(d));\n'
         '      }\n'
         '#ifdef USE_DECNUM\n'
         '    }\n'
         '#endif\n'
         '    break;\n'
         '  }\n'
         '  default:\n'
         '    break;\n'
         '  }\n'
         '}\n'
         '\n'
         '/* Print a value. */\n'
         'void jv_show(int x) {\n'
         '  jv_dump_term(x, 0);\n'
         '}\n'
         '\n'
         'int jv_dumpf(int x) {\n'
         '  return x;\n'
         '}\n')
    chunks = chunk_file("src/jv_print.c", c, "c")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("function", "jv_dump_term", 1, 24), ("function", "jv_show", 27, 29),
        ("function", "jv_dumpf", 31, 33)]
    assert _find(chunks, "jv_show").doc == "Print a value."


def test_c_a_comment_ending_a_global_s_or_a_macro_s_line_is_its_doc() -> None:
    # linenoise describes its state beside it (`static int maskmode = 0; /* Show "***" … */`,
    # `#define REFRESH_CLEAN (1<<0)    // Clean the old prompt …`): 8 globals and macros had
    # no doc. A comment above still wins; a `//` in a string or in a macro's continued body is
    # none; the comment ending the line above is that line's, not the doc of the next.
    c = ('static int maskmode = 0; /* Show "***" instead of input. */\n'
         'static int rawmode = 0;\n'
         '/* Above wins. */\n'
         'static int mlmode = 0; /* beside */\n'
         '#define REFRESH_CLEAN (1<<0)    // Clean the old prompt from the screen\n'
         '#define ONE 1 /* one */\n'
         '#define URL "http://x"\n'
         '#define N(x) \\\n  g(x) // gee\n')
    docs = {ch.name: ch.doc for ch in chunk_file("linenoise.c", c, "c")}
    assert docs == {"maskmode": 'Show "***" instead of input.', "rawmode": "",
                    "mlmode": "Above wins.", "REFRESH_CLEAN": "Clean the old prompt from the screen",
                    "ONE": "one", "URL": "", "N": ""}


def test_c_a_macro_word_before_a_declarations_type_keeps_it() -> None:
    # zlib: `#define local static` (in zutil.h, not the file) and `ZEXTERN` read as the type
    # left the real type an error, and the declaration was dropped as misread: deflate.c's
    # `configuration_table` (the level → strategy table), trees.c's tables and zlib.h's 96
    # public prototypes were not in the index. Functions were read through the same error.
    source = ("local const config configuration_table[2] = {\n"
              "/* 0 */ {0,    0,  0,    0, deflate_stored},  /* store only */\n"
              "/* 1 */ {4,    4,  8,    4, deflate_fast}};\n"
              "local int next_ptr = 0;\n"
              "ZEXTERN int ZEXPORT deflate(z_streamp strm, int flush);\n"
              "ZEXTERN const char * ZEXPORT zlibVersion(void);\n"
              "local void slide_hash(deflate_state *s) {\n}\n")
    chunks = chunk_file("deflate.c", source, "c")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("constant", "configuration_table", 1, 3), ("variable", "next_ptr", 4, 4),
        ("prototype", "deflate", 5, 5), ("prototype", "zlibVersion", 6, 6),
        ("function", "slide_hash", 7, 8)]
    assert chunks[0].signature == "local const config configuration_table[2] = {…}"
    assert chunks[2].signature == "ZEXTERN int deflate(z_streamp strm, int flush)"


def test_c_a_prototypes_doc_written_under_it_or_beside_it() -> None:
    # zlib.h writes its whole API's docs under each prototype (minizip's unzip.h too): none
    # had a doc. A comment under a prototype with another above it (libevent's export macro
    # line between) stays the next one's; a comment ending a table's or a multi-line
    # prototype's last line describes its last row or parameter (deflate.c's level 1, puff.h's
    # `sourcelen`); Doxygen's `/**<` loses its `<` (lz4's `LZ4_versionNumber`).
    header = ("ZEXTERN int ZEXPORT deflate(z_streamp strm, int flush);\n"
              "/*\n    deflate compresses as much data as possible, and stops when the input\n"
              "  buffer becomes empty or the output buffer becomes full.\n*/\n\n"
              "/**\n  Allocate storage for a new evbuffer.\n */\n"
              "EVENT2_EXPORT_SYMBOL\n"
              "struct evbuffer *evbuffer_new(void);\n"
              "/**\n  Deallocate storage for an evbuffer.\n */\n"
              "EVENT2_EXPORT_SYMBOL\n"
              "void evbuffer_free(struct evbuffer *buf);\n\n"
              "int puff(unsigned char *dest,           /* pointer to destination */\n"
              "         unsigned long *sourcelen);     /* amount of input available */\n"
              "int LZ4_versionNumber (void);  /**< library version number */\n"
              "local const config configuration_table[2] = {\n"
              "/* 0 */ {0,    0,  0,    0, deflate_stored},  /* store only */\n"
              "/* 1 */ {4,    4,  8,    4, deflate_fast}}; /* max speed, no lazy matches */\n")
    docs = [(c.name, c.doc) for c in chunk_file("zlib.h", header, "c")]
    assert docs == [
        ("deflate", "deflate compresses as much data as possible, and stops when the input "
                    "buffer becomes empty or the output buffer becomes full."),
        ("evbuffer_new", "Allocate storage for a new evbuffer."),
        ("evbuffer_free", "Deallocate storage for an evbuffer."),
        ("puff", ""), ("LZ4_versionNumber", "library version number"),
        ("configuration_table", "")]


def test_c_plain_comment_above_an_export_macro_line_documents_the_prototype() -> None:
    # libsodium's `/* … */` / `SODIUM_EXPORT` / `int sodium_memcmp(…);`: the macro's line,
    # blanked for the parse, is no code between the comment and the prototype, as an `#if`
    # line is none; a `/**` one read so already (libevent). A blank line still ends the doc,
    # and a macro silencing a warning is the one its comment is about.
    header = ("/*\n * WARNING: sodium_memcmp() must be used to compare secret keys.\n */\n"
              "SODIUM_EXPORT\n"
              "int sodium_memcmp(const void *const b1_, const void *const b2_, size_t len)\n"
              "    __attribute__((warn_unused_result));\n\n"
              "// Streaming API with standard domain\n"
              "SODIUM_EXPORT\n"
              "int crypto_xof_init(crypto_xof_state *state);\n\n"
              "/* Section: helpers */\n\n"
              "SODIUM_EXPORT\n"
              "int sodium_is_zero(const unsigned char *n, const size_t nlen);\n\n"
              "/* some older versions of GCC warn here */\n"
              "LIB_DISABLE_WARNINGS\n"
              "int quiet(void);\n")
    docs = [(c.name, c.doc) for c in chunk_file("utils.h", header, "c")]
    assert docs == [
        ("sodium_memcmp", "WARNING: sodium_memcmp() must be used to compare secret keys."),
        ("crypto_xof_init", "Streaming API with standard domain"),
        ("sodium_is_zero", ""), ("quiet", "")]


def test_c_an_export_macro_on_the_line_above_is_the_function_s_return_type() -> None:
    # libyaml's whole API: `YAML_DECLARE(int)` / `yaml_parser_initialize(…)`, the macro
    # blanked as a call alone on its line, left a function with no type; api.c read as one
    # function named `void` and yaml.h's 49 documented prototypes as nothing.
    source = ("/*\n * Get the library version.\n */\n"
              "YAML_DECLARE(const char *)\nyaml_get_version_string(void)\n{\n"
              "    return YAML_VERSION_STRING;\n}\n\n"
              "/** Initialize a parser. */\n\nYAML_DECLARE(int)\n"
              "yaml_parser_initialize(yaml_parser_t *parser);\n\n"
              "YAML_DECLARE(void *)\nyaml_malloc(size_t size)\n{\n    return malloc(size);\n}\n")
    chunks = chunk_file("src/api.c", source, "c")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("function", "yaml_get_version_string", 4, 8),
        ("prototype", "yaml_parser_initialize", 12, 13),
        ("function", "yaml_malloc", 15, 19)]
    assert [c.doc for c in chunks[:2]] == ["Get the library version.", "Initialize a parser."]
    # The export macro's name is no part of the signature: its type is (``test_c_an_export_
    # macro_wrapping_the_return_type_is_read_as_the_type``).
    assert chunks[2].signature == "void * yaml_malloc(size_t size)"


def test_c_an_attribute_macro_between_the_return_type_and_the_name_is_blanked() -> None:
    # expat.h's `XMLPARSEAPI(void *)` / `XML_ATTR_ALLOC_SIZE(2)` / `XML_MemMalloc(…);`: the
    # attribute's call, kept as if it were the return type, made the next eight declarations
    # one function named XML_ATTR_ALLOC_SIZE over 65 lines. GNU style's `static void` /
    # `G_GNUC_PRINTF(1, 2)` / `log_msg(…)` made its file one whole-file chunk.
    header = ("/* Exposing the memory handling functions used in Expat */\n"
              "XMLPARSEAPI(void *)\nXML_ATTR_MALLOC\nXML_ATTR_ALLOC_SIZE(2)\n"
              "XML_MemMalloc(XML_Parser parser, size_t size);\n\n"
              "XMLPARSEAPI(void *)\nXML_ATTR_ALLOC_SIZE(3)\n"
              "XML_MemRealloc(XML_Parser parser, void *ptr, size_t size);\n\n"
              "/* Frees memory used by the parser. */\nXMLPARSEAPI(void)\n"
              "XML_ParserFree(XML_Parser parser);\n")
    chunks = chunk_file("lib/expat.h", header, "c")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("prototype", "XML_MemMalloc", 2, 5), ("prototype", "XML_MemRealloc", 7, 9),
        ("prototype", "XML_ParserFree", 12, 13)]
    assert chunks[0].signature == "void * XML_MemMalloc(XML_Parser parser, size_t size)"
    gnu = "static void\nG_GNUC_PRINTF(1, 2)\nlog_msg(const char *fmt, ...) {\n  return;\n}\n"
    assert [(c.kind, c.name, c.signature) for c in chunk_file("log.c", gnu, "c")] == [
        ("function", "log_msg", "static void log_msg(const char *fmt, ...)")]


def test_c_an_export_macro_wrapping_the_return_type_is_read_as_the_type() -> None:
    # cJSON's 184 `CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);` were signed with the
    # macro around their type, and expat.h (read as C++, `extern "C"`) lost all 73 of its
    # `XMLPARSEAPI(void)` / `XML_SetElementDeclHandler(…);` prototypes, three variables named
    # `void`. A macro named as an export, wrapping one type, before a declarator: its type.
    header = ('#define CJSON_PUBLIC(type) type\n'
              '/* Parse a document. */\nCJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);\n'
              'static CJSON_PUBLIC(const char*) cJSON_Version(void) { return v; }\n'
              'XMLPARSEAPI(void)\nXML_SetElementDeclHandler(XML_Parser parser, int eldecl);\n'
              'XMLPARSEAPI(XML_Size) XML_GetCurrentLineNumber(XML_Parser parser);\n')
    for lang in ("c", "cpp"):
        chunks = chunk_file("cJSON.h", 'extern "C" {\n' + header + "}\n", lang)
        assert [(c.kind, c.name, c.start, c.signature) for c in chunks] == [
            ("macro", "CJSON_PUBLIC", 2, "#define CJSON_PUBLIC(type) type"),
            ("prototype", "cJSON_Parse", 4, "cJSON * cJSON_Parse(const char *value)"),
            ("function", "cJSON_Version", 5, "static const char* cJSON_Version(void)"),
            ("prototype", "XML_SetElementDeclHandler", 6,
             "void XML_SetElementDeclHandler(XML_Parser parser, int eldecl)"),
            ("prototype", "XML_GetCurrentLineNumber", 8,
             "XML_Size XML_GetCurrentLineNumber(XML_Parser parser)")], lang
        assert chunks[1].doc == "Parse a document."
    # Not a macro named otherwise (doctest's `DOCTEST_REF_WRAP(T)` stands for `T&`), nor one
    # of a string (Catch2's `SECTION("1") SUCCEED();`).
    for kept in (b"    DOCTEST_REF_WRAP(L) lhs();\n", b'    SECTION("1") SUCCEED();\n',
                 b"#define CJSON_PUBLIC(type) type\n"):
        assert rewrite_c(kept) == kept


def test_c_a_prototype_read_as_a_product_is_a_prototype() -> None:
    # libssh2.h's `LIBSSH2_SESSION *libssh2_session_init_ex(LIBSSH2_ALLOC_FUNC(*my_alloc), …);`
    # inside `extern "C" {` was read as a statement multiplying `LIBSSH2_SESSION` by a call,
    # and lost; no statement may stand there. In a function's body it stays a statement.
    source = ('extern "C" {\n/* Session API */\nLIBSSH2_SESSION *libssh2_session_init_ex(\n'
              "    LIBSSH2_ALLOC_FUNC(*my_alloc),\n    LIBSSH2_FREE_FUNC(*my_free), void *abstract);\n"
              "int other(void) {\n    a * f(b);\n    return 0;\n}\n}\n")
    for lang in ("c", "cpp"):
        chunks = chunk_file("libssh2.h", source, lang)
        assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
            ("prototype", "libssh2_session_init_ex", 3, 5,
             "LIBSSH2_SESSION *libssh2_session_init_ex(LIBSSH2_ALLOC_FUNC(*my_alloc), "
             "LIBSSH2_FREE_FUNC(*my_free), void *abstract)", "Session API"),
            ("function", "other", 6, 9, "int other(void)", "")], lang


def test_c_an_attribute_call_between_the_type_and_the_name_on_their_line() -> None:
    # tmux.h's `void printflike(1, 2) cfg_add_cause(const char *, ...);` made an error over
    # its last 1,640 lines: its 30 such prototypes were lost, and `#ifdef ENABLE_SIXEL`'s
    # name signed the prototype under it. A declarator's own unnamed parameters are no
    # numbers: `int f(int, int) __attribute__((x));` stays.
    source = ("#define printflike(a, b) __attribute__ ((format (printf, a, b)))\n"
              "void printflike(1, 2) cfg_add_cause(const char *, ...);\n"
              "typedef void *(*format_cb)(struct format_tree *);\n"
              "#ifdef ENABLE_SIXEL\nvoid\ttty_cmd_sixelimage(struct tty *);\n#endif\n"
              "int f(int, int) __attribute__((pure));\n")
    chunks = chunk_file("tmux.h", source, "c")
    assert [(c.kind, c.name, c.start, c.signature) for c in chunks] == [
        ("macro", "printflike", 1, "#define printflike(a, b) __attribute__ ((format (printf, a, b)))"),
        ("prototype", "cfg_add_cause", 2, "void cfg_add_cause(const char *, ...)"),
        ("type", "format_cb", 3, "typedef void *(*format_cb)(struct format_tree *)"),
        ("prototype", "tty_cmd_sixelimage", 5, "void tty_cmd_sixelimage(struct tty *)"),
        ("prototype", "f", 7, "int f(int, int) __attribute__((pure))")]


def test_c_clang_thread_safety_macros_without_an_underscore_after_the_parameters() -> None:
    # Clang's documented mutex.h names four annotations without an underscore: libusb's
    # darwin_usb.c lost `static void darwin_exit(…) EXCLUDES(darwin_cached_devices_mutex);` and
    # eight prototypes like it, and the last, over two lines, read the struct below it as its
    # K&R parameters (`function darwin_get_cached_device`, 8 lines, the struct in no chunk).
    c = ("static void darwin_exit(struct libusb_context *ctx) EXCLUDES(cached_mutex);\n"
         "static int claim(struct handle *h, uint8_t iface) REQUIRES(h->lock);\n"
         "static int cached(struct libusb_context *ctx,\n"
         "                  UInt64 *old_session_id) EXCLUDES(cached_mutex);\n\n"
         "struct iokit_interface {\n  uint32_t version;\n};\n\n"
         "void lock_events(libusb_context *ctx) ACQUIRE(ctx->events_lock)\n{\n}\n"
         "void unlock_events(libusb_context *ctx) RELEASE(ctx->events_lock) {\n}\n"
         "void f(void) {\n  if (p) RELEASE(p);\n}\n")
    chunks = chunk_file("darwin_usb.c", c, "c")
    assert [(x.kind, x.name, x.start, x.end) for x in chunks] == [
        ("prototype", "darwin_exit", 1, 1), ("prototype", "claim", 2, 2),
        ("prototype", "cached", 3, 4), ("struct", "iokit_interface", 6, 8),
        ("function", "lock_events", 10, 12), ("function", "unlock_events", 13, 14),
        ("function", "f", 15, 17)]
    assert chunks[2].signature == "static int cached(struct libusb_context *ctx, UInt64 *old_session_id)"


def test_c_packed_trailer_after_a_struct_body_is_no_variable() -> None:
    # gopsutil's utxdb.h and tmux.h: `} __packed;` made a `variable __packed` whose signature
    # was the struct's body. A variable after a body stays, a reserved name of a capital too.
    c = ("struct futx {\n\tuint8_t fu_type;\n} __packed;\n"
         "struct grid {\n\tint n;\n} PACKED;\n"
         "static struct {\n\tint a;\n} _Expected_Unity;\n"
         "struct point {\n\tint x;\n} origin;\n")
    assert [(x.kind, x.name) for x in chunk_file("utxdb.h", c, "c")] == [
        ("struct", "futx"), ("struct", "grid"), ("variable", "_Expected_Unity"),
        ("struct", "point"), ("variable", "origin")]


def test_c_a_run_of_attribute_macro_calls_after_the_parameters() -> None:
    # libsecp256k1's public headers follow a prototype's parameters with a run of attribute
    # macros (`) SECP256K1_ARG_NONNULL(1) SECP256K1_ARG_NONNULL(2);`): only the run's last
    # call was blanked, and 69 of its 90 prototypes were lost (secp256k1_ec_pubkey_parse).
    c = ("/** Parse a key. */\n"
         "SECP256K1_API SECP256K1_WARN_UNUSED_RESULT int secp256k1_ec_pubkey_parse(\n"
         "    const secp256k1_context *ctx,\n"
         "    size_t inputlen\n"
         ") SECP256K1_ARG_NONNULL(1) SECP256K1_ARG_NONNULL(2);\n\n"
         "/** Clone. */\n"
         "secp256k1_context *clone(const secp256k1_context *ctx) SECP256K1_ARG_NONNULL(1)"
         " SECP256K1_WARN_UNUSED_RESULT;\n"
         "int first(int flags) SECP256K1_WARN_UNUSED_RESULT SECP256K1_ARG_NONNULL(1);\n")
    chunks = chunk_file("secp256k1.h", c, "c")
    assert [(x.kind, x.name, x.start, x.end, x.doc) for x in chunks] == [
        ("prototype", "secp256k1_ec_pubkey_parse", 2, 5, "Parse a key."),
        ("prototype", "clone", 8, 8, "Clone."), ("prototype", "first", 9, 9, "")]
    assert chunks[0].signature == \
        "int secp256k1_ec_pubkey_parse(const secp256k1_context *ctx, size_t inputlen)"
    assert chunks[1].signature == "secp256k1_context *clone(const secp256k1_context *ctx)"


def test_c_a_macro_body_over_lines_is_never_rewritten() -> None:
    # jq's lexer.c (flex): `#define YY_RULE_SETUP \` over `\tYY_USER_ACTION` — the bare-macro
    # rewrite blanked the continuation, the directive took in the function after it, and
    # block_count was in no chunk. The same for a CRLF file.
    source = ("#define YY_RULE_SETUP \\\n\tYY_USER_ACTION\n\n"
              "static int block_count(int x)\n{\n  return x + 1;\n}\n\n"
              "#define CHECK(x) do { \\\n    FMT_ASSERT(x); \\\n  } while (0)\n\n"
              "int main(void) {\n  return block_count(2);\n}\n")
    for text in (source, source.replace("\n", "\r\n")):
        chunks = chunk_file("src/lexer.c", text, "c")
        assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
            ("macro", "YY_RULE_SETUP", 1, 2), ("function", "block_count", 4, 7),
            ("macro", "CHECK", 9, 11), ("function", "main", 13, 15)]


def test_c_a_comment_opener_inside_a_macro_s_string_is_no_comment() -> None:
    # picohttpparser's bench.c: `#define REQ \` over lines of a request holding
    # `"Accept: …,*/*;q=0.8\r\n"` was a macro named `q` (the grammar's macro value stops at
    # `/*`, string or not); `#define ACCEPT "*/*"` was no chunk, and `#define GLOB "src/*.c"`
    # read the function after it, up to the next `*/`, as its comment. The signature keeps
    # the file's own `*/*`.
    source = ('#define REQ \\\n    "Accept: text/html,*/*;q=0.8\\r\\n" \\\n    "\\r\\n"\n\n'
              '#define ACCEPT "*/*"\n'
              'int first(void) { return 0; }\n'
              '#define GLOB "src/*.c"\n'
              'int second(void) { return 1; }\n'
              '/* the third */\n'
              'int third(void) { return 2; }\n')
    for lang in ("c", "cpp"):
        chunks = chunk_file(f"bench.{lang}", source, lang)
        assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks] == [
            ("macro", "REQ", 1, 3, ""), ("macro", "ACCEPT", 5, 5, ""),
            ("function", "first", 6, 6, ""), ("macro", "GLOB", 7, 7, ""),
            ("function", "second", 8, 8, ""), ("function", "third", 10, 10, "the third")]
        assert chunks[1].signature == '#define ACCEPT "*/*"'


def test_c_a_calling_convention_in_a_function_pointer_is_no_name() -> None:
    # jni.h's `jint (JNICALL *GetVersion)(JNIEnv *env);`: C++ read 236 prototypes named
    # `jint`, and a typedef was named `JNICALL` (C: "JavaVM *vm, void"). A field that points
    # to a function is no chunk, as one without the macro is not; the typedef keeps its own
    # characters in its signature.
    source = ("struct JNINativeInterface_ {\n"
              "    jint (JNICALL *GetVersion)(JNIEnv *env);\n"
              "    jint (JNICALL *PushLocalFrame)\n      (JNIEnv *env, jint capacity);\n"
              "};\n\n"
              "typedef jint (JNICALL *JNI_OnLoad_t)(JavaVM *vm, void *reserved);\n"
              "typedef BOOL (__stdcall *EnumProc)(HWND hwnd);\n\n"
              "int load(FILE *fp) { return (FILE *fp); }\n")
    for lang in ("c", "cpp"):
        chunks = chunk_file(f"jni.{lang}", source, lang)
        assert [(c.kind, c.qualified, c.start) for c in chunks] == [
            ("struct", "JNINativeInterface_", 1), ("type", "JNI_OnLoad_t", 7),
            ("type", "EnumProc", 8), ("function", "load", 10)]
        assert chunks[1].signature == "typedef jint (JNICALL *JNI_OnLoad_t)(JavaVM *vm, void *reserved)"


def test_c_a_macro_whose_value_goes_on_below_signs_an_ellipsis_not_its_splice() -> None:
    # picohttpparser's `#define CHECK_EOF() \` was signed `#define CHECK_EOF() \` (1,785
    # of 9,409 macros over 17 C/C++ repositories); a value opened on the line is closed as
    # before, and a one-line macro keeps its value.
    source = ("#define CHECK_EOF() \\\n    if (buf == buf_end) { \\\n        *ret = -2; \\\n    }\n"
              "#define REQ \\\n    \"GET / HTTP/1.1\\r\\n\"\n"
              "#define CALL(x) f(x, \\\n    1)\n"
              "#define ONE 1\n")
    assert [(c.name, c.signature) for c in chunk_file("picohttpparser.c", source, "c")] == [
        ("CHECK_EOF", "#define CHECK_EOF() …"), ("REQ", "#define REQ …"),
        ("CALL", "#define CALL(x) f(…)"), ("ONE", "#define ONE 1")]


def test_c_a_header_holding_directives_has_none_in_its_signature() -> None:
    # A parameter under `#ifdef` read `int f(int a, #ifdef X int b, #endif int c)`; flex's
    # `static int input (…)` after `#else` ended in `#endif` (jq's lexer.c).
    source = "int f(int a,\n#ifdef X\n      int b,\n#endif\n      int c)\n{\n\treturn 0;\n}\n"
    [chunk] = chunk_file("src/lexer.c", source, "c")
    assert (chunk.name, chunk.signature) == ("f", "int f(int a, int b, int c)")


@pytest.mark.parametrize("lang, source, expected", [
    # flex's `YY_BUFFER_STATE yy_scan_string (…)`: a type that one name follows was blanked
    # as an attribute macro, and jq's lexer lost its functions to their locals.
    ("c", "int first(void) { return 1; }\nJSON_VALUE make_value(int kind)\n{ return 0; }\n"
          "YY_BUFFER_STATE *yy_scan(int n);\n",
     [("function", "first", 1), ("function", "make_value", 2), ("prototype", "yy_scan", 4)]),
    # spdlog's `SPDLOG_NOEXCEPT` after the parameters named seven functions after itself.
    ("cpp", "SPDLOG_INLINE size_t thread_id() SPDLOG_NOEXCEPT { return 1; }\n"
            "size_t tid() const MY_NOEXCEPT {return 2;}\nint f() SPDLOG_NOEXCEPT;\n",
     [("function", "thread_id", 1), ("function", "tid", 2), ("prototype", "f", 3)]),
    # utfcpp's two after the parameters (`what() const UTF_CPP_NOEXCEPT UTF_CPP_OVERRIDE {`)
    # named four exception classes' `what` UTF_CPP_OVERRIDE; a keyword or `= 0` may follow.
    ("cpp", "class room : public exception {\npublic:\n"
            "    virtual const char* what() const UTF_CPP_NOEXCEPT UTF_CPP_OVERRIDE { return s; }\n"
            "    int size() const MY_NOEXCEPT override;\n    virtual void run() MY_NOEXCEPT = 0;\n};\n",
     [("class", "room", 1), ("method", "what", 3), ("prototype", "size", 4),
      ("prototype", "run", 5)]),
    # MSVC's `__stdcall`: spdlog's msvc_sink.h was one function from there to its end.
    ("cpp", 'extern "C" int __stdcall IsDebuggerPresent();\nnamespace spdlog {\n'
            "class msvc_sink { public: void sink_it_(int m) { log(m); } };\n}\n",
     [("prototype", "IsDebuggerPresent", 1), ("namespace", "spdlog", 2), ("class", "msvc_sink", 3),
      ("method", "sink_it_", 3)]),
    # A comment inside a multi-line `#define` (bison's FAIL in jq's parser.c) ended it there.
    ("c", "#define FAIL(msg) \\\n  do { \\\n    /*YYERROR*/; \\\n  } while (0)\n"
          "void yyerror(block* a, const char *s){ (*errors)++; }\n",
     [("macro", "FAIL", 1), ("function", "yyerror", 5)]),
])
def test_c_macros_and_keywords_the_grammar_cannot_read(lang: str, source: str,
                                                        expected: list[tuple[str, str, int]]) -> None:
    assert [(c.kind, c.name, c.start) for c in chunk_file(f"a.{lang}", source, lang)] == expected


def test_c_an_annotation_macro_between_the_type_and_the_name() -> None:
    # cJSON's `int CJSON_CDECL main(void)` was a function named `void` (19 test mains), and a
    # prototype with a calling convention between its type and name was lost to the error.
    # A type that is a keyword's tag (`struct NODE *`) and an upper-case type after `static`
    # stay as they were; a macro wrapping the return type (`CJSON_PUBLIC(cJSON *)`) is read
    # as that type (``test_c_an_export_macro_wrapping_the_return_type_is_read_as_the_type``).
    source = ("int CJSON_CDECL main(void)\n{\n    return 0;\n}\n"
              "int WINAPI MessageBoxA(HWND h);\n"
              "static void *CJSON_CDECL internal_malloc(size_t size) { return 0; }\n"
              "BOOL WINAPI DllMain(HINSTANCE h, DWORD reason, LPVOID reserved) { return 1; }\n"
              "struct NODE *make_node(int kind);\n"
              "static BOOL is_ready(void) { return 1; }\n"
              "CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);\n")
    chunks = chunk_file("tests/misc_tests.c", source, "c")
    assert [(c.kind, c.name, c.start, c.signature) for c in chunks] == [
        ("function", "main", 1, "int main(void)"),
        ("prototype", "MessageBoxA", 5, "int MessageBoxA(HWND h)"),
        ("function", "internal_malloc", 6, "static void * internal_malloc(size_t size)"),
        ("function", "DllMain", 7, "BOOL DllMain(HINSTANCE h, DWORD reason, LPVOID reserved)"),
        ("prototype", "make_node", 8, "struct NODE *make_node(int kind)"),
        ("function", "is_ready", 9, "static BOOL is_ready(void)"),
        ("prototype", "cJSON_Parse", 10, "cJSON * cJSON_Parse(const char *value)")]


def test_c_a_macro_call_wrapping_the_name_gives_its_argument() -> None:
    # expat's xmltok_impl.c: `static int PTRCALL` / `PREFIX(scanComment)(…)`, its ~30
    # tokenizer functions each named PREFIX. A function returning a function pointer keeps
    # its name.
    source = ("static int PTRCALL\nPREFIX(scanComment)(const ENCODING *enc, const char *ptr) {\n"
              "  return 0;\n}\n"
              "int PREFIX(skipS)(const ENCODING *enc) { return 0; }\n"
              "void XML_NS(setBase)(int x);\n"
              "void (*handler(int sig))(int);\n")
    chunks = chunk_file("lib/xmltok_impl.c", source, "c")
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("function", "scanComment", 1), ("function", "skipS", 5), ("prototype", "setBase", 6),
        ("prototype", "handler", 7)]
    assert chunks[0].signature == ("static int PREFIX(scanComment)(const ENCODING *enc, "
                                   "const char *ptr)")


def test_c_a_calling_convention_ending_the_line_before_the_declarator() -> None:
    # expat's `static int PTRFASTCALL` / `PREFIX(charRefNumber)(…)`: read as a declaration of
    # PTRFASTCALL missing its `;`, the function's signature lost its return type (3 of them).
    # The macro is blanked as on one line (`int CJSON_CDECL main(void)`, `BOOL WINAPI f(`); an
    # attribute that reads as no convention stays, and so does a convention after an upper-case
    # type alone on its line (`LONG WINAPI`), which would leave the type a bare macro's line.
    source = ("static int PTRFASTCALL\nPREFIX(charRefNumber)(const ENCODING *enc, const char *p) {\n"
              "  return 0;\n}\n"
              "void XMLCALL\nXML_SetUserData(XML_Parser parser, void *p) {\n}\n"
              "static DWORD WINAPI\ntimeout_thread_proc_(LPVOID arg)\n{\n  return 0;\n}\n"
              "static void ATTRIBUTE_UNUSED\nCheckStackTrace(int i) {\n}\n"
              "LONG WINAPI\nExitWithExceptionCode(int code) {\n}\n")
    chunks = chunk_file("lib/xmltok_impl.c", source, "c")
    assert [(c.kind, c.name, c.start, c.signature) for c in chunks] == [
        ("function", "charRefNumber", 1,
         "static int PREFIX(charRefNumber)(const ENCODING *enc, const char *p)"),
        ("function", "XML_SetUserData", 5, "void XML_SetUserData(XML_Parser parser, void *p)"),
        ("function", "timeout_thread_proc_", 8, "static DWORD timeout_thread_proc_(LPVOID arg)"),
        ("function", "CheckStackTrace", 13, "static void ATTRIBUTE_UNUSED CheckStackTrace(int i)"),
        ("function", "ExitWithExceptionCode", 16, "LONG WINAPI ExitWithExceptionCode(int code)")]


def test_c_an_upper_case_type_alone_on_its_line_before_the_declarator() -> None:
    # libevent's `ARC4RANDOM_EXPORT ARC4RANDOM_UINT32` / `arc4random(void)`: the export macro
    # blanked, the type was left alone on its line and blanked as a bare macro, and the
    # function was named `void`; so were puma's `VALUE` / `sslctx_initialize(…)` and Windows'
    # `HMODULE` / `load_library(…)`. A bare macro line at column 0 with a declarator opening
    # the next line is its return type; a bare macro before a macro call stays blanked
    # (rapidjson's `RAPIDJSON_DIAG_PUSH` / `RAPIDJSON_DIAG_OFF(effc++)`), and so does an
    # indented one before a statement.
    source = ("ARC4RANDOM_EXPORT ARC4RANDOM_UINT32\narc4random(void)\n{\n  return 0;\n}\n"
              "VALUE\nsslctx_initialize(VALUE self, VALUE ctx) {\n  return self;\n}\n"
              "RAPIDJSON_DIAG_PUSH\nRAPIDJSON_DIAG_OFF(effc++)\n"
              "int f(int x) {\n  LOCK_HELD\n  g(x);\n  return x;\n}\n")
    chunks = chunk_file("arc4random.c", source, "c")
    assert [(c.kind, c.name, c.start, c.signature) for c in chunks] == [
        ("function", "arc4random", 1, "ARC4RANDOM_UINT32 arc4random(void)"),
        ("function", "sslctx_initialize", 6, "VALUE sslctx_initialize(VALUE self, VALUE ctx)"),
        ("function", "f", 12, "int f(int x)")]


def test_c_a_run_of_macro_calls_alone_on_their_lines_is_blanked() -> None:
    # libevent's `IMPL_CTYPE_FN(ISALPHA)` … `IMPL_CTYPE_FN(ISUPPER)` (one function each, by the
    # macro), rapidjson's `RAPIDJSON_DIAG_OFF(padded)` / `RAPIDJSON_DIAG_OFF(switch-enum)`: a
    # macro call over another was kept as a return type's export macro, and the run read as
    # one function `IMPL_CTYPE_FN` that swallowed EVUTIL_TOLOWER_ under it. A run is passed
    # over to the line after it; a declarator there still keeps the call (`YAML_DECLARE(int)`).
    source = ("#define IMPL_CTYPE_FN(name) \\\n\tint EVUTIL_##name##_(char c) { return c; }\n"
              "IMPL_CTYPE_FN(ISALPHA)\nIMPL_CTYPE_FN(ISALNUM)\nIMPL_CTYPE_FN(ISUPPER)\n\n"
              "char EVUTIL_TOLOWER_(char c)\n{\n\treturn c;\n}\n"
              "YAML_DECLARE(int)\nYAML_ATTR(2)\nyaml_parser_initialize(yaml_parser_t *parser);\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("evutil.c", source, "c")] == [
        ("macro", "IMPL_CTYPE_FN", 1), ("function", "EVUTIL_TOLOWER_", 7),
        ("prototype", "yaml_parser_initialize", 11)]


def test_c_a_prototype_by_a_function_typedef() -> None:
    # expat's `typedef enum XML_Error PTRCALL Processor(…);` / `static Processor
    # prologProcessor;` declares functions, as `int f(void);` does: its 16 processors were
    # variables. A pointer to one is a variable still, and so is a typedef'd object type's.
    source = ("typedef enum XML_Error PTRCALL Processor(XML_Parser parser, const char *s);\n"
              "typedef struct { int n; } Pool;\n"
              "static Processor prologProcessor;\n"
              "static Processor *current;\n"
              "static Pool pool;\n"
              "namespace re2 {\ntypedef void SearchImpl(int n);\nSearchImpl SearchDFA, SearchNFA;\n}\n")
    chunks = chunk_file("lib/xmlparse.cc", source, "cpp")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("type", "Processor", 1), ("struct", "Pool", 2), ("prototype", "prologProcessor", 3),
        ("variable", "current", 4), ("variable", "pool", 5), ("namespace", "re2", 6),
        ("type", "re2.SearchImpl", 7), ("prototype", "re2.SearchDFA", 8),
        ("prototype", "re2.SearchNFA", 8)]
    assert chunks[2].signature == "static Processor prologProcessor"


def test_c_an_attribute_macro_after_typedef_is_no_type() -> None:
    # htop's Meter.h: `typedef ATTR_NONNULL void (*Meter_Init)(Meter*);` and five more function
    # pointer types were named `void`, the macro read as the type. After `typedef` it is
    # blanked as after `static`; `typedef MY_TYPE alias_t;` keeps its macro-cased type.
    source = ("typedef ATTR_NONNULL void (*Meter_Init)(Meter*);\n"
              "typedef ATTR_NONNULL const char* (*Meter_Name)(const Meter*, int);\n"
              "typedef MY_TYPE alias_t;\n")
    chunks = chunk_file("Meter.h", source, "c")
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("type", "Meter_Init", 1), ("type", "Meter_Name", 2), ("type", "alias_t", 3)]
    assert chunks[2].signature == "typedef MY_TYPE alias_t"


def test_c_a_typedef_of_a_struct_or_enum_is_signed_with_its_alias() -> None:
    # htop's Action.h: `typedef enum { … } Htop_Reaction;` was signed `typedef enum`, `typedef
    # struct State_ { … } State;` `typedef struct State_`: the alias code writes ends it.
    source = ("typedef enum {\n   HTOP_OK = 0x00,\n   HTOP_REFRESH = 0x01,\n} Htop_Reaction;\n\n"
              "typedef struct State_ {\n   Machine* host;\n} State;\n\n"
              "typedef struct point { int x; } Point, *PointPtr;\n")
    for lang in ("c", "cpp"):
        assert [(c.name, c.signature) for c in chunk_file("Action.h", source, lang)
                if c.kind != "field"] == [
            ("Htop_Reaction", "typedef enum { … } Htop_Reaction"),
            ("State", "typedef struct State_ { … } State"),
            ("Point", "typedef struct point { … } Point, *PointPtr")]


def test_c_an_attribute_call_after_typedef_is_no_type() -> None:
    # htop's Settings.c: `typedef ATTR_FORMAT(printf, 2, 3) int (*OutputFunc)(…);` was named
    # `int` (in C++ `printf`, and a variable OutputFunc).
    source = ("typedef ATTR_FORMAT(printf, 2, 3) int (*OutputFunc)(FILE*, const char*,...);\n\n"
              "static void writeFields(OutputFunc of, FILE* fp) {\n}\n")
    for lang in ("c", "cpp"):
        assert [(c.kind, c.name) for c in chunk_file("Settings.c", source, lang)] == [
            ("type", "OutputFunc"), ("function", "writeFields")]


def test_c_each_name_of_a_declaration_signed_with_its_type() -> None:
    # expat's `static PROLOG_HANDLER prolog0, prolog1, …;` (a function typedef) gave 51
    # prototypes signed by their names alone; so did every declaration of several names
    # (`int f(void), *g(int);`, `static int a = 1, b;`): each name is signed with the
    # storage class and type written once before them all, as a declaration of one name is.
    source = ("typedef int PROLOG_HANDLER(int tok);\n"
              "static PROLOG_HANDLER prolog0, prolog1,\n    doctype0;\n"
              "int f(void), *g(int x);\n"
              "static const char *s1 = \"x\", *s2 = \"y\";\n"
              "struct S { int x; } sa, sb;\n"
              "class K {\n  virtual void m() const, /* two */ n(int);\n};\n")
    chunks = chunk_file("lib/xmlrole.cc", source, "cpp")
    assert [(c.kind, c.qualified, c.start, c.signature) for c in chunks] == [
        ("type", "PROLOG_HANDLER", 1, "typedef int PROLOG_HANDLER(int tok)"),
        ("prototype", "prolog0", 2, "static PROLOG_HANDLER prolog0"),
        ("prototype", "prolog1", 2, "static PROLOG_HANDLER prolog1"),
        ("prototype", "doctype0", 3, "static PROLOG_HANDLER doctype0"),
        ("prototype", "f", 4, "int f(void)"), ("prototype", "g", 4, "int *g(int x)"),
        ("constant", "s1", 5, 'static const char *s1 = "x"'),
        ("constant", "s2", 5, 'static const char *s2 = "y"'),
        ("struct", "S", 6, "struct S"), ("variable", "sa", 6, "struct S {…} sa"),
        ("variable", "sb", 6, "struct S {…} sb"), ("class", "K", 7, "class K"),
        ("prototype", "K.m", 8, "virtual void m() const"),
        ("prototype", "K.n", 8, "virtual void n(int)")]


def test_c_a_comment_above_an_ifdef_documents_the_group_s_first_line() -> None:
    # cJSON.h's `/* Limits how deeply nested … */` above `#ifndef CJSON_NESTING_LIMIT` was no
    # doc of the `#define` inside. Not so after a blank line, nor for a later declaration,
    # nor from a comment naming an `#else` branch (gtest's `# else  // !__BORLANDC__`).
    source = ("/* Limits how deeply nested arrays/objects can be before cJSON rejects to parse them.\n"
              " * This is to prevent stack overflows. */\n"
              "#ifndef CJSON_NESTING_LIMIT\n#define CJSON_NESTING_LIMIT 1000\n#endif\n\n"
              "/* Opens the log file. */\n#ifdef _WIN32\n"
              "int open_log(const wchar_t *path) { return 0; }\n#else\n"
              "int open_log(const char *path) { return 0; }\n#endif\n\n"
              "/* Windows only. */\n#ifdef _WIN32\n\nint far_away(void);\n#endif\n"
              "#ifdef __BORLANDC__\nint DoIsATTY(int fd);\n#else  // !__BORLANDC__\n"
              "#  if GTEST_OS_WINDOWS_MOBILE\nint DoIsATTY(int fd);\n#  endif\n#endif\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("cJSON.h", source, "c")] == [
        ("CJSON_NESTING_LIMIT", 4, "Limits how deeply nested arrays/objects can be before cJSON "
                                   "rejects to parse them. This is to prevent stack overflows."),
        ("open_log", 9, "Opens the log file."), ("open_log", 11, ""), ("far_away", 17, ""),
        ("DoIsATTY", 20, ""), ("DoIsATTY", 23, "")]


def test_review_an_upper_case_type_after_a_qualifier_is_no_annotation_macro() -> None:
    # The review of bbaf79f: `static __inline U32 rd(` lost `rd` (U32 was blanked as a macro),
    # `static __forceinline DWORD get(void)` became a function named `void`.
    c = ("static __inline U32 rd(const void *p) { return 0; }\n"
         "static __forceinline DWORD get(void) { return 0; }\n"
         "static INLINE U32 read32(const void *p) { return 0; }\n"
         "unsigned LONG count(void) { return 0; }\n"
         "BOOL WINAPI DllMain(HINSTANCE h) { return 1; }\n")
    assert [(c.name, c.signature) for c in chunk_file("mem.c", c, "c")] == [
        ("rd", "static __inline U32 rd(const void *p)"), ("get", "static __forceinline DWORD get(void)"),
        ("read32", "static INLINE U32 read32(const void *p)"), ("count", "unsigned LONG count(void)"),
        ("DllMain", "BOOL DllMain(HINSTANCE h)")]


def test_c_a_group_whose_branches_each_open_a_brace_reads_its_last_branch() -> None:
    # jq's jq_test.c: `#ifdef __MVS__` / `if (a != 1) {` / `#else` / `if (a != 0) {` /
    # `#endif`: both openings kept, run_jq_pthread_tests was lost and its locals were
    # top-level variables. The `#else` is the common build: main.c's `main`, not `umain`.
    source = ("static void run_tests(void) {\n    int a;\n    for (a = 0; a < 3; ++a) {\n"
              "#ifdef __MVS__\n        if (a != 1) {\n#else\n        if (a != 0) {\n#endif\n"
              "            g(a);\n        }\n    }\n}\n\n"
              "static void long_test(void) {\n" + "    step(1);\n" * 40 + "}\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("jq_test.c", source, "c")] == [
        ("function", "run_tests", 1, 12), ("function", "long_test", 14, 55)]
    main = ("#ifdef WIN32\nint umain(int argc, wchar_t* argv[]) {\n#else\n"
            "int main(int argc, char* argv[]) {\n#endif\n  return 0;\n}\n")
    assert [(c.name, c.start) for c in chunk_file("main.c", main, "c")] == [("main", 4)]


def test_c_a_group_that_splits_a_statement_reads_its_last_branch() -> None:
    # jq's util.c: `#ifdef _WIN32` / `if (localtime_s(…))` / `#else` / `if (localtime_r(…) ==
    # NULL)` / `#endif` / `bp = NULL;` opens no brace, so the brace rewrite left it, and the
    # 590-line strptime became a nameless `file` stretch; jv_dtoa.c lost bigcomp, jvp_strtod
    # and jvp_dtoa to `if (…)` / `#endif` / `{`. A K&R header's `#ifdef KR_headers`
    # parameter lists read as the `#else`'s.
    source = ("char *parse_time(const char *bp, struct tm *tm) {\n"
              "    time_t sse = 0;\n"
              "#ifdef _WIN32\n    if (localtime_s(tm, &sse))\n#else\n"
              "    if (localtime_r(&sse, tm) == NULL)\n#endif\n        bp = NULL;\n"
              "    else\n        tm->tm_yday = 0;\n"
              "#ifdef Honor_FLT_ROUNDS\n    if (tm->tm_isdst)\n#endif\n    {\n        bp++;\n    }\n"
              "    return (char *)bp;\n}\n\n"
              "static int\nround_off\n#ifdef KR_headers\n    (a, b) int a; int b;\n#else\n"
              "    (int a, int b)\n#endif\n{\n    return a + b;\n}\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("util.c", source, "c")] == [
        ("function", "parse_time", 1, 18), ("function", "round_off", 20, 29)]


def test_c_a_group_that_splits_a_calls_arguments_reads_its_last_branch() -> None:
    # libevent's buffer.c: `#if defined(EVENT__HAVE_MMAP64)` / `mapped = mmap64(NULL, n,` /
    # `#else` / `mapped = mmap(NULL, n,` / `#endif` / `PROT_READ, fd);`: each branch ends in
    # an argument's `,`, read as a statement's end, so the group was not split, and
    # evbuffer_file_segment_materialize was lost (4 of its locals read as constants). A `,`
    # inside a call's parentheses ends no statement (an initializer's entry's `,` still does).
    # (The grammar recovers from a small function's error; the group is read as its last
    # branch whatever the function's size.)
    source = ("static int\nmaterialize(struct seg *seg)\n{\n"
              "\tconst int fd = seg->fd;\n\tvoid *mapped;\n"
              "#if defined(HAVE_MMAP64)\n\tmapped = mmap64(NULL, seg->length,\n#else\n"
              "\tmapped = mmap(NULL, seg->length,\n#endif\n\t\tPROT_READ, fd);\n"
              "\treturn 0;\n}\n"
              "int t[] = {\n\t1,\n#ifdef EXTRA\n\t2,\n#endif\n\t3,\n};\n")
    lines = blank_split_statements(source.encode()).decode().split("\n")
    assert [line for line in lines[5:10] if line.strip()] == ["\tmapped = mmap(NULL, seg->length,"]
    assert lines[15:18] == ["#ifdef EXTRA", "\t2,", "#endif"]
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("buffer.c", source, "c")][0] == \
        ("function", "materialize", 1, 13)


def test_c_a_group_inside_a_file_scope_declarators_list_reads_its_last_branch() -> None:
    # expat's xmlrole.c: `static PROLOG_HANDLER prolog0, prolog1, …,` / `#ifdef XML_DTD` /
    # `externalSubset0, …,` / `#endif` / `declClose, error;` declared none of its 50 names
    # (the grammar reads no directive inside a declaration): at file scope a line's `,` ends
    # no statement, so the group is read as its (only) branch, its names kept.
    source = ("typedef int PTRCALL PROLOG_HANDLER(PROLOG_STATE *state, int tok);\n\n"
              "static PROLOG_HANDLER prolog0, prolog1,\n#ifdef XML_DTD\n"
              "    externalSubset0, condSect0,\n#endif /* XML_DTD */\n    declClose, error;\n\n"
              "static int FASTCALL common(PROLOG_STATE *state, int tok);\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("lib/xmlrole.c", source, "c")] == [
        ("type", "PROLOG_HANDLER", 1), ("prototype", "prolog0", 3), ("prototype", "prolog1", 3),
        ("prototype", "externalSubset0", 5), ("prototype", "condSect0", 5),
        ("prototype", "declClose", 7), ("prototype", "error", 7), ("prototype", "common", 9)]
    # Its type, after `static` with one name and `,` after it, is no attribute macro blanked;
    # nor is libuv's `static CRITICAL_SECTION uv__signal_lock;` (11 such variables were lost).
    lock = "static CRITICAL_SECTION uv__signal_lock;\nstatic THREAD_T load_threads[4];\n"
    assert [(c.kind, c.name, c.signature) for c in chunk_file("src/win/signal.c", lock, "c")] == [
        ("variable", "uv__signal_lock", "static CRITICAL_SECTION uv__signal_lock"),
        ("variable", "load_threads", "static THREAD_T load_threads[4]")]


def test_c_conditionals_inside_an_initializer_keep_the_declaration() -> None:
    # libusb's darwin backend builds `interfaces[] = {` of `#if defined(…)` / `{ … },` /
    # `#endif` groups inside `get_interface_interface`: the grammar reads no directive in an
    # initializer list, and the function (60 lines) was in no chunk; libssh2's
    # `crypt_methods[]`, libevent's `eventops[]`, nng's option tables the same, and libuv's
    # `uv_available_parallelism` read as its locals. Every branch's entries stay.
    source = ("struct iokit_interface {\n  unsigned version;\n};\n\n"
              "static const struct iokit_interface *get_interface(void) {\n"
              "  const struct iokit_interface interfaces[] = {\n"
              "#if defined(ID800)\n    {\n      .version = 800,\n    },\n#endif\n"
              "#ifdef ID700\n    {\n      .version = 700,\n    },\n#else\n    { .version = 1 },\n#endif\n"
              "  };\n  return &interfaces[0];\n}\n\n"
              "static const struct eventop *eventops[] = {\n#ifdef EVENT__HAVE_EPOLL\n"
              "\t&epollops,\n#endif\n\tNULL\n};\n\n"
              "int after(void) { return 0; }\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("darwin.c", source, "c")] == [
        ("struct", "iokit_interface", 1, 3), ("function", "get_interface", 5, 21),
        ("constant", "eventops", 23, 28), ("function", "after", 30, 30)]


def test_c_a_macro_defined_inside_an_initializer_keeps_what_follows() -> None:
    # jq's builtin.c defines BINOP inside `function_list[] = {…}`: the grammar cannot read a
    # directive there, and everything up to gen_builtin_list was one broken declaration. A
    # header's macros inside `extern "C" {` stay macros.
    source = ('static const struct cfunction function_list[] = {\n'
              '#define BINOP(name) CFUNC(f_ ## name, "_" #name, 3),\n'
              '};\n'
              'static block gen_last_1(void) {\n'
              '  block init = BLOCK(gen_op_simple(DUP),\n'
              '                     is_empty_var);\n'
              '  block call_arg = BLOCK(gen_call("arg", gen_noop()),\n'
              '                         gen_op_simple(BACKTRACK));\n'
              '  return BLOCK(init,\n'
              '               BLOCK(gen_op_bound(LOADVN, is_empty_var),\n'
              '                     gen_op_target(JUMP_F, if_empty),\n'
              '                     if_empty,\n'
              '                     gen_op_bound(LOADVN, last_var)));\n'
              '}\n'
              'static block bind_bytecoded_builtins(block b) {\n'
              '  {\n'
              '    struct bytecoded_builtin builtin_defs[] = {\n'
              '    }\n'
              '  }\n'
              '  {\n'
              '    struct bytecoded_builtin builtin_def_1arg[] = {\n'
              '    }\n'
              '  }\n'
              '}\n'
              'static const char jq_builtins[] = {\n'
              '};\n'
              'static block gen_builtin_list(block builtins) {\n'
              '}\n')
    assert [(c.kind, c.name, c.start) for c in chunk_file("builtin.c", source, "c")] == [
        ("constant", "function_list", 1), ("function", "gen_last_1", 4),
        ("function", "bind_bytecoded_builtins", 15), ("constant", "jq_builtins", 25),
        ("function", "gen_builtin_list", 27)]
    header = '#ifdef __cplusplus\nextern "C" {\n#endif\n#define JSON_C_MAJOR_VERSION 0\nint f(void);\n}\n'
    assert ("macro", "JSON_C_MAJOR_VERSION") in [(c.kind, c.name) for c in chunk_file("v.h", header, "c")]


@pytest.mark.parametrize("lang, source, expected", [
    # fmt's `FMT_CONSTEXPR20 buffer(T* p)`: an indented member's attribute, not a type, so
    # the constructor stays (a type-then-name exemption had lost it).
    ("cpp", "template <typename T> class buffer {\n public:\n"
            "  FMT_CONSTEXPR20 buffer(T* p, size_t sz) : ptr_(p), size_(sz) {}\n"
            "  void f();\n};\n",
     [("class", "buffer", 1), ("constructor", "buffer", 3), ("prototype", "f", 4)]),
    # A macro's own line is never rewritten: `#define GET() DEFAULT_VALUE` kept its value.
    ("c", "#define GET_DEFAULT() DEFAULT_VALUE\n#define LOCK(m) MUTEX_LOCK\nint f(void) { return 0; }\n",
     [("macro", "GET_DEFAULT", 1), ("macro", "LOCK", 2), ("function", "f", 3)]),
    # Whole functions in an `#ifdef _WIN32` branch stay when its split header is read from
    # the `#else`.
    ("c", "#ifdef _WIN32\nstatic int win_open(void) { return 1; }\nint run(void) {\n#else\n"
          "int run(void) {\n#endif\n  return 0;\n}\nint other(void) { return 3; }\n",
     [("function", "win_open", 2), ("function", "run", 5), ("function", "other", 9)]),
])
def test_c_rewrites_leave_what_the_grammar_reads(lang: str, source: str,
                                                 expected: list[tuple[str, str, int]]) -> None:
    assert [(c.kind, c.name, c.start) for c in chunk_file(f"a.{lang}", source, lang)] == expected


def test_a_comment_ending_in_a_comma_opens_no_list() -> None:
    from codesift.chunk.conditionals import blank_inner_defines

    source = b"/*\n  This module does a, b,\n*/\n#define FOO 1\n"
    assert blank_inner_defines(source) == source


def test_c_locals_read_out_of_a_broken_function_do_not_outweigh_the_functions_lost() -> None:
    # tmux's utf8.c: an `#ifdef` splitting an `if (…) {` made one ERROR of the file's last
    # 660 lines (under half of it, so every declaration found was trusted). The brace rewrite
    # parsed with one byte in error (a loop macro's missing `;`) but was refused: the broken
    # parse's 10 locals of `utf8_add_to_width_cache`, read as top-level variables, outnumbered
    # the two functions it lost.
    table = "".join(f"\t{{ .wc = 0x{i:05X}, .width = 2 }},\n" for i in range(60))
    source = ("static struct item default_widths[] = {\n" + table + "};\n\n"
              "/* Parse one option. */\nstatic void\nadd_option(const char *s)\n{\n"
              "\tchar *copy, *cp, *endptr;\n\tu_int width;\n\tconst char *errstr;\n"
              "\twchar_t wc, wc_start, wc_end;\n\n"
              "#ifdef HAVE_UTF8PROC\n\tif (utf8proc_mbtowc(&wc, s, 1) <= 0) {\n#else\n"
              "\tif (mbtowc(&wc, s, 1) <= 0) {\n#endif\n\t\treturn;\n\t}\n}\n\n"
              "/* Rebuild the cache. */\nvoid\nrebuild_cache(void)\n{\n"
              "\tRB_FOREACH_SAFE (uw, cache, &cache, uw1) {\n\t\tfree(uw);\n\t}\n}\n\n"
              "/* Convert to wide. */\nint\nto_wide(const char *s)\n{\n"
              "#ifdef HAVE_UTF8PROC\n\tswitch (utf8proc_mbtowc(s)) {\n#else\n"
              "\tswitch (mbtowc(s)) {\n#endif\n\tcase 0:\n\t\treturn 1;\n\t}\n\treturn 0;\n}\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("utf8.c", source, "c")] == [
        ("variable", "default_widths", 1, 62), ("function", "add_option", 65, 80),
        ("function", "rebuild_cache", 83, 89), ("function", "to_wide", 92, 104)]


def test_c_an_attribute_macro_closing_the_return_type_s_line_is_blanked() -> None:
    # tmux's `static void printflike(3, 4)` / `args_print_add(…)`: the attribute's call was
    # read as the declarator, naming seven functions `printflike` with their bodies in their
    # signatures, and the function after one (args_print_add_value) was lost inside it.
    source = ("/* Add to string. */\nstatic void printflike(3, 4)\n"
              "args_print_add(char **buf, size_t *len, const char *fmt, ...)\n{\n"
              "\tva_list ap;\n\tva_start(ap, fmt);\n\tva_end(ap);\n}\n\n"
              "/* Add value to string. */\nstatic void\n"
              "args_print_add_value(char **buf, size_t *len, struct args_value *value)\n{\n"
              "\targs_print_add(buf, len, \" \");\n}\n\n"
              "static char *printflike(1, 2)\nformat_printf(const char *fmt, ...)\n{\n"
              "\treturn (NULL);\n}\n")
    assert [(c.kind, c.name, c.start, c.end, c.signature)
            for c in chunk_file("arguments.c", source, "c")] == [
        ("function", "args_print_add", 2, 8,
         "static void args_print_add(char **buf, size_t *len, const char *fmt, ...)"),
        ("function", "args_print_add_value", 11, 15,
         "static void args_print_add_value(char **buf, size_t *len, struct args_value *value)"),
        ("function", "format_printf", 17, 21, "static char * format_printf(const char *fmt, ...)")]


def test_c_a_function_a_macro_defines_is_named_by_its_first_argument() -> None:
    # janet: `JANET_CORE_FN(cfun_channel_choice, "(ev/select & clauses)", "Block until …")
    # { … }` read as a call missing its `;` and a block: 313 functions in no chunk, inside
    # `#ifdef JANET_EV` too. Its description is its string of several words. Unity's C tests,
    # `TEST(Group, Name) { … }`, are named as GoogleTest's are; a lower-case call before a
    # block is broken code, no definition.
    source = ("#ifdef JANET_EV\n"
              "JANET_CORE_FN(cfun_channel_choice,\n"
              '              "(ev/select & clauses)",\n'
              '              "Block until the first of several channel operations occur. "\n'
              '              "Returns a tuple.") {\n'
              "    janet_arity(argc, 1, -1);\n    return janet_wrap_nil();\n}\n"
              "#endif\n\n"
              "TEST(LeakDetection, DetectsLeak) {\n    TEST_ASSERT_NULL(p);\n}\n\n"
              "register_all(table, \"x\") {\n    run();\n}\n")
    chunks = chunk_file("src/core/ev.c", source, "c")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "cfun_channel_choice", 2, 8), ("function", "LeakDetection.DetectsLeak", 11, 13)]
    assert chunks[0].signature == 'JANET_CORE_FN(cfun_channel_choice, "(ev/select & clauses)", …)'
    assert chunks[0].doc.startswith("Block until the first of several channel operations occur.")


def test_c_a_macro_call_before_a_return_type_is_an_attribute() -> None:
    # c-ares's ares.h: `CARES_EXTERN CARES_DEPRECATED_FOR(ares_init_options) int ares_init(`
    # read as a declarator made its next 440 lines one function named CARES_DEPRECATED_FOR,
    # 51 of its 78 prototypes lost (ares_init_options, ares_send, ares_getaddrinfo…); its
    # arguments may run over lines (the prototype then starts at its type's line). Abseil's
    # `ABSL_DEPRECATED("…") void f();` likewise.
    source = ("CARES_EXTERN CARES_DEPRECATED_FOR(ares_init_options) int ares_init(\n"
              "  ares_channel_t **channelptr);\n\n"
              "CARES_EXTERN int ares_init_options(ares_channel_t **channelptr,\n"
              "                                   int optmask);\n\n"
              "CARES_EXTERN CARES_DEPRECATED_FOR(\n  ARES_OPT_EVENT_THREAD or\n"
              "  ARES_OPT_SOCK_STATE_CB) int ares_fds(const ares_channel_t *channel);\n\n"
              'ABSL_DEPRECATED("Use Bar") void Foo(int x);\n\n'
              "typedef enum { ARES_PROCESS_FLAG_NONE = 0 } ares_process_flag_t;\n")
    chunks = chunk_file("include/ares.h", source, "c")
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("prototype", "ares_init", 1), ("prototype", "ares_init_options", 4),
        ("prototype", "ares_fds", 9), ("prototype", "Foo", 11),
        ("enum", "ares_process_flag_t", 13)]
    assert chunks[0].signature == "int ares_init(ares_channel_t **channelptr)"
    # In a `#define` it stays what it is.
    define = "#define DECLARE(f) FOO_ATTR(x) int f(void)\nint after(void);\n"
    assert [c.name for c in chunk_file("a.h", define, "c")] == ["DECLARE", "after"]
