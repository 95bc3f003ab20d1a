#!/usr/bin/env python3
"""`codesift related` against history: does it name the other files a real commit changed?

``related PATH:LINE`` answers "what else should I read before changing this". A commit that
changed a declaration and, with it, code in other files says what the answer should have held.
For each eval repository this walks the last ``--window`` first-parent commits before the pin
and keeps those that change 2-8 non-test source files (no merges, at most 20 files and
``--max-lines`` changed source lines in all, no dependency bump, formatting or ``chore:``
subject; vendored, generated and doc folders do not count as source, so a docs-only commit
never qualifies). Each changed hunk maps to the innermost
declaration of codesift's outline that holds its old lines; an anchor is one of those declarations
in a modified file, asked about at its first changed line; gold is the commit's other source
files present before it (modified or deleted), and its other changed declarations.

Nothing codesift reads comes from the commit or later: the index is of the commit's parent
tree, as an agent about to make the change would have it (one clone checked out at each case's
parent in turn, and a fresh index built there). ``related`` reads the indexed tree and the
clone's history up to its HEAD, the parent (its cochange channel); indexing the pinned tree
instead would leak, since the pin holds the commit's own edits (a call the commit added from
the anchor to the gold function is a callee there).

Scored on the answer of ``limit=10`` as an agent gets it: the distinct files of its items after
the anchor, the anchor's own file left out (it is never gold), file@1/5/10 and MRR@10 of the
first gold file, and decl@10 (a gold declaration, by path and name, among the ten items). Two
baselines on the same anchors: ``cochange``, files ranked by how often they changed together
with the anchor's file in the first-parent history before the commit (commits of at most 30
files; ties by the most recent), and ``search``, ``Index.search`` of the anchor's name.
Not run by CI.

    .venv/bin/python benchmarks/related_eval.py --mirror <mirrors> [--rev REV] \\
        [--cases cases.jsonl] [--repos gin,click|heldout] [--out rows.jsonl]

``--cases``: read the anchors from this file when it exists, else mine them and write it there,
so two revisions of codesift are scored on the same anchors (mining uses the running codesift's
outline).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from typing import TYPE_CHECKING

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bench import export_rev            # noqa: E402  (imports no codesift: --rev comes first)
from bench_report import REV_ENV       # noqa: E402

if TYPE_CHECKING:
    from codesift import Index

# The eval's six repositories and pins, as ../shared/eval/repos.txt gives them (repeated here so
# a fresh clone runs with the mirrors alone).
PINS = {
    "requests": ("psf/requests", "1f6589ec3a1ee910f9a65cc3ceac60b26677bc0e"),
    "click": ("pallets/click", "2c8cd3ac958a7eb316d67f2d316c27086c4c0369"),
    "express": ("expressjs/express", "a3714473feb3d2908add734d340e7755fd85e0a3"),
    "gin": ("gin-gonic/gin", "dcaa4296d111981ffb31ac3eba90bb63e1eb5ab9"),
    "ripgrep": ("BurntSushi/ripgrep", "3fce3b5bb0236da2df6d99672afb8a719642eca7"),
    "retrofit": ("square/retrofit", "0b118105fe8436791436b8bc9c95b9aa2cfd3bdd"),
}


def heldout_pins() -> dict[str, tuple[str, str]]:
    """The held-out repositories of heldout.txt (``owner/name rev=SHA`` lines), by name: run
    with ``--repos heldout`` to check that a change tuned on the six carries over."""
    pins = {}
    with open(os.path.join(HERE, "heldout.txt"), encoding="utf-8") as fh:
        for ln in fh:
            m = re.match(r"\s*([\w.-]+/([\w.-]+))\s+rev=([0-9a-f]{40})", ln)
            if m:
                pins[m.group(2)] = (m.group(1), m.group(3))
    return pins


HELDOUT = heldout_pins()
METHODS = ("related", "cochange", "search")
LIMIT = 10                 # items of an answer, as `codesift related` gives them by default
PER_COMMIT = 2             # anchors drawn from one commit, so a big one does not dominate
COCHANGE_MAX_FILES = 30    # a commit touching more says little about which files go together

# The eval's conventions for what counts as source (../shared/eval/common.py), stdlib only so
# the cases do not move with the codesift measured.
SOURCE_EXT = {".py", ".pyi", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts",
              ".go", ".rs", ".java", ".kt", ".c", ".h", ".cc", ".cpp", ".hpp", ".rb", ".scala",
              ".swift", ".cs"}
_VENDOR_DIRS = {"vendor", "vendored", "third_party", "third-party", "node_modules", "dist",
                "build", "target", ".git", "_vendor"}
_TEST_DIRS = {"test", "tests", "__tests__", "testing", "testdata", "test-data", "fixtures",
              "__fixtures__", "__mocks__", "spec", "specs", "benches", "bench", "benchmark",
              "benchmarks", "e2e"}
_DOC_DIRS = {"doc", "docs", "documentation", "site", "website"}
# Mechanical commits say nothing of which code belongs together: click's "update dev
# dependencies" retyped five modules for a new mypy, requests' "docs update" reworded the
# docstrings of sessions.py and models.py, gin's "chore: update some code style" touched three.
_MECHANICAL = re.compile(
    r"^(merge|revert|release|bump)\b|^(chore|style|docs?|ci|build|tests?)(\(.*?\))?!?:"
    r"|\bdependabot\b|\b(update|upgrade|bump)\b.*\bdep(s|endenc(y|ies))\b"
    r"|\b(typos?|reformat\w*|formatting|lint|mypy|pyright|ruff|clippy|rustfmt|gofmt|prettier"
    r"|eslint|isort|pre-commit|docs? update|update (the )?docs?|code style|tidy|whitespace"
    r"|clean ?up)\b", re.I)
_TEST_NAME = re.compile(r"^(tests?_.*|conftest\.py|.*[._](test|tests|spec|bench)\.\w+|"
                        r".*(Test|Tests)\.\w+|Test.*\.java)$")


def is_code(path: str) -> bool:
    return os.path.splitext(path)[1].lower() in SOURCE_EXT


def is_source(path: str) -> bool:
    """Non-test, non-doc, non-vendored, non-generated code: what a commit's gold can be."""
    parts = path.split("/")
    folders = {p.lower() for p in parts[:-1]}
    return (is_code(path) and not folders & (_VENDOR_DIRS | _TEST_DIRS | _DOC_DIRS)
            and not _TEST_NAME.match(parts[-1]) and "/src/test/" not in "/" + path
            and "generated" not in path.lower() and not path.endswith((".min.js", ".d.ts")))


