"""SQL definitions (`.sql`), read by a statement scanner without a grammar: a schema, a
migration or a dump was one whole-file chunk (lemmy's 1,100-line `triggers.sql`), so "where is
the users table" found the file, never the statement.

Why no grammar: tree-sitter-sql (0.3.13) parses PostgreSQL well (1,718 of lemmy's 1,737 CREATE
statements in a clean node) but not the other dialects: of the 790 CREATE statements of
sakila's and chinook's MySQL, SQL Server, SQLite, Oracle and Db2 schemas, 498 sat under an
ERROR (backquoted and bracketed names, `DELIMITER ;;`, `GO`, PL/SQL). What a search needs is
where each statement starts and ends and the words its head opens with; a scanner that knows
strings, comments, dollar quotes and the dialects' terminators finds both in all of them.

A statement ends at its `;` (a MySQL `DELIMITER`'s string while one is set), at a T-SQL `GO`
or an Oracle `/` line, or where a line opens with `CREATE`/`ALTER` (T-SQL needs no `;`). A
routine's body is skipped whole when dollar-quoted (`AS $$ … $$`), else its `BEGIN … END`
blocks are counted (a SQLite trigger's, PL/SQL's), so the `;`s inside end nothing.

A statement opening `CREATE [OR REPLACE] …` is a definition: a table or view (materialized
too) is a class, as a Protocol Buffers message and a GraphQL type are (a record type others'
code reads); a function, procedure, aggregate or trigger a function; an index a property of
its table (`post.idx_post_creator`), a type an enum when `AS ENUM` else a type (a domain too),
a sequence a variable, a schema or database a namespace, an Oracle package a module. `ALTER
TABLE … ADD` is one too, a property of its table named by what it adds (a column, or a
constraint: a violation's error names it): in a migration that is where a column comes from.
Other statements (INSERTs, GRANTs, other ALTERs, comments) are the file's stretches. A name
is kept as written less its quotes (`"public"."Users"` is `public.Users`), its schema the
container; a trigger's and an index's container is their table. Each is documented by the `--`
or `/* … */` comment right above it, signed by its head up to its body or column list.
"""
from __future__ import annotations

import re
from bisect import bisect_right

from codesift.chunk import comment_above
from codesift.chunk.base import SIGNATURE_MAX, capped, line_starts
from codesift.chunk.doctext import clean_comment
from codesift.chunk.gennotes import note_line
from codesift.chunk.stretches import stretches
from codesift.chunk.summary import head_chunk
from codesift.model import Chunk
from codesift.regex_cache import compiled

# One part of a name: quoted (`"x"`, MySQL's backquotes, T-SQL's brackets) or bare.
_PART = r'(?:"(?:[^"]|"")+"|`[^`]+`|\[[^\]\n]+\]|[A-Za-z_][\w$#@]*)'
_NAME = rf"{_PART}(?:[ \t]*\.[ \t]*{_PART}){{0,3}}"   # (`server.db.schema.name` at most)
# A definition's head: the object's kind and its name, past the options between (`CREATE OR
# REPLACE`, `DEFINER=`root`@`%``, `UNIQUE`, `MATERIALIZED`, `IF NOT EXISTS`, `CONCURRENTLY`).
_CREATE = compiled(
    r"(?i)create\s+(?:or\s+(?:replace|alter)\s+)?(?:(?:global|local|temp|temporary|unlogged"
    r"|unique|materialized|recursive|virtual|(?:non)?clustered|editionable|noneditionable"
    r"|force|secure|constraint|definer\s*=\s*\S+|algorithm\s*=\s*\w+|sql\s+security\s+\w+)\s+)*"
    r"(table|view|function|procedure|proc|aggregate|trigger|index|type|domain|sequence|schema"
    r"|database|package(?:\s+body)?)\s+(?:(?:if\s+not\s+exists|(?:non)?concurrently)\s+)*"
    rf"({_NAME})")
_ALTER = compiled(rf"(?i)alter\s+table\s+(?:(?:if\s+exists|only)\s+)*({_NAME})")
# What an ALTER TABLE adds: a constraint, index or key by its name, else a column.
_ADDED = compiled(
    r"(?i)\badd\s+(?:(constraint|index|key|unique(?:\s+(?:index|key))?|fulltext(?:\s+(?:index"
    rf"|key))?)\s+)?(?:column\s+)?(?:if\s+not\s+exists\s+)?({_NAME})")
