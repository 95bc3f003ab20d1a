"""The hit lines of a text answer: hits gathered per file, copies folded, before any budget.

A hit line reads ``path:line  kind qualified.name(params) — first sentence of the doc`` (the part
after ``path:line`` is ``address.hit_label``); hits in one file gather under a single path header
(three at most when others follow, then ``+ N more here``). A declaration copied into other
files shows once, saying where else it is; a file's hits labelled alike are one line, saying
at which lines the others are. ``render.py`` spends its budget on the units this yields.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator

from .address import hit_label, label_head
from .bodies import Sources, body
from .docline import UNPRINTABLE, visible
from .hints import filter_hint, literal_path, shown_path
from .lazy_re import lazy
from .model import SHOWN_PER_FILE, Hit

if TYPE_CHECKING:
    from .result import SearchResult

# A file's hits shown while other files follow: what search places per file for it.
PER_FILE = SHOWN_PER_FILE


# Said after a generated file's path (``Hit.generated``: its head says a tool wrote it).
GENERATED_MARK = "  (generated)"


@dataclass
class Unit:
    """One hit as rendered: its address line, any body lines, and lines it brings along."""

    lead: list[str]      # a file header that must come with this hit, if any
    address: str
    body: list[str]
    trail: list[str]     # the file's "+ N more here" line after its last shown hit
    keep: int = 0        # what a tight budget never cuts: "path:line  kind name" (or ":line …")
    covers: int = 1      # hits it shows: itself and its twins in other files (``_twins``)

    def lines(self) -> list[str]:
        return self.lead + [self.address] + self.body + self.trail


def units(result: SearchResult, detail: str, sources: Sources,
          flags: bool = False) -> Iterator[Unit]:
    """Hits grouped by file, files in order of their best hit; built lazily as budget allows."""
    # Each label once: the twins are found by it, and the shown hits print it.
    labels = {hit: hit_label(hit) for hit in result.hits}
    twins = _twins(result.hits, labels, sources) if result.filterable else {}
    folded = {twin for more in twins.values() for twin in more}
    groups: dict[str, list[Hit]] = {}
    for hit in result.hits:
        if hit not in folded:
            groups.setdefault(hit.path, []).append(hit)
    # One file's answer (`--path` naming it, or the only file that matched) shows all its hits
    # the budget allows: "narrow with --path" it would only name the filter in force.
    # A related answer of one relation (its callers, say) is the list asked for: nothing folds.
    per_file = PER_FILE if len(groups) > 1 and result.filterable else len(result.hits)
    for path, hits in groups.items():
        header = shown_path(path)
        again = _repeats(hits, labels) if result.filterable else {}
        if again:
            repeated = {hit for more in again.values() for hit in more}
            hits = [hit for hit in hits if hit not in repeated]
        # A file a tool wrote is no place to edit: its header says so, on a line of its own.
        generated = hits[0].generated
        if generated:
            header += GENERATED_MARK
        if len(hits) == 1 and not generated:
            at = f"{header}:{hits[0].line}  "
            also, more = twins.get(hits[0], []), again.get(hits[0], [])
            yield Unit([], visible(at + labels[hits[0]]), body(sources, hits[0], detail),
                        _also_in(hits[0], also) + _again_at(more),
                        len(at + label_head(hits[0])), 1 + len(also) + len(more))
            continue
        shown = hits[:per_file]
        for i, hit in enumerate(shown):
            trail = []
            if i == len(shown) - 1 and len(hits) > per_file:
                # A name no shell line can hold gets no filter to copy.
                narrow = ("" if UNPRINTABLE.search(path) else
                          f' (narrow with {filter_hint("path", literal_path(path), flags)})')
                trail = [f"  + {len(hits) - per_file} more here{narrow}"]
            at = f"  :{hit.line}  "
            also, more = twins.get(hit, []), again.get(hit, [])
            yield Unit([header] if i == 0 else [], visible(at + labels[hit]),
                        body(sources, hit, detail), _also_in(hit, also) + _again_at(more) + trail,
                        len(at + label_head(hit)), 1 + len(also) + len(more))


# Twins named on one line at most; the rest counted.
TWINS_NAMED = 3


# Kinds whose label says what holds the code, not what it is (``_twins``).
_WRAPPER_KINDS = frozenset({"module", "namespace"})


def _twins(hits: list[Hit], labels: dict[Hit, str], sources: Sources) -> dict[Hit, list[Hit]]:
    """Hits that repeat an earlier hit's whole label (kind, name, parameters, doc) in another
    file, by the hit they repeat: the same declaration copied file to file (zod's locales each
    `function error()`, eight lines of one answer; retrofit's three rxjava adapters), shown
    once with where else it is (``_also_in``). A whole file's label names no file (`file`,
    `file — IMPORTANT`): its name is part of what must repeat, or jmespath's setup.py was
    "the same in tests/legacy/literal.json". A module's or namespace's label names what
    holds its members, not them: parking_lot's two `mod tests` are no copies. Nor is a
    declaration whose code says other things (``_same_code``)."""
    first: dict[str, Hit] = {}
    twins: dict[Hit, list[Hit]] = {}
    words: dict[Hit, set[str]] = {}   # each body's words read once: a first hit meets every copy

    def code(hit: Hit) -> set[str]:
        if hit not in words:
            words[hit] = _code_words(hit, sources)
        return words[hit]

    for hit in hits:
        if hit.kind in _WRAPPER_KINDS:
            continue
        seen = first.setdefault(_label_key(hit, labels), hit)
        if seen is not hit and seen.path != hit.path and _same_code(code(seen), code(hit)):
            twins.setdefault(seen, []).append(hit)
    return twins


# What a copy may word otherwise and still be the same code: strings and comments (zod's
# locales translate their messages). Crude for a lexer, fair for a likeness of two bodies.
_NOT_CODE = lazy(r"/\*.*?\*/|(?://|#)[^\n]*|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'"
                 r"|`(?:\\.|[^`\\])*`", re.S)
_WORD = lazy(r"[^\W\d]\w*")

# The share of two bodies' words both use (Jaccard) at which they read as one copied
# declaration: zod's 58 locales' `error()` share 0.55 to 1 of theirs pairwise (3 of 1,653
# pairs under this), nanoid's copied `customRandom` 0.86; its crypto `nanoid()` and
# Math.random `nanoid()` share 0.5, its two `customAlphabet`s 0.25.
SAME_CODE = 0.6


def _code_words(hit: Hit, sources: Sources) -> set[str]:
    """The words of ``hit``'s body outside strings and comments; a one-line declaration's
    strings' too, its value being what it says: CTFd's 33 Alembic migrations each set
    `down_revision = "0366ba6575ca"`, and one read "(the same in
    5c4996aeb2cb_add_sha1sum_field_to_files_require_.py:14)", another revision."""
    text = "\n".join(sources.lines(hit.path)[hit.line - 1:hit.end_line])
    return set(_WORD.findall(text if hit.line == hit.end_line else _NOT_CODE.sub(" ", text)))


