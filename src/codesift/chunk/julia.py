"""Julia's declarations as chunks, read line by line (no tree-sitter grammar).

A Julia file was one whole-file chunk named by the file: none of DataFrames.jl's 1,900-odd
functions was a hit, so "column name "prce" not found … most similar names" found
`src/other/index.jl` but neither `lookupname` nor `fuzzymatch`, the question's answer. A file is
read by its lines, as JuliaFormatter and the manual lay them out: a declaration opens a line
(`function`, `macro`, `struct`, `mutable struct`, `abstract type`, `primitive type`, `module`,
after macros such as `@inline` or `Base.@propagate_inbounds`) and ends at the first `end` at its
indentation (a signature's closing `)` or `where` there continues it); one closing on its own
line (`abstract type AbstractIndex end`, `function f end`) is that line. A function in the short
form, `name(args) = expr` (its arguments over several lines, `::T` and `where T` after them),
runs to the last line indented under it; a signature alone under a docstring is one. A `const`
is a constant. Tests are read as `Test`'s are written: `@testset "joins" begin` a function named
by its title, the sets nested in it read too. A module's body is not indented: it runs to the
last `end` at its indentation. Names drop what they extend (`function Base.show(io, df)` is
`show`; `Base.:(==)` is `==`; `(agg::Aggregate)(col)`, a callable type's method, is
`Aggregate`); containers are the module and the struct (an inner constructor). A declaration's
doc is the docstring right above it (less its indented signature lines), else its `#` comment;
its signature its first line. Text in a triple-quoted string or a `#= … =#` comment is neither a
declaration nor its end.
"""
from __future__ import annotations

import re

from codesift.chunk.doctext import clean_comment
from codesift.chunk.forms import FormReader
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A declaration's opening line: indentation, macros before it, keyword, and the rest.
_OPENER = compiled(
    r"([ \t]*)((?:@[\w.]+[ \t]+|[\w.]+\.@\w+[ \t]+)*)"
    r"(function|macro|struct|mutable[ \t]+struct|abstract[ \t]+type|primitive[ \t]+type"
    r"|module|baremodule)[ \t]+(\S.*)")
_KINDS = {"function": "function", "macro": "macro", "struct": "struct", "mutable": "struct",
          "abstract": "type", "primitive": "type", "module": "module", "baremodule": "module"}
# A name at the start of a declaration's rest: a dotted path, a qualified operator
# (`Base.:(==)`, `Base.:+`), or a callable type's `(f::Name{T})`.
_NAME = compiled(r"((?:[^\W\d][\w!]*\.)*)(?::\(([^()\s]+)\)|:([^\w\s(]+)|([^\W\d][\w!]*))"
                 r"|\([^():]*::\s*([^\W\d][\w.]*)")
# A short-form function's head, up to its first `(`: `name(`, `Base.merge(`, `Base.:(==)(`.
_SHORT = compiled(r"([ \t]*)((?:@[\w.]+[ \t]+)*)((?:[^\W\d][\w!]*\.)*(?::\([^()\s]+\)|"
                  r"[^\W\d][\w!]*))(?:\{[^{}]*\})?\(")
# What may follow a short form's closing `)` before its `=`: a return type, `where` clauses.
_SHORT_TAIL = compiled(r"[ \t]*(?:::[^=]*?)?(?:[ \t]*where\b[^=]*)?[ \t]*=(?![=>])")
_CONST = compiled(r"([ \t]*)const[ \t]+([^\W\d]\w*)[ \t]*(?:::[^=]*)?=(?!=)")
_TESTSET = compiled(r"([ \t]*)@testset[ \t]+(\"(?:[^\"\\]|\\.)*\")")
# Lines at a block's indentation that continue its opener rather than end it.
_CONTINUES = (")", "]", "}", "where ", "else", "elseif", "catch", "finally")
_STRING_END = compiled(r'(?<!\\)(?:\\\\)*"')
# A block's `end`, opening a line or closing an opener's own (`abstract type T end`).
_END = compiled(r"end\b")
_ENDS_ITS_LINE = compiled(r"(?:^|[\s;)])end$")
_SPAN_ROWS = 60   # how far a short form's arguments are looked for their closing `)`


def chunk_julia(path: str, text: str) -> list[Chunk] | None:
    """The declarations of a Julia file and the code between; None when it declares nothing
    (a script): it reads better whole."""
    from codesift.chunk.stretches import stretches

    reader = _Reader(path, text)
    reader.read()
    if not reader.chunks:
        return None
    # A docstring is its declaration's doc, not code between declarations.
    lines = [("" if row in reader.doc_rows else line) for row, line in enumerate(reader.lines, 1)]
    return reader.chunks + stretches(path, "\n".join(lines), "julia", reader.chunks)


