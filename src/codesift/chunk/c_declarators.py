"""What a C or C++ declarator declares: the name under its chain of pointers, arrays,
parentheses and initialisers, whether it is a function, and whether `const` binds it, for
``grammars_c.py``'s rules.

>>> declarator_name(node.child_by_field_name("declarator"))   # `int *f(void)`: (f, True)  # doctest: +SKIP
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import first_named, text

if TYPE_CHECKING:
    from tree_sitter import Node


# Declarators wrap the declared name: `*foo(int)`, `(*fp)(int)`, `a[3]`, `x = 1`, and
# Objective-C's block `(^PMKResolver)(id)` (PromiseKit's typedefs were named `^PMKResolver`).
_C_WRAPPING = frozenset({
    "pointer_declarator", "function_declarator", "array_declarator", "parenthesized_declarator",
    "reference_declarator", "init_declarator", "attributed_declarator", "block_pointer_declarator",
})
_C_POINTERS = frozenset({"pointer_declarator", "reference_declarator", "parenthesized_declarator",
                         "block_pointer_declarator"})


def declarator_name(node: Node | None) -> tuple[Node | None, bool]:
    """The declared name under a declarator chain, and whether it names a function
    (`int *f(void)` does, `int (*fp)(void)` is a pointer variable)."""
    is_function = False
    for _ in range(64):  # real declarators nest a handful deep; the bound keeps garbage finite
        if node is None or node.type not in _C_WRAPPING:
            return node, is_function
        if node.type == "function_declarator":
            is_function = True
        elif is_function and node.type in _C_POINTERS:
            is_function = False
        inner = node.child_by_field_name("declarator")
        if node.type == "function_declarator" and inner is not None:
            wrapped = _wrapped_name(inner)
            if wrapped is not None:
                return wrapped, True
        node = inner if inner is not None else first_named(node)
    return None, False


def _wrapped_name(node: Node) -> Node | None:
    """The name a function declarator wraps in parentheses, or None: a function declarator
    directly in another declares a function returning a function, which C and C++ forbid, so
    the inner one is a misread whose one bare argument is the name (the grammar read it as a
    parameter's type). Either a macro call standing for the name (expat's `static int
    PTRCALL` / `PREFIX(scanComment)(…)`: ~30 tokenizer functions were each named PREFIX) or
    C++'s parenthesised name after its type, kept from `min`/`max` macros (Catch2's `static
    constexpr result_type (min)()` was named result_type)."""
    if node.type != "function_declarator":
        return None
    callee = node.child_by_field_name("declarator")
    params = node.child_by_field_name("parameters")
    if callee is None or callee.type != "identifier" or params is None \
            or params.named_child_count != 1:
        return None
    param = params.named_children[0]
    if param.type != "parameter_declaration" or param.named_child_count != 1:
        return None
    name = param.child_by_field_name("type")
    return name if name is not None and name.type == "type_identifier" else None


def const_bound(node: Node, declarator: Node, src: bytes) -> bool:
    """Whether `const` binds ``declarator``'s name: before the type, after it (`unsigned long
    const kMax`, inside the type for the grammar) or on the name's own pointer (`NSString *const
    kName`, not `char *const *p`): Objective-C's string constants were variables."""
    spec = node.child_by_field_name("type")
    qualifiers = [*node.children, *(spec.children if spec is not None
                                    and spec.type == "sized_type_specifier" else ())]
    if declarator.type == "init_declarator":
        declarator = declarator.child_by_field_name("declarator") or declarator
    while declarator.type == "pointer_declarator":   # down to the `*` next to the name
        inner = declarator.child_by_field_name("declarator")
        if inner is None or inner.type != "pointer_declarator":
            qualifiers += declarator.children
            break
        declarator = inner
    return any(c.type == "type_qualifier" and text(c, src) == "const" for c in qualifiers)
