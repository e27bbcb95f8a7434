import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in the shape of a spec: keys, types of values, required entries.
@Suite("Diagnostics: spec schema")
struct SchemaDiagnosticsTests {
    @Test func unknownKeySuggestsTheKnownOne() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              retyr: { maxAttempts: 2 }
            endpoints:
              ping: { method: GET, path: /ping, respones: { status: 204 } }
            """)
        #expect(diagnostics == [
            "api.yaml:5:3: error: unknown key 'retyr' in 'api'; did you mean 'retry'?",
            "api.yaml:7:37: error: unknown key 'respones' in endpoint 'ping'; did you mean 'response'?",
        ])
    }

    @Test func misspeltTypeNameSuggestsTheKnownOne() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Address:
                fields:
                  city: strng
              Order:
                fields:
                  shipTo: Adress
                  billTo: { type: "[Addres]" }
                  notes: String
            """)
        #expect(diagnostics == [
            "api.yaml:8:13: error: unknown type 'strng'; did you mean 'string'?",
            "api.yaml:11:15: error: unknown type 'Adress'; did you mean 'Address'?",
            "api.yaml:12:23: error: unknown type 'Addres'; did you mean 'Address'?",
            "api.yaml:13:14: error: unknown type 'String'; did you mean 'string'?",
        ])
    }

    @Test func malformedTypePointsAtTheCharacter() {
        // A plain scalar's error points at the character; a quoted one's at the quote.
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Order:
                fields:
                  counts: "[integer: string]"
                  lines: "[string"
                  names: string]
            """)
        #expect(diagnostics == [
            "api.yaml:8:15: error: invalid type '[integer: string]': map keys must be 'string', not 'integer'",
            "api.yaml:9:14: error: invalid type '[string': expected ']'",
            "api.yaml:10:20: error: invalid type 'string]': unexpected ']' after the type",
        ])
    }

    @Test func scalarsOfTheWrongKindAreReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              retry: { maxAttempts: 0, initialDelay: soon, maxDelay: 7200 }
            models:
              Item:
                fields:
                  id: { type: string, required: "yes" }
                  name: { type: string, nullable: 1 }
                  tags: { type: string, docs: [a, b] }
            """)
        #expect(diagnostics == [
            "api.yaml:5:25: error: 'maxAttempts' must be a whole number from 1 to 20",
            "api.yaml:5:42: error: 'initialDelay' must be a number from 0 to 600",
            "api.yaml:5:58: error: 'maxDelay' must be a number from 0 to 3600",
            "api.yaml:9:37: error: 'required' must be true or false",
            "api.yaml:10:39: error: 'nullable' must be true, false or explicit (absent, null and a value told apart)",
            "api.yaml:11:35: error: 'docs' must be text, not a list",
        ])
    }

    @Test func unknownMethodSuggestsTheKnownOne() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              list: { method: GTE, path: /items }
              fetch: { method: FETCH, path: /items/all }
            """)
        #expect(diagnostics == [
            "api.yaml:6:19: error: 'method' must be one of GET, POST, PUT, PATCH, DELETE, HEAD, not 'GTE'; did you mean 'GET'?",
            "api.yaml:7:20: error: 'method' must be one of GET, POST, PUT, PATCH, DELETE, HEAD, not 'FETCH'",
        ])
    }

    @Test func missingRequiredKeysAreNamed() {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: Shop
            models:
              Item:
                fields:
                  id: { required: true }
              Empty: {}
            endpoints:
              list: { path: /items }
              errors:
                method: GET
                path: /errors
                errors:
                  - { code: E1 }
            """)
        #expect(diagnostics == [
            "api.yaml:6:11: error: field 'id' of model 'Item' is missing 'type'",
            "api.yaml:7:3: error: model 'Empty' needs 'fields' (an object), 'enum' (a list of values) or 'identifier' (string or integer)",
            "api.yaml:9:9: error: endpoint 'list' is missing 'method'",
            "api.yaml:14:9: error: an error of endpoint 'errors' is missing 'status'",
        ])
    }

    @Test func sectionsOfTheWrongShapeAreReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models: [Item]
            endpoints:
              list: GET /items
            """)
        #expect(diagnostics == [
            "api.yaml:5:9: error: 'models' must be a mapping of names, not a list",
            "api.yaml:7:9: error: endpoint 'list' must be a mapping, not a scalar",
        ])
    }

    @Test func rateLimitNeedsBothHalvesOfItsLimit() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              rateLimit: { requests: 10 }
            """)
        #expect(diagnostics == [
            "api.yaml:5:14: error: 'rateLimit' needs both 'requests' and 'perSeconds' (the limit is requests per that many seconds)"
        ])
    }

    @Test func secondAPISectionIsRefused() {
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", SpecText.header),
            SpecText.file("more.yaml", "api:\n  name: Other\n"),
        ])
        #expect(diagnostics == ["more.yaml:2:3: error: 'api' is already declared in api.yaml; a spec has one 'api' section"])
    }

    @Test func brokenAPISectionIsNotAlsoReportedMissing() {
        #expect(SpecText.diagnostics("api: Shop\n") == ["api.yaml:1:6: error: 'api' must be a mapping, not a scalar"])
    }
}
