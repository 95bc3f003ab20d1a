"""Per-language declaration chunks against real grammars: one fixture file per language under
tests/fixtures/chunk, with the exact (kind, name, container, start line) list expected."""
from __future__ import annotations

import time

import pytest

from codesift.chunk import chunk_file
from codesift.languages import content_language, language_of, script_language
from codesift.model import KINDS

from chunk_fixtures import FIXTURES
from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks

# sample.ts and sample.tsx share their TypeScript part line for line.
_TS_DECLS: list[tuple[str, str, str, int]] = [
    ('interface', 'Options', '', 4),
    ('property', 'timeout', 'Options', 5),
    ('method', 'retry', 'Options', 6),
    ('type', 'Id', '', 9),
    ('enum', 'Color', '', 11),
    ('constant', 'VERSION', '', 16),
    ('class', 'Service', '', 18),
    ('property', 'cache', 'Service', 19),
    ('property', 'timeout', 'Service', 20),
    ('constructor', 'constructor', 'Service', 22),
    ('method', 'retry', 'Service', 27),
    ('method', 'fetch', 'Service', 31),
    ('namespace', 'Util', '', 34),
    ('function', 'clamp', 'Util', 35),
    ('module', 'ext', '', 40),
    ('prototype', 'extFn', 'ext', 41),     # ambient declarations: bodies live elsewhere
    ('prototype', 'ambient', '', 44),
    ('function', 'toId', '', 46),
]

EXPECTED: dict[str, list[tuple[str, str, str, int]]] = {
    # PowerShell: functions and filters by the name they are called with, classes with their
    # properties (no `$`), constructor and methods.
    "sample.ps1": [
        ('function', 'Get-Deployment', '', 9),
        ('function', 'Start-Deployment', '', 21),
        ('class', 'Deployer', '', 25),
        ('property', 'Region', 'Deployer', 26),
        ('constructor', 'Deployer', 'Deployer', 28),
        ('method', 'Deploy', 'Deployer', 32),
        ('function', 'Select-Active', '', 37),
    ],
    # Solidity: contracts and libraries as classes, events and errors as types, state
    # variables as properties (constants when `constant`), modifiers and receive as functions.
    "Sample.sol": [
        ('class', 'Token', '', 8),
        ('property', '_balances', 'Token', 10),
        ('constant', 'DECIMALS', 'Token', 11),
        ('type', 'Transfer', 'Token', 13),
        ('type', 'InsufficientBalance', 'Token', 15),
        ('struct', 'Checkpoint', 'Token', 17),
        ('enum', 'State', 'Token', 22),
        ('method', 'onlyOwner', 'Token', 24),
        ('constructor', 'Token', 'Token', 29),
        ('method', 'transfer', 'Token', 34),
        ('method', 'receive', 'Token', 39),
        ('interface', 'IERC20Metadata', '', 42),
        ('method', 'name', 'IERC20Metadata', 43),
        ('class', 'SafeMath', '', 46),
        ('method', 'add', 'SafeMath', 47),
    ],
    # Haskell: a signature and its equations are one function (fib's three equations); a
    # class an interface of its signatures, an instance an impl of its equations; the
    # module's Haddock header ("A tiny shop.") the file's doc.
    "Sample.hs": [
        ('file', '', '', 1),
        ('type', 'Cart', '', 10),
        ('type', 'Price', '', 15),
        ('type', 'Item', '', 17),
        ('interface', 'Totalable', '', 20),
        ('method', 'total', 'Totalable', 21),
        ('impl', 'Totalable Cart', '', 23),
        ('method', 'total', 'Totalable Cart', 24),
        ('function', 'addItem', '', 27),
        ('function', 'clear', '', 31),
        ('function', 'fib', '', 36),
    ],
    # Terraform: each top-level block a section named as Terraform addresses it
    # (aws_s3_bucket.logs, var.region, data.aws_ami.ubuntu, each local local.name); nested
    # blocks stay inside.
    "sample.tf": [
        ('section', 'logs', 'aws_s3_bucket', 2),
        ('section', 'region', 'var', 10),
        ('section', 'vpc', 'module', 15),
        ('constant', 'name', 'local', 21),
        ('section', 'bucket_arn', 'output', 24),
        ('section', 'aws', 'provider', 28),
        ('section', 'ubuntu', 'data.aws_ami', 32),
    ],
    # Objective-C: @interface / @implementation / @protocol, methods named by their selector,
    # an interface's method declarations as prototypes; C declarations as in C.
    "sample.m": [
        ('constant', 'kBaseURL', '', 3),
        ('class', 'AFClient', '', 6),
        ('property', 'baseURL', 'AFClient', 7),
        ('prototype', 'initWithBaseURL:', 'AFClient', 8),
        ('prototype', 'sharedClient', 'AFClient', 9),
        ('class', 'AFClient', '', 12),
        ('method', 'initWithBaseURL:', 'AFClient', 14),
        ('method', 'getPath:parameters:success:', 'AFClient', 20),
        ('method', 'sharedClient', 'AFClient', 24),
        ('interface', 'AFDelegate', '', 30),
        ('prototype', 'clientDidFinish:', 'AFDelegate', 31),
        ('function', 'AFLog', '', 34),
    ],
    # Zig types are values bound to names (`pub const Buffer = struct {…}`); imports and enum
    # values are no declarations; `test "…"` blocks are named by their string; a generic type's
    # function holds the members of the struct it returns.
    "sample.zig": [
        ('file', '', '', 1),   # its own doc, named by no declaration
        ('constant', 'default_capacity', '', 5),
        ('struct', 'Buffer', '', 8),
        ('property', 'items', 'Buffer', 9),
        ('property', 'len', 'Buffer', 10),
        ('method', 'init', 'Buffer', 13),
        ('method', 'grow', 'Buffer', 18),
        ('enum', 'Color', '', 23),
        ('struct', 'Value', '', 25),
        ('property', 'int', 'Value', 25),
        ('property', 'float', 'Value', 25),
        ('function', 'main', '', 27),
        ('function', 'buffer grows', '', 32),
        ('function', 'Pair', '', 38),
        ('property', 'first', 'Pair', 40),
        ('property', 'second', 'Pair', 41),
        ('method', 'swap', 'Pair', 43),
    ],
    # Single-file components: the <script> blocks parsed as JavaScript / TypeScript in place
    # (the markup blanked); an exported options object is a class named by its `name:`, with
    # its methods and those of its `computed`/`methods` groups.
    "sample.vue": [
        ('constant', 'PAGE_SIZE', '', 10),
        ('class', 'ComplexTable', '', 12),
        ('method', 'data', 'ComplexTable', 18),
        ('method', 'total', 'ComplexTable', 22),
        ('method', 'handleFilter', 'ComplexTable', 28),
        ('method', 'resetTemp', 'ComplexTable', 31),
    ],
    "sample.svelte": [
        ('function', 'increment', '', 7),
        ('function', 'double', '', 11),
    ],
    # Elixir declarations are calls: a function's clauses are one chunk (`call`, 17-25, from
    # its `@doc`), a module by its alias's last segment in the rest, ExUnit's describe/test/setup are suites and
    # cases; `defstruct` is the module's struct, named as Elixir writes it (`%Plug.Sample{}`).
    "sample.ex": [
        ('module', 'Sample', 'Plug', 1),
        ('constant', 'default_opts', 'Plug.Sample', 9),
        ('struct', 'Sample', 'Plug', 11),
        ('function', 'init', 'Plug.Sample', 13),
        ('function', 'call', 'Plug.Sample', 17),
        ('function', 'version', 'Plug.Sample', 27),
        ('function', 'helper', 'Plug.Sample', 30),
        ('macro', 'sigil_x', 'Plug.Sample', 34),
        ('macro', 'is_even', 'Plug.Sample', 38),
        ('function', 'fetch', 'Plug.Sample', 40),
        ('module', 'Inner', 'Plug.Sample', 42),
        ('function', 'run', 'Plug.Sample.Inner', 43),
        ('interface', 'Size', '', 47),
        ('method', 'size', 'Size', 48),
        ('impl', 'BitString', 'Size', 52),
        ('method', 'size', 'Size.BitString', 53),
        ('module', 'SampleTest', 'Plug', 56),
        ('function', 'setup', 'Plug.SampleTest', 59),
        ('namespace', 'call/2', 'Plug.SampleTest', 63),
        ('function', 'returns the conn', 'Plug.SampleTest.call/2', 64),
        ('function', 'init', 'Plug.SampleTest', 69),
    ],
    # Dart puts a body beside its signature; members by kind (getters and fields are
    # properties, `Client.named` a constructor, an enum's values constants); a test file's main
    # holds its groups and tests.
    "sample.dart": [
        ('constant', 'maxRetries', '', 6),
        ('variable', '_cache', '', 7),
        ('function', 'get', '', 10),
        ('function', 'run', '', 13),
        ('type', 'Handler', '', 17),
        ('class', 'Client', '', 20),
        ('property', 'timeout', 'Client', 22),
        ('property', 'defaultPort', 'Client', 23),
        ('property', '_count', 'Client', 24),
        ('constructor', 'Client', 'Client', 27),
        ('constructor', 'named', 'Client', 29),
        ('constructor', 'create', 'Client', 31),
        ('property', 'count', 'Client', 34),
        ('property', 'count', 'Client', 36),
        ('method', 'close', 'Client', 40),
        ('method', 'operator ==', 'Client', 45),
        ('method', 'of', 'Client', 47),
        ('class', 'Base', '', 52),
        ('method', 'close', 'Base', 53),
        ('class', 'Mixin', '', 56),
        ('method', 'log', 'Mixin', 57),
        ('enum', 'Color', '', 60),
        ('constant', 'red', 'Color', 60),
        ('constant', 'green', 'Color', 60),
        ('enum', 'Status', '', 62),
        ('constant', 'ok', 'Status', 63),
        ('constant', 'notFound', 'Status', 64),
        ('constructor', 'Status', 'Status', 66),
        ('property', 'code', 'Status', 67),
        ('property', 'isError', 'Status', 68),
        ('impl', 'StringX', '', 71),
        ('method', 'shout', 'StringX', 72),
        ('class', 'UserId', '', 75),
        ('property', 'topLevelGetter', '', 77),
        ('function', 'main', '', 79),
        ('namespace', 'Client', '', 80),
        ('function', 'setUp', 'Client', 81),
        ('function', 'closes', 'Client', 85),
    ],
    # A Lua module fills a table: `function M.x`, `function M:x`, `M.x = function`, a table
    # literal's functions; busted's describe/it/before_each are suites and cases.
    # Perl: a statement package names the subs after it, a block package (whole name) its
    # own; `has` properties, `use constant` constants, a bodiless sub, Test::More subtests.
    "sample.pm": [
        ('module', 'Shop.Cart', '', 1),
        ('constant', 'MAX_ITEMS', 'Shop.Cart', 3),
        ('constant', 'TAX', 'Shop.Cart', 4),
        ('constant', 'CURRENCY', 'Shop.Cart', 4),
        ('property', 'owner', 'Shop.Cart', 6),
        ('property', 'items', 'Shop.Cart', 6),
        ('property', 'discount', 'Shop.Cart', 7),
        ('function', 'add', 'Shop.Cart', 13),
        ('function', 'total', 'Shop.Cart', 20),
        ('function', 'checkout', 'Shop.Cart', 26),
        ('prototype', '_private', 'Shop.Cart', 28),
        ('module', 'Shop.Cart.Item', '', 30),
        ('function', 'new', 'Shop.Cart.Item', 31),
        ('function', 'adds items', 'Shop.Cart', 34),
        ('function', 'twice', 'Shop.Cart.adds items', 35),
    ],
    "sample.lua": [
        ('constant', 'MAX_RETRIES', '', 6),
        ('class', 'LoaderOpts', '', 8),      # LuaCATS annotations alone
        ('property', 'root', 'LoaderOpts', 9),
        ('function', 'normalize', 'M', 14),
        ('method', 'load', 'M', 22),
        ('function', 'reload', 'M', 27),
        ('function', 'browser', 'M.handlers', 33),
        ('function', 'helper', '', 37),
        ('function', 'cache', '', 41),
        ('namespace', 'loader', '', 43),
        ('function', 'before_each', 'loader', 44),
        ('function', 'loads a plugin', 'loader', 48),
        ('function', 'setup', '', 55),
    ],
    "Sample.cs": [
        ('namespace', 'Shop.Orders', '', 3),
        ('class', 'Order', '', 6),
        ('constant', 'MaxItems', 'Order', 9),
        ('property', '_count', 'Order', 10),
        ('property', 'Name', 'Order', 11),
        ('constructor', 'Order', 'Order', 13),
        ('method', 'Add', 'Order', 19),
        ('interface', 'IOrder', '', 25),
        ('method', 'Add', 'IOrder', 27),
        ('struct', 'Money', '', 30),
        ('enum', 'Status', '', 32),
        ('type', 'Changed', '', 34),
    ],
    "Sample.java": [
        ('class', 'UserService', '', 6),
        ('constant', 'LIMIT', 'UserService', 8),
        ('property', 'names', 'UserService', 9),
        ('constructor', 'UserService', 'UserService', 12),
        ('method', 'find', 'UserService', 16),
        ('interface', 'Api', 'UserService', 25),
        ('method', 'user', 'UserService.Api', 26),
        ('enum', 'Level', 'UserService', 30),
        ('constant', 'LOW', 'UserService.Level', 31),     # enum constants are declarations
        ('constant', 'HIGH', 'UserService.Level', 31),
        ('method', 'weight', 'UserService.Level', 33),
        ('class', 'Pair', 'UserService', 38),
        ('property', 'a', 'UserService.Pair', 38),     # a record's components are its properties
        ('property', 'b', 'UserService.Pair', 38),
    ],
    "sample.c": [
        ('macro', 'BUFSIZE', '', 6),
        ('macro', 'MAX', '', 7),
        ('struct', 'point', '', 10),
        ('struct', 'size_t2', '', 15),
        ('type', 'handle', '', 19),
        ('enum', 'color', '', 21),
        ('constant', 'names', '', 23),
        ('variable', 'counter', '', 24),
        ('prototype', 'area', '', 26),     # declared here, defined elsewhere
        ('function', 'compute', '', 29),
        ('function', 'extra', '', 36),
    ],
    "sample.cpp": [
        ('namespace', 'geo', '', 3),
        ('class', 'Shape', 'geo', 6),
        ('prototype', 'Shape', 'geo.Shape', 8),    # in-class declarations without a body
        ('prototype', '~Shape', 'geo.Shape', 9),
        ('prototype', 'area', 'geo.Shape', 10),
        ('method', 'sides', 'geo.Shape', 11),
        ('method', 'area', 'geo.Shape', 18),
        ('constructor', 'Shape', 'geo.Shape', 23),
        ('function', 'clamp', '', 25),
        ('struct', 'Vec', '', 30),
        ('prototype', 'normalize', 'Vec', 32),
        ('type', 'Scalar', '', 35),
        ('enum', 'Mode', '', 37),
        ('function', 'hidden', '', 40),
    ],
    "sample.go": [
        ('file', '', '', 1),   # its own doc, named by no declaration
        ('constant', 'MaxSize', '', 7),
        ('constant', 'ModeA', '', 11),
        ('constant', 'ModeB', '', 12),
        ('variable', 'ErrBad', '', 15),
        ('struct', 'Client', '', 18),
        ('type', 'Handler', '', 24),
        ('interface', 'Router', '', 25),
        ('method', 'Handle', 'Router', 26),
        ('type', 'Alias', '', 30),
        ('function', 'NewClient', '', 33),
        ('method', 'Send', 'Client', 40),
        ('method', 'Get', 'Result', 44),
    ],
    "sample.js": [
        ('constant', 'DEFAULT_PORT', '', 9),
        ('function', 'createApp', '', 16),
        ('function', 'proto', '', 22),
        ('function', 'send', 'res', 26),
        ('method', 'render', 'View', 30),
        ('function', 'helper', 'exports', 32),
        ('class', 'Widget', '', 35),
        ('property', 'size', 'Widget', 36),
        ('constructor', 'constructor', 'Widget', 37),
        ('method', 'render', 'Widget', 41),
        ('method', 'onClick', 'Widget', 44),
        ('function', 'handler', '', 47),
        ('function', '/', '', 51),   # a route: a call passing a callback
        ('function', 'default', '', 53),
    ],
    "sample.kt": [
        ('class', 'User', '', 6),
        ('property', 'name', 'User', 7),   # a primary constructor's `val` is a property
        ('property', 'age', 'User', 8),
        ('constructor', 'User', 'User', 10),
        ('method', 'greet', 'User', 12),
        ('constant', 'MAX', 'User', 18),
        ('method', 'create', 'User', 19),
        ('interface', 'Repo', '', 23),
        ('method', 'find', 'Repo', 24),
        ('class', 'Registry', '', 27),
        ('method', 'register', 'Registry', 28),
        ('enum', 'Level', '', 31),
        ('constant', 'LOW', 'Level', 32),     # entries are constants, as Java's
        ('constant', 'HIGH', 'Level', 32),
        ('method', 'weight', 'Level', 34),
        ('function', 'topLevel', '', 37),
        ('constant', 'DEFAULT', '', 39),
        ('type', 'Users', '', 41),
    ],
    "sample.md": [
        ('section', 'sample.md', '', 1),
        ('section', 'Sample', '', 8),
        ('section', 'Install', 'Sample', 13),
        ('section', 'Usage', 'Sample', 22),
        ('section', 'Options', 'Sample > Usage', 27),
        ('section', 'Deep option', 'Sample > Usage > Options', 29),
        ('section', 'API', '', 31),
    ],
    "sample.php": [
        ('namespace', 'App.Http', '', 2),
        ('constant', 'VERSION', '', 6),
        ('function', 'format_value', '', 9),
        ('class', 'Controller', '', 15),
        ('constant', 'LIMIT', 'Controller', 20),
        ('property', 'count', 'Controller', 21),
        ('property', 'service', 'Controller', 23),   # promoted by the constructor
        ('constructor', '__construct', 'Controller', 23),
        ('method', 'handle', 'Controller', 26),
        ('interface', 'Handler', '', 32),
        ('method', 'handle', 'Handler', 34),
        ('trait', 'Helpers', '', 37),
        ('method', 'help', 'Helpers', 39),
        ('enum', 'Suit', '', 42),
        ('constant', 'Hearts', 'Suit', 44),      # an enum case is a declaration
        ('method', 'label', 'Suit', 46),
        ('function', 'helper', '', 53),
    ],
    "sample.py": [
        ('file', '', '', 1),   # its own doc, named by no declaration
        ('constant', 'MAX_RETRIES', '', 5),
        ('variable', '_cache', '', 6),
        ('type', 'Json', '', 7),
        ('type', 'Pair', '', 8),
        ('function', 'retry', '', 12),
        ('class', 'Client', '', 23),
        ('property', 'timeout', 'Client', 26),
        ('constant', 'RETRIES', 'Client', 27),   # a class attribute, annotated or not
        ('constructor', '__init__', 'Client', 29),
        ('property', 'send', 'Client', 33),   # `@property` over it
        ('class', 'Config', 'Client', 39),
        ('property', 'debug', 'Client.Config', 40),
        ('prototype', 'typed_only', '', 44),
    ],
    "sample.rb": [
        ('module', 'Shop', '', 2),
        ('constant', 'VERSION', 'Shop', 3),
        ('class', 'Order', 'Shop', 6),
        ('property', 'items', 'Shop.Order', 7),
        ('property', 'total', 'Shop.Order', 7),
        ('constructor', 'initialize', 'Shop.Order', 9),
        ('method', 'build', 'Shop.Order', 13),
        ('method', 'add', 'Shop.Order', 18),
        ('method', 'registry', 'Shop.Order', 23),
        ('class', 'Cart', 'Shop', 30),
        ('function', 'helper', '', 32),
    ],
    "sample.rs": [
        ('file', '', '', 1),   # its own doc, named by no declaration
        ('struct', 'Point', '', 6),
        ('enum', 'Shape', '', 11),
        ('trait', 'Draw', '', 17),
        ('method', 'draw', 'Draw', 18),
        ('method', 'name', 'Draw', 19),
        ('impl', 'Point', '', 24),
        ('method', 'new', 'Point', 26),
        ('impl', 'Wrapper', '', 34),
        ('method', 'fmt', 'Wrapper', 35),
        ('module', 'util', '', 40),
        ('function', 'helper', 'util', 41),
        ('module', 'external', '', 44),
        ('macro', 'square', '', 46),
        ('constant', 'LIMIT', '', 52),
        ('variable', 'COUNTER', '', 53),
        ('type', 'Result', '', 54),
        ('function', 'main', '', 56),
    ],
    "sample.scala": [
        ('class', 'Circle', '', 4),
        ('property', 'r', 'Circle', 5),   # a case class's parameter is a public val
        ('property', 'area', 'Circle', 6),
        ('method', 'scale', 'Circle', 8),
        ('class', 'Circle', '', 14),
        ('method', 'unit', 'Circle', 15),
        ('trait', 'Shape', '', 18),
        ('method', 'area', 'Shape', 19),
        ('enum', 'Color', '', 22),
        ('function', 'topLevel', '', 26),
        ('constant', 'Pi', '', 28),
        ('type', 'Radius', '', 30),
    ],
    "sample.sh": [
        ('function', 'log', '', 7),
        ('function', 'deploy', '', 13),
    ],
    "sample.swift": [
        ('class', 'Vehicle', '', 4),
        ('property', 'wheels', 'Vehicle', 6),
        ('property', 'name', 'Vehicle', 7),
        ('constructor', 'init', 'Vehicle', 9),
        ('method', 'drive', 'Vehicle', 13),
        ('struct', 'Point', '', 19),
        ('property', 'x', 'Point', 20),
        ('enum', 'Direction', '', 23),
        ('constant', 'north', 'Direction', 24),
        ('method', 'turned', 'Direction', 25),
        ('interface', 'Drivable', '', 28),
        ('method', 'drive', 'Drivable', 29),
        ('impl', 'Vehicle', '', 32),
        ('method', 'stop', 'Vehicle', 33),
        ('function', 'globalFunc', '', 36),
        ('constant', 'maxSpeed', '', 38),
        ('type', 'Speed', '', 40),
        # An extension of a nested type: its members are the inner type's, qualified.
        ('impl', 'Axis', 'Point', 42),
        ('method', 'flipped', 'Point.Axis', 43),
    ],
    "sample.ts": _TS_DECLS,
    # TSX is TypeScript plus JSX: the same declarations, and the component at the end.
    "sample.tsx": [*_TS_DECLS, ('function', 'View', '', 48)],
}

