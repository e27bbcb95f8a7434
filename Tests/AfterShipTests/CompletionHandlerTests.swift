import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// The completion-handler overloads, for callers that are not async.
@Suite("Completion handlers", .timeLimit(.minutes(1)))
struct CompletionHandlerTests {
    @Test("getTracking(slug:trackingNumber:completion:) delivers the decoded tracking")
    func deliversSuccess() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(tag: "Delivered"))}"#)
        ])
        let client = fake.makeClient()

        let result = await withCheckedContinuation { continuation in
            client.getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber, fields: ["title", "order_id"]) {
                continuation.resume(returning: $0)
            }
        }

        let tracking = try result.get()
        #expect(tracking.tag == .delivered)
        #expect(tracking.trackingNumber == Fixture.slashedNumber)
        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "GET", path: "/v4/trackings/china-post/RR123%2F4567CN",
            query: ["fields": "title,order_id"])
    }

    @Test("getTracking(slug:trackingNumber:completion:) delivers a failure as BinderyError")
    func deliversFailure() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.trackingDoesNotExist])
        let client = fake.makeClient()

        let result = await withCheckedContinuation { continuation in
            client.getTracking(slug: "ups", trackingNumber: "1Z0000000000000000") { continuation.resume(returning: $0) }
        }

        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.code == .server)
        #expect(error.status == 404)
        #expect(error.serverCode == "4004")
    }

    @Test("the returned task runs the call once; awaiting it means the completion already ran")
    func taskCompletesAfterCompletion() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.success(Fixture.courierListJSON)])
        let calls = CallCounter()

        let task = fake.makeClient().listCouriers { result in
            calls.record(try? result.get().couriers.count)
        }
        await task.value

        #expect(calls.values == [2])
        #expect(fake.requests.count == 1)
    }
}

/// Collects what completion handlers were given.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int?] = []

    func record(_ value: Int?) { lock.withLock { recorded.append(value) } }
    var values: [Int?] { lock.withLock { recorded } }
}
