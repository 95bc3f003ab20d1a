"""The messages of a pasted text's error and log lines: what the code that ran said.

An error line is what a program prints when it fails (``ValueError: text``,
``requests.exceptions.InvalidURL: text``, ``error[E0382]: text``, ``panic: text``) or what a
logger writes at error or warning level (``2024-05-14 10:22:31,402 ERROR [main] app - text``).
Its message is the part the code wrote, often with values formatted in; what precedes it (the
exception's name, a timestamp, a thread, a logger) is the runtime's, and names no place.
A log's lines below warning level are messages too, after the error lines: a pasted log often
says its symptom at INFO ("Detected change in 'models.py', reloading", over and over).

>>> pasted_messages("Traceback (most recent call last):\\nValueError: Invalid URL 'x': No scheme supplied")
["Invalid URL 'x': No scheme supplied"]
>>> pasted_messages("2024-05-14 10:22:31,402 ERROR [main] c.e.Shop - Order 42 could not be saved")
['Order 42 could not be saved']
"""
from __future__ import annotations

import re

from ..lazy_re import lazy

# ``ValueError: text``, ``requests.exceptions.InvalidURL: text``, ``error[E0382]: text``,
# ``panic: text``, ``warning: text`` (a compiler's, a library's on stderr).
# A command's own name may lead (``rg: error: …``, ``codesift: error[INVALID_FILTER]: …``);
# a few words may say what failed (``error generating code: …``); Elixir writes the exception
# in parentheses (``** (Plug.Conn.CookieOverflowError) cookie named …``); pytest puts ``E`` first;
# a browser ``Uncaught (in promise) TypeError: …``; the JVM ``Exception in thread "main" …``; jq says where: ``jq: error (at <stdin>:3): …``;
# .NET's test runners (xUnit, NUnit) set a space before the colon: ``System.InvalidOperationException :
# Sequence contains no elements``;
# PHP and Ruby name exceptions by namespace (``PHP Fatal error:  Uncaught Psr\\Log\\X: …``,
# ``Rake::RuleRecursionOverflowError: …``); Rust's ``unwrap`` says ``called `Result::unwrap()`
# on an `Err` value: Error("trailing characters", …)``.
# A tool may name its errors in two capitalised words (Jekyll's ``Liquid Exception: Could not
# locate the included file …``, ``Liquid Warning: …``; ``Syntax Error: …``), its own name before
# them (``HTTPie Type Error: Cannot perform 'key' based access on …``, ``HTTPie Syntax Error: …``).
# Dart prints its core errors in words (``Bad state: …``, a StateError; ``Invalid argument(s):
# …``, ``Invalid argument (count): …``; ``Unsupported operation: …``; ``RangeError (index): …``,
# the argument's name in parentheses); Zig's std.log sets its scope after the level with no
# space (``warning(clock): …``, ``error(cli): …``).
# `[^\w\n]` and a prefix starting at a word character: `\W*` ran over the newlines and every
# `-` or `.` of a pasted log (lines of dashes) and tried the prefix from each, minutes on 200 KB.
# A message longer than MESSAGE_CHARS is read that far: its first words are the code's, what
# follows is mostly values (a dumped object, a long path list).
MESSAGE_CHARS = 300
# A capitalised word that opens a sentence, no tool's name: "The Error: …" is prose.
_DETERMINERS = "(?:The|A|An|This|That|These|Those|My|Our|Your|Its|Their|No|Any|Some|Each|Every)"
_ERROR_LINE = lazy(r'^[^\w\n]*(?:E\s+)?(?:Exception in thread "[^"\n]*"\s+)?'
                         r"(?:\w[\w.-]*(?:\s\w+){0,2}:\s+)?(?:Uncaught\s+(?:\(in\s+promise\)\s+)?)?"
                         r"(?:(?:(?:\w+(?:\.|::|\\))+[A-Z]\w*"
                         rf"|(?:[A-Z]\w*|(?!{_DETERMINERS}[ ])(?:[A-Z]\w*[ ](?=[A-Z][a-z]+[ ][EW]))?"
                         r"[A-Z][a-z]+[ ](?=[EW]))?"
                         r"(?:Error|Exception|Warning)"
                         r"(?:\s\([\w.$-]{1,40}\))?|E|Bad\sstate|Unsupported\soperation"
                         r"|Invalid\sargument(?:\(s\)|\s\([\w.$-]{1,40}\)))(?:\[\w+\])?:"
                         r"|(?:error|fatal|panic|warning)(?:\[\w+\])?(?:\s[a-z]+){0,3}(?:\s?\([^()\n]*\))?:"
                         r"|\((?:(?:\w+\.)*[A-Z]\w*)\)"
                         r"|(?:\w+\.)*[A-Z]\w*(?:Exception|Error)[ \t]:"
                         r"|called `(?:Result|Option)::\w+\(\)` on an? `\w+` value:)\s+"
                         rf"(.{{12,{MESSAGE_CHARS}}})", re.M)

