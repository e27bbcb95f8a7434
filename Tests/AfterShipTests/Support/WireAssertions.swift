import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// Checks what one request carried on the wire.
///
/// - Parameters:
///   - path: The exact request path as sent, percent-encoding included (`/v4/trackings/ups/1Z%2F9`).
///   - query: Every query item, percent-decoded; nothing else may be present.
///   - json: The body, compared as JSON (key order does not matter); nil means no body at all.
func expectWire(
    _ request: LoopbackRequest,
    method: String,
    path: String,
    query: [String: String] = [:],
    json: String? = nil,
    apiKey: String = Fixture.apiKey,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(request.method == method, sourceLocation: sourceLocation)
    #expect(request.path == path, sourceLocation: sourceLocation)
    let names = request.query.map(\.name)
    #expect(Set(names).count == names.count, "a query item is repeated: \(request.target)", sourceLocation: sourceLocation)
    let sent = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    #expect(sent == query, sourceLocation: sourceLocation)
    #expect(request.header("aftership-api-key") == apiKey, sourceLocation: sourceLocation)
    #expect(request.header("accept") == "application/json", sourceLocation: sourceLocation)
    try expectJSONBody(request, json, sourceLocation: sourceLocation)
}

/// A date from RFC 3339 text, for expected values.
func date(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { preconditionFailure("not a timestamp: \(text)") }
    return date
}
