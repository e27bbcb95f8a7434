import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// `listTrackingsPages`: `GET /trackings` page after page.
@Suite("Pagination", .timeLimit(.minutes(1)))
struct PaginationTests {
    /// A page of `GET /trackings` holding trackings with the given ids.
    static func page(_ number: Int, limit: Int, count: Int, ids: [String]) -> LoopbackReply {
        let trackings = ids.map { Fixture.trackingJSON(id: $0, slug: "ups", number: "1Z\($0)", checkpoints: []) }
        return AfterShipReply.success("""
            {"page": \(number), "limit": \(limit), "count": \(count), "keyword": "", "slug": "", "origin": [],
             "destination": [], "tag": "InTransit", "fields": "", "created_at_min": "2021-06-01T00:00:00+00:00",
             "created_at_max": "2021-07-01T00:00:00+00:00", "last_updated_at": null, "return_to_sender": [],
             "courier_destination_country_iso3": [], "trackings": [\(trackings.joined(separator: ","))]}
            """)
    }

    /// Five trackings, two a page: t1 t2 | t3 t4 | t5; a page past the third is refused.
    static func fiveTrackings() throws -> AfterShipFake {
        try AfterShipFake { request in
            switch request.queryValue("page") {
            case nil: Self.page(1, limit: 2, count: 5, ids: ["t1", "t2"])
            case "2": Self.page(2, limit: 2, count: 5, ids: ["t3", "t4"])
            case "3": Self.page(3, limit: 2, count: 5, ids: ["t5"])
            default: AfterShipReply.failure(status: 400, code: 4008, type: "BadRequest", message: "The value of `page` is invalid.")
            }
        }
    }

    @Test("listTrackingsPages: asks for page after page, keeping the filters, until a short page")
    func iteratesUntilShortPage() async throws {
        let fake = try Self.fiveTrackings()

        var pages: [[String?]] = []
        for try await page in fake.makeClient().listTrackingsPages(limit: 2, tag: [.inTransit]) {
            pages.append(page.trackings.map(\.id))
        }

        #expect(pages == [["t1", "t2"], ["t3", "t4"], ["t5"]])
        #expect(fake.requests.count == 3)
        for request in fake.requests {
            #expect(request.method == "GET")
            #expect(request.path == "/v4/trackings")
            #expect(request.header("aftership-api-key") == Fixture.apiKey)
            #expect(request.queryValue("limit") == "2")
            #expect(request.queryValue("tag") == "InTransit")
        }
        #expect(fake.requests.map { $0.queryValue("page") } == [nil, "2", "3"])
    }

    @Test("listTrackingsPages: a full last page is followed by one empty page, then iteration ends")
    func stopsAfterEmptyPage() async throws {
        let fake = try AfterShipFake { request in
            switch request.queryValue("page") {
            case nil: Self.page(1, limit: 2, count: 4, ids: ["t1", "t2"])
            case "2": Self.page(2, limit: 2, count: 4, ids: ["t3", "t4"])
            default: Self.page(3, limit: 2, count: 4, ids: [])
            }
        }

        var counts: [Int] = []
        for try await page in fake.makeClient().listTrackingsPages(limit: 2) {
            counts.append(page.trackings.count)
        }

        #expect(counts == [2, 2, 0])
        #expect(fake.requests.map { $0.queryValue("page") } == [nil, "2", "3"])
    }

    @Test("listTrackingsPages without a limit: a page shorter than the limit the server reports is the last")
    func usesServerLimitWhenNoneGiven() async throws {
        // AfterShip's default page size is 100 and it echoes it as `limit`; 3 trackings are all there is.
        let fake = try AfterShipFake { request in
            request.queryValue("page") == nil
                ? Self.page(1, limit: 100, count: 3, ids: ["t1", "t2", "t3"])
                : Self.page(2, limit: 100, count: 3, ids: [])
        }

        var pages = 0
        for try await _ in fake.makeClient().listTrackingsPages() { pages += 1 }

        // Without a `limit` of its own, the sequence trusts the page size the server reports.
        #expect(pages == 1)
        #expect(fake.requests.count == 1)
    }

    @Test("listTrackingsPages: asked for more than the 200 AfterShip serves, a page of 200 is not the last")
    func pageCappedByTheServerIsNotTheLast() async throws {
        // AfterShip serves at most 200 trackings a page, whatever `limit` asks for.
        let ids = (1...450).map { "t\($0)" }
        let fake = try AfterShipFake { request in
            let number = Int(request.queryValue("page") ?? "1") ?? 1
            let slice = Array(ids.dropFirst((number - 1) * 200).prefix(200))
            return Self.page(number, limit: 500, count: ids.count, ids: slice)
        }

        var received: [String?] = []
        for try await page in fake.makeClient().listTrackingsPages(limit: 500) {
            received += page.trackings.map(\.id)
        }

        #expect(received == ids)
        #expect(fake.requests.map { $0.queryValue("page") } == [nil, "2", "3"])
        #expect(fake.requests.allSatisfy { $0.queryValue("limit") == "500" })
    }

    @Test("listTrackingsPages(...).items(\\.trackings): every tracking of every page, one at a time")
    func itemsOfEveryPage() async throws {
        let fake = try Self.fiveTrackings()

        var ids: [String?] = []
        var requestsSeen: [Int] = []
        for try await tracking in fake.makeClient().listTrackingsPages(limit: 2).items(\.trackings) {
            ids.append(tracking.id)
            requestsSeen.append(fake.requests.count)
        }

        #expect(ids == ["t1", "t2", "t3", "t4", "t5"])
        #expect(requestsSeen == [1, 1, 2, 2, 3], "a page is fetched when the one before is used up")
    }

    @Test("listTrackingsPages: a failing page ends the iteration with its error")
    func failureEndsIteration() async throws {
        let fake = try AfterShipFake { request in
            request.queryValue("page") == nil
                ? Self.page(1, limit: 2, count: 9, ids: ["t1", "t2"])
                : AfterShipReply.failure(status: 401, code: 401, type: "Unauthorized", message: "Invalid API key.")
        }

        var received = 0
        let error = try await expectBinderyError {
            for try await _ in fake.makeClient().listTrackingsPages(limit: 2) { received += 1 }
        }

        #expect(received == 1)
        #expect(error.code == .server)
        #expect(error.status == 401)
        #expect(error.serverCode == "401")
        #expect(error.operationID == "listTrackings")
        #expect(fake.requests.count == 2)
    }
}
