"""Vim help sections: a plugin's `doc/*.txt` (``languages._vim_help`` tells one) read at its
tagged headings, as Markdown is at its headings (``sections.py``).

Vim help marks a topic with a `*tag*`, the name `:help` finds it by, written at the right end
of its heading line (`USAGE            *gitsigns-usage*`, `setup({cfg})     *gitsigns.setup()*`),
at the start of an item's line (plenary's `*:PlenaryBustedFile* {path}`), or alone on the line
above the item or the heading it names (`*hl-GitSignsAdd*` over `GitSignsAdd`, mini.nvim's
`*MiniAi-textobject-builtin*` over `Builtin textobjects ~`). A heading a rule of `=` or `-`
touches (above it, or under it as plenary writes) is a chapter; the first rule character met is
the outer level, the other the next; any other tagged line is an item inside one. Each section
is named by its first tag and described by the first sentence of prose under it: not an
example (a line ending in `>` opens one, a line starting with `<` or at the margin closes it),
a column heading (`Parameters: ~`), a type's facts (`Type:`, `Default:`), a table of contents'
`|link|` lines. The file's own tags on its first lines (`*gitsigns.txt* Gitsigns`) are its
title: the text above the first heading is a section named after the file, described by that
title's words.
"""
from __future__ import annotations

from codesift.chunk.base import collapse
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.sections import Heading, section_chunks
from codesift.model import Chunk
from codesift.regex_cache import compiled

_TAG = r"\*[^*\s|]+\*"
# A tag defined at a line's end (after any mark but a star, a backtick or a quote, which make it
# emphasis or code: panvimdoc writes lazy.nvim's longest headings `📂 STRUCTURING YOUR
# PLUGINS*lazy.nvim-…*`), or opening it, tags after it.
_END_TAGS = compiled(rf"(?<![*`'\"])((?:{_TAG}[ \t]*)+)$")
_START_TAGS = compiled(rf"^[ \t]*((?:{_TAG}(?=[ \t]|$)[ \t]*)+)")
_TAG_NAME = compiled(r"\*([^*\s|]+)\*")
# A rule between chapters: a line of `=` or of `-` at the margin.
_RULE = compiled(r"^(=|-)\1{9,}[ \t]*$")
# A table's rules, indented (panvimdoc writes lazy.nvim's `  ---------- ---------- -----`):
# its cells are no sentence.
_TABLE_RULE = compiled(r"[ \t]+-{3,}(?:[ \t]+-{3,})*[ \t]*$")
# An example's opener, a `>` ending a line (`Example: >lua`); a `<` opening a line closes it.
_CODE_OPENER = compiled(r"(?:^|[ \t])>[a-z]*[ \t]*$")
# A column heading (`Parameters: ~`, `PACKER.NVIM ~`), or a field list's label without one
# (conform's `Parameters:`): what follows describes no topic.
_COLUMN_HEADING = compiled(r"[ \t]~[ \t]*$|^[ \t]*(?:Parameters|Returns?|Fields|Attributes)"
                           r"[ \t]*:[ \t]*$")
# A heading of its own, a column heading's mark after a title, not a label's colon (`Builtin
# textobjects ~`, not `Parameters: ~`).
_TITLE = compiled(r"(\S.*?[^:\s])[ \t]+~[ \t]*$")
# A type's facts above its description (gitsigns' `Type: `table[extended]`` / `Default: >`).
_FACT = compiled(r"[ \t]*(?:Type|Default)[ \t]*:")
# A table of contents' entry: a title and the `|link|` to its section, right-aligned (or
# touching a title too long for the gap: lazy.nvim's `🌈 Highlight Groups|lazy.nvim-…|`); a
# sentence's link ending a line follows one space.
_TOC_ENTRY = compiled(r"(?:\S|[ \t]{2,})\|[^|\s]+\|[ \t]*$")
_BULLET = compiled(r"[ \t]*(?:[-*•]|\d{1,3}\.)[ \t]+(?=\S)")
# A link (`|gitsigns-usage|`) reads as its word, a tag defined in a sentence as nothing (not
# Markdown's bold a converter left, `**lazy.nvim** is …`).
_LINK = compiled(r"\|([^|\s]+)\|")
_SAID_TAG = compiled(r"(?<![*\w])\*[^*\s|]+\*(?![*\w])")
# An item's line holding its description too, past a gap (`GitSignsUpdate     After …`): a
# sentence, not a column of the item's facts (an option's `'ai'	boolean	(default off)`).
_ITEM_GAP = compiled(r"^(\S[^\t]*?[^.!?:,\s])(?:\t|[ \t]{2,})(?=[A-Z])")


def _tags(line: str) -> str:
    """The tags a line defines as a heading does, at its end or its start; "" when none."""
    found = _END_TAGS.search(line) or _START_TAGS.match(line)
    return " ".join(found.group(1).split()) if found else ""


def _title_end(lines: list[str]) -> int:
    """The row after the file's title block: its first lines, to a blank line or a rule."""
    for i, line in enumerate(lines):
        if not line.strip() or _RULE.match(line):
            return i
    return len(lines)


