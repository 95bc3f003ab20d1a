"""What an answer says beside its hits: the notes before them (a partial index, a refresh
that failed, files changed or deleted since indexed), the filters that would narrow it (each
checked against the hits), the line saying what it withheld, and what an answer with no hits
says.

Each filter is written as the reader passes it: the MCP tools' argument (``kind:"class"``) or
the command line's flag (``--kind class``), quoted for a shell.

>>> withheld_line(12, [filter_hint("kind", "function", flags=True)])
'… 12 more matches not shown. Narrow with --kind function.'
"""
from __future__ import annotations

import json
import os
import re
import time
from collections import Counter
from typing import TYPE_CHECKING, Sequence

from .bodies import read_path
from .docline import UNPRINTABLE, one_line, visible
from .errors import counted, is_utf8
from .paths import path_class
from .search.filters import path_regex
from .store.passrecord import REPOSITORIES

if TYPE_CHECKING:
    from .result import SearchResult

MAX_HINTS = 4


def filter_hint(name: str, value: str, flags: bool = False) -> str:
    """A filter as the reader passes it: the tools' argument (``kind:"class"``), its value a
    JSON string, or, for the command line, its flag (``--kind class``, ``--path 'src/**'``),
    quoted for a shell.

    >>> filter_hint("path", "src/**"), filter_hint("path", "src/**", flags=True)
    ('path:"src/**"', "--path 'src/**'")
    >>> print(filter_hint("path", 'say "hi"/**'))
    path:"say \\"hi\\"/**"
    """
    if not flags:   # `path:"app/\[id\]/**"` was no JSON string an agent could pass back
        return f"{name}:{json.dumps(value, ensure_ascii=False)}"
    import shlex   # here and in shell_word: notes few answers carry (its import compiles a pattern)

    # `--path -drafts/**` would read the value as a flag.
    return f"--{name}={shlex.quote(value)}" if value.startswith("-") else f"--{name} {shlex.quote(value)}"


def skip_counts(skipped: dict[str, int]) -> str:
    """Why files were left out, most first: ``binary 12, lockfile 1``.

    >>> skip_counts({"lockfile": 1, "binary": 12})
    'binary 12, lockfile 1'
    """
    return ", ".join(f"{k} {v}" for k, v in sorted(skipped.items(), key=lambda kv: -kv[1]))


def literal_glob(text: str) -> str:
    """``text`` as a path filter that matches it literally: a glob's ``*?[]{}`` and ``\\``
    escaped (Next.js's `app/[slug]/` is a folder name, not a character class).

    >>> literal_glob("app/[slug]")
    'app/\\\\[slug\\\\]'
    """
    return re.sub(r"([*?\[\]{}\\])", r"\\\1", text)


def shown_path(path: str) -> str:
    """A path as an answer prints it: JSON-quoted if a newline or a control character in its
    name would break the one-address-per-line layout (``"new\\nline.py"``)."""
    return visible(json.dumps(path, ensure_ascii=False)) if UNPRINTABLE.search(path) else path


def notes(index: dict, warming: tuple[int, int] | None, building: bool = False,
          stale: Sequence[str] = (), deleted: Sequence[str] = (), named: int = 3) -> list[str]:
    """The lines an answer begins with, if any: its refresh failed, it came from a partial
    index or waited out another process's pass, and which files changed on disk or were
    deleted since indexed (``named`` of them by name, the rest counted: a tight budget names
    none)."""
    return (_background_failed(index) + _not_refreshed(index) + _warming(warming, index, building)
            + ([] if warming else _other_writer(index)) + _stale(list(stale), deleted, named))


def _other_writer(index: dict) -> list[str]:
    """The line saying a doubtful answer waited its whole refresh budget for another process's
    pass (``codesift index`` after a branch switch), and came from the commit before it.

    >>> _other_writer({"refresh": {"mode": "busy", "stopped": "budget", "scanned": 5, "total": 9}})
    ['(another process is refreshing the index (5 of 9 files scanned) — this answer may miss new code; run again once it is done)']
    """
    refresh = index.get("refresh") or {}
    if refresh.get("mode") != "busy" or refresh.get("stopped") != "budget":
        return []
    total = refresh.get("total")
    progress = f" ({refresh.get('scanned')} of {total} files scanned)" if total else ""
    return [f"(another process is refreshing the index{progress} — this answer may miss new "
            "code; run again once it is done)"]


