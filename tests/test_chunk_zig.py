"""Zig's declarations from the real grammar (`grammars_zig.py`): types, fields, tests and
functions held by functions.
"""
from __future__ import annotations

from codesift.chunk import chunk_file

from chunk_fixtures import find_chunk as _find
from chunk_fixtures import fixture_chunks as _chunks


def test_a_zig_generic_returning_an_enum_holds_no_fields() -> None:
    # `_function` read every generic's type as a struct: an enum's values became properties.
    source = ("pub fn Mode(comptime T: type) type {\n    return enum {\n        fast,\n        slow,\n\n"
              "        pub fn default() @This() {\n            _ = T;\n            return .fast;\n"
              "        }\n    };\n}\n")
    assert [(c.kind, c.qualified) for c in chunk_file("mode.zig", source, "zig")] == [
        ("function", "Mode"), ("method", "Mode.default")]


def test_zig_types_stop_their_signature_at_the_brace_and_keep_their_docs() -> None:
    chunks = _chunks("sample.zig")
    buffer = _find(chunks, "Buffer", "struct")
    assert (buffer.signature, buffer.doc) == ("pub const Buffer = struct", "A growable list of bytes.")
    assert _find(chunks, "Buffer.init").doc == "Create an empty buffer."
    assert _find(chunks, "default_capacity").doc == "The default capacity."   # not the //! line


def test_zig_file_struct_fields_are_properties() -> None:
    # A Zig file is a struct: zls's `DocumentStore.zig` declares `config: Config,` (with its
    # `///` doc) at its top level, and no field of it was listed. An enum's values still are not.
    src = ("//! A container for all document related state.\n\nconst std = @import(\"std\");\n\n"
           "const DocumentStore = @This();\n\nallocator: std.mem.Allocator,\n"
           "/// Not modified while calling one of its functions.\nconfig: Config,\n\n"
           "pub const Kind = enum { short, long };\n\n"
           "pub fn deinit(self: *DocumentStore) void {\n    _ = self;\n}\n")
    found = {c.name: (c.kind, c.container, c.start, c.doc) for c in chunk_file("DocumentStore.zig", src, "zig")}
    assert found["allocator"] == ("property", "", 7, ""), found
    assert found["config"] == ("property", "", 9, "Not modified while calling one of its functions."), found
    assert "short" not in found and found["deinit"][0] == "function", found


def test_zig_local_types_and_functions_are_named_under_their_function() -> None:
    # arocc: a struct bound inside a function's body (a switch prong's too) and the local
    # function bound out of one (`struct { fn f … }.f`) were no chunks; a test's helpers are
    # names of the test; a field whose type declares functions holds them.
    src = ("pub fn expansionSlice(x: u32) void {\n    const S = struct {\n"
           "        fn order(a: u32, b: u32) bool {\n            return a < b;\n        }\n    };\n"
           "    switch (x) {\n        0 => {\n            const write = struct {\n"
           "                fn write(y: u32) void {\n                    _ = y;\n                }\n"
           "            }.write;\n            write(x);\n        },\n        else => {},\n    }\n"
           "    const Pair = struct { a: u8, b: u8 };\n    _ = Pair;\n    _ = S;\n}\n\n"
           "current: struct {\n    arg: u32 = 0,\n\n    fn node(c: @This()) u32 {\n"
           "        return c.arg;\n    }\n},\n\n"
           "test \"bits\" {\n    const Test = struct {\n        fn check(v: u64) !void {\n"
           "            _ = v;\n        }\n    };\n    try Test.check(1);\n}\n")
    chunks = chunk_file("Local.zig", src, "zig")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "expansionSlice", 1), ("struct", "expansionSlice.S", 2),
        ("method", "expansionSlice.S.order", 3), ("function", "expansionSlice.write", 10),
        ("property", "current", 23), ("property", "current.arg", 24),
        ("method", "current.node", 26), ("function", "bits", 31)]
    assert chunks[-1].inner == ("check",)


