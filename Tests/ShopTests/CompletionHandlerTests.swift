import BinderyLoopback
import Foundation
import Shop
import Testing

/// The completion-handler overloads, for callers that are not async.
@Suite("Completion handlers", .timeLimit(.minutes(1)))
struct CompletionHandlerTests {
    @Test("login(credentials:completion:) delivers the LoginResult; its UserID feeds getCart(userID:completion:)")
    func loginThenCart() async throws {
        let fake = try ShopFake(replies: [
            .json(200, #"{"Logged_in":true,"user_name":"Ann","user_id":\#(ShopFixture.userID)}"#),
            .json(200, #"[{"id":9,"name":"Socks","photos":["\#(ShopFixture.png64)"],"price":9,"liked":false,"short_description":"s","number":3}]"#),
        ])
        let client = fake.makeClient()

        let login = await withCheckedContinuation { continuation in
            client.login(credentials: Credentials(email: "ann@example.com", password: "hunter2")) {
                continuation.resume(returning: $0)
            }
        }
        let userID = try #require(try login.get().userID)
        let cart = await withCheckedContinuation { continuation in
            client.getCart(userID: userID) { continuation.resume(returning: $0) }
        }

        let items = try cart.get()
        #expect(items.map(\.quantity) == [3])
        #expect(items.first?.photos == [ShopFixture.pngBytes])
        #expect(fake.requests.count == 2)
        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/api/login/login",
            json: #"{"email":"ann@example.com","passwd":"hunter2"}"#)
        try expectWire(
            try #require(fake.requests.last), method: "GET", path: "/api/cart/get_products_in_cart",
            query: ["user_id": "\(ShopFixture.userID)"])
    }

    @Test("likeProduct(…, completion:) delivers a documented failure as BinderyError")
    func deliversFailure() async throws {
        let fake = try ShopFake(replies: [.response(status: 401)])

        let result = await withCheckedContinuation { continuation in
            fake.makeClient().likeProduct(userID: UserID(999), productID: ProductID(501), like: false) {
                continuation.resume(returning: $0)
            }
        }

        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(LikeProductRequest.Failure(error) == .badUserID)
        #expect(error.status == 401)
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/like_product",
            query: ["user_id": "999", "product_id": "501", "like": "false"])
    }

    @Test("addToCart(…, completion:) returns a task; once it is awaited the completion has run exactly once")
    func taskCompletesAfterCompletion() async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])
        let calls = Recorder()

        let task = fake.makeClient().addToCart(userID: UserID(17), productID: ProductID(501), amount: 2) { result in
            calls.record((try? result.get()) != nil)
        }
        await task.value

        #expect(calls.values == [true])
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/cart/add_to_cart",
            query: ["user_id": "17", "product_id": "501", "amount": "2"])
    }
}

/// Collects what completion handlers were given.
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Bool] = []

    func record(_ value: Bool) { lock.withLock { recorded.append(value) } }
    var values: [Bool] { lock.withLock { recorded } }
}