# Rust (1.73 on) writes a panic's message on the line after `thread 'main' panicked at
# src/main.rs:2:5:`; before, `thread 'main' panicked at 'message', src/main.rs:2:5`. Cargo
# indents a build script's output.
# Bounded parts: a hostile line opening like a panic cannot make them try every split.
_RUST_PANIC = lazy(r"^[ \t]*thread '[^'\n]{0,200}' panicked at "
                         r"(?:'([^\n]{0,1000}?)', )?[^\n]{0,500}?:\d+:\d+(:\n|$)", re.M)


def _panic(m: re.Match[str]) -> str:
    """The panic as an error line: its message after `panic:`, or `panic: ` before the line
    holding it (1.73 on); a location alone stays as it was."""
    if m.group(1) is not None:
        return f"panic: {m.group(1)}" + ("\n" if m.group(2) else "")
    return "panic: " if m.group(2) else m.group(0)

# A compiler's or a checker's diagnostic: a source location, then the severity and the message
# (gcc, clang, javac, mypy: `src/app.c:12:5: error: …`; tsc and MSBuild: `app.ts(12,5): error
# TS2304: …`), or kotlinc's and KSP's `e: file:///…/App.kt:12:5 …` and `w: [ksp] …/Graph.kt:14:
# …`, the letter its severity. The location is the user's file; the message may be the project's
# own, when it is a compiler plugin, a linter or an annotation processor. Without a severity
# (a grep result's `path:12: code`) the line is no diagnostic.
_DIAGNOSTIC = lazy(r"^[ \t>]*(?:(?P<letter>[ew]):[ \t]+(?:\[\w+\][ \t]+)?)?(?:file://)?"
                   r"[^\s:()]{0,300}[\w-]\.\w{1,10}"
                   r"(?::\d+(?::\d+)?|\(\d+,\d+\)|:[ \t]*\(\d+,[ \t]*\d+\))(?::[ \t]*|[ \t]+)"
                   r"(?:(?:fatal[ \t]+)?(?:error|warning)(?:\[[\w-]+\]|[ \t]+[A-Z]+\d+)?:?[ \t]+"
                   r"|(?(letter)|(?!)))(?=\S)", re.M)

# GHC writes a diagnostic's message on the lines after its location, indented, each part after
# a bullet (`src/Api.hs:41:13: error: [GHC-64725]`, then `    • Only one Fragment allowed …`;
# a warning's `[-Wincomplete-patterns]` flag, then `    Pattern match(es) are non-exhaustive`),
# its location a line and column, a column range or a span (`app/Main.hs:(12,1)-(14,20):`).
# The location line holding nothing but the severity and its bracketed codes, the message is
# the next line's text: read as the same line's, the code (`[GHC-64725]`) was the message.
_NEXT_LINE_DIAGNOSTIC = lazy(r"^[ \t>]*[^\s:()]{0,300}[\w-]\.\w{1,10}"
                             r"(?::\d+:\d+(?:-\d+)?|:\(\d+,\d+\)-\(\d+,\d+\)):[ \t]+"
                             r"(?:error|warning):?(?:[ \t]+\[[\w-]+\])*[ \t]*\n"
                             r"[ \t>]*[ \t](?:\u2022[ \t]+)?(?=\S)", re.M)

