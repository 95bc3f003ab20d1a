"""Pasted error messages: does searching a message put the file that says it first?

Samples string literals passed to raise/throw/error calls in a repository's non-test code,
searches each one as typed, and reports how often the file holding it is the first (and in
the first five) files of the answer. With ``--values``, only literals that format values in
(``%s``, ``{}``, ``{name}``, ``${x}``, ``#{x}``) are sampled, each searched as a user sees
it: every placeholder filled with ``user_42``. With ``--logged``, each message is searched as a
pasted issue shows it: a paragraph of prose, then the message on a log line at error level (in
one of a few loggers' formats, in turn); with ``--stamped``, on a log line that has a date and
time but no level (Go's ``log`` package, Serilog's SelfLog); with ``--tagged``, on a line that
opens with a program's name in brackets (``[worker] …``, as winston or nodemon print). Not run
by CI.

With ``--all-languages``, Scala, Kotlin, Dart, C#, Swift, Ruby, PHP, C and C++ files are read
too (and ``spec`` folders count as tests), with their idioms (``sys.error``, ``require``,
``fatalError``, ``abort``, ``trigger_error``, ``fprintf(stderr, …)``, ``failwith``). With
``--multiline``, only messages written over several lines or built by concatenation are
sampled: a multi-line literal (``\"\"\"``/``'''``, a template literal, a heredoc, a raw
string) searched by its first line of three or more words, and pieces joined by ``+``, ``..``,
``<>``, ``.``, ``&``, ``<<`` or adjacency, searched as printed: each value joined in (``arg`` in
``"Unknown option " + arg``) and each placeholder filled with ``user_42``. ``--misses`` lists
the messages whose file is not first.

    .venv/bin/python benchmarks/messages.py ROOT [--index-dir DIR] [-n 60] [--values]
        [--logged | --stamped | --tagged] [--all-languages] [--multiline] [--misses]
"""
from __future__ import annotations

import argparse
import os
import random
import re

from codesift import Index

CODE = (".py", ".go", ".rs", ".java", ".js", ".ts", ".kt")
# A literal of three or more words right after an error-raising call or keyword.
_MESSAGE = re.compile(r"""(?:raise|Error|error|panic|throw|Exception|fmt\.Errorf|errors\.New|"""
                      r"""bail!|anyhow!|warn|fail)\W[^"'\n]{0,60}?["']([A-Za-z][^"'\n%{}\\]{18,90})["']""")
# The same, with values formatted in: a placeholder somewhere in the literal.
_FORMATTED = re.compile(r"""(?:raise|Error|error|panic|throw|Exception|fmt\.Errorf|errors\.New|"""
                        r"""bail!|anyhow!|warn|fail)\W[^"'\n]{0,60}?["']([A-Za-z][^"'\n\\]{18,120})["']""")
_PLACEHOLDER = re.compile(r"%[-+#0]*\d*(?:\.\d+)?[sdvqrfx]|[$#]?\{[^{}\s]*\}")
# More languages (``--all-languages``): their files, and the calls that raise or print an error.
MORE_CODE = (".scala", ".kts", ".dart", ".cs", ".swift", ".rb", ".php", ".c", ".h", ".cc",
             ".cpp", ".hpp", ".cxx")
_IDIOMS = (r"raise|Error|error|panic|throw|Exception|fmt\.Errorf|errors\.New|bail!|anyhow!|warn|"
           r"fail|require|check|fatalError|precondition\w*|abort|die|trigger_error|failwith|"
           r"fprintf\(\s*stderr|perror|errx?|LOG\(ERROR\)")
