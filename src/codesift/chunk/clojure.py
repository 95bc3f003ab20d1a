"""Clojure's top-level definitions as chunks, read from its forms (no tree-sitter grammar).

A Clojure file was one whole-file chunk summarised by its first line, `(ns malli.core`:
malli's core.cljc is 3,147 lines and 300-odd `defn`s no chunk named. A file is a sequence of
forms, so its declarations are the top-level lists whose head is a `def…` symbol (`defn`,
`defn-`, `defmacro`, `def`, `defonce`, `defmulti`, `defmethod`, `defprotocol`, `defrecord`,
`deftype`, `deftest`, a library's own, `mx/defn`, `defschema`), read here by a small reader
that knows strings, comments, character literals and the dispatch macros (`#?(…)`, `#_`,
`#"…"`, `^meta`). Each is named by the symbol after its head (its metadata, `^:private`,
`^{…}`, passed over), described by its docstring (a string after the name that more forms
follow), else its metadata's `:doc` (`(def ^{:doc "…"} x …)`), else by the `;` comment right
above it (a form commented out there, `;(m/=> sum …)`, is code), and signed by its parameter
vectors, `(defn validate [?schema value] [?schema value options])`, or its first line. A
protocol's methods and a record's or type's method bodies are methods of it. Definitions inside a
top-level reader conditional, `#?(:clj (defn …) :cljs (defn …))`, are read too, one chunk a
branch. The `ns` form is the file's own chunk, described by its docstring (or `:doc`) or the comment
above it; the code between definitions (`(comment …)`, `extend-protocol`) becomes stretches.
"""
from __future__ import annotations

import re

from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.chunk.filekinds import commented_form
from codesift.chunk.forms import FormReader
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A token the bracket matcher must see whole: a string (to its end if never closed), a line
# comment, a character literal (`\(`, `\"`, `\newline`), or a bracket.
_TOKEN = compiled(r'"(?:[^"\\]|\\.)*"?|;[^\n]*|\\(?:[a-z]+|.)|[()\[\]{}]')
_OPENERS = "([{"
_GAP = compiled(r"(?:[\s,]+|;[^\n]*)*")
_SYMBOL = compiled(r'[^\s,()\[\]{}";]+')
_STRING = compiled(r'"(?:[^"\\]|\\.)*"?')
_CHAR = compiled(r"\\(?:[a-z]+|.)")
# A head that defines: `def` and everything named `def…` (a namespace alias before it).
_DEF_HEAD = compiled(r"(?:[\w.*+!?<>=-]+/)?(def[\w*+!?<>=-]*)")
# Heads of callables, whose signature is their parameter vectors.
_FUNCTION_HEADS = frozenset({"defn", "defn-", "defmacro", "defmethod", "deftest"})
_KINDS = {"defmacro": "macro", "defprotocol": "interface", "definterface": "interface",
          "defrecord": "class", "deftype": "class", "defstruct": "struct",
          "def": "constant", "defonce": "variable"}
# A `def` whose value is a function literal is a function.
_FN_VALUE = ("(fn ", "(fn\n", "(fn[", "#(")
# Items an item reader returns: a kind and the span it covers.
Item = tuple[str, int, int]


def chunk_clojure(path: str, text: str) -> list[Chunk] | None:
    """The definitions of a Clojure file, its `ns` form and the code between; None when it
    defines nothing (a script, a data file): it reads better whole."""
    from codesift.chunk.stretches import stretches

    reader = _Reader(path, text)
    for kind, start, end in _items(text, 0, len(text)):
        if kind == "list":
            reader.top_form(start, end)
        elif kind == "cond":   # `#?(:clj (defn a …) :cljs (defn a …))`: each branch's form
            open_ = text.index("(", start)
            for inner, s, e in _items(text, open_ + 1, end - 1):
                if inner == "list":
                    reader.top_form(s, e)
    if not any(c.kind != "file" for c in reader.chunks):
        return None
    return reader.chunks + stretches(path, text, "clojure", reader.chunks)


