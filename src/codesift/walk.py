"""Which files of a repository are worth indexing, decided cheaply enough to run before every search.

The index refreshes before each search, so the work is split by cost:

* ``walk()`` decides by *name and path only*: it lists files (``git ls-files`` inside a git work
  tree, an ``os.scandir`` walk honouring nested ``.gitignore`` files elsewhere) and applies the
  default skip lists below plus the user's ``extra_ignores``. It never reads or stats a file.
* The refresher does one ``os.lstat`` per listed file and asks ``skip_by_stat``.
* Only files whose stat changed are read, and their bytes go through ``skip_by_content``.

Nothing here raises because of one file or folder: problems are counted in
``WalkResult.skipped`` under a reason and the walk goes on.
"""
from __future__ import annotations

import os
import stat
import subprocess
from collections import Counter
from collections.abc import Container, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from codesift.errors import CodesiftError

if TYPE_CHECKING:
    # Imported where patterns are compiled: a git work tree without extra ignore patterns
    # never needs it, and every search pays for what its refresh imports (~20 ms here).
    from pathspec import GitIgnoreSpec

__all__ = ["WalkResult", "walk", "skip_by_stat", "skip_by_content"]

# Folders skipped at any depth, by exact name. They hold version-control state, third-party
# code, virtual environments, tool caches or editor settings: text an agent asking about *this*
# repository never wants, and often tens of thousands of files of it. Committed or not, they are
# skipped, so git mode and the scandir walk agree.
SKIP_DIRS: frozenset[str] = frozenset({
    # version control
    ".git", ".hg", ".svn", ".bzr", ".jj", "_darcs", "CVS",
    # dependencies and vendored code
    "node_modules", "bower_components", "jspm_packages", "vendor", "third_party", "Pods",
    "site-packages", "__pypackages__", ".venv", "venv", ".eggs",
    # tool caches
    "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis", ".tox", ".nox",
    ".gradle", ".cache", ".parcel-cache", ".turbo", ".next", ".nuxt", ".svelte-kit", ".angular",
    ".dart_tool", ".terraform", ".serverless", ".sass-cache", ".pnpm-store", ".yarn",
    ".nyc_output", "htmlcov",
    # editors and IDEs (".history" is a VS Code extension's copy of every saved file)
    ".idea", ".vscode", ".vs", ".history",
})
# Folder-name suffixes skipped the same way (setuptools metadata).
SKIP_DIR_SUFFIXES: tuple[str, ...] = (".egg-info",)

# Build-output folder names that are also real source package names (pypa/build keeps its code
# in ``src/build/``, coverage.py in ``coverage/``). They are skipped unless they are a Python
# package, i.e. directly hold an ``__init__.py``; that rule needs the folder's listing, which
# both modes have for free.
BUILD_OUTPUT_DIRS: frozenset[str] = frozenset({"build", "dist", "out", "target", "coverage"})

# A file with one of these names marks its folder as generated whatever the folder is called:
# a virtual environment (``env/``, ``py311/`` ...) or a cache (Cargo's ``target/``, and any tool
# that follows the Cache Directory Tagging spec). A marker directly in the root is ignored:
# the user asked for that folder.
DIR_MARKERS: dict[str, str] = {"pyvenv.cfg": "venv", "CACHEDIR.TAG": "cache_dir"}

# Exact file names: generated dependency pins (huge, no declarations), credential stores, and
# operating-system litter.
_LOCKFILES = (
    "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock",
    "bun.lockb", "deno.lock", "Cargo.lock", "poetry.lock", "Pipfile.lock", "pdm.lock", "uv.lock",
    "pixi.lock", "conda-lock.yml", "go.sum", "go.work.sum", "composer.lock", "Gemfile.lock",
    "mix.lock", "Podfile.lock", "pubspec.lock", "Package.resolved", "packages.lock.json",
    "paket.lock", "flake.lock", "gradle.lockfile", "MODULE.bazel.lock", "shard.lock",
    "stack.yaml.lock", "cabal.project.freeze",
)
_SECRET_NAMES = (
    ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials", ".htpasswd", ".pgpass",
    ".dockercfg", ".envrc", "credentials.json",
)
SKIP_FILENAMES: dict[str, str] = {
    **dict.fromkeys(_LOCKFILES, "lockfile"),
    **dict.fromkeys(_SECRET_NAMES, "secret"),
    **dict.fromkeys((".DS_Store", "Thumbs.db", "desktop.ini"), "os_metadata"),
    ".git": "vcs",  # a worktree's or submodule's pointer file
}

