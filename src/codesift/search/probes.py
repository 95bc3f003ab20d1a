"""What a query is looked up as among declaration names (its probes), and the tier of each
name a probe matches: exact ▸ qualified exact ▸ prefix ▸ qualified suffix ▸ containment ▸
ordered word set ▸ word set ▸ one edit away ▸ subsequence ▸ truncation ▸ all its words but one.

Kept apart from the channel that runs them (``symbols.py``): these are plain string tests on
a query and a decoded chunk, with no index in sight, so each tier can be read and tried alone.

>>> Probe("getUserById", ["get", "user", "by", "id"]).tier(
...     {"name": "get_user_by_id", "container": "", "kind": "function", "path": "a.py"})
0
"""
from __future__ import annotations

import math
import os

from ..model import dotted
from ..paths import file_stem
from ..regex_cache import compiled
from ..store.documents import qualified_key
from ..tokens import compact, name_words
from .query import ParsedQuery, filler_runs, word_pairs, word_triples

# Tier numbers: 0 exact, 1 qualified exact, 2 prefix, 3 (qualified) suffix, 4 containment,
# 5 ordered word set, 6 word set, 7 one edit away, 8 subsequence, 9 truncation, 10 all its
# words but one. One edit of a long name (`Ordinalise`, `Ordinalize`: a spelling, a typo) is
# surer than letters spread over a longer one (`OrdinalPrefixScale`) or a name sharing its
# first three quarters (`OrdinalZero` for `Ordinalze`): those led, the one meant not shown.
PREFIX = 2
SUFFIX = 3
CONTAINED = 4
NEAR = 7
_SUBSEQUENCE = 8
_TRUNCATION = 9
_ONE_WORD_OFF = 10
# Kinds whose name may be a title holding dots (a test's `Suite.Name`), not a qualified path.
_TITLED_KINDS = frozenset({"function", "method"})
_MAX_PROBES = 12
# Neighbouring-word pairs a short question may add (they match names exactly, no prefix walks).
_PAIR_PROBES = 6
# And neighbouring triples (``word_triples``), before the pairs: a longer name is surer.
_TRIPLE_PROBES = 4
# And runs of words as typed holding filler (``filler_runs``), before the triples; runs of
# five before those, apart, so that they take none of the shorter runs' places (redis-rs's
# `url_to_tcp_connection_info` for "url to tcp connection info: rediss:// with …").
_FILLER_PROBES = 4
_LONG_FILLER_PROBES = 2
# Characters of the longest string looked up as a name.
_PROBE_CHARS = 256
# Typed words a short query may split into a container and a member name.
_SPLIT_WORDS = 4
# What parts a qualified name: `a.b`, `a::b`, Ruby's `A#b`, PHP's `$a->b`.
QUALIFIED = compiled(r"\.|::|#|->")
# Rust's name for a trait method of a type, `<StandardSink<'p, W> as Sink>::matched`: the type's.
_RUST_AS = compiled(r"<([\w:]+)(?:<[^<>]*>)? as [^<>]*(?:<[^<>]*>[^<>]*)*>")
# A file name before the name in it: `sessions.py:Session.send` (not pytest's `a.py::Test`).
_FILE_PREFIX = compiled(r"^[\w./-]*\.\w+:(?=[A-Za-z_$])")
_NAME = compiled(r"[A-Za-z_$][\w$]*")
# A truncation keeps at least this share of the typed name, and this many characters: a
# remembered name runs on by a word form or a short word (`-ed`, `-Config` for `-Conf`), and
# shorter heads (`copy`, `is`) would be other names altogether.
_TRUNCATED_SHARE = 0.75
_TRUNCATED_MIN = 5


