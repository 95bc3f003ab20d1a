"""Descriptions: a doc's first sentence as one plain line (``docline.description``), as an
address line shows it: where the sentence ends, which tags, markup, headings, work notes and
code it passes over, and what the inline markup of each doc convention reads as.
"""
from __future__ import annotations

import pytest

from codesift import Hit
from codesift.address import hit_label
from codesift.chunk import chunk_file

from conftest import chunk_labels_in_order as _labels


def test_descriptions_end_at_sentences_not_abbreviations_or_tags() -> None:
    from codesift.model import Hit
    from codesift.docline import description

    def desc(doc: str) -> str:
        return description(Hit(path="a.js", line=1, end_line=2, kind="function", symbol="f",
                               container="", signature="", doc=doc, lang="javascript",
                               score=1.0, channels={}))

    # requests' MissingSchema was described "The URL scheme (e.g."; express's View.lookup
    # carried its JSDoc tags; Slim's `@return void` and `{@inheritdoc}` were whole descriptions.
    assert desc("The URL scheme (e.g. http or https) is missing. More.") == \
        "The URL scheme (e.g. http or https) is missing."
    assert desc("Lookup view by the given name @param {string} name @private") == \
        "Lookup view by the given name"
    assert desc("@return void") == desc("{@inheritdoc}") == ""
    # commons-lang's ConcurrentUtils: the words after a leading {@inheritDoc} are its own.
    assert desc("{@inheritDoc} The cancel operation is not supported. Returns false.") == \
        "The cancel operation is not supported."
    # A leading @deprecated tag reads as a deprecation annotation is shown (Carbon's "@deprecated
    # To avoid conflict between …").
    assert desc("@deprecated Use CompletableFuture.") == "Deprecated: Use CompletableFuture."
    assert desc("@deprecated @see Other") == "Deprecated."


@pytest.mark.parametrize("lang, doc, shown", [
    # commons-cli: a {@link}'s parameter list holds spaces ("…of the String[], boolean)…"),
    # and Javadoc's HTML was kept ("<p> A simple…", "rules: <ol> <li>If an…").
    ("java", "The class GnuParser provides an implementation of the "
     "{@link Parser#flatten(Options, String[], boolean) flatten} method.",
     "The class GnuParser provides an implementation of the flatten method."),
    ("java", "<p> Parses {@link #parse(Options, String[])} with <code>null</code> rules.</p>",
     "Parses `parse(Options, String[])` with `null` rules."),
    ("java", "Returns a List<String> of names. More.", "Returns a List<String> of names."),
    # commons-validator: Javadoc's entities are HTML ("min &amp; max"); elsewhere they are text.
    ("java", "Checks if the value is between a min &amp; max (&lt;= max). More.",
     "Checks if the value is between a min & max (<= max)."),
    ("python", "Convert the characters &amp; and &lt; to HTML-safe sequences. More.",
     "Convert the characters &amp; and &lt; to HTML-safe sequences."),
    # scala-xml: ScalaDoc is HTML too ("Escapes the characters &lt; &gt; &amp; and &quot;").
    ("scala", "Escapes the characters &lt; &gt; &amp; and &quot; from string. More.",
     'Escapes the characters < > & and " from string.'),
    # scalatags: ScalaDoc's wiki links showed their brackets ("Serialize this [[TypedTag]] ..."):
    # an entity reads as its name in code, a URL link as its label; '''bold''' as its word.
    ("scala", "Serialize this [[TypedTag]] per [[https://html.spec.whatwg.org the spec]], "
     "'''never''' [[scalatags.Text]]. More.",
     "Serialize this `TypedTag` per the spec, never `scalatags.Text`."),
    ("java", "Keeps [[x]] as written. More.", "Keeps [[x]] as written."),
    # resty: "SetRetryCount method enables …" and a stop inside a sentence ("no. of").
    ("go", "SetRetryCount method enables retry and sets the no. of retries. Default is 0.",
     "enables retry and sets the no. of retries."),
    # QA7: symfony/console's CompletionOutputInterface read "Transforms the {@see
    # CompletionSuggestions} object into output…": PHPDoc's inline {@see}, like Javadoc's
    # {@link}, reads as its target (or its label).
    ("php", "Transforms the {@see CompletionSuggestions} object into output readable by the "
     "shell completion.", "Transforms the `CompletionSuggestions` object into output readable by…"),
    ("php", "Same as {@see parent::run()} but keeps the input.",
     "Same as `parent::run()` but keeps the input."),
    ("typescript", "Calls {@linkcode Ruler.at} and {@see Ruler#push the pusher}.",
     "Calls `Ruler.at` and the pusher."),
    # JSDoc's `@name` names, as `@method` does: CTFd's swagger-codegen client read "@name
    # API#get_files_detail" for its 87 methods, nock's `query` "Set query strings for the
    # interceptor @name query"; TypeDoc's `@noInheritDoc` says how to render: Lexical's nodes.
    ("javascript", "@method\n@name API#get_files_detail\n@param {object} parameters - options", ""),
    ("javascript", "Set query strings for the interceptor\n@name query\n@param query",
     "Set query strings for the interceptor"),
    ("typescript", "@noInheritDoc", ""),
])
def test_doc_markup_and_kind_words_leave_the_description(lang: str, doc: str, shown: str) -> None:
    from codesift.docline import description
    from codesift.model import Hit

    hit = Hit(path="a", line=1, end_line=2, kind="method", symbol="SetRetryCount", container="",
              signature="", doc=doc, lang=lang, score=1.0, channels={})
    assert description(hit) == shown