# What an `ADD` names no object by (`ADD PRIMARY KEY (id)`, `ADD UNIQUE (a, b)`).
_UNNAMED = frozenset({"primary", "foreign", "check", "on", "using", "exclude", "unique",
                      "index", "key", "fulltext", "spatial", "constraint"})
_ON_TABLE = compiled(rf"(?i)\bon\s+(?:only\s+)?({_NAME})")
_KINDS = {"table": "class", "view": "class", "function": "function", "procedure": "function",
          "proc": "function", "aggregate": "function", "trigger": "function",
          "index": "property", "type": "type", "domain": "type", "sequence": "variable",
          "schema": "namespace", "database": "namespace", "package": "module",
          "package body": "module"}
_ROUTINES = frozenset({"function", "procedure", "proc", "aggregate", "trigger", "package",
                       "package body"})
# Where a signature stops: a routine's or view's body, a table's column list.
_BODY = compiled(r"(?i)\b(?:as|is|begin|return)\b|\$(?:[A-Za-z_]\w*)?\$|[()]")
_ROUTINE_CUTS = frozenset({"as", "is", "begin", "return", "$"})
_CUTS = {"table": frozenset({"(", "as"}), "view": frozenset({"as"}),
         "trigger": frozenset({"begin", "$"}), "package": frozenset({"as", "is"}),
         "package body": frozenset({"as", "is"}), "function": _ROUTINE_CUTS,
         "procedure": _ROUTINE_CUTS, "proc": _ROUTINE_CUTS, "aggregate": frozenset({"("})}
_DELIMITER = compiled(r"(?i)[ \t]*delimiter[ \t]+(\S+)[ \t]*(?:\r?\n|$)")
# A line ending a T-SQL batch or an Oracle block, or opening a statement of its own.
_BATCH_END = compiled(r"(?i)[ \t]*(?:go|/)[ \t]*(?:--[^\n]*)?(?:\r?\n|$)")
_LINE_OPENS = r"\n(?=(?i:create|alter)\s|[ \t]*(?i:go|/)[ \t]*(?:--[^\n]*)?\r?(?:\n|$))"
_COMMENTS = compiled(r"--[^\n]*|/\*.*?\*/", re.S)
_STRINGS = {"'": compiled(r"'(?:[^']|'')*'"), "'\\": compiled(r"'(?:[^'\\]|\\.|'')*'", re.S),
            '"': compiled(r'"(?:[^"]|"")*"'), "`": compiled(r"`[^`]*`")}
# Blanks and comments between statements, a run at once (a `#` line is MySQL's comment).
_GAP = compiled(r"(?:\s|--[^\n]*|#[^\n]*)+")
_PLUMBING = compiled(r"(?im)^[ \t]*(?:go|/|delimiter[ \t]+\S+)[ \t]*(?=\r?$)")
_BATCH_LINE = compiled(r"(?im)^[ \t]*(?:go|/)[ \t]*\r?$")
_WORD = compiled(r"\s*(\w*)")
# The end scanner per delimiter and statement kind, built on first use: a `DELIMITER` may be
# any string, so these stay in memory, not in the compiled-regex cache on disk.
_SCANNERS: dict[tuple[str, bool], re.Pattern[str]] = {}


def chunk_sql(path: str, text: str) -> list[Chunk] | None:
    """The definitions of a `.sql` file and the stretches between them; None when it defines
    nothing (a script of INSERTs reads better whole)."""
    lines = text.split("\n")
    starts = line_starts(text)
    chunks = [c for c in (_definition(path, text, lines, starts, *statement)
                          for statement in _statements(text)) if c is not None]
    if not chunks:
        return None
    # A batch's `GO`, an Oracle block's `/` and a `DELIMITER` line run nothing: a stretch of
    # them alone between two statements is none (T-SQL's read "GO").
    rest = stretches(path, _PLUMBING.sub("", text), "sql", chunks)
    head: list[Chunk] = []
    if not any(r.start < chunks[0].start for r in rest):   # a stretch holds the file's head
        head = head_chunk(path, lines, _doc_start(lines, chunks[0].start - 1), "sql")
    return head + chunks + rest