# Locals, nested functions, lambdas and callbacks that must never become chunks.
ABSENT: dict[str, set[str]] = {
    "sample.py": {"attempt", "callback", "local_helper", "os"},
    "sample.js": {"inner", "nested", "callback", "express", "counter"},
    "sample.ts": {"local", "x"},
    "sample.tsx": {"local", "onClick"},
    "sample.go": {"helper", "zero", "addr"},
    "sample.rs": {"clamp", "closure", "x"},
    "Sample.java": {"r", "o", "anonymous"},   # its enum constants are declarations
    "sample.c": {"local", "x", "y", "SAMPLE_H"},
    "sample.cpp": {"square", "sides_", "x"},
    "Sample.cs": {"local"},
    "sample.rb": {"i"},
    "sample.php": {"inner"},
    "sample.kt": {"inner"},
    "sample.swift": {"helper"},
    "sample.scala": {"helper"},
    "sample.sh": {"inner", "msg", "LOG_LEVEL"},
    # A sub held in a variable, a package variable, a sub's locals.
    "sample.pm": {"helper", "VERSION", "count", "rate"},
    # The module table `M`, a required module, a function's locals and its nested function, a
    # table's non-function fields.
    "sample.lua": {"M", "Util", "walk", "attempt", "result", "count", "version", "handlers"},
    "sample.dart": {"http", "local", "value"},   # its enum values are declarations, as Java's
    # Props and their defaults, components, markup and styles are no declarations.
    "sample.vue": {"default", "rows", "components", "Pagination", "props", "table", "methods"},
    "sample.svelte": {"count", "onMount", "button"},
    "sample.zig": {"std", "red", "green", "b", "t"},
    "sample.ps1": {"DefaultRegion", "Name", "Retries", "region", "name"},
    "Sample.sol": {"supply", "to", "amount", "Active", "Paused", "fromBlock", "votes", "a", "b"},
    "Sample.hs": {"Shop.Cart", "owner", "items", "M", "i", "c", "n"},
    # A block's attributes are no declarations (a locals block's are: `local.name`).
    "sample.tf": {"tags", "bucket", "description", "default", "source", "value"},
    "sample.m": {"url", "path", "parameters", "self", "message", "getPath"},
    # Elixir's own attributes (a module's own, `@default_opts`, is a constant), a struct's
    # fields, `use`, and the later clauses of `call`.
    "sample.ex": {"moduledoc", "doc", "spec", "behaviour", "defstruct", "use", "name",
                  "quote"},
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_declarations(name: str) -> None:
    chunks = _chunks(name)
    assert [(c.kind, c.name, c.container, c.start) for c in chunks] == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_chunk_invariants(name: str) -> None:
    chunks = _chunks(name)
    lines = (FIXTURES / name).read_text(encoding="utf-8").split("\n")
    assert chunks == sorted(chunks, key=lambda c: (c.start, -c.end))
    for c in chunks:
        assert c.kind in KINDS
        assert 1 <= c.start <= c.end <= len(lines)
        # The span's lines, less those its members hold (its first line always stays).
        members = [(m.start, m.end) for m in chunks if c.start <= m.start and m.end <= c.end
                   and (m.start, m.end) != (c.start, c.end)]
        own = [n for n in range(c.start, c.end + 1)
               if n == c.start or not any(a <= n <= b for a, b in members)]
        # ... and less the comment block that is a member's doc.
        dropped: list[str] = []
        kept = iter(c.text.split("\n"))
        pending = next(kept, None)
        for n in own:
            if pending is not None and lines[n - 1] == pending:
                pending = next(kept, None)
            else:
                dropped.append(lines[n - 1].strip())
        assert pending is None, f"{c.name}: text is not the span's own lines in order"
        assert all(line.startswith(("//", "#", "--", "*", "/*", ";")) for line in dropped), dropped
        assert c.lang == language_of(name) and c.path == f"fixtures/{name}"
        assert len(c.signature) <= 160 and len(c.doc) <= 400
        assert "\n" not in c.signature and "  " not in c.signature


@pytest.mark.parametrize("name", sorted(ABSENT))
def test_locals_are_not_chunks(name: str) -> None:
    names = {c.name for c in _chunks(name)}
    assert not names & ABSENT[name]


def test_go_receiver_and_group_docs() -> None:
    chunks = _chunks("sample.go")
    send = _find(chunks, "Client.Send")
    assert send.signature == "func (c *Client) Send(msg string) error"
    assert send.doc == "Send sends a message."
    assert _find(chunks, "ModeA").doc == "ModeA is the first mode."
    assert _find(chunks, "Client", "struct").signature == "type Client struct"


def test_rust_an_impl_in_an_inline_module_is_its_module_s_only_for_a_type_it_declares() -> None:
    # similar's `mod text_additions { use super::*; impl<'s, T> Change<&'s T> { fn as_str } }`
    # named the methods `text_additions.Change.as_str`, and `mod bytes_support`'s `impl
    # DiffableStr for [u8]` `bytes_support.[u8].tokenize_lines`: neither module declares the
    # type. A type it declares (ripgrep's `mod tests { struct TempDir; impl TempDir }`) and a
    # blanket impl, named by its trait, stay the module's.
    rs = ("pub struct Change<T>(T);\n"
          "mod text_additions {\n    use super::*;\n"
          "    impl<'s, T> Change<&'s T> {\n        pub fn as_str(&self) -> &str { \"\" }\n    }\n}\n"
          "mod bytes_support {\n    impl DiffableStr for [u8] {\n        fn len(&self) -> usize { 0 }\n    }\n"
          "    impl<T: Sealed> Sealed for T {}\n}\n"
          "mod tests {\n    struct TempDir;\n    impl TempDir {\n        fn path(&self) {}\n    }\n}\n")
    names = [(c.kind, c.qualified) for c in chunk_file("src/types.rs", rs, "rust")
             if c.kind in ("impl", "method")]
    assert names == [("impl", "Change"), ("method", "Change.as_str"),
                     ("impl", "[u8]"), ("method", "[u8].len"),
                     ("impl", "bytes_support.Sealed"),
                     ("impl", "tests.TempDir"), ("method", "tests.TempDir.path")]


def test_rust_an_impl_in_nested_inline_modules_is_named_outside_each_not_declaring_its_type() -> None:
    # anyhow's `pub mod __private { mod not { impl Bool for bool { fn not } } }` named the
    # method `__private.bool.not`: beside `not` only, still inside `__private`, which does not
    # declare `bool` either. Nested modules are read as one is: out of each, from the
    # innermost, up to one declaring the type (`a.Local`, `a.b` holding a blanket impl).
    rs = ("pub mod __private {\n    mod not {\n        pub trait Bool { fn not(self) -> bool; }\n"
          "        impl Bool for bool {\n            fn not(self) -> bool { !self }\n        }\n"
          "    }\n}\n"
          "mod a {\n    struct Local;\n    mod b {\n        impl Local {\n            fn f(&self) {}\n"
          "        }\n        impl<T: Sealed> Sealed for T {}\n    }\n}\n")
    names = [(c.kind, c.qualified) for c in chunk_file("src/lib.rs", rs, "rust")
             if c.kind in ("impl", "method")]
    assert names == [("method", "__private.not.Bool.not"), ("impl", "bool"),
                     ("method", "bool.not"), ("impl", "a.Local"), ("method", "a.Local.f"),
                     ("impl", "a.b.Sealed")]


def test_rust_impl_attributes_and_docs() -> None:
    chunks = _chunks("sample.rs")
    point = _find(chunks, "Point", "struct")
    assert point.start == 6 and point.text.startswith("#[derive")  # attribute opens the chunk
    assert point.doc == "A point."  # `//! Crate docs.` documents the crate, not Point
    display = [c for c in chunks if c.kind == "impl" and c.name == "Wrapper"][0]
    assert display.signature == "impl<T> fmt::Display for Wrapper<T> where T: fmt::Debug"
    assert _find(chunks, "Point.new").doc == "Make a point."


def test_rust_a_trait_impl_s_associated_types_are_its_lines_not_chunks() -> None:
    # nom: every Parser impl binds `type Output = …; type Error = …;`, 189 one-line chunks;
    # "many0 with digit0 returns Err Error Many0" led with `type Many0.Error`. The impl keeps
    # their words; a trait's own `type Error;` and a module's alias stay types.
    rs = ("/// The parser trait.\npub trait Parser<I> {\n  /// What it makes.\n  type Output;\n}\n"
          "pub type IResult<I, O> = Result<(I, O), Err>;\n"
          "impl<I, F> Parser<I> for Many0<F> {\n  type Output = Vec<I>;\n"
          "  fn process(&mut self, i: I) -> I {\n    i\n  }\n}\n")
    chunks = chunk_file("src/multi/mod.rs", rs, "rust")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("trait", "Parser"), ("type", "Parser.Output"), ("type", "IResult"),
        ("impl", "Many0"), ("method", "Many0.process")]
    assert chunks[1].doc == "What it makes."
    assert "Vec" in chunks[3].text


def test_a_file_name_s_language_is_worked_out_once() -> None:
    # The name alone decides, and a refresh asks about every file it leaves out as binary:
    # Django's 1,300 `django.mo` catalogs were each split and looked up again.
    from codesift.languages import _language_of_name

    _language_of_name.cache_clear()
    paths = [f"django/conf/locale/{i}/LC_MESSAGES/django.mo" for i in range(50)]
    assert {language_of(p) for p in paths} == {"text"}
    assert [language_of(p) for p in ("a/x.py", "b/x.py", "Makefile", "x/Makefile")] == [
        "python", "python", "make", "make"]
    assert _language_of_name.cache_info().misses == 3


def test_a_file_a_build_fills_in_is_read_in_the_language_it_is_written_in() -> None:
    # C header templates were `text` or `cmake` (json-c's config.h.in, libevent's
    # event-config.h.cmake, glog's config.h.cmake.in), automake's `Makefile.am` and a
    # `config.mk` text, a `Dockerfile.nginx` text: each summarised by its first setting.
    assert [language_of(p) for p in (
        "cmake/config.h.in", "event-config.h.cmake", "src/config.h.cmake.in", "json.h.cmakein",
        "catch_user_config.hpp.in", "FooConfig.cmake.in", "Foo.cmake", "MANIFEST.in",
        "Makefile.am", "config.mk", "lib/rake/loaders/makefile.rb", "Dockerfile.nginx",
        "build/app.dockerfile", "Containerfile")] == [
        "c", "c", "c", "c", "cpp", "cmake", "cmake", "text", "make", "make", "ruby", "docker",
        "docker", "docker"]
    assert content_language("include/x.h.in", b"namespace x {}", "c") == "cpp"
    # A `#cmakedefine` (`#cmakedefine01`) is the `#define` CMake writes: a macro, bare too
    # (no include guard), signed as written.
    source = ("#ifndef X_CONFIG_H\n#define X_CONFIG_H\n\n/* Define to 1 if you have dladdr. */\n"
              "#cmakedefine HAVE_DLADDR\n\n// Have snappy.\n#cmakedefine01 HAVE_SNAPPY\n"
              "#  cmakedefine HAVE_X @HAVE_X@\n#define PACKAGE \"@PROJECT_NAME@\"\n#endif\n")
    chunks = chunk_file("src/config.h.in", source, language_of("src/config.h.in"))
    assert [(c.kind, c.name, c.start, c.signature, c.doc) for c in chunks] == [
        ("macro", "HAVE_DLADDR", 5, "#cmakedefine HAVE_DLADDR", "Define to 1 if you have dladdr."),
        ("macro", "HAVE_SNAPPY", 8, "#cmakedefine01 HAVE_SNAPPY", "Have snappy."),
        ("macro", "HAVE_X", 9, "# cmakedefine HAVE_X @HAVE_X@", ""),
        ("macro", "PACKAGE", 10, '#define PACKAGE "@PROJECT_NAME@"', "")]


def test_go_var_groups_are_searched_spec_by_spec() -> None:
    # tree-sitter-go keeps a `var ( … )` group's specs in a var_spec_list: sentinel errors
    # declared there (`ErrNotFound = errors.New(…)`) were in no chunk.
    go = ('package p\n\nvar (\n\t// ErrNotFound is returned when no route matches.\n'
          '\tErrNotFound = errors.New("not found")\n\tdefaultTimeout = 5\n)\n\nconst (\n\tA = iota\n)\n')
    chunks = chunk_file("errors.go", go, "go")
    assert [(c.kind, c.name, c.start) for c in chunks] == [
        ("variable", "ErrNotFound", 5), ("variable", "defaultTimeout", 6), ("constant", "A", 10)]
    assert chunks[0].doc == "ErrNotFound is returned when no route matches."


def test_go_a_const_spec_of_several_names_declares_each_and_no_comma() -> None:
    # tree-sitter-go gives a `const_spec`'s commas its `name` field too: `const x, y = 1, 2`
    # declared x, "," and y (a `var` spec's commas are no names there).
    go = "package p\n\nfunc f() {}\n\nconst x, y = 1, 2\nvar u, v = 1, 2\n"
    assert [(c.kind, c.name) for c in chunk_file("p.go", go, "go")] == [
        ("function", "f"), ("constant", "x"), ("constant", "y"), ("variable", "u"),
        ("variable", "v")]


def test_go_a_const_spec_of_names_alone_is_signed_with_the_type_it_repeats() -> None:
    # A spec without expressions repeats the nearest ones above it, type and all (Go's
    # implicit repetition): fasthttp's `CookieSameSiteLaxMode` was signed by its name alone.
    go = ("package p\n\nconst (\n\tDisabled CookieSameSite = iota\n\tLax\n\tA, B\n"
          "\t// Untyped from here.\n\tFive = 5\n\tSix\n)\n\nconst (\n\tG pkg.Kind = iota\n"
          "\tH // the second\n)\n")
    assert [(c.name, c.signature) for c in chunk_file("p.go", go, "go")] == [
        ("Disabled", "Disabled CookieSameSite = iota"), ("Lax", "Lax CookieSameSite"),
        ("A", "A CookieSameSite"), ("B", "B CookieSameSite"), ("Five", "Five = 5"),
        ("Six", "Six"), ("G", "G pkg.Kind = iota"), ("H", "H pkg.Kind")]


def test_go_a_group_s_doc_is_the_doc_of_its_specs_without_one() -> None:
    # golang-jwt's `// Specific instances for HS256 and company` above `var ( … )` was no
    # chunk's doc; godoc shows it over the group. A spec's own comment still wins.
    go = ('package p\n\n// Specific instances for HS256 and company\nvar (\n'
          '\tSigningMethodHS256 *SigningMethodHMAC\n\t// HS384 is its own.\n'
          '\tSigningMethodHS384 *SigningMethodHMAC\n)\n\n// MIME types.\nconst (\n'
          '\tMIMEJSON = "application/json"\n)\n\nconst (\n\tA = iota\n)\n')
    docs = {c.name: c.doc for c in chunk_file("hmac.go", go, "go")}
    assert docs == {"SigningMethodHS256": "Specific instances for HS256 and company",
                    "SigningMethodHS384": "HS384 is its own.", "MIMEJSON": "MIME types.", "A": ""}


def test_go_a_group_doc_naming_one_spec_is_that_spec_s_alone() -> None:
    # qa70: colly's `// ProxyURLKey is the context key for the request proxy address.` over
    # `const ( ProxyURLKey key = iota; CheckRevisitKey )` was CheckRevisitKey's doc too (nats.go's
    # `InboxPrefix is …` its inboxPrefixLen's, rdigits' and base's). A doc naming the spec
    # (echo's "jsonpOpen and jsonpClose are …") stays its own.
    go = ('package p\n\n// ProxyURLKey is the context key for the request proxy address.\n'
          'const (\n\tProxyURLKey key = iota\n\tCheckRevisitKey\n)\n\n'
          '// jsonpOpen and jsonpClose are the byte wrappers for JSONP payloads.\n'
          'var (\n\tjsonpOpen  = []byte("(")\n\tjsonpClose = []byte(")")\n)\n')
    docs = {c.name: c.doc for c in chunk_file("colly.go", go, "go")}
    assert docs == {"ProxyURLKey": "ProxyURLKey is the context key for the request proxy address.",
                    "CheckRevisitKey": "",
                    "jsonpOpen": "jsonpOpen and jsonpClose are the byte wrappers for JSONP payloads.",
                    "jsonpClose": "jsonpOpen and jsonpClose are the byte wrappers for JSONP payloads."}


