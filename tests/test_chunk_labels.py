"""Section labels (`// Helpers`, `# Type annotations`) head a run of declarations: they are no
doc of the first one, in every language whose comments sit above declarations. A sentence, a
verb-led phrase, a phrase naming that declaration, and a label over one declaration alone
stay docs."""
from __future__ import annotations

import time
from pathlib import Path

from codesift.chunk import chunk_file

from conftest import write_repo


def _docs(path: str, source: str, lang: str) -> dict[str, str]:
    return {c.name: c.doc for c in chunk_file(path, source, lang)}


def test_javascript_labels_in_line_and_jsdoc_comments() -> None:
    # `/** Helpers */` over a run of helpers (Bogus's gulpfile `// Helper Methods`); a JSDoc
    # sentence stays, and so does a label over the file's last declaration.
    source = ("/** Helpers */\nfunction pad(s) { return s; }\nfunction trim(s) { return s; }\n\n"
              "/**\n * Standard HTTP methods\n */\nconst GET = 'GET';\nconst POST = 'POST';\n\n"
              "// Returns the width of a string.\nfunction width(s) { return 1; }\n"
              "function height(s) { return 1; }\n\n"
              "// Close the stream\nfunction close(s) {}\nfunction open(s) {}\n\n"
              "// Implemented by child classes\nfunction start() {}\nfunction end() {}\n\n"
              "// Logging\nfunction log(s) {}\n")
    assert _docs("src/util.js", source, "javascript") == {
        "pad": "", "trim": "", "GET": "", "POST": "",
        "width": "Returns the width of a string.", "height": "",
        "close": "Close the stream", "open": "",
        # a participle's phrase describes (mysql's Sequence.prototype.start)
        "start": "Implemented by child classes", "end": "", "log": "Logging"}


def test_jshttp_module_part_headings_are_labels() -> None:
    # mime-types' and express's `/** Module variables. @private */`, a blank line under it,
    # was `EXTRACT_TYPE_REGEXP`'s doc; another one-sentence doc so written (yup's `/** Default
    # messages. */`, winston's `/** Deprecation notices. @private */`) stays one.
    source = ("/**\n * Module variables.\n * @private\n */\n\n"
              "const EXTRACT_TYPE_REGEXP = /^\\s*([^;\\s]*)/\nconst TEXT_TYPE_REGEXP = /^text/i\n\n"
              "/**\n * Deprecation notices.\n * @private\n */\n\nconst CHARSET = 'utf-8'\n"
              "const LIMIT = 100\n\n/** Default messages. */\nconst MESSAGES = {}\nconst SINK = 1\n")
    assert _docs("index.js", source, "javascript") == {
        "EXTRACT_TYPE_REGEXP": "", "TEXT_TYPE_REGEXP": "",
        "CHARSET": "Deprecation notices. @private", "LIMIT": "",
        "MESSAGES": "Default messages.", "SINK": ""}


def test_typescript_labels_and_a_phrase_that_names_its_declaration() -> None:
    # javalin's `// Security headers` over a run of constants; `// Type guards` over two
    # functions; `// Optional URL` over `url` names it, not the `double` after it.
    source = ("// Type guards\nexport function isString(x: unknown): boolean { return true; }\n"
              "export function isNumber(x: unknown): boolean { return true; }\n\n"
              "export class Json {\n  // Security headers\n  static FRAME = 'x-frame';\n"
              "  static CSP = 'csp';\n\n  // Optional URLs\n  url?: string;\n  double?: number;\n}\n")
    assert _docs("src/json.ts", source, "typescript") == {
        "isString": "", "isNumber": "", "Json": "", "FRAME": "", "CSP": "",
        "url": "Optional URLs", "double": ""}


