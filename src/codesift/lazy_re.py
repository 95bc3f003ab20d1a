"""Regular expressions compiled on first use, not at import.

Every ``codesift search`` is a new process, and compiling a pattern costs 0.02–0.5 ms of
CPU: a plain search compiled ~160 at start-up, ~25 ms of CPU under load (a fifth of the
call), though a Javadoc tag, a trace's frames or a C++ header's marks are met only when the
input holds them. A ``LazyPattern`` is declared as ``re.compile`` is and compiles itself the
first time one of its methods runs (through ``regex_cache``, so later processes load it). Patterns that chunking and ranking use on every input
stay compiled at import: a method call here costs a few hundred nanoseconds more.

>>> WORD = lazy(r"\\w+")
>>> WORD.findall("two words")
['two', 'words']
"""
from __future__ import annotations

import re
from typing import Any, AnyStr, Callable, Generic, Iterator

from . import regex_cache


class LazyPattern(Generic[AnyStr]):
    """``re.compile(pattern, flags)``, done when first needed; the methods a search calls."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, pattern: AnyStr, flags: int = 0) -> None:
        self._source = pattern
        self._flags = flags
        self._compiled: re.Pattern[AnyStr] | None = None

    @property
    def compiled(self) -> re.Pattern[AnyStr]:
        if self._compiled is None:
            self._compiled = regex_cache.compiled(self._source, self._flags)
        return self._compiled

    @property
    def pattern(self) -> AnyStr:
        return self._source

    def search(self, string: AnyStr, *args: int) -> re.Match[AnyStr] | None:
        return self.compiled.search(string, *args)

    def match(self, string: AnyStr, *args: int) -> re.Match[AnyStr] | None:
        return self.compiled.match(string, *args)

    def fullmatch(self, string: AnyStr, *args: int) -> re.Match[AnyStr] | None:
        return self.compiled.fullmatch(string, *args)

    def finditer(self, string: AnyStr, *args: int) -> Iterator[re.Match[AnyStr]]:
        return self.compiled.finditer(string, *args)

    def findall(self, string: AnyStr, *args: int) -> list[Any]:
        return self.compiled.findall(string, *args)

    def split(self, string: AnyStr, maxsplit: int = 0) -> list[Any]:
        return self.compiled.split(string, maxsplit)

    def sub(self, repl: AnyStr | Callable[[re.Match[AnyStr]], AnyStr], string: AnyStr,
            count: int = 0) -> AnyStr:
        return self.compiled.sub(repl, string, count)


def lazy(pattern: AnyStr, flags: int = 0) -> LazyPattern[AnyStr]:
    """A pattern compiled on first use (see the module's doc)."""
    return LazyPattern(pattern, flags)
