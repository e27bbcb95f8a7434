import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// The query every call with the recipe id only carries.
let recipeOnly = ["recipeid": GootenFixture.recipeID]

/// The recipe id and the iOS SDK's "basic" parameters, at the SDK's defaults.
let basicQuery = recipeOnly.merging(["countryCode": "US", "languageCode": "en", "currencyCode": "USD"]) { $1 }

/// The basic parameters and `all` (iOS: `showAllProducts`), at the SDK's defaults.
let catalogQuery = basicQuery.merging(["all": "true"]) { $1 }

/// Checks what one request carried on the wire.
///
/// - Parameters:
///   - method: The HTTP method.
///   - path: The exact path as sent, the fake's `/api` prefix included.
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
