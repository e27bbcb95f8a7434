import Foundation
import HTTPTypes

/// The typed headers a spec declares for a call's successful responses (`response.headers`):
/// what the generated `ResponseHeaders` struct nested in a request value conforms to.
///
/// Each declared header is an optional property. A header the response lacks, or whose value
/// does not read as the declared type, is nil: the call has succeeded by then, and a header is
/// information about it, not part of it.
public protocol DeclaredResponseHeaders: Sendable {
    /// Reads the declared headers from a response's header fields.
    init(_ headerFields: HTTPFields)
}

/// A call whose spec declares response headers: its ``APIResponse`` has typed ``APIResponse/headers``.
public protocol DeclaresResponseHeaders: APIOperation {
    /// The call's declared headers, read from a response.
    associatedtype ResponseHeaders: DeclaredResponseHeaders
}

extension APIResponse where Operation: DeclaresResponseHeaders {
    /// The headers the spec declares for the call, typed, read from ``headerFields``.
    ///
    /// ```swift
    /// let response = try await client.getRepositoryWithResponse(owner: "swiftlang", repo: "swift")
    /// print(response.headers.eTag ?? "-", response.headers.xRateLimitRemaining ?? 0)
    /// ```
    public var headers: Operation.ResponseHeaders { Operation.ResponseHeaders(headerFields) }
}

/// How the generated `ResponseHeaders` initializers read each declared header: one method per
/// spec type, so that no overload is left for the type checker to pick. Each returns nil when
/// the header is absent or does not read as its type. A header sent more than once reads as
/// its values joined by ", " (RFC 9110, section 5.3).
extension HTTPFields {
    /// `string`: the value as sent.
    @_spi(Generated) public func headerString(_ name: String) -> String? {
        HTTPField.Name(name).flatMap { self[$0] }
    }

    /// `integer`: decimal digits with an optional sign, spaces around ignored.
    @_spi(Generated) public func headerInteger(_ name: String) -> Int? {
        headerString(name).flatMap { Int($0.trimmingWhitespace) }
    }

    /// `number`: a finite decimal number.
    @_spi(Generated) public func headerNumber(_ name: String) -> Double? {
        headerString(name).flatMap { Double($0.trimmingWhitespace) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// `boolean`: `true` or `false`, in any case.
    @_spi(Generated) public func headerBoolean(_ name: String) -> Bool? {
        switch headerString(name)?.trimmingWhitespace.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// `datetime`: an HTTP date (`Last-Modified`, `Date`), RFC 3339, or whole seconds since
    /// 1970 (`X-RateLimit-Reset`).
    @_spi(Generated) public func headerDate(_ name: String) -> Date? {
        guard let text = headerString(name).map({ String($0.trimmingWhitespace) }), !text.isEmpty else { return nil }
        if text.utf8.allSatisfy({ (48...57).contains($0) }) {
            return Double(text).map { Date(timeIntervalSince1970: $0) }
        }
        return HTTPDate.parse(text) ?? RFC3339.parse(text)
    }
}
