"""Section labels: a short comment that heads a run of declarations is no doc of the first.

Files head runs of declarations with a label (`// Helpers`, `# Type annotations` over tomli's
`ParseFloat = …`, `// Constraint functions` over semver's `constraintNotEqual`, yaml-cpp's
`// assignment` over `Node::is`): read as the first declaration's doc, it said nothing true
of it ("Type annotations" is no description of `ParseFloat`). A label is told from a doc by
its shape (``label_text``: a phrase of at most four words alone in its comment, no sentence,
no verb leading it, naming several things) and its place: the next declaration of its
container has no doc of its own (a doc a rule gave for want of a comment, a route's handler,
is none), so the comment heads both, and its words name the first no more than the next (nom's `// Tag implementation` over `Tag` is its doc; libuv's `/* tcp */`
over `uv__tcp_listen` and `uv__tcp_nodelay` heads them). A label over one declaration stays
its doc. Every language's comments above declarations are read, not docstrings.

>>> label_text(["", "# Type annotations", "ParseFloat = Callable"], 2, "Type annotations", True)
True
>>> label_text(["", "// Returns the size", "int size();"], 2, "Returns the size", False)
False
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from codesift.chunk.doctext import clean_comment, says_nothing
from codesift.docline import WORK_NOTE, says_deprecated
from codesift.model import VALUE_KINDS
from codesift.tokens import name_words

from ..regex_cache import compiled

if TYPE_CHECKING:
    from codesift.model import Chunk

# A comment alone on its line: `//`, `///`, a one-line `/* … */` or `/** … */`; `#` or `--`
# where those open comments (``hash_comments``). The text is read by ``clean_comment``.
_SLASH_LINE = compiled(r"[ \t]*(?://.*|/\*.*\*/[ \t]*)\r?")
_HASH_LINE = compiled(r"[ \t]*(?:#(?![!\[]).*|--.*)\r?")
# A preprocessor line opening a group: `#if`, `#ifdef`, `#ifndef`.
_OPENING_IF = compiled(r"[ \t]*#[ \t]*if")
# A label's words: at most four, each letters, digits and the joiners of a name (`Read/Write`,
# `X-RateLimit-* headers`, `JSON (Jackson) handling`); no sentence's or markup's punctuation
# (`.`, `:`, `@param`, `[link]`, `` `code` ``, `<see/>`, a URL), no number alone (`Issue 187`
# names the bug a test is for).
_LABEL_WORD = r"\(?[\w/&+*'-]+\)?"
_LABEL = compiled(rf"(?=[A-Za-z]){_LABEL_WORD}(?: (?!\d+\b){_LABEL_WORD}){{0,3}}")
# A first word that is a verb: a third person (`Returns size`), or an
# imperative a doc leads with (`Get weekend days`, `Close the session`). Nouns that are also
# verbs (`Set`, `Map`, `Log`) count as verbs: a doc kept beats a label read as one.
_THIRD_PERSON = compiled(r"[a-z]+[^s\W]s")
_IMPERATIVES = frozenset((
    "add", "allow", "apply", "build", "call", "check", "clear", "close", "compare", "compute",
    "convert", "copy", "create", "decode", "define", "delete", "disable", "do", "drop", "emit",
    "enable", "encode",
    "ensure", "escape", "exclude", "fetch", "find", "fix", "generate", "get", "give", "handle",
    "help", "ignore", "init", "initialize", "inject", "load", "log", "make", "map", "mark",
    "merge", "move", "open", "parse", "perform", "print", "process", "provide", "put", "read",
    "register", "remove", "render", "reset", "resolve", "return", "run", "save", "say", "send",
    "set", "show", "skip", "sort", "split", "start", "stop", "store", "take", "test", "try",
    "update", "use", "validate", "wait", "wrap", "write"))
# A noun phrase about one thing opens with an article (`The MIME type`, `An individual
# constraint`), and a verb's object has one (`Close the session`).
_ARTICLES = frozenset(("a", "an", "the", "this", "these", "its"))
# A plural noun, lower-cased (`types`, `headers`, `(strings)`), not `class`, `status`, `axis`.
_PLURAL = compiled(r"\(?[\w'-]*[^\Wsui]s\)?")
_LINKS = frozenset(("and", "or", "for", "of", "from", "in", "on", "to", "with", "by", "aka"))
# Nouns for a group of things, which name several as a plural does: nng's `// Misc.` over
# `nng_strerror`, `// Dialer stuff.`, `// Message handling.`, `// TCP Support.`; and the
# interface whose members a run implements (Catch2's `// IConfig interface` over the
# overrides of `Config`, uvicorn's `# ASGI interface` over `send` and `receive`); the C++
# standard's heading for a container's `at`, `front`, `back` and `data`, `// Element access`
# (its others are plurals, `// Modifiers`, or a word alone, `// Capacity`); a settings file's
# heading for a service's keys, healthchecks' `# Slack integration` over `SLACK_CLIENT_ID`,
# `SLACK_CLIENT_SECRET` and `SLACK_ENABLED` (and its Discord, Pushover, Pushbullet ones).
_COLLECTIVE = frozenset(("misc", "miscellaneous", "stuff", "handling", "support", "plumbing",
                         "boilerplate", "glue", "interface", "access", "integration"))
# Verbs a doc leads with before `for` (`Checks for updates`, `Stands for …`): over a value too,
# such a phrase says what it does.
_FOR_VERBS = frozenset(("accounts", "allows", "asks", "calls", "checks", "looks", "polls",
                        "scans", "searches", "stands", "tests", "waits", "watches"))
# Words saying what state a declaration is in, a doc of each under them even alone.
_STATES = frozenset(("internal", "experimental", "unstable", "obsolete", "legacy", "unsafe",
                     "private", "beta", "alpha", "stable"))
# A number alone over a type or a container numbers a generator's copies (RxSwift's `// 2`,
# `// 3` … over each `extension Infallible` of its `*+arity.swift`): no word of what it is.
# Over a constant it may be its value (kafka-go's `ScramMechanismSha256 // 1`), so it stays.
_NUMBER = compiled(r"\d+")
_NUMBERED_KINDS = frozenset(("class", "struct", "impl", "interface", "trait", "enum", "module",
                             "namespace"))
# The jshttp modules' (express, mime-types) JSDoc heading a file's parts: `/**` / ` * Module
# variables.` / ` * @private` / ` */`: a label written as a sentence, with its access tag.
# Others so written are docs: yup's `/** Default messages. */` over `export let mixed`,
# winston's `/** Deprecation notices. @private */` over `exports.warn`.
_HEADING = compiled(r"(?P<label>Module \w+)\. @(?:private|public|api (?:private|public))")


def drop_section_labels(chunks: list[Chunk], lines: list[str], hash_comments: bool) -> None:
    """Clear the doc of each declaration in ``chunks`` whose comment labels the run it opens
    (see the module's doc) or numbers a type (``_NUMBER``); ``hash_comments`` says `#` and
    `--` open comments, else `//` and `/*`."""
    ordered = sorted(chunks, key=lambda c: (c.start, -c.end))
    # Each container's chunks in order, and the chunks not yet ended: looked up, not listed
    # again at each declaration (10,000 functions under a one-word comment each took 5 s).
    by_container: dict[str, list[Chunk]] = {}
    for c in ordered:
        by_container.setdefault(c.container, []).append(c)
    place = {id(c): at for same in by_container.values() for at, c in enumerate(same)}
    unended: list[Chunk] = []   # those started before, less the last ones ended
    for c in ordered:
        while unended and unended[-1].end < c.start:
            unended.pop()
        unended.append(c)
        if c.kind in _NUMBERED_KINDS and _NUMBER.fullmatch(c.doc) \
                and " ".join(t for t in _comment_lines(lines, c.start - 1, hash_comments) if t) \
                == c.doc:
            c.doc = ""
            continue
        if not c.doc or not label_text(lines, c.start - 1, c.doc, hash_comments,
                                       c.kind in VALUE_KINDS):
            continue
        # The end of the declaration holding ``c`` (of those starting before it, the first
        # to end at or after it): nom's four `impl Err<…>` blocks hold a `to_owned` each.
        holder = min((d.end for d in unended[:-1] if d.end >= c.end), default=None)
        after = _next_sibling(c, by_container[c.container], place[id(c)], holder)
        # A doc a rule gave for want of a comment (a route's handler, an OpenAPI summary) is
        # none of the next one's own; and the label gone, that doc is the first one's.
        if after is not None and (not after.doc or after.doc == after.doc_else) \
                and not _own_words(c, after):
            c.doc = c.doc_else


def _next_sibling(c: Chunk, same: list[Chunk], at: int, holder: int | None) -> Chunk | None:
    """The declaration after ``c`` (``same[at]``, its container's chunks in order), inside
    the declaration that holds ``c``, ending at row ``holder``: its doc its own. A Rust
    struct's `impl` below it is the same name's."""
    for i in range(at + 1, len(same)):
        d = same[i]
        if d.start > c.end and d.name != c.name:
            return d if holder is None or d.start <= holder else None
    return None


def label_text(lines: list[str], row: int, doc: str, hash_comments: bool,
               values: bool = False) -> bool:
    """Whether ``doc``, read from the comment right above row ``row`` of ``lines``, reads as a
    label: the one line of its comment that says something (bare, rule and pragma lines, a
    `/**` or `*/` alone, around it), a short phrase (``_LABEL``) not led by a verb, no
    article in it (`Fixate this`, `Give a String qualifier`), no note (`TODO: remove`, `NOTE
    class without namespace`) nor deprecation; of more than one word, it names several
    things (`Constraint functions`, `Read/Write`) or an API (`Public API`): `// f64 parser
    from text` over nom's `Float` and `// Circular buffer` over a field are their docs."""
    # One closing period ends a label of words in a plain comment too: linenoise.h's `/*
    # History API. */` over its four prototypes. A word alone with one is a description (`#
    # Internal.`) unless it names several things (nng's `// Flags.`, `// Options.`, `//
    # Misc.`), and so is a doc comment's phrase (`/** Default messages. */` over yup's
    # `mixed`); a second sentence is a doc's.
    marked = doc.endswith(".") and (" " in doc or _several(doc[:-1].lower())) \
        and _doc_marked(lines, row)
    # Its place read last, once the doc has a label's shape: most docs are sentences.
    return label_shape(doc, marked, values) and " ".join(
        reversed([text for text in _comment_lines(lines, row, hash_comments) if text])) == doc


def label_shape(doc: str, doc_marked: bool = False, values: bool = False) -> bool:
    """Whether ``doc`` has a label's shape (``label_text`` less its place: a Go group's
    comment heads the group's specs by its place); ``doc_marked``: written as a doc comment;
    ``values``: it stands over a constant, variable or property."""
    if (heading := _HEADING.fullmatch(doc)) is not None:
        doc = heading["label"]
    phrase = doc[:-1] if doc.endswith(".") and (" " in doc or _several(doc[:-1].lower())) \
        and not doc_marked else doc
    if not _LABEL.fullmatch(phrase) or WORK_NOTE.match(doc) or says_deprecated(doc):
        return False
    words = phrase.lower().split(" ")
    if words[0] in _IMPERATIVES or words[0] == "note" or not _ARTICLES.isdisjoint(words):
        return False
    if len(words) > 1 and words[0].endswith("ed") and words[1] in _LINKS:
        return False   # a participle's phrase: mysql's `// Implemented by child classes`
    if len(words) > 1:
        # A plural first word is a verb's third person (`Returns size`) unless a noun's
        # company follows it: `Parameters and functions`, `Globals API`, `Macros (aka strings)`.
        # Over a run of values a plural before `for` names them (commons-codec's `// Constants
        # for 32-bit variant` over `M32` and `R32`, `# Colors for output` over `RED`, `GREEN`)
        # unless it is a verb taking `for` (`Checks for`, `Waits for`).
        named = values and words[1] == "for" and words[0] not in _FOR_VERBS
        if _THIRD_PERSON.fullmatch(words[0]) and words[1] not in ("and", "api") \
                and not words[1].startswith("(") and not named:
            return False
        # A group's noun names several things closing the phrase (`Message handling`), not
        # leading it: cli11's `/// Support Plumbum term` over `mandatory` is a verb's doc.
        # A verb in it makes it a doc's phrase: mustache.java's `// Only allow public access`.
        if not ("api" in words or "/" in phrase or "&" in phrase
                or any(map(_PLURAL.fullmatch, words))
                or words[-1] in _COLLECTIVE and _IMPERATIVES.isdisjoint(words)):
            return False
    # A state alone (`// Internal`, `// Experimental.`) is true of each declaration under it.
    return len(words) > 1 or words[0] not in _STATES


def _several(word: str) -> bool:
    """Whether a lower-cased word alone names several things: a plural (`flags`) or a group's
    noun (``_COLLECTIVE``: `misc`, `stuff`)."""
    return _PLURAL.fullmatch(word) is not None or word in _COLLECTIVE


def _comment_lines(lines: list[str], row: int, hash_comments: bool) -> list[str]:
    """The text of each comment line right above row ``row`` (blank lines aside), nearest
    first ("" for one that says nothing), up to the first line that is not a comment."""
    line_comment = _HASH_LINE if hash_comments else _SLASH_LINE
    out: list[str] = []
    # A blank line between the comment and the declaration keeps it theirs (jshttp's
    # `/** Module variables. @private */`, a blank line, then `var EXTRACT_TYPE_REGEXP`);
    # so does an `#if` opening a group, as the doc reader (``comments``) has it: googletest's
    # `// Thread annotations` over `#if !defined(…)` and the macros in it.
    while row > 1 and (not lines[row - 1].strip()
                       or not hash_comments and _OPENING_IF.match(lines[row - 1])):
        row -= 1
    # In a block comment its lines need no `*`: promisekit's `/**` / ` Unavailable methods`
    # / ` */` over `init`, `new` and four more.
    in_block = False
    while row > 0:
        line = lines[row - 1]
        bare = line.strip()
        if in_block:
            out.append(_said(bare))
            in_block = not bare.startswith("/*")
        elif not hash_comments and bare in ("/**", "/*", "*/", "**/"):
            out.append("")
            in_block = bare.endswith("*/")
        elif not hash_comments and bare.startswith("*") and _in_block(lines, row - 1):
            out.append(_said(bare))
        elif line_comment.fullmatch(line):
            out.append(_said(bare))
        else:
            break
        row -= 1
    return out


def _doc_marked(lines: list[str], row: int) -> bool:
    """Whether the comment right above row ``row`` (blank lines aside, as ``_comment_lines``
    reads it) is a doc comment (`/**`, `///`, `//!`)."""
    while row > 1 and not lines[row - 1].strip():
        row -= 1
    while row > 0:
        bare = lines[row - 1].lstrip()
        if bare.startswith(("/**", "///", "//!")):
            return True
        if not bare.startswith(("*", "/*", "//")):
            return False
        row -= 1
    return False


def _in_block(lines: list[str], row: int) -> bool:
    """Whether row ``row`` (a line opening with `*`) lies in a block comment: a `/*` opens it
    above, no line between being code (`*ptr = 0;` is code)."""
    while row > 0:
        row -= 1
        bare = lines[row].strip()
        if bare.startswith("/*"):
            return True
        if not bare.startswith("*"):
            return False
    return False


def _said(comment: str) -> str:
    """What one comment line says: "" for a rule, a banner or a pragma."""
    return "" if says_nothing(comment) else clean_comment(comment)


def _own_words(c: Chunk, after: Chunk) -> bool:
    """Whether the label's words name ``c`` more than ``after``: more of its words are words
    of ``c``'s name than of ``after``'s (`# Test of Ranges` over `test_ranges`, then
    `test_ruby_struct`), or it ends in ``c``'s kind (`// Default constructor`). As many is a
    run's label: `// Constraint functions` over `constraintNotEqual`, `constraintLess`."""
    said = [w for w in name_words(c.doc) if w not in _LINKS]
    if said and said[-1] == c.kind:
        return True
    own, theirs = name_words(c.name), name_words(after.name)
    # A plural closing it names several things, so a name holding its singular and more is
    # one of them: libuv's `/* Loop watchers */` over `uv__loop_watcher_endgame`, then
    # `uv__prepare_invoke`, heads the run. The plural itself is a name's (`# Test of Ranges`
    # over `test_ranges`), and so is a phrase naming the whole of it (rusqlite's `/// Error
    # Codes` over `enum ErrorCode`) or a plural after a link (cJSON's `Utility for handling
    # references.` over `create_reference`).
    head = said[-1] if said else ""
    if _PLURAL.fullmatch(head) and head not in own and head[:-1] in own \
            and _LINKS.isdisjoint(c.doc.lower().split()) \
            and any(not any(_alike(n, w) for w in said) for n in own):
        return False
    return sum(any(_alike(w, n) for n in own) for w in said) \
        > sum(any(_alike(w, n) for n in theirs) for w in said)


def _alike(a: str, b: str) -> bool:
    """Whether two words are one word's forms: equal (`tz`), one the other and an ending of up
    to three letters (`constraint`, `constraints`; `log`, `logger`), or one the other's
    abbreviation of four letters or more (`expr`, `expression`)."""
    short, long_ = sorted((a, b), key=len)
    return a == b or len(short) >= 3 and long_.startswith(short) \
        and (len(long_) - len(short) <= 3 or len(short) >= 4)
