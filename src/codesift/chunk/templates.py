"""A page's named templates, read tag by tag (no grammar): Go's `{{ define "name" }}` and
`{{ block "name" . }}` (html/template, text/template, Helm's `_helpers.tpl`) to the `{{ end }}`
closing them, and Jinja's, Twig's and Nunjucks' `{% macro name(args) %}` to `{% endmacro %}`,
as functions named by the name a `{{ template "name" . }}` or a call uses; a template
comment right above one (`{{/* … */}}`, `{# … #}`) its doc. The rest of the page is its
stretches. miniflux's 36 Go templates (96 `define`s: `entry_pagination`, `feed_list`,
`item_meta`) and CTFd's form macros (`render_extra_fields(fields, …)`) were whole-file
chunks: "the entry_pagination template" landed on line 1 of a 321-line page.

>>> page = '{{ define "title" }}T{{ end }}\\n'
>>> [(c.name, c.start, c.end) for c in chunk_templates("v.html", page)]
[('title', 1, 1)]
"""
from __future__ import annotations

import re
from bisect import bisect_right

from codesift.chunk.base import SIGNATURE_MAX, capped, line_starts
from codesift.chunk.stretches import stretches
from codesift.model import Chunk
from codesift.regex_cache import compiled

# Go's actions that open a block (`if`, `range`, `with`, `block`, `define`) or close one
# (`end`); `{{ else if … }}` continues one. A comment (`{{/* … */}}`) matches none.
_GO_ACTION = compiled(r"\{\{-?[ \t\r\n]*(define|block|if|range|with|end)\b"
                      r"(?:[ \t]+\"([^\"\n]{1,200})\")?")
# Jinja's, Twig's and Nunjucks' macro and its end (`{%- macro x(a, b=1) -%}`).
_MACRO = compiled(r"\{%[-+]?[ \t]*macro[ \t]+([A-Za-z_]\w*)[ \t]*(\([^\n%]*\))?[ \t]*[-+]?%\}")
_END_MACRO = compiled(r"\{%[-+]?[ \t]*endmacro\b[^%\n]*%\}")
# A template comment ending right above a definition, read from its last opener: Go's
# `{{/* … */}}` (`{{- /* … */ -}}`) and Jinja's `{# … #}`.
_GO_COMMENT = compiled(r"\{\{-?[ \t]*/\*(.*)\*/[ \t]*-?\}\}", re.S)
_JINJA_COMMENT = compiled(r"\{#-?(.*?)-?#\}", re.S)
# How far above a definition its comment may begin.
_DOC_REACH = 2_000


def chunk_templates(path: str, text: str, lang: str = "html") -> list[Chunk] | None:
    """The named templates and macros of a page and the stretches between them; None when it
    defines none (a page reads better whole)."""
    if "{{" not in text and "{%" not in text:
        return None
    starts = line_starts(text)
    spans = _go_definitions(text) if "{{" in text else []
    if "{%" in text:
        spans += _macros(text)
    if not spans:
        return None
    chunks = [_chunk(path, lang, text, starts, *span) for span in sorted(spans)]
    return chunks + stretches(path, text, lang, chunks)


def _go_definitions(text: str) -> list[tuple[int, int, int, str]]:
    """Each top-level `define` or `block`: its first offset, the end of the `{{ end }}`
    closing it, the end of its opening tag's keyword and name, and its name."""
    out: list[tuple[int, int, int, str]] = []
    depth, opened = 0, None
    for m in _GO_ACTION.finditer(text):
        word = m.group(1)
        if word == "end":
            depth = max(depth - 1, 0)
            if depth == 0 and opened is not None:
                close = text.find("}}", m.end())
                out.append((opened[0], len(text) if close < 0 else close + 2, opened[1], opened[2]))
                opened = None
            continue
        if depth == 0 and word in ("define", "block") and m.group(2):
            opened = (m.start(), m.end(), m.group(2))
        depth += 1
    return out


def _macros(text: str) -> list[tuple[int, int, int, str]]:
    """Each macro: its first offset, the end of its `{% endmacro %}`, the end of its opening
    tag (its `%}`) and its name."""
    out: list[tuple[int, int, int, str]] = []
    at = 0
    while (m := _MACRO.search(text, at)) is not None:
        end = _END_MACRO.search(text, m.end())
        stop = len(text) if end is None else end.end()
        out.append((m.start(), stop, m.end(), m.group(1)))
        at = stop
    return out


def _chunk(path: str, lang: str, text: str, starts: list[int], first: int, last: int,
           head: int, name: str) -> Chunk:
    """A definition's chunk: signed by its opening tag, documented by the comment above it."""
    # (A macro's opening tag ends at ``head``; a Go action's at its `}}`.)
    close = text.find("}}", head) if text.startswith("{{", first) else head - 2
    tag = text[first:len(text) if close < 0 else close + 2]
    return Chunk(path=path, lang=lang, kind="function", name=name, container="",
                 signature=capped(" ".join(tag.split()), SIGNATURE_MAX),
                 doc=_comment_above(text[max(0, first - _DOC_REACH):first].rstrip()),
                 start=bisect_right(starts, first), end=bisect_right(starts, max(first, last - 1)),
                 text=text[first:last])


def _comment_above(above: str) -> str:
    """The words of the template comment ``above`` (a definition's preceding text, right
    stripped) ends with, or none."""
    for closer, opener, form in (("}}", "{{", _GO_COMMENT), ("#}", "{#", _JINJA_COMMENT)):
        if above.endswith(closer):
            said = form.fullmatch(above, above.rfind(opener))
            return " ".join(said.group(1).split()) if said else ""
    return ""
