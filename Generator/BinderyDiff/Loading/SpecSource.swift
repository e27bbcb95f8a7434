import Foundation

/// Where one side of a comparison comes from: a folder on disk, or a folder at a git revision.
package enum SpecSource: Sendable, Hashable, CustomStringConvertible {
    /// A spec folder (or single spec file) in the file system, as the user named it.
    case folder(String)
    /// A spec folder (or file) at a git revision: `main:Specs/Shop`. As in git, the path is
    /// from the repository's root unless it starts with `./` or `../`.
    case git(revision: String, path: String)

    /// Reads a command-line argument: an existing path is a folder; otherwise `REV:path` is a
    /// git revision and path; anything else is a folder (which will fail to load, saying so).
    package init(argument: String, pathExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        if !pathExists(argument), let colon = argument.firstIndex(of: ":"), colon != argument.startIndex {
            let revision = String(argument[..<colon])
            let path = String(argument[argument.index(after: colon)...])
            self = .git(revision: revision, path: path.isEmpty ? "." : path)
        } else {
            self = .folder(argument)
        }
    }

    /// How reports name the source: `Specs/Shop`, `main:Specs/Shop`.
    package var description: String {
        switch self {
        case .folder(let path): return SpecSource.trimmed(path)
        case .git(let revision, let path): return "\(revision):\(SpecSource.displayPath(path))"
        }
    }

    /// The git revision, for a git source.
    package var revision: String? {
        if case .git(let revision, _) = self { return revision }
        return nil
    }

    /// The path, without the revision.
    package var path: String {
        switch self {
        case .folder(let path): return SpecSource.trimmed(path)
        case .git(_, let path): return SpecSource.displayPath(path)
        }
    }

    /// A path without trailing slashes (`/` stays `/`).
    static func trimmed(_ path: String) -> String {
        var result = path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// A git path as reports show it: trailing slashes and a leading `./` removed.
    static func displayPath(_ path: String) -> String {
        var result = trimmed(path)
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result.isEmpty ? "." : result
    }
}
