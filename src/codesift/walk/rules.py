"""The rules that decide which files count, by name, by stat and by content.

``walk/__init__.py`` applies the name rules while listing (a folder or file left out here is never
stat'ed or read); the refresher applies ``skip_by_stat`` to each listed file's ``lstat`` and
``skip_by_content`` to the bytes of a file whose stat changed.
"""
from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Sequence

from codesift.errors import CodesiftError
from codesift.languages import GRAMMAR_LANGUAGES

from ..regex_cache import compiled
from .bundles import BUNDLE_LANGUAGES, is_built_bundle
from .ignorefile import IgnoreFile, check_pattern
from .listing import BUILD_OUTPUT_DIRS

# Folders skipped at any depth, by exact name. They hold version-control state, third-party
# code, virtual environments, tool caches or editor settings: text an agent asking about *this*
# repository never wants, and often tens of thousands of files of it. Committed or not, they are
# skipped, so git mode and the scandir walk agree.
# Version control's own folders: no pattern of the user's brings them back (kept_by_user).
VCS_DIRS: frozenset[str] = frozenset({".git", ".hg", ".svn", ".bzr", ".jj", "_darcs", "CVS"})
SKIP_DIRS: frozenset[str] = VCS_DIRS | frozenset({
    # dependencies and vendored code (a Python package's copies in `_vendor/`, pip's and
    # bleach's: bleach's vendored html5lib `Filter.allowed_token` answered before its own
    # sanitizer)
    "node_modules", "bower_components", "jspm_packages", "vendor", "_vendor", "third_party",
    "Pods",
    # C and C++ projects' spellings of third_party (taskflow's `3rd-party/` holds eigen, tbb,
    # spdlog, doctest: 1,988 files, 2 in 3 of its chunks). Not `third-party`: jotai's
    # `docs/third-party/` is its own guide to integrations.
    "3rdparty", "3rdParty", "3rd-party", "3rd_party", "thirdparty", "ThirdParty",
    # SFML's and IoTivity's spelling (SFML's `extlibs/` holds glad, vulkan, stb_image,
    # miniaudio: 8,083 of its 21,211 chunks). Lower case only: Mission Planner's `ExtLibs/`
    # is its own code.
    "extlibs",
    "site-packages", "__pypackages__", ".venv", "venv", ".eggs",
    # tool caches
    "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis", ".tox", ".nox",
    ".gradle", ".cache", ".parcel-cache", ".turbo", ".next", ".nuxt", ".svelte-kit", ".angular",
    ".dart_tool", ".terraform", ".serverless", ".sass-cache", ".pnpm-store", ".yarn",
    ".nyc_output", "htmlcov",
    # editors and IDEs (".history" is a VS Code extension's copy of every saved file; Xcode
    # keeps a Swift package's workspace and schemes in `.swiftpm/xcode/`: IceCubesApp's 16
    # `*.xcscheme` files, one answering "tests for the timeline" first)
    ".idea", ".vscode", ".vs", ".history", ".swiftpm",
    # a static site's build, Jekyll's and Eleventy's default output (immer commits one: its
    # readme again as a 38 KB `_site/readme/index.html`); its sources are beside it
    "_site",
})
# Folder-name suffixes skipped the same way (setuptools metadata).
SKIP_DIR_SUFFIXES: tuple[str, ...] = (".egg-info",)

