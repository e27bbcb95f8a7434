import BinderyLoopback
import BinderyRuntime
import Clover
import Foundation
import Gooten
import Shop
import Testing

/// Values that hold a field the spec marks `secret` — card data, payment nonces, passwords, an
/// OAuth access token — printed every way Swift prints a value, and a token response that
/// fails to decode: the secret shows in none of them, and the other fields still do.
@Suite("Secrets: printed values and undecodable responses", .timeLimit(.minutes(1)))
struct PrintedSecretTests {
    /// Every printout Swift makes of `value`: interpolation, reflection, `dump`.
    private func printouts(of value: some Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return ["\(value)", String(describing: value), String(reflecting: value), dumped]
    }

    @Test("a Gooten order paid by card or by Apple Pay prints without its card data or nonce")
    func gootenPayments() {
        for order in [Orders.gootenCardOrder, Orders.gootenApplePayOrder] {
            for text in printouts(of: order) + printouts(of: order.payment) {
                #expect(Secrets.leaks(in: text).isEmpty, "\(Secrets.leaks(in: text)) in \(text)")
                #expect(text.contains("<redacted>"))
                #expect(text.contains("USD"), "the fields that are not secret still print: \(text)")
            }
        }
    }

    @Test("a nil secret still prints as nil, so a printout says what was sent")
    func nilSecretStaysVisible() {
        let payment = Gooten.Payment(currencyCode: "USD", total: 1, braintreePaymentNonce: Secrets.paymentNonce)
        let text = String(describing: payment)
        #expect(text.contains("braintreeEncryptedCCNumber: nil"), "\(text)")
        #expect(text.contains("braintreePaymentNonce: Optional(<redacted>)"), "\(text)")
    }

    @Test("Shop credentials print without the password")
    func shopCredentials() {
        let credentials = Shop.Credentials(email: "ada@example.com", password: Secrets.shopPassword)
        for text in printouts(of: credentials) {
            #expect(Secrets.leaks(in: text).isEmpty, "\(text)")
            #expect(text.contains("ada@example.com"))
        }
    }

    @Test("a Clover access token prints as <redacted>")
    func cloverToken() {
        for text in printouts(of: OAuthToken(accessToken: Secrets.cloverToken)) {
            #expect(Secrets.leaks(in: text).isEmpty, "\(text)")
            #expect(text.contains("<redacted>"))
        }
    }

    @Test("requests print without the secret parameters they carry")
    func requestsWithSecretParameters() {
        let search = SearchOrdersRequest(partnerBillingKey: Secrets.partnerBillingKey, lastName: "Lovelace")
        let exchange = ExchangeAuthorizationCodeRequest(
            clientID: "app-1", clientSecret: Secrets.cloverClientSecret, code: Secrets.cloverOAuthCode)
        for text in printouts(of: search) + printouts(of: exchange) {
            #expect(Secrets.leaks(in: text).isEmpty, "\(text)")
            #expect(text.contains("<redacted>"))
            #expect(text.contains("Lovelace") || text.contains("app-1"), "the other parameters still print: \(text)")
        }
    }

    @Test("a request whose body holds secrets prints without them")
    func requestWithSecretBody() {
        let request = SubmitOrderRequest(order: Orders.gootenCardOrder)
        for text in printouts(of: request) {
            #expect(Secrets.leaks(in: text).isEmpty, "\(text)")
        }
    }

    @Test(
        "a token response that does not decode keeps the token out of the error",
        arguments: [
            // Cut short: not JSON at all, found by scanning for the key.
            #"{"access_token": "\#(Secrets.cloverToken)", "expires"#,
            // The wrong shape: decodes as JSON, fails as a model.
            #"{"access_token": ["\#(Secrets.cloverToken)"]}"#,
            // Wrapped in a page, as a proxy might.
            #"<html><pre>{"access_token":"\#(Secrets.cloverToken)"}</pre></html>"#,
        ])
    func undecodableTokenResponse(_ body: String) async throws {
        let server = try LoopbackServer { _ in .text(200, body, headers: [("Content-Type", "application/json")]) }
        defer { server.stop() }
        let client = API.clover(Setup(baseURL: server.baseURL))

        let error = try await #require(throws: BinderyError.self) {
            _ = try await client.exchangeAuthorizationCode(clientID: "app", clientSecret: "not-a-listed-secret", code: "code-1")
        }

        #expect(error.code == .decoding)
        for text in printouts(of: error) + [error.responseBody ?? ""] {
            #expect(Secrets.leaks(in: text).isEmpty, "\(text)")
        }
        #expect(error.responseBody?.contains("<redacted>") == true, "\(error.responseBody ?? "no excerpt")")
    }

    @Test("a token response that fails with an HTTP error keeps the token out too")
    func tokenInAFailure() async throws {
        let server = try LoopbackServer { _ in .json(401, #"{"message": "expired", "access_token": "\#(Secrets.cloverToken)"}"#) }
        defer { server.stop() }
        let client = API.clover(Setup(baseURL: server.baseURL))

        let error = try await #require(throws: BinderyError.self) {
            _ = try await client.exchangeAuthorizationCode(clientID: "app", clientSecret: "not-a-listed-secret", code: "code-1")
        }

        #expect(error.status == 401)
        for text in printouts(of: error) + [error.responseBody ?? ""] {
            #expect(Secrets.leaks(in: text).isEmpty, "\(text)")
        }
    }
}
