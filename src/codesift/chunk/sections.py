"""Section chunks from a page's headings, whatever markup found them: Markdown, reStructuredText
and RDoc (``markdown.py``), Vim help (``vimhelp.py``), POD (``pod.py``), AsciiDoc
(``asciidoc.py``), odoc pages (``mld.py``).

A section runs from its heading to the line before the next heading of any level, so each
line's words belong to exactly one chunk; a heading with nothing under it but a sub-heading
spans its sub-sections instead, so its read call shows the topic and not a lone heading.
``container`` is the chain of ancestor headings joined by " > ". Text before the first
heading is a section named after the file, or after the page's title where its front matter
gives one and no heading does (``title``).
"""
from __future__ import annotations

import os
from typing import Callable, NamedTuple

from codesift.chunk.base import SIGNATURE_MAX, collapse
from codesift.model import Chunk


class Heading(NamedTuple):
    """One heading as a scanner found it (0-based lines)."""

    row: int         # the heading's first line (a reStructuredText overline included)
    level: int
    text: str
    body: int        # the first line after it and its adornments
    signature: str   # the line that reads as the heading's address


def _topic_ends(heads: list[Heading], total: int) -> list[int]:
    """For each heading, the row where the next heading of its level or higher starts (``total``
    when none does): the end of the topic it opens, sub-sections included. One stack pass, so a
    file of thousands of headings stays linear."""
    ends = [total] * len(heads)
    open_: list[int] = []   # indexes of headings whose topic is still running
    for n, head in enumerate(heads):
        while open_ and heads[open_[-1]].level >= head.level:
            ends[open_.pop()] = head.row
        open_.append(n)
    return ends


def section_chunks(path: str, lang: str, lines: list[str], heads: list[Heading], preamble: str,
                   name_of: Callable[[str], str],
                   doc_of: Callable[[int, int], str],
                   title: tuple[str, str] | None = None) -> list[Chunk]:
    """The sections of a page of ``lines`` whose headings are ``heads`` (at least one): the
    text above the first, described by ``preamble``, then one a heading, named by
    ``name_of(heading.text)`` and described by ``doc_of(body_row, end_row)``.

    ``title``, the page's title and the line giving it (a Markdown page's front matter's
    `title:`, which the site renders as its first heading), names the text above the first
    heading, and is the container of every heading below, as a first-level heading would be.
    """
    chunks: list[Chunk] = []
    first = heads[0].row
    stack: list[tuple[int, str]] = []  # open ancestors: (level, name)
    if any(line.strip() for line in lines[:first]):
        chunks.append(Chunk(
            path=path, lang=lang, kind="section",
            name=title[0] if title else os.path.basename(path),
            container="", signature=collapse(title[1], SIGNATURE_MAX) if title else "",
            doc=preamble, start=1,
            end=first, text="\n".join(lines[:first]),
        ))
        if title:
            stack.append((0, title[0]))
    topic_ends = _topic_ends(heads, len(lines))
    for n, head in enumerate(heads):
        row, end = head.row, heads[n + 1].row if n + 1 < len(heads) else len(lines)
        while stack and stack[-1][0] >= head.level:
            stack.pop()
        name = name_of(head.text)
        # A heading alone above its sub-headings (zustand's `### useShallow(selectorFn)` over
        # `#### Parameters`) ranked first for its name and read as that one line: it spans its
        # sub-sections. Its text stays its own lines, or their words would count twice.
        last = end
        if (n + 1 < len(heads) and heads[n + 1].level > head.level
                and not any(line.strip() for line in lines[head.body:end])):
            last = topic_ends[n]
        chunks.append(Chunk(
            path=path, lang=lang, kind="section", name=name,
            container=" > ".join(s[1] for s in stack),
            signature=collapse(head.signature, SIGNATURE_MAX),
            doc=doc_of(head.body, end), start=row + 1,
            end=max(last, row + 1),
            text="\n".join(lines[row:end]),
        ))
        stack.append((head.level, name))
    return chunks
