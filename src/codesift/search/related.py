"""What else to read before changing the code at ``path:line``: ``find_related`` and ``codesift related``.

The anchor is the innermost chunk whose lines contain ``path:line`` (or, for a line outside
every declaration such as an import block, the gap between declarations; blank lines between
two declarations are the one below). Five channels then
rank other chunks on their own, fused by weighted Reciprocal Rank Fusion as in search:

* ``calls``: declarations whose name the anchor's text uses (called names count double), rarer
  names first, since ``send`` declared eight times says less than ``merge_setting`` declared once;
  a name the anchor's own file declares is that declaration; code calls its own language's
  (JavaScript's and TypeScript's together, C's, C++'s and Objective-C's, the JVM's), never a
  namespace (a test suite's `describe`) (``callees.py`` resolves them);
* ``callers``: chunks whose body mentions the anchor's name as a whole word (``methodMap``
  does not mention ``Method``), real calls (``name(``, ``.name(``, ``::name(``; ``.name``
  where calls need no parentheses) first, then code before tests; a declaration of the same
  name is one only when its body calls it;
* ``shared``: a BM25 query of the anchor's rarest identifiers (highest IDF, seen in at least
  one other chunk), so code about the same things ranks without naming each other;
* ``container``: siblings in the same class or module of the same file, nearest first (its
  variables and constants aside: one the anchor uses is among its calls);
* ``cochange``: the files git history changed together with the anchor's file, most such
  commits first (``cochange.py``), where no name links them (gin's ``ClientIP`` in context.go
  reads an option the engine in gin.go sets); each file is shown by its chunk the other
  channels rank highest, else its chunk sharing most of the anchor's rare identifiers, else
  its first declaration. No git, no history: no such channel.

The index stores tokens, not bodies, so the anchor's text and the callers' call sites are read
from the files on disk. The answer is a ``SearchResult`` whose first hit is the anchor, so it
renders exactly like a search.

>>> result = related(Index("/src/project"), "src/client.py", 42, limit=10)   # doctest: +SKIP
"""
from __future__ import annotations

import math
import os
import re
from typing import TYPE_CHECKING

import tantivy

from .candidates import PLACE_KEY, bm25_query
from .fusion import RRF_K
from ..bodies import source_lines
from ..errors import CodesiftError, counted, printable
from ..model import RELATIONS, SHOWN_PER_FILE, Hit
from ..paths import path_class
from ..result import SearchResult
from ..store import Store
from ..tokens import compact, distinct_tokens, text_tokens
from .callees import PARENS_CALL, SELF_OWNERS, anchor_name, calls, owner_names
from .cochange import cochanged
from .filters import Filters
from .located import innermost_at
from .places import file_chunks, not_indexed, place_file, repo_path, skip_reason
from .source_tests import in_source_test

if TYPE_CHECKING:
    from ..config import Settings
    from ..index import Index
    from ..store.refresh import StopFn

# Chosen on what real commits changed together (benchmarks/related_eval.py, 747 anchors of
# the six eval repositories; the table: docs/MEASUREMENTS-LOG.md, "Moved from BENCHMARKS.md,
# 2026-12-07"): calls 0.5, name-resolved callees being noisy
# (``get``, ``send``). cochange 1.0 lifts file@1/5/10 27.0/59.4/64.9 and MRR@10 0.400 to
# 35.5/75.9/81.5 and 0.519, decl@10 51.9 -> 53.4 (the five held-out repositories, never tuned
# on: MRR@10 0.449 -> 0.564); 2.0 gains MRR (0.542) but loses the other changed declarations
# (decl@10 47.8) to co-changed files' stand-ins, and 0.5 keeps half the gain.
CHANNEL_WEIGHTS = {"calls": 0.5, "callers": 1.0, "shared": 1.0, "container": 1.0,
                   "cochange": 1.0}
