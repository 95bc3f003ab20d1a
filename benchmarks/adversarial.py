"""Hostile query texts: how long does the worst paste take to read and answer?

Agents paste whatever they hold: base64 blobs, hex dumps, minified lines, logs that repeat one
fragment thousands of times. Each input below is repeated up to the query cap (200,000
characters) and timed through ``parse_query`` and, with an index, a whole search. A pattern
that rescans a long stretch from every position shows up here as seconds (a 40 KB base64
blob took 27 s before `a42bbe8`). Not run by CI: times belong in benchmarks.

    .venv/bin/python benchmarks/adversarial.py [ROOT] [--chars 200000]
"""
from __future__ import annotations

import argparse
import time

from codesift import Index
from codesift.search.query import parse_query

# Fragments whose repetition has made one of the query patterns quadratic, or could.
UNITS = ["A", "a.", "a/", "A_", "a::", "a$", "1.", "0", "at a.", "`a", "a(", "x.py:1 ",
         "at a() in ", "at a.b (", "File \"x", "x.rb:1:in `", ".f()\n ", "1: a::", "a.py(1",
         "@@ -1 +1 @@\n", "+++ b/x.py\n@@ -1 +1 @@\n+x\n", "x.py:1: in ", '"a ', "a/" * 120 + " ",
         # A log's rulers and blank lines: the error-line pattern ran over every `-` and
         # newline from each line start (219 s for 200 KB at `31bd578`).
         "-" * 256 + "\n", "." * 256 + "\n", "x \n \n",
         # Log headers: each line start may scan up to 120 characters for a level.
         "2024 ERROR [a] c.A - x\n", "[" * 256 + "\n", "1 [a] --- " * 12 + "WARN\n",
         # An anyhow cause chain's indented lines, and the JVM's thread header.
         "Caused by:\n" + "    0: a\n" * 8, "Caused by:\n\t", 'Exception in thread "a"\n',
         'Exception in thread "a" \n \n', "thread 'a' panicked at '" + "', x:1:" * 30 + "\n"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root", nargs="?", help="also run each text as a search of this repository")
    ap.add_argument("--chars", type=int, default=200_000)
    args = ap.parse_args()
    ix = Index(args.root) if args.root else None
    if ix is not None:
        ix.refresh()
    worst = (0.0, "")
    for unit in UNITS:
        text = (unit * (args.chars // len(unit) + 1))[:args.chars - 1]
        t0 = time.perf_counter()
        parse_query(text)
        parsed = time.perf_counter() - t0
        searched = 0.0
        if ix is not None:
            t0 = time.perf_counter()
            ix.search(text, refresh=False)
            searched = time.perf_counter() - t0
        print(f"{unit[:14]!r:18} parse {parsed * 1e3:8.1f} ms   search {searched * 1e3:8.1f} ms")
        worst = max(worst, (max(parsed, searched), unit[:14]))
    print(f"worst: {worst[0] * 1e3:.1f} ms ({worst[1]!r}), {len(UNITS)} texts of {args.chars:,} characters")


if __name__ == "__main__":
    main()
