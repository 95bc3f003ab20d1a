"""A doc's text folded one paragraph a line (``collapse_doc``): a blank line, a Markdown or
RDoc heading, PowerShell's help keywords, a code fence or a list item opens a paragraph, and a
picture drawn in punctuation is none. ``doctext.py`` cleans a comment's text first.
"""
from __future__ import annotations

import re

from codesift.chunk.base import capped
from codesift.chunk.worknotes import NOTE_WORDS, note_apart
from codesift.docline import HEADING_CODE

from ..regex_cache import compiled


# A blank line (and those after it): where a doc's paragraph ends.
_BLANK_LINES = compiled(r"\n[^\S\n]*\n\s*")
# A line of a doc that is a paragraph of its own, or opens one: a Markdown heading (rustdoc's
# `# Examples`, `## Panics`; not "# of bytes read"), an RDoc one (rack's `== The Response`)
# or a code fence. A heading may open with a lowercase word when it is code: chai's `###
# isIterable(obj, [message])`, `### config.includeStack` and `# stringDistanceCapped(strA, strB,
# cap)` (a line with no blank line after it) were read as the doc's first sentence.
# PowerShell's comment-based help keywords (`.SYNOPSIS`, `.PARAMETER Name`) head sections too:
# written on lines of their own with no blank line between (Pester's `Add-ShouldOperator`),
# the synopsis ran on into the description ("Register a Should Operator with Pester This
# function allows you to …").
_HELP_KEYWORD = (r"\.(?i:SYNOPSIS|DESCRIPTION|PARAMETER|EXAMPLE|INPUTS|OUTPUTS|NOTES|LINK"
                 r"|COMPONENT|ROLE|FUNCTIONALITY)(?=[ \t]|$)")   # not a call's `.link(x)`
_HELP_LINE = compiled(r"^[ \t]*" + _HELP_KEYWORD, re.M)
# Two marks or more make a heading of any word (elysia's 40 `### state` / `Assign global
# mutatable state …` docs read "### state Assign …"); one, only as above ("# of bytes read").
# RDoc reads a heading's marks with no space after them too, and so does Scaladoc (`=Title=`):
# mail's `Message#initialize` read "==Making an email", squants' package "==Squants==". Two
# marks or more there: a lone `=` is too often something else.
_TIGHT_RDOC = r"={2,6}[A-Z]"
_HEADING = compiled(r"[ \t]*(?:#{1,6}[ \t]+(?:(?![a-z])\S|" + HEADING_CODE + ")|#{2,6}[ \t]+[a-z]"
                    r"|={1,6}[ \t]+[A-Z]|" + _TIGHT_RDOC + "|" + _HELP_KEYWORD + ")")
_TIGHT_RDOC_LINE = compiled(r"^[ \t]*" + _TIGHT_RDOC, re.M)
# A code fence: Markdown's, or ScalaDoc's `{{{` and `}}}` (scopt's `OParser` read "A monadic
# commandline options parser. {{{ import scopt.OParser val builder = …" as one paragraph;
# not Handlebars' `{{{body}}}`, which no space follows).
_FENCE = compiled(r"[ \t]*(?:```|(?:\{\{\{|\}\}\})(?!\S))")
_FENCES = ("```", "{{{", "}}}")
# A list item's line: a bullet (`-`, `*`) or a number (`1.`, `2)`) and a space before words.
# After a paragraph's prose it opens a paragraph of its own, as it does in Markdown: environs'
# `_ISO_8601_REGEX`, "Subset of ISO 8601 durations …, with optional sign" over `- Week
# format:  P[n]W` and `- Time format: …`, read the items into its sentence. A number other
# than 1 opens one only in a list (CommonMark's rule): a wrapped line may start "10. Then".
_LIST_ITEM = compiled(r"[ \t]*(?:[-*]|(\d{1,2})[.)])[ \t]+\S")
_LATER_ITEM = compiled(r"\n[ \t]*(?:[-*]|\d{1,2}[.)])[ \t]+\S")


def collapse_doc(value: str, limit: int) -> str:
    """A doc's text as ``collapse`` makes it, but one paragraph a line: a blank line, a Markdown
    heading or a code fence ends the paragraph before it. The address line's description is
    the first paragraph's first sentence: folded into one line, a summary without a full stop
    ran on into the next paragraph (monolog's `Level::Info` read "Interesting events Examples:
    User logs in, SQL logs.", http's `Builder.extension` "Adds an extension to this builder #
    Examples # use http::*; …"). The words, and so the index, are the same.

    >>> collapse_doc("Parse a string\\n\\n  Returns a\\n  document.\\n## Panics\\nIf empty.", 400)
    'Parse a string\\nReturns a document.\\n## Panics\\nIf empty.'
    """
    paragraphs: list[str] = []
    size = 0
    blocks = _BLANK_LINES.split(value)
    if any(w in value for w in NOTE_WORDS):
        blocks = [part for block in blocks for part in note_apart(block)]
    for block in blocks:
        if _drawing(block):
            continue
        headed = "#" in block or any(f in block for f in _FENCES) or "= " in block \
            or "==" in block and _TIGHT_RDOC_LINE.search(block) is not None \
            or "." in block and _HELP_LINE.search(block) is not None \
            or _LATER_ITEM.search(block) is not None
        for paragraph in _markdown_paragraphs(block, limit) if headed else (block,):
            words = " ".join(paragraph.split())
            if words:
                paragraphs.append(words)
                size += len(words) + 1
        if size > limit + 1:   # a docstring may be long: what follows would be cut anyway
            break
    return capped("\n".join(paragraphs), limit)


# The widest line a picture has at least: an example's closing `});` lines are no picture.
_DRAWING_WIDTH = 12


def _drawing(block: str) -> bool:
    """Whether a paragraph is a picture drawn in punctuation: lines with no letter or digit,
    two at least (one is a rule, read apart). A project's ASCII-art logo opening its
    package's docstring (django-allauth's `allauth/__init__.py`, a figlet banner of slashes,
    bars and underscores) was its summary, "_ ___ __ __ .___________. __ __ …"; no word."""
    lines = block.strip().splitlines()
    return len(lines) >= 2 and max(len(line.strip()) for line in lines) >= _DRAWING_WIDTH \
        and not any(ch.isalnum() for ch in block)


def _markdown_paragraphs(block: str, limit: int) -> list[str]:
    """``block``'s lines as paragraphs: a heading one of its own, a fence or a list item (out
    of a fence) opening one; no more than ``limit`` characters of them."""
    paragraphs: list[list[str]] = [[]]
    size = 0
    fenced = listed = False
    for line in block.split("\n"):
        heading = _HEADING.match(line) is not None
        fence = _FENCE.match(line) is not None
        item = None if fenced or fence or heading else _LIST_ITEM.match(line)
        fenced ^= fence
        opens = item is not None and (listed or item.group(1) in (None, "1"))
        listed = opens or listed and not heading and not fence
        if (heading or fence or opens) and paragraphs[-1]:
            paragraphs.append([])
        paragraphs[-1].append(line)
        if heading:
            paragraphs.append([])
        words = " ".join(line.split())
        size += len(words) + bool(words)   # as ``collapse_doc`` will join them
        if size > limit + 1:
            break
    return [" ".join(p) for p in paragraphs]
