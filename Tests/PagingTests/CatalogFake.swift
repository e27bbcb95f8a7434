import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation

/// A stand-in for the Catalog API on 127.0.0.1: each test answers requests with its handler,
/// then reads ``requests``, every request as it arrived on the wire.
final class CatalogFake: Sendable {
    let server: LoopbackServer

    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
    }

    deinit { server.stop() }

    static let token = "tok_live_secret_123"
    static let key = "key_live_secret_456"

    var requests: [LoopbackRequest] { server.recordedRequests }
    /// `path?query` of every request, in order.
    var targets: [String] { requests.map(\.target) }
    /// `http://127.0.0.1:<port>`.
    var origin: String { "http://127.0.0.1:\(server.port)" }

    func makeClient() -> CatalogClient {
        CatalogClient(token: Self.token, baseURL: server.baseURL, key: Self.key, transport: TestTransport.selected.make())
    }

    /// A client on the spec's configuration, changed by `adjust` (middlewares, a transport, a timeout).
    func makeClient(_ adjust: (inout ClientConfiguration) -> Void) -> CatalogClient {
        var configuration = CatalogClient.defaultConfiguration(baseURL: server.baseURL)
        configuration.credentials["token"] = .apiKeyHeader(name: "X-Api-Key", key: Self.token)
        configuration.credentials["key"] = .apiKeyQuery(name: "key", key: Self.key)
        configuration.transport = TestTransport.selected.make()
        adjust(&configuration)
        return CatalogClient(configuration: configuration)
    }

    /// `{"id": "<id>", "name": "Item <id>"}` for each id.
    static func items(_ ids: [String]) -> String {
        "[" + ids.map { #"{"id": "\#($0)", "name": "Item \#($0)"}"# }.joined(separator: ", ") + "]"
    }

    static func problem(_ status: Int, _ message: String) -> LoopbackReply {
        .json(status, #"{"code": "unavailable", "message": "\#(message)"}"#)
    }
}
