import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// What every transport must send and hand back: the request as given, the response whole,
/// a large body streamed in under the cap and cut off past it, a broken connection as an error.
@Suite("Transport contract: exchanges and bodies", .timeLimit(.minutes(2)))
struct TransportExchangeTests {
    @Test("the method, path, query, headers and body go out as given; status, headers and body come back", arguments: TestTransport.all)
    func roundTrip(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in .json(201, #"{"id":7}"#, headers: [("X-Request-Id", "r-1")]) }
        defer { server.stop() }
        var outgoing = request(.post, to: server, path: "/orders/7?expand=items&tag=a%2Cb")
        outgoing.headerFields[.contentType] = "application/json"
        outgoing.headerFields[HTTPField.Name("X-Api-Key")!] = "key-1"

        let (response, body) = try await transport.make().send(outgoing, body: Data(#"{"sku":"m"}"#.utf8), context: context())

        #expect(response.status.code == 201)
        #expect(response.headerFields[HTTPField.Name("X-Request-Id")!] == "r-1")
        #expect(String(decoding: body, as: UTF8.self) == #"{"id":7}"#)
        let received = try server.onlyRequest()
        #expect(received.method == "POST")
        #expect(received.target == "/orders/7?expand=items&tag=a%2Cb")
        #expect(received.header("X-Api-Key") == "key-1")
        #expect(received.header("Content-Type") == "application/json")
        #expect(String(decoding: received.body, as: UTF8.self) == #"{"sku":"m"}"#)
    }

    @Test("a body of several MiB under the cap arrives byte for byte", arguments: TestTransport.all)
    func largeBody(_ transport: TestTransport) async throws {
        let large = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let server = try LoopbackServer { _ in .response(status: 200, body: large) }
        defer { server.stop() }

        let (_, body) = try await transport.make().send(request(to: server), body: nil, context: context(maximumResponseSize: 4 << 20))

        #expect(body == large)
    }

    @Test("a body whose length is over the cap is refused with the cap", arguments: TestTransport.all)
    func declaredTooLarge(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in .response(status: 200, body: Data(count: 2 << 20)) }
        defer { server.stop() }

        let error = await thrown { try await transport.make().send(request(to: server), body: nil, context: context(maximumResponseSize: 1 << 20)) }

        #expect((error as? ResponseTooLargeError)?.limit == 1 << 20, "\(String(describing: error))")
    }

    @Test("a body of no declared length is cut off once past the cap, not read to its end", arguments: TestTransport.all)
    func endlessTooLarge(_ transport: TestTransport) async throws {
        // A chunked body that never ends: only the cap (100 bytes) can end the send, long before the deadline.
        let server = try LoopbackServer { _ in .endlessBody(status: 200, headers: []) }
        defer { server.stop() }

        let error = await thrown {
            try await transport.make().send(request(to: server), body: nil, context: context(deadline: .seconds(60), maximumResponseSize: 100))
        }

        #expect((error as? ResponseTooLargeError)?.limit == 100, "\(String(describing: error))")
    }

    @Test("a connection reset in the middle of the body is an error, not a short body", arguments: TestTransport.all)
    func resetMidBody(_ transport: TestTransport) async throws {
        let server = try LoopbackServer { _ in
            .resetMidBody(status: 200, headers: [], declaredLength: 4_096, sentBody: Data(#"{"data":"#.utf8))
        }
        defer { server.stop() }

        let error = await thrown { try await transport.make().send(request(to: server), body: nil, context: context()) }

        #expect(error != nil)
        #expect(!(error is ResponseTooLargeError || error is CancellationError), "\(String(describing: error))")
        #expect((error as? URLError)?.code != .timedOut, "\(String(describing: error))")
    }
}
