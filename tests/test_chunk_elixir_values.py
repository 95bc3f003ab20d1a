"""An Elixir module's own values, its attributes and the matches in its body, are chunks.

A module chunk is a wrapper, whose body no search reads (``documents.is_wrapper``): what its
declarations leave, `@default_opts […]` or a NimbleOptions schema built in the module's body,
was in no chunk but the whole file's.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from codesift.chunk import chunk_file
from conftest import write_repo

# broadway's lib/broadway/options.ex, cut down: the schema holds every option's doc.
OPTIONS = '''defmodule Broadway.Options do
  @moduledoc false

  definition = [
    rate_limiting: [
      type: :non_empty_keyword_list,
      keys: [
        allowed_messages: [
          required: true,
          type: :pos_integer,
          doc: "An integer that describes how many messages are allowed in the interval."
        ]
      ]
    ]
  ]

  @definition NimbleOptions.new!(definition)

  def definition() do
    @definition
  end
end
'''

LIMITER = '''defmodule Broadway.Topology.RateLimiter do
  @moduledoc false
  use GenServer
  @behaviour Broadway.Limiter

  # Where the counter sits in the atomics array.
  @atomics_index 1
  @doc "Starts the limiter."
  @spec start_link(keyword) :: GenServer.on_start()
  def start_link(opts), do: GenServer.start_link(__MODULE__, opts)

  @impl true
  def init(opts), do: {:ok, :atomics.new(@atomics_index, [])}
end
'''


def test_module_attributes_and_matches_are_its_values() -> None:
    # The module's own attributes are constants (the comment above its doc), a match in its
    # body a variable; Elixir's own attributes (`@moduledoc`, `@behaviour`, `@doc`, `@spec`,
    # `@impl`) stay none, and the function keeps its doc and its lines from its `@doc`.
    chunks = chunk_file("lib/broadway/options.ex", OPTIONS, "elixir")
    got = [(c.kind, c.name, c.container, c.start, c.end, c.signature) for c in chunks
           if c.kind in ("constant", "variable")]
    assert got == [
        ("variable", "definition", "Broadway.Options", 4, 15, "definition = […]"),
        ("constant", "definition", "Broadway.Options", 17, 17,
         "@definition NimbleOptions.new!(definition)")]
    assert "allowed_messages" in next(c for c in chunks if c.kind == "variable").text
    chunks = chunk_file("lib/broadway/topology/rate_limiter.ex", LIMITER, "elixir")
    got = [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks if c.kind != "module"]
    assert got == [
        ("constant", "atomics_index", 7, 7, "Where the counter sits in the atomics array."),
        ("function", "start_link", 8, 10, "Starts the limiter."),
        ("function", "init", 12, 13, "")]


def test_an_attribute_opening_a_map_struct_or_tuple_keeps_its_brace() -> None:
    # absinthe's `@type_mapping %{` was signed `@type_mapping %` (14 attributes there, 15 in
    # ecto, mint and oban): the brace, trailing the line, was read as a body's.
    src = ("defmodule M do\n  @type_mapping %{\n    A => B\n  }\n  @defaults %Config{\n"
           "    a: 1\n  }\n  @pair {\n    :a,\n    :b\n  }\n  @list [\n    1\n  ]\nend\n")
    got = [c.signature for c in chunk_file("lib/m.ex", src, "elixir") if c.kind == "constant"]
    assert got == ["@type_mapping %{…}", "@defaults %Config{…}", "@pair {…}", "@list […]"]


def test_an_option_documented_in_a_module_s_schema_is_found(
        tmp_path: Path, make_index: Callable[..., object]) -> None:
    # broadway: "allowed_messages option for rate limiting" found options.ex only by its whole
    # file, its chunk `validate_batch_size`, which says nothing of it; the schema is a hit now.
    root = write_repo(tmp_path / "repo", {
        "lib/broadway/options.ex": OPTIONS,
        "lib/broadway/topology/rate_limiter.ex": LIMITER,
    })
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("allowed_messages option", limit=5).hits
    assert (hits[0].path, hits[0].symbol, hits[0].kind) == (
        "lib/broadway/options.ex", "definition", "variable")
