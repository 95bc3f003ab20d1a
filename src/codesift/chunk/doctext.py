"""What a doc comment or docstring's raw text becomes as a chunk's doc: markers, tool pragmas,
license headers and banners gone, one paragraph a line (``docparagraphs.collapse_doc``), at
most ``DOC_MAX`` characters. ``comments.py`` decides which comments are a declaration's doc; this says what
their text is.

>>> clean_comment("/**\\n * Parse a string.\\n * eslint-disable-next-line\\n */")
'Parse a string.'
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.banners import is_banner
from codesift.chunk.base import bare_string, first_named, text
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.licenses import COPYRIGHT_TAG, LICENSE_TEXT
from codesift.chunk.pragmas import without_pragmas
from codesift.chunk.yard import yard_parse_as_comments

from ..regex_cache import compiled

if TYPE_CHECKING:
    from collections.abc import Callable

    from tree_sitter import Node

DOC_MAX = 400


# One pass over the whole block: the marker opening each line, and a closing `*/` or `-->`
# (or PowerShell's `#>`, alone on its line too: read as `#`, it left a `>` in the doc).
# Sphinx's `#:` above an attribute is a marker too (werkzeug's docs read ": the maximum …").
# A Lua block comment opens with `--[[` (LDoc's doc block with `--[[--`, a level's `--[==[`)
# and closes with `]]`, `--]]` for LDoc: koreader-base's `util.joinPath` read "[[-- Joins
# paths.". A mark repeated after a space is the same comment commented out again (timex's
# 177 `.po` files' `# # msgids in this file come from …`, boltons' `# # #` box, jackson's
# `// // First, test …`): one marker. One space apart: in an example's indented code (YARD's
# `#   # => "a=a"`, a Go doc's `//   // other routes`) it is the code's comment, as a `///`
# doc's `// x` is; a `#` then `##` is a Markdown heading in a comment. Haddock's `-- |` may
# stand alone over its text (hspec's 35 `-- |` / `-- Make a formatter …` read "| Make …").
# Lua's luaconf.h writes `@@` for `**` where a line names a setting (`@@ LUA_PATH_DEFAULT is
# the default path …`) and `@*` where its text goes on: markers its docs read as words (26
# macros of luarocks' vendored copy opened with "@@"). A Swift playground's markup comments,
# `//:` and `/*:`, rendered as its page's text, hold the colon as Sphinx's `#:` does: RxSwift's
# Rx.playground read ": `replay` Converts …", and the colon alone on `/*:`'s line was taken for
# a figure, the page's text under it passed over with it.
_COMMENT_MARKERS = compiled(
    r"^[ \t]*(?:#!.*|/\*+!?(?::(?=[ \t]|$))?|\*+(?!/)|@[@*](?=[ \t])|//(?: //(?=[ \t]|$))+"
    r"|//+!?(?::(?=[ \t]|$))?|#>(?=[ \t]*$)"
    r"|#(?: #(?=[ \t]|$))+|#+(?::(?=[ \t]|$))?|--\[=*\[-*|(?:--)?\]=*\](?=[ \t]*$)"
    r"|--+(?:[ \t]*[|^](?=[ \t]|$))?|;+|<!--|<#)"  # `-- |` Haddock, alone on its line too
    r"|[ \t]+(?:--)?\]=*\][ \t]*$"  # Lua's `]]` after a space, not an index's `a[b[1]]`
    r"|[ \t]*(?:(\*+/)|-->|#>)[ \t]*$", re.M)
# A lone `*` ending a doc comment's paragraph (the comment's close or a blank `*` line next): a
# mark left over, not a word. scalafmt writes `/** text **/` as `/** text * */` (doobie's
# `Transactor.connect` read "… given the kernel *"), and phoenix's `/** Initializes the Socket
# *` / ` *` ends its first paragraph so. Not one the sentence goes on after: commons-
# collections' `(int)(capacity *` / ` * loadFactor)`.
_TRAILING_STAR = compiled(r"(?<=[\w.,;:!?)`'\"\]])[ \t]+\*(?=[ \t]*(?:\*+/|\r?\n[ \t]*\*?[ \t]*"
                          r"(?:\r?\n|\*+/|$)|$(?![\s\S])))", re.M)
_RULE_ONLY = compiled(r"^[ \t]*[-=*#~_+]{3,}[ \t]*$", re.M)
# A box's right edge: a line's own `#` or `*` mark repeated at its end (flameshot's
# `# HELPER FUNCTIONS #`, catch2's `#  supported macros    #`), or a frame of stars or hashes
# inside a comment on both sides of its text (bidict's `#   * Welcome to the bidict source code
# *`, `# *** WARNING: GENERATED FILE ***`): frame, no word ("HELPER FUNCTIONS #"). A line's
# own mark is an edge only when every line of words has it: commons-collections' `* Always
# <code>(int)(capacity *` / `* loadFactor)</code>.` ends a line with an operator.
_MIRRORED_EDGE = compiled(r"^([ \t]*(#+|\*+)[ \t]+\S.*?)[ \t]+\2[ \t]*$", re.M)
_WORD = compiled(r"[^\W_]")
_INNER_FRAME = compiled(r"^([ \t]*(?:#+|//+|--|;+)[ \t]+)(\*+|#+)[ \t]*(\S.*?)[ \t]+\2[ \t]*$",
                        re.M)
# A block comment framed by a `|` margin on each line between its `/*` and `*/`, Laravel's
# over each setting and route (`|----` / `| Default Session Driver` / `|----` / `|` / `| This
# option controls …`): koel's config keys read "|---------- | Default Session Driver |----…".
_BAR_FRAMED = compiled(r"[ \t]*/\*+[ \t]*\r?\n(?:[ \t]*\|[^\n]*\n)+[ \t]*\*+/[ \t]*")
_BAR_MARGIN = compiled(r"^[ \t]*\|[ \t]?", re.M)
# C# XML doc wrappers carry no words worth indexing; keep the text between them.
_XML_DOC_TAGS = compiled(r"</?(?:summary|remarks|para|value|example|c|code)>|</(?:type)?param>"
                         r"|</(?:returns|exception)>")
# Its tags for a parameter, a result or an exception are tags as JSDoc writes them, a paragraph
# each: `--json` showed FluentValidation's docs raw, `<param name="services">The collection of
# services</param> <param name=…`, and a `<returns>` text ran on unmarked after them.
_XML_FIELD = compiled(r'\s*<(?:(param|typeparam)\s+name|exception\s+cref)\s*=\s*"(?:[A-Z]:)?'
                      r'([^"]*)"\s*>\s*|\s*<returns>\s*')


# C#'s `<inheritdoc/>` (`<inheritdoc cref="…"/>`) says a base's doc applies where the member
# writes none of its own; above a `<summary>` it is markup, the summary the doc: ArchiSteamFarm's
# plugin interfaces stored "<inheritdoc />\nImplementing this interface allows you to …".
# A tag opening its line only: one inside a `<param>` (csvhelper's `@param name <inheritdoc
# cref="Encoding.GetEncoding(string)"/>`) is that parameter's text.
_INHERITDOC = compiled(r'(?m)^[ \t]*<inheritdoc\b[^<>]*/>[ \t]*')
_FIRST_TAG_LINE = compiled(r"(?m)^[ \t]*@")
_WORD = compiled(r"\w")


def _past_inheritdoc(cleaned: str) -> str:
    """``cleaned`` less its `<inheritdoc/>` tags when a description of its own remains, before
    any tag (`<param>` is `@param` here); else as it is, for ``docline`` to read (no doc, or
    "See `X`." by its cref)."""
    rest = _INHERITDOC.sub("", cleaned)
    # (A word: Flurl's `/// <inheritdoc />>` leaves a `>`.)
    return rest if _WORD.search(_FIRST_TAG_LINE.split(rest, 1)[0]) else cleaned


def _xml_field(m: re.Match[str]) -> str:
    """A C# XML field's opening tag as a JSDoc tag opening a paragraph."""
    tag = m[1] or ("throws" if m[2] is not None else "returns")
    return f"\n\n@{tag} {m[2]} " if m[2] is not None else f"\n\n@{tag} "
