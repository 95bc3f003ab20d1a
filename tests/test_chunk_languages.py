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


def test_python_signatures_docs_and_decorators() -> None:
    chunks = _chunks("sample.py")
    retry = _find(chunks, "retry")
    assert retry.signature == "def retry(fn, times: int = MAX_RETRIES) -> int"
    assert retry.doc == "Retry fn a few times."  # the docstring wins over the comment above
    assert retry.start == 12 and retry.text.startswith("@decorator")
    init = _find(chunks, "Client.__init__")
    assert init.signature == "def __init__(self, url: str) -> None"  # body comment not included
    assert _find(chunks, "Client").doc == "HTTP client."
    assert _find(chunks, "Client.send").text.lstrip().startswith("@property")


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


def test_overload_stubs_are_prototypes() -> None:
    # requests' Response.iter_content: two @overload stubs, then the implementation.
    py = ("class Response:\n"
          "    @overload\n    def iter_content(self, n: int) -> bytes: ...\n"
          "    @typing.overload\n    def iter_content(self, n: None) -> str: ...\n"
          "    def iter_content(self, n=1):\n        return n\n")
    assert [(c.kind, c.start) for c in chunk_file("m.py", py, "python")
            if c.name == "iter_content"] == [("prototype", 2), ("prototype", 4), ("method", 6)]
    ts = ("export function pick(a: string): string;\nexport function pick(a: number): number;\n"
          "export function pick(a: any): any { return a; }\n")
    assert [c.kind for c in chunk_file("m.ts", ts, "typescript")] == [
        "prototype", "prototype", "function"]


def test_a_python_body_of_ellipsis_alone_is_a_prototype() -> None:
    # requests' SessionRedirectMixin.send (`: ...`, a mixin declaring what Session supplies)
    # led "send" above Session.send; a Protocol's documented member is one too, `pass` is not.
    py = ("class SessionRedirectMixin:\n"
          "    def send(self, request) -> Response: ...\n\n"
          "    def close(self):\n        \"\"\"Close it.\"\"\"\n        ...\n\n"
          "    def noop(self):\n        pass\n\n"
          "class Session(SessionRedirectMixin):\n"
          "    def send(self, request):\n        \"\"\"Send it.\"\"\"\n        return request\n")
    assert [(c.kind, c.qualified) for c in chunk_file("sessions.py", py, "python")
            if c.kind != "class"] == [
        ("prototype", "SessionRedirectMixin.send"), ("prototype", "SessionRedirectMixin.close"),
        ("method", "SessionRedirectMixin.noop"), ("method", "Session.send")]


def test_hash_comments_are_not_parameters() -> None:
    # requests' RequestsCookieJar.get rendered as `get(# type, name, ...)`.
    py = ("class Jar:\n    def get(  # type: ignore[override]\n        self,\n"
          "        default=None,  # the fallback\n        sep=\"#\", other='a#b',\n    ):\n"
          "        return 1\n")
    (method,) = [c for c in chunk_file("m.py", py, "python") if c.name == "get"]
    assert method.signature == "def get(self, default=None, sep=\"#\", other='a#b')"


def test_bash_functions_inside_a_file_wide_block_or_an_if_are_file_scope() -> None:
    # nvm's install.sh and nvm.sh wrap the whole script in `{ … }` so it runs only once fully
    # downloaded: nvm.sh, 4,961 lines and 118 functions, was one whole-file chunk.
    sh = ("#!/usr/bin/env bash\n\n{ # this ensures the entire script is downloaded #\n\n"
          "nvm_has() {\n  type \"$1\" > /dev/null 2>&1\n}\n\n"
          "if [ -n \"$ZSH_VERSION\" ]; then\n  nvm_shell() {\n    echo zsh\n  }\nelse\n"
          "  nvm_shell() {\n    echo bash\n  }\nfi\n\n"
          "nvm_do_install() {\n  helper() { echo inner; }\n  nvm_has git && helper\n}\n\n}\n")
    assert [(c.kind, c.name, c.start, c.end) for c in chunk_file("install.sh", sh, "bash")] == [
        ("function", "nvm_has", 5, 7), ("function", "nvm_shell", 10, 12),
        ("function", "nvm_shell", 14, 16), ("function", "nvm_do_install", 19, 22)]


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


def test_pest_suites_cases_and_hooks_are_chunks() -> None:
    # Respect/Validation's 203 Pest test files were one whole-file chunk each: a case's code
    # lies in a closure a call is given, in no declaration. A suite is a namespace of its
    # cases, a case a function named by its string (its chained `->with(…)` its own), a hook
    # by itself; another call given a closure is none.
    php = ("<?php\n\nnamespace Tests\\Feature;\n\n"
           "/** Postal codes. */\ndescribe('postal codes', function () {\n"
           "    beforeEach(function () {\n        $this->v = v::postalCode('BR');\n    });\n\n"
           "    it('doesn\\'t accept letters', function () {\n        expect(1)->toBe(1);\n    });\n"
           "});\n\n"
           "test('Scenario #1', catchMessage(\n    fn() => v::postalCode('BR')->assert('1'),\n"
           "    fn(string $message) => expect($message)->toBe('x'),\n));\n\n"
           "it('rejects emails', function (string $email) {\n    expect($email)->toBe('');\n"
           "})->with(['a@b.c']);\n\n"
           "register('not a test', function () {});\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("tests/PostalCodeTest.php", php, "php")] == [
        ("namespace", "Tests.Feature", 3, 25, "namespace Tests\\Feature", ""),
        ("namespace", "postal codes", 6, 14, "describe('postal codes',", "Postal codes."),
        ("function", "postal codes.beforeEach", 7, 9, "beforeEach(", ""),
        ("function", "postal codes.doesn't accept letters", 11, 13,
         "it('doesn\\'t accept letters',", ""),
        ("function", "Scenario #1", 16, 19, "test('Scenario #1',", ""),
        ("function", "rejects emails", 21, 23, "it('rejects emails',", "")]


def test_php_file_returning_an_anonymous_class_names_it_by_its_stem() -> None:
    # Laravel's migrations since 9 return an anonymous class (koel's 74): their `up` and
    # `down` were in no chunk but the file's. The class is named by the file's stem, its
    # methods its members; an anonymous class inside a function stays its code.
    php = ("<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\n\n"
           "return new class extends Migration\n{\n"
           "    /** Add the column. */\n    public function up(): void\n    {\n"
           "        $x = new class { public function f() {} };\n    }\n\n"
           "    public function down(): void\n    {\n    }\n};\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("database/migrations/2024_01_12_add_x.php", php, "php")] == [
        ("class", "2024_01_12_add_x", 5, 16, "return new class extends Migration", ""),
        ("method", "2024_01_12_add_x.up", 8, 11, "public function up(): void", "Add the column."),
        ("method", "2024_01_12_add_x.down", 13, 15, "public function down(): void", "")]


