import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// Every transport streams: the head comes back at once, the body piece by piece as it arrives
/// (server-sent events, JSON Lines), a stalled body ends with a timeout, a broken one with an
/// error, and dropping the stream ends the request.
@Suite("Transport contract: streaming", .timeLimit(.minutes(2)))
struct TransportStreamingTests {
    private func streaming(_ transport: TestTransport) throws -> any StreamingClientTransport {
        try #require(transport.make() as? any StreamingClientTransport)
    }

    @Test("the head comes back, and the pieces arrive whole and in order", arguments: TestTransport.all)
    func piecesInOrder(_ transport: TestTransport) async throws {
        let events = Data((0..<20).map { "data: {\"n\":\($0)}\n\n" }.joined().utf8)
        let server = try LoopbackServer { _ in
            .slowBody(status: 200, headers: [("Content-Type", "text/event-stream")], body: events, chunkSize: 64, delay: .milliseconds(20))
        }
        defer { server.stop() }

        let (head, body) = try await streaming(transport).stream(request(to: server), body: nil, context: context())
        var received = Data()
        for try await piece in body { received.append(piece) }

        #expect(head.status.code == 200)
        #expect(head.headerFields[.contentType] == "text/event-stream")
        #expect(received == events)
    }

    @Test("a piece is handed out while the body is still going: an endless body's first piece arrives", arguments: TestTransport.all)
    func pieceBeforeTheEnd(_ transport: TestTransport) async throws {
        // The body never ends, so a transport that waited for its end would hand out nothing.
        let server = try LoopbackServer { _ in .endlessBody(status: 200, headers: [("Content-Type", "text/event-stream")]) }
        defer { server.stop() }

        let (_, body) = try await streaming(transport).stream(request(to: server), body: nil, context: context(deadline: .seconds(60)))
        var pieces = body.makeAsyncIterator()
        let first = try await pieces.next()

        #expect(first?.isEmpty == false)
    }

    @Test("a body that stalls longer than the context's timeout ends with a timeout", arguments: TestTransport.all)
    func stalledBody(_ transport: TestTransport) async throws {
        // One piece at once, the next only after 5 s.
        let server = try LoopbackServer { _ in .endlessBody(status: 200, headers: [("Content-Type", "application/x-ndjson")]) }
        defer { server.stop() }

        let (_, body) = try await streaming(transport).stream(
            request(to: server), body: nil, context: context(deadline: .seconds(20), timeout: .seconds(1)))
        let error = await thrown { for try await _ in body {} }

        #expect((error as? URLError)?.code == .timedOut, "\(String(describing: error))")
    }

    @Test("a connection reset mid-stream fails the stream after what arrived", arguments: TestTransport.all)
    func resetMidStream(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in
            .resetMidBody(status: 200, headers: [("Content-Type", "text/event-stream")], declaredLength: 4_096, sentBody: Data("data: 1\n\n".utf8))
        }
        defer { server.stop() }

        let (_, body) = try await streaming(transport).stream(request(to: server), body: nil, context: context())
        var received = Data()
        let error = await thrown { for try await piece in body { received.append(piece) } }

        #expect(error != nil)
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("data: 1"))
    }

    @Test("a redirect to another origin comes back as the head, and the other origin receives nothing", arguments: TestTransport.all)
    func crossOriginRedirect(_ transport: TestTransport) async throws {
        let elsewhere = try LoopbackServer { _ in .json(200, "{}") }
        defer { elsewhere.stop() }
        let server = try LoopbackServer { _ in .response(status: 307, headers: [("Location", "http://localhost:\(elsewhere.port)/events")]) }
        defer { server.stop() }

        let (head, _) = try await streaming(transport).stream(request(to: server), body: nil, context: context())

        #expect(head.status.code == 307)
        #expect(elsewhere.recordedRequests.isEmpty)
    }

    @Test("dropping the stream ends the request: the server sees the connection close", arguments: TestTransport.all)
    func droppingEndsTheRequest(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in .endlessBody(status: 200, headers: []) }
        defer { server.stop() }
        let transport = try streaming(transport)

        do {
            let (_, body) = try await transport.stream(request(to: server), body: nil, context: context(deadline: .seconds(30)))
            var pieces = body.makeAsyncIterator()
            _ = try await pieces.next()
            #expect(server.openConnectionCount == 1)
        }

        // The endless body would go on for ever: only the client closing the connection ends it.
        await eventually { server.openConnectionCount == 0 }
        #expect(server.openConnectionCount == 0)
    }
}
