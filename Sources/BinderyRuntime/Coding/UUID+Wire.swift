import Foundation

// UUIDs go on the wire in lowercase, as RFC 9562 (§4) asks of every producer and as the APIs
// that use them (GitHub, Stripe, Kubernetes, Postgres's text output) write them. Foundation's
// `uuidString` and UUID's own `Encodable` write uppercase, which servers that compare ids as
// text do not match; so generated code sends a UUID through `lowercasedText` and
// `encodeUUIDs(_:forKey:)`. Decoding accepts either case (Foundation's `UUID(uuidString:)`).

extension UUID {
    /// The UUID in lowercase, as it is sent: `3f2a…-…`.
    public var lowercasedText: String { uuidString.lowercased() }

    /// A UUID from a constant known to be valid: what generated code writes for a parameter's
    /// `default:`, which the generator validated.
    ///
    /// The generator refuses a spec whose UUID defaults do not parse, so this cannot fail for
    /// generated code; it traps only if hand-written code passes it an invalid constant, as
    /// `URL(validated:)` does.
    public init(validated text: StaticString) {
        guard let value = UUID(uuidString: "\(text)") else {
            preconditionFailure("'\(text)' is not a UUID; the spec's defaults are validated when generated")
        }
        self = value
    }
}

extension UUID: ParameterValue {
    /// Lowercase, as RFC 9562 asks.
    @_spi(Generated) public var parameterText: String { lowercasedText }
}

@_spi(Generated)
extension UUID: LenientScalar {
    /// Also without hyphens (`3f2a…` in 32 hex digits), in braces (`{…}`) or as a URN
    /// (`urn:uuid:…`), forms some servers send.
    public init?(lenientText text: String) {
        var text = text.trimmingWhitespace.lowercased()
        if text.hasPrefix("urn:uuid:") { text.removeFirst(9) }
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        if text.count == 32, text.allSatisfy(\.isHexDigit) {
            let characters = Array(text)
            text = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
        }
        guard let value = UUID(uuidString: text) else { return nil }
        self = value
    }
}

/// A value whose UUIDs are written in lowercase: a UUID, or a list, map or optional of such.
///
/// Generated models encode every field whose type holds a `uuid` through
/// `encodeUUIDs(_:forKey:)`, which writes it through this.
@_spi(Generated)
public protocol LowercaseUUIDEncodable: Encodable {
    /// Encodes the value, its UUIDs in lowercase.
    func encodeLowercasingUUIDs(to encoder: any Encoder) throws
}

@_spi(Generated)
extension UUID: LowercaseUUIDEncodable {
    public func encodeLowercasingUUIDs(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(lowercasedText)
    }
}

@_spi(Generated)
extension Array: LowercaseUUIDEncodable where Element: LowercaseUUIDEncodable {
    public func encodeLowercasingUUIDs(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(LowercasedUUIDsBox(element)) }
    }
}

@_spi(Generated)
extension Dictionary: LowercaseUUIDEncodable where Key == String, Value: LowercaseUUIDEncodable {
    public func encodeLowercasingUUIDs(to encoder: any Encoder) throws {
        var boxed: [String: LowercasedUUIDsBox<Value>] = [:]
        for (key, value) in self { boxed[key] = LowercasedUUIDsBox(value) }
        try boxed.encode(to: encoder)
    }
}

@_spi(Generated)
extension Optional: LowercaseUUIDEncodable where Wrapped: LowercaseUUIDEncodable {
    public func encodeLowercasingUUIDs(to encoder: any Encoder) throws {
        switch self {
        case .some(let value): try value.encodeLowercasingUUIDs(to: encoder)
        case .none:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

@_spi(Generated)
extension KeyedEncodingContainer where Key == WireKey {
    /// Encodes a value that holds UUIDs under `key`, each in lowercase; an optional that is nil
    /// is written as `null`.
    @inlinable
    public mutating func encodeUUIDs(_ value: some LowercaseUUIDEncodable, forKey key: WireKey) throws {
        try encode(LowercasedUUIDsBox(value), forKey: key)
    }

    /// Encodes a value that holds UUIDs under `key`, each in lowercase; nil writes nothing.
    @inlinable
    public mutating func encodeUUIDsIfPresent(_ value: (some LowercaseUUIDEncodable)?, forKey key: WireKey) throws {
        guard let value else { return }
        try encode(LowercasedUUIDsBox(value), forKey: key)
    }
}

/// Encodes its value through ``LowercaseUUIDEncodable``.
@_spi(Generated)
@frozen
public struct LowercasedUUIDsBox<Value: LowercaseUUIDEncodable>: Encodable {
    @usableFromInline let value: Value

    @inlinable init(_ value: Value) { self.value = value }

    public func encode(to encoder: any Encoder) throws { try value.encodeLowercasingUUIDs(to: encoder) }
}

extension RequestParts {
    /// ``setJSONBody(_:wrappedIn:)`` for a body that is a UUID or a list or map of them: written
    /// in lowercase, as models write theirs.
    @_spi(Generated) public mutating func setJSONBody(
        lowercasingUUIDsIn body: (some LowercaseUUIDEncodable)?, wrappedIn key: String? = nil
    ) throws(BinderyError) {
        guard let body else { return }
        try setJSONBody(LowercasedUUIDsBox(body), wrappedIn: key)
    }
}
