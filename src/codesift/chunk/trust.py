"""Whether a tree-sitter parse is to be trusted, and which of its declarations are.

A parse that is mostly ERROR nodes still finds declarations: the good code an error wraps
(an `#if` repeating a function header), or locals read out of a function the grammar lost.
``chunk_tree`` keeps them all when they cover the errors, else only what a broken parse
cannot have made up, and reads the rest of the file as plain stretches.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import end_row as _end_row
from codesift.model import VALUE_KINDS, Chunk

if TYPE_CHECKING:
    from tree_sitter import Node

# A parse that is mostly errors is trusted whole when its declarations span this share of its
# ERROR nodes' non-blank lines: then the ERROR wraps good code (an `#if` whose `#else` repeats
# a function header turns hiredis's adapters/libuv.h into one ERROR node holding every
# function intact). Below it, the functions and types found are kept and the rest of the file
# is read as plain stretches (``stretches.py``): ripgrep's rg.zsh recovers 63%, four functions lost
# inside one ERROR.
_RECOVERED_SHARE = 0.75
def mostly_errors(root: Node) -> bool:
    """True when the parse failed so badly that not every declaration from it can be trusted."""
    if root.type == "ERROR":
        return True
    if not root.has_error:
        return False
    size = root.end_byte - root.start_byte
    broken = sum(c.end_byte - c.start_byte for c in root.children if c.type == "ERROR")
    return size > 0 and broken * 2 > size


def trusted(root: Node, chunks: list[Chunk], lines: list[str]) -> list[Chunk]:
    """The ``chunks`` of a parse that are kept: all of them, unless the parse is mostly
    errors and they do not cover them; then a value found inside an ERROR is dropped, most
    often a local read out of its function (strptime's `bp`, `neg` at the top level)."""
    if not mostly_errors(root) or recovered(root, chunks, lines):
        return chunks
    return declared(root, chunks)


def declared(root: Node, chunks: list[Chunk]) -> list[Chunk]:
    """The ``chunks`` of a parse but the values found inside its top-level ERROR nodes: the
    declarations it can be said to have found when weighed against another parse of the file
    (tmux's utf8.c: an `#ifdef` splitting an `if (…) {` made one ERROR of its last 660 lines,
    and the 10 locals it read out of `utf8_add_to_width_cache` outnumbered the two functions
    it lost)."""
    broken = _error_rows(root)
    return [c for c in chunks if not (c.kind in VALUE_KINDS and c.start - 1 in broken)]


def _error_rows(root: Node) -> set[int]:
    """The 0-based rows of the top-level ERROR nodes (all rows when the root is one)."""
    errors = [root] if root.type == "ERROR" else [c for c in root.children if c.type == "ERROR"]
    return {row for e in errors for row in range(e.start_point.row, _end_row(e) + 1)}


def recovered(root: Node, chunks: list[Chunk], lines: list[str]) -> bool:
    """Whether declarations span at least ``_RECOVERED_SHARE`` of the non-blank lines of the
    top-level ERROR nodes: the error wraps good code rather than sitting in place of it."""
    rows = {row for row in _error_rows(root) if row < len(lines) and lines[row].strip()}
    covered = {row for c in chunks for row in range(c.start - 1, c.end)}
    return len(rows & covered) >= _RECOVERED_SHARE * len(rows) > 0
