"""R's functions, classes and tests as chunks, read from its brackets (no tree-sitter grammar).

An R file was one whole-file chunk named by the file: none of testthat's 1,000-odd functions was
a hit, so "`TESTTHAT_CPUS` must be an integer." found `R/parallel.R` but not
`default_num_cpus`, and "Can't find binding for `fetch_data`" the man page before
`R/mock2.R`. R declares by assignment: `name <- function(args) body` (or `=`, `<<-`, and R
4.1's `\\(args)`) is a function, its body the `{ … }` after the arguments or the one expression
there (over lines while a bracket is open or a line ends in an operator). A class is a call:
`Name <- R6::R6Class("Name", …)`, `setRefClass("Name", …)`, `setClass("Name", …)`, to its
closing `)`, and the functions assigned in it (`initialize = function(…)`) its methods;
`setGeneric("name", …)` is a function, `setMethod("name", "Class", …)` a method of `Class`.
testthat's tests are named by their titles: `test_that("skips on CRAN", {…})` and `it("…")` a
function, `describe("…")` a namespace holding its `it`s. Strings and comments are blanked
before the brackets are counted; a function assigned inside another's body is that body's.
Names are R's (`print.comparison`, an S3 method; `` `%||%` ``'s operator without its
backticks); a declaration's doc is the roxygen (`#'`) or `#` comment right above it, its
signature its first line.
"""
from __future__ import annotations

import re

from codesift.chunk.doctext import clean_comment
from codesift.chunk.forms import FormReader
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A function assigned at a line's start: `name <- function(`, `name = \(`, `` `%+%` <- ``.
_FUNCTION = compiled(r"[ \t]*(`[^`\n]+`|[A-Za-z.][\w.]*)[ \t]*(?:<<?-|=(?!=))[ \t]*"
                     r"(?:function[ \t]*|\\)\(")
# A class made by a call: `Name <- R6::R6Class(`, `Name <- setRefClass(`, `setClass(`.
_CLASS = compiled(r"[ \t]*(?:([A-Za-z.][\w.]*)[ \t]*(?:<<?-|=)[ \t]*)?(?:[\w.]+::)?"
                  r"(R6Class|setRefClass|setClass|setGeneric|setMethod)[ \t]*\(")
# A test: `test_that("…", {`, `describe("…", {`, `it("…", {`.
_TEST = compiled(r"[ \t]*(?:testthat::)?(test_that|describe|it)[ \t]*\([ \t]*([\"'])")
# The first string argument of a call, in the original line: a class's or a test's name.
_FIRST_STRING = compiled(r"[ \t]*([\"'])((?:[^\"'\\\n]|\\.)*)\1")
# The string after a call's first argument: `setMethod("show", "Foo", …)`'s class.
_NEXT_STRING = compiled(r"[ \t]*,[ \t]*([\"'])((?:[^\"'\\\n]|\\.)*)\1")
# Roxygen's tags that say no words of their own (`@export`, `@rdname skip`), and those whose
# section is code (`@examples`), up to the next tag; a section's tag word before its text.
_ROXYGEN_BARE = compiled(r"@(?:export\w*|rdname|keywords|family|inheritParams|inheritDotParams|"
                         r"importFrom|import|name|aliases|md|noRd|usage|order|include|method|"
                         r"S3method|templateVar|template|encoding|docType|concept|useDynLib)\b.*")
_ROXYGEN_CODE = compiled(r"@(?:examples|examplesIf|usage)\b")
_ROXYGEN_SECTION = compiled(r"@(?:description|details|title|returns?|section|note)\b:?[ \t]*")
# A comment line's mark, roxygen's `#'` or a plain `#`.
_COMMENT_MARK = compiled(r"^[ \t]*#'?[ \t]?")
_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = frozenset(")]}")
# A line ending with one of these continues its expression on the next.
_CONTINUING = ("+", "-", "*", "/", "^", "|", "&", ",", "=", "<", ">", "~", "%", "(", "[", "{",
               "!")


def chunk_r(path: str, text: str) -> list[Chunk] | None:
    """The functions, classes and tests of an R file and the code between; None when it
    declares nothing (a script): it reads better whole."""
    from codesift.chunk.stretches import stretches

    reader = _Reader(path, text)
    reader.read()
    if not reader.chunks:
        return None
    return reader.chunks + stretches(path, text, "r", reader.chunks)


def blank_strings_and_comments(text: str) -> str:
    """``text`` with its strings' contents and its `#` comments blanked (their quotes and the
    newlines kept, a backquoted name whole), so its brackets can be counted.

    >>> blank_strings_and_comments('f("(", x) # )')
    'f(" ", x)    '
    """
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "#":
            while i < n and text[i] != "\n":
                out[i] = " "
                i += 1
        elif ch in "\"'`":
            j = i + 1
            while j < n and text[j] != ch:
                if text[j] == "\\" and ch != "`":
                    j += 1
                j += 1
            if ch != "`":
                for k in range(i + 1, min(j, n)):
                    if text[k] != "\n":
                        out[k] = " "
            i = j + 1
        else:
            i += 1
    return "".join(out)


