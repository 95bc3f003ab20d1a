"""A header too long for the signature cap, shortened a step at a time (``signature.py``).

A type over lines is folded from its innermost bracket groups out (`frameworkErrors?: <…>(…) =>
void`); a callable's type parameters are cut to their names, then its parameters' type
arguments folded, then a return type's written before its name (Java's `Tuple16<…> concat(`);
and items a formatter put a line each are read as one line.

>>> unpadded_line("fn f(\\n    self,\\n)")
'fn f(self)'
"""
from __future__ import annotations

import re

from codesift.chunk.base import SIGNATURE_MAX

from ..regex_cache import compiled

_PADDING = compiled(r"(?<=[<(\[]) |,? (?=[>)\]])")


def unpadded_line(text: str) -> str:
    """``text`` on one line, its brackets unpadded: rustfmt's and Prettier's items a line each
    read as written on one (a macro transcriber's `fn $m(` / `    self,` / `)`, a TypeScript
    interface's call signatures).

    >>> unpadded_line("fn f(\\n    self,\\n    v: V,\\n) -> R<\\n  T\\n>")
    'fn f(self, v: V) -> R<T>'
    """
    return _PADDING.sub("", " ".join(text.split()))


# What ``folded_groups`` reads: strings (kept whole), `=>` (no closer), brackets and newlines.
_FOLD_TOKENS = compiled(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`'
                        r"|=>|(?P<open>[(\[{<])|(?P<close>[)\]}>])")
_ANGLE_PADDING = compiled(r"(?<=<)[ \t]*\r?\n\s*|\s*\n\s*(?=>)")
_FOLD_CLOSERS = {"(": ")", "[": "]", "{": "}", "<": ">"}


def folded_groups(header: str) -> str:
    """``header``, a type over lines, whole when it fits in ``SIGNATURE_MAX``, else with its
    innermost bracket groups folded to an ellipsis, a level at a time, until it does: fastify's
    `frameworkErrors?: <` / `RequestGeneric extends …` / `>(` / `error: FastifyError,` … /
    `) => void` reads `frameworkErrors?: <…>(…) => void`, its `onRequest?` hooks
    `RouteShorthandHook<onRequestHookHandler<…>> | …`. A group left open is closed so."""
    header = _ANGLE_PADDING.sub("", header)   # `fastify<` / `  Server,` / `>(`: `fastify<Server>(`
    groups: list[tuple[int, int, int]] = []   # (after its opener, at its closer, depth)
    opened: list[re.Match[str]] = []
    for m in _FOLD_TOKENS.finditer(header):
        if m.lastgroup == "open":
            opened.append(m)
        elif m.lastgroup == "close" and opened:
            start = opened.pop().end()
            if header[start:m.start()].strip():   # `string[]` is no group to fold
                groups.append((start, m.start(), len(opened)))
    if opened:   # cut short: the outermost group left open is folded, and what it holds
        start = opened[0].end()
        header = header[:start] + "…" + _FOLD_CLOSERS[opened[0].group()]
        groups = [g for g in groups if g[1] < start]
    if len(" ".join(header.split())) <= SIGNATURE_MAX or not groups:
        return header
    groups.sort()
    for level in range(max(g[2] for g in groups), -1, -1):
        out, kept = [], 0
        for start, end, depth in groups:
            if depth == level:
                out.append(header[kept:start] + "…")
                kept = end
        folded = "".join(out) + header[kept:]
        if len(" ".join(folded.split())) <= SIGNATURE_MAX:
            break
    return folded


# A header's angle brackets (not `=>` or `->`) and parentheses, read by ``short_generics``.
_GENERIC_TOKENS = compiled(r"(?<![-=])>|<|\(|\)")
# Where a type parameter's name ends: its bound (`T extends X`, `T: Read`, `T : Any`) or
# default (`T = X`); a C++ path's `::` is no bound.
_TYPE_PARAM_END = compiled(r"\s+extends\s|\s*=|\s*(?<!:):(?!:)")
_ANNOTATION = compiled(r"(?<!:):(?!:)")
# A `<` right after a name (`addHook<`, `Map<`), not after a keyword and a space (Java's
# `public <T>`, Kotlin's `fun <T>`) or C++'s `template<`.
_AFTER_NAME = compiled(r"(?<![\w$])(?!template$)[\w$]+$")
_LIST_BRACKETS = compiled(r"[<(\[{]|(?<![-=])[>)\]}]|,")


def short_generics(header: str) -> str:
    """``header`` with its type parameters cut to their names (`addHook<RouteGeneric,
    ContextConfig>(name: 'onRequest', …)`) when, written in full, they push its parameter
    list past ``SIGNATURE_MAX``: fastify's 17 `addHook<` overloads all read `addHook<
    RouteGeneric extends RouteGenericInterface = …` and never reached `name: 'onRequest'`."""
    opened, params_open = -1, -1
    depth = 0
    named = False
    for m in _GENERIC_TOKENS.finditer(header):
        token = m.group()
        if opened < 0:
            if token == "(":
                return header   # parameters before any type parameter
            if token == "<":
                if _ANNOTATION.search(header, 0, m.start()):
                    return header   # a type's arguments (`const h: Handler<{ Body: X }> = …`)
                opened, depth = m.start(), 1
                named = _AFTER_NAME.search(header, 0, opened) is not None
        elif params_open < 0:
            if token == "<":
                depth += 1
            elif token == ">":
                depth -= 1
                if depth == 0:
                    closed = m.start()
                    params_open = header.find("(", closed)
                    # Right after a name, type parameters go right before the parameters
                    # (`addHook<R>(`, `fn read<T: Read>(`); with a name between, the brackets
                    # were a return type's arguments (Java's `Map<? extends K, V> build(…`).
                    if params_open < 0 or named and header[closed + 1:params_open].strip():
                        return header
                    depth = 0
        elif token == "(":
            depth += 1
        elif token == ")":
            depth -= 1
            if depth == 0:
                if m.end() <= SIGNATURE_MAX:
                    return header   # the parameters show already
                break
    if params_open < 0:
        return header
    names = [_TYPE_PARAM_END.split(p, 1)[0].strip() for p in _top_level(header[opened + 1:closed])]
    return f"{header[:opened + 1]}{', '.join(n for n in names if n)}{header[closed:]}"


def short_argument_types(header: str) -> str:
    """``header`` with its parameters' type arguments folded (`middleware: RouterMiddleware<…>
    | Array<…>`) when its parameter list runs past ``SIGNATURE_MAX``: koa-router's
    `Layer.constructor(path: string | RegExp, methods: string[], middleware: | RouterMiddleware<
    StateT, ContextT, BodyT> | Array<…` was cut before `options`, its address `(path, methods,
    …)`. The return type's stay: it is past the list, cut first."""
    parens, angles, params_open, angle_open = 0, 0, -1, -1
    folds: list[tuple[int, int]] = []
    for m in _GENERIC_TOKENS.finditer(header):
        token = m.group()
        if token == "<":
            angles += 1
            if params_open >= 0 and angles == 1:
                angle_open = m.start()
        elif token == ">":
            angles = max(0, angles - 1)
            if params_open >= 0 and angles == 0 and angle_open >= 0:
                folds.append((angle_open, m.start()))
                angle_open = -1
        elif angles:
            continue   # a function type's list inside type arguments
        elif token == "(":
            if params_open < 0:
                params_open = m.start()
            else:
                parens += 1
        elif params_open >= 0:   # `)`
            if parens == 0:
                if m.end() <= SIGNATURE_MAX:
                    return header   # the parameters show already
                break
            parens -= 1
    return _folded(header, folds)


def short_return_types(header: str) -> str:
    """``header`` with the type arguments of a return type written before the callable's name
    folded (`Tuple16<…> concat(Tuple14<…> tuple)`) when its parameter list still runs past
    ``SIGNATURE_MAX``, and its type parameters too (`static <…> Tuple14<…> tuple(`) when the
    list still does and opens past half the cap: jOOL's `public final <T3, …, T16>
    Tuple16<T1, …, T16> concat(Tuple14<…> tuple)` was cut before `concat(`, its address a
    bare `Tuple2.concat`. The callable's own type parameters right before its list
    (`addHook<…>(`) and a C++ template head stay."""
    groups: list[tuple[int, int]] = []
    depth, opened, params_open = 0, -1, -1
    for m in _GENERIC_TOKENS.finditer(header):
        token = m.group()
        if token == "<":
            opened = m.start() if depth == 0 else opened
            depth += 1
        elif token == ">":
            if depth == 0:
                return header   # an operator's `>` (`operator>(`): no type to read
            depth -= 1
            if depth == 0:
                groups.append((opened, m.start()))
        elif depth == 0:
            if token == ")":
                return header
            params_open = m.start()
            break
    if params_open < 0 or not groups or _list_end(header, params_open) <= SIGNATURE_MAX:
        return header
    folds = [(start, end) for start, end in groups if _returned(header, start, end)]
    saved = sum(end - start - 1 for start, end in folds)
    if _list_end(header, params_open) - saved > SIGNATURE_MAX \
            and params_open - saved > SIGNATURE_MAX // 2:
        folds = [(start, end) for start, end in groups if _foldable(header, start, end)
                 and not header[:start].rstrip().endswith("template")]
    return _folded(header, folds)


def _folded(header: str, folds: list[tuple[int, int]]) -> str:
    """``header`` with each ``<…>`` at ``folds`` (its `<` and `>`, in order) holding `…`.

    >>> _folded("Map<K, V> f(List<T> a)", [(3, 8), (16, 18)])
    'Map<…> f(List<…> a)'
    """
    out, kept = [], 0
    for start, end in folds:
        out.append(header[kept:start + 1] + "…")
        kept = end
    return "".join(out) + header[kept:]


def _returned(header: str, start: int, end: int) -> bool:
    """Whether the ``<…>`` at ``start``..``end`` is a return type's arguments (`Tuple16<`,
    after a name), not the callable's own type parameters right before its list (`f<T>(`)
    nor a TypeScript binding's annotated type (`const h: Handler<{ Body: X }> = function (`),
    cut as before."""
    return _AFTER_NAME.search(header, 0, start) is not None and _foldable(header, start, end)


def _foldable(header: str, start: int, end: int) -> bool:
    """Whether the ``<…>`` at ``start``..``end`` may fold: not right before the list, not
    after a `:` annotation."""
    return not header[end + 1:].lstrip().startswith("(") \
        and not _ANNOTATION.search(header, 0, start)


def _list_end(header: str, opened: int) -> int:
    """Where the parameter list opening at ``opened`` ends (past its `)`), or the header's
    length when the header cuts it."""
    depth = 0
    for at in range(opened, len(header)):
        if header[at] == "(":
            depth += 1
        elif header[at] == ")":
            depth -= 1
            if depth == 0:
                return at + 1
    return len(header)


def _top_level(text: str) -> list[str]:
    """``text`` split at its commas outside brackets."""
    parts, depth, start = [], 0, 0
    for m in _LIST_BRACKETS.finditer(text):
        token = m.group()
        if token == ",":
            if depth == 0:
                parts.append(text[start:m.start()])
                start = m.end()
        elif token in "<([{":
            depth += 1
        else:
            depth -= 1
    return parts + [text[start:]]
