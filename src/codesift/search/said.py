"""Chunks that say one of the query's messages in a string literal, found by reading files.

A pasted error message is best answered by the code that prints it. The index holds tokens,
not strings, so the few files likeliest to say it are read (``literals.py`` matches the
message there) and each matching line is placed in the innermost chunk holding it; a named
value holding it is said where its few uses raise it (``message_uses``), and so is a type's
message hook's (`fmt`, `toString`): where its variant or type is built.

>>> said = said_messages(store, searcher, file_searcher, q, filters, None, set(), [], {},
...                      doc_of, bm25_ranks)                              # doctest: +SKIP
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection
from itertools import islice

import tantivy

from ..model import VALUE_KINDS
from ..paths import path_class_in
from ..regex_cache import compiled
from ..store import FileSearcher, Store
from ..tokens import compact, text_tokens
from .filters import Filters, with_filter
from .literals import FILES_READ, message_lines, prose_line
from .messages import messages, read_whole, run_on
from .holders import (CONSTRUCTORS, MESSAGE_HOOKS, arm_variant, attr_variant, entry_key,
                      erlang_reason, hands_up, header_hands_up, named_constructor, read_lines,
                      returns_error)
from .located import chunks_at, innermost_at, own_chunks
from .priors import is_protocol
from .probes import QUALIFIED
from .query import ParsedQuery
from .source_tests import in_source_test
from .select import take_place
from .ties import places_in_tie_order, read_in_tie_order, read_ties
from .words import STOPWORDS, WORD

# Besides the best files by the message's words, the files of this many of the best BM25
# chunks are read for it, at most this many files: the words of a message whose values the
# user pasted too ("named param author_id has incompatible types: int32, string") rank
# generated code that says "string" and "param" a hundred times above the one file saying
# the message.
MESSAGE_CHUNKS = 10
MESSAGE_CHUNK_FILES = 3
# A message word a file holds counts this many times its rarity (log(1 + N/df)): above any
# BM25 score, which only orders files holding the same words.
PRESENCE_WEIGHT = 100.0
# A value the pasted text quotes or brackets, one token long: `'foo'`, `"Query.hero"`,
# `(length)` (not a backticked name: code, not a value). The code says the message around a placeholder there (aasm's "… with the name
# '#{name}' defined in …", pint's "Cannot convert from '{units1}'{dim1}"), so such a word is
# the user's value: as one of the words that pick the files to read, its rarity led to the
# specs and examples naming `foo`, and the one file saying the message was not read.
_PASTED_VALUE = compiled(r"""(?<![\w'"])(['"\u2018\u201c])([^\s'"\u2018\u2019\u201c\u201d]{1,80})"""
                         r"""['"\u2019\u201d](?![\w'"])|\(([^\s()]{1,40})\)""")


# A one-token span in backticks inside a pasted error line's message: a value the code
# formatted in, as Rust's messages set their values in backticks (sqlx's "mismatched types;
# Rust type `i32` (as SQL type `INT4`) is not compatible with SQL type `INT8`", printed from
# "… `{}` …"). In prose, a backticked name is code the writer names.
_PRINTED_CODE = compiled(r"`([^\s`]{1,80})`")


def pasted_values(text: str, printed: Collection[str] = ()) -> set[str]:
    """The words of ``text``'s quoted or bracketed one-token values, and of the backticked
    ones of its error lines' messages (``printed``), lower-cased.

    >>> sorted(pasted_values("x", ["Rust type `i32` is not compatible with `INT8`"]))
    ['i32', 'int8']

    >>> sorted(pasted_values("Cannot convert from 'meter' (length) to 'second' (time)"))
    ['length', 'meter', 'second', 'time']
    >>> sorted(pasted_values('Cannot return null for field "Query.hero". It\\'s (not) here'))
    ['hero', 'not', 'query']
    """
    return {w.lower() for m in _PASTED_VALUE.finditer(text)
            for w in WORD.findall(m.group(2) or m.group(3))} \
        | {w.lower() for message in printed for m in _PRINTED_CODE.finditer(message)
           for w in WORD.findall(m.group(1))}


