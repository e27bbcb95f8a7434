import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("OpenAPI schemas: objects, fields, formats, lists and maps")
struct SchemaObjectTests {
    @Test("types and formats map to the spec language's types; huge integer bounds are only constraints")
    func formats() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Sample:
              type: object
              properties:
                text: { type: string }
                email: { type: string, format: email }
                count: { type: integer, format: int32 }
                big: { type: integer, format: int64, minimum: -9223372036854775808, maximum: 9223372036854775807 }
                ratio: { type: number, format: double }
                flag: { type: boolean }
                at: { type: string, format: date-time }
                day: { type: string, format: date }
                id: { type: string, format: uuid }
                link: { type: string, format: uri }
                site: { type: string, format: url }
                file: { type: string, format: binary }
                blob: { type: string, format: byte }
                stamp: { type: integer, format: unix-time }
            """))
        let fields = try SchemaTestDocuments.fields(of: "Sample", in: spec)
        let types = fields.mapValues(\.type.specSpelling)
        #expect(types == [
            "text": "string", "email": "string", "count": "integer", "big": "integer", "ratio": "number", "flag": "boolean",
            "at": "datetime", "day": "date", "id": "uuid", "link": "url", "site": "url", "file": "data", "blob": "data",
            "stamp": "integer",
        ])
        #expect(spec.warnings.isEmpty)
    }

    @Test("required, nullable (3.0), docs from description or title, deprecated, default in the docs")
    func fieldsOf30() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Pet:
              description: A pet.
              type: object
              required: [name, tag]
              properties:
                name: { type: string, description: The pet's name. }
                tag: { type: string, nullable: true, title: Tag }
                age: { type: integer, deprecated: true, default: 3 }
            """))
        let pet = try SchemaTestDocuments.model("Pet", in: spec)
        #expect(pet.docs == "A pet.")
        let fields = try SchemaTestDocuments.fields(of: "Pet", in: spec)
        #expect(fields["name"]?.required == true)
        #expect(fields["name"]?.nullable == false)
        #expect(fields["name"]?.docs == "The pet's name.")
        #expect(fields["tag"]?.required == true)
        #expect(fields["tag"]?.nullable == true)
        #expect(fields["tag"]?.docs == "Tag")
        #expect(fields["age"]?.required == false)
        #expect(fields["age"]?.deprecated != nil)
        #expect(fields["age"]?.docs == "Default: `3`.")
    }

    @Test("3.1 type lists with null, and the 3.0 'nullable' found in 3.1 documents")
    func nullableIn31() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Pet:
              type: object
              required: [a, b]
              properties:
                a: { type: [string, "null"] }
                b: { type: string, nullable: true }
                c: { type: [integer, string] }
            """, version: "3.1.0"))
        let fields = try SchemaTestDocuments.fields(of: "Pet", in: spec)
        #expect(fields["a"]?.type == .string)
        #expect(fields["a"]?.nullable == true)
        #expect(fields["b"]?.nullable == true)
        // Two types, no null: a union by shape named from where it stands.
        #expect(fields["c"]?.type == .named("PetC"))
        let union = try SchemaTestDocuments.model("PetC", in: spec)
        guard case .union(let members) = union.kind else { Issue.record("PetC is not a union"); return }
        #expect(members.members.map(\.type) == [.integer, .string])
    }

    @Test("an optional, nullable field that a PATCH body sends can send null; elsewhere null and a missing key are one")
    func patchedNulls() throws {
        let spec = try SchemaTestDocuments.load("""
            openapi: 3.1.0
            info: { title: Issues, version: "1" }
            servers: [{ url: "https://example.com" }]
            paths:
              /issues/{id}:
                patch:
                  operationId: updateIssue
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  requestBody:
                    content:
                      application/json:
                        schema:
                          type: object
                          required: [state]
                          properties:
                            state: { type: [string, "null"] }
                            milestone: { type: [integer, "null"], description: The milestone's number, or null to remove it. }
                            labels: { type: array, items: { $ref: "#/components/schemas/LabelPatch" } }
                            owner: { $ref: "#/components/schemas/Owner" }
                  responses: { "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Issue" } } } } }
              /issues:
                post:
                  operationId: createIssue
                  requestBody:
                    content: { application/json: { schema: { $ref: "#/components/schemas/NewIssue" } } }
                  responses: { "201": { description: Created } }
            components:
              schemas:
                LabelPatch:
                  allOf:
                    - $ref: "#/components/schemas/Colour"
                    - type: object
                      properties: { name: { type: [string, "null"] } }
                Colour:
                  type: object
                  properties: { colour: { type: string, nullable: true } }
                Owner:
                  oneOf: [{ $ref: "#/components/schemas/Person" }, { type: string }]
                Person:
                  type: object
                  properties: { email: { type: [string, "null"] } }
                NewIssue:
                  type: object
                  properties: { assignee: { type: [string, "null"] } }
                Issue:
                  type: object
                  properties: { closedAt: { type: [string, "null"], format: date-time } }
            """)
        let body = try SchemaTestDocuments.fields(of: "UpdateIssueBody", in: spec)
        // Required and nullable: the key is always sent, `nil` as null.
        #expect(body["state"]?.nullable == true)
        #expect(body["state"]?.explicitNull == false)
        #expect(body["milestone"]?.explicitNull == true)
        #expect(body["milestone"]?.type == .integer)
        // Reached through a list, an `allOf` part's include, a union's member.
        #expect(try SchemaTestDocuments.fields(of: "LabelPatch", in: spec)["name"]?.explicitNull == true)
        #expect(try SchemaTestDocuments.fields(of: "Colour", in: spec)["colour"]?.explicitNull == true)
        #expect(try SchemaTestDocuments.fields(of: "Person", in: spec)["email"]?.explicitNull == true)
        // A POST body and a response: `T?`.
        for (model, field) in [("NewIssue", "assignee"), ("Issue", "closedAt")] {
            let found = try SchemaTestDocuments.fields(of: model, in: spec)[field]
            #expect(found?.nullable == true, "\(model).\(field)")
            #expect(found?.explicitNull == false, "\(model).\(field)")
        }
        #expect(spec.warnings.isEmpty)
    }

    @Test("readOnly and writeOnly properties are never required: one model serves requests and responses")
    func readOnlyAndWriteOnly() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            User:
              type: object
              required: [id, password, name]
              properties:
                id: { type: integer, readOnly: true }
                password: { type: string, writeOnly: true }
                name: { type: string }
            """))
        let fields = try SchemaTestDocuments.fields(of: "User", in: spec)
        #expect(fields["id"]?.required == false)
        #expect(fields["password"]?.required == false)
        #expect(fields["name"]?.required == true)
    }

    @Test("lists, inline objects named from where they stand, maps and additional fields")
    func listsAndMaps() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Issue:
              type: object
              properties:
                labels:
                  type: array
                  items: { type: object, properties: { name: { type: string } } }
                anything: { type: array }
                counts: { type: object, additionalProperties: { type: integer } }
                free: { type: object }
                open: { type: object, additionalProperties: true }
                owner: { type: object, properties: { login: { type: string } } }
            Settings:
              type: object
              properties:
                theme: { type: string }
              additionalProperties: { type: string }
            Loose:
              type: object
              properties:
                theme: { type: string }
              additionalProperties: {}
            """))
        let fields = try SchemaTestDocuments.fields(of: "Issue", in: spec)
        #expect(fields["labels"]?.type == .array(.named("IssueLabel")))
        #expect(fields["anything"]?.type == .array(.json))
        #expect(fields["counts"]?.type == .map(.integer))
        #expect(fields["free"]?.type == .json)
        #expect(fields["open"]?.type == .json)
        #expect(fields["owner"]?.type == .named("IssueOwner"))
        #expect(try SchemaTestDocuments.fields(of: "IssueLabel", in: spec)["name"]?.type == .string)
        #expect(try SchemaTestDocuments.model("Settings", in: spec).additionalFields?.type == .string)
        #expect(try SchemaTestDocuments.model("Loose", in: spec).additionalFields?.type == .json)
    }

    @Test("a list or map whose values may be null warns where the items are")
    func nullableItems() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Bag:
              type: object
              properties:
                tags: { type: array, items: { type: string, nullable: true } }
                scores: { type: object, additionalProperties: { type: integer, nullable: true } }
            """))
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "10:37: the values of this list may be null, which a Swift list of 'string' cannot hold; a null value fails decoding",
            "11:55: the values of this map may be null, which a Swift map of 'integer' cannot hold; a null value fails decoding",
        ])
    }

    @Test("a name 'required' lists that no property declares is warned of where it is listed")
    func requiredWithoutProperty() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Item:
              type: object
              required: [id, owner]
              properties:
                id: { type: string }
            Bag:
              type: object
              required: [anything]
              properties: { id: { type: string } }
              additionalProperties: { type: string }
            """))
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "9:22: 'owner' is required in schema 'Item' but is not one of its properties; it is left out",
        ])
        #expect(try SchemaTestDocuments.fields(of: "Item", in: spec)["id"]?.required == true)
    }

    @Test("unusual field names get a Swift name; a field named like the additional fields gives way")
    func fieldNames() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Reactions:
              type: object
              properties:
                "+1": { type: integer }
                "-1": { type: integer }
                self: { type: string }
                additionalFields: { type: string }
                total_count: { type: integer }
                totalCount: { type: integer }
              additionalProperties: true
            """))
        let fields = try SchemaTestDocuments.fields(of: "Reactions", in: spec)
        #expect(fields["+1"]?.swiftName == "plus1")
        #expect(fields["-1"]?.swiftName == "minus1")
        #expect(fields["self"]?.swiftName == "selfValue")
        #expect(fields["additionalFields"]?.swiftName == "additionalFieldsValue")
        #expect(fields["total_count"]?.swiftName == "totalCount")
        #expect(fields["totalCount"]?.swiftName == "totalCount2")
    }

    @Test("a schema of an unknown type, 'not', and a schema that is not a mapping are read as JSON, with a warning")
    func unknownType() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Odd:
              type: object
              properties:
                a: { type: text }
                b: { not: { type: string } }
                c: 12
            """))
        let fields = try SchemaTestDocuments.fields(of: "Odd", in: spec)
        #expect(fields.mapValues(\.type) == ["a": .json, "b": .json, "c": .json])
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "10:20: 'text' is not a JSON Schema type (string, integer, number, boolean, object, array, null); the value is read as JSON",
            "11:19: 'not' is not translated: the client does not check what a value must not be",
            "12:12: a schema must be a mapping, not a scalar; the value is read as JSON",
        ])
    }

    @Test("keywords the spec language has no words for are warned of where they are")
    func untranslatedKeywords() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Base:
              type: object
              discriminator: { propertyName: kind }
              properties:
                kind: { type: string }
                pair: { type: array, prefixItems: [{ type: string }, { type: integer }], items: { type: string } }
                labels: { type: object, patternProperties: { "^x-": { type: string } } }
            """, version: "3.1.0"))
        let fields = try SchemaTestDocuments.fields(of: "Base", in: spec)
        #expect(fields["pair"]?.type == .array(.string))
        #expect(fields["labels"]?.type == .json)
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "9:22: a 'discriminator' without 'oneOf' or 'anyOf' is not translated: the value decodes as this schema; list the subtypes in a 'oneOf' to choose among them",
            "12:43: 'prefixItems' is not translated: a list's items are all of the type of 'items'",
            "13:52: 'patternProperties' is not translated: keys are kept only by 'additionalProperties'",
        ])
    }
}
