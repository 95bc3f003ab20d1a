"""Agent questions: does codesift put the expected file and declaration first?

220 questions an agent would ask about 22 repositories in no eval set (concepts, identifiers in
words, exact names, "tests for X", config and flags; pasted messages, stack traces, compiler
output and issue texts), each written from the code before codesift was run, with the file that should come first and the
declarations that should be among the first hits (``agent_questions.jsonl``; the repositories
and their commits in ``agent_questions.txt``). Not run by CI.

    .venv/bin/python benchmarks/agent_questions.py --trees DIR [--mirror M] [--src SRC]
        [--questions Q.jsonl] [--out L.jsonl] [--compare OLD.jsonl] [--in-process]

``--trees`` holds one folder per repository (the questions' ``repo`` names); a missing one is
extracted from ``<mirror>/<owner>+<name>/repo`` at its pinned commit (every file, including
those ``export-ignore`` keeps out of ``git archive``), and every tree is made a git work tree
tracking all its files, as a clone is (``track_all``). ``--src`` runs that codesift source tree
instead of the installed one; ``--questions`` another set in the same form (the second set,
``agent_questions_2.jsonl``: 60 questions about 6 more repositories, written by a QA pass
before codesift ran, whose misses then led to rules; ``agent_questions_3.jsonl`` and
``agent_questions_4.jsonl``: 60 about 6 more each, the same way). Prints file@1, file@5 and decl@1/5/20 per repository and in
all; ``--compare`` lists the questions whose ranks moved. ``--in-process`` asks
``Index.search(q, limit=20)`` in this process instead of one ``codesift search`` per question:
the same hits, in minutes instead of half an hour for all sets.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable

HERE = os.path.dirname(os.path.abspath(__file__))


def pinned() -> dict[str, tuple[str, str]]:
    """Questions' repository name -> (owner/name, commit). A name is a tree's folder, so two
    repositories may not share one (set 13's go-yaml, first named `yaml`, ran on set 10's
    eemeli/yaml tree)."""
    out: dict[str, tuple[str, str]] = {}
    with open(os.path.join(HERE, "agent_questions.txt"), encoding="utf-8") as fh:
        for line in fh:
            fields = line.split("#", 1)[0].split()
            if fields:
                opts = dict(f.split("=", 1) for f in fields[1:])
                if out.get(opts["name"], (fields[0],))[0] != fields[0]:
                    sys.exit(f"agent_questions.txt: name={opts['name']} is given to "
                             f"{out[opts['name']][0]} and {fields[0]}")
                out[opts["name"]] = (fields[0], opts["rev"])
    return out


def extract(git_dir: str, rev: str, dest: str) -> None:
    """Every file of ``rev`` into ``dest``, through a throw-away index (the mirror is untouched).

    A mirror may list its largest files without holding them (AutoMapper's ``nuget.exe``):
    those are left out, and named on stderr.
    """
    os.makedirs(dest, exist_ok=True)
    git = ["git", "--git-dir", git_dir]
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "GIT_INDEX_FILE": os.path.join(tmp, "index")}
        subprocess.run([*git, "read-tree", rev], env=env, check=True)
        staged = subprocess.run([*git, "ls-files", "-s", "-z"], env=env, check=True,
                                capture_output=True).stdout.split(b"\0")
        entries = [(line.split()[1], line.split(b"\t", 1)[1]) for line in staged if line]
        checked = subprocess.run([*git, "cat-file", "--batch-check"], check=True,
                                 input=b"".join(oid + b"\n" for oid, _ in entries),
                                 capture_output=True).stdout.splitlines()
        absent = [path for (_, path), line in zip(entries, checked) if line.endswith(b" missing")]
        if absent:
            print(f"{dest}: {len(absent)} files not in the mirror, left out: "
                  + ", ".join(p.decode(errors="replace") for p in absent[:5]), file=sys.stderr)
            subprocess.run([*git, "update-index", "--force-remove", "-z", "--stdin"], env=env,
                           check=True, input=b"".join(p + b"\0" for p in absent))
        subprocess.run([*git, "--work-tree", dest, "checkout-index", "-a", "-f"], env=env,
                       check=True)
    track_all(dest)


def track_all(tree: str) -> None:
    """Make ``tree`` a git work tree whose index lists every file, as a clone's lists every
    tracked one: codesift then walks it by ``git ls-files``, which keeps a tracked file its
    ``.gitignore`` matches (jsonata's `jsonata.js`, meant for the built bundle, also matches
    the tracked src/jsonata.js, which a plain folder's walk leaves out). Intent-to-add
    entries: no blob is copied."""
    subprocess.run(["git", "init", "-q", tree], check=True)
    subprocess.run(["git", "-C", tree, "add", "--intent-to-add", "--force", "--all"], check=True)


def ranks(hits: list[dict], files: list[str], decls: list[str]) -> tuple[int | None, int | None]:
    """The expected file's place among the answer's files, the first expected declaration's
    among its hits, in one of the expected files (``main`` or ``next`` anywhere else is
    another declaration); 1-based, None: not shown."""
    order = list(dict.fromkeys(h["path"] for h in hits))
    file_rank = next((i for i, p in enumerate(order, 1) if p in files), None)
    decl_rank = next((i for i, h in enumerate(hits, 1)
                      if h.get("symbol") in decls and h["path"] in files), None)
    return file_rank, decl_rank


def totals(rows: list[dict]) -> str:
    with_decls = [r for r in rows if r["decls"]]

    def upto(key: str, n: int, among: list[dict]) -> int:
        return sum(1 for r in among if r[key] is not None and r[key] <= n)

    return (f"{len(rows):4d} {upto('file_rank', 1, rows):7d} {upto('file_rank', 5, rows):7d} "
            f"{len(with_decls):6d} {upto('decl_rank', 1, with_decls):7d} "
            f"{upto('decl_rank', 5, with_decls):7d} {upto('decl_rank', 20, with_decls):8d}")


def cli(cmd: list[str], trees: str, env: dict[str, str]) -> Callable[[str, str], list[dict]]:
    """A question asked as an agent does: ``codesift search - --json``, the question on stdin."""
    def ask(repo: str, question: str) -> list[dict]:
        done = subprocess.run([*cmd, "search", "-", "--root", os.path.join(trees, repo),
                               "--json", "--limit", "20"], input=question, env=env,
                              capture_output=True, text=True)
        try:
            return json.loads(done.stdout)["hits"]
        except (ValueError, KeyError):   # an error, or a crash: scored as a miss, and said
            print(f"agent_questions: {repo}: {question[:60]!r}: exit {done.returncode}: "
                  f"{done.stderr.strip()[-300:]}", file=sys.stderr)
            return []
    return ask


def in_process(trees: str, env: dict[str, str]) -> Callable[[str, str], list[dict]]:
    """A question asked of the library (``--src``'s when given), one open ``Index`` per tree,
    with the cache folder the CLI calls would use."""
    if "PYTHONPATH" in env:
        sys.path.insert(0, env["PYTHONPATH"])
    os.environ["XDG_CACHE_HOME"] = env["XDG_CACHE_HOME"]
    from codesift import Index

    opened: dict[str, Index] = {}

    def ask(repo: str, question: str) -> list[dict]:
        if repo not in opened:
            opened[repo] = Index(os.path.join(trees, repo))
        result = opened[repo].search(question, limit=20)
        return [{"path": h.path, "line": h.line, "symbol": h.symbol} for h in result.hits]
    return ask


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--trees", required=True, help="folder with one tree per repository")
    ap.add_argument("--mirror", default=os.environ.get("EVAL_MIRROR"),
                    help="folder of <owner>+<name>/repo git directories, for missing trees")
    ap.add_argument("--src", help="a codesift src/ folder to run instead of the installed one")
    ap.add_argument("--questions", default=os.path.join(HERE, "agent_questions.jsonl"))
    ap.add_argument("--out", default="agent_questions.out.jsonl")
    ap.add_argument("--compare", help="an earlier --out file")
    ap.add_argument("--cache", help="the indexes' folder (default: TREES/.codesift-cache); one "
                                    "per index schema lets two versions run side by side")
    ap.add_argument("--in-process", action="store_true",
                    help="search with the library in this process, not a CLI call per question")
    args = ap.parse_args()

    questions = [json.loads(line) for line in open(args.questions, encoding="utf-8")]
    repos = pinned()
    env = {**os.environ, "XDG_CACHE_HOME": args.cache or os.path.join(args.trees, ".codesift-cache")}
    if args.src:
        env["PYTHONPATH"] = args.src
    cmd = [sys.executable, "-m", "codesift"]
    for name in sorted({q["repo"] for q in questions}):
        tree = os.path.join(args.trees, name)
        if not os.path.isdir(tree):
            if not args.mirror:
                sys.exit(f"agent_questions: no tree {tree} and no --mirror to extract it from")
            full, rev = repos[name]
            extract(os.path.join(args.mirror, full.replace("/", "+"), "repo"), rev, tree)
        elif not os.path.exists(os.path.join(tree, ".git")):
            track_all(tree)   # a tree extracted before trees were work trees
        # Built first, so no answer comes from a pass its refresh budget cut short.
        built = subprocess.run([*cmd, "index", tree], env=env, capture_output=True, text=True)
        if built.returncode != 0:
            sys.exit(f"agent_questions: codesift index {tree} failed:\n{built.stderr}")

    ask = in_process(args.trees, env) if args.in_process else cli(cmd, args.trees, env)
    rows = []
    for q in questions:
        hits = ask(q["repo"], q["q"])
        file_rank, decl_rank = ranks(hits, q["files"], q["decls"])
        rows.append({**q, "file_rank": file_rank, "decl_rank": decl_rank,
                     "top": [[h["path"], h["line"], h.get("symbol")] for h in hits[:5]]})
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r) + "\n" for r in rows)

    by_repo: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        by_repo[r["repo"]].append(r)
    print(f"{'repo':12s}    n  file@1  file@5  decls  decl@1  decl@5  decl@20")
    for name, group in by_repo.items():
        print(f"{name:12s} {totals(group)}")
    print(f"{'ALL':12s} {totals(rows)}")
    if args.compare:
        old = {(r["repo"], r["q"]): r for r in map(json.loads, open(args.compare, encoding="utf-8"))}
        for r in rows:
            was = old.get((r["repo"], r["q"]))
            if was and (was["file_rank"], was["decl_rank"]) != (r["file_rank"], r["decl_rank"]):
                print(f"  {r['repo']:12s} file {was['file_rank']} -> {r['file_rank']}, decl "
                      f"{was['decl_rank']} -> {r['decl_rank']}: {r['q'][:70]}")


if __name__ == "__main__":
    main()
