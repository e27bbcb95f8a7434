import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation
import Testing

/// Clover's failures (`{"message": ...}` with a failure status, the SDK's
/// `UnacceptableStatusCode(statusCode, serverMessage)`), refusals before sending, and credentials
/// kept out of every error.
@Suite("Errors", .timeLimit(.minutes(1)))
struct ErrorTests {
    @Test("a 401 is the documented `unauthorized` failure, with Clover's message; it is not retried")
    func unauthorized() async throws {
        let fake = try CloverFake(replies: [.json(401, #"{"message":"401 Unauthorized"}"#)])

        let error = try await expectBinderyError { try await fake.makeClient().getOrder(id: "8QSDCRTWSDZZ6") }

        #expect(error.code == .server)
        #expect(error.status == 401)
        #expect(error.message == "401 Unauthorized")
        #expect((error.serverError as? CloverErrorResponse)?.message == "401 Unauthorized")
        #expect(GetOrderRequest.Failure(error) == .unauthorized)
        #expect(ListOrdersRequest.Failure(error) == nil)
        #expect(error.documentedError?.summary == "The access token is invalid, or lacks the permission the call needs.")
        #expect(error.attempts == 1)
        #expect(error.description == "getOrder: HTTP 401: 401 Unauthorized")
        #expect(fake.requests.count == 1)
    }

    @Test("an undocumented failure keeps Clover's message and status, and matches no documented failure")
    func undocumented() async throws {
        let fake = try CloverFake(replies: [.json(404, #"{"message":"Not Found","type":"NOT_FOUND"}"#)])

        let error = try await expectBinderyError { try await fake.makeClient().getItem(id: "NOSUCHITEM001") }

        #expect(error.status == 404)
        #expect(error.message == "Not Found")
        #expect((error.serverError as? CloverErrorResponse)?.type == "NOT_FOUND")
        #expect(GetItemRequest.Failure(error) == nil)
    }

    @Test("a body that does not decode says where")
    func decodingFailure() async throws {
        let fake = try CloverFake(replies: [.json(200, #"{"elements":[{"id":"8QSDCRTWSDZZ6","total":"a lot"}]}"#)])

        let error = try await expectBinderyError { try await fake.makeClient().listOrders() }

        #expect(error.code == .decoding)
        #expect(error.codingPath == "elements[0].total")
    }

    @Test("an empty merchant id refuses every call whose path has {mId}, before anything is sent",
          arguments: ["listOrders", "createOrder", "getMerchant", "getAppBillingInfo"])
    func missingMerchantID(call: String) async throws {
        let fake = try CloverFake(replies: [])
        let client = fake.makeClient(merchantID: "")

        let error = try await expectBinderyError { () async throws -> Void in
            switch call {
            case "listOrders": _ = try await client.listOrders()
            case "createOrder": _ = try await client.createOrder(Order(title: "Table 4"))
            case "getMerchant": _ = try await client.getMerchant()
            default: _ = try await client.getAppBillingInfo(appID: "APP1")
            }
        }

        #expect(error.code == .invalidConfiguration)
        #expect(error.operationID == call)
        #expect(error.message == "the call needs 'mId', and the client has no value for it")
        #expect(error.attempts == 0)
        #expect(fake.requests.isEmpty)
    }

    @Test("calls without {mId} in their path go through without a merchant id")
    func callsWithoutMerchantID() async throws {
        let fake = try CloverFake(replies: [.json(200, "{}"), .json(200, #"{"access_token":"new-token-0001"}"#)])
        let client = fake.makeClient(appSecret: CloverFixture.appSecret, merchantID: "")

        try await client.sendDeviceNotification(
            appID: "APP1", deviceID: "DEV1ABCDEFGH2", notification: AppNotification(event: "refresh"))
        let token = try await client.exchangeAuthorizationCode(clientID: "APP1", clientSecret: "s3cr3t-value", code: "c0de-value")

        #expect(token.accessToken == "new-token-0001")
        #expect(fake.requests.map(\.path) == ["/v3/apps/APP1/devices/DEV1ABCDEFGH2/notifications", "/oauth/token"])
    }

    @Test("a notification without an app secret is refused before sending")
    func missingAppSecret() async throws {
        let fake = try CloverFake(replies: [])

        let error = try await expectBinderyError {
            try await fake.makeClient().sendMerchantNotification(appID: "APP1", notification: AppNotification(event: "ping"))
        }

        #expect(error.code == .invalidConfiguration)
        #expect(error.message == "the call needs a credential for auth scheme 'appSecret', and the client has none")
        #expect(fake.requests.isEmpty)
    }

    enum Echo: String, CaseIterable, Sendable {
        /// The message repeats the token.
        case message
        /// The token appears JSON-escaped in another field.
        case escapedField
        /// The body is not JSON and repeats the Authorization header.
        case plainText
    }

    @Test("the access token never appears in an error's descriptions, message or body excerpt", arguments: Echo.allCases)
    func tokenRedacted(echo: Echo) async throws {
        let token = CloverFixture.accessToken
        let reply: LoopbackReply = switch echo {
        case .message: .json(401, #"{"message":"Invalid token \#(token)"}"#)
        case .escapedField: .json(401, #"{"message":"Unauthorized","detail":{"token":"\#(token)"}}"#)
        case .plainText: .text(500, "Authorization: Bearer \(token) rejected")
        }
        let fake = try CloverFake(replies: [reply, reply, reply, reply, reply, reply])

        let error = try await expectBinderyError { try await fake.makeClient(clock: TestClock()).listCustomers() }

        #expect(error.status != nil)
        for text in [error.description, error.debugDescription, error.message, error.responseBody ?? "", "\(error)"] {
            #expect(!text.contains(token), "\(text)")
        }
        #expect(!String(describing: error.serverError).contains(token))
        #expect(fake.requests.first?.header("authorization") == "Bearer \(token)")
    }

    @Test("a client's configuration does not print the token")
    func credentialDescription() {
        let client = CloverClient(accessToken: CloverFixture.accessToken, merchantID: CloverFixture.merchantID)
        #expect(!"\(client.client.configuration.credentials)".contains(CloverFixture.accessToken))
    }
}
