"""Elixir's declarations from the real grammar (`grammars_elixir.py`, `elixir_docs.py`):
clauses, docs and specs, types and structs, callbacks, comprehensions and `__using__` hooks.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_elixir_clauses_docs_and_modules() -> None:
    chunks = _chunks("sample.ex")
    call = _find(chunks, "Plug.Sample.call")
    assert (call.start, call.end) == (17, 25)   # both clauses from the `@doc`, read as its doc
    assert (call.doc, call.signature) == ("Calls the plug.", 'def call(%{method: "GET"} = conn, _opts)')
    assert [c.start for c in chunks if c.name == "call"] == [17]
    module = _find(chunks, "Plug.Sample", "module")
    # Named as an alias leaves it in code (`Sample`), in `Plug`, as Ruby's `Plug::Sample` is.
    assert (module.name, module.container, module.doc) == ("Sample", "Plug", "A sample plug.\nMore text.")
    assert _find(chunks, "Plug.Sample.helper").signature == "defp helper(x)"   # no guard
    assert _find(chunks, "Plug.Sample.Inner.run").kind == "function"
    assert _find(chunks, "Size.BitString", "impl").signature == "defimpl Size, for: BitString"


def test_elixir_function_lines_start_at_its_doc_and_spec() -> None:
    # `@doc`, `@spec`, `@impl`, `@deprecated` right above a function are its lines, as other
    # languages' attributes and doc comments are: they leave the module's own text (Ecto's
    # `Ecto.Changeset` held its 50 `@doc` blocks). A module's own attribute is no function's:
    # a constant of its own.
    src = ('defmodule Ecto.Changeset do\n'
           '  @moduledoc "Changesets."\n'
           '  @relations [:assoc]\n'
           '\n'
           '  @doc """\n'
           '  Wraps the given data in a changeset.\n'
           '  """\n'
           '  @spec change(Ecto.Schema.t() | t, map) :: t\n'
           '  def change(data, changes \\\\ %{})\n'
           '  def change(data, changes), do: {data, changes}\n'
           '\n'
           '  @type t :: map\n'
           '  # Old name.\n'
           '  @doc since: "3.0"\n'
           '  @deprecated "Use change/2"\n'
           '  @impl true\n'
           '  def old(data), do: data\n'
           'end\n')
    chunks = chunk_file("lib/ecto/changeset.ex", src, "elixir")
    change = _find(chunks, "Ecto.Changeset.change")
    assert (change.start, change.end, change.doc) == (5, 10, "Wraps the given data in a changeset.")
    assert change.signature == "def change(data, changes \\\\ %{})"
    assert change.text.startswith('  @doc """')
    old = _find(chunks, "Ecto.Changeset.old")
    assert (old.start, old.end) == (14, 17)
    module = _find(chunks, "Ecto.Changeset", "module")
    assert "@doc" not in module.text and "@spec" not in module.text and "@impl" not in module.text
    assert _find(chunks, "Ecto.Changeset.relations", "constant").start == 3
    assert _find(chunks, "Ecto.Changeset.t", "type").start == 12   # a chunk of its own


def test_elixir_comments_above_a_function_s_attributes_are_its_doc() -> None:
    # gettext documents its internal functions in `#` comments above `@doc false` and
    # `@spec`: `to_interpolatable`, `keys` and `init` had no doc, the attributes standing
    # between the comments and the `def`. A `@doc` saying something still wins, a comment
    # a blank line above stays no doc, and a trailing comment on the code above is none.
    src = ('defmodule Gettext.Interpolation.Default do\n'
           '  # Extracts interpolations from a given string.\n'
           '  @doc false\n'
           '  @spec to_interpolatable(String.t()) :: [String.t() | atom()]\n'
           '  def to_interpolatable(string) when is_binary(string), do: [string]\n'
           '\n'
           '  # Not the doc.\n'
           '  @doc "Returns the keys."\n'
           '  @spec keys(String.t()) :: [atom()]\n'
           '  def keys(string), do: []\n'
           '\n'
           '  # Far above.\n'
           '\n'
           '  @spec init(map) :: map\n'
           '  def init(context), do: context\n'
           '\n'
           '  @pattern "%{" # the opening mark\n'
           '  @doc false\n'
           '  def pattern, do: @pattern\n'
           'end\n')
    chunks = chunk_file("lib/gettext/interpolation/default.ex", src, "elixir")
    docs = {c.name: (c.start, c.doc) for c in chunks if c.kind == "function"}
    assert docs == {"to_interpolatable": (3, "Extracts interpolations from a given string."),
                    "keys": (8, "Returns the keys."), "init": (14, ""), "pattern": (18, "")}