@pytest.mark.parametrize("doc, shown", [
    # The review: a lower-case word after a stop did end the sentence ("…decode. see…" ran
    # on), generics read as tags (`Codec<I, O>`, `.cast::<U>()`), an inline tag left a space
    # before a stop, `{@code (x)}` stayed raw.
    ("Accessor for maximum length of strings to decode. see the limit", "Accessor for maximum length of strings to decode."),
    ("Maps a Codec<I, O> to `.cast::<U>()` values.", "Maps a Codec<I, O> to `.cast::<U>()` values."),
    ("Sets their <b>name</b>. Other.", "Sets their name."),
    ("Escapes {@code (x)} and {@code (?i)} flags.", "Escapes `(x)` and `(?i)` flags."),
    # A {@code} or {@literal} is code whole, not a link's target and label: commons-csv's
    # quotedNullString read "Set to + nullString + quoteCharacter", gson's "as ...>".
    ("Set to {@code quoteCharacter + nullString + quoteCharacter}",
     "Set to `quoteCharacter + nullString + quoteCharacter`"),
    ("Tests deserializing as {@code Map<String, ...>} with a null key. More.",
     "Tests deserializing as `Map<String, ...>` with a null key."),
    ("Splits {@literal {a, b}} pairs on {@link #SEP the separator}.",
     "Splits `{a, b}` pairs on the separator."),
])
def test_review_sentences_generics_inline_tags_and_parenthesised_code(doc: str, shown: str) -> None:
    from codesift.docline import description
    from codesift.model import Hit

    hit = Hit(path="a", line=1, end_line=2, kind="method", symbol="x", container="",
              signature="", doc=doc, lang="java", score=1.0, channels={})
    assert description(hit) == shown


def test_tomdoc_public_is_no_part_of_a_ruby_description() -> None:
    # flipper's TomDoc: 200 addresses read "— Public: Find a gate by name.", or "— Public"
    # alone; "Internal:" and "Private:" tell a caller something, and stay.
    rb = ("class Feature\n  # Public: Find a gate by name.\n  #\n  # Returns a Gate.\n"
          "  def gate(name)\n  end\n\n  # Public\n  attr_reader :adapter\n\n"
          "  # Internal: The name of the gate.\n  def key\n  end\nend\n")
    assert _labels("lib/feature.rb", rb, "ruby")[1:] == [
        "method Feature.gate(name) — Find a gate by name.", "property Feature.adapter",
        "method Feature.key — Internal: The name of the gate."]


@pytest.mark.parametrize("doc, shown", [
    # Newtonsoft.Json's XML doc comments showed their markup: "... for the <see…".
    ('Specifies null value handling options for the <see cref="JsonSerializer"/>. '
     '<code lang="cs" source="Tests.cs" region="R" />',
     "Specifies null value handling options for the `JsonSerializer`."),
    ('<para>Converts an <see cref="T:System.Enum"/> to and from its name.</para>',
     "Converts an `System.Enum` to and from its name."),
    ('Returns <c>true</c> if <paramref name="value"/> is a &lt;T&gt; list.',
     "Returns `true` if `value` is a <T> list."),
    ('See <see href="https://example.org">the guide</see> on <see langword="null"/> values.',
     "See the guide on `null` values."),
])
def test_csharp_xml_doc_markup_reads_as_prose(doc: str, shown: str) -> None:
    hit = Hit(path="Src/NullValueHandling.cs", line=1, end_line=9, kind="enum", symbol="X",
              container="", signature="enum X", doc=doc, lang="csharp", score=1.0)
    assert hit_label(hit) == f"enum X — {shown}"


@pytest.mark.parametrize("lang, doc, shown", [
    # ripgrep's rustdoc intra-doc links and moshi's KDoc links showed their brackets.
    ("rust", "Returns the [`Searcher`](crate::Searcher) used; see [`Sink`].",
     "Returns the `Searcher` used; see `Sink`."),
    ("kotlin", "Writes this config to a [codeGenerator].", "Writes this config to a `codeGenerator`."),
    # clikt's, with type arguments in the link, and a link with its own text.
    ("kotlin", "Must call [BaseCliktCommand<*>.registerOptionGroup].",
     "Must call `BaseCliktCommand<*>.registerOptionGroup`."),
    ("kotlin", "Throw a [MissingOption] for [List<T>]; see [the help][Option.help].",
     "Throw a `MissingOption` for `List<T>`; see the help."),
    ("dart", "A file to be uploaded as part of a [MultipartRequest].",
     "A file to be uploaded as part of a `MultipartRequest`."),
    ("java", "Download [the latest JAR][1] or see [the guide](https://example.org/a_b).",
     "Download the latest JAR or see the guide."),
    # Brackets that are no link stay.
    ("python", "Values in [0, 1] are kept; see [1].", "Values in [0, 1] are kept; see [1]."),
])
def test_markdown_links_in_docs_read_as_their_text(lang: str, doc: str, shown: str) -> None:
    hit = Hit(path="src/a", line=1, end_line=9, kind="function", symbol="f", container="",
              signature="", doc=doc, lang=lang, score=1.0)
    assert hit_label(hit) == f"function f — {shown}"


@pytest.mark.parametrize("doc, shown", [
    # pluggy's `:meta private:` was the description of HookCaller.__init__ and Result.excinfo,
    # requests' `:rtype: bool` is_ipv4_address's, jinja's `:param iterable: …` LoopContext's.
    (":meta private:", ""),
    (":rtype: bool", ""),
    ("Wrap an iterable :param iterable: Iterable to wrap. :param undefined: x", "Wrap an iterable"),
    # A colon in prose is no field.
    ("Set the type: one of a, b. See :func:`load`.", "Set the type: one of a, b."),
])
def test_sphinx_info_fields_end_a_python_description(doc: str, shown: str) -> None:
    hit = Hit(path="src/a.py", line=1, end_line=9, kind="function", symbol="f", container="",
              signature="def f()", doc=doc, lang="python", score=1.0)
    assert hit_label(hit) == "function f()" + (f" — {shown}" if shown else "")


