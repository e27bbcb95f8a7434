import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("OpenAPI schemas: enums and const")
struct SchemaEnumTests {
    @Test("a string enum is an open enum; values that are no Swift names get one")
    func stringEnum() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Size:
              type: string
              description: An image size.
              enum: ["256x256", "+1", "-1", "", unknown, in_progress, in_progress, values_by_raw_value, all_cases]
            """))
        let size = try SchemaTestDocuments.model("Size", in: spec)
        #expect(size.docs == "An image size.")
        guard case .enumeration(let cases) = size.kind else { Issue.record("Size is not an enum"); return }
        #expect(cases.map(\.value) == ["256x256", "+1", "-1", "", "unknown", "in_progress", "values_by_raw_value", "all_cases"])
        #expect(cases.map(\.swiftName) == [
            "value256x256", "plus1", "minus1", "empty", "unknownValue", "inProgress", "valuesByRawValueValue", "allCasesValue",
        ])
    }

    @Test("an inline enum is a model named from its field; null among the values makes the field nullable")
    func inlineEnum() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Order:
              type: object
              properties:
                status: { type: string, enum: [open, closed, null], nullable: true }
            """))
        let status = try #require(try SchemaTestDocuments.fields(of: "Order", in: spec)["status"])
        #expect(status.type == .named("OrderStatus"))
        #expect(status.nullable)
        guard case .enumeration(let cases) = try SchemaTestDocuments.model("OrderStatus", in: spec).kind else {
            Issue.record("OrderStatus is not an enum")
            return
        }
        #expect(cases.map(\.value) == ["open", "closed"])
    }

    @Test("const is an enum of one value, as an enum of one value is")
    func const() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Event:
              type: object
              properties:
                object: { const: event }
                kind: { type: string, enum: [ping] }
            """, version: "3.1.0"))
        let fields = try SchemaTestDocuments.fields(of: "Event", in: spec)
        #expect(fields["object"]?.type == .named("EventObject"))
        #expect(fields["kind"]?.type == .named("EventKind"))
        guard case .enumeration(let cases) = try SchemaTestDocuments.model("EventObject", in: spec).kind else {
            Issue.record("EventObject is not an enum")
            return
        }
        #expect(cases.map(\.value) == ["event"])
    }

    @Test("an enum of numbers or booleans is its plain type, with a warning")
    func nonTextEnums() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Options:
              type: object
              properties:
                level: { type: integer, enum: [1, 2, 3] }
                deleted: { type: boolean, enum: [true] }
                ratio: { enum: [0.5, 1.5] }
            """))
        let fields = try SchemaTestDocuments.fields(of: "Options", in: spec)
        #expect(fields.mapValues(\.type) == ["level": .integer, "deleted": .boolean, "ratio": .number])
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "10:39: an 'enum' of integer values is read as a plain 'integer': Bindery enums have text values",
            "11:41: an 'enum' of boolean values is read as a plain 'boolean': Bindery enums have text values",
            "12:24: an 'enum' of number values is read as a plain 'number': Bindery enums have text values",
        ])
    }
}