def test_php_file_returning_a_commented_array_holds_its_keys_as_settings() -> None:
    # laravel-medialibrary's config/media-library.php, 363 lines, was one whole-file chunk: a
    # search for the maximum file size or the queue's name found none of its keys. Each key is
    # a property of the file's stem, as `config('media-library.max_file_size')` reads it; its
    # nested array is its value. A returned array commenting nothing is data, no settings.
    php = ("<?php\n\nuse App\\Media;\n\nreturn [\n\n    /*\n     * The disk to store files on.\n"
           "     */\n    'disk_name' => env('MEDIA_DISK', 'public'),\n\n"
           "    // The maximum file size of an item in bytes.\n    'max_file_size' => 1024 * 10,\n\n"
           "    'remote' => [\n        'extra_headers' => [],\n    ],\n    Media::class => 1,\n];\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("config/media-library.php", php, "php")] == [
        ("property", "media-library.disk_name", 10, 10,
         "'disk_name' => env('MEDIA_DISK', 'public')", "The disk to store files on."),
        ("property", "media-library.max_file_size", 13, 13, "'max_file_size' => 1024 * 10",
         "The maximum file size of an item in bytes."),
        ("property", "media-library.remote", 15, 17, "'remote' => […]", ""),
        ("property", "media-library.remote.extra_headers", 16, 16, "'extra_headers' => []", "")]
    # Laravel's own configs frame each comment in a `|` margin, a blank line under it.
    laravel = ("<?php\n\nreturn [\n\n    /*\n    |-----------------------------\n"
               "    | Default Session Driver\n    |-----------------------------\n    |\n"
               "    | This option controls the default session driver.\n    |\n    */\n\n"
               "    'driver' => env('SESSION_DRIVER', 'file'),\n\n"
               "    'lifetime' => 120, // minutes\n\n    'expire_on_close' => false,\n];\n")
    assert [(c.qualified, c.doc) for c in chunk_file("config/session.php", laravel, "php")] == [
        ("session.driver", "Default Session Driver\nThis option controls the default session driver."),
        ("session.lifetime", ""), ("session.expire_on_close", "")]
    data = "<?php\n\nreturn [\n    'year' => ':count year',\n    'month' => ':count month',\n];\n"
    assert [c.kind for c in chunk_file("lang/en.php", data, "php")] == ["file"]


def test_a_php_settings_key_s_array_holds_its_named_arrays_as_settings() -> None:
    # koel's config/filesystems.php: `filesystems.disks` was a property, but the disk an agent
    # looks for, `config('filesystems.disks.local')`, was in no chunk of its own, nor any of
    # database.connections' or logging.channels'. An array in a key's array is a property too,
    # one level down; its scalars (`'driver' => 'local'`) and anything deeper are not.
    php = ("<?php\n\nreturn [\n\n    /*\n    | Filesystem Disks\n    */\n\n"
           "    'disks' => [\n        // The app's own files.\n        'local' => [\n"
           "            'driver' => 'local',\n            'options' => ['visibility' => 'public'],\n"
           "        ],\n\n        's3' => [\n            'driver' => 's3',\n        ],\n"
           "        'default' => 'local',\n    ],\n\n    'cloud' => 's3',\n];\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("config/filesystems.php", php, "php")] == [
        ("property", "filesystems.disks", 9, 20, "'disks' => […]", "Filesystem Disks"),
        ("property", "filesystems.disks.local", 11, 14, "'local' => […]", "The app's own files."),
        ("property", "filesystems.disks.s3", 16, 18, "'s3' => […]", ""),
        ("property", "filesystems.cloud", 22, 22, "'cloud' => 's3'", "")]


def test_a_php_stub_a_package_publishes_is_php() -> None:
    # laravel-medialibrary's database/migrations/create_media_table.php.stub, the migration
    # it publishes, was text: its `up` in no chunk. A stub naming no language stays text.
    php = ("<?php\n\nreturn new class extends Migration\n{\n"
           "    public function up(): void\n    {\n    }\n};\n")
    path = "database/migrations/create_media_table.php.stub"
    assert (language_of(path), language_of("lib/migrations/migrate/stub/js.stub")) == ("php", "text")
    assert [c.qualified for c in chunk_file(path, php, language_of(path))] == [
        "create_media_table", "create_media_table.up"]


def test_lua_docs_and_signatures() -> None:
    chunks = _chunks("sample.lua")
    normalize = _find(chunks, "M.normalize")
    assert normalize.signature == "function M.normalize(spec)"
    assert normalize.doc.startswith("Normalize a spec into a plugin table.")
    assert _find(chunks, "M.handlers.browser").doc == "Open in a browser."   # inside a table
    assert _find(chunks, "loader", "namespace").signature == 'describe("loader", function()'


def test_perl_docs_from_pod_and_parameters_from_the_unpacking() -> None:
    """CPAN modules document in POD, most often after the code (`=head2 total` and the first
    paragraph of prose under it, code examples skipped, formatting codes read), and a sub's
    parameters are the first statement unpacking `@_`."""
    chunks = _chunks("sample.pm")
    cart = _find(chunks, "Shop.Cart")
    assert (cart.doc, cart.end) == ("A cart", 54)   # the NAME section's abstract; to the end
    total = _find(chunks, "Shop.Cart.total")
    assert total.signature == "sub total($self, $rate)"   # a run of `my $x = shift;`
    assert total.doc == "Sum the prices of all items, with tax."
    add = _find(chunks, "Shop.Cart.add")
    assert (add.signature, add.doc) == ("sub add($self, $item)", "Add an item to the cart.")
    assert _find(chunks, "Shop.Cart.checkout").signature == "sub checkout ($self, %opts)"
    assert _find(chunks, "Shop.Cart.discount").doc == "The discount in <percent>."
    assert language_of("t/cart.t") == "perl"   # Test::More's test scripts


def test_a_perl_sub_named_with_its_package_is_that_packages() -> None:
    # Plack's HTTP/Message/PSGI.pm puts methods into HTTP::Request and HTTP::Response with
    # `sub HTTP::Request::to_psgi {…}`: it was `HTTP.Message.PSGI.HTTP::Request::to_psgi`.
    src = ("package HTTP::Message::PSGI;\n\nsub req_to_psgi {\n    my $req = shift;\n}\n\n"
           "sub HTTP::Request::to_psgi {\n    req_to_psgi(@_);\n}\n\nsub ::helper { 1 }\n\n1;\n")
    chunks = chunk_file("lib/HTTP/Message/PSGI.pm", src, "perl")
    assert [(c.kind, c.qualified, c.signature) for c in chunks][1:] == [
        ("function", "HTTP.Message.PSGI.req_to_psgi", "sub req_to_psgi($req)"),
        ("function", "HTTP.Request.to_psgi", "sub HTTP::Request::to_psgi"),
        ("function", "main.helper", "sub ::helper")]


