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


SEARCH = """syntax = "proto2";

message Search {
  // The name to look for.
  optional string name = 1 [
    (validate.rules).string.min_len = 1, // at least one
    default = "a;b"
  ];
  // One result.
  repeated group Result = 2 {
    required string url = 3;
  }
  enum Level {
    LOW = 0 [
      deprecated = true
    ];
    HIGH = 1;
  }
}

// Values on one line.
enum FOO { X = 17; Y = 18; };
message Deep1 { required Deep0 m = 1; }
message Http {
  optional string get = 1 [default = "/v1/{name=projects/*}"];
  optional string post = 2;
}
"""


def test_a_statement_over_lines_a_group_and_a_one_line_block_are_read_whole() -> None:
    """googleapis' `string parent = 1 [` was signed by its first line and the enum value
    option under it read as a value, a proto2 group's fields were lost in it, and nanopb's
    `message Deep1 { … m = 1; }` declared no field; a string's `/*` hid the rest of the file
    (googleapis' schema.proto, in tonic's examples)."""
    chunks = chunk_file("search.proto", SEARCH, "protobuf")
    got = [(c.kind, c.qualified, c.start, c.end, c.signature) for c in chunks
           if c.kind != "file"]
    assert got == [
        ("class", "Search", 3, 19, "message Search"),
        ("property", "Search.name", 5, 8,
         'optional string name = 1 [ (validate.rules).string.min_len = 1, default = "a;b" ]'),
        ("class", "Search.Result", 10, 12, "repeated group Result = 2"),
        ("property", "Search.Result.url", 11, 11, "required string url = 3"),
        ("enum", "Search.Level", 13, 18, "enum Level"),
        ("constant", "Search.Level.LOW", 14, 16, "LOW = 0 [ deprecated = true ]"),
        ("constant", "Search.Level.HIGH", 17, 17, "HIGH = 1"),
        ("enum", "FOO", 22, 22, "enum FOO"),
        ("constant", "FOO.X", 22, 22, "X = 17"),
        ("constant", "FOO.Y", 22, 22, "Y = 18"),
        ("class", "Deep1", 23, 23, "message Deep1"),
        ("property", "Deep1.m", 23, 23, "required Deep0 m = 1"),
        ("class", "Http", 24, 27, "message Http"),
        ("property", "Http.get", 25, 25,
         'optional string get = 1 [default = "/v1/{name=projects/*}"]'),
        ("property", "Http.post", 26, 26, "optional string post = 2"),
    ]
    assert chunks[1].text.endswith("];") and chunks[2].doc == "One result."
    assert [c.doc for c in chunks if c.start == 22] == ["Values on one line.", "", ""]


def test_a_block_s_brace_below_its_head_and_an_extend_block_s_fields() -> None:
    """nanopb's tests write `message AllFields` / `{` (30 files were whole), and googleapis'
    `extend google.protobuf.FieldOptions { … resource_reference = 1055; }` declared no name."""
    text = """syntax = "proto2";

message AllFields
{
    required int32 field1 = 1;
}

extend google.protobuf.FieldOptions {
  // An annotation that describes a resource reference.
  ResourceReference resource_reference = 1055;
}
"""
    got = [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
           for c in chunk_file("a.proto", text, "protobuf") if c.kind != "file"]
    assert got == [
        ("class", "AllFields", 3, 6, "message AllFields", ""),
        ("property", "AllFields.field1", 5, 5, "required int32 field1 = 1", ""),
        ("property", "resource_reference", 10, 10,
         "extend google.protobuf.FieldOptions { ResourceReference resource_reference = 1055 }",
         "An annotation that describes a resource reference."),
    ]


