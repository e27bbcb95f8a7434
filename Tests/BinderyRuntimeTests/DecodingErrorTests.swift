import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

private struct Tracking: Decodable, Sendable {
    struct Checkpoint: Decodable, Sendable {
        var slug: String
        var checkpoint_time: Date?
    }

    var id: String
    var checkpoints: [Checkpoint]
}

/// `GET /trackings/{id}`, unwrapping `{"tracking": …}` inside the `data` envelope.
private struct GetTracking: APIOperation {
    typealias Response = Tracking
    static let descriptor = OperationDescriptor(id: "getTracking", method: .get, path: "/trackings/{id}", unwrapping: ["tracking"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/trackings/1"
    }
}

@Suite("Decoding failures name where in the body they happened", .timeLimit(.minutes(1)))
struct DecodingErrorTests {
    private func decodingError(_ body: String) async throws -> BinderyError {
        let server = try scriptedServer([.json(200, body)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.envelope = Envelope(dataKey: "data") }
        let error = try await failure { try await client.send(GetTracking()) }
        #expect(error.code == .decoding)
        #expect(error.status == 200)
        #expect(error.attempts == 1)
        #expect(error.responseBody == body)
        #expect(server.recordedRequests.count == 1)
        return error
    }

    @Test("a wrong type deep in a list")
    func typeMismatch() async throws {
        let error = try await decodingError(#"{"data":{"tracking":{"id":"1","checkpoints":[{"slug":"ups"},{"slug":7}]}}}"#)
        #expect(error.codingPath == "data.tracking.checkpoints[1].slug")
        #expect(error.message.hasPrefix("expected String"))
        #expect(error.description.hasSuffix("at 'data.tracking.checkpoints[1].slug'"))
    }

    @Test("a missing required key")
    func keyNotFound() async throws {
        let error = try await decodingError(#"{"data":{"tracking":{"checkpoints":[]}}}"#)
        #expect(error.codingPath == "data.tracking.id")
        #expect(error.message == "a required key is missing")
    }

    @Test("a missing unwrap key")
    func unwrapKeyMissing() async throws {
        let error = try await decodingError(#"{"data":{}}"#)
        #expect(error.codingPath == "data.tracking")
    }

    @Test("null where a value is required")
    func valueNotFound() async throws {
        let error = try await decodingError(#"{"data":{"tracking":{"id":null,"checkpoints":[]}}}"#)
        #expect(error.codingPath == "data.tracking.id")
        #expect(error.message == "expected String but found null")
    }

    @Test("a date that is not a date")
    func badDate() async throws {
        let error = try await decodingError(#"{"data":{"tracking":{"id":"1","checkpoints":[{"slug":"a","checkpoint_time":"yesterday"}]}}}"#)
        #expect(error.codingPath == "data.tracking.checkpoints[0].checkpoint_time")
        #expect(error.message == "'yesterday' is not an RFC 3339 timestamp")
    }

    @Test("a body that is not JSON has no coding path")
    func notJSON() async throws {
        let error = try await decodingError("<html>maintenance</html>")
        #expect(error.codingPath == nil)
        #expect(error.message == "the body is not valid JSON")
        #expect(error.underlying != nil)
    }

    @Test("a successful decode through the envelope and unwrap path, dates in any accepted form")
    func decodes() async throws {
        let body = #"{"data":{"tracking":{"id":"1","checkpoints":[{"slug":"a","checkpoint_time":"2020-02-26T03:56:51+00:00"},{"slug":"b","checkpoint_time":1582689411}]}}}"#
        let server = try scriptedServer([.json(200, body)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.envelope = Envelope(dataKey: "data") }

        let tracking = try await client.send(GetTracking())

        #expect(tracking.checkpoints.map(\.checkpoint_time) == [Date(timeIntervalSince1970: 1_582_689_411), Date(timeIntervalSince1970: 1_582_689_411)])
    }
}
