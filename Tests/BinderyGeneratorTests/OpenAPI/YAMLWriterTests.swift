import Foundation
import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// `YAMLWriter` writes what `YAMLLoader` reads back as the same spec: `bindery import` relies on it.
@Suite struct YAMLWriterTests {
    /// The text of one node written and read again.
    private func roundTrip(_ node: YAMLNode) throws -> YAMLNode {
        var diagnostics = DiagnosticCollector()
        let text = YAMLWriter.document(.map([("value", node)], at: node.location))
        let root = try #require(YAMLLoader.load(text, file: "t.yaml", diagnostics: &diagnostics), "\(diagnostics.sorted)\n\(text)")
        #expect(diagnostics.sorted.isEmpty)
        return try #require(root["value"])
    }

    @Test(arguments: [
        "", "plain", "12", "1.5", "true", "no", "null", "~", "<<", "- dash", "a: b", "a #b", "ends:", "'quoted'",
        "\"double\"", " leading", "trailing ", "two\nlines", "\nleading newline", "trailing newline\n", "tab\there",
        "bell\u{7}", "emoji 🦆 and é", "{not: flow}", "[x]", "*alias", "&anchor", "!tag", "%directive", "@at", "`tick`",
        "a\r\nb", "line one\n  indented two\n\nfour", "2024-01-01", ".inf", "+1", "0x1F",
    ])
    func textReadsBackAsTheSameText(_ text: String) throws {
        let node = try roundTrip(.text(text, at: .init(file: "t", line: 1, column: 1)))
        #expect(node.scalar == text)
        if case .scalar(_, let isPlain) = node.content, isPlain {
            // Written plain only when it does not read as a number, boolean or null.
            #expect(!node.isNull && Int(text) == nil && Double(text) == nil && !["true", "false", "no", "yes"].contains(text))
        }
    }

    @Test(arguments: ["true", "12", "1.5", "null"])
    func plainScalarsStayPlain(_ text: String) throws {
        let node = try roundTrip(.plain(text, at: .init(file: "t", line: 1, column: 1)))
        #expect(node.scalar == text)
        guard case .scalar(_, let isPlain) = node.content else { Issue.record("not a scalar"); return }
        #expect(isPlain)
    }

    @Test func nestedListsAndMappingsReadBack() throws {
        let at = SourceLocation(file: "t", line: 1, column: 1)
        let node = YAMLNode.list([
            .map([("a", .text("1", at: at)), ("b", .list([.text("x", at: at), .map([], at: at), .list([], at: at)], at: at))], at: at),
            .list([.plain("true", at: at)], at: at),
            .text("z", at: at),
        ], at: at)
        let back = try roundTrip(node)
        #expect(back.items.count == 3)
        #expect(back.items[0]["a"]?.scalar == "1")
        #expect(back.items[0]["b"]?.items.count == 3)
        #expect(back.items[1].items.first?.scalar == "true")
        #expect(back.items[2].scalar == "z")
    }

    /// Every spec file of the seed APIs and the fixtures, read, written and read again,
    /// generates the same Swift, byte for byte.
    @Test(arguments: ["AfterShip", "Clover", "Gooten", "Iplabs", "Shop"])
    func seedSpecsWrittenOutGenerateTheSameSwift(_ name: String) throws {
        let folder = Paths.packageRoot.appendingPathComponent("Specs/\(name)")
        let paths = try SpecLoader.specFiles(in: folder.path)
        var rewritten: [SpecSourceFile] = []
        for path in paths {
            var diagnostics = DiagnosticCollector()
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let root = try #require(YAMLLoader.load(bytes: bytes, file: path, diagnostics: &diagnostics))
            let name = (path as NSString).lastPathComponent
            rewritten.append(SpecSourceFile(displayPath: name, relativePath: name, bytes: Array(YAMLWriter.document(root).utf8)))
        }
        let original = SwiftGenerator.generate(try SpecLoader.load(paths: paths))
        let copy = SwiftGenerator.generate(try SpecLoader.load(rewritten))
        #expect(original.map(\.name) == copy.map(\.name))
        for (before, after) in zip(original, copy) {
            #expect(before.contents == after.contents, "\(before.name) differs")
        }
    }
}
