"""The code throwing an error case the query names by a qualified name: where it went wrong.

An agent pastes the error value it caught (Swift prints
`NIOWebSocketError.multiByteControlFrameLength`; `try!` crashes with "… raised an error:
ZIPFoundation.Archive.ArchiveError.uncontainedSymlink") and asks where it comes from. The name
matches the case's declaration, one line in the error enum, and nothing else: the code throwing
it (`throw NIOWebSocketError.multiByteControlFrameLength` in `validateState`) holds the name
among many other words and was not among the candidates. So the case's few throwing uses are
looked up as a message's raising uses are (``said.message_uses``), and stand for it
(``said.raisers_first``).
"""
from __future__ import annotations

import re
from collections.abc import Callable

import tantivy

from ..paths import path_class_in
from ..store import Store
from ..tokens import compact, text_tokens
from .filters import with_filter
from .holders import read_lines
from .literals import prose_line
from .probes import QUALIFIED
from .query import ParsedQuery
from .source_tests import in_source_test
from .ties import read_in_tie_order

Key = tuple[int, int]
# A case thrown in more places than this is a common error: its declaration is the answer.
THROWN_USES = 3
# Chunks read to find them (the body's token also matches reads of the case, tests, docs).
_USES_READ = 24
# Declarations of a case read for one qualified name (one per copy of the enum, at most).
_CASES_READ = 4
# A line throwing the case: `throw E.c`, `throw .c`, Python's and Ruby's `raise`, Swift's
# `.failure(.c)`, a promise's `reject(E.c)`. Not a `case .c:` reading it in a `switch`.
_THROWS = (r"(?:\b(?:throw|raise)\b[^\n]*|\b(?:failure|reject)[ \t]*\([ \t]*(?:[\w.:]*[.:])?)"
           r"(?<![\w]){0}\b")


def thrown_cases(store: Store, searcher: tantivy.Searcher, fq: tantivy.Query | None,
                 q: ParsedQuery, says: set[str], library: list[str], addresses: dict,
                 doc_of: Callable[[Key], dict]) -> dict[Key, tuple[int, tuple[Key, ...]]]:
    """The chunks throwing a case the query names as `Type.case` (a constant declared in
    `Type`), each with its throwing line and the case's declarations; none for a case thrown
    in more than ``THROWN_USES`` places.

    Only code (``says``: the path classes saying messages) throws it: not a test asserting it.
    """
    found: dict[Key, tuple[int, tuple[Key, ...]]] = {}
    for ident in q.identifiers:
        parts = [p for p in QUALIFIED.split(ident) if p]
        if len(parts) < 2 or len(parts[-1]) < 4:
            continue
        case, owner = parts[-1], compact(parts[-2])
        named = with_filter(tantivy.Query.term_query(store.schema, "sym", compact(case)), fq)
        cases = tuple(k for k in read_in_tie_order(searcher, named, _CASES_READ, addresses)
                      if (d := doc_of(k))["kind"] == "constant"
                      and compact(d["container"].rsplit(".", 1)[-1]) == owner)
        if not cases:
            continue
        # Built from the query: compiled here, not kept in ``regex_cache``'s file of fixed patterns.
        throws = re.compile(_THROWS.format(re.escape(case)))
        used = with_filter(tantivy.Query.term_query(store.schema, "t_body", text_tokens(case)[0]),
                           fq)
        uses: dict[Key, int] = {}
        for k in read_in_tie_order(searcher, used, _USES_READ, addresses):
            d = doc_of(k)
            if k in cases or path_class_in(d["path"], library) not in says or in_source_test(d):
                continue
            line = _throwing_line(store.root, d, case, throws)
            if line is not None:
                uses[k] = line
                if len(uses) > THROWN_USES:
                    break
        if 0 < len(uses) <= THROWN_USES:
            for k, line in uses.items():
                found.setdefault(k, (line, cases))
    return found


def _throwing_line(root: str, d: dict, case: str, throws: re.Pattern[str]) -> int | None:
    """The first line of chunk ``d`` throwing ``case`` in code, or None.

    >>> t = re.compile(_THROWS.format("closed"))
    >>> [bool(t.search(s)) for s in ("throw E.closed", "completion(.failure(.closed))",
    ...                              "case .closed:", "reject(Errors.closed)")]
    [True, True, False, True]
    """
    lines = read_lines(root, d["path"], d["line"], d["end"])
    for n, text in enumerate(lines or (), d["line"]):
        if case in text and throws.search(text) and not prose_line(text):
            return n
    return None
