"""Cython (`.pyx`, `.pxd`, `.pxi`) as the Python grammar can parse it: its C declarations
blanked, byte for byte and line for line, for the parse only (the walker reads the file's own
bytes, so a signature keeps its C types, `cdef int f(char* s)`).

Each file was one whole-file chunk (h5py's 2,195-line `h5t.templ.pyx`), so a search for
`TypeID.commit` found nothing in the extension modules that define it. A `cdef`/`cpdef`
function's head becomes `def name(`, its typed parameters their names, what follows its `)`
(`except -1`, `nogil`, `noexcept`) blanks; a `cdef class`, a `cdef struct` or `cdef enum`
block a `class`; a C variable (`cdef hid_t tid = 0`) the name it declares, a `cdef:` block an
`if 1:`; `cimport` an `import`; a cast (`<char*>buf`) and an address (`&x`) their operand.
"""
from __future__ import annotations

import re

from codesift.regex_cache import compiled

CYTHON_SUFFIXES = (".pyx", ".pxd", ".pxi")

# A declaration's keyword: inside a `cdef:`, `cdef extern from` or struct block it is implied.
_KEYWORD = rb"((?:(?:cdef|cpdef|ctypedef)[ \t]+)(?:(?:public|api|readonly|inline|extern)[ \t]+)*)"
# A `cdef class`, `cdef public class`, `cdef final class`: the class keyword stays.
_CLASS = compiled(rb"([ \t]*)((?:cdef|cpdef)[ \t]+(?:(?:public|api|final|readonly)[ \t]+)*)"
                  rb"(?=class\b)")
# A struct, union or enum block (`cdef struct point:`, `ctypedef enum Mode:`, `cpdef enum
# Kind:`): its keywords up to the name, which `class` replaces.
_BLOCK = compiled(rb"([ \t]*)((?:(?:cdef|cpdef|ctypedef)[ \t]+)?(?:(?:public|api|packed)[ \t]+)*"
                  rb"(?:struct|union|enum)[ \t]+)(?=[A-Za-z_]\w*[ \t]*:)")
# A block of C declarations: `cdef:`, `cdef enum:`, `cdef extern from "hdf5.h" nogil:`; its
# head becomes `if 1:`, which keeps its body a block.
_DECL_BLOCK = compiled(rb"([ \t]*)((?:cdef|cpdef)(?:[ \t]+(?:public[ \t]+)?(?:enum|extern\b[^\n#]*)"
                       rb")?[ \t]*):(?=[ \t]*(?:#[^\n]*)?\r?$)")
# A C function's head: its keyword, modifiers and return type (a C tuple's too, `cdef (int,
# int) f(`), its name and `(`.
_FUNCTION = compiled(rb"([ \t]*)(" + _KEYWORD + rb"?(?!(?:class|struct|union|enum)\b)"
                     rb"(?:[^\n=:(#]|\([^()\n]*\)(?=[ \t]*\w))*?)([A-Za-z_]\w*)[ \t]*\(")
# A C variable: `cdef hid_t tid = 0`, `cdef readonly object name`, `char *a, *b`, `ctypedef
# int herr_t`; a type before the name(s) at least.
_VARIABLE = compiled(rb"([ \t]*)(" + _KEYWORD + rb"?(?!(?:class|struct|union|enum)\b)"
                     rb"(?:[^\n=(#:\[]|\[[^\]\n]*\])*?)(?<!\w)(\**[A-Za-z_]\w*(?:\[[^\]\n]*\])?"
                     rb"(?:[ \t]*,[ \t]*\**[A-Za-z_]\w*(?:\[[^\]\n]*\])?)*)"
                     rb"(?=[ \t]*(?:[=#]|\r?$))")
# A Python function's head, whose parameters may be typed too (`def open(char* name, …)`).
_DEF = compiled(rb"[ \t]*(?:async[ \t]+)?def[ \t]+[A-Za-z_]\w*[ \t]*\(")
_CIMPORT = compiled(rb"\bcimport\b")
# A function pointer's type, `ctypedef herr_t (*H5A_operator_t)(hid_t loc, …) except -1`.
# A struct's field of that type: `herr_t (*sb_encode)(H5FD_t *file)`.
_POINTER_TYPE = compiled(rb"([ \t]*)((ctypedef)?[^\n(=#]*\([ \t]*\*[ \t]*)([A-Za-z_]\w*)[ \t]*\)"
                         rb"[ \t]*\(")
