import BinderyLoopback
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server on a port of the caller's choosing (`bindery mock --port`), and one that keeps no
/// requests.
@Suite("Loopback server: its port")
struct LoopbackPortTests {
    @Test func listensOnTheGivenPort() throws {
        let probe = try LoopbackServer { _ in .text(200, "") }
        let port = probe.port
        probe.stop()

        let server = try LoopbackServer(port: port) { _ in .text(200, "") }
        defer { server.stop() }

        #expect(server.port == port)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(port)")
    }

    @Test func aPortInUseIsAnError() throws {
        let busy = try LoopbackServer { _ in .text(200, "") }
        defer { busy.stop() }

        let error = try #require(throws: LoopbackServerError.self) { try LoopbackServer(port: busy.port) { _ in .text(200, "") } }

        #expect(error.code == EADDRINUSE)
        #expect(error.operation == "bind(127.0.0.1:\(busy.port))")
    }

    @Test func aPortOutOfRangeIsAnError() throws {
        let error = try #require(throws: LoopbackServerError.self) { try LoopbackServer(port: 65536) { _ in .text(200, "") } }
        #expect(error.description == "bind(127.0.0.1:65536) failed: no such port (errno 0)")
    }

    @Test func aServerThatRecordsNothingKeepsNoRequests() async throws {
        let server = try LoopbackServer(recordsRequests: false) { _ in .text(200, "ok") }
        defer { server.stop() }

        let (data, _) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("ping"))

        #expect(String(decoding: data, as: UTF8.self) == "ok")
        #expect(server.recordedRequests.isEmpty)
    }
}
