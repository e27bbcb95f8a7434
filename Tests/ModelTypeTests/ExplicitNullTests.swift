import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `nullable: explicit`: a PATCH body that sends `null` when asked and leaves the key out when
/// not, over HTTP.
@Suite("Explicit null", .timeLimit(.minutes(1)))
struct ExplicitNullTests {
    static let repositoryJSON = #"{"id": 7, "name": "bindery", "description": null, "owner": {"login": "ada"}}"#

    @Test("`.null` sends \"description\": null; nil fields are left out")
    func sendsNullWhenAsked() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.repositoryJSON)])

        var patch = RepositoryPatch()
        patch.description = .null
        patch.name = "bindery"
        let repository = try await fake.makeClient().updateRepository(id: 7, patch: patch)

        let request = try fake.onlyRequest()
        #expect(request.method == "PATCH")
        try expectJSONBody(request, #"{"description": null, "name": "bindery"}"#)
        #expect(repository.description == nil)
    }

    @Test("a body with nothing set is an empty object: \"not given\" is never sent as null")
    func leavesKeysOutWhenNotGiven() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.repositoryJSON)])

        _ = try await fake.makeClient().updateRepository(id: 7, patch: RepositoryPatch())

        try expectJSONBody(try fake.onlyRequest(), "{}")
    }

    @Test("values of every kind: literals, a URL, a lowercase UUID, a list, a Boolean")
    func sendsValues() async throws {
        let fake = try ForgeFake(replies: [.json(200, Self.repositoryJSON)])

        let patch = RepositoryPatch(
            description: "A Swift API-binding generator", homepage: .value(URL(string: "https://bindery.example")!),
            topics: ["swift", "http"], defaultReviewer: .value(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")!),
            archived: false)
        _ = try await fake.makeClient().updateRepository(id: 7, patch: patch)

        try expectJSONBody(
            try fake.onlyRequest(),
            #"{"description": "A Swift API-binding generator", "homepage": "https://bindery.example", "topics": ["swift", "http"], "default_reviewer": "6f9619ff-8b86-d011-b42d-00cf4fc964ff", "archived": false}"#
        )
    }

    @Test("decoding tells the three apart: missing is nil, null is .null, a value is .value")
    func decodesTheThree() throws {
        let json = Data(#"{"name": "bindery", "description": null, "default_reviewer": null}"#.utf8)
        let patch = try JSONDecoder().decode(RepositoryPatch.self, from: json)
        #expect(patch.name == .value("bindery"))
        #expect(patch.name?.value == "bindery")
        #expect(patch.description == .null)
        #expect(patch.description?.isNull == true)
        #expect(patch.defaultReviewer == .null)
        #expect(patch.homepage == nil)
        #expect(patch.topics == nil)
        // And encoding gives the same keys back.
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(patch)) as? [String: Any]
        #expect(encoded?.keys.sorted() == ["default_reviewer", "description", "name"])
        #expect(encoded?["description"] is NSNull)
    }
}

/// An error model whose message and code fields are `nullable: explicit` and a `uuid`.
@Suite("Explicit null in the error model", .timeLimit(.minutes(1)))
struct ExplicitNullErrorModelTests {
    @Test("a null message falls through to details.text; the code is the request id in lowercase")
    func messageThroughNullableFields() async throws {
        let fake = try ForgeFake(replies: [
            .json(422, #"{"message": null, "request_id": "6F9619FF-8B86-D011-B42D-00CF4FC964FF", "details": {"text": "name taken"}}"#)
        ])

        let error = await #expect(throws: BinderyError.self) {
            try await fake.makeClient().updateRepository(id: 7, patch: RepositoryPatch(name: "taken"))
        }

        #expect(error?.status == 422)
        #expect(error?.serverCode == "6f9619ff-8b86-d011-b42d-00cf4fc964ff")
        #expect(error?.serverError?.serverErrorMessage == "name taken")
    }
}
