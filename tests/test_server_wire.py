"""``codesift serve`` spoken to in raw JSON-RPC lines: what the SDK's client cannot send.

A JavaScript client can put a lone UTF-16 surrogate in any string (a string cut inside an
emoji), and JSON can carry it (``"\\ud800"``). The SDK's parser refuses such a line, and its
stdio transport dropped it without a word: the client waited for a reply forever. A reply
holding a lone surrogate (a root folder whose name is not UTF-8) failed to encode and stopped
the transport's writer, with the same result. Every request here must get its reply; a
missing one fails after a timeout instead of hanging the suite.
"""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from conftest import write_repo
from test_server import ERROR_LINE, server_env

REPLY_TIMEOUT_S = 60    # a hang guard only: a reply comes in well under a second
pytestmark = pytest.mark.timeout(300)


class RawServer:
    """``python -m codesift serve --json`` over pipes, initialized, speaking JSON-RPC lines."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.errlog = open(tmp_path / "server.log", "ab")
        self.proc = subprocess.Popen([sys.executable, "-m", "codesift", "serve", "--json", *args],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.errlog, env=server_env(tmp_path))
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 0
        init = self.call("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                        "clientInfo": {"name": "raw", "version": "1"}})
        assert init["result"]["serverInfo"]["name"] == "codesift"
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, message: dict[str, Any]) -> None:
        # ensure_ascii writes a lone surrogate as the escape a JavaScript client sends.
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message, ensure_ascii=True).encode("ascii") + b"\n")
        self.proc.stdin.flush()

    def send_line(self, line: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()

    def reply(self) -> dict[str, Any]:
        """The next line the server writes, as JSON."""
        try:
            line = self.lines.get(timeout=REPLY_TIMEOUT_S)
        except queue.Empty:
            raise AssertionError("no reply: a client would hang") from None
        assert line is not None, "the server hung up"
        return json.loads(line.decode("utf-8"))

    def call(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its reply, which must be strict UTF-8 JSON."""
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            try:
                line = self.lines.get(timeout=REPLY_TIMEOUT_S)
            except queue.Empty:
                raise AssertionError(f"no reply to {params!r}: a client would hang") from None
            assert line is not None, f"the server hung up on {params!r}"
            reply = json.loads(line.decode("utf-8"))
            if reply.get("id") == self.next_id:
                return reply

    def tool(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return self.call("tools/call", {"name": name, "arguments": arguments})["result"]

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=60)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            assert self.proc.stdout is not None
            self.proc.stdout.close()
            self.errlog.close()


def code_of(result: dict[str, Any]) -> str | None:
    """A tool error's code (its one-line text checked), or None for an answer."""
    if not result.get("isError"):
        return None
    text = result["content"][0]["text"]
    m = ERROR_LINE.match(text)
    assert m and result["structuredContent"]["error"]["code"] == m.group(1), text
    return m.group(1)


def test_a_lone_surrogate_in_any_string_gets_a_reply(repo: Path, tmp_path: Path) -> None:
    bucket = "src/ratelimit/bucket.py"
    cases: list[tuple[str, dict[str, Any], str | None]] = [
        ("search_code", {"query": "\ud800 route"}, None),
        ("search_code", {"query": "TokenBucket \udc00"}, None),
        ("search_code", {"query": "x", "path": "src/\ud800"}, None),    # a substring: no hits
        ("search_code", {"query": "x", "lang": "\ud800"}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "kind": "\ud800"}, "INVALID_FILTER"),
        ("search_code", {"query": "x", "root": str(tmp_path / "\ud800")}, "INVALID_ROOT"),
        ("search_code", {"query": "x", "\ud800": 1}, "INVALID_ARGUMENT"),
        ("file_outline", {"path": "src/\ud800.py"}, "INVALID_PATH"),
        ("find_related", {"path": "\ud800" + bucket, "line": 5}, "INVALID_PATH"),
        ("index_status", {"root": "\ud800"}, "INVALID_ROOT"),
        ("no_such_tool\ud800", {}, "UNKNOWN_TOOL"),
    ]
    server = RawServer(tmp_path, "--root", str(repo))
    try:
        for name, arguments, code in cases:
            result = server.tool(name, arguments)
            assert code_of(result) == code, (name, arguments, result["content"][0]["text"])
        # The character is replaced, the rest of the query still searched.
        result = server.tool("search_code", {"query": "\ud800 TokenBucket"})
        assert result["structuredContent"]["query"] == "\ufffd TokenBucket"
        assert result["structuredContent"]["hits"][0]["symbol"] == "TokenBucket"
        # A surrogate pair is one character, and an escaped backslash before "ud800" is text:
        # both come through as sent.
        for query in ("\U0001F600 TokenBucket", "\\ud800 TokenBucket"):
            result = server.tool("search_code", {"query": query})
            assert result["structuredContent"]["query"] == query
        assert code_of(server.tool("index_status", {})) is None   # still serving
    finally:
        server.close()
    assert "Traceback" not in (tmp_path / "server.log").read_text(errors="replace")


def test_a_root_whose_name_is_not_utf8_gets_replies(tmp_path: Path) -> None:
    """The root's path holds a lone surrogate (the byte 0xE9 decoded as Python does): a reply
    naming it could not be encoded, and the server stopped answering."""
    root = write_repo(tmp_path / os.fsdecode(b"caf\xe9"), git=True)
    server = RawServer(tmp_path, "--root", str(root))
    try:
        status = server.tool("index_status", {})
        assert code_of(status) is None
        assert status["structuredContent"]["root"] == str(tmp_path / "caf\ufffd")
        result = server.tool("search_code", {"query": "TokenBucket"})
        assert result["structuredContent"]["hits"][0]["symbol"] == "TokenBucket", result
        missing = server.tool("file_outline", {"path": "nope.py"})
        assert code_of(missing) == "INVALID_PATH"
    finally:
        server.close()


