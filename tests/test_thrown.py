"""The code throwing an error case the query names (``search/thrown.py``)."""
from __future__ import annotations

from conftest import write_repo

_ERRORS = (
    "/// Errors thrown by the websocket module.\n"
    "public enum NIOWebSocketError: Error {\n"
    "    /// A frame was longer than the maximum frame size.\n"
    "    case invalidFrameLength\n"
    "    /// A control frame carried more than 125 bytes.\n"
    "    case multiByteControlFrameLength\n"
    "}\n\n"
    "extension WebSocketErrorCode {\n"
    "    init(_ error: NIOWebSocketError) {\n"
    "        switch error {\n"
    "        case .invalidFrameLength, .multiByteControlFrameLength:\n"
    "            self = .protocolError\n"
    "        }\n    }\n}\n")
_PARSER = (
    "struct WSParser {\n"
    "    var state: DecoderState = .idle\n\n"
    "    /// Applies the validations to the incremental state.\n"
    "    func validateState(maxFrameSize: Int) throws {\n"
    "        switch self.state {\n"
    "        case .waitingForData(let firstByte, let length):\n"
    "            let isControlFrame = (firstByte & 0x08) != 0\n"
    "            if length > maxFrameSize {\n"
    "                throw NIOWebSocketError.invalidFrameLength\n"
    "            }\n"
    "            if isControlFrame && length > 125 {\n"
    "                throw NIOWebSocketError.multiByteControlFrameLength\n"
    "            }\n"
    "        default:\n"
    "            break\n"
    "        }\n    }\n}\n")
_HANDLER = (
    "final class PingHandler: ChannelInboundHandler {\n"
    "    /// A ping's payload: browsers send a control frame with it.\n"
    "    func channelRead(context: ChannelHandlerContext, data: NIOAny) {\n"
    "        let frame = self.unwrapInboundIn(data)\n"
    "        context.writeAndFlush(self.wrapOutboundOut(frame.pong()), promise: nil)\n"
    "    }\n\n"
    "    func errorCaught(context: ChannelHandlerContext, error: Error) {\n"
    "        context.close(promise: nil)\n    }\n}\n")


def test_the_code_throwing_a_named_error_case_comes_before_its_declaration(
        tmp_path, make_index) -> None:
    # swift-nio: "… my errorCaught sees NIOWebSocketError.multiByteControlFrameLength. Where
    # is that thrown?" matched the case's one-line declaration and the enum; `validateState`,
    # throwing it, was no candidate.
    files = {"Sources/WS/WebSocketErrors.swift": _ERRORS, "Sources/WS/WSParser.swift": _PARSER,
             "Sources/WS/PingHandler.swift": _HANDLER,
             "Tests/WSTests/ParserTests.swift": (
                 "final class ParserTests: XCTestCase {\n"
                 "    func testLongPing() throws {\n"
                 "        XCTAssertThrowsError(try parser.validateState(maxFrameSize: 10)) {\n"
                 "            XCTAssertEqual($0 as? NIOWebSocketError,\n"
                 "                           .multiByteControlFrameLength)\n"
                 "        }\n    }\n}\n")}
    ix = make_index(write_repo(tmp_path / "nio", files))
    ix.refresh()
    hits = ix.search("Browsers sending a ping with a 200-byte payload get disconnected and my "
                     "errorCaught sees NIOWebSocketError.multiByteControlFrameLength. Where is "
                     "that thrown?").hits
    assert (hits[0].path, hits[0].symbol, hits[0].focus) == (
        "Sources/WS/WSParser.swift", "validateState", 13)
    # Thrown in more places than a few, the case is a common error: its declaration answers.
    many = {f"Sources/WS/Reader{i}.swift": (
        f"struct Reader{i} {{\n    func read() throws {{\n"
        "        throw NIOWebSocketError.multiByteControlFrameLength\n    }\n}\n")
        for i in range(4)}
    ix = make_index(write_repo(tmp_path / "many", {"Sources/WS/WebSocketErrors.swift": _ERRORS,
                                                   **many}))
    ix.refresh()
    top = ix.search("NIOWebSocketError.multiByteControlFrameLength").hits[0]
    assert (top.path, top.symbol) == ("Sources/WS/WebSocketErrors.swift",
                                      "multiByteControlFrameLength")


def test_a_pattern_built_from_the_named_case_stays_out_of_the_regex_file(
        tmp_path, make_index) -> None:
    # ``regex_cache`` keeps fixed patterns between processes; one built from a query's case
    # would grow its file (and rewrite it) with every search naming another case.
    from codesift import regex_cache

    ix = make_index(write_repo(tmp_path / "nio", {
        "Sources/WS/WebSocketErrors.swift": _ERRORS, "Sources/WS/WSParser.swift": _PARSER}))
    ix.refresh()
    hits = ix.search("Where is NIOWebSocketError.multiByteControlFrameLength thrown?").hits
    assert hits[0].symbol == "validateState"
    # What this process asked the cache for (its file may hold other processes' entries).
    assert not [p for p, _ in regex_cache._used if "multiByteControlFrameLength" in str(p)]