# Source read for a doc: enough for DOC_MAX characters after markers and indentation go.
_DOC_SOURCE_MAX = DOC_MAX * 4


# What a comment holding none of says nothing (a rule of stars or dashes): a letter or a
# digit (a number alone goes on the line above: google/uuid's "as defined in RFC" / "9562.").
_WORD_CHAR = compiled(r"[^\W_]")
# Eclipse's stub over an override, `/* (non-Javadoc)` / ` * @see Answer#answer(…)` / ` */`:
# it points at the overridden method's doc and says nothing (mockito's
# `ReturnsEmptyValues.answer` read "(non-Javadoc)").
_NON_JAVADOC = compiled(r"/\*+[\s*]*\(non-Javadoc\)(?:[\s*]*@see\b[^\n]*?)*[\s*]*\*/\s*")
# A comment that is one bracketed tag opening or closing a stretch for a tool: jOOQ's
# preprocessor (`/* [java-8] */` … `/* [/java-8] */`: jOOR's `CACHED_LOOKUP_CONSTRUCTOR` read
# "[java-8]"), Doxygen's snippet markers (`/// [usage]`). Lower-case: an issue's key above a
# test (jackson's `// [JACKSON-884]`) says which bug it covers, and words in brackets are a
# remark.
_TAG_ONLY = compiled(r"(?:/\*+|//+!?)[ \t]*\[/?[a-z][a-z0-9._-]*\][ \t]*(?:\*+/)?")
# A comment that is one source file's name heads the declarations that file defines (tmux.h's
# `/* cmd-find.c */` over `cmd_find_target` and 20 more prototypes, compat.h's `/* strsep.c
# */`): it says where the code is, nothing of what it does.
_FILE_NAME_ONLY = compiled(
    r"(?:/\*+|//+!?|#+)[ \t]*[\w-]+(?:\.[\w-]+)*\.(?:c|h|cc|cpp|cxx|hh|hpp|m|mm|go|py|js|mjs"
    r"|ts|jsx|tsx|rs|java|kt|rb|php|swift|cs|lua|sh|zig|dart|scala)[ \t]*(?:\*+/)?")


