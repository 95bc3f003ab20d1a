"""What the server adds to the MCP SDK's stdio transport: a request with a lone surrogate is read.

A JavaScript client can send a string holding half of a UTF-16 surrogate pair (a string cut
inside an emoji): valid JSON, ``"\\ud800"``. The SDK parses each line with a JSON parser
that refuses it and hands the server the parse error, which it drops, so the client waited
forever for a reply. ``MendedReader`` parses such a line again with each lone half replaced
by U+FFFD, as the transport already replaces bytes that are not UTF-8. (Replies are the other
half: ``errors.encodable`` keeps a lone surrogate out of everything codesift answers.)
"""
from __future__ import annotations

import re
from typing import Any

from mcp.shared.message import SessionMessage
from mcp_types import jsonrpc_message_adapter
from pydantic import ValidationError

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


class MendedReader:
    """The transport's read stream, each item passed through ``_mend``.

    It keeps the stream's ``last_context``, the sender's context the SDK's loop reads off it.
    """

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage | Exception:
        return _mend(await self._inner.receive())

    def __aiter__(self) -> MendedReader:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        return _mend(await self._inner.__anext__())

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> MendedReader:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
