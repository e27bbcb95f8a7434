import BinderyLoopback
import Foundation
import Shop

/// A stand-in for the shop's back end on 127.0.0.1.
///
/// Each test scripts the replies, points a `ShopClient(baseURL:)` at it (so every call goes
/// over HTTP through the real `URLSessionTransport`) and then inspects ``requests``: every
/// request exactly as it arrived on the wire.
final class ShopFake: Sendable {
    let server: LoopbackServer

    /// Answers each request with the handler's reply.
    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
    }

    /// Answers with `replies`, one per request, in order. A request beyond the script gets a
    /// 404, which no Shop call documents or retries, so a stray request shows up as a failure.
    convenience init(replies: [LoopbackReply]) throws {
        let script = ReplyScript(replies)
        try self.init { _ in script.next() }
    }

    /// Answers every request with `reply`.
    convenience init(always reply: LoopbackReply) throws {
        try self.init { _ in reply }
    }

    deinit { server.stop() }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { server.baseURL }

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

    /// A client as an app creates one: `ShopClient(baseURL:)`, everything else default.
    func makeClient() -> ShopClient {
        ShopClient(baseURL: baseURL)
    }

    /// A client on the spec's configuration whose retry back-off is zero, for tests that let
    /// the client retry without waiting for real.
    func makeClientWithoutBackoff() -> ShopClient {
        var configuration = ShopClient.defaultConfiguration(baseURL: baseURL)
        configuration.retryPolicy.jitter = { _ in 0 }
        return ShopClient(configuration: configuration)
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
