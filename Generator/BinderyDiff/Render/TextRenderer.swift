/// The report for people at a terminal: each comparison's changes grouped by what they
/// break, each with where, why, the Swift before and after, and what to do.
struct TextRenderer {
    let report: DiffReport

    func render() -> String {
        var lines: [String] = []
        for comparison in report.comparisons {
            lines.append("bindery diff: \(comparison.name)")
            lines.append("  old: \(comparison.old ?? "(none)")")
            lines.append("  new: \(comparison.new ?? "(none)")")
            if comparison.changes.isEmpty {
                lines.append("  no changes")
            }
            for (severity, changes) in ReportWording.groups(comparison) {
                lines.append("")
                lines.append("\(severity.title) (\(changes.count))")
                for change in changes {
                    lines.append("")
                    lines += render(change, in: comparison)
                }
            }
            lines.append("")
        }
        lines += acknowledgementLines()
        lines.append(ReportWording.summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ change: Change, in comparison: SpecComparison) -> [String] {
        var status = ""
        if let entry = report.acknowledgement(of: change, in: comparison) {
            status = "  [acknowledged\(ReportWording.expiry(entry))]"
        } else if report.fails(change, in: comparison) {
            status = "  [fails]"
        }
        var lines = ["  \(change.identity)\(status)"]
        if change.location != nil { lines.append("  \(ReportWording.location(change.location))") }
        lines.append("  \(change.message)")
        lines.append("    wire    \(ReportWording.wire(change)): \(change.wireReason)")
        lines.append("    source  \(ReportWording.source(change)): \(change.sourceReason)")
        if !change.swiftBefore.isEmpty, change.swiftBefore == change.swiftAfter {
            for (index, symbol) in change.swiftAfter.enumerated() {
                lines.append("    \(index == 0 ? "swift   " : "        ")same \(symbol)")
            }
        } else {
            for (index, symbol) in change.swiftBefore.enumerated() {
                lines.append("    \(index == 0 ? "swift   " : "        ")was \(symbol)")
            }
            for (index, symbol) in change.swiftAfter.enumerated() {
                lines.append("    \(index == 0 && change.swiftBefore.isEmpty ? "swift   " : "        ")now \(symbol)")
            }
        }
        if let migration = change.migration { lines.append("    fix     \(migration)") }
        if !change.endpoints.isEmpty { lines.append("    reaches \(Self.list(change.endpoints))") }
        if let entry = report.acknowledgement(of: change, in: comparison) {
            lines.append("    ack     \(entry.reason) (\(entry.location))")
        }
        return lines
    }

    /// At most eight names, then how many more.
    static func list(_ names: [String]) -> String {
        names.count <= 8 ? names.joined(separator: ", ") : names.prefix(8).joined(separator: ", ") + " and \(names.count - 8) more"
    }

    private func acknowledgementLines() -> [String] {
        var lines: [String] = []
        for entry in report.acknowledgements.expired {
            lines.append("\(entry.location): warning: the acknowledgement of '\(entry.change)' expired on \(entry.expires ?? ""); the change counts again")
        }
        for entry in report.acknowledgements.stale {
            lines.append("\(entry.location): warning: the acknowledgement of '\(entry.change)' matches no change; remove it")
        }
        if !lines.isEmpty { lines.append("") }
        return lines
    }
}
