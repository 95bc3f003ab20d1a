"""Haskell's declaration rules (tree-sitter-haskell).

A function is written as a type signature followed by one equation per pattern
(`fib :: Int -> Int`, `fib 0 = 0`, `fib n = …`): one chunk runs from the signature, whose
`-- |` Haddock comment is its doc, to the last equation of the run; a signature of several
names (`repeatM, repeatMC :: …`) is a function per name. `data`, `newtype` and
`type` declare types, a `class` is an interface of its method signatures, an `instance` an
impl (``Totalable Cart``) of its equations. A type or data family is a type, open or closed
(its equations its body), in a class too (an associated type); a family's `type instance` and
`data instance`, and a standalone `deriving instance`, are impls named as an instance is; a
`foreign import` is a function. An operator defined infix (`x <> y = …`) is named as a prefix
use writes it, `(<>)`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Rule, RuleResult, Scope, Spec, child_of_type, field_text, text
from codesift.chunk.grammars_haskell_tests import SPEC_SCOPES, spec_block, spec_statement

if TYPE_CHECKING:
    from tree_sitter import Node

_EQUATIONS = frozenset({"function", "bind"})
_COMMENTS = frozenset({"comment", "haddock", "pragma"})


def _name(node: Node, src: bytes) -> str:
    """A declaration's name; an equation written infix (`m <> UnknownError = m`, ``a `plus`
    b = …``) defines its operator, named as its signature names it, `(<>)`, or its function,
    `plus`: unnamed, an instance's `<>` and `<*>` were no methods, and `(<+>) :: …` ended at
    its signature, its equations dropped."""
    name = field_text(node, "name", src)
    if name or node.type != "function":
        return name
    infix = child_of_type(node, frozenset({"infix"}))
    operator = infix.child_by_field_name("operator") if infix is not None else None
    if operator is None:
        return ""
    if operator.type == "infix_id":   # a function used as an operator, in backticks
        return text(operator.named_children[0], src) if operator.named_children else ""
    return f"({text(operator, src)})"


def _same_run(node: Node | None, name: str, src: bytes) -> bool:
    return node is not None and node.type in _EQUATIONS and _name(node, src) == name


def _default_of(node: Node | None, name: str, src: bytes) -> bool:
    """Whether ``node`` is a class method's default signature for ``name`` (`default parseJSON
    :: (Generic a, …) => Value -> Parser a`, DefaultSignatures), written between the method's
    signature and its default equations: it split aeson's `FromJSON.parseJSON` in two, the
    signature alone and the equation without it."""
    if node is None or node.type != "default_signature":
        return False
    signature = node.child_by_field_name("signature")
    return signature is not None and _name(signature, src) == name


# What a run of equations passes over: comments, pragmas and CPP lines. A signature and its
# equations are often split by `#if`: aeson's `mkBS :: …` / `#if MIN_VERSION_bytestring(0,11,0)`
# / `mkBS dfp n = BS dfp n` / `#else` … was a chunk of the signature alone and one of the
# equation with neither type nor doc (17 of the 47 untyped equations of five Haskell trees).
_BETWEEN = _COMMENTS | {"cpp"}
# The directives closing a conditional group; the parse reads the `#else` branch's lines as
# the directive's own text.
_CLOSING = (b"#else", b"#elif", b"#endif")


def _after_comments(node: Node | None, step: str) -> Node | None:
    while node is not None and node.type in _BETWEEN:
        node = getattr(node, step)
    return node


def _through_branches(last: Node | None, name: str) -> Node | None:
    """``last``, a run's last equation of ``name``, or the directives right after it closing
    its group when their `#else` branch holds that function's equations alone (`#else` /
    `mkBS dfp n = PS dfp 0 n` / `#endif`): a branch holding other declarations (aeson's
    `KeyMap` written twice, 200 lines) is not the function's."""
    after = last.next_named_sibling if last is not None else None
    while after is not None and after.type == "cpp" and after.text is not None \
            and after.text.startswith(_CLOSING) and _only_equations_of(after.text, name):
        last, after = after, after.next_named_sibling
    return last


def _only_equations_of(branch: bytes, name: str) -> bool:
    """Whether each line a declaration may start (at the margin) in a directive's text after
    its first line is an equation or signature of ``name``, a comment, a pragma or a
    directive."""
    word = name.encode()
    for line in branch.split(b"\n")[1:]:
        if not line[:1].strip() or line.startswith((b"--", b"{-", b"#")):
            continue
        if not line.startswith(word) or line[len(word):len(word) + 1].strip():
            return False
    return True


def _last_equation(first: Node, name: str, src: bytes) -> Node | None:
    """The last equation of ``name`` in the run that starts after ``first`` (its default
    signature among them)."""
    last = None
    after = _after_comments(first.next_named_sibling, "next_named_sibling")
    while _same_run(after, name, src) or _default_of(after, name, src):
        if after.type != "default_signature":
            last = after
        after = _after_comments(after.next_named_sibling, "next_named_sibling")
    return _through_branches(last, name)


