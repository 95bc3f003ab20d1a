"""A doc's opening name: the declared name a doc repeats before its sentence, which the address
prints just before it (Go's "RunFd attaches …", kernel-doc's "hashtable_init - Initialize …",
a Lua doc's "m.ls List directory contents."), for ``docline.py``."""
from __future__ import annotations

from .lazy_re import lazy
from .model import Hit

# Go docs written as "SetRetryCount method enables …": the kind after the name goes with it.
_GO_KIND_WORDS = frozenset({"method", "function", "func", "struct", "interface", "type",
                            "field", "variable", "var", "constant", "const"})


# Words that cannot follow a function's name used as its doc's subject (`Reset resets …`):
# after one, the name is the sentence's verb (chi's "Reset a routing context …") or one of
# several subjects ("Method and MethodFunc add …"), and the doc is kept whole.
# Of those, the ones that tie a type's or value's name to what follows, as the head of a
# noun phrase (``Handler for …``, ``Options of …``, ``Reader and Writer …``).
_LINKING_WORDS = frozenset({"to", "of", "for", "with", "in", "on", "at", "by", "from", "into",
                            "onto", "and", "or", "nor", "but", "as"})
_NOT_AFTER_NAME = _LINKING_WORDS | frozenset({
    "a", "an", "the", "all", "any", "each", "every", "this", "that", "these", "those", "its",
    "their", "your", "our", "my", "if", "when", "some", "no", "up",
})


def unnamed(doc: str, hit: Hit) -> str:
    """``doc`` less the name of the declaration ``hit`` it opens with, when it does."""
    if hit.lang == "go" and hit.symbol[:1].islower() \
            and doc.startswith(hit.symbol[:1].upper() + hit.symbol[1:] + " "):
        # An unexported name opening a sentence is capitalized (envconfig's "GatherInfo
        # gathers information …" above `gatherInfo`): it is the name all the same.
        doc = hit.symbol + doc[len(hit.symbol):]
    owner = hit.container.rpartition(".")[2]
    if owner and hit.symbol and doc.startswith((f"{owner}.{hit.symbol}", f"{owner}:{hit.symbol}")):
        # The name as the code calls it (plenary's `--- m.scan_dir` / `-- Search directory
        # recursive …` above `m.scan_dir = function`), left out with what parts it from the
        # sentence; as a sentence's subject it stays whole (joda-time's "DateTime.Property
        # binds a DateTime …").
        named = doc[len(owner) + 1:]
        rest = _unnamed(named, hit)
        doc = doc if rest is named else rest
    elif hit.symbol and doc.startswith(hit.symbol):
        doc = _unnamed(doc, hit)
    # Go doc comments open with the declared name ("RunFd attaches ..."), a method's often
    # with its receiver too ("Render (JSON) writes ..."): both are printed right before.
    if hit.lang == "go" and hit.symbol and doc.startswith(hit.symbol + " "):
        rest = doc[len(hit.symbol) + 1:]
        receiver = f"({hit.container}) "
        if hit.container and rest.startswith(receiver):
            rest = rest[len(receiver):]
        kind_word, _, after = rest.partition(" ")
        if kind_word in _GO_KIND_WORDS and after[:1].islower():
            rest = after
        # Only a function's doc may open with its name as the verb ("Reset a routing context"):
        # a type's or value's is "API the json codec in use", read better without it, unless
        # the name is the head its next words hang on ("Handler for CSRF middleware", which
        # read "for CSRF middleware").
        after_name = rest.split(" ", 1)[0].rstrip(",")
        whole = after_name in (_NOT_AFTER_NAME if hit.kind in ("function", "method")
                               else _LINKING_WORDS)
        if rest[:1].islower() and not whole:
            doc = rest
    return doc


# A kind word a doc opens with before the declaration's name (taskflow's 400 definitions read
# "Function: run", "Procedure: _corun_graph", "Operator ==") or says alone (commons-
# collections' 116 "Constructor.", taskflow's "Destructor", "Procedure"): the address says it.
_KIND_WORD = lazy(r"(?:Function|Procedure|Method|Constructor|Destructor|(Operator)|Class|Struct)"
                  r"s?\b:?\s*")


