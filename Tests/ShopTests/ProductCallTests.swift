import BinderyLoopback
import Foundation
import Shop
import Testing

/// `GET /api/shop/get_preview_list`, `GET /api/shop/get_full_product_info`.
@Suite("Products", .timeLimit(.minutes(1)))
struct ProductCallTests {
    @Test("getProductPreviews: GET with user_id and catergory_id (the back end's spelling)")
    func getProductPreviews() async throws {
        let fake = try ShopFake(replies: [
            .json(200, "[\(ShopFixture.previewJSON(id: 501, name: "Air Max 90", liked: true)),\(ShopFixture.previewJSON(id: 502, name: "Pegasus", price: "99"))]")
        ])

        let previews = try await fake.makeClient().getProductPreviews(userID: UserID(17), categoryID: CategoryID(3))

        let request = try fake.onlyRequest()
        try expectWire(
            request, method: "GET", path: "/api/shop/get_preview_list", query: ["user_id": "17", "catergory_id": "3"])
        #expect(request.queryValue("category_id") == nil)
        #expect(previews == [
            ProductPreview(
                id: ProductID(501), name: "Air Max 90", photos: [ShopFixture.pngBytes], price: Decimal(string: "129.99")!, liked: true,
                shortDescription: "Air Max 90, short", size: "42"),
            ProductPreview(
                id: ProductID(502), name: "Pegasus", photos: [ShopFixture.pngBytes], price: 99, liked: false,
                shortDescription: "Pegasus, short", size: "42"),
        ])
    }

    @Test("getProduct: GET with user_id and product_id; every photo decoded byte-exact, the size list")
    func getProduct() async throws {
        let fake = try ShopFake(replies: [
            .json(200, """
                {
                  "id": 501, "name": "Air Max 90",
                  "photos": ["\(ShopFixture.png64)", "\(ShopFixture.jpeg64)", "\(ShopFixture.banner64)"],
                  "price": 129.99, "liked": false,
                  "short_description": "The classic.",
                  "full_description": "Nothing as fly, nothing as comfortable.\\nSince 1990.",
                  "size_list": ["40", "41.5", "XL"]
                }
                """)
        ])

        let product = try await fake.makeClient().getProduct(userID: UserID(17), productID: ProductID(501))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/shop/get_full_product_info",
            query: ["user_id": "17", "product_id": "501"])
        #expect(product == Product(
            id: ProductID(501), name: "Air Max 90",
            photos: [ShopFixture.pngBytes, ShopFixture.jpegBytes, ShopFixture.bannerBytes], price: Decimal(string: "129.99")!, liked: false,
            shortDescription: "The classic.", fullDescription: "Nothing as fly, nothing as comfortable.\nSince 1990.",
            sizeList: ["40", "41.5", "XL"]))
        #expect(product.photos.map { Array($0) } == [Array(ShopFixture.pngBytes), Array(ShopFixture.jpegBytes), Array(0...255)])
    }
}
