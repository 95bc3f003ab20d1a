"""How far a whole-file summary's first comment or docstring line runs on (``run_on``): to
the end of a sentence wrapped over lines, or past a label (`Usage:`) to what it labels.
``summary.py`` finds that first line."""
from __future__ import annotations

from codesift.chunk.doctext import DOC_MAX, clean_comment
from codesift.chunk.licenses import LICENSE

from ..regex_cache import compiled

# Block comments a summary reads through: each opener with its closer.
BLOCK_COMMENTS = (("/*", "*/"), ("<!--", "-->"))
# A line comment's marker and the space after it: `#include`, `--bundler` are no prose.
LINE_MARKER = compiled(r"(?://+|#+|--+|;+)[ \t]+(?=\S)")
# Words no sentence ends with: a comment line ending in one is cut mid-sentence.
_MID_SENTENCE = frozenset("a an and as at by for from in into is of on or that the to which "
                          "with".split())
# A code span opening a line, with the blank after it: "`callback` after all …".
_CODE_SPAN = compiled(r"`[^`\s][^`]*`[ \t]+(?=\S)")
# A label alone, a few words and a colon, heading the comment's next lines: php-amqplib's
# benchmarks open `/**` / ` * Usage:` / ` *  php producer.php 10000`, and were summarised
# "Usage:", which says nothing; the line it labels is read after it, as a one-line `Usage:
# python file_receiver.py` is (tornado's demos).
_LABEL = compiled(r"[A-Za-z][\w'-]*(?: [\w'-]+){0,3}:")
# A list item's mark or a shell's prompt opening the line a label heads: catch2's `#
# Supported optional args:` / `#  * SHARD_COUNT - number of shards …`.
_ITEM_MARK = compiled(r"(?:[-*+$]|\d{1,3}[.)])[ \t]+(?=\S)")
# A comment line of its marker alone (`#`, `//`, ` *`): a blank line inside the comment.
_BARE_MARKER = compiled(r"(?://+|#+|--+|;+|\*)?")


def has_word(text: str) -> bool:
    """Whether ``text`` holds a letter or a digit."""
    return any(c.isalnum() for c in text)


def run_on(summary: str, line: str, open_block: str | None, rest: list[str],
           docstring: str = "") -> str:
    """``summary``, taken from the comment or docstring ``line``, with the lines its sentence
    runs on to. Comments wrap at a column: a first line alone cut Go's package docs and
    Java's package-info files mid-sentence ("Package pgio is a low-level toolkit for building
    and parsing messages in the"). A line runs on only where it cannot end a sentence (a
    comma, "the") or into words starting in lower case at the same indentation, so a config
    file's header lines (`# Read the Docs configuration file` / `# See https://…`) and an
    example indented below a line (`#   gem install …`) stay apart. ``docstring`` is the
    quotes of a docstring ``line`` sits in below its opener: its sentence runs on as on the
    opener's line (babel's bare opener / `Integrated collection of utilities that assist in
    internationalizing and` / `localizing applications.` was cut after "and"). A label alone
    runs on to the next line of words, the one it labels.

    >>> run_on("Package p reads the", "// Package p reads the", None, ["// wire protocol.", "x"])
    'Package p reads the wire protocol.'
    >>> run_on("Usage:", "# Usage:", None, ["#", "#   bin/rackup x.ru -p 9999", "#", "x"])
    'Usage: bin/rackup x.ru -p 9999'
    """
    marker = LINE_MARKER.match(line)
    opens = line.startswith(('"""', "'''"))
    quotes = line[:3] if opens else docstring or None
    block = open_block or next((closer for opener, closer in BLOCK_COMMENTS
                                if line.startswith(opener)), None)
    closer = quotes or block
    if not has_word(summary) or marker is None and (
            closer is None or line.count(closer) > (1 if opens else 0)):
        return summary   # a rule line, no comment, or a comment closed on its own line
    label = _LABEL.fullmatch(summary) is not None
    for nxt in rest:
        if summary[-1] in ".!?:" and not label or len(summary) >= DOC_MAX:
            break
        nxt = nxt.strip()
        if label and (nxt == marker.group().strip() if marker else _BARE_MARKER.fullmatch(nxt)):
            continue   # a blank line of the comment between a label and what it labels
        if marker is not None:
            same = LINE_MARKER.match(nxt)
            # (A label's line may be indented under it: `# Usage:` / `#   bin/rackup …`.)
            if same is None or same.group() != marker.group() and not (
                    label and same.group().rstrip() == marker.group().rstrip()):
                break
        if quotes is not None:
            words = " ".join(nxt.split(quotes)[0].split())
        else:
            words = clean_comment(nxt if closer is None else nxt.split(closer)[0])
        if not words or words[0] == "@" or LICENSE.search(words):
            break
        if label:   # the line a label heads, whatever it is: a command, a sentence
            summary, label = f"{summary} {_ITEM_MARK.sub('', words, 1)}", False
            if closer is not None and closer in nxt:
                break
            continue
        # A lone word in capitals is a label over the text (node-tap's snapshot files open
        # `/* IMPORTANT` / ` * This snapshot file is auto-generated…`), no summary of its own.
        cut = summary[-1] in ",(-/&" or summary.rsplit(None, 1)[-1].lower() in _MID_SENTENCE \
            or summary.isupper() and summary.isalpha()
        # Lower case alone: a word in a sentence, not a bare name or URL (`# editorconfig.org`);
        # a code span before one reads as a word (async's `applyEach.js`: "… in the array,
        # calling" / "`callback` after all functions have completed." was cut at "calling").
        lead = _CODE_SPAN.match(words)
        said = words[lead.end():] if lead else words
        if not cut and not (said[:1].islower() and (" " in words or words[-1] in ".!?")
                            and "://" not in said.split(None, 1)[0]):
            break
        summary = f"{summary} {words}"
        if closer is not None and closer in nxt:
            break
    return summary
