"""A value standing first in a question hands its place to the code that reads it.

A setting is asked about by its name ("HTTPIE_CONFIG_DIR vs XDG_CONFIG_HOME: in which order is
the config directory chosen?", "RECYCLE_BIN_LIFETIME=-1 — where are old deletions purged?"),
and the one line declaring it (a constant holding the key, a settings entry, an options
property) leads on that name alone, while the function reading it does what was asked:
httpie's `ENV_HTTPIE_CONFIG_DIR = 'HTTPIE_CONFIG_DIR'` before `get_default_config_dir`,
BookStack's `'recycle_bin_lifetime' => env(…)` before `TrashCan.autoClearOld`.

Asked where a setting is read, the code reading its key from the environment comes first
(``environment_reader_first``): the question's words describe what the setting does, and the
code doing it leads on them.

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
from .coverage import CALLABLE_KINDS, COVERED
from .priors import TYPE_KINDS, is_value
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
    order = _best(fused, doc_of, READER_REACH + 1)
    first = order[0]
    value = doc_of(first)
    if first in named or not is_value(value) or len(value["name"]) < 3:
        return
    name = compact(value["name"])
    says = re.compile(r"(?<![\w$])" + re.escape(value["name"]) + r"(?![\w$])")
    lines_of = _ChunkLines(root, cap)
    for key in order[1:]:
        d = doc_of(key)
        # A setter or builder method named as the value (`forceRefresh(_:)` for Kingfisher's
        # `forceRefresh` option) sets it: the value again, not its reader.
        if d["kind"] not in CALLABLE_KINDS or path_class(d["path"]) != "source" \
                or compact(d["name"]) == name:
            continue
        if any(says.search(line) for line in lines_of(d)):
            take_place(fused, key, first)
            return


# A question asking where a setting is read ("where does okio read TMPDIR", "where are these
# system properties read"), in its own words.
_READ_ASKED = compiled(r"\b(?:read|reads|loaded|looked\s+up|picked\s+up|bound)\b", re.I)
# A token written as a setting's key: an environment variable (`TMPDIR`, `FZF_DEFAULT_OPTS`), a
# system property (`cats.effect.cpu.starvation.check.threshold`), a flag (`--raft-snap-wal-size`),
# a camelCase or snake_case option.
_KEY_TOKEN = compiled(r"(?<![\w$.\-])-{0,2}([A-Za-z_]\w*(?:[.\-][A-Za-z_]\w*)*)")
_KEY_SHAPE = compiled(r"\w[_.\-]\w|[a-z][A-Z]|^[A-Z0-9]{4,}$")
_COMMENT_LINE = compiled(r"^\s*(?://|#|/?\*|--|;|%)")
# A settings module (Django's settings.py, Laravel's config/*.php): one value a key, each read
# from the environment, and the code asked about reads the value from there.
_SETTINGS_MODULE = compiled(r"(?:^|/)(?:configs?|settings)/|(?:^|/)(?:config|settings|configuration)\.[^/]+$",
                            re.I)
_HOLDERS = TYPE_KINDS | {"module", "namespace", "object"}


def setting_keys(text: str) -> list[str]:
    """The tokens of ``text`` written as settings' keys, in order.

    >>> setting_keys("where does okio read TMPDIR; and cats.effect.cpu.x or --raft-snap?")
    ['TMPDIR', 'cats.effect.cpu.x', 'raft-snap']
    """
    keys: list[str] = []
    for m in _KEY_TOKEN.finditer(text):
        key = m.group(1)
        if len(key) >= 4 and _KEY_SHAPE.search(key) and key not in keys:
            keys.append(key)
    return keys


def environment_reader_first(fused: dict[tuple[int, int], float],
                             doc_of: Callable[[tuple[int, int]], dict], q: ParsedQuery,
                             root: str, cap: int) -> None:
    """In a short question asking where a setting is read, the first chunk in source among the
    ``COVERED`` best whose lines read a key the question types from the environment or the
    system properties (``getenv("TMPDIR")``, ``os.environ.get('SKIP')``,
    ``System.getProperty("…")``, ``ENV.fetch("…")``, ``process.env.X``, ``$ENV{X}``) takes the
    first place, the leader just after it. Not one the leader's name is (it is the key's own
    chunk), nor a type (its lines hold its members'), nor a value of a settings module (the
    key is read there for the code asked about, which reads the value).

    The question's words describe what the setting does, and the code doing it leads on them
    (fzf's shell bindings, passing `FZF_DEFAULT_OPTS` on, before `ParseOptions` reading
    `FZF_DEFAULT_OPTS_FILE`; cats-effect's `CpuStarvationCheck` before the `Default` reading its
    system properties); a key read by its name is read in a few places, in every language in
    one of these few ways.
    """
    if len(fused) < 2 or q.long or not asks(q) or not _READ_ASKED.search(q.text):
        return
    keys = setting_keys(q.text)
    if not keys:
        return
    key_alt = "|".join(re.escape(k) for k in keys)
    reads = re.compile(r"""(?i:\w*(?:env|environ|environment|propert(?:y|ies))\w*)\b"""
                       r"""[^"'`\n]{0,16}["'`](?:""" + key_alt + r""")["'`]"""
                       r"""|\benv\.(?:""" + key_alt + r""")\b|\$ENV\{(?:""" + key_alt + r""")\}""")
    order = _best(fused, doc_of, COVERED)
    if compact(doc_of(order[0])["name"]) in {compact(k) for k in keys}:
        return
    lines_of = _ChunkLines(root, cap)
    for key in order:
        d = doc_of(key)
        if path_class(d["path"]) != "source" or d["kind"] in _HOLDERS:
            continue
        if any(reads.search(line) and not _COMMENT_LINE.match(line) for line in lines_of(d)):
            if key != order[0] and not (is_value(d) and _SETTINGS_MODULE.search(d["path"])):
                take_place(fused, key, order[0])
            return


def _best(fused: dict[tuple[int, int], float], doc_of: Callable[[tuple[int, int]], dict],
          n: int) -> list[tuple[int, int]]:
    """The ``n`` best of ``fused``, ties by place (path, line), as the answer orders them."""
    return heapq.nsmallest(n, fused, key=lambda k: (-fused[k], doc_of(k)["path"], doc_of(k)["line"]))


class _ChunkLines:
    """A chunk's lines from its file on disk (at most ``cap`` bytes read), each file read once:
    the readers asked about are looked for among a query's best chunks, several in one file."""

    def __init__(self, root: str, cap: int) -> None:
        self._root, self._cap = root, cap
        self._files: dict[str, list[str]] = {}

    def __call__(self, d: dict) -> list[str]:
        lines = self._files.get(d["path"])
        if lines is None:
            data = read_regular(os.path.join(self._root, d["path"]), self._cap) or b""
            lines = self._files[d["path"]] = data.decode("utf-8", "replace").split("\n")
        return lines[d["line"] - 1:d["end"]]
