import Foundation
import HTTPTypes

/// A response body as it arrives, piece by piece: what a ``StreamingClientTransport`` hands out
/// for a streaming call. Dropping it, or cancelling the task that reads it, ends the request.
public typealias ResponseBodyStream = AsyncThrowingStream<Data, any Error>

/// A transport that can hand out a response's body as it arrives, for streaming responses
/// (server-sent events, JSON Lines). ``URLSessionTransport`` is one.
///
/// A transport that is not one still serves streaming calls: the client reads its whole body
/// and then hands out the events, so that they arrive only once the body has ended.
public protocol StreamingClientTransport: ClientTransport {
    /// Sends `request` with `body` and returns the response head as soon as it arrives, with
    /// the body to come.
    ///
    /// Throw when no head arrived by `context.deadline`, or when the calling task is cancelled
    /// first. The body stream then ends the request when it is dropped or its reading task is
    /// cancelled, and fails with the transport's error when the connection breaks.
    func stream(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, ResponseBodyStream)
}
