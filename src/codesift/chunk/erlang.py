"""Erlang's top-level forms as chunks, read by a small scanner (no tree-sitter grammar).

An Erlang file was one whole-file chunk summarised by its first line: rebar3's rebar_opts.erl,
300 lines and 40 functions, was found for "merge profiles' erl_opts" and none of
`merge_opt`, `merge_erl_opts` or `merge_opts` was a hit. A file is a sequence of forms, each
ending at a dot followed by white space, a `%` comment or the end (`1.5`, `Rec#r.field` and
`lists:map` are inside one), read past strings, quoted atoms, character literals (`$.`, `$"`)
and comments. A form that opens with an atom and a bracket, `merge_opt(deps, _New, Old) ->
…; merge_opt(plugins, …) -> … .`, is a function (all its clauses; a name of other arity is
another form, another chunk); `-record(name, {…})` a struct, `-type`/`-opaque` a type,
`-define(NAME, …)` a macro, `-callback` a prototype, each named by its name. A function's
`-spec` right above it is its signature (without it, its first clause's head), and its lines
are the function's; its doc is an OTP 27 `-doc "…"` (a triple-quoted one too) above it, else the
`%` comment above (EDoc's `@doc` tag dropped). The `-module` form is the file's own chunk, its
doc the `-moduledoc` or the comment above it; the rest (`-export`, `-include`, `-ifdef`)
becomes stretches.
"""
from __future__ import annotations

from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.chunk.forms import FormReader
from codesift.model import Chunk
from codesift.regex_cache import compiled

# What the form scanner must see whole: a comment, a string (to its end if never closed), a
# quoted atom, a character literal (`$\n`, `$\x{41}`, `$.`), or a dot that ends a form.
_TOKEN = compiled(r"%[^\n]*|\"(?:[^\"\\]|\\.)*\"?|'(?:[^'\\]|\\.)*'?"
                  r"|\$(?:\\(?:x\{[0-9a-fA-F]+\}|\^.|.)|.)|\.(?=[\s%]|\Z)")
# A form's opening: an atom (bare or quoted) and its bracket, a function's first clause.
_FUNCTION = compiled(r"([a-z][\w@]*|'(?:[^'\\]|\\.)*')[ \t]*\(")
# An attribute's opening, `-record(`, `-spec name(`, `-doc """`: its name and what follows.
_ATTRIBUTE = compiled(r"-[ \t]*([a-z][\w@]*)[ \t]*(\(?)[ \t]*")
# The name an attribute declares: `-record(state,`, `-type t() ::`, `-define(MAX(X),`.
_DECLARED = compiled(r"\??([a-zA-Z_][\w@]*|'(?:[^'\\]|\\.)*')")
_KINDS = {"record": "struct", "type": "type", "opaque": "type", "define": "macro",
          "callback": "prototype"}
# EDoc's tags that open a comment's text (`%% @doc Merges …`, `@private`): no words of it.
_EDOC_TAG = compiled(r"@(?:doc|private|hidden|end)\b[ \t]*")
_STRING = compiled(r'"(?:[^"\\]|\\.)*"')


def chunk_erlang(path: str, text: str) -> list[Chunk] | None:
    """The declarations of an Erlang file, its `-module` form and the code between; None when
    it declares nothing (a `rebar.config`-like file of terms): it reads better whole."""
    from codesift.chunk.stretches import stretches

    reader = _Reader(path, text)
    for start, end in _forms(text):
        reader.form(start, end)
    if not any(c.kind != "file" for c in reader.chunks):
        return None
    return reader.chunks + stretches(path, text, "erlang", reader.chunks)


def _forms(text: str) -> list[tuple[int, int]]:
    """Each top-level form's offsets, from its first character (past white space and
    comments) to just past its ending dot (the text's end if none)."""
    out: list[tuple[int, int]] = []
    start = -1
    i = 0
    for m in _TOKEN.finditer(text):
        if start < 0:
            lead = text[i:m.start()].strip()
            if lead:
                start = i + text[i:m.start()].index(lead[0])
            elif not m.group().startswith("%"):
                start = m.start()
        if m.group() == "." and start >= 0:
            out.append((start, m.end()))
            start = -1
        i = m.end()
    if start < 0 and text[i:].strip():
        start = i + text[i:].index(text[i:].strip()[0])
    if start >= 0:
        out.append((start, len(text)))
    return out


