"""The symbol-name channel: match the query against declaration names, in strict tiers
(``probes.py`` holds what a query is looked up as, and the string tests placing a name).

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
name and its reverse, name-word conjunctions, and for a typed identifier few names match, one
regex of its letters in order over ASCII classes (``_subsequence_query``; a Unicode class's
automaton costs milliseconds to build) — never a Python loop over all names. Each candidate is
then placed in its tier by plain string tests.
"""
from __future__ import annotations

import tantivy

from ..languages import names_file
from ..paths import path_class
from ..regex_cache import compiled
from ..store import Store
from ..store.documents import CLASS_RANK, KIND_RANK
from ..tokens import compact, name_words
from .filters import with_filter
from .inflections import inflection_bases, passive_names, singulars
from .priors import TYPE_KINDS, is_deprecated
from .probes import (CONTAINED, NEAR, PREFIX, QUALIFIED, SUFFIX, OneWordOff, Probe, exactness,
                     member_splits, query_probes)
from .query import ParsedQuery, filler_free_key, query_name_words
from .ties import any_term, by_score_then_place, read_ties
from .words import STOPWORDS, WORD

# What a typed identifier's surest near name (a prefix of it cut short, one edit off) takes
# when no name is the identifier exactly: the weakest exact name's strength.
CLOSE_STRENGTH = 0.5
# The matches that make that name unsure: another run on at its end or start, or one edit off
# (or holding it whole among its words, ``_says_whole``). A name holding its letters inside
# (`newPartitionMuter`, the constructor of `partitionMuter`) or its words in another order
# (`mutePartition`) is no rival to a run-on: the typed name's start and order are what the
# agent remembered.
_RIVAL_TIERS = frozenset({PREFIX, SUFFIX, NEAR})
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
# Words of a short question looked up as names whose words they run together, and the letters
# such a word needs: "oneoff" for `one_off`; a shorter run (`isok`, `getx`) is rarely typed so.
_RUN_ON_WORDS = 16
_RUN_ON_MIN = 6
# A short question's inflected words whose bases are looked up as whole names, and the letters
# a base needs: a shorter one is a name too many things share (`play`, `load`, `run`).
_INFLECTED_WORDS = 8
_INFLECTED_BASE_MIN = 5
# A long text's question: a sentence ending in a question mark.
_ASKED = compiled(r"[^.?!\n]*\?")
# Qualified tails of a dotted or `::` path looked up as names (`a.b.C.m` -> C.m, b.C.m).
_MODULE_TAILS = 3


def _subsequence_query(schema: tantivy.Schema, key: str) -> tantivy.Query:
    """Names other than ``key`` that hold its letters in order, its first letter first
    (``qsfilter``: ``querysetfilter``): the subsequence tier's candidates.

    A regex over the term dictionary, run by tantivy: listing every name with the first letter
    into Python to test each was ~90 ms a query on 142,914 chunks (Django, sympy and
    SQLAlchemy: 38,953 names start with "t", their tests), the regex ~25. Each gap is a class
    of the letters and digits a compact name holds (``tokens.compact``) but the next one: the
    automaton of ``[^c]``, any Unicode character but c, took ~6 ms to build on every query,
    the ASCII one ~0.2. Only a key of other letters gets the Unicode gaps; an ASCII key's
    names are read as ASCII (a name with a letter outside it between the key's is missed).
    """
    return tantivy.Query.boolean_query([
        (tantivy.Occur.Must, tantivy.Query.regex_query(schema, "sym", _gaps(key))),
        (tantivy.Occur.MustNot, tantivy.Query.term_query(schema, "sym", key))])


