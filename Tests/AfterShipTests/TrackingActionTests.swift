import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// `POST /trackings/{slug}/{tracking_number}/retrack` and `…/mark-as-completed`.
@Suite("Tracking actions", .timeLimit(.minutes(1)))
struct TrackingActionTests {
    @Test("retrack: POST …/retrack with no body, the tracking unwrapped")
    func retrack() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingIdentityJSON(slug: "ups", number: "1Z9999W99999999999"))}"#)
        ])

        let tracking = try await fake.makeClient().retrack(slug: "ups", trackingNumber: "1Z9999W99999999999")

        #expect(fake.requests.count == 1)
        try expectWire(try #require(fake.requests.first), method: "POST", path: "/v4/trackings/ups/1Z9999W99999999999/retrack")
        #expect(tracking.active == true)
        #expect(tracking.slug == "ups")
        #expect(tracking.trackingNumber == "1Z9999W99999999999")
    }

    @Test("markTrackingCompleted: POST …/mark-as-completed with the unwrapped {\"reason\": …}")
    func markTrackingCompleted() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(tag: "Delivered"))}"#)
        ])

        let tracking = try await fake.makeClient().markTrackingCompleted(
            slug: "china-post", trackingNumber: Fixture.slashedNumber, details: CompletionRequest(reason: .returnedToSender))

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "POST",
            path: "/v4/trackings/china-post/RR123%2F4567CN/mark-as-completed",
            json: #"{"reason": "RETURNED_TO_SENDER"}"#)
        #expect(tracking.tag == .delivered)
        #expect(tracking.id == "60dd7e6b4d5cb20e5ad4b8a1")
    }
}
