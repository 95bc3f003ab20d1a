"""A member a constructor's parameter declares (Kotlin's `val`, PHP's promoted, a C# record's)
and a Kotlin class body's property take their doc from their owner's line for them when no
comment of their own documents them: KDoc's `@property name …`, PHPDoc's `@param type $name
…`, C#'s `<param name="…">…</param>`. Apart from ``comments.py``, which reads the comments
right above a declaration; this reads its owner's.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, end_row
from codesift.chunk.doctext import clean_comment

if TYPE_CHECKING:
    from tree_sitter import Node


def constructor_property(node: Node, name: str, owner: Node | None, src: bytes,
                         comments: frozenset[str], *tags: re.Pattern[bytes]) -> Decl:
    """A member a constructor's parameter declares (Kotlin's `val`, PHP's promoted, a C#
    record's): a property, described by its own comment or else by its owner's line for it."""
    return Decl(node, "property", name, doc=owner_tag_doc(node, owner, src, comments, *tags))


def owner_tag_doc(node: Node, owner: Node | None, src: bytes, comments: frozenset[str],
                  *tags: re.Pattern[bytes]) -> str:
    """``node``'s line in its owner's doc (KDoc's `@property name …`), unless a comment of its
    own documents it: a constructor's parameter, or a Kotlin class body's property (javalin's
    `MultipartConfig` documents its four `private var`s so)."""
    if owner is None or _own_comment(node, comments):
        return ""
    return _tag_doc(owner, src, comments, *tags)


# The text of a doc tag's line and its continuation lines, up to the next tag or the comment's
# end (`@property isSynthetic whether it is\n *   synthetic.`), after the tag and its name and
# a dash or colon setting them apart (nowinandroid's `@param type - the event type.` read
# "- the event type.").
TAG_TEXT = rb"\b(?:[ \t]*(?:-|:|\xe2\x80[\x93\x94])(?=\s))?((?:(?!\n[ \t]*\*?[ \t]*@|\*/).)*)"


def _own_comment(node: Node, comments: frozenset[str]) -> bool:
    """Whether a comment opens a line right above ``node`` among its siblings (not one ending
    the line of the code before it, `val a: Int, // the a`): the walker takes it as its doc."""
    before = node.prev_named_sibling
    if before is None or before.type not in comments:
        return False
    code = before.prev_named_sibling
    for _ in range(_TAG_COMMENTS):
        if code is None or code.type not in comments:
            break
        code = code.prev_named_sibling
    row = end_row(code) if code is not None else node.parent.start_point.row if node.parent else -1
    return before.start_point.row > row


# Comment nodes, and bytes, read above a constructor's owner for its parameters' tags: a KDoc
# or PHPDoc is one node, a C# `///` doc one node a line.
_TAG_COMMENTS = 64
_TAG_SOURCE_MAX = 16_384


def _tag_doc(owner: Node, src: bytes, comments: frozenset[str], *tags: re.Pattern[bytes]) -> str:
    """What the first of ``tags`` to match captures in the comments right above ``owner``,
    cleaned: a constructor parameter's line in its owner's doc (KDoc's `@property name …`,
    PHPDoc's `@param type $name …`, C#'s `<param name="…">…</param>`); "" without one."""
    raw = _comments_above(owner, src, comments)
    for tag in tags:
        found = tag.search(raw)
        if found is not None:
            return clean_comment(found.group(1).decode("utf-8", "replace"))
    return ""


# The source last read and, by owner span and comment types, the comments above each owner:
# spans and bytes keep no parse tree alive (an lru_cache keyed on the nodes kept up to 8 trees
# in a worker), and the source itself is held, so no other file's shares its identity. Not by
# node id: an id is an address, which a later parse of the same source may reuse.
_comments_cache: tuple[bytes, dict[tuple[int, int, frozenset[str]], bytes]] | None = None


def _comments_above(owner: Node, src: bytes, comments: frozenset[str]) -> bytes:
    """The run of comments right above ``owner``, read once for all its parameters: each step
    back to a previous sibling walks tree-sitter's siblings from the first, so a step per
    parameter over 2,000 `///` lines was cubic (83 s for a 63 KB record)."""
    global _comments_cache
    cached = _comments_cache   # one read: another thread may set it meanwhile
    if cached is None or cached[0] is not src:
        cached = _comments_cache = (src, {})
    key = (owner.start_byte, owner.end_byte, comments)
    found = cached[1].get(key)
    if found is None:
        found = cached[1][key] = _read_comments_above(owner, src, comments)
    return found


def _read_comments_above(owner: Node, src: bytes, comments: frozenset[str]) -> bytes:
    """``_comments_above``'s bytes, read from ``owner``'s previous siblings."""
    last = owner.prev_sibling
    if last is None or last.type not in comments:
        return b""
    first = last
    for _ in range(_TAG_COMMENTS):
        before = first.prev_sibling
        if before is None or before.type not in comments:
            break
        first = before
    return src[max(first.start_byte, last.end_byte - _TAG_SOURCE_MAX):last.end_byte]
