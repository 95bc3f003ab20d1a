"""OCaml's declaration rules (tree-sitter-ocaml: `language_ocaml` for `.ml`,
`language_ocaml_interface` for `.mli`).

A top-level `let` binds a function when it takes parameters or its value is a `fun` or
`function` (signed to its `=`: `let add x y`), else a constant (its first line); each binding
of `let rec … and …` is one of its own, signed from its keyword (`and odd n`). A ppx test,
`let%expect_test "name" = …` (`%test`, `%test_unit`), is a function named by its string, as
the runner reports it. A `val` specification (an `.mli`'s, a module type's) and an `external`
are functions when their type is a function's, else constants, signed to their type. Each
binding of `type a = … and b = …` is a type, an `exception` a type (record fields and variant
constructors are its lines, as a Rust struct's fields are). A module (`module M = struct … end`,
a functor `module F (X : S) = …`, an interface's `module M : sig … end`) holds its members,
named `M.f`; a `module type S = sig … end` is an interface of its specifications, a class an
interface's or a class's methods and instance variables.

OCaml documents an item with a `(** … *)` comment above it or, odoc's other place, right under
it (no blank line between): an `.mli` writes `val length : t -> int` / `(** The length. *)`.
Such a comment is the item's doc and its chunk's last lines; between two items with no blank
line either side it is the item's above it in an interface, where docs go under, and the one's
below it in an implementation.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from codesift.chunk.base import Decl, Rule, RuleResult, Scope, Spec, child_of_type, text
from codesift.chunk.deprecation import note_of

from ..regex_cache import compiled

if TYPE_CHECKING:
    from tree_sitter import Node

_COMMENTS = frozenset({"comment"})
_FUNCTION_BODIES = frozenset({"fun_expression", "function_expression"})
# The ppx extensions whose `let%ext "name" = …` is a test (ppx_expect, ppx_inline_test).
_TESTS = frozenset({"expect_test", "test", "test_unit", "test_module", "bench", "bench_fun"})
_MEMBER_BODIES = frozenset({"structure", "signature"})
_CLASS_BODIES = frozenset({"object_expression", "class_body_type"})


_DEPRECATED = frozenset({"deprecated", "ocaml.deprecated"})


def _deprecated(node: Node, src: bytes) -> str:
    """"Deprecated: <its message>." when ``node`` carries `[@@deprecated "…"]` (or
    `[@@ocaml.deprecated]`), the compiler's warning on each use: lwt's `val junk_old : 'a t ->
    unit Lwt.t [@@deprecated "Use junk_available instead"]`, no comment saying so."""
    for attribute in node.named_children:
        if attribute.type != "item_attribute":
            continue
        ident = child_of_type(attribute, frozenset({"attribute_id"}))
        if ident is None or text(ident, src) not in _DEPRECATED:
            continue
        payload = child_of_type(attribute, frozenset({"attribute_payload"}))
        said = text(payload, src).strip() if payload is not None else ""
        return note_of(" ".join(said.strip('"').split()) if said.startswith('"') else "")
    return ""


def _attributes_start(node: Node, src: bytes) -> int:
    """Where ``node``'s item attributes start when the first is `[@@deprecated …]`, which its
    doc says (a `[@@deriving yojson]` says what functions a type has, and stays), or -1."""
    attribute = child_of_type(node, frozenset({"item_attribute"}))
    ident = child_of_type(attribute, frozenset({"attribute_id"})) if attribute else None
    return attribute.start_byte if ident is not None and text(ident, src) in _DEPRECATED else -1


def _keyword_before(node: Node) -> int:
    """Where the `and` opening ``node``, a later binding of `let rec … and …` (`type`,
    `module`, `class`), starts, or -1: its signature reads from it, `and odd n`, not `odd n`."""
    before = node.prev_sibling
    return before.start_byte if before is not None and before.type == "and" else -1


def _value_name(node: Node, src: bytes) -> str:
    """A value's name, an operator's as a prefix use writes it without padding (`val ( >>| )
    : …` is `(>>|)`), but for a space where a `*` would open or close a comment: `( *> )`
    is `( *>)`, `( let* )` `(let* )`."""
    name = text(node, src)
    if node.type != "parenthesized_operator":
        return name
    operator = name[1:-1].strip()
    return "(" + " " * operator.startswith("*") + operator + " " * operator.endswith("*") + ")"


def _binding_name(binding: Node, src: bytes) -> str:
    """The name a `let` binding binds: `f`, an operator `(+++)`, `x` of `(x : int)`; "" for a
    pattern of several names or none (`let () = …`, `let (a, b) = …`)."""
    pattern = binding.child_by_field_name("pattern")
    while pattern is not None and pattern.type in ("typed_pattern", "parenthesized_pattern"):
        pattern = child_of_type(pattern, frozenset({"value_name", "value_pattern",
                                                   "typed_pattern", "parenthesized_pattern"}))
    if pattern is None or pattern.type not in ("value_name", "value_pattern",
                                               "parenthesized_operator"):
        return ""
    return _value_name(pattern, src)


def _let(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`let f x = …`, `let rec f … and g …`, `let limit = 10`, `let%expect_test "x" = …`."""
    extension = child_of_type(node, frozenset({"attribute_id"}))
    test = extension is not None and text(extension, src) in _TESTS
    out = []
    for binding in node.named_children:
        if binding.type != "let_binding":
            continue
        body = binding.child_by_field_name("body")
        start = _keyword_before(binding) if out else node.start_byte
        if test:
            pattern = binding.child_by_field_name("pattern")
            name = text(pattern, src).strip("\"") if pattern is not None \
                and pattern.type == "string" else ""
            if name:
                out.append(Decl(binding, "function", name, body=body, sig_start=start,
                                sig_end=body.start_byte if body is not None else -1, free=True))
            continue
        name = _binding_name(binding, src)
        if not name:
            continue
        function = child_of_type(binding, frozenset({"parameter"})) is not None \
            or body is not None and body.type in _FUNCTION_BODIES
        if function:
            out.append(Decl(binding, "function", name, body=body, sig_start=start,
                            sig_end=body.start_byte if body is not None else -1, free=True,
                            note=_deprecated(binding, src)))
        else:
            out.append(Decl(binding, "constant", name, sig_start=start,
                            sig_end=_attributes_start(binding, src),
                            note=_deprecated(binding, src)))
    return out or None


