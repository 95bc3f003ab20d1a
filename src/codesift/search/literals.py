"""Find where a query's words stand verbatim in a string literal: the code that says a message.

An agent pastes what it saw ("Authentication failed, please check your password", or a
traceback's last line ``InvalidURL: Invalid URL 'x': No scheme supplied``). The place that
produced it holds those words in that order inside quotes, often with values interpolated
between them. BM25 cannot see order, and a message's common words ("failed", "check") rank
the files that say them most, not the one that says them together; so the few files whose
words best match are read and checked for a run of the message's words inside quotes
(``messages.py`` reads the messages out of the query).

>>> message_runs(b'raise ValueError("Invalid URL %r: No scheme supplied")\\n',
...              ["invalid", "url", "http", "no", "scheme", "supplied"])
[(1, 5, 0, 6)]
"""
from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection

from ..regex_cache import compiled
from ..walk.reading import read_regular
from .literal_scan import FileScan, scanned
from .messages import MIN_CONTENT, MIN_PAIR, MIN_RUN
from .pieces import WILD, piece_words
from .words import STOPWORDS

# A run this long counts whatever share of the message it is (values and hints around it).
LONG_RUN = 4
# Files read per query: the message-word BM25's best. Each costs a read and one regex scan.
FILES_READ = 8
MAX_FILE_BYTES = 1 << 20
_BREAK = "\x00"   # matches no word
# A value stands for this many of the pasted words at most (`nvim-cmp` is two), or for the
# words of this many pasted tokens (runs without blanks), up to ``_WILD_WORDS``: eslint's
# `Definition for rule '${ruleId}' was not found.` printed the rule `react-hooks/exhaustive-deps`,
# four words, and keda's `prometheus query %s returned multiple elements` a query of six,
# `sum(rate(http_requests_total[2m])) by (pod)`: no run of either message was long enough.
_WILD_SPAN = 3
_WILD_WORDS = 8
# Quoted words of one line read at most (a generated line may quote thousands).
MAX_QUOTED_WORDS = 2000
# A message may go on over the next lines: a string continued with `\` (Rust, C, Python,
# shell), or quoted pieces joined across lines (`"…: " +` then `name`; `"…"` then `"…"`;
# `"…"` then `.. "…"`, Elixir's `"…" <>`). At most this many lines more.
_MORE_LINES = 4
_BACKSLASH_END = compiled(rb"\\[ \t\r]*$")
# Possessive runs of blanks: a quote followed by 20,000 blanks took 0.9 s, the blanks split
# every way between the two runs before the match failed.
_QUOTE_END = compiled(rb"""["'`][ \t]*+(\+|\.\.|\.|&|<<|<>)?[ \t\r]*+$""")
# A piece may open with its string prefix: Python's `f"in {delay} seconds"` after
# `f"Retrying {fn} "`, C#'s `$"…"`/`@"…"`, Rust's `r"…"`.
_QUOTE_START = compiled(rb"""[ \t]*(?:(?:\+|\.\.|\.|&|<<|<>)[ \t]*)?"""
                        rb"""(?:[rRbBuUfF]{1,2}|\$@?|@\$?)?["'`]""")
# A quoted span on one line. Spans are paired left to right whatever they hold, so the gap
# between two `code` spans of a comment is not read as a quote; only spans with a space can
# hold a message. Triple quotes open a docstring, which describes rather than says: the quote
# next to another of its kind does not count.
_QUOTED = compiled(r"""(?<!')'(?!'')([^'\n]*)'(?!')|(?<!")"(?!"")([^"\n]*)"(?!")|`([^`\n]*)`""")
# An interpolation quoting a string of its own (Ruby's `#{char || "end of string"}`, a
# template literal's `${ok ? "yes" : "no"}`, Swift's `\(name ?? "none")`) is one value of the
# message, and may print that string: its quotes, read as the message's own, cut it in two
# (mustermann's "unexpected #{…} while parsing #{…}" said no pasted "unexpected end of string
# while parsing …"), so they become ``_INNER_QUOTE`` (possessive: linear on a long line of
# `${` and quotes).
_INTERPOLATION = compiled(r"[$#]\{[^{}\n]*+\}|\\\([^()\n]*+\)")
# Perl's and Ruby's quote-like operators are strings with quotes of their own choosing:
# mojo's `croak qq{Can't locate object method "$method" via package "$package"}`, Ruby's
# `%Q(…)`, `%q[…]`. Their text's quotes are the message's own characters (``_INNER_QUOTE``), not
# strings of it: the span read `"$method"` and `"$package"` as two names and the prose
# between them as code, so mojo's five `BUILD_DYNAMIC`s said no pasted "Can't locate object
# method …". `q` alone opens one only before a brace: `q(x)` is a call in most languages.
_QUOTE_LIKE = compiled(r"(?<![\w$@%])(?:qq|%[Qq])(?:\{([^{}\n]*)\}|\(([^()\n]*)\)|\[([^\[\]\n]*)\]"
                       r"|<([^<>\n]*)>|\|([^|\n]*)\|)|(?<![\w$@%])q\{([^{}\n]*)\}")