def test_go_a_comment_ending_a_spec_s_line_is_its_doc() -> None:
    # go-yaml's yamlh.go describes each constant after it (`yaml_UTF8_ENCODING    // The
    # default UTF-8 encoding.`): the spec after a blank line had the group's doc alone, and
    # one after a described spec none, the line above taken for a comment above it. The
    # group's doc follows the spec's own; gosec's `// #nosec G101` (echo's headers) is none.
    go = ('package p\n\n// The stream encoding.\nconst (\n\t// Let the parser choose.\n'
          '\tANY enc = iota\n\n\tUTF8    // The default UTF-8 encoding.\n'
          '\tUTF16LE // The UTF-16-LE encoding with BOM.\n\tOTHER // #nosec G101\n)\n\n'
          'const maxDepth = 10000 // Maximum nesting of flow collections.\n\n'
          '// Above wins.\nvar seen = 0 // beside it\n')
    docs = {c.name: c.doc for c in chunk_file("yamlh.go", go, "go")}
    assert docs == {"ANY": "Let the parser choose.",
                    "UTF8": "The default UTF-8 encoding.\nThe stream encoding.",
                    "UTF16LE": "The UTF-16-LE encoding with BOM.\nThe stream encoding.",
                    "OTHER": "The stream encoding.",
                    "maxDepth": "Maximum nesting of flow collections.", "seen": "Above wins."}


def test_go_directives_right_above_a_declaration_are_its_lines() -> None:
    # urfave/cli's `//go:embed autocomplete` above `autoCompleteFS embed.FS` was in no chunk
    # (its words unfound): a directive (go/doc/comment's `//go:x`, `//nolint:x`, `//export F`)
    # is the declaration's line, as an attribute is; the comment above it stays the doc. A
    # directive above the doc, or a blank line away, is neither.
    go = ("package p\n\nvar (\n\t//go:embed autocomplete\n\tautoCompleteFS embed.FS\n)\n\n"
          "// content holds the static files.\n//go:embed static/*\n//go:embed index.html\n"
          "var content embed.FS\n\n//go:noinline\nfunc caller1() {}\n\n"
          "//go:generate stringer -type=Pill\n// Pill is a pill.\ntype Pill int\n\n"
          "//go:build ignore\n\nfunc g() {}\n")
    chunks = chunk_file("completion.go", go, "go")
    assert [(c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("autoCompleteFS", 4, 5, ""), ("content", 9, 11, "content holds the static files."),
        ("caller1", 13, 14, ""), ("Pill", 18, 18, "Pill is a pill."), ("g", 22, 22, "")]
    assert chunks[0].text == "\t//go:embed autocomplete\n\tautoCompleteFS embed.FS"


def test_dart_bodies_beside_their_signatures_belong_to_the_chunk() -> None:
    chunks = _chunks("sample.dart")
    close = _find(chunks, "Client.close")
    assert (close.start, close.end) == (40, 43)   # the @override line, then the body to `}`
    assert close.signature == "Future<void> close()" and "await Future.value();" in close.text
    get = _find(chunks, "get")
    assert (get.end, get.doc) == (11, "Sends a GET request.")   # `=> …` on the next line
    assert _find(chunks, "Client.timeout").signature == "final Duration timeout"
    assert _find(chunks, "Client.closes").signature == "test('closes', ()"


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


def test_a_zig_generic_returning_an_enum_holds_no_fields() -> None:
    # `_function` read every generic's type as a struct: an enum's values became properties.
    source = ("pub fn Mode(comptime T: type) type {\n    return enum {\n        fast,\n        slow,\n\n"
              "        pub fn default() @This() {\n            _ = T;\n            return .fast;\n"
              "        }\n    };\n}\n")
    assert [(c.kind, c.qualified) for c in chunk_file("mode.zig", source, "zig")] == [
        ("function", "Mode"), ("method", "Mode.default")]


def test_zig_types_stop_their_signature_at_the_brace_and_keep_their_docs() -> None:
    chunks = _chunks("sample.zig")
    buffer = _find(chunks, "Buffer", "struct")
    assert (buffer.signature, buffer.doc) == ("pub const Buffer = struct", "A growable list of bytes.")
    assert _find(chunks, "Buffer.init").doc == "Create an empty buffer."
    assert _find(chunks, "default_capacity").doc == "The default capacity."   # not the //! line


def test_terraform_blocks_read_as_terraform_addresses() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    chunks = _chunks("sample.tf")
    region = _find(chunks, "var.region")
    assert (region.doc, region.signature) == ("The AWS region.", 'variable "region"')
    logs = _find(chunks, "aws_s3_bucket.logs")
    assert (logs.doc, logs.end) == ("Where the logs go.", 8)
    hit = Hit(path="main.tf", line=2, end_line=8, kind="section", symbol="logs",
              container="aws_s3_bucket", signature=logs.signature, doc=logs.doc, lang="hcl",
              score=1.0)
    assert hit_label(hit) == "section aws_s3_bucket.logs — Where the logs go."


def test_terraform_locals_take_the_comment_above_each_as_its_doc() -> None:
    # terraform-aws-eks's `locals { … # Map the AMI type to the respective SSM param path /
    # ami_type_to_ssm_param = { … } }`: 19 locals' comments were no doc (the walk reads the
    # comments above a block, not inside it). The one opening the block counts; a trailing
    # comment, or one a blank line above, does not.
    src = ("locals {\n  # Whether the module creates anything at all\n  create = var.create\n\n"
           "  # Map the AMI type to the respective SSM param path\n  ami_type_to_ssm_param = {\n"
           '    AL2_x86_64 = "/aws/service/eks"\n  }\n  region = "us-west-2" # the default region\n'
           "  name = var.name\n\n  # Kept apart\n\n  tags = {}\n}\n")
    docs = {c.qualified: c.doc for c in chunk_file("main.tf", src, "hcl")}
    assert docs == {
        "local.create": "Whether the module creates anything at all",
        "local.ami_type_to_ssm_param": "Map the AMI type to the respective SSM param path",
        "local.region": "", "local.name": "", "local.tags": "",
    }, docs


def test_a_comment_right_above_a_terraform_block_is_its_doc_not_a_label() -> None:
    # terraform-aws-eks's `# IAM Roles Anywhere` over `module "ira_eks_hybrid_node_role"`,
    # a module like it below, was dropped as a section's label; so was `# Not available on
    # outposts` over the local `create_oidc_provider`.
    src = ('# IAM Roles Anywhere\nmodule "ira_role" {\n  source = "./role"\n}\n\n'
           'module "disabled_role" {\n  source = "./role"\n}\n\n'
           "locals {\n  # Not available on outposts\n  create_oidc_provider = var.enable_irsa\n\n"
           "  oidc_root_ca_thumbprint = []\n}\n")
    docs = {c.qualified: c.doc for c in chunk_file("main.tf", src, "hcl")}
    assert docs == {
        "module.ira_role": "IAM Roles Anywhere", "module.disabled_role": "",
        "local.create_oidc_provider": "Not available on outposts",
        "local.oidc_root_ca_thumbprint": "",
    }, docs


def test_haskell_signatures_and_equations_are_one_function() -> None:
    chunks = _chunks("Sample.hs")
    fib = _find(chunks, "fib")
    assert (fib.start, fib.end, fib.signature) == (36, 39, "fib :: Int -> Int")
    assert [c.start for c in chunks if c.name == "fib"] == [36]
    assert _find(chunks, "addItem").doc == "Put an item in the cart."   # `-- |` Haddock
    # The first declaration after the imports: the grammar puts its Haddock inside `imports`.
    assert _find(chunks, "Cart", "type").doc == "A customer's cart."
    assert _find(chunks, "Totalable Cart", "impl").signature == "instance Totalable Cart where"


def test_ghc_deprecated_pragmas_open_the_named_declarations_doc() -> None:
    # hspec's `registerFormatter`: the pragma stands between its signature and its equation;
    # aeson's `toPico` after it; one in a `--` comment, or naming no declaration, is no note.
    src = ('module M where\n\n-- |\n-- Make a formatter available.\n'
           'registerFormatter :: String -> Config -> Config\n'
           '{-# DEPRECATED registerFormatter "Use `useFormatter` instead." #-}\n'
           'registerFormatter f c = c\n\n'
           'toPico :: Integer -> Pico\ntoPico = MkFixed\n'
           '{-# DEPRECATED toPico, (<+>) ["Use", "MkFixed"] #-}\n\n'
           'live :: Int\nlive = 1\n-- {-# DEPRECATED live "no" #-}\n')
    chunks = chunk_file("src/M.hs", src, "haskell")
    assert _find(chunks, "registerFormatter").doc \
        == "Deprecated: Use `useFormatter` instead. Make a formatter available."
    assert _find(chunks, "toPico").doc == "Deprecated: Use MkFixed."
    assert _find(chunks, "live").doc == ""
    # GHC's boot files (`Error.hs-boot`, megaparsec's) are Haskell.
    assert language_of("Text/Megaparsec/Error.hs-boot") == "haskell"


def test_haskell_operators_defined_infix_are_declarations() -> None:
    # optparse-applicative's `instance Semigroup ParseError where` / `  m <> UnknownError = m`
    # had no methods, `instance Applicative ReadM` no `<*>`, and a top-level `(<+>) :: …`
    # ended at its signature: an equation written infix had no name.
    src = ("module M where\n\ninstance Semigroup ParseError where\n  m <> UnknownError = m\n"
           "  _ <> m = m\n\ninstance Applicative ReadM where\n  pure = ReadM . pure\n"
           "  ReadM x <*> ReadM y = ReadM $ x <*> y\n\n-- | Side by side.\n"
           "(<+>) :: Doc -> Doc -> Doc\na <+> b = a <> b\n\na `plus` b = a + b\n")
    found = {(c.kind, c.container, c.name): (c.start, c.end) for c in chunk_file("M.hs", src, "haskell")}
    assert found[("method", "Semigroup ParseError", "(<>)")] == (4, 5), found
    assert found[("method", "Applicative ReadM", "(<*>)")] == (9, 9), found
    assert found[("function", "", "(<+>)")] == (12, 13), found
    assert found[("function", "", "plus")] == (15, 15), found


def test_a_haskell_default_signature_stays_in_its_method() -> None:
    # aeson's `class FromJSON a where` / `parseJSON :: Value -> Parser a` / `default parseJSON
    # :: (Generic a, …) => …` / `parseJSON = genericParseJSON defaultOptions` was two methods
    # `FromJSON.parseJSON`, the signature alone and the equation without it.
    src = ("module M where\n\nclass FromJSON a where\n    parseJSON :: Value -> Parser a\n\n"
           "    default parseJSON :: (Generic a) => Value -> Parser a\n"
           "    parseJSON = genericParseJSON defaultOptions\n\n"
           "    parseJSONList :: Value -> Parser [a]\n    parseJSONList = undefined\n")
    found = [(c.kind, c.qualified, c.start, c.end) for c in chunk_file("M.hs", src, "haskell")]
    assert found == [("interface", "FromJSON", 3, 10), ("method", "FromJSON.parseJSON", 4, 7),
                     ("method", "FromJSON.parseJSONList", 9, 10)], found


def test_haskell_families_instances_and_foreign_imports_are_declarations() -> None:
    # servant's 53 `type family` declarations (`IsElem`, `Endpoints`) were no chunks, found
    # only through their module's export list, and neither were `type instance`s, standalone
    # `deriving instance`s, a class's associated types or `foreign import`s.
    src = ("module M where\n\n-- | Closed.\ntype family IsElem e api :: Constraint where\n"
           "  IsElem e e = ()\n\ntype instance IsElem' e (Foo :> s) = IsElem e s\n\n"
           "data family XList a\n\nnewtype instance XList Int = XI Int\n\n"
           "class Collects ce where\n  type Elem ce\n  insert :: Elem ce -> ce -> ce\n\n"
           "instance Collects [e] where\n  type Elem [e] = e\n  insert = (:)\n\n"
           "deriving instance Show Foo\n\n"
           'foreign import ccall "sin" c_sin :: Double -> Double\n')
    found = {(c.kind, c.qualified): (c.start, c.end, c.signature, c.doc)
             for c in chunk_file("M.hs", src, "haskell")}
    assert found[("type", "IsElem")] == (
        4, 5, "type family IsElem e api :: Constraint", "Closed."), found
    assert found[("impl", "IsElem' e (Foo :> s)")][:2] == (7, 7), found
    assert found[("type", "XList")][:2] == (9, 9), found
    assert found[("impl", "XList Int")][:2] == (11, 11), found
    assert found[("type", "Collects.Elem")][:2] == (14, 14), found
    # An associated type's instance is in its instance's chunk alone.
    assert not any(q.startswith("Collects [e].") and k == "type" for k, q in found), found
    assert found[("impl", "Collects [e]")][:2] == (17, 19), found
    assert found[("impl", "Show Foo")][:2] == (21, 21), found
    assert found[("function", "c_sin")][:2] == (23, 23), found


def test_haskell_cpp_directives_stay_out_of_signatures() -> None:
    # hspec (`{-# LANGUAGE CPP #-}`) signed `instance Semigroup (DList a) where #endif` and its
    # `(<>)` `DList f #if MIN_VERSION_base(4,11,0) <> #else `mappend` #endif DList g`.
    src = ("{-# LANGUAGE CPP #-}\nmodule DList where\n\nnewtype DList a = DList ([a] -> [a])\n\n"
           "#if MIN_VERSION_base(4,11,0)\ninstance Semigroup (DList a) where\n#endif\n"
           "  DList f\n#if MIN_VERSION_base(4,11,0)\n    <>\n#else\n    `mappend`\n#endif\n"
           "    DList g = DList (f . g)\n")
    signatures = {c.name: c.signature for c in chunk_file("DList.hs", src, "haskell")}
    assert signatures["Semigroup (DList a)"] == "instance Semigroup (DList a) where", signatures
    assert "#" not in signatures["(<>)"], signatures


def test_haskell_cpp_lines_stay_inside_a_functions_run() -> None:
    # aeson's `mkBS :: …` / `#if MIN_VERSION_bytestring(0,11,0)` / `mkBS dfp n = BS dfp n` /
    # `#else` / `mkBS dfp n = PS dfp 0 n` / `#endif` was a chunk of the signature alone and
    # one of the first equation with neither type nor doc; conduit's `#if` / `minimumCE ::
    # …` / `#else` / `minimumCE :: …` / `#endif` / `minimumCE = …` the same. The `#else`
    # branch, which the parse keeps as the directive's text, is the function's when it holds
    # its equations alone; not aeson's `KeyMap` written twice, another function after it.
    src = ("module M where\n\n-- | Make one.\nmkBS :: Ptr -> Int -> ByteString\n"
           "#if MIN_VERSION_bytestring(0,11,0)\nmkBS dfp n = BS dfp n\n#else\n"
           "mkBS dfp n = PS dfp 0 n\n#endif\n{-# INLINE mkBS #-}\n\n"
           "#if MIN_VERSION_mono_traversable(1,0,0)\nminimumCE :: Seq.IsSequence seq => seq\n"
           "#else\nminimumCE :: Seq.OrdSequence seq => seq\n#endif\nminimumCE = CC.minimumE\n\n"
           "size :: Map -> Int\n#ifdef ORDERED\nsize = M.size\n#else\nsize = H.size\n\n"
           "member :: Key -> Map -> Bool\nmember = H.member\n#endif\n")
    found = [(c.qualified, c.start, c.end, c.signature, c.doc) for c in chunk_file("M.hs", src, "haskell")]
    assert found == [
        ("mkBS", 4, 9, "mkBS :: Ptr -> Int -> ByteString", "Make one."),
        ("minimumCE", 13, 17, "minimumCE :: Seq.IsSequence seq => seq", ""),
        ("size", 19, 21, "size :: Map -> Int", "")], found


def test_hspec_suites_and_cases_are_chunks() -> None:
    # conduit's `BinarySpec.spec` (`spec = do` / `describe "binary dropWhile" $ do` / `it
    # "works" $ do …`) was one 270-line function chunk: 1,754 cases and 1,125 suites of four
    # Haskell trees lay in their `spec`s. Suites are namespaces, cases functions, named by
    # their titles (escapes read) apart from the function; a statement binding (`x <- …`) or a
    # `let` is none, nor a suite titled at run time.
    src = ("module BinarySpec (spec) where\n\nimport Test.Hspec\n\nspec :: Spec\nspec = do\n"
           "    describe \"binary dropWhile\" $ do\n        it \"works\" $ do\n"
           "            x <- runIO foo\n            x `shouldBe` 1\n        let y = 2\n"
           "        it \"reads '\\\\r'\" (y `shouldBe` 2)\n        context \"nested\" $ do\n"
           "            prop \"roundtrips\" $ \\xs -> xs == xs\n"
           "    describe (\"computed \" ++ show 1) $ it \"inner\" pending\n\n"
           "main :: IO ()\nmain = hspec $ around withDb $ do\n"
           "  describe \"db\" $ it \"connects\" $ pure ()\n")
    found = [(c.kind, c.qualified, c.start, c.end, c.signature)
             for c in chunk_file("test/BinarySpec.hs", src, "haskell")]
    assert found == [
        ("function", "spec", 5, 15, "spec :: Spec"),
        ("namespace", "binary dropWhile", 7, 14, 'describe "binary dropWhile"'),
        ("function", "binary dropWhile.works", 8, 10, 'it "works"'),
        ("function", "binary dropWhile.reads '\\r'", 12, 12, 'it "reads \'\\\\r\'"'),
        ("namespace", "binary dropWhile.nested", 13, 14, 'context "nested"'),
        ("function", "binary dropWhile.nested.roundtrips", 14, 14, 'prop "roundtrips"'),
        ("function", "main", 17, 19, "main :: IO ()"),
        ("namespace", "db", 19, 19, 'describe "db"'),
        ("function", "db.connects", 19, 19, 'it "connects"')], found


def test_tasty_groups_and_cases_and_a_spec_that_is_a_suite_are_chunks() -> None:
    # aeson's 574 tasty calls (`tests = testGroup "unit" [testCase "…" $ …, …]`) lay in their
    # functions; conduit's `spec = describe "Data.Conduit.AttoparsecSpec" $ do` was passed over
    # to its block, hspec's `H.describe "Example"` and servant's `describe "HasClient" $
    # aroundAll (…) $ do` read no suite.
    src = ("module T where\n\nmain :: IO ()\nmain = defaultMain $ testGroup \"all\" [tests]\n\n"
           "tests :: TestTree\ntests = testGroup \"unit\" [\n"
           "    testGroup \"inner\" [ testCase \"a\" $ pure () ]\n"
           "  , HU.testCase \"b\" (assert True)\n  ]\n\n"
           "spec :: Spec\nspec = describe \"Attoparsec\" $ aroundAll withApp $ do\n"
           "  H.it \"works\" $ \\port -> pure ()\n")
    found = [(c.kind, c.qualified, c.start, c.end, c.signature)
             for c in chunk_file("tests/T.hs", src, "haskell")]
    assert found == [
        ("function", "main", 3, 4, "main :: IO ()"),
        ("namespace", "all", 4, 4, 'testGroup "all"'),
        ("function", "tests", 6, 10, "tests :: TestTree"),
        ("namespace", "unit", 7, 10, 'testGroup "unit"'),
        ("namespace", "unit.inner", 8, 8, 'testGroup "inner"'),
        ("function", "unit.inner.a", 8, 8, 'testCase "a"'),
        ("function", "unit.b", 9, 9, 'HU.testCase "b"'),
        ("function", "spec", 12, 14, "spec :: Spec"),
        ("namespace", "Attoparsec", 13, 14, 'describe "Attoparsec"'),
        ("function", "Attoparsec.works", 14, 14, 'H.it "works"')], found


def test_a_haddock_bar_alone_on_its_line_is_a_marker() -> None:
    # hspec writes `-- |` on a line of its own over the text (35 docs): they read
    # "| Make a formatter available …". A `-- ^` so is an argument's doc mark too.
    src = ("module M where\n\n-- |\n-- Make a formatter available.\n--\n-- @since 2.10.5\n"
           "register :: Int -> Int\nregister x = x\n\n-- | Inline as before.\n"
           "other :: Int\nother = 1\n")
    docs = {c.name: c.doc for c in chunk_file("M.hs", src, "haskell")}
    assert docs["register"].startswith("Make a formatter available."), docs
    assert docs["other"] == "Inline as before.", docs


def test_a_haddock_block_comment_loses_its_markers() -> None:
    # Haddock's block form, `{- |` … `-}` (`{-|` too): hspec's `registerTransformation` read
    # "{- | Register a transformation …", aeson's Data.Aeson.TH "{-| Functions to …".
    src = ("module M where\n\n{- | Parse it.\n   More.\n-}\nparse :: Int\nparse = 1\n\n"
           "{-|\nOther doc.\n-}\nother :: Int\nother = 2\n\n{- Plain. -}\nthird :: Int\nthird = 3\n")
    docs = {c.name: c.doc for c in chunk_file("M.hs", src, "haskell")}
    assert (docs["parse"], docs["other"], docs["third"]) == ("Parse it. More.", "Other doc.", "Plain."), docs


def test_a_haskell_signature_of_several_names_is_a_function_per_name() -> None:
    # conduit's 61 `repeatM, repeatMC :: Monad m => m a -> …` / `repeatMC m = …` were a chunk
    # `repeatM` whose address showed no type (its signature did not open with its name) and a
    # chunk `repeatMC m` with neither type nor doc. Each name is signed as if written alone,
    # the doc above is each one's, the first defined below runs from the signature to its last
    # equation, a later one (`bar`) is its own equations, one defined by none there (`repeatM`,
    # by a macro) the first one's lines, not a member inside them.
    src = ("module M where\n\n-- | Repeatedly run the action.\n"
           "repeatM, repeatMC :: Monad m\n                  => m a\n"
           "                  -> ConduitT i a m ()\nrepeatMC m = forever m\n"
           "{-# INLINE repeatMC #-}\n\n-- | The sizes of a buffer.\nfoo, bar :: Int\nfoo = 1\nbar = 2\n"
           "baz = 3\n\nclass C a where\n  up, down :: a -> a\n  up = id\n")
    found = sorted((c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
                   for c in chunk_file("M.hs", src, "haskell"))
    assert found == [
        ("function", "bar", 13, 13, "bar :: Int", "The sizes of a buffer."),
        ("function", "baz", 14, 14, "baz", ""),
        ("function", "foo", 11, 12, "foo :: Int", "The sizes of a buffer."),
        ("function", "repeatM", 4, 7, "repeatM :: Monad m => m a -> ConduitT i a m ()",
         "Repeatedly run the action."),
        ("function", "repeatMC", 4, 7, "repeatMC :: Monad m => m a -> ConduitT i a m ()",
         "Repeatedly run the action."),
        ("interface", "C", 16, 18, "class C a where", ""),
        ("method", "C.down", 17, 18, "down :: a -> a", ""),
        ("method", "C.up", 17, 18, "up :: a -> a", "")], found


def test_haskell_signatures_written_together_take_their_equations() -> None:
    # cassava's `toStrict :: …` / `fromStrict :: …` / `toStrict = …` / `fromStrict = …` were
    # four chunks: two signatures alone and two equations with neither type nor doc. Each name
    # is one function signed and documented by its own signature, read as a signature of
    # several names is; another declaration in the run (`c`) ends it, and the name defined
    # after it (`b`) keeps its signature alone.
    src = ("module M where\n\n-- | To strict.\ntoStrict   :: L.ByteString -> B.ByteString\n"
           "-- | From strict.\nfromStrict :: B.ByteString -> L.ByteString\n"
           "toStrict   = L.toStrict\nfromStrict = L.fromStrict\n{-# INLINE toStrict #-}\n\n"
           "a :: Int\nb :: Int\na = 1\nc = 2\nb = 3\n")
    found = sorted((c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
                   for c in chunk_file("M.hs", src, "haskell"))
    assert found == [
        ("function", "a", 11, 13, "a :: Int", ""),
        ("function", "b", 12, 12, "b :: Int", ""),
        ("function", "b", 15, 15, "b", ""),
        ("function", "c", 14, 14, "c", ""),
        ("function", "fromStrict", 8, 8, "fromStrict :: B.ByteString -> L.ByteString",
         "From strict."),
        ("function", "toStrict", 4, 7, "toStrict :: L.ByteString -> B.ByteString",
         "To strict.")], found


def test_haskell_signatures_leave_argument_docs_and_pragmas_out() -> None:
    # optparse-applicative's `flag :: a  -- ^ default value` / `  -> a  -- ^ active value`
    # was signed `flag :: a -- ^ default value -> a -- ^ active value -> …`, and commonmark's
    # `HtmlElement !ElementType {-# UNPACK #-} !Text`, its pragma read as a `#` comment, as
    # `data Html a = HtmlElement !ElementType {- | HtmlText {- | …`.
    src = ("module M where\n\nflag :: a                 -- ^ default value\n"
           "     -> a                 -- ^ active value\n     -> Mod FlagFields a  -- ^ modifier\n"
           "     -> Parser a\nflag defv actv m = flag' actv m <|> pure defv\n\n"
           "data Html a =\n    HtmlElement {-# UNPACK #-} !Text [Attribute]\n"
           "  | HtmlText {-# UNPACK #-} !Text\n  | HtmlNull\n\n"
           "arrow :: Int --> Int\narrow = undefined\n")
    signatures = {c.name: c.signature for c in chunk_file("M.hs", src, "haskell")}
    assert signatures["flag"] == "flag :: a -> a -> Mod FlagFields a -> Parser a", signatures
    assert signatures["Html"] == ("data Html a = HtmlElement !Text [Attribute] | HtmlText !Text"
                                  " | HtmlNull"), signatures
    assert signatures["arrow"] == "arrow :: Int --> Int", signatures   # an operator, no comment


def test_ghc_pragmas_are_no_docs() -> None:
    # aeson's `{-# INLINE foldMap #-}` under `foldMap`'s equation was the doc of `foldr` below
    # it, `{-# INLINE parseUTCTime_ #-}` over its signature that function's, and a file of
    # re-exports, `{-# LANGUAGE NoImplicitPrelude #-}` over its Haddock, read as the pragma.
    src = ("module M where\n\n-- | Doc of foo.\n{-# INLINE foo #-}\nfoo :: Int -> Int\nfoo = id\n\n"
           "{-# INLINE bar #-}\nbar :: Int -> Int\nbar = id\n\ninstance Foldable T where\n"
           "    foldMap f = undefined\n    {-# INLINE foldMap #-}\n    foldr = undefined\n")
    docs = {c.name: c.doc for c in chunk_file("M.hs", src, "haskell")}
    assert (docs["foo"], docs["bar"], docs["foldr"]) == ("Doc of foo.", "", ""), docs
    reexports = ("{-# LANGUAGE NoImplicitPrelude #-}\n-- |\n--\n-- Functions in this module return"
                 " encodings.\n\nmodule Data.E\n    ( Encoding\n    , pairs\n    ) where\n\n"
                 "import Data.E.Internal\n")
    assert [c.doc for c in chunk_file("E.hs", reexports, "haskell")] \
        == ["Functions in this module return encodings."]


def test_a_haskell_module_header_is_the_file_doc_without_its_fields() -> None:
    # megaparsec's Text.Megaparsec opens with a Haddock header, "This module includes
    # everything you need to get started writing a parser", in no chunk; aeson's re-exporting
    # Data.Aeson.Parser was summarised "Module: Data.Aeson.Parser", Haddock's header fields
    # (`Module`, `Copyright`, `License`, …: Hackage's box beside the description).
    header = ("{-# LANGUAGE CPP #-}\n-- |\n-- Module      :  Text.P\n-- Copyright   :  (c) 2015 P\n"
              "--                (c) 2007 Q\n-- License     :  BSD3\n-- Maintainer  :  M <m@x.org>\n"
              "-- Stability   :  experimental\n--\n-- This module parses things.\n"
              "-- It is fast.\nmodule Text.P (parse) where\n\nimport Data.List\n\n"
              "-- | Parse it.\nparse :: String -> Int\nparse = length\n")
    chunks = chunk_file("Text/P.hs", header, "haskell")
    doc = next(c for c in chunks if c.kind == "file")
    assert (doc.start, doc.end, doc.doc) == (2, 11, "This module parses things. It is fast."), doc
    assert _find(chunks, "parse").doc == "Parse it."
    described = ("-- |\n-- Module      : W\n-- Description : Short words\n-- License     : GPL-3\n--\n"
                 "-- Longer words.\nmodule W where\n\nw :: Int\nw = 1\n")
    doc = next(c for c in chunk_file("W.hs", described, "haskell") if c.kind == "file")
    assert doc.doc.startswith("Short words"), doc
    reexports = ("-- |\n-- Module:      Data.Aeson.Parser\n-- Copyright:   (c) 2012 B\n"
                 "-- License:     BSD3\n--\n-- Efficiently parse a JSON string.\n\n"
                 "module Data.Aeson.Parser\n    ( json\n    ) where\n\nimport Data.Aeson.Parser.Internal\n")
    assert [c.doc for c in chunk_file("Parser.hs", reexports, "haskell")] \
        == ["Efficiently parse a JSON string."]
    # hspec's `-- | Stability: unstable` / `-- @since 2.11.10`: fields and tags alone, no doc.
    fields = "-- | Stability: unstable\n-- @since 2.11.10\nmodule E where\n\ne :: Int\ne = 1\n"
    assert [c.kind for c in chunk_file("E.hs", fields, "haskell")] == ["function"]


def test_quick_specs_are_suites_and_cases() -> None:
    # ReactiveSwift's 17 QuickSpecs were each one `spec()` chunk of up to 4,000 lines: their
    # `describe`/`context`/`it` calls are suites and cases, named as Quick reports them, a
    # hook a function named by its call; a suite's `var` is a fixture, no chunk.
    src = ("class ActionSpec: QuickSpec {\n\toverride class func spec() {\n"
           "\t\tdescribe(\"Action\") {\n\t\t\tvar action: Action<Int, String, TestError>!\n"
           "\t\t\tbeforeEach {\n\t\t\t\taction = nil\n\t\t\t}\n"
           "\t\t\tcontext(\"when enabled\") {\n\t\t\t\t// Enabled by its property.\n"
           "\t\t\t\tit(\"should be enabled\") {\n\t\t\t\t\texpect(action.isEnabled.value) == true\n"
           "\t\t\t\t}\n\t\t\t}\n\t\t}\n\t}\n}\n")
    found = {(c.kind, c.qualified): (c.start, c.end, c.signature, c.doc)
             for c in chunk_file("Tests/ActionSpec.swift", src, "swift")}
    assert found[("method", "ActionSpec.spec")][:2] == (2, 15), found
    assert found[("namespace", "ActionSpec.Action")][:3] == (3, 14, 'describe("Action")'), found
    assert found[("function", "ActionSpec.Action.beforeEach")][:2] == (5, 7), found
    assert found[("function", "ActionSpec.Action.when enabled.should be enabled")] \
        == (10, 12, 'it("should be enabled")', "Enabled by its property."), found
    assert not any(name.endswith(".action") for _, name in found), found


def test_a_dart_parameter_group_written_one_per_line_loses_its_padding() -> None:
    # shelf's `Message(` / `Object? body, {` / `Encoding? encoding,` / `})` was signed
    # `Message(Object? body, { Encoding? encoding })` (50 of its 1,003 Dart chunks so): the
    # group reads as dart format writes it on one line. A map literal's braces keep theirs.
    dart = ("class Message {\n  Message(\n    Object? body, {\n    Encoding? encoding,\n"
            "    Map<String, Object>? context,\n  }) {}\n\n  void at(\n    int i, [\n"
            "    int? j,\n  ]) {}\n}\n\nconst m = { 'a': 1 };\n")
    sigs = {c.name: c.signature for c in chunk_file("lib/message.dart", dart, "dart")}
    assert sigs["Message"] == "Message(Object? body, {Encoding? encoding, Map<String, Object>? context})"
    assert sigs["at"] == "void at(int i, [int? j])"
    assert sigs["m"] == "const m = { 'a': 1 }", sigs


def test_dartdoc_templates_are_no_words_and_macros_read_as_their_template() -> None:
    # provider's `Consumer` was described as "{@template provider.consumer} Obtains …" and
    # `Consumer2`, documented by `/// {@macro provider.consumer}` alone, by that line.
    src = ("/// {@template provider.consumer}\n/// Obtains [Provider<T>] from its ancestors.\n"
           "///\n/// More about it.\n/// {@endtemplate}\nclass Consumer<T> {\n"
           "  /// {@template provider.consumer.constructor}\n  /// Consumes a [Provider<T>]\n"
           "  /// {@endtemplate}\n  Consumer();\n}\n\n/// {@macro provider.consumer}\n"
           "class Consumer2<A, B> {\n  /// {@macro provider.consumer.constructor}\n  Consumer2();\n}\n\n"
           "/// {@macro provider.elsewhere}\nclass Elsewhere {}\n")
    docs = {(c.container, c.name): c.doc for c in chunk_file("consumer.dart", src, "dart")}
    assert docs[("", "Consumer")] == "Obtains [Provider<T>] from its ancestors.\nMore about it.", docs
    assert docs[("Consumer", "Consumer")] == "Consumes a [Provider<T>]", docs
    assert docs[("", "Consumer2")] == docs[("", "Consumer")], docs
    assert docs[("Consumer2", "Consumer2")] == "Consumes a [Provider<T>]", docs
    assert docs[("", "Elsewhere")] == "", docs   # its template is in another file


def test_zig_file_struct_fields_are_properties() -> None:
    # A Zig file is a struct: zls's `DocumentStore.zig` declares `config: Config,` (with its
    # `///` doc) at its top level, and no field of it was listed. An enum's values still are not.
    src = ("//! A container for all document related state.\n\nconst std = @import(\"std\");\n\n"
           "const DocumentStore = @This();\n\nallocator: std.mem.Allocator,\n"
           "/// Not modified while calling one of its functions.\nconfig: Config,\n\n"
           "pub const Kind = enum { short, long };\n\n"
           "pub fn deinit(self: *DocumentStore) void {\n    _ = self;\n}\n")
    found = {c.name: (c.kind, c.container, c.start, c.doc) for c in chunk_file("DocumentStore.zig", src, "zig")}
    assert found["allocator"] == ("property", "", 7, ""), found
    assert found["config"] == ("property", "", 9, "Not modified while calling one of its functions."), found
    assert "short" not in found and found["deinit"][0] == "function", found


def test_zig_local_types_and_functions_are_named_under_their_function() -> None:
    # arocc: a struct bound inside a function's body (a switch prong's too) and the local
    # function bound out of one (`struct { fn f … }.f`) were no chunks; a test's helpers are
    # names of the test; a field whose type declares functions holds them.
    src = ("pub fn expansionSlice(x: u32) void {\n    const S = struct {\n"
           "        fn order(a: u32, b: u32) bool {\n            return a < b;\n        }\n    };\n"
           "    switch (x) {\n        0 => {\n            const write = struct {\n"
           "                fn write(y: u32) void {\n                    _ = y;\n                }\n"
           "            }.write;\n            write(x);\n        },\n        else => {},\n    }\n"
           "    const Pair = struct { a: u8, b: u8 };\n    _ = Pair;\n    _ = S;\n}\n\n"
           "current: struct {\n    arg: u32 = 0,\n\n    fn node(c: @This()) u32 {\n"
           "        return c.arg;\n    }\n},\n\n"
           "test \"bits\" {\n    const Test = struct {\n        fn check(v: u64) !void {\n"
           "            _ = v;\n        }\n    };\n    try Test.check(1);\n}\n")
    chunks = chunk_file("Local.zig", src, "zig")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "expansionSlice", 1), ("struct", "expansionSlice.S", 2),
        ("method", "expansionSlice.S.order", 3), ("function", "expansionSlice.write", 10),
        ("property", "current", 23), ("property", "current.arg", 24),
        ("method", "current.node", 26), ("function", "bits", 31)]
    assert chunks[-1].inner == ("check",)


def test_zig_tests_are_functions_anywhere_and_unnamed_ones_that_only_reference_none() -> None:
    # libxev: a `test "timer"` in the struct a generic returns was `method TimerTests.timer`
    # (55 tests in libxev), where one at file scope is a function; its 25 unnamed blocks that
    # only make other tests run (`test { _ = @import("heap.zig"); }`) read `function test`.
    src = ("pub fn TimerTests(comptime T: type) type {\n    return struct {\n"
           "        test \"timer\" {\n            try T.run();\n        }\n    };\n}\n\n"
           "const Batch = struct {\n    n: u32 = 0,\n\n    test {\n        _ = TimerTests(u8, Self);\n"
           "        @import(\"std\").testing.refAllDecls(@This());\n    }\n\n"
           "    test {\n        var b: Batch = .{};\n        try b.check();\n    }\n};\n\n"
           "test {\n    // Tested on all platforms\n    _ = @import(\"heap.zig\");\n    _ = Batch;\n"
           "    switch (os) {\n        .linux => {\n            _ = Epoll;\n        },\n        else => {},\n"
           "    }\n}\n\ntest \"top\" {\n    _ = try parse(\"x\");\n}\n")
    chunks = chunk_file("main.zig", src, "zig")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "TimerTests", 1), ("function", "TimerTests.timer", 3),
        ("struct", "Batch", 9), ("property", "Batch.n", 10),
        # Its own code tests the type it sits in, as `test Batch {…}` would.
        ("function", "Batch", 17),
        ("function", "top", 35)]   # a result dropped is code, no reference


