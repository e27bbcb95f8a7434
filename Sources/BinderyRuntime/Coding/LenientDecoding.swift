import Foundation

/// A scalar that decodes from its own JSON type or from the other scalar forms servers send
/// instead: `"5"` for 5, `5` for `"5"`, `"true"` for true.
///
/// Generated models of a spec with `lenientScalars: true` decode their scalar fields with it,
/// for APIs whose servers are not consistent about quoting numbers.
@_spi(Generated)
public protocol LenientScalar: Decodable {
    /// Reads the value from text, as a server may quote it.
    init?(lenientText text: String)
}

@_spi(Generated)
extension Int: LenientScalar {
    public init?(lenientText text: String) {
        let trimmed = text.trimmingWhitespace
        if let value = Int(trimmed) {
            self = value
        } else if let value = Double(trimmed), value.rounded() == value, let exact = Int(exactly: value) {
            self = exact
        } else {
            return nil
        }
    }
}

@_spi(Generated)
extension Double: LenientScalar {
    public init?(lenientText text: String) {
        guard let value = Double(text.trimmingWhitespace) else { return nil }
        self = value
    }
}

@_spi(Generated)
extension Bool: LenientScalar {
    public init?(lenientText text: String) {
        switch text.trimmingWhitespace.lowercased() {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
}

@_spi(Generated)
extension String: LenientScalar {
    public init?(lenientText text: String) { self = text }
}

@_spi(Generated)
extension KeyedDecodingContainer {
    /// Decodes a scalar that may arrive in another scalar form.
    public func decodeLenient<T: LenientScalar>(_ type: T.Type, forKey key: Key) throws -> T {
        if let value = try? decode(T.self, forKey: key) { return value }
        if let text = try lenientText(forKey: key), let value = T(lenientText: text) { return value }
        return try decode(T.self, forKey: key)  // rethrows the original, precise error
    }

    /// Decodes an optional scalar that may arrive in another scalar form; missing or null is nil.
    public func decodeLenientIfPresent<T: LenientScalar>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), !(try decodeNil(forKey: key)) else { return nil }
        return try decodeLenient(type, forKey: key)
    }

    /// The value as text, whichever scalar form it came in.
    private func lenientText(forKey key: Key) throws -> String? {
        if let text = try? decode(String.self, forKey: key) { return text }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        if let number = try? decode(Double.self, forKey: key) { return String(number) }
        if let flag = try? decode(Bool.self, forKey: key) { return flag ? "true" : "false" }
        return nil
    }
}