def _background_failed(index: dict) -> list[str]:
    """The line saying the last ``index --background`` pass failed, and why, if no complete
    pass has run since: the command that started it had already returned, saying all was well."""
    failed = index.get("background_failed")
    if not failed:
        return []
    return [f"(the last background index pass failed {ago(max(0.0, time.time() - failed['at']))}:"
            f" error[{failed.get('code')}]: {failed.get('message')} — see codesift status)"]


def _warming(warming: tuple[int, int] | None, index: dict, building: bool = False) -> list[str]:
    """The line saying an answer came from a partial index, if it did: one a running pass
    extends (run again), one this answer's own pass extended (run again, or `codesift index`),
    or one nothing is extending (refreshing off, the disk full, no pass running:
    `codesift index`)."""
    if not warming:
        return []
    done, total = warming
    if (index.get("refresh") or {}).get("mode") in ("skipped", "failed") and not building:
        # A pass killed before it recorded its count (kill -9) left files committed all the same.
        scanned = (f"{done} of {total} files scanned" if total else
                   f"{counted(index['files'], 'file')} indexed so far" if index.get("files") else
                   "no file listed yet")
        if (index.get("refresh") or {}).get("stopped") == "read_only":   # `index` would refuse
            return [f"(index partial: {scanned} — it cannot be completed here: the index "
                    "directory is read-only)"]
        return [f"(index partial: {scanned} — run codesift index to complete it)"]
    if not total and (index.get("refresh") or {}).get("mode") in ("full", "incremental"):
        # This answer's own pass ran out of budget before git listed a file (a hung hook):
        # nothing changed, and running again would wait as long.
        return ["(index not refreshed: listing the files took the whole refresh budget — "
                "answering from the index as it stands, which may be stale; codesift index "
                "waits longer)"]
    if not total:   # another process holds the index and is still listing the files
        return ["(index warming up: listing the files — run again for fuller coverage)"]
    # This answer's own pass ran out of budget: each run indexes one budget's worth more, and
    # a large repository would take dozens of runs (74,559 files: ~550 a run), so the command
    # that finishes it in one go is named too.
    own = (index.get("refresh") or {}).get("mode") in ("full", "incremental") and not building
    finish = ", or codesift index to complete it" if own else ""
    return [f"(index warming up: {done} of {total} files scanned — run again for fuller coverage"
            f"{finish})"]


def _not_refreshed(index: dict) -> list[str]:
    """The line saying the refresh before this answer failed on the disk, or was not tried
    because this process cannot write the index directory, if so."""
    refresh = index.get("refresh") or {}
    if refresh.get("mode") != "failed":
        return []
    if refresh.get("stopped") == "read_only":
        age = refresh.get("last_refresh_age_s")
        when = f" {ago(age)}" if isinstance(age, (int, float)) else ""
        return ["(index not refreshed: the index directory is read-only — answering from the "
                f"index as last updated{when})"]
    return [f"(index not refreshed: {refresh.get('stopped')} — answering from its last state)"]


def ago(seconds: float) -> str:
    """A time span, rounded as a person says it.

    >>> ago(42.4), ago(600), ago(7200), ago(3 * 86400)
    ('42 s ago', '10 min ago', '2 h ago', '3 days ago')
    """
    for unit, size, up_to in (("s", 1, 90), ("min", 60, 90 * 60), ("h", 3600, 48 * 3600)):
        if seconds < up_to:
            return f"{seconds / size:.0f} {unit} ago"
    return f"{seconds / 86400:.0f} days ago"


def _stale(paths: list[str], deleted: Sequence[str] = (), named: int = 3) -> list[str]:
    """The lines naming shown files that changed on disk since they were indexed, and files
    deleted since whose hits were left out, if any, ``named`` of each by name.

    >>> _stale(["a.py", "b.py"], named=1), _stale(["a.py", "b.py"], named=0)
    (['(changed on disk since indexed: a.py and 1 more — lines may be off until the next refresh)'], ['(changed on disk since indexed: 2 files — lines may be off until the next refresh)'])
    """
    def names(some: list[str]) -> str:
        if not named:
            return f"{len(some)} file{'s' if len(some) != 1 else ''}"
        more = len(some) - named
        return ", ".join(map(shown_path, some[:named])) + (f" and {more} more" if more > 0 else "")

    out = [f"(deleted since indexed, left out: {names(list(deleted))})"] if deleted else []
    if paths:
        out.append(f"(changed on disk since indexed: {names(paths)} — lines may be off until "
                   "the next refresh)")
    return out


