"""JavaScript and TypeScript names bound at module scope (`const`, `let`, `var`), the
file-wide wrappers whose functions are the file's own, and whether a value is documented
(see ``grammars_js.py``, whose rules these are)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, field_text, has_token, is_constant_name, text,
)
from codesift.chunk.comments import attached, is_doc_comment
from codesift.chunk.grammars_js_calls import (
    WRAPPER_CALLS, JS_FUNCTIONS, JS_OUTER, OBJECT_SCOPE, has_methods,
)
from codesift.chunk.grammars_js_es5 import extended_prototype, extended_signature
from codesift.chunk.grammars_js_factories import JS_DECLARATIONS, factory_members, js_value
from codesift.lazy_re import lazy

if TYPE_CHECKING:
    from tree_sitter import Node


def js_variables(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Module-level `const f = () => …` (function), `const X = …` (constant) and an exported
    `let`/`var` (variable): yup's locale.ts `export let mixed: Required<MixedLocale> = {…}`,
    the default messages a program may replace, was in no chunk. A `let`/`var` not exported
    is the module's state (`let cache = null`), no declaration of its own, unless it holds an
    object of methods or its name is UPPER_CASE: code written before `const` (mime-types'
    `var EXTRACT_TYPE_REGEXP = /…/`, `var FACET_SCORES = {…}`) marks its constants so, and
    they were in no chunk. In a factory's body (``grammars_js._js_function``) only its
    functions are."""
    # A factory names its functions with `const` as often as with `function`: ofetch's
    # `createFetch` holds `const $fetchRaw = async function $fetchRaw(…) {…}`, its whole
    # request pipeline, 170 lines that were in no chunk of their own while the `function
    # onError` beside them was one. Its other locals are its state, as a module's `let` is.
    in_factory = scope.kind == "function"
    if scope.kind not in JS_OUTER and not in_factory:
        return None
    is_const = has_token(node, "const")
    # A `/** … */` above a module's `var` or `let` says it is the module's API, not its
    # state: ramda binds each of its 270 functions so (`/** Returns `true` if all elements …
    # */ var all = _curry2(…)`, exported at the file's end by `export default all;`), and 77
    # of them were in no chunk, their files whole-file chunks. Not in a test suite's
    # callback (mocha's `/** @type {string} */ let tmpdir;` is a case's state).
    doc = _doc_comment(node, src) if scope.kind == "" else None
    exported = node.parent is not None and node.parent.type == "export_statement"
    valued = is_const or exported
    declarators = [c for c in node.named_children if c.type == "variable_declarator"]
    out: list[Decl] = []
    for declarator in declarators:
        key = declarator.child_by_field_name("name")
        if key is not None and key.type == "array_pattern" and not in_factory:
            out.extend(_unpacked(node if len(declarators) == 1 else declarator, key, declarator,
                                 "constant" if is_const else "variable", exported, src))
            continue
        if key is None or key.type != "identifier":
            continue  # destructuring: `const { a, b } = …`, mostly another module's names
        name = text(key, src)
        target = node if len(declarators) == 1 else declarator
        value = js_value(declarator.child_by_field_name("value"))
        # Documented and given a value there, not another module's (`/** Module dependencies.
        # */ var EventEmitter = require("node:events").EventEmitter`) nor one assigned later.
        stated = doc is not None and value is not None and not _is_require(value, src, True) \
            and not _filled_later(value, src)
        # Three letters at least: a minified file's `var E=…,D=…` are no constants.
        upper = len(name) > 2 and is_constant_name(name) and value is not None
        value_kind = "constant" if is_const or upper and not exported else "variable"
        if in_factory:
            if value is not None and value.type in JS_FUNCTIONS:
                out.append(_bound_function(target, name, value, src))
            continue
        bodies = [b for b in wrapper_bodies(value) if declares(b)] if value is not None else []
        if bodies:
            # TypeScript's ES5 classes and the module pattern, `var Animal = (function () {
            # function Animal(n) {…} Animal.prototype.move = …; return Animal; }())`: the
            # functions inside are the file's own (none was in any chunk).
            out.extend(Decl(target, "", "", members=body) for body in bodies)
        wrapped = _wrapped_namesake(value, name, src)
        if wrapped is None and stated and value.type == "call_expression" \
                and _CALLABLE_TAGS.search(doc):
            # A doc giving the binding parameters makes the function a call wraps its code,
            # named or not: ramda's `var head = _curry1(function(list) {…})`.
            wrapped = _last_function(value)
        if value is not None and value.type in JS_FUNCTIONS:
            out.append(_bound_function(target, name, value, src))
        elif wrapped is not None:
            # `const helmet: Helmet = Object.assign(function helmet(options) {…}, {…})`,
            # React's `const Row = memo(function Row(props) {…})`: the binding is that
            # function, signed by its parameters; it was a constant `helmet` with none.
            body = wrapped.child_by_field_name("body")
            out.append(Decl(target, "function", name, body=body, members=factory_members(body, src),
                            sig_end=body.start_byte if body is not None else -1))
        elif value is not None and value.type == "class":
            body = value.child_by_field_name("body")
            out.append(Decl(target, "class", name, body=body, members=body))
        elif (proto := extended_prototype(value, src)) is not None:
            # An ES5 class, `var AppView = BaseView.extend({ render: function () {…} })`: its
            # object's functions are its methods, as a class body's are; nsq's 17 Backbone
            # views, models and router were each one whole-file chunk.
            out.append(Decl(target, "class", name, members=proto, scope_kind=OBJECT_SCOPE,
                            sig=extended_signature(target, proto, src)))
        elif value is not None and value.type == "object" \
                and (has_methods(value) or documented_pairs(value, src)):
            # `const actions = { login({ commit }) {…}, getInfo() {…} }` (a Vuex module's
            # actions, a table of handlers): its functions are methods of the constant. A
            # `let` or `var` of them is no state either: Handlebars' `let logger = {
            # lookupLevel: function (level) {…}, log: … }` was in no chunk, its file one.
            # An object documenting its keys holds settings: chai's `config.truncateThreshold`
            # was in no chunk, and a search for it found its tests.
            out.append(Decl(target, value_kind, name, members=value, scope_kind=OBJECT_SCOPE))
        elif (valued or upper or stated) and not _is_require(value, src):
            out.append(Decl(target, value_kind, name))
    return out or None


