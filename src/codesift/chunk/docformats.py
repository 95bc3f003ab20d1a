"""Summaries of document formats ``_summary`` (``chunk/summary.py``) cannot read line by line:
a man page's roff (its ``.Nd`` or NAME's text), a Jupyter notebook's JSON (its first prose
cells), a gettext catalogue's header (its title, unless the template's placeholder). Apart
from ``filekinds.py``, whose rules decide which lines of a file are no summary.
"""
from __future__ import annotations

import json

from ..regex_cache import compiled


# How a man page opens: a comment (`.\"`, `'\" t`), then man(7)'s `.TH` or mdoc's `.Dd`.
ROFF_OPENER = compiled(r"""^(?:[.'][ \t]*\\"|\.(?:TH|Dd)[ \t])""")
# Font changes (`\fB`, `\f(CW`, `\f[I]`) and zero-width escapes (`\&`, `\%`) say nothing.
_ROFF_ESCAPE = compiled(r"\\f(?:\[[^\]]*\]|\(..|.)|\\[&%]")


def roff_summary(text: str, max_lines: int) -> str:
    """A man page's description: mdoc's ``.Nd`` line, else its first prose line (NAME's text)
    among its first ``max_lines``.

    Every line starting with ``.`` or ``'`` is a request or a macro call: rake's ``rake.1``
    was summarised by its first one, ``.Dd June 12, 2016``.
    """
    for line in text[:20_000].split("\n", max_lines)[:max_lines]:
        stripped = line.strip()
        if stripped.startswith(".Nd "):
            stripped = stripped[4:]
        elif not stripped or stripped[0] in ".'":
            continue
        summary = _ROFF_ESCAPE.sub("", stripped).replace("\\-", "-").strip()
        if summary:
            return summary
    return ""


# A notebook larger than this is not parsed for its prose (its outputs' images make it big).
_NOTEBOOK_MAX = 2_000_000
# The cells of a notebook that are prose: nbformat 3 had `heading` cells beside `markdown`.
_PROSE_CELLS = frozenset({"markdown", "heading"})


def notebook_prose(text: str, cells: int = 3) -> list[str]:
    """The text of a Jupyter notebook's first ``cells`` markdown (or nbformat 3 heading) cells.

    A notebook is JSON, which ``_summary`` read as no prose: petl's 9 example notebooks had no
    summary, where 5 open with a title cell (`# Resolving conflicts`, "Notes supporting issue
    #256"). Cells are `cells` (nbformat 4) or `worksheets[].cells` (3), a cell's `source` a
    string or a list of lines; JSON that is no notebook has none.
    """
    if len(text) > _NOTEBOOK_MAX:
        return []
    try:
        book = json.loads(text)
    except ValueError:
        return []
    if not isinstance(book, dict):
        return []
    found = book.get("cells")
    if not isinstance(found, list):
        sheets = book.get("worksheets")
        found = [c for w in sheets if isinstance(w, dict) for c in w.get("cells") or []] \
            if isinstance(sheets, list) else []
    prose: list[str] = []
    for cell in found:
        if isinstance(cell, dict) and cell.get("cell_type") in _PROSE_CELLS:
            source = cell.get("source")
            source = "".join(source) if isinstance(source, list) else source
            if isinstance(source, str) and source.strip():
                prose.append(source)
                if len(prose) == cells:
                    break
    return prose


# A gettext catalogue's (`.po`, `.pot`) header: the translator comments (`# text`, `#` alone)
# opening it; below them its entries (`msgid`/`msgstr`, and their `#,` `#:` `#.` comments)
# are data, no summary. xgettext's template title, `# SOME DESCRIPTIVE TITLE.`, is a
# placeholder left unfilled: drf's 59 catalogues, humanize's and tornado's read it.
_CATALOGUES = (".po", ".pot")
_TRANSLATOR_COMMENT = compiled(r"#+(?:[ \t]|$)")   # (Elixir's Gettext writes `## `)
_PLACEHOLDER_TITLE = "# SOME DESCRIPTIVE TITLE."
# Elixir's Gettext heads each catalogue it writes with a note on how the file is kept, its
# paragraphs opening so (`## This file is a PO Template file.` … `## Run `mix gettext.extract`
# …`; `## `msgid`s in this file come from POT (.pot) files.` … `## Use `mix gettext.merge` …`):
# a generator's note, the same in every catalogue (timex's 281 read it), no summary.
# Older versions quote the words (`"msgid"s`).
_GETTEXT_NOTE = compiled(r"This file is a PO Template file|([`\"])msgid\1s (?:here are often extracted"
                         r"|in this file come from POT)|Do not add, change, or remove [`\"]msgid[`\"]s"
                         r"|Leave [`\"]msgstr[`\"]s empty|(?:Run|Use) [`\"]?mix gettext")


def catalogue_header(name: str, text: str) -> str | None:
    """The header comment a gettext catalogue named ``name`` opens with, its placeholder title
    left out (``_PLACEHOLDER_TITLE``), or None when ``name`` is no catalogue.

    >>> catalogue_header("fr.po", "# SOME DESCRIPTIVE TITLE.\\n# Copyright (C) YEAR\\nmsgid \\"\\"\\n")
    '# Copyright (C) YEAR'
    """
    if not name.endswith(_CATALOGUES):
        return None
    header = []
    opening, noted = True, False   # a paragraph opens next; in one of Gettext's note
    for line in text[:20_000].split("\n"):
        stripped = line.strip()
        if not _TRANSLATOR_COMMENT.match(stripped):
            break
        words = stripped.lstrip("# \t")
        if not words:
            opening = True
        elif opening:
            opening, noted = False, bool(_GETTEXT_NOTE.match(words))
        if stripped != _PLACEHOLDER_TITLE and not (noted and words):
            header.append(line)
    return "\n".join(header)
