import BinderyLoopback
import BinderyTestSupport
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

/// `bindery mock` as people run it: it prints its URL, serves, logs, and stops cleanly on
/// SIGINT and SIGTERM; its mistakes (no such folder, a port in use) are said plainly.
@Suite(
    "bindery mock: the command", .timeLimit(.minutes(2)),
    .enabled(if: BuildProducts.bindery != nil, "needs the built bindery executable next to the tests"))
struct MockCommandTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func servesUntilASignalStopsIt(_ signalNumber: Int32) async throws {
        let bindery = try #require(BuildProducts.bindery)
        let process = try RunningProcess(bindery, ["mock", MockFixture.depotSpec.path])
        let line = try await process.firstLine()
        let url = try #require(line.firstMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\/v1/).map { String($0.output) })
        #expect(line == "Mock Depot API on \(url) (Ctrl-C stops it)")

        let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: url + "/ping")))
        #expect(String(decoding: data, as: UTF8.self) == "pong")

        let status = try await process.stop(with: signalNumber)
        #expect(status == 0)
        #expect(process.standardError == "mock: GET /v1/ping → 200 ping\nmock: stopped\n")
    }

    @Test func listensOnTheGivenPort() async throws {
        let bindery = try #require(BuildProducts.bindery)
        let port = try Self.freePort()
        let process = try RunningProcess(bindery, ["mock", MockFixture.depotSpec.path, "--port", String(port)])
        let line = try await process.firstLine()
        #expect(line == "Mock Depot API on http://127.0.0.1:\(port)/v1 (Ctrl-C stops it)")
        #expect(try await process.stop(with: SIGINT) == 0)
    }

    #if os(Linux)
    /// Started from a shell with a low soft limit of open files (1,024 on most distributions,
    /// 256 on macOS), the mock raises it to the hard limit before it serves (`OpenFileLimit`).
    @Test func raisesItsOpenFileLimitToTheHardOne() async throws {
        let bindery = try #require(BuildProducts.bindery)
        let script = #"ulimit -Sn 256 && exec "$0" mock "$1""#
        let process = try RunningProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", script, bindery.path, MockFixture.depotSpec.path])
        _ = try await process.firstLine()
        let limits = try String(contentsOfFile: "/proc/\(process.pid)/limits", encoding: .utf8)
        let line = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max open files") })
        // "Max open files  <soft>  <hard>  files"
        let values = line.dropFirst("Max open files".count).split(separator: " ")
        #expect(values.count == 3)
        #expect(values.first == values.dropFirst().first, "\(line)")
        #expect(try await process.stop(with: SIGINT) == 0)
    }
    #endif

    @Test func aPortInUseIsSaidPlainly() async throws {
        let bindery = try #require(BuildProducts.bindery)
        let busy = try LoopbackServer { _ in .text(200, "taken") }
        defer { busy.stop() }

        let result = try await Subprocess.run(bindery, ["mock", MockFixture.depotSpec.path, "--port", String(busy.port)])

        #expect(result.status == 1)
        #expect(result.standardError == "error: port \(busy.port) on 127.0.0.1 is in use; choose another with --port, or --port 0 for any free port\n")
        #expect(result.standardOutput == "")
    }

    @Test func aFolderThatDoesNotExistIsSaidPlainly() async throws {
        let bindery = try #require(BuildProducts.bindery)

        let result = try await Subprocess.run(bindery, ["mock", "/no/such/folder"])

        #expect(result.status == 1)
        #expect(result.standardError == "/no/such/folder:1:1: error: no such spec folder\n")
    }

    @Test func aPortOutOfRangeIsSaidPlainly() async throws {
        let bindery = try #require(BuildProducts.bindery)

        let result = try await Subprocess.run(bindery, ["mock", MockFixture.depotSpec.path, "--port", "70000"])

        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: --port must be from 0 to 65535, not 70000\n"))
    }

    @Test func aMalformedSpecIsReportedAndNotServed() async throws {
        let bindery = try #require(BuildProducts.bindery)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("api:\n  name: Bad\nmodels:\n  Box:\n    fields:\n      size: { type: integer, example: big }\n".utf8)
            .write(to: folder.appendingPathComponent("api.yaml"))

        let result = try await Subprocess.run(bindery, ["mock", folder.path])

        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix(
            "api.yaml:6:39: error: the example of field 'size' of model 'Box' is not a value of its type 'integer': the value is a string, not a number ('integer')\n"))
    }

    /// A port nothing listens on now.
    static func freePort() throws -> Int {
        let probe = try LoopbackServer { _ in .text(200, "") }
        let port = probe.port
        probe.stop()
        return port
    }
}

/// A program left running, its output going to files, so that a test can read its first line,
/// talk to it, then signal it and wait for it to exit.
final class RunningProcess: Sendable {
    let pid: pid_t
    let outputFile: URL
    let errorFile: URL

    init(_ executable: URL, _ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        outputFile = folder.appendingPathComponent("stdout")
        errorFile = folder.appendingPathComponent("stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable.path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv + [nil], envp + [nil])
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        self.pid = pid
    }

    deinit {
        kill(pid, SIGKILL)
        try? FileManager.default.removeItem(at: outputFile.deletingLastPathComponent())
    }

    var standardOutput: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// The first line the program printed, waited for up to 30 seconds.
    func firstLine() async throws -> String {
        for _ in 0..<300 {
            let output = standardOutput
            if let end = output.firstIndex(of: "\n") { return String(output[..<end]) }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("no line on standard output; standard error: \(standardError)")
        return ""
    }

    /// Sends `signalNumber` and waits for the program to exit: its exit status, or 128 plus the
    /// signal that ended it.
    func stop(with signalNumber: Int32) async throws -> Int32 {
        kill(pid, signalNumber)
        let pid = self.pid
        return try await OwnThread.run {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let signalled = status & 0x7F
            return signalled == 0 ? (status >> 8) & 0xFF : 128 + signalled
        }
    }
}