def _as_quoted(m: re.Match[str]) -> str:
    """A quote-like operator's text as one double-quoted string, its own quotes inner ones."""
    text = m.group(m.lastindex or 0)
    return '"' + text.replace('"', _INNER_QUOTE).replace("'", _INNER_QUOTE) + '"'
_INNER_QUOTE = "\x01"
# A quote escaped inside a string is one of its characters: C's `"unknown directive \"%s\""`
# (nginx), Java's and Go's `"invalid value \"" + v + "\""`. Paired as a span's end, it cut the
# message after "unknown directive" and read the value as code, so no run said the pasted
# `unknown directive "proxy_pas"`. Pairs are read left to right: `"C:\\"` ends at its quote.
_ESCAPED_QUOTE = compiled(r"""\\(.)""")


def _unescaped(m: re.Match[str]) -> str:
    """An escaped quote as ``_INNER_QUOTE``; any other escape as it was."""
    return _INNER_QUOTE if m.group(1) in "\"'`" else m.group(0)


def _without_escaped_quotes(line: str) -> str:
    r"""``line`` with its escaped quotes as inner ones (``_ESCAPED_QUOTE``), unless a string
    they stand in goes on past the line (an odd count of its quote left): then the escaped
    quote still ends the piece, whose words are the line's part of the message (superstruct's
    `` `Expected a value of type \`${type}\`${`` opens a template literal that closes two
    lines below).

    >>> _without_escaped_quotes(r'log("unknown directive \"%s\"", s)').count(_INNER_QUOTE)
    2
    """
    out = _ESCAPED_QUOTE.sub(_unescaped, line)
    escaped = {c for c in "\"'`" if "\\" + c in line}
    return line if any(out.count(c) % 2 for c in escaped) else out


# A string quoted inside a value's text (its quotes ``_INNER_QUOTE`` or a template literal's own).
_INNER_STRING = compiled(r"""["'\x01]([^"'\x01]*)["'\x01]""")
_WORD = compiled(r"[a-z0-9_]+")
# An operator joining a quoted piece to what follows or precedes it (`"…" + arg`, `name .. "…"`,
# `"…" <> x`, PHP's `'…' . $x`, `cerr << "…" << x`), and the value it joins, if any: a `.`
# written against a quote is a method call (`"…".format(x)`), not a join.
# C and C++ join a literal to the literal a macro stands for by writing them side by side
# (htop's `"Cannot open " PROCMEMINFOFILE`, printed "Cannot open /proc/meminfo"): a macro's
# name in capitals, or `<inttypes.h>`'s `PRI…`/`SCN…`, written against a quote joins it too.
_MACRO = r"(?:[A-Z][A-Z0-9_]+|(?:PRI|SCN)[a-zA-Z0-9]+)\b"
_JOINED_AFTER = compiled(r"""[ \t]*(?:(?:\+|\.\.|<>|<<|&|[ \t]\.)[ \t]*([^\s"'`)\],;]?)"""
                         rf"""|[ \t]+({_MACRO}))""")
_JOINED_BEFORE = compiled(r"""(?:([\w$)\]]?)[ \t]*(?:\+|\.\.|<>|<<|&|\.[ \t])"""
                          rf"""|(?<![\w.])({_MACRO}))[ \t]*\Z""")