def says_nothing(comment: str) -> bool:
    """A comment no declaration's doc: a license header (okio's build scripts led with
    "Copyright (C) 2023 Square, Inc." above their first `//` line; a `@copyright` tag,
    ``COPYRIGHT_TAG``) or a rule of stars or
    dashes (json-c's `/*****/` over each function), alone or framing a short title (Unity's
    `/*=======MAIN=====*/` was the doc of the `main` under it), a tool's tag (``_TAG_ONLY``)
    or a file's name (``_FILE_NAME_ONLY``)."""
    head = comment[:_DOC_SOURCE_MAX]
    if _WORD_CHAR.search(head) is None:
        return True
    if is_banner(head):
        return True
    if "(non-Javadoc)" in head and _NON_JAVADOC.fullmatch(head):
        return True
    if "[" in head and _TAG_ONLY.fullmatch(head.strip()):
        return True
    if "." in head and _FILE_NAME_ONLY.fullmatch(head.strip()):
        return True
    # Most comments name no license: a plain substring test spares them the regex.
    low = head.lower()
    return ("copyright" in low or "licen" in low or "rights reserved" in low) \
        and (LICENSE_TEXT.search(head) is not None or COPYRIGHT_TAG.search(head) is not None)


def _marker_gone(raw: str) -> Callable[[re.Match[str]], str]:
    """What a match of ``_COMMENT_MARKERS`` in ``raw`` becomes: a space, but a `*/` ending a
    line stays when the comment goes on below it, a bracket its text closes (Scala, Kotlin,
    Swift and Rust nest block comments: fastparse's `JavaWhitespace` read "supports //
    line-comments and /* multiline-comments", its line's `/* */` cut), as does one ending a
    line comment (`// only a dir if it ends in **/`). A comment ends at the text's end or
    where another opens (`/* one */` / `/* two */`)."""
    if "*/" not in raw:
        return lambda m: " "
    line_comment = "/*" not in raw and raw.lstrip().startswith(("//", "#"))

    def gone(m: re.Match[str]) -> str:
        if m.group(1) is None:
            return " "
        after = raw[m.end():].lstrip()
        return " " if not line_comment and (not after or after.startswith(("/*", "//"))) \
            else m.group()
    return gone


