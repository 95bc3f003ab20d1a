"""Dart's declarations from the real grammar (`grammars_dart.py`): bodies beside signatures,
parameter groups, dartdoc templates.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_dart_bodies_beside_their_signatures_belong_to_the_chunk() -> None:
    chunks = _chunks("sample.dart")
    close = _find(chunks, "Client.close")
    assert (close.start, close.end) == (40, 43)   # the @override line, then the body to `}`
    assert close.signature == "Future<void> close()" and "await Future.value();" in close.text
    get = _find(chunks, "get")
    assert (get.end, get.doc) == (11, "Sends a GET request.")   # `=> …` on the next line
    assert _find(chunks, "Client.timeout").signature == "final Duration timeout"
    assert _find(chunks, "Client.closes").signature == "test('closes', ()"


def test_a_dart_parameter_group_written_one_per_line_loses_its_padding() -> None:
    # shelf's `Message(` / `Object? body, {` / `Encoding? encoding,` / `})` was signed
    # `Message(Object? body, { Encoding? encoding })` (50 of its 1,003 Dart chunks so): the
    # group reads as dart format writes it on one line. A map literal's braces keep theirs.
    dart = ("class Message {\n  Message(\n    Object? body, {\n    Encoding? encoding,\n"
            "    Map<String, Object>? context,\n  }) {}\n\n  void at(\n    int i, [\n"
            "    int? j,\n  ]) {}\n}\n\nconst m = { 'a': 1 };\n")
    sigs = {c.name: c.signature for c in chunk_file("lib/message.dart", dart, "dart")}
    assert sigs["Message"] == "Message(Object? body, {Encoding? encoding, Map<String, Object>? context})"
    assert sigs["at"] == "void at(int i, [int? j])"
    assert sigs["m"] == "const m = { 'a': 1 }", sigs


def test_dartdoc_templates_are_no_words_and_macros_read_as_their_template() -> None:
    # provider's `Consumer` was described as "{@template provider.consumer} Obtains …" and
    # `Consumer2`, documented by `/// {@macro provider.consumer}` alone, by that line.
    src = ("/// {@template provider.consumer}\n/// Obtains [Provider<T>] from its ancestors.\n"
           "///\n/// More about it.\n/// {@endtemplate}\nclass Consumer<T> {\n"
           "  /// {@template provider.consumer.constructor}\n  /// Consumes a [Provider<T>]\n"
           "  /// {@endtemplate}\n  Consumer();\n}\n\n/// {@macro provider.consumer}\n"
           "class Consumer2<A, B> {\n  /// {@macro provider.consumer.constructor}\n  Consumer2();\n}\n\n"
           "/// {@macro provider.elsewhere}\nclass Elsewhere {}\n")
    docs = {(c.container, c.name): c.doc for c in chunk_file("consumer.dart", src, "dart")}
    assert docs[("", "Consumer")] == "Obtains [Provider<T>] from its ancestors.\nMore about it.", docs
    assert docs[("Consumer", "Consumer")] == "Consumes a [Provider<T>]", docs
    assert docs[("", "Consumer2")] == docs[("", "Consumer")], docs
    assert docs[("Consumer2", "Consumer2")] == "Consumes a [Provider<T>]", docs
    assert docs[("", "Elsewhere")] == "", docs   # its template is in another file