def literal_path(path: str) -> str:
    """A path filter that matches ``path``: the path itself, read as a substring, unless it
    holds ``*?[{`` and so reads as a glob: then ``literal_glob``. A backslash escapes only in
    a glob: `back\\\\slash/a.py` as a substring matched nothing.

    >>> literal_path("src/a.py"), literal_path("app/[slug]/page.ts")
    ('src/a.py', 'app/\\\\[slug\\\\]/page.ts')
    """
    return literal_glob(path) if any(c in path for c in "*?[{") else path


def withheld_line(count: int, hints: list[str], filterable: bool = True, exact: bool = True,
                  flags: bool = False) -> str:
    """What the answer left out: ``count`` more (``count``+ when only a floor is known) and
    how to narrow them; ``flags``: the budget as the command line sets it."""
    more = f"… {count}{'' if exact else '+'} more {'match' if count == 1 and exact else 'matches'} not shown."
    if hints:
        return f"{more} Narrow with {', '.join(hints)}."
    if not filterable:   # find_related: no query to sharpen, no filters to add
        # The MCP tool takes no budget: the server's setting is what a client can change.
        where = "--budget" if flags else "budget setting (CODESIFT_BUDGET, codesift.toml)"
        return f"{more} A larger {where} shows them."
    return f"{more} A more specific query narrows them."


def _keeps(pattern: str, path: str) -> bool:
    """Whether a path filter (glob or substring, as ``search/filters.py`` reads it) matches ``path``."""
    return re.fullmatch(path_regex(pattern, leftmost=True), path) is not None


def narrowing(result: SearchResult, flags: bool = False) -> list[str]:
    """Concrete filters that would cut this result down while keeping its top hit, as
    ``filter_hint`` writes them.

    Each suggestion is checked against the hits: one that drops nothing, or drops the top hit,
    is not offered. Filters already in force are not offered again.
    """
    hits, f = result.hits, result.filters
    if not hits:
        return []
    top = hits[0]
    out: list[str] = []
    # Not kind:"file": a whole-file hit is a file with no declarations (a script, a config
    # file), and keeping only those throws away every declaration that answers. Nor the kind of
    # a top hit the symbol channel did not rank first: led there by words or its file, it may
    # be the wrong one, and its kind then throws the answer away (`get_or_creat` in Django led
    # with a constant and said "--kind constant", which kept no `get_or_create`).
    if (not f.kinds and top.kind != "file" and top.channels.get("symbol") == 1
            and any(h.kind != top.kind for h in hits)):
        out.append(filter_hint("kind", top.kind, flags))
    if not f.path:
        parts = top.path.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            folder = "/".join(parts[:depth])
            if any(not h.path.startswith(folder + "/") for h in hits):
                out.append(filter_hint("path", f"{literal_glob(folder)}/**", flags))
                break
    if not f.langs and any(h.lang != top.lang for h in hits):
        out.append(filter_hint("lang", top.lang, flags))
    if not f.exclude:
        top_class = path_class(top.path)
        sources = [h.path for h in hits if path_class(h.path) == "source"]
        asked = (f.path or "").strip("/*.")
        for cls in ("test", "doc", "example"):
            if cls == top_class:
                continue
            others = [h.path for h in hits if path_class(h.path) == cls]
            if not others:
                continue
            firsts = Counter(p.split("/", 1)[0] for p in others if "/" in p)
            candidates = [f"{literal_glob(d)}/**" for d, _ in firsts.most_common(1)] + [cls]
            for pattern in candidates:
                # Never undo the path filter in force (--path docs, then exclude:"docs/**").
                if asked and (asked in pattern or pattern.strip("/*") in asked):
                    continue
                # Nor drop a source hit: the bare word `doc` is a substring of zod's source
                # `core/doc.ts`, `test` of `latest.py`.
                hint = filter_hint("exclude", pattern, flags)
                if (not _keeps(pattern, top.path) and any(_keeps(pattern, p) for p in others)
                        and not any(_keeps(pattern, p) for p in sources)):
                    # Two classes may share their folder (once_cell's examples/ holds
                    # `test_synchronization.rs` and `bench.rs`): the folder is offered once.
                    if hint not in out:
                        out.append(hint)
                    break
    # A folder's name no shell line can hold (a newline, an ESC) gives no filter to copy.
    return [h for h in out if not UNPRINTABLE.search(h)][:MAX_HINTS]


