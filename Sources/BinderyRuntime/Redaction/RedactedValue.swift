/// What `print`, `dump`, string interpolation and debuggers show in place of a field a spec
/// marks `secret`: generated models and requests that hold one reflect through a custom
/// mirror that puts this in the secret's place.
@_spi(Generated)
public struct RedactedValue: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Creates the placeholder.
    public init() {}

    /// `<redacted>`.
    public var description: String { "<redacted>" }

    /// `<redacted>`.
    public var debugDescription: String { description }

    /// The placeholder for an optional secret: nil stays visible as nil, a value is hidden.
    public static func replacing<Wrapped>(_ value: Wrapped?) -> RedactedValue? {
        value.map { _ in RedactedValue() }
    }
}
