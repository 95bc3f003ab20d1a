"""Markdown, reStructuredText and RDoc section chunks from a line scanner (headings are
line-level).

Each ATX (``#`` … ``######``) or setext (``===`` / ``---`` underline) heading opens a
``section`` that runs to the line before the next heading of any level, so each line's words
belong to exactly one chunk. A heading with nothing under it but a sub-heading (``## Reference``
then ``### `foo()` ``) spans its sub-sections instead, so its read call shows the topic and not
a lone heading; its text is still its own lines only. ``container`` is the chain of ancestor
headings joined by " > "; ``doc`` is the first paragraph of the section body (past one of
an option's facts alone, ``Type: `boolean```). Text before the
first heading (badges, a one-line description) becomes a section named after the file,
described by its first paragraph or else by its front matter's ``description:`` or ``title:``
(reStructuredText markup alone there, ``.. currentmodule:: x``, or Markdown's HTML comments alone,
opens the first section instead).
Headings inside fenced code blocks and YAML front matter are ignored. reStructuredText
headings are a title underlined (and maybe overlined) with one punctuation character; levels
follow the order in which adornment styles first appear, as docutils reads them; a section
starts at the labels above its title (`.. _fs_poll:`), and its doc is no directive. RDoc
headings are one to six `=` at the margin (`== Usage`); a section's doc is no verbatim block
(an indented paragraph: code) nor an `rdoc-image:` line.
"""
from __future__ import annotations

import html
import re

from codesift.chunk.base import SIGNATURE_MAX, collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.frontmatter import front_matter_end, front_matter_fields_summary
from codesift.chunk.pagemarks import aside_text, metadata_only
from codesift.chunk.rst_directives import field_list, is_object_directive, object_description
from codesift.chunk.rst_titles import rst_headings
from codesift.chunk.sections import Heading, section_chunks
from codesift.docline import RST_ROLE, rst_role
from codesift.model import Chunk
from codesift.regex_cache import compiled

