"""Pages that mix text with code, for ``_summary`` (``chunk/summary.py``): a template's or
stylesheet's directives (Razor's `@using`, CSS's `@import`), an Elixir doc heredoc's opener, a
template engine's tags and expressions (`{% … %}`, `{{ … }}`, `${…}`), a server page's code
(ERB's, EEx's, EJS's, JSP's and ASP's `<% … %>`, HEEx's `{…}`): what the page computes is no
words of its text.

>>> template_text("<h1>{{ title }} for {% if x %}you{% endif %}</h1>").split()
['<h1>', 'for', 'you', '</h1>']
"""
from __future__ import annotations

import re

from ..languages import GRAMMAR_LANGUAGES, language_of
from ..regex_cache import compiled
from .licenses import LICENSE, LICENSE_TITLE

# A template's or stylesheet's directive opening a line, its setup as an import is, no
# summary: Razor's (refit's Blazor example read "@using System.Net.Http", "@page "/"",
# "@inherits LayoutComponentBase"), CSS's, Sass's, Less's and Stylus's (`@import url(…)`,
# `@charset "utf-8"`, ajv's theme styles "@require './config'").
_DIRECTIVE = compiled(r"@(?:using|page|namespace|inherits|inject|model|layout|implements"
                      r"|attribute|addTagHelper|removeTagHelper|tagHelperPrefix|typeparam"
                      r"|rendermode|preservewhitespace|import|use|forward|charset|require)"
                      r"(?=[ \t\"'(\[]|$)")
# An Elixir doc attribute opening a heredoc (phoenix's generator templates, `.ex.eex`, read
# `@doc """`): the heredoc's text is the doc, as a bare `"""` opener's is.
_DOC_HEREDOC = compiled(r"@(?:module|type)?doc[ \t]+(?:~[sS])?(?=\"\"\"|''')")


# The files that write them: Razor pages and components, stylesheets.
_RAZOR_FILES = (".razor", ".cshtml", ".vbhtml")
_DIRECTIVE_FILES = _RAZOR_FILES + (".css", ".scss", ".sass", ".less", ".styl", ".stylus", ".pcss")
# In a Razor file a line opening with `@` and code is C# (`@if (…)`, `@Body`), not text:
# csvhelper's _TocItem.cshtml read "@if (Model.Children.Count > 0)". Not a block's opener
# (`@{`, `@code {`), whose C# lines below are no text either: no summary (``_summary``'s bare
# opener). (`@*` opens a comment.)
_RAZOR_CODE = compiled(r"@[A-Za-z_(](?![^\n]*\{[ \t]*$)")


def directive_line(line: str, name: str) -> bool:
    """Whether a stripped line of the file ``name`` is a template's or stylesheet's directive
    (``_DIRECTIVE``), or a Razor file's code; in a text file, `@import is …` is prose."""
    if not line.startswith("@"):
        return False
    lower = name.lower()
    if lower.endswith(_RAZOR_FILES) and _RAZOR_CODE.match(line):
        return True
    return lower.endswith(_DIRECTIVE_FILES) and _DIRECTIVE.match(line) is not None


# A Razor comment, `@* … *@` (over lines too), and what one holds when it comments code out: a
# directive or a C# line (`@* @inject BasketState BasketState *@`), or markup (`@* <UserMenu />
# *@`). eShop's components were summarised "@inject BasketState BasketState *@", "@*".
_RAZOR_COMMENT = compiled(r"@\*(.*?)\*@", re.S)
_RAZOR_COMMENTED_CODE = compiled(r"[ \t]*(?:@|<[A-Za-z/!])")


def razor_comments(text: str, name: str) -> str:
    """A Razor file's ``text`` with each `@* … *@` as the `/* … */` it is (the same length),
    read as a comment is; another file's as it is."""
    if not name.lower().endswith(_RAZOR_FILES) or "@*" not in text:
        return text
    return _RAZOR_COMMENT.sub(lambda m: f"/*{m[1]}*/", text)


def razor_commented_code(summary: str, name: str) -> bool:
    """Whether a Razor file's comment text ``summary`` is code or markup commented out."""
    return name.lower().endswith(_RAZOR_FILES) and _RAZOR_COMMENTED_CODE.match(summary) is not None


