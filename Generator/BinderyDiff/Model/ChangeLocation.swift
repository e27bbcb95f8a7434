/// Which of the two compared specs something comes from.
package enum Side: String, Sendable, Hashable, CaseIterable {
    /// The spec before the change (the base).
    case old
    /// The spec after the change.
    case new
}

/// A place in one of the two compared specs.
package struct ChangeLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The spec it is in.
    package var side: Side
    /// The file as reports show it: `Specs/Shop/cart.yaml`, or `main:Specs/Shop/cart.yaml` for
    /// a file read from a git revision.
    package var file: String
    /// The file's path in the working tree, for annotations on a pull request's files:
    /// `Specs/Shop/cart.yaml` (the revision left out).
    package var path: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1.
    package var column: Int

    /// Creates a location.
    package init(side: Side, file: String, path: String, line: Int, column: Int) {
        self.side = side
        self.file = file
        self.path = path
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: ChangeLocation, rhs: ChangeLocation) -> Bool {
        (lhs.side == .new ? 0 : 1, lhs.file, lhs.line, lhs.column) < (rhs.side == .new ? 0 : 1, rhs.file, rhs.line, rhs.column)
    }
}
