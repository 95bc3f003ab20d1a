"""odoc's pages (`.mld` files: an OCaml library's manual, tutorial, cookbook) read at their
`{0 …}`…`{5 …}` headings, as Markdown is at its headings (``sections.py``).

A heading is a line opening with `{N Title}` or `{N:label Title}` outside a code, verbatim or
raw block (`{[ … ]}`, `{@ocaml[ … ]}`, `{v … v}`, `{%html: … %}`, whose lines may read as a
heading). A section is named by its title's words, odoc's markup read as the text it renders
(`{0 [Cmdliner] cookbook}` is "Cmdliner cookbook", raw HTML dropped), and described by its
first paragraph of prose, its markup read as in an OCaml doc (``odoc.odoc_plain``): not a code
block, a list, a table, raw markup, a tag (`@since`) nor a `{!modules: …}` index; a paragraph
stops at a block opening under it (`Some snippets assume:` / `{[`).
"""
from __future__ import annotations

import re

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.sections import Heading, section_chunks
from codesift.lazy_re import lazy
from codesift.model import Chunk
from codesift.odoc import odoc_plain

# A heading's opening: `{0 Title}`, `{2:label Title}` (odoc's levels 0 to 5).
_HEADING = lazy(r"^[ \t]*\{([0-5])(?::[\w-]+)?[ \t]+")
# A block whose lines are no markup: code (`{[`, `{@sh[`), verbatim (`{v`), raw (`{%html:`),
# and the closing token each waits for.
_BLOCK = lazy(r"\{(?:(\[)|@[\w-]*[^\[{}\n]*\[|(v)(?=\s|$)|(%)[\w-]*:?)")
# Paragraphs that are no prose: a table (`{table`, `{t`), a tag (`@since 5.0`), a module index
# (`{!modules: …}`), raw markup, a block.
_NO_PROSE = lazy(r"^[ \t]*(?:\{(?:table|t\s|!modules:|%|\[|@|v\s|v$)|@\w)")
# A list's opening: `{ul`, `{ol`, an item's `{-` or `{li`, a light list's `- ` or `+ `.
_LIST = lazy(r"^[ \t]*(?:\{(?:ul|ol)\s*|(?=\{(?:-|li)\s)|[-+][ \t]+)")
# An item of this many words or more is a sentence, fewer a label or a link alone.
_SENTENCE_WORDS = 3
_RAW = lazy(r"\{%.*?%\}", re.DOTALL)


def _closer(line: str, at: int) -> str | None:
    """The token that closes a block opening at ``line[at:]``, if one does."""
    m = _BLOCK.match(line, at)
    if m is None:
        return None
    return "v}" if m.group(2) else "%}" if m.group(3) else "]}"


def _block_rows(lines: list[str]) -> list[bool]:
    """Whether each line lies inside a code, verbatim or raw block (its opening line not; its
    closing line, unless text follows the close, is)."""
    rows: list[bool] = []
    waiting: str | None = None   # the token the open block waits for
    for line in lines:
        if waiting is not None:
            rows.append(True)
            if waiting in line:
                line, waiting = line[line.index(waiting) + 2:], None
            else:
                continue
        else:
            rows.append(False)
        at = line.find("{")
        while at >= 0:
            closer = _closer(line, at)
            if closer is None:
                at = line.find("{", at + 1)
                continue
            end = line.find(closer, at + 2)
            if end < 0:
                waiting = closer
                break
            at = line.find("{", end + 2)
    return rows


def _title(lines: list[str], row: int, start: int) -> tuple[str, int]:
    """A heading's title from ``lines[row][start:]`` to its closing brace (over lines if it
    runs on), and the row after it."""
    text, depth, out, end = lines[row][start:], 1, [], row + 1
    while True:
        for ch in text:
            depth += 1 if ch == "{" else -1 if ch == "}" else 0
            if depth == 0:
                return "".join(out), end
            out.append(ch)
        if end >= len(lines) or end > row + 4 or not lines[end].strip():
            return "".join(out), end   # never closed: its line's words
        out.append(" ")
        text, end = lines[end], end + 1


def heading_name(raw: str) -> str:
    """A title's words: raw markup gone, references and styles as their text, no backticks.

    >>> heading_name("[Cmdliner] cookbook"), heading_name('Cmdliner {%html: <span>v</span>%}')
    ('Cmdliner cookbook', 'Cmdliner')
    """
    return collapse(odoc_plain(_RAW.sub("", raw)).replace("`", ""), 200)


def _first_item(text: str, light: bool) -> str:
    """A list's first item's text from ``text``, which opens with it: `{- a} {- b}` is "a",
    a ``light`` list's `a - b` (its lines joined) "a"."""
    if light:
        return text.split(" - ", 1)[0].split(" + ", 1)[0]
    start = text.find(" ") + 1
    depth = 0
    for at, ch in enumerate(text):
        depth += 1 if ch == "{" else -1 if ch == "}" else 0
        if depth == 0:
            return text[start:at]
    return text[start:]


def _first_paragraph(lines: list[str], block: list[bool], start: int, end: int) -> str:
    """The first paragraph of prose in lines[start:end] (see the module's docstring)."""
    row = start
    while row < end:
        if not lines[row].strip() or block[row]:
            row += 1
            continue
        para: list[str] = []
        prose = not _NO_PROSE.match(lines[row])
        while row < end and lines[row].strip() and not block[row]:
            if para and _closer(lines[row].lstrip(), 0) is not None:
                break   # a block opening under the paragraph's last line ends it
            para.append(lines[row].strip())
            row += 1
        said = " ".join(para)
        listed = _LIST.match(said)
        if listed is not None:
            said = _first_item(said[listed.end():], said.lstrip()[0] in "-+")
        said = odoc_plain(_RAW.sub("", said)).strip() if prose else ""
        if listed is not None and len(said.split()) < _SENTENCE_WORDS:
            said = ""
        if said:
            return collapse(said, DOC_MAX)
        while row < end and lines[row].strip():
            row += 1
    return ""


def chunk_mld(path: str, text: str) -> list[Chunk]:
    """Section chunks of an odoc page; an empty list (whole-file fallback) when it has no
    heading."""
    lines = text.split("\n")
    if lines and lines[-1] == "" and len(lines) > 1:
        lines.pop()  # the final newline does not start another line
    block = _block_rows(lines)
    heads: list[Heading] = []
    row = 0
    while row < len(lines):
        m = None if block[row] else _HEADING.match(lines[row])
        if m is None:
            row += 1
            continue
        raw, body = _title(lines, row, m.end())
        name = heading_name(raw)
        if name:
            heads.append(Heading(row, int(m.group(1)), name, body, lines[row].strip()))
        row = max(body, row + 1)
    if not heads:
        return []
    return section_chunks(path, "odoc", lines, heads,
                          _first_paragraph(lines, block, 0, heads[0].row),
                          lambda name: name,
                          lambda body_row, end: _first_paragraph(lines, block, body_row, end))
