import Foundation

/// Where the tests find their corpus and the products of the build, from this file's path.
enum Paths {
    /// `Tests/ReliabilityTests/`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The package root.
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/ReliabilityTests/MalformedSpecs/`: one folder per kind of mistake.
    static let malformedSpecs = testsFolder.appendingPathComponent("MalformedSpecs")

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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReliabilityTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
