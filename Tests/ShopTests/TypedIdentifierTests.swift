@_spi(Generated) import BinderyRuntime
import BinderyTestSupport
import Foundation
import Shop
import Testing

/// `UserID`, `ProductID` and `CategoryID` are distinct types over the same wire integer.
///
/// What matters most cannot be checked at run time: a `ProductID` is not a `UserID`, so
///
///     client.getCart(userID: ProductID(7))            // error: cannot convert 'ProductID' to 'UserID'
///     client.getProduct(userID: product, productID: user)   // error: arguments swapped
///
/// do not compile. These tests therefore pass only the right type everywhere, and check the
/// run-time half of the contract: on the wire an id is the bare number, and it prints as one.
@Suite("Typed identifiers")
struct TypedIdentifierTests {
    @Test("UserID(7) encodes to the bare JSON number 7, not an object")
    func encodesBare() throws {
        let data = try JSONEncoder().encode(UserID(7))
        #expect(String(decoding: data, as: UTF8.self) == "7")
    }

    @Test("the bare number 7 decodes to UserID(7); the round trip is lossless")
    func roundTrips() throws {
        let decoded = try JSONDecoder().decode(UserID.self, from: Data("7".utf8))
        #expect(decoded == UserID(7))
        #expect(decoded.rawValue == 7)
        let again = try JSONDecoder().decode(UserID.self, from: JSONEncoder().encode(decoded))
        #expect(again == UserID(7))
    }

    @Test("UserID(7) prints as \"7\" (description and interpolation), and so does the query value")
    func printsBare() {
        #expect(UserID(7).description == "7")
        #expect("\(UserID(7))" == "7")
        #expect(UserID(7).parameterText == "7")
        #expect(String(describing: ProductID(501)) == "501")
        #expect(CategoryID(3).description == "3")
    }

    @Test("inside a model an id is the bare number too")
    func bareInsideModels() throws {
        let result = LoginResult(isLoggedIn: true, userID: UserID(7))
        let json = try canonicalJSON(JSONEncoder().encode(result))
        #expect(json == #"{"Logged_in":true,"user_id":7}"#)
        let preview = try JSONDecoder().decode(
            ProductPreview.self,
            from: Data(#"{"id":501,"name":"n","photos":[],"price":1,"liked":false,"short_description":"s"}"#.utf8))
        #expect(preview.id == ProductID(501))
    }

    @Test("the three id types are distinct types, each a TypedIdentifier over Int")
    func distinctTypes() {
        #expect(ObjectIdentifier(UserID.self) != ObjectIdentifier(ProductID.self))
        #expect(ObjectIdentifier(UserID.self) != ObjectIdentifier(CategoryID.self))
        #expect(ObjectIdentifier(ProductID.self) != ObjectIdentifier(CategoryID.self))
        #expect(isIntIdentifier(UserID.self) && isIntIdentifier(ProductID.self) && isIntIdentifier(CategoryID.self))
        // Equal wire values, different kinds: only comparable through their raw values.
        #expect(UserID(7).rawValue == ProductID(7).rawValue)
    }

    @Test("ids work as dictionary keys and set members (Hashable)")
    func hashable() {
        let quantities: [ProductID: Int] = [ProductID(1): 2, ProductID(2): 1]
        #expect(quantities[ProductID(1)] == 2)
        #expect(Set([UserID(1), UserID(1), UserID(2)]).count == 2)
    }
}

private func isIntIdentifier<ID: TypedIdentifier>(_: ID.Type) -> Bool where ID.RawValue == Int { true }
