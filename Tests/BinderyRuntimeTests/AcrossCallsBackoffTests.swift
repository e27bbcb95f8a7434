import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

/// `RetryPolicy.acrossCalls`: after a 429 or a 5xx, later calls of the same client wait too,
/// longer after each failure in a row, until a success or a quiet spell (AfterShip's contract).
@Suite("Retry back-off across calls", .timeLimit(.minutes(1)))
struct AcrossCallsBackoffTests {
    /// Calls that each make one attempt, so that every recorded sleep is the shared back-off.
    private func client(_ server: LoopbackServer, clock: TestClock, acrossCalls: RetryPolicy.AcrossCalls?) -> BinderyClient {
        makeClient(server.baseURL, clock: clock) {
            $0.retryPolicy = RetryPolicy(
                maxAttempts: 1, initialDelay: .seconds(1), maxDelay: .seconds(3), jitter: { $0 }, acrossCalls: acrossCalls)
        }
    }

    @Test("failures in a row delay the next calls by a growing back-off; a success ends it")
    func failuresDelayLaterCallsUntilASuccess() async throws {
        let server = try scriptedServer([
            .json(500, "{}"), .json(429, "{}"), .json(503, "{}"), .json(503, "{}"), .json(200, Item.json), .json(200, Item.json),
        ])
        defer { server.stop() }
        let clock = TestClock()
        let client = client(server, clock: clock, acrossCalls: .init(resetAfter: .seconds(60)))

        // A POST that failed with a 500 is not retried, but it still slows the calls after it.
        _ = try await failure { try await client.send(SubmitOrder(order: Item(id: "1", name: "Widget"))) }
        #expect(clock.sleepSeconds == [])
        for _ in 1...3 { _ = try await failure { try await client.send(GetItem(id: "1")) } }
        #expect(clock.sleepSeconds == [1, 2, 3])
        _ = try await client.send(GetItem(id: "1"))
        _ = try await client.send(GetItem(id: "1"))

        #expect(clock.sleepSeconds == [1, 2, 3, 3], "the success waits out the last back-off; the call after it does not wait")
        #expect(server.recordedRequests.count == 6)
    }

    @Test("time that has passed since the failure counts towards its back-off")
    func elapsedTimeCounts() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = client(server, clock: clock, acrossCalls: .init(resetAfter: .seconds(60)))

        _ = try await failure { try await client.send(GetItem(id: "1")) }
        clock.advance(by: 0.75)
        _ = try await client.send(GetItem(id: "1"))

        #expect(clock.sleepSeconds == [0.25])
    }

    @Test("resetAfter without a failure ends the back-off, and the next failure starts it from the first step")
    func quietSpellResets() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(503, "{}"), .json(503, "{}"), .json(503, "{}")])
        defer { server.stop() }
        let clock = TestClock()
        let client = client(server, clock: clock, acrossCalls: .init(resetAfter: .seconds(60)))

        _ = try await failure { try await client.send(GetItem(id: "1")) }
        _ = try await failure { try await client.send(GetItem(id: "1")) }
        clock.advance(by: 61)
        _ = try await failure { try await client.send(GetItem(id: "1")) }
        _ = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(clock.sleepSeconds == [1, 1])
    }

    @Test("a failure that says nothing of the server's load (a 404) neither starts nor ends it")
    func otherStatusesAreNeutral() async throws {
        let server = try scriptedServer([.json(404, "{}"), .json(429, "{}"), .json(404, "{}"), .json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = client(server, clock: clock, acrossCalls: .init(resetAfter: .seconds(60)))

        for _ in 1...4 { _ = try await failure { try await client.send(GetItem(id: "1")) } }
        _ = try await client.send(GetItem(id: "1"))

        // The first 404 starts nothing; the 429 delays the call after it by 1 s; that call's
        // 404 keeps the streak, so the 503 after it is the second failure in a row: 2 s.
        #expect(clock.sleepSeconds == [1, 2])
    }

    @Test("without acrossCalls each call backs off alone, as before")
    func offByDefault() async throws {
        #expect(RetryPolicy().acrossCalls == nil)
        let server = try scriptedServer([.json(503, "{}"), .json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = client(server, clock: clock, acrossCalls: nil)

        for _ in 1...2 { _ = try await failure { try await client.send(GetItem(id: "1")) } }
        _ = try await client.send(GetItem(id: "1"))

        #expect(clock.sleepSeconds == [])
    }

    @Test("a call cancelled while it waits out the shared back-off ends as cancelled, unsent")
    func cancellationDuringTheWait() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock(onSleep: { _ in withUnsafeCurrentTask { $0?.cancel() } })
        let client = client(server, clock: clock, acrossCalls: .init(resetAfter: .seconds(60)))

        _ = try await failure { try await client.send(GetItem(id: "1")) }
        // In a task of its own, which the clock cancels from inside the wait.
        let error = try await Task { try await failure { try await client.send(GetItem(id: "1")) } }.value

        #expect(error.code == .cancelled)
        #expect(error.attempts == 0)
        #expect(server.recordedRequests.count == 1)
    }
}
