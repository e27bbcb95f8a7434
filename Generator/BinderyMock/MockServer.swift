import BinderyLoopback
import BinderySpec
import Foundation

/// `bindery mock`: a spec's whole API served on 127.0.0.1 from its examples, every request
/// checked against the spec (see ``MockResponder``), on ``BinderyLoopback``'s server.
///
/// ```swift
/// let mock = try MockServer(spec: try SpecLoader.load(directory: "Specs/AfterShip"))
/// let client = AfterShipClient(apiKey: "any", baseURL: mock.baseURL)
/// ```
package final class MockServer: Sendable {
    private let server: LoopbackServer
    /// Where the API is served: `http://127.0.0.1:<port>` and the path of its first server's
    /// URL (`/v4`), the base URL to give a client.
    package let baseURL: URL

    /// Serves `spec` on `port` (0: any free port), logging a line per request to `log`.
    ///
    /// - Throws: `LoopbackServerError` when the port cannot be listened on (`EADDRINUSE`).
    package init(spec: APISpec, port: Int = 0, log: @escaping @Sendable (String) -> Void = { _ in }) throws {
        let responder = MockResponder(spec: spec, log: log)
        server = try LoopbackServer(port: port, recordsRequests: false) { request in responder.reply(to: request) }
        let path = MockRoutes.pathPrefix(of: spec.servers.first?.url)
        baseURL = URL(string: server.baseURL.absoluteString + path) ?? server.baseURL
    }

    /// The TCP port the mock listens on.
    package var port: Int { server.port }

    /// Stops serving: closes the listener and every connection.
    package func stop() {
        server.stop()
    }
}
