"""What a markup or template line in a file's head says, for its summary (``summary.py``): a
page's text outside its tags, its entities as the characters they show, a script's or style's
code and a template engine's tags no text, a tag whose attributes run on over lines passed.

>>> markup_text("<title>Users &amp; groups</title>", "html", "users.html")
('Users & groups', None)
"""
from __future__ import annotations

import html

from codesift.chunk.filekinds import leaf_value
from codesift.chunk.pagetext import icons_out, razor_words, template_rest, template_text
from codesift.chunk.pragmas import without_pragmas
from codesift.chunk.runon import has_word

from ..regex_cache import compiled

# The rest of a tag after its `<`, to the `>` closing it: a quoted attribute value is the
# tag's, `>` and all (Stimulus' `data-action="scroll->toolbar#scroll"`, Vue's `@click="a > b"`,
# a tooltip's `title="Star <i>s</i>"`). Possessive: it never backtracks. No `>` (group 1) when
# the tag runs on past the line, or stops at a quote the line never closes.
_TAG_REST = compiled(r"""(?:[^>"']++|"[^"]*+"|'[^']*+')*+(>)?""")
# A character entity, its `;` left out too (`&nbsp;`, `&laquo;`, `&#x2636;`, `&nbsp`).
_ENTITY = compiled(r"&#?\w+;?")
# A page's script or style element: its content, to its closing tag or the line's end, is code.
_RAW_ELEMENT = compiled(r"(?i)<(script|style)\b[^>]*>.*?(</\1\s*>|$)")
# A markup tag opened and not closed on its line (no `<!--` comment): its attributes go on.
# HEEx's function components and slots open with a mark (`<.package_layout`, `<:actions`);
# a template may write the name (`<{% if href %}a href="{{ href }}"{% else %}button{% endif %}`).
# Its quoted attribute values may hold a `>` (`<div data-action="scroll->toolbar#scroll"`).
_OPEN_TAG = compiled(r"<(?!!--)(?:[!?.:]?[A-Za-z][\w:.-]*"
                     r"""(?:\s(?:[^>"']++|"[^"]*+"|'[^']*+')*+|\s[^>]*+)?|\{[%{][^>]*)""")


def tag_spans(text: str) -> list[tuple[int, int]]:
    """Where the line ``text``'s tags (EJS/ERB/PHP directives among them) start and end, a
    quoted attribute value inside its tag: `<div data-action="a->b">Hi</div>` has two tags.

    Linear: each tag is read once, and once a `<` opens a tag its line never closes (an
    unclosed quote, `<% it's %>`), each later tag ends at its first `>`, as no quote were known.
    (`<[^>]*>`'s search took 1.9 s over a line of 20,000 `<`.)

    >>> tag_spans('<a title="1 > 0">x</a>')
    [(0, 17), (18, 22)]
    """
    spans: list[tuple[int, int]] = []
    start = text.find("<")
    quoted = True
    while start >= 0:
        found = _TAG_REST.match(text, start + 1) if quoted else None
        if found and found[1]:
            end = found.end()
        else:
            quoted = False
            end = text.find(">", start + 1) + 1
            if not end:
                break
        spans.append((start, end))
        start = text.find("<", end)
    return spans


def tags_out(text: str, by: str = " ") -> str:
    """The line ``text`` with each of its tags (``tag_spans``) replaced by ``by``."""
    parts: list[str] = []
    done = 0
    for start, end in tag_spans(text):
        parts += (text[done:start], by)
        done = end
    return "".join(parts) + text[done:] if parts else text


def opened_tag(stripped: str) -> tuple[str, bool] | None:
    """How the markup tag the line ``stripped`` opens and leaves open ends, and whether it is
    a declaration (`<!DOCTYPE …`, whose internal subset may open on a later line); None when
    the line is no such tag. A doctype's subset (`<!DOCTYPE lolz [` / `<!ENTITY …>` lines)
    ends at `]>`, a processing instruction (`<?python` / code / `?>`) at `?>`."""
    if not _OPEN_TAG.fullmatch(stripped):
        return None
    declaration = stripped[1] == "!"
    return ("]>" if declaration and stripped.endswith("[")
            else "?>" if stripped[1] == "?" else ">"), declaration