def test_zig_tests_are_functions_anywhere_and_unnamed_ones_that_only_reference_none() -> None:
    # libxev: a `test "timer"` in the struct a generic returns was `method TimerTests.timer`
    # (55 tests in libxev), where one at file scope is a function; its 25 unnamed blocks that
    # only make other tests run (`test { _ = @import("heap.zig"); }`) read `function test`.
    src = ("pub fn TimerTests(comptime T: type) type {\n    return struct {\n"
           "        test \"timer\" {\n            try T.run();\n        }\n    };\n}\n\n"
           "const Batch = struct {\n    n: u32 = 0,\n\n    test {\n        _ = TimerTests(u8, Self);\n"
           "        @import(\"std\").testing.refAllDecls(@This());\n    }\n\n"
           "    test {\n        var b: Batch = .{};\n        try b.check();\n    }\n};\n\n"
           "test {\n    // Tested on all platforms\n    _ = @import(\"heap.zig\");\n    _ = Batch;\n"
           "    switch (os) {\n        .linux => {\n            _ = Epoll;\n        },\n        else => {},\n"
           "    }\n}\n\ntest \"top\" {\n    _ = try parse(\"x\");\n}\n")
    chunks = chunk_file("main.zig", src, "zig")
    assert [(c.kind, c.qualified, c.start) for c in chunks] == [
        ("function", "TimerTests", 1), ("function", "TimerTests.timer", 3),
        ("struct", "Batch", 9), ("property", "Batch.n", 10),
        # Its own code tests the type it sits in, as `test Batch {…}` would.
        ("function", "Batch", 17),
        ("function", "top", 35)]   # a result dropped is code, no reference


def test_a_zig_type_chosen_by_an_if_is_the_branch_written_in_place() -> None:
    # arocc's tracy.zig: `pub const Ctx = if (enable) ___tracy_c_zone_context else struct {`
    # with five functions was one constant, its functions in no chunk.
    src = ("pub const Ctx = if (enable) Real else struct {\n"
           "    pub inline fn end(self: @This()) void {\n        _ = self;\n    }\n};\n"
           "pub const max = if (big) 64 else 8;\n")
    assert [(c.kind, c.qualified, c.signature) for c in chunk_file("tracy.zig", src, "zig")] == [
        ("struct", "Ctx", "pub const Ctx = if (enable) Real else struct"),
        ("method", "Ctx.end", "pub inline fn end(self: @This()) void"),
        ("constant", "max", "pub const max = if (big) 64 else 8")]


def test_zig_types_chosen_by_a_switch_or_passed_to_a_call_hold_their_functions() -> None:
    # ghostty: a type chosen by a `switch`, each prong written in place, a context struct passed
    # to `std.HashMapUnmanaged(…)`, a function bound out of a prong's struct (quirks.zig's
    # `inlineAssert`), a `std.mem.sort` comparator and a generic's local switch-chosen type
    # (zigimg's `Hasher`): 62 functions outside tests were in no chunk.
    src = ("pub const Impl = switch (builtin.os.tag) {\n"
           "    .linux => struct {\n        pub fn wake() void {}\n    },\n"
           "    .macos => @import(\"kqueue.zig\"),\n"
           "    else => struct {\n        pub fn wake() void {}\n    },\n};\n"
           "const Cache = std.HashMapUnmanaged(K, V, struct {\n"
           "    pub fn hash(ctx: @This(), k: K) u64 {\n        return k;\n    }\n}, 80);\n"
           "pub const inlineAssert = switch (builtin.mode) {\n    .Debug => std.debug.assert,\n"
           "    else => (struct {\n        inline fn assert(ok: bool) void {\n"
           "            if (!ok) unreachable;\n        }\n    }).assert,\n};\n"
           "fn sortNames(names: [][]const u8) void {\n"
           "    std.mem.sort([]const u8, names, {}, struct {\n"
           "        fn lessThan(_: void, a: []const u8, b: []const u8) bool {\n"
           "            return a.len < b.len;\n        }\n    }.lessThan);\n}\n"
           "pub fn Hasher(comptime wrap: Wrap) type {\n    const H = switch (wrap) {\n"
           "        .gzip => Crc32,\n        .raw => struct {\n"
           "            pub fn init() @This() {\n                return .{};\n            }\n"
           "        },\n    };\n    return struct {\n        hasher: H,\n"
           "        pub fn update(self: *@This()) void {\n            _ = self;\n        }\n"
           "    };\n}\n"
           "const max = switch (arch) {\n    .x86 => 4,\n    else => 8,\n};\n")
    assert [(c.kind, c.qualified, c.start, c.signature) for c in chunk_file("os.zig", src, "zig")] == [
        ("struct", "Impl", 1, "pub const Impl = switch (builtin.os.tag)"),
        ("method", "Impl.wake", 3, "pub fn wake() void"),
        ("method", "Impl.wake", 7, "pub fn wake() void"),
        ("constant", "Cache", 10, "const Cache = std.HashMapUnmanaged(…)"),
        ("method", "Cache.hash", 11, "pub fn hash(ctx: @This(), k: K) u64"),
        ("constant", "inlineAssert", 15, "pub const inlineAssert = switch (builtin.mode) {…}"),
        ("function", "inlineAssert.assert", 18, "inline fn assert(ok: bool) void"),
        ("function", "sortNames", 23, "fn sortNames(names: [][]const u8) void"),
        ("function", "sortNames.lessThan", 25,
         "fn lessThan(_: void, a: []const u8, b: []const u8) bool"),
        ("function", "Hasher", 30, "pub fn Hasher(comptime wrap: Wrap) type"),
        ("struct", "Hasher.H", 31, "const H = switch (wrap)"),
        ("method", "Hasher.H.init", 34, "pub fn init() @This()"),
        ("property", "Hasher.hasher", 40, "hasher: H"),
        ("method", "Hasher.update", 41, "pub fn update(self: *@This()) void"),
        ("constant", "max", 46, "const max = switch (arch) {…}")]


