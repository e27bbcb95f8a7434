import BinderyLoopback
import BinderyTestSupport
import Foundation
import Shop

/// A stand-in for the shop's back end on 127.0.0.1.
///
/// Each test scripts the replies, points a `ShopClient(baseURL:)` at it (so every call goes
/// over HTTP through the real transport `TestTransport.selected` gives) and then inspects ``requests``: every
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
        try self.init(handler: ReplyScript(replies).handler)
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
    func onlyRequest() throws -> LoopbackRequest { try server.onlyRequest() }

    /// A client as an app creates one: `ShopClient(baseURL:)`, everything else default.
    func makeClient() -> ShopClient {
        ShopClient(baseURL: baseURL, transport: TestTransport.selected.make())
    }

    /// A client on the spec's configuration whose retry back-off is zero, for tests that let
    /// the client retry without waiting for real.
    func makeClientWithoutBackoff() -> ShopClient {
        var configuration = ShopClient.defaultConfiguration(baseURL: baseURL)
        configuration.retryPolicy.jitter = { _ in 0 }
        configuration.transport = TestTransport.selected.make()
        return ShopClient(configuration: configuration)
    }
}
