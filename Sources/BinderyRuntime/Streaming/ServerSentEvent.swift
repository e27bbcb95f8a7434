/// One server-sent event: its decoded data, with the fields the server sent along.
///
/// ```swift
/// for try await event in client.streamChat(prompt: "Hi") {
///     print(event.type ?? "message", event.data.text)
/// }
/// ```
public struct ServerSentEvent<Value: Sendable>: Sendable {
    /// The event's `data:` lines, joined with line breaks, decoded.
    public var data: Value
    /// The event's `event:` field, or nil for the default type ("message").
    public var type: String?
    /// The last `id:` the stream gave, up to this event (the standard's "last event ID").
    public var id: String?
    /// The last reconnection time a `retry:` field gave, up to this event.
    public var retry: Duration?

    /// Creates an event: for test doubles of code that takes one.
    public init(data: Value, type: String? = nil, id: String? = nil, retry: Duration? = nil) {
        self.data = data
        self.type = type
        self.id = id
        self.retry = retry
    }
}

extension ServerSentEvent: Equatable where Value: Equatable {}
