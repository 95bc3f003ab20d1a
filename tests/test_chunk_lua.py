"""Lua's and Teal's declarations from the real grammar (`grammars_lua.py`, `luacats.py`,
`rewrite_teal.py`): functions bound to names and fields, factories, LuaCATS classes.
"""
from __future__ import annotations

from codesift.chunk import chunk_file
from codesift.languages import content_language, language_of

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_lua_docs_and_signatures() -> None:
    chunks = _chunks("sample.lua")
    normalize = _find(chunks, "M.normalize")
    assert normalize.signature == "function M.normalize(spec)"
    assert normalize.doc.startswith("Normalize a spec into a plugin table.")
    assert _find(chunks, "M.handlers.browser").doc == "Open in a browser."   # inside a table
    assert _find(chunks, "loader", "namespace").signature == 'describe("loader", function()'


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


def test_lua_formatter_linter_and_doc_tool_lines_are_no_doc() -> None:
    # mini.nvim: `--stylua: ignore` over 115 functions was their doc (over a real one too,
    # "stylua: ignore Section with basic Telescope pickers …", or took its title, framing it
    # as a banner), a mini.doc marker a config field's; selene's switch is the linter's.
    src = ("local M = {}\nlocal H = {}\n\n"
           "--stylua: ignore\nH.apply_config = function(config)\n  M.config = config\nend\n\n"
           "-- stylua: ignore\n--- Section with basic pickers\nM.sections = function() return {} end\n\n"
           "-- selene: allow(unused_variable)\nfunction M.noop() end\n\n"
           "--stylua: ignore\n--- Apply palette\n---\n--- Create highlight groups.\n"
           "M.apply = function(palette) return palette end\n\n"
           "M.config = {\n  -- Timing of animation\n"
           "  --minidoc_replace_start timing = --<function: linear>,\n"
           "  timing = function(_, n) return 250 / n end,\n  --minidoc_replace_end\n}\n\n"
           "return M\n")
    chunks = chunk_file("lua/mini/x.lua", src, "lua")
    assert _find(chunks, "H.apply_config").doc == ""
    assert _find(chunks, "M.sections").doc == "Section with basic pickers"
    assert _find(chunks, "M.noop").doc == ""
    # Lua's `--` and `---` around the title read as a banner's rules: "Apply palette" was lost.
    assert _find(chunks, "M.apply").doc == "Apply palette\nCreate highlight groups."
    assert _find(chunks, "M.config.timing").doc == "Timing of animation"


def test_lua_a_modules_field_holding_a_value_is_a_variable() -> None:
    # mini.nvim's `--- Module config` / `MiniAi.config = { … }` (40 modules) and its
    # `H.default_config = vim.deepcopy(MiniAi.config)` lay in whole-file stretches, unnamed.
    # A field of a table the file makes; not an editor's setting (`vim.g.mapleader`), a
    # metamethod, an alias, nor a table of functions alone (its functions are the chunks).
    src = ("local MiniAi = {}\nlocal H = {}\n\n"
           "--- Module config\n"
           "MiniAi.config = {\n  n_lines = 50,\n  hooks = { pre = function() end },\n}\n\n"
           "MiniAi.gen_spec = {}\n\n"
           "MiniAi.handlers = {\n  open = function(x) return x end,\n  wrapped = util.once(function() end),\n}\n\n"
           "-- Module default config\n"
           "H.default_config = vim.deepcopy(MiniAi.config)\n"
           "H.MAX_LINES = 1000\n"
           "H.__index = H\nH.setup = setup\n"
           "vim.g.mapleader = ' '\n"
           "local opts = { silent = true }\n\n"
           "return MiniAi\n")
    chunks = chunk_file("lua/mini/ai.lua", src, "lua")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks
            if c.kind != "file"] == [
        ("variable", "MiniAi.config", 5, 8, "MiniAi.config = {…}", "Module config"),
        ("function", "MiniAi.config.hooks.pre", 7, 7, "pre = function()", ""),
        ("function", "MiniAi.handlers.open", 13, 13, "open = function(x)", ""),
        ("function", "MiniAi.handlers.wrapped", 14, 14, "wrapped = util.once(function()", ""),
        ("variable", "H.default_config", 18, 18, "H.default_config = vim.deepcopy(MiniAi.config)",
         "Module default config"),
        ("constant", "H.MAX_LINES", 19, 19, "H.MAX_LINES = 1000", "")]


