"""One .gitignore file, matched the way git matches it.

The scandir walk decides each entry of a folder against the .gitignore files in force there. In
a git work tree that walk is also what tells whether git's last listing still holds (walk/git.py):
a folder it wrongly takes as ignored is never looked at again, so a file added there stays
unindexed. pathspec's ``GitIgnoreSpec`` answers for files, not for folders asked one at a time:
it ranks a pattern matching a parent folder above a later negation, so ``*`` then ``!*/`` keeps
no folder, and its ``[z-a]`` or ``[[:upper:]]`` raise ``re.error`` or match nothing (its issue
#137 lists more). Git's own rules are short, so they are written out here (gitignore(5) and
wildmatch.c), and codesift needs no pattern library:

* bytes, as git matches them (``?`` is one byte of ``é``); lines split at ``\\n`` with a
  ``\\r`` before it dropped, a UTF-8 BOM skipped; blank lines and ``#`` comments ignored;
  trailing spaces dropped unless escaped (``\\ ``); ``!`` negates;
* a trailing ``/`` matches folders only; a pattern with another ``/`` is anchored at the file's
  folder, one without matches a name at any depth;
* ``*`` and ``?`` stop at ``/``; ``**`` between slashes (or at an end) spans folders, elsewhere it
  is ``*``; ``[...]`` takes ``!``/``^``, ranges (a reversed one matches nothing), ``[:class:]``;
  an unclosed ``[`` or an unknown class makes the pattern match nothing, as in git;
* the last pattern that matches decides; deeper files are asked first (``verdict`` returns None
  when no pattern matches, and the caller asks the next file up).

A folder git ignores is never entered, so nothing inside it is asked about: that is how git
keeps a negation from re-including a file whose folder is excluded, and the walk prunes the same.
"""
from __future__ import annotations

import codecs
import re
from collections.abc import Iterable
from typing import NamedTuple

from ..regex_cache import compiled
from ..wildcards import DIRS, SPAN, STAR, join_leftmost

_POSIX_CLASSES: dict[str, str] = {
    "alnum": "a-zA-Z0-9", "alpha": "a-zA-Z", "blank": " \\t", "cntrl": "\\x00-\\x1f\\x7f",
    "digit": "0-9", "graph": "\\x21-\\x7e", "lower": "a-z", "print": "\\x20-\\x7e",
    "punct": re.escape("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"), "space": " \\t\\n\\r\\f\\v",
    "upper": "A-Z", "xdigit": "0-9A-Fa-f",
}


# What makes a pattern more than its characters.
_WILD = compiled(r"[*?\[\\]")


class _Pattern(NamedTuple):
    body: str       # regex over the name or the path relative to the file's folder; "" if exact
    by_name: bool   # no "/" inside: the last component is matched, at any depth
    negated: bool
    dir_only: bool
    line: str       # as written (trailing spaces trimmed)
    key: str        # what a matching path's last part is, or ends with (``kind``), if known
    kind: str       # "name", "suffix" (``*.log``, ``docs/*.md``), "path" (exact) or "" (any)