# A line whose quotes are prose or an example, not the code saying the message: a comment
# (not C's `#error`/`#define`, nor Rust's `#[error("…")]`, which say it) or a doctest line.
# voluptuous's `>>> with raises(er.MultipleInvalid, "required key not provided @ data['key']")`
# in `Required`'s docstring said more of a pasted "required key not provided @ data['q']" than
# the line raising it, and hid it.
_PROSE_LINE = compiled(rb"""[ \t]*(?:#(?![ \t]*(?:error|warning|define)\b|[\[!])|//|/?\*|>>>|\.\.\.[ \t])""")
def prose_line(text: str) -> bool:
    """Whether a line of code is a comment or a doctest's line (``_PROSE_LINE``): what it
    names, it describes.

    >>> prose_line("    /// the [`Error::IllFormed(MismatchedEndTag)`] is returned"), prose_line("#define X 1")
    (True, False)
    """
    return _PROSE_LINE.match(text.encode("utf-8", "replace")) is not None


def _gram_patterns(words: list[str]) -> list[re.Pattern[bytes]]:
    """One pattern per pair of words in a row (one of them a content word), for lower-cased
    text: the lines worth reading. Pairs, not triples: a value between every other word
    ("unknown command user_42 for user_42") leaves no three in a row.

    Separate patterns that start with a literal, not one alternation under ``(?i)``: the
    regex engine then scans for each pattern's first word at C speed.
    """
    grams = dict.fromkeys(rf"{re.escape(a)}\W+{re.escape(b)}" for a, b in zip(words, words[1:])
                          if a not in STOPWORDS or b not in STOPWORDS)
    return [re.compile(g.encode()) for g in grams]


def _best_run(quoted: list[str], words: list[str]) -> tuple[int, int, int]:
    """The most of ``words`` found in order in ``quoted`` (both lower-cased) in one stretch,
    each ``WILD`` in ``quoted`` standing for a value's words (``_value_ends``; or none), or for
    itself: ``*$name`` matches a pasted ``$name``. As ``(run, start, end)``: the stretch is
    ``words[start:end]`` (``(0, 0, 0)``: none).

    >>> _best_run(["named", "param", WILD, "has", "incompatible"], ["named", "param", "x", "has"])
    (3, 0, 4)
    >>> _best_run(["unexpected", WILD + '#{c || "end of input"}', "at"], ["unexpected", "end", "of", "input", "at"])
    (5, 0, 5)
    """
    m = len(words)
    ends = _value_ends(words)
    # after[j]: (run, end) of the stretch from the next quoted word against words[j:]
    after = [(0, 0)] * (m + 1)
    best = (0, 0, 0)
    for q in reversed(quoted[:MAX_QUOTED_WORDS]):
        if q.startswith(WILD):
            # A value: any few words, or the placeholder itself as pasted from the source
            # (Kotlin's "Unknown character $c" searched as written).
            here = [max(*after[j:ends[j] + 1], _step(after, j, q[1:] == words[j]))
                    for j in range(m)] + [(0, 0)]
            # Or a string it quotes, which it may print (`#{char || "end of string"}`).
            for inner in _INNER_STRING.finditer(q):
                said = _WORD.findall(inner.group(1))
                n = len(said)
                for j in range(m - n + 1 if n else 0):
                    if words[j:j + n] == said:
                        run, end = after[j + n]
                        here[j] = max(here[j], (n + run, end if run else j + n))
                        if here[j][0] > best[0]:
                            best = (here[j][0], j, here[j][1])
        else:
            here = [_step(after, j, q == words[j]) for j in range(m)] + [(0, 0)]
            for j in range(m):
                if here[j][0] > best[0]:
                    best = (here[j][0], j, here[j][1])
        after = here
    return best


