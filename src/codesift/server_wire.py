"""What the server adds to the MCP SDK's stdio transport: every request line gets a reply.

A JavaScript client can send a string holding half of a UTF-16 surrogate pair (a string cut
inside an emoji): valid JSON, ``"\\ud800"``. The SDK parses each line with a JSON parser
that refuses it and hands the server the parse error, which it drops, so the client waited
forever for a reply. ``MendedReader`` parses such a line again with each lone half replaced
by U+FFFD, as the transport already replaces bytes that are not UTF-8. (Replies are the other
half: ``errors.encodable`` keeps a lone surrogate out of everything codesift answers.)

A line it still cannot read (a number of 5,000 digits, arrays nested past the parser's depth,
a line that is not JSON), or JSON that is no JSON-RPC message, was dropped the same way.
``MendedReader`` answers it as JSON-RPC 2.0 says (``refusal``): -32700 for a parse error,
-32600 for an invalid request, with the request's id when Python's own JSON parser reads it
from the line, else null; never a notification nor a client's response.

A request whose id JSON-RPC does not allow (``true``, ``null``, an object, a fraction) is
valid JSON the SDK reads as a notification, dropping the id it cannot type, so it too got no
reply. ``CheckedLines`` reads stdin's lines before the SDK does and answers such a request
with -32600 (``bad_id_refusal``) instead of passing it on.
"""
from __future__ import annotations

import fcntl
import io
import json
import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import anyio
from mcp.shared.message import SessionMessage
from mcp_types import ErrorData, JSONRPCError, jsonrpc_message_adapter
from pydantic import ValidationError

from .regex_cache import compiled

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
# Digits Python turns into an int by default (sys.get_int_max_str_digits); a longer number
# reads as None here, so a request whose id it is gets a reply with id null.
_INT_DIGITS = 4300

# One JSON escape of a surrogate, with what must be read before it: an escaped backslash (so
# `\\ud800` stays text), a whole pair (one character, kept), or a lone half (group 1).
_SURROGATE_ESCAPE = compiled(r"\\(?:\\|u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}"
                             r"|(u[dD][89a-fA-F][0-9a-fA-F]{2}))")


def mend_surrogates(line: str) -> str:
    """JSON text with each lone surrogate escape made the replacement character's.

    >>> print(mend_surrogates(r'{"q": "\\ud800 a \\ud83d\\ude00 \\\\ud800 \\udc00"}'))
    {"q": "\\ufffd a \\ud83d\\ude00 \\\\ud800 \\ufffd"}
    """
    return _SURROGATE_ESCAPE.sub(lambda m: "\\ufffd" if m.group(1) else m.group(0), line)


def _mend(item: SessionMessage | Exception) -> SessionMessage | Exception:
    """A line the SDK refused as invalid JSON, parsed as the SDK does once its lone surrogate
    escapes are replaced; anything else (or a line still refused) as it came."""
    if not isinstance(item, ValidationError):
        return item
    line = next((e.get("input") for e in item.errors() if e["type"] == "json_invalid"), None)
    if not isinstance(line, str) or line == (mended := mend_surrogates(line)):
        return item
    try:
        return SessionMessage(jsonrpc_message_adapter.validate_json(mended, by_name=False))
    except ValidationError:
        return item


def _plain_json(line: str, too_long: Any = None, **options: Any) -> Any:
    """``line`` as Python's JSON parser reads it (``json.loads`` ``options``), a number too
    long for an int as ``too_long``; ``ValueError`` or ``RecursionError`` when it cannot."""
    return json.loads(line, parse_int=lambda digits: int(digits) if len(digits.lstrip("-"))
                      <= _INT_DIGITS else too_long, **options)


def refusal(item: Exception) -> JSONRPCError | None:
    """The JSON-RPC error a line the SDK refused is owed, or None: no reply to a notification
    (no id) or a response (no method), nor to anything that is not a refused line."""
    if not isinstance(item, ValidationError):
        return None
    errors = item.errors()
    bad_json = next((e for e in errors if e["type"] == "json_invalid"), None)
    if bad_json is not None:
        code, message = PARSE_ERROR, f"Parse error: {bad_json['msg']}"
        try:
            message_json: Any = _plain_json(bad_json["input"])
        except (ValueError, RecursionError, TypeError):
            message_json = None
    else:
        code, message = INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 request"
        # The whole message is the input of an error about it, or about a field it lacks.
        message_json = next((e["input"] for e in errors if len(e["loc"]) == 1 or
                             (e["type"] == "missing" and len(e["loc"]) == 2)), None)
    request_id = None
    if isinstance(message_json, dict):
        if "method" in message_json and "id" not in message_json:
            return None   # a notification
        if "method" not in message_json and ("result" in message_json or "error" in message_json):
            return None   # a response
        found = message_json.get("id")
        if isinstance(found, str) or (isinstance(found, int) and not isinstance(found, bool)):
            request_id = found
    return JSONRPCError(jsonrpc="2.0", id=request_id,
                        error=ErrorData(code=code, message=message[:200]))


