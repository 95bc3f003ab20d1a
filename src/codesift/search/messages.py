"""The messages a query may hold: what the code that says one would have in a string literal.

A quoted span (double quotes; single ones where no word touches them from outside), the
message of each pasted error line (and that message less the place its exception appends), or
a short query of three or more words that may be the message itself, or a longer text's
first line alone in its paragraph (pasted above the question about it), or a long text of one
line asking nothing in no writer's words (a long message pasted alone). ``literals.py`` then
looks for the words of each, in order, inside the quotes of the files likeliest to say it.

>>> from codesift.search.query import parse_query
>>> messages(parse_query('ValueError: Invalid URL "x": No scheme supplied'))[0]
['invalid', 'url', 'x', 'no', 'scheme', 'supplied']
"""
from __future__ import annotations

from ..regex_cache import compiled
from .query import ParsedQuery
from .words import STOPWORDS, WORD

# A message is at least this many words in a row, of which this many are content words
# ("handling of the" is not a message).
MIN_RUN = 3
MIN_CONTENT = 2
# A message quoted in a short query or an error line may be two words, both content words.
MIN_PAIR = 2
MAX_MESSAGES = 4
# A path in a pasted message, word by word (a pattern over the text backtracked on every
# character of a ruler line): two slashes, or one and an extension after it.
_PATH_VALUE = compiled(r"/.*/|/[^/]*\.\w")
# In a query double quotes quote, backticks mark code. Quotes pair left to right whatever they
# hold, as in code: a logfmt line's `time="2024-01-15T10:23:45Z" level=warning
# msg="skipping unsupported field"` has one message, not ` level=warning msg=` between the
# wrong pair.
_QUERY_QUOTED = compiled(r"""["\u201c]([^"\u201c\u201d\n]*)["\u201d]""")
# Single quotes quote too where no word touches them from outside (rust-phf's "phf_map! gives
# 'unsupported key expression' when …"): an apostrophe inside a word ("user's", "can't") or
# after one ("users' data") opens nothing.
_QUERY_SINGLE_QUOTED = compiled(r"""(?<![\w'])['\u2018]([^'\u2018\u2019\n]*[^\s'\u2018\u2019])['\u2019](?![\w'])""")

# A text's first line alone in its paragraph, a longer text or a question after it: what was
# printed, pasted above the question about it (symfony/serializer's `Cannot create an instance
# of "App\\Dto\\CreateUser" from serialized data because its constructor requires the following
# parameters to be present : "$email".` over "Where are constructor arguments matched …?"): no
# error line's prefix says so, and the text is too long to be read whole as the message.
_HEAD_LINE = compiled(r"\A[ \t]*([^\n]*[^\s?])[ \t]*\n[ \t]*\n")
# What a pasted issue says right before a message it quotes as printed: "fails with 'array
# overflow'", "throws "already exists"", "we get 'Premature close'", "the error 'x y'".
_REPORTED = compiled(
    r"(?i)(?:\b(?:fail|error|panic|crash|die|exit|abort|stop|bail|end)(?:s|ed|ing)?"
    r"(?:[ \t]+out)?[ \t]+with|\b(?:throw|threw|thrown|raise|reject|print|log|logged|report"
    r"|complain|say|said|give|gave|get|got|getting|show|shown|return)(?:s|d|ed|ing)?"
    r"|\bfull[ \t]+of|\b(?:error|message|exception|warning)s?)[ \t]*:?[ \t]*\Z")