@pytest.mark.parametrize("doc, shown", [
    # mustermann, faraday, grape: YARD links and RDoc's +code+ kept their markup ("Returns an
    # {Expander} that…", "Adds all patterns from +mapping+ to the set…").
    ("Pattern options forwarded to {Mustermann.new} and {#to_regexp}.",
     "Pattern options forwarded to `Mustermann.new` and `#to_regexp`."),
    ("Wrapper around {StringScanner#scan}; see {Mustermann::Set the set class}.",
     "Wrapper around `StringScanner#scan`; see the set class."),
    ("Adds +mapping+ to the set, returns +self+ (+:each+ too).",
     "Adds `mapping` to the set, returns `self` (`:each` too)."),
    ("Stand-in for the +@api+ object that {ParamsScope} normally writes to.",
     "Stand-in for the `@api` object that `ParamsScope` normally writes to."),
    # A hash, a sum and C++ are no markup.
    ("Takes {a: 1} or {Name: 1}, x+y+z and C++ too.", "Takes {a: 1} or {Name: 1}, x+y+z and C++ too."),
    # net-http's RDoc: links as their text, an escaped word as the word ("\Class for
    # representing method GET[https://en.wikipedia.org/w/index.php…", the YARD link having
    # taken the braces; "\Net::HTTP object"). A regex's `\A`, an index, a hash's key stay.
    ("\\Class for representing {HTTP method GET}[https://en.wikipedia.org/w/index.php?t=H#GET]:",
     "Class for representing HTTP method GET:"),
    ("Returns a new \\Net::HTTP object; see {Proxy Server}[rdoc-ref:Net::HTTP@Proxy+Server].",
     "Returns a new Net::HTTP object; see Proxy Server."),
    ("Is Safe[https://en.wikipedia.org/wiki/HTTP#Safe_method]; \\A and \\d+, a[0], {a: 1}[:a].",
     "Is Safe; \\A and \\d+, a[0], {a: 1}[:a]."),
])
def test_ruby_yard_links_and_rdoc_code_read_as_code(doc: str, shown: str) -> None:
    hit = Hit(path="lib/a.rb", line=1, end_line=9, kind="method", symbol="f", container="",
              signature="def f", doc=doc, lang="ruby", score=1.0)
    assert hit_label(hit) == f"method f — {shown}"


@pytest.mark.parametrize("doc, shown", [
    # LuaCATS and LDoc annotations end the description; a doc of annotations alone has none.
    ("Tracks the time spent. @param data string @return number", "Tracks the time spent."),
    ("@generic F: fun() @param fn F @return F", ""),
    ("@class LoaderOpts @field root string", ""),
])
def test_lua_annotations_are_no_description(doc: str, shown: str) -> None:
    hit = Hit(path="lua/a.lua", line=1, end_line=9, kind="function", symbol="track",
              container="M", signature="function M.track(data)", doc=doc, lang="lua", score=1.0)
    assert hit_label(hit) == "function M.track(data)" + (f" — {shown}" if shown else "")


@pytest.mark.parametrize("doc, shown", [
    # chi: a verb-first comment lost its verb ("— a routing context to its initial state.").
    ("Reset a routing context to its initial state.", "Reset a routing context to its initial state."),
    ("Reset and Clear empty the context.", "Reset and Clear empty the context."),
    ("Reset resets the context.", "resets the context."),    # the convention: name, then verb
])
def test_a_go_doc_keeps_its_name_when_the_name_is_the_verb(doc: str, shown: str) -> None:
    go = f"package chi\n\n// {doc}\nfunc (x *Context) Reset() {{\n}}\n"
    assert _labels("context.go", go, "go") == [f"method Context.Reset() — {shown}"]


def test_a_go_type_doc_drops_its_leading_name() -> None:
    # gin: a type's or value's doc has no verb to keep ("API the json codec in use").
    go = "package json\n\n// API the json codec in use.\nvar API = jsoniter.Config{}\n"
    assert _labels("json.go", go, "go") == ["variable API — the json codec in use."]
    # fiber: a name its next words hang on stays ("for CSRF middleware" lost its head noun).
    go = "package csrf\n\n// Handler for CSRF middleware\ntype Handler struct {\n}\n"
    assert _labels("csrf.go", go, "go") == ["struct Handler — Handler for CSRF middleware"]


