import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import BinderyLoopback

// MARK: - Over URLSession

@Suite("LoopbackServer over URLSession", .timeLimit(.minutes(1)))
struct LoopbackServerURLSessionTests {
    @Test func getDecodesPathAndQuery() async throws {
        let server = try LoopbackServer { request in
            .json(200, #"{"segments":\#(request.pathSegments.count)}"#, headers: [("X-Echo", request.path)])
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let target = "/v4/trackings/ups/1Z%2F9?fields=a,b&q=hello%20w%C3%B6rld&plus=a+b&empty=&flag"
        var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + target)))
        request.setValue("trace-123", forHTTPHeaderField: "X-Trace-Id")
        let (data, response) = try await session.data(for: request)

        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(http.value(forHTTPHeaderField: "X-Echo") == "/v4/trackings/ups/1Z%2F9")
        #expect(String(decoding: data, as: UTF8.self) == #"{"segments":4}"#)

        let received = try #require(server.recordedRequests.first)
        #expect(server.recordedRequests.count == 1)
        #expect(received.method == "GET")
        #expect(received.target == target)
        #expect(received.path == "/v4/trackings/ups/1Z%2F9")
        #expect(received.pathSegments == ["v4", "trackings", "ups", "1Z/9"])
        #expect(received.queryValue("fields") == "a,b")
        #expect(received.queryValue("q") == "hello wörld")
        #expect(received.queryValue("plus") == "a+b")
        #expect(received.queryValue("empty") == "")
        #expect(received.queryValue("flag") == "")
        #expect(received.queryValue("missing") == nil)
        #expect(received.query.map(\.name) == ["fields", "q", "plus", "empty", "flag"])
        #expect(received.header("x-trace-id") == "trace-123")
        #expect(received.header("X-TRACE-ID") == "trace-123")
        #expect(received.header("host") == "127.0.0.1:\(server.port)")
        #expect(received.headers.allSatisfy { $0.name == $0.name.lowercased() })
        #expect(received.body.isEmpty)
    }

    @Test func postDeliversJSONBodyByteExact() async throws {
        let server = try LoopbackServer { request in
            guard request.method == "POST", request.header("Content-Type") == "application/json" else {
                return .text(400, "unexpected request")
            }
            return .response(status: 201, headers: [("Content-Type", "application/json")], body: request.body)
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let json = #"{"tracking_number":"1Z 9\/x","note":"ünïcödé ✓","n":[1,2,3],"nested":{"empty":""}}"#
        let payload = Data(json.utf8)
        var request = URLRequest(url: server.baseURL.appendingPathComponent("v4/trackings"))
        request.httpMethod = "POST"
        request.httpBody = payload
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("secret-key", forHTTPHeaderField: "as-api-key")
        let (data, response) = try await session.data(for: request)

        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        #expect(data == payload)
        let received = try #require(server.recordedRequests.first)
        #expect(received.method == "POST")
        #expect(received.path == "/v4/trackings")
        #expect(received.body == payload)
        #expect(received.header("content-length") == "\(payload.count)")
        #expect(received.header("AS-API-KEY") == "secret-key")
    }

    @Test func streamedUploadWithExpectContinueArrivesWhole() async throws {
        // A body stream has no known length, so it is sent chunked.
        // swift-corelibs-foundation strips libcurl's automatic
        // `Expect: 100-continue`, but keeps one set explicitly; libcurl then
        // waits (up to 1 s) for the interim 100 response before sending.
        let server = try LoopbackServer { request in
            .json(200, #"{"received":\#(request.body.count)}"#)
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let payload = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        var request = URLRequest(url: server.baseURL.appendingPathComponent("upload"))
        request.httpMethod = "POST"
        request.httpBodyStream = InputStream(data: payload)
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        request.setValue("100-continue", forHTTPHeaderField: "Expect")
        let (data, response) = try await session.data(for: request)

        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"received":300000}"#)
        let received = try #require(server.recordedRequests.first)
        #expect(received.body == payload)
        #if canImport(FoundationNetworking)
        #expect(received.header("transfer-encoding") == "chunked")
        #expect(received.header("expect") == "100-continue")
        #endif
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let server = try LoopbackServer { request in
            .text(200, "reply to \(request.path)")
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        for index in 0..<5 {
            let (data, response) = try await session.data(from: server.baseURL.appendingPathComponent("item/\(index)"))
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200)
            #expect(http.value(forHTTPHeaderField: "Connection")?.lowercased() == "keep-alive")
            #expect(String(decoding: data, as: UTF8.self) == "reply to /item/\(index)")
        }
        #expect(server.recordedRequests.map(\.path) == (0..<5).map { "/item/\($0)" })
        #expect(server.acceptedConnectionCount == 1)
    }

    @Test func clientConnectionCloseIsHonoured() async throws {
        let server = try LoopbackServer { _ in .text(200, "bye") }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        for _ in 0..<2 {
            var request = URLRequest(url: server.baseURL.appendingPathComponent("close"))
            request.setValue("close", forHTTPHeaderField: "Connection")
            let (data, response) = try await session.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.value(forHTTPHeaderField: "Connection")?.lowercased() == "close")
            #expect(String(decoding: data, as: UTF8.self) == "bye")
        }
        #expect(server.recordedRequests.count == 2)
        #expect(server.acceptedConnectionCount == 2)
    }

    @Test func concurrentRequestsAreAllServed() async throws {
        let server = try LoopbackServer { request in
            try? await Task.sleep(for: .milliseconds(20))
            return .text(200, request.queryValue("n") ?? "?")
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }
        let baseURL = server.baseURL.absoluteString

        let replies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<16 {
                group.addTask {
                    let url = try #require(URL(string: "\(baseURL)/concurrent?n=\(index)"))
                    let (data, _) = try await session.data(from: url)
                    return (index, String(decoding: data, as: UTF8.self))
                }
            }
            var collected: [Int: String] = [:]
            for try await (index, body) in group { collected[index] = body }
            return collected
        }
        #expect(replies.count == 16)
        #expect(replies.allSatisfy { "\($0.key)" == $0.value })
        #expect(server.recordedRequests.count == 16)
    }

    @Test func resetMidBodyFailsTheRequest() async throws {
        let server = try LoopbackServer { _ in
            .resetMidBody(
                status: 200, headers: [("Content-Type", "application/json")],
                declaredLength: 1000, sentBody: Data(#"{"partial":"#.utf8)
            )
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        await #expect(throws: (any Error).self) {
            _ = try await session.data(from: server.baseURL.appendingPathComponent("reset"))
        }
        #expect(server.recordedRequests.count >= 1)
    }

    @Test func slowBodyArrivesWhole() async throws {
        let body = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0) })
        let server = try LoopbackServer { _ in
            .slowBody(status: 200, headers: [], body: body, chunkSize: 512, delay: .milliseconds(25))
        }
        defer { server.stop() }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let (data, response) = try await session.data(from: server.baseURL.appendingPathComponent("slow"))

        // Timings are not asserted (shared machines are noisy): the body must arrive whole.
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(data == body)
    }

    @Test func endlessBodyIsCutOffByClientTimeout() async throws {
        let server = try LoopbackServer { _ in
            .endlessBody(status: 200, headers: [("Content-Type", "text/plain")])
        }
        defer { server.stop() }
        // libcurl-based URLSession only honours whole seconds, and its request
        // timeout is an idle timeout (reset by every byte received).
        let session = makeSession(timeout: 1)
        defer { session.finishTasksAndInvalidate() }

        // The suite's time limit, not a clock here, catches a request or a stop() that hangs.
        let error = await #expect(throws: (any Error).self) {
            _ = try await session.data(from: server.baseURL.appendingPathComponent("endless"))
        }
        #expect((error as? URLError)?.code == .timedOut)
        server.stop()
    }

    @Test func aRefusingAddressRefusesAndKeepsItsPort() async throws {
        let nothing = try RefusingLoopbackAddress()
        let port = try #require(nothing.baseURL.port)
        // No server can be given the port while the address lives: a failure test stays one.
        #expect(throws: LoopbackServerError.self) { _ = try LoopbackServer(port: port) { _ in .json(200, "{}") } }
        let session = makeSession(timeout: 10)
        defer { session.finishTasksAndInvalidate() }
        let error = await #expect(throws: URLError.self) { _ = try await session.data(from: nothing.baseURL) }
        #expect(error?.code == .cannotConnectToHost)
    }

    @Test func noResponseFailsTheRequest() async throws {
        let server = try LoopbackServer { _ in .noResponse(after: .milliseconds(100)) }
        defer { server.stop() }
        let session = makeSession(timeout: 10)
        defer { session.finishTasksAndInvalidate() }

        await #expect(throws: (any Error).self) {
            _ = try await session.data(from: server.baseURL.appendingPathComponent("silent"))
        }
    }

    @Test func stopIsIdempotentPromptAndRefusesNewRequests() async throws {
        let server = try LoopbackServer { request in
            request.path == "/endless" ? .endlessBody(status: 200, headers: []) : .text(200, "ok")
        }
        let session = makeSession(timeout: 5)
        defer { session.finishTasksAndInvalidate() }
        let port = server.port

        // One idle keep-alive connection (URLSession's) and one raw connection
        // receiving an endless body, which stop() must cut off.
        _ = try await session.data(from: server.baseURL.appendingPathComponent("warm-up"))
        let streaming = Task {
            try await onDedicatedThread {
                let connection = try RawConnection(port: port)
                try connection.send("GET /endless HTTP/1.1\r\nHost: x\r\n\r\n")
                let status = try connection.readHead().status
                _ = try connection.readToEnd()
                return status
            }
        }
        while server.recordedRequests.count < 2 {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(50))

        // A stop() that hangs fails the suite's time limit.
        server.stop()
        server.stop()
        server.stop()
        #expect(try await streaming.value == 200)

        await #expect(throws: (any Error).self) {
            _ = try await session.data(from: server.baseURL.appendingPathComponent("after-stop"))
        }
        #expect(server.recordedRequests.count == 2)
    }

    @Test func stopAbandonsAHandlerThatNeverReturns() async throws {
        let server = try LoopbackServer { _ in
            try? await Task.sleep(for: .seconds(600))
            return .text(200, "too late")
        }
        let session = makeSession(timeout: 20)
        defer { session.finishTasksAndInvalidate() }
        let url = server.baseURL.appendingPathComponent("stuck")
        let pending = Task { try await session.data(from: url) }
        while server.recordedRequests.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }

        // The handler sleeps ten minutes: a stop() that waited for it would fail the time limit.
        server.stop()
        await #expect(throws: (any Error).self) { _ = try await pending.value }
    }
}

