import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("OpenAPI schemas: oneOf and anyOf")
struct SchemaUnionTests {
    private func union(_ name: String, in spec: APISpec) throws -> UnionSpec {
        let model = try SchemaTestDocuments.model(name, in: spec)
        guard case .union(let union) = model.kind else { throw UnionExpected(name: name) }
        return union
    }

    private struct UnionExpected: Error { var name: String }

    private static let pets = """
        Cat:
          type: object
          required: [pet_type]
          properties:
            pet_type: { type: string }
            meows: { type: boolean }
        Dog:
          type: object
          required: [pet_type]
          properties:
            pet_type: { type: string, enum: [doggo] }
            barks: { type: boolean }
        """

    @Test("an anyOf or oneOf of one type and null is a nullable field of that type")
    func oneTypeAndNull() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.pets + """

            Owner:
              type: object
              required: [pet]
              properties:
                pet: { anyOf: [{ $ref: "#/components/schemas/Cat" }, { type: "null" }] }
                name: { oneOf: [{ type: string }], nullable: true }
            """, version: "3.1.0"))
        let fields = try SchemaTestDocuments.fields(of: "Owner", in: spec)
        #expect(fields["pet"]?.type == .named("Cat"))
        #expect(fields["pet"]?.required == true)
        #expect(fields["pet"]?.nullable == true)
        #expect(fields["name"]?.type == .string)
        #expect(fields["name"]?.nullable == true)
    }

    @Test("a discriminator with a mapping is a union chosen by the field; an unmapped member by the one value it gives the field")
    func discriminator() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.pets + """

            Pet:
              oneOf:
                - $ref: "#/components/schemas/Cat"
                - $ref: "#/components/schemas/Dog"
              discriminator:
                propertyName: pet_type
                mapping:
                  kitty: "#/components/schemas/Cat"
            """))
        let pet = try union("Pet", in: spec)
        #expect(pet.members.map(\.type) == [.named("Cat"), .named("Dog")])
        #expect(pet.discriminator?.field.value == "pet_type")
        #expect(pet.discriminator?.mapping.map { "\($0.value)=\($0.model.value)" } == ["kitty=Cat", "doggo=Dog"])
        // Each case is named by the value that chooses it: `.kitty(Cat)`, as on the wire.
        #expect(pet.members.map(\.swiftName) == ["kitty", "doggo"])
        #expect(spec.warnings.isEmpty)
    }

    @Test("without a mapping or a value of its own, a member is chosen by its component's name")
    func implicitMapping() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.pets + """

            Pet:
              anyOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
              discriminator: { propertyName: pet_type }
            """))
        let pet = try union("Pet", in: spec)
        #expect(pet.discriminator?.mapping.map(\.value) == ["Cat", "doggo"])
        #expect(pet.members.map(\.swiftName) == ["cat", "doggo"])
    }

    @Test("objects that each give a field one value of their own are told apart by it, without a discriminator")
    func inferredDiscriminator() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Content:
              oneOf:
                - { type: object, title: Text, required: [type], properties: { type: { type: string, enum: [text] }, text: { type: string } } }
                - { type: object, title: Image, required: [type], properties: { type: { type: string, enum: [image] }, url: { type: string } } }
                - { type: string }
            """))
        let content = try union("Content", in: spec)
        #expect(content.members.map(\.type) == [.named("ContentObject"), .string])
        let objects = try union("ContentObject", in: spec)
        #expect(objects.members.map(\.type) == [.named("ContentText"), .named("ContentImage")])
        #expect(objects.discriminator?.mapping.map(\.value) == ["text", "image"])
        #expect(objects.members.map(\.swiftName) == ["text", "image"])
    }

    @Test("a union by shape: members of different JSON kinds; text members of one kind merge into string")
    func byShape() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Stop:
              oneOf:
                - { type: string }
                - { type: array, items: { type: string } }
                - { type: string, enum: [""] }
                - { type: integer }
                - { type: number }
            Model:
              anyOf:
                - { type: string }
                - { type: string, enum: [gpt-4o, gpt-5] }
            """))
        #expect(try union("Stop", in: spec).members.map(\.type) == [.string, .array(.string), .number])
        #expect(try union("Stop", in: spec).members.map(\.swiftName) == ["string", "stringList", "number"])
        #expect(spec.models.contains { $0.name == "Model" } == false)
        #expect(spec.warnings.isEmpty)
    }

    @Test("objects told apart by no field's value but by a key each alone requires are a union chosen by keys (Stripe's deleted objects)")
    func keyedUnion() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            customer:
              type: object
              required: [created, id, object]
              properties:
                created: { type: integer }
                email: { type: string, nullable: true }
                id: { type: string }
                object: { type: string, enum: [customer] }
            deleted_customer:
              type: object
              required: [deleted, id, object]
              properties:
                deleted: { type: boolean, enum: [true] }
                id: { type: string }
                object: { type: string, enum: [customer] }
            charge:
              type: object
              properties:
                customer:
                  anyOf: [{ type: string }, { $ref: "#/components/schemas/customer" }, { $ref: "#/components/schemas/deleted_customer" }]
                  nullable: true
            invoice:
              type: object
              properties:
                customer:
                  anyOf: [{ type: string }, { $ref: "#/components/schemas/customer" }, { $ref: "#/components/schemas/deleted_customer" }]
            """))
        let field = try #require(try SchemaTestDocuments.fields(of: "Charge", in: spec)["customer"])
        #expect(field.nullable)
        let expandable = try union(field.type.specSpelling, in: spec)
        // One type wherever it stands, named and documented by its members, and the case `.object`.
        #expect(expandable.members.map(\.type) == [.string, .named("CustomerOrDeletedCustomer")])
        #expect(expandable.members.map(\.swiftName) == ["string", "object"])
        #expect(try SchemaTestDocuments.model("CustomerOrDeletedCustomer", in: spec).docs == "`Customer`, or `DeletedCustomer`, told apart by the key each alone has.")
        let objects = try union("CustomerOrDeletedCustomer", in: spec)
        #expect(objects.discriminator == nil)
        #expect(objects.keys?.entries.map { "\($0.key)=\($0.model.value)" } == ["created=Customer", "deleted=DeletedCustomer"])
        #expect(objects.members.map(\.swiftName) == ["customer", "deletedCustomer"])
        // The same union in another field is the same type.
        let other = try #require(try SchemaTestDocuments.fields(of: "Invoice", in: spec)["customer"])
        #expect(try SchemaTestDocuments.model(other.type.specSpelling, in: spec).aliasOf?.value == field.type.specSpelling)
        #expect(spec.models.filter { $0.name.hasPrefix("CustomerOrDeletedCustomer") }.count == 1)
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "19:41: an 'enum' of boolean values is read as a plain 'boolean': Bindery enums have text values"
        ])
    }

    @Test("one member without a key of its own is what an object with none of the others' keys is (Stripe's application)")
    func keyedUnionWithOtherwise() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            application:
              type: object
              required: [id, object]
              properties: { id: { type: string }, name: { type: string }, object: { type: string } }
            deleted_application:
              type: object
              required: [deleted, id, object]
              properties: { deleted: { type: boolean }, id: { type: string }, object: { type: string } }
            charge:
              type: object
              properties:
                application:
                  anyOf: [{ type: string }, { $ref: "#/components/schemas/application" }, { $ref: "#/components/schemas/deleted_application" }]
            """))
        let objects = try union("ApplicationOrDeletedApplication", in: spec)
        #expect(objects.keys?.entries.map { "\($0.key)=\($0.model.value)" } == ["deleted=DeletedApplication"])
        #expect(objects.keys?.otherwise?.value == "Application")
        #expect(spec.warnings.isEmpty)
    }

    @Test("inline objects told apart by keys are named from their place, their cases by what their names add to it")
    func keyedUnionOfInlineMembers() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Card:
              anyOf:
                - { type: object, title: card_details_params, required: [exp_month, number], properties: { exp_month: { type: integer }, number: { type: string } } }
                - { type: object, title: token_params, required: [token], properties: { token: { type: string } } }
            """))
        let card = try union("Card", in: spec)
        #expect(card.members.map(\.type) == [.named("CardCardDetailsParams"), .named("CardTokenParams")])
        #expect(card.members.map(\.swiftName) == ["cardDetailsParams", "tokenParams"])
        #expect(card.keys?.entries.map(\.key) == ["exp_month", "token"])
        #expect(spec.warnings.isEmpty)
    }

    @Test("objects no field tells apart are read as JSON, with a warning; beside other kinds as a JSON object")
    func indistinctObjects() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.pets + """

            Either:
              anyOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Cat2" }]
            Cat2:
              type: object
              properties: { pet_type: { type: string } }
            Expandable:
              type: object
              properties:
                owner:
                  anyOf: [{ type: string }, { $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Cat2" }]
            """))
        #expect(spec.models.contains { $0.name == "Either" } == false)
        let owner = try #require(try SchemaTestDocuments.fields(of: "Expandable", in: spec)["owner"])
        #expect(try union(owner.type.specSpelling, in: spec).members.map(\.type) == [.string, .map(.json)])
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "20:14: members 'Cat', 'Cat2' of this union are all objects, and no field tells them apart (give it a 'discriminator'); the value is read as JSON",
            "28:18: members 'Cat', 'Cat2' of this union are all objects, and no field tells them apart (give it a 'discriminator'); an object is read as a JSON object",
        ])
    }

    @Test("a discriminator that cannot choose (a member that is no object, a value for two members) is read as JSON, with a warning")
    func brokenDiscriminators() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.pets + """

            Scalar:
              oneOf: [{ $ref: "#/components/schemas/Cat" }, { type: string }]
              discriminator: { propertyName: pet_type }
            Twice:
              oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
              discriminator:
                propertyName: pet_type
                mapping: { doggo: "#/components/schemas/Cat" }
            """))
        #expect(spec.models.contains { $0.name == "Scalar" || $0.name == "Twice" } == false)
        #expect(SchemaTestDocuments.warnings(of: spec) == [
            "20:53: member 'string' of this discriminated union is not an object, which a discriminator field cannot choose; the value is read as JSON",
            "23:53: discriminator value 'doggo' would choose both 'Cat' and 'Dog'; give each its own value in the 'mapping'. The value is read as JSON",
        ])
    }

    @Test("inline members are named by their title, else by the one value they give a field, else by what they are")
    func memberNames() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document("""
            Part:
              oneOf:
                - { type: object, properties: { type: { type: string, enum: [image_url] }, url: { type: string } } }
                - { type: object, properties: { type: { type: string, enum: [text] }, text: { type: string } } }
            Input:
              oneOf:
                - { type: string, enum: [auto, none] }
                - { type: array, items: { type: object, properties: { a: { type: string } } } }
            """))
        #expect(try union("Part", in: spec).members.map(\.type) == [.named("PartImageURL"), .named("PartText")])
        #expect(try union("Input", in: spec).members.map(\.type) == [.named("InputValue"), .array(.named("InputItem"))])
    }
}