def test_a_doc_description_ends_at_its_first_paragraph() -> None:
    # A first paragraph without a full stop ran on into the next (monolog's `Level::Info`), a
    # rustdoc section and its doctest (http's `Builder.extension`), a C# `<param>` text
    # (FluentValidation's `Validate`); a heading is passed over (http's `## Panics`).
    php = ("<?php\nclass Logger {\n    /**\n     * Interesting events\n     *\n"
           "     * Examples: User logs in, SQL logs.\n     */\n    public const INFO = 200;\n}\n")
    rust = ("/// Adds an extension to this builder\n///\n/// # Examples\n///\n/// ```\n"
            "/// # use http::*;\n/// let req = Request::builder();\n/// ```\n"
            "pub fn extension() {}\n\n"
            "/// ## Panics\n/// In a debug build this will panic if `bytes` is not valid UTF-8.\n"
            "///\n/// ## Safety\n/// `bytes` must contain valid UTF-8.\n"
            "pub unsafe fn from_utf8_unchecked() {}\n")
    cs = ("class V {\n    /// <summary>\n    /// Validates the specified instance\n"
          "    /// </summary>\n    /// <param name=\"instance\">The object to validate</param>\n"
          "    /// <returns>A ValidationResult object</returns>\n"
          "    public int Validate(int instance) { return 1; }\n}\n")
    py = 'def parse(s):\n    """Parse a string\n\n    Returns a document.\n    """\n'
    go = "package a\n\n// Parse parses a string\n//\n// It returns a document.\nfunc Parse() {}\n"
    kt = ("/**\n * Parses a string\n *\n * Returns a document.\n */\nfun parse() = 1\n\n"
          "/**\n * ## Example\n * ```\n * val b = 1\n * ```\n */\nfun onlyCode() = 1\n")
    assert _labels("Logger.php", php, "php")[1] == "constant Logger.INFO — Interesting events"
    assert _labels("request.rs", rust, "rust") == [
        "function extension() — Adds an extension to this builder",
        "function from_utf8_unchecked() — In a debug build this will panic if `bytes` is not "
        "valid UTF-8."]
    assert _labels("V.cs", cs, "csharp")[1] == \
        "method V.Validate(int instance) — Validates the specified instance"
    assert _labels("p.py", py, "python") == ["function parse(s) — Parse a string"]
    assert _labels("p.go", go, "go") == ["function Parse() — parses a string"]
    # Code is no description (a fence alone on a `///` line is not kept: no words, no doc).
    assert _labels("p.kt", kt, "kotlin") == ["function parse() — Parses a string",
                                             "function onlyCode()"]
    # ScalaDoc fences code with `{{{` and `}}}` (scopt's `OParser`).
    scala = ("/**\n * A monadic commandline options parser\n * {{{\n * val b = 1\n * }}}\n */\n"
             "class OParser\n\n/**\n * {{{\n * val b = 1\n * }}}\n */\nclass OnlyCode\n")
    assert _labels("OParser.scala", scala, "scala") == [
        "class OParser — A monadic commandline options parser", "class OnlyCode"]
    # The stored doc keeps every word, a paragraph a line.
    assert chunk_file("p.py", py, "python")[0].doc == "Parse a string\nReturns a document."
    # An RDoc heading is passed over as a Markdown one is (rack's `== The Response` was the
    # whole description); an `=` inside prose is no heading.
    rb = ("class R\n  # == The Response\n  #\n  # Outgoing HTTP responses are generated.\n"
          "  def response; end\n\n  # x = 3 is the default\n  # and so on.\n  def c; end\nend\n")
    assert _labels("r.rb", rb, "ruby")[1:] == [
        "method R.response — Outgoing HTTP responses are generated.",
        "method R.c — x = 3 is the default and so on."]


def test_a_list_after_a_docs_prose_is_no_part_of_its_sentence() -> None:
    # environs' `_ISO_8601_REGEX` read "Subset of ISO 8601 durations (no years/months), with
    # optional sign - Week format: P[n]W - …", grape's `header` "This method has four
    # responsibilities: 1." (the item's number ending the sentence): a list item opens a
    # paragraph of its own, as in Markdown, and the stored doc keeps one item a line.
    py = ("class TimeDelta:\n    # Subset of ISO 8601 durations, with optional sign\n"
          "    # - Week format:  P[n]W\n    # - Time format:  P[n]DT[n]H[n]M[n]S (T part\n"
          "    #   optional if only days)\n    _ISO_8601_REGEX = 1\n")
    rb = ("class Headers\n  # This method has four responsibilities:\n  # 1. Set a header\n"
          "  # 2. Read a header\n  def header; end\nend\n")
    assert _labels("fields.py", py, "python")[1] == (
        "constant TimeDelta._ISO_8601_REGEX — Subset of ISO 8601 durations, with optional sign")
    assert _labels("headers.rb", rb, "ruby")[1] == (
        "method Headers.header — This method has four responsibilities:")
    assert chunk_file("fields.py", py, "python")[1].doc == (
        "Subset of ISO 8601 durations, with optional sign\n- Week format: P[n]W\n"
        "- Time format: P[n]DT[n]H[n]M[n]S (T part optional if only days)")
    # A number other than 1 opens no list (a wrapped line may start with one), nor does a
    # dash in a code fence.
    go = "package p\n\n// Limit caps a batch at the default of\n// 10. Then it waits.\nfunc Limit() {}\n"
    assert chunk_file("p.go", go, "go")[0].doc == (
        "Limit caps a batch at the default of 10. Then it waits.")
    py = 'def diff():\n    """Show a change\n    ```\n    - old\n    + new\n    ```\n    """\n'
    assert chunk_file("p.py", py, "python")[0].doc == "Show a change\n``` - old + new\n```"


def test_a_numpydoc_section_or_a_doctest_is_no_description() -> None:
    # tqdm's `EMA.__call__` read "Parameters ---------- x : float …", `FormatReplace` its
    # doctest; a summary above a section is still the description.
    py = ('class EMA:\n    def __call__(self, x=None):\n        """\n        Parameters\n'
          '        ----------\n        x  : float\n            New value to include in EMA.\n'
          '        """\n\n'
          '    def update(self, x):\n        """Fold in a new value.\n\n        Returns\n'
          '        -------\n        float\n        """\n\n\n'
          'class FormatReplace(object):\n    """\n    >>> a = FormatReplace(\'something\')\n'
          '    >>> f"{a:5d}"\n    \'something\'\n    """\n')
    assert _labels("ema.py", py, "python") == [
        "class EMA", "method EMA.__call__(x=None)", "method EMA.update(x) — Fold in a new value.",
        "class FormatReplace(object)"]


