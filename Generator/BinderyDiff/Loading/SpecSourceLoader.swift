import BinderyGenerator
import Foundation

/// A spec loaded for comparison, with what reports need to point into its files.
package struct LoadedSpec: Sendable {
    /// The resolved, validated spec.
    package var spec: APISpec
    /// Which side of the comparison it is.
    package var side: Side
    /// How reports name where it came from: `Specs/Shop`, `main:Specs/Shop`.
    package var label: String
    /// The git revision it was read at, if any.
    package var revision: String?
    /// Each file's working-tree path, by the name diagnostics and reports show.
    package var workspacePaths: [String: String]

    /// Creates a loaded spec.
    package init(spec: APISpec, side: Side, label: String, revision: String? = nil, workspacePaths: [String: String] = [:]) {
        self.spec = spec
        self.side = side
        self.label = label
        self.revision = revision
        self.workspacePaths = workspacePaths
    }

    /// A location of this spec in report form.
    func location(_ location: SourceLocation) -> ChangeLocation {
        ChangeLocation(
            side: side, file: location.file, path: workspacePaths[location.file] ?? location.file, line: location.line,
            column: location.column)
    }
}

/// Loads each side of a comparison into the same resolved model `bindery generate` uses, so a
/// comparison never sees file layout or key order, only what the spec means.
package enum SpecSourceLoader {
    /// Loads `source` as `side`. `displayRoot` replaces the folder's name in every path that
    /// reports and diagnostics show (tests use it to get the same text on every machine);
    /// `workspaceRoot` is the folder's path from the repository's root, for annotations
    /// (by default, the path as given, or as shown).
    package static func load(
        _ source: SpecSource, side: Side, git: GitRepository = GitRepository(), displayRoot: String? = nil,
        workspaceRoot: String? = nil
    ) throws(DiffFailure) -> LoadedSpec {
        switch source {
        case .folder(let path):
            return try loadFolder(path, side: side, displayRoot: displayRoot, workspaceRoot: workspaceRoot)
        case .git(let revision, let path):
            return try loadGit(
                revision: revision, path: path, side: side, git: git, displayRoot: displayRoot, workspaceRoot: workspaceRoot)
        }
    }

    private static func loadFolder(
        _ path: String, side: Side, displayRoot: String?, workspaceRoot: String?
    ) throws(DiffFailure) -> LoadedSpec {
        let root = SpecSource.trimmed(path)
        let label = displayRoot ?? root
        let paths: [String]
        do {
            paths = try SpecLoader.specFiles(in: root)
        } catch {
            throw .specErrors(side, label, error.diagnostics.map { relabel($0, from: root, to: label) })
        }
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
        var files: [SpecSourceFile] = []
        var workspacePaths: [String: String] = [:]
        var problems: [Diagnostic] = []
        for file in paths {
            let name = PathText.lastComponent(of: file)
            let display = isFolder ? "\(label)/\(name)" : label
            let base = workspaceRoot ?? (displayRoot ?? root)
            let workspace = isFolder ? "\(base)/\(name)" : base
            guard let data = FileManager.default.contents(atPath: file) else {
                problems.append(Diagnostic(.error, at: .init(file: display, line: 1, column: 1), "the file cannot be read"))
                continue
            }
            guard data.count <= SpecSourceFile.maximumSize else {
                problems.append(
                    Diagnostic(.error, at: .init(file: display, line: 1, column: 1), "the file is larger than \(SpecSourceFile.maximumSize >> 20) MiB"))
                continue
            }
            files.append(SpecSourceFile(displayPath: display, relativePath: name, bytes: [UInt8](data)))
            workspacePaths[display] = workspace
        }
        guard problems.isEmpty else { throw .specErrors(side, label, problems) }
        return try loaded(files, side: side, label: label, revision: nil, workspacePaths: workspacePaths)
    }

    private static func loadGit(
        revision: String, path: String, side: Side, git: GitRepository, displayRoot: String?, workspaceRoot: String?
    ) throws(DiffFailure) -> LoadedSpec {
        _ = try git.commit(revision)
        let shown = workspaceRoot ?? SpecSource.displayPath(path)
        let label = displayRoot ?? "\(revision):\(shown)"
        var files: [SpecSourceFile] = []
        var workspacePaths: [String: String] = [:]
        switch try git.objectType(revision: revision, path: path) {
        case "tree"?:
            let entries = try git.entries(revision: revision, path: path)
                .filter { $0.type == "blob" && SpecLoader.isSpecFileName($0.name) }
                .sorted { $0.name < $1.name }
            guard !entries.isEmpty else {
                throw .specErrors(side, label, [Diagnostic(.error, at: .init(file: label, line: 1, column: 1), "the folder holds no .yaml spec files")])
            }
            for entry in entries {
                let display = "\(label)/\(entry.name)"
                let bytes = try git.blob(entry.object)
                files.append(SpecSourceFile(displayPath: display, relativePath: entry.name, bytes: bytes))
                workspacePaths[display] = shown == "." ? entry.name : "\(shown)/\(entry.name)"
            }
        case "blob"?:
            let bytes = try git.file(revision: revision, path: path)
            files.append(SpecSourceFile(displayPath: label, relativePath: PathText.lastComponent(of: shown), bytes: bytes))
            workspacePaths[label] = shown
        default:
            throw .git("'\(shown)' does not exist at revision '\(revision)'")
        }
        return try loaded(files, side: side, label: label, revision: revision, workspacePaths: workspacePaths)
    }

    private static func loaded(
        _ files: [SpecSourceFile], side: Side, label: String, revision: String?, workspacePaths: [String: String]
    ) throws(DiffFailure) -> LoadedSpec {
        do {
            let spec = try SpecLoader.load(files)
            return LoadedSpec(spec: spec, side: side, label: label, revision: revision, workspacePaths: workspacePaths)
        } catch {
            throw .specErrors(side, label, error.diagnostics)
        }
    }

    private static func relabel(_ diagnostic: Diagnostic, from root: String, to label: String) -> Diagnostic {
        guard root != label, diagnostic.location.file.hasPrefix(root) else { return diagnostic }
        var copy = diagnostic
        copy.location.file = label + diagnostic.location.file.dropFirst(root.count)
        return copy
    }
}
