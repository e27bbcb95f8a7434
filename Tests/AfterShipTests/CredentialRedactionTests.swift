import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// The API key must never leak into what an error prints or keeps, even when the server echoes it.
@Suite("Credential redaction", .timeLimit(.minutes(1)))
struct CredentialRedactionTests {
    enum Echo: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case unauthorizedMeta
        case plainTextBadGateway
        case undecodableSuccess

        var testDescription: String { rawValue }

        var reply: LoopbackReply {
            switch self {
            case .unauthorizedMeta:
                AfterShipReply.failure(
                    status: 401, code: 401, type: "Unauthorized", message: "Invalid API key: \(Fixture.apiKey)")
            case .plainTextBadGateway:
                .text(502, "Interal Error while serving aftership-api-key=\(Fixture.apiKey)")
            case .undecodableSuccess:
                AfterShipReply.success(#"{"total":"many","api_key":"\#(Fixture.apiKey)","couriers":[]}"#)
            }
        }
    }

    @Test("an error whose body echoes the API key never shows it", arguments: Echo.allCases)
    func keyNeverAppears(echo: Echo) async throws {
        let fake = try AfterShipFake(always: echo.reply)
        let clock = TestClock()

        let error = try await expectBinderyError { try await fake.makeClient(clock: clock).listCouriers() }

        // The key did travel, in its header.
        #expect(fake.requests.first?.header("aftership-api-key") == Fixture.apiKey)
        // And the server's echo did arrive, redacted.
        #expect(error.responseBody?.contains("<redacted>") == true)
        for text in [String(describing: error), String(reflecting: error), error.message, error.responseBody ?? "", "\(error)"] {
            #expect(!text.contains(Fixture.apiKey), "the API key leaked: \(text)")
        }
    }

    @Test("the credential itself prints redacted")
    func credentialDescription() {
        let credential = Credential.apiKeyHeader(name: "aftership-api-key", key: Fixture.apiKey)
        #expect(!String(describing: credential).contains(Fixture.apiKey))
        #expect(!String(reflecting: credential).contains(Fixture.apiKey))
        var configuration = AfterShipClient.defaultConfiguration(baseURL: URL(string: "https://api.aftership.com/v4")!)
        configuration.credentials["apiKey"] = credential
        #expect(!String(describing: configuration.credentials).contains(Fixture.apiKey))
    }
}
