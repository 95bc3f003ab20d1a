"""Elixir's configuration scripts: each `config :app, …` call in `config/config.exs`,
`dev.exs`, `runtime.exs` (Config's, Mix.Config's) a section of its own.

A Phoenix app's configuration is a script of `config` calls, under `if config_env() ==
:prod do` too, read by `Application.get_env(:app, key)`: the whole script was one chunk
(hexpm's runtime.exs, 189 lines, no summary), found 7th for the `HEXPM_REPO_BUCKET` its
`config :hexpm, repo_bucket: System.fetch_env!("HEXPM_REPO_BUCKET")` reads.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk import elixir_docs as edoc
from codesift.chunk.base import Decl, RuleResult, Scope, child_of_type, text

if TYPE_CHECKING:
    from tree_sitter import Node

# What a `config` call's second argument may be when it is the key configured under the
# app (`config :hexpm, HexpmWeb.Endpoint, …`, `config :logger, :console, …`), not the
# keyword list of the app's own settings (`config :hexpm, ecto_repos: […]`).
_KEYS = frozenset({"atom", "alias"})


def config_section(call: Node, scope: Scope, src: bytes) -> RuleResult:
    """`config :hexpm, HexpmWeb.Endpoint, url: […]` as a section named `:hexpm,
    HexpmWeb.Endpoint` and signed by its call up to that key (`config :hexpm` when it sets
    the app's own keys); not a call whose first argument is no atom (a function's), nor one
    in a module's body: a script's top, or a condition's block there (`if config_env() ==
    :prod do`), is the file's scope, named ""."""
    if scope.kind:
        return None
    args = child_of_type(call, edoc.ARGUMENTS)
    given = args.named_children if args is not None else []
    if not given or given[0].type != "atom" or call.child_by_field_name("receiver") is not None:
        return None
    keyed = given[:2] if len(given) > 1 and given[1].type in _KEYS else given[:1]
    return Decl(call, "section", ", ".join(text(n, src) for n in keyed),
                sig_end=keyed[-1].end_byte)
