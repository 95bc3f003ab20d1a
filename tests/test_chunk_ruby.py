"""Ruby's declarations from the real grammar (`grammars_ruby*.py`, `ruby_*.py`, `yard.py`):
methods under calls and conditions, accessors, aliases, delegations, constants holding
classes, Rails, Sinatra, Rake and Thor's DSLs, tests and YARD directives.
"""
from __future__ import annotations

import pytest

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find


def test_ruby_declarations_inside_a_begin_rescue_guard() -> None:
    # sinatra's test/haml_test.rb: the whole file sits in `begin … rescue LoadError … end`.
    source = ("begin\n"
              "require 'haml'\n"
              "class HAMLTest < Minitest::Test\n"
              "  def haml_app(&block)\n"
              "    mock_app { get('/', &block) }\n"
              "  end\n"
              "end\n"
              "rescue LoadError\n"
              "  warn 'haml not found'\n"
              "end\n")
    chunks = chunk_file("test/haml_test.rb", source, "ruby")
    assert [(c.kind, c.name, c.container, c.start, c.end) for c in chunks] == [
        ("class", "HAMLTest", "", 3, 7),
        ("method", "haml_app", "HAMLTest", 4, 6),
    ]


def test_ruby_methods_defined_under_a_condition_are_members() -> None:
    # Gems pick a method body per Ruby version or define one only if missing: the `def`s under
    # `if`/`else`/`unless` (and `def … end if cond`) were lost with their class's scope.
    rb = ("module M\n  if RUBY_VERSION >= '3'\n    def self.modern\n      1\n    end\n  else\n"
          "    def self.modern\n      0\n    end\n  end\n\n"
          "  unless method_defined?(:each)\n    def each\n      yield 1\n    end\n  end\n\n"
          "  def plain\n    x = 1 if true\n  end\n\n  def helper; end if defined?(Foo)\nend\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("m.rb", rb, "ruby")] == [
        ("module", "M", 1), ("method", "M.modern", 3), ("method", "M.modern", 7),
        ("method", "M.each", 13), ("method", "M.plain", 18), ("method", "M.helper", 22)]


def test_a_ruby_method_passed_to_a_call_is_declared_there() -> None:
    # rack's `private def _normalize_params` was missing from the outline: the `def` is the
    # argument of a `private` call (also `private_class_method def self.x`, `memoize def y`).
    source = ("class Parser\n  def normalize(p)\n    _normalize(p)\n  end\n\n"
              "  # Strip one param.\n  private def _normalize(p)\n    p.strip\n  end\n\n"
              "  private_class_method def self.helper\n    1\n  end\nend\n")
    chunks = chunk_file("parser.rb", source, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "Parser", 1, 14), ("method", "Parser.normalize", 2, 4),
        ("method", "Parser._normalize", 7, 9), ("method", "Parser.helper", 11, 13)]
    assert (_find(chunks, "Parser._normalize").doc, _find(chunks, "Parser._normalize").signature) \
        == ("Strip one param.", "private def _normalize(p)")


def test_ruby_tests_inside_a_test_class_are_chunks() -> None:
    # sinatra's test/routing_test.rb: 112 `it "…" do` blocks in `class RoutingTest` were one
    # class chunk; Rails' `test "…" do` alike. A DSL's call with a symbol stays what it was.
    ruby = ("class RoutingTest < Minitest::Test\n"
            "  it \"404s when no route satisfies the request\" do\n    get '/'\n  end\n\n"
            "  test \"valid user\" do\n    assert true\n  end\n\n"
            "  describe :helpers do\n    nil\n  end\nend\n")
    chunks = chunk_file("test/routing_test.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("class", "RoutingTest", 1),
        ("method", "RoutingTest.404s when no route satisfies the request", 2),
        ("method", "RoutingTest.valid user", 6)]


@pytest.mark.parametrize("source, doc", [
    ("# frozen_string_literal: true\nmodule Rake\nend\n", ""),
    ("# -*- coding: utf-8 -*-\n# encoding: utf-8\n# typed: strict\nclass A\nend\n", ""),
    ("# frozen_string_literal: true\n# The Rake module.\nmodule Rake\nend\n", "The Rake module."),
    ("# The encoding: utf-8 of every name.\nmodule Rake\nend\n", "The encoding: utf-8 of every name."),
])
def test_magic_comments_are_no_doc(source: str, doc: str) -> None:
    # 21 of rake's files documented their first module with `# frozen_string_literal: true`.
    assert chunk_file("lib/rake.rb", source, "ruby")[0].doc == doc


def test_rdoc_and_simplecov_directives_are_no_doc() -> None:
    # rack's `parse_cookies_header` read ":call-seq: parse_cookies_header(value) -> hash" and
    # its second `clock_time` ":nocov:". A call-seq runs to the next blank line, as in RDoc;
    # the sentence after it is the doc.
    ruby = ("module Utils\n"
            "  # :call-seq:\n  #   parse_cookies_header(value) -> hash\n  #   parse(v) -> hash\n"
            "  #\n  # Parse cookies from the provided header.\n"
            "  def parse_cookies_header(value)\n  end\n\n"
            "  # :nocov:\n  def clock_time\n  end\n  # :nocov:\n\n"
            "  # :nodoc:\n  # Internal.\n  def helper\n  end\n\n"
            "  # :section: Cookies\n  def cookie\n  end\n\n"
            "  # The `:returns:` field: a hash.\n  def other\n  end\nend\n")
    assert [(c.name, c.doc) for c in chunk_file("utils.rb", ruby, "ruby")] == [
        ("Utils", ""), ("parse_cookies_header", "Parse cookies from the provided header."),
        ("clock_time", ""), ("helper", "Internal."), ("cookie", ""),
        ("other", "The `:returns:` field: a hash.")]