class _Reader(FormReader):
    """The chunks of one Clojure file's forms."""

    def __init__(self, path: str, text: str) -> None:
        super().__init__(path, text, "clojure")

    def top_form(self, start: int, end: int) -> None:
        """A top-level list: a chunk (and its members) when it defines something."""
        items = _items(self.text, start + 1, end - 1)
        if not items or items[0][0] != "sym":
            return
        head = self.text[items[0][1]:items[0][2]]
        if head == "ns":
            self._namespace(start, end, items)
            return
        match = _DEF_HEAD.fullmatch(head)
        if match is None:
            return
        named = _after_meta(items, 1)
        if named >= len(items) or items[named][0] != "sym":
            return
        base = match.group(1)
        name = self._word(items[named]).rsplit("/", 1)[-1]
        # Plumatic Schema's and malli's typed `defn`s write the return's schema after the name
        # (`(mx/defn f4 :- [:int {:min 0}] "doc" [x :- :int] …)`): part of the signature.
        returns = named + 1
        if returns + 1 < len(items) and self._word(items[returns]) == ":-":
            returns += 2
        doc, rest = self._docstring(items, returns)
        doc = doc or self._meta_doc(items[1:named])
        if base == "defmethod":   # its dispatch value stands before the parameters
            rest = named + 2
        callable_ = base in _FUNCTION_HEADS or base == "defmulti"
        kind = _KINDS.get(base) or ("function" if callable_ or _arglists(self.text, items[rest:])
                                    else "constant")
        if kind in ("constant", "variable") and rest < len(items) and \
                self.text.startswith(_FN_VALUE, items[rest][1]):
            kind = "function"
        if base in _FUNCTION_HEADS or base.endswith("defn") or base.endswith("defn-"):
            shown = [head, name] + [self._word(it) for it in items[named + 1:returns]] + (
                [self._word(items[named + 1])] if base == "defmethod" and named + 1 < len(items)
                else [])
            signature = _flat("(" + " ".join(shown + _arglists(self.text, items[rest:])) + ")")
        else:
            cut = items[returns][1] if rest > returns else end   # at its docstring
            signature = self._first_line(start, items[named][2], min(cut, end))
        chunk = self._chunk(kind, name, "", signature, doc, start, end)
        self.chunks.append(chunk)
        if kind == "interface":
            self._protocol_methods(name, items[rest:])
        elif kind in ("class", "struct"):
            self._record_methods(name, items[rest:])

    def _namespace(self, start: int, end: int, items: list[Item]) -> None:
        """The `ns` form as the file's own chunk: its docstring, else the comment above it."""
        from codesift.chunk.summary import whole_file_chunk

        named = _after_meta(items, 1)
        if named >= len(items):
            return
        name = self._word(items[named])
        doc, _ = self._docstring(items, named + 1)
        doc = doc or self._meta_doc(items[1:named])
        first = self.row(start)
        above = self.comment_rows(first, (";",))
        if not doc and above < first:
            doc = whole_file_chunk(self.path, "\n".join(self.lines[above - 1:first - 1]),
                                   "clojure").doc
        chunk = self._chunk("file", "", "", f"(ns {name})", doc, start, end)
        chunk.start = min(chunk.start, above)
        self.chunks.append(chunk)

    def _protocol_methods(self, owner: str, items: list[Item]) -> None:
        """A protocol's `(name [this] [this x] "doc")` signatures, methods of it."""
        for kind, start, end in items:
            inner = _items(self.text, start + 1, end - 1) if kind == "list" else []
            if not inner or inner[0][0] != "sym":
                continue
            name = self._word(inner[0])
            strings = [it for it in inner[1:] if it[0] == "str"]
            doc = self._string(strings[-1]) if strings else ""
            arities = [self._word(it) for it in inner[1:] if it[0] == "vec"]
            signature = _flat("(" + " ".join([name] + arities) + ")")
            self.chunks.append(self._chunk("method", name, owner, signature, doc, start, end))

    def _record_methods(self, owner: str, items: list[Item]) -> None:
        """A record's or type's method bodies, `(-type [_] ::map)`, methods of it."""
        for kind, start, end in items[1:]:   # the first is its fields' vector
            inner = _items(self.text, start + 1, end - 1) if kind == "list" else []
            if len(inner) < 2 or inner[0][0] != "sym" or inner[1][0] != "vec":
                continue
            name = self._word(inner[0])
            signature = _flat(f"({name} {self._word(inner[1])})")
            doc = clean_comment(self._comment_text(self.row(start)))
            self.chunks.append(self._chunk("method", name, owner, signature, doc, start, end))

    def _docstring(self, items: list[Item], at: int) -> tuple[str, int]:
        """The docstring at item ``at`` (a string more forms follow) and the next item's index."""
        if at + 1 < len(items) and items[at][0] == "str":
            return self._string(items[at]), at + 1
        return "", at

    def _meta_doc(self, metas: list[Item]) -> str:
        """The `:doc` of a metadata map before the name, a docstring written as metadata:
        `(def ^{:doc "ZoneId for UTC."} utc …)`, `(ns ^{:doc "…" :author "…"} lib.core)`."""
        for _kind, start, end in metas:
            brace = self.text.find("{", start, end)
            if brace < 0 or self.text[start + 1:brace].strip(" \t\n,"):
                continue   # `^:private`, `^String`: no map
            inner = _items(self.text, brace + 1, end - 1)
            for (key, k0, k1), value in zip(inner, inner[1:]):
                if key == "sym" and self.text[k0:k1] == ":doc" and value[0] == "str":
                    return self._string(value)
        return ""

    def _string(self, item: Item) -> str:
        raw = self.text[item[1] + 1:item[2] - 1]
        return collapse_doc(raw.replace('\\"', '"').replace("\\\\", "\\"), DOC_MAX)

    def _chunk(self, kind: str, name: str, container: str, signature: str, doc: str,
               start: int, end: int) -> Chunk:
        if not doc and kind != "file":
            doc = clean_comment(self._comment_text(self.row(start)))
        return self.span_chunk(kind, name, container, signature, doc, start, end)

    def _comment_text(self, first: int) -> str:
        """The `;` lines right above row ``first``, less forms commented out (malli's
        `;(m/=> sum [:=> …])` is code, no doc of the definition below it)."""
        lines = self.lines[self.comment_rows(first, (";",)) - 1:first - 1]
        return "\n".join(ln for ln in lines if not commented_form(ln.strip()))

    def _first_line(self, start: int, name_end: int, end: int) -> str:
        """A value's signature: its form's first line up to ``end`` (its docstring), the
        brackets it leaves open closed after an ellipsis: `(def default-registry …)`."""
        stop = self.text.find("\n", name_end, end)
        line = self.text[start:end if stop < 0 else stop].rstrip()
        opened = [m.group() for m in _open_brackets(line)]
        if opened:
            line += ("…" if line.endswith(tuple(_OPENERS)) else " …") + "".join(
                {"(": ")", "[": "]", "{": "}"}[b] for b in reversed(opened))
        return _flat(line)

    def _word(self, item: Item) -> str:
        return self.text[item[1]:item[2]]


