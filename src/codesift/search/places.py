"""Which file a path names, for ``outline`` and ``related``, and why the index holds none of
it: the checks both share before they read the index (a path outside the root refused, a
pasted ``path:line`` split), and the one-line INVALID_PATH that says what the walk, the disk or
the last pass knows of a file left out.

>>> place_file("/nonexistent", "src/app.py:24")
('src/app.py', 24)
"""
from __future__ import annotations

import json
import os
import re
from typing import TYPE_CHECKING

import tantivy

from ..errors import CodesiftError, is_utf8, printable
from ..languages import language_of
from ..regex_cache import compiled
from ..store import Store
from ..walk import left_out
from ..walk.listing import CLIENT_LIBRARIES, listing_reason
from ..walk.rules import dir_reason, file_reason
from .filters import from_working_folder, through_link

if TYPE_CHECKING:
    from ..config import Settings

Key = tuple[int, int]

# A name may hold a newline; the numbers are ASCII digits, as every number a flag takes
# (config.py): `:٣` is a typo, not line 3.
PLACE = compiled(r"(.+?):(\d+)(?::\d+)?", re.DOTALL | re.ASCII)


def _from_here(path: str) -> bool:
    """Whether ``path`` is spelled from the working folder: ``./x``, ``../x``."""
    return path.startswith(("./", "../")) or path in (".", "..")


def repo_path(root: str, path: str | os.PathLike[str]) -> str:
    """``path`` (repo-relative, or absolute inside ``root``) as the index spells it. A path
    spelled from the working folder (``./x``, ``../x``), or a relative one that names nothing
    in the root, is read from the working folder when that is inside the root
    (``filters.from_working_folder``).

    Refuses, with INVALID_PATH, anything that would read outside the root: ``../`` escapes,
    absolute paths elsewhere, and symlinks whose target leaves the root.
    """
    if isinstance(path, os.PathLike):
        path = os.fspath(path)
    if not isinstance(path, str):
        raise CodesiftError("INVALID_PATH", f"the path must be a string, got {type(path).__name__}")
    if not path.strip():
        raise CodesiftError("INVALID_PATH", "the path is empty")
    if "\0" in path:
        raise CodesiftError("INVALID_PATH", "the path contains a NUL byte")
    if not is_utf8(path):
        raise CodesiftError("INVALID_PATH", f"{printable(path)!r} is not valid UTF-8 "
                            "(the index holds only files with UTF-8 names)")
    full = os.path.normpath(path if os.path.isabs(path) else os.path.join(root, path))
    # `./fs.go` is spelled from the working folder, as a shell reads it (in gin's internal/fs
    # it named gin's own fs.go, the root's); a bare `fs.go` is the root's first.
    if _from_here(path) or (not os.path.isabs(path)
                            and not (os.path.lexists(full) and _inside(full, root))):
        full = from_working_folder(root, path) or full
    full = through_link(root, full)   # /work/repo/a.py when /work/repo links to the root
    if not _inside(full, root):
        raise CodesiftError("INVALID_PATH", f"{path!r} is outside the root {root}")
    if not _inside(os.path.realpath(full), root):
        raise CodesiftError("INVALID_PATH", f"{path!r} is a symlink that leads outside the root")
    return os.path.relpath(full, root).replace(os.sep, "/")


def place_file(root: str, path: str | os.PathLike[str]
               ) -> tuple[str | os.PathLike[str], int | None]:
    """The file and line a pasted place names: ``src/app.py:24`` (or ``:24:5``) is
    ``("src/app.py", 24)``, unless a file is named with the colon and digits; anything else is
    ``(path, None)`` as it is (``repo_path`` judges it). ``file_outline`` and ``find_related``
    both take an address as search printed it.

    >>> place_file("/nonexistent", "src/app.py:24:5")
    ('src/app.py', 24)
    """
    m = PLACE.fullmatch(path) if isinstance(path, str) else None
    if m is None or os.path.lexists(path if os.path.isabs(path) else os.path.join(root, path)):
        return path, None
    return m.group(1), int(m.group(2))


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


