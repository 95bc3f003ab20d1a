"""A page's named templates (chunk/templates.py): Go's `define` and `block`, to the `end`
closing them, and Jinja's, Twig's and Nunjucks' macros, each a function named as it is called;
a page of none stays one chunk."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of


def _chunks(path: str, text: str) -> list[tuple[str, str, int, int, str, str]]:
    return [(c.kind, c.name, c.start, c.end, c.signature, c.doc)
            for c in chunk_file(path, text, language_of(path))]


def test_go_templates_defines_are_functions_to_their_end() -> None:
    # miniflux's views/entry.html: "the entry_pagination template" landed on line 1 of 321.
    page = ('{{ define "title"}}{{ .entry.Title }}{{ end }}\n\n'
            '{{/* Links to the previous and next entries. */}}\n'
            '{{ define "entry_pagination" }}\n<div class="pagination">\n'
            '    {{ if .prevEntry }}\n        <a href="{{ .prevEntryRoute }}">{{ t "prev" }}</a>\n'
            '    {{ else }}\n        {{ t "prev" }}\n    {{ end }}\n'
            '    {{ range .tags }}{{ . }}{{- end -}}\n</div>\n{{ end }}\n\n'
            '{{ define "content"}}\n{{ template "entry_pagination" . }}\n'
            '{{ block "footer" . }}<p>{{ with .x }}{{ . }}{{ end }}</p>{{ end }}\n{{ end }}\n')
    assert _chunks("internal/template/templates/views/entry.html", page) == [
        ("function", "title", 1, 1, '{{ define "title"}}', ""),
        ("function", "entry_pagination", 4, 13, '{{ define "entry_pagination" }}',
         "Links to the previous and next entries."),
        ("function", "content", 15, 18, '{{ define "content"}}', "")]
    # Helm's helpers (`.tpl`), trimmed actions and all.
    helpers = ('{{/*\nExpand the name of the chart.\n*/}}\n{{- define "app.name" -}}\n'
               '{{- default .Chart.Name .Values.nameOverride | trunc 63 -}}\n{{- end }}\n')
    assert _chunks("charts/app/templates/_helpers.tpl", helpers) == [
        ("function", "app.name", 4, 6, '{{- define "app.name" -}}',
         "Expand the name of the chart.")]


def test_jinja_macros_are_functions_and_a_page_of_none_stays_whole() -> None:
    # CTFd's templates/macros/forms.html: `render_extra_fields(fields, …)` was the page's.
    forms = ('{# Renders the fields an admin added to the form. #}\n'
             '{% macro render_extra_fields(fields, show_labels=True) -%}\n'
             '  {% for field in fields %}\n    {{ field.label }}\n  {% endfor %}\n'
             '{%- endmacro %}\n\n{% macro input(name, value="") %}<input name="{{ name }}">'
             '{% endmacro %}\n')
    assert _chunks("CTFd/themes/core/templates/macros/forms.html", forms) == [
        ("function", "render_extra_fields", 2, 6,
         "{% macro render_extra_fields(fields, show_labels=True) -%}",
         "Renders the fields an admin added to the form."),
        ("function", "input", 8, 8, '{% macro input(name, value="") %}', "")]
    assert [c[1] for c in _chunks("roles/web/templates/nginx.conf.j2",
                                  "{% macro upstream(name) %}server {{ name }};{% endmacro %}\n")] \
        == ["upstream"]
    page = '{% extends "base.html" %}\n{% block content %}\n<h1>Challenges</h1>\n{% endblock %}\n'
    assert [c[0] for c in _chunks("CTFd/themes/core/templates/challenges.html", page)] == ["file"]
