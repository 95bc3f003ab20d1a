"""reStructuredText's object directives (Sphinx's ``.. class:: Field``, ``.. autofunction::
parse``, ``.. c:function:: int uv_run(…)``): the description a directive holds, read as its
section's summary when the section says nothing of its own (``markdown_docs.first_paragraph``).

wtforms's "The Field base class" holds only `.. class:: Field` and its indented "Stores and
processes data, and generates HTML for a form field.": the section had no doc. A field list
opening a section's text (``field_list``) is no prose either, but for a describing field.
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


# A field list opening a section's text at the margin (a field's name, then a blank or the
# line's end; not a role, `:class:`Field``): docinfo (kombu's README `:Version: 5.6.2` /
# `:Documentation: https://…`, its 187 changelog releases' `:release-date:` / `:release-by:`)
# or an option's facts (`:Types:`, `:Default:`), no prose. A field that describes reads as
# its value: guzzle's request options, `:Summary: Describes the redirect behavior of a request`.
_MARGIN_FIELD = compiled(r":([A-Za-z][\w -]*):(?:[ \t]+|$)")
_DESCRIBING = frozenset({"summary", "synopsis", "description", "abstract"})


def field_list(lines: list[str], row: int, end: int) -> tuple[int, str]:
    """The row past the field list opening at ``lines[row]`` (its fields' bodies indented
    under them, blank lines among) and the value of its first describing field, else "";
    ``(row, "")`` when no field opens that line.

    >>> field_list([":Version: 5.6", ":Web: https://x.org/", "", "Kombu is a library."], 0, 4)
    (3, '')
    >>> field_list([":Summary: Sets the timeout", ":Types:", "    - float", "", "Text."], 0, 5)
    (4, 'Sets the timeout')
    """
    if _MARGIN_FIELD.match(lines[row]) is None:
        return row, ""
    said: list[str] = []
    describing = False   # whether the lines indented below are a describing field's body
    i = row
    while i < end:
        line = lines[i]
        if line.strip() and line[:1] not in " \t":
            field = _MARGIN_FIELD.match(line)
            if field is None:
                break
            describing = not said and field.group(1).lower() in _DESCRIBING
            said += [line[field.end():].strip()] if describing else []
        elif describing and line.strip():
            said.append(line.strip())   # its value wrapped under it
        else:
            describing = False
        i += 1
    return i, " ".join(said).strip()
