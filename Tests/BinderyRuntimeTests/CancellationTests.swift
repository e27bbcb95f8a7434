import BinderyLoopback
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

@testable import BinderyRuntime

@Suite("Cancelling the calling task", .timeLimit(.minutes(2)))
struct CancellationTests {
    @Test("cancelled during a back-off: no further request, code .cancelled")
    func cancelledDuringBackoff() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        // Each back-off waits until the task is cancelled.
        let clock = TestClock(onSleep: { _ in try? await Task.sleep(for: .seconds(600)) })
        let client = makeClient(server.baseURL, clock: clock)

        let task = Task { await outcome { try await client.send(GetItem(id: "1")) } }
        await eventually { clock.sleeps.count == 1 }
        // Back-offs and the server wait 10 minutes: only a prompt stop ends within the suite's limit.
        do {
            task.cancel()
            let result = await task.value
            #expect(throws: BinderyError.self) { try result.get() }
            if case .failure(let error) = result {
                #expect(error.code == .cancelled)
                #expect(error.attempts == 1)
            }
        }

        try await Task.sleep(for: .milliseconds(200))
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.count == 1)
    }

    @Test("cancelled while the request is in flight: ends at once, and is not retried")
    func cancelledInFlight() async throws {
        let server = try scriptedServer([.noResponse(after: .seconds(600)), .json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock()
        let client = makeClient(server.baseURL, clock: clock)

        let task = Task { await outcome { try await client.send(GetItem(id: "1")) } }
        await eventually { server.recordedRequests.count == 1 }
        // Back-offs and the server wait 10 minutes: only a prompt stop ends within the suite's limit.
        do {
            task.cancel()
            if case .failure(let error) = await task.value {
                #expect(error.code == .cancelled)
            } else {
                Issue.record("the call succeeded")
            }
        }

        try await Task.sleep(for: .milliseconds(200))
        #expect(server.recordedRequests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("cancelled before it starts: nothing is sent")
    func cancelledBeforeStart() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)
        let gate = Box(false)

        let task = Task {
            while !gate.get { await Task.yield() }
            return await outcome { try await client.send(GetItem(id: "1")) }
        }
        task.cancel()
        gate.set(true)

        guard case .failure(let error) = await task.value else {
            Issue.record("the call succeeded")
            return
        }
        #expect(error.code == .cancelled)
        #expect(error.attempts == 0)
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("cancelled while waiting for the rate limiter: nothing is sent")
    func cancelledWhileRateLimited() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let clock = TestClock(onSleep: { _ in try? await Task.sleep(for: .seconds(600)) })
        let client = makeClient(server.baseURL, clock: clock) {
            $0.rateLimitPolicy = RateLimitPolicy(requests: 1, per: .seconds(60))
        }
        _ = try await client.send(GetItem(id: "1"))

        let task = Task { await outcome { try await client.send(GetItem(id: "2")) } }
        await eventually { clock.sleeps.count == 1 }
        task.cancel()

        guard case .failure(let error) = await task.value else {
            Issue.record("the call succeeded")
            return
        }
        #expect(error.code == .cancelled)
        #expect(server.recordedRequests.count == 1)
    }

    @Test("URLSessionTransport in an already-cancelled task ends at once, sending nothing")
    func transportAlreadyCancelled() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let transport = URLSessionTransport()
        let request = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1:\(server.port)", path: "/items/1")
        let context = TransportContext(
            operationID: "getItem", attempt: 1, maximumResponseSize: 1 << 20, timeout: .seconds(10), deadline: MonotonicTime.now() + .seconds(10))
        let gate = Box(false)

        let task = Task { () -> (any Error)? in
            while !gate.get { await Task.yield() }
            do {
                _ = try await transport.send(request, body: nil, context: context)
                return nil
            } catch {
                return error
            }
        }
        task.cancel()
        gate.set(true)

        #expect(await task.value is CancellationError)
        try await Task.sleep(for: .milliseconds(100))
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("cancelling the task of a completion-handler call delivers .cancelled once")
    func completionHandlerCancelled() async throws {
        let server = try scriptedServer([.noResponse(after: .seconds(30))])
        defer { server.stop() }
        let client = makeClient(server.baseURL)
        let results = Box<[Result<Item, BinderyError>]>([])

        let task = client.send(GetItem(id: "1")) { result in results.update { $0.append(result) } }
        await eventually { server.recordedRequests.count == 1 }
        task.cancel()
        await task.value

        #expect(results.get.count == 1)
        if case .failure(let error)? = results.get.first {
            #expect(error.code == .cancelled)
        }
    }
}
