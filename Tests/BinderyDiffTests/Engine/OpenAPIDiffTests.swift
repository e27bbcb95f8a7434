@testable import BinderyDiff
import BinderyGenerator
import Foundation
import Testing

/// Two revisions of an OpenAPI folder are compared with the same rules and verdicts as Bindery
/// specs: both are translated, then compared.
@Suite("Engine: OpenAPI documents")
struct OpenAPIDiffTests {
    static func document(petFields: String, required: String = "[id]") -> String {
        """
        openapi: 3.0.3
        info: { title: Pets, version: "1" }
        servers: [{ url: "https://pets.example.com" }]
        paths:
          /pets/{id}:
            get:
              operationId: getPet
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: The pet.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
        components:
          schemas:
            Pet:
              type: object
              required: \(required)
              properties: { \(petFields) }
        """
    }

    private func changes(_ old: String, _ new: String) throws -> [Change] {
        try DiffEngine.compare(
            old: TestSpecs.load(["openapi.yaml": old], side: .old), new: TestSpecs.load(["openapi.yaml": new], side: .new))
    }

    @Test("the same document is no change")
    func sameDocument() throws {
        let document = Self.document(petFields: "id: { type: string }, name: { type: string }")
        #expect(try changes(document, document).isEmpty)
    }

    @Test("a response field made required is safe; one removed breaks Swift source")
    func responseFieldChanges() throws {
        let old = Self.document(petFields: "id: { type: string }, name: { type: string }")
        let madeRequired = try changes(old, Self.document(petFields: "id: { type: string }, name: { type: string }", required: "[id, name]"))
        #expect(madeRequired.map(\.rule.id) == ["model.field.required"])
        let removed = try changes(old, Self.document(petFields: "id: { type: string }"))
        #expect(removed.map(\.rule.id) == ["model.field.removed"])
        #expect(removed.first?.source.isBreaking == true)
    }

    @Test("a change is located in the document")
    func locatedInTheDocument() throws {
        let old = Self.document(petFields: "id: { type: string }, name: { type: string }")
        let retyped = try changes(old, Self.document(petFields: "id: { type: string }, name: { type: integer }"))
        #expect(retyped.map(\.rule.id) == ["model.field.type-changed"])
        #expect(retyped.first?.wire.isBreaking == true)
    }
}