def test_a_zig_type_chosen_by_an_if_is_the_branch_written_in_place() -> None:
    # arocc's tracy.zig: `pub const Ctx = if (enable) ___tracy_c_zone_context else struct {`
    # with five functions was one constant, its functions in no chunk.
    src = ("pub const Ctx = if (enable) Real else struct {\n"
           "    pub inline fn end(self: @This()) void {\n        _ = self;\n    }\n};\n"
           "pub const max = if (big) 64 else 8;\n")
    assert [(c.kind, c.qualified, c.signature) for c in chunk_file("tracy.zig", src, "zig")] == [
        ("struct", "Ctx", "pub const Ctx = if (enable) Real else struct"),
        ("method", "Ctx.end", "pub inline fn end(self: @This()) void"),
        ("constant", "max", "pub const max = if (big) 64 else 8")]


def test_zig_types_chosen_by_a_switch_or_passed_to_a_call_hold_their_functions() -> None:
    # ghostty: a type chosen by a `switch`, each prong written in place, a context struct passed
    # to `std.HashMapUnmanaged(…)`, a function bound out of a prong's struct (quirks.zig's
    # `inlineAssert`), a `std.mem.sort` comparator and a generic's local switch-chosen type
    # (zigimg's `Hasher`): 62 functions outside tests were in no chunk.
    src = ("pub const Impl = switch (builtin.os.tag) {\n"
           "    .linux => struct {\n        pub fn wake() void {}\n    },\n"
           "    .macos => @import(\"kqueue.zig\"),\n"
           "    else => struct {\n        pub fn wake() void {}\n    },\n};\n"
           "const Cache = std.HashMapUnmanaged(K, V, struct {\n"
           "    pub fn hash(ctx: @This(), k: K) u64 {\n        return k;\n    }\n}, 80);\n"
           "pub const inlineAssert = switch (builtin.mode) {\n    .Debug => std.debug.assert,\n"
           "    else => (struct {\n        inline fn assert(ok: bool) void {\n"
           "            if (!ok) unreachable;\n        }\n    }).assert,\n};\n"
           "fn sortNames(names: [][]const u8) void {\n"
           "    std.mem.sort([]const u8, names, {}, struct {\n"
           "        fn lessThan(_: void, a: []const u8, b: []const u8) bool {\n"
           "            return a.len < b.len;\n        }\n    }.lessThan);\n}\n"
           "pub fn Hasher(comptime wrap: Wrap) type {\n    const H = switch (wrap) {\n"
           "        .gzip => Crc32,\n        .raw => struct {\n"
           "            pub fn init() @This() {\n                return .{};\n            }\n"
           "        },\n    };\n    return struct {\n        hasher: H,\n"
           "        pub fn update(self: *@This()) void {\n            _ = self;\n        }\n"
           "    };\n}\n"
           "const max = switch (arch) {\n    .x86 => 4,\n    else => 8,\n};\n")
    assert [(c.kind, c.qualified, c.start, c.signature) for c in chunk_file("os.zig", src, "zig")] == [
        ("struct", "Impl", 1, "pub const Impl = switch (builtin.os.tag)"),
        ("method", "Impl.wake", 3, "pub fn wake() void"),
        ("method", "Impl.wake", 7, "pub fn wake() void"),
        ("constant", "Cache", 10, "const Cache = std.HashMapUnmanaged(…)"),
        ("method", "Cache.hash", 11, "pub fn hash(ctx: @This(), k: K) u64"),
        ("constant", "inlineAssert", 15, "pub const inlineAssert = switch (builtin.mode) {…}"),
        ("function", "inlineAssert.assert", 18, "inline fn assert(ok: bool) void"),
        ("function", "sortNames", 23, "fn sortNames(names: [][]const u8) void"),
        ("function", "sortNames.lessThan", 25,
         "fn lessThan(_: void, a: []const u8, b: []const u8) bool"),
        ("function", "Hasher", 30, "pub fn Hasher(comptime wrap: Wrap) type"),
        ("struct", "Hasher.H", 31, "const H = switch (wrap)"),
        ("method", "Hasher.H.init", 34, "pub fn init() @This()"),
        ("property", "Hasher.hasher", 40, "hasher: H"),
        ("method", "Hasher.update", 41, "pub fn update(self: *@This()) void"),
        ("constant", "max", 46, "const max = switch (arch) {…}")]