def test_a_perl_package_statement_ends_where_the_next_one_starts() -> None:
    # Plack's Util.pm: `package Plack::Util::Prototype;` … `package Plack::Util::IOWithPath;`
    # … `package Plack::Util;` each ran to the end of the file, and the outline nested them.
    # A block package after it (`package Inner { … }`) does not end it.
    src = ("package Plack::Util;\n\nsub load_class { 1 }\n\n"
           "package Plack::Util::Prototype;\n\nsub can { 1 }\n\n"
           "package Inner { sub x { 1 } }\n\nsub later { 1 }\n\n"
           "package Plack::Util;\n\n1;\n")
    chunks = chunk_file("lib/Plack/Util.pm", src, "perl")
    assert [(c.qualified, c.start, c.end) for c in chunks if c.kind == "module"] == [
        ("Plack.Util", 1, 4), ("Plack.Util.Prototype", 5, 12), ("Inner", 9, 9),
        ("Plack.Util", 13, 15)]
    assert _find(chunks, "Plack.Util.Prototype.later").start == 11


def test_lua_a_returned_factory_holds_the_modules_functions() -> None:
    # busted's modules return the function that builds them (`return function(busted) local
    # block = {} function block.reject(…) … return block end`): core.lua's `busted.publish`,
    # `busted.safe_publish` … were no chunks.
    src = ("local shuffle = require 'busted.utils'.shuffle\n\n"
           "local function sort(elements)\n  return elements\nend\n\n"
           "return function(busted)\n"
           "  local block = {}\n\n"
           "  -- Rejects a descriptor in this block.\n"
           "  function block.reject(descriptor, element)\n    element.env[descriptor] = nil\n  end\n\n"
           "  local function exec(descriptor, element)\n    return element\n  end\n\n"
           "  block.execute = function(descriptor, element)\n    return exec(descriptor, element)\n  end\n\n"
           "  return block\n"
           "end\n")
    chunks = chunk_file("busted/block.lua", src, "lua")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "sort", 3), ("function", "block.reject", 11), ("function", "exec", 15),
        ("function", "block.execute", 19)]
    assert _find(chunks, "block.reject").doc == "Rejects a descriptor in this block."


def test_lua_functions_under_a_file_level_if_are_the_files() -> None:
    # koreader-base's ffi/util.lua defines `util.realpath`, `util.basename` and
    # `util.dirname` once per platform under `if ffi.os == "Windows" then … else … end`:
    # none was a chunk.
    src = ('local util = {}\n\nif ffi.os == "Windows" then\n'
           "    function util.realpath(path)\n        return path\n    end\n"
           'elseif ffi.os == "OSX" then\n'
           "    util.dirname = function(path) return path end\n"
           "else\n"
           "    --- Wrapper for C.realpath.\n"
           "    function util.realpath(path)\n        return C.realpath(path)\n    end\n"
           "end\n\nreturn util\n")
    chunks = chunk_file("ffi/util.lua", src, "lua")
    assert [(c.qualified, c.start, c.end) for c in chunks] == [
        ("util.realpath", 4, 6), ("util.dirname", 8, 8), ("util.realpath", 11, 13)]
    assert chunks[-1].doc == "Wrapper for C.realpath."


def test_lua_a_name_bound_to_a_function_called_at_once_is_a_chunk() -> None:
    # plenary's `M.strdisplaywidth = (function() … return fallback end)()` (strings.lua,
    # path.lua, scandir.lua): ten names lay in whole-file stretches, strings.lua's two in
    # `file` 1-109. A function when what it returns is one, else a constant.
    lua = ("local M = {}\n\n"
           "-- Display width of a string.\n"
           "M.width = (function()\n"
           "  local fallback = function(s) return #s end\n"
           "  if jit then\n"
           "    return function(s) return 1 end\n"
           "  end\n"
           "  return fallback\n"
           "end)()\n\n"
           "local sep = (function()\n"
           "  local function pick() return '/' end\n"
           "  return pick()\n"
           "end)()\n\n"
           "local helper = (function()\n"
           "  local function make() end\n"
           "  return make\n"
           "end)()\n\n"
           "return M\n")
    chunks = chunk_file("strings.lua", lua, "lua")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks
            if c.kind != "file"] == [
        ("function", "M.width", 4, 10, "M.width = (function() … end)()", "Display width of a string."),
        ("constant", "sep", 12, 15, "sep = (function() … end)()", ""),
        ("function", "helper", 17, 20, "helper = (function() … end)()", "")]


def test_lua_a_name_bound_to_a_wrapped_function_is_a_function() -> None:
    # gitsigns' `M.attach = throttle_async({ … }, function(opts) … end)` (170 lines), neogit's
    # 35 `M.Hunk = Component.new(function(props) … end)` UI components and plenary's
    # `M.sleep = a.wrap(function(ms, callback) … end, 2)` lay in whole-file stretches: the
    # name is what callers call, the function it is given the chunk's code. A table's field
    # too; not `pcall`'s, whose results the name binds.
    lua = ("local M = {}\n\n"
           "--- Attach to a buffer.\n"
           "M.attach = throttle_async({ hash = 1 }, function(opts)\n"
           "  return opts\n"
           "end)\n\n"
           "local Hint = Component.new(function(props)\n"
           "  return props\n"
           "end)\n\n"
           "M.sleep = a.wrap(function(ms, cb)\n"
           "  vim.defer_fn(cb, ms)\n"
           "end, 2)\n\n"
           "local ok = pcall(function() require('x') end)\n\n"
           "M.actions = {\n"
           "  setup = util.once(function(cfg)\n"
           "    return cfg\n"
           "  end),\n"
           "}\n\n"
           "return M\n")
    chunks = chunk_file("attach.lua", lua, "lua")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks
            if c.kind != "file"] == [
        ("function", "M.attach", 4, 6, "M.attach = throttle_async({ hash = 1 }, function(opts)",
         "Attach to a buffer."),
        ("function", "Hint", 8, 10, "Hint = Component.new(function(props)", ""),
        ("function", "M.sleep", 12, 14, "M.sleep = a.wrap(function(ms, cb)", ""),
        ("function", "M.actions.setup", 19, 21, "setup = util.once(function(cfg)", "")]


def test_lua_luacats_classes_and_fields_are_chunks() -> None:
    # plenary's job.lua: `---@class Job` and 15 `---@field`s over `local Job = {}` (a table,
    # no chunk) lay in a `file` stretch; benchmark's `---@class benchmark_run_opts` has no
    # code at all. A class over its block, described by its prose (an old EmmyLua `@text` on
    # its line too), and a property per field, described by the text after its type.
    lua = ("local F = require 'f'\n\n"
           "--- Runs a command.\n"
           "---@class Job : Base\n"
           "---@field command string Command to run\n"
           "---@field env? table<string, string>|string[] Environment\n"
           "---@field on_exit? fun(self: Job, code: number): boolean Called on exit\n"
           "---@field private warmup number @number of initial runs\n"
           "local Job = {}\n\n"
           "---@class List @The base class for all lists\n\n"
           "function Job:new(o) end\n")
    chunks = chunk_file("job.lua", lua, "lua")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("class", "Job", 3, 8, "class Job : Base", "Runs a command."),
        ("property", "Job.command", 5, 5, "command: string", "Command to run"),
        ("property", "Job.env", 6, 6, "env?: table<string, string>|string[]", "Environment"),
        ("property", "Job.on_exit", 7, 7, "on_exit?: fun(self: Job, code: number): boolean",
         "Called on exit"),
        ("property", "Job.warmup", 8, 8, "warmup: number", "number of initial runs"),
        ("class", "List", 11, 11, "class List", "The base class for all lists"),
        ("method", "Job.new", 13, 13, "function Job:new(o)", "")]