# Exact file names: generated dependency pins (huge, no declarations), credential stores, and
# operating-system litter.
_LOCKFILES = (
    "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock",
    "bun.lockb", "deno.lock", "Cargo.lock", "poetry.lock", "Pipfile.lock", "pdm.lock", "uv.lock",
    "pixi.lock", "conda-lock.yml", "go.sum", "go.work.sum", "composer.lock", "Gemfile.lock",
    "mix.lock", "Podfile.lock", "pubspec.lock", "Package.resolved", "packages.lock.json",
    "paket.lock", "flake.lock", "gradle.lockfile", "MODULE.bazel.lock", "shard.lock",
    "stack.yaml.lock", "cabal.project.freeze",
    # mise's tool pins (task's 279-line `mise.lock`, "@generated - this file is auto-generated
    # by `mise lock`", was indexed as text), Terraform's providers', PEP 751's, Carthage's,
    # rebar3's, Conan's, renv's, Helm's, Berkshelf's.
    "mise.lock", ".terraform.lock.hcl", "pylock.toml", "Cartfile.resolved", "rebar.lock",
    "conan.lock", "renv.lock", "Chart.lock", "Berksfile.lock", "devenv.lock",
)
# A lockfile's copy under another name, kept for a CI job: a suffix (fancy-regex's and
# minijinja's `Cargo.lock.msrv`, 4,056 lines of pins; aasm's `Gemfile.lock_old`) or a version
# before it (rust-url's `ci-lockfiles/1.63.Cargo.lock`). They were indexed as text.
_LOCKFILE_COPY = compiled(r"(?:[\w.-]*\.)?(" + "|".join(map(re.escape, _LOCKFILES))
                          + r")(?:[._-][\w.-]*)?")