class IgnoreFile:
    """The patterns of one .gitignore; ``verdict`` says what the last matching one decides.

    The user's ``ignore`` setting is read with it too (``from_lines``), matched against
    root-relative paths: ``["*", "!*/", "!*.py"]`` keeps the Python files as a .gitignore would.

    Most lines of a long .gitignore say what a matching path's last part is (``build``,
    ``docs/**/tmp.md``) or ends with (``*.log``): those are looked up by it, a name, a path or
    ``*.ext`` being the whole answer, the others' regexes compiled the first time a path needs
    them. A 100,000-line file compiled every line and two regexes of all of them: ~8 s a walk.
    """

    def __init__(self, patterns: list[_Pattern]) -> None:
        self._patterns = patterns
        self._keyed: dict[str, dict[str, list[int]]] = {"name": {}, "suffix": {}, "path": {}}
        rest: list[int] = []
        for i, p in enumerate(patterns):
            if p.kind:
                self._keyed[p.kind].setdefault(p.key, []).append(i)
            else:
                rest.append(i)
        self._suffix_lengths = sorted({len(x) for x in self._keyed["suffix"]})
        self._rest = rest[::-1]   # last first: the first match decides
        self._regexes: dict[int, re.Pattern[str]] = {}
        # Most paths match no pattern: one combined regex for names and one for paths answer
        # those in two calls (a name alone, as git's match_basename does: a path's prefix
        # tried against thousands of patterns backtracked, 0.4 ms a path for 5,000 lines).
        self._any_name = _either(patterns[i].body for i in rest if patterns[i].by_name)
        self._any_path = _either(patterns[i].body for i in rest if not patterns[i].by_name)
        # "!vendor/" as "vendor/", in characters again.
        self.negations = [_as_text(p.line) for p in patterns if p.negated]

    @classmethod
    def parse(cls, data: bytes) -> IgnoreFile | None:
        """The file's patterns (its bytes as on disk), or None when it has none that can match."""
        return cls._from_bytes(data.removeprefix(codecs.BOM_UTF8).decode("latin-1").split("\n"))

    @classmethod
    def from_lines(cls, lines: Iterable[str]) -> IgnoreFile | None:
        """Patterns one a line, or None when none of them can match."""
        return cls._from_bytes(map(_as_bytes, lines))

    @classmethod
    def _from_bytes(cls, lines: Iterable[str]) -> IgnoreFile | None:
        """``from_lines`` of lines one character a byte (``_as_bytes``)."""
        patterns = [p for line in lines if (p := _compile_line(line)) is not None]
        return cls(patterns) if patterns else None

    def ignores(self, rel: str, is_dir: bool) -> bool:
        """Whether the last pattern matching ``rel`` itself ignores it (not a ``!`` one)."""
        return self.verdict(rel, is_dir) is True

    def verdict(self, rel: str, is_dir: bool) -> bool | None:
        """True if ignored, False if re-included (``!``), None if no pattern matches ``rel``
        ("/"-separated, relative to this file's folder, no trailing slash)."""
        rel = _as_bytes(rel)
        name = rel.rpartition("/")[2]
        keyed = self._keyed
        found = [*keyed["name"].get(name, ()), *keyed["path"].get(rel, ())]
        for size in self._suffix_lengths:
            if size > len(name):
                break
            found += keyed["suffix"].get(name[len(name) - size:], ())
        best = next((i for i in sorted(found, reverse=True) if self._matches(i, rel, name, is_dir)),
                    -1)
        if self._rest and (self._any_name.fullmatch(name) is not None
                           or self._any_path.fullmatch(rel) is not None):
            best = next((i for i in self._rest if i > best and self._matches(i, rel, name, is_dir)),
                        best)
        return None if best < 0 else not self._patterns[best].negated

    def _matches(self, i: int, rel: str, name: str, is_dir: bool) -> bool:
        """Whether pattern ``i`` matches (its regex compiled the first time a path needs it;
        an exact one was matched by its key)."""
        pattern = self._patterns[i]
        if pattern.dir_only and not is_dir:
            return False
        if not pattern.body:
            return True
        regex = self._regexes.get(i)
        if regex is None:
            regex = self._regexes[i] = re.compile(pattern.body, re.DOTALL)
        return regex.fullmatch(name if pattern.by_name else rel) is not None


def _as_bytes(text: str) -> str:
    """``text`` one character a byte: its UTF-8, a name's undecodable bytes as they were.
    git matches bytes: its ``?`` is one byte of ``é``, two of them the letter, and a class
    lists bytes; matched as characters, ``?t?/`` hid a folder ``été/`` git lists, so a file
    added there was never indexed."""
    return text if text.isascii() else text.encode("utf-8", "surrogateescape").decode("latin-1")


def _as_text(raw: str) -> str:
    """What ``_as_bytes`` made, as characters again."""
    return raw if raw.isascii() else raw.encode("latin-1").decode("utf-8", "surrogateescape")


def _either(regexes: Iterable[str]) -> re.Pattern[str]:
    """One regex matching what any of ``regexes`` matches (none: one that matches nothing)."""
    return re.compile("|".join(f"(?:{r})" for r in regexes) or "(?!)", re.DOTALL)


def check_pattern(line: str) -> None:
    """Raise ``ValueError`` for a pattern that can match nothing (a lone ``!``, an unclosed
    ``[``, a reversed range ``[z-a]``, an unknown ``[:class:]``). In a .gitignore git passes
    over such a line in silence; typed into a setting it is a mistake to name.

    >>> check_pattern("!")
    Traceback (most recent call last):
    ValueError: invalid gitignore pattern '!': it can match nothing
    """
    stripped = _trim_trailing_spaces(line.removesuffix("\r"))
    if stripped and not stripped.startswith("#") and _compile_line(_as_bytes(line)) is None:
        raise ValueError(f"invalid gitignore pattern {line!r}: it can match nothing")