def past_open_tag(stripped: str, tag_end: str, declaration: bool) -> tuple[str, str]:
    """How a tag opened above still ends after the line ``stripped`` (``tag_end`` while the
    line does not close it, "" once it does), and the line's text after it, its tags gone:
    `<p` / `class="lead">Hello</p>` reads "Hello" ("" while the tag runs on). The lines of a
    tag are its attributes, no text: XHTML's doctype over two lines (LDoc's 67 pages in
    Penlight read `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"`), a pom.xml's
    `<project xmlns=…` over three."""
    if declaration and tag_end == ">" and stripped.startswith("["):
        tag_end = "]>"   # a doctype's internal subset opening on a later line
    closed = _TAG_REST.match(stripped) if tag_end == ">" else None
    if closed and not closed[1] and closed.end() == len(stripped):
        return tag_end, ""   # its `>`s quoted: `data-action="w-focus:focus->w-tabs#selectInside"`
    if tag_end not in stripped:
        return tag_end, ""
    rest = stripped[closed.end():] if closed and closed[1] \
        else stripped[stripped.index(tag_end) + len(tag_end):]
    return "", " ".join(tags_out(rest).split())


def template_line_text(stripped: str) -> str:
    """The text of a line opening with a template engine's tag (`{% extends "base.html" %}`,
    `{# About #}`, `{{ t "title" }}`, `${…}`), its tags' code and markup no text; "" when it
    says nothing, or tells a tool something (`{# djlint:off #}`)."""
    comment = stripped.startswith(("{#", "{{!"))
    stripped = template_text(stripped)
    if not comment:
        # Nor is markup after a tag text (`{{ t "endpoint" }} = <strong>{{ baseURL
        # }}/v1/</strong>` read "= <strong> /v1/</strong>").
        stripped = " ".join(tags_out(stripped).split())
        stripped = template_rest(html.unescape(stripped) if "&" in stripped else stripped)
    if not has_word(stripped) or not without_pragmas("# " + stripped).strip():
        return ""
    return stripped


def markup_text(stripped: str, lang: str, name: str) -> tuple[str | None, str | None]:
    """What the line of markup ``stripped`` says (None when nothing), and the closing tag of
    the script or style element it leaves open (None when it leaves none open).

    A line of tags alone (`<!DOCTYPE html>`, `</body>`, `<Project>`, an EJS `<%- include(…)
    %>`) says nothing; a page says what its first text does (`<title>Users</title>`), and a
    script's or style's code is no text: funcy's descriptions.html read "pup {", its
    `<style>`'s `#pup {` taken for a comment. (An XML file's `<style>`, an Android theme's,
    is an element like any other.)"""
    page = lang != "xml"
    opened = _RAW_ELEMENT.findall(stripped) if page else []
    raw_end = f"</{opened[-1][0].lower()}" if opened and not opened[-1][1] else None
    # (`<title>{{ site.title }}</title>` has no text, nor do marks alone: an ERB
    # view's `">` left of `<a href="<%= x %>">`.)
    words = razor_words(template_text(tags_out(
        icons_out(_RAW_ELEMENT.sub(" ", stripped)) if page else stripped)).split(), name)
    # (A page's entity is no word: sidekiq's views' `<th>&nbsp;</th>` read "&nbsp;";
    # an XML file's `&lol;` is its value.)
    said = " ".join(words)
    if page and ("{{" in stripped or "{%" in stripped):
        said = template_rest(said)   # (`<title>{{ template "title" . }} - Miniflux`)
    if has_word(_ENTITY.sub("", said) if page else said) \
            and not leaf_value(stripped, words, lang):
        # A page's entities as the characters it shows ("Dream &mdash; Tidy, …").
        return (" ".join(html.unescape(said).split()) if page and "&" in said else said), raw_end
    return None, raw_end