# An expression in a Razor page's text: `@` then a name or a bracket, not after a letter or
# digit (`a@b.org` is an address) nor doubled (`@@`, a literal `@`).
_RAZOR_EXPRESSION = compiled(r"(?<![\w@])@[A-Za-z_(]")


def razor_words(words: list[str], name: str) -> list[str]:
    """A Razor file's words of a markup line less its expressions, C# whose value the page
    shows (`<h3>@context.User.Identity?.Name</h3>` read as the summary of eShop's UserMenu;
    a literal `@` is written `@@` there, an address `a@b.org`); another file's as they are."""
    if not name.lower().endswith(_RAZOR_FILES):
        return words
    return [w for w in words if _RAZOR_EXPRESSION.search(w) is None]


def heredoc_opener(line: str) -> str:
    """A stripped line's `@doc` heredoc as the docstring opener it holds (three quotes and
    what follows), else the line."""
    doc = _DOC_HEREDOC.match(line) if line.startswith("@") else None
    return line[doc.end():] if doc is not None else line


# A template engine's tags and expressions (Jinja's, Django's, Liquid's, Twig's `{% … %}`,
# with `-` trimming, and their `{{ … }}`; Handlebars' `{{#if x}}`; one left open runs to the
# line's end): what a page does, no words of it. Its comment alone on a line, Jinja's
# `{# … #}` or Handlebars' `{{! … }}`, says what the page is.
_TEMPLATE_TAG = compiled(r"\{%.*?(?:%\}|$)|\{\{(?!!).*?(?:\}\}|$)")
# A text of an expression language's `${…}` alone (JSP's, Jelly's, Velocity's, FreeMarker's;
# `$${x}` an escaped one) says nothing: git-plugin's Jelly views read
# "${it.breakOutString(branchSpec)}", "${branch.name}", "$${GIT_BRANCH}" (over the text saying
# what it expands to). Among words it stays (a pom's `${artifactId}-${version}-src` is one
# value; werkzeug's `Revisions for “${page.title}”`). Jelly's `${%Git Build Data}` is text to
# translate, read as its words.
_EXPRESSIONS = compiled(r"(?:\$+\{[^{}\n]*\}\s*)+")
_LOCALIZED = compiled(r"\$\{%([^{}\n]*)\}")
_TEMPLATE_COMMENT = compiled(r"\{#-?(.*?)(?:-?#\}|$)|\{\{!(?:--)?(.*?)(?:(?:--)?\}\}|$)")


def template_text(line: str) -> str:
    """A stripped line less its template tags and expressions (``_TEMPLATE_TAG``), a template
    comment alone on it as that comment's words: drf's 51 templates were summarised "{% load
    static %}" or "{% extends "rest_framework/base.html" %}", tera's and minijinja's fixtures
    by their first tag, axum's layout.jinja "{% block title %}Website Name{% endblock %}".

    >>> template_text('{% block title %}Website Name{% endblock %}')
    'Website Name'
    >>> template_text('{# Override this template to customize #}')
    'Override this template to customize'
    """
    comment = _TEMPLATE_COMMENT.fullmatch(line)
    if comment is not None:
        return " ".join((comment[1] or comment[2] or "").split())
    if "${%" in line:
        line = _LOCALIZED.sub(r"\1", line)
    text = " ".join(_TEMPLATE_TAG.sub(" ", _TEMPLATE_COMMENT.sub(" ", line)).split())
    return "" if "{" in text and _EXPRESSIONS.fullmatch(text) else text


# What a template's code leaves at the ends of a line's text: the marks between the values it
# showed (`{{template "title" .}} - Miniflux`, `{{ .category.Title }} &gt; {{ t "feeds" }}`).
_CUT_MARKS = " \t-\u2013\u2014|:;,.=>/\u00b7\u2022"


def template_rest(text: str) -> str:
    """What a page's line says once its template tags, expressions and markup are gone (the
    text ``template_text`` leaves): the words, less the marks left at their ends, or nothing
    when no word of two letters is left. Miniflux's Go templates, whose text is all `{{ t
    "key" }}` calls, were summarised by the marks between them ("&gt; ( )", "-30s", "- Miniflux"),
    a Handlebars mail by ".<br>".

    >>> template_rest("- Miniflux"), template_rest("&gt; ( )"), template_rest("-30s")
    ('Miniflux', '', '')
    """
    # (A sentence's stop and a label's colon stay at its end: "Cached value:".)
    text = text.lstrip(_CUT_MARKS).rstrip(_CUT_MARKS.replace(".", "").replace(":", ""))
    return text if _TEXT_WORD.search(_ENTITY.sub(" ", text)) is not None else ""