_SKIPPED = {
    "binary": "a binary file (a NUL byte in its first 8 KB)",
    "minified": "minified or data (lines too long for hand-written text)",
    "generated": "a generated HTML page (API docs built from the source)",
    "api_dump": "a Kotlin API dump (the binary-compatibility validator's listing)",
    "bundle": "a bundler's or compiler's output (a source-map link or a bundler's prelude)",
    "armored": "an ASCII-armored signature, certificate or key (base64 alone)",
    "minified_name": "a minified file", "sourcemap": "a source map",
    "lockfile": "a lock file of pinned dependencies", "secret": "a file that may hold secrets",
    "os_metadata": "operating-system metadata", "vcs": "version control's own file",
    "site_switch": "a static site's switch (GitHub Pages' `.nojekyll`)",
    "license_sidecar": "a REUSE licence file of the file beside it (`logo.png.license`)",
    "media": "a media file", "archive": "an archive", "document": "a document format",
    "compiled": "compiled output", "data": "a data format",
}


def skip_reason(store: Store, settings: Settings, root: str, rel: str) -> str | None:
    """Why the index skips ``rel``, as its content was judged when last read (the store's
    skipped table), its name, a folder of its path, its size, the configured languages, the
    walk (an ignore pattern, a nested repository, git's ignore rules) or its permissions
    tell; None when they do not (not yet reached)."""
    reason = store.skipped_states().get(rel, (None,) * 4)[3]
    if reason is not None:
        return f"{_SKIPPED.get(reason, reason)}, skipped when it was last read"
    reason = file_reason(rel.rsplit("/", 1)[-1])
    if reason is not None:
        return f"{_SKIPPED.get(reason, reason)}, skipped by its name"
    folder = next((part for part in rel.split("/")[:-1] if dir_reason(part)), None)
    if folder is not None:
        return f"inside {folder}/, a folder the index skips wherever it is"
    listed = _listed_folder(root, rel)
    if listed is not None:
        return f"inside {listed[0]}/, {listed[1]}, which the index skips"
    try:
        size = os.lstat(os.path.join(root, rel)).st_size
    except OSError:
        size = 0
    if size > settings.max_file_bytes:
        return (f"too large ({size:,} bytes, over max_file_bytes: {settings.max_file_bytes:,}); "
                "raise max_file_bytes to index it")
    lang = language_of(rel)
    if settings.languages and lang not in settings.languages:
        return f"its language ({lang or 'none'}) is not among the configured languages"
    # What the walk only counts (`codesift status`: `extra_ignore 1, nested_repo 1`), named
    # for this one file.
    walked = left_out(root, rel, settings.ignore)
    if walked is not None:
        reason, folder = walked
        inside = f"inside {folder}/, " if folder else ""
        if reason == "extra_ignore":
            patterns = json.dumps(list(settings.ignore), ensure_ascii=False)
            return (f"{inside}matched by the ignore setting {patterns} (ignore patterns decide "
                    "what the index holds)")
        if reason == "nested_repo":
            return (f"{inside}a git repository of its own (a nested repository or submodule), "
                    "whose files git does not list as this one's")
        if reason == "ignore_file":
            return "hidden by a .ignore or .rgignore file (ripgrep's ignore files)"
        return "ignored by git (a .gitignore, .git/info/exclude or the global excludes file)"
    folder = _closed_folder(root, rel)
    if folder is not None:
        return f"inside {folder}/, a folder this user may not read (permission denied)"
    if not os.access(os.path.join(root, rel), os.R_OK):
        return "this user may not read it (permission denied)"
    return None


# What a folder the walk judges by the names inside it is (``walk/listing.py``).
_LISTED = {
    "venv": "a virtual environment", "cache_dir": "a cache (it holds a CACHEDIR.TAG)",
    "doxygen_output": "Doxygen's generated site", "javadoc_output": "Javadoc's generated site",
    "jsdoc_output": "JSDoc's generated site", "jazzy_output": "Jazzy's generated site",
    "typedoc_output": "TypeDoc's generated assets",
}