def said_messages(store: Store, searcher: tantivy.Searcher, file_searcher: FileSearcher,
                  q: ParsedQuery, filters: Filters, fq: tantivy.Query | None, asked: set[str],
                  library: list[str], addresses: dict,
                  doc_of: Callable[[tuple[int, int]], dict],
                  bm25_ranks: dict[tuple[int, int], int]
                  ) -> tuple[dict[tuple[int, int], int],
                             dict[tuple[int, int], tuple[tuple[int, int], ...]]]:
    """The chunks that say one of the query's messages in a string literal (``literals.py``),
    each with the line that says it; and of those, the uses raising a named value's, type's
    or table entry's message (``message_uses``), each with the chunks it raises it for.

    Only source and example code, or a class the query asks for, says a message: tests repeat
    it to assert it (tests inside source files too), and changelogs and docs quote it (a commit
    subject may match either).
    The files read are those of the query's best BM25 chunks (a small function that says the
    message holds all its words) and the best files by the message's words.
    """
    msgs = messages(q)
    if not msgs:
        return {}, {}
    best_chunks = sorted(bm25_ranks, key=bm25_ranks.__getitem__)[:MESSAGE_CHUNKS]
    said = [w for words in msgs for w in words if w not in STOPWORDS]
    values = pasted_values(q.text, q.error_messages)
    toks = dict.fromkeys(t for w in said if w not in values for t in text_tokens(w)) \
        or dict.fromkeys(t for w in said for t in text_tokens(w))
    # A file that says a message holds its words at least once: files rank by which of them
    # they hold, each weighted by its rarity, and only then by BM25, whose length norm would
    # put a short file repeating two of the words above a long one holding them all.
    n = max(1, file_searcher.num_docs)
    subs = []
    for t in toks:
        df = file_searcher.doc_freq("f_body", t)
        if df:
            term = tantivy.Query.term_query(store.file_schema, "f_body", t)
            subs += [(tantivy.Occur.Should, tantivy.Query.const_score_query(
                term, PRESENCE_WEIGHT * math.log(1 + n / df))), (tantivy.Occur.Should, term)]
    if not subs:
        return {}, {}
    says = asked | {"source", "example"}
    # Deeper than the files read: in a tree of test fixtures (sqlc's thousands of testdata
    # files) the first sixteen may all be tests, and the one source file saying it is 20th.
    # Files tied (a message's translations copied untranslated, identical vendored files) are
    # read by path, not by document address: the first of them names the holder its use
    # raises, and two builds of one tree put them in different orders.
    found = read_ties(file_searcher, tantivy.Query.boolean_query(subs), 8 * FILES_READ)
    by_chunk = dict.fromkeys(doc_of(key)["path"] for key in best_chunks)
    by_file = places_in_tie_order(found, lambda a: file_searcher.doc(a).get_first("fpath"))
    paths = [p for p in by_chunk if path_class_in(p, library) in says][:MESSAGE_CHUNK_FILES]
    # Each file's path fetched only until enough are kept: most of the deep list goes unread.
    # (Listed before it joins `paths`, whose test would see its own additions otherwise.)
    paths += list(islice((p for p in by_file if p not in paths
                          and path_class_in(p, library) in says and filters.keeps_path(p)),
                         FILES_READ))
    chunks: dict[str, dict[tuple[int, int], dict]] = {}

    def said_by_code(path: str, line: int) -> bool:
        """Not a test in a source file (a Rust `mod tests`): it repeats the message to assert
        it, often with the very values the user pasted, and would outrun the code saying it."""
        if path not in chunks:
            chunks[path] = own_chunks(searcher, store.schema, fq, addresses, doc_of, path)
        key = innermost_at(chunks[path], line)
        return key is None or not in_source_test(doc_of(key))

    found: dict[tuple[int, int], int] = {}
    keep = None if "test" in asked else said_by_code
    for path, lines in message_lines(store.root, paths, msgs, keep, run_on(q, msgs),
                                     read_whole(q, msgs)).items():
        for key, line in chunks_at(searcher, store.schema, fq, addresses, doc_of, path,
                                   lines, chunks.get(path)).items():
            found.setdefault(key, line)
    raising: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
    for key, (line, of) in message_uses(store, searcher, fq, says, library, addresses, doc_of,
                                        found, chunks).items():
        if key not in found and of:
            raising[key] = of
        found.setdefault(key, line)
    return found, raising


