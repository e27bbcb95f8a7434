import BinderyGenerator
import BinderyLoopback
@_spi(Generated) import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `idempotencyKey:` end to end. The spec below is generated, in-process, into exactly the Swift
/// checked in under `GeneratedPayments/` (the first test proves it), and that Swift is compiled
/// into this test target and driven against a server on 127.0.0.1: a call that carries a key is
/// retried after a 5xx or a broken connection — with the same key every attempt — while calls
/// without one (every order call of the bound APIs, in HostileServerTests) are sent once.
@Suite("Idempotency keys: a keyed call is retried, with one key", .timeLimit(.minutes(1)))
struct IdempotencyKeyTests {
    static let spec = """
        api:
          name: Payments
          servers:
            production: https://payments.example.com/v1
          auth:
            apiKey: { type: apiKeyHeader, name: X-Api-Key }
          defaultAuth: [apiKey]
        models:
          Charge:
            fields:
              amount: { type: integer, required: true }
              card_token: { type: string, required: true, secret: true }
        endpoints:
          createCharge:
            method: POST
            path: /charges
            idempotencyKey: { header: Idempotency-Key }
            body: Charge
            response: { status: 201, type: Charge }

        """

    static let generatedFolder = Paths.testsFolder.appendingPathComponent("GeneratedPayments")
    static let apiKey = "pay-key-Vb7Ns2Qx9Lc4Mz8"
    static let cardToken = "tok_visa_4242424242424242_Xq9"

    @Test("the spec generates exactly the Swift this target compiles (regenerate: bindery generate <spec> -o Tests/ReliabilityTests/GeneratedPayments)")
    func checkedInSwiftIsWhatTheGeneratorWrites() throws {
        let file = SpecSourceFile(displayPath: "api.yaml", relativePath: "api.yaml", bytes: Array(Self.spec.utf8))
        let generated = SwiftGenerator.generate(try SpecLoader.load([file]))
        #expect(generated.map(\.name).sorted() == ["Client.swift", "api+Calls.swift", "api+Requests.swift", "api.swift"])
        for file in generated {
            let checkedIn = try String(contentsOf: Self.generatedFolder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.contents == checkedIn, "\(file.name) differs from what the generator writes")
        }
        #expect(CreateChargeRequest.descriptor.idempotencyKeyHeader == "Idempotency-Key")
        #expect(CreateChargeRequest.descriptor.isIdempotent == false)
        #expect(CreateChargeRequest.descriptor.secretFields == ["card_token"])
    }

    private func client(_ server: LoopbackServer, clock: TestClock = TestClock()) -> PaymentsClient {
        var configuration = PaymentsClient(apiKey: Self.apiKey, baseURL: server.baseURL).client.configuration
        configuration.clock = clock
        configuration.retryPolicy.jitter = { $0 / 10 }
        return PaymentsClient(configuration: configuration)
    }

    private var charge: Charge { Charge(amount: 999, cardToken: Self.cardToken) }

    @Test("a keyed POST is retried after 5xx, a reset and a closed connection, sending one key", arguments: [
        LoopbackReply.text(503, "busy"),
        .resetMidBody(status: 201, headers: [], declaredLength: 100, sentBody: Data("{".utf8)),
        .noResponse(after: .zero),
    ])
    func keyedCallIsRetried(_ reply: LoopbackReply) async throws {
        let server = try LoopbackServer { _ in reply }
        let error = try #require(await failure { () throws(BinderyError) in _ = try await client(server).createCharge(charge) })
        #expect(error.attempts == 3)
        let keys = server.recordedRequests.map { $0.header("Idempotency-Key") }
        #expect(keys.count == 3)
        #expect(Set(keys).count == 1, "one key for every attempt: \(keys)")
        let key = try #require(keys.first ?? nil)
        #expect(UUID(uuidString: key) != nil, "the client's key is a UUID: \(key)")
    }

