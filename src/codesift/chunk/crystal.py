"""Crystal's declarations as chunks, read line by line (no tree-sitter grammar).

A Crystal file was one whole-file chunk named by the file: none of shards' 400-odd methods was
a hit, so "where is `~> 1.2` matched" found `src/versions.cr` but not `matches_approximate?`,
and "Failed postinstall of …" not `Script.run` at all. Crystal is Ruby's syntax with types,
which Ruby's grammar half reads (`def f(x : Int32) : String`, `{% if flag?(:win) %}` break
it: 6 of shards' `src/` files lost most of their methods), so a file is read by its lines, as
`crystal tool format` lays them out: a declaration opens a line (`def`, `macro`, `fun`,
`class`, `struct`, `module`, `enum`, `lib`, `annotation`, after `private`, `protected` or
`abstract`) and ends at the first `end` at its indentation (a `rescue`, `ensure` or `else`
there continues it); an `abstract def`, a `fun` in a `lib` and a line closing itself (`class
Error < Exception; end`) are one line. A constant at a type's or module's level
(`LOCK_FILENAME = "shard.lock"`, a `{…}` spanning lines) is one too. Specs are read as
RSpec's are in Ruby: `describe X do` a namespace, `it "does y" do` a function named by its
title. Names and containers are Ruby's (`def self.from_yaml` is `from_yaml` in `Shards.Lock`);
a declaration's doc is the `#` comment right above it, its signature its first line; the code
between declarations becomes stretches.
"""
from __future__ import annotations

import re

from codesift.chunk.doctext import clean_comment
from codesift.chunk.forms import FormReader
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A declaration's opening line: its indentation, modifiers, keyword and name (a method's may be
# an operator, `<=>`, `[]?`, or end in `?`, `!` or `=`; a type's is a path, `Shards::Lock`).
_OPENER = compiled(
    r"([ \t]*)((?:(?:private|protected|abstract)[ \t]+)*)"
    r"(def|macro|fun|class|struct|module|enum|lib|annotation)[ \t]+"
    r"(?:self\.)?([A-Za-z_][\w:]*[?!=]?|\[\][?=]?|[-+*/%&|^~<>!=]+)")
_KINDS = {"def": "method", "macro": "macro", "fun": "function", "class": "class",
          "struct": "struct", "module": "module", "enum": "enum", "lib": "module",
          "annotation": "class"}
_TYPES = frozenset({"class", "struct", "module", "enum", "lib", "annotation"})
# A spec's group and example (Crystal's `spec` is RSpec's form): `describe Shards::Lock do`,
# `it "parses" do`, `pending "…" do`.
_SPEC = compiled(r"([ \t]*)(describe|context|it|pending)[ \t(]+(\"(?:[^\"\\]|\\.)*\"|[\w:.#]+)"
                 r"[^\n]*\bdo(?:[ \t]*\|[^|]*\|)?[ \t]*$")
_GROUPS = frozenset({"describe", "context"})
# A constant's assignment, `KNOWN = {` continuing to the `}` at its indentation.
_CONSTANT = compiled(r"([ \t]*)([A-Z][A-Z0-9_]*)[ \t]*=[^=~]([^\n]*)")
_CONTINUES = ("rescue", "ensure", "else")


def chunk_crystal(path: str, text: str) -> list[Chunk] | None:
    """The declarations of a Crystal file and the code between; None when it declares
    nothing (a script): it reads better whole."""
    from codesift.chunk.stretches import stretches

    reader = _Reader(path, text)
    reader.read()
    if not reader.chunks:
        return None
    return reader.chunks + stretches(path, text, "crystal", reader.chunks)


