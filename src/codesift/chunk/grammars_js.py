"""Declaration rules for JavaScript, TypeScript and TSX (see ``grammars.py`` for the contract).

Beyond declarations, a statement that calls with a callback is a chunk: test suites and
cases, routes and getters hold most of a JavaScript file's code and lie in no declaration; so
are the members `Object.defineProperties(X.prototype, {…})` and its kind define (the first in
``grammars_js_calls.py``, the second in ``grammars_js_es5.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    FILE_STEM, Decl, RuleResult, Scope, Spec, collapse, field_text, first_named, named, text,
)
from codesift.chunk.grammars_js_bindings import (
    documented, documented_pairs, js_variables, wrapper_bodies,
)
from codesift.chunk.grammars_js_calls import (
    JS_FUNCTIONS, JS_OUTER, JS_REPEATS, OBJECT_SCOPE, has_methods, js_callback,
    js_repeated_tests, pair_function, wrapped_function,
)
from codesift.chunk.grammars_js_es5 import (
    DESCRIPTORS_SCOPE, EXPORTS, described, extended_prototype, extended_signature,
    js_defined_members, js_owner,
)
from codesift.chunk.grammars_js_factories import (
    assigned_function, factory_members, js_return, js_value,
)
from codesift.chunk.grammars_ts import ts_interface, ts_namespace, ts_type_alias
from codesift.chunk.js_routes import js_route

if TYPE_CHECKING:
    from tree_sitter import Node


# ---------------------------------------------------------------------- JavaScript family

def _js_function(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Declarations, TS overload signatures and `export default function () {}`."""
    name = field_text(node, "name", src) or "default"
    kind = "prototype" if node.type == "function_signature" else "function"
    body = node.child_by_field_name("body")
    return Decl(node, kind, name, body=body, members=factory_members(body, src))


# What an `export default` expression may hold its code in: `isSupported && function
# httpAdapter(config) {…}` (axios's adapters), `(async (config) => {…})`, `memo(function
# Button() {…}, areEqual)`, `hasBrowser ? { read(name) {…} } : { read() {…} }` (axios's
# cookies), `Component.extend({ didInsertElement() {…} })`.
_JS_EXPORT_PARTS = frozenset({"binary_expression", "parenthesized_expression", "call_expression",
                              "arguments", "ternary_expression"})
_JS_EXPORT_NODES = 64   # parts of one exported expression looked through, at most


