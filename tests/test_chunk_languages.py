"""Per-language declaration chunks against real grammars: one fixture file per language under
tests/fixtures/chunk, with the exact (kind, name, container, start line) list expected."""
from __future__ import annotations

import pytest

from codesift.languages import language_of
from codesift.model import KINDS

from chunk_fixtures import FIXTURES
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
        ('file', '', '', 1),                 # the module's doc, LDoc's (filedoc._lua_preamble)
        ('constant', 'MAX_RETRIES', '', 6),
        ('class', 'LoaderOpts', '', 8),      # LuaCATS annotations alone
        ('property', 'root', 'LoaderOpts', 9),
        ('function', 'normalize', 'M', 14),
        ('method', 'load', 'M', 22),
        ('function', 'reload', 'M', 27),
        ('variable', 'handlers', 'M', 31),   # a module's field holding data (`count = 3`)
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
        ('function', '/', 'handler', 48),   # a route the function registers: its own chunk
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
    # table literal's non-function fields.
    "sample.lua": {"M", "Util", "walk", "attempt", "result", "count", "version"},
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
