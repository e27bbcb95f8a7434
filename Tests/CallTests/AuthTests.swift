import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// Optional credentials and token providers.
@Suite("Calls: auth", .timeLimit(.minutes(1)))
struct AuthTests {
    @Test("an optional scheme: anonymous without a credential, the credential sent when configured")
    func anonymousAndAuthenticated() async throws {
        let fake = try HubFake(replies: [HubReply.repository(), HubReply.repository()])

        _ = try await HubClient(baseURL: fake.server.baseURL).getRepository(owner: "swiftlang", repo: "swift")
        _ = try await HubClient(baseURL: fake.server.baseURL, token: "ghp_secret").getRepository(owner: "swiftlang", repo: "swift")

        #expect(fake.requests.count == 2)
        #expect(fake.requests[0].header("Authorization") == nil)
        #expect(fake.requests[1].header("Authorization") == "Bearer ghp_secret")
    }

    @Test("a token provider is asked once, refreshed once after a 401, and the call repeated with the new token")
    func refreshAfterUnauthorized() async throws {
        let fake = try HubFake(replies: [HubReply.failure(401), HubReply.repository(), HubReply.repository()])
        let provider = CountingTokens()
        let client = HubClient(baseURL: fake.server.baseURL, tokenProvider: provider) { $0.clock = TestClock() }

        _ = try await client.getRepository(owner: "swiftlang", repo: "swift")
        _ = try await client.getRepository(owner: "swiftlang", repo: "swift")

        #expect(fake.requests.map { $0.header("Authorization") } == ["Bearer token-1", "Bearer token-2", "Bearer token-2"])
        #expect(provider.requests == [false, true])
    }

    @Test("a second 401 fails the call: one refresh, no loop, and the token is redacted")
    func secondUnauthorizedFails() async throws {
        let fake = try HubFake(replies: [
            .json(401, #"{"message":"bad token-1"}"#), .json(401, #"{"message":"bad token-2"}"#), HubReply.repository(),
        ])
        let provider = CountingTokens()
        let client = HubClient(baseURL: fake.server.baseURL, tokenProvider: provider) { $0.clock = TestClock() }

        let error = await #expect(throws: BinderyError.self) {
            try await client.getRepository(owner: "swiftlang", repo: "swift")
        }

        #expect(error?.status == 401)
        #expect(fake.requests.count == 2)
        #expect(provider.requests == [false, true])
        #expect(error.map { !"\($0)".contains("token-2") && !($0.responseBody ?? "").contains("token-2") } == true)
    }

    @Test("concurrent calls refused with the same token share one refresh")
    func concurrentRefreshesCoalesce() async throws {
        let fake = try HubFake(handler: { request in
            request.header("Authorization") == "Bearer token-1" ? HubReply.failure(401) : HubReply.repository()
        })
        let provider = CountingTokens(delay: .milliseconds(50))
        let client = HubClient(baseURL: fake.server.baseURL, tokenProvider: provider) { $0.clock = TestClock() }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<5 {
                group.addTask { _ = try await client.getRepository(owner: "swiftlang", repo: "swift") }
            }
            try await group.waitForAll()
        }

        #expect(provider.requests == [false, true])
    }

    @Test("a fixed credential wins over a provider, which is never asked")
    func fixedCredentialWins() async throws {
        let fake = try HubFake(replies: [HubReply.repository()])
        let provider = CountingTokens()
        // Through `configure`, as any client can take a provider, whether its spec says so or not.
        let client = fake.makeClient(token: "ghp_fixed") { $0.tokenProviders["token"] = provider }

        _ = try await client.getRepository(owner: "swiftlang", repo: "swift")

        #expect(try fake.server.onlyRequest().header("Authorization") == "Bearer ghp_fixed")
        #expect(provider.requests == [])
    }

    @Test("a failing provider fails the call before it is sent")
    func failingProvider() async throws {
        let fake = try HubFake(replies: [HubReply.repository()])
        let client = HubClient(baseURL: fake.server.baseURL, tokenProvider: FailingTokens())

        let error = await #expect(throws: BinderyError.self) {
            try await client.getRepository(owner: "swiftlang", repo: "swift")
        }

        #expect(error?.code == .invalidConfiguration)
        #expect(fake.requests.isEmpty)
    }

    @Test("an empty token fails the call before it is sent")
    func emptyToken() async throws {
        let fake = try HubFake(replies: [HubReply.repository()])
        let client = HubClient(baseURL: fake.server.baseURL, tokenProvider: EmptyTokens())

        let error = await #expect(throws: BinderyError.self) {
            try await client.getRepository(owner: "swiftlang", repo: "swift")
        }

        #expect(error?.code == .invalidConfiguration)
        #expect(error?.message == "the token provider gave an empty token")
        #expect(fake.requests.isEmpty)
    }

    @Test("a basic scheme: the generated argument takes a user name and password, sent only by the calls that use it")
    func basicCredentials() async throws {
        let customer = #"{"id":"cus_1","email":"ada@example.com"}"#
        let fake = try HubFake(replies: [.json(200, customer), HubReply.repository()])
        let client = HubClient(baseURL: fake.server.baseURL, token: "ghp_secret", account: BasicCredentials(username: "sk_test_1"))

        _ = try await client.createCustomer(CreateCustomerParams(email: "ada@example.com"))
        _ = try await client.getRepository(owner: "swiftlang", repo: "swift")

        // `sk_test_1:` in base64; the repository call takes the bearer token, as before.
        #expect(fake.requests.map { $0.header("Authorization") } == ["Basic c2tfdGVzdF8xOg==", "Bearer ghp_secret"])
    }
}

/// Gives `token-1`, `token-2`, … and records whether each request was a refresh.
final class CountingTokens: TokenProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Bool] = []
    private let delay: Duration?

    init(delay: Duration? = nil) { self.delay = delay }

    var requests: [Bool] { lock.withLock { asked } }

    func token(refreshing: Bool) async throws -> String {
        let count = lock.withLock {
            asked.append(refreshing)
            return asked.count
        }
        if let delay { try await Task.sleep(for: delay) }
        return "token-\(count)"
    }
}

struct EmptyTokens: TokenProvider {
    func token(refreshing: Bool) async throws -> String { " " }
}

struct FailingTokens: TokenProvider {
    struct Refused: Error {}
    func token(refreshing: Bool) async throws -> String { throw Refused() }
}
