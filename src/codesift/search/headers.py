"""A C-family header standing first gives its place to the file of its name that defines it.

A header declares: its prototypes, classes, structs, enums and macros carry the API's doc
comments, so their words match a question better than the code doing what was asked. The
header says what is there, the definition how it works: drogon's `Hodor` plugin showed
Hodor.h's `checkLimit` prototype before Hodor.cc's definition, catch2's `class
WildcardPattern` its header before the .cpp, AppAuth's `OIDAuthState.h` its `@interface`
methods before `OIDAuthState.m`.

>>> defines("src/buffer.c", "include/event2/buffer.h"), defines("a.m", "a.h"), defines("b.c", "a.h")
(True, True, False)
"""
from __future__ import annotations

from collections.abc import Callable, Collection

from ..lazy_re import lazy
from ..paths import file_stem
from ..tokens import compact
from .select import put_first

# A C or C++ header, and the files defining what a header of the same stem declares: a source
# file (`buffer.c` for include/event2/buffer.h, drogon's lib/src/Hodor.cc for
# lib/inc/drogon/plugins/Hodor.h, Objective-C's `.m` for its `.h`) or a header-only library's
# inline part (spdlog's `rotating_file_sink-inl.h`, CLI11's `impl/App_inl.hpp`).
_HEADER = lazy(r"\.(?:h|hh|hpp|hxx)\Z")
_DEFINING = lazy(r"(?:[-_]inl\.(?:h|hh|hpp)|\.(?:c|cc|cpp|cxx|c\+\+|ipp|tcc|inl|m|mm))\Z")
# What a header declares for a source file to define: a function's prototype, a class whose
# methods are defined elsewhere. Not a function or method defined in the header itself (fmt's
# templates, CLI11's inline setters: the header is their definition), nor, unless the query
# asks how, what only a header declares (a struct, enum, macro, constant).
_DECLARATIONS = frozenset({"prototype", "class"})
# Defined where they stand: the header is their definition, whatever the query asks.
_DEFINITIONS = frozenset({"function", "method", "constructor"})
# How far below the header's first place its definitions' file may stand.
DEFINING_REACH = 10


def defining_file_first(order: list[tuple[int, int]], fused: dict[tuple[int, int], float],
                        doc_of: Callable[[tuple[int, int]], dict], asks_how: bool,
                        typed: Collection[str]) -> None:
    """When a header's chunk stands first and a file of the same stem defining what it
    declares (``defines``) has a chunk among the next ``DEFINING_REACH``, that chunk goes
    first and the header's just after, when that first chunk is a declaration (a prototype, a
    class). When the query ``asks_how`` (a question, a description, a pasted text), any
    chunk but a definition or one whose compacted name it ``typed``: libevent's `enum evbuffer_eol_style`, its doc
    saying the line endings, led "how does reading a line out of a buffer handle the different
    end-of-line styles" before buffer.c's `evbuffer_search_eol`, which handles them; hiredis's
    "Remove trailing comma in `redisConnectionType` enum" asks for the enum.
    """
    if not order:
        return
    first = doc_of(order[0])
    if not _HEADER.search(first["path"]) or _DEFINING.search(first["path"]):
        return
    if not (first["kind"] in _DECLARATIONS
            or asks_how and first["kind"] not in _DEFINITIONS
            and compact(first["name"]) not in typed):
        return
    for i, key in enumerate(order[1:DEFINING_REACH + 1], 1):
        if defines(doc_of(key)["path"], first["path"]):
            put_first(order, fused, i)
            return


def defines(path: str, header: str) -> bool:
    """Whether ``path`` is a file defining what ``header`` declares: a source file or an
    inline part of the same stem."""
    return bool(_DEFINING.search(path)) and _stem(path) == _stem(header)


def _stem(path: str) -> str:
    """A C or C++ file's name less its extension and an inline part's suffix.

    >>> _stem("include/CLI/impl/App_inl.hpp"), _stem("sinks/rotating_file_sink-inl.h"), _stem("a/b.cc")
    ('App', 'rotating_file_sink', 'b')
    """
    name = file_stem(path)
    return name[:-4] if name.endswith(("-inl", "_inl")) else name