def query_probes(q: ParsedQuery) -> tuple[list[str], int]:
    """Identifier strings to look up: the query itself, or the identifiers a long text names;
    and how many of them come before the word pairs (a short question's guesses at a name)."""
    if q.long:
        probes = [p for p in q.identifiers if "/" not in p][:_MAX_PROBES]
        return probes, len(probes)
    single = q.single_identifier
    if single is not None:
        # `sessions.py:Session.send`, `src/app.py:main`: a file, then the name in it; a Go
        # method expression after its import path (`github.com/gin-gonic/gin.(*Context).JSON`);
        # Rust's `<StandardSink as Sink>::matched` names the type's method.
        name = _RUST_AS.sub(r"\1", _FILE_PREFIX.sub("", single))
        if "/" in name and "(" in name.rsplit("/", 1)[1]:
            name = name.rsplit("/", 1)[1]
        return ([], 0) if "/" in name else ([name], 1)
    # A few words: try them run together ("get user by id" -> getuserbyid) and any code tokens;
    # in three or more words, each two neighbouring words may name a declaration too ("strip
    # all ANSI sequences" -> strip_ansi, "called before request" -> beforeRequest, "cancel all
    # downloads" -> cancelAll).
    # A test a pasted runner's report names (``--- FAIL: TestX``) is what the line asks for.
    probes = q.failed + [_RUST_AS.sub(r"\1", q.text)] + [
        p for p in q.identifiers if "/" not in p and p not in q.failed][:_MAX_PROBES - 1]
    # No name is this long: 200 KB of ruler lines (no word, so no long text) was one probe,
    # split at every dot (1.1 s).
    probes = [p for p in probes if len(p) <= _PROBE_CHARS]
    return (probes + filler_runs(q, (5,))[:_LONG_FILLER_PROBES] + filler_runs(q)[:_FILLER_PROBES]
            + word_triples(q)[:_TRIPLE_PROBES] + word_pairs(q)[:_PAIR_PROBES], len(probes))


def member_splits(q: ParsedQuery) -> list[str]:
    """A few typed words read as a container and a member: "HTTPAdapter send" ->
    HTTPAdapter.send, "call adapter factory" -> call.adapterfactory, calladapter.factory.

    Looked up as exact qualified names beside the words as typed, with the same exact-name
    strength: the member outranks its type, whose hit would otherwise hide it.
    """
    parts = q.text.split()
    if q.long or not 2 <= len(parts) <= _SPLIT_WORDS or not all(_NAME.fullmatch(p) for p in parts):
        return []
    return ["".join(parts[:i]) + "." + "".join(parts[i:]) for i in range(1, len(parts))]


def _subsequence(needle: str, hay: str) -> bool:
    it = iter(hay)
    return all(ch in it for ch in needle)


def _in_order(needles: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(w == h for h in it) for w in needles)