def test_elixir_a_hidden_module_s_comment_is_its_doc() -> None:
    # floki's 18 internal modules write `@moduledoc false` and then say what they are in a
    # `#` comment (`# The finder engine traverse the HTML tree …`), tesla's and ecto's above it:
    # they had no doc. A comment right above a `def` stays that function's.
    src = ("defmodule Floki.Finder do\n  @moduledoc false\n\n"
           "  # The finder engine traverses the tree.\n  # It matches selectors.\n\n"
           "  def find(tree), do: tree\nend\n\n"
           "defmodule Tesla.Formatter do\n  # Heavily based on Logger.Formatter\n"
           "  @moduledoc false\n  def format(x), do: x\nend\n\n"
           "defmodule Other do\n  @moduledoc false\n\n  # Fetches the thing.\n"
           "  def fetch(x), do: x\nend\n")
    docs = {c.qualified: c.doc for c in chunk_file("lib/finder.ex", src, "elixir")}
    assert docs["Floki.Finder"] == "The finder engine traverses the tree. It matches selectors.", docs
    assert docs["Tesla.Formatter"] == "Heavily based on Logger.Formatter", docs
    assert (docs["Other"], docs["Other.fetch"]) == ("", "Fetches the thing."), docs


def test_elixir_an_exdoc_admonition_reads_as_its_text() -> None:
    # ExDoc's admonitions, a blockquote under a heading with a class: tesla's `Tesla.Mock`
    # (`> #### Deprecated {: .warning}`), db_connection's `:pool_size` option, 38 files of
    # the agent-question trees. The doc read "> #### Deprecated {: .warning} > > Use a Mox
    # adapter …"; opening one, its first sentence was that markup.
    src = ('defmodule Tesla.Mock do\n'
           '  @moduledoc """\n'
           '  > #### Deprecated {: .warning}\n'
           '  >\n'
           '  > Use a Mox adapter with `Tesla.Test` helpers for new tests.\n'
           '\n'
           '  Mock adapter for better testing.\n'
           '  """\n'
           '\n'
           '  @doc """\n'
           '  Setup mocks for current test.\n'
           '\n'
           '  > ### Why the macros? {: .info}\n'
           '  >\n'
           '  > Mocks are process-local.\n'
           '  """\n'
           '  def mock(fun), do: fun\n'
           'end\n')
    docs = {c.qualified: c.doc for c in chunk_file("lib/tesla/mock.ex", src, "elixir")}
    assert docs["Tesla.Mock"] == ("Deprecated: Use a Mox adapter with `Tesla.Test` helpers for "
                                  "new tests.\nMock adapter for better testing."), docs
    assert docs["Tesla.Mock.mock"] == ("Setup mocks for current test.\nWhy the macros? "
                                       "Mocks are process-local."), docs