def git(git_dir: str, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", git_dir, "-c", "core.quotepath=off", *args],
                          check=True, capture_output=True).stdout.decode("utf-8", "replace")


def key_of(*parts: object) -> str:
    """A stable sampling order: the same anchors on every machine and every run."""
    return hashlib.sha256("\0".join(map(str, parts)).encode()).hexdigest()


# ------------------------------------------------------------------ commits and their hunks

def qualifying(git_dir: str, pin: str, window: int, max_lines: int) -> list[dict]:
    """The window's non-merge first-parent commits changing 2-8 source files, oldest first."""
    log = git(git_dir, "log", "--first-parent", "--no-renames", f"-n{window}", "--numstat",
              "--summary", "--format=%x1e%H%x1f%P%x1f%s", pin)
    out = []
    for rec in log.split("\x1e")[1:]:
        head, _, body = rec.partition("\n")
        sha, parents, subject = head.split("\x1f", 2)
        if len(parents.split()) != 1 or _MECHANICAL.search(subject):
            continue
        lines, status = {}, {}
        for ln in body.splitlines():
            parts = ln.split("\t")
            if len(parts) == 3:
                lines[parts[2]] = sum(int(n) for n in parts[:2] if n.isdigit())
            m = re.match(r" (create|delete) mode \d+ (.+)$", ln)
            if m:
                status[m.group(2)] = "A" if m.group(1) == "create" else "D"
        src = [p for p in lines if is_source(p)]
        if (not 2 <= len(src) <= 8 or len(lines) > 20
                or sum(lines[p] for p in src) > max_lines):
            continue
        out.append({"commit": sha, "parent": parents.strip(), "subject": subject,
                    "files": {p: status.get(p, "M") for p in src}})
    return out[::-1]


