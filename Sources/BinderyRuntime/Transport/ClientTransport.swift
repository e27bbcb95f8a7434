import Foundation
import HTTPTypes

/// Sends one HTTP request and returns the whole response; knows nothing of any API.
///
/// ``URLSessionTransport`` is the default. To use another HTTP stack (AsyncHTTPClient, a
/// test double, a recording proxy), conform a type to this protocol and pass it to the
/// generated client's initializer.
public protocol ClientTransport: Sendable {
    /// Sends `request` with `body` and returns the response head and body.
    ///
    /// Throw when no response arrived; a failure status is a response, not an error. Honour
    /// task cancellation and the limits in `context`.
    func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data)

    /// Whether ``send(_:body:context:)`` always returns by ``TransportContext/deadline``, and
    /// at once when the calling task is cancelled.
    ///
    /// The client cannot trust an arbitrary transport to: one stuck in a blocking call would
    /// hold the caller past its timeout. So unless this is true, each attempt runs in a task of
    /// its own that the caller stops waiting for at the deadline, which costs a thread hand-off
    /// per call. ``URLSessionTransport`` keeps the deadline itself; a transport that answers
    /// from memory returns at once. The default is false.
    var returnsByDeadline: Bool { get }
}

extension ClientTransport {
    /// False: the client keeps the deadline by running each attempt in a task of its own.
    public var returnsByDeadline: Bool { false }
}

/// What a transport needs to know about the call it sends.
public struct TransportContext: Sendable {
    /// The endpoint, as the spec names it.
    public var operationID: String
    /// The attempt, starting at 1.
    public var attempt: Int
    /// The largest body to accept; a transport throws ``ResponseTooLargeError`` past it.
    public var maximumResponseSize: Int
    /// How long the transport may wait for the server between bytes.
    public var timeout: Duration
    /// When the attempt must be over: the call's total timeout runs out then. A transport that
    /// declares ``ClientTransport/returnsByDeadline`` throws by this time.
    public var deadline: ContinuousClock.Instant {
        get { MonotonicTime.instant(at: deadlineOffset) }
        set { deadlineOffset = MonotonicTime.offset(of: newValue) }
    }
    /// The deadline as a ``MonotonicTime`` offset, so that the context has a size known at
    /// compile time and a call's async frames hold it without a task allocation.
    var deadlineOffset: Duration
    /// The call's typed operation and answer slot, for an ``OperationAnsweringTransport`` only
    /// (BinderyTesting's stub); `package`, since no app transport or middleware needs it.
    package var exchange: OperationExchange?

    /// Creates a context, for testing a transport or a middleware on its own; the client makes
    /// one for every attempt it sends.
    public init(
        operationID: String, attempt: Int = 1, maximumResponseSize: Int = 32 << 20, timeout: Duration = .seconds(60),
        deadline: ContinuousClock.Instant
    ) {
        self.init(
            operationID: operationID, attempt: attempt, maximumResponseSize: maximumResponseSize, timeout: timeout,
            deadline: MonotonicTime.offset(of: deadline))
    }

    init(
        operationID: String, attempt: Int, maximumResponseSize: Int, timeout: Duration, deadline: Duration,
        exchange: OperationExchange? = nil
    ) {
        self.exchange = exchange
        self.operationID = operationID
        self.attempt = attempt
        self.maximumResponseSize = maximumResponseSize
        self.timeout = timeout
        deadlineOffset = deadline
    }
}

/// Thrown by a transport when a body exceeds ``TransportContext/maximumResponseSize``.
public struct ResponseTooLargeError: Error, Sendable {
    /// The limit that was exceeded.
    public var limit: Int

    /// Creates the error.
    public init(limit: Int) { self.limit = limit }
}

/// Code that runs around every attempt of every call: logging, metrics, extra headers, tracing.
///
/// Middlewares run in the order given, the first one outermost; each calls `next` to go on.
public protocol ClientMiddleware: Sendable {
    /// Handles one attempt; call `next` to send it on.
    func intercept(
        _ request: HTTPRequest,
        body: Data?,
        context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data)
}
