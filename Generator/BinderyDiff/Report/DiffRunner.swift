import BinderyGenerator
import Foundation

/// What to compare.
package enum DiffSides: Sendable {
    /// Two explicit sources: folders, or `REV:path`.
    case pair(old: SpecSource, new: SpecSource)
    /// The working tree's spec folders against the same folders at the merge base of `revision`
    /// and `HEAD` (what a pull request into `revision` changes). With no paths, every folder
    /// under `Specs/` on either side.
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
                    "no spec folders under Specs/ in \(directory) or at the merge base \(short) of \(revision): nothing was compared")
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

    /// The folders under `Specs/` in the working tree or at `base`, as `Specs/<name>`.
    private static func specFolders(in directory: String, at base: String, git: GitRepository) throws(DiffFailure) -> [String] {
        var names: Set<String> = []
        let local = PathText.appending("Specs", to: directory)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: local)) ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: PathText.appending(name, to: local), isDirectory: &isDirectory),
                isDirectory.boolValue, !name.hasPrefix(".")
            {
                names.insert(name)
            }
        }
        if try git.objectType(revision: base, path: "./Specs") == "tree" {
            for entry in try git.entries(revision: base, path: "./Specs") where entry.type == "tree" {
                names.insert(entry.name)
            }
        }
        return names.sorted().map { "Specs/\($0)" }
    }
}