// MARK: - Over a raw socket

@Suite("LoopbackServer wire behaviour", .timeLimit(.minutes(1)))
struct LoopbackServerWireTests {
    @Test func keepAliveThenConnectionClose() async throws {
        let server = try LoopbackServer { request in .text(200, "hi \(request.path)") }
        defer { server.stop() }
        let port = server.port

        let (responses, closed) = try await onDedicatedThread {
            let connection = try RawConnection(port: port)
            var responses: [RawResponse] = []
            try connection.send("GET /one HTTP/1.1\r\nHost: x\r\n\r\n")
            responses.append(try connection.readResponse())
            try connection.send("GET /two HTTP/1.1\r\nHost: x\r\n\r\nGET /three HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            responses.append(try connection.readResponse())
            responses.append(try connection.readResponse())
            return (responses, try connection.readToEnd().isEmpty)
        }
        #expect(responses.map(\.statusLine) == Array(repeating: "HTTP/1.1 200 OK", count: 3))
        #expect(responses.map { String(decoding: $0.body, as: UTF8.self) } == ["hi /one", "hi /two", "hi /three"])
        #expect(responses.map { $0.header("connection") } == ["keep-alive", "keep-alive", "close"])
        #expect(responses.allSatisfy { $0.header("content-length") == "\($0.body.count)" })
        #expect(closed)
        #expect(server.acceptedConnectionCount == 1)
    }

    @Test func manySequentialConnections() async throws {
        let server = try LoopbackServer { request in .text(200, request.path) }
        defer { server.stop() }
        let port = server.port

        let bodies = try await onDedicatedThread {
            try (0..<40).map { index in
                let connection = try RawConnection(port: port)
                try connection.send("GET /c\(index) HTTP/1.0\r\n\r\n")
                let response = try connection.readResponse()
                guard response.header("connection") == "close", try connection.readToEnd().isEmpty else {
                    throw RawSocketError(description: "HTTP/1.0 connection \(index) was not closed")
                }
                return String(decoding: response.body, as: UTF8.self)
            }
        }
        #expect(bodies == (0..<40).map { "/c\($0)" })
        #expect(server.acceptedConnectionCount == 40)
    }

    // One thread accepts for every server of the process (`LoopbackAcceptor`).
    @Test func manyServersAtOnceEachAnswerForThemselves() async throws {
        let servers = try (0..<50).map { index in try LoopbackServer { _ in .text(200, "server \(index)") } }
        defer { servers.forEach { $0.stop() } }
        let ports = servers.map(\.port)

        let bodies = try await onDedicatedThread {
            try ports.map { port in
                let connection = try RawConnection(port: port)
                try connection.send("GET / HTTP/1.0\r\n\r\n")
                return String(decoding: try connection.readResponse().body, as: UTF8.self)
            }
        }
        #expect(bodies == (0..<50).map { "server \($0)" })
    }

    // A stopped server's listener number is the next socket's: the accept thread closes a
    // listener only once it no longer polls it, so the new server's connections are its own.
    @Test func aServerMadeRightAfterAnotherStopsAnswersForItself() async throws {
        let bodies = try await onDedicatedThread {
            try (0..<30).map { index in
                let stopped = try LoopbackServer { _ in .text(200, "stopped") }
                stopped.stop()
                let server = try LoopbackServer { _ in .text(200, "server \(index)") }
                defer { server.stop() }
                let connection = try RawConnection(port: server.port)
                try connection.send("GET / HTTP/1.0\r\n\r\n")
                return String(decoding: try connection.readResponse().body, as: UTF8.self)
            }
        }
        #expect(bodies == (0..<30).map { "server \($0)" })
    }

    @Test func expectContinueAndChunkedRequestBody() async throws {
        let server = try LoopbackServer { request in .response(status: 200, body: request.body) }
        defer { server.stop() }
        let port = server.port

        let (interim, response) = try await onDedicatedThread {
            let connection = try RawConnection(port: port)
            try connection.send(
                "POST /chunks HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n"
            )
            let interim = try connection.readHead()
            try connection.send("5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: yes\r\n\r\n")
            return (interim, try connection.readResponse())
        }
        #expect(interim.statusLine == "HTTP/1.1 100 Continue")
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "hello, world")
        #expect(server.recordedRequests.first?.body == Data("hello, world".utf8))
    }

