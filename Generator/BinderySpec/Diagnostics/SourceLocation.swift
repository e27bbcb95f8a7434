/// A position in a spec file, 1-based, as editors and compilers show it.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, by its interned name: every node of a tree carries a location, and a path held
    /// as text (a path of more than 15 bytes is not stored inline) counted a reference at each
    /// copy of a node, 3% of generating Stripe's document.
    package var fileName: SourceFileName
    /// The line, starting at 1.
    package var line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.init(file: SourceFileName(file), line: line, column: column)
    }

    /// Creates a location in a file already named: what a reader does for each node.
    package init(file: SourceFileName, line: Int, column: Int) {
        self.fileName = file
        self.line = line
        self.column = column
    }

    /// The file's path as it was given to the generator.
    package var file: String {
        get { fileName.path }
        set { fileName = SourceFileName(newValue) }
    }

    /// `path:line:column`.
    package var description: String { "\(file):\(line):\(column)" }

    /// By path, then line, then column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        guard lhs.fileName == rhs.fileName else { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