def _statements(text: str) -> list[tuple[int, int, bool]]:
    """Each statement's first offset, the offset it ends at (its terminator left out) and
    whether it opens its line, in one pass over ``text``.

    >>> _statements("CREATE TABLE a (x int);\\n-- b\\nINSERT INTO a VALUES (';');\\n")
    [(0, 22, True), (29, 55, True)]
    """
    out: list[tuple[int, int, bool]] = []
    escapes = "`" in text   # MySQL's strings take backslash escapes, standard SQL's none
    # A T-SQL or Oracle file ends its routines at `GO` or `/`, past the `;`s before `BEGIN`.
    batches = _BATCH_LINE.search(text) is not None
    delimiter, at, size = ";", 0, len(text)
    line_start = True   # whether only blanks lie between ``at`` and its line's start
    while at < size:
        gap = _GAP.match(text, at)
        if gap is not None:
            at = gap.end()
            line_start = line_start or "\n" in gap.group()
            continue
        if text.startswith("/*", at):
            close = text.find("*/", at + 2)
            at, line_start = (size if close < 0 else close + 2), False
            continue
        if line_start:
            if (m := _DELIMITER.match(text, at)) is not None:
                delimiter, at = m.group(1), m.end()
                continue
            if (m := _BATCH_END.match(text, at)) is not None:
                at = m.end()
                continue
        if text.startswith(delimiter, at):
            at, line_start = at + len(delimiter), False
            continue
        head = _CREATE.match(text, at)
        routine = head is not None and delimiter == ";" and \
            " ".join(head.group(1).lower().split()) in _ROUTINES
        end = _statement_end(text, at, delimiter, routine, escapes, batches and routine)
        out.append((at, end, line_start))
        at = max(end + (len(delimiter) if text.startswith(delimiter, end) else 0), at + 1)
        line_start = False
    return out


def _statement_end(text: str, at: int, delimiter: str, routine: bool, escapes: bool,
                   held: bool) -> int:
    """The offset a statement starting at ``at`` ends at: its terminator, a `GO` or `/` line,
    a line opening another statement, or the end of ``text``. A routine's `BEGIN … END`
    blocks (not dollar-quoted) hold their `;`s; ``held``, it ends at a `GO` or `/` line alone
    (PL/SQL's `IS v NUMBER;` precedes its `BEGIN`, a package body's functions end theirs)."""
    scan = _scanner(delimiter, routine)
    depth, pos, size = 0, at, len(text)
    while (m := scan.search(text, pos)) is not None:
        token, pos = m.group(), m.end()
        low = token.lower()
        if token in ("'", '"', "`"):
            string = _STRINGS["'\\" if token == "'" and escapes else token].match(text, m.start())
            pos = size if string is None else string.end()
        elif token == "--":
            close = text.find("\n", pos)
            pos = size if close < 0 else close
        elif token == "/*":
            close = text.find("*/", pos)
            pos = size if close < 0 else close + 2
        elif token.startswith("$"):
            close = text.find(token, pos)
            pos = size if close < 0 else close + len(token)
        elif token.startswith("\n"):
            return m.start()
        elif low in ("begin", "case"):
            after, past = _next_word(text, pos)
            depth += not after.startswith(("tran", "work", "distributed"))
        elif low == "end":
            after, past = _next_word(text, pos)
            if after not in ("if", "loop", "while", "repeat", "for"):
                depth -= 1
            pos = past if after == "case" else pos   # `END CASE` opens none
        elif depth <= 0 and not held:   # the delimiter
            return m.start()
    return size


def _scanner(delimiter: str, routine: bool) -> re.Pattern[str]:
    """The tokens a statement's end is looked for among: strings and comments (skipped
    whole), dollar quotes, line starts, the delimiter, a routine's block words."""
    key = (delimiter, routine)
    if key not in _SCANNERS:
        words = r"|(?i:\b(?:begin|case|end)\b)" if routine else ""
        _SCANNERS[key] = re.compile(
            rf"{re.escape(delimiter)}|'|\"|`|--|/\*|(?<![\w$])\$(?:[A-Za-z_]\w*)?\$"
            rf"|{_LINE_OPENS}{words}")
    return _SCANNERS[key]


def _next_word(text: str, at: int) -> tuple[str, int]:
    """The lower-cased word after offset ``at`` (`END IF`'s `if`) and where it ends."""
    m = _WORD.match(text, at)
    return (m.group(1).lower(), m.end()) if m is not None else ("", at)


