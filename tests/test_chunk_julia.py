"""Julia files: the chunks read from tree-sitter-julia's parse (`chunk/grammars_julia.py`), and a
search finding a function by what its error says."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from codesift.chunk import chunk_file
from codesift.languages import language_of

from conftest import write_repo

# A file laid out as DataFrames.jl's are: a module whose body is not indented, an abstract
# type, a struct with an inner constructor, a documented function (its docstring opening with
# the indented signature), one extending Base's, a callable type's method, short forms (one
# over two lines, with `where`, an operator), a docstring over a signature alone, a constant,
# a macro, and a docstring holding what reads as code.
_SOURCE = '''\
module Frames

abstract type AbstractIndex end

struct Index <: AbstractIndex
    lookup::Dict{Symbol, Int}
    names::Vector{Symbol}
    function Index(names::Vector{Symbol})
        new(Dict(n => i for (i, n) in enumerate(names)), names)
    end
end

"""
    lookupname(l, idx)

Look up a column by name; suggest the most similar names when it is missing.
"""
@inline function lookupname(l::Dict{Symbol, Int}, idx::Symbol)
    i = get(l, idx, nothing)
    if i === nothing
        throw(ArgumentError("column name :$idx not found in the data frame"))
    end
    return i
end

function Base.show(io::IO, x::Index)
    print(io, "Index")
end

function (agg::Aggregate{typeof(var)})(incol::AbstractVector)
    reduce(+, incol)
end

Base.merge(x::Index, y::Index; makeunique::Bool=false) =
    merge!(copy(x), y, makeunique=makeunique)
nrows(x::T) where {T<:AbstractIndex} = length(x.names)
Base.:(==)(x::Index, y::Index) = x.names == y.names

"""
Delete the rows `inds`.
"""
Base.deleteat!(x::Index, inds)

const DEFAULT_WIDTH = 80

macro checkcols(ex)
    esc(ex)
end

"""
Examples:

function fake(x)
end
"""
helper(x) = x

end # module
'''

_TESTS = '''\
module TestJoin
using Test

@testset "all joins" begin
    @test 1 == 1
    @testset "matchmissing" begin
        @test true
    end
end

end
'''


def test_julia_files_are_julia() -> None:
    assert language_of("src/other/index.jl") == "julia"


def test_julia_declarations_are_chunks() -> None:
    # DataFrames.jl's files were one chunk each, named by the file: no function was a hit.
    chunks = chunk_file("src/index.jl", _SOURCE, "julia")
    shape = [(c.kind, c.name, c.container, c.start, c.end) for c in chunks if c.kind != "file"]
    assert shape == [
        ("module", "Frames", "", 1, 58),
        ("type", "AbstractIndex", "Frames", 3, 3),
        ("struct", "Index", "Frames", 5, 11),
        ("function", "Index", "Frames.Index", 8, 10),      # an inner constructor
        ("function", "lookupname", "Frames", 18, 24),
        ("function", "show", "Frames", 26, 28),            # Base.show extended
        ("function", "Aggregate", "Frames", 30, 32),       # a callable type's method
        ("function", "merge", "Frames", 34, 35),
        ("function", "nrows", "Frames", 36, 36),
        ("function", "==", "Frames", 37, 37),
        ("function", "deleteat!", "Frames", 42, 42),       # a documented signature alone
        ("constant", "DEFAULT_WIDTH", "Frames", 44, 44),
        ("macro", "checkcols", "Frames", 46, 48),
        ("function", "helper", "Frames", 56, 56)]          # not the docstring's `fake`
    by_name = {c.name: c for c in chunks}
    assert by_name["lookupname"].doc == ("Look up a column by name; suggest the most similar "
                                         "names when it is missing.")
    assert by_name["lookupname"].signature.startswith("@inline function lookupname(")
    assert by_name["deleteat!"].doc == "Delete the rows `inds`."
    # A docstring is its declaration's doc, no stretch of code between declarations.
    assert not any(c.kind == "file" and "similar names" in c.text for c in chunks)


def test_julia_test_sets_are_named_by_their_titles() -> None:
    chunks = chunk_file("test/join.jl", _TESTS, "julia")
    assert [(c.kind, c.name, c.container) for c in chunks if c.kind != "file"] == [
        ("module", "TestJoin", ""), ("function", "all joins", "TestJoin"),
        ("function", "matchmissing", "TestJoin.all joins")]


# What a reader of lines missed or misread in DataFrames.jl, and the parse reads: a short form
# behind a qualified macro (iteration.jl's `Base.@propagate_inbounds Base.getindex(…) =`), a
# method `@eval`ed per type in a `for` loop, a callable type named by its type alone, a
# docstring whose closing line ends in a comment (dataframe.jl's `nrow`), a `const` of two
# names, `@doc`, a `#= … =#` comment over a function, a `let`'s `global` function, a call
# under a string in a test set (no documented signature: grouping.jl's `show(io, gd,
# allgroups=true)`), and test sets after a module's `end`, outside it.
_PARSED = '''\
module Rows

Base.@propagate_inbounds Base.getindex(itr::Rows, i::Int) =
    parent(itr)[i, :]

for T in (:Int, :Bool)
    @eval function Base.setindex!(df::Rows, v, row::$T)
        df
    end
end

function (::Identity)(x)
    return x
end

"""
    nrow(df)

