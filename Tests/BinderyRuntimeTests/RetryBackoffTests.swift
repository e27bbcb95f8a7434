import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("Retry back-off: exponential caps, full jitter", .timeLimit(.minutes(1)))
struct RetryBackoffTests {
    @Test("caps double from initialDelay and stop at maxDelay")
    func capsDoubleUpToMaxDelay() {
        let policy = RetryPolicy(maxAttempts: 10, initialDelay: .milliseconds(500), maxDelay: .seconds(30))
        let caps = (1...9).map { policy.backoffCap(afterAttempt: $0).seconds }
        #expect(caps == [0.5, 1, 2, 4, 8, 16, 30, 30, 30])
        #expect(RetryPolicy(maxAttempts: 2, initialDelay: .seconds(1), maxDelay: .seconds(1)).backoffCap(afterAttempt: 40) == .seconds(1))
    }

    @Test("a failing idempotent call sleeps each cap in turn, bounded by maxDelay, then gives up")
    func scheduleOverLoopback() async throws {
        let server = try scriptedServer([.json(503, "{}")])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) {
            $0.retryPolicy = RetryPolicy(maxAttempts: 6, initialDelay: .milliseconds(500), maxDelay: .seconds(3), jitter: { $0 })
        }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .server)
        #expect(error.status == 503)
        #expect(error.attempts == 6)
        #expect(server.recordedRequests.count == 6)
        #expect(clock.sleepSeconds == [0.5, 1, 2, 3, 3])
    }

    @Test("full jitter: the wait is what the jitter picks, between zero and the cap")
    func jitterPicksWithinCap() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let caps = Box<[Double]>([])
        let client = makeClient(server.baseURL, clock: clock) {
            $0.retryPolicy = RetryPolicy(maxAttempts: 3, jitter: { cap in
                caps.update { $0.append(cap) }
                return cap / 4
            })
        }

        let item = try await client.send(GetItem(id: "1"))

        #expect(item == Item(id: "1", name: "Widget"))
        #expect(caps.get == [0.5, 1])
        #expect(clock.sleepSeconds == [0.125, 0.25])
    }

    @Test("a jitter outside [0, cap] is clamped into it")
    func jitterIsClamped() {
        let tooLarge = RetryPolicy(initialDelay: .seconds(2), jitter: { $0 * 10 })
        let negative = RetryPolicy(initialDelay: .seconds(2), jitter: { _ in -5 })
        #expect(tooLarge.backoff(afterAttempt: 2) == .seconds(4))
        #expect(negative.backoff(afterAttempt: 2) == .zero)
    }

    @Test("the default jitter stays within [0, cap]")
    func defaultJitterWithinCap() {
        let policy = RetryPolicy(initialDelay: .seconds(1), maxDelay: .seconds(8))
        for attempt in 1...5 {
            let cap = policy.backoffCap(afterAttempt: attempt)
            for _ in 0..<50 {
                let wait = policy.backoff(afterAttempt: attempt)
                #expect(wait >= .zero && wait <= cap)
            }
        }
    }

    @Test("maxAttempts below 1 means one attempt; .never never retries")
    func attemptBounds() async throws {
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
        let server = try scriptedServer([.json(503, "{}")])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) { $0.retryPolicy = .never }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.attempts == 1)
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }
}
