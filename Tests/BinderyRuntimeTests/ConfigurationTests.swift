import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /status` on its own host.
private struct GetStatus: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(
        id: "getStatus", method: .get, path: "/status", baseURL: "http://status.example.com/v2")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/status"
    }
}

@Suite("Configuration checks before anything is sent", .timeLimit(.minutes(1)))
struct ConfigurationTests {
    private func client(_ baseURL: String, _ configure: (inout ClientConfiguration) -> Void = { _ in }) -> (BinderyClient, RecordingTransport) {
        let transport = RecordingTransport()
        let client = makeClient(URL(string: baseURL) ?? URL(validated: "https://invalid.example")) {
            $0.transport = transport
            configure(&$0)
        }
        return (client, transport)
    }

    @Test("plain http to a remote host is refused", arguments: [
        "http://api.example.com", "http://127.example.com", "http://127.0.0.1.example.com", "http://10.0.0.1:8080",
    ])
    func insecureRefused(baseURL: String) async throws {
        let (client, transport) = client(baseURL)

        let error = try await failure { try await client.send(Ping()) }

        #expect(error.code == .invalidConfiguration)
        #expect(error.attempts == 0)
        #expect(transport.requests.isEmpty)
    }

    @Test("plain http is allowed when opted in")
    func insecureAllowed() async throws {
        let (client, transport) = client("http://api.example.com/v1") { $0.allowsInsecureHTTP = true }

        try await client.send(Ping())

        #expect(transport.requests.first?.scheme == "http")
        #expect(transport.requests.first?.authority == "api.example.com")
        #expect(transport.requests.first?.path == "/v1/ping")
    }

    @Test("plain http to loopback is always allowed", arguments: [
        "http://127.0.0.1:8080", "http://127.1.2.3", "http://localhost:9000", "http://[::1]:8080",
    ])
    func loopbackAllowed(baseURL: String) async throws {
        let (client, transport) = client(baseURL)

        try await client.send(Ping())

        #expect(transport.requests.count == 1)
    }

    @Test("a call's own base URL replaces the client's, and is checked the same way")
    func operationBaseURL() async throws {
        let (refusing, refused) = client("https://api.example.com")
        let error = try await failure { try await refusing.send(GetStatus()) }
        #expect(error.code == .invalidConfiguration)
        #expect(refused.requests.isEmpty)

        let (allowing, transport) = client("https://api.example.com") { $0.allowsInsecureHTTP = true }
        _ = try await allowing.send(GetStatus())
        #expect(transport.requests.first?.authority == "status.example.com")
        #expect(transport.requests.first?.path == "/v2/status")
    }

    @Test("a base URL that is not absolute http(s) is refused", arguments: ["ftp://files.example.com", "/relative/path", "mailto:someone@example.com"])
    func notHTTP(baseURL: String) async throws {
        let (client, transport) = client(baseURL)

        let error = try await failure { try await client.send(Ping()) }

        #expect(error.code == .invalidConfiguration)
        #expect(transport.requests.isEmpty)
    }

    @Test("a missing credential fails with .invalidConfiguration before any request reaches the server")
    func missingCredential() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = ["token": .bearer(Secrets.token)] }

        let error = try await failure { try await client.send(GetWithHeaderKey()) }

        #expect(error.code == .invalidConfiguration)
        #expect(error.message.contains("'apiKey'"))
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("the base URL's path keeps its percent-encoding, and a trailing slash is not doubled")
    func basePathEncoding() async throws {
        let (client, transport) = client("https://api.example.com/my%20api/v1/")

        try await client.send(Ping())

        #expect(transport.requests.first?.path == "/my%20api/v1/ping")
    }

    @Test("loopback hosts")
    func loopbackHosts() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "127.255.0.9", "::1", "[::1]"] {
            #expect(OutgoingRequest.isLoopback(host), "\(host)")
        }
        for host in ["127.example.com", "127.0.0.1.nip.io", "128.0.0.1", "127.0.0.256", "127.0.0", "localhost.example.com", ""] {
            #expect(!OutgoingRequest.isLoopback(host), "\(host)")
        }
    }
}