def test_lua_luacats_prose_above_a_field_describes_that_field() -> None:
    # gitsigns (Neovim's style, read so by its docs generator): `--- @class Gitsigns.NavOpts`
    # / `--- Whether to loop around file or not.` / `--- @field wrap boolean` / `--- Expand
    # folds …` / `--- @field foldopen boolean`: the class was described by the first field's
    # text and its eight fields by none. A field's own text after its type still wins, and
    # prose under the class line over a field that has its own is the class's.
    lua = ("--- @class NavOpts\n"
           "--- Whether to loop around file or not.\n"
           "--- @field wrap boolean\n"
           "---\n"
           "--- Expand folds when navigating.\n"
           "--- @field foldopen boolean\n"
           "--- -- Undocumented\n"
           "--- @field _private boolean\n"
           "--- Ignored: the field says its own.\n"
           "--- @field count integer Number of times to advance.\n"
           "local M = {}\n\n"
           "--- @class Job\n"
           "--- Runs a command.\n"
           "--- @field command string Command to run\n"
           "local Job = {}\n")
    chunks = chunk_file("nav.lua", lua, "lua")
    assert [(c.kind, c.qualified, c.doc) for c in chunks if c.kind in ("class", "property")] == [
        ("class", "NavOpts", ""),
        ("property", "NavOpts.wrap", "Whether to loop around file or not."),
        ("property", "NavOpts.foldopen", "Expand folds when navigating."),
        ("property", "NavOpts._private", ""),
        ("property", "NavOpts.count", "Number of times to advance."),
        ("class", "Job", "Runs a command."),
        ("property", "Job.command", "Command to run")]