def test_a_line_the_sdk_cannot_parse_gets_an_error_reply(repo: Path, tmp_path: Path) -> None:
    """A request the SDK's JSON parser refuses (a number of 5,000 digits, arrays nested 300
    deep) or a line that is not JSON was dropped without a word: the client waited forever.
    JSON-RPC 2.0 answers a parse error with -32700 and id null, or with the request's id when
    a plain JSON parser still reads it; a message that is JSON but not JSON-RPC gets -32600.
    A notification, which has no id, gets no reply; nor does a client's response."""
    server = RawServer(tmp_path, "--root", str(repo))
    call = b'{"jsonrpc": "2.0", "id": %d, "method": "tools/call", "params": {"name": ' \
           b'"search_code", "arguments": {"query": "TokenBucket", "limit": %s}}}'
    cases: list[tuple[bytes, int | None, int]] = [
        (call % (41, b"1" * 5000), 41, -32700),
        (call % (42, b"[" * 300 + b"]" * 300), 42, -32700),
        (b"[" * 100_000 + b"]" * 100_000, None, -32700),      # too deep for any parser here
        (b"this is not JSON", None, -32700),
        (b'{"jsonrpc": "2.0", "id": 43, "method": "ping", "params": {"n": 1e99999}' , None,
         -32700),                                             # cut short: nothing to recover
        (b'{"id": 44, "method": "ping"}', 44, -32600),        # no "jsonrpc"
        (b'[1, 2]', None, -32600),
        (b'{"jsonrpc": "2.0", "id": 45, "method": "tools/call", "params": "q"}', 45, -32600),
    ]
    try:
        for line, id_, code in cases:
            server.send_line(line)
            reply = server.reply()
            assert reply["jsonrpc"] == "2.0" and reply["id"] == id_, (line[:80], reply)
            assert reply["error"]["code"] == code, (line[:80], reply)
            assert reply["error"]["message"], reply
        # No reply to a notification or a response the SDK refused; the next call's is next.
        server.send_line(b'{"jsonrpc": "2.0", "method": "notifications/x", "params": {"n": '
                         + b"1" * 5000 + b"}}")
        server.send_line(b'{"jsonrpc": "2.0", "id": 7, "result": {"n": ' + b"1" * 5000 + b"}}")
        server.send_line(b'{"jsonrpc": "2.0", "id": 46, "method": "ping"}')
        assert server.reply() == {"jsonrpc": "2.0", "id": 46, "result": {}}
        result = server.tool("search_code", {"query": "TokenBucket"})
        assert result["structuredContent"]["hits"][0]["symbol"] == "TokenBucket"
    finally:
        server.close()
    assert "Traceback" not in (tmp_path / "server.log").read_text(errors="replace")


def test_a_request_whose_id_json_rpc_forbids_gets_an_error_reply(repo: Path,
                                                                  tmp_path: Path) -> None:
    """A request whose id is `true`, `null`, an object or a fraction is valid JSON the SDK
    reads as a notification (it drops the id it cannot type), so it answered nothing and the
    client waited forever. JSON-RPC 2.0 answers an invalid Request with -32600 and id null; a
    fractional id (numbers SHOULD NOT have one, but may) is echoed back."""
    server = RawServer(tmp_path, "--root", str(repo))
    ping = b'{"jsonrpc": "2.0", "id": %s, "method": "ping"}'
    cases: list[tuple[bytes, Any]] = [
        (ping % b"true", None), (ping % b"false", None), (ping % b"null", None),
        (ping % b'{"a": 1}', None), (ping % b"[1]", None), (ping % b"1.5", 1.5),
        (ping % b"2.0", 2.0), (ping % b"1e3", 1000.0), (ping % b"1e999", None),
        (b'{"jsonrpc": "2.0", "id": true, "method": "tools/call", "params": {"name": '
         b'"search_code", "arguments": {"query": "TokenBucket"}}}', None),
        (b'{"id": 1.5, "method": "ping"}', 1.5),              # no "jsonrpc" either
    ]
    try:
        for line, id_ in cases:
            server.send_line(line)
            reply = server.reply()
            assert reply["jsonrpc"] == "2.0" and reply["id"] == id_, (line, reply)
            assert type(reply["id"]) is type(id_), (line, reply)
            assert reply["error"]["code"] == -32600 and reply["error"]["message"], reply
        # Valid ids are answered as before; a notification still gets no reply.
        for id_ in (-3, "", "x"):
            server.send({"jsonrpc": "2.0", "id": id_, "method": "ping"})
            assert server.reply() == {"jsonrpc": "2.0", "id": id_, "result": {}}
        server.send({"jsonrpc": "2.0", "method": "notifications/x"})
        server.send({"jsonrpc": "2.0", "id": 47, "method": "ping"})
        assert server.reply() == {"jsonrpc": "2.0", "id": 47, "result": {}}
        result = server.tool("search_code", {"query": "TokenBucket"})
        assert result["structuredContent"]["hits"][0]["symbol"] == "TokenBucket"
    finally:
        server.close()
    assert "Traceback" not in (tmp_path / "server.log").read_text(errors="replace")
