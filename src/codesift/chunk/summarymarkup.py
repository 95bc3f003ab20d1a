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

# A markup line's tags, EJS/ERB/PHP directives among them.
TAGS = compiled(r"<[^>]*>")
# A character entity, its `;` left out too (`&nbsp;`, `&laquo;`, `&#x2636;`, `&nbsp`).
_ENTITY = compiled(r"&#?\w+;?")
# A page's script or style element: its content, to its closing tag or the line's end, is code.
_RAW_ELEMENT = compiled(r"(?i)<(script|style)\b[^>]*>.*?(</\1\s*>|$)")
# A markup tag opened and not closed on its line (no `<!--` comment): its attributes go on.
# HEEx's function components and slots open with a mark (`<.package_layout`, `<:actions`);
# a template may write the name (`<{% if href %}a href="{{ href }}"{% else %}button{% endif %}`).
_OPEN_TAG = compiled(r"<(?!!--)(?:[!?.:]?[A-Za-z][\w:.-]*(?:\s[^>]*)?|\{[%{][^>]*)")


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
    if tag_end not in stripped:
        return tag_end, ""
    rest = stripped[stripped.index(tag_end) + len(tag_end):]
    return "", " ".join(TAGS.sub(" ", rest).split())


def template_line_text(stripped: str) -> str:
    """The text of a line opening with a template engine's tag (`{% extends "base.html" %}`,
    `{# About #}`, `{{ t "title" }}`, `${…}`), its tags' code and markup no text; "" when it
    says nothing, or tells a tool something (`{# djlint:off #}`)."""
    comment = stripped.startswith(("{#", "{{!"))
    stripped = template_text(stripped)
    if not comment:
        # Nor is markup after a tag text (`{{ t "endpoint" }} = <strong>{{ baseURL
        # }}/v1/</strong>` read "= <strong> /v1/</strong>").
        stripped = " ".join(TAGS.sub(" ", stripped).split())
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
    words = razor_words(template_text(TAGS.sub(
        " ", icons_out(_RAW_ELEMENT.sub(" ", stripped)) if page else stripped)).split(), name)
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
