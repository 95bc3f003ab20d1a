"""How much a chunk's place in the repository counts: source first, unless the query asks.

Tests, docs, examples and config answer fewer questions than the source they test, describe,
use or build, so their fused score is scaled down, unless a short query asks for that class
("the test for …", "docs on …", "how do I …"). A one-line value and a wrapper (namespace,
module) count less inside their file for the same kind of reason: they win BM25 on length
alone, or only wrap what answers.

>>> prior("tests/test_api.py", set()), prior("tests/test_api.py", {"test"}), prior("src/api.py", set())
(0.6, 1.0, 1.0)
"""
from __future__ import annotations

import re
from collections.abc import Collection

from ..docline import says_deprecated
from ..model import VALUE_KINDS
from ..paths import is_translation, path_class_in
from ..regex_cache import compiled
from ..tokens import compact
from .query import ParsedQuery

CLASS_PRIOR = {"test": 0.6, "doc": 0.5, "example": 0.6, "config": 0.6}
# A translated document says what its original says, in words a query does not use (an index
# token is ASCII): found by its names and code, it came before the original (pinia's
# `docs/zh/` pages first for an English question).
TRANSLATION_PRIOR = 0.5
# A one-line constant or field wins BM25 on length alone ("csrf token validation" ->
# CSRF_TOKEN_LENGTH); the code that uses it says more. Its own share of the fused score
# (which orders a file's chunks) is damped; its file's part is not, and named outright, it
# still leads.
VALUE_PRIOR = 0.5
# A question ("how does …", "where is …") about what code does is answered by the function
# that does it more often than by the type holding it, which matches the question's nouns by
# its name: a type's own share is damped for a question, its file's part is not, and named
# outright it still leads.
TYPE_KINDS = frozenset({"class", "struct", "interface", "trait", "impl", "enum"})
TYPE_QUESTION_PRIOR = 0.5
# A namespace or module wraps the declarations that answer; named outright, its exact-name
# strength still puts it first.
WRAPPER_PRIOR = 0.5
# A method a language calls by protocol (a constructor or initializer, a formatting,
# equality, hashing or conversion hook) sets up or prints every field of its type, so it
# matches a question's nouns without doing what the question asks (`__init__`, Rust's `fmt`,
# Go's `Error()`, Ruby's `initialize` led answers whose code was a method beside them). Its
# own share is damped and coverage does not weigh it, unless the query names it; its file's
# part is not damped. A callable object's hook (`__call__`, PHP's `__invoke`) is its behaviour,
# not such a method; nor is Ruby's `self.new` (a factory), a JavaScript `default` export, or
# a constructor named as its class (it stands for the class, which is no hook).
PROTOCOL_PRIOR = 0.5
# A declaration its doc tells the reader not to use (``is_deprecated``) answers a question
# only as a pointer to its replacement, unless the query is about deprecation: league/uri's
# deprecated `createFromWindowsPath` led "create uri from windows path" over
# `fromWindowsPath`, the method it points to.
DEPRECATED_PRIOR = 0.5
_JVM_HOOKS = frozenset({"toString", "equals", "hashCode"})
_JS_HOOKS = frozenset({"constructor", "toString", "toJSON", "valueOf"})
_PROTOCOL_NAMES = {
    "rust": frozenset({"new", "fmt", "default", "from", "into", "try_from", "clone", "drop",
                       "eq", "ne", "partial_cmp", "cmp", "hash", "deref", "deref_mut", "as_ref"}),
    "go": frozenset({"String", "Error"}),
    "javascript": _JS_HOOKS, "typescript": _JS_HOOKS, "tsx": _JS_HOOKS,
    "java": _JVM_HOOKS, "kotlin": _JVM_HOOKS, "scala": _JVM_HOOKS, "dart": _JVM_HOOKS,
    "csharp": frozenset({"ToString", "Equals", "GetHashCode"}),
    "ruby": frozenset({"initialize", "to_s", "inspect", "hash", "==", "eql?"}),
    "swift": frozenset({"init", "deinit", "description", "hash", "=="}),
}
_CALLABLE_KINDS = frozenset({"function", "method", "constructor"})
_DUNDER = compiled(r"__\w+__")
_CALLABLE_HOOKS = frozenset({"__call__", "__invoke", "__call", "__callStatic"})