def test_a_zig_function_returning_a_local_function_holds_it() -> None:
    # zig-clap's parsers.zig: `pub fn int(…) fn ([]const u8) …!T { return struct { fn parse(…)
    # … }.parse; }` (and `float`, `enumeration`): the parser itself was in no chunk.
    src = ("pub fn int(comptime T: type) fn ([]const u8) anyerror!T {\n    return struct {\n"
           "        fn parse(in: []const u8) anyerror!T {\n            return std.fmt.parseInt(T, in, 0);\n"
           "        }\n    }.parse;\n}\n")
    assert [(c.kind, c.qualified, c.start) for c in chunk_file("parsers.zig", src, "zig")] == [
        ("function", "int", 1), ("function", "int.parse", 3)]


def test_zig_fields_without_a_type_are_no_properties() -> None:
    # arocc's `Attribute.Args` (a `union(enum)`) listed 60 tags of no payload as `property
    # allocator`, typeless; a tuple's element types read as fields named `u32`.
    src = ("pub const Args = union(enum) {\n    aligned: struct { n: u32 },\n    allocator,\n"
           "    @\"const\",\n};\n\nconst Pair = struct { u32, bool };\n")
    assert [(c.kind, c.qualified) for c in chunk_file("a.zig", src, "zig")] == [
        ("struct", "Args"), ("property", "Args.aligned"), ("struct", "Pair")]


def test_zig_field_of_a_type_written_in_place_is_signed_with_it_folded() -> None:
    # libvaxis's `sgr: enum {` / `standard,` / `legacy,` / `} = .standard,` read `sgr: enum`,
    # arocc's `Attribute.Args` fields `access: struct` (130 such in arocc, libxev, libvaxis):
    # the type's body folds, its default follows (its first line, a bracket it opens closed).
    src = ("const S = struct {\n"
           "    sgr: enum {\n        standard,\n        legacy,\n    } = .standard,\n"
           "    state: struct {\n        a: bool = false,\n    } = .{},\n"
           "    opt: union(enum) { a: u8, b },\n"
           "    cur: struct {\n        x: u8,\n        fn node(c: *const @This()) u8 { return c.x; }\n    },\n"
           "    big: packed struct(u8) {\n        a: u4,\n        b: u4,\n    } = .{\n        .a = 1,\n    },\n"
           "    plain: u8 = 3,\n};\n")
    sigs = {c.qualified: c.signature for c in chunk_file("a.zig", src, "zig") if c.kind == "property"}
    assert sigs == {"S.sgr": "sgr: enum {…} = .standard", "S.state": "state: struct {…} = .{}",
                    "S.opt": "opt: union(enum) { a: u8, b }", "S.cur": "cur: struct {…}",
                    "S.cur.x": "x: u8", "S.big": "big: packed struct(u8) {…} = .{…}",
                    "S.plain": "plain: u8 = 3"}, sigs
