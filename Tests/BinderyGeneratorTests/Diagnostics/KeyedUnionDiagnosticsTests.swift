import Testing
@testable import BinderyGenerator

/// Mistakes in unions chosen by keys (`discriminator: { keys: … }`): each reported where it is
/// written.
@Suite("Diagnostics: unions chosen by keys")
struct KeyedUnionDiagnosticsTests {
    /// Two object models told apart by `created` and `deleted`, and an enum.
    static let members = """
          Live: { fields: { id: { type: string, required: true }, created: { type: integer, required: true }, note: string } }
          Gone: { fields: { id: { type: string, required: true }, deleted: { type: boolean, required: true }, note: string } }
          Color: { enum: [red] }
        """

    static func diagnostics(_ models: String) -> [String] {
        SpecText.diagnostics("\(SpecText.header)\nmodels:\n\(models)\n\(members)")
    }

    static func union(_ discriminator: String, members: String = "[Live, Gone]") -> [String] {
        diagnostics("  Customer:\n    oneOf: \(members)\n    discriminator: \(discriminator)")
    }

    @Test func aValidUnionHasNoDiagnostics() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Live } }") == [])
    }

    @Test func keysNextToAField() {
        #expect(Self.union("{ field: kind, keys: { deleted: Gone, created: Live } }") == [
            "api.yaml:8:29: error: the 'discriminator' of union 'Customer' has both 'keys' and 'field'; 'keys' chooses a member by a key only its objects have, 'field' by the value of one field: keep one"
        ])
    }

    @Test func neitherFieldNorKeys() {
        #expect(Self.union("{ mapping: { gone: Gone } }") == [
            "api.yaml:8:20: error: the 'discriminator' of union 'Customer' is missing 'field' (the field whose value names the member) or 'keys' (the key each member's objects alone have)"
        ])
    }

    @Test func noKeys() {
        #expect(Self.union("{ keys: {} }") == [
            "api.yaml:8:28: error: the discriminator of union 'Customer' has no 'keys'; give each member the key only its objects have: '{ deleted: DeletedCustomer }'"
        ])
    }

    @Test func aMemberWithoutAKey() {
        #expect(Self.union("{ keys: { deleted: Gone } }") == [
            "api.yaml:7:13: error: member 'Live' of union 'Customer' has no key; add the key only its objects have to 'keys', or name it 'otherwise'"
        ])
    }

    @Test func aKeyThatIsNotARequiredField() {
        #expect(Self.union("{ keys: { deleted: Gone, sku: Live } }") == [
            "api.yaml:8:45: error: key 'sku' of union 'Customer' must be a required field of 'Live', so that every 'Live' has it"
        ])
    }

    @Test func aKeyThatAnotherMemberDeclares() {
        #expect(Self.union("{ keys: { deleted: Gone, id: Live } }") == [
            "api.yaml:8:45: error: key 'id' of union 'Customer' is a field of 'Gone' too, so it cannot tell 'Live' from it; choose a key only 'Live' has"
        ])
    }

    @Test func twoKeysForOneMember() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Live, id: Live } }") == [
            "api.yaml:8:60: error: keys 'created' and 'id' of union 'Customer' both choose 'Live'; each member is chosen by one key"
        ])
    }

    @Test func aKeyChoosingAModelOutsideTheUnion() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Live, red: Color } }") == [
            "api.yaml:8:65: error: key 'red' of union 'Customer' chooses 'Color', which is not in its 'oneOf'; add it there"
        ])
    }

    @Test func aKeyChoosingNoModel() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Lvie } }") == [
            "api.yaml:7:13: error: member 'Live' of union 'Customer' has no key; add the key only its objects have to 'keys', or name it 'otherwise'",
            "api.yaml:8:54: error: unknown type 'Lvie'; did you mean 'Live'?",
        ])
    }

    @Test func otherwiseNamesTheMemberWithoutAKey() {
        #expect(Self.union("{ keys: { deleted: Gone }, otherwise: Live }") == [])
    }

    @Test func otherwiseWithoutKeys() {
        #expect(Self.union("{ field: kind, otherwise: Live }") == [
            "api.yaml:8:46: error: 'otherwise' in the 'discriminator' of union 'Customer' names the member of an object with none of its 'keys'; it needs 'keys' beside it"
        ])
    }

    @Test func otherwiseOutsideTheUnion() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Live }, otherwise: Color }") == [
            "api.yaml:8:73: error: 'otherwise' of union 'Customer' names 'Color', which is not in its 'oneOf'; add it there"
        ])
    }

    @Test func otherwiseThatAKeyChoosesToo() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Live }, otherwise: Live }") == [
            "api.yaml:8:73: error: 'otherwise' of union 'Customer' names 'Live', which the key 'created' chooses already; name the member that has no key"
        ])
    }

    @Test func otherwiseNamingNoModel() {
        #expect(Self.union("{ keys: { deleted: Gone }, otherwise: Lvie }") == [
            "api.yaml:7:13: error: member 'Live' of union 'Customer' has no key; add the key only its objects have to 'keys', or name it 'otherwise'",
            "api.yaml:8:58: error: unknown type 'Lvie'; did you mean 'Live'?",
        ])
    }

    @Test func aMemberThatIsNotAnObject() {
        #expect(Self.union("{ keys: { deleted: Gone, created: Live } }", members: "[Live, Gone, Color]") == [
            "api.yaml:7:25: error: member 'Color' of union 'Customer' is an enum, not an object model; keys choose among objects (to choose by JSON kind, remove 'discriminator')"
        ])
    }

    @Test func anExampleWithNoKeyIsReportedAtTheExample() {
        let text = """
            \(SpecText.header)
            models:
              Customer:
                oneOf: [Live, Gone]
                discriminator: { keys: { deleted: Gone, created: Live } }
            \(Self.members)
            endpoints:
              getCustomer:
                method: GET
                path: /customers
                response: { type: Customer, example: { id: c1, note: hi } }
            """
        #expect(SpecText.diagnostics(text).map { $0.replacingOccurrences(of: #"\d+:\d+"#, with: "L:C", options: .regularExpression) }.contains { $0.contains("has no key that chooses a member of 'Customer' (deleted or created)") })
    }
}