def names_only(paragraph: str, hit: Hit) -> bool:
    """Whether ``paragraph`` is the declaration's name alone: `send`, `send()`,
    `Client.send`, `Client::send()`, `Function: send`, `Operator ==`; or a kind word alone."""
    words = paragraph.strip().removesuffix("()").rstrip(".:")
    kind = _KIND_WORD.match(words)
    if kind is not None:
        if kind.end() == len(words):
            return True
        words = words[kind.end():].removesuffix("()")
        if kind[1]:   # `Operator ==` over `operator==` (spaced or not in the symbol)
            return "operator" + words.replace(" ", "") == hit.symbol.replace(" ", "")
    if not hit.symbol or not words.endswith(hit.symbol):
        return False
    owner = words[: -len(hit.symbol)]
    return not owner or owner.rstrip(".:#") == hit.container.rpartition(".")[2] and owner[-1] in ".:#"


# What parts a doc's opening name from its description: kernel-doc's and Go's dash
# ("hashtable_init - Initialize a hashtable object", "Fill - fills the DB", Bison's "YYLAST --
# Last index in YYTABLE"), or a colon ("TestAsyncFaceDeferred: AsyncAutoPipeline() returns…").
# A call's parameters may sit before a dash (jq's Bison "YYTRANSLATE(TOKEN-NUM) -- Symbol
# number …"), and before a colon in Lua (`--- foo(a, b): does X`); elsewhere a colon after
# them is a return type's (zod's `.parse(data: unknown): T`).
_NAME_DASH = lazy(r"(?:\([^()]*\))?\s*(?:-{1,2}|\u2013|\u2014)\s+(?=\S)")
_NAME_COLON = lazy(r"(?:\(\))?:\s+(?=\S)")
_LUA_NAME_COLON = lazy(r"(?:\([^()]*\))?:\s+(?=\S)")
# A Lua doc's name over its sentence, no mark between: `--- m.ls` / `-- List directory
# contents.`, one paragraph in the stored doc, read "m.ls List directory contents.".
_NAME_OVER_SENTENCE = lazy(r"(?:\([^()]*\))?\s+(?=[A-Z][a-z])")


def _unnamed(doc: str, hit: Hit) -> str:
    """``doc`` less the declared name and the dash or colon after it: the address prints the
    name just before. A property's colon is its type's or value's (ajv's "schema: false makes
    validate…", a stub's "kw_only: ClassProps.KeywordOnly"): kept.

    >>> _unnamed("Fill - fills the DB.", Hit("a.go", 1, 2, "method", "Fill", "", "", "", "go", 0))
    'fills the DB.'
    """
    rest = doc[len(hit.symbol):]
    lua = hit.lang == "lua"
    colon = _LUA_NAME_COLON if lua else _NAME_COLON
    cut = _NAME_DASH.match(rest) or (None if hit.kind == "property" else colon.match(rest)) \
        or (_NAME_OVER_SENTENCE.match(rest) if lua else None)
    return rest[cut.end():] if cut else doc


# A call's signature written as a docstring's first paragraph, CPython's C modules' way and
# their wrappers' (`dumps(obj, protocol=None) -> bytes`; h5py's 250 Cython functions'
# `(ObjectID loc, STRING name, **kwds) => BOOL`, `() => STRING name`): the declared name or
# none, its parameters, and a return after `->` or `=>` that is no sentence.
_CALL_SIGNATURE = lazy(r"([\w.]*)\(((?:[^()]|\([^()]*\))*)\)(?:\s*(?:->|=>)\s*([^.]{1,60}))?")
# One parameter as a signature writes it: a type and name, `*args`, a default, `[, x]`.
_SIGNATURE_PARAMETER = lazy(r"\[?\s*\**[A-Za-z_][\w.]*(?:\s+[A-Za-z_]\w*)?(?:\s*=\s*[^,]*)?\s*\]?")


def signature_only(paragraph: str, hit: Hit) -> bool:
    """Whether ``paragraph`` is a call signature of the function ``hit``, which its address
    prints, and no sentence: `() => BOOL is_comitted` above `TypeID.committed`.

    >>> h = Hit("h5a.pyx", 1, 9, "function", "exists", "", "", "", "python", 0)
    >>> signature_only("(ObjectID loc, STRING name, **kwds) => BOOL", h)
    True
    >>> signature_only("exists(loc, name) -> bool", h), signature_only("(Internal use only.)", h)
    (True, False)
    """
    if hit.kind not in ("function", "method", "constructor", "prototype") or "(" not in paragraph:
        return False
    m = _CALL_SIGNATURE.fullmatch(paragraph.strip())
    if m is None or m[1] and m[1].rpartition(".")[2] != hit.symbol:
        return False
    if m[1] or m[3]:
        return True
    # Bare parentheses and no return: only a list of parameters, not an aside.
    return all(_SIGNATURE_PARAMETER.fullmatch(p.strip()) for p in m[2].split(",") if p.strip())