# `include "_locks.pxi"`, a textual include; a C `char` literal's `c` (`c'\0'`).
_INCLUDE = compiled(rb"(?m)^([ \t]*)include(?=[ \t]+[\"'])")
_CHAR = compiled(rb"(?<![\w.'\"])c(?=')")
# A cast, `<char*>buf`, `<object?>x`, `<size_t> p`, `<void *(*)(H5FD_t *)>f`: after an
# operator or an opening.
_CAST = compiled(rb"(?<=[(=,\[ \t])<[A-Za-z_][\w \t*.\[\]:,?()]*>(?=[ \t]*[\w(\[&<])")
_ADDRESS = compiled(rb"(?<=[(=,\[\n])([ \t]*)&(?=[A-Za-z_(])")
# A pointer type's `*` before a `)`: `sizeof(PyObject*)`.
_POINTER_STAR = compiled(rb"(?<=\w)([ \t]*)\*+(?=[ \t]*\))")
# What a C function's `)` is followed by before its `:` (or its line's end in a `.pxd`).
_TRAILER = compiled(rb"\)([ \t]*(?:except\b[^:\n]*|noexcept\b|nogil\b|with[ \t]+gil\b|const\b"
                    rb"|[ \t])*)(?=:|[ \t]*(?:#[^\n]*)?\r?$)")


def is_cython(path: str) -> bool:
    """Whether ``path`` is Cython, which ``languages`` calls Python."""
    return path.lower().endswith(CYTHON_SUFFIXES)


def _blank(b: bytes) -> bytes:
    return bytes(c if c in (10, 13) else 32 for c in b)


def cython_parse_view(src: bytes) -> bytes:
    """``src`` with Cython's C syntax blanked or turned into Python's, same length and rows.

    >>> cython_parse_view(b"cdef int f(int n) except -1 nogil:\\n    cdef char* s = <char*>&n")
    b'def      f(    n)                :\\n    if 1:      s =         n'
    >>> cython_parse_view(b"cdef class Group(ObjectID):\\nfrom .defs cimport *")
    b'class      Group(ObjectID):\\nfrom .defs  import *'
    >>> cython_parse_view(b"cpdef int f(int n=*)")   # a `.pxd`'s prototype: a call
    b'if 1:     f(    n  )'
    >>> cython_parse_view(b'cdef extern from "h.h":\\n    ctypedef struct S:\\n        int *p')
    b'if 1                  :\\n    class           S:\\n        -    p'
    """
    out = bytearray(src)
    blocks: list[int] = []   # the indents of the C declaration blocks the line is in
    at = 0
    for line in src.split(b"\n"):
        here, at = at, at + len(line) + 1
        code = line.strip()
        if not code or code.startswith(b"#"):
            continue
        indent = len(line) - len(line.lstrip())
        while blocks and indent <= blocks[-1]:
            blocks.pop()
        _line(out, here, line, bool(blocks))
        if (_BLOCK.match(line) or _DECL_BLOCK.match(line)) and (blocks or code.startswith(b"c")):
            blocks.append(indent)
    view = _CIMPORT.sub(b" import", bytes(out))
    view = _CAST.sub(lambda m: _blank(m.group()), view)
    view = _INCLUDE.sub(lambda m: m.group(1) + b"       ", view)
    view = _CHAR.sub(b" ", view)
    view = _POINTER_STAR.sub(lambda m: _blank(m.group()), view)
    return _ADDRESS.sub(lambda m: m.group(1) + b" ", view)


def _line(out: bytearray, here: int, line: bytes, implied: bool) -> None:
    """Rewrite, in place, the line ``line`` at ``out[here]``; ``implied`` when it is in a
    block of C declarations (its `cdef` unwritten)."""
    def put(lo: int, text: bytes) -> None:
        out[here + lo:here + lo + len(text)] = text

    if (m := _CLASS.match(line)) is not None:
        # `class` where `cdef` was: its body's indent is the line's.
        put(m.start(2), b"class" + _blank(m.group(2)))
    elif (m := _BLOCK.match(line)) is not None and (implied or m.group(2)[:1] == b"c"):
        put(m.start(2), b"class" + _blank(m.group(2))[5:])
    elif (m := _DECL_BLOCK.match(line)) is not None:
        put(m.start(2), b"if 1" + _blank(m.group(2))[4:])
    elif (m := _POINTER_TYPE.match(line)) is not None and (implied or m.group(3)):
        # Its name alone is left, an expression; its parameters and trailer blank.
        put(m.start(2), _declared(m.group(2), b""))
        close = _closing(out, here + m.end() - 1)
        if close is not None:
            tail = bytes(out[close:]).split(b"\n", 1)[0].split(b"#", 1)[0]
            lo = here + m.end(4)
            out[lo:close + len(tail)] = _blank(bytes(out[lo:close + len(tail)]))
    elif (m := _DEF.match(line)) is not None:
        _params(out, here + m.end() - 1)
    elif (m := _FUNCTION.match(line)) is not None and (implied or m.group(3)) \
            and m.group(2).strip():
        # A prototype (a `.pxd`'s, a class's forward `cdef object f(self)`) has no body: it
        # stays a call, which declares nothing; a definition becomes a `def`.
        body = _params(out, here + m.end() - 1)
        put(m.start(2), b"def" + _blank(m.group(2))[3:] if body else _declared(m.group(2), b""))
    elif (m := _VARIABLE.match(line)) is not None and (implied or m.group(3)) \
            and m.group(2).strip() and m.group(2).strip() != b"ctypedef":
        put(m.start(2), _declared(m.group(2), line[m.end(4):]))
        put(m.start(4), _unpointer(m.group(4)))