def test_ruby_a_doc_rdoc_s_double_hash_opens_may_stand_a_blank_line_above() -> None:
    # mechanize (the seattlerb style) writes `##` / `# Adds credentials …` / `` / `def
    # add_auth`: RDoc's `##` marks the block a doc, and RDoc gives it to the method below
    # across the blank line; 251 of mechanize's methods had no doc. A plain `#` block a blank
    # line above is no doc, nor is a `##` block two blank lines above.
    ruby = ("class Agent\n"
            "  ##\n  # Adds credentials +user+, +pass+ for +uri+.\n  #\n  # Realm is optional.\n\n"
            "  def add_auth uri, user\n  end\n\n"
            "  # A note on what follows.\n\n"
            "  def plain\n  end\n\n"
            "  ##\n  # Far above.\n\n\n"
            "  def far\n  end\nend\n")
    assert [(c.name, c.doc) for c in chunk_file("agent.rb", ruby, "ruby")] == [
        ("Agent", ""),
        ("add_auth", "Adds credentials +user+, +pass+ for +uri+.\nRealm is optional."),
        ("plain", ""), ("far", "")]


def test_ruby_percent_literals_and_backticks_holding_a_hash_stay_in_signatures() -> None:
    # rake's `SUPPRESS_PATTERN = %r!(\A(#{SUPPRESSED_PATHS_RE})|bin/rake:\d+)!i` read
    # `SUPPRESS_PATTERN = %r!(\A(`: the `#` of a %-literal, a backtick command or an
    # interpolation began a comment. Any delimiter, brackets nesting (a regex's `{2}`).
    ruby = ("SUPPRESS_PATTERN = %r!(\\A(#{SUPPRESSED_PATHS_RE})|bin/rake:\\d+)!i # why\n"
            "HEX = %r{\\A#[0-9a-f]{6}\\z} # colour\n"
            "MARKS = %w[# ## ###]\n"
            "TITLE = %q(C# and F#) # langs\n"
            "HEAD = `git rev-parse #{ref}` # sha\n"
            "LABEL = \"#{h[\"#\"]} items\" # count\n"
            "RATE = total % (count) # not a literal\n")
    assert [c.signature for c in chunk_file("lib/rake/backtrace.rb", ruby, "ruby")] == [
        "SUPPRESS_PATTERN = %r!(\\A(#{SUPPRESSED_PATHS_RE})|bin/rake:\\d+)!i",
        "HEX = %r{\\A#[0-9a-f]{6}\\z}",
        "MARKS = %w[# ## ###]",
        "TITLE = %q(C# and F#)",
        "HEAD = `git rev-parse #{ref}`",
        "LABEL = \"#{h[\"#\"]} items\"",
        "RATE = total % (count)"]


