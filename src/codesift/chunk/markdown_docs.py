"""A Markdown, reStructuredText or RDoc section's doc: the first paragraph of prose in its body.

``markdown.chunk_markdown`` finds a page's headings and names them; what each section says
is read here, past what is no prose: fences, HTML blocks and comments, tables, badge rows and
link definitions, MDX's ES module statements, mkdocstrings' directives, reStructuredText's
markup blocks and field lists, RDoc's verbatim blocks and images. A label over a paragraph or
a list ("Features:", `**Bug fixes**`) is joined to what it labels; a list's first item stands
for the list; an option's facts (``Type: `boolean```) give way to the prose after them. The
inline markup both a heading's name and a doc drop (images, links' targets, backticks and
emphasis stars) is read here too.
"""
from __future__ import annotations

import re

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.pagemarks import aside_text, attribute_line
from codesift.chunk.rst_directives import field_list, is_object_directive, object_description
from codesift.chunk.runon import has_word
from codesift.docline import RST_ROLE, rst_role
from codesift.regex_cache import compiled

# A setext heading's underline (`===`, `---`): a heading in ``markdown``, the end of a
# paragraph here.
SETEXT = compiled(r"^ {0,3}(=+|-+)[ \t]*$")
# A code fence opening or closing (```` ``` ````, `~~~`): the code in it is no heading nor prose.
# A backtick fence's info string holds no backtick (CommonMark): a line opening on a code span
# of three (FreeRTOS's README, "```FreeRTOS/Demo``` directory.") opens no fence, which took
# every fence below for prose and each `# comment` in its cmake blocks for a heading.
FENCE = compiled(r"^ {0,3}(`{3,}(?![^\n]*`)|~{3,})")
# A GFM table: its delimiter row under the header (`| --- | :-: |`, `---|---`), with a pipe.
_TABLE_DELIMITER = compiled(r"^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$"
                            r"|^ {0,3}\|[ \t]*:?-+:?[ \t]*\|[ \t]*$")