def test_elixir_a_doc_between_functions_of_one_name_starts_a_new_one() -> None:
    # `Ecto.Multi.merge/2` and `merge/4`, each with its `@doc`, were one chunk with the first
    # doc; clauses of one function, `@doc false` between them too, stay one chunk.
    src = ('defmodule Ecto.Multi do\n'
           '  @doc """\n'
           '  Merges a multi returned dynamically by an anonymous function.\n'
           '  """\n'
           '  def merge(%Multi{} = multi, merge), do: {multi, merge}\n'
           '\n'
           '  @doc "Merges a multi returned dynamically by calling `mod.fun`."\n'
           '  @spec merge(t, module, atom, [term]) :: t\n'
           '  def merge(%Multi{} = multi, mod, fun, args), do: {multi, mod, fun, args}\n'
           '\n'
           '  def run(multi, name, run), do: {multi, name, run}\n'
           '  def run(multi, name, run), do: {name, run}\n'
           '  @doc false\n'
           '  def run(multi, name, {mod, fun, args}), do: {multi, name, mod, fun, args}\n'
           'end\n')
    chunks = chunk_file("lib/ecto/multi.ex", src, "elixir")
    merges = [(c.start, c.end, c.doc) for c in chunks if c.name == "merge"]
    assert merges == [(2, 5, "Merges a multi returned dynamically by an anonymous function."),
                      (7, 9, "Merges a multi returned dynamically by calling `mod.fun`.")]
    assert [(c.start, c.end) for c in chunks if c.name == "run"] == [(11, 14)]


def test_elixir_functions_of_one_name_and_another_arity_are_two() -> None:
    # plug's builder.ex: `quote_plug/5` (two clauses) and `quote_plug/7` below them were one
    # chunk, and /7 was missing from the outline; a default argument counts in the arity of
    # the bodiless head and of the clauses under it.
    src = ('defmodule Plug.Builder do\n'
           '  defp quote_plug({:module, plug}, :compile, acc, env, opts) do\n'
           '    quote_plug(:module, plug, acc, env, opts, [], [])\n'
           '  end\n'
           '  defp quote_plug({type, plug}, _mode, acc, env, opts) do\n'
           '    quote_plug(type, plug, acc, env, opts, [], [])\n'
           '  end\n'
           '  # `quote_plug` wraps a new plug around the calls.\n'
           '  defp quote_plug(type, plug, opts, guards, acc, env, builder_opts) do\n'
           '    acc\n'
           '  end\n'
           '  def compile(env, pipeline, opts \\\\ [])\n'
           '  def compile(env, [], opts), do: {env, opts}\n'
           '  def compile(env, [plug | rest], opts), do: {env, plug, rest, opts}\n'
           'end\n')
    chunks = chunk_file("lib/plug/builder.ex", src, "elixir")
    assert [(c.name, c.start, c.end) for c in chunks if c.kind == "function"] == [
        ("quote_plug", 2, 7), ("quote_plug", 9, 11), ("compile", 12, 14)]


def test_elixir_callbacks_are_prototypes_of_the_behaviour() -> None:
    # A behaviour's API is its `@callback`s: Ecto.Repo's 44 documented callbacks (`insert`,
    # `get`, `transact`) were in its module's text only, no chunk of their own.
    src = ('defmodule Ecto.Repo do\n'
           '  @moduledoc "Defines a repository."\n'
           '\n'
           '  @doc """\n'
           '  Shuts down the repository.\n'
           '  """\n'
           '  @doc group: "Process API"\n'
           '  @callback stop(timeout) :: :ok\n'
           '\n'
           '  @doc "The repository config."\n'
           '  @callback config :: Keyword.t()\n'
           '  @macrocallback __using__(opts :: Keyword.t()) :: Macro.t()\n'
           '  @spec all_running() :: [atom()]\n'
           '  def all_running, do: []\n'
           '  @callback checkout((-> result), opts :: Keyword.t()) :: result when result: var\n'
           'end\n')
    chunks = chunk_file("lib/ecto/repo.ex", src, "elixir")
    got = [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks if c.kind != "module"]
    assert got == [("prototype", "stop", 4, 8, "Shuts down the repository."),
                   ("prototype", "config", 10, 11, "The repository config."),
                   ("prototype", "__using__", 12, 12, ""),
                   ("function", "all_running", 13, 14, ""),
                   ("prototype", "checkout", 15, 15, "")]   # a guard after its type
    assert _find(chunks, "Ecto.Repo.stop").signature == "@callback stop(timeout) :: :ok"
    assert "Shuts down" not in _find(chunks, "Ecto.Repo").text