def test_ruby_each_name_of_an_attr_call_is_its_own_accessor() -> None:
    # rest-client's Request: `attr_reader :method, :uri, …,` / `:user, :password, …` gave
    # `user` the first line as its signature, a line that does not name it, and every name
    # the statement's four lines: each sits on the line writing it, the comment above the
    # statement its doc still (YARD gives it to each name too).
    ruby = ("class Request\n  # The parts of a request.\n  attr_reader :method, :uri,\n"
            "              :user\n  attr_accessor :log\nend\n")
    assert [(c.name, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("r.rb", ruby, "ruby") if c.kind == "property"] == [
        ("method", 3, 3, "attr_reader :method", "The parts of a request."),
        ("uri", 3, 3, "attr_reader :uri", "The parts of a request."),
        ("user", 4, 4, "attr_reader :user", "The parts of a request."),
        ("log", 5, 5, "attr_accessor :log", "")]


def test_rails_associations_are_methods_of_their_model() -> None:
    # lobsters' `User` declares 29 associations (`has_many :stories, -> { includes :user }`),
    # read as `user.stories`, and no chunk named one: "user stories association" found
    # `User.stories_submitted_count`, not the line declaring it. Each is the reader its
    # symbol names, signed by the call (its option lines folded); a validation or a
    # callback names no method.
    ruby = ("class User < ApplicationRecord\n  # Stories the user submitted.\n"
            "  has_many :stories, -> { includes :user }, inverse_of: :user\n"
            "  belongs_to :invited_by_user,\n    class_name: \"User\",\n    optional: true\n"
            "  has_one :profile\n  validates :email, presence: true\n  before_save :check\n"
            "  has_many self.x\nend\n")
    chunks = chunk_file("app/models/user.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("class", "User", 1, 11, "class User < ApplicationRecord", ""),
        ("method", "User.stories", 3, 3,
         "has_many :stories, -> { includes :user }, inverse_of: :user",
         "Stories the user submitted."),
        ("method", "User.invited_by_user", 4, 6,
         'belongs_to :invited_by_user, class_name: "User", optional: true', ""),
        ("method", "User.profile", 7, 7, "has_one :profile", "")]
    from codesift.address import hit_label
    from codesift.model import Hit
    assert hit_label(Hit(path="user.rb", line=4, end_line=6, kind="method",
                         symbol="invited_by_user", container="User",
                         signature=chunks[2].signature, doc="", lang="ruby", score=1.0)) \
        == "method User.invited_by_user"


def test_rails_scopes_are_methods_of_their_model() -> None:
    # lobsters' `Story` declares 27 scopes (`scope :hottest, ->(user = nil, …) {`), called as
    # `Story.hottest(user)`, and no chunk named one: each was a line of the 1,400-line class.
    # A scope is a method signed by its line when it is one, else by its lambda's head; a
    # routes file's `scope :api do` (a block, no lambda) is none.
    ruby = ("class Story < ApplicationRecord\n  # Stories the front page lists, best first.\n"
            "  scope :hottest, ->(user = nil, exclude_tags = nil) {\n"
            "    base(user).order(:hotness)\n  }\n"
            "  scope :deleted, -> { where(is_deleted: true) }\n"
            "  scope :recent, lambda { |n| order(created_at: :desc).limit(n) }\nend\n"
            "Rails.application.routes.draw do\n  scope :api, path: '/x' do\n"
            "    resources :stories\n  end\nend\n")
    chunks = chunk_file("app/models/story.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunks if c.kind == "method"] == [
        ("method", "Story.hottest", 3, 5, "scope :hottest, ->(user = nil, exclude_tags = nil)",
         "Stories the front page lists, best first."),
        ("method", "Story.deleted", 6, 6, "scope :deleted, -> { where(is_deleted: true) }", ""),
        ("method", "Story.recent", 7, 7,
         "scope :recent, lambda { |n| order(created_at: :desc).limit(n) }", "")]
    from codesift.address import hit_label
    from codesift.model import Hit
    labels = [hit_label(Hit(path="story.rb", line=c.start, end_line=c.end, kind=c.kind,
                            symbol=c.name, container=c.container, signature=c.signature,
                            doc=c.doc, lang="ruby", score=1.0))
              for c in chunks if c.kind == "method"]
    assert labels == [
        "method Story.hottest(user = nil, exclude_tags = nil) — Stories the front page lists, best first.",
        "method Story.deleted", "method Story.recent(n)"]


def test_ruby_aliases_are_methods_of_their_class() -> None:
    # rack's `alias multipart_part_limit multipart_file_limit` (in `class << self` of a
    # module, whose own lines are no chunk's) was in no chunk: a search for the name found
    # `multipart_total_part_limit` instead. Each alias is a method named by its new name,
    # signed by the line that says whose alias it is; with no comment of its own, its doc
    # says so (concurrent-ruby's `alias_method :zip, :zip_futures` showed no summary).
    ruby = ("module Utils\n  class << self\n    attr_accessor :multipart_file_limit\n\n"
            "    # The original name of multipart_file_limit.\n"
            "    alias multipart_part_limit multipart_file_limit\n"
            "    alias multipart_part_limit= multipart_file_limit=\n  end\nend\n"
            "class Chain\n  alias_method :include?, :exists?\n  alias_method \"size\", \"count\"\n"
            "  alias $stderr_was $stderr\nend\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("utils.rb", ruby, "ruby") if c.kind == "method"] == [
        ("method", "Utils.multipart_part_limit", 6,
         "alias multipart_part_limit multipart_file_limit",
         "The original name of multipart_file_limit."),
        ("method", "Utils.multipart_part_limit=", 7,
         "alias multipart_part_limit= multipart_file_limit=", "Alias of `multipart_file_limit=`."),
        ("method", "Chain.include?", 11, "alias_method :include?, :exists?", "Alias of `exists?`."),
        ("method", "Chain.size", 12, 'alias_method "size", "count"', "Alias of `count`.")]
    from codesift.address import hit_label
    from codesift.model import Hit
    size = [c for c in chunk_file("utils.rb", ruby, "ruby") if c.name == "size"][0]
    hit = Hit(path="utils.rb", line=12, end_line=12, kind="method", symbol="size",
              container="Chain", signature=size.signature, doc=size.doc, lang="ruby",
              score=1.0)
    assert hit_label(hit).endswith("— Alias of `count`."), hit_label(hit)


def test_ruby_each_name_a_delegation_declares_is_a_method() -> None:
    # tty-prompt's `Prompt` answers `read_keypress`, `on` and 15 more through Forwardable's
    # `def_delegators :@reader, …`, and no chunk named them; Rails' `delegate :x, to: :y`
    # declares methods so too (factory_bot, devise, simple_form). Each name is a method on
    # the line writing it, signed with where it goes and so described when no comment is.
    ruby = ("class Prompt\n  extend Forwardable\n\n  # Reads from the terminal.\n"
            "  def_delegators :@reader, :read_char,\n                 :read_keypress\n"
            "  def_delegator :rescue_options, :backtrace, :include_backtrace\n"
            "  delegate [:tell, :seek] => :@file\n"
            "  delegate :name, to: :user, prefix: true\n"
            "  delegate :title, \"body\", to: :post\n"
            "  delegate :nope\nend\n"
            "def_delegators :@top, :outside\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("prompt.rb", ruby, "ruby") if c.kind == "method"] == [
        ("method", "Prompt.read_char", 5, "def_delegators :@reader, :read_char",
         "Reads from the terminal."),
        ("method", "Prompt.read_keypress", 6, "def_delegators :@reader, :read_keypress",
         "Reads from the terminal."),
        ("method", "Prompt.include_backtrace", 7,
         "def_delegator :rescue_options, :backtrace, :include_backtrace",
         "Delegates to `rescue_options.backtrace`."),
        ("method", "Prompt.tell", 8, "delegate :tell => :@file", "Delegates to `@file.tell`."),
        ("method", "Prompt.seek", 8, "delegate :seek => :@file", "Delegates to `@file.seek`."),
        ("method", "Prompt.user_name", 9, "delegate :name, to: :user", "Delegates to `user.name`."),
        ("method", "Prompt.title", 10, "delegate :title, to: :post", "Delegates to `post.title`."),
        ("method", "Prompt.body", 10, 'delegate "body", to: :post', "Delegates to `post.body`.")]
    # A statement's YARD directives, one a name, each give their own name its doc, not the
    # whole block to each (factory_bot's `delegate :factories,` / `:rewind_sequence,` / …).
    ruby = ("module FactoryBot\n  class << self\n"
            "    # @!method rewind_sequence(*uri_parts)\n    #   Rewind a sequence.\n"
            "    delegate :factories,\n      :rewind_sequence,\n      to: Internal\n  end\nend\n")
    assert [(c.qualified, c.start, c.doc) for c in chunk_file("factory_bot.rb", ruby, "ruby")
            if c.kind == "method"] == [("FactoryBot.factories", 5, ""),
                                       ("FactoryBot.rewind_sequence", 6, "Rewind a sequence.")]


def test_ruby_a_constant_named_with_its_modules_is_a_chunk_of_them() -> None:
    # net-http's status.rb ends with `Net::HTTP::STATUS_CODES = {…}`, which was in no chunk
    # but the file's; grape's `Json::ParseError = Json::ParserError` in none at all. A name
    # written with its modules is a constant of them (a class, a function, a class with its
    # methods as a bare name makes one); `self.class::X = 1` names no module.
    ruby = ("module Net\n  class HTTP\n  end\n  HTTP::Error = Class.new(StandardError)\nend\n"
            "Net::HTTP::STATUS_CODES = {\n  100 => 'Continue',\n} # :nodoc:\n"
            "::Top::LIMIT = 1\nself.class::X = 3\nRack::BINDING = ->(builder) { builder }\n"
            "Pair::Sub = Struct.new(:a) do\n  def sum\n  end\nend\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature)
            for c in chunk_file("lib/net/http/status.rb", ruby, "ruby")] == [
        ("module", "Net", 1, 5, "module Net"), ("class", "Net.HTTP", 2, 3, "class HTTP"),
        ("class", "Net.HTTP.Error", 4, 4, "HTTP::Error = Class.new(StandardError)"),
        ("constant", "Net.HTTP.STATUS_CODES", 6, 8, "Net::HTTP::STATUS_CODES = {…}"),
        ("constant", "Top.LIMIT", 9, 9, "::Top::LIMIT = 1"),
        ("function", "Rack.BINDING", 11, 11, "Rack::BINDING = ->(builder)"),
        ("class", "Pair.Sub", 12, 15, "Pair::Sub = Struct.new(:a)"),
        ("method", "Pair.Sub.sum", 13, 14, "def sum")]


def test_ruby_methods_defined_in_a_block_are_chunks() -> None:
    # sidekiq's `UnitOfWork = Struct.new(…) do def acknowledge …` was one constant, its
    # methods in no chunk; so were a Rails concern's `included do` and `class_methods do`.
    ruby = ("# One fetched job.\n"
            "UnitOfWork = Struct.new(:queue, :job) do\n"
            "  # Acknowledges it.\n"
            "  def acknowledge\n  end\n"
            "end\n"
            "module Tracked\n"
            "  extend ActiveSupport::Concern\n"
            "  included do\n    def tracked?; true; end\n  end\n"
            "  class_methods do\n    def track!; end\n  end\n"
            "end\n"
            "Handler = proc { |x| x }\n")
    chunks = chunk_file("fetch.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("class", "UnitOfWork", 2, 6, "One fetched job."),
        ("method", "UnitOfWork.acknowledge", 4, 5, "Acknowledges it."),
        ("module", "Tracked", 7, 15, ""), ("method", "Tracked.tracked?", 10, 10, ""),
        ("method", "Tracked.track!", 13, 13, ""),
        ("function", "Handler", 16, 16, "")]   # a name bound to a proc is a function
    assert chunks[0].signature == "UnitOfWork = Struct.new(:queue, :job)"


def test_a_ruby_constant_made_by_new_with_a_block_of_methods_is_a_class() -> None:
    # faraday's `ProxyOptions = Options.new(:uri, :user) do def self.from …` (Options is a
    # Struct subclass) was a constant; a block of no methods (`Hash.new do |h, k|`) and a
    # call other than `new` (`proc do def test_… end`) make no class.
    ruby = ("module Faraday\n"
            "  ProxyOptions = Options.new(:uri, :user) do\n"
            "    def self.from(value); end\n"
            "    def user; end\n"
            "  end\n"
            "  KeyMap = Hash.new do |map, key|\n    map[key] = key\n  end\n"
            "  Suite = proc do\n    def test_render; end\n  end\n"
            "end\n")
    chunks = chunk_file("proxy_options.rb", ruby, "ruby")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("module", "Faraday"), ("class", "Faraday.ProxyOptions"),
        ("method", "Faraday.ProxyOptions.from"), ("method", "Faraday.ProxyOptions.user"),
        ("constant", "Faraday.KeyMap"), ("constant", "Faraday.Suite"),
        ("method", "Faraday.Suite.test_render")]


