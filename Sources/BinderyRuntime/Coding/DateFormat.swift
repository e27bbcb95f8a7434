import Foundation

/// How an API writes points in time in JSON.
public enum DateFormat: String, Sendable, Hashable {
    /// RFC 3339 text.
    case iso8601
    /// Seconds since 1970 as a number.
    case epochSeconds
    /// Milliseconds since 1970 as a number.
    case epochMilliseconds

    /// A decoding strategy that reads this format, and also any of the others, since real
    /// servers are not consistent: text as RFC 3339, numbers as this format's unit.
    var decodingStrategy: JSONDecoder.DateDecodingStrategy {
        let millisecondNumbers = self == .epochMilliseconds
        return .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                return Date(timeIntervalSince1970: millisecondNumbers ? number / 1000 : number)
            }
            let text = try container.decode(String.self)
            if let date = RFC3339.parse(text) { return date }
            if let number = Double(text) {
                return Date(timeIntervalSince1970: millisecondNumbers ? number / 1000 : number)
            }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not an RFC 3339 timestamp")
        }
    }

    /// A date as a query or header value writes it: RFC 3339, or whole seconds or milliseconds.
    func text(of date: Date) -> String {
        switch self {
        case .iso8601: RFC3339.format(date)
        case .epochSeconds: String(Int64(date.timeIntervalSince1970.rounded(.down)))
        case .epochMilliseconds: String(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        }
    }

    /// The encoding strategy that writes this format.
    var encodingStrategy: JSONEncoder.DateEncodingStrategy {
        switch self {
        case .iso8601:
            return .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(RFC3339.format(date))
            }
        case .epochSeconds:
            return .secondsSince1970
        case .epochMilliseconds:
            return .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(Int64((date.timeIntervalSince1970 * 1000).rounded()))
            }
        }
    }
}
