"""A JavaScript or TypeScript factory: a function whose own functions are chunks, as a class's
methods are (see ``grammars_js.py``).

A factory declares its functions, assigns them to the object it builds, or returns an object
of them; read as one chunk, its whole API (mitt's `on`/`off`/`emit`, yargs's 17 validators)
hid inside it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, RuleResult, Scope, first_named
from codesift.chunk.grammars_js_calls import JS_FUNCTIONS, OBJECT_SCOPE, has_methods, runs_tests
from codesift.chunk.js_routes import holds_routes

if TYPE_CHECKING:
    from tree_sitter import Node


JS_DECLARATIONS = frozenset({"function_declaration", "generator_function_declaration",
                              "class_declaration"})


def js_value(value: Node | None) -> Node | None:
    """`a = b = function () {}` -> the function (express: `var proto = module.exports = …`);
    TypeScript's `{…} as const` and `{…} satisfies T` -> the object."""
    for _ in range(16):
        if value is not None and value.type in ("as_expression", "satisfies_expression"):
            value = value.named_children[0] if value.named_children else None
        elif value is not None and value.type == "assignment_expression":
            value = value.child_by_field_name("right")
        else:
            break
    return value


def factory_members(body: Node | None, src: bytes) -> Node | None:
    """The body of a factory, whose functions are chunks of their own, else None.

    A factory declaring its functions (immer's `enablePatches() { function getPath(…) …}`,
    Redux's `createStore`), assigning them to the object it builds (yargs's `validation`:
    `const self = {}` / `self.nonOptionCount = function nonOptionCount(argv) {…}`, 17 of
    them, 460 lines in one chunk), or returning an object of them (mitt's `return { on(…)
    {…}, off(…) {…}, emit(…) {…} }`) holds them as a class holds methods: each is a chunk.
    So does a test helper, a function declaring suites and cases that test files call
    (mqtt's `abstractTest(server, config)`, 4,250 lines of `describe`s and `it`s, and pino's
    `levelTest(name, level)`): its cases are chunks (``grammars_js_calls.runs_tests``).
    So does a function registering routes, a Fastify plugin's (``js_routes.holds_routes``).
    """
    if body is None or body.type != "statement_block":   # `(a) => a.x`: an expression
        return None
    factory = _declares_functions(body) or any(
        returned_closure(c) is not None for c in body.named_children)
    return body if factory or runs_tests(body, src) or holds_routes(body, src) else None


def _declares_functions(body: Node) -> bool:
    """Whether a function's body declares, assigns or returns in an object two functions or
    more."""
    return sum(c.type in JS_DECLARATIONS or assigned_function(c)
               or _returned_functions(c) for c in body.named_children) >= 2


def returned_closure(statement: Node) -> Node | None:
    """The body of the function a `return function (…) {…}` statement gives back when that
    function declares functions as a factory does (``_declares_functions``), else None.

    express-session's `session(options)` returns its middleware, `return function session(req,
    res, next) {…}`, 340 lines declaring `generate`, `inflate`, `isModified`, `shouldSave` and
    six more; multer's `makeMiddleware` and cheerio's `getLoad` are built so too: those
    functions were in no chunk of their own, the returning function's whole one. The closure's
    functions are the returning function's members; its other lines stay the returning
    function's, the code they are.
    """
    if statement.type != "return_statement":
        return None
    value = js_value(first_named(statement))
    body = value.child_by_field_name("body") if value is not None \
        and value.type in JS_FUNCTIONS else None
    return body if body is not None and body.type == "statement_block" \
        and _declares_functions(body) else None


def _returned_object(statement: Node) -> Node | None:
    """The object of methods a `return {…}` statement gives back (or `return name`, a name the
    block bound to one before: ``_bound_object``), else None."""
    if statement.type != "return_statement":
        return None
    value = js_value(first_named(statement))
    if value is not None and value.type == "identifier":
        value = _bound_object(statement, value)
    return value if value is not None and value.type == "object" and has_methods(value) \
        else None


def _bound_object(statement: Node, name: Node) -> Node | None:
    """The value a declaration of the block before ``statement`` binds ``name`` to.

    unstorage's `createStorage` builds `const storage: Storage = { hasItem(…) {…}, getItem(…)
    {…}, mount(…) {…}, … }` and ends `return storage as unknown as Storage<T>`: its whole
    API, 18 methods over 300 lines, was one 418-line chunk, where mitt's `return { on(…) {…}
    }` had each method a chunk of its own.
    """
    block = statement.parent
    for sibling in block.named_children if block is not None else ():
        if sibling.start_byte >= statement.start_byte:
            break
        if sibling.type not in ("lexical_declaration", "variable_declaration"):
            continue
        for declarator in sibling.named_children:
            key = declarator.child_by_field_name("name") \
                if declarator.type == "variable_declarator" else None
            if key is not None and key.type == "identifier" and key.text == name.text:
                return js_value(declarator.child_by_field_name("value"))
    return None


def _returned_functions(statement: Node) -> int:
    """How many functions the object a `return {…}` statement gives back holds."""
    obj = _returned_object(statement)
    if obj is None:
        return 0
    return sum(c.type == "method_definition" or c.type == "pair" and (
        (v := c.child_by_field_name("value")) is not None and v.type in JS_FUNCTIONS)
        for c in obj.named_children)


def js_return(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A factory's `return { on(…) {…}, emit(…) {…} }`: its functions are the factory's
    members (``factory_members``), `mitt.on`, as those it declares are. mitt's whole API,
    three documented methods, was one 78-line chunk `mitt`: "off removes handler" found its
    types."""
    if scope.kind != "function":
        return None
    closure = returned_closure(node)
    if closure is not None:   # its functions are the factory's (``returned_closure``)
        return Decl(node, "", "", members=closure, scope_kind="function")
    obj = _returned_object(node)
    return Decl(node, "", "", members=obj, scope_kind=OBJECT_SCOPE) if obj is not None else None


def assigned_function(statement: Node) -> bool:
    """Whether a statement assigns a function to an object's property (`self.x = function`)."""
    expr = first_named(statement) if statement.type == "expression_statement" else None
    if expr is None or expr.type != "assignment_expression":
        return False
    left, value = expr.child_by_field_name("left"), js_value(expr.child_by_field_name("right"))
    return (left is not None and left.type == "member_expression"
            and value is not None and value.type in JS_FUNCTIONS)