_SECRET_NAMES = (
    ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials", ".htpasswd", ".pgpass",
    ".dockercfg", ".envrc", "credentials.json",
)
SKIP_FILENAMES: dict[str, str] = {
    **dict.fromkeys(_LOCKFILES, "lockfile"),
    **dict.fromkeys(_SECRET_NAMES, "secret"),
    **dict.fromkeys((".DS_Store", "Thumbs.db", "desktop.ini"), "os_metadata"),
    # GitHub Pages' switch that turns Jekyll off for a folder: empty, or one line from the tool
    # that wrote it (ioredis' `docs/.nojekyll`, "TypeDoc added this file to prevent GitHub
    # Pages from using Jekyll…", a chunk of its own): never an answer.
    ".nojekyll": "site_switch",
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

# REUSE's companion file: the SPDX copyright and licence tags of a file beside it that cannot
# hold a header (pretalx's 244 `flags/ad.png.license`, `uv.lock.license`, `.gitignore.license`:
# 295 chunks of two tags, no word of the code). The name it annotates has an extension or is a
# dotfile; a licence's own text named so (`MIT.license`) is kept.
_LICENSE_SIDECAR = ".license"

# Generated front-end artefacts, recognisable by name before they are read.
MINIFIED_SUFFIXES: tuple[str, ...] = (".min.js", ".min.mjs", ".min.cjs", ".min.css", "-min.js")
SOURCEMAP_SUFFIX = ".map"

# skip_by_content thresholds (see DESIGN.md, "walk").
BINARY_SNIFF_BYTES = 8192
GENERATOR_SNIFF_BYTES = 4096
# Dokka (Kotlin's API docs) names itself in no meta tag; its page head sets `pathToRoot` and
# reads its `dokka-dark-mode` setting. Exposed commits 4,228 such pages under docs/api, a
# quarter of its chunks, whose signatures and KDoc the indexed source already holds.
# TypeDoc's pages name it nowhere in their head either; its toolbar (`tsd-page-toolbar`, in
# every version's layout) opens their body (ioredis's `docs/`: 8 of 31 pages were indexed).
# Jazzy's default theme names it only in the footer; its head links `jazzy.css` (RxSwift's
# 73 pages under docs/ were whole-file chunks, "DisposeBag Class Reference").
_GENERATOR = compiled(rb"<meta[^>]+name=[\"']?generator|<!--\s*generated by"
                      rb"|<script>var pathToRoot = \"|dokka-dark-mode|class=\"tsd-page-toolbar"
                      rb"|href=\"[^\"]*\bjazzy\.css\"", re.I)
# A GNU Info manual, makeinfo's (texi2any's) rendering of a Texinfo source, opens with this line
# ("This is hledger.info, produced by makeinfo version 7.3 from stdin."), split parts
# (`x.info-1`) too: a manual built from a source the project keeps (hledger's 15,000-line
# `hledger.info`, `hledger-ui.info`, `hledger-web.info`, from its `*.m4.md`), text again with
# Info's node markers, which answered searches beside the source. Refused as generated HTML
# docs are, not damped as generated code (``chunk/generated.py``): its source is the page to read.
_INFO_MANUAL = compiled(rb"This is [^\n,]+, produced by (?:makeinfo|texi2any) version ")
# A server-side template's tags, which no generator's output keeps (it rendered them): a
# page holding them is a template someone writes, though its head names the app that
# serves it a generator (pretalx's base.html: `<meta name="generator" content="pretalx">`
# under `{% load i18n %}`; kramdown's ERB document template), and was refused as generated.
_TEMPLATE_TAG = compiled(rb"\{%|<%")
# Kotlin's binary-compatibility-validator dumps (`api/arrow-core.api`, `api/jvm/…`, and
# `…klib.api`): every public declaration again, as `public final class arrow/core/Either {`
# or under `// Klib ABI Dump`, written by the build from the source that is indexed anyway.
# Their lines of names won searches over the declarations themselves.
_API_DUMP = compiled(rb"// Klib ABI Dump|public (?:[a-z]+ )*class [\w$]+/[\w$/]+ ")
# A file of ASCII-armored blocks alone (RFC 4880's, PEM's): jq's 213 `sig/*.asc` release
# signatures, certificates and keys under names the secret suffixes miss (`server.crt`,
# `ssh_host_rsa_key`). Base64 between `-----BEGIN X-----` and `-----END X-----` lines holds no
# word to search, and a summary read a line of it. A signed message (`-----BEGIN PGP SIGNED
# MESSAGE-----`) carries its text in clear and stays.
# (A block's lines never open with dashes: no line is read two ways, so no text backtracks.)
_ARMORED = compiled(rb"(?:\s*-----BEGIN (?!PGP SIGNED MESSAGE)[A-Z0-9 ]+-----\r?\n"
                    rb"(?:(?!-----)[^\n]*\n)*+-----END [A-Z0-9 ]+-----)+\s*")
MINIFIED_MIN_CHARS = 5_000
# JavaScript and CSS a bundler minified are refused smaller: nobody writes 400 characters of
# either on one line, and a bundler splits an app into many small chunks. CTFd commits its
# themes' Vite builds (`static/assets/pages/audience-DJcsK9l_.js`, `challenges.ccee2541.js`):
# 26 one-line files of 465 to 4,324 characters were indexed, `method w.loadComments()` and
# `constant F` answering beside the Vue source they were built from. The 5,000-character floor
# keeps a small data file with a long line (a text fixture, a JSON sample) searchable.
MINIFIED_MIN_CHARS_BUILT = 400
MINIFIED_MAX_LINE = 2_000
MINIFIED_MAX_MEAN_LINE = 400
# In code, this many non-blank lines of ordinary length make a file hand-written, however
# much of its text long lines hold (CryptoSwift's AES.swift: 544 lines of cipher code, 12
# lookup tables of 3,100 characters a line, two thirds of its bytes). A bundle or a data
# file has a handful (the minified bundles seen have at most 17 lines in all).
MINIFIED_MIN_CODE_LINES = 100
# Runs of blanks, read as one blank when a file looks minified: padding is no content. A
# Markdown table Prettier aligns pads every row to its widest cell (teslamate's environment
# variables page, 64 rows of 534 characters, was refused as minified and its variables were
# found nowhere); minified code and data hold no such runs, so they are refused as before.
_BLANK_RUN = compiled(rb"[ \t]{2,}")


def changed_ns(st: os.stat_result) -> int:
    """When a file or folder last changed, as far as its stat can tell: its ctime, or its
    mtime if later.

    The mtime alone missed a write that puts an old one back (``cp -p``, ``tar x``, ``rsync
    -a`` of a file of the same size): the index kept the old names and lines for good, and a
    folder so put back looked settled to the walk cache's racy rule. The ctime moves with
    every write and cannot be set back; git compares it too. A ``chmod`` moves it as well,
    which costs one hash, never a re-chunk.
    """
    return max(st.st_mtime_ns, st.st_ctime_ns)


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


def skip_by_content(data: bytes, lang: str = "", path: str = "") -> str | None:
    """Why a file's bytes are not worth indexing: ``binary``, ``generated``, ``api_dump``,
    ``bundle``, ``armored``, ``minified`` or None.

    Binary: a NUL byte in the first 8 KB, or a PDF under any name (an Illustrator `.ai` is
    one: qs's `logos/Logo.ai` was indexed as 11,768 lines of text). Generated: an HTML page whose head names the tool
    that wrote it (javadoc, jazzy, by its stylesheet too, Sphinx, Doxygen, MkDocs, Hugo, Dokka by its scripts, TypeDoc by its toolbar: API
    docs built from the source that is indexed anyway), or a GNU Info manual makeinfo wrote (its first
    line says so). An API dump: a ``path`` ending `.api` in an `api/` folder
    that opens as Kotlin's binary-compatibility-validator writes one. A bundle: JavaScript or CSS a
    bundler or compiler wrote, by its source-map link or prelude (``bundles.is_built_bundle``). Armored:
    ASCII-armored blocks alone (``_ARMORED``: signatures, certificates, keys). Minified: at least 5,000 characters with a line over 2,000
    characters or a mean line over 400 (bundles, generated pages and data; JavaScript and
    CSS from 400 characters, ``MINIFIED_MIN_CHARS_BUILT``), whose tokens only drown real hits, its runs of blanks counted as one (a padded table is no minification).
    In code (a ``lang`` with a grammar) one long line is not enough: hand-written source
    embeds long constants (a color table, a base64 icon) and must stay searchable, so there the long lines must hold most of the text, and the file must have
    fewer than 100 non-blank lines of ordinary length (a cipher's source with its lookup
    tables one a line is still source).
    """
    if data.find(b"\0", 0, BINARY_SNIFF_BYTES) != -1 or data.startswith(b"%PDF-"):
        return "binary"
    if lang == "html" and _GENERATOR.search(data, 0, GENERATOR_SNIFF_BYTES) \
            and not _TEMPLATE_TAG.search(data, 0, GENERATOR_SNIFF_BYTES):
        return "generated"
    if data.startswith(b"This is ") and _INFO_MANUAL.match(data):
        return "generated"
    if path.endswith(".api") and ("/api/" in path or path.startswith("api/")) \
            and _API_DUMP.match(data):
        return "api_dump"
    if is_built_bundle(data, lang):
        return "bundle"
    if data[:64].lstrip().startswith(b"-----BEGIN ") and _ARMORED.fullmatch(data):
        return "armored"
    code = lang in GRAMMAR_LANGUAGES
    floor = MINIFIED_MIN_CHARS_BUILT if lang in BUNDLE_LANGUAGES else MINIFIED_MIN_CHARS
    # Padding is no content (``_BLANK_RUN``), but most files fail the test as they are, and
    # only those that pass it are collapsed and tried again.
    if not _looks_minified(data, code, floor):
        return None
    data = _BLANK_RUN.sub(b" ", data)
    if not _looks_minified(data, code, floor):
        return None
    # A line has at least as many bytes as characters, so a file that passes on byte counts
    # passes on character counts too; decode only the rare file that fails on bytes.
    if data.isascii() or _looks_minified(data.decode("utf-8", "replace"), code, floor):
        return "minified"
    return None


def _looks_minified(text: bytes | str, code: bool, floor: int = MINIFIED_MIN_CHARS) -> bool:
    """The minified rule on bytes (an upper bound) or on decoded characters (the real test),
    for a text of at least ``floor`` characters."""
    if len(text) < floor:
        return False
    lines = text.splitlines()
    if len(text) / len(lines) > MINIFIED_MAX_MEAN_LINE:
        return True
    if max(map(len, lines)) <= MINIFIED_MAX_LINE:
        return False
    if not code:
        return True
    if 2 * sum(len(ln) for ln in lines if len(ln) > MINIFIED_MAX_LINE) <= len(text):
        return False
    ordinary = sum(1 for ln in lines if len(ln) <= MINIFIED_MAX_LINE and ln.strip())
    return ordinary < MINIFIED_MIN_CODE_LINES


def file_reason(name: str) -> str | None:
    """Why a file is skipped judging by its base name alone."""
    reason = SKIP_FILENAMES.get(name)
    if reason is not None:
        return reason
    if ".lock" in name or ".sum" in name or ".resolved" in name or ".freeze" in name \
            or "lock." in name:
        if _LOCKFILE_COPY.fullmatch(name):
            return "lockfile"
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
    if lower.endswith(_LICENSE_SIDECAR) and "." in lower[:-len(_LICENSE_SIDECAR)]:
        return "license_sidecar"
    if lower.endswith(MINIFIED_SUFFIXES):
        return "minified_name"
    if lower.endswith(SOURCEMAP_SUFFIX):
        return "sourcemap"
    return None


def dir_reason(name: str) -> str | None:
    """Why a folder is pruned judging by its name alone (before listing it)."""
    if name in SKIP_DIRS or name.endswith(SKIP_DIR_SUFFIXES):
        return "ignored_dir"
    return None


def utf8_ok(name: str) -> bool:
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


def kept_by_user(extra: IgnoreFile | None, rel_dir: str) -> bool:
    """Whether the user's patterns name the folder ``rel_dir`` in a negation (``!vendor/``,
    ``!src/build/``): a folder the default lists skip is then walked like any other.

    The skip lists guess (a Java or Go package named ``build``, a vendored library the agent
    must read); the user's word, in ``ignore`` or ``--ignore``, is the way out. The folder
    itself, not what lies in it: ``vendor/`` matches everything below it too, and a
    ``node_modules`` inside the kept ``vendor/`` stays skipped.

    >>> kept_by_user(compile_extra(["!build/"]), "src/build"), kept_by_user(None, "build")
    (True, False)
    >>> kept_by_user(compile_extra(["!vendor/"]), "vendor/lib/node_modules")
    False
    >>> kept_by_user(compile_extra(["!.git/"]), ".git")
    False
    """
    if extra is None or rel_dir.rpartition("/")[2] in VCS_DIRS:
        return False
    parent = rel_dir.rpartition("/")[0]
    return (extra.verdict(rel_dir, True) is False
            and not (parent and extra.verdict(parent, True) is False))


def kept_names(extra: IgnoreFile | None) -> frozenset[str]:
    """The skipped folder names some negation of the user's spells (``!vendor/`` ->
    ``vendor``): git is not told to leave those out of its listing of untracked files.

    >>> sorted(kept_names(compile_extra(["!vendor/", "*.tmp", "!src/build"])))
    ['build', 'vendor']
    """
    if extra is None:
        return frozenset()
    negations = extra.negations
    return frozenset(n for n in SKIP_DIRS | BUILD_OUTPUT_DIRS
                     if any(re.search(rf"(?<![\w.-]){re.escape(n)}(?![\w.-])", p) for p in negations))


def compile_extra(patterns: Sequence[str]) -> IgnoreFile | None:
    """The user's ``extra_ignores`` as one ignore file, so negations among them work as in a
    .gitignore (matched as git matches one: ignorefile.py).

    A pattern that can match nothing (a lone ``!``, a reversed range) is refused, as the
    settings refuse it: it is the user's mistake, not a pattern to drop in silence.
    """
    if isinstance(patterns, str):  # one pattern passed bare would otherwise become characters
        patterns = [patterns]
    if not patterns:
        return None
    for pattern in patterns:
        try:
            check_pattern(pattern)
        except ValueError as exc:
            raise CodesiftError("INVALID_IGNORE", f"bad ignore pattern in extra_ignores: {exc}") from None
    return IgnoreFile.from_lines(patterns)


def hidden_above(folder: str, hidden: dict[str, bool], judge: Callable[[str], bool]) -> bool:
    """Whether ``folder`` (root-relative) or a folder above it is hidden, for a walk that has
    a listing, not a tree (git's): the undecided ones are judged from the outermost down,
    each only while none above it is hidden, and recorded in ``hidden`` (which holds the
    root, ``""``). Iterative: paths can be deep.

    >>> hidden_above("a/b/c", {"": False}, lambda f: f == "a/b")
    True
    """
    chain: list[str] = []
    while folder not in hidden:
        chain.append(folder)
        folder = folder.rpartition("/")[0]
    gone = hidden[folder]
    for folder in reversed(chain):
        gone = gone or judge(folder)
        hidden[folder] = gone
    return gone
