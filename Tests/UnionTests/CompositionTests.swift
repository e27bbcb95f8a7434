import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// `Document` includes `Timestamps` and `Owner`; `Settings` keeps its additional fields.
@Suite("Composition and additional fields", .timeLimit(.minutes(1)))
struct CompositionTests {
    @Test("a model with includes is one flat struct, sent and received")
    func includes() async throws {
        let reply = #"{"created_at":"2026-01-02T03:04:05Z","owner_id":"u1","id":"d1","title":"Plan"}"#
        let fake = try UnionsFake(replies: [.json(201, reply)])
        let created = Date(timeIntervalSince1970: 1_767_323_045)
        let document = Document(createdAt: created, ownerID: "u1", id: "d1", title: "Plan")

        let received = try await fake.makeClient().createDocument(document)

        #expect(received == document)
        #expect(received.updatedAt == nil)
        #expect(try fake.onlyRequestBody() == canonicalJSON(reply))
    }

    @Test("unknown keys survive decode-then-encode")
    func additionalFieldsRoundTrip() async throws {
        let original = #"{"theme":"dark","beta":{"flags":[1,true,null],"note":"x"},"limit":3,"label":"é"}"#
        let fake = try UnionsFake(replies: [.json(200, original), .json(200, original)])
        let client = fake.makeClient()

        let settings = try await client.updateSettings(Settings(theme: "light"))
        #expect(settings.theme == "dark")
        #expect(settings.additionalFields["limit"] == .number(3))
        #expect(settings.additionalFields["theme"] == nil)
        #expect(Set(settings.additionalFields.keys) == ["beta", "limit", "label"])
        _ = try await client.updateSettings(settings)

        let requests = fake.requests
        #expect(requests.count == 2)
        #expect(try canonicalJSON(try #require(requests.first).body) == #"{"theme":"light"}"#)
        #expect(try canonicalJSON(try #require(requests.last).body) == canonicalJSON(original))
    }

    @Test("a declared key put among the additional fields is not written twice: the field wins")
    func declaredKeyInAdditionalFieldsIsLeftOut() throws {
        let settings = Settings(theme: "dark", additionalFields: ["theme": .string("light"), "x": .bool(true)])
        let data = try JSONEncoder().encode(settings)
        #expect(try canonicalJSON(data) == #"{"theme":"dark","x":true}"#)
    }
}
