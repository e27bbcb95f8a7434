import BinderyTestSupport
import Foundation
import Testing

/// The checked-in references compile: each fixture's expected Swift is type-checked as a module
/// of its own against the `BinderyRuntime` the build made, with warnings as errors. Together
/// with FixtureReferenceTests (generated == expected) this shows the generator's output compiles.
@Suite("Reference output compiles")
struct CompileTests {
    static var canCompile: Bool { Paths.modules != nil }

    @Test(.enabled(if: canCompile, "needs the built BinderyRuntime module next to the tests"), arguments: Fixtures.names)
    func expectedSwiftTypeChecks(fixture: String) async throws {
        let modules = try #require(Paths.modules)
        let sources = Fixtures.expectedFileNames(fixture).map { Fixtures.expectedFolder(fixture).appendingPathComponent($0).path }
        try #require(!sources.isEmpty)
        let result = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path, "-module-name", fixture]
                + sources)
        #expect(result.status == 0, "swiftc failed on \(fixture):\n\(result.standardError)\(result.standardOutput)")
    }
}
