import BinderyTestSupport
import Foundation

/// Where the tests find their fixtures and the products of the build.
enum Paths {
    /// `Tests/BinderyGeneratorTests/`.
    static let testsFolder = BuildProducts.testsFolder("BinderyGeneratorTests")

    /// The package root.
    static let packageRoot = BuildProducts.packageRoot

    /// `Tests/BinderyGeneratorTests/Fixtures/`.
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")

    /// The built `bindery` executable, when the build made it.
    static var bindery: URL? { BuildProducts.bindery }

    /// The compiled modules generated code imports (`BinderyRuntime` and what it needs).
    static var modules: URL? { BuildProducts.modules }

    /// A new, empty temporary folder.
    static func temporaryFolder() throws -> URL { try BuildProducts.temporaryFolder(prefix: "BinderyGeneratorTests") }
}
