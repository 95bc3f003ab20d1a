"""A work note's line opening a doc, set apart from the description under it.

Written in one run of comment lines (or one docstring paragraph), `# TODO: remove this` /
`# Computes the product.` is one paragraph, and a work note's paragraph is no description
(``docline.WORK_NOTE``): the address line showed none. ``note_apart`` makes the note's line
a paragraph of its own when what follows reads as a description, not as the note going on.
"""
from __future__ import annotations

from codesift.docline import WORK_NOTE

from ..regex_cache import compiled

# The words a note opens with (``WORK_NOTE``): a doc without any is left as it is.
NOTE_WORDS = ("TODO", "FIXME", "XXX", "HACK", "SAFETY:")
# A line ending so leads on to the next: the note's sentence is not over.
_LEADS_ON = compiled(r"(?:[,;:(\[-]|\b(?i:and|or|but|of|the|a|an|to|in|for|with|on|by|from|"
                     r"that|which|when|if|as|at|is|are|be|than|into))[ \t]*$")
# The next line opening a description: a verb's third person (`Computes the product.`,
# `Provides a given pressure state`) or an article (`This function is only used when …`). A
# note goes on in other words: `But we want …`, `However, …`, `See https://…`, `Figure out
# why!`, `Kinda hard to track cases right now.` (17 notes over the corpora, 9 going on).
_OPENS_SENTENCE = compiled(r"[ \t]*(?:(?:The|A|An|This|These|Its)\b|[A-Z][a-z]+[^s\W]s\b)")


def note_apart(block: str) -> list[str]:
    """``block`` with a one-line work note opening it set apart as a paragraph of its own.

    The note is its line when the next one opens a description
    (``_OPENS_SENTENCE``) and is not indented under the note's text (streamlink's `# TODO: Move
    this test …` / `#       This test currently achieves nothing…` goes on), nor follows a line
    leading on (`… of`).

    >>> note_apart("  TODO: remove this\\n  Computes the product.")
    ['  TODO: remove this', '  Computes the product.']
    >>> note_apart("  FIXME: a crude attempt at making a bitrate's\\n  weight end up similar.")
    ["  FIXME: a crude attempt at making a bitrate's\\n  weight end up similar."]
    """
    lines = block.split("\n")
    i = next((n for n, line in enumerate(lines) if line.strip()), len(lines))
    cuts: list[int] = []
    while i + 1 < len(lines):
        note = lines[i].lstrip()
        if WORK_NOTE.match(note) is None or _LEADS_ON.search(note) is not None:
            break
        indent = len(lines[i]) - len(note)
        nxt = lines[i + 1]
        # Indented past the note's opening (its text's column), the line is the note's; the
        # first line of a docstring, on its quotes' line, has no column to compare.
        if indent > 0 and len(nxt) - len(nxt.lstrip()) > indent or not (
                _OPENS_SENTENCE.match(nxt) or WORK_NOTE.match(nxt.lstrip())):
            break   # (another note under it is a paragraph of its own too)
        i += 1
        cuts.append(i)
    bounds = [0, *cuts, len(lines)]
    return ["\n".join(lines[a:b]) for a, b in zip(bounds, bounds[1:])]