# A message a named value holds (yaml-cpp's `UNKNOWN_ANCHOR = "the referenced anchor is not
# defined: "`, Go's `ErrX = errors.New(…)`) is raised where the name is used: yaml-cpp's
# `singledocparser.cpp` says `ErrorMsg::UNKNOWN_ANCHOR`, not the message, and came seventh.
# Those uses say it too when they are few; a name used in more places than this is a common
# error, its declaration the answer. A table of messages (jsonata's `errorCodes`, `"D2014":
# "The size of the sequence …"`) is looked up by the key on the message's line, which the
# raising code says (`code: "D2014"`): the uses of that key say it. Not a use in a formatting
# hook (Rust's `fmt`, a `toString`), which only prints it: log's `SET_LOGGER_ERROR` in
# `SetLoggerError`'s `fmt`.
MESSAGE_USES = 3
# A pasted message said in more files than this points at none of them before a route.
SAYING_FILES = 3
# The lines of a value holding one message: a string, a call wrapping it, a short concatenation.
_VALUE_LINES = 4
# Uses read to count them, tests among them.
_USES_READ = 16
# A line building a type: `new X(`, `X.new`, `X(`, `X::new`, `&X{`, `raise X, …`, `throw X`.
# Naming it in a signature is no raise (ts-pattern's `exhaustive(): … NonExhaustiveError<…>`).
_BUILDS = (r"(?:\b(?:new|raise|throw)[ \t]+(?:[\w.:\\]*[.:\\])?{0}\b|&{0}[ \t]*\{{"
           r"|\b{0}[ \t]*(?:\.new\b|::new\b|\())")
# What a hook's type is declared as (not its `impl`s).
_TYPE_KINDS = frozenset({"class", "struct", "enum", "type", "interface", "record", "exception"})
# A method of the type declaring an arm's variant is no use of it when it only reads it (its
# other hooks' arms, `matches!`, `if let`), but raises it when it builds it: regex's
# `Error::from_meta_build_error` returns `Error::CompiledTooBig(size_limit)`, whose `fmt` says
# "Compiled regex exceeds size limit of {limit} bytes.", and was never looked at.
_BUILDS_VARIANT = (r"^(?!.*\b(?:if|while)[ \t]+let\b)(?!.*\bmatches!)(?!.*\bcase\b)"
                   r"(?!.*\b{0}\b.*=>).*\b{0}\b")


