import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /ping` with an API key, declaring a fixed request; counts how often it is encoded.
private struct FixedPing: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "fixedPing", method: .get, path: "/ping", auth: ["apiKey"])
    static var encodesFixedRequest: Bool { true }

    /// Not part of the request: how the tests see that the client built it once.
    let encodes: Box<Int>

    func encode(into request: inout RequestParts) throws(BinderyError) {
        encodes.update { $0 += 1 }
        request.path = "/ping"
    }
}

/// The same call without the declaration: the default, built on every call.
private struct BuiltPing: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "builtPing", method: .get, path: "/ping", auth: ["apiKey"])

    let encodes: Box<Int>

    func encode(into request: inout RequestParts) throws(BinderyError) {
        encodes.update { $0 += 1 }
        request.path = "/ping"
    }
}

/// A fixed call that carries an idempotency key, which must be new on every call.
private struct FixedCharge: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(
        id: "fixedCharge", method: .post, path: "/charges", idempotencyKeyHeader: "Idempotency-Key")
    static var encodesFixedRequest: Bool { true }

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/charges"
    }
}

@Suite("Calls without input reuse their request", .timeLimit(.minutes(1)))
struct FixedRequestTests {
    @Test("a fixed call is encoded once per client and sends the same request every time")
    func builtOnce() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = Secrets.credentials }
        let encodes = Box(0)

        for _ in 0..<3 { _ = try await client.send(FixedPing(encodes: encodes)) }

        #expect(encodes.get == 1)
        let requests = server.recordedRequests
        #expect(requests.count == 3)
        for request in requests {
            #expect(request.target == "/ping")
            #expect(request.header("X-Api-Key") == Secrets.apiKey)
            #expect(request.header("Accept") == "application/json")
        }
    }

    @Test("any other call is encoded on every call")
    func builtEveryCall() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = Secrets.credentials }
        let encodes = Box(0)

        for _ in 0..<3 { _ = try await client.send(BuiltPing(encodes: encodes)) }

        #expect(encodes.get == 3)
        #expect(!BuiltPing.encodesFixedRequest)
    }

    @Test("each client builds its own, with its own credential and base URL")
    func perClient() async throws {
        let first = try scriptedServer([.json(200, Ack.json)])
        defer { first.stop() }
        let second = try scriptedServer([.json(200, Ack.json)])
        defer { second.stop() }
        let encodes = Box(0)
        let firstClient = makeClient(first.baseURL) { $0.credentials = ["apiKey": .apiKeyHeader(name: "X-Api-Key", key: "first-key")] }
        let secondClient = makeClient(second.baseURL.appendingPathComponent("v2")) {
            $0.credentials = ["apiKey": .apiKeyHeader(name: "X-Api-Key", key: "second-key")]
        }

        for _ in 0..<2 {
            _ = try await firstClient.send(FixedPing(encodes: encodes))
            _ = try await secondClient.send(FixedPing(encodes: encodes))
        }

        #expect(encodes.get == 2)
        #expect(first.recordedRequests.map { $0.header("X-Api-Key") } == ["first-key", "first-key"])
        #expect(first.recordedRequests.map(\.target) == ["/ping", "/ping"])
        #expect(second.recordedRequests.map { $0.header("X-Api-Key") } == ["second-key", "second-key"])
        #expect(second.recordedRequests.map(\.target) == ["/v2/ping", "/v2/ping"])
    }

    @Test("a request that cannot be built is not kept: every call reports why, and nothing is sent")
    func failureNotKept() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)
        let encodes = Box(0)

        for _ in 0..<2 {
            let error = try await failure { try await client.send(FixedPing(encodes: encodes)) }
            #expect(error.code == .invalidConfiguration)
            #expect(error.attempts == 0)
        }

        #expect(encodes.get == 2)
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("a fixed call with an idempotency key gets a new key on every call")
    func idempotencyKeyNotReused() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)

        for _ in 0..<3 { _ = try await client.send(FixedCharge()) }

        let keys = server.recordedRequests.compactMap { $0.header("Idempotency-Key") }
        #expect(keys.count == 3)
        #expect(Set(keys).count == 3)
    }

    @Test("calls from many tasks at once all succeed and send the same request")
    func concurrentFirstCalls() async throws {
        let server = try scriptedServer([.json(200, Ack.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.credentials = Secrets.credentials }
        let encodes = Box(0)

        try await withThrowingTaskGroup(of: Ack.self) { group in
            for _ in 0..<8 { group.addTask { try await client.send(FixedPing(encodes: encodes)) } }
            for try await _ in group {}
        }

        // Calls that start before the first is built may each build one; once one is kept,
        // later calls build none.
        let builtByFirstCalls = encodes.get
        _ = try await client.send(FixedPing(encodes: encodes))
        #expect(encodes.get == builtByFirstCalls)
        #expect(Set(server.recordedRequests.map(\.target)) == ["/ping"])
        #expect(server.recordedRequests.count == 9)
    }
}
