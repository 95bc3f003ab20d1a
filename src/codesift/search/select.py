"""The last steps of a search: stand-ins folded into what they stand for, then the places.

A definition takes the place of its prototypes, a getter of its setter, a class of its
constructor, a type of the hook saying a pasted message for it, and a type of its ``impl`` blocks (one answer, not two of the same name), a matching declaration of a file's own
doc; then hits are taken in score order, one
inside a better hit the query named dropped, and a file held to ``PER_FILE`` places while
other files still have hits that are not far below it.

>>> hits, total = select_hits(order, doc_of, fused, ranks, limit=20, focus={})  # doctest: +SKIP
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from itertools import islice

from ..languages import JS_FAMILY
from ..lazy_re import lazy
from ..model import SHOWN_PER_FILE, Hit
from ..paramlist import brackets, split_top
from ..paths import path_class
from ..store.documents import is_wrapper
from ..tokens import compact
from .beans import bean_property
from .priors import accessor, asks_typings, is_declaration_file, is_file_doc, is_protocol
from .query import ParsedQuery

# Hits one file may take in the first ``limit`` places while other files still have hits.
PER_FILE = 2
# Once ``SPREAD_FILES`` files have their places, a file's next hit goes before another file's
# hit that scores less than ``_OUTWEIGHS`` of it, up to the ``SHOWN_PER_FILE`` addresses a text
# answer shows of one file: a file far above the rest (a single-header library, a 3,000-line
# module) shows a third, the first files named stay as many as before, and no place goes to a
# hit the answer would fold into "+ N more here". Half, not a third: fused scores crowd (a
# file's part is most of each), so the best file's third declaration, a near tie with its
# second, came after every file above a third of it, past the first 20 places (gopsutil's
# `calculateAvailVmem`, 0.3136 to the second's 0.3137): at half, 24 more of 3,130 agent
# questions have their declaration in the first 20.
SPREAD_FILES = 5
_OUTWEIGHS = 0.5
# C-family prototypes come after their definition in another file, just below its score.
_C_FAMILY = frozenset({"c", "cpp", "objc"})
_DEFINITIONS = frozenset({"function", "method", "constructor"})
_BEHIND = 0.999
_SETTER_LANGS = JS_FAMILY | {"dart"}


def fold_prototypes(fused: dict[tuple[int, int], float],
                    doc_of: Callable[[tuple[int, int]], dict],
                    pointed: Collection[tuple[int, int]] = (),
                    named: Collection[tuple[int, int]] = (), typed: Collection[str] = ()) -> None:
    """A definition stands in for its prototypes in the same file (``@overload`` stubs, TS
    overload signatures, a C forward declaration), a getter for its setter (``set
    retry(value)``, Python's ``@retry.setter``), a field for its Java-style getter and setter
    (``beans.py``): it takes their best score, they go.

    Short and all name, stubs outscore the definition on words, and an accessor pair is one
    property: either way the same name would fill the file's places in the answer twice. A
    prototype in another file (a C header) is an answer of its own and stays, after its
    definition when one ranked below it. Of a pair, the one the query ``pointed`` into (its
    line says the pasted message, or a frame's line is in it) stands for the other: ora's
    `set spinner` throws "The given spinner must have a non-empty `frames` array", and the
    answer showed `get spinner()`, three lines that say nothing of it. A Java-style accessor
    the query ``named`` (an exact name's match), or whose compacted name it ``typed``
    (`setHost`), stands for itself.
    """
    groups: dict[tuple[str, str, str], list[tuple[int, int]]] = {}
    bean: dict[tuple[int, int], int] = {}   # a Java-style getter 1, setter 2 (``beans.py``)
    for key in fused:
        d = doc_of(key)
        # Only an accessor is asked whether the query names it (a name test on every candidate
        # is a hot path's cost for the few Java-style accessors among them).
        prop = bean_property(d)
        if prop is not None and (key in named or compact(d["name"]) in typed):
            prop = None
        name, bean[key] = prop or (d["name"], 0)
        groups.setdefault((d["path"], d["container"], name), []).append(key)
    for keys in groups.values():
        if len(keys) < 2:
            continue
        keys.sort(key=lambda k: (bean[k], doc_of(k)["line"]))
        standing = [k for k in keys if not _stands_behind(doc_of(k))
                    and (not bean[k] or k == keys[0])]
        # Python binds a name once per scope: a later def of it (`@x.setter`, `@x.deleter`, the
        # other branch of a version check) is the same attribute as the first.
        python = [k for k in standing if doc_of(k)["lang"] == "python"]
        behind = [k for k in keys if k not in standing or k in python[1:]]
        if standing and behind:
            shown = next((k for k in behind if k in pointed and standing[0] not in pointed),
                         standing[0])
            for key in (standing[0], *behind):
                if key != shown:
                    fused[shown] = max(fused[shown], fused.pop(key))
    # A prototype in a header stays an answer of its own, but after its definition: hiredis's
    # "reconnect context" led with hiredis.h's `int redisReconnect(redisContext *c);`, its
    # definition in hiredis.c third. The definition takes the prototype's place, if better.
    # Of overloads, only the one its parameters say: SFML's `Texture::Texture()` showed the
    # header's "Move constructor", the doc of `Texture(Texture&&)`.
    defined: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for key in fused:
        d = doc_of(key)
        if d["kind"] in _DEFINITIONS:
            defined.setdefault((d["container"], d["name"]), []).append(key)
    for keys in defined.values():
        keys.sort(key=fused.__getitem__, reverse=True)   # stable: the first of a tie leads
    for key in list(fused):
        d = doc_of(key)
        if d["kind"] == "prototype" and d["lang"] in _C_FAMILY:
            shape = _parameter_shape(d)
            definition = next((k for k in defined.get((d["container"], d["name"]), ())
                               if _same_shape(shape, _parameter_shape(doc_of(k)))), None)
            if definition is None:
                continue
            if fused[definition] < fused[key]:
                fused[definition], fused[key] = fused[key], fused[key] * _BEHIND
            shown = doc_of(definition)
            if not shown["doc"] and d["doc"]:
                # C documents a function at its declaration in the header: its definition's
                # address says the same sentence (this answer's copy of the fields only).
                shown["doc"] = d["doc"]


# A parameter's words that say nothing of its type, and its marks (`&`, `&&`, `*`, `[]`).
# Objective-C's nullability too: a header writes `(nullable NSString *)`, its `.m` often not.
_QUALIFIERS = lazy(r"\b(?:const|volatile|struct|class|enum|union|typename|register|restrict"
                   r"|nullable|nonnull|null_unspecified|_Nullable|_Nonnull|_Null_unspecified"
                   r"|__nullable|__nonnull)\b")
_TYPE_WORD = lazy(r"[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*")
_TEMPLATE_ARGS = lazy(r"<[^<>]*>")
_MARKS = lazy(r"&&|&|\*|\[\]|\.\.\.")


def _parameter_shape(d: dict) -> tuple[tuple[str, str], ...] | None:
    """What tells a C-family callable's overloads apart: each parameter's type word (its path's
    last part) and marks, names and defaults left out, which a header and its source write
    differently. None when the signature shows no list to read (cut short, or C's `f()`,
    which says nothing of its parameters).

    >>> _parameter_shape({"name": "Texture", "lang": "cpp",
    ...                   "signature": "Texture(const std::filesystem::path& f, bool s = false)"})
    (('path', '&'), ('bool', ''))
    """
    sig = d["signature"]
    at = sig.find(d["name"] + "(")
    if at < 0:
        return None
    at += len(d["name"])
    close = brackets(sig[at:], lead=True)
    if close < 0:
        return None
    inner = sig[at + 1:at + close].strip()
    if inner in ("", "void"):
        return None if inner == "" and d["lang"] == "c" else ()
    shape = []
    for param in split_top(inner, ","):
        bare = _QUALIFIERS.sub("", split_top(param, "=")[0])
        while _TEMPLATE_ARGS.search(bare):
            bare = _TEMPLATE_ARGS.sub("", bare)
        word = _TYPE_WORD.search(bare)
        shape.append((word.group(0).rsplit(":", 1)[-1].strip() if word else "",
                      "".join(_MARKS.findall(bare))))
    return tuple(shape)


def _same_shape(a: tuple | None, b: tuple | None) -> bool:
    """Whether two parameter shapes may be one callable's (an unknown one may be any)."""
    return a is None or b is None or a == b


# The kinds a constructor named as its type (`X.X`) belongs to.
# A Java enum declares a constructor named as itself, as a class does.
_CLASSES = frozenset({"class", "struct", "record", "enum"})


def _types_by_place(fused: dict[tuple[int, int], float],
                    doc_of: Callable[[tuple[int, int]], dict], kinds: frozenset[str],
                    named: Collection[str] | None = None) -> dict[tuple[str, str], tuple[int, int]]:
    """The candidate types of ``kinds`` (those ``named`` only, compacted, when given) by
    (path, qualified name): what a member's (path, container) finds its type by, the first of
    two alike."""
    types: dict[tuple[str, str], tuple[int, int]] = {}
    for key in fused:
        d = doc_of(key)
        if d["kind"] in kinds and (named is None or compact(d["name"]) in named):
            qual = f'{d["container"]}.{d["name"]}' if d["container"] else d["name"]
            types.setdefault((d["path"], qual), key)
    return types


def fold_constructors(fused: dict[tuple[int, int], float],
                      doc_of: Callable[[tuple[int, int]], dict]) -> None:
    """A class stands in for its constructor in the same file (C#, Java, C++: ``X.X``; a Java
    enum's too): it takes the constructor's score when better, and the constructor goes.

    Both named X, they matched alike and took their file's two places: serilog's answers
    showed six (constructor, class) pairs and no `Emit` method, jackson-databind's
    `DeserializationFeature` enum and constructor left out the constants asked about. The
    class's lines hold the constructor, so its read call shows it.
    """
    classes = _types_by_place(fused, doc_of, _CLASSES)
    for key in list(fused):
        d = doc_of(key)
        if d["kind"] == "constructor" and d["container"].rsplit(".", 1)[-1] == d["name"]:
            owner = classes.get((d["path"], d["container"]))
            if owner is not None:   # a class is never folded away, so it is still in ``fused``
                fused[owner] = max(fused[owner], fused.pop(key))


# Methods an exception overrides to say its message, beside the language's protocol hooks
# (``is_protocol``: a constructor, `__str__`, `fmt`, `to_s`, `Error()`, `toString`): Ruby's
# `message`, Java's `getMessage`, C#'s `Message`, C++'s `what`.
_MESSAGE_HOOKS = frozenset({"message", "getMessage", "Message", "what"})
_MESSAGE_TYPES = frozenset({"class", "struct", "enum", "record"})


def fold_message_hooks(fused: dict[tuple[int, int], float],
                       doc_of: Callable[[tuple[int, int]], dict],
                       said: dict[tuple[int, int], int], named: Collection[str]) -> None:
    """A type the query names (``named``: compacted) stands in for its constructor or hook
    written inside its lines that says the pasted message: it takes the hook's score when
    better, and its line in ``said`` (the read call reaches the message), and the hook goes.

    An error line names the error (`Hashie::CoercionError: Cannot coerce property :tags …`);
    the message is its constructor's literal, whose step put `initialize` before the class
    asked about (Flask's `DebugFilesKeyError.__init__`, ioredis's `constructor`, Ruby's
    `message`, Python's `__str__`). A type the query does not name keeps out (psr7's
    `Uri::__construct` throws another's message, `MalformedUriException`), and so does a hook
    outside the type's lines (Go's `Error()`, Rust's `fmt` in an `impl`): the type's read
    call would not show it.
    """
    if not said or not named:   # most queries: no message said, or no type named
        return
    types = _types_by_place(fused, doc_of, _MESSAGE_TYPES, named)
    for key in [k for k in said if k in fused]:
        d = doc_of(key)
        if not d["container"] or not (is_protocol(d) or d["name"] in _MESSAGE_HOOKS):
            continue
        owner = types.get((d["path"], d["container"]))
        if owner is not None and doc_of(owner)["line"] <= d["line"] <= doc_of(owner)["end"]:
            fused[owner] = max(fused[owner], fused.pop(key))
            said[owner] = said.pop(key)


def put_first(order: list[tuple[int, int]], fused: dict[tuple[int, int], float], i: int) -> None:
    """``order[i]`` takes the first place and its score; the chunk it displaces comes just
    after it, a hair below that score."""
    take_place(fused, order[i], order[0])
    order.insert(0, order.pop(i))


def take_place(fused: dict[tuple[int, int], float], key: tuple[int, int],
               of: tuple[int, int]) -> None:
    """``key`` takes ``of``'s score when ``of`` stands at least as high, and ``of`` comes
    just after it, a hair below: one chunk handing its place to another.

    >>> fused = {(0, 1): 0.9, (0, 2): 0.5}
    >>> take_place(fused, (0, 2), (0, 1)); fused[(0, 2)], fused[(0, 1)] < 0.9
    (0.9, True)
    """
    if fused[of] >= fused[key]:
        fused[key], fused[of] = fused[of], fused[of] * (1 - 1e-9)


# How far below prose about code standing first the code may stand.
CODE_REACH = 10


def code_first(order: list[tuple[int, int]], fused: dict[tuple[int, int], float],
               doc_of: Callable[[tuple[int, int]], dict], named: Collection[tuple[int, int]],
               q: ParsedQuery, root: str = "") -> None:
    """When prose about code stands first, not named by the query, and a source file's chunk
    stands among the next ``CODE_REACH`` chunks of other files, that chunk goes first and the
    prose just after. The prose is a declaration file's chunk (``.d.ts``, ``.pyi``, ``.mli``, a
    LuaCATS definition file under ``root``) unless the query asks for typings
    (``priors.asks_typings``), or a file's own doc standing for its file
    (``priors.is_file_doc``: a crate's `//!` docs, a module's docstring).

    Such prose says in its words what the code does, over many chunks or a whole page, and
    outscored the code asked about: a dozen of pino's `pino.d.ts` chunks stood above
    `lib/multistream.js` for "how does pino decide which destinations receive a line" even at
    the doc prior, postcss's `list.d.ts` above `list.js`; env_logger's crate docs in
    `src/lib.rs` above `env_filter`'s `op.rs` for how `RUST_LOG=info/timeout` is applied.
    """
    if not order or order[0] in named:
        return
    first = doc_of(order[0])
    prose = first["path"]
    if not (is_file_doc(first) or (is_declaration_file(prose, root) and not asks_typings(q))):
        return
    # The prose's own file does not count: a declaration file's next dozen often stand in a row.
    others = (i for i in range(1, len(order)) if doc_of(order[i])["path"] != prose)
    for i in islice(others, CODE_REACH):
        path = doc_of(order[i])["path"]
        if not is_declaration_file(path, root) and path_class(path) == "source":
            put_first(order, fused, i)
            return


# What an `impl`/`extension` block of a type shares one place with: the type's own definition.
_IMPLEMENTED = frozenset({"class", "struct", "enum", "union", "interface", "trait", "impl"})


def fold_impls(fused: dict[tuple[int, int], float],
               doc_of: Callable[[tuple[int, int]], dict]) -> None:
    """A type and its ``impl`` blocks in one file (Rust's, Swift's extensions, Haskell's
    instances) are one place: the best of them stays, the others go.

    Named alike, they matched alike and took their file's two places: petgraph's "topological
    sort returns error on cycle" showed `struct Cycle` and `impl Cycle` (its header, its
    methods chunks of their own), and `toposort` beside them had no place left.
    """
    best: dict[tuple[str, str, str], tuple[int, int]] = {}
    types = [key for key in fused if doc_of(key)["kind"] in _IMPLEMENTED]
    for key in sorted(types, key=lambda k: (-fused[k], doc_of(k)["line"])):
        d = doc_of(key)
        group = (d["path"], d["container"], d["name"])
        if group not in best:
            best[group] = key
        elif d["kind"] == "impl" or doc_of(best[group])["kind"] == "impl":
            del fused[key]


def fold_file_docs(fused: dict[tuple[int, int], float],
                   doc_of: Callable[[tuple[int, int]], dict],
                   matched: Callable[[tuple[int, int]], bool]) -> None:
    """A file's own doc (``chunk/filedoc.py``) goes when another chunk of its file
    ``matched`` the query by itself: that declaration answers, and the doc, which introduces
    them all, took one of the file's ``PER_FILE`` places (bitflags' `parser.rs`: its module
    doc pushed `from_str_strict` eight places down). It stays as its file's address when
    nothing else there matched (env_logger's `lib.rs`, found by its `//!` lines alone)."""
    docs: dict[str, tuple[int, int]] = {}
    answering: set[str] = set()
    for key in fused:
        d = doc_of(key)
        if is_file_doc(d):
            docs[d["path"]] = key
        elif matched(key):
            answering.add(d["path"])
    for path, key in docs.items():
        if path in answering:
            del fused[key]


def fold_wrappers(fused: dict[tuple[int, int], float],
                  doc_of: Callable[[tuple[int, int]], dict],
                  matched: Callable[[tuple[int, int]], bool],
                  named: Collection[tuple[int, int]]) -> None:
    """A module or namespace without a doc goes when a declaration inside it ``matched`` the
    query by itself; that declaration takes its score when better.

    Ruby reopens `module Faraday` in every file, and C++ and TypeScript wrap each file in a
    namespace: the wrapper matched on its name alone and took one of its file's ``PER_FILE``
    places (`:3 module Faraday` under `Faraday.ConnectionOptions`, which names it already).
    Its lines hold the member, so nothing is lost. One with a doc says what its members are
    for and stays, as does one the query ``named`` (a search for `Faraday` lists them).
    """
    bare: dict[str, list[tuple[int, int]]] = {}
    for key in fused:
        d = doc_of(key)
        if is_wrapper(d["kind"], d["line"], d["end"]) and not d["doc"] and key not in named:
            bare.setdefault(d["path"], []).append(key)
    if not bare:
        return
    inside: dict[tuple[int, int], tuple[int, int]] = {}   # wrapper -> its best matched member
    for key in fused:
        d = doc_of(key)
        for wrapper in bare.get(d["path"], ()):
            w = doc_of(wrapper)
            if key != wrapper and w["line"] <= d["line"] and d["end"] <= w["end"] and matched(key):
                best = inside.get(wrapper)
                if best is None or fused[key] > fused[best]:
                    inside[wrapper] = key
    for wrapper, member in inside.items():
        if wrapper in fused:   # a wrapper inside another folds into it, or into a member
            score = fused.pop(wrapper)
            if member in fused:
                fused[member] = max(fused[member], score)


def _stands_behind(d: dict) -> bool:
    """A prototype, or a JavaScript/TypeScript or Dart setter: shown through its definition or
    getter (the languages whose setter is a declaration of its own beside the getter)."""
    return d["kind"] == "prototype" or (d["lang"] in _SETTER_LANGS and accessor(d) == "set")


def _outweighing(held: list[tuple[int, int]], per_file: dict[str, int], score: float,
                 fused: dict[tuple[int, int], float],
                 doc_of: Callable[[tuple[int, int]], dict]) -> tuple[int, int] | None:
    """The best held hit that goes before another file's hit of ``score`` (``SPREAD_FILES``)."""
    if len(per_file) < SPREAD_FILES:
        return None
    return next((k for k in held if score < _OUTWEIGHS * fused[k]
                 and per_file[doc_of(k)["path"]] < SHOWN_PER_FILE), None)


def select_hits(order: list[tuple[int, int]], doc_of: Callable[[tuple[int, int]], dict],
                fused: dict[tuple[int, int], float],
                ranks: dict[str, dict[tuple[int, int], int]], limit: int,
                focus: dict[tuple[int, int], int],
                named: Collection[tuple[int, int]] = ()) -> tuple[list[Hit], int]:
    """The first ``limit`` hits of ``order``, and how many hits it holds in all;
    ``focus`` gives the line the query pointed at inside some of them.

    A file takes at most ``PER_FILE`` of the places while other files still have hits worth
    half of its next one (see ``SPREAD_FILES``). A hit
    inside a better-ranked one the query ``named`` (typing ``TokenBucket``: its methods match
    through their container's name) is dropped. A member inside any other better-ranked class
    stays: the class's chunk holds only its own lines (``chunk._own_text``), and its read call
    would stop short of the member (rich's ``Live``, matched by its docstring, hid the
    ``_enable_redirect_io`` the question was about).
    """
    def hit_of(key: tuple[int, int]) -> Hit:
        d = doc_of(key)
        return Hit.of(d, fused[key],
                      {c: ranks.get(c, {}).get(key) for c in ("bm25", "symbol", "file")},
                      focus.get(key, 0))

    hits: list[Hit] = []
    # Keys past their file's PER_FILE share: placed only if other files run out. Most never
    # are, so they become a ``Hit`` (2 us each, half a search's) only when placed.
    held: list[tuple[int, int]] = []
    per_file: dict[str, int] = {}
    spans: dict[str, list[tuple[int, int]]] = {}   # the named hits' lines, by file
    total = 0
    for key in order:
        d = doc_of(key)
        span = (d["line"], d["end"])
        inside = spans.get(d["path"])
        if inside and any(a <= span[0] and span[1] <= b and (a, b) != span for a, b in inside):
            continue
        if key in named and not is_wrapper(d["kind"], *span):
            spans.setdefault(d["path"], []).append(span)
        total += 1
        if len(hits) >= limit:
            continue
        if per_file.get(d["path"], 0) >= PER_FILE:
            held.append(key)
            continue
        while len(hits) < limit and (
                released := _outweighing(held, per_file, fused[key], fused, doc_of)) is not None:
            held.remove(released)
            per_file[doc_of(released)["path"]] += 1
            hits.append(hit_of(released))
        if len(hits) < limit:
            per_file[d["path"]] = per_file.get(d["path"], 0) + 1
            hits.append(hit_of(key))
    hits.extend(map(hit_of, held[:limit - len(hits)]))
    return hits, total
