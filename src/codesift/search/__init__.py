"""Rank chunks for a query: filters first, then independent channels fused per file.

The steps, each its own module: the channels (field-weighted BM25 over identifier tokens,
``bm25``; symbol-name tiers, ``symbol``, ``symbols.py``; whole-file BM25, ``file``,
``filechannel.py``) and every chunk the query points at (``candidates.py``); one score a
candidate, its file's part plus a tenth of its own, under the path priors, with the bonus
steps above every fused score (``fusion.py``); then twins folded together and at most
``PER_FILE`` hits of one file among the first ``limit`` places while other files remain
(``select.py``). Ties fall back to (path, line), so the same query on the same index always
gives the same order.

>>> hits, total, more = search(store, parse_query("user id"), Filters(), settings, limit=10)  # doctest: +SKIP
"""
from __future__ import annotations

from ..config import Settings
from ..model import Hit
from ..store import Store
from ..tokens import compact, name_words
from .candidates import PLACE_KEY, gather
from .filters import Filters
from .focus import place_in_whole_files
from .fusion import fuse
from .handed import asked_of, describes_type, leading_type_yields
from .headers import defining_file_first
from .implemented import implementations_first
from .migration_copies import live_before_copies
from .probes import QUALIFIED
from .query import ParsedQuery, asks_after
from .readers import environment_reader_first, leading_value_yields
from .said import qualified_types, raisers_first, routes_after_sayers, sayers_first
from .select import (code_first, fold_constructors, fold_file_docs,
                     fold_impls, fold_message_hooks, fold_prototypes, fold_wrappers, select_hits,
                     take_place)

__all__ = ["search"]


def search(store: Store, q: ParsedQuery, filters: Filters, settings: Settings,
           limit: int) -> tuple[list[Hit], int, bool]:
    """The top ``limit`` hits, the number of distinct candidates the channels found, and
    whether more chunks match than that: a channel stopped at its depth, so the number is
    only a floor (``… 96+ more``)."""
    c = gather(store, q, filters, settings)
    fusion = fuse(c, q, settings)
    if fusion is None:
        return [], 0, c.more
    fused, own = fusion
    doc_of, strength, frame_keys = c.docs.__getitem__, c.strength, c.frame_keys
    fold_prototypes(fused, doc_of, {*c.literal_keys, *(k for k, line in frame_keys.items() if line)},
                    strength, {compact(i) for i in q.identifiers})
    typed = {compact(p) for i in q.identifiers for p in QUALIFIED.split(i)}
    implementations_first(fused, doc_of, typed)
    live_before_copies(fused, doc_of, q.text)
    fold_constructors(fused, doc_of)
    fold_impls(fused, doc_of)

    def matched(key: tuple[int, int]) -> bool:
        return own.get(key, 0.0) > 0 or key in strength

    fold_file_docs(fused, doc_of, matched)
    fold_wrappers(fused, doc_of, matched, strength)
    for key, methods in c.handed.items():
        # A type that handed its rank to its methods comes after the best of them: its doc
        # says the words as well, and its chunk (its constructors' score folded in) would
        # still lead. Right after it when the words describe the type (``describes_type``).
        best_method = max((fused[m] for m in methods if m in fused), default=None)
        if key in fused and best_method is not None and (
                fused[key] >= best_method or describes_type(doc_of(key), methods, doc_of, q, typed)
                and not c.literal_keys):
            fused[key] = best_method * (1 - 1e-9)
    for key, methods in asked_of(fused, doc_of, q).items():
        # A short question naming a type asks what one of its methods does: the best of
        # them takes the type's place, and the type comes just after it.
        take_place(fused, max(methods, key=lambda m: (fused[m], PLACE_KEY(doc_of(m)))), key)
    leading_type_yields(fused, doc_of, q, c.exact_names, typed)
    leading_value_yields(fused, doc_of, q, c.exact_names, store.root, settings.max_file_bytes)
    environment_reader_first(fused, doc_of, q, store.root, settings.max_file_bytes)
    # After the hand-overs: a type an error line names hands its place to its methods, but
    # not to the hook saying the message, which it stands in for; a holder of the message
    # the query does not name, to the one use raising it. Only when a chunk says one.
    if c.literal_keys:
        named = {compact(p) for i in q.identifiers for p in QUALIFIED.split(i)
                 if len(name_words(p)) > 1} | qualified_types(q.identifiers)
        raisers_first(fused, c.raising, doc_of, named, asks_after(q.text))
        fold_message_hooks(fused, doc_of, c.literal_keys, named)
        sayers_first(fused, c.literal_keys, doc_of, named)
        routes_after_sayers(fused, c.literal_keys, c.routes, doc_of)
    # Ties by (path, line): the same query on the same index always gives the same order.
    order = sorted(fused, key=lambda k: (-fused[k], PLACE_KEY(doc_of(k))))
    defining_file_first(order, fused, doc_of, q.question or q.describes or q.long, typed)
    code_first(order, fused, doc_of, c.exact_names, q, store.root)
    # Where the query pointed inside a hit: a frame's line over a message's.
    focus = {**c.members, **c.literal_keys, **{key: line for key, line in frame_keys.items() if line}}
    hits, total = select_hits(order, doc_of, fused, c.ranks, limit, focus, c.exact_names)
    place_in_whole_files(store.root, hits, q)
    return hits, total, c.more
