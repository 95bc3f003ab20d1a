"""Ruby methods and attributes that exist only as YARD directives.

Faraday's HTTP verbs are written by a `class_eval` loop, so no `def get` is in the source;
what is there is their documentation, a comment block of its own:

    # @!method get(url = nil, params = nil, headers = nil)
    # Makes a GET HTTP request without a body.
    # @!scope class

Each `# @!method NAME(PARAMS)` becomes a ``method`` chunk and each `# @!attribute [r] NAME` a
``property`` one, of the class or module around it (of the class below when the block is that
class's doc, as YARD reads it: faraday's `Request = Struct.new(…)`), its lines the directive's
(to the next directive or the block's end), its doc the text after the directive line. The
walker does not see them (comments are docs to it, and Ruby's leading comments of a class
body are no member of it), so this pass reads them after the walk.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from typing import TYPE_CHECKING

from codesift.chunk.doctext import clean_comment
from codesift.model import Chunk

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

# A directive opening its comment line; anything after it on the line is its own text.
_DIRECTIVE_LINE = compiled(rb"^[ \t]*#[ \t]*@!(?:method|attribute)\b", re.M)
_METHOD = compiled(r"[ \t]*#[ \t]*@!method[ \t]+((?:self\.)?(\w+[?!=]?|\[\]=?).*)")
_ATTRIBUTE = compiled(r"[ \t]*#[ \t]*@!attribute(?:[ \t]*\[(\w*)\])?[ \t]+(\w+[?!]?)")
_DIRECTIVE = compiled(r"[ \t]*#[ \t]*@!(?:method|attribute)\b")
# Lines of a directive's block that are no prose: other directives (`@!scope class`,
# `@!visibility private`) and factory_bot's `(see #strategy_method)`, a pointer whose words
# the chunk's text keeps.
_NOT_PROSE = compiled(r"[ \t]*#[ \t]*(?:@!|\(see [^)]*\)[ \t]*$)")
# Where a directive starts in a declaration's doc, read from the block above it.
_IN_DOC = compiled(r"(?:^|\s)@!(?:method|attribute)\b")
_ATTR_CALLS = {"r": "attr_reader", "w": "attr_writer"}
_CONTAINERS = frozenset({"class", "module"})
# The family of a kind: a `@!method` names a method, or a function outside any class.
_DIRECTIVE_KIND = {"property": "property", "method": "method", "function": "method"}


def directive_chunks(path: str, lang: str, lines: list[str], src: bytes, root: Node,
                     chunks: list[Chunk]) -> list[Chunk]:
    """The directive chunks of a parsed Ruby file whose walk gave ``chunks``; a declaration
    right below a directive block loses the block from its doc, and a directive naming that
    declaration is no chunk of its own (the real `def` or `attr_reader` wins, with the
    directive's doc when it has none)."""
    starts = {c.start: c for c in chunks}
    starting: dict[int, list[Chunk]] = {}
    for c in chunks:
        starting.setdefault(c.start, []).append(c)
        # A method or property below a directive block keeps the text above the directives,
        # each name of a statement that declares several its own directive's (below): each
        # name of factory_bot's `delegate :factories,` / `:rewind_sequence,` / … over lines
        # kept the whole block, the names below the first line too.
        cut = _IN_DOC.search(c.doc) if c.kind in _DIRECTIVE_KIND else None
        if cut is not None:
            c.doc = c.doc[:cut.start()].rstrip()
    declared = _declared(chunks)
    owners = _Owners(chunks)
    out: list[Chunk] = []
    last = -1         # the last row of the comment block being read
    below: Chunk | None = None
    hashes = [src.index(b"#", m.start()) for m in _DIRECTIVE_LINE.finditer(src)]
    for siblings, i in _comments_at(root, hashes):
        row = siblings[i].start_point.row
        if row > last:   # a new block; each is read once, however many directives it holds
            last = _block_end(siblings, i, lines)
            below = starts.get(last + 2)   # the declaration the block is the doc of
            # Of each declaration there: `attr_accessor :decode, :jwk` is two, each of which
            # kept the whole block of directives as its doc.
            for under in starting.get(last + 2, ()):
                cut = _IN_DOC.search(under.doc)
                if cut is not None:
                    under.doc = under.doc[:cut.start()].rstrip()
        end, adjacent = _directive_end(lines, row, last)
        found = _directive(lines, row, end)
        if found is None:
            continue
        kind, name, signature, doc = found
        if adjacent and below is not None and below.name.casefold() == name.casefold():
            below.doc = below.doc or doc
            continue
        owner = below if below is not None and below.kind in _CONTAINERS else owners.at(row + 1)
        if owner is None and kind == "method":
            kind = "function"
        container = "" if owner is None else \
            f"{owner.container}.{owner.name}" if owner.container else owner.name
        real = declared.get((_DIRECTIVE_KIND[kind], container, name.casefold()))
        if real is not None:
            # The directive documents a declaration its owner writes elsewhere in its body
            # (ruby-jwt's `# @!attribute [rw] verify_expiration` blocks, a blank line above
            # `attr_accessor :verify_expiration, …`): one address, the code's, with its doc.
            real.doc = real.doc or doc
            continue
        out.append(Chunk(path=path, lang=lang, kind=kind, name=name, container=container,
                         signature=signature, doc=doc, start=row + 1, end=end + 1,
                         text="\n".join(lines[row:end + 1])))
    return out


def _declared(chunks: list[Chunk]) -> dict[tuple[str, str, str], Chunk]:
    """The properties and methods the walk found, by (their kind's family, their
    container, their name folded), the first of a name kept."""
    found: dict[tuple[str, str, str], Chunk] = {}
    for c in chunks:
        kind = _DIRECTIVE_KIND.get(c.kind)
        if kind is not None:
            found.setdefault((kind, c.container, c.name.casefold()), c)
    return found


def _comments_at(root: Node, offsets: list[int]) -> list[tuple[list[Node], int]]:
    """The comment nodes opening at ``offsets`` (ascending; a `#` in a string or heredoc opens
    none), each as its siblings and its index among them, in order. One descent for all: a
    node's lookup (``descendant_for_byte_range``) and its ``next_sibling`` each scan its
    parent's children, which made 70,000 directive lines in one class body take 20 s."""
    found: list[tuple[list[Node], int]] = []
    # (node, the range of ``offsets`` inside it): ranges, not lists, so depth costs no copies.
    stack: list[tuple[Node, int, int]] = [(root, 0, len(offsets))]
    while stack:
        node, lo, hi = stack.pop()
        children = node.children
        for i, child in enumerate(children):
            if lo == hi:
                break
            if offsets[lo] >= child.end_byte:
                continue
            end = bisect_left(offsets, child.end_byte, lo, hi)
            if child.type == "comment":
                if child.start_byte == offsets[lo]:
                    found.append((children, i))
            elif child.child_count and offsets[end - 1] >= child.start_byte:
                stack.append((child, bisect_left(offsets, child.start_byte, lo, end), end))
            lo = end
    return sorted(found, key=lambda f: f[0][f[1]].start_byte)


def _block_end(siblings: list[Node], i: int, lines: list[str]) -> int:
    """The last row of the run of whole-line comments ``siblings[i]`` is in."""
    row = siblings[i].start_point.row
    for node in siblings[i + 1:]:
        if node.type != "comment" or node.start_point.row != row + 1 \
                or not lines[row + 1].lstrip().startswith("#"):
            break
        row += 1
    return row


def _directive_end(lines: list[str], row: int, last: int) -> tuple[int, bool]:
    """The directive's last row: before the next directive in its block, or the block's last,
    less the bare `#` lines that close it; and whether it closes the block (sits right above
    what follows)."""
    end = row
    while end < last and not _DIRECTIVE.match(lines[end + 1]):
        end += 1
    closes = end == last
    while end > row and lines[end].strip() == "#":
        end -= 1
    return end, closes


def _directive(lines: list[str], row: int, end: int) -> tuple[str, str, str, str] | None:
    """(kind, name, signature, doc) of the directive at ``row``, ``None`` when it
    names nothing (`# @!method` alone)."""
    line = lines[row]
    prose = [ln for ln in lines[row + 1:end + 1] if not _NOT_PROSE.match(ln)]
    doc = clean_comment("\n".join(prose))
    method = _METHOD.match(line)
    if method is not None:
        # Written as Ruby's own methods read: `def get(url = nil, params = nil, headers = nil)`.
        return "method", method.group(2), "def " + " ".join(method.group(1).split()), doc
    attribute = _ATTRIBUTE.match(line)
    if attribute is not None:
        call = _ATTR_CALLS.get(attribute.group(1) or "", "attr_accessor")
        return "property", attribute.group(2), f"{call} :{attribute.group(2)}", doc
    return None


class _Owners:
    """The innermost class or module chunk holding a line, asked for lines in increasing
    order: one sweep over the (nested) containers, however many directives a file holds."""

    def __init__(self, chunks: list[Chunk]) -> None:
        self.todo = sorted((c for c in chunks if c.kind in _CONTAINERS),
                           key=lambda c: (c.start, -c.end), reverse=True)
        self.open: list[Chunk] = []

    def at(self, line: int) -> Chunk | None:
        while self.todo and self.todo[-1].start <= line:
            self._close_before(self.todo[-1].start)
            self.open.append(self.todo.pop())   # nested in each container still open
        self._close_before(line)
        return self.open[-1] if self.open else None

    def _close_before(self, line: int) -> None:
        while self.open and self.open[-1].end < line:
            self.open.pop()
