"""The scandir walk, and the per-folder cache that lets a refresh repeat it for one lstat a folder.

Git's untracked-cache idea: a folder's entries change only together with its own mtime, so each
walk remembers, per folder, its stat and what the rules made of its entries (files kept,
subfolders to enter, skip counts). The next walk lstats every folder it enters; an unchanged
folder is neither listed again nor are its entries judged again. Why that stays correct:

* a file or folder added, removed or renamed changes its parent's mtime and ctime, so the parent
  is listed again (a new subfolder is then entered and listed too);
* a file edited in place changes no folder, and the walk's answer (names) does not change
  either: the refresher's own lstat of every listed file sees the edit;
* a .gitignore (or a ripgrep ``.ignore`` / ``.rgignore``) edited in place changes no folder,
  so each one that was read is lstat'ed on every walk; when one changed, every folder below it
  is judged again. A folder holding none of them costs nothing more: one appearing there
  changes the folder's mtime;
* a folder changed less than ``RACY_NS`` before it was listed (by its mtime or its ctime,
  which an mtime put back leaves recent) may change again within the same timestamp tick
  without its key moving: it is remembered as "list again" (git's racy-clean rule, as the
  refresher applies it to files);
* a cache belongs to one root and one set of extra ignore patterns; a file that is missing,
  damaged (it carries an xxh3 hash of its contents) or written by another Python version
  counts as no cache: the walk then lists every folder, as it does without one.

The key is (inode, mtime, ctime): ctime catches what can restore an mtime (``tar``, ``rsync
-t``, ``touch -d``) and a permission change that makes a folder readable again.
"""
from __future__ import annotations

import marshal
import os
import time
from collections import Counter
from stat import S_ISREG
from typing import Any, NamedTuple, Sequence

import xxhash

from ..diskio import atomic_write
from .ignorefile import IgnoreFile
from .listing import listing_reason
from .reading import read_regular
from .rules import changed_ns, dir_reason, file_reason, hidden_above, kept_by_user, utf8_ok


# 3: git's part keeps the folders of submodules and nested repositories (``repos``).
# 4: a folder named like build output that holds a package's source (`coil3/target/Target.kt`)
# is walked; a cache of 3 remembered it as skipped while it did not change.
# 5: a `.zig` file is such source too (arocc's `build/generate_def.zig`).
# 6: C/C++ spellings of third_party (`3rd-party`, `thirdparty`, …) are skipped; an older cache
# would keep entering one while its parent did not change.
# 7: a folder holding `doxygen.css` (Doxygen's HTML output) is pruned.
# 8: a static site's `_site/` output is skipped; a cache of 7 would keep entering one.
# 9: a folder holding Javadoc's class index (`allclasses-index.html`, …) is pruned.
# 10: a folder holding `index.html` and a `*.js.html` page (JSDoc's output) is pruned.
# 11: more lockfiles are skipped by name (`mise.lock`, `.terraform.lock.hcl`, `pylock.toml`, …).
# 12: a folder named `extlibs` (SFML's vendored libraries) is skipped; a cache of 11 would
# keep entering one while its parent did not change.
# 13: a folder holding `index.html` and `undocumented.json` (Jazzy's output) is pruned.
# 14: an ASP.NET site's `wwwroot/lib/` (its client-side libraries) is pruned.
# 15: a folder holding `navigation.js`, `search.js` and `highlight.css` (TypeDoc's assets).
# 16: `.nojekyll` is skipped by name; a cache of 15 would keep listing it in a folder that did
# not change.
# 17: `.swiftpm` (Xcode's state for a Swift package) is skipped; a cache of 16 would keep
# entering one while its parent did not change.
# 18: REUSE's `X.license` companions are skipped by name; a cache of 17 would keep listing
# them in a folder that did not change.
CACHE_VERSION = 18
_MAGIC = b"CSW1"
RACY_NS = 2_000_000_000
# A stat identity: (inode, mtime_ns, ctime_ns), plus the size for an ignore file.
Key = tuple[int, ...]
# A folder's ignore files, lowest precedence first, by name and key (None: changed too recently
# to trust, read it again next time); () when it has none.
Ignores = tuple[tuple[str, "Key | None"], ...]
# What one walk remembers of a folder: its key (None: list it again next time), its ignore
# files, the root-relative files it keeps, the subfolders to enter and its skip counts.
Folder = tuple["Key | None", Ignores, list[str], list[str], dict[str, int]]
# The ignore files a folder may hold and their precedence, as ripgrep ranks them (its GUIDE,
# "Automatic filtering"): a match in any .rgignore beats one in any .ignore, which beats any
# .gitignore; within a kind the deepest file with a matching pattern decides. So `!keep.py` in
# a .ignore brings back what a .gitignore hides, at any depth.
IGNORE_FILES: dict[str, int] = {".gitignore": 0, ".ignore": 1, ".rgignore": 2}
# The ignore files in force in a folder, outermost first: (folder, path, precedence).
_Chain = tuple[tuple[str, str, int], ...]
# The same compiled, in the order they are asked: the highest precedence, deepest one first.
_Specs = tuple[tuple[str, IgnoreFile, int], ...]


