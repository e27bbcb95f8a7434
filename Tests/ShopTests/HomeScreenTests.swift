import BinderyLoopback
import Foundation
import Shop
import Testing

/// What the app's home screen does: several calls at once on one client, large images.
@Suite("Home screen", .timeLimit(.minutes(1)))
struct HomeScreenTests {
    @Test("promotions, recommendations and favourites fetched concurrently each get their own answer")
    func concurrentCalls() async throws {
        let fake = try ShopFake { request in
            switch request.path {
            case "/api/home/get_promotions":
                return .json(200, #"[{"id":1,"Image":"\#(ShopFixture.banner64)","Link":"https://shop.example.com/sale"}]"#)
            case "/api/home/recomended_products":
                return .json(200, "[\(ShopFixture.previewJSON(id: 11, name: "Blazer", size: nil))]")
            case "/api/favorites/get_product_list":
                return .json(200, "[\(ShopFixture.previewJSON(id: 501, name: "Air Max 90", liked: true))]")
            default:
                return .text(404, "unexpected \(request.target)")
            }
        }
        let client = fake.makeClient()
        let user = UserID(17)

        async let promotions = client.getPromotions(userID: user)
        async let recommended = client.getRecommendedProducts(userID: user)
        async let favorites = client.getFavorites(userID: user)
        let (p, r, f) = try await (promotions, recommended, favorites)

        #expect(p.map(\.image) == [ShopFixture.bannerBytes])
        #expect(r.map(\.id) == [ProductID(11)])
        #expect(f.map(\.id) == [ProductID(501)])
        #expect(fake.requests.count == 3)
        #expect(fake.requests.allSatisfy { $0.method == "GET" && $0.queryValue("user_id") == "17" })
    }

    @Test("a product with several large photos (≈1.5 MB of Base64) decodes byte-exact")
    func largePhotos() async throws {
        var generator = SeededBytes(seed: 0x5EED)
        let photos = (0..<3).map { _ in Data((0..<400_000).map { _ in generator.next() }) }
        let body = """
            {"id":501,"name":"Air Max 90","photos":[\(photos.map { "\"\($0.base64EncodedString())\"" }.joined(separator: ","))],
             "price":129.99,"liked":false,"short_description":"s","full_description":"f","size_list":[]}
            """
        let fake = try ShopFake(replies: [.json(200, body)])

        let product = try await fake.makeClient().getProduct(userID: UserID(17), productID: ProductID(501))

        #expect(product.photos.count == 3)
        #expect(product.photos == photos)
    }

    @Test("Base64 written with JSON-escaped slashes (\\/), as some JSON encoders do, decodes the same")
    func escapedSlashes() async throws {
        let escaped = ShopFixture.banner64.replacingOccurrences(of: "/", with: #"\/"#)
        #expect(escaped != ShopFixture.banner64)
        let fake = try ShopFake(replies: [.json(200, #"[{"id":1,"Image":"\#(escaped)","Link":"https:\/\/shop.example.com\/sale"}]"#)])

        let promotions = try await fake.makeClient().getPromotions(userID: UserID(17))

        #expect(promotions == [Promotion(id: 1, image: ShopFixture.bannerBytes, link: try #require(URL(string: "https://shop.example.com/sale")))])
    }
}

/// Deterministic pseudo-random bytes (xorshift), so a failure reproduces.
private struct SeededBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt8 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt8(truncatingIfNeeded: state)
    }
}
