import Foundation
import HTTPTypes
import Testing

@_spi(Generated) @testable import BinderyRuntime

@Suite("A custom ClientTransport")
struct CustomTransportTests {
    @Test("receives the built request: method, scheme, authority, path, query, headers, body")
    func receivesRequest() async throws {
        let transport = RecordingTransport(body: Ack.json)
        let client = makeClient(URL(validated: "https://api.example.com:8443/v2")) {
            $0.transport = transport
            $0.credentials = Secrets.credentials
        }

        _ = try await client.send(GetWithQueryKey())
        _ = try await client.send(SubmitOrder(order: Item(id: "9", name: "n")))

        let get = try #require(transport.requests.first)
        #expect(get.method == .get)
        #expect(get.scheme == "https")
        #expect(get.authority == "api.example.com:8443")
        #expect(get.path == "/v2/secured?api_key=\(Secrets.queryKey)")
        #expect(get.headerFields[.accept] == "application/json")
        let post = try #require(transport.requests.last)
        #expect(post.method == .post)
        #expect(post.headerFields[.contentType] == "application/json")
        #expect(transport.bodies.last == Data(#"{"id":"9","name":"n"}"#.utf8))
    }

    @Test("its context's deadline is the call's start plus its timeout, and can be moved")
    func contextDeadline() async throws {
        let deadlines = Box<[ContinuousClock.Instant]>([])
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.timeout = .seconds(30)
            $0.transport = ClosureTransport { _, _, context in
                deadlines.update { $0.append(context.deadline) }
                return (HTTPResponse(status: .ok), Data(Item.json.utf8))
            }
        }

        let before = ContinuousClock.now
        _ = try await client.send(GetItem(id: "1"))
        let after = ContinuousClock.now

        let deadline = try #require(deadlines.get.first)
        #expect(deadline >= before + .seconds(30))
        #expect(deadline <= after + .seconds(30))
        var context = TransportContext(
            operationID: "getItem", attempt: 1, maximumResponseSize: 1, timeout: .seconds(1), deadline: .zero)
        context.deadline = deadline + .seconds(5)
        #expect(context.deadline == deadline + .seconds(5))
    }

    @Test("its response is classified and decoded like any other")
    func responseDecoded() async throws {
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = RecordingTransport(status: .notFound, body: "{}")
        }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.status == 404)
    }

    @Test("its errors are transport failures, retried for idempotent calls")
    func errorsRetried() async throws {
        let calls = Box(0)
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = ClosureTransport { _, _, _ in
                if calls.update({ $0 += 1; return $0 }) == 1 { throw URLError(.networkConnectionLost) }
                return (HTTPResponse(status: .ok), Data(Item.json.utf8))
            }
        }

        let item = try await client.send(GetItem(id: "1"))

        #expect(item.id == "1")
        #expect(calls.get == 2)
    }

    @Test("a ResponseTooLargeError it throws maps to .responseTooLarge")
    func tooLarge() async throws {
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = ClosureTransport { _, _, context in throw ResponseTooLargeError(limit: context.maximumResponseSize) }
            $0.maximumResponseSize = 77
        }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.code == .responseTooLarge)
        #expect(error.message == "the response exceeded 77 bytes")
    }

    @Test("the response body's text, for text endpoints")
    func text() async throws {
        struct GetReadme: APIOperation {
            typealias Response = String
            static let descriptor = OperationDescriptor(id: "getReadme", method: .get, path: "/readme")
            func encode(into request: inout RequestParts) throws(BinderyError) { request.path = "/readme" }
            static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> String { try response.text() }
        }
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = RecordingTransport(body: "héllo")
        }

        #expect(try await client.send(GetReadme()) == "héllo")
    }

    @Test("a transport that returns by the deadline is called in the caller's task")
    func inlineWhenTransportKeepsDeadline() async throws {
        let (callerTask, transportTask) = try await taskOfTransportCall(returnsByDeadline: true, middlewares: [])

        #expect(transportTask == callerTask)
    }

    @Test("any other transport, or any middleware, gets a task of its own per attempt", arguments: [
        (false, 0), (true, 1), (false, 1),
    ])
    func ownTaskOtherwise(returnsByDeadline: Bool, middlewareCount: Int) async throws {
        let middlewares: [any ClientMiddleware] = Array(repeating: PassThrough(), count: middlewareCount)
        let (callerTask, transportTask) = try await taskOfTransportCall(
            returnsByDeadline: returnsByDeadline, middlewares: middlewares)

        #expect(transportTask != callerTask)
    }

    /// Which task sent a call, and which task the transport ran in.
    private func taskOfTransportCall(
        returnsByDeadline: Bool, middlewares: [any ClientMiddleware]
    ) async throws -> (caller: Int?, transport: Int?) {
        let transportTask = Box<Int?>(nil)
        let transport = TaskReportingTransport(returnsByDeadline: returnsByDeadline) { id in transportTask.update { $0 = id } }
        let client = makeClient(URL(validated: "https://api.example.com")) {
            $0.transport = transport
            $0.middlewares = middlewares
        }
        let callerTask = withUnsafeCurrentTask { $0?.hashValue }

        _ = try await client.send(GetItem(id: "1"))

        return (callerTask, transportTask.get)
    }
}

/// Answers an item and reports the task it ran in.
private struct TaskReportingTransport: ClientTransport {
    let returnsByDeadline: Bool
    let report: @Sendable (Int?) -> Void

    func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        report(withUnsafeCurrentTask { $0?.hashValue })
        return (HTTPResponse(status: .ok), Data(Item.json.utf8))
    }
}

/// A middleware that only passes the attempt on.
private struct PassThrough: ClientMiddleware {
    func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        try await next(request, body, context)
    }
}
