"""Elixir's declaration rules (tree-sitter-elixir), where every declaration is a call.

`defmodule Plug.Conn do … end`, `def call(conn, opts) do … end` and `test "init" do … end`
are all ``call`` nodes told apart by their target. Three things differ from the other
languages:

- a function is written as several clauses (`def call(%{method: "GET"} = conn, _)`, then
  `def call(conn, _)`): one chunk runs from the first clause to the last of the run of its
  name and arity (`elixir_clauses.py`);
- docs are attributes, not comments (`@doc "…"` before a function, `@moduledoc` inside a
  module), read here and handed over as the declaration's ``doc``; a function's lines start
  at its `@doc`/`@spec`/`@impl`/`@deprecated` lines (``Decl.lead``), as at attributes;
- a module's name is its alias's last segment, the rest its qualifier (``Utils`` in
  ``Plug.Conn``), as a Ruby ``class Plug::Conn::Utils`` is named.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, Spec, child_of_type, collapse, first_named, SIGNATURE_MAX, text,
)
from codesift.chunk.header_text import closed_value
from codesift.chunk import elixir_docs as edoc
from codesift.chunk.elixir_clauses import COMPREHENSION, FUNCTIONS, function, operator, unguarded
from codesift.chunk.ecto_schemas import ECTO_SCHEMAS, ecto_schema
from codesift.chunk.elixir_config import config_section
from codesift.chunk.phoenix_routes import SCOPE, in_routes, phoenix_route, phoenix_scope

if TYPE_CHECKING:
    from tree_sitter import Node

_MODULES = {"defmodule": "module", "defprotocol": "interface", "defimpl": "impl"}
_ATOM_PREFIX = "Elixir."
# `defstruct` (and `defexception`, a struct raised as an error) defines the module's struct.
_STRUCTS = frozenset({"defstruct", "defexception"})
# ExUnit's groups, tests and set-up blocks: the code a test module holds lies in them.
_TESTS = frozenset({"test", "property"})
_HOOKS = frozenset({"setup", "setup_all"})
_CONDITIONALS = frozenset({"if", "unless"})
# The kind an ExUnit `describe` block's chunk (and scope) has (``_test``).
_DESCRIBE = "namespace"
_IN_COMPREHENSION = frozenset({*_MODULES, *_CONDITIONALS, COMPREHENSION})


def _module(call: Node, keyword: str, src: bytes, scope: Scope) -> RuleResult:
    args = child_of_type(call, edoc.ARGUMENTS)
    alias = child_of_type(args, frozenset({"alias"})) if args is not None else None
    value = None
    if keyword == "defimpl" and args is not None:
        # `defimpl Size, for: BitString` is the module Size.BitString.
        target = child_of_type(child_of_type(args, frozenset({"keywords"})) or args,
                               frozenset({"pair"}))
        value = target.child_by_field_name("value") if target is not None else None
    beside = 0
    if alias is None:
        if value is None:
            return None
        # A protocol held in a variable (`defimpl encoder, for: Ecto.Schema.Metadata`): the
        # impl is named by the type it is for, as Rust's `impl Display for Wrapper` is.
        name = text(value, src)
    elif keyword == "defimpl":
        # Elixir names an impl Protocol.Type wherever it is written, not inside the module
        # around it, which it is for when no `for:` (or `for: __MODULE__`) says: `defimpl
        # Phoenix.HTML.Safe` in `defmodule Phoenix.LiveView.Rendered` is the module
        # Phoenix.HTML.Safe.Phoenix.LiveView.Rendered, as a stack trace names its
        # `to_iodata/1`; it read Phoenix.LiveView.Rendered.Phoenix.HTML.Safe.
        written = text(value, src) if value is not None else "__MODULE__"
        target = scope.path if written == "__MODULE__" else written
        name = f"{text(alias, src)}.{target}" if target else text(alias, src)
        beside = -1
    else:
        name = text(alias, src)
    if name.startswith(_ATOM_PREFIX):
        # `Elixir.Foo` is the atom `Foo` is, the module written in full: it is Foo wherever it
        # stands (not nested in the module around it). absinthe's 83 integration tests
        # (`defmodule Elixir.Absinthe.Integration.Parsing.BasicErrorTest`) named 280 chunks so.
        name, beside = name[len(_ATOM_PREFIX):], -1
    body = child_of_type(call, edoc.DO)
    # A nested `defmodule Inner` inside `Plug.Sample` is Plug.Sample.Inner: the walker's
    # container says so. `defmodule Ecto.Changeset` is named `Changeset` in `Ecto`, as Ruby's
    # `class Foo::Bar` is: the name an alias leaves in code (`%Changeset{}`, `Repo.insert`)
    # is then the module's name, not a suffix of it below every function named `changeset`.
    qual, _, short = name.rpartition(".")
    return Decl(call, _MODULES[keyword], short, body=body, members=body, qual=qual,
                sig_end=(args.end_byte if args is not None else -1), doc=edoc.moduledoc(body, src),
                beside=beside)


def _test(call: Node, keyword: str, src: bytes) -> RuleResult:
    body = child_of_type(call, edoc.DO)
    args = child_of_type(call, edoc.ARGUMENTS)
    header = args.end_byte if args is not None else -1
    if keyword in _HOOKS:
        return Decl(call, "function", keyword, body=body, sig_end=header)
    title = first_named(args) if args is not None else None
    if title is None or title.type != "string":
        return None
    name = collapse(edoc.content(title, src), 120)
    if not name:
        return None
    if keyword == "describe":
        return Decl(call, _DESCRIBE, name, members=body, sig_end=header)
    return Decl(call, "function", name, body=body, sig_end=header)


def _pipeline(call: Node, src: bytes) -> RuleResult:
    """Phoenix's `pipeline :browser do plug … end` in a router defines the plug `browser`
    that `pipe_through :browser` runs: a function of that name, signed by its head. hexpm's
    router's six were lines of its 530-line module, found by no search for a pipeline."""
    args = child_of_type(call, edoc.ARGUMENTS)
    name = first_named(args) if args is not None else None
    body = child_of_type(call, edoc.DO)
    if name is None or name.type != "atom" or body is None:
        return None
    return Decl(call, "function", text(name, src).lstrip(":"), body=body, sig_end=args.end_byte)