def _is_function_type(node: Node | None) -> bool:
    """Whether a type is a function's: `int -> int`, `'a. 'a -> 'a`."""
    while node is not None and node.type in ("polymorphic_type", "parenthesized_type"):
        node = child_of_type(node, frozenset({"function_type", "polymorphic_type",
                                              "parenthesized_type"}))
    return node is not None and node.type == "function_type"


def _val(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`val add : int -> int -> int` (a function), `val empty : t` (a constant); `external
    length : string -> int = "…"` too. Signed to its type: an attribute after it
    (`[@@deprecated "…"]`) is no part of it."""
    name = child_of_type(node, frozenset({"value_name", "parenthesized_operator"}))
    typ = node.child_by_field_name("type")
    if name is None:
        return None
    kind = "function" if _is_function_type(typ) else "constant"
    end = node.end_byte if node.type == "external" or typ is None else typ.end_byte
    # A module type's `val` is a module's function, no method (``Decl.free``).
    return Decl(node, kind, _value_name(name, src), sig_end=end, free=True,
                note=_deprecated(node, src))


def _types(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """Each binding of `type a = … and b = …` a type (`type t`, `type 'a tree = Leaf | …`)."""
    out = []
    for binding in node.named_children:
        if binding.type != "type_binding":
            continue
        name = binding.child_by_field_name("name")
        if name is None:
            continue
        start = _keyword_before(binding) if out else node.start_byte
        out.append(Decl(binding, "type", text(name, src), sig_start=start,
                        sig_end=_attributes_start(binding, src),
                        note=_deprecated(binding, src) or _deprecated(node, src)))
    return out or None


def _exception(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`exception Not_found`, `exception Parse_error of string * int`: a type."""
    constructor = child_of_type(node, frozenset({"constructor_declaration"}))
    name = child_of_type(constructor, frozenset({"constructor_name"})) \
        if constructor is not None else None
    return Decl(node, "type", text(name, src)) if name is not None else None


def _members_of(binding: Node) -> Node | None:
    """A module's members: its `struct … end`, else the `sig … end` an interface gives it; a
    functor's are its result's (`functor (X : S) -> struct … end`)."""
    for field_name in ("body", "module_type"):
        part = binding.child_by_field_name(field_name)
        while part is not None and part.type == "functor":
            part = part.child_by_field_name("body")
        if part is not None and part.type in _MEMBER_BODIES:
            return part
    return None


def _modules(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`module M = struct … end`, a functor `module F (X : S) : T = struct … end`, an
    interface's `module M : sig … end`, `module rec A … and B …`: a module holding its
    members, signed to its body (`module F (X : S) : T`); one bound to another
    (`module A = Map.Make (String)`, `module M : S`) signed by its first line."""
    out = []
    for binding in node.named_children:
        if binding.type != "module_binding":
            continue
        name = child_of_type(binding, frozenset({"module_name"}))
        if name is None:
            continue
        members = _members_of(binding)
        start = _keyword_before(binding) if out else node.start_byte
        typ = binding.child_by_field_name("module_type")
        sig = ""
        if typ is not None and typ.type == "signature":
            # `module Basic_helpers : sig … end = struct`: the interface folded (its members
            # are chunks of their own), not cut at the cap inside it (lwt's read 160
            # characters of its `val`s).
            sig = " ".join(src[start:typ.start_byte].decode("utf-8", "replace").split()) \
                + " sig … end"
        out.append(Decl(binding, "module", text(name, src), members=members, sig_start=start,
                        sig_end=members.start_byte if members is not None
                        else _line_end(binding, src), sig=sig))
    return out or None


def _line_end(node: Node, src: bytes) -> int:
    """The end of ``node``'s first line (or of the node, on one line)."""
    newline = src.find(b"\n", node.start_byte, node.end_byte)
    return node.end_byte if newline < 0 else newline


def _module_type(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`module type S = sig … end`: an interface of its specifications."""
    name = child_of_type(node, frozenset({"module_type_name"}))
    if name is None:
        return None
    body = node.child_by_field_name("body")
    members = body if body is not None and body.type == "signature" else None
    return Decl(node, "interface", text(name, src), members=members,
                sig_end=members.start_byte if members is not None else _line_end(node, src))


def _class_body(binding: Node) -> Node | None:
    """A class's `object … end` (its methods), in a definition or an interface's type
    (`class point : int -> object … end`)."""
    for part in binding.named_children:
        while part is not None and part.type == "class_function_type":
            part = part.named_children[-1] if part.named_children else None
        if part is not None and part.type in _CLASS_BODIES:
            return part
    return None


def _classes(kind: str, binding_type: str, name_type: str) -> Rule:
    def rule(node: Node, scope: Scope, src: bytes) -> RuleResult:
        """`class point x = object … end`, `class type printable = object … end`."""
        out = []
        for binding in node.named_children:
            if binding.type != binding_type:
                continue
            name = child_of_type(binding, frozenset({name_type}))
            if name is None:
                continue
            members = _class_body(binding)
            start = _keyword_before(binding) if out else node.start_byte
            out.append(Decl(binding, kind, text(name, src), members=members, sig_start=start,
                            sig_end=members.start_byte if members is not None else -1))
        return out or None
    return rule


def _method(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`method move d = …` (signed to its body), `method print : unit`."""
    name = child_of_type(node, frozenset({"method_name"}))
    if name is None:
        return None
    body = node.child_by_field_name("body")
    return Decl(node, "function", text(name, src), body=body,
                sig_end=body.start_byte if body is not None else -1)


def _instance_variable(node: Node, scope: Scope, src: bytes) -> RuleResult:
    """`val mutable x = x_init`: a property of its class."""
    name = child_of_type(node, frozenset({"instance_variable_name"}))
    return Decl(node, "property", text(name, src)) if name is not None else None


# A doc comment's own markers: `(**` (or a plain `(*`) opening it and `*)` closing it, a
# rule of stars (`(*****…`) too; the lines between keep their text.
_MARKERS = compiled(r"^[ \t]*\(\*+|\*+\)[ \t]*$", re.M)


# A comment that is a heading alone, `(** {3 Let syntax} *)`: the title of the section the
# items below it make, no item's doc (lwt's `module Syntax` read "{3 Let syntax}").
_HEADING_ONLY = compiled(r"\s*\{[0-6](?::[\w-]+)?\s[^{}]*\}\s*")


def comment_text(raw: str, src: bytes = b"") -> str:
    """``raw``, OCaml comments, less their `(*`/`(**` and `*)` markers (``Spec.doc_text``);
    nothing for a heading alone."""
    said = _MARKERS.sub("", raw)
    return "" if _HEADING_ONLY.fullmatch(said) else said


# What may follow a doc comment under an item for it to be that item's in an implementation:
# a blank line, the end of its structure or signature, or of the file.
_SET_APART = compiled(rb"[ \t]*(?:\r?\n[ \t]*\r?\n|\s*(?:end\b|;;|\Z))")


def _doc_under(interface: bool) -> Callable[[Node | None, Node, bytes], Node | None]:
    def doc_under(comment: Node | None, item: Node, src: bytes) -> Node | None:
        """``comment`` when it is the doc of ``item``, right above it: a `(** … *)` starting
        on the line under ``item`` (or ending its one line), set apart from what follows
        unless in an interface (``Spec.doc_under``)."""
        last = item.end_point.row
        # One ending the last line of an item over lines is that line's: a variant's last
        # constructor's (angstrom's `| Fail of … (** The parser failed. *)` was its type's doc).
        if comment is None or comment.type != "comment" or comment.start_point.row > last + 1 \
                or comment.start_point.row == last and item.start_point.row < last \
                or not src.startswith(b"(**", comment.start_byte) \
                or src.startswith((b"(**)", b"(***"), comment.start_byte):
            return None
        if _SET_APART.match(src, comment.end_byte) is not None:
            return comment
        # Between two items: the upper's in an interface, unless that one has its doc above
        # it, the file writing docs above (`(** a *)` / `val a` / `(** b *)` / `val b`).
        if not interface:
            return None
        above = item.prev_named_sibling
        documented = above is not None and above.type == "comment" \
            and above.end_point.row + 1 >= item.start_point.row \
            and src.startswith(b"(**", above.start_byte)
        return None if documented else comment
    return doc_under


_RULES = {
    "value_definition": _let,
    "value_specification": _val,
    "external": _val,
    "type_definition": _types,
    "exception_definition": _exception,
    "module_definition": _modules,
    "module_type_definition": _module_type,
    "class_definition": _classes("class", "class_binding", "class_name"),
    "class_type_definition": _classes("interface", "class_type_binding", "class_type_name"),
    "method_definition": _method,
    "method_specification": _method,
    "instance_variable_definition": _instance_variable,
}
OCAML = Spec(module="tree_sitter_ocaml", factory="language_ocaml", rules=_RULES,
             comments=_COMMENTS, slash_comments=False, doc_text=comment_text,
             doc_under=_doc_under(False))
OCAML_INTERFACE = Spec(module="tree_sitter_ocaml", factory="language_ocaml_interface",
                       rules=_RULES, comments=_COMMENTS, slash_comments=False,
                       doc_text=comment_text, doc_under=_doc_under(True))