def _listed(node: Node, src: bytes) -> list[str]:
    """The names a signature gives its type: one, or several (`repeatM, repeatMC :: …`)."""
    names = node.child_by_field_name("names")
    if names is None:
        return [name] if (name := _name(node, src)) else []
    return [text(c, src) for c in names.named_children]


def _runs(node: Node, names: list[str], src: bytes) -> dict[str, tuple[Node, Node]]:
    """The first and last equation of each of ``names`` in the equations right after the
    signature ``node``, in any order (`foo, bar :: Int` / `foo = 1` / `bar = 2`)."""
    runs: dict[str, tuple[Node, Node]] = {}
    after = _after_comments(node.next_named_sibling, "next_named_sibling")
    while after is not None:
        if after.type in _EQUATIONS and (name := _name(after, src)) in names:
            runs[name] = (runs[name][0] if name in runs else after, after)
        elif not any(_default_of(after, n, src) for n in names):
            break
        after = _after_comments(after.next_named_sibling, "next_named_sibling")
    return {name: (first, _through_branches(last, name) or last)
            for name, (first, last) in runs.items()}


# Signatures written together above their equations (cassava's `toStrict :: …` / `fromStrict
# :: …` / `toStrict = …` / `fromStrict = …`) are looked for this many at most either side of
# one: a class of hundreds of method signatures would make each walk the whole run.
_GROUP = 100


def _signature_group(node: Node) -> list[Node]:
    """The signatures written one under the other with ``node`` (comments, pragmas and CPP
    lines between), in order: ``[node]`` when an equation or other declaration is on either
    side."""
    before: list[Node] = []
    prev = _after_comments(node.prev_named_sibling, "prev_named_sibling")
    while prev is not None and prev.type == "signature" and len(before) < _GROUP:
        before.append(prev)
        prev = _after_comments(prev.prev_named_sibling, "prev_named_sibling")
    group = [*reversed(before), node]
    after = _after_comments(node.next_named_sibling, "next_named_sibling")
    while after is not None and after.type == "signature" and len(group) < 2 * _GROUP:
        group.append(after)
        after = _after_comments(after.next_named_sibling, "next_named_sibling")
    return group


