"""AsciiDoc sections (`.adoc`), assembled as Markdown's are (``sections.py``).

A section title is one to six `=` at the margin and a space (`== Usage`, `=== Tags ===`, its
closing marks optional), the Markdown `#` form Asciidoctor also reads, or a title over an
underline of `=`, `-`, `~`, `^` or `+` as long as it, give or take one (the older two-line
form, git's manual pages: `NAME` / `----`). A title inside a delimited block (a listing's
`----`, a literal's `....`, a passthrough, a comment block `////`, a table `|===`, a fence) is
none. A section starts at the anchors and block attributes right above its title
(`[[git-plugin]]`, `[#changelog]`, `[discrete]`). Its name is the title's words: an inline
anchor (`[[id]]Configuration`) gone, a link macro as its text (`https://…[GitHub Releases]`),
a cross reference as its text, formatting marks gone, a document attribute as its value
(`{project-name}`, from the page's own `:project-name: Foo` entry). Its doc is its first
paragraph of prose: not an attribute entry, a block attribute or title line (`[source,java]`,
`.Example`), a block macro (`image::x.png[]`, `include::`, `toc::[]`, `ifdef::x[]`), a comment,
an admonition (`NOTE: …`), an indented literal line, nor a delimited block's content; of a
list, its first item. The document title's header lines (author, revision, attribute entries)
say nothing; the text before the first title is a section named after the file.

jenkinsci/git-plugin's 1,702-line README.adoc was one whole-file chunk with no summary.
"""
from __future__ import annotations

from re import Match

from codesift.chunk.base import SIGNATURE_MAX, collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.sections import Heading, section_chunks
from codesift.model import Chunk
from codesift.regex_cache import compiled

_TITLE = compiled(r"^(={1,6}|#{1,6})[ \t]+(\S.*?)(?:[ \t]+\1)?[ \t]*$")
# A two-line title's underline, and what its title line may not be: a block attribute or
# anchor line, a block title (`.Title`), a comment, an attribute entry, a list item, a macro.
_UNDERLINE = compiled(r"^([=\-~^+])\1+[ \t]*$")
_UNDERLINE_LEVELS = {"=": 1, "-": 2, "~": 3, "^": 4, "+": 5}
_NOT_TITLE_TEXT = compiled(r"^(?:\[.*\]|\.[^.\s]|//|:[\w!-]+:|[-*.]+[ \t]|\d+\.[ \t]|[\w-]+::|\|)")
# A delimited block's fence: the same line closes it. An open block (`--`) holds ordinary
# content and is read through.
_DELIMITER = compiled(r"^(?:(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,}|/{4,})|([|!,:]={3,})"
                      r"|(`{3,}|~{3,})[\w+#.-]*)[ \t]*$")
# Lines that are markup, no prose: an attribute entry (`:toc: macro`, `:icons!:`), a block
# attribute or anchor line (`[source,java]`, `[[id]]`, `[#id.role]`), a block title, a block
# macro or preprocessor directive (`image::x.png[Alt]`, `include::a.adoc[]`, `ifdef::env[]`),
# an image alone on its line (`image:shot.png[Repository Configuration]`), a page or thematic
# break, a comment line, an open block's `--`, a line of HTML tags alone (jjwt's README,
# converted from Markdown, keeps `+++<a name="help">++++++</a>+++` over its sections).
_MARKUP_LINE = compiled(r"^(?::[\w!-]+:(?:[ \t].*)?|\[.*\]|\.[^.\s].*|[\w-]+::\S*\[.*\]|image:\S*\[.*\]"
                        r"|<<<|'''|//(?!/).*|--|(?:\+*<[A-Za-z/!][^<>]*>\+*[ \t]*)+)[ \t]*$")
_ATTRIBUTE_ENTRY = compiled(r"^:([\w-]+):[ \t]+(.*?)[ \t]*$")
_ADMONITION = compiled(r"^(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION):[ \t]")
# A block attribute line styling the paragraph under it as code or verbatim text (git's
# `[verse]` over a synopsis, `[source,shell]` over a command), or as an aside.
_VERBATIM_STYLE = compiled(r"^\[(?:source|listing|literal|verse|pass|stem|latexmath|asciimath"
                           r"|NOTE|TIP|IMPORTANT|WARNING|CAUTION)?(?:[,\]])")
