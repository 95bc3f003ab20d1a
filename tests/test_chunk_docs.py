"""What a declaration's or section's doc and name become, from real grammars: deprecation
notes written over lines, license headers that are no doc, badges in Markdown headings."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.model import Chunk


def _named(chunks: list[Chunk], name: str) -> Chunk:
    return next(c for c in chunks if c.name == name)


def test_rust_deprecation_note_continued_over_lines_is_the_doc() -> None:
    # indexmap's eight `remove`/`take` read "Deprecated." alone: the note's string goes on
    # with a `\` continuation, and its first line names the method in backticks, which was
    # taken for the header's name outside any string.
    rs = ('pub struct Map;\n\nimpl Map {\n'
          '    /// Remove the entry.\n'
          '    #[deprecated(note = "`remove` disrupts the map order -- \\\n'
          '        use `swap_remove` or `shift_remove` for explicit behavior.")]\n'
          '    pub fn remove(&mut self) {}\n'
          '}\n')
    doc = _named(chunk_file("src/map.rs", rs, "rust"), "remove").doc
    assert doc == ("Deprecated: `remove` disrupts the map order -- use `swap_remove` or "
                   "`shift_remove` for explicit behavior. Remove the entry.")


def test_kotlin_deprecation_message_on_two_lines_reads_as_one() -> None:
    kt = ('class A {\n'
          '  @Deprecated("moved to\n'
          '    the url property")\n'
          '  fun url(): String = ""\n'
          '}\n')
    assert _named(chunk_file("A.kt", kt, "kotlin"), "url").doc == \
        "Deprecated: moved to the url property."
