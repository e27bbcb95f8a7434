import Testing

/// Expects `actual` to equal `expected`, showing a unified diff (expected → actual) when not.
func expectSameText(
    _ actual: String, _ expected: String, _ name: String = "text", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let diff = UnifiedDiff.make(old: expected, new: actual, oldName: "expected \(name)", newName: "generated \(name)")
    Issue.record("\(name) differs:\n\(diff)", sourceLocation: sourceLocation)
}
