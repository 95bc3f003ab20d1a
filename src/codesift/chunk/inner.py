"""Names declared *inside* a function body: nested functions, local classes, named callbacks.

They are not chunks (an address should point at a module- or container-level declaration),
but an agent that remembers ``show_help`` should still land on the function that defines it.
So a function-like chunk carries the names declared in its body, and the symbol channel
matches them (below every real declaration of the same name). A regex over the chunk text is
enough here and keeps the tree walk out of function bodies, which is what makes it fast.

>>> inner_names("def outer():\\n    def show_help(ctx):\\n        pass\\n", "function")
('show_help',)
"""
from __future__ import annotations

import re

FUNCTION_KINDS = frozenset({"function", "method", "constructor"})
_MAX_NAMES = 32
# `def x` / `class X` (Python), `function x` (JS/PHP), `fn x` (Rust), `func x` (Swift/Go
# literals have no name), `sub x` (Perl-ish shells), and JS `const x = function|(...) =>`.
_DECL = re.compile(
    r"(?:^|[\s;{(])(?:async\s+)?(?:def|class|function\*?|fn|func)\s+([A-Za-z_$][\w$]*)"
    r"|\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?"
    r"(?:function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)")


def inner_names(text: str, kind: str) -> tuple[str, ...]:
    """Distinct names declared inside a function-like chunk's body (its own header excluded)."""
    if kind not in FUNCTION_KINDS:
        return ()
    newline = text.find("\n")
    if newline < 0:
        return ()
    names: dict[str, None] = {}
    for m in _DECL.finditer(text, newline):
        name = m.group(1) or m.group(2)
        if name and name not in names:
            names[name] = None
            if len(names) >= _MAX_NAMES:
                break
    return tuple(names)