    @Test func oversizedHeadIsRejectedWith431() async throws {
        let server = try LoopbackServer { _ in .text(200, "unreachable") }
        defer { server.stop() }
        let port = server.port

        let response = try await onDedicatedThread {
            let connection = try RawConnection(port: port)
            let filler = String(repeating: "a", count: 70 * 1024)
            try connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(filler)\r\n\r\n")
            return try connection.readResponse()
        }
        #expect(response.statusLine == "HTTP/1.1 431 Request Header Fields Too Large")
        #expect(response.header("connection") == "close")
        #expect(server.recordedRequests.isEmpty)
    }

    @Test func statusLinesAndBodilessResponses() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/missing": return .text(404, "no such thing")
            case "/empty": return .response(status: 204, headers: [("Content-Length", "99")])
            default: return .response(status: 503, headers: [("Retry-After", "1")], body: Data("busy".utf8))
            }
        }
        defer { server.stop() }
        let port = server.port

        let (responses, headResponse) = try await onDedicatedThread {
            let connection = try RawConnection(port: port)
            var responses: [RawResponse] = []
            for path in ["/missing", "/empty", "/busy"] {
                try connection.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
                responses.append(try connection.readResponse())
            }
            try connection.send("HEAD /busy HTTP/1.1\r\nHost: x\r\n\r\n")
            let head = try connection.readHead()
            try connection.send("GET /missing HTTP/1.1\r\nHost: x\r\n\r\n")
            responses.append(try connection.readResponse())
            return (responses, head)
        }
        #expect(responses.map(\.statusLine) == [
            "HTTP/1.1 404 Not Found", "HTTP/1.1 204 No Content",
            "HTTP/1.1 503 Service Unavailable", "HTTP/1.1 404 Not Found",
        ])
        #expect(responses[1].header("content-length") == nil)
        #expect(responses[2].header("retry-after") == "1")
        #expect(String(decoding: responses[2].body, as: UTF8.self) == "busy")
        #expect(String(decoding: responses[3].body, as: UTF8.self) == "no such thing")
        #expect(headResponse.statusLine == "HTTP/1.1 503 Service Unavailable")
        #expect(headResponse.header("content-length") == "4")
    }

    @Test func malformedRequestLineGets400() async throws {
        let server = try LoopbackServer { _ in .text(200, "unreachable") }
        defer { server.stop() }
        let port = server.port

        let response = try await onDedicatedThread {
            let connection = try RawConnection(port: port)
            try connection.send("NONSENSE\r\n\r\n")
            return try connection.readResponse()
        }
        #expect(response.status == 400)
        #expect(server.recordedRequests.isEmpty)
    }

    @Test func deinitStopsTheServer() async throws {
        func portOfDiscardedServer() throws -> Int {
            let server = try LoopbackServer { _ in .text(200, "ok") }
            return server.port
        }
        let port = try portOfDiscardedServer()
        let refused = await onDedicatedThread { (try? RawConnection(port: port)) == nil }
        #expect(refused)
    }
}

