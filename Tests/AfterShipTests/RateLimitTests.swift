import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// The spec's rate limit: 10 requests per second locally, and the server's X-RateLimit-* account.
@Suite("Rate limits", .timeLimit(.minutes(1)))
struct RateLimitTests {
    @Test("X-RateLimit-Remaining: 0 with a future reset: the next call fails fast without reaching the server")
    func spentLimitFailsFast() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 30
        let fake = try AfterShipFake(always: AfterShipReply.success(
            Fixture.courierListJSON,
            headers: [("X-RateLimit-Limit", "10"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]))
        let client = fake.makeClient(clock: clock)

        // The call that spends the budget still succeeds.
        let first = try await client.listCouriers()
        #expect(first.couriers.count == 2)

        let error = try await expectBinderyError { try await client.getTracking(slug: "ups", trackingNumber: "1Z9999W99999999999") }

        #expect(fake.requests.count == 1)
        #expect(error.code == .rateLimited)
        #expect(error.operationID == "getTracking")
        #expect(error.status == nil)
        #expect(error.attempts == 0)
        #expect(error.retryAfter == .seconds(30))
        #expect(clock.sleeps.isEmpty)
    }

    @Test("once the reset time passes, calls reach the server again")
    func spentLimitRecoversAfterReset() async throws {
        let clock = TestClock()
        let reset = Int(clock.now().timeIntervalSince1970) + 30
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(
                Fixture.courierListJSON,
                headers: [("X-RateLimit-Limit", "10"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "\(reset)")]),
            AfterShipReply.success(
                Fixture.courierListJSON,
                headers: [("X-RateLimit-Limit", "10"), ("X-RateLimit-Remaining", "9"), ("X-RateLimit-Reset", "\(reset + 1)")]),
        ])
        let client = fake.makeClient(clock: clock)

        _ = try await client.listCouriers()
        _ = try await expectBinderyError { try await client.listCouriers() }
        clock.advance(by: 31)
        let list = try await client.listCouriers()

        #expect(list.total == 2)
        #expect(fake.requests.count == 2)
    }

    @Test("more than 10 calls in a second wait their turn (on the virtual clock), and all go through")
    func localLimitPacesCalls() async throws {
        let fake = try AfterShipFake(always: AfterShipReply.success(Fixture.courierListJSON))
        let clock = TestClock()
        let client = fake.makeClient(clock: clock)

        for _ in 0..<12 {
            _ = try await client.listCouriers()
        }

        #expect(fake.requests.count == 12)
        // The bucket starts full with 10; calls 11 and 12 each wait a tenth of a second.
        #expect(clock.sleeps.count == 2)
        #expect(clock.sleeps.allSatisfy { abs($0.timeInterval - 0.1) < 0.001 })
    }

    @Test("with RateLimitPolicy.none many calls go straight through")
    func rateLimitCanBeTurnedOff() async throws {
        let fake = try AfterShipFake(always: AfterShipReply.success(Fixture.courierListJSON))
        let clock = TestClock()
        let client = fake.makeClient(clock: clock, rateLimitPolicy: RateLimitPolicy.none)

        for _ in 0..<15 {
            _ = try await client.listAllCouriers()
        }

        #expect(fake.requests.count == 15)
        #expect(clock.sleeps.isEmpty)
    }
}