# Secrets by lower-cased name. ``.env`` files are skipped unless the name says they are a
# template (``.env.example``), which projects commit on purpose to document their settings.
SECRET_PREFIXES: tuple[str, ...] = (".env.", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519")
SECRET_SUFFIXES: tuple[str, ...] = (
    ".env", ".pem", ".key", ".p12", ".pfx", ".p8", ".jks", ".keystore", ".ppk", ".kdbx",
    ".tfstate", ".tfstate.backup",
)
_ENV_TEMPLATE_WORDS: tuple[str, ...] = ("example", "sample", "template")

# Lower-cased extensions of formats that are binary, or text nobody searches for code in.
_EXTENSION_GROUPS: dict[str, tuple[str, ...]] = {
    "media": (
        ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".ico", ".icns", ".webp", ".tif", ".tiff",
        ".psd", ".heic", ".avif", ".svg", ".mp3", ".wav", ".ogg", ".flac", ".aac", ".m4a",
        ".mid", ".midi", ".mp4", ".m4v", ".mov", ".avi", ".mkv", ".webm", ".wmv", ".flv",
        ".ttf", ".otf", ".woff", ".woff2", ".eot",
    ),
    "archive": (
        ".zip", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".zst", ".lz4", ".7z", ".rar", ".jar",
        ".war", ".ear", ".whl", ".egg", ".nupkg", ".deb", ".rpm", ".dmg", ".iso", ".apk", ".aar",
        ".crate", ".gem",
    ),
    "document": (
        ".pdf", ".doc", ".docx", ".xls", ".xlsx", ".ppt", ".pptx", ".odt", ".ods", ".odp",
        ".epub",
    ),
    "compiled": (
        ".pyc", ".pyo", ".pyd", ".so", ".dylib", ".dll", ".exe", ".o", ".obj", ".a", ".lib",
        ".class", ".dex", ".wasm", ".beam", ".elc", ".ko", ".node", ".rlib", ".pdb", ".lo",
    ),
    "data": (
        ".db", ".sqlite", ".sqlite3", ".mdb", ".pkl", ".pickle", ".npy", ".npz", ".h5", ".hdf5",
        ".parquet", ".feather", ".arrow", ".onnx", ".pt", ".pth", ".ckpt", ".safetensors",
        ".tflite", ".bin",
    ),
}
SKIP_EXTENSIONS: dict[str, str] = {
    ext: reason for reason, exts in _EXTENSION_GROUPS.items() for ext in exts
}

# Generated front-end artefacts, recognisable by name before they are read.
MINIFIED_SUFFIXES: tuple[str, ...] = (".min.js", ".min.mjs", ".min.cjs", ".min.css", "-min.js")
SOURCEMAP_SUFFIX = ".map"

# skip_by_content thresholds (see DESIGN.md, "walk").
BINARY_SNIFF_BYTES = 8192
MINIFIED_MIN_CHARS = 5_000
MINIFIED_MAX_LINE = 2_000
MINIFIED_MAX_MEAN_LINE = 400

# Variables that would point git at some other repository than the one holding ``root``
# (set, for instance, when codesift runs inside a git hook).
_GIT_LOCATION_VARS = frozenset({
    "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX",
})
# Generous: a listing that takes longer than this is broken (a hung fsmonitor hook, say), and
# the scandir walk is the better answer.
_GIT_TIMEOUT_S = 60.0
# The skipped folders, handed to git so it does not even list an untracked node_modules or
# venv (measured: 8.1 ms -> 1.4 ms for a repo with 4,900 untracked files there; no cost when
# nothing is untracked). They only filter untracked files; tracked ones are filtered here.
_GIT_EXCLUDES: tuple[str, ...] = (
    *(f"--exclude={name}/" for name in sorted(SKIP_DIRS)),
    *(f"--exclude=*{suffix}/" for suffix in SKIP_DIR_SUFFIXES),
)
_GITLINK_MODE = "160000"
_SYMLINK_MODE = "120000"

_Specs = tuple[tuple[str, "GitIgnoreSpec"], ...]


@dataclass
class WalkResult:
    """The candidate files of one walk and why the others were left out."""

    files: list[str]          # repo-relative, "/"-separated, sorted, unique
    skipped: dict[str, int]   # reason -> count (files, or pruned folders: see ``walk``)
    git: bool                 # True when ``git ls-files`` did the listing


def walk(root: str, extra_ignores: Sequence[str] = ()) -> WalkResult:
    """List the files under ``root`` worth indexing, by name and path only.

    ``extra_ignores`` are gitignore-syntax patterns matched against the root-relative path.
    A bad pattern there is the user's configuration error and raises ``CodesiftError``; nothing
    in the tree itself can make this raise. Counts in ``skipped`` are per file, except for
    pruned folders (``ignored_dir``, ``venv``, ``cache_dir``, ``gitignore`` on a folder, ...),
    which count once each because the scandir walk never looks inside them. In git mode what
    git itself hides (gitignored files, untracked folders on the skip list) is not counted.
    """
    root = os.fspath(root)
    extra = _compile_extra(extra_ignores)
    skipped: Counter[str] = Counter()
    listed = _git_ls_files(root, skipped) if _maybe_in_git(root) else None
    if listed is not None:
        files = _filter_git_paths(listed, extra, skipped)
    else:
        files = _scan(root, extra, skipped)
    files.sort()
    return WalkResult(files=files, skipped=dict(skipped), git=listed is not None)


def skip_by_stat(st: os.stat_result, max_file_bytes: int) -> str | None:
    """Why a file is skipped given its ``os.lstat``: ``symlink``, ``not_file``, ``oversize`` or None.

    Symlinks are never followed: they may leave the root or loop, and a link inside the root
    only duplicates its target.
    """
    mode = st.st_mode
    if stat.S_ISLNK(mode):
        return "symlink"
    if not stat.S_ISREG(mode):
        return "not_file"
    if st.st_size > max_file_bytes:
        return "oversize"
    return None


def skip_by_content(data: bytes) -> str | None:
    """Why a file's bytes are not worth indexing: ``binary``, ``minified`` or None.

    Binary: a NUL byte in the first 8 KB. Minified: at least 5,000 characters with a line over
    2,000 characters or a mean line over 400 (bundles, generated data), whose tokens only
    drown real hits.
    """
    if data.find(b"\0", 0, BINARY_SNIFF_BYTES) != -1:
        return "binary"
    # A line has at least as many bytes as characters, so a file that passes on byte counts
    # passes on character counts too; decode only the rare file that fails on bytes.
    if not _looks_minified(data):
        return None
    if data.isascii() or _looks_minified(data.decode("utf-8", "replace")):
        return "minified"
    return None


def _looks_minified(text: bytes | str) -> bool:
    """The minified rule on bytes (an upper bound) or on decoded characters (the real test)."""
    if len(text) < MINIFIED_MIN_CHARS:
        return False
    lines = text.splitlines()
    return (
        max(map(len, lines)) > MINIFIED_MAX_LINE
        or len(text) / len(lines) > MINIFIED_MAX_MEAN_LINE
    )


def _file_reason(name: str) -> str | None:
    """Why a file is skipped judging by its base name alone."""
    reason = SKIP_FILENAMES.get(name)
    if reason is not None:
        return reason
    lower = name.lower()
    if lower.startswith(SECRET_PREFIXES) or lower.endswith(SECRET_SUFFIXES):
        is_env = lower.startswith(".env.") or lower.endswith(".env")
        if not (is_env and any(word in lower for word in _ENV_TEMPLATE_WORDS)):
            return "secret"
    dot = lower.rfind(".")
    if dot > 0:
        reason = SKIP_EXTENSIONS.get(lower[dot:])
        if reason is not None:
            return reason
    if lower.endswith(MINIFIED_SUFFIXES):
        return "minified_name"
    if lower.endswith(SOURCEMAP_SUFFIX):
        return "sourcemap"
    return None


def _dir_reason(name: str) -> str | None:
    """Why a folder is pruned judging by its name alone (before listing it)."""
    if name in SKIP_DIRS or name.endswith(SKIP_DIR_SUFFIXES):
        return "ignored_dir"
    return None


def _listing_reason(name: str, children: Container[str]) -> str | None:
    """Why a folder is dropped judging by the names of the files directly inside it."""
    for marker, reason in DIR_MARKERS.items():
        if marker in children:
            return reason
    if name in BUILD_OUTPUT_DIRS and "__init__.py" not in children:
        return "ignored_dir"
    return None


def _utf8_ok(name: str) -> bool:
    """False for names holding bytes that are not UTF-8 (decoded as lone surrogates).

    Such names cannot be stored, printed or sent as JSON downstream, so they are skipped.
    """
    if name.isascii():
        return True
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _compile_extra(patterns: Sequence[str]) -> GitIgnoreSpec | None:
    """The user's ``extra_ignores`` as one spec, so negations among them work as in a .gitignore."""
    if isinstance(patterns, str):  # one pattern passed bare would otherwise become characters
        patterns = [patterns]
    if not patterns:
        return None
    from pathspec import GitIgnoreSpec

    try:
        return GitIgnoreSpec.from_lines(patterns)
    except ValueError as exc:
        raise CodesiftError("INVALID_IGNORE", f"bad ignore pattern in extra_ignores: {exc}") from None


def _maybe_in_git(root: str) -> bool:
    """Whether ``root`` or an ancestor holds a ``.git``, without which git can only fail.

    A few lstats; they spare the failing ``git`` process (~1.3 ms, more than scanning a
    200-file tree) outside git. ``realpath`` because git looks up from the physical folder.
    """
    folder = os.path.realpath(root)
    while True:
        if os.path.lexists(os.path.join(folder, ".git")):
            return True
        parent = os.path.dirname(folder)
        if parent == folder:
            return False
        folder = parent


def _git_ls_files(root: str, skipped: Counter[str]) -> list[str] | None:
    """Root-relative files git would show (tracked + untracked-not-ignored), or None if git can't.

    One call gives everything: ``-t`` tags each entry (``S`` = outside a sparse checkout,
    ``?`` = untracked) and ``-s`` gives tracked entries their mode, which tells submodules
    (gitlinks) and symlinks apart without a stat. ``-z`` keeps names raw whatever
    ``core.quotePath`` says. Tracked files deleted from the work tree are still listed: dropping
    them takes ``--deleted``, which lstats every file inside git and measured +23 ms (2.3x the
    listing) on 15k files, while the refresher's own lstat already reports them as vanished.
    """
    env = {key: value for key, value in os.environ.items() if key not in _GIT_LOCATION_VARS}
    cmd = ["git", "ls-files", "-z", "-t", "-s", "--cached", "--others", "--exclude-standard",
           *_GIT_EXCLUDES]
    try:
        proc = subprocess.run(cmd, cwd=root, env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=_GIT_TIMEOUT_S, check=False)
    except (OSError, subprocess.SubprocessError):  # no git, root missing, hung
        return None
    if proc.returncode != 0:  # not a work tree, unsafe ownership, ...
        return None
    # Nothing at all means git hides the whole folder (a home-directory dotfiles repo ignoring
    # "*", a root inside an ignored folder): the user asked for this folder, so walk it instead.
    if not proc.stdout:
        return None
    tracked: list[str] = []
    paths: list[str] = []
    for entry in proc.stdout.decode("utf-8", "surrogateescape").split("\0"):
        if not entry:
            continue
        tag, rest = entry[0], entry[2:]
        if tag == "?":
            if rest.endswith("/"):  # an untracked folder git won't enter: a nested repository
                skipped["nested_repo"] += 1
            else:
                paths.append(rest)
            continue
        meta, _, path = rest.partition("\t")  # "<mode> <object> <stage>\t<path>"
        if tag == "S":
            skipped["sparse"] += 1
        elif meta.startswith(_GITLINK_MODE):
            skipped["submodule"] += 1
        elif meta.startswith(_SYMLINK_MODE):
            skipped["symlink"] += 1
        else:
            tracked.append(path)
    paths.extend(dict.fromkeys(tracked))  # unmerged paths come once per stage
    return paths


def _filter_git_paths(paths: list[str], extra: GitIgnoreSpec | None,
                      skipped: Counter[str]) -> list[str]:
    """Apply the folder and file rules to a flat listing, deciding each folder once."""
    # The only child names the folder rules look at; collected in one pass over the listing.
    watched = {*DIR_MARKERS, "__init__.py"}
    children: dict[str, set[str]] = {}
    for path in paths:
        folder, _, name = path.rpartition("/")
        if name in watched:
            children.setdefault(folder, set()).add(name)

    pruned: dict[str, bool] = {"": False}  # folder -> skipped (itself or an ancestor)
    files: list[str] = []
    for path in paths:
        folder, _, name = path.rpartition("/")
        skip = pruned.get(folder)
        if skip is None:
            skip = _decide_folder(folder, pruned, children, extra, skipped)
        if skip:
            continue
        if not _utf8_ok(path):
            skipped["undecodable_name"] += 1
            continue
        reason = _file_reason(name)
        if reason is None and extra is not None and extra.match_file(path):
            reason = "extra_ignore"
        if reason is not None:
            skipped[reason] += 1
        else:
            files.append(path)
    return files


def _decide_folder(folder: str, pruned: dict[str, bool], children: dict[str, set[str]],
                   extra: GitIgnoreSpec | None, skipped: Counter[str]) -> bool:
    """Decide ``folder`` and its undecided ancestors top-down, iteratively (paths can be deep)."""
    chain: list[str] = []
    while folder not in pruned:
        chain.append(folder)
        folder = folder.rpartition("/")[0]
    skip = pruned[folder]
    for folder in reversed(chain):
        if not skip:
            name = folder.rpartition("/")[2]
            reason = _dir_reason(name) or _listing_reason(name, children.get(folder, ()))
            if reason is None and extra is not None and extra.match_file(folder + "/"):
                reason = "extra_ignore"
            if reason is not None:
                skipped[reason] += 1
                skip = True
        pruned[folder] = skip
    return skip


def _scan(root: str, extra: GitIgnoreSpec | None, skipped: Counter[str]) -> list[str]:
    """Walk ``root`` with ``os.scandir``, honouring nested .gitignore files; never follows links.

    Iterative (a stack, not recursion) so deep trees can't exhaust the interpreter stack; the
    entry types come from the directory listing itself, so no file is stat'ed.
    """
    files: list[str] = []
    # (absolute folder, root-relative folder or "", the .gitignore specs in force there)
    stack: list[tuple[str, str, _Specs]] = [(root, "", ())]
    while stack:
        abs_dir, rel_dir, specs = stack.pop()
        try:
            with os.scandir(abs_dir) as it:
                entries = list(it)
        except OSError:  # permission denied, vanished, path too long, not a folder
            skipped["unreadable"] += 1
            continue
        names = {entry.name for entry in entries}
        if rel_dir:
            reason = _listing_reason(rel_dir.rpartition("/")[2], names)
            if reason is not None:
                skipped[reason] += 1
                continue
        if ".gitignore" in names:
            spec = _read_gitignore(next(e for e in entries if e.name == ".gitignore"))
            if spec is not None:
                specs = (*specs, (rel_dir, spec))
        for entry in entries:
            name = entry.name
            if not _utf8_ok(name):
                skipped["undecodable_name"] += 1
                continue
            rel = f"{rel_dir}/{name}" if rel_dir else name
            try:
                if entry.is_symlink():
                    skipped["symlink"] += 1
                    continue
                is_dir = entry.is_dir(follow_symlinks=False)
                if not is_dir and not entry.is_file(follow_symlinks=False):
                    skipped["not_file"] += 1  # fifo, socket, device: git lists none of them
                    continue
            except OSError:  # vanished between listing and the type check
                skipped["unreadable"] += 1
                continue
            if is_dir:
                reason = _dir_reason(name)
                if reason is None and extra is not None and extra.match_file(rel + "/"):
                    reason = "extra_ignore"
                if reason is None and _gitignored(specs, rel + "/"):
                    reason = "gitignore"
                if reason is None:
                    stack.append((entry.path, rel, specs))
            else:
                reason = _file_reason(name)
                if reason is None and extra is not None and extra.match_file(rel):
                    reason = "extra_ignore"
                if reason is None and _gitignored(specs, rel):
                    reason = "gitignore"
                if reason is None:
                    files.append(rel)
            if reason is not None:
                skipped[reason] += 1
    return files


def _gitignored(specs: _Specs, rel: str) -> bool:
    """Git's precedence: the deepest .gitignore with a matching pattern decides.

    ``rel`` is root-relative, with a trailing "/" for folders so dir-only patterns apply; each
    spec sees it relative to its own folder, which is what anchored patterns are relative to.
    """
    for base, spec in reversed(specs):
        verdict = spec.check_file(rel[len(base) + 1:] if base else rel).include
        if verdict is not None:
            return verdict
    return False


def _read_gitignore(entry: os.DirEntry[str]) -> GitIgnoreSpec | None:
    """Compile one .gitignore, dropping lines pathspec rejects; None if it ignores nothing."""
    try:
        # Regular files only: a fifo named .gitignore would block the read, and git itself
        # does not follow a symlinked .gitignore.
        if entry.is_symlink() or not entry.is_file(follow_symlinks=False):
            return None
        with open(entry.path, "rb") as fh:
            lines = fh.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    from pathspec import GitIgnoreSpec

    try:
        spec = GitIgnoreSpec.from_lines(lines)
    except ValueError:  # one bad line (a lone "!") must not void the file's other patterns
        spec = GitIgnoreSpec.from_lines(line for line in lines if _valid_pattern(line))
    if all(pattern.include is None for pattern in spec.patterns):
        return None
    return spec


def _valid_pattern(line: str) -> bool:
    from pathspec import GitIgnoreSpec

    try:
        GitIgnoreSpec.from_lines([line])
    except ValueError:
        return False
    return True