def test_lua_a_function_assigned_to_a_string_key_is_a_chunk() -> None:
    # lume's test.lua writes its 58 tests as `tests["lume.clamp"] = function() … end`: none
    # was a chunk, the file one whole-file chunk, and "tests for serialize" found no test.
    # A computed key names nothing.
    src = ('local tests = {}\n\n-- lume.clamp\ntests["lume.clamp"] = function()\n'
           '  testeq(lume.clamp(8, 5, 10), 8)\nend\n\n'
           'tests[name] = function() end\n\ntester.dotests(tests)\n')
    chunks = [c for c in chunk_file("test/test.lua", src, "lua") if c.kind == "function"]
    assert [(c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("tests.lume.clamp", 4, 6, "lume.clamp")]
    assert chunks[0].signature == 'tests["lume.clamp"] = function()'


def test_lua_block_doc_comments_lose_their_brackets() -> None:
    # LDoc's doc block `--[[-- … --]]` (koreader-base's ffi/util.lua): `util.joinPath` was
    # described as "[[-- Joins paths.", and a plain `--[[ … ]]` block kept its `]]`.
    src = ("local util = {}\n\n--[[--\nJoins paths.\n\nNOTE: If `path2` is absolute, it is returned.\n--]]\n"
           "function util.joinPath(path1, path2)\n    return path1 .. path2\nend\n\n"
           "--[==[\n  Splits a path [at its last slash].\n]==]\n"
           "function util.splitPath(path)\n    return path\nend\n\n"
           "--[[ Keeps t's first. ]]\nfunction util.keep(t, k)\n    return t[k[1]]\nend\n")
    docs = {c.name: c.doc for c in chunk_file("ffi/util.lua", src, "lua")}
    assert docs == {"joinPath": "Joins paths.\nNOTE: If `path2` is absolute, it is returned.",
                    "splitPath": "Splits a path [at its last slash].", "keep": "Keeps t's first."}


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


def test_a_statement_namespace_wraps_the_rest_of_its_file() -> None:
    # guzzle: `namespace GuzzleHttp\Handler;` was a one-line chunk, no wrapper, and answers
    # listed such lines thirteen times; C#'s file-scoped namespace is the same statement.
    from codesift.store.documents import is_wrapper

    php = ("<?php\n\nnamespace GuzzleHttp\\Handler;\n\nuse Foo;\n\nclass CurlHandler\n{\n"
           "    public function __invoke($request)\n    {\n        return 1;\n    }\n}\n")
    cs = "namespace App.Models;\n\npublic class User\n{\n    public string Name { get; set; }\n}\n"
    for path, text, lang in (("src/Handler/CurlHandler.php", php, "php"), ("User.cs", cs, "csharp")):
        chunks = chunk_file(path, text, lang)
        namespace = next(c for c in chunks if c.kind == "namespace")
        assert namespace.end == text.count("\n") and is_wrapper(namespace.kind, namespace.start,
                                                                   namespace.end), path
        # Its name qualifies its members' names only in the index (see the next test).
        assert all(c.namespace == namespace.name and not c.container.startswith(namespace.name)
                   for c in chunks if c is not namespace)


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


def test_powershell_comment_based_help_is_the_description() -> None:
    from codesift.address import hit_label
    from codesift.model import Hit

    start = _find(_chunks("sample.ps1"), "Start-Deployment")
    hit = Hit(path="deploy.ps1", line=21, end_line=23, kind="function", symbol="Start-Deployment",
              container="", signature=start.signature, doc=start.doc, lang="powershell", score=1.0)
    assert hit_label(hit) == "function Start-Deployment([string]$Name) — Starts a deployment."
    help_doc = ".SYNOPSIS Deploys it. .PARAMETER Name The name. .EXAMPLE Deploy-It -Name x"
    hit = Hit(path="deploy.ps1", line=1, end_line=2, kind="function", symbol="Deploy-It",
              container="", signature="function Deploy-It", doc=help_doc, lang="powershell",
              score=1.0)
    assert hit_label(hit) == "function Deploy-It — Deploys it."


def test_powershell_help_keywords_end_the_synopsis_paragraph() -> None:
    # Pester's help writes `.SYNOPSIS` / text / `.DESCRIPTION` / text with no blank line
    # between: `Add-ShouldOperator` read "Register a Should Operator with Pester This function
    # allows you to …", and the help's closing `#>` line left a `>` at the doc's end.
    from codesift.address import hit_label
    from codesift.model import Hit

    src = ("function Add-ShouldOperator {\n    <#\n    .SYNOPSIS\n"
           "    Register a Should Operator with Pester\n    .DESCRIPTION\n"
           "    This function allows you to create custom Should assertions.\n"
           "    .PARAMETER Name\n    The name of the assertion.\n    #>\n"
           "    param([string]$Name)\n}\n")
    chunk = chunk_file("src/Main.ps1", src, "powershell")[0]
    assert chunk.doc == (".SYNOPSIS\nRegister a Should Operator with Pester\n.DESCRIPTION\n"
                         "This function allows you to create custom Should assertions.\n"
                         ".PARAMETER Name\nThe name of the assertion.")
    hit = Hit(path="src/Main.ps1", line=1, end_line=11, kind="function", symbol=chunk.name,
              container="", signature=chunk.signature, doc=chunk.doc, lang="powershell",
              score=1.0)
    assert hit_label(hit) == ("function Add-ShouldOperator([string]$Name) — Register a Should "
                              "Operator with Pester")


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


def test_powershell_help_opening_a_function_body_is_its_doc_not_its_signature() -> None:
    # Comment-based help may open the function's body instead of standing above it. The
    # grammar puts that comment between `{` and the body, so the signature ran to the body:
    # `function Set-It { <.SYNOPSIS Sets it.`, with no doc. A plain note there is no doc.
    from codesift.address import hit_label
    from codesift.model import Hit

    src = ("function Set-It {\n<#\n.SYNOPSIS\nSets it.\n#>\nparam([string]$Name)\n"
           "Write-Output $Name\n}\n\nfunction Get-It($a) {\n    <# a note #>\n    $a\n}\n")
    chunks = {c.name: c for c in chunk_file("a.ps1", src, "powershell")}
    assert chunks["Set-It"].signature == "function Set-It([string]$Name)"
    assert chunks["Get-It"].signature == "function Get-It($a)" and not chunks["Get-It"].doc
    set_it = chunks["Set-It"]
    hit = Hit(path="a.ps1", line=1, end_line=8, kind="function", symbol="Set-It", container="",
              signature=set_it.signature, doc=set_it.doc, lang="powershell", score=1.0)
    assert hit_label(hit) == "function Set-It([string]$Name) — Sets it."


def test_powershell_help_a_blank_line_above_a_function_is_its_doc() -> None:
    # PowerShell gives a function the help above it across one blank line (and a script the
    # help two or more lines above its first function): Pode's `Set-PodeCurrentRunspaceName`,
    # 16 of its functions, had no doc. A plain `<# note #>` so placed is none.
    src = ("<#\n.SYNOPSIS\n    Sets the name of the current runspace.\n#>\n\n"
           "function Set-PodeCurrentRunspaceName {\n    param([string]$Name)\n}\n\n"
           "<# a note #>\n\nfunction Get-It { 1 }\n\n<#\n.SYNOPSIS\n    Script help.\n#>\n\n\n"
           "function Get-Other { 2 }\n")
    docs = {c.name: c.doc for c in chunk_file("src/Public/Runspaces.ps1", src, "powershell")}
    assert docs["Set-PodeCurrentRunspaceName"].startswith(".SYNOPSIS\nSets the name"), docs
    assert docs["Get-It"] == "" and docs["Get-Other"] == "", docs


def test_powershell_param_block_parameters_sign_an_advanced_function() -> None:
    # An advanced function declares its parameters in a `param(…)` block opening its body,
    # under `[CmdletBinding()]`: Pode's `Add-PodeRoute` was signed `function Add-PodeRoute`,
    # its 25 parameters in no signature (2,000 of its functions so). Each shows its type (no
    # `[Parameter(…)]`, `[ValidateSet(…)]`) and default; a list past the cap its names; a
    # header's own parameters stay as written.
    src = ("function Add-PodeRoute {\n    [CmdletBinding(DefaultParameterSetName = 'Script')]\n"
           "    [OutputType([System.Object[]])]\n    param(\n"
           "        [Parameter(Mandatory = $true)]\n        [ValidateSet('Get', 'Post')]\n"
           "        [string[]]\n        $Method,\n\n        [Parameter()]\n        [string]\n"
           "        $Path = '/',\n\n        [switch]\n        $PassThru\n    )\n"
           "    Write-Host $Method\n}\n\nfilter Select-Wide {\n    param(\n"
           + "".join(f"        [string]$LongParameterName{i},\n" for i in range(12))
           + "        [int]$Last\n    )\n    $_\n}\n\n"
           "function Get-Thing([string]$Name, [int]$Count = 1) {\n    param()\n    $Name\n}\n")
    sigs = {c.name: c.signature for c in chunk_file("src/Public/Routes.ps1", src, "powershell")}
    assert sigs["Add-PodeRoute"] == \
        "function Add-PodeRoute([string[]]$Method, [string]$Path = '/', [switch]$PassThru)", sigs
    assert sigs["Select-Wide"].startswith("filter Select-Wide($LongParameterName0, "), sigs
    assert sigs["Select-Wide"].endswith(", …)") and len(sigs["Select-Wide"]) <= 160, sigs
    assert sigs["Get-Thing"] == "function Get-Thing([string]$Name, [int]$Count = 1)", sigs


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


def test_powershell_enums_are_declarations_and_type_headers_end_at_the_brace() -> None:
    # posh-git's `enum UntrackedFilesMode { Default; No; Normal; All }` and psake's
    # src/enums/*.ps1 were no chunk (psake's a whole-file one), and a class's signature ran
    # on through its members: `class PsakeTaskResult { [string]$Name [TaskStatus]$Status …`.
    src = ("enum UntrackedFilesMode { Default; No; Normal; All }\n\n"
           "# The task states.\n"
           "enum TaskStatus : int {\n    Executed\n    Failed\n}\n\n"
           "class PsakeTaskResult : Base {\n    [string]$Name\n    [TaskStatus]$Status\n}\n")
    chunks = chunk_file("src/enums/TaskStatus.ps1", src, "powershell")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature) for c in chunks] == [
        ("enum", "UntrackedFilesMode", 1, 1, "enum UntrackedFilesMode"),
        ("enum", "TaskStatus", 4, 7, "enum TaskStatus : int"),
        ("class", "PsakeTaskResult", 9, 12, "class PsakeTaskResult : Base"),
        ("property", "PsakeTaskResult.Name", 10, 10, "[string]$Name"),
        ("property", "PsakeTaskResult.Status", 11, 11, "[TaskStatus]$Status")]
    assert _find(chunks, "TaskStatus").doc == "The task states."


def test_pester_describe_context_and_it_blocks_are_suites_and_cases() -> None:
    # Pester's tst/functions/Mock.Tests.ps1 (3,553 lines, 262 `It`s) was one whole-file
    # chunk: its blocks are commands with a script block, no function. A suite is a namespace
    # of its cases, named by its title, not a parameter's value (`-Tag "Unit"`); a hook is a
    # function named by the hook; `InModuleScope` holds suites without being one.
    src = ("BeforeAll {\n    function FunctionUnderTest { 'real' }\n}\n\n"
           'Describe -Tag "Unit" "When calling Mock on a filter" {\n'
           "    Context 'with a parameter filter' {\n"
           "        BeforeEach { Mock Get-Item { 1 } }\n\n"
           '        It "Should Invoke the mocked script" -TestCases @(@{ A = 1 }) {\n'
           "            Get-Item | Should -Be 1\n        }\n    }\n"
           "    it 'mocks what Pester can''t see' { 1 }\n}\n\n"
           "InModuleScope -ModuleName Pester {\n"
           '    Describe "Resolve-Command" {\n        It "finds it" { 1 }\n    }\n}\n\n'
           "Invoke-Build -Task Test { 1 }\n")
    chunks = chunk_file("tst/Mock.Tests.ps1", src, "powershell")
    suite, context = "When calling Mock on a filter", "with a parameter filter"
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "BeforeAll", 1, 3),
        ("namespace", suite, 5, 14),
        ("namespace", f"{suite}.{context}", 6, 12),
        ("function", f"{suite}.{context}.BeforeEach", 7, 7),
        ("function", f"{suite}.{context}.Should Invoke the mocked script", 9, 11),
        ("function", f"{suite}.mocks what Pester can't see", 13, 13),
        ("namespace", "Resolve-Command", 17, 19),
        ("function", "Resolve-Command.finds it", 18, 18)]
    assert _find(chunks, suite).signature == f'Describe -Tag "Unit" "{suite}"'
    assert _find(chunks, f"{suite}.{context}.Should Invoke the mocked script").signature == \
        'It "Should Invoke the mocked script" -TestCases @(@{ A = 1 })'


