import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation
import Testing

/// 429s as Clover sends them (`retry-after: <seconds>` and one `X-RateLimit-*` header naming the
/// limit hit), retried on a virtual clock: 6 attempts in all, `retry-after` honoured exactly,
/// else exponential back-off from 1 s.
@Suite("Too many requests", .timeLimit(.minutes(1)))
struct RetryTests {
    static func tooManyRequests(retryAfter: String? = nil) -> LoopbackReply {
        var headers = [("X-RateLimit-tokenLimit", "16")]
        if let retryAfter { headers.append(("retry-after", retryAfter)) }
        return .json(429, #"{"message":"Too Many Requests"}"#, headers: headers)
    }

    @Test("a 429 with retry-after: 21 waits exactly 21 s, then the same request succeeds")
    func honoursRetryAfter() async throws {
        let fake = try CloverFake(replies: [Self.tooManyRequests(retryAfter: "21"), .json(200, CloverFixture.order)])
        let clock = TestClock()

        let order = try await fake.makeClient(clock: clock).getOrder(id: "8QSDCRTWSDZZ6", expand: [.lineItems])

        #expect(order.id == "8QSDCRTWSDZZ6")
        #expect(clock.sleeps == [.seconds(21)])
        #expect(fake.requests.count == 2)
        for request in fake.requests {
            try expectWire(
                request, method: "GET", path: CloverFixture.merchantPath("/orders/8QSDCRTWSDZZ6"), query: [("expand", "lineItems")])
        }
    }

    @Test("429s without retry-after back off exponentially: 1 s, 2 s, 4 s (at most, with jitter)")
    func exponentialBackoff() async throws {
        let fake = try CloverFake(replies: [
            Self.tooManyRequests(), Self.tooManyRequests(), Self.tooManyRequests(), .json(200, CloverFixture.list()),
        ])
        let clock = TestClock()

        let orders = try await fake.makeClient(clock: clock, deterministicBackoff: true).listOrders()

        #expect(orders.isEmpty)
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(fake.requests.count == 4)
    }

    @Test("with random jitter each wait stays below its cap")
    func jitteredBackoff() async throws {
        let fake = try CloverFake(replies: [Self.tooManyRequests(), Self.tooManyRequests(), .json(200, CloverFixture.list())])
        let clock = TestClock()

        _ = try await fake.makeClient(clock: clock).listPayments()

        #expect(clock.sleeps.count == 2)
        for (sleep, cap) in zip(clock.sleeps, [Duration.seconds(1), .seconds(2)]) {
            #expect(sleep >= .zero && sleep <= cap)
        }
    }

    @Test("a 429 on a write is retried too: Clover did not act on it")
    func writeIsRetried() async throws {
        let fake = try CloverFake(replies: [Self.tooManyRequests(retryAfter: "2"), .json(200, CloverFixture.customer)])
        let clock = TestClock()

        let customer = try await fake.makeClient(clock: clock).createCustomer(Customer(firstName: "Ada"))

        #expect(customer.id == "CUST1ABCDEFG2")
        #expect(clock.sleeps == [.seconds(2)])
        #expect(fake.requests.map(\.body) == [Data(#"{"firstName":"Ada"}"#.utf8), Data(#"{"firstName":"Ada"}"#.utf8)])
    }

    @Test("after 6 attempts the 429 is thrown, documented as tooManyRequests")
    func givesUp() async throws {
        let fake = try CloverFake(replies: Array(repeating: Self.tooManyRequests(), count: 6))
        let clock = TestClock()

        let error = try await expectBinderyError {
            try await fake.makeClient(clock: clock, deterministicBackoff: true).listItems()
        }

        #expect(error.code == .server)
        #expect(error.status == 429)
        #expect(error.attempts == 6)
        #expect(ListItemsRequest.Failure(error) == .tooManyRequests)
        #expect(error.message == "Too Many Requests")
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16)])
        #expect(fake.requests.count == 6)
    }
}
