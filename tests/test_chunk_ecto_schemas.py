"""Ecto's schema blocks are the struct their module defines (chunk/ecto_schemas.py): their
fields and associations were lines of the module, whose text no search reads."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from conftest import write_repo

# hexpm's lib/hexpm/accounts/user.ex, cut down.
USER = '''defmodule Hexpm.Accounts.User do
  use Hexpm.Schema

  @derive {Phoenix.Param, key: :username}
  schema "users" do
    field :username, :string
    field :deactivated_at, :utc_datetime_usec
    timestamps()

    has_many :keys, Key
  end

  def build(params) do
    cast(%User{}, params, ~w(username)a)
  end
end
'''

HANDLES = '''defmodule Hexpm.Accounts.UserHandles do
  use Hexpm.Schema

  embedded_schema do
    field :twitter, :string
    field :github, :string
  end
end
'''

# Absinthe's `schema` names a module, not a source: no struct.
ABSINTHE = '''defmodule MyAppWeb.Schema.Types do
  schema MyAppWeb.Schema do
    field :id, :id
  end
end
'''

# A migration adding the column, whose words the question shares.
MIGRATION = '''defmodule Hexpm.RepoBase.Migrations.AddDeactivatedAt do
  use Ecto.Migration

  def change do
    alter table(:users) do
      add :deactivated_at, :utc_datetime_usec
    end
  end
end
'''


def _structs(chunks: list) -> list[tuple[str, str, int, int, str]]:
    return [(c.kind, c.qualified, c.start, c.end, c.signature) for c in chunks
            if c.kind == "struct"]


def test_a_schema_block_is_its_module_s_struct() -> None:
    chunks = chunk_file("lib/hexpm/accounts/user.ex", USER, "elixir")
    assert _structs(chunks) == [("struct", "Hexpm.Accounts.User", 4, 11, 'schema "users"')]
    assert "field :deactivated_at" in next(c for c in chunks if c.kind == "struct").text
    chunks = chunk_file("lib/hexpm/accounts/user_handles.ex", HANDLES, "elixir")
    assert _structs(chunks) == [
        ("struct", "Hexpm.Accounts.UserHandles", 4, 7, "embedded_schema")]
    assert _structs(chunk_file("lib/my_app_web/schema/types.ex", ABSINTHE, "elixir")) == []


def test_a_field_of_a_schema_is_found(tmp_path: Path, make_index: Callable[..., object]) -> None:
    # hexpm: "deactivated_at field user" found the migration and a plug, never the schema.
    ix = make_index(write_repo(tmp_path / "repo", {
        "lib/hexpm/accounts/user.ex": USER,
        "priv/repo/migrations/20190923222150_add_deactivated_at.exs": MIGRATION}))
    ix.refresh()
    hits = [(h.path, h.kind) for h in ix.search("user schema deactivated_at field").hits[:1]]
    assert hits == [("lib/hexpm/accounts/user.ex", "struct")]