def test_tool_tags_end_a_php_description() -> None:
    # monolog's `Logger::DEBUG` went on with its `@deprecated` note, `$recordsByLevel` was
    # described by its `@phpstan-var` type, guzzle's tests by PHPUnit's `@covers`.
    php = ("<?php\nclass Logger {\n"
           "    /**\n     * Detailed debug information\n     *\n"
           "     * @deprecated Use \\Monolog\\Level::Debug\n     */\n    public const DEBUG = 100;\n"
           "    /** @phpstan-var array<int, string> */\n    protected array $recordsByLevel = [];\n"
           "    /**\n     * @covers \\GuzzleHttp\\Cookie\\CookieJar\n"
           "     * @dataProvider cookies\n     */\n    public function testJar() {}\n"
           "    /** Returns the level name @phpstan-return value-of<self::NAMES> */\n"
           "    public function getName() {}\n}\n")
    assert _labels("Logger.php", php, "php")[1:] == [
        "constant Logger.DEBUG — Detailed debug information",
        "property Logger.recordsByLevel", "method Logger.testJar()",
        "method Logger.getName() — Returns the level name"]
    # A decorator named in prose is no tag (starlette's release notes, click's docs).
    md = "# 0.9.10\n\nSupport @requires(...) on class methods.\n"
    assert _labels("notes.md", md, "markdown") == [
        "section 0.9.10 — Support @requires(...) on class methods."]
    # YARD's tags end a Ruby description too (sinatra's `configure` read "@yieldparam _self …").
    rb = ("class Base\n  # Set configuration options\n  # @yieldparam _self [Base] the class\n"
          "  def configure; end\n  # @raise [ArgumentError] when empty\n  def check; end\nend\n")
    assert _labels("base.rb", rb, "ruby")[1:] == [
        "method Base.configure — Set configuration options", "method Base.check"]


def test_a_decorator_punctuated_in_prose_is_no_tag() -> None:
    # toolz's `instanceproperty` and `InstanceProperty` were described "Like": `@property,`
    # read as JSDoc's `@property` tag. A tag followed by its text still ends the description.
    py = ('def instanceproperty(fget=None):\n'
          '    """ Like @property, but returns ``classval`` when used as a class attribute\n\n'
          '    >>> 1\n    """\n\n\n'
          'def check(x):\n    """Check x.\n\n    @param x: the value\n    """\n')
    assert _labels("functoolz.py", py, "python") == [
        "function instanceproperty(fget=None) — Like @property, but returns `classval` when "
        "used as a class attribute", "function check(x) — Check x."]
    cs = ("class Internet {\n  /// <summary>Generates an example email with @example.com.</summary>\n"
          "  public string ExampleEmail() { return \"\"; }\n}\n")
    assert _labels("Internet.cs", cs, "csharp")[1:] == [
        "method Internet.ExampleEmail() — Generates an example email with @example.com."]


def test_a_work_note_is_no_description() -> None:
    # ky's `ResponsePromise.json` was described "TODO: Use `json<T extends JSONValue>()…";
    # the note stays in the doc (its words are searched), the description passes it over.
    ts = ("export type R = {\n  // TODO: Use `json<T>(): Promise<T>;` when it's fixed in TS.\n"
          "  json: () => Promise<unknown>\n"
          "  /**\n   * FIXME: slow\n   *\n   * Reads the body as text.\n   */\n"
          "  text: () => Promise<string>\n}\n")
    assert _labels("r.ts", ts, "typescript")[1:] == [
        "property R.json",
        "property R.text — Reads the body as text."]
    assert "fixed in TS" in chunk_file("r.ts", ts, "typescript")[1].doc


def test_a_work_note_s_list_is_no_description() -> None:
    # streamlink's `# TODO: rewrite data structure` / `#  - replace prefix logic with
    # namespaces` / … over `class Cache` was described by the note's first item.
    py = ("# TODO: rewrite data structure\n#  - replace prefix logic with namespaces\n"
          "#  - change timestamps to ISO8601 strings\nclass Cache:\n    pass\n\n\n"
          "# TODO: drop\n#  - the old format\n#\n# Keeps the sessions.\nclass Store:\n    pass\n")
    assert _labels("cache.py", py, "python") == ["class Cache", "class Store — Keeps the sessions."]


def test_a_rust_safety_comment_is_no_description() -> None:
    # aho-corasick's `unsafe impl Automaton for DFA` was described "SAFETY: 'start_state'
    # always returns a valid state ID, …": why the unsafe code holds, not what the item is.
    rust = ("// SAFETY: 'start_state' always returns a valid state ID.\n"
            "unsafe impl Automaton for DFA {}\n"
            "/// A DFA.\n///\n/// SAFETY: never built twice.\npub struct Dfa;\n")
    assert _labels("src/dfa.rs", rust, "rust") == ["impl Automaton for DFA", "struct Dfa — A DFA."]
    assert "valid state ID" in chunk_file("src/dfa.rs", rust, "rust")[0].doc