def test_elixir_a_keyword_doc_keeps_the_doc_above_it() -> None:
    # `@doc group: "Process API"` or `@doc since: "3.0"` after the heredoc wiped the doc
    # (`Ecto.Repo.all_running/0`): the doc is the nearest `@doc` holding a string.
    src = ('defmodule Ecto.Repo do\n'
           '  @doc """\n'
           '  Returns all running Ecto repositories.\n'
           '  """\n'
           '  @doc since: "3.12.0"\n'
           '  @doc group: "Runtime API"\n'
           '  @spec all_running() :: [atom() | pid()]\n'
           '  def all_running, do: []\n'
           '\n'
           '  @doc false\n'
           '  @doc since: "3.0.0"\n'
           '  def hidden, do: :ok\n'
           'end\n')
    chunks = chunk_file("lib/ecto/repo.ex", src, "elixir")
    assert _find(chunks, "Ecto.Repo.all_running").doc == "Returns all running Ecto repositories."
    assert _find(chunks, "Ecto.Repo.hidden").doc == ""


def test_elixir_operator_definitions_are_named_by_the_operator() -> None:
    # `def left == right` was named `left` (Ecto.Query.API's 13 operators, merged when
    # undocumented), `def not value` was in no chunk.
    src = ('defmodule Ecto.Query.API do\n'
           '  @doc "Binary `==` operation."\n'
           '  def left == right, do: doc!([left, right])\n'
           '  def left != right, do: doc!([left, right])\n'
           '  def not value, do: doc!([value])\n'
           '  defmacro left |> right when is_list(right), do: {left, right}\n'
           '  def is_nil(value) when is_atom(value), do: value\n'
           'end\n')
    chunks = chunk_file("lib/ecto/query/api.ex", src, "elixir")
    got = [(c.name, c.start, c.end, c.signature) for c in chunks if c.kind != "module"]
    assert got == [("==", 2, 3, "def left == right"), ("!=", 4, 4, "def left != right"),
                   ("not", 5, 5, "def not value"), ("|>", 6, 6, "defmacro left |> right"),
                   ("is_nil", 7, 7, "def is_nil(value)")]