def test_sinatra_routes_and_rake_tasks_are_chunks() -> None:
    # sinatra's examples/chat.rb was one whole-file chunk, its routes no declarations; so were
    # a Rakefile's tasks. Named as JavaScript's `app.get('/chat', …)` is.
    ruby = ("namespace :db do\n"
            "  desc \"Migrate the database\"\n"
            "  task migrate: [:environment] do\n    run\n  end\n"
            "end\n"
            "# The chat page.\n"
            "get '/chat' do\n  erb :chat\nend\n"
            "get 'about' do\nend\n"
            "configure do\n  set :port, 80\nend\n")
    chunks = chunk_file("app.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("namespace", "db", 1, 6, ""), ("function", "db.migrate", 3, 5, "Migrate the database"),
        ("function", "/chat", 8, 10, "The chat page.")]
    assert chunks[2].signature == "get '/chat'"


def test_a_thor_commands_desc_is_its_doc() -> None:
    # kamal's lib/kamal/cli/accessory.rb: `desc "boot [NAME]", "Boot new accessory service on
    # host …"` over `def boot(name, prepare: true)`, 80 commands with no doc. The description
    # is the second argument, past `option` lines; a comment right above the `def` wins, and
    # Rake's one-argument `desc` or a `desc` of no string documents no `def`.
    ruby = ("class Accessory < Thor\n"
            "  desc \"boot [NAME]\", \"Boot new accessory service on host\"\n"
            "  option :prepare, type: :boolean, desc: \"Prepare it first\"\n"
            "  method_option :quiet, aliases: \"-q\"\n"
            "  def boot(name, prepare: true)\n  end\n\n"
            "  desc 'logs [NAME]', %q(Show log lines from accessory)\n"
            "  # Tails the log.\n  def logs(name)\n  end\n\n"
            "  desc \"Only a usage\"\n  def usage\n  end\n\n"
            "  no_commands do\n  end\n  def helper\n  end\nend\n")
    chunks = chunk_file("cli/accessory.rb", ruby, "ruby")
    assert [(c.name, c.doc) for c in chunks if c.kind == "method"] == [
        ("boot", "Boot new accessory service on host"), ("logs", "Tails the log."),
        ("usage", ""), ("helper", "")]