# PHP's error line: its level (`PHP Warning:`, `Notice:`, `Deprecated:`, `PHP Parse error:`),
# then the message and where (`… in /var/www/lib/Config.php on line 306`). A level word alone
# opening a line of prose ("Notice: the API changed") is none: the location must end it.
_PHP_ERROR = lazy(r"^[ \t>]*(?:PHP[ \t]+)?(?:(?:Fatal|Parse|Catchable fatal|Recoverable fatal)"
                  r"[ \t]+error|Warning|Notice|Deprecated|Strict Standards):[ \t]+"
                  r"(?=[^\n]{0,2000}? on line \d+[ \t.]*$)", re.M)

# Perl's `die` and `warn` and Carp's `croak` end their message with where: `Can't locate
# object method "x" via package "MyApp" at lib/MyApp.pm line 23.`, `… at script.pl line 12,
# <STDIN> line 5.` The message is the line before ` at FILE line N`.
_PERL_DIE = lazy(r"^[ \t>]*(\S[^\n]{11,299}?) at \S+ line \d+(?:, <\w*> (?:line|chunk) \d+)?\.?[ \t]*$",
                 re.M)

# A log line, up to its message. The header opens with a date or time (`2024-05-14`,
# `10:22:31`: a numbered step of prose saying "WARN" is none), a bracket, or Ruby Logger's
# `E, [`, and runs to the first level word; or the level opens the line followed by a colon, a
# slash or a bracket, or a space and a bracket or dash (Python's `ERROR:root:`, Maven's
# `[ERROR]`; not "ERROR handling should…"); or it is glog's `E0115 10:23:45.123456 1 f.go:9]`.
# A quote (`> `) or an indent may come first. After the level, loggers print a thread, a
# logger name and separators: log4j's `[main] c.e.App -`, Spring's `1 --- [exec-4]
# .w.s.Resolver :`, Ruby's `-- :`, Flask's `in app:`, Celery's `/ForkPoolWorker-2]`, nginx's
# `1234#0: *1`, Python's `werkzeug: ` (a logger's name is lower-case: `WARN:
# NotImplementedError: …` keeps its exception). The separators are one atomic group: a line
# of dashes cannot make them try every split.
# The levels are syslog's too, `emerg` and `alert` above `crit`: nginx logs its failures to
# start at `[emerg]` (`[emerg] 1#1: bind() to 0.0.0.0:80 failed …`), HAProxy at `[ALERT]`. A
# program's name may come before a bracketed level, as `nginx -t` prints to stderr
# (`nginx: [emerg] unknown directive "proxy_pas" in /etc/nginx/nginx.conf:12`), the level then
# right after the bracket (no prose's "Note: [see below] …").
# Tornado's log format writes the level's initial and the time in one bracket, then the
# message: `[W 240302 10:14:55 web:2243] 404 GET /x`, Jupyter's `[W 2026-03-02 10:14:55.120
# ServerApp] …`, optuna's `[W 2026-03-02 10:14:55,120] Trial 12 failed with parameters: …`
# (set 91), which gave no message at all: no level word in it.
_LEVELS = "error|err|fatal|emerg|alert|critical|crit|severe|panic|warn|warning|info|notice"
_LEVEL = (rf"(?<![\w-])(?P<level>{_LEVELS.upper()}|(?<=\[)(?i:{_LEVELS})(?=\]))(?![\w-])"
          r"(?!\]\()")   # `[WARNING](url)` is a Markdown link
_LOG_HEADER = lazy(
    r"^[ \t>]*(?:(?:\d+[-/:.T]\d|\[|[EFWI], \[|[\w.-]{1,40}:[ \t]+(?=\[(?i:" + _LEVELS + r")\]))"
    r"[^\n]{0,120}?" + _LEVEL
    + rf"|(?P<first>{_LEVELS.upper()})(?=[:/\]]|[ \t]+(?:\[|-[ \t]))"
    + r"|(?P<glog>[EFWI])\d{4}[ \t]+[\d:.]+[ \t]+\d+[ \t]+[^\s\]]+\]"
    + r"|\[(?P<initial>[DIWEC])[ \t]+\d{2,4}-?\d\d-?\d\d[ \t]+\d\d:\d\d:\d\d(?:[.,]\d{1,9})?"
      r"(?:[ \t]+[^\]\n]{1,60})?\])"
    r"(?>(?:[ \t]*(?:\[[^\]\n]*\]|\]|---?|[-|:]|/[\w.-]*\]|\d+#\d+:|\*\d+|\d+(?=[ \t])"
    r"|in[ \t]+[\w.]+:|[\w.$]+[ \t]+[-:](?=[ \t])|[\w.$]+:(?=\S)|[a-z][\w.]*:(?=[ \t])))*)[ \t]*",
    re.M)