# The channel that ranks each relation asked alone (``only``), by the names users see.
CHANNEL_OF = dict(zip(RELATIONS, ("calls", "callers", "shared", "container", "cochange")))
DEPTH = 60                 # candidates each channel ranks
SHARED_TERMS = 24          # rare identifiers in the "shared" BM25 query
# Weights of the "shared" query: vocabulary in the body matters most for relatedness.
SHARED_FIELDS = {"body": 1.0, "signature": 1.0, "name": 1.0, "doc": 0.5, "container": 0.5}
# A place as compilers, grep, stack traces and codesift's own answers print it: PATH:LINE[:COL].
_NOT_NEIGHBOURS = frozenset({"file", "variable", "constant"})


def _read_lines(root: str, rel: str) -> list[str]:
    """The file's lines; a file swapped since it was indexed for a folder or a symlink (read
    while another process holds the index) is named as ``not_indexed`` names it."""
    try:
        return source_lines(os.path.join(root, rel))
    except OSError as exc:
        full = os.path.join(root, rel)
        if os.path.isdir(full) or os.path.islink(full):
            raise not_indexed(root, rel, None) from None
        raise CodesiftError("INVALID_PATH", f"cannot read {rel}: {exc.strerror}") from None


def related(ix: "Index", path: str, line: int, limit: int = 10, *, only: str | None = None,
            refresh: bool = True, should_stop: StopFn | None = None) -> SearchResult:
    """The chunk at ``path:line`` first, then up to ``limit`` chunks most related to it; with
    ``only`` (a ``RELATIONS`` name, in any case), those of that one relation, in its own order."""
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100:
        raise CodesiftError("INVALID_LIMIT", f"limit must be an integer from 1 to 100, got {limit!r}")
    # Any case, as the CLI's --only and the MCP tool take it (and ``detail`` everywhere):
    # ``only="Callers"`` was refused here alone.
    asked_only = only.lower() if isinstance(only, str) else only
    if asked_only is not None and asked_only not in RELATIONS:
        raise CodesiftError("INVALID_ARGUMENT", f"only must be one of {', '.join(RELATIONS)}, "
                            f"got {printable(only) if isinstance(only, str) else only!r}")
    only = asked_only
    if isinstance(line, bool) or not isinstance(line, int) or line < 1:
        raise CodesiftError("INVALID_LINE", f"line must be a positive integer, got {line!r}")
    path, placed = place_file(ix.root, path)
    if placed is not None and placed != line:   # answering for either would mislead
        raise CodesiftError("INVALID_LINE", f"the path names line {placed} but line is {line}")
    rel = repo_path(ix.root, path)
    report = (ix.ensure_fresh(should_stop=should_stop, first=[rel]) if refresh
              else ix.skipped_refresh())
    report, stale = (ix._recheck(report, [rel], should_stop=should_stop) if refresh
                     else (report, []))
    # Index damage met while reading is repaired under the write lock and the read retried;
    # while another process rebuilds an unreadable index the answer is empty (see Index.read).
    warming = ix._warming(report)
    building = ix._building(warming)
    hits = ix.read(lambda store: _related(store, ix.settings, ix.root, ix.path, rel, line, limit,
                                          warming, building, only), [])
    if not hits:   # not even the anchor: no index to read (none made yet, or being made)
        raise not_indexed(ix.root, rel, warming, building)
    # The other files' lines may have moved too (another process holds the index, mid-way
    # through a checkout): named as changed, as a search names them, or left out if deleted.
    gone: list[str] = []
    if refresh:
        stale = ix._changed_on_disk([rel, *(h.path for h in hits)])
        gone = [p for p in stale if p != rel and not os.path.isfile(os.path.join(ix.root, p))]
        hits = [h for h in hits if h.path not in gone]
        stale = [p for p in stale if p not in gone]
    # ``total`` counts what is returned, and ``filterable=False``: find_related takes no filters,
    # so a "N more, narrow with kind:…" line would point at arguments that do not exist.
    asked = f"{only} of" if only else "related to"
    return SearchResult(query=f"{asked} {rel}:{line}", hits=hits, total=len(hits), root=ix.root,
                        filters=Filters(), index=ix._index_facts(report), warming=warming,
                        building=building, stale=stale, deleted=gone, filterable=False,
                        relation=only or "", budget=ix.settings.budget)


