import BinderyGenerator
import Foundation

/// What to compare.
package enum DiffSides: Sendable {
    /// Two explicit sources: folders, or `REV:path`.
    case pair(old: SpecSource, new: SpecSource)
    /// The working tree's spec folders against the same folders at the merge base of `revision`
    /// and `HEAD` (what a pull request into `revision` changes). With no paths, every spec
    /// folder on either side: `Specs/<Name>` and `Sources/<Name>/Specs`.
    case base(revision: String, paths: [String])
}

/// Runs a whole comparison: loads both sides, compares, applies acknowledgements.
package enum DiffRunner {
    /// Compares `sides`. Paths are relative to `directory`, where git also runs.
    /// `today` (`YYYY-MM-DD`) decides which acknowledgements have expired.
    package static func run(
        _ sides: DiffSides, in directory: String = FileManager.default.currentDirectoryPath, failOn: FailPolicy = .any,
        acknowledgements: [Acknowledgement] = [], today: String = AcknowledgementFile.today()
    ) throws(DiffFailure) -> DiffReport {
        let git = GitRepository(directory: directory)
        let comparisons: [SpecComparison]
        switch sides {
        case .pair(let old, let new):
            let oldSpec = try SpecSourceLoader.load(resolved(old, in: directory), side: .old, git: git, displayRoot: old.description)
            let newSpec = try SpecSourceLoader.load(resolved(new, in: directory), side: .new, git: git, displayRoot: new.description)
            comparisons = [SpecComparer.compare(old: oldSpec, new: newSpec)]
        case .base(let revision, let paths):
            comparisons = try compareWithBase(revision, paths: paths, in: directory, git: git)
        }
        let outcome = AcknowledgementOutcome(entries: acknowledgements, comparisons: comparisons, today: today)
        return DiffReport(comparisons: comparisons, failOn: failOn, acknowledgements: outcome)
    }

    /// A folder source relative to `directory`; git sources are resolved by git itself.
    private static func resolved(_ source: SpecSource, in directory: String) -> SpecSource {
        guard case .folder(let path) = source, !path.hasPrefix("/") else { return source }
        return .folder(PathText.appending(path, to: directory))
    }

    private static func compareWithBase(
        _ revision: String, paths: [String], in directory: String, git: GitRepository
    ) throws(DiffFailure) -> [SpecComparison] {
        let base = try git.mergeBase(revision, "HEAD")
        let short = String(base.prefix(10))
        let topLevel = try git.topLevel()
        var folders = paths.map { SpecSource.trimmed($0) }
        if folders.isEmpty {
            folders = try specFolders(in: directory, at: base, git: git)
            guard !folders.isEmpty else {
                throw .nothingToCompare(
                    "no spec folders (Specs/<Name>/ or Sources/<Name>/Specs/) in \(directory) or at the merge base \(short) of \(revision): nothing was compared")
            }
        }
        var comparisons: [SpecComparison] = []
        for folder in folders {
            let absolute = folder.hasPrefix("/") ? folder : PathText.appending(folder, to: directory)
            let gitPath: String
            if folder.hasPrefix("/") {
                guard absolute.hasPrefix(topLevel + "/") else {
                    throw .invalidArgument("\(folder) is not inside the git repository at \(topLevel)")
                }
                gitPath = String(absolute.dropFirst(topLevel.count + 1))
            } else {
                gitPath = "./" + folder
            }
            let existsNow = FileManager.default.fileExists(atPath: absolute)
            let existedThen = try git.objectType(revision: base, path: gitPath) != nil
            let display = SpecSource.displayPath(folder.hasPrefix("/") ? gitPath : folder)
            let fromRoot = relativePath(of: absolute, under: topLevel) ?? display
            switch (existedThen, existsNow) {
            case (false, false):
                throw .nothingToCompare("\(folder) exists neither in the working tree nor at the merge base \(short) of \(revision)")
            case (false, true):
                let new = try SpecSourceLoader.load(
                    .folder(absolute), side: .new, git: git, displayRoot: display, workspaceRoot: fromRoot)
                comparisons.append(SpecComparer.added(new))
            case (true, false):
                let old = try SpecSourceLoader.load(
                    .git(revision: base, path: gitPath), side: .old, git: git, displayRoot: "\(short):\(display)",
                    workspaceRoot: fromRoot)
                comparisons.append(SpecComparer.removed(old))
            case (true, true):
                let old = try SpecSourceLoader.load(
                    .git(revision: base, path: gitPath), side: .old, git: git, displayRoot: "\(short):\(display)",
                    workspaceRoot: fromRoot)
                let new = try SpecSourceLoader.load(
                    .folder(absolute), side: .new, git: git, displayRoot: display, workspaceRoot: fromRoot)
                var comparison = SpecComparer.compare(old: old, new: new)
                comparison.old = "\(short):\(display) (merge base with \(revision))"
                comparisons.append(comparison)
            }
        }
        return comparisons
    }

    /// `path` relative to `root`, symbolic links resolved, or nil when it is not inside it.
    private static func relativePath(of path: String, under root: String) -> String? {
        let resolvedPath = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let resolvedRoot = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolvedPath.hasPrefix(resolvedRoot + "/") else { return nil }
        return String(resolvedPath.dropFirst(resolvedRoot.count + 1))
    }

    /// The spec folders in the working tree or at `base`, in the two places the build plugin
    /// looks for a target's spec: `Specs/<Name>` at the root and `Sources/<Name>/Specs`.
    private static func specFolders(in directory: String, at base: String, git: GitRepository) throws(DiffFailure) -> [String] {
        var folders: Set<String> = []
        for name in localSubfolders("Specs", in: directory) {
            folders.insert("Specs/\(name)")
        }
        for name in localSubfolders("Sources", in: directory) where isLocalFolder("Sources/\(name)/Specs", in: directory) {
            folders.insert("Sources/\(name)/Specs")
        }
        for name in try gitSubfolders("./Specs", at: base, git: git) {
            folders.insert("Specs/\(name)")
        }
        for name in try gitSubfolders("./Sources", at: base, git: git)
        where try git.objectType(revision: base, path: "./Sources/\(name)/Specs") == "tree" {
            folders.insert("Sources/\(name)/Specs")
        }
        return folders.sorted()
    }

    /// The names of the folders in `path` (relative to `directory`), hidden ones left out.
    private static func localSubfolders(_ path: String, in directory: String) -> [String] {
        let folder = PathText.appending(path, to: directory)
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasPrefix(".") && isLocalFolder("\(path)/\($0)", in: directory) }
    }

    private static func isLocalFolder(_ path: String, in directory: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: PathText.appending(path, to: directory), isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The names of the folders in `path` at `revision`; none when it is not a folder there.
    private static func gitSubfolders(_ path: String, at revision: String, git: GitRepository) throws(DiffFailure) -> [String] {
        guard try git.objectType(revision: revision, path: path) == "tree" else { return [] }
        return try git.entries(revision: revision, path: path).filter { $0.type == "tree" }.map(\.name)
    }
}
