"""SQL's declaration rules (tree-sitter-sql): what a schema or migration file creates.

`CREATE TABLE users (…)` is the struct ``users`` (a schema-qualified ``app.users`` keeps
``app`` as its container), `CREATE VIEW` and `CREATE TYPE` are types, `CREATE FUNCTION`,
`CREATE PROCEDURE` and `CREATE TRIGGER` functions; the `--` comment above is the doc.
Indexes, `ALTER`, `INSERT` and queries create nothing to look up by name.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Rule, RuleResult, Scope, Spec, child_of_type, text

if TYPE_CHECKING:
    from tree_sitter import Node

_REFERENCE = frozenset({"object_reference"})


def _created(kind: str) -> Rule:
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        reference = text(child_of_type(node, _REFERENCE), src).replace('"', "").replace("`", "")
        if not reference:
            return None
        schema, _, name = reference.rpartition(".")
        # The header: `CREATE TABLE users`, `CREATE FUNCTION total_spent(uid INT) RETURNS …`.
        body = child_of_type(node, frozenset({"column_definitions", "create_query",
                                              "function_body"}))
        return Decl(node, kind, name, qual=schema,
                    sig_end=body.start_byte if body is not None and kind != "function" else -1,
                    body=body)
    return rule


SQL = Spec(
    module="tree_sitter_sql", factory="language",
    rules={
        "create_table": _created("struct"),
        "create_view": _created("type"),
        "create_materialized_view": _created("type"),
        "create_type": _created("type"),
        "create_function": _created("function"),
        "create_procedure": _created("function"),
        "create_trigger": _created("function"),
    },
    wrappers={"statement": None},
    slash_comments=False,
)
