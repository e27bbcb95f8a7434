#if AsyncHTTPClient
import AsyncHTTPClient
import BinderyRuntime
import Foundation
import HTTPTypes
import NIOCore

/// A transport on swift-server's AsyncHTTPClient (SwiftNIO): the one for servers, and for any
/// Linux process that makes many calls at once.
///
/// It keeps every promise ``URLSessionTransport`` keeps: it ends the request at
/// ``TransportContext/deadline`` and at once when the calling task is cancelled (so the client
/// calls it directly, ``returnsByDeadline``); it reads the body as it arrives and cuts it off past
/// ``TransportContext/maximumResponseSize`` (``ResponseTooLargeError``), never buffering more; it
/// follows a redirect only within the same scheme, host and port, so credentials never travel to
/// another host (a redirect elsewhere is handed back as the response); and it streams
/// server-sent events and JSON Lines as they arrive (``stream(_:body:context:)``).
///
/// ## Lifetime
///
/// Each transport owns one `HTTPClient`, and so one connection pool, shared by every call and
/// every generated client it is given to. Make one transport when the process starts, hand it
/// to each client (`AfterShipClient(apiKey: key, transport: transport)`), and call
/// ``shutdown()`` once when the process winds down, after the last call. A transport released
/// without ``shutdown()`` starts shutting its client down in the background, so that nothing
/// leaks; calls still in flight then fail.
///
/// ```swift
/// let transport = AsyncHTTPClientTransport()
/// let tracking = AfterShipClient(apiKey: key, transport: transport)
/// let shop = ShopClient(baseURL: shopURL, transport: transport)
/// // ... serve ...
/// try await transport.shutdown()
/// ```
public final class AsyncHTTPClientTransport: ClientTransport {
    /// The most redirects followed for one attempt, as URLSession allows.
    static let maximumRedirects = 16

    let client: HTTPClient

    /// Creates a transport with an `HTTPClient` of its own.
    ///
    /// - Parameters:
    ///   - configuration: The client's TLS, proxy, connection pool and connect timeout settings.
    ///     Its redirect setting is replaced: the transport follows redirects itself, within
    ///     one origin only. The call's deadline, not `configuration.timeout.read`, limits each
    ///     attempt.
    ///   - eventLoopGroup: The SwiftNIO threads to run on; AsyncHTTPClient's shared group by default.
    public init(
        configuration: HTTPClient.Configuration = HTTPClient.Configuration(),
        eventLoopGroup: any EventLoopGroup = HTTPClient.defaultEventLoopGroup
    ) {
        var configuration = configuration
        configuration.redirectConfiguration = .disallow
        client = HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration)
    }

    deinit {
        // Harmless after `shutdown()`: the client reports it was shut down already.
        client.shutdown { _ in }
    }

    /// Shuts the transport's `HTTPClient` down, closing its connections; calls made afterwards fail.
    ///
    /// Call it once, when no call is in flight any more.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// True: the request ends at ``TransportContext/deadline`` or when the calling task is cancelled.
    public var returnsByDeadline: Bool { true }

    /// Sends the request and collects the body, up to `context.maximumResponseSize` bytes.
    ///
    /// Throws `CancellationError` when the calling task is cancelled, and ends with an error the
    /// client reports as ``BinderyError/Code/timedOut`` at `context.deadline`, or after
    /// `context.timeout` when that comes first.
    public func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        var hop = try Hop(request, body: body)
        let limit = TimeLimit(context)
        for _ in 0...Self.maximumRedirects {
            let response = try await exchange(hop, maximumSize: context.maximumResponseSize, until: limit)
            let head = try HTTPResponse(response.status, response.headers)
            guard let next = hop.following(head) else {
                return (head, response.body.map { Data($0.readableBytesView) } ?? Data())
            }
            hop = next
        }
        throw HTTPClientError.redirectLimitReached
    }

    /// One request and its response, without following redirects: AsyncHTTPClient's answer,
    /// the time limit or a cancellation, whichever comes first.
    private func exchange(_ hop: Hop, maximumSize: Int, until limit: TimeLimit) async throws -> HTTPClient.Response {
        // A task cancelled already sends nothing.
        try Task.checkCancellation()
        let request = try hop.clientRequest()
        let accumulator = ResponseAccumulator(request: request, maxBodySize: min(maximumSize, Self.largestBuffer))
        let task = client.execute(request: request, delegate: accumulator, deadline: limit.nioDeadline)
        let outcome = FirstOutcome<HTTPClient.Response>()
        task.futureResult.whenComplete { result in
            outcome.finish(result.mapError { TransportFailure.mapped($0, maximumSize: maximumSize, limit: limit) })
        }
        let ticket = DeadlineWatch.shared.add(at: limit.instant) {
            if outcome.finish(.failure(limit.error)) { task.fail(reason: limit.error) }
        }
        defer { DeadlineWatch.shared.remove(ticket) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { outcome.start($0) }
        } onCancel: {
            if outcome.finish(.failure(CancellationError())) { task.cancel() }
        }
    }

    /// The largest body AsyncHTTPClient's accumulator can hold (a `ByteBuffer`'s limit).
    private static let largestBuffer = Int(exactly: UInt32.max) ?? Int(Int32.max)
}
#endif
