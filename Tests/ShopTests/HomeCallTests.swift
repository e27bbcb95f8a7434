import BinderyLoopback
import Foundation
import Shop
import Testing

/// `GET /api/favorites/get_product_list`, `GET /api/home/recomended_products`, `GET /api/home/get_promotions`.
@Suite("Favourites and home", .timeLimit(.minutes(1)))
struct HomeCallTests {
    @Test("getFavorites: GET /api/favorites/get_product_list with user_id; the liked previews")
    func getFavorites() async throws {
        let fake = try ShopFake(replies: [.json(200, "[\(ShopFixture.previewJSON(id: 501, name: "Air Max 90", liked: true))]")])

        let favorites = try await fake.makeClient().getFavorites(userID: UserID(17))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/favorites/get_product_list", query: ["user_id": "17"])
        #expect(favorites == [
            ProductPreview(
                id: ProductID(501), name: "Air Max 90", photos: [ShopFixture.pngBytes], price: Decimal(string: "129.99")!, liked: true,
                shortDescription: "Air Max 90, short", size: "42")
        ])
    }

    @Test("getRecommendedProducts: GET /api/home/recomended_products (the back end's spelling); previews without sizes")
    func getRecommendedProducts() async throws {
        let fake = try ShopFake(replies: [
            .json(200, "[\(ShopFixture.previewJSON(id: 11, name: "Blazer", size: nil)),\(ShopFixture.previewJSON(id: 12, name: "Dunk", size: nil))]")
        ])

        let recommended = try await fake.makeClient().getRecommendedProducts(userID: UserID(17))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/home/recomended_products", query: ["user_id": "17"])
        #expect(recommended.map(\.id) == [ProductID(11), ProductID(12)])
        #expect(recommended.allSatisfy { $0.size == nil })
        #expect(recommended.allSatisfy { $0.photos == [ShopFixture.pngBytes] })
    }

    @Test("getPromotions: GET /api/home/get_promotions with user_id; Image (Base64) and Link decoded")
    func getPromotions() async throws {
        let fake = try ShopFake(replies: [
            .json(200, """
                [
                  {"id": 1, "Image": "\(ShopFixture.banner64)", "Link": "https://shop.example.com/sale?season=summer"},
                  {"id": 2, "Image": "\(ShopFixture.png64)", "Link": "shop://product/501"}
                ]
                """)
        ])

        let promotions = try await fake.makeClient().getPromotions(userID: UserID(17))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/home/get_promotions", query: ["user_id": "17"])
        #expect(promotions == [
            Promotion(id: 1, image: ShopFixture.bannerBytes, link: try #require(URL(string: "https://shop.example.com/sale?season=summer"))),
            Promotion(id: 2, image: ShopFixture.pngBytes, link: try #require(URL(string: "shop://product/501"))),
        ])
        #expect(promotions.first.map { Array($0.image) } == Array(0...255))
    }
}