class _Reader(FormReader):
    """The chunks of one Crystal file's lines."""

    def __init__(self, path: str, text: str) -> None:
        super().__init__(path, text, "crystal")
        # The open types and spec groups: (name, keyword, last row).
        self.scopes: list[tuple[str, str, int]] = []
        # Each line's indentation, -1 for a blank or comment line: ``_end`` passes over the
        # lines deeper than a block's own by this alone (a file of 2,000 nested blocks never
        # closed took 11 s reading each line again for each).
        self.depths = [-1 if not line.strip() or line.lstrip().startswith("#")
                       else len(line) - len(line.lstrip()) for line in self.lines]

    def read(self) -> None:
        """Each line opening a declaration, a spec or a constant, outside a method's body."""
        body_end = 0   # the last row of the method or spec example being passed over
        for row, line in enumerate(self.lines, 1):
            while self.scopes and self.scopes[-1][2] < row:
                self.scopes.pop()
            if row <= body_end:
                continue
            opener = _OPENER.match(line)
            if opener is not None:
                body_end = self._declaration(row, opener) or body_end
                continue
            spec = _SPEC.match(line)
            if spec is not None:
                body_end = self._spec(row, spec) or body_end
                continue
            constant = _CONSTANT.match(line)
            if constant is not None:
                self._constant(row, constant)

    def _declaration(self, row: int, opener: re.Match[str]) -> int:
        """A declaration opening ``row``: a chunk, and the last row a method's body holds (0
        for a type, whose members are read next)."""
        indent, modifiers, keyword, name = opener.groups()
        line = self.lines[row - 1]
        single = ("abstract" in modifiers and keyword == "def"
                  or keyword == "fun" and any(s[1] == "lib" for s in self.scopes)
                  or line.rstrip().endswith((";end", "; end")))
        last = row if single else self._end(row, indent)
        if last is None:
            return 0
        path = name.split("::")
        kind = _KINDS[keyword]
        if keyword == "def" and not self.scopes:
            kind = "function"
        self._add(kind, path[-1], ".".join([s[0] for s in self.scopes] + path[:-1]),
                  line.strip(), row, last)
        if keyword in _TYPES:
            self.scopes.append((name.replace("::", "."), keyword, last))
            return 0
        return last

    def _spec(self, row: int, spec: re.Match[str]) -> int:
        """A spec's group (a namespace, its examples read next) or example (a function)."""
        indent, word, title = spec.groups()
        last = self._end(row, indent)
        if last is None:
            return 0
        title = title[1:-1] if title.startswith('"') else title
        kind = "namespace" if word in _GROUPS else "function"
        self._add(kind, title, ".".join(s[0] for s in self.scopes),
                  self.lines[row - 1].strip(), row, last)
        if kind == "namespace":
            self.scopes.append((title, word, last))
            return 0
        return last

    def _constant(self, row: int, constant: re.Match[str]) -> None:
        """A constant at a type's or the file's level, to its closing bracket's line."""
        indent, name, value = constant.groups()
        last = row
        if value.rstrip().endswith(("{", "[", "(")):
            closer = {"{": "}", "[": "]", "(": ")"}[value.rstrip()[-1]]
            for r in range(row + 1, len(self.lines) + 1):
                line = self.lines[r - 1]
                if line.startswith(indent + closer):
                    last = r
                    break
                if line.strip() and not line.startswith(indent + " ") \
                        and not line.startswith(indent + "\t"):
                    break
        self._add("constant", name, ".".join(s[0] for s in self.scopes),
                  self.lines[row - 1].strip(), row, last)

    def _end(self, row: int, indent: str) -> int | None:
        """The row of the `end` closing the block opened at ``row`` with ``indent``; None when
        a line at that indentation or less says something else first (the file is not laid
        out as the formatter does)."""
        depths, width = self.depths, len(indent)
        for r in range(row, len(depths)):   # the rows after ``row``, 0-based
            if depths[r] > width or depths[r] < 0:
                continue
            line = self.lines[r]
            if depths[r] < width or not line.startswith(indent):
                return None
            stripped = line.strip()
            word = stripped.split(None, 1)[0].rstrip(";")
            if word == "end" or stripped.startswith(("end.", "end ")):
                return r + 1
            if word not in _CONTINUES:
                return None
        return None

    def _add(self, kind: str, name: str, container: str, signature: str, first: int,
             last: int) -> None:
        """A chunk of rows ``first`` to ``last``, documented by the `#` comment above."""
        top = self.comment_rows(first, ("#",))
        doc = clean_comment("\n".join(self.lines[top - 1:first - 1])) if top < first else ""
        start = self.line_starts[first - 1]
        end = self.line_starts[last] if last < len(self.line_starts) else len(self.text)
        self.chunks.append(self.span_chunk(kind, name, container, signature, doc, start, end))
