import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// The fields AfterShip takes as one string or as a list (`OneOrMany`): the official SDKs type
/// them `string | [string]`, and the Python SDK's recorded traffic sends `"slug": "4px"`.
@Suite("One value or several", .timeLimit(.minutes(1)))
struct OneOrManyTests {
    @Test("createTracking sends a slug given as one string as a string, and one given as a list as a list")
    func slugTravelsInTheFormGiven() async throws {
        let reply = AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(tag: "Pending", checkpoints: []))}"#, status: 201)
        let fake = try AfterShipFake(replies: [reply, reply])
        let client = fake.makeClient()

        _ = try await client.createTracking(NewTracking(trackingNumber: "HH19260817", slug: "4px", emails: ["a@example.com"]))
        _ = try await client.createTracking(NewTracking(trackingNumber: "HH19260817", slug: .many(["4px", "ups"]), emails: "a@example.com,b@example.com"))

        #expect(fake.requests.count == 2)
        try expectWire(
            fake.requests[0], method: "POST", path: "/v4/trackings",
            json: #"{"tracking": {"tracking_number": "HH19260817", "slug": "4px", "emails": ["a@example.com"]}}"#)
        try expectWire(
            fake.requests[1], method: "POST", path: "/v4/trackings",
            json: #"{"tracking": {"tracking_number": "HH19260817", "slug": ["4px", "ups"], "emails": "a@example.com,b@example.com"}}"#)
    }

    @Test("a notification decodes emails sent as one comma-separated string and as a list")
    func notificationDecodesEitherForm() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"notification":{"emails":"jane@example.com,john@example.com","smses":["+4915112345678"]}}"#)
        ])

        let notification = try await fake.makeClient().getNotificationByID("5b74f4958776db0e00b6f5ed")

        #expect(notification.emails == .one("jane@example.com,john@example.com"))
        #expect(notification.smses == ["+4915112345678"])
    }

    @Test("a tracking decodes android and ios device ids sent as one string and as a list")
    func trackingDecodesDeviceIDsInEitherForm() async throws {
        // The Node SDK 8.0.1 types the returned tracking's `android` and `ios` `string | [string]`.
        let tracking = Fixture.trackingJSON()
            .replacingOccurrences(of: #""android": []"#, with: #""android": "token1,token2""#)
            .replacingOccurrences(of: #""ios": []"#, with: #""ios": ["device1", "device2"]"#)
        let fake = try AfterShipFake(replies: [AfterShipReply.success(#"{"tracking":\#(tracking)}"#)])

        let decoded = try await fake.makeClient().getTrackingByID("60dd7e6b4d5cb20e5ad4b8a1")

        #expect(decoded.android == .one("token1,token2"))
        #expect(decoded.ios == .many(["device1", "device2"]))
    }

    @Test("a new tracking decoded from the SDK's own request body keeps the string form, and encodes it back")
    func recordedRequestBodyRoundTrips() throws {
        let recorded = Data(#"{"slug":"4px","tracking_number":"HH19260817"}"#.utf8)

        let tracking = try JSONDecoder().decode(NewTracking.self, from: recorded)

        #expect(tracking.slug == .one("4px"))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(tracking)) as? [String: String]
        #expect(encoded == ["slug": "4px", "tracking_number": "HH19260817"])
    }
}
