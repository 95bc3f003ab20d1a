"""Comments that are titles framed by rules, banners: no doc of what follows them.

`// ----- Helpers -----`, `/*=======MAIN=====*/`, zod's `////////// ZodString //////////`, a
box of `#` lines around a title: each heads a stretch of a file, and the declaration under it
is not what its words describe.

>>> is_banner("// ----- Helpers -----"), is_banner("// Returns the length.")
(True, False)
"""
from __future__ import annotations


# A banner: a title of one short line framed on both sides by a rule, a run of 3 or more of
# = - * / # ~ _ (`/*=======MAIN=====*/`, `// ----- Helpers -----`, zod's `//////////
# ZodString  //////////`, a title between two lines of dashes), or of two of - = ~ #
# (`//-- transforms --`). A run of stars and slashes alone counts from 4: `/**` and `**/`
# are a doc comment's own marks.
_RULE_CHARS = "-=*/#~_"
_BANNER_MAX = 400   # two 80-column rules around a title line
_TITLE_MAX = 60
_TITLE_LINES = 3


def is_banner(comment: str) -> bool:
    """Whether ``comment`` is a short title between two rules (see ``_RULE_CHARS``).

    Read by stripping the rules off both ends, not by one regex: the regex this replaced
    backtracked over every split of a long rule (seconds on a 1,200-character `-=-=` line).
    """
    text = comment.strip()
    if len(text) > _BANNER_MAX:
        return False
    text = text.removesuffix("*/")
    framing = _RULE_CHARS + " \t\r\n"
    title = text.strip(framing)
    # A title, not a sentence: `/*****` / ` * Returns the length of the string.` / ` ****/`
    # boxes a doc. A box may hold a title of a few lines (lz4's `/*-*****` / `*  Streaming
    # Decompression Functions` / `*  Bufferless synchronous API` / `*****/`).
    lines = [line.strip(framing) for line in title.split("\n")]
    if not title or len(lines) > _TITLE_LINES or "" in lines \
            or any(len(line) > _TITLE_MAX or line.endswith(".") for line in lines):
        return False
    start = len(text) - len(text.lstrip(framing))
    runs = tuple(run.translate(_NO_SPACE) for run in (text[:start], text[start + len(title):]))
    if all(_is_rule(run) for run in runs):
        return True
    # A title of one line ruled off on one side only, after the comment's own mark:
    # gorilla/schema's `// TextUnmarshaler helpers -----…` began the doc of the `unmarshaler`
    # under it. Not lines under a rule: timex's `####…` / `# Parses an array …, ex:` /
    # `#   parse_array(…)` is a doc.
    return len(lines) == 1 and any(
        runs[side] in _MARKS and len(runs[1 - side]) >= _ONE_SIDED_RULE
        and runs[1 - side].strip("*/") != "" for side in (0, 1))


_NO_SPACE = str.maketrans("", "", " \t\r\n")
# A comment's own marks, the one side of a title ruled off on the other (`// Errors ------`,
# `# Project ------`, `/* Helpers ---- */`), and the shortest rule that makes it a heading.
_MARKS = frozenset({"", "//", "///", "#", "##", "/*", "/**", "--", ";", ";;", "%"})
_ONE_SIDED_RULE = 8


def is_boxed_title(lines: list[str]) -> bool:
    """Whether one-line comments written one under another frame a title together, a rule
    line above and below it: prettytable's `#####…` / `# ATTRIBUTE MANAGEMENT  #` / `#####…`
    over its `rows` property was read a line at a time, and the title line alone says
    something (its doc was "ATTRIBUTE MANAGEMENT #")."""
    return len(lines) >= 3 and is_banner("\n".join(lines))


# Rule characters that frame a title two at a time (`//-- transforms --` over yup's
# `ensure`, `== Helpers ==`): not `*`/`/`, a comment's own marks, nor `_` (`// __proto__`).
_SHORT_RULE = "-=~#"


def _is_rule(run: str) -> bool:
    """A rule: 3+ rule characters, one of them not a star or slash, 4+ stars and slashes, or
    two of ``_SHORT_RULE``."""
    return len(run) >= 4 or len(run) == 3 and run.strip("*/") != "" \
        or len(run) == 2 and not run.strip(_SHORT_RULE)