def test_python_hash_labels_over_assignments_and_methods() -> None:
    # tomli's `# Type annotations` over `ParseFloat = …`; pyparsing's `# Compatibility
    # synonyms` with `# fmt: off` under it; a class's `# Public API` over its methods. A
    # singular phrase over one attribute (`# Circular buffer`) is its doc. A plural first word
    # is a verb's third person (`# Returns lists`) unless a noun's company follows it.
    source = ("from typing import Any, Callable, Tuple\n\n"
              "# Type annotations\nParseFloat = Callable[[str], Any]\nKey = Tuple[str, ...]\n\n"
              "# Compatibility synonyms\n# fmt: off\nreplaceWith = replace_with\n"
              "removeQuotes = remove_quotes\n# fmt: on\n\n"
              "# Globals API\ndef declare_global(n):\n    pass\n\ndef assign_global(n):\n    pass\n\n"
              "# Returns lists\ndef flatten():\n    pass\n\ndef tuples():\n    pass\n\n"
              "class Queue:\n    # Circular buffer\n    items = []\n    size = 0\n\n"
              "    # Public API\n    def push(self, x):\n        pass\n\n"
              "    def pop(self):\n        pass\n")
    assert _docs("src/tomli/_types.py", source, "python") == {
        "ParseFloat": "", "Key": "", "replaceWith": "", "removeQuotes": "",
        "declare_global": "", "assign_global": "", "flatten": "Returns lists", "tuples": "", "Queue": "",
        "items": "Circular buffer", "size": "", "push": "", "pop": ""}


def test_go_label_over_functions_sharing_its_word() -> None:
    # Masterminds/semver's `// Constraint functions` over `constraintNotEqual` and the rest:
    # the word it shares with the first it shares with the next too. A doc sentence stays.
    source = ("package semver\n\n// Constraint functions\n"
              "func constraintNotEqual(v string) bool { return true }\n\n"
              "func constraintGreaterThan(v string) bool { return true }\n\n"
              "// Parse parses a version.\nfunc Parse(s string) string { return s }\n\n"
              "func mustParse(s string) string { return s }\n")
    assert _docs("constraints.go", source, "go") == {
        "constraintNotEqual": "", "constraintGreaterThan": "",
        "Parse": "Parse parses a version.", "mustParse": ""}


def test_rust_label_and_a_struct_named_by_its_comment() -> None:
    # `// Helpers` over two functions; nom's `/// … Tag …` over `struct Tag` names it (its
    # `impl Tag` below is the same name's); a lone method in its `impl` block keeps its doc: the
    # next `impl`'s is none of its run.
    source = ("// Helpers\nfn pad(s: &str) -> String { s.to_string() }\n"
              "fn trim(s: &str) -> String { s.to_string() }\n\n"
              "/// Tag parsers\npub struct Tag { t: u8 }\nimpl Tag { fn new() -> Self { Tag { t: 0 } } }\n"
              "pub struct Other;\n\n"
              "impl Err<u8> {\n    /// Error conversions\n    pub fn to_owned(self) -> u8 { 0 }\n}\n"
              "impl Err<u16> {\n    pub fn convert(self) -> u8 { 0 }\n}\n")
    docs = {(c.kind, c.name): c.doc for c in chunk_file("src/lib.rs", source, "rust")}
    assert docs[("function", "pad")] == "" and docs[("function", "trim")] == ""
    assert docs[("struct", "Tag")] == "Tag parsers"
    assert docs[("method", "to_owned")] == "Error conversions"


def test_java_labels_kept_apart_from_verb_led_docs() -> None:
    # javalin's HandlerType: `// Standard HTTP methods` over GET, POST; `/* Helpers */` over
    # two methods; `// Close the session` leads with a verb and documents `closeSession`.
    source = ("class HandlerType {\n    // Standard HTTP methods\n    static final int GET = 1;\n"
              "    static final int POST = 2;\n\n    /* Helpers */\n    static int one() { return 1; }\n"
              "    static int two() { return 2; }\n\n    // Close the session\n"
              "    void closeSession() {}\n    void open() {}\n}\n")
    docs = _docs("src/HandlerType.java", source, "java")
    assert (docs["GET"], docs["POST"], docs["one"], docs["two"]) == ("", "", "", "")
    assert docs["closeSession"] == "Close the session"


def test_c_labels_that_end_in_a_period() -> None:
    # linenoise.h: `/* History API. */` heads four prototypes, `/* Blocking API. */` two;
    # one period is a label's too. Two sentences, and a label over one declaration, stay.
    source = ("/* Blocking API. */\nchar *linenoise(const char *prompt);\n"
              "void linenoiseFree(void *ptr);\n\n/* History API. */\n"
              "int linenoiseHistoryAdd(const char *line);\nint linenoiseHistorySave(const char *f);\n\n"
              "/* Clears the screen. Used by ctrl-l. */\nvoid linenoiseClearScreen(void);\n"
              "void linenoiseBeep(void);\n\n/* Other utilities. */\nvoid linenoiseLast(void);\n")
    docs = _docs("linenoise.h", source, "c")
    assert (docs["linenoise"], docs["linenoiseHistoryAdd"]) == ("", "")
    assert docs["linenoiseClearScreen"] == "Clears the screen. Used by ctrl-l."
    assert docs["linenoiseLast"] == "Other utilities."