def _same_code(wa: set[str], wb: set[str]) -> bool:
    """Whether two bodies' words (``_code_words``) are (nearly) the same. nanoid's secure
    `customAlphabet(alphabet, defaultSize = 21)` (an 81-line byte pool over crypto) read "the
    same in non-secure/index.js:5", 13 lines of Math.random."""
    return not (wa or wb) or len(wa & wb) >= SAME_CODE * len(wa | wb)


def _also_in(hit: Hit, twins: list[Hit]) -> list[str]:
    """The line naming ``hit``'s twins, ``path:line`` each (a file in the same folder by its
    name alone), the ones past ``TWINS_NAMED`` counted."""
    if not twins:
        return []
    folder = os.path.dirname(hit.path)
    named = ", ".join(
        f"{shown_path(os.path.basename(t.path) if os.path.dirname(t.path) == folder else t.path)}"
        f":{t.line}" for t in twins[:TWINS_NAMED])
    more = f" + {len(twins) - TWINS_NAMED} more" if len(twins) > TWINS_NAMED else ""
    return [visible(f"    (the same in {named}{more})")]


def _repeats(hits: list[Hit], labels: dict[Hit, str]) -> dict[Hit, list[Hit]]:
    """Later hits of one file's ``hits`` whose label repeats an earlier one's, by that earlier
    hit: a function written once per platform (walkdir's three `device_num<P: AsRef<Path>>(path:
    P)`, one a `#[cfg]`), a trait's method in several impls of one type (ron's `Compound.end`),
    overloads whose parameter lists fold to the same names (tsyringe's `register<T>(token,
    provider)`). Two such lines side by side gave a reader nothing to choose by, and took a
    place of the file's three; the first says where the others are (``_again_at``)."""
    first: dict[str, Hit] = {}
    again: dict[Hit, list[Hit]] = {}
    for hit in hits:
        seen = first.setdefault(_label_key(hit, labels), hit)
        if seen is not hit:
            again.setdefault(seen, []).append(hit)
    return again


def _label_key(hit: Hit, labels: dict[Hit, str]) -> str:
    """What two hits share when one repeats the other's address: kind, name and label."""
    return f"{hit.kind}\0{hit.symbol}\0{labels[hit]}"


def _again_at(repeats: list[Hit]) -> list[str]:
    """The line naming the lines of a hit's repeats in its own file (``_repeats``), the ones
    past ``TWINS_NAMED`` counted."""
    if not repeats:
        return []
    named = ", ".join(f":{hit.line}" for hit in repeats[:TWINS_NAMED])
    more = f" + {len(repeats) - TWINS_NAMED} more" if len(repeats) > TWINS_NAMED else ""
    return [f"    (also at {named}{more})"]
