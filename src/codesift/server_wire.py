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
"""
from __future__ import annotations

import json
import re
from typing import Any

from mcp.shared.message import SessionMessage
from mcp_types import ErrorData, JSONRPCError, jsonrpc_message_adapter
from pydantic import ValidationError

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
# Digits Python turns into an int by default (sys.get_int_max_str_digits); a longer number
# reads as None here, so a request whose id it is gets a reply with id null.
_INT_DIGITS = 4300

# One JSON escape of a surrogate, with what must be read before it: an escaped backslash (so
# `\\ud800` stays text), a whole pair (one character, kept), or a lone half (group 1).
_SURROGATE_ESCAPE = re.compile(r"\\(?:\\|u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}"
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


def _plain_json(line: str) -> Any:
    """``line`` as Python's JSON parser reads it (a number too long for an int as None);
    ``ValueError`` or ``RecursionError`` when it cannot."""
    return json.loads(line, parse_int=lambda digits: int(digits) if len(digits.lstrip("-"))
                      <= _INT_DIGITS else None)


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
