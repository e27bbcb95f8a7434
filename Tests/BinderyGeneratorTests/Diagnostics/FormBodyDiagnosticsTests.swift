import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in a body sent as `application/x-www-form-urlencoded` (`encoding: form`).
@Suite("Diagnostics: form bodies")
struct FormBodyDiagnosticsTests {
    @Test func aFormBodyLoads() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              NewCustomer:
                fields:
                  email: string
            endpoints:
              createCustomer:
                method: POST
                path: /customers
                body: { type: NewCustomer, encoding: form }
            """)
        let body = try #require(spec.endpoints.first?.body)
        #expect(body.encoding == .form)
        #expect(body.type == .named("NewCustomer"))
        #expect(body.wrapKey == nil)
    }

    @Test func theDefaultEncodingIsJSON() throws {
        let written = try SpecText.load("""
            \(SpecText.header)
            models:
              NewCustomer: { fields: { email: string } }
            endpoints:
              createCustomer: { method: POST, path: /customers, body: { type: NewCustomer, encoding: json } }
            """)
        let left = try SpecText.load("""
            \(SpecText.header)
            models:
              NewCustomer: { fields: { email: string } }
            endpoints:
              createCustomer: { method: POST, path: /customers, body: { type: NewCustomer } }
            """)
        #expect(written.endpoints.first?.body?.encoding == .json)
        #expect(left.endpoints.first?.body?.encoding == .json)
    }

    @Test func unknownEncodingListsTheKnownOnes() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              NewCustomer: { fields: { email: string } }
            endpoints:
              createCustomer:
                method: POST
                path: /customers
                body: { type: NewCustomer, encoding: from }
            """)
        #expect(diagnostics == [
            "api.yaml:11:42: error: 'encoding' must be one of json, form, text, binary, not 'from'; did you mean 'form'?",
        ])
    }

    @Test func wrapCannotAccompanyAForm() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              NewCustomer: { fields: { email: string } }
            endpoints:
              createCustomer:
                method: POST
                path: /customers
                body:
                  type: NewCustomer
                  encoding: form
                  wrap: customer
            """)
        #expect(diagnostics == [
            "api.yaml:14:13: error: 'wrap' cannot be used with 'encoding: form' in the body of endpoint 'createCustomer': a form sends the model's fields at the top level; remove 'wrap'",
        ])
    }

    @Test func aFormBodyOnAGETIsReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Filter: { fields: { email: string } }
            endpoints:
              searchCustomers:
                method: GET
                path: /customers
                body: { type: Filter, encoding: form }
            """)
        #expect(diagnostics == ["api.yaml:11:11: error: a GET request cannot have a body"])
    }

    @Test func aFormBodyOnAHEADIsReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Filter: { fields: { email: string } }
            endpoints:
              checkCustomers:
                method: HEAD
                path: /customers
                body: { type: Filter, encoding: form }
            """)
        #expect(diagnostics == ["api.yaml:11:11: error: a HEAD request cannot have a body"])
    }

    @Test func aFormBodyMustBeAnObjectModel() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Status: { enum: [active, closed] }
            endpoints:
              setTags:
                method: POST
                path: /tags
                body: { type: "[string]", encoding: form }
              setStatus:
                method: POST
                path: /status
                body:
                  type: Status
                  encoding: form
            """)
        #expect(diagnostics == [
            "api.yaml:11:41: error: the body of endpoint 'setTags' is sent as a form, so its type must be an object model (form fields need names), not '[string]'",
            "api.yaml:17:17: error: the body of endpoint 'setStatus' is sent as a form, so its type must be an object model (form fields need names), not 'Status'",
        ])
    }

    @Test func encodingCannotAccompanyMultipart() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /images
                body:
                  encoding: form
                  multipart:
                    images: file
            """)
        #expect(diagnostics == [
            "api.yaml:10:7: error: 'encoding' cannot be used with 'multipart' in the body of endpoint 'upload': a multipart body is always sent as multipart/form-data; for a form of name=value pairs, give a model as 'type' with 'encoding: form'",
        ])
    }

    @Test func anUnknownFormBodyModelIsReportedOnce() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              createCustomer:
                method: POST
                path: /customers
                body: { type: NewCustomr, encoding: form }
            """)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("unknown type 'NewCustomr'") == true)
    }
}