# Plug.Router's verbs (`get "/json" do … end`, `match "/x", via: :get do`): a route whose
# code is its block, as Sinatra's `get '/chat' do` is in Ruby.
_ROUTES = frozenset({"get", "post", "put", "patch", "delete", "options", "head", "match"})


def _route(call: Node, src: bytes) -> RuleResult:
    """A route written with its code in a module's body, named by its literal path:
    Plug.Router's `get "/json" do … end` a function signed `get "/json"` (swoosh's mailbox
    preview's six routes were lines of its module, a wrapper no search reads). Phoenix's
    scopes and the routes in them are ``phoenix_routes.py``'s."""
    args = child_of_type(call, edoc.ARGUMENTS)
    path = first_named(args) if args is not None else None
    body = child_of_type(call, edoc.DO)
    if path is None or path.type != "string" or body is None:
        return None
    name = collapse(edoc.content(path, src), 120)
    if not name.startswith("/"):
        return None
    return Decl(call, "function", name, body=body, sig_end=args.end_byte)


def _declared(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A module attribute that declares something: `@callback stop(timeout) :: :ok` (or
    `@macrocallback`) a prototype named `stop`, the `@doc` above it its doc; `@type t(a) ::
    …` (`@typep`, `@opaque`) a type named `t`, the `@typedoc` above it its doc; a module's
    own value (`@default_timeout 5_000`) a constant (``_module_value``)."""
    name, spec = edoc.attribute(node, src)
    if spec is None or scope.kind == COMPREHENSION:
        return None
    if name not in edoc.CALLBACKS and name not in edoc.TYPES:
        return _module_value(node, name, scope)
    # `run(x) :: x when x: term` reads `(run(x) :: x) when …`: the guard goes first.
    head = unguarded(spec)
    if head is not None and head.type == "binary_operator" and operator(head) == "::":
        head = head.child_by_field_name("left")
    if head is None or head.type not in ("call", "identifier"):
        return None
    named = edoc.target(head, src) if head.type == "call" else text(head, src)
    if name in edoc.TYPES:
        return Decl(node, "type", named, doc=edoc.doc_before(node, src, "typedoc", edoc.TYPES),
                    lead=edoc.lead(node, src, edoc.TYPE_ATTRIBUTES), sig=_type_signature(node, src))
    return Decl(node, "prototype", named, doc=edoc.doc_before(node, src), lead=edoc.lead(node, src))


# The attributes Elixir, ExUnit and Mix read (docs, specs, compiler and test settings): a
# module's own attributes are its constants, these are none.
_READ_ATTRIBUTES = frozenset({
    "doc", "moduledoc", "typedoc", "shortdoc", "spec", "impl", "behaviour", "derive",
    "enforce_keys", "compile", "dialyzer", "deprecated", "since", "external_resource",
    "before_compile", "after_compile", "after_verify", "on_load", "on_definition",
    "optional_callbacks", "vsn", "fallback_to_any", "tag", "moduletag", "describetag",
    "requirements", "preferred_cli_env", "recursive"})
# The scopes whose attributes and matches are the module's own values.
_VALUE_SCOPES = frozenset({"module", "impl", "interface"})


def _module_value(node: Node, name: str, scope: Scope) -> RuleResult:
    """A module's own value: an attribute (`@default_opts [port: 4000]`, broadway's
    `@update_rate_limiting_options_schema NimbleOptions.new!(…)`) is a constant, as a Python
    module's `DEFAULT_PORT = 4000` is. Its lines were the module's text only, which is no
    body a search reads (``documents.is_wrapper``): postgrex's 84, phoenix's 79."""
    if scope.kind not in _VALUE_SCOPES or not name or name in _READ_ATTRIBUTES:
        return None
    return Decl(node, "constant", name)


def _module_match(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A match in a module's body (`definition = [name: [required: true, …], …]`), a value the
    module's compile time builds: broadway's 330-line options schema, every option's doc
    (`allowed_messages`, `batch_timeout`), was in no chunk but its file's."""
    if scope.kind not in _VALUE_SCOPES or operator(node) != "=":
        return None
    left = node.child_by_field_name("left")
    if left is None or left.type != "identifier":
        return None
    return Decl(node, "variable", text(left, src))


