import Testing

/// The diff the reference tests print must itself be right.
@Suite("UnifiedDiff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y") == "")
    }

    @Test func changedLineShowsWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 6", with: "line six")
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "expected", newName: "generated") == """
            --- expected
            +++ generated
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let lines = (1...20).map { "\($0)" }
        let old = lines.joined(separator: "\n")
        var changed = lines
        changed.insert("new", at: 19)
        changed.remove(at: 1)
        let new = changed.joined(separator: "\n")
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b", context: 1) == """
            --- a
            +++ b
            @@ -1,3 +1,2 @@
             1
            -2
             3
            @@ -19,2 +18,3 @@
             19
            +new
             20
            """)
    }
}