def message_uses(store: Store, searcher: tantivy.Searcher, fq: tantivy.Query | None,
                 says: set[str], library: list[str], addresses: dict,
                 doc_of: Callable[[tuple[int, int]], dict],
                 said: dict[tuple[int, int], int],
                 owned: dict[str, dict[tuple[int, int], dict]]
                 ) -> dict[tuple[int, int], tuple[int, tuple[tuple[int, int], ...]]]:
    """The chunks of code (``says``: the path classes saying messages) using the name of a
    value that ``said`` a message, or the key of a table's entry saying it, or the variant or
    type a message hook says it for (``MESSAGE_HOOKS``), each with the first line naming
    it in code and the chunks of ``said`` it is the only use of (it raises them: a message
    and its translations, all keyed alike; of two or three uses, which one raised it is
    unknown), when at most ``MESSAGE_USES`` do; and a hook's type of one message itself
    (raising none: it is what is raised).
    ``owned``: the chunks of the files read so far, by path (``own_chunks``), added to."""
    found: dict[tuple[int, int], tuple[int, tuple[tuple[int, int], ...]]] = {}
    for key, line in list(said.items()):
        d = doc_of(key)
        owner = raised = enum = ""
        built = variant = None
        # A type's attribute named as a hook is its hook (commitizen's `class
        # NoRevisionError(CommitizenException): message = "No tag found to do an incremental
        # changelog"`, raised as `raise NoRevisionError()`; Kotlin's `override val message`,
        # werkzeug's `description`): its name is every such type's, the type's is raised.
        hook = d["name"] in MESSAGE_HOOKS and d["container"] and (
            d["kind"] == "method" or d["kind"] in VALUE_KINDS)
        if d["kind"] in VALUE_KINDS and not hook:
            named = d["name"] if d["end"] - d["line"] < _VALUE_LINES else \
                entry_key(store.root, d["path"], line)
        elif hook:
            owner = d["container"].rsplit(".", 1)[-1]
            arm = arm_variant(store.root, d, line)
            named, enum = arm[::-1] if arm else (owner, "")
            # Patterns built from a name: `re.compile`, as ``regex_cache`` keeps fixed ones only.
            variant = re.compile(_BUILDS_VARIANT.format(re.escape(named))) if arm else None
            # A type of one message (warp's `CorsForbidden`, whose arms are another enum's)
            # says it too: it, not its hook, is what is raised. An enum of many messages, its
            # own variants' (serde_json's `ErrorCode`), is no answer: the variant's uses are.
            if not arm or arm[0] not in ("", "Self", owner):
                raised = owner
        elif d["kind"] == "enum" and d["lang"] == "rust" \
                and (named := attr_variant(store.root, d, line)) is not None:
            enum = d["name"]
            variant = re.compile(_BUILDS_VARIANT.format(re.escape(named)))
        elif d["kind"] == "method" and d["container"] and returns_error(store.root, d, line):
            named = d["name"]
            built = re.compile(rf"\b{re.escape(named)}[ \t]*\(")
        elif d["name"] == "format_error" and d["lang"] == "erlang":
            named = erlang_reason(store.root, d, line)
        elif (d["kind"] == "constructor" or d["name"] in CONSTRUCTORS) and d["container"] \
                and hands_up(store.root, d, line):
            named = owner = d["container"].rsplit(".", 1)[-1]
            built = re.compile(_BUILDS.format(re.escape(named)))
        elif d["kind"] == "class" and header_hands_up(store.root, d, line):
            named = owner = d["name"]
            built = re.compile(_BUILDS.format(re.escape(named)))
        else:
            continue
        if named is None or len(named) < 4:
            continue
        name = text_tokens(named)[0]
        used = with_filter(tantivy.Query.term_query(store.schema, "t_body", name), fq)
        uses: dict[tuple[int, int], int] = {}
        for k in read_in_tie_order(searcher, used, _USES_READ, addresses):
            dk = doc_of(k)
            if k != key and k not in said and path_class_in(dk["path"], library) in says \
                    and not in_source_test(dk) and not is_protocol(dk):
                builds = built
                if _declares(dk, named, (owner, enum)):
                    if variant is None or dk["name"] in (named, owner, enum):
                        continue
                    builds = variant     # a method of the variant's own type: if it builds it
                line = _naming_line(store.root, dk, named, builds)
                if line is not None:
                    uses[k] = line
                    if len(uses) > MESSAGE_USES:
                        break
        if 0 < len(uses) <= MESSAGE_USES:
            for k, line in uses.items():
                first, of = found.get(k, (line, ()))
                found[k] = (first, of + (key,) if len(uses) == 1 else of)
        if raised:
            if d["path"] not in owned:
                owned[d["path"]] = own_chunks(searcher, store.schema, fq, addresses, doc_of,
                                              d["path"])
            for k, o in owned[d["path"]].items():
                if o["name"] == raised and o["kind"] in _TYPE_KINDS:
                    found.setdefault(k, (o["line"], ()))
    return found


