/// Any JSON value, for fields a spec types as `json`, a union's `unknown` case and a model's
/// `additionalFields`: decoded and encoded again, it writes the JSON it was read from.
///
/// A number is an ``integer(_:)`` when its value is whole and within `Int64`'s range (`12`, and
/// also `12.0` or `1.2e1`, written back as `12`), kept exactly: ids such as `9007199254740993`,
/// beyond the 2^53 up to which `Double` holds every integer, come back digit for digit. Any other
/// number is a ``number(_:)``. Numbers compare by value: `.integer(1) == .number(1)`,
/// as both are the JSON `1`.
public enum JSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number within `Int64`'s range, exact; written back digit for digit.
    case integer(Int64)
    /// Any other number: a fraction, an exponent beyond `Int64`, or an integer outside
    /// `Int64`'s range (which keeps only `Double`'s 53 bits of precision).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Decodes any JSON value; a whole number within `Int64`'s range as ``integer(_:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            // `-0` is a whole number too, but only `Double` keeps its sign (and writes `-0`).
            if value == 0, let double = try? container.decode(Double.self), double.sign == .minus {
                self = .number(double)
            } else {
                self = .integer(value)
            }
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as the JSON it stands for; an ``integer(_:)`` digit for digit.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value of a key, when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}