def test_doxygen_commands_leave_a_c_family_description() -> None:
    # CLI11's "@brief class for extracting data…", rapidjson's "\def RAPIDJSON_VERSION_STRING
    # \ingroup RAPIDJSON_CONFIG \brief Version…" and "\em Past-the-end member iterator \pre
    # IsObject() == true", libevent's "@file event2/listener.h" and "@name Rate limit
    # inspection" (a member group's title) were shown as descriptions; a doc of parameters
    # alone has none, as JSDoc's has not. A regex's `\b` (re2) and Objective-C's `@interface`
    # are no commands.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("/** @brief class for extracting data.\n *  More here. */\nstruct SubcommandData { int n; };\n\n"
              "/*! \\def VERSION_STRING\n    \\ingroup CONFIG\n    \\brief Version of \\c rapidjson.\n*/\n"
              "#define VERSION_STRING \"1.1\"\n\n"
              "//! \\em Past-the-end member iterator \\pre IsObject() == true\nint MemberEnd(void);\n\n"
              "/**\n * @file event2/listener.h\n *\n * A callback for a new connection.\n */\n"
              "typedef void (*listener_cb)(int fd);\n\n"
              "/**\n   @name Rate limit inspection\n\n   Return the current bucket size.\n */\n"
              "int get_read_limit(void);\n\n"
              "/** \\param x pointer to align */\n#define ALIGN(x) (x)\n\n"
              "/** Pushes a \\b or \\B onto the stack. */\nint push_word_boundary(void);\n")
    shown = {}
    for lang in ("c", "cpp"):
        for c in chunk_file(f"a.{lang}", source, lang):
            hit = Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                      container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                      score=1.0, channels={})
            shown[c.name] = description(hit)
        assert shown == {
            "SubcommandData": "class for extracting data.",
            "VERSION_STRING": "Version of `rapidjson`.",
            "MemberEnd": "Past-the-end member iterator",
            "listener_cb": "A callback for a new connection.",
            "get_read_limit": "Return the current bucket size.",
            "ALIGN": "",
            "push_word_boundary": "Pushes a \\b or \\B onto the stack."}
    objc = Hit(path="a.h", line=1, end_line=1, kind="file", symbol="a.h", container="",
               signature="", doc="@interface NMBExceptionCapture : NSObject", lang="objc",
               score=1.0, channels={})
    assert description(objc) == "@interface NMBExceptionCapture : NSObject"



def test_a_doxygen_synopsis_opening_the_doc_is_no_description() -> None:
    # FreeRTOS opens each API doc with its header's name and the declaration in a code block
    # (`queue. h` / `@code{c}` / `QueueHandle_t xQueueCreate( … );` / `@endcode`): `\code`
    # ended the description, and xQueueCreate read "queue.", xEventGroupCreateStatic
    # "event_groups.h". The prose under it is the description; a code block after prose still
    # ends it.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("/**\n * queue. h\n * @code{c}\n * QueueHandle_t xQueueCreate(\n"
              " *                            UBaseType_t uxQueueLength\n *                        );\n"
              " * @endcode\n *\n * Creates a new queue instance.\n */\n"
              "QueueHandle_t xQueueCreate(UBaseType_t uxQueueLength);\n\n"
              "/**\n * event_groups.h\n * @code{c}\n * EventGroupHandle_t xEventGroupCreate( void );\n"
              " * @endcode\n */\nEventGroupHandle_t xEventGroupCreate(void);\n\n"
              "/**\n * Deletes a task. Example:\n * \\code\n * vTaskDelete(h);\n * \\endcode\n */\n"
              "void vTaskDelete(void *h);\n")
    shown = {}
    for c in chunk_file("include/queue.h", source, "c"):
        hit = Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                  container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                  score=1.0, channels={})
        shown[c.name] = description(hit)
    assert shown == {"xQueueCreate": "Creates a new queue instance.", "xEventGroupCreate": "",
                     "vTaskDelete": "Deletes a task."}
    # A doc cut inside its synopsis (two prototypes past the cap, no `@endcode` left) is all
    # synopsis: xTaskNotifyAndQueryIndexedFromISR read "task.".
    from codesift.doctags import doxygen
    assert doxygen("task. h @code{c} BaseType_t xTaskNotify( TaskHandle_t xTaskToNotify, …") == ""

def test_doxygen_markers_eigen_writes_are_read_as_what_they_render() -> None:
    # Eigen's docs (vendored in taskflow) showed raw markup: 320 descriptions "\\internal …",
    # 39 "\\deprecated use isEmpty()" (`@deprecated` read "Deprecated: …"), 26 "\\copydoc
    # SparseMatrixBase::rows()", formulas' `\\f$` and links' `\\link X … \\endlink`.
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="a.h", line=1, end_line=1, kind="method", symbol="f",
                               container="", signature="void f()", doc=doc, lang="cpp",
                               score=1.0, channels={}))

    assert shown("\\internal \\class X Internal helper class") == "Internal helper class"
    assert shown("\\deprecated use isEmpty()") == "Deprecated: use isEmpty()"
    assert shown("\\copydoc SparseMatrixBase::rows()") == "See `SparseMatrixBase::rows()`."
    assert shown("Returns an \\link Eigen::ArrayBase Array \\endlink expression of this") \
        == "Returns an Array expression of this"
    assert shown("Set the shift \\f$ \\sigma \\f$. More.") == "Set the shift `\\sigma`."
    assert shown("\\rst\nAdds an argument.\n\\endrst") == "Adds an argument."
    # qa65: Crow's `/// @endcond` over `CatchallRule.has_handler` was shown as its description.
    assert shown("@endcond") == "" and shown("@cond SKIP") == ""
    assert shown("@endcond\nReturns the handler.") == "Returns the handler."


def test_doxygen_code_words_overloads_and_see_also_read_as_doxygen_renders_them() -> None:
    # qa70: range-v3's meta.hpp showed "wrapper for `std`::size_t" (`\\c std::size_t`: 28
    # descriptions), its 18 `\\overload` docs "\\overload", and its lazy aliases' `\\sa
    # `meta::_t` \\ingroup lazy_invocation` nothing.
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="a.hpp", line=1, end_line=1, kind="type", symbol="f",
                               container="", signature="using f = g", doc=doc, lang="cpp",
                               score=1.0, channels={}))

    assert shown("An integral constant wrapper for \\c std::size_t.") \
        == "An integral constant wrapper for `std::size_t`."
    assert shown("Type alias for \\p T::type.") == "Type alias for `T::type`."
    assert shown("Uses \\c foo: then more.") == "Uses `foo`: then more."
    assert shown("\\overload") == ""
    assert shown("\\overload\nReturns the value.") == "Returns the value."
    assert shown("\\sa `meta::_t` \\ingroup lazy_invocation") == "See `meta::_t`."
    assert shown("Does a thing. \\sa other") == "Does a thing."


