import BinderyLoopback
import BinderyTestSupport
import Foundation
import Shop
import Testing

/// Failures no `Failure` case stands for: undocumented statuses, and other calls' errors.
@Suite("Undocumented failures", .timeLimit(.minutes(1)))
struct UndocumentedFailureTests {
    @Test("an undocumented 500 on a POST: Failure is nil, a plain server error, sent once (not idempotent)")
    func undocumented500OnPost() async throws {
        let fake = try ShopFake(always: .text(500, "Internal Server Error"))

        let error = try await expectBinderyError {
            try await fake.makeClient().addToCart(userID: UserID(17), productID: ProductID(501))
        }

        #expect(AddToCartRequest.Failure(error) == nil)
        #expect(error.code == .server)
        #expect(error.status == 500)
        #expect(error.operationID == "addToCart")
        #expect(error.documentedError == nil)
        #expect(error.message == "the server answered HTTP 500")
        #expect(error.responseBody == "Internal Server Error")
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
    }

    @Test("an undocumented 500 on a GET is retried, then Failure is nil")
    func undocumented500OnGet() async throws {
        let fake = try ShopFake(always: .response(status: 500))

        let error = try await expectBinderyError {
            try await fake.makeClientWithoutBackoff().getProductPreviews(userID: UserID(17), categoryID: CategoryID(3))
        }

        #expect(GetProductPreviewsRequest.Failure(error) == nil)
        #expect(error.code == .server)
        #expect(error.status == 500)
        #expect(error.documentedError == nil)
        #expect(error.attempts == 3)
        #expect(fake.requests.count == 3)
        #expect(fake.requests.allSatisfy { $0.target == "/api/shop/get_preview_list?user_id=17&catergory_id=3" })
    }

    @Test("a status documented for another call (400 on getCart) is not a Failure of getCart")
    func statusDocumentedElsewhere() async throws {
        let fake = try ShopFake(always: .response(status: 400))

        let error = try await expectBinderyError {
            try await fake.makeClient().getCart(userID: UserID(17))
        }

        #expect(GetCartRequest.Failure(error) == nil)
        #expect(error.status == 400)
        #expect(error.documentedError == nil)
        #expect(error.message == "the server answered HTTP 400")
    }

    @Test("login and logout document no failures: a 401 is a plain server error")
    func loginHasNoDocumentedFailures() async throws {
        let fake = try ShopFake(always: .response(status: 401))
        let client = fake.makeClient()

        let loginError = try await expectBinderyError {
            try await client.login(credentials: Credentials(email: "ann@example.com", password: "hunter2"))
        }
        let logoutError = try await expectBinderyError {
            try await client.logout()
        }

        #expect(loginError.operationID == "login")
        #expect(loginError.status == 401)
        #expect(loginError.documentedError == nil)
        #expect(!loginError.description.contains("hunter2"))
        #expect(logoutError.operationID == "logout")
        #expect(logoutError.documentedError == nil)
    }

    @Test("an error of one call passed to another call's Failure is nil, even for the same status")
    func otherCallsFailure() async throws {
        let fake = try ShopFake(always: .response(status: 400))

        let error = try await expectBinderyError {
            try await fake.makeClient().getProductPreviews(userID: UserID(17), categoryID: CategoryID(999))
        }

        #expect(GetProductPreviewsRequest.Failure(error) == .badCategoryID)
        // Every one of these documents a 400 too, but this error is getProductPreviews'.
        #expect(SearchProductsRequest.Failure(error) == nil)
        #expect(GetProductRequest.Failure(error) == nil)
        #expect(AddToCartRequest.Failure(error) == nil)
        #expect(RemoveFromCartRequest.Failure(error) == nil)
        #expect(GetAllCategoriesRequest.Failure(error) == nil)
        #expect(GetCommonCategoriesRequest.Failure(error) == nil)
        // And 401-only calls.
        #expect(GetCartRequest.Failure(error) == nil)
        #expect(GetPromotionsRequest.Failure(error) == nil)
    }

    @Test("a 200 whose body is not the documented shape is a decoding error, not a Failure")
    func malformedSuccess() async throws {
        let fake = try ShopFake(always: .json(200, #"[{"id":"not-a-number","name":"x"}]"#))

        let error = try await expectBinderyError {
            try await fake.makeClient().getFavorites(userID: UserID(17))
        }

        #expect(error.code == .decoding)
        #expect(error.status == 200)
        #expect(error.codingPath == "[0].id")
        #expect(GetFavoritesRequest.Failure(error) == nil)
    }
}