_MESSAGE_MORE = re.compile(rf"""(?:{_IDIOMS})\W[^"'\n]{{0,60}}?["']([A-Za-z][^"'\n%{{}}\\]{{18,90}})["']""")
_FORMATTED_MORE = re.compile(rf"""(?:{_IDIOMS})\W[^"'\n]{{0,60}}?["']([A-Za-z][^"'\n\\]{{18,120}})["']""")
# ``--multiline``: an idiom, then the literal that opens its argument (on that line or the next).
_OPENER = re.compile(rf"""(?:{_IDIOMS})\W[^"'`\n;]{{0,60}}?(?:\n[ \t]*)?(?=["'`]|<<<?[-~]?['"]?[A-Z_]+)""")
# A value in a message as its languages write it: printf's, `{x}`, `${x}`, `#{x}`, `$x`, `\(x)`.
_VALUE = re.compile(r"%[-+#0]*\d*(?:\.\d+)?[sdvqrfx]|[$#]?\{[^{}\n]*\}|\$[A-Za-z_]\w*|\\\([^()\n]*\)")
_MULTI = re.compile(r'"""|\'\'\'|`')
_HEREDOC = re.compile(r"<<<?[-~]?(['\"]?)([A-Z_]+)\1[^\n]*\n")
_PIECE = re.compile(r""""((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'""")
_JOIN = re.compile(r"[ \t]*(?:\+|\.\.|<>|\.|&|<<)[ \t]*(?:\n[ \t]*)?|[ \t]*\n[ \t]*(?=[\"'])")
# What opens an argument or a value just before a literal: not a docstring's closing quotes
# after a comment that says "error".
_ARGUMENT = re.compile(r"(?:(?:[(,=+{>?\[]|\breturn|\bthrow|\braise|\bfail|\bdie|\babort)[ \t]*"
                       r"(?:\n[ \t]*)?|:[ \t]*)(?:[A-Za-z]{1,3}|@\$?|\$@?)?\Z")
_OPERAND = re.compile(r"[A-Za-z_$@][\w$@]*(?:\([^()\n]*\))?(?:(?:\.|->|::)[\w$]+(?:\([^()\n]*\))?)*"
                      r"|\([^()\n]*\)")
# What an issue says around a pasted log: long enough to be read as a pasted text, and naming
# nothing in any repository.
ISSUE = ("After upgrading last week our nightly job started failing on every run, on two "
         "machines, and rolling back did not help either. Nothing in our own configuration "
         "changed as far as we can tell. The log shows this right before it stops, and then the "
         "process exits with a non-zero status. Is this a known problem, or what should we "
         "check first?\n\n")
# Log headers as Python's logging, log4j, Ruby's Logger, nginx and Sidekiq write them.
LOG_HEADERS = ("2024-05-14 10:22:31,402 - worker - ERROR - ",
               "2024-05-14 10:22:31.402 ERROR [main] c.a.Worker - ",
               "E, [2024-05-14T10:22:31.402113 #4211] ERROR -- : ",
               "2024/05/14 10:22:31 [error] 4211#0: *17 ",
               "2024-05-14T10:22:31.402Z pid=8 tid=1sk WARN: ")
# Log lines with a stamp and no level, as Go's `log` package and Serilog's SelfLog write them.
STAMPS = ("2024/05/14 10:22:31 ", "2024-05-14T10:22:31.4021130Z ")
# Lines tagged with the program's name, as JavaScript tools and Go middleware print them.
TAGS = ("[worker] ", "[queue-runner] ")


def _filled(text: str) -> str:
    """``text`` as printed: each value formatted in is ``user_42``; of an escaped newline's
    lines, the first with three words (what a user pastes)."""
    lines = [" ".join(_VALUE.sub("user_42", line).replace('\\"', '"').replace("\\'", "'").split())
             for line in re.split(r"\\n", text)]
    return next((line for line in lines if len(re.findall(r"[A-Za-z]{2,}", line)) >= 3),
                lines[0])


def _first_line(body: str) -> str | None:
    """The first line of a multi-line literal's ``body`` a user would paste as the message:
    three words or more, after the blank and punctuation-only ones."""
    for line in body.splitlines():
        line = _filled(line.strip().lstrip("|"))
        if len(re.findall(r"[A-Za-z]{2,}", _VALUE.sub("", line))) >= 3 and len(line) >= 18:
            return line
    return None


def _spelled(text: str, at: int) -> str | None:
    """The message the literal opening at ``text[at]`` prints, if it is written over several
    lines (a triple-quoted, template or heredoc literal holding a newline) or built from
    pieces joined by an operator or adjacency; else None."""
    multi = _MULTI.match(text, at)
    if multi:
        end = text.find(multi.group(), multi.end())
        body = text[multi.end():end] if end > 0 else ""
        return _first_line(body) if "\n" in body else None
    heredoc = _HEREDOC.match(text, at)
    if heredoc:
        end = re.compile(rf"^[ \t]*{heredoc.group(2)}\b", re.M).search(text, heredoc.end())
        return _first_line(text[heredoc.end():end.start()]) if end else None
    parts: list[str] = []
    literals = joins = 0
    pos = at
    while True:
        piece = _PIECE.match(text, pos)
        operand = None if piece else _OPERAND.match(text, pos)
        if piece:
            parts.append(piece.group(1) if piece.group(1) is not None else piece.group(2))
            literals += 1
            pos = piece.end()
        elif operand and parts:
            parts.append("user_42")
            pos = operand.end()
        else:
            break
        join = _JOIN.match(text, pos)
        if not join:
            break
        joins += 1
        pos = join.end()
    if joins == 0 or literals == 0 or parts[-1:] == [""]:
        return None
    message = _filled("".join(parts))
    words = re.findall(r"[A-Za-z]{2,}", " ".join(p for p in parts if p != "user_42"))
    return message if len(words) >= 3 and len(message) >= 18 else None


