/// A value of a spec together with where it is written, so that a check that finds it wrong
/// can point at it: one value instead of a list of values beside a list of their places.
package struct Located<Value> {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// What an endpoint says of a list the API can give every endpoint (its auth schemes, its
/// shared parameters): nothing, so it takes what the API gives, or a list of its own.
package enum NameSelection: Sendable, Hashable {
    /// The endpoint leaves the choice to the API; ``SpecResolver`` works out what that means.
    case inherit
    /// The endpoint names its own, possibly none.
    case these([Located<String>])
}

extension NameSelection {
    /// Where the first name the endpoint gives is written; nil when it gives none.
    package var firstLocation: SourceLocation? {
        guard case .these(let names) = self else { return nil }
        return names.first?.location
    }
}
