import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// A type written as another language spells it (`int`, `uri`, `Bool`) is answered with the
/// spec's own scalar, which edit distance alone would not find.
@Suite("Diagnostics: unknown scalar types")
struct ScalarTypeSuggestionDiagnosticsTests {
    @Test func fieldTypesOfOtherLanguagesSuggestTheSpecType() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Item:
                fields:
                  count: int
                  link: { type: uri }
                  big: Int64
                  ratio: double
                  flag: Bool
                  at: timestamp
                  key: guid
                  web: URL
                  raw: bytes
                  extra: object
                  tags: "[str]"
                  prices: "[string: float]"
                  price: money
            """)
        #expect(diagnostics == [
            "api.yaml:8:14: error: unknown type 'int'; did you mean 'integer'?",
            "api.yaml:9:21: error: unknown type 'uri'; did you mean 'url'?",
            "api.yaml:10:12: error: unknown type 'Int64'; did you mean 'integer'?",
            "api.yaml:11:14: error: unknown type 'double'; did you mean 'number'?",
            "api.yaml:12:13: error: unknown type 'Bool'; did you mean 'boolean'?",
            "api.yaml:13:11: error: unknown type 'timestamp'; did you mean 'datetime'?",
            "api.yaml:14:12: error: unknown type 'guid'; did you mean 'uuid'?",
            "api.yaml:15:12: error: unknown type 'URL'; did you mean 'url'?",
            "api.yaml:16:12: error: unknown type 'bytes'; did you mean 'data'?",
            "api.yaml:17:14: error: unknown type 'object'; did you mean 'json'?",
            "api.yaml:18:13: error: unknown type 'str'; did you mean 'string'?",
            "api.yaml:19:15: error: unknown type 'float'; did you mean 'number'?",
            "api.yaml:20:14: error: unknown type 'money'; did you mean 'decimal'?",
        ])
    }

    @Test func parameterTypesSuggestTheSpecTypeOnce() {
        // The default of a parameter of unknown type is not judged too: one mistake, one message.
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              sharedParameters:
                region: { in: query, type: text }
            endpoints:
              getItem:
                method: GET
                path: /items/{id}
                parameters:
                  id: { in: path, type: long }
                  limit: { in: query, type: int, default: 5 }
                  next: { in: query, type: uri }
            """)
        #expect(diagnostics == [
            "api.yaml:6:32: error: unknown type 'text'; did you mean 'string'?",
            "api.yaml:12:29: error: unknown type 'long'; did you mean 'integer'?",
            "api.yaml:13:33: error: unknown type 'int'; did you mean 'integer'?",
            "api.yaml:14:32: error: unknown type 'uri'; did you mean 'url'?",
        ])
    }

    @Test func multipartPartTypeSuggestsTheSpecType() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /uploads
                body:
                  multipart:
                    count: { type: int32 }
            """)
        #expect(diagnostics == ["api.yaml:11:24: error: unknown type 'int32'; did you mean 'integer'?"])
    }

    @Test func modelDifferingOnlyInCaseComesBeforeTheAlias() {
        // `text` stands for `string`, but a spec with a model `Text` means the model.
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Text: { fields: { body: string } }
              Order:
                fields:
                  note: text
                  memo: { type: text }
            """)
        #expect(diagnostics == [
            "api.yaml:9:13: error: unknown type 'text'; did you mean 'Text'?",
            "api.yaml:10:21: error: unknown type 'text'; did you mean 'Text'?",
        ])
        let withoutModel = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Order: { fields: { note: text } }
            """)
        #expect(withoutModel == ["api.yaml:6:28: error: unknown type 'text'; did you mean 'string'?"])
    }

    @Test func otherNamesFallBackToEditDistanceOverScalarsAndModels() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Address: { fields: { street: string } }
              Person:
                fields:
                  age: integr
                  home: Adress
                  mood: Frobnicated
            """)
        #expect(diagnostics == [
            "api.yaml:9:12: error: unknown type 'integr'; did you mean 'integer'?",
            "api.yaml:10:13: error: unknown type 'Adress'; did you mean 'Address'?",
            "api.yaml:11:13: error: unknown type 'Frobnicated'",
        ])
    }

    @Test func identifierOfAnotherLanguagesTypeSuggestsStringOrInteger() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              UserID: { identifier: int }
              OrderKey: { identifier: uuid }
              Code: { identifier: String }
              Ratio: { identifier: double }
            """)
        #expect(diagnostics == [
            "api.yaml:6:25: error: an 'identifier' wraps 'string' or 'integer', not 'int'; did you mean 'integer'?",
            "api.yaml:7:27: error: an 'identifier' wraps 'string' or 'integer', not 'uuid'; did you mean 'string'?",
            "api.yaml:8:23: error: an 'identifier' wraps 'string' or 'integer', not 'String'; did you mean 'string'?",
            "api.yaml:9:24: error: an 'identifier' wraps 'string' or 'integer', not 'double'",
        ])
    }

    @Test func everyAliasNamesAScalarOfTheSpecAndNoneIsOne() {
        for (alias, type) in ScalarTypeAliases.specTypes {
            #expect(TypeReference.scalarNames[type] != nil, "\(alias) → \(type)")
            #expect(TypeReference.scalarNames[alias] == nil, "\(alias) is a scalar already")
            #expect(alias == alias.lowercased(), "\(alias) is looked up lowercased")
        }
        #expect(ScalarTypeAliases.specType(for: "Int") == "integer")
        #expect(ScalarTypeAliases.specType(for: "URI") == "url")
        #expect(ScalarTypeAliases.specType(for: "GUID") == "uuid")
        #expect(ScalarTypeAliases.specType(for: "LocalDate") == "date")
        #expect(ScalarTypeAliases.specType(for: "email") == "string")
        #expect(ScalarTypeAliases.specType(for: "Tracking") == nil)
    }
}
