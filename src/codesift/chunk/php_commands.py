"""A PHP console command's description, the doc of its class.

A Laravel command says what it does in `protected $description = '…'`, a Symfony one in
`#[AsCommand(description: '…')]` (or, before it, `protected static $defaultDescription`),
printed by `php artisan list` / `bin/console list`: the class had no doc of its own, the
words a property's (koel's `PruneLibraryCommand` "Remove empty artists and albums" found as
`PruneLibraryCommand.description`, the class 2nd).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import child_of_type, text
from codesift.chunk.docparagraphs import collapse_doc
from codesift.chunk.doctext import DOC_MAX

if TYPE_CHECKING:
    from tree_sitter import Node

# The properties a command's description is written in.
_DESCRIBING = frozenset({"description", "defaultDescription"})
_STRINGS = frozenset({"string", "encapsed_string"})
# An escape's character where it is one a description would show (`\'`, `\"`, `\\`, `\$`);
# another (`\n`, `\t`) reads as a space.
_ESCAPED = frozenset("'\"\\$")


def command_description(node: Node, body: Node | None, src: bytes) -> str:
    """The description a class over a `…Command` base (`extends Command`, `extends
    \\Illuminate\\Console\\Command`) gives itself, "" else: its `#[AsCommand(description:
    '…')]` (Symfony reads it over the property), else the literal its body assigns to
    `$description` or `$defaultDescription`."""
    base = child_of_type(node, frozenset({"base_clause"}))
    if body is None or base is None or not any(
            text(b, src).rsplit("\\", 1)[-1].endswith("Command") for b in base.named_children):
        return ""
    values = [*_attribute_values(node, src), *_property_values(body, src)]
    return next(filter(None, (_literal(v, src) for v in values)), "")


def _attribute_values(node: Node, src: bytes) -> list[Node]:
    """The `description:` arguments of the class's `#[AsCommand(…)]` attributes."""
    groups = child_of_type(node, frozenset({"attribute_list"}))
    found = []
    for group in groups.named_children if groups is not None else ():
        for attribute in group.named_children:
            named = child_of_type(attribute, frozenset({"name", "qualified_name"}))
            args = child_of_type(attribute, frozenset({"arguments"}))
            if named is None or args is None \
                    or text(named, src).rsplit("\\", 1)[-1] != "AsCommand":
                continue
            for arg in args.named_children:
                label = child_of_type(arg, frozenset({"name"}))
                if label is not None and text(label, src) == "description":
                    found.append(arg.named_children[-1])
    return found


def _property_values(body: Node, src: bytes) -> list[Node]:
    """The values the body's `$description`/`$defaultDescription` properties start with."""
    found = []
    for member in body.named_children:
        element = child_of_type(member, frozenset({"property_element"})) \
            if member.type == "property_declaration" else None
        name = child_of_type(element, frozenset({"variable_name"})) if element else None
        if name is not None and text(name, src).lstrip("$") in _DESCRIBING:
            found.append(element.named_children[-1])
    return found


def _literal(value: Node, src: bytes) -> str:
    """A string literal's text as PHP reads it, "" for anything else (`"Hi {$name}"` too)."""
    if value.type not in _STRINGS:
        return ""
    parts = []
    for part in value.named_children:
        if part.type == "escape_sequence":
            said = text(part, src)[1:]
            parts.append(said if said in _ESCAPED else " ")
        elif part.type == "string_content":
            said = text(part, src)
            # In single quotes only `\'` and `\\` are escapes, left in the content.
            parts.append(said.replace("\\'", "'").replace("\\\\", "\\")
                         if value.type == "string" else said)
        else:
            return ""
    return collapse_doc("".join(parts), DOC_MAX)
