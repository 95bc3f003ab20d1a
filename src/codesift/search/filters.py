r"""Filters applied before ranking: kind, language or extension, path glob or substring, exclude.

Every filter becomes one constant-score tantivy clause that candidates must match, so
document frequencies (and so BM25) stay those of the whole index, not of the filtered set.

>>> print(path_regex("src/**/*.py"))
(?s)src/(?:.*/)?[^/]*\.py
>>> path_regex("auth")
'(?s).*auth.*'
"""
from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import tantivy

from ..errors import CodesiftError, is_utf8, printable
from ..languages import EXTENSIONS, known_languages, unread_languages
from ..model import KINDS
from ..wildcards import DIRS, SPAN, join_leftmost
from .ties import any_term

# More exclude patterns than this are matched in Python against the index's paths, and the
# paths they drop become one term-set clause: tantivy builds an automaton for each regex
# clause (1 to 8 ms each: 5,000 excludes took 6.4 s a search), Python compiles one in 0.2 ms.
REGEX_EXCLUDES = 8
# A pattern whose regex repeats ``.*`` more than this stays a tantivy clause: its automaton
# has a size limit (a too complex pattern is refused), Python's backtracking has none.
PYTHON_STARS = 4
# Every path regex lets ``.`` match a newline, in Python's ``re`` and in tantivy's (Rust) regex
# alike: a file may be named "nl\nname.py" (git tracks it), and without the flag `--path name`
# said it matched no indexed file and `--exclude '**'` left that file in.
DOTALL = "(?s)"
# An index of more paths than this keeps the clauses: Python matches a pattern against a path
# in ~0.5 us, so past a few thousand paths each pattern costs more than tantivy's automaton
# (5,000 excludes over 50,000 paths would take minutes).
PYTHON_PATHS = 4000


