"""The symbol-name channel: match the query against declaration names, in strict tiers.

Tiers, strongest first: exact ▸ qualified exact ▸ prefix ▸ qualified suffix ▸ containment ▸
ordered word set ▸ word set ▸ one edit away (``normalizedStandard`` for ``normalizeStandard``)
▸ subsequence ▸ truncation (the name is the typed one less a short tail: ``copyRouteConf`` for
a misremembered ``copyRouteConfig``, ``isDuplicate`` for ``isDuplicated``). A name
typed inside a sentence that the code does not declare is looked for by the weaker tiers too,
as a query of that name alone is. A weaker tier never ranks above a stronger one;
inside a tier a real declaration beats a Markdown heading or whole file, source beats tests,
and a closer length beats a looser match. Names are compared compacted (``get_user_by_id`` ==
``getUserById`` == "get user by id"); a name declared inside a function body (``Chunk.inner``)
counts as an exact match of that function, below every real declaration of the name.

Candidates come from term lookups only — exact terms, term-dictionary prefix walks over the
name and its reverse, and name-word conjunctions — never from a regex over the dictionary
(building one costs milliseconds) nor a Python loop over all names. Each candidate is then
placed in its tier by plain string tests.
"""
from __future__ import annotations

import math
import os
import re

import tantivy

from ..languages import language_of
from ..paths import file_stem, path_class
from ..regex_cache import compiled
from ..store import Store
from ..model import dotted
from ..store.documents import CLASS_RANK, KIND_RANK, qualified_key
from ..tokens import compact, name_words
from .filters import with_filter
from .priors import is_deprecated
from .query import ParsedQuery, filler_free_key, query_name_words, word_pairs, word_triples
from .ties import by_score_then_place, read_ties

# Tier numbers: 0 exact, 1 qualified exact, 2 prefix, 3 (qualified) suffix, 4 containment,
# 5 ordered word set, 6 word set, 7 one edit away, 8 subsequence, 9 truncation, 10 all its
# words but one. One edit of a long name (`Ordinalise`, `Ordinalize`: a spelling, a typo) is
# surer than letters spread over a longer one (`OrdinalPrefixScale`) or a name sharing its
# first three quarters (`OrdinalZero` for `Ordinalze`): those led, the one meant not shown.
_PREFIX = 2
_NEAR = 7
# What a typed identifier's surest near name (a prefix of it cut short, one edit off) takes
# when no name is the identifier exactly: the weakest exact name's strength.
CLOSE_STRENGTH = 0.5
_SUBSEQUENCE = 8
_TRUNCATION = 9
_ONE_WORD_OFF = 10
# Kinds whose name may be a title holding dots (a test's `Suite.Name`), not a qualified path.
_TITLED_KINDS = frozenset({"function", "method"})
# Words a typed name needs before one of them may be misremembered: `MakeCheckOpMessage` for
# `MakeCheckOpString`; of two, the other alone is another name.
_ONE_WORD_OFF_MIN = 3
# Characters a name needs before one edit is a misspelling of it rather than another name
# (`getUser` and `setUser`, `isOpen` and `isOpened` are both real pairs).
_NEAR_MIN = 8
# Characters a typed name needs before its weaker tiers are looked up inside a sentence, and it
# must be a compound (`toLevel`, `KeyError`): a shorter or one-word name the code does not
# declare is more often a word, a keyword or an outside name (`return`, `Error`, `io::Read`,
# `macOS`) than a misremembered one, and its prefix walk reaches dozens of names.
_NEAR_NAMES_MIN = 6
_PER_QUERY = 60
_PREFIX_TERMS = 40
_MAX_PROBES = 12
# Neighbouring-word pairs a short question may add (they match names exactly, no prefix walks).
_PAIR_PROBES = 6
# And neighbouring triples (``word_triples``), before the pairs: a longer name is surer.
_TRIPLE_PROBES = 4
# Words of a short question looked up as names whose words they run together, and the letters
# such a word needs: "oneoff" for `one_off`; a shorter run (`isok`, `getx`) is rarely typed so.
_RUN_ON_WORDS = 16
_RUN_ON_MIN = 6
# Characters of the longest string looked up as a name.
_PROBE_CHARS = 256
# Typed words a short query may split into a container and a member name.
_SPLIT_WORDS = 4
# Qualified tails of a dotted or `::` path looked up as names (`a.b.C.m` -> C.m, b.C.m).
_MODULE_TAILS = 3
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


def _probes(q: ParsedQuery) -> tuple[list[str], int]:
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
    return probes + word_triples(q)[:_TRIPLE_PROBES] + word_pairs(q)[:_PAIR_PROBES], len(probes)


def _splits(q: ParsedQuery) -> list[str]:
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