// MARK: - Request model

@Suite("LoopbackRequest")
struct LoopbackRequestTests {
    @Test func derivesPathQueryAndSegments() {
        let request = LoopbackRequest(
            method: "GET",
            target: "/a%20b//c%2Fd/?x=1&&y=%2B+&x=2&z&bad=%G1%&utf=%E2%9C%93",
            headers: [(name: "X-Thing", value: "v"), (name: "x-thing", value: "w")]
        )
        #expect(request.path == "/a%20b//c%2Fd/")
        #expect(request.pathSegments == ["a b", "c/d"])
        #expect(request.query.map(\.name) == ["x", "y", "x", "z", "bad", "utf"])
        #expect(request.query.map(\.value) == ["1", "++", "2", "", "%G1%", "✓"])
        #expect(request.queryValue("x") == "1")
        #expect(request.header("X-THING") == "v")
        #expect(request.headers.map(\.name) == ["x-thing", "x-thing"])
    }

    @Test func targetWithoutQuery() {
        let request = LoopbackRequest(method: "DELETE", target: "/")
        #expect(request.path == "/")
        #expect(request.pathSegments.isEmpty)
        #expect(request.query.isEmpty)
    }
}

// MARK: - Helpers

private func makeSession(timeout: TimeInterval = 10) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    return URLSession(configuration: configuration)
}