def _unpacked(target: Node, pattern: Node, declarator: Node, kind: str, exported: bool,
              src: bytes) -> list[Decl]:
    """The names a module's `const [A, B] = factory(…)` binds, each a declaration of the
    statement: React's context creators return a provider and its hook so (radix's
    `const [DialogProvider, useDialogContext] = createDialogContext(…)`, 101 of them), and
    none was in any chunk, a search for `useDialogContext` finding its callers. Only a plain
    function's results, or an exported statement's: `process.argv.slice(2)` or
    `version.split('.')` unpacked is a script's state."""
    value = js_value(declarator.child_by_field_name("value"))
    factory = value is not None and value.type == "call_expression" \
        and (value.child_by_field_name("function") or value).type == "identifier" \
        and not _is_require(value, src)
    if not (factory or exported):
        return []
    names = []
    for element in pattern.named_children:
        if element.type == "assignment_pattern":   # `[a = 1]`
            element = element.child_by_field_name("left") or element
        elif element.type == "rest_pattern":        # `[a, ...rest]`
            element = element.named_children[0] if element.named_children else element
        if element.type == "identifier":
            names.append(text(element, src))
    return [Decl(target, kind, name) for name in names]


def _bound_function(target: Node, name: str, value: Node, src: bytes) -> Decl:
    """A function bound to a name, `var Stats = function () {…}`, `const useX = () => {…}`:
    a factory as a declared one is (``factory_members``). stats.js's `Stats` declares
    `showPanel` and returns `begin`, `end` and `update`; bound by `var`, they were lines of
    one 106-line chunk while `function Stats()` would have held them."""
    body = value.child_by_field_name("body")
    return Decl(target, "function", name, body=body, members=factory_members(body, src))


