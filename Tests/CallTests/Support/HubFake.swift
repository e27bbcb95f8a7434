import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation

/// A stand-in for a GitHub-shaped API on 127.0.0.1: scripted replies, and every request as it
/// arrived on the wire.
final class HubFake: Sendable {
    let server: LoopbackServer

    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
    }

    /// Answers with `replies`, one per request, in order; a 404 once they are spent.
    convenience init(replies: [LoopbackReply]) throws {
        try self.init(handler: ReplyScript(replies).handler)
    }

    deinit { server.stop() }

    var requests: [LoopbackRequest] { server.recordedRequests }

    /// A client as an app makes one, anonymous unless given a token, on a virtual clock.
    func makeClient(
        token: String? = nil, clock: TestClock = TestClock(), configure: (inout ClientConfiguration) -> Void = { _ in }
    ) -> HubClient {
        HubClient(baseURL: server.baseURL, token: token) { configuration in
            configuration.clock = clock
            configuration.transport = TestTransport.selected.make()
            configure(&configuration)
        }
    }
}

enum HubReply {
    static let repository = #"{"id":1,"full_name":"swiftlang/swift"}"#

    static func repository(headers: [(String, String)] = []) -> LoopbackReply {
        .json(200, Self.repository, headers: headers)
    }

    static func failure(_ status: Int, headers: [(String, String)] = []) -> LoopbackReply {
        .json(status, #"{"message":"failure \#(status)"}"#, headers: headers)
    }
}
