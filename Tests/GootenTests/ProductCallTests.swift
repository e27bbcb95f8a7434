import BinderyLoopback
import Foundation
import Gooten
import Testing

/// `GET products/`, `GET productvariants/`, `GET shippriceestimate/`, `POST variantstatus/`.
@Suite("Products and SKUs", .timeLimit(.minutes(1)))
struct ProductCallTests {
    static let productsJSON = """
        {"Products":[
          {"Id":43,"UId":"CanvsWrp","Name":"Canvas Wraps","ShortDescription":"Gallery-quality canvas, hand-stretched.",
           "HasAvailableProductVariants":true,"HasProductTemplates":"true","IsFeatured":"true","IsComingSoon":false,
           "MaxZoom":"1.5","FeaturedIndex":"2",
           "RetailPrice":{"Price":"49.99","CurrencyCode":"USD","FormattedPrice":"$49.99","CurrencyFormat":"${1}","CurrencyDigits":"2"},
           "PriceInfo":\(GootenFixture.quotedPriceJSON),
           "Info":[
             {"Content":["Hand-stretched over a wooden frame."],"ContentType":"Text","Key":"Description","Index":0},
             {"Content":["Fade resistant","Ready to hang"],"ContentType":"List","Key":"Features","Index":"1"}],
           "Images":[
             {"Url":"https://cdn.print.io/canvas/hero.jpg","Index":0,"Id":117,"ImageTypes":["Featured","Hero"]},
             {"Url":"https://cdn.print.io/canvas/side.jpg","Index":1,"Id":"img-118","ImageTypes":[]}],
           "Categories":[{"Id":7,"Name":"Wall Decor"},{"Id":"home","Name":"Home"}]},
          {"Id":128,"UId":"PhnCase","Name":"Phone Cases","IsComingSoon":"true","HasAvailableProductVariants":false,
           "PriceInfo":null,"Info":[],"Images":[]}
        ]}
        """