def _masked_rows(lines: list[str]) -> list[bool]:
    """Whether each line lies in a triple-quoted string or a `#= … =#` comment opened on an
    earlier line (its closing line included): no declaration and no block's end."""
    masked, closer = [], ""
    for line in lines:
        masked.append(bool(closer))
        pos = 0
        while True:
            if closer:
                at = line.find(closer, pos)
                if at < 0:
                    break
                pos, closer = at + len(closer), ""
                continue
            hits = [(at, mark) for mark, at in (('"""', line.find('"""', pos)),
                                                ("#=", line.find("#=", pos))) if at >= 0]
            comment = line.find("#", pos)
            hits = [(at, mark) for at, mark in hits if comment < 0 or at <= comment]
            if not hits:
                break
            at, mark = min(hits)
            pos, closer = at + len(mark), '"""' if mark == '"""' else "=#"
    return masked


class _Reader(FormReader):
    """The chunks of one Julia file's lines."""

    def __init__(self, path: str, text: str) -> None:
        super().__init__(path, text, "julia")
        # The open modules, structs and test sets: (name, last row).
        self.scopes: list[tuple[str, int]] = []
        self.masked = _masked_rows(self.lines)
        self.doc_rows: set[int] = set()   # the rows of declarations' docstrings
        self.depths = [-1 if masked or not line.strip() or line.lstrip().startswith("#")
                       else len(line) - len(line.lstrip())
                       for line, masked in zip(self.lines, self.masked)]

    def read(self) -> None:
        """Each line opening a declaration, a test set or a constant, outside a function's
        body."""
        body_end = 0   # the last row of the function being passed over
        for row, line in enumerate(self.lines, 1):
            while self.scopes and self.scopes[-1][1] < row:
                self.scopes.pop()
            if row <= body_end or self.masked[row - 1]:
                continue
            opener = _OPENER.match(line)
            if opener is not None:
                body_end = self._declaration(row, opener) or body_end
                continue
            testset = _TESTSET.match(line)
            if testset is not None:
                self._testset(row, testset)
                continue
            const = _CONST.match(line)
            if const is not None:
                self._add("constant", const.group(2), line.strip(), row,
                          self._continued(row, const.group(1)))
                continue
            if "(" in line:
                body_end = self._short(row) or body_end

    def _declaration(self, row: int, opener: re.Match[str]) -> int:
        """A declaration opening ``row``: a chunk, and the last row a function's body holds
        (0 for a module, struct or type, whose members are read next)."""
        indent, _macros, keyword, rest = opener.groups()
        keyword = keyword.split()[0]
        name = _name(rest)
        if not name:
            return 0
        code = rest.split("#", 1)[0].rstrip()
        if _ENDS_ITS_LINE.search(code):
            last: int | None = row
        elif keyword in ("module", "baremodule"):
            last = self._module_end(row, indent)
        else:
            last = self._end(row, indent)
        if last is None:
            return 0
        self._add(_KINDS[keyword], name, self.lines[row - 1].strip(), row, last)
        if keyword in ("function", "macro"):
            return last
        self.scopes.append((name, last))
        return 0

    def _testset(self, row: int, testset: re.Match[str]) -> None:
        """A test set: a function named by its title; the sets in it are read next."""
        indent, title = testset.groups()
        last = self._end(row, indent)
        if last is not None:
            self._add("function", title[1:-1], self.lines[row - 1].strip(), row, last)
            self.scopes.append((title[1:-1], last))

    def _short(self, row: int) -> int:
        """A short-form function opening ``row``, `name(args) = expr`: a chunk to the last
        line indented under it, and that row (0 when ``row`` is no such definition)."""
        head = _SHORT.match(self.lines[row - 1])
        if head is None:
            return 0
        close = self._closing_paren(row, head.end())
        if close is None:
            return 0
        close_row, col = close
        # A docstring may document a signature alone (`Base.deleteat!(df::DataFrame, inds)`):
        # the function's doc, its methods below.
        documented = (not self.lines[close_row - 1][col:].strip() and row > 1
                      and self.lines[row - 2].rstrip().endswith('"""'))
        if not documented and _SHORT_TAIL.match(self.lines[close_row - 1], col) is None:
            return 0
        name = _name(head.group(3))
        if not name:
            return 0
        last = self._continued(close_row, head.group(1))
        self._add("function", name, self.lines[row - 1].strip(), row, last)
        return last

    def _closing_paren(self, row: int, col: int) -> tuple[int, int] | None:
        """The row and the column past the `)` closing the `(` before column ``col`` of
        ``row``, over strings and comments; None within ``_SPAN_ROWS`` rows."""
        depth = 1
        for r in range(row, min(row + _SPAN_ROWS, len(self.lines) + 1)):
            line = self.lines[r - 1]
            i = col if r == row else 0
            while i < len(line):
                ch = line[i]
                if ch == "#":
                    break
                if ch == '"':
                    closing = _STRING_END.search(line, i + 1)
                    if closing is None:
                        return None
                    i = closing.end()
                    continue
                if ch in "([{":
                    depth += 1
                elif ch in ")]}":
                    depth -= 1
                    if depth == 0:
                        return r, i + 1
                i += 1
        return None

    def _continued(self, row: int, indent: str) -> int:
        """The last row of the statement opening at or running to ``row``: the lines indented
        deeper than ``indent`` right below it."""
        last, width = row, len(indent)
        for r in range(row, len(self.depths)):   # the rows after ``row``, 0-based
            if self.depths[r] < 0:
                if self.masked[r]:
                    last = r + 1   # a string spanning lines is the statement's
                continue
            if self.depths[r] <= width:
                break
            last = r + 1
        return last

    def _end(self, row: int, indent: str) -> int | None:
        """The row of the `end` closing the block opened at ``row`` with ``indent``; None when
        a line at that indentation or less says something else first."""
        depths, width = self.depths, len(indent)
        for r in range(row, len(depths)):   # the rows after ``row``, 0-based
            if depths[r] > width or depths[r] < 0:
                continue
            line = self.lines[r]
            if depths[r] < width or not line.startswith(indent):
                return None
            stripped = line.strip()
            if _END.match(stripped):
                return r + 1
            if not stripped.startswith(_CONTINUES):
                return None
        return None

    def _module_end(self, row: int, indent: str) -> int:
        """The last `end` at a module's indentation: its body is not indented."""
        for r in range(len(self.lines), row, -1):
            if self.depths[r - 1] == len(indent) and _END.match(self.lines[r - 1].strip()):
                return r
        return len(self.lines)

    def _add(self, kind: str, name: str, signature: str, first: int, last: int) -> None:
        """A chunk of rows ``first`` to ``last`` in the open scopes, documented by the
        docstring or the `#` comment above it."""
        container = ".".join(s[0] for s in self.scopes)
        start = self.line_starts[first - 1]
        end = self.line_starts[last] if last < len(self.line_starts) else len(self.text)
        self.chunks.append(self.span_chunk(kind, name, container, signature, self._doc(first),
                                           start, end))

    def _doc(self, first: int) -> str:
        """The docstring right above row ``first`` (less a first paragraph of indented
        signatures), else the `#` comment lines there."""
        above = self.lines[first - 2].strip() if first > 1 else ""
        if '"""' in above:   # less a comment after the closing quotes
            above = above[:above.rindex('"""') + 3]
        if above.endswith('"') and (above.endswith('"""') or above.startswith('"')):
            close = first - 1   # the row closing the string
            open_ = close
            if above.endswith('"""') and (above == '"""' or '"""' not in above[:-3]):
                open_ = close - 1
                while open_ >= 1 and '"""' not in self.lines[open_ - 1]:
                    open_ -= 1
                if open_ < 1:
                    return ""
            self.doc_rows.update(range(open_, close + 1))
            body = "\n".join(self.lines[open_ - 1:close]).strip()
            body = body[body.index('"'):].strip('"').strip("\n")
            paragraphs = body.split("\n\n")
            while paragraphs and all(line.startswith("    ") or not line.strip()
                                     for line in paragraphs[0].split("\n")):
                paragraphs.pop(0)
            return clean_comment("\n\n".join(paragraphs))
        top = self.comment_rows(first, ("#",))
        return clean_comment("\n".join(self.lines[top - 1:first - 1])) if top < first else ""


def _name(rest: str) -> str:
    """A declaration's name from the text after its keyword: the last part of a dotted path,
    a qualified operator, a callable type's name; "" for none (an anonymous function)."""
    found = _NAME.match(rest.lstrip())
    if found is None:
        return ""
    _path, quoted, operator, word, callable_type = found.groups()
    if callable_type:
        return callable_type.split(".")[-1]
    return quoted or operator or word or ""
