/// A distinct type for one kind of id (a user id, a revision id), wrapping its wire value so
/// that an id of one kind cannot be passed where another is expected.
///
/// Generated from a spec's `identifier:` models; it encodes and decodes as the bare value.
public protocol TypedIdentifier: RawRepresentable, Codable, Hashable, Sendable, ParameterValue,
    CustomStringConvertible
where RawValue: Codable & Hashable & Sendable & ParameterValue {
    /// Wraps a wire value.
    init(rawValue: RawValue)
}

extension TypedIdentifier {
    /// Wraps a wire value.
    public init(_ rawValue: RawValue) {
        self.init(rawValue: rawValue)
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    @_spi(Generated) public var parameterText: String { rawValue.parameterText }

    public var description: String { rawValue.parameterText }
}