/// Runs blocking socket code on its own thread, keeping the cooperative pool
/// free for the server's (async) handlers.
private func onDedicatedThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

private func onDedicatedThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

private struct RawSocketError: Error, CustomStringConvertible {
    let description: String
}

private struct RawResponse: Sendable {
    var statusLine: String
    var headers: [(String, String)]
    var body: [UInt8] = []

    var status: Int { Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0 }

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
}

/// `send(2)`, reachable from inside `RawConnection` (whose own `send` shadows it).
private func rawSend(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}

/// A minimal blocking HTTP/1.1 client over a raw TCP socket (5 s read timeout).
private final class RawConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        fd = try Self.connectedSocket(port: port)
    }

    /// A socket connected to 127.0.0.1:`port`; closed again if connecting fails.
    private static func connectedSocket(port: Int) throws -> Int32 {
        #if canImport(Darwin)
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw RawSocketError(description: "socket failed: errno \(errno)") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw RawSocketError(description: "connect failed: errno \(code)")
        }
        return fd
    }

    deinit { close(fd) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            #if canImport(Darwin)
            let flags: Int32 = 0
            #else
            let flags = Int32(MSG_NOSIGNAL)
            #endif
            let sent = bytes[offset...].withUnsafeBytes { rawSend(fd, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { throw RawSocketError(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Reads more bytes; `false` at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw RawSocketError(description: "recv failed: errno \(errno)") }
        buffer += chunk[0..<count]
        return count > 0
    }

    func readHead() throws -> RawResponse {
        let terminator = Array("\r\n\r\n".utf8)
        while true {
            if let end = buffer.firstRange(of: terminator) {
                let text = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                buffer.removeSubrange(..<end.upperBound)
                var lines = text.components(separatedBy: "\r\n")
                let statusLine = lines.removeFirst()
                let headers = lines.compactMap { line -> (String, String)? in
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
                }
                return RawResponse(statusLine: statusLine, headers: headers)
            }
            guard try fill() else { throw RawSocketError(description: "closed before end of head") }
        }
    }

    func readResponse() throws -> RawResponse {
        var response = try readHead()
        let length = Int(response.header("content-length") ?? "0") ?? 0
        while buffer.count < length {
            guard try fill() else { throw RawSocketError(description: "closed before end of body") }
        }
        response.body = Array(buffer[..<length])
        buffer.removeSubrange(..<length)
        return response
    }

    func readToEnd() throws -> [UInt8] {
        while try fill() {}
        defer { buffer = [] }
        return buffer
    }
}
