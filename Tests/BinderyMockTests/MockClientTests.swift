import BinderyRuntime
import Foundation
import Testing

/// A generated client (Depot, from this target's `Specs/`) calls `bindery mock`'s server over
/// HTTP on 127.0.0.1 and gets typed values: the spec's examples, made values where it has none,
/// and pages that end.
@Suite("bindery mock: a generated client gets typed values", .timeLimit(.minutes(2)))
struct MockClientTests {
    @Test func aResponseIsTheModelsExample() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        let box = try await client.getBox(id: BoxID("box-1"))

        #expect(box == Box(id: BoxID("box-1"), size: .large, label: "Books", weight: 2.5, shipped: CalendarDate(year: 2024, month: 3, day: 1)))
        #expect(mock.log == ["GET /v1/boxes/box-1 → 200 getBox"])
    }

    @Test func aResponsesOwnExampleWinsAndABodyIsAccepted() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        let created = try await client.createBox(NewBox(size: .small, label: "Tools", count: 2))

        #expect(created == Box(id: BoxID("box-new"), size: .small))
    }

    @Test func withoutExamplesValuesAreMadeFromTheTypes() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        let shelf = try await client.getShelf(name: "top", tenant: "acme", count: 3)

        #expect(shelf.name == "Top shelf")   // the field's example
        #expect(shelf.boxes == [Box(id: BoxID("box-1"), size: .large, label: "Books", weight: 2.5, shipped: CalendarDate(year: 2024, month: 3, day: 1))])
        #expect(shelf.placedAt == Date(timeIntervalSince1970: 1_705_311_000))
    }

    @Test func aPathWithTwoValuesAndAScalarResponse() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)
        #expect(try await client.getSlot(name: "top shelf", slot: 3) == 7)
        #expect(mock.log == ["GET /v1/shelves/top%20shelf/slots/3 → 200 getSlot"])
    }

    @Test func aTextResponseWithoutAuth() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)
        #expect(try await client.ping() == "pong")
    }

    @Test func basicCredentialsGoWithTheCallsThatTakeThem() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL, account: BasicCredentials(username: "ada", password: "s3cret"))

        #expect(try await client.whoAmI() == "depot-user")
        #expect(mock.log == ["GET /v1/me → 200 whoAmI"])
    }

    @Test func everyPagingStyleEndsAfterAllTheItems() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        var byCursor = 0
        for try await page in client.listByCursorPages(limit: 2) { byCursor += page.boxes.count }
        var after: [String] = []
        for try await box in client.listAfterPages(limit: 2).items(\.data) { after.append(box.id.rawValue) }
        var byURL = 0
        for try await page in client.listByURLPages() { byURL += page.data.count }
        var byLink = 0
        for try await page in client.listByLinkPages() { byLink += page.count }
        var pages = 0
        var byPage = 0
        for try await page in client.listByPagePages(perPage: 2) {
            pages += 1
            byPage += page.boxes.count
        }

        #expect(byCursor == 5)
        #expect(after == ["item-1", "item-2", "item-3", "item-4", "item-5"])
        #expect(byURL == 5)
        #expect(byLink == 5)
        #expect((byPage, pages) == (5, 3))
        // The page style's last page is known from `pages`: no request for an empty fourth.
        #expect(mock.log.filter { $0.contains("listByPage") }.count == 3)
    }

    @Test func aFailureIsTheAPIsErrorModel() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL.appendingPathComponent("v9"))

        let error = try await #require(throws: BinderyError.self) { try await client.getBox(id: BoxID("box-1")) }

        #expect(error.status == 404)
        #expect(error.serverCode == "404")
        #expect(error.message == "no endpoint has the path /v1/v9/boxes/box-1")
        #expect((error.serverError as? Problem) == Problem(code: "404", detail: "no endpoint has the path /v1/v9/boxes/box-1"))
    }

    @Test func theSameSpecGivesTheSameAnswers() async throws {
        let first = try MockFixture()
        let second = try MockFixture()
        for path in ["/boxes/box-1", "/shelves/top?count=1", "/boxes/by-cursor?limit=2&cursor=cursor-2", "/nope", "/boxes/by-link"] {
            let headers = ["Authorization": "Bearer t", "X-Tenant": "acme"]
            let one = try await first.send("GET", path, headers: headers)
            let other = try await second.send("GET", path, headers: headers)
            #expect(one.status == other.status)
            #expect(one.text == other.text, "\(path)")
        }
    }
}
