import BinderyLoopback
import Foundation
import Shop
import Testing

/// `GET /api/shop/get_all_categories` and `GET /api/shop/get_common_categories`.
@Suite("Categories", .timeLimit(.minutes(1)))
struct CategoryCallTests {
    @Test("getAllCategories: GET with user_id; the gender → [Category] map with Base64 images as Data")
    func getAllCategories() async throws {
        let fake = try ShopFake(replies: [.json(200, ShopFixture.categoriesJSON)])

        let categories: [String: [Category]] = try await fake.makeClient().getAllCategories(userID: UserID(17))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/shop/get_all_categories", query: ["user_id": "17"])
        #expect(categories.keys.sorted() == ["men", "women"])
        #expect(categories["men"] == [
            Category(id: CategoryID(1), name: "Shoes", image: ShopFixture.pngBytes),
            Category(id: CategoryID(2), name: "Hoodies", image: ShopFixture.jpegBytes),
        ])
        #expect(categories["women"] == [
            Category(id: CategoryID(3), name: "Running"),
            Category(id: CategoryID(4), name: "Tops"),
        ])
        // Byte-exact, not merely "some data".
        #expect(categories["men"]?.first?.image.map(Array.init) == Array(ShopFixture.pngBytes))
    }

    @Test("getCommonCategories: GET with gender; the one gender's map")
    func getCommonCategories() async throws {
        let fake = try ShopFake(replies: [
            .json(200, #"{"women":[{"Id":3,"Name":"Running","Image":"\#(ShopFixture.banner64)"}]}"#)
        ])

        let categories = try await fake.makeClient().getCommonCategories(gender: "women")

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/shop/get_common_categories", query: ["gender": "women"])
        #expect(categories == ["women": [Category(id: CategoryID(3), name: "Running", image: ShopFixture.bannerBytes)]])
    }

    @Test("an empty map decodes as an empty dictionary")
    func emptyMap() async throws {
        let fake = try ShopFake(replies: [.json(200, "{}")])

        let categories = try await fake.makeClient().getCommonCategories(gender: "kids")

        #expect(categories.isEmpty)
        #expect(try fake.onlyRequest().queryValue("gender") == "kids")
    }
}
