import BinderyGenerator

/// Why two specs could not be compared. Every case means "no verdict": the command exits 2.
package enum DiffFailure: Error, Sendable, CustomStringConvertible {
    /// A spec did not load; its diagnostics say why.
    case specErrors(Side, String, [Diagnostic])
    /// A git command failed: a bad revision, a path missing at that revision, no repository.
    case git(String)
    /// There was nothing to compare: no spec folder on either side.
    case nothingToCompare(String)
    /// An argument does not name something comparable.
    case invalidArgument(String)

    package var description: String {
        switch self {
        case .specErrors(let side, let label, let diagnostics):
            let lines = diagnostics.map(\.description).joined(separator: "\n")
            return "the \(side.rawValue) spec (\(label)) does not load:\n\(lines)"
        case .git(let message): return message
        case .nothingToCompare(let message): return message
        case .invalidArgument(let message): return message
        }
    }
}
