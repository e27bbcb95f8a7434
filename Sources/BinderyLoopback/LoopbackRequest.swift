import Foundation

/// One HTTP request as received by a ``LoopbackServer``.
///
/// The request is captured exactly as it arrived on the wire: ``target`` and
/// ``path`` keep their percent-encoding, while ``query`` and ``pathSegments``
/// offer decoded views for convenient assertions.
public struct LoopbackRequest: Sendable {
    /// The request method as sent, e.g. `"GET"`.
    public let method: String
    /// The raw request target, e.g. `"/v4/trackings/ups/1Z%2F9?fields=a,b"`.
    public let target: String
    /// The part of ``target`` before the first `?`, still percent-encoded.
    public let path: String
    /// The query items in order, names and values percent-decoded.
    ///
    /// `+` is *not* treated as a space. An item without `=` has an empty
    /// value; empty items (`a=1&&b=2`) are skipped.
    public let query: [(name: String, value: String)]
    /// The header fields in order of arrival, names lower-cased, values trimmed.
    public let headers: [(name: String, value: String)]
    /// The request body (de-chunked if it was sent with chunked encoding).
    public let body: Data

    /// Creates a request, deriving ``path`` and ``query`` from `target`.
    ///
    /// Header names are lower-cased. Useful for unit-testing handlers without
    /// a socket.
    public init(method: String, target: String, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.method = method
        self.target = target
        let queryStart = target.firstIndex(of: "?")
        self.path = String(target[..<(queryStart ?? target.endIndex)])
        if let queryStart {
            self.query = Self.parseQuery(target[target.index(after: queryStart)...])
        } else {
            self.query = []
        }
        self.headers = headers.map { (name: $0.name.lowercased(), value: $0.value) }
        self.body = body
    }

    /// The value of the first header named `name` (case-insensitive), if any.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// The decoded value of the first query item named `name`, if any.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// ``path`` split on `/`, empty segments dropped, each percent-decoded.
    ///
    /// `"/v4/trackings/ups/1Z%2F9"` yields `["v4", "trackings", "ups", "1Z/9"]`.
    public var pathSegments: [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map { PercentDecoding.decode($0) }
    }

    private static func parseQuery(_ query: Substring) -> [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            if let equals = item.firstIndex(of: "=") {
                return (
                    name: PercentDecoding.decode(item[..<equals]),
                    value: PercentDecoding.decode(item[item.index(after: equals)...])
                )
            }
            return (name: PercentDecoding.decode(item), value: "")
        }
    }
}
