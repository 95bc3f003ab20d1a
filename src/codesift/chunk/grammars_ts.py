"""TypeScript's own declaration rules: namespaces and modules, type aliases of object types
and interfaces (see ``grammars.py`` for the contract; ``grammars_js.py`` holds the rules
JavaScript and TypeScript share and builds both ``Spec``s from them)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import SIGNATURE_MAX, Decl, RuleResult, Scope, collapse, field_text
from codesift.chunk.sigfold import unpadded_line
from codesift.docline import says_deprecated

if TYPE_CHECKING:
    from tree_sitter import Node

    from codesift.model import Chunk


def ts_namespace(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`namespace X { … }`, `module X { … }`, `declare module "x" { … }`: a scope of
    declarations, named without the quotes of an ambient module's."""
    body = node.child_by_field_name("body")
    kind = "module" if node.type == "module" else "namespace"
    name = field_text(node, "name", src).strip("\"'")
    return Decl(node, kind, name, body=body, members=body) if name else None


# What a type alias's value may hold its own object types in: `Base & { … }`, `({ … })`. A
# union's variants (`{ kind: 'a'; … } | { kind: 'b'; … }`) are not the alias's members: each
# `kind` would be one more chunk of the same name.
_TS_ALIAS_PARTS = frozenset({"intersection_type", "parenthesized_type"})


def ts_type_alias(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`type X = { … }` is an interface written another way: the properties and methods of
    the object types at the top of its value are its members (ky's `KyOptions`, 350 lines,
    was one chunk, and its JSDoc'd `timeout` option, 165 lines down, was found as line 40).
    A second object type (`A & { … } & { … }`) opens the same scope, with no chunk of its own."""
    name = field_text(node, "name", src)
    if not name:
        return None
    literals: list[Node] = []
    todo = [node.child_by_field_name("value")]
    while todo:   # iterative: `A & B & …` nests one level per `&`
        part = todo.pop()
        if part is None:
            continue
        if part.type == "object_type":
            literals.append(part)
        elif part.type in _TS_ALIAS_PARTS:
            todo.extend(part.named_children)
    literals.sort(key=lambda n: n.start_byte)
    first = literals[0] if literals else None
    return [Decl(node, "type", name, members=first)] + [
        Decl(node, "", name, members=more, scope_kind="type") for more in literals[1:]]


# An interface's members that have no name: it is callable (`(config): AxiosPromise`) or
# constructible (`new (x: X): Y`).
_TS_CALLABLE = frozenset({"call_signature", "construct_signature"})


def ts_interface(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`interface X { … }`. One holding call or construct signatures alone types a function,
    and they are its signature: axios's `interface AxiosAdapter { (config:
    InternalAxiosRequestConfig): AxiosPromise; }` read `interface AxiosAdapter`, the shape of
    the function in no chunk at all (58 such interfaces in the corpora: axios, winston, pino,
    fastify's hook handlers, yargs's callbacks)."""
    name = field_text(node, "name", src)
    if not name:
        return None
    body = node.child_by_field_name("body")
    members = [c for c in body.named_children if c.type != "comment"] if body is not None else []
    sig = ""
    if body is not None and members and all(c.type in _TS_CALLABLE for c in members):
        # Each member read from its own node: a `;` the rewrite put in a line's indentation
        # (immer's overloads, `rewrite.py`) is no part of it.
        calls = "; ".join(_one_line(c.start_byte, c.end_byte, src).rstrip(";,") for c in members)
        header = _one_line(node.start_byte, body.start_byte, src)
        params = node.child_by_field_name("type_parameters")
        if params is not None and len(header) + len(calls) + 4 > SIGNATURE_MAX:
            # fastify's hook handlers: eight type parameters with bounds and defaults would
            # leave no room for the call; their names say enough.
            names = ", ".join(field_text(p, "name", src) for p in params.named_children
                              if p.type == "type_parameter")
            header = (f"{_one_line(node.start_byte, params.start_byte, src)}<{names}>"
                      f"{_one_line(params.end_byte, body.start_byte, src)}")
        sig = collapse(f"{header} {{ {calls} }}", SIGNATURE_MAX)
    return Decl(node, "interface", name, body=body, members=body, sig=sig)


def _one_line(start: int, end: int, src: bytes) -> str:
    """The source from ``start`` to ``end`` on one line, brackets unpadded."""
    return unpadded_line(src[start:end].decode("utf-8", "replace"))


def overload_docs(chunks: list[Chunk]) -> None:
    """Give an overloaded function's or method's implementation with no doc the doc of its
    first overload that has one: TypeScript's tools read the JSDoc above the first overload
    signature, and the implementation, which search shows in the overloads' place
    (search/select.py), stands right under them. lru-cache's `fetch`, `forceFetch` and
    `memo` read no doc, their 80-line JSDoc on `fetch(k, fetchOptions): Promise<…>`.

    The overloads are the prototypes of its name and container right above it, nothing else
    between (a module's `function parse(s: string): any;` as a class's `set(pair): this`);
    a deprecated one's doc is passed over, the others' overloads still standing."""
    ordered = sorted(chunks, key=lambda c: (c.start, -c.end))
    for i, c in enumerate(ordered):
        if c.doc or c.kind not in ("function", "method", "constructor"):
            continue
        docs: list[str] = []
        j = i - 1
        while j >= 0 and ordered[j].kind == "prototype" and ordered[j].name == c.name \
                and ordered[j].container == c.container:
            docs.append(ordered[j].doc)
            j -= 1
        c.doc = next((d for d in reversed(docs) if d and not says_deprecated(d)), "")
