"""Ruby's declaration rules: classes and modules, methods (and those a block or a call
defines, and aliases), constants, `attr_*` properties, RSpec/minitest groups and examples
(read in ``grammars_ruby_tests.py``), Sinatra routes and Rake tasks. See ``grammars.py`` for
the contract a rule follows."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from codesift.chunk.base import TYPE_SCOPES, Decl, RuleResult, Scope, Spec, field_text, text
from codesift.chunk.doctext import clean_comment, says_nothing
from codesift.chunk.grammars_ruby_tests import (
    SPEC_CALLS, SPEC_EXAMPLES, SPEC_GROUPS, SPEC_TITLES, defines_matcher, holds_specs, ruby_spec,
)
from codesift.chunk.rails_routes import (
    ROUTES_SCOPE, draws_routes, in_routes, rails_route, routes_scope,
)
from codesift.chunk.ruby_delegators import DELEGATING_CALLS, ruby_delegators
from codesift.chunk.ruby_lambdas import (
    RAILS_ASSOCIATIONS, is_lambda, lambda_head_end, rails_association, rails_scope,
)

if TYPE_CHECKING:
    from tree_sitter import Node


def _ruby_name(node: Node, src: bytes) -> tuple[str, str]:
    """`class Foo::Bar` -> ("Bar", "Foo")."""
    full = field_text(node, "name", src)
    owner, _, name = full.rpartition("::")
    return name, owner.replace("::", ".")


def _scopes_out(owner: str, scope: Scope) -> int:
    """How many of ``scope``'s path segments a name written with its modules (``owner``
    dotted) is declared outside: Ruby finds its first module in the scopes around it, so
    excon's `Excon::Errors::Error = …` inside `module Excon; module Errors` is
    `Excon.Errors.Error`, not `Excon.Errors.Excon.Errors.Error`. 0 when no enclosing scope
    is named so (`class Net::HTTP` in `module Excon` is `Excon.Net.HTTP`)."""
    first = owner.split(".", 1)[0]
    path = scope.path.split(".") if first and scope.path else []
    k = next((k for k in range(len(path) - 1, -1, -1) if path[k] == first), -1)
    return len(path) - k if k >= 0 else 0


def _ruby_container(kind: str):
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name, owner = _ruby_name(node, src)
        out = _scopes_out(owner, scope)
        body = node.child_by_field_name("body")
        superclass = node.child_by_field_name("superclass")
        if superclass is None and _only_nests(body, src) and not _documented(node, src):
            # `class Thor` reopened at the top of a file only to nest `module Actions` in it is
            # a namespace, not the class: as a chunk it spanned the file and, its body indexed,
            # answered for every word of it (10 of thor's 20 hits for one question). So is a
            # module: shrine's 50 plugin files each open `module Plugins` to nest their plugin
            # and register it, and "plugins" was answered by 50 bare `Shrine.Plugins`.
            return Decl(node, "", name, members=body, qual=owner, scope_kind="class",
                        beside=out)
        header = superclass or node.child_by_field_name("name")
        return Decl(node, kind, name, body=body, members=body, qual=owner, scope_kind="class",
                    sig_end=header.end_byte if header is not None else -1, beside=out)
    return rule


def _only_nests(body: Node | None, src: bytes) -> bool:
    """A body of nested classes and modules and otherwise only comments and calls that
    declare nothing: shrine's `register_plugin(:mirroring, Mirroring)` below its `module
    Mirroring`, `include Foo`, `autoload :Bar, "bar"`."""
    if body is None:
        return False
    kinds = {c.type for c in body.named_children}
    return bool(kinds & {"class", "module"}) \
        and kinds <= {"class", "module", "comment", "call", "identifier"} \
        and all(_declares_nothing(c, src) for c in body.named_children if c.type == "call")


def _declares_nothing(call: Node, src: bytes) -> bool:
    """A call that makes no chunk of ``_ruby_call``'s: no block (`included do`, a spec
    group), no method passed (`private def x`), no accessor, alias, spec, route or task."""
    args = call.child_by_field_name("arguments")
    return call.child_by_field_name("block") is None \
        and not (args is not None and any(a.type in ("method", "singleton_method")
                                          for a in args.named_children)) \
        and field_text(call, "method", src) not in _DECLARING_CALLS


def _documented(node: Node, src: bytes) -> bool:
    """A comment block right above ``node`` says something: a namespace with a doc of its own
    (shrine's `# Documentation can be found on …` over `module KeepFiles`, i18n's paragraphs
    over `module I18n`, a `#` line a paragraph break among them) stays a chunk; `#
    frozen_string_literal: true` is no doc."""
    above, row = node.prev_sibling, node.start_point[0]
    if above is None and node.parent is not None:
        # The first statement of a body: tree-sitter-ruby leaves the comment above it out of
        # the body, the sibling before it (`module Plugins` / `# Documentation …` /
        # `module KeepFiles`).
        above = node.parent.prev_sibling
    while above is not None and above.type == "comment" and above.end_point[0] + 1 == row:
        said = text(above, src)
        if not says_nothing(said) and clean_comment(said):
            return True
        above, row = above.prev_sibling, above.start_point[0]
    return False


def _ruby_header_end(node: Node) -> int:
    """Ruby methods have no body node before `end`; the header ends after the parameters."""
    params = node.child_by_field_name("parameters") or node.child_by_field_name("name")
    return params.end_byte if params is not None else node.end_byte


def _ruby_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = field_text(node, "name", src)
    if node.type == "singleton_method":
        owner = field_text(node, "object", src)
        # `def Encodings.decode` inside `module Encodings` is `def self.decode` spelt with
        # the module's name (mail's 20 `Encodings.*` read `Mail.Encodings.Encodings.decode`).
        own = owner == "self" or scope.kind in TYPE_SCOPES and owner == scope.name
        return Decl(node, "method", name, qual="" if own else owner,
                    sig_end=_ruby_header_end(node), beside=0 if own else _scopes_out(owner, scope))
    if scope.kind in TYPE_SCOPES:
        kind = "constructor" if name == "initialize" else "method"
    else:
        kind = "function"
    return Decl(node, kind, name, sig_end=_ruby_header_end(node), doc_else=_thor_desc(node, src))


# A Thor command's lines above its `def`: `desc "USAGE", "DESCRIPTION"`, then its options.
_THOR_OPTIONS = frozenset({"option", "method_option", "method_options", "long_desc"})


def _thor_desc(node: Node, src: bytes) -> str:
    """A Thor command's description, the second argument of the `desc` above its `def` (its
    `option` lines between): kamal's 80 commands (`desc "boot [NAME]", "Boot new accessory
    service on host"` over `def boot(name)`), thor's and every Thor CLI's, had no doc. Rake's
    `desc "…"`, one argument, is a task's (``_ruby_call``)."""
    above = node.prev_named_sibling
    while above is not None and above.type == "call" \
            and above.child_by_field_name("receiver") is None:
        method = field_text(above, "method", src)
        if method == "desc":
            args = above.child_by_field_name("arguments")
            said = args.named_children if args is not None else []
            if len(said) >= 2 and said[1].type == "string":
                # Its text, whatever its quotes (`'…'`, `%q(…)`), an interpolation left out.
                return "".join(text(part, src) for part in said[1].named_children
                               if part.type == "string_content").strip()
            return ""
        if method not in _THOR_OPTIONS:
            return ""
        above = above.prev_named_sibling
    return ""


