import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// `POST orders/` in the SDK's three payment shapes, `GET braintreeclienttoken/`,
/// `POST priceestimate/`, `GET orders/`, `GET paymentvalidation/`.
@Suite("Orders", .timeLimit(.minutes(1)))
struct OrderCallTests {
    static let orderID = OrderID("1-ADF3E6F8-6E4B-4C1A-9A0E-7C5B2D8F4E11")
    static let created = LoopbackReply.json(200, #"{"Id":"1-ADF3E6F8-6E4B-4C1A-9A0E-7C5B2D8F4E11"}"#)

    @Test("submitBraintreeOrder: POST orders/ with both addresses, the items and the encrypted card; the id comes back")
    func braintree() async throws {
        let fake = try GootenFake(replies: [Self.created])
        let card = BraintreeCardPayment(
            braintreeEncryptedCCNumber: "$bt4|javascript_1_3_10$enc-number", braintreeEncryptedCCExpDate: "$bt4|enc-exp",
            braintreeEncryptedCCV: "$bt4|enc-cvv", currencyCode: "USD", total: Decimal(string: "49.9")!)

        let id = try await fake.makeClient().submitBraintreeOrder(
            shippingAddress: GootenFixture.shippingAddress, billingAddress: GootenFixture.billingAddress, payment: card,
            items: GootenFixture.orderItems, couponCodes: ["WELCOME10"], isInTestMode: true)

        #expect(id == Self.orderID)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/orders/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),
                 "BillingAddress":\(GootenFixture.billingAddressJSON),
                 "Items":\(GootenFixture.orderItemsJSON),
                 "Payment":{"BraintreeEncryptedCCNumber":"$bt4|javascript_1_3_10$enc-number",
                            "BraintreeEncryptedCCExpDate":"$bt4|enc-exp","BraintreeEncryptedCCV":"$bt4|enc-cvv",
                            "CurrencyCode":"USD","Total":49.9},
                 "CouponCodes":["WELCOME10"],
                 "IsInTestMode":true}
                """)
    }

    @Test("submitApplePayOrder(paymentNonce:): the nonce travels as Payment.BraintreePaymentNonce")
    func applePayNonce() async throws {
        let fake = try GootenFake(replies: [Self.created])

        let id = try await fake.makeClient().submitApplePayOrder(
            shippingAddress: GootenFixture.shippingAddress, billingAddress: GootenFixture.billingAddress,
            paymentNonce: "fake-apple-pay-nonce-7d1a", payment: Payment(currencyCode: "USD", total: Decimal(string: "24.5")!),
            items: [GootenFixture.orderItems[1]])

        #expect(id == Self.orderID)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/orders/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),
                 "BillingAddress":\(GootenFixture.billingAddressJSON),
                 "Items":[{"SKU":"Mug-11oz-White","Quantity":1,"ShipCarrierMethodId":1251}],
                 "Payment":{"CurrencyCode":"USD","Total":24.5,"BraintreePaymentNonce":"fake-apple-pay-nonce-7d1a"},
                 "IsInTestMode":false}
                """)
    }

    @Test("submitApplePayOrder(tokenize:): GET braintreeclienttoken/, tokenize with the token, then POST orders/ with the nonce")
    func applePayFlow() async throws {
        let token = "eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJhYmMifQ=="
        let fake = try GootenFake(replies: [.json(200, "\"\(token)\""), Self.created])
        let seenToken = Locked<String?>(nil)

        let id = try await fake.makeClient().submitApplePayOrder(
            shippingAddress: GootenFixture.shippingAddress, billingAddress: GootenFixture.billingAddress,
            payment: Payment(currencyCode: "USD", total: Decimal(string: "24.5")!), items: [GootenFixture.orderItems[1]]
        ) { clientToken in
            seenToken.set(clientToken)
            return "nonce-for-\(clientToken.prefix(6))"
        }

        #expect(id == Self.orderID)
        #expect(seenToken.get == token)
        let requests = fake.requests
        #expect(requests.count == 2)
        try expectWire(requests[0], method: "GET", path: "/api/v/34/source/ios/braintreeclienttoken/", query: recipeOnly)
        try expectWire(
            requests[1], method: "POST", path: "/api/v/34/source/ios/orders/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),
                 "BillingAddress":\(GootenFixture.billingAddressJSON),
                 "Items":[{"SKU":"Mug-11oz-White","Quantity":1,"ShipCarrierMethodId":1251}],
                 "Payment":{"CurrencyCode":"USD","Total":24.5,"BraintreePaymentNonce":"nonce-for-eyJ2ZX"},
                 "IsInTestMode":false}
                """)
    }

    @Test("submitApplePayOrder(tokenize:): a tokenizer failure submits nothing")
    func applePayTokenizeFails() async throws {
        struct Declined: Error {}
        let fake = try GootenFake(replies: [.json(200, #""tok""#), Self.created])

        _ = try await expectError(Declined.self) {
            try await fake.makeClient().submitApplePayOrder(
                shippingAddress: GootenFixture.shippingAddress, billingAddress: GootenFixture.billingAddress,
                payment: Payment(currencyCode: "USD", total: Decimal(string: "24.5")!), items: GootenFixture.orderItems
            ) { _ in throw Declined() }
        }

        #expect(fake.requests.map(\.path) == ["/api/v/34/source/ios/braintreeclienttoken/"])
    }

    @Test("submitPayPalOrder: no billing address, IsPreSubmit true; then isPaymentValid validates it")
    func payPal() async throws {
        let fake = try GootenFake(replies: [Self.created, .json(200, #"{"IsValid":"true"}"#)])
        let client = fake.makeClient()

        let id = try await client.submitPayPalOrder(
            shippingAddress: GootenFixture.shippingAddress, payment: Payment(currencyCode: "USD", total: Decimal(string: "56.95")!),
            items: GootenFixture.orderItems, couponCodes: ["SPRING", "FREESHIP"])
        let isValid = try await client.isPaymentValid(orderID: id, payPalKey: "PAY-1AB23456CD789012EF34GHIJ")

        #expect(id == Self.orderID)
        #expect(isValid)
        let requests = fake.requests
        #expect(requests.count == 2)
        try expectWire(
            requests[0], method: "POST", path: "/api/v/34/source/ios/orders/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),
                 "Items":\(GootenFixture.orderItemsJSON),
                 "Payment":{"CurrencyCode":"USD","Total":56.95},
                 "CouponCodes":["SPRING","FREESHIP"],
                 "IsInTestMode":false,"IsPreSubmit":true}
                """)
        try expectWire(
            requests[1], method: "GET", path: "/api/v/34/source/ios/paymentvalidation/",
            query: basicQuery.merging(["OrderId": Self.orderID.rawValue, "PayPalKey": "PAY-1AB23456CD789012EF34GHIJ"]) { $1 })
    }

    @Test("getPaymentValidation returns the answer; isPaymentValid reads a missing IsValid as false")
    func paymentValidation() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"IsValid":false}"#), .json(200, "{}")])
        let client = fake.makeClient()

        let validation = try await client.getPaymentValidation(orderID: Self.orderID, payPalKey: "PAY-X")
        let isValid = try await client.isPaymentValid(orderID: Self.orderID, payPalKey: "PAY-X")

        #expect(validation == PaymentValidation(isValid: false))
        #expect(!isValid)
        for request in fake.requests {
            try expectWire(
                request, method: "GET", path: "/api/v/34/source/ios/paymentvalidation/",
                query: basicQuery.merging(["OrderId": Self.orderID.rawValue, "PayPalKey": "PAY-X"]) { $1 })
        }
    }

    @Test("submitOrder(_:) sends every field of an Order: on credit, with your ids and meta")
    func submitOrderOnCredit() async throws {
        let fake = try GootenFake(replies: [Self.created])
        let order = Order(
            shipToAddress: GootenFixture.shippingAddress,
            items: [OrderItem(sku: GootenFixture.mugSKU, quantity: 4, shipType: .expedited, sourceID: "line-1")],
            payment: Payment(currencyCode: "USD", total: 48, partnerBillingKey: "pbk-secret"),
            meta: ["Source": "warehouse-app", "Version": "2.1"], sourceID: "wh-1009", isPartnerSourceIDUnique: true,
            isInTestMode: true)

        let id = try await fake.makeClient().submitOrder(order)

        #expect(id == Self.orderID)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/orders/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),
                 "Items":[{"SKU":"Mug-11oz-White","Quantity":4,"ShipType":"expedited","SourceId":"line-1"}],
                 "Payment":{"CurrencyCode":"USD","Total":48,"PartnerBillingKey":"pbk-secret"},
                 "Meta":{"Source":"warehouse-app","Version":"2.1"},"SourceId":"wh-1009","IsPartnerSourceIdUnique":true,
                 "IsInTestMode":true}
                """)
    }

    @Test("getBraintreeClientToken: GET braintreeclienttoken/ with the recipe id; the body is a bare JSON string")
    func braintreeClientToken() async throws {
        let fake = try GootenFake(replies: [.json(200, #""sandbox_client_token_5f2""#)])

        let token = try await fake.makeClient().getBraintreeClientToken()

        #expect(token == "sandbox_client_token_5f2")
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/braintreeclienttoken/", query: recipeOnly)
    }

    static let estimateJSON = """
        {"Items":{"Price":"58.00","CurrencyCode":"USD","FormattedPrice":"$58.00","CurrencyFormat":"${1}","CurrencyDigits":"2"},
         "Shipping":null,
         "Tax":{"Price":0,"CurrencyCode":"USD","FormattedPrice":"$0.00","CurrencyFormat":"${1}","CurrencyDigits":2},
         "HadCouponApply":"true","HadError":false,
         "Coupons":[{"CouponSavings":{"Price":5.8,"FormattedPrice":"$5.80"},
                     "CouponInfo":{"CouponCode":"WELCOME10","CouponType":"Percent","PercentOff":"10","DollarsOff":0,
                                   "IsCouponSingleUse":true,"AppliedToSkus":["CanvsWrp-BlkWrp-10x10"],"ShipmentMethodId":"1"},
                     "HadCouponApply":true}]}
        """

    @Test("getOrderPriceEstimate(shippingAddress:items:currencyCode:couponCodes:): POST priceestimate/, the configured currency in Payment")
    func priceEstimate() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.estimateJSON), .json(200, Self.estimateJSON)])
        let client = fake.makeClient()

        let estimate = try await client.getOrderPriceEstimate(
            shippingAddress: GootenFixture.shippingAddress, items: GootenFixture.orderItems, couponCodes: ["WELCOME10"])
        _ = try await client.getOrderPriceEstimate(
            shippingAddress: GootenFixture.shippingAddress, items: GootenFixture.orderItems, currencyCode: "CAD")

        #expect(estimate == PriceEstimate(
            items: GootenFixture.price("$58.00"), tax: GootenFixture.price("$0.00"), hadCouponApplied: true,
            hadError: false,
            coupons: [
                CouponApplication(
                    couponSavings: .object(["Price": .number(5.8), "FormattedPrice": .string("$5.80")]),
                    couponInfo: CouponInfo(
                        couponCode: "WELCOME10", couponType: "Percent", percentOff: 10, dollarsOff: 0, isSingleUse: true,
                        appliedToSKUs: .array([.string(GootenFixture.canvasSKU)]), shipmentMethodID: 1),
                    hadCouponApplied: true)
            ]))
        #expect(estimate.shipping == nil)
        let requests = fake.requests
        #expect(requests.count == 2)
        try expectWire(
            requests[0], method: "POST", path: "/api/v/34/source/ios/priceestimate/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),"Items":\(GootenFixture.orderItemsJSON),
                 "Payment":{"CurrencyCode":"USD"},"CouponCodes":["WELCOME10"]}
                """)
        try expectWire(
            requests[1], method: "POST", path: "/api/v/34/source/ios/priceestimate/", query: recipeOnly,
            json: """
                {"ShipToAddress":\(GootenFixture.shippingAddressJSON),"Items":\(GootenFixture.orderItemsJSON),
                 "Payment":{"CurrencyCode":"CAD"}}
                """)
    }

    static let orderStatusJSON = """
        {"Id":"1-ADF3E6F8-6E4B-4C1A-9A0E-7C5B2D8F4E11","NiceId":"10042","SourceId":"app-77",
         "Items":[
           {"Sku":"CanvsWrp-BlkWrp-10x10","ProductId":43,"Product":"Canvas Wraps","Quantity":"2","Status":"Test",
            "Price":\(GootenFixture.quotedPriceJSON),
            "DiscountAmount":{"Price":0,"CurrencyCode":"USD","FormattedPrice":"$0.00","CurrencyFormat":"${1}","CurrencyDigits":2},
            "Meta":{"gift":"yes"},
            "Shipments":[{"TrackingNumber":"9400111899223197428490","TrackingUrl":"https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490","ShipCarrierName":"USPS"}]}],
         "Total":{"Price":"56.95","CurrencyCode":"USD","FormattedPrice":"$56.95","CurrencyFormat":"${1}","CurrencyDigits":"2"},
         "ShippingTotal":{"Price":7.95,"CurrencyCode":"USD","FormattedPrice":"$7.95","CurrencyFormat":"${1}","CurrencyDigits":2},
         "ShippingAddress":\(GootenFixture.shippingAddressJSON),
         "BillingAddress":\(GootenFixture.billingAddressJSON),
         "Meta":{"Source":"ios-core","Version":"1.0.0"}}
        """

    static let orderStatus = OrderStatus(
        id: orderID, niceID: "10042", sourceID: "app-77",
        items: [
            OrderStatusItem(
                sku: GootenFixture.canvasSKU, productID: ProductID(43), product: "Canvas Wraps", quantity: 2, status: "Test",
                price: GootenFixture.quotedPrice, discountAmount: GootenFixture.price("$0.00"),
                meta: .object(["gift": .string("yes")]),
                shipments: [
                    Shipment(
                        trackingNumber: "9400111899223197428490",
                        trackingURL: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
                        shipCarrierName: "USPS")
                ])
        ],
        total: GootenFixture.price("$56.95"), shippingTotal: GootenFixture.price("$7.95"),
        shippingAddress: GootenFixture.shippingAddress, billingAddress: GootenFixture.billingAddress,
        meta: .object(["Source": .string("ios-core"), "Version": .string("1.0.0")]))

    @Test("getOrderStatus: GET orders/ with id and the basic parameters; the submitted order decodes")
    func orderStatus() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.orderStatusJSON)])

        let status = try await fake.makeClient().getOrderStatus(orderID: Self.orderID)

        #expect(status == Self.orderStatus)
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/orders/",
            query: basicQuery.merging(["id": Self.orderID.rawValue]) { $1 })
    }
}

/// A value shared with a `@Sendable` closure.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    var get: Value { lock.withLock { value } }

    func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