# A declaration file (`.d.ts`, `.d.mts`, `.d.cts`; Python's `.pyi` stub) runs nothing: it
# declares the types of code written elsewhere, a JavaScript module's (`pino.d.ts` beside
# `pino.js`, winston's `index.d.ts` over `lib/winston/`), globals or a Python module's
# (more-itertools' `more.pyi` beside `more.py`), often in prose saying what that code does,
# and it outscored the code for questions about it (pino's and winston's concept questions
# led with their typings, "time limit iterator timed_out" with the stub's one-line
# `timed_out`). It counts as docs do, unless the query asks about types.
_DECLARATION_FILES = (".d.ts", ".d.mts", ".d.cts", ".pyi")
_TYPES_ASKED = frozenset({"type", "types", "typing", "typings", "typescript", "interface",
                          "interfaces", "declaration", "declarations", "ts", "stub", "stubs",
                          "pyi"})


def typings_prior(path: str, q: ParsedQuery) -> float:
    """The doc prior for a declaration file (``.d.ts``, ``.pyi``), unless the query asks
    about types; else 1.

    >>> from codesift.search.query import parse_query
    >>> q = parse_query("how are child bindings merged")
    >>> typings_prior("pino.d.ts", q), typings_prior("pino.js", q), typings_prior("pino.d.ts", parse_query("the types of a child logger"))
    (0.5, 1.0, 1.0)
    """
    if not path.endswith(_DECLARATION_FILES) or _TYPES_ASKED.intersection(q.words):
        return 1.0
    return CLASS_PRIOR["doc"]


_TYPED_WORD = compiled(r"\w+")
# A path or a qualified name in the query is the user's, not a word asking for a class: an
# XCTest failure's `Tests/MyAppTests/SyncTests.swift:42` asked for tests, an Android trace's
# `com.example.app.Main` for examples.
_PATHLIKE = compiled(r"[/\\]|::|\.\w+\.")
_HOW_TO = compiled(r"\s*how\s+(?:do|can|should)\s+(?:i|we|you)\b|\s*how\s+to\b", re.I)


# A Python `@property` or a JavaScript `get x()` is a property written as code: a function's
# body answers as a method's does, undamped.
# A field named `get` (`get = 5`) is no accessor: a name and its parameters follow the keyword.
_ACCESSOR_HEAD = compiled(
    r"(?:(?:public|private|protected|static|override|async)\s+)*(def|get|set)\s+[\w$#]+\s*\(")


def accessor(d: dict) -> str:
    """``def``, ``get`` or ``set`` for a property written as code, ``""`` for any other chunk.

    >>> accessor({"kind": "property", "signature": "static set size(v: number)"})
    'set'
    """
    m = _ACCESSOR_HEAD.match(d["signature"]) if d["kind"] == "property" else None
    return m.group(1) if m else ""


def is_protocol(d: dict) -> bool:
    """A constructor, or a hook method its language calls by name (see ``PROTOCOL_PRIOR``):
    a Python or PHP magic method by its underscores (``__eq__``, ``__toString``).

    >>> is_protocol({"kind": "method", "name": "__repr__", "lang": "python"})
    True
    >>> is_protocol({"kind": "method", "name": "__parse", "lang": "python"})
    False
    >>> is_protocol({"kind": "constructor", "name": "Pool", "lang": "java", "container": "Pool"})
    False
    """
    name, lang = d["name"], d["lang"]
    if d["kind"] not in _CALLABLE_KINDS or name in _CALLABLE_HOOKS:
        return False
    if d["kind"] == "constructor":
        # One named as its class (Java, C#, C++) stands for the class (``fold_constructors``).
        return name != d["container"].rsplit(".", 1)[-1]
    return (name in _PROTOCOL_NAMES.get(lang, ())
            or (lang == "python" and _DUNDER.fullmatch(name) is not None)
            or (lang == "php" and name.startswith("__")))


def is_file_doc(d: dict) -> bool:
    """Whether the chunk is a file's own doc (``chunk/filedoc.py``: a module's docstring,
    Rust's `//!`, Go's package comment; a `file` chunk without a name). Its words, in the
    file channel's document of its file, rank the file; as a chunk it adds no score of its
    own, and stands for its file only when nothing else there matched (``select.fold_file_docs``)."""
    return d["kind"] == "file" and not d["name"]


def is_deprecated(d: dict) -> bool:
    """Whether ``d``'s doc says not to use it (``docline.says_deprecated``): of two
    declarations of a name, it is the one a reader is told not to use (retrofit's five adapter
    `HttpException`s, each "@deprecated Use retrofit2.HttpException", led the one they point to).

    >>> is_deprecated({"doc": "@deprecated Use {@link retrofit2.HttpException}."})
    True
    """
    return says_deprecated(d["doc"])


