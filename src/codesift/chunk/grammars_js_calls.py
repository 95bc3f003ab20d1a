"""JavaScript calls that hold a file's code, for ``grammars_js.py``: a statement calling with a
callback (test suites and cases, routes, getters), and the file-level loops, `forEach` calls
and `if`s repeating suites and cases. The members ES5 code gives a constructor by a call
(`Object.defineProperties`, `Object.assign`, …) are ``grammars_js_es5.py``'s.

Also the vocabulary the JavaScript modules share: which nodes are functions, which scopes are
a file's outer ones, and the scope of an object's methods.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    Decl, RuleResult, Scope, as_titled, collapse, field_text, plus_operands, text,
)

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


JS_FUNCTIONS = frozenset({"arrow_function", "function_expression", "function", "generator_function"})
JS_OUTER = frozenset({"", "namespace", "module"})
OBJECT_SCOPE = "object"


def has_methods(obj: Node) -> bool:
    """Whether an object literal holds a function: `{ send() {…} }`, `{ send: () => … }`, or
    one a call wraps (`{ create: Components.detect((context) => {…}) }`: ``pair_function``)."""
    for child in obj.named_children:
        if child.type == "method_definition":
            return True
        if child.type == "pair" and pair_function(child) is not None:
            return True
    return False


def pair_function(pair: Node) -> Node | None:
    """The function a `key: value` pair's value is, or the one a call there wraps: an ESLint
    plugin's rule, `create: Components.detect((context, components, utils) => {…})`, a
    handler's `onScroll: throttle(function () {…}, 100)`. eslint-plugin-react's 30 rules so
    written, 300 lines each, were in no chunk: their `module.exports = {…}` held no method."""
    value = pair.child_by_field_name("value")
    # Parentheses change nothing: `create: ((context) => {…})` (eslint-plugin-react's
    # no-unused-class-component-methods, 91 lines in no chunk).
    while value is not None and value.type == "parenthesized_expression" \
            and value.named_child_count == 1:
        value = value.named_children[0]
    if value is None:
        return None
    if value.type in JS_FUNCTIONS:
        return value
    return wrapped_function(value) if value.type == "call_expression" else None


# What a call wrapping an exported function may be: `exports.setRawMode = util.deprecate(
# function (flag) {…}, '…')` (Node's old tty.js), `module.exports.handler = middy(async (event)
# => {…}).use(cors())` (AWS Lambda handlers), `middy(middleware((event) => {…}))`. Its first
# function, looked for in its arguments, the calls among them and the call a chain starts
# from, is the property's code. A call of an array's or a promise's method (`METHODS.map((m)
# => m.toLowerCase())`) gives a value, not a function.
_VALUE_METHODS = frozenset({b"map", b"filter", b"reduce", b"reduceRight", b"forEach", b"flatMap",
                            b"find", b"findIndex", b"findLast", b"some", b"every", b"sort",
                            b"then", b"catch", b"finally"})
WRAPPER_CALLS = 8   # calls looked through for the wrapped function, at most


def wrapped_function(call: Node) -> Node | None:
    """The function a call wrapping one holds (see ``_VALUE_METHODS``), or ``None``."""
    todo, seen = [call], 0
    while todo and seen < WRAPPER_CALLS:
        call = todo.pop(0)
        seen += 1
        callee = call.child_by_field_name("function")
        if callee is not None and callee.type == "member_expression":
            method = callee.child_by_field_name("property")
            if method is not None and method.text in _VALUE_METHODS:
                return None
        args = call.child_by_field_name("arguments")
        values = args.named_children if args is not None else []
        for value in values:
            if value.type in JS_FUNCTIONS:
                return value
        todo.extend(v for v in values if v.type == "call_expression")
        if callee is not None and callee.type == "member_expression":
            start = callee.child_by_field_name("object")
            if start is not None and start.type == "call_expression":
                todo.append(start)
    return None


# Calls whose callback holds the code that matters, named by their first string: test
# suites and cases (`describe('res', …)`, `it('should …', …)`, `test('…', async t => …)`),
# routes (`app.get('/login', …)`). A suite groups its cases as a namespace does: a wrapper
# (see ``documents.is_wrapper``) whose callback is walked for them.
_JS_SUITES = frozenset({"describe", "context", "suite", "fdescribe", "xdescribe"})
_JS_STRINGS = frozenset({"string", "template_string"})
_JS_ESCAPE = compiled(r"\\(.)")   # 'doesn\'t retry' names the case "doesn't retry"
_JS_HOOKS = frozenset({"before", "after", "beforeEach", "afterEach", "beforeAll", "afterAll",
                       "setup", "teardown", "suiteSetup", "suiteTeardown"})
# Test cases: a case's callback takes the runner's `done` or `t`, no parameters of its own.
_JS_CASES = frozenset({"it", "test", "specify", "fit", "xit", "xtest", "bench"})
# A name a call defines a callable by, dotted for a namespaced one: showdown's 70
# `showdown.subParser('makehtml.blockGamut', function (text, options, globals)` were signed to
# the call's head, their parameters cut; a route's path or a sentence is no such name.
_JS_IDENTIFIER = compiled(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
# What titles a suite or case named by no string: a function, a class or a variable's value.
_JS_TITLE_REFS = frozenset({"identifier", "member_expression"})


def js_callback(node: Node, call: Node, scope: Scope, src: bytes) -> RuleResult:
    """A statement that is a call passing a function: `defineGetter(req, 'ip', function ip() {…})`.

    Its code lies in no declaration, so without a chunk of its own it could be found only
    through its file. Named by the function's own name, else by the call's first string
    (`describe('.status()')` -> ``status()``), else, for a test hook, by the hook
    (``beforeEach``); an object passed first qualifies it (`defineGetter(req, 'fresh', …)` ->
    ``req.fresh``). Never by any other callee: `app.use(function …)` is no declaration of
    ``app.use``.
    """
    if scope.kind not in JS_OUTER and scope.kind != REPEAT_SCOPE \
            and not (scope.kind == FUNCTION_SCOPE and _declares_test(call, src)):
        return None
    args = call.child_by_field_name("arguments")
    if args is None:
        return None
    values = args.named_children
    funcs = [a for a in values if a.type in JS_FUNCTIONS]
    if not funcs:
        return _macro_case(node, call, values, src) or _rule_tests(node, call, values, src)
    func = funcs[-1]
    callee = field_text(call, "function", src)
    name = field_text(func, "name", src)
    if name and _role(callee)[0] in _JS_SUITES | _JS_CASES | _JS_HOOKS and any(
            plus_operands(v, "binary_expression", _JS_STRINGS) for v in values):
        # A test's title names it, not its function's own name: mqtt's 228 `it('should emit
        # close if stream closes', function _test(t, done) {…})` cases were each `_test`.
        name = ""
    body = func.child_by_field_name("body")
    # A function named for itself is signed with its parameters, morgan's `morgan.token('date',
    # function getDateToken (req, res, format)`: cut before it, its address read as a bare
    # `getDateToken` (one taking none is read as a property: express's `req.ip`). A name taken
    # from a string keeps the call's head, `it('sends',`, unless the call defines a callable by
    # it (``_callback_sig_end``).
    named_itself = bool(name) and body is not None
    if not name:
        # A title joined with `+` (`it('does ' +\n 'y', …)`) is its strings' contents joined.
        strings = [parts for v in values
                   if (parts := plus_operands(v, "binary_expression", _JS_STRINGS))]
        if strings:
            joined = "".join(text(part, src)[1:-1] for part in strings[0])
            name = as_titled(_JS_ESCAPE.sub(r"\1", joined), 80).lstrip(".# ")
        elif callee in _JS_HOOKS:
            name = callee
    first = values[0]
    titled = not name and _role(callee)[0] in _JS_SUITES | _JS_CASES \
        and first is not func and first.type in _JS_TITLE_REFS
    if titled:
        # Jest and Vitest title a suite or case passed a function or class by its name
        # (remeda's `describe(pipe, () => {…})`), and one in a loop by a variable (knex's
        # `describe(db, …)`): untitled, its cases with their string titles were no chunks.
        name = collapse(text(first, src), 80)
    if not name.strip():
        if _role(callee)[0] in _JS_SUITES and body is not None and body.type == "statement_block":
            # A suite titled by an empty string (routing-controllers opens each of its 24
            # functional specs with `describe(``, () => {…})`: each was one whole-file
            # chunk) or one computed at run time (`'in ' + (extended ? …) + ' mode'`) has
            # no title to name its cases by: they are its scope's own, walked there.
            return Decl(node, "", "", members=body)
        return None
    qual = text(first, src) if first.type == "identifier" and first is not func \
        and not titled else ""
    if _role(callee)[0] in _JS_SUITES and body is not None and body.type == "statement_block":
        return Decl(node, "namespace", name, body=body, members=body, sig_end=func.start_byte)
    sig_end = (body.start_byte if named_itself and _parameters(func) is not None
               else _callback_sig_end(func, callee, name))
    return Decl(node, "function", name, body=body, qual=qual, sig_end=sig_end)


# What runs a test case passed no function: a macro (AVA's `test('title', macro, …args)`, a
# function or a member) or a call making its function (ajv's `it("…", spec(new Ajv()))`).
_JS_CASE_RUNNERS = frozenset({"identifier", "member_expression", "call_expression"})


def _macro_case(node: Node, call: Node, values: list[Node], src: bytes) -> RuleResult:
    """A test case titled by its first string and run by a macro or a made function: execa's
    4,179 `test('Non-string arguments are coerced', testRoundtrip, [1234])` cases were no
    chunks, their titles, the only words saying what each tests, found in no declaration.
    Signed by the call's head to the runner, which names the code run (`test('…',
    testRoundtrip,`)."""
    callee = field_text(call, "function", src)
    if _role(callee)[0] not in _JS_CASES or len(values) < 2 \
            or values[0].type not in _JS_STRINGS or values[1].type not in _JS_CASE_RUNNERS:
        return None
    name = collapse(_JS_ESCAPE.sub(r"\1", text(values[0], src)[1:-1]), 80).lstrip(".# ")
    if not name.strip():
        return None
    sig_end = values[2].start_byte if len(values) > 2 else values[1].end_byte
    return Decl(node, "function", name, sig_end=sig_end)


# The cases ESLint's `RuleTester` runs: `ruleTester.run('display-name', rule, { valid: […],
# invalid: […] })`, every ESLint plugin's rule tests (typescript-eslint's `RuleTester` too).
_RULE_CASES = frozenset({"valid", "invalid"})


def _rule_tests(node: Node, call: Node, values: list[Node], src: bytes) -> RuleResult:
    """A rule's test cases, as one case named by the rule: eslint-plugin-react's 100 test
    files held their 30,000 lines of `valid` and `invalid` code in no chunk. Signed by the
    call's head up to the cases, `ruleTester.run('display-name', rule,`."""
    callee = field_text(call, "function", src)
    if not callee.endswith(".run") or len(values) != 3 or values[0].type not in _JS_STRINGS \
            or values[2].type != "object":
        return None
    keys = {field_text(p, "key", src) for p in values[2].named_children if p.type == "pair"}
    name = collapse(text(values[0], src)[1:-1], 80)
    if not keys & _RULE_CASES or not name.strip():
        return None
    return Decl(node, "function", name, sig_end=values[2].start_byte)


def _callback_sig_end(func: Node, callee: str, name: str) -> int:
    """Where a callback's signature ends: after its parameters when the call defines a callable
    by that name, chai's `Assertion.addMethod('members', function (subset, msg) {` (its 100-odd
    assertions were addressed `function members`, no list); before the function for a test
    case, a hook or a route (`app.get('/users', (req, res) => …)`), whose parameters are the
    runner's or the framework's."""
    params = _parameters(func)
    if (params is None or _role(callee)[0] in _JS_CASES | _JS_HOOKS | _JS_SUITES
            or not _JS_IDENTIFIER.fullmatch(name)):
        return func.start_byte
    return params.end_byte


def _parameters(func: Node) -> Node | None:
    """A callback's parameters, none when it takes none: express's getter `function ip()` is
    shown as its property, `req.ip`, not a call."""
    params = func.child_by_field_name("parameters") or func.child_by_field_name("parameter")
    if params is None or params.type == "formal_parameters" and params.named_child_count == 0:
        return None
    return params


# A test file repeats suites and cases in a loop, over an array's `forEach` or under an `if`
# (ioredis's `for (const { name, opts } of RESP_CONFIGS) { describe(…) }`, mobx's
# `["props", "state"].forEach(key => { test(…) })`, yaml's `if (typeof global !== 'undefined')
# { describe(…) }`): the statement declares nothing itself, and the suites and cases in it
# were in no chunk at all (303 of them, outside execa, in /tmp/aq-trees).
JS_REPEATS = frozenset({"for_statement", "for_in_statement", "while_statement", "do_statement",
                         "if_statement"})
_REPEAT_DEPTH = 4   # loops nested in loops, looked through for a test at most
# What such a statement runs is walked in this scope: its suites, cases and hooks are the
# file's, and so are the functions it declares, but not the values it computes each time
# round (ajv's `const schema = jtdInvalidSchemasTests[testName]`, 127 of them in
# /tmp/aq-trees), which are no more the file's than a function's locals are.
REPEAT_SCOPE = "repeat"


def js_repeated_tests(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """A file-level loop, `forEach` call or `if` whose code holds test suites, cases or hooks:
    what it runs is walked in ``REPEAT_SCOPE``, each named as if written at file scope."""
    if scope.kind not in JS_OUTER and scope.kind not in (REPEAT_SCOPE, FUNCTION_SCOPE):
        return None
    runs = _runs(node, src)
    strict = scope.kind == FUNCTION_SCOPE
    if not any(_holds_tests(run, src, _REPEAT_DEPTH, strict) for run in runs):
        return None
    # A block's statements are walked; a statement alone, as its loop's or `else`'s child.
    return [Decl(node, "", "", members=run if run.type == "statement_block" else run.parent,
                 scope_kind=REPEAT_SCOPE) for run in runs if run.parent is not None]


def _runs(node: Node, src: bytes) -> list[Node]:
    """The blocks or statements ``node`` runs: a loop's body, each branch of an `if` chain, the
    callback body of an `x.forEach(…)` statement (or call)."""
    if node.type == "expression_statement":
        node = node.named_children[0] if node.named_children else node
    if node.type == "call_expression":
        callee = node.child_by_field_name("function")
        args = node.child_by_field_name("arguments")
        if callee is None or callee.type != "member_expression" or args is None \
                or field_text(callee, "property", src) != "forEach":
            return []
        funcs = [a for a in args.named_children if a.type in JS_FUNCTIONS]
        body = funcs[-1].child_by_field_name("body") if funcs else None
        return [body] if body is not None and body.type == "statement_block" else []
    if node.type != "if_statement":
        body = node.child_by_field_name("body")
        return [body] if node.type in JS_REPEATS and body is not None else []
    runs: list[Node] = []
    branch: Node | None = node
    while branch is not None and branch.type == "if_statement":
        consequence = branch.child_by_field_name("consequence")
        if consequence is not None:
            runs.append(consequence)
        alternative = branch.child_by_field_name("alternative")   # an else_clause
        branch = alternative.named_children[-1] \
            if alternative is not None and alternative.named_children else None
    return runs + ([branch] if branch is not None else [])


def _holds_tests(run: Node, src: bytes, depth: int, strict: bool = False) -> bool:
    """Whether ``run`` calls a suite, case or hook, directly or in a loop it runs; ``strict``,
    one that declares it by the shape of its arguments too (``_declares_test``)."""
    statements = run.named_children if run.type == "statement_block" else [run]
    for statement in statements:
        call = statement.named_children[0] \
            if statement.type == "expression_statement" and statement.named_children else None
        if call is not None and call.type == "call_expression" and (
                _declares_test(call, src) if strict else _role(field_text(
                call, "function", src))[0] in _JS_SUITES | _JS_CASES | _JS_HOOKS):
            return True
        if depth > 0 and any(_holds_tests(inner, src, depth - 1, strict)
                             for inner in _runs(statement, src)):
            return True
    return False


# A factory's or a test helper's body (``grammars_js_factories.factory_members``).
FUNCTION_SCOPE = "function"
# What a runner's suite, case or hook call may add to its name: `it.only`, `test.concurrent`.
_JS_MODIFIERS = frozenset({"only", "skip", "todo", "concurrent", "sequential", "serial", "fails",
                           "failing"})


def _role(callee: str) -> tuple[str, list[str]]:
    """The word of a callee that says what its call declares, and the modifiers after it: the
    runner's own (`describe.only` is a suite, `test.skip` a case), or the member called when it
    is a suite's or a case's word, not the object (node-postgres' `suite.test('…', …)` is a
    case, read as a suite for its object's name; Playwright's `test.describe('…', …)` a suite).

    >>> _role("describe.only"), _role("suite.test"), _role("test.describe.serial"), _role("app.get")
    (('describe', ['only']), ('test', []), ('describe', ['serial']), ('app', ['get']))
    """
    parts = callee.split(".")
    end = len(parts)
    while end > 1 and parts[end - 1] in _JS_MODIFIERS:
        end -= 1
    if end > 1 and parts[end - 1] in _JS_SUITES | _JS_CASES:
        return parts[end - 1], parts[end:]
    return parts[0], parts[1:]


def runs_tests(body: Node, src: bytes) -> bool:
    """Whether a function's body declares test suites, cases or hooks, directly or in a loop:
    a helper test files call (mqtt's `abstractTest(server, config)`, pino's `levelTest(name,
    level)`), whose 1,160 suites, cases and hooks (and their own declarations) in /tmp/aq-trees
    and the qa trees were lines of one function chunk, mqtt's 4,250 lines long."""
    return _holds_tests(body, src, _REPEAT_DEPTH, strict=True)


def _declares_test(call: Node, src: bytes) -> bool:
    """Whether ``call`` declares a suite, case or hook by its arguments too, as a function's
    code does only then: a title then a function (`it('sends', …)`, `it(name, …)`), or a
    hook's function (`beforeEach(() => …)`), called by its name or a runner's modifier of it
    (`it.only`, `test.skip`). In code that is no test's, `suite.on("cycle", fn)` (zod's
    benchmarks, mocha's own interfaces) and `bench.addEventListener(…)` call their objects."""
    callee = field_text(call, "function", src)
    args = call.child_by_field_name("arguments")
    values = args.named_children if args is not None else []
    head, modifiers = _role(callee)
    if not values or values[-1].type not in JS_FUNCTIONS or not _JS_MODIFIERS.issuperset(modifiers):
        return False
    first = values[0]
    titled = plus_operands(first, "binary_expression", _JS_STRINGS) is not None
    if head in _JS_HOOKS:
        return len(values) == 1 or titled
    return head in _JS_SUITES | _JS_CASES and len(values) > 1 and (
        titled or first.type in _JS_TITLE_REFS and "." not in callee)

