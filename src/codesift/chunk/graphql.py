"""GraphQL schemas and operations (`.graphql`, `.graphqls`, `.gql`), read without a grammar:
each file was one whole-file chunk, so a search for a type, a field or a query found the
resolvers written for it, never the schema that declares it.

A file is read token by token (names, punctuators, strings; commas and `#` comments are
whitespace, as the spec has it). Its top-level definitions are chunks: a `type` and an `input`
a class, an `interface` an interface, an `enum` an enum, a `union` and a `scalar` a type, a
`directive @name` a macro (an annotation the server applies), the `schema` block a type named
`schema`; an `extend …` definition an `impl` named by what it extends, as a Swift extension is;
a named `query`, `mutation`, `subscription` or `fragment` a function. A type's, an
interface's and an input's fields are properties (`Recipe.title`), signed by their arguments
and type, and an enum's values constants. A definition's doc is its description (a block
string or a `"…"` above it, part of it as the spec reads it), else the `#` lines right above
it, its `@deprecated(reason: …)` read as its first sentence; an anonymous operation (`{ … }`)
is code between them.
"""
from __future__ import annotations

from typing import NamedTuple

from codesift.chunk.base import SIGNATURE_MAX, capped
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.docline import says_deprecated
from codesift.model import Chunk
from codesift.regex_cache import compiled

_TOKEN = compiled(
    r'(?P<skip>[\s,\ufeff]+)|(?P<comment>#[^\n\r]*)|(?P<string>"""(?:\\"""|[^"]|"(?!""))*"""'
    r'|"(?:\\.|[^"\\\n\r])*")|(?P<name>[_A-Za-z][_0-9A-Za-z]*)|(?P<spread>\.\.\.)'
    r'|(?P<number>-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(?P<other>.)', 0)
# What each definition's keyword declares (``chunk.kind``).
_KINDS = {"type": "class", "input": "class", "interface": "interface", "enum": "enum",
          "union": "type", "scalar": "type", "schema": "type", "directive": "macro",
          "query": "function", "mutation": "function", "subscription": "function",
          "fragment": "function"}
_OPERATIONS = frozenset({"query", "mutation", "subscription", "fragment"})
# Definitions with fields: their members are properties, an enum's constants.
_FIELDED = frozenset({"type", "input", "interface", "schema"})


class _Token(NamedTuple):
    kind: str    # name, string, number, spread or other (a punctuator)
    text: str
    start: int   # offset in the file
    end: int
    line: int    # 0-based row


def chunk_graphql(path: str, text: str) -> list[Chunk] | None:
    """The definitions of a GraphQL file, their fields and the stretches between them; None
    when it defines nothing (an anonymous query reads better whole)."""
    from codesift.chunk.stretches import stretches

    tokens, comments = _lex(text)
    reader = _Reader(path, text, tokens, comments)
    chunks = reader.read()
    if not chunks:
        return None
    lines = text.split("\n")
    for chunk in chunks:
        chunk.text = "\n".join(lines[chunk.start - 1:chunk.end])
    rest = stretches(path, text, "graphql", chunks)
    return _head(path, lines, chunks, comments, rest) + chunks + rest


def _lex(text: str) -> tuple[list[_Token], dict[int, str]]:
    """The file's tokens, and its comment-only lines' comments by row (a comment after code
    on its line documents nothing)."""
    tokens: list[_Token] = []
    comments: dict[int, str] = {}
    line, seen = 0, 0   # the row at offset ``seen``
    coded: set[int] = set()
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "other"
        line += text.count("\n", seen, m.start())
        seen = m.start()
        if kind == "skip":
            continue
        if kind == "comment":
            if line not in coded:
                comments[line] = m.group()
            continue
        tokens.append(_Token(kind, m.group(), m.start(), m.end(), line))
        coded.add(line + text.count("\n", m.start(), m.end()))
        coded.add(line)
    return tokens, comments