def no_hits(result: SearchResult, flags: bool = False, echo: int = 80) -> list[str]:
    """No hits is an answer: say which filters to drop (as ``filter_hint`` writes them), and
    when grep is the better tool (the last line, when there is one). The query is echoed up
    to ``echo`` characters."""
    first = one_line(result.query.strip().split("\n")[0]) if result.query.strip() else ""
    q = first if len(first) <= echo else first[:echo - 1] + "…"
    lines = [f"No matches for {json.dumps(q, ensure_ascii=False)}."]
    described = result.filters.describe()
    active = [filter_hint(name, value, flags) for name, value in described]
    files = result.index.get("files")
    if files == 0:
        lines.append(_empty_index(result, flags))
    elif result.unmatched:
        # The filters emptied the answer, not the words: say so, as ripgrep does.
        pairs = [(n, v) for n, v in described if n in ("path", "exclude")]
        named = [filter_hint(n, v, flags) for n, v in pairs]
        if len(named) == 1:   # a path that matches none, or an exclude that matches them all
            verb = "leaves" if pairs[0][0] == "exclude" else "matches"
            lines.append(f"{named[0]} {verb} none of the {counted(files, 'indexed file')} — "
                         "fix or drop it.")
        else:
            lines.append(f"{', '.join(named)} together leave none of the "
                         f"{counted(files, 'indexed file')} — fix or drop some.")
    elif active:
        lines.append(f"Filters in force: {', '.join(active)} — drop some to widen the search.")
    else:
        lines.append("Try other words, or an identifier's parts (\"user id\" finds getUserById).")
    if result.not_indexed and files:
        lines.append(not_indexed_line(result.not_indexed, result.max_file_bytes, flags,
                                      result.not_indexed_repos, result.root))
    # The first line as typed (its tabs and runs of spaces too), not as echoed above.
    grep_for = result.query.strip().split("\n")[0].rstrip("\r")[:80]
    if "\0" in grep_for:   # no command line to copy: a NUL cannot be an argument
        return lines
    # A pattern starting with "-" would read as an option: -e says it is the pattern.
    flag = "-e " if grep_for.startswith("-") else ""
    # Where codesift does not run in the root (a subfolder: the root is the repository), rg
    # would search the working folder alone: the root is named, as the read call's path is.
    where = read_path("", result.root).rstrip(os.sep) if result.root else ""
    lines.append(f"For exact strings or every occurrence, grep is the better call: "
                 f"rg -n -F {flag}{shell_word(grep_for)}{' ' + shell_word(where) if where else ''}")
    return lines


def not_indexed_line(counts: dict[str, int], cap: int, flags: bool = False,
                     repos: Sequence[str] = (), root: str = "") -> str:
    """The line telling an agent that found nothing, or no hit of the one name it asked for,
    that the name may be in a file the index left out (``store.passrecord.UNINDEXED``), counted
    by reason, never listed; or in a repository of its own inside the root
    (``passrecord.REPOSITORIES``), named with the root that searches it.

    >>> not_indexed_line({"oversize": 2}, 1_000_000, flags=True)
    '(2 files over 1 MB (max_file_bytes) were not indexed — see codesift status)'
    >>> not_indexed_line({"oversize": 1, "binary": 1, "unreadable": 2}, 1500)
    '(4 files were not indexed: 1 over 1,500 bytes (max_file_bytes), 1 binary, 2 unreadable — see the index_status tool)'
    >>> not_indexed_line({"submodule": 1}, 0, True, ["libs/sublib"], "/nonexistent")
    '(1 submodule (libs/sublib) was not indexed — search it with --root /nonexistent/libs/sublib)'
    """
    files = {r: n for r, n in counts.items() if r not in REPOSITORIES}
    parts = [_files_left_out(files, cap, flags)] if files else []
    if len(files) < len(counts):
        parts.append(_repos_left_out(counts, repos, root, flags))
    return f"({'; '.join(parts)})"


def _files_left_out(counts: dict[str, int], cap: int, flags: bool) -> str:
    """``not_indexed_line``'s count of files, by reason."""
    size = (f"{cap // 1_000_000} MB" if cap % 1_000_000 == 0 else f"{cap // 1000} KB"
            if cap % 1000 == 0 else f"{cap:,} bytes")
    why = {"oversize": f"over {size} (max_file_bytes)"}
    see = "see codesift status" if flags else "see the index_status tool"
    if len(counts) == 1:
        (reason, n), = counts.items()
        if reason == "oversize":
            return f"{counted(n, 'file')} {why[reason]} {'was' if n == 1 else 'were'} not indexed — {see}"
        return f"{n} {reason} file{'' if n == 1 else 's'} {'was' if n == 1 else 'were'} not indexed — {see}"
    parts = ", ".join(f"{n} {why.get(reason, reason)}" for reason, n in counts.items())
    return f"{counted(sum(counts.values()), 'file')} were not indexed: {parts} — {see}"