def _ruby_alias(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`alias new old`: a method named ``new``, its signature the line that says whose alias
    it is (rack's `alias multipart_part_limit multipart_file_limit` was in no chunk, so a
    search for the name it declares found only longer names). Global variables' aliases
    (`alias $new $old`) declare no method."""
    name = node.child_by_field_name("name")
    if name is None or name.type not in _ALIAS_NAMES:
        return None
    return Decl(node, "method" if scope.kind in TYPE_SCOPES else "function",
                text(name, src).lstrip(":"), sig=_one_line(node, src),
                doc_else=_alias_of(node.child_by_field_name("alias"), src))


def _alias_of(old: Node | None, src: bytes) -> str:
    """An alias's doc when no comment gives one: the method it is another name for, as a
    `@see` alone reads (concurrent-ruby's `alias_method :zip, :zip_futures` showed nothing
    but its signature; 479 of 507 aliases over the QA trees had no comment)."""
    name = text(old, src).strip("\"':") if old is not None else ""
    return f"Alias of `{name}`." if name else ""


def _one_line(node: Node, src: bytes) -> str:
    """An alias's statement as its signature, whole: the header reader drops a trailing `=`,
    a setter's (`alias multipart_part_limit= multipart_file_limit=`)."""
    return " ".join(text(node, src).split())


# What `alias` and `alias_method` name a method by: `alias new old`, `alias :new :old`,
# `alias_method :new, :old`, `alias_method "new", "old"`; an operator (`alias + add`) too.
_ALIAS_NAMES = frozenset({"identifier", "constant", "simple_symbol", "operator", "setter"})


def _ruby_constant(node: Node, scope: Scope, src: bytes) -> RuleResult:
    left = node.child_by_field_name("left")
    if left is None or left.type not in ("constant", "scope_resolution", *_RUBY_CLASS_HOLDERS):
        return None
    name, owner = text(left, src), ""
    if left.type == "scope_resolution":
        # `Net::HTTP::STATUS_CODES = {…}` (net-http's status.rb, after its generator script)
        # is a constant of the modules it names, as `class Net::HTTP::Get` is a class of
        # them; the table was in no chunk but the file's. `self.class::X = 1` is no name.
        if not _SCOPED_CONSTANT.fullmatch(name):
            return None
        owner, _, name = name.removeprefix("::").rpartition("::")
        owner = owner.replace("::", ".")
    right = node.child_by_field_name("right")
    body = _block_defs(right) if right is not None and right.type == "call" else None
    if body is None:
        if left.type not in ("constant", "scope_resolution"):
            return None
        kind = _made_kind(right, src)
        # A lambda's signature is its head, `X = ->(s)`, `X = lambda do |req|`, not its body.
        return Decl(node, kind, name, qual=owner, beside=_scopes_out(owner, scope),
                    sig_end=lambda_head_end(right) if kind == "function" else -1)
    # `Pair = Struct.new(:a, :b) do def sum … end`, `Class.new(Base) do`: a class whose methods
    # were in no chunk (sidekiq's UnitOfWork). So is any `X.new(…) do` whose block defines
    # methods: the block is the new class's body (faraday's `ProxyOptions = Options.new(…) do`,
    # a Struct subclass's). Another call's block (`proc do`) makes a constant of them.
    maker = field_text(right, "receiver", src)
    kind = "module" if maker == "Module" else "class" if maker in _RUBY_CLASS_MAKERS \
        or field_text(right, "method", src) == "new" else "constant"
    # A variable holds one too: webmock's `@webMockNetHTTP = Class.new(Net::HTTP) do`, its
    # Net::HTTP stand-in, whose `request` and 20 more methods were in no chunk; named without
    # its sigil, as the words of a name are read.
    return Decl(node, kind, name.lstrip("@$"), body=body, members=body, qual=owner,
                beside=_scopes_out(owner, scope), scope_kind="class",
                sig_end=right.child_by_field_name("block").start_byte)


# A constant's name written with the modules holding it: `Net::HTTP::STATUS_CODES`, `::TOP`.
_SCOPED_CONSTANT = re.compile(r"(?:::)?(?:[A-Z]\w*::)*[A-Z]\w*")


_RUBY_CLASS_MAKERS = frozenset({"Struct", "Class", "Data"})


def _made_kind(right: Node | None, src: bytes) -> str:
    """What a constant given no block of methods is: a class when the value makes one
    (`InvalidKeysError = Class.new(StandardError)`, `Point = Struct.new(:x, :y)`, `Pair =
    Data.define(:a, :b)`), a module for `Module.new`, else a constant. Ruby's idiom for an
    error class is the first: dry-validation's four errors were constants, out of `--kind
    class` and weighed as a one-line value."""
    if is_lambda(right, src):
        # `NORMALIZE = ->(s) { … }` is code, not a value: rack-attack's
        # `DEFAULT_THROTTLED_RESPONDER = lambda do |req|`, ten lines computing Retry-After,
        # was weighed as a one-line value and came 27th for how it is computed.
        return "function"
    if right is None or right.type != "call":
        return "constant"
    maker = field_text(right, "receiver", src).removeprefix("::")
    method = field_text(right, "method", src)
    if maker == "Module" and method == "new":
        return "module"
    made = method == "define" if maker == "Data" else method == "new"
    return "class" if maker in _RUBY_CLASS_MAKERS and made else "constant"


# Variables a class made by `Class.new … do` may be kept in, besides a constant.
_RUBY_CLASS_HOLDERS = ("instance_variable", "class_variable", "global_variable")


def _block_defs(call: Node) -> Node | None:
    """The body of a call's block when it defines methods, else ``None``."""
    block = call.child_by_field_name("block")
    body = block.child_by_field_name("body") if block is not None else None
    methods = ("method", "singleton_method")
    return body if body is not None and any(c.type in methods for c in body.named_children) \
        else None


_RUBY_ATTRS = frozenset({"attr_accessor", "attr_reader", "attr_writer"})


def _ruby_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`attr_accessor :a, :b` in a class -> properties a and b; spec groups and examples;
    `private def x`, `memoize def y`: the method passed is declared where the call is."""
    args = node.child_by_field_name("arguments")
    defs = [a for a in args.named_children if a.type in ("method", "singleton_method")] \
        if args is not None else []
    if len(defs) == 1:
        # The call is the statement: its line (and the comment above it) is the method's.
        decl = _ruby_method(defs[0], scope, src)
        decl.node = node
        return decl
    method = field_text(node, "method", src)
    if in_routes(scope.kind):
        return rails_route(node, method, scope.kind, src)
    block = node.child_by_field_name("block")
    if block is not None and draws_routes(node, method, src):
        # `Rails.application.routes.draw do`: a route table (``rails_routes.py``).
        return Decl(node, "", "", members=block.child_by_field_name("body"),
                    scope_kind=ROUTES_SCOPE)
    if method in SPEC_GROUPS | SPEC_EXAMPLES and (
            scope.kind not in TYPE_SCOPES or _first_arg_type(node) == "string"
            or method in SPEC_GROUPS and holds_specs(node, src)):
        # In a class body too: Minitest's `it "…" do` in `class RoutingTest < Minitest::Test`,
        # Rails' `test "…" do`; there a string title tells a test from a DSL's own call, and so
        # do the examples a group holds: draper's specs open `module Draper` (a module's scope
        # is a class's), then `describe CollectionDecorator do`, and were one chunk each.
        return ruby_spec(node, method, src)
    if block is not None and _first_arg_type(node) in SPEC_TITLES and holds_specs(node, src):
        # A project's own group helper titled by a string, whose block holds examples or
        # groups, is a group as `describe` is: capybara's 89 shared session specs open
        # `Capybara::SpecHelper.spec '#fill_in' do`, and each file, its `it` cases unread,
        # was one whole-file chunk.
        return ruby_spec(node, "describe", src)
    if block is not None and (method in _RUBY_ROUTES or method in _RUBY_TASKS):
        name = _ruby_dsl_name(node, src)
        if name and (method in _RUBY_TASKS or name.startswith("/")):
            # Sinatra's `get '/chat' do`, Rake's `task :build do` and `namespace :db do`: the
            # code an app or a Rakefile is made of, named as JavaScript's `app.get('/chat', …)`.
            body = block.child_by_field_name("body")
            if method == "namespace":
                return Decl(node, "namespace", name, body=body, members=body,
                            sig_end=block.start_byte)
            # Rake's `desc "Migrate the database"` on the line above is the task's doc.
            desc = node.prev_named_sibling
            doc = _ruby_dsl_name(desc, src) if desc is not None and desc.type == "call" and \
                field_text(desc, "method", src) == "desc" else ""
            return Decl(node, "function", name, body=body, sig_end=block.start_byte, doc=doc)
    if block is not None and defines_matcher(node, method, src) \
            and (name := _ruby_dsl_name(node, src)):
        # RSpec's `RSpec::Matchers.define :allow_event do |event|` (or the DSL's `matcher
        # :x do`): the matcher a spec calls, `expect(job).to allow_event(:run)`. Whole-file
        # chunks before, no name: aasm's 4 matcher files, factory_bot's 5, hashie's matchers.rb
        # (several in one). Signed through the block's parameters, the matcher's arguments;
        # the helpers it `def`s its members (mustermann's `give_scan_result.expect_result`).
        params = block.child_by_field_name("parameters")
        body = block.child_by_field_name("body")
        return Decl(node, "function", name, body=body, members=body,
                    sig_end=params.end_byte if params is not None else block.start_byte)
    if block is not None and method == "define" \
            and _SCHEMA_RECEIVER.match(field_text(node, "receiver", src)):
        # Rails' db/schema.rb, `ActiveRecord::Schema[7.2].define(version: …) do`: its tables.
        return Decl(node, "", "", members=block.child_by_field_name("body"),
                    scope_kind=_SCHEMA_SCOPE)
    if method == "create_table" and scope.kind == _SCHEMA_SCOPE and block is not None \
            and (name := _ruby_dsl_name(node, src)):
        return _schema_table(node, block, name, src)
    if method == "create_enum" and scope.kind == _SCHEMA_SCOPE \
            and (name := _ruby_dsl_name(node, src)):
        # PostgreSQL's enum types (`create_enum "account_status", ["ok", "syncing"]`).
        return Decl(node, "enum", name)
    if method == "alias_method":
        return _ruby_alias_method(node, scope, src)
    if method == "scope" and scope.kind in TYPE_SCOPES and (named := rails_scope(node, src)):
        return named
    if method in RAILS_ASSOCIATIONS and scope.kind in TYPE_SCOPES \
            and (association := rails_association(node, src)):
        return association
    if method in DELEGATING_CALLS and scope.kind in TYPE_SCOPES \
            and (delegated := ruby_delegators(node, method, src)):
        return delegated
    if scope.kind not in TYPE_SCOPES or method not in _RUBY_ATTRS:
        # Rails' `included do … def tracked?` and `class_methods do`, Sinatra's `helpers do`:
        # the methods a block defines are the enclosing module's (or the file's). So are the
        # examples and groups a loop's block holds (`%w[a b].each do |name|` / `it "handles
        # #{name}" do`), named as its scope's own, as JavaScript's `forEach` callbacks' are:
        # mail's `Dir.glob(…).each do |path|` / `it "parses #{path} fixture"` was in no chunk
        # but its describe's lines. A loop's block takes parameters; a DSL's block without
        # them (capybara's `FilterSet.add(:_field) do` / `describe(:node_filters) do`) is no loop.
        body = _block_defs(node)
        if body is None and block is not None and holds_specs(node, src) \
                and block.child_by_field_name("parameters") is not None:
            body = block.child_by_field_name("body")
        return Decl(node, "", "", members=body) if body is not None else None
    args = node.child_by_field_name("arguments")
    if args is None:
        return None
    symbols = [a for a in args.named_children if a.type == "simple_symbol"]
    if len(symbols) < 2:
        return [Decl(node, "property", text(s, src).lstrip(":")) for s in symbols] or None
    # One of several is its own accessor: rest-client's `attr_reader :method, :uri, :url,
    # :headers, :payload, :proxy,` / `:user, :password, …` gave `user` a signature without it,
    # and the statement's four lines, not the line that names it.
    return [Decl(node, "property", text(s, src).lstrip(":"), sig=f"{method} {text(s, src)}",
                 spot=s) for s in symbols]


# A Rails schema's `define` block (`ActiveRecord::Schema.define`, `[7.2]` versioned), whose
# `create_table` calls are the tables an app's models read and write.
_SCHEMA_SCOPE = "schema"
_SCHEMA_RECEIVER = re.compile(r"(?:::)?ActiveRecord::Schema\b")


def _schema_table(node: Node, block: Node, name: str, src: bytes) -> Decl:
    """`create_table "accounts", id: :uuid, force: :cascade do |t|` in db/schema.rb: a type
    named by its table, its columns and indexes its lines, documented by its `comment:`. Rails
    writes the schema whole, and a question about a table's columns (maybe's 59 tables, 879
    lines) had only the file's one chunk to find, damped as generated."""
    args = node.child_by_field_name("arguments")
    doc = ""
    for pair in args.named_children if args is not None else []:
        key = pair.child_by_field_name("key") if pair.type == "pair" else None
        value = pair.child_by_field_name("value") if key is not None else None
        if value is not None and value.type == "string" and text(key, src).strip(":") == "comment":
            doc = "".join(text(part, src) for part in value.named_children
                          if part.type == "string_content").strip()
    return Decl(node, "type", name, sig_end=block.start_byte, doc=doc)