class _Reader(FormReader):
    """The chunks of one Erlang file's forms."""

    def __init__(self, path: str, text: str) -> None:
        super().__init__(path, text, "erlang")
        # The last `-spec` and `-doc` read, waiting for the function they precede.
        self.spec: tuple[str, int, int] | None = None
        self.doc: tuple[str, int] | None = None

    def form(self, start: int, end: int) -> None:
        """One top-level form: a chunk when it declares something."""
        source = self.text[start:end]
        function = _FUNCTION.match(source)
        if function is not None:
            self._function(function.group(1), start, end)
            return
        attribute = _ATTRIBUTE.match(source)
        if attribute is None:
            self.spec = self.doc = None
            return
        name, rest = attribute.group(1), source[attribute.end():]
        if name == "spec":
            declared = _DECLARED.match(rest)
            self.spec = (declared.group(1), start, end) if declared else None
            return
        if name == "doc":
            self.doc = (_doc_string(rest), start)
            return
        if name in ("module", "moduledoc"):
            self._module(name, rest, start, end)
            return
        self.spec = self.doc = None
        kind = _KINDS.get(name)
        declared = _DECLARED.match(rest) if kind else None
        if declared is None:
            return
        signature = _flat(source.rstrip(".")) if kind == "prototype" else self._head(start, end)
        self.chunks.append(self._chunk(kind, _unquoted(declared.group(1)), signature, "",
                                       start, end))

    def _function(self, atom: str, start: int, end: int) -> None:
        """A function's clauses, with the `-spec` and `-doc` right above it."""
        name = _unquoted(atom)
        signature = _flat(self._clause_head(start, end))
        first = start
        if self.spec is not None and _unquoted(self.spec[0]) == name:
            signature = _flat(self.text[self.spec[1]:self.spec[2]].rstrip("."))
            signature = signature.removeprefix("-spec").strip()
            first = self.spec[1]
        doc = ""
        if self.doc is not None:
            doc, first = self.doc[0], min(first, self.doc[1])
        self.spec = self.doc = None
        self.chunks.append(self._chunk("function", name, signature, doc, first, end))

    def _module(self, name: str, rest: str, start: int, end: int) -> None:
        """`-module(m).` as the file's own chunk (its doc the comment above it), and a
        `-moduledoc` as that chunk's doc."""
        if name == "moduledoc":
            doc = _doc_string(rest)
            for chunk in self.chunks:
                if chunk.kind == "file" and doc:
                    chunk.doc = doc
            return
        declared = _DECLARED.match(rest)
        module = _unquoted(declared.group(1)) if declared else ""
        chunk = self._chunk("file", "", f"-module({module}).", "", start, end)
        above = self.comment_rows(chunk.start, ("%",))
        chunk.doc = _comment_doc(self.lines[above - 1:chunk.start - 1])
        chunk.start = above
        self.chunks.append(chunk)

    def _clause_head(self, start: int, end: int) -> str:
        """A function's first clause up to its `->` (its guard included; an arrow in a string
        or a comment passed over), else its first line."""
        i = start
        for m in _TOKEN.finditer(self.text, start, end):
            found = self.text.find("->", i, m.start())
            if found >= 0:
                return self.text[start:found]
            i = m.end()
        found = self.text.find("->", i, end)
        return self.text[start:found] if found >= 0 else self._head(start, end)

    def _head(self, start: int, end: int) -> str:
        """A form's first line (a `.` ending it dropped)."""
        stop = self.text.find("\n", start, end)
        return _flat(self.text[start:end if stop < 0 else stop]).rstrip(".")

    def _chunk(self, kind: str, name: str, signature: str, doc: str, start: int,
               end: int) -> Chunk:
        if not doc and kind != "file":
            first = self.row(start)
            doc = _comment_doc(self.lines[self.comment_rows(first, ("%",)) - 1:first - 1])
        return self.span_chunk(kind, name, "", signature, doc, start, end)


def _comment_doc(lines: list[str]) -> str:
    """The text of `%` comment lines, their markers and EDoc's opening tags dropped; a line of
    dashes or `=` (a banner's rule) and an editor's mode line (`-*- erlang-indent-level: 4 -*-`)
    say nothing."""
    kept = []
    for line in lines:
        body = line.lstrip().lstrip("%").strip()
        if body and body.strip("-=*% ") == "" or "-*-" in body or body.startswith("vim:"):
            continue   # a rule, an editor's mode line
        kept.append(_EDOC_TAG.sub("", body))
    return clean_comment("\n".join(kept))


def _doc_string(rest: str) -> str:
    """The text of a `-doc "…"` attribute (or a triple-quoted one); `-doc false` and a map
    give none."""
    rest = rest.lstrip("( \t\n")
    if rest.startswith('"""'):
        close = rest.find('"""', 3)
        body = rest[3:close if close >= 0 else len(rest)]
        return collapse_doc(body.strip(), DOC_MAX)
    pieces = _STRING.findall(rest.split(").", 1)[0] if ")." in rest else rest)
    body = "".join(p[1:-1] for p in pieces).replace('\\"', '"').replace("\\n", "\n")
    return collapse_doc(body.strip(), DOC_MAX)


def _unquoted(atom: str) -> str:
    """An atom's name: `'fun'` is `fun`."""
    return atom[1:-1] if len(atom) > 1 and atom[0] == atom[-1] == "'" else atom


def _flat(text: str) -> str:
    return " ".join(text.split())
