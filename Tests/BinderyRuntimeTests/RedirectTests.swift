import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

@Suite("Redirects over URLSessionTransport", .timeLimit(.minutes(1)))
struct RedirectTests {
    @Test("a redirect to another origin is not followed: the credential never reaches it", arguments: [302, 307])
    func crossOriginNotFollowed(status: Int) async throws {
        let elsewhere = try LoopbackServer { _ in .json(200, Ack.json) }
        defer { elsewhere.stop() }
        let location = elsewhere.baseURL.absoluteString + "/secured"
        let server = try scriptedServer([.response(status: status, headers: [("Location", location)])])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.credentials = Secrets.credentials
            $0.retryPolicy = .never
        }

        let error = try await failure { try await client.send(GetWithHeaderKey()) }

        #expect(error.code == .server)
        #expect(error.status == status)
        #expect(server.recordedRequests.count == 1)
        #expect(elsewhere.recordedRequests.isEmpty)
    }

    @Test("a redirect to localhost on another port is another origin too")
    func otherPortNotFollowed() async throws {
        let elsewhere = try LoopbackServer { _ in .json(200, Ack.json) }
        defer { elsewhere.stop() }
        let server = try scriptedServer([.response(status: 301, headers: [("Location", "http://localhost:\(elsewhere.port)/secured")])])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = Secrets.credentials }

        let error = try await failure { try await client.send(GetWithHeaderKey()) }

        #expect(error.status == 301)
        #expect(elsewhere.recordedRequests.isEmpty)
    }

    @Test("a same-origin redirect is followed, with the credential", arguments: ["/moved", "ABSOLUTE"])
    func sameOriginFollowed(location: String) async throws {
        let server = try LoopbackServer { request in
            if request.path == "/secured" {
                return .response(status: 302, headers: [("Location", location == "ABSOLUTE" ? "/moved" : location)])
            }
            return .json(200, Ack.json)
        }
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = Secrets.credentials }

        let ack = try await client.send(GetWithHeaderKey())

        #expect(ack.ok)
        #expect(server.recordedRequests.map(\.path) == ["/secured", "/moved"])
        #expect(server.recordedRequests.last?.header("X-Api-Key") == Secrets.apiKey)
    }

    @Test("an absolute same-origin Location is followed")
    func absoluteSameOrigin() async throws {
        let box = Box<URL?>(nil)
        let server = try LoopbackServer { request in
            guard request.path == "/secured", let base = box.get else { return .json(200, Ack.json) }
            return .response(status: 307, headers: [("Location", base.absoluteString + "/moved")])
        }
        defer { server.stop() }
        box.set(server.baseURL)

        let ack = try await makeClient(server.baseURL) { $0.credentials = Secrets.credentials }.send(GetWithHeaderKey())

        #expect(ack.ok)
        #expect(server.recordedRequests.count == 2)
    }
}
