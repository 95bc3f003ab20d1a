"""Lines of a Markdown or reStructuredText page that are markup setting text aside, no prose
of their own, for ``chunk/markdown.py``'s and ``chunk/markdown_docs.py``'s summaries.

In Markdown, a blockquote's `>` marks (the quote's text is prose: attrs's CONTRIBUTING.md read
"[!IMPORTANT] > - This document is mainly …"), a GitHub alert's `[!NOTE]`, and the lines that
open and close an admonition, a container or a content tab: MkDocs and Python-Markdown's
`!!! warning` and `??? note "Title"` (uvicorn's "Running with Gunicorn" read "!!! warning The
uvicorn.workers module is deprecated …"), VitePress's and Docusaurus's `::: tip`,
`:::note[New in v8.0.0]` and the `:::` closing them (mocha's options, each a note of its
version alone over its description, read ":::note[New in v8.0.0] :::"), MyST's `:::{warning}`
(structlog's), pymdownx's `=== "v2"` (urfave-cli's migration guides). What they set aside is
read as the text it is. A table of contents' placeholder (`[[toc]]`, `[TOC]`) is no text either,
nor is an attribute list, a heading's or kramdown's on a line of its own. In reStructuredText, Sphinx's file-wide metadata fields above a title
(flask's `:orphan:`, cachetools' `:tocdepth: 3`), which summarised a nameless section of
their own.
"""
from __future__ import annotations

import re

from codesift.regex_cache import compiled

# A blockquote's marks, nested or not (`> `, `>> `, `> > `), up to three spaces before each.
_QUOTE = compiled(r"^(?: {0,3}>[ \t]?)+")
# A GitHub alert's marker opening a quote (`[!NOTE]`, `[!WARNING]`), any text after it kept.
_ALERT = compiled(r"^[ \t]*\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*", re.I)
# An admonition's, container's or content tab's opening or closing line: `!!! note "Title"`,
# `???+ tip`, `::: warning Title`, `:::note[Title]`, `:::{warning}`, `:::`, `=== "Tab"`; not
# mkdocstrings' `::: humanize.filesize`, which ``markdown_docs._autodoc`` passes over with its options.
_ASIDE = compiled(r"^ {0,3}(?:(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t].*)?"
                  r"|:{3,}(?:[ \t]*(?:\{[\w-]+\}|[\w-]+(?![\w.-])).*)?|===[ \t]+\".*\")[ \t]*$")
# A table of contents' placeholder, which a renderer fills with the page's headings: `[[toc]]`
# (VitePress, markdown-it), `[TOC]` (Python-Markdown, Doxygen), GitLab's `[[_TOC_]]`, `${toc}`.
_TOC = compiled(r"^ {0,3}(?:\[\[_?toc_?\]\]|\[toc\]|\$\{toc\})[ \t]*$", re.I)
# eslint-doc-generator's rule header (hundreds of ESLint plugins' `docs/rules/*.md`, above its
# `<!-- end auto-generated rule header -->`): the description behind `📝 `, its mark dropped
# (eslint-plugin-react's 104 rule pages read "📝 Disallow …"), and notices of the configs,
# fixes, suggestions and type information, each `<mark> This rule …`, no prose of the rule
# (`💼 This rule is enabled in the ☑️ `recommended` config.`); a deprecation (`❌`) says
# more.
_RULE_DESCRIPTION = compiled(r"^📝[ \t]+")
# Its marks run together (`💼⚠️ This rule is enabled in …`): any symbols, none ASCII.
_RULE_NOTICE = compiled(
    r"^[^\x00-\x7f]{1,8}[ \t]+This rule (?!is deprecated)(?:is|warns|requires)\b")
# A reStructuredText field, `:tocdepth: 2`; not a role opening prose, `:class:`Flask` is …`.
_RST_FIELD = compiled(r":[^:`\s][^:`]*:(?:\s.*)?")


