"""Elixir's long runs of function clauses (grammars_elixir._pieces): a state machine's clauses
read a clause at a time, a table's rows together."""
from __future__ import annotations

from codesift.chunk import chunk_file


def _state_machine(states: int) -> str:
    """A gen_statem module whose `handle_event/4` has a 12-line clause per state, a comment
    right above each, and a run of one-line catch-all rows at its end."""
    lines = ["defmodule Car do", "  @doc \"Moves the car between states.\"",
             "  @impl true"]
    for n in range(states):
        if n:
            lines += ["", f"  # Leaving state {n}.", "  @impl true"]
        lines += [f"  def handle_event(:internal, :tick, :state{n}, data) do"]
        lines += [f"    step{n} = data.step + {i}" for i in range(10)]
        lines += ["  end"]
    lines += ["", "  def handle_event(:info, :ping, _state, data), do: {:keep_state, data}",
              "  def handle_event(:info, _msg, _state, data), do: {:keep_state, data}",
              "end", ""]
    return "\n".join(lines)


def test_a_long_run_of_clauses_is_a_chunk_a_clause_and_its_rows_one() -> None:
    # teslamate's `handle_event/4`: 61 clauses over 1,217 lines were one chunk addressed by
    # its first clause, the later ones' words past the body's token cap.
    chunks = [c for c in chunk_file("lib/car.ex", _state_machine(14), "elixir")
              if c.kind == "function"]
    assert len(chunks) == 15
    first, second, rows = chunks[0], chunks[1], chunks[-1]
    assert (first.start, first.end, first.doc) == (2, 15, "Moves the car between states.")
    assert first.signature == "def handle_event(:internal, :tick, :state0, data)"
    # A later clause starts at the comment and `@impl` above it, the comment its doc.
    assert (second.start, second.end, second.doc) == (17, 30, "Leaving state 1.")
    assert second.signature == "def handle_event(:internal, :tick, :state1, data)"
    assert (rows.start, rows.end) == (212, 213)
    assert rows.signature == "def handle_event(:info, :ping, _state, data)"
    assert {c.qualified for c in chunks} == {"Car.handle_event"}


def test_a_short_run_of_clauses_stays_one_chunk() -> None:
    chunks = [c for c in chunk_file("lib/car.ex", _state_machine(5), "elixir")
              if c.kind == "function"]
    assert [(c.start, c.end) for c in chunks] == [(2, 78)]


def test_a_long_table_of_one_line_clauses_stays_one_chunk() -> None:
    # A generated lookup table: 5,000 rows are one function, not 5,000 chunks of it.
    rows = [f'  def code({n}), do: "v{n}"' for n in range(5000)]
    src = "\n".join(["defmodule Codes do", *rows, "end", ""])
    chunks = chunk_file("lib/codes.ex", src, "elixir")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("module", "Codes", 1, 5002), ("function", "Codes.code", 2, 5001)]
