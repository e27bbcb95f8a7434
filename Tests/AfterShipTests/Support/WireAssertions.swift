import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// JSON text with its keys sorted and its whitespace normalised, so two documents compare
/// equal whatever their key order.
func canonicalJSON(_ data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let canonical = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: canonical, as: UTF8.self)
}

func canonicalJSON(_ text: String) throws -> String {
    try canonicalJSON(Data(text.utf8))
}

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
    if let json {
        #expect(request.header("content-type") == "application/json", sourceLocation: sourceLocation)
        #expect(try canonicalJSON(request.body) == canonicalJSON(json), sourceLocation: sourceLocation)
    } else {
        #expect(request.body.isEmpty, "unexpected body: \(String(decoding: request.body, as: UTF8.self))",
                sourceLocation: sourceLocation)
    }
}

/// A date from RFC 3339 text, for expected values.
func date(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { preconditionFailure("not a timestamp: \(text)") }
    return date
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
