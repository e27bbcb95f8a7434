import AfterShip
import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `configure:` on the client's initializers: settings of the caller's own on top of the spec's,
/// without losing the credential the initializer sets.
@Suite("Client initializers: configure", .timeLimit(.minutes(1)))
struct ConfigureTests {
    static let internalError = AfterShipReply.failure(
        status: 500, code: 500, type: "InternalError", message: "Something went wrong on AfterShip's end.")

    @Test("configure runs last: its retry policy and clock apply, and the API key is still sent")
    func configureKeepsTheCredential() async throws {
        let fake = try AfterShipFake(replies: [Self.internalError, AfterShipReply.success(Fixture.courierListJSON)])
        let clock = TestClock()
        let client = AfterShipClient(apiKey: Fixture.apiKey, baseURL: fake.baseURL) { configuration in
            configuration.retryPolicy = .never
            configuration.clock = clock
            configuration.timeout = .seconds(5)
        }

        let error = try await expectBinderyError { try await client.listCouriers() }

        #expect(error.status == 500)
        #expect(error.attempts == 1, "the spec's policy would make 3 attempts; configure's makes 1")
        #expect(fake.requests.count == 1)
        #expect(fake.requests.first?.header("aftership-api-key") == Fixture.apiKey)
        #expect(clock.sleeps.isEmpty)
        #expect(client.client.configuration.timeout == .seconds(5))
    }

    @Test("configure can replace the credential too, since it runs after the initializer's own")
    func configureCanReplaceTheCredential() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.success(Fixture.courierListJSON)])
        let client = AfterShipClient(apiKey: "from-the-initializer", baseURL: fake.baseURL) {
            $0.credentials["apiKey"] = .apiKeyHeader(name: "aftership-api-key", key: Fixture.apiKey)
        }

        _ = try await client.listCouriers()

        #expect(fake.requests.first?.header("aftership-api-key") == Fixture.apiKey)
    }
}
