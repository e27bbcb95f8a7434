import BinderyGenerator

/// One entry of an acknowledgement file: a breaking change made on purpose.
package struct Acknowledgement: Sendable, Hashable {
    /// The change's identity (`endpoint.parameter.removed:addToCart.amount`), or a prefix of
    /// identities ending in `*` (`enum.case.added:OrderStatus.*`).
    package var change: String
    /// Why the break is acceptable; required, shown in reports.
    package var reason: String
    /// The last day (`YYYY-MM-DD`) the entry applies; after it the change counts again.
    package var expires: String?
    /// The API the entry is limited to, when several specs are compared at once.
    package var spec: String?
    /// Where the entry is written.
    package var location: SourceLocation

    /// Creates an entry.
    package init(change: String, reason: String, expires: String? = nil, spec: String? = nil, location: SourceLocation) {
        self.change = change
        self.reason = reason
        self.expires = expires
        self.spec = spec
        self.location = location
    }

    /// Whether the entry names `identity` of a change in the API `api`.
    package func matches(_ identity: String, api: String) -> Bool {
        if let spec, spec != api { return false }
        if change.hasSuffix("*") { return identity.hasPrefix(change.dropLast()) }
        return identity == change
    }

    /// Whether the entry has expired on `today` (`YYYY-MM-DD`): it applies through its expiry day.
    package func isExpired(today: String) -> Bool {
        guard let expires else { return false }
        return expires < today
    }
}

/// What an acknowledgement file did to a report.
package struct AcknowledgementOutcome: Sendable {
    /// The entry that excused each change, by `api + identity`.
    package var acknowledged: [String: Acknowledgement] = [:]
    /// Entries in force that matched no change: the break they excused is gone, or the change
    /// is now reported under another identity. Remove them.
    package var stale: [Acknowledgement] = []
    /// Entries past their expiry date; the changes they named count again.
    package var expired: [Acknowledgement] = []

    /// An outcome with nothing acknowledged.
    package init() {}

    static func key(_ api: String, _ identity: String) -> String { api + "\u{0}" + identity }

    /// Matches `entries` against every change of `comparisons`.
    package init(entries: [Acknowledgement], comparisons: [SpecComparison], today: String) {
        var used: Set<Int> = []
        for comparison in comparisons {
            for change in comparison.changes {
                for (index, entry) in entries.enumerated() where entry.matches(change.identity, api: comparison.name) {
                    used.insert(index)
                    if !entry.isExpired(today: today), acknowledged[Self.key(comparison.name, change.identity)] == nil {
                        acknowledged[Self.key(comparison.name, change.identity)] = entry
                    }
                }
            }
        }
        for (index, entry) in entries.enumerated() {
            if entry.isExpired(today: today) {
                expired.append(entry)
            } else if !used.contains(index) {
                stale.append(entry)
            }
        }
    }
}
