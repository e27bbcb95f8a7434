import Foundation

/// A value that can stand in a path, query or header: its text on the wire.
///
/// Public because typed identifiers, open enums and
/// ``ClientConfiguration/setSharedParameter(_:in:to:isRequired:)`` are written in it; its
/// `parameterText` is `@_spi(Generated)`, so that it does not show on every string and
/// number of an app.
public protocol ParameterValue: Sendable {
    /// The value as the wire writes it, before percent-encoding.
    @_spi(Generated) var parameterText: String { get }
}

extension ParameterValue {
    /// The value's description, for a conforming type that states none (an `@_spi`
    /// requirement must have a default); every conformance of the runtime and of generated
    /// code states its own.
    @_spi(Generated) public var parameterText: String { "\(self)" }
}

extension String: ParameterValue {
    /// The string itself.
    @_spi(Generated) public var parameterText: String { self }
}

extension Int: ParameterValue {
    /// Decimal digits.
    @_spi(Generated) public var parameterText: String { String(self) }
}

extension Double: ParameterValue {
    /// Whole numbers without a fraction (`2`, not `2.0`), others as Swift prints them.
    @_spi(Generated) public var parameterText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension Bool: ParameterValue {
    /// `true` or `false`.
    @_spi(Generated) public var parameterText: String { self ? "true" : "false" }
}

extension Date: ParameterValue {
    /// RFC 3339 in UTC.
    @_spi(Generated) public var parameterText: String { RFC3339.format(self) }
}

/// A generated enum: a fixed list of known wire strings, open to values the spec does not list.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, CaseIterable, ParameterValue
where RawValue == String {
    /// Creates the value for a wire string; unknown strings are kept, not refused.
    init(rawValue: String)
}

extension OpenEnum {
    /// The wire string.
    @_spi(Generated) public var parameterText: String { rawValue }

    /// Decodes any string; one the spec does not list is kept as `unknown`.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the wire string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// `values` by their wire strings: what `init(rawValue:)` of an enum of many values looks
    /// a string up in, once, where a `switch` would compare it with each value in turn. Such a
    /// `switch` also costs the compiler time that grows faster than the number of values.
    @_spi(Generated) public static func byRawValue(_ values: [Self]) -> [String: Self] {
        Dictionary(values.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
