import BinderyLoopback
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

@testable import BinderyRuntime

/// A transport that never answers and ignores cancellation, as a blocking HTTP stack might.
private final class StuckTransport: ClientTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        await withCheckedContinuation { continuation in lock.withLock { waiting.append(continuation) } }
        throw URLError(.cancelled)
    }

    /// Lets every stuck call end.
    func release() {
        let continuations = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            defer { waiting = [] }
            return waiting
        }
        continuations.forEach { $0.resume() }
    }
}

@Suite("The total timeout", .timeLimit(.minutes(1)))
struct TimeoutTests {
    @Test("a server that never answers: .timedOut after the configured timeout", arguments: [
        LoopbackReply.noResponse(after: .seconds(600)),
        .slowBody(status: 200, headers: [], body: Data(Item.json.utf8), chunkSize: 2, delay: .seconds(2)),
    ])
    func timedOut(reply: LoopbackReply) async throws {
        let server = try scriptedServer([reply])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.timeout = .milliseconds(400) }

        var error: BinderyError?
        let time = await elapsed { error = try? await failure { try await client.send(GetItem(id: "1")) } }

        #expect(error?.code == .timedOut)
        #expect(error?.operationID == "getItem")
        #expect(time >= .milliseconds(350))
        // No time is left for a retry.
        #expect(server.recordedRequests.count == 1)
    }

    @Test("a timeout already spent when the request starts ends it as .timedOut, not as a failed connection")
    func timeoutSpentBeforeTheRequest() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.timeout = .nanoseconds(1) }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .timedOut)
    }

    @Test("a slow body that completes within the timeout is fine")
    func slowButInTime() async throws {
        let server = try scriptedServer([
            .slowBody(status: 200, headers: [], body: Data(Item.json.utf8), chunkSize: 10, delay: .milliseconds(20)),
        ])
        defer { server.stop() }

        let item = try await makeClient(server.baseURL) { $0.timeout = .seconds(10) }.send(GetItem(id: "1"))

        #expect(item.name == "Widget")
    }

    @Test("a transport that ignores cancellation cannot hold the call past its timeout")
    func stuckTransport() async throws {
        let transport = StuckTransport()
        defer { transport.release() }
        var configuration = ClientConfiguration(baseURL: URL(validated: "https://api.example.com"))
        configuration.transport = transport
        configuration.timeout = .milliseconds(300)
        configuration.clock = TestClock()
        let client = BinderyClient(configuration: configuration)

        // Only the timeout can end this call: the transport never returns until released, and
        // the suite's time limit catches a call that waits for it.
        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .timedOut)
    }

    @Test("a transport's own timeout error maps to .timedOut, and is retried for idempotent calls")
    func transportTimeoutError() async throws {
        let calls = Box(0)
        let transport = ClosureTransport { _, _, _ in
            calls.update { $0 += 1 }
            throw URLError(.timedOut)
        }
        var configuration = ClientConfiguration(baseURL: URL(validated: "https://api.example.com"))
        configuration.transport = transport
        configuration.clock = TestClock()
        configuration.retryPolicy = RetryPolicy(maxAttempts: 2, jitter: { $0 })
        let client = BinderyClient(configuration: configuration)

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .timedOut)
        #expect(error.attempts == 2)
        #expect(calls.get == 2)
    }
}
