import Foundation
import Iplabs
import Testing

/// `OrderCart`: one entry per cart project, replaced when the editor hands over a newer revision.
@Suite("Order cart")
struct OrderCartTests {
    let book = OrderFixture.project(id: "cp-book", revision: "rev-book-1", productName: "Photo Book A4")
    let calendar = OrderFixture.project(id: "cp-cal", revision: "rev-cal-1", productName: "Calendar A3")
    let poster = OrderFixture.project(id: "cp-poster", revision: "rev-poster-1", productName: "Poster 50x70")

    @Test("a new project is added with quantity 1, or the quantity given")
    func addNew() {
        var cart = OrderCart()
        cart.add(book)
        cart.add(calendar, quantity: 4)

        #expect(cart.entries.map(\.project) == [book, calendar])
        #expect(cart.entries.map(\.quantity) == [1, 4])
        #expect(cart[CartProjectID("cp-cal")]?.quantity == 4)
        #expect(cart[CartProjectID("cp-missing")] == nil)
    }

    @Test("the same project with a newer revision replaces its entry and keeps its quantity")
    func newerRevisionReplaces() {
        var cart = OrderCart()
        cart.add(book, quantity: 3)
        var edited = OrderFixture.project(id: "cp-book", revision: "rev-book-2", productName: "Photo Book A4", price: Decimal(string: "34.99")!)
        edited.title = "Summer 2026, edited"
        cart.add(edited)

        #expect(cart.entries.count == 1)
        let entry = cart[CartProjectID("cp-book")]
        #expect(entry?.project == edited)
        #expect(entry?.project.revisionID == RevisionID("rev-book-2"))
        #expect(entry?.quantity == 3)
    }

    @Test("a newer revision given with a quantity takes that quantity")
    func newerRevisionWithQuantity() {
        var cart = OrderCart()
        cart.add(book, quantity: 3)
        cart.add(OrderFixture.project(id: "cp-book", revision: "rev-book-2"), quantity: 5)

        #expect(cart.entries.count == 1)
        #expect(cart[CartProjectID("cp-book")]?.quantity == 5)
        #expect(cart[CartProjectID("cp-book")]?.project.revisionID == RevisionID("rev-book-2"))
    }

    @Test("a replaced entry keeps its place; entries stay in the order projects were first added")
    func orderPreserved() {
        var cart = OrderCart()
        cart.add(book)
        cart.add(calendar)
        cart.add(poster)
        cart.add(OrderFixture.project(id: "cp-book", revision: "rev-book-2"))
        cart.add(OrderFixture.project(id: "cp-cal", revision: "rev-cal-7"), quantity: 2)

        #expect(cart.entries.map(\.project.id) == [CartProjectID("cp-book"), CartProjectID("cp-cal"), CartProjectID("cp-poster")])
        #expect(cart.entries.map(\.project.revisionID) == [RevisionID("rev-book-2"), RevisionID("rev-cal-7"), RevisionID("rev-poster-1")])
    }

    @Test("orderItems are each project's latest revision id with its quantity, in cart order")
    func orderItemsUseRevisionIDs() {
        var cart = OrderCart()
        cart.add(book, quantity: 2)
        cart.add(calendar)
        cart.add(OrderFixture.project(id: "cp-book", revision: "rev-book-2"))

        #expect(cart.orderItems == [
            OrderItem(cartProjectRevisionID: RevisionID("rev-book-2"), quantity: 2),
            OrderItem(cartProjectRevisionID: RevisionID("rev-cal-1"), quantity: 1),
        ])
        // Never the project id: that would fail the order.
        #expect(cart.orderItems.allSatisfy { !$0.cartProjectRevisionID.rawValue.hasPrefix("cp-") })
    }

    @Test("remove takes a project out by its id; the others keep their order")
    func remove() {
        var cart = OrderCart()
        cart.add(book)
        cart.add(calendar)
        cart.add(poster)

        cart.remove(CartProjectID("cp-cal"))
        #expect(cart.entries.map(\.project.id) == [CartProjectID("cp-book"), CartProjectID("cp-poster")])
        #expect(cart[CartProjectID("cp-cal")] == nil)

        // Removing a project that is not there changes nothing.
        cart.remove(CartProjectID("cp-missing"))
        #expect(cart.entries.count == 2)

        // Added again after removal, it is a new entry at the end with quantity 1.
        cart.add(OrderFixture.project(id: "cp-cal", revision: "rev-cal-2"))
        #expect(cart.entries.map(\.project.id) == [CartProjectID("cp-book"), CartProjectID("cp-poster"), CartProjectID("cp-cal")])
        #expect(cart[CartProjectID("cp-cal")]?.quantity == 1)
    }

    @Test("an empty cart has no entries and no order items")
    func empty() {
        let cart = OrderCart()
        #expect(cart.entries.isEmpty)
        #expect(cart.orderItems.isEmpty)
        #expect(cart == OrderCart())
    }
}
