import BinderyTestSupport
import Foundation

/// Where the tests find their corpus and the products of the build.
enum Paths {
    /// `Tests/ReliabilityTests/`.
    static let testsFolder = BuildProducts.testsFolder("ReliabilityTests")

    /// The package root.
    static let packageRoot = BuildProducts.packageRoot

    /// `Tests/ReliabilityTests/MalformedSpecs/`: one folder per kind of mistake.
    static let malformedSpecs = testsFolder.appendingPathComponent("MalformedSpecs")

    /// The built `bindery` executable, when the build made it.
    static var bindery: URL? { BuildProducts.bindery }

    /// A new, empty temporary folder.
    static func temporaryFolder() throws -> URL { try BuildProducts.temporaryFolder(prefix: "ReliabilityTests") }
}