class _Probe:
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
        if sym == key:
            return 0
        # A name declared in the body is an exact match of this function, whatever its own
        # name shares with the probe (``_attachAbortListener`` holding ``abort``).
        if key in (compact(n) for n in d.get("inner", ())):
            return 0
        qual = qualified_key(dotted(d.get("namespace", ""), d["container"]),
                             d["name"]) if self.qkey else ""
        if self.qkey and (qual == self.qkey or self._by_module(qual, d["path"])):
            return 1
        # A test titled by its suite and name as one (GoogleTest's `LibraryTest.ParseSrvReplyOK`)
        # is that name qualified: typing the test's name types the qualified name's last part,
        # and its suffix tier left c-ares's only `ParseSrvReplyOK` 22nd, behind its subject.
        if "." in d["name"] and d["kind"] in _TITLED_KINDS \
                and compact(QUALIFIED.split(d["name"])[-1]) == key:
            return 1
        if sym.startswith(key):
            return _PREFIX
        # A path ending in the chunk's qualified name, its module unknown to the tree
        # (`grep_printer::Standard::new` in crates/printer): a suffix, both ways.
        if sym.endswith(key) or (self.qkey and (qual.endswith("." + self.qkey) or (
                "." in qual and self.qkey.endswith("." + qual)))):
            return 3
        if key in sym:
            return 4
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


class _OneWordOff(_Probe):
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


def _exactness(name: str, probe: str) -> int:
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


