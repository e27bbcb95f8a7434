import Foundation

/// The package the tests run in and what its build produced, located from this source file's
/// path so that no SwiftPM resources are needed.
public enum BuildProducts {
    /// The package root (this file is `Tests/BinderyTestSupport/BuildProducts.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/<target>/` of the package.
    public static func testsFolder(_ target: String) -> URL {
        packageRoot.appendingPathComponent("Tests").appendingPathComponent(target)
    }

    /// The folder the build put the test bundle and the `bindery` executable in.
    public static let folder: URL? = {
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
    public static var bindery: URL? { folder?.appendingPathComponent("bindery") }

    /// The compiled modules generated code imports (`BinderyRuntime` and what it needs).
    public static var modules: URL? {
        guard let modules = folder?.appendingPathComponent("Modules"),
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("BinderyRuntime.swiftmodule").path)
        else { return nil }
        return modules
    }

    /// A new, empty temporary folder whose name starts with `prefix`.
    public static func temporaryFolder(prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
