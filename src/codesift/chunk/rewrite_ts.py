"""TypeScript generic call signatures tree-sitter-typescript misreads. Like every rewrite in
``rewrite.py``, this one keeps the length, so each row and offset of the parse is the file's
own.

>>> rewrite_ts(b"  ): Curried\\n  <Recipe extends AnyFunc>(recipe: Recipe): Curried")
b'  ): Curried\\n ;<Recipe extends AnyFunc>(recipe: Recipe): Curried'
"""
from __future__ import annotations

import re

from codesift.regex_cache import compiled

# A generic call signature opening a line (immer's `IProduce`: `): Curried` / `<Recipe extends
# AnyFunc>(`): TypeScript reads no type arguments across a line break, tree-sitter-typescript
# does, so `Curried<Recipe extends AnyFunc>` erred and took the rest of the file with it (two
# interfaces, a type and a function in one nameless chunk). When the code before it ends a
# member with no separator, a `;` takes the place of one indenting blank (same length).
# The `<` may end its line, a type parameter a line below it (hono's `HandlerInterface`:
# `  >` / `  // app.get(handler x2)` / `  <` / `    P extends string = CurrentPath,` / …
# / `  >(`), which left 2,600 lines of hono's `types.ts` in one nameless chunk.
_TS_CALL_SIGNATURE = compiled(rb"(?m)^([ \t]*)[ \t](?=<(?:[ \t]*\r?\n[ \t]*)?[A-Za-z_$])")
# What a member's type can end with besides a name: `>`, `]`, `)`, `}`, a literal's quote.
_TS_TYPE_END = frozenset(b"$_>])}'\"`")
_TS_LINE_COMMENT = compiled(rb"(?m)(?:^|[ \t])//")
_TS_COMMENT_MAX = 4_096   # bytes a block comment before such a line is looked back over


def _ts_call_signature(m: re.Match[bytes]) -> bytes:
    """A ``_TS_CALL_SIGNATURE`` match with a `;` for its last blank, when type parameters
    and `(` follow and the code before it (comments skipped) ends a type: after a `;`, `,` or
    `{` the `;` would err, and after `=` or `(` the line is an expression's generic arrow."""
    src = m.string
    if not _type_parameters_then_call(src, m.end()):
        return m.group(0)
    pos = m.start()
    while True:
        while pos > 0 and src[pos - 1] in b" \t\r\n":
            pos -= 1
        if src.endswith(b"*/", 0, pos):
            # A comment's opener, looked for within a bound: a stray `*/` must not send every
            # such line back to the file's start (quadratic over a megabyte).
            pos = src.rfind(b"/*", max(0, pos - _TS_COMMENT_MAX), pos - 2)
            if pos < 0:
                return m.group(0)
            continue
        line_start = src.rfind(b"\n", 0, pos) + 1
        comment = _TS_LINE_COMMENT.search(src, line_start, pos)
        if comment is None:
            break
        pos = comment.start()
    last = src[pos - 1] if pos else 0
    # `=>` ending a line is a curried arrow's (`<A>(a: A) =>` / `<B>(b: B) => …`), no type.
    ends_type = (last >= 128 or chr(last).isalnum() or last in _TS_TYPE_END) \
        and not src.endswith(b"=>", 0, pos)
    return m.group(1) + b";" if ends_type else m.group(0)


_TS_TYPE_PARAMETERS_MAX = 4_096   # bytes a `<` ending its line is looked for a closer over


def _type_parameters_then_call(src: bytes, at: int) -> bool:
    """Whether the `<` at ``at`` closes on its line and a `(` follows: `<Base, D =
    Draft<Base>>(` does, JSX's `<button onClick={() => f(x)}` (a `=>` is no closer) does not.
    A `<` ending its line opens a list written a parameter a line, looked over up to
    ``_TS_TYPE_PARAMETERS_MAX`` bytes for its closer, which a `(` must follow on its line."""
    depth, i, end = 0, at, src.find(b"\n", at)
    end = len(src) if end < 0 else end
    if not src[at + 1:end].strip():
        end = min(len(src), at + _TS_TYPE_PARAMETERS_MAX)
    while i < end:
        ch = src[i]
        if ch == 60:            # <
            depth += 1
        elif ch == 62 and src[i - 1] != 61:     # > not in =>
            depth -= 1
            if depth == 0:
                return src[i + 1:end].lstrip(b" \t").startswith(b"(")
        i += 1
    return False


def rewrite_ts(src: bytes) -> bytes:
    """``src`` with each generic call signature opening a line after a member's type
    separated from it, the same length."""
    return _TS_CALL_SIGNATURE.sub(_ts_call_signature, src)