def test_bats_files_are_bash_and_their_test_cases_functions() -> None:
    # bats-core's test/bats.bats (1,709 lines, 126 `@test`s) was language `text`, one
    # whole-file chunk. `@test "title" {` is no bash (bats rewrites it to a function before
    # bash reads it): tree-sitter-bash read a command `@test` and the case's lines as the
    # file's. A case is now a function named by its title, its lines and doc its own.
    src = ("#!/usr/bin/env bats\n\nbats_require_minimum_version 1.5.0\n\n"
           "setup() {\n  load test_helper\n}\n\n"
           "# The usage goes to stderr.\n"
           '@test "invalid option prints message and usage instructions" {\n'
           "  reentrant_run bats --invalid-option\n  [ $status -eq 1 ]\n}\n\n"
           "  @test 'single star in output is not a glob'   {\n  run echo '*'\n}\n\n"
           "@test no quotes at all {\n  true\n}\n")
    assert language_of("test/bats.bats") == "bash"
    chunks = chunk_file("test/bats.bats", src, "bash")
    title = "invalid option prints message and usage instructions"
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("function", "setup", 5, 7), ("function", title, 10, 13),
        ("function", "single star in output is not a glob", 15, 17),
        ("function", "no quotes at all", 19, 21)]
    case = _find(chunks, title)
    assert case.signature == f'@test "{title}"' and case.doc == "The usage goes to stderr."
    assert "--invalid-option" in case.text


def test_powershell_functions_under_a_condition_are_reached() -> None:
    src = ('if ($IsWindows) {\n'
           '    # Gets the Windows path.\n'
           '    function Get-Path { "a" }\n'
           '} elseif ($IsMacOS) {\n'
           '    function Get-MacPath { "m" }\n'
           '} else {\n'
           '    function Get-UnixPath { if ($x) { function Inner { 1 } } }\n'
           '}\n')
    chunks = chunk_file("profile.ps1", src, "powershell")
    assert [(c.name, c.start) for c in chunks] == [("Get-Path", 3), ("Get-MacPath", 5),
                                                   ("Get-UnixPath", 7)]
    assert chunks[0].doc == "Gets the Windows path."


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


def test_python_declarations_under_a_module_level_with() -> None:
    # Django's tests/auth_tests/models/uuid_pk.py defines its model inside
    # `with RemoveGroupsAndPermissions():` and was one whole-file chunk.
    py = ("with RemoveGroupsAndPermissions():\n\n"
          "    class UUIDUser(AbstractUser):\n        \"\"\"A user with a UUID as primary key\"\"\"\n\n"
          "        id = models.UUIDField(primary_key=True)\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("uuid_pk.py", py, "python")] == [
        ("class", "UUIDUser", 3), ("property", "id", 6)]


def test_python_a_union_of_types_is_a_type() -> None:
    # jsonschema's `_RaisesType = type[Exception] | tuple[type[Exception], ...]` was a variable:
    # a PEP 604 union of types is an alias as `Union[…]` is; a union of values is not.
    py = ("_RaisesType = type[Exception] | tuple[type[Exception], ...]\n"
          "Number = int | float\nMaybeStr = str | None\n"
          "Mixed = Color.RED | Color.BLUE\nFlags = re.I | re.M\n_private = a | b\n")
    assert [(c.kind, c.name) for c in chunk_file("t.py", py, "python")] == [
        ("type", "_RaisesType"), ("type", "Number"), ("type", "MaybeStr"),
        ("variable", "Mixed"), ("variable", "Flags"), ("variable", "_private")]


def test_python_a_factory_s_class_with_methods_is_a_chunk_with_them() -> None:
    # jsonschema's `create()` defines and returns the `Validator` class, `iter_errors` and
    # `is_type` among its methods: all were lines of one 378-line function chunk.
    py = ('def create(meta_schema, validators=()):\n    """Create a new validator class."""\n\n'
          '    @define\n    class Validator:\n        VALIDATORS = dict(validators)\n\n'
          '        def is_type(self, instance, type):\n            """Check a type."""\n'
          '            return True\n\n    return Validator\n\n\n'
          'def plain(x):\n    class _Local:\n        pass\n\n    def helper():\n        pass\n'
          '    return helper\n\n\n'
          'def test_view():\n    class Index:\n        def head(self):\n            pass\n')
    assert [(c.kind, c.container, c.name, c.start, c.end) for c in chunk_file("v.py", py, "python")] == [
        ("function", "", "create", 1, 12), ("class", "create", "Validator", 4, 10),
        ("constant", "create.Validator", "VALIDATORS", 6, 6),
        ("method", "create.Validator", "is_type", 8, 10), ("function", "", "plain", 15, 21),
        ("function", "", "test_view", 24, 27)]   # a test's classes are its own business


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


def test_sphinx_attribute_comments_are_docs_without_their_colon() -> None:
    # werkzeug's `#: the maximum content length` read ": the maximum content length".
    py = "class Request:\n    #: the maximum content length.\n    #: None means no limit.\n" \
         "    max_content_length: int | None = None\n"
    assert chunk_file("request.py", py, "python")[1].doc == (
        "the maximum content length. None means no limit.")


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


def test_python_class_attributes_are_chunks_annotated_or_not() -> None:
    # werkzeug's `max_form_parts = 1000` beside the annotated `max_content_length: int | None`
    # was in no chunk, nor was an Enum's member; `__slots__` stays the class's plumbing.
    py = ("class Request:\n"
          "    __slots__ = ('environ',)\n"
          "    #: the maximum number of parts.\n"
          "    max_form_parts = 1000\n"
          "    max_content_length: int | None = None\n"
          "    MAX_RETRIES = 3\n"
          "    def close(self):\n        result = 1\n")
    chunks = chunk_file("request.py", py, "python")
    assert [(c.kind, c.qualified, c.doc) for c in chunks] == [
        ("class", "Request", ""),
        ("property", "Request.max_form_parts", "the maximum number of parts."),
        ("property", "Request.max_content_length", ""), ("constant", "Request.MAX_RETRIES", ""),
        ("method", "Request.close", "")]


