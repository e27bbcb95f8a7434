import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /catalog`: takes the shared `country` (query) and `X-Tenant` (header).
private struct GetCatalog: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(
        id: "getCatalog", method: .get, path: "/catalog", sharedParameters: ["country", "X-Tenant"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/catalog"
        request.addQuery("page", 2)
    }
}

/// `GET /health`: takes no shared parameter.
private struct GetHealth: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "getHealth", method: .get, path: "/health")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/health"
    }
}

@Suite("Shared parameters", .timeLimit(.minutes(1)))
struct SharedParameterTests {
    @Test("injected into the calls that list them, and only those")
    func injectedOnlyWhereListed() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.setSharedParameter("country", in: .query, to: "DE")
            $0.setSharedParameter("X-Tenant", in: .header, to: 42)
            $0.setSharedParameter("unused", in: .query, to: "x")
        }

        try await client.send(GetCatalog())
        try await client.send(GetHealth())

        let requests = server.recordedRequests
        #expect(requests.first?.target == "/catalog?page=2&country=DE")
        #expect(requests.first?.header("X-Tenant") == "42")
        #expect(requests.last?.target == "/health")
        #expect(requests.last?.header("X-Tenant") == nil)
    }

    @Test("a shared parameter set to nil is removed; one never set is left out")
    func removed() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.setSharedParameter("country", in: .query, to: "DE")
            $0.setSharedParameter("country", in: .query, to: String?.none)
        }

        try await client.send(GetCatalog())

        #expect(server.recordedRequests.first?.target == "/catalog?page=2")
    }

    @Test("a shared header value with a line break is refused")
    func headerLineBreak() async throws {
        let transport = RecordingTransport()
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = transport
            $0.setSharedParameter("X-Tenant", in: .header, to: "a\r\nb")
        }

        let error = try await failure { try await client.send(GetCatalog()) }

        #expect(error.code == .invalidRequest)
        #expect(transport.requests.isEmpty)
    }
}