def sample(root: str, n: int, values: bool = False, more: bool = False,
           multiline: bool = False) -> list[tuple[str, str]]:
    """Up to ``n`` distinct (message, file) pairs, in a fixed pseudo-random order; with
    ``values``, messages with values formatted in, filled as a user would see them; with
    ``more``, in more languages; with ``multiline``, only messages written over several lines
    or joined from pieces, as printed."""
    found: list[tuple[str, str]] = []
    code = CODE + MORE_CODE if more else CODE
    tests = ("test", "spec") if more else ("test",)
    message_re, formatted_re = (_MESSAGE_MORE, _FORMATTED_MORE) if more else (_MESSAGE, _FORMATTED)
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".")
                         and d not in ("node_modules", "vendor", "target"))
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(folder, name), root)
            if not name.endswith(code) or any(t in rel.lower() for t in tests) \
                    or more and (".min." in name or rel.startswith("dist" + os.sep)):
                continue
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                text = f.read()
            if name.endswith(".rs"):   # a Rust file's unit tests close it: test code too
                text = text.split("#[cfg(test)]", 1)[0]
            if multiline:
                found += [(message, rel) for m in _OPENER.finditer(text)
                          if _ARGUMENT.search(text, max(0, m.end() - 80), m.end())
                          and (message := _spelled(text, m.end()))]
            elif values:
                found += [(_PLACEHOLDER.sub("user_42", m.group(1).strip()), rel)
                          for m in formatted_re.finditer(text) if _PLACEHOLDER.search(m.group(1))
                          and len(_PLACEHOLDER.sub("", m.group(1)).split()) >= 3]
            else:
                found += [(m.group(1).strip(), rel) for m in message_re.finditer(text)
                          if len(m.group(1).split()) >= 3]
    random.Random(7).shuffle(found)
    first_file: dict[str, str] = {}
    for message, rel in found:
        first_file.setdefault(message, rel)
    return list(first_file.items())[:n]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root")
    ap.add_argument("--index-dir")
    ap.add_argument("-n", type=int, default=60)
    ap.add_argument("--values", action="store_true", help="messages with values formatted in")
    ap.add_argument("--logged", action="store_true", help="each on a log line in an issue's text")
    ap.add_argument("--stamped", action="store_true",
                    help="each on a log line with a time stamp and no level, in an issue's text")
    ap.add_argument("--tagged", action="store_true",
                    help="each on a line tagged with a program's name, in an issue's text")
    ap.add_argument("--all-languages", action="store_true",
                    help="Scala, Kotlin, Dart, C#, Swift, Ruby, PHP, C and C++ files too")
    ap.add_argument("--multiline", action="store_true",
                    help="only messages written over several lines or joined from pieces")
    ap.add_argument("--misses", action="store_true", help="list the messages not found first")
    args = ap.parse_args()
    ix = Index(args.root, flags={"index_dir": args.index_dir} if args.index_dir else {})
    cases = sample(args.root, args.n, args.values, args.all_languages, args.multiline)
    first = top5 = 0
    for i, (message, rel) in enumerate(cases):
        if args.logged or args.stamped or args.tagged:
            headers = STAMPS if args.stamped else TAGS if args.tagged else LOG_HEADERS
            message = ISSUE + headers[i % len(headers)] + message + "\n"
        files = list(dict.fromkeys(h.path for h in ix.search(message).hits))
        first += files[:1] == [rel]
        top5 += rel in files[:5]
        if args.misses and files[:1] != [rel]:
            rank = files.index(rel) + 1 if rel in files else 0
            print(f"  miss (rank {rank or '-'}): {message!r} in {rel}, first {files[:1]}")
    n = max(1, len(cases))
    print(f"{os.path.basename(os.path.abspath(args.root))}: {len(cases)} messages, "
          f"file first {100 * first / n:.1f}%, in first five {100 * top5 / n:.1f}%")


if __name__ == "__main__":
    main()
