/// One spec file's bytes and the names it is known by.
package struct SpecSourceFile: Sendable {
    /// Files larger than this are refused before parsing.
    package static let maximumSize = 64 << 20

    /// The path diagnostics show (as the user or the build system gave it).
    package var displayPath: String
    /// The path relative to the spec folder; it names the generated file.
    package var relativePath: String
    package var bytes: [UInt8]

    /// Creates a source file.
    package init(displayPath: String, relativePath: String, bytes: [UInt8]) {
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.bytes = bytes
    }
}