    @Test("the caller's own key is sent, and each call gets a key of its own")
    func callersKeyAndFreshKeys() async throws {
        let server = try LoopbackServer { _ in .json(201, #"{"amount":999,"card_token":"tok"}"#) }
        let client = client(server)
        _ = try await client.createCharge(charge, idempotencyKey: "order-42-charge")
        _ = try await client.createCharge(charge)
        _ = try await client.createCharge(charge)
        let keys = server.recordedRequests.compactMap { $0.header("Idempotency-Key") }
        #expect(keys.count == 3)
        #expect(keys.first == "order-42-charge")
        #expect(Set(keys).count == 3)
    }

    @Test("a key with a line break is refused before anything is sent")
    func keyWithLineBreak() async throws {
        let server = try LoopbackServer { _ in .json(201, "{}") }
        let error = try #require(await failure { () throws(BinderyError) in
            _ = try await client(server).createCharge(charge, idempotencyKey: "k\r\nX-Admin: true")
        })
        #expect(error.code == .invalidRequest)
        #expect(error.attempts == 0)
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("a 429 is retried with the same key, and a 4xx is not retried")
    func rateLimitedAndRefused() async throws {
        let replies = ReplyQueue([.text(429, "slow down"), .json(400, #"{"error":"card declined"}"#)])
        let server = try LoopbackServer { _ in replies.next() }
        let error = try #require(await failure { () throws(BinderyError) in _ = try await client(server).createCharge(charge) })
        #expect(error.status == 400)
        #expect(error.attempts == 2)
        #expect(Set(server.recordedRequests.map { $0.header("Idempotency-Key") }).count == 1)
    }

    @Test("a secret body field echoed by the server is redacted from the error")
    func secretBodyFieldIsRedacted() async throws {
        let server = try LoopbackServer { request in
            .json(402, #"{"error":"card declined","echo":\#(String(decoding: request.body, as: UTF8.self))}"#)
        }
        let error = try #require(await failure { () throws(BinderyError) in _ = try await client(server).createCharge(charge) })
        #expect(error.status == 402)
        #expect(error.responseBody?.contains("<redacted>") == true)
        var dumped = ""
        dump(error, to: &dumped)
        for text in [error.description, error.debugDescription, String(reflecting: error), dumped] {
            #expect(!text.contains(Self.cardToken), "the card token leaked: \(text)")
            #expect(!text.contains(Self.apiKey), "the API key leaked: \(text)")
        }
    }

    @Test("the spec format checks the key's header")
    func keyDiagnostics() {
        func diagnostics(_ endpoint: String) -> [String] {
            let text = """
                api:
                  name: Payments
                  servers:
                    production: https://payments.example.com/v1
                endpoints:
                  createCharge:
                    method: POST
                    path: /charges
                \(endpoint)
                """
            let file = SpecSourceFile(displayPath: "api.yaml", relativePath: "api.yaml", bytes: Array(text.utf8))
            do {
                _ = try SpecLoader.load([file])
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        #expect(diagnostics("    idempotencyKey: { header: \"Idempotency Key\" }") == [
            "api.yaml:9:31: error: the idempotency key's 'header' 'Idempotency Key' is not a valid HTTP header name"
        ])
        #expect(diagnostics("    idempotencyKey: { heder: Idempotency-Key }") == [
            "api.yaml:9:23: error: unknown key 'heder' in 'idempotencyKey' of endpoint 'createCharge'; did you mean 'header'?",
            "api.yaml:9:21: error: 'idempotencyKey' of endpoint 'createCharge' is missing 'header'",
        ].sorted())
        #expect(diagnostics("""
                idempotencyKey: { header: Idempotency-Key }
                parameters:
                  Idempotency-Key: { in: header }
            """) == [
            "api.yaml:9:31: error: duplicate parameter 'Idempotency-Key' of endpoint 'createCharge' (first declared at api.yaml:11:7)"
        ])
    }
}

/// Replies handed out in order; the last one repeats.
final class ReplyQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [LoopbackReply]

    init(_ replies: [LoopbackReply]) { self.replies = replies }

    func next() -> LoopbackReply {
        lock.withLock { replies.count > 1 ? replies.removeFirst() : replies[0] }
    }
}
