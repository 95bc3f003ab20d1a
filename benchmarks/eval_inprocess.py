"""The shared eval's cases and scoring (``../shared/eval/run.py``), codesift asked in this
process: ``Index.search(query, limit=k)`` instead of one ``codesift search --json`` process a
query, so a set runs in about a minute on built indexes instead of half an hour. The hits are
the CLI's (the twenty-ninth session's S79g, 2,566 cases of four sets, the same case for case),
so per-case files compare across the two. Not run by CI; the tables in docs/BENCHMARKS.md
still come from ``run.py`` with its own adapter.

    EVAL_WORK=/work/eval-work XDG_CACHE_HOME=/tmp/c PYTHONPATH=src .venv/bin/python \\
        benchmarks/eval_inprocess.py --tools codesift --out /tmp/m.json --per-case /tmp/m.jsonl

Every argument is ``run.py``'s; ``--eval-dir`` (or ``$EVAL_DIR``) says where it is.
"""
from __future__ import annotations

import os
import sys

EVAL_DIR = os.environ.get("EVAL_DIR") or os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                      "../../shared/eval")


class InProcess:
    """The eval's adapter protocol (``adapters.py``): ``index(root)``, ``search(query, k)``."""

    name = "codesift"
    errors = 0

    def index(self, root: str) -> None:
        from codesift import Index

        self.ix = Index(os.path.abspath(root))
        self.ix.refresh()

    def search(self, query: str, k: int = 10) -> list[dict]:
        return [{"path": h.path, "line": h.line, "end_line": h.end_line, "symbol": h.symbol}
                for h in self.ix.search(query, limit=k).hits]


def main() -> None:
    argv = sys.argv[1:]
    if "--eval-dir" in argv:
        at = argv.index("--eval-dir")
        eval_dir = argv[at + 1]
        del argv[at:at + 2]
    else:
        eval_dir = EVAL_DIR
    sys.path.insert(0, eval_dir)
    import adapters   # the eval's own modules: its cases, scoring and tables
    import run

    adapters.ADAPTERS["codesift"] = InProcess
    sys.argv = [sys.argv[0], *argv]
    run.main()


if __name__ == "__main__":
    main()
