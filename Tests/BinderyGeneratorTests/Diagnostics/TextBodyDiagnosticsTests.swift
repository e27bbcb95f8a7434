import Testing
@testable import BinderyGenerator
@testable import BinderySpec

/// Request bodies of text: `encoding: text`, a `string` sent in UTF-8 with its media type.
@Suite("Diagnostics: text bodies")
struct TextBodyDiagnosticsTests {
    @Test func aTextBodyLoadsWithItsMediaTypeOrPlainText() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              render: { method: POST, path: /markdown, body: { type: string, encoding: text, contentType: text/x-markdown } }
              note: { method: POST, path: /notes, body: { type: string, encoding: text, swiftName: note } }
            """)
        let render = try #require(spec.endpoints.first { $0.name == "render" }?.body)
        let note = try #require(spec.endpoints.first { $0.name == "note" }?.body)
        #expect(render.encoding == .text)
        #expect(render.mediaType == "text/x-markdown")
        #expect(render.swiftName == "body")
        #expect(note.mediaType == "text/plain; charset=utf-8")
        #expect(note.swiftName == "note")
    }

    @Test func aTextBodyMustBeAString() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload: { method: POST, path: /notes, body: { type: data, encoding: text } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:47: error: a body with 'encoding: text' is the text of a 'string' argument, not 'data'; make its 'type' 'string'",
        ])
    }

    @Test func wrapAndAMediaTypeThatIsNoneAreRefused() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              wrapped: { method: POST, path: /a, body: { type: string, encoding: text, wrap: note } }
              typeless: { method: POST, path: /b, body: { type: string, encoding: text, contentType: markdown } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:82: error: 'wrap' cannot be used with 'encoding: text' in the body of endpoint 'wrapped': the body is sent as it is; remove 'wrap'",
            "api.yaml:7:90: error: 'contentType' 'markdown' is not a media type such as 'text/markdown' or 'image/png'",
        ])
    }
}
