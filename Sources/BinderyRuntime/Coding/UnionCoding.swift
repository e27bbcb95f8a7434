// Generated unions (`oneOf:`) decode and encode through these: the JSON kind of a value, to
// choose a member by shape; the key an object has, to choose one by keys; a member decoded and
// encoded as the whole value; and a member written with the discriminator value of its case.

/// The kind of a JSON value: what tells the members of a union chosen by shape apart.
@_spi(Generated)
public enum JSONKind: String, Sendable, CaseIterable {
    case null, boolean, number, string, array, object

    /// The kind of the value `decoder` is at.
    public init(of decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if (try? container.decode(Bool.self)) != nil {
                self = .boolean
                return
            }
            if (try? container.decode(Double.self)) != nil {
                self = .number
                return
            }
            if (try? container.decode(String.self)) != nil {
                self = .string
                return
            }
        }
        if (try? decoder.unkeyedContainer()) != nil {
            self = .array
            return
        }
        _ = try decoder.container(keyedBy: WireKey.self)
        self = .object
    }

    /// The error for a value of this kind where `type` expects one of `expected`.
    public func mismatch(_ type: Any.Type, expected: [JSONKind], decoder: any Decoder) -> DecodingError {
        let names = expected.map(\.described).joined(separator: " or ")
        return DecodingError.typeMismatch(
            type, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected \(names), found \(described)"))
    }

    private var described: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

@_spi(Generated)
extension Decoder {
    /// Decodes the whole value as `Value`, through the decoder's strategies (dates, data).
    @inlinable
    public func decodeSingleValue<Value: Decodable>() throws -> Value {
        try singleValueContainer().decode(Value.self)
    }
}

@_spi(Generated)
extension Encoder {
    /// Encodes `value` as the whole value, through the encoder's strategies (dates, data).
    @inlinable
    public func encodeSingleValue<Value: Encodable>(_ value: Value) throws {
        var container = singleValueContainer()
        try container.encode(value)
    }

    /// Encodes a union's member: its fields, then `discriminator` set to `value`, over the
    /// member's own value of that field should it have one, so the key always names the case.
    public func encodeMember<Member: Encodable>(_ member: Member, discriminator: String, value: String) throws {
        try member.encode(to: self)
        var container = container(keyedBy: WireKey.self)
        try container.encode(value, forKey: WireKey(stringValue: discriminator))
    }
}

@_spi(Generated)
extension KeyedDecodingContainer where Key == WireKey {
    /// The first of `keys` the object has: what chooses the member of a union chosen by keys.
    public func firstKey(of keys: [String]) -> String? {
        keys.first { contains(WireKey(stringValue: $0)) }
    }

    /// Every key but `declared`, with its value: a model's additional fields.
    public func decodeAdditionalFields<Value: Decodable>(excluding declared: Set<String>) throws -> [String: Value] {
        var fields: [String: Value] = [:]
        for key in allKeys where !declared.contains(key.stringValue) {
            fields[key.stringValue] = try decode(Value.self, forKey: key)
        }
        return fields
    }
}

@_spi(Generated)
extension KeyedEncodingContainer where Key == WireKey {
    /// Writes a model's additional fields, leaving out keys it declares (whose fields win).
    public mutating func encodeAdditionalFields<Value: Encodable>(
        _ fields: [String: Value], excluding declared: Set<String>
    ) throws {
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) where !declared.contains(key) {
            try encode(value, forKey: WireKey(stringValue: key))
        }
    }
}
