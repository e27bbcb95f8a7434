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
        try compare(try Fixtures.generate(fixture), with: Fixtures.expectedFolder(fixture), fileExtension: "swift")
    }

    /// The DocC catalogue, its module named after the fixture.
    @Test(arguments: Fixtures.names)
    func generatedCatalogueMatchesTheReference(fixture: String) throws {
        try compare(
            try Fixtures.generateCatalogue(fixture), with: Fixtures.expectedCatalogueFolder(fixture), fileExtension: "md")
    }

    static let updateHint = "run `BINDERY_UPDATE_REFERENCE=1 swift test --filter BinderyGeneratorTests` to rewrite the references"

    /// Checks `files` against the `.<fileExtension>` files of `folder`, or rewrites those when updating.
    private func compare(_ files: [GeneratedFile], with folder: URL, fileExtension: String) throws {
        let reference = "\(folder.deletingLastPathComponent().lastPathComponent)/\(folder.lastPathComponent)"
        let existing = Set(Fixtures.fileNames(in: folder, withExtension: fileExtension))
        let stale = existing.subtracting(files.map(\.name)).sorted()
        if Fixtures.isUpdating {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
            }
            for name in stale { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
            return
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file.name).path) else {
                Issue.record("\(reference)/\(file.name) is missing; \(Self.updateHint)")
                continue
            }
            expectSameText(file.contents, String(decoding: data, as: UTF8.self), "\(reference)/\(file.name)")
        }
        for name in stale {
            Issue.record("\(reference)/\(name) is no longer generated; \(Self.updateHint)")
        }
    }
}
