import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("Client-side rate limiting", .timeLimit(.minutes(1)))
struct RateLimitTests {
    private static let serverPolicy = RateLimitPolicy(
        limitHeader: "X-RateLimit-Limit", remainingHeader: "X-RateLimit-Remaining", resetHeader: "X-RateLimit-Reset")

    @Test("beyond requests per interval, calls wait their turn on the injected clock")
    func tokenBucketPaces() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) {
            $0.rateLimitPolicy = RateLimitPolicy(requests: 2, per: .seconds(1))
        }

        for _ in 0..<5 { _ = try await client.send(GetItem(id: "1")) }

        #expect(server.recordedRequests.count == 5)
        // The bucket starts full with 2; each later call waits for one token: half a second.
        #expect(clock.sleeps.count == 3)
        #expect(clock.sleepSeconds.allSatisfy { abs($0 - 0.5) < 1e-9 })
    }

    @Test("a bucket refilled by time passing lets calls through without waiting")
    func refillAfterIdle() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) {
            $0.rateLimitPolicy = RateLimitPolicy(requests: 2, per: .seconds(1))
        }

        for _ in 0..<2 { _ = try await client.send(GetItem(id: "1")) }
        clock.advance(by: 1)
        for _ in 0..<2 { _ = try await client.send(GetItem(id: "1")) }

        #expect(clock.sleeps.isEmpty)
    }

    @Test("concurrent callers queue behind each other, even on a clock that does not move")
    func concurrentCallersQueue() async throws {
        let clock = TestClock(advancesOnSleep: false)
        let queued = RateLimiter(policy: RateLimitPolicy(requests: 1, per: .seconds(1)), clock: clock)

        // As the client takes its turn: reserve a token, then wait for it when it is lent.
        @Sendable func acquire(_ operationID: String) async throws(BinderyError) {
            if let delay = try queued.reserve(operationID: operationID) { try await queued.wait(for: delay, operationID: operationID) }
        }
        try await acquire("a")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<3 { group.addTask { try? await acquire("b") } }
        }

        #expect(clock.sleepSeconds.sorted() == [1, 2, 3])
    }

    @Test("X-RateLimit-Remaining 0 with an epoch reset: calls fail fast until the clock passes it")
    func exhaustedUntilEpochReset() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 30
        let server = try scriptedServer([
            .json(200, Item.json, headers: [("X-RateLimit-Limit", "10"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]),
            .json(200, Item.json, headers: [("X-RateLimit-Remaining", "9")]),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL, clock: clock) { $0.rateLimitPolicy = Self.serverPolicy }

        _ = try await client.send(GetItem(id: "1"))
        let error = try await failure { try await client.send(GetItem(id: "2")) }

        #expect(error.code == .rateLimited)
        #expect(error.retryAfter == .seconds(30))
        #expect(error.attempts == 0)
        #expect(error.operationID == "getItem")
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.isEmpty)

        clock.advance(by: 29)
        let later = try await failure { try await client.send(GetItem(id: "3")) }
        #expect(later.retryAfter == .seconds(1))
        #expect(server.recordedRequests.count == 1)

        clock.advance(by: 1.5)
        _ = try await client.send(GetItem(id: "4"))
        _ = try await client.send(GetItem(id: "5"))
        #expect(server.recordedRequests.count == 3)
    }

    @Test("a small reset value counts seconds from now")
    func deltaReset() async throws {
        let server = try scriptedServer([
            .json(200, Item.json, headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "5")]), .json(200, Item.json),
        ])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) { $0.rateLimitPolicy = Self.serverPolicy }

        _ = try await client.send(GetItem(id: "1"))
        let error = try await failure { try await client.send(SubmitOrder(order: Item(id: "1", name: "a"))) }

        #expect(error.code == .rateLimited)
        #expect(error.retryAfter == .seconds(5))
        #expect(server.recordedRequests.count == 1)

        clock.advance(by: 5)
        _ = try await client.send(GetItem(id: "1"))
        #expect(server.recordedRequests.count == 2)
    }

    @Test("remaining above zero, or no reset header, never blocks")
    func notExhausted() async throws {
        let server = try scriptedServer([
            .json(200, Item.json, headers: [("X-RateLimit-Remaining", "1"), ("X-RateLimit-Reset", "60")]),
            .json(200, Item.json, headers: [("X-RateLimit-Remaining", "0")]),
            .json(200, Item.json),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.rateLimitPolicy = Self.serverPolicy }

        for _ in 0..<3 { _ = try await client.send(GetItem(id: "1")) }

        #expect(server.recordedRequests.count == 3)
    }

    @Test("reset values: epoch seconds, epoch milliseconds, seconds from now")
    func resetDates() {
        let now = Date(timeIntervalSince1970: 1_625_097_600)
        #expect(RateLimiter.resetDate(1_625_097_630, now: now) == Date(timeIntervalSince1970: 1_625_097_630))
        #expect(RateLimiter.resetDate(1_625_097_630_000, now: now) == Date(timeIntervalSince1970: 1_625_097_630))
        #expect(RateLimiter.resetDate(60, now: now) == now.addingTimeInterval(60))
    }
}