def test_a_zig_function_returning_a_local_function_holds_it() -> None:
    # zig-clap's parsers.zig: `pub fn int(…) fn ([]const u8) …!T { return struct { fn parse(…)
    # … }.parse; }` (and `float`, `enumeration`): the parser itself was in no chunk.
    src = ("pub fn int(comptime T: type) fn ([]const u8) anyerror!T {\n    return struct {\n"
           "        fn parse(in: []const u8) anyerror!T {\n            return std.fmt.parseInt(T, in, 0);\n"
           "        }\n    }.parse;\n}\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("parsers.zig", src, "zig")] == [
        ("function", "int", 1), ("function", "int.parse", 3)]


def test_zig_fields_without_a_type_are_no_properties() -> None:
    # arocc's `Attribute.Args` (a `union(enum)`) listed 60 tags of no payload as `property
    # allocator`, typeless; a tuple's element types read as fields named `u32`.
    src = ("pub const Args = union(enum) {\n    aligned: struct { n: u32 },\n    allocator,\n"
           "    @\"const\",\n};\n\nconst Pair = struct { u32, bool };\n")
    assert [(c.kind, c.qualified) for c in chunk_file("a.zig", src, "zig")] == [
        ("struct", "Args"), ("property", "Args.aligned"), ("struct", "Pair")]


def test_zig_field_of_a_type_written_in_place_is_signed_with_it_folded() -> None:
    # libvaxis's `sgr: enum {` / `standard,` / `legacy,` / `} = .standard,` read `sgr: enum`,
    # arocc's `Attribute.Args` fields `access: struct` (130 such in arocc, libxev, libvaxis):
    # the type's body folds, its default follows (its first line, a bracket it opens closed).
    src = ("const S = struct {\n"
           "    sgr: enum {\n        standard,\n        legacy,\n    } = .standard,\n"
           "    state: struct {\n        a: bool = false,\n    } = .{},\n"
           "    opt: union(enum) { a: u8, b },\n"
           "    cur: struct {\n        x: u8,\n        fn node(c: *const @This()) u8 { return c.x; }\n    },\n"
           "    big: packed struct(u8) {\n        a: u4,\n        b: u4,\n    } = .{\n        .a = 1,\n    },\n"
           "    plain: u8 = 3,\n};\n")
    sigs = {c.qualified: c.signature for c in chunk_file("a.zig", src, "zig") if c.kind == "property"}
    assert sigs == {"S.sgr": "sgr: enum {…} = .standard", "S.state": "state: struct {…} = .{}",
                    "S.opt": "opt: union(enum) { a: u8, b }", "S.cur": "cur: struct {…}",
                    "S.cur.x": "x: u8", "S.big": "big: packed struct(u8) {…} = .{…}",
                    "S.plain": "plain: u8 = 3"}, sigs


def test_solidity_natspec_reads_as_the_notice() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    transfer = _find(_chunks("Sample.sol"), "Token.transfer")
    hit = Hit(path="Token.sol", line=34, end_line=37, kind="method", symbol="transfer",
              container="Token", signature=transfer.signature, doc=transfer.doc, lang="solidity",
              score=1.0)
    assert hit_label(hit) == ("method Token.transfer(address to, uint256 amount) external returns (bool)"
                              " — Moves tokens.")


def test_rust_doc_comments_going_on_below_an_attribute_keep_the_doc_above_it() -> None:
    # mio's `/// A collection of readiness events.` / `/// # Examples` / `#[cfg_attr(…, doc =
    # "```")]` / `/// # use std::error::Error;` / `pub struct Events`: the doc restarted
    # below the attribute, and the struct was described by its example's hidden lines. A doc
    # comment that only starts below the attributes is still the doc, and a plain note there
    # is not.
    src = ("/// A collection of readiness events.\n///\n/// # Examples\n///\n"
           '#[cfg_attr(feature = "os-poll", doc = "```")]\n/// # use std::error::Error;\n'
           "/// # fn main() {}\n/// ```\npub struct Events;\n\n#[derive(Debug)]\n"
           "/// Below the attribute only.\npub struct Below;\n\n/// Above.\n#[derive(Debug)]\n"
           "// a note\npub struct Noted;\n")
    docs = {c.name: c.doc for c in chunk_file("events.rs", src, "rust")}
    assert docs["Events"].startswith("A collection of readiness events."), docs
    assert docs["Below"] == "Below the attribute only." and docs["Noted"] == "Above.", docs


def test_rust_doc_going_on_below_each_of_several_attribute_runs_keeps_its_opening() -> None:
    # miette's `bail!`: `/// Return early with an error.` … `#[cfg_attr(…, doc = …)]` twice,
    # `/// }` … another two `#[cfg_attr]`s, more `///` lines, `#[macro_export]`. Only the first
    # run of attributes let the doc go on; below the second it restarted and the macro read
    # "Ok(x / y)", its last example's last line.
    src = ("/// Return early with an error.\n///\n/// ```\n/// if bad {\n"
           '#[cfg_attr(a, doc = r#"    bail!(x);"#)]\n#[cfg_attr(b, doc = r#"    bail!(y);"#)]\n'
           "/// }\n/// ```\n/// ```\n/// if worse {\n"
           '#[cfg_attr(a, doc = r#"    bail!(x);"#)]\n#[cfg_attr(b, doc = r#"    bail!(y);"#)]\n'
           "/// }\n/// Ok(x / y)\n/// ```\n#[macro_export]\nmacro_rules! bail {\n    () => {};\n}\n")
    docs = {c.name: c.doc for c in chunk_file("macros.rs", src, "rust")}
    assert docs["bail"].startswith("Return early with an error."), docs


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


def test_swift_cases_over_lines_sit_each_on_its_line() -> None:
    # `case north,` / `south,` / `east(Int)` gave each case the statement's three lines (as
    # Ruby's multi-line attr_reader did: ``Decl.spot``); the doc above is still each one's.
    swift = ("enum Direction {\n    /// Where to go.\n    case north,\n         south,\n"
             "         east(Int)\n    case west, up\n}\n")
    assert [(c.name, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("Direction.swift", swift, "swift")][1:] == [
        ("north", 3, 3, "case north", "Where to go."), ("south", 4, 4, "case south", "Where to go."),
        ("east", 5, 5, "case east(Int)", "Where to go."), ("west", 6, 6, "case west", ""),
        ("up", 6, 6, "case up", "")]


def test_swift_a_condition_awaiting_a_name_or_a_macro_keeps_its_type() -> None:
    # tree-sitter-swift read `while await task.count < 2 {` and `if case … = try #require(x) {`
    # as a call with a trailing closure: the method ran on over the next one (Nuke's
    # ImageTaskTests: its struct and 7 tests lost, two file chunks). Its text is the file's own.
    swift = ("struct Tests {\n    func waits() async {\n        while await task.count < 2 {\n"
             "            await Task.yield()\n        }\n        let (a, b) = await (first, second)\n"
             "    }\n\n    func requires() throws {\n"
             "        if case .done(let v) = try #require(events.first) {\n            use(v)\n"
             "        }\n        #expect(v == 1)\n    }\n\n    func other() {}\n}\n")
    chunks = chunk_file("Tests.swift", swift, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("struct", "Tests", 1, 17), ("method", "Tests.waits", 2, 7),
        ("method", "Tests.requires", 9, 14), ("method", "Tests.other", 16, 16)]
    assert "while await task.count < 2 {" in chunks[1].text
    assert "try #require(events.first) {" in chunks[2].text


def test_swift_a_head_ending_in_consume_try_or_await_keeps_its_type() -> None:
    # `switch consume self {` (a ~Copyable state machine's), `if x, await y.z {`, `switch try
    # await x.y {` and a `for` loop's `in try handle.lines {`: the grammar read the block as a
    # trailing closure of the operand, and the struct around it was one ERROR
    # (swift-async-algorithms' MultiProducerSingleConsumerAsyncChannel+Internal.swift, 1,000
    # lines in five `file` chunks). A `for` pattern's own `try await` is no operand.
    swift = ("struct Machine: ~Copyable {\n    mutating func step() -> Int {\n"
             "        switch consume self {\n        case .a(let s): return s\n        }\n    }\n\n"
             "    func ready() async throws {\n        if x, await y.z {\n            return\n"
             "        }\n        switch try await x.y {\n        default: break\n        }\n"
             "        for try await line in try handle.bytes.lines {\n            use(line)\n"
             "        }\n    }\n\n    func other() {}\n}\n")
    chunks = chunk_file("Machine.swift", swift, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("struct", "Machine", 1, 21), ("method", "Machine.step", 2, 6),
        ("method", "Machine.ready", 8, 18), ("method", "Machine.other", 20, 20)]
    assert "switch consume self {" in chunks[1].text
    assert "for try await line in try handle.bytes.lines {" in chunks[2].text


def test_swift_a_case_in_a_list_keeps_its_associated_values() -> None:
    # `case east(Int), west` signed east `case east`, its payload lost; a raw value stays
    # too, a comment after it does not.
    swift = ("enum Move {\n    case east(Int), west\n    case jump(height: Int) /* m */, // why\n"
             "         stay\n    case a = \"A\", b = \"B\"\n}\n")
    assert [(c.name, c.signature) for c in chunk_file("Move.swift", swift, "swift")][1:] == [
        ("east", "case east(Int)"), ("west", "case west"), ("jump", "case jump(height: Int)"),
        ("stay", "case stay"), ("a", 'case a = "A"'), ("b", 'case b = "B"')]


def test_swift_a_constrained_extension_s_where_clause_is_its_methods() -> None:
    # swift-algorithms' Rotate.swift: `rotate(toStartAt:)` in `extension MutableCollection` and
    # again where `Self: BidirectionalCollection`, two address lines alike.
    from conftest import chunk_label

    source = ("extension MutableCollection {\n"
              "  public mutating func rotate(toStartAt newStart: Index) -> Index { 0 }\n"
              "}\n\n"
              "extension MutableCollection where Self: BidirectionalCollection {\n"
              "  public mutating func rotate(toStartAt newStart: Index) -> Index { 1 }\n"
              "  func pick<T>(_ t: T) where T: Hashable {}\n"
              "  var count2: Int { 2 }\n"
              "}\n")
    chunks = chunk_file("Sources/Rotate.swift", source, "swift")
    got = [(c.start, c.signature) for c in chunks if c.kind != "impl"]
    assert got == [
        (2, "public mutating func rotate(toStartAt newStart: Index) -> Index"),
        (6, "public mutating func rotate(toStartAt newStart: Index) -> Index"
            " where Self: BidirectionalCollection"),
        (7, "func pick<T>(_ t: T) where T: Hashable, Self: BidirectionalCollection"),
        (8, "var count2: Int"),
    ]
    first, second = (chunk_label(c) for c in chunks if c.name == "rotate")
    assert first != second and second.endswith("where Self: BidirectionalCollection")


def test_swift_enum_cases_are_constants_with_their_docs() -> None:
    # Kingfisher's `KingfisherError` documents each of its ~50 error cases (`/// The request
    # is empty. Error Code: 1001`) and listed none: a pasted case name found a property of a
    # like name first. Every case is a constant, as Java's enum constants and PHP's cases
    # are; a name in backticks (`` `default` ``) is named without them.
    swift = ("public enum KingfisherError: Error {\n"
             "    public enum RequestErrorReason {\n"
             "        /// The request is empty.\n        case emptyRequest\n"
             "        /// The URL is invalid.\n        case invalidURL(request: URLRequest)\n"
             "        case a, b\n    }\n"
             "    indirect case nested(KingfisherError)\n"
             "    public static let `default` = KingfisherError.nested(.a)\n}\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("KingfisherError.swift", swift, "swift")][2:] == [
        ("constant", "KingfisherError.RequestErrorReason.emptyRequest", 4, "case emptyRequest",
         "The request is empty."),
        ("constant", "KingfisherError.RequestErrorReason.invalidURL", 6,
         "case invalidURL(request: URLRequest)", "The URL is invalid."),
        ("constant", "KingfisherError.RequestErrorReason.a", 7, "case a", ""),
        ("constant", "KingfisherError.RequestErrorReason.b", 7, "case b", ""),
        ("constant", "KingfisherError.nested", 9, "indirect case nested(KingfisherError)", ""),
        ("property", "KingfisherError.default", 10,
         "public static let `default` = KingfisherError.nested(.a)", "")]


def test_swift_associated_types_are_types_of_their_protocol() -> None:
    # swift-argument-parser's `ArgumentDefinitionContainer.Contained` was in its protocol's
    # text only: an `associatedtype` is a type of the protocol, with its doc comment.
    src = ("protocol ArgumentDefinitionContainer {\n"
           "  /// The value a definition holds.\n"
           "  associatedtype Contained: Equatable = Int\n"
           "  associatedtype Initial\n"
           "  static var helpOptions: Options { get }\n"
           "}\n")
    got = [(c.kind, c.name, c.container, c.start, c.signature, c.doc)
           for c in chunk_file("Parsing/ArgumentDefinition.swift", src, "swift")]
    assert got[1:3] == [
        ("type", "Contained", "ArgumentDefinitionContainer", 3,
         "associatedtype Contained: Equatable = Int", "The value a definition holds."),
        ("type", "Initial", "ArgumentDefinitionContainer", 4, "associatedtype Initial", "")]


def test_swift_macro_declarations_are_macros_signed_before_their_definition() -> None:
    # Vapor's MacroInterface.swift declares its route macros under `#if MacroRouting`: the
    # file was one whole-file chunk, `GET` and `Controller` nowhere an address.
    src = ("#if MacroRouting\n"
           "public import Vapor\n\n"
           "/// Registers a GET route.\n"
           "@attached(peer, names: arbitrary)\n"
           "public macro GET(_ pathComponents: Any...) = #externalMacro(\n"
           "    module: \"VaporMacrosPlugin\",\n"
           "    type: \"HTTPGetMacro\"\n"
           ")\n\n"
           "@freestanding(expression)\n"
           "macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")\n"
           "#endif\n")
    got = [(c.kind, c.name, c.start, c.end, c.signature, c.doc)
           for c in chunk_file("Sources/VaporMacros/MacroInterface.swift", src, "swift")]
    assert got == [
        ("macro", "GET", 5, 9, "public macro GET(_ pathComponents: Any...)", "Registers a GET route."),
        ("macro", "stringify", 11, 12, "macro stringify<T>(_ value: T) -> (T, String)", "")]


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
        ("function", "HexpmWeb.Router.api", 5, 8, "pipeline :api", "Requests to the JSON API.")]


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


def test_comments_above_a_container_s_first_member_are_its_doc() -> None:
    # tree-sitter-ruby makes the comments before a class's first member children of the
    # `class` node: rake's `FileTask` and its `needed?` had no doc, their words in the module's
    # text. Python's `class X:` holds them the same way. (`module Rake`, only nesting the
    # class, is a scope: no chunk.)
    ruby = ("module Rake\n\n  # A FileTask is a task.\n  #\n  class FileTask < Task # :nodoc:\n\n"
            "    # Is this file task needed?\n    def needed?\n      true\n    end\n\n"
            "    # Time stamp.\n    def timestamp\n    end\n  end\nend\n")
    chunks = chunk_file("lib/rake/file_task.rb", ruby, "ruby")
    assert [(c.qualified, c.doc) for c in chunks] == [
        ("Rake.FileTask", "A FileTask is a task."),
        ("Rake.FileTask.needed?", "Is this file task needed?"),
        ("Rake.FileTask.timestamp", "Time stamp.")]
    assert "Is this file task needed" not in chunks[0].text
    # Only the block right above the member: not one a blank line before, not the header's own.
    py = "class A:  # header\n    # stale\n\n    # The limit.\n    limit: int = 3\n"
    assert [(c.name, c.doc) for c in chunk_file("a.py", py, "python")] == [
        ("A", ""), ("limit", "The limit.")]


def test_comments_above_a_block_are_not_its_first_member_s_doc() -> None:
    # The members of a JavaScript block are the block itself: the comment above the block
    # became the doc of its first constant.
    js = "/** Admin helpers. */\n{\n  const limit = 1;\n  function foo() {}\n}\n"
    assert [(c.name, c.doc) for c in chunk_file("a.js", js, "javascript")] == [
        ("limit", ""), ("foo", "")]


def test_an_xcode_mark_is_no_doc() -> None:
    # Nimble: `toEventually — MARK: - With Synchronous Matchers Tests the actual…`.
    swift = ("struct S {\n    // MARK: - With Synchronous Matchers\n    /// Tests the value.\n"
             "    func toEventually() {}\n    // MARK: Helpers\n    func help() {}\n}\n")
    assert [(c.name, c.doc) for c in chunk_file("S.swift", swift, "swift")] == [
        ("S", ""), ("toEventually", "Tests the value."), ("help", "")]