# How far before the quote those words may end.
_REPORTED_REACH = 40
# A short query's lead-in saying that what follows its colon was printed: "The execution log is
# full of: IP filter line 1532 is malformed. …", "… and the log says: IP 10.0.0.5 for domain
# …". The message is what follows: read whole, the lead-in's words ("execution", "log") chose
# the files to read, and qBittorrent's filter parser, saying the message, was none of them.
# The lead-in runs to the first colon a blank follows (`toml::to_string(&c) fails with: …`).
_LEAD_IN = compiled(r"\A((?:[^:\n]|:(?![ \t]))*:)[ \t]+(?=\S)")
# A writer's own words: an issue's prose says what "I" or "we" saw; a program's message does not.
_FIRST_PERSON = compiled(r"(?i)\b(?:i|i'm|i've|me|my|we|we're|we've|us|our)\b")
# A printed sentence of two words: "Negotiation failed.", "Connection refused!".
_PRINTED_PAIR = compiled(r"[A-Z][a-z]+ [a-z]+[.!]")
# Where an error's message ends and the place it was met begins: " at line 3", ", line 12,
# column 5", ": line 1 column 1 (char 0)", " on line 7" (Twig, symfony/yaml, PHP, JSON readers).
# PHP's " in /var/www/lib/Config.php on line 306" too, its file with it; and a file and its
# line joined by a colon closing the message, " in /etc/nginx/nginx.conf:12" (nginx's
# configuration errors, PHP 8's uncaught exceptions: "… in /var/www/src/Kernel.php:42").
_LOCATION_TAIL = compiled(r"(?i)(?:[ \t]+in[ \t]+\S+(?=[ \t]+on[ \t]+line[ \t]+\d))?"
                          r"[ \t]*[,:;(]?[ \t]*\b(?:(?:at|on|in)[ \t]+)?line[ \t]+\d+\b.*$"
                          r"|[ \t]+in[ \t]+[^\s:]*[/\\.][^\s:]*:\d+(?::\d+)?[ \t.]*$")
# What the C library says of an errno, which `perror`, `err(3)` and a `"%s: %s", …,
# strerror(errno)` append after a colon to what the code said: htop's `"Cannot open "
# PROCMEMINFOFILE` printed "Cannot open /proc/meminfo: No such file or directory", five words
# of eight no literal holds.
_ERRNO_TAIL = compiled(
    r"(?i):[ \t]+(?:No such file or directory|Permission denied|Operation not permitted"
    r"|Is a directory|Not a directory|File exists|Directory not empty|No space left on device"
    r"|Read-only file system|Too many open files|Bad file descriptor|Input/output error"
    r"|Invalid argument|Broken pipe|Connection refused|Connection reset by peer"
    r"|Connection timed out|Operation timed out|Address already in use|No such process"
    r"|Resource temporarily unavailable|Device or resource busy|Cannot allocate memory"
    r"|Network is unreachable|No route to host)\W*$")
# A label a printer or an error class puts before the message the code said: "Liquid error: ",
# "fatal: ", "[ERROR] app: ". One to three words, then a colon and a space.
_PRINTED_LABEL = compiled(r"^[ \t]*(?:\[?[\w.-]+\]?[ \t]+){0,2}[\w.-]+\]?:[ \t]+(?=\S)")


def messages(q: ParsedQuery) -> list[list[str]]:
    """The word sequences of ``q`` that may be messages, lower-cased.

    Quoted spans, error lines of a pasted text, and a short query of three or more words
    without one (it may be the message itself), or else the first line alone in its paragraph,
    or a long line alone asking nothing.
    """
    # A printed line holding an error line is that error line's (its message is read already).
    errors = [*q.error_messages, *(m for m in q.body_messages
                                   if not any(e in m for e in q.error_messages))]
    # Quoted in a short query or in an error line, two content words are a message too
    # (serde_json's "trailing characters", "expected value"); quoted in the prose of a pasted
    # issue ('notice the "Command help" line'), a pair is a phrase.
    pairs = [quoted for span in (errors if q.long else [q.text]) for quoted in _quoted(span)]
    # The prose and code of a pasted text single-quote shell commands and code's strings
    # (ripgrep's `hyperfine 'rg-master -j32 --files'`): only its error lines are read for them.
    spans = [(quoted, MIN_RUN) for quoted in _quoted(q.text, single=not q.long)]
    # Unless the text says it quotes what was printed: then single quotes and pairs count too
    # (nanopb's "… fails with 'array overflow' when …": no file was read for it).
    spans = [(quoted, MIN_PAIR) for quoted in _reported(q.text)] + spans if q.long else spans
    # An error line's message is what was printed, whole: two content words are one too
    # (kotlin-inject's `e: [ksp] …/AppComponent.kt:14: Cycle detected`); what a label's cut
    # leaves of a longer one ("Failed to parse: unexpected token") is a phrase.
    spans += [(span, MIN_RUN if labelled else MIN_PAIR) for error in errors
              for labelled, cut in enumerate(_with_label_cut(error))
              for span in _with_location_cut(cut)]
    spans += [(span, MIN_PAIR) for span in pairs]
    # A short query may be the message itself; one holding an error line is not (the line is
    # the message: `jq: error (at <stdin>:1): Cannot index number …` read whole let "jq",
    # "error" and "stdin" pick the files to read).
    # Two words written as a sentence, capitalised and closed by its stop, are pasted from
    # where they were printed (paramiko's "Negotiation failed."): a pair, as a quoted one is.
    if not q.long and not errors and not q.question:
        said = _after_lead_in(q.text)
        spans.append((said, MIN_PAIR if _PRINTED_PAIR.fullmatch(said.strip()) else MIN_RUN))
    elif not errors and (head := _HEAD_LINE.match(q.text)):
        spans.append((head.group(1), MIN_RUN))
    elif not errors and _pasted_alone(q):
        # A long text of one line asking nothing, and not in a writer's own words, is what was
        # printed, pasted alone: Pester's "No mock for command 'Get-Item' matched the call: …
        # Add a default mock (e.g. `Mock Get-Item { ... }`) or adjust an existing
        # -ParameterFilter." (39 words) was read for no message, and Mock.ps1's
        # `Invoke-MockInternal`, throwing it, came third. A literal must say half of it
        # (``read_whole``).
        spans.append((q.text.strip(), MIN_RUN))
    out: list[list[str]] = []
    for span, least in spans:
        words = _words(span)
        if len(words) >= least and sum(w not in STOPWORDS for w in words) >= MIN_CONTENT \
                and words not in out:
            out.append(words)
    return out[:MAX_MESSAGES]


