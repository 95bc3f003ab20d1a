"""Ruby lambdas as declarations, for ``grammars_ruby.py``: a constant holding one is a
function (`NORMALIZE = ->(s) { … }`), and Rails' (and Mongoid's) `scope :hottest, ->(user) {
… }` in a model defines the class method `Story.hottest`, which code calls as it calls a
`def self.` method. Each is signed by the lambda's head, not its body. A model's associations
(`has_many :stories, -> { includes :user }`), whose scope is a lambda too, define the reader
of the associated records.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, field_text, text

if TYPE_CHECKING:
    from tree_sitter import Node


def is_lambda(node: Node | None, src: bytes) -> bool:
    """`->(s) { … }`, `lambda do |req| … end`, `proc { … }` or `Proc.new { … }`."""
    if node is None:
        return False
    if node.type == "lambda":
        return True
    if node.type != "call":
        return False
    maker = field_text(node, "receiver", src).removeprefix("::")
    method = field_text(node, "method", src)
    return method in ("lambda", "proc") and not maker or maker == "Proc" and method == "new"


def lambda_head_end(right: Node) -> int:
    """Where a lambda's head ends: after its block's `|params|` (`lambda do |req|`), else
    where its block opens (`->(s) {`)."""
    block = right if right.type == "lambda" else right.child_by_field_name("block")
    block = block.child_by_field_name("body") if block is not None and block.type == "lambda" \
        else block
    if block is None:
        return right.end_byte
    params = next((c for c in block.children if c.type == "block_parameters"), None)
    return params.end_byte if params is not None else block.start_byte


def rails_scope(node: Node, src: bytes) -> Decl | None:
    """`scope :name, <lambda>` in a class: the method ``name``, signed by its line when the
    scope is one (`scope :deleted, -> { where(is_deleted: true) }` says all it does), else by
    the lambda's head (`scope :hottest, ->(user = nil, exclude_tags = nil)`). lobsters'
    `Story` holds 27, and no chunk named one: `Story.hottest` was a line of a 1,400-line class.
    A routes file's `scope :api do` (a block, no lambda) is no method."""
    values = _symbol_led_arguments(node)
    if len(values) < 2 or not is_lambda(values[1], src):
        return None
    one_line = node.start_point[0] == node.end_point[0]
    return Decl(node, "method", text(values[0], src).lstrip(":"),
                sig_end=node.end_byte if one_line else lambda_head_end(values[1]))


# Rails' (and Mongoid's) association macros: each defines a reader named by its symbol.
RAILS_ASSOCIATIONS = frozenset({"has_many", "has_one", "belongs_to", "has_and_belongs_to_many",
                                "embeds_many", "embeds_one", "embedded_in"})


def rails_association(node: Node, src: bytes) -> Decl | None:
    """`has_many :stories, …` in a class: the method `stories`, signed by the call (its option
    lines folded). lobsters' `User` declares 29 and no chunk named one: "user stories
    association" found `User.stories_submitted_count`, never the line declaring `stories`
    (validations and callbacks name no method)."""
    values = _symbol_led_arguments(node)
    if not values:
        return None
    return Decl(node, "method", text(values[0], src).lstrip(":"), sig_end=node.end_byte)


def _symbol_led_arguments(node: Node) -> list[Node]:
    """A class body's macro call's arguments when the first is the symbol naming what it
    defines (`scope :hottest, …`, `has_many :stories`); none for a call on a receiver."""
    args = node.child_by_field_name("arguments")
    values = args.named_children if args is not None else []
    if node.child_by_field_name("receiver") is not None or not values \
            or values[0].type != "simple_symbol":
        return []
    return values