class Probe:
    """One identifier being looked up, in the forms the tiers compare."""

    def __init__(self, text: str, words: list[str], truncated: bool = False) -> None:
        self.text = text
        self.key = compact(text)
        parts = [compact(p) for p in QUALIFIED.split(text) if compact(p)]
        self.parts = parts
        self.qkey = ".".join(parts) if len(parts) > 1 else ""
        self.last = parts[-1] if parts else ""
        self.words = words
        self.heads = self._truncations() if truncated else []

    def tier(self, d: dict) -> int | None:
        """The tier of a candidate chunk for this probe, or None if it does not match."""
        sym = compact(d["name"])
        key = self.key
        if sym == key and not (self.qkey and not QUALIFIED.search(d["name"])):
            return 0
        # A name declared in the body is an exact match of this function, whatever its own
        # name shares with the probe (``_attachAbortListener`` holding ``abort``).
        if key in (compact(n) for n in d.get("inner", ())):
            return 0
        qual = qualified_key(dotted(d.get("namespace", ""), d["container"]),
                             d["name"]) if self.qkey else ""
        # A plain name that only the qualified one run together spells (`pry_method?` for
        # `Pry::Method`) is no better than the declaration the qualifier names: pry's class
        # `Pry::Method` came after its `pry_method?` helper.
        if self.qkey and (qual == self.qkey or self._by_module(qual, d["path"]) or sym == key):
            return 1
        # A test titled by its suite and name as one (GoogleTest's `LibraryTest.ParseSrvReplyOK`)
        # is that name qualified: typing the test's name types the qualified name's last part,
        # and its suffix tier left c-ares's only `ParseSrvReplyOK` 22nd, behind its subject.
        if "." in d["name"] and d["kind"] in _TITLED_KINDS \
                and compact(QUALIFIED.split(d["name"])[-1]) == key:
            return 1
        if sym.startswith(key):
            return PREFIX
        # A path ending in the chunk's qualified name, its module unknown to the tree
        # (`grep_printer::Standard::new` in crates/printer): a suffix, both ways.
        if sym.endswith(key) or (self.qkey and (qual.endswith("." + self.qkey) or (
                "." in qual and self.qkey.endswith("." + qual)))):
            return SUFFIX
        if key in sym:
            return CONTAINED
        if self.words and len(self.words) >= 2:
            have = name_words(d["name"])
            if set(self.words) <= set(have):
                return 5 if _in_order(self.words, have) else 6
        if len(key) >= 3 and sym[:1] == key[:1] and _subsequence(key, sym):
            return _SUBSEQUENCE
        if sym in self.heads:
            return _TRUNCATION
        return None

    def _truncations(self) -> list[str]:
        """The names a typed identifier may be a run-on of, longest first.

        Only a cut inside its last word: words typed apart ("retry a", "registered usr") are
        two names, and one of them alone is no misremembering of both.
        """
        words = name_words(self.text)
        if not words or any(ch.isspace() for ch in self.text.strip()):
            return []
        key = self.key
        shortest = max(_TRUNCATED_MIN, math.ceil(_TRUNCATED_SHARE * len(key)),
                       len(key) - len(words[-1]) + 1)
        return [key[:n] for n in range(len(key) - 1, shortest - 1, -1)]

    def _by_module(self, qual: str, path: str) -> bool:
        """A module path ending in the chunk's qualified name: ``django.db.models.QuerySet.filter``
        names ``QuerySet.filter`` in django/db/models/query.py, ``requests.api.get`` the
        function ``get`` of src/requests/api.py, ``crate::searcher::Searcher::new`` the method of
        crates/searcher/src/searcher/mod.rs. The module part right before the name must be one
        of the path's folders or its file (a package re-exports, so no more is asked)."""
        tail = qual.split(".")
        n = len(tail)
        if len(self.parts) <= n or self.parts[-n:] != tail:
            return False
        return self.parts[-n - 1] in _path_parts(path)


class OneWordOff(Probe):
    """A typed name with its ``i``-th word misremembered: it matches the names whose words are
    the same but that one, in place (`MakeCheckOpString` for `MakeCheckOpMessage`), not the
    longer names holding the others too (`ToStringMapIntE` for `jsonStringToMap`), nor those
    holding them elsewhere (`json_object_deep_copy` for `json_object_merge_deep`)."""

    def __init__(self, text: str, words: list[str], i: int) -> None:
        super().__init__(text, words[:i] + words[i + 1:])
        self.typed = words
        self.i = i

    def tier(self, d: dict) -> int | None:
        have = name_words(d["name"])
        same = len(have) == len(self.typed) and all(
            h == w for j, (h, w) in enumerate(zip(have, self.typed)) if j != self.i)
        return _ONE_WORD_OFF if same and not _prefixed_twins(have[self.i], self.typed[self.i]) \
            else None


def _prefixed_twins(a: str, b: str) -> bool:
    """Whether two words differ only in a short prefix: `encode` and `decode`, `lock` and
    `unlock`, `import` and `export` name opposites, and a name typed with one never meant the
    other (`decodeHexString` is no `encodeHexString`).

    >>> _prefixed_twins("encode", "decode"), _prefixed_twins("message", "string")
    (True, False)
    """
    shared = len(os.path.commonprefix([a[::-1], b[::-1]]))
    return shared >= 3 and len(a) - shared <= 3 and len(b) - shared <= 3


def _path_parts(path: str) -> set[str]:
    """A path's folders and its file name less extension, compacted: the names a module path
    may use for it (``src/requests/api.py`` -> src, requests, api)."""
    return {compact(p) for p in (*path.split("/")[:-1], file_stem(path))}


def exactness(name: str, probe: str) -> int:
    """0 verbatim, 1 same ignoring case, 2 same ignoring case and separators.

    A name with a space is a title (a test case's `it("get session")`, a heading), not an
    identifier: typed words match it no more verbatim than they match `get_session`.
    """
    if " " in name:
        return 2
    if name == probe:
        return 0
    if name.lower() == probe.lower():
        return 1
    return 2
