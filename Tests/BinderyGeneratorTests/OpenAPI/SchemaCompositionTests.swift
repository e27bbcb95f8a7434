import Foundation
import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("OpenAPI schemas: $ref, allOf and self-reference")
struct SchemaCompositionTests {
    @Test("allOf of component objects and an inline part includes the components and has the inline fields")
    func allOfIncludes() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Timestamps:
              type: object
              required: [created_at]
              properties: { created_at: { type: string, format: date-time } }
            Document:
              description: A document.
              allOf:
                - $ref: "#/components/schemas/Timestamps"
                - type: object
                  required: [id]
                  properties: { id: { type: string } }
            """))
        let document = try SchemaTestDocuments.model("Document", in: spec)
        #expect(document.docs == "A document.")
        #expect(document.includes.map(\.value) == ["Timestamps"])
        let fields = try SchemaTestDocuments.fields(of: "Document", in: spec)
        // The included fields come first, as the spec language's `includes` gives them.
        #expect(fields.keys.sorted() == ["created_at", "id"])
        #expect(fields["created_at"]?.required == true)
        #expect(fields["id"]?.required == true)
    }

    @Test("allOf of one part is that part: a $ref with a description stays the component")
    func allOfOnePart() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Plan:
              type: object
              properties: { name: { type: string } }
            Account:
              type: object
              properties:
                plan: { description: The plan., allOf: [{ $ref: "#/components/schemas/Plan" }] }
            """))
        let plan = try #require(try SchemaTestDocuments.fields(of: "Account", in: spec)["plan"])
        #expect(plan.type == .named("Plan"))
        #expect(plan.docs == "The plan.")
    }

    @Test("a field declared again with another type flattens the allOf into one list of fields; required applies to included fields")
    func allOfConflict() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Base:
              type: object
              properties:
                kind: { type: string }
                id: { type: integer }
            Special:
              allOf:
                - $ref: "#/components/schemas/Base"
                - type: object
                  properties: { kind: { type: string, enum: [special] } }
              required: [id]
            """))
        let special = try SchemaTestDocuments.model("Special", in: spec)
        #expect(special.includes.isEmpty)
        let fields = try SchemaTestDocuments.fields(of: "Special", in: spec)
        #expect(fields["kind"]?.type == .named("SpecialKind"))
        #expect(fields["id"]?.type == .integer)
        #expect(fields["id"]?.required == true)
    }

    @Test("an allOf part that is no object is left out, with a warning")
    func allOfNonObject() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Color: { type: string, enum: [red] }
            Paint:
              allOf:
                - $ref: "#/components/schemas/Color"
                - type: object
                  properties: { name: { type: string } }
            """))
        #expect(try SchemaTestDocuments.fields(of: "Paint", in: spec).keys.sorted() == ["name"])
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "10:11: this 'allOf' part is 'Color', not an object, so its fields cannot be included; it is left out"
        ])
    }

    @Test("a component that is no object, enum or union is written where it is used")
    func aliasComponents() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Timestamp: { type: string, format: date-time }
            Moment: { $ref: "#/components/schemas/Timestamp" }
            Ids: { type: array, items: { type: integer } }
            Event:
              type: object
              properties:
                at: { $ref: "#/components/schemas/Timestamp" }
                then: { $ref: "#/components/schemas/Moment" }
                ids: { $ref: "#/components/schemas/Ids" }
            """))
        #expect(spec.models.map(\.name) == ["Event"])
        let fields = try SchemaTestDocuments.fields(of: "Event", in: spec)
        #expect(fields["at"]?.type == .dateTime)
        #expect(fields["then"]?.type == .dateTime)
        #expect(fields["ids"]?.type == .array(.integer))
    }

    @Test("a model may contain itself, directly, through a list, or through a component that is another (a model that includes it)")
    func recursion() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Node:
              type: object
              properties:
                parent: { $ref: "#/components/schemas/Node" }
                children: { type: array, items: { $ref: "#/components/schemas/Tree" } }
            Tree:
              allOf: [{ $ref: "#/components/schemas/Branch" }]
            Branch:
              type: object
              properties:
                leaves: { type: array, items: { $ref: "#/components/schemas/Tree" } }
            """))
        #expect(try SchemaTestDocuments.fields(of: "Node", in: spec)["parent"]?.type == .named("Node"))
        #expect(try SchemaTestDocuments.fields(of: "Branch", in: spec)["leaves"]?.type == .array(.named("Tree")))
        // Tree is named inside its own translation: it is a model including Branch.
        #expect(try SchemaTestDocuments.model("Tree", in: spec).includes.map(\.value) == ["Branch"])
    }

    @Test("$ref to another file of the folder; a dangling $ref is an error at the reference")
    func otherFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = SchemaTestDocuments.document("""
            Pet:
              type: object
              properties:
                owner: { $ref: "people.json#/Person" }
                toy: { $ref: "toy.json" }
            """)
        try text.write(to: folder.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
        // JSON files: the loader reads every YAML file of a spec folder as Bindery YAML.
        try #"{"Person": {"type": "object", "properties": {"name": {"type": "string"}}}}"#
            .write(to: folder.appendingPathComponent("people.json"), atomically: true, encoding: .utf8)
        try #"{"type": "object", "properties": {"squeaks": {"type": "boolean"}}}"#
            .write(to: folder.appendingPathComponent("toy.json"), atomically: true, encoding: .utf8)
        if !SchemaTestDocuments.translationHasAPISection(text) {
            try SchemaTestDocuments.overlay.write(to: folder.appendingPathComponent("overlay.yaml"), atomically: true, encoding: .utf8)
        }
        let spec = try SpecLoader.load(directory: folder.path)
        let fields = try SchemaTestDocuments.fields(of: "Pet", in: spec)
        #expect(fields["owner"]?.type == .named("Person"))
        #expect(fields["toy"]?.type == .named("Toy"))
        #expect(try SchemaTestDocuments.fields(of: "Toy", in: spec)["squeaks"]?.type == .boolean)

        let dangling = SchemaTestDocuments.translate(SchemaTestDocuments.document("""
            Pet:
              type: object
              properties: { owner: { $ref: "#/components/schemas/Person" } }
            """))
        #expect(dangling.diagnostics == [
            "openapi.yaml:9:36: error: '$ref: #/components/schemas/Person' leads to nothing: there is no 'Person' there"
        ])
    }

    @Test("a long chain of components, or of lists, neither exhausts the stack nor loses the models")
    func longChains() throws {
        let objects = (0..<400).map { "Link\($0): { type: object, properties: { next: { $ref: \"#/components/schemas/Link\($0 + 1)\" } } }" }
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(
            (objects + ["Link400: { type: object, properties: { end: { type: boolean } } }"]).joined(separator: "\n")))
        #expect(spec.models.count == 401)
        #expect(try SchemaTestDocuments.fields(of: "Link0", in: spec)["next"]?.type == .named("Link1"))

        let lists = (0..<300).map { "List\($0): { type: array, items: { $ref: \"#/components/schemas/List\($0 + 1)\" } }" }
        let nested = try SchemaTestDocuments.load(SchemaTestDocuments.document(
            (lists + ["List300: { type: string }", "Holder: { type: object, properties: { list: { $ref: \"#/components/schemas/List0\" } } }"])
                .joined(separator: "\n")))
        let warnings = Set(SchemaTestDocuments.warnings(of: nested).map { $0.split(separator: " ", maxSplits: 1)[1] })
        #expect(warnings == [
            "schemas nest more than 200 deep here; the value is read as JSON",
            "lists and maps nest more than 32 deep here, deeper than a Bindery type can be written; the value is read as JSON",
        ])
    }
}