def _ruby_alias_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`alias_method :new, :old` (or with strings) declares ``new`` as `alias` does."""
    args = node.child_by_field_name("arguments")
    first = args.named_children[0] if args is not None and len(args.named_children) == 2 \
        else None
    if first is None or first.type not in ("simple_symbol", "string") \
            or node.child_by_field_name("receiver") is not None:
        return None
    return Decl(node, "method" if scope.kind in TYPE_SCOPES else "function",
                text(first, src).strip("\"':"), sig=_one_line(node, src),
                doc_else=_alias_of(args.named_children[1], src))


_RUBY_ROUTES = frozenset({"get", "post", "put", "patch", "delete", "head", "options", "link",
                          "unlink"})
_RUBY_TASKS = frozenset({"task", "namespace"})


def _ruby_dsl_name(node: Node, src: bytes) -> str:
    """A DSL call's name: its first argument's string or symbol (`task build: [:clean]` ->
    ``build``)."""
    args = node.child_by_field_name("arguments")
    first = args.named_children[0] if args is not None and args.named_children else None
    if first is not None and first.type == "pair":
        first = first.child_by_field_name("key")
    if first is None or first.type not in ("string", "simple_symbol", "hash_key_symbol"):
        return ""
    return text(first, src).strip("\"':")


# The calls ``_ruby_call`` makes a chunk of (or a block's methods), whatever their arguments.
_DECLARING_CALLS = _RUBY_ATTRS | SPEC_CALLS | _RUBY_ROUTES | _RUBY_TASKS \
    | {"alias_method", "scope"} | DELEGATING_CALLS | RAILS_ASSOCIATIONS


def _first_arg_type(node: Node) -> str:
    args = node.child_by_field_name("arguments")
    return args.named_children[0].type if args is not None and args.named_children else ""


def _ruby_singleton_class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`class << self` adds methods to the enclosing class: a scope, not a chunk."""
    body = node.child_by_field_name("body")
    return Decl(node, "", "", members=body, scope_kind="class") if body is not None else None


RUBY = Spec(
    module="tree_sitter_ruby", factory="language",
    rules={
        "module": _ruby_container("module"),
        "class": _ruby_container("class"),
        "singleton_class": _ruby_singleton_class,
        "method": _ruby_method,
        "singleton_method": _ruby_method,
        "assignment": _ruby_constant,
        "call": _ruby_call,
        "alias": _ruby_alias,
    },
    # `begin; require "haml"; class HAMLTest … end; rescue LoadError; end` guards a whole file;
    # `if RUBY_VERSION >= "3"` / `unless method_defined?(:x)` choose which `def` a class gets.
    transparent=frozenset({"begin", "if", "unless", "then", "else", "elsif", "if_modifier",
                           "unless_modifier"}),
    slash_comments=False,
    file_scope=routes_scope,
)
