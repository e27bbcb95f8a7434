import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /search` with every kind of query parameter.
private struct Search: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "search", method: .get, path: "/search")

    var text: String?
    var tags: [String]?
    var ids: [Int]?
    var fields: [String]?
    var limit: Int?
    var exact: Bool?
    var since: Date?

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/search"
        request.addQuery("q", text)
        request.addQuery("tag", tags)
        request.addQuery("id", ids, style: .pipe)
        request.addQuery("fields", fields, style: .comma)
        request.addQuery("limit", limit)
        request.addQuery("exact", exact)
        request.addQuery("since", since)
    }
}

@Suite("Query parameters", .timeLimit(.minutes(1)))
struct QueryEncodingTests {
    private func target(_ search: Search, dateFormat: DateFormat = .iso8601) async throws -> String {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        try await makeClient(server.baseURL) { $0.dateFormat = dateFormat }.send(search)
        return try #require(server.recordedRequests.first).target
    }

    @Test("names and values are percent-encoded; nil adds nothing")
    func encoding() async throws {
        #expect(try await target(Search(text: "a b&c=d/é+?#%")) == "/search?q=a%20b%26c%3Dd%2F%C3%A9%2B%3F%23%25")
        #expect(try await target(Search()) == "/search")
    }

    @Test("list styles: repeated, comma, pipe (the bar encoded); an item's own comma is encoded")
    func listStyles() async throws {
        let search = Search(tags: ["red", "big blue"], ids: [1, 2, 3], fields: ["title", "a,b"])
        #expect(try await target(search) == "/search?tag=red&tag=big%20blue&id=1%7C2%7C3&fields=title,a%2Cb")
    }

    @Test("an empty list adds nothing")
    func emptyList() async throws {
        #expect(try await target(Search(tags: [], fields: [])) == "/search")
    }

    @Test("scalars in their wire text: integers, booleans, dates in RFC 3339")
    func scalars() async throws {
        let since = Date(timeIntervalSince1970: 1_582_689_411)
        #expect(try await target(Search(limit: 200, exact: false, since: since)) == "/search?limit=200&exact=false&since=2020-02-26T03%3A56%3A51Z")
    }

    @Test("a date is written in the API's date format", arguments: [
        (DateFormat.iso8601, 1_582_689_411.0, "2020-02-26T03%3A56%3A51Z"),
        (.epochSeconds, 1_582_689_411.75, "1582689411"),
        (.epochMilliseconds, 1_582_689_411.25, "1582689411250"),
    ])
    func datesFollowTheAPIFormat(_ format: DateFormat, _ seconds: TimeInterval, _ expected: String) async throws {
        let search = Search(since: Date(timeIntervalSince1970: seconds))
        #expect(try await target(search, dateFormat: format) == "/search?since=\(expected)")
    }

    @Test("the server decodes what was sent")
    func decodedByServer() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }

        try await makeClient(server.baseURL).send(Search(text: "a b&c", tags: ["x", "y"], fields: ["p", "q"]))

        let request = try #require(server.recordedRequests.first)
        #expect(request.queryValue("q") == "a b&c")
        #expect(request.query.filter { $0.name == "tag" }.map(\.value) == ["x", "y"])
        #expect(request.queryValue("fields") == "p,q")
    }

    @Test("a pipe list leaves the other values' encoding alone")
    func pipeDoesNotDoubleEncode() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }

        try await makeClient(server.baseURL).send(Search(text: "a b", ids: [1, 2]))

        let request = try #require(server.recordedRequests.first)
        #expect(request.target == "/search?q=a%20b&id=1%7C2")
        #expect(request.queryValue("q") == "a b")
        #expect(request.queryValue("id") == "1|2")
    }

    @Test("Double wire text: whole numbers without a fraction")
    func doubles() {
        #expect(2.0.parameterText == "2")
        #expect(2.5.parameterText == "2.5")
        #expect((-3.0).parameterText == "-3")
        #expect(1e20.parameterText == "1e+20")
    }
}
