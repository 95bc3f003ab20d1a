"""Prisma schemas (`schema.prisma`, a `prisma/schema/` folder's files), read line by line (no
grammar): an application's data model is written there, and each file was one whole-file
chunk summarised by its first line (`generator client {`), so "prisma model for website
events" or `WebsiteEvent` found the queries using it, never the model.

A `model` or `view` is a class, a composite `type` a struct, an `enum` an enum, each named by
its name; their fields are properties (`Website.domain`) signed by their line (`domain
String? @db.VarChar(500)`), an enum's values constants; the block attributes (`@@index`,
`@@map`) stay lines of their model. A `generator` or `datasource` block is a section named by
its head (`datasource db`). Each is documented by the `///` lines right above it (the doc
comments Prisma's client carries), else by its `//` lines; a field with none there by the
`//` or `///` comment after it.
"""
from __future__ import annotations

from codesift.chunk.base import SIGNATURE_MAX, capped, comment_top
from codesift.chunk.doctext import clean_comment
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A block's head: its keyword and name, its `{` (`model WebsiteEvent {`).
_BLOCK = compiled(r"[ \t]*(model|view|type|enum|generator|datasource)[ \t]+(\w+)[ \t]*\{[ \t]*"
                  r"(?://.*)?$")
_KINDS = {"model": "class", "view": "class", "type": "struct", "enum": "enum",
          "generator": "section", "datasource": "section"}
# A model's field (`createdAt DateTime? @default(now())`, `geo Unsupported("point")?`) and an
# enum's value (`ADMIN`,
# `ADMIN @map("admin")`).
_FIELD = compiled(r"[ \t]*(\w+)[ \t]+[\w.]+(?:\([^()\n]*\))?(?:\[\])?\??(?:[ \t]|$)")
_VALUE = compiled(r"[ \t]*([A-Za-z_]\w*)(?:[ \t]+@.*)?[ \t]*$")
_END = compiled(r"[ \t]*\}[ \t]*(?://.*)?$")


def chunk_prisma(path: str, text: str) -> list[Chunk] | None:
    """A Prisma schema's blocks and their fields; None when it declares none."""
    lines = text.split("\n")
    chunks: list[Chunk] = []
    row = 0
    while row < len(lines):
        m = _BLOCK.match(lines[row])
        if m is None:
            row += 1
            continue
        keyword, name = m.group(1), m.group(2)
        end = next((at for at in range(row + 1, len(lines)) if _END.match(lines[at])),
                   len(lines) - 1)
        members = [] if keyword in ("generator", "datasource") else \
            _members(path, lines, row + 1, end, name, keyword == "enum")
        chunks.append(Chunk(
            path=path, lang="prisma", kind=_KINDS[keyword],
            name=f"{keyword} {name}" if _KINDS[keyword] == "section" else name,
            container="", signature=f"{keyword} {name}", doc=_doc_above(lines, row),
            start=row + 1, end=end + 1))
        chunks += members
        row = end + 1
    return chunks or None


def _members(path: str, lines: list[str], first: int, end: int, owner: str,
             enum: bool) -> list[Chunk]:
    """The fields (an enum's values) between a block's head and its `}`."""
    out = []
    for row in range(first, end):
        code, trailing = _split_comment(lines[row])
        if not code.strip() or code.lstrip().startswith("@@"):
            continue
        m = (_VALUE if enum else _FIELD).match(code)
        if m is None:
            continue
        doc = _doc_above(lines, row) or clean_comment(trailing)
        out.append(Chunk(
            path=path, lang="prisma", kind="constant" if enum else "property", name=m.group(1),
            container=owner, signature=capped(" ".join(code.split()), SIGNATURE_MAX), doc=doc,
            start=row + 1, end=row + 1))
    return out


def _split_comment(line: str) -> tuple[str, str]:
    """A line's code and the `//` comment after it, a string's `//` (`@default("//")`) no
    comment."""
    quote = False
    for at, ch in enumerate(line):
        if ch == '"' and (at == 0 or line[at - 1] != "\\"):
            quote = not quote
        elif not quote and line.startswith("//", at):
            return line[:at], line[at:]
    return line, ""


def _doc_above(lines: list[str], row: int) -> str:
    """The `///` lines right above ``row`` (Prisma's doc comments), else all its `//` lines."""
    above = lines[comment_top(lines, row, ("//",)):row]
    docs = [line for line in above if line.lstrip().startswith("///")]
    return clean_comment("\n".join(docs or above)) if above else ""
