"""A doc's text one paragraph a line (``chunk/docparagraphs.py``), through the chunker and
real grammars: the address line's description is the first paragraph's first sentence, so
what ends a paragraph decides what it shows."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.model import Chunk


def _doc(chunks: list[Chunk], name: str) -> str:
    return next(c for c in chunks if c.name == name).doc


def test_a_blank_line_a_heading_and_a_list_item_each_open_a_paragraph() -> None:
    py = ('def parse(text):\n'
          '    """Parse a string\n\n'
          '    Returns a\n    document.\n'
          '    ## Panics\n    If empty.\n'
          '    Options:\n    - strict: no comments\n    - loose: comments read\n'
          '    """\n'
          '    return text\n')
    # A wrapped line stays in its paragraph ("Returns a document."), the heading is one of its
    # own, and a list's items each open one after the prose before them.
    assert _doc(chunk_file("a.py", py, "python"), "parse") == (
        "Parse a string\nReturns a document.\n## Panics\nIf empty. Options:\n"
        "- strict: no comments\n- loose: comments read")


def test_a_code_fence_opens_a_paragraph_after_a_heading() -> None:
    # http's `Builder.extension` read "Adds an extension to this builder # Examples # use …"
    # folded into one line.
    rs = ('/// Adds an extension to this builder\n'
          '/// # Examples\n'
          '/// ```\n'
          '/// use http::*;\n'
          '/// let b = Request::builder();\n'
          '/// ```\n'
          'pub fn extension(self) -> Self { self }\n')
    assert _doc(chunk_file("src/lib.rs", rs, "rust"), "extension") == (
        "Adds an extension to this builder\n# Examples\n"
        "``` use http::*; let b = Request::builder();\n```")


def test_a_picture_drawn_in_punctuation_is_no_paragraph() -> None:
    # django-allauth's figlet banner opening its docstring was its summary.
    py = ('def logo():\n'
          '    """\n'
          '    _  ___   __\n'
          '    /_\\\\ | | |  |\n'
          '    /   \\\\|_|_|__|\n\n'
          '    Draws the logo.\n'
          '    """\n')
    assert _doc(chunk_file("a.py", py, "python"), "logo") == "Draws the logo."