# anyhow's and eyre's cause chain: `Caused by:` alone on its line, then the causes indented,
# numbered when there are several (`    1: error resolving for socks proxy`), else one. Each
# cause is an error line: the innermost names the code that failed, the first line only the
# caller's request ("error sending request for url (…)"). Numbered, the causes are the lines
# numbered at the first one's indent (a backtrace's frames under it are indented otherwise);
# unnumbered, the first line (cargo indents a build script's whole output under it). The block
# stays as it was after them: a panic or an error line inside it is read as any other.
_CAUSES = lazy(r"^[ \t]*Caused by:[ \t]*\n((?:[ \t]+\S[^\n]*(?:\n|$))+)", re.M)
_CAUSE = lazy(r"([ \t]+)(?:(\d+):[ \t]+)?([^\n]*)")
# A cause on the line of its own `Caused by:` (mdBook logs each of an anyhow chain's causes as
# `\tCaused By: Duplicate file in SUMMARY.md: "a.md"`; Java's `Caused by: java.io.X: msg`,
# read alike) is an error line too: the root cause, under the context line that wins otherwise.
_CAUSE_LINE = lazy(r"^([ \t]*)(?i:caused by):[ \t]+(?=\S)", re.M)


def _causes(m: re.Match[str]) -> str:
    lines = [_CAUSE.match(line) for line in m.group(1).split("\n") if line.strip()]
    first = lines[0]
    causes = [c.group(3) for c in lines if c is not None and c.group(2) is not None
              and c.group(1) == first.group(1)] if first and first.group(2) else \
        [first.group(3)] if first else []
    return "".join(f"error: {c}\n" for c in causes) + m.group(1)


# An issue quotes the error it saw inside its prose: "… is rejected with
# `itsdangerous.exc.SignatureExpired: Signature age -2 < 0 seconds`." A code span that reads
# as an error line alone is one, after the lines that open as errors.
_INLINE_CODE = lazy(rf"`([^`\n]{{12,{MESSAGE_CHARS}}})`")
# An error printed as a value, as Rust's `{:?}` and `unwrap()` and Python's `repr` print one:
# serde_json's `Error("data did not match any variant of untagged enum Value", line: 1,
# column: 42)`, Python's `ValueError('Cannot set different distribution kind')`. Its message
# is the string it holds: read whole, the wrapper's words ("line", "column") chose the files
# to read, and serde_derive's enum_untagged.rs, saying the message, was none of them (set 91).
# A line that is such a value is an error line; so is an error line's message that is one.
_ERROR_VALUE = lazy(r"""^[ \t>]*(?:\w+(?:\.|::))*(?:[A-Z]\w*)?(?:Error|Err|Exception)\w*\([ \t]*"""
                    rf"""(?P<q>["'])(?P<said>(?:(?!(?P=q))[^\\\n]|\\.){{3,{MESSAGE_CHARS}}})(?P=q)""",
                    re.M)
_ESCAPE = lazy(r"\\(.)")


def _held(message: str) -> str:
    """``message``, or the string it holds when it is an error printed as a value
    (``_ERROR_VALUE``) holding words, its escapes read.

    >>> _held('Error("trailing \\\\"x\\\\" characters", line: 1, column: 5)')
    'trailing "x" characters'
    """
    m = _ERROR_VALUE.match(message)
    if m is None or " " not in m.group("said").strip():
        return message
    return _ESCAPE.sub(lambda e: " " if e.group(1) in "nt" else e.group(1), m.group("said"))


# Its error is named as errors are (`ValueError`, `error:`, `SignatureExpired`: a compound
# name), not a type's bound or annotation (`Self::Item: Send + Sync`, `self.Meta: ClassVar`).
_QUOTED_ERROR = lazy(r"(?i:error|exception|warning|panic|fatal)"
                           r"|[A-Z][a-z0-9]+[A-Z]\w*(?:\[\w+\])?:\s*$")