class Scan(NamedTuple):
    """One walk's answer and what to remember of it."""

    files: list[str]          # sorted
    skipped: dict[str, int]
    folders: dict[str, Folder]
    changed: bool             # the answer may differ from the cached one (or there was none)
    relisted: bool            # some folder was listed again: the cache needs writing
    # The .ignore and .rgignore files in force, (folder, name): git's listing is filtered by them.
    ignore_files: list[tuple[str, str]]


def load(path: str | None, root: str, patterns: Sequence[str]) -> dict[str, Any]:
    """The cache at ``path`` if it was written for this root and these extra patterns, else {}."""
    if path is None:
        return {}
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return {}
    # marshal is not meant for damaged input: only bytes that hash as written reach it.
    magic, digest, payload = data[:4], data[4:20], data[20:]
    if magic != _MAGIC or digest != xxhash.xxh3_128_digest(payload):
        return {}
    try:
        saved = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):  # written by another Python version
        return {}
    if (not isinstance(saved, dict) or saved.get("version") != CACHE_VERSION
            or saved.get("root") != root or saved.get("patterns") != list(patterns)):
        return {}
    return saved


def save(path: str, root: str, patterns: Sequence[str], scan: Scan,
         git: dict[str, Any] | None) -> None:
    """Write the cache (temp file and rename); a failure only costs the next walk its speed."""
    data = {"version": CACHE_VERSION, "root": root, "patterns": list(patterns),
            "folders": scan.folders, "files": scan.files, "skipped": scan.skipped, "git": git}
    try:
        payload = marshal.dumps(data)
        atomic_write(path, _MAGIC + xxhash.xxh3_128_digest(payload) + payload, durable=False)
    except (OSError, ValueError):
        pass


def scan(root: str, extra: IgnoreFile | None, saved: dict[str, Any]) -> Scan:
    """Walk ``root`` with ``os.scandir``, honouring nested .gitignore, .ignore and .rgignore
    files; never follows links.

    ``saved`` is what ``load`` returned: folders whose key still matches are taken from it.
    Iterative (a stack, not recursion) so deep trees can't exhaust the interpreter stack; entry
    types come from the listing itself, so no file is stat'ed here.
    """
    old: dict[str, Folder] = saved.get("folders") or {}
    now = time.time_ns()
    prefix = os.path.join(root, "")
    folders: dict[str, Folder] = {}
    parts: list[list[str]] = []
    skipped: Counter[str] = Counter()
    compiled: dict[str, IgnoreFile | None] = {}
    changed = relisted = not old
    ignore_files: list[tuple[str, str]] = []
    # (root-relative folder, the ignore files in force above it, whether one of them changed)
    stack: list[tuple[str, _Chain, bool]] = [("", (), False)]
    while stack:
        rel, chain, dirty = stack.pop()
        abs_dir = prefix + rel if rel else root
        try:
            # The root may be a symlink the caller gave (its target's stat is what changes);
            # below it, links are never entered.
            st = os.lstat(abs_dir) if rel else os.stat(abs_dir)
            key: Key | None = (st.st_ino, st.st_mtime_ns, st.st_ctime_ns)
        except OSError:
            st = key = None
        was = old.get(rel)
        folder = None
        if was is not None and key is not None and was[0] == key and not dirty:
            if not was[1]:   # no ignore file, and none can appear without a new mtime
                folder = was
            elif all(_ignore_key(f"{abs_dir}/{name}") == known for name, known in was[1]):
                folder = was
                chain = (*chain, *((rel, f"{abs_dir}/{name}", IGNORE_FILES[name])
                                   for name, _ in was[1]))
        if folder is None:
            relisted = True
            racy = st is None or now - changed_ns(st) < RACY_NS
            folder, chain, dirty, moved = _list_folder(abs_dir, rel, None if racy else key, was,
                                                       chain, dirty, compiled, extra, now)
            # Listed again with the same outcome (a racy folder, a file renamed among skipped
            # ones) leaves the answer as it was: every entry lands in the files, the subfolders
            # or the skip counts. An ignore file that changed may still change git's: the
            # .ignore files filter what git lists, tracked files in a gitignored folder too,
            # which this walk never looks at.
            changed = changed or moved or was is None or folder[2:] != was[2:]
        folders[rel] = folder
        parts.append(folder[2])
        if folder[4]:
            skipped.update(folder[4])
        if folder[1]:
            ignore_files.extend((rel, name) for name, _ in folder[1] if IGNORE_FILES[name])
        for sub in folder[3]:
            stack.append((sub, chain, dirty))
    if not changed and "files" in saved:
        return Scan(saved["files"], saved["skipped"], folders, False, relisted, ignore_files)
    files = [path for part in parts for path in part]
    files.sort()
    return Scan(files, dict(skipped), folders, True, True, ignore_files)