_ATX = compiled(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = compiled(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = compiled(r"^ {0,3}(`{3,}|~{3,})")
# An HTML comment opening a line: a block (CommonMark's HTML block of kind 2) to the line
# holding its `-->`, rendered as nothing.
_COMMENT_OPENER = compiled(r"^ {0,3}<!--")
# A GFM table: its delimiter row under the header (`| --- | :-: |`, `---|---`), with a pipe.
_TABLE_DELIMITER = compiled(r"^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$"
                            r"|^ {0,3}\|[ \t]*:?-+:?[ \t]*\|[ \t]*$")
# Lines that cannot be the text of a setext heading (lists, quotes, tables, HTML, rules).
_NOT_SETEXT_TEXT = compiled(r"^ {0,3}(?:[-*+>|<]|\d+[.)]\s|#)|^ {4,}")
# Images and links, inline (`[text](url)`) or by reference (`[text][label]`, qs's badge row
# `[![github actions][actions-image]][actions-url]`); a reference link only where a word or a
# bracket does not touch it, as `a[b][c]` indexes.
_IMAGE = compiled(r"!\[[^\]]*\](?:\([^)]*\)|\[[^\[\]]*\])")
_LINK = compiled(r"\[([^\]]*)\]\([^)]*\)|(?<![\w\]])\[([^\[\]]*)\]\[[^\[\]]*\]")
# Inline HTML a heading is dressed in (qs's `# qs <sup>[![Version Badge][…]][…]</sup>`, a
# logo's `<img …>`): its elements, not a generic's `<T>` or a placeholder's `<count>`.
_HTML_TAG = compiled(r"</?(?:a|b|big|br|code|em|i|img|kbd|picture|small|source|span|strong"
                     r"|sub|sup|u)\b[^<>]*>", re.I)
# Backticks and emphasis stars, gone from a name or a doc; a code span's own stars stay
# (ratatui-macros' "Use `*=` instead of `=*`" read "Use = instead of =", a heading's
# `prelude::*` "prelude::", `**options` "options").
_MARKUP = compiled(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)|\*+|`+")
# A link reference definition (`[travis]: http://travis-ci.org/…`, a badge row's targets):
# the target of a link, no prose. Not a footnote (`[^1]: …`), which is.
_LINK_DEFINITION = compiled(r"^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(?P<target>\S)?")
# A thematic break (`---`, `***`, `___`), which closes what a table above it began: no prose.
_BREAK = compiled(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
# A heading's attribute block (Pandoc, kramdown, markdown-it, VitePress, Hugo): `## Build
# {#build}`, `{.unnumbered}`, `{#id .class key=value}`. An anchor, not part of the title.
_ATTRIBUTES = compiled(r"[ \t]*\{[#.][^{}]*\}[ \t]*$")


def _unmarked(text: str) -> str:
    """``text`` without ``_MARKUP``: a code span as its content, other backticks and stars gone.

    >>> _unmarked("- *(layout)* [**breaking**] Use `*=` instead of `=*`")
    '- (layout) [breaking] Use *= instead of =*'
    >>> _unmarked("1. **`mix.exs`** — Update `@version`"), _unmarked("``a`b`` ```c x")
    ('1. mix.exs — Update @version', 'a`b c x')
    """
    return _MARKUP.sub(lambda m: m.group(2) if m.group(1) else "", text)


def _plain(line: str) -> str:
    """Images dropped and links reduced to their text: badges say nothing about a section."""
    return _LINK.sub(lambda m: m.group(1) or m.group(2) or "", _IMAGE.sub("", line)).strip()


def _heading_name(raw: str) -> str:
    """Heading text without links' targets, backticks, emphasis stars, attribute block, inline
    HTML elements or HTML entities (Serilog's title is `Serilog&nbsp;&nbsp;` beside its logo);
    a Sphinx role as its text, as in docs (libuv's ":c:type:`uv_fs_poll_t` --- FS Poll handle").

    >>> _heading_name("Build `vitepress build` {#build}"), _heading_name("Serilog&nbsp;&nbsp; <img>")
    ('Build vitepress build', 'Serilog')
    >>> _heading_name("qs <sup>[![Version Badge][npm-version-svg]][package-url]</sup>")
    'qs'
    >>> _heading_name("Injecting a list - List<T>"), _heading_name("map[a][b] order")
    ('Injecting a list - List<T>', 'map[a][b] order')
    >>> _heading_name(":c:type:`uv_fs_poll_t` --- FS Poll handle")
    'uv_fs_poll_t --- FS Poll handle'
    >>> _heading_name("[![htop logo](htop-logo.png)](https://htop.dev)")
    'htop logo'
    """
    raw = RST_ROLE.sub(rst_role, raw) if ":`" in raw else raw
    plain = _plain(_ATTRIBUTES.sub("", raw))
    if "<" in plain:
        plain = _HTML_TAG.sub("", plain)
    if "\\" in plain:
        plain = _ESCAPE_OR_CODE.sub(_unescaped, plain)
    text = _unmarked(plain).translate(_KEPT_MARKS)
    return collapse(html.unescape(text), SIGNATURE_MAX) or _logo_name(raw)


# A heading of a logo alone (htop's README, `# [![htop logo](htop-logo.png)](https://htop.dev)`,
# rack's `# ![Rack](contrib/logo.webp)`, chi's `# <img alt="chi" src="…chi.svg" />`): named by
# the image's alt text, its subsections' container "" before. Not a badge's (a CI status, a
# shields.io count), which names no section.
_IMAGE_ALT = compiled(r"!\[([^\]]*)\]\(([^)]*)\)"
                      r"|<img\b[^<>]*?\balt=[\"']([^\"']*)[\"'][^<>]*>", re.I)
_BADGE_URL = compiled(r"badge|shields\.io|/workflows/|travis-ci|codecov|coveralls", re.I)


def _logo_name(raw: str) -> str:
    """The alt text of a heading's first image that is no badge, or ""."""
    for m in _IMAGE_ALT.finditer(raw):
        alt, url = (m[1], m[2]) if m[1] is not None else (m[3], m[0])
        if alt.strip() and not _BADGE_URL.search(url):
            return collapse(html.unescape(alt), SIGNATURE_MAX)
    return ""


# A Markdown backslash escape (`## Why\...?`, `\*args`), or a code span, in which a backslash
# is itself. Escaped stars and backticks stand in for themselves past ``_MARKUP`` as
# private-use characters (``_KEPT_MARKS`` turns them back).
_ESCAPE_OR_CODE = compiled(r"(`+)[^`]*?\1|\\([!-/:-@\[-`{-~])")
_KEPT = {"*": "\ue000", "`": "\ue001"}
_KEPT_MARKS = str.maketrans({v: k for k, v in _KEPT.items()})


def _unescaped(m: re.Match[str]) -> str:
    r"""An escaped character as itself (a star or backtick as its stand-in); a code span as is.

    >>> _heading_name("Why\\...?"), _heading_name("Using \\*args and `a\\.b`")
    ('Why...?', 'Using *args and a\\.b')
    """
    char = m.group(2)
    return m.group(0) if char is None else _KEPT.get(char, char)


def front_matter_page_summary(text: str) -> str | None:
    """A headingless Markdown page's summary when it opens with front matter: what the front
    matter says the page is (its `description:`, `title:`…), else its first paragraph below
    it; ``None`` when there is no front matter or neither says anything.

    Such a page is one whole-file chunk, whose summary, read from its first lines, was the
    front matter's first field: remeda's 200-odd mapping pages read "category: List", GitHub's
    issue templates "name: Bug report". The page's own title comes first here, as the whole
    page is the chunk (a preamble section prefers its paragraph, the page's title not its own).
    """
    lines = text.split("\n", _SUMMARY_SCAN)[:_SUMMARY_SCAN]
    body = front_matter_end(lines)
    if not body:
        return None
    return front_matter_fields_summary(lines[1:body]) or _first_paragraph(lines, body, len(lines)) \
        or None


# The lines read for a headingless page's summary: its front matter and first paragraph.
_SUMMARY_SCAN = 200


def _headings(lines: list[str], start: int) -> list[Heading]:
    """Every Markdown heading from ``start`` on, outside fences and HTML comments."""
    found: list[Heading] = []
    fence = ""
    commented = False  # inside an HTML comment block, to the line holding its `-->`
    prev_text = False  # previous line is paragraph text a setext underline could promote
    for i in range(start, len(lines)):
        line = lines[i]
        if commented or not fence and _COMMENT_OPENER.match(line):
            # A heading commented out is none (riverpod's 131 translated pages keep each
            # English heading in `<!---` … `-->` over its translation: each was a section,
            # its summary "-->").
            opened = line.find("<!--") + 4 if not commented else 0
            commented = "-->" not in line[opened:]
            prev_text = False
            continue
        match = _FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                fence = ""
            prev_text = False
            continue
        if match:
            fence = match.group(1)
            prev_text = False
            continue
        atx = _ATX.match(line)
        if atx:
            found.append(Heading(i, len(atx.group(1)), (atx.group(2) or "").strip(), i + 1, line))
            prev_text = False
            continue
        if prev_text and _SETEXT.match(line):
            found.append(Heading(i - 1, 1 if line.strip()[0] == "=" else 2, lines[i - 1].strip(),
                                  i + 1, lines[i - 1]))
            prev_text = False
            continue
        prev_text = bool(line.strip()) and not _NOT_SETEXT_TEXT.match(line)
    return found


# An RDoc heading: one to six `=` at the margin, then its text (rack's `== The Response`); an
# indented line is a verbatim block's, code.
_RDOC_HEADING = compiled(r"^(={1,6})[ \t]*([^=\s].*?)[ \t]*$")


def _rdoc_headings(lines: list[str], start: int) -> list[Heading]:
    """Every RDoc heading from ``start`` on."""
    found: list[Heading] = []
    for i in range(start, len(lines)):
        match = _RDOC_HEADING.match(lines[i])
        if match:
            found.append(Heading(i, len(match.group(1)), match.group(2), i + 1, lines[i]))
    return found


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


def _first_paragraph(lines: list[str], start: int, end: int, lang: str = "markdown",
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
        match = _FENCE.match(line.lstrip())   # indented too: a tab's or list item's (`=== "v2"`)
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
        if not (rst or rdoc) and not para and line.lstrip().startswith("{/*"):
            # MDX's comment (zod's `{/* ## $ZodError */}`), to its `*/}`.
            closer = "" if "*/}" in line else "*/}"
            continue
        if not line.strip() or _SETEXT.match(line) and para:
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
        if not (rst or rdoc) and _table_row(lines, i, end):
            # goldmark's "Styles of Line Breaking" read "| Style | Description | | ----- |
            # …": a table's cells are no sentence (226 sections in 243 repositories opened so).
            if para:
                break
            table = True
            continue
        stripped = _plain(line)
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
                para.append(_plain(line[item.end():]))
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
            stripped = _plain(line[item.end():])
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
        described = _first_paragraph(content, 0, len(content), lang, False) if content else ""
        return "" if described.endswith(":") or described.startswith(">>>") else described
    return collapse(_unmarked(RST_ROLE.sub(rst_role, said)), DOC_MAX)


# A reStructuredText line of substitution references alone, `|pypi| |build-status|_`: a row of
# badges (their images defined below), as Markdown's `[![pypi](…)](…)` row is. kombu's,
# jsonschema's, pluggy's and tqdm's READMEs opened on one ("|PyPI| |Pythons| |CI|"); a line
# block's `| text` (a space after the bar) is prose.
_RST_BADGE_ROW = compiled(r"(?:\|[^|\s][^|]*\|_{0,2}[ \t]*)+")


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


# HTML comments alone (a license, a template's instructions, a tool's settings), which a
# Markdown page renders as nothing.
_COMMENTS_ONLY = compiled(r"\s*(?:<!--.*?-->\s*)+", re.S)


def chunk_markdown(path: str, text: str, lang: str = "markdown") -> list[Chunk]:
    """Section chunks of a Markdown (or, with ``lang`` "rst" or "rdoc", reStructuredText or
    RDoc) file; an empty list (whole-file fallback) when the file has no heading."""
    lines = text.split("\n")
    if lines and lines[-1] == "" and len(lines) > 1:
        lines.pop()  # the final newline does not start another line
    body = front_matter_end(lines) if lang == "markdown" else 0
    heads = _headings(lines, body) if lang == "markdown" else \
        _rdoc_headings(lines, body) if lang == "rdoc" else rst_headings(lines, body)
    if not heads:
        return []
    first = heads[0].row
    preamble = _first_paragraph(lines, body, first, lang) \
        or front_matter_fields_summary(lines[1:body])
    if lang == "rst" and metadata_only(lines[:first]):
        preamble = ""   # Sphinx's file-wide metadata (flask's `:orphan:`) says nothing either
    if lang == "rst" and not preamble and any(line.strip() for line in lines[:first]) \
            or lang == "markdown" and not body and _COMMENTS_ONLY.fullmatch("\n".join(lines[:first])):
        # Markup alone above the title (markupsafe's `.. currentmodule:: markupsafe`, a
        # Markdown page's `<!-- livebook:{…} -->` or Apache license comment) is the page's, as
        # a label is its section's: a nameless section of it said nothing.
        heads[0] = heads[0]._replace(row=0)
    return section_chunks(path, lang, lines, heads, preamble, _heading_name,
                          lambda body_row, end: _first_paragraph(lines, body_row, end, lang))
