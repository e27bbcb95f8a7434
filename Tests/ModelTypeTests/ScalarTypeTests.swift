import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `url`, `uuid` and `date` as `URL`, `UUID` and `CalendarDate`: in bodies, responses, path,
/// query and header parameters (with defaults) and multipart text parts, over HTTP.
@Suite("Scalar types url, uuid, date", .timeLimit(.minutes(1)))
struct ScalarTypeTests {
    static let id = UUID(uuidString: "3F2A9C4E-1B7D-4E8A-9C3B-2D1E0F4A5B6C")!
    static let releaseJSON = #"""
        {"id": "3f2a9c4e-1b7d-4e8a-9c3b-2d1e0f4a5b6c", "homepage": "https://forge.example.com/p/bindery?tab=readme",
         "published_on": "2024-02-29", "mirrors": ["https://mirror.example.org/bindery"],
         "related": ["6F9619FF-8B86-D011-B42D-00CF4FC964FF"], "milestones": {"beta": "2024-01-15"},
         "previous_id": null}
        """#

    @Test("a response's url, uuid and date fields decode to URL, UUID and CalendarDate")
    func responseDecodes() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.releaseJSON)])

        let release = try await fake.makeClient().getRelease(id: Self.id)

        #expect(release.id == Self.id)
        #expect(release.homepage == URL(string: "https://forge.example.com/p/bindery?tab=readme"))
        #expect(release.publishedOn == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(release.mirrors == [URL(string: "https://mirror.example.org/bindery")!])
        #expect(release.related == [UUID(uuidString: "6f9619ff-8b86-d011-b42d-00cf4fc964ff")!])
        #expect(release.milestones == ["beta": CalendarDate(year: 2024, month: 1, day: 15)!])
        #expect(release.previousID == nil)
    }

    @Test("path, query and header parameters: UUIDs in lowercase, dates as YYYY-MM-DD, the defaults filled in")
    func parametersOnTheWire() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.releaseJSON)])

        _ = try await fake.makeClient().getRelease(
            id: Self.id, since: [CalendarDate(year: 2023, month: 12, day: 1)!, CalendarDate("2024-01-02")!],
            traceID: UUID(uuidString: "AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE")!)

        let request = try fake.onlyRequest()
        #expect(request.path == "/releases/3f2a9c4e-1b7d-4e8a-9c3b-2d1e0f4a5b6c")
        #expect(request.queryValue("on") == "2024-02-29")
        #expect(request.queryValue("callback") == "https://hooks.example.com/release?x=1")
        #expect(request.queryValue("since") == "2023-12-01,2024-01-02")
        #expect(request.queryValue("fallback") == "6f9619ff-8b86-d011-b42d-00cf4fc964ff")
        #expect(request.header("trace") == "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee")
    }

    @Test("a body round-trips: UUIDs written in lowercase at any depth, a required nullable UUID as null")
    func bodyRoundTrips() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.releaseJSON)])
        let client = fake.makeClient()
        let release = Release(
            id: Self.id, homepage: URL(string: "https://forge.example.com/p/bindery?tab=readme")!,
            publishedOn: CalendarDate(year: 2024, month: 2, day: 29)!,
            mirrors: [URL(string: "https://mirror.example.org/bindery")!],
            related: [UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")!],
            milestones: ["beta": CalendarDate(year: 2024, month: 1, day: 15)!], previousID: nil)

        let echoed = try await client.putRelease(id: Self.id, release: release)

        let body = try jsonObject(try fake.onlyRequest())
        #expect(body["id"] as? String == "3f2a9c4e-1b7d-4e8a-9c3b-2d1e0f4a5b6c")
        #expect(body["homepage"] as? String == "https://forge.example.com/p/bindery?tab=readme")
        #expect(body["published_on"] as? String == "2024-02-29")
        #expect(body["mirrors"] as? [String] == ["https://mirror.example.org/bindery"])
        #expect(body["related"] as? [String] == ["6f9619ff-8b86-d011-b42d-00cf4fc964ff"])
        #expect(body["milestones"] as? [String: String] == ["beta": "2024-01-15"])
        #expect(body["previous_id"] is NSNull)
        #expect(echoed == release)
    }

    @Test("a date that is not YYYY-MM-DD fails the call as a decoding error")
    func malformedDateFails() async throws {
        let json = Self.releaseJSON.replacingOccurrences(of: "2024-02-29", with: "2024-02-30")
        let fake = try ForgeFake(replies: [.json(200, json)])

        await #expect(throws: BinderyError.self) { try await fake.makeClient().getRelease(id: Self.id) }
    }

    @Test("multipart text parts carry a URL, a lowercase UUID and a date")
    func multipartParts() async throws {
        let fake = try ForgeFake(replies: [.json(200, "{}")])

        try await fake.makeClient().attachNote(
            link: URL(string: "https://forge.example.com/n/1")!, owner: Self.id, due: CalendarDate(year: 2025, month: 1, day: 9))

        let body = String(decoding: try fake.onlyRequest().body, as: UTF8.self)
        #expect(body.contains("name=\"link\"\r\n\r\nhttps://forge.example.com/n/1\r\n"))
        #expect(body.contains("name=\"owner\"\r\n\r\n3f2a9c4e-1b7d-4e8a-9c3b-2d1e0f4a5b6c\r\n"))
        #expect(body.contains("name=\"due\"\r\n\r\n2025-01-09\r\n"))
    }
}

/// Lenient decoding chosen per model and per field, in an API without `lenientScalars`.
@Suite("Lenient fields and models", .timeLimit(.minutes(1)))
struct LenientFieldTests {
    @Test("a lenient model decodes \"5\" as 5; its field marked lenient: false does not")
    func lenientModel() async throws {
        let fake = try ForgeFake(replies: [
            .json(200, #"{"stars": "5", "watchers": "7", "since": "2024-03-01T10:00:00+09:00"}"#),
            .json(200, #"{"stars": 5, "strict_stars": "5"}"#),
        ])
        let client = fake.makeClient()

        let counter = try await client.getCounter()
        #expect(counter.stars == 5)
        #expect(counter.watchers == 7)
        #expect(counter.since == CalendarDate(year: 2024, month: 3, day: 1))
        await #expect(throws: BinderyError.self) { try await client.getCounter() }
    }

    @Test("a lenient field decodes \"5\"; its strict neighbour refuses it")
    func lenientField() async throws {
        let fake = try ForgeFake(replies: [
            .json(200, #"{"points": "5", "rank": 2, "ticket": "{6F9619FF8B86D011B42D00CF4FC964FF}"}"#),
            .json(200, #"{"points": 5, "rank": "2"}"#),
        ])
        let client = fake.makeClient()

        let score = try await client.getScore()
        #expect(score.points == 5)
        #expect(score.rank == 2)
        #expect(score.ticket == UUID(uuidString: "6f9619ff-8b86-d011-b42d-00cf4fc964ff"))
        await #expect(throws: BinderyError.self) { try await client.getScore() }
    }
}

/// A request body that is itself a list of UUIDs.
@Suite("A body of UUIDs", .timeLimit(.minutes(1)))
struct UUIDBodyTests {
    @Test("a [uuid] body is sent in lowercase, like UUID fields")
    func lowercaseBody() async throws {
        let fake = try ForgeFake(replies: [.json(200, "{}")])

        try await fake.makeClient().tagReleases(ids: [ScalarTypeTests.id])

        try expectJSONBody(try fake.onlyRequest(), #"{"ids": ["3f2a9c4e-1b7d-4e8a-9c3b-2d1e0f4a5b6c"]}"#)
    }
}
