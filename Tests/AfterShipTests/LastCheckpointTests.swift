import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// `GET /last_checkpoint/{slug}/{tracking_number}`.
@Suite("Last checkpoint", .timeLimit(.minutes(1)))
struct LastCheckpointTests {
    @Test("getLastCheckpoint: fields comma-joined, the status and checkpoint decoded")
    func getLastCheckpoint() async throws {
        let checkpoint = Fixture.checkpointJSON(tag: "OutForDelivery", time: "2021-07-05T07:45:00+02:00", message: "Out for delivery")
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success("""
                {"id": "60dd7e6b4d5cb20e5ad4b8a1", "tracking_number": "RR123/4567CN", "slug": "china-post",
                 "tag": "OutForDelivery", "subtag": "OutForDelivery_001", "subtag_message": "Out for Delivery",
                 "checkpoint": \(checkpoint)}
                """)
        ])

        let last = try await fake.makeClient().getLastCheckpoint(
            slug: "china-post", trackingNumber: Fixture.slashedNumber, fields: ["city", "tag", "checkpoint_time"], lang: "de")

        let request = try #require(fake.requests.first)
        #expect(fake.requests.count == 1)
        try expectWire(
            request, method: "GET", path: "/v4/last_checkpoint/china-post/RR123%2F4567CN",
            query: ["fields": "city,tag,checkpoint_time", "lang": "de"])
        #expect(request.target.contains("fields=city,tag,checkpoint_time"))

        #expect(last.id == "60dd7e6b4d5cb20e5ad4b8a1")
        #expect(last.trackingNumber == Fixture.slashedNumber)
        #expect(last.tag == .outForDelivery)
        #expect(last.subtag == "OutForDelivery_001")
        #expect(last.subtagMessage == "Out for Delivery")
        let decoded = try #require(last.checkpoint)
        #expect(decoded.tag == .outForDelivery)
        #expect(decoded.message == "Out for delivery")
        #expect(decoded.city == "Guangzhou")
        #expect(decoded.checkpointTime?.text == "2021-07-05T07:45:00+02:00")
        #expect(decoded.checkpointTime?.date == date("2021-07-05T05:45:00Z"))
    }

    @Test("getLastCheckpoint: a tracking without checkpoints has no checkpoint")
    func getLastCheckpointWithoutCheckpoint() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success("""
                {"id": "60dd7e6b4d5cb20e5ad4b8a1", "tracking_number": "1Z9999W99999999999", "slug": "ups",
                 "tag": "Pending", "subtag": "Pending_001", "subtag_message": "Pending"}
                """)
        ])

        let last = try await fake.makeClient().getLastCheckpoint(slug: "ups", trackingNumber: "1Z9999W99999999999")

        try expectWire(try #require(fake.requests.first), method: "GET", path: "/v4/last_checkpoint/ups/1Z9999W99999999999")
        #expect(last.tag == .pending)
        #expect(last.checkpoint == nil)
    }
}
