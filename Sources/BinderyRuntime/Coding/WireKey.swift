/// A JSON key as the wire spells it: the coding key of every generated model.
///
/// Generated models decode and encode their fields by wire name with this one key type, not
/// with a `CodingKeys` enum each: an enum makes the compiler synthesize 18 functions per model
/// (raw values, hashing, `CodingKey` witnesses), about a quarter of the code that a debug build
/// of a large generated module compiles.
@_spi(Generated)
public struct WireKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The key's text.
    public var stringValue: String

    /// Always nil: JSON object keys are strings.
    public var intValue: Int? { nil }

    /// Creates the key `value`.
    public init(stringLiteral value: String) {
        stringValue = value
    }

    /// Creates the key `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Nil: JSON object keys are strings.
    public init?(intValue: Int) {
        nil
    }
}
