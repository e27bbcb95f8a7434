import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /secured` with no auth at all.
private struct GetPublic: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getPublic", method: .get, path: "/public")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/public"
    }
}

/// `GET /secured` with two schemes and a header of its own: the header is built per call.
private struct GetWithTwoSchemesAndHeader: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(
        id: "getWithTwoSchemes", method: .get, path: "/secured", auth: ["apiKey", "token"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/secured"
        try request.setHeader("X-Request-Tag", "tag-1")
        try request.setHeader("Accept", "application/vnd.example+json")
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

    @Test("HTTP basic: the user name and password in base64")
    func basic() async throws {
        let request = try await sent(GetWithBasic())
        #expect(request.header("Authorization") == "Basic \(Secrets.encodedAccount)")
    }

    @Test("HTTP basic with a key as the user name and no password, as Stripe takes it; UTF-8 in either part")
    func basicUserNameAlone() async throws {
        let server = try scriptedServer([.json(200, Ack.json), .json(200, Ack.json)])
        defer { server.stop() }
        let stripeLike = makeClient(server.baseURL) { $0.credentials = ["account": .basic(BasicCredentials(username: "sk_test_123"))] }
        let accented = makeClient(server.baseURL) {
            $0.credentials = ["account": .basic(BasicCredentials(username: "zoë", password: "pässwörd"))]
        }

        _ = try await stripeLike.send(GetWithBasic())
        _ = try await accented.send(GetWithBasic())

        #expect(server.recordedRequests.map { $0.header("Authorization") } == [
            "Basic c2tfdGVzdF8xMjM6",  // sk_test_123:
            "Basic em/Dqzpww6Rzc3fDtnJk",  // zoë:pässwörd in UTF-8
        ])
    }

    @Test("a user name with a colon is refused before anything is sent: the colon would end it")
    func basicUserNameWithColon() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.credentials = ["account": .basic(BasicCredentials(username: "ada:lovelace", password: "pw"))]
        }

        let error = try await failure { try await client.send(GetWithBasic()) }

        #expect(error.code == .invalidConfiguration)
        #expect(error.message == "the user name for auth scheme 'account' holds a colon, which HTTP basic auth cannot send: the colon ends the user name")
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("an API key in the query, percent-encoded")
    func queryKey() async throws {
        let request = try await sent(GetWithQueryKey())
        #expect(request.target == "/secured?api_key=\(Secrets.queryKey)")
        #expect(request.queryValue("api_key") == Secrets.queryKey)
    }

    @Test("a call with no header of its own gets the credential and Accept, and nothing else")
    func clientFieldsAlone() async throws {
        let request = try await sent(GetWithHeaderKey())
        #expect(request.header("X-Api-Key") == Secrets.apiKey)
        #expect(request.header("Accept") == "application/json")
        #expect(request.header("Authorization") == nil)
    }

    @Test("a call with headers of its own and two schemes sends all of them, and its own Accept")
    func ownHeadersAndTwoSchemes() async throws {
        let request = try await sent(GetWithTwoSchemesAndHeader())
        #expect(request.header("X-Request-Tag") == "tag-1")
        #expect(request.header("X-Api-Key") == Secrets.apiKey)
        #expect(request.header("Authorization") == "Bearer \(Secrets.token)")
        #expect(request.header("Accept") == "application/vnd.example+json")
    }

    @Test("a credential header whose name is not a valid field name is refused before anything is sent")
    func invalidCredentialHeaderName() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = ["apiKey": .apiKeyHeader(name: "X Api Key", key: Secrets.apiKey)] }

        let error = try await failure { try await client.send(GetWithHeaderKey()) }

        #expect(error.code == .invalidRequest)
        #expect(error.message == "'X Api Key' is not a valid header name")
        #expect(error.operationID == "getWithHeaderKey")
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("a call without auth sends no credential")
    func noAuth() async throws {
        let request = try await sent(GetPublic())
        #expect(request.header("X-Api-Key") == nil)
        #expect(request.header("Authorization") == nil)
        #expect(request.query.isEmpty)
    }

    @Test("an empty key, token or pair of user name and password is refused before anything is sent", arguments: [
        Credential.bearer(""), .bearer("  "), .apiKeyHeader(name: "X-Api-Key", key: ""), .apiKeyQuery(name: "api_key", key: ""),
        .basic(BasicCredentials(username: "")), .basic(BasicCredentials(username: " ", password: "")),
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