Key = tuple[int, int]


def _related(store: Store, settings: Settings, root: str, index_dir: str, rel: str,
             line: int, limit: int,
             warming: tuple[int, int] | None, building: bool, only: str | None = None
             ) -> list[Hit]:
    searcher = store.searcher()
    schema = store.schema
    own = file_chunks(store, searcher, rel)
    if not own:  # every indexed file has at least one chunk (its whole-file chunk, if nothing else)
        raise not_indexed(root, rel, warming, building, skip_reason(store, settings, root, rel))
    lines = _read_lines(root, rel)
    if line > len(lines):
        raise CodesiftError("INVALID_LINE",
                            f"{rel} has {counted(len(lines), 'line')}; line {line} is past its end")
    anchor_key, anchor = _anchor(own, rel, line, lines)
    text = "\n".join(lines[anchor["line"] - 1:anchor["end"]])

    docs: dict[Key, dict] = {k: d for k, d in own.items()}
    addresses: dict[Key, tantivy.DocAddress] = {}

    def doc_of(key: Key) -> dict:
        d = docs.get(key)
        if d is None:
            d = docs[key] = store.decode(searcher.doc(addresses[key]))
        return d

    def related_to_anchor(key: Key) -> bool:
        """False for the anchor itself and for chunks that contain it or lie inside it."""
        if key == anchor_key:
            return False
        d = doc_of(key)
        if d["path"] != rel:
            return True
        a, b = anchor["line"], anchor["end"]
        return not (d["line"] <= a and b <= d["end"]) and not (a <= d["line"] and d["end"] <= b)

    def ranked(pairs: list[tuple[tuple, Key]], innermost: bool = False) -> dict[Key, int]:
        keep = list(dict.fromkeys(k for _, k in sorted(pairs) if related_to_anchor(k)))
        if innermost:
            keep = _innermost(keep, doc_of)
        return {k: i + 1 for i, k in enumerate(keep) if i < DEPTH}

    # Body channels match a class because one of its methods matches: keep the method. Name
    # channels match each declaration by its own name, so a class and its method both count.
    # The anchor's rarest identifiers as a BM25 query: the shared channel's, and what picks a
    # co-changed file's chunk (read once: each term is a document-frequency lookup).
    shared = bm25_query(schema, _rare_terms(searcher, anchor, text), SHARED_FIELDS)
    channels = {
        "calls": lambda: ranked(calls(store, searcher, anchor, text, rel, addresses, doc_of)),
        "callers": lambda: ranked(_callers(store, searcher, root, anchor, rel, addresses, doc_of),
                                  True),
        "shared": lambda: ranked(_shared(shared, searcher, addresses, doc_of), True),
        "container": lambda: ranked(_siblings(own, anchor)),
    }
    # The line asked about, when it lies past the anchor's first: `related big.py:1500` in a
    # 2000-line function reads around line 1500, as a compiler's path:line does in a search.
    # A line of the doc comment above the anchor is read with it, from its first line.
    focus = line if line > anchor["line"] else 0
    hits = [Hit.of(anchor, 1.0, {"anchor": 1}, focus)]
    # No file is held to a share when one relation is asked: asked for the callers of zod's
    # `processCreateParams`, all 42 in its own file, the fused answer (which spreads over
    # files) showed none.
    if only is not None and CHANNEL_OF[only] != "cochange":
        channel = CHANNEL_OF[only]
        chosen = sorted(channels[channel]().items(), key=lambda kv: kv[1])[:limit]
        return hits + [Hit.of(doc_of(k), 1.0 / (RRF_K + r), {channel: r}) for k, r in chosen]
    ranks = {channel: rank_of() for channel, rank_of in channels.items()}
    # A co-changed file is shown by the chunk of it the other channels rank highest, so history
    # lifts the place the names already point to instead of adding another for the file; else
    # by its chunk sharing the anchor's rarest identifiers, else by its first declaration.
    ranks["cochange"] = ranked(_cochange(store, searcher, index_dir, root, rel, shared,
                                         _fused(ranks), docs, addresses, doc_of))
    if only is not None:
        chosen = sorted(ranks["cochange"].items(), key=lambda kv: kv[1])[:limit]
        return hits + [Hit.of(doc_of(k), 1.0 / (RRF_K + r), {"cochange": r}) for k, r in chosen]
    fused = _fused(ranks)
    order = sorted(fused, key=lambda k: (-fused[k], PLACE_KEY(doc_of(k))))

    per_file: dict[str, int] = {}
    for key in order:
        if len(hits) > limit:
            break
        d = doc_of(key)
        # No file gets more hits than the renderer shows per file, so none is hidden under
        # "+ N more here" and the answer spreads over more files.
        shown = per_file.get(d["path"], int(d["path"] == rel))
        if shown >= SHOWN_PER_FILE:
            continue
        per_file[d["path"]] = shown + 1
        hits.append(Hit.of(d, fused[key], {c: ranks[c].get(key) for c in ranks}))
    return hits