@dataclass
class Filters:
    """Restrictions applied before ranking. ``path``/``exclude``: glob if it has ``*?[{``, else substring."""

    kinds: list[str] = field(default_factory=list)
    path: str | None = None
    langs: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=list)

    def validate(self) -> None:
        for name in ("kinds", "langs", "exclude"):
            if isinstance(getattr(self, name), str):   # read as a list of its letters ("f", …)
                raise CodesiftError("INVALID_FILTER", f"{name} must be a list of strings, got "
                                    f"the string {getattr(self, name)!r:.60}")
        for value in [*self.kinds, *self.langs, self.path or "x", *self.exclude]:
            if not is_utf8(value):
                raise CodesiftError("INVALID_FILTER", f"filter {printable(value)!r} is not valid "
                                    "UTF-8 (the index holds only UTF-8 paths)")
        for kind in self.kinds:
            if not kind:
                raise CodesiftError("INVALID_FILTER", "empty kind")
            if kind not in KINDS:
                raise CodesiftError("INVALID_FILTER",
                                    f"unknown kind {kind!r}; known kinds: {', '.join(KINDS)}")
        for lang in self.langs:
            if not lang:
                raise CodesiftError("INVALID_FILTER", "empty language")
            if _lang_clause(lang) is None:
                raise CodesiftError("INVALID_FILTER",
                                    f"unknown language or extension {lang!r}; "
                                    f"known languages: {', '.join(known_languages())}")
        for pattern in [self.path, *self.exclude]:
            if pattern is not None and not pattern.strip():
                raise CodesiftError("INVALID_FILTER", "empty path pattern")
            if pattern is not None:
                path_regex(pattern)   # a malformed glob fails here, before any refresh work

    @classmethod
    def from_args(cls, root: str, *, kind: object = None, path: object = None,
                  lang: object = None, exclude: object = None) -> "Filters":
        """The library's filter arguments, checked as the CLI and the MCP server check theirs:
        one string or a list of strings each, an absolute path into ``root`` anchored there
        (``/repo/web`` -> ``/web``), ``..`` refused.

        >>> Filters.from_args("/repo", kind="class", path="/repo/web").path
        '/web'
        """
        # Kinds are lower-case words, as languages are any case: `--kind Class` is meant.
        filters = cls(kinds=[k.lower() for k in as_list(kind, "kind")],
                      path=root_filter(root, as_str(path, "path"), "path"),
                      langs=as_list(lang, "lang"),
                      exclude=[root_filter(root, e, "exclude") for e in as_list(exclude, "exclude")])
        filters.validate()
        return filters

    def keeps_path(self, path: str) -> bool:
        """Whether ``path`` passes the path and exclude filters, as tantivy's clauses judge it
        (kind and language are the chunks' to say).

        >>> Filters(path="src/**", exclude=["**/vendor/**"]).keeps_path("src/vendor/x.go")
        False
        """
        return self._path_test()(path)

    def may_hold(self, path: str) -> bool:
        """Whether a file the index left out (too large, binary) could hold hits under these
        filters: the path and exclude filters keep it and its name allows a language asked
        for (its kinds are unknown, so the kind filter keeps it).

        A folder, ``libs/sublib/`` (a submodule, whose files are unknown), could when the path
        filter keeps it, what is under it, or a file in it named as the filter's last part
        (``*.py``: ``libs/sublib/x.py``), and no exclude drops the folder.

        >>> Filters(langs=["go"], path="src").may_hold("ext/requests-logo.ai")
        False
        >>> Filters(path="**/*.py", exclude=["libs/old/"]).may_hold("libs/sublib/")
        True
        """
        if path.endswith("/"):
            last = (self.path or "").rpartition("/")[2]
            glob = any(c in last for c in "*?") and not any(c in last for c in "[{\\")
            probes = (path[:-1], path, path + re.sub(r"\*+|\?", "x", last) if glob else path)
            return (any(map(_path_test(self.path, ()), probes))
                    and all(map(_path_test(None, tuple(self.exclude)), probes[:2])))
        if not self.keeps_path(path):
            return False
        if not self.langs:
            return True
        langs = unread_languages(path)
        for lang in self.langs:
            clause = _lang_clause(lang)
            assert clause is not None  # validated
            field_name, value = clause
            if (value in langs) if field_name == "lang" else re.fullmatch(value, path):
                return True
        return False

    def matches_no_file(self, paths: list[str]) -> bool:
        """Whether the path and exclude filters leave none of ``paths`` (the indexed files):
        then it is the filters, not the query's words, that emptied an answer, and the
        answer says so (as ripgrep does when its globs leave nothing to search).

        >>> Filters(path="docs/**").matches_no_file(["src/a.py"])
        True
        """
        return bool(self.path or self.exclude) and not any(map(self._path_test(), paths))

    def _path_test(self) -> Callable[[str], bool]:
        """``keeps_path`` with its patterns compiled once, for a run over many paths (and
        kept: a message search asks it of each file it reads, and 5,000 excludes took 0.7 s
        to compile each time)."""
        return _path_test(self.path, tuple(self.exclude))

    def active(self) -> bool:
        return bool(self.kinds or self.path or self.langs or self.exclude)

    def describe(self) -> list[tuple[str, str]]:
        """The filters in force as (name, value), for "no hits" guidance."""
        out = [("kind", k) for k in self.kinds] + [("lang", lang) for lang in self.langs]
        if self.path:
            out.append(("path", self.path))
        out += [("exclude", e) for e in self.exclude]
        return out


@functools.lru_cache(maxsize=8)
def _path_test(path: str | None, exclude: tuple[str, ...]) -> Callable[[str], bool]:
    keep = re.compile(path_regex(path, leftmost=True)) if path else None
    drop = [re.compile(path_regex(e, leftmost=True)) for e in dict.fromkeys(exclude)]
    return lambda p: (keep is None or keep.fullmatch(p) is not None) \
        and not any(d.fullmatch(p) for d in drop)


