/// Which breaking changes fail a run.
package enum FailPolicy: String, Sendable, CaseIterable {
    /// Changes that break apps already shipped.
    case wire
    /// Changes that break Swift code using the generated library.
    case source
    /// Either.
    case any
    /// None: report only.
    case none

    /// Whether `change` fails a run under this policy (before acknowledgements).
    package func fails(_ change: Change) -> Bool {
        switch self {
        case .wire: change.wire.isBreaking
        case .source: change.source.isBreaking
        case .any: change.wire.isBreaking || change.source.isBreaking
        case .none: false
        }
    }
}

/// The two specs of one comparison, as reports name them.
package struct SpecComparison: Sendable {
    /// The API's name (the new spec's, or the old one's when it was removed).
    package var name: String
    /// How the old side is named (`main:Specs/Shop`), or nil when it did not exist.
    package var old: String?
    /// How the new side is named (`Specs/Shop`), or nil when it no longer exists.
    package var new: String?
    /// The changes, in report order.
    package var changes: [Change]
    /// The endpoints of both specs (the new spec's in order, then those removed), for views
    /// grouped by endpoint.
    package var endpoints: [EndpointSummary]

    /// Creates a comparison.
    package init(name: String, old: String?, new: String?, changes: [Change], endpoints: [EndpointSummary] = []) {
        self.name = name
        self.old = old
        self.new = new
        self.changes = changes
        self.endpoints = endpoints
    }
}

/// An endpoint as views grouped by endpoint title it.
package struct EndpointSummary: Sendable, Hashable {
    /// The spec name.
    package var name: String
    /// The HTTP method: `GET`.
    package var method: String
    /// The path template: `/items/{id}`.
    package var path: String
    /// Whether only the old spec has it.
    package var removed: Bool

    /// Creates a summary.
    package init(name: String, method: String, path: String, removed: Bool) {
        self.name = name
        self.method = method
        self.path = path
        self.removed = removed
    }
}

/// The outcome of a `bindery diff` run: every comparison's changes, what the acknowledgement
/// file excused, and which changes fail the run.
package struct DiffReport: Sendable {
    /// One comparison per spec pair.
    package var comparisons: [SpecComparison]
    /// Which breaking changes fail the run.
    package var failOn: FailPolicy
    /// What the acknowledgement file matched.
    package var acknowledgements: AcknowledgementOutcome

    /// Creates a report.
    package init(comparisons: [SpecComparison], failOn: FailPolicy = .any, acknowledgements: AcknowledgementOutcome = .init()) {
        self.comparisons = comparisons
        self.failOn = failOn
        self.acknowledgements = acknowledgements
    }

    /// The entry that excuses `change` in `comparison`, if any.
    package func acknowledgement(of change: Change, in comparison: SpecComparison) -> Acknowledgement? {
        acknowledgements.acknowledged[AcknowledgementOutcome.key(comparison.name, change.identity)]
    }

    /// Whether `change` fails the run: breaking under the policy and not acknowledged.
    package func fails(_ change: Change, in comparison: SpecComparison) -> Bool {
        failOn.fails(change) && acknowledgement(of: change, in: comparison) == nil
    }

    /// Every change, with its comparison.
    package var allChanges: [(comparison: SpecComparison, change: Change)] {
        comparisons.flatMap { comparison in comparison.changes.map { (comparison, $0) } }
    }

    /// How many changes fail the run.
    package var failingCount: Int { allChanges.filter { fails($0.change, in: $0.comparison) }.count }

    /// The process exit status: 0 when nothing fails, 1 when something does.
    package var exitStatus: Int32 { failingCount > 0 ? 1 : 0 }

    /// Counts for summaries.
    package struct Summary: Sendable, Equatable {
        /// Every change.
        package var changes = 0
        /// Changes that break apps already shipped.
        package var wireBreaking = 0
        /// Changes that break Swift source.
        package var sourceBreaking = 0
        /// Changes an acknowledgement excuses.
        package var acknowledged = 0
        /// Changes that fail the run.
        package var failing = 0
    }

    /// Counts over every comparison.
    package var summary: Summary {
        var summary = Summary()
        for (comparison, change) in allChanges {
            summary.changes += 1
            if change.wire.isBreaking { summary.wireBreaking += 1 }
            if change.source.isBreaking { summary.sourceBreaking += 1 }
            if acknowledgement(of: change, in: comparison) != nil { summary.acknowledged += 1 }
            if fails(change, in: comparison) { summary.failing += 1 }
        }
        return summary
    }
}

/// How a change is grouped in reports: by which of its verdicts break.
package enum ChangeSeverity: Int, Sendable, CaseIterable, Comparable {
    /// Breaks both the wire and Swift source.
    case both
    /// Breaks the wire only.
    case wire
    /// Breaks Swift source only.
    case source
    /// Breaks nothing.
    case none

    /// The group of `change`.
    package init(_ change: Change) {
        switch (change.wire.isBreaking, change.source.isBreaking) {
        case (true, true): self = .both
        case (true, false): self = .wire
        case (false, true): self = .source
        case (false, false): self = .none
        }
    }

    /// The heading of the group.
    package var title: String {
        switch self {
        case .both: "Breaking on the wire and in Swift source"
        case .wire: "Breaking on the wire (Swift source compatible)"
        case .source: "Breaking in Swift source (wire compatible)"
        case .none: "Not breaking"
        }
    }

    package static func < (lhs: ChangeSeverity, rhs: ChangeSeverity) -> Bool { lhs.rawValue < rhs.rawValue }
}
