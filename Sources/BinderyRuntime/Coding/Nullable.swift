import Foundation

/// A value that can be JSON `null` on purpose: for a field of an update (a PATCH body) where
/// leaving the key out and sending `null` mean different things.
///
/// Generated models hold such a field (`nullable: explicit` in the spec) as `Nullable<T>?`:
///
/// - `nil`: the key is left out, "not given": the server keeps what it has;
/// - `.null`: the key is sent as `null`: the server clears the value;
/// - `.value(x)`: the key is sent with `x`.
///
/// ```swift
/// var patch = RepositoryPatch()
/// patch.description = .null          // {"description": null}
/// patch.homepage = "https://…"       // a literal is a value where the wrapped type takes one
/// patch.topics = nil                 // left out
/// ```
///
/// Decoding gives back the same three: a missing key `nil`, `null` ``null``, anything else
/// ``value(_:)``.
public enum Nullable<Wrapped> {
    /// JSON `null`: sent to clear the value.
    case null
    /// A value.
    case value(Wrapped)

    /// The value; nil for ``null``.
    public var value: Wrapped? {
        if case .value(let value) = self { return value }
        return nil
    }

    /// ``value(_:)`` for a value, ``null`` for nil.
    public init(_ value: Wrapped?) {
        self = value.map(Nullable.value) ?? .null
    }

    /// Whether this is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value transformed, `null` kept.
    public func map<T>(_ transform: (Wrapped) throws -> T) rethrows -> Nullable<T> {
        switch self {
        case .null: .null
        case .value(let value): .value(try transform(value))
        }
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes `null` or the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let value): try container.encode(value)
        }
    }
}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` as ``null``, anything else as a value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension Nullable: CustomStringConvertible {
    /// `null`, or the value's description.
    public var description: String {
        switch self {
        case .null: "null"
        case .value(let value): String(describing: value)
        }
    }
}

extension Nullable: ExpressibleByUnicodeScalarLiteral where Wrapped: ExpressibleByStringLiteral {
    public init(unicodeScalarLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByExtendedGraphemeClusterLiteral where Wrapped: ExpressibleByStringLiteral {
    public init(extendedGraphemeClusterLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByStringLiteral where Wrapped: ExpressibleByStringLiteral {
    /// A string value: `patch.name = "bindery"`.
    public init(stringLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral {
    /// An integer value: `patch.limit = 5`.
    public init(integerLiteral value: Wrapped.IntegerLiteralType) {
        self = .value(Wrapped(integerLiteral: value))
    }
}

extension Nullable: ExpressibleByFloatLiteral where Wrapped: ExpressibleByFloatLiteral {
    /// A number value: `patch.ratio = 0.5`.
    public init(floatLiteral value: Wrapped.FloatLiteralType) {
        self = .value(Wrapped(floatLiteral: value))
    }
}

extension Nullable: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral {
    /// A Boolean value: `patch.archived = true`.
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) {
        self = .value(Wrapped(booleanLiteral: value))
    }
}

extension Nullable: ExpressibleByArrayLiteral where Wrapped: RangeReplaceableCollection {
    /// A list value: `patch.topics = ["swift", "http"]`.
    public init(arrayLiteral elements: Wrapped.Element...) {
        self = .value(Wrapped(elements))
    }
}

@_spi(Generated)
extension Nullable: LowercaseUUIDEncodable where Wrapped: LowercaseUUIDEncodable {
    public func encodeLowercasingUUIDs(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .value(let value): try value.encodeLowercasingUUIDs(to: encoder)
        }
    }
}

@_spi(Generated)
extension KeyedDecodingContainer where Key == WireKey {
    /// Decodes a field that tells `null` from absent: nil when the key is missing, ``Nullable/null``
    /// for `null`, else the value. The type is the one the result is assigned to.
    @inlinable
    public func decodeNullableIfPresent<Value: Decodable>(forKey key: WireKey) throws -> Nullable<Value>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decode(Value.self, forKey: key))
    }
}

@_spi(Generated)
extension KeyedEncodingContainer where Key == WireKey {
    /// Encodes a field that tells `null` from absent: nil writes nothing, ``Nullable/null`` writes
    /// `null`, a value the value.
    @inlinable
    public mutating func encodeNullableIfPresent<Value: Encodable>(_ value: Nullable<Value>?, forKey key: WireKey) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let wrapped)?: try encode(wrapped, forKey: key)
        }
    }
}
