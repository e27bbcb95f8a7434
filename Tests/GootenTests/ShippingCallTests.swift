import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// `POST shippingprices/`.
@Suite("Shipping options", .timeLimit(.minutes(1)))
struct ShippingCallTests {
    static let optionsJSON = """
        {"Result":[
          {"SKUs":["CanvsWrp-BlkWrp-10x10","Mug-11oz-White"],
           "ShipOptions":[
             {"Id":"1251","MethodId":1,"MethodType":"Standard","Name":"Standard","CarrierName":"USPS",
              "CarrierLogoUrl":"https://cdn.print.io/carriers/usps.png",
              "Price":{"Price":"7.95","CurrencyCode":"USD","FormattedPrice":"$7.95","CurrencyFormat":"${1}","CurrencyDigits":"2"},
              "EstBusinessDaysTilDelivery":"6"},
             {"Id":1252,"MethodId":"2","MethodType":"Expedited","Name":"Expedited","CarrierName":"FedEx",
              "Price":{"Price":21.5,"CurrencyCode":"USD","FormattedPrice":"$21.50","CurrencyFormat":"${1}","CurrencyDigits":2},
              "EstBusinessDaysTilDelivery":2}]}
         ],"HadError":false}
        """

    static let options = [
        ShippingOption(
            skus: [GootenFixture.canvasSKU, GootenFixture.mugSKU],
            shipOptions: [
                ShipOption(
                    id: 1251, methodID: 1, methodType: "Standard", name: "Standard", carrierName: "USPS",
                    carrierLogoURL: "https://cdn.print.io/carriers/usps.png", price: GootenFixture.price("$7.95"),
                    estimatedBusinessDaysUntilDelivery: 6),
                ShipOption(
                    id: 1252, methodID: 2, methodType: "Expedited", name: "Expedited", carrierName: "FedEx",
                    price: GootenFixture.price("$21.50"), estimatedBusinessDaysUntilDelivery: 2),
            ])
    ]

    @Test("getShippingOptions(postalCode:state:countryCode:items:): POST shippingprices/ with the recipe id; the body carries the configured language and currency")
    func sdkShape() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.optionsJSON)])

        let options = try await fake.makeClient().getShippingOptions(
            postalCode: "95014", state: "CA", countryCode: "US",
            items: [ShippingItem(sku: GootenFixture.canvasSKU, quantity: 2), ShippingItem(sku: GootenFixture.mugSKU, quantity: 1)])

        #expect(options == Self.options)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/shippingprices/", query: recipeOnly,
            json: """
                {"ShipToPostalCode":"95014","ShipToCountry":"US","ShipToState":"CA","LanguageCode":"en","CurrencyCode":"USD",
                 "Items":[{"SKU":"CanvsWrp-BlkWrp-10x10","Quantity":2},{"SKU":"Mug-11oz-White","Quantity":1}]}
                """)
    }

    @Test("getShippingOptions with a configured language and currency and no state")
    func configured() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Result":[]}"#)])
        let client = fake.makeClient().updating(languageCode: "fr", currencyCode: "EUR")

        let options = try await client.getShippingOptions(
            postalCode: "75001", countryCode: "FR", items: [ShippingItem(sku: GootenFixture.mugSKU, quantity: 3)])

        #expect(options.isEmpty)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/shippingprices/", query: recipeOnly,
            json: """
                {"ShipToPostalCode":"75001","ShipToCountry":"FR","LanguageCode":"fr","CurrencyCode":"EUR",
                 "Items":[{"SKU":"Mug-11oz-White","Quantity":3}]}
                """)
    }

    @Test("getShippingOptions with no items throws GootenSDKError.noItems before sending anything")
    func noItems() async throws {
        let fake = try GootenFake(always: .json(200, Self.optionsJSON))

        let error = try await expectError(GootenSDKError.self) {
            try await fake.makeClient().getShippingOptions(postalCode: "95014", state: "CA", countryCode: "US", items: [])
        }

        #expect(error == .noItems)
        #expect(fake.requests.isEmpty)
    }

    @Test("getShippingOptions(cart:partnerBillingKey:) sends the request as given, with the partner billing key")
    func generated() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.optionsJSON)])
        let cart = ShippingOptionsRequest(
            shipToPostalCode: "95014", shipToCountry: "US", items: [ShippingItem(sku: GootenFixture.canvasSKU, quantity: 1)],
            currencyCode: "CAD")

        let options = try await fake.makeClient().getShippingOptions(cart: cart, partnerBillingKey: "pbk-secret")

        #expect(options == Self.options)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/shippingprices/",
            query: recipeOnly.merging(["partnerBillingKey": "pbk-secret"]) { $1 },
            json: #"{"ShipToPostalCode":"95014","ShipToCountry":"US","CurrencyCode":"CAD","Items":[{"SKU":"CanvsWrp-BlkWrp-10x10","Quantity":1}]}"#)
    }
}