def test_c_labels_of_a_group_noun_or_a_lone_plural_with_a_period() -> None:
    # nng heads runs with `// Misc.` (over nng_strerror), `// Message handling.`, `// Dialer
    # stuff.`, `// Options.`: a group's noun names several things as a plural does, and a lone
    # plural with its period is no description. A lone other word (`// Internal.`) stays a doc,
    # and so do a doc comment's `/** Options. */` and a phrase the group's noun leads.
    source = ("// Misc.\nconst char *nng_strerror(int num);\nint nng_version(void);\n\n"
              "// Message handling.\nint nng_msg_alloc(void **m);\nvoid nng_msg_free(void *m);\n\n"
              "// Dialer stuff.\nint tcp_dialer_init(void);\nvoid tcp_dialer_fini(void);\n\n"
              "// Options.\n#define NNG_OPT_RECVBUF \"recv-buffer\"\n#define NNG_OPT_SENDBUF \"send-buffer\"\n\n"
              "// Internal.\nint helper_one(void);\nint helper_two(void);\n\n"
              "/** Options. */\nint opt_one(void);\nint opt_two(void);\n\n"
              "/// Support Plumbum term\nint mandatory(void);\nint always(void);\n")
    docs = _docs("nng.h", source, "c")
    assert (docs["nng_strerror"], docs["nng_msg_alloc"], docs["tcp_dialer_init"],
            docs["NNG_OPT_RECVBUF"]) == ("", "", "", "")
    assert (docs["helper_one"], docs["opt_one"], docs["mandatory"]) == (
        "Internal.", "Options.", "Support Plumbum term")   # cli11's: a group's noun leads it


def test_a_phrase_naming_the_interface_a_run_implements_is_a_label() -> None:
    # Catch2's `// IConfig interface` over `Config`'s overrides, uvicorn's `# ASGI interface`
    # over `RequestResponseCycle.send` and `receive`: the interface heads its members, no doc
    # of the first. Over one member alone, or naming it, it stays.
    cpp = ("class Config : public IConfig {\npublic:\n    // IConfig interface\n"
           "    bool allowThrows() const override;\n    int abortAfter() const override;\n\n"
           "    // Callback interface\n    void callback();\n};\n")
    assert _docs("config.hpp", cpp, "cpp") == {
        "Config": "", "allowThrows": "", "abortAfter": "", "callback": "Callback interface"}
    py = ("class Cycle:\n    # ASGI interface\n    async def send(self, message):\n        pass\n\n"
          "    async def receive(self):\n        pass\n")
    assert _docs("h11_impl.py", py, "python") == {"Cycle": "", "send": "", "receive": ""}


def test_a_settings_files_integration_heading_is_a_label() -> None:
    # healthchecks' hc/settings.py heads each service's keys with `# Slack integration`, which
    # was `SLACK_CLIENT_ID`'s doc alone, though it labels the three. Over one setting, or
    # naming a declaration more than the next, it stays a doc.
    py = ('import os\n\n# Slack integration\nSLACK_CLIENT_ID = os.getenv("SLACK_CLIENT_ID")\n'
          'SLACK_CLIENT_SECRET = os.getenv("SLACK_CLIENT_SECRET")\nSLACK_ENABLED = True\n\n'
          '# Discord integration\nDISCORD_CLIENT_ID = os.getenv("DISCORD_CLIENT_ID")\n\n'
          '# Matrix integration\nclass MatrixIntegration:\n    pass\n\n\nclass Other:\n    pass\n')
    docs = _docs("hc/settings.py", py, "python")
    assert (docs["SLACK_CLIENT_ID"], docs["SLACK_CLIENT_SECRET"]) == ("", "")
    assert docs["DISCORD_CLIENT_ID"] == "Discord integration"
    assert docs["MatrixIntegration"] == "Matrix integration"


