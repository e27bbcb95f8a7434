/// The report for programs. The shape is versioned by `schema` (`bindery-diff/1`): fields may
/// be added within a version, never removed or changed. docs/DIFF.md documents every field.
struct JSONRenderer {
    let report: DiffReport

    /// The schema this renderer writes.
    static let schema = "bindery-diff/1"

    func render() -> String {
        let summary = report.summary
        let value = JSONValue.object([
            ("schema", .string(Self.schema)),
            ("failOn", .string(report.failOn.rawValue)),
            ("exitStatus", .number(Int(report.exitStatus))),
            ("summary", .object([
                ("changes", .number(summary.changes)),
                ("wireBreaking", .number(summary.wireBreaking)),
                ("sourceBreaking", .number(summary.sourceBreaking)),
                ("acknowledged", .number(summary.acknowledged)),
                ("failing", .number(summary.failing)),
            ])),
            ("comparisons", .array(report.comparisons.map(comparison))),
            ("acknowledgements", .object([
                ("expired", .array(report.acknowledgements.expired.map(entry))),
                ("stale", .array(report.acknowledgements.stale.map(entry))),
            ])),
        ])
        return value.text() + "\n"
    }

    private func comparison(_ comparison: SpecComparison) -> JSONValue {
        .object([
            ("api", .string(comparison.name)),
            ("old", .optional(comparison.old)),
            ("new", .optional(comparison.new)),
            ("changes", .array(comparison.changes.map { change($0, comparison) })),
        ])
    }

    private func change(_ change: Change, _ comparison: SpecComparison) -> JSONValue {
        let acknowledgement = report.acknowledgement(of: change, in: comparison)
        return .object([
            ("id", .string(change.identity)),
            ("rule", .string(change.rule.id)),
            ("subject", .string(change.subject)),
            ("wire", .string(change.wire.rawValue)),
            ("source", .string(change.source.rawValue)),
            ("direction", .string(change.direction.rawValue)),
            ("message", .string(change.message)),
            ("wireReason", .string(change.wireReason)),
            ("sourceReason", .string(change.sourceReason)),
            ("migration", .optional(change.migration)),
            ("swift", .object([
                ("before", .array(change.swiftBefore.map(JSONValue.string))),
                ("after", .array(change.swiftAfter.map(JSONValue.string))),
            ])),
            ("endpoints", .array(change.endpoints.map(JSONValue.string))),
            ("location", location(change.location)),
            ("anchor", location(change.anchor)),
            ("fails", .bool(report.fails(change, in: comparison))),
            ("acknowledged", acknowledgement.map(entry) ?? .null),
        ])
    }

    private func location(_ location: ChangeLocation?) -> JSONValue {
        guard let location else { return .null }
        return .object([
            ("side", .string(location.side.rawValue)),
            ("file", .string(location.file)),
            ("path", .string(location.path)),
            ("line", .number(location.line)),
            ("column", .number(location.column)),
        ])
    }

    private func entry(_ entry: Acknowledgement) -> JSONValue {
        .object([
            ("change", .string(entry.change)),
            ("reason", .string(entry.reason)),
            ("expires", .optional(entry.expires)),
            ("spec", .optional(entry.spec)),
            ("location", .string(entry.location.description)),
        ])
    }
}
