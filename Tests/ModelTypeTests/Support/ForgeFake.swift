import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// A stand-in for the forge's API on 127.0.0.1: scripted replies, every request recorded as it
/// arrived. Clients reach it through the real transport `TestTransport.selected` gives, over HTTP.
final class ForgeFake: Sendable {
    let server: LoopbackServer

    /// Answers with `replies`, one per request, in order.
    init(replies: [LoopbackReply]) throws {
        server = try LoopbackServer(handler: ReplyScript(replies).handler)
    }

    deinit { server.stop() }

    /// A client as an app creates one, pointed at the fake.
    func makeClient() -> ForgeClient {
        ForgeClient(baseURL: server.baseURL, transport: TestTransport.selected.make())
    }

    /// The only request received.
    func onlyRequest() throws -> LoopbackRequest { try server.onlyRequest() }
}

/// The request body as a JSON object.
func jsonObject(_ request: LoopbackRequest) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
}