def _headings(lines: list[str], start: int, items: dict[int, int]) -> list[Heading]:
    """Every tagged heading from ``start`` on. An item's line under a heading of tags alone
    joins its signature; ``items`` maps a body's row to where the description starts on it
    when the item's line holds one."""
    found: list[Heading] = []
    styles: dict[str, int] = {}   # a rule's character: its level, in the order first met
    for char in (m.group(1) for line in lines[start:] if (m := _RULE.match(line))):
        styles.setdefault(char, len(styles) + 1)
    i = start
    while i < len(lines):
        tags = _tags(lines[i]) if "*" in lines[i] else ""
        if not tags:
            i += 1
            continue
        row = i
        while " ".join(lines[i].split()) == tags and i + 1 < len(lines) \
                and (more := _tags(lines[i + 1])):
            i, tags = i + 1, more   # a tag alone on the line above another's: one heading
        near = [m.group(1) for j in (row - 1, i + 1) if 0 <= j < len(lines)
                and (m := _RULE.match(lines[j]))]
        level = styles[near[0]] if near else len(styles) + 1
        name = _TAG_NAME.search(lines[row]).group(1)   # type: ignore[union-attr]
        signature, body = " ".join(lines[i].split()), i + 1
        if body < len(lines) and _RULE.match(lines[body]):
            body += 1   # its rule, under it
        if signature == tags and body < len(lines) and (title := _TITLE.match(lines[body])):
            # A tag alone over a heading (`*MiniAi-textobject-builtin*` / `Builtin
            # textobjects ~`, mini.doc's every titled section): the heading names the topic,
            # and the prose under it is its doc (the heading, read as a column's, ended it:
            # 73 of mini.nvim's sections had none).
            signature, body = f"{' '.join(title.group(1).split())} {tags}", body + 1
        elif signature == tags and body < len(lines) and _item_line(lines, body):
            gap = _ITEM_GAP.match(lines[body])
            item = gap.group(1) if gap else lines[body].strip()
            signature = f"{' '.join(item.split())} {tags}"
            if gap:
                items[body] = gap.end()
            else:
                body += 1
        found.append(Heading(row, level, name, body, signature))
        i = body
    return found


def _item_line(lines: list[str], row: int) -> bool:
    """Whether ``row``, under a line of tags alone, names the item they tag: at the margin,
    with its description indented under it or past a gap on its own line (not a paragraph's
    first line)."""
    line = lines[row]
    if not line.strip() or line[0] in " \t" or _RULE.match(line) or _tags(line) \
            or _BULLET.match(line) or _COLUMN_HEADING.search(line):
        return False   # nor a list's first item (`- REGION - table …`), nor `Parameters: ~`
    below = lines[row + 1] if row + 1 < len(lines) else ""
    return below[:1] in (" ", "\t") and bool(below.strip()) or _ITEM_GAP.match(line) is not None


def _paragraph(lines: list[str], start: int, end: int, items: dict[int, int]) -> str:
    """The first paragraph of prose in ``lines[start:end]``, its links as their words."""
    para: list[str] = []
    i = start
    while i < end:
        line = lines[i][items.get(i, 0):]
        i += 1
        if not line.strip() or _RULE.match(line):
            if para:
                break
            continue
        if _COLUMN_HEADING.search(line):
            break
        if _TABLE_RULE.match(line):
            para = []   # a table's header, over its rule
            while i < end and (not lines[i].strip() or lines[i][0] in " \t"):
                i += 1   # its rows, indented, to the margin
            continue
        opener = _CODE_OPENER.search(line)
        if opener:
            said = line[:opener.start()].strip()
            # Its lead-in is prose unless a label (`Example: >lua`, `Default: >`).
            if para or said and not _FACT.match(line) \
                    and not (said.endswith(":") and len(said.split()) <= 3):
                para.append(said)
                break
            while i < end and (not lines[i].strip() or lines[i][0] in " \t"):
                i += 1   # the example's lines, indented, to its `<` or the margin
            if i < end and lines[i].startswith("<"):
                i += 1
            continue
        if not para and (_FACT.match(line) or _TOC_ENTRY.search(line)
                         or line.strip() == _tags(line)):
            continue
        bullet = _BULLET.match(line)
        if bullet and para:
            break
        para.append(line[bullet.end():] if bullet else line)
        if sum(len(p) for p in para) > DOC_MAX:
            break
    said = _SAID_TAG.sub("", _LINK.sub(r"\1", " ".join(p.strip() for p in para)))
    return collapse(said, DOC_MAX)


def chunk_vimhelp(path: str, text: str) -> list[Chunk]:
    """Section chunks of a Vim help file; an empty list (whole-file fallback) without a
    tagged heading."""
    lines = text.split("\n")
    if lines and lines[-1] == "" and len(lines) > 1:
        lines.pop()  # the final newline does not start another line
    title = _title_end(lines)
    items: dict[int, int] = {}
    heads = _headings(lines, title, items)
    if not heads:
        return []
    # The title's words past the file's tag (`*lazy.nvim.txt*  A modern plugin manager for
    # Neovim`), else the first paragraph above the first heading.
    preamble = collapse(_TAG_NAME.sub("", lines[0]), DOC_MAX) \
        or _paragraph(lines, title, heads[0].row, items)
    return section_chunks(path, "vimhelp", lines, heads, preamble, lambda name: name,
                          lambda body, end: _paragraph(lines, body, end, items))
