import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes with `url`, `uuid`, `date` and `lenient`.
@Suite("Diagnostics: url, uuid, date and lenient")
struct ScalarTypeDiagnosticsTests {
    @Test func defaultsThatAreNotValuesOfTheirTypeAreReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              listEvents:
                method: GET
                path: /events
                parameters:
                  from: { in: query, type: date, default: "2023-02-29" }
                  to: { in: query, type: date, default: 2024/01/01 }
                  hook: { in: query, type: url, default: "hooks/relative" }
                  spaced: { in: query, type: url, default: "https://a.example/b c" }
                  tenant: { in: header, type: uuid, default: 6F9619FF-8B86-D011-B42D }
            """)
        #expect(diagnostics == [
            "api.yaml:10:47: error: the default '2023-02-29' of parameter 'from' is not a valid 'date'",
            "api.yaml:11:45: error: the default '2024/01/01' of parameter 'to' is not a valid 'date'",
            "api.yaml:12:46: error: the default 'hooks/relative' of parameter 'hook' is not a valid 'url'",
            "api.yaml:13:48: error: the default 'https://a.example/b c' of parameter 'spaced' is not a valid 'url'",
            "api.yaml:14:50: error: the default '6F9619FF-8B86-D011-B42D' of parameter 'tenant' is not a valid 'uuid'",
        ])
    }

    @Test func lenientOnAFieldThatHasNoOtherScalarFormIsReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Tag: { fields: { name: string } }
              Post:
                fields:
                  tags: { type: "[integer]", lenient: true }
                  link: { type: url, lenient: true }
                  tag: { type: Tag, lenient: true }
                  count: { type: integer, lenient: true }
                  off: { type: json, lenient: false }
            """)
        #expect(diagnostics == [
            "api.yaml:9:7: error: field 'tags' of model 'Post' cannot be 'lenient': a '[integer]' has no other scalar form to decode from; lenient fields are string, integer, number, decimal, boolean, date, uuid or an identifier",
            "api.yaml:10:7: error: field 'link' of model 'Post' cannot be 'lenient': a 'url' has no other scalar form to decode from; lenient fields are string, integer, number, decimal, boolean, date, uuid or an identifier",
            "api.yaml:11:7: error: field 'tag' of model 'Post' cannot be 'lenient': a 'Tag' has no other scalar form to decode from; lenient fields are string, integer, number, decimal, boolean, date, uuid or an identifier",
        ])
    }

    @Test func lenientOnAModelWithoutFieldsIsReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Color: { enum: [red], lenient: true }
              UserID: { identifier: integer, lenient: true }
              Note: { fields: { text: string }, lenient: yes }
            """)
        #expect(diagnostics == [
            "api.yaml:6:34: error: 'lenient' is for objects, whose fields it makes decode from other scalar forms; model 'Color' has no 'fields'",
            "api.yaml:7:43: error: 'lenient' is for objects, whose fields it makes decode from other scalar forms; model 'UserID' has no 'fields'",
            "api.yaml:8:46: error: 'lenient' must be true or false",
        ])
    }
}
