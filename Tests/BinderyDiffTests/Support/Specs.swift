import BinderyDiff
import Foundation

/// Small specs written into temporary folders, and helpers to compare them.
enum TestSpecs {
    static let header = """
        api:
          name: Shop
          servers:
            production: https://shop.example.com

        """

    /// Loads a spec written from `files` into a fresh folder.
    static func load(_ files: [String: String], side: Side) throws -> LoadedSpec {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SpecFiles.write(files, in: folder)
        return try SpecSourceLoader.load(.folder(folder.path), side: side, displayRoot: side.rawValue)
    }

    /// The changes from `old` to `new`, each one spec file's text.
    static func changes(_ old: String, _ new: String) throws -> [Change] {
        try DiffEngine.compare(old: load(["api.yaml": old], side: .old), new: load(["api.yaml": new], side: .new))
    }
}
