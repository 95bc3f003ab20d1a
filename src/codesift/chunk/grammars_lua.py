"""Lua's declaration rules (tree-sitter-lua).

A Lua module is a table its file fills with functions: `function M.track(…)`, `function
M:setup(…)`, `M.load = function(…)`, a table literal's fields and a table returned whole;
`local function add(…)` and `local cache = function(…)` are the file's own (and a name bound to
a function called at once, `M.width = (function() … end)()`), and so are those
of a function the file returns (a factory) and of an `if`'s branches. The name's table
is its qualifier (``M.track``). busted's `describe`/`it`/`before_each` are suites and cases.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, Decl, RuleResult, Scope, Spec, child_of_type, collapse, field_text, first_named,
    is_constant_name, text,
)
from codesift.chunk.rewrite_teal import returns_end
from codesift.regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

_LUA_NAMES = frozenset({"dot_index_expression", "method_index_expression"})
_INDEXED = _LUA_NAMES | {"bracket_index_expression"}
# A Teal type's header in the file's own text, where its parse view has a table
# (``rewrite_teal._type_table``): `local record lfs`, `   interface Build`, `enum Mode`.
_TEAL_TYPE = compiled(rb"(?:local[ \t]+|global[ \t]+)?(record|interface|enum)[ \t]+([A-Za-z_]\w*)"
                      rb"[^\r\n]*")
_TEAL_KINDS = {b"record": "class", b"interface": "interface", b"enum": "enum"}


def _teal_type(node: Node, value: Node, src: bytes) -> Decl | None:
    """A Teal record, interface or enum, the table ``node`` (``value`` its constructor) stands
    for in the parse: a chunk whose members are its nested types. Its name is read from the
    file's header, the parse's name standing where the keyword is."""
    m = _TEAL_TYPE.match(src, node.start_byte)
    if m is None:
        return None
    return Decl(node, _TEAL_KINDS[m.group(1)], m.group(2).decode(), members=value, scope_kind="table",
                sig=collapse(src[src.rfind(b"\n", 0, node.start_byte) + 1:m.end()].decode(
                    "utf-8", "replace"), SIGNATURE_MAX))


def _header_end(func: Node, src: bytes) -> int:
    """Where a function's header ends: after its parameters, and a Teal function's return
    types after them (`function fun.map<K, V>(xs: {K}, f: function(K): V): {V}`), which its
    signature lacked."""
    params = func.child_by_field_name("parameters")
    return -1 if params is None else returns_end(src, params.end_byte)


def _lua_target(target: Node, src: bytes) -> tuple[str, str] | None:
    """(qualifier, name) of a function's name or an assigned variable: ``M.x.track``, ``add``."""
    if target.type == "identifier":
        return "", text(target, src)
    if target.type in _LUA_NAMES:
        field = "method" if target.type == "method_index_expression" else "field"
        return collapse(field_text(target, "table", src), 120), field_text(target, field, src)
    # A string key, `tests["lume.clamp"] = function() … end`: lume's 58 tests were in no
    # chunk, its test file one whole-file chunk. A computed key (`M[k]`) names nothing.
    key = target.child_by_field_name("field") if target.type == "bracket_index_expression" else None
    if key is not None and key.type == "string" and (name := collapse(field_text(key, "content", src), 120)):
        return collapse(field_text(target, "table", src), 120), name
    return None


def _lua_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    target = node.child_by_field_name("name")
    named_as = _lua_target(target, src) if target is not None else None
    if target is None or named_as is None:
        return None
    qual, name = named_as
    kind = "method" if target.type == "method_index_expression" else "function"
    return Decl(node, kind, name, body=node.child_by_field_name("body"), qual=qual,
                sig_end=_header_end(node, src))


