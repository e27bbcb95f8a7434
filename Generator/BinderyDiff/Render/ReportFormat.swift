/// The forms a report can take.
package enum ReportFormat: String, Sendable, CaseIterable {
    /// For people at a terminal (the default).
    case text
    /// For a pull-request comment.
    case markdown
    /// For programs; the shape is versioned (`bindery-diff/1`) and documented in docs/DIFF.md.
    case json
    /// GitHub Actions workflow commands: annotations on the spec files' lines.
    case github
}

/// Renders a report in a format.
package enum DiffRenderer {
    /// The report in `format`; `releaseNotes` gives the view grouped by endpoint instead
    /// (text or Markdown only).
    package static func render(_ report: DiffReport, format: ReportFormat, releaseNotes: Bool = false) -> String {
        if releaseNotes {
            return ReleaseNotesRenderer(report: report, markdown: format == .markdown).render()
        }
        switch format {
        case .text: return TextRenderer(report: report).render()
        case .markdown: return MarkdownRenderer(report: report).render()
        case .json: return JSONRenderer(report: report).render()
        case .github: return GitHubRenderer(report: report).render()
        }
    }
}

/// Wording shared by the renderers.
enum ReportWording {
    /// `breaking (request)`, `non-breaking`.
    static func wire(_ change: Change) -> String {
        guard change.wire.isBreaking else { return "non-breaking" }
        switch change.direction {
        case .request: return "breaking (request)"
        case .response: return "breaking (response)"
        case .both: return "breaking (request and response)"
        case .none: return "breaking"
        }
    }

    static func source(_ change: Change) -> String { change.source.rawValue }

    /// `Specs/Shop/cart.yaml:14:7`, marked when it is in the old spec.
    static func location(_ location: ChangeLocation?) -> String {
        guard let location else { return "" }
        return location.side == .old ? "\(location) (old spec)" : location.description
    }

    /// `4 changes: 2 break the wire, 3 break Swift source, 1 acknowledged; 2 fail the run (--fail-on any).`
    static func summary(_ report: DiffReport) -> String {
        let summary = report.summary
        guard summary.changes > 0 else { return "No changes." }
        var parts = [
            "\(summary.wireBreaking) break\(summary.wireBreaking == 1 ? "s" : "") the wire",
            "\(summary.sourceBreaking) break\(summary.sourceBreaking == 1 ? "s" : "") Swift source",
        ]
        if summary.acknowledged > 0 { parts.append("\(summary.acknowledged) acknowledged") }
        let failing = summary.failing == 0
            ? "none fails the run"
            : "\(summary.failing) fail\(summary.failing == 1 ? "s" : "") the run"
        return "\(summary.changes) change\(summary.changes == 1 ? "" : "s"): \(parts.joined(separator: ", ")); \(failing) (--fail-on \(report.failOn.rawValue))."
    }

    /// `expires 2025-12-31` or empty.
    static func expiry(_ entry: Acknowledgement) -> String {
        entry.expires.map { " (until \($0))" } ?? ""
    }

    /// Changes of a comparison grouped by severity, in severity order.
    static func groups(_ comparison: SpecComparison) -> [(ChangeSeverity, [Change])] {
        ChangeSeverity.allCases.compactMap { severity in
            let changes = comparison.changes.filter { ChangeSeverity($0) == severity }
            return changes.isEmpty ? nil : (severity, changes)
        }
    }
}
