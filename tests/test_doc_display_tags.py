"""A doc's tags on an address line: the tags of test tools that say nothing of what the test
checks, and those that do (PHPUnit's `@testdox`, TSDoc's `@remarks`)."""
from __future__ import annotations

from conftest import chunk_labels as _labels


def test_phpunit_tags_alone_are_no_description_and_testdox_is_one() -> None:
    # mockery's `ContainerTest` read "@issue issue/21"; PHPUnit's `@testdox` is the sentence
    # a test reports, among its other tags or alone.
    php = ("<?php\nclass ContainerTest extends TestCase {\n"
           "    /**\n     * @issue issue/21\n     */\n"
           "    public function testIsset() {}\n\n"
           "    /**\n     * @small\n     * @ticket 42\n     */\n"
           "    public function testSmall() {}\n\n"
           "    /**\n     * @test\n     * @dataProvider domains\n"
           "     * @testdox Always return true if the module is turned off\n     */\n"
           "    public function isValidWhenOff() {}\n\n"
           "    /**\n     * @testdox ``getHolidays()`` lists the days off\n"
           "     * @covers ::getHolidays\n     */\n"
           "    public function testHolidays() {}\n\n"
           "    /**\n     * Checks the names. @testdox Names\n     */\n"
           "    public function testNames() {}\n}\n")
    labels = _labels("tests/ContainerTest.php", php, "php")
    assert labels["testIsset"] == "method ContainerTest.testIsset()"
    assert labels["testSmall"] == "method ContainerTest.testSmall()"
    assert labels["isValidWhenOff"] == (
        "method ContainerTest.isValidWhenOff() — Always return true if the module is turned off")
    assert labels["testHolidays"] == (
        "method ContainerTest.testHolidays() — `getHolidays()` lists the days off")
    assert labels["testNames"] == "method ContainerTest.testNames() — Checks the names."


def test_a_tsdoc_remarks_tag_opening_a_doc_describes_it() -> None:
    # kysely's `orderBy` overloads read "@remarks This is only supported by some dialects…".
    ts = ("class Builder {\n  /**\n   * @remarks This is only supported by some dialects.\n"
          "   * @deprecated Use `orderBy(expr)`.\n   */\n  orderBy(a: string): this {\n"
          "    return this\n  }\n}\n")
    assert _labels("builder.ts", ts, "typescript")["orderBy"] == (
        "method Builder.orderBy(a: string): this — This is only supported by some dialects.")


def test_a_yard_include_opening_a_doc_points_where_the_doc_is() -> None:
    # concurrent-ruby's `Promises` read "{include:file:docs-source/promises-main.md}", its
    # actor guide's sections "{include:Actor::Reference}" and "{Core#name} {include:…} - …".
    rb = ("module Concurrent\n  # {include:file:docs-source/promises-main.md}\n"
          "  module Promises\n  end\n\n  # {include:file:docs-source/actor/main.md}\n"
          "  # @api Actor\n  module Actor\n  end\n\n"
          "  # Runs the task. {include:file:docs-source/dataflow.md}\n"
          "  def dataflow(*inputs); end\nend\n")
    labels = _labels("lib/concurrent.rb", rb, "ruby")
    assert labels["Promises"] == "module Concurrent.Promises — See `docs-source/promises-main.md`."
    assert labels["Actor"] == "module Concurrent.Actor — See `docs-source/actor/main.md`."
    assert labels["dataflow"].endswith("— Runs the task.")
    md = ("# Actors\n\n## Reference\n\n{include:Actor::Reference}\n\n## Names\n\n"
          "- {include:Actor::Core#name} Each actor has a name.\n")
    labels = _labels("docs-source/actor/main.md", md, "markdown")
    assert labels["Reference"].endswith(" — See `Actor::Reference`.")
    assert labels["Names"].endswith(" — Each actor has a name.")


