"""Erlang files: their extensions, and the chunks `chunk/erlang.py`'s form scanner reads."""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import language_of

# A module as rebar3 writes one: a mode line and EDoc comments, attributes, a record, types, a
# callback, macros, a `-spec`ed function of two clauses whose body holds a `$.`, a dot in a
# string, a float and a record field, a conditional section, and an OTP 27 `-doc` above a
# function named by a quoted atom.
_MODULE = '''\
%%% -*- erlang-indent-level: 4 -*-
%%% @doc Merging of rebar.config options.
-module(rebar_opts).
-export([merge_opt/3, 'b-c'/0]).
-include_lib("kernel/include/file.hrl").
-record(state, {name = "x.y" :: string(), n = 1.5}).
-type t() :: #state{} | atom().
-callback init(Args :: term()) -> {ok, t()}.
-define(TIMEOUT, 5000).

-ifdef(TEST).
-compile(export_all).
-endif.

%%
%% @doc Function for dict:merge/3 to merge options by priority.
%%
-spec merge_opt(atom(), list(), list()) -> list().
merge_opt(deps, _NewValue, OldValue) when is_list(OldValue) ->
    Dot = $., Text = "a. b % no comment",
    S = #state{}, N = S#state.n * 2.0,
    {Dot, Text, N, OldValue};
merge_opt(_Key, NewValue, _OldValue) -> NewValue.

merge_opt(Key) -> merge_opt(Key, [], []).

-doc """
Says b.
""".
'b-c'() -> ok.
'''


def test_erlang_headers_are_erlang() -> None:
    # rebar3's `rebar.hrl` holds its records and macros; it was read as text.
    assert [language_of(p) for p in ("src/rebar_opts.erl", "src/rebar.hrl")] == ["erlang"] * 2


def test_erlang_forms_are_chunks() -> None:
    # rebar_opts.erl, 300 lines and 40 functions, was one whole-file chunk: a question about
    # merging profiles' erl_opts found none of `merge_opt`, `merge_erl_opts`, `merge_opts`.
    chunks = chunk_file("src/rebar_opts.erl", _MODULE, "erlang")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks if c.kind != "file"] == [
        ("struct", "state", 6, 6), ("type", "t", 7, 7), ("prototype", "init", 8, 8),
        ("macro", "TIMEOUT", 9, 9), ("function", "merge_opt", 18, 23),
        ("function", "merge_opt", 25, 25), ("function", "b-c", 27, 30)]
    merge, merge1, quoted = (c for c in chunks if c.kind == "function")
    # A `-spec` right above is the signature, its lines the function's; the `%%` comment
    # above is the doc, EDoc's tag dropped.
    assert merge.signature == "merge_opt(atom(), list(), list()) -> list()"
    assert merge.doc == "Function for dict:merge/3 to merge options by priority."
    assert merge1.signature == "merge_opt(Key)"   # no spec: its first clause's head
    assert quoted.doc == "Says b."
    module = chunks[0]
    assert (module.kind, module.signature, module.start) == ("file", "-module(rebar_opts).", 1)
    assert module.doc == "Merging of rebar.config options."


def test_erlang_file_of_terms_reads_whole() -> None:
    # A file of terms only (a `.app.src`-like `.erl` template, a config) declares nothing.
    chunks = chunk_file("priv/x.erl", "{application, x, [{vsn, \"1.0\"}]}.\n", "erlang")
    assert [c.kind for c in chunks] == ["file"]
