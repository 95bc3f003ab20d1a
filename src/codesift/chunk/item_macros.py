"""Rust items written inside an item-level macro call, opened up for parsing (the item a call
of a ``macro_rules!`` of the same file declares: ``macro_rules.py``).

tree-sitter reads ``pin_project! { pub struct Conn<T> { … } }`` as one macro invocation over an
unparsed token tree, so the struct inside was in no chunk at all: reqwest's body and
connection types (``pin_project!``), its ``if_hyper! { fn … }`` methods, axum's 40-odd
rejection types (``define_rejection!``, ``composite_rejection!``), tokio's ``cfg_rt! { … }``
sections. Here the call's head (``name! {``) and its closing brace are blanked, each the length
it had, so rows and offsets hold and the items inside parse as the file's (or the impl's) own.
A call whose content does not parse as items (a DSL: ``bitflags!``, ``lazy_static!``'s
``static ref``, diesel's ``table!``) is left as written (the one struct a ``bitflags!`` call
declares names it: ``grammars_rust._rust_table_item``).

>>> from codesift.chunk.parsers import parser_for
>>> parser, src = parser_for("rust"), b"m! {\\n    fn f() {}\\n}\\n"
>>> src, root = unwrap_item_macros(parser, src, parser.parse(src).root_node)
>>> src
b'    \\n    fn f() {}\\n;\\n'
>>> root.named_children[0].type
'function_item'
"""
from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate
from typing import TYPE_CHECKING

from codesift.chunk.base import first_named, parse_within
from codesift.chunk.conditionals import error_bytes, error_spans
from codesift.chunk.base import NOT_NEWLINE

if TYPE_CHECKING:
    from tree_sitter import Node, Parser

# The items whose bodies hold items; function bodies are not opened (their items are no chunks).
ITEM_CONTAINERS = frozenset({"impl_item", "trait_item", "mod_item", "foreign_mod_item"})
# What may stand between an opened call's braces that is no item.
_NOT_ITEMS = frozenset({"line_comment", "block_comment",
                        "empty_statement", "attribute_item", "inner_attribute_item"})
# A call inside an opened call is an item-level call too (tokio's `cfg_rt! { cfg_net! { … } }`);
# this many levels are opened, which is more than real code nests them.
_ROUNDS = 3
# (call start, the `{` after the name, the closing `}`, the call's end: after a `;` that follows,
# and the `{`…`}` of each arm whose items are kept, none for a call whose braces hold items)
_Span = tuple[int, int, int, int, tuple[tuple[int, int], ...]]
# The conditional macros whose arms hold items: the cfg-if crate's `cfg_if! { if #[cfg(unix)] {
# … } else { … } }` and std's `cfg_select! { feature = "full" => { … } _ => {} }`. lemmy's
# `LemmyError` and `LemmyResult`, written in a `cfg_select!` arm, and dashmap's methods in
# `cfg_if!` calls were in no chunk but the call's `macro` one.
_CONDITIONALS = frozenset({"cfg_if", "cfg_select"})


def unwrap_item_macros(parser: Parser, src: bytes, root: Node) -> tuple[bytes, Node]:
    """``src`` with every item-level ``name! { items }`` call opened, and its parse tree.

    A call stays closed when its content parses with errors, and the whole rewrite is
    dropped when the file would parse with more bytes in error outside the calls than before.
    """
    closed: set[int] = set()
    for _ in range(_ROUNDS):
        spans = _brace_calls(root, closed)
        if not spans:
            break
        variant = _blank(src, spans)
        tree = parse_within(parser, variant)
        if tree is None:
            break
        bad = set(_broken(tree, spans))   # a set: every call of a table-only file is bad
        if bad:
            closed.update(s[0] for s in bad)
            spans = [s for s in spans if s not in bad]
            if not spans:
                break
            variant = _blank(src, spans)
            tree = parse_within(parser, variant)
        if tree is None or error_bytes(tree) > error_bytes(root):
            break
        src, root = variant, tree
    return src, root


