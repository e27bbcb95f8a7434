import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `Payment`: `oneOf: [Card, BankTransfer]` chosen by the `type` field.
@Suite("Unions chosen by a discriminator", .timeLimit(.minutes(1)))
struct DiscriminatedUnionTests {
    @Test("each mapped value decodes to its case")
    func decodesEachCase() async throws {
        let fake = try UnionsFake(replies: [
            .json(200, #"{"type":"card","last4":"4242","brand":"visa"}"#),
            .json(200, #"{"type":"bank_transfer","iban":"DE89370400440532013000"}"#),
        ])
        let client = fake.makeClient()

        let card = try await client.getPayment(id: "p1")
        let transfer = try await client.getPayment(id: "p2")

        #expect(card == .card(Card(last4: "4242", brand: "visa")))
        #expect(transfer == .bankTransfer(BankTransfer(type: "bank_transfer", iban: "DE89370400440532013000")))
        #expect(fake.requests.map(\.path) == ["/payments/p1", "/payments/p2"])
    }

    @Test("an unknown value is kept as JSON and sent back equal")
    func unknownValueRoundTrips() async throws {
        let unknown = #"{"type":"crypto","wallet":"0xabc","amount":12.5,"confirmations":3,"memo":null,"hops":[{"at":"x","ok":true}]}"#
        let fake = try UnionsFake(replies: [.json(200, unknown), .json(201, unknown)])
        let client = fake.makeClient()

        let payment = try await client.getPayment(id: "p3")
        guard case .unknown(let json) = payment else {
            Issue.record("expected .unknown, got \(payment)")
            return
        }
        #expect(json["type"] == .string("crypto"))
        let echoed = try await client.createPayment(payment)

        #expect(echoed == payment)
        let sent = try #require(fake.requests.last)
        #expect(sent.method == "POST")
        #expect(try canonicalJSON(sent.body) == canonicalJSON(unknown))
    }

    @Test("a missing discriminator decodes as unknown too")
    func missingDiscriminatorIsUnknown() async throws {
        let fake = try UnionsFake(replies: [.json(200, #"{"last4":"4242"}"#)])

        let payment = try await fake.makeClient().getPayment(id: "p4")

        #expect(payment == .unknown(.object(["last4": .string("4242")])))
    }

    @Test("a known case is sent with its fields and its discriminator value")
    func encodesMemberWithDiscriminator() async throws {
        let fake = try UnionsFake(replies: [.json(201, #"{"type":"card","last4":"1881"}"#)])

        let created = try await fake.makeClient().createPayment(.card(Card(last4: "1881")))

        #expect(created == .card(Card(last4: "1881")))
        #expect(try fake.onlyRequestBody() == #"{"last4":"1881","type":"card"}"#)
    }

    @Test("a member declaring the discriminator is sent with the case's value, whatever its own")
    func caseValueWinsOverMemberValue() async throws {
        let fake = try UnionsFake(replies: [.json(201, #"{"type":"bank_transfer","iban":"NL91ABNA0417164300"}"#)])

        _ = try await fake.makeClient().createPayment(.bankTransfer(BankTransfer(type: "wire", iban: "NL91ABNA0417164300")))

        #expect(try fake.onlyRequestBody() == #"{"iban":"NL91ABNA0417164300","type":"bank_transfer"}"#)
    }
}