def test_rspec_custom_matchers_are_functions_named_as_specs_call_them() -> None:
    # aasm's lib/aasm/rspec/allow_event.rb (`RSpec::Matchers.define :allow_event do |event|`)
    # and factory_bot's spec/support/matchers were whole-file chunks, no name; hashie's
    # matchers.rb held several. The DSL's bare `matcher :x do` in a module too, its `def`s
    # its members (mustermann's ScanMatcher); `match do`, `chain :on do` are its lines.
    ruby = ("# Whether the event may fire.\n"
            "RSpec::Matchers.define :allow_event do |event|\n"
            "  match do |obj|\n    obj.may_fire_event?(event)\n  end\n"
            "  chain :on do |name|\n    @name = name\n  end\nend\n\n"
            "::RSpec::Matchers.define :be_about_now do\n  match { |t| t }\nend\n\n"
            "module ScanMatcher\n  extend RSpec::Matchers::DSL\n"
            "  matcher :give_scan_result do |method_name, pattern|\n"
            "    def expect_result(expected)\n      expected\n    end\n  end\nend\n"
            "foo.define :not_a_matcher do\nend\n")
    chunks = chunk_file("matchers.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "allow_event", 2, 9, "RSpec::Matchers.define :allow_event do |event|",
         "Whether the event may fire."),
        ("function", "be_about_now", 11, 13, "::RSpec::Matchers.define :be_about_now", ""),
        ("module", "ScanMatcher", 15, 22, "module ScanMatcher", ""),
        ("method", "ScanMatcher.give_scan_result", 17, 21,
         "matcher :give_scan_result do |method_name, pattern|", ""),
        ("function", "ScanMatcher.give_scan_result.expect_result", 18, 20,
         "def expect_result(expected)", "")]


def test_a_ruby_class_reopened_only_to_nest_is_a_scope_not_a_chunk() -> None:
    # Thor reopens `class Thor` atop each file just to nest `module Actions` in it: as a chunk
    # it spanned the file and answered for every word of it. Its members keep it as container;
    # a class with a superclass or a method of its own stays a class.
    rb = ("class Thor\n  module Actions\n    def insert_into_file(dest)\n    end\n  end\n\n"
          "  class InjectIntoFile < EmptyDirectory\n  end\nend\n\n"
          "class Shell\n  class Basic\n  end\n\n  def say\n  end\nend\n\n"
          "class Error < StandardError\n  class Detail\n  end\nend\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib/thor/a.rb", rb, "ruby")] == [
        ("module", "Thor.Actions", 2), ("method", "Thor.Actions.insert_into_file", 3),
        ("class", "Thor.InjectIntoFile", 7), ("class", "Shell", 11), ("class", "Shell.Basic", 12),
        ("method", "Shell.say", 15), ("class", "Error", 19), ("class", "Error.Detail", 20)]