def test_a_rust_impl_for_a_reference_is_named_by_its_type() -> None:
    # serde_json's `impl … for &'a mut Serializer<W, F>` had the container `'a Serializer`.
    rust = ("impl<'a, W: io::Write, F: Formatter> ser::Serializer for &'a mut Serializer<W, F> {\n"
            "    fn serialize_bool(self, v: bool) {}\n}\n"
            "impl<'de> Deserialize<'de> for &'de RawValue {}\n"
            "impl Sink for *const dyn Write + Send {}\n"
            "impl From<Box<RawValue>> for Box<str> {}\n")
    chunks = chunk_file("src/ser.rs", rust, "rust")
    assert [(c.kind, c.qualified) for c in chunks] == [
        ("impl", "Serializer"), ("method", "Serializer.serialize_bool"), ("impl", "RawValue"),
        ("impl", "Write"), ("impl", "Box")]


def test_rust_items_inside_item_macro_calls_are_chunks() -> None:
    # reqwest's `pin_project! { pub struct Conn … }` and `if_hyper! { fn try_uri … }`, axum's
    # `define_rejection! { … pub struct MethodNotGet; }`: tree-sitter reads a macro call's
    # braces as unparsed tokens, and none of these was in any chunk.
    rust = ("cfg_rt! {\n"
            "    /// Spawns a task.\n"
            "    pub fn spawn(task: T) -> JoinHandle {}\n"
            "    cfg_net! {\n        pub struct Listener;\n    }\n"
            "}\n"
            "pin_project! {\n    pub struct Conn<T> {\n        #[pin]\n        inner: T,\n    }\n}\n"
            "impl Client {\n    if_hyper! {\n        fn try_uri(&self) -> bool { true }\n    }\n}\n"
            "bitflags! {\n    pub struct Flags: u32 {\n        const A = 1;\n    }\n}\n"
            "fn after() {}\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("function", "spawn", 3, 3, "Spawns a task."), ("struct", "Listener", 5, 5, ""),
        ("struct", "Conn", 9, 12, ""), ("impl", "Client", 14, 18, ""),
        ("method", "Client.try_uri", 16, 16, ""), ("struct", "Flags", 19, 23, ""),
        ("function", "after", 24, 24, "")]
    # A DSL that does not parse as items (bitflags' `struct Flags: u32`) stays closed, named by
    # the one struct it declares (below), and an opened call's text is the file's own.
    assert chunks[2].text.startswith("    pub struct Conn<T> {")


def test_rust_an_item_level_call_over_a_table_is_a_macro_chunk() -> None:
    # http's `status_codes! { /// 404 Not Found\n (404, NOT_FOUND, "Not Found"); … }` holds the
    # crate's 62 status constants: its rows parse as tuple statements, not items, so the call
    # was opened, found nothing, and its table was in no chunk at all.
    rust = ("/// Generate constants for all status codes.\n"
            "status_codes! {\n"
            "    /// 404 Not Found\n"
            "    (404, NOT_FOUND, \"Not Found\");\n"
            "}\n"
            "impl_from!(Foo, Bar);\n"
            "fn after() {}\n")
    chunks = chunk_file("src/status.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.doc) for c in chunks] == [
        ("macro", "status_codes!", 2, 5, "Generate constants for all status codes."),
        ("function", "after", 7, 7, "")]
    assert "NOT_FOUND" in chunks[0].text and "Not Found" in chunks[0].text


def test_rust_a_table_call_declaring_structs_is_a_chunk_a_struct() -> None:
    # qa57: bitflags' `bitflags! { /// doc  #[derive(…)] pub struct OpenFlags: c_int { const … } }`
    # (rusqlite's OpenFlags, tower-http's GrpcCodeBitmask) was a `macro bitflags!` chunk: the
    # body is no Rust struct's, so the call stays closed, and the type was found by no name.
    rust = ("bitflags::bitflags! {\n"
            "    /// Flags for opening connections.\n"
            "    #[derive(Clone, Copy)]\n"
            "    #[repr(C)]\n"
            "    pub(crate) struct OpenFlags: c_int {\n"
            "        /// Read only.\n"
            "        const READ_ONLY = 1;\n"
            "    }\n"
            "}\n"
            "/// Two types in one call.\n"
            "bitflags! {\n"
            "    struct A: u8 { const X = 1; }\n"
            "    /// The second.\n"
            "    #[derive(Debug)]\n"
            "    pub struct B: u8 {\n        const Y = 1;\n    }\n"
            "}\n"
            "bitflags! {\n    struct C: u8 { const Z = 1; }\n    impl C: u8 {}\n}\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    # A call declaring several types (bitflags' own tests.rs, `TestFlags` and
    # `TestFlagsInvert`, was one `macro bitflags!`) is a chunk a type, from its attributes
    # (`#[derive(Debug)]` had been left out, tests.rs:40 above `TestFlags` at 41–53) or its
    # header to its body's end, its own doc over the call's; one with one type and more is
    # that type's.
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("struct", "OpenFlags", 1, 9, "pub(crate) struct OpenFlags: c_int",
         "Flags for opening connections."),
        ("struct", "A", 12, 12, "struct A: u8", "Two types in one call."),
        ("struct", "B", 14, 17, "pub struct B: u8", "The second."),
        ("struct", "C", 19, 22, "struct C: u8", "")]
    assert "READ_ONLY" in chunks[0].text and "const Y = 1;" in chunks[2].text


def test_rust_a_macro_naming_a_closure_defines_it_and_a_semicolon_keeps_a_call_open() -> None:
    # ripgrep's tests are `rgtest!(name, |dir: Dir, mut cmd: TestCommand| { … });`: each test
    # file was one whole-file chunk. `thread_local! { … };` ends with `;` and stayed closed.
    rust = ("/// Issue 16.\n"
            "rgtest!(r16, |dir: Dir, mut cmd: TestCommand| {\n    cmd.arg(\"x\");\n});\n"
            "rgtest!(r25, move || {\n    run();\n});\n"
            "impl_from!(Foo, Bar);\n"
            "thread_local! {\n    static COUNTER: Cell<u32> = Cell::new(0);\n};\n"
            "fn after() {}\n")
    chunks = chunk_file("tests/regression.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "r16", 2, 4, "rgtest!(r16, |dir: Dir, mut cmd: TestCommand|", "Issue 16."),
        ("function", "r25", 5, 7, "rgtest!(r25, move ||", ""),
        ("constant", "COUNTER", 10, 10, "static COUNTER: Cell<u32> = Cell::new(0)", ""),
        ("function", "after", 12, 12, "fn after()", "")]


def test_rust_a_thread_local_whose_last_static_has_no_semicolon_declares_it() -> None:
    # qa21: insta's `thread_local! { static RECORDED_DUPLICATES: … = RefCell::default() }` and
    # hashbrown's one-line `thread_local! { static DROP_VECTOR: … = const { … } }` were
    # `macro thread_local!` chunks: the call needs no `;` after its last static, a file does.
    rust = ("thread_local! {\n"
            "    static RECORDED: RefCell<Vec<u32>> = RefCell::default()\n"
            "}\n"
            "mod tests {\n"
            "    thread_local! { static DROP_VECTOR: RefCell<Vec<i32>> = const { RefCell::new(Vec::new()) } }\n"
            "    fn after() {}\n"
            "}\n")
    chunks = chunk_file("src/runtime.rs", rust, "rust")
    assert [(c.kind, c.container, c.name, c.start, c.end) for c in chunks] == [
        ("constant", "", "RECORDED", 2, 3),
        ("module", "", "tests", 4, 7),
        ("constant", "tests", "DROP_VECTOR", 5, 5),
        ("function", "tests", "after", 6, 6)]
    assert chunks[0].signature == "static RECORDED: RefCell<Vec<u32>> = RefCell::default()"


def test_rust_a_macro_naming_a_closure_after_other_arguments_defines_it() -> None:
    # httparse's 305 tests are `req! { name, b"…", [status,] |req| { … } }`: each was a `macro`
    # chunk named `req!` (a pattern with `|$arg:ident|` in it is read by no rule), so a search
    # for `test_request_multibyte` found none. A comment among the arguments is passed over; a
    # closure not last names nothing.
    rust = ("// A single byte which is part of a method is not invalid\n"
            "req! {\n    // one byte\n    test_request_one_byte_method, b\"G\", Ok(Status::Partial),\n"
            "    |_req| {}\n}\n"
            "res!(urltest_001, b\"HTTP/1.1 200\", move |res| {\n    check(res);\n},);\n"
            "table! {\n    rows, |a| { a }, 3\n}\n"
            "fn after() {}\n")
    chunks = chunk_file("tests/uri.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "test_request_one_byte_method", 2, 6,
         "req! { test_request_one_byte_method, b\"G\", Ok(Status::Partial), |_req|",
         "A single byte which is part of a method is not invalid"),
        ("function", "urltest_001", 7, 9, "res!(urltest_001, b\"HTTP/1.1 200\", move |res|", ""),
        ("macro", "table!", 10, 12, "table!", ""),
        ("function", "after", 13, 13, "fn after()", "")]


def test_rust_a_call_of_a_macro_of_the_file_declares_the_item_its_rule_names() -> None:
    # rust-csv's `deserialize_int!(deserialize_u8, visit_u8, u8);` in an impl defines the
    # method `deserialize_u8`, which was in no chunk. Rust takes the first rule that matches
    # (a word its pattern writes, `(not, $name:ident)`, matched as written); an argument a
    # comma may split (`HashMap<K, V>`) leaves the call unread.
    rust = ("macro_rules! deserialize_int {\n"
            "    ($method:ident, $visit:ident, $inttype:ty) => {\n"
            "        pub(crate) fn $method<V: Visitor<'de>>(\n            self,\n"
            "            visitor: V,\n        ) -> Result<V::Value, Self::Error> {\n"
            "            visitor.$visit(self.parse::<$inttype>()?)\n        }\n    };\n}\n"
            "impl<'de> Deserializer<'de> for Wrap {\n"
            "    /// Unsigned.\n"
            "    deserialize_int!(deserialize_u8, visit_u8, u8);\n"
            "    deserialize_int!(deserialize_map, visit_map, HashMap<K, V>);\n"
            "}\n"
            "macro_rules! matched {\n"
            "    (not, $name:ident) => { fn $name() {} };\n"
            "    ($name:ident) => { fn $name() {} };\n}\n"
            "matched!(match1);\nmatched!(not, match2);\n")
    chunks = chunk_file("src/de.rs", rust, "rust")
    assert [(c.kind, c.name, c.container, c.start, c.signature, c.doc) for c in chunks] == [
        ("macro", "deserialize_int", "", 1, "macro_rules! deserialize_int", ""),
        ("impl", "Wrap", "", 11, "impl<'de> Deserializer<'de> for Wrap", ""),
        ("method", "deserialize_u8", "Wrap", 13,
         "pub(crate) fn deserialize_u8<V: Visitor<'de>>(self, visitor: V)"
         " -> Result<V::Value, Self::Error>", "Unsigned."),
        ("macro", "matched", "", 16, "macro_rules! matched", ""),
        ("function", "match1", "", 20, "fn match1()", ""),
        ("function", "match2", "", 21, "fn match2()", "")]


def test_rust_a_test_macro_of_the_file_names_its_test_by_its_own_rule() -> None:
    # aho-corasick's tests.rs: `testconfig!(overlapping, search_…_default, COLLECTION, Kind,
    # |b| { … })` defines `fn search_…_default` by the rule opening with the word
    # `overlapping`; 29 such calls were functions named `overlapping`, `anchored` or `stream`
    # (a closure named by the call's first argument), and two ending `|_| ()` no chunk at all.
    rust = ("macro_rules! testconfig {\n"
            "    (anchored, $name:ident, $collection:expr, $with:expr) => {\n"
            "        #[test]\n        fn $name() { run($collection, $with, true) }\n    };\n"
            "    (overlapping, $name:ident, $collection:expr, $with:expr) => {\n"
            "        #[test]\n        fn $name() { run($collection, $with, false) }\n    };\n"
            "    ($name:ident, $collection:expr, $with:expr) => {\n"
            "        #[test]\n        fn $name() { run($collection, $with, false) }\n    };\n"
            "}\n"
            "testconfig!(\n    overlapping,\n    search_overlapping_dfa,\n    OVERLAPPING,\n"
            "    |b: &mut AhoCorasickBuilder| {\n        b.kind(Some(DFA));\n    }\n);\n"
            "testconfig!(overlapping, search_overlapping_default, OVERLAPPING, |_| ());\n"
            "testconfig!(acasei_default, &[ASCII_CASE_INSENSITIVE], |b: &mut Builder| {\n"
            "    b.ascii_case_insensitive(true);\n});\n")
    chunks = chunk_file("src/tests.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks[1:]] == [
        ("function", "search_overlapping_dfa", 15, 22, "fn search_overlapping_dfa()"),
        ("function", "search_overlapping_default", 23, 23, "fn search_overlapping_default()"),
        ("function", "acasei_default", 24, 26, "fn acasei_default()")]


def test_rust_a_test_macro_with_labels_or_repetitions_names_its_test_by_the_pattern_lead() -> None:
    # qa57: hyper's `test! { name: client_get, server: …, client: … }` (39 tests), http's
    # `test_parse! { test_uri_parse_path_and_query, "/some/path", [], scheme = None, … }`,
    # ron's `test_non_identifier! { test_bool => deserialize_bool() }`: their rules' patterns
    # hold labels, `=>` and repetitions, which a whole pattern's reading stops at, so each call
    # was a `macro test!` chunk. The pattern up to the fragment the `fn` is named by is
    # enough; a rule that only calls the macro again (tower-http's default `message: ""`) is
    # passed over for the rule it calls.
    rust = ("macro_rules! test {\n"
            "    (name: $name:ident, status: $status:expr,) => {\n"
            "        test!(name: $name, status: $status, message: \"\",);\n    };\n"
            "    (name: $name:ident, status: $status:expr, message: $message:expr,) => {\n"
            "        #[test]\n        fn $name() { check($status, $message) }\n    };\n}\n"
            "test! {\n    name: basic_ok,\n    status: \"0\",\n}\n"
            "test! {\n    name: basic_error,\n    status: \"1\",\n    message: \"x\",\n}\n"
            "macro_rules! parse {\n"
            "    ($test_name:ident => $method:ident($($param:expr),*)) => {\n"
            "        #[test]\n        fn $test_name() { $method($($param),*) }\n    };\n}\n"
            "parse! { test_bool => deserialize_bool() }\n"
            "parse! { 5 => deserialize_bool() }\n"
            "macro_rules! prim {\n"
            "    ($method:ident ( $ty:ty )) => { fn $method(value: $ty) {} };\n}\n"
            "prim!(serialize_i8(i8));\n")
    chunks = chunk_file("tests/client.rs", rust, "rust")
    assert [(c.kind, c.name, c.start, c.end, c.signature) for c in chunks] == [
        ("macro", "test", 1, 9, "macro_rules! test"),
        ("function", "basic_ok", 10, 13, "fn basic_ok()"),
        ("function", "basic_error", 14, 18, "fn basic_error()"),
        ("macro", "parse", 19, 24, "macro_rules! parse"),
        ("function", "test_bool", 25, 25, "fn test_bool()"),
        # No identifier where the rule's name stands: the call names nothing.
        ("macro", "parse!", 26, 26, "parse!"),
        ("macro", "prim", 27, 29, "macro_rules! prim"),
        # A fragment past the one naming the item (`$ty`) is not read: the call signs it.
        ("function", "serialize_i8", 30, 30, "prim!(serialize_i8(i8))")]


def test_rust_an_item_a_macro_call_declares_takes_the_doc_its_rule_writes() -> None:
    # qa81: Rocket's codegen writes `route_attribute!(get => Method::Get);` eight times; the
    # rule's transcriber documents the `pub fn $name` it declares with `///` lines above its
    # `#[proc_macro_attribute]`, and `get`, `put`, … had no doc. A doc above the call is
    # still its own, and a fragment in the rule's doc reads as the call's argument.
    rust = ("macro_rules! route_attribute {\n"
            "    ($name:ident => $method:expr) => (\n"
            "        /// Attribute to generate a [`Route`] and associated metadata.\n"
            "        ///\n        /// Only for free functions.\n"
            "        #[proc_macro_attribute]\n"
            "        pub fn $name(args: TokenStream, input: TokenStream) -> TokenStream {\n"
            "            emit!(route_attribute($method, args, input))\n        }\n    )\n}\n"
            "route_attribute!(get => Method::Get);\n"
            "/// The catch-all route.\nroute_attribute!(route => None);\n"
            "macro_rules! getter {\n"
            "    ($field:ident, $ty:ty) => {\n"
            "        /// Returns the `$field` setting.\n"
            "        pub fn $field(&self) -> $ty { self.$field }\n    };\n}\n"
            "getter!(workers, usize);\n"
            # A doc attribute's string is a line of it (status.rs' `#[doc=$type]`); one that
            # `concat!` builds leaves the doc out, a sentence short.
            "macro_rules! class_check_fn {\n"
            "    ($func:ident, $type:expr, $variant:ident) => (\n"
            "        /// Returns `true` if `self` is a `StatusClass` of\n"
            "        #[doc=$type]\n        /// Returns `false` otherwise.\n"
            "        pub fn $func(&self) -> bool { *self == StatusClass::$variant }\n    )\n}\n"
            "class_check_fn!(is_success, \"`Success` (2XX).\", Success);\n"
            "macro_rules! status_response {\n"
            "    ($T:ident $kind:expr) => {\n"
            "        /// Sets the status of the response to\n"
            "        #[doc = concat!($kind, \" (`Status`).\")]\n"
            "        pub struct $T<R>(pub R);\n    }\n}\n"
            "status_response!(Accepted \"202 Accepted\");\n"
            # A comment a blank line parts from the item is none of its doc.
            "macro_rules! error_type {\n    ($name:ident, $what:expr) => {\n"
            "        // Use #[error(\"invalid {}\", $what)] instead.\n\n"
            "        #[derive(Error, Debug)]\n        pub struct $name;\n    };\n}\n"
            "error_type!(Error, \"foo\");\n")
    chunks = chunk_file("core/codegen/src/lib.rs", rust, "rust")
    assert [(c.kind, c.name, c.doc) for c in chunks] == [
        ("macro", "route_attribute", ""),
        ("function", "get", "Attribute to generate a [`Route`] and associated metadata.\n"
                            "Only for free functions."),
        ("function", "route", "The catch-all route."),
        ("macro", "getter", ""),
        ("function", "workers", "Returns the `workers` setting."),
        ("macro", "class_check_fn", ""),
        ("function", "is_success",
         "Returns `true` if `self` is a `StatusClass` of `Success` (2XX). Returns `false` otherwise."),
        ("macro", "status_response", ""),
        ("struct", "Accepted", ""),
        ("macro", "error_type", ""),
        ("struct", "Error", "")]


def test_rust_blanket_impls_attribute_notes_and_maintainer_comments() -> None:
    # log: `impl<T> Log for &'_ T` was impl `T` with methods `T.enabled`; a comment closing an
    # attribute's line ("// Not needless.") was the impl's doc; `// These impls must …` under
    # a `///` doc went on in Key's doc.
    rust = ("#[allow(clippy::needless_lifetimes)] // Not needless.\n"
            "impl<'a, T: ?Sized> Visit<'a> for &'a mut T {\n    fn visit(&mut self) {}\n}\n"
            "/// A key in a key-value.\n"
            "// These impls must only be based on the as_str() representation of the key\n"
            "#[derive(Clone)]\npub struct Key<'k> {\n    key: &'k str,\n}\n"
            "impl<T> From<T> for Wrapper<T> {}\n")
    chunks = chunk_file("src/kv/key.rs", rust, "rust")
    assert [(c.kind, c.qualified, c.doc) for c in chunks] == [
        ("impl", "Visit", ""), ("method", "Visit.visit", ""),
        ("struct", "Key", "A key in a key-value."), ("impl", "Wrapper", "")]


