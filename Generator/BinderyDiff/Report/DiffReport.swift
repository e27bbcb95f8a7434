/// Which breaking changes fail a run.
public enum FailPolicy: String, Sendable, CaseIterable {
    /// Changes that break apps already shipped.
    case wire
    /// Changes that break Swift code using the generated library.
    case source
    /// Either.
    case any
    /// None: report only.
    case none

    /// Whether `change` fails a run under this policy (before acknowledgements).
    public func fails(_ change: Change) -> Bool {
        switch self {
        case .wire: change.wire.isBreaking
        case .source: change.source.isBreaking
        case .any: change.wire.isBreaking || change.source.isBreaking
        case .none: false
        }
    }
}

/// The two specs of one comparison, as reports name them.
public struct SpecComparison: Sendable {
    /// The API's name (the new spec's, or the old one's when it was removed).
    public var name: String
    /// How the old side is named (`main:Specs/Shop`), or nil when it did not exist.
    public var old: String?
    /// How the new side is named (`Specs/Shop`), or nil when it no longer exists.
    public var new: String?
    /// The changes, in report order.
    public var changes: [Change]
    /// The endpoints of both specs (the new spec's in order, then those removed), for views
    /// grouped by endpoint.
    public var endpoints: [EndpointSummary]

    /// Creates a comparison.
    public init(name: String, old: String?, new: String?, changes: [Change], endpoints: [EndpointSummary] = []) {
        self.name = name
        self.old = old
        self.new = new
        self.changes = changes
        self.endpoints = endpoints
    }
}

/// An endpoint as views grouped by endpoint title it.
public struct EndpointSummary: Sendable, Hashable {
    /// The spec name.
    public var name: String
    /// The HTTP method: `GET`.
    public var method: String
    /// The path template: `/items/{id}`.
    public var path: String
    /// Whether only the old spec has it.
    public var removed: Bool

    /// Creates a summary.
    public init(name: String, method: String, path: String, removed: Bool) {
        self.name = name
        self.method = method
        self.path = path
        self.removed = removed
    }
}

/// The outcome of a `bindery diff` run: every comparison's changes, what the acknowledgement
/// file excused, and which changes fail the run.
public struct DiffReport: Sendable {
    /// One comparison per spec pair.
    public var comparisons: [SpecComparison]
    /// Which breaking changes fail the run.
    public var failOn: FailPolicy
    /// What the acknowledgement file matched.
    public var acknowledgements: AcknowledgementOutcome

    /// Creates a report.
    public init(comparisons: [SpecComparison], failOn: FailPolicy = .any, acknowledgements: AcknowledgementOutcome = .init()) {
        self.comparisons = comparisons
        self.failOn = failOn
        self.acknowledgements = acknowledgements
    }

    /// The entry that excuses `change` in `comparison`, if any.
    public func acknowledgement(of change: Change, in comparison: SpecComparison) -> Acknowledgement? {
        acknowledgements.acknowledged[AcknowledgementOutcome.key(comparison.name, change.identity)]
    }

    /// Whether `change` fails the run: breaking under the policy and not acknowledged.
    public func fails(_ change: Change, in comparison: SpecComparison) -> Bool {
        failOn.fails(change) && acknowledgement(of: change, in: comparison) == nil
    }

    /// Every change, with its comparison.
    public var allChanges: [(comparison: SpecComparison, change: Change)] {
        comparisons.flatMap { comparison in comparison.changes.map { (comparison, $0) } }
    }

    /// How many changes fail the run.
    public var failingCount: Int { allChanges.filter { fails($0.change, in: $0.comparison) }.count }

    /// The process exit status: 0 when nothing fails, 1 when something does.
    public var exitStatus: Int32 { failingCount > 0 ? 1 : 0 }

    /// Counts for summaries.
    public struct Summary: Sendable, Equatable {
        /// Every change.
        public var changes = 0
        /// Changes that break apps already shipped.
        public var wireBreaking = 0
        /// Changes that break Swift source.
        public var sourceBreaking = 0
        /// Changes an acknowledgement excuses.
        public var acknowledged = 0
        /// Changes that fail the run.
        public var failing = 0
    }

    /// Counts over every comparison.
    public var summary: Summary {
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
public enum ChangeSeverity: Int, Sendable, CaseIterable, Comparable {
    /// Breaks both the wire and Swift source.
    case both
    /// Breaks the wire only.
    case wire
    /// Breaks Swift source only.
    case source
    /// Breaks nothing.
    case none

    /// The group of `change`.
    public init(_ change: Change) {
        switch (change.wire.isBreaking, change.source.isBreaking) {
        case (true, true): self = .both
        case (true, false): self = .wire
        case (false, true): self = .source
        case (false, false): self = .none
        }
    }

    /// The heading of the group.
    public var title: String {
        switch self {
        case .both: "Breaking on the wire and in Swift source"
        case .wire: "Breaking on the wire (Swift source compatible)"
        case .source: "Breaking in Swift source (wire compatible)"
        case .none: "Not breaking"
        }
    }

    public static func < (lhs: ChangeSeverity, rhs: ChangeSeverity) -> Bool { lhs.rawValue < rhs.rawValue }
}