_LIST_ITEM = compiled(r"^[ \t]*(?:[-*]+|\.+|\d+\.|<\d+>)[ \t]+(?=\S)")
# Inline markup: an anchor (`[[id]]`, `[[id,label]]`), a link or cross reference macro and its
# text (a URL's own text its address), `<<id,text>>`, a role on a span (`[.role]#x#`),
# formatting marks around words (`*bold*`, `_em_`, `` `code` ``, `#mark#`, `+literal+`,
# doubled or not), a document attribute's reference.
_ANCHOR = compiled(r"\[\[[^\[\]]*\]\]|^\[#[\w.-]+\]")
# A URL may open with a document attribute the page does not define (Antora's, set in its
# antora.yml): spring-session's api.adoc read "You can browse the complete
# {docs-url}/spring-session/docs/{spring-session-version}/api/[Javadoc] online.".
_MACRO = compiled(r"(?<![\w\\])(link:|xref:|mailto:|(?:https?|ftp|irc)://|\{[\w-]+\})"
                  r"([^\s\[\]]*)\[([^\]]*)\]")
_XREF = compiled(r"<<([^<>,]+)(?:,[ \t]*([^<>]+))?>>")
_ROLE = compiled(r"\[\.[\w.-]+\](?=[#*_`])")
_MARKS = compiled(r"(?<![\w\\])([*_`#+]{1,2})(?=\S)(.+?)(?<=\S)\1(?![\w])")
_ATTRIBUTE_REF = compiled(r"\{([\w-]+)\}")


def chunk_asciidoc(path: str, text: str) -> list[Chunk]:
    """Section chunks of an AsciiDoc page; an empty list (whole-file fallback) when it has no
    section title."""
    lines = text.split("\n")
    if lines and lines[-1] == "" and len(lines) > 1:
        lines.pop()
    attributes = {m[1]: m[2] for line in lines if (m := _ATTRIBUTE_ENTRY.match(line))}
    heads = _titles(lines)
    if not heads:
        return []
    preamble = _first_paragraph(lines, 0, heads[0].row, attributes)
    if not preamble and all(not line.strip() or _MARKUP_LINE.match(line.rstrip())
                            for line in lines[:heads[0].row]):
        # Attribute entries and comments alone above the title (jjwt's `:doctype: book`) are
        # the page's, not a nameless section of their own.
        heads[0] = heads[0]._replace(row=0)
    return section_chunks(path, "asciidoc", lines, heads, preamble,
                          lambda title: _plain(title, attributes, SIGNATURE_MAX),
                          lambda body, end: _first_paragraph(lines, body, end, attributes))


def page_summary(text: str) -> str:
    r"""A titleless page's summary (its whole-file chunk's), read as a section's doc is: its
    first paragraph of prose, or of a list its first item, its macros as their text.

    Antora's nav.adoc, a list of cross references, read "* xref:whats-new.adoc[What's New]";
    a page of attribute entries and an `include::` (disruptor's CHANGELOG.adoc ":Author: LMAX
    Development Team"), or one commented out line by line (bucket4j's concepts.adoc "=== The
    design"), says nothing.

    >>> page_summary("* xref:whats-new.adoc[What's New]\n* xref:samples.adoc[Samples]\n")
    "What's New"
    >>> page_summary(":Author: LMAX\n\ninclude::./en/changelog.adoc[]\n")
    ''
    """
    lines = text.split("\n", _SUMMARY_SCAN)[:_SUMMARY_SCAN]
    attributes = {m[1]: m[2] for line in lines if (m := _ATTRIBUTE_ENTRY.match(line))}
    return _first_paragraph(lines, 0, len(lines), attributes)


# The lines read for a titleless page's summary.
_SUMMARY_SCAN = 200


def _titles(lines: list[str]) -> list[Heading]:
    """Every section title outside delimited blocks, each starting at the anchor and attribute
    lines right above it."""
    found: list[Heading] = []
    fence = ""   # the line that closes the delimited block being passed over
    i = 0
    while i < len(lines):
        stripped = lines[i].rstrip()
        i += 1
        if fence:
            if stripped == fence:
                fence = ""
            continue
        title = _TITLE.match(stripped)
        if title is not None:
            found.append(_heading(lines, i - 1, len(title[1]), title[2], i))
        elif i < len(lines) and _two_line_title(lines, i - 1):
            level = _UNDERLINE_LEVELS[lines[i].strip()[0]]
            found.append(_heading(lines, i - 1, level, stripped.strip(), i + 1))
            i += 1   # past its underline
        elif (delimiter := _DELIMITER.match(stripped)) is not None:
            fence = delimiter[3] or stripped
    return found


