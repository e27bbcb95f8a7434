import Foundation
import HTTPTypes

/// The events of a streaming response (server-sent events, JSON Lines), decoded one at a time
/// as they arrive.
///
/// ```swift
/// for try await event in client.streamChat(prompt: "Hi") {
///     print(event.data.text, terminator: "")
/// }
/// ```
///
/// The request is sent when iteration starts. A failure status, a broken connection or an
/// event that does not decode ends the sequence with a ``BinderyError``, as a call's failure
/// would be: with the API's error model, a redacted excerpt, and no secret in it. Cancelling
/// the iterating task, or dropping the iterator, ends the request.
public struct EventStream<Element: Sendable>: AsyncSequence, Sendable {
    /// What reading the stream throws.
    public typealias Failure = BinderyError

    let open: @Sendable () async throws(BinderyError) -> OpenedStream
    let format: EventFraming.Format
    let decode: @Sendable (RawEvent, OpenedStream) throws(BinderyError) -> Element

    /// Sends the request when first asked for an event.
    public func makeAsyncIterator() -> Iterator {
        Iterator(stream: self)
    }

    /// Reads the body piece by piece and hands out each event as it completes.
    public struct Iterator: AsyncIteratorProtocol {
        let stream: EventStream
        var opened: OpenedStream?
        var body: ResponseBodyStream.AsyncIterator?
        var framing: EventFraming?
        var ready: [RawEvent] = []
        var isFinished = false
        /// The head of the streaming response: its status and every header field, once the
        /// first ``next()`` has opened the stream (it stays after the stream ends); nil before.
        ///
        /// ```swift
        /// var events = client.streamChat(prompt: "Hi").makeAsyncIterator()
        /// while let event = try await events.next() { print(event.data.text) }
        /// print(events.response?.status.code ?? 0)
        /// ```
        public private(set) var response: HTTPResponse?

        init(stream: EventStream) { self.stream = stream }

        /// The next event, or nil after the last one (or after a failure).
        public mutating func next() async throws(BinderyError) -> Element? {
            do throws(BinderyError) {
                return try await nextEvent()
            } catch {
                finish()
                throw error
            }
        }

        private mutating func nextEvent() async throws(BinderyError) -> Element? {
            guard !isFinished else { return nil }
            if opened == nil {
                let opened = try await stream.open()
                self.opened = opened
                response = opened.head
                body = opened.body.makeAsyncIterator()
                framing = EventFraming(format: stream.format, lineLimit: opened.lineLimit)
            }
            guard let opened else { return nil }
            while true {
                if !ready.isEmpty {
                    let event = ready.removeFirst()
                    if case .serverSentEvents(let terminator?) = stream.format, event.data == Data(terminator.utf8) {
                        // The server's own end: the request ends here, whatever follows.
                        finish()
                        return nil
                    }
                    return try stream.decode(event, opened)
                }
                guard body != nil else {
                    finish()
                    return nil
                }
                let piece: Data?
                do {
                    piece = try await body?.next()
                } catch {
                    throw opened.failure(error)
                }
                guard let piece else {
                    // A stream ended by the reader's cancellation is not a complete one.
                    if Task.isCancelled { throw opened.failure(CancellationError()) }
                    body = nil
                    if let last = framing?.finish() { ready.append(last) }
                    continue
                }
                do {
                    ready += try framing?.feed(piece) ?? []
                } catch {
                    throw BinderyError(
                        .responseTooLarge, operationID: opened.call.operationID,
                        message: "an event of the stream exceeded \(opened.lineLimit) bytes", status: opened.head.status.code)
                }
            }
        }

        /// Ends the sequence, and with it the request when it still runs: once nothing holds
        /// the body stream, the transport ends the request.
        private mutating func finish() {
            isFinished = true
            body = nil
            opened = nil
            framing = nil
            ready = []
        }
    }
}

/// A streaming response whose head said success: its body to read, and what decoding and
/// reporting its events needs.
struct OpenedStream: Sendable {
    let head: HTTPResponse
    let body: ResponseBodyStream
    /// The call, with no unwrap path: each event is decoded whole.
    let call: OutgoingRequest
    let decoder: JSONDecoder
    let lineLimit: Int
    /// The error a failure of the body reports, redacted.
    let failure: @Sendable (any Error) -> BinderyError

    /// Decodes one event's data as `T`, with the errors of any call's body.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(BinderyError) -> T {
        try ResponseContext(response: head, body: data, call: call, decoder: decoder).decodeJSON(T.self)
    }
}