def test_rust_a_comment_among_attributes_leaves_the_doc_above_them() -> None:
    # uuid's `Uuid` was described by `// NOTE: Also check NonNilUuid when ading new derives
    # here`, a note between its `#[derive]` and `#[cfg_attr]`, not by its `///` doc. A doc
    # comment among attributes is still the doc (`#[derive]` / `/// …` / `pub enum`).
    rust = ("/// A 128-bit UUID.\n#[derive(Clone, Copy)]\n#[repr(transparent)]\n"
            "// NOTE: Also check `NonNilUuid` when ading new derives here\n"
            "#[cfg_attr(\n    feature = \"borsh\",\n    derive(borsh_derive::BorshSerialize)\n)]\n"
            "pub struct Uuid(Bytes);\n\n"
            "// Plain doc.\n#[derive(Debug)]\n// a note on the derive\npub struct Plain;\n\n"
            "#[derive(Debug)]\n/// The error kind.\npub enum ErrorKind {}\n\n"
            "#[derive(Debug)]\n// Only a comment.\npub struct Lone;\n")
    chunks = chunk_file("src/lib.rs", rust, "rust")
    assert [(c.name, c.start, c.doc) for c in chunks] == [
        ("Uuid", 2, "A 128-bit UUID."), ("Plain", 12, "Plain doc."),
        ("ErrorKind", 16, "The error kind."), ("Lone", 20, "Only a comment.")]


def test_go_blank_identifier_declares_nothing() -> None:
    # resty's `var _ Logger = (*logger)(nil)` (an interface check) was a variable named `_`.
    go = "package resty\n\n// Assert.\nvar _ Logger = (*logger)(nil)\n\nvar _, x = f()\n"
    assert [(c.kind, c.name) for c in chunk_file("util.go", go, "go")] == [("variable", "x")]


def test_strings_holding_comment_markers_stay_in_signatures() -> None:
    # `"image/*"` cut a Java constant's signature to `ACCEPT = "image`, a glob default
    # commander.js's `['**`, and a regex's `#` rack's `/\A\/[^`.
    java = "class A {\n  static final String ACCEPT = \"image/*\"; // the type\n}\n"
    js = "function load(p = '**/*.ts', q = 1 /* count */) {}\n"
    ruby = "ORIGIN_FORM = /\\A\\/[^#]*\\z/ # origin form\nCOLOR = \"#fff\" # white\n"
    java_sig = chunk_file("A.java", java, "java")[1].signature
    assert java_sig == 'static final String ACCEPT = "image/*"'
    js_sig = chunk_file("a.js", js, "javascript")[0].signature
    assert js_sig == "function load(p = '**/*.ts', q = 1)"
    # Where `'` is no string's quote, a lifetime must not pair with a comment's apostrophe.
    rust = "fn f(x: &'static str, // the caller's name\n     y: u8) -> u8 { y }\n"
    assert chunk_file("a.rs", rust, "rust")[0].signature == "fn f(x: &'static str, y: u8) -> u8"
    assert [c.signature for c in chunk_file("a.rb", ruby, "ruby")] == [
        "ORIGIN_FORM = /\\A\\/[^#]*\\z/", 'COLOR = "#fff"']


def test_a_value_written_below_its_equals_sign_is_in_the_signature() -> None:
    # yargs's `export type CommandBuilder =` / `  CommandBuilderCallback | Dictionary<…>;` read
    # `type CommandBuilder`, the type it names lost; a union a member a line the same; Java's
    # `… cProvider =` / `new AtomicReference<Provider>();` lost its value.
    ts = ("export type CommandBuilder =\n  CommandBuilderCallback | Dictionary<Option>;\n"
          "type Level =\n  | 'error'\n  | 'warn';\n"
          "type Fn<T> =\n  (a: T,\n   b: number) => void;\n"
          "export const handler =\n  create({ a: 1,\n    b: 2 });\n"
          "const same = a ==\n  b;\n")
    assert [c.signature for c in chunk_file("a.ts", ts, "typescript")] == [
        "type CommandBuilder = CommandBuilderCallback | Dictionary<Option>",
        "type Level = 'error' | 'warn'", "type Fn<T> = (a: T, b: number) => void",
        "const handler = create(…)", "const same = a"]
    rust = "pub type Result<T> =\n    std::result::Result<T, Error>;\n"
    assert chunk_file("a.rs", rust, "rust")[0].signature == \
        "pub type Result<T> = std::result::Result<T, Error>"
    java = "class A {\n  static final AtomicReference<P> cProvider =\n      new AtomicReference<P>();\n}\n"
    assert chunk_file("A.java", java, "java")[1].signature == \
        "static final AtomicReference<P> cProvider = new AtomicReference<P>()"


def test_a_doc_comment_is_the_doc_without_plain_comments_above_it() -> None:
    # zod's `// jsonString(params?): this;` (code left commented out) above `/** @deprecated … */`
    # began xid's doc.
    ts = ("class S {\n"
          "  // jsonString(params?: string): this;\n"
          "  /** @deprecated Use z.jsonString() instead. */\n"
          "  xid(p: string): this { return this; }\n"
          "  // Checks it.\n  // Twice.\n"
          "  y(): void {}\n}\n")
    rust = "// SAFETY: the caller holds the lock.\n/// Frees it.\nunsafe fn free() {}\n"
    assert [c.doc for c in chunk_file("s.ts", ts, "typescript")] == [
        "", "@deprecated Use z.jsonString() instead.", "Checks it. Twice."]
    assert chunk_file("a.rs", rust, "rust")[0].doc == "Frees it."


def test_of_stacked_comment_blocks_the_nearest_is_the_doc() -> None:
    # cJSON.h: the comment under `cJSON_Duplicate(…);` documents it, and began the doc of
    # cJSON_Compare after the comment of its own. Comments written a line at a time (`//`,
    # decNumber's boxes of one-line `/* */`) are one block; line comments under a doc
    # comment are notes on it (jsoup's `// performance sensitive`), and a tool pragma under
    # a block (json-c's `/* clang-format off */`) says nothing.
    c = ("int cJSON_Duplicate(const cJSON *item);\n"
         "/* Duplicate will create a new, identical cJSON item to the one you pass,\n"
         " * in new memory that will need to be released. */\n"
         "/* Recursively compare two cJSON items for equality. If either a or b is NULL\n"
         " * or invalid, they will be considered unequal. */\n"
         "int cJSON_Compare(const cJSON *a, const cJSON *b);\n\n"
         "// Returns the length of the string,\n// not counting the terminator.\n"
         "int len(const char *s);\n\n"
         "/* decFloatCopy -- copy a decFloat as-is */\n/*   returns result */\n"
         "int copy(int x);\n\n"
         "/*\n mix -- mix 3 32-bit values reversibly.\n*/\n/* clang-format off */\n"
         "int mix(int a);\n")
    assert [(c.name, c.doc) for c in chunk_file("cJSON.h", c, "c")] == [
        ("cJSON_Duplicate", ""),
        ("cJSON_Compare", "Recursively compare two cJSON items for equality. If either a or b "
                          "is NULL or invalid, they will be considered unequal."),
        ("len", "Returns the length of the string, not counting the terminator."),
        ("copy", "decFloatCopy -- copy a decFloat as-is returns result"),
        ("mix", "mix -- mix 3 32-bit values reversibly.")]
    java = ("class Element {\n  /**\n   * Tests if this element has a class.\n   */\n"
            "  // performance sensitive\n  public boolean hasClass(String name) { return true; }\n}\n")
    assert chunk_file("Element.java", java, "java")[1].doc == "Tests if this element has a class."


def test_rust_items_in_a_const_block_and_impls_for_tuples() -> None:
    # axum's `const _: () = { impl Connected for SocketAddr { … } };` hid the impl and its
    # methods in one constant `_`; `impl IntoResponse for (http::response::Parts, R)` was
    # named `Parts, R)`.
    rust = ("const _: () = {\n"
            "    impl Connected for SocketAddr {\n"
            "        fn connect_info(s: Stream) -> Self { s.addr() }\n"
            "    }\n"
            "};\n"
            "impl<R> IntoResponse for (http::response::Response<()>, R) {\n"
            "    fn into_response(self) {}\n"
            "}\n")
    assert [(c.kind, c.qualified) for c in chunk_file("connect_info.rs", rust, "rust")] == [
        ("impl", "SocketAddr"), ("method", "SocketAddr.connect_info"),
        ("impl", "(Response, R)"), ("method", "(Response, R).into_response")]


def test_code_commented_out_above_a_declaration_is_no_doc() -> None:
    # json-c's json_pointer_private.h: an old declaration left in `//` lines read as the doc
    # of the one that replaced it; a `/**` comment's example may end in `}` and stays.
    c = ("// replaced by json_pointer_set_cb\n"
         "// typedef int(*json_pointer_array_set_cb)(json_object *parent, size_t idx,\n"
         "//                                         json_object *value, void *priv);\n"
         "typedef int(*json_pointer_set_cb)(json_object *parent, const char *key);\n\n"
         "/** Frees it: `if (p) { put(p); }` */\n"
         "void put(void *p);\n")
    assert [(x.name, x.doc) for x in chunk_file("json_pointer_private.h", c, "c")] == [
        ("json_pointer_set_cb", "replaced by json_pointer_set_cb"),
        ("put", "Frees it: `if (p) { put(p); }`")]
    # Prose ending as code may: a `;` with no call, a parenthesis after a space, a block
    # comment whose example ends it (hiredis's redisFormatCommand), a rule of stars below.
    prose = ("// appendKeyValue writes key=value. Keys are written verbatim (unquoted/unescaped);\n"
             "// values are subject to quoting/escaping.\n"
             "int append(void);\n\n"
             "/* Format a command. Example:\n"
             " * len = redisFormatCommand(target, \"GET %s\", key);\n */\n"
             "int format(void);\n\n"
             "/* Compute the frobnication. */\n/*********/\nint frob(void);\n")
    assert [x.doc for x in chunk_file("a.c", prose, "c")] == [
        "appendKeyValue writes key=value. Keys are written verbatim (unquoted/unescaped); "
        "values are subject to quoting/escaping.",
        'Format a command. Example: len = redisFormatCommand(target, "GET %s", key);',
        "Compute the frobnication."]


def test_a_doc_above_a_conditional_group_reaches_the_declaration_below_it() -> None:
    # serilog's ILogger.cs: a `///` block, then `#if FEATURE_DEFAULT_INTERFACE` /
    # `[CustomDefaultMethodImplementation]` / `#endif`, then the member: the parse with the
    # directive lines blanked (conditionals.best_parse) left a blank line between doc and
    # member, and IsEnabled had no doc; PropertyBinder's `#if`/`#else` between two signatures
    # likewise. A group holding no declaration (`#pragma` only) passes too, in C# and in C,
    # and so do the braces of a C group's earlier branch (jq's `umain`/`main`).
    cs = ("public interface ILogger\n{\n"
          "    /// <summary>\n    /// Determine if events will be passed through.\n"
          "    /// </summary>\n#if FEATURE_DEFAULT_INTERFACE\n"
          "    [CustomDefaultMethodImplementation]\n#endif\n"
          "    bool IsEnabled(LogEventLevel level)\n#if FEATURE_DEFAULT_INTERFACE\n"
          "        => true\n#endif\n    ;\n\n"
          "    /// <summary>Create properties.</summary>\n#if FEATURE_SPAN\n"
          "    EventProperty[] ConstructProperties(ReadOnlySpan<object?> values)\n#else\n"
          "    EventProperty[] ConstructProperties(object?[] values)\n#endif\n"
          "    {\n        return null;\n    }\n}\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("ILogger.cs", cs, "csharp")
            if c.kind == "method"] == [
        ("IsEnabled", 7, "Determine if events will be passed through."),
        ("ConstructProperties", 17, "Create properties.")]
    cs = ("class C\n{\n    /// <summary>Writes.</summary>\n#if NET\n"
          "#pragma warning disable CS0618\n#endif\n    void Write() { }\n}\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("C.cs", cs, "csharp")] == [
        ("C", 1, ""), ("Write", 7, "Writes.")]
    c = ("int z;\n\n/** Runs it. */\n#ifdef __MVS__\nint umain(int a) {\n#else\n"
         "int main(int a) {\n#endif\n  return a;\n}\n\n"
         "/** Doc of m. */\n#ifdef X\n#pragma weak m\n#endif\nint m(void);\n")
    assert [(c.name, c.start, c.doc) for c in chunk_file("a.c", c, "c")] == [
        ("z", 1, ""), ("main", 7, "Runs it."), ("m", 16, "Doc of m.")]


def test_a_license_header_or_a_rule_is_no_doc() -> None:
    # okio's build scripts: a license block right above the first `//` comment was merged into
    # its function's doc; json-c's `/*****/` rules were the doc of each function under one.
    source = ("/*\n * Copyright (C) 2023 Square, Inc.\n */\n// Returns one.\nint one(void) { return 1; }\n\n"
              "/*****************/\nint two(void) { return 2; }\n\n"
              "/** Prints the copyright notice. */\nint three(void) { return 3; }\n")
    assert [(c.name, c.doc) for c in chunk_file("a.c", source, "c")] == [
        ("one", "Returns one."), ("two", ""), ("three", "Prints the copyright notice.")]


def test_a_banner_is_no_doc() -> None:
    # Unity's generated runners: `/*=======MAIN=====*/` was the doc of `main`; decNumber's
    # `/* ----- Macros ----- */` began the doc under it, zod's `//////////  ZodString
    # //////////` each schema's. A doc comment's own `/**` and `**/` frame no banner.
    c = ("/*=======MAIN=====*/\nint main(void)\n{\n  return UnityEnd();\n}\n\n"
         "/* ----- Macros ----- */\n/* ISZERO -- return true if decNumber dn is a zero */\n"
         "#define ISZERO(dn) ((dn)->digits == 1)\n\n"
         "/*-------------------------------------------------------\n"
         " * Language Features Available\n"
         " *-------------------------------------------------------*/\n"
         "#define UNITY_WEAK_ATTRIBUTE 1\n\n"
         "/**\n * Frees the buffer.\n **/\nvoid buf_free(void);\n")
    assert [(c.name, c.doc) for c in chunk_file("testsample_cmd.c", c, "c")] == [
        ("main", ""), ("ISZERO", "ISZERO -- return true if decNumber dn is a zero"),
        ("UNITY_WEAK_ATTRIBUTE", ""), ("buf_free", "Frees the buffer.")]
    ts = ("//////////////////////////////////////////\n"
          "//////////      ZodString       //////////\n"
          "//////////////////////////////////////////\n"
          "export interface ZodString {}\n")
    assert chunk_file("schemas.ts", ts, "typescript")[0].doc == ""


def test_a_title_between_two_dashes_is_a_banner() -> None:
    # yup's `//-- transforms --` above `ensure()` was its doc: a rule of two dashes (or `==`,
    # `~~`, `##`) on both sides frames a section's title too. A dunder is no rule.
    ts = ("class StringSchema {\n"
          "  //-- transforms --\n"
          "  ensure(): this {\n"
          "    return this;\n"
          "  }\n"
          "  // == Tests ==\n"
          "  min(n: number) {}\n"
          "  // __proto__\n"
          "  proto() {}\n"
          "}\n")
    got = [(c.name, c.doc) for c in chunk_file("src/string.ts", ts, "typescript")]
    assert got == [("StringSchema", ""), ("ensure", ""), ("min", ""), ("proto", "__proto__")]


def test_a_title_ruled_off_on_one_side_is_no_part_of_the_doc() -> None:
    # gorilla/schema's `// TextUnmarshaler helpers -----…` above `// unmarshaller contains …`
    # read "TextUnmarshaler helpers ----…- unmarshaller contains …": a section's heading, a
    # rule after its title (or before it), heads the comment under it. A short dash stays.
    go = ("package schema\n\n"
          "// TextUnmarshaler helpers ----------------------------------------------------\n"
          "// unmarshaller contains information about a TextUnmarshaler type\n"
          "type unmarshaler struct {\n\tIsValid bool\n}\n\n"
          "// Errors ---------------------------------------------------------------------\n\n"
          "// ConversionError stores information about a failed conversion.\n"
          "type ConversionError struct{}\n\n"
          "// ---------- Encoding\n"
          "func encode() {}\n\n"
          "// Pad pads x -- with spaces\n"
          "func Pad() {}\n")
    got = [(c.name, c.doc) for c in chunk_file("decoder.go", go, "go") if c.kind != "file"]
    assert got == [("unmarshaler", "unmarshaller contains information about a TextUnmarshaler type"),
                   ("ConversionError", "ConversionError stores information about a failed conversion."),
                   ("encode", ""), ("Pad", "Pad pads x -- with spaces")]
    c = "/* Helpers ---------------- */\n/* Frees the buffer. */\nvoid buf_free(void);\n"
    assert chunk_file("buf.h", c, "c")[0].doc == "Frees the buffer."


def test_a_box_of_a_few_title_lines_is_a_banner_and_a_rule_in_a_doc_says_nothing() -> None:
    # lz4.h's `/*-*****` box of two title lines was the doc of the typedef under it, read
    # "-*****… Streaming Decompression Functions …"; a box whose rule then goes on to text,
    # "-*****… Private Definitions …". A rule inside a comment is a paragraph break.
    c = ("/*-**********************************************\n"
         "*  Streaming Decompression Functions\n"
         "*  Bufferless synchronous API\n"
         "************************************************/\n"
         "typedef union LZ4_streamDecode_u LZ4_streamDecode_t;\n\n"
         "/*-************************************************************\n"
         " *  Private Definitions\n"
         " **************************************************************\n"
         " * Do not use these definitions directly.\n"
         " **************************************************************/\n"
         "#define LZ4_HASHLOG   (LZ4_MEMORY_USAGE-2)\n")
    assert [(x.name, x.doc) for x in chunk_file("lib/lz4.h", c, "c")] == [
        ("LZ4_streamDecode_t", ""),
        ("LZ4_HASHLOG", "Private Definitions\nDo not use these definitions directly.")]
    # Lines under a rule with none below them are a doc (timex's `parse_array`).
    ex = ("defmodule P do\n  ################\n  # Parses an array of a primitive type, ex:\n"
          "  #   parse_array(<<\"test\">>, 2, &parse_uchar/1)\n  ###\n"
          "  defp parse_array(data, 0, _parser), do: {[], data}\nend\n")
    assert [x.doc for x in chunk_file("lib/parser.ex", ex, "elixir") if x.name == "parse_array"] \
        == ["Parses an array of a primitive type, ex: parse_array(<<\"test\">>, 2, &parse_uchar/1)"]


