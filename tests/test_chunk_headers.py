"""Headers and summaries of declarations and stretches, found wrong on repositories the
project had not seen (qa22), against the real grammars."""
from __future__ import annotations

from codesift.chunk import chunk_file


def test_dart_constructor_header_ends_before_its_initializer_list() -> None:
    # path's `Context._internal()` / `: style = Style.platform as InternalStyle, …` read
    # "Context._internal() : style = …", its address "Context._internal()…"; C++'s stop too.
    src = ("class Context {\n  /// Create one.\n  Context._internal()\n"
           "      : style = Style.platform as InternalStyle,\n        _current = null;\n\n"
           "  Context.other(String x)\n      : style = x {\n    print(x);\n  }\n\n"
           "  Context.r(int a) : this._(a, null);\n\n  const Context.p(this.x) : assert(x >= 0);\n\n"
           "  Context._(this.style, this._current);\n}\n")
    sigs = {c.name: c.signature for c in chunk_file("context.dart", src, "dart")
            if c.kind == "constructor"}
    assert sigs == {"_internal": "Context._internal()", "other": "Context.other(String x)",
                    "r": "Context.r(int a)", "p": "const Context.p(this.x)",
                    "_": "Context._(this.style, this._current)"}, sigs
    chunks = {c.name: c for c in chunk_file("context.dart", src, "dart")}
    # The initializers stay in the chunk: their words are still searched.
    assert "Style.platform" in chunks["_internal"].text
    assert (chunks["other"].start, chunks["other"].end) == (7, 10)
