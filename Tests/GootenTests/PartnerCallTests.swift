import BinderyLoopback
import Foundation
import Gooten
import Testing

/// The calls the iOS SDK did not wrap: preconfigured products, order search and order status update.
@Suite("Preconfigured products and partner calls", .timeLimit(.minutes(1)))
struct PartnerCallTests {
    static let preconfiguredJSON = """
        {"PreconfiguredProducts":[
          {"Sku":"TeamMug-01","Name":"Team mug","Description":"Our logo on a white mug.",
           "Price":\(GootenFixture.quotedPriceJSON),
           "Items":[{"ProductId":57,"ProductVariantSku":"Mug-11oz-White",
                     "Preconfigurations":[{"SpaceId":"F2A3","Url":"https://images.example.com/logo.png"}]}],
           "Images":[{"Url":"https://images.example.com/mug-front.jpg","Description":"Front","Index":"0","Id":901}]}],
         "HadError":false}
        """

    static let teamMug = NewPreconfiguredProduct(
        sku: "TeamMug-01", name: "Team mug", description: "Our logo on a white mug.", price: Decimal(string: "24.5")!,
        items: [
            PreconfiguredItem(
                productID: ProductID(57), productVariantSku: GootenFixture.mugSKU,
                preconfigurations: [Preconfiguration(spaceID: "F2A3", url: "https://images.example.com/logo.png")])
        ],
        images: [PreconfiguredProductImage(url: "https://images.example.com/mug-front.jpg", description: "Front", index: 0, id: "901")])

    static let teamMugJSON = """
        {"Sku":"TeamMug-01","Name":"Team mug","Description":"Our logo on a white mug.","Price":24.5,
         "Items":[{"ProductId":57,"ProductVariantSku":"Mug-11oz-White",
                   "Preconfigurations":[{"SpaceId":"F2A3","Url":"https://images.example.com/logo.png"}]}],
         "Images":[{"Url":"https://images.example.com/mug-front.jpg","Description":"Front","Index":0,"Id":"901"}]}
        """

    @Test("getPreconfiguredProducts: GET preconfiguredproducts/ with the country, language and currency")
    func list() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.preconfiguredJSON)])

        let products = try await fake.makeClient().getPreconfiguredProducts()

        #expect(products == [
            PreconfiguredProduct(
                sku: "TeamMug-01", name: "Team mug", description: "Our logo on a white mug.", price: GootenFixture.quotedPrice,
                items: Self.teamMug.items, images: Self.teamMug.images)
        ])
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/preconfiguredproducts/", query: basicQuery)
    }

    @Test("createPreconfiguredProduct POSTs and updatePreconfiguredProduct PUTs the product; deletePreconfiguredProduct DELETEs by sku")
    func createUpdateDelete() async throws {
        let fake = try GootenFake(always: .json(200, #"{"HadError":false}"#))
        let client = fake.makeClient()

        try await client.createPreconfiguredProduct(Self.teamMug)
        try await client.updatePreconfiguredProduct(Self.teamMug)
        try await client.deletePreconfiguredProduct(sku: "TeamMug-01")

        let requests = fake.requests
        #expect(requests.count == 3)
        let path = "/api/v/34/source/ios/preconfiguredproducts/"
        try expectWire(requests[0], method: "POST", path: path, query: recipeOnly, json: Self.teamMugJSON)
        try expectWire(requests[1], method: "PUT", path: path, query: recipeOnly, json: Self.teamMugJSON)
        try expectWire(requests[2], method: "DELETE", path: path, query: recipeOnly.merging(["sku": "TeamMug-01"]) { $1 })
    }

    @Test("searchOrders: GET ordersearch/ with the partner billing key and the filters; the page decodes")
    func search() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"Orders":[\#(OrderCallTests.orderStatusJSON)],"TotalPages":"3","Page":1,"HadError":false}"#)
        ])

        let result = try await fake.makeClient().searchOrders(
            partnerBillingKey: "pbk-secret", lastName: "Lovelace", email: "ada@example.com", startDate: "2024-01-01",
            endDate: "2024-01-31", partnerID: 311, pageSize: 25, page: 1)

        #expect(result == OrderSearchResult(orders: [OrderCallTests.orderStatus], totalPages: 3, page: 1, hadError: false))
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/ordersearch/",
            query: recipeOnly.merging([
                "partnerBillingKey": "pbk-secret", "lastName": "Lovelace", "email": "ada@example.com",
                "startDate": "2024-01-01", "endDate": "2024-01-31", "partnerId": "311", "pageSize": "25", "page": "1",
            ]) { $1 })
    }

    @Test("searchOrdersPages follows the pages until a short one")
    func searchPages() async throws {
        let order = OrderCallTests.orderStatusJSON
        let fake = try GootenFake(replies: [
            .json(200, #"{"Orders":[\#(order),\#(order)],"TotalPages":2,"Page":1}"#),
            .json(200, #"{"Orders":[\#(order)],"TotalPages":2,"Page":2}"#),
        ])

        var count = 0
        for try await page in fake.makeClient().searchOrdersPages(partnerBillingKey: "pbk-secret", genericValues: "WELCOME10", pageSize: 2) {
            count += page.orders.count
        }

        #expect(count == 3)
        #expect(fake.requests.map { $0.queryValue("page") } == [nil, "2"])
        #expect(fake.requests.allSatisfy { $0.queryValue("genericValues") == "WELCOME10" && $0.path == "/api/ordersearch/" })
    }

    @Test("searchOrdersPages ends at TotalPages, even when the last page is full: no request for an empty page")
    func searchPagesEndAtTotalPages() async throws {
        let order = OrderCallTests.orderStatusJSON
        let fake = try GootenFake(replies: [
            .json(200, #"{"Orders":[\#(order),\#(order)],"TotalPages":2,"Page":1}"#),
            .json(200, #"{"Orders":[\#(order),\#(order)],"TotalPages":2,"Page":2}"#),
            .json(200, #"{"Orders":[],"TotalPages":2,"Page":3}"#),
        ])

        var count = 0
        for try await page in fake.makeClient().searchOrdersPages(partnerBillingKey: "pbk-secret", genericValues: "WELCOME10", pageSize: 2) {
            count += page.orders.count
        }

        #expect(count == 4)
        #expect(fake.requests.map { $0.queryValue("page") } == [nil, "2"])
    }

    @Test("updateOrderStatus: POST orderstatus/ with the key, the order id and the status name, no body")
    func updateStatus() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"HadError":false}"#)])

        try await fake.makeClient().updateOrderStatus(
            partnerBillingKey: "pbk-secret", orderID: OrderCallTests.orderID, orderStatusName: "Cancelled")

        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/orderstatus/",
            query: recipeOnly.merging([
                "partnerBillingKey": "pbk-secret", "id": OrderCallTests.orderID.rawValue, "orderStatusName": "Cancelled",
            ]) { $1 })
    }
}