# A row of badges: Markdown images, each alone or a link's text (askama's `[![Crates.io](…)]
# (…)`, dtolnay's `[![github]](…)`), parted by spaces, entities (`&ensp;`) or bars. A crate's
# `//!` doc copied from its README opens with one: anyhow's 400 characters held nothing else.
_IMAGE = r"!\[[^\]\n]*\](?:\([^)\n]*\)|\[[^\]\n]*\])?"
_BADGE = rf"(?:\[[ \t]*{_IMAGE}[ \t]*\](?:\([^)\n]*\)|\[[^\]\n]*\])?|{_IMAGE})"
_BADGE_GAP = r"(?:[ \t]|&#?\w+;|\|)*"
_BADGE_ROW = compiled(rf"^{_BADGE_GAP}{_BADGE}(?:{_BADGE_GAP}{_BADGE})*{_BADGE_GAP}$", re.M)
# A Markdown link reference definition (`[x]: https://…`), no prose; not a footnote (`[^1]:`).
_LINK_DEFINITION = compiled(r"^[ \t]{0,3}\[(?!\^)[^\]\n]+\]:[ \t]*\S[^\n]*$", re.M)


# A Swift playground page's links to the pages beside it, `[Previous](@previous) - [Table of
# Contents](Table_of_Contents)`, `[Next](@next)`: a line of links alone, one to `@next` or
# `@previous`, which Xcode draws as the page's navigation, no word of its text (RxSwift's
# Rx.playground pages were summarised "[Previous](@previous) - [Table of Contents](…)").
_PLAYGROUND_NAVIGATION = compiled(
    r"^[ \t]*(?=[^\n]*\]\(@(?:next|previous)\))(?:\[[^\]\n]*\]\([^)\n]*\)[ \t]*(?:[-|\u2022\u00b7][ \t]*)?)+$",
    re.M)


def _without_badges(text: str) -> str:
    """``text`` less its badge rows (``_BADGE_ROW``) and, when it has one, its link reference
    definitions, the badges' targets: what a rendered doc shows as pictures and nothing."""
    if _BADGE_ROW.search(text) is None:
        return text
    return _LINK_DEFINITION.sub("", _BADGE_ROW.sub("", text))


# Haskell's block comment around a whole doc, Haddock's `{- |` … `-}` (`{-|` too; not a
# `{-#` pragma): aeson's Data.Aeson.TH read "{-| Functions to mechanically derive …", hspec's
# `registerTransformation` "{- | Register a transformation". Its closer goes only where it
# opened the comment: a `-}` ending a line is also Javadoc's `{@code data-}` (jsoup). (A long
# doc is read cut short, its closer gone.)
_HASKELL_BLOCK = compiled(r"[ \t]*\{-(?:[ \t]*[|^])?(?=\s)(.*?)(?:-\}\s*)?", re.S)


