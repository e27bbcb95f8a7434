import BinderyLoopback
import Foundation
import Shop
import Testing

/// `GET /api/shop/find_products`: the free-text pattern and the optional category.
@Suite("Search", .timeLimit(.minutes(1)))
struct SearchCallTests {
    @Test("searchProducts without a category: user_id and search_pattern only, no category_id")
    func withoutCategory() async throws {
        let fake = try ShopFake(replies: [.json(200, "[\(ShopFixture.previewJSON(id: 7, name: "Air Force 1"))]")])

        let found = try await fake.makeClient().searchProducts(userID: UserID(17), searchPattern: "air")

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/shop/find_products",
            query: ["user_id": "17", "search_pattern": "air"])
        #expect(found.map(\.id) == [ProductID(7)])
        #expect(found.first?.photos == [ShopFixture.pngBytes])
    }

    @Test("searchProducts with a category: category_id is sent (spelt correctly, unlike get_preview_list)")
    func withCategory() async throws {
        let fake = try ShopFake(replies: [.json(200, "[]")])

        let found = try await fake.makeClient().searchProducts(userID: UserID(17), searchPattern: "air", categoryID: CategoryID(3))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/shop/find_products",
            query: ["user_id": "17", "search_pattern": "air", "category_id": "3"])
        #expect(found.isEmpty)
    }

    @Test("searchProducts writes the pattern RFC 3986-encoded: space %20, + %2B, & %26, = %3D, # %23, % %25, UTF-8 bytes")
    func exactEncoding() async throws {
        let fake = try ShopFake(replies: [.json(200, "[]")])

        _ = try await fake.makeClient().searchProducts(userID: UserID(17), searchPattern: "air max+90 & more=#1 100% é")

        #expect(try fake.onlyRequest().target
            == "/api/shop/find_products?user_id=17&search_pattern=air%20max%2B90%20%26%20more%3D%231%20100%25%20%C3%A9")
    }

    @Test(
        "searchProducts percent-encodes the pattern so it arrives intact and cannot add query items",
        arguments: [
            "air max 90",
            "t-shirt & shorts",
            "size=42&user_id=1",
            "100% cotton",
            "a+b",
            "what? #1 / best",
            "crème brûlée ✓",
            "  ",
        ])
    func patternEncoding(pattern: String) async throws {
        let fake = try ShopFake(replies: [.json(200, "[]")])

        _ = try await fake.makeClient().searchProducts(userID: UserID(17), searchPattern: pattern)

        let request = try fake.onlyRequest()
        try expectWire(
            request, method: "GET", path: "/api/shop/find_products", query: ["user_id": "17", "search_pattern": pattern])
        let rawQuery = try #require(request.target.split(separator: "?", maxSplits: 1).last)
        // Only ASCII that needs no encoding on the wire, and no separator or space smuggled in.
        #expect(rawQuery.unicodeScalars.allSatisfy { $0.isASCII && $0 != " " && $0 != "#" && $0 != "+" })
        #expect(rawQuery.split(separator: "&").count == 2)
    }
}
