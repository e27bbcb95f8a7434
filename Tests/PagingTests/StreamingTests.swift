import BinderyLoopback
import BinderyRuntime
import Foundation
import Testing

/// `response: { stream: sse | jsonLines }`: typed events over real HTTP, as they arrive.
@Suite("Streaming responses", .timeLimit(.minutes(1)))
struct StreamingTests {
    static let sseHeaders = [("Content-Type", "text/event-stream")]

    /// Two events (one with two `data:` lines, fields and a comment; one ended by CRLFs), the
    /// terminator, and an event after it that must never be handed out.
    static let chatBody = """
        : a comment, ignored\n\
        event: delta\n\
        id: 7\n\
        retry: 2500\n\
        data: {"text": "Hel",\n\
        data:  "index": 0}\n\
        \n\
        data: {"text": "lo", "index": 1}\r\n\
        \r\n\
        data: [DONE]\n\
        \n\
        data: {"text": "after the end", "index": 2}\n\
        \n
        """

    @Test("SSE: typed events with their fields; the terminator ends the stream; the prompt goes as JSON")
    func serverSentEvents() async throws {
        let fake = try CatalogFake { _ in .response(status: 200, headers: Self.sseHeaders, body: Data(Self.chatBody.utf8)) }
        var events: [ServerSentEvent<ChatChunk>] = []
        for try await event in fake.makeClient().streamChat(chatPrompt: ChatPrompt(text: "Hi")) { events.append(event) }
        #expect(events.map(\.data.text) == ["Hel", "lo"])
        #expect(events.map(\.data.index) == [0, 1])
        #expect(events.map(\.type) == ["delta", nil])
        #expect(events.map(\.id) == ["7", "7"])
        #expect(events.map(\.retry) == [.milliseconds(2500), .milliseconds(2500)])
        let request = try fake.server.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/chat")
        #expect(request.header("Accept") == "text/event-stream")
        #expect(request.header("X-Api-Key") == CatalogFake.token)
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"text":"Hi"}"#)
    }

    @Test("SSE: an event is handed out as soon as it arrives, long before the body ends")
    func eventsArriveBeforeTheBodyEnds() async throws {
        let first = "data: {\"text\": \"first\", \"index\": 0}\n\n"
        let body = first + "data: {\"text\": \"much later\", \"index\": 1}\n\ndata: [DONE]\n\n"
        // The rest of the body comes an hour after the first event: only a client that hands
        // out events as they arrive gets the first one within the suite's time limit.
        let fake = try CatalogFake { _ in
            .slowBody(status: 200, headers: Self.sseHeaders, body: Data(body.utf8), chunkSize: first.utf8.count, delay: .seconds(3600))
        }
        var iterator = fake.makeClient().streamChat(chatPrompt: ChatPrompt(text: "Hi")).makeAsyncIterator()
        let event = try await iterator.next()
        #expect(event?.data.text == "first")
    }

    @Test("JSON Lines: one typed value a line, blank lines skipped, CRLF and a last line without a break")
    func jsonLines() async throws {
        let body = """
            {"level": "info", "message": "started"}\n\n{"level": "warn", "message": "slow"}\r\n{"level": "error", "message": "stopped"}
            """
        let fake = try CatalogFake { _ in .response(status: 200, headers: [("Content-Type", "application/jsonl")], body: Data(body.utf8)) }
        var lines: [LogLine] = []
        for try await line in fake.makeClient().tailLogs(level: "info") { lines.append(line) }
        #expect(lines.map(\.level) == ["info", "warn", "error"])
        #expect(lines.map(\.message) == ["started", "slow", "stopped"])
        #expect(fake.targets == ["/logs?level=info"])
    }

    @Test("a failure status before the stream is a BinderyError with the API's error model")
    func failureStatus() async throws {
        let fake = try CatalogFake { _ in CatalogFake.problem(429, "slow down") }
        let error = await #expect(throws: BinderyError.self) {
            for try await _ in fake.makeClient().streamChat(chatPrompt: ChatPrompt(text: "Hi")) {}
        }
        #expect(error?.code == .server)
        #expect(error?.status == 429)
        #expect(error?.message == "slow down")
        #expect(fake.requests.count == 1)
    }

    @Test("a malformed event ends the stream with a .decoding error, its excerpt redacted, after the good events")
    func malformedEvent() async throws {
        let body = """
            data: {"text": "fine", "index": 0}\n\ndata: {"text": 12, "index": 1, "echo": "\(CatalogFake.token)"}\n\ndata: {"text": "never", "index": 2}\n\n
            """
        let fake = try CatalogFake { _ in .response(status: 200, headers: Self.sseHeaders, body: Data(body.utf8)) }
        var texts: [String] = []
        let error = await #expect(throws: BinderyError.self) {
            for try await event in fake.makeClient().streamChat(chatPrompt: ChatPrompt(text: "Hi")) { texts.append(event.data.text) }
        }
        #expect(texts == ["fine"])
        #expect(error?.code == .decoding)
        #expect(error?.responseBody?.contains("\"text\": 12") == true)
        #expect(error?.responseBody?.contains(CatalogFake.token) == false)
        #expect("\(String(describing: error))".contains(CatalogFake.token) == false)
    }

    @Test("a connection that breaks mid-stream ends it with a .transport error, after the events that arrived")
    func brokenConnection() async throws {
        let first = "data: {\"text\": \"one\", \"index\": 0}\n\n"
        let fake = try CatalogFake { _ in
            .resetMidBody(status: 200, headers: Self.sseHeaders, declaredLength: 500, sentBody: Data((first + "data: {\"te").utf8))
        }
        var texts: [String] = []
        let error = await #expect(throws: BinderyError.self) {
            for try await event in fake.makeClient().streamChat(chatPrompt: ChatPrompt(text: "Hi")) { texts.append(event.data.text) }
        }
        #expect(texts == ["one"])
        #expect(error?.code == .transport)
    }

    @Test("cancelling the consuming task ends the stream and closes the HTTP request")
    func cancellation() async throws {
        let fake = try CatalogFake { _ in .endlessBody(status: 200, headers: Self.sseHeaders) }
        let client = fake.makeClient()
        let consumer = Task { () -> BinderyError? in
            do {
                for try await _ in client.streamChat(chatPrompt: ChatPrompt(text: "Hi")) {}
                return nil
            } catch let error as BinderyError {
                return error
            } catch {
                return nil
            }
        }
        while fake.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        #expect(fake.server.openConnectionCount == 1)
        consumer.cancel()
        let error = await consumer.value
        #expect(error?.code == .cancelled)
        // The server sees the client close the connection (the suite's time limit bounds the wait).
        while fake.server.openConnectionCount > 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(fake.server.openConnectionCount == 0)
    }
}