def clean_comment(raw: str) -> str:
    """Comment markers stripped from every line, shebangs and tool pragmas dropped, whitespace
    collapsed but for paragraph breaks (``collapse_doc``)."""
    raw = raw[:_DOC_SOURCE_MAX]
    if raw.lstrip().startswith("{-") and (block := _HASKELL_BLOCK.fullmatch(raw)) is not None:
        raw = block.group(1)
    if "@!parse" in raw:
        raw = yard_parse_as_comments(raw)
    raw = without_pragmas(raw)
    if "|" in raw and _BAR_FRAMED.fullmatch(raw):
        raw = _BAR_MARGIN.sub("", raw)
    if raw.lstrip().startswith("/**"):
        raw = _TRAILING_STAR.sub("", raw)
    if _MIRRORED_EDGE.search(raw) and all(_MIRRORED_EDGE.fullmatch(line) for line in
                                          raw.split("\n") if _WORD.search(line)):
        raw = _MIRRORED_EDGE.sub(r"\1", raw)
    raw = _INNER_FRAME.sub(r"\1\3", raw)
    # A rule inside a comment (lz4's `/*-*****` opening a box, a box's `*****` between its
    # title and its text) says nothing: a paragraph break, not "-*****… Private Definitions".
    cleaned = _RULE_ONLY.sub("", _COMMENT_MARKERS.sub(_marker_gone(raw), raw))
    if "</" in cleaned:
        # The summary is a paragraph of its own: FluentValidation's `Validate` read "Validates
        # the specified instance The object to validate", its `<param>` text after it.
        cleaned = _XML_DOC_TAGS.sub(lambda m: "\n\n" if m.group() == "</summary>" else "",
                                    _XML_FIELD.sub(_xml_field, cleaned))
    if "<inheritdoc" in cleaned:
        cleaned = _past_inheritdoc(cleaned)
    if "@" in cleaned:
        cleaned = _head_tags_apart(cleaned)
    if ":" in cleaned:
        cleaned = _without_topic_line(cleaned)
    if "![" in cleaned:
        cleaned = _without_badges(cleaned)
    if "](@" in cleaned:
        cleaned = _PLAYGROUND_NAVIGATION.sub("", cleaned)
    doc = collapse_doc(cleaned, DOC_MAX)
    return "" if _INHERITED_ONLY.fullmatch(doc) else doc


# A tag line opening a doc that names or places its declaration, the description on the lines
# below: Leafdoc's (Leaflet's 336 documented methods, functions and classes read as none:
# `// @method getLatLng: LatLng` / `// Returns the current geographical position…`, `// @class
# Marker` / `// @inherits Interactive layer` / `// Marker is used to …`), JSDoc's bare
# `@constructor` or `@function name`. A title's tag takes its line; a member's, a signature
# alone (`name(args): Type`), so KDoc's `@property name the name` runs on as written.
_HEAD_TAG = compiled(r"[ \t]*@(?:(?:namespace|section|alternative|class|inherits|aka|miniclass"
                     r"|uninheritable)\b[^\n]*|(?:method|function|constructor|factory|property)"
                     r"(?:[ \t]+[\w$.]+)?(?:[ \t]*\(.*\))?(?:[ \t]*\??:[ \t]*[^\s;,]+)?[ \t]*)$")


def _head_tags_apart(cleaned: str) -> str:
    """``cleaned`` with each tag line opening it (``_HEAD_TAG``) a paragraph of its own."""
    lines = cleaned.split("\n")
    i = 0
    while i < len(lines) and not lines[i].strip():
        i += 1
    head = i
    while i < len(lines) and _HEAD_TAG.match(lines[i]):
        i += 1
    if i == head:
        return cleaned
    return "\n".join(lines[:head] + [ln + "\n" for ln in lines[head:i]] + lines[i:])


# A Natural Docs topic line over a description (`Function: mosquitto_connect`, `Enum: mosq_err_t`):
# the kind and name the address shows. mosquitto's 149 documented API declarations read
# "Function: …", or "Enum: mosq_err_t Integer values …". A declaration's keyword, capitalised,
# and one name alone on the line (`Section:`, `Topic:`, `File:` title more than one).
_TOPIC_LINE = compiled(r"[ \t\n]*(?:Function|Func|Procedure|Method|Constructor|Destructor|Class"
                       r"|Struct|Structure|Enum|Enumeration|Union|Interface|Type|Typedef|Variable"
                       r"|Constant|Macro|Define|Property|Event|Delegate|Callback|Operator)"
                       r":[ \t]+[A-Za-z_~][\w.:~]*(?:\(\))?[ \t]*\n(?=\s*\S)")


# SQLite's API reference header (its doc generator's, in every vendored sqlite3.h: 540 docs
# over the trees): `CAPI3REF: Title` over the generator's index lines (`KEYWORDS: {…}`,
# `METHOD: sqlite3`, `CONSTRUCTOR:`/`DESTRUCTOR: sqlite3`). The marker and those lines are the
# tool's; the title, a paragraph of its own, is the summary (`sqlite3_version` read "CAPI3REF:
# Run-Time Library Version Numbers KEYWORDS: sqlite3_version sqlite3_sourceid"). Capitals
# with a digit are no marker as such: "SLF4J:", "RESP3:", "RFC2396:" open prose.
_SQLITE_HEAD = compiled(r"[ \t\n]*CAPI3REF:[ \t]*([^\n]*)(?:\n|$)"
                        r"(?:[ \t]*(?:KEYWORDS|METHOD|CONSTRUCTOR|DESTRUCTOR):[^\n]*(?:\n|$))*")


