import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// Resilience per endpoint: rate-limit responses, an endpoint's own retry statuses, rate-limit
/// buckets, and options for one call without a second client. Waits are on a virtual clock.
@Suite("Calls: resilience per endpoint", .timeLimit(.minutes(1)))
struct ResilienceTests {
    @Test("a 403 with Retry-After is a rate limit: waited out and retried")
    func forbiddenWithRetryAfterIsRetried() async throws {
        let fake = try HubFake(replies: [HubReply.failure(403, headers: [("Retry-After", "7")]), HubReply.repository()])
        let clock = TestClock()

        let repository = try await fake.makeClient(clock: clock).getRepository(owner: "swiftlang", repo: "swift")

        #expect(repository.id == 1)
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test("a 403 with nothing remaining is a rate limit: retried after the reset")
    func forbiddenWithNothingRemainingIsRetried() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 3
        let fake = try HubFake(replies: [
            HubReply.failure(403, headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]),
            HubReply.repository(),
        ])

        let repository = try await fake.makeClient(clock: clock).getRepository(owner: "swiftlang", repo: "swift")

        #expect(repository.id == 1)
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test("a 403 without Retry-After or a spent count is a plain failure, not retried")
    func plainForbiddenIsNotRetried() async throws {
        let fake = try HubFake(replies: [
            HubReply.failure(403, headers: [("X-RateLimit-Remaining", "12")]), HubReply.repository(),
        ])
        let clock = TestClock()

        let error = await #expect(throws: BinderyError.self) {
            try await fake.makeClient(clock: clock).getRepository(owner: "swiftlang", repo: "swift")
        }

        #expect(error?.status == 403)
        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("an endpoint with its own retry statuses retries those and no others")
    func endpointRetryStatuses() async throws {
        let fake = try HubFake(replies: [HubReply.failure(409), .response(status: 204)])
        let clock = TestClock()
        let client = fake.makeClient(clock: clock) { $0.retryPolicy.jitter = { $0 } }

        try await client.starRepository(owner: "swiftlang", repo: "swift")
        #expect(fake.requests.count == 2)

        // A 503, which the API retries, is not one of this endpoint's statuses.
        let unavailable = try HubFake(replies: [HubReply.failure(503), .response(status: 204)])
        let error = await #expect(throws: BinderyError.self) {
            try await unavailable.makeClient(clock: clock).starRepository(owner: "swiftlang", repo: "swift")
        }
        #expect(error?.status == 503)
        #expect(unavailable.requests.count == 1)
    }

    @Test("two rate-limit buckets pace their calls independently")
    func bucketsPaceIndependently() async throws {
        let fake = try HubFake(handler: { request in
            request.path.hasPrefix("/search") ? .json(200, #"{"total_count":3}"#) : .response(status: 204)
        })
        let clock = TestClock(advancesOnSleep: false)
        let client = fake.makeClient(clock: clock)

        // Each bucket allows 2 calls per 60 s: the third search waits its turn (30 s), while
        // the core bucket's calls, counted apart, go at once.
        for _ in 0..<3 { _ = try await client.searchRepositories(q: "swift") }
        #expect(clock.sleeps == [.seconds(30)])
        for _ in 0..<2 { try await client.starRepository(owner: "swiftlang", repo: "swift") }
        #expect(clock.sleeps == [.seconds(30)])
        try await client.starRepository(owner: "swiftlang", repo: "swift")
        #expect(clock.sleeps == [.seconds(30), .seconds(30)])
        #expect(fake.requests.count == 6)
    }

    @Test("a per-call extra header and base URL, on the same client")
    func perCallHeaderAndBaseURL() async throws {
        let fake = try HubFake(replies: [HubReply.repository(), HubReply.repository()])
        let mirror = try HubFake(replies: [HubReply.repository()])
        let client = fake.makeClient()
        let options = CallOptions(headers: [HTTPField.Name("X-Request-Id")!: "call-42", .accept: "application/json"])

        _ = try await withCallOptions(options) {
            try await client.getRepository(owner: "swiftlang", repo: "swift")
        }
        _ = try await withCallOptions(CallOptions(baseURL: mirror.server.baseURL)) {
            try await client.getRepository(owner: "swiftlang", repo: "swift")
        }
        _ = try await client.getRepository(owner: "swiftlang", repo: "swift")

        #expect(fake.requests.count == 2)
        #expect(fake.requests[0].header("X-Request-Id") == "call-42")
        #expect(fake.requests[0].header("Accept") == "application/json")
        #expect(fake.requests[0].header("X-Hub-Api-Version") == "2022-11-28")
        #expect(fake.requests[1].header("X-Request-Id") == nil)
        #expect(fake.requests[1].header("Accept") == "application/vnd.hub+json")
        #expect(mirror.requests.map(\.path) == ["/repos/swiftlang/swift"])
    }

    @Test("a per-call timeout bounds the retries of that call only")
    func perCallTimeout() async throws {
        let replies: [LoopbackReply] = [HubReply.failure(503, headers: [("Retry-After", "2")]), HubReply.repository()]
        let fake = try HubFake(replies: replies)
        let client = fake.makeClient()

        // Waiting 2 s for the retry would outlast the call's 1 s: it fails after one attempt.
        let error = await #expect(throws: BinderyError.self) {
            try await withCallOptions(CallOptions(timeout: .seconds(1))) {
                try await client.getRepository(owner: "swiftlang", repo: "swift")
            }
        }
        #expect(error?.status == 503)
        #expect(fake.requests.count == 1)

        // The same call without options has the client's 60 s, and retries.
        let again = try HubFake(replies: replies)
        _ = try await again.makeClient().getRepository(owner: "swiftlang", repo: "swift")
        #expect(again.requests.count == 2)
    }

    @Test("options inside options replace what they set and keep the rest")
    func nestedOptions() async throws {
        let fake = try HubFake(replies: [HubReply.repository()])
        let client = fake.makeClient()
        let outer = CallOptions(headers: [HTTPField.Name("X-A")!: "outer", HTTPField.Name("X-B")!: "outer"])
        let inner = CallOptions(headers: [HTTPField.Name("X-B")!: "inner"])

        _ = try await withCallOptions(outer) {
            try await withCallOptions(inner) {
                try await client.getRepository(owner: "swiftlang", repo: "swift")
            }
        }

        let request = try fake.server.onlyRequest()
        #expect(request.header("X-A") == "outer")
        #expect(request.header("X-B") == "inner")
    }

    @Test("a per-call retry policy replaces the client's")
    func perCallRetryPolicy() async throws {
        let fake = try HubFake(replies: [HubReply.failure(503), HubReply.repository()])

        let error = await #expect(throws: BinderyError.self) {
            try await withCallOptions(CallOptions(retryPolicy: .never)) {
                try await fake.makeClient().getRepository(owner: "swiftlang", repo: "swift")
            }
        }

        #expect(error?.status == 503)
        #expect(fake.requests.count == 1)
    }
}
