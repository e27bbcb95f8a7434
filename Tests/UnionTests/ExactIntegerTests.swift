import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// What the client keeps as raw JSON (a union's `unknown` case, `additionalFields`) goes back
/// byte for byte, integers beyond 2^53 included: `Double` would send 9007199254740993 as
/// 9007199254740992. The replies are written as the client writes JSON (keys sorted, no
/// spaces), so that what it sends can be compared with them byte for byte.
@Suite("Exact integers in kept JSON", .timeLimit(.minutes(1)))
struct ExactIntegerTests {
    /// 2^53 + 1, the first integer a `Double` cannot hold.
    static let big = "9007199254740993"

    @Test("an unknown discriminator value keeps an integer beyond 2^53 and sends it back byte for byte")
    func unknownCaseKeepsBigIntegers() async throws {
        let unknown = #"{"id":\#(Self.big),"ids":[-9223372036854775808,9223372036854775807],"share":0.25,"type":"crypto"}"#
        let fake = try UnionsFake(replies: [.json(200, unknown), .json(201, unknown)])
        let client = fake.makeClient()

        let payment = try await client.getPayment(id: "p5")
        guard case .unknown(let json) = payment else {
            Issue.record("expected .unknown, got \(payment)")
            return
        }
        #expect(json["id"] == .integer(9_007_199_254_740_993))
        _ = try await client.createPayment(payment)

        let sent = try #require(fake.requests.last)
        #expect(sent.method == "POST")
        #expect(String(decoding: sent.body, as: UTF8.self) == unknown)
    }

    @Test("an additional field keeps an integer beyond 2^53 and sends it back byte for byte")
    func additionalFieldsKeepBigIntegers() async throws {
        let original = #"{"big":\#(Self.big),"nested":{"n":[\#(Self.big),-7]},"theme":"dark"}"#
        let fake = try UnionsFake(replies: [.json(200, original), .json(200, original)])
        let client = fake.makeClient()

        let settings = try await client.updateSettings(Settings(theme: "dark"))
        #expect(settings.additionalFields["big"] == .integer(9_007_199_254_740_993))
        _ = try await client.updateSettings(settings)

        let sent = try #require(fake.requests.last)
        #expect(String(decoding: sent.body, as: UTF8.self) == original)
    }
}
