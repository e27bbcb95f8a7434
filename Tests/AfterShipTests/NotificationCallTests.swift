import AfterShip
import BinderyLoopback
import Foundation
import Testing

// The model is `NotificationSettings` in Swift: `Notification` would clash with Foundation.Notification.

/// `GET /notifications/{slug}/{tracking_number}` and `POST …/add`, `POST …/remove`.
@Suite("Notifications", .timeLimit(.minutes(1)))
struct NotificationCallTests {
    @Test("getNotification: GET /notifications/{slug}/{tracking_number}, data.notification unwrapped")
    func getNotification() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"notification":{"emails":["jane@example.com"],"smses":["+4915112345678"],"android":[],"ios":[]}}"#)
        ])

        let notification = try await fake.makeClient().getNotification(slug: "china-post", trackingNumber: Fixture.slashedNumber)

        #expect(fake.requests.count == 1)
        try expectWire(try #require(fake.requests.first), method: "GET", path: "/v4/notifications/china-post/RR123%2F4567CN")
        #expect(notification == NotificationSettings(
            emails: ["jane@example.com"], smses: ["+4915112345678"], android: [], ios: []))
    }

    @Test("addNotification: POST …/add with {\"notification\": …}, 201 accepted")
    func addNotification() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(
                #"{"notification":{"emails":["jane@example.com","john@example.com"],"smses":["+4915112345678"]}}"#, status: 201)
        ])

        let notification = try await fake.makeClient().addNotification(
            slug: "china-post", trackingNumber: Fixture.slashedNumber,
            notification: NotificationSettings(emails: ["john@example.com"], smses: ["+4915112345678"]))

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/v4/notifications/china-post/RR123%2F4567CN/add",
            json: #"{"notification": {"emails": ["john@example.com"], "smses": ["+4915112345678"]}}"#)
        #expect(notification.emails == ["jane@example.com", "john@example.com"])
        #expect(notification.smses == ["+4915112345678"])
        #expect(notification.android == nil)
    }

    @Test("removeNotification: POST …/remove with {\"notification\": …}")
    func removeNotification() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"notification":{"emails":["jane@example.com"],"smses":[]}}"#, status: 201)
        ])

        let notification = try await fake.makeClient().removeNotification(
            slug: "ups", trackingNumber: "1Z9999W99999999999",
            notification: NotificationSettings(emails: ["john@example.com"], smses: ["+4915112345678"]))

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/v4/notifications/ups/1Z9999W99999999999/remove",
            json: #"{"notification": {"emails": ["john@example.com"], "smses": ["+4915112345678"]}}"#)
        #expect(notification == NotificationSettings(emails: ["jane@example.com"], smses: []))
    }
}
