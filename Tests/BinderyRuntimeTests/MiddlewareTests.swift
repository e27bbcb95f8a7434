import BinderyLoopback
import Foundation
import HTTPTypes
import Testing

@testable import BinderyRuntime

/// Records its name on the way in and out, and adds a header naming itself.
private struct Tracing: ClientMiddleware {
    let name: String
    let log: Box<[String]>

    func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        log.update { $0.append("\(name) in: attempt \(context.attempt)") }
        var request = request
        let previous = request.headerFields[HTTPField.Name("X-Trace") ?? .accept].map { $0 + "," } ?? ""
        request.headerFields[HTTPField.Name("X-Trace") ?? .accept] = previous + name
        defer { log.update { $0.append("\(name) out") } }
        return try await next(request, body, context)
    }
}

/// Answers without calling `next`.
private struct ShortCircuit: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        (HTTPResponse(status: .ok), Data(#"{"id":"cached","name":"c"}"#.utf8))
    }
}

@Suite("Middlewares", .timeLimit(.minutes(1)))
struct MiddlewareTests {
    @Test("the first middleware is outermost; each runs around every attempt")
    func order() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let log = Box<[String]>([])
        let client = makeClient(server.baseURL) {
            $0.middlewares = [Tracing(name: "outer", log: log), Tracing(name: "inner", log: log)]
        }

        _ = try await client.send(GetItem(id: "1"))

        #expect(log.get == [
            "outer in: attempt 1", "inner in: attempt 1", "inner out", "outer out",
            "outer in: attempt 2", "inner in: attempt 2", "inner out", "outer out",
        ])
        #expect(server.recordedRequests.map { $0.header("X-Trace") } == ["outer,inner", "outer,inner"])
    }

    @Test("a middleware can answer without the transport")
    func shortCircuit() async throws {
        let transport = RecordingTransport()
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = transport
            $0.middlewares = [ShortCircuit()]
        }

        let item = try await client.send(GetItem(id: "1"))

        #expect(item.id == "cached")
        #expect(transport.requests.isEmpty)
    }

    @Test("the context carries the call's facts")
    func context() async throws {
        let contexts = Box<[TransportContext]>([])
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.maximumResponseSize = 4096
            $0.timeout = .seconds(15)
            $0.transport = ClosureTransport { _, _, context in
                contexts.update { $0.append(context) }
                return (HTTPResponse(status: .ok), Data(Item.json.utf8))
            }
        }

        _ = try await client.send(GetItem(id: "1"))

        let context = try #require(contexts.get.first)
        #expect(context.operationID == "getItem")
        #expect(context.attempt == 1)
        #expect(context.maximumResponseSize == 4096)
        #expect(context.timeout <= .seconds(15) && context.timeout > .seconds(10))
    }
}
