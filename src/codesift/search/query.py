"""Read a query the way an agent means it: identifiers and paths count more than prose.

A query may be a bare identifier (``getUserById``), a few words ("user id"), or a pasted
issue with a stack trace. English filler ("where is", "how does") is dropped; code-shaped
tokens (``snake_case``, ``camelCase``, ``dotted.names``, backticked spans, ``Foo()`` calls,
file paths, ``SomethingError``) are kept whole for the symbol channel and weighted above the
prose around them, so long prose cannot starve the ranking.

>>> q = parse_query("where is `retry_after` handled in adapters.py?")
>>> q.identifiers
['retry_after', 'adapters.py']
>>> sorted(q.terms)[:4]
['adapters', 'handled', 'py', 'retry']
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from ..languages import named_file_extensions
from ..regex_cache import compiled
from ..tokens import compact, name_words, split_identifier, text_tokens
from .errorlines import body_messages, pasted_messages
from .failures import failed_tests
from .frames import Frame, made_after_failed, parse_frames, thrown_types
from .heads import SYNTAX_WORDS, declaration_head, setting_key
from .inflections import prose_inflections
from .words import CHANGE_WEIGHT, CHANGE_WORDS, CODE_TOKEN, STOPWORDS, WORD

_BACKTICK = compiled(r"`([^`\n]{1,200})`")
# A call is written ``name(``: with a space, "is reduced (by half)" is prose.
_CALL = compiled(r"\b([A-Za-z_$][\w$]*)\(")
# Keywords a pasted snippet writes before a parenthesis (Go's `func()`, `switch(`, `super(`):
# syntax, not a call of anything the repository declares.
_CALL_KEYWORDS = frozenset("""
function func fn lambda switch catch return sizeof typeof await yield elif foreach assert
super new
""".split())
# Filler words that are also control flow or a receiver (`if(`, `while(`, `this(…)`): never
# a name, even written as a call.
_CONTROL_WORDS = frozenset({"if", "for", "while", "do", "in", "not", "and", "or", "this"})
# A path with folders, or a bare file name with a code or prose extension (`test_functions.bash`
# named no file while bash was missing here); not a data format's (`res.json`). A bare name
# is whole with its dotted parts: `ecosystem.config.js` (`webpack.config.js`, `app.test.ts`)
# is the user's file, and its tail `config.js` named pm2's `modules/pm2-io-agent/config.js`.
# An extension may end in `++` (`capnp/serialize.c++`), which no `\b` follows.
_PATH = compiled(r"(?<![\w./-])/?(?:[\w.-]+/)+[\w.-]+\.\w+(?:\+\+)?"
                 r"|(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.(?:%s)(?![\w+])" % named_file_extensions())
# Dotted module names with two or more dots (django.db.models) may name a file or package; a
# Java class after its package (`com.fasterxml.jackson.core.JsonParser`) names its file, not
# every file of the package.
_MODULE = compiled(r"(?<![\w.])[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*){2,}(?:\.[A-Z][\w$]*)?\b")

# A question asks about the code, in words a help string may share ("how does bat decide which
# pager to use" led with clap's help text "Determine which pager to use."): it is no message
# (literals.py). It may open with a clause that sets the scene ("When stdin is piped, where
# does …", "In multi-worker mode, how does …") and ask how long, how many, in what order.
# (Not "What went wrong:", as Gradle begins an error; nor a message ending "Did you mean x?".)
_ASKS = (r"(?:(?:how|where|what|why|when|who)\s+(?:is|are|was|were|does|do|did"
         r"|can|could|should|would|will|to)(?:n['\u2019]t)?|how\s+(?:long|many|much"
         r"|often)|which|in\s+what|(?:is|are)\s+there)\b")
_QUESTION = compiled(r"\s*(?:[^,.?!:;\n]{1,80},\s*)?" + _ASKS, re.I)
# A short question may also follow what it is about, a topic and a colon ("cron_restart: where
# is the cron job registered", "eraseDatabaseOnSchemaChange: how does the migrator notice …"),
# or a sentence saying what was seen ("Photos … show up rotated sideways. Where are thumbnails
# rotated …"): the lead is no answer's words, the question is. Not in a pasted text, whose
# title and report a question in passing does not make one.
_QUESTION_AFTER = compiled(r"[^\n]{1,160}?[.:;?!]\s+" + _ASKS, re.I)
# A question after pasted text asking where, when, why or how it happens ("task: Maximum
# task call exceeded (1000) …\n\nWhere is the call count kept and when does it trip?"): the
# paste shows the error, the question asks for the code deciding it, not the error's type.
# A sentence or line opens it; "What does this error mean?" asks for the type, and is none.
_ASKS_AFTER = compiled(r"(?:\n|[.!?:]\s+|\s[\u2014-]\s)\s*(?:[^,.?!:;\n]{1,80},\s*)?"
                       r"(?:where|when|why|how)\s+(?:is|are|was|were|does|do|did|can|could"
                       r"|should|would|will)(?:n['\u2019]t)?\b", re.I)


def asks_after(text: str) -> bool:
    """Whether ``text`` asks, after what it pastes, where, when, why or how something happens.

    >>> asks_after('task: Maximum task call exceeded\\n\\nWhere is the call count kept?')
    True
    >>> asks_after("MulterError: File too large"), asks_after("Where is X? Why?")
    (False, False)
    """
    return not _QUESTION.match(text) and _ASKS_AFTER.search(text) is not None


# The longest run without a space a query keeps: a Java frame with its package
# (`at org.springframework.web.servlet.mvc.method.annotation.Req…(….java:895)`) is ~150.
# The longest query taken (the CLI, the library and the MCP tools): ~40,000 words of issue.
MAX_QUERY_CHARS = 200_000
MAX_RUN = 256
_LONG_RUN = compiled(r"(?<!\S)\S{%d,}" % (MAX_RUN + 1))

# A long query is one where prose would otherwise drown the identifiers.
LONG_QUERY_WORDS = 25
# Up to this many words may spell one identifier ("get user by id").
MAX_SPELLED_WORDS = 6
MAX_TERMS = 96
# Needles times characters above which ``first_places`` builds a table instead of ``str.find``.
FIND_TABLE_WORK = 20_000_000
# In a pasted text an identifier's whole token is the specific signal; its parts are common
# words (``MinGW`` -> min, gw; ``max_matches`` -> max, matches) and take a quarter of its lift.
PART_LIFT = 0.25
# Version numbers (``3.9``, ``4.x``, ``>=2``, ``v4``): a change to supported versions or
# dependencies, which lands in the package manifest. An address (``10.0.0.5``,
# ``127.0.0.1:8080``) is no version: four numbers, or a port after them; nor is a time
# (``10:23:45.123``: a number after a digit and a colon). After a word's colon it is one
# (``swift-tools-version:4.2``).
_VERSION = compiled(r"(?<![\d.])(?<!\d:)\d+\.(?:\d+|x)\b(?!\.\d+\.\d|[.\d]*:\d)|[<>]=?\s*\d|\bv\d+\b")


# The content words of a short description that is asked as a question is.
DESCRIPTION_WORDS = 6


@dataclass
class ParsedQuery:
    """The parts of a query each ranking channel needs."""

    text: str
    terms: dict[str, float] = field(default_factory=dict)   # BM25 token -> weight
    identifiers: list[str] = field(default_factory=list)    # code-shaped, in order of weight
    words: list[str] = field(default_factory=list)          # content words, in order
    paths: list[str] = field(default_factory=list)          # file paths / module paths mentioned
    frames: list[Frame] = field(default_factory=list)       # stack-trace frames: path, function
    thrown: frozenset[str] = frozenset()                    # types a trace of 2+ frames threw
    failed: list[str] = field(default_factory=list)         # tests a runner's report says failed
    long: bool = False
    question: bool = False                                   # "how does …", "where is …"
    versions: bool = False                                   # names versions: 3.9, 4.x, >=2
    # A long text's path -> the lift each of its tokens took from it (``terms`` holds the sum).
    path_lifts: dict[str, dict[str, float]] = field(default_factory=dict)
    # The identifier a short query spells: ``setImmediate`` or "set immediate" -> setimmediate,
    # "get text stdout" -> gettextstdout and get_text_stdout (body tokens keep underscores).
    whole: tuple[str, ...] = ()
    # The name a typed declaration head declares, and the kinds its keyword allows.
    declared: str | None = None
    declared_kinds: frozenset[str] = frozenset()
    # The key of a pasted setting (``setting_key``): the query names it as it would alone.
    assigned: str | None = None
    # A short question's inflected prose words -> their bases ("retried" -> retry), which
    # coverage counts as saying them (``inflections.py``).
    inflected: dict[str, list[str]] = field(default_factory=dict)

    @property
    def describes(self) -> bool:
        """A short description in prose, no question but asking as one does ("session cookie
        written on the response after the handler, or expired when the session was
        destroyed"): no name typed, ``DESCRIPTION_WORDS`` content words or more. Its answer
        may say too few of its words to reach the chunk channels' depth (vapor's
        `SessionsMiddleware.addCookies` was 109th by BM25, behind one-word fields named
        `expired`, `session`, `handler`), and one-word fields lead it there."""
        return not self.long and not self.question and not self.identifiers \
            and len(self.words) >= DESCRIPTION_WORDS

    @cached_property
    def typed_words(self) -> list[str]:
        """The text's words as typed, lower-cased, filler kept: what the word pairs and the
        filler runs (``word_pairs``, ``filler_runs``) read beside the content words."""
        return [w.lower() for w in WORD.findall(self.text)]

    @cached_property
    def error_messages(self) -> list[str]:
        """The messages of the text's pasted error and log lines (``errorlines``), read once:
        the message channel searches for them, the path-class prior leaves their words out."""
        return pasted_messages(self.text)

    @cached_property
    def body_messages(self) -> list[str]:
        """The messages of a pasted JSON error body's fields (``errorlines.body_messages``):
        looked for as the error lines' are, without making the text a pasted error."""
        return body_messages(self.text)

    @property
    def single_identifier(self) -> str | None:
        """The query itself when it is one identifier-like token (``Client.send``, ``get_user``),
        or the name a declaration head declares (``def send(self):`` -> send)."""
        if self.declared or self.assigned:
            return self.declared or self.assigned
        stripped = self.text.strip().strip("`").rstrip("()")
        if stripped and " " not in stripped and WORD.search(stripped):
            return stripped
        return None

    def names_none_of(self, symbols: Iterable[str]) -> bool:
        """Whether the query is one code-shaped identifier (``load_config_file``, ``Client.send``;
        not a plain word, which names no declaration as often as one) that none of ``symbols``
        (the hits' names) is."""
        name = self.single_identifier if self.identifiers else None
        if name is None:
            return False
        want = compact(name.replace("::", ".").rsplit(".", 1)[-1])
        return all(compact(symbol) != want for symbol in symbols)


