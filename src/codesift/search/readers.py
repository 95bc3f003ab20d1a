"""A value standing first in a question hands its place to the code that reads it.

A setting is asked about by its name ("HTTPIE_CONFIG_DIR vs XDG_CONFIG_HOME: in which order is
the config directory chosen?", "RECYCLE_BIN_LIFETIME=-1 — where are old deletions purged?"),
and the one line declaring it (a constant holding the key, a settings entry, an options
property) leads on that name alone, while the function reading it does what was asked:
httpie's `ENV_HTTPIE_CONFIG_DIR = 'HTTPIE_CONFIG_DIR'` before `get_default_config_dir`,
BookStack's `'recycle_bin_lifetime' => env(…)` before `TrashCan.autoClearOld`.

>>> leading_value_yields(fused, doc_of, parse_query("where is FOO_LIMIT read?"), set(), "/src", 1 << 20)  # doctest: +SKIP
"""
from __future__ import annotations

import heapq
import os
import re
from collections.abc import Callable, Collection

from ..paths import path_class
from ..regex_cache import compiled
from ..tokens import compact
from ..walk.reading import read_regular
from .coverage import CALLABLE_KINDS
from .priors import is_value
from .query import ParsedQuery, asks_after
from .select import take_place

# How far behind the value its reader may stand: the first places are the answer's.
READER_REACH = 20
# A query asking for the declaration itself wants the value.
_DECLARATION_ASKED = compiled(r"\b(?:defin(?:ed|ition)|declar(?:ed|ation)|constants?)\b", re.I)


def asks(q: ParsedQuery) -> bool:
    """Whether the query asks something about what it names: a question, at its start or
    after what it pastes, or a question mark in a short text."""
    return q.question or asks_after(q.text) or (not q.long and "?" in q.text)


def leading_value_yields(fused: dict[tuple[int, int], float],
                         doc_of: Callable[[tuple[int, int]], dict], q: ParsedQuery,
                         named: Collection[tuple[int, int]], root: str, cap: int) -> None:
    """In a question, a value standing first (a constant, variable or field; not one the
    whole query names, ``named``) gives its place to the first function or method in source
    among the next ``READER_REACH`` chunks whose lines say its name, and comes just after it.

    Coverage already leaves values unweighed (the function using `UPLOAD_RETRY_WAIT` does
    what is asked), but their own name match still puts them first in their file, and a
    file shows two hits: the reader fell behind its file's other values or out of the answer.
    """
    if len(fused) < 2 or not asks(q) or _DECLARATION_ASKED.search(q.text):
        return
    order = heapq.nsmallest(READER_REACH + 1, fused,
                            key=lambda k: (-fused[k], doc_of(k)["path"], doc_of(k)["line"]))
    first = order[0]
    value = doc_of(first)
    if first in named or not is_value(value) or len(value["name"]) < 3:
        return
    name = compact(value["name"])
    says = re.compile(r"(?<![\w$])" + re.escape(value["name"]) + r"(?![\w$])")
    texts: dict[str, list[str]] = {}
    for key in order[1:]:
        d = doc_of(key)
        # A setter or builder method named as the value (`forceRefresh(_:)` for Kingfisher's
        # `forceRefresh` option) sets it: the value again, not its reader.
        if d["kind"] not in CALLABLE_KINDS or path_class(d["path"]) != "source" \
                or compact(d["name"]) == name:
            continue
        lines = texts.get(d["path"])
        if lines is None:
            data = read_regular(os.path.join(root, d["path"]), cap) or b""
            lines = texts[d["path"]] = data.decode("utf-8", "replace").split("\n")
        if any(says.search(line) for line in lines[d["line"] - 1:d["end"]]):
            take_place(fused, key, first)
            return