    @Test("getProducts: GET products/ with the recipe id, country, language, currency and all=true; numbers sent as strings decode")
    func getProducts() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.productsJSON)])

        let products = try await fake.makeClient().getProducts()

        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/products/", query: catalogQuery)
        #expect(products == [
            Product(
                id: ProductID(43), uid: "CanvsWrp", name: "Canvas Wraps",
                shortDescription: "Gallery-quality canvas, hand-stretched.", hasAvailableProductVariants: true,
                hasProductTemplates: true, isFeatured: true, isComingSoon: false, featuredIndex: 2, maxZoom: 1.5,
                retailPrice: PriceInfo(
                    price: Decimal(string: "49.99")!, currencyCode: "USD", formattedPrice: "$49.99", currencyFormat: "${1}", currencyDigits: 2),
                priceInfo: GootenFixture.quotedPrice,
                info: [
                    ProductInfo(content: ["Hand-stretched over a wooden frame."], contentType: .text, key: "Description", index: 0),
                    ProductInfo(content: ["Fade resistant", "Ready to hang"], contentType: .list, key: "Features", index: 1),
                ],
                images: [
                    ProductImage(url: "https://cdn.print.io/canvas/hero.jpg", index: 0, id: "117", imageTypes: ["Featured", "Hero"]),
                    ProductImage(url: "https://cdn.print.io/canvas/side.jpg", index: 1, id: "img-118", imageTypes: []),
                ],
                categories: [ProductCategory(id: "7", name: "Wall Decor"), ProductCategory(id: "home", name: "Home")]),
            Product(
                id: ProductID(128), uid: "PhnCase", name: "Phone Cases", hasAvailableProductVariants: false,
                isComingSoon: true, info: [], images: []),
        ])
        // The SDK's advice: offer only products that are not "coming soon".
        #expect(products.filter { $0.isComingSoon != true }.map(\.name) == ["Canvas Wraps"])
    }

    @Test("getProducts sends the configured country, language, currency and all=false, and a partner billing key")
    func getProductsConfigured() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Products":[]}"#)])
        let client = GootenClient(
            recipeID: GootenFixture.recipeID, baseURL: fake.baseURL, countryCode: "DE", languageCode: "de",
            currencyCode: "EUR", showAllProducts: false)

        let products = try await client.getProducts(partnerBillingKey: "pbk-secret")

        #expect(products.isEmpty)
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/products/",
            query: [
                "recipeid": GootenFixture.recipeID, "countryCode": "DE", "languageCode": "de", "currencyCode": "EUR",
                "all": "false", "partnerBillingKey": "pbk-secret",
            ])
    }

    static let variantsJSON = """
        {"ProductVariants":[
          {"Sku":"CanvsWrp-BlkWrp-10x10","MaxImages":"1","HasTemplates":true,
           "PriceInfo":\(GootenFixture.quotedPriceJSON),
           "Options":[
             {"OptionId":4,"ValueId":"126","Name":"Size","Value":"10x10","ImageUrl":"","ImageType":"","SortValue":10,"CmValue":"25x25"},
             {"OptionId":"5","ValueId":131,"Name":"Wrap","Value":"Black","SortValue":"1","RgbaColor":"0,0,0,1"}]},
          {"Sku":"CanvsWrp-WhtWrp-10x10","MaxImages":1,"HasTemplates":"false"}],
         "Options":[{"Name":"Size","Values":[{"OptionId":4,"ValueId":126,"Name":"Size","Value":"10x10","SortValue":10}]}]}
        """

    @Test("getProductVariants: GET productvariants/ with productId; option ids sent as numbers decode as strings")
    func getProductVariants() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.variantsJSON)])

        let list = try await fake.makeClient().getProductVariants(productID: ProductID(43))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/productvariants/",
            query: catalogQuery.merging(["productId": "43"]) { $1 })
        let size = VariantOption(optionID: "4", valueID: "126", name: "Size", value: "10x10", imageURL: "", imageType: "", sortValue: "10", cmValue: "25x25")
        #expect(list.productVariants == [
            ProductVariant(
                sku: GootenFixture.canvasSKU,
                options: [size, VariantOption(optionID: "5", valueID: "131", name: "Wrap", value: "Black", sortValue: "1", rgbaColor: "0,0,0,1")],
                priceInfo: GootenFixture.quotedPrice, maxImages: 1, hasTemplates: true),
            ProductVariant(sku: "CanvsWrp-WhtWrp-10x10", maxImages: 1, hasTemplates: false),
        ])
        #expect(list.options == [
            ProductOptionList(name: "Size", values: [VariantOption(optionID: "4", valueID: "126", name: "Size", value: "10x10", sortValue: "10")])
        ])
    }

    @Test("getProductVariantsPages asks for the next page with pageSize and stops at the short page")
    func getProductVariantsPages() async throws {
        let variant = { (sku: String) in #"{"Sku":"\#(sku)"}"# }
        let fake = try GootenFake(replies: [
            .json(200, #"{"ProductVariants":[\#(variant("A")),\#(variant("B"))]}"#),
            .json(200, #"{"ProductVariants":[\#(variant("C"))]}"#),
        ])

        var skus: [String] = []
        for try await page in fake.makeClient().getProductVariantsPages(productID: ProductID(43), pageSize: 2) {
            skus += page.productVariants.map(\.sku)
        }

        #expect(skus == ["A", "B", "C"])
        let requests = fake.requests
        #expect(requests.count == 2)
        // The first page is the server's default (page 1); the next ones name their page.
        let pages: [[String: String]] = [[:], ["page": "2"]]
        for (request, page) in zip(requests, pages) {
            try expectWire(
                request, method: "GET", path: "/api/v/34/source/ios/productvariants/",
                query: catalogQuery.merging(["productId": "43", "pageSize": "2"].merging(page) { $1 }) { $1 })
        }
    }

    @Test("getShipPriceEstimate: GET shippriceestimate/ with productId and the basic parameters (no all)")
    func getShipPriceEstimate() async throws {
        let fake = try GootenFake(replies: [
            .json(200, """
                {"MinPrice":{"Price":"7.95","CurrencyCode":"USD","FormattedPrice":"$7.95"},
                 "MaxPrice":{"Price":21.5,"CurrencyCode":"USD","FormattedPrice":"$21.50"},
                 "VendorCountryCode":"US","CanShipExpedited":"true","EstShipDays":"5"}
                """)
        ])

        let estimate = try await fake.makeClient().getShipPriceEstimate(productID: ProductID(43))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/shippriceestimate/",
            query: basicQuery.merging(["productId": "43"]) { $1 })
        #expect(estimate == ShipPriceEstimate(
            minPrice: PriceInfo(price: Decimal(string: "7.95")!, currencyCode: "USD", formattedPrice: "$7.95"),
            maxPrice: PriceInfo(price: Decimal(string: "21.5")!, currencyCode: "USD", formattedPrice: "$21.50"),
            vendorCountryCode: "US", canShipExpedited: true, estimatedShippingDays: 5))
    }

    @Test("checkStock: POST variantstatus/ with the SKUs and the destination; the out-of-stock SKUs come back")
    func checkStock() async throws {
        let fake = try GootenFake(replies: [.json(200, #"["Mug-11oz-White"]"#)])

        let outOfStock = try await fake.makeClient().checkStock(stockCheck: StockCheck(
            skus: [GootenFixture.canvasSKU, GootenFixture.mugSKU], countryCode: "US", state: "CA", postalCode: "95014"))

        #expect(outOfStock == [GootenFixture.mugSKU])
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/v/34/source/ios/variantstatus/", query: recipeOnly,
            json: #"{"Skus":["CanvsWrp-BlkWrp-10x10","Mug-11oz-White"],"CountryCode":"US","State":"CA","PostalCode":"95014"}"#)
    }

    @Test("a product id sent as a string decodes (lenientScalars)")
    func productIDAsString() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Products":[{"Id":"43","Name":"Canvas Wraps"}]}"#)])

        let products = try await fake.makeClient().getProducts()
        #expect(products.map(\.id) == [ProductID(43)])
    }
}
