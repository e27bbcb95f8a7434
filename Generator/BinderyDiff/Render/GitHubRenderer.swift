/// The report as GitHub Actions workflow commands: one annotation per change on the spec
/// file's line (the new spec's, or — for something removed — the nearest place in it), so the
/// pull request shows each change where it was made.
///
/// Failing changes are errors, other breaking ones (acknowledged, or outside `--fail-on`)
/// warnings, the rest notices. Stale and expired acknowledgements are warnings on the
/// acknowledgement file.
struct GitHubRenderer {
    let report: DiffReport

    func render() -> String {
        var lines: [String] = []
        for comparison in report.comparisons {
            for change in comparison.changes {
                lines.append(annotation(change, comparison))
            }
        }
        for entry in report.acknowledgements.expired {
            lines.append(
                command(
                    "warning", file: entry.location.file, line: entry.location.line, column: entry.location.column,
                    title: "Expired acknowledgement",
                    message: "The acknowledgement of \(entry.change) expired on \(entry.expires ?? ""); the change counts again."))
        }
        for entry in report.acknowledgements.stale {
            lines.append(
                command(
                    "warning", file: entry.location.file, line: entry.location.line, column: entry.location.column,
                    title: "Stale acknowledgement", message: "The acknowledgement of \(entry.change) matches no change; remove it."))
        }
        lines.append("bindery diff: " + ReportWording.summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    private func annotation(_ change: Change, _ comparison: SpecComparison) -> String {
        let acknowledged = report.acknowledgement(of: change, in: comparison)
        let level = report.fails(change, in: comparison) ? "error" : (change.isBreaking ? "warning" : "notice")
        var message = change.message
        message += "\nWire: \(ReportWording.wire(change)) — \(change.wireReason)."
        message += "\nSwift source: \(change.source.rawValue) — \(change.sourceReason)."
        if !change.swiftBefore.isEmpty, change.swiftBefore == change.swiftAfter {
            message += "\nSwift (unchanged): " + change.swiftAfter.joined(separator: "; ")
        } else if !change.swiftBefore.isEmpty || !change.swiftAfter.isEmpty {
            message += "\nSwift: " + (change.swiftBefore.isEmpty ? "(none)" : change.swiftBefore.joined(separator: "; "))
                + " → " + (change.swiftAfter.isEmpty ? "(none)" : change.swiftAfter.joined(separator: "; "))
        }
        if let migration = change.migration { message += "\nMigration: \(migration)" }
        if let acknowledged { message += "\nAcknowledged: \(acknowledged.reason)" }
        message += "\nId: \(change.identity)"
        let location = change.annotationLocation
        return command(
            level, file: location?.path, line: location?.line, column: location?.column,
            title: "\(change.rule.id) (wire: \(change.wire.rawValue), source: \(change.source.rawValue))", message: message)
    }

    private func command(_ level: String, file: String?, line: Int?, column: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(Self.property(file))") }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=\(Self.property(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(Self.data(message))"
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a command's property: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
