import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// Retries as the spec configures them (3 attempts, 0.5 s initial back-off), on a virtual clock.
@Suite("Retries", .timeLimit(.minutes(1)))
struct RetryTests {
    static let internalError = AfterShipReply.failure(
        status: 500, code: 500, type: "InternalError", message: "Something went wrong on AfterShip's end.")
    static let tracking = AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON())}"#)

    @Test("a 429 with Retry-After: 7 waits exactly 7 s, then the second attempt succeeds")
    func tooManyRequestsThenSuccess() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(
                status: 429, code: 429, type: "TooManyRequests",
                message: "You have exceeded the API call rate limit. Default limit is 10 requests per second.",
                headers: [("Retry-After", "7")]),
            Self.tracking,
        ])
        let clock = TestClock()

        let tracking = try await fake.makeClient(clock: clock).getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)

        #expect(tracking.id == "60dd7e6b4d5cb20e5ad4b8a1")
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps == [.seconds(7)])
        for request in fake.requests {
            try expectWire(request, method: "GET", path: "/v4/trackings/china-post/RR123%2F4567CN")
        }
    }

    @Test("a 429 on a POST is retried too: the server did not act on it")
    func tooManyRequestsOnPostIsRetried() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(
                status: 429, code: 429, type: "TooManyRequests", message: "You have exceeded the API call rate limit.",
                headers: [("Retry-After", "2")]),
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON())}"#, status: 201),
        ])
        let clock = TestClock()

        let tracking = try await fake.makeClient(clock: clock).createTracking(
            NewTracking(trackingNumber: Fixture.slashedNumber))

        #expect(tracking.trackingNumber == Fixture.slashedNumber)
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps == [.seconds(2)])
        #expect(fake.requests[0].body == fake.requests[1].body)
    }

    @Test("a 429 with AfterShip's rate-limit headers and no Retry-After waits for X-RateLimit-Reset, then retries")
    func tooManyRequestsWaitsForReset() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 3
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(
                status: 429, code: 429, type: "TooManyRequests",
                message: "You have exceeded the API call rate limit. Default limit is 10 requests per second.",
                headers: [("X-RateLimit-Limit", "10"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]),
            Self.tracking,
        ])

        let result: Result<Tracking, BinderyError>
        do throws(BinderyError) {
            result = .success(try await fake.makeClient(clock: clock).getTracking(slug: "ups", trackingNumber: "1Z9999W99999999999"))
        } catch {
            result = .failure(error)
        }

        #expect(throws: Never.self) { try result.get() }
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps.reduce(0) { $0 + $1.timeInterval } >= 3)
    }

    @Test("a Retry-After given as an HTTP date waits until that date")
    func retryAfterHTTPDate() async throws {
        // The test clock's now is 2021-07-01T00:00:00Z.
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(
                status: 429, code: 429, type: "TooManyRequests", message: "You have exceeded the API call rate limit.",
                headers: [("Retry-After", "Thu, 01 Jul 2021 00:00:05 GMT")]),
            Self.tracking,
        ])
        let clock = TestClock()

        _ = try await fake.makeClient(clock: clock).getTracking(slug: "ups", trackingNumber: "1Z9999W99999999999")

        #expect(fake.requests.count == 2)
        #expect(clock.sleeps == [.seconds(5)])
    }

    @Test("a Retry-After beyond the policy's 120 s ends the retries at once")
    func retryAfterTooLongIsNotWaited() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(
                status: 429, code: 429, type: "TooManyRequests", message: "You have exceeded the API call rate limit.",
                headers: [("Retry-After", "600")]),
            Self.tracking,
        ])
        let clock = TestClock()

        let error = try await expectBinderyError {
            try await fake.makeClient(clock: clock).getTracking(slug: "ups", trackingNumber: "1Z9999W99999999999")
        }

        #expect(error.code == .server)
        #expect(error.status == 429)
        #expect(error.retryAfter == .seconds(600))
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a 500 on a GET is retried after a back-off of at most 0.5 s, then succeeds")
    func serverErrorOnGetIsRetried() async throws {
        let fake = try AfterShipFake(replies: [Self.internalError, Self.tracking])
        let clock = TestClock()

        let tracking = try await fake.makeClient(clock: clock).getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)

        #expect(tracking.slug == "china-post")
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps.count == 1)
        #expect(clock.sleeps.allSatisfy { $0 >= .zero && $0 <= .milliseconds(500) })
    }

    @Test("a 500 on POST createTracking is not retried: the tracking may have been created")
    func serverErrorOnCreateIsNotRetried() async throws {
        let fake = try AfterShipFake(replies: [Self.internalError, Self.tracking])
        let clock = TestClock()

        let error = try await expectBinderyError {
            try await fake.makeClient(clock: clock).createTracking(NewTracking(trackingNumber: Fixture.slashedNumber))
        }

        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(error.code == .server)
        #expect(error.operationID == "createTracking")
        #expect(error.status == 500)
        #expect(error.serverCode == "500")
        #expect(error.message == "Something went wrong on AfterShip's end.")
        #expect(error.attempts == 1)
    }

    @Test("after a 500, the client's next call waits a back-off first; a success lets the calls after it go at once")
    func serverErrorDelaysTheNextCalls() async throws {
        // The seed SDK: "If ... the service has previously returned 429 or 500 errors, a delay
        // will be applied before performing the request", reset by a successful response.
        let fake = try AfterShipFake(replies: [Self.internalError, Self.tracking, Self.tracking])
        let clock = TestClock()
        let client = fake.makeClient(clock: clock)

        _ = try await expectBinderyError {
            try await client.createTracking(NewTracking(trackingNumber: Fixture.slashedNumber))
        }
        #expect(clock.sleeps.isEmpty, "the POST itself is not retried")
        _ = try await client.getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)
        let waits = clock.sleepSeconds
        #expect(waits.count == 1)
        #expect(waits.allSatisfy { $0 > 0 && $0 <= 0.5 }, "a jittered back-off of at most the spec's initial 0.5 s: \(waits)")
        _ = try await client.getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)

        #expect(clock.sleepSeconds == waits)
        #expect(fake.requests.count == 3)
    }

    @Test("a plain-text 502 `Interal Error` is retried to the limit, then reported with its body")
    func plainTextBadGatewayExhaustsRetries() async throws {
        let fake = try AfterShipFake(always: .text(502, "Interal Error"))
        let clock = TestClock()

        let error = try await expectBinderyError {
            try await fake.makeClient(clock: clock).getTracking(
                slug: "postnl-3s", trackingNumber: "3SKAAG5995399", trackingPostalCode: "46970", trackingDestinationCountry: "ESP")
        }

        #expect(fake.requests.count == 3)
        #expect(clock.sleeps.count == 2)
        #expect(error.code == .server)
        #expect(error.status == 502)
        #expect(error.attempts == 3)
        #expect(error.serverError == nil)
        #expect(error.serverCode == nil)
        #expect(error.documentedError == nil)
        #expect(error.responseBody?.contains("Interal Error") == true)
        #expect(error.message.contains("502"))
        for request in fake.requests {
            try expectWire(
                request, method: "GET", path: "/v4/trackings/postnl-3s/3SKAAG5995399",
                query: ["tracking_postal_code": "46970", "tracking_destination_country": "ESP"])
        }
    }

    @Test("a connection dropped without an answer is retried for a GET")
    func droppedConnectionOnGetIsRetried() async throws {
        let fake = try AfterShipFake(replies: [.noResponse(after: .zero), Self.tracking])
        let clock = TestClock()

        let tracking = try await fake.makeClient(clock: clock).getTracking(slug: "ups", trackingNumber: "1Z9999W99999999999")

        #expect(tracking.id == "60dd7e6b4d5cb20e5ad4b8a1")
        #expect(fake.requests.count == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test("a connection dropped without an answer is not retried for createTracking, and reports .transport")
    func droppedConnectionOnCreateIsNotRetried() async throws {
        let fake = try AfterShipFake(replies: [.noResponse(after: .zero), Self.tracking])
        let clock = TestClock()

        let error = try await expectBinderyError {
            try await fake.makeClient(clock: clock).createTracking(NewTracking(trackingNumber: Fixture.slashedNumber))
        }

        #expect(error.code == .transport)
        #expect(error.status == nil)
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(!String(reflecting: error).contains(Fixture.apiKey))
    }
}
