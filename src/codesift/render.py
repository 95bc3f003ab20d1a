"""Address-first rendering: one line per hit, collapsed per file, inside a hard token budget.

A hit line reads ``path:line  kind qualified.name(params) — first sentence of the doc``; hits in
one file gather under a single path header (three at most, then ``+ N more here``). The
budget (tokens estimated as chars/4) stops rendering at a whole block, never inside an
address. The answer ends by saying what it withheld, which filters would narrow it, and the
exact read call for the top hit, so the agent's next step costs nothing to work out.

>>> print(render_text(result, budget=1500))    # doctest: +SKIP
"""
from __future__ import annotations

import json
import os
import re
from collections import Counter
from dataclasses import dataclass, field

from .filters import Filters
from .model import Hit

PER_FILE = 3
SNIPPET_LINES = 4
FULL_LINES = 60
READ_LIMIT_CAP = 120
_SENTENCE = re.compile(r"(.+?[.!?])(?:\s|$)")


@dataclass
class SearchResult:
    """What a search found, with the facts the renderers need to say what it left out."""

    query: str
    hits: list[Hit]
    total: int
    root: str
    filters: Filters = field(default_factory=Filters)
    index: dict = field(default_factory=dict)       # files, chunks, refresh report
    warming: tuple[int, int] | None = None          # (scanned, total) when the index is partial

    def to_json(self) -> dict:
        return {
            "query": self.query,
            "hits": [h.to_json() for h in self.hits],
            "total": self.total,
            "shown": len(self.hits),
            "omitted": max(0, self.total - len(self.hits)),
            "index": self.index,
        }


def estimate_tokens(text: str) -> int:
    return (len(text) + 3) // 4


def first_sentence(doc: str, cap: int = 120) -> str:
    doc = doc.strip()
    m = _SENTENCE.match(doc)
    s = m.group(1) if m else doc
    return s if len(s) <= cap else s[: cap - 1].rstrip() + "…"


def _params(hit: Hit) -> str:
    """What follows the name in its signature (``(self, req) -> Response``), trimmed."""
    sig = hit.signature
    if not sig or hit.kind in ("section", "file"):
        return ""
    at = sig.find(hit.symbol)
    rest = sig[at + len(hit.symbol):] if at >= 0 else ""
    rest = rest.rstrip(" {:=").strip()
    if not rest.startswith(("(", "<", "[")):
        return ""
    return rest if len(rest) <= 100 else rest[:99] + "…"


def hit_label(hit: Hit) -> str:
    """``kind qualified.name(params) — first sentence``: the address line after ``path:line``."""
    name = hit.qualified if hit.kind != "section" else hit.symbol
    label = f"{hit.kind} {name}{_params(hit)}"
    if hit.kind == "section" and hit.container:
        label += f"  (in {hit.container})"
    doc = first_sentence(hit.doc)
    return f"{label} — {doc}" if doc else label


def _body_lines(root: str, hit: Hit, detail: str) -> list[str]:
    """Source lines under the address for ``snippets``/``full``; empty if the file is gone."""
    if detail == "signatures":
        return []
    want = SNIPPET_LINES if detail == "snippets" else FULL_LINES
    try:
        with open(os.path.join(root, hit.path), encoding="utf-8", errors="replace") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return []
    end = min(hit.end_line, hit.line - 1 + want, len(lines))
    body = [f"    {ln.rstrip()}" for ln in lines[hit.line - 1:end]]
    if hit.end_line > end:
        body.append(f"    … ({hit.end_line - end} more lines)")
    return body


def _file_blocks(result: SearchResult, detail: str) -> list[tuple[list[str], int]]:
    """Hits grouped by file in order of each file's best hit: (lines, addresses shown) per file."""
    groups: dict[str, list[Hit]] = {}
    for hit in result.hits:
        groups.setdefault(hit.path, []).append(hit)
    blocks = []
    for path, hits in groups.items():
        shown = hits[:PER_FILE]
        if len(hits) == 1:
            block = [f"{path}:{hits[0].line}  {hit_label(hits[0])}"]
            block += _body_lines(result.root, hits[0], detail)
        else:
            block = [path]
            for hit in shown:
                block.append(f"  :{hit.line}  {hit_label(hit)}")
                block += _body_lines(result.root, hit, detail)
            if len(hits) > PER_FILE:
                block.append(f'  + {len(hits) - PER_FILE} more here (narrow with path:"{path}")')
        blocks.append((block, len(shown)))
    return blocks


def narrowing(result: SearchResult) -> list[str]:
    """Concrete filters that would cut the result down, drawn from what it matched."""
    out: list[str] = []
    f = result.filters
    if not f.kinds:
        kinds = Counter(h.kind for h in result.hits if h.kind not in ("file", "section"))
        if kinds:
            out.append(f'kind:"{kinds.most_common(1)[0][0]}"')
    if not f.path:
        tops = Counter(h.path.split("/", 1)[0] for h in result.hits if "/" in h.path)
        if tops:
            out.append(f'path:"{tops.most_common(1)[0][0]}/**"')
    if not f.langs:
        langs = Counter(h.lang for h in result.hits)
        if len(langs) > 1:
            out.append(f'lang:"{langs.most_common(1)[0][0]}"')
    if not f.exclude and any("test" in h.path for h in result.hits):
        out.append('exclude:"tests/**"')
    return out


def read_call(hit: Hit) -> str:
    limit = min(hit.end_line - hit.line + 1, READ_LIMIT_CAP)
    args = json.dumps({"path": hit.path, "offset": hit.line, "limit": max(1, limit)})
    return f"Next: read({args}) for {hit.qualified}"


def render_text(result: SearchResult, budget: int = 1500, detail: str = "signatures") -> str:
    """The answer as text, never over ``budget`` tokens except to show one whole address."""
    head: list[str] = []
    if result.warming:
        done, total = result.warming
        head.append(f"(index warming up: {done} of {total} files scanned — run again for fuller coverage)")
    if not result.hits:
        return "\n".join(head + no_hits(result)) + "\n"
    tail_reserve = 60  # the withheld line and the next-read line, in tokens
    used = estimate_tokens("\n".join(head)) + tail_reserve
    lines = list(head)
    shown_hits = 0
    for i, (block, count) in enumerate(_file_blocks(result, detail)):
        cost = estimate_tokens("\n".join(block)) + 1
        # The first block always shows: an answer needs at least one whole address.
        if i and used + cost > budget:
            break
        lines += block
        used += cost
        shown_hits += count
    withheld = result.total - shown_hits
    if withheld > 0:
        hint = ", ".join(narrowing(result))
        more = f"… {withheld} more matches not shown."
        lines.append(f"{more} Narrow with {hint} …" if hint else more)
    lines.append(read_call(result.hits[0]))
    return "\n".join(lines) + "\n"


def no_hits(result: SearchResult) -> list[str]:
    """No hits is an answer: say which filters to drop, and when grep is the better tool."""
    q = result.query.strip().splitlines()[0][:80] if result.query.strip() else ""
    lines = [f'No matches for "{q}".']
    active = result.filters.describe()
    if active:
        lines.append(f"Filters in force: {', '.join(active)} — drop some to widen the search.")
    lines.append(f"For exact strings or every occurrence, grep is the better call: rg -n -F {json.dumps(q)}")
    return lines


def render_json(result: SearchResult) -> str:
    return json.dumps(result.to_json(), ensure_ascii=False)