def test_python_a_string_right_below_an_assignment_is_its_doc() -> None:
    # Sphinx's attribute docstrings: structlog's `Context = dict` and werkzeug's `key: str`, each
    # with a string on the next line, were chunks with no doc, the string in no chunk. A string
    # after a blank line, or an expression that is no string, stays apart.
    py = ('Context = dict\n"""A dict-like context carrier."""\n'
          "class Cookie:\n"
          '    key: str\n    """The cookie key."""\n'
          '    value: str\n\n    """Apart from value."""\n'
          '    #: The path.\n    path = "/"\n    print("not a doc")\n')
    chunks = chunk_file("types.py", py, "python")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("variable", "Context", 1, 2, "A dict-like context carrier."),
        ("class", "Cookie", 3, 11, ""),
        ("property", "Cookie.key", 4, 5, "The cookie key."),
        ("property", "Cookie.value", 6, 6, ""),
        ("property", "Cookie.path", 10, 10, "The path.")]


def test_python_an_attribute_docstring_below_a_trailing_comment_is_its_doc() -> None:
    # alembic's `revision: str = None  # type: ignore[assignment]` and the string below it: the
    # comment closing the line stood between them in the tree, and the doc was lost.
    py = ("class Revision:\n"
          '    revision: str = None  # type: ignore[assignment]\n    """The revision number."""\n'
          '    branch_labels = None  # noqa\n\n    """Apart from branch_labels."""\n'
          'Context = dict  # legacy\n"""A context carrier."""\n')
    chunks = chunk_file("revision.py", py, "python")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc) for c in chunks] == [
        ("class", "Revision", 1, 6, ""),
        ("property", "Revision.revision", 2, 3, "The revision number."),
        ("property", "Revision.branch_labels", 4, 4, ""),
        ("variable", "Context", 7, 8, "A context carrier.")]


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


def test_python_module_names_are_variables_and_a_file_of_only_them_stays_whole() -> None:
    # `_ansi_re` was in no chunk: asked by name, its users led. `__all__` names everything.
    py = ('"""Compat."""\nimport re\n__all__ = ["strip"]\n_ansi_re = re.compile("x")\n\n\n'
          "def strip(value):\n    return _ansi_re.sub('', value)\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("compat.py", py, "python")] == [
        ("file", "", 1), ("variable", "_ansi_re", 4), ("function", "strip", 7)]
    # A script's locals under the main guard are no module names (marshmallow's orderedset.py
    # had `s` and `t` as variables); its `else:` runs on import, and `!=` is no guard.
    # Upper-case and type-like names too (rich's box.py demo has `BOXES = [...]`).
    guarded = ("class OrderedSet:\n    pass\n\n\nif __name__ == '__main__':\n"
               "    s = OrderedSet()\n    BOXES = ['ASCII']\n    Alias = typing.List[int]\n"
               "    print(s)\nelse:\n    imported = True\n"
               "if __name__ != '__main__':\n    lib = 1\n")
    assert [c.name for c in chunk_file("orderedset.py", guarded, "python")] == [
        "OrderedSet", "imported", "lib"]
    script = '"""Release the package."""\nimport sys\nversion = sys.argv[1]\nprint(version)\n'
    assert [(c.kind, c.doc) for c in chunk_file("release.py", script, "python")] == [
        ("file", "Release the package.")]
    # A CamelCase name for a type is a type: marshmallow's types.py (two aliases used in 15
    # places) was one whole-file chunk; a value, a call's result or a constant stays what it is.
    aliases = ('"""Type aliases."""\nimport typing\n\nStrSet = typing.Union[str, typing.Set[str]]\n'
               "SchemaType = type[Schema]\nStr = fields.String\nApp = Flask(__name__)\n"
               "URL = Url\nHandler = handle_request\n")
    assert [(c.kind, c.name) for c in chunk_file("types.py", aliases, "python")] == [
        ("file", ""), ("type", "StrSet"), ("type", "SchemaType"), ("type", "Str"), ("variable", "App"),
        ("constant", "URL"), ("variable", "Handler")]
    # The review: an item of a table is a value (`Handler = handlers[0]`), and a broken
    # assignment with no name (`n[y]` / `= e` after a stray `else:`) took the file down.
    table = "Handler = handlers[0]\n\n\ndef run():\n    pass\n"
    assert [c.kind for c in chunk_file("t.py", table, "python")] == ["variable", "function"]
    broken = "def helper():\n    return 1\n\nelse:\n    n[y]\n    = e\n\ndef other():\n    return 2\n"
    assert ("function", "helper") in [(c.kind, c.name) for c in chunk_file("b.py", broken, "python")]


def test_python_a_module_private_generic_alias_is_a_type() -> None:
    # alembic's `_RevIdType = Union[str, list[str], tuple[str, ...]]` (used in 30 signatures) and
    # attrs' `_ValidatorType = Callable[…]` were variables; a private alias of an attribute
    # (rich's `_GetStdHandle = windll.kernel32.GetStdHandle`, a function) or a call stays one.
    py = ("_RevIdType = Union[str, list[str], tuple[str, ...]]\n"
          "_ValidatorType = typing.Callable[[Any], Any]\n"
          "_GetStdHandle = windll.kernel32.GetStdHandle\n"
          "_Lock = threading.Lock()\n"
          '_T = TypeVar("_T")\n')
    assert [(c.kind, c.name) for c in chunk_file("revision.py", py, "python")] == [
        ("type", "_RevIdType"), ("type", "_ValidatorType"), ("variable", "_GetStdHandle"),
        ("variable", "_Lock"), ("type", "_T")]   # a TypeVar is a type too


def test_accessors_are_properties() -> None:
    # requests' `Response.text` (`@property`) showed as `method Response.text()`: an agent
    # would call it, and `--kind property` missed it. The same for `@cached_property`, a
    # property's setter, and JavaScript's `get`/`set` (koa's `get body ()`).
    py = ("import functools\n\nclass Response:\n    @property\n    def text(self) -> str:\n"
          "        return self._text\n\n    @text.setter\n    def text(self, value):\n"
          "        self._text = value\n\n    @functools.cached_property\n    def links(self):\n"
          "        return {}\n\n    @staticmethod\n    def json(data):\n        return data\n")
    chunks = chunk_file("models.py", py, "python")
    assert [(c.kind, c.name, c.start) for c in chunks][1:] == [
        ("property", "text", 4), ("property", "text", 8), ("property", "links", 12),
        ("method", "json", 16)]
    ts = ("export class Store {\n  get size(): number { return 1 }\n"
          "  set size(v: number) { }\n  static get empty(): Store { return new Store() }\n"
          "  clear(): void { }\n}\n")
    assert [(c.kind, c.name) for c in chunk_file("store.ts", ts, "typescript")] == [
        ("class", "Store"), ("property", "size"), ("property", "size"), ("property", "empty"),
        ("method", "clear")]


def test_python_decorator_with_a_comment_after_it_keeps_its_meaning() -> None:
    # packaging's `@prereleases.setter  # noqa: B027` was `method BaseSpecifier.prereleases`
    # (the comment is the decorator's child, and it was read as part of its name), and so
    # would a `@property  # type: ignore[misc]` and an `@overload  # noqa` stub be.
    py = ("class Spec:\n    @property  # type: ignore[misc]\n    def pre(self) -> bool:\n"
          "        return True\n\n    @pre.setter  # noqa: B027\n    def pre(self, v: bool) -> None:\n"
          "        pass\n\n    @overload  # noqa: F811\n    def f(self, a: int) -> int: ...\n"
          "    def f(self, a):\n        return a\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("spec.py", py, "python")][1:] == [
        ("property", "pre", 2), ("property", "pre", 6), ("prototype", "f", 10), ("method", "f", 12)]


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