def is_value(d: dict) -> bool:
    """A constant, variable or field: a name and its value (see ``VALUE_PRIOR``)."""
    return d["kind"] in VALUE_KINDS and not accessor(d)


def path_classes_asked(q: ParsedQuery) -> set[str]:
    """Path classes the query itself asks for ("the test for …", "docs on …").

    Only a short query asks: a pasted issue mentions tests, docs and versions in passing; and
    only its own words: a pasted error line's message is the program's (env_logger's
    ``warning: invalid logging spec 'verbose'`` asks for no specs).

    >>> from codesift.search.query import parse_query
    >>> path_classes_asked(parse_query("warning: invalid logging spec 'verbose', ignoring it"))
    set()
    """
    asked: set[str] = set()
    if q.long:
        return asked
    text = q.text
    for message in q.error_messages:
        text = text.replace(message, " ")
    # Words as typed, an identifier whole: `ChangeLog` and `README` ask for docs, while the
    # parts of `TestClient` or `DocBlock` ask for nothing (they name a declaration).
    typed = " ".join(t for t in text.split() if not _PATHLIKE.search(t))
    words = {compact(w) for w in _TYPED_WORD.findall(typed)}
    # A runner's report that a test failed (``--- FAIL: TestX``) asks for that test.
    if words & {"test", "tests", "tested", "testing", "spec", "specs", "fixture", "fixtures"} \
            or q.failed:
        asked.add("test")
    if words & {"doc", "docs", "documentation", "documented", "readme", "changelog", "guide",
                "tutorial"} \
            or _HOW_TO.match(q.text):
        asked.add("doc")   # "how do I use a proxy": the usage guide answers as well as the code
    if words & {"example", "examples", "sample", "samples", "demo"}:
        asked.add("example")
    # Not "json", "yaml" or "toml": "send json response" is about code that handles JSON, and
    # asking for config files brought express's .gitignore and .editorconfig into places 4-5.
    if words & {"config", "configuration", "ci", "workflow", "build", "dependency",
                "dependencies", "version", "settings", "makefile",
                "docker", "dockerfile", "cmake"}:
        asked.add("config")
    return asked


# The verbs a commit subject opens with, whose last word may name a class ("Fix flaky tests").
_SUBJECT_VERBS = frozenset(
    "add adjust allow avoid bump change clean cleanup convert correct deflake delete deprecate "
    "disable document drop enable expand extend extract fix format handle ignore improve "
    "increase lint make merge migrate move port prefer refactor remove rename reorganize "
    "replace restore revert rewrite run silence simplify skip speed split stabilize support "
    "test tweak unify update use write".split())
# Words no noun phrase before "tests" holds: a question's ("how to run the tests") or a
# sentence's ("…_string that parses style specs").
_NO_NOUN = frozenset(
    "how why when which who whom whose what does do did can could should would will is are "
    "was were be been not no that with for from in into on of to by and or".split())
# A commit subject's adverbs ("Slightly improve `CookieTossing` docs").
_ADVERBS = frozenset("also actually correctly explicitly finally further partially properly "
                     "quickly slightly temporarily".split())
# A word that makes the words before "tests" no noun phrase: a question's or a sentence's, a
# commit subject's verb anywhere, or its adverb.
_NOT_IN_NOUN = r"(?:" + "|".join(sorted(_SUBJECT_VERBS | _NO_NOUN | _ADVERBS)) + r")\b"
# How a request may open ("where are", "show me"), and the kind of test it may name.
_ASKING = r"\s*(?:(?:where|what)\s+(?:are|is)\s+|(?:find|show|list)\s+(?:me\s+)?)?"
_TEST_SORT = r"(?:unit\s+|integration\s+|e2e\s+)?"
# A query that is a request for a class: "tests for the parser", "where are the docs on
# retries", "an example of a custom tokenizer"; "where is retry documented". Its answer is
# of that class, and the source it is about only points there: everything else counts
# ``REQUEST_PRIOR``. A commit subject says "Add tests for …": no request.
REQUEST_PRIOR = 0.6
_REQUEST = compiled(
    _ASKING + r"(?:the\s+|an?\s+|some\s+)?" + _TEST_SORT
    + r"(tests?|specs?|docs?|documentation|examples?|samples?)\s+(?:for|of|on|about|covering)\b",
    re.I)
