import BinderyTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to completion, with what it printed and what it cost, from the kernel's own
/// accounting of the child (`wait4`): processor time rather than wall time, so that a loaded
/// machine cannot make a bound flaky.
///
/// Memory is bounded rather than measured: Linux carries a spawning process's peak resident
/// size into its child at `exec` (`ru_maxrss` of a child of the test process reads the test
/// process's own peak), so the child instead runs under a data-size limit (`ulimit -d`, applied
/// by `/bin/sh` before it `exec`s the program). A program that needs more fails to allocate:
/// it crashes or reports an error, either of which the caller's checks catch.
struct ChildProcess {
    /// The exit status, when the program exited.
    var exitStatus: Int32?
    /// The signal that ended it, when one did.
    var signal: Int32?
    var standardOutput: String
    var standardError: String
    /// User plus system processor time.
    var cpuTime: Duration
    /// Whether the watchdog had to kill it.
    var wasKilledByWatchdog: Bool

    struct SpawnFailed: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
    }

    /// Runs `executable` with `arguments` (see ``runBlocking(_:_:environment:dataLimit:watchdog:)``) on a
    /// thread of its own: waiting for a child must not hold one of the few threads that run every
    /// test's async code, or tests that measure time would see it stall.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], dataLimit: Int? = nil,
        watchdog: Duration = .seconds(60)
    ) async throws -> ChildProcess {
        await ChildSlots.shared.acquire()
        defer { Task { await ChildSlots.shared.release() } }
        return try await OwnThread.run {
            try runBlocking(executable, arguments, environment: environment, dataLimit: dataLimit, watchdog: watchdog)
        }
    }

    /// Runs `executable` with `arguments`, in this process's environment with `environment`
    /// added, and with at most `dataLimit` bytes of data when given, and waits for it. A program still
    /// running after `watchdog` (wall time) is killed, so that a hang fails the test rather than
    /// stalling the run.
    static func runBlocking(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], dataLimit: Int? = nil,
        watchdog: Duration = .seconds(60)
    ) throws -> ChildProcess {
        var executable = executable
        var arguments = arguments
        if let dataLimit {
            arguments = ["-c", "ulimit -d \(dataLimit / 1024) && exec \"$0\" \"$@\"", executable.path] + arguments
            executable = URL(fileURLWithPath: "/bin/sh")
        }
        var output: [Int32] = [0, 0]
        var error: [Int32] = [0, 0]
        guard pipe(&output) == 0, pipe(&error) == 0 else { throw SpawnFailed(code: errno) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addclose(&actions, error[0])
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, error[1], 2)
        posix_spawn_file_actions_addclose(&actions, output[1])
        posix_spawn_file_actions_addclose(&actions, error[1])

        let argv = ([executable.path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let argvWithEnd = argv + [nil]
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { envp.forEach { free($0) } }
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argvWithEnd, envp + [nil])
        close(output[1])
        close(error[1])
        guard spawned == 0 else {
            close(output[0])
            close(error[0])
            throw SpawnFailed(code: spawned)
        }

        let watchdogState = WatchdogState()
        let killer = DispatchWorkItem { watchdogState.killIfRunning(pid) }
        DispatchQueue.global().asyncAfter(deadline: .now() + watchdog.seconds, execute: killer)

        let errorData = DataBox()
        let errorRead = DispatchSemaphore(value: 0)
        let errorDescriptor = error[0]
        // A thread of its own: a blocking read must not hold one of dispatch's worker threads.
        Thread {
            errorData.data = readAll(errorDescriptor)
            errorRead.signal()
        }.start()
        let outputData = readAll(output[0])
        errorRead.wait()
        close(output[0])
        close(error[0])

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let wasKilled = watchdogState.finish()
        killer.cancel()

        let termination = status & 0x7F
        let cpu = Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return ChildProcess(
            exitStatus: termination == 0 ? (status >> 8) & 0xFF : nil,
            signal: termination != 0 && termination != 0x7F ? termination : nil,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self),
            cpuTime: cpu, wasKilledByWatchdog: wasKilled)
    }

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
}

/// One child at a time, so that the tests' children cannot starve the rest of the run
/// (other suites measure time) of the machine's processors.
actor ChildSlots {
    static let shared = ChildSlots()
    private var free = 1
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Whether the child is still ours to kill: once it has been reaped its pid may be reused.
private final class WatchdogState: @unchecked Sendable {
    private let lock = NSLock()
    private var isFinished = false
    private var didKill = false

    func killIfRunning(_ pid: pid_t) {
        lock.withLock {
            guard !isFinished else { return }
            didKill = true
            kill(pid, SIGKILL)
        }
    }

    /// Marks the child reaped; returns whether the watchdog killed it.
    func finish() -> Bool {
        lock.withLock {
            isFinished = true
            return didKill
        }
    }
}

/// Bytes written by one thread and read by another after a semaphore orders the two.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
