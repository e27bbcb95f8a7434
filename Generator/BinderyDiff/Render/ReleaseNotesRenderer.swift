/// The same diff as release notes: what changed, grouped by endpoint (a change to a shared
/// model appears under every endpoint it reaches), then what concerns the client as a whole.
struct ReleaseNotesRenderer {
    let report: DiffReport
    let markdown: Bool

    func render() -> String {
        var lines: [String] = []
        for comparison in report.comparisons {
            lines += notes(comparison)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func notes(_ comparison: SpecComparison) -> [String] {
        var lines: [String] = []
        let title = "\(comparison.name): changes from \(comparison.old ?? "nothing") to \(comparison.new ?? "nothing")"
        lines.append(markdown ? "## \(title)" : title)
        guard !comparison.changes.isEmpty else {
            lines.append(markdown ? "\nNo changes.\n" : "  No changes.\n")
            return lines
        }
        for endpoint in comparison.endpoints {
            let changes = bySeverity(comparison.changes.filter { $0.endpoints.contains(endpoint.name) && !isWholeAPI($0) })
            guard !changes.isEmpty else { continue }
            let heading = "\(endpoint.name) (\(endpoint.method) \(endpoint.path))" + (endpoint.removed ? " — removed" : "")
            lines.append("")
            lines.append(markdown ? "### `\(endpoint.name)` — `\(endpoint.method) \(endpoint.path)`\(endpoint.removed ? " (removed)" : "")" : heading)
            if markdown { lines.append("") }
            for change in changes { lines += item(change, comparison) }
        }
        let general = bySeverity(comparison.changes.filter { $0.endpoints.isEmpty || isWholeAPI($0) })
        if !general.isEmpty {
            lines.append("")
            lines.append(markdown ? "### Client and models" : "Client and models")
            if markdown { lines.append("") }
            for change in general { lines += item(change, comparison) }
        }
        lines.append("")
        return lines
    }

    /// Breaking changes first, otherwise in report order.
    private func bySeverity(_ changes: [Change]) -> [Change] {
        changes.enumerated().sorted { a, b in
            let (x, y) = (ChangeSeverity(a.element), ChangeSeverity(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// Changes that concern every endpoint are listed once, under the client.
    private func isWholeAPI(_ change: Change) -> Bool {
        change.rule.id.hasPrefix("api.") || change.rule.id.hasPrefix("server.") || change.rule.id.hasPrefix("spec.")
            || change.subject == "defaultAuth"
    }

    private func item(_ change: Change, _ comparison: SpecComparison) -> [String] {
        var tags: [String] = []
        if change.wire.isBreaking { tags.append("breaks shipped apps") }
        if change.source.isBreaking { tags.append("breaks Swift source") }
        if report.acknowledgement(of: change, in: comparison) != nil { tags.append("acknowledged") }
        let prefix = tags.isEmpty ? "" : (markdown ? "**\(tags.joined(separator: ", ").capitalizedFirst)**: " : "[\(tags.joined(separator: ", "))] ")
        var lines = [(markdown ? "- " : "  - ") + prefix + change.message]
        if let migration = change.migration {
            lines.append((markdown ? "  " : "    ") + "Migration: " + migration)
        }
        return lines
    }
}

extension String {
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
