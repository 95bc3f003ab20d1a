"""A Markdown page's front matter (YAML's ``---`` … ``---``, or TOML's ``+++`` … ``+++``,
opening the file): where it ends,
and what its fields say the page is, for the page's or its preamble's summary
(``chunk/markdown.py``).

>>> lines = ["---", "title: Routing", "description: How requests reach handlers.", "---", "# Routing"]
>>> front_matter_end(lines), front_matter_fields_summary(lines[1:3])
(4, 'How requests reach handlers.')
"""
from __future__ import annotations

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.runon import has_word
from codesift.regex_cache import compiled


def front_matter_end(lines: list[str]) -> int:
    """Index of the first line after a front matter block (0 when there is none): YAML's, or
    TOML's between `+++` lines (Hugo's and Zola's), whose fields are `key = "value"`: Rocket's
    15 guide pages' preambles read "+++ summary = "a migration guide …" +++".

    >>> front_matter_end(["+++", 'summary = "How to upgrade."', "+++", "# Upgrading"])
    3
    """
    opener = lines[0].strip() if lines else ""
    closers = ("---", "...") if opener == "---" else ("+++",) if opener == "+++" else ()
    if closers:
        for i in range(1, len(lines)):
            if lines[i].strip() in closers:
                return i + 1
    return 0


# Front-matter keys that say what a page is, in the order a description is taken from.
_FRONT_MATTER_KEYS = ("description", "summary", "title", "name")
# A GitHub issue template's (`name:`, `about:`, then `title:`, the new issue's default title:
# urfave-cli's question.md "your question title goes here", commonmark's "Question: ").
_ISSUE_TEMPLATE_KEYS = ("name", "about")
# A field's line: YAML's `key: value`, TOML's `key = "value"`.
_FRONT_MATTER_FIELD = compiled(r"^(\w+)[ \t]*[:=][ \t]*(.*?)[ \t]*$")


def front_matter_title(lines: list[str]) -> tuple[str, str] | None:
    """The page's title its front matter gives (``lines``, between its `---` lines), and the
    line giving it; ``None`` without one, or in a GitHub issue template (with `about:`), whose
    `title:` is the new issue's default (`"[BUG] "`), no page's.

    >>> front_matter_title(["id: apache", "title: Advanced install with Apache2"])
    ('Advanced install with Apache2', 'title: Advanced install with Apache2')
    >>> front_matter_title(["name: Bug report", "about: Report a bug", "title: '[BUG] '"]) is None
    True
    """
    fields = _fields(lines)
    if "about" in fields or "title" not in fields:
        return None
    value, line = fields["title"]
    if not has_word(value) or value[0] in "|>[{":
        return None
    return collapse(value, DOC_MAX), line.strip()


def _fields(lines: list[str]) -> dict[str, tuple[str, str]]:
    """Each single-line field's value, unquoted, and its line, by its key in lower case (the
    first of a key given twice)."""
    fields: dict[str, tuple[str, str]] = {}
    for line in lines:
        match = _FRONT_MATTER_FIELD.match(line)
        if match:
            fields.setdefault(match.group(1).lower(), (match.group(2).strip("'\""), line))
    return fields


def front_matter_fields_summary(lines: list[str], titled: bool = False) -> str:
    """What the front matter says the page is (``description:``, else ``title:``…).

    A page opening with front matter has no prose before its first heading: without this its
    preamble section would show no description. Single-line values only: a folded YAML block
    (``description: >``) is rare in front matter, and parsing YAML is not worth a dependency.
    With ``titled`` the title names the page's preamble (``front_matter_title``), whose
    description it is not: only a `description:` or `summary:` is.
    """
    fields = _fields(lines)
    keys = _ISSUE_TEMPLATE_KEYS if "about" in fields else \
        _FRONT_MATTER_KEYS[:2] if titled else _FRONT_MATTER_KEYS
    for key in keys:
        value = fields.get(key, ("", ""))[0]
        if value and value[0] not in "|>[{":
            return collapse(value, DOC_MAX)
    return ""
