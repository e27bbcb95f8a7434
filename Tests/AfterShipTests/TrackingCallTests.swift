import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// `POST /trackings`, `GET /trackings`, and `GET`/`PUT`/`DELETE /trackings/{slug}/{tracking_number}`.
@Suite("Trackings", .timeLimit(.minutes(1)))
struct TrackingCallTests {
    @Test("createTracking: POST /trackings, body wrapped in {\"tracking\": …}, 201 answer unwrapped")
    func createTracking() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(tag: "Pending", checkpoints: []))}"#, status: 201)
        ])

        let tracking = try await fake.makeClient().createTracking(NewTracking(
            trackingNumber: Fixture.slashedNumber, slug: ["china-post"], title: "Order #1024", orderID: "1024",
            customFields: ["product_name": "iPhone Case"], deliveryType: .doorToDoor,
            emails: ["jane@example.com"], smses: ["+4915112345678"], customerName: "Jane Doe",
            destinationCountryIso3: "DEU"))

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/v4/trackings",
            json: """
                {"tracking": {
                  "tracking_number": "RR123/4567CN", "slug": ["china-post"], "title": "Order #1024",
                  "order_id": "1024", "custom_fields": {"product_name": "iPhone Case"},
                  "delivery_type": "door_to_door", "emails": ["jane@example.com"],
                  "smses": ["+4915112345678"], "customer_name": "Jane Doe", "destination_country_iso3": "DEU"
                }}
                """)
        #expect(tracking.id == "60dd7e6b4d5cb20e5ad4b8a1")
        #expect(tracking.trackingNumber == Fixture.slashedNumber)
        #expect(tracking.slug == "china-post")
        #expect(tracking.tag == .pending)
        #expect(tracking.checkpoints == [])
        #expect(tracking.createdAt == date("2021-07-01T09:30:00Z"))
        #expect(tracking.customFields == nil)
        #expect(tracking.uniqueToken == "deprecated")
    }

    @Test("listTrackings: GET /trackings with every filter in the query, lists comma-joined")
    func listTrackings() async throws {
        let trackings = [
            Fixture.trackingJSON(id: "a1", number: "RR123/4567CN"),
            Fixture.trackingJSON(id: "a2", slug: "ups", number: "1Z9999W99999999999", tag: "Whatever", checkpoints: []),
        ]
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success("""
                {"page": 2, "limit": 50, "count": 52, "keyword": "Jane Doe", "slug": "china-post,ups",
                 "origin": ["CHN"], "destination": ["DEU", "AUT"], "tag": "InTransit,Whatever", "fields": "",
                 "created_at_min": "2021-06-01T00:00:00+00:00", "created_at_max": "2021-07-01T00:00:00+00:00",
                 "last_updated_at": null, "return_to_sender": [false], "courier_destination_country_iso3": [],
                 "trackings": [\(trackings.joined(separator: ","))]}
                """)
        ])

        let list = try await fake.makeClient().listTrackings(
            page: 2, limit: 50, keyword: "Jane Doe", trackingNumbers: ["RR123/4567CN", "1Z9999W99999999999"],
            slug: ["china-post", "ups"], origin: ["CHN"], destination: ["DEU", "AUT"],
            tag: [.inTransit, .unknown("Whatever")], createdAtMin: date("2021-06-01T00:00:00Z"),
            createdAtMax: date("2021-07-01T00:00:00Z"), fields: ["title", "order_id"], lang: "en",
            returnToSender: [false])

        let request = try #require(fake.requests.first)
        #expect(fake.requests.count == 1)
        try expectWire(
            request, method: "GET", path: "/v4/trackings",
            query: [
                "page": "2", "limit": "50", "keyword": "Jane Doe", "tracking_numbers": "RR123/4567CN,1Z9999W99999999999",
                "slug": "china-post,ups", "origin": "CHN", "destination": "DEU,AUT", "tag": "InTransit,Whatever",
                "created_at_min": "2021-06-01T00:00:00Z", "created_at_max": "2021-07-01T00:00:00Z",
                "fields": "title,order_id", "lang": "en", "return_to_sender": "false",
            ])
        // The separators are literal commas; a `/` inside one item stays encoded.
        #expect(request.target.contains("fields=title,order_id"))
        #expect(request.target.contains("tracking_numbers=RR123%2F4567CN,1Z9999W99999999999"))
        #expect(request.target.contains("keyword=Jane%20Doe"))

        #expect(list.page == 2)
        #expect(list.limit == 50)
        #expect(list.count == 52)
        #expect(list.origin == ["CHN"])
        #expect(list.returnToSender == [false])
        #expect(list.trackings.map(\.id) == ["a1", "a2"])
        #expect(list.trackings.map(\.tag) == [.inTransit, .unknown("Whatever")])
        #expect(list.trackings[0].checkpoints?.count == 1)
    }

    @Test("getTracking: fields comma-joined, courier extras in the query, the tracking fully decoded")
    func getTracking() async throws {
        let checkpoints = [
            Fixture.checkpointJSON(tag: "InfoReceived", time: "2021-07-01", message: "Electronic information received"),
            Fixture.checkpointJSON(tag: "InTransit", time: "2021-07-02T10:15:30", message: "Departed from facility"),
            Fixture.checkpointJSON(tag: "Whatever", time: "2021-07-03T08:00:00+08:00", message: "Handed to partner"),
        ]
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(checkpoints: checkpoints))}"#)
        ])

        let tracking = try await fake.makeClient().getTracking(
            slug: "china-post", trackingNumber: Fixture.slashedNumber, fields: ["title", "order_id"], lang: "en",
            trackingPostalCode: "46970", trackingDestinationCountry: "ESP")

        let request = try #require(fake.requests.first)
        #expect(fake.requests.count == 1)
        try expectWire(
            request, method: "GET", path: "/v4/trackings/china-post/RR123%2F4567CN",
            query: [
                "fields": "title,order_id", "lang": "en", "tracking_postal_code": "46970",
                "tracking_destination_country": "ESP",
            ])
        #expect(request.pathSegments == ["v4", "trackings", "china-post", "RR123/4567CN"])
        #expect(request.target.contains("fields=title,order_id"))

        #expect(tracking.id == "60dd7e6b4d5cb20e5ad4b8a1")
        #expect(tracking.trackingNumber == "RR123/4567CN")
        #expect(tracking.slug == "china-post")
        #expect(tracking.active == true)
        #expect(tracking.title == "Order #1024")
        #expect(tracking.orderID == "1024")
        #expect(tracking.tag == .inTransit)
        #expect(tracking.subtag == "InTransit_001")
        #expect(tracking.createdAt == date("2021-07-01T09:30:00Z"))
        #expect(tracking.updatedAt == date("2021-07-02T11:00:05Z"))
        #expect(tracking.lastUpdatedAt == date("2021-07-02T11:00:05Z"))
        #expect(tracking.shipmentWeight == 0.75)
        #expect(tracking.shipmentPackageCount == 1)
        #expect(tracking.deliveryTime == 1)
        #expect(tracking.trackedCount == 3)
        #expect(tracking.returnToSender == false)
        #expect(tracking.onTimeDifference == 0)
        #expect(tracking.android == [])
        #expect(tracking.customerName == nil)
        #expect(tracking.expectedDelivery == nil)
        #expect(tracking.deliveryType == nil)
        #expect(tracking.aftershipEstimatedDeliveryDate == nil)
        #expect(tracking.firstEstimatedDelivery == nil)
        #expect(tracking.latestEstimatedDelivery == EstimatedDelivery())
        #expect(tracking.nextCouriers == [])

        let decoded = try #require(tracking.checkpoints)
        #expect(decoded.map(\.tag) == [.infoReceived, .inTransit, .unknown("Whatever")])
        #expect(decoded.map(\.message) == ["Electronic information received", "Departed from facility", "Handed to partner"])
        // A date alone, a clock time without offset, a clock time with one: kept as written, and
        // a moment only where the text says where its clock is.
        let times = decoded.map(\.checkpointTime)
        #expect(times.map { $0?.text } == ["2021-07-01", "2021-07-02T10:15:30", "2021-07-03T08:00:00+08:00"])
        #expect(times.map { $0?.date } == [nil, nil, date("2021-07-03T00:00:00Z")])
        #expect(times[1]?.time == LocalDateTime.Time(hour: 10, minute: 15, second: 30, nanosecond: 0))
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        #expect(times[1]?.date(in: shanghai) == date("2021-07-02T02:15:30Z"), "read on the place's clock")
        #expect(decoded[0].createdAt == date("2021-07-02T11:00:04Z"))
        #expect(decoded[0].coordinates == [])
        #expect(decoded[0].countryIso3 == "CHN")
        #expect(decoded[0].rawTag == "FPX_L_RPIF")
    }

    @Test(
        "getTracking: each path value travels as one percent-encoded segment",
        arguments: [
            ("1Z9999W99999999999", "1Z9999W99999999999"),
            ("RR123/4567CN", "RR123%2F4567CN"),
            ("JD 0140?x=1#y", "JD%200140%3Fx%3D1%23y"),
            ("..", "%2E%2E"),
            ("Größe&1", "Gr%C3%B6%C3%9Fe%261"),
        ])
    func getTrackingEncodesPathSegments(number: String, encoded: String) async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(slug: "dhl", number: "X", checkpoints: []))}"#)
        ])

        _ = try await fake.makeClient().getTracking(slug: "dhl", trackingNumber: number)

        let request = try #require(fake.requests.first)
        try expectWire(request, method: "GET", path: "/v4/trackings/dhl/\(encoded)")
        #expect(request.pathSegments == ["v4", "trackings", "dhl", number])
    }

    @Test("updateTracking: PUT /trackings/{slug}/{tracking_number}, changes wrapped in {\"tracking\": …}")
    func updateTracking() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(title: "Birthday present", orderID: "2048"))}"#)
        ])

        let tracking = try await fake.makeClient().updateTracking(
            slug: "china-post", trackingNumber: Fixture.slashedNumber,
            tracking: TrackingChanges(
                emails: ["jane@example.com", "john@example.com"], title: "Birthday present", orderID: "2048",
                customFields: ["gift": "yes"], note: "Leave at the door", deliveryType: .pickupAtStore))

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "PUT", path: "/v4/trackings/china-post/RR123%2F4567CN",
            json: """
                {"tracking": {"emails": ["jane@example.com", "john@example.com"], "title": "Birthday present",
                              "order_id": "2048", "custom_fields": {"gift": "yes"}, "note": "Leave at the door",
                              "delivery_type": "pickup_at_store"}}
                """)
        #expect(tracking.title == "Birthday present")
        #expect(tracking.orderID == "2048")
        #expect(tracking.trackingNumber == Fixture.slashedNumber)
    }

    @Test("deleteTracking: DELETE /trackings/{slug}/{tracking_number}, no body, the identity back")
    func deleteTracking() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingIdentityJSON(active: false))}"#)
        ])

        let tracking = try await fake.makeClient().deleteTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)

        #expect(fake.requests.count == 1)
        try expectWire(try #require(fake.requests.first), method: "DELETE", path: "/v4/trackings/china-post/RR123%2F4567CN")
        #expect(tracking.id == "60dd7e6b4d5cb20e5ad4b8a1")
        #expect(tracking.slug == "china-post")
        #expect(tracking.trackingNumber == Fixture.slashedNumber)
        #expect(tracking.active == false)
        #expect(tracking.checkpoints == nil)
        #expect(tracking.trackingPostalCode == nil)
    }

    @Test("the single-tracking calls send the fields a courier needs in the query, as getTracking does")
    func courierFieldsInTheQuery() async throws {
        let identity = AfterShipReply.success(#"{"tracking":\#(Fixture.trackingIdentityJSON(active: false))}"#)
        let fake = try AfterShipFake(replies: [identity, identity, identity])
        let client = fake.makeClient()

        _ = try await client.deleteTracking(
            slug: "dhl-es", trackingNumber: "ES12345", trackingPostalCode: "46970", trackingDestinationCountry: "ESP")
        _ = try await client.retrack(slug: "dhl-es", trackingNumber: "ES12345", trackingShipDate: "20210701", trackingState: "VC")
        _ = try await client.getLastCheckpoint(slug: "dhl-es", trackingNumber: "ES12345", trackingAccountNumber: "A-7", trackingKey: "k9")

        try expectWire(
            fake.requests[0], method: "DELETE", path: "/v4/trackings/dhl-es/ES12345",
            query: ["tracking_postal_code": "46970", "tracking_destination_country": "ESP"])
        try expectWire(
            fake.requests[1], method: "POST", path: "/v4/trackings/dhl-es/ES12345/retrack",
            query: ["tracking_ship_date": "20210701", "tracking_state": "VC"])
        try expectWire(
            fake.requests[2], method: "GET", path: "/v4/last_checkpoint/dhl-es/ES12345",
            query: ["tracking_account_number": "A-7", "tracking_key": "k9"])
    }
}
