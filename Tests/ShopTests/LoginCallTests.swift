import BinderyLoopback
import Foundation
import Shop
import Testing

/// `POST /api/login/login` and `POST /api/login/exit`.
@Suite("Log-in", .timeLimit(.minutes(1)))
struct LoginCallTests {
    static let password = "s3cr3t p@ss&word=/?#"

    @Test("login: POST /api/login/login with {email, passwd} as a JSON body, never in the URL")
    func loginSendsCredentialsAsJSONBody() async throws {
        let fake = try ShopFake(replies: [
            .json(200, #"{"Logged_in":true,"user_name":"Ann","user_id":\#(ShopFixture.userID)}"#)
        ])

        _ = try await fake.makeClient().login(credentials: Credentials(email: "ann@example.com", password: Self.password))

        let request = try fake.onlyRequest()
        try expectWire(
            request, method: "POST", path: "/api/login/login",
            json: #"{"email":"ann@example.com","passwd":"s3cr3t p@ss&word=/?#"}"#)
        // Neither as written nor percent-encoded, in the path or the query.
        #expect(!request.target.contains("s3cr3t"))
        #expect(request.query.isEmpty)
        #expect(!request.headers.contains { $0.value.contains("s3cr3t") })
    }

    @Test("login: Logged_in/user_name/user_id decode to isLoggedIn, userName and a UserID")
    func loginDecodesResult() async throws {
        let fake = try ShopFake(replies: [
            .json(200, #"{"Logged_in":true,"user_name":"Ann","user_id":\#(ShopFixture.userID)}"#)
        ])

        let result = try await fake.makeClient().login(credentials: Credentials(email: "ann@example.com", password: "x"))

        #expect(result.isLoggedIn)
        #expect(result.userName == "Ann")
        let userID: UserID? = result.userID
        #expect(userID == UserID(ShopFixture.userID))
        #expect(result == LoginResult(isLoggedIn: true, userName: "Ann", userID: UserID(ShopFixture.userID)))
    }

    @Test(
        "login: rejected credentials decode with no name and no id, whether left out or null",
        arguments: [#"{"Logged_in":false}"#, #"{"Logged_in":false,"user_name":null,"user_id":null}"#])
    func loginRejected(body: String) async throws {
        let fake = try ShopFake(replies: [.json(200, body)])

        let result = try await fake.makeClient().login(credentials: Credentials(email: "ann@example.com", password: "wrong"))

        #expect(result == LoginResult(isLoggedIn: false))
        #expect(result.userName == nil)
        #expect(result.userID == nil)
    }

    @Test("the UserID login returns is what the next call sends as user_id")
    func loginIDFlowsIntoNextCall() async throws {
        let fake = try ShopFake { request in
            switch request.path {
            case "/api/login/login":
                return .json(200, #"{"Logged_in":true,"user_name":"Ann","user_id":\#(ShopFixture.userID)}"#)
            case "/api/cart/get_products_in_cart" where request.queryValue("user_id") == "\(ShopFixture.userID)":
                return .json(200, "[]")
            default:
                return .text(404, "unexpected \(request.target)")
            }
        }
        let client = fake.makeClient()

        let login = try await client.login(credentials: Credentials(email: "ann@example.com", password: "x"))
        let userID = try #require(login.userID)
        let cart = try await client.getCart(userID: userID)

        #expect(cart.isEmpty)
        #expect(fake.requests.count == 2)
        let next = try #require(fake.requests.last)
        try expectWire(
            next, method: "GET", path: "/api/cart/get_products_in_cart", query: ["user_id": "\(ShopFixture.userID)"])
    }

    @Test("logout: POST /api/login/exit, no query, no body; a 200 with an empty body is success")
    func logout() async throws {
        let fake = try ShopFake(replies: [.response(status: 200)])

        try await fake.makeClient().logout()

        try expectWire(try fake.onlyRequest(), method: "POST", path: "/api/login/exit")
    }
}
