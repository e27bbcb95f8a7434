import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// Bodies sent as `application/x-www-form-urlencoded` (`encoding: form`), as Stripe takes every
/// write: the exact bytes the loopback server receives.
@Suite("Calls: form bodies", .timeLimit(.minutes(1)))
struct FormBodyTests {
    private static let customer = #"{"id":"cus_1","email":"ada@example.com"}"#

    @Test("a form body nests objects, lists and maps by the bracket convention, in the model's field order")
    func nestedFormOnTheWire() async throws {
        let fake = try HubFake(replies: [.json(200, Self.customer)])
        let params = CreateCustomerParams(
            email: "ada+billing@example.com",
            taxExempt: true,
            balance: -250,
            amount: Decimal(string: "19.99"),
            trialEnd: Date(timeIntervalSince1970: 1_700_000_000),
            address: CustomerAddress(line1: "1 Rue de l'Été", city: "Paris"),
            expand: ["customer", "invoice.lines"],
            items: [CustomerItem(price: "price_1", quantity: 2), CustomerItem(price: "price_2")],
            metadata: ["order": "6735", "campaign": "a&b=c"])

        let customer = try await fake.makeClient().createCustomer(params)

        #expect(customer.id == "cus_1")
        let request = try fake.server.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/v1/customers")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(String(decoding: request.body, as: UTF8.self) == [
            "email=ada%2Bbilling%40example.com",
            "tax_exempt=true",
            "balance=-250",
            "amount=19.99",
            "trial_end=2023-11-14T22%3A13%3A20Z",
            "address[line1]=1+Rue+de+l%27%C3%89t%C3%A9",
            "address[city]=Paris",
            "expand[]=customer",
            "expand[]=invoice.lines",
            "items[0][price]=price_1",
            "items[0][quantity]=2",
            "items[1][price]=price_2",
            "metadata[campaign]=a%26b%3Dc",
            "metadata[order]=6735",
        ].joined(separator: "&"))
    }

    @Test("an explicit null goes as an empty value, to unset the field; absent fields and empty lists go not at all")
    func nullUnsetsAndAbsentIsLeftOut() async throws {
        let fake = try HubFake(replies: [.json(200, Self.customer)])
        let changes = CreateCustomerParams(email: "ada@example.com", description: .null, expand: [])

        _ = try await fake.makeClient().updateCustomer(id: "cus_1", changes: changes)

        let request = try fake.server.onlyRequest()
        #expect(request.path == "/v1/customers/cus_1")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(String(decoding: request.body, as: UTF8.self) == "email=ada%40example.com&description=")
    }

    @Test("an optional form body left nil sends no body and no Content-Type")
    func noBodyWhenNil() async throws {
        let fake = try HubFake(replies: [.json(200, Self.customer)])

        _ = try await fake.makeClient().updateCustomer(id: "cus_1")

        let request = try fake.server.onlyRequest()
        #expect(request.body.isEmpty)
        #expect(request.header("Content-Type") == nil)
    }
}