def _wrapped_namesake(value: Node | None, name: str, src: bytes) -> Node | None:
    """The function of the binding's own name a call is given as an argument (`memo(function
    Row(props) {…})` bound to `Row`), else None. Only a namesake: `http.createServer(function
    onRequest(req, res) {…})` makes a server, and `Object.getOwnPropertyDescriptor(function ()
    {}, 'length')` a descriptor; an arrow has no name to tell them apart by. Looked for in the
    calls among the arguments too: ramda's `var all = _curry2(_dispatchable(['all'], _xall,
    function all(fn, list) {…}))`."""
    todo = [value] if value is not None and value.type == "call_expression" else []
    seen = 0
    while todo and seen < WRAPPER_CALLS:
        call = todo.pop(0)
        seen += 1
        args = call.child_by_field_name("arguments")
        values = args.named_children if args is not None else []
        for arg in values:
            if arg.type in JS_FUNCTIONS and field_text(arg, "name", src) == name:
                return arg
        todo.extend(a for a in values if a.type == "call_expression")
    return None


def _last_function(call: Node) -> Node | None:
    """The function ending a call's arguments, or those of a call ending them, as a wrapper
    takes what it wraps (`_curry2(_dispatchable([], _xuniqBy, function(fn, list) {…}))`),
    else None. Not a function before other arguments: ramda's `var countBy =
    reduceBy(function(acc, elem) {…}, 0)` is what `reduceBy` returns, its reducer no code
    of `countBy`'s own."""
    for _ in range(WRAPPER_CALLS):
        args = call.child_by_field_name("arguments")
        last = args.named_children[-1] if args is not None and args.named_children else None
        if last is None or last.type in JS_FUNCTIONS:
            return last
        if last.type != "call_expression":
            return None
        call = last
    return None


# JSDoc tags that give a binding parameters, or say it is a function.
_CALLABLE_TAGS = lazy(rb"(?m)^[\s*]*@(?:param|func|function)\b")


def _doc_comment(node: Node, src: bytes) -> bytes | None:
    """The text of the `/** … */` documenting ``node``, else None."""
    if not documented(node, src):
        return None
    comment = node.prev_sibling
    return src[comment.start_byte:comment.end_byte]


def _filled_later(value: Node, src: bytes) -> bool:
    """Whether ``value`` is an object its members are assigned to later: an empty `{}` or an
    `Object.create(…)`. Express's `/** Response prototype. */ var res =
    Object.create(http.ServerResponse.prototype)` and `/** Application prototype. */ var app =
    exports = module.exports = {}` are filled by `res.send = function send(…)`, `app.init = …`,
    each a chunk; the one-line binding, a chunk of its own, took its file's place above them."""
    if value.type == "object":
        return not any(c.type != "comment" for c in value.named_children)
    return value.type == "call_expression" and field_text(value, "function", src) == "Object.create"


def _is_require(value: Node | None, src: bytes, member: bool = False) -> bool:
    """Whether ``value`` is a `require(…)` call, or with ``member`` a member of one too
    (`require("node:events").EventEmitter`)."""
    while member and value is not None and value.type == "member_expression":
        value = value.child_by_field_name("object")
    return (value is not None and value.type == "call_expression"
            and field_text(value, "function", src) == "require")


def documented(node: Node, src: bytes) -> bool:
    """Whether a `/** … */` right above ``node`` documents it."""
    comment = node.prev_sibling
    return comment is not None and comment.type == "comment" \
        and is_doc_comment(src, comment.start_byte) \
        and attached(comment, node.start_point.row, src, set())


