"""Older versions' copies of a docs page, kept one per version: only the best one ranks.

A docs site that publishes each release's docs keeps a copy of every page per version
(Docusaurus's `versioned_docs/version-3.0.1/`, a Jekyll site's `docs/8.0/`, javadoc's
`docs/javadoc/2.9/`). The copies say nearly the same words, so a question matching one page
matches all of them, and they filled a channel's depth: Humanizer's seven versions of a
generated API page took 60 of the first 100 BM25 ranks of "how do I switch DateTime.Humanize
globally to the precision-based strategy", and the property it asks about fell out at 204th.
A page's section is a copy of the best-ranked section of the same name in the same page of
another version (the current `docs/` counting as one), and a page is a copy of the best-ranked
page of another version in the file channel; the copies leave the channels and what comes after
them moves up.

>>> copy_key("website/versioned_docs/version-3.0.1/api/X.md") == copy_key("website/docs/api/X.md")
True
>>> copy_key("docs/8.0/reader.md") == copy_key("docs/9.0/reader.md"), copy_key("src/v1.2/x.go")
(True, None)
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from ..regex_cache import compiled
from ..paths import path_class

K = TypeVar("K")
# A folder naming a version: Docusaurus's `version-3.0.1`, `version-v113`, `version-10.x`;
# a bare release `8.0`, `2.x`, `v1.5` (a major alone, `v1/`, is an API's version, not a copy).
_VERSION_DIR = compiled(r"(?<![^/])(?:version-[^/]+|v?\d+\.(?:\d+|x)(?:\.\d+)*)/")
# Docusaurus keeps the current version in `docs/` and the older ones in `versioned_docs/`.
_VERSIONED_DOCS = compiled(r"(?<![^/])versioned_docs/")


@functools.lru_cache(maxsize=1 << 14)   # asked of every hit of the BM25 and file channels
def copy_key(path: str) -> str | None:
    """The page a docs file is a version's copy of (its path without version folders), or
    None for a file that is not docs: source in a versioned folder is not a copy."""
    if path_class(path) != "doc":
        return None
    return _VERSIONED_DOCS.sub("docs/", _VERSION_DIR.sub("", path))


def drop_copies(ranked: Iterable[tuple[float, K]], doc_of: Callable[[K], dict[str, Any]]
                ) -> list[tuple[float, K]]:
    """``ranked`` without each chunk whose same-named section of the same page, in another
    version's copy, came before it."""
    first: dict[tuple[str, str, str], str] = {}
    kept = []
    for score, key in ranked:
        d = doc_of(key)
        page = copy_key(d["path"])
        if page is not None:
            seen = first.setdefault((page, d["kind"], d["name"]), d["path"])
            if seen != d["path"]:
                continue
        kept.append((score, key))
    return kept


def drop_copy_files(scores: dict[str, float]) -> dict[str, float]:
    """The file channel's ``scores`` (best first) with one file per docs page: the current
    version's (no version folder) when it scored, at the place of the page's best copy."""
    pages = {path: copy_key(path) for path in scores}
    # A page's current version is the docs file no version folder holds: its page is itself.
    current = {page: path for path, page in pages.items() if page == path}
    seen: set[str] = set()
    kept = {}
    for path, score in scores.items():
        page = pages[path]
        if page is not None:
            if page in seen:
                continue
            seen.add(page)
            path = current.get(page, path)
        kept[path] = score
    return kept