def _repos_left_out(counts: dict[str, int], repos: Sequence[str], root: str, flags: bool) -> str:
    """``not_indexed_line``'s submodules and nested repositories: git lists none of their
    files as the root's, so only a root of their own searches them. The root is spelled as
    the read call's path is (``bodies.read_path``): relative only where codesift runs in the
    root, so the hint works from a subfolder too."""
    nouns = (("submodule", "submodule", "submodules"),
             ("nested_repo", "nested repository", "nested repositories"))
    what = " and ".join(f"{n} {one if n == 1 else many}" for reason, one, many in nouns
                        if (n := counts.get(reason, 0)))
    total = sum(counts.get(reason, 0) for reason in REPOSITORIES)
    named = f" ({', '.join(repos[:3])}{' …' if len(repos) > 3 else ''})" if repos else ""
    line = f"{what}{named} {'was' if total == 1 else 'were'} not indexed"
    if not repos:
        return line
    there = filter_hint("root", read_path(repos[0], root), flags)
    return f"{line} — search {'it' if total == 1 else 'one'} with {there}"


def shell_word(text: str) -> str:
    r"""``text`` as one word a POSIX shell reads back exactly: quoted (``shlex.quote``) when it
    is all printable, else printed by ``printf`` with octal escapes for what a pasted line
    cannot carry (a tab, a line separator, a control character, bytes that are not UTF-8).

    >>> print(shell_word("it's"), shell_word("a\tb"), shell_word("caf\udce9"))
    'it'"'"'s' "$(printf 'a\011b')" "$(printf 'caf\351')"
    """
    import shlex

    if text.isprintable():
        return shlex.quote(text)
    out = ["\\055"] if text.startswith("-") else []   # a format "-a" reads as an option
    for c in text[len(out):]:
        if c.isprintable() and is_utf8(c):
            out.append({"\\": "\\\\", "%": "%%", "'": "'\\''"}.get(c, c))
        else:
            try:
                raw = c.encode("utf-8", "surrogateescape")
            except UnicodeEncodeError:
                # A lone surrogate that stands for no byte (a library caller's "\ud800", half
                # of an emoji cut from a JavaScript string): U+FFFD, as the MCP server reads
                # it. It was a UnicodeEncodeError from render_text's "No matches" answer.
                raw = "\ufffd".encode("utf-8")
            out += [f"\\{b:03o}" for b in raw]
    return f"\"$(printf '{''.join(out)}')\""


def _empty_index(result: SearchResult, flags: bool) -> str:
    """Why the index holds no file: the ignore patterns skipped every one (an ignore setting
    decides what the index holds, so ``--ignore '**'`` empties it), nothing is indexed yet, or
    the root holds no file to index (the wrong folder: named with ``--root`` or ``root``)."""
    skipped = (result.index.get("refresh") or {}).get("skipped") or {}
    if not (result.ignore and skipped.get("extra_ignore")):
        if result.warming is not None:   # a pass has more to do: asking again helps
            status = "`codesift status`" if flags else "the index_status tool"
            return f"The index of {result.root} holds no files yet (see {status})."
        # The whole root was walked and holds nothing to index: the wrong folder, most
        # likely (a client started the server elsewhere). "Yet" sent the agent to ask again.
        why = skip_counts(skipped)
        return (f"No file of {result.root} is indexed: none is a file codesift reads"
                f"{f' (skipped: {why})' if why else ''}. Is it the repository? "
                f"Pass {'--root' if flags else 'root'} to name another.")
    if flags and result.ignore_from == "flag":
        named = " ".join(filter_hint("ignore", p, True) for p in result.ignore)
    else:
        where = "" if result.ignore_from in ("flag", "default") else f" (from {result.ignore_from})"
        named = f"the ignore setting {json.dumps(result.ignore, ensure_ascii=False)}{where}"
    return (f"No file is indexed: {named} skips every file of {result.root} "
            "(ignore patterns decide what the index holds) — narrow or drop it.")
