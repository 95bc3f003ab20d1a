"""A file's own documentation as a chunk of its own: a Python module's docstring, Rust's and
Zig's `//!` lines, Go's package comment.

Such a doc says what the whole file is for, in the words a concept question uses, yet it sits
outside every declaration: its words were in no chunk, and a file that led on them (through
the file channel) was shown by whichever declaration came first, an address that answered
nothing (requests' "Basic GET usage" docstring showed `_check_cryptography`). As a chunk of
XX
line and its summary the doc's first sentence. A file that declares nothing is one whole-file
chunk already, summarised by the same doc.

>>> file_doc_chunk("pkg/__init__.py", "python", "python", tree.root_node, src, lines)  # doctest: +SKIP
Chunk(kind='file', name='__init__.py', start=1, end=3, doc='Tools for parsing.', ...)
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import bare_string, end_row, text
from codesift.chunk.doctext import LICENSE, clean_comment, clean_docstring
from codesift.model import Chunk

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

    from codesift.chunk.base import Spec


def file_doc_chunk(path: str, lang: str, grammar: str, spec: Spec, root: Node, src: bytes,
                   lines: list[str]) -> Chunk | None:
    """The chunk of the file's own doc (see the module's docstring), or ``None``."""
    found = _python_docstring(root, src) if spec.docstrings and grammar == "python" else \
        _inner_docs(root, src, spec.inner_docs) if spec.inner_docs else \
        _package_comment(root, src) if grammar == "go" else None
    if found is None:
        return None
    first, last, doc = found
    # A license is no summary of the file (a `//!` block may be one).
    if not doc or LICENSE.search(doc[:200]):
        return None
    return Chunk(path=path, lang=lang, kind="file", name="", container="",
                 signature="", doc=doc, start=first + 1, end=last + 1,
                 text="\n".join(lines[first:last + 1]))


def _python_docstring(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """A module's docstring: its first statement, comments aside, when a bare string."""
    statement = next((c for c in root.named_children if c.type != "comment"), None)
    string = bare_string(statement)
    if string is None:
        return None
    raw = _UNDERLINED.sub(_untitled, text(string, src))
    return string.start_point.row, string.end_point.row, clean_docstring(raw)


# An RST title and its underline (`requests.adapters` over `~~~~~~~~`): a title that only
# names the module says nothing the path does not, and any other is a paragraph of its own,
# not the first words of the sentence below (a docstring's first paragraph is its summary).
_UNDERLINED = compiled(r"^([ \t]*\S[^\n]*)\n[ \t]*([=\-~^*+#])\2{2,}[ \t]*$", re.M)
_DOTTED_NAME = compiled(r"[ \t]*[\w.]+[ \t]*")


def _untitled(m: re.Match[str]) -> str:
    """An underlined title as its own paragraph, or nothing when it is a dotted name."""
    return "" if _DOTTED_NAME.fullmatch(m.group(1)) else m.group(1) + "\n"


def _inner_docs(root: Node, src: bytes, markers: tuple[bytes, ...]) -> tuple[int, int, str] | None:
    """The file's run of inner doc comments (`//!`, `/*!`) among the comments and attributes
    that open it: a crate's or a module's doc, which Rust writes before any item."""
    run: list[Node] = []
    for child in root.children:
        if child.type in ("line_comment", "block_comment", "comment"):
            if src.startswith(markers, child.start_byte):
                run.append(child)
                continue
            if run:   # an outer comment after the run: the first item's doc
                break
        elif child.type != "inner_attribute_item":   # `#![deny(…)]` sits among them
            break
    return _comment_run(run, src) if run else None


def _package_comment(root: Node, src: bytes) -> tuple[int, int, str] | None:
    """Go's package doc: the comments right above `package`, no blank line between."""
    clause = next((c for c in root.children if c.type == "package_clause"), None)
    if clause is None:
        return None
    run: list[Node] = []
    below = clause.start_point.row
    node = clause.prev_sibling
    while node is not None and node.type == "comment" and end_row(node) == below - 1:
        run.insert(0, node)
        below = node.start_point.row
        node = node.prev_sibling
    return _comment_run(run, src) if run else None


def _comment_run(run: list[Node], src: bytes) -> tuple[int, int, str]:
    """The rows a run of comments spans and its text, cleaned."""
    raw = "\n".join(text(c, src) for c in run)
    return run[0].start_point.row, end_row(run[-1]), clean_comment(raw)
