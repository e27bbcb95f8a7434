import BinderyLoopback
import Foundation
import Testing

@testable import BinderyRuntime

/// `GET /secured` with no auth at all.
private struct GetPublic: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getPublic", method: .get, path: "/public")

    func encode(into request: inout RequestBuilder) throws(BinderyError) {
        request.path = "/public"
    }
}

@Suite("Credentials are applied per the call's auth schemes", .timeLimit(.minutes(1)))
struct AuthTests {
    private func sent<Operation: APIOperation>(_ operation: Operation) async throws -> LoopbackRequest {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        _ = try await makeClient(server.baseURL) { $0.credentials = Secrets.credentials }.send(operation)
        return try #require(server.recordedRequests.first)
    }

    @Test("an API key in a header")
    func headerKey() async throws {
        let request = try await sent(GetWithHeaderKey())
        #expect(request.header("X-Api-Key") == Secrets.apiKey)
        #expect(request.header("Authorization") == nil)
        #expect(request.query.isEmpty)
    }

    @Test("a bearer token")
    func bearer() async throws {
        let request = try await sent(GetWithBearer())
        #expect(request.header("Authorization") == "Bearer \(Secrets.token)")
        #expect(request.header("X-Api-Key") == nil)
    }

    @Test("an API key in the query, percent-encoded")
    func queryKey() async throws {
        let request = try await sent(GetWithQueryKey())
        #expect(request.target == "/secured?api_key=\(Secrets.queryKey)")
        #expect(request.queryValue("api_key") == Secrets.queryKey)
    }

    @Test("a call without auth sends no credential")
    func noAuth() async throws {
        let request = try await sent(GetPublic())
        #expect(request.header("X-Api-Key") == nil)
        #expect(request.header("Authorization") == nil)
        #expect(request.query.isEmpty)
    }

    @Test("an empty key or token is refused before anything is sent", arguments: [
        Credential.bearer(""), .bearer("  "), .apiKeyHeader("X-Api-Key", ""), .apiKeyQuery("api_key", ""),
    ])
    func emptyCredential(_ credential: Credential) async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.credentials = ["apiKey": credential, "token": credential, "queryKey": credential]
        }

        let error = try await failure { try await client.send(GetWithBearer()) }

        #expect(error.code == .invalidConfiguration)
        #expect(error.message == "the credential for auth scheme 'token' is empty")
        #expect(server.recordedRequests.isEmpty)
    }
}
