"""Swift's declarations from the real grammar (`grammars_swift*.py`, `rewrite_swift.py`):
cases, extensions, associated types, macros, conditions the grammar misreads, Xcode's
`MARK:` lines and Quick's specs.
"""
from __future__ import annotations

from codesift.chunk import chunk_file


def test_quick_specs_are_suites_and_cases() -> None:
    # ReactiveSwift's 17 QuickSpecs were each one `spec()` chunk of up to 4,000 lines: their
    # `describe`/`context`/`it` calls are suites and cases, named as Quick reports them, a
    # hook a function named by its call; a suite's `var` is a fixture, no chunk.
    src = ("class ActionSpec: QuickSpec {\n\toverride class func spec() {\n"
           "\t\tdescribe(\"Action\") {\n\t\t\tvar action: Action<Int, String, TestError>!\n"
           "\t\t\tbeforeEach {\n\t\t\t\taction = nil\n\t\t\t}\n"
           "\t\t\tcontext(\"when enabled\") {\n\t\t\t\t// Enabled by its property.\n"
           "\t\t\t\tit(\"should be enabled\") {\n\t\t\t\t\texpect(action.isEnabled.value) == true\n"
           "\t\t\t\t}\n\t\t\t}\n\t\t}\n\t}\n}\n")
    found = {(c.kind, c.qualified): (c.start, c.end, c.signature, c.doc)
             for c in chunk_file("Tests/ActionSpec.swift", src, "swift")}
    assert found[("method", "ActionSpec.spec")][:2] == (2, 15), found
    assert found[("namespace", "ActionSpec.Action")][:3] == (3, 14, 'describe("Action")'), found
    assert found[("function", "ActionSpec.Action.beforeEach")][:2] == (5, 7), found
    assert found[("function", "ActionSpec.Action.when enabled.should be enabled")] \
        == (10, 12, 'it("should be enabled")', "Enabled by its property."), found
    assert not any(name.endswith(".action") for _, name in found), found


def test_swift_cases_over_lines_sit_each_on_its_line() -> None:
    # `case north,` / `south,` / `east(Int)` gave each case the statement's three lines (as
    # Ruby's multi-line attr_reader did: ``Decl.spot``); the doc above is still each one's.
    swift = ("enum Direction {\n    /// Where to go.\n    case north,\n         south,\n"
             "         east(Int)\n    case west, up\n}\n")
    assert [(c.name, c.start, c.end, c.signature, c.doc)
            for c in chunk_file("Direction.swift", swift, "swift")][1:] == [
        ("north", 3, 3, "case north", "Where to go."), ("south", 4, 4, "case south", "Where to go."),
        ("east", 5, 5, "case east(Int)", "Where to go."), ("west", 6, 6, "case west", ""),
        ("up", 6, 6, "case up", "")]


def test_swift_a_condition_awaiting_a_name_or_a_macro_keeps_its_type() -> None:
    # tree-sitter-swift read `while await task.count < 2 {` and `if case … = try #require(x) {`
    # as a call with a trailing closure: the method ran on over the next one (Nuke's
    # ImageTaskTests: its struct and 7 tests lost, two file chunks). Its text is the file's own.
    swift = ("struct Tests {\n    func waits() async {\n        while await task.count < 2 {\n"
             "            await Task.yield()\n        }\n        let (a, b) = await (first, second)\n"
             "    }\n\n    func requires() throws {\n"
             "        if case .done(let v) = try #require(events.first) {\n            use(v)\n"
             "        }\n        #expect(v == 1)\n    }\n\n    func other() {}\n}\n")
    chunks = chunk_file("Tests.swift", swift, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("struct", "Tests", 1, 17), ("method", "Tests.waits", 2, 7),
        ("method", "Tests.requires", 9, 14), ("method", "Tests.other", 16, 16)]
    assert "while await task.count < 2 {" in chunks[1].text
    assert "try #require(events.first) {" in chunks[2].text


def test_swift_a_head_ending_in_consume_try_or_await_keeps_its_type() -> None:
    # `switch consume self {` (a ~Copyable state machine's), `if x, await y.z {`, `switch try
    # await x.y {` and a `for` loop's `in try handle.lines {`: the grammar read the block as a
    # trailing closure of the operand, and the struct around it was one ERROR
    # (swift-async-algorithms' MultiProducerSingleConsumerAsyncChannel+Internal.swift, 1,000
    # lines in five `file` chunks). A `for` pattern's own `try await` is no operand.
    swift = ("struct Machine: ~Copyable {\n    mutating func step() -> Int {\n"
             "        switch consume self {\n        case .a(let s): return s\n        }\n    }\n\n"
             "    func ready() async throws {\n        if x, await y.z {\n            return\n"
             "        }\n        switch try await x.y {\n        default: break\n        }\n"
             "        for try await line in try handle.bytes.lines {\n            use(line)\n"
             "        }\n    }\n\n    func other() {}\n}\n")
    chunks = chunk_file("Machine.swift", swift, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("struct", "Machine", 1, 21), ("method", "Machine.step", 2, 6),
        ("method", "Machine.ready", 8, 18), ("method", "Machine.other", 20, 20)]
    assert "switch consume self {" in chunks[1].text
    assert "for try await line in try handle.bytes.lines {" in chunks[2].text