# Images and links, inline (`[text](url)`) or by reference (`[text][label]`, qs's badge row
# `[![github actions][actions-image]][actions-url]`); a reference link only where a word or a
# bracket does not touch it, as `a[b][c]` indexes.
_IMAGE = compiled(r"!\[[^\]]*\](?:\([^)]*\)|\[[^\[\]]*\])")
_LINK = compiled(r"\[([^\]]*)\]\([^)]*\)|(?<![\w\]])\[([^\[\]]*)\]\[[^\[\]]*\]")
# Backticks and emphasis stars, gone from a name or a doc; a code span's own stars stay
# (ratatui-macros' "Use `*=` instead of `=*`" read "Use = instead of =", a heading's
# `prelude::*` "prelude::", `**options` "options").
_MARKUP = compiled(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)|\*+|`+")
# A link reference definition (`[travis]: http://travis-ci.org/…`, a badge row's targets):
# the target of a link, no prose. Not a footnote (`[^1]: …`), which is.
_LINK_DEFINITION = compiled(r"^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(?P<target>\S)?")
# A thematic break (`---`, `***`, `___`), which closes what a table above it began: no prose.
_BREAK = compiled(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")


def unmarked(text: str) -> str:
    """``text`` without ``_MARKUP``: a code span as its content, other backticks and stars gone.

    >>> unmarked("- *(layout)* [**breaking**] Use `*=` instead of `=*`")
    '- (layout) [breaking] Use *= instead of =*'
    >>> unmarked("1. **`mix.exs`** — Update `@version`"), unmarked("``a`b`` ```c x")
    ('1. mix.exs — Update @version', 'a`b c x')
    """
    return _MARKUP.sub(lambda m: m.group(2) if m.group(1) else "", text)


def plain(line: str) -> str:
    """Images dropped and links reduced to their text: badges say nothing about a section."""
    return _LINK.sub(lambda m: m.group(1) or m.group(2) or "", _IMAGE.sub("", line)).strip()


# A line stating one fact of an option or parameter, as READMEs list them above its prose.
_FACT = compiled(r"(?:Type|Default|Required|Values?)[ \t]*:", re.I)
# A paragraph that is a label over the list or text below it, a few words and a colon
# (packaging's changelog "Features:", ripgrep's "Feature enhancements:").
_LABEL = compiled(r"[A-Z][\w'-]*(?: [\w'-]+){0,3}:")
# The same label in bold, its colon inside, outside or left out (knex's changelog, 358
# sections: `**New features:**`, `**Bug fixes**`; java-jwt's `**Classes or methods
# removed:**`): it read "New features" alone, not the entry under it.
_BOLD_LABEL = compiled(r"(\*\*|__)([A-Z][\w'-]*(?: [\w'-]+){0,3}:?)\1:?")
# A list item's marker: a section whose first paragraph is a list (a changelog's entries)
# read "- Fixed X - Added Y - …", every entry run into one, its marks kept. Its first item
# is its summary, as a paragraph is, without the mark.
_LIST_ITEM = compiled(r"[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+(?=\S)")
# An ES module statement opening an MDX paragraph (`import Tabs from '@theme/Tabs';`, `export
# const meta = {…}`), which runs to the blank line below it: code, no prose. trpc's 34
# Docusaurus pages and sections read "import TabItem from '@theme/TabItem'; import Tabs …".
_ESM = compiled(r"(?:import[ \t]+(?:[\w$*{][^'\"]*?[ \t]+from[ \t]*)?['\"{]|import[ \t]*\{"
                r"|export[ \t]+(?:const|let|var|function|async|class|default|\{|\*)(?![\w-]))")
# A page's script or style element opening a line (VitePress's `<script setup>`), its code to
# the closing tag no prose: starship's 22 docs home pages read "import { onMounted } from 'vue'".
_RAW_ELEMENT = compiled(r"<(script|style)\b", re.I)


def first_paragraph(lines: list[str], start: int, end: int, lang: str = "markdown",
                     objects_describe: bool = True) -> str:
    """First paragraph of lines[start:end] that is prose (not a fence or an HTML block, nor,
    in reStructuredText, an explicit markup block: a directive with its content, a comment,
    a label, nor, in RDoc, a verbatim block or an image, nor, in Markdown, a table). A paragraph
    that labels the next (``_LABEL``) is joined to it when that one is prose: "Features: Add
    `Version.from_parts`"; of a list, its first item stands for it. In reStructuredText, with
    ``objects_describe``, the one object directive of a section saying nothing else describes
    it (``rst_directives``)."""
    rst, rdoc = lang == "rst", lang == "rdoc"
    para: list[str] = []
    facts: list[str] = []   # a paragraph of an option's facts, passed over for its prose
    label = ""   # a paragraph labelling the next: what follows it is code or prose, no other
    fence = ""
    closer = ""   # an HTML comment or tag spanning lines: what ends it (`-->`, `>`)
    markup = -1   # the indentation of the reStructuredText markup block being passed over
    table = False   # in a Markdown table, passed over to the blank line ending it
    target = -1   # the row of a link definition's target, written under its label
    esm = False   # in an MDX paragraph of ES module statements, passed over to its blank line
    listed = 0   # the paragraph is a list's first item: its indentation plus one
    objects: list[int] = []   # the rows of object directives passed over
    past_fields = start   # the row past a reStructuredText field list passed over
    for i in range(start, end):
        line = lines[i] if rst or rdoc else aside_text(lines[i])   # a quote's text; `!!! note` none
        if markup >= 0:
            if not line.strip() or len(line) - len(line.lstrip()) > markup:
                continue
            markup = -1
        if rst and line.lstrip().startswith(".."):
            # libuv's "Data types" read `.. c:type:: uv_fs_poll_t`: a directive declares an
            # object (its content describes that, not the section), and no section opens with
            # prose inside one; an object's description is the summary of a section that has
            # no prose of its own (``rst_directives``).
            if para or label:
                break
            if objects_describe and is_object_directive(line):
                objects.append(i)
            markup = len(line) - len(line.lstrip())
            continue
        if i < past_fields:
            continue
        if rst and not para and not label:
            past_fields, described = field_list(lines, i, end)   # docinfo, an option's facts
            if described:
                para.append(described)
                break
            if past_fields > i:
                continue
        if not (rst or rdoc) and _autodoc(lines, i, end):
            # httpcore's `## httpcore.ConnectionPool` read "::: httpcore.ConnectionPool handler:
            # python rendering: show_source: False": the reference it inserts is no prose.
            if para or label:
                break
            markup = len(lines[i]) - len(lines[i].lstrip())
            continue
        if closer:
            if closer in line.lower():
                closer = ""
            continue
        if rdoc and not para and (line[:1] in (" ", "\t") or line.startswith("rdoc-image:")):
            # roda's README opens with its logo's `rdoc-image:https://…svg`; an indented
            # paragraph is verbatim, code (a list item's next lines are indented too, after it).
            if label:
                break
            continue
        match = FENCE.match(line.lstrip())   # indented too: a tab's or list item's (`=== "v2"`)
        if fence:
            if match and match.group(1)[0] == fence[0]:
                fence = ""
            continue
        if match:
            if para or label:
                break
            fence = match.group(1)
            continue
        if table:   # its rows, to the blank line that ends it
            table = bool(line.strip())
            continue
        if esm:   # (a fence's lines are theirs, above)
            esm = bool(line.strip())
            continue
        if not (rst or rdoc) and not para and _ESM.match(line):
            if label:
                break
            esm = True
            continue
        if not (rst or rdoc) and line.lstrip().startswith("{%"):
            # A template engine's tag (Liquid's in Jekyll, Tera's in Zola, Jinja's, Nunjucks'):
            # Rocket's FAQ read "{% macro faq(id) %} <details id="{{ id }}"> …", commonmark's
            # pages "{% assign version = site.data.project.default_version %}". Markup, no
            # prose: it ends a paragraph above it (rich's FAQ's `{%- endfor %}`).
            if para or label:
                break
            continue
        if not (rst or rdoc) and not para and line.lstrip().startswith("{/*"):
            # MDX's comment (zod's `{/* ## $ZodError */}`), to its `*/}`.
            closer = "" if "*/}" in line else "*/}"
            continue
        if not line.strip() or SETEXT.match(line) and para:
            if para and not facts and all(_FACT.match(p) for p in para):
                # An option's section opening "Type: `boolean`\ / Default: `true`" (slugify's
                # README, as most of its author's): its description is the paragraph after.
                facts, para = para, []
                continue
            if len(para) == 1 and not label and not facts and _LABEL.fullmatch(para[0]):
                label, para = para[0], []
                continue
            bold = _BOLD_LABEL.fullmatch(para[0]) if len(para) == 1 and not label \
                and not facts else None
            if bold is not None:   # its colon kept where written: `**Output**:`
                label = bold.group(2) + ":" * (para[0].endswith(":") and bold.group(2)[-1] != ":")
                para = []
                continue
            if para:
                break
            continue
        if label and not para and (line[:1] in (" ", "\t", "|") or line.strip() == "::"):
            # What a label opens indented is code (retry-go's "HTTP GET with retry:" over a
            # Markdown code block), as what reStructuredText's `::` alone opens is; a table
            # row is no prose.
            break
        ial = None if rst or rdoc else attribute_line(line)
        if ial is not None:
            if ial:
                para, listed = [], 0   # `{:toc}`: the list above it is the table of contents
            continue
        if rst and _RST_TABLE_BORDER.match(line):
            # A simple table's border (`======  =====`) or a grid table's rule (`+----+----+`):
            # FOSRestBundle's "Priorities" read "========== ========= Listener Event Priority
            # …". Its cells are no sentence; the table is passed over to its last border.
            if para or label:
                break
            past_fields = _rst_table_end(lines, i, end)
            continue
        if not (rst or rdoc) and _table_row(lines, i, end):
            # goldmark's "Styles of Line Breaking" read "| Style | Description | | ----- |
            # …": a table's cells are no sentence (226 sections in 243 repositories opened so).
            if para:
                break
            table = True
            continue
        stripped = plain(line)
        if stripped.endswith("\\") and not rst:
            stripped = stripped[:-1].rstrip()   # a Markdown hard line break, no character
        definition = _LINK_DEFINITION.match(line)
        if definition and not definition["target"]:
            target = i + 1   # cli11's `[arg_capture.cpp]:` / `  https://github.com/…`
        if not para and (not stripped or stripped.startswith("<") or definition or i == target
                         or _BREAK.match(line) or rst and _RST_BADGE_ROW.fullmatch(line.strip())):
            # Badge rows, their link definitions (go-retryablehttp's README read "[travis]:
            # http://travis-ci.org/…") and HTML wrappers; a component's attributes over several
            # lines (`<MasteringPiniaLink` / `href="…"` / `/>`) and a comment are no prose either.
            if label:
                break
            lead = line.lstrip()
            raw = _RAW_ELEMENT.match(lead)
            if lead.startswith("<!--"):
                closer = "" if "-->" in lead else "-->"
            elif raw is not None:
                closer = f"</{raw[1].lower()}"
                closer = "" if closer in lead.lower() else closer
            elif lead.startswith("<") and ">" not in lead:
                closer = ">"
            continue
        item = _LIST_ITEM.match(line)
        if item and para:
            indent = len(line) - len(line.lstrip())
            first = " ".join(para)
            if listed and indent > listed - 1 and not label and len(first.split()) <= 4 \
                    and not first.endswith((".", "!", "?")):
                # A short first item over items nested under it is their label (httparty's
                # changelog: `* new` / `  * Added ability to …`), joined to the first of them.
                label, para, listed = _as_label(first), [], indent + 1
                para.append(plain(line[item.end():]))
                continue
            if listed:
                break   # the next item: the first is the summary
            if len(para) == 1 and not label and (_LABEL.fullmatch(para[0])
                                                or _BOLD_LABEL.fullmatch(para[0])):
                # A label with its list right under it, no blank between (`**Bugfixes**` /
                # `- Fixed …`): joined to the first item, as over a blank line.
                label, para = _as_label(para[0]), []
        if item and not para:
            listed = len(line) - len(line.lstrip()) + 1   # its indentation, plus one: truthy
            stripped = plain(line[item.end():])
        para.append(stripped)
        if sum(len(p) for p in para) > DOC_MAX:
            break
    # A Sphinx role reads as its text (`:doc:`/signer`` had been ":doc:/signer").
    if label and len(para) == 1 and (_BOLD_LABEL.fullmatch(para[0]) or _LABEL.fullmatch(para[0])):
        para = []   # a label under a label (`**Changed**` / `**Added**`) is no prose
    if label and para and not label.endswith(":"):
        label += ":"   # a bold label's colon left out: "Bug fixes: Fix …"
    said = " ".join([label] * bool(label) + (para or facts))
    if not said and len(objects) == 1:
        # A section of one object is about it (wtforms's "The Field base class" holds `..
        # class:: Field`); one listing several (libuv's "API", its functions) is described by
        # none of them, nor by what its object holds (a member's `.. attribute::`). A label
        # over code ("Usage:") or a doctest is no description either.
        content = object_description(lines, objects[0], end)
        described = first_paragraph(content, 0, len(content), lang, False) if content else ""
        return "" if described.endswith(":") or described.startswith(">>>") else described
    said = collapse(unmarked(RST_ROLE.sub(rst_role, said)), DOC_MAX)
    # No letter nor digit is no prose (dacite's changelog's "...", HikariCP's "-----…").
    return said if has_word(said) else ""


# A reStructuredText line of substitution references alone, `|pypi| |build-status|_`: a row of
# badges (their images defined below), as Markdown's `[![pypi](…)](…)` row is. kombu's,
# jsonschema's, pluggy's and tqdm's READMEs opened on one ("|PyPI| |Pythons| |CI|"); a line
# block's `| text` (a space after the bar) is prose.
_RST_BADGE_ROW = compiled(r"(?:\|[^|\s][^|]*\|_{0,2}[ \t]*)+")


# A reStructuredText table's border: a simple table's (two columns at least: a column's `=====`
# alone is a title's adornment) or a grid table's rule.
_RST_TABLE_BORDER = compiled(r"^[ \t]*(?:=+(?:[ \t]+=+)+|\+(?:[-=]+\+)+)[ \t]*$")


def _rst_table_end(lines: list[str], i: int, end: int) -> int:
    """The row past the table whose border is line ``i``: a grid table's last row of `+`/`|`,
    a simple table's border with a blank line (or the section's end) below it; its rows may
    hold blank lines."""
    grid = lines[i].lstrip().startswith("+")
    for j in range(i + 1, end):
        stripped = lines[j].strip()
        if grid and not stripped.startswith(("+", "|")):
            return j
        if not grid and _RST_TABLE_BORDER.match(lines[j]) \
                and (j + 1 >= end or not lines[j + 1].strip()):
            return j + 1
    return end


# mkdocstrings' directive inserting an object's reference (`::: httpcore.AsyncConnectionPool`),
# its options indented under it (`handler: python`, `options:`).
_AUTODOC = compiled(r"[ \t]*:::[ \t]+[A-Za-z_][\w.]*[ \t]*$")


def _autodoc(lines: list[str], i: int, end: int) -> bool:
    """Whether line ``i`` is a mkdocstrings directive: a dotted name (`::: humanize.lists`) or
    one over its options (a single word alone is VitePress's container, `::: tip`)."""
    if not _AUTODOC.match(lines[i]):
        return False
    below = lines[i + 1] if i + 1 < end else ""
    return "." in lines[i] or below.strip() != "" and \
        len(below) - len(below.lstrip()) > len(lines[i]) - len(lines[i].lstrip())


def _as_label(text: str) -> str:
    """A label's words with one colon after them, a bold label's stars and colon inside or
    outside them read as one (`**New features:**` had read "New features::", hyper's
    changelog's `* **http1:**` over its entries "http1::").

    >>> _as_label("**New features:**"), _as_label("**Output**:"), _as_label("**http1:**"), _as_label("new")
    ('New features:', 'Output:', 'http1:', 'new:')
    """
    bold = _BOLD_LABEL.fullmatch(text)
    return (bold.group(2) if bold else text.strip("*")).rstrip(":") + ":"


def _table_row(lines: list[str], i: int, end: int) -> bool:
    """Whether line ``i`` opens a Markdown table: a header row over its delimiter row."""
    return i + 1 < end and "|" in lines[i] and _TABLE_DELIMITER.match(lines[i + 1]) is not None
