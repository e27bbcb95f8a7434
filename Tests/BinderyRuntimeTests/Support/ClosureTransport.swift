import BinderyRuntime
import Foundation
import HTTPTypes

/// A transport made of a closure: the hand-written `ClientTransport` the tests use when no
/// server is needed.
struct ClosureTransport: ClientTransport {
    let handler: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)

    init(_ handler: @escaping @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)) {
        self.handler = handler
    }

    func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        try await handler(request, body, context)
    }
}

/// A transport that records each request and answers `status` with `body`.
final class RecordingTransport: ClientTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(HTTPRequest, Data?)] = []
    private let status: HTTPResponse.Status
    private let body: Data

    init(status: HTTPResponse.Status = .ok, body: String = #"{"ok":true}"#) {
        self.status = status
        self.body = Data(body.utf8)
    }

    var requests: [HTTPRequest] { lock.withLock { recorded.map(\.0) } }
    var bodies: [Data?] { lock.withLock { recorded.map(\.1) } }

    func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        lock.withLock { recorded.append((request, body)) }
        return (HTTPResponse(status: status), self.body)
    }
}
