/// A line-by-line unified diff, for showing how generated text differs from what was expected.
enum UnifiedDiff {
    /// The diff of `old` and `new` with `context` lines around each change, in `diff -u` form;
    /// empty when they are equal.
    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let edits = script(a, b)
        var output = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(edits, context: context) {
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            for edit in hunk {
                switch edit.kind {
                case .keep: output.append(" " + a[edit.oldIndex])
                case .delete: output.append("-" + a[edit.oldIndex])
                case .insert: output.append("+" + b[edit.newIndex])
                }
            }
        }
        return output.joined(separator: "\n")
    }

    private struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// The line's index in the old text (for an insertion: where it goes).
        var oldIndex: Int
        /// The line's index in the new text (for a deletion: where it was).
        var newIndex: Int
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The shortest edit script by longest common subsequence; fine for files of a few
    /// thousand lines.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        // Common prefix and suffix first: most diffs are small changes in long files.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        var i = 0
        var j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
                edits.append(Edit(kind: .keep, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if i < middleA.count, j == middleB.count || table[i + 1][j] >= table[i][j + 1] {
                // Deletions before insertions, as `diff -u` shows a changed line.
                edits.append(Edit(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            }
        }
        for k in 0..<suffix {
            edits.append(Edit(kind: .keep, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
        }
        return edits
    }

    /// The edits grouped into hunks: each change with `context` unchanged lines around it.
    private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { Array(edits[$0]) }
    }
}