def _declared(prefix: bytes, rest: bytes) -> bytes:
    """What stands for a C variable's keyword and type, ``prefix``: a blank would indent its
    name, so a statement opens where the line does, `if 1:` (`cdef hid_t tid = 0` reads
    `if 1:      tid = 0`), `_=` or a `-` on a short type (a struct's `int n`, `-   n`)."""
    if len(prefix) >= 5:
        return b"if 1:" + _blank(prefix)[5:]
    return (b"_=" if rest.lstrip().startswith(b"=") else b"-") + _blank(prefix)[1 + (
        rest.lstrip().startswith(b"=")):]


def _unpointer(names: bytes) -> bytes:
    """`a, *b` of `cdef char *a, *b` as `a,  b`."""
    return names.replace(b"*", b" ")


def _params(out: bytearray, opening: int) -> bool:
    """Blank, in place, the C types of the parameter list opening at ``out[opening]`` (`(`)
    and what its `)` is followed by up to the head's `:`; whether that `:` is there."""
    at = _closing(out, opening)
    if at is None:
        return False
    pieces, piece = [], opening + 1
    for comma in _commas(out, opening, at):
        pieces.append((piece, comma))
        piece = comma + 1
    pieces.append((piece, at))
    for lo, hi in pieces:
        _param(out, lo, hi)
    trailer = _TRAILER.match(bytes(out[at:at + 200].split(b"\n")[0]))
    if trailer is None:
        return False
    out[at + 1:at + trailer.end()] = _blank(trailer.group(1))
    return out[at + trailer.end():at + trailer.end() + 1] == b":"


def _closing(out: bytearray, opening: int) -> int | None:
    """Where the bracket opening at ``out[opening]`` closes; None when it never does."""
    depth = 0
    for at in range(opening, min(len(out), opening + 4000)):
        if out[at] in b"([{":
            depth += 1
        elif out[at] in b")]}":
            depth -= 1
            if depth == 0:
                return at
    return None


def _commas(out: bytearray, opening: int, closing: int) -> list[int]:
    """The commas between a list's brackets at ``opening`` and ``closing``, at its depth."""
    depth, commas = 0, []
    for at in range(opening + 1, closing):
        if out[at] in b"([{":
            depth += 1
        elif out[at] in b")]}":
            depth -= 1
        elif out[at] == ord(",") and depth == 0:
            commas.append(at)
    return commas


_PARAM = re.compile(rb"([ \t\n]*)([^=]*?)([A-Za-z_]\w*)([ \t]+not[ \t]+None|[ \t]+or[ \t]+None)?"
                    rb"([ \t\n]*(?:=.*)?)\Z", re.S)


def _param(out: bytearray, lo: int, hi: int) -> None:
    """One parameter, `out[lo:hi]`: its C type blanked (`char* s`, `double[:, ::1] a`), its
    name and default kept; a `*args` or `**kw` stays."""
    m = _PARAM.match(bytes(out[lo:hi]))
    if m is not None and m.group(5).strip() == b"=*":
        # A `.pxd`'s "has a default" (`hid_t space_id=*`): the value is the `.pyx`'s.
        at = lo + m.start(5)
        out[at:at + len(m.group(5))] = _blank(m.group(5))
    if m is None or not m.group(2).strip() or m.group(2).strip() in (b"*", b"**"):
        return
    start = lo + m.start(2)
    out[start:start + len(m.group(2))] = bytes(c if c == 10 else 32 for c in m.group(2))
    if m.group(4):
        at = lo + m.start(4)
        out[at:at + len(m.group(4))] = _blank(m.group(4))