def _brace_calls(root: Node, closed: set[int]) -> list[_Span]:
    """Item-level macro calls whose arguments are one ``{…}`` token tree, but those in ``closed``."""
    spans: list[_Span] = []
    stack = [root]
    while stack:
        for child in stack.pop().named_children:
            if child.type in ITEM_CONTAINERS:
                body = child.child_by_field_name("body")
                if body is not None:
                    stack.append(body)
                continue
            # `name! { … };`: a trailing `;` makes the call an expression statement.
            call = first_named(child) if child.type == "expression_statement" else child
            if call is None or call.type != "macro_invocation" or child.start_byte in closed:
                continue
            args = call.children[-1]
            if (args.type == "token_tree" and args.children[0].type == "{"
                    and args.children[-1].type == "}"):
                spans.append((child.start_byte, args.start_byte, args.end_byte - 1, child.end_byte,
                              _arms(call, args)))
    return spans


def _arms(call: Node, args: Node) -> tuple[tuple[int, int], ...]:
    """The `{`…`}` of each arm of a conditional macro's call (``_CONDITIONALS``): the token
    trees in braces among its arguments, its conditions (`#[cfg(…)]`, `feature = "x"`) and
    their `if`, `else` and `=>` between them. None for any other call."""
    name = call.child_by_field_name("macro")
    if name is None or name.text is None \
            or name.text.decode("utf-8", "replace").rpartition("::")[2] not in _CONDITIONALS:
        return ()
    return tuple((t.start_byte, t.end_byte - 1) for t in args.children[1:-1]
                 if t.type == "token_tree" and t.children[0].type == "{")


def _blank(src: bytes, spans: list[_Span]) -> bytes:
    """``src`` with each call's head up to its ``{`` turned to spaces, and its closing ``}``
    to a ``;`` (spaces after it, over a ``;`` that followed).

    The ``;`` ends the last item where the call let it go without one: `thread_local! {
    static X: RefCell<…> = RefCell::default() }` is a static, but `static … = …` alone is no
    item, and insta's `RECORDED_DUPLICATES` and hashbrown's `DROP_VECTOR` were `macro
    thread_local!` chunks. After an item, a ``;`` is an empty statement, in a file and in an
    impl, trait or module body alike.
    """
    out = bytearray(src)
    for start, brace, close, end, arms in spans:
        # Keep line breaks: a head split over lines (`name!\n{`) must not move later rows.
        out[start:brace + 1] = bytes(out[start:brace + 1]).translate(NOT_NEWLINE)
        # A conditional's arms are opened the same way, and what lies between them blanked
        # (`} else if #[cfg(windows)] {`, `_ => {`).
        at = brace + 1
        for open_, shut in arms:
            out[at:open_ + 1] = bytes(out[at:open_ + 1]).translate(NOT_NEWLINE)
            out[shut:shut + 1] = b";"
            at = shut + 1
        if arms:
            out[at:close] = bytes(out[at:close]).translate(NOT_NEWLINE)
        out[close:end] = b";" + bytes(out[close + 1:end]).translate(NOT_NEWLINE)
    return bytes(out)


def _broken(tree: Node, spans: list[_Span]) -> list[_Span]:
    """The calls whose opened content holds a parse error, or no item: http's
    `status_codes! { (200, OK, "OK"); … }` parses as tuple statements, a table, not items."""
    errors = sorted((a, max(b, a + 1)) for a, b in error_spans(tree))
    starts = [a for a, _ in errors]
    reach = list(accumulate((b for _, b in errors), max))   # the furthest end so far
    items = _item_starts(tree)

    def erring(span: _Span) -> bool:   # an error starting by the call's `}`, ending past its start
        at = bisect_right(starts, span[2])
        return at > 0 and reach[at - 1] > span[0]

    return [s for s in spans if erring(s) or not _between(items, s[1], s[2])]


def _item_starts(tree: Node) -> list[int]:
    """Where each item (or item-level call) at item level starts, in order: one walk for all
    of a round's calls (a walk per call was quadratic in a file of many calls)."""
    starts: list[int] = []
    stack = [tree]
    while stack:
        for child in stack.pop().named_children:
            body = child.child_by_field_name("body") if child.type in ITEM_CONTAINERS else None
            if body is not None:
                stack.append(body)
            if child.type == "expression_statement":   # `cfg_net! { … };` is an item
                inner = first_named(child)
                if inner is not None and inner.type == "macro_invocation":
                    starts.append(child.start_byte)
            elif child.type not in _NOT_ITEMS:
                starts.append(child.start_byte)
    starts.sort()
    return starts


def _between(starts: list[int], low: int, high: int) -> bool:
    """Whether one of the sorted ``starts`` lies inside (``low``, ``high``)."""
    at = bisect_right(starts, low)
    return at < len(starts) and starts[at] < high