def _signature(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`addItem :: Item -> Cart -> Cart`, then its equations: one function. A signature of
    several names is a function per name, signed as if written alone (`repeatMC :: Monad m =>
    …`), the doc above each one's: the first name defined below runs from the signature to
    its last equation, a later one is its own equations (aeson's `comma, colon, …,
    closeCurly :: Encoding' a` and an equation each), one not defined there (its equations
    written by a macro) the first one's lines: held inside them, it read as a member in an
    outline, and took the signature's words from it. Conduit's 61 `repeatM, repeatMC :: …` were a chunk
    named `repeatM` whose address showed no type, and `repeatMC m = …` another with neither
    type nor doc. Signatures written one under the other above their equations are read as
    one of several names is, each with its own doc: cassava's `toStrict :: …` / `fromStrict ::
    …` / `toStrict = …` / `fromStrict = …` were four chunks, two signatures alone and two
    equations with neither type nor doc. A name none of the equations right under the run
    defines (another declaration ends it) is its signature alone."""
    names = _listed(node, src)
    if scope.kind in SPEC_SCOPES:
        return None
    group = _signature_group(node)
    if len(names) == 1 and len(group) == 1:
        last = _last_equation(node, names[0], src)
        return _spec_or_function(Decl(node, "function", names[0], body=last, tail=last,
                                      sig_end=node.end_byte), last, src)
    colons = next((c for c in node.children if c.type == "::"), None)
    if not names or colons is None:
        return None
    runs = _runs(group[-1], [name for sig in group for name in _listed(sig, src)], src)
    first_run, first_last = min(runs.values(), key=lambda run: run[0].start_byte) if runs \
        else (None, None)
    out = []
    for name in names:
        first, last = runs.get(name, (None, first_last if len(group) == 1 else None))
        # The name whose equations come first runs from its signature (a class method's
        # signature right above its default equation, under the class's other signatures);
        # each other name's chunk is its own equations.
        spot = first if first is not None and first is not first_run else None
        several = {"sig_start": colons.start_byte, "sig_head": name} if len(names) > 1 else {}
        out.append(Decl(node, "function", name, body=last, tail=last, spot=spot,
                        sig_end=node.end_byte, **several))
    return out


def _signed_above(node: Node, name: str, src: bytes) -> bool:
    """Whether ``name``'s equation ``node`` is in the run of equations right under a signature
    listing ``name``, alone or written together with others (whose chunk holds it)."""
    before = _after_comments(node.prev_named_sibling, "prev_named_sibling")
    passed: set[str] = set()
    while before is not None and (before.type in _EQUATIONS or before.type == "default_signature"):
        if before.type in _EQUATIONS:
            passed.add(_name(before, src))
        before = _after_comments(before.prev_named_sibling, "prev_named_sibling")
    listed: set[str] = set()   # the names of the signatures written together above the run
    for _ in range(2 * _GROUP):
        if before is None or before.type != "signature":
            break
        listed.update(_listed(before, src))
        before = _after_comments(before.prev_named_sibling, "prev_named_sibling")
    return name in listed and passed <= listed


def _equation(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """An equation without a signature of its own right above (else the signature's chunk
    holds it), and the equations that follow it."""
    name = _name(node, src)
    before = _after_comments(node.prev_named_sibling, "prev_named_sibling")
    if not name or scope.kind in SPEC_SCOPES or _signed_above(node, name, src) \
            or _same_run(before, name, src):
        return None
    match = child_of_type(node, frozenset({"match", "guards"}))
    last = _last_equation(node, name, src)
    return _spec_or_function(Decl(node, "function", name, body=match, tail=last,
                                  sig_end=match.start_byte if match is not None else -1),
                             last or node, src)


def _spec_or_function(decl: Decl, last: Node | None, src: bytes) -> Decl:
    """``decl``, a function, holding the suites and cases of an Hspec spec its last equation
    ``last`` runs (``grammars_haskell_tests``), named apart from it as hspec reports them."""
    block = spec_block(last, src)
    if block is not None:
        decl.members, decl.scope_kind, decl.qualifies = block, "spec", False
    return decl


def _type(kind: str) -> Rule:
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        name = _name(node, src)
        return Decl(node, kind, name) if name else None
    return rule


def _family(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`type family IsElem e api :: Constraint where …`, `data family XList a`: a type (servant's
    53 families were no chunks, `IsElem` found only through its module's export list), signed
    to its `where`, the closed family's equations its body."""
    name = _name(node, src)
    if not name:
        return None
    where = next((c for c in node.children if c.type == "where"), None)
    return Decl(node, "type", name, sig_end=where.start_byte if where is not None else -1)


def _family_instance(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`type instance IsElem' e (Foo :> s) = …`, `data instance XList Char = …`: the impl
    ``IsElem' e (Foo :> s)``, named as an `instance` is; a data instance's name and patterns
    are its `data`/`newtype` child's. One in an instance (an associated type's, `type ServerT
    (Capture' mods capture a :> api) m = …`) is no chunk: the instance's holds its line, and
    servant's 200 such, named by their instance's head, came before that instance in answers
    for its words ("how is a Capture path segment parsed" showed two `….ServerT` types, not
    `HasServer (Capture' …)`)."""
    if scope.kind == "impl":
        return None
    head = node.named_children[0] if node.type == "data_instance" and node.named_children \
        else node
    patterns = child_of_type(head, frozenset({"type_patterns"}))
    name = " ".join(p for p in (_name(head, src), text(patterns, src)) if p)
    return Decl(node, "impl", name) if name else None


def _foreign(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`foreign import ccall "sin" c_sin :: Double -> Double`: the function its signature
    names."""
    signature = node.child_by_field_name("signature")
    name = _name(signature, src) if signature is not None else ""
    return Decl(node, "function", name) if name else None


def _class(node: Node, scope: Scope, src: bytes) -> RuleResult:
    name = _name(node, src)
    members = child_of_type(node, frozenset({"class_declarations"}))
    return Decl(node, "interface", name, members=members,
                sig_end=members.start_byte if members is not None else -1) if name else None


def _instance(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`instance Totalable Cart where …` is the impl ``Totalable Cart``."""
    patterns = child_of_type(node, frozenset({"type_patterns"}))
    name = " ".join(p for p in (_name(node, src), text(patterns, src)) if p)
    members = child_of_type(node, frozenset({"instance_declarations"}))
    return Decl(node, "impl", name, members=members,
                sig_end=members.start_byte if members is not None else -1) if name else None


HASKELL = Spec(
    module="tree_sitter_haskell", factory="language",
    rules={
        "signature": _signature,
        "function": _equation,
        "bind": _equation,
        "data_type": _type("type"),
        "newtype": _type("type"),
        "type_synonym": _type("type"),
        "class": _class,
        "instance": _instance,
        "deriving_instance": _family_instance,
        "type_family": _family,
        "data_family": _family,
        "type_instance": _family_instance,
        "data_instance": _family_instance,
        "foreign_import": _foreign,
        "exp": spec_statement,
        "infix": spec_statement,
        "apply": spec_statement,
    },
    comments=_COMMENTS,
    transparent=frozenset({"declarations"}),
    slash_comments=False,
    comment_holders=frozenset({"imports"}),
)
