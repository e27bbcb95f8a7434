import Foundation
import Testing

/// The malformed-spec corpus (`MalformedSpecs/<case>/*.yaml`, one folder per kind of mistake,
/// each with the diagnostics it must give in `expected.txt`), run through the built `bindery`
/// as a build runs it. Set `BINDERY_UPDATE_MALFORMED=1` to rewrite the `expected.txt` files
/// from what bindery prints (then review the diff).
@Suite(
    "Malformed specs: bindery answers with diagnostics, quickly", .timeLimit(.minutes(5)),
    .enabled(if: Paths.bindery != nil, "needs the built bindery executable next to the tests"))
struct MalformedSpecTests {
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.malformedSpecs.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["BINDERY_UPDATE_MALFORMED"] == "1" }

    @Test("the corpus covers every kind of mistake the issue lists")
    func corpusIsComplete() {
        let required = [
            "syntax-unclosed-flow", "wrong-types", "unknown-keys", "model-reference-cycle", "model-contains-itself",
            "duplicate-endpoints", "path-parameter-mismatch", "deep-nesting", "alias-bomb", "invalid-utf8",
            "invalid-swift-names", "names-colliding",
            // OpenAPI documents (issue 26).
            "openapi-ref-cycle", "openapi-ref-dangling", "openapi-ref-outside", "openapi-wrong-version",
            "openapi-duplicate-json-keys", "openapi-alias-bomb", "openapi-deep-nesting", "openapi-overlay-mistakes",
        ]
        #expect(Set(required).subtracting(Self.cases).isEmpty, "missing: \(Set(required).subtracting(Self.cases).sorted())")
    }

    @Test("bindery lint", arguments: cases)
    func lint(_ name: String) async throws {
        let folder = Paths.malformedSpecs.appendingPathComponent(name)
        let diagnostics = try await Lint.run(folder)
        let expectedFile = folder.appendingPathComponent("expected.txt")
        if Self.isUpdating {
            try Data((diagnostics.joined(separator: "\n") + "\n").utf8).write(to: expectedFile)
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(diagnostics == expected)
    }

    @Test("bindery generate writes nothing for a malformed spec", arguments: cases)
    func generate(_ name: String) async throws {
        let output = try Paths.temporaryFolder().appendingPathComponent("Generated")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let folder = Paths.malformedSpecs.appendingPathComponent(name)
        let diagnostics = try await Lint.run(folder, command: ["generate", "--output", output.path])
        #expect(!diagnostics.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
