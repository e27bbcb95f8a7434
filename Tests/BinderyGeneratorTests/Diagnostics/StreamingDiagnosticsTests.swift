import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The mistakes one can make with a streamed response (`stream: sse | jsonLines`).
@Suite("Diagnostics: streaming responses")
struct StreamingDiagnosticsTests {
    @Test func terminatorsThatDoNotFit() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Chunk: { fields: { text: string } }
            endpoints:
              plain:
                method: GET
                path: /plain
                response: { type: Chunk, terminator: "[DONE]" }
              lines:
                method: GET
                path: /lines
                response: { type: Chunk, stream: jsonLines, terminator: "[DONE]" }
              empty:
                method: GET
                path: /empty
                response: { type: Chunk, stream: sse, terminator: "" }
              wrong:
                method: GET
                path: /wrong
                response: { type: Chunk, stream: websocket }
            """)
        #expect(diagnostics == [
            "api.yaml:11:42: error: 'terminator' ends a stream of server-sent events; it needs 'stream: sse'",
            "api.yaml:15:61: error: 'terminator' ends a stream of server-sent events, not of 'jsonLines'; JSON Lines end with the body",
            "api.yaml:19:55: error: 'terminator' must be the text of one event's data, not empty and on one line",
            "api.yaml:23:38: error: 'stream' must be one of sse, jsonLines, not 'websocket'",
        ])
    }

    /// A whole response and server-sent events of one method and path are two calls, told
    /// apart by `Accept: text/event-stream`; two of either kind, or a JSON Lines stream beside a
    /// whole response (both ask for JSON), are one call declared twice.
    @Test func aStreamBesideAWholeResponseOfTheSameRoute() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Chunk: { fields: { text: string } }
            endpoints:
              complete:
                method: POST
                path: /chat/{id}
                response: { type: Chunk }
              completeStream:
                method: POST
                path: /chat/{chatID}
                response: { type: Chunk, stream: sse, terminator: "[DONE]" }
              completeEvents:
                method: POST
                path: /chat/{key}
                response: { type: Chunk, stream: sse }
              completeLines:
                method: POST
                path: /chat/{other}
                response: { type: Chunk, stream: jsonLines }
            """)
        #expect(diagnostics.filter { $0.contains("same method") } == [
            "api.yaml:18:11: error: endpoint 'completeEvents' has the same method and path as the event stream 'completeStream'",
            "api.yaml:22:11: error: endpoint 'completeLines' has the same method and path as 'complete'",
        ])
    }

    @Test func streamsThatCannotBeDecodedEventByEvent() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Chunk: { fields: { text: string } }
            endpoints:
              untyped:
                method: GET
                path: /untyped
                response: { stream: sse }
              text:
                method: GET
                path: /text
                response: { text: true, stream: jsonLines }
              unwrapped:
                method: GET
                path: /unwrapped
                response: { type: Chunk, at: data, stream: sse }
              paged:
                method: GET
                path: /paged
                parameters:
                  page: { in: query, type: integer }
                response: { type: "[Chunk]", stream: jsonLines }
                pagination: { style: page }
              head:
                method: HEAD
                path: /head
                response: { type: Chunk, stream: sse }
              withHeaders:
                method: GET
                path: /with-headers
                response: { type: Chunk, stream: sse, headers: { ETag: string } }
            """)
        #expect(diagnostics == [
            "api.yaml:11:25: error: a streamed response needs 'type', the type each event decodes to",
            "api.yaml:15:37: error: a streamed response decodes each event as JSON; it cannot be 'text: true'",
            "api.yaml:19:48: error: each event of a streamed response is decoded whole; 'at' does not apply, leave it out",
            "api.yaml:25:42: error: a streamed response cannot also be paged; leave out 'pagination' or 'stream'",
            "api.yaml:30:15: error: a HEAD response has no body, so it cannot have a 'type'",
            "api.yaml:34:38: error: a streamed response cannot declare 'headers' (they are read with a whole response); leave them out",
        ])
    }
}