def test_a_plural_for_something_over_a_run_of_values_is_a_label() -> None:
    # nanopb's test heads `opt_int32`, `opt_int64` … with `/* Values for optional fields */`, a
    # setup script its colors with `# Colors for output`: each was the first value's doc
    # alone, read as a verb's phrase ("Returns size"). A verb taking `for` (`# Checks for
    # updates`) still is a doc, and so is such a phrase over a function.
    java = ("final class AllTypes {\n    /* Values for optional fields */\n"
            "    static final int OPT_INT32 = 3041;\n    static final long OPT_INT64 = 3042;\n}\n")
    docs = _docs("AllTypes.java", java, "java")
    assert (docs["OPT_INT32"], docs["OPT_INT64"]) == ("", "")
    py = ('# Colors for output\nRED = "31"\nGREEN = "32"\n\n# Checks for updates\n'
          'CHECK_UPDATES = True\nINTERVAL = 5\n\n# Utilities for parsing\ndef parse(x):\n'
          '    pass\n\n\ndef other():\n    pass\n')
    docs = _docs("settings.py", py, "python")
    assert (docs["RED"], docs["GREEN"]) == ("", "")
    assert docs["CHECK_UPDATES"] == "Checks for updates"
    assert docs["parse"] == "Utilities for parsing"


def test_the_cpp_standard_s_container_headings_are_labels() -> None:
    # A container written as the C++ standard lays it out: `// Element access` over `at`,
    # `front` and `back` was `at`'s doc; the plural headings and a word alone were labels.
    cpp = ("template <class T>\nclass vec {\npublic:\n    // Element access\n    T& at(size_t i);\n"
           "    T& front();\n\n    // Modifiers\n    void clear();\n    void push_back(const T& v);\n\n"
           "    // Capacity\n    size_t size() const;\n    bool empty() const;\n};\n")
    docs = _docs("vec.hpp", cpp, "cpp")
    assert (docs["at"], docs["clear"], docs["size"]) == ("", "", "")
    # A verb's phrase is a doc: mustache.java's `// Only allow public access`.
    java = ("class F {\n    // Only allow public access\n    static final H HANDLER = new H();\n"
            "    static final int LIMIT = 1;\n}\n")
    assert _docs("F.java", java, "java")["HANDLER"] == "Only allow public access"


def test_a_doc_comments_closing_period_ends_a_description_over_a_blank_line_too() -> None:
    # A label's closing period counts in a plain comment only; a blank line between the doc
    # comment and its declaration (read through since the jshttp headings) keeps it a doc's.
    source = ("/** Default values. */\n\nexport const mixed = {}\nexport const SINK = 1\n"
              "/* Helper functions. */\n\nexport function f() {}\nexport function g() {}\n")
    assert _docs("locale.ts", source, "typescript") == {
        "mixed": "Default values.", "SINK": "", "f": "", "g": ""}


def test_a_label_does_not_describe_the_first_declaration_in_search(tmp_path: Path,
                                                                   make_index) -> None:
    # Through a real index: tomli's `ParseFloat` is shown without "Type annotations".
    files = {"src/tomli/_types.py": "from typing import Any, Callable, Tuple\n\n"
                                    "# Type annotations\nParseFloat = Callable[[str], Any]\n"
                                    "Key = Tuple[str, ...]\nPos = int\n"}
    ix = make_index(write_repo(tmp_path / "tomli", files))
    ix.refresh()
    hit = next(h for h in ix.search("ParseFloat").hits if h.symbol == "ParseFloat")
    assert hit.doc == ""


def test_a_go_groups_label_is_no_doc_of_its_specs_and_a_state_stays() -> None:
    # task's `// Flags` over `var ( versionFlag bool; notesFlag bool )` was both flags' doc: a
    # group's comment is each spec's (godoc shows it over the group), and a word of a label's
    # shape over two specs or more restates their names. A phrase says what they are, over one
    # spec a word stays its doc, and a state alone (`// Internal`) is true of each under it.
    source = ("package release\n\n// Flags\nvar (\n\tversionFlag bool\n\tnotesFlag   bool\n)\n\n"
              "// Limits\nconst (\n\tmaxDepth = 10\n)\n\n"
              "// Transaction isolation levels\nconst (\n\tSerializable = 1\n\tReadCommitted = 2\n)\n\n"
              "// Specific instances for HS256 and company\nvar (\n\tHS256 = 1\n\tHS384 = 2\n)\n\n"
              "// Errors\nvar (\n\t// ErrBad is returned for a bad token.\n\tErrBad = 1\n"
              "\tErrWorse = 2\n)\n\n"
              "// Internal\nfunc a() {}\nfunc b() {}\n")
    assert _docs("cmd/release/main.go", source, "go") == {
        "versionFlag": "", "notesFlag": "", "maxDepth": "Limits",
        "Serializable": "Transaction isolation levels", "ReadCommitted": "Transaction isolation levels",
        "HS256": "Specific instances for HS256 and company",
        "HS384": "Specific instances for HS256 and company",
        "ErrBad": "ErrBad is returned for a bad token.", "ErrWorse": "",
        "a": "Internal", "b": "",
    }