def test_a_list_written_an_item_a_line_loses_its_trailing_comma() -> None:
    # commander's `formatItem(term: string, …, helper: Help,): string`: the comma Prettier,
    # gofmt and rustfmt put after a list's last line stayed before the folded `)`. Written on
    # one line it is the code's own (a one-tuple `(u8,)`).
    ts = ("export class Help {\n"
          "  formatItem(\n"
          "    term: string,\n"
          "    helper: Help, // the helper\n"
          "  ): string {\n"
          "    return term;\n"
          "  }\n"
          "}\n")
    assert _find(chunk_file("lib/help.ts", ts, "typescript"), "Help.formatItem").signature \
        == "formatItem(term: string, helper: Help): string"
    go = "package a\n\nfunc Open(\n\tname string,\n\tflag int,\n) error {\n\treturn nil\n}\n"
    assert chunk_file("a.go", go, "go")[0].signature == "func Open(name string, flag int) error"
    rs = "type One = (u8,);\nfn f(\n    a: u8,\n) {}\n"
    assert [c.signature for c in chunk_file("a.rs", rs, "rust")] == ["type One = (u8,)",
                                                                     "fn f(a: u8)"]


@pytest.mark.parametrize("unit", ["-=", "-", "/", "// -", "#", "* "])
def test_a_comment_of_rules_is_read_in_linear_time(unit: str) -> None:
    # The banner check, a regex until the review, backtracked over every split of a long rule:
    # a 1,200-character `-=-=…a` comment took 2 s, a `# ###…a###…` one minutes. Compared
    # with a comment of plain words of the same length: a ratio, not a timed budget.
    from codesift.chunk.doctext import says_nothing

    hostile = (unit * 1_000)[:600] + "a"
    plain = "word " * (len(hostile) // 5)
    took = []
    for comment in (plain, hostile) * 3:
        start = time.process_time()
        says_nothing(comment)
        took.append(time.process_time() - start)
    assert min(took[1::2]) < min(took[0::2]) * 50 + 0.001, took


def test_review_a_boxed_sentence_and_a_doc_over_a_work_note_stay_docs() -> None:
    # The review: a one-sentence doc in a box of stars read as a banner; a `/* TODO */` line
    # under a function's doc block was taken as the nearest block, so the doc.
    c = ("/*****************************\n * Returns the length of the string.\n"
         " *****************************/\nint strlen2(const char *s);\n\n"
         "/*\n * Compute the FNV-1a hash of buf.\n */\n/* TODO: vectorize */\n"
         "unsigned hash(const char *buf);\n")
    assert [(c.name, c.doc) for c in chunk_file("str.h", c, "c")] == [
        ("strlen2", "Returns the length of the string."),
        ("hash", "Compute the FNV-1a hash of buf.")]


def test_a_constructor_s_initializers_are_no_part_of_its_signature() -> None:
    # QA7: fmt's 420 constructors read `basic_string_view(const Char* s) : data_(s)`, and
    # gtest's `MatcherBase(MatcherBase&& other) : vtable_(other.vtable_), buffer_(…)` ran
    # past the address line's cap, cutting its parameters to names: a C++ member initializer
    # list is the body's (the grammar's function-body), and a Kotlin delegation call
    # (`: this(…)`, `: super(…)`) runs the primary constructor, as a body line would.
    cpp = ("class A {\n public:\n  explicit A(int x) : x_(x), y_(2) {}\n"
           "  A(A&& o) noexcept\n      : x_(o.x_) {\n  }\n};\n"
           "A::A(const char* f) : x_(1) { }\n")
    assert [(c.kind, c.signature) for c in chunk_file("a.cc", cpp, "cpp")] == [
        ("class", "class A"), ("constructor", "explicit A(int x)"),
        ("constructor", "A(A&& o) noexcept"), ("constructor", "A::A(const char* f)")]
    kotlin = ("class UsageError(message: String?) : Exception(message) {\n"
              "    constructor(message: String, statusCode: Int = 1)\n"
              "        : this(message)\n"
              "    constructor(code: Int) : super(null) {\n        println(code)\n    }\n}\n")
    assert [(c.kind, c.signature) for c in chunk_file("e.kt", kotlin, "kotlin")] == [
        ("class", "class UsageError(message: String?) : Exception(message)"),
        ("constructor", "constructor(message: String, statusCode: Int = 1)"),
        ("constructor", "constructor(code: Int)")]


def test_a_value_whose_name_is_below_its_type_is_signed_down_to_its_name() -> None:
    # QA7: gson's `static final JsonAdapterAnnotationTypeAdapterFactory` / `DEFAULT_JSON_…
    # = …` (google-java-format breaks a long type from its name) was signed by its first line
    # alone, without the name; so were serilog's `const string` / `MT0 = "Zero",` and gtest's
    # `typedef typename internal::Function<F>::MakeResultIgnoredValue` / `OriginalFunction;`.
    java = ("class GsonBuilder {\n  static final JsonAdapterAnnotationTypeAdapterFactory\n"
            "      DEFAULT_FACTORY =\n          new JsonAdapterAnnotationTypeAdapterFactory(C);\n}\n")
    assert [(c.name, c.signature) for c in chunk_file("G.java", java, "java")][1] == (
        "DEFAULT_FACTORY", "static final JsonAdapterAnnotationTypeAdapterFactory DEFAULT_FACTORY "
        "= new JsonAdapterAnnotationTypeAdapterFactory(C)")
    cs = ('class B\n{\n    const string\n        MT0 = "Zero",\n        MT1 = "Zero{A}one";\n}\n')
    assert [(c.name, c.signature) for c in chunk_file("B.cs", cs, "csharp")][1:] == [
        ("MT0", 'const string MT0 = "Zero",'), ("MT1", 'const string MT0 = "Zero", MT1 = "Zero{A}one"')]
    cpp = ("struct Impl {\n  typedef typename internal::Function<F>::MakeResultIgnoredValue\n"
           "      OriginalFunction;\n};\n")
    assert [(c.name, c.signature) for c in chunk_file("a.h", cpp, "cpp")][1] == (
        "OriginalFunction",
        "typedef typename internal::Function<F>::MakeResultIgnoredValue OriginalFunction")


@pytest.mark.parametrize("path, source, name, doc", [
    # okhttp's accessors kept for Java callers, beside the `val url` that replaced them.
    ("Request.kt", 'class Request {\n  val url: HttpUrl = u\n\n  @JvmName("-deprecated_url")\n'
     '  @Deprecated(\n    message = "moved to val",\n    level = DeprecationLevel.ERROR,\n  )\n'
     "  fun url(): HttpUrl = url\n}\n", "url", "Deprecated: moved to val."),
    ("Old.java", "class Old {\n  /** Reads it. */\n  @Override\n  @Deprecated\n"
     "  public int read() { return 0; }\n}\n", "read", "Deprecated. Reads it."),
    ("lib.rs", '/// Parses it.\n#[deprecated(since = "1.2", note = "use `parse_str`")]\n'
     "pub fn parse() {}\n", "parse", "Deprecated: use `parse_str`. Parses it."),
    ("Api.cs", 'class Api {\n    [Obsolete("Use Send instead!")]\n    public void Post() {}\n}\n',
     "Post", "Deprecated: Use Send instead!"),
    ("util.py", '@deprecated("Use load()")\ndef read():\n    """Reads the file."""\n',
     "read", "Deprecated: Use load(). Reads the file."),
    # Swift's `renamed:` says what to use (SnapKit's 40 `snp_*` read "Deprecated."), and
    # `unavailable` on every platform deprecates too: Nimble's `AsyncDefaults`, renamed
    # `PollingDefaults`, answered as if live. One platform's unavailability does not.
    ("Polling.swift", '/// Defaults.\n@available(*, unavailable, renamed: "PollingDefaults")\n'
     "public struct AsyncDefaults {}\n", "AsyncDefaults",
     "Deprecated: unavailable, renamed to `PollingDefaults`. Defaults."),
    ("Constraint.swift", '@available(*, deprecated, renamed:"activate()")\n'
     "public func install() {}\n", "install", "Deprecated: renamed to `activate()`."),
    ("Flag.swift", '@available(*, unavailable, message: "A default value must be provided.")\n'
     "public init() {}\n", "init", "Deprecated: A default value must be provided."),
    ("View.swift", "/// A view.\n@available(iOS, unavailable)\npublic func hover() {}\n",
     "hover", "A view."),
    # A message in a multi-line string (swift-argument-parser's `Argument.init`s read
    # "Deprecated: \".", the literal's second quote).
    ("Argument.swift", '@available(\n  *, deprecated,\n  message: """\n'
     "    Optional @Arguments with default values should be declared as non-Optional.\n"
     '    """\n)\n@_disfavoredOverload\npublic init<T>(wrappedValue: T?) {}\n', "init",
     "Deprecated: Optional @Arguments with default values should be declared as non-Optional."),
    # An unavailable conformance opts a type out of it (swift-async-algorithms' 32
    # `@available(*, unavailable)` / `extension X.Iterator: Sendable {}`): no deprecation.
    ("Chain.swift", "struct Chain {}\n/// Not sendable.\n@available(*, unavailable)\n"
     "extension Chain: Sendable {}\n", "Chain", "Not sendable."),
    # A doc that says it already is left as it is.
    ("Shim.java", "class Shim {\n  /** @deprecated Use Core. */\n  @Deprecated\n"
     "  void run() {}\n}\n", "run", "@deprecated Use Core."),
])
def test_a_deprecation_annotation_opens_the_doc(path: str, source: str, name: str, doc: str) -> None:
    # okhttp's `@Deprecated(message = "moved to val") fun url()` had no doc, so nothing told
    # the search (or an agent reading the address) not to use it.
    chunks = {c.name: c for c in chunk_file(path, source, language_of(path))}
    assert chunks[name].doc == doc


def test_a_name_in_a_deprecation_s_own_arguments_is_not_its_declaration() -> None:
    # `@JvmName("-deprecated_url")` holds the name `url` inside a word: the annotation below
    # it still counts; and a declaration named `deprecated_thing` is not deprecated.
    kotlin = ('class R {\n  @JvmName("-deprecated_url")\n  @Deprecated("moved to val")\n'
              "  fun url(): String = u\n\n  fun deprecated_thing() {}\n}\n")
    docs = {c.name: c.doc for c in chunk_file("R.kt", kotlin, "kotlin")}
    assert docs["url"] == "Deprecated: moved to val."
    assert docs["deprecated_thing"] == ""


def test_a_deprecation_message_naming_its_declaration_is_read_whole() -> None:
    # timber's `@Deprecated("Use isLoggable(String, int)", ReplaceWith(…))` above `fun
    # isLoggable(priority: Int)`: the header was cut at the name inside the message, and
    # the doc said "Deprecated." only. A Rust impl whose lifetimes hold quotes keeps its note.
    kotlin = ("abstract class Tree {\n"
              "  /** Return whether a message at `priority` should be logged. */\n"
              '  @Deprecated("Use isLoggable(String, int)", ReplaceWith("this.isLoggable(null, priority)"))\n'
              "  protected open fun isLoggable(priority: Int) = true\n}\n")
    docs = {c.name: c.doc for c in chunk_file("Timber.kt", kotlin, "kotlin")}
    assert docs["isLoggable"] == ("Deprecated: Use isLoggable(String, int). "
                                  "Return whether a message at `priority` should be logged.")
    python = "@deprecated('Use load() instead of read()')\ndef read():\n    pass\n"
    assert [c.doc for c in chunk_file("util.py", python, "python")] == [
        "Deprecated: Use load() instead of read()."]
    rust = ('#[deprecated(note = "use `Bar`")]\nimpl<\'a> Foo<\'a> {\n    fn foo(&self) -> Foo {}\n}\n')
    assert [c.doc for c in chunk_file("lib.rs", rust, "rust")][0] == "Deprecated: use `Bar`."


def test_a_parameter_named_by_a_comment_leaves_no_space_before_its_comma() -> None:
    # PEGTL's 170 `match( ParseInput& /*unused*/, bool& v )` read `match(ParseInput& , bool&
    # v)`, glog's `send(…, const char* /*base_filename*/, int /*line*/, …)` `const char* , int ,`.
    source = ("struct my_rule {\n"
              "  static bool match( ParseInput& /*unused*/, bool& v, States... /*unused*/ )\n"
              "  {\n    return v;\n  }\n};\n")
    chunks = chunk_file("src/test/rule_until.cpp", source, "cpp")
    assert chunks[-1].signature == "static bool match(ParseInput&, bool& v, States...)"
    js = "function raise(input /* unused */, code) {\n  return code;\n}\n"
    assert chunk_file("lib/raise.js", js, "javascript")[0].signature == \
        "function raise(input, code)"
    ts = "export type CompilerInfo = [number /* revision */, string /* versions */];\n"
    assert chunk_file("types/index.d.ts", ts, "typescript")[0].signature == \
        "type CompilerInfo = [number, string]"


def test_swift_a_bodiless_silgen_name_function_does_not_take_the_file() -> None:
    # swift-async-algorithms' Test.swift opens with `@_silgen_name("swift_job_run")` over a
    # `func _swiftJobRun(…)` with no body (the runtime's symbol): the grammar took the rest of
    # the file for its body, one ERROR, and the file was one whole-file chunk. A function the
    # attribute names that has a body is parsed as before.
    source = (
        "@_silgen_name(\"swift_job_run\")\n"
        "@available(AsyncAlgorithms 1.0, *)\n"
        "@usableFromInline\n"
        "internal func _swiftJobRun(\n"
        "  _ job: UnownedJob,\n"
        "  _ executor: UnownedSerialExecutor\n"
        ")\n"
        "\n"
        "@available(AsyncAlgorithms 1.0, *)\n"
        "public protocol AsyncSequenceValidationTest: Sendable {\n"
        "  var inputs: [Specification] { get }\n"
        "}\n"
        "@_silgen_name(\"my_symbol\")\n"
        "public func exported(_ x: Int) -> Int\n"
        "  where Int: Sendable {\n"
        "  return x\n"
        "}\n"
    )
    chunks = chunk_file("Test.swift", source, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("interface", "AsyncSequenceValidationTest", 9, 12),
        ("property", "AsyncSequenceValidationTest.inputs", 11, 11),
        ("function", "exported", 13, 17),
    ]


def test_swift_a_local_nonisolated_unsafe_costs_nothing_and_a_member_keeps_it() -> None:
    # swift-async-algorithms' MultiProducerSingleConsumerAsyncChannel+Internal.swift: a
    # closure's `nonisolated(unsafe) let disconnectedElement = element` (and one in a `switch`
    # case) read as a call and an ERROR that swallowed the rest of the extension, 113 of its
    # 157 chunks. A member's or a global's is read as its modifiers and stays in its signature.
    source = (
        "nonisolated(unsafe) private let imagesKey = malloc(1)!\n"
        "extension Channel {\n"
        "  struct StateMachine {\n"
        "    nonisolated(unsafe) static var shared = 1\n"
        "    mutating func send(_ sequence: some Sequence<Element>) -> Action {\n"
        "      switch self.state {\n"
        "      case .channeling(var channeling):\n"
        "        channeling.buffer.append(contentsOf: sequence.map { element in\n"
        "          nonisolated(unsafe) let disconnected = element\n"
        "          return Box(wrapped: disconnected)\n"
        "        })\n"
        "        nonisolated(unsafe) let first = channeling.buffer.first\n"
        "        return .resume(first)\n"
        "      case .finished:\n"
        "        return .fail\n"
        "      }\n"
        "    }\n"
        "    func next() -> Int {\n"
        "      return 1\n"
        "    }\n"
        "  }\n"
        "}\n"
    )
    chunks = chunk_file("Internal.swift", source, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("constant", "imagesKey", 1, 1),
        ("impl", "Channel", 2, 22),
        ("struct", "Channel.StateMachine", 3, 21),
        ("property", "Channel.StateMachine.shared", 4, 4),
        ("method", "Channel.StateMachine.send", 5, 17),
        ("method", "Channel.StateMachine.next", 18, 20),
    ]
    assert chunks[0].signature == "nonisolated(unsafe) private let imagesKey = malloc(1)!"
    assert chunks[3].signature == "nonisolated(unsafe) static var shared = 1"


def test_a_shell_script_without_hash_bang_is_known_by_its_shell_header() -> None:
    # eza's `completions/bash/eza` opens on ShellCheck's `# shellcheck shell=bash`, task's
    # `completion/zsh/_task` on zsh's `#compdef task`: both were text, one chunk summarised
    # by a line of code ("typeset -A opt_args").
    bash = b"# shellcheck shell=bash\n_eza() {\n  echo\n} &&\ncomplete -F _eza eza\n"
    assert content_language("completions/bash/eza", bash, "text") == "bash"
    assert content_language("completion/zsh/_task", b"#compdef task\ntypeset -A x\n", "text") == "bash"
    assert content_language("x/_foo", b"#autoload\n\n_foo() {}\n", "text") == "bash"
    # A comment naming ShellCheck is no directive; a file with an extension keeps its own.
    assert content_language("notes/README", b"# shellcheck is great\nhello\n", "text") == "text"
    assert content_language("docs/x.txt", b"#compdef x\n", "text") == "text"
    # The function a completion registers once defined (`} && complete -F …`) is a chunk.
    assert [(c.kind, c.name) for c in chunk_file("completions/bash/eza", bash.decode(), "bash")] \
        == [("function", "_eza")]


def test_awk_programs_and_jelly_views_are_their_language_and_code_no_summary() -> None:
    # streamlink's lint scripts read "NF > 1 {", git-plugin's Jelly views
    # "${it.breakOutString(branchSpec)}", "${branch.name}", "$${GIT_BRANCH}": a line of code or
    # an expression is no summary; a comment is, and Jelly's `${%…}` text to translate.
    assert [language_of(p) for p in ("lint.awk", "index.jelly")] == ["awk", "jelly"]
    assert script_language("bin/lint", b"#!/usr/bin/awk -f\nNF > 1 {\n") == "awk"

    def summary(path: str, text: str) -> str:
        return chunk_file(path, text, language_of(path))[0].doc

    assert summary("lint.awk", "NF > 1 {\n    hash = $1\n}\n") == ""
    assert summary("common.awk", "# Shared helpers of the lint scripts.\nBEGIN {\n  MAX = 72\n}\n") \
        == "Shared helpers of the lint scripts."
    assert summary("column.jelly", "<?jelly escape-by-default='true'?>\n<j:jelly>\n"
                   '  <td data="${branchSpec}">\n    ${it.breakOutString(branchSpec)}\n'
                   "  </td>\n</j:jelly>\n") == ""
    assert summary("help.jelly", "<j:jelly>\n  <dt>$${GIT_BRANCH}</dt>\n  <dd>\n"
                   "    Expands to the name of the branch that was built.\n") \
        == "Expands to the name of the branch that was built."
    assert summary("index.jelly", "<j:jelly>\n  <l:main-panel>\n  <h1>${%Git Build Data}</h1>\n") \
        == "Git Build Data"
    # Among words an expression stays (werkzeug's templates, a pom's `${artifactId}-…-src`).
    assert summary("log.html", "<h1>Revisions for ${page.title}</h1>\n") == "Revisions for ${page.title}"


def test_fish_and_nushell_scripts_are_code_no_summary() -> None:
    # task's fish completion read "set -l GO_TASK_PROGNAME (if set -q …", eza's Nushell one
    # `export extern "eza" [`: a line of code is no summary, a comment above the code is.
    assert (language_of("completions/fish/eza.fish"), language_of("completions/nush/eza.nu")) \
        == ("fish", "nushell")
    [fish] = chunk_file("task.fish", "set -l PROG (echo task)\n\ncomplete -c task -f\n", "fish")
    [nu] = chunk_file("eza.nu", 'export extern "eza" [\n  --long(-l)\n]\n', "nushell")
    assert (fish.doc, nu.doc) == ("", "")
    [said] = chunk_file("t.nu", "# Nushell completions for Task.\nexport extern task []\n", "nushell")
    assert said.doc == "Nushell completions for Task."
