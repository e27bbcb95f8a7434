import BinderyLoopback
import BinderyRuntime
import Foundation
import HTTPTypes
import Testing

/// How a streaming call goes through the client: middlewares, a transport that cannot stream,
/// and the deadline, which limits the head but not the whole stream.
@Suite("Streaming calls through the client", .timeLimit(.minutes(3)))
struct StreamingCallTests {
    static let twoEvents = "data: {\"text\": \"a\", \"index\": 0}\n\ndata: {\"text\": \"b\", \"index\": 1}\n\n"

    /// Adds a header to every request and records the heads and body sizes it sees.
    final class Recorder: ClientMiddleware, @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [(status: Int, bodySize: Int)] = []
        var responses: [(status: Int, bodySize: Int)] { lock.withLock { seen } }

        func intercept(
            _ request: HTTPRequest, body: Data?, context: TransportContext,
            next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
        ) async throws -> (HTTPResponse, Data) {
            var request = request
            if let name = HTTPField.Name("X-Trace") { request.headerFields[name] = "t-1" }
            let (head, data) = try await next(request, body, context)
            lock.withLock { seen.append((head.status.code, data.count)) }
            return (head, data)
        }
    }

    @Test("middlewares change the request and see the head with an empty body; the events go past them")
    func middlewares() async throws {
        let fake = try CatalogFake { _ in .response(status: 200, headers: [], body: Data(Self.twoEvents.utf8)) }
        let recorder = Recorder()
        let client = fake.makeClient { $0.middlewares = [recorder] }
        var texts: [String] = []
        for try await event in client.streamChat(chatPrompt: ChatPrompt(text: "Hi")) { texts.append(event.data.text) }
        #expect(texts == ["a", "b"])
        #expect(try fake.server.onlyRequest().header("X-Trace") == "t-1")
        #expect(recorder.responses.map(\.status) == [200])
        #expect(recorder.responses.map(\.bodySize) == [0])
    }

    /// A transport that answers every request from memory, whole.
    struct WholeBodyTransport: ClientTransport {
        var body: String
        func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
            (HTTPResponse(status: .ok), Data(self.body.utf8))
        }
    }

    @Test("a transport that cannot stream still serves a stream: the events come once its body is read")
    func transportThatCannotStream() async throws {
        let fake = try CatalogFake { _ in CatalogFake.problem(500, "not used") }
        let client = fake.makeClient { $0.transport = WholeBodyTransport(body: "{\"level\": \"info\", \"message\": \"m\"}\n") }
        var messages: [String] = []
        for try await line in client.tailLogs() { messages.append(line.message) }
        #expect(messages == ["m"])
        #expect(fake.requests.isEmpty)
    }

    @Test("the timeout limits the wait for the head, not the whole stream")
    func streamOutlivesTheTimeout() async throws {
        let body = (0..<6).map { "data: {\"text\": \"\($0)\", \"index\": \($0)}\n\n" }.joined()
        // Six events six seconds apart: the body takes 30 seconds, the timeout is 25. The
        // head comes at once, with room for a loaded machine: the test process has been seen to
        // stall for 11 s while the rest of the suite ran on two cores. Each gap is well within
        // the timeout.
        let fake = try CatalogFake { _ in
            .slowBody(status: 200, headers: [], body: Data(body.utf8), chunkSize: body.utf8.count / 6, delay: .seconds(6))
        }
        let client = fake.makeClient { $0.timeout = .seconds(25) }
        var indexes: [Int] = []
        for try await event in client.streamChat(chatPrompt: ChatPrompt(text: "Hi")) { indexes.append(event.data.index) }
        #expect(indexes == [0, 1, 2, 3, 4, 5])
    }
}
