import BinderyLoopback
import BinderyRuntime
import Foundation
import HTTPTypes
import Testing

// What the transport contract suites share: a request to a loopback server, a context, and
// what a send ended with.

/// A request of `method` to `path` on `server`.
func request(_ method: HTTPRequest.Method = .get, to server: LoopbackServer, path: String = "/") -> HTTPRequest {
    HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1:\(server.port)", path: path)
}

/// A context whose deadline is `deadline` from now, and whose wait between bytes is as long
/// unless `timeout` says otherwise, as the client makes them.
func context(
    deadline: Duration = .seconds(20), timeout: Duration? = nil, maximumResponseSize: Int = 32 << 20
) -> TransportContext {
    TransportContext(
        operationID: "contract", maximumResponseSize: maximumResponseSize, timeout: timeout ?? deadline,
        deadline: .now + deadline)
}

/// The error `body` threw; records an issue and returns nil when it returned.
func thrown<T>(
    sourceLocation: SourceLocation = #_sourceLocation, by body: () async throws -> T
) async -> (any Error)? {
    do {
        _ = try await body()
        Issue.record("expected an error, but the send returned", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