def _lua_assignment(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`M.load = function(…)`, `local cache = function(…)` and `local VERSION = "1.0"`: each
    name bound to a function, or an upper-case constant, in a file-level assignment."""
    if scope.kind:
        return None
    names = child_of_type(node, frozenset({"variable_list"}))
    values = child_of_type(node, frozenset({"expression_list"}))
    if names is None or values is None:
        return None
    out: list[Decl] = []
    for target, value in zip(names.named_children, values.named_children):
        named_as = _lua_target(target, src)
        if named_as is None:
            continue
        qual, name = named_as
        decl = node if len(names.named_children) == 1 else target
        if value.type == "function_definition":
            out.append(Decl(decl, "function", name, body=value.child_by_field_name("body"),
                            qual=qual, sig_end=_header_end(value, src)))
        elif value.type == "table_constructor":   # its functions are members, found by _lua_field
            out.append(_teal_type(decl, value, src)
                       or Decl(decl, _table_kind(qual, name, target, value, src), name, members=value,
                               qual=qual, scope_kind="table"))
        elif (called := _called_at_once(value)) is not None:
            # `M.strdisplaywidth = (function() … return ffi_func or fallback end)()`: a value
            # built once, often the function fitting the platform (plenary's strings.lua,
            # path.lua, scandir.lua: 10 such names lay in whole-file stretches). A function
            # when it returns one, else a constant (`path.sep`, a string).
            kind = "function" if _returns_function(called) else "constant"
            out.append(Decl(decl, kind, name, body=called.child_by_field_name("body"), qual=qual,
                            sig=f"{text(target, src)} = (function() … end)()"))
        elif (wrapped := _wrapped(value, src)) is not None:
            out.append(Decl(decl, "function", name, body=wrapped.child_by_field_name("body"),
                            qual=qual, sig_end=_header_end(wrapped, src)))
        elif not qual and len(name) > 1 and is_constant_name(name):   # not the module's `M`
            out.append(Decl(decl, "constant", name))
        elif qual and not name.startswith("__") and value.type not in _ALIASES \
                and _held_here(target, src):
            # A value a module's field holds, `H.default_config = vim.deepcopy(MiniAi.config)`,
            # `M.version = "1.2"`: named as a table literal's field is (``_table_kind``). Not
            # a metamethod (`Job.__index = Job`) nor another name (`M.setup = setup`).
            out.append(Decl(decl, "constant" if is_constant_name(name) else "variable", name,
                            qual=qual))
    return out or None


# Values that only name another thing: a field bound so is an alias, no value of its own.
_ALIASES = frozenset({"identifier", "dot_index_expression", "method_index_expression",
                      "bracket_index_expression", "nil"})


def _table_kind(qual: str, name: str, target: Node, table: Node, src: bytes) -> str:
    """The kind of a table literal bound to a table's field, `M.config = { … }`: a variable
    (a constant when upper-case) when it holds data, a field whose value is no function;
    none, a scope for its functions alone, when it holds functions only or nothing
    (`M.gen_spec = {}`, filled below) or is bound to a plain name (`local M = { … }`, the
    module itself). A plugin's defaults lay in whole-file stretches, unnamed: mini.nvim's 40
    `MiniAi.config = {`, each under its `--- Module config`, lazy.nvim's `M.defaults`."""
    if not qual or name.startswith("__") or not _held_here(target, src) \
            or not _holds_data(table, src):   # `M.__index = {…}`: a metatable's plumbing
        return ""
    return "constant" if is_constant_name(name) else "variable"


def _holds_data(table: Node, src: bytes) -> bool:
    """Whether a table literal holds a value other than functions (given as they are, or to
    a wrapper, `setup = util.once(function(cfg) … end)`) and tables of them."""
    for field in table.named_children:
        value = field.child_by_field_name("value") if field.type == "field" else None
        if value is None or value.type == "function_definition" or _wrapped(value, src):
            continue
        if value.type != "table_constructor" or _holds_data(value, src):
            return True
    return False


def _held_here(target: Node, src: bytes) -> bool:
    """Whether the field ``target`` assigns, `M.config`, `H.cache.ns`, is one of a table this
    file makes (`local M = {}`, `MiniAi = setmetatable({}, …)`) in the statements around it:
    the module's. Not an editor's setting (`vim.g.mapleader = ' '`, `vim.opt.number = true`:
    an init.lua sets hundreds) nor another module's field (`startify.section.top = …`)."""
    root: Node | None = target
    while root is not None and root.type in _INDEXED:
        root = root.child_by_field_name("table")
    if root is None or root.type != "identifier" or root.text is None:
        return False
    statement = root.parent
    while statement is not None and statement.type != "assignment_statement":
        statement = statement.parent
    block = statement.parent if statement is not None else None
    while block is not None:
        if root.text in _tables_in(block, src):
            return True
        block = block.parent
    return False


# The source last read and the tables each of its blocks makes, by the block's span: spans
# and bytes keep no parse tree alive (an lru_cache keyed on the nodes kept up to 16 trees in a
# worker), and the source itself is held, so no other file's shares its identity. Not by node
# id: an id is an address, which a later parse of the same source may reuse for another node.
_tables_cache: tuple[bytes, dict[tuple[int, int], frozenset[bytes]]] | None = None


def _tables_in(block: Node, src: bytes) -> frozenset[bytes]:
    """The names the statements of ``block`` bind to a table they make (read once per block
    of the file ``src`` holds: each field assigned in it asks)."""
    global _tables_cache
    cached = _tables_cache   # one read: another thread may set it meanwhile
    if cached is None or cached[0] is not src:
        cached = _tables_cache = (src, {})
    span = (block.start_byte, block.end_byte)
    found = cached[1].get(span)
    if found is None:
        found = cached[1][span] = _made_tables(block)
    return found


def _made_tables(block: Node) -> frozenset[bytes]:
    """``_tables_in``'s names, read from the block's statements."""
    names: set[bytes] = set()
    for statement in block.named_children:
        if statement.type == "variable_declaration":
            statement = child_of_type(statement, frozenset({"assignment_statement"})) or statement
        if statement.type != "assignment_statement":
            continue
        targets = child_of_type(statement, frozenset({"variable_list"}))
        values = child_of_type(statement, frozenset({"expression_list"}))
        if targets is None or values is None:
            continue
        for target, value in zip(targets.named_children, values.named_children):
            if target.type == "identifier" and target.text is not None and _makes_table(value):
                names.add(target.text)
    return frozenset(names)


def _makes_table(value: Node) -> bool:
    """`{ … }`, or `setmetatable({ … }, mt)`, a table made with its metatable."""
    if value.type == "table_constructor":
        return True
    if value.type != "function_call" or (callee := value.child_by_field_name("name")) is None \
            or callee.text != b"setmetatable":
        return False
    args = value.child_by_field_name("arguments")
    first = first_named(args) if args is not None else None
    return first is not None and first.type == "table_constructor"


def _called_at_once(value: Node) -> Node | None:
    """The function an immediately called function expression, `(function() … end)()`, defines."""
    if value.type != "function_call":
        return None
    callee = value.child_by_field_name("name")
    inner = first_named(callee) if callee is not None and callee.type == "parenthesized_expression" \
        else None
    return inner if inner is not None and inner.type == "function_definition" else None


# Callees that run the function they are given at once: the name binds its results.
_RUNS_AT_ONCE = frozenset({"pcall", "xpcall"})


def _wrapped(value: Node, src: bytes) -> Node | None:
    """The function a call is given to wrap, `M.attach = throttle_async({ … }, function(opts)
    … end)`, `M.list = util.memoize(function() … end)`, `M.X = Component.new(function(props)`:
    the name is what callers call, that function's code its body (gitsigns' `M.attach`, 170
    lines, neogit's 35 UI components and plenary's `a.wrap`ped functions lay in whole-file
    stretches). Its first function argument; none for `pcall(function() … end)`."""
    if value.type != "function_call" or field_text(value, "name", src) in _RUNS_AT_ONCE:
        return None
    args = value.child_by_field_name("arguments")
    return child_of_type(args, frozenset({"function_definition"})) if args is not None else None


def _returns_function(func: Node) -> bool:
    """Whether ``func`` returns a function: one it defines there, or a name its body binds to
    one (`local fallback = function(…)`, `local function f(…)`), in any of its returns."""
    functions: set[bytes] = set()
    returned: list[Node] = []
    stack = [c for c in (func.child_by_field_name("body"),) if c is not None]
    while stack:
        node = stack.pop()
        if node.type == "function_definition":   # its returns are its own
            continue
        if node.type == "function_declaration":
            name = node.child_by_field_name("name")
            if name is not None and name.text is not None:
                functions.add(name.text)
            continue
        if node.type == "assignment_statement":
            names = child_of_type(node, frozenset({"variable_list"}))
            values = child_of_type(node, frozenset({"expression_list"}))
            if names is not None and values is not None:
                for target, value in zip(names.named_children, values.named_children):
                    if value.type == "function_definition" and target.text is not None:
                        functions.add(target.text)
        if node.type == "return_statement":
            values = child_of_type(node, frozenset({"expression_list"}))
            returned.extend(values.named_children[:1] if values is not None else ())
        stack.extend(node.named_children)
    return any(r.type == "function_definition" or r.type == "identifier" and r.text in functions
               for r in returned)


def _lua_field(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A function a table literal holds (`local M = { setup = function(opts) … end }`, or
    wraps, `setup = util.once(function() … end)`), and the functions of a table it holds in
    turn."""
    key, value = node.child_by_field_name("name"), node.child_by_field_name("value")
    if scope.kind != "table" or key is None or value is None:
        return None
    name = text(key, src) if key.type == "identifier" else \
        field_text(key, "content", src) if key.type == "string" else ""
    if not name:
        return None
    if value.type == "table_constructor":
        return _teal_type(node, value, src) or \
            Decl(node, "", name, members=value, scope_kind="table")
    func = value if value.type == "function_definition" else _wrapped(value, src)
    if func is None:
        return None
    return Decl(node, "function", name, body=func.child_by_field_name("body"),
                sig_end=_header_end(func, src))


def _lua_return(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`return { setup = function(opts) … end }`: a module returned as a table literal; and
    `return function(busted) local block = {} function block.reject(…) … return block end`,
    a module returned as the factory that builds it, whose declarations are the module's
    (24 of busted's modules: core.lua's 40 `function busted.publish(…)`s were no chunks)."""
    values = child_of_type(node, frozenset({"expression_list"}))
    value = first_named(values) if values is not None and values.named_child_count == 1 else None
    if scope.kind or value is None:
        return None
    if value.type == "function_definition":
        body = value.child_by_field_name("body")
        return Decl(node, "", "", members=body) if body is not None else None
    if value.type != "table_constructor":
        return None
    return Decl(node, "", "", members=value, scope_kind="table")


# busted's suites, cases and hooks (`describe("util", function() … it("lists", function()`):
# their code lies in no declaration. A suite groups its cases as a namespace (a wrapper).
_LUA_SUITES = frozenset({"describe", "context", "insulate", "expose"})
_LUA_CASES = frozenset({"it", "pending", "spec", "test"})
_LUA_HOOKS = frozenset({"before_each", "after_each", "setup", "teardown", "lazy_setup",
                        "lazy_teardown", "strict_setup", "strict_teardown"})


def _lua_call(node: Node, scope: Scope, src: bytes) -> RuleResult:
    call = field_text(node, "name", src)
    args = node.child_by_field_name("arguments")
    if args is None or call not in _LUA_SUITES | _LUA_CASES | _LUA_HOOKS:
        return None
    title = child_of_type(args, frozenset({"string"}))
    func = child_of_type(args, frozenset({"function_definition"}))
    if func is None:
        return None
    body, header = func.child_by_field_name("body"), _header_end(func, src)
    if call in _LUA_HOOKS:
        return Decl(node, "function", call, body=body, sig_end=header)
    name = collapse(field_text(title, "content", src), 120) if title is not None else ""
    if not name:
        return None
    if call in _LUA_SUITES:
        return Decl(node, "namespace", name, members=body, sig_end=header)
    return Decl(node, "function", name, body=body, sig_end=header)


LUA = Spec(
    module="tree_sitter_lua", factory="language",
    rules={"function_declaration": _lua_function, "assignment_statement": _lua_assignment,
           "field": _lua_field, "return_statement": _lua_return, "function_call": _lua_call},
    # `local x = …` holds its assignment; a `do … end` block is still the file's scope, and so
    # are the branches of an `if` (koreader-base's `if ffi.os == "Windows" then function
    # util.realpath(…) … else function util.realpath(…) … end`).
    transparent=frozenset({"variable_declaration", "do_statement", "if_statement",
                           "elseif_statement", "else_statement", "block"}),
    slash_comments=False,
)
