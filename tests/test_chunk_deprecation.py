"""A deprecation annotation read as a doc's first sentence (`deprecation.py`)."""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file
from codesift.languages import language_of


@pytest.mark.parametrize("path, source, name, doc", [
    # okhttp's accessors kept for Java callers, beside the `val url` that replaced them.
    ("Request.kt", 'class Request {\n  val url: HttpUrl = u\n\n  @JvmName("-deprecated_url")\n'
     '  @Deprecated(\n    message = "moved to val",\n    level = DeprecationLevel.ERROR,\n  )\n'
     "  fun url(): HttpUrl = url\n}\n", "url", "Deprecated: moved to val."),
    ("Old.java", "class Old {\n  /** Reads it. */\n  @Override\n  @Deprecated\n"
     "  public int read() { return 0; }\n}\n", "read", "Deprecated. Reads it."),
    ("lib.rs", '/// Parses it.\n#[deprecated(since = "1.2", note = "use `parse_str`")]\n'
     "pub fn parse() {}\n", "parse", "Deprecated: use `parse_str`. Parses it."),
    ("Api.cs", 'class Api {\n    [Obsolete("Use Send instead!")]\n    public void Post() {}\n}\n',
     "Post", "Deprecated: Use Send instead!"),
    ("util.py", '@deprecated("Use load()")\ndef read():\n    """Reads the file."""\n',
     "read", "Deprecated: Use load(). Reads the file."),
    # Swift's `renamed:` says what to use (SnapKit's 40 `snp_*` read "Deprecated."), and
    # `unavailable` on every platform deprecates too: Nimble's `AsyncDefaults`, renamed
    # `PollingDefaults`, answered as if live. One platform's unavailability does not.
    ("Polling.swift", '/// Defaults.\n@available(*, unavailable, renamed: "PollingDefaults")\n'
     "public struct AsyncDefaults {}\n", "AsyncDefaults",
     "Deprecated: unavailable, renamed to `PollingDefaults`. Defaults."),
    ("Constraint.swift", '@available(*, deprecated, renamed:"activate()")\n'
     "public func install() {}\n", "install", "Deprecated: renamed to `activate()`."),
    ("Flag.swift", '@available(*, unavailable, message: "A default value must be provided.")\n'
     "public init() {}\n", "init", "Deprecated: A default value must be provided."),
    ("View.swift", "/// A view.\n@available(iOS, unavailable)\npublic func hover() {}\n",
     "hover", "A view."),
    # A message in a multi-line string (swift-argument-parser's `Argument.init`s read
    # "Deprecated: \".", the literal's second quote).
    ("Argument.swift", '@available(\n  *, deprecated,\n  message: """\n'
     "    Optional @Arguments with default values should be declared as non-Optional.\n"
     '    """\n)\n@_disfavoredOverload\npublic init<T>(wrappedValue: T?) {}\n', "init",
     "Deprecated: Optional @Arguments with default values should be declared as non-Optional."),
    # An unavailable conformance opts a type out of it (swift-async-algorithms' 32
    # `@available(*, unavailable)` / `extension X.Iterator: Sendable {}`): no deprecation.
    ("Chain.swift", "struct Chain {}\n/// Not sendable.\n@available(*, unavailable)\n"
     "extension Chain: Sendable {}\n", "Chain", "Not sendable."),
    # A doc that says it already is left as it is.
    ("Shim.java", "class Shim {\n  /** @deprecated Use Core. */\n  @Deprecated\n"
     "  void run() {}\n}\n", "run", "@deprecated Use Core."),
])
def test_a_deprecation_annotation_opens_the_doc(path: str, source: str, name: str, doc: str) -> None:
    # okhttp's `@Deprecated(message = "moved to val") fun url()` had no doc, so nothing told
    # the search (or an agent reading the address) not to use it.
    chunks = {c.name: c for c in chunk_file(path, source, language_of(path))}
    assert chunks[name].doc == doc


def test_a_name_in_a_deprecation_s_own_arguments_is_not_its_declaration() -> None:
    # `@JvmName("-deprecated_url")` holds the name `url` inside a word: the annotation below
    # it still counts; and a declaration named `deprecated_thing` is not deprecated.
    kotlin = ('class R {\n  @JvmName("-deprecated_url")\n  @Deprecated("moved to val")\n'
              "  fun url(): String = u\n\n  fun deprecated_thing() {}\n}\n")
    docs = {c.name: c.doc for c in chunk_file("R.kt", kotlin, "kotlin")}
    assert docs["url"] == "Deprecated: moved to val."
    assert docs["deprecated_thing"] == ""


def test_a_deprecation_message_naming_its_declaration_is_read_whole() -> None:
    # timber's `@Deprecated("Use isLoggable(String, int)", ReplaceWith(…))` above `fun
    # isLoggable(priority: Int)`: the header was cut at the name inside the message, and
    # the doc said "Deprecated." only. A Rust impl whose lifetimes hold quotes keeps its note.
    kotlin = ("abstract class Tree {\n"
              "  /** Return whether a message at `priority` should be logged. */\n"
              '  @Deprecated("Use isLoggable(String, int)", ReplaceWith("this.isLoggable(null, priority)"))\n'
              "  protected open fun isLoggable(priority: Int) = true\n}\n")
    docs = {c.name: c.doc for c in chunk_file("Timber.kt", kotlin, "kotlin")}
    assert docs["isLoggable"] == ("Deprecated: Use isLoggable(String, int). "
                                  "Return whether a message at `priority` should be logged.")
    python = "@deprecated('Use load() instead of read()')\ndef read():\n    pass\n"
    assert [c.doc for c in chunk_file("util.py", python, "python")] == [
        "Deprecated: Use load() instead of read()."]
    rust = ('#[deprecated(note = "use `Bar`")]\nimpl<\'a> Foo<\'a> {\n    fn foo(&self) -> Foo {}\n}\n')
    assert [c.doc for c in chunk_file("lib.rs", rust, "rust")][0] == "Deprecated: use `Bar`."


def test_a_file_without_a_deprecation_word_reads_no_declaration_s_lines_for_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Speed: each declaration's twelve lines were searched for a deprecation's words, nearly
    # always for nothing (2-3% of chunking on Django and the eval corpora); the file's text is
    # asked once now (``deprecation.says_deprecation``).
    import codesift.chunk.walker as walker

    def looked(*args: object) -> None:
        raise AssertionError("a declaration's lines were read for a deprecation")

    monkeypatch.setattr(walker, "deprecation_note", looked)
    text = "class A:\n    def run(self):\n        return 1\n\n\ndef go():\n    pass\n"
    assert [c.name for c in chunk_file("a.py", text, "python")] == ["A", "run", "go"]
