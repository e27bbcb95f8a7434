import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// A streaming call goes through what a call does before its one attempt: the token provider,
/// the per-call options and its endpoint's rate-limit bucket.
@Suite("Calls: streams", .timeLimit(.minutes(1)))
struct StreamingAuthTests {
    private static let events = LoopbackReply.text(
        200, "data: {\"id\": 1, \"full_name\": \"swiftlang/swift\"}\n\ndata: {\"id\": 2, \"full_name\": \"swiftlang/swift-testing\"}\n\n",
        headers: [("Content-Type", "text/event-stream")])

    @Test("a stream carries the provider's token and the call options' headers")
    func streamCarriesTokenAndOptions() async throws {
        let fake = try HubFake(replies: [Self.events])
        let provider = CountingTokens()
        let client = HubClient(baseURL: fake.server.baseURL, tokenProvider: provider) { $0.clock = TestClock() }
        var headers = HTTPFields()
        headers[try #require(HTTPField.Name("X-Trace"))] = "42"

        let names = try await withCallOptions(CallOptions(headers: headers)) {
            var names: [String] = []
            for try await event in client.watchEvents(owner: "swiftlang", repo: "swift") { names.append(event.data.fullName) }
            return names
        }

        #expect(names == ["swiftlang/swift", "swiftlang/swift-testing"])
        let request = try #require(fake.requests.first)
        #expect(request.header("Authorization") == "Bearer token-1")
        #expect(request.header("X-Trace") == "42")
        #expect(request.header("X-Hub-Api-Version") == "2022-11-28")
        #expect(provider.requests == [false])
    }

    @Test("a stream waits for its endpoint's bucket, which other calls of the group have spent")
    func streamSharesItsBucket() async throws {
        let fake = try HubFake(handler: { request in
            request.path.hasSuffix("/stream") ? Self.events : .response(status: 204)
        })
        let clock = TestClock(advancesOnSleep: false)
        let client = fake.makeClient(clock: clock)

        // `core` allows 2 calls per 60 s: after two stars, the stream waits its turn (30 s).
        for _ in 0..<2 { try await client.starRepository(owner: "swiftlang", repo: "swift") }
        var count = 0
        for try await _ in client.watchEvents(owner: "swiftlang", repo: "swift") { count += 1 }

        #expect(count == 2)
        #expect(clock.sleeps == [.seconds(30)])
        #expect(fake.requests.count == 3)
    }
}
