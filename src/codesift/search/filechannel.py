"""The file channel: files ranked by how well each matches as a whole, and package manifests.

A change usually lands in the file whose declarations together cover the topic, which
whole-file statistics (BM25 over one document per file, ``filedocs/``) see better than any
one chunk; a query about versions points at the package manifests. ``fusion.py``
fuses these files' scores with the chunk channels'. Files a query names outright are
``mentions.py``'s.

>>> list(file_channel(searcher, schema, {"session": 1.0}, set(), []))[:1]   # doctest: +SKIP
['src/requests/sessions.py']
"""
from __future__ import annotations

from collections.abc import Collection

import tantivy

from ..paths import is_manifest, path_class_in
from ..store.damage import FileSearcher
from .ties import by_score_then_place, read_ties

FILE_DEPTH = 100
# Package manifests taken, at most.
MANIFEST_FILES = 20


def file_channel(searcher: FileSearcher, schema: tantivy.Schema, terms: dict[str, float],
                 asked: set[str], mentioned: list[str], manifests: bool = False,
                 library: Collection[str] = ()) -> dict[str, float]:
    """Files by how well the whole *file* matches (BM25 over file documents), best first.

    Each file's score is relative to the best file's (1.0). A change usually lands in the file
    whose declarations together cover the topic, not in the one chunk that repeats its words;
    this channel lets that file's chunks rise. Files the query names outright (``mentioned``)
    rank first, in the order they were named, with their own score (0 if it has none).
    With ``manifests``, package manifests rank whatever their class; ``library`` as for
    ``priors.prior``.
    """
    subs = [(tantivy.Occur.Should,
             tantivy.Query.boost_query(tantivy.Query.term_query(schema, "f_body", t), w))
            for t, w in terms.items()]
    hits = read_ties(searcher, tantivy.Query.boolean_query(subs), FILE_DEPTH) if subs else []
    found = by_score_then_place(((score, searcher.doc(addr).get_first("fpath")) for score, addr in hits),
                                lambda path: (path,))[:FILE_DEPTH]
    scores: dict[str, float] = {}
    for score, path in found:
        # Files of a class the query did not ask for (tests, docs) neither rank nor push
        # source files down: this channel ranks the places a change would land.
        if path_class_in(path, library) in asked | {"source"} or (manifests and is_manifest(path)):
            scores.setdefault(path, score)
    top = max(scores.values(), default=0.0) or 1.0
    out = {path: scores.get(path, 0.0) / top for path in mentioned}
    for path, score in scores.items():
        out.setdefault(path, score / top)
    return out


def manifest_files(paths: Collection[str]) -> list[str]:
    """The package manifests among ``paths``: at most ``MANIFEST_FILES``, the shallowest
    first (the root's declares the project's versions; socket.io has 79 under its examples and
    packages), then by path.

    Matched in Python over the listed paths: a tantivy regex query over ``fpath`` built its
    automaton in ~40 ms, paid by every CLI call asking about versions.

    >>> manifest_files(["examples/a/package.json", "src/a.py", "package.json"])
    ['package.json', 'examples/a/package.json']
    """
    found = (p for p in paths if is_manifest(p))
    return sorted(found, key=lambda p: (p.count("/"), p))[:MANIFEST_FILES]
