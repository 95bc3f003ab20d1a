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
