import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten

/// A stand-in for `https://api.print.io/api` (and the geolocation host) on 127.0.0.1.
///
/// Each test scripts the replies, shaped like the real API's (PascalCase keys, numbers that
/// sometimes arrive as strings, the `HadError` envelope with HTTP 200), points a
/// `GootenClient(recipeID:baseURL:)` at it, so that every call goes over HTTP through the real
/// transport `TestTransport.selected` gives, and then inspects ``requests``: every request as it arrived.
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
        try self.init(handler: ReplyScript(replies).handler)
    }

    /// Answers every request with `reply`.
    convenience init(always reply: LoopbackReply) throws {
        try self.init { _ in reply }
    }

    deinit { server.stop() }

    /// Every request received so far, in order.
    var requests: [LoopbackRequest] { server.recordedRequests }

    /// The only request received; throws when there was not exactly one.
    func onlyRequest() throws -> LoopbackRequest { try server.onlyRequest() }

    /// A client as an app creates one: the recipe id, everything else the SDK's defaults.
    /// Requests to the geolocation host are sent here too (see ``RedirectToLoopback``).
    func makeClient(recipeID: String = GootenFixture.recipeID) -> GootenClient {
        GootenClient(
            recipeID: recipeID, baseURL: baseURL, transport: TestTransport.selected.make(),
            middlewares: [redirect(onlyHost: "printio-geo.appspot.com")])
    }

    /// A middleware that sends requests meant for `host` (every request when nil) here.
    func redirect(onlyHost host: String? = nil) -> RedirectToLoopback {
        RedirectToLoopback(host: host, authority: "127.0.0.1:\(server.port)")
    }
}
