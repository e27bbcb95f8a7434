import BinderyLoopback
import Foundation
import Iplabs
import Testing

/// JSON text with its keys sorted and its whitespace normalised, so two documents compare
/// equal whatever their key order or layout.
func canonicalJSON(_ data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let canonical = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: canonical, as: UTF8.self)
}

func canonicalJSON(_ text: String) throws -> String {
    try canonicalJSON(Data(text.utf8))
}

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

/// Runs `body`, which must fail with a `BinderyError`, and returns that error.
func expectBinderyError<T>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> T
) async throws -> BinderyError {
    let value: T
    do {
        value = try await body()
    } catch let error as BinderyError {
        return error
    } catch {
        Issue.record("expected a BinderyError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
        throw error
    }
    Issue.record("expected a BinderyError, got \(value)", sourceLocation: sourceLocation)
    throw UnexpectedSuccess()
}

struct UnexpectedSuccess: Error {}