def symbol_channel(store: Store, searcher: tantivy.Searcher, q: ParsedQuery,
                   fq: tantivy.Query | None, depth: int, docs: dict,
                   addresses: dict) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], float],
                                             dict[tuple[int, int], float]]:
    """Rank chunks by how well their name matches; fills ``docs``/``addresses`` for reuse.

    Returns the ranks and, for exact matches of the whole query, a *strength* (2 verbatim,
    1 folded, less a quarter per step of kind rank; 0.75 for a name declared inside a
    function) that fusion puts ahead of the RRF score: an agent that types ``validateStruct``
    wants that definition first, not a caller; and when none is exact, the strength of the
    name a typed identifier was surely meant for (``_close_names``).
    """
    schema = store.schema
    found: dict[tuple[int, int], tuple] = {}
    strength: dict[tuple[int, int], float] = {}
    named: set[int] = set()   # probes (by order) that some name matched exactly

    def run(query: tantivy.Query, probe: _Probe, order: float, near: bool = False,
            scored: bool = False) -> None:
        """Place ``query``'s first matches in their tiers: by BM25 when ``scored`` (a name's
        words, where a shorter name scores higher), else in ``tie`` order (every match of a
        name scores alike)."""
        def doc_at(addr: tantivy.DocAddress) -> dict:
            key = (addr.segment_ord, addr.doc)
            d = docs.get(key)
            if d is None:
                d = docs[key] = store.decode(searcher.doc(addr))
                addresses[key] = addr
            return d

        query = with_filter(query, fq)
        if scored:   # a cut inside a tie goes by place, as in the BM25 channel
            hits = by_score_then_place(read_ties(searcher, query, _PER_QUERY),
                                       lambda a: (doc_at(a)["path"], doc_at(a)["line"]))
        else:
            hits = searcher.search(query, _PER_QUERY, count=False, order_by_field="tie",
                                   order=tantivy.Order.Asc).hits
        for _, addr in hits[:_PER_QUERY]:
            key = (addr.segment_ord, addr.doc)
            d = doc_at(addr)
            tier = probe.tier(d)
            if near and (tier is None or tier > _NEAR):   # the fuzzy query's: one edit off
                tier = _NEAR
            if tier is None:
                continue
            if tier <= 1:
                named.add(order)
            inner = tier == 0 and compact(d["name"]) != probe.key
            shown = d["name"] if tier != 1 else f"{d['container']}.{d['name']}"
            exact = 3 if inner else (_exactness(shown, probe.text) if tier <= 1 else 3)
            kind_rank = KIND_RANK.get(d["kind"], 0)
            cls_rank = CLASS_RANK.get(path_class(d["path"]), 1)
            # A declaration of a name the query typed, exactly or by its qualified name, comes
            # before what the word pairs guess: `NaiveDate::from_iso_ywd_opt` is the method,
            # not the type the pair "naive date" names. A function that only declares the name
            # in its body (thiserror's tests, each with its own `struct Error`) stays behind.
            guessed = tier > 1 or inner or order >= typed
            rank_key = (guessed, tier, exact, order, is_deprecated(d), kind_rank, cls_rank,
                        abs(len(compact(d["name"])) - len(probe.key)), d["path"], d["line"])
            if key not in found or rank_key < found[key]:
                found[key] = rank_key
            # A typed declaration head (`type Engine struct`) names its kind too: a method
            # that shares the name is no match for it.
            # A whole file's name is its file name: whether a one-word query names that file
            # is ``files_named``'s call (the top-level README.md, not `examples/README`).
            if tier <= 1 and order == 0 and not q.long and d["kind"] != "file" and (
                    not q.declared_kinds or d["kind"] in q.declared_kinds):
                s = 0.75 if inner else (2.0 if exact == 0 else 1.0) - 0.25 * kind_rank
                if cls_rank == 2:
                    s -= 0.25  # a test's class or helper that reuses a real name comes after
                if is_deprecated(d):
                    # So does a declaration its doc says not to use, after even a lesser kind:
                    # okhttp's `fun url()` "moved to val" after the `val url` it points to.
                    s -= 0.5
                strength[key] = max(strength.get(key, 0.0), s)

    def near_names(probe: _Probe, order: int) -> None:
        """Names a typed identifier the code does not declare may stand for: ``jwt.AllowUnsafeNone``
        for ``UnsafeAllowNoneSignatureType`` (its member's words, in another order),
        ``typePrefixLen`` for ``typePrefixLength``, ``NewIncreasedLevelCore`` for
        ``NewIncreaseLevelCore``. The qualifier is left out: it is as likely misremembered.
        A file name (`ArrayJsonAdapter.java`) is no name: its last part would be `java`."""
        if language_of(probe.text) != "text":
            return
        text = QUALIFIED.split(probe.text)[-1]
        member = _Probe(text, name_words(text))
        if len(member.key) < _NEAR_NAMES_MIN or len(member.words) < 2:
            return
        for query in (terms("sym", member.key), terms("rsym", member.key[::-1])):
            if query is not None:
                run(query, member, order)
        run(tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "words", w))
             for w in member.words]), member, order, scored=True)
        near(member, order)
        if len(member.words) >= _ONE_WORD_OFF_MIN and order not in named:
            # One word of a long name misremembered (`MakeCheckOpMessage`, `BuildCheckOpString`
            # for `MakeCheckOpString`): the names holding all the others, shortest first.
            for i in range(len(member.words)):
                off = _OneWordOff(text, member.words, i)
                run(tantivy.Query.boolean_query(
                    [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "words", w))
                     for w in off.words]), off, order, scored=True)

    def near(probe: _Probe, order: int) -> None:
        if len(probe.key) >= _NEAR_MIN:
            run(tantivy.Query.fuzzy_term_query(schema, "sym", probe.key, distance=1),
                probe, order, near=True)

    def terms(field: str, value: str) -> tantivy.Query | None:
        """Names that extend ``value`` in ``field``'s term dictionary (a prefix walk)."""
        hits = searcher.terms_with_prefix(field, value, limit=_PREFIX_TERMS)
        values = [t for t, _ in hits if t != value]
        if not values:
            return None
        return tantivy.Query.term_set_query(schema, field, values)

    # One typed identifier's words are all of its parts: dropping "should" from
    # `c.ShouldBindJSON` as filler made `BindJSON` the exact match of the rest.
    single = q.single_identifier
    words = (name_words(single) if single is not None and not q.declared else []) \
        or query_name_words(q)
    probes, typed = _probes(q)
    unnamed: list[tuple[int, str]] = []   # typed identifiers of a sentence no name is exactly
    for order, text in enumerate(probes):
        probe = _Probe(text, words if order == 0 and not q.long else [], truncated=not q.long)
        if len(probe.key) < 2:
            # A one-letter name typed alone (Vue's `h`, an i18n `t`, Go's `type T`) is looked
            # up as it is: no other channel reads a word that short, so "h" found nothing.
            if probe.key and order == 0 and single is not None:
                run(tantivy.Query.term_query(schema, "sym", probe.key), probe, order)
            continue
        run(tantivy.Query.term_query(schema, "sym", probe.key), probe, order)
        run(tantivy.Query.term_query(schema, "inner", probe.key), probe, order)
        if probe.heads:
            run(tantivy.Query.term_set_query(schema, "sym", probe.heads), probe, order)
        if probe.qkey:
            run(tantivy.Query.term_query(schema, "qual", probe.qkey), probe, order)
            # A module path's tails (`crate::searcher::Searcher::new` -> searcher.new): the
            # last part alone may be a name sixty others share (`new`), past what one run reads.
            for k in range(2, min(len(probe.parts), _MODULE_TAILS + 2)):
                run(tantivy.Query.term_query(schema, "qual", ".".join(probe.parts[-k:])),
                    probe, order)
            run(tantivy.Query.term_query(schema, "sym", probe.last), probe, order)
        if order > 0 or q.long or len(probe.key) < 3:
            if 0 < order < typed and not q.long and order not in named:
                near_names(probe, order)
                unnamed.append((order, probe.key))
            continue
        for split in _splits(q):
            member = _Probe(split, [])
            run(tantivy.Query.term_query(schema, "qual", member.qkey), member, 0)
        for query in (terms("sym", probe.key), terms("rsym", probe.key[::-1])):
            if query is not None:
                run(query, probe, order)
        if len(found) < depth and q.single_identifier is not None:
            # A typed identifier may be abbreviated (`qsfilter`); words run together are not,
            # and walking every name with their first letter cost Django ~4 ms a query.
            # The same test as _subsequence, as one regex (C is 2-3x quicker than a Python
            # loop); `[^x]*x` cannot backtrack, so a long name that fails costs one pass.
            spread = re.compile(re.escape(probe.key[0]) + "".join(
                f"[^{re.escape(c)}]*{re.escape(c)}" for c in probe.key[1:]))
            sub = [t for t, _ in searcher.terms_with_prefix("sym", probe.key[0])
                   if len(t) > len(probe.key) and spread.match(t)][:_PREFIX_TERMS]
            if sub:
                run(tantivy.Query.term_set_query(schema, "sym", sub), probe, order)
        if q.single_identifier is not None and order not in named:
            near(probe, order)
    if not q.long and single is None:
        # A word that runs a name's words together ("oneoff", "groupby", "keepalive") names
        # `one_off`, `group_by`, `keepAlive`, as the word pairs name `cancelAll`; a name that
        # is the one word is BM25's to find, among all the words that say it.
        run_on = dict.fromkeys(w for w in q.words if len(w) >= _RUN_ON_MIN)
        for i, word in enumerate(list(run_on)[:_RUN_ON_WORDS]):
            run(tantivy.Query.boolean_query([
                (tantivy.Occur.Must, tantivy.Query.term_query(schema, "sym", word)),
                (tantivy.Occur.MustNot, tantivy.Query.term_query(schema, "words", word))]),
                _Probe(word, []), len(probes) + i)
    if not q.long and 2 <= len(words) <= 8:
        probe = _Probe(" ".join(words), words)
        # The content words leave out filler and single letters: "execute context c" must not
        # make ``ExecuteContext`` as exact as ``ExecuteContextC``. Unless they spell the query
        # as typed, their matches rank after the typed text's and earn no exact-name strength;
        # when they spell it but for its filler words, right after the typed text's, before
        # the word pairs' ("swap remove by index" is indexmap's `swap_remove_index`, which
        # came after the `swap_remove` of the pair "swap remove"; "into stripped path" is still
        # fd's `into_stripped_path` before any `stripped_path`).
        order = 0 if probe.key == compact(q.text) else (
            typed - 0.5 if probe.key == filler_free_key(q.text) else len(probes))
        run(tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "words", w)) for w in words]),
            probe, order, scored=True)
    ranked = sorted(found, key=found.__getitem__)[:depth]
    close = _close_names(ranked, found, docs, compact(single)) \
        if not strength and single is not None and not q.long and ranked else {}
    # So is one typed inside a sentence ("yajl_buf_ensure_availble grow output buffer"), among
    # its own matches (the word pairs' exact `yajl_buf` ranks before them), unless the sentence
    # names a declaration: then its other names are likelier outside ones (Polly's "Fix
    # `ScheduledTaskExecutor` deadlock when `TrySetResult` …" is .NET's, not `TryGetResult`).
    for order, key in [] if strength or close or named.intersection(range(1, typed)) else unnamed:
        mine = sorted((k for k in found if found[k][3] == order), key=found.__getitem__)
        close = close or (_close_names(mine, found, docs, key, order) if mine else {})
    return {key: i + 1 for i, key in enumerate(ranked)}, strength, close


def _close_names(ranked: list[tuple[int, int]], found: dict[tuple[int, int], tuple],
                 docs: dict, key: str, order: int = 0) -> dict[tuple[int, int], float]:
    """A typed identifier no name is exactly: the name it was surely meant for takes the
    smallest strength (``CLOSE_STRENGTH``), when the best match is one edit from it or runs
    it on by at most a third (`MissingMessageErr` for `MissingMessageError`, which the file
    channel's neighbours held 5th), the typed name is long enough to be no other word, and
    no other name matches it as well as that (`Ordinalze` is `OrdinalZero` cut short or
    `Ordinalize` mistyped: neither is sure)."""
    best = found[ranked[0]]
    tier, gap = best[1], best[7]
    if best[3] != order or len(key) < _NEAR_MIN or not (
            tier == _NEAR or (tier == _PREFIX and 3 * gap <= len(key))):
        return {}
    mine = [k for k in ranked if found[k][3] == order and found[k][1] <= _NEAR]
    if len({compact(docs[k]["name"]) for k in mine}) > 1:
        return {}
    return dict.fromkeys(mine, CLOSE_STRENGTH)
