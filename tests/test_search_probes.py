"""What a typed name is looked up as and which names match it how surely (``search/probes.py``),
on a real index."""
from __future__ import annotations

from pathlib import Path

from conftest import write_repo

FILES = {
    "lib/pry/method.rb": "class Pry\n  # Wraps a Ruby method with its source and docs.\n"
                         "  class Method\n    def initialize(method)\n      @method = method\n"
                         "    end\n  end\nend\n",
    "lib/pry/helpers.rb": "class Pry\n  module Helpers\n    # Whether the method was defined in the REPL.\n"
                          "    def pry_method?(method)\n      true\n    end\n  end\nend\n",
    "spec/method_spec.rb": "describe Pry::Method do\n  it 'wraps a method' do\n"
                           "    expect(Pry::Method.new(1)).to be_truthy\n  end\nend\n",
}


def test_a_typed_qualified_name_finds_its_declaration_first(make_index, tmp_path: Path) -> None:
    # `Pry::Method` is the class `Method` in `Pry`: not the `pry_method?` its letters run
    # together spell, nor a spec titled with the name as typed.
    ix = make_index(write_repo(tmp_path / "repo", FILES))
    ix.refresh()
    hits = ix.search("Pry::Method").hits
    assert (hits[0].path, hits[0].qualified) == ("lib/pry/method.rb", "Pry.Method")
    # Typed as its own name, the helper is still found first.
    assert ix.search("pry_method?").hits[0].qualified == "Pry.Helpers.pry_method?"