def _fused(ranks: dict[str, dict[Key, int]]) -> dict[Key, float]:
    """Weighted Reciprocal Rank Fusion of the channels' ranks."""
    fused: dict[Key, float] = {}
    for channel, ranking in ranks.items():
        for key, rank in ranking.items():
            fused[key] = fused.get(key, 0.0) + CHANNEL_WEIGHTS[channel] / (RRF_K + rank)
    return fused


def _innermost(keys: list[Key], doc_of) -> list[Key]:
    """``keys`` in order, minus any that contains another of them in the same file."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for k in keys:
        d = doc_of(k)
        spans.setdefault(d["path"], []).append((d["line"], d["end"]))
    out = []
    for k in keys:
        d = doc_of(k)
        a, b = d["line"], d["end"]
        if not any(a <= x and y <= b and (x, y) != (a, b) for x, y in spans[d["path"]]):
            out.append(k)
    return out


# Why a file was skipped (walk/rules.py, the refresh), as ``outline`` and ``related`` say it.
def _anchor(own: dict[Key, dict], rel: str, line: int, lines: list[str]) -> tuple[Key | None, dict]:
    """The declaration whose doc comment holds ``line``, else the innermost chunk containing
    it; else the gap between declarations around it."""
    key = innermost_at(own, line)
    before = max((d["end"] for d in own.values() if d["end"] < line), default=0)
    documented = _documented(own, key, before, line, lines)
    if documented is not None:
        return documented, own[documented]
    if key is not None:
        return key, own[key]
    after = min((d["line"] for d in own.values() if d["line"] > line), default=len(lines) + 1)
    if not any(row.strip() for row in lines[before:after - 1]):
        # Blank lines between two declarations are no code of their own: the one below them
        # (the last one, at the end of the file). `related core.py:100`, between two
        # functions, anchored two empty lines and listed what shared none of their words.
        near = innermost_at(own, after if after <= len(lines) else before)
        if near is not None:
            return near, own[near]
    name = os.path.basename(rel)
    return None, {"path": rel, "kind": "file", "line": before + 1, "end": after - 1, "name": name,
                  "container": "", "signature": "", "doc": "", "lang": _lang_of(own)}


def _documented(own: dict[Key, dict], around: Key | None, before: int, line: int,
                lines: list[str]) -> Key | None:
    """The declaration right below ``line`` when ``line`` is in the doc comment the index
    gave it. A chunk's lines begin at its header (or attributes), not its doc: `related
    gin.go:200`, in the `// New returns …` comment above `func New(` at 202, anchored on the
    gap above New and read up to line 201. ``around`` holds ``line`` (None in a gap, whose
    last line before ``line`` is ``before``): the declaration is the next one inside it."""
    top = own[around]["line"] if around is not None else before
    end = own[around]["end"] if around is not None else len(lines)
    below = min((d["line"] for d in own.values() if line < d["line"] <= end), default=None)
    if below is None:
        return None
    key = innermost_at(own, below)
    if key is None or own[key]["line"] != below or not own[key]["doc"]:
        return None
    # The chunker's rule for the comment above a member's lines (``_keep_own_lines``),
    # imported here as store/chunkpool.py imports the chunker: ~5 ms a process that only
    # reads the index need not pay.
    from ..chunk import comment_above

    return key if comment_above(lines, below - 1, top - 1) <= line - 1 else None


def _lang_of(own: dict[Key, dict]) -> str:
    return next((d["lang"] for d in own.values()), "")


def _callers(store: Store, searcher: tantivy.Searcher, root: str, anchor: dict, rel: str,
             addresses: dict, doc_of) -> list[tuple[tuple, Key]]:
    """Chunks whose body mentions the anchor's name as a whole word; those that call it
    (``name(``, ``.name(``, ``::name(``; ``.name`` too where a call needs no parentheses)
    first."""
    name = anchor_name(anchor)
    tokens = text_tokens(name)
    if not tokens or len(compact(name)) < 3:
        return []
    query = tantivy.Query.term_query(store.schema, "t_body", tokens[0])
    found = searcher.search(query, DEPTH * 2, count=False).hits
    # `(?!\w)`, not `\b`, after the name: Ruby's `fresh? env` mentions `fresh?`.
    word = re.escape(name)
    call = re.compile(rf"\b{word}\s*\(")
    member = re.compile(rf"\.{word}(?!\w)")
    mention = re.compile(rf"\b{word}(?!\w)")
    # `Vec::new(` names another owner's `new`: no call, nor mention, of error.rs's. Only
    # after `::`, whose owner is a module or a type, never a variable as before `.` or `->`.
    owned = re.compile(rf"\b([A-Za-z_]\w*)::{word}(?!\w)")
    own_owners = owner_names(anchor) | {compact(o) for o in SELF_OWNERS}
    files: dict[str, list[str]] = {}
    out = []
    for score, a in found:
        key = (a.segment_ord, a.doc)
        addresses[key] = a
        d = doc_of(key)
        if d["path"] not in files:
            try:
                files[d["path"]] = _read_lines(root, d["path"])
            except CodesiftError:
                files[d["path"]] = []
        body = owned.sub(lambda m: m.group(0) if compact(m.group(1)) in own_owners else "",
                         "\n".join(files[d["path"]][d["line"] - 1:d["end"]]))
        # A declaration of the same name says it in its header (`def fmt(`, a prototype, an
        # override elsewhere): that first mention is no call of the anchor.
        first = mention.search(body) if d["name"] == name else None
        if first is not None:
            body = body[first.end():]
        # 0: a call; 1: the whole word. Where calls take parentheses, `.name` alone reads a
        # field or passes the method on: ripgrep's `ColorSpecs.matched` returning
        # `&self.matched` led `Sink::matched`'s callers, ahead of `self.sink.matched(`.
        called = call.search(body) or (d["lang"] not in PARENS_CALL and member.search(body))
        strength = 0 if called else 1 if mention.search(body) else 2
        # A body with only a token of the name (chi's `methodMap` for `Method`) or none (the
        # file moved) is no caller, nor is a declaration of the same name that does not call
        # it (a getter of the same name reading its field).
        if strength == 2 or (strength == 1 and first is not None):
            continue
        # Tests after code, those inside a source file too (a Rust `mod tests`): ripgrep's
        # tests of `Override::matched` calling `ov.matched(` led `Sink::matched`'s callers.
        # Equal scores by place, not by tantivy's document address (ties.py).
        test = path_class(d["path"]) != "source" or in_source_test(d)
        out.append(((strength, test, d["path"] != rel, -score, d["path"], d["line"]), key))
    return out


def _shared(query: tantivy.Query | None, searcher: tantivy.Searcher, addresses: dict,
            doc_of) -> list[tuple[tuple, Key]]:
    """BM25 over the anchor's rarest identifiers (those at least one other chunk also has:
    ``_rare_terms``), as ``query``."""
    if query is None:
        return []
    out = []
    for score, a in searcher.search(query, DEPTH + 8, count=False).hits:
        key = (a.segment_ord, a.doc)
        addresses[key] = a
        d = doc_of(key)
        out.append(((-score, d["path"], d["line"]), key))   # ties by place (ties.py)
    return out


def _rare_terms(searcher: tantivy.Searcher, anchor: dict, text: str) -> dict[str, float]:
    """The anchor's ``SHARED_TERMS`` rarest identifiers that another chunk has too."""
    n = max(1, searcher.num_docs)
    skip = set(text_tokens(anchor_name(anchor)))
    scored = []
    for i, tok in enumerate(distinct_tokens(text, 512)):
        if tok in skip or len(tok) < 3 or tok.isdigit():
            continue
        df = searcher.doc_freq("t_body", tok)
        if df < 2 or df > n / 4:
            continue
        scored.append((-math.log(1 + (n - df + 0.5) / (df + 0.5)), i, tok))
    return {tok: 1.0 for _, _, tok in sorted(scored)[:SHARED_TERMS]}


def _cochange(store: Store, searcher: tantivy.Searcher, index_dir: str, root: str, rel: str,
              shared: tantivy.Query | None, fused: dict[Key, float], docs: dict[Key, dict],
              addresses: dict, doc_of) -> list[tuple[tuple, Key]]:
    """One chunk of each file that changed with ``rel`` in git history, in the history's
    order (cochange.py): the one ``fused`` (the other channels) ranks highest, else the one
    sharing most of the anchor's rare identifiers (``shared``), else its first declaration. Files no
    longer indexed (renamed, deleted, skipped) drop out."""
    files = cochanged(root, index_dir, rel)[:DEPTH]
    if not files:
        return []
    wanted = set(files)
    chosen: dict[str, Key] = {}
    for key in sorted(fused, key=lambda k: (-fused[k], PLACE_KEY(doc_of(k)))):
        path = doc_of(key)["path"]
        if path in wanted and path not in chosen:
            chosen[path] = key
    rest = [p for p in files if p not in chosen]
    if rest and shared is not None:
        query = tantivy.Query.boolean_query([
            (tantivy.Occur.Must, shared),
            (tantivy.Occur.Must, tantivy.Query.term_set_query(store.schema, "path", rest))])
        found = []
        for score, a in searcher.search(query, 50 * len(rest), count=False).hits:
            key = (a.segment_ord, a.doc)
            addresses[key] = a
            found.append(((-score, PLACE_KEY(doc_of(key))), key))   # ties by place (ties.py)
        for _, key in sorted(found):
            chosen.setdefault(doc_of(key)["path"], key)
    for path in files:
        if path not in chosen:
            chunks = file_chunks(store, searcher, path)
            docs.update(chunks)
            # Its first declaration, or the whole-file chunk of a file that declares nothing.
            first = sorted(chunks, key=lambda k: (chunks[k]["kind"] == "file",
                                                  chunks[k]["line"], -chunks[k]["end"]))
            if first:
                chosen[path] = first[0]
    return [((i,), chosen[p]) for i, p in enumerate(files) if p in chosen]


def _siblings(own: dict[Key, dict], anchor: dict) -> list[tuple[tuple, Key]]:
    """Chunks of the same file and container, nearest first; not its values (a module's
    `scheduler = Scheduler()` beside a function took a place from the method it calls): one
    the anchor uses is among its calls."""
    centre = anchor["line"]
    return [((abs(d["line"] - centre), d["line"]), k) for k, d in own.items()
            if d["container"] == anchor["container"] and d["kind"] not in _NOT_NEIGHBOURS]
