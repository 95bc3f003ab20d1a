"""An Android app's string resources (`res/values/strings.xml`), each a variable named by its
`name`: the code asks for `R.string.no_player_found`, a layout for `@string/install`, and the
file was one whole-file chunk of 886 lines (NewPipe's 751 strings), so a search for a message's
name or words landed on the file, never the entry.

`<string name="x">text</string>`, `<plurals name="x">` and `<string-array name="x">` are read
line by line (no grammar), each to its closing tag, signed by its first line (a string's text
there, folded and capped), described by what a string says (the answer shows it beside the
name), else by the `<!-- … -->` comment right above it (a plural's, an array's, a settings
key's that says its own name, often a section's title: "Kiosk Names"). Only the
default `values/` folder's: its translations (`values-de/`, 125 folders in NewPipe) say the same
names again in other words and stay whole files, as do other qualifiers' (`values-night/`).
"""
from __future__ import annotations

import html

from codesift.chunk.base import SIGNATURE_MAX, capped
from codesift.chunk.doctext import DOC_MAX
from codesift.chunk.stretches import stretches
from codesift.model import Chunk
from codesift.regex_cache import compiled

# A resource file of the default configuration: `…/res/values/<file>.xml`.
_DEFAULT_VALUES = compiled(r"(?:.*/)?res/values/[^/]+\.xml")
# A string resource's opening tag and its name.
_ENTRY = compiled(r"[ \t]*<(string-array|plurals|string)(?=[\s/>])"
                  r"[^>]*?\bname=\"([^\"]+)\"[^>]*?(/?)>")
_COMMENT_END = compiled(r".*-->[ \t]*")
# Android's escapes in a string's text: `\'`, `\"`, `\n`, `\t`, `\@`, `\?`, `\\`.
_ESCAPE = compiled(r"\\(.)")
_ESCAPES = {"n": " ", "t": " "}


def is_default_values(path: str, text: str) -> bool:
    """Whether ``path`` is a resource file of an app's default `values/` folder."""
    return _DEFAULT_VALUES.fullmatch(path) is not None and "<resources" in text


def chunk_android_values(path: str, text: str) -> list[Chunk] | None:
    """The string resources of a `values/` file and the stretches between them; None when it
    holds none (colors, dimensions: it reads better whole)."""
    lines = text.split("\n")
    chunks: list[Chunk] = []
    row = 0
    while row < len(lines):
        found = _ENTRY.match(lines[row])
        if found is None:
            row += 1
            continue
        tag, name, closed = found.groups()
        end = row
        if not closed:
            close = f"</{tag}>"
            while end < len(lines) - 1 and close not in lines[end]:
                end += 1
        said = _says(lines[row][found.end():], tag, name) if end == row else ""
        chunks.append(Chunk(path=path, lang="xml", kind="variable", name=name, container="",
                            signature=capped(" ".join(lines[row].split()), SIGNATURE_MAX),
                            doc=said or _comment_above(lines, row), start=row + 1, end=end + 1,
                            text="\n".join(lines[row:end + 1])))
        row = end + 1
    if not chunks:
        return None
    return chunks + stretches(path, text, "xml", chunks)


def _says(rest: str, tag: str, name: str) -> str:
    """What a one-line string says, its escapes and entities as the app shows them; none for
    a reference (`@string/youtube`) or a key that says its own name."""
    close = rest.find(f"</{tag}>")
    if tag != "string" or close < 0:
        return ""
    said = html.unescape(_ESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), rest[:close]))
    said = " ".join(said.split())
    return "" if said.startswith(("@", "?")) or said == name else said[:DOC_MAX]


def _comment_above(lines: list[str], row: int) -> str:
    """The text of the `<!-- … -->` comment ending on the line right above ``row``."""
    last = row - 1
    if last < 0 or not _COMMENT_END.fullmatch(lines[last]):
        return ""
    first = last
    while first > 0 and "<!--" not in lines[first]:
        first -= 1
    said = "\n".join(lines[first:last + 1])
    start = said.find("<!--")
    if start < 0:
        return ""
    return " ".join(said[start + 4:said.rfind("-->")].split())