def _pasted_alone(q: ParsedQuery) -> bool:
    """Whether ``q`` is a long text of one line asking nothing, in no writer's own words."""
    return (q.long and not q.question and "?" not in q.text and "\n" not in q.text.strip()
            and not _FIRST_PERSON.search(q.text))


def read_whole(q: ParsedQuery, msgs: list[list[str]]) -> set[int]:
    """Which of ``msgs`` is a long line pasted alone, read whole as a message: a literal counts
    for it only when it says half its words, as a printed message's does. A run of a few words
    is a line of prose quoting a value the code names: haproxy's "two haproxy nodes send the
    same key … from hash-key id, addr or addr-port, chash_compute_something" led with
    `srv_parse_hash_key`, whose error lists "id, addr or addr-port".

    >>> from codesift.search.query import parse_query
    >>> q = parse_query("No mock for command 'Get-Item' matched the call: none of the parameter "
    ...                 "filters matched, and there is no default mock to fall back to. Add one.")
    >>> read_whole(q, messages(q))
    {0}
    """
    if not _pasted_alone(q):
        return set()
    line = _words(q.text.strip())
    return {i for i, words in enumerate(msgs) if words == line}


def run_on(q: ParsedQuery, msgs: list[list[str]]) -> set[int]:
    """Which of ``msgs`` (``messages(q)``) are a pasted error line's message whole: its first
    words are what the code said, and the writer may go on writing on its line (trpc's
    "TRPCError: Output validation failed (code INTERNAL_SERVER_ERROR) from a query whose …").
    Not a quoted span: a quoted value (a date, a command) is no message the code begins.

    >>> from codesift.search.query import parse_query
    >>> q = parse_query('ValueError: bad thing happened to us here "x y z"')
    >>> run_on(q, messages(q))
    {1}
    """
    lines = [_words(error) for error in q.error_messages]
    return {i for i, words in enumerate(msgs) if words in lines}


class Message(list[str]):
    """A message's words, and the pasted token (a run without blanks) each is of: a value the
    code formats into a message is printed as a token or a few, however many words it spells
    (``literals._value_ends``)."""

    def __init__(self, words: list[str], tokens: list[int]) -> None:
        super().__init__(words)
        self.tokens = tuple(tokens)


def _words(span: str) -> Message:
    """A message's words, lower-cased. A pasted path is one value, however many words it
    spells (`/var/log/myapp/app.log` is five, and a formatted value stands for three at most),
    and so is a list of them (viper's `not found in [/etc/myapp /home/me/.myapp]` outnumbered
    the message's words).

    >>> m = _words("Definition for rule 'react-hooks/exhaustive-deps' was not found")
    >>> m[3:7], m.tokens[3:8]
    (['react', 'hooks', 'exhaustive', 'deps'], (3, 3, 3, 3, 4))
    """
    pairs = [(w.lower(), i) for i, t in enumerate(span.split())
             for w in WORD.findall("_" if _PATH_VALUE.search(t) else t)]
    kept = [p for i, p in enumerate(pairs) if p[0] != "_" or i == 0 or pairs[i - 1][0] != "_"]
    return Message([w for w, _ in kept], [t for _, t in kept])