def raisers_first(fused: dict[tuple[int, int], float],
                  raising: dict[tuple[int, int], tuple[tuple[int, int], ...]],
                  doc_of: Callable[[tuple[int, int]], dict], named: Collection[str],
                  asked: bool = False) -> None:
    """Each chunk holding a message that one use raises (``raising``: use -> holders, from
    ``said_messages``) comes right after that use: the agent pasting it looks for where it
    went wrong, and the use's read call shows that, the holder's only the text. yaml-cpp's
    `ErrorMsg::UNKNOWN_ANCHOR`, quick-xml's `IllFormedError`'s `fmt`, h2's `UserError`'s
    came before the functions raising them (`LookupAnchor`, `emit_end`,
    `convert_send_message`). Not a holder the query names (``named``: compacted), itself or
    its type (`CarrierWave::FormNotMultipart: You tried …`): that is what was asked for; but
    a named constructor's type builds many messages, one per constructor (mikro-orm's
    `OptimisticLockError.lockFailedVersionMismatch`, `.lockFailed`, `.notVersioned`): naming
    the type asks for none of them. Of several holders (BookStack's message in each
    language's `errors.php`, under one key), the use takes the best one's place, ties by
    place: the one read first was decided by document order, and two builds differed.
    When the query ``asked`` where, when, why or how after pasting (``query.asks_after``),
    the use takes the place of the best of the holders and the types holding them, named or
    not: it asks for the code deciding it, not the error it has (task's "Maximum task call
    exceeded … Where is the call count kept and when does it trip?" led with the struct
    `TaskCalledTooManyTimesError`, its `Error()` saying it, before `RunTask` building it).

    >>> fused = {(0, 1): 0.9, (0, 2): 0.5}
    >>> doc = {(0, 1): {"name": "UNKNOWN_ANCHOR", "container": "", "path": "e.h", "line": 3}}.get
    >>> raisers_first(fused, {(0, 2): ((0, 1),)}, doc, set()); fused[(0, 2)] > fused[(0, 1)]
    True
    """
    types: dict[tuple[str, str], list[tuple[int, int]]] = {}
    if asked and raising:
        for key in fused:
            if (d := doc_of(key))["kind"] in _TYPE_KINDS:
                types.setdefault((d["path"], d["name"]), []).append(key)
    for use, holders in raising.items():
        if use not in fused:
            continue
        if asked:
            cands = set(holders)
            for h in holders:
                d = doc_of(h)
                cands.update(types.get((d["path"], d["container"].rsplit(".", 1)[-1]), ()))
            eligible = [(-fused[h], doc_of(h)["path"], doc_of(h)["line"], h)
                        for h in cands if h in fused]
        else:
            eligible = [(-fused[h], d["path"], d["line"], h) for h in holders if h in fused
                        and compact((d := doc_of(h))["name"]) not in named
                        and (compact(d["container"].rsplit(".", 1)[-1]) not in named
                             or named_constructor(d))]
        if eligible:
            take_place(fused, use, min(eligible)[3])


def sayers_first(fused: dict[tuple[int, int], float], said: dict[tuple[int, int], int],
                 doc_of: Callable[[tuple[int, int]], dict], named: Collection[str]) -> None:
    """A type the query names that is not itself marked as saying the pasted message comes
    right after the best chunk that is (``said``): the user has the type's name already, and
    that chunk's read call shows where it went wrong. zt-zip's `MaliciousZipException: The
    file … is trying to leave …` led with the class, standing in for the constructor building
    the message (``fold_constructors``), before `checkDestinationFileForTraversal` throwing
    it; db-scheduler's log line `… TaskResolver - Found execution with unknown task-name …`
    with the logger's class before its `resolve` saying it. A type its message hook folded
    into (``fold_message_hooks``) says it, and keeps its place.

    >>> fused = {(0, 1): 0.9, (0, 2): 0.5}
    >>> doc = {(0, 1): {"name": "ParseError", "kind": "class"}}.get
    >>> sayers_first(fused, {(0, 2): 7}, doc, {"parseerror"}); fused[(0, 2)] > fused[(0, 1)]
    True
    """
    sayers = [k for k in said if k in fused]
    if not sayers:
        return
    best = max(sayers, key=fused.__getitem__)
    for key in list(fused):
        d = doc_of(key) if key not in said else None
        if d is not None and d["kind"] in _TYPE_KINDS and compact(d["name"]) in named:
            take_place(fused, best, key)


