import BinderyLoopback
import Foundation
import HTTPTypes
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `POST /things`, answered 201 with a JSON thing.
private struct CreateThing: APIOperation {
    struct Thing: Codable, Sendable, Equatable { var id: Int }
    typealias Response = Thing
    static let descriptor = OperationDescriptor(
        id: "createThing", method: .post, path: "/things", successStatuses: [200, 201])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/things"
    }
}

@Suite("The response with the value", .timeLimit(.minutes(1)))
struct APIResponseTests {
    @Test("sendWithResponse returns the status and every header of the response the value came in")
    func statusAndHeaders() async throws {
        let server = try scriptedServer([
            .json(201, #"{"id": 7}"#, headers: [("ETag", #""v1""#), ("Link", #"<https://x.test/things?page=2>; rel="next""#)])
        ])
        defer { server.stop() }

        let response = try await makeClient(server.baseURL).sendWithResponse(CreateThing())

        #expect(response.body == CreateThing.Thing(id: 7))
        #expect(response.status.code == 201)
        #expect(response.headerFields[.eTag] == #""v1""#)
        #expect(response.headerFields[HTTPField.Name("Link")!] == #"<https://x.test/things?page=2>; rel="next""#)
    }

    @Test("after a retried failure, the head is the one of the response that succeeded")
    func headOfTheAnswerThatSucceeded() async throws {
        let server = try scriptedServer([
            .json(429, #"{}"#, headers: [("X-Attempt", "1")]),
            .json(200, #"{"id": 8}"#, headers: [("X-Attempt", "2")]),
        ])
        defer { server.stop() }

        let response = try await makeClient(server.baseURL) {
            $0.retryPolicy = RetryPolicy(maxAttempts: 2, initialDelay: .zero, jitter: { $0 })
        }.sendWithResponse(CreateThing())

        #expect(response.status.code == 200)
        #expect(response.headerFields[HTTPField.Name("X-Attempt")!] == "2")
        #expect(server.recordedRequests.count == 2)
    }

    @Test("a failure throws the same error as send")
    func failureThrows() async throws {
        let server = try scriptedServer([.json(404, #"{}"#)])
        defer { server.stop() }

        let error = try await failure { try await makeClient(server.baseURL).sendWithResponse(CreateThing()) }

        #expect(error.code == .server)
        #expect(error.status == 404)
    }
}
