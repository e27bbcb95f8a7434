import Testing
@testable import BinderyGenerator
@testable import BinderySpec

/// A kind of model written where a type goes (`type: enum`, an `enum:` list in a field, as
/// OpenAPI writes it) is answered with where that kind is declared: enums, objects and unions
/// are models of their own in the spec language.
@Suite("Diagnostics: a kind of model where a type goes")
struct ModelKindHintDiagnosticsTests {
    static let enumHint = "an enum is a model: declare it under 'models' (Level: { enum: [low, high] }) and use its name as the type"
    static let objectHint = "an object is a model: declare it under 'models' (Address: { fields: { city: string } }) and use its name as the type"
    static let unionHint = "a union is a model: declare it under 'models' (Payment: { oneOf: [Card, Transfer] }) and use its name as the type"

    @Test func kindNamedAsATypeSaysWhereItIsDeclared() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Alert:
                fields:
                  level: enum
                  kind: { type: Enum }
                  shape: union
                  place: struct
                  tags: "[enum]"
            endpoints:
              listAlerts:
                method: GET
                path: /alerts
                parameters:
                  mood: { in: query, type: oneOf }
            """)
        #expect(diagnostics == [
            "api.yaml:8:14: error: unknown type 'enum'; \(Self.enumHint)",
            "api.yaml:9:21: error: unknown type 'Enum'; \(Self.enumHint)",
            "api.yaml:10:14: error: unknown type 'union'; \(Self.unionHint)",
            "api.yaml:11:14: error: unknown type 'struct'; \(Self.objectHint)",
            "api.yaml:12:13: error: unknown type 'enum'; \(Self.enumHint)",
            "api.yaml:18:32: error: unknown type 'oneOf'; \(Self.unionHint)",
        ])
    }

    @Test func kindDeclaredInsideAFieldOrParameterSaysWhereItIsDeclared() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Alert:
                fields:
                  severity: { type: string, enum: [low, high] }
                  address: { type: json, fields: { city: string } }
                  payment: { type: json, oneOf: [Card, Transfer] }
            endpoints:
              listAlerts:
                method: GET
                path: /alerts
                parameters:
                  level: { in: query, enum: [low, high] }
            """)
        #expect(diagnostics == [
            "api.yaml:8:33: error: unknown key 'enum' in field 'severity' of model 'Alert'; \(Self.enumHint)",
            "api.yaml:9:30: error: unknown key 'fields' in field 'address' of model 'Alert'; \(Self.objectHint)",
            "api.yaml:10:30: error: unknown key 'oneOf' in field 'payment' of model 'Alert'; \(Self.unionHint)",
            "api.yaml:16:27: error: unknown key 'enum' in parameter 'level' of endpoint 'listAlerts'; \(Self.enumHint)",
        ])
    }

    @Test func aModelOfThatNameIsSuggestedFirst() {
        // A spec with a model `Enum` that writes `enum` means the model, as with `Text` and `text`.
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Enum: { enum: [a, b] }
              Alert: { fields: { level: enum } }
            """)
        #expect(diagnostics == ["api.yaml:7:29: error: unknown type 'enum'; did you mean 'Enum'?"])
    }

    @Test func otherUnknownKeysStillGetSpellingSuggestions() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Alert: { fields: { level: { tpye: string } } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:29: error: field 'level' of model 'Alert' is missing 'type'",
            "api.yaml:6:31: error: unknown key 'tpye' in field 'level' of model 'Alert'; did you mean 'type'?",
        ])
    }
}
