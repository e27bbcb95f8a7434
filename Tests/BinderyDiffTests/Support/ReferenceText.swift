import Foundation
import Testing

/// Compares text with a checked-in reference file, or rewrites the file when
/// `BINDERY_UPDATE_REFERENCE=1` is set.
enum ReferenceText {
    static func check(_ actual: String, against file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Paths.updatingReferences {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "missing reference \(file.path); run BINDERY_UPDATE_REFERENCE=1 swift test --filter BinderyDiffTests",
                sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "\(file.path) differs (- expected, + actual):\n\(LineDiff.render(old: expected, new: actual, context: 2))",
                sourceLocation: sourceLocation)
        }
    }
}

/// A line diff by longest common subsequence; small inputs only.
enum LineDiff {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    static func lines(old: [String], new: [String]) -> [Line] {
        let n = old.count
        let m = new.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }

    /// Changed lines with `context` lines around them; `…` between distant hunks.
    static func render(old: String, new: String, context: Int) -> String {
        let diff = lines(old: old.components(separatedBy: "\n"), new: new.components(separatedBy: "\n"))
        let changed = diff.indices.filter { if case .same = diff[$0] { return false } else { return true } }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(diff.count - 1, index + context) { shown.insert(near) }
        }
        var output: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if let previous, index > previous + 1 { output.append("…") }
            switch diff[index] {
            case .same(let text): output.append("  " + text)
            case .removed(let text): output.append("- " + text)
            case .added(let text): output.append("+ " + text)
            }
            previous = index
        }
        return output.joined(separator: "\n")
    }
}
