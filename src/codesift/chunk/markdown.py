"""Markdown, reStructuredText and RDoc section chunks from a line scanner (headings are
line-level).

Each ATX (``#`` … ``######``) or setext (``===`` / ``---`` underline) heading opens a
``section`` that runs to the line before the next heading of any level, so each line's words
belong to exactly one chunk. A heading with nothing under it but a sub-heading (``## Reference``
then ``### `foo()` ``) spans its sub-sections instead, so its read call shows the topic and not
a lone heading; its text is still its own lines only. ``container`` is the chain of ancestor
headings joined by " > "; ``doc`` is the first paragraph of prose in the section body, read
by ``markdown_docs`` (past one of an option's facts alone, ``Type: `boolean```). Text before the
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
from codesift.chunk.frontmatter import front_matter_end, front_matter_fields_summary, front_matter_title
from codesift.chunk.markdown_docs import FENCE, SETEXT, first_paragraph, plain, unmarked
from codesift.chunk.pagemarks import metadata_only, unattributed
from codesift.chunk.rst_titles import rst_headings
from codesift.chunk.sections import Heading, section_chunks
from codesift.docline import RST_ROLE, rst_role
from codesift.model import Chunk
from codesift.regex_cache import compiled

_ATX = compiled(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
# An HTML comment opening a line: a block (CommonMark's HTML block of kind 2) to the line
# holding its `-->`, rendered as nothing.
_COMMENT_OPENER = compiled(r"^ {0,3}<!--")
# Lines that cannot be the text of a setext heading (lists, quotes, tables, HTML, rules).
_NOT_SETEXT_TEXT = compiled(r"^ {0,3}(?:[-*+>|<]|\d+[.)]\s|#)|^ {4,}")
# Inline HTML a heading is dressed in (qs's `# qs <sup>[![Version Badge][…]][…]</sup>`, a
# logo's `<img …>`): its elements, not a generic's `<T>` or a placeholder's `<count>`.
_HTML_TAG = compiled(r"</?(?:a|b|big|br|code|em|i|img|kbd|picture|small|source|span|strong"
                     r"|sub|sup|u)\b[^<>]*>", re.I)


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
    name = plain(unattributed(raw))
    if "<" in name:
        name = _HTML_TAG.sub("", name)
    if "\\" in name:
        name = _ESCAPE_OR_CODE.sub(_unescaped, name)
    text = unmarked(name).translate(_KEPT_MARKS)
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
# is itself. Escaped stars and backticks stand in for themselves past ``unmarked`` as
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
    return front_matter_fields_summary(lines[1:body]) or first_paragraph(lines, body, len(lines)) \
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
        match = FENCE.match(line)
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
        if prev_text and SETEXT.match(line):
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
    # A front matter's title is the page's own first heading (Docusaurus, Starlight, Hugo,
    # Jekyll render it so), unless a first-level heading opens the page: teslamate's guides'
    # preambles were named "apache.md", their `## Requirements` in no page.
    title = front_matter_title(lines[1:body]) if body and heads[0].level > 1 else None
    if title is not None:
        title = (_heading_name(title[0]), title[1])
    preamble = first_paragraph(lines, body, first, lang) \
        or front_matter_fields_summary(lines[1:body], titled=title is not None)
    if lang == "rst" and metadata_only(lines[:first]):
        preamble = ""   # Sphinx's file-wide metadata (flask's `:orphan:`) says nothing either
    if lang == "rst" and not preamble and any(line.strip() for line in lines[:first]) \
            or lang == "markdown" and not body and _COMMENTS_ONLY.fullmatch("\n".join(lines[:first])):
        # Markup alone above the title (markupsafe's `.. currentmodule:: markupsafe`, a
        # Markdown page's `<!-- livebook:{…} -->` or Apache license comment) is the page's, as
        # a label is its section's: a nameless section of it said nothing.
        heads[0] = heads[0]._replace(row=0)
    return section_chunks(path, lang, lines, heads, preamble, _heading_name,
                          lambda body_row, end: first_paragraph(lines, body_row, end, lang), title)
