"""Every chunk of some trees as one line each, for diffing what a chunking change did.

A chunking, display or walk change is measured by dumping the same trees before and after
(`PYTHONPATH=<src>` picks the code) and diffing the two files: the counts and examples go in
the commit message. Files are walked, read, refused and chunked as an index build does
(``store.chunkpool.process_file``), so a file the index leaves out is left out here too.

    PYTHONPATH=src python benchmarks/chunk_dump.py /tmp/before.txt /tmp/trees/a /tmp/trees/b
    diff /tmp/before.txt /tmp/after.txt | grep -c '^>'

Each line: ``tree/path:start-end<TAB>kind<TAB>qualified name<TAB>signature<TAB>doc``, tabs
and newlines in a field shown as spaces; a file that failed to chunk reads ``FAILED``, one
refused by content ``REFUSED <reason>``.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from codesift.languages import language_of
from codesift.store.chunkpool import FAILED, INDEXED, REFUSED, process_file
from codesift.store.documents import META_KEYS

_CAP = 1_000_000   # the default max_file_bytes: a larger file is no chunk of an index either


def _flat(text: str) -> str:
    return " ".join(text.split())


def dump_tree(root: str) -> list[str]:
    """The dump lines of every file ``walk`` lists under ``root``, in path order."""
    from codesift.walk import walk

    name = os.path.basename(os.path.normpath(root))
    lines: list[str] = []
    for rel in walk(root).files:
        res = process_file(rel, os.path.join(root, rel), language_of(rel), None, _CAP)
        if res.status == REFUSED:
            lines.append(f"{name}/{rel}\tREFUSED {res.reason}")
        elif res.status == FAILED:
            lines.append(f"{name}/{rel}\tFAILED")
        elif res.status == INDEXED:
            for fields in res.fields or []:
                meta = dict(zip(META_KEYS[1:], json.loads(b"[" + fields[2])))
                qualified = ".".join(p for p in (meta["container"], meta["name"]) if p)
                lines.append(f"{name}/{rel}:{meta['line']}-{meta['end']}\t{meta['kind']}\t"
                             f"{_flat(qualified)}\t{_flat(meta['signature'])}\t{_flat(meta['doc'])}")
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("out", help="file to write the dump to")
    p.add_argument("trees", nargs="+", help="repository roots, each dumped under its folder name")
    args = p.parse_args(argv)
    with open(args.out, "w", encoding="utf-8") as fh:
        for root in args.trees:
            for line in dump_tree(root):
                fh.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
