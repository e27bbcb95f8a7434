import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in unions (`oneOf:`, `discriminator:`): each reported where it is written.
@Suite("Diagnostics: unions")
struct UnionDiagnosticsTests {
    /// Two object models and an enum the cases below refer to, after the models they declare.
    static let members = """
          Cat: { fields: { name: string } }
          Dog: { fields: { name: string } }
          Color: { enum: [red] }
        """

    static func diagnostics(_ models: String) -> [String] {
        SpecText.diagnostics("\(SpecText.header)\nmodels:\n\(models)\n\(members)")
    }

    @Test func unionWithOneMember() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat]") == [
            "api.yaml:6:3: error: union 'Pet' has one member; a union needs at least two (for one type, use the type itself)"
        ])
    }

    @Test func memberThatIsNotAType() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dgo]") == [
            "api.yaml:7:18: error: unknown type 'Dgo'; did you mean 'Dog'?"
        ])
    }

    @Test func memberThatIsTheUnionItself() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [string, Pet]") == [
            "api.yaml:7:21: error: union 'Pet' lists itself as a member; a union may contain itself only inside a member (a list, a map or an object's field)"
        ])
    }

    @Test func oneOfNextToFields() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    fields: { name: string }") == [
            "api.yaml:8:13: error: model 'Pet' is a union ('oneOf'); it cannot also have 'fields': a union's members carry the fields"
        ])
    }

    @Test func discriminatorWithoutOneOf() {
        #expect(Self.diagnostics("  Pet:\n    discriminator: kind") == [
            "api.yaml:7:20: error: model 'Pet' has a 'discriminator' but no 'oneOf'; list the member models: 'oneOf: [Card, BankTransfer]'"
        ])
    }

    @Test func mappingValueNamingNoModel() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: { field: kind, mapping: { cat: Cat, dog: Dgo } }") == [
            "api.yaml:8:61: error: unknown type 'Dgo'; did you mean 'Dog'?"
        ])
    }

    @Test func mappingValueNamingANonObject() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: { field: kind, mapping: { red: Color } }") == [
            "api.yaml:8:51: error: discriminator value 'red' of union 'Pet' chooses 'Color', which is an enum, not an object model"
        ])
    }

    @Test func mappingValueNamingAModelOutsideOneOf() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: { field: kind, mapping: { bird: Bird } }\n  Bird: { fields: { wings: integer } }") == [
            "api.yaml:8:52: error: discriminator value 'bird' of union 'Pet' chooses 'Bird', which is not in its 'oneOf'; add it there"
        ])
    }

    @Test func duplicateMappingValues() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: { field: kind, mapping: { cat: Cat, kitty: Cat } }") == [
            "api.yaml:8:56: error: discriminator values 'cat' and 'kitty' of union 'Pet' both choose 'Cat'; each member is chosen by one value, the one encoding writes"
        ])
    }

    @Test func implicitValueTakenByTheMapping() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: { field: kind, mapping: { Dog: Cat } }") == [
            "api.yaml:7:18: error: discriminator value 'Dog' of union 'Pet' would choose both 'Cat' and 'Dog'; map 'Dog' to a value of its own"
        ])
    }

    @Test func emptyDiscriminatorValue() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: { field: kind, mapping: { \"\": Cat } }") == [
            "api.yaml:8:46: error: a discriminator value of union 'Pet' is empty"
        ])
    }

    @Test func discriminatorOnNonObjectMembers() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, string, Color]\n    discriminator: kind") == [
            "api.yaml:7:18: error: member 'string' of union 'Pet' is not an object model; a discriminator field chooses among objects (to choose by JSON kind, remove 'discriminator')",
            "api.yaml:7:26: error: member 'Color' of union 'Pet' is an enum, not an object model; a discriminator field chooses among objects (to choose by JSON kind, remove 'discriminator')",
        ])
    }

    @Test func memberDeclaringTheDiscriminatorAsANumber() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Bird]\n    discriminator: kind\n  Bird: { fields: { kind: integer } }") == [
            "api.yaml:9:27: error: member 'Bird' of union 'Pet' declares the discriminator 'kind' as 'integer'; it must be a string or an enum (or leave it out: the union writes it)"
        ])
    }

    @Test func memberNamedUnknownInAnOpenUnion() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, { type: Dog, swiftName: unknown }]\n    discriminator: kind") == [
            "api.yaml:7:26: error: 'unknown' is the case that keeps values the spec does not know; give member 'Dog' another 'swiftName'"
        ])
    }

    @Test func objectsWithoutADiscriminator() {
        #expect(Self.diagnostics("  Pet:\n    oneOf: [Cat, Dog]") == [
            "api.yaml:7:18: error: members 'Cat' and 'Dog' of union 'Pet' are both an object on the wire, so the value cannot tell which it is; a union without a discriminator needs members of different JSON kinds (string, number, boolean, list, object); to choose among objects, add a 'discriminator' naming the field that tells them apart"
        ])
    }

    @Test func twoNumbersWithoutADiscriminator() {
        #expect(Self.diagnostics("  Amount:\n    oneOf: [integer, decimal, string]") == [
            "api.yaml:7:22: error: members 'integer' and 'decimal' of union 'Amount' are both a number on the wire, so the value cannot tell which it is; a union without a discriminator needs members of different JSON kinds (string, number, boolean, list, object)"
        ])
    }

    @Test func jsonMember() {
        #expect(Self.diagnostics("  Anything:\n    oneOf: [string, json]") == [
            "api.yaml:7:21: error: member 'json' of union 'Anything' can be any JSON value, so no other member could ever be chosen; use 'json' instead of the union"
        ])
    }

    @Test func inlineUnionWithAnInvalidMember() {
        #expect(Self.diagnostics("  Order:\n    fields:\n      tags: \"string | [string\"") == [
            "api.yaml:8:13: error: invalid type '[string' in the union 'string | [string': expected ']'"
        ])
    }

    @Test func inlineUnionOfTwoStrings() {
        #expect(Self.diagnostics("  Order:\n    fields:\n      tags: \"string | date\"") == [
            "api.yaml:8:13: error: members 'string' and 'date' of union 'OrderTags' are both a string on the wire, so the value cannot tell which it is; a union without a discriminator needs members of different JSON kinds (string, number, boolean, list, object)"
        ])
    }

    @Test func unionAsAParameter() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Tags: { oneOf: [string, "[string]"] }
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  tags: { in: query, type: Tags }
            """)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("api.yaml:12:") == true, "\(diagnostics)")
    }
}

/// Mistakes in `includes:` and `additionalFields:`.
@Suite("Diagnostics: composition and additional fields")
struct CompositionDiagnosticsTests {
    static func diagnostics(_ models: String) -> [String] {
        SpecText.diagnostics("\(SpecText.header)\nmodels:\n\(models)")
    }

    @Test func includesOnAnEnum() {
        #expect(Self.diagnostics("  Color:\n    enum: [red]\n    includes: Base\n  Base: { fields: { id: string } }") == [
            "api.yaml:8:15: error: model 'Color' is an enum; 'includes' belongs to an object model (one with 'fields')"
        ])
    }

    @Test func additionalFieldsOnAnIdentifier() {
        #expect(Self.diagnostics("  UserID:\n    identifier: string\n    additionalFields: json") == [
            "api.yaml:8:23: error: model 'UserID' is an 'identifier'; 'additionalFields' belongs to an object model (one with 'fields')"
        ])
    }

    @Test func includeOfAnUnknownModel() {
        #expect(Self.diagnostics("  Doc:\n    includes: [Stamps]\n    fields: { id: string }\n  Stamp: { fields: { at: datetime } }") == [
            "api.yaml:7:16: error: unknown type 'Stamps'; did you mean 'Stamp'?"
        ])
    }

    @Test func includeOfANonObject() {
        #expect(Self.diagnostics("  Doc:\n    includes: [Color]\n  Color: { enum: [red] }") == [
            "api.yaml:7:16: error: model 'Doc' includes 'Color', which is an enum; only object models (with 'fields') can be included"
        ])
    }

    @Test func modelIncludedTwice() {
        #expect(Self.diagnostics("  Doc:\n    includes: [Base, Base]\n  Base: { fields: { id: string } }") == [
            "api.yaml:7:22: error: model 'Doc' includes 'Base' twice"
        ])
    }

    @Test func includeCycle() {
        #expect(Self.diagnostics("  A:\n    includes: B\n    fields: { a: string }\n  B:\n    includes: [A]\n    fields: { b: string }") == [
            "api.yaml:7:15: error: model 'A' includes itself (A → B → A); remove one of these includes",
            "api.yaml:10:16: error: model 'B' includes itself (B → A → B); remove one of these includes",
        ])
    }

    @Test func fieldDeclaredTwiceWithDifferentTypes() {
        #expect(Self.diagnostics("  Doc:\n    includes: [Base]\n    fields: { id: integer }\n  Base: { fields: { id: string } }") == [
            "api.yaml:8:15: error: field 'id' of model 'Doc' is 'string' in 'Base' but 'integer' in 'Doc'; a field declared more than once must have one type"
        ])
    }

    @Test func fieldIncludedTwiceWithDifferentTypes() {
        #expect(Self.diagnostics("  Doc:\n    includes: [A, B]\n  A: { fields: { id: string } }\n  B: { fields: { id: integer } }") == [
            "api.yaml:7:19: error: field 'id' of model 'Doc' is 'string' in 'A' but 'integer' in 'B'; a field declared more than once must have one type"
        ])
    }

    @Test func includedFieldsBecomingOneSwiftName() {
        #expect(Self.diagnostics("  Doc:\n    includes: [Base]\n    fields: { ownerId: string }\n  Base: { fields: { owner_id: string } }") == [
            "api.yaml:7:16: error: fields 'owner_id' and 'ownerId' of model 'Doc' (with what it includes) both become 'ownerID' in Swift; give one a 'swiftName'"
        ])
    }

    @Test func includesNestingTooDeep() {
        var models = ""
        for index in 0..<40 { models += "  M\(index): { includes: M\(index + 1), fields: { f\(index): string } }\n" }
        models += "  M40: { fields: { last: string } }"
        let diagnostics = Self.diagnostics(models)
        #expect(diagnostics.first == "api.yaml:6:19: error: the includes of model 'M0' nest deeper than 32 levels; include fewer models in between")
        #expect(diagnostics.count == 8, "M0 to M7 start chains deeper than 32: \(diagnostics.count)")
    }

    @Test func longChainsOfIncludesAndUnionsDoNotExhaustTheStack() throws {
        var text = SpecText.header + "\nmodels:\n"
        for index in 0..<3_000 {
            text += "  U\(index): { oneOf: [N\(index), string] }\n  N\(index): { fields: { next: U\(index + 1) } }\n"
            text += "  I\(index): { includes: I\(index + 1), fields: { f\(index): string } }\n"
        }
        text += "  U3000: { oneOf: [integer, string] }\n  I3000: { fields: { last: string } }\n"
        let diagnostics = SpecText.diagnostics(text)
        #expect(diagnostics.count == 3_000 - 32, "every I that starts a chain deeper than 32")
        #expect(diagnostics.allSatisfy { $0.contains("nest deeper than 32 levels") })
    }

    @Test func additionalFieldsOfAnUnknownType() {
        #expect(Self.diagnostics("  Settings:\n    additionalFields: Jsn\n    fields: { theme: string }") == [
            "api.yaml:7:23: error: unknown type 'Jsn'; did you mean 'json'?"
        ])
    }

    @Test func additionalFieldsAsAMapping() {
        #expect(Self.diagnostics("  Settings:\n    additionalFields: { type: json }\n    fields: { theme: string }") == [
            "api.yaml:7:23: error: 'additionalFields' of model 'Settings' must be the type of the extra keys' values: 'json' keeps anything"
        ])
    }

    @Test func fieldClashingWithTheAdditionalFieldsProperty() {
        #expect(Self.diagnostics("  Settings:\n    additionalFields: json\n    fields:\n      additional_fields: string") == [
            "api.yaml:9:7: error: field 'additional_fields' of model 'Settings' becomes 'additionalFields', the property that keeps the extra keys of 'additionalFields'; give the field a 'swiftName'"
        ])
    }
}
