"""reStructuredText's section titles (``rst_headings``): a title line under an adornment, or
between an overline and an underline of one punctuation character, with the labels above
it (`.. _advanced:`), as ``markdown.chunk_markdown`` cuts a page into sections."""
from __future__ import annotations

from codesift.chunk.sections import Heading
from codesift.regex_cache import compiled

# A reStructuredText adornment: one punctuation character repeated, at least three times.
_RST_ADORNMENT = compiled(r"^([!-/:-@\[-`{-~])\1{2,}[ \t]*$")


# A reStructuredText escape: a backslash keeps the next character as it is, and a backslash-
# space joins inline markup to a word (Django's "Methods that return new ``QuerySet``\\s").
_RST_ESCAPE = compiled(r"\\(?: |(.))")


def _rst_title(line: str) -> str:
    r"""A title line as read, its escapes resolved.

    >>> _rst_title("Methods that return new ``QuerySet``\\s ")
    'Methods that return new ``QuerySet``s'
    """
    return _RST_ESCAPE.sub(lambda m: m.group(1) or "", line.strip())


# A label, the target a `:ref:` names (`.. _fs_poll:`), as opposed to an external link's
# (`.. _docs: https://…`).
_RST_LABEL = compiled(r"^\.\. _(?:`[^`]+`|[^:`][^:]*):[ \t]*$")


def _labelled_from(lines: list[str], row: int, floor: int) -> int:
    """The first line of the labels right above a title at ``row`` (blank lines between
    them), not above ``floor``; ``row`` when none is. A label names the section below it:
    libuv's `.. _fs_poll:` above its title was a section of its own, with no name."""
    first = row
    i = row - 1
    while i >= floor and (not lines[i].strip() or _RST_LABEL.match(lines[i])):
        if lines[i].strip():
            first = i
        i -= 1
    return first


# A title holds a letter or digit: a line of marks alone over an adornment is none (a code
# fence's closing `}` over its ```, pasted into a page, named the section after it "}").
_TITLE_WORD = compiled(r"\w")


def rst_headings(lines: list[str], start: int) -> list[Heading]:
    """Every reStructuredText section title from ``start`` on, each from the labels above it."""
    found: list[Heading] = []
    styles: dict[tuple[str, bool], int] = {}
    i = start
    while i + 1 < len(lines):
        floor = found[-1].body if found else start
        over = _RST_ADORNMENT.match(lines[i])
        if (over and i + 2 < len(lines) and _TITLE_WORD.search(lines[i + 1])
                and lines[i + 2].strip()[:1] == over.group(1) and _RST_ADORNMENT.match(lines[i + 2])):
            level = styles.setdefault((over.group(1), True), len(styles) + 1)
            title = _rst_title(lines[i + 1])
            found.append(Heading(_labelled_from(lines, i, floor), level, title, i + 3, title))
            i += 3
            continue
        title = lines[i]
        under = _RST_ADORNMENT.match(lines[i + 1])
        if (under and _TITLE_WORD.search(title) and title[:1] not in " \t" and not over
                and len(lines[i + 1].rstrip()) >= len(title.rstrip())):
            level = styles.setdefault((under.group(1), False), len(styles) + 1)
            found.append(Heading(_labelled_from(lines, i, floor), level, _rst_title(title), i + 2,
                                  _rst_title(title)))
            i += 2
            continue
        i += 1
    return found
