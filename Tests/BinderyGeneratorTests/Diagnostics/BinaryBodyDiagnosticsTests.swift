import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Bodies of raw bytes: a request body with `encoding: binary`, a response with `binary: true`.
@Suite("Diagnostics: binary bodies")
struct BinaryBodyDiagnosticsTests {
    @Test func aBinaryBodyAndResponseLoad() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /files
                body: { type: data, encoding: binary, contentType: image/png }
              download:
                method: GET
                path: /files/latest
                response: { binary: true }
            """)
        let body = try #require(spec.endpoints.first { $0.name == "upload" }?.body)
        #expect(body.encoding == .binary)
        #expect(body.mediaType == "image/png")
        #expect(body.swiftName == "body")
        let response = try #require(spec.endpoints.first { $0.name == "download" }?.response)
        #expect(response.isBinary)
        #expect(response.type == .data)
    }

    @Test func theDefaultMediaTypeIsOctetStream() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              upload: { method: PUT, path: /files, body: { type: data, encoding: binary } }
            """)
        #expect(spec.endpoints.first?.body?.mediaType == "application/octet-stream")
    }

    @Test func aBinaryBodyMustBeData() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload: { method: POST, path: /files, body: { type: string, encoding: binary } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:47: error: a body with 'encoding: binary' is the bytes of a 'data' argument, not 'string'; make its 'type' 'data'",
        ])
    }

    @Test func wrapCannotAccompanyBinary() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /files
                body: { type: data, encoding: binary, wrap: file }
            """)
        #expect(diagnostics == [
            "api.yaml:9:49: error: 'wrap' cannot be used with 'encoding: binary' in the body of endpoint 'upload': the body is sent as it is; remove 'wrap'",
        ])
    }

    @Test func contentTypeNeedsBinary() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Note: { fields: { text: string } }
            endpoints:
              upload: { method: POST, path: /notes, body: { type: Note, contentType: text/markdown } }
            """)
        #expect(diagnostics == [
            "api.yaml:8:74: error: 'contentType' is the media type of a text or binary body; it needs 'encoding: text' or 'encoding: binary' (a JSON body is sent as application/json)",
        ])
    }

    @Test func contentTypeMustBeAMediaType() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload: { method: POST, path: /files, body: { type: data, encoding: binary, contentType: png } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:92: error: 'contentType' 'png' is not a media type such as 'text/markdown' or 'image/png'",
        ])
    }

    @Test func contentTypeCannotAccompanyMultipart() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /files
                body:
                  contentType: image/png
                  multipart: { photo: file }
            """)
        #expect(diagnostics == [
            "api.yaml:10:7: error: 'contentType' cannot be used with 'multipart' in the body of endpoint 'upload': a multipart body is sent as multipart/form-data, and each 'file' part carries its own content type",
        ])
    }

    @Test func aBinaryResponseIsNotPaged() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              export:
                method: GET
                path: /export
                parameters: { page: { in: query, type: integer } }
                response: { binary: true }
                pagination: { style: page }
            """)
        #expect(diagnostics.contains(
            "api.yaml:10:25: error: a 'binary: true' response has no items to page through; leave out 'pagination' or 'binary'"))
    }

    @Test func aBinaryResponseIsDataReadWhole() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Page: { fields: { items: "[string]", next: string } }
            endpoints:
              typed: { method: GET, path: /a, response: { binary: true, type: Page } }
              both: { method: GET, path: /b, response: { binary: true, text: true } }
              unwrapped: { method: GET, path: /c, response: { binary: true, at: data } }
              streamed: { method: GET, path: /d, response: { binary: true, stream: sse } }
            """)
        #expect(diagnostics == [
            "api.yaml:8:55: error: a 'binary: true' response is the body's bytes, 'data', not 'Page'; leave 'type' out or make it 'data'",
            "api.yaml:9:54: error: a response is either 'text: true' or 'binary: true', not both",
            "api.yaml:10:59: error: a 'binary: true' response is returned whole; 'at' does not apply, leave it out",
            "api.yaml:11:58: error: a streamed response decodes each event as JSON; it cannot be 'binary: true'",
        ])
    }
}