# A pasted API error body says its message in a JSON field: PostgREST's `{"code":"PGRST303",
# "message":"JWT expired"}`, Django REST framework's `{"detail": "…"}`, OAuth's
# `"error_description"` and `"hint"`. A field holding two words or more (one,
# `"error": "invalid_grant"`, is a code the query's words keep anyway). One character at a
# time, escapes whole: no split of a long value is tried twice.
_JSON_MESSAGE = lazy(r'"(?:message|msg|detail|error|error_description|error_message|errorMessage'
                     r'|reason|hint)"[ \t]*:[ \t]*"((?:[^"\\\n]|\\.){3,300})"')

# A pasted terminal session: a command after a shell's prompt (`$ gem push x.gem`,
# `me@box:~/app$ htop`), then what it printed, up to a blank line, a fence or the next prompt.
# The printed lines are what the program said, no error line's prefix before them: htop's
# "Cannot open /proc/meminfo: …" under `$ docker run … htop`, rubygems.org's "Repushing of gem
# versions is not allowed." as the third line under `$ gem push`. The first few lines of each
# command's output, each a line of two words or more; the command itself is the user's.
_PROMPTED = lazy(r"^[ \t]*(?:[\w.-]+@[\w.-]+(?::[^\n$]*)?)?\$[ \t]+\S[^\n]*\n"
                 r"((?:[ \t]*(?![ \t]*(?:`{3}|~{3}|(?:[\w.-]+@[\w.-]+(?::[^\n$]*)?)?\$[ \t]))"
                 r"\S[^\n]*(?:\n|$))+)", re.M)
_OUTPUT_LINES = 6
# Only a session pasted (nearly) alone: inside an issue asking about something else, what the
# commands printed is context, its normal output and the program's own messages alike
# (thor's "No value provided for option '--env'" answered an issue about the exit status it
# printed with; CLI11's "Run with --help for more information." one about environment values).
# Words of prose outside the sessions, at most.
_SESSION_PROSE = 12
_PROSE_WORD = lazy(r"[A-Za-z]{2,}")

_BELOW_WARNING = frozenset({"info", "notice", "i", "d"})
# A line that opens with a date and a time of day and names no level is a log line too: Go's
# `log` package (`2009/11/10 23:00:00 open config.yaml: …`), Serilog's SelfLog and other
# loggers print the stamp and the message alone. Its level is unknown, so it counts as below
# warning. Read after the headers with a level are replaced, so a stamp still opening a line
# had none.
_STAMPED = lazy(r"^[ \t>]*\[?\d{4}[-/.]\d\d[-/.]\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d{1,9})?)?"
                      r"(?:Z|[+-]\d\d:?\d\d)?\]?[ \t]+(?=\S)", re.M)
# So is a line that opens with the program's name in brackets and names no level, as
# JavaScript tools and libraries tag what they print (`[winston] Attempt to write logs with no
# transports`, `[nodemon] app crashed`, gin's `[GIN-debug] redirecting request`): without it a
# paste longer than a short query gave no message at all. Not a Markdown link (`[text](url)`)
# or checkbox (`[x]`), nor a number (`[1]`, a footnote or an array's index).
_TAGGED = lazy(r"^[ \t>]*\[[A-Za-z][\w.@/:-]{1,39}\](?![(\[:])[ \t]+(?=\S)", re.M)
# Erlang's logger heads a report with its level and time on a line of its own (`=ERROR
# REPORT==== 21-Aug-2026::10:14:02.118000 ===`), the message on the next: cowboy's "Ranch
# listener http, connection process <0.512.0>, stream 1 had its request process …", read as no
# message at all. The header and its line break become the level's, as a log line's do.
_ERLANG_REPORT = lazy(r"^[ \t>]*=(?P<level>[A-Z]+) REPORT=+[ \t]+[^\n=]*=+[ \t]*\n[ \t]*(?=\S)",
                      re.M)
# What a header below warning level becomes: a mark no pasted text holds, then the message.
_INFO_MARK = "\x01info: "
_INFO_LINE = lazy("^" + _INFO_MARK + rf"(\S.{{11,{MESSAGE_CHARS - 1}}})", re.M)