def _type_signature(node: Node, src: bytes) -> str:
    """A type's first line, what it leaves open closed (`@type t :: %Changeset{…}`, `@typep
    operation :: …`): read as other languages' types are, its `{` and `::` were cut off as a
    body's opener and a trailer (`@type constraint :: %`)."""
    first, newline, _ = text(node, src).partition("\n")
    header = " ".join(first.split())
    if newline:
        header = closed_value(header, "elixir", slash=False)
        if header.endswith("::"):
            header += " …"
    return collapse(header, SIGNATURE_MAX)


def _struct(call: Node, scope: Scope, src: bytes) -> RuleResult:
    """`defstruct [:name, :age]` (or `defexception`): the module's struct, named as Elixir
    writes it, by the module's name (`%Oban.Config{}`, `%Config{}` once aliased): `Config` in
    `Oban`, beside the module, not `Oban.Config.Config` inside it. Its `@derive`/`@enforce_keys`
    are its lines."""
    if scope.kind != "module" or not scope.name:
        return None
    lead = edoc.lead(call, src, edoc.STRUCT_ATTRIBUTES)
    if _fields_commented(call):
        # A comment over each field after the first (`defstruct version: nil,` / `# Transition
        # times` / `transitions: []`): the one above the call is the first field's, a line of
        # the struct, no doc of it (timex's ZoneInfo structs read "Maximum version
        # encountered", "total ISO 8601 offset (std + dst)").
        above = (lead or call).prev_sibling
        while above is not None and above.type == "comment" \
                and above.end_point.row + 1 == (lead or call).start_point.row:
            lead, above = above, above.prev_sibling
    return Decl(call, "struct", scope.name, lead=lead, beside=True)


def _fields_commented(call: Node) -> bool:
    """Whether a `defstruct`'s keyword list holds comments between its fields."""
    args = child_of_type(call, edoc.ARGUMENTS)
    fields = child_of_type(args, {"keywords"}) if args is not None else None
    return fields is not None and any(c.type == "comment" for c in fields.children)


def _call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    keyword = edoc.target(node, src)
    if in_routes(scope):   # a Phoenix router's scope (``phoenix_routes.py``)
        return phoenix_route(node, keyword, scope, src)
    if scope.kind == COMPREHENSION and keyword not in _IN_COMPREHENSION:
        return None
    if keyword in FUNCTIONS or keyword in _MODULES:
        found = function(node, keyword, src) if keyword in FUNCTIONS \
            else _module(node, keyword, src, scope)
        if isinstance(found, Decl) and scope.kind == _DESCRIBE and not found.beside:
            # A `describe` groups tests and names no module: a `defp` helper or a `defmodule`
            # written in one is the test module's (ecto's `defp prepare_changeset()` in
            # `describe "changeset prepare"` read `Ecto.RepoTest.changeset
            # prepare.prepare_changeset`; it is `Ecto.RepoTest.prepare_changeset`).
            found.beside = 1
        return found
    if keyword in _TESTS or keyword in _HOOKS or keyword == "describe":
        return _test(node, keyword, src)
    if keyword in _STRUCTS:
        return _struct(node, scope, src)
    if keyword in ECTO_SCHEMAS:
        return ecto_schema(node, keyword, scope, src)
    if keyword == "pipeline" and scope.kind == "module":
        return _pipeline(node, src)
    if keyword == SCOPE and scope.kind == "module":
        return phoenix_scope(node, src)
    if keyword in _ROUTES and scope.kind == "module":
        return _route(node, src)
    if keyword == "config":
        return config_section(node, scope, src)
    if keyword in _CONDITIONALS:
        # `if Code.ensure_loaded?(Jason) do defimpl … end`: an optional dependency's code is
        # declared under a condition, at the scope around it.
        return Decl(node, "", "", members=child_of_type(node, edoc.DO))
    if keyword == COMPREHENSION:
        return Decl(node, "", "", members=child_of_type(node, edoc.DO), scope_kind=COMPREHENSION)
    return None


ELIXIR = Spec(
    module="tree_sitter_elixir", factory="language",
    rules={"call": _call, "unary_operator": _declared, "binary_operator": _module_match},
    transparent=frozenset({"else_block"}),
    slash_comments=False,
)
