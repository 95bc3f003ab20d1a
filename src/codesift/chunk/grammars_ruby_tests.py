"""Ruby's specs, for ``grammars_ruby.py``: RSpec's and minitest/spec's groups and examples
(`describe Foo do`, `it "does y" do`, Rails' `test "…" do`), a project's own group helper
titled by a string whose block holds them (capybara's `Capybara::SpecHelper.spec '#fill_in'
do`), and the calls that define a matcher (`RSpec::Matchers.define :allow_event do`).

A group is a namespace holding its examples, an example a function named by its title as
RSpec reports it, so `describe Draper::CollectionDecorator do` / `it "decorates each item" do`
is `Draper::CollectionDecorator.decorates each item`. Which call is a spec, where, is
``grammars_ruby._ruby_call``'s to say.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, child_of_type, collapse, field_text, plus_operands, text,
)

if TYPE_CHECKING:
    from tree_sitter import Node

# Spec blocks: `describe Foo do … end` groups its examples as a namespace does; `it "does y"
# do … end` is one example, named by its string (RSpec, minitest/spec, Rails `test "…"`).
SPEC_GROUPS = frozenset({"describe", "context", "feature", "shared_examples",
                         "shared_context", "shared_examples_for"})
SPEC_EXAMPLES = frozenset({"it", "specify", "example", "scenario", "test", "its"})


SPEC_TITLES = frozenset({"string", "chained_string"})


def _title(node: Node, src: bytes, quotes: str) -> str:
    """A spec's title as RSpec reports it, less the ``quotes`` around it: strings continued
    over lines with `\\` (pry's `it("raises … to another " \\ "`hist --replay`")`, named
    `… another " \\ "`hist -…`) are their contents joined, each less its own delimiters, and
    so are strings joined with `+` (``plus_operands``)."""
    if node.type == "binary":
        parts = plus_operands(node, "binary", SPEC_TITLES)
        if parts:
            return "".join(_title(p, src, "") if p.type == "chained_string" else _unquoted(p, src)
                           for p in parts)
    if node.type != "chained_string":
        return text(node, src).strip(quotes)
    return "".join(_unquoted(part, src) for part in node.named_children)


def _unquoted(node: Node, src: bytes) -> str:
    """A string's contents, less its own delimiters when it is quoted."""
    p = text(node, src)
    return p[1:-1] if p[:1] in "\"'" and p[-1:] == p[:1] else p


def ruby_spec(node: Node, method: str, src: bytes) -> RuleResult:
    block = child_of_type(node, {"do_block", "block"})
    args = node.child_by_field_name("arguments")
    if block is None or args is None or not args.named_children:
        return None
    first = args.named_children[0]
    title = collapse(_title(first, src, "\"':"), 80)
    name = title.lstrip(".# ")   # "#bar" -> bar
    if name.startswith("{") and title[:len(title) - len(name)].endswith("#"):
        # An interpolation's `#{…}` opening the title, no method's mark: aasm's `describe
        # "#{event_type}_transaction callback"` read `{event_type}_transaction callback`.
        name = "#" + name
    second = args.named_children[1] if len(args.named_children) > 1 else None
    if second is not None and second.type in ("string", "chained_string"):
        # `RSpec.describe Dry::Validation::Contract, "Rule#each" do`: the string says what of
        # the class the group tests, and the name is the two joined as RSpec's report joins
        # them (`Contract#call`, `Contract.rule`, `Contract Rule#each`: no space after a class
        # before `#`, `.` or `::`). By the class alone, dry-validation's 17 spec files were 17
        # groups named `Dry::Validation::Contract`. A symbol there is a tag (`:focus`), no title.
        what = collapse(_title(second, src, "\"'"), 80)
        glued = first.type in ("constant", "scope_resolution") and what.startswith(("#", ".", "::"))
        name += what if glued else f" {what}"
    body = child_of_type(block, {"body_statement", "block_body"})
    if method in SPEC_GROUPS:
        return Decl(node, "namespace", name, body=body, members=body, sig_end=block.start_byte)
    return Decl(node, "function", name, body=body, sig_end=block.start_byte)


def holds_specs(node: Node, src: bytes) -> bool:
    """Whether a call's block holds a spec group or example (`it "…" do`, `describe "#x" do`,
    `it_behaves_like "…"`), which makes the call a group whatever it names."""
    block = node.child_by_field_name("block")
    body = child_of_type(block, {"body_statement", "block_body"}) if block is not None else None
    return body is not None and any(
        c.type == "call" and field_text(c, "method", src) in SPEC_CALLS
        for c in body.named_children)


SPEC_CALLS = SPEC_GROUPS | SPEC_EXAMPLES | {"it_behaves_like", "include_examples"}


def defines_matcher(node: Node, method: str, src: bytes) -> bool:
    """`RSpec::Matchers.define` (`Matchers.define`, `::RSpec::Matchers.define`), or `matcher`
    called bare, as a module extending `RSpec::Matchers::DSL` does."""
    receiver = node.child_by_field_name("receiver")
    if receiver is None:
        return method == "matcher"
    return method == "define" and text(receiver, src).removeprefix("::") in _MATCHERS_MODULES


_MATCHERS_MODULES = frozenset({"RSpec::Matchers", "Matchers"})
