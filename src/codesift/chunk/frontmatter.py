"""A Markdown page's YAML front matter (``---`` … ``---`` opening the file): where it ends,
and what its fields say the page is, for the page's or its preamble's summary
(``chunk/markdown.py``).

>>> lines = ["---", "title: Routing", "description: How requests reach handlers.", "---", "# Routing"]
>>> front_matter_end(lines), front_matter_fields_summary(lines[1:3])
(4, 'How requests reach handlers.')
"""
from __future__ import annotations

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.regex_cache import compiled


def front_matter_end(lines: list[str]) -> int:
    """Index of the first line after a YAML front matter block (0 when there is none)."""
    if lines and lines[0].strip() == "---":
        for i in range(1, len(lines)):
            if lines[i].strip() in ("---", "..."):
                return i + 1
    return 0


# Front-matter keys that say what a page is, in the order a description is taken from.
_FRONT_MATTER_KEYS = ("description", "summary", "title", "name")
# A GitHub issue template's (`name:`, `about:`, then `title:`, the new issue's default title:
# urfave-cli's question.md "your question title goes here", commonmark's "Question: ").
_ISSUE_TEMPLATE_KEYS = ("name", "about")
_FRONT_MATTER_FIELD = compiled(r"^(\w+)[ \t]*:[ \t]*(.*?)[ \t]*$")


def front_matter_fields_summary(lines: list[str]) -> str:
    """What the front matter says the page is (``description:``, else ``title:``…).

    A page opening with front matter has no prose before its first heading: without this its
    preamble section would show no description. Single-line values only: a folded YAML block
    (``description: >``) is rare in front matter, and parsing YAML is not worth a dependency.
    """
    fields: dict[str, str] = {}
    for line in lines:
        match = _FRONT_MATTER_FIELD.match(line)
        if match:
            fields.setdefault(match.group(1).lower(), match.group(2).strip("'\""))
    for key in _ISSUE_TEMPLATE_KEYS if "about" in fields else _FRONT_MATTER_KEYS:
        value = fields.get(key, "")
        if value and value[0] not in "|>[{":
            return collapse(value, DOC_MAX)
    return ""
