"""Paths a query names, resolved to the indexed files they stand for.

"in sessions.py", ``requests/sessions.py``, ``django.db.models`` and a stack trace's
``/usr/lib/python3.11/site-packages/requests/sessions.py`` all name files outright, which
makes them as strong a pointer as an exact identifier. A mention matches at a folder
boundary, as a path's tail or as a folder or file stem; failing that, an absolute path by its
longest tail that names files, and a file by the stem it kept when its extension changed.

The indexed paths are listed on first use (a term-dictionary walk: ~4 ms for Django's 4,800
files; ``Store.file_paths`` keeps the list until the next commit), then matched in Python: a
pasted trace names a dozen paths, and a tantivy regex query costs 2-9 ms each to build and run.

>>> mentions = Mentions(["src/requests/sessions.py", "src/requests/api.py"])
>>> mentions.files("usr/lib/python3.11/site-packages/requests/sessions.py")
['src/requests/sessions.py']
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ..languages import language_of
from ..paths import file_stem
from ..regex_cache import compiled
from ..tokens import compact

# Paths a query may name, and files each may match.
MAX_MENTIONS = 8
MENTION_FILES = 20
# Files a mention whose extension matches nothing, or a one-word query naming a file by its
# stem, may stand for, at most: more, and the name is too common to point anywhere.
STEM_FILES = 2
# Files a mention with a file name (``src/main.rs``) may name and still point at them.
NAMED_FILES = 3
# Scans of every path a query's mentions may cost before the paths are indexed by their parts
# (~1 ms each on 5,000 paths, the index ~60 ms).
SCANNED_MENTIONS = 48
# A Go module cache's folder for a module at a version (``.../gin-gonic/gin@v1.9.1/``).
_MODULE_ROOT = compiled(r"^.*?[^/]+@v\d[^/]*/")


class Mentions:
    """The indexed paths, listed on first use, and what each mention resolves to (cached)."""

    def __init__(self, paths: Iterable[str] | Callable[[], Iterable[str]]) -> None:
        self._source = paths
        self._paths: list[str] | None = None
        self._resolved: dict[str, list[str]] = {}
        self._by_name: dict[str, list[str]] | None = None   # file name -> paths
        self._by_part: dict[str, list[int]] | None = None   # folder or name's stem -> indexes
        self._by_bare: dict[str, list[int]] | None = None   # file name less extension -> indexes
        self._scans = 0   # full scans of the paths so far
        self._built: set[str] = set()   # mentions resolved as built copies (``_built_from``)

    @property
    def paths(self) -> list[str]:
        if self._paths is None:
            source = self._source
            self._paths = sorted(source() if callable(source) else source)
        return self._paths

    def mentioned(self, paths: list[str]) -> list[str]:
        """Indexed files the query's paths name, in the order named, each once.

        A file name that more than ``NAMED_FILES`` files end in points at none of them: a
        panic "at src/main.rs" is the user's own program, not the twenty `examples/*/src/main.rs`
        of the repository. (A folder or module, ``django/db/models``, names its files.)
        """
        out: list[str] = []
        for mention in dict.fromkeys(paths[:MAX_MENTIONS]):
            files = self.files(mention)
            if len(files) > NAMED_FILES and "." in mention.rsplit("/", 1)[-1]:
                files = [p for p in files if p == mention.lstrip("./")]   # unless one is it
            out.extend(p for p in files if p not in out)
        return out

    def files(self, mention: str) -> list[str]:
        """The indexed files one mention names (at most ``MENTION_FILES``), sorted."""
        found = self._resolved.get(mention)
        if found is None:
            found = self._resolved[mention] = self._resolve(mention)
        return found

    def _resolve(self, mention: str) -> list[str]:
        # A Go module cache names the repository's root ``gin@v1.9.1``: the rest is repo-relative.
        mention = _MODULE_ROOT.sub("", mention.lstrip("./"))
        if not mention:
            return []
        found = self._naming(mention)
        parts = mention.split("/")
        if not found and len(parts) > 2:
            # A trace's absolute path (/usr/lib/python3.11/site-packages/requests/api.py,
            # /app/node_modules/express/lib/router/layer.js) ends in a repo path: its
            # longest tail of two or more parts that names files.
            tails = self._naming("/".join(parts[-2:]))
            shared = {p: shared_parts(p, parts) for p in tails}
            found = [p for p in tails if shared[p] == max(shared.values())]
        folder, _, name = mention.rpartition("/")
        stem, dot, _ = name.rpartition(".")
        if not found and dot and stem:
            # A file named with an extension it no longer has (``Moshi.java`` converted to
            # ``Moshi.kt``, ``index.js`` to ``index.ts``) is still that file, when only a few
            # files share its stem there.
            target = f"{folder}/{stem}" if folder else stem
            if self._by_bare is None and self._indexing():
                self._by_bare = _index(self.paths, lambda p: [_bare_name(p)])
            again = [p for p in self._having(self._by_bare, stem) if target in p
                     and _stem_is(p, target)]
            found = [p for p in again if _converted(name, p)] if len(again) <= STEM_FILES else []
        if not found and dot and stem and len(parts) > 2:
            found = self._built_from(parts[:-1] + [stem], name)
            if found:
                self._built.add(mention)
        return found[:MENTION_FILES]

    def built(self, mention: str) -> bool:
        """Whether ``mention`` (resolved by ``files``) named a built copy of its files, whose
        lines are not theirs."""
        return _MODULE_ROOT.sub("", mention.lstrip("./")) in self._built

    def _built_from(self, bare: list[str], name: str) -> list[str]:
        """The source a trace's path to a built copy was compiled from: hono's published
        `node_modules/hono/dist/router/smart-router/router.js` is the repository's
        `src/router/smart-router/router.ts`, its other frames' `dist/hono-base.js` its
        `src/hono-base.ts`. The longest tail of two parts or more of ``bare`` (the path's
        parts, the file's less its extension) that a file of a language it converts to
        (``_converted``) ends in, a build's output folder (``_BUILT``) read as `src`; only
        when a few files do (``STEM_FILES``)."""
        if bare[-1] == "index":
            # A bundle is named for its entry (ts-pattern's `dist/index.cjs`, every module
            # in one minified line): its frames are in any of the sources, seldom the entry.
            return []
        if self._by_bare is None and self._indexing():
            self._by_bare = _index(self.paths, lambda p: [_bare_name(p)])
        named = [p for p in self._having(self._by_bare, bare[-1]) if _converted(name, p)]
        for start in range(len(bare) - 1):
            tails = ["/".join(bare[start:])]
            if bare[start] in _BUILT:
                tails.append("/".join(["src", *bare[start + 1:]]))
            for tail in tails:
                if tail.count("/") >= 1:
                    found = [p for p in named if _stem_is(p, tail)]
                    if found:
                        return found if len(found) <= STEM_FILES else []
        return []

    def installed_copy(self, path: str) -> list[str]:
        """A trace's absolute path whose tails name no file, read as an installed copy of the
        one indexed file of that name (`/root/.acme.sh/acme.sh` is the repo's `acme.sh`).

        Only a frame asks (its function or line must then fit the file); a name two files
        share names neither.

        >>> Mentions(["acme.sh", "dnsapi/dns_cf.sh"]).installed_copy("root/.acme.sh/acme.sh")
        ['acme.sh']
        """
        if "/" not in path:
            return []
        if self._by_name is None:   # one pass, the first time a frame needs it
            self._by_name = {}
            for p in self.paths:
                self._by_name.setdefault(p.rsplit("/", 1)[-1], []).append(p)
        found = self._by_name.get(path.rsplit("/", 1)[1], [])
        return found if len(found) == 1 else []

    def _naming(self, mention: str) -> list[str]:
        """Paths ``mention`` names: ``(.*/)?mention([./].*)?`` as a whole.

        Past ``SCANNED_MENTIONS``, only paths with a part where the mention could begin are
        tried: a mention's first folder is a whole part of the path, a bare name the part's
        text before its first ``.`` (a log's 8,000 mentions tried on 5,000 paths each: 7 s).
        """
        if self._by_part is None and self._indexing():
            self._by_part = _index(self.paths, lambda p: [
                key for part in p.split("/") for key in (part, part.split(".", 1)[0])])
        first = mention.split("/", 1)[0] if "/" in mention else mention.split(".", 1)[0]
        return [p for p in self._having(self._by_part, first)
                if mention in p and _names(p, mention)]

    def _indexing(self) -> bool:
        """Whether to index the paths now: once a query has named more than a few."""
        self._scans += 1
        return self._scans > SCANNED_MENTIONS

    def _having(self, index: dict[str, list[int]] | None, key: str) -> list[str]:
        """The paths ``index`` lists under ``key``, in path order (all paths without one)."""
        return self.paths if index is None else [self.paths[i] for i in index.get(key, [])]


def _index(paths: list[str], keys: Callable[[str], list[str]]) -> dict[str, list[int]]:
    """Each key of each path -> the indexes of the paths having it, ascending, each once."""
    out: dict[str, list[int]] = {}
    for i, path in enumerate(paths):
        for key in keys(path):
            found = out.setdefault(key, [])
            if not found or found[-1] != i:
                found.append(i)
    return out


def _bare_name(path: str) -> str:
    """The file name less its last extension (``''`` for a name without one)."""
    base = path.rsplit("/", 1)[-1]
    return base[:base.rindex(".")] if "." in base else ""


def files_named(paths: list[str], word: str) -> list[str]:
    """The files a one-word query names by their file name less its extension, case and
    separators aside (``ChangeLog`` -> ``ChangeLog.md``, ``Makefile``, ``response_writer``):
    the one nearest the root if no other is as near (``README`` is the top-level README.md,
    not ``examples/README.md``), else all of them when at most ``STEM_FILES`` share it.

    >>> files_named(["ChangeLog.md", "src/log.py", "src/utils.py", "lib/utils.py"], "changelog")
    ['ChangeLog.md']
    """
    global _stems
    cached = _stems   # read once: a server's other thread may swap it for another root's
    if cached is None or cached[0] is not paths:
        by_stem: dict[str, list[str]] = {}
        for path in paths:
            by_stem.setdefault(compact(file_stem(path)), []).append(path)
        cached = _stems = (paths, by_stem)
    found = cached[1].get(compact(word), [])
    if len(found) <= 1:
        return found
    depth = min(path.count("/") for path in found)
    nearest = [path for path in found if path.count("/") == depth]
    if len(nearest) == 1:
        return nearest
    return found if len(found) <= STEM_FILES else []


# The last path list ``files_named`` read, by compact stem: ``Store.file_paths`` hands out the
# same list until a commit, so a server indexes the names once per commit, not per query.
_stems: tuple[list[str], dict[str, list[str]]] | None = None


def _names(path: str, mention: str) -> bool:
    """``mention`` sits in ``path`` between a folder boundary and the end, a ``.`` or a ``/``."""
    at = path.find(mention)
    while at >= 0:
        end = at + len(mention)
        if (at == 0 or path[at - 1] == "/") and (end == len(path) or path[end] in "./"):
            return True
        at = path.find(mention, at + 1)
    return False


# The folders a JavaScript or TypeScript build writes its output to, beside the `src/` it
# compiles: a published package's `dist/`, `build/`, `lib/`, `out/`, `esm/`, `cjs/`.
_BUILT = frozenset({"dist", "build", "lib", "out", "esm", "cjs"})
# Languages a file is converted between, keeping its name: JavaScript to TypeScript (or from
# CoffeeScript), Java to Kotlin, C to C++, reStructuredText to Markdown.
_CONVERTED = (frozenset({"javascript", "typescript", "tsx", "coffeescript"}),
              frozenset({"java", "kotlin", "groovy", "scala"}),
              frozenset({"c", "cpp", "objc"}), frozenset({"markdown", "rst"}))


def _converted(name: str, path: str) -> bool:
    """Whether the file ``name`` may have become ``path`` by a change of extension: the same
    language, or two a project converts between. A host read as a name (``hex.pm``, Perl) is
    not Elixir's ``config/hex.exs``.

    >>> _converted("Moshi.java", "moshi/Moshi.kt"), _converted("hex.pm", "config/hex.exs")
    (True, False)
    """
    old, new = language_of(name), language_of(path)
    return old == new or any(old in group and new in group for group in _CONVERTED)


def _stem_is(path: str, target: str) -> bool:
    """``path`` less its extension is ``target`` or ends in ``/target``."""
    base = path.rsplit("/", 1)[-1]
    if "." not in base:
        return False
    bare = path[: len(path) - len(base) + base.rindex(".")]
    return bare == target or bare.endswith("/" + target)


def shared_parts(path: str, parts: list[str]) -> int:
    """How many of ``parts``' last path parts ``path`` ends with (folder by folder). A
    package's folder named with its version is its folder: a panic in Cargo's
    `tonic-0.14.2/src/metadata/key.rs` is in `tonic/src/metadata/key.rs`, not in the
    workspace's `grpc/src/metadata/key.rs` (a gem's `activerecord-7.1.3/lib/…` alike).

    >>> shared_parts("tonic/src/key.rs", ["registry", "tonic-0.14.2", "src", "key.rs"])
    3
    """
    mine = path.split("/")
    n = 0
    while n < min(len(mine), len(parts)) and _same_part(mine[-1 - n], parts[-1 - n]):
        n += 1
    return n


# A package folder's version after its name: `-0.14.2`, `-7.1.3.rc1`, `-1.0-py3.9.egg`.
_VERSIONED = compiled(r"(.+?)-v?\d+(?:\.\d+)+(?:[-+.][\w.+-]*)?")


def _same_part(mine: str, theirs: str) -> bool:
    if mine == theirs:
        return True
    if "-" not in theirs:
        return False
    versioned = _VERSIONED.fullmatch(theirs)
    return versioned is not None and versioned.group(1) == mine
