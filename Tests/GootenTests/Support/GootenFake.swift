import BinderyLoopback
import Foundation
import Gooten
import HTTPTypes

/// A stand-in for `https://api.print.io/api` (and the geolocation host) on 127.0.0.1.
///
/// Each test scripts the replies, shaped like the real API's (PascalCase keys, numbers that
/// sometimes arrive as strings, the `HadError` envelope with HTTP 200), points a
/// `GootenClient(recipeID:baseURL:)` at it, so that every call goes over HTTP through the real
/// `URLSessionTransport`, and then inspects ``requests``: every request as it arrived.
final class GootenFake: Sendable {
    let server: LoopbackServer
    /// `http://127.0.0.1:<port>/api`: the server URL with the real API's `/api` prefix, so
    /// paths look like production ones (`/api/v/34/source/ios/products/`).
    let baseURL: URL

    /// Answers each request with the handler's reply.
    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
        baseURL = server.baseURL.appendingPathComponent("api")
    }

    /// Answers with `replies`, one per request, in order. A request beyond the script gets a
    /// 404, which no call retries, so a stray request shows up as a failure, not a hang.
    convenience init(replies: [LoopbackReply]) throws {
        let script = ReplyScript(replies)
        try self.init { _ in script.next() }
    }

    /// Answers every request with `reply`.
    convenience init(always reply: LoopbackReply) throws {
        try self.init { _ in reply }
    }

    deinit { server.stop() }

    /// Every request received so far, in order.
    var requests: [LoopbackRequest] { server.recordedRequests }

    /// The only request received; throws when there was not exactly one.
    func onlyRequest() throws -> LoopbackRequest {
        let all = requests
        guard all.count == 1, let request = all.first else {
            throw WrongRequestCount(count: all.count, targets: all.map { "\($0.method) \($0.target)" })
        }
        return request
    }

    /// A client as an app creates one: the recipe id, everything else the SDK's defaults.
    /// Requests to the geolocation host are sent here too (see ``RedirectToLoopback``).
    func makeClient(recipeID: String = GootenFixture.recipeID) -> GootenClient {
        GootenClient(recipeID: recipeID, baseURL: baseURL, middlewares: [redirect(onlyHost: "printio-geo.appspot.com")])
    }

    /// A middleware that sends requests meant for `host` (every request when nil) here.
    func redirect(onlyHost host: String? = nil) -> RedirectToLoopback {
        RedirectToLoopback(host: host, authority: "127.0.0.1:\(server.port)")
    }
}

/// Sends requests meant for another host to the loopback server, over plain http, after the
/// client built them: the wire request is the client's own, only its destination changes.
struct RedirectToLoopback: ClientMiddleware {
    /// The host whose requests are redirected; nil for all.
    var host: String?
    /// `127.0.0.1:<port>`.
    var authority: String

    func intercept(
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

/// Records the authority and scheme of every request a client sends, before redirecting it.
final class DestinationLog: ClientMiddleware, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    /// `scheme://authority/path` of each request, in order.
    var destinations: [String] { lock.withLock { entries } }

    func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        let path = (request.path ?? "").split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        lock.withLock { entries.append("\(request.scheme ?? "")://\(request.authority ?? "")\(path)") }
        return try await next(request, body, context)
    }
}

struct WrongRequestCount: Error, CustomStringConvertible {
    var count: Int
    var targets: [String]
    var description: String { "expected exactly one request, got \(count): \(targets)" }
}

/// Replies handed out in order, from any thread.
private final class ReplyScript: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [LoopbackReply]

    init(_ replies: [LoopbackReply]) { pending = replies }

    func next() -> LoopbackReply {
        lock.withLock {
            guard !pending.isEmpty else { return .text(404, "The fake has no reply scripted for this request.") }
            return pending.removeFirst()
        }
    }
}