def test_doxygen_code_word_opening_a_bracket_ends_at_its_close() -> None:
    # qa76: SFML's Glsl.hpp showed "2D float vector (\\p vec2 in GLSL)" for `Glsl::Vec2` and
    # eleven more types: a `\\p`/`\\c` right after `(` or `[` was no code word.
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="Glsl.hpp", line=1, end_line=1, kind="type", symbol="Vec2",
                               container="sf.Glsl", signature="using Vec2 = Vector2<float>",
                               doc=doc, lang="cpp", score=1.0, channels={}))

    assert shown("\\brief 2D float vector (\\p vec2 in GLSL)") == "2D float vector (`vec2` in GLSL)"
    assert shown("Size in bytes (\\c size_t).") == "Size in bytes (`size_t`)."
    assert shown("Calls \\c f(x) first.") == "Calls `f(x)` first."


def test_doxygen_brief_line_over_a_detailed_block_is_the_description() -> None:
    # cereal's `//! Creates a name value pair` / `/*! @relates NameValuePair` / `@ingroup
    # Utility */` over make_nvp and CEREAL_NVP (7 in cereal.hpp, helpers.hpp, specialize.hpp,
    # traits.hpp): the block alone was the doc, shown "@relates NameValuePair". Doxygen reads
    # the `//!` (or `///`) run as the brief and the block as the detail, a rule above them
    # passed over; a `\relates` alone says nothing, as `\ingroup` does. A plain comment over
    # a doc block stays out.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("namespace cereal {\n"
              "  // ####################\n  //! Creates a name value pair\n"
              "  /*! @relates NameValuePair\n      @ingroup Utility */\n"
              "  template <class T> inline\n  NameValuePair<T> make_nvp(const char * name, T && value)\n"
              "  {\n    return {name, value};\n  }\n\n"
              "  //! Creates a name value pair for the variable T\n"
              "  /*! @relates NameValuePair\n      @ingroup Utility */\n"
              "  #define CEREAL_NVP(T) ::cereal::make_nvp(#T, T)\n\n"
              "  /*! @relates BinaryData */\n  int binary_size(int n);\n\n"
              "  // see below\n  /** Reads a blob.\n      @param n the size */\n  int read_blob(int n);\n}\n")
    shown = {}
    for c in chunk_file("include/cereal/cereal.hpp", source, "cpp"):
        hit = Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind, symbol=c.name,
                  container=c.container, signature=c.signature, doc=c.doc, lang=c.lang,
                  score=1.0, channels={})
        shown[c.name] = description(hit)
    assert shown == {"cereal": "", "make_nvp": "Creates a name value pair",
                     "CEREAL_NVP": "Creates a name value pair for the variable T",
                     "binary_size": "", "read_blob": "Reads a blob."}
    # Doxygen's escapes print as their character (cereal's types/map.hpp summary).
    summary = Hit(path="include/cereal/types/map.hpp", line=1, end_line=36, kind="file",
                  symbol="map.hpp", container="", signature="",
                  doc="Support for types found in \\<map\\>", lang="cpp", score=1.0, channels={})
    assert description(summary) == "Support for types found in <map>"


def test_phpstan_generic_tags_are_no_description() -> None:
    # league/csv's Schema read "@implements IteratorAggregate<array-key, Field>", its nine
    # type casters "@implements TypeCasting<?int>": PHPStan's generics, as `@template` is.
    source = ("<?php\nnamespace League\\Csv;\n\n/**\n * @implements IteratorAggregate<array-key, Field>\n"
              " */\nfinal class Schema implements IteratorAggregate\n{\n}\n\n"
              "/**\n * Casts a cell to an int.\n *\n * @implements TypeCasting<?int>\n */\n"
              "final class CastToInt implements TypeCasting\n{\n}\n\n"
              "/** @extends Base<int> */\nclass Child extends Base\n{\n}\n")
    shown = _descriptions("src/Schema.php", source, "php", "class")
    assert shown == {"Schema": "", "CastToInt": "Casts a cell to an int.", "Child": ""}


def test_phpstan_purity_tags_are_no_description() -> None:
    # brick/math's private helpers under `/** @pure */` read "@pure" (its exception
    # factories under `@internal` / `@pure` read nothing); a word after the tag is prose.
    source = ("<?php\nfinal class BigDecimal\n{\n    /**\n     * @pure\n     */\n"
              "    private function isOneScaleZero(): bool\n    {\n        return true;\n    }\n\n"
              "    /** @immutable */\n    public function a(): void {}\n\n"
              "    /**\n     * Returns the sum.\n     *\n     * @pure\n     */\n"
              "    public function plus(): void {}\n\n"
              "    /** Keeps @pure, as its tests say. */\n    public function b(): void {}\n}\n")
    shown = _descriptions("src/BigDecimal.php", source, "php", "method")
    assert shown == {"isOneScaleZero": "", "a": "", "plus": "Returns the sum.",
                     "b": "Keeps @pure, as its tests say."}


