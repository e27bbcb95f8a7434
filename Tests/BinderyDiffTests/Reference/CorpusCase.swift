import BinderyDiff
import Foundation

/// One folder of the corpus: a spec pair exercising one rule (`<rule>` or `<rule>@<variant>`).
struct CorpusCase: Sendable, CustomStringConvertible {
    let name: String

    var description: String { name }

    /// The rule the case is about.
    var rule: String { String(name.split(separator: "@", maxSplits: 1)[0]) }

    /// Whether it is the rule's main example (not a variant).
    var isMain: Bool { !name.contains("@") }

    var folder: URL { Paths.corpus.appendingPathComponent(name) }
    var oldFolder: URL { folder.appendingPathComponent("old") }
    var newFolder: URL { folder.appendingPathComponent("new") }

    /// Every case, sorted by name.
    static let all: [CorpusCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.corpus.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasPrefix("_") }.sorted().map(CorpusCase.init)
    }()

    /// The case's comparison; its files are shown as `old/…` and `new/…`.
    func comparison() throws -> SpecComparison {
        let hasOld = FileManager.default.fileExists(atPath: oldFolder.path)
        let hasNew = FileManager.default.fileExists(atPath: newFolder.path)
        let old = hasOld ? try SpecSourceLoader.load(.folder(oldFolder.path), side: .old, displayRoot: "old") : nil
        let new = hasNew ? try SpecSourceLoader.load(.folder(newFolder.path), side: .new, displayRoot: "new") : nil
        switch (old, new) {
        case (let old?, let new?): return SpecComparer.compare(old: old, new: new)
        case (nil, let new?): return SpecComparer.added(new)
        case (let old?, nil): return SpecComparer.removed(old)
        case (nil, nil): throw CorpusError.empty(name)
        }
    }

    func report() throws -> DiffReport {
        DiffReport(comparisons: [try comparison()], failOn: .any)
    }

    /// The reports every case checks, by file name.
    static let formats: [(file: String, format: ReportFormat, releaseNotes: Bool)] = [
        ("expected.txt", .text, false),
        ("expected.md", .markdown, false),
        ("expected.json", .json, false),
        ("expected.github", .github, false),
        ("expected-notes.txt", .text, true),
    ]
}

enum CorpusError: Error {
    case empty(String)
}
