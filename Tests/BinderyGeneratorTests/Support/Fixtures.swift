import Foundation
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The reference fixtures: `Fixtures/<Name>/spec/*.yaml` and the Swift they must generate,
/// `Fixtures/<Name>/expected/*.swift`, and the DocC catalogue, `Fixtures/<Name>/catalogue/*.md`.
enum Fixtures {
    /// The fixtures' names, sorted.
    static let names: [String] = {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let spec = Paths.fixtures.appendingPathComponent(name).appendingPathComponent("spec").path
            return manager.fileExists(atPath: spec, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }()

    /// Whether the run should rewrite the expected files instead of comparing with them.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["BINDERY_UPDATE_REFERENCE"] == "1" }

    static func specFolder(_ name: String) -> URL {
        Paths.fixtures.appendingPathComponent(name).appendingPathComponent("spec")
    }

    static func expectedFolder(_ name: String) -> URL {
        Paths.fixtures.appendingPathComponent(name).appendingPathComponent("expected")
    }

    static func expectedCatalogueFolder(_ name: String) -> URL {
        Paths.fixtures.appendingPathComponent(name).appendingPathComponent("catalogue")
    }

    /// Loads a fixture's spec and generates the DocC catalogue of a module named after it.
    static func generateCatalogue(_ name: String) throws -> [GeneratedFile] {
        DocumentationCatalogue.generate(try SpecLoader.load(directory: specFolder(name).path), module: name)
    }

    /// Loads a fixture's spec and generates its Swift.
    static func generate(_ name: String) throws -> [GeneratedFile] {
        SwiftGenerator.generate(try SpecLoader.load(directory: specFolder(name).path))
    }

    /// The `.swift` files in a fixture's expected folder, sorted.
    static func expectedFileNames(_ name: String) -> [String] {
        fileNames(in: expectedFolder(name), withExtension: "swift")
    }

    /// The files of `folder` whose names end in `.<fileExtension>`, sorted.
    static func fileNames(in folder: URL, withExtension fileExtension: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
    }
}
