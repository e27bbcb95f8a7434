import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// `GET /couriers`, `GET /couriers/all`, `POST /couriers/detect`.
@Suite("Couriers", .timeLimit(.minutes(1)))
struct CourierCallTests {
    @Test("listCouriers: GET /couriers, the courier list unwrapped from data")
    func listCouriers() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.success(Fixture.courierListJSON)])

        let list = try await fake.makeClient().listCouriers()

        #expect(fake.requests.count == 1)
        try expectWire(try #require(fake.requests.first), method: "GET", path: "/v4/couriers")
        #expect(list.total == 2)
        #expect(list.couriers.map(\.slug) == ["ups", "postnl-3s"])
        let ups = try #require(list.couriers.first)
        #expect(ups == Courier(
            slug: "ups", name: "UPS", phone: "+1 800 742 5877", otherName: "United Parcel Service",
            webURL: "https://www.ups.com", requiredFields: [], optionalFields: [], defaultLanguage: "en",
            supportLanguages: ["en"], serviceFromCountryIso3: ["USA", "CAN"]))
        #expect(list.couriers[1].requiredFields == ["tracking_postal_code", "tracking_destination_country"])
    }

    @Test("listCouriers again: the same request on the wire every time; only a call without input declares it fixed")
    func listCouriersRepeated() async throws {
        let fake = try AfterShipFake(replies: Array(repeating: AfterShipReply.success(Fixture.courierListJSON), count: 3))
        let client = fake.makeClient()

        for _ in 0..<3 { _ = try await client.listCouriers() }

        #expect(fake.requests.count == 3)
        for request in fake.requests {
            try expectWire(request, method: "GET", path: "/v4/couriers")
        }
        #expect(ListCouriersRequest.encodesFixedRequest)
        #expect(!DetectCouriersRequest.encodesFixedRequest)
    }

    @Test("listAllCouriers: GET /couriers/all")
    func listAllCouriers() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"total":1,"couriers":[{"slug":"dhl","name":"DHL Express","phone":null,"other_name":null,"web_url":"https://www.dhl.com/","required_fields":[],"optional_fields":["tracking_ship_date"],"default_language":"en","support_languages":["en","de"],"service_from_country_iso3":[]}]}"#)
        ])

        let list = try await fake.makeClient().listAllCouriers()

        #expect(fake.requests.count == 1)
        try expectWire(try #require(fake.requests.first), method: "GET", path: "/v4/couriers/all")
        #expect(list.total == 1)
        #expect(list.couriers == [Courier(
            slug: "dhl", name: "DHL Express", webURL: "https://www.dhl.com/", requiredFields: [],
            optionalFields: ["tracking_ship_date"], defaultLanguage: "en", supportLanguages: ["en", "de"],
            serviceFromCountryIso3: [])])
    }

    @Test("detectCouriers: POST /couriers/detect with the hints wrapped in {\"tracking\": …}")
    func detectCouriers() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"total":1,"couriers":[{"slug":"postnl-3s","name":"PostNL International 3S","required_fields":["tracking_postal_code","tracking_destination_country"]}]}"#)
        ])

        let list = try await fake.makeClient().detectCouriers(tracking: CourierDetection(
            trackingNumber: "3SKAAG5995399", trackingPostalCode: "46970", trackingDestinationCountry: "ESP",
            slug: ["postnl-3s", "dhl"]))

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/v4/couriers/detect",
            json: """
                {"tracking": {"tracking_number": "3SKAAG5995399", "tracking_postal_code": "46970",
                              "tracking_destination_country": "ESP", "slug": ["postnl-3s", "dhl"]}}
                """)
        #expect(list.total == 1)
        #expect(list.couriers.map(\.slug) == ["postnl-3s"])
        #expect(list.couriers.first?.name == "PostNL International 3S")
        #expect(list.couriers.first?.phone == nil)
    }
}
