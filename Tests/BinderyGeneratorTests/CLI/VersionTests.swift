import BinderyGenerator
import BinderyTestSupport
import Foundation
import Testing

/// Bindery's version is defined once (`BinderyVersion.current`) and shown the same everywhere.
@Suite("version")
struct VersionTests {
    @Test(.enabled(if: Paths.bindery != nil, "needs the built bindery executable next to the tests"))
    func binderyPrintsTheVersion() async throws {
        let result = try await Subprocess.run(try #require(Paths.bindery), ["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == BinderyVersion.current + "\n")
        #expect(result.standardError == "")
    }

    @Test(.enabled(if: Self.generateTool != nil, "needs the built bindery-generate executable next to the tests"))
    func binderyGeneratePrintsTheVersion() async throws {
        let result = try await Subprocess.run(try #require(Self.generateTool), ["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == BinderyVersion.current + "\n")
        #expect(result.standardError == "")
    }

    /// The build plugin's tool, built next to `bindery`.
    private static var generateTool: URL? {
        guard let tool = Paths.bindery?.deletingLastPathComponent().appendingPathComponent("bindery-generate"),
            FileManager.default.isExecutableFile(atPath: tool.path)
        else { return nil }
        return tool
    }

    @Test func versionIsSemantic() {
        let parts = BinderyVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }

    @Test func changelogsNewestReleaseIsTheVersion() throws {
        let changelog = try String(
            contentsOf: Paths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("## ") }
            .map { String($0.dropFirst(3)) }
        // An [Unreleased] section may come first; the first heading after it is the newest release.
        let newest = try #require(headings.first { !$0.hasPrefix("[Unreleased]") })
        #expect(newest.hasPrefix("[\(BinderyVersion.current)] - "), "newest release heading: \(newest)")
    }
}