def test_a_ruby_module_opened_only_to_nest_and_register_is_a_scope_not_a_chunk() -> None:
    # Shrine's 50 plugin files open `class Shrine` / `module Plugins` to nest the plugin and
    # register it: each `Shrine.Plugins` was a chunk spanning its file, and "plugins" was
    # answered by them. A call that declares nothing (`register_plugin`, `include`) leaves it
    # a namespace; a commented one (the plugin's `# Documentation …` line, whose body is only
    # `module AttacherMethods`; a paragraph then a bare `#`), or one with an accessor or a
    # method, stays a module.
    rb = ("# frozen_string_literal: true\n\nclass Shrine\n  module Plugins\n"
          "    # Documentation can be found on https://shrinerb.com/docs/plugins/keep_files\n"
          "    module KeepFiles\n      module AttacherMethods\n        def destroy?\n"
          "          false\n        end\n      end\n    end\n\n"
          "    register_plugin(:keep_files, KeepFiles)\n  end\nend\n\n"
          "module Storage\n  include Enumerable\n  class S3\n  end\nend\n\n"
          "module Config\n  attr_accessor :level\n  class Error\n  end\nend\n\n"
          "# Where files are kept.\n#\nmodule Store\n  class Disk\n  end\nend\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib/keep_files.rb", rb, "ruby")] == [
        ("module", "Shrine.Plugins.KeepFiles", 6), ("module", "Shrine.Plugins.KeepFiles.AttacherMethods", 7),
        ("method", "Shrine.Plugins.KeepFiles.AttacherMethods.destroy?", 8),
        ("class", "Storage.S3", 20), ("module", "Config", 24), ("property", "Config.level", 25),
        ("class", "Config.Error", 26), ("module", "Store", 32), ("class", "Store.Disk", 33)]


def test_ruby_yard_method_and_attribute_directives_are_chunks() -> None:
    # faraday's `get`, `post`, … are defined by a `class_eval` loop and documented by a
    # `# @!method` block of its own: "faraday get request" found no `get`.
    ruby = ("module Faraday\n"
            "  class Connection\n"
            "    # @!method get(url = nil, params = nil)\n"
            "    # Makes a GET HTTP request without a body.\n"
            "    # @!scope class\n"
            "    #\n"
            "    # @param url [String]\n"
            "    # @!method head(url = nil)\n"
            "    # (see #get)\n"
            "    # Makes a HEAD HTTP request.\n"
            "\n"
            "    # @!visibility private\n"
            "    METHODS.each do |method|\n"
            "      class_eval \"def #{method}; end\"\n"
            "    end\n"
            "\n"
            "    # @!attribute [r] Item\n"
            "    attr_reader :item\n"
            "    # @!method close\n"
            "    #   Closes the connection.\n"
            "    def close; end\n"
            "  end\n"
            "  # The request.\n"
            "  # @!attribute [rw] path\n"
            "  #   @return [String] the path\n"
            "  Request = Struct.new(:path) do\n"
            "    def to_env; end\n"
            "  end\n"
            "end\n"
            "# @!method\n"
            "# @!method top(a, (b\n"
            "DOC = <<~TXT\n"
            "  # @!method in_heredoc\n"
            "TXT\n")
    chunks = chunk_file("connection.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("module", "Faraday", 1, 29, "module Faraday", ""),
        ("class", "Faraday.Connection", 2, 22, "class Connection", ""),
        ("method", "Faraday.Connection.get", 3, 7, "def get(url = nil, params = nil)",
         "Makes a GET HTTP request without a body.\n@param url [String]"),
        ("method", "Faraday.Connection.head", 8, 10, "def head(url = nil)",
         "Makes a HEAD HTTP request."),
        ("property", "Faraday.Connection.item", 18, 18, "attr_reader :item", ""),
        ("method", "Faraday.Connection.close", 21, 21, "def close", "Closes the connection."),
        ("property", "Faraday.Request.path", 24, 25, "attr_accessor :path",
         "@return [String] the path"),
        ("class", "Faraday.Request", 26, 28, "Request = Struct.new(:path)", "The request."),
        ("method", "Faraday.Request.to_env", 27, 27, "def to_env", ""),
        ("function", "top", 31, 31, "def top(a, (b", ""),
        ("constant", "DOC", 32, 32, "DOC = <<~TXT", "")]


