import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes with `nullable: explicit`.
@Suite("Diagnostics: explicit null")
struct ExplicitNullDiagnosticsTests {
    @Test func explicitNullCannotBeRequiredOrLenient() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Patch:
                fields:
                  name: { type: string, required: true, nullable: explicit }
                  size: { type: integer, nullable: explicit, lenient: true }
                  note: { type: string, nullable: explicit }
            """)
        #expect(diagnostics == [
            "api.yaml:8:7: error: field 'name' of model 'Patch' is 'nullable: explicit', which tells a missing key from null, so it cannot be 'required'; for a key that is always present but may be null, write 'nullable: true'",
            "api.yaml:9:7: error: field 'size' of model 'Patch' is 'nullable: explicit', which decodes strictly; remove 'lenient' or make it 'nullable: true'",
        ])
    }

    @Test func nullableTakesTrueFalseOrExplicit() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Patch:
                fields:
                  name: { type: string, nullable: maybe }
            """)
        #expect(diagnostics == [
            "api.yaml:8:39: error: 'nullable' must be true, false or explicit (absent, null and a value told apart)"
        ])
    }

    @Test func parametersAndPartsHaveNoNullable() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              listItems:
                method: GET
                path: /items
                parameters:
                  q: { in: query, nullable: explicit }
              upload:
                method: POST
                path: /uploads
                body:
                  multipart:
                    note: { type: string, nullable: explicit }
            """)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.contains("unknown key 'nullable'") })
    }
}

/// The runtime types that the new field types generate cannot be hidden by a model.
@Suite("Diagnostics: names of the model-type runtime")
struct ModelTypeRuntimeNameDiagnosticsTests {
    @Test func modelsCannotTakeTheRuntimesNames() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Nullable: { fields: { a: string } }
              Indirect: { fields: { a: string } }
              CalendarDate: { fields: { a: string } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:3: error: model 'Nullable' would hide Swift's or the runtime's 'Nullable', which the generated code uses; rename it with 'swiftName'",
            "api.yaml:7:3: error: model 'Indirect' would hide Swift's or the runtime's 'Indirect', which the generated code uses; rename it with 'swiftName'",
            "api.yaml:8:3: error: model 'CalendarDate' would hide Swift's or the runtime's 'CalendarDate', which the generated code uses; rename it with 'swiftName'",
        ])
    }
}
