"""A field asked for by name: the types whose bodies declare it, each read at its line.

Go, Rust, C and C++ struct fields are no chunks of their own, as Java's, C#'s, Kotlin's,
Swift's, TypeScript's and Python's are: made chunks, config structs' fields took files' first
places from the code that reads them (docs/MEASUREMENTS-LOG.md). So gin's `TrustedPlatform`, asked
by name, was answered by `New`, which sets it, with the struct `Engine`, which declares it, a
hair behind, its read call at the struct's first line. A bare identifier that no declaration is
named by, and that a type of those languages declares as a field, now leads with that type,
read at the field's line; so does a qualified one (`Engine.TrustedPlatform`,
`c.engine.TrustedPlatform`), looked up in the types its qualifier names when it names any.

>>> member_line(["type Engine struct {", "\\tTrustedPlatform string", "}"], "go", "TrustedPlatform")
2
"""
from __future__ import annotations

import os
import re
from typing import Callable

import tantivy

from ..regex_cache import compiled
from ..tokens import compact, text_tokens
from ..walk.reading import read_regular
from .filters import with_filter
from .ties import any_term, read_in_tie_order

# The kinds and languages whose fields live inside their type's chunk.
MEMBER_KINDS = frozenset({"struct", "class", "union"})
MEMBER_LANGS = frozenset({"go", "rust", "c", "cpp"})
# Types read from disk at most, of the chunks that use the name verbatim (a name declared by
# many structs, `Timeout`, costs eight reads, not sixty).
MEMBER_READS = 8
# Chunks using a qualified name's field looked up, in the index's tie order.
MEMBER_CANDIDATES = 100
# What separates a qualified name's parts: `Engine.TrustedPlatform`, `Config::max`, `c->len`.
_QUALIFIERS = compiled(r"\.|::|->")

# A field's line in each language, ``{0}`` its escaped name: Go's `Name Type` or `a, Name
# Type` (not `Name(` of an interface's method), Rust's `pub(crate) name: Type`, C's `char
# *name[8];` or `int a, name : 3;` (no parenthesis: no prototype, no function pointer's
# parameter).
_FIELD = {
    "go": r"^\s*(?:\w+\s*,\s*)*{0}(?:\s*,\s*\w+)*\s+[^\s=(:]",
    "rust": r"^\s*(?:pub(?:\([^)]*\))?\s+)?{0}\s*:(?!:)",
    "c": r"^[^(){{}};=]*[\s*&]{0}\s*(?:\[[^\]]*\]\s*)*(?::\s*\w+\s*)?(?:=[^;]*)?[;,]",
}
_FIELD["cpp"] = _FIELD["c"]


def member_line(lines: list[str], lang: str, name: str) -> int:
    """The 1-based place in ``lines`` (a type's) of the line declaring field ``name``, else 0."""
    pattern = _FIELD.get(lang)
    if pattern is None:
        return 0
    # re.compile, not regex_cache's ``compiled``: a pattern built from a query would grow
    # that file with every search.
    field = re.compile(pattern.format(re.escape(name)))
    return next((i for i, text in enumerate(lines, 1) if i > 1 and field.match(text)), 0)


def declaring_types(root: str, name: str, keys: list[tuple[int, int]],
                    doc_of: Callable[[tuple[int, int]], dict]) -> dict[tuple[int, int], int]:
    """Of ``keys`` (the chunks whose text says ``name``), the types declaring it as a field,
    each with that field's line."""
    found: dict[tuple[int, int], int] = {}
    reads = 0
    for key in keys:
        d = doc_of(key)
        if d["kind"] not in MEMBER_KINDS or d["lang"] not in MEMBER_LANGS:
            continue
        if reads == MEMBER_READS:
            break
        reads += 1
        data = read_regular(os.path.join(root, d["path"]))
        if data is None:   # gone since it was indexed: the answer says so elsewhere
            continue
        # Split at "\n" only, as the index numbers lines (a CR stays at a line's end).
        lines = data.decode("utf-8", "replace").split("\n")[d["line"] - 1:d["end"]]
        at = member_line(lines, d["lang"], name)
        if at:
            found[key] = d["line"] + at - 1
    return found


def asked_members(root: str, searcher: tantivy.Searcher, schema: tantivy.Schema,
                  fq: tantivy.Query | None, addresses: dict, doc_of: Callable[[tuple[int, int]], dict],
                  name: str, whole_keys: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """The types declaring the field a query names (``name``, bare or qualified), each with
    the field's line. A qualifier that names types looks in those alone (raft's
    `AppendEntriesRequest.Term` is not any struct's `Term`); one that names none (a variable,
    `c.engine`) in the types using the field. ``whole_keys``: the chunks using a bare name."""
    parts = _QUALIFIERS.split(name)
    field = parts[-1]
    if not field.isidentifier():
        return {}
    if len(parts) == 1:
        return declaring_types(root, field, whole_keys, doc_of)
    types = any_term(schema, "kind", sorted(MEMBER_KINDS))
    owners = read_in_tie_order(searcher, with_filter(tantivy.Query.boolean_query([
        (tantivy.Occur.Must, tantivy.Query.term_query(schema, "sym", compact(parts[-2]))),
        (tantivy.Occur.Must, types)]), fq), MEMBER_READS, addresses)
    if owners:
        return declaring_types(root, field, owners, doc_of)
    token = next(iter(text_tokens(field)), "")
    users = read_in_tie_order(searcher, with_filter(
        tantivy.Query.term_query(schema, "t_body", token), fq), MEMBER_CANDIDATES, addresses)
    return declaring_types(root, field, users, doc_of)