def _compile_line(line: str) -> _Pattern | None:
    """One line's pattern, or None for a blank line, a comment or a pattern matching nothing."""
    line = line.removesuffix("\r")
    if not line or line.startswith("#"):
        return None
    line = _trim_trailing_spaces(line)
    negated = line.startswith("!")
    written = line = line[1:] if negated else line
    dir_only = line.endswith("/")
    if dir_only:
        line = line.rstrip("/")
    if not line:
        return None
    anchored = "/" in line
    line = line.removeprefix("/")
    key, kind = _key(line, anchored)
    # A name, a path or "*.ext" is its key alone, never matched as a regex (IgnoreFile).
    exact = kind == "path" or (not anchored and kind in ("name", "suffix"))
    body = "" if exact else _translate(line)
    if body is None:
        return None
    return _Pattern(body, not anchored, negated, dir_only, written, key, kind)


def _key(line: str, anchored: bool) -> tuple[str, str]:
    """What a path matching ``line`` is (``path``), or its last part is (``name``) or ends with
    (``suffix``), when the line says; else ("", "").

    >>> _key("build", False), _key("docs/**/tmp.md", True), _key("*.log", False), _key("a/b", True)
    (('build', 'name'), ('tmp.md', 'name'), ('.log', 'suffix'), ('a/b', 'path'))
    """
    if not _WILD.search(line):
        return (line, "path") if anchored else (line, "name")
    last = line.rpartition("/")[2]
    if not _WILD.search(last):
        return last, "name"
    if last.startswith("*") and len(last) > 1 and not _WILD.search(last, 1):
        return last[1:], "suffix"
    return "", ""


def _trim_trailing_spaces(line: str) -> str:
    """Drop trailing spaces, keeping one escaped by a backslash (git's trim_trailing_spaces)."""
    end = len(line)
    while end and line[end - 1] == " ":
        backslashes = len(line[:end - 1]) - len(line[:end - 1].rstrip("\\"))
        if backslashes % 2:
            break
        end -= 1
    return line[:end]


def _translate(pattern: str) -> str | None:
    """``pattern`` as a regex over "/"-separated paths, or None when git would match nothing."""
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "*":
            j = i
            while j < n and pattern[j] == "*":
                j += 1
            spans = j - i > 1 and (i == 0 or pattern[i - 1] == "/") and (j == n or pattern[j] == "/")
            if not spans:
                out.append(STAR)
            elif j == n:
                out.append(SPAN)
            else:                     # "**/": zero or more folders
                out.append(DIRS)
                j += 1
            i = j
        elif c == "?":
            out.append("[^/]")
            i += 1
        elif c == "[":
            cls = _translate_class(pattern, i + 1)
            if cls is None:
                return None
            out.append(cls[0])
            i = cls[1]
        elif c == "\\":
            if i + 1 == n:           # a trailing backslash escapes nothing: git matches nothing
                return None
            out.append(re.escape(pattern[i + 1]))
            i += 2
        else:
            out.append(re.escape(c))
            i += 1
    # Linear time: a .gitignore of `*a*a*…*b` or `**/a/**/a/…` backtracked for hours.
    return join_leftmost(out, [True] * len(out))


def _translate_class(pattern: str, i: int) -> tuple[str, int] | None:
    """The bracket expression opening before index ``i``: (regex, index after its ``]``), or None
    when it is unclosed or names an unknown class (git then matches nothing)."""
    n = len(pattern)
    negated = i < n and pattern[i] in "!^"
    if negated:
        i += 1
    items: list[str] = []
    first = True
    while True:
        if i >= n:
            return None
        c = pattern[i]
        if c == "]" and not first:
            i += 1
            break
        first = False
        if c == "[" and pattern.startswith("[:", i):
            end = pattern.find(":]", i + 2)
            if end < 0:
                return None
            name = pattern[i + 2:end]
            if name not in _POSIX_CLASSES:
                return None
            items.append(_POSIX_CLASSES[name])
            i = end + 2
            continue
        if c == "\\":
            i += 1
            if i >= n:
                return None
            c = pattern[i]
        i += 1
        if i + 1 < n and pattern[i] == "-" and pattern[i + 1] != "]":
            hi = pattern[i + 1]
            if hi == "\\":
                if i + 2 >= n:
                    return None
                hi = pattern[i + 2]
                i += 1
            i += 2
            if c <= hi:                # a reversed range matches nothing
                items.append(f"{re.escape(c)}-{re.escape(hi)}")
            continue
        items.append(re.escape(c))
    body = "".join(items)
    if negated:
        return (f"[^/{body}]", i)
    if not body:   # only reversed ranges: the class, so the pattern, matches nothing
        return None
    # A class never matches the separator, whatever it lists (wildmatch's WM_PATHNAME).
    return (f"(?!/)[{body}]", i)
