"""Reading a listed file's text: still a regular file, as UTF-8.

A file is read after it was listed, by the refresher, the chunkers and a search's scans of
whole files (messages, coverage): each reads it here, so a file swapped for a symlink or a
fifo since is refused, not followed or waited on, and every reader sees the same text.

>>> read_regular("/dev/null") is None
True
"""
from __future__ import annotations

import codecs
import errno
import os
import stat

from .rules import BINARY_SNIFF_BYTES


def _legacy_bytes(exc: UnicodeError) -> tuple[str, int]:
    """A ``codecs`` error handler: bytes UTF-8 cannot decode read as cp1252 (Latin-1 for the
    five it leaves undefined), one character a byte, so lines and words stay whole."""
    assert isinstance(exc, UnicodeDecodeError)
    bad = exc.object[exc.start:exc.end]
    try:
        return bad.decode("cp1252"), exc.end
    except UnicodeDecodeError:
        return bad.decode("latin-1"), exc.end


codecs.register_error("codesift-cp1252", _legacy_bytes)


def as_utf8(data: bytes) -> bytes:
    """Text as UTF-8. UTF-16 that starts with its byte-order mark: Windows PowerShell and
    Visual Studio save scripts, resource and SQL files so, and their NUL bytes made them
    "binary"; ripgrep reads them too. Bytes that are not UTF-8 (a Latin-1 or cp1252 file, or
    one such comment in a UTF-8 file) as cp1252: decoded as U+FFFD, `caf\\xe9_fn` was indexed
    as `caf`. Valid UTF-8 comes back as it is, checked by one decode (none for ASCII). Lines
    stay lines, so line numbers hold for the file on disk.

    >>> as_utf8(b"\\xff\\xfeh\\x00i\\x00")
    b'hi'
    >>> as_utf8(b"caf\\xe9 \\x93q\\x94 \\xc3\\xa9").decode()
    'café “q” é'
    """
    if data[:2] == codecs.BOM_UTF16_LE:
        return data[2:].decode("utf-16-le", "replace").encode("utf-8")
    if data[:2] == codecs.BOM_UTF16_BE:
        return data[2:].decode("utf-16-be", "replace").encode("utf-8")
    if data.isascii() or data.find(b"\0", 0, BINARY_SNIFF_BYTES) != -1:
        return data   # ASCII, or binary (``skip_by_content`` refuses it as it is)
    try:
        data.decode("utf-8")
        return data
    except UnicodeDecodeError:
        return data.decode("utf-8", "codesift-cp1252").encode("utf-8")


def read_file(path: str, cap: int = -1, text: bool = True) -> bytes:
    """The text of a file (its first ``cap`` bytes, as UTF-8: ``as_utf8``; ``text=False``:
    the bytes as on disk, for a file git reads as bytes) if it is still a regular file;
    raises ``OSError`` (``EINVAL`` for one that is not).

    Files are read after they were listed: swapped for a symlink or a fifo since, a path is
    refused rather than followed or waited on (O_NOFOLLOW | O_NONBLOCK).
    """
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        # read(cap) allocates all of ``cap`` first (30 µs of a search that reads eleven
        # 30 KB files under a 1 MB cap); a smaller file is read whole, sized by its stat.
        data = fh.read(cap) if 0 <= cap < st.st_size else fh.read()
        data = data if cap < 0 else data[:cap]
        return as_utf8(data) if text else data


def read_regular(path: str, cap: int = -1, text: bool = True) -> bytes | None:
    """``read_file``, or None when the file cannot be read as a regular file.

    >>> read_regular("/dev/null") is None
    True
    """
    try:
        return read_file(path, cap, text)
    except OSError:
        return None
