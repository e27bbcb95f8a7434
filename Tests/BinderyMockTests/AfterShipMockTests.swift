import AfterShip
import BinderyRuntime
import Foundation
import Testing

/// The generated AfterShip client against `bindery mock Specs/AfterShip`: the `data`/`meta`
/// envelope, the API key, the page-numbered tracking list and AfterShip's `Meta` on failure.
@Suite("bindery mock: AfterShip", .timeLimit(.minutes(2)))
struct AfterShipMockTests {
    @Test func theClientGetsTypedValuesFromTheExamples() async throws {
        let mock = try MockFixture(MockFixture.afterShipSpec)
        let client = AfterShipClient(apiKey: "key", baseURL: mock.baseURL)

        let couriers = try await client.listCouriers()
        let tracking = try await client.getTracking(slug: "ups", trackingNumber: "1Z999AA10123456784")
        let created = try await client.createTracking(NewTracking(trackingNumber: "1Z999AA10123456784", title: "Shoes"))

        #expect(couriers.couriers.map(\.slug) == ["ups", "dhl"])
        #expect(tracking.tag == .inTransit)
        #expect(tracking.checkpoints?.first?.city == "Leipzig")
        #expect(created.trackingNumber == "1Z999AA10123456784")
    }

    @Test func theTrackingListEnds() async throws {
        let mock = try MockFixture(MockFixture.afterShipSpec)
        let client = AfterShipClient(apiKey: "key", baseURL: mock.baseURL)

        var trackings = 0
        var pages = 0
        for try await page in client.listTrackingsPages(limit: 2) {
            pages += 1
            trackings += page.trackings.count
        }

        #expect((trackings, pages) == (5, 3))
    }

    @Test func aMissingAPIKeyIsAnsweredWithMeta() async throws {
        let mock = try MockFixture(MockFixture.afterShipSpec)

        let answer = try await mock.send("GET", "/couriers", headers: [:])

        #expect(answer.status == 401)
        let meta = try JSONDecoder().decode([String: Meta].self, from: answer.body)["meta"]
        #expect(meta?.code == 401)
        #expect(meta?.message == "credentials missing: the 'aftership-api-key' header (auth scheme 'apiKey') is not sent")
        #expect(mock.log == ["GET /v4/couriers (listCouriers) → 401: credentials missing: the 'aftership-api-key' header (auth scheme 'apiKey') is not sent"])
    }
}