def test_a_shortcut_reference_link_reads_as_its_text_in_rustdoc_and_go_doc_links() -> None:
    # tracing-journald's crate doc read "…natively to [journald], preserving…", tracing's
    # `Span.entered` "returning a [guard]`EnteredSpan`", pgx's "implements the
    # [encoding/json.Marshaler] interface."; indexing, attributes, slices and intervals stay.
    rs = ("//! Support for logging events natively to [journald], preserving [span data].\n"
          "//!\n//! [journald]: https://www.freedesktop.org/software/systemd/man/systemd-journald\n\n"
          "/// Returns a [guard][`Entered`] for [target]s in [`Self::new()`].\n"
          "pub fn entered() {}\n\n"
          "/// Not a #[test], nor &[u8], Arc<[T]>, [0, n-1], [-1], [y/n] or [1-8].\n"
          "pub fn literal() {}\n")
    labels = _labels("src/lib.rs", rs, "rust")
    assert labels[""].endswith(
        "— Support for logging events natively to journald, preserving span data.")
    assert labels["entered"].endswith("— Returns a guard for targets in `Self::new()`.")
    assert labels["literal"].endswith(
        "— Not a #[test], nor &[u8], Arc<[T]>, [0, n-1], [-1], [y/n] or [1-8].")
    go = ("package pgtype\n\n// Value implements the [database/sql/driver.Valuer] interface.\n"
          "func (b Bool) Value() (any, error) { return nil, nil }\n\n"
          "// Scan reads [*Bool] values, unlike map[K]V, [options] or [Codec]s.\n"
          "func (b *Bool) Scan(src any) error { return nil }\n")
    labels = _labels("bool.go", go, "go")
    assert labels["Value"].endswith("— implements the database/sql/driver.Valuer interface.")
    assert labels["Scan"].endswith("— reads *Bool values, unlike map[K]V, [options] or [Codec]s.")


def test_a_see_tag_to_a_link_a_title_or_a_deep_ruby_path_points_there() -> None:
    # commons-compress's tests (`@see <a href="…/COMPRESS-492">COMPRESS-492</a>`), Javadoc's
    # `@see "Title"`, puma's `@see Puma::Cluster#check_workers` and mustermann's
    # `@see Mustermann::Match#eql?` / `@see Object#==` showed no description.
    java = ("class SevenZFileTest {\n    /**\n     * @see <a href=\"https://issues.apache.org/"
            "jira/browse/COMPRESS-492\">COMPRESS-492</a>\n     */\n"
            "    void handlesEmptyFiles() {}\n\n"
            "    /** @see \"The Java Language Specification\" */\n    void spec() {}\n}\n")
    labels = _labels("SevenZFileTest.java", java, "java")
    assert labels["handlesEmptyFiles"].endswith("handlesEmptyFiles() — See COMPRESS-492.")
    assert labels["spec"].endswith('spec() — See "The Java Language Specification".')
    rb = ("class Match\n  # @see Puma::Cluster#check_workers\n  # @version 5.0.0\n"
          "  def ping; end\n\n  # @see Mustermann::Match#eql?\n  def eql?(o); end\n\n"
          "  # @see Object#==\n  def ==(o); end\nend\n")
    labels = _labels("match.rb", rb, "ruby")
    assert labels["ping"].endswith("— See `Puma::Cluster#check_workers`.")
    assert labels["eql?"].endswith("— See `Mustermann::Match#eql?`.")
    assert labels["=="].endswith("— See `Object#==`.")


def test_yard_links_in_pages_and_natural_docs_links_read_as_their_text() -> None:
    # concurrent-ruby's docs-source pages are YARD's ("A {Concurrent::FixedThreadPool} contains
    # …", "{Core#name} - {Core#path}"), addressable's `{String#unicode_normalize(:nfkc)}` and
    # mustermann's `{#===}` were left raw in Ruby comments, and mosquitto.h's Natural Docs
    # links read "<mosquitto_sub_topic_tokenise>". A page's placeholder (`{ComparisonProperty}`),
    # attribute list (`{#par1}`) and a C doc's `<filename>` stay as written.
    md = ("# Pools\n\nA {Concurrent::FixedThreadPool} contains threads.\n\n"
          "## Names\n\n{Core#name} - {Core#path}\n\n"
          "## Placeholders\n\nThe {ComparisonProperty} placeholder.\n\n"
          "## Attributes\n\n{#par1} Paragraph.\n")
    labels = _labels("docs/pools.md", md, "markdown")
    assert labels["Pools"].endswith("— A `Concurrent::FixedThreadPool` contains threads."), labels
    assert labels["Names"].endswith("— `Core#name` - `Core#path`"), labels
    assert labels["Placeholders"].endswith("— The {ComparisonProperty} placeholder."), labels
    assert labels["Attributes"].endswith("— {#par1} Paragraph."), labels
    rb = ("class Pattern\n  # Deprecated: Use {String#unicode_normalize(:nfkc)} instead\n"
          "  def normalize(s)\n  end\n\n  # Returns proc wrapping {#===}\n  def to_proc\n  end\nend\n")
    labels = _labels("pattern.rb", rb, "ruby")
    assert labels["normalize"].endswith("— Deprecated: Use `String#unicode_normalize(:nfkc)` instead")
    assert labels["to_proc"].endswith("— Returns proc wrapping `#===`"), labels
    c = ("/*\n * Function: mosquitto_sub_topic_tokens_free\n *\n"
         " * Free memory that was allocated in <mosquitto_sub_topic_tokenise>.\n */\n"
         "int mosquitto_sub_topic_tokens_free(char ***topics, int count);\n\n"
         "/* Run: init <filename> <admin_user> first. */\nint init(void);\n")
    labels = _labels("mosquitto.h", c, "c")
    assert labels["mosquitto_sub_topic_tokens_free"].endswith(
        "— Free memory that was allocated in `mosquitto_sub_topic_tokenise`."), labels
    assert labels["init"].endswith("— Run: init <filename> `admin_user` first."), labels


