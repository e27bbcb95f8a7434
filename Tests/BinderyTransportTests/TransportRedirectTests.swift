import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import HTTPTypes
import Testing

/// A transport follows a redirect within the same scheme, host and port only, so that the
/// credentials in the request's headers never reach another host; a redirect elsewhere comes
/// back as the response.
@Suite("Transport contract: redirects", .timeLimit(.minutes(2)))
struct TransportRedirectTests {
    private static let key = HTTPField.Name("X-Api-Key")!

    #if canImport(FoundationNetworking)
    private static let urlSessionDropsRedirectedBodies = true
    #else
    private static let urlSessionDropsRedirectedBodies = false
    #endif

    @Test("a redirect to another origin is handed back, and the other origin receives nothing",
          arguments: TestTransport.all, [301, 302, 303, 307, 308])
    func crossOrigin(_ transport: TestTransport, status: Int) async throws {
        let elsewhere = try LoopbackServer { _ in .json(200, "{}") }
        defer { elsewhere.stop() }
        // localhost rather than 127.0.0.1: another host, and another port too.
        let server = try LoopbackServer { _ in
            .response(status: status, headers: [("Location", "http://localhost:\(elsewhere.port)/stolen")])
        }
        defer { server.stop() }
        var outgoing = request(to: server, path: "/secured")
        outgoing.headerFields[Self.key] = "secret-key"

        let (response, _) = try await transport.make().send(outgoing, body: nil, context: context())

        #expect(response.status.code == status)
        #expect(response.headerFields[.location] == "http://localhost:\(elsewhere.port)/stolen")
        #expect(server.recordedRequests.count == 1)
        #expect(elsewhere.recordedRequests.isEmpty)
    }

    @Test("a same-origin redirect is followed with the credential, to a relative or an absolute Location",
          arguments: TestTransport.all, [false, true])
    func sameOrigin(_ transport: TestTransport, absolute: Bool) async throws {
        let server = try LoopbackServer { request in
            guard request.path == "/secured" else { return .json(200, #"{"moved":true}"#) }
            let host = request.header("Host") ?? ""
            return .response(status: 302, headers: [("Location", absolute ? "http://\(host)/moved" : "/moved")])
        }
        defer { server.stop() }
        var outgoing = request(to: server, path: "/secured")
        outgoing.headerFields[Self.key] = "secret-key"

        let (response, body) = try await transport.make().send(outgoing, body: nil, context: context())

        #expect(response.status.code == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"moved":true}"#)
        #expect(server.recordedRequests.map(\.path) == ["/secured", "/moved"])
        #expect(server.recordedRequests.last?.header("X-Api-Key") == "secret-key")
    }

    @Test("after a POST, 303 continues as a GET without the body, 307 and 308 repeat the POST with it",
          arguments: TestTransport.all, [(303, "GET", ""), (307, "POST", "{}"), (308, "POST", "{}")])
    func methodAfterRedirect(_ transport: TestTransport, redirect: (Int, String, String)) async throws {
        let (status, method, expectedBody) = redirect
        let server = try LoopbackServer { request in
            request.path == "/orders" ? .response(status: status, headers: [("Location", "/orders/7")]) : .json(200, "{}")
        }
        defer { server.stop() }
        var outgoing = request(.post, to: server, path: "/orders")
        outgoing.headerFields[.contentType] = "application/json"

        let (response, _) = try await transport.make().send(outgoing, body: Data("{}".utf8), context: context())

        #expect(response.status.code == 200)
        let followed = try #require(server.recordedRequests.last)
        #expect(followed.path == "/orders/7")
        #expect(followed.method == method)
        // swift-corelibs-foundation's URLSession repeats a POST after a 307 or 308 without its body.
        withKnownIssue("Linux URLSession drops the body when it follows a 307 or 308") {
            #expect(String(decoding: followed.body, as: UTF8.self) == expectedBody)
        } when: {
            Self.urlSessionDropsRedirectedBodies && transport.name == TestTransport.urlSession.name && status != 303
        }
    }
}