def _list_folder(abs_dir: str, rel_dir: str, key: Key | None, was: Folder | None,
                 chain: _Chain, dirty: bool, compiled: dict[str, IgnoreFile | None],
                 extra: IgnoreFile | None, now: int) -> tuple[Folder, _Chain, bool, bool]:
    """List one folder and judge its entries by the name rules, extra patterns and ignore files.

    Returns the folder's record, the ignore files in force below it, whether the folders below
    must be judged again (a rule in force there changed, or this folder is new), and whether
    one of its own ignore files changed.
    """
    files: list[str] = []
    subdirs: list[str] = []
    skipped: dict[str, int] = {}
    try:
        with os.scandir(abs_dir) as it:
            entries = list(it)
    except OSError:  # permission denied, vanished, path too long, not a folder
        return (key, (), files, subdirs, {"unreadable": 1}), chain, dirty, False
    names = {entry.name for entry in entries}
    if rel_dir:
        reason = listing_reason(rel_dir, names)
        if reason is not None and not kept_by_user(extra, rel_dir):
            return (key, (), files, subdirs, {reason: 1}), chain, dirty, False
    found: list[tuple[str, Key]] = []
    for name, rank in IGNORE_FILES.items():
        if name in names:
            own = f"{abs_dir}/{name}"
            ignore = _ignore_key(own)
            if ignore:
                found.append((name, ignore))
                chain = (*chain, (rel_dir, own, rank))
    moved = was is not None and was[1] != tuple(found)
    dirty = dirty or was is None or moved
    # One changed within its timestamp tick may change again unseen: read it next time.
    ignores: Ignores = tuple((name, None if now - max(k[1], k[2]) < RACY_NS else k)
                             for name, k in found)
    specs = _specs(chain, compiled)
    for entry in entries:
        name = entry.name
        if not utf8_ok(name):
            skipped["undecodable_name"] = skipped.get("undecodable_name", 0) + 1
            continue
        rel = f"{rel_dir}/{name}" if rel_dir else name
        try:
            if entry.is_symlink():
                reason = "symlink"
            else:
                is_dir = entry.is_dir(follow_symlinks=False)
                if not is_dir and not entry.is_file(follow_symlinks=False):
                    reason = "not_file"  # fifo, socket, device: git lists none of them
                elif is_dir:
                    reason = dir_reason(name)
                    if reason is not None and kept_by_user(extra, rel):
                        reason = None
                    if reason is None and extra is not None and extra.ignores(rel, True):
                        reason = "extra_ignore"
                    if reason is None and specs:
                        reason = _ignored(specs, rel, True)
                    if reason is None:
                        subdirs.append(rel)
                else:
                    reason = file_reason(name)
                    if reason is None and extra is not None and extra.ignores(rel, False):
                        reason = "extra_ignore"
                    if reason is None and specs:
                        reason = _ignored(specs, rel, False)
                    if reason is None:
                        files.append(rel)
        except OSError:  # vanished between listing and the type check
            reason = "unreadable"
        if reason is not None:
            skipped[reason] = skipped.get(reason, 0) + 1
    return (key, ignores, files, subdirs, skipped), chain, dirty, moved


def _ignore_key(path: str) -> Key:
    """The stat identity of a folder's ignore file, or () when it has no regular one.

    Regular files only: a fifo named .gitignore would block the read, and git itself does not
    follow a symlinked .gitignore.
    """
    try:
        st = os.lstat(path)
    except OSError:
        return ()
    if not S_ISREG(st.st_mode):
        return ()
    return (st.st_ino, st.st_mtime_ns, st.st_ctime_ns, st.st_size)


