"""Address-first rendering: the hit lines (``render_hits.py``) inside a hard token budget.

The budget (tokens estimated as chars/4) is a hard cap, spent one whole hit at a time, so an
address is never cut but the very first, which an answer needs: it is cut down to its
``path:line  kind name``, and the lines around it are made barer to fit. The answer
ends by saying what it withheld, which filters would narrow it, and the exact read call for
the top hit, so the agent's next step costs nothing to work out. A file's outline is spent
the same way; ``--json`` is the result's shape with the bodies the text would show.

>>> print(render_text(result, budget=1500))    # doctest: +SKIP
"""
from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Callable, Iterator

from .address import hit_label, label_head
from .bodies import Sources, read_call
from .config import DETAILS
from .docline import one_line, visible
from .errors import CodesiftError, check_switch
from .hints import (filter_hint, narrowing, no_hits, not_indexed_line, notes, shown_path,
                    withheld_line)
from .render_hits import GENERATED_MARK, Unit, units
from .result import SearchResult, search_json

if TYPE_CHECKING:
    from .search.outline import OutlineResult

# The budget's unit: a token is about four characters of code or prose.
CHARS_PER_TOKEN = 4


def estimate_tokens(text: str) -> int:
    """``text``'s size in the budget's unit.

    >>> estimate_tokens("def send(self, request):")
    6
    """
    return -(-len(text) // CHARS_PER_TOKEN)


def _chars(lines: list[str]) -> int:
    return sum(len(ln) + 1 for ln in lines)


def _check_budget(budget: object) -> None:
    """Any positive budget renders (below the settings' 50 little more than the first
    address, cut); the CLI, the server and the config take 50 to 200,000."""
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise CodesiftError("INVALID_BUDGET", f"budget must be a positive number of tokens, got {budget!r}")


def _chosen_detail(detail: str) -> str:
    """``detail`` in any case, as the detail setting and the MCP tools take it, else
    ``INVALID_DETAIL``."""
    chosen = detail.lower() if isinstance(detail, str) else detail
    if chosen not in DETAILS:
        raise CodesiftError("INVALID_DETAIL", f"detail must be one of {', '.join(DETAILS)}, got {detail!r}")
    return chosen


def render_text(result: SearchResult, budget: int | None = None, detail: str | None = None,
                flags: bool = False) -> str:
    """The answer as text, within ``budget`` tokens (by default the budget of the settings the
    search ran with, ``result.budget``; ``detail`` likewise ``result.detail``): a hard cap. ``result`` is what
    ``Index.search`` or ``Index.related`` returns (an ``OutlineResult`` renders as
    ``render_outline`` renders it); anything else is an ``INVALID_ARGUMENT`` error. Past the whole hits that fit,
    the first hit is cut (its body, its doc and parameters, never its ``path:line  kind
    name``), then the closing lines and the notes are made barer; only a budget too small for
    that name and path alone cuts the address itself. ``flags``: filters suggested as
    command-line flags (``filter_hint``)."""
    if detail is None:
        detail = result.detail if isinstance(result, SearchResult) else "signatures"
    detail = _chosen_detail(detail)
    check_switch("flags", flags)
    if _rendered(result, "render_text", outline=True) == "outline":
        return render_outline(result, budget, flags)   # type: ignore[arg-type]
    budget = result.budget if budget is None else budget
    _check_budget(budget)
    cap = budget * CHARS_PER_TOKEN
    head = _notes(result, flags=flags)
    if not result.hits:
        said = no_hits(result, flags)
        return _within(cap, head + said, lambda: _barer_no_hits(result, flags, head))

    hints = narrowing(result, flags) if result.filterable else []
    # Room for the closing lines, sized for the largest withheld count they could report.
    sources = Sources(result.root)
    none_found = _none_found(result)
    reserve = _chars([withheld_line(result.total, hints, result.filterable, result.total_exact,
                                    flags),
                      *none_found, read_call(result.hits[0], sources)])
    room = cap - reserve - _chars(head)
    lines = list(head)
    shown = 0
    first: Unit | None = None
    for unit in units(result, detail, sources, flags):
        first = first or unit
        cost = _chars(unit.lines())
        if shown and cost > room:
            break
        if not shown and cost > room:
            hints, room = _fit_first(unit, room, hints)
            cost = _chars(unit.lines())
        lines += unit.lines()
        room -= cost
        shown += unit.covers
    withheld = result.total - shown
    closing = none_found + [read_call(result.hits[0], sources)]
    if withheld > 0:
        said = withheld_line(withheld, hints, result.filterable, result.total_exact, flags)
        if _chars(lines + [said] + closing) > cap:   # only ever with the first hit cut
            said = f"… {withheld}{'' if result.total_exact else '+'} more."
        closing.insert(0, said)
    # Over the budget only when the first hit is down to its "path:line  kind name".
    return _within(cap, lines + closing,
                   lambda: _barer(result, sources, first, withheld, head, flags))


# What ``related`` asked for one relation (``only``) says when it found none: the anchor alone,
# without a word, read as an answer cut short (`related c.py:2 --only callers`).
_NONE_FOUND = {"callers": "No callers of {} found.", "calls": "No declarations called by {} found.",
               "shared": "No code sharing {}'s rare identifiers found.",
               "siblings": "No siblings of {} found.",
               "cochange": "No files changed together with {}'s in git history found."}


def _none_found(result: SearchResult) -> list[str]:
    """The line saying the relation ``result`` was asked for holds nothing, if it does not."""
    if not result.relation or len(result.hits) != 1:
        return []
    return [_NONE_FOUND[result.relation].format(one_line(result.hits[0].qualified))]


def _within(cap: int, lines: list[str], barer: Callable[[], Iterator[list[str]]]) -> str:
    """The answer of ``lines`` if it fits ``cap`` characters, else the first of ``barer``'s
    barer answers that does, else the barest cut to fit: the budget is a hard cap."""
    text = visible("\n".join(lines) + "\n")
    if len(text) <= cap:
        return text
    for lines in barer():
        text = visible("\n".join(lines) + "\n")
        if len(text) <= cap:
            return text
    return text[:max(0, cap - 2)].rstrip() + "…\n"


def _notes(result: SearchResult, named: int = 3, flags: bool = False) -> list[str]:
    """The notes a search answer begins with, ``named`` files of each by name (``hints.notes``);
    with hits, none of them the one name asked for, the files the index left out that could
    declare it (an answer with no hits says that among its advice, ``hints.no_hits``)."""
    left_out = ([not_indexed_line(result.not_indexed, result.max_file_bytes, flags,
                                  result.not_indexed_repos, result.root)]
                if result.hits and result.not_indexed else [])
    return notes(result.index, result.warming, result.building, result.stale, result.deleted,
                 named) + left_out


def _barer(result: SearchResult, sources: Sources, first: Unit, withheld: int,
           head: list[str], flags: bool) -> Iterator[list[str]]:
    """Barer answers of one hit cut to its ``path:line  kind name``, each without more of
    what is left to drop: its body's "…", the read call's name, the files the notes name, the
    withheld count, the notes, and last the read call (the address says where to read)."""
    address = first.lead + [first.address]
    call = read_call(result.hits[0], sources, named=False)
    said = [f"… {withheld}{'' if result.total_exact else '+'} more."] if withheld > 0 else []
    said += _none_found(result)
    bare = _notes(result, named=0, flags=flags)
    yield head + address + said + [read_call(result.hits[0], sources)]
    yield head + address + said + [call]
    yield bare + address + said + [call]
    yield bare + address + [call]
    yield address + [call]
    yield address


def _barer_no_hits(result: SearchResult, flags: bool, head: list[str]) -> Iterator[list[str]]:
    """Barer answers of no hits: the query echoed shorter, without the grep line, the files
    the notes name, the advice, and last the notes (a partial index's is what says "no hits"
    may not mean "not there")."""
    def advice(said: list[str]) -> list[str]:
        return said[:-1] if said[-1].startswith("For exact strings") else said

    said = no_hits(result, flags, echo=24)
    bare = _notes(result, named=0, flags=flags)
    yield head + said
    yield head + advice(no_hits(result, flags))
    yield head + advice(said)
    yield bare + advice(said)
    yield bare + advice(said)[:1]
    yield advice(said)[:1]


def _fit_first(unit: Unit, room: int, hints: list[str]) -> tuple[list[str], int]:
    """Cut the first hit, which always shows, to ``room``: its body, then the withheld line's
    filter hints, its file's "+ N more here" line, then its label's doc and parameters; never
    its ``path:line  kind name``. Returns the hints kept and the room."""
    fixed = _chars(unit.lead + [unit.address] + unit.trail)
    keep: list[str] = []
    for ln in unit.body:
        if fixed + _chars(keep + [ln, "    …"]) > room:
            break
        keep.append(ln)
    if len(keep) < len(unit.body):
        keep.append("    …")
    unit.body = keep
    if _chars(unit.lines()) <= room:
        return hints, room
    # The short withheld line ("… 68 more.") is what is left of the one room was reserved for.
    room += len(withheld_line(0, hints)) - len("… 0 more.")
    unit.trail = []
    unit.covers = 1   # its twins' line went with the trail: they are withheld
    over = _chars(unit.lines()) - room
    if over > 0:
        cut = max(unit.keep, len(unit.address) - over - 1)
        if cut < len(unit.address):
            unit.address = unit.address[:cut].rstrip() + "…"
    return [], room


def render_outline(result: "OutlineResult", budget: int | None = None, flags: bool = False) -> str:
    """A file's declarations as addresses in line order, members indented under their
    container, within ``budget`` tokens (a hard cap, as for ``render_text``; by default the
    settings' budget the outline was made with, ``result.budget``); says how many it
    withheld and how to narrow. ``result`` is what ``Index.outline`` returns; anything else
    is an ``INVALID_ARGUMENT`` error."""
    _rendered(result, "render_outline", search=False, outline=True)
    check_switch("flags", flags)
    budget = result.budget if budget is None else budget
    _check_budget(budget)
    count = f"{len(result.hits)} of {result.total}" if result.filters.kinds else str(result.total)
    title = f"{shown_path(result.path)} — {count} declaration{'s' if result.total != 1 else ''}"
    if any(hit.generated for hit in result.hits):
        title += GENERATED_MARK
    head = notes(result.index, result.warming, result.building, result.stale)
    lines = head + [title]
    if result.filters.kinds and not result.hits and result.kinds:
        # "0 of 7 declarations" alone left the next call (which kind?) to a guess.
        named = " ".join(filter_hint("kind", k, flags) for k in result.filters.kinds)
        held = ", ".join(f"{k} {n}" for k, n in Counter(result.kinds).most_common())
        lines.append(f"{named} keeps none; the file holds {held}.")
    top_kinds = Counter(h.kind for h, d in zip(result.hits, result.depths) if d == 0)
    narrow = ", ".join(filter_hint("kind", k, flags) for k, _ in top_kinds.most_common(2))
    hint = (f"Narrow with {narrow}, or read the file in ranges."
            if len(top_kinds) > 1 and not result.filters.kinds else "Read the file in ranges.")
    room = budget * CHARS_PER_TOKEN - _chars(lines) - len(hint) - 40
    shown = 0
    for hit, depth in zip(result.hits, result.depths):
        at = f"{'  ' * (depth + 1)}:{hit.line}  "
        line = visible(at + hit_label(hit))   # escaped before it is counted
        if shown and len(line) + 1 > room:
            break
        if len(line) + 1 > room:   # the first declaration: its doc and parameters go first
            cut = max(room - 2, len(at + label_head(hit)))
            line = line if cut >= len(line) else line[:cut].rstrip() + "…"
        lines.append(line)
        room -= len(line) + 1
        shown += 1
    more = f"… {len(result.hits) - shown} more"
    withheld = [f"{more}."] if shown < len(result.hits) else []
    if withheld:
        lines.append(f"{more} not shown. {hint}")

    def barer() -> Iterator[list[str]]:   # barer notes, withheld line, then neither
        bare = notes(result.index, result.warming, result.building, result.stale, named=0)
        body = lines[len(head):len(lines) - len(withheld)]
        yield bare + body + withheld
        yield bare + body[:2] + withheld
        yield body[:2]

    return _within(budget * CHARS_PER_TOKEN, lines, barer)


def render_json(result: "SearchResult | OutlineResult", detail: str | None = None) -> str:
    """The result as one line of JSON (see ``SearchResult.to_json`` and
    ``OutlineResult.to_json`` for the shapes; a search's hits with their bodies at ``detail``,
    see ``search_json``); anything else is an ``INVALID_ARGUMENT`` error."""
    if _rendered(result, "render_json", outline=True) == "outline":
        return json.dumps(result.to_json(), ensure_ascii=False)
    chosen = _chosen_detail(result.detail if detail is None else detail)  # type: ignore[union-attr]
    return json.dumps(search_json(result, chosen),   # type: ignore[arg-type]
                      ensure_ascii=False)


def _rendered(result: object, by: str, search: bool = True, outline: bool = False) -> str:
    """Which result ``result`` is, "search" or "outline", if ``by`` renders it; else an
    ``INVALID_ARGUMENT`` error naming what it takes (``render_text(None)`` was an
    AttributeError, ``render_text(ix.outline(p))`` another)."""
    if search and isinstance(result, SearchResult):
        return "search"
    # Only here: the outline and related modules are a search's import path otherwise (~5 ms
    # of every CLI call).
    from .search.outline import OutlineResult

    if outline and isinstance(result, OutlineResult):
        return "outline"
    takes = " or ".join(name for name, ok in (("a SearchResult (Index.search, Index.related)", search),
                                             ("an OutlineResult (Index.outline)", outline)) if ok)
    raise CodesiftError("INVALID_ARGUMENT", f"{by} takes {takes}, got {type(result).__name__}")
