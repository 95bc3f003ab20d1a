"""Does an index refreshed along a repository's history answer as a fresh build of its tree does?

An agent's index is built once and then refreshed, edit after edit, checkout after checkout.
tantivy keeps a deleted document in its segment's BM25 statistics until a merge, and a merge
estimates the tokens of what it dropped, so the refreshed index and a fresh build of the same
files score a little differently. This measures what that costs: for each eval repository it
clones the mirror, checks out the commit ``--back`` first-parent commits before the pin, builds,
walks to the pin in ``--steps`` checkouts with a refresh after each, then scores the eval's
change and long cases on that index and on a fresh build of the same tree (file Acc@1 and Acc@5,
as ``run.py`` scores them) and counts the queries whose first five files differ. Not run by CI.

    EVAL_WORK=/work/eval-work .venv/bin/python benchmarks/history.py --mirror <mirrors> \\
        [--back 300] [--steps 30] [--repos requests,gin] [--out rows.jsonl]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import tempfile

from codesift import Index

HERE = os.path.dirname(os.path.abspath(__file__))
REPOS = os.path.join(HERE, "..", "..", "shared", "eval", "repos.txt")
TRACKS = ("change", "long")


def pins(path: str) -> dict[str, tuple[str, str]]:
    """name -> (owner+name, pinned commit), from a repos.txt in the eval's format."""
    out: dict[str, tuple[str, str]] = {}
    for line in open(path, encoding="utf-8"):
        fields = line.split("#")[0].split()
        if fields:
            rev = next(f[4:] for f in fields if f.startswith("rev="))
            out[fields[0].split("/")[1]] = (fields[0].replace("/", "+"), rev)
    return out


def git(*args: str) -> str:
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def first_files(ix: Index, query: str) -> list[str]:
    """The first five distinct files of an answer of ten hits, as the eval ranks files."""
    out: list[str] = []
    for hit in ix.search(query, limit=10, refresh=False).hits:
        if hit.path not in out:
            out.append(hit.path)
    return out[:5]


def score(ix: Index, cases: list[dict]) -> tuple[dict[str, list[int]], list[list[str]]]:
    """Per track [cases, Acc@1 hits, Acc@5 hits], and each case's first five files."""
    tally = {t: [0, 0, 0] for t in TRACKS}
    tops = []
    for case in cases:
        files, gold = first_files(ix, case["query"]), set(case["gold_files"])
        row = tally[case["track"]]
        row[0] += 1
        row[1] += bool(files) and files[0] in gold
        row[2] += any(f in gold for f in files)
        tops.append(files)
    return tally, tops


def deleted_share(index_dir: str) -> tuple[int, int]:
    """(deleted, all) documents in the chunk index's segments, from its meta.json."""
    with open(os.path.join(index_dir, "chunks", "meta.json"), encoding="utf-8") as fh:
        segments = json.load(fh)["segments"]
    return (sum((s.get("deletes") or {}).get("num_deleted_docs", 0) for s in segments),
            sum(s["max_doc"] for s in segments))


def measure(git_dir: str, rev: str, cases: list[dict], back: int, steps: int, work: str) -> dict:
    """Walk ``back`` commits up to ``rev`` in ``steps`` refreshes; score both indexes."""
    tree = os.path.join(work, "tree")
    git("clone", "-q", "--no-checkout", git_dir, tree)
    revs = git("-C", tree, "rev-list", "--first-parent", f"-{back + 1}", rev).split()[::-1]
    hops = sorted({round(i * (len(revs) - 1) / steps) for i in range(1, steps + 1)})
    git("-C", tree, "checkout", "-q", revs[0])
    walked = Index(tree, flags={"index_dir": os.path.join(work, "walked")})
    walked.refresh()
    for i in hops:
        git("-C", tree, "checkout", "-q", revs[i])
        walked.refresh()
    fresh = Index(tree, flags={"index_dir": os.path.join(work, "fresh")})
    fresh.refresh()
    (w, w_tops), (f, f_tops) = score(walked, cases), score(fresh, cases)
    deleted, docs = deleted_share(walked.path)
    return {"commits": len(revs) - 1, "refreshes": len(hops), "deleted": deleted, "docs": docs,
            "walked": w, "fresh": f, "differ": sum(a != b for a, b in zip(w_tops, f_tops)),
            "cases": len(cases)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mirror", default=os.environ.get("EVAL_MIRROR", ""))
    ap.add_argument("--cases", default=os.path.join(os.environ.get("EVAL_WORK", ""), "cases"))
    ap.add_argument("--repos-file", default=REPOS)
    ap.add_argument("--repos", default="", help="comma-separated names (default: all)")
    ap.add_argument("--back", type=int, default=300)
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    pinned = pins(args.repos_file)
    names = args.repos.split(",") if args.repos else list(pinned)
    rows = []
    print("| repository | commits | refreshes | deleted docs | change Acc@1 / Acc@5 walked | fresh "
          "| long Acc@1 / Acc@5 walked | fresh | first five files differ |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in names:
        folder, rev = pinned[name]
        with open(os.path.join(args.cases, f"{name}.jsonl"), encoding="utf-8") as fh:
            cases = [c for c in map(json.loads, fh) if c["track"] in TRACKS]
        work = tempfile.mkdtemp(prefix=f"history-{name}-")
        try:
            row = {"repo": name, **measure(os.path.join(args.mirror, folder, "repo"), rev, cases,
                                           args.back, args.steps, work)}
        finally:
            shutil.rmtree(work, ignore_errors=True)
        rows.append(row)
        w, f = row["walked"], row["fresh"]
        print(f"| {name} | {row['commits']} | {row['refreshes']} | {row['deleted']} of {row['docs']} "
              f"| {w['change'][1]} / {w['change'][2]} of {w['change'][0]} | {f['change'][1]} / {f['change'][2]} "
              f"| {w['long'][1]} / {w['long'][2]} of {w['long'][0]} | {f['long'][1]} / {f['long'][2]} "
              f"| {row['differ']} of {row['cases']} |", flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in rows)


if __name__ == "__main__":
    main()