def aside_text(line: str) -> str:
    """A Markdown line's text as prose reads it: a quote's without its marks, an alert's
    without its marker, and an aside's opening or closing line as a blank line, which ends a
    paragraph; so is a table of contents' placeholder (ajv's 13 guides read "[[toc]]"), and an
    eslint-doc-generator notice (`💼 This rule is enabled in …`); its `📝 ` mark is dropped.

    >>> aside_text("> [!IMPORTANT]"), aside_text("> > Quoted `x`."), aside_text("!!! note \\"A\\"")
    ('', 'Quoted `x`.', '')
    >>> aside_text(":::note[New in v8.0.0]"), aside_text(":::"), aside_text(":::{warning}")
    ('', '', '')
    >>> aside_text("::: warning Grapheme clusters"), aside_text('=== "v2"'), aside_text("::: a.b")
    ('', '', '::: a.b')
    >>> aside_text("[[toc]]"), aside_text("[TOC]"), aside_text("[[_TOC_]]"), aside_text("[toc] x")
    ('', '', '', '[toc] x')
    >>> aside_text("📝 Disallow `var`."), aside_text("🔧 This rule is automatically fixable.")
    ('Disallow `var`.', '')
    """
    if line.lstrip().startswith(">"):
        line = _ALERT.sub("", _QUOTE.sub("", line))
    if _RULE_NOTICE.match(line):
        return ""
    return "" if _ASIDE.match(line) or _TOC.match(line) else _RULE_DESCRIPTION.sub("", line)


def metadata_only(lines: list[str]) -> bool:
    """Whether reStructuredText ``lines`` hold fields (Sphinx's file-wide metadata, a docinfo's
    `:Version: 5.6.2`), explicit markup (labels, comments) and blank lines alone."""
    return all(_RST_FIELD.fullmatch(line.strip()) or line.startswith("..") or not line.strip()
               for line in lines)


# A heading's attribute block (Pandoc, kramdown, markdown-it, VitePress, Hugo): `## Build
# {#build}`, `{.unnumbered}`, `{#id .class key=value}`; Python-Markdown's attr_list (MkDocs)
# and kramdown write it `{: #id .class }` or `{ #id }`: healthchecks' 297 API and settings
# sections were named "Pause Monitoring of a Check {: #pause-check .rule }". An anchor, not
# part of the title. (vcr's `:erb => { ... }` is a hash, its `.` no class's.)
_ATTRIBUTES = compiled(r"[ \t]*\{:?[ \t]*[#.][\w-][^{}]*\}[ \t]*$")
# kramdown's span attribute list, right after the element it styles, anywhere in a heading:
# hamcrest's `# ![Hamcrest Surfer](…logo.jpg){:.logo}Java Hamcrest`.
_SPAN_ATTRIBUTES = compiled(r"\{:[ \t]*[#.][\w-][^{}]*\}")
# kramdown's block attribute list, a line of its own styling the block above it (Jekyll's
# `{:.no_toc}` under a heading kept out of the table of contents: hamcrest's sections were
# summarised "{:.no_toc}"), and `{:toc}`, which turns the list above it (`* TOC`) into the
# page's table of contents. No prose. (Elixir's tuples, `{:ok, pid}`, open with no `#` or `.`.)
_BLOCK_ATTRIBUTES = compiled(r"[ \t]{0,3}\{:(?:[ \t]*[#.][\w-][^{}]*|(?P<toc>:?toc))\}[ \t]*$")


def unattributed(heading: str) -> str:
    """A heading's text without its attribute block and kramdown's span lists in it.

    >>> unattributed("Pause a Check {: #pause-check .rule }"), unattributed("A { #a }")
    ('Pause a Check', 'A')
    """
    unanchored = _ATTRIBUTES.sub("", heading)
    return _SPAN_ATTRIBUTES.sub("", unanchored) if "{:" in unanchored else unanchored


def attribute_line(line: str) -> bool | None:
    """Whether ``line`` is kramdown's `{:toc}` (True) or another block attribute list (False),
    or ``None``: no attribute line."""
    m = _BLOCK_ATTRIBUTES.match(line)
    return None if m is None else bool(m["toc"])