def _after_meta(items: list[Item], at: int) -> int:
    """The index of the first item from ``at`` that is no metadata (`^:private`, `^{…}`)."""
    while at < len(items) and items[at][0] == "meta":
        at += 1
    return at


def _arglists(text: str, items: list[Item]) -> list[str]:
    """A callable's parameter vectors: the first vector, else each arity's, `([a]) ([a b])`
    read `[a] [a b]` (an attribute map before them passed over)."""
    for kind, start, end in items:
        if kind == "vec":
            return [text[start:end]]
        if kind == "list":
            arities = []
            for _kind, s, e in items:
                inner = _items(text, s + 1, e - 1) if _kind == "list" else []
                if inner and inner[0][0] == "vec":
                    arities.append(text[inner[0][1]:inner[0][2]])
            return arities
        if kind not in ("map", "meta", "str"):
            return []
    return []


def _items(text: str, lo: int, hi: int) -> list[Item]:
    """The forms between offsets ``lo`` and ``hi``, each read whole: (kind, start, end)."""
    out: list[Item] = []
    i = _GAP.match(text, lo).end()
    while i < hi:
        kind, end = _read(text, i)
        out.append((kind, i, min(end, hi)))
        i = _GAP.match(text, max(end, i + 1)).end()
    return out


def _read(text: str, i: int) -> tuple[str, int]:
    """One form at offset ``i``: its kind and where it ends."""
    c = text[i]
    if c in _OPENERS:
        return {"(": "list", "[": "vec", "{": "map"}[c], _close(text, i)
    if c == '"':
        return "str", _STRING.match(text, i).end()
    if c == "\\":
        return "char", _CHAR.match(text, i).end()
    if c in "^'`@~#":
        nxt = text[i + 1:i + 2]
        if c == "#" and nxt == "?":   # a reader conditional, `#?(…)` or its splice `#?@(…)`
            j = i + 3 if text.startswith("@", i + 2) else i + 2
            return ("cond", _close(text, j)) if text.startswith("(", j) else ("sym", j)
        if c == "#" and nxt in "({":   # an anonymous function, a set
            return "other", _close(text, i + 1)
        if c == "#" and nxt == '"':    # a regex
            return "other", _STRING.match(text, i + 1).end()
        skip = 2 if c == "#" or text.startswith("~@", i) else 1
        if c == "#" and nxt not in "_'=":   # a tagged literal, `#inst "…"`, or `##Inf`
            return "other", _SYMBOL.match(text, i).end() if _SYMBOL.match(text, i) else i + 1
        j = _GAP.match(text, i + skip).end()
        if j >= len(text):
            return "other", j
        _kind, end = _read(text, j)
        return ("meta" if c == "^" else "other"), end
    m = _SYMBOL.match(text, i)
    return "sym", m.end() if m else i + 1


def _close(text: str, i: int) -> int:
    """The offset just past the bracket closing the one at ``i`` (the text's end if none)."""
    depth = 0
    for m in _TOKEN.finditer(text, i):
        ch = m.group()
        if ch in _OPENERS:
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return m.end()
    return len(text)


def _open_brackets(line: str) -> list[re.Match[str]]:
    """The brackets ``line`` opens and leaves open, outermost first."""
    stack: list[re.Match[str]] = []
    for m in _TOKEN.finditer(line):
        if m.group() in _OPENERS:
            stack.append(m)
        elif m.group() in ")]}" and stack:
            stack.pop()
    return stack


def _flat(text: str) -> str:
    return " ".join(text.split())