def old_lines(git_dir: str, parent: str, sha: str, paths: list[str]
              ) -> dict[str, list[tuple[int, int, bool]]]:
    """Per file, the parent's lines each hunk replaced, ``(first, last, False)``; a pure
    insertion after line ``a`` is ``(a, a + 1, True)``, the two lines it goes between."""
    diff = git(git_dir, "diff", "-U0", "--no-renames", "--no-color", parent, sha, "--", *paths)
    out: dict[str, list[tuple[int, int, bool]]] = defaultdict(list)
    cur, header = None, False
    for ln in diff.splitlines():
        # A removed line of its own may read "--- a/…" too (an RST underline "-----"), so a
        # file's name is read only between its "diff --git" and its first hunk.
        if ln.startswith("diff --git "):
            cur, header = None, True
        elif header and ln.startswith("--- "):
            cur = ln[6:] if ln.startswith("--- a/") else None
        elif ln.startswith("@@") and cur:
            header = False
            m = re.match(r"@@ -(\d+)(?:,(\d+))? ", ln)
            if m:
                a, n = int(m.group(1)), int(m.group(2) or 1)
                out[cur].append((a, a + 1, True) if n == 0 else (a, a + n - 1, False))
    return out


def changed_decls(ix: "Index", path: str, spans: list[tuple[int, int, bool]]) -> list[dict]:
    """The innermost declarations of codesift's outline holding the changed lines (an
    insertion: both lines around it), in line order, each with the first changed line inside
    it, where the anchor is asked (``related`` reads the innermost chunk there)."""
    from codesift.errors import CodesiftError

    try:
        decls = [h for h in ix.outline(path, refresh=False).hits if h.kind != "file"]
    except CodesiftError:   # not indexed (too large, minified): no declaration to name
        return []
    found: dict[tuple[int, int, str], tuple[int, str]] = {}
    for a, b, inserted in spans:
        wanted = [(a, b)] if inserted else [(n, n) for n in range(a, b + 1)]
        for lo, hi in wanted:
            holders = [d for d in decls if d.line <= lo and hi <= d.end_line]
            if holders:
                d = min(holders, key=lambda h: (h.end_line - h.line, h.line))
                found.setdefault((d.line, d.end_line, d.symbol), (lo, d.kind))
    return [{"path": path, "name": name, "kind": kind, "decl_line": first, "line": line}
            for (first, _, name), (line, kind) in sorted(found.items())]


def mine(git_dir: str, ix: "Index", commit: dict) -> list[dict]:
    """The commit's anchors (at most ``PER_COMMIT``), read on the index of its parent's tree."""
    spans = old_lines(git_dir, commit["parent"], commit["commit"],
                      [p for p, s in commit["files"].items() if s != "A"])
    # A name git quotes (a tab, a quote in it) is not the log's spelling: left out.
    decls = [d for path in sorted(spans) if path in commit["files"]
             for d in changed_decls(ix, path, spans[path])]
    present = sorted(p for p, s in commit["files"].items() if s != "A")
    anchors = [d for d in decls if commit["files"][d["path"]] == "M"]
    anchors.sort(key=lambda d: key_of(commit["commit"], d["path"], d["name"], d["decl_line"]))
    return [{"commit": commit["commit"], "parent": commit["parent"], "subject": commit["subject"],
             "anchor": a, "gold_files": [p for p in present if p != a["path"]],
             "gold_decls": sorted({(d["path"], d["name"]) for d in decls if d is not a})}
            for a in anchors[:PER_COMMIT]]


# ------------------------------------------------------------------ answers and baselines

def history_files(git_dir: str, pin: str) -> tuple[list[set[str]], dict[str, int]]:
    """Each first-parent commit's files up to the pin, oldest first (a merge's against its
    first parent), and each commit's place in that list."""
    log = git(git_dir, "log", "--first-parent", "--diff-merges=first-parent", "--no-renames",
              "--name-only", "--format=%x1e%H", pin)
    files, place = [], {}
    for rec in reversed(log.split("\x1e")[1:]):
        sha, *names = [ln for ln in rec.splitlines() if ln.strip()]
        place[sha] = len(files)
        files.append(set(names))
    return files, place


def cochange(history: list[set[str]], before: int, anchor: str, tree: set[str]) -> list[str]:
    """Code files of the parent tree ranked by the commits before ``before`` that changed them
    with ``anchor``; ties by the latest such commit, then by path."""
    count: Counter[str] = Counter()
    last: dict[str, int] = {}
    for i, names in enumerate(history[:before]):
        if anchor in names and len(names) <= COCHANGE_MAX_FILES:
            for name in names - {anchor}:
                count[name] += 1
                last[name] = i
    ranked = sorted((p for p in count if p in tree and is_code(p)),
                    key=lambda p: (-count[p], -last[p], p))
    return ranked[:LIMIT]


