import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The method of a streamed response: it returns an `EventStream` of the events.
@Suite("Snippets: streaming responses")
struct StreamingSnippetTests {
    static let spec = """
        \(SpecText.header)
          completionHandlers: true
        models:
          Chunk: { fields: { text: { type: string, required: true } } }
        endpoints:
          chat:
            method: POST
            path: /chat
            parameters:
              model: { in: query, required: true }
            response: { type: Chunk, stream: sse, terminator: "[DONE]" }
          logs:
            method: GET
            path: /logs
            response: { type: Chunk, stream: jsonLines }
        """

    @Test func serverSentEvents() throws {
        expectSameText(Snippet.endpoint("chat", in: try SpecText.load(Self.spec)).methods, """
            /// Calls `POST /chat`.
            /// - Throws: `BinderyError`
            public func chat(model: String) -> EventStream<ServerSentEvent<Chunk>> {
                self.client.serverSentEvents(ChatRequest(model: model), terminator: "[DONE]")
            }

            """)
    }

    @Test func jsonLines() throws {
        expectSameText(Snippet.endpoint("logs", in: try SpecText.load(Self.spec)).methods, """
            /// Calls `GET /logs`.
            /// - Throws: `BinderyError`
            public func logs() -> EventStream<Chunk> {
                self.client.jsonLines(LogsRequest())
            }

            """)
    }
}
