import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to completion and keeps what it printed.
public struct Subprocess: Sendable {
    /// The exit status.
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    /// Runs `executable` with `arguments` in `directory`, and waits for it on a thread of its own.
    ///
    /// Waiting on the calling thread would hold a thread of Swift's concurrency pool, which has
    /// one a core: two such waits on a 2-core machine (a `swiftc` or a `swift build` beside a
    /// `git`) starve every other test of the run, and tests of deadlines then fail for want of
    /// a thread. So no test waits for a program any other way.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) async throws -> Subprocess {
        try await OwnThread.run { try runBlocking(executable, arguments, in: directory) }
    }

    /// Runs the program and waits for it on this thread. Standard error is read on another
    /// thread while standard output is read on this one, so that neither pipe can fill and
    /// stall the program.
    ///
    /// Launched with `posix_spawn`, not Foundation's `Process`: with a thousand threads and
    /// their sockets open in the test process, swift-corelibs-foundation's `Process.run()`
    /// crashed (a bad pointer in its memcpy), however its launches were serialized. The pipes
    /// are close-on-exec, so that a program launched at the same time by another test does not
    /// inherit them and hold this one's output open.
    private static func runBlocking(_ executable: URL, _ arguments: [String], in directory: URL?) throws -> Subprocess {
        var output: [Int32] = [0, 0]
        var error: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { throw SpawnFailed(code: errno) }
        guard pipe(&error) == 0 else {
            close(output[0])
            close(output[1])
            throw SpawnFailed(code: errno)
        }
        for descriptor in output + error { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // `dup2` clears close-on-exec on the copies the program keeps as its output.
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, error[1], 2)
        // The program starts in `directory` through the shell: `posix_spawn` has no portable chdir.
        var command = [executable.path] + arguments
        if let directory { command = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path] + command }
        let argv = command.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv + [nil], envp + [nil])
        close(output[1])
        close(error[1])
        guard spawned == 0 else {
            close(output[0])
            close(error[0])
            throw SpawnFailed(code: spawned)
        }
        let errorData = DataBox()
        let errorRead = DispatchSemaphore(value: 0)
        let errorDescriptor = error[0]
        Thread {
            errorData.data = readAll(errorDescriptor)
            errorRead.signal()
        }.start()
        let outputData = readAll(output[0])
        errorRead.wait()
        close(output[0])
        close(error[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // Exited: its status; killed by a signal: 128 plus the signal, as a shell reports it.
        let signal = status & 0x7F
        return Subprocess(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Everything `descriptor` gives until its end.
    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }

    /// `pipe2` or `posix_spawn` failed.
    public struct SpawnFailed: Error, CustomStringConvertible {
        public var code: Int32
        public var description: String { "launching a program failed: \(String(cString: strerror(code)))" }
    }

    /// Runs `git` with `arguments` in `directory`, failing the test on a non-zero status.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL) async throws -> String {
        let result = try await run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.name=Bindery Tests", "-c", "user.email=tests@bindery.invalid", "-c", "commit.gpgsign=false",
             "-c", "init.defaultBranch=main"] + arguments,
            in: directory)
        guard result.status == 0 else {
            throw GitError(message: "git \(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return result.standardOutput
    }
}

/// A git command that failed, with what it printed.
public struct GitError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Bytes written by one thread and read by another after a semaphore orders the two.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
