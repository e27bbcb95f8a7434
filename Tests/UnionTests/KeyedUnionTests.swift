import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `CustomerOrDeleted`: `oneOf: [Customer, DeletedCustomer]` chosen by the key each member alone
/// has (`deleted`, `created`), as Stripe's objects and their deleted stubs are told apart.
@Suite("Unions chosen by keys", .timeLimit(.minutes(1)))
struct KeyedUnionTests {
    @Test("the key an object has chooses its member")
    func decodesEachCase() async throws {
        let fake = try UnionsFake(replies: [
            .json(200, #"{"id":"cus_1","object":"customer","created":1700000000,"email":"a@example.com"}"#),
            .json(200, #"{"id":"cus_2","object":"customer","deleted":true}"#),
        ])
        let client = fake.makeClient()

        let live = try await client.getCustomer(id: "cus_1")
        let deleted = try await client.getCustomer(id: "cus_2")

        #expect(live == .customer(Customer(id: "cus_1", object: "customer", created: 1_700_000_000, email: "a@example.com")))
        #expect(deleted == .deletedCustomer(DeletedCustomer(id: "cus_2", object: "customer", deleted: true)))
    }

    @Test("an object with neither key is kept as JSON and sent back equal")
    func unknownObjectRoundTrips() async throws {
        let stub = #"{"id":"cus_3","object":"customer","archived":true}"#
        let fake = try UnionsFake(replies: [.json(200, stub), .json(200, stub)])
        let client = fake.makeClient()

        let value = try await client.getCustomer(id: "cus_3")
        #expect(value == .unknown(.object(["id": .string("cus_3"), "object": .string("customer"), "archived": .bool(true)])))
        let echoed = try await client.updateCustomer(id: "cus_3", customerOrDeleted: value)

        #expect(echoed == value)
        #expect(try canonicalJSON(try #require(fake.requests.last).body) == canonicalJSON(stub))
    }

    @Test("a member is sent as its own fields, its key among them")
    func encodesMember() async throws {
        let fake = try UnionsFake(replies: [.json(200, #"{"id":"cus_4","object":"customer","deleted":true}"#)])

        let echoed = try await fake.makeClient().updateCustomer(
            id: "cus_4", customerOrDeleted: .deletedCustomer(DeletedCustomer(id: "cus_4", object: "customer", deleted: true)))

        #expect(echoed == .deletedCustomer(DeletedCustomer(id: "cus_4", object: "customer", deleted: true)))
        #expect(try fake.onlyRequestBody() == #"{"deleted":true,"id":"cus_4","object":"customer"}"#)
    }

    @Test("the chosen member's own checks still apply: a key with the member's fields missing fails to decode")
    func chosenMemberMustDecode() async throws {
        let fake = try UnionsFake(replies: [.json(200, #"{"id":"cus_5","deleted":true}"#)])

        await #expect(throws: BinderyError.self) { _ = try await fake.makeClient().getCustomer(id: "cus_5") }
    }

    @Test("an object with none of the keys is the otherwise member when it decodes as one, else unknown")
    func otherwiseMember() async throws {
        let fake = try UnionsFake(replies: [
            .json(200, #"{"id":"ca_1","name":"Books"}"#),
            .json(200, #"{"id":"ca_2","deleted":true}"#),
            .json(200, #"{"name":"no id"}"#),
        ])
        let client = fake.makeClient()

        #expect(try await client.getApplication(id: "ca_1") == .application(Application(id: "ca_1", name: "Books")))
        #expect(try await client.getApplication(id: "ca_2") == .deletedApplication(DeletedApplication(id: "ca_2", deleted: true)))
        #expect(try await client.getApplication(id: "ca_3") == .unknown(.object(["name": .string("no id")])))
    }
}
