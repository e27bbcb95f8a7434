import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// `example:` values that are not values of their type, each reported where the wrong part of
/// the example is written.
@Suite("Diagnostics: examples")
struct ExampleDiagnosticsTests {
    static let models = """
        models:
          Tag:
            enum: [Pending, Delivered]
          Parcel:
            fields:
              id: { type: string, required: true }
              weight: number
              tag: Tag
              sent: date
        """

    @Test func validExamplesAreAccepted() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
                example: { id: p-1, weight: 2.5, tag: Delivered, sent: "2024-02-29" }
              Note:
                fields:
                  text: { type: string, example: "12345" }
                  count: { type: integer, example: 3 }
                  gone: { type: string, nullable: true, example: null }
                  extra: { type: json, example: { any: [1, true, null] } }
            endpoints:
              getParcel:
                method: GET
                path: /parcels/{id}
                parameters:
                  id: { in: path, example: p-1 }
                  tags: { in: query, type: "[Tag]", example: [Pending] }
                response: { type: "[Parcel]", example: [{ id: p-2 }] }
            """)
        #expect(diagnostics == [])
    }

    @Test func aScalarOfTheWrongKindIsReportedAtTheValue() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Note:
                fields:
                  count: { type: integer, example: three }
                  zip: { type: string, example: 12345 }
                  ratio: { type: integer, example: 1.5 }
            """)
        #expect(diagnostics == [
            "api.yaml:8:40: error: the example of field 'count' of model 'Note' is not a value of its type 'integer': the value is a string, not a number ('integer')",
            "api.yaml:9:37: error: the example of field 'zip' of model 'Note' is not a value of its type 'string': the value is a number, not a string ('string'); quote text that YAML would read as a number or a boolean",
            "api.yaml:10:40: error: the example of field 'ratio' of model 'Note' is not a value of its type 'integer': the value is 1.5, which is not 'integer'",
        ])
    }

    @Test func aModelExampleIsReportedAtTheWrongField() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
                example:
                  id: p-1
                  tag: Lost
            """)
        #expect(diagnostics == [
            "api.yaml:16:12: error: the example of model 'Parcel' is not a value of its type 'Parcel': 'tag' is 'Lost', which is no value of 'Tag' (Pending and Delivered)"
        ])
    }

    @Test func aMissingRequiredFieldAndAnUndeclaredOneAreReportedAtTheObject() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              listParcels:
                method: GET
                path: /parcels
                response:
                  type: "[Parcel]"
                  example:
                    - { id: p-1, sent: "2024-02-30" }
                    - { weight: 1 }
                    - { id: p-3, wieght: 1 }
            """)
        // One mistake per example: the first, where it is.
        #expect(diagnostics == [
            "api.yaml:21:28: error: the example of the response of endpoint 'listParcels' is not a value of its type '[Parcel]': '[0].sent' is \"2024-02-30\", which is not 'date'"
        ])
        let later = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              listParcels:
                method: GET
                path: /parcels
                response: { type: "[Parcel]", example: [{ weight: 1 }] }
              getParcel:
                method: GET
                path: /parcel
                response: { type: Parcel, example: { id: p-3, wieght: 1 } }
            """)
        #expect(later == [
            "api.yaml:18:45: error: the example of the response of endpoint 'listParcels' is not a value of its type '[Parcel]': '[0]' is missing the required field 'id' of 'Parcel'",
            "api.yaml:22:40: error: the example of the response of endpoint 'getParcel' is not a value of its type 'Parcel': the value has the field 'wieght', which 'Parcel' does not declare; did you mean 'weight'?",
        ])
    }

    @Test func parametersAndResponsesWithoutATypeAreChecked() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              ping:
                method: GET
                path: /ping/{id}
                parameters:
                  id: { in: path, type: uuid, example: not-a-uuid }
                response: { example: { ok: true } }
            """)
        #expect(diagnostics == [
            "api.yaml:10:44: error: the example of parameter 'id' of endpoint 'ping' is not a value of its type 'uuid': the value is \"not-a-uuid\", which is not 'uuid'",
            "api.yaml:11:26: error: the response of endpoint 'ping' has an 'example' but no 'type'; give the type it is an example of, or remove the example",
        ])
    }

    /// YAML's own reader refuses a key that is no scalar before the example is read.
    @Test func exampleKeysMustBeText() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Note:
                fields:
                  tags: { type: "[string: string]", example: { [a]: b } }
            """)
        #expect(diagnostics == [
            "api.yaml:8:52: error: a mapping key must be a plain name, not a list"
        ])
    }
}