def _descriptions(path: str, source: str, lang: str, kind: str) -> dict[str, str]:
    """The description each ``kind`` chunk of ``source`` shows, by its name."""
    from codesift.docline import description
    return {c.name: description(Hit(path=c.path, line=c.start, end_line=c.end, kind=c.kind,
                                    symbol=c.name, container=c.container, signature=c.signature,
                                    doc=c.doc, lang=c.lang, score=1.0, channels={}))
            for c in chunk_file(path, source, lang) if c.kind == kind}


def test_csharp_cref_braces_read_as_a_generic_s_brackets() -> None:
    # Bogus's docs read "Clones the internal state of a `Faker{T}`…": in a cref, XML's
    # stand-ins for `<` and `>`.
    from codesift.chunk import chunk_file
    from codesift.docline import description
    from codesift.model import Hit

    source = ("namespace Bogus;\n\npublic class Faker<T>\n{\n   /// <summary>\n"
              "   /// Clones a <seealso cref=\"Faker{T}\"/> keeping <see cref=\"M:Bogus.Faker`1.Clone\"/>.\n"
              "   /// </summary>\n   public Faker<T> Clone() { return this; }\n}\n")
    [clone] = [c for c in chunk_file("Faker[T].cs", source, "csharp") if c.name == "Clone"]
    hit = Hit(path=clone.path, line=clone.start, end_line=clone.end, kind=clone.kind,
              symbol=clone.name, container=clone.container, signature=clone.signature,
              doc=clone.doc, lang=clone.lang, score=1.0, channels={})
    assert description(hit) == "Clones a `Faker<T>` keeping `Bogus.Faker`1.Clone`."


def test_a_doc_opening_with_the_name_and_a_dash_or_colon_shows_what_follows() -> None:
    # golang-lru's "constant noEvictionTTL — noEvictionTTL - very long ttl…", jansson's
    # "prototype hashtable_init(…) — hashtable_init - Initialize a hashtable object", Bison's
    # "macro YYLAST — YYLAST -- Last index in YYTABLE.", go-redis's "TestAsyncFaceDeferred:
    # …": the name printed twice. A property's colon gives its type or value: kept.
    go = ("package lru\n\n// noEvictionTTL - very long ttl to prevent eviction\n"
          "const noEvictionTTL = 10\n\n// TestDeferred: the call returns at once.\n"
          "func TestDeferred(t *testing.T) {}\n")
    assert _labels("lru.go", go, "go") == [
        "constant noEvictionTTL — very long ttl to prevent eviction",
        "function TestDeferred(t *testing.T) — the call returns at once."]
    c = ("/**\n * hashtable_init - Initialize a hashtable object\n */\n"
         "int hashtable_init(hashtable_t *hashtable);\n\n"
         "/* YYLAST -- Last index in YYTABLE.  */\n#define YYLAST   1985\n")
    assert _labels("hashtable.h", c, "c") == [
        "prototype hashtable_init(hashtable_t *hashtable) — Initialize a hashtable object",
        "macro YYLAST — Last index in YYTABLE."]
    ts = ("export interface Def {\n  /** schema: false makes validate not expect a schema */\n"
          "  schema?: boolean\n}\n")
    assert _labels("types.ts", ts, "typescript")[1] == (
        "property Def.schema — schema: false makes validate not expect a schema")


def test_a_docstring_opening_with_the_calls_signature_is_described_by_what_follows() -> None:
    # h5py's 250 Cython functions open their docstrings with a signature, `(ObjectID loc,
    # STRING name, **kwds) => BOOL`, which the address line showed as the description;
    # CPython's C modules write `dumps(obj, protocol=None) -> bytes` so.
    from codesift.docline import description

    def desc(doc: str, kind: str = "function", symbol: str = "exists") -> str:
        return description(Hit(path="h5a.pyx", line=1, end_line=9, kind=kind, symbol=symbol,
                               container="", signature="", doc=doc, lang="python",
                               score=1.0, channels={}))

    assert desc("(ObjectID loc, STRING name, **kwds) => BOOL\nDetermine if an attribute "
                "is attached to this object.") == \
        "Determine if an attribute is attached to this object."
    assert desc("() => BOOL is_comitted\nDetermine if a given type object is named.",
                "method", "committed") == "Determine if a given type object is named."
    assert desc("(TypeID src, TypeID dst, UINT n, NDARRAY buf=None)\nConvert n elements.") \
        == "Convert n elements."
    assert desc("exists(loc, name) -> bool\nWhether it exists.") == "Whether it exists."
    # An aside in brackets, another function's call, or a class's doc stay.
    assert desc("(Internal use only.) Checks it.") == "(Internal use only.) Checks it."
    assert desc("other(loc) -> bool\nWhether it exists.") == "other(loc) -> bool"
    # A signature alone is all the doc says (boltons' `OMD.viewkeys() -> a set-like object`).
    assert desc("exists() -> a set-like object") == "exists() -> a set-like object"
    assert desc("(x) => y\nMaps.", "class", "Mapper") == "(x) => y"


def test_a_quoted_heading_shows_without_its_quote_and_heading_marks() -> None:
    # RxSwift's Rx.playground pages are summarised by their `/*:` markup's first line, `> #
    # IMPORTANT: To use **Rx.playground**:`, which showed "# IMPORTANT: To use Rx.playground:".
    from codesift.docline import description
    from codesift.model import Hit

    def shown(doc: str) -> str:
        return description(Hit(path="Contents.swift", line=1, end_line=9, kind="file",
                               symbol="Contents.swift", container="", signature="", doc=doc,
                               lang="swift", score=1.0, channels={}))

    assert shown("> # IMPORTANT: To use **Rx.playground**:") == "IMPORTANT: To use Rx.playground:"
    assert shown("> #hashtag in a quote") == "#hashtag in a quote"