def glob_to_regex(pattern: str, leftmost: bool = False) -> str:
    """A path glob as a regex over the whole repo-relative path (``**`` spans folders).

    As in .gitignore: a glob without an inner ``/`` matches the file name at any depth, a
    leading ``/`` (or ``./``) anchors it at the root, a trailing ``/`` means everything under,
    ``{a,b}`` is either alternative (as in ripgrep's globs; nested too), and a backslash makes
    the next character literal (``pages/\\[id\\].js``). An unclosed ``[`` or ``{`` is an
    error, as in ripgrep's globs: it is a typo far more often than a file name.

    ``leftmost``: for Python's matcher, each star's next piece taken at its leftmost place
    where that gives the same answer (wildcards.py): ``*a*a*…*b`` or ``**/a/`` ten times took
    minutes against a long path. tantivy's automata need no such help, and read no ``(?>``.
    """
    anchored = pattern.startswith(("/", "./"))
    pattern = pattern[2:] if pattern.startswith("./") else pattern.lstrip("/")
    out: list[str] = []
    fixed: list[bool] = []   # per part of ``out``: of one width, outside any alternation
    i = depth = 0   # depth: the braces open here
    while i < len(pattern):
        fixed.extend([depth == 0] * (len(out) - len(fixed)))
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
            continue
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
            continue
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        if c == "*":
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            end = pattern.find("]", i + 2)  # a "]" right after "[" (or "[!") is a member
            if pattern.startswith("[!", i):
                end = pattern.find("]", i + 3)
            if end == -1:
                raise CodesiftError("INVALID_FILTER", f"unclosed [ in path pattern {pattern!r}; "
                                    "write \\[ for a literal [")
            body = pattern[i + 1:end]
            negate = body.startswith("!")
            body = body[1:] if negate else body
            # A backslash makes the next character literal here too (`[a\-z]` is a, -, z).
            body = re.sub(r"\\(.)|([\\[\]])",
                          lambda m: re.escape(m[1]) if m[1] is not None else "\\" + m[2], body)
            # `&&`, `||`, `~~` and `--` are two members in a glob; in a regex class they are
            # set operations to come, and Python warned of them on stderr (FutureWarning).
            body = re.sub(r"([&|~])(?=\1)|(?<=-)-", r"\\\g<0>", body)
            try:   # `[z-a]` was refused as "too complex to match" by tantivy
                re.compile(f"[{body}]")
            except re.error as exc:
                raise CodesiftError("INVALID_FILTER", f"{exc.msg} in path pattern {pattern!r}") from None
            # A class matches one character of a name, as `?` does: `[!x]` is no `/` either.
            out.append(f"[^{body}/]" if negate else f"[{body}]")
            fixed.append(depth == 0 and negate)   # `[/x]` is "/" or not: no place to commit to
            i = end
        elif c == "{":
            depth += 1
            out.append("(?:")
        elif c == "," and depth:
            out.append("|")
        elif c == "}" and depth:
            depth -= 1
            out.append(")")
            fixed.append(False)
        else:
            out.append(re.escape(c))
        i += 1
    if depth:
        raise CodesiftError("INVALID_FILTER", f"unclosed {{ in path pattern {pattern!r}; "
                            "write \\{ for a literal {")
    fixed.extend([depth == 0] * (len(out) - len(fixed)))
    if not anchored and "/" not in pattern.rstrip("/"):
        out.insert(0, DIRS)
        fixed.insert(0, True)
    if pattern.endswith("/"):
        out.append(SPAN)
        fixed.append(True)
    return join_leftmost(out, fixed) if leftmost else "".join(out)


@functools.lru_cache(maxsize=16384)
def path_regex(pattern: str, leftmost: bool = False) -> str:
    """A ``path``/``exclude`` filter as a regex over the whole path: a glob when it has ``*?[{``,
    else a substring (anchored at the root when it starts with ``/`` or ``./``). Kept: each
    search checks its filters, and builds their clauses, with it. ``leftmost`` for Python's
    ``re``, which backtracks (``glob_to_regex``'s). ``.`` matches a newline too (``DOTALL``)."""
    if any(ch in pattern for ch in "*?[{"):
        return DOTALL + glob_to_regex(pattern, leftmost)
    if pattern.startswith(("/", "./")):
        return DOTALL + re.escape(pattern[2:] if pattern.startswith("./") else pattern[1:]) + ".*"
    return DOTALL + ".*" + re.escape(pattern) + ".*"


def _lang_clause(lang: str) -> tuple[str, str] | None:
    """("lang", name) for a language, ("path", regex) for an extension; None if unknown."""
    low = lang.lower()
    if low in known_languages():
        return ("lang", low)
    ext = "." + low.lstrip(".")
    if ext in EXTENSIONS:
        return ("path", DOTALL + ".*" + re.escape(ext))
    return None