# Django's and Liquid's block comment, `{% comment %}` (`{%- comment -%}`, `{%comment%}`, `{%
# comment "why" %}`) to `{% endcomment %}`, left open on its line.
_COMMENT_TAG = compiled(r"\{%-?\s*comment\b")
_COMMENT_END = "endcomment"


def comment_licenses(lines: list[str], row: int) -> set[int]:
    """The rows of the license's paragraphs in the `{% comment %}` block ``lines[row]`` opens:
    a header, passed over as a `#` or `/* … */` comment's is. pretalx's 15 templates open
    with one, SPDX lines over "This file contains Apache-2.0 licensed contributions copyrighted
    by the following contributors:", which summarised them. A paragraph that holds no license
    line still says what the template is (pretalx's claim_auth.html, under its SPDX lines).

    >>> sorted(comment_licenses(["{% comment %}", "(c) 2020 A", "", "Lists talks.",
    ...                          "{% endcomment %}"], 0))
    [1]
    """
    opener = lines[row].strip()
    if _COMMENT_TAG.match(opener) is None or _COMMENT_END in opener:
        return set()
    rows: set[int] = set()
    paragraph: list[int] = []
    for at in range(row + 1, len(lines) + 1):
        line = lines[at].strip() if at < len(lines) else _COMMENT_END
        if line and _COMMENT_END not in line:
            paragraph.append(at)
            continue
        if any(LICENSE.search(lines[i]) or LICENSE_TITLE.fullmatch(lines[i].strip())
               for i in paragraph):
            rows.update(paragraph)
        if _COMMENT_END in line:
            return rows
        paragraph = []
    return rows


_TEMPLATE_CLOSERS = {"{%": "%}", "{{": "}}", "{#": "#}"}
_TEMPLATE_DELIMITER = compiled(r"\{[%{#]|[%}#]\}")


def template_left_open(line: str) -> str | None:
    """The closer of a template tag, expression or comment ``line`` opens and leaves open,
    its lines below part of it (tornado's blog base.html: `{% raw _('<a …>Sign in</a>') %
    {"url": "/auth/login?next=" +` / `url_escape(request.path)} %}`), else None."""
    closer = None
    for delimiter in _TEMPLATE_DELIMITER.finditer(line):
        if closer is None and delimiter[0][0] == "{":
            closer = _TEMPLATE_CLOSERS[delimiter[0]]
        elif delimiter[0] == closer:
            closer = None
    return closer


# A server page's code, ERB's, EEx's, EJS's, JSP's and ASP's `<% … %>` (`<%= … %>`, `<%# … %>`,
# `<%- … -%>`), over lines too, and HEEx's `{…}` expressions: what the page computes, no
# words of it. Read as tags, a Ruby `=>` in one (`<%= render "x", :comment => c %>`) closed
# it and left its rest for text, and a `<%` alone on its line was text: lobsters' views read
# "comment, :show_tree_lines => show_tree_lines %>", "previous_depth %>", "<%"; hexpm's HEEx
# ones `{render(HexpmWeb.DashboardView, "_sidebar.html", assigns)}`.
# Mojolicious' templates (Mojo::Template: `.html.ep`, `.epl`, `.mt`) write a line of Perl as a
# line opening with `%` (`% layout 'default';`, `%= include 'menubar'`, `%# a comment`; `%%`
# is a literal `%`): mojo's templates read "% layout 'default';", "% my $self = shift;".
_PERL_PAGES = (".ep", ".epl", ".mt")
_SERVER_PAGES = (".erb", ".rhtml", ".eex", ".leex", ".heex", ".ejs", ".jsp", ".asp", ".aspx",
                 ".ascx") + _PERL_PAGES
