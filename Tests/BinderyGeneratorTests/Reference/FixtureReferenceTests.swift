import Foundation
import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Every fixture's generated Swift, byte for byte against the checked-in reference.
///
/// Run with `BINDERY_UPDATE_REFERENCE=1` to rewrite the references instead (see README.md).
@Suite("Reference output")
struct FixtureReferenceTests {
    @Test func fixturesArePresent() {
        #expect(Fixtures.names == ["Composite", "Ledger", "Merchant", "Minimal", "Shop"])
    }

    @Test(arguments: Fixtures.names)
    func generatedSwiftMatchesTheReference(fixture: String) throws {
        let files = try Fixtures.generate(fixture)
        if Fixtures.isUpdating {
            try update(fixture, with: files)
            return
        }
        let folder = Fixtures.expectedFolder(fixture)
        for file in files {
            let path = folder.appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: path.path) else {
                Issue.record("\(fixture)/expected/\(file.name) is missing; \(Self.updateHint)")
                continue
            }
            expectSameText(file.contents, String(decoding: data, as: UTF8.self), "\(fixture)/expected/\(file.name)")
        }
        let stale = Set(Fixtures.expectedFileNames(fixture)).subtracting(files.map(\.name))
        for name in stale.sorted() {
            Issue.record("\(fixture)/expected/\(name) is no longer generated; \(Self.updateHint)")
        }
    }

    static let updateHint = "run `BINDERY_UPDATE_REFERENCE=1 swift test --filter BinderyGeneratorTests` to rewrite the references"

    /// Writes the generated files as the new reference and removes references no longer generated.
    private func update(_ fixture: String, with files: [GeneratedFile]) throws {
        let folder = Fixtures.expectedFolder(fixture)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
        }
        for name in Set(Fixtures.expectedFileNames(fixture)).subtracting(files.map(\.name)) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
