import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every transport declares `returnsByDeadline`, so the client calls it directly and trusts it to
/// end each attempt at the deadline, after the wait between bytes, and at once on cancellation.
/// Bounds are loose: each is 30 s or more below what a transport that missed its deadline would
/// take, because the whole test process has been seen to stall for 11 s while the rest of the
/// suite ran on two cores.
@Suite("Transport contract: deadline, idle timeout and cancellation", .timeLimit(.minutes(2)))
struct TransportDeadlineTests {
    /// A server whose answer takes 120 s to start.
    private func silentServer() throws -> LoopbackServer {
        try LoopbackServer { _ in
            try? await Task.sleep(for: .seconds(120))
            return .json(200, "{}")
        }
    }

    @Test("each transport keeps the deadline itself", arguments: TestTransport.all)
    func declaresDeadline(_ transport: TestTransport) {
        #expect(transport.make().returnsByDeadline)
    }

    @Test("no answer by the deadline: the send ends there with a timeout the client reports as such", arguments: TestTransport.all)
    func deadline(_ transport: TestTransport) async throws {
        let server = try silentServer()
        defer { server.stop() }
        let client = transport.make()
        var error: (any Error)?

        let time = await elapsed {
            error = await thrown { try await client.send(request(to: server), body: nil, context: context(deadline: .milliseconds(500))) }
        }

        // Either the transport's deadline ends it, or (URLSession, when a busy machine delays
        // the deadline's wake-up past the request's own one-second idle limit) URLSession's
        // timeout does: the client reports both as `.timedOut`.
        let isTimeout = error is DeadlineExceeded || (error as? URLError)?.code == .timedOut
        #expect(isTimeout, "\(String(describing: error))")
        #expect(time < .seconds(30), "\(time)")
    }

    @Test("a body that trickles past the deadline ends there too", arguments: TestTransport.all)
    func deadlineDuringBody(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in
            // 100 bytes, one each 600 ms: a minute, twice the bound below.
            .slowBody(status: 200, headers: [], body: Data(count: 100), chunkSize: 1, delay: .milliseconds(600))
        }
        defer { server.stop() }
        let client = transport.make()
        var error: (any Error)?

        let time = await elapsed {
            error = await thrown { try await client.send(request(to: server), body: nil, context: context(deadline: .seconds(1))) }
        }

        #expect(error.map { "\(type(of: $0))" } == "DeadlineExceeded", "\(String(describing: error))")
        #expect(time < .seconds(30), "\(time)")
    }

    @Test("a wait between bytes longer than the context's timeout ends the send before the deadline", arguments: TestTransport.all)
    func idleTimeout(_ transport: TestTransport) async throws {
        let server = try silentServer()
        defer { server.stop() }
        let client = transport.make()
        var error: (any Error)?

        let time = await elapsed {
            error = await thrown {
                try await client.send(request(to: server), body: nil, context: context(deadline: .seconds(70), timeout: .seconds(1)))
            }
        }

        #expect((error as? URLError)?.code == .timedOut, "\(String(describing: error))")
        #expect(time < .seconds(40), "\(time)")
    }

    @Test("cancelling the calling task ends the send at once", arguments: TestTransport.all)
    func cancellation(_ transport: TestTransport) async throws {
        let server = try silentServer()
        defer { server.stop() }
        let client = transport.make()
        let outgoing = request(to: server)
        let task = Task { await thrown { try await client.send(outgoing, body: nil, context: context(deadline: .seconds(70))) } }
        await eventually { !server.recordedRequests.isEmpty }
        var error: (any Error)?

        let time = await elapsed {
            task.cancel()
            error = await task.value
        }

        #expect(error is CancellationError, "\(String(describing: error))")
        #expect(time < .seconds(30), "\(time)")
    }

    @Test("a send in a task already cancelled ends at once and sends nothing", arguments: TestTransport.all)
    func alreadyCancelled(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let client = transport.make()
        let outgoing = request(to: server)

        let error = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await thrown { try await client.send(outgoing, body: nil, context: context()) }
        }.value

        #expect(error is CancellationError, "\(String(describing: error))")
        try await Task.sleep(for: .milliseconds(200))
        #expect(server.recordedRequests.isEmpty)
    }
}