_PAGE_CODE = compiled(r"<%.*?%>", re.S)
_PERL_LINE = compiled(r"^[ \t]*%(?!%)[^\n]*", re.M)
# A Blade view's echoes, `{{ … }}` and `{!! … !!}` (their PHP, whose `->` ended no tag), and
# its directives, `@if(…)`, `@yield('title')`, `@endif`: laravel-medialibrary's
# image.blade.php read "getUrl($conversion) }}" alt=" ">", koel's base.blade.php
# "@yield('title')". Its comments, `{{-- … --}}`, are read as `/* … */` ones.
_BLADE = ".blade.php"
_BLADE_CODE = compiled(r"\{\{(?!--).*?\}\}|\{!!.*?!!\}"
                       r"|(?<![\w@])@[a-z]\w*(?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\))?", re.S)
_BLADE_COMMENT = compiled(r"\{\{--(.*?)--\}\}", re.S)
_HEEX_EXPRESSION = compiled(r"\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}")


def page_code_out(name: str, text: str) -> str:
    """A server page's ``text`` less its code (``_PAGE_CODE``, ``_HEEX_EXPRESSION``), each
    piece the line breaks it spans, so that the lines stay where they were; a line of text it
    leaves with less than two words is none (``_left``).

    >>> page_code_out("a.html.erb", 'Hi <%= x %> and <%= y %>!\\n<%\\n  # inputs\\n%>\\nHello <%= a %>,')
    'Hi   and  !\\n\\n\\n\\n'
    """
    blade = name.endswith(_BLADE)
    if not blade and (not name.endswith(_SERVER_PAGES)
                      or language_of(name.rsplit(".", 1)[0]) in GRAMMAR_LANGUAGES):
        # (A generator's template of code, phoenix's `schema_access.ex.eex`, is read as that
        # code is, its `<%= s.plural %>` a placeholder in the doc it writes.)
        return text

    def gone(code: re.Match[str]) -> str:
        return "\n".join(_CODE_MARK * (code[0].count("\n") + 1))

    if "<%" in text and not blade:
        text = _PAGE_CODE.sub(gone, text)
    if name.endswith(_PERL_PAGES) and "%" in text:
        text = _PERL_LINE.sub(gone, text)
    if blade:
        text = _BLADE_CODE.sub(gone, _BLADE_COMMENT.sub(r"/*\1*/", text))
    if name.endswith(".heex"):
        text = _HEEX_EXPRESSION.sub(gone, text)
    if _CODE_MARK not in text:
        return text
    return "\n".join(_left(line) if _CODE_MARK in line else line for line in text.split("\n"))


_CODE_MARK = "\x00"
# A word of a page's text: two letters or more, an entity (`&nbsp;`) none.
_TEXT_WORD = compiled(r"(?<![&#\w])[^\W\d_]{2,}")
_ENTITY = compiled(r"&#?\w+;")


def _left(line: str) -> str:
    """What a page's code leaves of a line of text: the line, or nothing when it holds less
    than two words (`<%= greeting(@user) %>,`, `Hello <%= @email %>,`, `&nbsp;|&nbsp;`,
    plug's markdown page `# <%= @title %> at <%= method(@conn) %>`, "at"). A line of markup
    stays: its tags are the summary's to read (`<a href="<%= x %>"` opens one over lines)."""
    line = line.replace(_CODE_MARK, " ")
    if "<" in line or ">" in line:
        return line
    return line if len(_TEXT_WORD.findall(_ENTITY.sub(" ", line))) >= 2 else ""


# An icon font's glyph named by its ligature, the element's text (Material's `<i
# class="material-icons">live_help</i>`, `<span class="material-symbols-outlined">`, Angular's
# `<mat-icon>home</mat-icon>`, Vuetify's `<v-icon>mdi-home</v-icon>`): a picture, no word of the
# page. wallabag's Materialize templates were summarised "live_help", "more_vert", "casino".
# Its text a name or a template's tags choosing one (`{% if x %}star{% else %}star_border{%
# endif %}`), no other element inside it.
_ICON = compiled(r"(?i)<(mat-icon|md-icon|v-icon|(?:i|span)(?=[^>]*\bclass=[\"'][^\"']*"
                 r"\b(?:material-(?:icons|symbols)[\w-]*|icons?)\b))\b[^>]*>[^<]*</\1\s*>")


def icons_out(line: str) -> str:
    """A line of a page with its icon fonts' glyph names gone (``_ICON``)."""
    return _ICON.sub(" ", line) if "icon" in line.lower() or "material-" in line else line