def _value_ends(words: list[str]) -> list[int]:
    """For each ``j``, the furthest ``k`` such that ``words[j:k]`` may be one formatted value:
    ``_WILD_SPAN`` words, or the words of ``_WILD_SPAN`` pasted tokens when ``words`` is a
    ``Message`` (``_WILD_WORDS`` at most).

    >>> from codesift.search.messages import _words
    >>> _value_ends(_words("rule 'react-hooks/exhaustive-deps' was not found"))
    [6, 7, 7, 7, 7, 8, 8, 8]
    >>> _value_ends(["rule", "react", "hooks", "exhaustive", "deps"])
    [3, 4, 5, 5, 5]
    """
    m = len(words)
    tokens = getattr(words, "tokens", None) or range(m)
    ends: list[int] = []
    for j in range(m):
        k = j
        while k < m and k < j + _WILD_WORDS and tokens[k] < tokens[j] + _WILD_SPAN:
            k += 1
        ends.append(max(k, min(j + _WILD_SPAN, m)))
    return ends


def _step(after: list[tuple[int, int]], j: int, match: bool) -> tuple[int, int]:
    """A quoted word matching ``words[j]`` (or not): the stretch it starts, as ``(run, end)``."""
    if not match:
        return (0, 0)
    run, end = after[j + 1]
    return (1 + run, end if run else j + 1)


def _quoted_words(line: str) -> list[str]:
    """The words inside quotes on ``line``, lower-cased, a ``WILD`` for each formatted value
    and between two pieces of prose; ``[]`` unless some piece has a space (a message, not a key).

    A piece without a space is a name (``"utf-8"``, `` `Rack::Protection::CookieTossing` ``
    in a README): it ends a message rather than joining two pieces of one (``"Plugin "``),
    unless an operator joins it to them (``"Unknown option " + "-" + name``). A value joined
    after the last piece or before the first is one of the message's too: scopt's
    ``handleError("Unknown option " + arg)`` prints "Unknown option --foo".
    """
    if "\\" in line:
        line = _without_escaped_quotes(line)
    if ("q" in line or "%Q" in line) and _QUOTE_LIKE.search(line):
        line = _QUOTE_LIKE.sub(_as_quoted, line)
    if "{" in line or "\\(" in line:
        line = _INTERPOLATION.sub(lambda m: re.sub("[\"']", _INNER_QUOTE, m.group(0)), line)
    found = list(_QUOTED.finditer(line))
    pieces = [q.group(q.lastindex or 0) for q in found]
    if not any(len(p.split()) >= 2 for p in pieces):
        return []
    out: list[str] = []
    for i, (m, piece) in enumerate(zip(found, pieces)):
        before = line[found[i - 1].end() if i else 0:m.start()]
        after = line[m.end():found[i + 1].start() if i + 1 < len(found) else len(line)]
        joined_before, joined_after = _JOINED_BEFORE.search(before), _JOINED_AFTER.match(after)
        if not any(c.isspace() for c in piece) and not (joined_before or joined_after):
            out.append(_BREAK)
            continue
        if out and out[-1] != _BREAK or not i and joined_before and any(joined_before.groups()):
            out.append(WILD)
        out += piece_words(piece)
        if i + 1 == len(found) and joined_after and any(joined_after.groups()):
            out.append(WILD)
    return out


def _whole(quoted: list[str], words: list[str]) -> bool:
    """Whether a stretch of ``quoted`` between breaks says all of ``words``, each ``WILD``
    standing for a value's words (``_value_ends``): the literal and its values are the message.

    >>> _whole(["unknown", "option", WILD], ["unknown", "option", "foo"])
    True
    """
    m = len(words)
    # value_end[i]: a value from words[i] may end at most there (none, at the message's end)
    value_end = [*_value_ends(words), m]
    stretch: list[str] = []
    for q in [*quoted, _BREAK]:
        if q != _BREAK:
            stretch.append(q)
            continue
        # reach[j]: the stretch's words so far can say words[:j]
        reach = [True] + [False] * m
        for w in stretch:
            if w.startswith(WILD):
                reach = [any(reach[i] and j <= value_end[i]
                             for i in range(max(0, j - _WILD_WORDS), j + 1))
                         for j in range(m + 1)]
            else:
                reach = [j > 0 and reach[j - 1] and words[j - 1] == w for j in range(len(reach))]
        if stretch and reach[-1]:
            return True
        stretch = []
    return False