def test_a_jsdoc_satisfies_tag_alone_is_no_description() -> None:
    # eslint-plugin-react's lib/rules/index.js `rules`, in five of ten answers, read
    # "@satisfies {Record<string, import('eslint').Rule.RuleModule>}": a type check, as
    # `@type {T}` is, which says nothing of what the value is.
    js = ("/** @satisfies {Record<string, import('eslint').Rule.RuleModule>} */\n"
          "const rules = {\n  'jsx-key': require('./jsx-key'),\n};\n\n"
          "/**\n * The rules by name.\n * @satisfies {Record<string, Rule>}\n */\n"
          "const named = {\n  'jsx-key': require('./jsx-key'),\n};\n")
    labels = _labels("lib/rules/index.js", js, "javascript")
    assert labels["rules"] == "constant rules"
    assert labels["named"] == "constant named — The rules by name."


def test_a_go_doc_s_at_word_is_prose_and_swag_annotation_lines_are_tags() -> None:
    # gqlgen's "selects how an entity's @requires fields are delivered …" read "selects how an
    # entity's": Go has no block tags. swag's annotation lines (`// @Summary …`, `//\t@Param
    # …`, `// @Router …`) are none of the prose: its controller examples read "godoc" or
    # "@Summary Use Tags @Success 200 …"; a wrapped line opening with `@` is the sentence's.
    go = ("package federation\n\n"
          "// Strategy selects how an entity's @requires fields are delivered.\n"
          "type Strategy int\n\n"
          "// Check fails when the\n// @requires strategy lacks Federation 2.\n"
          "func Check() error { return nil }\n\n"
          "// ShowAccount godoc\n//\n//\t@Summary\t\tShow an account\n"
          "//\t@Description\tget string by ID\n//\t@Param\t\t\tid\tpath\tint\ttrue\t\"ID\"\n"
          "//\t@Router\t\t\t/accounts/{id} [get]\n"
          "func ShowAccount(c *Context) {}\n\n"
          "// @Tags health\n// @Description Check the service's health.\n// @Router /health [get]\n"
          "func Health(c *Context) {}\n\n"
          "// @Success 200 {object} Pet \"ok\"\n// @Router /pets [get]\n"
          "func Pets(c *Context) {}\n")
    labels = _labels("entity.go", go, "go")
    assert labels["Strategy"] == (
        "type Strategy — selects how an entity's @requires fields are delivered.")
    assert labels["Check"] == (
        "function Check() error — fails when the @requires strategy lacks Federation 2.")
    assert labels["ShowAccount"] == "function ShowAccount(c *Context) — Show an account"
    assert labels["Health"] == "function Health(c *Context) — Check the service's health."
    assert labels["Pets"] == "function Pets(c *Context)"


def test_a_swag_summary_opening_with_the_handlers_name_keeps_it() -> None:
    # swag's testdata: `// @Summary Upload file` over `func Upload` read "file": the Go rule
    # leaving out a sentence's opening name (the subject, printed just before) took the
    # title's verb. A Go sentence above a summary still loses it.
    go = ("package api\n\n"
          "// @Summary Upload file\n// @Param file formData file true \"the file\"\n"
          "// @Router /file/upload [post]\n"
          "func Upload(c *Context) {}\n\n"
          "// Login logs a user in.\n// @Summary Login\n// @Router /login [post]\n"
          "func Login(c *Context) {}\n")
    labels = _labels("api.go", go, "go")
    assert labels["Upload"] == "function Upload(c *Context) — Upload file"
    assert labels["Login"] == "function Login(c *Context) — logs a user in."