def test_chunking_lua_files_keeps_none_of_their_parse_trees() -> None:
    # `_held_here` asked an lru_cache keyed on tree-sitter nodes for each block's tables: up to
    # 16 files' parse trees stayed alive in a worker. The tables are cached for one source only,
    # by node id, and the output is the same.
    import gc

    from tree_sitter import Node

    for i in range(20):
        src = f"local M = {{}}\nM.leak_probe_{i} = {{ a = {i} }}\nfunction M.f() end\nreturn M\n"
        kinds = [(c.kind, c.qualified) for c in chunk_file(f"lua/m{i}.lua", src, "lua")
                 if c.kind != "file"]
        assert kinds == [("variable", f"M.leak_probe_{i}"), ("function", "M.f")]
    gc.collect()
    held = [r for o in gc.get_objects() for r in gc.get_referents(o)
            if isinstance(r, Node) and b"leak_probe_" in (r.text or b"")]
    assert held == []


def test_a_lua_modules_opening_comment_is_the_files_doc() -> None:
    """LDoc reads the comments opening a file as its module's doc: luarocks' fs/unix.lua
    (`--- Unix implementation of filesystem and platform abstractions.` over `local unix =
    {}`, the module table no chunk) and all_in_one (a `--[[ … ]]` block under its `#!` line,
    constants right below) had those words in no chunk."""
    src = ("#!/usr/bin/env lua\n--- Unix implementation of filesystem and platform abstractions.\n"
           "-- Used by luarocks.fs.\nlocal unix = {}\n\nlocal fs = require(\"luarocks.fs\")\n\n"
           "--- Annotate command string for quiet execution.\nfunction unix.quiet(cmd)\n"
           "   return cmd .. \" 1> /dev/null 2> /dev/null\"\nend\n\nreturn unix\n")
    chunks = chunk_file("src/luarocks/fs/unix.lua", src, "lua")
    own = [c for c in chunks if c.kind == "file" and c.start == 2]
    assert [(c.end, c.doc) for c in own] == [(3, "Unix implementation of filesystem and platform "
                                                 "abstractions. Used by luarocks.fs.")]
    assert _find(chunks, "unix.quiet").doc == "Annotate command string for quiet execution."
    block = ("--[[\n\nAll-in-one packager for LuaRocks\n\n]]\n\nMAIN_PROGRAM = arg[1] or \"x\"\n"
             "local function main()\nend\n")
    assert [c.doc for c in chunk_file("binary/all_in_one.lua", block, "lua") if c.kind == "file"] \
        == ["All-in-one packager for LuaRocks"]
    # A comment right above a declaration is that one's doc; a license's or a tool's none.
    attached = "--- Parse a version.\nfunction M.parse(s)\nend\n"
    assert [c.kind for c in chunk_file("v.lua", attached, "lua")] == ["function"]
    meta = "---@meta\n\n---@class dap.Message\nlocal M = {}\nfunction M.f() end\n"
    assert "file" not in [c.kind for c in chunk_file("protocol.lua", meta, "lua")]
    # A plain `--` comment right above a statement is the statement's (memcached's tests); above
    # a `require` it is the module's (oil.nvim's git.lua).
    statement = ("-- get some information about the test being run\nlocal mode = dofile(\"/tmp/m.lua\")\n\n"
                 "function mcp_config_pools()\nend\n")
    assert [c.kind for c in chunk_file("t/proxyconfig.lua", statement, "lua")] == ["function"]
    required = "-- integration with git operations\nlocal fs = require(\"oil.fs\")\n\nlocal M = {}\n" \
               "M.get_root = function(path)\nend\nreturn M\n"
    assert [c.doc for c in chunk_file("lua/oil/git.lua", required, "lua") if c.kind == "file"] \
        == ["integration with git operations"]
