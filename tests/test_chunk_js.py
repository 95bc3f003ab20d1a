"""JavaScript's declarations from the real grammar (`grammars_js*.py`): assignments and JSDoc,
wrappers and factories holding functions, objects of methods, module exports, and the
scripts of Vue and Svelte components.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_javascript_assignments_and_jsdoc() -> None:
    chunks = _chunks("sample.js")
    send = _find(chunks, "res.send")
    assert (send.kind, send.signature) == ("function", "res.send = function send(body)")
    assert _find(chunks, "View.render").kind == "method"  # View.prototype.render
    app = _find(chunks, "createApp")
    assert app.doc == "Create an app."  # a /** */ block one blank line above still counts
    assert _find(chunks, "handler").signature == "const handler = async (req) =>"


def test_javascript_declarations_inside_a_file_wide_wrapper_are_file_scope() -> None:
    # lodash-style `(function () {…}.call(this))`, `!function () {…}()`, arrow IIFEs and UMD
    # factories: a whole library inside one wrapper was one whole-file chunk.
    js = (";(function () {\n  'use strict'\n\n  /** Clone a value. */\n  function baseClone(value) {\n"
          "    return value\n  }\n\n  var helper = function (x) { return x }\n}.call(this));\n\n"
          "(function (root, factory) {\n  root.X = factory()\n})(this, function () {\n"
          "  function parse(s) { return s }\n  return { parse: parse }\n})\n\n"
          "!function () {\n  function b() {}\n}()\n\ndescribe('x', function () {\n"
          "  it('works', function () {})\n})\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib.js", js, "javascript")] == [
        ("function", "baseClone", 5), ("function", "helper", 9), ("function", "parse", 15),
        ("function", "b", 20), ("namespace", "x", 23), ("function", "x.works", 24)]
    assert chunk_file("lib.js", js, "javascript")[0].doc == "Clone a value."
    ts = "(() => {\n  function a(n: number): number { return n }\n})()\n"
    assert [(c.kind, c.name) for c in chunk_file("a.ts", ts, "typescript")] == [("function", "a")]


def test_javascript_declarations_inside_a_jquery_ready_wrapper_are_file_scope() -> None:
    # A page script's `$(function () {…})` runs its function once the page loads, as an IIFE
    # runs it at once: socket.io's chat example, drf's `default.js` and async's docs search
    # (`$(() => { function matchSubstrs(methodName) … })`) were one whole-file chunk each. A
    # handler bound to an element (`$(".x").on("click", …)`) is no such wrapper.
    js = ("$(function () {\n  /** Adds a chat message. */\n  function addMessage(data) {\n"
          "    return data\n  }\n})\n\njQuery(document).ready(($) => {\n"
          "  const log = (m) => console.log(m)\n})\n\n$(\".x\").each(function () {\n"
          "  function inner() {}\n})\n")
    chunks = chunk_file("public/main.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "addMessage", 3), ("function", "log", 9)]
    assert chunks[0].doc == "Adds a chat message."


def test_javascript_a_factory_declaring_functions_holds_them_as_chunks() -> None:
    # immer's plugins declare their code inside `enablePatches() { function getPath(…) … }`:
    # getPath, applyPatches_ and eleven more were in no chunk of their own. One helper
    # inside a function stays part of it.
    ts = ("export function enablePatches() {\n  /** Path of a draft from the root. */\n"
          "  function getPath(state: State): Path {\n    return []\n  }\n"
          "  function applyPatches_(draft: any) {\n    return draft\n  }\n"
          "  loadPlugin({ getPath, applyPatches_ })\n}\n"
          "function outer() {\n  function helper() {}\n  return helper\n}\n")
    chunks = chunk_file("src/plugins/patches.ts", ts, "typescript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "enablePatches", 1, 10), ("function", "enablePatches.getPath", 3, 5),
        ("function", "enablePatches.applyPatches_", 6, 8), ("function", "outer", 11, 14)]
    assert chunks[1].doc == "Path of a draft from the root."


def test_javascript_a_factory_s_const_functions_are_chunks() -> None:
    # ofetch's `createFetch` holds `function onError` and `$fetch.native = …` beside `const
    # $fetchRaw = async function $fetchRaw(…) {…}`, its request pipeline: the two were chunks,
    # the 170 lines of `$fetchRaw` were in none of their own. Its other locals are its state,
    # and a function that is no factory keeps its `const` helpers.
    ts = ("export function createFetch(globalOptions = {}) {\n"
          "  const { fetch = globalThis.fetch } = globalOptions;\n"
          "  async function onError(context) {\n    return 1;\n  }\n"
          "  /** Runs one request with its hooks. */\n"
          "  const $fetchRaw = async function $fetchRaw(request, options) {\n    return 2;\n  };\n"
          "  const retry = (n: number) => n + 1;\n  const state = { n: 0 };\n"
          "  $fetch.native = (...args) => fetch(...args);\n  return $fetchRaw;\n}\n"
          "function outer() {\n  const a = () => 1;\n  const b = () => 2;\n  return a() + b();\n}\n")
    chunks = chunk_file("src/fetch.ts", ts, "typescript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "createFetch", 1, 14), ("function", "createFetch.onError", 3, 5),
        ("function", "createFetch.$fetchRaw", 7, 9), ("function", "createFetch.retry", 10, 10),
        ("function", "createFetch.$fetch.native", 12, 12), ("function", "outer", 15, 19)]
    assert chunks[2].doc == "Runs one request with its hooks."
    assert chunks[2].signature == "const $fetchRaw = async function $fetchRaw(request, options)"


def test_javascript_a_factory_assigning_functions_to_its_object_holds_them_as_chunks() -> None:
    # yargs's `validation()` builds `const self = {}` and assigns it 17 functions
    # (`self.nonOptionCount = function nonOptionCount(argv) {…}`), beside a `function
    # keyExists`: 460 lines in one chunk. A constructor function's `this.insert = function`
    # is its method. One assignment inside a function stays part of it.
    js = ("export function validation(yargs) {\n  const self = {};\n"
          "  // validate the count\n  self.count = function count(argv) {\n"
          "    return argv.length;\n  };\n"
          "  function keyExists(argv, val) { return val in argv; }\n  return self;\n}\n"
          "function Shape(x) {\n  this.insert = function (evt) { return evt; };\n"
          "  this.height = () => 1;\n}\n"
          "function handlers() {\n  el.onclick = function () {};\n  return 1;\n}\n")
    chunks = chunk_file("lib/validation.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "validation", 1, 9), ("function", "validation.self.count", 4, 6),
        ("function", "validation.keyExists", 7, 7), ("function", "Shape", 10, 13),
        ("method", "Shape.insert", 11, 11), ("method", "Shape.height", 12, 12),
        ("function", "handlers", 14, 17)]
    assert chunks[1].doc == "validate the count"


def test_javascript_a_factory_returning_an_object_of_functions_holds_them_as_chunks() -> None:
    # mitt's `export default function mitt(all) { … return { on(…) {…}, off(…) {…}, emit(…)
    # {…} } }`: its whole API, three documented methods, was one 78-line chunk `mitt`, and
    # "off removes handler" found its types. A function returning one method stays whole.
    ts = ("export default function mitt(all?: Map<string, Function[]>) {\n"
          "  all = all || new Map();\n  return {\n    all,\n"
          "    /**\n     * Remove an event handler for the given type.\n     */\n"
          "    off(type: string, handler?: Function) {\n      all!.delete(type);\n    },\n"
          "    emit: (type: string) => {\n      all!.get(type);\n    }\n  };\n}\n"
          "function single() {\n  return { get() { return 1; } };\n}\n")
    chunks = chunk_file("src/index.ts", ts, "typescript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "mitt", 1, 15), ("method", "mitt.off", 8, 10),
        ("method", "mitt.emit", 11, 13), ("function", "single", 16, 18)]
    assert chunks[1].doc == "Remove an event handler for the given type."
    assert chunks[1].signature == "off(type: string, handler?: Function)"


def test_javascript_a_factory_returning_a_name_bound_to_an_object_of_functions_holds_them() -> None:
    # qa57: unstorage's `createStorage` builds `const storage: Storage = { hasItem(…) {…},
    # getItem(…) {…}, … }` and ends `return storage as unknown as Storage<T>`: its 18 methods
    # were one 418-line chunk. A name bound in an inner block, or to no object, is not read.
    ts = ("export function createStorage<T>(options = {}): Storage<T> {\n"
          "  const storage: Storage = {\n"
          "    /** Whether the key is set. */\n"
          "    hasItem(key: string) {\n      return has(key);\n    },\n"
          "    getItem: (key: string) => get(key),\n"
          "  };\n"
          "  return storage as unknown as Storage<T>;\n}\n"
          "function other() {\n  const n = 1;\n  if (n) {\n    const o = { a() {}, b() {} };\n  }\n"
          "  return n;\n}\n")
    chunks = chunk_file("src/storage.ts", ts, "typescript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "createStorage", 1, 10), ("method", "createStorage.hasItem", 4, 6),
        ("method", "createStorage.getItem", 7, 7), ("function", "other", 11, 17)]
    assert chunks[1].doc == "Whether the key is set."


def test_javascript_a_function_returning_a_closure_that_declares_functions_holds_them() -> None:
    # express-session's `session(options)` returns its middleware, `return function
    # session(req, res, next) {…}`, 340 lines declaring `isModified`, `shouldSave` and eight
    # more functions: none was a chunk, `session` one 440-line chunk. The closure's functions
    # are the returning function's members, its other lines the returning function's; a
    # closure declaring one function, or returned from a function's inner block, stays whole.
    js = ("function session(options) {\n  var store = options.store;\n"
          "  return function session(req, res, next) {\n    if (!store) return next();\n"
          "    // check if session has been modified\n"
          "    function isModified(sess) {\n      return sess.id !== req.id;\n    }\n"
          "    function shouldSave(req) {\n      return isModified(req.session);\n    }\n"
          "  };\n}\n"
          "function one() {\n  return function () {\n    function only() {}\n  };\n}\n"
          "function inner(x) {\n  if (x) {\n    return () => {\n      function a() {}\n"
          "      function b() {}\n    };\n  }\n}\n")
    chunks = chunk_file("index.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "session", 1, 13), ("function", "session.isModified", 6, 8),
        ("function", "session.shouldSave", 9, 11), ("function", "one", 14, 18),
        ("function", "inner", 19, 26)], chunks
    assert chunks[1].doc == "check if session has been modified"


def test_javascript_an_exported_arrow_factory_holds_its_functions_as_chunks() -> None:
    # dayjs's plugins are `export default (o, c, d) => { … proto.fromNow = function … }`:
    # relativeTime's thresholds (`fromToBase`) and timezone's `fixOffset` were in one chunk
    # named `default`, 90 and 127 lines long. An arrow returning an expression holds nothing.
    js = ("export default (o, c, d) => {\n  const proto = c.prototype\n"
          "  // find the right offset\n  const fixOffset = (ts, tz) => {\n    return ts\n  }\n"
          "  proto.tz = function (timezone) {\n    return fixOffset(this, timezone)\n  }\n"
          "  d.tz.guess = function () {\n    return 'UTC'\n  }\n}\n")
    chunks = chunk_file("src/plugin/timezone/index.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("function", "default", 1, 13), ("function", "default.fixOffset", 4, 6),
        ("function", "default.proto.tz", 7, 9), ("function", "default.d.tz.guess", 10, 12)]
    assert chunks[1].doc == "find the right offset"
    js = "export default (o, c) => c.prototype.x = function () {}\n"
    assert [(c.kind, c.qualified) for c in chunk_file("a.js", js, "javascript")] == [
        ("function", "default")]


def test_javascript_a_factory_bound_or_assigned_to_a_name_holds_its_functions() -> None:
    # stats.js's `var Stats = function () { function showPanel(id) {…} … return { begin:
    # function () {…}, end: function () {…} } }`: bound by `var`, its API was lines of one
    # 106-line chunk, where `function Stats()` held them. So for an arrow bound by `const` and
    # a function assigned to a member (mocha's `Runner.prototype.runTests = function`); a
    # bound function declaring one function stays whole.
    js = ("var Stats = function () {\n  function showPanel(id) {\n    mode = id;\n  }\n"
          "  return {\n    begin: function () {\n      t = 1;\n    },\n"
          "    end: function () {\n      return t;\n    }\n  };\n};\n"
          "const make = () => {\n  function a() {}\n  function b() {}\n};\n"
          "Runner.prototype.run = function () {\n  function next() {}\n  function done() {}\n};\n"
          "var single = function () {\n  function only() {}\n};\n")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunk_file("a.js", js, "javascript")] == [
        ("function", "Stats", 1, 13), ("function", "Stats.showPanel", 2, 4),
        ("method", "Stats.begin", 6, 8), ("method", "Stats.end", 9, 11),
        ("function", "make", 14, 17), ("function", "make.a", 15, 15),
        ("function", "make.b", 16, 16), ("method", "Runner.run", 18, 21),
        ("function", "Runner.run.next", 19, 19), ("function", "Runner.run.done", 20, 20),
        ("function", "single", 22, 24)]


def test_an_exported_let_or_var_is_a_variable_as_an_exported_const_is_a_constant() -> None:
    # yup's locale.ts: `export let mixed: Required<MixedLocale> = {…}`, the default messages a
    # program may replace, was in no chunk; `const` values were. A `let`/`var` not exported
    # (the module's state) and one inside a function stay out, as before.
    ts = ("export const LIMIT = 10;\n"
          "/** Default messages. */\nexport let mixed: Required<MixedLocale> = {\n"
          "  default: '${path} is invalid',\n  notType: (params) => `${params.path} must be`,\n};\n"
          "export var SINK: any = null;\n"
          "let cache = null;\nvar count = 0;\n"
          "function f() {\n  let x = 1;\n  return x;\n}\n")
    for lang in ("typescript", "tsx", "javascript"):
        src = ts if lang != "javascript" else ts.replace(": Required<MixedLocale>", "").replace(
            ": any", "")
        assert [(c.kind, c.qualified, c.start, c.end, c.doc)
                for c in chunk_file("locale.ts", src, lang)] == [
            ("constant", "LIMIT", 1, 1, ""), ("variable", "mixed", 3, 6, "Default messages."),
            ("method", "mixed.notType", 5, 5, ""), ("variable", "SINK", 7, 7, ""),
            ("function", "f", 10, 13, "")]


def test_a_documented_var_is_a_declaration_and_a_function_its_call_wraps() -> None:
    # ramda binds each function with `var` under its JSDoc and exports it at the file's end
    # (`export default all;`): 77 of its 270 were in no chunk, their files whole-file chunks.
    # The function a call wraps is the binding's when it is its namesake, however deep
    # (`_curry2(_dispatchable([…], _xall, function all(…) {…}))`), or when the doc gives
    # the binding parameters (`var head = _curry1(function(list) {…})`). An undocumented
    # `var` stays the module's state, and a documented UPPER_CASE one a constant; nor is a
    # documented `require(…)`, a `let` given no value, or a test suite's state one.
    js = ("/**\n * Returns `true` if all elements match.\n *\n * @param {Function} fn\n */\n"
          "var all = _curry2(_dispatchable(['all'], _xall, function all(fn, list) {\n"
          "  return true;\n}));\n"
          "/**\n * Returns the first element.\n *\n * @param {Array} list\n */\n"
          "var head = _curry1(function(list) {\n  return list[0];\n});\n"
          "/** Adds together all the elements of a list. */\nvar sum = reduce(add, 0);\n"
          "/** The longest name. */\nvar MAX_NAME = 64;\n"
          "var cache = null;\nvar server = http.createServer(function (req, res) {});\n"
          "/** Module dependencies. */\nvar Emitter = require('node:events').EventEmitter;\n"
          "/** @type {string} */\nlet tmpdir;\n"
          "describe('all', function () {\n  /** Shared state. */\n  let i = 0;\n});\n"
          "export default all;\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature)
            for c in chunk_file("source/all.js", js, "javascript")] == [
        ("function", "all", 6, 8,
         "var all = _curry2(_dispatchable(['all'], _xall, function all(fn, list)"),
        ("function", "head", 14, 16, "var head = _curry1(function(list)"),
        ("variable", "sum", 18, 18, "var sum = reduce(add, 0)"),
        ("constant", "MAX_NAME", 20, 20, "var MAX_NAME = 64"),
        ("namespace", "all", 27, 30, "describe('all',")]


def test_a_documented_object_its_members_fill_later_is_no_chunk_of_its_own() -> None:
    # express: `/** Response prototype. */ var res = Object.create(…)` and `/** Application
    # prototype. */ var app = exports = module.exports = {}` are filled by `res.send = function
    # send(…)`, `app.init = …`: once a chunk, the one-line binding took its file's place above
    # them ("Skip Buffer encoding when not generating ETag" showed `var res`, not `send`).
    # An object given its keys where it is bound still holds them.
    js = ("/**\n * Response prototype.\n */\nvar res = Object.create(http.ServerResponse.prototype);\n\n"
          "/**\n * Send a response.\n */\nres.send = function send(body) {\n  return this;\n};\n\n"
          "/** Application prototype. */\nvar app = exports = module.exports = {};\n\n"
          "/** Settings. */\nvar defaults = { etag: true };\n")
    assert [(c.kind, c.qualified) for c in chunk_file("lib/response.js", js, "javascript")] == [
        ("function", "res.send"), ("variable", "defaults")]


def test_a_component_s_script_keeps_its_lines_and_docs() -> None:
    method = _find(_chunks("sample.vue"), "ComplexTable.handleFilter")
    assert (method.start, method.end, method.lang) == (28, 30, "vue")
    assert method.doc == "Filter the list by the query."
    assert method.text.strip().startswith("handleFilter() {")
    component = _find(_chunks("sample.vue"), "ComplexTable", "class")
    assert component.signature == "export default" and "<template>" not in component.text
    increment = _find(_chunks("sample.svelte"), "increment")
    assert increment.signature == "function increment(): void" and increment.lang == "svelte"


def test_a_script_inside_a_bare_block_keeps_its_functions() -> None:
    # Django's admin theme.js wraps the whole script in `{ … }`: it was one whole-file chunk.
    js = ("'use strict';\n{\n    function setTheme(mode) {\n        return mode;\n    }\n\n"
          "    const SelectBox = {\n        init: function(id) {\n            return id;\n"
          "        }\n    };\n}\n")
    assert [(c.kind, c.name, c.start) for c in chunk_file("theme.js", js, "javascript")] == [
        ("function", "setTheme", 3), ("constant", "SelectBox", 7), ("method", "init", 8)]


def test_a_constant_object_of_functions_holds_them_as_methods() -> None:
    # vue-element-admin's store modules: `const actions = { login(…) {…}, getInfo(…) {…} }` was
    # one constant, and "roles must be a non-null array" found no getInfo.
    js = ("const state = { token: '', roles: [] }\n\n"
          "const actions = {\n  // user login\n  login({ commit }, userInfo) {\n"
          "    return userInfo\n  },\n\n  /** Get the user's info. */\n"
          "  getInfo({ state }) {\n    return state.roles\n  },\n"
          "  logout: function () { return 1 },\n  reset: () => 2,\n  limit: 10\n}\n")
    chunks = chunk_file("src/store/modules/user.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("constant", "state", 1, 1), ("constant", "actions", 3, 16),
        ("method", "actions.login", 5, 7), ("method", "actions.getInfo", 10, 12),
        ("method", "actions.logout", 13, 13), ("method", "actions.reset", 14, 14)]
    assert _find(chunks, "actions.getInfo").doc == "Get the user's info."
    # TypeScript's `as const` and `satisfies` wrap the object.
    ts = ("export const api = {\n  get(id: string) { return id },\n} as const\n\n"
          "export const handlers = {\n  run() { return 1 },\n} satisfies Record<string, () => number>\n")
    assert [c.qualified for c in chunk_file("api.ts", ts, "typescript")] == [
        "api", "api.get", "handlers", "handlers.run"]
    # The constant keeps only what no method holds.
    assert "state.roles" not in _find(chunks, "actions").text


def test_a_let_or_var_object_of_functions_holds_them_as_methods() -> None:
    # Handlebars' logger.js: `let logger = { lookupLevel: function (level) {…}, log … }` was in
    # no chunk (a `let` not exported is state), so the file was one whole-file chunk. An
    # object of methods is no state, whatever keyword binds it; a `let` of data still is.
    js = ("let logger = {\n  level: 'info',\n\n  // Maps a given level value to the index.\n"
          "  lookupLevel: function (level) {\n    return level;\n  },\n\n"
          "  log(level, ...message) {\n    console.log(message);\n  },\n};\n\n"
          "var cache = { size: 0 };\nexport default logger;\n")
    chunks = chunk_file("lib/handlebars/logger.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("variable", "logger", 1, 12), ("method", "logger.lookupLevel", 5, 7),
        ("method", "logger.log", 9, 11)]
    assert _find(chunks, "logger.lookupLevel").doc == "Maps a given level value to the index."

def test_a_class_or_an_object_of_methods_assigned_to_module_exports_is_chunked() -> None:
    # koa: `module.exports = class Application …` and `module.exports = { get body() {…} }`
    # gave application.js 3 chunks and request.js 4, none of them `use` or `body`.
    js = ("module.exports = class Application extends Emitter {\n"
          "  /** Use the given middleware `fn`. */\n  use (fn) {\n"
          "    if (typeof fn !== 'function') throw new TypeError('middleware must be a function!')\n"
          "    return this\n  }\n}\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib/application.js", js, "javascript")] == [
        ("class", "Application", 1), ("method", "Application.use", 3)]
    js = ("module.exports = {\n  /** Get the request body. */\n  get body () {\n"
          "    return this._body\n  },\n\n  redirect (url) {\n    this.url = url\n  },\n\n"
          "  limit: 10\n}\n")
    chunks = chunk_file("lib/response.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("constant", "module.exports", 1), ("property", "module.exports.body", 3),
        ("method", "module.exports.redirect", 7)]
    assert _find(chunks, "module.exports.body").doc == "Get the request body."
    # An anonymous class is the module's, named as the object form names it; a prototype
    # assigned an object of functions (`Foo.prototype = {…}`) gives them to `Foo`, as
    # `Foo.prototype.bar = function` does, with no chunk of the object's own.
    js = "module.exports = class extends Base {\n  run () {\n    return 1\n  }\n}\n"
    assert [c.qualified for c in chunk_file("lib/job.js", js, "javascript")] == [
        "module.exports", "module.exports.run"]
    js = "Foo.prototype = {\n  bar () {\n    return 1\n  }\n}\n"
    assert [c.qualified for c in chunk_file("lib/foo.js", js, "javascript")] == ["Foo.bar"]
    # A plain value or a required module stays what it was: no chunk of its own.
    assert chunk_file("lib/index.js", "module.exports = require('./application')\n",
                      "javascript")[0].kind == "file"


def test_module_exports_object_assign_gives_its_methods_to_the_target() -> None:
    # `module.exports = Object.assign(Components, {…})` gives its methods to `Components`, as
    # the statement alone does: every rule calls `Components.detect(…)`, which was named
    # `module.exports.detect`.
    js = ("class Components {\n  list() {\n    return 1;\n  }\n}\n\n"
          "module.exports = Object.assign(Components, {\n  detect(rule) {\n    return rule;\n  },\n});\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib/util/Components.js", js, "javascript")] == [
        ("class", "Components", 1), ("method", "Components.list", 2), ("method", "Components.detect", 8)]


def test_a_function_a_call_wraps_in_an_objects_property_is_its_method() -> None:
    # eslint-plugin-react: `module.exports = { meta: {…}, create: Components.detect((context,
    # components, utils) => {…}) }` held no method, so 30 of its rules (display-name.js's 370
    # lines) were in no chunk. The wrapped function is the property's method, a factory of
    # the helpers it declares as a method's body is; a call wrapping no function stays a value.
    js = ("'use strict';\n\n"
          "/** @type {import('eslint').Rule.RuleModule} */\n"
          "module.exports = {\n"
          "  meta: {\n    messages,\n  },\n\n"
          "  create: Components.detect((context, components, utils) => {\n"
          "    /** Reports a missing name. */\n"
          "    function reportMissingDisplayName(component) {\n      return component;\n    }\n\n"
          "    function hasTranspilerName(node) {\n      return !!node.id;\n    }\n\n"
          "    return {\n      'Program:exit'() {\n        reportMissingDisplayName(1);\n      },\n    };\n"
          "  }),\n"
          "  schema: getSchema(),\n"
          "};\n")
    chunks = chunk_file("lib/rules/display-name.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("constant", "module.exports", 4, 26),
        ("method", "module.exports.create", 9, 24),
        ("function", "module.exports.create.reportMissingDisplayName", 11, 13),
        ("function", "module.exports.create.hasTranspilerName", 15, 17),
        ("method", "module.exports.create.Program:exit", 20, 22)]
    assert _find(chunks, "module.exports.create").signature == \
        "create: Components.detect((context, components, utils) =>"
    assert _find(chunks, "module.exports.create.reportMissingDisplayName").doc == \
        "Reports a missing name."
    # A call over a value's methods (`.map(…)`, `.then(…)`) computes a value: no method.
    js = "const table = {\n  rows: list.map((x) => x * 2),\n  load() {\n    return 1;\n  },\n};\n"
    assert [c.qualified for c in chunk_file("lib/table.js", js, "javascript")] == [
        "table", "table.load"]


def test_a_function_in_parentheses_as_an_objects_property_is_its_method() -> None:
    # eslint-plugin-react's no-unused-class-component-methods: `create: ((context) => {…})`,
    # 91 lines, was in no chunk; the parentheses change nothing.
    js = ("module.exports = {\n  meta: { docs: {} },\n"
          "  create: ((context) => {\n    function isKeyLiteralLike(node) { return !!node; }\n"
          "    return { ClassDeclaration(node) { isKeyLiteralLike(node); } };\n  }),\n"
          "  other: (function named(a) { return a; }),\n};\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib/rules/x.js", js, "javascript")] == [
        ("constant", "module.exports", 1), ("method", "module.exports.create", 3),
        ("function", "module.exports.create.isKeyLiteralLike", 4),
        ("method", "module.exports.create.ClassDeclaration", 5),
        ("method", "module.exports.other", 7)]


def test_the_code_an_export_default_expression_holds_is_chunked() -> None:
    # axios: `export default isHttpAdapterSupported && function httpAdapter(config) {…}` left
    # lib/adapters/http.js's 525 lines of adapter in no chunk (a trace's frames at its lines
    # found nothing), and `export default (config) => {…}` made its file one whole-file chunk.
    js = ("const isOk = true;\n\n"
          "export default isOk && function httpAdapter(config) {\n"
          "  return wrap(async function dispatchHttpRequest(resolve) {\n"
          "    req.on('error', function handleRequestError(err) {\n      resolve(err);\n    });\n"
          "  });\n}\n")
    chunks = chunk_file("lib/adapters/http.js", js, "javascript")
    assert [(c.kind, c.name, c.start, c.end) for c in chunks] == [
        ("constant", "isOk", 1, 1), ("function", "httpAdapter", 3, 9)]
    assert chunks[1].signature == "function httpAdapter(config)"
    assert {"dispatchHttpRequest", "handleRequestError"} <= set(chunks[1].inner)
    for js, signature in [("export default (config) => {\n  return config;\n}\n", "(config) =>"),
                          ("export default ok && (async (config) => {\n  return 1;\n});\n",
                           "async (config) =>")]:
        chunks = chunk_file("lib/helpers/resolveConfig.ts", js, "typescript")
        assert [(c.kind, c.name, c.signature) for c in chunks] == [("function", "default", signature)]
    # Every function it holds: a component and its comparator, both branches of a choice.
    wrapped = ("export default React.memo(function Button(props) {\n  return props.label;\n"
               "}, (prev, next) => prev.id === next.id);\n")
    assert [(c.name, c.start, c.end) for c in chunk_file("Button.jsx", wrapped, "javascript")] == [
        ("Button", 1, 3), ("default", 3, 3)]
    either = ("export default isBrowser ? function xhrAdapter(c) {\n  return 1;\n"
              "} : function httpAdapter(c) {\n  return 2;\n};\n")
    assert [c.name for c in chunk_file("adapter.js", either, "javascript")] == [
        "xhrAdapter", "httpAdapter"]
    # At whatever depth each is: a function in a call on one side, an arrow on the other.
    mixed = "export default isNode ? (x) => x : wrap(function persistSession() {\n  return 1;\n});\n"
    assert sorted(c.name for c in chunk_file("session.js", mixed, "javascript")) == [
        "default", "persistSession"]
    # axios's cookies.js: a browser's object of methods, or a stub's, each a constant of its
    # methods (its other lines stay in it).
    either = ("export default hasBrowser ?\n  {\n    read(name) {\n      return match(name);\n    },\n"
              "    n: 1,\n  }\n  :\n  {\n    read() {\n      return null;\n    },\n  };\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("lib/helpers/cookies.js", either,
                                                             "javascript")] == [
        ("constant", "default", 2), ("method", "default.read", 3), ("constant", "default", 9),
        ("method", "default.read", 10)]
    # A value that holds no function stays what it was.
    # An object of methods passed to a call is one too (a Vite config); an Ember component's,
    # `Component.extend({…})`, a class (``test_javascript_an_extend_call_exported_is_a_class``):
    # its values stay in it, found by their words where they are written.
    ember = ("export default Component.extend({\n  tagName: 'div',\n  didInsertElement() {\n"
             "    this._super();\n  },\n  actions: {\n    save() {\n      return 1;\n    },\n  },\n});\n")
    chunks = chunk_file("app/components/x.js", ember, "javascript")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("class", "x", 1), ("method", "x.didInsertElement", 3),
        ("method", "x.save", 7)]
    assert "tagName: 'div'" in chunks[0].text and "this._super" not in chunks[0].text
    for js in ["export default typeof Blob !== 'undefined' ? Blob : null\n",
               "export default defineConfig({\n  plugins: [],\n});\n"]:
        assert [c.kind for c in chunk_file("a.js", js, "javascript")] == ["file"]


def test_a_jsdoc_block_declaring_its_own_type_is_no_doc_of_the_code_under_it() -> None:
    # sinon's `/** @callback RestorerFunction @returns {void} */` over `const forEach = …` and
    # knex's `/** @typedef {…} DriverName */` over `defaultDbs` document the type they name.
    # A `@typedef` beside the function's own `@param`s, or after prose, stays its doc.
    js = ("/**\n * @callback RestorerFunction\n * @returns {void}\n */\n"
          "const forEach = arrayProto.forEach;\n\n"
          "/** @typedef {import('knex').Knex} Knex */\nconst dbs = [1];\n\n"
          "/**\n * @typedef {object} Certificate\n * @param {*} attrs\n */\n"
          "function generate(attrs) {}\n\n"
          "/**\n * Return a migration file.\n * @typedef {Function} Migrate\n */\n"
          "function migration(m) {}\n")
    assert [(c.name, c.doc) for c in chunk_file("a.js", js, "javascript")] == [
        ("forEach", ""), ("dbs", ""),
        ("generate", "@typedef {object} Certificate @param {*} attrs"),
        ("migration", "Return a migration file. @typedef {Function} Migrate")]


def test_javascript_functions_inside_an_assigned_wrapper_are_file_scope() -> None:
    # TypeScript's ES5 classes, `var Animal = (function () { … }())`: the whole 1,600 lines
    # of a bundled typeahead.js were in no chunk; a wrapper that declares nothing is a value.
    js = ("var Animal = (function () {\n"
          "    function Animal(name) { this.name = name; }\n"
          "    /** Moves it. */\n"
          "    Animal.prototype.move = function (d) { return d; };\n"
          "    return Animal;\n"
          "}());\n"
          "const isNode = (() => { const r = typeof process; return r; })();\n")
    chunks = chunk_file("animal.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.doc) for c in chunks] == [
        ("function", "Animal", 2, ""), ("method", "Animal.move", 4, "Moves it."),
        ("constant", "isNode", 7, "")]


def test_js_a_documented_or_exported_value_set_on_an_object_is_its_property() -> None:
    # ejs's documented settings (`ejs.localsName = _DEFAULT_LOCALS_NAME` under its JSDoc,
    # `ejs.promiseImpl`, `ejs.escapeXML`) were in no chunk: a search for `promiseImpl` found
    # only its uses. So were express's `exports.json = bodyParser.json` and mysql's error
    # codes. An undocumented one (`app.locals.x = 1`), `module.exports = View` and a name
    # exported as itself (`exports.Router = Router`, declared above) are none.
    source = ("const ejs = {};\nconst Router = require('./router');\n\n"
              "/**\n * Name of the object containing the locals.\n *\n * @type {String}\n */\n\n"
              "ejs.localsName = 'locals';\n\n"
              "/** Promise implementation. */\nejs.promiseImpl = globalThis.Promise;\n\n"
              "ejs.undocumented = 1;\napp.locals.title = 'x';\n"
              "exports.json = bodyParser.json;\nexports.Router = Router;\n"
              "exports.ER_ACCESS_DENIED_ERROR = 1045;\nmodule.exports = View;\n")
    chunks = chunk_file("lib/ejs.js", source, "javascript")
    assert [(c.kind, c.container, c.name, c.start, c.doc) for c in chunks] == [
        ("constant", "", "ejs", 1, ""),
        ("property", "ejs", "localsName", 10, "Name of the object containing the locals.\n@type {String}"),
        ("property", "ejs", "promiseImpl", 13, "Promise implementation."),
        ("property", "exports", "json", 17, ""),
        ("property", "exports", "ER_ACCESS_DENIED_ERROR", 19, "")]


def test_js_an_object_documenting_its_keys_holds_them_as_properties() -> None:
    # qa26: chai's `export const config = { /** ### config.truncateThreshold … */
    # truncateThreshold: 40, … }` was one `constant config`: a search for truncateThreshold
    # found its tests. An object documenting a key in ten (axios's `defaults`), or titling
    # sections of keys (fastify's `/** Basic */` over its error codes), holds no settings.
    source = ("export const config = {\n"
              "  /**\n   * ### config.includeStack\n   *\n   * Whether the stack is shown.\n   */\n"
              "  includeStack: false,\n\n"
              "  /** Length past which values are truncated. */\n  truncateThreshold: 40,\n"
              "  deepEqual: null,\n"
              "};\n\n"
              "const codes = {\n  /** Basic */\n  FST_A: 1,\n  FST_B: 2,\n  FST_C: 3,\n};\n")
    chunks = chunk_file("lib/config.js", source, "javascript")
    assert [(c.kind, c.container, c.name, c.start, c.doc) for c in chunks] == [
        ("constant", "", "config", 1, ""),
        ("property", "config", "includeStack", 7, "### config.includeStack\nWhether the stack is shown."),
        ("property", "config", "truncateThreshold", 10, "Length past which values are truncated."),
        ("constant", "", "codes", 14, "")]


def test_a_triple_slash_line_is_no_doc_in_javascript_and_typescript() -> None:
    # pino.d.ts's `/// Exported types and interfaces` was BaseLogger's doc, and as a doc
    # comment it left out the plain comment below it. In JavaScript and TypeScript `///`
    # opens a directive (`/// <reference types="node" />`) or a banner; JSDoc is `/** */`.
    ts = ("/// <reference types=\"node\" />\n"
          "export declare namespace pino {\n"
          "    /// Exported types and interfaces\n"
          "    export interface BaseLogger {}\n\n"
          "    /// Exported functions\n"
          "    // Creates a child logger.\n"
          "    export function child(): BaseLogger;\n"
          "}\n")
    assert [(c.name, c.doc) for c in chunk_file("pino.d.ts", ts, "typescript")] == [
        ("pino", ""), ("BaseLogger", ""), ("child", "Creates a child logger.")]
    js = "/// =============== Reducers\nfunction reducer(state) { return state }\n"
    assert [(c.name, c.doc) for c in chunk_file("redux.js", js, "javascript")] == [("reducer", "")]
    # Where `///` is the language's doc comment it stays one.
    for path, lang, source in [
            ("lib.rs", "rust", "// plain\n/// Frees it.\nfn free() {}\n"),
            ("A.cs", "csharp", "/// <summary>Frees it.</summary>\nclass A {}\n"),
            ("a.swift", "swift", "/// Frees it.\nfunc free() {}\n"),
            ("a.dart", "dart", "/// Frees it.\nvoid free() {}\n"),
            ("a.cpp", "cpp", "/// Frees it.\nvoid free();\n")]:
        assert chunk_file(path, source, lang)[0].doc == "Frees it.", lang


def test_javascript_members_defined_by_object_calls_are_chunks() -> None:
    # fastify's lib/request.js defines 20 Request members with `Object.defineProperties(
    # Request.prototype, {…})`; none was in a chunk (the file's last one ended above it).
    js = ("function Request () {}\n\nObject.defineProperties(Request.prototype, {\n"
          "  /** The host name. */\n  hostname: {\n    get () {\n      return this.host\n    }\n  },\n"
          "  validateInput: {\n    value: function (input, schema) {\n      return input\n    }\n  },\n"
          "  level: { set: function (v) { this.l = v }, get: function () { return this.l } },\n"
          "  limit: { value: 10, writable: true }\n})\n\n"
          "// The route's name.\nObject.defineProperty(Request.prototype, 'name', {\n"
          "  get () { return this.n }\n})\n"
          "Object.assign(Request.prototype, { run () { return 1 }, stop: async () => 2, n: 1 })\n"
          "utils.inherits(AxiosError, Error, {\n  toJSON: function toJSON () {\n    return {}\n  }\n})\n"
          # Not a constructor's members: an object built, `this`, an unknown call.
          "Object.assign({}, { a () {} })\nObject.assign(this, { b () {} })\n"
          "register(Request, { c () {} })\n"
          # Compiled TypeScript's re-export: no member of `exports`.
          "Object.defineProperty(exports, 'x', { enumerable: true, get: function () { return m.x } })\n")
    chunks = chunk_file("lib/request.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature) for c in chunks] == [
        ("function", "Request", 1, 1, "function Request ()"),
        ("property", "Request.hostname", 5, 9, "get hostname()"),
        ("method", "Request.validateInput", 10, 14, "validateInput(input, schema)"),
        ("property", "Request.level", 15, 15, "get level()"),
        ("property", "Request.name", 20, 22, "get name()"),
        ("method", "Request.run", 23, 23, "run ()"),
        ("method", "Request.stop", 23, 23, "stop: async () =>"),
        ("method", "AxiosError.toJSON", 25, 27, "toJSON: function toJSON ()")]
    assert _find(chunks, "Request.hostname").doc == "The host name."
    assert _find(chunks, "Request.name").doc == "The route's name."


def test_javascript_prototype_object_methods_are_the_constructors() -> None:
    # handlebars's `Compiler.prototype = { equals: function (other) {…}, … }`: the compiler's
    # 40 methods, 430 lines, were in no chunk. Named as `Compiler.prototype.x = function` is.
    js = ("function Compiler() {}\n\nCompiler.prototype = {\n  compiler: Compiler,\n\n"
          "  // Compares two compilers.\n  equals: function (other) {\n    return this === other\n"
          "  },\n  accept(node) {\n    return node\n  },\n  run: async () => 1,\n};\n"
          "a.b.prototype = { c: function () {} }\n"
          # Not a prototype's members: a value, an object without functions, a computed owner.
          "x.options = { d: function () {} }\nY.prototype = { e: 1 }\n"
          "f().prototype = { g: function () {} }\n")
    chunks = chunk_file("lib/compiler.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "Compiler", 1, 1, "function Compiler()", ""),
        ("method", "Compiler.equals", 7, 9, "equals: function (other)", "Compares two compilers."),
        ("method", "Compiler.accept", 10, 12, "accept(node)", ""),
        ("method", "Compiler.run", 13, 13, "run: async () =>", ""),
        ("method", "a.b.c", 15, 15, "c: function ()", "")]


def test_javascript_an_extend_call_of_methods_is_a_class() -> None:
    # nsq's Backbone views, `var AppView = BaseView.extend({ initialize: function () {…} })`:
    # each file was one whole-file chunk. The object's functions are the class's methods.
    js = ("var BaseView = require('./base');\n\n/** The top view. */\n"
          "var AppView = BaseView.extend({\n  el: '#container',\n  events: { 'click a': 'go' },\n\n"
          "  // Sets it up.\n  initialize: function() {\n    this.x = 1;\n  },\n\n"
          "  render() {\n    return this;\n  }\n}, { create: function () {} });\n"
          "App.Views.Topic = Backbone.View.extend({\n  render: function () { return this; }\n});\n"
          # Not classes: an extend of values (zod's schemas), another call of methods.
          "const Person = Base.extend({ name: z.string() });\n"
          "const Node = Object.freeze({ is(n) { return n } });\n")
    chunks = chunk_file("views/app.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("class", "AppView", 4, 16, "var AppView = BaseView.extend({…}, …)", "The top view."),
        ("method", "AppView.initialize", 9, 11, "initialize: function()", "Sets it up."),
        ("method", "AppView.render", 13, 15, "render()", ""),
        ("class", "App.Views.Topic", 17, 19, "App.Views.Topic = Backbone.View.extend({…})", ""),
        ("method", "App.Views.Topic.render", 18, 18, "render: function ()", ""),
        ("constant", "Person", 20, 20, "const Person = Base.extend({ name: z.string() })", ""),
        ("constant", "Node", 21, 21, "const Node = Object.freeze({ is(n) { return n } })", "")]


def test_javascript_an_extend_call_exported_is_a_class() -> None:
    # joi's 13 types, `module.exports = Any.extend({…})`, were constants `module.exports` with
    # no signature: an exported extend call is a class as `var X = Base.extend({…})` is, named
    # as an anonymous class exported so is (`module.exports = class {…}`, `export default
    # class {…}`), its header the statement's.
    cjs = ("const Any = require('./any');\n\nmodule.exports = Any.extend({\n  type: 'string',\n\n"
           "  validate(value) {\n    return value;\n  }\n});\n")
    esm = "export default Component.extend({\n  didInsertElement() {}\n});\n"
    assert [(c.kind, c.qualified, c.start, c.end, c.signature)
            for c in chunk_file("lib/types/string.js", cjs, "javascript")
            + chunk_file("app/x.js", esm, "javascript")] == [
        ("class", "module.exports", 3, 9, "module.exports = Any.extend({…})"),
        ("method", "module.exports.validate", 6, 8, "validate(value)"),
        ("class", "x", 1, 3, "export default Component.extend({…})"),
        ("method", "x.didInsertElement", 2, 2, "didInsertElement()")]


def test_javascript_functions_a_module_exports_call_holds_are_chunks() -> None:
    # The fastify plugin's shape: `export default fp(async function myPlugin …)` gave
    # `myPlugin`, the CommonJS `module.exports = fp(…)` nothing (fastify's
    # test/plugin.helper.js was one whole-file chunk).
    js = ("'use strict'\nconst fp = require('fastify-plugin')\n\n/** Decorates the instance. */\n"
          "module.exports = fp(async function myPlugin (fastify, opts) {\n"
          "  fastify.decorate('x', 1)\n}, { name: 'my' })\n")
    chunks = chunk_file("plugin.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks] == [
        ("function", "myPlugin", 5, 7, "async function myPlugin (fastify, opts)",
         "Decorates the instance.")]
    # An anonymous one is the module's, as `module.exports = function () {…}` is.
    js = "module.exports = deprecate(function (a) {\n  return a\n}, 'use b')\n"
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunk_file("a.js", js, "javascript")] == [
        ("function", "module.exports", 1, 3)]
    # A call holding no function stays a value of the file.
    assert chunk_file("index.js", "module.exports = createApp({ port: 1 })\n",
                      "javascript")[0].kind == "file"


def test_javascript_export_properties_wrapping_a_function_are_functions() -> None:
    # speakeasy's `exports.generate_key = util.deprecate(function (options) {…}, '…')` and an
    # AWS Lambda's `module.exports.handler = middy(async (event) => {…}).use(cors())` were in
    # no chunk, while `exports.x = function …` is a function `x` of `exports`.
    js = ("/** Plain. */\nexports.plain = function (a) {\n  return a\n}\n"
          "/** Deprecated. */\nexports.old = util.deprecate(function old (a) {\n"
          "  return a\n}, 'x')\n"
          "/** The handler. */\nmodule.exports.handler = middy(async (event) => {\n  return 1\n})"
          ".use(cors())\n"
          "module.exports.nested = middy(\n  middleware((event) => {\n    return 2\n  })\n)\n"
          "exports.hotp.verify = deprecate(function (o) {\n  return o\n})\n"
          "exports.methods = METHODS.map((method) => method.toLowerCase())\n"
          "module.exports.chained = middy(handler).use(auth())\n"
          "app.handle = wrap(function (req) {\n  return req\n})\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("index.js", js, "javascript")] == [
        ("function", "exports.plain", 2, 4, "exports.plain = function (a)", "Plain."),
        ("function", "exports.old", 6, 8, "exports.old = util.deprecate(function old (a)",
         "Deprecated."),
        ("function", "module.exports.handler", 10, 12,
         "module.exports.handler = middy(async (event) =>", "The handler."),
        ("function", "module.exports.nested", 13, 17,
         "module.exports.nested = middy(middleware((event) =>", ""),
        ("function", "exports.hotp.verify", 18, 20,
         "exports.hotp.verify = deprecate(function (o)", ""),
        # A call wrapping no function (an array's `.map`, a built handler) is an exported
        # value, a property as `exports.json = bodyParser.json` is.
        ("property", "exports.methods", 21, 21,
         "exports.methods = METHODS.map((method) => method.toLowerCase())", ""),
        ("property", "module.exports.chained", 22, 22,
         "module.exports.chained = middy(handler).use(auth())", "")]


def test_javascript_an_export_computed_by_a_call_is_a_property() -> None:
    # debug's documented `exports.inspectOpts = Object.keys(process.env).filter(…).reduce(…)`,
    # which reads the `DEBUG_*` variables, and express's `exports.etag =
    # createETagGenerator({ weak: false })` were in no chunk: a call holding no function was
    # no export. A call that is not an export's (`el.onclick = debounce(handler)`) stays none.
    js = ("/**\n * Build up the default `inspectOpts` object from the environment variables.\n"
          " */\n\n"
          "exports.inspectOpts = Object.keys(process.env).filter(key => {\n"
          "  return /^debug_/i.test(key);\n"
          "}).reduce((obj, key) => {\n  obj[key] = process.env[key];\n  return obj;\n}, {});\n\n"
          "/** Return strong ETag for `body`. */\n"
          "exports.etag = createETagGenerator({ weak: false })\n"
          "el.onclick = debounce(handler)\n"
          # Another module's export handed on is no value of this one (winston's
          # `exports.Logger = require('./winston/logger')`, mysql's 23 packets).
          "exports.Logger = require('./winston/logger')\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.doc)
            for c in chunk_file("src/node.js", js, "javascript")] == [
        ("property", "exports.inspectOpts", 5, 10,
         "Build up the default `inspectOpts` object from the environment variables."),
        ("property", "exports.etag", 13, 13, "Return strong ETag for `body`.")]


def test_javascript_export_properties_assigned_an_object_of_methods_are_constants() -> None:
    # winston's common.js: `exports.warn = { deprecated(prop) {…}, forFunctions(…) {…} }`,
    # the helpers winston.js calls as `warn.forFunctions(…)`, was one whole-file chunk; it is
    # a constant of its methods, as `export const warn = {…}` and `module.exports = {…}` are.
    # An export assigned a plain object is a property (a value); another member assigned one,
    # undocumented, is none.
    js = ("'use strict';\n\n/**\n * Deprecation notices.\n * @private\n */\nexports.warn = {\n"
          "  deprecated(prop) {\n    return prop;\n  },\n"
          "  useFormat: function (prop) {\n    return prop;\n  }\n};\n"
          "module.exports.levels = {\n  get(x) { return x; }\n};\n"
          "exports.config = { a: 1 };\n"
          "Foo.prototype.helpers = {\n  run() { return 1; }\n};\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("common.js", js, "javascript")] == [
        ("constant", "exports.warn", 7, 14, "exports.warn = {…}",
         "Deprecation notices. @private"),
        ("method", "exports.warn.deprecated", 8, 10, "deprecated(prop)", ""),
        ("method", "exports.warn.useFormat", 11, 13, "useFormat: function (prop)", ""),
        ("constant", "module.exports.levels", 15, 17, "module.exports.levels = {…}", ""),
        ("method", "module.exports.levels.get", 16, 16, "get(x)", ""),
        ("property", "exports.config", 18, 18, "exports.config = { a: 1 }", "")]


def test_javascript_a_class_assigned_to_a_member_is_a_class_of_that_name() -> None:
    # joi's cache.js: `internals.Cache = class { set(key, value) {…} _compact() {…} }`, its
    # LRU cache, and its methods were in no chunk; `const X = class` and `module.exports =
    # class X` were. Named by the member, as a function assigned to one is.
    js = ("'use strict';\n\nconst internals = {};\n\n// Least Recently Used (LRU) Cache\n"
          "internals.Cache = class {\n\n    constructor(options = {}) {\n"
          "        this._max = options.max;\n    }\n\n    set(key, value) {\n"
          "        this._compact();\n    }\n\n    _compact() {\n        return 1;\n    }\n};\n\n"
          "exports.Other = class Impl extends Base {\n    stop() {}\n};\n")
    assert [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("cache.js", js, "javascript")] == [
        ("constant", "internals", 3, 3, "const internals = {}", ""),
        ("class", "internals.Cache", 6, 19, "internals.Cache = class",
         "Least Recently Used (LRU) Cache"),
        ("constructor", "internals.Cache.constructor", 8, 10, "constructor(options = {})", ""),
        ("method", "internals.Cache.set", 12, 14, "set(key, value)", ""),
        ("method", "internals.Cache._compact", 16, 18, "_compact()", ""),
        ("class", "exports.Other", 21, 23, "exports.Other = class Impl extends Base", ""),
        ("method", "exports.Other.stop", 22, 22, "stop()", "")]


def test_an_anonymous_class_exported_as_default_is_named_by_its_file() -> None:
    # maybe's 43 Stimulus controllers (`export default class extends Controller` in
    # bulk_select_controller.js) were each a class `default`, their 334 members `default.connect`;
    # Stimulus knows each by its file (`data-controller="bulk-select"`). Another anonymous
    # class keeps the name it had: a binding's, or `default`.
    js = ('import { Controller } from "@hotwired/stimulus";\n\n'
          '// Connects to data-controller="bulk-select"\n'
          'export default class extends Controller {\n  static targets = ["row"];\n\n'
          '  connect() {\n    this.update();\n  }\n}\n')
    chunks = chunk_file("app/javascript/controllers/bulk_select_controller.js", js, "javascript")
    assert [(c.kind, c.qualified, c.start, c.signature) for c in chunks] == [
        ("class", "bulk_select_controller", 4, "class extends Controller"),
        ("property", "bulk_select_controller.targets", 5, 'static targets = ["row"]'),
        ("method", "bulk_select_controller.connect", 7, "connect()")]
    assert chunks[0].doc == 'Connects to data-controller="bulk-select"'
    ts = "export default class extends Base {\n  run(a: number) { return a; }\n}\n"
    assert [c.qualified for c in chunk_file("src/runner.ts", ts, "typescript")] == [
        "runner", "runner.run"]
    bound = "const X = class {\n  go() {}\n};\nregister(class {\n  stop() {}\n});\n"
    assert [c.qualified for c in chunk_file("src/a.js", bound, "javascript")] == ["X", "X.go"]



def test_what_an_exported_default_call_makes_is_named_by_its_file() -> None:
    # nestjs-boilerplate's config factories (`src/**/config/*.config.ts`, `export default
    # registerAs('app', () => ({…}))`) were each `function default`; their file names them,
    # as it does an anonymous default class. A default arrow exported bare stays `default`.
    ts = ("import { registerAs } from '@nestjs/config';\n\n"
          "export default registerAs<AppConfig>('app', () => {\n"
          "  validateConfig(process.env, EnvironmentVariablesValidator);\n"
          "  return { port: 3000 };\n});\n")
    chunks = chunk_file("src/config/app.config.ts", ts, "typescript")
    assert [(c.kind, c.qualified) for c in chunks] == [("function", "app")]
    named = "export default memo(function Button(props) {\n  return props.x;\n});\n"
    assert [c.qualified for c in chunk_file("src/Button.js", named, "javascript")] == ["Button"]
    bare = "export default (o, c, d) => {\n  c.prototype.x = 1\n}\n"
    assert [c.qualified for c in chunk_file("src/plugin/index.js", bare, "javascript")] == [
        "default"]
