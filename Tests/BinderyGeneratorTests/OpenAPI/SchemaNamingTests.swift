import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("OpenAPI schemas: model names and placement")
struct SchemaNamingTests {
    @Test("names are unique in any case, valid Swift, and clear of the names the generated code uses")
    func uniqueNames() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            pet: { type: object, properties: { a: { type: string } } }
            Pet: { type: object, properties: { b: { type: string } } }
            PET_V2: { type: object, properties: { c: { type: string } } }
            2fa-method: { type: string, enum: [sms] }
            Error: { type: object, properties: { message: { type: string } } }
            Owner:
              type: object
              properties:
                pet: { type: object, properties: { d: { type: string } } }
            OwnerPet: { type: object, properties: { e: { type: string } } }
            """))
        let names = spec.models.map(\.name).sorted()
        #expect(names == ["ErrorModel", "Owner", "OwnerPet", "OwnerPet2", "Pet", "Pet2", "PetV2", "Schema2faMethod"])
        // The component keeps its name; the inline schema named after it takes the next.
        #expect(try SchemaTestDocuments.fields(of: "OwnerPet", in: spec)["e"] != nil)
        #expect(try SchemaTestDocuments.fields(of: "Owner", in: spec)["pet"]?.type == .named("OwnerPet2"))
        #expect(try SchemaTestDocuments.fields(of: "Pet", in: spec)["a"] != nil)
        #expect(try SchemaTestDocuments.fields(of: "Pet2", in: spec)["b"] != nil)
        #expect(Set(spec.models.map(\.swiftName)).count == spec.models.count)
    }

    @Test("a $ref spelt with percent-escapes or ~-escapes names the component, not a copy of it")
    func escapedReferencesNameTheComponent() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Pet Owner: { type: object, properties: { name: { type: string } } }
            a/b: { type: object, properties: { id: { type: string } } }
            Visit:
              type: object
              properties:
                owner: { $ref: "#/components/schemas/Pet%20Owner" }
                plain: { $ref: "#/components/schemas/Pet Owner" }
                other: { $ref: "#/components/schemas/a~1b" }
                encoded: { $ref: "#/components/schemas/a%7E1b" }
            """))
        #expect(spec.models.map(\.name).sorted() == ["AB", "PetOwner", "Visit"])
        let fields = try SchemaTestDocuments.fields(of: "Visit", in: spec)
        #expect(fields["owner"]?.type == .named("PetOwner"))
        #expect(fields["plain"]?.type == .named("PetOwner"))
        #expect(fields["other"]?.type == .named("AB"))
        #expect(fields["encoded"]?.type == .named("AB"))
    }

    @Test("a model is placed in the one file that uses it, transitively; others go to the shared file")
    func placement() throws {
        var diagnostics = DiagnosticCollector()
        let text = SchemaTestDocuments.document("""
            Pet:
              type: object
              properties: { toy: { $ref: "#/components/schemas/Toy" } }
            Toy: { type: object, properties: { name: { type: string } } }
            Owner: { type: object, properties: { name: { type: string } } }
            Unused: { type: object, properties: { name: { type: string } } }
            """)
        let document = try #require(OpenAPIDocument.load(bytes: Array(text.utf8), path: "openapi.yaml", folder: "", diagnostics: &diagnostics))
        var translation = OpenAPITranslation(document: document)
        let pet = try #require(document.root["components"]?["schemas"]?["Pet"])
        let owner = try #require(document.root["components"]?["schemas"]?["Owner"])
        translation.currentFile = "pets.yaml"
        #expect(translation.type(of: .map([("$ref", .text("#/components/schemas/Pet", at: pet.location))], at: pet.location), suggestedName: "X")?.type == "Pet")
        #expect(translation.type(of: .map([("$ref", .text("#/components/schemas/Owner", at: owner.location))], at: owner.location), suggestedName: "X")?.type == "Owner")
        let inline = translation.type(of: pet, suggestedName: "CreatePetRequest")
        #expect(inline?.type == "CreatePetRequest")
        translation.currentFile = "owners.yaml"
        _ = translation.type(of: .map([("$ref", .text("#/components/schemas/Owner", at: owner.location))], at: owner.location), suggestedName: "X")
        translation.translateComponentSchemas()
        let placed = translation.files.mapValues { $0.models.map(\.0) }
        #expect(Set(placed["pets.yaml"] ?? []) == ["Pet", "Toy", "CreatePetRequest"])
        #expect(placed["schemas.yaml"] == ["Owner", "Unused"])
        #expect(translation.diagnostics.diagnostics.isEmpty)
    }

    @Test("many shared models are split by first letters into files of about 150")
    func sharedFiles() {
        let names = (0..<200).map { "Alpha\($0)" } + (0..<100).map { "Beta\($0)" } + (0..<30).map { "Gamma\($0)" }
        let files = OpenAPITranslation.sharedFiles(names)
        #expect(files.map(\.0) == ["schemas-alpha0-alpha4.yaml", "schemas-alpha5-alpha9.yaml", "schemas-b-g.yaml"])
        #expect(files.map(\.1.count) == [145, 55, 130])
        // A letter of more than 150 is split by the letters after it.
        let beta = (0..<400).map { "Beta\(["Audio", "Chat", "File", "Thread"][$0 % 4])\($0)" } + ["Alpha", "Gamma"]
        let split = OpenAPITranslation.sharedFiles(beta)
        #expect(split.map(\.0) == ["schemas-a-betaa.yaml", "schemas-betac.yaml", "schemas-betaf.yaml", "schemas-betat-g.yaml"])
        #expect(split.flatMap(\.1).count == 402)
        #expect(split.allSatisfy { $0.1.count <= 150 })
        #expect(OpenAPITranslation.sharedFiles(["B", "A"]).map(\.0) == ["schemas.yaml"])
    }

    @Test("a model called like an endpoint's request value gives way with a Swift name of its own")
    func requestValueClash() throws {
        var diagnostics = DiagnosticCollector()
        let text = SchemaTestDocuments.document("""
            CreatePetRequest: { type: object, properties: { name: { type: string } } }
            """)
        let document = try #require(OpenAPIDocument.load(bytes: Array(text.utf8), path: "openapi.yaml", folder: "", diagnostics: &diagnostics))
        var translation = OpenAPITranslation(document: document)
        translation.currentFile = "pets.yaml"
        let location = document.root.location
        translation.addEndpoint("createPet", .map([("method", .text("POST", at: location)), ("path", .text("/pets", at: location))], at: location))
        translation.translateComponentSchemas()
        let model = try #require(translation.files["schemas.yaml"]?.models.first)
        #expect(model.0 == "CreatePetRequest")
        #expect(model.1["swiftName"]?.scalar == "CreatePetRequestBody")
    }

    @Test("the generated Swift of a translated document declares its models")
    func generatedSwift() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Pet:
              type: object
              required: [id]
              properties:
                id: { type: integer, format: int64 }
                kind: { type: string, enum: [cat, dog] }
                tags: { oneOf: [{ type: string }, { type: array, items: { type: string } }] }
            """))
        let swift = SwiftGenerator.generate(spec).map(\.contents).joined()
        #expect(swift.contains("public struct Pet: Codable, Hashable, Sendable"))
        #expect(swift.contains("public var id: Int"))
        #expect(swift.contains("public enum PetKind"))
        #expect(swift.contains("public enum PetTags"))
        #expect(swift.contains("case stringList([String])"))
    }
}