def _joined(data: bytes, start: int, end: int) -> bool:
    """Whether the line ``data[start:end]`` goes on in a message on the next line."""
    if _BACKSLASH_END.search(data, start, end):
        return True
    m = _QUOTE_END.search(data, start, end)
    return bool(m and (m.group(1) or _QUOTE_START.match(data, end + 1)))


def _statement(data: bytes, start: int) -> tuple[int, str]:
    """The line at ``start`` joined with the lines a message goes on over, before and after
    it, and where that joined text starts."""
    for _ in range(_MORE_LINES):   # back to the line the message starts on
        if start == 0:
            break
        prev = data.rfind(b"\n", 0, start - 1) + 1
        if not _joined(data, prev, start - 1):
            break
        start = prev
    end = data.find(b"\n", start)
    end = len(data) if end < 0 else end
    for _ in range(_MORE_LINES):
        if end >= len(data) or not _joined(data, start, end):
            break
        nxt = data.find(b"\n", end + 1)
        end = len(data) if nxt < 0 else nxt
    text = data[start:end].decode("utf-8", "replace")
    # A string continued with a backslash goes on after the next line's indentation.
    return start, re.sub(r"\\\r?\n\s*", " ", text).replace("\n", " ")


def _in_literal(data: bytes, literals: list[tuple[int, int]], start: int) -> str | None:
    """The text of the multi-line literal holding the line at ``start``, from that line (or
    the literal's start) over the next ``_MORE_LINES`` lines of it (a message wraps), or None."""
    end = data.find(b"\n", start)
    end = len(data) if end < 0 else end
    for lo, hi in literals:
        if lo <= end and start < hi:
            for _ in range(_MORE_LINES):
                nxt = data.find(b"\n", end + 1)
                end = hi if nxt < 0 or nxt > hi else nxt
            return data[max(lo, start):min(hi, end)].decode("utf-8", "replace")
    return None


def message_runs(data: bytes, words: list[str],
                 scan: FileScan | None = None) -> list[tuple[int, int, int, int]]:
    """``(line, run, start, end)`` for each quoted string in ``data`` holding a run of
    ``words``: ``run`` of its words say the stretch ``words[start:end]`` (with its values,
    the whole message when they say all of it); ``scan`` is ``data``'s (``scanned``), if
    kept."""
    scan = FileScan(data) if scan is None else scan
    found: dict[int, tuple[int, int, int]] = {}
    lowered = scan.lowered
    starts = {lowered.rfind(b"\n", 0, m.start()) + 1
              for pattern in _gram_patterns(words) for m in pattern.finditer(lowered)}
    literals = scan.literals.upto(max(starts)) if starts else []
    for start in sorted(starts):
        text = _in_literal(data, literals, start)
        if text is not None:
            quoted = piece_words(text)
        else:
            start, line = _statement(data, start)
            quoted = _quoted_words(line)
        run = _best_run(quoted, words)
        # Two words are a message when the literal and its values say all of it: scopt's
        # "Unknown option " + arg, pasted as "Unknown option --foo". Its stretch is then the
        # whole message, values too (``message_lines`` counts it whatever their share).
        whole = run[0] >= MIN_PAIR and _whole(quoted, words)
        if whole:
            run = (run[0], 0, len(words))
        if (run[0] >= min(MIN_RUN, len(words)) or whole) and sum(
                w not in STOPWORDS and not w.startswith(WILD) for w in quoted) >= MIN_CONTENT:
            number = data.count(b"\n", 0, start) + 1
            found[number] = max(found.get(number, run), run)
    return [(line, *run) for line, run in sorted(found.items())]


def _text_words(words: list[str]) -> int:
    """How many of ``words`` are text: neither filler nor a number. A run of a message must
    say two: loguru's "sunday at 12:00" matched "monday at 12:00" in a docstring by "at 12
    00", a time, and led with ``Logger.add``.

    >>> _text_words(["at", "12", "00"]), _text_words(["unable", "to", "create", "converter"])
    (0, 3)
    """
    return sum(w not in STOPWORDS and not w.isdigit() for w in words)