# What every line that gives a message holds (see each pattern above): an error line's colon
# or Elixir's parentheses, a log header's date, time, bracket, or the `:` `/` `]` `[` `-` after
# a level word, a panic's `:line:column`, the colon of `Caused by:`. A new kind of line that
# needs none of these must be added here.
_MAY_SAY = lazy(r"[\d:(\[\]/-]")


def _report(m: re.Match[str]) -> str:
    return _INFO_MARK if m.group("level") in ("INFO", "PROGRESS") else "error: "


def _header(m: re.Match[str]) -> str:
    level = (m.group("level") or m.group("first") or m.group("glog") or m.group("initial")).lower()
    return _INFO_MARK if level in _BELOW_WARNING else "error: "


def pasted_messages(text: str) -> list[str]:
    """The message of each error line of ``text``, in order, then those of its log lines
    below warning level (each at most MESSAGE_CHARS long, each once).

    A log line's header at warning level or above becomes ``error:``, so a logged exception
    (``WARN: NotImplementedError: ImportJob must implement …``) gives the exception's message,
    and any other logged line its text. The line's first level word decides its level.
    """
    if not _MAY_SAY.search(text):
        return []   # most queries: no pattern compiled, ~1-2 ms of a CLI search
    text = _CAUSES.sub(_causes, text.replace("\r\n", "\n"))   # a paste from Windows too
    text = _CAUSE_LINE.sub(r"\1error: ", text)
    text = _NEXT_LINE_DIAGNOSTIC.sub("error: ", text)
    text = _PHP_ERROR.sub("error: ", _DIAGNOSTIC.sub("error: ", text))
    text = _LOG_HEADER.sub(_header, _RUST_PANIC.sub(_panic, _ERLANG_REPORT.sub(_report, text)))
    text = _TAGGED.sub(_INFO_MARK, _STAMPED.sub(_INFO_MARK, text))
    errors = [_held(m.group(1)) for m in _ERROR_LINE.finditer(text)]
    errors += [m.group(1) for m in _PERL_DIE.finditer(text)]
    errors += [held for m in _ERROR_VALUE.finditer(text) if (held := _held(m.group(0))) != m.group(0)]
    quoted = [m.group(1) for span in _INLINE_CODE.finditer(text)
              for m in (_ERROR_LINE.match(span.group(1)),)
              if m is not None and _QUOTED_ERROR.search(span.group(1)[:m.start(1)])]
    return list(dict.fromkeys(errors + quoted + [m.group(1) for m in _INFO_LINE.finditer(text)]))


def _printed(text: str) -> list[str]:
    """The lines of two words or more the commands of a pasted terminal session printed
    (``_PROMPTED``), if the text is (nearly) nothing else (``_SESSION_PROSE``)."""
    sessions = list(_PROMPTED.finditer(text))
    if not sessions or len(_PROSE_WORD.findall(_PROMPTED.sub(" ", text))) > _SESSION_PROSE:
        return []
    return [line.strip() for m in sessions for line in m.group(1).split("\n")[:_OUTPUT_LINES]
            if " " in line.strip() and len(line) <= MESSAGE_CHARS]


def body_messages(text: str) -> list[str]:
    """The messages of a pasted JSON error body's fields and of a terminal session's output,
    each once: looked for as an error line's are, but no error line. A body pasted in an issue's prose leaves it a question (an
    error line makes the text point at its places itself: ``fusion``'s coverage).

    >>> body_messages('400 {"error": "invalid_scope", "hint": "Check the `read,write` scope"}')
    ['Check the `read,write` scope']

    And the lines a command printed under its prompt in a pasted terminal session
    (``_PROMPTED``), when the text is that session.

    >>> body_messages("$ gem push x.gem\\nPushing gem to https://rubygems.org...\\nRepushing is not allowed.\\n\\nWhy?")
    ['Pushing gem to https://rubygems.org...', 'Repushing is not allowed.']
    """
    printed = [] if "$ " not in text and "$\t" not in text else _printed(text)
    if '"' not in text:
        return list(dict.fromkeys(printed))
    return list(dict.fromkeys([*(value for m in _JSON_MESSAGE.finditer(text)
                                 if " " in (value := m.group(1).strip())), *printed]))