def _specs(chain: _Chain, compiled: dict[str, IgnoreFile | None]) -> _Specs:
    """The compiled ignore files of ``chain`` in the order they are asked (``_ignored``), each
    read once per walk."""
    specs = []
    for base, path, rank in chain:
        if path not in compiled:
            compiled[path] = _read_gitignore(path)
        spec = compiled[path]
        if spec is not None:
            specs.append((base, spec, rank))
    specs.sort(key=lambda s: s[2])   # stable: outermost first within a kind
    return tuple(reversed(specs))


def _ignored(specs: _Specs, rel: str, is_dir: bool) -> str | None:
    """The skip reason of ``rel`` by the ignore files in force (``gitignore``, or
    ``ignore_file`` for a .ignore or .rgignore), None when none ignores it.

    ``rel`` is root-relative; each file sees it relative to its own folder, which is what
    anchored patterns are relative to. The first file with a matching pattern decides (see
    ``IGNORE_FILES`` for the order), a negation there keeping ``rel``.
    """
    for base, spec, rank in specs:
        verdict = spec.verdict(rel[len(base) + 1:] if base else rel, is_dir)
        if verdict is not None:
            return ("ignore_file" if rank else "gitignore") if verdict else None
    return None


def hide_ignored(root: str, files: list[str], ignore_files: list[tuple[str, str]],
                 skipped: Counter[str]) -> list[str]:
    """``files`` (root-relative, as git listed them) less those the ``.ignore`` and ``.rgignore``
    files (``Scan.ignore_files``) hide, themselves or by a folder on their way; ``skipped``
    counts them under ``ignore_file``, a folder once. Git applied the .gitignore files already:
    what they hide is not listed, so a negation here cannot bring it back."""
    prefix = os.path.join(root, "")
    compiled: dict[str, IgnoreFile | None] = {}
    chains: dict[str, _Specs] = {}   # folder -> the ignore files in force for its entries

    def judge(rel: str, is_dir: bool) -> bool:
        folder = rel.rpartition("/")[0]
        specs = chains.get(folder)
        if specs is None:
            specs = chains[folder] = _specs(tuple(
                (base, prefix + (f"{base}/{name}" if base else name), IGNORE_FILES[name])
                for base, name in ignore_files
                if not base or folder == base or folder.startswith(base + "/")), compiled)
        gone = bool(specs) and _ignored(specs, rel, is_dir) is not None
        if gone:
            skipped["ignore_file"] += 1
        return gone

    hidden: dict[str, bool] = {"": False}   # folder -> it or a folder above it is hidden
    return [path for path in files
            if not hidden_above(path.rpartition("/")[0], hidden, lambda f: judge(f, True))
            and not judge(path, False)]


def ignored_by(root: str, rel: str) -> str | None:
    """Why the ignore files at and below ``root`` hide the file ``rel`` or a folder of its
    path, as this walk judges them (``gitignore`` or ``ignore_file``), None if they do not:
    why a file is not indexed, asked after the walk."""
    parts = rel.split("/")
    chain: _Chain = ()
    compiled: dict[str, IgnoreFile | None] = {}
    for depth in range(len(parts)):
        base = "/".join(parts[:depth])
        for name, rank in IGNORE_FILES.items():
            own = os.path.join(root, base, name)
            if _ignore_key(own):
                chain = (*chain, (base, own, rank))
        specs = _specs(chain, compiled)
        reason = specs and _ignored(specs, "/".join(parts[:depth + 1]), depth < len(parts) - 1)
        if reason:
            return reason
    return None


# Ignore files compiled by earlier walks of this process (a server's), by path: the stat
# key they had then and what they compiled to. A 100,000-line file takes ~0.4 s to compile.
_COMPILED: dict[str, tuple[Key, IgnoreFile | None]] = {}
_COMPILED_MAX = 256


def _read_gitignore(path: str) -> IgnoreFile | None:
    """Compile one ignore file; None if it ignores nothing. A line git would match nothing with
    (an unclosed ``[``) matches nothing here either, and never voids the other lines. Taken
    from an earlier walk while its stat key holds (and is not racy: see ``RACY_NS``)."""
    key = _ignore_key(path)
    known = _COMPILED.get(path)
    if known is not None and key and known[0] == key:
        return known[1]
    data = read_regular(path, text=False)   # bytes, as git matches them
    spec = None if data is None else IgnoreFile.parse(data)
    if key and time.time_ns() - max(key[1], key[2]) >= RACY_NS:
        if len(_COMPILED) >= _COMPILED_MAX:
            _COMPILED.clear()
        _COMPILED[path] = (key, spec)
    return spec