def answer(ix: "Index", case: dict, method: str) -> list[list]:
    """The answer's items after the anchor, as [path, line, symbol, channels]."""
    a = case["anchor"]
    if method == "related":
        hits = ix.related(a["path"], a["line"], limit=LIMIT, refresh=False).hits
        return [[h.path, h.line, h.symbol, h.channels] for h in hits[1:]]
    hits = ix.search(a["name"], limit=LIMIT, refresh=False).hits
    return [[h.path, h.line, h.symbol, {}] for h in hits]


def score(files: list[str], items: list[list] | None, case: dict) -> dict:
    """The first gold file's place among ``files`` (1-based; None: not among the first ten)
    and whether a gold declaration is among the first ten items (None: a file ranking)."""
    gold = set(case["gold_files"])
    rank = next((i for i, p in enumerate(files[:LIMIT], 1) if p in gold), None)
    decls = {tuple(d) for d in case["gold_decls"]}
    decl = None if items is None else any((p, s) in decls for p, _, s, _ in items[:LIMIT])
    return {"rank": rank, "decl": decl, "files": files[:LIMIT]}


def measure(git_dir: str, pin: str, name: str, cases: list[dict] | None, window: int,
            max_lines: int, cap: int, work: str) -> tuple[list[dict], list[dict]]:
    """Score each case on a fresh index of its commit's parent; return (cases, rows with gold)."""
    from codesift import Index
    from codesift.errors import CodesiftError

    tree = os.path.join(work, "tree")
    subprocess.run(["git", "clone", "-q", "--no-checkout", "--shared", git_dir, tree], check=True)
    history, place = history_files(git_dir, pin)
    if cases is None:
        commits = qualifying(git_dir, pin, window, max_lines)
    else:
        firsts = {c["commit"]: c for c in cases}
        commits = sorted(({"commit": c["commit"], "parent": c["parent"]} for c in firsts.values()),
                         key=lambda c: place[c["commit"]])
    mined, rows = [], []
    for commit in commits:
        subprocess.run(["git", "-C", tree, "checkout", "-q", "-f", "--detach", commit["parent"]],
                       check=True)
        # A fresh build at each parent (~0.5 s), not one index refreshed along the walk: a
        # refreshed index keeps deleted documents in BM25's statistics until a merge
        # (benchmarks/history.py), so its answers would hang on which commits were walked
        # before (mining walks more than a --cases run does) and differ between runs.
        index_dir = os.path.join(work, "index")
        shutil.rmtree(index_dir, ignore_errors=True)
        ix = Index(tree, flags={"index_dir": index_dir})
        ix.refresh()
        todo = (mine(git_dir, ix, commit) if cases is None
                else [c for c in cases if c["commit"] == commit["commit"]])
        there = set(git(git_dir, "ls-tree", "-r", "--name-only", commit["parent"]).split("\n"))
        for case in todo:
            case = {"repo": name, **case}
            a, row = case["anchor"], {}
            for method in METHODS:
                if method == "cochange":
                    row[method] = score(cochange(history, place[case["commit"]], a["path"],
                                                 there), None, case)
                    continue
                try:
                    items = answer(ix, case, method)
                except CodesiftError as exc:   # scored as a miss, and said
                    print(f"related_eval: {name} {case['commit'][:10]} {a['path']}:{a['line']}: "
                          f"{method}: {exc}", file=sys.stderr)
                    items = []
                files = list(dict.fromkeys(p for p, *_ in items if p != a["path"]))
                row[method] = {**score(files, items, case), "items": items}
            mined.append(case)
            rows.append({**case, **row})
    if cases is None and len(mined) > cap:   # the same sample on every run: by a hash, not order
        keep = sorted(mined, key=lambda c: key_of(c["commit"], c["anchor"]["path"],
                                                  c["anchor"]["name"]))[:cap]
        ids = {id(c) for c in keep}
        rows = [r for c, r in zip(mined, rows) if id(c) in ids]
        mined = [c for c in mined if id(c) in ids]
    return mined, [r for r in rows if r["gold_files"]]


# ------------------------------------------------------------------ the table

def summary(rows: list[dict], method: str) -> list[str]:
    n = len(rows)
    if not n:
        return ["0", "–", "–", "–", "–", "–"]
    ranks = [r[method]["rank"] for r in rows]

    def pct(count: float) -> str:
        return f"{100 * count / n:.1f}"

    decls = [r[method]["decl"] for r in rows]
    return [str(n), *(pct(sum(1 for x in ranks if x is not None and x <= k)) for k in (1, 5, 10)),
            f"{sum(1 / x for x in ranks if x is not None) / n:.3f}",
            "–" if decls[0] is None else pct(sum(decls))]


