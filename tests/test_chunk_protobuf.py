"""Protocol Buffers declarations read without a grammar (``chunk/protobuf.py``)."""
from __future__ import annotations

from codesift.chunk import chunk_file

PING = """syntax = "proto3";

package connect.ping.v1;

option go_package = "x/pingv1;pingv1";

// PingRequest carries a number.
message PingRequest {
  int64 number = 1;
  /* The text to echo. */
  string text = 2 [json_name = "t{"];
  map<string, int32> counts = 3;
  oneof kind {
    string name = 4;
  }
  message Inner {
    repeated Code codes = 1;
  }
  enum Code {
    CODE_UNSPECIFIED = 0;
    // Everything went fine.
    CODE_OK = 1;
  }
  reserved 9, 10;
}

message Empty {}

service PingService {
  // Ping sends a ping to the server.
  rpc Ping(PingRequest) returns (Empty) {
    option idempotency_level = NO_SIDE_EFFECTS;
  }
  rpc Sum(stream PingRequest)
      returns (Empty);
}
"""


def test_a_proto_files_messages_fields_and_rpcs_are_chunks() -> None:
    """connect-go's ping.proto, the service its code serves, was one whole-file chunk."""
    chunks = chunk_file("ping/v1/ping.proto", PING, "protobuf")
    got = [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc) for c in chunks
           if c.kind != "file"]
    assert got == [
        ("class", "PingRequest", 8, 25, "message PingRequest", "PingRequest carries a number."),
        ("property", "PingRequest.number", 9, 9, "int64 number = 1", ""),
        ("property", "PingRequest.text", 11, 11, 'string text = 2 [json_name = "t{"]',
         "The text to echo."),
        ("property", "PingRequest.counts", 12, 12, "map<string, int32> counts = 3", ""),
        ("property", "PingRequest.name", 14, 14, "string name = 4", ""),
        ("class", "PingRequest.Inner", 16, 18, "message Inner", ""),
        ("property", "PingRequest.Inner.codes", 17, 17, "repeated Code codes = 1", ""),
        ("enum", "PingRequest.Code", 19, 23, "enum Code", ""),
        ("constant", "PingRequest.Code.CODE_UNSPECIFIED", 20, 20, "CODE_UNSPECIFIED = 0", ""),
        ("constant", "PingRequest.Code.CODE_OK", 22, 22, "CODE_OK = 1", "Everything went fine."),
        ("class", "Empty", 27, 27, "message Empty", ""),
        ("interface", "PingService", 29, 36, "service PingService", ""),
        ("method", "PingService.Ping", 31, 33, "rpc Ping(PingRequest) returns (Empty)",
         "Ping sends a ping to the server."),
        ("method", "PingService.Sum", 34, 35, "rpc Sum(stream PingRequest) returns (Empty)", ""),
    ]
    assert {c.namespace for c in chunks if c.kind != "file"} == {"connect.ping.v1"}


def test_a_proto_file_declaring_nothing_stays_whole() -> None:
    text = 'syntax = "proto3";\n\npackage a;\n\nimport "b.proto";\n'
    assert [c.kind for c in chunk_file("a.proto", text, "protobuf")] == ["file"]