class _EchoedError(JSONRPCError):
    """An error whose id is the fractional number the request gave: JSON-RPC answers with
    the request's id, which the SDK's model types as an int or a string only."""

    id: float | int | str | None


# A number too long for Python's int, which the SDK refuses as a parse error.
_TOO_LONG = object()


def bad_id_refusal(line: str) -> JSONRPCError | None:
    """The -32600 a request with an id JSON-RPC does not allow is owed, or None for any other
    line (the SDK reads and answers those, a line it cannot parse through ``refusal``).

    >>> bad_id_refusal('{"jsonrpc": "2.0", "id": true, "method": "ping"}').id is None
    True
    >>> bad_id_refusal('{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}').id
    1.5
    >>> bad_id_refusal('{"jsonrpc": "2.0", "id": 7, "method": "ping"}') is None
    True
    """
    def refuse_constant(name: str) -> Any:
        raise ValueError(name)   # NaN, Infinity: no JSON to the SDK's parser either

    try:
        message = _plain_json(line, _TOO_LONG, parse_constant=refuse_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(message, dict) or "method" not in message or "id" not in message:
        return None
    found = message["id"]
    if found is _TOO_LONG or isinstance(found, str) or (isinstance(found, int)
                                                        and not isinstance(found, bool)):
        return None
    echoed = found if isinstance(found, float) and math.isfinite(found) else None
    return _EchoedError(jsonrpc="2.0", id=echoed, error=ErrorData(
        code=INVALID_REQUEST, message="Invalid Request: an id must be a string or a number"))


class CheckedLines:
    """stdin's lines as the SDK's transport reads them (UTF-8, bad bytes replaced), less each
    request ``bad_id_refusal`` refuses: its reply goes to ``replies``, set once the transport
    has its write stream (the SDK reads no line before its task first runs). ``on_end`` is
    called once stdin ends, the client gone: the SDK waits for the calls under way before it
    returns, and they must learn that no one waits for their answers."""

    def __init__(self, binary: Any) -> None:
        self._file = anyio.wrap_file(io.TextIOWrapper(binary, encoding="utf-8", errors="replace"))
        self.replies: Any = None
        self.on_end: Callable[[], None] | None = None

    def __aiter__(self) -> CheckedLines:
        return self

    async def __anext__(self) -> str:
        while True:
            line = await self._file.readline()
            if not line:
                if self.on_end is not None:
                    self.on_end()
                raise StopAsyncIteration
            reply = bad_id_refusal(line)
            if reply is None or self.replies is None:
                return line
            await self.replies.send(SessionMessage(reply))


@contextmanager
def checked_stdin() -> Iterator[CheckedLines | None]:
    """stdin's wire as ``CheckedLines``, with fd 0 pointed at the null device meanwhile, as the
    SDK's transport does when it claims stdin itself (a child process must not read the
    wire); None where fd 0 cannot be duplicated, for the SDK to read it as it would."""
    try:
        wire = fcntl.fcntl(0, fcntl.F_DUPFD_CLOEXEC, 3)
    except OSError:
        yield None
        return
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
    finally:
        os.close(null)
    try:
        # Never closed, as the SDK never closes its own: a worker thread may still be
        # blocked reading it when the transport exits.
        yield CheckedLines(os.fdopen(wire, "rb", closefd=False))
    finally:
        os.dup2(wire, 0)


class MendedReader:
    """The transport's read stream, each item passed through ``_mend``; an item still refused
    is answered on ``replies`` (the transport's write stream) with its ``refusal``, then
    passed on as it came (the SDK logs and drops it).

    It keeps the stream's ``last_context``, the sender's context the SDK's loop reads off it.
    """

    def __init__(self, inner: Any, replies: Any = None) -> None:
        self._inner = inner
        self._replies = replies

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def _answered(self, item: SessionMessage | Exception) -> SessionMessage | Exception:
        item = _mend(item)
        if self._replies is not None and isinstance(item, Exception):
            reply = refusal(item)
            if reply is not None:
                await self._replies.send(SessionMessage(reply))
        return item

    async def receive(self) -> SessionMessage | Exception:
        return await self._answered(await self._inner.receive())

    def __aiter__(self) -> MendedReader:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        return await self._answered(await self._inner.__anext__())

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> MendedReader:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
