import BinderyLoopback
import BinderyTestSupport
import Foundation
import Shop
import Testing

/// One documented failure of one call: the call, the status the back end answers with, and
/// the `Failure` case the error must map to.
struct DocumentedFailure: Sendable, CustomTestStringConvertible {
    var operationID: String
    var status: Int
    /// The `Failure` case's name, taken from the typed case so a typo does not compile.
    var expected: String
    /// The documented summary the error's message must carry.
    var summary: String
    var call: @Sendable (ShopClient) async throws -> Void
    /// `<Call>Request.Failure(error)?.rawValue`.
    var classify: @Sendable (BinderyError) -> String?

    var testDescription: String { "\(operationID) \(status) → .\(expected)" }
}

private let user = UserID(17)
private let product = ProductID(501)
private let category = CategoryID(3)
private let unknownUser = "The user id is unknown."
private let unknownProduct = "The product id is unknown."
private let unknownCategory = "The category id is unknown."

/// Every failure the Shop spec documents, endpoint by endpoint.
let documentedFailures: [DocumentedFailure] = [
    .init(operationID: "getAllCategories", status: 400, expected: GetAllCategoriesRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getAllCategories(userID: user) },
          classify: { GetAllCategoriesRequest.Failure($0)?.rawValue }),
    .init(operationID: "getCommonCategories", status: 400, expected: GetCommonCategoriesRequest.Failure.badGender.rawValue,
          summary: "The gender is unknown.", call: { _ = try await $0.getCommonCategories(gender: "aliens") },
          classify: { GetCommonCategoriesRequest.Failure($0)?.rawValue }),
    .init(operationID: "getProductPreviews", status: 400, expected: GetProductPreviewsRequest.Failure.badCategoryID.rawValue,
          summary: unknownCategory, call: { _ = try await $0.getProductPreviews(userID: user, categoryID: category) },
          classify: { GetProductPreviewsRequest.Failure($0)?.rawValue }),
    .init(operationID: "getProductPreviews", status: 401, expected: GetProductPreviewsRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getProductPreviews(userID: user, categoryID: category) },
          classify: { GetProductPreviewsRequest.Failure($0)?.rawValue }),
    .init(operationID: "getProduct", status: 400, expected: GetProductRequest.Failure.badProductID.rawValue,
          summary: unknownProduct, call: { _ = try await $0.getProduct(userID: user, productID: product) },
          classify: { GetProductRequest.Failure($0)?.rawValue }),
    .init(operationID: "getProduct", status: 401, expected: GetProductRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getProduct(userID: user, productID: product) },
          classify: { GetProductRequest.Failure($0)?.rawValue }),
    .init(operationID: "searchProducts", status: 400, expected: SearchProductsRequest.Failure.badCategoryID.rawValue,
          summary: unknownCategory,
          call: { _ = try await $0.searchProducts(userID: user, searchPattern: "air", categoryID: category) },
          classify: { SearchProductsRequest.Failure($0)?.rawValue }),
    .init(operationID: "searchProducts", status: 401, expected: SearchProductsRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.searchProducts(userID: user, searchPattern: "air") },
          classify: { SearchProductsRequest.Failure($0)?.rawValue }),
    .init(operationID: "addToCart", status: 400, expected: AddToCartRequest.Failure.badProductID.rawValue,
          summary: unknownProduct, call: { try await $0.addToCart(userID: user, productID: product) },
          classify: { AddToCartRequest.Failure($0)?.rawValue }),
    .init(operationID: "addToCart", status: 401, expected: AddToCartRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { try await $0.addToCart(userID: user, productID: product, amount: 2) },
          classify: { AddToCartRequest.Failure($0)?.rawValue }),
    .init(operationID: "removeFromCart", status: 400, expected: RemoveFromCartRequest.Failure.badProductID.rawValue,
          summary: unknownProduct, call: { try await $0.removeFromCart(userID: user, productID: product) },
          classify: { RemoveFromCartRequest.Failure($0)?.rawValue }),
    .init(operationID: "removeFromCart", status: 401, expected: RemoveFromCartRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { try await $0.removeFromCart(userID: user, productID: product) },
          classify: { RemoveFromCartRequest.Failure($0)?.rawValue }),
    .init(operationID: "getCart", status: 401, expected: GetCartRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getCart(userID: user) },
          classify: { GetCartRequest.Failure($0)?.rawValue }),
    .init(operationID: "likeProduct", status: 401, expected: LikeProductRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { try await $0.likeProduct(userID: user, productID: product, like: true) },
          classify: { LikeProductRequest.Failure($0)?.rawValue }),
    .init(operationID: "getFavorites", status: 401, expected: GetFavoritesRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getFavorites(userID: user) },
          classify: { GetFavoritesRequest.Failure($0)?.rawValue }),
    .init(operationID: "getRecommendedProducts", status: 401,
          expected: GetRecommendedProductsRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getRecommendedProducts(userID: user) },
          classify: { GetRecommendedProductsRequest.Failure($0)?.rawValue }),
    .init(operationID: "getPromotions", status: 401, expected: GetPromotionsRequest.Failure.badUserID.rawValue,
          summary: unknownUser, call: { _ = try await $0.getPromotions(userID: user) },
          classify: { GetPromotionsRequest.Failure($0)?.rawValue }),
]

