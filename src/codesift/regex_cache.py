"""Compiled regular expressions kept on disk between processes, as ``.pyc`` files keep bytecode.

Every ``codesift search`` is a new process, and CPython compiles a pattern in pure Python (its
parser and code generator): the ~100 patterns a search uses cost ~15 ms of CPU, a tenth of the
call, and the ~250 of a cold build ~35 ms. The compiled form is a list of integers that
``_sre.compile`` turns into a pattern in microseconds, so the first process stores it and the
others load it. The file's name holds the interpreter's version, the regex engine's
``MAGIC`` (a code list only ever goes back to the engine that made it, which checks it again)
and the file's layout (``FORMAT``).
Anything unexpected (a private function gone, a damaged file, an unwritable cache) falls back
to ``re.compile``.

Only patterns fixed by the source (module-level constants) belong here: one built from a query
would grow the file with every search.

>>> compiled(r"\\w+").findall("two words")
['two', 'words']
"""
from __future__ import annotations

import atexit
import marshal
import os
import re
import sys
from typing import Any, AnyStr

try:   # CPython's own compiler, which ``re.compile`` runs; other interpreters go without a cache
    import _sre
    from re import _compiler, _parser
except ImportError:   # pragma: no cover - not CPython
    _sre = None

# (flags, code, groups - 1, group index, group names): ``_sre.compile``'s arguments after the
# pattern, as ``re._compiler.compile`` passes them. The file keeps each one marshalled on its
# own, read when its pattern is asked for: a search asks for ~110 of the ~600 a cache holds
# once a build has run, and reading them all cost ~1.7 ms of every call (their code lists,
# ~250 integers each).
_Entry = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]

# Patterns of earlier versions stay in the file: past this many, a save keeps only the ones
# its process used (a search and a build use ~100 and ~250), and the others come back as used.
MAX_ENTRIES = 2000
# The file's layout, in its name: 2, each entry marshalled apart (1, unnamed, held them whole).
FORMAT = 2

_table: dict[tuple[Any, int], bytes] | None = None
_used: set[tuple[Any, int]] = set()
_added = False


def compiled(pattern: AnyStr, flags: int = 0) -> re.Pattern[AnyStr]:
    """``re.compile(pattern, flags)``, from the file when an earlier process compiled it."""
    global _added
    flags = int(flags)
    table = _load() if _table is None else _table
    _used.add((pattern, flags))
    kept = table.get((pattern, flags))
    if kept is not None:
        try:
            return _sre.compile(pattern, *marshal.loads(kept))
        except Exception:   # a damaged entry: the engine refused it, so compile afresh
            pass
    made, entry = _compile(pattern, flags)
    if entry is not None:
        table[(pattern, flags)] = marshal.dumps(entry)
        _added = True
    return made


def cache_path() -> str:
    """The file for this interpreter, beside the default index folders."""
    from .cachedirs import cache_base   # not at import: its own imports compile patterns
    return os.path.join(cache_base(), f"regex-{sys.hexversion:x}-{_sre.MAGIC}-{FORMAT}.marshal")


def _compile(pattern: AnyStr, flags: int) -> tuple[re.Pattern[AnyStr], _Entry | None]:
    """Compile as ``re._compiler.compile`` does, keeping ``_sre.compile``'s arguments."""
    if _sre is None:
        return re.compile(pattern, flags), None
    try:
        tree = _parser.parse(pattern, flags)
        state = tree.state
        names: list[str | None] = [None] * state.groups
        for name, number in state.groupdict.items():
            names[number] = name
        entry: _Entry = (int(flags | state.flags), [int(op) for op in _compiler._code(tree, flags)],
                         state.groups - 1, dict(state.groupdict), tuple(names))
        return _sre.compile(pattern, *entry), entry
    except re.error:
        raise
    except Exception:   # the private parts changed shape: compile as everyone does
        return re.compile(pattern, flags), None


def _load() -> dict[tuple[Any, int], bytes]:
    """Read the file once per process; save what was added when the process ends."""
    global _table
    _table = {}   # first, for the patterns compiled while the path's module loads
    if _sre is None:
        return _table
    try:
        with open(cache_path(), "rb") as fh:
            data = marshal.loads(fh.read())   # load(fh) reads object by object: ~20x slower
        if isinstance(data, dict):
            data.update(_table)
            _table = data
    except (OSError, EOFError, ValueError, TypeError):
        pass   # none yet, or damaged: this process writes a new one
    atexit.register(_save)
    return _table


def _save() -> None:
    """Write the table through a temp file and a rename (``atomic_write``): readers see one
    whole file or none."""
    if not _added or _table is None:
        return
    from .diskio import atomic_write

    table = _table if len(_table) <= MAX_ENTRIES else {k: _table[k] for k in _used if k in _table}
    path = cache_path()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        atomic_write(path, marshal.dumps(table), durable=False)
        # The file of layout 1 (named without a layout) no process reads any more.
        os.remove(path.replace(f"-{FORMAT}.marshal", ".marshal"))
    except (OSError, ValueError):   # a read-only or full cache only costs the next process time
        pass
