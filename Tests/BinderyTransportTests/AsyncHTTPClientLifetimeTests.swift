#if AsyncHTTPClient
import AsyncHTTPClient
import BinderyAsyncHTTPClient
import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// An `AsyncHTTPClientTransport` owns one `HTTPClient`: every call shares its connections, and
/// it lives until ``AsyncHTTPClientTransport/shutdown()`` or until the transport is released.
@Suite("AsyncHTTPClientTransport: one client, shut down once", .timeLimit(.minutes(2)))
struct AsyncHTTPClientLifetimeTests {
    @Test("calls share the transport's connection: twenty calls, one after another, open one")
    func sharedConnection() async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport()

        for _ in 0..<20 {
            _ = try await transport.send(request(to: server), body: nil, context: context())
        }

        #expect(server.recordedRequests.count == 20)
        #expect(server.acceptedConnectionCount == 1)
        try await transport.shutdown()
    }

    @Test("after shutdown a call fails, and the connection is closed")
    func afterShutdown() async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport()
        _ = try await transport.send(request(to: server), body: nil, context: context())

        try await transport.shutdown()
        let error = await thrown { try await transport.send(request(to: server), body: nil, context: context()) }

        #expect((error as? HTTPClientError) == .alreadyShutdown, "\(String(describing: error))")
        await eventually { server.openConnectionCount == 0 }
        #expect(server.openConnectionCount == 0)
    }

    @Test("a transport released without shutdown shuts its client down by itself")
    func releasedWithoutShutdown() async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        defer { server.stop() }

        do {
            let transport = AsyncHTTPClientTransport()
            _ = try await transport.send(request(to: server), body: nil, context: context())
            #expect(server.openConnectionCount == 1)
        }

        // A debug build of AsyncHTTPClient stops the process when a client is released running.
        await eventually { server.openConnectionCount == 0 }
        #expect(server.openConnectionCount == 0)
    }
}
#endif