def first_places(text: str, needles: Iterable[str]) -> dict[str, int]:
    """``text.find(needle)`` for each needle, from a table of where each 4-character piece of
    ``text`` stands when there are enough needles and text (a trace's 8,000 paths each sought
    through 200,000 characters took a second): a needle is tried only where its rarest piece is.

    >>> first_places("a/b.py a/c.py b.py", ["b.py", "a/c.py", "zz"])
    {'b.py': 2, 'a/c.py': 7, 'zz': -1}
    """
    needles = list(needles)
    if len(needles) * len(text) < FIND_TABLE_WORK:
        return {k: text.find(k) for k in needles}
    width = 4
    at: dict[str, list[int]] = {}
    for i in range(len(text) - width + 1):
        at.setdefault(text[i:i + width], []).append(i)
    out = {}
    for k in needles:
        if len(k) < width:
            out[k] = text.find(k)
            continue
        places, skip = min(((at.get(k[o:o + width], []), o) for o in range(len(k) - width + 1)),
                           key=lambda found: len(found[0]))
        out[k] = next((i - skip for i in places if i >= skip and text.startswith(k, i - skip)), -1)
    return out


def parse_query(text: str) -> ParsedQuery:
    """Split ``text`` into weighted BM25 terms, code identifiers, content words and paths."""
    # A run of more than ``MAX_RUN`` characters without a space (a base64 blob, a minified
    # line, a hex dump) names nothing a search can use, and would cost every pattern below
    # time in proportion to its length for each position in it.
    text = _LONG_RUN.sub(" ", text)
    q = ParsedQuery(text=text)
    raw_words = WORD.findall(text)
    q.long = len(raw_words) > LONG_QUERY_WORDS
    q.question = bool(_QUESTION.match(text) or not q.long and _QUESTION_AFTER.match(text))
    q.versions = bool(_VERSION.search(text))
    head = None if q.long else declaration_head(text)
    if head is not None:
        q.declared, q.declared_kinds = head
        syntax = SYNTAX_WORDS - {w.lower() for w in split_identifier(q.declared) or [q.declared]}
        raw_words = [w for w in raw_words if w.lower() not in syntax]
    elif not q.long:
        q.assigned = setting_key(text)

    ident_weight: dict[str, float] = {}

    def note(ident: str, w: float) -> None:
        ident = ident.strip(".:#-")
        if len(ident) >= 2:
            ident_weight[ident] = ident_weight.get(ident, 0.0) + w

    # A word alone in backticks is code, even one prose drops (`once`, `after`, `each`); a part
    # of one (`retry_after`'s "after") or a word of a backticked phrase (`could not find the
    # file`) is not.
    backticked: set[str] = set()
    for m in _BACKTICK.finditer(text):
        span = m.group(1).strip()
        if WORD.fullmatch(span):
            backticked.add(span.lower())
        for tok in re.findall(r"[\w$.:#/-]+", span):
            note(tok.rstrip("()"), 2.0)
    for m in _PATH.finditer(text):
        if text.endswith(("://", "@"), 0, m.start()):
            continue   # a URL's host or a mail domain (`https://hex.pm/api`): no file
        path = m.group(0).lstrip("/")   # an absolute path, as a trace's frame has it
        q.paths.append(path)
        note(path, 1.5)
    for m in _MODULE.finditer(text):
        # The exception heading an error line (`com.x.exc.InputCoercionException: …`) is what
        # was raised, not where: the message says where.
        if text.startswith(":", m.end()) and m.group(0).rsplit(".", 1)[-1][:1].isupper():
            continue
        if not _PATH.fullmatch(m.group(0)):
            q.paths.append(m.group(0).replace(".", "/"))
    q.frames = parse_frames(text)
    if q.frames:
        thrown = thrown_types(text)
        if len(q.frames) > 1:
            q.thrown = thrown
        q.frames = made_after_failed(q.frames, thrown)
    q.failed = failed_tests(text)
    for name in q.failed:   # the test a runner's report names, as surely as a frame's function
        note(name, 2.0)
    for frame in q.frames:   # the function each stack-trace frame says ran
        if frame.function:
            note(frame.function, 2.0)
    # A frame's path as the trace writes it (a Go module cache's ``gin@v1.9.1/context.go``
    # is no path to the pattern above); not one guessed from a class with no location
    # (``Context.cs`` for ``at DotLiquid.Context.Push(…)``: a partial class has several).
    q.paths.extend(f.path for f in q.frames if f.line and f.path not in q.paths)
    for m in _CALL.finditer(text):
        name = m.group(1)
        if name in _CALL_KEYWORDS or name.lower() in _CONTROL_WORDS:
            continue
        if name.lower() in STOPWORDS:
            # A word prose drops, written as a call, is code as it is in backticks: mitt's
            # "tests for off()" found nothing (`on()`, `once()`, `each()`, `then()`, `all()`).
            # Not a plural's "(s)": "other(s)"; nor a label (C++'s terminate handler prints
            # "what():  Option 'h' already exists"); nor in a pasted text, whose code calls
            # testify's `.On(` and a promise's `.then(` in passing.
            if q.long or text.startswith(("s)", "):"), m.end()):
                continue
            backticked.add(name.lower())
        note(name, 1.5)
    for m in CODE_TOKEN.finditer(text):
        note(m.group(0), 1.0)
    for word in raw_words:
        if word[:1].isupper() and word.endswith(("Error", "Exception", "Warning")):
            note(word, 1.0)
    first = first_places(text, ident_weight)
    q.identifiers = sorted(ident_weight, key=lambda k: (-ident_weight[k], first[k]))

    # Prose words: every word, minus filler; an identifier's parts count as words too.
    words: list[str] = []
    for word in raw_words:
        low = word.lower()
        if low in STOPWORDS or (len(low) < 2 and not low.isdigit()):
            continue
        words.extend(p for p in (split_identifier(word) or [low]) if p not in STOPWORDS)
    q.words = list(dict.fromkeys(words))

    terms: dict[str, float] = {}
    prose_tf: dict[str, int] = {}
    for tok in text_tokens(text):
        if (tok in STOPWORDS and tok not in backticked) or (head is not None and tok in syntax):
            continue
        prose_tf[tok] = prose_tf.get(tok, 0) + 1
    for tok, tf in prose_tf.items():
        # Repetition in a long text says little: damp it, so one word cannot dominate.
        terms[tok] = 1.0 + (math.log(tf) if q.long else 0.0)
        if tok in CHANGE_WORDS:
            terms[tok] *= CHANGE_WEIGHT
    if q.long:
        # In long text the code-shaped tokens carry the signal; lift them above the prose.
        paths = {p.strip(".:#-") for p in q.paths}
        for ident, w in ident_weight.items():
            boost = 1.0 + w
            for word in WORD.findall(ident):
                toks = text_tokens(word)   # a compound's whole token first, then its parts
                for i, tok in enumerate(toks):
                    if tok not in STOPWORDS or tok in backticked:
                        lift = boost if i == 0 or len(toks) == 1 else boost * PART_LIFT
                        terms[tok] = terms.get(tok, 1.0) + lift
                        if ident in paths:
                            lifts = q.path_lifts.setdefault(ident, {})
                            lifts[tok] = lifts.get(tok, 0.0) + lift
    q.terms = terms
    if q.question and not q.long:
        q.inflected = prose_inflections(text, STOPWORDS | CHANGE_WORDS)
    single = None if q.long else q.single_identifier
    if single is not None:
        toks = text_tokens(single)
        # ``Client.send`` is two tokens, not one spelled identifier.
        if len(toks) > 1 and compact(toks[0]) == compact(single):
            q.whole = (toks[0],)
    elif not q.long and 2 <= len(raw_words) <= MAX_SPELLED_WORDS:
        low = [w.lower() for w in raw_words]
        q.whole = ("".join(low), "_".join(low))
    return q


