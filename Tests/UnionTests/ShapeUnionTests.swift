import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// Unions chosen by the JSON kind of the value: `Tags` (a string or a list of strings),
/// `Quantity` (an integer or a string), `Contact` (a string or an object), `Tree` (recursive).
@Suite("Unions chosen by shape", .timeLimit(.minutes(1)))
struct ShapeUnionTests {
    static let card = #"{"type":"card","last4":"4242"}"#

    @Test("a field sent as a string in one response and as a list in another")
    func stringOrList() async throws {
        let fake = try UnionsFake(replies: [
            .json(200, #"{"id":"o1","payment":\#(Self.card),"tags":"gift","quantity":2,"contact":"ada@example.com"}"#),
            .json(200, #"{"id":"o2","payment":\#(Self.card),"tags":["gift","fragile"],"quantity":"2","contact":{"name":"Ada"}}"#),
        ])
        let client = fake.makeClient()

        let first = try await client.getOrder(id: "o1")
        let second = try await client.getOrder(id: "o2")

        #expect(first.tags == .string("gift"))
        #expect(second.tags == .stringList(["gift", "fragile"]))
        #expect(first.quantity == .integer(2))
        #expect(second.quantity == .string("2"))
        #expect(first.contact == .email("ada@example.com"))
        #expect(second.contact == .person(Person(name: "Ada")))
        #expect(first.payment == .card(Card(last4: "4242")))
    }

    @Test("a field typed inline as 'string | [string]' takes either form")
    func inlineUnionField() async throws {
        let fake = try UnionsFake(replies: [
            .json(200, #"{"id":"o5","payment":\#(Self.card),"labels":"new"}"#),
            .json(200, #"{"id":"o6","payment":\#(Self.card),"labels":["new","sale"]}"#),
        ])
        let client = fake.makeClient()

        let first = try await client.getOrder(id: "o5")
        let second = try await client.getOrder(id: "o6")

        #expect(first.labels == OrderLabels.string("new"))
        #expect(second.labels == .stringList(["new", "sale"]))
    }

    @Test("a value of a kind no member has fails to decode, naming the kinds expected")
    func otherKindFails() async throws {
        let fake = try UnionsFake(replies: [.json(200, #"{"id":"o3","payment":\#(Self.card),"tags":true}"#)])

        await #expect {
            _ = try await fake.makeClient().getOrder(id: "o3")
        } throws: { error in
            "\(error)".contains("expected a string or a list, found a boolean")
        }
    }

    @Test("shape unions encode as the bare member")
    func encodesBareMember() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let order = Order(id: "o4", payment: .card(Card(last4: "1")), tags: .stringList(["a"]), quantity: .integer(3))
        let text = String(decoding: try encoder.encode(order), as: UTF8.self)
        #expect(text == #"{"id":"o4","payment":{"last4":"1","type":"card"},"quantity":3,"tags":["a"]}"#)
    }

    @Test("a union that contains itself decodes a tree")
    func recursiveUnion() async throws {
        let fake = try UnionsFake(replies: [
            .json(200, #"[{"label":"root","child":["leaf",{"label":"inner","child":"deep"}]},"tail"]"#)
        ])

        let tree = try await fake.makeClient().getTree()

        #expect(tree == .treeList([
            .treeNode(TreeNode(label: "root", child: .treeList([.string("leaf"), .treeNode(TreeNode(label: "inner", child: .string("deep")))]))),
            .string("tail"),
        ]))
    }
}
