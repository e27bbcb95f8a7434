import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /things` with header parameters.
private struct GetThings: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "getThings", method: .get, path: "/things")

    var requestID: String?
    var languages: [String]?
    var headerName = "X-Request-Id"

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/things"
        try request.setHeader(headerName, requestID)
        try request.setHeader("Accept-Language", languages)
    }
}

@Suite("Header parameters", .timeLimit(.minutes(1)))
struct HeaderTests {
    @Test("a value with CR, LF or NUL is refused before anything is sent", arguments: ["a\r\nX-Evil: 1", "a\nb", "a\rb", "a\0b"])
    func lineBreaksRefused(value: String) async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)

        let error = try await failure { try await client.send(GetThings(requestID: value)) }

        #expect(error.code == .invalidRequest)
        #expect(error.message.contains("X-Request-Id"))
        #expect(error.attempts == 0)
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("an invalid header name is refused")
    func invalidName() async throws {
        let client = makeClient(URL(validated: "https://api.example.com")) { $0.transport = RecordingTransport() }

        let error = try await failure { try await client.send(GetThings(requestID: "1", headerName: "Bad Name")) }

        #expect(error.code == .invalidRequest)
    }

    @Test("values and lists are sent; nil sends nothing; Accept defaults to JSON")
    func sent() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)

        try await client.send(GetThings(requestID: "r-1", languages: ["en", "de"]))
        try await client.send(GetThings())

        let requests = server.recordedRequests
        #expect(requests.first?.header("X-Request-Id") == "r-1")
        #expect(requests.first?.header("Accept-Language") == "en, de")
        #expect(requests.first?.header("Accept") == "application/json")
        #expect(requests.last?.header("X-Request-Id") == nil)
    }
}