def test_swift_a_case_in_a_list_keeps_its_associated_values() -> None:
    # `case east(Int), west` signed east `case east`, its payload lost; a raw value stays
    # too, a comment after it does not.
    swift = ("enum Move {\n    case east(Int), west\n    case jump(height: Int) /* m */, // why\n"
             "         stay\n    case a = \"A\", b = \"B\"\n}\n")
    assert [(c.name, c.signature) for c in chunk_file("Move.swift", swift, "swift")][1:] == [
        ("east", "case east(Int)"), ("west", "case west"), ("jump", "case jump(height: Int)"),
        ("stay", "case stay"), ("a", 'case a = "A"'), ("b", 'case b = "B"')]


def test_swift_a_constrained_extension_s_where_clause_is_its_methods() -> None:
    # swift-algorithms' Rotate.swift: `rotate(toStartAt:)` in `extension MutableCollection` and
    # again where `Self: BidirectionalCollection`, two address lines alike.
    from conftest import chunk_label

    source = ("extension MutableCollection {\n"
              "  public mutating func rotate(toStartAt newStart: Index) -> Index { 0 }\n"
              "}\n\n"
              "extension MutableCollection where Self: BidirectionalCollection {\n"
              "  public mutating func rotate(toStartAt newStart: Index) -> Index { 1 }\n"
              "  func pick<T>(_ t: T) where T: Hashable {}\n"
              "  var count2: Int { 2 }\n"
              "}\n")
    chunks = chunk_file("Sources/Rotate.swift", source, "swift")
    got = [(c.start, c.signature) for c in chunks if c.kind != "impl"]
    assert got == [
        (2, "public mutating func rotate(toStartAt newStart: Index) -> Index"),
        (6, "public mutating func rotate(toStartAt newStart: Index) -> Index"
            " where Self: BidirectionalCollection"),
        (7, "func pick<T>(_ t: T) where T: Hashable, Self: BidirectionalCollection"),
        (8, "var count2: Int"),
    ]
    first, second = (chunk_label(c) for c in chunks if c.name == "rotate")
    assert first != second and second.endswith("where Self: BidirectionalCollection")


def test_swift_enum_cases_are_constants_with_their_docs() -> None:
    # Kingfisher's `KingfisherError` documents each of its ~50 error cases (`/// The request
    # is empty. Error Code: 1001`) and listed none: a pasted case name found a property of a
    # like name first. Every case is a constant, as Java's enum constants and PHP's cases
    # are; a name in backticks (`` `default` ``) is named without them.
    swift = ("public enum KingfisherError: Error {\n"
             "    public enum RequestErrorReason {\n"
             "        /// The request is empty.\n        case emptyRequest\n"
             "        /// The URL is invalid.\n        case invalidURL(request: URLRequest)\n"
             "        case a, b\n    }\n"
             "    indirect case nested(KingfisherError)\n"
             "    public static let `default` = KingfisherError.nested(.a)\n}\n")
    assert [(c.kind, c.qualified, c.start, c.signature, c.doc)
            for c in chunk_file("KingfisherError.swift", swift, "swift")][2:] == [
        ("constant", "KingfisherError.RequestErrorReason.emptyRequest", 4, "case emptyRequest",
         "The request is empty."),
        ("constant", "KingfisherError.RequestErrorReason.invalidURL", 6,
         "case invalidURL(request: URLRequest)", "The URL is invalid."),
        ("constant", "KingfisherError.RequestErrorReason.a", 7, "case a", ""),
        ("constant", "KingfisherError.RequestErrorReason.b", 7, "case b", ""),
        ("constant", "KingfisherError.nested", 9, "indirect case nested(KingfisherError)", ""),
        ("property", "KingfisherError.default", 10,
         "public static let `default` = KingfisherError.nested(.a)", "")]


def test_swift_associated_types_are_types_of_their_protocol() -> None:
    # swift-argument-parser's `ArgumentDefinitionContainer.Contained` was in its protocol's
    # text only: an `associatedtype` is a type of the protocol, with its doc comment.
    src = ("protocol ArgumentDefinitionContainer {\n"
           "  /// The value a definition holds.\n"
           "  associatedtype Contained: Equatable = Int\n"
           "  associatedtype Initial\n"
           "  static var helpOptions: Options { get }\n"
           "}\n")
    got = [(c.kind, c.name, c.container, c.start, c.signature, c.doc)
           for c in chunk_file("Parsing/ArgumentDefinition.swift", src, "swift")]
    assert got[1:3] == [
        ("type", "Contained", "ArgumentDefinitionContainer", 3,
         "associatedtype Contained: Equatable = Int", "The value a definition holds."),
        ("type", "Initial", "ArgumentDefinitionContainer", 4, "associatedtype Initial", "")]


