import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation
import Testing

/// The authorization page URL, the redirect it comes back with, and the code-for-token exchange.
@Suite("OAuth", .timeLimit(.minutes(1)))
struct OAuthTests {
    @Test("the authorization URL is on the environment's web host, with client_id, response_type=code and the encoded redirect_uri",
          arguments: [
            (CloverClient.Server.us, "https://www.clover.com"),
            (.eu, "https://www.eu.clover.com"),
            (.sandbox, "https://sandbox.dev.clover.com"),
            (.api, "https://www.clover.com"),
            (.apiSandbox, "https://sandbox.dev.clover.com"),
            (.sandboxDev, "https://sandboxdev.dev.clover.com"),
            (.dev, "https://dev1.dev.clover.com"),
          ])
    func authorizationURL(server: CloverClient.Server, origin: String) throws {
        let redirect = try #require(URL(string: "https://pos.example.com/clover/callback?source=app"))

        let url = CloverClient.authorizationURL(clientID: "APPID0000001", redirectURI: redirect, server: server)

        #expect(url.absoluteString == origin
            + "/oauth/authorize?client_id=APPID0000001&response_type=code"
            + "&redirect_uri=https%3A%2F%2Fpos.example.com%2Fclover%2Fcallback%3Fsource%3Dapp")
        #expect(server.oauthURL.absoluteString == origin)
    }

    @Test("the implicit flow of the SDK's web view: response_type=token; a state is sent encoded")
    func implicitFlowAndState() {
        #expect(CloverClient.authorizationURL(clientID: "APPID0000001", responseType: .token).absoluteString
            == "https://www.clover.com/oauth/authorize?client_id=APPID0000001&response_type=token")
        #expect(CloverClient.authorizationURL(clientID: "APPID0000001", state: "a b&c=d", server: .eu).absoluteString
            == "https://www.eu.clover.com/oauth/authorize?client_id=APPID0000001&response_type=code&state=a%20b%26c%3Dd")
    }

    @Test("a code redirect gives the code, merchant, employee and app; its description hides the code")
    func codeRedirect() throws {
        let url = try #require(URL(string:
            "https://pos.example.com/clover/callback?merchant_id=K2M4ZQ8V1XJ7T&employee_id=EMP1ABCDEFGH2&client_id=APPID0000001&code=9f8e7d6c-code&state=xyz"))

        let redirect = try #require(CloverOAuthRedirect(url: url))

        #expect(redirect.code == "9f8e7d6c-code")
        #expect(redirect.accessToken == nil)
        #expect(redirect.merchantID == "K2M4ZQ8V1XJ7T")
        #expect(redirect.employeeID == "EMP1ABCDEFGH2")
        #expect(redirect.clientID == "APPID0000001")
        #expect(redirect.state == "xyz")
        #expect(!redirect.description.contains("9f8e7d6c-code"))
        #expect(!String(reflecting: redirect).contains("9f8e7d6c-code"))
    }

    @Test("an implicit-flow redirect gives the token from the fragment")
    func tokenRedirect() throws {
        let url = try #require(URL(string:
            "https://pos.example.com/callback?merchant_id=K2M4ZQ8V1XJ7T&employee_id=EMP1ABCDEFGH2&client_id=APPID0000001#access_token=\(CloverFixture.accessToken)"))

        let redirect = try #require(CloverOAuthRedirect(url: url))

        #expect(redirect.accessToken == CloverFixture.accessToken)
        #expect(redirect.code == nil)
        #expect(redirect.merchantID == CloverFixture.merchantID)
        #expect(!redirect.description.contains(CloverFixture.accessToken))
    }

    @Test("a redirect without a code or a token (the merchant declined) is nil")
    func declinedRedirect() throws {
        let url = try #require(URL(string: "https://pos.example.com/callback?error=access_denied&client_id=APPID0000001"))
        #expect(CloverOAuthRedirect(url: url) == nil)
    }

    @Test("exchangeAuthorizationCode: GET /oauth/token with client_id, client_secret and code, and no access token")
    func exchange() async throws {
        let fake = try CloverFake(replies: [.json(200, #"{"access_token":"4b1d-new-merchant-token"}"#)])

        let token = try await fake.makeClient(accessToken: "", merchantID: "")
            .exchangeAuthorizationCode(clientID: "APPID0000001", clientSecret: "app-secret-value-1", code: "9f8e7d6c-code")

        #expect(token == OAuthToken(accessToken: "4b1d-new-merchant-token"))
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/oauth/token",
            query: [("client_id", "APPID0000001"), ("client_secret", "app-secret-value-1"), ("code", "9f8e7d6c-code")],
            bearer: nil)
    }

    @Test("requestAccessToken needs no client and goes to the environment's OAuth host",
          arguments: [
            (CloverClient.Server.sandbox, "https://sandbox.dev.clover.com/oauth/token"),
            (.api, "https://www.clover.com/oauth/token"),
            (.eu, "https://www.eu.clover.com/oauth/token"),
          ])
    func requestAccessToken(server: CloverClient.Server, destination: String) async throws {
        let fake = try CloverFake(replies: [.json(200, #"{"access_token":"4b1d-new-merchant-token"}"#)])
        let log = DestinationLog()

        let token = try await CloverClient.requestAccessToken(
            code: "9f8e7d6c-code", clientID: "APPID0000001", clientSecret: "app-secret-value-1", server: server,
            middlewares: [log, fake.redirect()])

        #expect(token.accessToken == "4b1d-new-merchant-token")
        #expect(log.destinations == [destination])
        #expect(try fake.onlyRequest().header("authorization") == nil)
    }

    @Test("a refused exchange is `unauthorized`, and neither the secret nor the code shows in the error")
    func refusedExchange() async throws {
        let secret = "app-secret-value-1"
        let code = "9f8e7d6c-code"
        let fake = try CloverFake(replies: [
            .json(401, #"{"message":"Invalid client_secret \#(secret) for code \#(code)"}"#)
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().exchangeAuthorizationCode(clientID: "APPID0000001", clientSecret: secret, code: code)
        }

        #expect(ExchangeAuthorizationCodeRequest.Failure(error) == .unauthorized)
        for text in [error.description, error.debugDescription, error.responseBody ?? ""] {
            #expect(!text.contains(secret))
            #expect(!text.contains(code))
        }
    }
}
