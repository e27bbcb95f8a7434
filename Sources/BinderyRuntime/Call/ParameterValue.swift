import Foundation

/// A value that can stand in a path, query or header: its text on the wire.
public protocol ParameterValue: Sendable {
    /// The value as the wire writes it, before percent-encoding.
    var parameterText: String { get }
}

extension String: ParameterValue {
    /// The string itself.
    public var parameterText: String { self }
}

extension Int: ParameterValue {
    /// Decimal digits.
    public var parameterText: String { String(self) }
}

extension Double: ParameterValue {
    /// Whole numbers without a fraction (`2`, not `2.0`), others as Swift prints them.
    public var parameterText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension Bool: ParameterValue {
    /// `true` or `false`.
    public var parameterText: String { self ? "true" : "false" }
}

extension Date: ParameterValue {
    /// RFC 3339 in UTC.
    public var parameterText: String { RFC3339.format(self) }
}

/// A generated enum: a fixed list of known wire strings, open to values the spec does not list.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, CaseIterable, ParameterValue
where RawValue == String {
    /// Creates the value for a wire string; unknown strings are kept, not refused.
    init(rawValue: String)
}

extension OpenEnum {
    /// The wire string.
    public var parameterText: String { rawValue }

    /// Decodes any string; one the spec does not list is kept as `unknown`.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the wire string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