def query_name_words(q: ParsedQuery) -> list[str]:
    """Name words to match symbol names against: the query's content words, identifiers split."""
    out: list[str] = []
    for word in q.words:
        out.extend(name_words(word) or [word])
    return list(dict.fromkeys(out))


def filler_free_key(text: str) -> str:
    """The typed words run together as a name's key, filler words left out (single letters
    kept: they are no filler in a name).

    >>> filler_free_key("swap remove by index"), filler_free_key("execute context c")
    ('swapremoveindex', 'executecontextc')
    """
    return compact("".join(w for w in WORD.findall(text.lower()) if w not in STOPWORDS))


# A word of letters then digits, typed as one: `tls13`, `sha256`, `base64`.
_LETTERS_DIGITS = compiled(r"[a-z]+[0-9]+")


def _probe_words(q: ParsedQuery) -> list[str]:
    """``q.words`` with a word of letters then digits typed as one kept whole: "verify tls13
    signature webpki" names `verify_tls13_signature` by three neighbouring words, which its
    split parts (`tls`, `13`) made four.

    >>> _probe_words(parse_query("verify tls13 signature webpki"))
    ['verify', 'tls13', 'signature', 'webpki']
    """
    glued = set(_LETTERS_DIGITS.findall(q.text.lower()))
    words: list[str] = []
    for word in q.words:
        if words and words[-1] + word in glued and word.isdigit():
            words[-1] += word
        else:
            words.append(word)
    return words


