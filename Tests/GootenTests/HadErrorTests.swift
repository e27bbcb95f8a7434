import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// The API refuses calls with HTTP 200 and `{"HadError": true, "Errors": [...]}`: the client
/// turns that into a `BinderyError` whose `serverError` is a `GootenErrorResponse`.
@Suite("HadError answers", .timeLimit(.minutes(1)))
struct HadErrorTests {
    @Test("a refused order: HTTP 200 with HadError becomes a .server error carrying the Errors list; not retried")
    func refusedOrder() async throws {
        let fake = try GootenFake(always: .json(200, GootenFixture.refusalJSON))
        let card = BraintreeCardPayment(
            braintreeEncryptedCCNumber: "enc-n", braintreeEncryptedCCExpDate: "enc-e", braintreeEncryptedCCV: "enc-v",
            currencyCode: "USD", total: Decimal(string: "49.9")!)

        let error = try await expectBinderyError {
            try await fake.makeClient().submitBraintreeOrder(
                shippingAddress: GootenFixture.shippingAddress, billingAddress: GootenFixture.billingAddress, payment: card,
                items: GootenFixture.orderItems)
        }

        #expect(error.code == .server)
        #expect(error.status == 200)
        #expect(error.operationID == "submitOrder")
        // The messages of the body's `Errors`, one a line: the spec's error model reads them.
        #expect(error.message == "Postal code is invalid\nTotal does not match the order")
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
        let response = try #require(error.serverError as? GootenErrorResponse)
        #expect(response == GootenFixture.refusal)
        #expect(response.messages == ["Postal code is invalid", "Total does not match the order"])
        #expect(response.failures.map(\.propertyName) == ["ShipToAddress.PostalCode", "Payment.Total"])
        #expect(response.summary == "Postal code is invalid:ShipToAddress.PostalCode\nTotal does not match the order:Payment.Total")
        #expect(error.responseBody?.contains("ErrorReferenceCode") == true)
    }

    @Test("a refused price estimate, and a refused order status update, fail the same way")
    func otherCalls() async throws {
        let fake = try GootenFake(always: .json(200, GootenFixture.refusalJSON))
        let client = fake.makeClient()

        let estimate = try await expectBinderyError {
            try await client.getOrderPriceEstimate(shippingAddress: GootenFixture.shippingAddress, items: GootenFixture.orderItems)
        }
        let update = try await expectBinderyError {
            try await client.updateOrderStatus(
                partnerBillingKey: "pbk-secret", orderID: OrderCallTests.orderID, orderStatusName: "Cancelled")
        }

        for (error, operation) in [(estimate, "getOrderPriceEstimate"), (update, "updateOrderStatus")] {
            #expect(error.code == .server)
            #expect(error.status == 200)
            #expect(error.operationID == operation)
            #expect((error.serverError as? GootenErrorResponse)?.errorReferenceCode == "6f1d5b0e-3c2a-4f7e-9b55-0e4c1a9d2b71")
        }
        // The partner billing key is a secret: it stays out of the error.
        #expect(!String(reflecting: update).contains("pbk-secret"))
    }

    @Test("the error's message: the body's own ErrorMessage when it has text, else its Errors', else its Issues'")
    func messageSources() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"HadError":true,"ErrorMessage":"SKU not found"}"#),
            .json(200, #"{"HadError":true,"ErrorMessage":"","Errors":[{"ErrorMessage":"Quantity must be positive"}]}"#),
            .json(200, #"{"HadError":true,"Issues":[{"ErrorMessage":"Image too small"},{"ErrorMessage":""}]}"#),
            .json(200, #"{"HadError":true,"ErrorMessage":"","Errors":[]}"#),
        ])
        let client = fake.makeClient()
        let preview = ProductPreviewRequest(sku: GootenFixture.mugSKU)

        var messages: [String] = []
        for _ in 1...4 {
            messages.append(try await expectBinderyError { try await client.getProductPreview(preview) }.message)
        }

        #expect(messages == ["SKU not found", "Quantity must be positive", "Image too small", "the server flagged the call as failed"])
    }

    @Test("HadError false is a success, and a HadError text other than true does not fail the call")
    func hadErrorFalse() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"HadError":false,"Url":"https://previews.print.io/p/1.png","ErrorMessage":""}"#),
        ])

        let preview = try await fake.makeClient().getProductPreview(ProductPreviewRequest(sku: GootenFixture.mugSKU))

        #expect(preview == ProductPreview(url: "https://previews.print.io/p/1.png", hadError: false, errorMessage: ""))
    }

    @Test("an HTTP failure status without the envelope is still a .server error with its status")
    func httpFailure() async throws {
        let fake = try GootenFake(replies: [.text(404, "Not Found")])

        let error = try await expectBinderyError { try await fake.makeClient().getOrderStatus(orderID: OrderID("nope")) }

        #expect(error.code == .server)
        #expect(error.status == 404)
        #expect(error.serverError == nil)
    }
}
