import BinderyLoopback
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

@_spi(Generated) @testable import BinderyRuntime

@Suite("Which failures are retried", .timeLimit(.minutes(1)))
struct RetryEligibilityTests {
    private let order = Item(id: "7", name: "Order")

    @Test("a 429 is retried even for a POST: the server did not act on it")
    func tooManyRequestsRetriedForPost() async throws {
        let server = try scriptedServer([.json(429, "{}"), .json(200, Ack.json)])
        defer { server.stop() }
        let clock = TestClock()

        let ack = try await makeClient(server.baseURL, clock: clock).send(SubmitOrder(order: order))

        #expect(ack.ok)
        #expect(server.recordedRequests.map(\.method) == ["POST", "POST"])
        #expect(server.recordedRequests.map(\.body) == [Data(#"{"id":"7","name":"Order"}"#.utf8), Data(#"{"id":"7","name":"Order"}"#.utf8)])
        #expect(clock.sleepSeconds == [0.5])
    }

    @Test("a 5xx is not retried for a POST: the server may have acted")
    func serverErrorNotRetriedForPost() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Ack.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock)

        let error = try await failure { try await client.send(SubmitOrder(order: order)) }

        #expect(error.code == .server)
        #expect(error.status == 503)
        #expect(error.attempts == 1)
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a 5xx is retried for a POST declared idempotent, and for a GET", arguments: [500, 502, 503, 504])
    func serverErrorRetriedWhenIdempotent(status: Int) async throws {
        let server = try scriptedServer([.json(status, "{}"), .json(200, Ack.json), .json(status, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)

        let ack = try await client.send(SubmitOrderOnce(key: "k-1"))
        let item = try await client.send(GetItem(id: "1"))

        #expect(ack.ok)
        #expect(item.id == "1")
        #expect(server.recordedRequests.map(\.method) == ["POST", "POST", "GET", "GET"])
    }

    @Test("other failure statuses are not retried", arguments: [400, 401, 404, 409, 422, 501])
    func clientErrorsNotRetried(status: Int) async throws {
        let server = try scriptedServer([.json(status, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.status == status)
        #expect(server.recordedRequests.count == 1)
    }

    @Test("maxAttempts bounds the attempts, the first included")
    func maxAttemptsBound() async throws {
        let server = try scriptedServer([.json(429, "{}")])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock) {
            $0.retryPolicy = RetryPolicy(maxAttempts: 4, jitter: { $0 })
        }

        let error = try await failure { try await client.send(SubmitOrder(order: order)) }

        #expect(error.status == 429)
        #expect(error.attempts == 4)
        #expect(server.recordedRequests.count == 4)
        #expect(clock.sleeps.count == 3)
        #expect(error.description.hasSuffix("(after 4 attempts)"))
    }

    @Test("retryableStatuses replaces the statuses worth retrying")
    func customRetryableStatuses() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.retryPolicy = RetryPolicy(maxAttempts: 3, retryableStatuses: [429], jitter: { $0 })
        }

        _ = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(server.recordedRequests.count == 1)
    }

    @Test("a 429 that spends the server's rate limit waits for its reset, then retries")
    func tooManyRequestsWaitsForReset() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 3
        let server = try scriptedServer([
            .json(429, "{}", headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]),
            .json(200, Ack.json, headers: [("X-RateLimit-Remaining", "9")]),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL, clock: clock) {
            $0.rateLimitPolicy = RateLimitPolicy(remainingHeader: "X-RateLimit-Remaining", resetHeader: "X-RateLimit-Reset")
        }

        let ack = try await client.send(SubmitOrder(order: order))

        #expect(ack.ok)
        #expect(server.recordedRequests.count == 2)
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test("a Retry-After shorter than the rate-limit reset waits for the reset")
    func retryAfterStretchedToReset() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 10
        let server = try scriptedServer([
            .json(429, "{}", headers: [("Retry-After", "2"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]),
            .json(200, Ack.json),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL, clock: clock) {
            $0.rateLimitPolicy = RateLimitPolicy(remainingHeader: "X-RateLimit-Remaining", resetHeader: "X-RateLimit-Reset")
        }

        _ = try await client.send(SubmitOrder(order: order))

        #expect(clock.sleeps == [.seconds(10)])
        #expect(server.recordedRequests.count == 2)
    }

    @Test("a rate-limit reset beyond maxRetryAfter ends the retries with the 429")
    func resetTooFar() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 600
        let server = try scriptedServer([
            .json(429, "{}", headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]), .json(200, Ack.json),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL, clock: clock) {
            $0.rateLimitPolicy = RateLimitPolicy(remainingHeader: "X-RateLimit-Remaining", resetHeader: "X-RateLimit-Reset")
        }

        let error = try await failure { try await client.send(SubmitOrder(order: order)) }

        #expect(error.code == .server)
        #expect(error.status == 429)
        #expect(clock.sleeps.isEmpty)
        #expect(server.recordedRequests.count == 1)
    }

    @Test("the descriptor's default idempotence follows the method; the spec can override it")
    func defaultIdempotence() {
        let idempotent: [HTTPRequest.Method] = [.get, .head, .put, .delete, .options]
        for method in idempotent {
            #expect(OperationDescriptor(id: "x", method: method, path: "/").isIdempotent)
        }
        #expect(!OperationDescriptor(id: "x", method: .post, path: "/").isIdempotent)
        #expect(!OperationDescriptor(id: "x", method: .patch, path: "/").isIdempotent)
        #expect(OperationDescriptor(id: "x", method: .post, path: "/", isIdempotent: true).isIdempotent)
        #expect(!OperationDescriptor(id: "x", method: .put, path: "/", isIdempotent: false).isIdempotent)
    }

    @Test("allowsRetry: 429 always, other retryable statuses only when idempotent")
    func allowsRetry() {
        let policy = RetryPolicy()
        #expect(policy.allowsRetry(status: 429, isIdempotent: false))
        #expect(policy.allowsRetry(status: 503, isIdempotent: true))
        #expect(!policy.allowsRetry(status: 503, isIdempotent: false))
        #expect(!policy.allowsRetry(status: 404, isIdempotent: true))
    }
}