def test_swift_macro_declarations_are_macros_signed_before_their_definition() -> None:
    # Vapor's MacroInterface.swift declares its route macros under `#if MacroRouting`: the
    # file was one whole-file chunk, `GET` and `Controller` nowhere an address.
    src = ("#if MacroRouting\n"
           "public import Vapor\n\n"
           "/// Registers a GET route.\n"
           "@attached(peer, names: arbitrary)\n"
           "public macro GET(_ pathComponents: Any...) = #externalMacro(\n"
           "    module: \"VaporMacrosPlugin\",\n"
           "    type: \"HTTPGetMacro\"\n"
           ")\n\n"
           "@freestanding(expression)\n"
           "macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")\n"
           "#endif\n")
    got = [(c.kind, c.name, c.start, c.end, c.signature, c.doc)
           for c in chunk_file("Sources/VaporMacros/MacroInterface.swift", src, "swift")]
    assert got == [
        ("macro", "GET", 5, 9, "public macro GET(_ pathComponents: Any...)", "Registers a GET route."),
        ("macro", "stringify", 11, 12, "macro stringify<T>(_ value: T) -> (T, String)", "")]


def test_an_xcode_mark_is_no_doc() -> None:
    # Nimble: `toEventually — MARK: - With Synchronous Matchers Tests the actual…`.
    swift = ("struct S {\n    // MARK: - With Synchronous Matchers\n    /// Tests the value.\n"
             "    func toEventually() {}\n    // MARK: Helpers\n    func help() {}\n}\n")
    assert [(c.name, c.doc) for c in chunk_file("S.swift", swift, "swift")] == [
        ("S", ""), ("toEventually", "Tests the value."), ("help", "")]


def test_swift_a_bodiless_silgen_name_function_does_not_take_the_file() -> None:
    # swift-async-algorithms' Test.swift opens with `@_silgen_name("swift_job_run")` over a
    # `func _swiftJobRun(…)` with no body (the runtime's symbol): the grammar took the rest of
    # the file for its body, one ERROR, and the file was one whole-file chunk. A function the
    # attribute names that has a body is parsed as before.
    source = (
        "@_silgen_name(\"swift_job_run\")\n"
        "@available(AsyncAlgorithms 1.0, *)\n"
        "@usableFromInline\n"
        "internal func _swiftJobRun(\n"
        "  _ job: UnownedJob,\n"
        "  _ executor: UnownedSerialExecutor\n"
        ")\n"
        "\n"
        "@available(AsyncAlgorithms 1.0, *)\n"
        "public protocol AsyncSequenceValidationTest: Sendable {\n"
        "  var inputs: [Specification] { get }\n"
        "}\n"
        "@_silgen_name(\"my_symbol\")\n"
        "public func exported(_ x: Int) -> Int\n"
        "  where Int: Sendable {\n"
        "  return x\n"
        "}\n"
    )
    chunks = chunk_file("Test.swift", source, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("interface", "AsyncSequenceValidationTest", 9, 12),
        ("property", "AsyncSequenceValidationTest.inputs", 11, 11),
        ("function", "exported", 13, 17),
    ]


def test_swift_a_local_nonisolated_unsafe_costs_nothing_and_a_member_keeps_it() -> None:
    # swift-async-algorithms' MultiProducerSingleConsumerAsyncChannel+Internal.swift: a
    # closure's `nonisolated(unsafe) let disconnectedElement = element` (and one in a `switch`
    # case) read as a call and an ERROR that swallowed the rest of the extension, 113 of its
    # 157 chunks. A member's or a global's is read as its modifiers and stays in its signature.
    source = (
        "nonisolated(unsafe) private let imagesKey = malloc(1)!\n"
        "extension Channel {\n"
        "  struct StateMachine {\n"
        "    nonisolated(unsafe) static var shared = 1\n"
        "    mutating func send(_ sequence: some Sequence<Element>) -> Action {\n"
        "      switch self.state {\n"
        "      case .channeling(var channeling):\n"
        "        channeling.buffer.append(contentsOf: sequence.map { element in\n"
        "          nonisolated(unsafe) let disconnected = element\n"
        "          return Box(wrapped: disconnected)\n"
        "        })\n"
        "        nonisolated(unsafe) let first = channeling.buffer.first\n"
        "        return .resume(first)\n"
        "      case .finished:\n"
        "        return .fail\n"
        "      }\n"
        "    }\n"
        "    func next() -> Int {\n"
        "      return 1\n"
        "    }\n"
        "  }\n"
        "}\n"
    )
    chunks = chunk_file("Internal.swift", source, "swift")
    assert [(c.kind, c.qualified, c.start, c.end) for c in chunks] == [
        ("constant", "imagesKey", 1, 1),
        ("impl", "Channel", 2, 22),
        ("struct", "Channel.StateMachine", 3, 21),
        ("property", "Channel.StateMachine.shared", 4, 4),
        ("method", "Channel.StateMachine.send", 5, 17),
        ("method", "Channel.StateMachine.next", 18, 20),
    ]
    assert chunks[0].signature == "nonisolated(unsafe) private let imagesKey = malloc(1)!"
    assert chunks[3].signature == "nonisolated(unsafe) static var shared = 1"
