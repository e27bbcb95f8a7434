/// A request path whose interpolated values are percent-encoded as single segments, so that
/// a value holding `/`, `..`, `?` or `#` cannot change the path or reach the query.
///
/// ```swift
/// request.path = "/trackings/\(slug)/\(trackingNumber)"
/// ```
@_spi(Generated)
public struct EncodedPath: ExpressibleByStringInterpolation, Sendable, Hashable, CustomStringConvertible {
    /// The encoded path.
    public private(set) var encoded: String

    /// A path written out in full, taken as already encoded.
    public init(stringLiteral value: String) { encoded = value }

    /// A path with interpolated values, each encoded as one segment.
    public init(stringInterpolation: Interpolation) { encoded = stringInterpolation.encoded }

    /// The encoded path.
    public var description: String { encoded }

    /// Builds the path: literals as written, values encoded.
    public struct Interpolation: StringInterpolationProtocol {
        var encoded = ""

        /// Starts an empty path.
        public init(literalCapacity: Int, interpolationCount: Int) {
            encoded.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// Appends literal path text as written.
        public mutating func appendLiteral(_ literal: String) { encoded += literal }

        /// Appends one path segment, percent-encoded.
        public mutating func appendInterpolation(_ value: some ParameterValue) {
            encoded += PercentEncoding.pathSegment(value.parameterText)
        }
    }
}

/// Percent-encoding as RFC 3986 defines it.
enum PercentEncoding {
    /// Encodes everything but the unreserved characters; a segment of dots alone is encoded
    /// too, since `.` and `..` would otherwise be resolved away.
    static func pathSegment(_ text: String) -> String {
        if !text.isEmpty, text.allSatisfy({ $0 == "." }) {
            return String(repeating: "%2E", count: text.count)
        }
        return encode(text)
    }

    /// Encodes a query name or value: everything but the unreserved characters.
    static func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%"
                result += hexDigits[Int(byte >> 4)]
                result += hexDigits[Int(byte & 0x0F)]
            }
        }
        return result
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
