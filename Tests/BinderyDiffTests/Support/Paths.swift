import Foundation

/// Where the tests find the corpus, the package and the built `bindery`.
enum Paths {
    /// `Tests/BinderyDiffTests/`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The package root.
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/BinderyDiffTests/Corpus/`: one folder per rule (and variant) with `old/`, `new/`
    /// and the expected reports.
    static let corpus = testsFolder.appendingPathComponent("Corpus")

    /// The folder the build put the test bundle and the `bindery` executable in.
    static let products: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent() { candidates.append(executable) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.first { folder in
            FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("bindery").path)
        }
    }()

    /// The built `bindery` executable, when the build made it.
    static var bindery: URL? { products?.appendingPathComponent("bindery") }

    /// A new, empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BinderyDiffTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

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
