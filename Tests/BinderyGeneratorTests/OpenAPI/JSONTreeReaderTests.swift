import Foundation
import Testing
@testable import BinderySpec

/// JSON is read by a reader of its own when it can be: it must give the tree libyaml gives,
/// places included, and leave to libyaml everything it does not read exactly as libyaml does.
@Suite("JSON tree reader")
struct JSONTreeReaderTests {
    @Test(arguments: [
        #"{}"#,
        #"[]"#,
        #"{"a": 1, "b": [true, false, null], "c": {"d": "e"}}"#,
        "{\n  \"openapi\": \"3.0.3\",\n  \"info\": {\n    \"title\": \"Pets\",\n    \"version\": \"1\"\n  },\n  \"paths\": {}\n}\n",
        #"{"numbers": [0, -0, 12, -3.25, 1e10, 1.5E+3, 2e-7, 9223372036854775807, 0.000]}"#,
        #"{"escapes": "a\"b\\c\/d\b\f\n\r\t\u00e9\u0000\u20ac"}"#,
        #"{"unicode": "größe €😀", "after": "x", "ключ": ["значение", 1]}"#,
        "{\"lines\":\n[\n1,\n\"two\"\n,{\"three\":3}]}",
        #"{"empty": "", "spaces": "  a  b  ", "quote-like": "'#:-?&*!|>%@`"}"#,
        #"{"<<": {"a": 1}, "x": "*alias", "y": "&anchor"}"#,
        #"{"a":1,"b":[1,2],"c":{"d":[]}}"#,
    ])
    func readsWhatLibYAMLReadsTheSame(json: String) throws {
        let bytes = Array(json.utf8)
        let fast = try #require(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "a.json", limits: .init()) })
        var diagnostics = DiagnosticCollector()
        let slow = try #require(YAMLLoader.loadWithLibYAML(bytes: bytes, file: "a.json", diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(Self.difference(fast, slow) == nil)
    }

    @Test(arguments: [
        "{\t\"a\": 1}",  // a tab
        "{\"a\": 1}\r\n",  // a carriage return
        #"{"a": 1, "a": 2}"#,  // a duplicate key: libyaml's reader reports it
        #"{"a": "\ud83d\ude00"}"#,  // a surrogate pair: libyaml refuses it
        "{\"a\": \"x\u{2028}y\"}",  // a line break to YAML
        "{\"a\": \"x\u{85}y\"}",
        "{\"a\": \"x\u{80}y\"}",  // not printable to YAML
        "{\"a\": \"x\u{7F}y\"}",
        "\u{FEFF}{\"a\": 1}",
        #"{"a": 1,}"#,
        #"{a: 1}"#,
        #"{'a': 1}"#,
        #"{"a": 01}"#,
        #"{"a": 1.}"#,
        #"{"a": .5}"#,
        #"{"a": +1}"#,
        #"{"a": trueish}"#,
        #"{"a": 1} # comment"#,
        #"{"a": 1} {"b": 2}"#,
        #""just a string""#,
        "42",
        "a: 1\n",
        #"{"a": "unterminated}"#,
        #"{"a": "\x"}"#,
    ])
    func leavesToLibYAMLWhatItDoesNotReadTheSame(text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "a.json", limits: .init()) } == nil)
    }

    @Test func leavesInvalidUTF8ToLibYAML() {
        let bytes = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "a.json", limits: .init()) } == nil)
        var diagnostics = DiagnosticCollector()
        #expect(YAMLLoader.load(bytes: bytes, file: "a.json", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.hasErrors)
    }

    @Test func leavesWhatPassesTheLimitsToLibYAML() {
        var limits = YAMLLoader.Limits()
        limits.maximumDepth = 3
        limits.maximumExpandedNodes = 5
        let deep = Array(#"{"a": {"b": {"c": {}}}}"#.utf8)
        let many = Array(#"[1, 2, 3, 4, 5]"#.utf8)
        #expect(deep.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "a.json", limits: limits) } == nil)
        #expect(many.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "a.json", limits: limits) } == nil)
        // The loader then reports them as it always has.
        var diagnostics = DiagnosticCollector()
        #expect(YAMLLoader.load(bytes: deep, file: "a.json", limits: limits, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.description) == ["a.json:1:19: error: the document nests deeper than 3 levels"])
    }

    @Test func aDuplicateKeyIsStillReportedWhereItIs() {
        var diagnostics = DiagnosticCollector()
        _ = YAMLLoader.load(bytes: Array("{\n  \"a\": 1,\n  \"a\": 2\n}\n".utf8), file: "a.json", diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.description) == ["a.json:3:3: error: duplicate key 'a' (first written at line 2)"])
    }

    /// GitHub's published document, 4 MB of JSON: the same tree from both readers.
    @Test(.enabled(if: OpenAPICorpus.documentsFolder != nil, "needs ../shared/openapi beside the checkout"))
    func gitHubsDocumentReadsTheSame() throws {
        let folder = try #require(OpenAPICorpus.documentsFolder)
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("github.json")))
        let fast = try #require(bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: "openapi.json", limits: .init()) })
        var diagnostics = DiagnosticCollector()
        let slow = try #require(YAMLLoader.loadWithLibYAML(bytes: bytes, file: "openapi.json", diagnostics: &diagnostics))
        #expect(Self.difference(fast, slow) == nil)
    }

    /// Where two trees first differ, in content or place; nil when they are the same.
    static func difference(_ left: YAMLNode, _ right: YAMLNode) -> String? {
        guard left.location == right.location else { return "\(left.location) against \(right.location)" }
        switch (left.content, right.content) {
        case (.scalar(let a, let aPlain), .scalar(let b, let bPlain)):
            return a == b && aPlain == bPlain ? nil : "\(left.location): '\(a)' (plain: \(aPlain)) against '\(b)' (plain: \(bPlain))"
        case (.sequence(let a), .sequence(let b)):
            guard a.count == b.count else { return "\(left.location): \(a.count) items against \(b.count)" }
            return zip(a, b).lazy.compactMap { difference($0, $1) }.first
        case (.mapping(let a), .mapping(let b)):
            guard a.count == b.count else { return "\(left.location): \(a.count) entries against \(b.count)" }
            return zip(a, b).lazy.compactMap { difference($0.key, $1.key) ?? difference($0.value, $1.value) }.first
        default:
            return "\(left.location): \(left.kindDescription) against \(right.kindDescription)"
        }
    }
}