class _Reader:
    """A pass over a file's tokens, definition by definition."""

    def __init__(self, path: str, text: str, tokens: list[_Token], comments: dict[int, str]):
        self.path, self.text, self.tokens, self.comments = path, text, tokens, comments
        self.at = 0
        self.chunks: list[Chunk] = []

    def peek(self, ahead: int = 0) -> _Token | None:
        at = self.at + ahead
        return self.tokens[at] if at < len(self.tokens) else None

    def is_(self, text: str, ahead: int = 0) -> bool:
        token = self.peek(ahead)
        return token is not None and token.text == text and token.kind != "string"

    def read(self) -> list[Chunk]:
        while self.at < len(self.tokens):
            before = self.at
            self.definition()
            self.at = max(self.at, before + 1)
        return self.chunks

    def definition(self) -> None:
        """One top-level definition, its chunk and its members' (none for an unknown token,
        passed over, or an anonymous operation, skipped)."""
        described = self.tokens[self.at] if self.tokens[self.at].kind == "string" else None
        self.at += described is not None
        first = self.at
        extend = self.is_("extend")
        self.at += extend
        keyword = self.peek()
        if keyword is None or keyword.kind != "name" or keyword.text not in _KINDS:
            if self.is_("{"):
                self.group()
            return
        self.at += 1
        if keyword.text == "schema":
            name = "schema"
        else:
            self.at += keyword.text == "directive" and self.is_("@")
            token = self.peek()
            if token is None or token.kind != "name" or token.text in _KINDS:
                self.skip_operation()   # `query {`, `query ($id: ID)`: an anonymous one
                return
            name = token.text
            self.at += 1
        self.head()
        kind = "impl" if extend else _KINDS[keyword.text]
        chunk = self.chunk(kind, name, "", described, first, self.at - 1)
        self.chunks.append(chunk)
        if self.is_("{"):
            if keyword.text in _OPERATIONS:
                self.group()
            else:
                self.members(keyword.text, name)
            chunk.end = self.tokens[self.at - 1].line + 1

    def head(self) -> None:
        """Past a definition's head to its body's `{` or its end: arguments, `implements`,
        directives, a union's members, a directive's locations, a fragment's type."""
        while (token := self.peek()) is not None:
            after = self.tokens[self.at - 1].text
            if token.kind == "other" and (token.text in "([" or token.text == "{" and after == "="):
                self.group()   # arguments, a list type, a default's list or object
            elif token.text == "@" and token.kind == "other":
                self.at += 1 + (self.peek(1) is not None)
            elif token.kind == "name" and after in ("implements", "&", "=", "|", "on", ":", "$") \
                    or token.kind in ("string", "number") and after == "=":
                self.at += 1   # a name or value the previous token asks for
            elif token.kind == "name" and token.text in ("implements", "on", "repeatable") \
                    or token.text in ("&", "=", "|", ":", "!", "$") and token.kind == "other":
                self.at += 1
            else:
                return

    def skip_operation(self) -> None:
        """Past an anonymous operation's variables, directives and selection."""
        self.head()
        if self.is_("{"):
            self.group()

    def group(self) -> None:
        """Past the bracketed group opening here, nested ones too."""
        depth = 0
        while (token := self.peek()) is not None:
            self.at += 1
            if token.kind == "other" and token.text in "([{":
                depth += 1
            elif token.kind == "other" and token.text in ")]}":
                depth -= 1
                if depth <= 0:
                    return

    def members(self, keyword: str, owner: str) -> None:
        """A body's fields (``_FIELDED``) or enum values, each a chunk, to its `}`."""
        self.at += 1
        kind = "property" if keyword in _FIELDED else "constant"
        while (token := self.peek()) is not None and not self.is_("}"):
            described = token if token.kind == "string" else None
            self.at += described is not None
            first = self.at
            name = self.peek()
            if name is None or name.kind != "name":
                self.at += name is not None and not self.is_("}")
                continue
            self.at += 1
            if self.is_("("):
                self.group()
            if self.is_(":"):   # its type, then its default: the head's names and groups
                self.head()
            while self.is_("@"):
                self.at += 2
                if self.is_("("):
                    self.group()
            self.chunks.append(self.chunk(kind, name.text, owner, described, first,
                                          self.at - 1))
        self.at += self.peek() is not None

    def chunk(self, kind: str, name: str, owner: str, described: _Token | None, first: int,
              last: int) -> Chunk:
        """A definition from token ``first`` to ``last``, its description token before it."""
        head = self.tokens[first]
        doc = _description(described.text) if described is not None \
            else self.comment_above(head.line)
        start = described.line if described is not None else head.line
        note = self.deprecated(first, last)
        if note and not says_deprecated(doc):
            doc = f"{note} {doc}" if doc else note
        return Chunk(path=self.path, lang="graphql", kind=kind, name=name, container=owner,
                     signature=capped(self.signature(first, last), SIGNATURE_MAX), doc=doc,
                     start=start + 1, end=self.tokens[last].line + 1)

    def deprecated(self, first: int, last: int) -> str:
        """The spec's `@deprecated(reason: "…")` among tokens ``first`` to ``last``, read as
        other languages' deprecation annotations are (``deprecation.py``): the doc's first
        sentence, which the search's live-before-deprecated order sees."""
        for at in range(first, last):
            if self.tokens[at].text == "@" and self.tokens[at + 1].text == "deprecated":
                said = self.tokens[at + 2:at + 6]
                if [t.text for t in said[:3]] == ["(", "reason", ":"] and said[3:] \
                        and said[3].kind == "string":
                    return f"Deprecated: {_description(said[3].text).rstrip('.')}."
                return "Deprecated."
        return ""

    def signature(self, first: int, last: int) -> str:
        """Tokens ``first`` to ``last`` as written, less comments and argument descriptions
        (a string after no `=` or `:`, outside a value's brackets), folded to one line."""
        out, nest = [], 0
        for at in range(first, last + 1):
            token = self.tokens[at]
            if token.kind == "other" and token.text in "[{":
                nest += 1
            elif token.kind == "other" and token.text in "]}":
                nest -= 1
            if token.kind == "string" and nest <= 0 and self.tokens[at - 1].text not in "=:":
                continue
            gap = self.text[self.tokens[at - 1].end:token.start] if out else ""
            if gap:   # commas kept as written, comments not
                out.append(", " if "," in gap and "#" not in gap else " ")
            out.append(token.text)
        said = " ".join("".join(out).split())
        return said.replace("( ", "(").replace(" )", ")").replace("[ ", "[").replace(" ]", "]")

    def comment_above(self, row: int) -> str:
        """The `#` lines right above ``row``."""
        first = row
        while first - 1 in self.comments:
            first -= 1
        if first == row:
            return ""
        return clean_comment("\n".join(self.comments[r] for r in range(first, row)))


def _description(token: str) -> str:
    """A description string's value: a block string's lines less their common indent."""
    if token.startswith('"""'):
        lines = token[3:-3].replace('\\"""', '"""').split("\n")
        indents = [len(ln) - len(ln.lstrip()) for ln in lines[1:] if ln.strip()]
        cut = min(indents, default=0)
        said = "\n".join([lines[0]] + [ln[cut:] for ln in lines[1:]])
    else:
        said = token[1:-1].replace('\\"', '"')
    return collapse_doc(said.strip(), DOC_MAX)


def _head(path: str, lines: list[str], chunks: list[Chunk], comments: dict[int, str],
          rest: list[Chunk]) -> list[Chunk]:
    """The file's lines above its first definition and that one's doc, as a chunk of the file
    when its comment says what the file is (feign's `# Star Wars schema based on …`) and no
    stretch holds them."""
    from codesift.chunk.summary import head_chunk

    end = min(c.start for c in chunks) - 1
    while end - 1 in comments:   # the first definition's own `#` lines
        end -= 1
    while end > 0 and not lines[end - 1].strip():
        end -= 1
    if any(r.start == 1 for r in rest):
        return []
    return head_chunk(path, lines, end, "graphql")
