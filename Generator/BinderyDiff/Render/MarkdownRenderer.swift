/// The report as a pull-request comment: a summary, a table of every change, then the
/// details of each in a collapsed section.
struct MarkdownRenderer {
    let report: DiffReport

    func render() -> String {
        var lines: [String] = []
        let summary = report.summary
        let headline = summary.failing > 0
            ? "❌ **\(summary.failing) change\(summary.failing == 1 ? "" : "s") fail\(summary.failing == 1 ? "s" : "") the check**"
            : (summary.changes == 0 ? "✅ **No changes**" : "✅ **No change fails the check**")
        lines.append("## bindery diff")
        lines.append("")
        lines.append("\(headline) — \(ReportWording.summary(report))")
        for comparison in report.comparisons {
            lines.append("")
            lines.append("### \(comparison.name)")
            lines.append("")
            lines.append("`\(comparison.old ?? "(none)")` → `\(comparison.new ?? "(none)")`")
            guard !comparison.changes.isEmpty else {
                lines.append("")
                lines.append("No changes.")
                continue
            }
            lines.append("")
            lines.append("| | Change | Wire (shipped apps) | Swift source | Where |")
            lines.append("| --- | --- | --- | --- | --- |")
            for (_, changes) in ReportWording.groups(comparison) {
                for change in changes {
                    let where_ = change.location.map { "`\($0.file):\($0.line)`" + ($0.side == .old ? " (old)" : "") } ?? ""
                    lines.append(
                        "| \(status(change, comparison)) | \(cell(change.message)) | \(verdict(change.wire, ReportWording.wire(change))) | \(verdict(change.source, change.source.rawValue)) | \(cell(where_)) |")
                }
            }
            lines.append("")
            lines.append("<details><summary>Details of \(comparison.changes.count) change\(comparison.changes.count == 1 ? "" : "s")</summary>")
            for (_, changes) in ReportWording.groups(comparison) {
                for change in changes {
                    lines.append("")
                    lines += details(change, comparison)
                }
            }
            lines.append("")
            lines.append("</details>")
        }
        let acknowledgements = report.acknowledgements
        if !acknowledgements.expired.isEmpty || !acknowledgements.stale.isEmpty {
            lines.append("")
            lines.append("### Acknowledgements to update")
            lines.append("")
            for entry in acknowledgements.expired {
                lines.append("- ⏰ `\(entry.change)` expired on \(entry.expires ?? "") (`\(entry.location)`): the change counts again.")
            }
            for entry in acknowledgements.stale {
                lines.append("- 🧹 `\(entry.change)` matches no change (`\(entry.location)`): remove it.")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func status(_ change: Change, _ comparison: SpecComparison) -> String {
        if report.acknowledgement(of: change, in: comparison) != nil { return "🆗 acknowledged" }
        if report.fails(change, in: comparison) { return "❌" }
        return change.isBreaking ? "⚠️" : "✅"
    }

    private func verdict(_ verdict: Verdict, _ text: String) -> String {
        verdict.isBreaking ? "💥 \(text)" : text
    }

    private func details(_ change: Change, _ comparison: SpecComparison) -> [String] {
        var lines = ["#### `\(change.identity)`", "", change.message, ""]
        if let location = change.location { lines.append("- **Where:** `\(ReportWording.location(location))`") }
        lines.append("- **Wire:** \(ReportWording.wire(change)) — \(change.wireReason)")
        lines.append("- **Swift source:** \(change.source.rawValue) — \(change.sourceReason)")
        if !change.swiftBefore.isEmpty || !change.swiftAfter.isEmpty {
            lines.append("- **Swift:**")
            lines.append("  ```diff")
            if change.swiftBefore == change.swiftAfter {
                for symbol in change.swiftAfter { lines.append("    \(symbol)") }
            } else {
                for symbol in change.swiftBefore { lines.append("  - \(symbol)") }
                for symbol in change.swiftAfter { lines.append("  + \(symbol)") }
            }
            lines.append("  ```")
        }
        if let migration = change.migration { lines.append("- **Migration:** \(migration)") }
        if !change.endpoints.isEmpty {
            lines.append("- **Reaches:** \(change.endpoints.map { "`\($0)`" }.joined(separator: ", "))")
        }
        if let entry = report.acknowledgement(of: change, in: comparison) {
            lines.append("- **Acknowledged**\(ReportWording.expiry(entry)): \(entry.reason)")
        }
        return lines
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
