import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// A model that contains itself, directly (`Repository.parent`) and through another
/// (`Repository.owner → Account.pinned → Repository`), decoded and encoded over HTTP.
@Suite("Recursive models", .timeLimit(.minutes(1)))
struct RecursiveModelTests {
    static let forkJSON = #"""
        {"id": 2, "name": "bindery-fork", "description": "A fork",
         "owner": {"login": "bob", "pinned": {"id": 9, "name": "notes", "description": null, "owner": {"login": "bob"}}},
         "parent": {"id": 1, "name": "bindery", "description": null, "owner": {"login": "ada"},
                    "parent": {"id": 0, "name": "origin", "description": "The first", "owner": {"login": "eve"}}}}
        """#

    @Test("a fork's parent and grandparent decode; the owner's pinned repository too")
    func decodesNestedParents() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.forkJSON)])

        let fork = try await fake.makeClient().getRepository(id: 2)

        #expect(fake.server.recordedRequests.first?.path == "/repos/2")
        #expect(fork.name == "bindery-fork")
        #expect(fork.parent?.name == "bindery")
        #expect(fork.parent?.parent?.name == "origin")
        #expect(fork.parent?.parent?.parent == nil)
        #expect(fork.owner.pinned?.name == "notes")
        #expect(fork.owner.pinned?.owner.login == "bob")
    }

    @Test("encoding writes the nesting back; a decoded value equals its re-decoded copy")
    func roundTrips() throws {
        let fork = try JSONDecoder().decode(Repository.self, from: Data(Self.forkJSON.utf8))
        let again = try JSONDecoder().decode(Repository.self, from: JSONEncoder().encode(fork))
        #expect(again == fork)
        #expect(again.hashValue == fork.hashValue)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(fork)) as? [String: Any]
        let parent = object?["parent"] as? [String: Any]
        #expect((parent?["parent"] as? [String: Any])?["name"] as? String == "origin")
    }

    @Test("copies are independent values: changing a copy's parent leaves the original alone")
    func valueSemantics() throws {
        let origin = Repository(id: 0, name: "origin", owner: Account(login: "eve"))
        var fork = Repository(id: 1, name: "fork", owner: Account(login: "ada"), parent: origin)
        let copy = fork
        fork.parent?.name = "renamed"
        #expect(copy.parent?.name == "origin")
        #expect(fork.parent?.name == "renamed")
        #expect(copy != fork)
    }

    @Test("an alias of a model on the cycle decodes, encodes and compares as the model it names")
    func aliasOnTheCycle() throws {
        let json = #"{"login": "ada", "mirrored": {"id": 3, "name": "mirror", "description": null, "owner": {"login": "ada"}}}"#
        let account = try JSONDecoder().decode(Account.self, from: Data(json.utf8))
        let mirror: Mirror? = account.mirrored
        let repository: Repository? = mirror
        #expect(repository?.name == "mirror")
        #expect(repository?.owner.login == "ada")
        let again = try JSONDecoder().decode(Account.self, from: JSONEncoder().encode(account))
        #expect(again == account)
    }
}
