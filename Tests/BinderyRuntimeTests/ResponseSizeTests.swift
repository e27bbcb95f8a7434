import BinderyLoopback
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("maximumResponseSize", .timeLimit(.minutes(1)))
struct ResponseSizeTests {
    @Test("a body declared larger than the limit is refused")
    func declaredTooLarge() async throws {
        let server = try scriptedServer([.text(200, String(repeating: "x", count: 5000))])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.maximumResponseSize = 1000 }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .responseTooLarge)
        #expect(error.message == "the response exceeded 1000 bytes")
        #expect(error.attempts == 1)
        #expect(server.recordedRequests.count == 1)
    }

    @Test("a body arriving in pieces past the limit is cut off")
    func streamedTooLarge() async throws {
        let server = try scriptedServer([
            .slowBody(status: 200, headers: [], body: Data(String(repeating: "y", count: 4000).utf8), chunkSize: 500, delay: .milliseconds(5)),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.maximumResponseSize = 1200 }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .responseTooLarge)
    }

    @Test("an endless body is cut off at the limit, without hanging")
    func endlessBody() async throws {
        let server = try scriptedServer([.endlessBody(status: 200, headers: [])])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.maximumResponseSize = 10
            $0.timeout = .seconds(30)
        }

        // Were the limit not enforced, the call would end with the 30 s timeout, not this code.
        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .responseTooLarge)
    }

    @Test("an endless body under a larger limit ends with the timeout")
    func endlessBodyTimesOut() async throws {
        let server = try scriptedServer([.endlessBody(status: 200, headers: [])])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.timeout = .milliseconds(500) }

        // The suite's time limit catches a call that never ends.
        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .timedOut)
    }

    @Test("a body exactly at the limit is accepted")
    func atTheLimit() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.maximumResponseSize = Item.json.utf8.count }

        let item = try await client.send(GetItem(id: "1"))

        #expect(item.id == "1")
    }
}