Return the number of rows.
""" # note: a type assertion
nrow(df::Rows) = 1

const A, B = 1, 2

@doc "Width of a row." width(r) = 1

#=
Height of a row.
=#
height(r) = 1

let cache = Dict()
    global cached(x) = get!(cache, x, x)
end

end # module

@testset "printing" begin
    expected = """
        1 | 4
        """
    show(io, df)
end
'''


def test_julia_parse_reads_what_lines_missed() -> None:
    chunks = chunk_file("src/rows.jl", _PARSED, "julia")
    shape = [(c.kind, c.name, c.container, c.start, c.end) for c in chunks if c.kind != "file"]
    assert shape == [
        ("module", "Rows", "", 1, 36),
        ("function", "getindex", "Rows", 3, 4),
        ("function", "setindex!", "Rows", 7, 9),
        ("function", "Identity", "Rows", 12, 14),
        ("function", "nrow", "Rows", 21, 21),
        ("constant", "A", "Rows", 23, 23),
        ("constant", "B", "Rows", 23, 23),
        ("function", "width", "Rows", 25, 25),
        ("function", "height", "Rows", 30, 30),
        ("function", "cached", "Rows", 33, 33),              # a `let`'s `global` function
        ("function", "printing", "", 38, 43)]
    by_name = {c.name: c for c in chunks}
    assert by_name["nrow"].doc == "Return the number of rows."
    assert by_name["width"].doc == "Width of a row."
    assert by_name["height"].doc == "Height of a row."   # a `#= … =#` comment's
    assert by_name["width"].signature == "width(r)"
    assert by_name["getindex"].signature == \
        "Base.@propagate_inbounds Base.getindex(itr::Rows, i::Int)"


def test_julia_script_reads_whole() -> None:
    chunks = chunk_file("docs/make.jl", 'using Documenter\nmakedocs(sitename="X")\n', "julia")
    assert [c.kind for c in chunks] == ["file"]


def test_search_finds_a_julia_function(tmp_path: Path, make_index: Callable[..., object]) -> None:
    # DataFrames.jl's "column name "prce" not found in the data frame" found index.jl, no
    # function in it.
    root = write_repo(tmp_path / "repo", {"src/index.jl": _SOURCE, "test/join.jl": _TESTS},
                      git=True)
    ix = make_index(root)
    ix.refresh()
    hits = ix.search('ERROR: ArgumentError: column name :prce not found in the data frame',
                     limit=5).hits
    assert (hits[0].path, hits[0].symbol) == ("src/index.jl", "lookupname")
