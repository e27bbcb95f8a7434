import BinderyLoopback
import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// Checks one order request as it arrived: `POST path`, no query, the order secret in
/// `X-Iplabs-Order-Secret`, and a JSON body equal (as parsed JSON) to `json`.
func expectOrderWire(
    _ request: LoopbackRequest,
    path: String,
    json: String,
    secret: String = OrderFixture.secret,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(request.method == "POST", sourceLocation: sourceLocation)
    #expect(request.target == path, "unexpected target (a query?): \(request.target)", sourceLocation: sourceLocation)
    #expect(request.header("x-iplabs-order-secret") == secret, sourceLocation: sourceLocation)
    #expect(request.header("content-type") == "application/json", sourceLocation: sourceLocation)
    #expect(request.header("accept") == "application/json", sourceLocation: sourceLocation)
    #expect(try canonicalJSON(request.body) == canonicalJSON(json), sourceLocation: sourceLocation)
}