def filler_runs(q: ParsedQuery, sizes: tuple[int, ...] = (4, 3)) -> list[str]:
    """Runs of ``sizes`` neighbouring words (four, then three) of a short question of four or
    more, as typed, that hold a filler word between two content words: names keep such words
    ("detach all children from component base" -> "detach all children", `DetachAllChildren`,
    where the pairs reached only `ComponentBase`), and the longer run first, so "try extend
    from slice capacity err" names `try_extend_from_slice` before `extend_from_slice`.

    >>> filler_runs(parse_query("detach all children from component base"))
    ['children from component base', 'detach all children', 'children from component']
    >>> filler_runs(parse_query("url to tcp connection info"), (5,))
    ['url to tcp connection info']
    """
    raw = q.typed_words
    if q.long or len(raw) < 4:
        return []
    content = [len(w) > 1 and w not in STOPWORDS for w in raw]   # "where's" is no name's
    runs = [" ".join(raw[i:i + n]) for n in sizes for i in range(len(raw) - n + 1)
            if content[i] and content[i + n - 1]
            and any(w in STOPWORDS for w in raw[i + 1:i + n - 1])]
    return list(dict.fromkeys(runs))


def word_triples(q: ParsedQuery) -> list[str]:
    """Three neighbouring content words of a short question of four or more that may together
    name one declaration: "disk cache max size percent" -> "max size percent"
    (`maxSizePercent`), where pairs reach only `maxSize`. A shorter question is probed whole.

    >>> word_triples(parse_query("disk cache max size percent"))
    ['disk cache max', 'cache max size', 'max size percent']
    """
    words = _probe_words(q)
    if q.long or len(words) < 4:
        return []
    return list(dict.fromkeys(" ".join(words[i:i + 3]) for i in range(len(words) - 2)))


def word_pairs(q: ParsedQuery) -> list[str]:
    """Neighbouring words of a short question that may together name one declaration.

    Content words with filler skipped ("strip all ANSI sequences" -> "strip ansi"), and a word
    beside a filler word, which names keep ("called before request" -> "before request").
    Only queries of three or more words, two of them content words: shorter ones are probed
    whole ("cancel all downloads" holds `cancelAll`, though "all" is filler).

    >>> word_pairs(parse_query("hooks called before request"))
    ['hooks called', 'called request', 'called before', 'before request']
    >>> word_pairs(parse_query("cancel all downloads"))
    ['cancel downloads', 'cancel all', 'all downloads']
    """
    raw = q.typed_words
    words = _probe_words(q)
    if q.long or len(words) < 2 or len(raw) < 3:
        return []
    # The split parts' pairs too: "tls 13" is the word typed, which may name a type (`Tls13`).
    pairs = [f"{a} {b}" for ws in (words, q.words) for a, b in zip(ws, ws[1:])]
    pairs += [f"{a} {b}" for a, b in zip(raw, raw[1:]) if (a in STOPWORDS) != (b in STOPWORDS)]
    return list(dict.fromkeys(pairs))