def test_php_parameters_promoted_by_readonly_alone_are_properties() -> None:
    # PHP 8.1's `__construct(readonly SeoPageProvider $seoPageProvider)` promotes the
    # parameter (implicitly public): tree-sitter-php 0.25 read `readonly` as its type and the
    # property was lost; `readonly private X $x` lost `readonly` from its signature.
    php = ("<?php\nclass A {\n  /**\n   * @param Foo $foo The foo.\n   */\n"
           "  public function __construct(\n    #[Inject(name: ['a'])]\n    readonly Foo $foo,\n"
           "    /** The bar. */\n    readonly ?\\Bar\\Baz $bar = null,\n"
           "    readonly private int|string $id = 1,\n    protected readonly int $n = 2,\n"
           "    int $plain = 3,\n  ) {}\n}\n"
           "function f() { return g(readonly: true); }\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("A.php", php, "php")][2:] == [
        ("property", "A.foo", 7, "readonly Foo $foo", "The foo."),
        ("property", "A.bar", 10, "readonly ?\\Bar\\Baz $bar = null", "The bar."),
        ("property", "A.id", 11, "readonly private int|string $id = 1", ""),
        ("property", "A.n", 12, "protected readonly int $n = 2", ""),
        ("function", "f", 16, "function f()", "")]


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


def test_teal_file_is_read_with_the_lua_grammar() -> None:
    # luarocks' src/luarocks/*.tl (Teal, Lua with types) were one whole-file chunk each, up to
    # 810 lines; a Telegram TL schema shares the extension and stays text.
    source = (
        "local record build\n"
        "   opts: {string: string}\n"
        "end\n"
        "\n"
        "--- Build and install a rock.\n"
        "local function build_rock(rock_filename: string, opts: BOpts): boolean, string\n"
        "   return true\n"
        "end\n"
        "\n"
        "function build.run(args: Args): boolean\n"
        "   return build_rock(args.rock, {})\n"
        "end\n"
        "\n"
        "return build\n"
    )
    lang = content_language("src/luarocks/build.tl", source.encode(), language_of("src/luarocks/build.tl"))
    assert lang == "lua"
    chunks = chunk_file("src/luarocks/build.tl", source, lang)
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks if c.kind == "function"] == [
        ("function", "build_rock", 6, 8),
        ("function", "build.run", 10, 12),
    ]
    schema = b"boolFalse#bc799737 = Bool;\nboolTrue#997275b5 = Bool;\n---functions---\n"
    assert content_language("td_api.tl", schema, language_of("td_api.tl")) == "text"


def test_teal_types_are_blanked_for_the_parse() -> None:
    # luarocks' cmd.tl and deps.tl: type annotations the Lua grammar cannot read (a typed
    # local, record blocks, `tree?: Tree`, `x is string`, `as` casts, a function type among
    # the parameters) cost functions and cut signatures at the first `)`; the parse gets them
    # blanked, the signature keeps the file's own text.
    source = (
        "local record cmd\n"
        "   record Module\n"
        "      command: function(Args, ...: string): boolean, string\n"
        "   end\n"
        "end\n"
        "local type Tree = require(\"luarocks.core.types.tree\").Tree\n"
        "\n"
        "local process_tree_args: function(Args, string): boolean, string\n"
        "do\n"
        "   local function replace_tree(args: Args, root: string, tree?: Tree)\n"
        "      args.tree = root\n"
        "   end\n"
        "\n"
        "   process_tree_args = function(args: Args, project_dir: string): boolean, string\n"
        "      if args.tree is string then\n"
        "         replace_tree(args, args.tree as string)\n"
        "      end\n"
        "      return true\n"
        "   end\n"
        "end\n"
        "\n"
        "local function match_dep(depq: Query,\n"
        "   get_versions: function(Query): {string}, {string: string | Tree}): string, Query\n"
        "   local ok, err: boolean, string = pcall(get_versions, depq)\n"
        "   return fun.filter(err as {string}, function(s: string): boolean return s ~= \"\" end)\n"
        "end\n"
        "\n"
        "return cmd\n"
    )
    chunks = chunk_file("src/luarocks/cmd.tl", source, "lua")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("class", "cmd", 1, 5),
        ("class", "cmd.Module", 2, 4),
        ("function", "replace_tree", 10, 12),
        ("function", "process_tree_args", 14, 19),
        ("function", "match_dep", 22, 26),
    ]
    assert chunks[-1].signature == ("local function match_dep(depq: Query, get_versions:"
                                    " function(Query): {string}, {string: string | Tree}):"
                                    " string, Query")
    # Plain Lua is parsed as written: `as` is a name there.
    lua = "local function f(as)\n  return as\nend\n"
    assert [(c.kind, c.name) for c in chunk_file("f.lua", lua, "lua")] == [("function", "f")]


def test_teal_types_are_chunks_and_signatures_keep_return_types() -> None:
    # luarocks: its 225 records, interfaces and enums were in no chunk (blanked for the parse;
    # its 27 `.d.tl` declaration files, types/lfs.d.tl, were one whole-file chunk each), and
    # fun.tl's `function fun.map<K, V>(xs: {K}, f: function(K): V): {V}` was signed without
    # its `: {V}`. A block's `end` closes it at any indentation (bopts.d.tl's `     end`).
    source = (
        "-- LuaFileSystem.\n"
        "local record lfs\n"
        "\n"
        "   enum FileMode\n"
        "      \"file\"\n"
        "      \"directory\"\n"
        "   end\n"
        "\n"
        "   record Attributes\n"
        "      mode: FileMode\n"
        "      size: number\n"
        "    end\n"
        "\n"
        "   interface Ordering<K> is Base\n"
        "      where self.k\n"
        "   end\n"
        "   dir: function(string): function(): string\n"
        "end\n"
        "global record Cfg\n"
        "end\n"
        "function lfs.map<K, V>(xs: {K}, f: function(K): V): {V} -- each\n"
        "   return xs\n"
        "end\n"
        "local once = function(s: string): string, integer return s, 1 end\n"
        "return lfs\n"
    )
    chunks = chunk_file("types/lfs.d.tl", source, "lua")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature) for c in chunks] == [
        ("class", "lfs", 2, 18, "local record lfs"),
        ("enum", "lfs.FileMode", 4, 7, "enum FileMode"),
        ("class", "lfs.Attributes", 9, 12, "record Attributes"),
        ("interface", "lfs.Ordering", 14, 16, "interface Ordering<K> is Base"),
        ("class", "Cfg", 19, 20, "global record Cfg"),
        ("function", "lfs.map", 21, 23, "function lfs.map<K, V>(xs: {K}, f: function(K): V): {V}"),
        ("function", "once", 24, 24, "once = function(s: string): string, integer"),
    ]
    assert chunks[0].doc == "LuaFileSystem."
    assert "dir: function(string): function(): string" in chunks[0].text


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
