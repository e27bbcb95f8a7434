import BinderyLoopback
import Foundation
import Shop
import Testing

/// `POST /api/cart/add_to_cart`, `POST /api/cart/remove_from_cart`, `GET /api/cart/get_products_in_cart`.
@Suite("Cart", .timeLimit(.minutes(1)))
struct CartCallTests {
    @Test("addToCart without an amount: POST with user_id, product_id and amount=1, no body")
    func addToCartDefaultAmount() async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])

        try await fake.makeClient().addToCart(userID: UserID(17), productID: ProductID(501))

        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/add_to_cart",
            query: ["user_id": "17", "product_id": "501", "amount": "1"])
    }

    @Test("addToCart with an amount sends it as given")
    func addToCartAmount() async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])

        try await fake.makeClient().addToCart(userID: UserID(17), productID: ProductID(501), amount: 3)

        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/add_to_cart",
            query: ["user_id": "17", "product_id": "501", "amount": "3"])
    }

    @Test("removeFromCart without an amount: POST with amount=1")
    func removeFromCartDefaultAmount() async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])

        try await fake.makeClient().removeFromCart(userID: UserID(17), productID: ProductID(501))

        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/remove_from_cart",
            query: ["user_id": "17", "product_id": "501", "amount": "1"])
    }

    @Test("removeFromCart with an amount sends it as given")
    func removeFromCartAmount() async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])

        try await fake.makeClient().removeFromCart(userID: UserID(17), productID: ProductID(502), amount: 12)

        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/remove_from_cart",
            query: ["user_id": "17", "product_id": "502", "amount": "12"])
    }

    @Test("getCart: GET with user_id; items with their quantity (wire `number`) and optional size")
    func getCart() async throws {
        let fake = try ShopFake(replies: [
            .json(200, """
                [
                  {"id": 501, "name": "Air Max 90", "photos": ["\(ShopFixture.png64)"], "price": 129.99,
                   "liked": true, "short_description": "The classic.", "size": "42", "number": 2},
                  {"id": 9, "name": "Socks", "photos": ["\(ShopFixture.jpeg64)"], "price": 9,
                   "liked": false, "short_description": "Three pairs.", "number": 1}
                ]
                """)
        ])

        let cart = try await fake.makeClient().getCart(userID: UserID(17))

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/cart/get_products_in_cart", query: ["user_id": "17"])
        #expect(cart == [
            CartItem(
                id: ProductID(501), name: "Air Max 90", photos: [ShopFixture.pngBytes], price: Decimal(string: "129.99")!, liked: true,
                shortDescription: "The classic.", quantity: 2, size: "42"),
            CartItem(
                id: ProductID(9), name: "Socks", photos: [ShopFixture.jpegBytes], price: 9, liked: false,
                shortDescription: "Three pairs.", quantity: 1),
        ])
        #expect(cart.map(\.quantity) == [2, 1])
    }
}

/// `POST /api/cart/like_product`.
@Suite("Likes", .timeLimit(.minutes(1)))
struct LikeCallTests {
    @Test("likeProduct: POST with user_id, product_id and like=true/false", arguments: [true, false])
    func likeProduct(like: Bool) async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])

        try await fake.makeClient().likeProduct(userID: UserID(17), productID: ProductID(501), like: like)

        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/like_product",
            query: ["user_id": "17", "product_id": "501", "like": like ? "true" : "false"])
    }
}