/// Each documented status of each call, answered as the seed describes (an empty body).
@Suite("Documented failures", .timeLimit(.minutes(1)))
struct DocumentedFailureTests {
    @Test("each documented status maps to its Failure case, with the error's fields filled in", arguments: documentedFailures)
    func mapsToFailureCase(_ failure: DocumentedFailure) async throws {
        let fake = try ShopFake(always: .response(status: failure.status))

        let error = try await expectBinderyError {
            try await failure.call(fake.makeClient())
        }

        #expect(failure.classify(error) == failure.expected)
        #expect(error.code == .server)
        #expect(error.status == failure.status)
        #expect(error.operationID == failure.operationID)
        #expect(error.message == failure.summary)
        #expect(error.documentedError == DocumentedError(status: failure.status, summary: failure.summary))
        #expect(error.serverError == nil)
        #expect(error.responseBody == nil)
        #expect(error.attempts == 1)
        // A documented 4xx is final: sent once, never retried.
        #expect(fake.requests.count == 1)
    }

    @Test("getProductPreviews: 400 → .badCategoryID, 401 → .badUserID")
    func productPreviewsExample() async throws {
        let fake = try ShopFake(replies: [.response(status: 400), .response(status: 401)])
        let client = fake.makeClient()

        let badCategory = try await expectBinderyError {
            try await client.getProductPreviews(userID: UserID(17), categoryID: CategoryID(999))
        }
        let badUser = try await expectBinderyError {
            try await client.getProductPreviews(userID: UserID(999), categoryID: CategoryID(3))
        }

        #expect(GetProductPreviewsRequest.Failure(badCategory) == .badCategoryID)
        #expect(GetProductPreviewsRequest.Failure(badUser) == .badUserID)
        #expect(badCategory.description == "getProductPreviews: HTTP 400: The category id is unknown.")
        #expect(fake.requests.map(\.path) == ["/api/shop/get_preview_list", "/api/shop/get_preview_list"])
    }

    @Test("a documented failure with a body (text or JSON) still maps; the body is kept as an excerpt")
    func failureWithBody() async throws {
        let fake = try ShopFake(replies: [.text(401, "no such user"), .json(400, #"{"error":"bad product"}"#)])
        let client = fake.makeClient()

        let textError = try await expectBinderyError {
            try await client.getCart(userID: UserID(999))
        }
        let jsonError = try await expectBinderyError {
            try await client.addToCart(userID: UserID(17), productID: ProductID(999))
        }

        #expect(GetCartRequest.Failure(textError) == .badUserID)
        #expect(textError.responseBody == "no such user")
        #expect(AddToCartRequest.Failure(jsonError) == .badProductID)
        #expect(jsonError.responseBody == #"{"error":"bad product"}"#)
    }

    @Test("the table covers every Failure case of every call")
    func tableIsComplete() {
        let covered = Dictionary(grouping: documentedFailures, by: \.operationID).mapValues { Set($0.map(\.expected)) }
        let declared: [String: Set<String>] = [
            "getAllCategories": Set(GetAllCategoriesRequest.Failure.allCases.map(\.rawValue)),
            "getCommonCategories": Set(GetCommonCategoriesRequest.Failure.allCases.map(\.rawValue)),
            "getProductPreviews": Set(GetProductPreviewsRequest.Failure.allCases.map(\.rawValue)),
            "getProduct": Set(GetProductRequest.Failure.allCases.map(\.rawValue)),
            "searchProducts": Set(SearchProductsRequest.Failure.allCases.map(\.rawValue)),
            "addToCart": Set(AddToCartRequest.Failure.allCases.map(\.rawValue)),
            "removeFromCart": Set(RemoveFromCartRequest.Failure.allCases.map(\.rawValue)),
            "getCart": Set(GetCartRequest.Failure.allCases.map(\.rawValue)),
            "likeProduct": Set(LikeProductRequest.Failure.allCases.map(\.rawValue)),
            "getFavorites": Set(GetFavoritesRequest.Failure.allCases.map(\.rawValue)),
            "getRecommendedProducts": Set(GetRecommendedProductsRequest.Failure.allCases.map(\.rawValue)),
            "getPromotions": Set(GetPromotionsRequest.Failure.allCases.map(\.rawValue)),
        ]
        #expect(covered == declared)
    }
}