def _two_line_title(lines: list[str], i: int) -> bool:
    """Whether line ``i`` is a title over an underline as long as it (give or take one), at a
    block's start: the page's, or under a blank line or a block attribute line."""
    title, under = lines[i].rstrip(), lines[i + 1].rstrip()
    if not title.strip() or title[0] in " \t" or not _UNDERLINE.match(under) \
            or _NOT_TITLE_TEXT.match(title) or abs(len(title) - len(under)) > 1 \
            or len(under) < 2 or under == "--" or not any(c.isalnum() for c in title):
        return False
    above = lines[i - 1].strip() if i else ""
    return not above or _MARKUP_LINE.match(above) is not None and above.startswith("[")


def _heading(lines: list[str], row: int, level: int, text: str, body: int) -> Heading:
    """The heading of the title at ``row``, starting at the anchor and attribute lines above."""
    start = row
    while start > 0 and lines[start - 1].startswith("[") and lines[start - 1].rstrip().endswith("]"):
        start -= 1
    return Heading(start, level, text, body, lines[row])


def _plain(text: str, attributes: dict[str, str], cap: int) -> str:
    """``text`` without AsciiDoc's inline markup (``_ANCHOR`` … ``_ATTRIBUTE_REF``), collapsed.

    >>> _plain("[[cfg]]Configuration of *{name}*", {"name": "Git"}, 80)
    'Configuration of Git'
    >>> _plain("Changelog in https://github.com/x/y/releases[GitHub Releases]", {}, 80)
    'Changelog in GitHub Releases'
    >>> _plain("See <<usage,the usage>> and link:docs/a.adoc[] for `snake_case_name`", {}, 80)
    'See the usage and docs/a.adoc for snake_case_name'
    >>> _plain("Browse the {docs-url}/api/{version}/[Javadoc] online", {}, 80)
    'Browse the Javadoc online'
    """
    text = _ANCHOR.sub("", text)
    if "{" in text:
        text = _ATTRIBUTE_REF.sub(lambda m: attributes.get(m[1], m[0]), text)
    if "[" in text:
        text = _MACRO.sub(_macro_text, _ROLE.sub("", text))
    if "<<" in text:
        text = _XREF.sub(lambda m: (m[2] or m[1]).strip(), text)
    for _ in range(2):   # a mark inside another (`*_x_*`)
        text = _MARKS.sub(lambda m: m[2], text)
    return collapse(text, cap)


def _macro_text(m: Match[str]) -> str:
    """A link macro as its text (its attributes after a comma or a `^` gone), else its target."""
    said = m[3].split(",", 1)[0].rstrip("^").strip().strip('"')
    if said:
        return said
    return m[2] if m[1] in ("link:", "xref:", "mailto:") else m[1] + m[2]


def _first_paragraph(lines: list[str], start: int, end: int, attributes: dict[str, str]) -> str:
    """The first paragraph of prose in ``lines[start:end]``, or of a list its first item."""
    i = start
    if start and _TITLE.match(lines[start - 1].rstrip()) and lines[start - 1].startswith("= "):
        while i < end and lines[i].strip():
            i += 1   # the document title's header: author, revision, attribute entries
    para: list[str] = []
    fence = ""
    while i < end:
        line = lines[i].rstrip()
        i += 1
        if fence:
            if line == fence:
                fence = ""
            continue
        delimiter = _DELIMITER.match(line)
        if delimiter is not None and line != "--":
            if para:
                break
            fence = delimiter[3] or line
            continue
        if not line.strip():
            if para:
                break
            continue
        if _MARKUP_LINE.match(line) or line[0] in " \t" and not para:
            if para:
                break
            if _VERBATIM_STYLE.match(line) and i < end and lines[i].strip() \
                    and not _DELIMITER.match(lines[i].rstrip()):
                while i < end and lines[i].strip():
                    i += 1   # the paragraph it styles: code, or an aside
            continue
        if not para and _ADMONITION.match(line):
            while i < end and lines[i].strip():
                i += 1   # the admonition's paragraph: an aside
            continue
        item = _LIST_ITEM.match(line)
        if item is not None:
            if para:
                break
            para.append(line[item.end():])
            while i < end and lines[i].strip() and not _LIST_ITEM.match(lines[i]) \
                    and not _MARKUP_LINE.match(lines[i].rstrip()):
                para.append(lines[i])   # the item's lines wrapped below it
                i += 1
            break
        para.append(line.removesuffix(" +"))   # a hard line break's mark
        if sum(len(p) for p in para) > DOC_MAX:
            break
    return _plain(" ".join(p.strip() for p in para), attributes, DOC_MAX)
