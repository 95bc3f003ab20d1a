"""reStructuredText's object directives (Sphinx's ``.. class:: Field``, ``.. autofunction::
parse``, ``.. c:function:: int uv_run(…)``): the description a directive holds, read as its
section's summary when the section says nothing of its own (``markdown._first_paragraph``).

wtforms's "The Field base class" holds only `.. class:: Field` and its indented "Stores and
processes data, and generates HTML for a form field.": the section had no doc.
"""
from __future__ import annotations

from codesift.regex_cache import compiled

# A directive describing a declared object, in any Sphinx domain (`py:`, `c:`, `js:`, `rst:`)
# or by autodoc (`auto…`); not one holding code, a picture, a table of contents or a note,
# nor a module's, whose content is a page of its own, headings and all (tornado's and
# kombu's reference pages open `.. automodule:: x` over "Common protocols" / `---`).
_OBJECT_DIRECTIVE = compiled(
    r"[ \t]*\.\.[ \t]+(?:\w+:)?(?:auto)?(?:class|function|method|attribute|data|exception"
    r"|decorator|decoratormethod|classmethod|staticmethod|property|type|macro|member|var"
    r"|struct|union|enum|enumerator|interface|namespace|concept|alias|option|envvar"
    r"|describe|object|directive|role|confval)::(?:[ \t]|$)")
# A field of a field list (`:members:`, `:param x:`, `:type: str`): options and facts, no prose.
_FIELD = compiled(r"[ \t]*:[^:\s][^:]*:(?:[ \t]|$)")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def is_object_directive(line: str) -> bool:
    """Whether ``line`` opens a directive describing a declared object (``.. class:: Field``)."""
    return _OBJECT_DIRECTIVE.match(line) is not None


def object_description(lines: list[str], row: int, end: int) -> list[str]:
    """The content of the object directive at ``lines[row]``, dedented and past its leading
    fields; ``[]`` when the line opens no such directive or it holds no description.

    Its arguments (a signature may go on over lines) and options run to the first blank line;
    the content follows, indented deeper than the directive.

    >>> object_description([".. autoclass:: Form", "   :members:", "", "   Declarative form.",
    ...                     "", "Next."], 0, 6)
    ['Declarative form.', '']
    >>> object_description([".. code-block:: python", "", "   x = 1"], 0, 3)
    []
    """
    if not is_object_directive(lines[row]):
        return []
    margin, i = _indent(lines[row]), row + 1
    while i < end and lines[i].strip():
        i += 1
    body: list[str] = []
    for line in lines[i:end]:
        if line.strip() and _indent(line) <= margin:
            break
        body.append(line)
    depth = min((_indent(line) for line in body if line.strip()), default=0)
    body = [line[depth:] for line in body]
    start = 0
    while start < len(body) and (not body[start].strip() or _FIELD.match(body[start])
                                 or body[start][:1] in (" ", "\t")):
        start += 1   # a field's text goes on indented under it (`:param x: the …`)
    return body[start:]