def _gaps(key: str) -> str:
    """The regex of ``_subsequence_query`` (``key`` is compact: no regex syntax in it).

    >>> _gaps("qsf")
    'q[a-z0-9--s]*s[a-z0-9--f]*f[a-z0-9]*'
    """
    if key.isascii():
        return key[0] + "".join(f"[a-z0-9--{c}]*{c}" for c in key[1:]) + "[a-z0-9]*"
    return key[0] + "".join(f"[^{c}]*{c}" for c in key[1:]) + ".*"


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

    def run(query: tantivy.Query, probe: Probe, order: float, near: bool = False,
            scored: bool = False, plural: bool = False, spelled: bool = False) -> None:
        """Place ``query``'s first matches in their tiers: by BM25 when ``scored`` (a name's
        words, where a shorter name scores higher), else in ``tie`` order (every match of a
        name scores alike). A ``plural`` probe is the query's words made singular: a type it
        names exactly takes an exact name's strength; so does any declaration a ``spelled``
        one (a passive clause's verb first) names exactly."""
        def doc_at(addr: tantivy.DocAddress) -> dict:
            key = (addr.segment_ord, addr.doc)
            d = docs.get(key)
            if d is None:
                d = docs[key] = store.decoded(searcher, addr)
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
            if plural and d["kind"] not in TYPE_KINDS:
                continue   # a plural names things: a function `lint_factory` is no "factories"
            tier = probe.tier(d)
            if near and (tier is None or tier > NEAR):   # the fuzzy query's: one edit off
                tier = NEAR
            if tier is None:
                continue
            if tier <= 1:
                named.add(order)
            inner = tier == 0 and compact(d["name"]) != probe.key
            shown = d["name"] if tier != 1 else f"{d['container']}.{d['name']}"
            exact = 3 if inner else (exactness(shown, probe.text) if tier <= 1 else 3)
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
            typed_name = order == 0 or ((plural or spelled) and tier == 0)
            if tier <= 1 and typed_name and not q.long and d["kind"] != "file" and (
                    not q.declared_kinds or d["kind"] in q.declared_kinds):
                # A qualified name is typed verbatim in any language's qualifier: `Pry::Method`
                # names the class `Pry.Method` as surely as a spec titled `Pry::Method`.
                verbatim = exact == 0 or tier == 1 and (
                    QUALIFIED.sub(".", shown) == QUALIFIED.sub(".", probe.text))
                s = 0.75 if inner else (2.0 if verbatim else 1.0) - 0.25 * kind_rank
                if cls_rank == 2:
                    s -= 0.25  # a test's class or helper that reuses a real name comes after
                if order != 0:
                    s -= 0.25  # a type the plural names (a passive clause's name), one step
                    # behind a name as typed
                if is_deprecated(d):
                    # So does a declaration its doc says not to use, after even a lesser kind:
                    # okhttp's `fun url()` "moved to val" after the `val url` it points to.
                    s -= 0.5
                strength[key] = max(strength.get(key, 0.0), s)

    def near_names(probe: Probe, order: int) -> None:
        """Names a typed identifier the code does not declare may stand for: ``jwt.AllowUnsafeNone``
        for ``UnsafeAllowNoneSignatureType`` (its member's words, in another order),
        ``typePrefixLen`` for ``typePrefixLength``, ``NewIncreasedLevelCore`` for
        ``NewIncreaseLevelCore``. The qualifier is left out: it is as likely misremembered.
        A file name (`ArrayJsonAdapter.java`) is no name: its last part would be `java`."""
        if names_file(probe.text):
            return
        text = QUALIFIED.split(probe.text)[-1]
        member = Probe(text, name_words(text))
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
                off = OneWordOff(text, member.words, i)
                run(tantivy.Query.boolean_query(
                    [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "words", w))
                     for w in off.words]), off, order, scored=True)

    def near(probe: Probe, order: int) -> None:
        if len(probe.key) >= _NEAR_MIN:
            run(tantivy.Query.fuzzy_term_query(schema, "sym", probe.key, distance=1),
                probe, order, near=True)

    def terms(field: str, value: str) -> tantivy.Query | None:
        """Names that extend ``value`` in ``field``'s term dictionary (a prefix walk)."""
        hits = searcher.terms_with_prefix(field, value, limit=_PREFIX_TERMS)
        values = [t for t, _ in hits if t != value]
        if not values:
            return None
        return any_term(schema, field, values)

    # One typed identifier's words are all of its parts: dropping "should" from
    # `c.ShouldBindJSON` as filler made `BindJSON` the exact match of the rest.
    single = q.single_identifier
    words = (name_words(single) if single is not None and not q.declared else []) \
        or query_name_words(q)
    probes, typed = query_probes(q)
    unnamed: list[tuple[int, str]] = []   # typed identifiers of a sentence no name is exactly
    for order, text in enumerate(probes):
        probe = Probe(text, words if order == 0 and not q.long else [], truncated=not q.long)
        if len(probe.key) < 2:
            # A one-letter name typed alone (Vue's `h`, an i18n `t`, Go's `type T`) is looked
            # up as it is: no other channel reads a word that short, so "h" found nothing.
            if probe.key and order == 0 and single is not None:
                run(tantivy.Query.term_query(schema, "sym", probe.key), probe, order)
            continue
        run(tantivy.Query.term_query(schema, "sym", probe.key), probe, order)
        run(tantivy.Query.term_query(schema, "inner", probe.key), probe, order)
        if probe.heads:
            run(any_term(schema, "sym", probe.heads), probe, order)
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
        for split in member_splits(q):
            member = Probe(split, [])
            run(tantivy.Query.term_query(schema, "qual", member.qkey), member, 0)
        for query in (terms("sym", probe.key), terms("rsym", probe.key[::-1])):
            if query is not None:
                run(query, probe, order)
        if len(found) < depth and q.single_identifier is not None:
            # A typed identifier may be abbreviated (`qsfilter`); words run together are not,
            # and finding every name with their first letter cost Django ~4 ms a query.
            run(_subsequence_query(schema, probe.key), probe, order)
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
                Probe(word, []), len(probes) + i)
        # A question says the verb a function is named for, inflected ("Shuffling the play
        # queue … restored when unshuffling" asks for `shuffle` and `unshuffle`): a name that is
        # a base of one of its inflected words, whole, is a candidate after every probe above.
        # No other channel finds it: BM25 stems nothing, and coverage, which reads the bases
        # (``inflections.py``), only ranks what the channels found.
        after = len(probes) + _RUN_ON_WORDS
        bases = dict.fromkeys(b for w in list(q.inflected)[:_INFLECTED_WORDS]
                              for b in inflection_bases(w) if len(b) >= _INFLECTED_BASE_MIN)
        for i, base in enumerate(bases):
            run(tantivy.Query.term_query(schema, "sym", base), Probe(base, []), after + i)
        # A passive clause says verb last what a name says verb first ("where is an incoming
        # Follow activity handled" asks for `handleFollowActivity`, "how is the PKCE code
        # verifier generated" for `generateCodeVerifier`): each name ``passive_names`` makes,
        # exactly, after the bases. One a question asks for (its "be" before the subject, the
        # name ending at the subject's head noun) takes an exact name's strength, as a type a
        # plural names does. The pairs and triples read the words in the order typed.
        after += len(bases)
        for i, (text, asked) in enumerate(passive_names(q.typed_words, STOPWORDS)):
            probe = Probe(text, [])
            run(tantivy.Query.term_query(schema, "sym", probe.key), probe, after + i,
                spelled=asked and q.question)
    elif q.long:
        # So does a long text's question ("… they never get the Accept. Where is an incoming
        # Follow activity handled?"), read alone.
        asked = [w.lower() for m in _ASKED.finditer(q.text) for w in (*WORD.findall(m.group(0)), ".")]
        for i, (text, _) in enumerate(passive_names(asked, STOPWORDS)):
            probe = Probe(text, [])
            run(tantivy.Query.term_query(schema, "sym", probe.key), probe, len(probes) + i)
    if not q.long and 2 <= len(words) <= 8:
        probe = Probe(" ".join(words), words)
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
        # A type is named in the singular, a question about it speaks in the plural ("prepared
        # requests" -> `PreparedRequest`): the words with their plurals made singular, after
        # every probe as typed, types only (``run``'s ``plural``); one it names exactly takes
        # an exact name's strength a step behind the typed name's, before a heading of the
        # plural words. An ambiguous ending tries both (caches: cach, cache).
        forms = [singulars(w) or [w] for w in words]
        for pick in dict.fromkeys(tuple(f[i] for f in forms) for i in (0, -1)):
            if list(pick) != words:
                run(tantivy.Query.boolean_query(
                    [(tantivy.Occur.Must, tantivy.Query.term_query(schema, "words", w))
                     for w in pick]), Probe(" ".join(pick), list(pick)), len(probes) + 0.5,
                    scored=True, plural=True)
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
    `Ordinalize` mistyped: neither is sure; a name holding it inside or its words in another
    order is no such rival, ``_RIVAL_TIERS``)."""
    best = found[ranked[0]]
    tier, gap = best[1], best[7]
    if best[3] != order or len(key) < _NEAR_MIN or not (
            tier == NEAR or (tier == PREFIX and 3 * gap <= len(key))):
        return {}
    mine = [k for k in ranked if found[k][3] == order and (
        found[k][1] in _RIVAL_TIERS
        or found[k][1] == CONTAINED and _says_whole(docs[k]["name"], key))]
    if len({compact(docs[k]["name"]) for k in mine}) > 1:
        return {}
    return dict.fromkeys(mine, CLOSE_STRENGTH)


def _says_whole(name: str, key: str) -> bool:
    """Whether a run of *name*'s words is the typed *key*: a test titled "when token claims
    match expected claims from :jwt_claim_validators config" names `JWT_CLAIM_VALIDATORS` as
    surely as `JwtClaimValidatorsError` runs it on; `newPartitionMuter` holds `partitionMute`
    only inside a word.

    >>> _says_whole("claims from :jwt_claim_validators config", "jwtclaimvalidators")
    True
    >>> _says_whole("newPartitionMuter", "partitionmute")
    False
    """
    words = [compact(w) for w in name_words(name)]
    return any(compact("".join(words[i:j])) == key
               for i in range(len(words)) for j in range(i + 1, len(words) + 1))
