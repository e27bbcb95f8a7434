import BinderyLoopback
import BinderyTestSupport
import Foundation

/// A stand-in for `https://api.unions.example` on 127.0.0.1, answering with scripted replies.
final class UnionsFake: Sendable {
    let server: LoopbackServer

    init(replies: [LoopbackReply]) throws {
        server = try LoopbackServer(handler: ReplyScript(replies).handler)
    }

    deinit { server.stop() }

    /// Every request received so far, in order.
    var requests: [LoopbackRequest] { server.recordedRequests }

    /// A client as an app creates one, pointed at the fake.
    func makeClient() -> UnionsClient {
        UnionsClient(baseURL: server.baseURL)
    }

    /// The body of the only request, as canonical JSON.
    func onlyRequestBody() throws -> String {
        try canonicalJSON(try server.onlyRequest().body)
    }
}
