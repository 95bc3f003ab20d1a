"""Address-first rendering: one line per hit, collapsed per file, inside a hard token budget.

A hit line reads ``path:line  kind qualified.name(params) — first sentence of the doc``; hits in
one file gather under a single path header (three at most, then ``+ N more here``). The
budget (tokens estimated as chars/4) is spent one whole hit at a time, so an address is never
cut; only the very first hit may overrun it, because an answer needs one address. The answer
ends by saying what it withheld, which filters would narrow it, and the exact read call for
the top hit, so the agent's next step costs nothing to work out.

>>> print(render_text(result, budget=1500))    # doctest: +SKIP
"""
from __future__ import annotations

import json
import os
import re
import shlex
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator

from .config import DETAILS
from .errors import CodesiftError
from .model import Hit
from .paths import path_class
from .search.filters import Filters, path_regex

PER_FILE = 3
SNIPPET_LINES = 4
FULL_LINES = 60
READ_LIMIT_CAP = 120
# An address line's parts, capped so a hit costs about 25 tokens: the agent reads the
# declaration itself for the rest.
DOC_CHARS = 72
PARAMS_CHARS = 60
BODY_LINE_CHARS = 200
MAX_HINTS = 4
# A sentence ends at . ! or ? before a space, but not after "e.g", "i.e", "etc", "vs" or "cf".
_SENTENCE = re.compile(r"(.+?(?<!e\.g)(?<!i\.e)(?<!etc)(?<!vs)(?<!cf)[.!?])(?:\s|$)")
# JSDoc/PHPDoc/Javadoc block tags end the description ("Lookup view by name @param {string}").
_BLOCK_TAG = re.compile(r"(?:^|\s)@(?:param|returns?|throws|exception|private|public|protected|"
                        r"internal|api|see|since|example|type|typedef|property|template|"
                        r"inheritdoc|override|access|author|version|var|method|package|todo)\b"
                        r"|\{@inheritdoc\}", re.I)
_SPACE = re.compile(r"\s+")


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
        """The ``--json`` shape of issue 2, key for key (the eval harness parses it)."""
        return {
            "query": self.query,
            "hits": [hit_json(h) for h in self.hits],
            "total": self.total,
            "shown": len(self.hits),
            "omitted": max(0, self.total - len(self.hits)),
            "index": self.index,
        }


def hit_json(hit: Hit) -> dict:
    """One hit as JSON: exactly the documented keys, path repo-relative with forward slashes.

    ``channels`` are the hit's own: a search's bm25/symbol/file ranks, or ``related``'s
    anchor/calls/callers/shared/container ranks.
    """
    return {
        "path": hit.path.replace(os.sep, "/"), "line": hit.line, "end_line": hit.end_line,
        "kind": hit.kind, "symbol": hit.symbol, "container": hit.container,
        "signature": hit.signature, "doc": hit.doc, "score": round(hit.score, 6),
        "channels": dict(hit.channels),
    }


def estimate_tokens(text: str) -> int:
    """The budget's unit: a token is about four characters of code or prose."""
    return (len(text) + 3) // 4


def one_line(text: str) -> str:
    """Whitespace (newlines included) folded to single spaces: an address is one line."""
    return _SPACE.sub(" ", text).strip()


# Markup that costs characters and tells an agent nothing a plain name would not.
# Sphinx roles: :class:`~pkg.Name` -> `Name`, :func:`title <target>` -> `title`.
_RST_ROLE = re.compile(r":(?:[\w-]+:)+`!?(~?)([^`<]*?)\s*(?:<[^`>]*>)?`")
_RST_LITERAL = re.compile(r"``([^`]+)``")
# Javadoc inline tags: {@link Foo#bar} -> `Foo#bar`, {@link Foo label} -> label, {@code x} -> `x`.
_JAVADOC_TAG = re.compile(r"\{@(?:link|linkplain|code|literal|value)\s+([^\s}]+)(?:\s+([^}]+))?\}")
# A list item or quote marker opening a Markdown section's first line.
_LIST_MARKER = re.compile(r"^(?:[-*+>]|\d+[.)])\s+")
# Sphinx's ``#:`` attribute comments keep their colon on every line once ``#`` is stripped.
_SPHINX_ATTR_COLON = re.compile(r"(?:^|\s):\s")


