import BinderyLoopback
import Clover
import BinderyTestSupport
import Foundation
import Testing

/// Checks what one request carried on the wire.
///
/// - Parameters:
///   - method: The HTTP method.
///   - path: The exact path as sent, percent-encoding included.
///   - query: Every query item, percent-decoded, in order.
///   - bearer: The token `Authorization: Bearer` must carry; nil means no `Authorization` at all.
///   - json: The body compared as JSON (key order does not matter); nil means no body at all.
func expectWire(
    _ request: LoopbackRequest,
    method: String,
    path: String,
    query: [(String, String)] = [],
    bearer: String? = CloverFixture.accessToken,
    json: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(request.method == method, sourceLocation: sourceLocation)
    #expect(request.path == path, sourceLocation: sourceLocation)
    #expect(request.query.map { "\($0.name)=\($0.value)" } == query.map { "\($0.0)=\($0.1)" }, sourceLocation: sourceLocation)
    #expect(request.header("authorization") == bearer.map { "Bearer \($0)" }, sourceLocation: sourceLocation)
    try expectJSONBody(request, json, sourceLocation: sourceLocation)
}


/// Milliseconds since 1970, as Clover writes dates.
func epochMilliseconds(_ date: Date?) -> Int64? {
    date.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
}

/// A date from milliseconds since 1970.
func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
}
