#!/bin/sh
# Mine the held-out repositories (benchmarks/heldout.txt) into their own EVAL_WORK and score
# codesift and both baselines on them with ../shared/eval/run.py.
#
#   REPOS        the repository list (default benchmarks/heldout.txt; benchmarks/languages.txt
#                for the other-languages set)
#   EVAL_MIRROR  folder holding <owner>+<name>/repo git directories with history (required)
#   HELDOUT_WORK where cases, corpora and results go (default /tmp/codesift-heldout)
#   CODESIFT_CMD the codesift to score (default .venv/bin/codesift)
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
EVAL=${EVAL_DIR:-$HERE/../../shared/eval}
export EVAL_WORK=${HELDOUT_WORK:-${TMPDIR:-/tmp}/codesift-heldout}
export CODESIFT_CMD=${CODESIFT_CMD:-$HERE/../.venv/bin/codesift}
: "${EVAL_MIRROR:?set EVAL_MIRROR to the folder with <owner>+<name>/repo git directories}"

python3 "$EVAL/mine.py" --all --repos-file "${REPOS:-$HERE/heldout.txt}"
mkdir -p "$EVAL_WORK/results"
python3 "$EVAL/run.py" --tools codesift --out "$EVAL_WORK/results/codesift.json" \
    --per-case "$EVAL_WORK/results/codesift.jsonl"
python3 "$EVAL/run.py" --tools bm25-files,ripgrep --out "$EVAL_WORK/results/base.json"
