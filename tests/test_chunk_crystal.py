"""Crystal files: their extension, the chunks `chunk/crystal.py`'s line reader reads, and a
search finding a method by what it does."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of

from conftest import write_repo

# A file as `crystal tool format` lays one out (after crystal-lang/shards): a module's
# constants, one spanning lines; a class with a typed method, a class method whose `rescue`
# sits at its indentation, an operator, a setter, an abstract method, a `{% %}` macro block
# (which breaks Ruby's grammar), a one-line class, a `lib` of `fun`s, and a spec.
_SOURCE = '''\
require "./ext/yaml"

module Shards
  LOCK_FILENAME = "shard.lock"
  KNOWN_PROVIDERS = {
    "github.com",
    "gitlab.com",
  }

  # A dependency's version requirement.
  class Requirement < Base
    # Whether `version` satisfies a `~>` pattern.
    def matches_approximate?(version : String, requirement : String) : Bool
      {% if flag?(:windows) %}
        version.starts_with?(requirement)
      {% else %}
        version == requirement
      {% end %}
    end

    def self.from_yaml(str)
      parse(str)
    rescue ex : YAML::ParseException
      raise Error.new("Invalid #{LOCK_FILENAME}")
    end

    def <=>(other : self)
      0
    end

    def name=(@name : String)
    end

    abstract def resolve(spec) : Array(String)
  end

  class Conflict < Error; end

  lib LibC
    fun getpid : Int32
  end
end
'''

_SPEC = '''\
require "../spec_helper"

module Shards
  describe Versions do
    it "sorts prereleases" do
      Versions.sort(["1.0", "1.0-a"]).should eq(["1.0-a", "1.0"])
    end
  end
end
'''


def test_crystal_files_are_crystal() -> None:
    # shards' sources were `text`: one chunk a file, named by the file.
    assert language_of("src/versions.cr") == "crystal"


def test_crystal_declarations_are_chunks() -> None:
    chunks = chunk_file("src/requirement.cr", _SOURCE, "crystal")
    shape = [(c.kind, c.name, c.container, c.start, c.end) for c in chunks if c.kind != "file"]
    assert shape == [
        ("module", "Shards", "", 3, 42),
        ("constant", "LOCK_FILENAME", "Shards", 4, 4),
        ("constant", "KNOWN_PROVIDERS", "Shards", 5, 8),
        ("class", "Requirement", "Shards", 11, 35),
        ("method", "matches_approximate?", "Shards.Requirement", 13, 19),
        ("method", "from_yaml", "Shards.Requirement", 21, 25),   # to the `end` past `rescue`
        ("method", "<=>", "Shards.Requirement", 27, 29),
        ("method", "name=", "Shards.Requirement", 31, 32),
        ("method", "resolve", "Shards.Requirement", 34, 34),     # abstract: no body
        ("class", "Conflict", "Shards", 37, 37),
        ("module", "LibC", "Shards", 39, 41),
        ("function", "getpid", "Shards.LibC", 40, 40)]           # a C binding: no body
    by_name = {c.name: c for c in chunks}
    approx = by_name["matches_approximate?"]
    assert approx.doc == "Whether `version` satisfies a `~>` pattern."
    assert approx.signature.startswith("def matches_approximate?(version : String")
    assert by_name["Requirement"].doc == "A dependency's version requirement."
    # The class keeps its own lines, its methods theirs.
    assert "starts_with?" not in by_name["Requirement"].text


def test_crystal_specs_are_named_by_their_titles() -> None:
    chunks = chunk_file("spec/unit/versions_spec.cr", _SPEC, "crystal")
    assert [(c.kind, c.name, c.container) for c in chunks if c.kind != "file"] == [
        ("module", "Shards", ""), ("namespace", "Versions", "Shards"),
        ("function", "sorts prereleases", "Shards.Versions")]


def test_crystal_file_of_statements_reads_whole() -> None:
    chunks = chunk_file("bin/run.cr", 'puts "hello"\nexit 1\n', "crystal")
    assert [c.kind for c in chunks] == ["file"]


def test_search_finds_a_crystal_method(tmp_path: Path, make_index: Callable[..., object]) -> None:
    # shards' "how does `~> 1.2` match a version" found `versions.cr` whole, no method in it.
    root = write_repo(tmp_path / "repo", {"src/requirement.cr": _SOURCE,
                                          "spec/unit/versions_spec.cr": _SPEC}, git=True)
    ix = make_index(root)
    ix.refresh()
    hits = ix.search("where is the approximate ~> version requirement matched", limit=5).hits
    assert (hits[0].path, hits[0].symbol) == ("src/requirement.cr", "matches_approximate?")
