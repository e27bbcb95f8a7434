import Foundation

// Generated models decode and encode their fields through these methods rather than the
// standard `decode(_:forKey:)` and `encode(_:forKey:)`. Each standard name has about twenty
// overloads (one per standard scalar type, and a generic one), and the type checker weighs
// them all for every field: in a debug build of a large generated module that was most of
// the time spent type-checking function bodies. Each name here is declared once, so a call
// resolves at once; the scalar ones call the standard scalar overloads and the generic ones
// the standard generic overloads, so the coder runs exactly the code it ran before.

@_spi(Generated)
extension KeyedDecodingContainer where Key == WireKey {
    /// Decodes the string under `key`.
    @inlinable
    public func decodeString(forKey key: WireKey) throws -> String {
        try decode(String.self, forKey: key)
    }

    /// Decodes the string under `key`; nil when the key is missing or its value is null.
    @inlinable
    public func decodeStringIfPresent(forKey key: WireKey) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)
    }

    /// Decodes the integer under `key`.
    @inlinable
    public func decodeInt(forKey key: WireKey) throws -> Int {
        try decode(Int.self, forKey: key)
    }

    /// Decodes the integer under `key`; nil when the key is missing or its value is null.
    @inlinable
    public func decodeIntIfPresent(forKey key: WireKey) throws -> Int? {
        try decodeIfPresent(Int.self, forKey: key)
    }

    /// Decodes the number under `key`.
    @inlinable
    public func decodeDouble(forKey key: WireKey) throws -> Double {
        try decode(Double.self, forKey: key)
    }

    /// Decodes the number under `key`; nil when the key is missing or its value is null.
    @inlinable
    public func decodeDoubleIfPresent(forKey key: WireKey) throws -> Double? {
        try decodeIfPresent(Double.self, forKey: key)
    }

    /// Decodes the Boolean under `key`.
    @inlinable
    public func decodeBool(forKey key: WireKey) throws -> Bool {
        try decode(Bool.self, forKey: key)
    }

    /// Decodes the Boolean under `key`; nil when the key is missing or its value is null.
    @inlinable
    public func decodeBoolIfPresent(forKey key: WireKey) throws -> Bool? {
        try decodeIfPresent(Bool.self, forKey: key)
    }

    /// Decodes a value of any other type under `key`: a date, a list, a map, a model. The type
    /// is the one the result is assigned to.
    @inlinable
    public func decodeValue<Value: Decodable>(forKey key: WireKey) throws -> Value {
        try decode(Value.self, forKey: key)
    }

    /// Decodes a value of any other type under `key`; nil when the key is missing or its value
    /// is null. The type is the one the result is assigned to.
    @inlinable
    public func decodeValueIfPresent<Value: Decodable>(forKey key: WireKey) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }
}

@_spi(Generated)
extension KeyedEncodingContainer where Key == WireKey {
    /// Encodes `value` under `key`.
    @inlinable
    public mutating func encodeString(_ value: String, forKey key: WireKey) throws {
        try encode(value, forKey: key)
    }

    /// Encodes `value` under `key`; nil writes nothing.
    @inlinable
    public mutating func encodeStringIfPresent(_ value: String?, forKey key: WireKey) throws {
        try encodeIfPresent(value, forKey: key)
    }

    /// Encodes `value` under `key`.
    @inlinable
    public mutating func encodeInt(_ value: Int, forKey key: WireKey) throws {
        try encode(value, forKey: key)
    }

    /// Encodes `value` under `key`; nil writes nothing.
    @inlinable
    public mutating func encodeIntIfPresent(_ value: Int?, forKey key: WireKey) throws {
        try encodeIfPresent(value, forKey: key)
    }

    /// Encodes `value` under `key`.
    @inlinable
    public mutating func encodeDouble(_ value: Double, forKey key: WireKey) throws {
        try encode(value, forKey: key)
    }

    /// Encodes `value` under `key`; nil writes nothing.
    @inlinable
    public mutating func encodeDoubleIfPresent(_ value: Double?, forKey key: WireKey) throws {
        try encodeIfPresent(value, forKey: key)
    }

    /// Encodes `value` under `key`.
    @inlinable
    public mutating func encodeBool(_ value: Bool, forKey key: WireKey) throws {
        try encode(value, forKey: key)
    }

    /// Encodes `value` under `key`; nil writes nothing.
    @inlinable
    public mutating func encodeBoolIfPresent(_ value: Bool?, forKey key: WireKey) throws {
        try encodeIfPresent(value, forKey: key)
    }

    /// Encodes a value of any other type under `key`; an optional that is nil is written as
    /// `null`.
    @inlinable
    public mutating func encodeValue<Value: Encodable>(_ value: Value, forKey key: WireKey) throws {
        try encode(value, forKey: key)
    }

    /// Encodes a value of any other type under `key`; nil writes nothing.
    @inlinable
    public mutating func encodeValueIfPresent<Value: Encodable>(_ value: Value?, forKey key: WireKey) throws {
        try encodeIfPresent(value, forKey: key)
    }
}
