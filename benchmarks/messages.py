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

    .venv/bin/python benchmarks/messages.py ROOT [--index-dir DIR] [-n 60] [--values]
        [--logged | --stamped | --tagged]
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


def sample(root: str, n: int, values: bool = False) -> list[tuple[str, str]]:
    """Up to ``n`` distinct (message, file) pairs, in a fixed pseudo-random order; with
    ``values``, messages with values formatted in, filled as a user would see them."""
    found: list[tuple[str, str]] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".")
                         and d not in ("node_modules", "vendor", "target"))
        for name in sorted(files):
            rel = os.path.relpath(os.path.join(folder, name), root)
            if not name.endswith(CODE) or "test" in rel.lower():
                continue
            with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                text = f.read()
            if name.endswith(".rs"):   # a Rust file's unit tests close it: test code too
                text = text.split("#[cfg(test)]", 1)[0]
            if values:
                found += [(_PLACEHOLDER.sub("user_42", m.group(1).strip()), rel)
                          for m in _FORMATTED.finditer(text) if _PLACEHOLDER.search(m.group(1))
                          and len(_PLACEHOLDER.sub("", m.group(1)).split()) >= 3]
            else:
                found += [(m.group(1).strip(), rel) for m in _MESSAGE.finditer(text)
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
    args = ap.parse_args()
    ix = Index(args.root, flags={"index_dir": args.index_dir} if args.index_dir else {})
    cases = sample(args.root, args.n, args.values)
    first = top5 = 0
    for i, (message, rel) in enumerate(cases):
        if args.logged or args.stamped or args.tagged:
            headers = STAMPS if args.stamped else TAGS if args.tagged else LOG_HEADERS
            message = ISSUE + headers[i % len(headers)] + message + "\n"
        files = list(dict.fromkeys(h.path for h in ix.search(message).hits))
        first += files[:1] == [rel]
        top5 += rel in files[:5]
    n = max(1, len(cases))
    print(f"{os.path.basename(os.path.abspath(args.root))}: {len(cases)} messages, "
          f"file first {100 * first / n:.1f}%, in first five {100 * top5 / n:.1f}%")


if __name__ == "__main__":
    main()