def filter_query(schema: tantivy.Schema, filters: Filters,
                 paths: Callable[[], Iterable[str]] | None = None) -> tantivy.Query | None:
    """One query that every candidate must match, or None when nothing is filtered.

    ``paths`` lists the paths the index holds: given, many exclude patterns are matched
    against them here (``REGEX_EXCLUDES``, up to ``PYTHON_PATHS`` paths), the same paths
    dropped as their clauses would.
    """
    must: list[tantivy.Query] = []
    if filters.kinds:
        # Not term_set_query: ~0.65 ms a search, and every channel's searches carry the filter
        # (a `--kind` search took 10 ms, not 4). Under the constant score the same chunks.
        must.append(any_term(schema, "kind", list(filters.kinds)))
    if filters.langs:
        alts = []
        for lang in filters.langs:
            clause = _lang_clause(lang)
            assert clause is not None  # validated
            if clause[0] == "lang":
                alts.append(tantivy.Query.term_query(schema, "lang", clause[1]))
            else:
                alts.append(tantivy.Query.regex_query(schema, "path", clause[1]))
        must.append(_any(alts))
    if filters.path:
        must.append(_regex(schema, filters.path))
    if not must and not filters.exclude:
        return None
    if not must:
        must.append(tantivy.Query.all_query())
    subs = [(tantivy.Occur.Must, q) for q in must]
    excludes = list(dict.fromkeys(filters.exclude))
    listed = list(paths()) if paths is not None and len(excludes) > REGEX_EXCLUDES else []
    if 0 < len(listed) <= PYTHON_PATHS:
        clauses = [e for e in excludes if path_regex(e).count(".*") > PYTHON_STARS]
        dropping = _path_test(None, tuple(e for e in excludes if e not in clauses))
        gone = [p for p in listed if not dropping(p)]
        if gone:
            subs.append((tantivy.Occur.MustNot, tantivy.Query.term_set_query(schema, "path", gone)))
        excludes = clauses
    subs += [(tantivy.Occur.MustNot, _regex(schema, e)) for e in excludes]
    return tantivy.Query.const_score_query(tantivy.Query.boolean_query(subs), 0.0)


def indexed_paths(searcher: tantivy.Searcher) -> list[str]:
    """Every path ``searcher``'s index holds a chunk of (a deleted file's too, until its
    segment merges: dropping it changes nothing)."""
    return [term for term, _ in searcher.terms_with_prefix("path", "")]


def _regex(schema: tantivy.Schema, pattern: str) -> tantivy.Query:
    """The path clause for a glob or substring; an error naming the pattern as the user wrote
    it when tantivy refuses its regex (too large an automaton: ``**/`` forty times)."""
    try:
        return tantivy.Query.regex_query(schema, "path", path_regex(pattern))
    except ValueError:
        shown = pattern if len(pattern) <= 80 else pattern[:79] + "…"
        raise CodesiftError("INVALID_FILTER",
                            f"path pattern {shown!r} is too complex to match; simplify it") from None


def _any(queries: list[tantivy.Query]) -> tantivy.Query:
    if len(queries) == 1:
        return queries[0]
    return tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in queries])


def with_filter(query: tantivy.Query, fq: tantivy.Query | None) -> tantivy.Query:
    if fq is None:
        return query
    return tantivy.Query.boolean_query([(tantivy.Occur.Must, query), (tantivy.Occur.Must, fq)])


