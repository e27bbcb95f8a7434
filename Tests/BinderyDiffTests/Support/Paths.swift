import BinderyTestSupport
import Foundation

/// Where the tests find the corpus, the package and the built `bindery`.
enum Paths {
    /// `Tests/BinderyDiffTests/`.
    static let testsFolder = BuildProducts.testsFolder("BinderyDiffTests")

    /// The package root.
    static let packageRoot = BuildProducts.packageRoot

    /// `Tests/BinderyDiffTests/Corpus/`: one folder per rule (and variant) with `old/`, `new/`
    /// and the expected reports.
    static let corpus = testsFolder.appendingPathComponent("Corpus")

    /// The built `bindery` executable, when the build made it.
    static var bindery: URL? { BuildProducts.bindery }

    /// A new, empty temporary folder.
    static func temporaryFolder() throws -> URL { try BuildProducts.temporaryFolder(prefix: "BinderyDiffTests") }

    /// Whether expected files should be rewritten instead of compared.
    static var updatingReferences: Bool { ProcessInfo.processInfo.environment["BINDERY_UPDATE_REFERENCE"] == "1" }
}

/// Writes spec files into folders.
enum SpecFiles {
    static func write(_ files: [String: String], in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
