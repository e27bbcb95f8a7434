import BinderyLoopback
import BinderyTestSupport
import Foundation
import Shop
import Testing

/// Checks what one request carried on the wire.
///
/// - Parameters:
///   - method: The HTTP method.
///   - path: The exact path as sent (no base-URL prefix: the fake is the server's root).
///   - query: Every query item, percent-decoded; nothing else may be present and none may repeat.
///   - json: The body compared as JSON (key order does not matter); nil means no body at all.
func expectWire(
    _ request: LoopbackRequest,
    method: String,
    path: String,
    query: [String: String] = [:],
    json: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(request.method == method, sourceLocation: sourceLocation)
    #expect(request.path == path, sourceLocation: sourceLocation)
    let names = request.query.map(\.name)
    #expect(Set(names).count == names.count, "a query item is repeated: \(request.target)", sourceLocation: sourceLocation)
    let sent = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    #expect(sent == query, sourceLocation: sourceLocation)
    #expect(request.header("accept") == "application/json", sourceLocation: sourceLocation)
    try expectJSONBody(request, json, sourceLocation: sourceLocation)
}
