import BinderyLoopback
import Foundation
import InMemoryTracing
import Testing
import Tracing

@testable import BinderyRuntime

@Suite("Tracing: each call is a span, with its waits and retries as events", .timeLimit(.minutes(1)))
struct TracingTests {
    private let tracer = InMemoryTracer()

    /// The value of `key` among `attributes`, as the tracer got it.
    private func value(_ attributes: SpanAttributes, _ key: String) -> SpanAttribute? {
        attributes[key]?.toSpanAttribute()
    }

    @Test("a call is one client span named after its operation, with its request's attributes and status")
    func success() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.tracer = tracer }

        _ = try await client.send(GetItem(id: "42"))

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "getItem")
        #expect(span.kind == .client)
        #expect(value(span.attributes, "bindery.operation") == .string("getItem"))
        #expect(value(span.attributes, "http.request.method") == .string("GET"))
        #expect(value(span.attributes, "url.path") == .string("/items/42"))
        #expect(value(span.attributes, "server.address") == server.baseURL.host().map { .string("\($0):\(server.port)") })
        #expect(value(span.attributes, "http.response.status_code") == .int64(200))
        #expect(value(span.attributes, "bindery.attempts") == .int64(1))
        #expect(span.status == nil)
        #expect(span.errors.isEmpty)
        #expect(tracer.activeSpans.isEmpty)
    }

    @Test("each attempt carries the span's context in the headers the tracer injects")
    func contextIsInjected() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.tracer = tracer }

        _ = try await client.send(GetItem(id: "1"))

        let span = try #require(tracer.finishedSpans.only)
        let requests = server.recordedRequests
        #expect(requests.count == 2)
        for request in requests {
            let headers = Dictionary(request.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
            #expect(headers[InMemoryTracer.traceIDKey] == span.traceID)
            #expect(headers[InMemoryTracer.spanIDKey] == span.spanID)
        }
    }

    @Test("a retry is an event with the attempt, the failure and the delay")
    func retryEvent() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.tracer = tracer }

        _ = try await client.send(GetItem(id: "1"))

        let span = try #require(tracer.finishedSpans.only)
        let event = try #require(span.events.only)
        #expect(event.name == "retry")
        #expect(value(event.attributes, "bindery.attempt") == .int64(1))
        #expect(value(event.attributes, "bindery.error.code") == .string("server"))
        #expect(value(event.attributes, "http.response.status_code") == .int64(503))
        #expect(value(span.attributes, "bindery.attempts") == .int64(2))
    }

    @Test("a wait for the rate limit is an event")
    func rateLimitEvent() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.rateLimitPolicy = RateLimitPolicy(requests: 1, per: .seconds(2))
            $0.tracer = tracer
        }

        for _ in 0..<2 { _ = try await client.send(GetItem(id: "1")) }

        let spans = tracer.finishedSpans
        #expect(spans.count == 2)
        #expect(spans.first?.events.isEmpty == true)
        let wait = try #require(spans.last?.events.only)
        #expect(wait.name == "wait")
        #expect(value(wait.attributes, "bindery.wait_reason") == .string("rate limit"))
        #expect(value(wait.attributes, "bindery.wait_ms") == .double(2000))
    }

    @Test("a call that fails records its error and ends with status error, credentials redacted")
    func failure() async throws {
        let server = try scriptedServer([.json(400, #"{"message":"bad key qk-1122334455"}"#)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.credentials = Secrets.credentials
            $0.tracer = tracer
        }

        let error = try await BinderyRuntimeTests.failure { try await client.send(GetWithQueryKey()) }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.status?.code == .error)
        #expect(span.errors.count == 1)
        #expect((span.errors.first?.error as? BinderyError)?.code == error.code)
        #expect(value(span.attributes, "bindery.error.code") == .string("server"))
        #expect(value(span.attributes, "http.response.status_code") == .int64(400))
        let everything = "\(span.attributes) \(span.status?.message ?? "")"
        #expect(!everything.contains(Secrets.queryKey))
        #expect(value(span.attributes, "url.query").map { "\($0)".contains("api_key=") } == true)
    }

    @Test("a call refused before sending is a span too, ended with its error")
    func refusedBeforeSending() async throws {
        let client = makeClient(URL(validated: "https://api.example.com")) { $0.tracer = tracer }

        _ = try await BinderyRuntimeTests.failure { try await client.send(GetWithQueryKey()) }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "getWithQueryKey")
        #expect(span.status?.code == .error)
        #expect(value(span.attributes, "bindery.error.code") == .string("invalidConfiguration"))
        #expect(value(span.attributes, "bindery.attempts") == .int64(0))
    }

    @Test("a stream is one span, ended with the response head, before its events are read")
    func streamSpan() async throws {
        let events = "data: \(Item.json)\n\ndata: \(Item.json)\n\n"
        let server = try scriptedServer([.text(200, events, headers: [("Content-Type", "text/event-stream")])])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.tracer = tracer }

        var spansAtFirstEvent: Int?
        var count = 0
        for try await event in client.serverSentEvents(GetItem(id: "7")) {
            if count == 0 { spansAtFirstEvent = tracer.finishedSpans.count }
            #expect(event.data.name == "Widget")
            count += 1
        }

        #expect(count == 2)
        #expect(spansAtFirstEvent == 1)
        let span = try #require(tracer.finishedSpans.only)
        #expect(span.operationName == "getItem")
        #expect(span.kind == .client)
        #expect(value(span.attributes, "url.path") == .string("/items/7"))
        #expect(value(span.attributes, "http.response.status_code") == .int64(200))
        #expect(span.status == nil)
        let request = try #require(server.recordedRequests.only)
        let headers = Dictionary(request.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        #expect(headers[InMemoryTracer.traceIDKey] == span.traceID)
        #expect(tracer.activeSpans.isEmpty)
    }

    @Test("a stream whose head is a failure ends its span with the error")
    func streamFailureSpan() async throws {
        let server = try scriptedServer([.json(404, #"{"message":"no such item"}"#)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.tracer = tracer }

        await #expect(throws: BinderyError.self) {
            for try await _ in client.serverSentEvents(GetItem(id: "7")) {}
        }

        let span = try #require(tracer.finishedSpans.only)
        #expect(span.status?.code == .error)
        #expect(value(span.attributes, "http.response.status_code") == .int64(404))
        #expect(span.errors.count == 1)
        #expect(tracer.activeSpans.isEmpty)
    }

    @Test("with no tracer the client keeps none and sends no trace header")
    func noTracer() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL)
        let disabled = makeClient(server.baseURL) { $0.tracer = NoOpTracer() }

        _ = try await client.send(GetItem(id: "1"))

        #expect(client.tracer == nil)
        #expect(disabled.tracer == nil)
        let names = server.recordedRequests.first?.headers.map { $0.name.lowercased() } ?? []
        #expect(!names.contains(InMemoryTracer.traceIDKey))
        #expect(!names.contains("traceparent"))
    }
}
