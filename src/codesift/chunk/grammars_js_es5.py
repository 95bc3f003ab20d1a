"""JavaScript's ES5 classes and members, for ``grammars_js.py``: the class a `Base.extend({…})`
call makes of its object of methods, and the members a constructor is given by
`Object.defineProperties`, `Object.defineProperty`, `Object.assign` or `inherits`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import (
    SIGNATURE_MAX, Decl, RuleResult, Scope, collapse, field_text, has_token, text,
)
from codesift.chunk.grammars_js_calls import JS_FUNCTIONS, JS_OUTER, OBJECT_SCOPE, has_methods

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node


def extended_prototype(value: Node | None, src: bytes) -> Node | None:
    """The object of methods a `Base.extend({…})` call makes a class of, else None. `extend`
    is the ES5 class idiom of Backbone, Ember, Vue 2 and joi (`var AppView =
    BaseView.extend({ initialize: function () {…}, render() {…} })`): its first object
    argument is the prototype, a later one the statics. Other calls given an object of
    functions (`Object.freeze({ is() {…} })`, a plugin's options) make no class."""
    if value is None or value.type != "call_expression":
        return None
    callee = value.child_by_field_name("function")
    method = callee.child_by_field_name("property") if callee is not None \
        and callee.type == "member_expression" else None
    args = value.child_by_field_name("arguments")
    if method is None or text(method, src) != "extend" or args is None:
        return None
    proto = next((a for a in args.named_children if a.type == "object"), None)
    return proto if proto is not None and has_methods(proto) else None


def extended_signature(node: Node, proto: Node, src: bytes) -> str:
    """An ES5 class's header, its prototype folded: `var AppView = BaseView.extend({…})`
    (its first 160 characters had been a run of its first members)."""
    head = collapse(src[node.start_byte:proto.start_byte].decode("utf-8", "replace"),
                    SIGNATURE_MAX - 6)
    return head + ("{…})" if proto.next_named_sibling is None else "{…}, …)")


# Calls that give a constructor members the ES5 way, from an object literal: fastify's
# `Object.defineProperties(Request.prototype, { hostname: { get () {…} }, … })` (26 of its
# Request and Reply members were in no chunk), `Object.defineProperty(X.prototype, 'name',
# { get () {…} })`, `Object.assign(X.prototype, { run () {…} })`, and axios's
# `utils.inherits(AxiosError, Error, { toJSON: function toJSON () {…} })`. Only these: an
# object passed to any other call is no promise of members.
_DEFINE_ONE = "Object.defineProperty"
_DEFINE_MANY = "Object.defineProperties"
_ASSIGN = "Object.assign"
DESCRIPTORS_SCOPE = "descriptors"   # the object `Object.defineProperties` reads, of descriptors
_OWNER_MAX = 120
EXPORTS = frozenset({"exports", "module.exports"})
_OWNER = compiled(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")


def js_defined_members(node: Node, call: Node, scope: Scope, src: bytes) -> RuleResult:
    """The members a top-level `Object.defineProperties`, `Object.defineProperty`,
    `Object.assign` or `inherits` call defines, as members of the constructor (or object)
    it defines them on: `X.prototype` or `X` -> ``X``."""
    if scope.kind not in JS_OUTER:
        return None
    args = call.child_by_field_name("arguments")
    values = [a for a in args.named_children if a.type != "comment"] if args is not None else []
    if len(values) < 2:
        return None
    callee = field_text(call, "function", src)
    owner = js_owner(values[0], src)
    if not owner:
        return None
    if callee == _DEFINE_ONE and len(values) == 3 and values[1].type == "string":
        name = text(values[1], src)[1:-1]
        return described(node, name, values[2], src, owner) if name else None
    if callee == _DEFINE_MANY and values[1].type == "object":
        return Decl(node, "", "", members=values[1], qual=owner, scope_kind=DESCRIPTORS_SCOPE)
    if callee == _ASSIGN:
        objects = values[1:]
    elif callee.rsplit(".", 1)[-1] == "inherits" and len(values) >= 3:
        objects = values[2:3]
    else:
        return None
    return [Decl(node, "", "", members=o, qual=owner, scope_kind=OBJECT_SCOPE)
            for o in objects if o.type == "object" and has_methods(o)] or None


def js_owner(target: Node, src: bytes) -> str:
    """Whose members a call defines: `Request.prototype` and `Request` -> ``Request``; ""
    for anything but a name or a path of names (`{}`, `this`, `new Error()`), and for a
    module's exports: compiled TypeScript re-exports each name with
    `Object.defineProperty(exports, "x", { get: function () { return m.x; } })`."""
    if target.type not in ("identifier", "member_expression"):
        return ""
    path = text(target, src)
    if len(path) > _OWNER_MAX or not _OWNER.fullmatch(path) or path.startswith("this.") \
            or path in EXPORTS:
        return ""
    return path.removesuffix(".prototype")


def described(node: Node, name: str, descriptor: Node, src: bytes, qual: str = "") -> Decl | None:
    """A member from its property descriptor: `{ get () {…} }` (or `get: function`, `set`) a
    property, `{ value: function (input) {…} }` a method, its signature written as a class's
    (`get hostname()`, `validateInput(input)`); a plain value (`{ value: 1 }`) none."""
    if descriptor.type != "object":
        return None
    funcs: dict[str, Node] = {}
    for part in descriptor.named_children:
        if part.type == "method_definition":
            funcs.setdefault(field_text(part, "name", src), part)
        elif part.type == "pair":
            value = part.child_by_field_name("value")
            if value is not None and value.type in JS_FUNCTIONS:
                funcs.setdefault(field_text(part, "key", src).strip("'\""), value)
    for key in ("get", "set", "value"):
        func = funcs.get(key)
        if func is not None:
            break
    else:
        return None
    params = func.child_by_field_name("parameters")
    listed = text(params, src) if params is not None else f"({field_text(func, 'parameter', src)})"
    lead = f"{key} " if key != "value" else "async " if has_token(func, "async") else ""
    sig = collapse(f"{lead}{name}{listed}{field_text(func, 'return_type', src)}", SIGNATURE_MAX)
    return Decl(node, "method" if key == "value" else "property", name,
                body=func.child_by_field_name("body"), qual=qual, sig=sig)