def test_elixir_types_and_structs_are_chunks() -> None:
    # `@type`, `@typep`, `@opaque` and `defstruct` were in their module's text only (Ecto.
    # Changeset's 11 types and its struct): each is a chunk, a type with the `@typedoc` above
    # it as its doc (a keyword `@typedoc` passed over) and from it, a struct from its `@derive`,
    # named by its module's name as Elixir writes it (`%Ecto.Multi{}`; oban's `defstruct` in
    # `defmodule Oban.Config` was `Oban.Config.Config`).
    src = ('defmodule Ecto.Multi do\n'
           '  @moduledoc "Multi."\n'
           '  # The operations so far.\n'
           '  @derive {Inspect, only: [:names]}\n'
           '  defstruct operations: [], names: MapSet.new()\n'
           '\n'
           '  @typedoc """\n'
           '  Map of changes made so far.\n'
           '  """\n'
           '  @typedoc since: "3.0.0"\n'
           '  @type changes :: map\n'
           '  @type run :: (changes -> {:ok | :error, any})\n'
           '  @typep operation ::\n'
           '          {:changeset, Changeset.t()}\n'
           '          | {:run, run}\n'
           '  @opaque t(a) :: %__MODULE__{\n'
           '          operations: [a]\n'
           '        }\n'
           '  def new, do: %Ecto.Multi{}\n'
           '\n'
           '  defmodule Step do\n'
           '    defexception [:message]\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/ecto/multi.ex", src, "elixir")
    got = [(c.kind, c.name, c.container, c.start, c.end, c.signature, c.doc)
           for c in chunks if c.kind in ("type", "struct")]
    assert got == [
        ("struct", "Multi", "Ecto", 4, 5, "defstruct operations: [], names: MapSet.new()",
         ""),
        ("type", "changes", "Ecto.Multi", 7, 11, "@type changes :: map",
         "Map of changes made so far."),
        ("type", "run", "Ecto.Multi", 12, 12, "@type run :: (changes -> {:ok | :error, any})", ""),
        ("type", "operation", "Ecto.Multi", 13, 15, "@typep operation :: …", ""),
        ("type", "t", "Ecto.Multi", 16, 18, "@opaque t(a) :: %__MODULE__{…}", ""),
        ("struct", "Step", "Ecto.Multi", 22, 22, "defexception [:message]", "")]
    assert _find(chunks, "Ecto.Multi.new").start == 19
    module = _find(chunks, "Ecto.Multi", "module")
    assert "@type" not in module.text and "defstruct" not in module.text


def test_elixir_struct_commented_field_by_field_takes_no_doc_from_its_first_field() -> None:
    # timex's zoneinfo parser comments each field of its structs, the first above `defstruct`:
    # the struct `Zone` read "Maximum version encountered", its first field's comment. A
    # comment above a struct whose fields have none stays its doc.
    src = ('defmodule Zone do\n'
           '  # Maximum version encountered\n'
           '  defstruct version: nil,\n'
           '            # Transition times\n'
           '            transitions: []\n'
           'end\n'
           'defmodule Rule do\n'
           '  # A rule of a zone.\n'
           '  defstruct name: nil, at: 0\n'
           'end\n')
    got = [(c.name, c.start, c.end, c.doc) for c in chunk_file("lib/zone.ex", src, "elixir")
           if c.kind == "struct"]
    assert got == [("Zone", 2, 5, ""), ("Rule", 9, 9, "A rule of a zone.")]


def test_elixir_a_doc_or_name_with_interpolation_is_whole() -> None:
    # Plug.Conn.Status.code's `@doc """` lost all after its first `#{…}`, and a string's first
    # `\"` cut it as well: a string's text is all of it between its delimiters.
    src = ('defmodule Plug.Conn.Status do\n'
           '  @doc """\n'
           '  Returns the status code given an integer or a known atom.\n'
           '\n'
           '  #{status_map_to_doc.(statuses)}\n'
           '  Custom codes: #{custom_status_doc}, and the \\"known\\" ones.\n'
           '  """\n'
           '  def code(integer_or_atom)\n'
           'end\n'
           'defmodule Plug.Conn.StatusTest do\n'
           '  test "#{method} answers" do\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/plug/conn/status.ex", src, "elixir")
    assert _find(chunks, "Plug.Conn.Status.code").doc == (
        "Returns the status code given an integer or a known atom.\n"
        '#{status_map_to_doc.(statuses)} Custom codes: #{custom_status_doc}, and the \\"known\\" '
        "ones.")
    assert _find(chunks, "Plug.Conn.StatusTest.#{method} answers").kind == "function"


def test_elixir_modules_written_by_a_comprehension_are_reached() -> None:
    # ecto's json.ex was one whole-file chunk: its two `defimpl`s sit in a `for … do`, their
    # protocol a variable. Function clauses a `for` generates are not declarations.
    src = ('for encoder <- [Jason.Encoder, JSON.Encoder] do\n'
           '  if Code.ensure_loaded?(encoder) do\n'
           '    defimpl encoder, for: Ecto.Schema.Metadata do\n'
           '      def encode(%{schema: schema}, _), do: raise "#{inspect(schema)}"\n'
           '    end\n'
           '  end\n'
           'end\n'
           'defmodule Plug.Conn.Status do\n'
           '  def code(integer) when integer in 100..999, do: integer\n'
           '  for {code, atom} <- statuses do\n'
           '    def code(unquote(atom)), do: unquote(code)\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/ecto/json.ex", src, "elixir")
    assert [(c.kind, c.name, c.container, c.start, c.end, c.signature) for c in chunks] == [
        ("impl", "Metadata", "Ecto.Schema", 3, 5, "defimpl encoder, for: Ecto.Schema.Metadata"),
        ("method", "encode", "Ecto.Schema.Metadata", 4, 4, "def encode(%{schema: schema}, _)"),
        ("module", "Status", "Plug.Conn", 8, 13, "defmodule Plug.Conn.Status"),
        ("function", "code", "Plug.Conn.Status", 9, 12, "def code(integer)")]


def test_elixir_an_impl_inside_a_module_is_named_protocol_dot_type() -> None:
    # Elixir names an impl Protocol.Type wherever it is written: phoenix_live_view's
    # `defimpl Phoenix.HTML.Safe` in `defmodule Phoenix.LiveView.Rendered` (for the module
    # around it) read Phoenix.LiveView.Rendered.Phoenix.HTML.Safe, and its `defimpl
    # Jason.Encoder, for: Phoenix.LiveView.JS` in that module the two run together.
    src = ('defmodule Phoenix.LiveView.Rendered do\n'
           '  defimpl Phoenix.HTML.Safe do\n'
           '    def to_iodata(r), do: r\n'
           '  end\n'
           '  defimpl Jason.Encoder, for: Phoenix.LiveView.JS do\n'
           '    def encode(js, _), do: js\n'
           '  end\n'
           '  defimpl Inspect, for: __MODULE__ do\n'
           '    def inspect(r, _), do: r\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/engine.ex", src, "elixir")
    assert [c.qualified for c in chunks] == [
        "Phoenix.LiveView.Rendered",
        "Phoenix.HTML.Safe.Phoenix.LiveView.Rendered",
        "Phoenix.HTML.Safe.Phoenix.LiveView.Rendered.to_iodata",
        "Jason.Encoder.Phoenix.LiveView.JS", "Jason.Encoder.Phoenix.LiveView.JS.encode",
        "Inspect.Phoenix.LiveView.Rendered", "Inspect.Phoenix.LiveView.Rendered.inspect"]


def test_elixir_a_function_or_module_in_a_describe_is_the_test_module_s() -> None:
    # A `describe` names no module: ecto's `defp prepare_changeset()` in `describe
    # "changeset prepare"` read `Ecto.RepoTest.changeset prepare.prepare_changeset`, its
    # `defmodule PrefixedID` `Ecto.RepoTest.custom type as primary key.PrefixedID`.
    src = ('defmodule Ecto.RepoTest do\n'
           '  describe "custom type as primary key" do\n'
           '    defmodule PrefixedID do\n'
           '      def type(), do: :binary_id\n'
           '    end\n'
           '    test "inserts" do\n'
           '      assert prepare_changeset()\n'
           '    end\n'
           '    defp prepare_changeset(), do: :ok\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("test/ecto/repo_test.exs", src, "elixir")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("module", "Ecto.RepoTest"),
        ("namespace", "Ecto.RepoTest.custom type as primary key"),
        ("module", "Ecto.RepoTest.PrefixedID"), ("function", "Ecto.RepoTest.PrefixedID.type"),
        ("function", "Ecto.RepoTest.custom type as primary key.inserts"),
        ("function", "Ecto.RepoTest.prepare_changeset")]


def test_phoenix_router_pipelines_are_functions_of_the_router() -> None:
    # qa74: hexpm's router declares six `pipeline :api do plug … end` (the plugs
    # `pipe_through :api` runs), and each was lines of its 530-line module. A pipeline is a
    # function of its name, signed by its head; one outside a module, or no atom, is none.
    src = ('defmodule HexpmWeb.Router do\n'
           '  use HexpmWeb, :router\n\n'
           '  # Requests to the JSON API.\n'
           '  pipeline :api do\n'
           '    plug :accepts, @accepted_formats\n'
           '    plug :authenticate\n'
           '  end\n\n'
           '  scope "/api", HexpmWeb.API do\n'
           '    pipe_through :api\n'
           '    get "/packages", PackageController, :index\n'
           '  end\n'
           'end\n'
           'pipeline name do\nend\n')
    chunks = chunk_file("lib/hexpm_web/router.ex", src, "elixir")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("module", "HexpmWeb.Router", 1, 14, "defmodule HexpmWeb.Router", ""),
        ("function", "HexpmWeb.Router.api", 5, 8, "pipeline :api", "Requests to the JSON API."),
        ("namespace", "HexpmWeb.Router./api", 10, 13, 'scope "/api", HexpmWeb.API', ""),
        ("function", "HexpmWeb.Router./api/packages", 12, 12,
         'get "/packages", PackageController, :index', "Handled by `PackageController.index`.")]


def test_elixir_a_comprehension_generating_a_function_s_clauses_is_in_its_chunk() -> None:
    # mime's `defp ext_to_mime(type)` / `for … do case mimes do [first | _] -> raise """
    # extension .#{ext} currently maps to different mime-types …""" … defp ext_to_mime(
    # unquote(ext)) … end end` / `defp ext_to_mime(_ext)`: the error was in the 339-line
    # module's text only, and the fallback clause a chunk of its own. A comprehension of
    # another function's clauses ends the run.
    src = ('defmodule MIME do\n'
           '  @spec ext_to_mime(String.t()) :: String.t() | nil\n'
           '  defp ext_to_mime(type)\n'
           '\n'
           '  for {ext, mimes} <- all_exts do\n'
           '    case mimes do\n'
           '      [first | _] ->\n'
           '        raise "extension .#{ext} currently maps to different mime-types"\n'
           '      mime ->\n'
           '        defp ext_to_mime(unquote(ext)), do: unquote(mime)\n'
           '    end\n'
           '  end\n'
           '\n'
           '  defp ext_to_mime(_ext), do: nil\n'
           '\n'
           '  defp mime_to_ext(type)\n'
           '  for {type, exts} <- all_types do\n'
           '    defp suffix_to_ext(unquote(type)), do: exts\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/mime.ex", src, "elixir")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("module", "MIME", 1, 20), ("function", "MIME.ext_to_mime", 2, 14),
        ("function", "MIME.mime_to_ext", 16, 16)]


def test_elixir_comprehensions_generating_a_function_s_first_clauses_open_its_chunk() -> None:
    # phoenix_html's `for {match, insert} <- escapes do defp html_escape(<<unquote(match), …>>,
    # …) end` above `defp html_escape(<<_char, rest::bits>>, …)`: the clauses turning `<` into
    # `&lt;` were in no chunk. The doc above the first comprehension is the function's; a
    # comprehension of another arity's clauses is not (it opens that function's chunk).
    src = ('defmodule Engine do\n'
           '  def html_escape(bin), do: html_escape(bin, 0, bin, [])\n'
           '\n'
           '  # Escapes one character at a time.\n'
           '  for {match, insert} <- escapes do\n'
           '    defp html_escape(<<unquote(match), rest::bits>>, skip, original, acc) do\n'
           '      html_escape(rest, skip + 1, original, [acc | unquote(insert)])\n'
           '    end\n'
           '  end\n'
           '\n'
           '  defp html_escape(<<_char, rest::bits>>, skip, original, acc) do\n'
           '    html_escape(rest, skip, original, acc, 1)\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/engine.ex", src, "elixir")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("module", "Engine", 1, 14, "defmodule Engine", ""),
        ("function", "Engine.html_escape", 2, 2, "def html_escape(bin)", ""),
        ("function", "Engine.html_escape", 5, 13,
         "defp html_escape(<<_char, rest::bits>>, skip, original, acc)",
         "Escapes one character at a time.")]


def test_elixir_declarations_under_a_condition_are_reached() -> None:
    # An optional dependency's code: `if Code.ensure_loaded?(Jason) do … end`, in a module
    # and at the top level, with an `else` branch.
    src = ('defmodule Plug.Json do\n'
           '  if Code.ensure_loaded?(Jason) do\n'
           '    @doc "Encodes with Jason."\n'
           '    def encode(term), do: Jason.encode!(term)\n'
           '  else\n'
           '    def fallback(_term), do: raise "no json"\n'
           '  end\n'
           'end\n'
           'unless Code.ensure_loaded?(Jason) do\n'
           '  defmodule Plug.NoJson do\n'
           '  end\n'
           'end\n')
    chunks = chunk_file("lib/json.ex", src, "elixir")
    assert _find(chunks, "Plug.Json.encode").doc == "Encodes with Jason."
    assert _find(chunks, "Plug.Json.fallback").start == 6
    assert _find(chunks, "Plug.NoJson", "module").start == 10


def test_elixir_functions_a_using_hook_quotes_into_its_user_are_its_functions() -> None:
    # `use Guardian` gives MyApp.Guardian `encode_and_sign/3` and 20 more, each with its
    # `@doc`, written in `defmacro __using__`'s `quote do … end` (ecto's Repo, oban, phoenix's
    # Socket alike): they were lines of one 200-line chunk. A name the quote splices in
    # (`def unquote(name)(x)`) is none; another macro's quoted code stays its lines.
    src = ('defmodule Lib do\n'
           '  defmacro __using__(opts) do\n'
           '    name = Keyword.get(opts, :name)\n'
           '    quote bind_quoted: [name: name] do\n'
           '      @behaviour Lib\n'
           '      @default_opts [a: 1]\n'
           '      @doc "Encodes the claims."\n'
           '      def encode(resource, opts \\\\ []), do: Lib.encode(__MODULE__, resource, opts)\n'
           '      def unquote(name)(x), do: x\n'
           '      if Code.ensure_loaded?(Plug) do\n'
           '        def plug_init(opts), do: opts\n'
           '      end\n'
           '      defoverridable encode: 2\n'
           '    end\n'
           '  end\n'
           '  defmacro other(name) do\n'
           '    quote do\n'
           '      def fixed, do: 2\n'
           '    end\n'
           '  end\n'
           '  def encode(mod, resource, opts), do: {mod, resource, opts}\n'
           'end\n')
    chunks = chunk_file("lib/lib.ex", src, "elixir")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("module", "Lib", 1, 22, ""), ("macro", "Lib.__using__", 2, 15, ""),
        ("function", "Lib.__using__.encode", 7, 8, "Encodes the claims."),
        ("function", "Lib.__using__.plug_init", 11, 11, ""),
        ("macro", "Lib.other", 16, 20, ""), ("function", "Lib.encode", 21, 21, "")]
    assert chunks[2].signature == "def encode(resource, opts \\\\ [])"


def test_elixir_a_module_written_with_its_elixir_prefix_is_named_without_it() -> None:
    # `Elixir.Foo` is the atom `Foo` is: absinthe's 83 integration tests, `defmodule
    # Elixir.Absinthe.Integration.Parsing.BasicErrorTest`, named 280 chunks
    # "Elixir.Absinthe.…". Written inside another module it is still Foo, no nested one.
    src = ('defmodule Elixir.Absinthe.Integration.Parsing.BasicErrorTest do\n'
           '  use Absinthe.Case, async: true\n\n'
           '  test "scenario #1" do\n    assert 1\n  end\nend\n\n'
           'defmodule Outer do\n  defmodule Elixir.Standalone do\n    def run(x), do: x\n  end\n'
           '  defmodule Inner do\n    def go, do: 1\n  end\nend\n')
    assert [(c.kind, c.container, c.name) for c in chunk_file("test/basic_error_test.exs", src,
                                                               "elixir")] == [
        ("module", "Absinthe.Integration.Parsing", "BasicErrorTest"),
        ("function", "Absinthe.Integration.Parsing.BasicErrorTest", "scenario #1"),
        ("module", "", "Outer"),
        ("module", "", "Standalone"),
        ("function", "Standalone", "run"),
        ("module", "Outer", "Inner"),
        ("function", "Outer.Inner", "go")]
