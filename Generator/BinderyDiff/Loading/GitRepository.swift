import Foundation

/// Reads specs out of a git repository with the `git` command, without touching the working
/// tree, the index or any ref: only `rev-parse`, `merge-base`, `ls-tree` and `cat-file`.
package struct GitRepository: Sendable {
    /// The folder git runs in; relative paths (`./Specs`) are relative to it.
    package var directory: String

    /// A repository reached from `directory` (any folder inside the working tree).
    package init(directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
    }

    /// One entry of a tree: a file (`blob`) or a folder (`tree`).
    struct TreeEntry: Equatable {
        var type: String
        var object: String
        var name: String
    }

    private func run(_ arguments: [String]) throws(DiffFailure) -> ProcessOutput {
        do {
            return try ProcessRunner.run("git", arguments, in: directory)
        } catch {
            throw .git("could not run git: \(error)")
        }
    }

    private func succeeding(_ arguments: [String], otherwise message: @autoclosure () -> String) throws(DiffFailure) -> ProcessOutput {
        let output = try run(arguments)
        guard output.status == 0 else {
            let detail = output.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            throw .git(message() + (detail.isEmpty ? "" : " (git: \(detail))"))
        }
        return output
    }

    /// The full commit id `revision` names; fails for a revision that names no commit.
    package func commit(_ revision: String) throws(DiffFailure) -> String {
        guard !revision.hasPrefix("-") else { throw .git("'\(revision)' is not a git revision") }
        let output = try succeeding(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"],
            otherwise: "'\(revision)' is not a revision of the git repository at \(directory)")
        return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The best common ancestor of two revisions: what a pull request from `head` into `base`
    /// is compared with.
    package func mergeBase(_ base: String, _ head: String) throws(DiffFailure) -> String {
        let baseCommit = try commit(base)
        let headCommit = try commit(head)
        let output = try succeeding(
            ["merge-base", baseCommit, headCommit], otherwise: "'\(base)' and '\(head)' have no common ancestor")
        return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The working tree's root folder.
    package func topLevel() throws(DiffFailure) -> String {
        let output = try succeeding(["rev-parse", "--show-toplevel"], otherwise: "\(directory) is not inside a git repository")
        return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `tree`, `blob`, or nil when `revision:path` names nothing.
    func objectType(revision: String, path: String) throws(DiffFailure) -> String? {
        let output = try run(["cat-file", "-t", "\(revision):\(path)"])
        guard output.status == 0 else { return nil }
        return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The entries of the folder `revision:path`. `--full-tree`: without it, run from a
    /// subfolder, `ls-tree` lists only what lies under that subfolder.
    func entries(revision: String, path: String) throws(DiffFailure) -> [TreeEntry] {
        let output = try succeeding(["ls-tree", "--full-tree", "-z", "\(revision):\(path)"], otherwise: "cannot list \(revision):\(path)")
        return output.standardOutput.split(separator: 0).compactMap { record -> TreeEntry? in
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { return nil }
            let fields = text[..<tab].split(separator: " ")
            guard fields.count == 3 else { return nil }
            return TreeEntry(type: String(fields[1]), object: String(fields[2]), name: String(text[text.index(after: tab)...]))
        }
    }

    /// The bytes of a file.
    func blob(_ object: String) throws(DiffFailure) -> [UInt8] {
        let output = try succeeding(["cat-file", "blob", object], otherwise: "cannot read git object \(object)")
        return [UInt8](output.standardOutput)
    }

    /// The bytes of `revision:path`.
    func file(revision: String, path: String) throws(DiffFailure) -> [UInt8] {
        let output = try succeeding(["cat-file", "blob", "\(revision):\(path)"], otherwise: "cannot read \(revision):\(path)")
        return [UInt8](output.standardOutput)
    }
}
