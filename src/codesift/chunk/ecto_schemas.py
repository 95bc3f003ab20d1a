"""Ecto's schemas: a module's `schema "users" do field … end` (or `embedded_schema do`) is
the struct the module defines, a chunk named as its `defstruct` would be (``_struct`` in
``grammars_elixir.py``).

A schema block was lines of its module, whose text no search reads (a module's chunk is a
wrapper): hexpm's 52 schemas, every field and association of its data model, were found by no
search but their file's. "User schema" ranked a SQL dump's `schema_migrations` first and
`Hexpm.Accounts.User` 15th; "deactivated_at field" found a migration, never the schema. Now
`schema "users" do` in `defmodule Hexpm.Accounts.User` is `struct Hexpm.Accounts.User` signed
`schema "users"`, its fields (`field :deactivated_at, :utc_datetime_usec`, `has_many :keys,
Key`) its text; the `@derive` lines above it are its lines.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, child_of_type, first_named
from codesift.chunk.django_urls import one_line
from codesift.chunk import elixir_docs as edoc

if TYPE_CHECKING:
    from tree_sitter import Node

# Ecto's schema macros and TypedEctoSchema's: those given a source (a table) first, and those
# given none (an embedded schema's).
_SOURCED = frozenset({"schema", "typed_schema"})
_EMBEDDED = frozenset({"embedded_schema", "typed_embedded_schema"})
ECTO_SCHEMAS = _SOURCED | _EMBEDDED


def ecto_schema(call: Node, keyword: str, scope: Scope, src: bytes) -> RuleResult:
    """The struct a module's schema block defines, named by the module; ``None`` outside a
    module, without a block, or for a `schema` call given no source string (Absinthe's and
    other DSLs' `schema` are none)."""
    block = child_of_type(call, frozenset({"do_block"}))
    if scope.kind != "module" or not scope.name or block is None:
        return None
    if keyword in _SOURCED:
        args = child_of_type(call, edoc.ARGUMENTS)
        source = first_named(args) if args is not None else None
        if source is None or source.type != "string":
            return None
    sig = one_line(src[call.start_byte:block.start_byte].decode("utf-8", "replace"))
    return Decl(call, "struct", scope.name, body=block, sig=sig, beside=True,
                lead=edoc.lead(call, src, edoc.STRUCT_ATTRIBUTES))
