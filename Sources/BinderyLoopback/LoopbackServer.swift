import Foundation

/// A tiny HTTP/1.1 server on 127.0.0.1 for exercising HTTP clients end to end,
/// including fault injection (see ``LoopbackReply``).
///
/// ```swift
/// let server = try LoopbackServer { request in
///     request.path == "/ping" ? .json(200, #"{"ok":true}"#) : .text(404, "nope")
/// }
/// defer { server.stop() }
/// let (data, _) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("ping"))
/// ```
///
/// Each accepted connection is served on its own thread and may carry any
/// number of requests (keep-alive) until the client closes it or sends
/// `Connection: close`. Request bodies may be `Content-Length`-delimited or
/// chunked; `Expect: 100-continue` is answered before the body is read.
/// Request heads larger than 64 KiB are answered with 431 and bodies larger
/// than 64 MiB with 413.
public final class LoopbackServer: Sendable {
    /// Produces the reply for a request.
    ///
    /// The handler is `async` so it may await actors or other async code; a
    /// plain synchronous closure converts to this type as well. It runs in a
    /// detached task (on the Swift concurrency thread pool) while the
    /// connection's own thread waits for it, and it may be called concurrently
    /// for requests on different connections. Avoid blocking the cooperative
    /// pool inside it. If the server stops while a handler is still running,
    /// its reply is discarded. Don't capture the server itself strongly in its
    /// handler: that reference cycle would keep `deinit` (and so the automatic
    /// `stop()`) from ever running.
    public typealias Handler = @Sendable (LoopbackRequest) async -> LoopbackReply

    private let core: ServerCore

    /// The root URL of the server, `http://127.0.0.1:<port>`.
    public let baseURL: URL

    /// Binds 127.0.0.1 on `port` (an ephemeral port for 0, the default) and starts accepting
    /// connections, on a background thread that accepts for every server of the process.
    ///
    /// The first server of a process raises the process's soft limit of open files to its hard
    /// limit: a test run with hundreds of servers and clients at once outgrows the 1,024 that
    /// many shells start with.
    ///
    /// - Parameters:
    ///   - port: The TCP port to listen on, from 1 to 65535, or 0 for any free one.
    ///   - recordsRequests: Whether ``recordedRequests`` keeps every request; a server that
    ///     runs for long (`bindery mock`) turns it off, so that its memory does not grow.
    ///   - handler: Called once per request to decide the reply.
    /// - Throws: ``LoopbackServerError`` if the port is out of range, or the socket cannot be
    ///   created, bound (`EADDRINUSE` for a port in use) or put into listening mode.
    public init(port: Int = 0, recordsRequests: Bool = true, handler: @escaping Handler) throws {
        guard (0...65535).contains(port) else {
            throw LoopbackServerError(operation: "bind(127.0.0.1:\(port))", code: 0, message: "no such port")
        }
        OpenFileLimit.raise()
        let listener = try SocketIO.makeLoopbackListener(port: port)
        baseURL = try SocketIO.loopbackURL(of: listener)
        core = ServerCore(listener: listener.fd, port: listener.port, recordsRequests: recordsRequests, handler: handler)
        core.start()
    }

    deinit {
        core.stop()
    }

    /// The TCP port the server listens on.
    public var port: Int { core.port }

    /// Every request received so far, in order of arrival (thread-safe).
    ///
    /// A request is recorded once it has been read completely, before the
    /// handler runs; none is when the server was made with `recordsRequests: false`. Requests rejected while parsing (400, 413, 431, 501,
    /// 505) are not recorded.
    public var recordedRequests: [LoopbackRequest] { core.recordedRequests }

    /// The number of TCP connections accepted so far, e.g. to check that a
    /// client reuses connections (keep-alive).
    public var acceptedConnectionCount: Int { core.acceptedConnectionCount }

    /// The number of TCP connections open now, e.g. to check that a client that
    /// stops reading a body closes its connection.
    public var openConnectionCount: Int { core.openConnectionCount }

    /// Closes the listener and all open connections and waits (at most about
    /// one second) for the server's threads to finish.
    ///
    /// Idempotent, safe to call from any thread, and called automatically
    /// when the server is deallocated. Requests still in progress are
    /// abandoned; their clients see the connection close.
    public func stop() {
        core.stop()
    }
}