def _listed_folder(root: str, rel: str) -> tuple[str, str] | None:
    """The outermost folder of ``rel``'s path the walk drops by the names it holds
    (``listing_reason``), and what it is; read from disk, on this error's path alone."""
    parts = rel.split("/")[:-1]
    for i in range(1, len(parts) + 1):
        folder = "/".join(parts[:i])
        try:
            names = os.listdir(os.path.join(root, folder))
        except OSError:
            return None
        reason = listing_reason(folder, names)
        if reason is None:
            continue
        if reason in _LISTED:
            return folder, _LISTED[reason]
        # `ignored_dir`, the walk's one name for both folders it drops by their place.
        return folder, ("an ASP.NET site's client-side libraries"
                        if tuple(folder.split("/")[-2:]) == CLIENT_LIBRARIES
                        else "build output (no package's source in it)")
    return None


def _closed_folder(root: str, rel: str) -> str | None:
    """The outermost folder of ``rel``'s path this user may not list or enter, if any (not
    one that is missing: ` src/` is no folder at all)."""
    parts = rel.split("/")[:-1]
    for i in range(1, len(parts) + 1):
        folder = os.path.join(root, *parts[:i])
        if not os.path.isdir(folder):
            return None
        if not os.access(folder, os.R_OK | os.X_OK):
            return "/".join(parts[:i])
    return None


def not_indexed(root: str, rel: str, warming: tuple[int, int] | None,
                building: bool = False, skipped: str | None = None) -> CodesiftError:
    """INVALID_PATH for a file the index holds no chunk of, saying why as far as it can tell:
    a folder, no such file, a partial index (``warming``: files scanned, listed; ``building``:
    a pass is extending it now), or skipped (``skipped``: why, from ``skip_reason``)."""
    full = os.path.join(root, rel)
    if os.path.isdir(full):
        why = "a folder, not a file"
    elif not os.path.lexists(full):
        # lstat fails alike in a folder this user may not enter (EACCES): that is no absence.
        folder = _closed_folder(root, rel)
        why = (f"not indexed: inside {folder}/, a folder this user may not read (permission "
               "denied)" if folder is not None
               else f"no such file (paths are relative to the root {root})")
    elif not os.path.isfile(full):
        why = "not a regular file (a fifo, a device, a broken link)"
    elif os.path.realpath(full) != full:
        # The walk skips symlinks and indexes their targets under their own names; which
        # name answers is the next step (`src/alias.py` -> `src/ratelimit/bucket.py`).
        target = os.path.relpath(os.path.realpath(full), root).replace(os.sep, "/")
        why = f"a symlink, which the index does not follow: ask for {target}, the file it leads to"
    elif skipped is not None:
        why = f"not indexed: {skipped}"
    elif warming is not None:
        why = (f"not indexed yet: the index is partial ({warming[0]} of {warming[1]} files "
               "scanned); " + ("try again shortly" if building else "run codesift index to complete it"))
    elif os.path.getsize(full) == 0:
        why = "an empty file (0 bytes): nothing in it to index"
    else:
        why = ("it is not indexed (ignored, binary, generated, too large, or not yet reached by "
               "the index; see codesift status or the index_status tool)")
    # A name with spaces at either end is quoted, or the line reads as another file's.
    return CodesiftError("INVALID_PATH", f"{rel if rel == rel.strip() else repr(rel)}: {why}")


def file_chunks(store: Store, searcher: tantivy.Searcher, rel: str) -> dict[Key, dict]:
    """Every chunk of the file ``rel``, decoded."""
    query = tantivy.Query.term_query(store.schema, "path", rel)
    found = searcher.search(query, 100_000, count=False).hits
    return {(a.segment_ord, a.doc): store.decode(searcher.doc(a)) for _, a in found}