def routes_after_sayers(fused: dict[tuple[int, int], float], said: dict[tuple[int, int], int],
                        routes: Collection[tuple[int, int]],
                        doc_of: Callable[[tuple[int, int]], dict]) -> None:
    """A route the query's pasted path hits (``candidates._hit_routes``) that does not say the
    pasted message itself comes right after the best chunk that does (``said``): the request
    reached the route, and the code saying what came back shows where it went wrong.
    docuseal's "POST /api/submissions returns 422 {"error":"emails are invalid"} …": the
    route in config/routes.rb, hit as surely as a typed name, led the validator saying it.
    Only when the message is said in at most ``SAYING_FILES`` files: "Not found." said by
    every handler points at none of them.

    >>> fused = {(0, 1): 2.0, (0, 2): 0.5}
    >>> doc = {(0, 2): {"path": "lib/params.rb"}}.get
    >>> routes_after_sayers(fused, {(0, 2): 7}, {(0, 1)}, doc); fused[(0, 2)] > fused[(0, 1)]
    True
    """
    sayers = [k for k in said if k in fused]
    if not sayers or len({doc_of(k)["path"] for k in sayers}) > SAYING_FILES:
        return
    best = max(sayers, key=fused.__getitem__)
    for key in routes:
        if key in fused and key not in said:
            take_place(fused, best, key)


def qualified_types(identifiers: Collection[str]) -> set[str]:
    """The types the query names by a qualified name (`io.dropwizard.util.Duration`,
    `Foo::Bar`), compacted, a one-word one too: qualified, it names one type, where a bare
    `Duration` in prose may be a word (``sayers_first`` takes only names of two words or more
    otherwise). Set 73's dropwizard question pasted `Invalid duration: 30 secs. Wrong time
    unit` and asked what `io.dropwizard.util.Duration` accepts: the class led, its getters
    after it, and `Duration.parse`, which throws the message, was past its file's share.

    >>> sorted(qualified_types(["io.dropwizard.util.Duration", "Duration.parse", "Duration"]))
    ['duration']
    """
    out = set()
    for ident in identifiers:
        parts = [p for p in QUALIFIED.split(ident) if p]
        if len(parts) > 1 and parts[-1][:1].isupper():
            out.add(compact(parts[-1]))
    return out


def _declares(d: dict, name: str, owners: tuple[str, str]) -> bool:
    """Whether chunk ``d`` declares ``name`` or is a part of it (its `impl`, its members), or
    declares one of ``owners``, the type holding the value or hook and the enum the arm names
    (an enum declares its variants: hyper's `User` its `UnsupportedStatusCode`): no use of
    it."""
    names = {name, *owners} - {"", "Self"}
    return d["name"] in names or d["container"].rsplit(".", 1)[-1] in names


def _naming_line(root: str, d: dict, name: str, built: re.Pattern[str] | None = None
                 ) -> int | None:
    """The first line of chunk ``d`` that holds ``name`` in code (and, given ``built``,
    matches it: builds the type); None when only its comments do (quick-xml's `Config`
    documents the `MismatchedEndTag` it makes a reader return: no use); its first line if the
    file cannot be read.
    """
    lines = read_lines(root, d["path"], d["line"], d["end"])
    if lines is None:
        return d["line"]
    for n, text in enumerate(lines, d["line"]):
        if name in text and not prose_line(text) and (built is None or built.search(text)):
            return n
    return None
