import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("Broken connections are retried only for idempotent calls", .timeLimit(.minutes(1)))
struct TransportRetryTests {
    @Test("a GET whose connection is reset mid-body is sent again")
    func resetRetriedForGet() async throws {
        let server = try scriptedServer([
            .resetMidBody(status: 200, headers: [("Content-Type", "application/json")], declaredLength: 100, sentBody: Data(#"{"id":"#.utf8)),
            .json(200, Item.json),
        ])
        defer { server.stop() }
        let clock = TestClock()

        let item = try await makeClient(server.baseURL, clock: clock).send(GetItem(id: "1"))

        #expect(item.name == "Widget")
        #expect(server.recordedRequests.count == 2)
        #expect(clock.sleepSeconds == [0.5])
    }

    @Test("a GET whose connection closes without a response is sent again")
    func closeRetriedForGet() async throws {
        let server = try scriptedServer([.noResponse(after: .zero), .json(200, Item.json)])
        defer { server.stop() }

        let item = try await makeClient(server.baseURL).send(GetItem(id: "1"))

        #expect(item.id == "1")
        #expect(server.recordedRequests.count == 2)
    }

    @Test("a POST whose connection closes is not sent again", arguments: [
        LoopbackReply.noResponse(after: .zero),
        .resetMidBody(status: 200, headers: [], declaredLength: 50, sentBody: Data(#"{"ok""#.utf8)),
    ])
    func notRetriedForPost(reply: LoopbackReply) async throws {
        let server = try scriptedServer([reply, .json(200, Ack.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock)

        let error = try await failure { try await client.send(SubmitOrder(order: Item(id: "1", name: "a"))) }

        #expect(error.code == .transport)
        #expect(error.status == nil)
        #expect(error.attempts == 1)
        #expect(error.underlying != nil)
        #expect(error.message.hasPrefix("the connection failed"))
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a POST declared idempotent is sent again after a reset")
    func retriedForIdempotentPost() async throws {
        let server = try scriptedServer([
            .resetMidBody(status: 200, headers: [], declaredLength: 50, sentBody: Data(#"{"ok""#.utf8)), .json(200, Ack.json),
        ])
        defer { server.stop() }

        let ack = try await makeClient(server.baseURL).send(SubmitOrderOnce(key: "abc"))

        #expect(ack.ok)
        #expect(server.recordedRequests.count == 2)
    }

    @Test("nothing listening: a transport failure after every attempt")
    func connectionRefused() async throws {
        let nothing = try RefusingLoopbackAddress()
        let clock = TestClock()
        let client = makeClient(nothing.baseURL, clock: clock)

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .transport)
        #expect(error.attempts == 3)
        #expect(clock.sleepSeconds == [0.5, 1])
    }
}