def message_lines(root: str, paths: list[str], msgs: list[list[str]],
                  keep: Callable[[str, int], bool] | None = None,
                  run_on: Collection[int] = (),
                  halves: Collection[int] = ()) -> dict[str, list[int]]:
    """Lines of ``paths`` (relative to ``root``) that say the most of one of ``msgs`` in quotes,
    of those ``keep(path, line)`` accepts; a run from the first word of those ``run_on``
    indexes (``messages.run_on``) counts at ``MIN_RUN`` words however long the message, and
    one of those ``halves`` (``messages.read_whole``) only when it says half of it.

    The longest run found counts: "Unable to create converter for %s" says more of "Unable
    to create converter for class" than "Unable to create request." does. So does a run of
    another part of the same message: one built from pieces (Plug's "cannot fetch key … from
    conn.params because they were not fetched" in the function that raises, ". Configure and
    invoke Plug.Parsers …" in the hint it appends) is said by both, the longer first.
    """
    found: list[tuple[int, int, int, int, str, int]] = []   # (run, message, start, end, path, line)
    prose: set[tuple[str, int]] = set()   # of those, lines quoting it in a comment or a doctest
    by_values: set[tuple[str, int]] = set()   # lines saying a message mostly by its values
    for path in paths:
        full = os.path.join(root, path)
        data = read_regular(full, MAX_FILE_BYTES)
        if not data:
            continue
        scan = scanned(full, data)
        lines: list[bytes] = []
        for i, words in enumerate(msgs):
            for line, run, start, end in message_runs(data, words, scan):
                # A run from an error line's first word counts at MIN_RUN however long the
                # line: its opening words are the code's, and a writer who pastes a message
                # often goes on writing on its line (trpc's "Output validation failed (code
                # INTERNAL_SERVER_ERROR) from a query whose …", three words of eighteen).
                # A message said whole, word for word, needs one word of text: maybe's
                # `errors.add(:base, "Must be within 4 days")`, whose other words are filler
                # and a number (loguru's docstring said only "at 12 00" of its message).
                text = _text_words(words[start:end])
                # Or, when no line says more of a message itself, the literal and its values
                # say all of it, the values most of its words: VSCodeVim's `Invalid
                # neovimPath. ${e.message}.` printed "Invalid neovimPath. spawnSync nvim
                # ENOENT.", two words of five its own (not Liquid's label printer `"Shop error:
                # #{super}"` before the code raising the "undefined filter money" it labels).
                own = run * 2 >= len(words) or i not in halves and (
                    run >= LONG_RUN or not start and run >= MIN_RUN and i in run_on)
                if (own or end - start == len(words)) \
                        and (text >= MIN_CONTENT or text and run == len(words) >= LONG_RUN) \
                        and (keep is None or keep(path, line)):
                    found.append((run, i, start, end, path, line))
                    if not own:
                        by_values.add((path, line))
                    lines = lines or data.split(b"\n")
                    if _PROSE_LINE.match(lines[line - 1]):
                        prose.add((path, line))
    if len(by_values) < len({(f[4], f[5]) for f in found}):
        found = [f for f in found if (f[4], f[5]) not in by_values]
    # A comment or a doctest counts only when no code says the message.
    if len(prose) < len({(f[4], f[5]) for f in found}):
        found = [f for f in found if (f[4], f[5]) not in prose]
    longest = max((f[0] for f in found), default=0)
    # Longest first, each length at once (so ties count alike in any path order): a run counts
    # if it is the longest, or says a part of a message the longest run came from that no
    # longer run said.
    first = {f[1] for f in found if f[0] == longest}
    kept: list[tuple[int, int, int, int, str, int]] = []
    spans: list[tuple[int, int, int]] = []
    for run in sorted({f[0] for f in found}, reverse=True):
        group = [f for f in found if f[0] == run and f[1] in first and (
            run == longest or run >= LONG_RUN and all(
                j != f[1] or f[3] <= s or e <= f[2] for j, s, e in spans))]
        kept += group
        spans += [(i, start, end) for _, i, start, end, _, _ in group]
    out: dict[str, list[int]] = {}
    for *_, path, line in kept:
        if line not in out.setdefault(path, []):
            out[path].append(line)
    return out