# ...or that names it last, after at most three words of what it is about: "fail2ban specs",
# "DateTimePeriod parsing tests", "where are the retry examples" (rack-attack's put
# lib/…/fail2ban.rb before spec/fail2ban_spec.rb). A commit subject ("Fix flaky tests",
# "Update docs") is no request (``_NOT_IN_NOUN``).
_REQUEST_AFTER = compiled(
    _ASKING + r"(?:the\s+|some\s+)?"
    r"(?!" + _NOT_IN_NOUN + r")\S+(?:\s+(?!" + _NOT_IN_NOUN + r")\S+){0,2}?\s+"
    + _TEST_SORT + r"(tests?|specs?|docs|documentation|examples)\W*$", re.I)
_WHERE_DONE = compiled(r"\s*where\s+(?:is|are)\b.*\b(documented|described|tested)\W*$", re.I)
_TEST_NOUN = compiled(r"\b(?:the|a|unit|integration|e2e)\b", re.I)
_REQUESTED = {"test": "test", "tests": "test", "spec": "test", "specs": "test", "tested": "test",
              "doc": "doc", "docs": "doc", "documentation": "doc", "documented": "doc",
              "described": "doc", "example": "example", "examples": "example",
              "sample": "example", "samples": "example"}


def path_classes_requested(q: ParsedQuery) -> set[str]:
    """The class a short query is a request for, if it is one ("tests for the parser").

    >>> from codesift.search.query import parse_query
    >>> path_classes_requested(parse_query("tests for query decoding")), path_classes_requested(parse_query("add tests for decoding"))
    ({'test'}, set())
    >>> path_classes_requested(parse_query("test for nan")), path_classes_requested(parse_query("test for parse_query"))
    (set(), {'test'})
    >>> path_classes_requested(parse_query("fail2ban specs")), path_classes_requested(parse_query("Fix flaky tests"))
    ({'test'}, set())
    """
    if q.long:
        return set()
    m = _REQUEST.match(q.text) or _WHERE_DONE.match(q.text)
    if m is None:
        m = _REQUEST_AFTER.match(q.text)
        return set() if m is None else {_REQUESTED[m.group(1).lower()]}
    # "test for nan" is a verb (check for it); "test for parse_query" names what it tests.
    if m.group(1).lower() == "test" and not q.identifiers and not _TEST_NOUN.search(m.group(0)):
        return set()
    return {_REQUESTED[m.group(1).lower()]}


def request_verb(q: ParsedQuery) -> str | None:
    """The verb that makes a short query a request for a class ("documented" in "where is
    @Option documented"), which says nothing of the subject: as a term it led with a pull
    request template asking "How has the new feature been documented?". A noun stays a term
    ("tests for …", "docs on …"): it names the folders and files asked for.

    >>> from codesift.search.query import parse_query
    >>> request_verb(parse_query("where is @Option documented")), request_verb(parse_query("tests for Option"))
    ('documented', None)
    """
    m = None if q.long else _WHERE_DONE.match(q.text)
    return m.group(1).lower() if m else None


_ZIG_TEST = compiled(r"test\b")


def in_source_test(d: dict) -> bool:
    """A test written inside a source file: a Rust unit test in its ``mod tests``
    (``tests.max_columns``) or named ``test_…`` outside it, a Zig ``test "name" { … }`` block,
    a Haskell QuickCheck property (``prop_…``, ShellCheck's 2,209 of them beside its 1,089
    other functions).

    Their file is source, so the path prior cannot see them; they name and exercise what they
    test, so without this they crowd it out of a question about it.
    """
    lang = d["lang"]
    if lang == "rust":
        # A `#[test] fn test_…` outside `mod tests` (bat's line_range.rs) by its name.
        return d["container"].split(".", 1)[0] in ("tests", "test") or d["name"].startswith("test_")
    if lang == "zig":
        return bool(_ZIG_TEST.match(d["signature"]))
    return lang == "haskell" and d["name"].startswith("prop_")


def prior(path: str, asked: set[str], library: Collection[str] = (),
          requested: Collection[str] = ()) -> float:
    """Source first: tests, docs and examples answer fewer questions unless asked for, and
    the classes ``requested`` (``path_classes_requested``) before all others;
    ``library``: test-looking folders that hold library code (``django/test/``)."""
    cls = path_class_in(path, library)
    scale = TRANSLATION_PRIOR if cls == "doc" and is_translation(path) else 1.0
    if requested:
        return scale * (1.0 if cls in requested else min(REQUEST_PRIOR, CLASS_PRIOR.get(cls, 1.0)))
    if cls == "source" or cls in asked:
        return scale
    return scale * CLASS_PRIOR[cls]