def _definition(path: str, text: str, lines: list[str], starts: list[int], at: int,
                end: int, line_start: bool) -> Chunk | None:
    """The chunk of the statement at ``at``..``end`` when it defines something, else None;
    documented by the comment above unless a statement before it opens its line."""
    head = _CREATE.match(text, at)
    table = ""
    if head is not None:
        keyword = " ".join(head.group(1).lower().split())
        parts = _parts(head.group(2))
        if keyword in ("index", "trigger"):
            on = _ON_TABLE.search(_code(text[head.end():min(end, head.end() + 600)]))
            if on is None:   # an index named by none (`CREATE INDEX ON t (x)`)
                return None
            table = ".".join(_parts(on.group(1)))
        kind = _KINDS[keyword]
        if keyword == "type" and compiled(r"(?i)\s+as\s+enum\b").match(text, head.end()):
            kind = "enum"
        if keyword == "index" and parts[-1].lower() in ("on", "using"):
            return None
    elif (alter := _ALTER.match(text, at)) is not None:
        added = _ADDED.search(_code(text[alter.end():min(end, alter.end() + 600)]))
        if added is None or _parts(added.group(2))[-1].lower() in _UNNAMED:
            return None
        parts, kind, table = _parts(added.group(2))[-1:], "property", ".".join(
            _parts(alter.group(1)))
        keyword = "alter"
    else:
        return None
    first, last = _row(starts, at), _row(starts, max(end - 1, at))
    name, container = parts[-1], table or ".".join(parts[:-1])
    said = _code(text[at:min(end, at + 2000)])
    cut = _signature_cut(said, keyword)
    signature = " ".join((said[:cut] if cut > 0 else said).split()).rstrip(" ;")
    if keyword == "trigger":   # T-SQL's `… AFTER INSERT AS BEGIN`
        signature = compiled(r"(?i)\s+as$").sub("", signature)
    return Chunk(path=path, lang="sql", kind=kind, name=name, container=container,
                 signature=capped(signature, SIGNATURE_MAX), doc=_doc(lines, first) if line_start else "",
                 start=first + 1, end=last + 1, text=text[at:end])


def _signature_cut(said: str, keyword: str) -> int:
    """Where a definition's head ends in ``said`` (its code less comments), past the name
    and its brackets: a table at its column list or `AS`, a view at its `AS`, a routine at
    its body (`AS $$`, `IS`, `BEGIN`, `RETURN`), a trigger at its `BEGIN` (it says its
    table and events first); -1 to keep it whole."""
    cuts = _CUTS.get(keyword)
    head = _CREATE.match(said)
    if cuts is None or head is None:
        return -1
    depth = 0
    for m in _BODY.finditer(said, head.end()):
        token = m.group().lower()
        token = "$" if token.startswith("$") else token
        if token == "(" and depth == 0 and "(" in cuts:
            return m.start()
        depth += (token == "(") - (token == ")")
        if depth <= 0 and token in cuts:
            return m.start()
    return -1


def _doc(lines: list[str], row: int) -> str:
    """The `--` lines or `/* … */` comment right above a statement opening row ``row`` (a
    `DELIMITER` line between passed over)."""
    top = row
    if top > 0 and _DELIMITER.fullmatch(lines[top - 1] + "\n"):
        top -= 1
    first = _doc_start(lines, top)
    doc = clean_comment("\n".join(lines[first:top])) if first < top else ""
    # diesel's placeholder left above a migration's SQL (`-- Your SQL goes here`) says nothing.
    return "" if doc and note_line(doc) else doc


def _doc_start(lines: list[str], row: int) -> int:
    """The 0-based row the comment right above ``row`` starts on (``row`` if none)."""
    return comment_above(lines, row, -1, "sql")


def _parts(name: str) -> list[str]:
    """A dotted name's parts, unquoted: `"public"."Users"` is `public`, `Users`."""
    parts = compiled(_PART).findall(name)
    return [p[1:-1].replace('""', '"') if p[0] in "\"`[" else p for p in parts]


def _code(said: str) -> str:
    """``said`` less its comments (a head's `-- the owner` between its words)."""
    return _COMMENTS.sub(" ", said) if "--" in said or "/*" in said else said


def _row(starts: list[int], offset: int) -> int:
    """The 0-based row ``offset`` is on."""
    return bisect_right(starts, offset) - 1
