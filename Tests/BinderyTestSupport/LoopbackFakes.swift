import BinderyLoopback
import BinderyRuntime
import Foundation
import HTTPTypes
import Testing

// What every API's fake server (AfterShipFake, CloverFake, ...) is made of: scripted replies,
// the one-request check, and middlewares that send a client's requests to the loopback server.

/// Replies handed out in order, from any thread. A request beyond the script gets a 404, which
/// no call retries, so a stray request shows up as a failure, not a hang.
public final class ReplyScript: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [LoopbackReply]

    public init(_ replies: [LoopbackReply]) { pending = replies }

    /// The next scripted reply, or a 404 once the script is spent.
    public func next() -> LoopbackReply {
        lock.withLock {
            guard !pending.isEmpty else { return .text(404, "The fake has no reply scripted for this request.") }
            return pending.removeFirst()
        }
    }

    /// A server handler answering with the script.
    public var handler: LoopbackServer.Handler { { _ in self.next() } }
}

extension LoopbackServer {
    /// The only request received; throws when there was not exactly one.
    public func onlyRequest() throws -> LoopbackRequest {
        let all = recordedRequests
        guard all.count == 1, let request = all.first else {
            throw WrongRequestCount(count: all.count, targets: all.map { "\($0.method) \($0.target)" })
        }
        return request
    }
}

/// A fake received another number of requests than the one a test expected.
public struct WrongRequestCount: Error, CustomStringConvertible {
    public var count: Int
    public var targets: [String]
    public var description: String { "expected exactly one request, got \(count): \(targets)" }
}

/// Sends requests meant for another host to the loopback server, over plain http, after the
/// client built them: the wire request is the client's own, only its destination changes.
public struct RedirectToLoopback: ClientMiddleware {
    /// The host whose requests are redirected; nil for all.
    public var host: String?
    /// `127.0.0.1:<port>`.
    public var authority: String

    public init(host: String? = nil, authority: String) {
        self.host = host
        self.authority = authority
    }

    public func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        var request = request
        if host == nil || request.authority == host {
            request.scheme = "http"
            request.authority = authority
        }
        return try await next(request, body, context)
    }
}

/// Records `scheme://authority/path` of every request a client sends, before it is redirected.
public final class DestinationLog: ClientMiddleware, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    public init() {}

    /// The destinations, in order.
    public var destinations: [String] { lock.withLock { entries } }

    public func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        let path = (request.path ?? "").split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        lock.withLock { entries.append("\(request.scheme ?? "")://\(request.authority ?? "")\(path)") }
        return try await next(request, body, context)
    }
}

/// Checks a request's body: `json` compared as JSON, key order aside, and sent as
/// `application/json`; nil means no body at all.
public func expectJSONBody(
    _ request: LoopbackRequest, _ json: String?, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    if let json {
        #expect(request.header("content-type") == "application/json", sourceLocation: sourceLocation)
        #expect(try canonicalJSON(request.body) == canonicalJSON(json), sourceLocation: sourceLocation)
    } else {
        #expect(request.body.isEmpty, "unexpected body: \(String(decoding: request.body, as: UTF8.self))",
                sourceLocation: sourceLocation)
    }
}