class _Reader(FormReader):
    """The chunks of one R file, found by its lines and ended by its brackets."""

    def __init__(self, path: str, text: str) -> None:
        super().__init__(path, text, "r")
        self.code = blank_strings_and_comments(text)
        self.code_lines = self.code.split("\n")
        # The open classes and `describe` groups: (name, last row, whether a class).
        self.scopes: list[tuple[str, int, bool]] = []

    def read(self) -> None:
        """Each line opening a function, a class or a test, outside a function's body."""
        body_end = 0   # the last row of the function or test being passed over
        for row, line in enumerate(self.code_lines, 1):
            while self.scopes and self.scopes[-1][1] < row:
                self.scopes.pop()
            if row <= body_end or "(" not in line:
                continue
            found = _FUNCTION.match(line)
            if found is not None:
                name = found.group(1).strip("`")
                last = self._function_end(row, found.end())
                if last is not None:
                    kind = "method" if self.scopes and self.scopes[-1][2] else "function"
                    self._add(kind, name, row, last)
                    body_end = last
                continue
            found = _CLASS.match(line)
            if found is not None:
                body_end = self._class(row, found) or body_end
                continue
            found = _TEST.match(line)
            if found is not None:
                body_end = self._test(row, found) or body_end

    def _class(self, row: int, found: re.Match[str]) -> int:
        """A class, generic or method made by a call: a chunk to the call's `)`, and the last
        row to pass over (0 for a class, whose methods are read next)."""
        assigned, maker = found.groups()
        last = self._closing_row(row, found.end() - 1)
        if last is None:
            return 0
        first = _FIRST_STRING.match(self.lines[row - 1], found.end())
        name = first.group(2) if first else (assigned or "")
        if not name:
            return 0
        if maker == "setGeneric":
            self._add("function", name, row, last)
            return last
        if maker == "setMethod":
            second = _NEXT_STRING.match(self.lines[row - 1], first.end()) if first else None
            self._add("method", name, row, last, second.group(2) if second else "")
            return last
        self._add("class", name, row, last)
        self.scopes.append((name, last, True))
        return 0

    def _test(self, row: int, found: re.Match[str]) -> int:
        """A test named by its title (a `describe` a namespace, its tests read next)."""
        word = found.group(1)
        title = _FIRST_STRING.match(self.lines[row - 1], found.end() - 1)
        last = self._closing_row(row, self.code_lines[row - 1].index("(", found.start(1)))
        if title is None or last is None or not title.group(2).strip():
            return 0
        if word == "describe":
            self._add("namespace", title.group(2), row, last)
            self.scopes.append((title.group(2), last, False))
            return 0
        self._add("function", title.group(2), row, last)
        return last

    def _function_end(self, row: int, col: int) -> int | None:
        """The last row of a function whose argument list opens before column ``col`` of
        ``row``: its `{ … }` body's closing row, or its one expression's last."""
        args = self._close(row, col - 1)
        if args is None:
            return None
        r, c = args
        # The body: the next code after the arguments, on this line or a later one.
        while r <= len(self.code_lines):
            rest = self.code_lines[r - 1][c:]
            if rest.strip():
                break
            r, c = r + 1, 0
        else:
            return None
        c += len(rest) - len(rest.lstrip())
        if self.code_lines[r - 1][c] == "{":
            body = self._close(r, c)
            return body[0] if body else None
        return self._expression_end(r, c)

    def _expression_end(self, row: int, col: int) -> int:
        """The last row of the expression starting at column ``col`` of ``row``: where no
        bracket is open and the line does not end in an operator."""
        depth = 0
        for r in range(row, len(self.code_lines) + 1):
            line = self.code_lines[r - 1]
            for ch in line[col if r == row else 0:]:
                if ch in _OPEN:
                    depth += 1
                elif ch in _CLOSE:
                    depth -= 1
            if depth <= 0 and not line.rstrip().endswith(_CONTINUING):
                return r
        return len(self.code_lines)

    def _closing_row(self, row: int, col: int) -> int | None:
        """The row of the bracket closing the one at column ``col`` of ``row``."""
        closed = self._close(row, col)
        return closed[0] if closed else None

    def _close(self, row: int, col: int) -> tuple[int, int] | None:
        """The row and the column past the bracket closing the one at column ``col`` of
        ``row`` (1-based row), in the blanked code; None if it never closes."""
        depth = 0
        for r in range(row, len(self.code_lines) + 1):
            line = self.code_lines[r - 1]
            for c in range(col if r == row else 0, len(line)):
                ch = line[c]
                if ch in _OPEN:
                    depth += 1
                elif ch in _CLOSE:
                    depth -= 1
                    if depth == 0:
                        return r, c + 1
        return None

    def _add(self, kind: str, name: str, first: int, last: int, container: str = "") -> None:
        """A chunk of rows ``first`` to ``last``, documented by the comment above it."""
        container = container or ".".join(s[0] for s in self.scopes)
        top = self.comment_rows(first, ("#",))
        doc = _roxygen_doc(self.lines[top - 1:first - 1]) if top < first else ""
        start = self.line_starts[first - 1]
        end = self.line_starts[last] if last < len(self.line_starts) else len(self.text)
        self.chunks.append(self.span_chunk(kind, name, container, self.lines[first - 1].strip(),
                                           doc, start, end))


def _roxygen_doc(lines: list[str]) -> str:
    """The doc of a roxygen (`#'`) or `#` comment's lines: its prose, less the tags that say
    nothing (`@export`, `@rdname x`) and the examples' code."""
    kept: list[str] = []
    in_code = False
    for line in lines:
        text = _COMMENT_MARK.sub("", line, count=1)
        if text.startswith("@"):
            in_code = _ROXYGEN_CODE.match(text) is not None
            if in_code or _ROXYGEN_BARE.fullmatch(text):
                continue
            text = _ROXYGEN_SECTION.sub("", text, count=1)
        if not in_code:
            kept.append("# " + text)
    return clean_comment("\n".join(kept))
