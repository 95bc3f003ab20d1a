"""One error type with a stable code, so every layer reports bad input the same way.

The CLI prints ``codesift: error[CODE]: message`` and exits 2; the MCP server returns a tool
error carrying the same code. Example::

    raise CodesiftError("INVALID_LIMIT", "limit must be between 1 and 100, got 0")
"""
from __future__ import annotations

from typing import Any


class CodesiftError(Exception):
    """A user-facing failure: ``code`` is stable (``INVALID_QUERY`` ...), ``message`` one line."""

    def __init__(self, code: str, message: str) -> None:
        # Both, as they were given: pickle and copy make an exception anew from its ``args``,
        # and one string of the two ("CODE: message") was a TypeError there, so a search
        # refused in a ProcessPoolExecutor's worker broke the whole pool (BrokenProcessPool).
        super().__init__(code, message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"error[{self.code}]: {self.message}"


def check_switch(name: str, value: object) -> None:
    """A library argument that turns something on or off (``refresh``, ``wait``) is a bool:
    ``refresh="no"`` read as true refreshed all the same."""
    if not isinstance(value, bool):
        raise CodesiftError("INVALID_ARGUMENT", f"{name} must be True or False, got "
                            f"{type(value).__name__}")


def check_hook(name: str, value: object) -> None:
    """A library argument called back (``progress``, ``should_stop``) is a function or None:
    ``progress=5`` was accepted and never called, or failed deep inside a pass."""
    if value is not None and not callable(value):
        raise CodesiftError("INVALID_ARGUMENT", f"{name} must be a function or None, got "
                            f"{type(value).__name__}")


def one_line(text: str) -> str:
    """``text`` with each line break a space, so a message naming a path that holds one stays
    one line; other whitespace is left alone, as it may be part of the name (folding it all
    reported ``' a.py'`` as ``a.py: no such file``, a file that exists).

    >>> one_line(" a\\nZ.py:  no such file")
    ' a Z.py:  no such file'
    """
    return " ".join(text.splitlines())


def counted(n: int, noun: str) -> str:
    """``n`` and ``noun``, plural unless ``n`` is one: messages count files, lines, arguments.

    >>> counted(1, "file"), counted(0, "file"), counted(3, "line")
    ('1 file', '0 files', '3 lines')
    """
    return f"{n} {noun}{'' if n == 1 else 's'}"


def is_utf8(text: str) -> bool:
    """False for text holding bytes that were not UTF-8 (decoded as lone surrogates): a path
    or pattern from argv that no indexed path can equal.

    >>> is_utf8("é.py"), is_utf8(b"\\xe9.py".decode("utf-8", "surrogateescape"))
    (True, False)
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def printable(text: str) -> str:
    """``text`` as a message can print it: each undecodable byte (lone surrogate) as U+FFFD."""
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


def encodable(value: Any) -> Any:
    """``value`` (text, or data shaped as JSON) with every string ``printable``: a reply
    holding a lone surrogate (a root folder whose name is not UTF-8) cannot be encoded, and
    the MCP SDK's transport then sends nothing at all.

    >>> encodable({"root": b"/caf\\xe9".decode("utf-8", "surrogateescape"), "n": [1, "é"]})
    {'root': '/caf\ufffd', 'n': [1, 'é']}
    """
    if isinstance(value, str):
        return value if is_utf8(value) else printable(value)
    if isinstance(value, dict):
        return {encodable(k): encodable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [encodable(v) for v in value]
    return value