def test_an_extension_is_signed_by_the_message_it_extends() -> None:
    """googleapis' `resource_reference` and gson's `serialized_name` were signed as plain
    fields: nothing said they are options of `google.protobuf.FieldOptions`."""
    text = """syntax = "proto2";

message Ext {
  extend AllTypes {
    optional Ext ext_field = 254 [
      default = "a;b"
    ];
  }
  required string test1 = 1;
}
extend google.protobuf.EnumValueOptions { optional string serialized_value = 92066888; }
"""
    got = [(c.qualified, c.start, c.end, c.signature)
           for c in chunk_file("a.proto", text, "protobuf") if c.kind != "file"]
    assert got == [
        ("Ext", 3, 10, "message Ext"),
        ("Ext.ext_field", 5, 7,
         'extend AllTypes { optional Ext ext_field = 254 [ default = "a;b" ] }'),
        ("Ext.test1", 9, 9, "required string test1 = 1"),
        ("serialized_value", 11, 11,
         "extend google.protobuf.EnumValueOptions { optional string serialized_value = 92066888 }"),
    ]


def test_a_field_s_comment_after_it_is_its_doc_when_none_is_above() -> None:
    """nanopb.proto's `DS_1 = 1; // 1 word` was signed with its comment, no doc; protoc reads
    a trailing comment as the field's."""
    text = """syntax = "proto2";

enum DescriptorSize {
    // Auto.
    DS_AUTO = 0; // ignored
    DS_1 = 1; // 1 word,
              // one at least
    DS_2 = 2 [deprecated = true]; // "2" words
    DS_4 = 4;
}

message Range {
  optional string start = 1 [default = "//;"];  // Inclusive.
}
"""
    got = [(c.qualified, c.signature, c.doc)
           for c in chunk_file("a.proto", text, "protobuf") if c.kind != "file"]
    assert got == [
        ("DescriptorSize", "enum DescriptorSize", ""),
        ("DescriptorSize.DS_AUTO", "DS_AUTO = 0", "Auto."),
        ("DescriptorSize.DS_1", "DS_1 = 1", "1 word, one at least"),
        ("DescriptorSize.DS_2", "DS_2 = 2 [deprecated = true]", '"2" words'),
        ("DescriptorSize.DS_4", "DS_4 = 4", ""),
        ("Range", "message Range", ""),
        ("Range.start", 'optional string start = 1 [default = "//;"]', "Inclusive."),
    ]


def test_statements_sharing_a_line_are_each_read() -> None:
    """Two fields on one line were one, signed `int32 a = 1; int32 b = 2`; a one-line `oneof`
    and a block nested on one line declared no member."""
    text = """syntax = "proto3";

// A point.
message Point {
  int32 x = 1; int32 y = 2;  // both
  oneof shape { Circle circle = 3; Square square = 4; }
  enum Axis { X = 0; Y = 1; }
  message Label { message Text { string text = 1; } int32 size = 2; }
}

service Geo { rpc Near(Point) returns (Point); rpc Far(Point) returns (Point) {} }
"""
    got = [(c.kind, c.qualified, c.start, c.end, c.signature, c.doc)
           for c in chunk_file("a.proto", text, "protobuf") if c.kind != "file"]
    assert got == [
        ("class", "Point", 4, 9, "message Point", "A point."),
        ("property", "Point.x", 5, 5, "int32 x = 1", ""),
        ("property", "Point.y", 5, 5, "int32 y = 2", "both"),
        ("property", "Point.circle", 6, 6, "Circle circle = 3", ""),
        ("property", "Point.square", 6, 6, "Square square = 4", ""),
        ("enum", "Point.Axis", 7, 7, "enum Axis", ""),
        ("constant", "Point.Axis.X", 7, 7, "X = 0", ""),
        ("constant", "Point.Axis.Y", 7, 7, "Y = 1", ""),
        ("class", "Point.Label", 8, 8, "message Label", ""),
        ("class", "Point.Label.Text", 8, 8, "message Text", ""),
        ("property", "Point.Label.Text.text", 8, 8, "string text = 1", ""),
        ("property", "Point.Label.size", 8, 8, "int32 size = 2", ""),
        ("interface", "Geo", 11, 11, "service Geo", ""),
        ("method", "Geo.Near", 11, 11, "rpc Near(Point) returns (Point)", ""),
        ("method", "Geo.Far", 11, 11, "rpc Far(Point) returns (Point)", ""),
    ]
