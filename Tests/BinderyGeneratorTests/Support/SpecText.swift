@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Runs the loader and validator over specs held in memory.
enum SpecText {
    /// The lines every test spec starts with: a valid `api:` section of four lines.
    static let header = """
        api:
          name: Shop
          servers:
            production: https://api.shop.example
        """

    /// A source file named `name`, holding `text` as UTF-8.
    static func file(_ name: String, _ text: String) -> SpecSourceFile {
        SpecSourceFile(displayPath: name, relativePath: name, bytes: Array(text.utf8))
    }

    /// The diagnostics of loading `files`, in the `path:line:column: error: message` form;
    /// empty when the spec is valid.
    static func diagnostics(_ files: [SpecSourceFile]) -> [String] {
        do {
            _ = try SpecLoader.load(files)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The diagnostics of one file, `api.yaml`, holding `text`.
    static func diagnostics(_ text: String) -> [String] {
        diagnostics([file("api.yaml", text)])
    }

    /// Loads a spec that must be valid.
    static func load(_ text: String) throws -> APISpec {
        try SpecLoader.load([file("api.yaml", text)])
    }
}