def test_a_ruby_yard_directive_naming_a_declared_member_is_its_doc() -> None:
    # ruby-jwt's DecodeConfiguration: a block of `# @!attribute [rw] x` / `#   @return …`
    # directives, a blank line above `attr_accessor :x, :y`, made each property twice, the
    # directive's address (with the doc) and the code's (without). One address, the code's.
    ruby = ("class Config\n"
            "  # @!attribute [rw] leeway\n"
            "  #   @return [Integer] the leeway in seconds.\n"
            "  # @!attribute [rw] algorithms\n"
            "  #   @return [Array] the accepted algorithms.\n"
            "  # @!method reset\n"
            "  #   Sets the defaults.\n"
            "  # @!attribute [r] extra\n"
            "  #   @return [Hash] what no code declares.\n"
            "\n"
            "  attr_accessor :leeway,\n"
            "                :algorithms\n"
            "\n"
            "  def reset; end\n"
            "\n"
            "  # @!attribute [rw] decode\n"
            "  #   @return [Hash] the decode options.\n"
            "  # @!attribute [r] jwk\n"
            "  #   @return [Hash] the JWK options.\n"
            "  attr_accessor :decode, :jwk\n"
            "end\n")
    chunks = chunk_file("config.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.doc) for c in chunks] == [
        ("class", "Config", 1, ""),
        ("property", "Config.extra", 8, "@return [Hash] what no code declares."),
        ("property", "Config.leeway", 11, "@return [Integer] the leeway in seconds."),
        ("property", "Config.algorithms", 12, "@return [Array] the accepted algorithms."),
        ("method", "Config.reset", 14, "Sets the defaults."),
        # Right above the statement, each name's directive its doc, not the whole block.
        ("property", "Config.decode", 20, "@return [Hash] the decode options."),
        ("property", "Config.jwk", 20, "@return [Hash] the JWK options.")]


def test_a_ruby_yard_parse_block_is_read_as_the_code_it_holds() -> None:
    # faraday's `ProxyOptions = Options.new(…) do` under `# @!parse` / `#   # ProxyOptions
    # contains …` / `#   class ProxyOptions < Options; end`: the nested comment read as a
    # Markdown heading, the description was `@!parse`. Its comments are the doc, a `#` less
    # deep; the directive and the code are none. Its directives end the description.
    ruby = ("module Faraday\n"
            "  # @!parse\n"
            "  #   # ProxyOptions contains the configurable properties for the proxy\n"
            "  #   # configuration used when making an HTTP request.\n"
            "  #   class ProxyOptions < Options; end\n"
            "  ProxyOptions = Options.new(:uri, :user) do\n"
            "    def user; end\n"
            "  end\n"
            "\n"
            "  # @!parse\n"
            "  #   # SSL-related options.\n"
            "  #   #\n"
            "  #   # @!attribute verify\n"
            "  #   #   @return [Boolean] whether to verify SSL certificates or not\n"
            "  #   class SSLOptions < Options; end\n"
            "  SSLOptions = Options.new(:verify) do\n"
            "    def verify?; end\n"
            "  end\n"
            "end\n")
    chunks = chunk_file("options.rb", ruby, "ruby")
    assert [(c.qualified, c.doc) for c in chunks if c.name.endswith("Options")] == [
        ("Faraday.ProxyOptions", "ProxyOptions contains the configurable properties for the "
                                 "proxy configuration used when making an HTTP request."),
        ("Faraday.SSLOptions", "SSL-related options.\n@!attribute verify @return [Boolean] "
                               "whether to verify SSL certificates or not")]
    from codesift.address import hit_label
    from codesift.model import Hit

    env = ("class Env\n  # @!parse\n  #   # @!attribute method\n  #   #   @return [Symbol]\n"
           "  #   class Env < Options; end\n  def body; end\nend\n")
    labels = [hit_label(Hit(path="a.rb", line=c.start, end_line=c.end, kind=c.kind,
                            symbol=c.name, container=c.container, signature=c.signature,
                            doc=c.doc, lang=c.lang, score=1.0))
              for c in chunk_file("env.rb", env, "ruby")]
    assert labels == ["class Env", "method Env.body"]


def test_a_ruby_yard_parse_directive_with_no_blank_keeps_the_doc_below_its_block() -> None:
    # `#@!parse`: with no blank before the directive, every `# text` line after it was taken
    # for the code it holds, and the doc was empty. Its code is indented deeper than a
    # comment's one blank; the lines after it are the doc.
    ruby = "#@!parse\n#  class Foo; end\n# The real doc.\nclass Bar\nend\n"
    assert [(c.qualified, c.doc) for c in chunk_file("bar.rb", ruby, "ruby")] == [
        ("Bar", "The real doc.")]


def test_a_ruby_constant_given_a_new_class_without_a_block_is_a_class() -> None:
    # dry-validation's `InvalidKeysError = ::Class.new(::StandardError)`, Ruby's idiom for an
    # error class, and a blockless `Struct.new`/`Data.define` were constants: out of `--kind
    # class`, weighed as one-line values. `Module.new` makes a module; `Hash.new` a value.
    ruby = ("module Dry\n"
            "  # Error raised when a localized message was not found\n"
            "  MissingMessageError = ::Class.new(::StandardError)\n"
            "  Point = Struct.new(:x, :y)\n"
            "  Pair = Data.define(:a, :b)\n"
            "  Helpers = Module.new\n"
            "  Cache = Hash.new\n"
            "  LIMIT = Integer.sqrt(9)\n"
            "end\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("constants.rb", ruby, "ruby")] == [
        ("module", "Dry", 1, "module Dry", ""),
        ("class", "Dry.MissingMessageError", 3, "MissingMessageError = ::Class.new(::StandardError)",
         "Error raised when a localized message was not found"),
        ("class", "Dry.Point", 4, "Point = Struct.new(:x, :y)", ""),
        ("class", "Dry.Pair", 5, "Pair = Data.define(:a, :b)", ""),
        ("module", "Dry.Helpers", 6, "Helpers = Module.new", ""),
        ("constant", "Dry.Cache", 7, "Cache = Hash.new", ""),
        ("constant", "Dry.LIMIT", 8, "LIMIT = Integer.sqrt(9)", "")]