def _role(m: re.Match[str]) -> str:
    """A Sphinx role as the name it shows (``~`` shows the last dotted part, as Sphinx does)."""
    text = m.group(2)
    return f"`{text.rsplit('.', 1)[-1] if m.group(1) else text}`"


def _javadoc(m: re.Match[str]) -> str:
    """A Javadoc inline tag as what it renders to: its label, else its target as code."""
    target, label = m.group(1), m.group(2)
    return label.strip() if label else f"`{target.lstrip('#')}`"


def description(hit: Hit) -> str:
    """The doc's first sentence as plain prose: markup, comment residue and a repeated name gone.

    The stored doc keeps the source's text (JSON shows it whole); the address line has ~18
    tokens for it, so characters spent on ``:class:`` roles or ``{@link}`` tags, a Go comment
    restating the name just printed, or a first line with no words at all are characters the
    sentence itself does not get.
    """
    doc = one_line(hit.doc)
    if doc.startswith(": "):
        doc = _SPHINX_ATTR_COLON.sub(" ", doc).strip()
    if ":`" in doc:
        doc = _RST_ROLE.sub(_role, doc)
    if "``" in doc:
        doc = _RST_LITERAL.sub(r"`\1`", doc)
    if "{@" in doc:
        doc = _JAVADOC_TAG.sub(_javadoc, doc)
    doc = _LIST_MARKER.sub("", doc)
    tag = _BLOCK_TAG.search(doc)
    if tag is not None:
        doc = doc[:tag.start()].rstrip()
    # Go doc comments open with the declared name ("RunFd attaches ..."), a method's often
    # with its receiver too ("Render (JSON) writes ..."): both are printed right before.
    if hit.lang == "go" and hit.symbol and doc.startswith(hit.symbol + " "):
        rest = doc[len(hit.symbol) + 1:]
        receiver = f"({hit.container}) "
        if hit.container and rest.startswith(receiver):
            rest = rest[len(receiver):]
        if rest[:1].islower():
            doc = rest
    sentence = first_sentence(doc)
    # A sentence with no word in it (``{``, an RST ``..`` directive) or a markup declaration
    # (``<!DOCTYPE html>``, ``<?xml ...?>``) is not a description.
    if sentence.startswith(("<!", "<?")) or not any(c.isalnum() for c in sentence):
        return ""
    return sentence


def first_sentence(doc: str, cap: int = DOC_CHARS) -> str:
    """The doc's first sentence (or its start, cut at ``cap`` characters with ``…``)."""
    doc = one_line(doc)
    m = _SENTENCE.match(doc)
    return cut(m.group(1) if m else doc, cap)


def cut(text: str, cap: int) -> str:
    """``text`` in at most ``cap`` characters, ending ``…`` when cut, at a word's end if one is
    near (a half word, ``transmissio…``, costs characters and reads as a typo)."""
    if len(text) <= cap:
        return text
    head = text[: cap - 1]
    space = head.rfind(" ")
    if text[cap - 1] != " " and space >= cap * 2 // 3:
        head = head[:space]
    return head.rstrip(" ,") + "…"


# Python's explicit receiver: every instance method has it, and a call never writes it.
_SELF_PARAM = re.compile(r"^\(self\s*(?:,\s*|(?=\)))")


def _fold_list(params: str) -> str:
    """A parameter list written one per line, as one line: ``( a, b, )`` -> ``(a, b)``.

    Only the list's own parentheses are touched (after any generics, ``<'a>(&'a self,)``), so
    a default such as ``(1,)`` keeps its comma.
    """
    open_at = params.find("(")
    if open_at < 0:
        return params
    depth = 0
    for i in range(open_at, len(params)):
        depth += params[i] in "([{"
        depth -= params[i] in ")]}"
        if depth == 0:
            inner = params[open_at + 1:i].strip().rstrip(",").rstrip()
            return f"{params[:open_at]}({inner}){params[i + 1:]}"
    return params


# Languages whose parameters read ``name: type``, and those that read ``type name``; Go's
# read ``name type``. Ruby and Bash write names only.
_NAME_FIRST = frozenset({"python", "javascript", "typescript", "tsx", "rust", "kotlin", "swift",
                         "scala"})