def documented_pairs(obj: Node, src: bytes) -> bool:
    """Whether an object literal documents its keys with `/** … */`, half of those holding no
    function at least (chai's `config = { /** ### config.includeStack … */ includeStack: false,
    … }`, mocha's error codes): its keys are settings. Not fastify's `codes`, 13 section
    titles (`/** Basic */`) over 100 keys, nor axios's `defaults`, one of 9 documented."""
    global _last_object
    key = (obj.id, obj.start_byte, obj.end_byte)   # an id alone may be a freed node's
    last = _last_object   # one read: another thread may set it meanwhile
    if last is not None and last[0] == key and last[1] is src:
        return last[2]
    values = [c for c in obj.named_children if c.type == "pair"
              and getattr(c.child_by_field_name("value"), "type", "") not in JS_FUNCTIONS]
    count = sum(documented(c, src) for c in values)
    found = count > 0 and 2 * count >= len(values)
    _last_object = (key, src, found)
    return found


# The last object ``documented_pairs`` read, by its node's id and span and its source, and its
# answer: each documented key of an object asks about the whole object.
_last_object: tuple[tuple[int, int, int], bytes, bool] | None = None


def declares(body: Node) -> bool:
    """Whether a function body declares a function or a class at its top."""
    return any(c.type in JS_DECLARATIONS for c in body.named_children)


def wrapper_bodies(expr: Node) -> list[Node]:
    """The bodies a file-wide wrapper runs at load, whose declarations are the file's own:
    `(function () {…})()`, `(() => {…})()`, `!function () {…}()`, lodash's
    `(function () {…}.call(this))`, and a UMD wrapper with its factory,
    `(function (root, factory) {…})(this, function () {…})`."""
    while expr.type in ("parenthesized_expression", "unary_expression") and expr.named_children:
        expr = expr.named_children[-1]
    if expr.type != "call_expression":
        return []
    callee = expr.child_by_field_name("function")
    if callee is not None and callee.type == "member_expression":
        method = callee.child_by_field_name("property")
        if method is not None and method.text in (b"call", b"apply"):
            callee = callee.child_by_field_name("object")
    while callee is not None and callee.type == "parenthesized_expression" and callee.named_children:
        callee = callee.named_children[-1]
    args = expr.child_by_field_name("arguments")
    ready = _ready_function(callee, args) if callee is not None else None
    if ready is not None:
        body = ready.child_by_field_name("body")
        return [body] if body is not None and body.type == "statement_block" else []
    if callee is None or callee.type not in JS_FUNCTIONS:
        return []
    funcs = [callee] + [a for a in (args.named_children if args is not None else [])
                        if a.type in JS_FUNCTIONS]
    bodies = [f.child_by_field_name("body") for f in funcs]
    return [b for b in bodies if b is not None and b.type == "statement_block"]


# jQuery's document-ready wrappers run their one function once the page has loaded, as an
# IIFE runs it at once: `$(function () {…})`, `jQuery(($) => {…})`, `$(document).ready(…)`.
# The functions a page script declares inside (socket.io's chat example, drf's browsable
# API's `default.js`, tornado's chat demo, async's docs search) were in no chunk.
_JQUERY = frozenset({b"$", b"jQuery"})


def _ready_function(callee: Node, args: Node | None) -> Node | None:
    """The anonymous function a jQuery document-ready call is given, else None."""
    only = args.named_children if args is not None else []
    if len(only) != 1 or only[0].type not in JS_FUNCTIONS or only[0].child_by_field_name("name"):
        return None   # a named one (`$(function initSearchBar() {…})`) is a chunk so named
    if callee.type == "identifier":
        return only[0] if callee.text in _JQUERY else None
    if callee.type != "member_expression" or getattr(
            callee.child_by_field_name("property"), "text", b"") != b"ready":
        return None
    target = callee.child_by_field_name("object")   # `$(document)`
    function = target.child_by_field_name("function") if target is not None \
        and target.type == "call_expression" else None
    return only[0] if function is not None and function.text in _JQUERY else None