def _with_label_cut(error: str) -> list[str]:
    """An error line's message, and the message less a label put before what the code said:
    Liquid's errors print "Liquid error: undefined filter money" for the code's
    "undefined filter #{method}", two words of five pasted, too few to count unless they are
    the whole message.

    >>> _with_label_cut("Liquid error: undefined filter money_with_currency")
    ['Liquid error: undefined filter money_with_currency', 'undefined filter money_with_currency']
    """
    m = _PRINTED_LABEL.match(error)
    return [error, error[m.end():]] if m else [error]


def _with_location_cut(error: str) -> list[str]:
    """An error line's message, and the message less the place its exception class appends
    to what the code raised: symfony/yaml's ParseException prints "Duplicate key "foo"
    detected at line 3 (near "foo: bar")." for the code's 'Duplicate key "%s" detected.', whose
    run of three words was too small a share of the eleven pasted to count.

    >>> _with_location_cut('Duplicate key "foo" detected at line 3 (near "foo: bar").')
    ['Duplicate key "foo" detected at line 3 (near "foo: bar").', 'Duplicate key "foo" detected']

    Or less the C library's words for an errno, which ``perror`` and its kind append
    (``_ERRNO_TAIL``).

    >>> _with_location_cut("Cannot open /proc/meminfo: No such file or directory")
    ['Cannot open /proc/meminfo: No such file or directory', 'Cannot open /proc/meminfo']
    """
    m = _LOCATION_TAIL.search(error) or _ERRNO_TAIL.search(error)
    return [error, error[:m.start()]] if m and m.start() else [error]


def _after_lead_in(text: str) -> str:
    """A short query's text after a lead-in that reports it as printed (``_LEAD_IN``), when
    that leaves a message of ``MIN_RUN`` words; else the text whole (a colon inside a message,
    "Cannot open /proc/meminfo: No such file", has no report before it).

    >>> _after_lead_in("The execution log is full of: IP filter line 12 is malformed.")
    'IP filter line 12 is malformed.'
    >>> _after_lead_in("Cannot open /proc/meminfo: No such file or directory")
    'Cannot open /proc/meminfo: No such file or directory'
    """
    m = _LEAD_IN.match(text)
    if m is None or not _REPORTED.search(m.group(1)) or len(_words(text[m.end():])) < MIN_RUN:
        return text
    return text[m.end():]


def _quoted(text: str, single: bool = True) -> list[str]:
    """The quoted spans of a query's text that hold more than one word: double-quoted, then
    (``single``) single-quoted outside them.

    >>> _quoted("\\"could not connect\\" and 'unsupported key expression' but user's 'x'")
    ['could not connect', 'unsupported key expression']
    """
    return [span for _, span in _quoted_at(text, single)]


def _reported(text: str) -> list[str]:
    """The quoted spans of a pasted text, single quotes or double, of more than one word, that
    the words right before them report as printed (``_REPORTED``), in the text's order.

    >>> _reported("It fails with 'array overflow' when run as 'my tool' by 'sh -c'")
    ['array overflow']
    """
    return [span for at, span in sorted(_quoted_at(text))
            if _REPORTED.search(text, max(0, at - _REPORTED_REACH), at)]


def _quoted_at(text: str, single: bool = True) -> list[tuple[int, str]]:
    """``_quoted``'s spans with the offset each opens at: double-quoted, then (``single``)
    single-quoted outside them (those blanked, the offsets kept)."""
    found = [(m.start(), m.group(1)) for m in _QUERY_QUOTED.finditer(text)]
    if single:
        outside = _QUERY_QUOTED.sub(lambda m: " " * len(m.group(0)), text)
        found += [(m.start(), m.group(1)) for m in _QUERY_SINGLE_QUOTED.finditer(outside)]
    return [(at, span) for at, span in found if len(span.split()) > 1]
