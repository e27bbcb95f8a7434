/// How a streamed response's body carries its events (`response: { stream: sse }`).
package enum ResponseStreamFormat: String, Sendable, Hashable, CaseIterable {
    /// Server-sent events (`text/event-stream`): each event's `data:` lines hold one JSON value.
    case sse
    /// JSON Lines (`application/jsonl`, NDJSON): one JSON value per line.
    case jsonLines

    /// What the generated method returns for events of Swift type `event`:
    /// `EventStream<ServerSentEvent<ChatChunk>>`, `EventStream<LogLine>`.
    package func swiftReturnType(event: String) -> String {
        switch self {
        case .sse: "EventStream<ServerSentEvent<\(event)>>"
        case .jsonLines: "EventStream<\(event)>"
        }
    }

    /// The runtime's method that opens such a stream: `serverSentEvents`, `jsonLines`.
    package var clientMethod: String {
        switch self {
        case .sse: "serverSentEvents"
        case .jsonLines: "jsonLines"
        }
    }

    /// The `Content-Type` of such a body.
    package var mediaType: String {
        switch self {
        case .sse: "text/event-stream"
        case .jsonLines: "application/jsonl"
        }
    }
}
