"""Where C writes a declaration's doc other than right above it: a comment beside it on its
line (a global's, a macro's, Doxygen's `/**<` after a member), or, as zlib.h does for its
whole API, on the lines under a prototype. ``grammars_c.py``'s rules ask these when no doc
comment stands above the declaration.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import child_of_type, text
from codesift.chunk.comments import attached, doc_comments
from codesift.chunk.doctext import clean_comment

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


def said_beside(node: Node, said: str) -> str:
    """``said``, the comment ending ``node``'s line, as its doc when no comment is right above
    it: C describes a global or a macro beside it, as Go does its specs (linenoise's `static
    int maskmode = 0; /* Show "***" instead of input. For passwords. */`, `#define
    REFRESH_CLEAN (1<<0)    // Clean the old prompt from the screen`: 8 of its globals and
    macros had no doc)."""
    above = node.prev_named_sibling
    if above is not None and above.type == "comment" and _last_row(above) == node.start_point.row - 1:
        code = above.prev_named_sibling
        if code is None or _last_row(code) < above.start_point.row:
            return ""   # the comment above is the doc
    # Doxygen's `/**<`, `///<`: a doc for what precedes it, its `<` no word (lz4's
    # `int LZ4_versionNumber (void);  /**< library version number; … */`, libevent's flags).
    said = BACK_DOC.sub(r"\1", said, count=1)
    return clean_comment("\n".join(doc_comments([said], "c"))) if said else ""


# Doxygen's mark of a comment documenting what comes before it, not after, and the
# languages it is read in: C#'s `///<summary>` opens the doc of what follows.
BACK_DOC = compiled(r"^(/\*[*!]|//[/!])<")
BACK_DOC_LANGS = frozenset({"c", "cpp", "objc"})


def _last_row(node: Node) -> int:
    """The last row holding ``node``'s text: a `#define` ends at the next line's start."""
    return node.end_point.row - (node.end_point.column == 0 and node.end_point.row > node.start_point.row)


def comment_after(node: Node, src: bytes) -> str:
    """The comment that follows a declaration on its last line, if one does, unless that line
    is a table's last row: zlib's `configuration_table[2] = {` / … / `{4, 4, 8, 4,
    deflate_fast}}; /* max speed, no lazy matches */` describes level 1, not the table."""
    after = node.next_named_sibling
    if after is None or after.type != "comment" or after.start_point.row != node.end_point.row:
        return ""
    values = (d.child_by_field_name("value") for d in node.children_by_field_name("declarator"))
    if any(v is not None and v.start_point.row < v.end_point.row for v in values):
        return ""
    return text(after, src)


def back_doc(node: Node, src: bytes) -> str:
    """Doxygen's `//!<`, `///<` or `/**<` ending ``node``'s last line, as its doc when no
    comment is right above it: the mark says it documents what precedes it on its line
    (rapidjson's `typedef Encoding EncodingType;  //!< Encoding type from template
    parameter.`, 11 typedefs of `GenericValue` with no doc). A plain comment there may note
    the line's code alone (`} // namespace`), so only the mark makes it a doc."""
    said = comment_after(node, src)
    return said_beside(node, said) if BACK_DOC.match(said) else ""


# An empty line: a blanked macro's line holds its spaces.
_EMPTY_LINE = compiled(rb"\n\r?\n")


def comment_below(node: Node, src: bytes) -> str:
    """A prototype's doc written on the lines under it, as zlib.h writes its whole API
    (`ZEXTERN int ZEXPORT deflate(z_streamp strm, int flush);` / `/*` / `deflate compresses
    as much data as possible, …*/`): a comment opening the next line, ended by a blank line
    or the file's end, since one directly above the next declaration is that one's. Not under
    one with a comment above it and no empty line between, where an export macro's line
    (blanked for the parse) may stand (libevent's `/** … */` / `EVENT2_EXPORT_SYMBOL` / `void
    evbuffer_free(…);`): that comment is its doc."""
    above = node.prev_named_sibling
    if above is not None and above.type == "comment" \
            and not _EMPTY_LINE.search(src, above.end_byte, node.start_byte):
        return ""
    below = node.next_named_sibling
    if below is None or below.type != "comment" or below.start_point.row != _last_row(node) + 1:
        return ""
    after = below.next_sibling
    if after is not None and after.start_point.row <= _last_row(below) + 1:
        return ""
    return text(below, src)


def macro_said(node: Node, src: bytes) -> str:
    """A `#define`'s comment after its value: the grammar keeps a `/* … */` one as a child
    and a `// …` one inside the value's text (one line, no quote before it: `"http://x"` is a
    value, and a `//` inside a macro continued over lines comments its body)."""
    said = child_of_type(node, {"comment"})
    if said is not None:
        return said_beside(node, text(said, src)) if said.start_point.row == node.start_point.row \
            else ""
    value = node.child_by_field_name("value")
    if value is None or value.start_point.row != node.start_point.row:
        return ""
    arg = text(value, src)
    cut = arg.find("//")
    return said_beside(node, arg[cut:]) if cut > 0 and "\n" not in arg \
        and not any(q in arg[:cut] for q in "\"'") else ""


# A macro alone on its line that leads a declaration (`SODIUM_EXPORT`, `EVENT2_EXPORT_SYMBOL`,
# `GLOG_USED`): a name, no arguments. Not one opening a scope or silencing a warning
# (`FMT_BEGIN_NAMESPACE`, `GTEST_DISABLE_MSC_WARNINGS_PUSH_(4373)`), whose comment above says
# why the macro is there (cxxopts' `// some older versions of GCC warn …`), not what follows.
# Those words open one of its `_`-separated words: `DD_SENDABLE` (Swift's Sendable) is no END.
_LEAD_MACRO = compiled(rb"[ \t]*(?!(?:[A-Z0-9]*_)*(?:BEGIN|END|NAMESPACE|WARN|DIAGNOSTIC|PUSH|POP"
                       rb"|IGNORE|DISABLE|SUPPRESS))[A-Z_][A-Z0-9_]{2,}[ \t]*\r?")


def lead_macro_rows(src: bytes, parsed: bytes) -> set[int]:
    """The rows of ``src`` holding a macro alone (``_LEAD_MACRO``) that ``parsed`` (the rewrite,
    each line the same length) blanked. No code stands there between a comment and the
    declaration under it, as an `#if` line is none (``comments.attached``): libsodium's `/* … */`
    / `SODIUM_EXPORT` / `int sodium_memcmp(…);` had no doc, nor 19 of its prototypes."""
    if src == parsed:
        return set()
    return {i for i, (a, b) in enumerate(zip(src.split(b"\n"), parsed.split(b"\n")))
            if a != b and not b.strip() and _LEAD_MACRO.fullmatch(a)}


def commented(node: Node, src: bytes) -> bool:
    """Whether a comment documents ``node`` (a template's head included): one above it, as the
    walker attaches docs, or one ending its line."""
    outer = node.parent if node.parent is not None \
        and node.parent.type == "template_declaration" else node
    above = outer.prev_named_sibling
    return (above is not None and above.type == "comment"
            and attached(above, outer.start_point.row, src, set())) or bool(comment_after(outer, src))