def _without_topic_line(cleaned: str) -> str:
    """``cleaned`` less a ``_TOPIC_LINE`` opening it (kept when nothing follows), or less
    SQLite's header marker and index lines (``_SQLITE_HEAD``), its title kept."""
    if cleaned.lstrip().startswith("CAPI3REF:"):
        m = _SQLITE_HEAD.match(cleaned)
        return f"{m[1]}\n\n{cleaned[m.end():]}" if m and m[1].strip() else cleaned
    m = _TOPIC_LINE.match(cleaned)
    return cleaned[m.end():] if m else cleaned


# A doc that only says the parent's doc applies (PHPDoc's and Javadoc's `{@inheritDoc}`, C#'s
# `<inheritdoc/>`) is no doc of its own: laminas-diactoros's 95 methods stored "{@inheritdoc}".
_INHERITED_ONLY = compiled(r"(?i)\{@inheritdoc\}|@inheritdoc|<inheritdoc\s*/>")
def clean_docstring(raw: str) -> str:
    """A Python string literal's contents: prefix and quotes removed, a first line giving the
    call's form gone (``_without_call_form``), whitespace collapsed but for paragraph breaks
    (``collapse_doc``)."""
    raw = raw.lstrip("rRbBuUfF")
    for quote in ('"""', "'''", '"', "'"):
        if raw.startswith(quote):
            raw = raw[len(quote):]
            if raw.endswith(quote):
                raw = raw[: -len(quote)]
            break
    if raw.startswith("\\") and raw[1:2] in ("", "\n", "\r"):
        # `"""\` continues the line: the text starts on the next (gunicorn's, boltons', natsort's;
        # a raw string keeps the backslash in its value, never meant as text either; a
        # summary reads the opener's line alone). Read as written, "\ Return the thing."
        # opened the doc, and a module's summary was "\".
        raw = raw[1:]
    return collapse_doc(_without_call_form(raw), DOC_MAX)


# A docstring's first line naming a call, as C builtins' docstrings do (`flatten(sequence) ->
# list`, `S.find(sub[, start[, end]]) -> int`): the name, then its opening bracket.
_CALL_FORM = compiled(r"\s*[A-Za-z_][\w.]*\(")
_RETURNS = compiled(r"[^\S\n]*->[^\S\n]*\S")


def _without_call_form(raw: str) -> str:
    """``raw`` less a first line that is a call's form and no sentence, when a description
    follows: the address already shows the signature, and joined to the next line the form
    was the description's opening words (parsel's `flatten` read "flatten(sequence) -> list
    Returns a single, flat list …").

    >>> _without_call_form("flatten(sequence) -> list\\n    Returns a flat list.")
    '\\n    Returns a flat list.'
    >>> _without_call_form("f(x) is called (once).\\nThen g.")
    'f(x) is called (once).\\nThen g.'
    """
    m = _CALL_FORM.match(raw)
    first_end = raw.find("\n", m.end()) if m else -1
    if m is None or first_end < 0 or not raw[first_end:].strip():
        return raw
    line = raw[m.end():first_end].rstrip()
    depth = 1
    for i, ch in enumerate(line):
        depth += (ch in "([") - (ch in ")]")
        if depth == 0:   # the call's closing bracket: nothing or a return type after it
            rest = line[i + 1:]
            return raw[first_end:] if not rest or _RETURNS.match(rest) else raw
    return raw


def body_docstring(body: Node | None, src: bytes) -> str:
    """A Python docstring, cleaned: the body's first statement when it is a bare string, else
    ``""`` (a function's or a class's; a ``property(fget)`` takes its getter's)."""
    string = bare_string(first_named(body)) if body is not None else None
    return clean_docstring(text(string, src)) if string is not None else ""