def test_a_ruby_variable_holding_a_class_made_with_a_block_of_methods_is_that_class() -> None:
    # webmock's `@webMockNetHTTP = Class.new(Net::HTTP) do … def request(…)`, its stand-in
    # for Net::HTTP, and its 20 methods were in no chunk. A variable given anything else
    # (`@plain = 3`, `@list = items.map do |x| x end`) declares nothing.
    ruby = ("class NetHttpAdapter\n"
            "  # The patched client.\n"
            "  @webMockNetHTTP = Class.new(Net::HTTP) do\n"
            "    def request(request, body = nil, &block)\n      build(request)\n    end\n"
            "  end\n"
            "  @plain = 3\n"
            "  @@cfg = Struct.new(:a) do\n    def sum; a; end\n  end\n"
            "  @list = items.map do |x| x end\n"
            "end\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc)
            for c in chunk_file("net_http.rb", ruby, "ruby")] == [
        ("class", "NetHttpAdapter", 1, 13, ""),
        ("class", "NetHttpAdapter.webMockNetHTTP", 3, 7, "The patched client."),
        ("method", "NetHttpAdapter.webMockNetHTTP.request", 4, 6, ""),
        ("class", "NetHttpAdapter.cfg", 9, 11, ""),
        ("method", "NetHttpAdapter.cfg.sum", 10, 10, "")]


def test_a_ruby_singleton_method_named_by_its_own_module_is_the_modules() -> None:
    # mail's `def Encodings.q_value_decode` inside `module Encodings` read
    # `Mail.Encodings.Encodings.q_value_decode`; another receiver still qualifies the name.
    rb = ("module Mail\n  module Encodings\n    def Encodings.decode(s); end\n"
          "    def self.encode(s); end\n    def Other.x(s); end\n  end\nend\n")
    names = {c.qualified for c in chunk_file("lib/mail/encodings.rb", rb, "ruby")}
    assert {"Mail.Encodings.decode", "Mail.Encodings.encode",
            "Mail.Encodings.Other.x"} <= names
    assert "Mail.Encodings.Encodings.decode" not in names


def test_a_ruby_name_written_from_an_enclosing_module_is_not_prefixed_again() -> None:
    # excon's `Excon::Errors::Error = Excon::Error` inside `module Excon; module Errors` read
    # `Excon.Errors.Excon.Errors.Error`: Ruby finds `Excon` in the scopes around, so the name
    # says where it is from there. A module no scope is named keeps the whole path.
    rb = ("module Excon\n  module Errors\n    Excon::Errors::Error = Excon::Error\n"
          "    class Excon::Errors::Foo < StandardError\n      def bar; end\n    end\n"
          "    def Excon.baz; end\n    class Errors::Inner; end\n    class Net::HTTP; end\n"
          "  end\n  class Excon::Other; end\nend\n")
    names = [(c.kind, c.qualified) for c in chunk_file("lib/excon/error.rb", rb, "ruby")]
    assert names == [
        ("module", "Excon.Errors"), ("constant", "Excon.Errors.Error"),
        ("class", "Excon.Errors.Foo"), ("method", "Excon.Errors.Foo.bar"),
        ("method", "Excon.baz"), ("class", "Excon.Errors.Inner"),
        ("class", "Excon.Errors.Net.HTTP"), ("class", "Excon.Other")]


def test_a_rails_schemas_tables_are_types_named_by_the_table() -> None:
    # maybe's db/schema.rb (59 tables, 879 lines) was one whole-file chunk, damped as generated:
    # "accounts table columns" found migrations, never `create_table "accounts"`. Each table in
    # the schema's `define` block is a type, documented by its `comment:`, and each enum type an
    # enum; a migration's `create_table` inside `def change` stays the method's lines.
    ruby = ('# This file is auto-generated from the current state of the database.\n\n'
            'ActiveRecord::Schema[7.2].define(version: 2025_07_24_115507) do\n'
            '  enable_extension "pgcrypto"\n'
            '  create_enum "account_status", ["ok", "syncing", "error"]\n\n'
            '  create_table "accounts", id: :uuid, force: :cascade do |t|\n'
            '    t.string "name"\n    t.index ["name"], name: "index_accounts_on_name"\n'
            '  end\n\n'
            '  create_table "users", comment: "People who sign in", force: :cascade do |t|\n'
            '    t.string "email"\n  end\n\n'
            '  add_foreign_key "accounts", "users"\nend\n')
    chunks = chunk_file("db/schema.rb", ruby, "ruby")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("enum", "account_status", 5, 5, 'create_enum "account_status", ["ok", "syncing", "error"]',
         ""),
        ("type", "accounts", 7, 10, 'create_table "accounts", id: :uuid, force: :cascade', ""),
        ("type", "users", 12, 14, 'create_table "users", comment: "People who sign in", '
         'force: :cascade', "People who sign in")]
    migration = ("class CreateBudgets < ActiveRecord::Migration[7.2]\n  def change\n"
                 "    create_table :budgets do |t|\n      t.date :start_date\n    end\n"
                 "  end\nend\n")
    assert [c.qualified for c in chunk_file("db/migrate/1_create_budgets.rb", migration, "ruby")] \
        == ["CreateBudgets", "CreateBudgets.change"]
