"""C# conditional compilation (``#if … #else … #endif``) as one build sees it, for parsing.

tree-sitter parses a C# file as written, every branch of every ``#if`` at once.
Where a branch holds half a construct (an ``else if`` arm, a brace closed in the next branch)
the parse breaks there: Newtonsoft.Json's ``JsonTextReader.cs`` lost its class at line 244,
and 69 members after it read as the namespace's. When a parse has errors, two rewrites are
tried, each the length of the source so every row and offset holds: the directive lines
blanked (every branch kept), and the build where every condition holds (the ``#elif`` and
``#else`` branches blanked too). The parse with the fewest bytes in error wins; on a tie the
one that keeps more of the source. (Not so for C and C++: their grammars nest declarations in
``preproc_if`` branches, and a rewrite that parses with fewer errors there lost hundreds of
macros and declarations of fmt's and gtest's headers. There only the directive lines of a
group whose branches leave braces open are blanked, ``blank_split_groups``, then a group
that splits a statement is read as its last branch, ``blank_split_statements``, and tree.py
keeps each parse only if it has fewer bytes in error and keeps no fewer declarations: jq's
``#ifdef USE_DECNUM … } else { #endif`` ran ``jv_dump_term`` to the end of its file.)

>>> blank_conditionals(b"#if A\\nint a;\\n#else\\nint b;\\n#endif\\n", keep_else=False)
b'     \\nint a;\\n     \\n      \\n      \\n'
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.base import parse_within

from ..regex_cache import compiled

if TYPE_CHECKING:
    from collections.abc import Callable

    from tree_sitter import Node, Parser

# A conditional directive's line; `#define`, `#region`, `#pragma`, `#nullable` parse fine and stay.
_DIRECTIVE = compiled(rb"[ \t]*#[ \t]*(if|elif|else|endif)\b")
# A macro's definition or removal.
_INNER_DEFINE = compiled(rb"[ \t]*#[ \t]*(?:define|undef)\b")
_INITIALIZER_OPEN = compiled(rb"=\s*\{$")
_BLOCK_COMMENT = compiled(rb"/\*(?:[^*]|\*(?!/))*\*/")
# And C's and C++'s, with their `#ifdef` and `#ifndef`.
_C_DIRECTIVE = compiled(rb"[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b")


def best_parse(parser: Parser, src: bytes, root: Node,
               view: Callable[[bytes], bytes]) -> tuple[bytes, Node]:
    """The source to chunk and its tree: ``src`` as written unless a rewrite parses better.

    Each rewrite is parsed as ``view`` gives it, as ``root`` was (``rewrite.parse_view``):
    parsed as written, a variant lost the parse view's repairs, and StackExchange.Redis's
    RespReader.cs, whose `ref partial struct` the view reads, stayed a struct-less error.
    """
    best = (error_bytes(root), 0, src, root)
    for order, keep_else in ((1, True), (2, False)):
        if best[0] == 0:
            break
        variant = blank_conditionals(src, keep_else)
        if variant == src:
            continue
        tree = parse_within(parser, view(variant))
        if tree is None:
            continue
        best = min(best, (error_bytes(tree), order, variant, tree), key=lambda b: b[:2])
    return best[2], best[3]


def blank_split_groups(src: bytes) -> bytes:
    """``src`` with the directive lines of every ``#if``/``#ifdef`` group one of whose branches
    opens or closes more braces than it closes or opens blanked, and, in every branch but the
    last, the lines that open or close a brace unmatched: the last, the ``#else`` of ``#ifdef
    WIN32``, ``#ifdef __MVS__`` or an old version's ``#if``, stands for the common build (jq's
    ``#ifdef __MVS__`` / ``if (a != 1) {`` / ``#else`` / ``if (a != 0) {`` kept both openings,
    and the function around them was lost to its locals; its ``int umain(…) {`` / ``#else`` /
    ``int main(…) {`` stays ``main``), while whole functions in an earlier branch stay.

    >>> blank_split_groups(b"#ifdef D\\nif (a) {\\n#endif\\nf();\\n#ifdef D\\n}\\n#endif\\n#if X\\nint x;\\n#endif\\n")
    b'        \\nif (a) {\\n      \\nf();\\n        \\n}\\n      \\n#if X\\nint x;\\n#endif\\n'
    >>> blank_split_groups(b"#ifdef D\\nif (a) {\\n#else\\nif (b) {\\n#endif\\n")
    b'        \\n        \\n     \\nif (b) {\\n      \\n'
    """
    lines = src.split(b"\n")
    # A branch's balance is a difference of two entries: nested groups rescanning their lines
    # once per level took 14 s on 256 KB of `#ifdef`s.
    depth = _brace_depths(lines)
    open_groups: list[list[int]] = []   # the directive lines of each group not yet closed
    split: list[int] = []
    earlier: list[tuple[int, int]] = []   # the line ranges of split groups' earlier branches
    for i, line in enumerate(lines):
        m = _C_DIRECTIVE.match(line)
        if m is None:
            continue
        if m.group(1).startswith(b"if"):
            open_groups.append([i])
        elif open_groups:
            group = open_groups[-1]
            group.append(i)
            if m.group(1) == b"endif":
                open_groups.pop()
                if any(depth[b] != depth[a + 1] for a, b in zip(group, group[1:])):
                    split += group
                    earlier += zip(group[:-2], group[1:-1])
    budget = _BRANCH_SCAN_LINES   # nested groups rescan their branches once per level
    for a, b in earlier:
        budget -= b - a
        if budget < 0:
            break
        split += _unmatched_brace_lines(lines, a + 1, b)
    for i in split:
        lines[i] = b" " * len(lines[i])
    return b"\n".join(lines)


# Lines of earlier branches looked at per file, at most: 8,000 nested `#ifdef`s are no code.
_BRANCH_SCAN_LINES = 100_000


def blank_split_statements(src: bytes) -> bytes:
    """``src`` read as the last branch of every ``#if``/``#ifdef`` group that splits a
    statement or a declaration without splitting its braces: the code before the group, or a
    branch's last line of code, ends in no ``;``, ``{``, ``}`` or ``,``. Its directive
    lines are blanked and so are its earlier branches, nested groups included. jq's strptime
    holds ``#ifdef _WIN32`` / ``if (localtime_s(tm, &sse))`` / ``#else`` / ``if
    (localtime_r(&sse, tm) == NULL)`` / ``#endif`` / ``bp = NULL;``, jv_dtoa.c's bigcomp
    ``if (bc->rounding == 1)`` / ``#endif`` / ``{`` and ``i =`` / ``#endif`` / ``b->wds =
    1;``: every branch is whole in braces, so ``blank_split_groups`` left them, and the
    error took the function (590 lines of strptime were a nameless stretch).

    >>> blank_split_statements(b"#ifdef W\\nif (a)\\n#else\\nif (b)\\n#endif\\n  f();\\n#ifdef X\\nint x;\\n#endif\\n")
    b'        \\n      \\n     \\nif (b)\\n      \\n  f();\\n#ifdef X\\nint x;\\n#endif\\n'
    """
    lines = src.split(b"\n")
    ends = _statement_ends(lines)
    last_end = True     # whether the last line of code so far ends a statement
    open_groups: list[tuple[list[int], bool]] = []   # directive lines, split so far
    blank: list[tuple[int, int]] = []   # row ranges, inclusive
    for i, line in enumerate(lines):
        m = _C_DIRECTIVE.match(line)
        if m is None:
            if ends[i] is not None:
                last_end = ends[i]
            continue
        if m.group(1).startswith(b"if"):
            open_groups.append(([i], not last_end))
            continue
        if not open_groups:
            continue
        group, split = open_groups[-1]
        split = split or not last_end
        group.append(i)
        open_groups[-1] = (group, split)
        if m.group(1) == b"endif":
            open_groups.pop()
            if split:   # the code after it goes on from its last branch's
                blank += [(group[0], group[-2]), (i, i)]
            else:
                last_end = True
        else:
            last_end = True   # each branch follows the code before the group
    for lo, hi in blank:
        for row in range(lo, hi + 1):
            lines[row] = b" " * len(lines[row])
    return b"\n".join(lines)


# What ends a statement or declaration (or an entry of a list) on a line of code: not a
# label's `:`, which a statement must follow (jv_dtoa.c's `#ifndef Sudden_Underflow` / `have_i:` /
# `#endif`); nor a `,` inside a call's parentheses, an argument (libevent's `#if
# defined(EVENT__HAVE_MMAP64)` / `mapped = mmap64(NULL, length + offset_leftover,` / `#else` /
# `mapped = mmap(…,` / `#endif` / `PROT_READ, …);`: both calls read at once, the error took
# evbuffer_file_segment_materialize, its locals read as constants), nor at file scope, where a
# declaration's list goes on (expat's `static PROLOG_HANDLER prolog0, …,` / `#ifdef XML_DTD` /
# `externalSubset0, …,` / `#endif` / `declClose, error;` declared none of its 50 names).
_STATEMENT_ENDS = frozenset(b";{},")
_OPENING, _CLOSING = frozenset(b"({["), frozenset(b")}]")
_LITERAL = compiled(rb'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'')


def _statement_ends(lines: list[bytes]) -> list[bool | None]:
    """Per line: whether its code ends a statement (``_STATEMENT_ENDS``), ``None`` for a line
    without code (blank, a comment's, a directive's and its continuations)."""
    out: list[bool | None] = []
    commented = directive = False
    opened: list[int] = []   # the brackets open at the end of the line
    for line in lines:
        code = line.rstrip(b"\r")
        if directive or _C_DIRECTIVE.match(code) or code.lstrip().startswith(b"#"):
            directive = code.endswith(b"\\")
            out.append(None)
            continue
        if commented:
            if b"*/" not in code:
                out.append(None)
                continue
            code, commented = code.split(b"*/", 1)[1], False
        code = _BLOCK_COMMENT.sub(b" ", _LITERAL.sub(b"''", code)).split(b"//", 1)[0]
        if b"/*" in code:
            code, commented = code.split(b"/*", 1)[0], True
        code = code.strip()
        for ch in code:
            if ch in _OPENING:
                opened.append(ch)
            elif ch in _CLOSING and opened:
                opened.pop()
        if not code:
            out.append(None)
        else:
            # A `,` ends a list's entry inside braces; inside `(` it ends an argument, and at
            # file scope a declarator, of a statement going on.
            out.append(code[-1] in _STATEMENT_ENDS
                       and not (code[-1] == 44 and (not opened or opened[-1] == 40)))
    return out


def _unmatched_brace_lines(lines: list[bytes], start: int, end: int) -> list[int]:
    """The lines of ``lines[start:end]`` holding a brace not matched inside that range: an
    ``int wmain(…) {`` closed in the same branch stays, a split ``if (…) {`` goes."""
    opened: list[int] = []
    out: list[int] = []
    for i in range(start, end):
        for ch in lines[i].split(b"//", 1)[0]:
            if ch == 123:      # {
                opened.append(i)
            elif ch == 125:    # }
                if opened:
                    opened.pop()
                else:
                    out.append(i)
    return out + opened


def blank_inner_defines(src: bytes) -> bytes:
    """``src`` with every ``#define``/``#undef`` inside an initializer blanked, its continuation
    lines too: the grammar cannot read one there (jq's builtin.c defines ``BINOP`` inside
    ``function_list[] = {…}``, and the error took the five declarations after it). Inside
    means within the braces a line ending in ``= {`` opened, or after a line of code ending
    in ``,``: an ``extern "C" {`` or a namespace holds a header's own macros. So is a
    conditional's directive line within the braces of a ``= {`` (every branch's entries kept):
    libusb's ``get_interface_interface`` builds ``interfaces[] = {`` of ``#if defined(…)`` /
    ``{ … },`` / ``#endif`` groups, and the error took the whole function, in no chunk.

    >>> blank_inner_defines(b"int t[] = {\\n#define B(x) x,\\nB(1)\\n#undef B\\n};\\n#define C 1\\n")
    b'int t[] = {\\n               \\nB(1)\\n        \\n};\\n#define C 1\\n'
    >>> blank_inner_defines(b"int t[] = {\\n#if A\\n  1,\\n#endif\\n};\\n#if B\\n")
    b'int t[] = {\\n     \\n  1,\\n      \\n};\\n#if B\\n'
    """
    lines = src.split(b"\n")
    blanking = False    # the line before ended a blanked directive's line with `\\`
    directive = False   # the line before ended any directive's line with `\\`
    depth = 0           # braces open
    opened: list[int] = []   # the depth inside each initializer open
    listing = False     # the last line of code ended an entry (`… = {`-less lists: enums)
    commented = False   # inside a `/* … */` over lines: its text is no code
    for i, line in enumerate(lines):
        continues = line.rstrip(b"\r").endswith(b"\\")
        if blanking or (opened or listing) and _INNER_DEFINE.match(line) \
                or opened and _C_DIRECTIVE.match(line):
            blanking = directive = continues
            lines[i] = b" " * len(line)
            continue
        if commented:
            if b"*/" not in line:
                continue
            line, commented = line.split(b"*/", 1)[1], False
        code = _BLOCK_COMMENT.sub(b" ", line).split(b"//", 1)[0].strip()
        if b"/*" in code:
            code, commented = code.split(b"/*", 1)[0].strip(), True
        if directive or code.startswith(b"#"):   # a directive's text is no code of the list
            directive = continues
            continue
        if not code:
            continue
        depth += code.count(b"{") - code.count(b"}")
        if _INITIALIZER_OPEN.search(code):
            opened.append(depth)
        while opened and depth < opened[-1]:
            opened.pop()
        listing = code.endswith(b",")
    return b"\n".join(lines)


def _brace_depths(lines: list[bytes]) -> list[int]:
    """Entry ``i``: braces opened less braces closed over ``lines[:i]``, a line comment's not
    counted."""
    depth = [0]
    for line in lines:
        code = line.split(b"//", 1)[0]
        depth.append(depth[-1] + code.count(b"{") - code.count(b"}"))
    return depth


def blank_conditionals(src: bytes, keep_else: bool) -> bytes:
    """``src`` with its conditional directive lines as spaces and, unless ``keep_else``, the
    lines of every ``#elif``/``#else`` branch too (newlines stay)."""
    lines = src.split(b"\n")
    skipping: list[bool] = []   # per open #if: whether its current branch is blanked
    for i, line in enumerate(lines):
        m = _DIRECTIVE.match(line)
        directive = m.group(1) if m else None
        if directive == b"if":
            skipping.append(False)
        elif directive is not None and directive != b"endif" and skipping:
            skipping[-1] = not keep_else      # an #elif or #else branch
        blank = directive is not None or any(skipping)
        if directive == b"endif" and skipping:
            skipping.pop()
        if blank:
            lines[i] = b" " * len(line)
    return b"\n".join(lines)


def blanked_rows(src: bytes, variant: bytes) -> set[int]:
    """The rows ``variant`` (a rewrite above, each line the length of ``src``'s) blanked:
    directive lines and the branches left out of the build it parses. A comment above them
    documents the declaration below, as one above an ``#if`` line documents the group's first
    declaration (``comments.attached``): serilog's `/// <summary>` above `#if
    FEATURE_DEFAULT_INTERFACE` / `[CustomDefaultMethodImplementation]` / `#endif` /
    `bool IsEnabled(…)` was no doc of IsEnabled once those directive lines were blanked."""
    if variant == src:
        return set()
    return {i for i, (a, b) in enumerate(zip(src.split(b"\n"), variant.split(b"\n")))
            if a != b and a.strip() and not b.strip()}


def error_bytes(root: Node) -> int:
    """Bytes under ERROR nodes, plus one per node the parser had to invent (MISSING)."""
    return sum(end - start for start, end in error_spans(root))


def error_spans(root: Node) -> list[tuple[int, int]]:
    """The byte spans of a parse's ERROR nodes, and one byte where it invented one (MISSING)."""
    spans: list[tuple[int, int]] = []
    stack = [root]
    while stack:
        node = stack.pop()
        if not node.has_error:
            continue
        if node.type == "ERROR":
            spans.append((node.start_byte, node.end_byte))
        elif node.is_missing:
            spans.append((node.start_byte, node.start_byte + 1))
        else:
            stack.extend(node.children)
    return spans