_NAME_LAST = frozenset({"java", "c", "cpp", "csharp", "php"})
_OPEN, _CLOSE = "([{<", ")]}>"
_TRAILING_NAME = re.compile(r"[$\w]+(?=\W*$)")


def _split_top(text: str, sep: str) -> list[str]:
    """``text`` split at each ``sep`` outside brackets (``->`` and ``=>`` are no brackets)."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE and not (c == ">" and text[i - 1:i] in ("-", "=")):
            depth = max(0, depth - 1)
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _param_name(param: str, lang: str) -> str:
    """One parameter without its type or default: what a caller names when passing it."""
    if lang in _NAME_FIRST:
        name = _split_top(_split_top(param, "=")[0], ":")[0]
        return name[4:] if name.startswith("mut ") else name
    if lang == "go":
        return param.split(" ", 1)[0]       # an unnamed parameter is its type: kept whole
    bare = _split_top(param, "=")[0].rstrip("[] ")
    if lang in _NAME_LAST and "(" not in bare:       # a C function pointer keeps its shape
        m = _TRAILING_NAME.search(bare)
        return m.group(0) if m else bare
    return bare


def _names_only(rest: str, lang: str) -> tuple[str, str]:
    """A long parameter list as its names (``(cookies)``), and what follows the list
    (`` -> None``): every parameter an agent could pass, where the typed list cut at the cap
    would stop inside the first type. ``(rest, "")`` when there is no list to read."""
    open_at = rest.find("(")
    if open_at < 0 or "lambda" in rest:     # a lambda default's commas are not separators
        return rest, ""
    depth = 0
    for i in range(open_at, len(rest)):
        depth += rest[i] in "([{"
        depth -= rest[i] in ")]}"
        if depth == 0:
            params, tail = _split_top(rest[open_at + 1:i], ","), rest[i + 1:]
            break
    else:
        # The stored signature was cut inside the list: its last parameter is a fragment.
        params, tail = _split_top(rest[open_at + 1:], ",")[:-1] + ["…"], ""
    names = [p if p == "…" else _param_name(p, lang) for p in params if p]
    return f"{rest[:open_at]}({', '.join(names)})", tail


def _params(hit: Hit) -> str:
    """What follows the name in its signature (``(req) -> Response``), trimmed."""
    sig = one_line(hit.signature)
    if not sig or not hit.symbol or hit.kind in ("section", "file"):
        return ""
    m = re.search(r"(?<![\w$])" + re.escape(hit.symbol) + r"(?![\w$])", sig)
    if m is None:
        return ""
    rest = sig[m.end():].rstrip(" {:=").strip()
    if not rest.startswith(("(", "<", "[")):
        return ""
    rest = _fold_list(rest)
    if hit.lang == "python" and hit.kind in ("method", "constructor", "property", "prototype"):
        rest = _SELF_PARAM.sub("(", rest)
    if len(rest) > PARAMS_CHARS:
        names, tail = _names_only(rest, hit.lang)
        if len(names) + len(tail) <= PARAMS_CHARS:
            return names + tail
        # The names before the return type: a return type cut to "->…" says nothing.
        return cut(names, PARAMS_CHARS) + ("…" if tail and len(names) <= PARAMS_CHARS else "")
    return rest


def _name(hit: Hit) -> str:
    """The name an address shows: qualified, without repeating what the line already says.

    A constructor named after its class (Java, C#, C++) is shown as the class
    (``Retrofit.Builder(...)``, not ``Retrofit.Builder.Builder(...)``); a whole-file hit, or
    the text before a Markdown file's first heading, is named by the file name the path just
    printed, so it shows none.
    """
    if hit.kind in ("file", "section") and hit.symbol == hit.path.rsplit("/", 1)[-1]:
        return ""
    if hit.kind == "constructor" and hit.container and \
            hit.container.rsplit(".", 1)[-1] == hit.symbol:
        return one_line(hit.container)
    return one_line(hit.qualified)


def hit_label(hit: Hit) -> str:
    """``kind qualified.name(params) — first sentence``: the address line after ``path:line``."""
    name = _name(hit)
    label = f"{hit.kind} {name}{_params(hit)}" if name else hit.kind
    if hit.kind == "section" and hit.container:
        label += f"  (in {one_line(hit.container)})"
    doc = description(hit)
    return f"{label} — {doc}" if doc else label


class _Sources:
    """File lines for snippet bodies, read once per file and only for hits that get shown."""

    def __init__(self, root: str) -> None:
        self.root = root
        self._cache: dict[str, list[str]] = {}

    def lines(self, rel: str) -> list[str]:
        if rel not in self._cache:
            try:
                with open(os.path.join(self.root, rel), encoding="utf-8", errors="replace") as fh:
                    self._cache[rel] = fh.read().splitlines()
            except OSError:
                self._cache[rel] = []  # gone since indexing: the address still stands
        return self._cache[rel]


def _body(sources: _Sources, hit: Hit, detail: str) -> list[str]:
    """Source lines under an address for ``snippets``/``full``; empty for ``signatures``."""
    if detail == "signatures":
        return []
    want = SNIPPET_LINES if detail == "snippets" else FULL_LINES
    lines = sources.lines(hit.path)
    end = min(hit.end_line, hit.line - 1 + want, len(lines))
    body = []
    for ln in lines[hit.line - 1:end]:
        ln = ln.rstrip().expandtabs(4)
        body.append("    " + (ln if len(ln) <= BODY_LINE_CHARS else ln[:BODY_LINE_CHARS - 1] + "…"))
    if body and hit.end_line > end:
        body.append(f"    … ({hit.end_line - end} more lines)")
    return body


@dataclass
class _Unit:
    """One hit as rendered: its address line, any body lines, and lines it brings along."""

    lead: list[str]      # a file header that must come with this hit, if any
    address: str
    body: list[str]
    trail: list[str]     # the file's "+ N more here" line after its last shown hit

    def lines(self) -> list[str]:
        return self.lead + [self.address] + self.body + self.trail


def _units(result: SearchResult, detail: str, sources: _Sources) -> Iterator[_Unit]:
    """Hits grouped by file, files in order of their best hit; built lazily as budget allows."""
    groups: dict[str, list[Hit]] = {}
    for hit in result.hits:
        groups.setdefault(hit.path, []).append(hit)
    for path, hits in groups.items():
        if len(hits) == 1:
            yield _Unit([], f"{path}:{hits[0].line}  {hit_label(hits[0])}",
                        _body(sources, hits[0], detail), [])
            continue
        shown = hits[:PER_FILE]
        for i, hit in enumerate(shown):
            trail = []
            if i == len(shown) - 1 and len(hits) > PER_FILE:
                trail = [f'  + {len(hits) - PER_FILE} more here (narrow with path:"{path}")']
            yield _Unit([path] if i == 0 else [], f"  :{hit.line}  {hit_label(hit)}",
                        _body(sources, hit, detail), trail)


def _chars(lines: list[str]) -> int:
    return sum(len(ln) + 1 for ln in lines)


def render_text(result: SearchResult, budget: int = 1500, detail: str = "signatures") -> str:
    """The answer as text, within ``budget`` tokens unless the first address alone exceeds it."""
    if detail not in DETAILS:
        raise CodesiftError("INVALID_DETAIL", f"detail must be one of {', '.join(DETAILS)}, got {detail!r}")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise CodesiftError("INVALID_BUDGET", f"budget must be a positive number of tokens, got {budget!r}")
    head: list[str] = []
    if result.warming:
        done, total = result.warming
        head.append(f"(index warming up: {done} of {total} files scanned — run again for fuller coverage)")
    if not result.hits:
        return "\n".join(head + no_hits(result)) + "\n"

    hints = narrowing(result)
    # Room for the closing lines, sized for the largest withheld count they could report.
    reserve = _chars([withheld_line(result.total, hints), read_call(result.hits[0])])
    room = budget * 4 - reserve - _chars(head)
    lines = list(head)
    shown = 0
    for unit in _units(result, detail, _Sources(result.root)):
        cost = _chars(unit.lines())
        if shown and cost > room:
            break
        if not shown and cost > room:
            # The first hit always shows; its body is cut to fit, never its address.
            fixed = _chars(unit.lead + [unit.address] + unit.trail)
            keep = []
            for ln in unit.body:
                if fixed + _chars(keep + [ln, "    …"]) > room:
                    break
                keep.append(ln)
            if len(keep) < len(unit.body):
                keep.append("    …")
            unit.body = keep
            cost = _chars(unit.lines())
        lines += unit.lines()
        room -= cost
        shown += 1
    withheld = result.total - shown
    if withheld > 0:
        lines.append(withheld_line(withheld, hints))
    lines.append(read_call(result.hits[0]))
    return "\n".join(lines) + "\n"


def withheld_line(count: int, hints: list[str]) -> str:
    more = f"… {count} more matches not shown."
    if hints:
        return f"{more} Narrow with {', '.join(hints)}."
    return f"{more} A more specific query narrows them."


def _keeps(pattern: str, path: str) -> bool:
    """Whether a path filter (glob or substring, as ``search/filters.py`` reads it) matches ``path``."""
    return re.fullmatch(path_regex(pattern), path) is not None


def narrowing(result: SearchResult) -> list[str]:
    """Concrete filters that would cut this result down while keeping its top hit.

    Each suggestion is checked against the hits: one that drops nothing, or drops the top hit,
    is not offered. Filters already in force are not offered again.
    """
    hits, f = result.hits, result.filters
    if not hits:
        return []
    top = hits[0]
    out: list[str] = []
    if not f.kinds and any(h.kind != top.kind for h in hits):
        out.append(f'kind:"{top.kind}"')
    if not f.path:
        parts = top.path.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            folder = "/".join(parts[:depth])
            if any(not h.path.startswith(folder + "/") for h in hits):
                out.append(f'path:"{folder}/**"')
                break
    if not f.langs and any(h.lang != top.lang for h in hits):
        out.append(f'lang:"{top.lang}"')
    if not f.exclude:
        top_class = path_class(top.path)
        asked = (f.path or "").strip("/*.")
        for cls in ("test", "doc", "example"):
            if cls == top_class:
                continue
            others = [h.path for h in hits if path_class(h.path) == cls]
            if not others:
                continue
            firsts = Counter(p.split("/", 1)[0] for p in others if "/" in p)
            candidates = [f"{d}/**" for d, _ in firsts.most_common(1)] + [cls]
            for pattern in candidates:
                # Never undo the path filter in force (--path docs, then exclude:"docs/**").
                if asked and (asked in pattern or pattern.strip("/*") in asked):
                    continue
                if not _keeps(pattern, top.path) and any(_keeps(pattern, p) for p in others):
                    out.append(f'exclude:"{pattern}"')
                    break
    return out[:MAX_HINTS]


def read_call(hit: Hit) -> str:
    """The exact read call for a hit: 1-based ``offset``, ``limit`` its length (capped)."""
    limit = max(1, min(hit.end_line - hit.line + 1, READ_LIMIT_CAP))
    args = json.dumps({"path": hit.path, "offset": hit.line, "limit": limit}, ensure_ascii=False)
    return f"Next: read({args}) for {one_line(hit.qualified)}"


def no_hits(result: SearchResult) -> list[str]:
    """No hits is an answer: say which filters to drop, and when grep is the better tool."""
    first = one_line(result.query.strip().splitlines()[0]) if result.query.strip() else ""
    q = first if len(first) <= 80 else first[:79] + "…"
    lines = [f'No matches for "{q}".']
    active = result.filters.describe()
    if active:
        lines.append(f"Filters in force: {', '.join(active)} — drop some to widen the search.")
    elif result.index.get("files") == 0:
        lines.append(f"The index of {result.root} holds no files yet (see `codesift status`).")
    else:
        lines.append("Try other words, or an identifier's parts (\"user id\" finds getUserById).")
    grep_for = first[:80]
    lines.append(f"For exact strings or every occurrence, grep is the better call: "
                 f"rg -n -F {shlex.quote(grep_for)}")
    return lines


def render_json(result: SearchResult) -> str:
    """The result as one line of JSON (see ``SearchResult.to_json`` for the shape)."""
    return json.dumps(result.to_json(), ensure_ascii=False)
