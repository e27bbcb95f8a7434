import Foundation
import Shop
import Testing

/// The Swift names a user sees for the back end's snake_case wire names.
@Suite("Swift naming")
struct NamingTests {
    /// Swift's API Design Guidelines spell an initialism uniformly (`userID`, like the type
    /// `UserID` and the failure case `.badUserID`): `user_id`, `product_id` and
    /// `category_id` must come out as `userID`, `productID` and `categoryID`, the same as the
    /// hand-named `catergory_id`. Stored property names are checked through `Mirror`, since a
    /// missing name cannot be tested at run time any other way.
    @Test("ID is spelt uniformly: user_id → userID, product_id → productID, category_id → categoryID")
    func idInitialism() {
        #expect(labels(of: LoginResult(isLoggedIn: true)).contains("userID"))
        #expect(labels(of: GetProductRequest(userID: UserID(1), productID: ProductID(2))) == ["userID", "productID"])
        #expect(labels(of: SearchProductsRequest(userID: UserID(1), searchPattern: "")).contains("categoryID"))
        // The one the spec names by hand is already right.
        #expect(labels(of: GetProductPreviewsRequest(userID: UserID(1), categoryID: CategoryID(2))).contains("categoryID"))
    }

    @Test("wire names that differ get Swift names: Logged_in → isLoggedIn, passwd → password, number → quantity, Image → image")
    func renamedFields() {
        #expect(labels(of: LoginResult(isLoggedIn: true)).first == "isLoggedIn")
        #expect(labels(of: Credentials(email: "e", password: "p")) == ["email", "password"])
        #expect(labels(of: Promotion(id: 1, image: Data(), link: URL(fileURLWithPath: "/l"))) == ["id", "image", "link"])
        let item = CartItem(id: ProductID(1), name: "n", photos: [], price: 1, liked: false, shortDescription: "s", quantity: 2)
        #expect(labels(of: item).contains("quantity"))
    }
}

private func labels(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
}