def _js_default_export(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Each function an `export default` expression holds, named by its own name, else
    ``default``, and each object of methods, a constant ``default`` whose methods are its
    members (its other lines, a config's values, stay in it): the module's main code
    (axios's whole HTTP adapter) in no other chunk."""
    if node.parent is None or node.parent.type != "export_statement":
        return None
    if node.type == "call_expression":
        # What a call exports is known by its file, as an anonymous class is (``_js_class``),
        # unless a function in it has a name (`memo(function Button() {…}, areEqual)`, whose
        # comparator is no `Button`): the call's first string is no name in general
        # (`styled('div')(…)`), but the file names what it makes, and importers name it after
        # the file (Ember resolves a component by it). NestJS's config factories, `export
        # default registerAs('app', () => ({…}))` in app.config.ts, were `function default`.
        made = _exported(node, FILE_STEM, "", src)
        if all(d.name == FILE_STEM for d in made):
            return made or None
    return _exported(node, "default", "", src) or None


def _exported(expr: Node, anonymous: str, qual: str, src: bytes) -> list[Decl]:
    """The functions and objects of methods an exported expression holds (see
    ``_JS_EXPORT_PARTS``), an anonymous one named ``anonymous`` under ``qual``. One that is a
    `Base.extend({…})` call is a class, named as an anonymous `class {…}` exported so is (joi's
    13 types, `module.exports = Any.extend({…})`, were constants with no signature), its
    header the statement's: `module.exports = Any.extend({…})`."""
    proto = extended_prototype(expr, src)
    if proto is not None:
        head = expr.parent if expr.parent is not None else expr
        return [Decl(expr, "class", anonymous, members=proto, scope_kind=OBJECT_SCOPE, qual=qual,
                     sig=extended_signature(head, proto, src))]
    out: list[Decl] = []
    todo, seen = [expr], 0
    while todo and seen < _JS_EXPORT_NODES:
        n = todo.pop(0)
        seen += 1
        if n.type in JS_FUNCTIONS:
            # dayjs's plugins, `export default (o, c, d) => { proto.fromNow = function … }`,
            # are factories too: each was one chunk of up to 300 lines named `default`.
            name, body = field_text(n, "name", src), n.child_by_field_name("body")
            out.append(Decl(n, "function", name or anonymous, body=body,
                            members=factory_members(body, src), qual="" if name else qual))
        elif n.type == "object" and has_methods(n):
            out.append(Decl(n, "constant", anonymous, members=n, scope_kind=OBJECT_SCOPE,
                            qual=qual))
        elif n.type in _JS_EXPORT_PARTS:
            todo.extend(n.named_children)
    out.sort(key=lambda d: d.node.start_byte)
    return out


def _js_class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    body = node.child_by_field_name("body")
    name = field_text(node, "name", src)
    if not name:
        # An anonymous class a module exports as its default is known by its file, as a
        # Stimulus controller is (`export default class extends Controller` in
        # bulk_select_controller.js, `data-controller="bulk-select"`): maybe's 43 controllers
        # and their 334 members were each `default`, `default.connect`.
        exported = node.parent is not None and node.parent.type == "export_statement"
        name = FILE_STEM if exported else "default"
    return Decl(node, "class", name, body=body, members=body)


def _member_name(key: Node | None, src: bytes) -> str:
    """A class member's or method's name: a string's content, as an object's `'foo-bar': …`
    key is named (valibot's 129 `'~standard'` members and 80 `'~run'` methods kept their
    quotes); a computed `[Symbol.iterator]` stays as written."""
    name = text(key, src)
    return name.strip("'\"") if key is not None and key.type == "string" else name


def _js_method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A class or object method; a `get x()` or `set x(v)` accessor is a property (read as
    `obj.x`, never called); `constructor` is the constructor. One declaring functions is a
    factory, as a function is (``factory_members``)."""
    name = _member_name(node.child_by_field_name("name"), src)
    if not name:
        return None
    kind = "constructor" if name == "constructor" else \
        "property" if any(c.type in ("get", "set") for c in node.children) else "method"
    if _overload_signature(node, name, src):
        kind = "prototype"
    body = node.child_by_field_name("body")
    # A method can be a factory too: yargs-parser's `YargsParser.parse` declares its whole
    # parser, `eatNargs`, `applyEnvVars` and 33 more functions, in its 1,000 lines; read as
    # one chunk, "env vars with a prefix" found the `envPrefix` option's type, not the code.
    members = factory_members(body, src)
    return Decl(node, kind, name, body=body, members=members,
                scope_kind="function" if members is not None else "")


def _overload_signature(node: Node, name: str, src: bytes) -> bool:
    """Whether a class's bodiless `set(pair: Pair): this` is an overload of the method defined
    after it: a prototype, as a module's `function parse(src: string): any;` is, so the
    definition stands in for it (search/select.py). As `method`s, yaml's three `set` and three
    `toJS` of YAMLMap each took a place of the answer. TypeScript wants a method's overloads
    right above its implementation, so the walk stops at the first other member; an ambient
    class's (`declare class`) signatures, with no implementation, stay methods."""
    if node.type != "method_signature" or node.parent is None or node.parent.type != "class_body":
        return False
    after = node.next_named_sibling
    while after is not None and after.type in ("method_signature", "comment"):
        after = after.next_named_sibling
    return after is not None and after.type == "method_definition" \
        and _member_name(after.child_by_field_name("name"), src) == name


def _js_field(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Class fields and interface properties; `handler = () => {}` is a method."""
    key = node.child_by_field_name("name") or node.child_by_field_name("property")
    if key is None:
        return None
    value = node.child_by_field_name("value")
    if value is not None and value.type in JS_FUNCTIONS:
        return Decl(node, "method", _member_name(key, src), body=value.child_by_field_name("body"))
    return Decl(node, "property", _member_name(key, src))


_EXPORTED = ("exports.", "module.exports.")   # an export's own members: `exports.hotp.verify`


def _js_statement(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`res.send = function send(…)`, `exports.x = () => …`, `exports.x = wrap(function …)`,
    `module.exports = class …`, an object of methods or a call holding a function
    (`fp(function plugin…)`), and TS `namespace X {}`."""
    expr = first_named(node)
    if expr is None:
        return None
    if expr.type == "internal_module":
        return ts_namespace(expr, scope, src)
    bodies = wrapper_bodies(expr) if scope.kind in JS_OUTER else []
    if bodies:
        # Its functions are the file's own: walked at file scope, no chunk for the wrapper.
        return [Decl(node, "", "", members=body) for body in bodies]
    if expr.type == "call_expression":
        return js_defined_members(node, expr, scope, src) or js_route(node, expr, scope, src) \
            or js_callback(node, expr, scope, src) or js_repeated_tests(node, scope, src)
    if expr.type != "assignment_expression":
        return None
    if scope.kind not in JS_OUTER:
        # In a factory's body (``_js_function``), the functions it assigns to the object it
        # builds are its members, as its own function declarations are.
        if scope.kind != "function" or not assigned_function(node):
            return None
    left = expr.child_by_field_name("left")
    value = js_value(expr.child_by_field_name("right"))
    if left is None or left.type != "member_expression" or value is None:
        return None
    if text(left, src) == "module.exports":
        # `module.exports = class Application extends Emitter {…}` (koa): a class like any
        # other; `module.exports = { get body() {…}, redirect(url) {…} }` (koa's request and
        # response): its methods are the module's, as `const proto = module.exports = {…}`
        # makes them. (Other members assigned an object stay values; `Foo.prototype = {…}`
        # is below.)
        body = value.child_by_field_name("body")
        if value.type == "class" and body is not None:
            name = field_text(value, "name", src)
            if name:
                return Decl(node, "class", name, body=body, members=body)
            return Decl(node, "class", "exports", body=body, members=body, qual="module")
        if value.type == "object" and has_methods(value):
            return Decl(node, "constant", "exports", members=value, scope_kind=OBJECT_SCOPE,
                        qual="module")
        defined = js_defined_members(node, value, scope, src) \
            if value.type == "call_expression" else None
        if defined:
            # `module.exports = Object.assign(Components, { detect(rule) {…} })` gives the
            # methods to `Components`, as the statement alone does: eslint-plugin-react's 30
            # rules call `Components.detect(…)`, which was `module.exports.detect`.
            return defined
        if value.type in _JS_EXPORT_PARTS:
            # The fastify plugin, `module.exports = fp(async function myPlugin (fastify, opts)
            # {…}, { name: 'my' })`, as `export default fp(…)` (its file was one chunk).
            return _exported(value, "exports", "module", src) or None
    name = field_text(left, "property", src)
    owner = collapse(field_text(left, "object", src), 120)
    if name == "prototype" and value.type == "object" and has_methods(value):
        # `Compiler.prototype = { equals: function (other) {…}, compile: … }`: the ES5 class's
        # methods, named as `Compiler.prototype.equals = function` and `Object.assign(
        # Compiler.prototype, {…})` name them (`Compiler.equals`); handlebars's compiler and
        # JavaScript compiler, 1,550 lines, were in no chunk.
        target = js_owner(left, src)
        return Decl(node, "", "", members=value, qual=target,
                    scope_kind=OBJECT_SCOPE) if target else None
    body = value.child_by_field_name("body")
    if value.type == "class" and body is not None:
        # `internals.Cache = class { set(key, value) {…} _compact() {…} }` (joi's LRU cache),
        # `exports.Other = class {…}`: a class named by the member it is assigned to, as a
        # function assigned so is; joi's cache and its methods were in no chunk.
        return Decl(node, "class", name, body=body, members=body, qual=owner)
    proto = extended_prototype(value, src)
    if proto is not None:
        # `App.TopicView = BaseView.extend({…})`: an ES5 class, as when bound by `var`.
        return Decl(node, "class", name, members=proto, scope_kind=OBJECT_SCOPE, qual=owner,
                    sig=extended_signature(node, proto, src))
    exported = owner in EXPORTS or owner.startswith(_EXPORTED)
    if exported and value.type == "object" and has_methods(value):
        # `exports.warn = { deprecated(prop) {…}, forFunctions(obj, type, props) {…} }`
        # (winston's common.js, one whole-file chunk): a constant of its methods, as
        # `export const warn = {…}` is.
        return Decl(node, "constant", name, members=value, scope_kind=OBJECT_SCOPE, qual=owner)
    if value.type == "call_expression" and exported:
        # `exports.old = deprecate(function old(a) {…}, '…')`, `module.exports.handler =
        # middy(async (event) => {…})`: the wrapped function is the export's code, named and
        # kinded as `exports.old = function (a) {…}` is (speakeasy's deprecated
        # `generate_key` was in no chunk). Only an export's: `el.onclick = debounce(function
        # …)` sets a handler, and declares nothing. A call wrapping no function is a value
        # computed once, a property as any other exported value: debug's documented
        # `exports.inspectOpts = Object.keys(process.env).filter(…).reduce(…)`, which reads
        # the `DEBUG_*` variables, was in no chunk.
        # A `require(…)` is another module's export handed on (winston's `exports.Logger =
        # require('./winston/logger')`, mysql's 23 packets): no value of this file's, and a
        # name the module's own declaration holds.
        wrapped = wrapped_function(value)
        if wrapped is None:
            return None if field_text(value, "function", src) == "require" \
                else _js_member_value(node, name, owner, value, src)
        return Decl(node, "function", name, body=wrapped.child_by_field_name("body"), qual=owner)
    if value.type not in JS_FUNCTIONS:
        return _js_member_value(node, name, owner, value, src)
    if text(left, src) == "module.exports" and field_text(value, "name", src):
        # `module.exports = function createApp(opts) {…}`: found by its own name, as a class is.
        return Decl(node, "function", field_text(value, "name", src),
                    body=value.child_by_field_name("body"))
    kind = "function"
    if owner.endswith(".prototype"):  # `View.prototype.render = function` is a method of View
        owner, kind = owner[: -len(".prototype")], "method"
    elif owner == "this" and scope.kind == "function":
        # A constructor function's `this.insert = function (evt) {…}` is a method of it.
        owner, kind = "", "method"
    # An assigned function is a factory as a declared one is: `Stats.Panel = function (…)`.
    body = value.child_by_field_name("body")
    members = factory_members(body, src)
    return Decl(node, kind, name, body=body, members=members, qual=owner,
                scope_kind="function" if members is not None else "")


def _js_member_value(node: Node, name: str, owner: str, value: Node, src: bytes) -> RuleResult:
    """A value set on an object at module scope, exported (`exports.json = bodyParser.json`,
    express's API; mysql's 1,500 `exports.ER_… = 1045;` error codes) or under a `/** … */`
    (ejs's `ejs.localsName = _DEFAULT_LOCALS_NAME`, `ejs.cache`, `ejs.escapeXML`: its
    documented settings were in no chunk, and a search for `promiseImpl` found only its
    uses): a property of that object. Not the module itself (`module.exports = View`), nor a
    name exported as itself (`exports.Router = Router`): its declaration is elsewhere."""
    exported = owner in EXPORTS or owner.startswith(_EXPORTED)
    if not name or owner == "module" or value.type == "identifier" and text(value, src) == name \
            or "." in owner.removesuffix(".prototype") and not exported:
        return None
    if not (documented(node, src) or exported):
        return None
    return Decl(node, "property", name, qual=owner.removesuffix(".prototype"))


# An object exported as the module (`export default { name: 'ComplexTable', data() { … },
# methods: { handleFilter() { … } } }`): a Vue component's options or a Vuex store module.
# Its methods are the module's code; the groups that hold more of them are walked too.
_OPTION_GROUPS = frozenset({"methods", "computed", "watch", "filters", "mutations", "actions",
                            "getters"})


def _js_object(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`export default { … }`: a class named by its `name:` (a Vue component's), else a scope."""
    if scope.kind not in JS_OUTER:
        return None
    for pair in node.named_children:
        if pair.type == "pair" and field_text(pair, "key", src) == "name":
            value = pair.child_by_field_name("value")
            if value is not None and value.type == "string":
                name = text(value, src).strip("'\"`")
                if name:   # its signature: `export default`
                    outer = node.parent if node.parent is not None else node
                    return Decl(outer, "class", name, members=node, scope_kind=OBJECT_SCOPE,
                                sig_end=node.start_byte)
    return Decl(node, "", "", members=node, scope_kind=OBJECT_SCOPE)


def _js_pair(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`created: function () {…}`, `total: () => …` in an exported object; `methods: {…}`
    (and the other option groups) hold more, under the same owner; `host: { get () {…} }`
    given to `Object.defineProperties`, a property."""
    if scope.kind != OBJECT_SCOPE and scope.kind != DESCRIPTORS_SCOPE:
        return None
    key = node.child_by_field_name("key")
    value = node.child_by_field_name("value")
    if key is None or value is None:
        return None
    name = text(key, src).strip("'\"")
    if scope.kind == DESCRIPTORS_SCOPE:
        return described(node, name, value, src) if key.type != "computed_property_name" else None
    function = pair_function(node)
    if function is not None:
        # A factory as a method is (``_js_method``): the rule's `create` declares its helpers.
        body = function.child_by_field_name("body")
        members = factory_members(body, src)
        return Decl(node, "method", name, body=body, members=members,
                    scope_kind="function" if members is not None else "")
    if value.type == "object" and name in _OPTION_GROUPS:
        return Decl(node, "", "", members=value, scope_kind=OBJECT_SCOPE)
    if key.type != "computed_property_name" and documented(node, src) \
            and node.parent is not None and documented_pairs(node.parent, src):
        # A documented setting of a module's object (chai's `/** ### config.showDiff … */
        # showDiff: true`), as a documented `ejs.cache = …` is (``_js_member_value``).
        return Decl(node, "property", name)
    return None


def _block(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`declare global { interface Window { … } }`, and a bare `{ … }` around a whole script
    (Django's admin JavaScript, scoping its `const`s): their declarations are top-level ones."""
    parent = node.parent
    top = parent is not None and parent.type in ("ambient_declaration", "program")
    return Decl(node, "", "", members=node) if top else None


_JS_RULES = {
    "function_declaration": _js_function,
    "generator_function_declaration": _js_function,
    "function_expression": _js_function,
    "class_declaration": _js_class,
    "class": _js_class,
    "method_definition": _js_method,
    "field_definition": _js_field,
    "lexical_declaration": js_variables,
    "variable_declaration": js_variables,
    "expression_statement": _js_statement,
    "object": _js_object,
    "pair": _js_pair,
    "statement_block": _block,
    "return_statement": js_return,
    "arrow_function": _js_default_export,
    "binary_expression": _js_default_export,
    "parenthesized_expression": _js_default_export,
    "call_expression": _js_default_export,
    "ternary_expression": _js_default_export,
    **{repeat: js_repeated_tests for repeat in JS_REPEATS},
}

JAVASCRIPT = Spec(
    module="tree_sitter_javascript", factory="language", rules=_JS_RULES,
    wrappers={"export_statement": "declaration"},
)

_TS_RULES = {
    **_JS_RULES,
    "function_signature": _js_function,
    "abstract_class_declaration": _js_class,
    "public_field_definition": _js_field,
    "property_signature": _js_field,
    "method_signature": _js_method,
    "abstract_method_signature": _js_method,
    "interface_declaration": ts_interface,
    "type_alias_declaration": ts_type_alias,
    "enum_declaration": named("enum"),
    "internal_module": ts_namespace,
    "module": ts_namespace,
}
_TS_WRAPPERS: dict[str, str | None] = {"export_statement": "declaration", "ambient_declaration": None}
# A class member's decorators are its siblings in TypeScript's tree (in JavaScript's, its
# children): NestJS's `/** Finds one. */` / `@Get(':id')` / `async findOne(id)` started at
# `async` and lost its doc to the decorator line between.
_TS_PREFIXES = frozenset({"decorator"})

TYPESCRIPT = Spec(module="tree_sitter_typescript", factory="language_typescript",
                  rules=_TS_RULES, wrappers=_TS_WRAPPERS, prefixes=_TS_PREFIXES)
TSX = Spec(module="tree_sitter_typescript", factory="language_tsx",
           rules=_TS_RULES, wrappers=_TS_WRAPPERS, prefixes=_TS_PREFIXES)
