"""Where indexes live: the cache base, each root's default index folder (one per schema
version), the folders earlier codesift versions named, and every index folder under the base.

Computed from a root's path alone, so ``clean`` finds a deleted or moved root's folders, and
read before any index is opened.
"""
from __future__ import annotations

import os
from typing import Iterator

import xxhash

from .errors import printable
from .writelock import WriteLock


def cache_base() -> str:
    """``$XDG_CACHE_HOME/codesift``: the folder holding every root's default index directory.

    A relative ``$XDG_CACHE_HOME`` is ignored, as the XDG spec says: it would put the index in
    whatever folder a command ran in (the repository, one more index per subfolder).
    """
    base = os.environ.get("XDG_CACHE_HOME")
    if not base or not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "codesift")


def default_index_dir(root: str, schema: int) -> str:
    """``<cache base>/<name>-<xxh3 of root>-s<schema>``: the index never lands in the
    repository, and each schema version (``store.SCHEMA_VERSION``) has its own. Two codesift
    versions sharing the cache (an MCP client's pipx install, a project venv's CLI) took each
    other's index for damage under one name and rebuilt it on every call, forever."""
    return _index_dir(root, f"{_root_digest(root)}-s{schema}")


def _root_digest(root: str) -> str:
    # xxh3, not sha256: hashlib loads OpenSSL, ~3.5 ms of every CLI call for 8 bytes of name.
    return xxhash.xxh3_64_hexdigest(root.encode("utf-8", "surrogateescape"))


def _index_dir(root: str, digest: str) -> str:
    # The name as text: tantivy takes only a UTF-8 path, and a root whose name is not UTF-8
    # is still told apart by the digest.
    return os.path.join(cache_base(), f"{printable(os.path.basename(root)) or 'root'}-{digest}")


def _sha256_index_dir(root: str) -> str:
    """The default index folder before xxh3 named it: ``<name>-<sha256 of root>``."""
    import hashlib   # only on the paths that need it: a search never pays for OpenSSL

    return _index_dir(root, hashlib.sha256(root.encode("utf-8", "surrogateescape")).hexdigest()[:16])


def adopt_sha256_index_dir(root: str, path: str) -> None:
    """Move the index an earlier codesift named ``<name>-<sha256 of root>`` to ``path``
    (``default_index_dir``), so the new name costs no rebuild: only while ``path`` does not
    exist yet and no process writes the old one. (The unversioned ``<name>-<xxh3>`` of the
    versions between is not taken over: its schema is older than any versioned name's, so
    it is a rebuild either way; ``clean`` and ``clean --stale`` remove it.)

    >>> adopt_sha256_index_dir(root, default_index_dir(root, SCHEMA_VERSION))   # doctest: +SKIP
    """
    if os.path.lexists(path):
        return
    old = _sha256_index_dir(root)
    if not os.path.isdir(old) or os.path.islink(old):
        return
    with WriteLock(old, wait=False) as got:
        if got:
            try:
                os.rename(old, path)
            except OSError:
                pass   # another process made or moved one meanwhile: it is used as it is


def root_index_dirs(root: str) -> list[str]:
    """Every default index folder of ``root`` under the cache base: each schema version's
    (``<name>-<xxh3>-s<N>``), the unversioned ``<name>-<xxh3>`` and the sha256-named one of
    earlier codesift versions. Computed from the path alone, so a deleted or moved root's
    folders are found too."""
    stem = os.path.basename(_index_dir(root, _root_digest(root)))
    legacy = os.path.basename(_sha256_index_dir(root))
    try:
        names = os.listdir(cache_base())
    except OSError:
        return []
    found = [n for n in names if n in (stem, legacy)
             or (n.startswith(stem + "-s") and n[len(stem) + 2:].isdigit())]
    return [os.path.join(cache_base(), n) for n in sorted(found)
            if os.path.isdir(os.path.join(cache_base(), n))
            and not os.path.islink(os.path.join(cache_base(), n))]


def iter_index_dirs(base: str) -> Iterator[str]:
    """Every index directory under the cache base (for ``codesift index --list``)."""
    try:
        entries = sorted(os.scandir(base), key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False) and os.path.exists(os.path.join(entry.path, "write.lock")):
            yield entry.path