def root_filter(root: str, pattern: str | None, name: str) -> str | None:
    """A path filter as the index spells paths; ``..`` (which no indexed path has) is refused.
    The CLI and the MCP server take ``--path``/``path`` and ``--exclude``/``exclude`` through it.

    A leading ``/`` anchors a filter at the root (as in .gitignore), so an absolute path into
    the root becomes that anchored form (``/repo/web`` -> ``/web``).
    """
    if pattern is None:
        return None
    if "\0" in pattern:
        raise CodesiftError("INVALID_FILTER", f"{name} contains a NUL byte")
    if pattern.startswith(("./", "../")) and not any(c in pattern for c in "*?[{"):
        # `./sessions.py` or `../api.py` as shell completion gives them in a subfolder: the
        # file there, as a shell reads it, anchored at the root (`./README.md` in gin's ginS
        # named gin's own README while the root's was looked at first).
        here = from_working_folder(root, pattern)
        if here is not None:
            rel = os.path.relpath(here, root).replace(os.sep, "/")
            return "**" if rel == "." else "/" + rel + ("/" if pattern.endswith("/") else "")
    if ".." in pattern.replace("\\", "/").split("/"):
        raise CodesiftError("INVALID_PATH", f"{name} {pattern!r} climbs out of the root with '..'")
    pattern = through_link(root, pattern)
    prefix = root.rstrip(os.sep) + os.sep
    if pattern == root or pattern == prefix:
        return "**"
    if pattern.startswith(prefix):
        return "/" + pattern[len(prefix):]
    if (pattern.startswith("/") and not any(c in pattern for c in "*?[")
            and os.path.exists(pattern) and not os.path.exists(os.path.join(root, pattern[1:]))):
        # "/etc" names a folder elsewhere on disk, not one under the root: refused, not
        # quietly read as the root-anchored "etc" that matches nothing.
        raise CodesiftError("INVALID_PATH", f"{name} {pattern!r} is outside the root; "
                            "filters are relative to it ('/src' anchors at the root)")
    return pattern


def from_working_folder(root: str, path: str) -> str | None:
    """The relative ``path`` read from the working folder, when a file or folder is there and
    inside ``root``; else None. Shell completion gives such paths: in `src/requests` of
    requests, `outline sessions.py --root ../..` said "sessions.py: no such file", as does
    `outline a.py` in a subfolder, now that the root is the repository it is in (roots.py)."""
    try:
        here = os.path.normpath(os.path.join(os.getcwd(), path))
    except FileNotFoundError:   # a working folder deleted since: nothing is read from it
        return None
    here = through_link(root, here)
    inside = here == root or here.startswith(root.rstrip(os.sep) + os.sep)
    return here if inside and os.path.lexists(here) else None


def through_link(root: str, path: str) -> str:
    """An absolute ``path`` that reaches the (canonical) ``root`` through a symlinked folder
    (a workspace opened as ``/work/repo`` -> ``/mnt/disk/repo``), spelled from the root; any
    other path as it is. Only the folders before its last part (and before any glob) are
    resolved: a symlinked file still answers for itself.

    >>> through_link("/repo", "relative/path")
    'relative/path'
    """
    if not path.startswith(os.sep) or path == root or path.startswith(root.rstrip(os.sep) + os.sep):
        return path
    literal = re.split(r"[*?\[{]", path, maxsplit=1)[0]
    folder = literal.rstrip(os.sep) if os.path.isdir(literal) else os.path.dirname(literal)
    real = os.path.realpath(folder)
    if real == root or real.startswith(root.rstrip(os.sep) + os.sep):
        return real + path[len(folder):]
    return path


def as_str(value: object, name: str) -> str | None:
    """A filter given as one string, a path (``Path("src")``, as ``outline`` takes), or None;
    anything else is the caller's INVALID_FILTER."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, os.PathLike) and isinstance(os.fspath(value), str):
        return os.fspath(value)
    raise CodesiftError("INVALID_FILTER", f"{name} must be a string, got {type(value).__name__}")


def as_list(value: str | Sequence[str] | None, name: str) -> list[str]:
    """A filter given as one string or path, or a list of them, as a list of strings."""
    if value is None:
        return []
    if isinstance(value, (str, os.PathLike)):
        value = [value]
    if isinstance(value, (list, tuple)) and not value:
        # As the CLI refuses `--kind ""`: an empty list is a filter built from nothing, not
        # a request for none (a caller that means no filter leaves it out).
        raise CodesiftError("INVALID_FILTER", f"{name} is an empty list; leave it out for no "
                            f"{name} filter, or give at least one")
    if isinstance(value, (list, tuple)) and all(isinstance(v, (str, os.PathLike)) for v in value):
        return [v if isinstance(v, str) else str(as_str(v, name)) for v in value]
    raise CodesiftError("INVALID_FILTER",
                        f"{name} must be a string or a list of strings, got {value!r:.60}")
