import BinderyLoopback
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("Completion-handler sends", .timeLimit(.minutes(1)))
struct CompletionHandlerTests {
    @Test("success is delivered exactly once")
    func success() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let results = Box<[Result<Item, BinderyError>]>([])

        let task = makeClient(server.baseURL).send(GetItem(id: "1")) { result in results.update { $0.append(result) } }
        await task.value
        try await Task.sleep(for: .milliseconds(50))

        #expect(results.get.count == 1)
        #expect(try results.get.first?.get() == Item(id: "1", name: "Widget"))
    }

    @Test("failure is delivered exactly once, after the retries")
    func failureOnce() async throws {
        let server = try scriptedServer([.json(503, "{}")])
        defer { server.stop() }
        let results = Box<[Result<Item, BinderyError>]>([])

        let task = makeClient(server.baseURL).send(GetItem(id: "1")) { result in results.update { $0.append(result) } }
        await task.value
        try await Task.sleep(for: .milliseconds(50))

        #expect(results.get.count == 1)
        guard case .failure(let error)? = results.get.first else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.status == 503)
        #expect(error.attempts == 3)
        #expect(server.recordedRequests.count == 3)
    }

    @Test("a Void call completes with success")
    func voidCall() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let count = Box(0)

        await makeClient(server.baseURL).send(Ping()) { result in
            if case .success = result { count.update { $0 += 1 } }
        }.value

        #expect(count.get == 1)
    }

    @Test("completion runs for a call that fails before sending, too")
    func failsBeforeSending() async throws {
        let count = Box(0)
        let client = makeClient(URL(validated: "http://api.example.com")) { $0.transport = RecordingTransport() }

        await client.send(Ping()) { result in
            if case .failure(let error) = result, error.code == .invalidConfiguration { count.update { $0 += 1 } }
        }.value

        #expect(count.get == 1)
    }
}
