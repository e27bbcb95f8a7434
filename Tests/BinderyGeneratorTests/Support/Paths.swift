import Foundation

/// Where the tests find their fixtures and the products of the build, located from this
/// source file's path so that no SwiftPM resources are needed.
enum Paths {
    /// `Tests/BinderyGeneratorTests/`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The package root.
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/BinderyGeneratorTests/Fixtures/`.
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")

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

    /// The compiled modules generated code imports (`BinderyRuntime` and what it needs).
    static var modules: URL? {
        guard let modules = products?.appendingPathComponent("Modules"),
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("BinderyRuntime.swiftmodule").path)
        else { return nil }
        return modules
    }

    /// A new, empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("BinderyGeneratorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