def table(rows: list[dict], names: list[str]) -> str:
    out = ["| repository | answer | anchors | file@1 | file@5 | file@10 | MRR@10 | decl@10 |",
           "|---|---|---|---|---|---|---|---|"]
    for name in [*names, "all"]:
        group = [r for r in rows if name in ("all", r["repo"])]
        for method in METHODS:
            cells = [f"**{name}**" if name == "all" else name, method, *summary(group, method)]
            out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


def measured() -> str:
    """The codesift measured: the --rev commit, else the installed tree's HEAD (+ edits)."""
    if os.environ.get(REV_ENV):
        return os.environ[REV_ENV][:12]
    repo = os.path.dirname(HERE)
    head = subprocess.run(["git", "-C", repo, "rev-parse", "--short=12", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or "?"
    dirty = subprocess.run(["git", "-C", repo, "status", "--porcelain", "--", "src"],
                           capture_output=True, text=True).stdout.strip()
    return head + (" with uncommitted src/ edits" if dirty else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mirror", default=os.environ.get("EVAL_MIRROR", ""),
                    help="folder of <owner>+<name>/repo git directories (default $EVAL_MIRROR)")
    ap.add_argument("--repos", default="", help="comma-separated names (default: the six; "
                    "'heldout' for heldout.txt's five, never used for tuning)")
    ap.add_argument("--rev", help="run this git revision of codesift (its src/ exported with git "
                    "archive and put first on PYTHONPATH), not the installed work tree")
    ap.add_argument("--cases", help="anchors to score: read when the file exists, else mined "
                    "and written there")
    ap.add_argument("--window", type=int, default=2000, help="first-parent commits before the pin")
    ap.add_argument("--max-lines", type=int, default=600,
                    help="changed source lines above which a commit is a refactor, not a case")
    ap.add_argument("--cap", type=int, default=150, help="anchors per repository at most")
    ap.add_argument("--out", help="one JSON row per anchor")
    args = ap.parse_args(argv)
    if args.rev and not os.environ.get(REV_ENV):
        with tempfile.TemporaryDirectory(prefix="codesift-rev-") as snap:
            sha = export_rev(args.rev, snap)
            env = dict(os.environ, PYTHONPATH=os.path.join(snap, "src"), **{REV_ENV: sha})
            return subprocess.call([sys.executable, os.path.abspath(__file__),
                                    *(argv if argv is not None else sys.argv[1:])], env=env)
    if not args.mirror:
        sys.exit("related_eval: give --mirror (or EVAL_MIRROR): the folder of <owner>+<name>/repo")
    for key in [k for k in os.environ if k.startswith("CODESIFT_")]:
        del os.environ[key]   # defaults, as an agent's first run has them
    names = [n for name in (args.repos.split(",") if args.repos else list(PINS))
             for n in (list(HELDOUT) if name == "heldout" else [name])]
    pins = {**HELDOUT, **PINS}
    unknown = [n for n in names if n not in pins]
    if unknown:
        sys.exit(f"related_eval: unknown repositories {', '.join(unknown)}; known: "
                 f"{', '.join(pins)}, heldout")
    known = None
    if args.cases and os.path.exists(args.cases):
        known = defaultdict(list)
        for case in map(json.loads, open(args.cases, encoding="utf-8")):
            known[case["repo"]].append(case)
    work = tempfile.mkdtemp(prefix="related-eval-")
    os.environ["XDG_CACHE_HOME"] = os.path.join(work, "cache")
    all_cases, rows = [], []
    try:
        for name in names:
            repo, pin = pins[name]
            git_dir = os.path.join(args.mirror, repo.replace("/", "+"), "repo")
            cases, got = measure(git_dir, pin, name, None if known is None else known[name],
                                 args.window, args.max_lines, args.cap,
                                 os.path.join(work, name))
            print(f"related_eval: {name}: {len(got)} anchors with gold", file=sys.stderr,
                  flush=True)
            all_cases += cases
            rows += got
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.cases and known is None:
        with open(args.cases, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(c) + "\n" for c in all_cases)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in rows)
    print(f"codesift {measured()}; {len(rows)} anchors from "
          f"{len({r['commit'] for r in rows})} commits\n")
    print(table(rows, names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
