import BinderyLoopback
@_spi(Generated) import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// Headers both ways: constant headers on the wire, typed response headers read back.
@Suite("Calls: headers both ways", .timeLimit(.minutes(1)))
struct HeaderTests {
    @Test("the API's constant headers go on every call, and are no argument of the initializer or the method")
    func constantHeadersOnTheWire() async throws {
        let fake = try HubFake(replies: [HubReply.repository()])
        // Neither `HubClient(baseURL:)` nor `getRepository(owner:repo:)` takes a header.
        let client = HubClient(baseURL: fake.server.baseURL)

        _ = try await client.getRepository(owner: "swiftlang", repo: "swift")

        let request = try fake.server.onlyRequest()
        #expect(request.header("Accept") == "application/vnd.hub+json")
        #expect(request.header("X-Hub-Api-Version") == "2022-11-28")
        #expect(request.path == "/repos/swiftlang/swift")
    }

    @Test("an endpoint's constant header replaces the API's of the same name and keeps the others")
    func endpointOverridesAPIHeader() async throws {
        let fake = try HubFake(replies: [.text(200, "# Swift")])

        let readme = try await fake.makeClient().getReadme(owner: "swiftlang", repo: "swift")

        #expect(readme == "# Swift")
        let request = try fake.server.onlyRequest()
        #expect(request.headers.filter { $0.name.lowercased() == "accept" }.map(\.value) == ["application/vnd.hub.raw"])
        #expect(request.header("X-Hub-Api-Version") == "2022-11-28")
    }

    @Test("declared response headers read typed: an ETag, a remaining count, a date")
    func typedResponseHeaders() async throws {
        let fake = try HubFake(replies: [
            HubReply.repository(headers: [
                ("ETag", #"W/"5e8f""#), ("X-RateLimit-Remaining", "4999"),
                ("Last-Modified", "Tue, 15 Nov 1994 12:45:26 GMT"), ("X-Other", "kept"),
            ])
        ])

        let response = try await fake.makeClient().getRepositoryWithResponse(owner: "swiftlang", repo: "swift")

        #expect(response.body.fullName == "swiftlang/swift")
        #expect(response.headers.eTag == #"W/"5e8f""#)
        #expect(response.headers.rateLimitRemaining == 4999)
        #expect(response.headers.lastModified == Date(timeIntervalSince1970: 784_903_526))
        #expect(response.status == .ok)
        #expect(response.headerFields[HTTPField.Name("X-Other")!] == "kept")
    }

    @Test("a declared header that is missing or does not parse is nil, and the call succeeds")
    func missingOrMalformedHeadersAreNil() async throws {
        let fake = try HubFake(replies: [
            HubReply.repository(headers: [("X-RateLimit-Remaining", "many"), ("Last-Modified", "yesterday")])
        ])

        let response = try await fake.makeClient().getRepositoryWithResponse(owner: "swiftlang", repo: "swift")

        #expect(response.body.id == 1)
        #expect(response.headers == GetRepositoryRequest.ResponseHeaders([:]))
        #expect(response.headers.eTag == nil)
        #expect(response.headers.rateLimitRemaining == nil)
        #expect(response.headers.lastModified == nil)
    }

    @Test("a call that declares no headers still gets the status and every header through sendWithResponse")
    func undeclaredHeadersThroughSendWithResponse() async throws {
        let fake = try HubFake(replies: [.text(200, "# Swift", headers: [("ETag", #""abc""#)])])
        let client = fake.makeClient()

        let response = try await client.client.sendWithResponse(GetReadmeRequest(owner: "swiftlang", repo: "swift"))

        #expect(response.body == "# Swift")
        #expect(response.headerFields[.eTag] == #""abc""#)
    }

    @Test("response header dates read as HTTP dates, RFC 3339 and epoch seconds")
    func headerDateForms() {
        let fields: HTTPFields = [
            HTTPField.Name("A")!: "Tue, 15 Nov 1994 12:45:26 GMT",
            HTTPField.Name("B")!: "1994-11-15T12:45:26Z",
            HTTPField.Name("C")!: "784903526",
            HTTPField.Name("D")!: "-1",
        ]
        let expected = Date(timeIntervalSince1970: 784_903_526)
        #expect(fields.headerDate("A") == expected)
        #expect(fields.headerDate("B") == expected)
        #expect(fields.headerDate("C") == expected)
        #expect(fields.headerDate("D") == nil)
        #expect(fields.headerBoolean("A") == nil)
    }
}