def test_c_labels_over_plural_kin_an_if_group_and_bare_block_lines() -> None:
    # libuv's `/* Loop watchers */` over `uv__loop_watcher_endgame` (its plural names the
    # kind, the name holds the singular), googletest's `// Thread annotations` over `#if
    # !defined(…)` and the macros in it; `// Test of ranges` over `test_ranges` names it.
    source = ("/*\n * Loop watchers\n */\nvoid uv__loop_watcher_endgame(uv_loop_t* loop);\n\n"
              "void uv__prepare_invoke(uv_loop_t* loop);\n\n"
              "// Thread annotations\n#if !defined(GTEST_LOCK_REQUIRED_)\n"
              "#define GTEST_LOCK_REQUIRED_(locks)\n#define GTEST_LOCK_EXCLUDED_(locks)\n#endif\n\n"
              "// Test of ranges\nvoid test_ranges(void);\nvoid test_struct(void);\n\n"
              "/* Error codes */\nenum error_code { E_OK };\nenum other { O_A };\n\n"
              "/* Utility for handling references. */\nvoid create_reference(void);\n"
              "void create_object(void);\n")
    docs = _docs("src/internal.h", source, "c")
    # A plural naming the whole of the name (rusqlite's `/// Error Codes` over `ErrorCode`) or
    # after a link (cJSON's `create_reference`) stays its doc.
    assert {k: docs[k] for k in ("uv__loop_watcher_endgame", "GTEST_LOCK_REQUIRED_",
                                 "test_ranges", "error_code", "create_reference")} == {
        "uv__loop_watcher_endgame": "", "GTEST_LOCK_REQUIRED_": "",
        "test_ranges": "Test of ranges", "error_code": "Error codes",
        "create_reference": "Utility for handling references."}


def test_objc_label_in_a_block_comment_without_stars() -> None:
    # promisekit's AnyPromise.h: `/**` / ` Unavailable methods` / ` */` over `init`, `new`.
    source = ("@interface AnyPromise : NSObject\n/**\n Create a promise.\n */\n"
              "- (instancetype)initWithValue:(id)value;\n\n/**\n Unavailable methods\n */\n\n"
              "- (instancetype)init __attribute__((unavailable(\"no\")));\n"
              "+ (instancetype)new __attribute__((unavailable(\"no\")));\n@end\n")
    docs = _docs("Sources/AnyPromise.h", source, "objc")
    assert (docs["initWithValue:"], docs["init"], docs["new"]) == ("Create a promise.", "", "")


def test_a_number_alone_over_a_generated_copy_is_no_doc() -> None:
    # RxSwift's Infallible+Zip+arity.swift: `// 2`, `// 3` over each `extension`; a number
    # over a constant may be its value, and stays.
    source = ("// 2\npublic extension InfallibleType {\n    func a() {}\n}\n\n"
              "// 3\npublic extension InfallibleType {\n    func b() {}\n}\n\n"
              "// 1\nlet sha256 = 1\n")
    chunks = chunk_file("Sources/Zip+arity.swift", source, "swift")
    assert [(c.kind, c.doc) for c in chunks if c.kind in ("impl", "constant")] == [
        ("impl", ""), ("impl", ""), ("constant", "1")]


def test_many_labelled_declarations_are_read_in_linear_time() -> None:
    # Each declaration under a label-like comment listed its container's chunks again to find
    # the next one: 10,000 Go functions under `// x` took 5 s. Compared with the same under
    # sentences, which are no labels: a ratio, not a time.
    took = []
    for comment in ("// Returns the value it was given.", "// x"):
        src = "package p\n" + "".join(f"{comment}\nfunc F{i}() {{}}\n" for i in range(6000))
        start = time.process_time()
        assert len(chunk_file("p.go", src, "go")) == 6000
        took.append(time.process_time() - start)
    assert took[1] < took[0] * 3 + 0.05, took
