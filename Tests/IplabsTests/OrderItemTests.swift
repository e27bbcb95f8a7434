import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// `OrderItem(project:quantity:netPriceOverride:)` takes the project's revision id, never its id.
@Suite("Order items")
struct OrderItemTests {
    @Test("OrderItem(project:) orders the project's revision, not its id")
    func takesRevisionID() {
        let project = OrderFixture.project(id: "cp-7f1c", revision: "rev-7f1c-4")

        let item = OrderItem(project: project, quantity: 2, netPriceOverride: Decimal(string: "9.99")!)

        #expect(item.cartProjectRevisionID == project.revisionID)
        #expect(item.cartProjectRevisionID.rawValue == "rev-7f1c-4")
        #expect(item.cartProjectRevisionID.rawValue != project.id.rawValue)
        #expect(item.quantity == 2)
        #expect(item.netPriceOverride == 9.99)
        // What cannot be checked at run time is the point of the typed ids: the SDK's mistake
        //
        //     OrderItem(cartProjectRevisionID: project.id, quantity: 1)
        //     // error: cannot convert value of type 'CartProjectID' to expected argument type 'RevisionID'
        //
        // does not compile, since CartProjectID is not a RevisionID.
    }

    @Test("OrderItem(project:) defaults to one item at the project's own price")
    func defaults() {
        let item = OrderItem(project: OrderFixture.project())
        #expect(item == OrderItem(cartProjectRevisionID: RevisionID("rev-7f1c-1"), quantity: 1, netPriceOverride: nil))
    }

    @Test("an item encodes with the SDK's field names; the revision is the bare string")
    func encoding() throws {
        let withOverride = OrderItem(cartProjectRevisionID: RevisionID("rev-1"), quantity: 2, netPriceOverride: 23)
        let withoutOverride = OrderItem(cartProjectRevisionID: RevisionID("rev-2"), quantity: 1)

        #expect(try canonicalJSON(JSONEncoder().encode(withOverride))
            == canonicalJSON(#"{"cartProjectRevisionId":"rev-1","quantity":2,"netPriceOverride":23}"#))
        #expect(try canonicalJSON(JSONEncoder().encode(withoutOverride))
            == canonicalJSON(#"{"cartProjectRevisionId":"rev-2","quantity":1}"#))
    }

    @Test("CartProjectID and RevisionID are distinct TypedIdentifier types over String")
    func distinctIdentifierTypes() {
        #expect(ObjectIdentifier(CartProjectID.self) != ObjectIdentifier(RevisionID.self))
        #expect(isStringIdentifier(CartProjectID.self) && isStringIdentifier(RevisionID.self))
        #expect(CartProjectID("abc").description == "abc")
        #expect("\(RevisionID("rev-1"))" == "rev-1")
        // Equal wire values, different kinds: only comparable through their raw values.
        #expect(CartProjectID("x").rawValue == RevisionID("x").rawValue)
    }
}

private func isStringIdentifier<ID: TypedIdentifier>(_: ID.Type) -> Bool where ID.RawValue == String { true }
