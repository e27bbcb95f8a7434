import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("Retry-After", .timeLimit(.minutes(1)))
struct RetryAfterTests {
    @Test("Retry-After in seconds replaces the back-off exactly")
    func secondsHonoured() async throws {
        let server = try scriptedServer([.json(503, "{}", headers: [("Retry-After", "7")]), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()

        let item = try await makeClient(server.baseURL, clock: clock).send(GetItem(id: "1"))

        #expect(item.id == "1")
        #expect(server.recordedRequests.count == 2)
        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test("Retry-After as an HTTP date waits until that date on the injected clock")
    func httpDateHonoured() async throws {
        // The test clock's now is 2021-07-01T00:00:00Z.
        let server = try scriptedServer([
            .json(429, "{}", headers: [("Retry-After", "Thu, 01 Jul 2021 00:00:05 GMT")]), .json(200, Ack.json),
        ])
        defer { server.stop() }
        let clock = TestClock()

        let ack = try await makeClient(server.baseURL, clock: clock).send(SubmitOrder(order: Item(id: "1", name: "a")))

        #expect(ack.ok)
        #expect(server.recordedRequests.count == 2)
        #expect(clock.sleeps == [.seconds(5)])
    }

    @Test("a Retry-After date in the past retries at once")
    func pastDateRetriesAtOnce() async throws {
        let server = try scriptedServer([
            .json(503, "{}", headers: [("Retry-After", "Wed, 30 Jun 2021 23:59:00 GMT")]), .json(200, Item.json),
        ])
        defer { server.stop() }
        let clock = TestClock()

        _ = try await makeClient(server.baseURL, clock: clock).send(GetItem(id: "1"))

        #expect(clock.sleeps == [.zero])
    }

    @Test("a Retry-After beyond maxRetryAfter ends the retries at once, and is reported")
    func tooLongStops() async throws {
        let server = try scriptedServer([.json(429, "{}", headers: [("Retry-After", "121")]), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) {
            $0.retryPolicy = RetryPolicy(maxAttempts: 3, maxRetryAfter: .seconds(120), jitter: { $0 })
        }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .server)
        #expect(error.status == 429)
        #expect(error.retryAfter == .seconds(121))
        #expect(error.attempts == 1)
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("Retry-After exactly at maxRetryAfter is still waited")
    func atTheLimitWaits() async throws {
        let server = try scriptedServer([.json(429, "{}", headers: [("Retry-After", "120")]), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) { $0.timeout = .seconds(600) }

        _ = try await client.send(GetItem(id: "1"))

        #expect(clock.sleeps == [.seconds(120)])
    }

    @Test("parsing: delta-seconds, HTTP dates, and what is neither")
    func parsing() {
        let now = Date(timeIntervalSince1970: 1_625_097_600)  // 2021-07-01T00:00:00Z
        #expect(RetryAfter.parse("120", now: now) == .seconds(120))
        #expect(RetryAfter.parse(" 3 ", now: now) == .seconds(3))
        #expect(RetryAfter.parse("1.5", now: now) == .milliseconds(1500))
        #expect(RetryAfter.parse("0", now: now) == .zero)
        #expect(RetryAfter.parse("Thu, 01 Jul 2021 00:01:00 GMT", now: now) == .seconds(60))
        #expect(RetryAfter.parse("Thursday, 01-Jul-21 00:01:00 GMT", now: now) == .seconds(60))
        #expect(RetryAfter.parse("Thu Jul  1 00:01:00 2021", now: now) == .seconds(60))
        for invalid in ["", "-1", "soon", "0x10", "1e3", "inf", "nan", "Thu, 01 Jul 2021 00:01:00 PST"] {
            #expect(RetryAfter.parse(invalid, now: now) == nil, "\(invalid)")
        }
    }
}
