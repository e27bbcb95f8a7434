import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// The calls that find a tracking by AfterShip's own id (`Tracking.id`) rather than by courier
/// and number: v4 takes `/trackings/{id}`, `/last_checkpoint/{id}` and `/notifications/{id}`
/// wherever it takes `…/{slug}/{tracking_number}`.
@Suite("Calls by a tracking's id", .timeLimit(.minutes(1)))
struct TrackingByIDCallTests {
    static let id = "60dd7e6b4d5cb20e5ad4b8a1"

    @Test("getTrackingByID: GET /trackings/{id} with fields and lang, the tracking unwrapped")
    func getTrackingByID() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON())}"#)])

        let tracking = try await fake.makeClient().getTrackingByID(Self.id, fields: ["title", "checkpoints"], lang: "de")

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "GET", path: "/v4/trackings/\(Self.id)",
            query: ["fields": "title,checkpoints", "lang": "de"])
        #expect(tracking.id == Self.id)
        #expect(tracking.trackingNumber == Fixture.slashedNumber)
    }

    @Test("an id stays one path segment: a slash in it is encoded, never a second segment")
    func idIsOneSegment() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON())}"#)])

        _ = try await fake.makeClient().getTrackingByID("ups/1Z9")

        try expectWire(try #require(fake.requests.first), method: "GET", path: "/v4/trackings/ups%2F1Z9")
    }

    @Test("updateTrackingByID: PUT /trackings/{id}, changes wrapped in {\"tracking\": …}")
    func updateTrackingByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(title: "Birthday present"))}"#)
        ])

        let tracking = try await fake.makeClient().updateTrackingByID(
            Self.id, tracking: TrackingChanges(title: "Birthday present", note: "Leave at the door"))

        try expectWire(
            try #require(fake.requests.first), method: "PUT", path: "/v4/trackings/\(Self.id)",
            json: #"{"tracking": {"title": "Birthday present", "note": "Leave at the door"}}"#)
        #expect(tracking.title == "Birthday present")
    }

    @Test("deleteTrackingByID: DELETE /trackings/{id}, no body, the identity back")
    func deleteTrackingByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingIdentityJSON(active: false))}"#)
        ])

        let tracking = try await fake.makeClient().deleteTrackingByID(Self.id)

        try expectWire(try #require(fake.requests.first), method: "DELETE", path: "/v4/trackings/\(Self.id)")
        #expect(tracking.id == Self.id)
        #expect(tracking.active == false)
    }

    @Test("retrackByID: POST /trackings/{id}/retrack with no body; a second retrack's 4016 is named")
    func retrackByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingIdentityJSON())}"#),
            AfterShipReply.failure(
                status: 400, code: 4016, type: "BadRequest",
                message: "Retrack is not allowed. You can only retrack each shipment once."),
        ])
        let client = fake.makeClient()

        let tracking = try await client.retrackByID(Self.id)
        let error = await #expect(throws: BinderyError.self) { try await client.retrackByID(Self.id) }

        try expectWire(fake.requests[0], method: "POST", path: "/v4/trackings/\(Self.id)/retrack")
        #expect(tracking.active == true)
        #expect(RetrackByIDRequest.Failure(try #require(error)) == .alreadyRetracked)
        #expect(fake.requests.count == 2, "a 400 is not retried")
    }

    @Test("markTrackingCompletedByID: POST /trackings/{id}/mark-as-completed with {\"reason\": …}")
    func markTrackingCompletedByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(tag: "Delivered"))}"#)
        ])

        let tracking = try await fake.makeClient().markTrackingCompletedByID(
            Self.id, details: CompletionRequest(reason: .lost))

        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/v4/trackings/\(Self.id)/mark-as-completed",
            json: #"{"reason": "LOST"}"#)
        #expect(tracking.tag == .delivered)
    }

    @Test("getLastCheckpointByID: GET /last_checkpoint/{id} with fields comma-joined")
    func getLastCheckpointByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success("""
                {"id": "\(Self.id)", "tracking_number": "1Z9999W99999999999", "slug": "ups",
                 "tag": "InTransit", "subtag": "InTransit_001", "subtag_message": "In Transit",
                 "checkpoint": \(Fixture.checkpointJSON())}
                """)
        ])

        let last = try await fake.makeClient().getLastCheckpointByID(Self.id, fields: ["city", "tag"])

        try expectWire(
            try #require(fake.requests.first), method: "GET", path: "/v4/last_checkpoint/\(Self.id)",
            query: ["fields": "city,tag"])
        #expect(last.id == Self.id)
        #expect(last.tag == .inTransit)
        #expect(last.checkpoint?.city == "Guangzhou")
    }

    @Test("getNotificationByID: GET /notifications/{id}, data.notification unwrapped")
    func getNotificationByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"notification":{"emails":["jane@example.com"],"smses":[]}}"#)
        ])

        let notification = try await fake.makeClient().getNotificationByID(Self.id)

        try expectWire(try #require(fake.requests.first), method: "GET", path: "/v4/notifications/\(Self.id)")
        #expect(notification == NotificationSettings(emails: ["jane@example.com"], smses: []))
    }

    @Test("addNotificationByID and removeNotificationByID: POST …/{id}/add and …/{id}/remove, 201 accepted")
    func addAndRemoveNotificationByID() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"notification":{"emails":["jane@example.com","john@example.com"],"smses":[]}}"#, status: 201),
            AfterShipReply.success(#"{"notification":{"emails":["jane@example.com"],"smses":[]}}"#, status: 201),
        ])
        let client = fake.makeClient()
        let john = NotificationSettings(emails: ["john@example.com"])

        let added = try await client.addNotificationByID(Self.id, notification: john)
        let removed = try await client.removeNotificationByID(Self.id, notification: john)

        #expect(fake.requests.count == 2)
        try expectWire(
            fake.requests[0], method: "POST", path: "/v4/notifications/\(Self.id)/add",
            json: #"{"notification": {"emails": ["john@example.com"]}}"#)
        try expectWire(
            fake.requests[1], method: "POST", path: "/v4/notifications/\(Self.id)/remove",
            json: #"{"notification": {"emails": ["john@example.com"]}}"#)
        #expect(added.emails == ["jane@example.com", "john@example.com"])
        #expect(removed.emails == ["jane@example.com"])
    }

    @Test("an unknown id: 404 with code 4004, named trackingNotFound")
    func unknownID() async throws {
        let fake = try AfterShipFake(always: AfterShipReply.trackingDoesNotExist)

        let error = await #expect(throws: BinderyError.self) { try await fake.makeClient().getNotificationByID("missing") }

        #expect(GetNotificationByIDRequest.Failure(try #require(error)) == .trackingNotFound)
        #expect(error?.status == 404)
        #expect(fake.requests.count == 1)
    }
}
