import BinderyLoopback
import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// The order secret must never show in what an error prints or keeps, even when the server
/// echoes it back.
@Suite("Order secret redaction", .timeLimit(.minutes(1)))
struct SecretRedactionTests {
    enum Echo: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case invalidSignature
        case duplicateOrderID
        case plainTextInternalError
        case undecodableSuccess

        var testDescription: String { rawValue }

        var reply: LoopbackReply {
            let secret = OrderFixture.secret
            return switch self {
            case .invalidSignature:
                IplabsReply.problem(401, code: "invalid-signature", message: "Secret \(secret) is not valid for this operator.")
            case .duplicateOrderID:
                IplabsReply.problem(
                    409, code: "duplicate-order-id", message: "Order 1234567 exists.",
                    extra: #","request":{"headers":{"X-Iplabs-Order-Secret":"\#(secret)"}}"#)
            case .plainTextInternalError:
                .text(500, "upstream failed for X-Iplabs-Order-Secret: \(secret)")
            case .undecodableSuccess:
                .json(201, #"{"orderId":42,"secret":"\#(secret)"}"#)
            }
        }
    }

    @Test("an error whose body echoes the secret never shows it", arguments: Echo.allCases)
    func secretNeverAppears(echo: Echo) async throws {
        let fake = try IplabsFake(always: echo.reply)

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
        }

        // The secret did travel, in its header; the server's echo did arrive, redacted.
        #expect(fake.requests.first?.header("X-Iplabs-Order-Secret") == OrderFixture.secret)
        #expect(error.responseBody?.contains("<redacted>") == true)
        for text in [
            String(describing: error), String(reflecting: error), error.description, error.debugDescription,
            error.message, error.responseBody ?? "", "\(error)",
        ] {
            #expect(!text.contains(OrderFixture.secret), "the order secret leaked: \(text)")
        }
    }

    @Test("the decoded OrderProblem does not keep the echoed secret either")
    func serverErrorModel() async throws {
        let fake = try IplabsFake(always: Echo.invalidSignature.reply)

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
        }

        // The server's error model is decoded from the redacted body, so neither its message
        // nor `dump(error)` holds the secret.
        let problem = try #require(error.serverError as? OrderProblem)
        #expect(problem.code == "invalid-signature")
        var dumped = ""
        dump(error, to: &dumped)
        let messageLeaks = (problem.message ?? "").contains(OrderFixture.secret)
        let dumpLeaks = dumped.contains(OrderFixture.secret)
        #expect(!messageLeaks, "OrderProblem.message holds the order secret")
        #expect(!dumpLeaks, "dump(error) shows the order secret")
    }

    @Test("a transport failure never shows the secret")
    func transportFailure() async throws {
        let fake = try IplabsFake(always: .noResponse(after: .zero))

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)
        }

        #expect(error.code == .transport)
        for text in [String(describing: error), String(reflecting: error), error.message, "\(error)"] {
            #expect(!text.contains(OrderFixture.secret), "the order secret leaked: \(text)")
        }
    }

    @Test("the client and its credential print the secret redacted")
    func clientDescription() {
        let client = IplabsClient(secret: OrderFixture.secret, baseURL: URL(string: "https://ecs.example.com")!)
        for text in [
            String(describing: client), String(reflecting: client),
            String(describing: client.client.configuration.credentials),
        ] {
            #expect(!text.contains(OrderFixture.secret), "the order secret leaked: \(text)")
        }
    }
}
